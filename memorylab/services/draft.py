"""The model's draft on its way to the reader in the grounded mode (a small model): what streams is what the
reply will keep, so a sentence shown is never taken back. A room's walk saw "I'm a helpful assistant." stream
and then vanish when the kept reply was composed without it; a reader should not watch a reply rewrite
itself."""

from __future__ import annotations

import re

from memorylab.adapters.llm import ReplyStream
from memorylab.policies.grounding import Grounding, Recalled, compose, fallback

SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


class GroundedDraft:
    """Where the model's draft goes in the grounded mode while it is written. Behind a
    statement, the reader is told its place in the queue but not the draft's words (of the
    draft only what ``compose`` keeps follows the statement). Without one, each time a
    sentence ends, the reply ``compose`` makes of the sentences so far is what may show: the
    part of it beyond what was shown is sent, and nothing while it does not extend what was
    shown (a sentence it drops, such as one carrying a recalled memory that was not stated,
    never flashes on screen). ``finish`` sends what the kept reply adds to what was shown (the
    page redraws a reply that differs)."""

    def __init__(self, shown: ReplyStream, grounding: Grounding, message: str, memory_texts: list[str]):
        self._shown, self._grounding, self._message, self._memory_texts = shown, grounding, message, memory_texts
        self._behind, self._pending, self._draft = grounding.statement is not None, "", ""
        self._sent = grounding.statement or ""
        self._fallback = fallback(message)  # what compose says of nothing: not shown while the model writes

    def waiting(self, ahead: int) -> None:
        self._shown.waiting(ahead)

    def token(self, text: str) -> None:
        if self._behind:
            return
        self._pending += text
        *done, self._pending = SENTENCE_END.split(self._pending)
        if not any(done):
            return
        self._draft += " ".join(done) + " "
        kept = compose(self._grounding, self._draft.strip(), self._message, self._memory_texts)
        if kept != self._fallback:
            self._extend(kept, trailing=" ")

    def finish(self, reply: str) -> None:
        self._extend(reply, trailing="")

    def _extend(self, kept: str, trailing: str) -> None:
        shown = self._sent.rstrip()
        if not kept.startswith(shown) or not (rest := kept[len(shown) :]).strip():
            return
        piece = (rest.lstrip() if self._sent.endswith(" ") else rest) + trailing
        self._sent += piece
        self._shown.token(piece)


def statement_first(
    grounding: Grounding | None, message: str, recalled: list[Recalled] | None, stream: ReplyStream | None
) -> ReplyStream | GroundedDraft | None:
    """The stream the model writes into: the reader's own when the model answers alone, or in
    the grounded mode a :class:`GroundedDraft` (a statement goes to the reader at once)."""
    if stream is None or recalled is None:
        return stream
    grounding = grounding or Grounding((), "")
    if grounding.grounded:
        stream.token(grounding.statement)
    return GroundedDraft(stream, grounding, message, [r.text for r in recalled])
