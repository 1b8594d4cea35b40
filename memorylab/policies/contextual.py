"""Contextual memory text: what a dialogue memory is embedded as.

A reply's meaning often sits in what it answers ("Yes, twice a week!"), so a memory
written from a dialogue turn is embedded after a little of the turns before it. Only
the vector is made from this text: the stored text, and so the keyword side, stays the
memory's own words (a forgotten neighbour's words never enter another memory's keyword
postings). Measured on LoCoMo (``python -m bench.locomo``): two turns before, 200
characters of each.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime

CONTEXT_TURNS = 2  # turns before a memory's own turn that its embedding text carries
CONTEXT_CHARS = 200  # of each: enough for the question a reply answers
# "(8 May 2023) Caroline: ...": a dialogue memory's date (the memory keeps its own) and speaker
_DIALOGUE_PREFIX = re.compile(r"^(?:\(\d{1,2} [A-Z][a-z]+ \d{4}\) )?((?:[^\W\d][\w.'-]*(?: [^\W\d][\w.'-]*)?): )?")


def contextual_flag(user_id: str) -> str:
    """The meta key saying a user has memories embedded with context: a forget only looks
    for neighbours to re-embed in the labs of users who have."""
    return f"contextual:{user_id}"


def neighbour_words(text: str) -> str:
    """A neighbour as context: who said it and CONTEXT_CHARS of what they said, without
    the date a dialogue memory starts with (the memory's own text carries it once)."""
    prefix = _DIALOGUE_PREFIX.match(text)
    speaker = prefix.group(1) or ""
    return speaker + text[prefix.end() :][:CONTEXT_CHARS]


def embedding_text(text: str, neighbours: Sequence[str] = ()) -> str:
    """``text`` after its neighbours (oldest first), each cut to CONTEXT_CHARS; the text
    alone when there are none."""
    context = " ".join(w for w in (neighbour_words(n) for n in neighbours) if w.strip())
    return f"{context} {text}" if context else text


def batch_neighbours(texts: Sequence[str], dates: Sequence[datetime], before: int = CONTEXT_TURNS) -> list[list[str]]:
    """For each item of an ordered batch (a dialogue imported turn by turn), the texts of
    up to ``before`` items just before it that share its date (its session)."""
    out = []
    for i, when in enumerate(dates):
        earlier = range(max(0, i - before), i)
        out.append([texts[j] for j in earlier if dates[j] == when])
    return out


def recent_context(turns: Sequence[dict], before: int = CONTEXT_TURNS) -> list[str]:
    """The contents of the last ``before`` turns of a chat (oldest first, as the store
    returns them): what a memory written from the next message is embedded after."""
    return [t["content"] for t in turns[-before:]] if before > 0 else []
