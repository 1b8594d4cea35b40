"""A question about everything the user has told ("what do you know about me?", "what have I told you so far?"):
which recalled memories its answer states. Pure functions, used by :mod:`memorylab.policies.grounding`.

Every lasting fact (a memory kept under a key: a name, a home, an allergy) is stated, as recalled, one per text,
until their words fill :data:`TOLD_WORDS` (what the context's profile section holds, about 200 tokens); passing
memories (no key) only fill the answer up to ``at_least`` when there are fewer facts than that.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

EVERYTHING = re.compile(
    r"\bwhat (?:do|did|else do) you (?:know|remember|recall) (?:about|of) me\b|\bwhat have I told you\b"
    r"|\btell me (?:about myself|what you know about me)\b|\bwhat do you know so far\b",
    re.I,
)
TOLD_WORDS = 150  # the words of the facts stated at most: the profile section's 200 tokens


def asks_everything(message: str) -> bool:
    return bool(EVERYTHING.search(message))


def all_told(recalled: Sequence[T], at_least: int) -> list[T]:
    """The memories (anything with ``text`` and ``key``) an answer to "what do you know about me?" states: every
    fact with a key, in recalled order, within :data:`TOLD_WORDS`; then memories without one, up to ``at_least``."""
    facts, passing = [r for r in recalled if r.key], [r for r in recalled if not r.key]
    told: list[T] = []
    words = 0
    for r in [*facts, *passing]:
        if any(t.text == r.text for t in told) or (not r.key and len(told) >= at_least):
            continue
        words += len(r.text.split())
        if told and words > TOLD_WORDS:
            break
        told.append(r)
    return told
