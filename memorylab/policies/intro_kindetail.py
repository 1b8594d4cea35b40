"""A relative the speaker names, with what lasts about them: "My sister Imogen is getting "My sister Imogen is getting
married in Crete in September", "my girlfriend Noor is a pharmacist", "My son Arjun just started
his first year of engineering at Waterloo".

Only the name was kept ("User's sister is Imogen"), so days later "where is my sister's wedding?"
or "what does my girlfriend do?" had nothing to answer with; strangers writing days-later
questions ask about named relatives in batch after batch (issue 20). A relative the speaker names
is someone in their life they are telling about: what they say of them that lasts is kept beside
the name, in their words, in the third person ("User's sister Imogen is getting married in Crete
in September"), cut where the statement ends.

What lasts is judged as it is for the speaker: the same words said of "I" ("I'm getting married
in Crete in September" -> "I'm a pharmacist") must be a statement the rules keep, or give an age,
a birthday or a dated turn of life (married, engaged, retiring, graduating, starting school, due).
So every gate of the speaker's own statements holds for theirs: "my sister Imogen called me
yesterday" is news, "my husband Tunde is cooking tonight" is for now, "my wife Ana is a terrible
driver" is how she drives, "my dad Pete was a miner" is the past.

An unnamed relative keeps :mod:`memorylab.policies.intro_kinfacts`' narrower policy ("my sister
lives in Madrid" beside a request is counted someone else's news by strangers writing look-alikes),
and so does anyone outside the close family (a friend, a boss, a cousin: not in ``FAMILY``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from memorylab.policies.intro_clause import hypothetical
from memorylab.policies.intro_kin import HOW_WELL, NOT_NOW
from memorylab.policies.intro_kinfacts import BEFORE, FAMILY
from memorylab.policies.intro_sentences import sentences
from memorylab.policies.intro_words import NOT_NAMES
from memorylab.policies.phrasing import base_form, third_person

_SOMEONE_NAMED = rf"\b(?:my|our) {BEFORE}(?P<who>{FAMILY}),? (?P<name>(?-i:[A-Z][a-zà-ÿ'’-]+))"
NAMED_ANYWHERE = re.compile(_SOMEONE_NAMED, re.I)  # what every NAMED match holds: most messages are spared the rest
NAMED = re.compile(
    _SOMEONE_NAMED
    + r" (?P<rest>(?:(?:just|recently|finally|also|really|still|now|always|actually|literally|already) )*"
    r"(?P<verb>is|'s|has|got|became|began|\w+s|\w+ed)\b.*)$",
    re.I,
)
# The same words said of "I": the judge of what lasts.
_PRONOUNS = {"he": "I", "she": "I", "his": "my", "her": "my", "him": "me", "he's": "I'm", "she's": "I'm"}
_BE = {"is": "am", "'s": "am", "has": "have"}
# An age, a birthday, a dated turn of life: kept though no rule reads it of "I".
LIFE = re.compile(
    r"\b(?:turn(?:s|ed|ing)? \d{1,3}|is \d{1,3}(?: (?:years?|yrs?)(?: old)?| months? old)?\b"
    r"(?!\s*(?:minutes|km|miles|%))"
    r"|birthday|born (?:on|in)|getting married|engaged|wedding|retir(?:es|ing)|graduat(?:es|ing)|due (?:in|on|next)"
    r"|expecting"
    r"|start(?:s|ed|ing)? (?:school|uni|university|college|nursery|kindergarten|year \d+|(?:his|her|their) \w+ year)"
    r"|(?:first|second|third|fourth|final|last) year (?:of|at|in)|in year \d+|(?:goes|go) to (?-i:[A-Z])\w+)",
    re.I,
)
BORN = re.compile(r"(?:was|were) born (?:on|in) ", re.I)
# A time that will have passed in a few days: "has a birthday next week" is not kept for its birthday alone.
SOON = re.compile(
    r"\b(?:today|tonight|tomorrow|this (?:week|weekend|morning|evening)|next \w+|in \d+ (?:days|weeks))\b", re.I
)
# Where the statement ends: what the speaker says next of themselves, a question, a reason.
END = re.compile(
    r",?\s+(?:so|but|because|cause|since|though|while|which|who|and (?:he|she|they|it|I|im|i'm|we|the)|lol|rn|haha"
    r"|tbh)\b.*$|[;?!:].*$|\s+[-—–]\s.*$"
    r"|,\s*(?:I|I'm|we|we're|he|she|he's|she's|they|it's|its|lol|haha|any|can|could|please|pls|what|how|where|when"
    r"|why|is (?:this|it|that)|do|does|should|need|want|help|ideas|looking)\b.*$",
    re.I,
)


def as_said_of_me(rest: str) -> str:
    """ "is getting married in Crete" -> "I am getting married in Crete"; "just started his first year"
    -> "I just started my first year"."""
    words = rest.split()
    for j, word in enumerate(words):
        lower = word.lower()
        if lower in _BE or lower.endswith(("s", "ed")) or lower in ("got", "became", "began"):
            words[j] = _BE.get(lower) or base_form(word)
            break
    return "I " + " ".join(_PRONOUNS.get(w.lower(), w) for w in words)


def kin_details(message: str, found: Sequence, read: Callable[[str], list]) -> list[str]:
    """The memory text for each named relative's lasting detail in ``message`` not in ``found``
    already; ``read`` is the rule extractor, the judge of the same words said of "I"."""
    if not NAMED_ANYWHERE.search(message):
        return []
    out = []
    said = " ".join(c.text for c in found)
    clauses = [sentence for _, _, sentence in sentences(message) if not hypothetical(sentence)]
    for match in (named for sentence in clauses for named in NAMED.finditer(sentence)):
        born = BORN.match(match.group("rest"))  # the past that lasts: a birthday
        if match.group("name").lower() in NOT_NAMES or (NOT_NOW.search(match.group("rest")[:40]) and not born):
            continue
        rest = END.sub("", match.group("rest")).strip(" ,.")
        if len(rest.split()) < 2 or HOW_WELL.search(rest[born.end() if born else 0 :]) or NAMED.search(rest):
            continue
        dated = LIFE.search(rest) and not SOON.search(rest)
        if not dated and not [c for c in read(as_said_of_me(rest)) if c.key != "name" and c.kind != "episodic"]:
            continue
        text = third_person(match.group(0)[: match.start("rest") - match.start()] + rest)
        if text.split(" ", 2)[-1] not in said:
            out.append(text)
    return out
