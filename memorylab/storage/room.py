"""The room's tables on every backend: claims of user ids (hashes of tokens, never the
tokens), refusals by the guard (the kind of data, never the text), and the aggregates the
presenter's room view draws (counts and rates over every user, never a row's text).

The SQL is written once with ``?`` placeholders; each backend runs it through its own
``_room_query``. Each figure is one aggregate query: no loop over users.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

WRITE_OPS = ("ADD", "MERGE", "REFLECT", "LESSON")  # a memory written (see policies/health.DELTA)

# Each figure leaves out one user (the last ``?``): the presenter's own lab (its demo memories and test
# chats are not the room's); NULL leaves out no one.
_ACTIVITY = f"""
SELECT (SELECT count(*) FROM turns WHERE role = 'user' AND user_id IS DISTINCT FROM ?),
       (SELECT count(DISTINCT user_id) FROM turns WHERE role = 'user' AND user_id IS DISTINCT FROM ?),
       (SELECT count(*) FROM events WHERE op IN ({", ".join(f"'{op}'" for op in WRITE_OPS)})
               AND user_id IS DISTINCT FROM ?),
       (SELECT count(*) FROM events WHERE op = 'FORGET' AND user_id IS DISTINCT FROM ?),
       (SELECT count(*) FROM memories WHERE status = 'active' AND user_id IS DISTINCT FROM ?)
"""
_PEOPLE = """
SELECT count(*), count(*) FILTER (WHERE last_seen >= ?),
       count(*) FILTER (WHERE last_seen >= ? AND user_id IN (SELECT user_id FROM turns WHERE role = 'user'))
FROM claims WHERE user_id IS DISTINCT FROM ?
"""
_MEMORY_USE = """
SELECT count(*) FILTER (WHERE offered > 0), count(*) FILTER (WHERE offered > 0 AND used > 0),
       coalesce(sum(used_tokens), 0), coalesce(sum(context_tokens), 0)
FROM turn_metrics WHERE user_id IS DISTINCT FROM ?
"""
_RECALL = """
SELECT label, count(*), count(DISTINCT user_id),
       avg(CAST(result->'recall'->>? AS DOUBLE PRECISION)), max(CAST(result->'recall'->>? AS DOUBLE PRECISION))
FROM eval_runs WHERE dataset = ? AND result->'recall'->>? IS NOT NULL AND user_id IS DISTINCT FROM ?
GROUP BY label ORDER BY label
"""


class RoomTables:
    """Mixed into a store; the backend provides ``_room_query(sql, params)`` (rows, or []
    for a statement that returns none)."""

    def _room_query(self, sql: str, params: Iterable = ()) -> list[tuple]:
        raise NotImplementedError

    def _room_write(self, sql: str, params: Iterable = ()) -> list[tuple]:
        """A statement that writes; a backend whose concurrent writers of one row abort
        (DuckDB) serialises them here."""
        return self._room_query(sql, params)

    # --- claims -------------------------------------------------------------------------

    def claim(self, user_id: str, token_hash: str, at: datetime) -> bool:
        """Claim ``user_id`` with this token hash; False if someone holds it already (the
        first of two simultaneous claims wins: the primary key decides)."""
        rows = self._room_write(
            "INSERT INTO claims VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING user_id",
            [user_id, token_hash, at, at],
        )
        return bool(rows)

    def claim_hash(self, user_id: str) -> str | None:
        rows = self._room_query("SELECT token_hash FROM claims WHERE user_id = ?", [user_id])
        return rows[0][0] if rows else None

    def touch_claim(self, user_id: str, at: datetime) -> None:
        """The claim's owner (or the presenter) was seen at ``at`` (real time)."""
        self._room_write("UPDATE claims SET last_seen = ? WHERE user_id = ? RETURNING user_id", [at, user_id])

    def claimed_users(self) -> list[str]:
        """Claimed ids, most recently seen first (the presenter's list)."""
        return [r[0] for r in self._room_query("SELECT user_id FROM claims ORDER BY last_seen DESC, user_id")]

    # --- refusals: kinds only -----------------------------------------------------------

    def add_refusals(self, user_id: str, kinds: Iterable[str], at: datetime) -> None:
        for kind in sorted(set(kinds)):
            self._room_write("INSERT INTO refusals VALUES (?, ?, ?) RETURNING kind", [user_id, str(kind)[:40], at])

    # --- the room's aggregates ----------------------------------------------------------

    def room_people(self, active_since: datetime, apart: str | None = None) -> tuple[int, int, int]:
        """(ids claimed, ids seen since ``active_since``, of those the ids that have sent a
        message: a setup window or a spare tab opens a lab but never chats); ``apart`` not counted."""
        claimed, active, chatting = self._room_query(_PEOPLE, [active_since, active_since, apart])[0]
        return int(claimed), int(active or 0), int(chatting or 0)

    def room_activity(self, apart: str | None = None) -> dict:
        turns, chatting, written, forgotten, active = self._room_query(_ACTIVITY, [apart] * 5)[0]
        return {
            "turns": int(turns),
            "users_chatting": int(chatting),
            "memories_written": int(written),
            "memories_forgotten": int(forgotten),
            "active_memories": int(active),
        }

    def room_refusals(self, apart: str | None = None) -> dict[str, int]:
        rows = self._room_query(
            "SELECT kind, count(*) FROM refusals WHERE user_id IS DISTINCT FROM ? GROUP BY kind ORDER BY 2 DESC, kind",
            [apart],
        )
        return {kind: int(n) for kind, n in rows}

    def room_memory_use(self, apart: str | None = None) -> dict:
        with_memories, using, used_tokens, context_tokens = self._room_query(_MEMORY_USE, [apart])[0]
        return {
            "turns_with_memories": int(with_memories or 0),
            "turns_using_memory": int(using or 0),
            "used_tokens": int(used_tokens),
            "context_tokens": int(context_tokens),
        }

    def room_recall(self, dataset: str, k: int, apart: str | None = None) -> list[dict]:
        """Per weights label: runs, users who ran it, mean and best recall@k (``apart``'s runs left out)."""
        key = str(int(k))
        rows = self._room_query(_RECALL, [key, key, dataset, key, apart])
        return [
            {"label": label, "runs": int(n), "users": int(users), "mean": float(mean), "best": float(best)}
            for label, n, users, mean, best in rows
        ]
