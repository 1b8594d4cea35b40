"""What a first-person statement says when no shape of the table reads it: the clause is
kept whole, rewritten into the third person, and filed by the kind its cue words say.

The table (:mod:`memorylab.policies.introductions`) gives the best memory where it has a
shape ("User's dog is called Rex"); this reader is for the rest of what people say about
their lives, which no table foresees: a routine ("every friday night we have pizza with the
kids", "on saturdays I go to the farmers market"), a hobby taken up ("I've recently taken up
bouldering", "I spend a lot of time painting miniatures"), a job typed with a typo or without
its article ("Im an electrican", "I am radiographer"), a field of a form ("hobbies: ...").

Only a statement about the speaker is read: :mod:`memorylab.policies.intro_clause` turns
away hypotheticals, moods, plans for now and other people's facts, and a rewrite that still
holds a first-person word, a pronoun for its object or a dangling preposition is dropped
(:func:`well_formed`), so chit-chat stores nothing. Cue words, not an embedding model: the
rule path runs on every message and stays a pure function (no model call, well under a
millisecond a turn); measured in ``bench/introductions.py``.
"""

from __future__ import annotations

import difflib
import functools
import re

from memorylab.policies.intro_clause import a_mood, for_now, hypothetical
from memorylab.policies.intro_shape import (
    GREETING,
    JOB,
    JOB_AS_PASTIME,
    KIND_FACT,
    KIND_PREF,
    NOT_ONE,
    ROUTINE_MARK,
    SHORT_END,
    Intro,
    clean,
    typed_place,
    with_article,
    words_pattern,
)
from memorylab.policies.intro_words import ANIMALS, JOB_TITLES, KIDS, NOT_JOBS, PLURALS, RELATIVES
from memorylab.policies.phrasing import UNCONJUGATED, head_word, third_person
from memorylab.policies.places import place_at

SUBJECT = (
    rf"(?:I|we|me and (?:the|my|a few|some|a couple of|a bunch of) (?:lads|girls|guys|boys|gang|crew|team|kids|mates"
    r"|friends|family|\w+)"
    rf"|(?:my|our) (?:[\w-]+ ){{0,2}}?(?:{words_pattern(ANIMALS + RELATIVES + KIDS)})(?: [^\W\d_]+)?)"
    r"(?:'ve| have)?(?: (?:usually|always|normally|often|also|still|mostly|generally|just|now))?"
)
# Verbs of a state or a feeling, not of something done regularly.
NOT_DONE = frozenset(
    """am 'm was were feel felt think thought hope wish guess know knew mean want wanted need needed miss missed
    love loved like liked hate hated appreciate reckon believe wonder can could would should might will""".split()
)
# A day of the month that comes round: "on the first Saturday of every month", "the last Friday of each month".
MONTHLY = (
    r"(?:on )?the (?:first|second|third|fourth|last|1st|2nd|3rd|4th) (?:mon|tues|wednes|thurs|fri|satur|sun)day"
    r" of (?:every|each|the) month"
)
TIME_FIRST = re.compile(
    r"^(?:(?:and|but|so|also|plus|then)\s+)?(?:(?:first|last) thing,? )?"
    rf"(?:(?:{ROUTINE_MARK.pattern})|weekends|weekdays|mornings|evenings|nights"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|usually|normally|most of the time|(?:after|before) [\w']+"
    rf"|{MONTHLY})"
    r"(?:\s+(?:nights?|mornings?|evenings?|afternoons?|at [\w:.]+|(?:after|before) \w+(?: pick-?up| drop-?off)?"
    r"|and \w+days))*[,\s]+",
    re.I,
)
ROUTINE_END = re.compile(
    r"[;()!?].*$|:(?!\d).*$|\s*[—–].*$|,\s*(?:it's|it is|which|so|but|lol|haha|(?:she|he|they)(?:'d|'ll)?)\b.*$"
    r"|,\s*(?:what|how|where|any|can|could|should|do|does|is|are)\b.*$"  # a question asked after it
    r"|,?\s+and (?:it|that|this)(?:'s| is| [a-z]+s)\b.*$"  # what it does for one: "... and it helps me relax"
    r"|,?\s+and (?:I )?(?:would|'d|need|want|am looking|'m looking|was wondering)\b.*$",  # what is asked after it
    re.I,
)
DAYS = re.compile(
    r"\b(?:always|usually|normally)\b[^.]*?\bat \d{1,2}(?::\d{2})?\s*(?:am|pm)?\b"
    r"|\b(?:go to bed|go to sleep|wake up|get up|start work|finish work|leave work|have lunch|have dinner)\b"
    r"[^.]*?\b(?:around|at|by|before) \d{1,2}(?::\d{2})?\s*(?:am|pm)?\b"
    r"|\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|every other (?:day|week|morning|evening|weekend)"
    rf"|in the (?:mornings|evenings)|weekends|weekdays|^nights|{MONTHLY}"
    r"|^(?:mon|tues|wednes|thurs|fri|satur|sun)day (?:mornings|evenings|nights|afternoons))\b",
    re.I,
)


def _not_done(verb: str) -> bool:
    """A verb of a state, a feeling or the past ("had", "went", "moved"): not a routine."""
    verb = verb.lower()
    return verb in NOT_DONE or verb in UNCONJUGATED or verb.endswith("ed")


FIGURATIVE = re.compile(r"\bI(?:'m| am) (?:basically|practically|pretty much|essentially|literally) an? \b", re.I)


def routine(clause: str) -> Intro | None:
    """A thing the speaker or their household does at a time that comes round again
    ("I do yoga every evening", "every friday night we have pizza"), kept whole so the time stays."""
    if not (ROUTINE_MARK.search(clause) or DAYS.search(clause)) or a_mood(clause) or for_now(clause):
        return None
    if FIGURATIVE.search(clause):  # "I'm basically a potato on weekends"
        return None
    body = TIME_FIRST.sub("", clause.strip(), count=1)
    body = re.sub(r"^(I|we)(?:'ve| have) got\b", r"\1 have", body, count=1, flags=re.I)  # "I've got yoga at 6pm"
    done = re.match(
        rf"{SUBJECT} (?P<verb>[\w']+)"
        r"|I'm (?:usually |always |normally |often |mostly )?(?P<where>up|out|at|in|on|off)\b",
        body,
        re.I,
    )
    if not done or hypothetical(body) or (not done.group("where") and _not_done(done.group("verb"))):
        return None
    text = _rewrite(clean(clause, ROUTINE_END, asides=False))
    return Intro(text, KIND_FACT, None, 0.6, "statement:routine") if well_formed(text) else None


HOBBY_CUE = re.compile(
    r"\b(?:I(?:'ve| have)?(?: recently| just| finally)? (?P<took>taken up|took up|picked up|got into|gotten into"
    r"|started (?:doing|learning|playing))|I(?:'m| am) (?:getting|been getting) into"
    r"|I(?:'ve| have) been (?:doing|playing|practi[sc]ing|training in|learning) (?P<been>(?!it |that |this )[\w -]+?)"
    r"(?= (?:since|for (?:a (?:couple|few|number) of |\w+ )?(?:years?|months?|ages|a while|decades?))\b)"
    r"|I spend (?:a lot of|lots of|most of|much of|all|most)? ?(?:my )?(?:free |spare |weekend )?(?:time|weekends"
    r"|evenings|afternoons|mornings|days|nights)"
    r" (?P<doing>\w+ing)"
    r"|I(?:'ve been| have been)? (?:do|play|doing|playing) (?:a lot of|loads of|lots of) (?P<lot>\w+))",
    re.I,
)


# "when I started playing basketball": a time in a story, not a pastime said.
SUBORDINATE = re.compile(r"\b(?:when|since|after|before|until|as|because|if|that|once|why|how|where|what)\s*$", re.I)
# "took up some community work", "picked up a book": a thing, not a pastime.
A_THING = re.compile(r"^(?:an?|the|some|this|that|these|those|my|a few|few|it|them|one|ever|around|again)\b", re.I)


def hobby(clause: str) -> Intro | None:
    """A pastime said in words the table does not hold ("I've recently taken up bouldering",
    "I spend a lot of time painting miniatures")."""
    cue = HOBBY_CUE.search(clause)
    if not cue or hypothetical(clause) or for_now(clause) or SUBORDINATE.search(clause[: cue.start()]):
        return None
    text = _rewrite(clean(clause[cue.start() :], SHORT_END))
    rest = clause[cue.end() :].strip() if cue.group("took") else (cue.group("doing") or cue.group("lot") or "")
    rest = cue.group("been") or rest
    thing = (cue.group("took") or "").startswith(("took", "taken", "picked")) and A_THING.match(rest)
    if not well_formed(text) or not rest or thing:
        return None
    return Intro(text, KIND_PREF, f"hobby:{head_word(rest)}", 0.6, "statement:hobby")


TYPED_JOB = re.compile(
    r"\bI(?:'m| am|'ve been| have been)\s+(?!(?:not|no|never)\b)(?P<article>an? |the )?(?P<adj>(?:[\w-]+ ){0,2}?)"
    r"(?P<word>[a-z]{5,})\b"
    r"(?P<rest>,? (?:at|for|in|with|of) [^,.!?]+)?(?=\s*(?:[,.!?;]|$|\s+(?:and|but|so|since|for)\b))",
    re.I,
)


def job(clause: str) -> Intro | None:
    """A job title typed with a typo or without its article ("Im an electrican", "I am
    radiographer"): the word is close to a title the table knows (difflib ratio >= 0.85)."""
    match = TYPED_JOB.search(clause)
    if not match or hypothetical(clause):
        return None
    word = match.group("word").lower()
    if word in NOT_JOBS or not _near_a_title(word):
        return None
    if not _describes_a_job(match.group("article"), match.group("adj")):
        return None
    article = match.group("article") or ("an " if (match.group("adj") or word)[:1].lower() in "aeiou" else "a ")
    what = f"{article}{match.group('adj')}{match.group('word')}{match.group('rest') or ''}".strip()
    if JOB_AS_PASTIME.search(what):  # "amateur photographer here"
        return None
    return Intro(f"User is {what}", KIND_FACT, "job", 0.75, "statement:job")


@functools.lru_cache(maxsize=4096)
def _near_a_title(word: str) -> bool:
    """A title the table knows is spelt nearly like ``word``; kept per word, since the same few words
    follow "I'm" in most talk ("excited", "thinking") and each asks about three hundred titles."""
    return bool(difflib.get_close_matches(word, JOB_TITLES, n=1, cutoff=0.85))


# "I'm her main carer", "I'm their coach": who the speaker is to someone, not a job title typed
WHOSE = frozenset("her his their my our your its".split())
PLACED = frozenset("in at on from with by for to into out off up down the this that so too very not".split())


def _describes_a_job(article: str | None, adj: str) -> bool:
    """The words before a typed title describe it: not whose it is ("I'm her main carer") nor,
    without an article, a verb ("I'm covering reception while ..."; "a visiting lecturer" is a job)."""
    words = adj.lower().split()
    if article is None and words and words[0] in PLACED:  # "I'm in the office": where one is, not "an officer"
        return False
    return not (WHOSE & set(words)) and not (article is None and words and words[0].endswith("ing"))


FIELDS = {
    "hobbies": ("User's hobbies are {}", "hobbies", KIND_PREF),
    "hobby": ("User's hobby is {}", "hobbies", KIND_PREF),
    "interests": ("User's interests are {}", "hobbies", KIND_PREF),
    "free time": ("User's free time goes on {}", "hobbies", KIND_PREF),
    "spare time": ("User's spare time goes on {}", "hobbies", KIND_PREF),
    "allergies": ("User is allergic to {}", "allergies", KIND_FACT),
    "allergy": ("User is allergic to {}", "allergies", KIND_FACT),
    "diet": ("User's diet is {}", "diet", KIND_FACT),
    "pets": ("User's pets are {}", "pets", KIND_FACT),
    "pet": ("User's pet is {}", "pets", KIND_FACT),
    "location": ("User lives in {}", "city", KIND_FACT),
    "current location": ("User lives in {}", "city", KIND_FACT),
    "current": ("User lives in {}", "city", KIND_FACT),
    "currently": ("User lives in {}", "city", KIND_FACT),
    "home": ("User lives in {}", "city", KIND_FACT),
    "hometown": ("User is from {}", "hometown", KIND_FACT),
    "city": ("User lives in {}", "city", KIND_FACT),
    "based in": ("User lives in {}", "city", KIND_FACT),
    "lives in": ("User lives in {}", "city", KIND_FACT),
    "from": ("User is from {}", "hometown", KIND_FACT),
    # what one studies, typed as a label: "A-levels: chemistry, biology, maths", "major: economics"
    "a-levels": ("User is taking A-levels in {}", "study", KIND_FACT),
    "a levels": ("User is taking A-levels in {}", "study", KIND_FACT),
    "gcses": ("User is taking GCSEs in {}", "study", KIND_FACT),
    "major": ("User's major is {}", "study", KIND_FACT),
    "studying": ("User studies {}", "study", KIND_FACT),
}
FIELD = re.compile(rf"^(?P<field>{'|'.join(sorted(FIELDS, key=len, reverse=True))})\s*[:=]\s*(?P<value>.+)", re.I)


def form_field(clause: str) -> Intro | None:
    """A line of a form filled in: "hobbies: gardening, reading sci-fi", "allergies: nuts"."""
    match = FIELD.match(clause.strip())
    if not match:
        return None
    says, key, kind = FIELDS[match.group("field").lower()]
    value = clean(match.group("value"), re.compile(r"[;()!?].*$|\s*[—–].*$"))
    if key in ("city", "hometown") and value:  # "home: where the heart is" names no place
        value = (typed_place(value) if value[:1].islower() else place_at(value)) or _place_in(value) or ""
    return Intro(says.format(value), kind, key, 0.7, "statement:field") if value else None


def _place_in(value: str) -> str | None:
    """The first known place written with a capital in a field's value: "deep in the highlands, Fort William to be
    exact" -> "Fort William"."""
    return next(
        (place for m in re.finditer(r"(?<![\w'])[A-Z]", value) if (place := place_at(value[m.start() :]))), None
    )


HERE = re.compile(
    rf"^{GREETING}(?P<np>(?:an? )?{NOT_ONE}(?:[\w'-]+ ){{0,3}}?[\w'-]+)(?<![^s]s)"
    r" here\b(?!')(?! (?:is|are|was|in|at)\b)",
    re.I,
)
INTENSE = r"total|huge|big|massive|complete|absolute|proper|certified|self-confessed|serious|major|bit of an?"
KEEN = r"nerd|geek|fanatic|addict|obsessive|enthusiast|junkie|fiend|buff|devotee|anorak|nut"
DIETS = (
    r"vegetarian|vegan|pescatarian|pescetarian|teetotal|keto|halal|kosher|plant[- ]based|gluten[- ]free"
    r"|dairy[- ]free"
)


def here_i_am(clause: str) -> Intro | None:
    """What the speaker is, said as "<it> here": "Retired police officer here", "sesame
    allergy here", "coeliac here" (a name said so is read by the table)."""
    match = HERE.match(clause.strip())
    if not match:
        return None
    said = match.group("np")
    if allergen := re.match(r"(?P<what>.+?) (?:allergy|allergic)$", said, re.I):
        what = allergen.group("what")
        return Intro(f"User is allergic to {what}", KIND_FACT, f"allergy:{head_word(what)}", 0.95, "statement:allergy")
    if re.search(rf"(?:\bintolerant|\bcoeliac|\bceliac|\bdiabetic|^(?:{DIETS}))$", said, re.I):
        return Intro(f"User is {said}", KIND_FACT, "diet", 0.8, "statement:diet")
    if (local := re.match(r"(?P<place>.+?) (?:girl|boy|lad|lass|guy|native|local|gal|man|woman)$", said)) and (
        place := place_at(local.group("place"))
    ):
        return Intro(f"User is from {place}", KIND_FACT, "hometown", 0.6, "statement:home")
    if fan := re.match(rf"(?P<what>.+?) (?:{KEEN})$", said, re.I):  # "sourdough nerd here": a pastime worn as a badge
        what = with_article(said[:1].lower() + said[1:])
        topic = re.sub(rf"^(?:(?:an?|{INTENSE}) )+", "", fan.group("what"), flags=re.I)  # "total plant nerd": plant
        return Intro(f"User is {what}", KIND_PREF, f"hobby:{head_word(topic)}", 0.6, "statement:hobby")
    if re.search(rf"\b{JOB}$", said, re.I) and said.lower() not in NOT_JOBS and not JOB_AS_PASTIME.search(said):
        return Intro(f"User is {with_article(said[:1].lower() + said[1:])}", KIND_FACT, "job", 0.75, "statement:job")
    return None


def read_statement(clause: str) -> list[Intro]:
    """What a clause no shape read says about the speaker, by kind (at most one each)."""
    found = [reader(clause) for reader in (form_field, here_i_am, job, hobby, routine)]
    return [intro for intro in found if intro is not None]


DANGLING = re.compile(
    r"\b(?:at|(?<!kicks )(?<!sets )(?<!comes )in|on|to|for|with|of|from|about|by|the|a|an|and|or|but|so|because|that"
    r"|like|ever)"
    r"(?: (?:yesterday|today|tonight|tomorrow|now|last \w+))?$",
    re.I,
)
# "User sees them at least once a week": whom, the memory does not say.
BARE_OBJECT = re.compile(
    r"^User (?:\w+ly )?(?:(?:doesn't|does not|can't|cannot|won't|never|also|still|really|just) )?\w+"
    r" (?:them|it|him|her|this|that)\b(?! \w+ing)"
)
FIRST_PERSON_LEFT = re.compile(r"(?-i:\bI\b)|\b(?:I'm|me|my|myself|mine|you|your|yours)\b|[—–-]\s*I\b", re.I)
PRONOUN_OBJECT = re.compile(
    r"\b(?:of|about|into|up|on|to|by|from|without) (?:it|them|this|that|these|those)\b(?! \w+ing)|\binto (?:him|her)$",
    re.I,
)
# "I'm no rocket scientist", "I am no chef": a way of speaking, not what the speaker is.
DISCLAIMER = re.compile(r"^User is (?:an? )?no\b", re.I)


def well_formed(text: str) -> bool:
    """A memory a person could read on its own: no first or second person left ("it brings
    me", "I'm loving it"), its object not a bare pronoun ("a huge fan of it"), not cut off
    mid-phrase ("User volunteers at")."""
    body = text.strip().rstrip(".!")
    if len(body.split()) < 2 or DANGLING.search(body) or "=" in body:  # "User's dog is Rex, cat = Mochi"
        return False
    return not (
        FIRST_PERSON_LEFT.search(body)
        or PRONOUN_OBJECT.search(body)
        or BARE_OBJECT.search(body)
        or DISCLAIMER.search(body)
    )


def _plural(noun: str) -> bool:
    """ "turtles", "puppies": more than one animal ("User has turtles", not "a turtles")."""
    return noun in PLURALS.values() and noun not in PLURALS or (noun.endswith("s") and noun[:-1] in ANIMALS)


def tidy(text: str) -> str | None:
    """``text`` if :func:`well_formed`; else the part before the comma where it stops being
    so ("User is a big fan of birdwatching, I go out ..." -> "User is a big fan of birdwatching").
    "User's own" reads "their own" ("User runs their own plumbing business"); "User has a
    axolotl" reads "User has an axolotl"."""
    text = re.sub(r"\bUser's own\b", "their own", text)
    text = re.sub(r"\b(Dr|Mr|Mrs|Ms|Mx|Prof)  (?=[A-Z])", r"\1. ", text)  # its stop kept apart by normalise
    text = re.sub(r"^User has an? (?=(\w+)$)", lambda m: "User has " if _plural(m.group(1)) else "User has a ", text)
    text = re.sub(r"^User has a (?=[aeio])(?!one\b|one-|once\b)", "User has an ", text)
    if well_formed(text):
        return text
    whole = text
    while ", " in text:
        text = text.rsplit(", ", 1)[0]
        if well_formed(text):
            return text
    text = whole  # a second verb left unconjugated: "User takes the 7:15 train ... and usually read on it"
    while " and " in text:
        text = text.rsplit(" and ", 1)[0]
        if well_formed(text):
            return text
    return None


def _rewrite(clause: str) -> str:
    said = third_person(clause)
    said = re.sub(r"\b[Ww]e\b", "User and others", said)
    return re.sub(r"\bour\b", "User's", said, flags=re.I)
