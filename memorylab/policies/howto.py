"""A question of how a thing is done in general, not about the speaker's own: "how do I make a budget
spreadsheet?" asks about budgets, not the budget the user told of; "how do I start a garden?" not about their
garden. Pure functions, used by :mod:`memorylab.policies.slots` and :mod:`memorylab.policies.grounding`.

The "I" of "how do I ..." is anyone's; a word of a kind of fact said with an article ("a budget", "a new
language", "the team name") is any such thing. The speaker's own is said with "my" or "our" ("how do I stick to
my budget?"), or asked in the question's own words ("how do I get around?": the slot's phrase itself).
"""

from __future__ import annotations

import re

HOW_TO = re.compile(
    r"^\W*(?:(?:ok|okay|so|hey|hi|um|quick question|also)\W+)*(?:how (?:do|can|could|would|should|does) (?:I|you|one"
    r"|we|people|someone|u)|how to|what(?:'s| is) the (?:best|easiest|quickest|right|simplest) way to"
    r"|(?:can|could) you (?:explain|show me|tell me) how|explain how|show me how|what are the steps to)\b",
    re.I,
)
# "a budget", "an emergency fund", "the team name", "some new hobbies": any such thing, up to two words before it
ANY_SUCH = re.compile(r"\b(?:a|an|the|some|any|new)\s+(?:[\w-]+\s+){0,2}$", re.I)
OWN = re.compile(r"\b(?:my|our|me|mine|ours|myself|I'm|I've|I am|I have)\b", re.I)


def is_how_to(question: str) -> bool:
    """Does ``question`` ask how a thing is done ("how do I ...", "what's the best way to ...")?"""
    return bool(HOW_TO.search(question))


def asked_in_general(question: str, asked: re.Pattern) -> bool:
    """In a how-to question, is every place ``asked`` finds a kind of fact a thing in general ("how do I make a
    budget spreadsheet?": "a budget"), so the speaker's own is not asked for?"""
    if not is_how_to(question):
        return False
    return all(ANY_SUCH.search(question[: m.start()]) for m in asked.finditer(question))


def of_the_world(question: str) -> bool:
    """A how-to question that says nothing of the speaker but its opening "I" ("how do I make a budget
    spreadsheet?"; not "how do I stick to my budget?")."""
    opening = HOW_TO.search(question)
    return bool(opening) and not OWN.search(question[opening.end() :])
