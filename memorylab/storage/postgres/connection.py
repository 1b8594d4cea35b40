"""The Postgres connection: a psycopg 3 pool, transactions that hold one pooled
connection for the calling thread, per-user versions other processes watch, migrations,
meta values, and :class:`StoreUnavailable` for a server that cannot be reached.

A transaction holds one pooled connection for the calling thread; every method called
inside it (an event, a read-back) uses that connection, so a write and its event commit
together or not at all.
"""

from __future__ import annotations

import functools
import inspect
import logging
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager

import numpy as np
import psycopg
from pgvector.psycopg import register_vector
from psycopg_pool import ConnectionPool, PoolTimeout

from memorylab.errors import StoreDamaged, StoreUnavailable
from memorylab.models import DIM
from memorylab.storage.dialect import POSTGRES, Statement
from memorylab.storage.postgres.schema import MIGRATIONS
from memorylab.storage.queue import QueuedWrites

log = logging.getLogger(__name__)


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
    def wrapper(self: Connection, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except UNREACHABLE as exc:
            raise StoreUnavailable(
                f"The Postgres database is unreachable ({type(exc).__name__}: {str(exc)[:160]}). This call "
                "was not carried out (a write it made is not acknowledged); what was acknowledged "
                "before is kept. Retry when the server is back."
            ) from exc

    return wrapper


class Connection(QueuedWrites):
    """One Postgres database shared by any number of processes: the pool and transactions."""

    dim = DIM
    dialect = POSTGRES

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
        self._flushing = threading.Lock()
        self._init_queue()
        self._bumps: dict[str, tuple[int, int]] = {}  # user -> (version before, after) of our last write

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

    def _one(self, statement: Statement) -> tuple | None:
        """The first row of a shared statement (storage/dialect.py), or None."""
        rows = self._all(*statement)
        return rows[0] if rows else None

    @contextmanager
    def transaction(self, user_id: str | None = None) -> Iterator[psycopg.Connection]:
        """One transaction on one pooled connection, which first writes every queued turn
        row (storage/queue.py). With ``user_id`` it also bumps the user's version, so other
        processes know their caches of that user are stale."""
        if getattr(self._local, "con", None) is not None:  # nested: part of the outer one
            if user_id is not None:
                self._bump(user_id)
            yield self._local.con
            return
        batch = self._queue.take()
        try:
            with self.pool.connection() as con, con.transaction():
                self._local.con = con
                try:
                    if user_id is not None:
                        self._bump(user_id)
                    try:
                        self._write_batch(batch)
                    except BaseException as exc:
                        self._queue.fail(batch, exc)
                        batch = []
                        raise
                    yield con
                finally:
                    self._local.con = None
        except BaseException:
            self._queue.restore(batch)  # rolled back: the rows wait for the next commit
            raise
        self._queue.committed(batch)

    def _noted(self, event: object) -> None:
        """Inside a transaction: the writer wrote this event (nothing here caches them)."""

    @contextmanager
    def _commit_gate(self) -> Iterator[None]:
        """Held by a thread flushing the queue: the others wait here (group commit)."""
        with self._flushing:
            yield

    def _new_id(self, sequence: str) -> int:
        """An id from the sequence (``turn_ids``, ``summary_ids``), one at a time: processes
        sharing the database must not hand out blocks (a user's turns are ordered by id)."""
        if sequence not in ("turn_ids", "summary_ids"):
            raise ValueError(f"no queued rows take ids from {sequence!r}")
        return self._all(f"SELECT nextval('{sequence}')")[0][0]

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
        if len(self._queue):  # rows a turn still in flight queued: committed, not dropped
            with self.transaction():
                pass
        self.pool.close()

    def checkpoint(self) -> None:
        """Write every dirty page to the data files now."""
        self._run("CHECKPOINT")
