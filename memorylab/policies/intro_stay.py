"""A stay bounded in time is no home: "I'm staying in Paris for a week", "we're out in
Lisbon on holiday", "in Mombasa for my cousin's wedding this weekend", "staying in Leeds
till Friday". One check for every shape that reads a home (:meth:`Shape.read` and the
statement reader), on the words around the place in its own part of the sentence, so that
"I live in Paris but I'm in Rome for a week" keeps Paris. How long one has been somewhere
is no bound ("I've been staying in Leeds for two years", "staying in Bengaluru only").
"""

from __future__ import annotations

import re

# What ends the part of a sentence the place is in: a full stop, a new clause with its own subject.
PART_END = re.compile(
    r"[.;!?\n]|\s[—–-]\s|,?\s+(?:but|though|whereas|while|although|because|cos|bc|so|which|where)\b"
    # a second verb of the speaker's, the subject left out: "I live in Pune and need ideas for a weekend trek"
    r"|,?\s+and (?:I|we|i|need|want|would|'d|am|have|can|could|looking|wondering)\b"
    r"|,\s*(?:I|we|it|he|she|they|my|our|the|its|it's|im|i'm)\b",
    re.I,
)
PART_START = re.compile(r".*(?:[.;!?\n]|\bbut\b|\bthough\b|\bwhereas\b)", re.I | re.S)
_HOW_LONG = r"(?:an?|one|two|three|four|five|six|\d+|a few|a couple(?: of)?|couple of|few|another|the next|next)"
_OCCASION = (
    r"conference|wedding|funeral|festival|trip|holidays?|hols|vacation|meetings?|work trip|business trip|course"
    r"|training|gig|match|game|concert|visit|stag(?: do)?|hen(?: do)?|exhibition|summit|tournament|break|half term"
    r"|event|interview|graduation|party|birthday|layover|stopover|honeymoon|retreat|workshop|job interview|few days"
    r"|couple of days"
)
# Said anywhere in the part: a bound no time so far takes back.
BOUND = re.compile(
    r"\b(?:till|until|til|'til|untill)\s+\w"
    rf"|\bfor (?:the |an? |my |our |his |her |their |[\w-]+'s )?(?:[\w-]+ )?(?:{_OCCASION})\b"
    r"|\bon (?:an? |my |our |the )?(?:work |business |family |city |short |quick |little )?"
    r"(?:holiday|holidays|hols|vacation|vacay|business|trip|visit|break|layover|stopover|tour|leave|honeymoon"
    r"|exchange|placement|staycation|getaway|secondment)\b"
    r"|\b(?:visiting|passing through|at a hotel|in a hotel|at an? (?:hostel|airbnb|b&b|resort)"
    r"|in an? (?:hostel|airbnb|b&b|resort))\b"
    r"|\bfor (?:just |only )?(?:the |this |a )?(?:night|weekend|week|fortnight|day|summer holidays?|afternoon"
    r"|morning|evening)\b|\b(?:a|on a|our|my) (?:day trip|day out|cruise stop|port stop|stopover)\b",
    re.I,
)
# A length of stay: days or weeks are a visit, said ahead or so far ("I've been in Rome for a week"); months
# are bounded when said ahead ("for a few months"), not when said of the time so far ("I've been ... for months").
SHORT = re.compile(rf"\bfor (?:just |only )?{_HOW_LONG} (?:days?|nights?|weeks?|fortnights?|weekends?)\b", re.I)
LENGTH = re.compile(rf"\bfor {_HOW_LONG} months?\b", re.I)
SO_FAR = re.compile(r"\b(?:I've|I have|we've|we have|ive|weve|been|lived)\b", re.I)
# This week or today: bounded, unless the speaker has just moved there ("I moved to Leeds this week").
NOW_ONLY = re.compile(r"\b(?:this|next) (?:week|weekend|fortnight)\b|\btoday\b|\btonight\b|\bovernight\b", re.I)
# The place is the subject of what follows ("weather here in Brisbane is mental today"): "today" is not the stay's.
PLACE_THEN_VERB = re.compile(r"[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*\s+(?:is|are|was|were|has|have|gets|feels)\b")
MOVED = re.compile(r"\b(?:moved|moving|relocated|relocating|lease|keys|settled|bought|renting|rented)\b", re.I)
# A home said as a home ("I live in Leeds, visiting my parents this weekend"): a bound after a comma is
# another matter, where a stay's own bound ("staying in Paris, visiting friends for a week") is not.
LIVES = re.compile(r"\b(?:live|lives|living|lived|based|reside|resides|residing)\b[^,]*$", re.I)


def bounded_stay(clause: str, at: int) -> bool:
    """Whether the place at ``at`` in ``clause`` is said as a stay bounded in time."""
    start = PART_START.match(clause[:at])
    before = clause[start.end() if start else 0 : at]
    after = clause[at:]
    after = after[: end.start()] if (end := PART_END.search(after, 1)) else after
    if LIVES.search(before) and not SO_FAR.search(before):
        after = after.split(",", 1)[0]
    part = before + after
    if BOUND.search(part) or SHORT.search(part):
        return True
    if LENGTH.search(part) and not SO_FAR.search(before):
        return True
    if PLACE_THEN_VERB.match(clause, at):  # "here in Brisbane is mental today": the day is the weather's
        return False
    return bool(NOW_ONLY.search(part)) and not MOVED.search(part)
