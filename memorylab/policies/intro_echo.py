"""A condition asked about, then owned: "Is fish sauce safe if you have a shellfish allergy? I do".

The question names the fact ("if you have a shellfish allergy"), the answer after it only says it is the speaker's
("I do", "asking because I am"), so neither clause alone tells the rules anything (batch 62 lost the allergy). The
condition is said again in the first person ("I have a shellfish allergy") and read as any statement would be; the
memory points at the words that made it the speaker's. Not read: someone else owning it ("My brother does"), or a
condition on anything but "you".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

ECHO = re.compile(
    r"\bif (?:you|u)(?P<verb>'re| are| have| have got|'ve got| got| (?!are\b|have\b)[a-z]+(?<!ed))"
    r" (?P<what>[^?.!]{3,60}?)\s*\?+\s*(?:(?:just )?asking (?:because|cause|coz|bc|since|as) |(?:yes|yeah|yep),? )?"
    r"(?P<me>I do|I am|I'm|I have|which I (?:do|am|have)|(?:that's|thats) me|me)\b(?! (?:too|neither|either)\b)",
    re.I,
)
OWNED = {"'re": "I'm", " are": "I'm", " have": "I have", " have got": "I have", "'ve got": "I have", " got": "I have"}


def echoed(message: str, found: list, read: Callable[[str], list]) -> list:
    """What each condition the speaker owns after asking about it says, in ``read``'s candidates (one kind said
    already in ``found`` is not said twice), each pointing at the owning words."""
    out = []
    for m in ECHO.finditer(message):
        verb = m.group("verb").lower()
        said = f"{OWNED.get(verb, 'I' + verb)} {m.group('what')}."
        held = {c.key for c in found + out}
        out += [replace(c, span=m.span("me")) for c in read(said) if c.key is None or c.key not in held]
    return out
