"""A fact said before a remark, an emoji or another clause, read in its piece of the sentence.

The shapes (:mod:`memorylab.policies.introductions`) anchor on where a clause starts and ends, so a
fact that runs on into something else was lost though a shape reads it alone: "home is Melbourne 🇦🇺
and the weather here today has gone through all four seasons", "cant have gluten, coeliac since i was
a kid", "Every day after lunch I have a 20 minute nap, doctor's orders at my age 😄 is that too long?".
In round 24 such facts were 4 of sealed batch 31's 15 misses and 3 of batch 30's 17.

When nothing reads a sentence whole, its pieces are read one by one, in order, and the first piece a
shape reads gives the memories. A piece ends where a remark starts: an emoji, a comma, a semicolon, a
dash, or " and ", " but ", " so " before a new subject. A piece that asks, supposes, speaks of someone
else or of the next few hours is not read, nor is any piece of a sentence about someone else ("my
neighbour got a dog, his name is Rex"), with quoted words, a plan not made, a list of jokes, or a stay
bounded in time (:data:`NOT_IN_PIECES`). A name is never read from a piece: "I just got a new addition
to the family, this is Max!" names the dog (LoCoMo), and a name read wrongly replaces the user's own.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memorylab.policies.intro_clause import OTHERS, about_someone_else, for_now, hypothetical
from memorylab.policies.intro_sentences import subjectless
from memorylab.policies.intro_shape import words_pattern
from memorylab.policies.intro_words import KIDS, RELATIVES

# Where a remark starts inside a sentence: emoji (and their joiners), punctuation inside a sentence, a conjunction.
# A conjunction cuts only before a new subject ("... rn and pharmacology is destroying me"), not between two
# verbs of one ("I don't drink and drive").
CUT = re.compile(
    r"\s*(?:[\U0001F000-\U0001FFFF\u2600-\u27BF\uFE0F\u200D]+|[,;—–]|\s-\s|\s(?:and|but|so)\s(?=(?:I|I'm|my|the|we"
    r"|it|this|that|he|she|they|his|her|their|our|honestly|now|then)\b|[a-z]+ (?:is|are|was|were|has|have)\b))\s*",
    re.IGNORECASE,
)
# A sentence whose pieces are not read: quoted words (someone's line, not the speaker's), a plan not made
# ("considering applying ... but honestly I ..."), a list of jokes ("Netflix is my wife, the snacks are my
# children and this sofa is my dog").
NOT_IN_PIECES = re.compile(
    r"[\"“”]|(?<!\w)'[^'\n]+'(?!\w)"
    r"|\b(?:considering|thinking (?:about|of)|might|maybe|not sure|planning|tempted|wondering)\b"
    r"|(?:\b(?:is|are) my \w+\b.*){2}"
    # a stay or a state bounded in time, which the whole clause's checks would have seen ("I'm staying in Paris,
    # visiting friends for a week")
    r"|\b(?:visiting|staying|on holiday|on vacation|this week|this weekend|(?:till|until)(?! I retire)"
    r"|for (?:a|the|this|one|two) (?:week|weekend|month|night|few days|couple of days))\b",
    re.IGNORECASE,
)


# A piece said of the speaker ("coeliac since i was a kid", "home is Melbourne", "we have two cats"), or with the
# speaker left out ("hawker for 30 years at Maxwell", "head baker at a little bakery"): the others are not read.
SPEAKER = re.compile(r"\b(?:I|I'm|I've|im|ive|my|me|mine|myself|home|we|our|ich|je)\b", re.IGNORECASE)
# One of the speaker's people, whom a piece without its subject may be about: "my husband, doctor and very tired, ..."
THEIR_PEOPLE = re.compile(
    rf"\b(?:my|our|his|her|their) (?:[\w-]+ )?(?:{words_pattern((*RELATIVES, *KIDS, *OTHERS))})\b", re.IGNORECASE
)


def pieces(sentence: str) -> list[str]:
    """The pieces of ``sentence`` of two words or more, in order; [] when it has one piece."""
    parts = [
        re.sub(r"^(?:and|but|so)\s+", "", p.strip(), flags=re.IGNORECASE) for p in CUT.split(sentence) if p.strip()
    ]
    return [p for p in parts if len(p.split()) >= 2] if len(parts) > 1 else []


def read_pieces(sentence: str, read: Callable[[str], list], asks: re.Pattern) -> list:
    """What ``read`` gives for the first piece of ``sentence`` it reads, names left out; [] if none.
    ``asks``: what makes a piece a question (extract.QUESTION)."""
    if about_someone_else(sentence) or hypothetical(sentence) or NOT_IN_PIECES.search(sentence):
        return []
    parts = pieces(sentence)
    # the run of pieces before the first that asks, read whole first: "we have two cats, Mochi and Tofu, and Tofu
    # keeps stealing Mochi's food, separate rooms at dinner or?" (its pieces alone lose the names)
    asked = next((i for i, p in enumerate(parts) if asks.search(p)), 0)
    if 1 < asked == len(parts) - 1 and sentence.rstrip().endswith("?") and (at := sentence.find(parts[asked])) > 0:
        parts.insert(0, sentence[:at].rstrip(" ,;—–-"))
    for piece in parts:
        said = SPEAKER.search(piece)
        left_out = not said and subjectless(piece) and not THEIR_PEOPLE.search(sentence[: sentence.find(piece)])
        if not (said or left_out) or asks.search(piece) or hypothetical(piece) or about_someone_else(piece):
            continue
        if for_now(piece):
            continue
        # with the speaker left out, only what one does, studies or where one lives: "anaphylactic allergy" is no
        # allergen named
        kinds = ("work", "job", "home", "study", "pet") if not said else None
        if found := [c for c in read(piece) if c.key != "name" and (not kinds or c.rule.split(":")[-1] in kinds)]:
            return found
    return []
