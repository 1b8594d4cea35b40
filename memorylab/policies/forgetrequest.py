"""A "forget that ..." request in chat: is the message one, what topic it names, and which
recalled memories it covers. Pure functions; ``services/forgetrequest.py`` carries it out."""

from __future__ import annotations

import re

from memorylab.models import Hit, Memory
from memorylab.policies.intro_shape import words_pattern
from memorylab.policies.intro_words import ANIMALS, PET_KEY
from memorylab.policies.memoryuse import meaning_words
from memorylab.policies.slots import slots_asked

# what people say before the request: "hmm actually forget that ...", "oh and please forget ..."
_BEFORE = r"(?:(?:hmm+|umm*|uh|oh|ok|okay|actually|also|and|so|wait|sorry|no|nvm|right|btw|hey)\b[,.!]?\s+)*"
FORGET = re.compile(
    rf"^\s*{_BEFORE}(?:please\s+|can you\s+|could you\s+|now\s+)?(?:forget|delete|erase|remove|drop)\s+"
    r"(?!to\b|it\b|about it\b)(?:that\s+|about\s+|what I (?:said|told you|mentioned) about\s+|"
    r"everything (?:about|on)\s+|the (?:fact|memory) that\s+)?(.+?)\s*[.!]*\s*$"
    rf"|^\s*{_BEFORE}(?:please\s+)?(?:don't|do not) remember (?:that\s+)?(.+?)\s*[.!]*\s*$",
    re.I,
)


def forget_topic(message: str) -> str | None:
    """The topic a "forget ..." message names, or None if the message is no such request."""
    match = FORGET.match(message)
    if not match:
        return None
    topic = (match.group(1) or match.group(2) or "").strip()
    topic = AFTER_TOPIC.split(topic, maxsplit=1)[0].strip(" ,;.!?")  # "I have a dog, ok? don't mention him again"
    return topic or None


# where the topic ends and the rest of the message talks about it: ", ok?", ", I quit the orchestra",
# "? don't mention him again", " please", " thanks"
AFTER_TOPIC = re.compile(
    r"\s*(?:\?|!|\.\s|[,;—–]\s*(?=(?:I|i|I'm|im|ok|okay|please|pls|thanks|thank you|thx|don't|dont|do not|never|"
    r"it's|its|that's|thats|he|she|they|we|lol|haha|just|so|and (?:don't|dont|never|please))\b)|"
    r"\s+(?:ok|okay|please|pls|thanks|thx)\s*[?!.]*\s*$)"
)


def content_words(text: str) -> set[str]:
    return meaning_words(text, {"what", "said", "about", "forget"})


def covered(topic: str, hits: list[Hit], threshold: float) -> list[Memory]:
    """The recalled memories the topic covers: similar enough, or holding all its words."""
    words = content_words(topic)
    return [h.memory for h in hits if h.similarity >= threshold or (words and words <= content_words(h.memory.text))]


ANIMAL_WORD = re.compile(rf"\b(?:{words_pattern(ANIMALS)})\b", re.I)
NAMING_A_KIND_WORDS = 5  # a longer topic says what it is about in its own words: its similarity decides


def kinds_named(topic: str) -> tuple[list[str], str | None]:
    """The kinds of fact (policies/slots.py) a short topic names without their words: "my
    allergy" (not "shellfish"), "where I work" (read as "where do I work?"), "that I have a
    dog" (the pet slot, and the key of that animal: "a golden retriever named Waffles" is
    stored under ``dog``), "my wife's name". None for a longer topic or one about someone
    else's fact ("my wife's allergy")."""
    owned = re.search(r"\w(?:'s|s')\s", topic) and not re.search(r"(?:'s|s') name$", topic)  # "my wife's name" ok
    if len(topic.split()) > NAMING_A_KIND_WORDS or owned:
        return [], None
    asked = re.sub(r"^(where|what|when|who|how)\s+I\s+(?!am\b|was\b|'m\b)", r"\1 do I ", topic.strip(), flags=re.I)
    kinds = [slot.name for slot in slots_asked(asked)]
    animal = ANIMAL_WORD.search(topic)
    if animal is None:
        return kinds, None
    word = animal.group(0).lower()
    return [*kinds, "pet"], PET_KEY.get(word, word.replace(" ", "_"))
