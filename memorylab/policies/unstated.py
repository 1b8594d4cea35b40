"""What a memory holds that a reply must not carry unless it was stated (the unasked leak guard of
:mod:`memorylab.policies.grounding`): a memory's values, the words that only frame them set aside."""

from __future__ import annotations

import re
from collections.abc import Sequence

from memorylab.policies.phrasing import stem as _stem
from memorylab.policies.phrasing import stems
from memorylab.policies.voice import joined, sentences_of

# Words that say how a memory is put, not what it holds: "User lives in Bristol" holds Bristol.
FRAME_WORDS = frozenset(
    """live lives living moved move based work works working called named name is are was has have had every part
    time really very also just new old year years day days week weeks loves love like likes prefers prefer enjoys
    enjoy into big fan goes go takes take usually always often now still these since ago turning turns started
    just finally been""".split()
)


FRAME_STEMS = frozenset(_stem(w) for w in FRAME_WORDS)


def unstated_values(memory_text: str, message: str) -> set[str]:
    """What a memory holds (its names and values, stemmed) that the message does not say."""
    return stems(re.sub(r"\bUser(?:'s)?\b", " ", memory_text)) - FRAME_STEMS - stems(message)


def values_unsaid(message: str, unstated: Sequence[str]) -> set[str]:
    """The values of all the memories in ``unstated`` that ``message`` does not say."""
    return set().union(*(unstated_values(t, message) for t in unstated)) if unstated else set()


def without_values(reply: str, values: set[str]) -> str:
    """``reply`` without the sentences that carry any of ``values``."""
    return joined([s for s in sentences_of(reply) if not stems(s) & values])


def without_unstated(reply: str, message: str, unstated: Sequence[str]) -> str:
    """``reply`` without the sentences that carry a value of a memory the reply did not state
    (the unasked leak guard: a memory the request neither asked for nor needed stays unsaid)."""
    return without_values(reply, values_unsaid(message, unstated))
