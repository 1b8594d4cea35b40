"""The shapes of how people say their name and what they like to be called ("Hi, I'm Priya",
"the name's Rosalind", "siobhan here", "Farhan, that's me", "call me Bea", "it's Sandro to
my friends"), part of the table in :mod:`memorylab.policies.introductions`."""

from __future__ import annotations

from memorylab.policies.intro_shape import (
    ANY_NAME,
    GREETING,
    NAME,
    TITLE,
    Shape,
    is_first_name,
    is_name,
    not_a_place,
)
from memorylab.policies.intro_words import JOB_TITLES

TITLES = frozenset(t.lower() for t in JOB_TITLES)


def not_a_title(fields: dict) -> bool:
    """A capitalised word before "here" that is a name, not a job ("Nurse here, 10 years in A&E")."""
    return fields["name"].lower() not in TITLES


# In order; within a rule, the first shape that reads the clause wins.
# fmt: off
NAME_SHAPES: tuple[Shape, ...] = (
    # --- name
    # "The name is Okafor, Chidinma Okafor": the surname, then the whole name
    Shape("name", "User's name is {name}", "name",
          rf"\bthe name(?:'s| is) (?P<last>{NAME}), (?P<name>{NAME} (?P=last))\b", 0.9),
    Shape("name", "User's name is {name}", "name",
          rf"\b(?:my (?:real |full |actual |legal |first )?name is|(?:^{GREETING}|my |the )name's|the name is"
          r"|my names(?= (?-i:[A-Z])))\s+"
          rf"(?P<name>{ANY_NAME}(?:(?-i: [A-Z][\w'-]+)| [a-z]+$)?)", 0.9),
    Shape("name", "User's name is {name}", "name",
          rf"^(?:{GREETING}(?:I'm|I am|this is|it's me,?|it is me,?)|{GREETING.removesuffix('?')}(?:it's|it is))"
          rf"\s+{TITLE}"
          rf"(?P<name>{NAME}(?: {NAME})?)(?:\s+here)?"
          r"\s*(?:[,!.(].*|\s+(?:btw|by the way)\b.*)?$", 0.9),
    Shape("name", "User's name is {name}", "name",
          rf"^{GREETING}(?:I'm|I am|it's|it is|its)\s+(?P<name>{ANY_NAME})\s+(?:here|btw|by the way)\b", 0.9,
          check=is_name),
    # after a greeting, a name typed in lower case and the clause ends: "yo it's dimitri, first time here"
    Shape("name", "User's name is {name}", "name",
          rf"^{GREETING.removesuffix('?')}(?:I'm|I am|it's|it is|its)\s+(?P<name>{ANY_NAME})\s*(?:[,!.]|$)", 0.9,
          check=is_name),
    # in the middle of a clause: "... and oh I'm Rafael btw", "I am called Kenji Watanabe"
    Shape("name", "User's name is {name}", "name",
          rf"\b(?:oh|and|anyway|also|btw|ps),? (?:I'm|I am)\s+(?P<name>{NAME})"
          r"(?:\s+(?:btw|by the way|here)\b|\s*[,.!]|$)", 0.9, check=is_name),
    Shape("name", "User's name is {name}", "name",
          rf"\bI(?:'m| am) (?:called|named) (?P<name>{NAME}(?: {NAME})?)", 0.9),
    Shape("name", "User's name is {name}", "name",
          rf"^{GREETING.removesuffix('?')}(?:I'm|I am)\s+(?P<name>{ANY_NAME})\s*(?:[,!.].*|\s+and\b.*)?$", 0.9,
          check=is_name),
    Shape("name", "User's name is {name}", "name",
          rf"^(?:I'm|I am)\s+(?P<name>{ANY_NAME}),\s*(?:\d|from\b|and\b)", 0.9, check=is_name),
    Shape("name", "User's name is {name}", "name",
          rf"^{GREETING}(?:this is |it's |it is )?(?P<name>{NAME}) (?:here|speaking)\b(?!')", 0.9,
          check=not_a_title),
    Shape("name", "User's name is {name}", "name", rf"^{GREETING}(?:me|myself),? (?P<name>{NAME})(?:\s*[,.!]|$)", 0.9),
    # a name said first and owned after it: "Ingrid, that's my name", "Marisol is my name"
    Shape("name", "User's name is {name}", "name",
          rf"^{GREETING}(?P<name>{NAME}(?: {NAME})?),? (?:that's|that is|is|'s) (?:me|my name|the name)\b", 0.9,
          check=not_a_place),
    # trailing: "Oh and it's Tobias, by the way"
    Shape("name", "User's name is {name}", "name",
          rf"^(?:(?:oh|and|so|anyway|also|ps|btw)[,\s]+)*(?:it's|it is) (?P<name>{NAME}),?\s+(?:by the way|btw)\b", 0.9,
          check=not_a_place),
    # "it's Fatima again", "Greetings from Marguerite, a retired librarian" (a name, not a place)
    Shape("name", "User's name is {name}", "name", rf"^(?:it's|it is) (?P<name>{NAME}) (?:again|back)\b", 0.9),
    Shape("name", "User's name is {name}", "name", rf"^{GREETING}from me,? (?P<name>{NAME})\b", 0.9),
    Shape("name", "User's name is {name}", "name",
          rf"^(?:greetings|hello|hi|love|cheers|regards) from (?P<name>{NAME})(?:,|\s*$)", 0.9, check=not_a_place),
    # typed in lower case, a first name Faker lists: "hey im leopold but ...", "i'm leo", "siobhan here"
    Shape("name", "User's name is {name}", "name",
          rf"^(?:{GREETING}(?:I'm|I am)|{GREETING.removesuffix('?')}(?:it's|it is))\s+(?P<name>{ANY_NAME})"
          r"(?=\s*(?:[,!.]|$)|\s+(?:and|but|btw|by the way|here|from|aka|though)\b)", 0.9, check=is_first_name),
    Shape("name", "User's name is {name}", "name",
          rf"^{GREETING}(?:this is |it's |it is )?(?P<name>{ANY_NAME}) (?:here|speaking)\b(?!')", 0.9,
          check=is_first_name),
    # "I'm oksana, nice to meet you": the greeting after it says the word is a name
    Shape("name", "User's name is {name}", "name",
          rf"^(?:I'm|I am)\s+(?P<name>{ANY_NAME}),?\s+(?:nice|pleased|good|lovely|great) to (?:meet|e-meet)\b", 0.9,
          check=is_name),
    # a form filled in: "Name: Tomasz Kowalczyk."
    Shape("name", "User's name is {name}", "name", rf"^(?:full )?name\s*[:=-]\s*(?P<name>{NAME}(?: {NAME})?)", 0.9),
    # what they like to be called: with a name above, "User's name is Mariana; User goes by Mari"
    Shape("called", "User's name is {name}", "name",
          r"\b(?:call me|i go by|known as|(?:address|refer to) me as"
          r"|(?:people|folks|everyone|everybody|friends|they|most people|my friends)"
          rf" (?:just )?(?:call|calls|know|knows) me(?: as)?)\s+(?P<name>{ANY_NAME}(?:(?-i: [A-Z][\w'-]+)| [a-z]+$)?)",
          0.9),
    Shape("called", "User's name is {name}", "name",
          r"\b(?:people|folks|everyone|everybody|friends|most people|my friends|my family) (?:just )?(?:say|says|use)"
          rf" (?P<name>{NAME})\b", 0.9),
    Shape("called", "User's name is {name}", "name",
          r"\b(?:people|folks|everyone|everybody|friends|most people|my friends|my family) (?:just )?(?:say|says|use)"
          rf" (?P<name>{ANY_NAME})\b", 0.9, check=is_first_name),
    # "it's Leo to friends", "Sandro to my mates", "or Pri for short"
    Shape("called", "User's name is {name}", "name",
          rf"\b(?:(?:it's|its|it is|but|or|just|though) )?(?P<name>{ANY_NAME}) to (?:my |most |all my |all )?"
          r"(?:friends|mates|everyone|family|people|pals)\b", 0.9, check=is_first_name),
    Shape("called", "User's name is {name}", "name",
          rf"\b(?:it's|its|it is|but|or|just|though) (?P<name>{ANY_NAME}) for short\b", 0.9, check=is_name),
    Shape("called", "User's name is {name}", "name",
          rf"(?:\bbut|\bplease|\bjust)[,\s]+(?:just\s+)?(?P<name>{NAME}) (?:is fine|is good|works|will do)\b", 0.9),
)
# fmt: on
