"""Habits said without a verb of doing: a pastime said as the kind of person one is ("i've become one of those
sourdough people", "I'm a total bouldering nerd"), a fixture of the week said with "it's" ("every friday night
its pizza and a movie with my flatmates", "sundays it's a roast at my mum's") and a fasting scheme named by its
numbers or its name ("I fast until noon every day (16:8)", "OMAD for two years now"). Part of the table in
:mod:`memorylab.policies.introductions`, after the routine and hobby shapes."""

from __future__ import annotations

import re

from memorylab.policies.intro_shape import KIND_PREF, Shape

DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
WHEN = (
    rf"(?:(?:every|on) )?{DAY}s?(?: (?:night|morning|evening|afternoon|lunchtime)s?)?"
    r"|every (?:weekend|morning|evening|night)|weekends|weeknights"
)
# What is said of a day that is no fixture: "every monday it's chaos", "sundays it's always raining".
NOT_A_FIXTURE = (
    r"(?:so|too|really|always|usually|just|pretty|quite|very|like|the same|the worst|a nightmare|a struggle|a mess"
    r"|chaos|mental|busy|hectic|crazy|mad|hard|tough|fine|ok|okay|quiet|dead|packed|rammed|raining|snowing|pouring"
    r"|cold|hot|freezing|my|his|her|their|your|a bit|not|never|over)\b"
)
# Fasting by the clock or by the week: "16:8", "18/6", "5:2", "OMAD", "alternate-day fasting".
FASTS = (
    r"(?:(?:1[2-9]|2[0-3])[:/](?:[1-9]|1[0-2])|[45]:[23]|omad|one meal a day|intermittent fasting"
    r"|alternate[- ]day fasting|time[- ]restricted eating)"
)
# A scheme only thought of, asked about or given up: "thinking of trying 16:8", "is 5:2 safe", "I quit OMAD".
NOT_KEPT = (
    r"(?![^.!?]*\b(?:thinking|considering|want|wanna|might|should|planning|tempted|curious|tried|used to|quit|stopped"
    r"|gave up|worth|safe|today|tomorrow|this week)\b)"
)


def _with_whom(fields: dict) -> bool:
    """Whose company, in the third person: "with my flatmates" -> "with User's flatmates"."""
    fields["company"] = re.sub(r"\b(?:my|our)\b", "User's", fields.get("company") or "", flags=re.I)
    when = fields["when"].lower()
    fields["when"] = when if when.startswith(("every", "on ")) else f"on {when}"  # "sundays" -> "on sundays"
    return True


def _one_pastime(fields: dict) -> bool:
    """The pastime, however the speaker's kind was said: "one of those sourdough people", "a bouldering nerd"."""
    fields["what"] = fields.get("what") or fields.get("what2") or ""
    return bool(fields["what"]) and fields["what"].split()[0] not in ("those", "these", "the", "my", "such")


def _a_scheme(fields: dict) -> bool:
    """The scheme as a memory says it: "16:8 fasting", "OMAD fasting", "intermittent fasting"."""
    scheme = fields["scheme"] + (fields.get("kind") or "")
    scheme = re.sub(r"^(?:omad)\b", "OMAD", scheme, flags=re.I)
    fields["scheme"] = scheme if re.search(r"fasting|eating|diet", scheme, re.I) else scheme + " fasting"
    return True


# fmt: off
HABITS: tuple[Shape, ...] = (
    # "every friday night its pizza and a movie with my flatmates", "saturday mornings it's parkrun"
    Shape("routine", "User has {what}{company} {when}", "routine:{head}",
          rf"^(?P<when>{WHEN}),? (?:it's|its|it is|=) (?P<what>(?!{NOT_A_FIXTURE})[a-z][\w &'-]{{2,40}}?)"
          r"(?P<company> (?:with|at) (?:my|our) [\w' -]{2,30}?)?(?=\s*[,.!?;]|$|\s+(?:and|but|so) (?:I|we|it|that)\b)",
          0.6, check=_with_whom),
    # a habit said as one's thing of the day: "my daily thing is a cold shower at 6am", "my morning ritual is a walk"
    Shape("routine", "User's {when} {habit} is {what}", "routine:{when}",
          r"\bmy (?P<when>daily|morning|evening|nightly|weekly|weekend|sunday|saturday|friday) (?P<habit>thing|ritual"
          r"|routine|habit|non-negotiable) (?:is|=) (?P<what>(?:an?|the) (?!(?:bit|lot|mess|nightmare|struggle)\b)"
          r"[\w -]{2,40}?(?: and (?:an?|the|some|my) [\w -]{2,30}?)?)"
          r"(?=\s*[,.!?;]|$|\s+(?:and|but|so|which|lol|haha)\b)", 0.6),
    # "i've become one of those sourdough people", "I'm a total bouldering nerd", "proper coffee snob"
    Shape("hobby", "User is into {what}", "hobby:{head}",
          r"\bI(?:'ve| have)? ?(?:become|turned into|'m|am|'m now|am now) (?:one of those (?P<what>[a-z][\w-]*(?: [a-z]"
          r"[\w-]*)?) (?:people|types|guys|girls)|an? (?:total |real |proper |massive |huge |complete |bit of an? )?"
          r"(?P<what2>[a-z][\w-]*(?: [a-z][\w-]*)?) (?:nerd|geek|fanatic|addict|obsessive|enthusiast|fiend|snob|junkie"
          r"|buff))\b", 0.6, KIND_PREF, check=_one_pastime),
    # "I fast until noon every day (16:8)", "doing 18:6 most days", "OMAD for two years now"
    Shape("eating", "User does {scheme}", "diet:fasting",
          rf"^{NOT_KEPT}(?=[^.!?]*\b(?:fast|fasts|fasting|diet|eating window|omad|one meal a day)\b)"
          rf"(?:[^.!?]*?\b(?:I|I'm|we|we're)\b[^.!?]*?)?\(?(?P<scheme>{FASTS})(?P<kind> (?:intermittent )?fasting"
          r"| diet)?\b", 0.75, check=_a_scheme),
)
# fmt: on
