"""Who said it: a memory written as a dialogue turn ("(8 May 2023) Caroline: ...", or
"Caroline: ...") has a speaker, and a question that names that speaker most often asks
about what they said (on LoCoMo's development half, 96% of the evidence of a question
naming one speaker is that speaker's own turns). A pure signal in [0, 1] for the re-rank.

Memories without a "Name:" opening (a chat's extracted facts) have no speaker: the signal
stays silent for them.
"""

from __future__ import annotations

import re

import numpy as np

# an optional "(date) " and one to three capitalised words before the colon
SPEAKER = re.compile(r"^\s*(?:\([^)]{1,40}\)\s*)?([A-Z][\w'-]*(?: [A-Z][\w'-]*){0,2}):\s")


def speaker_of(text: str) -> str | None:
    """The first name of the turn's speaker, or None for text that is not a turn."""
    match = SPEAKER.match(text or "")
    return match.group(1).split()[0] if match else None


def named_in(speakers: set[str | None], query: str) -> set[str]:
    """The speakers the query names (a whole word, as capitalised)."""
    return {name for name in speakers - {None} if re.search(rf"\b{re.escape(name)}\b", query or "")}


def speaker_signal(texts: list[str], query: str) -> np.ndarray:
    """1 for a memory whose speaker the query names (a whole word, as capitalised), else 0."""
    speakers = [speaker_of(t) for t in texts]  # once: this runs for every question
    named = named_in(set(speakers), query)
    return np.array([1.0 if s in named else 0.0 for s in speakers])


def named_speaker(texts: list[str], query: str) -> str | None:
    """The one speaker of these memories that the query names; None when it names none or
    several ("What did Caroline tell Melanie?" asks about both: nothing to take out)."""
    named = named_in({speaker_of(t) for t in texts}, query)
    return next(iter(named)) if len(named) == 1 else None


def without_speaker(query: str, name: str) -> str:
    """The query with the speaker's name (and a possessive "'s") taken out: what the dense
    side searches for when the speaker share already carries who ("Which cities has John
    been to?" -> "Which cities has been to?"). A name left in the query vector pulls in every
    turn that merely mentions or addresses that person. The query itself when no word would
    remain."""
    if not name:
        return query
    stripped = re.sub(rf"\b{re.escape(name)}(?:['’]s)?\b", " ", query)
    stripped = re.sub(r"\s+", " ", stripped).strip()
    return stripped if re.search(r"\w", stripped) else query
