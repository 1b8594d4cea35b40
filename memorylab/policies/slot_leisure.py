"""Leisure asked about, kept apart from the job and from the other favourites (a stranger's walk
of the workshop, round 31): "what do I do for fun?" was read as "what do I do?" and answered
with the job; "what's my favourite film?" was answered with the favourite band.

* ``LEISURE``: the words that make "what do I do ..." a question about time off, not work
  ("for fun", "in my spare time", "at the weekend", "to relax", "after work");
* ``LEISURE_ASKED`` and ``LEISURE_SAID``: the hobby slot's extra readings of a question
  ("what sport do I play?") and of a keyless memory ("User plays chess in User's free time",
  "On weekends User does rock climbing");
* :func:`narrowed`: the favourite slot cut down to the kind a question names ("favourite
  film" is filled by ``favourite:film`` or ``favourite:movie``, not ``favourite:band``).
"""

from __future__ import annotations

import re
from dataclasses import replace

from memorylab.policies.phrasing import stems
from memorylab.words import singular

LEISURE = (
    r"for fun|for a hobby|in (?:my|the|his|her|our) (?:free|spare|down) ?time|(?:on|at|over) (?:the )?weekends?"
    r"|after work|outside (?:of )?work|to (?:relax|unwind|chill(?: out)?|switch off)|in the evenings?"
)
LEISURE_ASKED = rf"what do I do (?:{LEISURE})|(?:which|what) (?:\w+ )?sports? (?:do|did) I (?:do|play)"
LEISURE_SAID = (
    r"\bin User's (?:free|spare|down) ?time\b|\bfor fun\b"
    r"|^(?:On|At|Over) (?:the )?weekends?,? User (?:does|plays|goes)\b"
)

# The kinds of favourite said in other words: "movie" asks for what was said as a "film".
SAME_KIND = {
    "movie": "film", "flick": "film", "novel": "book", "read": "book", "series": "show", "programme": "show",
    "program": "show", "tv": "show", "color": "colour", "group": "band", "artist": "band", "singer": "band",
    "musician": "band", "dish": "food", "meal": "food", "cuisine": "food", "track": "song", "tune": "song",
    "club": "team", "side": "team", "beverage": "drink", "pastime": "hobby", "activity": "hobby",
    "author": "writer", "videogame": "game", "footballer": "player", "athlete": "player", "sportsman": "player",
    "sportswoman": "player", "sweet": "dessert", "pudding": "dessert", "afters": "dessert",
}  # fmt: skip
GENERAL = frozenset("thing things one ones stuff place places".split())
FAVOURITE_OF = re.compile(
    r"\bfavou?rite (?:kind of |type of |sort of )?([a-z]+)\b(?: (to do|to eat|to drink))?"
    r"|\b(?:which|what) ([a-z]+) (?:is|are) (?:my|our) (?:absolute )?favou?rites?\b()"
    # a favourite said without the word: "which player do I rate above all others?", "the sweet I like most"
    r"|\b(?:(?:which|what) ([a-z]+) do I|the ([a-z]+) I) (?:rate|rank|like|love|prefer|enjoy)"
    r" (?:\w+ ){0,2}?(?:above|most|best|more than|over|highest)\b",
    re.I,
)
DOING = {"to do": "hobby", "to eat": "food", "to drink": "drink"}
ALSO = {"team": ("team", "fan"), "band": ("fan",), "drink": ("drink",), "hobby": ("hobby",)}  # keys of their own


def kind(word: str) -> str:
    one = singular(word.lower())
    return SAME_KIND.get(one, one)


def narrowed(question: str, slots: list) -> list:
    """``slots`` with the favourite slot filled only by the kind of favourite ``question``
    names; a question naming none ("what are my favourites?") keeps it whole."""
    found = FAVOURITE_OF.search(question)
    if not found:
        return slots
    noun, doing = found.group(1) or found.group(3) or found.group(5) or found.group(6), found.group(2)
    wanted = DOING[doing.lower()] if doing and noun.lower() in GENERAL else kind(noun)
    if wanted in GENERAL:
        return slots
    words = [wanted, *(said for said, meant in SAME_KIND.items() if meant == wanted)]
    keys = (*(f"favourite:{w}" for w in words), *ALSO.get(wanted, ()))
    said = re.compile(rf"^User's favou?rite (?:{'|'.join(words)})s?\b", re.I)
    return [replace(s, keys=keys, said=said) if s.name == "favourite" else s for s in slots]


def of_another_kind(slots: list, key: str | None) -> bool:
    """A favourite of another kind than the one asked for ("favourite:band" for "my favourite
    film?"): it shares the word "favourite" with the question, and must not answer it."""
    narrowed_to = next((s for s in slots if s.name == "favourite"), None)
    return bool(key and key.startswith("favourite:") and narrowed_to and narrowed_to.key_rank(key) is None)


def sharing_a_word(question: str, slots: list, recalled: list, threshold: float) -> list:
    """The recalled memories (anything with ``similarity``, ``text`` and ``key``) similar enough that share a
    specific word with ``question``, but for a favourite of another kind than the one it asks for."""
    asked = stems(question)
    return [
        r for r in recalled if r.similarity >= threshold and asked & stems(r.text) and not of_another_kind(slots, r.key)
    ]
