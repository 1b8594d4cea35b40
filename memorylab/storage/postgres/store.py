"""Postgres + pgvector, the shared backend of :class:`memorylab.storage.base.Store`: the
same tables, migrations, events and erase cascade as DuckDB, through a psycopg 3
connection pool, so several processes can use one memory.

A transaction holds one pooled connection for the calling thread; every method called
inside it (an event, a read-back) uses that connection, so a write and its event commit
together or not at all.
"""

from __future__ import annotations

import functools
import inspect
import json
import logging
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from datetime import datetime

import numpy as np
import psycopg
from pgvector.psycopg import register_vector
from psycopg_pool import ConnectionPool, PoolTimeout

from memorylab.errors import NotFound, StoreDamaged, StoreUnavailable
from memorylab.models import ACTIVE, DIM, FORGOTTEN, SUPERSEDED, Event, Memory
from memorylab.storage.common import (
    EVAL_RUN_COLUMNS,
    MEMORY_COLUMNS,
    SUMMARY_COLUMNS,
    TURN_COLUMNS,
    TURN_METRICS,
    SharedLogic,
    any_of,
    eval_run,
    eval_runs_query,
)
from memorylab.storage.postgres.schema import MIGRATIONS
from memorylab.storage.room import RoomTables

log = logging.getLogger(__name__)
TABLES = {"memories", "events", "links", "turns", "summaries", "turn_metrics"}  # keyed by user_id


def _json(value: dict | None) -> str | None:
    return None if value is None else json.dumps(value, default=str, ensure_ascii=False)


def _vector(v: np.ndarray) -> np.ndarray:
    return np.asarray(v, dtype=np.float32).reshape(DIM)


# While the database is away a call waits this long for a connection, then raises
# StoreUnavailable (psycopg_pool's own default is 30 s per call, close included).
WAIT_SECONDS = 5.0
CONNECT_SECONDS = 3
UNREACHABLE = (psycopg.OperationalError, psycopg.InterfaceError, PoolTimeout)


def reports_unavailable(cls: type) -> type:
    """Every public method raises :class:`StoreUnavailable` when the server cannot be
    reached, not a raw psycopg or pool error."""
    for name, method in inspect.getmembers(cls, inspect.isfunction):
        if not name.startswith("_"):
            setattr(cls, name, _unavailable_reported(method))
    return cls


def _unavailable_reported(method: Callable) -> Callable:
    @functools.wraps(method)
    def wrapper(self: PostgresStore, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except UNREACHABLE as exc:
            raise StoreUnavailable(
                f"The Postgres database is unreachable ({type(exc).__name__}: {str(exc)[:160]}). This call "
                "was not carried out (a write it made is not acknowledged); what was acknowledged "
                "before is kept. Retry when the server is back."
            ) from exc

    return wrapper


@reports_unavailable
class PostgresStore(SharedLogic, RoomTables):
    """One Postgres database shared by any number of processes."""

    dim = DIM

    def __init__(self, url: str, *, pool_size: int = 4):
        self.url = url
        try:
            self.migrate()  # before the pool: its connections register the vector type
        except psycopg.OperationalError as exc:
            raise StoreUnavailable(f"Could not reach the Postgres database ({exc}). Is the server running?") from exc
        except psycopg.Error as exc:
            raise StoreDamaged(f"Could not open the Postgres database ({exc}). Is the server running?") from exc
        self.pool = ConnectionPool(
            url,
            min_size=1,
            max_size=pool_size,
            kwargs={"autocommit": True, "connect_timeout": CONNECT_SECONDS},
            configure=register_vector,
            check=ConnectionPool.check_connection,  # a connection the server dropped is replaced, not used
            timeout=WAIT_SECONDS,
            open=True,
        )
        self._local = threading.local()
        self._bumps: dict[str, tuple[int, int]] = {}  # user -> (version before, after) of our last write
        self.on_commit = None  # the DuckDB data dir records a high-water mark; Postgres keeps its own

    # --- connections and transactions ---------------------------------------------------

    @contextmanager
    def _con(self) -> Iterator[psycopg.Connection]:
        """The thread's transaction connection, or a pooled one in autocommit."""
        current = getattr(self._local, "con", None)
        if current is not None:
            yield current
            return
        with self.pool.connection() as con:
            yield con

    def _all(self, sql: str, params: Iterable = ()) -> list[tuple]:
        with self._con() as con:
            return con.execute(sql, list(params)).fetchall()

    def _run(self, sql: str, params: Iterable = ()) -> None:
        with self._con() as con:
            con.execute(sql, list(params))

    @contextmanager
    def transaction(self, user_id: str | None = None) -> Iterator[psycopg.Connection]:
        """One transaction on one pooled connection. With ``user_id`` it also bumps the
        user's version, so other processes know their caches of that user are stale."""
        if getattr(self._local, "con", None) is not None:  # nested: part of the outer one
            if user_id is not None:
                self._bump(user_id)
            yield self._local.con
            return
        with self.pool.connection() as con, con.transaction():
            self._local.con = con
            try:
                if user_id is not None:
                    self._bump(user_id)
                yield con
            finally:
                self._local.con = None

    def _bump(self, user_id: str) -> None:
        after = self._all(
            "INSERT INTO user_versions VALUES (%s, 1) ON CONFLICT (user_id) "
            "DO UPDATE SET version = user_versions.version + 1 RETURNING version",
            [user_id],
        )[0][0]
        self._bumps[user_id] = (after - 1, after)

    def version(self, user_id: str) -> int:
        """The user's change counter: bumped by every write, in the write's transaction."""
        rows = self._all("SELECT version FROM user_versions WHERE user_id = %s", [user_id])
        return int(rows[0][0]) if rows else 0

    def last_write(self, user_id: str) -> tuple[int, int] | None:
        """(version before, after) of this process's latest write for the user."""
        return self._bumps.get(user_id)

    def migrate(self) -> None:
        """The extension and the migrations, under an advisory lock: processes starting at
        once take turns, and each applies only what is missing."""
        with psycopg.connect(self.url, autocommit=True, connect_timeout=CONNECT_SECONDS) as con, con.transaction():
            con.execute("SELECT pg_advisory_xact_lock(7426617)")  # 'memorylab' migrations
            con.execute("CREATE EXTENSION IF NOT EXISTS vector")
            con.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name VARCHAR, "
                "applied_at TIMESTAMP)"
            )
            done = {v for (v,) in con.execute("SELECT version FROM schema_migrations").fetchall()}
            for version, (name, sql) in enumerate(MIGRATIONS, start=1):
                if version not in done:
                    con.execute(sql)
                    con.execute("INSERT INTO schema_migrations VALUES (%s, %s, now())", [version, name])
                    log.info("applied migration %d: %s", version, name)

    def schema_version(self) -> int:
        return self._all("SELECT max(version) FROM schema_migrations")[0][0]

    def get_meta(self, key: str) -> str | None:
        rows = self._all("SELECT value FROM meta WHERE key = %s", [key])
        return rows[0][0] if rows else None

    def set_meta(self, key: str, value: str) -> None:
        self._run(
            "INSERT INTO meta VALUES (%s, %s) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value", [key, value]
        )

    def close(self) -> None:
        self.pool.close()

    def checkpoint(self) -> None:
        """Write every dirty page to the data files now."""
        self._run("CHECKPOINT")

    # --- reads --------------------------------------------------------------------------

    def get(self, user_id: str, memory_id: int) -> Memory:
        rows = self._all(f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = %s AND id = %s", [user_id, memory_id])
        if not rows:
            raise NotFound(f"Memory {memory_id} does not exist for user {user_id!r} (it may have been forgotten).")
        return Memory(*rows[0])

    def get_many(self, user_id: str, ids: Iterable[int]) -> dict[int, Memory]:
        ids = [int(i) for i in ids]
        if not ids:
            return {}
        rows = self._all(f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = %s AND id = ANY(%s)", [user_id, ids])
        return {r[0]: Memory(*r) for r in rows}

    def memories(
        self,
        user_id: str,
        *,
        status: str | None = ACTIVE,
        kind: str | None = None,
        key: str | None = None,
        now: datetime | None = None,
        newest: int | None = None,
    ) -> list[Memory]:
        sql, params = f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = %s", [user_id]
        for column, value in (("status", status), ("kind", kind), ("key", key)):
            if value is not None:
                sql += f" AND {column} = %s"
                params.append(value)
        if now is not None:
            sql += " AND (expires_at IS NULL OR expires_at > %s)"
            params.append(now)
        if newest is not None:
            sql = f"SELECT * FROM ({sql} ORDER BY id DESC LIMIT {int(newest)}) AS newest"
        return [Memory(*r) for r in self._all(sql + " ORDER BY id", params)]

    def keyed(self, user_id: str) -> dict[str, int]:
        rows = self._all(
            "SELECT key, max(id) FROM memories WHERE user_id = %s AND status = 'active' AND key IS NOT NULL "
            "GROUP BY key",
            [user_id],
        )
        return {key: int(memory_id) for key, memory_id in rows}

    def profile(self, user_id: str, now: datetime, limit: int = 10) -> list[Memory]:
        rows = self._all(
            f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = %s AND status = 'active' "
            "AND key IS NOT NULL AND kind IN ('fact', 'preference') "
            "AND (expires_at IS NULL OR expires_at > %s) ORDER BY importance DESC, id DESC LIMIT %s",
            [user_id, now, limit],
        )
        return [Memory(*r) for r in rows]

    def importance_since_reflection(self, user_id: str, kinds: tuple[str, ...]) -> tuple[float, datetime | None]:
        since = self._all(
            "SELECT max(created_at) FROM memories WHERE user_id = %s AND kind = 'reflection' AND status = 'active'",
            [user_id],
        )[0][0]
        total = self._all(
            "SELECT coalesce(sum(importance), 0) * 10 FROM memories WHERE user_id = %s AND status = 'active' "
            "AND kind = ANY(%s) AND (%s::timestamp IS NULL OR created_at > %s)",
            [user_id, list(kinds), since, since],
        )[0][0]
        return float(total), since

    def find_active(self, user_id: str, kind: str, text: str) -> Memory | None:
        rows = self._all(
            f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = %s AND kind = %s AND status = 'active' "
            "AND md5(text) = md5(%s) AND text = %s LIMIT 1",  # md5: the indexed form of a long text
            [user_id, kind, text, text],
        )
        return Memory(*rows[0]) if rows else None

    def vectors(self, user_id: str, ids: Iterable[int] | None = None) -> tuple[np.ndarray, np.ndarray]:
        sql, params = "SELECT id, embedding FROM memories WHERE user_id = %s", [user_id]
        if ids is None:
            sql += " AND status = 'active'"
        else:
            sql += " AND id = ANY(%s)"
            params.append([int(i) for i in ids])
        rows = self._all(sql + " ORDER BY id", params)
        if not rows:
            return np.zeros(0, dtype=np.int64), np.zeros((0, DIM), np.float32)
        matrix = np.stack([r[1].to_numpy() for r in rows]).astype(np.float32)  # pgvector's Vector
        return np.asarray([r[0] for r in rows], dtype=np.int64), matrix

    def spans(self, user_id: str, ids: Iterable[int]) -> dict[int, tuple[int, int | None, int | None]]:
        rows = self._all(
            "SELECT id, source_turn, source_start, source_end FROM memories WHERE user_id = %s "
            "AND source_turn IS NOT NULL AND id = ANY(%s)",
            [user_id, [int(i) for i in ids]],
        )
        return {r[0]: (r[1], r[2], r[3]) for r in rows}

    def active_count(self, user_id: str) -> int:
        return self._all("SELECT count(*) FROM memories WHERE user_id = %s AND status = 'active'", [user_id])[0][0]

    def digest(self, user_id: str) -> dict:
        n, total, top = self._all(
            "SELECT count(*), coalesce(sum(id), 0), coalesce(max(id), 0) FROM memories "
            "WHERE user_id = %s AND status = 'active'",
            [user_id],
        )[0]
        return {"count": int(n), "id_sum": int(total), "id_max": int(top)}

    def users(self) -> list[str]:
        rows = self._all(
            "SELECT user_id FROM memories UNION SELECT user_id FROM turns UNION SELECT user_id FROM events ORDER BY 1"
        )
        return [r[0] for r in rows]

    def events(self, user_id: str, limit: int | None = None, after: int = 0) -> list[Event]:
        sql = (
            "SELECT id, user_id, memory_id, op, old_value, new_value, reason, occurred_at FROM events "
            "WHERE user_id = %s AND id > %s ORDER BY id DESC" + (f" LIMIT {int(limit)}" if limit else "")
        )
        return [Event(*r) for r in reversed(self._all(sql, [user_id, after]))]

    def last_event_id(self, user_id: str) -> int:
        return self._all("SELECT coalesce(max(id), 0) FROM events WHERE user_id = %s", [user_id])[0][0]

    def links(
        self, user_id: str, *, src: int | None = None, dst: int | None = None, rel: str | None = None
    ) -> list[tuple[int, int, str]]:
        sql, params = "SELECT src, dst, rel FROM links WHERE user_id = %s", [user_id]
        for column, value in (("src", src), ("dst", dst), ("rel", rel)):
            if value is not None:
                sql += f" AND {column} = %s"
                params.append(value)
        return [tuple(r) for r in self._all(sql, params)]

    def count(self, table: str, user_id: str | None = None) -> int:
        assert table in TABLES
        sql = f"SELECT count(*) FROM {table}" + (" WHERE user_id = %s" if user_id else "")
        return self._all(sql, [user_id] if user_id else [])[0][0]

    def expired(self, now: datetime, user_id: str | None = None) -> list[tuple[str, int]]:
        sql, params = "SELECT user_id, id FROM memories WHERE expires_at IS NOT NULL AND expires_at <= %s", [now]
        if user_id is not None:
            sql += " AND user_id = %s"
            params.append(user_id)
        return [tuple(r) for r in self._all(sql, params)]

    def find_text(self, needle: str) -> list[str]:
        checks = {
            "memories": ["text", "key"],
            "events": ["old_value", "new_value", "reason"],
            "turns": ["content"],
            "summaries": ["text"],
            "meta": ["value"],
        }
        found = []
        for table, columns in checks.items():
            cond = " OR ".join(f"strpos(coalesce({c}, ''), %s) > 0" for c in columns)
            if self._all(f"SELECT count(*) FROM {table} WHERE {cond}", [needle] * len(columns))[0][0]:
                found.append(table)
        return found

    # --- the writer: each method is one transaction with its event ----------------------

    def _event(
        self,
        user_id: str,
        memory_id: int | None,
        op: str,
        old: dict | None = None,
        new: dict | None = None,
        reason: str | None = None,
        at: datetime | None = None,
    ) -> int:
        return self._all(
            "INSERT INTO events VALUES (nextval('event_ids'), %s, %s, %s, %s, %s, %s, %s) RETURNING id",
            [user_id, memory_id, op, _json(old), _json(new), reason, at],
        )[0][0]

    def _insert(self, m: dict, vector: np.ndarray) -> int:
        span = m.get("span") or (None, None)
        return self._all(
            "INSERT INTO memories (id, user_id, kind, key, text, importance, confidence, source, source_turn, "
            "created_at, last_accessed, access_count, expires_at, status, embedding, source_start, source_end, "
            "category) VALUES (nextval('memory_ids'), %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, 0, %s, 'active', "
            "%s, %s, %s, %s) RETURNING id",
            [
                m["user_id"],
                m["kind"],
                m.get("key"),
                m["text"],
                m["importance"],
                m.get("confidence", 1.0),
                m.get("source", "api"),
                m.get("source_turn"),
                m["created_at"],
                m["created_at"],
                m.get("expires_at"),
                _vector(vector),
                span[0],
                span[1],
                m.get("category"),
            ],
        )[0][0]

    def add(
        self,
        m: dict,
        vector: np.ndarray,
        *,
        reason: str = "remember",
        supersedes: list[int] = (),
        derived_from: list[int] = (),
        op: str = "ADD",
    ) -> int:
        with self.transaction(m["user_id"]):
            memory_id = self._insert(m, vector)
            new = {k: m.get(k) for k in ("text", "kind", "key", "importance")}
            self._event(m["user_id"], memory_id, op, None, new, reason, m["created_at"])
            for old_id in supersedes:
                self._supersede(m["user_id"], old_id, memory_id, m["created_at"])
            for source_id in derived_from:
                self._run(
                    "INSERT INTO links VALUES (%s, %s, %s, 'derived_from', %s)",
                    [m["user_id"], memory_id, source_id, m["created_at"]],
                )
        return memory_id

    def add_many(self, rows: list[dict], vectors: np.ndarray, *, reason: str = "bulk") -> list[int]:
        if not rows:
            return []
        ids = []
        with self.transaction():
            for user_id in {m["user_id"] for m in rows}:
                self._bump(user_id)
            for m, vector in zip(rows, np.asarray(vectors, dtype=np.float32), strict=True):
                memory_id = self._insert(m, vector)
                new = {k: m.get(k) for k in ("text", "kind", "key", "importance")}
                self._event(m["user_id"], memory_id, "ADD", None, new, reason, m["created_at"])
                ids.append(memory_id)
        return ids

    def _supersede(self, user_id: str, old_id: int, new_id: int, at: datetime) -> None:
        self._run(
            "UPDATE memories SET status = %s, superseded_by = %s WHERE id = %s AND user_id = %s",
            [SUPERSEDED, new_id, old_id, user_id],
        )
        self._run("INSERT INTO links VALUES (%s, %s, %s, 'supersedes', %s)", [user_id, new_id, old_id, at])
        self._event(
            user_id,
            old_id,
            "SUPERSEDE",
            {"status": ACTIVE},
            {"status": SUPERSEDED, "superseded_by": new_id},
            "newer value",
            at,
        )

    def update(
        self,
        user_id: str,
        memory_id: int,
        changes: dict,
        *,
        at: datetime,
        reason: str = "edit",
        vector: np.ndarray | None = None,
    ) -> Memory:
        unknown = set(changes) - {"text", "importance", "kind", "key", "expires_at", "confidence"}
        if unknown:
            raise ValueError(f"cannot update {sorted(unknown)}")
        with self.transaction(user_id):
            before = self.get(user_id, memory_id)
            old = {k: getattr(before, k) for k in changes}
            sets = ", ".join(f"{k} = %s" for k in changes)
            params = list(changes.values())
            if vector is not None:
                sets += ", embedding = %s"
                params.append(_vector(vector))
            self._run(f"UPDATE memories SET {sets} WHERE id = %s AND user_id = %s", params + [memory_id, user_id])
            self._event(user_id, memory_id, "UPDATE", old, changes, reason, at)
            return self.get(user_id, memory_id)

    def set_status(self, user_id: str, ids: Iterable[int], status: str, *, at: datetime, reason: str, op: str) -> None:
        ids = [int(i) for i in ids]
        with self.transaction(user_id):
            rows = self._all("SELECT id, status FROM memories WHERE user_id = %s AND id = ANY(%s)", [user_id, ids])
            self._run("UPDATE memories SET status = %s WHERE user_id = %s AND id = ANY(%s)", [status, user_id, ids])
            for memory_id, old in rows:
                self._event(user_id, memory_id, op, {"status": old}, {"status": status}, reason, at)

    def mark_accessed(self, user_id: str, ids: Iterable[int], at: datetime, reason: str = "used in context") -> None:
        ids = [int(i) for i in ids]
        if not ids:
            return
        with self.transaction():
            self._run(
                "UPDATE memories SET last_accessed = %s, access_count = access_count + 1 "
                "WHERE user_id = %s AND id = ANY(%s)",
                [at, user_id, ids],
            )
            self._run(
                "INSERT INTO events SELECT nextval('event_ids'), %s, i, 'ACCESS', NULL, NULL, %s, %s "
                "FROM unnest(%s::BIGINT[]) AS i",
                [user_id, reason, at, ids],
            )

    def erase(
        self,
        user_id: str,
        ids: list[int],
        *,
        phrases: list[str],
        turn_contents: dict[int, str],
        at: datetime,
        reason: str,
        op: str = "FORGET",
    ) -> None:
        """The DuckDB cascade, the same statements: events lose their values, turns get their
        masked content, summaries quoting a phrase go, links go, one content-free event per id."""
        ids = [int(i) for i in ids]
        quoted = any_of(phrases + [json.dumps(p, ensure_ascii=False)[1:-1] for p in phrases])
        with self.transaction(user_id):
            self._run(
                "UPDATE events SET old_value = NULL, new_value = NULL, reason = %s "
                "WHERE user_id = %s AND memory_id = ANY(%s)",
                [FORGOTTEN, user_id, ids],
            )
            if quoted:
                self._run(
                    "UPDATE events SET old_value = NULL, new_value = NULL WHERE user_id = %s AND "
                    "(coalesce(old_value, '') ~ %s OR coalesce(new_value, '') ~ %s)",
                    [user_id, quoted, quoted],
                )
                self._run("DELETE FROM summaries WHERE user_id = %s AND text ~ %s", [user_id, quoted])
            for turn_id, content in turn_contents.items():
                self._run("UPDATE turns SET content = %s WHERE id = %s AND user_id = %s", [content, turn_id, user_id])
            self._run("DELETE FROM links WHERE user_id = %s AND (src = ANY(%s) OR dst = ANY(%s))", [user_id, ids, ids])
            self._run("DELETE FROM memories WHERE user_id = %s AND id = ANY(%s)", [user_id, ids])
            for memory_id in ids:
                self._event(user_id, memory_id, op, None, None, reason, at)
            if self.get_meta("purge_pending") is None:
                self.set_meta("purge_pending", at.isoformat())

    def texts(self, ids: Iterable[int] | None = None) -> list[tuple[int, str]]:
        sql, params = "SELECT id, text FROM memories", []
        if ids is not None:
            sql += " WHERE id = ANY(%s)"
            params.append([int(i) for i in ids])
        return [tuple(r) for r in self._all(sql + " ORDER BY id", params)]

    def set_vectors(self, ids: list[int], vectors: np.ndarray) -> None:
        with self.transaction():
            for (user_id,) in self._all("SELECT DISTINCT user_id FROM memories WHERE id = ANY(%s)", [list(ids)]):
                self._bump(user_id)
            for memory_id, vector in zip(ids, vectors):
                self._run("UPDATE memories SET embedding = %s WHERE id = %s", [_vector(vector), int(memory_id)])

    # --- turns and summaries ------------------------------------------------------------

    def add_turn(self, user_id: str, session_id: str, role: str, content: str, at: datetime) -> int:
        return self._all(  # turns are read from the store each time: no cache to invalidate
            "INSERT INTO turns VALUES (nextval('turn_ids'), %s, %s, %s, %s, %s) RETURNING id",
            [user_id, session_id, role, content, at],
        )[0][0]

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
        sql = "SELECT id, session_id, role, content, created_at FROM turns WHERE user_id = %s AND id > %s"
        params: list = [user_id, after]
        if ids is not None:
            sql += " AND id = ANY(%s)"
            params.append([int(i) for i in ids])
        if matching is not None:
            pattern = any_of(matching)
            if pattern is None:
                return []
            sql += " AND content ~ %s"
            params.append(pattern)
        if session_id is not None:
            sql += " AND session_id = %s"
            params.append(session_id)
        if limit is not None:
            sql = f"SELECT * FROM ({sql} ORDER BY id DESC LIMIT {int(limit)}) AS newest"
        return [dict(zip(TURN_COLUMNS, r, strict=True)) for r in self._all(sql + " ORDER BY id", params)]

    def summary(self, user_id: str, session_id: str) -> dict | None:
        rows = self._all(
            "SELECT id, text, first_turn, last_turn, created_at FROM summaries "
            "WHERE user_id = %s AND session_id = %s ORDER BY id DESC LIMIT 1",
            [user_id, session_id],
        )
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
        rows = self._all(
            "SELECT DISTINCT session_id FROM turns WHERE user_id = %s AND id = ANY(%s)",
            [user_id, [int(i) for i in turn_ids]],
        )
        return [r[0] for r in rows]

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
        sql, params = eval_runs_query(dataset, user_id)
        return [eval_run(r) for r in self._all(sql.replace("?", "%s"), params)]

    def _room_query(self, sql: str, params: Iterable = ()) -> list[tuple]:
        """The room's SQL (written with ``?``): rows, or [] for a statement without any."""
        with self._con() as con:
            cur = con.execute(sql.replace("?", "%s"), list(params))
            return cur.fetchall() if cur.description else []

    def add_turn_metrics(
        self, user_id: str, session_id: str, turn_id: int, at: datetime, model: str, ok: bool, values: dict
    ) -> None:
        row = [values.get(name, 0) for name in TURN_METRICS]
        columns = ", ".join(("user_id", "session_id", "turn_id", "created_at", "model", "ok", *TURN_METRICS))
        self._run(
            f"INSERT INTO turn_metrics ({columns}) VALUES (%s, %s, %s, %s, %s, %s{', %s' * len(TURN_METRICS)})",
            [user_id, session_id, int(turn_id), at, model, bool(ok), *row],
        )

    def turn_metrics(self, user_id: str, session_id: str | None = None) -> list[dict]:
        columns = ["turn_id", "session_id", "created_at", "model", "ok", *TURN_METRICS]
        sql, params = f"SELECT {', '.join(columns)} FROM turn_metrics WHERE user_id = %s", [user_id]
        if session_id is not None:
            sql += " AND session_id = %s"
            params.append(session_id)
        return [dict(zip(columns, r, strict=True)) for r in self._all(sql + " ORDER BY turn_id", params)]

    # --- erasure from disk --------------------------------------------------------------

    def purge_pending(self) -> str | None:
        return self.get_meta("purge_pending")

    def purge(self) -> None:
        """The strongest erasure Postgres offers from SQL: ``VACUUM FULL`` rewrites each
        table and its indexes into new files and drops the old ones, so deleted rows leave
        the live data files; then a checkpoint. Bytes may survive in the write-ahead log
        until it is recycled, in backups and in replicas (the README says so)."""
        with self.pool.connection() as con:  # autocommit: VACUUM cannot run in a transaction
            for table in sorted(TABLES | {"meta", "user_versions"}):
                con.execute(f"VACUUM FULL {table}")
            con.execute("CHECKPOINT")
            con.execute("DELETE FROM meta WHERE key = 'purge_pending'")

    def high_water(self) -> dict:
        """The highest memory and event ids handed out (from the sequences)."""
        memory = self._all("SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM memory_ids")[0][0]
        event = self._all("SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM event_ids")[0][0]
        return {"memory_id": int(memory), "event_id": int(event)}

    def stray_copy(self) -> None:
        """DuckDB's purge leaves a copy beside the file after a crash; Postgres has none."""
        return None
