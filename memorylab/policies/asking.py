"""What a message asks, read before anything is recalled: whether it is a question, the
questions it holds ("What is my name, where do I live and what are my cats called?" asks
three), and the names a memory holds that a question says ("who is Kwame?"). Pure functions,
used by :mod:`memorylab.policies.grounding`."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TypeVar

from memorylab.policies.first_names import ENGLISH_WORDS

T = TypeVar("T")

# a question mark at the end, or before a short tail ("remind me what my name is? testing you lol"), or before a
# longer one that says why it is asked ("which drug allergy did I mention? want to put it on the form")
QUESTION = re.compile(
    r"\?+\s*(?:[^\s?]+\s*){0,5}$"
    r"|\?+\s*(?:want(?:ed)? to|wanna|need to|just (?:want|checking|making sure|testing)|testing|making sure|so (?:I|i)"
    r" can|trying to)\b[^?]{0,80}$"
    # a question about the speaker as the message's last clause, without its mark ("getting a name tag engraved for
    # my cat, what did i say his name was lol")
    r"|[,;]\s*(?:what|who|where|which|when|how)\s+(?:did|do|does|was|is|am|are)\s+(?:I|my)\b[^?.!]{0,60}$"
    # a question word first, after a greeting or filler ("hey can u remind me ...", "ok so what's my dog called")
    r"|^\s*(?:(?:(?:hey|hi|hiya|hello)(?: again| there)?|yo|ok|okay|alright|so|um+|oh|ah|btw|also|and|but|right"
    r"|sorry|lol|wait|quick (?:q|question|one)|random q|real quick)\b[\s,.!:-]*)*"
    r"(?:what|what's|whats|who|who's|whom|whose|where|where's|when|when's|why|how|which|do|does|did|"
    r"am|is|are|can|could|would|should|will|have|has|tell me|remind me|(?:do )?(?:you|u) (?:remember|recall))\b",
    re.I,
)


def is_question(message: str) -> bool:
    return bool(QUESTION.search(message.strip()))


# Where one question ends and the next begins: "What is my name, where do I live and what are
# my cats called?" asks three things.
# A part keeps its question mark ("sorry, who am I again? just testing you" asks one thing: the
# tail is no question of its own).
NEXT_QUESTION = re.compile(
    r"(?<=\?)\s*|(?:[,;]\s*(?:and\s+)?|\s+and\s+)(?=(?:what|what's|where|who|who's|when|when's|which|how)\b)", re.I
)


def questions_in(message: str) -> list[str]:
    """The questions ``message`` asks, each in its own words (a short remark after a question
    is part of it)."""
    parts = [part.strip() for part in NEXT_QUESTION.split(message) if part and part.strip()]
    return [p for p in parts if is_question(p) or len(parts) == 1] or parts


def names_in(question: str, memory_text: str) -> set[str]:
    """The names a memory holds that the question says ("who is Kwame?", "when is Mateo's
    birthday?"): capitalised words of the memory past its first, less everyday words and
    places said as places ("lives in Porto"), met in the question in any case; none when the
    question names someone the memory does not ("Kwame Nkrumah?")."""
    asked = re.findall(r"[^\W\d_][\w-]*", question)  # "Mateo's" says Mateo
    text = re.sub(r"\b(?:in|from|to|near|at|of|around|outside)\s+[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*", " ", memory_text)
    words = re.findall(r"[^\W\d_][\w-]*", text)[1:]  # places said as places ("lives in Porto") are not names
    names = {w.lower() for w in words if w[0].isupper() and w != "User"} - ENGLISH_WORDS
    names |= {w.lower() for w in re.findall(r"\b(?:called|named) ([A-Z][\w-]+)", text)}  # "called Pepper" is one
    capitalised = {w.lower() for w in asked[1:] if w[0].isupper() and w != "I"} - ENGLISH_WORDS  # not "Who"
    if capitalised - names:  # "Kwame Nkrumah?" names someone the user did not tell of
        return set()
    return names & {w.lower() for w in asked}


def named_for(question: str, recalled: Sequence[T]) -> T | None:
    """The recalled memory (anything with ``text`` and ``similarity``) about someone or some
    animal the question names, if it is a question."""
    if not is_question(question):
        return None
    named = [r for r in recalled if names_in(question, r.text)]
    return max(named, key=lambda r: (len(names_in(question, r.text)), r.similarity)) if named else None
