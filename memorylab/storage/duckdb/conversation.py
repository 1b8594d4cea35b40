"""Conversation turns and rolling session summaries."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from memorylab.storage.common import SUMMARY_COLUMNS, TURN_COLUMNS, any_of
from memorylab.storage.duckdb.connection import Connection


class Conversation(Connection):
    # --- turns and summaries ------------------------------------------------------------

    def add_turn(self, user_id: str, session_id: str, role: str, content: str, at: datetime) -> int:
        with self._lock:
            turn_id = self.con.execute("SELECT nextval('turn_ids')").fetchall()[0][0]
            self.con.execute(
                "INSERT INTO turns VALUES (?, ?, ?, ?, ?, ?)", [turn_id, user_id, session_id, role, content, at]
            )
        return turn_id

    def turns(
        self,
        user_id: str,
        session_id: str | None = None,
        *,
        after: int = 0,
        limit: int | None = None,
        ids: Iterable[int] | None = None,
        matching: list[str] | None = None,
    ) -> list[dict]:
        """Turns oldest first; ``limit`` keeps the newest; ``ids`` only those turns;
        ``matching`` only those holding one of these strings (any case)."""
        sql = "SELECT id, session_id, role, content, created_at FROM turns WHERE user_id = ? AND id > ?"
        params: list = [user_id, after]
        if ids is not None:
            sql += " AND list_contains(?, id)"
            params.append([int(i) for i in ids])
        if matching is not None:
            pattern = any_of(matching)
            if pattern is None:
                return []
            sql += " AND regexp_matches(content, ?)"
            params.append(pattern)
        if session_id is not None:
            sql += " AND session_id = ?"
            params.append(session_id)
        if limit is not None:
            sql = f"SELECT * FROM ({sql} ORDER BY id DESC LIMIT {int(limit)})"
        with self._lock:
            rows = self.con.execute(sql + " ORDER BY id", params).fetchall()
        return [dict(zip(TURN_COLUMNS, r, strict=True)) for r in rows]

    def summary(self, user_id: str, session_id: str) -> dict | None:
        with self._lock:
            rows = self.con.execute(
                "SELECT id, text, first_turn, last_turn, created_at FROM summaries "
                "WHERE user_id = ? AND session_id = ? ORDER BY id DESC LIMIT 1",
                [user_id, session_id],
            ).fetchall()
        return dict(zip(SUMMARY_COLUMNS, rows[0], strict=True)) if rows else None

    def put_summary(
        self, user_id: str, session_id: str, text: str, first_turn: int, last_turn: int, at: datetime, reason: str
    ) -> int:
        """Replace the session's rolling summary; the event records the turns, not the text."""
        with self.transaction():
            self.con.execute("DELETE FROM summaries WHERE user_id = ? AND session_id = ?", [user_id, session_id])
            summary_id = self.con.execute("SELECT nextval('summary_ids')").fetchall()[0][0]
            self.con.execute(
                "INSERT INTO summaries VALUES (?, ?, ?, ?, ?, ?, ?)",
                [summary_id, user_id, session_id, text, first_turn, last_turn, at],
            )
            self._event(
                user_id,
                None,
                "SUMMARIZE",
                None,
                {"summary_id": summary_id, "session": session_id, "turns": [first_turn, last_turn]},
                reason,
                at,
            )
        return summary_id

    def sessions_of_turns(self, user_id: str, turn_ids: list[int]) -> list[str]:
        with self._lock:
            rows = self.con.execute(
                "SELECT DISTINCT session_id FROM turns WHERE user_id = ? AND list_contains(?, id)",
                [user_id, list(turn_ids)],
            ).fetchall()
        return [r[0] for r in rows]
