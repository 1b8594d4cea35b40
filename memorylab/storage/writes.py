"""The writer's statements and transactions, written once for every backend: each change
to a memory is one transaction with its event. The statements are the same text on both
backends, spelled by :class:`memorylab.storage.dialect.Dialect` like the reads: a new id
comes from the table's sequence in the statement and is returned (``nextval(...)``,
``RETURNING id``), and a vector parameter is whatever the backend binds (DuckDB a list
of floats, Postgres pgvector's array: its ``_vector_param``).

A backend gives ``DIALECT``, ``transaction(user_id)``, ``get``, and four small steps:
``_exec(statement)`` and ``_fetch(statement)`` inside a transaction, ``_vector_param``
(a vector as it binds one), ``_written(memory_id=, event_id=)`` (DuckDB's high-water mark;
nothing on Postgres) and ``_pending_purge(at)`` (the flag a crash-interrupted purge leaves).
What differs for real stays in the backend: DuckDB's bulk insert through Arrow,
Postgres's version bumps when vectors are replaced.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import datetime

import numpy as np

from memorylab.models import ACTIVE, FORGOTTEN, SUPERSEDED, Event, Memory
from memorylab.storage.dialect import Dialect, Statement, set_status, statuses
from memorylab.storage.dialect import erase as erase_statements

NEW_VALUES = ("text", "kind", "key", "importance")  # what an ADD event records


# --- the statements ------------------------------------------------------------------

UPDATABLE = ("text", "importance", "kind", "key", "expires_at", "confidence")


def as_json(value: dict | None) -> str | None:
    """An event's old or new value as stored (JSON text; dates as their ISO text)."""
    return None if value is None else json.dumps(value, default=str, ensure_ascii=False)


def insert_memory(d: Dialect, m: dict, vector: object) -> Statement:
    """One new active memory, never accessed; returns its id. ``vector``: as the backend binds it."""
    span = m.get("span") or (None, None)
    sql = (
        "INSERT INTO memories (id, user_id, kind, key, text, importance, confidence, source, source_turn, "
        "created_at, last_accessed, access_count, expires_at, status, embedding, source_start, source_end, "
        "category) VALUES (nextval('memory_ids'), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, 'active', ?, ?, ?, ?) "
        "RETURNING id"
    )
    params = [m["user_id"], m["kind"], m.get("key"), m["text"], m["importance"], m.get("confidence", 1.0)]
    params += [m.get("source", "api"), m.get("source_turn"), m["created_at"], m["created_at"], m.get("expires_at")]
    return d.sql(sql), params + [vector, span[0], span[1], m.get("category")]


def stored_row(memory_id: int, row: dict) -> Memory:
    """A new memory as the store holds it once ``row`` is inserted (active, never used)."""
    return Memory(
        memory_id,
        row["user_id"],
        row["kind"],
        row["text"],
        row["importance"],
        row["created_at"],
        row["created_at"],
        0,
        row["key"],
        row["confidence"],
        row["source"],
        row["source_turn"],
        row["expires_at"],
        ACTIVE,
        None,
        row["category"],
    )


def insert_event(
    d: Dialect,
    user_id: str,
    memory_id: int | None,
    op: str,
    old: dict | None,
    new: dict | None,
    reason: str,
    at: datetime | None,
) -> Statement:
    """One event; returns its id."""
    sql = "INSERT INTO events VALUES (nextval('event_ids'), ?, ?, ?, ?, ?, ?, ?) RETURNING id"
    return d.sql(sql), [user_id, memory_id, op, as_json(old), as_json(new), reason, at]


def link(d: Dialect, user_id: str, src: int, dst: int, rel: str, at: datetime) -> Statement:
    return d.sql("INSERT INTO links VALUES (?, ?, ?, ?, ?)"), [user_id, int(src), int(dst), rel, at]


def supersede(d: Dialect, user_id: str, old_id: int, new_id: int) -> Statement:
    return d.sql("UPDATE memories SET status = ?, superseded_by = ? WHERE id = ? AND user_id = ?"), [
        SUPERSEDED,
        int(new_id),
        int(old_id),
        user_id,
    ]


SUPERSEDED_CHANGE = ({"status": ACTIVE}, {"status": SUPERSEDED})  # the event's old and new status


def update_memory(d: Dialect, user_id: str, memory_id: int, changes: dict, vector: object = None) -> Statement:
    """Set the changed columns (and the vector, as the backend binds it, when given)."""
    unknown = set(changes) - set(UPDATABLE)
    if unknown:
        raise ValueError(f"cannot update {sorted(unknown)}")
    sets, params = [f"{k} = ?" for k in changes], list(changes.values())
    if vector is not None:
        sets.append("embedding = ?")
        params.append(vector)
    sql = f"UPDATE memories SET {', '.join(sets)} WHERE id = ? AND user_id = ?"
    return d.sql(sql), params + [int(memory_id), user_id]


def set_turn_content(d: Dialect, user_id: str, turn_id: int, content: str) -> Statement:
    return d.sql("UPDATE turns SET content = ? WHERE id = ? AND user_id = ?"), [content, int(turn_id), user_id]


class SharedWriter:
    DIALECT: Dialect

    def _event(
        self,
        user_id: str,
        memory_id: int | None,
        op: str,
        old: dict | None = None,
        new: dict | None = None,
        reason: str | None = None,
        at: datetime | None = None,
    ) -> int:
        event_id = self._fetch(insert_event(self.DIALECT, user_id, memory_id, op, old, new, reason, at))[0][0]
        self._written(event_id=event_id)
        self._noted(Event(event_id, user_id, memory_id, op, as_json(old), as_json(new), reason, at))
        return event_id

    def _insert(self, m: dict, vector: np.ndarray) -> int:
        memory_id = self._fetch(insert_memory(self.DIALECT, m, self._vector_param(vector)))[0][0]
        self._written(memory_id=memory_id)
        return memory_id

    def add(
        self,
        m: dict,
        vector: np.ndarray,
        *,
        reason: str = "remember",
        supersedes: list[int] = (),
        derived_from: list[int] = (),
        op: str = "ADD",
    ) -> int:
        """Insert one memory; mark ``supersedes`` as superseded by it; link its sources."""
        user_id, at = m["user_id"], m["created_at"]
        with self.transaction(user_id):
            memory_id = self._insert(m, vector)
            self._event(user_id, memory_id, op, None, {k: m.get(k) for k in NEW_VALUES}, reason, at)
            for old_id in supersedes:
                self._supersede(user_id, old_id, memory_id, at)
            for source_id in derived_from:
                self._exec(link(self.DIALECT, user_id, memory_id, source_id, "derived_from", at))
        return memory_id

    def _supersede(self, user_id: str, old_id: int, new_id: int, at: datetime) -> None:
        self._exec(supersede(self.DIALECT, user_id, old_id, new_id))
        self._exec(link(self.DIALECT, user_id, new_id, old_id, "supersedes", at))
        old, new = SUPERSEDED_CHANGE
        self._event(user_id, old_id, "SUPERSEDE", old, {**new, "superseded_by": new_id}, "newer value", at)

    def update(
        self,
        user_id: str,
        memory_id: int,
        changes: dict,
        *,
        at: datetime,
        reason: str = "edit",
        vector: np.ndarray | None = None,
    ) -> Memory:
        """Change text, importance, kind, key or expiry; records old and new values."""
        statement = update_memory(
            self.DIALECT, user_id, memory_id, changes, None if vector is None else self._vector_param(vector)
        )
        with self.transaction(user_id):
            before = self.get(user_id, memory_id)
            self._exec(statement)
            self._event(user_id, memory_id, "UPDATE", {k: getattr(before, k) for k in changes}, changes, reason, at)
            return self.get(user_id, memory_id)

    def set_status(self, user_id: str, ids: Iterable[int], status: str, *, at: datetime, reason: str, op: str) -> None:
        ids = [int(i) for i in ids]
        with self.transaction(user_id):
            rows = self._fetch(statuses(self.DIALECT, user_id, ids))
            self._exec(set_status(self.DIALECT, user_id, ids, status))
            for memory_id, old in rows:
                self._event(user_id, memory_id, op, {"status": old}, {"status": status}, reason, at)

    def erase(
        self,
        user_id: str,
        ids: list[int],
        *,
        phrases: list[str],
        turn_contents: dict[int, str],
        at: datetime,
        reason: str,
        op: str = "FORGET",
    ) -> None:
        """Delete memories and every trace of them, in one transaction: events about them
        or quoting a phrase lose their values, the given turns get their masked content,
        summaries quoting a phrase are dropped, links go, and one content-free event is
        appended per id. One pass over each table, whatever the number of phrases."""
        ids = [int(i) for i in ids]
        with self.transaction(user_id):
            for statement in erase_statements(self.DIALECT, user_id, ids, phrases, FORGOTTEN):
                self._exec(statement)
            for turn_id, content in turn_contents.items():
                self._exec(set_turn_content(self.DIALECT, user_id, turn_id, content))
            for memory_id in ids:
                self._event(user_id, memory_id, op, None, None, reason, at)
            self._pending_purge(at)
