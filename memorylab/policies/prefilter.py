"""What text a regular expression cannot match without: a cheap test before the search.

The introduction table holds about 190 case-insensitive patterns, and almost every clause
matches none of them (17 of 939 clauses on a LoCoMo conversation), yet each failed search
costs one to two microseconds of trying every position. :func:`needs` reads a pattern's
parse tree once and returns strings of which every match must contain at least one
("work", "employ", "hire", "contract" for the work shapes). :func:`anchors` shortens each
to one piece of at most three characters, the rarest by English letter frequency, so that
one set operation answers for a whole pattern: :func:`could_match` asks whether the
clause's pieces (:func:`pieces`, computed once per clause) share any with the pattern's.
The answer is a necessary condition only, so the search still decides; a pattern whose
parse gives no such strings is always searched. :class:`Candidates` gives the same answer for
a whole table at once, by one set intersection (the introduction table uses it);
:func:`could_match` is the answer for one pattern, its definition.

Folding follows the regex engine's own case-insensitive equality (its simple lower case
plus the few extra pairs it treats as equal, "ſ" and "s", "ı" and "i", from
``re._compiler._EXTRA_CASES``); where those internals are missing, nothing is filtered.
"""

from __future__ import annotations

import functools
import re
from itertools import product

try:  # the engine's own case folding, private to the standard library
    import _sre
    from re import _constants as C
    from re import _parser
    from re._compiler import _EXTRA_CASES
except ImportError:  # pragma: no cover - another Python: no prefilter, every pattern searched
    _parser = None

__all__ = ["fold", "needs", "anchors", "pieces", "could_match", "could_hold", "Candidates"]

# Cross products of alternatives grow fast: past this many strings, keep the parts apart.
MAX_STRINGS = 64
# A pattern's strings are cut to one piece of at most this many characters each.
PIECE = 4
# English letters from most to least frequent; a piece's rarity picks it among a string's.
BY_FREQUENCY = "etaoinshrdlcumwfgypbvkjxqz"
# How often each character turns up in English text, per character (letters by their usual shares, a
# space about one in six); anything else, a digit or a bracket, about one in a thousand.
RATES = {
    **dict(zip(BY_FREQUENCY, (0.102, 0.073, 0.066, 0.06, 0.056, 0.054, 0.05, 0.049, 0.048, 0.034, 0.032, 0.022,
                              0.022, 0.019, 0.019, 0.018, 0.016, 0.016, 0.015, 0.012, 0.008, 0.006, 0.0012, 0.0012,
                              0.0008, 0.0006))),
    " ": 0.17, ",": 0.01, ".": 0.01, "'": 0.005, "-": 0.002,
}  # fmt: skip
OTHER_RATE = 0.001
# The characters of a typical clause, for the chance that one holds a string.
CLAUSE = 60


class _Folded(dict):
    """str.translate's table, filled on first sight of each character."""

    def __missing__(self, code: int) -> int:
        lower = _sre.unicode_tolower(code)
        self[code] = folded = min((lower, *_EXTRA_CASES.get(lower, ())))
        return folded


_TABLE = _Folded() if _parser is not None else None


def fold(text: str) -> str:
    """``text`` with every character replaced by one representative of the characters a
    case-insensitive regex treats as equal to it."""
    return text.translate(_TABLE) if _TABLE is not None else text


@functools.lru_cache(maxsize=1024)
def needs(pattern: str) -> frozenset[str] | None:
    """Folded strings one of which every match of ``pattern`` (compiled with re.I)
    contains, or None when the pattern gives no such strings."""
    if _parser is None:
        return None
    try:
        tree = _parser.parse(pattern, re.I)
    except re.error:
        return None
    exact, best = _sequence(list(tree))
    found = _best([*best, exact] if exact is not None else best)
    return frozenset(found) if found else None


def anchors(wanted: frozenset[str] | None) -> frozenset[str] | None:
    """One piece of each string in ``wanted``: a string contains its piece, so a text that
    holds none of the pieces holds none of the strings."""
    if wanted is None:
        return None
    return frozenset(min(_cuts(w), key=_commonness) for w in wanted)


def pieces(folded: str) -> frozenset[str]:
    """Every run of one to :data:`PIECE` characters in ``folded`` (see :func:`fold`)."""
    found = set(folded)
    for n in range(2, PIECE + 1):
        found.update([folded[i : i + n] for i in range(len(folded) - n + 1)])
    return frozenset(found)


def could_match(present: frozenset[str], wanted: frozenset[str] | None) -> bool:
    """False only when a clause's :func:`pieces` hold none of a pattern's :func:`anchors`."""
    return wanted is None or not wanted.isdisjoint(present)


def could_hold(folded: str, wanted: frozenset[str] | None) -> bool:
    """:func:`could_match` asked of a folded text itself, for one pattern or a few: a substring test
    for each anchor, where building the text's pieces would cost more than the searches it saves."""
    return wanted is None or any(piece in folded for piece in wanted)


class Candidates:
    """A table's patterns by their anchors, so that a clause finds the ones it could match with
    one set intersection instead of a test per pattern (:func:`could_match` for each of about
    300 shapes was 870 calls a LoCoMo turn). Each pattern is a bit: those without anchors are
    always tried; the answer keeps the table's order."""

    def __init__(self, anchor_sets: list[frozenset[str] | None]):
        self.always = 0
        self.by_piece: dict[str, int] = {}
        for i, wanted in enumerate(anchor_sets):
            if wanted is None:
                self.always |= 1 << i
            else:
                for piece in wanted:
                    self.by_piece[piece] = self.by_piece.get(piece, 0) | 1 << i
        self.pieces = frozenset(self.by_piece)

    def of(self, present: frozenset[str]) -> list[int]:
        """The indexes, in order, of the patterns whose anchors ``present`` holds (or that have none)."""
        mask = self.always
        for piece in self.pieces.intersection(present):
            mask |= self.by_piece[piece]
        out = []
        while mask:
            low = mask & -mask
            out.append(low.bit_length() - 1)
            mask ^= low
        return out


def _cuts(text: str) -> list[str]:
    return [text] if len(text) <= PIECE else [text[i : i + PIECE] for i in range(len(text) - PIECE + 1)]


def _commonness(piece: str) -> tuple[int, int]:
    """Lower for pieces that fewer texts hold: longer ones, then rarer letters."""
    rank = sum(BY_FREQUENCY.find(c) if c in BY_FREQUENCY else -5 for c in piece)
    return -len(piece), -rank


def _sequence(items: list) -> tuple[set[str] | None, list[set[str]]]:
    """For a run of regex items: the set of every string the run can match when that set
    is small and known (else None), and the requirement sets found inside it."""
    found: list[set[str]] = []
    run: set[str] | None = {""}
    whole = True  # every item so far was exact and joined into ``run``
    for op, av in items:
        if op in (C.AT, C.ASSERT, C.ASSERT_NOT):
            continue  # zero width: the text on either side stays contiguous
        exact, inner = _item(op, av)
        found.extend(inner)
        if exact is not None and run is not None and len(run) * len(exact) <= MAX_STRINGS:
            run = {a + b for a, b in product(run, exact)}
            continue
        whole = False
        if run is not None:
            found.append(run)
        run = exact
    if whole:
        return run, found
    return None, [*found, run] if run is not None else found


def _item(op: object, av: object) -> tuple[set[str] | None, list[set[str]]]:
    if op is C.LITERAL:
        return {fold(chr(av))}, []
    if op is C.SUBPATTERN:
        return _sequence(list(av[-1]))
    if op is C.ATOMIC_GROUP:
        return _sequence(list(av))
    if op is C.BRANCH:
        return _branch(av[1])
    if op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
        low, high, sub = av
        exact, inner = _sequence(list(sub))
        if low == high == 1:
            return exact, inner
        if low == 0:
            return ({""} | exact if exact is not None and high == 1 else None), []
        return None, [s for s in [*inner, exact] if s is not None]
    return None, []  # a class, any character, a back reference: nothing known


def _branch(alternatives: list) -> tuple[set[str] | None, list[set[str]]]:
    exacts, needed = [], []
    for alternative in alternatives:
        exact, inner = _sequence(list(alternative))
        exacts.append(exact)
        needed.append(_best([*inner, exact] if exact is not None else inner))
    if all(e is not None for e in exacts) and sum(len(e) for e in exacts) <= MAX_STRINGS:
        return set().union(*exacts), []
    if all(needed):
        return None, [set().union(*needed)]
    return None, []


def _best(candidates: list[set[str]]) -> set[str] | None:
    """The most selective requirement: no empty string in it, the least likely to be met by a clause
    (:func:`_chance`), then its shortest string longest. A bracket alone beats two hundred job titles."""
    usable = [c for c in candidates if c and "" not in c]
    if not usable:
        return None
    return min(usable, key=lambda c: (_chance(c), -min(len(s) for s in c), len(c)))


def _chance(strings: set[str]) -> float:
    """Roughly how likely a clause is to hold one of ``strings``: for each, the chance its rarest
    character turns up in :data:`CLAUSE` characters, halved for each further character (words are
    rarer than their letters, though far less than letters drawn at random); summed, at most 1."""
    total = 0.0
    for text in strings:
        rarest = min(RATES.get(c, OTHER_RATE) for c in text)
        total += min(1.0, CLAUSE * rarest) * 0.5 ** (len(text) - 1)
    return min(1.0, total)
