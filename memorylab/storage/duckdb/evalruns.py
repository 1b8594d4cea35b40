"""Evaluation runs kept for comparison."""

from __future__ import annotations

import json
from datetime import datetime

from memorylab.storage.duckdb.connection import Connection


class EvalRuns(Connection):
    # --- evaluation runs ----------------------------------------------------------------

    def add_eval_run(self, dataset: str, label: str, n: int, result: dict, at: datetime) -> int:
        with self._lock:
            run_id = self.con.execute("SELECT nextval('eval_run_ids')").fetchall()[0][0]
            self.con.execute(
                "INSERT INTO eval_runs VALUES (?, ?, ?, ?, ?, ?)", [run_id, dataset, label, n, json.dumps(result), at]
            )
        return run_id

    def eval_runs(self, dataset: str | None = None) -> list[dict]:
        sql = "SELECT id, dataset, label, n, result, created_at FROM eval_runs"
        params = []
        if dataset:
            sql += " WHERE dataset = ?"
            params.append(dataset)
        with self._lock:
            rows = self.con.execute(sql + " ORDER BY id", params).fetchall()
        return [
            {"id": r[0], "dataset": r[1], "label": r[2], "n": r[3], **json.loads(r[4]), "created_at": r[5]}
            for r in rows
        ]
