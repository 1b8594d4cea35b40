"""How forgotten text is erased from the places that quoted it: pure string functions.

A mask keeps the length of what it covers, so the spans of other memories taken from
the same turn stay valid after one of them is forgotten.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from memorylab.models import FORGOTTEN
from memorylab.policies.extract import STOPWORDS
from memorylab.words import singular

SENTENCE = re.compile(r"[^.!?\n\s][^.!?\n]*[.!?]*")  # from its first word: the space before it stays
IGNORED = STOPWORDS | {"user", "users", "you", "your", "yours", "i'm", "i've", "it's", "that", "said"}


def mask(length: int) -> str:
    """``[forgotten]`` padded or cut to exactly ``length`` characters."""
    return FORGOTTEN.ljust(length)[:length] if length >= 3 else "#" * length


def mask_span(content: str, start: int, end: int) -> tuple[str, str]:
    """``content`` with ``[start, end)`` masked, and the words that were there."""
    start, end = max(0, start), min(len(content), end)
    return content[:start] + mask(end - start) + content[end:], content[start:end]


def scrub(content: str, phrases: Iterable[str]) -> str:
    """Every occurrence of each phrase (case-insensitive) masked, length kept."""
    lowered = content.casefold()
    if len(lowered) != len(content):  # casefold changed lengths (e.g. ß): exact match only
        for phrase in phrases:
            content = content.replace(phrase, mask(len(phrase))) if phrase else content
        return content
    for phrase in sorted({p for p in phrases if p and p.strip()}, key=len, reverse=True):
        needle = phrase.casefold()
        if len(needle) != len(phrase):
            content = content.replace(phrase, mask(len(phrase)))
            lowered = content.casefold()
            continue
        at = lowered.find(needle)
        while at >= 0:
            content = content[:at] + mask(len(phrase)) + content[at + len(phrase) :]
            lowered = content.casefold()
            at = lowered.find(needle, at + len(phrase))
    return content


def content_words(text: str) -> frozenset[str]:
    """The words that carry a statement's meaning, lower-cased and singular:
    "User prefers weekly reports" and "you prefer weekly reports" give the same set."""
    return frozenset(singular(w) for w in re.findall(r"[a-z0-9']+", text.lower()) if w not in IGNORED)


def restating(text: str) -> frozenset[str] | None:
    """The words a sentence must all hold to restate ``text`` (None: too few to tell)."""
    words = content_words(text)
    return words if len(words) >= 2 else None


def mask_restatements(content: str, facts: list[frozenset[str]]) -> str:
    """Mask every sentence of ``content`` that holds all the words of one of ``facts``:
    the fact said again, or echoed back by the assistant ("You prefer weekly reports")."""
    out, last = [], 0
    for match in SENTENCE.finditer(content):
        words = content_words(match.group(0))
        if any(fact <= words for fact in facts):
            out.append(content[last : match.start()] + mask(match.end() - match.start()))
            last = match.end()
    return "".join(out) + content[last:]


# --- echoes: what the assistant (or a lesson) said back, in other words -----------------------

ECHO_SHARE = 0.5  # share of a fact's content words a sentence must hold to echo it (and at least two)
NAME_OR_NUMBER = re.compile(r"(?<![.!?]\s)(?<!^)\b[A-ZÀ-Þ][\w'-]+|\b\w*\d[\w-]*")


@dataclass(frozen=True)
class Fact:
    """What identifies a forgotten memory in someone else's words: its content words and
    its marks (names and numbers it holds: "Biscuit", "4821")."""

    words: frozenset[str]
    marks: frozenset[str]


def fact_of(text: str) -> Fact:
    marks = {singular(m.lower().removesuffix("'s")) for m in NAME_OR_NUMBER.findall(text)}
    words = {w for w in content_words(text) if not w.startswith("user")}
    return Fact(frozenset(words), frozenset(marks - IGNORED - {"user"}))


def _said_words(sentence: str) -> set[str]:
    """Every word of ``sentence``, lower-cased and singular, a possessive's "'s" dropped (to meet a mark)."""
    return {singular(w.removesuffix("'s")) for w in re.findall(r"[\w'-]+", sentence.lower())}


def echoes(sentence: str, fact: Fact) -> bool:
    """True when ``sentence`` names one of the fact's marks or holds most of its words."""
    words = content_words(sentence) | _said_words(sentence)
    if fact.marks & words:
        return True
    shared = len(fact.words & words)
    return shared >= 2 and shared >= ECHO_SHARE * len(fact.words)


def mask_echoes(content: str, facts: list[Fact]) -> str:
    """Mask every sentence of ``content`` that echoes one of ``facts`` (for the assistant's
    replies and lessons: derived text, where masking a little too much costs nothing)."""
    out, last = [], 0
    for match in SENTENCE.finditer(content):
        if any(echoes(match.group(0), fact) for fact in facts):
            out.append(content[last : match.start()] + mask(match.end() - match.start()))
            last = match.end()
    return "".join(out) + content[last:]


def mask_marks(content: str, facts: list[Fact]) -> str:
    """Mask every sentence of ``content`` that names one of ``facts``' marks (for the user's
    own messages: "Biscuit chewed my shoe again" after "forget my dog Biscuit", said in a
    turn no memory was drawn from). Only a name or a number: shared words alone are not enough
    to take someone's own sentence away."""
    out, last = [], 0
    marks = frozenset().union(*(f.marks for f in facts)) if facts else frozenset()
    for match in SENTENCE.finditer(content) if marks else ():
        if marks & _said_words(match.group(0)):
            out.append(content[last : match.start()] + mask(match.end() - match.start()))
            last = match.end()
    return "".join(out) + content[last:]


def echo_words(facts: list[Fact]) -> list[str]:
    """Words to find the candidate turns by (a cheap filter before :func:`echoes`)."""
    return sorted({w for f in facts for w in f.marks | f.words if len(w) >= 3})
