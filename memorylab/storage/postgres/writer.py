"""The writer: every change to a memory, each in one transaction with its event (the
user's version bumped in it, so other processes know their caches are stale)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

import numpy as np

from memorylab.models import ACTIVE, FORGOTTEN, SUPERSEDED, Memory
from memorylab.storage import dialect as sql
from memorylab.storage.common import SharedLogic
from memorylab.storage.postgres.connection import _json, _vector
from memorylab.storage.postgres.memories import Memories

D = sql.POSTGRES


class MemoryWriter(SharedLogic, Memories):
    # --- the writer: each method is one transaction with its event ----------------------

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
        return self._all(
            "INSERT INTO events VALUES (nextval('event_ids'), %s, %s, %s, %s, %s, %s, %s) RETURNING id",
            [user_id, memory_id, op, _json(old), _json(new), reason, at],
        )[0][0]

    def _insert(self, m: dict, vector: np.ndarray) -> int:
        span = m.get("span") or (None, None)
        return self._all(
            "INSERT INTO memories (id, user_id, kind, key, text, importance, confidence, source, source_turn, "
            "created_at, last_accessed, access_count, expires_at, status, embedding, source_start, source_end, "
            "category) VALUES (nextval('memory_ids'), %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, 0, %s, 'active', "
            "%s, %s, %s, %s) RETURNING id",
            [
                m["user_id"],
                m["kind"],
                m.get("key"),
                m["text"],
                m["importance"],
                m.get("confidence", 1.0),
                m.get("source", "api"),
                m.get("source_turn"),
                m["created_at"],
                m["created_at"],
                m.get("expires_at"),
                _vector(vector),
                span[0],
                span[1],
                m.get("category"),
            ],
        )[0][0]

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
        with self.transaction(m["user_id"]):
            memory_id = self._insert(m, vector)
            new = {k: m.get(k) for k in ("text", "kind", "key", "importance")}
            self._event(m["user_id"], memory_id, op, None, new, reason, m["created_at"])
            for old_id in supersedes:
                self._supersede(m["user_id"], old_id, memory_id, m["created_at"])
            for source_id in derived_from:
                self._run(
                    "INSERT INTO links VALUES (%s, %s, %s, 'derived_from', %s)",
                    [m["user_id"], memory_id, source_id, m["created_at"]],
                )
        return memory_id

    def add_many(self, rows: list[dict], vectors: np.ndarray, *, reason: str = "bulk") -> list[int]:
        if not rows:
            return []
        ids = []
        with self.transaction():
            for user_id in {m["user_id"] for m in rows}:
                self._bump(user_id)
            for m, vector in zip(rows, np.asarray(vectors, dtype=np.float32), strict=True):
                memory_id = self._insert(m, vector)
                new = {k: m.get(k) for k in ("text", "kind", "key", "importance")}
                self._event(m["user_id"], memory_id, "ADD", None, new, reason, m["created_at"])
                ids.append(memory_id)
        return ids

    def _supersede(self, user_id: str, old_id: int, new_id: int, at: datetime) -> None:
        self._run(
            "UPDATE memories SET status = %s, superseded_by = %s WHERE id = %s AND user_id = %s",
            [SUPERSEDED, new_id, old_id, user_id],
        )
        self._run("INSERT INTO links VALUES (%s, %s, %s, 'supersedes', %s)", [user_id, new_id, old_id, at])
        self._event(
            user_id,
            old_id,
            "SUPERSEDE",
            {"status": ACTIVE},
            {"status": SUPERSEDED, "superseded_by": new_id},
            "newer value",
            at,
        )

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
        unknown = set(changes) - {"text", "importance", "kind", "key", "expires_at", "confidence"}
        if unknown:
            raise ValueError(f"cannot update {sorted(unknown)}")
        with self.transaction(user_id):
            before = self.get(user_id, memory_id)
            old = {k: getattr(before, k) for k in changes}
            sets = ", ".join(f"{k} = %s" for k in changes)
            params = list(changes.values())
            if vector is not None:
                sets += ", embedding = %s"
                params.append(_vector(vector))
            self._run(f"UPDATE memories SET {sets} WHERE id = %s AND user_id = %s", params + [memory_id, user_id])
            self._event(user_id, memory_id, "UPDATE", old, changes, reason, at)
            return self.get(user_id, memory_id)

    def set_status(self, user_id: str, ids: Iterable[int], status: str, *, at: datetime, reason: str, op: str) -> None:
        ids = [int(i) for i in ids]
        with self.transaction(user_id):
            rows = self._all(*sql.statuses(D, user_id, ids))
            self._run(*sql.set_status(D, user_id, ids, status))
            for memory_id, old in rows:
                self._event(user_id, memory_id, op, {"status": old}, {"status": status}, reason, at)

    def mark_accessed(self, user_id: str, ids: Iterable[int], at: datetime, reason: str = "used in context") -> None:
        ids = [int(i) for i in ids]
        if not ids:
            return
        with self.transaction():
            self._run(*sql.count_access(D, user_id, ids, at))
            self._run(
                "INSERT INTO events SELECT nextval('event_ids'), %s, i, 'ACCESS', NULL, NULL, %s, %s "
                "FROM unnest(%s::BIGINT[]) AS i",
                [user_id, reason, at, ids],
            )

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
        """The DuckDB cascade, the same statements: events lose their values, turns get their
        masked content, summaries quoting a phrase go, links go, one content-free event per id."""
        ids = [int(i) for i in ids]
        with self.transaction(user_id):
            for statement in sql.erase(D, user_id, ids, phrases, FORGOTTEN):
                self._run(*statement)
            for turn_id, content in turn_contents.items():
                self._run("UPDATE turns SET content = %s WHERE id = %s AND user_id = %s", [content, turn_id, user_id])
            for memory_id in ids:
                self._event(user_id, memory_id, op, None, None, reason, at)
            if self.get_meta("purge_pending") is None:
                self.set_meta("purge_pending", at.isoformat())

    def texts(self, ids: Iterable[int] | None = None) -> list[tuple[int, str]]:
        return [tuple(r) for r in self._all(*sql.texts(D, ids))]

    def set_vectors(self, ids: list[int], vectors: np.ndarray) -> None:
        with self.transaction():
            for (user_id,) in self._all("SELECT DISTINCT user_id FROM memories WHERE id = ANY(%s)", [list(ids)]):
                self._bump(user_id)
            for memory_id, vector in zip(ids, vectors):
                self._run("UPDATE memories SET embedding = %s WHERE id = %s", [_vector(vector), int(memory_id)])
