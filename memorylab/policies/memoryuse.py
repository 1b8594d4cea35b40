"""Did the reply use what memory gave it? A pure measure, per recalled memory.

A memory counts as *used* when the reply carries what the memory adds to the
conversation: its content words that the user's message did not already hold ("Ana"
in "User's name is Ana" for "what's my name?"). Two signals, both shown:

* ``lexical``: the share of those new words found in the reply (singular, lower-case,
  stopwords and "user"/"you" ignored, so "User prefers tea" matches "you prefer tea");
* ``semantic``: the cosine of the reply's and the memory's embeddings, when given.

``used`` is ``lexical >= lexical_threshold``, or some shared word with ``semantic >=
semantic_threshold`` (a paraphrase that keeps one anchor word). A refusal such as "I
don't know your name" shares no new word and is not a use, whatever its similarity.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from memorylab.policies.extract import STOPWORDS
from memorylab.words import singular

PERSON_WORDS = frozenset({"user", "you", "your", "yours", "i", "me", "my", "mine", "s", "t", "m", "ve", "re", "ll"})
FUNCTION_WORDS = frozenset(
    """as by from about into onto over under was were will would can could should shall may might must
    if then than there here what when where who whom whose which why how all each every both either
    neither one ones other others such own same more most less least many much few lot lots""".split()
)
LEXICAL_THRESHOLD = 0.5
SEMANTIC_THRESHOLD = 0.5


SKIPPED = STOPWORDS | PERSON_WORDS | FUNCTION_WORDS
WORD = re.compile(r"[^\W_]+")


def meaning_words(text: str, ignore: frozenset[str] | set[str] = frozenset()) -> set[str]:
    """Content words: lower-case, split at anything but letters and digits ("user's" gives
    "user"), singular, without stopwords, person words and ``ignore``."""
    if ignore:
        return {singular(w) for w in WORD.findall(text.lower()) if w not in SKIPPED and w not in ignore}
    return set(_meaning_words(text))


@functools.lru_cache(maxsize=8192)
def _meaning_words(text: str) -> frozenset[str]:
    """A memory's words, once: its text is measured again on every turn that recalls it."""
    return frozenset(singular(w) for w in WORD.findall(text.lower()) if w not in SKIPPED)


@dataclass(frozen=True)
class Use:
    memory_id: int
    text: str
    new_words: tuple[str, ...]  # what the memory adds to the message
    matched: tuple[str, ...]  # of those, the ones the reply holds
    lexical: float
    semantic: float | None
    used: bool


@dataclass(frozen=True)
class MemoryUse:
    """The recalled memories of one turn, each marked used or not."""

    uses: tuple[Use, ...]

    @property
    def used_ids(self) -> list[int]:
        return [u.memory_id for u in self.uses if u.used]

    @property
    def used(self) -> int:
        return sum(u.used for u in self.uses)

    @property
    def offered(self) -> int:
        return len(self.uses)

    @property
    def undecided(self) -> bool:
        """Would embedding similarity change a verdict? Only for a memory whose new words the
        reply holds some of, but fewer than the lexical threshold (the agent embeds the reply
        only then: most turns are decided by their words alone)."""
        return any(u.matched and not u.used and u.semantic is None for u in self.uses)

    @property
    def rate(self) -> float | None:
        """Share of the offered memories the reply used (None: none offered)."""
        return self.used / self.offered if self.uses else None


def measure(
    reply: str,
    message: str,
    memories: Sequence[tuple[int, str]],
    *,
    semantic: Sequence[float] | None = None,
    lexical_threshold: float = LEXICAL_THRESHOLD,
    semantic_threshold: float = SEMANTIC_THRESHOLD,
) -> MemoryUse:
    """Which of ``memories`` ((id, text) pairs, as put in the context) the reply reflects.
    ``semantic`` holds cosine(reply, memory) per memory, in the same order."""
    if semantic is not None and len(semantic) != len(memories):
        raise ValueError("semantic needs one similarity per memory")
    asked = meaning_words(message)
    said = meaning_words(reply)
    uses = []
    for j, (memory_id, text) in enumerate(memories):
        words = meaning_words(text)
        new = sorted(words - asked) or sorted(words)
        matched = tuple(w for w in new if w in said)
        lexical = len(matched) / len(new) if new else 0.0
        sim = None if semantic is None else float(semantic[j])
        if sim is not None and not math.isfinite(sim):
            sim = None
        used = bool(new) and (
            lexical >= lexical_threshold or (bool(matched) and sim is not None and sim >= semantic_threshold)
        )
        uses.append(Use(int(memory_id), text, tuple(new), matched, round(lexical, 4), sim, used))
    return MemoryUse(tuple(uses))


def summarize(rows: Sequence[dict]) -> dict:
    """A session (or any run of turns) summed up from ``turn_metrics`` rows.

    ``use_rate``: of the turns that offered memories, the share whose reply used at least
    one. ``context_relevance``: the share of all context tokens that came from memories
    the replies used. ``cost_usd`` is None when some turn's model had no known price.
    """
    rows = list(rows)
    offered = [r for r in rows if r["offered"]]
    context = sum(r["context_tokens"] for r in rows)
    costs = [r["cost_usd"] for r in rows]
    return {
        "turns": len(rows),
        "turns_with_memories": len(offered),
        "turns_using_memory": sum(1 for r in offered if r["used"]),
        "use_rate": (sum(1 for r in offered if r["used"]) / len(offered)) if offered else None,
        "memories_offered": sum(r["offered"] for r in rows),
        "memories_used": sum(r["used"] for r in rows),
        "context_relevance": (sum(r["used_tokens"] for r in rows) / context) if context else None,
        "prompt_tokens": sum(r["prompt_tokens"] for r in rows),
        "completion_tokens": sum(r["completion_tokens"] for r in rows),
        "cost_usd": None if any(c is None for c in costs) else float(sum(costs)),
        "embed_calls": sum(r["embed_calls"] for r in rows),
    }
