"""The agent's playbook: lessons it records about its own mistakes. Pure functions.

A lesson is written when the user corrects the agent ("no, that's wrong", "actually it's
...", a thumbs-down) or when a scenario probe fails. It says what the agent said, what was
right, and what to do next time; it is recalled like any memory and goes into its own
labelled context section when a similar question comes up.
"""

from __future__ import annotations

import re

CORRECTION = re.compile(
    r"^\s*(?:no\b[\s,.!:-]*|nope\b[\s,.!:-]*)?"
    r"(?:(?:that'?s|that is|you(?:'re| are)) (?:wrong|not (?:right|correct|true)|incorrect|mistaken)"
    r"|wrong\b|incorrect\b|not quite\b|actually,? (?:it'?s|it is|it was|that'?s|that is|my|i)\b)"
    r"|^\s*no[,.!]\s+\S",
    re.I,
)
LIMIT = 160


def is_correction(message: str) -> bool:
    """Does the user tell the agent it got something wrong? ("No, that's wrong", "Actually
    it's Miso", "Not quite: ...", "No, my cat is Miso"). A plain "no" or "actually, send
    them daily" is not: those answer or change, they do not correct."""
    return bool(CORRECTION.search(message or ""))


def _clip(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= LIMIT else flat[: LIMIT - 1] + "…"


def lesson_text(asked: str | None, said: str, right: str, next_time: str | None = None) -> str:
    """The lesson in the agent's own words, one line."""
    question = f'Asked "{_clip(asked)}", ' if asked else ""
    advice = next_time or "check the user's notes before answering, and use what the user said was right"
    return f'{question}I answered "{_clip(said)}" and was wrong; the user said: "{_clip(right)}". Next time: {advice}.'
