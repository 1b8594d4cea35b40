"""A turn's bookkeeping rows, group-committed: the user's turn, the reply, the use counts
and the turn's figures are queued, and one transaction writes everything queued by every
thread (a handful of statements, whatever the number of turns in it).

Why: a chat turn used to run four commits of its own (the user's turn, the use count, the
reply, the figures), and DuckDB commits one at a time, so forty attendees queued behind
160 commits. Now each turn waits once, at its end, for the one commit holding its rows;
whoever reaches the commit first writes the rows of every turn waiting beside it.

The promises:

- **Nothing acknowledged is lost.** A row queued outside :meth:`QueuedWrites.deferred` is
  committed before the call returns; inside it, before the scope exits (``lab.chat``
  returns only then). A ``kill -9`` loses at most the rows of turns not yet returned.
- **Every write transaction writes the queue first**, in the same transaction: a memory a
  turn's message gave is committed with the turn it cites (no dangling source turn), and
  a forget's erase sees, and masks, the turns queued before it.
- A transaction that fails after writing the queue puts the rows back (the next commit
  writes them); rows that cannot be written fail alone: the turns waiting for them get
  the error, and later transactions are not poisoned by them.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass
from datetime import datetime

from memorylab.models import Event
from memorylab.storage.common import TURN_METRICS
from memorylab.storage.dialect import Dialect, Statement
from memorylab.storage.writes import as_json

TURN, ACCESS, METRICS, SUMMARY = "turn", "access", "metrics", "summary"
EVENT_COLUMNS = "id, user_id, memory_id, op, old_value, new_value, reason, occurred_at"


@dataclass(frozen=True)
class Queued:
    ticket: int
    kind: str  # TURN, ACCESS, METRICS or SUMMARY
    user_id: str
    row: tuple  # TURN: (id, user, session, role, content, at); ACCESS: (ids, at, reason); METRICS: the
    # columns; SUMMARY: (id, user, session, text, first turn, last turn, at, reason)


class WriteQueue:
    """Rows waiting for a commit, and which tickets are still outstanding (queued, or
    taken by a transaction not yet committed)."""

    def __init__(self):
        self._cond = threading.Condition()
        self._items: list[Queued] = []
        self._outstanding: set[int] = set()
        self._failed: dict[int, BaseException] = {}
        self._next = 0
        self.batches = 0  # batches committed (the bench counts commits per turn with it)

    def put(self, kind: str, user_id: str, row: tuple) -> int:
        with self._cond:
            self._next += 1
            self._items.append(Queued(self._next, kind, user_id, row))
            self._outstanding.add(self._next)
            return self._next

    def take(self) -> list[Queued]:
        """Everything queued, now in flight with the caller's transaction."""
        with self._cond:
            batch, self._items = self._items, []
            return batch

    def committed(self, batch: list[Queued]) -> None:
        if batch:
            self.batches += 1
        self._settle(batch)

    def restore(self, batch: list[Queued]) -> None:
        """The transaction rolled back: the rows wait for the next commit, first in line."""
        if batch:
            with self._cond:
                self._items[:0] = batch
                self._cond.notify_all()

    def fail(self, batch: list[Queued], exc: BaseException) -> None:
        """The rows themselves could not be written: their owners get ``exc``."""
        with self._cond:
            for q in batch:
                self._failed[q.ticket] = exc
        self._settle(batch)

    def _settle(self, batch: list[Queued]) -> None:
        if batch:
            with self._cond:
                self._outstanding.difference_update(q.ticket for q in batch)
                self._cond.notify_all()

    def state(self, tickets: set[int]) -> str:
        """ "done", "queued" (some still wait for a transaction) or "in flight"; raises the
        error a failed ticket met (once)."""
        with self._cond:
            failed = [self._failed.pop(t) for t in tickets if t in self._failed]
            if failed:
                raise failed[0]
            open_ = tickets & self._outstanding
            if not open_:
                return "done"
            if any(q.ticket in open_ for q in self._items):
                return "queued"
            return "in flight"

    def wait_change(self, timeout: float = 1.0) -> None:
        with self._cond:
            self._cond.wait(timeout)

    def queued(self, user_id: str, kind: str) -> list[Queued]:
        """Rows of this user and kind not yet taken (what a cache loaded from the database
        adds to what it read)."""
        with self._cond:
            return [q for q in self._items if q.user_id == user_id and q.kind == kind]

    def __len__(self) -> int:
        with self._cond:
            return len(self._items)


# --- the statements: one per kind of row, whatever the number of rows --------------------


def _values(d: Dialect, width: int, n: int, casts: tuple[str, ...] = ()) -> str:
    """``(?, ?, ...), (...)``: ``n`` rows of ``width`` parameters; ``casts`` types the first
    row's columns (Postgres infers a VALUES list's types from it)."""
    first = ", ".join(f"CAST(? AS {casts[i]})" if i < len(casts) and casts[i] else "?" for i in range(width))
    rest = ", ".join(["?"] * width)
    return ", ".join([f"({first})"] + [f"({rest})"] * (n - 1))


def insert_turns(d: Dialect, rows: list[tuple]) -> Statement:
    params = [value for row in rows for value in row]
    return d.sql(f"INSERT INTO turns VALUES {_values(d, 6, len(rows))}"), params


def count_accesses(d: Dialect, counted: list[tuple[str, int, int, datetime]]) -> Statement:
    """(user, memory id, uses, last time) each: one UPDATE for every turn's use counts."""
    params = [value for row in counted for value in row]
    values = _values(d, 4, len(counted), ("VARCHAR", "BIGINT", "INTEGER", "TIMESTAMP"))
    return d.sql(
        "UPDATE memories SET last_accessed = t.used_at, access_count = memories.access_count + t.n "
        f"FROM (VALUES {values}) AS t(u, i, n, used_at) WHERE memories.user_id = t.u AND memories.id = t.i"
    ), params


def insert_events(d: Dialect, rows: list[tuple]) -> Statement:
    """(user, memory id or None, op, new value, reason, time) each: one event a row, in
    one statement, returned as stored."""
    params = [value for row in rows for value in row]
    values = _values(d, 6, len(rows), ("VARCHAR", "BIGINT", "VARCHAR", "VARCHAR", "VARCHAR", "TIMESTAMP"))
    return d.sql(
        "INSERT INTO events SELECT nextval('event_ids'), t.u, t.m, t.op, NULL, t.new, t.r, t.at_ "
        f"FROM (VALUES {values}) AS t(u, m, op, new, r, at_) RETURNING {EVENT_COLUMNS}"
    ), params


def replace_summaries(d: Dialect, rows: list[tuple]) -> list[Statement]:
    """The sessions' summaries replaced: the old rows of each (user, session) go, the last
    queued one of each is inserted."""
    last = {(r[1], r[2]): r for r in rows}  # (user, session) -> the newest queued summary
    keys = [value for key in last for value in key]
    gone = _values(d, 2, len(last), ("VARCHAR", "VARCHAR"))
    delete = d.sql(
        f"DELETE FROM summaries USING (VALUES {gone}) AS t(u, s) "
        "WHERE summaries.user_id = t.u AND summaries.session_id = t.s"
    )
    params = [value for r in last.values() for value in r[:7]]
    insert = d.sql(f"INSERT INTO summaries VALUES {_values(d, 7, len(last))}")
    return [(delete, keys), (insert, params)]


METRIC_COLUMNS = ("user_id", "session_id", "turn_id", "created_at", "model", "ok", *TURN_METRICS)
METRIC_TYPES = ("VARCHAR", "VARCHAR", "BIGINT", "TIMESTAMP", "VARCHAR", "BOOLEAN", "INTEGER", "INTEGER", "FLOAT8")
METRIC_TYPES += ("INTEGER", "FLOAT8", "INTEGER", "INTEGER", "INTEGER", "INTEGER", "INTEGER")  # embed_calls ...


def insert_metrics(d: Dialect, rows: list[tuple]) -> Statement:
    params = [value for row in rows for value in row]
    values = _values(d, len(METRIC_COLUMNS), len(rows), METRIC_TYPES)
    return d.sql(f"INSERT INTO turn_metrics ({', '.join(METRIC_COLUMNS)}) VALUES {values}"), params


def _events_of(q: Queued) -> list[tuple]:
    """The events a queued row is logged with: an ACCESS a use, a SUMMARIZE a summary (its
    turns, not its text)."""
    if q.kind == ACCESS:
        ids, at, reason = q.row
        return [(q.user_id, i, "ACCESS", None, reason, at) for i in ids]
    if q.kind == SUMMARY:
        summary_id, user_id, session_id, _, first, last, at, reason = q.row
        new = {"summary_id": summary_id, "session": session_id, "turns": [first, last]}
        return [(user_id, None, "SUMMARIZE", as_json(new), reason, at)]
    return []


def counted_uses(accesses: Iterable[Queued]) -> list[tuple[str, int, int, datetime]]:
    """(user, id, uses, time of the last) per memory, in queue order (the last use's time wins,
    as one UPDATE after another would leave it)."""
    out: dict[tuple[str, int], list] = {}
    for q in accesses:
        ids, at, _ = q.row
        for memory_id in ids:
            entry = out.setdefault((q.user_id, memory_id), [0, at])
            entry[0], entry[1] = entry[0] + 1, at
    return [(user, memory_id, n, at) for (user, memory_id), (n, at) in out.items()]


class QueuedWrites:
    """The queue on a store: needs ``DIALECT``, ``transaction()`` (which calls
    :meth:`_write_queue` first and settles the batch), ``_exec``, ``_fetch``,
    ``_commit_gate()`` (held around a flush so waiters pile up behind one commit) and
    ``_new_id(sequence)`` (an id handed out in call order)."""

    DIALECT: Dialect

    def _init_queue(self) -> None:
        self._queue = WriteQueue()
        self._deferring = threading.local()

    @contextmanager
    def deferred(self) -> Iterator[None]:
        """Inside: this thread's turns, use counts and turn figures are queued, not written;
        at the end they are committed (with whatever other threads queued) before the
        scope exits, even when it exits with an error. Nested scopes are one scope."""
        if getattr(self._deferring, "tickets", None) is not None:
            yield
            return
        self._deferring.tickets = tickets = set()
        try:
            yield
        finally:
            self._deferring.tickets = None
            self._wait_committed(tickets)

    def _queue_row(self, kind: str, user_id: str, row: tuple) -> None:
        """Queue one row; outside a deferred scope, wait for its commit (group-committed
        with everyone else's queued rows)."""
        with self._hook_lock():
            ticket = self._queue.put(kind, user_id, row)
            self._queued(kind, user_id, row)
        tickets = getattr(self._deferring, "tickets", None)
        if tickets is not None:
            tickets.add(ticket)
        else:
            self._wait_committed({ticket})

    def _hook_lock(self) -> AbstractContextManager:
        """Held around queueing a row and :meth:`_queued` (a cache of the store's takes its own)."""
        return nullcontext()

    def _queued(self, kind: str, user_id: str, row: tuple) -> None:
        """A row was just queued: a cache of the store's shows it (storage/userstate.py)."""

    def _wait_committed(self, tickets: set[int]) -> None:
        while tickets:
            with self._commit_gate():
                state = self._queue.state(tickets)
                if state == "queued":
                    with self.transaction():
                        pass  # the transaction writes the queue
                    state = self._queue.state(tickets)
            if state == "done":
                return
            if state == "in flight":  # another connection's transaction holds them (Postgres)
                self._queue.wait_change()

    def _write_batch(self, batch: list[Queued]) -> list[Event]:
        """Inside a transaction: the batch's rows, one statement per kind; the ACCESS
        events as stored."""
        d = self.DIALECT
        turns = [q.row for q in batch if q.kind == TURN]
        accesses = [q for q in batch if q.kind == ACCESS]
        metrics = [q.row for q in batch if q.kind == METRICS]
        summaries = [q.row for q in batch if q.kind == SUMMARY]
        if turns:
            self._exec(insert_turns(d, turns))
        if accesses:
            self._exec(count_accesses(d, counted_uses(accesses)))
        if summaries:
            for statement in replace_summaries(d, summaries):
                self._exec(statement)
        if metrics:
            self._exec(insert_metrics(d, metrics))
        logged = [e for q in batch for e in _events_of(q)]
        if not logged:
            return []
        return sorted((Event(*r) for r in self._fetch(insert_events(d, logged))), key=lambda e: e.id)

    # --- the rows --------------------------------------------------------------------------

    def add_turn(self, user_id: str, session_id: str, role: str, content: str, at: datetime) -> int:
        """Queued (see :meth:`deferred`); the id is given out now, in call order."""
        turn_id = self._new_id("turn_ids")
        self._queue_turn((turn_id, user_id, session_id, role, content, at))
        return turn_id

    def _queue_turn(self, row: tuple) -> None:
        self._queue_row(TURN, row[1], row)

    def mark_accessed(self, user_id: str, ids: Iterable[int], at: datetime, reason: str = "put in the context") -> None:
        """Count a use of each of ``ids`` (the caller passes this user's own ids), an ACCESS
        event each; queued (see :meth:`deferred`)."""
        ids = tuple(int(i) for i in ids)
        if ids:
            self._queue_row(ACCESS, user_id, (ids, at, reason))

    def put_summary(
        self, user_id: str, session_id: str, text: str, first_turn: int, last_turn: int, at: datetime, reason: str
    ) -> int:
        """Replace the session's rolling summary; its event records the turns, not the text.
        Queued (see :meth:`deferred`); the id is given out now."""
        summary_id = self._new_id("summary_ids")
        row = (summary_id, user_id, session_id, text, int(first_turn), int(last_turn), at, reason)
        self._queue_row(SUMMARY, user_id, row)
        return summary_id

    def _read_own_writes(self) -> None:
        """Before a read of what this thread queued (its turns, summary, events, figures):
        its rows are committed first, so the read sees them."""
        tickets = getattr(self._deferring, "tickets", None)
        if tickets:
            self._wait_committed(set(tickets))

    def add_turn_metrics(
        self, user_id: str, session_id: str, turn_id: int, at: datetime, model: str, ok: bool, values: dict
    ) -> None:
        row = (user_id, session_id, int(turn_id), at, model, bool(ok), *(values.get(n, 0) for n in TURN_METRICS))
        self._queue_row(METRICS, user_id, row)
