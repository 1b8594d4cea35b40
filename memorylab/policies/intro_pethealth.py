"""An animal's care need, beside its name: "my cat Mochi is diabetic and gets insulin twice a day".

The table keeps the name ("User's cat is called Mochi") and nothing of the insulin, so days later "what should I tell
the pet sitter?" could say only the name (batch 62). A condition, a treatment or a special diet said of the speaker's
own animal is kept whole beside it, in the speaker's words from the animal on: "User's cat Mochi is diabetic and
gets insulin twice a day". Only the speaker's animal ("my", "our"), only a care need (a condition, medicine, a diet
the vet set), cut where the sentence ends; "my dog Rex is sick today" is for now and is not kept.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memorylab.policies.intro_shape import words_pattern
from memorylab.policies.intro_words import ANIMALS

CARE = re.compile(
    r"\b(?:my|our) (?:old |little |senior |elderly |rescue |young )?(?P<animal>" + words_pattern(ANIMALS) + r")"
    r"(?:,? (?P<name>(?-i:[A-Z])[\w'-]+),?)? (?P<rest>(?:is|has|gets|takes|needs|was diagnosed with|has been diagnosed"
    r" with|is on|lives with) (?:[\w-]+ ){0,3}?(?:diabet\w*|insulin|epilep\w*|seizures?|blind|deaf|arthritis|kidney"
    r" disease|thyroid|hyperthyroid\w*|renal|heart (?:condition|murmur|disease)|ibd|pancreatitis|allergic to [\w -]+"
    r"|allergies|meds|medication|tablets|pills|a (?:special|renal|prescription|hypoallergenic) diet|three legs"
    r"|one eye|anxiety|separation anxiety)\b[^.!?;]*)",
    re.I,
)
FOR_NOW = re.compile(r"\b(?:today|tonight|this (?:morning|week)|right now|at the moment|rn|again)\b", re.I)


def pets_cared_for(message: str, make: Callable) -> list:
    """A memory (``make``: the candidate's class) for each of the speaker's animals said with a lasting care need."""
    out = []
    for m in CARE.finditer(message):
        rest = re.split(r",? (?:so|but|because|though|lol|haha)\b", m.group("rest"))[0].strip(" ,")
        if FOR_NOW.search(rest):
            continue
        who = f"{m.group('animal').lower()} {m.group('name')}" if m.group("name") else m.group("animal").lower()
        out.append(make(f"User's {who} {rest}", "fact", None, 0.8, m.span(), "pet care"))
    return out
