"""What the speaker's partner does for a living: "my wife is an airline pilot", "my husband
works away on the rigs", "my partner works nights", "my wife is deployed with the Navy".

It is a fact of the speaker's life (who is away, who is home, what the household lives on),
kept in the speaker's words, rewritten in the third person and cut where the statement ends
("User's husband works away on the rigs 3 weeks at a time"). Only a partner: a brother's or a
cousin's job ("my brother is a chef in Paris") is their own news, a boss, a flatmate or a friend
is someone else, and so is "my friend's husband". Turned away as for
every reader: hypotheticals, the past ("my dad was a miner"), for now ("my wife is working
late tonight"), and a job word said of how someone does a thing ("my husband is a terrible driver").
"""

from __future__ import annotations

import re

from memorylab.policies.intro_clause import hypothetical
from memorylab.policies.intro_cues import END, NOW_DOING
from memorylab.policies.intro_general import tidy
from memorylab.policies.intro_shape import JOB, KIND_FACT, Intro, words_pattern
from memorylab.policies.intro_words import PARTNERS
from memorylab.policies.phrasing import third_person

KIN = words_pattern(PARTNERS)
FORCES = r"(?:army|navy|air force|raf|marines|military|armed forces|coast guard|national guard|reserves?)"
KIN_WORK = re.compile(
    rf"^(?:(?:so|and|also|btw|oh|well|plus|fyi),?\s+)*(?:my|our) (?:new )?(?P<who>{KIN})"
    rf" ?(?P<does>(?:(?<= )is|'s) (?:an? )(?P<adj>(?:[\w-]+ ){{0,3}}?){JOB}\b"
    r"|(?<= )(?:works|has worked|has been working|still works) (?!out\b|too\b|hard\b|so\b|with me\b|for me\b)"
    # in the forces: "my wife is deployed with the Navy", "my husband serves in the army", "is stationed in Guam"
    rf"|(?:(?<= )is|'s) (?:currently |now )?(?:deployed|stationed|posted|serving|on deployment|in the {FORCES})\b"
    rf"|(?<= )serves (?:in|with) the {FORCES}\b)",
    re.I,
)
# How someone does a thing, not their work: "a terrible driver", "a great cook", "a natural teacher".
HOW_WELL = re.compile(
    r"\b(?:terrible|awful|bad|good|great|better|best|worse|worst|horrible|lousy|natural|born|total|complete|such"
    r"|real|amazing|brilliant|excellent|decent|useless|hopeless|wannabe|aspiring|amateur|hobby|massive|huge|big)\b",
    re.I,
)
NOT_NOW = re.compile(r"\b(?:used to|was|were|anymore|any more|retired from|wants to|will be|going to)\b", re.I)


def kin_work(clause: str) -> Intro | None:
    """What the speaker's partner does for a living, in the speaker's words."""
    match = KIN_WORK.match(clause.strip())
    if not match or hypothetical(clause) or NOW_DOING.match(clause.strip()):
        return None
    if HOW_WELL.search(match.group("adj") or "") or NOT_NOW.search(clause[: match.end() + 40]):
        return None
    said = END.sub("", clause.strip()).strip(" ,")
    if match.group("does").startswith("'s"):  # "my husband's a chef" -> "User's husband is a chef"
        said = said[: match.start("does")] + " is" + said[match.start("does") + 2 :]
    said = tidy(third_person(said))
    if not said:
        return None
    return Intro(said, KIND_FACT, "partner_job", 0.7, "partner:work")
