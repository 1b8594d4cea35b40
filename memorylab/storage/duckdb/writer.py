"""The writer: every change to a memory. Each method runs in one transaction that also
appends its event, so a failed write leaves no row and no event. The vector index is
derived from the ``embedding`` column."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

import duckdb
import numpy as np
import pyarrow as pa

from memorylab.models import ACTIVE, DIM, FORGOTTEN, SUPERSEDED, Memory
from memorylab.storage import dialect as sql
from memorylab.storage.common import SharedLogic
from memorylab.storage.duckdb.connection import _json
from memorylab.storage.duckdb.memories import Memories

D = sql.DUCKDB


class MemoryWriter(SharedLogic, Memories):
    # --- the writer: each method is one transaction with its event ----------------------

    def _event(
        self,
        user_id: str,
        memory_id: int,
        op: str,
        old: dict | None = None,
        new: dict | None = None,
        reason: str | None = None,
        at: datetime | None = None,
    ) -> int:
        event_id = self.con.execute("SELECT nextval('event_ids')").fetchall()[0][0]
        self.con.execute(
            "INSERT INTO events VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [event_id, user_id, memory_id, op, _json(old), _json(new), reason, at],
        )
        self._saw(event_id=event_id)
        return event_id

    def _insert(self, m: dict, vector: np.ndarray) -> int:
        memory_id = self.con.execute("SELECT nextval('memory_ids')").fetchall()[0][0]
        self._saw(memory_id=memory_id)
        span = m.get("span") or (None, None)
        self.con.execute(
            "INSERT INTO memories (id, user_id, kind, key, text, importance, confidence, source, "
            "source_turn, created_at, last_accessed, access_count, expires_at, status, embedding, "
            "source_start, source_end, category) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, 'active', ?, ?, ?, ?)",
            [
                memory_id,
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
                np.asarray(vector, dtype=np.float32).tolist(),
                span[0],
                span[1],
                m.get("category"),
            ],
        )
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
        with self.transaction():
            memory_id = self._insert(m, vector)
            self._event(
                m["user_id"],
                memory_id,
                op,
                None,
                {k: m.get(k) for k in ("text", "kind", "key", "importance")},
                reason,
                m["created_at"],
            )
            for old_id in supersedes:
                self._supersede(m["user_id"], old_id, memory_id, m["created_at"])
            for source_id in derived_from:
                self.con.execute(
                    "INSERT INTO links VALUES (?, ?, ?, 'derived_from', ?)",
                    [m["user_id"], memory_id, source_id, m["created_at"]],
                )
        return memory_id

    def add_many(self, rows: list[dict], vectors: np.ndarray, *, reason: str = "bulk") -> list[int]:
        """Bulk insert through Arrow: one transaction, one ADD event a row."""
        n = len(rows)
        if n == 0:
            return []
        with self.transaction():
            ids = [r[0] for r in self.con.execute("SELECT nextval('memory_ids') FROM range(?)", [n]).fetchall()]
            flat = pa.array(np.asarray(vectors, dtype=np.float32).reshape(-1))
            batch = pa.table(
                {
                    "id": pa.array(ids, pa.int64()),
                    "user_id": [r["user_id"] for r in rows],
                    "kind": [r["kind"] for r in rows],
                    "key": pa.array([r.get("key") for r in rows], pa.string()),
                    "text": [r["text"] for r in rows],
                    "importance": pa.array([float(r["importance"]) for r in rows], pa.float64()),
                    "confidence": pa.array([float(r.get("confidence", 1.0)) for r in rows], pa.float64()),
                    "source": [r.get("source", "api") for r in rows],
                    "created_at": pa.array([r["created_at"] for r in rows], pa.timestamp("us")),
                    "expires_at": pa.array([r.get("expires_at") for r in rows], pa.timestamp("us")),
                    "embedding": pa.FixedSizeListArray.from_arrays(flat, DIM),
                }
            )
            self.con.register("_batch", batch)
            try:
                self.con.execute(
                    "INSERT INTO memories (id, user_id, kind, key, text, importance, confidence, source, "
                    "created_at, last_accessed, access_count, expires_at, status, embedding) "
                    "SELECT id, user_id, kind, key, text, importance, confidence, source, created_at, "
                    "created_at, 0, expires_at, 'active', embedding FROM _batch"
                )
                # ids come from the sequence, so later single inserts never collide with them
                first_event = self.con.execute("SELECT min(nextval('event_ids')) FROM range(?)", [n]).fetchall()[0][0]
                self.con.execute(
                    "INSERT INTO events SELECT ? + row_number() OVER () - 1, user_id, id, 'ADD', NULL, "
                    "json_object('text', text, 'kind', kind, 'key', key, 'importance', importance), "
                    "?, created_at FROM _batch",
                    [first_event, reason],
                )
                self._saw(memory_id=max(ids), event_id=first_event + n - 1)
            finally:
                self.con.unregister("_batch")
        return ids

    def _supersede(self, user_id: str, old_id: int, new_id: int, at: datetime) -> None:
        self.con.execute(
            "UPDATE memories SET status = ?, superseded_by = ? WHERE id = ? AND user_id = ?",
            [SUPERSEDED, new_id, old_id, user_id],
        )
        self.con.execute("INSERT INTO links VALUES (?, ?, ?, 'supersedes', ?)", [user_id, new_id, old_id, at])
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
        """Change text, importance, kind, key or expiry; records old and new values."""
        allowed = {"text", "importance", "kind", "key", "expires_at", "confidence"}
        unknown = set(changes) - allowed
        if unknown:
            raise ValueError(f"cannot update {sorted(unknown)}")
        with self.transaction():
            before = self.get(user_id, memory_id)
            old = {k: getattr(before, k) for k in changes}
            sets = ", ".join(f"{k} = ?" for k in changes)
            params = list(changes.values())
            if vector is not None:
                sets += ", embedding = ?"
                params.append(np.asarray(vector, dtype=np.float32).tolist())
            self.con.execute(f"UPDATE memories SET {sets} WHERE id = ? AND user_id = ?", params + [memory_id, user_id])
            self._event(user_id, memory_id, "UPDATE", old, changes, reason, at)
            return self.get(user_id, memory_id)

    def set_status(self, user_id: str, ids: Iterable[int], status: str, *, at: datetime, reason: str, op: str) -> None:
        ids = [int(i) for i in ids]
        with self.transaction():
            rows = self.con.execute(*sql.statuses(D, user_id, ids)).fetchall()
            self.con.execute(*sql.set_status(D, user_id, ids, status))
            for memory_id, old in rows:
                self._event(user_id, memory_id, op, {"status": old}, {"status": status}, reason, at)

    def mark_accessed(self, user_id: str, ids: Iterable[int], at: datetime, reason: str = "used in context") -> None:
        """Count a use of each of ``ids`` (the caller passes this user's own ids)."""
        ids = [int(i) for i in ids]
        if not ids:
            return
        try:  # beside other users' writes: forty attendees' turns do not queue for this one
            with self.transaction_beside():
                self._count_access(user_id, ids, at, reason)
        except duckdb.TransactionException:  # the same rows written meanwhile: take turns
            with self.transaction():
                self._count_access(user_id, ids, at, reason)

    def _count_access(self, user_id: str, ids: list[int], at: datetime, reason: str) -> None:
        self.con.execute(*sql.count_access(D, user_id, ids, at))
        # not counted in the high-water mark: a lower mark only weakens the damage check
        self.con.execute(
            "INSERT INTO events SELECT nextval('event_ids'), ?, unnest(?::BIGINT[]), 'ACCESS', NULL, NULL, ?, ?",
            [user_id, ids, reason, at],
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
        """Delete memories and every trace of them, in one transaction: events about them
        or quoting a phrase lose their values, the given turns get their masked content,
        summaries quoting a phrase are dropped, links go, and one content-free event is
        appended per id. One pass over each table, whatever the number of phrases."""
        ids = [int(i) for i in ids]
        with self.transaction(user_id):
            for statement in sql.erase(D, user_id, ids, phrases, FORGOTTEN):
                self.con.execute(*statement)
            for turn_id, content in turn_contents.items():
                self.con.execute(
                    "UPDATE turns SET content = ? WHERE id = ? AND user_id = ?", [content, int(turn_id), user_id]
                )
            for memory_id in ids:
                self._event(user_id, memory_id, op, None, None, reason, at)
            self._pending_purge(at)

    def expired(self, now: datetime, user_id: str | None = None) -> list[tuple[str, int]]:
        return [tuple(r) for r in self._rows(sql.expired(D, now, user_id))]

    def find_text(self, needle: str) -> list[str]:
        """Which tables still hold ``needle`` in a text column (the forget audit; not part
        of the Store protocol: the core never asks)."""
        return [table for table in sql.TEXT_COLUMNS if self._rows(sql.holding(D, table, needle))[0][0]]

    def texts(self, ids: Iterable[int] | None = None) -> list[tuple[int, str]]:
        """(id, text) of every memory (or of ``ids``), oldest first: input to re-embedding."""
        return [tuple(r) for r in self._rows(sql.texts(D, ids))]

    def set_vectors(self, ids: list[int], vectors: np.ndarray) -> None:
        """Replace stored vectors (another embedding model). Not an event: the vector is
        derived from the text, which does not change."""
        with self.transaction():
            for memory_id, vector in zip(ids, vectors):
                self.con.execute(
                    "UPDATE memories SET embedding = ? WHERE id = ?",
                    [np.asarray(vector, np.float32).tolist(), int(memory_id)],
                )
