"""A question about one of the speaker's people answered with what was said of them, not only their name.

"My sister Imogen is getting married in Crete in September" is kept twice: the name under the key
``sister`` ("User's sister is Imogen") and the detail beside it (:mod:`memorylab.policies.intro_kindetail`).
"Where is my sister's wedding?" names the key, and the key's memory won, so the reply stated "your sister
is Imogen". When the memory a question asks for by its key only names a person and the question does not
ask for a name, a recalled memory about the same person (their role and name, then what was said) answers
instead: the most similar one. It names them too, so nothing the key's memory said is lost.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol, TypeVar

# "User's sister is Imogen", "User's girlfriend is Noor": a memory that only names someone.
NAMES_ONLY = re.compile(r"^User's (?P<who>[\w -]+?) is (?P<name>[A-ZÀ-Þ][\w'’-]*(?: [A-ZÀ-Þ][\w'’-]*)?)\.?$")
ASKS_A_NAME = re.compile(r"\b(?:name|named|names|called|call|who)\b", re.I)


class Memoryish(Protocol):
    memory_id: int
    text: str
    similarity: float


R = TypeVar("R", bound=Memoryish)


def about_them(asked: R, question: str, recalled: Sequence[R]) -> R:
    """``asked``, or the most similar recalled memory that says more about the person it only names."""
    named = NAMES_ONLY.match(asked.text)
    if named is None or ASKS_A_NAME.search(question):
        return asked
    said_of = re.compile(rf"^User's (?:[\w-]+ )*{re.escape(named['who'])} {re.escape(named['name'])}\b(?! is \W*$)")
    more = [r for r in recalled if r.memory_id != asked.memory_id and said_of.match(r.text)]
    return max(more, key=lambda r: r.similarity) if more else asked
