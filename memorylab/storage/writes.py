"""The writer's transactions, written once for every backend: each change to a memory is
one transaction with its event, over the statements in :mod:`memorylab.storage.dialect`.

A backend gives ``DIALECT``, ``transaction(user_id)``, ``get``, and four small steps:
``_exec(statement)`` and ``_fetch(statement)`` inside a transaction, ``_vector_param``
(a vector as it binds one), ``_written(memory_id=, event_id=)`` (DuckDB's high-water mark;
nothing on Postgres) and ``_pending_purge(at)`` (the flag a crash-interrupted purge leaves).
What differs for real stays in the backend: DuckDB's bulk insert through Arrow,
Postgres's version bumps when vectors are replaced.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

import numpy as np

from memorylab.models import FORGOTTEN, Memory
from memorylab.storage import dialect as sql

NEW_VALUES = ("text", "kind", "key", "importance")  # what an ADD event records


class SharedWriter:
    DIALECT: sql.Dialect

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
        event_id = self._fetch(sql.insert_event(self.DIALECT, user_id, memory_id, op, old, new, reason, at))[0][0]
        self._written(event_id=event_id)
        return event_id

    def _insert(self, m: dict, vector: np.ndarray) -> int:
        memory_id = self._fetch(sql.insert_memory(self.DIALECT, m, self._vector_param(vector)))[0][0]
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
                self._exec(sql.link(self.DIALECT, user_id, memory_id, source_id, "derived_from", at))
        return memory_id

    def _supersede(self, user_id: str, old_id: int, new_id: int, at: datetime) -> None:
        self._exec(sql.supersede(self.DIALECT, user_id, old_id, new_id))
        self._exec(sql.link(self.DIALECT, user_id, new_id, old_id, "supersedes", at))
        old, new = sql.SUPERSEDED_CHANGE
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
        statement = sql.update_memory(
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
            rows = self._fetch(sql.statuses(self.DIALECT, user_id, ids))
            self._exec(sql.set_status(self.DIALECT, user_id, ids, status))
            for memory_id, old in rows:
                self._event(user_id, memory_id, op, {"status": old}, {"status": status}, reason, at)

    def mark_accessed(self, user_id: str, ids: Iterable[int], at: datetime, reason: str = "used in context") -> None:
        """Count a use of each of ``ids`` (the caller passes this user's own ids), an ACCESS
        event each (not counted in DuckDB's high-water mark: a lower mark only weakens the
        damage check)."""
        ids = [int(i) for i in ids]
        if not ids:
            return
        with self.transaction():
            self._exec(sql.count_access(self.DIALECT, user_id, ids, at))
            self._exec(sql.access_events(self.DIALECT, user_id, ids, reason, at))

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
            for statement in sql.erase(self.DIALECT, user_id, ids, phrases, FORGOTTEN):
                self._exec(statement)
            for turn_id, content in turn_contents.items():
                self._exec(sql.set_turn_content(self.DIALECT, user_id, turn_id, content))
            for memory_id in ids:
                self._event(user_id, memory_id, op, None, None, reason, at)
            self._pending_purge(at)
