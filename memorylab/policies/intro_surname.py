"""The shapes of a surname said on its own, often as a correction: "my surname is Vasquez-Moreno", "last name's
O'Neill-Brady", "people keep misspelling my surname, it's Nakamura-Smith with a hyphen", "family name: Okafor".
Part of the table in :mod:`memorylab.policies.introductions`; a rule and a key of its own ("surname"), so a
surname said later neither replaces nor is replaced by the first name."""

from __future__ import annotations

from memorylab.policies.intro_shape import Shape, is_name

# A family name as it is written: capitalised, hyphenated or with an apostrophe ("O'Neill-Brady", "De Souza").
SURNAME = r"(?P<name>(?-i:[A-Z][\w']*[a-z][\w'-]*(?: [A-Z][a-z][\w'-]*)?))"
WHICH = r"(?:surname|last name|family name|second name)"
# How it goes wrong for people: "misspell", "keep getting wrong", "mispronounce", "butcher".
WRONG = r"(?:misspell|mispronounce|misspells|mispronounces|misspelling|mispronouncing|butcher|spell|get|getting)"

# fmt: off
SURNAME_SHAPES: tuple[Shape, ...] = (
    # "my surname is Vasquez-Moreno", "my last name's Okafor", "my surname, it's Nakamura-Smith"
    Shape("surname", "User's surname is {name}", "surname",
          rf"(?:\bmy |^){WHICH}(?:'s| is|\s*[:=]|,? (?:it's|its|it is))\s+(?:actually |spelt |spelled )?{SURNAME}"
          r"(?![\w'-])", 0.85, check=is_name),
    # "people keep misspelling my surname, it's Vasquez-Moreno with a hyphen"
    Shape("surname", "User's surname is {name}", "surname",
          rf"\b{WRONG}\w* my {WHICH}\b(?: wrong)?[^.!?]*?\b(?:it's|its|it is)\s+(?:actually |spelt |spelled )?{SURNAME}"
          r"(?![\w'-])", 0.85, check=is_name),
)
# fmt: on
