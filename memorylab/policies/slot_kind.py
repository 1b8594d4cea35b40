"""A kind of stored fact (:class:`Slot`): the words that ask for it and the keys or wording that fill it, and the
helpers the slot tables are written with (:mod:`memorylab.policies.slots`)."""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Slot:
    """One kind of fact: ``asked`` finds it in a question; a memory fills it when its key is
    one of ``keys`` (or starts with one followed by ":"), or, keyless, when ``said`` matches its text."""

    name: str
    asked: re.Pattern
    keys: tuple[str, ...] = ()
    said: re.Pattern | None = None

    def filled_by(self, text: str, key: str | None) -> bool:
        return self.rank(text, key) is not None

    def rank(self, text: str, key: str | None) -> int | None:
        """How well a memory fills the slot: the place of its key in ``keys`` (a job before
        an employer for "what do I do for work?"; ``diet`` itself before ``diet:meat``), then
        a keyless match; None: it does not."""
        at = self.key_rank(key)
        if at is not None:
            return at
        return 2 * len(self.keys) if self.said and self.said.search(text) else None

    def key_rank(self, key: str | None) -> int | None:
        """Twice the place in ``keys`` of the one ``key`` is, plus one when it only starts
        with it before ":" (the general fact before a detail); None if none."""
        for at, k in enumerate(self.keys):
            if key == k:
                return 2 * at
            if key and key.startswith(k + ":"):
                return 2 * at + 1
        return None


def any_of(words: tuple[str, ...]) -> str:
    return "|".join(sorted((re.escape(w) for w in words), key=len, reverse=True))


def make_slot(name: str, asked: str, keys: tuple[str, ...] = (), said: str | None = None) -> Slot:
    return Slot(name, re.compile(asked, re.I), keys, re.compile(said, re.I) if said else None)
