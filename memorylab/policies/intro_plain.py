"""A lasting statement about the speaker whose words no cue files: the general reader's last resort.

:mod:`memorylab.policies.intro_cues` keeps a first-person clause when a cue word says its kind (a job title,
an animal, an allergen, a routine's time). People say much more that lasts in words no list holds: "I speak
Portuguese at home", "I restore old clocks in the shed", "I have a black belt in judo", "I grew up in a village
near Hexham", "my dentist is Dr Lindqvist". This module says whether a clause, already through the gates of
:mod:`memorylab.policies.intro_clause` (hypotheticals, moods, plans for now, someone else's facts), is such a
statement by its grammar, not its nouns: the speaker as the subject and a verb in the simple present (what one
does or has, as a rule), a past that lasts (grew up, did a degree, went back to study), or one of the speaker's
own things with its name or number.

What the grammar lets in and the talk of a chat is full of is turned away by the verb: what one thinks, feels,
wants or says ("I think ...", "I need ...", "I mean ..."), a thing had for now ("I have a question", "I have a
meeting"), and a clause too short to say anything on its own.
"""

from __future__ import annotations

import re

from memorylab.policies.intro_shape import words_pattern
from memorylab.policies.intro_words import ANIMALS, KIDS, RELATIVES
from memorylab.policies.phrasing import ADVERBS as PHRASING_ADVERBS
from memorylab.policies.phrasing import UNCONJUGATED

# Verbs whose simple present is a thought, a feeling, a wish or a speech act in the moment, not a fact that lasts.
NOT_LASTING = frozenset(
    """am be is are was were think thought guess know mean want need wish hope wonder feel like love hate prefer
    enjoy adore miss see hear heard say said tell told ask asked bet reckon suppose believe agree disagree promise
    swear understand remember forget forgot get got gotta gonna wanna try tried just really actually totally
    can could will would should must might may shall do did does dont don't can't cannot won't didn't doesn't
    have had has go went come came look looked let make made take took give gave put keep kept find found use
    used read appreciate apologise apologize admit assume imagine recall realise realize notice doubt saw
    also still always never often sometimes usually now even only already recommend reccomend suggest tend start
    live stay drew sat held wrote ran began wore hit catch first dream admire support require request seek beg
    intend expect await kinda sorta""".split()
)
ADVERBS = rf"(?:(?!just |only |even )(?:{PHRASING_ADVERBS})\s+)?"  # "I just help out": said to play it down
# A past that is still so: where one grew up, a degree done, a return to study.
LASTING_PAST = re.compile(
    rf"^I (?:(?:{PHRASING_ADVERBS}) )?(?:grew up|did (?:my|a) (?:[\w-]+ )?(?:degree|masters?|master's"
    r"|phd|ba|bsc|ma|msc|diploma|apprenticeship)|went back to (?:uni|university|college|school|study)"
    r"|trained (?:as|in)|studied)\b",
    re.I,
)
# A thing had in a field: "I have a black belt in judo", "I have a diploma in horticulture" (not "I have a sore
# throat", "I have a meeting in 5 minutes", "I have a soft spot for ...": had for now, or a way of speaking).
HAD_IN_A_FIELD = re.compile(r"^I have (?:an?|my) (?:[\w-]+ ){0,2}?[\w-]+ in (?!(?:the|an?|my|\d)\b)[a-z]", re.I)
# One of the speaker's own things and its name: "my dentist is Dr Lindqvist", "my boat is called the Salty
# Pretzel"; or a size: "my shoe size is 9" (not "my dog is 30 kilos", "my sister is 30 minutes late").
OWN_THING_NAMED = re.compile(
    r"^my (?P<thing>(?:[\w-]+ ){0,2}?[\w-]+) (?:is|'s) (?:called |named )?"
    r"(?:(?-i:Dr|Mr|Mrs|Ms|Prof)\.? +(?-i:[A-Z])\w+|(?:the )?(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)*)"
    r"|^my (?:[\w-]+ )?size is (?:a |an )?(?:uk |us |eu )?\d{1,2}(?:\.5)?\b(?! ?(?:am|pm|:|%))",
    re.I,
)
# Whose name is not the speaker's thing to tell here: a relative or an animal (the table reads those, and "my wife
# is Netflix" is a joke), a name said already, a time, a flight, a plan ("my flight is BA123", "my exam is Monday").
NOT_OWN = re.compile(
    rf"(?:^|\s)(?:{words_pattern(RELATIVES + KIDS + ANIMALS)}|pet|rock|plant|flight|train|bus|exam|test|appointment"
    r"|meeting|interview|shift|deadline|birthday|password|order|booking|reservation|job|title|question|answer|guess"
    r"|point|bet|plan|day|week|weekend|name|surname|nickname|favou?rite|fave|team|car|phone|laptop|code|username"
    r"|email|handle|address)$",
    re.I,
)
# An object that makes the verb a way of speaking: "I speak my mind", "I drive myself crazy", "I speak from
# experience", "I ride my luck" (what one does to one's own things is read by the table: "I walk my dog"); a verb
# after it says the first word was a noun ("work has become my whole life", read as "I work has ...").
IDIOM_OBJECT = re.compile(
    r"^(?:my|myself|me|your|you|from|it|that|this|them|the idea|the point|has|is|was|are|were|have|had)\b", re.I
)
# A time to come or an hour: "I have a layover in Zurich tomorrow", "I have a piano lesson at 5".
LATER = re.compile(
    r"\b(?:tomorrow|tmrw|tonight|next \w+|this (?:week|weekend|month)"
    r"|at (?:[01]?\d|2[0-4])(?:[:.]\d\d)? ?(?:am|pm)?)(?!\w)",  # an hour, not an age ("went back to uni at 45")
    re.I,
)


def lasting(rest: str) -> str | None:
    """What of ``rest`` (a clause from its first-person subject, already through the gates) states something
    that lasts about the speaker by its grammar alone: the clause, or one's own thing up to its name."""
    if LATER.search(rest):
        return None
    rest = re.sub(r"^I dey ", "I ", rest)  # Pidgin: "I dey sell fabric" is "I sell fabric"
    if LASTING_PAST.match(rest) or HAD_IN_A_FIELD.match(rest):
        return rest
    if named := OWN_THING_NAMED.match(rest):
        return None if named.group("thing") and NOT_OWN.search(named.group("thing")) else named.group(0)
    verb = re.match(rf"^I {ADVERBS}(?P<verb>[a-z]+) (?P<object>\S+ \S+)", rest)
    if not verb or IDIOM_OBJECT.match(verb.group("object")):
        return None
    word = verb.group("verb")
    if word == "do":  # "I do the crossword", not "I do think so" nor "I do plumbing jobs around the house myself"
        return rest if verb.group("object").startswith(("the ", "a ")) else None
    said = len(word) > 2 and word not in NOT_LASTING | UNCONJUGATED and not word.endswith(("ed", "ing", "ly"))
    return rest if said else None
