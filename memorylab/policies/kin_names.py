"""A close one's fact said with their name, when the user told it: "User's partner is allergic to dogs" beside "User's
partner is Ravi" is said "your partner Ravi is allergic to dogs", as a person who knew both would say it. Pure
functions."""

from __future__ import annotations

import re
from collections.abc import Iterable

# "User's partner is Ravi", "User's son is called Felix", "User's wife's name is Ingrid"
NAMED = re.compile(
    r"^User's (?P<who>[a-z][\w -]{1,30}?)(?:'s name)? is (?:called |named )?(?P<name>(?-i:[A-Z])[\w'-]+)\.?$"
)
# A fact of a close one, said with a verb: "User's partner is allergic to dogs", "User's son uses a wheelchair"
OF_SOMEONE = re.compile(r"^User's (?P<who>[a-z][\w -]{1,30}?) (?P<rest>(?:is|are|has|have|uses|can't|cannot|doesn't"
                        r"|does not|don't|gets|hates|needs|keeps|eats|loves|works|lives) .+)$")  # fmt: skip


def with_name(text: str, told: Iterable[str]) -> str:
    """``text`` with the close one's name after the word for them when exactly one of ``told`` names them; else
    ``text`` as it is (and a name's own memory as it is)."""
    fact = OF_SOMEONE.match(text)
    if fact is None or NAMED.match(text):
        return text
    names = {m["name"] for t in told if (m := NAMED.match(t)) and m["who"] == fact["who"]}
    if len(names) != 1:
        return text
    return f"User's {fact['who']} {names.pop()} {fact['rest']}"
