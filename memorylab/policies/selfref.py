"""A user's own name in a query means the user. Pure functions.

Memories are written about "User" ("User prefers green tea to coffee"), so in Sam's own
store "what does Sam drink in the morning?" asks what *I* drink. Searched as it is, the
rare word "Sam" gives the name memory a perfect keyword score and a higher embedding
similarity than the answer; searched as "what does I drink in the morning?", the
answer wins. The name memory itself is still found by "what is my name?" (its key).
"""

from __future__ import annotations

import re

from memorylab.policies.asking import is_question

NAME = re.compile(r"\bname is ([A-Z][\w'-]+(?: [A-Z][\w'-]+)*)")


def own_names(name_memory: str | None) -> list[str]:
    """The names to read as the user, longest first: "User's name is Sam Rivera" ->
    ["Sam Rivera", "Sam"]."""
    match = NAME.search(name_memory or "")
    if not match:
        return []
    full = match.group(1)
    first = full.split()[0]
    return [full, first] if full != first else [full]


# What a verb becomes when the name after it turns into "I" ("does Sam" -> "do I").
AS_I = {"does": "do I", "is": "am I", "was": "was I", "has": "have I"}


def as_self(query: str, names: list[str]) -> str:
    """``query`` with the user's own names read as the user ("Sam's" -> "my", "does Sam" ->
    "do I", "Sam" -> "I")."""
    for name in names:
        query = re.sub(rf"\b{re.escape(name)}(?:'s|’s)", "my", query)
        query = re.sub(
            rf"\b(does|is|was|has) {re.escape(name)}\b", lambda m: AS_I[m.group(1).lower()], query, flags=re.I
        )
        query = re.sub(rf"\b{re.escape(name)}\b", "I", query)
    return query


def asked_as_self(question: str, memory_texts: list[str]) -> str:
    """A question that names the user by the name they gave (the recalled name memory) asks
    about them ("What does Sam drink in the morning?" asks for the drink, not for "User's name
    is Sam Rivera"); anything else is returned as it is."""
    own = next((t for t in memory_texts if t.startswith("User's name is ")), None)
    return as_self(question, own_names(own)) if own and is_question(question) else question
