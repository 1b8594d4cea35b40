"""Reading memories, their events and links (tenant filter first in every query), with
the statements shared with DuckDB (storage/dialect.py)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

import numpy as np

from memorylab.errors import NotFound
from memorylab.models import ACTIVE, DIM, Event, Memory
from memorylab.storage import dialect as sql
from memorylab.storage.postgres.connection import Connection

D = sql.POSTGRES


class Memories(Connection):
    def get(self, user_id: str, memory_id: int) -> Memory:
        row = self._one(sql.get(D, user_id, memory_id))
        if row is None:
            raise NotFound(f"Memory {memory_id} does not exist for user {user_id!r} (it may have been forgotten).")
        return Memory(*row)

    def get_many(self, user_id: str, ids: Iterable[int]) -> dict[int, Memory]:
        ids = [int(i) for i in ids]
        if not ids:
            return {}
        return {r[0]: Memory(*r) for r in self._all(*sql.get_many(D, user_id, ids))}

    def memories(
        self,
        user_id: str,
        *,
        status: str | None = ACTIVE,
        kind: str | None = None,
        key: str | None = None,
        now: datetime | None = None,
        newest: int | None = None,
    ) -> list[Memory]:
        return [Memory(*r) for r in self._all(*sql.memories(D, user_id, status, kind, key, now, newest))]

    def keyed(self, user_id: str) -> dict[str, int]:
        return {key: int(memory_id) for key, memory_id in self._all(*sql.keyed(D, user_id))}

    def profile(self, user_id: str, now: datetime, limit: int = 10) -> list[Memory]:
        return [Memory(*r) for r in self._all(*sql.profile(D, user_id, now, limit))]

    def importance_since_reflection(self, user_id: str, kinds: tuple[str, ...]) -> tuple[float, datetime | None]:
        total, since = self._one(sql.importance_since_reflection(D, user_id, kinds))
        return float(total), since

    def find_active(self, user_id: str, kind: str, text: str) -> Memory | None:
        row = self._one(sql.find_active(D, user_id, kind, text))  # md5: the indexed form of a long text
        return Memory(*row) if row else None

    def vectors(self, user_id: str, ids: Iterable[int] | None = None) -> tuple[np.ndarray, np.ndarray]:
        rows = self._all(*sql.vector_rows(D, user_id, ids))
        if not rows:
            return np.zeros(0, dtype=np.int64), np.zeros((0, DIM), np.float32)
        matrix = np.stack([r[1].to_numpy() for r in rows]).astype(np.float32)  # pgvector's Vector
        return np.asarray([r[0] for r in rows], dtype=np.int64), matrix

    def spans(self, user_id: str, ids: Iterable[int]) -> dict[int, tuple[int, int | None, int | None]]:
        return {r[0]: (r[1], r[2], r[3]) for r in self._all(*sql.spans(D, user_id, ids))}

    def active_count(self, user_id: str) -> int:
        return self._one(sql.active_count(D, user_id))[0]

    def digest(self, user_id: str) -> dict:
        n, total, top = self._one(sql.digest(D, user_id))
        return {"count": int(n), "id_sum": int(total), "id_max": int(top)}

    def users(self) -> list[str]:
        return [r[0] for r in self._all(*sql.users(D))]

    def events(self, user_id: str, limit: int | None = None, after: int = 0) -> list[Event]:
        self._read_own_writes()
        return [Event(*r) for r in reversed(self._all(*sql.events(D, user_id, limit, after)))]

    def last_event_id(self, user_id: str) -> int:
        self._read_own_writes()
        return self._one(sql.last_event_id(D, user_id))[0]

    def links(
        self, user_id: str, *, src: int | None = None, dst: int | None = None, rel: str | None = None
    ) -> list[tuple[int, int, str]]:
        return [tuple(r) for r in self._all(*sql.links(D, user_id, src, dst, rel))]

    def count(self, table: str, user_id: str | None = None) -> int:
        self._read_own_writes()
        return self._one(sql.count(D, table, user_id))[0]

    def expired(self, now: datetime, user_id: str | None = None) -> list[tuple[str, int]]:
        return [tuple(r) for r in self._all(*sql.expired(D, now, user_id))]

    def find_text(self, needle: str) -> list[str]:
        """Which tables still hold ``needle`` in a text column (the forget audit; not part
        of the Store protocol: the core never asks)."""
        return [table for table in sql.TEXT_COLUMNS if self._one(sql.holding(D, table, needle))[0]]
