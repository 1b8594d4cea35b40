"""What every backend shares: the column lists the reads return, the pattern the erase
cascade matches with, and the logic written against the store's own reads."""

from __future__ import annotations

import json

MEMORY_COLUMNS = (
    "id, user_id, kind, text, importance, created_at, last_accessed, access_count, "
    "key, confidence, source, source_turn, expires_at, status, superseded_by, category"
)
TURN_COLUMNS = ("id", "session_id", "role", "content", "created_at")
SUMMARY_COLUMNS = ("id", "text", "first_turn", "last_turn", "created_at")
TURN_METRICS = (
    "prompt_tokens",
    "completion_tokens",
    "cost_usd",
    "embed_calls",
    "recall_ms",
    "context_tokens",
    "memory_tokens",
    "offered",
    "used",
    "used_tokens",
)

_SPECIAL = set("\\.^$|?*+()[]{}")


def any_of(words: list[str]) -> str | None:
    """A case-insensitive pattern matching any of ``words``: RE2 for DuckDB's regexp_*, and
    the same text is a valid Postgres ARE for ``~``."""
    words = [w for w in dict.fromkeys(words) if w and w.strip()]
    if not words:
        return None
    escaped = ("".join("\\" + c if c in _SPECIAL else c for c in w) for w in words)
    return "(?i)(?:" + "|".join(escaped) + ")"


EVAL_RUN_COLUMNS = "id, dataset, label, n, result, created_at, user_id"


def eval_run(row: tuple) -> dict:
    """One ``eval_runs`` row (id, dataset, label, n, result JSON, created_at, user_id) as a dict."""
    return {
        "id": row[0],
        "dataset": row[1],
        "label": row[2],
        "n": row[3],
        **json.loads(row[4]),
        "created_at": row[5],
        "user_id": row[6],
    }


def eval_runs_query(dataset: str | None, user_id: str | None) -> tuple[str, list]:
    """The kept runs of one dataset (or all), of one user (or everyone's), oldest first;
    ``?`` placeholders. ``result`` is read as text, the same on both backends."""
    sql, where, params = (
        "SELECT id, dataset, label, n, CAST(result AS VARCHAR), created_at, user_id FROM eval_runs",
        [],
        [],
    )
    for column, value in (("dataset", dataset), ("user_id", user_id)):
        if value:
            where.append(f"{column} = ?")
            params.append(value)
    return sql + (" WHERE " + " AND ".join(where) if where else "") + " ORDER BY id", params


class SharedLogic:
    """Store methods written against the store's own reads, the same on every backend."""

    def supersession_chain(self, user_id: str, memory_id: int) -> list[int]:
        """The memory and every older version it superseded, transitively."""
        chain, frontier = [memory_id], [memory_id]
        while frontier:
            older = [dst for f in frontier for (_, dst, _) in self.links(user_id, src=f, rel="supersedes")]
            frontier = [o for o in older if o not in chain]
            chain += frontier
        return chain
