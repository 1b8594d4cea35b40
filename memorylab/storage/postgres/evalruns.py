"""Evaluation runs kept for comparison, the per-turn figures, and the room's tables
(their SQL shared with DuckDB in :mod:`memorylab.storage.room`)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import datetime

from memorylab.storage import dialect as sql
from memorylab.storage.common import EVAL_RUN_COLUMNS, eval_run, eval_runs_query
from memorylab.storage.postgres.connection import Connection
from memorylab.storage.room import RoomTables

D = sql.POSTGRES


class EvalRuns(Connection, RoomTables):
    # --- evaluation runs and per-turn figures ------------------------------------------

    def add_eval_run(
        self, dataset: str, label: str, n: int, result: dict, at: datetime, user_id: str | None = None
    ) -> int:
        return self._all(
            f"INSERT INTO eval_runs ({EVAL_RUN_COLUMNS}) "
            "VALUES (nextval('eval_run_ids'), %s, %s, %s, %s, %s, %s) RETURNING id",
            [dataset, label, n, json.dumps(result), at, user_id],
        )[0][0]

    def eval_runs(self, dataset: str | None = None, user_id: str | None = None) -> list[dict]:
        """Kept runs, oldest first: one dataset's or all; one user's, or everyone's (None)."""
        query, params = eval_runs_query(dataset, user_id)
        return [eval_run(r) for r in self._all(D.sql(query), params)]

    def _room_query(self, sql: str, params: Iterable = ()) -> list[tuple]:
        """The room's SQL (written with ``?``): rows, or [] for a statement without any."""
        with self._con() as con:
            cur = con.execute(D.sql(sql), list(params))
            return cur.fetchall() if cur.description else []

    def turn_metrics(self, user_id: str, session_id: str | None = None) -> list[dict]:
        self._read_own_writes()
        rows = self._all(*sql.turn_metrics(D, user_id, session_id))
        return [dict(zip(sql.TURN_METRIC_COLUMNS, r, strict=True)) for r in rows]
