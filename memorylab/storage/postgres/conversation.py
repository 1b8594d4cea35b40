"""Conversation turns and rolling session summaries."""

from __future__ import annotations

from collections.abc import Iterable

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
        self._read_own_writes()
        statement = sql.turns(D, user_id, session_id, after, limit, ids, matching)
        if statement is None:
            return []
        return [dict(zip(TURN_COLUMNS, r, strict=True)) for r in self._all(*statement)]

    def summary(self, user_id: str, session_id: str) -> dict | None:
        self._read_own_writes()
        rows = self._all(*sql.summary(D, user_id, session_id))
        return dict(zip(SUMMARY_COLUMNS, rows[0], strict=True)) if rows else None

    def sessions_of_turns(self, user_id: str, turn_ids: list[int]) -> list[str]:
        self._read_own_writes()
        return [r[0] for r in self._all(*sql.sessions_of_turns(D, user_id, turn_ids))]
