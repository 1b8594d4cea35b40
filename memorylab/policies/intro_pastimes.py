"""Pets, pastimes, routines, favourites and allergies said in shapes no clause of the table reads, read across the
whole message (hooked in :func:`memorylab.policies.intro_after.settled`):

* an animal named by its kind in apposition ("Bartholomew the tortoise is eating my cable") or by what it lives in,
  after a question that names its kind ("... axolotl water? Mochi's tank is cloudy");
* an allergy by the adrenaline pen one carries for it ("the EpiPen in my bag is for peanuts");
* a pastime by a self-label ("amateur beekeeper question: ..."), by one's teacher or class ("my cello teacher"), by
  years at it said bare ("been birding since 2019"), by a time of the week it fills ("Sunday mornings = orienteering",
  "Weekend plans: more bouldering"), or by how far one has got after asking about it ("... Fair Isle knitting? I've
  only done scarves so far");
* a routine by one's shifts and their days ("my night shifts are Tue-Fri"), a waking hour kept every day ("Up at half
  four every day to feed the horses"), a commute said bare ("Commute is 90 minutes by train each way"), a habit at a
  day of the week ("sauna then cold plunge, every Wednesday after work");
* a favourite asked of oneself and answered ("Favourite band? Easy — Khruangbin.").

Someone else's (a relative's or friend's), a hypothetical and a general question store nothing."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from memorylab.policies.intro_clause import hypothetical
from memorylab.policies.intro_shape import words_pattern
from memorylab.policies.intro_words import ANIMALS, KIDS, NOT_NAMES, PARTNERS, PET_KEY, RELATIVES
from memorylab.policies.slot_words import PASTIMES

# Pastimes said as what one does ("-ing"), with a few the slot words lack.
_EXTRA = "orienteering beekeeping geocaching paddleboarding crochet climbing metal detecting foraging wild swimming"
PASTIME = "|".join(sorted({*PASTIMES, *_EXTRA.split(" "), "metal detecting", "wild swimming"}, key=len, reverse=True))
INSTRUMENTS = (
    r"guitar|bass|piano|drums?|violin|viola|cello|double bass|ukulele|uke|sax|saxophone|flute|trumpet|trombone|harp"
    r"|clarinet|oboe|bassoon|banjo|mandolin|harmonica|accordion|singing|voice"
)
# What one plays or does with a teacher, coach or class: "my tennis coach", "my pottery class".
GAMES = r"tennis|squash|badminton|golf|chess|football|basketball|netball|hockey|cricket|rugby|volleyball|padel"
DOINGS = (
    r"pottery|yoga|pilates|ballet|dance|salsa|tango|swimming|climbing|boxing|karate|judo|taekwondo|jiu[- ]jitsu|bjj"
    r"|fencing|archery|riding|life drawing|ceramics|knitting|crochet|sewing|woodwork|photography"
)
# Who does a pastime, as one calls oneself: "amateur beekeeper question", "beginner knitter here".
DOERS = (
    r"beekeeper|knitter|crocheter|baker|gardener|climber|boulderer|runner|cyclist|birder|birdwatcher|photographer"
    r"|potter|woodworker|angler|fisherman|golfer|swimmer|surfer|skier|hiker|painter|quilter|sewist|brewer|homebrewer"
    r"|astronomer|stargazer|guitarist|pianist|drummer|violinist|cellist|chess player|orienteer|forager|gamer|cook"
    r"|sailor|kayaker|rower|archer|fencer|dancer|singer|writer|poet|birdwatcher|beekeeper|mycologist|astrophotographer"
)
_ANIMAL = "|".join(sorted((re.escape(a) for a in ANIMALS), key=len, reverse=True))
# Someone else in the message owns what is said: "my son's EpiPen", "my neighbour's tortoise", "her cello teacher".
_RELATIVE = "|".join(sorted((re.escape(r) for r in RELATIVES), key=len, reverse=True))
SOMEONE_ELSES = re.compile(
    rf"\b(?:(?:my|our) (?:{_RELATIVE}|friend|mate|neighbou?r|boss|colleague|flatmate|roommate|kid|kids|child)s?'?s?"
    r"|(?-i:[A-Z])\w+'s (?:new |old )?(?:dog|cat|pet))\b",
    re.I,
)
_DAY = r"(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday|sday)?s?"
_DAYS = rf"{_DAY}(?:\s*(?:-|–|to|through|thru|and|&|,)\s*{_DAY})*"
_NUMBERS = "one two three four five six seven eight nine ten eleven twelve".split()
_HOUR = (
    r"\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.)?|(?:half|quarter) (?:past |to )?(?:" + "|".join(_NUMBERS) + r")"
    r"|(?:" + "|".join(_NUMBERS) + r")(?: ?am| o'clock)?|dawn|sunrise|first light"
)
# Habits that come round at a day of the week: "sauna then cold plunge", "parkrun", "choir practice".
HABITS = (
    r"sauna|cold plunge|ice bath|swim|gym|yoga|pilates|run|parkrun|spin|choir|football|five-a-side|climbing"
    r"|bouldering|meditation|massage|steam room|pub quiz|quiz night|band practice|dance class|boxing|crossfit"
)
DONE = f"(?:{HABITS}|{PASTIME})"
# Words that open an answer without being it: "Easy — Khruangbin", "Has to be Alien".
ANSWER_LEAD = (
    r"(?:(?:easy|simple|obviously|definitely|hands down|no contest|that's easy|thats easy|has to be|gotta be"
    r"|got to be|it's|its|always|duh|oh)\W+)*"
)
# A favourite said as its value that is no value: a pronoun or a question.
NOT_AN_ANSWER = frozenset("i you we they he she it what who which how why mine yours none nothing idk dunno".split())


@dataclass(frozen=True)
class Said:
    """One shape read across the message: ``says`` and ``key`` over the match's groups, in ``rule``."""

    rule: str
    pattern: re.Pattern
    says: Callable[[re.Match], tuple[str, str] | None]


def _pet_named(match: re.Match, message: str) -> tuple[str, str] | None:
    name, animal = match["name"], (match["animal"] or _animal_before(message, match.start()))
    if not animal or name.lower() in NOT_NAMES or name.lower() in ANIMALS:
        return None
    single = animal.lower().removesuffix("s") if animal.lower().removesuffix("s") in ANIMALS else animal.lower()
    return f"User has {_a(single)} {single} named {name}", PET_KEY.get(single, single)


NAMED = re.compile(r" (?:named|called) ")
_PERSON = re.compile(rf"\b(?:{words_pattern(RELATIVES + KIDS + PARTNERS)})\b", re.I)  # one of the speaker's people


def _pet_named_after(match: re.Match, message: str) -> tuple[str, str] | None:
    """ "his name is Turbo" names the animal said before it, unless a person is named between them ("I have a dog
    and a son, his name is Tom")."""
    kinds = list(re.finditer(rf"\b(?:{_ANIMAL})s?\b", message[: match.start()], re.I))
    if kinds and _PERSON.search(message, kinds[-1].end(), match.start()):
        return None
    return _pet_named(match, message)


def _animal_before(message: str, at: int) -> str:
    """The kind of animal a question before ``at`` names: "how often should axolotl water be changed?"."""
    kinds = re.findall(rf"\b({_ANIMAL})s?\b", message[:at], re.I)
    return kinds[-1] if kinds else ""


def _a(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def _pastime(what: str) -> str:
    return what.lower()


def _played(what: str) -> str:
    """What one does with a teacher, coach or class, in the third person."""
    what = what.lower()
    if re.fullmatch(INSTRUMENTS, what):
        return "User sings" if what in ("singing", "voice") else f"User plays the {what}"
    if re.fullmatch(GAMES, what):
        return f"User plays {what}"
    return f"User does {what}"


def _spent(when: str, what: str) -> str:
    """A pastime at a time of the week: "User spends Sunday mornings orienteering", "User does choir on Tuesdays"."""
    if re.fullmatch(PASTIME, what, re.I):
        return f"User spends {_when(when)} {_pastime(what)}"
    return f"User does {what.lower()} on {_when(when)}"


def _when(when: str) -> str:
    when = re.sub(r"\s+plans?$", "", when.lower()).strip()
    when = re.sub(r"\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)", lambda m: m.group(1).title(), when)
    return when if when.endswith("s") else when + "s"


# A title before a pet's name: "Mr Whiskers the cat", "Captain Fluff the rabbit".
_TITLE = r"(?:(?:Mr|Mrs|Ms|Miss|Sir|Lady|Lord|Captain|Professor|Prof|Dr|Princess|Prince|King|Queen)\.? )?"
# How long one has kept at a pastime: "since 2019", "for ten years", "since I was a kid"; not "since 6am".
_SINCE = (
    r"since (?:\d{4}|I was (?:a |little|young|\w+)\w*|childhood|uni|school|college|lockdown|the pandemic|covid)"
    r"|for (?:\w+ |a few |a couple of |over |nearly |almost )?(?:years|decades|a decade|ages|months|a year|yrs)"
)


SAID: tuple[Said, ...] = (
    # "Bartholomew the tortoise is trying to eat my charger cable"
    Said(
        "pet",
        re.compile(
            rf"(?<![\w'])(?-i:(?P<name>{_TITLE}[A-Z][a-z]{{2,}})) the (?-i:(?P<animal>{_ANIMAL}))\b"
            r"(?! (?:of|from|in|movie|film|book|show|song|series|cartoon|game|story|toy|plush)\b)"
        ),
        _pet_named,
    ),
    # "... axolotl water? Mochi's tank is looking cloudy": an animal by what it lives in, its kind named before
    Said(
        "pet",
        re.compile(
            r"(?<![\w'])(?-i:(?P<name>[A-Z][a-z]{2,}))'s (?P<animal>)(?!tank top)(?:tank|cage|hutch|vivarium|terrarium"
            r"|enclosure|aquarium|tub|litter (?:box|tray)|kennel|coop|stable|paddock|basking (?:spot|lamp)|heat lamp)\b"
        ),
        _pet_named,
    ),
    # "pet snail. his name is Turbo", "Got a bearded dragon last month — named her Sprocket": its kind named before
    Said(
        "pet",
        re.compile(
            r"\b(?:(?:his|her|its) name(?:'s| is)|(?<!to )(?:named|called) (?:him|her|it)) (?P<animal>)"
            r"(?-i:(?P<name>[A-Z][a-z]{2,}))\b(?!\s*\?)",
            re.I,
        ),
        _pet_named_after,
    ),
    # "the tank has 3 neon tetras and a betta named Sushi": an animal named among what its home holds
    Said(
        "pet",
        re.compile(
            r"\b(?:my|our|the) (?:fish )?(?:tank|aquarium|terrarium|vivarium|hutch|coop|paddock|pond) has"
            rf" (?:[\w-]+ ){{0,6}}?(?:an?|one) (?P<animal>{_ANIMAL}) (?:named|called)"
            r" (?-i:(?P<name>[A-Z][a-z]{2,}))\b",
            re.I,
        ),
        _pet_named,
    ),
    # "help me pick a harness for my very round beagle, Dumpling", "the tarantula (Agatha, chilean rose hair)"
    Said(
        "pet",
        re.compile(
            rf"\b(?:my|our|the) (?:[\w-]+ ){{0,3}}?(?P<animal>{_ANIMAL})(?:,\s*|\s*\()(?-i:(?P<name>[A-Z][a-z]{{2,}}))"
            r"(?=\s*[,.)!;—–]|\s*$)",
            re.I,
        ),
        _pet_named,
    ),
    # "The EpiPen in my bag is for peanuts", "I carry an epi-pen for bee stings", "my auto-injector's for shellfish"
    Said(
        "allergy",
        re.compile(
            r"\b(?:my|I (?:always )?(?:carry|have|keep) (?:an?|my)|the(?= [\w-]+ (?:in|on) (?:my|me)\b))"
            r" (?:spare |emergency )?(?:epi-?pen|auto-?injector"
            r"|adrenaline pen|epinephrine pen)s?(?: (?:in|on) (?:my|me) ?(?:bag|purse|pocket|car|backpack|handbag)?)?"
            r"(?:'s| is| are)? (?:for|because of) (?:my )?(?:(?:\w+ )?allergy to )?(?P<what>(?:tree )?nuts?|peanuts?"
            r"|shellfish|sesame|eggs?|milk|dairy|fish|latex|bee stings?|wasp stings?|insect stings?|penicillin"
            r"|kiwis?|soy|mustard|celery|lupin|cashews|walnuts|almonds|pistachios|hazelnuts)\b",
            re.I,
        ),
        lambda m, msg: (f"User is allergic to {_allergen(m['what'])}", f"allergy:{_allergen_key(m['what'])}"),
    ),
    # "amateur beekeeper question: ...", "beginner knitter here", "as a hobby photographer, ..."
    Said(
        "hobby",
        re.compile(
            r"^\W*(?:as )?(?:an? )?(?P<how>amateur|hobby|hobbyist|beginner|newbie|novice|keen|casual|weekend"
            rf"|backyard|self-taught|lifelong|wannabe) (?P<who>{DOERS})(?: (?:question|q|here|problem|help|dilemma)\b"
            r"|\s*[:,—–])",
            re.I,
        ),
        lambda m, msg: (
            f"User is {_a(m['how'])} {m['how'].lower()} {m['who'].lower()}",
            f"hobby:{m['who'].lower()}",
        ),
    ),
    # "my cello teacher moved away", "my tennis coach says", "my pottery class is on Thursdays"
    Said(
        "hobby",
        re.compile(
            rf"(?<!')\bmy (?:old |new |former |first )?(?P<what>{INSTRUMENTS}|{GAMES}|{DOINGS}) (?:teacher|tutor|coach"
            r"|instructor|lessons?|class(?:es)?|club|group|sensei)\b",
            re.I,
        ),
        lambda m, msg: (_played(m["what"]), f"hobby:{m['what'].lower()}"),
    ),
    # "saw a hoopoe today!!! ... been birding since 2019": years at a pastime, said bare
    Said(
        "hobby",
        re.compile(
            rf"(?:^|[,;.!—–(]\s*|\s-\s)(?:been|started) (?P<what>{PASTIME}) (?P<since>{_SINCE})"
            r"(?=\s*[,.!?;)]|\s+(?:and|but|so|now|lol|haha)\b|\s*$)",
            re.I,
        ),
        lambda m, msg: (f"User has been {_pastime(m['what'])} {m['since']}", f"hobby:{_pastime(m['what'])}"),
    ),
    # "Sunday mornings = orienteering in the forest", "Weekend plans: more bouldering", "Saturdays: climbing"
    Said(
        "hobby",
        re.compile(
            r"^\W*(?P<when>(?:weekend|weekday|(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?(?: (?:mornings?"
            r"|afternoons?|evenings?|nights?))?(?: plans?)?)\s*(?:[:=]|—|–|-|are for|is for) ?(?:more |some |the usual "
            rf"|a bit of |lots of |just |always )?(?P<what>{DONE})\b(?! (?:errands|around|late|the|my|a|an)\b)"
            r"(?![^.!,]*\?)(?![^.!]*\b(?:maybe|perhaps)\b)",
            re.I,
        ),
        lambda m, msg: (_spent(m["when"], m["what"]), f"hobby:{_pastime(m['what'])}"),
    ),
    # "what's a good beginner pattern for Fair Isle knitting? I've only done scarves so far"
    Said(
        "hobby",
        re.compile(
            rf"\b(?P<what>{PASTIME}|{DOINGS})\b[^.!?]*\?+\s*(?:but |and |tbh |honestly |so far )?I(?:'ve| have)"
            r" (?:only|just) (?:ever )?(?:done|made|knitted|sewn|baked|played|tried|finished|learn[te]d?|had|painted"
            r"|thrown|climbed|run)\b",
            re.I,
        ),
        lambda m, msg: (f"User is a beginner at {m['what'].lower()}", f"hobby:{m['what'].lower()}"),
    ),
    # "my night shifts are Tue-Fri", "my early shifts are Mondays and Thursdays"
    Said(
        "routine",
        re.compile(
            r"\bmy (?P<which>night|early|late|day|evening|weekend|morning|long|double|12-?h(?:our)?|14-?h(?:our)?)"
            rf" shifts? (?:are|is|'s|fall) (?:on |always |usually |normally )?(?P<days>{_DAYS})\b",
            re.I,
        ),
        lambda m, msg: (f"User works {m['which'].lower()} shifts, {m['days']}", "schedule"),
    ),
    # "Up at half four every day to feed the horses", "awake by 5 each morning to milk the goats"
    Said(
        "routine",
        re.compile(
            rf"^\W*(?:I'm |I am |I get |I'm always )?(?:up|awake|out of bed) (?:at|by|before) (?P<hour>{_HOUR})"
            r" (?P<often>every (?:single )?(?:day|morning|weekday)|daily|each (?:day|morning)|most days|on weekdays"
            r"|(?:7|seven) days a week)(?! (?:this|next|until|till|for now|lately)\b)(?P<why> (?:to|for) [^,.!?;—–]+)?",
            re.I,
        ),
        lambda m, msg: (f"User gets up at {m['hour']} {m['often']}{m['why'] or ''}", "routine:wake"),
    ),
    # "Commute is 90 minutes by train each way", "daily commute's about 40 min on the bus"
    Said(
        "routine",
        re.compile(
            r"^\W*(?:the |daily |my daily )?commute(?:'s| is) (?:about |around |roughly |like |nearly |over |under "
            r"|only |just )?(?P<what>(?:\d+|an?|one|two|half an?|an hour and a half)\s*(?:-|to)?\s*(?:\d+ )?(?:min"
            r"(?:ute)?s?|hours?|hrs?|h)\b[^,.!?;—–]*)",
            re.I,
        ),
        lambda m, msg: (f"User's commute is {m['what'].strip()}", "commute"),
    ),
    # "sauna then cold plunge, every Wednesday after work — Finnish habits die hard"
    Said(
        "routine",
        re.compile(
            rf"^\W*(?P<what>(?:[a-z-]+ ){{0,3}}?{DONE}\b(?: (?:then|and|\+|&) (?:[a-z-]+ ){{0,2}}?{DONE})?)"
            r",? (?P<when>every (?:single )?(?:day|morning|evening|night|weekend|(?:mon|tues|wednes|thurs|fri|satur"
            r"|sun)day)s?(?: (?:morning|afternoon|evening|night)s?)?(?: (?:after|before) (?:work|school|dinner"
            r"|breakfast|the kids' bedtime))?)(?=\s*(?:[—–.!]|-\s|,|$))(?![^?]*\?)",
            re.I,
        ),
        lambda m, msg: (f"User does {m['what'].lower()} {m['when']}", f"routine:{m['what'].lower().split()[0]}"),
    ),
)


def _allergen(what: str) -> str:
    """What one is allergic to, as said after "allergic to": "my nut allergy" -> "nuts"."""
    what = what.lower()
    return what + "s" if re.search(r"\b(?:nut|peanut|egg|kiwi|cashew|walnut|almond)$", what) else what


def _allergen_key(what: str) -> str:
    word = what.lower().split()[-1]
    return {"stings": "sting", "eggs": "egg", "dairy": "milk"}.get(word, word.removesuffix("s"))


def _favourite(message: str) -> tuple[str, str, tuple[int, int]] | None:
    """A favourite asked of oneself and answered: "Favourite band? Easy — Khruangbin."."""
    match = re.search(
        r"^\W*(?:my )?(?:all[- ]time )?(?:favou?rite|fave|fav) (?P<kind>[a-z]+(?: [a-z]+)?)[?:]+\s*"
        + ANSWER_LEAD
        + r"(?P<what>(?-i:[A-Z0-9])[\w'&.-]*(?: (?-i:[A-Z0-9&])[\w'&-]*){0,4})(?=\s*[.!,]|\s*$)",
        message,
        re.I,
    )
    if match is None or match["what"].split()[0].lower().strip("'") in NOT_AN_ANSWER:
        return None
    what, kind = match["what"].rstrip("."), match["kind"].lower()
    return f"User's favourite {kind} is {what}", f"favourite:{kind.split()[-1]}", match.span()


# "..., they're my favourite flower", "... — my all-time favourite drink", "...? it's my all-time favourite"
FAVOURITE_AFTER = re.compile(
    r"(?P<before>[^,;:—–.!?]{3,90}?)\s*[,;—–.!?]\s*(?:(?:it's|its|it is|they're|theyre|they are|that's|thats)\s+)?"
    r"(?:(?:hands[- ]down|easily|definitely|honestly|literally|still)\s+)?my\s+(?:(?:all[- ]time|absolute)\s+)?"
    r"(?:favou?rite|fave|fav|go-to)\b(?:\s+(?P<kind>(?!(?:of|ever|by|is|was|are|were|has|had)\b)[a-z]+))?"
    # the favourite said last, not the subject of what follows: not "My favorite is the sundae", "favorite dairy-free"
    r"(?=\s*(?:[,.!?;)]|$)|\s+(?:ever|everywhere|of all time|by far|lol|haha|tbh|honestly|too|for sure)\b)",
    re.I,
)
# What comes before the favourite thing itself: "write me a poem mentioning sunflowers", "can't beat a flat white"
FAVOURITE_LEAD = re.compile(
    r"^.*\b(?:mentioning|about|like|beat|beats|love|loves|is|are|with|me|recommend|suggest|than)\s+", re.I
)


def _favourite_value(text: str) -> str | None:
    """What a favourite memory names ("User's favourite drink is flat white" -> "flat white"), None for another."""
    return text.split(" is ", 1)[-1].lower() if text.startswith("User's favourite") else None


def _favourite_after(message: str, found: list) -> tuple[str, str, tuple[int, int]] | None:
    """A thing named, then called the speaker's favourite: "can't beat a flat white from a proper Melbourne cafe,
    my go-to order everywhere" -> "User's favourite order is flat white". None when a clause's reader already
    read a favourite of the message that is not a word of this one ("watched Paddington 2 like 30 times, thats my
    go-to film": the film, not "30 times")."""
    lowered = message.lower()
    if "fav" not in lowered and "go-to" not in lowered:  # "fav" is in "favourite", "favorite" and "fave"
        return None  # the pattern searched from every word costs more than this look
    match = FAVOURITE_AFTER.search(message)
    if match is None:
        return None
    what = re.split(r"\s+(?:from|in|at|on|near|by|for|when|whenever|because)\s+", match["before"].strip())[0]
    what = re.sub(  # not "The" of a title
        r"^(?:(?:a|an|the|some|my)\s+)?(?:(?i:proper|good|decent|nice|real|great|really good)\s+)?",
        "",
        FAVOURITE_LEAD.sub("", what),
    ).strip(" '\"")
    if not what or len(what.split()) > 5 or what.split()[0].lower() in NOT_AN_ANSWER or what[:1].isdigit():
        return None
    read = [value for c in found if (value := _favourite_value(c.text)) is not None]
    if any(value not in what.lower() for value in read):
        return None
    kind = (match["kind"] or "").lower()
    return f"User's favourite {kind + ' ' if kind else ''}is {what}", f"favourite:{kind or what.lower()}", match.span()


# What makes the sentence before a fact a wish or a supposition: "if I got a tortoise I'd call him ...".
WISHED = re.compile(r"\b(?:would|I'd|could|might|wish|someday|one day|if I (?:get|got|had|ever|were))\b", re.I)


def _wished(message: str, start: int, end: int) -> bool:
    """Whether the clause of ``message`` around ``start``-``end`` is hypothetical, or its sentence wishes before it."""
    begun = max(message.rfind(c, 0, start) for c in ".!?,;(—") + 1
    ends = [i for c in ".!?,;)—" if (i := message.find(c, end)) != -1]
    sentence = max(message.rfind(c, 0, start) for c in ".!?") + 1
    return hypothetical(message[begun : min(ends, default=len(message))]) or bool(
        WISHED.search(message[sentence:start])
    )


def _told(found: list, rule: str, span: tuple[int, int]) -> bool:
    """Whether a clause's reader already told of the same kind from the same words ("User is awake by 5 ...")."""
    return any(c.rule.split(":")[-1] == rule and c.span and c.span[0] < span[1] and span[0] < c.span[1] for c in found)


def pastimes_said(message: str, found: list, make: Callable) -> list:
    """``found`` with what :data:`SAID` reads across ``message`` and ``found`` lacks (``make``: the candidate's
    class); a favourite asked and answered replaces the one a clause read from the question."""
    if SOMEONE_ELSES.search(message):
        return found
    if favourite := _favourite(message) or _favourite_after(message, found):
        text, key, span = favourite
        what = _favourite_value(text) or ""  # a part of it read from a clause ("... of the Day? it's my ...")
        part = [c for c in found if (value := _favourite_value(c.text)) is not None and value in what]
        found = [c for c in found if c.key != key and c not in part] + [
            make(text, "preference", key, 0.7, span, "favourite")
        ]
    keys, texts = {c.key for c in found}, " ".join(c.text for c in found).lower()
    for said in SAID:
        match = said.pattern.search(message)
        if match is None or _wished(message, *match.span()) or (read := said.says(match, message)) is None:
            continue
        text, key = read
        unnamed = [c for c in found if said.rule == "pet" and c.key == key and not NAMED.search(c.text)]
        if unnamed:  # "Got a bearded dragon last month — named her Sprocket": the named one, not both
            found, keys = [c for c in found if c not in unnamed], keys - {key}
        if key in keys or text.lower().removeprefix("user ") in texts or _told(found, said.rule, match.span()):
            continue
        found.append(make(text, "fact", key, 0.7, match.span(), said.rule))
        keys.add(key)
    return found
