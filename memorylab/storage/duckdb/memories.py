"""Reading memories, their events and links (tenant filter first in every query)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

import numpy as np

from memorylab.errors import NotFound
from memorylab.models import ACTIVE, DIM, Event, Memory
from memorylab.storage.common import MEMORY_COLUMNS
from memorylab.storage.duckdb.connection import Connection, _memory


class Memories(Connection):
    # --- reads --------------------------------------------------------------------------

    def get(self, user_id: str, memory_id: int) -> Memory:
        with self._lock:
            rows = self.con.execute(
                f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = ? AND id = ?", [user_id, int(memory_id)]
            ).fetchall()
        if not rows:
            raise NotFound(f"Memory {memory_id} does not exist for user {user_id!r} (it may have been forgotten).")
        return _memory(rows[0])

    def get_many(self, user_id: str, ids: Iterable[int]) -> dict[int, Memory]:
        ids = [int(i) for i in ids]
        if not ids:
            return {}
        with self._lock:
            rows = self.con.execute(
                f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = ? AND list_contains(?, id)", [user_id, ids]
            ).fetchall()
        return {row[0]: _memory(row) for row in rows}

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
        sql = f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = ?"
        params: list = [user_id]
        for column, value in (("status", status), ("kind", kind), ("key", key)):
            if value is not None:
                sql += f" AND {column} = ?"
                params.append(value)
        if now is not None:
            sql += " AND (expires_at IS NULL OR expires_at > ?)"
            params.append(now)
        if newest is not None:
            sql = f"SELECT * FROM ({sql} ORDER BY id DESC LIMIT {int(newest)})"
        with self._lock:
            return [_memory(r) for r in self.con.execute(sql + " ORDER BY id", params).fetchall()]

    def version(self, user_id: str) -> int:
        """Changes when another process may have changed this user's data. A DuckDB file has
        one process (the data-dir lock), so it never does: always 0."""
        return 0

    def last_write(self, user_id: str) -> tuple[int, int] | None:
        """(version before, after) of this process's latest write: none to report here."""
        return None

    def keyed(self, user_id: str) -> dict[str, int]:
        """Active keys and the memory holding each (the newest, should two share a key)."""
        with self._lock:
            rows = self.con.execute(
                "SELECT key, max(id) FROM memories WHERE user_id = ? AND status = 'active' AND key IS NOT NULL "
                "GROUP BY key",
                [user_id],
            ).fetchall()
        return {key: int(memory_id) for key, memory_id in rows}

    def profile(self, user_id: str, now: datetime, limit: int = 10) -> list[Memory]:
        """Keyed, active, unexpired facts and preferences, most important first."""
        with self._lock:
            rows = self.con.execute(
                f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = ? AND status = 'active' "
                "AND key IS NOT NULL AND kind IN ('fact', 'preference') "
                "AND (expires_at IS NULL OR expires_at > ?) ORDER BY importance DESC, id DESC LIMIT ?",
                [user_id, now, limit],
            ).fetchall()
        return [_memory(r) for r in rows]

    def importance_since_reflection(self, user_id: str, kinds: tuple[str, ...]) -> tuple[float, datetime | None]:
        """Summed importance (1-10 scale) of active memories of ``kinds`` created after the
        user's latest reflection, and that reflection's time."""
        with self._lock:
            since = self.con.execute(
                "SELECT max(created_at) FROM memories WHERE user_id = ? AND kind = 'reflection' AND status = 'active'",
                [user_id],
            ).fetchall()[0][0]
            total = self.con.execute(
                "SELECT coalesce(sum(importance), 0) * 10 FROM memories WHERE user_id = ? AND "
                "status = 'active' AND list_contains(?, kind) AND (? IS NULL OR created_at > ?)",
                [user_id, list(kinds), since, since],
            ).fetchall()[0][0]
        return float(total), since

    def find_active(self, user_id: str, kind: str, text: str) -> Memory | None:
        """An active memory of this kind with exactly this text, if any."""
        with self._lock:
            rows = self.con.execute(
                f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = ? AND kind = ? "
                "AND status = 'active' AND text = ? LIMIT 1",
                [user_id, kind, text],
            ).fetchall()
        return _memory(rows[0]) if rows else None

    def vectors(self, user_id: str, ids: Iterable[int] | None = None) -> tuple[np.ndarray, np.ndarray]:
        """(ids, matrix) of the user's active memories, or of ``ids`` if given."""
        sql = "SELECT id, embedding FROM memories WHERE user_id = ?"
        params: list = [user_id]
        if ids is None:
            sql += " AND status = 'active'"
        else:
            sql += " AND list_contains(?, id)"
            params.append([int(i) for i in ids])
        with self._lock:
            table = self.con.sql(sql + " ORDER BY id", params=params).to_arrow_table()
        id_array = table.column("id").to_numpy().astype(np.int64)
        flat = table.column("embedding").combine_chunks().flatten().to_numpy()
        return id_array, flat.astype(np.float32).reshape(len(id_array), DIM)

    def spans(self, user_id: str, ids: Iterable[int]) -> dict[int, tuple[int, int | None, int | None]]:
        """Where each memory came from: (turn id, start, end) for those taken from a turn."""
        with self._lock:
            rows = self.con.execute(
                "SELECT id, source_turn, source_start, source_end FROM memories WHERE user_id = ? "
                "AND source_turn IS NOT NULL AND list_contains(?, id)",
                [user_id, [int(i) for i in ids]],
            ).fetchall()
        return {r[0]: (r[1], r[2], r[3]) for r in rows}

    def active_count(self, user_id: str) -> int:
        with self._lock:
            return self.con.execute(
                "SELECT count(*) FROM memories WHERE user_id = ? AND status = 'active'", [user_id]
            ).fetchall()[0][0]

    def digest(self, user_id: str) -> dict:
        """Count, sum and max of active ids: what the index's sidecar must agree with."""
        with self._lock:
            n, total, top = self.con.execute(
                "SELECT count(*), coalesce(sum(id), 0), coalesce(max(id), 0) FROM memories "
                "WHERE user_id = ? AND status = 'active'",
                [user_id],
            ).fetchall()[0]
        return {"count": int(n), "id_sum": int(total), "id_max": int(top)}

    def users(self) -> list[str]:
        with self._lock:
            rows = self.con.execute(
                "SELECT user_id FROM memories UNION SELECT user_id FROM turns "
                "UNION SELECT user_id FROM events ORDER BY 1"
            ).fetchall()
        return [r[0] for r in rows]

    def events(self, user_id: str, limit: int | None = None, after: int = 0) -> list[Event]:
        """Oldest first; ``limit`` keeps the newest, ``after`` only ids above it."""
        sql = (
            "SELECT id, user_id, memory_id, op, old_value, new_value, reason, occurred_at FROM events "
            "WHERE user_id = ? AND id > ? ORDER BY id DESC" + (f" LIMIT {int(limit)}" if limit else "")
        )
        with self._lock:
            rows = self.con.execute(sql, [user_id, after]).fetchall()
        return [Event(*r) for r in reversed(rows)]

    def last_event_id(self, user_id: str) -> int:
        with self._lock:
            return self.con.execute("SELECT coalesce(max(id), 0) FROM events WHERE user_id = ?", [user_id]).fetchall()[
                0
            ][0]

    def links(
        self, user_id: str, *, src: int | None = None, dst: int | None = None, rel: str | None = None
    ) -> list[tuple[int, int, str]]:
        sql, params = "SELECT src, dst, rel FROM links WHERE user_id = ?", [user_id]
        for column, value in (("src", src), ("dst", dst), ("rel", rel)):
            if value is not None:
                sql += f" AND {column} = ?"
                params.append(value)
        with self._lock:
            return [tuple(r) for r in self.con.execute(sql, params).fetchall()]

    def count(self, table: str, user_id: str | None = None) -> int:
        assert table in {"memories", "events", "links", "turns", "summaries", "turn_metrics"}
        sql = f"SELECT count(*) FROM {table}" + (" WHERE user_id = ?" if user_id else "")
        with self._lock:
            return self.con.execute(sql, [user_id] if user_id else []).fetchall()[0][0]
