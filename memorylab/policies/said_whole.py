"""Clauses the rules left unread that may still be the speaker saying something lasting about themselves.

The rule path (:func:`memorylab.policies.extract.extract_rules`) stores a fact when one of its shapes reads it,
and every round of new shapes carried less to sentences nobody had foreseen: on fresh, varied batches it read
about half. This module reads no kind at all: it keeps a clause whose subject is the speaker ("I ...", "we ...",
"my job is ...", "Tromsø is where I live", "Me: 34, back at college", "been hard of hearing since birth") and
which says what lasts rather than what happened or is wanted ("I went", "I'd love", "I'm thinking of"), and
turns it into a memory in the speaker's own words.

Whether such a clause is worth remembering is not decided here: a clause this passes is compared with the
self-introductions the probe sets hold and the look-alikes they keep out, by meaning
(:mod:`memorylab.services.said_reader`), because "I'm now part of the fire-fighting brigade" and "I'm always up
for new book recommendations" have one shape and only one of them is a fact about the speaker.
"""

from __future__ import annotations

import re

from memorylab.policies.intro_clause import (
    DAYDREAM,
    JOKING,
    OTHERS,
    SARCASTIC,
    a_mood,
    about_someone_else,
    for_now,
    hypothetical,
)
from memorylab.policies.intro_cues import DENIED, END, NEGATED, ONCE
from memorylab.policies.intro_sentences import FIRST_PERSON, sentences, subjectless
from memorylab.policies.intro_subject import with_subject
from memorylab.policies.intro_words import KIDS, PARTNERS, RELATIVES
from memorylab.policies.phrasing import third_person

PEOPLE = "|".join(
    sorted(
        {w.replace("_", " ") for w in (*RELATIVES, *KIDS, *PARTNERS, *OTHERS, "family", "folks", "team", "people")},
        key=len,
        reverse=True,
    )
)
LEAD = (
    r"^(?:(?:ok|okay|so|well|yeah|also|and|plus|oh|btw|honestly|basically|currently|now|these days|nowadays|ngl"
    r"|tbh|fyi|lol|haha|long story short|anyway|for context|fwiw|yup|yep|sure|right|heads up|just so you know)[,:\s]+)*"
)
# The speaker as the subject: "I ...", "we're ...", "me and my ...", a label "Me: 34, ..."
SPEAKER = re.compile(LEAD + r"(?:I|I'm|Im|I've|ive|we|we're|we've|me and my|my \w+ and I|me:)(?=\s|$|,)", re.I)
# The speaker's thing as the subject, not a person of theirs: "my commute is 40 minutes", "our flat is tiny",
# "fave author is ..." (a favourite is the speaker's when nobody else is named)
MINE = re.compile(
    LEAD
    + r"(?:my|our|(?=(?:all-time )?(?:fave|favourite|favorite)\b)) ?"
    + rf"(?!(?:[\w-]+ ){{0,2}}(?:{PEOPLE})s?\b)(?:[\w-]+ ){{0,3}}?(?:is|are|=|:)\s",
    re.I,
)
# The speaker after the verb: "Tromsø is where I live now", "teal is my colour", "Koblenz is home"
IS_MINE = re.compile(
    r"\b(?:is|'s|are|=) (?:(?:hands[- ]down |easily |definitely |basically |literally |pretty much |kinda |kind of )?"
    r"my\b|where I\b|what I\b|home\b)",
    re.I,
)
# What keeps a fragment without a subject about a lasting state: "vegetarian since 2015", "always teal",
# "Thursdays 6-7pm = piano lesson"
LASTING_MARK = re.compile(
    r"\b(?:since|for (?:\d+|about|over|nearly|almost|a (?:year|month|week|decade|while|long time|few \w+)|years"
    r"|months|ages|decades) ?\w*|every|each|daily|weekly|always|usually|times a|\d+x a"
    r"|full[- ]time|part[- ]time|these days|lately|nowadays|now"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|weekdays|mornings|evenings|nights)\b",
    re.I,
)
# What is wanted, thought, felt, planned or happened once, said by the speaker: not a fact that lasts
NOT_LASTING = re.compile(
    LEAD + r"(?:I|we)(?:'m| am|'re| are)? (?:(?:\w+ly|sometimes|also|still|even|really|so) )*(?:think|guess|get it"
    r"|probably|understand|doubt|see|start to|hang out|'ve been there|have been there|hope|feel|wonder|know|mean"
    r"|need|want|wanna|have to|gotta|would|'d like|will|'ll|going|gonna|trying|looking|can't wait|just|was|were"
    r"|had|went|did|used to|tried|saw|watched|read|got|bought|made|took|found|heard|forgot|remember|love that"
    r"|agree|bet|suppose)\b",
    re.I,
)
PASSING = re.compile(
    r"\b(?:can|could|should|let's|lets|would|I'd|we'd|wanted|went|won|met|talked|stayed|sat|put|reached|explored"
    r"|tried|finished|started|visited|saw|watched|took|was|were|did|thought|decided|realized|set up"
    r"|realised|felt|learned|learnt)\b|!\s*$|^(?:take|let|check|look|thanks|thank|bye|see)\b",
    re.I,
)
PERFECT = re.compile(LEAD + r"(?:I|we)(?:'ve| have) been \w+ing\b", re.I)  # "I've been trying out ...": lately
# What the speaker did ("I volunteered", "we ran a charity race", "I've done an abstract painting"), or is
# doing now ("I'm getting creative", "I'm prepping for ..."): lasting only with a mark of it ("for 5 years")
DID = re.compile(
    LEAD + r"(?:I|we)(?:'ve| have| had)? (?:\w+ly |also |even |just |finally |already |never |all |both )?"
    r"(?:\w+ed|ran|heard|done|read|drew|wrote|sang|swam|began|ate|drank|flew|grew|spent|sent|built|lost|won|left"
    r"|told|said|sold|taught|caught|brought|fought|bought|thought|gave|kept|became|found|came|made|got|had)\b",
    re.I,
)
DOING = re.compile(
    LEAD + r"(?:I|we)(?:'m| am|'re| are) (?:\w+ly |also |still |even |now |just )*"
    r"(?!(?:living|working|studying|learning|training|volunteering|raising|renting)\b)\w+ing\b",
    re.I,
)
# A general remark with a gerund or "been" for its subject: "Trying local seafood is a must", "Been a while"
REMARK = re.compile(
    r"^(?:\w+ing\b[^,]*\b(?:is|are|was|'s)\b|been (?:a |an |such a |so |pretty |really |quite )(?:\w+ )?"
    r"(?:while|long|crazy|busy|rough|wild|hectic|tough|great|good|fun|minute|day|days|week|weeks|year|ride)\b)",
    re.I,
)
# Not the speaker's own lasting fact: someone else, a one-off, a quote, "right now"
ELSEWHERE = re.compile(
    r"\b(?:someone|somebody|everyone|anyone|any|rn|right now|once|never again|last night|quoting|ago"
    r"|last (?:mon|tues|wednes|thurs|fri|satur|sun)day|this weekend|tomorrow|next (?:week|month|year))\b"
    r"|^(?:watched|went|saw|read|had|did|was|were|got)\b",
    re.I,
)
OTHER_SUBJECT = re.compile(
    r"^(?:he|she|they|it|it's|its|this|that|that's|there|there's|you|your|u|ur|what|how|why|who|when|where"
    r"|which|is|are|do|does|did|can|could|would|will|should|any|here|here's)\b",
    re.I,
)
ADDRESSED = re.compile(r"\b(?:you|your|u|ur)\b|\?", re.I)
# What follows a statement and is not part of it: a reason, a condition, an aside ("..., just fyi if i go quiet")
# or a second statement with its own "I" ("..., and honestly I love it")
AFTER = re.compile(
    r",?\s+(?:if|when|unless|just fyi|fyi)\b.*$|,?\s+(?:and|but) (?:(?:honestly|really|also|now|so|still) )?I\b.*$",
    re.I,
)
COUNTED = re.compile(r"^(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|many)\b", re.I)
VERB = re.compile(r"\b(?:is|are|was|were|has|have|had)\b|'s\b", re.I)  # a remark: "Meal times are always fun"
# A request, not a statement: "write a poem where every line rhymes" was kept as "About User: Write a poem ..."
ASKED_FOR = re.compile(
    r"^(?:please |pls |plz )?(?:write|draft|compose|make|create|generate|give me|tell me|show me|list|explain"
    r"|summari[sz]e|translate|suggest|recommend|find|plan|describe)\b",
    re.I,
)
# A stay on a trip, not a home: "I'm in Kyoto for one night only on this trip", "here for the weekend"
ON_A_TRIP = re.compile(
    r"\b(?:for (?:one|a|two|three|\d+|a couple of|a few) (?:nights?|days?)\b|(?:on|for) (?:this|the|my|our) (?:trip"
    r"|holiday|vacation|visit|layover|stopover)\b|for the (?:weekend|night|day)\b|passing through\b|on a layover\b)",
    re.I,
)
MAX_WORDS = 40
# A label the speaker opens a message with, with no verb: "amateur astronomer; clear skies tonight", "night shift
# worker so I sleep 9am-4pm", "gluten-free due to coeliac, so ...", "fav colour teal". Not a greeting or a reply.
GREETED = re.compile(
    r"^(?:hey|hi|hiya|hello|yo|wow|whoa|thanks|thank|thx|good|great|nice|cool|awesome|oh|ok|okay|lol|haha|yes|yeah"
    r"|no|nope|sure|congrats|congratulations|happy|sorry|welcome|cheers|bye|dear|same|true"
    r"|totally|exactly|agreed|amazing|wonderful|love|aww|omg|hmm|um|well|anyway|quick|just)\b",
    re.I,
)
LABEL_WORDS = 8
EVENT = re.compile(r"\b(?:just|became|went|got|made|took|came|left|won|lost|had|did|was|were|finally|today)\b", re.I)
EMOJI_THEN = re.compile(r"\s*[\U0001F300-\U0001FAFF\u2600-\u27BF]+\s+(?=\w)")  # an emoji, then more words


def statement(clause: str) -> str:
    """The clause up to where its statement ends: "i have endometriosis and some weeks are rough, just fyi if
    i go quiet" -> "i have endometriosis and some weeks are rough"."""
    said = re.sub(LEAD, "", clause.strip(" .,-—–()"), flags=re.I)  # "ok so I work nights": not "ok"
    said = EMOJI_THEN.split(said)[0]  # "fav colour teal 💙 use it for my slides"
    return AFTER.sub("", END.sub("", said)).strip(" .,-—–()") or said


def about_the_speaker(clause: str, opening: bool = False) -> bool:
    """The clause says something lasting whose subject is the speaker (see the module's docstring). Its verb
    is read with the "I" a person left out put back ("just need the recipe" -> "I just need the recipe").
    ``opening``: the clause opens its message, where a label without a verb may stand ("night shift worker")."""
    said = statement(clause)
    if not 2 <= len(said.split()) <= MAX_WORDS or ADDRESSED.search(said) or OTHER_SUBJECT.match(said):
        return False
    if ASKED_FOR.match(said):
        return False
    full = with_subject(said)
    if hypothetical(full) or about_someone_else(said) or a_mood(full) or for_now(said) or ONCE.search(said):
        return False
    if ON_A_TRIP.search(said):
        return False
    if DENIED.match(full) or NEGATED.match(full) or JOKING.search(said) or DAYDREAM.search(said):
        return False
    if SARCASTIC.match(said) or ELSEWHERE.search(said) or NOT_LASTING.match(full) or PASSING.search(full):
        return False
    if (REMARK.match(said) and not IS_MINE.search(said)) or (
        (PERFECT.match(full) or DID.match(full) or DOING.match(full)) and not LASTING_MARK.search(said)
    ):
        return False
    if SPEAKER.match(said) or MINE.match(said) or subjectless(said) or IS_MINE.search(said):
        return True
    fragment = not FIRST_PERSON.search(said) and not COUNTED.match(said) and not VERB.search(said)
    # "vegetarian since 2015", not "three times a week"; a label only where the message opens
    return (fragment and bool(LASTING_MARK.search(said))) or (opening and a_label(said))


def a_label(clause: str) -> bool:
    """A label without a verb or a mark of lasting ("amateur astronomer", "fav colour teal"): the said reader
    keeps one only by a wider margin of meaning, since "Hey John" is as short."""
    said = statement(clause)
    return (
        2 <= len(said.split()) <= LABEL_WORDS
        and not subjectless(said)
        and not re.search(r"[=:]", said)  # "work = beekeeping" says what it is
        and not GREETED.match(said)
        and not re.search(r"\b(?:I|I'm|Im|I've|me)\b", said, re.I)
        and not COUNTED.match(said)
        and not VERB.search(said)
        and any(word[:1].islower() for word in said.split())  # not a name alone: "John Smith"
        and not re.search(rf"\b(?:{PEOPLE})s?\b", said, re.I)  # "my sister just became a firefighter": hers
        and not EVENT.search(said)
        and not LASTING_MARK.search(said)
        and not re.search(r"[!?,]", said)  # a label is one phrase: not "Stell dir vor, ich wäre Fluglotse"
    )


def unread_clauses(message: str, read: list[tuple[int, int]]) -> list[tuple[int, int, str]]:
    """(start, end, clause) of each clause of ``message`` that no span in ``read`` touches (what the rules read
    is theirs) and that :func:`about_the_speaker` keeps."""
    return [
        (start, end, clause)
        for start, end, clause in sentences(message)
        if not any(a < end and start < b for a, b in read) and about_the_speaker(clause, opening=not start)
    ]


def as_memory(clause: str) -> str:
    """The clause as a memory about "User", cut where the statement ends ("Tromsø is where I live now, so
    yeah, the dark months are very real" -> "Tromsø is where User lives now"); a fragment without the
    speaker in it is labelled ("always teal" -> "About User: Always teal")."""
    said = re.sub(r"^me:\s*", "User: ", with_subject(statement(clause)), flags=re.I)
    text = third_person(said).strip(" ,.")
    text = text[:1].upper() + text[1:]
    return text if "User" in text else f"About User: {text}"
