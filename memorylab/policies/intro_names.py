"""The shapes of how people say their name and what they like to be called ("Hi, I'm Priya",
"the name's Rosalind", "siobhan here", "Farhan, that's me", "call me Bea", "it's Sandro to
my friends"), part of the table in :mod:`memorylab.policies.introductions`."""

from __future__ import annotations

import re
from dataclasses import replace

from memorylab.policies.first_names import ENGLISH_WORDS, known_first_name
from memorylab.policies.intro_shape import (
    ANY_NAME,
    GREETING,
    NAME,
    TITLE,
    Shape,
    is_first_name,
    is_name,
    not_a_place,
    words_pattern,
)
from memorylab.policies.intro_words import AFTER_A_NOUN, ANIMALS, ASIDES, JOB_TITLES, NOT_NAMES, PET_DOINGS, RELATIVES
from memorylab.policies.places import known_countries, place_at

# Words after a name that are not a second one: "refer to me as Dr. Feldman throughout"
LATER = (
    r"(?:throughout|instead|please|pls|only|then|too|though|thanks|lol|haha|now|here|ok|okay|btw"
    r"|mostly|usually|mainly|normally|generally|anyway|nowadays|everywhere|online|at work)\b"
)
TITLES = frozenset(t.lower() for t in JOB_TITLES)
# A name for the night only: "call me Batman tonight"
FOR_NOW = r"(?:tonight|today|this (?:evening|weekend)|for (?:today|tonight|now|the (?:day|night|evening|weekend)))\b"
GO_WITH = r"but (?:honestly |really |you can |feel free to |just |please )*(?:go with|call me|use) "


def _short_name(fields: dict) -> bool:
    """The short name beside the whole one, capitalised as the whole one is ("raf" -> Raf)."""
    short = fields["short"]
    fields["short"] = short[:1].upper() + short[1:]
    return all(known_first_name(n) or is_name({"name": n}) for n in (short, fields["name"]))  # "Fred" ends in -ed


def not_a_title(fields: dict) -> bool:
    """A name before "here", not a job ("Nurse here"), a group ("Team Alpha here") nor a two-word place ("New York")."""
    name = fields["name"]
    wrong = name.lower() in TITLES | set(RELATIVES) or name.split()[0].lower() in NOT_SIGNED  # "Mum here"
    return not wrong and (" " not in name or place_at(name) is None)  # one word is a name even as a town: "Yuki"


# In order; within a rule, the first shape that reads the clause wins.
# fmt: off
NAME_SHAPES: tuple[Shape, ...] = (
    # --- name
    # "its raf btw, short for rafael", "I'm Sasha, which is short for Alexandra": both names
    Shape("name", "User's name is {short}, short for {name}", "name",
          rf"\b(?:I'm|im|I am|it's|its|call me|name's|name is) (?P<short>{ANY_NAME})(?: btw| by the way| lol)?,?"
          rf" (?:it's |its |which is |that's )?short for (?P<name>{ANY_NAME})\b", 0.9,
          check=_short_name),
    # "The name is Okafor, Chidinma Okafor": the surname, then the whole name
    Shape("name", "User's name is {name}", "name",
          rf"\bthe name(?:'s| is) (?P<last>{NAME}), (?P<name>{NAME} (?P=last))\b", 0.9),
    Shape("name", "User's name is {name}", "name",
          rf"\b(?:my (?:real |full |actual |legal |first |good |proper )?name is|(?:^{GREETING}|my (?:real |full "
          r"|actual |legal |good |proper )?|the) ?name's|the name is"
          rf"|my names(?= (?-i:[A-Z])))\s+(?P<name>{ANY_NAME}"
          rf"(?:(?-i: [A-Z][\w'-]+){{1,3}}| (?!{ASIDES}$)[a-z]+$)?)(?![\w'-])(?!\s+(?:\d|to(?:day|night)\b))", 0.9),
    Shape("name", "User's name is {name}", "name",
          rf"^(?:{GREETING}(?:I'm|I am|this is|it's me,?|it is me,?)|{GREETING.removesuffix('?')}(?:it's|it is))"
          rf"\s+{TITLE}"
          rf"(?P<name>{NAME}(?: {NAME})?)(?:\s+(?:here|writing|typing|speaking|from (?:the )?[\w-]+(?: [\w-]+)?))?"
          r"\s*(?:[,!.;(—–].*|\s+-\s.*|\s+(?:btw|by the way)\b.*)?$", 0.9),
    Shape("name", "User's name is {name}", "name",
          rf"^{GREETING}(?:I'm|I am|it's|it is|its)\s+(?P<name>{ANY_NAME})\s+(?:here|btw|by the way|lol|haha)\b", 0.9,
          check=lambda f: is_name(f) and (len(f["name"]) > 4 or known_first_name(f["name"]))),  # not "its lit lol"
    # after a greeting, a name typed in lower case and the clause ends: "yo it's dimitri, first time here"
    Shape("name", "User's name is {name}", "name",
          rf"^{GREETING.removesuffix('?')}(?:I'm|I am|it's|it is|its)\s+(?P<name>{ANY_NAME})\s*(?:[,!.]|$)", 0.9,
          check=is_name),
    # mid-clause: "... and oh I'm Rafael btw", "my username's darkstar99 but irl i'm Tomasz", "I am called Kenji"
    Shape("name", "User's name is {name}", "name",
          rf"\b(?:oh|and|anyway|also|btw|ps|irl|in real life),? (?:I'm|I am)\s+(?P<name>{NAME})"
          r"(?:\s+(?:btw|by the way|here|lol|haha)\b|\s*[,.!]|$)", 0.9, check=is_name),
    Shape("name", "User's name is {name}", "name",
          rf"\bI(?:'m| am) (?:called|named) (?P<name>{NAME}(?: {NAME})?)", 0.9),
    Shape("name", "User's name is {name}", "name",
          rf"^{GREETING.removesuffix('?')}(?:I'm|I am)\s+(?P<name>{ANY_NAME})\s*(?:[,!.].*|\s+and\b.*)?$", 0.9,
          check=is_name),
    Shape("name", "User's name is {name}", "name",
          rf"^(?:I'm|I am)\s+(?P<name>{ANY_NAME}),\s*(?:\d|from\b|and\b)", 0.9, check=is_name),
    Shape("name", "User's name is {name}", "name",
          rf"^{GREETING}(?:this is |it's |it is )?{TITLE}(?P<name>{NAME}(?: {NAME})?)(?: \([^()]{{1,40}}\))?"
          r" (?:here|speaking|this side|checking in|reporting in)\b(?!')",
          0.9, check=not_a_title),
    Shape("name", "User's name is {name}", "name",
          rf"^{GREETING}(?:me|myself),? (?P<name>{NAME}(?: {NAME})?)(?:\s*[,.!]|$)", 0.9),
    # a name given with the one to use instead: "it's Grzegorz, but honestly just go with Greg"
    Shape("name", "User's name is {name}", "name", rf"\b(?:it's|its|it is) (?P<name>{NAME}),? {GO_WITH}{NAME}\b", 0.9,
          check=not_a_place),
    Shape("called", "User's name is {name}", "name", rf"\b(?:it's|its|it is) {NAME},? {GO_WITH}(?P<name>{NAME})\b", 0.9,
          check=not_a_place),
    # a name said first and owned after it: "Ingrid, that's my name", "Marisol is my name"
    Shape("name", "User's name is {name}", "name",
          rf"^{GREETING}(?P<name>{NAME}(?: {NAME})?),? (?:that's|that is|is|'s) (?:my name|the name)\b", 0.9),
    Shape("name", "User's name is {name}", "name",
          rf"^{GREETING}(?P<name>{NAME}(?: {NAME})?),? (?:that(?:'s| is)|is|'s) me\b(?! done)", .9, check=not_a_place),
    # trailing: "Oh and it's Tobias, by the way"
    Shape("name", "User's name is {name}", "name",
          rf"^(?:(?:oh|and|so|anyway|also|ps|btw)[,\s]+)*(?:it's|it is) (?P<name>{NAME}),?\s+(?:by the way|btw)\b", 0.9,
          check=not_a_place),
    # a name and how to say or spell it: "Before we start - it's Siobhan, pronounced shi-VAWN"
    Shape("name", "User's name is {name}", "name",
          rf"\b(?:it's|its|it is|I'm|I am|my name is|name's) (?P<name>{NAME}),? (?:pronounced|spelt|spelled"
          r"|spelling)\b",
          0.9, check=not_a_place),
    # "it's Fatima again", "Greetings from Marguerite, a retired librarian" (a name, not a place)
    Shape("name", "User's name is {name}", "name", rf"^(?:it's|it is) (?P<name>{NAME}) (?:again|back)\b", 0.9),
    Shape("name", "User's name is {name}", "name",
          rf"^{GREETING}(?:it's|it is|its) (?P<name>{ANY_NAME}) (?:again|back)\b", 0.9, check=is_first_name),
    Shape("name", "User's name is {name}", "name", rf"^{GREETING}from me,? (?P<name>{NAME})\b", 0.9),
    # a returning speaker: "Ravi again!", "Ravi from yesterday here", "Jess btw" (a first name Faker lists)
    Shape("name", "User's name is {name}", "name",
          rf"^{GREETING}(?P<name>{ANY_NAME}) (?:again|back again"
          r"|from (?:yesterday|earlier|before|last (?:time|week|night)|the other day)(?: here| again)?|btw|by the way)"
          r"\b(?:\s*(?:$|[,.!;:)-])|\s+(?:here|with|back|lol|haha)\b)", 0.9,
          check=lambda f: is_first_name(f) and not_a_place(f)),
    Shape("name", "User's name is {name}", "name",
          rf"^(?:greetings|hello|hi|love|cheers|regards) from (?P<name>{NAME})(?:,|[.!]*$)", 0.9, check=not_a_place),
    # typed in lower case, a first name Faker lists: "hey im leopold but ...", "i'm leo", "siobhan here"
    Shape("name", "User's name is {name}", "name",
          rf"^(?:{GREETING}(?:I'm|I am)|{GREETING.removesuffix('?')}(?:it's|it is))\s+(?P<name>{ANY_NAME})"
          r"(?=\s*(?:[,!.]|$)|\s+(?:and|but|btw|by the way|here|from|aka|though)\b)", 0.9, check=is_first_name),
    Shape("name", "User's name is {name}", "name",
          rf"^{GREETING}(?:this is |it's |it is )?(?P<name>{ANY_NAME}) (?:here|speaking|typing)\b(?!')", 0.9,
          check=is_first_name),
    # "sorry forgot to introduce myself, im Wei Ling!"
    Shape("name", "User's name is {name}", "name",
          rf"\bintroduc(?:e|ed|ing) myself\W*\s*(?:I'm|I am|my name is|my name's|it's)\s+"
          rf"(?P<name>{NAME}(?: {NAME})?)\b",
          0.9, check=not_a_place),
    # "I'm oksana, nice to meet you": the greeting after it says the word is a name
    Shape("name", "User's name is {name}", "name",
          rf"^(?:I'm|I am)\s+(?P<name>{ANY_NAME}),?\s+(?:nice|pleased|good|lovely|great) to (?:meet|e-meet)\b", 0.9,
          check=is_name),
    # "first name's Mateusz", "parents named me Xiomara", "I was named Ada after my gran"
    Shape("name", "User's name is {name}", "name",
          rf"^{GREETING}(?:first|given|full) name(?:'s| is|:|,)?\s+(?P<name>{NAME}(?: {NAME})?)", 0.9),
    Shape("name", "User's name is {name}", "name",
          r"\b(?:(?:my )?(?:parents|mum|mom|dad|mother|father|folks) (?:named|called) me|I was named)"
          rf" (?P<name>{NAME})\b", 0.9),
    # "sign any letters you draft for me as Farid Haddad": the name to sign with
    Shape("name", "User's name is {name}", "name",
          r"\b(?:sign|signed) (?:(?:any|the|all|my|these|those|it|them|off)\b[\w ]{0,40}? )?(?:off )?as"
          rf" {TITLE}(?P<name>{NAME}(?: {NAME})?)\s*[.!]*$", 0.9, check=not_a_place),
    # in the speaker's own language: "mon nom est Jean-Baptiste", "me llamo Lucía", "ich heiße Jonas"
    Shape("name", "User's name is {name}", "name",
          r"\b(?:mon nom est|mon nom c'est|je m'appelle|me llamo|mi nombre es|ich heiße|ich heisse|mein name ist"
          rf"|mi chiamo|il mio nome è|meu nome é|o meu nome é|eu me chamo|ako si) (?P<name>{NAME}(?: {NAME})?)", 0.9),
    # "yes that's me, Gwen from the last chat"
    Shape("name", "User's name is {name}", "name",
          rf"\b(?:that's|thats|that is|it's|its) me,? (?P<name>{NAME})\b(?! (?:and|or)\b)", 0.9,
          check=lambda f: is_name(f) and not_a_place(f)),
    # a form filled in: "Name: Tomasz Kowalczyk."
    Shape("name", "User's name is {name}", "name", rf"^(?:full )?name\s*[:=-]\s*(?P<name>{NAME}(?: {NAME})?)", 0.9),
    # what they like to be called: with a name above, "User's name is Mariana; User goes by Mari"
    Shape("called", "User's name is {name}", "name",
          r"\b(?:(?<!what to )(?<!how to )call me|i go by|known as|(?:address|refer to) me as|sign(?:ing|ed) off as"
          r"|(?:people|folks|everyone|everybody|friends|they|most people|my friends)"
          rf" (?:just )?(?:call|calls|know|knows) me(?: as)?)\s+{TITLE}"
          rf"(?!{LATER})(?P<name>{ANY_NAME}(?:(?-i: [A-Z][\w'-]+)| (?!{LATER}|{FOR_NOW})[a-z]+$)?)"
          rf"(?![\w'-])(?!\s+{FOR_NOW})", 0.9),
    Shape("called", "User's name is {name}", "name",
          r"\b(?:people|folks|everyone|everybody|friends|most people|my friends|my family) (?:just )?(?:say|says|use)"
          rf" (?P<name>{NAME})\b", 0.9),
    Shape("called", "User's name is {name}", "name",
          r"\b(?:people|folks|everyone|everybody|friends|most people|my friends|my family) (?:just )?(?:say|says|use)"
          rf" (?P<name>{ANY_NAME})\b", 0.9, check=is_first_name),
    # "it's Leo to friends", "Sandro to my mates", "or Pri for short"
    Shape("called", "User's name is {name}", "name",
          rf"\b(?:(?:it's|its|it is|but|or|just|though) )?(?P<name>{ANY_NAME}) to (?:my |most |all my |all )?"
          r"(?:friends|mates|everyone|family|people|pals)\b", 0.9, check=is_first_name),
    Shape("called", "User's name is {name}", "name",
          rf"\b(?:it's|its|it is|but|or|just|though) (?P<name>{ANY_NAME}) for short\b", 0.9, check=is_name),
    Shape("called", "User's name is {name}", "name",
          rf"(?:\bbut|\bplease|\bjust)[,\s]+(?:just\s+)?(?P<name>{NAME}) (?:is fine|is good|works|will do)\b", 0.9),
)
# fmt: on


# A name signed at the end of a message: "thx!! lifesaver — Inês", "much appreciated. Tadhg",
# "... - Sven", "Best regards, Olu", "Regards, Kwame", "Best, Hannah" (a sentence's first word: not
# "you're the best, Hannah"), "x Rhiannon", "... lol. Cheers, Tendai" (thanks after the message). After a
# dash (or a kiss) or on its own after thanks; not "thanks, Sarah" alone (that thanks someone by name); a
# word, a title, a place or an assistant's name is no signature.
SIGNED = re.compile(
    r"(?:(?:^|\s)(?:[-—–~]+\s*|(?-i:x{1,3})\s+)"
    r"|(?P<thanks>(?:\b(?i:regards|best wishes|kind regards|warm regards|best regards|many thanks|sincerely|warmly"
    r"|yours truly)|(?:^|[.!?]\s*)(?i:best|all the best)"
    r"|(?:(?<=[.!?] )|(?<=\n))(?i:cheers|thanks|thank you|thx|ta|thanks again|thanks so much))[,!.]*\s+)"
    rf"|[.!]\s+)(?P<name>{NAME}(?: {NAME})?)\s*[.!]*\s*$"
)
THANKED = re.compile(r"\b(?:thanks|thank you|thx|ty|cheers|appreciated?|lifesaver|legend|grateful)\b", re.I)
NOT_SIGNED = frozenset(
    "claude chatgpt gpt gemini siri alexa copilot bard assistant bot ai buddy mate pal dear team everyone all guys"
    " folks family friends management staff anonymous".split()
)


def _no_name(name: str, first: str) -> bool:
    """A word no message is signed or opened with as a name: an addressee ("team"), an
    everyday word ("Thanks"), a place ("Paris")."""
    return first in NOT_SIGNED or first in ENGLISH_WORDS or bool(place_at(name))


SENT_FROM = re.compile(r"\s*\(?\s*sent from my [\w ]{2,30}\)?\s*$", re.I)


def signed_name(message: str) -> tuple[str, tuple[int, int]] | None:
    """The name a message is signed with and where, if it ends with one (see SIGNED)."""
    message = SENT_FROM.sub("", message.rstrip()).rstrip()  # "- Lachlan (sent from my iPhone)"
    start = max(0, len(message) - 80)  # a signature is at the end: search only there
    at = SIGNED.search(message, start)
    if at is None:
        return None
    name = at.group("name")
    first = name.split()[0].lower()
    if _no_name(name, first) or not is_name({"name": first}):
        return None
    dashed = at.group(0).lstrip()[:1] in "-—–~x"  # a dash, or a kiss: "thanks, that's perfect! x Rhiannon"
    thanked = THANKED.search(message[: at.start()])
    # "cheers. Tadhg", "... — Inês" after thanks; "see you then - Sven" a name Faker lists; not "thanks. Great"
    signed_off = at.group("thanks") is not None  # "Kind regards, Olu"
    if not (signed_off or (thanked and (dashed or known_first_name(first))) or (dashed and known_first_name(first))):
        return None
    return name, at.span("name")


# A name spelt out after it ("it's Sean. S-E-A-N."), or to sign a draft or a signature with ("sign it off from me -
# Callum Fraser", "email signature? should say Priyanka Deshmukh"): across sentences or in a request.
_SIGNATURE = r"\b(?:e-?mail )?signature\b(?:(?!\bfor\b)[^.!\n]){0,40}?(?:should (?:say|read)|that says|to say|[:?])"
SPELT = re.compile(
    rf"\b(?:(?:it's|its|it is|I'm|I am|my name is|name's|the name's)\s+)?(?P<name>{NAME})[.!,:]?\s+(?:that's |it's "
    r"|spelt |spelled )?(?P<letters>(?:[A-Za-z][-. ]){2,}[A-Za-z])(?![\w'])"
    rf"|(?:\bsign (?:it|this|that|them|the (?:email|letter|message|note|card))? ?off (?:from me|as|with)|{_SIGNATURE})"
    rf"\s*[-—–:,]?\s*(?P<signed>{NAME}(?: {NAME})?)\b(?!\s*(?:'s|and|or)\b)"
)


def given_name(message: str) -> tuple[str, tuple[int, int]] | None:
    """A name spelt out after it (the letters must be its own), or the name to sign a draft with."""
    for at in SPELT.finditer(message):
        if at.group("signed"):
            name = at.group("signed")
            first = name.split()[0].lower()  # a first name Faker lists, or a first and last name
            if not _no_name(name, first) and (known_first_name(first) or " " in name):
                return name, at.span("signed")
        elif re.sub(r"[-. ]", "", at.group("letters")).lower() == at.group("name").lower():
            return at.group("name"), at.span("name")
    return None


# A message that opens with a bare name before telling who they are: "Greta. Chemistry teacher, Hamburg."
HEADED = re.compile(r"^\s*(?P<name>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+(?:-[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)?))\s*[.!]\s+\S")


def headed_name(message: str) -> tuple[str, tuple[int, int]] | None:
    """The name a message opens with as a sentence of its own, if it is a first name Faker
    lists and no everyday word or place ("Greta." yes; "Thanks.", "Paris." no). Kept only when
    the rest of the message tells something about the speaker (the caller decides)."""
    at = HEADED.match(message)
    if at is None:
        return None
    name = at.group("name")
    first = name.lower()
    if _no_name(name, first) or not known_first_name(first):
        return None
    return name, at.span("name")


# Someone the user names inside a question: "me and my girlfriend Saoirse are going to Portugal, Porto or Lisbon
# first?" says who Saoirse is, whatever is asked. Not a name being chosen ("should I call my cat Luna?").
OWN_ONES = words_pattern(RELATIVES + ANIMALS)  # the user's people and animals, as a pattern (voice.WHO_IS_MY too)
_CLOSE = r"(?:little|big|older|younger|baby|twin|eldest|youngest|new|old|elderly|lovely) "
_WHO = r"(?P<name>[^\W\d_][\w'-]*)"
# the speaker's own people and animals, named later by "his name is" / "her names" (not a colleague's, nor
# when someone else's news came between: "my dog loves my friend's baby, her name is Ada")
_KIN = (
    r"boyfriend|girlfriend|bf|gf|husband|hubby|wife|partner|fianc[ée]e?|mum|mom|mother|dad|father|amma|appa|son"
    r"|daughter|sister|brother|grandma|grandad|grandpa|nan|nana|granny|aunt|auntie|uncle|stepdad|stepmum|stepmom"
)
_NOT_KIN = r"friend|colleague|boss|neighbou?r|engaged|married|baby|got an?|adopted"
_KIN_TITLES = r"grandma|grandpa|grandad|granddad|granny|gran|nana|nanna|nonna|nonno|uncle|auntie|aunty|aunt|abuela"
_KIN_TITLES += r"|abuelo|(?:big|little|baby|older|younger) (?:sister|brother|sis|bro)|step(?:daughter|son|mum|mom|dad)"
# One of the user's people or animals and its name side by side, in the ways people write it inside a request: "my
# girlfriend Saoirse", "my father, Gerald,", "Oskar, my dachshund", "jess (my gf)", "ziggy (bearded dragon, 4yo)",
# "Sam's my partner", and a kin title before a name ("grandma rosa"). Each with the words it needs, searched first (a
# pattern with the whole list of relatives and animals costs about 0.1 ms a message; most messages hold none).
NAMED_BESIDE = tuple(
    (re.compile(needed, re.I), re.compile(pattern, re.I))
    for needed, pattern in (
        (
            r"\bmy ",
            rf"\bmy (?:{_CLOSE})?(?P<noun>{OWN_ONES})(?: of (?:\d+|[a-z]+) (?:years?|yrs|decades?))?,? {_WHO}",
        ),
        (
            r"\(",
            rf"\b{_WHO},? \((?:my |our )?(?:{_CLOSE})?(?P<noun>{OWN_ONES})\b"  # not "(my niece named her)"
            r"(?!\s+(?:named|called|gave|got|chose|picked|bought|found)\b)[^)]*\)",
        ),
        (
            r", (?:my|our) ",
            rf"(?:^|[,:;(]\s*|\b(?:about|for|with|and|of|is|meet|because|but|so|since|as) ){_WHO}, (?:my|our)"
            rf" (?:{_CLOSE})?(?P<noun>{OWN_ONES})\b",
        ),
        (
            r"(?:'s| is) my ",
            rf"\b{_WHO}(?:'s| is) my (?:{_CLOSE})?(?P<noun>{OWN_ONES})\b(?!['’])",  # not "is my dad's favourite"
        ),
        (
            rf"\b(?:{_KIN_TITLES}) ",
            rf"(?<!\bthe )(?<!\ba )(?<!\byour )(?<!\bhis )(?<!\bher )(?<!\btheir )(?<!'s )\b(?P<noun>{_KIN_TITLES})"
            rf" {_WHO}",
        ),
        # told by what follows the name (zero-width, so that every word is tried as the name):
        # "Ngozi and I — we've been married three years", "mateo is 6 ... i'm his mum", "Walking Luna ... she's a husky"
        (
            r"\band I\b",
            rf"(?:^|[.?!—–-]\s+){_WHO} and I\b[^.?!]{{0,40}}?\b(?:we've been|we have been|we're|we are|we got"
            r"|have been|'ve been|are|will have been|'ll have been|got) (?:happily )?"
            r"(?P<noun>married|engaged|together)\b",
        ),
        (
            r"\b(?:his|her) (?:mum|mom|dad|father|mother|mam|mama|papa)\b",
            rf"(?:^|[.?!]\s+){_WHO}\b[^?!]{{0,120}}?\b(?:I'm|I am|im|as) (?P<noun>his|her)"
            r" (?:mum|mom|dad|father|mother|mam|mama|papa)\b",
        ),
        (
            r"\b(?:she|he)(?:'s| is) ",
            rf"\b(?={_WHO}\b(?! (?-i:[A-Z]))[^.?!]{{0,60}}?\b(?:she|he)(?:'s| is) (?:an? |my )(?:[\w-]+ )?"
            rf"(?P<noun>{words_pattern(ANIMALS)})\b"
            r"(?! (?:person|people|lover|fan|mum|mom|dad|owner|sitter|walker|lady)))",
        ),
        # "my boyfriend's a chef ... (his name is Olu btw)", "gf is veggie ... her names leila"
        (
            r"\b(?:his|her) name(?:'s|s| is)\b",
            rf"(?:\bmy |^)(?:{_CLOSE})?(?P<noun>{_KIN}|{words_pattern(ANIMALS)})\b"
            rf"(?:(?!\b(?:{_NOT_KIN})\b).){{0,160}}?\b(?:his|her) name(?:'s|s| is) {_WHO}",
        ),
        # "my dog (Biscuit, a beagle)"; "my cat ... sofa? Miso is two and very stubborn"
        (
            r"\bmy [\w -]+ \(",
            rf"\bmy (?:{_CLOSE})?(?P<noun>{OWN_ONES}) \({_WHO}\b",
        ),
        # "sister (Yuki) is getting married", "gf (Zainab) wants to learn to drive": said without "my"
        (
            r"\(",
            rf"(?:^|[.?!]\s+)(?:{_CLOSE})?(?P<noun>{OWN_ONES}) \({_WHO}\)",
        ),
        (
            r"\bmy .*[.?!]\s+\S+ (?:is|was|just turned|turns) ",
            rf"\bmy (?:{_CLOSE})?(?P<noun>{OWN_ONES})\b[^.?!]{{0,80}}[.?!]\s+{_WHO} (?:is|was|just turned|turns)"
            r" (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b",
        ),
    )
)
_BESIDE = (0, 1, 9, 10)  # the patterns with the name right beside "my dog": a capital there names even a word
# what a name told by what follows it is: "his mum" -> his son
_NOUN_FOR = {"married": "spouse", "engaged": "fiance", "together": "partner", "his": "son", "her": "daughter"}
# Choosing a name ("should I name my puppy Rex or Max?", "names for my cat"), not a wifi network's name.
CHOOSING_A_NAME = re.compile(
    r"\b(?:name|call|rename) (?:my|our|the|a|an|him|her|it|them|this)\b|\bnaming\b|\bcalling\b"
    rf"|\bnames? (?:ideas? )?for (?:my |our |a |an |the )?(?:new |baby |little )?(?:{OWN_ONES})\b"
    r"|\bwhat (?:to|should|could|would) (?:I |we )?(?:name|call)\b",
    re.I,
)


def _pet_named(noun: str, name: str, after: str) -> bool:
    """An everyday word typed in lower case right after "my cat" is the animal's name when
    what follows is something the animal does ("my cat biscuit keeps", "my rabbit thumper
    chewed"), not part of a thing ("my cat food smells", "my dog walker keeps")."""
    word, nxt = name.lower(), after.split(None, 1)
    return (
        noun in ANIMALS
        and word not in AFTER_A_NOUN
        and not word.endswith(("s", "ed", "ing", "ly"))
        and bool(nxt)
        and nxt[0].lower().strip(",.!?") in PET_DOINGS
    )


def named_beside(text: str) -> list[str]:
    """Each of the user's people or animals that ``text`` names beside its name, written as the
    introductions table reads it best ("jess (my gf)" -> "my gf Jess"). A name is written with
    a capital or is a first name Faker lists ("my twin ellie"); a word that is no name ("my
    cat food", "my dad is") is not one."""
    out: list[str] = []
    for j, (needed, pattern) in enumerate(NAMED_BESIDE):
        for m in pattern.finditer(text) if needed.search(text) else ():
            name, noun = m.group("name"), m.group("noun").lower()
            noun = _NOUN_FOR.get(noun, noun)
            word = name.lower() in ENGLISH_WORDS  # "Biscuit" after "my dog"; "Honestly, my dad": no name
            # "my cat biscuit keeps puking": a pet's name in lower case, told by what the animal does
            pet = j == 0 and _pet_named(noun, name, text[m.end() :])
            if (
                name.lower() in NOT_NAMES
                or name.lower() in AFTER_A_NOUN  # "my dog walker keeps cancelling"
                or name.lower() in known_countries()
                or (word and not pet and (j not in _BESIDE or not name[:1].isupper()))
            ):
                continue
            capital = name[:1].isupper() and (j in _BESIDE or m.start("name") > 0)
            if not pet and not known_first_name(name) and not capital:
                continue  # a capital that only starts the text ("Honestly, my dad ...") names no one
            phrase = f"my {noun} {name[:1].upper()}{name[1:]}"
            if phrase not in out:
                out.append(phrase)
    return out


def named_in_question(question: str) -> list[str]:
    """The phrases of ``question`` naming the user's people or animals ("my girlfriend Saoirse"), each for the table."""
    if CHOOSING_A_NAME.search(question):
        return []
    return named_beside(question)


FORMAL = re.compile(r"\b(?:real|full|legal|actual|proper|birth|given|official) name\b", re.I)


def one_name(found: list, message: str) -> list:
    """Two names in one message ("the name's Rosalind but my friends just say Ros") are one
    memory, "User's name is Rosalind; User goes by Ros", not a second that supersedes the first;
    the formal one first wherever it was said ("I go by Sunny, my real name is Sunniva").
    ``found``: the extraction's candidates (each with ``text``, ``key`` and ``span``)."""
    names = [c for c in found if c.key == "name" and c.text.startswith("User's name is ")]
    if len(names) < 2:
        return found
    formal = [c for c in names if c.span and FORMAL.search(message[c.span[0] : c.span[1]])]
    if formal and formal[0] is not names[0]:
        names.remove(formal[0])
        names.insert(0, formal[0])
    first, *later = names
    called = [c.text.removeprefix("User's name is ") for c in later]
    text = first.text + "".join(
        f"; User goes by {n}" for n in called if not re.search(rf"\b{re.escape(n)}\b", first.text)
    )
    spans = [c.span for c in names if c.span]
    span = (min(a for a, _ in spans), max(b for _, b in spans)) if len(spans) == len(names) else first.span
    merged = replace(first, text=text, span=span)
    return [merged if c is first else c for c in found if c not in later]
