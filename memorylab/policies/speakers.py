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


def speaker_signal(texts: list[str], query: str) -> np.ndarray:
    """1 for a memory whose speaker the query names (a whole word, as capitalised), else 0."""
    speakers = [speaker_of(t) for t in texts]  # once: this runs for every question
    named = {name for name in set(speakers) - {None} if re.search(rf"\b{re.escape(name)}\b", query or "")}
    return np.array([1.0 if s in named else 0.0 for s in speakers])
