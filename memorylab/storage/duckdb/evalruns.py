"""Evaluation runs kept for comparison, and the per-turn cost and memory-use figures."""

from __future__ import annotations

import json
from datetime import datetime

from memorylab.storage import dialect as sql
from memorylab.storage.common import EVAL_RUN_COLUMNS, eval_run, eval_runs_query
from memorylab.storage.duckdb.connection import Connection

D = sql.DUCKDB


class EvalRuns(Connection):
    # --- evaluation runs ----------------------------------------------------------------

    def add_eval_run(
        self, dataset: str, label: str, n: int, result: dict, at: datetime, user_id: str | None = None
    ) -> int:
        with self._lock:
            run_id = self.con.execute("SELECT nextval('eval_run_ids')").fetchall()[0][0]
            self.con.execute(
                f"INSERT INTO eval_runs ({EVAL_RUN_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [run_id, dataset, label, n, json.dumps(result), at, user_id],
            )
        return run_id

    def eval_runs(self, dataset: str | None = None, user_id: str | None = None) -> list[dict]:
        """Kept runs, oldest first: one dataset's or all; one user's, or everyone's (None)."""
        return [eval_run(r) for r in self._rows(eval_runs_query(dataset, user_id))]

    # --- per-turn metrics: numbers only, no text ----------------------------------------

    def turn_metrics(self, user_id: str, session_id: str | None = None) -> list[dict]:
        """This user's turns' figures, oldest first (one session, or all)."""
        self._read_own_writes()
        rows = self._rows(sql.turn_metrics(D, user_id, session_id))
        return [dict(zip(sql.TURN_METRIC_COLUMNS, r, strict=True)) for r in rows]
