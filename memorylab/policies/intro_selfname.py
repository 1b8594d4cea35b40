"""A first name the speaker ties to themselves somewhere in a message, read when no shape read a name.

The shapes of :mod:`memorylab.policies.intro_names` each read one way of giving a name ("I'm Priya", "siobhan
here"); people give theirs in many more, mostly inside something else: "Shane here, reckon you could ...",
"just put Kwame Mensah at the top since thats me", "my parents really named me Bao", "(btw most ppl just say
Seun ...)", "account holder is myself, Venkatesh Iyer", "xoxo, Brianna 💕", "... -jake". This reader is general
in the other direction: a word is a candidate only if it is a first name Faker lists (no everyday word, place or
assistant), and it is the speaker's only if a *cue* beside it ties it to them: a word after it that says the
speaker is present ("here", "speaking", "typing"), a word before it that says it is what the speaker is called
("named me", "my passport says", "myself,"), "that's me" after it, a name of the speaker's own ("my name
... it's literally just Tom"), a profile in brackets ("(Ingrid, 41, Oslo)"), or a sign-off at the
message's end. A name spelt out after it ("Tomasz, T-O-M-A-S-Z") is read by intro_names.given_name, and "Born
Patrick, ..." by a shape of the table (BORN_SHAPES, below).

Nothing is read from a message that plays a part or writes an example ("pretend I'm a customer named Greg", "a
placeholder like Jane Smith"), nor a name said right after one of the speaker's people ("my twin Liam").
"""

from __future__ import annotations

import re

from memorylab.policies.first_names import ENGLISH_WORDS, everyday_word, known_first_name
from memorylab.policies.intro_names import NOT_SIGNED
from memorylab.policies.intro_shape import HELLO, JOB, NAME, TITLE, Shape, is_name, not_a_place
from memorylab.policies.intro_words import DAYS_AND_MONTHS, RELATIVES
from memorylab.policies.places import major_cities, place_at
from memorylab.policies.prefilter import anchors, could_hold, fold, needs

# A first name, and a family name after it ("Margaret Ellison", "Xin Yi"); the first is checked against Faker.
WHO = rf"(?P<name>{NAME})(?: (?P<last>{NAME}))?"
_OPEN = r"(?:^|[,:;(—–]\s*|\s[-~]\s*|[.!?]\s+)"  # where a clause opens
_GREET = (
    r"(?:(?:hey|hi|hello|hiya|yo|g'day|gday|gm|morning|evening|ok|okay|so|um+|right)\b[^.!?\n]{0,16}?"
    r"(?:[,!.—–-]+|\s[^\w\s,]+|\s{2,})\s*)*"  # "hey :)" is "hey   " once normalised
)
# "nurse Anneliese speaking", "vet Maria here", "Mrs. Adaeze Okafor writing" (a title's dot is a space by now)
_ROLE = rf"(?:(?:{JOB}|dr|prof|pastor|sister|brother|captain|mrs|mr|ms|miss|mx)\.?\s+)?"
_ME = r"(?:me|who I am|who i am|my name)"

# Each cue, and how much it says: 2, that the word is what the speaker is called ("named me Bao", "Tavita's the
# name", "myself, Venkatesh Iyer"): any word that is no everyday one; 1, that the speaker is the one named ("...,
# that's me", a sign-off): any such word that is no place either; 0 ("... here", "my name ... X"): a first name
# Faker lists that is no place.
# fmt: off
CUES: tuple[tuple[re.Pattern, int], ...] = tuple((re.compile(p, re.I), says) for p, says in (
    # present in the chat: "Shane here, reckon ...", "nurse Anneliese speaking lol", "this is Hamish typing"
    (rf"{_OPEN}{_GREET}(?:this is |it's |its |it is )?{_ROLE}{WHO} (?:here|speaking|typing|writing(?: in)?|again)"
     r"(?=\s*(?:[,.!?:;)—–-]|$|\s(?:lol|haha|btw|and|but|so|from|with|on|,)\b))", 0),
    # said to be the speaker after it: "put Kwame Mensah at the top since thats me", "Lorenzo, that's me"
    # ... or the sentence after it ends there: "Before anything else: Ngozi. That's me.", "Can you sign the letter
    # off from Marguerite? That's me, the one who's been complaining ..."
    (rf"\b{WHO}\b(?:[^.!?\n]{{0,80}}?\b|[.!?]+\s+(?:yep,? |yes,? |yeah,? )?)(?:that's|thats|that is|which is|and that's"
     rf"|that be) {_ME}(?=\s*(?:[,.!)]|$|\s(?:lol|haha|btw|tho|though|pls|please|obviously|obvs|ofc)\b))", 1),
    # a name and how it is spelt: "it's Deepika, with an 'a' at the end", "pronounced Nee-av but spelled Niamh"
    (rf"\b(?:it's|its|it is|I'm|I am|name's|name is) {WHO},? with (?:an? |one |two |double )?'[A-Za-z]{{1,2}}'", 2),
    (rf"\b(?:it's|its|it is|I'm|I am|name's|name is) {WHO},? with (?:an? |one |two )?[A-Za-z] (?:on|at) the end\b", 2),
    # said late, by the way: "thanks for earlier! oh and it's Ngozi btw"
    (rf"[.!?]\s+(?:(?:oh|and|also|anyway|btw),? )+(?:it's|its|it is) {WHO},? (?:btw|by the way)\b", 1),
    (rf"\bpronounced [\w' -]{{1,30}}?,? but (?:it's |its )?(?:spelled|spelt|written) {WHO}\b", 2),
    # "its Kalinda, spelled with a K not a C", "it's Dmytro, with the y and no i"
    (rf"\b(?:it's|its|it is|I'm|I am|name's|name is) {WHO},? (?:spel+(?:ed|t) )?with (?:an? |one |two |double |the )"
     r"'?[A-Za-z]'?(?=[\s,.!]|$)", 2),
    # said to be back: "ya boi Kwame is back with another question", "me again!! Camila 💃"
    (rf"\b(?:ya|yer|your|ur) (?:boi|boy|girl|gal|guy) {WHO}\b", 2),
    (rf"^\W*{_GREET}(?:it's |its )?me again\b[\s,.!—–-]*{WHO}\b(?!'s)", 1),
    # "Tavita's the name", "Dolly is my name"
    (rf"\b{WHO}(?:'s| is) (?:the|my) name\b", 2),
    # what the speaker is called: "my parents named me Bao", "Mum named me after her favourite singer, so yeah, Dolly"
    (rf"\b(?:named|christened|called) me\b[^.!?\n]{{0,50}}?\b{WHO}\b(?!'s)", 2),
    (rf"\b(?:ppl|people|everyone|everybody|friends|most (?:ppl|people|folks)|(?:all )?my (?:friends|mates|colleagues"
     rf"|coworkers|family))(?: at (?:the |my |work\b)[\w ]{{0,20}}?| here)? (?:just )?(?:say|call me|calls me"
     rf"|know me as|knows me as) {WHO}\b", 2),
    # a name of one's own: "my own name is so boring, it's literally just Tom", "rejecting my name leh, Xin Yi got ..."
    # (not "my name isn't Alex", "my name's not Jessica")
    (rf"\bmy (?:own |real |full |actual |first |legal )?name\b(?! (?:for|of|on|in|with|and)\b)"
     r"(?!(?:'s|\s+(?:is|was))?(?:n't|\s+not|\s+never)\b|\s+(?:ain't|isnt)\b)[^.!?\n]{0,40}?"
     rf"(?<!\bwith )(?<!\band )(?<!\bto )(?<!\bfor )(?<!\blike )(?<!\bthan )\b{WHO}\b(?!'s)", 0),
    (rf"\bmy (?:passport|id|ID card|licen[cs]e|birth certificate|badge|name ?tag|certificate) (?:says|said|reads)"
     rf" {WHO}\b", 2),
    # "the account holder is myself, Venkatesh Iyer", "introducing myself since you keep calling me 'user': Fatima."
    (rf"\b(?:is|it's|it is) myself,? {WHO}\b", 2),
    (rf"\b(?:introducing|introduce) myself\b[^.!?\n]{{0,60}}?[:—–-]\s*{WHO}\b", 2),
    # a newcomer's bare signature: "sven. new here.", "Aroha! first time using this"; where replies go: "please
    # address all future responses to Dr. Anand Raghunathan"
    (r"^\W*(?P<name>[^\W\d_][\w'-]+)(?P<last>)[.!,]+\s+(?:I'm |im |I am )?(?:new here|new to (?:this|the app|all this)"
     r"|first time (?:here|on here|using this|trying this))\b", 0),
    (rf"\baddress (?:all |any )?(?:future |further )?(?:responses|replies|correspondence|emails|letters|me) (?:to|as)"
     rf"\s+{TITLE}{WHO}\b", 2),
    # an e-mail's header: "From: Beatriz Souza"
    (rf"^\W*from:\s*{WHO}\b", 1),
    # a message that opens with the name and goes on: "Hey, Haruto (people at work say Harry)", "hey chat, Sione from
    # Auckland, need ...", "Chidi. Just Chidi."; not a name one writes to ("Hey Rosa!", "Sarah (my sister) ..."), nor
    # a name and a comma: between friends that is mostly the friend ("Caroline, congrats!", 31 of LoCoMo's turns)
    (rf"(?:^|[.!?]\s+)\W*{_GREET}{TITLE}{WHO}(?=\s*\((?!(?:my|our|a|an|the|his|her)\b)"
     r"|\s+(?:from (?-i:[A-Z])|(?:checking|writing|reporting) in\b))", 0),
    # ... or later, after what one is called: "Bartholomew on the birth certificate but if you call me that I'll
    # ignore you. Barty. only Barty."
    (rf"(?:^\W*{_GREET}|\b(?:name|call me|called|certificate|passport)\b[^\n]{{0,120}}?[.!?]\s+)(?P<name>{NAME})"
     r"(?P<last>)\.\s+(?:just|only|simply) (?P=name)\b", 2),
    # the name after saying one is new: "hi im new here. Cormac. what can u do"
    (rf"\b(?:I'm |im |I am )?new (?:here|to this)[.!,]+\s+{WHO}[.!]", 1),
    # a form filled in as oneself: "Filling this out as Ngozi Adeyemi-Hart (Ngozi = first name ...)"
    (rf"\bfilling (?:this|it|the form|these|the forms) (?:out|in) as {WHO}\b", 2),
    # "Hiya, it's Gwen (Gwenllian if you're being posh)", "it's Tavita btw"
    (rf"^\W*{_GREET}(?:it's|its|it is) {WHO}"
     r"(?=\s*\(|\s+(?:here|again|btw|lol|from)\b|,\s+(?:with|from|need|quick|just)\b)", 0),
    # a form's field or a booking: "Name: Yerlan Nurlanovich", "first name Olumide", "Who's asking: Fatima Al-Sayed",
    # "put the reservation under Mehmet"
    (rf"(?:(?:^|[.!?\n]\s*|\bmy (?:\w+ )?|,\s*)(?:first |given |full )?name|\bwho(?:'s| is) asking)\s*[:=]\s*"
     rf"{TITLE}{WHO}\b", 2),
    (rf"\bfirst name,? {WHO}\b", 2),
    (rf"\b(?:reservation|booking|table|order|appointment|it|that) under (?:the name )?{WHO}\b", 1),
    (rf"\bbook (?:it|a table|us|me) (?:in )?under (?:the name )?{WHO}\b", 1),
    # a name put right: "you keep calling me Sara. it's Zara, with a Z", "not Jon, John", "writing Dimitri but it's
    # Dmitri"
    (rf"\b(?:calling|call|calls|writing|write|writes|spell|spells|spelling|spelt|spelled|say|says|saying)(?: me)?"
     rf" '?{NAME}'?[^.!?\n]{{0,40}}?(?:[.,;]|\bbut\b)\s*(?:it's|its|it is|actually|the name is)\s+{WHO}\b", 2),
    (rf"^\W*not {NAME},? {WHO}\b", 2),
    # "call me Darren can?", "Sign it off as Linh, it's from me", "Who am I? Emeka, your biggest fan"
    (rf"(?<!n't )(?<!not )\bcall me {WHO}\b(?!,? (?:and|or|if|when|back|later|tomorrow|tonight|today|for (?:now"
     r"|today|tonight|the day|the night)|this (?:week|weekend|time|morning|evening))\b)", 2),
    (rf"\bsign(?:ed)?\b[^.!?\n]{{0,20}}? as {WHO}\b[^.!?\n]{{0,20}}\bfrom me\b", 2),
    (rf"\bwho am I\?\s*{WHO}\b", 2),
    # a dash before the name, kisses after: "thanks! - Priya x"
    (rf"\s[-—–~]\s*{WHO}(?:\s+x{{1,3}})?[^\w]*$", 0),
    # a profile in brackets: "(Ingrid, 41, Oslo)"
    (rf"\({WHO}, \d{{1,2}}\b", 1),
    # a sign-off at the end: "xoxo, Brianna 💕", "Yours faithfully, Margaret Ellison"
    # (not "see you later Joanna", "I love Joanna": a farewell or a love without a comma is to someone)
    (r"(?:\b(?:xoxo|xo|xx+|yours (?:faithfully|sincerely|truly)|sincerely(?: yours)?|warmly|respectfully|cordially"
     r"|with (?:thanks|gratitude|love))[,!.]*"
     r"|(?:^|[.!]\s+)(?:love|hugs|lots of love|much love|take care|speak soon|talk soon),)"
     rf"\s+{WHO}[^\w]*$", 1),
))
# fmt: on
# "... -jake": a first name in lower case after a dash at the very end
# (after a sentence's end or thanks: not "the answer is - john")
DASHED = re.compile(
    r"(?:^|[.!?)]\s*|\n\s*|\b(?:ty|thx|thanks|cheers|lol)\s+)[-—–~]\s?(?P<name>[a-z][a-z'-]{1,20})[^\w]*$"
)

# A profile given as a list where a clause opens: a name beside the speaker's age, job or order number ("Write a
# haiku about me: Anneliese, 34, hates mornings", "16 yr old, mateo, need a workout", "Amara, nurse, need tips",
# "Anjali Sharma, order #48213"); a name typed in lower case must be a first name Faker lists
_AGE = r"\d{1,2}\s*(?:yo|y/o|yrs? old|years? old|yr old)?"
_ITEM = rf"(?:{_AGE}|(?:an? )?(?:[\w-]+ )?{JOB}|order\s*(?:#|no\.?|number)\s*\d+)"
_LISTED = rf"(?!(?:{HELLO})\b)(?P<name>[^\W\d_][\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)"
_STARTS = rf"(?:^|[.!?:]\s+|\s[—–]\s+)\W*{_GREET}"  # not in brackets: "ferret owner here (Bandit, 2yo)"
PROFILE = tuple(
    re.compile(p, re.I)
    for p in (rf"{_STARTS}{_LISTED},\s*{_ITEM}(?=\s*[,.)]|\s*$)", rf"{_STARTS}{_ITEM},\s*{_LISTED}(?=\s*[,.)])")
)

# A message that plays a part, writes a story or an example: no name in it is the speaker's
NOT_OWN = re.compile(
    r"\b(?:role-?play(?:ing)?|pretend(?:ing)?|character|story|fictional|fiction|example|placeholder|dummy|sample"
    r"|template|persona|playing|D&D|npc|novel|screenplay|script|fake|made[- ]up|random names?|if I (?:were|was)"
    r"|if (?:my|I|I'm)|imagine|suppose|hypothetically|(?:don't|do not|never) (?:use|put|say|write) my)\b",
    re.I,
)
# Right before a name: one of the speaker's people, or someone else ("my twin Liam", "my coworker Raúl")
SOMEONE = re.compile(
    r"\b(?:my|our|his|her|their|your|the|a)\s+(?:[\w-]+\s+)?(?:twin|sister|brother|mum|mom|mother|dad|father|son"
    r"|daughter|wife|husband|partner|boyfriend|girlfriend|bf|gf|friend|mate|buddy|colleague|coworker|co-worker|boss"
    r"|manager|neighbou?r|cousin|aunt|auntie|uncle|nan|gran|grandma|grandpa|kid|baby|dog|cat|teacher|client"
    r"|customer|landlord|flatmate|roommate|niece|nephew|fianc[ée]e?|ex|children|twins|boys|girls)s?\s*[,(]?\s*$",
    re.I,
)
# No one's name: an assistant or an addressee (as for a signature), kin who sign as such ("xoxo, Mum"), a closing
# word ("Love, Imogen" is signed by Imogen), a day or a month that is no first name too (April, May, June, August are)
NOT_A_NAME = (
    NOT_SIGNED
    | frozenset(w.lower() for w in RELATIVES)
    | frozenset("love hugs cheers thanks regards best sincerely".split())
    | frozenset(DAYS_AND_MONTHS) - {"april", "may", "june", "august"}
)


# A name put right: "it's Ottoline btw, not Caroline" (the wrong one a first name: not "its Python, not Java")
CORRECTED = re.compile(
    rf"\b(?:it's|its|it is) {WHO}(?:,? (?:btw|by the way|actually|tho|though))?,? not (?P<wrong>{NAME})\b", re.I
)


def _corrected(message: str) -> tuple[str, tuple[int, int]] | None:
    for at in CORRECTED.finditer(message):
        if known_first_name(at.group("wrong")) and _own(_who(at), message[: at.start("name")], 1):
            return _given(at)
    return None


def _who(at: re.Match) -> str:
    """The name a match of WHO holds: the first name, and the family name after it if any."""
    return " ".join(filter(None, at.group("name", "last")))


def _given(at: re.Match) -> tuple[str, tuple[int, int]]:
    """The name a match of WHO holds, with a capital, and where it stands in the message."""
    name = _who(at)
    return name[:1].upper() + name[1:], (at.start("name"), at.end("last" if at.group("last") else "name"))


def _own(name: str, before: str, says: int) -> bool:
    """``name`` is no everyday word, day or assistant and not said of someone ("my twin Liam"), and what the cue
    ``says`` (see CUES) is enough for it."""
    first = name.split()[0]
    if first.lower() in NOT_A_NAME or first.lower() in ENGLISH_WORDS or SOMEONE.search(before[-40:]):
        return False
    if says == 2:
        return known_first_name(first) or not everyday_word(first.lower())
    if place := place_at(name):  # "Toronto? That's me" is no name; "Ngozi. That's me." is one, though a town is so
        return says == 1 and known_first_name(first) and place.lower() not in major_cities()
    return known_first_name(first) or (says == 1 and not everyday_word(first.lower()))


# What each cue cannot match without (see memorylab.policies.prefilter): most messages hold none of it.
_CUE_ANCHORS = tuple(anchors(needs(cue.pattern)) for cue, _ in CUES)


def self_named(message: str) -> tuple[str, tuple[int, int]] | None:
    """The name the speaker gives as their own somewhere in ``message`` (see the module's note), and where."""
    found = _found(message)
    return None if found is None or NOT_OWN.search(message) else found  # the message-wide check only when needed


def _found(message: str) -> tuple[str, tuple[int, int]] | None:
    """The first name a cue ties to the speaker, before the message-wide checks."""
    folded = fold(message)
    for (cue, says), wanted in zip(CUES, _CUE_ANCHORS):
        at = cue.search(message) if could_hold(folded, wanted) else None
        while at is not None:  # "If you need a name ..., put down Lorenzo, that's me": each word in turn
            if _own(_who(at), message[: at.start("name")], says):
                return _given(at)
            at = cue.search(message, at.start("name") + 1)
    if "not" in message and (corrected := _corrected(message)):
        return corrected
    for profile in PROFILE:
        for at in profile.finditer(message):
            name = at.group("name")
            typed = name[:1].isupper() or (known_first_name(name) and not everyday_word(name))
            if typed and _own(name, message[: at.start("name")], 1):
                return name[:1].upper() + name[1:], at.span("name")
    if (dashed := DASHED.search(message)) and not everyday_word(dashed.group("name")):
        word = dashed.group("name")
        if _own(word, message[: dashed.start("name")], 0):
            return word.capitalize(), dashed.span("name")
    return None


# A name read in the table of shapes, so that what the speaker goes by joins it: "I was born Sarah, but everyone
# calls me Sal" -> "User's name is Sarah; User goes by Sal", "Born Patrick, became Paddy at school"
BORN_SHAPES: tuple[Shape, ...] = (
    Shape("name", "User's name is {name}", "name", rf"(?:^|\bI was )born (?P<name>{NAME}),", 0.9, check=not_a_place),
    # the name on paper, beside the one people use: "me mates call me Bazza but it's Barry on the paperwork"
    Shape(
        "name",
        "User's name is {name}",
        "name",
        rf"\b(?:it's|its|it is|I'm|I am)\s+{TITLE}(?P<name>{NAME}(?: {NAME})?),? (?:on (?:the |my |all the |all my )?"
        r"(?:paperwork|papers|passport|forms?|documents|birth certificate|ID|licen[cs]e|driving licen[cs]e|payroll)"
        r"|officially|legally|on paper)\b",
        0.9,
        check=is_name,
    ),
)
