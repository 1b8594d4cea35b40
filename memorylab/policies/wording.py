"""How a memory about the user is said back to them. Pure functions.

"User wants reports daily" -> "you want reports daily."; a memory a request needs, as a person
would bring it up ("You told me you're allergic to cashews, so watch out for that.", the
sentences by kind of fact in :data:`memorylab.policies.need_sayings.SAY_NEEDED`).
"""

from __future__ import annotations

import re

from memorylab.policies import phrasing
from memorylab.policies.need_means import SAY_MEANS
from memorylab.policies.need_sayings import (
    SAY_NEEDED,
    SAY_NEEDED_BY_TOPIC,
    SAY_NEEDED_FOR_CUE,
    SAY_NEEDED_FOR_TOPIC,
    SAY_NEEDED_OTHERWISE,
)
from memorylab.policies.needs import Need


def say_needed(memory_text: str, need: Need, *, also: bool = False) -> str:
    """The memory as a person would bring it up for this need: "You told me you're allergic
    to cashews, so watch out for that." / "Since you live in Porto, I'd start close to home."
    ``also``: another memory was stated before it ("You also told me ...")."""
    fact = re.sub(r"^you are\b", "you're", second_person(memory_text).rstrip("."))
    fact = re.sub(r"^(?:Every|Each|On|Most|Usually|Weekends|Weekdays)\b", lambda m: m.group(0).lower(), fact)
    means = (s for topics, pattern, s in SAY_MEANS if need.topic in topics and re.search(pattern, memory_text, re.I))
    said = (
        next(means, None)
        or SAY_NEEDED_FOR_CUE.get(need.cue.lower())
        or SAY_NEEDED_BY_TOPIC.get((need.topic, need.slot))
        or SAY_NEEDED.get(need.slot)
        or SAY_NEEDED_FOR_TOPIC.get(need.topic, SAY_NEEDED_OTHERWISE)
    )
    sentence = said.format(fact=fact)
    if also and sentence.startswith("You told me "):
        sentence = "You also told me " + sentence[len("You told me ") :]
    return sentence[:1].upper() + sentence[1:]


IRREGULAR = {"is": "are", "has": "have", "was": "were", "doesn't": "don't", "does": "do", "hasn't": "haven't"}


def second_person(memory_text: str) -> str:
    """ "User wants reports daily" -> "you want reports daily."; "User's name is Sam" ->
    "your name is Sam." A memory not about the user is quoted as it is."""
    text = memory_text.strip().rstrip(".")
    text = re.sub(r"\bUser's\b", "your", text)
    text = re.sub(r"\bUser (?:(\w+ly|also|still|never|always|now|just) )?([\w']+)", _you_verb, text)
    text = re.sub(r"\bUser\b", "you", text)
    text = re.sub(r"\btheir\b", "your", text) if "you" in text.split() else text
    return text[:1].lower() + text[1:] + "." if text[:4] in ("you ", "your") else text + "."


def _you_verb(match: re.Match) -> str:
    adverb, verb = match.group(1), match.group(2)
    return "you " + (adverb + " " if adverb else "") + base_form(verb)


def base_form(verb: str) -> str:
    """The verb after "you" or "they": "User wants" -> "you want", "User is" -> "you are"."""
    return phrasing.base_form(verb, IRREGULAR)


# A password-kind secret named by what the user called it: "my bank pin is [redacted password]" is a PIN
# to them (a walk: "my bank pin is 4821" -> "I masked the password ...").
_CALLED = re.compile(r"\b(pin|pin code|pin number|passcode|door code|alarm code|code)\W+(?:\w+\W+){0,2}$", re.I)


def secrets_named(message: str, placeholder: re.Pattern) -> list[str]:
    """What each secret the guard masked in ``message`` is called ("the PIN", "the password"), once each."""
    named = []
    for m in placeholder.finditer(message):
        called = _CALLED.search(message[max(0, m.start() - 40) : m.start()]) if m.group(1) == "password" else None
        word = called.group(1).lower() if called else m.group(1)
        named.append("the " + ("PIN" if word.startswith("pin") else word))
    return list(dict.fromkeys(named))
