"""Per-user indexes, each loaded (or built) once on first use.

One short lock guards the dictionary (held for a lookup, never for I/O); each user has a
gate of their own, so one user's load waits for nobody else's, and two threads asking for
the same user at once load it once.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class PerUserRegistry(Generic[T]):
    """``get(user)`` returns the user's index, calling ``load(user)`` the first time."""

    def __init__(self, load: Callable[[str], T]):
        self._load = load
        self._items: dict[str, T] = {}
        self._lock = threading.Lock()  # the dictionary only
        self._gates: dict[str, threading.Lock] = {}  # one loader per user at a time

    def get(self, user_id: str) -> T:
        with self._lock:
            item = self._items.get(user_id)
            if item is not None:
                return item
            gate = self._gates.setdefault(user_id, threading.Lock())
        with gate:  # another user's load or search goes on meanwhile
            with self._lock:
                item = self._items.get(user_id)
            if item is None:
                item = self._load(user_id)
                with self._lock:
                    self._items[user_id] = item
            return item

    def peek(self, user_id: str) -> T | None:
        """The user's index if it is in memory; None (and nothing loaded) otherwise."""
        with self._lock:
            return self._items.get(user_id)

    def put(self, user_id: str, item: T) -> None:
        with self._lock:
            self._items[user_id] = item

    def drop(self, user_id: str) -> None:
        """Forget the user's index in memory; the next :meth:`get` loads it again."""
        with self._lock:
            self._items.pop(user_id, None)

    def loaded(self, user_id: str) -> bool:
        with self._lock:
            return user_id in self._items

    def items(self) -> list[tuple[str, T]]:
        """A snapshot of the users in memory and their indexes."""
        with self._lock:
            return list(self._items.items())
