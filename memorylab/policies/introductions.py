"""What people say about themselves: one rule per kind of self-introduction.

Each rule reads one clause ("I'm Priya", "I work at a bakery in Lyon", "my wife Ana")
and returns an :class:`Intro`: the memory as a plain third-person sentence ("User's name
is Priya") and, where the fact has one value at a time, its key ("name", "employer",
"city", "partner", "dog"), so that a later statement supersedes it.

Why rules and not a parser: spaCy 3.8 with a small English pipeline installs offline
(about 210 MB with its dependencies, 3.3 s to load, 5 ms a message), but its named-entity
model missed most of what matters here ("Lyon", "Ana", "Rex", any lower-case name), and
the only wheel of ``en_core_web_sm`` on the package index is a third party's re-upload.
These rules are small, deterministic and measured on held-out phrasings
(``memorylab/datasets/probes/introductions*.yaml``, ``bench/memory_use.py``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from memorylab.policies.phrasing import head_word, third_person

KIND_FACT, KIND_PREF = "fact", "preference"

GREETING = (
    r"(?:(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening))(?: there| all| everyone)?[,!.]?\s+)?"
)
NOT_NAMES = frozenset(
    """sorry fine good okay ok not here back done ready so just also still the a an in at on from going
    currently really very always new happy glad tired busy free off out home married single retired
    english british french german spanish italian irish scottish welsh american canadian australian
    indian chinese japanese brazilian portuguese dutch polish mexican korean swedish danish norwegian
    monday tuesday wednesday thursday friday saturday sunday january february march april may june july
    august september october november december christmas easter me it that this there""".split()
)
PARTNERS = ("wife", "husband", "partner", "girlfriend", "boyfriend", "fiance", "fiancee", "fiancé", "fiancée", "spouse")
RELATIVES = PARTNERS + (
    "sister",
    "brother",
    "mother",
    "mom",
    "mum",
    "father",
    "dad",
    "son",
    "daughter",
    "boss",
    "manager",
    "best friend",
    "flatmate",
    "roommate",
    "cousin",
    "grandmother",
    "grandfather",
    "aunt",
    "uncle",
    "niece",
    "nephew",
    "baby",
)
DOG_BREEDS = (
    "labrador",
    "retriever",
    "spaniel",
    "terrier",
    "collie",
    "greyhound",
    "beagle",
    "poodle",
    "dachshund",
    "pug",
    "husky",
    "corgi",
    "whippet",
    "lurcher",
    "shepherd",
)
ANIMALS = (
    "dog",
    "cat",
    "puppy",
    "kitten",
    "parrot",
    "budgie",
    "rabbit",
    "bunny",
    "hamster",
    "guinea pig",
    "horse",
    "pony",
    "goldfish",
    "fish",
    "tortoise",
    "turtle",
    "snake",
    "lizard",
    "ferret",
    "gecko",
) + DOG_BREEDS
PET_KEY = {"puppy": "dog", "kitten": "cat", "bunny": "rabbit", **{breed: "dog" for breed in DOG_BREEDS}}
JOBS = (
    r"nurse|doctor|chef|cook|lawyer|solicitor|barrister|student|architect|pilot|teacher|lecturer|professor"
    r"|designer|scientist|developer|engineer|programmer|accountant|pharmacist|dentist|surgeon|vet|midwife"
    r"|paramedic|firefighter|electrician|plumber|carpenter|baker|butcher|farmer|journalist|writer|editor"
    r"|translator|consultant|analyst|manager|director|founder|librarian|therapist|psychologist|physio"
    r"|physiotherapist|mechanic|driver|cleaner|waiter|waitress|barista|bartender|cashier|receptionist"
    r"|photographer|artist|musician|actor|actress|researcher|postdoc|intern|apprentice|freelancer"
    r"|contractor|officer|clerk|assistant|administrator|secretary|economist|banker|trader|recruiter"
    r"|salesperson|marketer|tutor|coach|trainer|social worker|carer|caregiver|childminder|nanny|hairdresser"
    r"|stylist|tailor|jeweller|optician|radiographer|scientist|technician|pharmacologist|biologist|chemist"
    r"|physicist|mathematician|statistician|programmer|sysadmin|administrator|product owner|ceo|cto"
)
HOBBY_SKIP = re.compile(r"\b(cyclist|runner|swimmer|climber|gamer|reader|hiker|fan)\b", re.I)
PLACE_END = re.compile(
    r"\s+(?:with|and|but|because|since|for|where|which|who|as|so|now|nowadays|these days|at the moment|"
    r"right now|originally|last|this|a few|two|three|several|years?|months?|ago|recently|though)\b.*$"
    r"|[,;:()].*$",
    re.I,
)
PHRASE_END = re.compile(r"\s+(?:but|because|since|though|although|so that)\b.*$|[;:()].*$", re.I)
HOBBY_VERBS = (
    r"play (?:the \w+|\w*ball|tennis|squash|badminton|golf|rugby|cricket|hockey|chess|bridge|poker|darts"
    r"|video games|board games|\w+ games|in a band|in an orchestra)|paint|knit|crochet|bake|climb|surf|swim"
    r"|dance|sing|garden|ski|snowboard|skate|draw|sew|hike|box|row|sail|fence|juggle|golf|kayak|fish"
    r"|volunteer|write poetry|do yoga|do pilates|do karate|do judo|do crossfit|brew (?:my own )?beer"
)
COMMUTE = re.compile(
    r"\bI (?:usually |always |normally |mostly |often |tend to )?(cycle|bike|walk|drive|commute|run|ride(?: my bike)?"
    r"|take the (?:bus|train|tube|metro|tram|ferry)|get the (?:bus|train|tube|metro|tram)) (?:in )?to "
    r"(work|the office|school|uni|university|college|the lab|the hospital)\b.*",
    re.I,
)
ROUTINE_MARK = re.compile(
    r"\b(every (?:single )?(?:day|morning|evening|night|weekday|weekend|week|mon|tues|wednes|thurs|fri|satur|sun)\w*"
    r"|each (?:morning|evening|day|night|week)|on (?:weekends|weekdays|(?:mon|tues|wednes|thurs|fri|satur|sun)days)"
    r"|most (?:mornings|days|evenings|nights|weekends)|before work|after work|first thing in the morning"
    r"|(?:once|twice|three times) a (?:week|day|month)|at the weekends?)\b",
    re.I,
)


@dataclass(frozen=True)
class Intro:
    text: str
    kind: str
    key: str | None
    importance: float
    rule: str


def _clean(value: str, end: re.Pattern = PHRASE_END) -> str:
    value = end.sub("", value.strip()).strip(" ,.!?\"'")
    return re.sub(r"\b[Mm]y\b", "User's", value)


def _name_value(raw: str) -> str:
    return " ".join(w[:1].upper() + w[1:] for w in raw.split())


def name(clause: str) -> Intro | None:
    said = re.search(
        r"\b(?:my name is|my name's|name's|call me|i go by|people call me|everyone calls me|friends call me)\s+"
        r"([A-Za-z][\w'-]+)((?: [A-Z][\w'-]+)?)",
        clause,
        re.I,
    )
    if not said:
        said = re.match(
            GREETING
            + r"(?:I'm|I am|Im|this is|it's|it is)\s+([A-Z][a-z'-]+)((?: [A-Z][a-z'-]+)?)(?:\s+here)?\s*(?:[,!.].*)?$",
            clause,
            re.I,
        ) or re.match(GREETING + r"([A-Z][a-z'-]+)()\s+here\b", clause, re.I)
        if said and (said.group(1).lower() in NOT_NAMES or not said.group(1)[:1].isupper()):
            return None
    if not said or said.group(1).lower() in NOT_NAMES:
        return None
    value = _name_value(said.group(1) + said.group(2))
    return Intro(f"User's name is {value}", KIND_FACT, "name", 0.9, "name")


def work(clause: str) -> Intro | None:
    at = re.search(
        r"\bI (?:currently |now )?(?:work|am working|'m working|work part[- ]time|work full[- ]time) (at|for) (.+)",
        clause,
        re.I,
    )
    if at:
        return Intro(f"User works {at.group(1).lower()} {_clean(at.group(2))}", KIND_FACT, "employer", 0.75, "work")
    field_ = re.search(r"\bI (?:currently |now )?work in (.+)", clause, re.I)
    if field_:
        return Intro(f"User works in {_clean(field_.group(1))}", KIND_FACT, "work_field", 0.7, "work")
    as_ = re.search(r"\bI(?: currently| now|'m|'ve been| am| have been)? (?:work|working) as (.+)", clause, re.I)
    if as_:
        return Intro(f"User works as {_clean(as_.group(1))}", KIND_FACT, "occupation", 0.75, "work")
    job = re.search(
        r"\bI(?:'m| am|m|'ve been| have been|'ve worked as| worked as) (?:currently |now )?(an? (?:[\w-]+ ){0,3}?(?:"
        + JOBS
        + r")s?)\b(.*)",
        clause,
        re.I,
    )
    if job and not HOBBY_SKIP.search(job.group(1)):
        key = "study" if re.search(r"\bstudent\b", job.group(1), re.I) else "occupation"
        rest = re.match(r"\s+((?:at|for|in|with) .+)", job.group(2))
        tail = f" {_clean(rest.group(1))}" if rest else ""
        return Intro(f"User is {job.group(1).lower()}{tail}", KIND_FACT, key, 0.75, "work")
    own = re.search(
        r"\bI (own|run|manage) (an? (?:small |little )?(?:[\w-]+ )?(?:business|shop|cafe|café|bakery|restaurant"
        r"|company|startup|bar|pub|studio|farm|salon|practice)\b.*)",
        clause,
        re.I,
    )
    if own:
        return Intro(f"User {own.group(1).lower()}s {_clean(own.group(2))}", KIND_FACT, "employer", 0.75, "work")
    state = re.search(
        r"\bI(?:'m| am) (retired|self-employed|unemployed|between jobs|on parental leave)\b", clause, re.I
    )
    if state:
        return Intro(f"User is {state.group(1).lower()}", KIND_FACT, "occupation", 0.7, "work")
    return None


def study(clause: str) -> Intro | None:
    said = re.search(
        r"\bI(?:'m| am)? ?(study|studying|studied|major in|majoring in|majored in|(?:am |'m )?doing an? "
        r"(?:degree|phd|masters|master's|bachelor's|ba|bsc|msc|ma) in|read|am reading|'m reading) (.+)",
        clause,
        re.I,
    )
    if not said:
        return None
    verb = said.group(1).lower()
    subject = _clean(said.group(2))
    if verb in ("read", "am reading", "'m reading") and not re.search(
        r"\bat (?:uni|university|college|oxford|cambridge)", subject, re.I
    ):
        return None
    past = verb in ("studied", "majored in")
    return Intro(f"User {'studied' if past else 'studies'} {subject}", KIND_FACT, "study", 0.7, "study")


def place(clause: str) -> Intro | None:
    lives = re.search(
        r"\b(?:I|we)(?:'m| am|'re| are)? ?(?:live|living|based|reside|residing|settled)"
        r" (?:in|near|outside|just outside) (.+)",
        clause,
        re.I,
    )
    if lives:
        return Intro(f"User lives in {_clean(lives.group(1), PLACE_END)}", KIND_FACT, "city", 0.7, "home")
    home = re.search(
        r"\b(?:my (?:flat|house|home|apartment|place) is|home for me is|home is) (?:in )?([A-Z].+)", clause, re.I
    )
    if home:
        return Intro(f"User lives in {_clean(home.group(1), PLACE_END)}", KIND_FACT, "city", 0.7, "home")
    moved = re.search(
        r"\b(?:I|we)(?:'ve| have)? ?(?:just |recently |finally )?(?:moved|relocated)(?: back)?(?: here)?"
        r"(?: from (.+?))? to (.+)",
        clause,
        re.I,
    )
    if moved:
        return Intro(f"User moved to {_clean(moved.group(2), PLACE_END)}", KIND_FACT, "city", 0.7, "home")
    origin = re.search(
        r"\bI(?:'m| am| was)? ?(from|grew up in|born in|born and raised in|was raised in) (.+)", clause, re.I
    )
    if origin and origin.group(2)[:1].isupper():
        verb = {"from": "is from"}.get(origin.group(1).lower(), origin.group(1).lower())
        verb = "was " + verb if verb.startswith("born") else verb
        return Intro(f"User {verb} {_clean(origin.group(2), PLACE_END)}", KIND_FACT, "hometown", 0.6, "home")
    return None


def family(clause: str) -> Intro | None:
    rel = "|".join(RELATIVES)
    said = re.search(
        rf"\b(?i:my) ((?i:{rel}))(?:'s name is|,)? (?:(?i:is) )?(?:(?i:called|named) )?([A-Z][a-z'-]+)\b", clause
    )
    if said and said.group(2).lower() not in NOT_NAMES:
        relation = said.group(1).lower()
        key = "partner" if relation in PARTNERS else relation.replace(" ", "_")
        return Intro(f"User's {relation} is {said.group(2)}", KIND_FACT, key, 0.8, "family")
    married = re.search(r"\bI(?:'m| am| got| just got| recently got) (married|engaged) to ([A-Z][a-z'-]+)", clause)
    if married:
        return Intro(f"User is {married.group(1)} to {married.group(2)}", KIND_FACT, "partner", 0.8, "family")
    kids = re.search(r"\bI have (a|one|two|three|four|\d) (kids?|children|child|sons?|daughters?)\b(.*)", clause, re.I)
    if kids:
        return Intro(
            f"User has {kids.group(1)} {kids.group(2)}{_clean(kids.group(3))}", KIND_FACT, "children", 0.75, "family"
        )
    return None


def pet(clause: str) -> Intro | None:
    animals = "|".join(ANIMALS)
    named = re.search(
        rf"\b(?i:my|our) (?:(?i:rescue|pet|old|little|new) )?((?i:{animals}))(?:'s name is|,)? (?:(?i:is) )?"
        rf"(?:(?i:called|named) )?([A-Z][a-z'-]+)\b",
        clause,
    )
    if named and named.group(2).lower() not in NOT_NAMES:
        animal = named.group(1).lower()
        return Intro(f"User's {animal} is called {named.group(2)}", KIND_FACT, PET_KEY.get(animal, animal), 0.75, "pet")
    has = re.search(
        rf"\b(?:I|we)(?: have|'ve got| have got| own| adopted| got| just got| share my home with| live with)"
        rf" (an?|one|two|three|\d) (?:[\w-]+ ){{0,2}}?((?i:{animals}))s?\b"
        r"(?:,? (?:((?i:called|named)) )?([A-Z][a-z'-]+))?",
        clause,
        re.I,
    )
    if not has:
        called = re.search(rf"\b((?i:{animals}))\b.{{0,30}}?\b(?i:called|named) ([A-Z][a-z'-]+)", clause)
        if called and called.group(2).lower() not in NOT_NAMES:
            animal = called.group(1).lower()
            return Intro(
                f"User's {animal} is called {called.group(2)}", KIND_FACT, PET_KEY.get(animal, animal), 0.75, "pet"
            )
        return None
    animal = has.group(2).lower()
    key = PET_KEY.get(animal, animal)
    if has.group(4) and has.group(4).lower() not in NOT_NAMES:  # in the user's words: "a dog named Rex"
        said = f"{has.group(1).lower()} {animal} {(has.group(3) or 'called').lower()} {has.group(4)}"
        return Intro(f"User has {said}", KIND_FACT, key, 0.75, "pet")
    return Intro(f"User has {has.group(1).lower()} {animal}", KIND_FACT, key, 0.65, "pet")


def diet(clause: str) -> Intro | None:
    allergic = re.search(r"\bI(?:'m| am)? ?(?:severely |very |mildly |a bit |quite )?allergic to (.+)", clause, re.I)
    allergy = re.search(r"\bI have an? (?:severe |mild |bad )?([\w -]+?) allergy\b", clause, re.I)
    if allergic or allergy:
        what = _clean((allergic or allergy).group(1))
        return Intro(f"User is allergic to {what}", KIND_FACT, "allergy:" + _head(what), 0.95, "allergy")
    intolerant = re.search(
        r"\bI(?:'m| am) (lactose|gluten|dairy)[- ]intolerant|\bI(?:'m| am| have) (coeliac|celiac|diabetic|diabetes)\b",
        clause,
        re.I,
    )
    if intolerant:
        what = intolerant.group(1) and f"{intolerant.group(1).lower()} intolerant" or intolerant.group(2).lower()
        text = f"User has {what}" if what == "diabetes" else f"User is {what}"
        return Intro(text, KIND_FACT, "allergy:" + what.split()[0], 0.9, "allergy")
    kind = re.search(
        r"\bI(?:'m| am|m)? ?(?:a |an |strictly |mostly |fully )?(vegetarian|vegan|pescatarian|pescetarian"
        r"|teetotal|keto|halal|kosher|plant-based)\b"
        r"|\bI (?:follow|eat|keep|am on|'m on) an? (vegetarian|vegan|pescatarian|keto|halal|kosher|plant-based"
        r"|gluten[- ]free|paleo) diet",
        clause,
        re.I,
    )
    if kind:
        return Intro(f"User is {(kind.group(1) or kind.group(2)).lower()}", KIND_FACT, "diet", 0.8, "diet")
    avoid = re.search(r"\bI (?:don't|do not|can't|cannot|never) (?:eat|drink|touch) (.+)", clause, re.I)
    if avoid:
        what = _clean(avoid.group(1))
        return Intro(f"User doesn't eat {what}", KIND_FACT, "diet:" + _head(what), 0.75, "diet")
    return None


def hobby(clause: str) -> Intro | None:
    named = re.search(
        r"\bmy (?:main |favou?rite )?(hobby is|hobbies are|hobbies include|passion is) (.+)", clause, re.I
    )
    if named:
        what = _clean(named.group(2))
        return Intro(f"User's {named.group(1).lower()} {what}", KIND_PREF, "hobby:" + _head(what), 0.6, "hobby")
    into = re.search(
        r"\bI(?:'m| am) (?:really |very |quite |a bit |super |big )?"
        r"(into|passionate about|keen on|obsessed with|a (?:big |huge )?fan of) (.+)",
        clause,
        re.I,
    )
    if into and not re.search(r"\bnot\b", clause[: into.start(1)], re.I):
        what = _clean(into.group(2))
        return Intro(f"User is {into.group(1).lower()} {what}", KIND_PREF, "hobby:" + _head(what), 0.6, "hobby")
    free = re.search(r"\b(?:in my (?:free|spare) time|for fun|as a hobby),? I (.+)", clause, re.I)
    does = free or re.search(
        rf"\bI(?:'m| am)? (?:also |often |love to |like to |learning to |learning how to )?((?:{HOBBY_VERBS})\b.*)",
        clause,
        re.I,
    )
    if does:
        what = _clean(does.group(1))
        return Intro(
            third_person(f"I {what}"), KIND_PREF, "hobby:" + _head(re.sub(r"^\w+ ", "", what) or what), 0.6, "hobby"
        )
    return None


def routine(clause: str) -> Intro | None:
    commute = COMMUTE.search(clause)
    if commute:
        return Intro(third_person(_clean(commute.group(0))), KIND_FACT, "commute", 0.6, "routine")
    if ROUTINE_MARK.search(clause) and re.search(r"\b(?:I|I'm|I've|my)\b", clause):
        return Intro(third_person(_clean(clause)), KIND_FACT, None, 0.6, "routine")
    return None


def favourite(clause: str) -> Intro | None:
    mine = re.search(
        r"\bmy (?:all-time |absolute )?favou?rite ([\w ]+?) (?:is|are|has to be|would be) (.+)", clause, re.I
    )
    if mine:
        thing, value = mine.group(1).lower(), _clean(mine.group(2))
    else:
        theirs = re.search(
            r"^(?:I think )?(.+?) (?:is|are) my (?:all-time |absolute )?favou?rite ([\w ]+)", clause, re.I
        )
        if not theirs:
            return None
        thing, value = _clean(theirs.group(2)).lower(), _clean(theirs.group(1))
    return Intro(f"User's favourite {thing} is {value}", KIND_PREF, "favourite:" + _head(thing), 0.6, "favourite")


def _head(phrase: str) -> str:
    return head_word(phrase)


# In order: the first rule that reads the clause wins.
RULES: tuple[Callable[[str], Intro | None], ...] = (
    name,
    family,
    pet,
    diet,
    work,
    study,
    place,
    favourite,
    routine,
    hobby,
)


def introduce(clause: str) -> Intro | None:
    """What ``clause`` says about the speaker, or None."""
    for rule in RULES:
        found = rule(clause)
        if found is not None:
            return found
    return None
