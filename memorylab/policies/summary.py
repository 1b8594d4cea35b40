"""Rolling session summary texts: a prompt for a capable model, and an extractive fallback
that keeps each user message's first sentence."""

from __future__ import annotations

import re

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


def fold_prompt(previous: str | None, turns: list[dict]) -> str:
    transcript = "\n".join(f"{t['role']}: {t['content']}" for t in turns)
    return (
        "Update the running summary of a conversation. Keep facts the user stated, "
        "decisions and open questions; at most 6 short sentences.\n\n"
        f"Summary so far:\n{previous or '(none)'}\n\nNew turns:\n{transcript}"
    )


def pending_turns(turns: list[dict], working_turns: int) -> list[dict]:
    """The turns that have left the verbatim working window."""
    return turns[:-working_turns] if working_turns else turns
