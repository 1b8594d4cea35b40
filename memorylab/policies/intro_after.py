"""What the readers of one message found, settled across them before it is kept.

* One more animal of a kind the speaker has: "I adopted a second rabbit, called Kinako" was kept
  under the key ``rabbit`` and so replaced "User has a rabbit called Mochi" (the round-30 walk:
  "what are my rabbits called?" answered Kinako alone). An animal said to be a second, another, a
  third of its kind is kept under its kind and its name (``rabbit:kinako``), beside the first, in
  words that say so.
* A job that also says where one lives keeps the job alone when the home is its own memory.
* A relative the speaker names, with what lasts about them (:mod:`memorylab.policies.intro_kindetail`).
* A condition asked about, then owned ("... if you have a shellfish allergy? I do",
  :mod:`memorylab.policies.intro_echo`), and an animal's care need beside its name
  (:mod:`memorylab.policies.intro_pethealth`).
* An aside at the end is no part of a memory: "Also I sing in a choir on Thursdays if that helps lol" was kept as
  "User sings in a choir on Thursdays if that helps" beside the same with "lol" (the round-35 walk); one is kept.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TypeVar

from memorylab.policies.avoided import avoided
from memorylab.policies.intro_around import lives_here
from memorylab.policies.intro_echo import echoed
from memorylab.policies.intro_kindetail import kin_details
from memorylab.policies.intro_pastimes import pastimes_said
from memorylab.policies.intro_pethealth import pets_cared_for

# "a second rabbit", "another dog", "our third cat", "one more hamster": one more of a kind, not a new value of it
ONE_MORE = re.compile(
    r"\b(?P<more>an?(?: second| third| fourth| 2nd| 3rd)|another|one more|(?:my|our) (?:second|third|2nd|3rd))"
    r" (?:(?:little|baby|rescue|old|young|tiny) )?",
    re.I,
)
CALLED = re.compile(r"\b(?:called|named) (?P<name>[A-ZÀ-Þ][\w'-]*)|^User's [\w -]+ is called (?P<said>[A-ZÀ-Þ][\w'-]*)")
C = TypeVar("C")


def one_more_of_a_kind(candidate: C, message: str) -> C:
    """``candidate`` (a pet under its kind's key), kept apart from the first of its kind when the
    message says it is one more of that kind: keyed by kind and name, in words that say so."""
    kind = candidate.key if candidate.rule == "pet" and candidate.key else None
    more = next((m for m in ONE_MORE.finditer(message) if kind and message[m.end() :].lower().startswith(kind)), None)
    if more is None:
        return candidate
    named = CALLED.search(candidate.text)
    name = named and (named["name"] or named["said"])
    if not name:
        return candidate
    which = re.sub(r"^(?:my|our) ", "a ", more["more"].lower())
    said = f"{which} {candidate.key}"
    text = candidate.text if said in candidate.text else f"User has {said} called {name}"
    return replace(candidate, text=text, key=f"{candidate.key}:{name.lower()}")


def job_alone(candidate: C, found: Sequence) -> C:
    """A job that also says where the speaker lives ("User is a software engineer living in Lisbon")
    without it, when the home is a memory of its own from the same message: moving later replaced
    the home and left the job saying Lisbon (the round-30 walk: "what do I do?" after "I moved to
    Porto" answered "a software engineer living in Lisbon")."""
    if candidate.key != "job":
        return candidate
    home = re.search(r",? (?:living|based|who lives) in (?P<place>[\w .'-]+?)$", candidate.text)
    homes = {c.text.removeprefix("User lives in ") for c in found if c.key == "city"}
    if home is None or home["place"] not in homes:
        return candidate
    return replace(candidate, text=candidate.text[: home.start()])


def avoided_twice(candidate: C, found: list) -> bool:
    """A diet that only repeats what an allergy or condition read in the same message rules out ("I'm coeliac so
    no gluten": `User is coeliac (no gluten)`, not also `User doesn't eat gluten`), read by :func:`avoided` as the
    grounded replies read it."""
    key = candidate.key or ""
    if not key.startswith("diet:"):
        return False
    ruled_out = avoided(c.text for c in found if (c.key or "").startswith("allergy:"))
    return bool(ruled_out) and set(avoided([f"User is allergic to {key.removeprefix('diet:')}"])) <= set(ruled_out)


ASIDE_AT_THE_END = re.compile(
    r"(?:,?\s+(?:if (?:that|it|this) (?:helps|matters)|in case (?:that|it) (?:helps|matters)|fwiw|for what it's worth)"
    r"|[\s,]+(?:lol|lmao|haha+|hehe|tbh|ngl|jk))\s*[.!]*$",
    re.I,
)


def without_asides(found: list) -> list:
    """Each memory without the asides at its end, each text once."""
    out, texts = [], set()
    for candidate in found:
        text = candidate.text
        while (trimmed := ASIDE_AT_THE_END.sub("", text)) != text and len(trimmed.split()) >= 3:
            text = trimmed
        if text not in texts:
            texts.add(text)
            out.append(replace(candidate, text=text) if text != candidate.text else candidate)
    return out


def settled(message: str, found: list, read: Callable[[str], list], make: Callable) -> list:
    """``found`` settled across its readers: one more animal of a kind kept apart, a job without the
    home that is its own memory, a home said by "here", a condition owned after a question, an animal's care
    need, and each named relative's lasting detail added (``make``: the candidate's class, ``read``: the rule
    extractor)."""
    found = [job_alone(one_more_of_a_kind(c, message), found) for c in found]
    found += lives_here(message, found, make)  # "... of Boulder? we just moved here"
    found += echoed(message, found, read)  # "... if you have a shellfish allergy? I do"
    found += pets_cared_for(message, make)  # "my cat Mochi is diabetic and gets insulin twice a day"
    found = pastimes_said(message, found, make)  # "Bartholomew the tortoise", "my cello teacher"
    found = without_asides([c for c in found if not avoided_twice(c, found)])
    return found + [make(t, "fact", None, 0.7, None, "relative") for t in kin_details(message, found, read)]
