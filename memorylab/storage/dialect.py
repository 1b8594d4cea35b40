"""The SQL both backends run, written once. DuckDB and Postgres differ in a handful of
spellings, and those are the only differences, listed in :class:`Dialect`:

============================  =============================  ==============================
what                          DuckDB                         Postgres
============================  =============================  ==============================
a parameter                   ``?``                          ``%s``
id in a list parameter        ``list_contains(?, id)``       ``id = ANY(%s)``
regex match (``any_of``)      ``regexp_matches(col, ?)``     ``col ~ %s``
substring test                ``contains(col, ?)``           ``strpos(col, %s) > 0``
a NULL timestamp parameter    ``?``                          ``%s::timestamp``
an exact long text            ``text = ?``                   ``md5(text) = md5(%s) AND ...``
============================  =============================  ==============================

Each function returns a statement, ``(sql, params)``, written with ``?`` (the writer's
are in :mod:`.writes`); :meth:`Dialect.sql` spells them for the backend. What
only one backend has (DuckDB's Arrow reads, its purge by copy; Postgres's sequences,
pgvector, ``VACUUM FULL``) stays in that backend's package.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from memorylab.models import HISTORY
from memorylab.storage.common import MEMORY_COLUMNS, TURN_METRICS, any_of

Statement = tuple[str, list]
TABLES = ("memories", "events", "links", "turns", "summaries", "turn_metrics")  # keyed by user_id
TEXT_COLUMNS = {  # where a forgotten text could survive: what find_text audits
    "memories": ("text", "key"),
    "events": ("old_value", "new_value", "reason"),
    "turns": ("content",),
    "summaries": ("text",),
    "meta": ("value",),
}
TURN_METRIC_COLUMNS = ("turn_id", "session_id", "created_at", "model", "ok", *TURN_METRICS)


@dataclass(frozen=True)
class Dialect:
    name: str
    placeholder: str
    in_list_form: str  # "{column}" and "?" filled in
    regex_form: str
    contains_form: str
    null_time: str  # a timestamp parameter that may be NULL
    hashed_text: bool  # Postgres indexes md5(text): a long text is found through it

    def sql(self, text: str) -> str:
        return text if self.placeholder == "?" else text.replace("?", self.placeholder)

    def in_list(self, column: str) -> str:
        return self.in_list_form.format(column=column)

    def matches(self, column: str) -> str:
        return self.regex_form.format(column=column)

    def contains(self, column: str) -> str:
        return self.contains_form.format(column=column)


DUCKDB = Dialect(
    "duckdb", "?", "list_contains(?, {column})", "regexp_matches({column}, ?)", "contains({column}, ?)", "?", False
)
POSTGRES = Dialect(
    "postgres", "%s", "{column} = ANY(?)", "{column} ~ ?", "strpos({column}, ?) > 0", "?::timestamp", True
)


def _ids(ids: Iterable[int]) -> list[int]:
    return [int(i) for i in ids]


def _filters(sql: str, params: list, **equal) -> str:
    """``sql`` with ``AND column = ?`` for each given (not None) value."""
    for column, value in equal.items():
        if value is not None:
            sql += f" AND {column} = ?"
            params.append(value)
    return sql


# --- memories -------------------------------------------------------------------------------


def get(d: Dialect, user_id: str, memory_id: int) -> Statement:
    return d.sql(f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = ? AND id = ?"), [user_id, int(memory_id)]


def get_many(d: Dialect, user_id: str, ids: list[int]) -> Statement:
    return d.sql(f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = ? AND {d.in_list('id')}"), [user_id, ids]


def memories(
    d: Dialect,
    user_id: str,
    status: str | None,
    kind: str | None,
    key: str | None,
    now: datetime | None,
    newest: int | None,
) -> Statement:
    params: list = [user_id]
    sql = _filters(
        f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = ?", params, status=status, kind=kind, key=key
    )
    if now is not None:
        sql += " AND (expires_at IS NULL OR expires_at > ?)"
        params.append(now)
    if newest is not None:
        sql = f"SELECT * FROM ({sql} ORDER BY id DESC LIMIT {int(newest)}) AS newest"
    return d.sql(sql + " ORDER BY id"), params


def keyed(d: Dialect, user_id: str) -> Statement:
    return d.sql(
        "SELECT key, max(id) FROM memories WHERE user_id = ? AND status = 'active' AND key IS NOT NULL GROUP BY key"
    ), [user_id]


def profile(d: Dialect, user_id: str, now: datetime, limit: int) -> Statement:
    return d.sql(
        f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = ? AND status = 'active' "
        "AND key IS NOT NULL AND kind IN ('fact', 'preference') "
        "AND (expires_at IS NULL OR expires_at > ?) ORDER BY importance DESC, id DESC LIMIT ?"
    ), [user_id, now, int(limit)]


def importance_since_reflection(d: Dialect, user_id: str, kinds: tuple[str, ...]) -> Statement:
    """(summed importance on the 1-10 scale of active memories of ``kinds`` created after the
    user's latest active reflection, that reflection's time): one statement. A persona's past loaded
    in one go (source :data:`~memorylab.models.HISTORY`) is not counted: it does not schedule a
    reflection at the first chat turn (the demo's 189 of 150 did, before the workshop's Lifecycle step)."""
    return d.sql(
        "WITH r AS (SELECT max(created_at) AS since FROM memories "
        "WHERE user_id = ? AND kind = 'reflection' AND status = 'active') "
        "SELECT coalesce(sum(m.importance), 0) * 10, (SELECT since FROM r) FROM memories m, r "
        f"WHERE m.user_id = ? AND m.status = 'active' AND {d.in_list('kind')} "
        "AND (r.since IS NULL OR m.created_at > r.since) AND m.source IS DISTINCT FROM ?"
    ), [user_id, user_id, list(kinds), HISTORY]


def find_active(d: Dialect, user_id: str, kind: str, text: str) -> Statement:
    same, params = ("md5(text) = md5(?) AND text = ?", [text, text]) if d.hashed_text else ("text = ?", [text])
    sql = f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = ? AND kind = ? AND status = 'active' AND {same}"
    return d.sql(sql + " LIMIT 1"), [user_id, kind, *params]


def vector_rows(d: Dialect, user_id: str, ids: Iterable[int] | None) -> Statement:
    """(id, embedding) of the user's active memories, or of ``ids`` whatever their status."""
    if ids is None:
        return d.sql("SELECT id, embedding FROM memories WHERE user_id = ? AND status = 'active' ORDER BY id"), [
            user_id
        ]
    sql = f"SELECT id, embedding FROM memories WHERE user_id = ? AND {d.in_list('id')} ORDER BY id"
    return d.sql(sql), [user_id, _ids(ids)]


def spans(d: Dialect, user_id: str, ids: Iterable[int]) -> Statement:
    return d.sql(
        "SELECT id, source_turn, source_start, source_end FROM memories WHERE user_id = ? "
        f"AND source_turn IS NOT NULL AND {d.in_list('id')}"
    ), [user_id, _ids(ids)]


def active_count(d: Dialect, user_id: str) -> Statement:
    return d.sql("SELECT count(*) FROM memories WHERE user_id = ? AND status = 'active'"), [user_id]


def digest(d: Dialect, user_id: str) -> Statement:
    return d.sql(
        "SELECT count(*), coalesce(sum(id), 0), coalesce(max(id), 0) FROM memories "
        "WHERE user_id = ? AND status = 'active'"
    ), [user_id]


def users(d: Dialect) -> Statement:
    return (
        "SELECT user_id FROM memories UNION SELECT user_id FROM turns UNION SELECT user_id FROM events ORDER BY 1",
        [],
    )


def events(d: Dialect, user_id: str, limit: int | None, after: int) -> Statement:
    """Newest first (the caller reverses): ``limit`` keeps the newest."""
    sql = (
        "SELECT id, user_id, memory_id, op, old_value, new_value, reason, occurred_at FROM events "
        "WHERE user_id = ? AND id > ? ORDER BY id DESC" + (f" LIMIT {int(limit)}" if limit else "")
    )
    return d.sql(sql), [user_id, int(after)]


def last_event_id(d: Dialect, user_id: str) -> Statement:
    return d.sql("SELECT coalesce(max(id), 0) FROM events WHERE user_id = ?"), [user_id]


def links(d: Dialect, user_id: str, src: int | None, dst: int | None, rel: str | None) -> Statement:
    params: list = [user_id]
    sql = _filters("SELECT src, dst, rel FROM links WHERE user_id = ?", params, src=src, dst=dst, rel=rel)
    return d.sql(sql), params


def count(d: Dialect, table: str, user_id: str | None) -> Statement:
    if table not in TABLES:
        raise ValueError(f"no table {table!r} keyed by user")
    sql = f"SELECT count(*) FROM {table}" + (" WHERE user_id = ?" if user_id else "")
    return d.sql(sql), [user_id] if user_id else []


def expired(d: Dialect, now: datetime, user_id: str | None) -> Statement:
    params: list = [now]
    sql = _filters(
        "SELECT user_id, id FROM memories WHERE expires_at IS NOT NULL AND expires_at <= ?", params, user_id=user_id
    )
    return d.sql(sql), params


def texts(d: Dialect, ids: Iterable[int] | None) -> Statement:
    if ids is None:
        return "SELECT id, text FROM memories ORDER BY id", []
    return d.sql(f"SELECT id, text FROM memories WHERE {d.in_list('id')} ORDER BY id"), [_ids(ids)]


def holding(d: Dialect, table: str, needle: str) -> Statement:
    """How many rows of ``table`` hold ``needle`` in a text column (the forget audit)."""
    columns = TEXT_COLUMNS[table]
    cond = " OR ".join(d.contains(f"coalesce({c}, '')") for c in columns)
    return d.sql(f"SELECT count(*) FROM {table} WHERE {cond}"), [needle] * len(columns)


# --- changes that are the same statement on both -------------------------------------------


def statuses(d: Dialect, user_id: str, ids: list[int]) -> Statement:
    return d.sql(f"SELECT id, status FROM memories WHERE user_id = ? AND {d.in_list('id')}"), [user_id, ids]


def set_status(d: Dialect, user_id: str, ids: list[int], status: str) -> Statement:
    return d.sql(f"UPDATE memories SET status = ? WHERE user_id = ? AND {d.in_list('id')}"), [status, user_id, ids]


def erase(d: Dialect, user_id: str, ids: list[int], phrases: list[str], forgotten: str) -> list[Statement]:
    """The erase cascade but for the turns and the new events: events about ``ids`` lose
    their values; events and summaries quoting a phrase (or its JSON-escaped form) lose
    theirs or go; links and rows of ``ids`` go."""
    quoted = any_of(phrases + [json.dumps(p, ensure_ascii=False)[1:-1] for p in phrases])
    out = [
        (
            d.sql(
                "UPDATE events SET old_value = NULL, new_value = NULL, reason = ? "
                f"WHERE user_id = ? AND {d.in_list('memory_id')}"
            ),
            [forgotten, user_id, ids],
        )
    ]
    if quoted:
        old, new = d.matches("coalesce(old_value, '')"), d.matches("coalesce(new_value, '')")
        either = f"({old} OR {new})"
        out.append(
            (
                d.sql(f"UPDATE events SET old_value = NULL, new_value = NULL WHERE user_id = ? AND {either}"),
                [user_id, quoted, quoted],
            )
        )
        out.append((d.sql(f"DELETE FROM summaries WHERE user_id = ? AND {d.matches('text')}"), [user_id, quoted]))
    out.append(
        (
            d.sql(f"DELETE FROM links WHERE user_id = ? AND ({d.in_list('src')} OR {d.in_list('dst')})"),
            [user_id, ids, ids],
        )
    )
    out.append((d.sql(f"DELETE FROM memories WHERE user_id = ? AND {d.in_list('id')}"), [user_id, ids]))
    return out


# --- turns, summaries, per-turn figures ------------------------------------------------------


def turns(
    d: Dialect,
    user_id: str,
    session_id: str | None,
    after: int,
    limit: int | None,
    ids: Iterable[int] | None,
    matching: list[str] | None,
) -> Statement | None:
    """Turns oldest first; None when ``matching`` holds no word (nothing can match)."""
    sql = "SELECT id, session_id, role, content, created_at FROM turns WHERE user_id = ? AND id > ?"
    params: list = [user_id, int(after)]
    if ids is not None:
        sql += f" AND {d.in_list('id')}"
        params.append(_ids(ids))
    if matching is not None:
        pattern = any_of(matching)
        if pattern is None:
            return None
        sql += f" AND {d.matches('content')}"
        params.append(pattern)
    sql = _filters(sql, params, session_id=session_id)
    if limit is not None:
        sql = f"SELECT * FROM ({sql} ORDER BY id DESC LIMIT {int(limit)}) AS newest"
    return d.sql(sql + " ORDER BY id"), params


def summary(d: Dialect, user_id: str, session_id: str) -> Statement:
    return d.sql(
        "SELECT id, text, first_turn, last_turn, created_at FROM summaries "
        "WHERE user_id = ? AND session_id = ? ORDER BY id DESC LIMIT 1"
    ), [user_id, session_id]


def sessions_of_turns(d: Dialect, user_id: str, turn_ids: Iterable[int]) -> Statement:
    return d.sql(f"SELECT DISTINCT session_id FROM turns WHERE user_id = ? AND {d.in_list('id')}"), [
        user_id,
        _ids(turn_ids),
    ]


def turn_metrics(d: Dialect, user_id: str, session_id: str | None) -> Statement:
    params: list = [user_id]
    sql = _filters(
        f"SELECT {', '.join(TURN_METRIC_COLUMNS)} FROM turn_metrics WHERE user_id = ?", params, session_id=session_id
    )
    return d.sql(sql + " ORDER BY turn_id"), params
