"""What the speaker is in the middle of, said by how long it has lasted and nothing else: "7 months
sober as of today", "8 months of keto and down 30 lbs", "Ten years of Crohn's", "Week 4 post ACL
reconstruction", "week 3 of running my own food truck", "a year of throwing pots at the community
studio", "third attempt at the FAR section of the CPA exam", "marathon training week 9". No "I" is
said: the clause opens on the time, and what follows it is a diet, a lasting condition, an operation,
an exam, a training or something done (a verb in -ing). Part of the table in
:mod:`memorylab.policies.introductions`, and read in questions too ("7 months sober as of today 🎉
what's a good way to celebrate ...?").

Not read: time spent on what is not one's own state ("two weeks of rain", "3 days of meetings",
"a year of waiting for a visa"), nor a time said later in the clause ("after 3 weeks of keto my
brother ...": someone else's).
"""

from __future__ import annotations

import re

from memorylab.policies.intro_conditions import CONDITION, EVENTS
from memorylab.policies.intro_general import DIETS
from memorylab.policies.intro_shape import Shape
from memorylab.policies.phrasing import third_person

_COUNT = (
    r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty"
    r"|a few|a couple of|a couple|several)"
)
_UNIT = r"(?:days?|weeks?|wks?|months?|mos?|years?|yrs?|decades?)"
# how long, opening the clause: "7 months", "almost a year", "over ten years"; "week 3", "day 40"
QUALIFIERS = ("almost", "nearly", "over", "about", "just over", "exactly", "officially", "another", "only", "just")
_SPAN = rf"(?:(?:{'|'.join(QUALIFIERS)}) )?{_COUNT} {_UNIT}"
_NTH = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|a hundred)"
_WEEK_N = rf"(?:week|wk|day|month|year) {_NTH}"
_OPENS = r"^(?:(?:so|well|ok|okay|and|update|update:|officially|today,?|today is|today's|it's|its)\s+)?"
_ENDS = (
    r"(?=\s*(?:[^\w\s'-]|$)|\s+(?:and|but|so|now|as of|today|tomorrow|yesterday|this|lol|can|done|already|in|on"
    r"|at|and counting)\b)"
)
# what is done, not waited through: "running my own food truck", "throwing pots" (not "waiting", "trying to")
_DOING = (
    r"(?!(?:waiting|trying|dealing|looking|searching|hoping|begging|arguing|fighting|chasing|applying|job hunting"
    r"|being ignored|being|having|getting|nothing|something|everything|morning|evening|ceiling|wedding|building"
    r"|meeting|spring|ring|king|thing|ping|sing)\b)"
    r"(?P<doing>[a-z]+ing\b(?: [\w'-]+){1,8}?)"
)
_OPERATION = (
    rf"(?P<op>(?:(?:my|an?|the) )?(?:[\w'-]+ ){{0,3}}?(?:surgery|reconstruction|replacement|op|operation"
    rf"|transplant|c-section|fusion|repair|removal|amputation|{EVENTS}))"
)
_TRAINING = r"(?:[\w'-]+ ){1,3}?(?:training|prep|block|plan|program(?:me)?)|couch to 5k|c25k"
_EXAM = (
    r"(?:exams?|test|boards|the bar|bar exam|finals|resits?"
    r"|section(?: of (?:the |my )?[\w -]{2,30}?(?:exam|test))?)"
)


def _span_said(fields: dict) -> bool:
    """The span as it follows "for": "7 months" -> "7 months", "a year" -> "a year"."""
    fields["span"] = " ".join(fields["span"].split()).lower()
    return True


def _doing(fields: dict) -> bool:
    """ "running my own food truck" -> "has been running User's own food truck", for a span
    ("for a year") or in one ("(week 3)")."""
    fields["doing"] = third_person("I have been " + fields["doing"]).removeprefix("User ")
    _span_said(fields)
    counted = re.match(rf"{_COUNT} ", fields["span"]) or fields["span"].startswith(QUALIFIERS)
    fields["when"] = f" for {fields['span']}" if counted else f" ({fields['span']})"
    return True


def _in_week(fields: dict) -> bool:
    """ "Wk 9" -> "week 9"."""
    fields["week"] = re.sub(r"^wk\b", "week", fields["week"].lower())
    return True


def _operated(fields: dict) -> bool:
    """ "my ACL reconstruction" -> "ACL reconstruction", keyed by its first word (health:acl, health:hip);
    "a stroke" stays, keyed health:stroke."""
    op = fields["op"]
    fields["op"] = op.split(" ", 1)[1] if op.lower().startswith(("my ", "the ")) else op
    fields["part"] = re.sub(r"^(?:an?|my|the) ", "", fields["op"].lower()).split()[0]
    return _span_said(fields)


def _had(fields: dict) -> bool:
    """Keyed by the condition's last word: "type 1 diabetes" -> health:diabetes, "Crohn's" -> health:crohn."""
    fields["condition"] = re.sub(r"'s?$", "", fields["what"].lower().split()[-1])
    return _span_said(fields)


# fmt: off
HOW_LONG: tuple[Shape, ...] = (
    # "8 months of keto", "vegan 6 yrs now" is read elsewhere; "3 years vegetarian", "a decade of being vegan"
    Shape("diet", "User has been {what} for {span}", "diet",
          rf"{_OPENS}(?P<span>{_SPAN}) (?:of |into )?(?:being |going |eating |doing )?(?P<what>{DIETS})\b{_ENDS}", 0.8,
          check=_span_said),
    # "7 months sober as of today", "two years clean", "a year smoke-free"
    Shape("health", "User has been {state} for {span}", "health:{state}",
          rf"{_OPENS}(?P<span>{_SPAN}) (?P<state>sober|clean|alcohol[- ]free|smoke[- ]free|nicotine[- ]free"
          rf"|booze[- ]free|drink[- ]free|vape[- ]free|sugar[- ]free){_ENDS}", 0.85, check=_span_said),
    # "Ten years of Crohn's", "20 yrs with type 1 diabetes"
    Shape("health", "User has had {what} for {span}", "health:{condition}",
          rf"{_OPENS}(?P<span>{_SPAN}) (?:of|with|living with|since (?:my )?diagnosis with) (?P<what>{CONDITION})"
          rf"{_ENDS}", 0.85, check=_had),
    # "Week 4 post ACL reconstruction", "6 weeks out from my hip replacement", "day 10 after my c-section"
    Shape("health", "User is recovering from {op} ({span} on)", "health:{part}",
          rf"{_OPENS}(?P<span>{_SPAN}|{_WEEK_N}) (?:post|post-op|post op|out from|after|since|into recovery from"
          rf"|recovering from) {_OPERATION}{_ENDS}", 0.85, check=_operated),
    # "third attempt at the FAR section of the CPA exam", "2nd try at my driving test"
    Shape("study", "User is taking {what} again ({nth} attempt)", "study",
          r"^(?:my )?(?P<nth>second|third|fourth|fifth|sixth|2nd|3rd|4th|5th|6th) (?:attempt|try|go|time)"
          rf" (?:at|on|taking|sitting) (?P<what>(?:the |my |an? )?(?:[\w'-]+ ){{0,6}}?{_EXAM})\b", 0.8),
    # "marathon training week 9", "week 9 of marathon training", "couch to 5k week 3"
    Shape("hobby", "User is in {week} of {what}", "hobby:training",
          rf"{_OPENS}(?P<what>{_TRAINING})"
          rf",? (?P<week>(?:week|wk) {_NTH}){_ENDS}", 0.75, check=_in_week),
    Shape("hobby", "User is in {week} of {what}", "hobby:training",
          rf"{_OPENS}(?P<week>(?:week|wk) {_NTH}) of (?:my )?(?P<what>{_TRAINING}){_ENDS}", 0.75, check=_in_week),
    # "week 3 of running my own food truck", "a year of throwing pots at the community studio"
    Shape("doing", "User {doing}{when}", None,
          rf"{_OPENS}(?P<span>{_SPAN}|{_WEEK_N}) (?:of|into) {_DOING}{_ENDS}", 0.7, check=_doing),
)
# fmt: on
