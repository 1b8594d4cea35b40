"""Exact-key memory: facts with a known key ("manager", "city", "preference:meetings")
are looked up by key before any similarity search. Pure functions.

A question names a key when every word of the key appears in it ("what is my manager's
name?" names ``manager``; "preference:meetings" needs both words). When several keys are
named, the one named first wins: in "my manager's name" the possessor, ``manager``, comes
before ``name``, which is the attribute asked of it. A key named after someone else's
possessive is theirs: "what's my wife's name?" does not name the user's own ``name``.
"""

from __future__ import annotations

import re

from memorylab.errors import InvalidInput
from memorylab.words import singular

KEY = re.compile(r"^[a-z0-9][a-z0-9 _:.-]{0,63}$")
OWNER = re.compile(r"\b(?:my|our) ([^\W\d_][\w-]*)(?:'s|s'|’s)(?=\W|$)", re.I)
_SPLIT = re.compile(r"[ _:.-]+")


def check_key(key: object) -> str:
    """A key: up to 64 characters of lower-case letters, digits, space, ``_ : . -``."""
    if not isinstance(key, str):
        raise InvalidInput(f"A key is a string such as 'manager' or 'preference:meetings', not {type(key).__name__}.")
    normal = " ".join(key.split()).lower()
    if not KEY.match(normal):
        raise InvalidInput(
            "A key is 1 to 64 characters: letters, digits, spaces and _ : . - (for example 'preference:meetings')."
        )
    return normal


def key_words(key: str) -> tuple[str, ...]:
    return tuple(singular(w) for w in _SPLIT.split(key.lower()) if w)


def label(key: str) -> str:
    """How a key reads in a sentence: ``preference:meetings`` -> "preference for meetings"."""
    head, _, rest = key.partition(":")
    words = " ".join(_SPLIT.split(head))
    return f"{words} for {' '.join(_SPLIT.split(rest))}" if rest else words


def sentence(key: str, value: str) -> str:
    """The memory text stored for a put: readable and embeddable ("User's manager is Priya")."""
    return f"User's {label(key)} is {value}"


def named_key(query: str, keys: list[str]) -> str | None:
    """The key the query names, or None (see the module doc for the rule)."""
    tokens = [singular(t) for t in re.findall(r"[^\W_]+", query.lower())]
    first: dict[str, int] = {}
    for at, token in enumerate(tokens):
        first.setdefault(token, at)
    # "what's my wife's name?": what follows someone else's possessive is theirs, not the user's key
    owner = OWNER.search(query)
    owned_from = first.get(singular(owner.group(1).lower())) if owner else None
    best, best_at = None, None
    for key in keys:
        words = key_words(key)
        if not words or any(w not in first for w in words):
            continue
        at = min(first[w] for w in words)
        if owned_from is not None and at > owned_from and tokens[owned_from] not in words:
            continue
        if best_at is None or at < best_at or (at == best_at and len(words) > len(key_words(best))):
            best, best_at = key, at
    return best
