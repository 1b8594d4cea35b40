"""One lock per user: attendees are independent tenants, so one user's memory work never
waits for another's.

A user's lock is held around each step that reads the store and then changes what is
derived from it for that user (a write and its index updates, a recall's searches and
row reads, a forget's cascade), so two steps of one user never interleave and a recall
that starts after a forget returned cannot see what it removed. Structures every user
shares (the DuckDB connection, the index registries, the row and query caches, the
write counter) keep their own short locks; no lock is held while a model generates.

The locks are reentrant (a forget rebuilds a consolidation through the writer; a key
lookup marks the memory it read) and keyed by the normalised user id, as
:func:`memorylab.validate.check_user_id` returns it.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager


class UserLocks:
    def __init__(self):
        self._locks: dict[str, threading.RLock] = {}
        self._guard = threading.Lock()

    def of(self, user_id: str) -> threading.RLock:
        """The lock of this (already validated) user id, made on first use."""
        with self._guard:
            lock = self._locks.get(user_id)
            if lock is None:
                lock = self._locks[user_id] = threading.RLock()
            return lock

    def __len__(self) -> int:
        return len(self._locks)

    @contextmanager
    def every(self) -> Iterator[None]:
        """Hold every user's lock (in one order, so two callers cannot deadlock): nothing
        of any user is half-done inside. For closing the lab."""
        with self._guard:
            users = sorted(self._locks)
        with ExitStack() as stack:
            for user_id in users:
                stack.enter_context(self.of(user_id))
            yield
