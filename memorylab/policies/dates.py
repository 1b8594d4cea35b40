"""The time a question names ("on 13 October, 2023", "in May 2023", "during 2022") and how
close each memory's date is to it: a pure signal in [0, 1] for the re-rank.

Only explicit calendar dates count. "When did ...?" names no time (it asks for one), and a
month without a year ("in June") is left alone: which June is a guess.
"""

from __future__ import annotations

import calendar
import re
from datetime import datetime, timedelta

import numpy as np

MONTHS = {name.lower(): n for n, name in enumerate(calendar.month_name) if name}
MONTHS.update({name.lower(): n for n, name in enumerate(calendar.month_abbr) if name})
_MONTH = r"(?P<month>" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
_DAY = r"(?P<day>\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"(?P<year>(?:19|20)\d\d)"
DAY_MONTH_YEAR = re.compile(rf"\b{_DAY}\s+{_MONTH},?\s*{_YEAR}\b", re.I)
MONTH_DAY_YEAR = re.compile(rf"\b{_MONTH}\s+{_DAY},?\s*{_YEAR}\b", re.I)
MONTH_YEAR = re.compile(rf"\b{_MONTH},?\s+{_YEAR}\b", re.I)
YEAR = re.compile(rf"\b(?:in|during|of|since|by)\s+{_YEAR}\b", re.I)
FALLOFF_DAYS = 7.0  # a memory a week outside the named window keeps exp(-1) of the signal


def named_window(query: str) -> tuple[datetime, datetime] | None:
    """The [start, end) the query names, finest first: a day, a month, a year; else None."""
    query = query or ""
    for pattern in (DAY_MONTH_YEAR, MONTH_DAY_YEAR):
        match = pattern.search(query)
        if match:
            parts = match.groupdict()
            try:
                day = datetime(int(parts["year"]), MONTHS[parts["month"].lower()], int(parts["day"]))
            except ValueError:  # "31 February": not a date
                continue
            return day, day + timedelta(days=1)
    match = MONTH_YEAR.search(query)
    if match:
        year, month = int(match.group("year")), MONTHS[match.group("month").lower()]
        end = datetime(year + (month == 12), month % 12 + 1, 1)
        return datetime(year, month, 1), end
    match = YEAR.search(query)
    if match:
        year = int(match.group("year"))
        return datetime(year, 1, 1), datetime(year + 1, 1, 1)
    return None


def date_signal(times: list[datetime], window: tuple[datetime, datetime] | None) -> np.ndarray:
    """1 for a memory dated inside the window, ``exp(-days outside / 7)`` otherwise;
    all zeros when the query names no time."""
    if window is None or not times:
        return np.zeros(len(times))
    start, end = window
    days = np.array([(t - start).total_seconds() for t in times]) / 86400  # numpy's datetime cast is slower
    width = (end - start).total_seconds() / 86400
    outside = np.maximum(np.maximum(-days, days - width), 0.0)
    return np.exp(-outside / FALLOFF_DAYS)


# --- questions about a moment (time-aware weights drop recency for them) ---------------

TIME_QUESTION = re.compile(
    r"\b(when|what (?:date|day|time|year|month)|how long ago|which (?:year|month|day)|since when|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* \d{1,2}|\d{4}|"
    r"(?:last|next) (?:week|month|year|summer|winter|spring|fall|weekend))\b",
    re.I,
)


# "When is the standup?", "what time does it start now?": the present state, so the newest
# memory of it should win; recency stays.
PRESENT_TENSE = re.compile(r"\b(?:(?:when|what (?:date|day|time))\s+(?:is|are|does|do)\b|now\b|currently\b)", re.I)


def asks_about_time(query: str) -> bool:
    """ "When did ...?", "in May 2023": the user wants a moment, not the latest memory.
    A present-tense question ("When is the standup?") asks for the current value: not one."""
    query = query or ""
    return bool(TIME_QUESTION.search(query)) and not PRESENT_TENSE.search(query)
