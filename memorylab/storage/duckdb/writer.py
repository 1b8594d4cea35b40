"""The writer, DuckDB's part: each change to a memory runs in one transaction that also
appends its event, so a failed write leaves no row and no event; the vector index is
derived from the ``embedding`` column. The transactions both backends share are in
:mod:`memorylab.storage.writes`; the bulk insert through Arrow is DuckDB's own."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

import numpy as np
import pyarrow as pa

from memorylab.models import DIM
from memorylab.storage import dialect as sql
from memorylab.storage.common import SharedLogic
from memorylab.storage.dialect import Statement
from memorylab.storage.duckdb.memories import Memories
from memorylab.storage.writes import SharedWriter

D = sql.DUCKDB


class MemoryWriter(SharedWriter, SharedLogic, Memories):
    DIALECT = D

    def _exec(self, statement: Statement) -> None:
        self.con.execute(*statement)  # inside the transaction, which holds the connection's lock

    def _fetch(self, statement: Statement) -> list[tuple]:
        return self.con.execute(*statement).fetchall()

    @staticmethod
    def _vector_param(vector: np.ndarray) -> list[float]:
        return np.asarray(vector, dtype=np.float32).tolist()

    def _written(self, *, memory_id: int | None = None, event_id: int | None = None) -> None:
        self._saw(memory_id=memory_id, event_id=event_id)  # the data dir's high-water mark

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
