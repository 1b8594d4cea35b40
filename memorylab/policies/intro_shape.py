"""How one shape of a self-introduction is read (see :mod:`memorylab.policies.introductions`,
which holds the table of shapes): the :class:`Shape` and :class:`Intro` types, the patterns
the table is written with, how a match's groups are cleaned into a memory's sentence and
key, and the checks some shapes make (is this a place, a name, a job)."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from memorylab.policies.first_names import ENGLISH_WORDS, everyday_word, known_first_name
from memorylab.policies.intro_stay import bounded_stay
from memorylab.policies.intro_words import (
    AFTER_A_NOUN,
    ANIMALS,
    DEMONYMS,
    FOREIGN_ANIMALS,
    JOB_ENDINGS,
    JOB_PHRASES,
    JOB_TITLES,
    JOKE_NAMES,
    KIDS,
    NOT_JOBS,
    NOT_NAMES,
    PARTNERS,
    PET_KEY,
    PLURALS,
    RELATIVES,
)
from memorylab.policies.phrasing import head_word, third_person
from memorylab.policies.places import known_countries, place_at, with_country
from memorylab.policies.prefilter import anchors, needs

KIND_FACT, KIND_PREF = "fact", "preference"

# Hello in the words people greet with, English or not ("Hallo", "Ciao", "Olá").
HELLO = (
    r"hi+|hello+|hey+|hiya|heya|howdy|yo+|sup|wassup|hola|greetings|good (?:morning|afternoon|evening|day)|hallo|gm"
    r"|g'?day|kia ora"
    r"|(?:morning|afternoon|evening)(?= (?:all|everyone|folks)\b)"
    r"|hei|hej|salut|ciao"
    r"|namaste|salaam|salam|servus|moin|bonjour|ola|olá|oi|merhaba|sawubona|shalom|aloha"
    # a letter's salutation: "Dear Assistant, I am Oluwaseun", "Respected sir, ..."
    r"|(?:dear|respected) (?:assistant|sir|madam|sir/madam|sir or madam|team|all|ai|chatbot|bot|friend|helper)"
)
GREETING = (
    rf"(?:(?:(?:{HELLO})(?:[,!]? (?:yo|hi|hello"
    r"|hey|there|all|everyone|folks|sir|madam|ma'am|mam|friend|my friend|bro|mate|mates|team|again))?|folks|everyone"
    r"|hi all|hey all|hey guys|hi guys"
    r"|(?:nice|pleased|good|lovely|great) to (?:meet|e-meet) (?:you|ya)(?: all)?)[,!.]*\s+)?"
)
MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
# A day of the year: "the 14th of September", "14 Sept", "September 14th", "14/09".
DAY_OF_YEAR = (
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,? )?(?:"
    rf"(?:the )?\d{{1,2}}(?:st|nd|rd|th)?(?: of)? {MONTH}(?: \d{{4}})?|{MONTH} (?:the )?\d{{1,2}}(?:st|nd|rd|th)?"
    r"(?:,? \d{4})?|\d{1,2}/\d{1,2}(?:/\d{2,4})?|new year's (?:eve|day)|christmas (?:eve|day)|valentine's day"
    r"|halloween|boxing day|st\.? patrick's day|bonfire night)"
)
# What makes a wish a goal: an aim ("learn", "pass", "run a ...") or a time ("this year", "by next summer").
GOAL_MARK = re.compile(
    r"\b(?:learn|pass (?:my|the|an?|(?-i:[A-Z]{2,}))|run (?:a|the|my)|complete|finish(?! line)|buy"
    r"|save (?:up|for|money)|pay off|lose"
    r"|get fit|get into|"
    r"(?:open|start|launch|set up) (?:my own|our own|User's own|an? (?:[\w-]+ )?(?:business|shop|bakery|caf[eé]"
    r"|restaurant|company|startup|bar|studio|salon|clinic|charity|podcast|channel|blog|brand|band))|"
    r"become|qualify|climb|quit|visit|travel|retire|publish|graduate|speak|read \d+|this year|next year|"
    r"this (?:spring|summer|autumn|fall|winter)|by (?:next|the end of|the time|christmas|\d{4}|summer|spring)|"
    r"in \d{4}|for \d{4}|one day|someday|some day|eventually|before I turn|in the (?:spring|summer|autumn|fall|winter)"
    r"|exam|marathon|degree|licen[cs]e|deposit|promotion|qualification|certification)\b",
    re.I,
)
# Names in any Latin script: "Jürgen", "Ólafur", "Łukasz" (capitals and small letters of Latin-1 and Extended-A).
UPPER, LOWER = "A-ZÀ-ÖØ-ÞĀ-ž", "a-zß-öø-ÿĀ-ž"
NAME = rf"(?-i:[{UPPER}][{LOWER}][\w'-]*)"
TITLE = r"(?:(?-i:Dr|Mr|Mrs|Ms|Mx|Prof|Doctor|Professor)\.?\s+)?"
# One of a list of names, a titled one whole: "Henrietta, Dolly and Mrs Beakman", "Luna and Mr Whiskers"
LISTED = rf"(?:(?-i:Mr|Mrs|Ms|Miss|Sir|Lady|Lord|Captain|Dr|Prof)\.? {NAME}|{NAME})"
NAMES = LISTED + r"(?:(?:,\s*|,?\s+(?:and|&)\s+)" + LISTED + r")*"
ANY_NAME = r"[^\W\d_]+(?:-[^\W\d_]+)*"
# A name as people type it after "my boyfriend" or "my dog": any letters, accents included ("tomás").
TYPED_NAME = r"[^\W\d_][^\W\d_'-]*(?:-[^\W\d_]+)?"
COUNT = r"an?|one|two|three|four|five|\d+"
TYPED_NAMES = TYPED_NAME + r"(?:(?:,\s*|,?\s+(?:and|&)\s+)" + TYPED_NAME + r")*"
# Where a home is, described before the place: "a small town near", "the countryside outside".
HOME_DESC = (
    r"(?:(?:downtown|central|uptown|north|south|east|west|northern|southern|eastern|western|outer|inner|greater|rural)"
    r" )?(?:(?:an?|the) (?:[\w-]+ ){0,2}?(?:flat|house|home|apartment|studio|cottage|bungalow|houseboat|room|village"
    r"|town|suburb|suburbs|place|city|countryside|coast|outskirts|area|part|edge|neighbou?rhood|island|farm)"
    # where on it, said on the way: "a houseboat on a canal in Utrecht", "a cottage by the sea near Whitby"
    r"(?: (?:on|by|at|above|over|near|off) (?:an?|the) (?:[\w-]+ ){0,2}?(?:canal|river|sea|lake|coast|hill|beach|shop"
    r"|bakery|pub|street|road|estate|farm|harbour|harbor|bay|marina|mountain|high street))?"
    r" (?:of |in |near |outside |just outside |on the outskirts of |not far from |close to |called ))?"
)
ADJECTIVES = (
    r"(?:(?:rescue|pet|old|little|small|big|new|older|younger|baby|twin|eldest|youngest|lovely|family|two|three"
    # a coat or an age: "my ginger cat Milo", "our senior greyhound"
    r"|miniature|mini|senior|elderly|ginger|black|white|grey|gray|tabby|chocolate|yellow)\s+)"
)
# not one of a group: "any teachers here?", "the manager here", "fellow students here"
NOT_ONE = r"(?!(?:any|every|all|no|some|the|this|that|my|our|your|their|his|her|other|fellow|which|what|who)\b)"
JOB = r"(?:" + "|".join(JOB_PHRASES + JOB_TITLES) + r"|[a-z]+(?:" + "|".join(JOB_ENDINGS) + r"))s?"
PLACE_END = re.compile(
    r"\s+(?:with|and|but|because|since|for|from|where|which|who|as|so|now|nowadays|these days|at the moment|"
    r"right now|rn|atm|originally|last|this|today|yesterday|tonight|lol|haha|a few|two|three|several|years?|months?|"
    r"ago|recently|though|near|north|south|east|west|in|on|at|to|by)\b.*$|[,;:()!?].*$",
    re.I,
)
PHRASE_END = re.compile(
    r"\s+(?:but|because|since|though|although|while|whilst|so|so that)\b.*$|[;()!?].*$|:(?!\d).*$|\s*[—–].*$"
    r"|,?\s+and (?:it|that|this)(?:'s|'d| is| was| has)\b.*$|,\s+(?:he|she|they|it|which)\b.*$"
    # a second verb of the speaker's: "allergic to shellfish and carry an EpiPen"
    r"|\s+and (?:carry|have to|need to|always carry|can't|cannot|must)\b.*$"
    r"|,?\s+and (?:I )?(?:need|want|would like|'d like|wanna)\b.*$"
    # a second clause about something else: "... controller and the shift rotations are killing me"
    r"|,?\s+and (?:the|my|our) (?:[\w-]+ ){1,3}(?:is|are|was|were|has|have|keeps?|makes?)\b.*$"
    # a request or an aside after a comma: "obsessed with jigsaws, currently on a 5000 piece", "..., need a diagram"
    r"|,\s+(?:currently|need|needs|any|anyone|what|how|can|could|pls|please|help|tips|ideas)\b.*$"
    r"|\s+like (?:properly|really|seriously|proper|super|badly|totally|literally|actually)\b.*$"  # dictated filler
    r"|(?<=['\"’”])\s+(?:which|that|who|and|but|so)\b.*$",  # a remark after a quoted word: "'data engineer' which ..."
    re.I,
)
# A part of a place said after it: "glasgow's west end", "Berlin's east side", "Lisbon's old town".
PART_OF = re.compile(
    r"(?<=\w)['’]s (?:(?:west|east|north|south|inner|outer|old|historic|leafy|trendy|quiet) )?(?:end|side|centre"
    r"|center|suburbs|outskirts|district|quarter|area|town|old town|harbour|harbor|waterfront|docks|edge|fringes)\b.*$",
    re.I,
)
# Words before what a hobby is about that say how it is done, left out of its key.
HOW_DONE = re.compile(
    r"^(?:(?:competitive|casual|amateur|club|online|social|league|old|vintage|classic|antique|retro|broken)\s+)+", re.I
)
SHORT_END = re.compile(PHRASE_END.pattern + r"|,(?!(?<=\d,)\d{3}(?!\d)).*$", re.I)  # not in "10,000 steps"
ROUTINE_MARK = re.compile(
    r"\b(every (?:single |other |second |third )?(?:day|morning|evening|night|weekday|weekend|week|mon|tues|wednes"
    r"|thurs|fri|satur|sun)\w*"
    r"|on my (?:lunch|coffee) breaks?|during my lunch(?: break)?|at lunchtime|before bed|after school|before school"
    r"|(?:one|two|three|four|five|six|\d) (?:days?|nights?|times|mornings|evenings) a (?:week|month)|daily"
    r"|\d ?x (?:a|per) (?:week|day|month)|\d+ days? (?:a|per) week|like clockwork|without fail|do the school run"
    r"|on (?:mon|tues|wednes|thurs|fri|satur|sun)day (?:mornings|evenings|nights|afternoons)"
    r"|each (?:morning|evening|day|night|weekday|weekend|week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
    r"|on (?:weekends|weekdays|(?:mon|tues|wednes|thurs|fri|satur|sun)days)"
    r"|most (?:mornings|days|evenings|nights|weekends)|before work|after work|first thing in the morning"
    r"|(?:once|twice|three times) a (?:week|day|month)|at the weekends?|(?:wake|get) up at \d"
    r"|monday to friday|mon-fri|9 to 5|nine to five|(?:night|early|late) shifts?"
    r"|(?:before|after) (?:breakfast|lunch|dinner|bed|the school run)|(?:every|each) (?:lunchtime|lunch(?: ?break|"
    r" hour)?"
    r"|(?:coffee |tea )?break|commute|school run))\b",
    re.I,
)

ASIDE_AT_END = r",?\s+(?:now|these days|at the moment|right now|rn|atm|by the way|btw|fyi|lol|haha|tbh|-.*)$"


@dataclass(frozen=True)
class Intro:
    text: str
    kind: str
    key: str | None
    importance: float
    rule: str


@dataclass(frozen=True)
class Shape:
    """One way of saying one thing. ``says`` and ``key`` are templates over the pattern's
    named groups, cleaned (see :func:`_fields`); a shape reads nothing when ``check`` says
    no or a ``name`` group is not a name."""

    rule: str
    says: str
    key: str | None
    pattern: str
    importance: float = 0.75
    kind: str = KIND_FACT
    check: Callable[[dict], bool] = field(default=lambda f: True)

    @functools.cached_property
    def compiled(self) -> re.Pattern:
        return re.compile(self.pattern, re.I)

    @functools.cached_property
    def anchors(self) -> frozenset[str] | None:
        """Short folded pieces one of which any clause this shape reads contains (see
        :mod:`memorylab.policies.prefilter`)."""
        return anchors(needs(self.pattern))

    def read(self, clause: str) -> Intro | None:
        match = self.compiled.search(clause)
        if not match:
            return None
        if self.key == "city" and "place" in match.groupdict() and bounded_stay(clause, match.start("place")):
            return None  # "I'm staying in Paris for a week": no home
        fields = _fields(match)
        if fields is None or not self.check(fields):
            return None
        if self.key == "name" and fields.get("name", "").lower() in JOKE_NAMES:
            return None  # "my real name is Batman": a joke
        if self.key == "name" and not typed_as_name((match.groupdict().get("name") or "").split(" ")[0]):
            return None  # "call me maybe", "my good name is ruined": a word typed in lower case, no name
        if "{noun} is" in self.says and " and " not in fields.get("name", " and "):
            fields["noun"] = _singular(fields["noun"])  # "my huskies is called Luna": one husky is
        key = self.key.format(**fields) if self.key else None
        return Intro(self.says.format(**fields), self.kind, key, self.importance, self.rule)


# A liking of "that" or "it" says nothing on its own ("I hate that lol" is about what was said before); of everyone
# and everything it is a mood ("today i hate everyone and everything lol").
LIKED_NOTHING = re.compile(
    r"^(?:it|that|this|them|those|these|one|mine|yours|his|hers|theirs|ours|everyone|everybody|everything|people|life"
    r"|the world)\b(?:\s+(?:and|&) (?:everyone|everybody|everything|people|life|the world))?(?:\s+(?:back|as well|even"
    r" more|more|most|the most|anyway|forever|lol|lmao|haha+|tbh|honestly|so much|a lot|too|though|ngl|today|rn"
    r"|right now|ugh+|urgh+|argh+|fml|smh|omg|ffs|atm))*\W*$",
    re.I,
)


def _fields(match: re.Match) -> dict | None:
    """Each named group, cleaned for the sentence it goes into, and what keys are made of."""
    out = {k: v or "" for k, v in match.groupdict().items()}
    for group in ("name", "names"):
        if out.get(group):
            names = [re.sub(r"'s$", "", n) for n in re.split(r",?\s+(?:and|&)\s+|,\s*", out[group])]
            if any(n.lower() in NOT_NAMES or n.lower() in known_countries() for n in names):  # "my mum, Spain is"
                return None
            names = list(dict.fromkeys(" ".join(w[:1].upper() + w[1:] for w in n.split()) for n in names))
            out[group] = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    if "place" in out:
        out["place"] = PART_OF.sub("", out["place"])  # "glasgow's west end" -> "glasgow"
        out["place"] = with_country(out["place"]) or clean(out["place"], PLACE_END)  # "Reykjavik, Iceland"
    contracted = out.get("said", "").startswith("'")  # "'ve been teaching": keep the apostrophe
    for group, end in (("what", PHRASE_END), ("short", SHORT_END), ("said", SHORT_END)):
        if group in out:
            out[group] = clean(out[group], end)
            if out[group].lower() in ("", "it", "them", "that", "this", "those", "these", "there"):
                return None
    head = out.get("what") or out.get("short") or out.get("noun") or ""
    if "said" in out:  # a verb phrase said after "I": "'ve been teaching maths", "paint watercolours"
        said = out["said"]
        head = re.sub(r"^\S+ ", "", said)
        out["said"] = third_person(("I'" if contracted else "I ") + said).removeprefix("User ")
    out["head"] = head_word(HOW_DONE.sub("", head))  # "competitive chess" -> chess, "old motorbikes" -> motorbike
    # the noun a phrase is about, for keys: "red meat" -> meat, "tree nuts and sesame" -> nut
    first = re.split(r",|\band\b|\bor\b|\bwith\b|\bso\b", head, maxsplit=1)[0].strip()
    out["noun_head"] = head_word(first.split()[-1]) if first.split() else out["head"]
    out["thing_head"] = head_word(out.get("thing", ""))
    if what := out.get("what"):  # said first in its sentence: "Knitting is how I unwind" -> "knitting"
        out["what_lc"] = what[:1].lower() + what[1:] if what[1:2].islower() else what
    if (
        "what" in out and "when" in out
    ):  # a date: "wedding anniversary" -> anniversary, "mum's birthday" -> birthday:mum
        owner, _, event = out["what"].lower().rpartition("'s ")
        out["what_key"] = event.split()[-1] + (f":{owner.replace('user', '').strip() or 'user'}" if owner else "")
    if "noun" in out:
        _noun_fields(out)
    if "place" in out:
        out["place"] = DEMONYMS.get(out["place"].lower(), out["place"])  # "a Londoner" -> London
    if "with" in out:
        partner = out.pop("with") or out.pop("with2", "")
        out["with"] = f" with User's {partner}" if partner else ""
    if "verb" in out:
        out["verb"] = third_person("I " + out["verb"]).removeprefix("User ")
    return out


def _noun_fields(out: dict) -> None:
    """The keys a person or animal is filed under: "partner" for a wife or boyfriend,
    "children" for kids, "dog" for a labrador."""
    out["noun"] = FOREIGN_ANIMALS.get(out["noun"].lower(), out["noun"].lower())
    out["count"] = out.get("count", "").lower()
    out["how"] = out.get("how") or "called"
    single = _singular(out["noun"])
    several = out["count"].strip() not in ("", "a", "an", "one")
    out["pet_key"] = PET_KEY.get(single, single)
    if single in KIDS or (several and single in ("son", "daughter")):
        out["relation_key"] = "children"
    else:
        out["relation_key"] = "partner" if single in PARTNERS else single.replace(" ", "_")


def clean(value: str, end: re.Pattern = PHRASE_END, asides: bool = True) -> str:
    """``value`` up to where the statement ends, without an aside (" - tough but fun") or a
    trailing "now"; "my" becomes "User's"."""
    value = end.sub("", value.strip()).strip(" ,.!?\"'")
    for _ in range(2 if asides else 0):
        value = re.sub(ASIDE_AT_END, "", value, flags=re.I)
    return re.sub(r"\b[Mm]y\b", "User's", value)


def _singular(noun: str) -> str:
    for single, plural in PLURALS.items():
        if noun == plural:
            return single
    return noun[:-1] if noun.endswith("s") and noun[:-1] in RELATIVES + ANIMALS + KIDS else noun


def words_pattern(words: tuple[str, ...]) -> str:
    """A vocabulary as a pattern, plural forms included ("rabbits", "puppies", "children")."""
    return "|".join(sorted({*words, *(PLURALS.get(w, w + "s") for w in words)}, key=len, reverse=True))


# A job word said of a pastime: "I'm a total beginner guitarist", "amateur photographer here".
JOB_AS_PASTIME = re.compile(
    r"\b(?:beginner|amateur|hobby|hobbyist|aspiring|wannabe|self-taught|bedroom|novice)\b", re.I
)


# "Tucson, which is where I grew up": where the speaker is from, said of a place named before it
# (a shape of intro_passing; intro_refer rewrites a clause about others that says it)
WHERE_I_GREW_UP = (
    r"\b(?P<place>(?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*)?),? (?:which is|that's|thats|that is) where"
    r" (?:I|we) (?P<how>grew up|was born|was raised)\b"
)


def with_article(phrase: str) -> str:
    """``phrase`` with the article a person left out put back ("dental hygienist" -> "a dental
    hygienist", "old Toyota" -> "an old Toyota"); one it has is kept."""
    if re.match(r"(?:an?|the) ", phrase, re.I):
        return phrase
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


def with_its_article(phrase: str) -> str:
    """:func:`with_article`, a capital read as its letter's name: "an MBA", "an MSc", "a PhD"."""
    return "an " + phrase if re.match(r"(?-i:[AEFHILMNORSX][A-Z])", phrase) else with_article(phrase)


def not_a_job(fields: dict) -> bool:
    """Not a word that is no job, nor one said of a pastime ("a total beginner guitarist")."""
    what = fields["what"]
    return not JOB_AS_PASTIME.search(what) and not re.search(r"\b(?:" + "|".join(NOT_JOBS) + r")s?\b", what, re.I)


# What "no ... for me" declines when it is food: "so no cat cafés for me" and "no carpets pls"
# (said of an allergy) are not diets.
EDIBLE = frozenset(
    """meat pork beef chicken fish seafood shellfish prawn shrimp dairy milk cheese butter cream egg gluten wheat
    bread pasta rice nut peanut sugar sweet dessert chocolate alcohol booze beer wine spirit coffee caffeine tea soy
    onion garlic mushroom carb fried food junk bacon ham lamb tofu spice chilli chili curry sauce salt oil lactose
    meal snack cake biscuit crisp chip sausage burger pizza""".split()
)


def edible(fields: dict) -> bool:
    words = re.findall(r"[a-z]+", fields["what"].lower())
    return bool(words) and (words[-1] in EDIBLE or words[-1].rstrip("s") in EDIBLE or words[-1][:-2] in EDIBLE)


def not_a_person(fields: dict) -> bool:
    """A workplace, not someone: "been with Deloitte", not "been with Mark"."""
    return not known_first_name(fields["org"].split()[0])


def not_a_fan(fields: dict) -> bool:
    return fields["what"].lower().split(" ")[0] not in ("fan", "believer", "supporter", "advocate", "sucker")


def not_a_place(fields: dict) -> bool:
    """A name after "greetings from" that the gazetteer does not know ("Marguerite", not "Osaka")."""
    return is_name(fields) and place_at(fields["name"]) is None


# Places GeoNames knows that are everyday words too: typed in lower case they are the word
# ("out in nice weather", "back in bath", "in central"); with a capital they are the place.
PLACE_WORDS = (
    frozenset(
        """bath mobile nice orange reading split male mango mary delta central metro norman kent florence lincoln
    concord columbia corona cork derby durham independence sale deal bury hull march wells hope bell best bend bear
    bush bank boom along anew airport victoria union mission temple liberty commerce enterprise opportunity
    paradise surprise normal pleasant eagle spring summit plenty""".split()
    )
    | ENGLISH_WORDS
)


def typed_place(text: str) -> str | None:
    """The known place a phrase typed in lower case starts with ("montreal is freezing" ->
    "Montreal", "austin tx fwiw" -> "Austin"), unless it is short or an everyday word too
    ("out in nice weather", "in bed by ten")."""
    known = place_at(text.title())
    if known is None or len(known) < 4 or known.lower() in PLACE_WORDS:
        return None
    return known


def is_place(fields: dict) -> bool:
    """The place is known (its state or country kept where _fields kept one: "Portland, Oregon")."""
    place = fields["place"]
    found = typed_place(place) if place[:1].islower() else (place if with_country(place) == place else place_at(place))
    fields["place"] = found or ""
    return found is not None


def capitalised(fields: dict) -> bool:
    """A place is written with a capital ("Lisbon", not "the office" nor "my home country"),
    or typed in lower case and known to the gazetteer ("living in lisbon" -> "Lisbon")."""
    place = fields.get("place", "")
    typed = place[:1].islower() or (place.isupper() and len(place) > 3)  # "lisbon", or shouted: "A TOTAL MESS"
    if typed and (known := typed_place(place)) is not None:
        fields["place"] = place = known
    elif typed:
        return False
    return place[:1].isupper() and place.lower() not in NOT_NAMES and not place.startswith("User")


def names_an_aim(fields: dict) -> bool:
    """A wish that is a goal ("I want to learn Italian this year"), not a passing want ("I
    want to know how this works", "I'm trying to sort out my week")."""
    said = fields["said"]
    about_someone_else = re.search(r"\b(?:you|your)\b", said, re.I)
    return bool(GOAL_MARK.search(said)) and not about_someone_else and len(said.split()) >= 4


def all_typed_names(fields: dict) -> bool:
    """Each of a list of names typed after "called" is a name ("Salem and Binx", "peanut")."""
    return all(is_typed_name({"name": name}) for name in re.split(r",\s*| and ", fields["names"]))


def is_typed_name(fields: dict) -> bool:
    """A word after "my boyfriend" or "my dog" typed as a name in lower case ("tomás"), not
    the verb or adverb that follows the noun ("my dog is", "my boyfriend always")."""
    word = fields["name"].lower()
    if word in ANIMALS or f"{fields.get('noun', '')} {word}".lower() in ANIMALS:  # "springer spaniel", "shiba inu"
        return False
    return is_name(fields) and word not in AFTER_A_NOUN and not word.endswith(("ity", "ness", "ment", "tion", "sion"))


def is_first_name(fields: dict) -> bool:
    """A word typed where a name goes that is a first name Faker lists ("leopold", "siobhan"),
    not a state or an everyday word ("i'm tired", "i'm here", "i'm will")."""
    return is_name(fields) and known_first_name(fields["name"])


def typed_as_name(word: str) -> bool:
    """A word typed in lower case where a name goes is one unless it is a common word or reads as a state
    ("maybe", "whenever", "ruined"), and is no first name Faker lists ("kelly", "will" are)."""
    if not word.islower():
        return True
    return not everyday_word(word) and (is_name({"name": word}) or known_first_name(word))


def is_name(fields: dict) -> bool:
    """A word after "I'm" that is a name, not a state ("i'm tired", "i'm worried"); of a name in two words, the
    first is the one that would be the state ("Wei Ling" is a name)."""
    word = fields["name"].lower()
    first = word.split(" ", 1)[0]
    return word not in NOT_NAMES and not first.endswith(("ing", "ly", "ed", "ful", "ous", "ive", "less"))
