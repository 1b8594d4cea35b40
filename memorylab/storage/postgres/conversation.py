"""Conversation turns and rolling session summaries."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from memorylab.storage import dialect as sql
from memorylab.storage.common import SUMMARY_COLUMNS, TURN_COLUMNS
from memorylab.storage.postgres.connection import Connection

D = sql.POSTGRES


class Conversation(Connection):
    # --- turns and summaries ------------------------------------------------------------

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
        statement = sql.turns(D, user_id, session_id, after, limit, ids, matching)
        if statement is None:
            return []
        return [dict(zip(TURN_COLUMNS, r, strict=True)) for r in self._all(*statement)]

    def summary(self, user_id: str, session_id: str) -> dict | None:
        rows = self._all(*sql.summary(D, user_id, session_id))
        return dict(zip(SUMMARY_COLUMNS, rows[0], strict=True)) if rows else None

    def put_summary(
        self, user_id: str, session_id: str, text: str, first_turn: int, last_turn: int, at: datetime, reason: str
    ) -> int:
        with self.transaction():
            self._run("DELETE FROM summaries WHERE user_id = %s AND session_id = %s", [user_id, session_id])
            summary_id = self._all(
                "INSERT INTO summaries VALUES (nextval('summary_ids'), %s, %s, %s, %s, %s, %s) RETURNING id",
                [user_id, session_id, text, first_turn, last_turn, at],
            )[0][0]
            new = {"summary_id": summary_id, "session": session_id, "turns": [first_turn, last_turn]}
            self._event(user_id, None, "SUMMARIZE", None, new, reason, at)
        return summary_id

    def sessions_of_turns(self, user_id: str, turn_ids: list[int]) -> list[str]:
        return [r[0] for r in self._all(*sql.sessions_of_turns(D, user_id, turn_ids))]
