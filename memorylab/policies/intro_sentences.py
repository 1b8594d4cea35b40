"""Where a message is cut into the sentences and clauses that are read one by one for what the
speaker says about themselves (see :func:`memorylab.policies.extract.extract_rules`)."""

from __future__ import annotations

import re

from memorylab.policies.first_names import everyday_word
from memorylab.policies.intro_shape import HELLO
from memorylab.policies.intro_subject import with_subject

# "im": "I'm" without its apostrophe
FIRST_PERSON = re.compile(r"\b(?:I|I'm|I've|I'd|my|My|me|Me|we|We|our|Our|im|Im)\b")
GREETING_ONLY = re.compile(
    rf"^(?:{HELLO}|(?:nice|pleased|good|lovely|great) to meet (?:you|ya))(?: there| all)?$",
    re.I,
)
# A name and "here" before what they say: "kenji here, software tester at a bank" (two clauses)
HERE_FIRST = re.compile(r"(?P<head>\s*(?:(?:yo|hi|hey|hiya|hello),? )?(?P<name>[\w'-]+) here)\s*,\s*(?=\S)", re.I)
# Words before the first statement that say nothing themselves: "quick q, I'm Ayo".
LEAD_IN = re.compile(
    r"^(?:(?:a |one )?quick (?:q|one|question|thing)|first things first|first off|firstly|ok(?:ay)? so|so|right"
    r"|anyway|honestly|fyi|btw|ps|um+|uh+|erm|well|ok(?:ay)?|alright|sorry|oh|ah|lol|haha"
    # a jest taken back: what follows is meant ("nah kidding, I live in Asunción")
    r"|(?:(?:nah|no|lol|haha|ok),? )?(?:just |only )?(?:kidding|joking|jk))$",
    re.I,
)
SUBJECT_ONLY = re.compile(r"^(?:me|my \w+(?: \w+)?|[A-Z]\w+)$", re.I)
# Where one sentence holds two statements: ", I ...", "... and my ..." (not "... and my face swells"), "so I ...".
REQUEST_FIRST = re.compile(
    r"^(?:please |pls |can you |could you )?(?:recommend|suggest|give me|help me|tell me|find me|write|plan)\b", re.I
)
# Words that say nothing before a statement inside a long message: "..., anyway I'm Marisol", "..., the thing is I'm a
# freelance sound engineer", "rude 😤 ok fine I'm Yui" (read without them: extract.extract_rules).
FILLER = (
    r"(?:anyway|anyways|anyhow|ok(?:ay)?(?: fine| so| well)?|fine|well|right|the thing is|thing is|the truth is"
    r"|truth is|the point is|to be fair|tbh|honestly|basically|for context|fwiw|long story short|oh and|oh"
    # an apology for how one types: "sorry for the typos, its Mirela btw"
    r"|(?:sorry|apologies|excuse|forgive|pardon) (?:for |me for )?(?:the |my |any )?(?:typos?|spelling|english"
    r"|grammar|bad english|broken english|caps|formatting|long message|essay|rant|ramble|late reply))"
)
EMOJI = r"[\U0001F000-\U0001FFFF\u2600-\u27BF\uFE0F\u200D]"
CLAUSE_BREAK = re.compile(
    r"(?:\s*,\s*(?:and\s+|but\s+|so\s+)?|\s+(?:and|but|also|plus|so)\s+|\s+[—–]\s+|\s+--?\s+)"
    r"(?=(?:(?:now|but now|these days|nowadays),? )?(?:I|I'm|I've|i|i'm|i've|my|My|we|We)\b)"
    r"(?!my (?:face|throat|lips|tongue|mouth|skin|eyes) (?:swells?|closes?|blows?|puffs?|goes)\b)"
    # "latex and I don't get along": one subject
    r"(?!(?<=and )I (?:just |really )?(?:don't|do not|never|dont) (?:get (?:along|on)|mix|agree)\b"
    r"|(?<=and )I (?:are|aren't|were|have been|'ve been)\b)"
    # after a comma, a dash or an emoji, a filler first ("..., anyway I'm Marisol", "rude 😤 ok fine I'm Yui")
    rf"|(?:\s*,\s*|\s+[—–]\s+|\s*{EMOJI}+\s*)(?=(?:{FILLER},? )?(?:I|I'm|i|i'm|my)\b|(?:the )?name's (?-i:[A-Z]))"
    r"|\s+but\s+(?=(?:now |currently )?(?:working|living|based|studying)\b)"
    # a clause without its subject after a comma ("Born in Lagos, living in Rotterdam"), and a
    # second time of day or week ("Nights I stack shelves, days I'm a student")
    r"|\s*,\s*(?=(?:now |currently |still )?(?:living|based|working|studying)\b)"
    r"|\s*,\s*(?=(?:days|nights|weekends|weekdays|mornings|evenings) I\b|the (?:youngest|eldest|oldest) (?:is|'s)\b)"
    # an allergy or intolerance said after a comma: "Leilani here, severe shellfish allergy"
    r"|\s*,\s*(?=(?:(?:severe|mild|bad|serious|nasty|slight) )?(?:[\w-]+ )?(?:[\w-]+ (?:allergy|intolerance)"
    r"|intolerant)\b)"
    # the speaker's work said as what they speak as: "My patients keep asking me ..., so as their GP I'd like ..."
    r"|\s*,\s*(?:and\s+|but\s+|so\s+)?(?=(?:as|being) (?:an?|the|their|your) )"
    # a request after a spaced dash: "Name's Bronwyn, from accounts — could you rephrase this?"
    r"|\s+[—–]\s+(?=(?:could|can|would|will|what|how|why|is|are|do|does|should|any)\b)"
)


# A sentence ends at its stop (not a dot inside a word: "B.Tech", "3.5") or a line's end (an emoji that ends
# one is a stop by then: intro_clause.normalise); a spaced dash starts a new statement ("I'm Ayo btw — I teach maths").
# An aside in brackets is inside its sentence, its stops too: "I'm head chef now (got promoted!!!) and ...".
SENTENCE = re.compile(
    r"(?:(?<=\w )\([^()\n]{1,80}\)|[^.!?\n;]|(?<=\b\w)\.(?=\w)|(?<=\d)\.(?=\d)"
    # a title's dot before a name: "sign off as Dr. Oluwaseun Adeyemi", "Mrs. Patel here"
    r"|(?:(?<=\bDr)|(?<=\bMr)|(?<=\bMrs)|(?<=\bMs)|(?<=\bProf)|(?<=\bSt))\.(?= (?-i:[A-Z]))"
    r"|(?<=\b[ap]\.m)\.(?= (?-i:[a-z])))+[.!?]*"  # "yoga at 7 a.m. each weekday": the hour's dot, mid-sentence
)


# An aside in brackets where a sentence starts is a sentence of its own: "(name's Mateo btw) what's a good split",
# "(teacher here, year 4) need a fun lesson", "How do I write a lab report? (Chem major, sophomore.)"
OPENING_ASIDE = re.compile(r"(?:^|(?<=[.!?])|(?<=[.!?]\s))\s*\((?P<inside>[^()\n]{2,120}?)\s*(?P<stop>[.!?]*)\)")


def _opening_asides_apart(text: str) -> str:
    """``text`` with the brackets of each opening aside turned to a space and a stop (same length)."""
    return OPENING_ASIDE.sub(
        lambda m: m.group(0).replace("(", " ", 1)[:-1] + ("." if not m.group("stop") else " "), text
    )


def sentences(text: str) -> list[tuple[int, int, str]]:
    """(start, end, clause) for each sentence, line, or clause of ``text`` that starts a new
    statement about the speaker ("Hi, I'm Priya, I work at a bakery" gives three). A comma
    splits only after a clause that already spoke in the first person (or a bare greeting),
    so "Every morning, I cycle" stays whole."""
    text = _opening_asides_apart(text) if "(" in text else text
    out = []
    for match in SENTENCE.finditer(text):
        begin = match.start()
        head = HERE_FIRST.match(match.group(0))  # "kenji here, software tester at a bank, been living in ..."
        if head and not everyday_word(head["name"].lower()):  # a name: not "Vegetarian here, so no meat please"
            _keep(out, text, begin, begin + head.end("head"))
            begin += head.end()
        for brk in CLAUSE_BREAK.finditer(match.group(0)):
            if match.start() + brk.start() <= begin:
                continue
            left = text[begin : match.start() + brk.start()]
            conjunction = "," not in brk.group(0)
            if SUBJECT_ONLY.match(left.strip()) and not GREETING_ONLY.match(left.strip()):
                continue  # "me and my sister run ...", "my wife and I ..." is one subject
            lead = left.strip(" ,")
            if (
                conjunction
                or FIRST_PERSON.search(left)
                or GREETING_ONLY.match(lead)
                or LEAD_IN.match(lead)
                or REQUEST_FIRST.match(lead)  # "Recommend some books for a long flight, I'm flying to Lisbon ..."
                or subjectless(left)
                or re.match(r"[\w'-]+(?: [\w'-]+)? here$", lead)  # "Leilani here, severe shellfish allergy"
            ):
                _keep(out, text, begin, match.start() + brk.start())
                begin = match.start() + brk.start() + (len(brk.group(0)) - len(brk.group(0).lstrip(" ,—–-")))
        _keep(out, text, begin, match.end())
    return out


def subjectless(clause: str) -> bool:
    """A clause about the speaker with the "I" or the "my" left out ("Born in Lagos", "been nursing 30 years",
    "wife = Chioma")."""
    said = clause.strip()
    return with_subject(said).startswith(("I", "my ")) and not said.startswith(("I", "my "))


def _keep(out: list, text: str, start: int, end: int) -> None:
    raw = text[start:end]
    stripped = raw.strip(" \t,")
    if stripped:
        at = start + raw.index(stripped)
        out.append((at, at + len(stripped), stripped))
