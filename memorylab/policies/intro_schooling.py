"""What the speaker studies, said by the form the study takes rather than by a degree: a bootcamp, a night
class, an apprenticeship, a certificate, A-levels or GCSEs, a school year ("I'm enrolled in a coding bootcamp",
"taking a night class in welding", "I'm in year 12 doing A-level physics", "I've just started a plumbing
apprenticeship"). Part of the table in :mod:`memorylab.policies.introductions`, after the other study shapes (of
:mod:`memorylab.policies.intro_pursuits`, :mod:`memorylab.policies.intro_courses`, ..., which keep a degree's
subject and place), where those read nothing.

A form with no subject is no study ("I'm taking a class on Friday", "I'm on a course for work"): what is studied
is said before the form ("a coding bootcamp") or after it ("a night class in welding", "A-level physics")."""

from __future__ import annotations

import re

from memorylab.policies.intro_shape import Shape
from memorylab.policies.intro_words import NO_SUBJECT, STUDY_FORMS

# School qualifications named before their subject: "A-level physics", "GCSE French", "Highers in maths".
LEVELS = r"(?:a[- ]levels?|as[- ]levels?|t[- ]levels?|i?gcses?|btecs?|highers|(?-i:IB))"
# Being on a course: "doing", "taking", "enrolled in", "signed up for", "on" ("I'm on a plumbing course").
ENROLLED = (
    r"(?:doing|taking|attending|on|enrolled (?:in|on|onto|at|for)|signed up (?:for|to|on)|registered (?:for|on)"
    r"|starting|halfway through|studying for|sitting|retaking|resitting)"
)
STARTED = r"(?:started|begun|began|enrolled (?:in|on|onto|at|for)|signed up (?:for|to|on)|joined)"
WHAT = (
    rf"(?P<what>(?:(?:an?|my|the) )?(?:(?!(?:at|in|on|for|with|of|to)\b)[\w&+-]+ ){{0,3}}?{STUDY_FORMS}"
    r"(?: (?:in|on) (?-i:[a-z])[\w &+-]{2,30}?)?"
    rf"|{LEVELS} (?:in )?[a-z][\w &+-]{{2,30}}?)"
)
# Where what is studied stops: a stop, a new clause, how long or how it goes.
END = (
    r"(?=\s*[,.!?;:()—–]|\s+(?:and|but|so|because|cos|while|which|at|with|rn|atm|right now|at the moment|since"
    r"|for (?:\d+|a|the|two|three|four|six|twelve) (?:weeks?|months?|years?)"
    r"|this (?:year|term|semester|spring|summer|autumn|fall|winter)|next year|at night|in the evenings?)\b|\s*$)"
)
# Words beside a form that name no subject: "a course for work", "a few classes", "my last module".
NOT_SUBJECTS = NO_SUBJECT | frozenset(
    "few couple lot short long free paid last first next same other fine well badly great ok okay good".split()
)


def a_study(fields: dict) -> bool:
    """A subject is named beside the form: "a coding bootcamp", "a night class in welding", "A-level physics"."""
    words = re.sub(STUDY_FORMS, " ", fields["what"], flags=re.I).lower().replace(" in ", " ").split()
    return bool(set(words) - NOT_SUBJECTS)


# fmt: off
SCHOOLING: tuple[Shape, ...] = (
    # "I'm in year 12 doing A-level physics", "in sixth form taking maths, chemistry and biology"
    Shape("study", "User is in {year}{doing}", "study",
          r"\bI(?:'m| am) (?:now |currently |still )?in (?P<year>(?:year|yr|grade|form|class|standard|std) \d{1,2}"
          r"|(?:the )?(?:upper |lower )?sixth(?: form)?"
          # "im in 11th grade", "in the ninth grade"
          r"|(?:the )?(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth"
          r"|eleventh|twelfth) grade)"
          r"(?P<doing>,? (?:doing|taking|studying) (?-i:[a-zA-Z])[\w ,&+-]{2,50}?)?"
          + END, 0.7),
    # a year of high school or college in American words: "im a junior in high school", "a sophomore at Ohio State"
    Shape("study", "User is a {year} {where}", "study",
          r"\bI(?:'m| am) (?:now |currently |still )?an? (?P<year>freshman|sophomore|junior|senior)"
          r" (?P<where>in (?:high school|college|university|uni)|at (?:[\w'-]+ ){0,3}?(?:high|university|college|uni"
          r"|state)\b(?: (?-i:[A-Z])[\w'-]+)*)", 0.7),
    # "I'm enrolled in a coding bootcamp", "taking a night class in welding", "doing A-level physics"
    Shape("study", "User is {on} {what}", "study",
          rf"\bI(?:'m| am) (?:now |currently |also |still |just )?(?P<on>{ENROLLED}) {WHAT}{END}", 0.7,
          check=a_study),
    # "I've just started a plumbing apprenticeship", "I signed up for an evening class in pottery"
    Shape("study", "User has {started} {what}", "study",
          rf"\bI(?:'ve| have)? (?:just |recently |finally |now )?(?P<started>{STARTED}) {WHAT}{END}", 0.7,
          check=a_study),
)
# fmt: on
