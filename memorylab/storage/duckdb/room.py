"""The room's tables (claims, refusals, the room's aggregates) on the DuckDB connection:
the SQL is shared with Postgres in :mod:`memorylab.storage.room`."""

from __future__ import annotations

from collections.abc import Iterable

from memorylab.storage.duckdb.connection import Connection
from memorylab.storage.room import RoomTables


class Room(Connection, RoomTables):
    def _room_query(self, sql: str, params: Iterable = ()) -> list[tuple]:
        with self._lock:
            return self.con.execute(sql, list(params)).fetchall()

    def _room_write(self, sql: str, params: Iterable = ()) -> list[tuple]:
        """One write at a time: two pages of one browser opening at once both touch its
        claim, and DuckDB aborts the second of two transactions updating one row ("Conflict
        on tuple deletion", a traceback on the page: the round-18 ten-tab test)."""
        with self._lock, self._writing:
            return self.con.execute(sql, list(params)).fetchall()
