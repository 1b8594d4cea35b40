"""Evaluation runs kept for comparison, and the per-turn cost and memory-use figures."""

from __future__ import annotations

import json
from datetime import datetime

from memorylab.storage.common import EVAL_RUN_COLUMNS, TURN_METRICS, eval_run, eval_runs_query
from memorylab.storage.duckdb.connection import Connection


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
        sql, params = eval_runs_query(dataset, user_id)
        with self._lock:
            rows = self.con.execute(sql, params).fetchall()
        return [eval_run(r) for r in rows]

    # --- per-turn metrics: numbers only, no text ----------------------------------------

    def add_turn_metrics(
        self, user_id: str, session_id: str, turn_id: int, at: datetime, model: str, ok: bool, values: dict
    ) -> None:
        row = [values.get(name, 0) for name in TURN_METRICS]
        with self._lock:
            self.con.execute(
                f"INSERT INTO turn_metrics (user_id, session_id, turn_id, created_at, model, ok, "
                f"{', '.join(TURN_METRICS)}) VALUES (?, ?, ?, ?, ?, ?{', ?' * len(TURN_METRICS)})",
                [user_id, session_id, int(turn_id), at, model, bool(ok), *row],
            )

    def turn_metrics(self, user_id: str, session_id: str | None = None) -> list[dict]:
        """This user's turns' figures, oldest first (one session, or all)."""
        columns = ["turn_id", "session_id", "created_at", "model", "ok", *TURN_METRICS]
        sql = f"SELECT {', '.join(columns)} FROM turn_metrics WHERE user_id = ?"
        params: list = [user_id]
        if session_id is not None:
            sql += " AND session_id = ?"
            params.append(session_id)
        with self._lock:
            rows = self.con.execute(sql + " ORDER BY turn_id", params).fetchall()
        return [dict(zip(columns, r, strict=True)) for r in rows]
