"""What a sentence leaves to the one before it: "there" for a place the question before named ("does it snow
much in denver?? ... i just signed a lease there"), and an obsession with what the question before asked about
("any tips for sourdough? been obsessed since lockdown"). Each is read as if said in full ("signed a lease in
Denver", "been obsessed with sourdough"), and "the new one" for the speaker's animal named before ("my hamster was
Nugget ... The new one is Waffles"), and "asking for myself" as what the question asked of anyone ("is soy sauce
ok if you're allergic to wheat? asking for myself lol" -> "I'm allergic to wheat"; "a pension for a firefighter?
asking for myself" -> "I'm a firefighter"), so the shapes of
:mod:`memorylab.policies.introductions` read it; see :func:`memorylab.policies.intro_refer.what_was_avoided`,
which keeps the sentence before."""

from __future__ import annotations

import re

from memorylab.policies.first_names import ENGLISH_WORDS
from memorylab.policies.intro_clause import about_someone_else
from memorylab.policies.intro_offhand import CARER, CONDITION, ELDER_OR_SPOUSE, FRAIL
from memorylab.policies.intro_shape import JOB, words_pattern
from memorylab.policies.intro_words import ANIMALS
from memorylab.policies.places import place_at

# A home said by "there": "just signed a lease there", "we moved there in May", "I've lived there 3 years".
HOME_THERE = re.compile(
    r"\b(?:I|we)(?:'ve| have|'re| are|'m| am)? (?:literally |just |recently |finally |actually |now |officially"
    r" |already )*(?P<how>signed (?:a|the|our|my) (?:new )?(?:lease|tenancy)|moved|relocated|live|living|lived"
    r"|bought (?:a|our|my) (?:house|flat|place|home|apartment)|rent (?:a|our|my) (?:flat|place|room|house))"
    r" there\b(?! (?:for|until|till) )",
    re.I,
)
# Where a place is named: "in denver", "to Lisbon", "about Leeds".
# (the words looked ahead at, so "safe to drink in Phoenix" still finds "in Phoenix")
PLACE_WORDS = re.compile(r"\b(?:in|to|near|around|about|visit|visiting) (?=(?P<words>[\w'-]+(?: [\w'-]+)?))", re.I)
# An obsession said with nothing after it: "been obsessed since lockdown", "I'm hooked".
OBSESSED = re.compile(
    r"^(?:(?:honestly|tbh|lol|ngl),? )?(?P<head>(?:I've |I have |I'm |I am )?(?:been |become |got |gotten )?"
    r"(?:(?:totally|completely|a bit|kinda|so|really) )?(?:obsessed|hooked|addicted))(?! (?:with|by|on|to|about)\b)",
    re.I,
)
# What a question asks help with: "any tips for sourdough?", "advice on bouldering??"
ASKED_ABOUT = re.compile(
    r"\b(?:tips|advice|help|ideas|recs|recommendations|pointers|resources) (?:for|on|with|about) (?:getting into )?"
    r"(?P<what>(?!my\b|me\b|a\b|the\b|it\b|this\b|that\b|them\b)[a-z][\w -]{2,30}?)\s*\?",
    re.I,
)

# A new animal named after the old one: "earlier I said my hamster was Nugget, that was my old one ... The new one is
# Waffles".
NEW_ONE = re.compile(r"^(?:(?:and|but|so|well),? )?(?:the|my|our) new one(?=,? (?:is|'s) |'s )", re.I)
MY_ANIMAL = re.compile(rf"\b(?:my|our) (?:old |last |first |late |other )?(?P<animal>{words_pattern(ANIMALS)})\b", re.I)


# "asking for myself" after a question about anyone who is something ("is soy sauce ok if you're allergic to wheat?"):
# the speaker is it.
# ... or whom it asks for: "beers for someone with a wheat intolerance?", "a pension for a firefighter?"
FOR_ANYONE = re.compile(
    r"\bfor (?:someone|somebody|a person|people|anyone) with (?P<has>(?:an? )?(?:[\w-]+ ){1,2}(?:allergy|intolerance)"
    r"|coeliac disease|diabetes|ibs|asthma|arthritis|adhd)\b"
    rf"|\bfor (?P<what>an? (?:[\w-]+ ){{0,2}}?{JOB})(?=\s*[?,.!]|\s*$)",
    re.I,
)
FOR_MYSELF = re.compile(
    r"^(?:(?:and|lol|haha|yes|yeah|ok|also),? )*(?:I'm |im |I am )?(?:asking for (?:myself|me)|(?:it's|its) for me"
    r"|(?:talking|speaking|asking) about (?:myself|me))\b(?! and\b)",
    re.I,
)
IF_YOU_ARE = re.compile(
    r"\bif (?:you're|you are|youre|ur|u r|u are|someone is|someone's|one is|a person is|somebody is) (?P<what>(?:"
    r"(?:severely"
    r"|very|mildly|badly) )?(?:allergic|intolerant) to [\w -]{2,30}?|vegan|vegetarian|coeliac|celiac|lactose intolerant"
    r"|gluten intolerant)(?=\s*[?,.!]|$|\s+(?:and|or|but)\b)",
    re.I,
)


def place_named(sentence: str) -> str | None:
    """The last known place ``sentence`` names after a preposition, typed in lower case or not ("in denver")."""
    found = None
    for match in PLACE_WORDS.finditer(sentence):
        words = match.group("words").split()
        for size in (2, 1):
            said = " ".join(words[:size])
            if size <= len(words) and (size > 1 or said[:1].isupper() or said.lower() not in ENGLISH_WORDS):
                if place := place_at(said if said[:1].isupper() else said.title()):
                    found = place
                    break
    return found


# "My mother has Alzheimer's and I'm her main carer": the carer of the one said to be ill just before
THEIR_CARER = re.compile(rf"^(?:and |so )?I(?:'m| am) (?:her|his|their) {CARER}\b", re.I)
HAS_CONDITION = re.compile(
    rf"\b(?:my|our) (?P<who>(?:{FRAIL} )?{ELDER_OR_SPOUSE}) (?:has|'s got|has got|was diagnosed with|lives with)"
    rf" (?P<has>{CONDITION})\b",
    re.I,
)
# What was bought or born, described in the sentence after: "We finally bought our first place!! a little terrace in
# Cardiff", "we just had our second baby!! a girl, Ines"
BOUGHT_HOME = re.compile(
    r"(?:\b(?P<who>I|we)(?:'ve| have)? |^)(?:just |finally |recently |officially )*(?:bought|got the keys to|closed on"
    r"|completed on|moved into) (?:our|my) (?:first |new |own )*(?:place|home|house|flat|apartment)\b"
    r"(?![^.!?]*\b(?:for (?:my|our|his|her|their)|to rent out|as an investment)\b)",  # one's own, not a parent's
    re.I,
)
DWELLING_SAID = re.compile(
    r"^(?:(?:it's|its|it is) )?(?:an? |our |my )(?:[\w-]+ ){0,4}?(?:house|flat|terrace|terraced house|cottage|bungalow"
    r"|apartment|semi|townhouse|condo|maisonette|studio|farmhouse|place) (?:in|near|outside) (?-i:[A-Z])",
    re.I,
)
HAD_BABY = re.compile(
    r"\b(?P<who>I|we)(?:'ve| have)? (?:just |finally |recently )*(?:had|welcomed) (?:our|my|a) (?:first |second |third"
    r"|fourth |new |little )*(?:baby|bub|little one)\b",
    re.I,
)
BABY_SAID = re.compile(
    r"^(?:(?:it's|its|it is) )?an? (?:baby |little )?(?P<which>girl|boy),? (?:called |named )?(?=(?-i:[A-Z]))", re.I
)
# "that's where I live", "asking because that's where I've been for 2 years": a home said of the place named before
THATS_WHERE = re.compile(
    r"^(?:\w+ )?(?:\w+ )?(?:because |bc |cos |since |as )?(?:that's|thats|that is) where (?P<who>I|we)"
    r"(?P<how>(?:'ve| have) (?:been|lived|been living)|(?:'m| am|'re| are) based| live| grew up| was born| work)\b",
    re.I,
)


def said_before(sentence: str, previous: str) -> str:
    """``sentence`` with what it leaves to ``previous`` (the sentence before it) said in full."""
    if not previous:
        return sentence
    if DWELLING_SAID.match(sentence) and (bought := BOUGHT_HOME.search(previous)):
        return f"{bought.group('who') or 'I'} bought {sentence}"
    if (baby := BABY_SAID.match(sentence)) and (had := HAD_BABY.search(previous)):
        return f"{had.group('who')} had a baby {baby.group('which')} called {sentence[baby.end() :]}"
    if (carer := THEIR_CARER.match(sentence)) and (ill := HAS_CONDITION.search(previous)):
        return f"I look after my {ill.group('who')}, who has {ill.group('has')}{sentence[carer.end() :]}"
    if (where := THATS_WHERE.match(sentence)) and (place := place_named(previous)):
        return f"{where.group('who')}{where.group('how')} in {place}{sentence[where.end() :]}"
    if FOR_MYSELF.match(sentence) and (you_are := IF_YOU_ARE.search(previous) or FOR_ANYONE.search(previous)):
        return f"I have {you_are['has']}" if you_are.groupdict().get("has") else f"I'm {you_are['what']}"
    if (there := HOME_THERE.search(sentence)) and (place := place_named(previous)):
        prep = "to" if there.group("how").lower() in ("moved", "relocated") else "in"
        return sentence[: there.end() - len("there")] + f"{prep} {place}" + sentence[there.end() :]
    if (new := NEW_ONE.match(sentence)) and (mine := MY_ANIMAL.search(previous)) and not about_someone_else(previous):
        return f"my {mine.group('animal').lower()}{sentence[new.end() :]}"
    if (obsessed := OBSESSED.match(sentence)) and (asked := ASKED_ABOUT.search(previous)):
        return f"{sentence[: obsessed.end()]} with {asked.group('what')}{sentence[obsessed.end() :]}"
    return sentence
