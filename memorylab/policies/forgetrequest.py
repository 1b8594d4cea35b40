"""A "forget that ..." request in chat: is the message one, what topic it names, and which
recalled memories it covers. Pure functions; ``services/forgetrequest.py`` carries it out."""

from __future__ import annotations

import re

from memorylab.models import Hit, Memory
from memorylab.policies.memoryuse import meaning_words

FORGET = re.compile(
    r"^\s*(?:please\s+|can you\s+|could you\s+|now\s+)?(?:forget|delete|erase|remove|drop)\s+"
    r"(?!to\b|it\b|about it\b)(?:that\s+|about\s+|what I (?:said|told you|mentioned) about\s+|"
    r"everything (?:about|on)\s+|the (?:fact|memory) that\s+)?(.+?)\s*[.!]*\s*$"
    r"|^\s*(?:please\s+)?(?:don't|do not) remember (?:that\s+)?(.+?)\s*[.!]*\s*$",
    re.I,
)


def forget_topic(message: str) -> str | None:
    """The topic a "forget ..." message names, or None if the message is no such request."""
    match = FORGET.match(message)
    if not match:
        return None
    topic = (match.group(1) or match.group(2) or "").strip()
    return topic or None


def content_words(text: str) -> set[str]:
    return meaning_words(text, {"what", "said", "about", "forget"})


def covered(topic: str, hits: list[Hit], threshold: float) -> list[Memory]:
    """The recalled memories the topic covers: similar enough, or holding all its words."""
    words = content_words(topic)
    return [h.memory for h in hits if h.similarity >= threshold or (words and words <= content_words(h.memory.text))]
