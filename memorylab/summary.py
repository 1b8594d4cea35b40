"""Rolling session summary: older turns folded into one text that links to the turns it covers.

Recent turns stay verbatim (working memory); whenever ``summary_every`` more turns have
left that window they are folded in: by the model when it is capable, otherwise by an
extractive fallback that keeps each user message's first sentence.
"""
from __future__ import annotations

import logging
import re

from .errors import LLMError

log = logging.getLogger(__name__)
MAX_LINES = 16


def extractive(previous: str | None, turns: list[dict]) -> str:
    lines = previous.splitlines() if previous else []
    for turn in turns:
        if turn["role"] != "user":
            continue
        text = re.sub(r"\s+", " ", turn["content"]).strip()
        first = re.split(r"(?<=[.!?])\s", text)[0][:160]
        if first:
            lines.append(f"- User said: {first}")
    return "\n".join(lines[-MAX_LINES:])


def fold(previous: str | None, turns: list[dict], llm=None) -> str:
    if llm is not None and llm.capable:
        transcript = "\n".join(f"{t['role']}: {t['content']}" for t in turns)
        prompt = ("Update the running summary of a conversation. Keep facts the user stated, "
                  "decisions and open questions; at most 6 short sentences.\n\n"
                  f"Summary so far:\n{previous or '(none)'}\n\nNew turns:\n{transcript}")
        try:
            return llm.complete([{"role": "user", "content": prompt}], max_tokens=220).text
        except LLMError as exc:
            log.warning("summary by the model failed (%s); using the extractive fallback", exc)
    return extractive(previous, turns)


def maybe_summarize(lab, user_id: str, session_id: str, llm=None) -> dict | None:
    """Fold turns that left the working window; returns the new summary row or None."""
    agent = lab.settings.agent
    current = lab.store.summary(user_id, session_id)
    covered = current["last_turn"] if current else 0
    turns = lab.store.turns(user_id, session_id, after=covered)
    pending = turns[:-agent.working_turns] if agent.working_turns else turns
    if len(pending) < agent.summary_every:
        return None
    text = fold(current["text"] if current else None, pending, llm)
    first = current["first_turn"] if current else pending[0]["id"]
    lab.store.put_summary(user_id, session_id, text, first, pending[-1]["id"], lab.clock.now(),
                          reason=f"folded {len(pending)} turns")
    return lab.store.summary(user_id, session_id)


def refresh_summaries(lab, user_id: str, turn_ids: list[int], llm=None) -> None:
    """After turns were masked by a forget, rebuild each affected session's summary from
    the masked turns, so no summary still tells what was forgotten."""
    for session_id in lab.store.sessions_of_turns(user_id, turn_ids):
        current = lab.store.summary(user_id, session_id)
        if current is None:  # none yet, or the store dropped one that quoted the text
            continue
        first, last = current["first_turn"], current["last_turn"]
        if not any(first <= t <= last for t in turn_ids):
            continue
        covered = [t for t in lab.store.turns(user_id, session_id) if first <= t["id"] <= last]
        if covered:
            lab.store.put_summary(user_id, session_id, fold(None, covered, llm), first, last,
                                  lab.clock.now(), reason="rebuilt after a forget")
