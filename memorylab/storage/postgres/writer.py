"""The writer, Postgres's part: each change to a memory is one transaction with its event
(the user's version bumped in it, so other processes know their caches are stale). The
transactions both backends share are in :mod:`memorylab.storage.writes`."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

import numpy as np

from memorylab.storage import dialect as sql
from memorylab.storage.common import SharedLogic
from memorylab.storage.dialect import Statement
from memorylab.storage.postgres.connection import _vector
from memorylab.storage.postgres.memories import Memories
from memorylab.storage.writes import NEW_VALUES, SharedWriter

D = sql.POSTGRES


class MemoryWriter(SharedWriter, SharedLogic, Memories):
    DIALECT = D

    def _exec(self, statement: Statement) -> None:
        self._run(*statement)

    def _fetch(self, statement: Statement) -> list[tuple]:
        return self._all(*statement)

    @staticmethod
    def _vector_param(vector: np.ndarray) -> np.ndarray:
        return _vector(vector)

    def _written(self, *, memory_id: int | None = None, event_id: int | None = None) -> None:
        """Nothing to note: a shared database has no data dir's high-water mark."""

    def _pending_purge(self, at: datetime) -> None:
        """Inside a forget's transaction: ``VACUUM FULL`` is owed (the flag survives a crash)."""
        if self.get_meta("purge_pending") is None:
            self.set_meta("purge_pending", at.isoformat())

    def add_many(self, rows: list[dict], vectors: np.ndarray, *, reason: str = "bulk") -> list[int]:
        if not rows:
            return []
        ids = []
        with self.transaction():
            for user_id in {m["user_id"] for m in rows}:
                self._bump(user_id)
            for m, vector in zip(rows, np.asarray(vectors, dtype=np.float32), strict=True):
                memory_id = self._insert(m, vector)
                new = {k: m.get(k) for k in NEW_VALUES}
                self._event(m["user_id"], memory_id, "ADD", None, new, reason, m["created_at"])
                ids.append(memory_id)
        return ids

    def texts(self, ids: Iterable[int] | None = None) -> list[tuple[int, str]]:
        return [tuple(r) for r in self._all(*sql.texts(D, ids))]

    def set_vectors(self, ids: list[int], vectors: np.ndarray) -> None:
        with self.transaction():
            for (user_id,) in self._all("SELECT DISTINCT user_id FROM memories WHERE id = ANY(%s)", [list(ids)]):
                self._bump(user_id)
            for memory_id, vector in zip(ids, vectors):
                self._run("UPDATE memories SET embedding = %s WHERE id = %s", [_vector(vector), int(memory_id)])
