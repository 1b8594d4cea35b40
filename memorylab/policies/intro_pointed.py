"""A fact said in a shape that leans on what came before or on a label, put back into the words the table reads:

- a word pointing back to what the sentence before named: "how do I pronounce Saoirse? it's literally my name"
  -> "my name is Saoirse"; "what does an actuary do? I am one" -> "I'm an actuary"; "gift ideas for a
  grandmother? Mine, Oona, is turning 92" -> "my grandmother, Oona, is ..."; "insulate a houseboat? ours is moored
  near Utrecht" -> "our houseboat is moored near Utrecht";
- the speaker named as the one addressed: "the person you're talking to is Ravindra" -> "my name is Ravindra";
- a fact after a label and a colon: "work-wise: glassblower, mostly lab equipment" -> "I work as a glassblower";
  "home is a converted lighthouse ..." -> "I live in a converted lighthouse ...";
- a fact said bare before what it does to one: "tinnitus is driving me nuts", "migraines with aura about twice a
  month", "Hashimoto's means I'm tired" -> "my tinnitus ...";
- a study said by its subject before its kind: "lectures for my veterinary nursing diploma", "two years into a
  Japanese studies degree at SOAS" -> "I'm doing a diploma in veterinary nursing"; a course said bare at the start
  ("Part-time evening course in upholstery ... I've already ...") -> "I'm taking a part-time evening course in ...";
- a home of one's own beside its place: "our farmhouse outside Plovdiv has no heating" -> "I live in a farmhouse
  outside Plovdiv";
- one's role said as a participle opening the sentence: "Being a single dad to two girls, Wren and Juniper,
  mornings are chaos" -> "I'm a single dad to two girls, Wren and Juniper, ...".

Each rewrite needs the first person or the thing pointed back to; someone else's, a question in general, a wish or a
negation keeps its words. Hooked in :mod:`memorylab.policies.intro_refer`, after
:func:`memorylab.policies.intro_restate.restated`."""

from __future__ import annotations

import re
from collections.abc import Callable

from memorylab.policies.first_names import everyday_word, known_first_name
from memorylab.policies.intro_around import CONDITIONS
from memorylab.policies.intro_clause import about_someone_else, hypothetical
from memorylab.policies.intro_restate import restated
from memorylab.policies.intro_shape import JOB, NAME, not_a_job, words_pattern
from memorylab.policies.intro_worded import UNUSUAL_HOMES
from memorylab.policies.intro_words import DWELLINGS, RELATIVES
from memorylab.policies.phrasing import article

_ME = re.compile(r"\b(?:me|I|I'm|I've|I'd|myself)\b")
_OTHERS = re.compile(
    r"\b(?:my|our|his|her|their) (?:\w+ )?(?:friend|mate|sister|brother|mum|mom|dad|son|daughter"
    r"|wife|husband|partner|boss|colleague|neighbou?r|cousin|aunt|uncle|kid|child)'?s?\b",
    re.I,
)
# A job, or a word made like one: "glassblower", "mud logger"
_A_JOB = rf"(?:{JOB}|[a-z]{{3,}}(?:er|or|ist|ian))"
_KIN = words_pattern(RELATIVES) + r"|parents'?|family|folks|friend's|mate's"
_OWN = r"(?!(?:home|place|room)\b)"  # not "my parents' place", "back home"
_BOATS = re.compile(r"\b(?:houseboat|narrowboat|boat|barge)\b", re.I)
_HOMES = rf"(?:{DWELLINGS}|lighthouse|windmill|barn|chapel|yurt|castle|treehouse|tiny house|van|camper|schoolhouse)"
_PLACE = r"(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,2}"
_NUMBER = r"(?:\d+|a few|a couple of|one|two|three|four|five|six)"
# How far in one is: "week 3", "lesson 5", "6 weeks in"
_PROGRESS = r"\b(?:week|day|term|lesson|class|session|module) \d+\b|\b\d+ (?:weeks|lessons|classes|sessions) in\b"
_LEVELS = r"msc|ma|ba|bsc|mba|phd|pgce|masters?|bachelor's|master's"
_KINDS = r"(?:diploma|degree|certificate|apprenticeship|foundation degree|hnd|btec|course)"
_FREQUENCY = (
    r"(?:about |around |roughly |like |maybe )?(?:once|twice|three times|\d+ times|\d+x) (?:a|per|every) "
    r"(?:day|week|fortnight|month|year)"
)


def _name_before(sentence: str, previous: str) -> str | None:
    """ "asking bc it's literally my name" after a question that named Saoirse: the name it points back to."""
    if not re.search(
        r"^(?:\W*\w+ ){0,3}?(?:it's|it is|that's|that is|thats) (?:literally |actually |also |just "
        r"|quite literally )?my (?:own |actual |first |real )?name\b",
        sentence,
        re.I,
    ):
        return None
    said = re.findall(rf"(?<=[\w,] )({NAME})\b(?!'s)", previous)
    names = [n for n in said if known_first_name(n)] or [n for n in said if not everyday_word(n)]
    return f"my name is {names[-1]}" if names else None


def _job_before(sentence: str, previous: str) -> str | None:
    """ "what an actuary does? I am one": the job named before."""
    one = re.search(r"\bI(?:'m| am) (?:also |actually |myself )?one(?: myself)?\b(?! of\b)", sentence)
    jobs = re.findall(rf"\b(?:an?|the) ((?:[\w-]+ )?{JOB})\b|\b({JOB})\b", previous, re.I) if one else []
    jobs = [a or b for a, b in jobs]
    jobs = [j for j in jobs if not_a_job({"what": j})]
    if not jobs:
        return None
    job = jobs[-1].split()[-1] if not re.fullmatch(JOB, jobs[-1], re.I) else jobs[-1]
    job = job[:-1] if job.endswith("s") and not job.endswith("ss") else job
    return f"I'm {article(job)}{job}"


def _whose_before(sentence: str, previous: str) -> str | None:
    """ "Mine, Oona, is turning 92" after "a grandmother", "ours is moored ..." after "a houseboat"."""
    mine = re.match(r"^(?:and |but |well |lol |so )?(?P<whose>mine|ours)(?=,| is |'s | \()", sentence, re.I)
    said = re.findall(rf"\b({words_pattern(RELATIVES)}|{_HOMES})\b", previous, re.I) if mine else []
    if not said or hypothetical(previous):
        return None
    noun = said[-1].lower()
    noun = noun[:-1] if noun.endswith("s") and noun[:-1] in RELATIVES else noun
    return f"{'our' if mine['whose'].lower() == 'ours' else 'my'} {noun}{sentence[mine.end() :]}"


def _you_talk_to(sentence: str, previous: str) -> str | None:
    said = re.search(
        rf"\b(?:the )?(?:person|human|guy|girl|woman|man|one|user) (?:you're|you are|ur|youre) (?:talking|chatting"
        rf"|speaking) (?:to|with)(?: right now| here| rn| today)? is (?P<name>{NAME})(?!'s)\b(?! \w+'s\b)",
        sentence,
    )
    return None if not said or hypothetical(sentence) else f"my name is {said['name']}"


def _workday_before(sentence: str, previous: str) -> str | None:
    """ "ugh, another 14-hour day on the rig. being a mud logger is not as glamorous as it sounds": the job whose
    working day the sentence before was one of the speaker's own."""
    being = re.match(
        rf"^(?:\W*\w+,? )?being (?P<job>an? (?:[\w-]+ ){{0,2}}?{_A_JOB})(?= (?:is|isn't|ain't|was|has|sucks)\b)",
        sentence,
        re.I,
    )
    if not being or not not_a_job({"what": being["job"]}) or not WORKDAY.search(previous):
        return None
    return f"I'm {being['job']}"


# A working day of one's own: "another 14-hour day on the rig", "ugh, double shift at the hospital again"
WORKDAY = re.compile(
    r"^(?:\W*(?:ugh+|urgh|sigh|welp|so|and|oh),? )*(?:another|yet another|one more|back to back|long|double)"
    r" (?:[\w-]+ )?(?:day|shift|night|week) (?:on|at|in) (?:the|a) [\w -]{2,30}?\s*[.!]*$",
    re.I,
)


def _named_and_i(sentence: str, previous: str) -> str | None:
    """ "Kwabena and I — my husband, that is — are celebrating": who the name said before is, after a dash."""
    said = re.match(
        rf"^\W*(?:that's |i\.e\.? |aka )?my (?P<rel>{words_pattern(RELATIVES)})(?:,? that is\b|\s*[—–,)]|\W*$)",
        sentence,
        re.I,
    )
    name = re.search(rf"(?:^|\W)(?P<name>{NAME}) and I\W*$", previous) if said else None
    return f"my {said['rel']} is {name['name']}" if name else None


POINTING: tuple[Callable[[str, str], str | None], ...] = (
    *(_name_before, _job_before, _whose_before, _you_talk_to, _workday_before, _named_and_i),
)


def _doing(match: re.Match) -> str:
    if match.string[: match.start()].rstrip().endswith(("finished", "after", "completed", "dropped")):
        return match.string  # a study done or left
    at = f" {match['at']}" if match["at"] else ""
    return f"I'm doing {article(match['kind'])}{match['kind']} in {match['subject']}{at}"


def _lives(match: re.Match) -> str:
    on = "on" if _BOATS.search(match["home"]) else "in"
    return f"I live {on} {article(match['home'])}{match['home']} {match['rel']} {match['place']}"


# fmt: off
SAID_SO: tuple[tuple[re.Pattern, str | Callable[[re.Match], str]], ...] = (
    # "work-wise: glassblower, mostly custom lab equipment", "day job: paramedic"
    (re.compile(rf"^(?:(?:work|job|career|occupation)(?:-?wise)?|day job|for work|by trade)\s*[:—–]\s*(?:an? )?"
                rf"(?P<job>(?:[\w-]+ )?{_A_JOB})(?=\s*[,.;!]|\s*$)", re.I),
     lambda m: f"I work as {article(m['job'])}{m['job']}"),
    # "home is a converted lighthouse on the coast of Anglesey", "home's a narrowboat on the Thames"
    (re.compile(rf"^(?:home(?: is|'s| =|:)|my home is) (?=an? (?:[\w-]+ ){{0,2}}?{UNUSUAL_HOMES}\b)", re.I),
     "I live in "),
    # "tinnitus is driving me nuts", "Hashimoto's means I'm tired", "migraines with aura about twice a month"
    (re.compile(rf"^(?:(?:ugh+|sigh|so|honestly|and|my),? )*(?=(?:{CONDITIONS})(?: with [\w ]{{1,20}}?)?"
                rf"(?:\s+(?:is|are|has|have|means|keeps|makes|gives|driving|flaring|acting)\b(?=[^.!?]*{_ME.pattern})"
                rf"|\s+{_FREQUENCY}))", re.I), "my "),
    # "lectures for my veterinary nursing diploma", "two years into a Japanese studies degree at SOAS"
    (re.compile(rf"(?<!'s )(?:\b(?:for|through|into|during|of|with|on) my|\b{_NUMBER} (?:years?|months?|weeks?|terms?)"
                rf" into (?:an?|my)) (?!(?:old|former|first|previous|last|sister's|brother's)\b)"
                rf"(?P<subject>(?:(?!(?:own|new|current|the|a|an|{_LEVELS})\b)[a-z]+ ){{1,3}}?)(?P<kind>{_KINDS})\b"
                rf"(?: (?P<at>at (?-i:[A-Z])[\w&'-]+(?: (?-i:[A-Z])[\w&'-]+){{0,3}}))?", re.I),
     _doing),
    # "Part-time evening course in upholstery at the community college — week 3 and I've already ..."
    (re.compile(r"^(?P<what>(?:(?:part-time|full-time|evening|night|weekend|online|short|intensive|adult|night school"
                r"|weekly|beginners?'?) )+(?:course|class(?:es)?|diploma|certificate) in [\w -]+?"
                rf"(?: at (?:the |an? )?[\w -]+?)?)(?=\s*[—–,;.]|\s*$)(?=[^?]*(?:{_ME.pattern}|{_PROGRESS}))"
                r"(?![^?]*\bfor (?:my|her|his)\b)",
                re.I), lambda m: f"I'm taking a {m['what'][0].lower()}{m['what'][1:]}"),
    # "our farmhouse outside Plovdiv has no proper heating", "my flat in Leeds is freezing"
    (re.compile(rf"(?<!\bif )(?<!'s )\b(?:my|our) (?!(?:holiday|summer|rental|second|old|former|dream|future|next)\b)"
                rf"(?P<home>(?:(?!(?:{_KIN}|back|home)\b)[\w'-]+ ){{0,2}}?{_OWN}{_HOMES})"
                r"(?: (?:is|'s) (?:moored|located|based|parked|set|tucked away))?"
                rf"(?: (?:on|by) (?:an?|the) [\w ]{{2,20}}?)? (?P<rel>in|near|outside|just outside|on the outskirts of)"
                rf" (?P<place>{_PLACE})", re.I), _lives),
)
# fmt: on
# "Being a single dad to two girls, Wren and Juniper, mornings are pure chaos": the role is the speaker's
BEING = re.compile(
    r"^being (?=an? (?:[\w-]+ ){0,2}?(?:dad|mum|mom|father|mother|parent|stepmum|stepdad) (?:to|of) [^.!?]*?,\s*"
    r"(?!(?:it|that|this|is|isn't|must|can|would|will|has|he|she|they|you|how|what|why|which|any|should|do|does)\b))",
    re.I,
)


# A reminder of what was just said, with nothing of its own: "remember that pls", "note that, thanks"
BARE_REMINDER = re.compile(
    r"^(?:please |pls )?(?:remember|note|keep in mind)(?: (?:that|this|it)(?: in mind)?)?(?:\W+(?:pls|please|thanks"
    r"|thx|ty|ok|okay|for me|for later|too))*\W*$",
    re.I,
)


def pointed(sentence: str, previous: str) -> str:
    """``sentence`` in the words the table reads, given the sentence before it (empty at the start): as
    :func:`memorylab.policies.intro_restate.restated` puts it back, or else as this module does."""
    if (said := restated(sentence, previous)) != sentence:
        return said
    if BARE_REMINDER.match(sentence):  # what it points back to was read in its own sentence, if any
        return "ok"
    for back in POINTING:  # and then read again: "ours is moored near Utrecht" -> "our houseboat is moored near ..."
        if (said := back(sentence, previous)) is not None:
            sentence = said
            break
    if _OTHERS.search(sentence):  # "my sister's nursing degree", "my dad's farmhouse near Ghent"
        return sentence
    for pattern, put in SAID_SO:
        if (found := pattern.search(sentence)) is not None and not hypothetical(sentence):
            # a fact put in words of its own stands alone; a word put back keeps the rest of the sentence
            return (
                put(found) if callable(put) else sentence[: found.start()] + found.expand(put) + sentence[found.end() :]
            )
    if (being := BEING.match(sentence)) and not about_someone_else(sentence[being.end() :]):
        return "I'm " + sentence[being.end() :]
    return sentence
