"""Reading memories, their events and links (tenant filter first in every query), with
the statements shared with Postgres (storage/dialect.py)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

import numpy as np

from memorylab.errors import NotFound
from memorylab.models import ACTIVE, DIM, Event, Memory
from memorylab.storage import dialect as sql
from memorylab.storage.duckdb.connection import Connection, _memory

D = sql.DUCKDB


class Memories(Connection):
    # --- reads --------------------------------------------------------------------------

    def get(self, user_id: str, memory_id: int) -> Memory:
        rows = self._rows(sql.get(D, user_id, memory_id))
        if not rows:
            raise NotFound(f"Memory {memory_id} does not exist for user {user_id!r} (it may have been forgotten).")
        return _memory(rows[0])

    def get_many(self, user_id: str, ids: Iterable[int]) -> dict[int, Memory]:
        ids = [int(i) for i in ids]
        if not ids:
            return {}
        return {row[0]: _memory(row) for row in self._rows(sql.get_many(D, user_id, ids))}

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
        """The user's memories, oldest first; ``now`` hides expired ones; ``newest`` keeps
        only that many of the latest."""
        return [_memory(r) for r in self._rows(sql.memories(D, user_id, status, kind, key, now, newest))]

    def version(self, user_id: str) -> int:
        """Changes when another process may have changed this user's data. A DuckDB file has
        one process (the data-dir lock), so it never does: always 0."""
        return 0

    def last_write(self, user_id: str) -> tuple[int, int] | None:
        """(version before, after) of this process's latest write: none to report here."""
        return None

    def keyed(self, user_id: str) -> dict[str, int]:
        """Active keys and the memory holding each (the newest, should two share a key)."""
        return {key: int(memory_id) for key, memory_id in self._rows(sql.keyed(D, user_id))}

    def profile(self, user_id: str, now: datetime, limit: int = 10) -> list[Memory]:
        """Keyed, active, unexpired facts and preferences, most important first."""
        return [_memory(r) for r in self._rows(sql.profile(D, user_id, now, limit))]

    def importance_since_reflection(self, user_id: str, kinds: tuple[str, ...]) -> tuple[float, datetime | None]:
        """Summed importance (1-10 scale) of active memories of ``kinds`` created after the
        user's latest reflection, and that reflection's time."""
        total, since = self._rows(sql.importance_since_reflection(D, user_id, kinds))[0]
        return float(total), since

    def find_active(self, user_id: str, kind: str, text: str) -> Memory | None:
        """An active memory of this kind with exactly this text, if any."""
        rows = self._rows(sql.find_active(D, user_id, kind, text))
        return _memory(rows[0]) if rows else None

    def vectors(self, user_id: str, ids: Iterable[int] | None = None) -> tuple[np.ndarray, np.ndarray]:
        """(ids, matrix) of the user's active memories, or of ``ids`` if given."""
        query, params = sql.vector_rows(D, user_id, ids)
        with self._lock:
            table = self.con.sql(query, params=params).to_arrow_table()
        id_array = table.column("id").to_numpy().astype(np.int64)
        flat = table.column("embedding").combine_chunks().flatten().to_numpy()
        return id_array, flat.astype(np.float32).reshape(len(id_array), DIM)

    def spans(self, user_id: str, ids: Iterable[int]) -> dict[int, tuple[int, int | None, int | None]]:
        """Where each memory came from: (turn id, start, end) for those taken from a turn."""
        return {r[0]: (r[1], r[2], r[3]) for r in self._rows(sql.spans(D, user_id, ids))}

    def active_count(self, user_id: str) -> int:
        return self._rows(sql.active_count(D, user_id))[0][0]

    def digest(self, user_id: str) -> dict:
        """Count, sum and max of active ids: what the index's sidecar must agree with."""
        n, total, top = self._rows(sql.digest(D, user_id))[0]
        return {"count": int(n), "id_sum": int(total), "id_max": int(top)}

    def users(self) -> list[str]:
        return [r[0] for r in self._rows(sql.users(D))]

    def events(self, user_id: str, limit: int | None = None, after: int = 0) -> list[Event]:
        """Oldest first; ``limit`` keeps the newest, ``after`` only ids above it."""
        self._read_own_writes()
        return [Event(*r) for r in reversed(self._rows(sql.events(D, user_id, limit, after)))]

    def last_event_id(self, user_id: str) -> int:
        self._read_own_writes()
        return self._rows(sql.last_event_id(D, user_id))[0][0]

    def links(
        self, user_id: str, *, src: int | None = None, dst: int | None = None, rel: str | None = None
    ) -> list[tuple[int, int, str]]:
        return [tuple(r) for r in self._rows(sql.links(D, user_id, src, dst, rel))]

    def count(self, table: str, user_id: str | None = None) -> int:
        self._read_own_writes()
        return self._rows(sql.count(D, table, user_id))[0][0]
