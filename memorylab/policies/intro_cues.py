"""A first-person clause kept as a memory when a cue word says what kind of fact it is.

The table of shapes (:mod:`memorylab.policies.introductions`) writes a template ("User's dog
is called Rex") and reads only the sentences its patterns foresee. This reader is general:
a clause whose subject is the speaker ("I ...", "my ...", "we ..."), in the present or a
lasting past ("I moved", "we adopted"), that names a job title, an animal, a relative with
a name, a known place after a verb of living, an allergen or a diet, a routine's time or a
pastime, is kept in its own words, rewritten in the third person and cut where the statement
ends ("My dog is a greyhound called Arrow and he sleeps 20 hours a day" -> "User's dog is a
greyhound called Arrow"). The cue picks the kind and the key, for supersession.

What it turns away is the same for every kind (:mod:`memorylab.policies.intro_clause`):
questions, hypotheticals and the past, moods, plans for now, someone else's facts, and a
rewrite that does not read on its own (:func:`memorylab.policies.intro_general.tidy`).
"""

from __future__ import annotations

import re

from memorylab.policies.intro_clause import a_mood, about_someone_else, for_now, hypothetical
from memorylab.policies.intro_general import DAYS, DIETS, FIGURATIVE, tidy
from memorylab.policies.intro_plain import LASTING_PAST, lasting
from memorylab.policies.intro_shape import (
    GREETING,
    HOME_DESC,
    JOB,
    JOB_AS_PASTIME,
    KIND_FACT,
    KIND_PREF,
    NAME,
    ROUTINE_MARK,
    Intro,
    typed_place,
    words_pattern,
)
from memorylab.policies.intro_stay import bounded_stay
from memorylab.policies.intro_tastes import an_allergen
from memorylab.policies.intro_words import (
    ANIMALS,
    DWELLINGS,
    HOBBY_VERBS,
    KIDS,
    NOT_NAMES,
    PARTNERS,
    PET_KEY,
    PLURALS,
    RELATIVES,
    RENTING,
)
from memorylab.policies.phrasing import UNCONJUGATED, head_word, third_person
from memorylab.policies.places import place_at, with_country

# Where a statement ends: a reason, a contrast, an aside, another subject taking over.
END = re.compile(
    r"\s+(?:but|because|since(?! \d| birth| (?:I was|childhood))|though|although|so|cause|'cause|coz|whereas)\b.*$"
    r"|[;?!].*$|\s+[-—–]\s.*$|:\s*$"
    r"|,?\s+(?:and|but) (?:he|she|it|they|it's|that's|this|I'm|I)\b.*$|,?\s+(?:who|which|that's)\b.*$"
    r"|,?\s+and (?:would|need|want|am looking|was wondering)\b.*$"  # what is asked after: "... and would be grateful"
    r"|,\s+(?:he|she|it|they|lol|haha|tbh|btw|so|just|please|pls|any|can|could)\b.*$",
    re.I,
)
# The speaker as the subject, after a greeting, a filler or a time phrase.
SUBJECT = re.compile(
    r"^(?:(?:ok|okay|so|well|yeah|also|and|plus|oh|btw|honestly|basically|currently|now|these days|nowadays"
    r"|at the moment|right now|at \d\d|since (?:retiring|retirement|lockdown|the kids left))[,\s]+)*"
    r"(?P<who>I|I'm|I've|I'd|my|our|we|we're|we've|me and my|my \w+ and I)\b",
    re.I,
)
# A verb that keeps a fact true after it happened: "I moved", "we adopted", "I got married".
LASTING = frozenset(
    """moved relocated adopted rescued got started married settled grew born raised joined became bought squeezed
    crammed""".split()
)
# What is going on now or went on once, not what lasts: "I'm working on ...", "I took my turtles ... yesterday".
NOW_DOING = re.compile(
    r"^(?:I|we)(?:'m| am|'re| are) (?:\w+ly |also |still |just |even |really |currently )*"
    r"(?!living (?:in|near|outside|with)|staying (?:in|with)|working (?:as|at|for|in)|studying|based|learning|training"
    rf"|{RENTING} (?:an?|the|my|our) (?:[\w-]+ ){{0,2}}?{DWELLINGS}\b)"
    r"[\w-]*\w+ing\b",  # "I'm dog-sitting my neighbour's spaniel": for now, and not the speaker's
    re.I,
)
ONCE = re.compile(
    r"\b(?:yesterday|last (?:night|week|weekend|month|year|time)|earlier|the other day|this morning)\b", re.I
)
NEGATED = re.compile(r"^(?:I|we) (?:\w+ )?(?:don't|do not|never|can't|haven't|have not|didn't|won't)\b", re.I)
# A statement denied ("I don't live in London", "I'm not allergic to nuts, the waiter misheard"), not a way of eating
# said by what one doesn't ("I don't eat meat", "I never drink": a diet)
DENIED = re.compile(
    r"^(?:I|we)(?:'m| am|'re| are) (?:\w+ly )?not\b"
    r"|^(?:I|we) (?:\w+ly )?(?:don't|do not|didn't|did not|no longer|never)\b(?! (?:eat|drink|touch|consume)\b)",
    re.I,
)
ADVERB = r"(?:\w+ly|even|also|just|still|always|often|sometimes|really|actually|never|now)"
FUTURE = re.compile(
    r"\b(?:will|'ll|'d|going to|gonna|planning to|plan to|hope to|want|wanna|might|may|need|thinking|considering"
    r"|looking (?:for|to|into)|trying to|wondering|would)\b",
    re.I,
)
# Left to the preference rule of :mod:`memorylab.policies.extract` ("I hate mondays", "I love knitting").
LIKING = re.compile(
    r"^(?:I|we) (?:(?:\w+ly|just|also|really|do|still) )*(?:love|like|enjoy|prefer|adore|hate|dislike|can't stand"
    r"|remember|know|think|believe|agree|miss|mean|guess|feel|hope|wish|wonder|understand|appreciate|got to)\b",
    re.I,
)
ANIMAL = words_pattern(ANIMALS)
RELATIVE = words_pattern(RELATIVES + KIDS)
# A room or a place one rents for something else: "a storage unit", "a rehearsal studio", "a holiday cottage".
NOT_LIVED_IN = (
    r"(?!(?:storage|office|meeting|conference|recording|rehearsal|dance|yoga|art|photo|music|holiday|vacation|beach"
    r"|ski|party|function|spare|hotel|escape|practice|treatment|therapy|event|work)\b)"
)
HOME_NOUN = (
    rf"^(?:I|we)(?:'ve| have|'m| am|'re| are)?(?: got| just| recently| currently| now)? (?:(?:have |own |{RENTING} )?"
    rf"(?:an?|the|our|my) (?:{NOT_LIVED_IN}[\w-]+ ){{0,2}}?{DWELLINGS}"
    r"|bought an? (?:[\w-]+ )?(?:house|flat|home|apartment|place|cottage))\b"  # a studio bought may be let out
    # "we're a family of four squeezed into a small apartment in Osaka"
    rf"|^(?:I|we)(?:'m| am|'re| are) [^.!?,]{{0,40}}?\b(?:in|into) (?:an?|our|my)"
    rf" (?:{NOT_LIVED_IN}[\w-]+ ){{0,2}}?{DWELLINGS}\b"
)
HOME_VERB = r"(?:live|lives|living|lived|based|stay|staying|reside|residing|settled|moved|relocated|home)"


def _speaker_clause(clause: str) -> str | None:
    """The clause from its first-person subject, or None when the speaker is not the subject
    or the clause is not a lasting statement."""
    body = re.sub(rf"^{GREETING}", "", clause.strip(), count=1, flags=re.I)
    match = SUBJECT.match(body)
    if not match or about_someone_else(body) or hypothetical(body) or a_mood(body) or for_now(body):
        return None
    rest = body[match.start("who") :]
    if NOW_DOING.match(rest) or FUTURE.search(rest[:30]) or LIKING.match(rest) or DENIED.match(rest):
        return None
    verb = re.match(
        rf"(?:I|we|my \w+ and I|me and my \w+)(?:'m|'ve|'re| have| am| are)?\s+(?:{ADVERB}\s+)*(\w+)", rest, re.I
    )
    said = verb.group(1).lower() if verb else ""
    past = said in UNCONJUGATED | {"had", "did", "went", "was", "were"} or said.endswith("ed")
    if said in LASTING or LASTING_PAST.match(rest):
        return rest  # "we adopted two kittens last month": it happened once and is still so
    return None if past or ONCE.search(rest) else rest


def _said(rest: str) -> str | None:
    """The clause in the third person, cut where the statement ends, if it reads on its own."""
    rest = re.sub(r"\s*\(([^)]*)\)", r", \1,", rest).strip(" ,")
    return tidy(third_person(END.sub("", rest).strip(" ,")))


ALLERGEN = re.compile(r"\ballerg(?:ic|y|ies) (?:to|for|of) (?P<what>[\w -]+)|\b(?P<to>[\w-]+) allergy\b", re.I)
INTOLERANT = re.compile(r"\b(?:intoleran(?:t|ce) (?:to|of) |(?:coeliac|celiac))(?P<what>[\w-]*)", re.I)
DIET = re.compile(
    rf"^(?:I|we)(?:'m| am|'ve been| have been| eat| follow| keep| went| became| are|'re)? (?:\w+ )?(?:an? )?"
    rf"(?:strict |strictly |mostly |fully )?(?:{DIETS})\b|\b(?:follow|on|keep) (?:an? |the )?(?:[\w-]+ ){{0,3}}diet\b"
    r"|\b(?:don't|do not|can't|never) (?:eat|drink)\b",
    re.I,
)
JOB_SAID = re.compile(
    r"^(?:I'm|I am|I've been|I have been|I work as|I've worked as|I have worked as)\s+(?!(?:not|no|never)\b)"
    r"(?:an? |the )?"
    rf"(?:[\w-]+ ){{0,3}}?{JOB}\b",
    re.I,
)
# An animal said, not its sting or bite ("I carry an EpiPen for bee stings" has no bee)
ANIMAL_SAID = re.compile(rf"\b(?P<animal>{ANIMAL})\b(?! ?(?:stings?|bites?|venom)\b)", re.I)
# An animal of the speaker's: one they have, or one with a name ("my dog is old" says neither).
OWN_OR_NAMED = re.compile(
    r"^(?:I|we)(?:'ve| have)?(?: \w+ly)? (?:have|got|own|keep|adopted|rescued|share)\b|\b(?:called|named)\b"
    r"|(?-i:\b[A-Z][a-z][\w'-]*\b)(?<!\bI)(?<!\bUser)",
    re.I,
)
RELATIVE_NAMED = re.compile(
    rf"\b(?:my|our) (?:[\w-]+ )?(?P<who>{RELATIVE})\b,? (?:is |'s |called |named )?(?:called |named )?(?P<name>{NAME})"
)
# A pastime the speaker does, said by its verb near the subject ("I paint watercolours", "I've
# been dancing for years"), not a noun further on ("my dance studio").
PASTIME = re.compile(
    rf"\b(?:free time|spare time|for fun)\b|^(?:I|we)(?:'ve been|'m| am| have been| are|'re)? (?:{ADVERB}\s+)*"
    rf"(?:(?:started|love to|like to|go|also) )?(?P<verb>{HOBBY_VERBS})(?:\w?ing|s)?\b(?P<what>.*)",
    re.I,
)


def _kind(rest: str) -> tuple[str, str | None, str] | None:
    """(rule, key, kind) by the first cue the clause holds, most specific first."""
    if (allergen := ALLERGEN.search(rest)) and an_allergen({"what": allergen.group("what") or allergen.group("to")}):
        return "allergy", f"allergy:{head_word(allergen.group('what') or allergen.group('to'))}", KIND_FACT
    if intolerant := INTOLERANT.search(rest):
        return "allergy", f"allergy:{head_word(intolerant.group('what') or 'gluten')}", KIND_FACT
    if DIET.search(rest):
        return "diet", "diet", KIND_FACT
    if JOB_SAID.search(rest):
        return "work", "job", KIND_FACT
    if (animal := ANIMAL_SAID.search(rest)) and OWN_OR_NAMED.search(rest):
        single = _one(animal.group("animal").lower())
        return "pet", PET_KEY.get(single, single), KIND_FACT
    relative = RELATIVE_NAMED.search(rest)
    if relative and relative.group("name").lower() not in NOT_NAMES:
        who = relative.group("who").lower()
        return "family", "partner" if who in PARTNERS else who.replace(" ", "_"), KIND_FACT
    if ROUTINE_MARK.search(rest) or DAYS.search(rest):
        return "routine", None, KIND_FACT
    if (pastime := PASTIME.search(rest)) and not NEGATED.match(rest):
        verb = (pastime.group("verb") or "").lower()
        takes_object = verb.split(" ")[0] in ("play", "do", "go", "collect", "write", "brew", "run", "")
        topic = (pastime.group("what") or rest.split(" ", 1)[-1]) if takes_object else verb
        topic = head_word(re.sub(r"'\w*", "", topic)) or head_word(verb or rest)
        return "hobby", f"hobby:{topic}", KIND_PREF
    return None


def _one(noun: str) -> str:
    """An animal's name in the singular: "kittens" -> "kitten", "puppies" -> "puppy"."""
    single = next((one for one, many in PLURALS.items() if many == noun), None)
    return single or (noun[:-1] if noun.endswith("s") and noun[:-1] in ANIMALS else noun)


# About one of the speaker's people ("my sister lives in ..."), not "my flat is in ..." nor "my wife and I live".
OTHERS_HOME = re.compile(rf"^(?:my|our) (?!(?:[\w-]+ )?(?:{DWELLINGS}|family home)\b|[\w-]+ and I\b)", re.I)
# What belongs to one of the speaker's people: "my mum's dog", "my brother's cat".
OTHERS_THING = re.compile(r"^(?:my|our) (?:[\w-]+ )?[\w-]+'s\b", re.I)
# Not where the speaker lives now: a second home, or the home town they grew up in ("my home town is Derry")
SECOND_HOME = re.compile(
    r"\b(?:holiday|second|summer|vacation|beach|weekend|ski) (?:home|house|flat|place)\b|\bhome ?town\b", re.I
)
BOUGHT = re.compile(r"\b(?:bought|buying|purchased|own)\b", re.I)
FOR_OTHERS = re.compile(
    r"\bfor (?:my|our|his|her|their) |\bto rent out\b|\bas an investment\b|\bbuy[- ]to[- ]let\b", re.I
)
NOT_IN_YET = re.compile(
    r"\b(?:move|moving) in\b|\b(?:haven't|have not|not yet|yet to) (?:moved|move)\b|\bget the keys\b", re.I
)
THEIRS_BACK_HOME = re.compile(r"\b(?:my|our) (?:[\w-]+ ){1,2}(?:who (?:live|lives|are|is) )?back home\s*$", re.I)
AT_PLACE = re.compile(rf"\b(?:in|near|outside|to|is|above|below|overlooking|by) {HOME_DESC}(?P<place>\S+)")


def home(rest: str) -> Intro | None:
    """Where the speaker lives, said around a verb of living: "I'm living with my aunt in
    Lyon", "we are a family of four living in Austin", "my home city is Kraków"."""
    if OTHERS_HOME.match(rest):
        return None  # "my sister lives in Madrid": where she lives, not the speaker
    for match in AT_PLACE.finditer(rest):
        before = rest[: match.start()]
        if not re.search(rf"\b{HOME_VERB}\b|\bhome city\b|{HOME_NOUN}", before, re.I):
            continue
        bought = BOUGHT.search(before)  # "bought a studio in Porto, we move in May": not lived in yet
        if SECOND_HOME.search(before) or (bought and (FOR_OTHERS.search(rest, match.end()) or NOT_IN_YET.search(rest))):
            continue  # "we bought a holiday home in Spain", "a flat in Leeds for my daughter": not the speaker's home
        if bounded_stay(rest, match.start("place")) or THEIRS_BACK_HOME.search(before):
            continue  # "I visit my family back home in Accra": where they live
        said = rest[match.start("place") :]
        if place := with_country(said) or place_at(said) or (typed_place(said) if said[:1].islower() else None):
            return Intro(f"User lives in {place}", KIND_FACT, "city", 0.7, "statement:home")
    return None


def read_clause(clause: str, found: set[str], *, alone: bool = False) -> list[Intro]:
    """What the clause says about the speaker, for kinds the table did not read in it; ``alone``: nothing else
    read the clause, so a lasting statement of no known kind is kept whole (:mod:`memorylab.policies.intro_plain`)."""
    rest = _speaker_clause(clause)
    if rest is None or FIGURATIVE.search(clause):  # "I'm basically a potato on weekends"
        return []
    out = []
    if "home" not in found and (where := home(rest)):
        out.append(where)
    kind = _kind(rest)
    if kind and kind[0] not in found and (said := _said(rest)):
        rule, key, what = kind
        if rule == "work" and JOB_AS_PASTIME.search(rest):  # "a total beginner guitarist": a pastime, not a job
            rule, key, what = "hobby", None, KIND_PREF
        if re.match(r"(?:my|our) (?!name\b|job\b|work\b|home\b|diet\b)", rest, re.I) and rule != "family":
            if rule != "pet" or OTHERS_THING.match(rest):
                return out  # "my mum is allergic to cats", "my mum's dog is called Rex": her fact, not the speaker's
            key = None  # "my dog is ...": the animal's fact, filed by the table's pet rule
        out.append(Intro(said, what, key, 0.75 if what == KIND_FACT else 0.6, f"statement:{rule}"))
    elif alone and not kind and not out and (kept := lasting(rest)) and len((said := _said(kept) or "").split()) > 3:
        out.append(Intro(said, KIND_FACT, None, 0.5, "statement:general"))
    return out
