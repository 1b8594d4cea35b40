"""Statements of many threads on one DuckDB file at once.

A DuckDB connection must not be shared between threads, but each thread may have its
own cursor (a connection to the same database): DuckDB runs their statements in
parallel (it releases the GIL) and isolates their transactions. Two attendees' recalls
then read at the same time instead of queueing behind one lock.

What still happens alone: rewriting the file (the purge) and closing it, which take the
:class:`SharedLock` alone, and write transactions, which the connection serialises with
a lock of its own (DuckDB would abort one of two that touch the same row).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Protocol


class DBConnection(Protocol):
    """What this module uses of a DuckDB connection."""

    def cursor(self) -> DBConnection: ...
    def close(self) -> None: ...


class SharedLock:
    """Held by many threads at once (``with lock:``), or by one alone (``with lock.alone():``).
    Reentrant both ways; a thread waiting to hold it alone stops new holders from
    entering, so a purge is not starved by a stream of statements."""

    def __init__(self):
        self._cond = threading.Condition()
        self._holders = 0  # threads holding it shared
        self._owner: int | None = None  # the thread holding it alone
        self._waiting = 0  # threads waiting to hold it alone
        self._local = threading.local()

    def _depth(self) -> int:
        return getattr(self._local, "depth", 0)

    def __enter__(self) -> SharedLock:
        depth = self._depth()
        if depth == 0 and self._owner != threading.get_ident():
            with self._cond:
                while self._owner is not None or self._waiting:
                    self._cond.wait()
                self._holders += 1
        self._local.depth = depth + 1
        return self

    def __exit__(self, *exc) -> None:
        self._local.depth -= 1
        if self._local.depth == 0 and self._owner != threading.get_ident():
            with self._cond:
                self._holders -= 1
                self._cond.notify_all()

    @contextmanager
    def alone(self) -> Iterator[None]:
        me = threading.get_ident()
        if self._owner == me:  # already alone: nested
            yield
            return
        mine = 1 if self._depth() else 0  # a holder asking to be alone waits for the others only
        with self._cond:
            self._waiting += 1
            while self._owner is not None or self._holders > mine:
                self._cond.wait()
            self._waiting -= 1
            self._owner, self._holders = me, self._holders - mine
        try:
            yield
        finally:
            with self._cond:
                self._owner, self._holders = None, self._holders + mine
                self._cond.notify_all()


class Counted:
    """A cursor whose statements are counted (``Cursors.statements``): what a turn costs the
    database is counted, not guessed (bench/room_profile.py, tests/test_user_state.py)."""

    def __init__(self, cursor: DBConnection, owner: Cursors):
        self._cursor, self._owner = cursor, owner

    def execute(self, *args, **kwargs) -> object:
        self._owner.count()
        return self._cursor.execute(*args, **kwargs)

    def sql(self, *args, **kwargs) -> object:
        self._owner.count()
        return self._cursor.sql(*args, **kwargs)

    def __getattr__(self, name: str):
        return getattr(self._cursor, name)


class Cursors:
    """Each thread's own cursor of one root connection. A thread that ended leaves its
    cursor to the next new thread (a server runs each page run, and the room bench each
    turn, in a fresh thread: making a cursor every time cost more than the turn's reads);
    at most ``spare`` are kept beyond the live threads' own."""

    def __init__(self, root: DBConnection, spare: int = 64):
        self.root, self.spare = root, spare
        self._local = threading.local()
        self._open: dict[int, DBConnection] = {}  # thread id -> its cursor
        self._free: list[DBConnection] = []  # cursors of threads that ended
        self._guard = threading.Lock()
        self._counting = threading.Lock()
        self.statements = 0  # every statement run through a cursor of this connection

    def mine(self) -> DBConnection:
        cursor = getattr(self._local, "cursor", None)
        if cursor is None:
            me = threading.get_ident()
            with self._guard:
                alive = {t.ident for t in threading.enumerate()}
                for ident in [i for i in self._open if i not in alive or i == me]:
                    self._free.append(self._open.pop(ident))  # ended (or an id reused): reusable
                while len(self._free) > self.spare:
                    self._free.pop(0).close()
                cursor = self._free.pop() if self._free else None
            if cursor is None:
                cursor = Counted(self.root.cursor(), self)
            with self._guard:
                self._open[me] = cursor
            self._local.cursor = cursor
        return cursor

    def count(self) -> None:
        with self._counting:
            self.statements += 1

    def close(self) -> None:
        with self._guard:
            for cursor in [*self._open.values(), *self._free]:
                cursor.close()
            self._open.clear()
            self._free.clear()
        self.root.close()
