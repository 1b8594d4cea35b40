"""A name said around a message rather than introduced in it ("my parents named me Bao", "From: Ana Lima"), or
signed under a letter's or a friend's closing words, which :func:`memorylab.policies.intro_names.signed_name` does not
list: "Yours faithfully, Margaret Ellison", "xoxo, Brianna", "lots of love, Priya", and a first name typed
in lower case after a dash ("... zero ideas lol. -jake").

A closing word ends the message, so the name after it is who wrote it; "love" or "hugs" only
after a sentence's end or a comma ("I'd love, Sarah" is no closing). A name in lower case is
taken only when Faker lists it as a first name and it is no everyday word ("- sorted").
"""

from __future__ import annotations

import re

from memorylab.policies.first_names import ENGLISH_WORDS, known_first_name
from memorylab.policies.intro_names import NOT_SIGNED
from memorylab.policies.intro_shape import JOB, NAME, Shape, is_name
from memorylab.policies.intro_words import RELATIVES
from memorylab.policies.places import place_at

# Who signs as kin, not by name: "love, Gran", "xoxo, Mum".
KIN = frozenset(w.lower() for w in RELATIVES) | {"mummy", "daddy", "grandma", "grandpa", "nanna", "granny", "auntie"}
CLOSED = re.compile(
    r"(?:\byours (?:faithfully|sincerely|truly)|\bsincerely yours|\bwith (?:thanks|gratitude|love)|\brespectfully"
    r"|(?:^|[.!?,]\s*|\n)(?i:xoxo|xo|hugs|love|lots of love|much love|take care|speak soon|talk soon|peace))"
    rf"[,!.]*\s+(?P<name>{NAME}(?: {NAME})?)\s*[.!]*\s*$",
    re.I,
)
# after the message's last sentence: "... lol. -jake", not "the answer is - john"
DASHED_LOWER = re.compile(r"(?:^|[.!?)]\s*|\n\s*)[-—–~]\s*(?P<name>(?-i:[a-z])[a-z'-]{1,15})\s*[.!]*\s*$", re.I)


def signed_off(message: str) -> tuple[str, tuple[int, int]] | None:
    """The name under a closing word at the message's end, or typed in lower case after a dash, and where."""
    message = message.rstrip()
    start = max(0, len(message) - 80)  # a closing is at the end: search only there
    if closed := CLOSED.search(message, start):
        name = closed.group("name")
        first = name.split()[0].lower()
        if first in NOT_SIGNED | KIN or first in ENGLISH_WORDS or place_at(name) or not is_name({"name": first}):
            return None
        return name, closed.span("name")
    if (dashed := DASHED_LOWER.search(message, start)) and known_first_name(first := dashed.group("name")):
        if first in NOT_SIGNED | KIN or first in ENGLISH_WORDS:
            return None
        return first[:1].upper() + first[1:], dashed.span("name")
    return None


def _a_name(fields: dict) -> bool:
    """A name, not a place ("From: London with love")."""
    return is_name(fields) and not place_at(fields["name"])


# fmt: off
# A name said around the message rather than introduced: who named the speaker so, a header, a name owned after it.
NAMED_AROUND: tuple[Shape, ...] = (
    # "my parents really named me Bao", "Mum named me after her favourite singer, so yeah, Dolly"
    Shape("name", "User's name is {name}", "name",
          r"\b(?:my )?(?:parents|mum|mom|dad|mother|father|folks|they)(?: (?:really|actually|literally|just))?"
          r" (?:named|christened) me (?:after [^,.!?]{2,40},(?: so)?(?: yeah)?,? )?"
          rf"(?P<name>{NAME})\b", 0.9, check=_a_name),
    # a job and a name, then "speaking": "nurse Anneliese speaking lol, on my break"
    Shape("name", "User's name is {name}", "name",
          rf"^(?:(?:hi|hey|hello),? )?(?i:{JOB}) (?P<name>{NAME}) (?:here|speaking|reporting)\b", 0.9, check=_a_name),
    # the name one was born with, said first: "Born Patrick, became Paddy at school"
    Shape("name", "User's name is {name}", "name", rf"(?:^|\bI was )born (?P<name>{NAME}),", 0.9, check=_a_name),
    # "Tavita's the name, rugby's the game"
    Shape("name", "User's name is {name}", "name", rf"^(?P<name>{NAME})'s (?:the|my) name\b", 0.9, check=_a_name),
    # "the account holder is myself, Venkatesh Iyer"
    Shape("name", "User's name is {name}", "name",
          rf"\b(?:is|it's|it is) myself,? (?P<name>{NAME}(?: {NAME})?)\b", 0.9, check=_a_name),
    # "introducing myself since you keep calling me 'user': Fatima."
    Shape("name", "User's name is {name}", "name",
          rf"^(?:introducing myself|let me introduce myself|allow me to introduce myself)\b[^:]{{0,60}}:\s*"
          rf"(?P<name>{NAME}(?: {NAME})?)\s*[.!]*$", 0.9, check=_a_name),
    # an e-mail's header: "From: Beatriz Souza / To: support"
    Shape("name", "User's name is {name}", "name", rf"^from:\s*(?P<name>{NAME}(?: {NAME})?)\b", 0.9, check=_a_name),
    # "put down Lorenzo, that's me", "just put Kwame Mensah at the top since thats me"
    Shape("name", "User's name is {name}", "name",
          rf"\b(?:put|write|use|sign|book it under)(?: down)? (?P<name>{NAME}(?: {NAME})?)\b[^.!?]{{0,30}}?,?"
          r" (?:since |cause |cos |because |as )?(?:that's|thats|that is) me\b", 0.9, check=_a_name),
)
# fmt: on
