"""The connection: open, migrate, transactions, meta values, and the purge that rewrites
the file without the freed blocks a delete leaves behind."""

from __future__ import annotations

import functools
import inspect
import logging
import os
import re
import threading
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

import duckdb

from memorylab.errors import StoreDamaged, StoreLocked
from memorylab.models import DIM, Event, Memory
from memorylab.storage.datadir import compact_copy
from memorylab.storage.dialect import DUCKDB, Statement
from memorylab.storage.duckdb.cursors import Cursors, SharedLock
from memorylab.storage.duckdb.schema import MIGRATIONS
from memorylab.storage.queue import QueuedWrites

log = logging.getLogger(__name__)


def _fsync_dir(folder: Path) -> None:
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def _fsync(path: Path) -> None:
    with open(path, "rb+") as f:
        os.fsync(f.fileno())


def _memory(row: tuple) -> Memory:
    return Memory(*row)


# DuckDB 2 counts a result read with fetchone() as unfinished and refuses the next
# relation on that connection, so every read here uses fetchall().


IDS_TAKEN = 1024  # turn and summary ids taken from their sequence at a time (see Connection._new_id)
DAMAGE = (duckdb.IOException, duckdb.InternalException, duckdb.FatalException, duckdb.SerializationException)


def is_damage(exc: duckdb.Error) -> bool:
    """An error that says the file is damaged (a checksum, a torn block), not a bad query."""
    return isinstance(exc, DAMAGE) or "corrupt" in str(exc).lower() or "checksum" in str(exc).lower()


def reports_damage(cls: type) -> type:
    """Every public method of ``cls`` raises :class:`StoreDamaged` for a damaged file, not
    a raw ``duckdb.Error`` (a scribble mid-file shows only when its block is read)."""
    for name, method in inspect.getmembers(cls, inspect.isfunction):
        if not name.startswith("_"):
            setattr(cls, name, _damage_reported(method))
    return cls


def _damage_reported(method: Callable) -> Callable:
    @functools.wraps(method)
    def wrapper(self: Connection, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except duckdb.Error as exc:
            if not is_damage(exc) or re.search(r"(?i)\block\b", str(exc)):  # "lock", not "block"
                raise
            raise StoreDamaged(
                f"The database {self.path} is damaged ({exc}). Restore it from a backup, or "
                "move the data dir away to start an empty lab."
            ) from exc

    return wrapper


class Connection(QueuedWrites):
    """One DuckDB file, a cursor per thread: safe to share between Streamlit sessions, and
    their statements run side by side (see :mod:`.cursors`)."""

    dim = DIM
    dialect = DUCKDB

    def __init__(self, path: Path | str):
        self.path = Path(path)
        self._lock = SharedLock()  # statements share it; the purge and close hold it alone
        self._writing = threading.RLock()  # one write transaction at a time
        self._cursors = Cursors(self._connect())
        self._counted = 0  # statements of the cursors a purge closed
        self._purge_flagged = False
        self._pending_high: dict[str, int] = {}
        self._tx_events: list[Event] = []  # the events the open transaction wrote
        self._ids: dict[str, deque[int]] = {}  # sequence -> ids taken, handed out in call order (_new_id)
        self._ids_lock = threading.Lock()
        self._init_queue()
        self.on_commit: Callable[[], None] | None = None  # e.g. record the data dir's high-water mark
        try:
            self.migrate()
            self._high = self._read_high_water()
        except duckdb.Error as exc:
            self._cursors.close()
            raise StoreDamaged(
                f"The database {self.path} could not be read ({exc}). Restore it "
                "from a backup, or move it away to start an empty lab."
            ) from exc

    @property
    def statements(self) -> int:
        """Statements run on this file so far, by every thread (not part of the Store
        protocol: the bench and the tests count a turn's cost with it)."""
        return self._counted + self._cursors.statements

    @property
    def con(self) -> duckdb.DuckDBPyConnection:
        """This thread's cursor."""
        return self._cursors.mine()

    def _rows(self, statement: Statement) -> list[tuple]:
        """The rows of a statement shared with Postgres (storage/dialect.py)."""
        sql, params = statement
        with self._lock:
            return self.con.execute(sql, params).fetchall()

    def _connect(self):
        try:
            return duckdb.connect(str(self.path))
        except duckdb.IOException as exc:
            if re.search(r"(?i)\block\b", str(exc)):  # a lock held elsewhere; "block" is damage
                raise StoreLocked(
                    f"The database {self.path} is open in another process. Close the other "
                    "memorylab app or notebook, or point MEMORYLAB_DATA_DIR at another folder."
                ) from exc
            raise StoreDamaged(
                f"The database {self.path} could not be opened ({exc}). Restore it "
                "from a backup, or move it away to start an empty lab."
            ) from exc
        except duckdb.Error as exc:
            raise StoreDamaged(
                f"The database {self.path} could not be opened ({exc}). Restore it "
                "from a backup, or move it away to start an empty lab."
            ) from exc

    # --- housekeeping -------------------------------------------------------------------

    def migrate(self) -> None:
        with self._lock:
            self.con.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations ("
                "version INTEGER PRIMARY KEY, name VARCHAR, applied_at TIMESTAMP)"
            )
            done = {v for (v,) in self.con.execute("SELECT version FROM schema_migrations").fetchall()}
            for version, (name, sql) in enumerate(MIGRATIONS, start=1):
                if version in done:
                    continue
                with self.transaction():
                    self.con.execute(sql)
                    self.con.execute("INSERT INTO schema_migrations VALUES (?, ?, now())", [version, name])
                log.info("applied migration %d: %s", version, name)

    def schema_version(self) -> int:
        with self._lock:
            return self.con.execute("SELECT max(version) FROM schema_migrations").fetchall()[0][0]

    @contextmanager
    def transaction(self, user_id: str | None = None) -> Iterator[duckdb.DuckDBPyConnection]:
        """One write transaction, which first writes every queued turn row (storage/queue.py).
        ``user_id`` is the Store protocol's: a shared store tells other processes that user
        changed; one process owns this file, so nobody to tell."""
        with self._lock, self._writing:
            con = self.con
            con.execute("BEGIN TRANSACTION")
            self._pending_high, self._tx_events = {}, []
            batch = self._queue.take()
            try:
                self._tx_events += self._write_batch(batch)
            except BaseException as exc:
                self._rollback(con)
                self._queue.fail(batch, exc)
                raise
            try:
                yield con
            except BaseException:
                self._rollback(con)
                self._queue.restore(batch)
                raise
            try:
                con.execute("COMMIT")
            except BaseException as exc:
                self._rollback(con)
                self._queue.fail(batch, exc)
                raise
            for name, value in self._pending_high.items():  # ids count once their rows are committed
                self._high[name] = max(self._high[name], value)
            self._committed(batch, self._tx_events, user_id)
            self._queue.committed(batch)
            if self.on_commit is not None:
                self.on_commit()

    @staticmethod
    def _rollback(con: duckdb.DuckDBPyConnection) -> None:
        try:
            con.execute("ROLLBACK")
        except duckdb.Error:  # a failed COMMIT has already rolled back
            pass

    def _committed(self, batch: list, events: list[Event], user_id: str | None) -> None:
        """After a commit, with the write lock still held: what caches follow (userstate.py)."""

    def _noted(self, event: Event) -> None:
        """Inside a transaction: the writer wrote this event."""
        self._tx_events.append(event)

    @contextmanager
    def _commit_gate(self) -> Iterator[None]:
        """Held by a thread flushing the queue: the others wait here, and most find their
        rows committed by the time they get in (group commit)."""
        with self._lock, self._writing:
            yield

    def _new_id(self, sequence: str) -> int:
        """An id from the sequence (``turn_ids``, ``summary_ids``), in call order. Taken
        ``IDS_TAKEN`` at a time (one process owns the file; ids a crash leaves unused are
        only a gap): a queued turn has its id before its row is written, and a memory the
        turn gives can cite it. Taking them is a commit of its own, which waits behind the
        write transaction in progress: forty attendees once queued behind it every 64 turns."""
        if sequence not in ("turn_ids", "summary_ids"):
            raise ValueError(f"no queued rows take ids from {sequence!r}")
        with self._ids_lock:
            taken = self._ids.setdefault(sequence, deque())
            if not taken:
                with self._lock:
                    rows = self.con.execute(f"SELECT nextval('{sequence}') FROM range(?)", [IDS_TAKEN]).fetchall()
                taken.extend(sorted(r[0] for r in rows))
            return taken.popleft()

    def close(self) -> None:
        if len(self._queue):  # rows a turn still in flight queued: committed, not dropped
            with self.transaction():
                pass
        with self._lock.alone():
            self.con.execute("CHECKPOINT")
            self._cursors.close()

    def checkpoint(self) -> None:
        """Fold the write-ahead log into the file, so deleted text leaves the WAL."""
        with self._lock.alone():  # DuckDB checkpoints only with no other transaction open
            self.con.execute("CHECKPOINT")

    def _pending_purge(self, at: datetime) -> None:
        """Inside a forget's transaction: the file still holds the deleted bytes until
        :meth:`purge`; the flag survives a crash, so the next open finishes the job."""
        if not self._purge_flagged:  # once until the purge: the first forget's time is what counts
            self.con.execute("INSERT OR REPLACE INTO meta VALUES ('purge_pending', ?)", [at.isoformat()])
            self._purge_flagged = True

    def purge_pending(self) -> str | None:
        """When the oldest forget not yet purged from disk happened, or None."""
        return self.get_meta("purge_pending")

    def purge(self) -> None:
        """Rewrite the database into a fresh file and swap it in, so deleted rows' bytes
        (DuckDB leaves them in freed blocks and the WAL) are gone from the disk.

        The copy keeps tables, constraints and sequence positions; the swap is an atomic
        rename. The pending flag is cleared only in the new file, after the swap: a crash
        at any step before leaves a live file that still carries it, and the next open
        purges again. Another process cannot slip in while the connection is closed: the
        lab holds an exclusive lock on its data dir for its whole life.
        """
        with self._lock.alone():
            name = self.con.execute("SELECT current_database()").fetchall()[0][0]
            fresh = compact_copy(self.path)
            fresh.unlink(missing_ok=True)
            self.con.execute("CHECKPOINT")
            target = str(fresh).replace("'", "''")
            self.con.execute(f"ATTACH '{target}' AS compact_target")
            try:
                self.con.execute(f'COPY FROM DATABASE "{name}" TO compact_target')
            finally:
                self.con.execute("DETACH compact_target")
            self._cursors.close()
            _fsync(fresh)
            os.replace(fresh, self.path)
            Path(str(self.path) + ".wal").unlink(missing_ok=True)
            _fsync_dir(self.path.parent)  # the rename itself reaches the disk
            self._counted += self._cursors.statements
            self._cursors = Cursors(self._connect())
            self.con.execute("DELETE FROM meta WHERE key = 'purge_pending'")
            self.con.execute("CHECKPOINT")
            self._purge_flagged = False

    def high_water(self) -> dict:
        """The highest memory and event ids committed: read from the sequences at open,
        then followed in memory as the writer hands ids out (no query per commit)."""
        return dict(self._high)

    def _saw(self, *, memory_id: int | None = None, event_id: int | None = None) -> None:
        """Inside a transaction: these ids were written (they count after the commit)."""
        for name, value in (("memory_id", memory_id), ("event_id", event_id)):
            if value is not None:
                self._pending_high[name] = max(self._pending_high.get(name, 0), int(value))

    def _read_high_water(self) -> dict:
        with self._lock:
            rows = self.con.execute(
                "SELECT sequence_name, last_value FROM duckdb_sequences() "
                "WHERE sequence_name IN ('memory_ids', 'event_ids')"
            ).fetchall()
        found = {name: int(value or 0) for name, value in rows}
        return {"memory_id": found.get("memory_ids", 0), "event_id": found.get("event_ids", 0)}

    def get_meta(self, key: str) -> str | None:
        with self._lock:
            rows = self.con.execute("SELECT value FROM meta WHERE key = ?", [key]).fetchall()
        return rows[0][0] if rows else None

    def set_meta(self, key: str, value: str) -> None:
        with self._lock, self._writing:  # two writes of one key at once: DuckDB would abort one
            self.con.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", [key, value])
