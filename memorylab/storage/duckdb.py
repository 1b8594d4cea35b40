"""DuckDB, the embedded backend of :class:`memorylab.storage.base.Store`. All its SQL lives here.

Every change to a memory goes through one of the writer methods below; each runs in
one transaction that also appends its event, so a failed write leaves no row and no
event. The vector index is derived from the ``embedding`` column (see :mod:`.index`).
"""
from __future__ import annotations

import json
import logging
import os
import threading
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

import duckdb
import numpy as np
import pyarrow as pa

from memorylab.errors import NotFound, StoreDamaged, StoreLocked
from memorylab.models import ACTIVE, DIM, SUPERSEDED, Event, Memory
from memorylab.policies.redaction import FORGOTTEN

log = logging.getLogger(__name__)


MEMORY_COLUMNS = ("id, user_id, kind, text, importance, created_at, last_accessed, access_count, "
                  "key, confidence, source, source_turn, expires_at, status, superseded_by")

MIGRATIONS: list[tuple[str, str]] = [
    ("initial schema", f"""
        CREATE SEQUENCE memory_ids START 1;
        CREATE SEQUENCE event_ids START 1;
        CREATE SEQUENCE turn_ids START 1;
        CREATE SEQUENCE summary_ids START 1;
        CREATE TABLE meta (key VARCHAR PRIMARY KEY, value VARCHAR);
        CREATE TABLE memories (
            id BIGINT PRIMARY KEY,
            user_id VARCHAR NOT NULL,
            kind VARCHAR NOT NULL,
            key VARCHAR,
            text VARCHAR NOT NULL,
            importance DOUBLE NOT NULL,
            confidence DOUBLE NOT NULL,
            source VARCHAR NOT NULL,
            source_turn BIGINT,
            created_at TIMESTAMP NOT NULL,
            last_accessed TIMESTAMP NOT NULL,
            access_count INTEGER NOT NULL,
            expires_at TIMESTAMP,
            status VARCHAR NOT NULL,
            superseded_by BIGINT,
            embedding FLOAT[{DIM}] NOT NULL);
        CREATE TABLE events (
            id BIGINT PRIMARY KEY, user_id VARCHAR NOT NULL, memory_id BIGINT,
            op VARCHAR NOT NULL, old_value VARCHAR, new_value VARCHAR, reason VARCHAR,
            occurred_at TIMESTAMP NOT NULL);
        CREATE TABLE links (
            user_id VARCHAR NOT NULL, src BIGINT NOT NULL, dst BIGINT NOT NULL,
            rel VARCHAR NOT NULL, created_at TIMESTAMP NOT NULL);
        CREATE TABLE turns (
            id BIGINT PRIMARY KEY, user_id VARCHAR NOT NULL, session_id VARCHAR NOT NULL,
            role VARCHAR NOT NULL, content VARCHAR NOT NULL, created_at TIMESTAMP NOT NULL);
        CREATE TABLE summaries (
            id BIGINT PRIMARY KEY, user_id VARCHAR NOT NULL, session_id VARCHAR NOT NULL,
            text VARCHAR NOT NULL, first_turn BIGINT NOT NULL, last_turn BIGINT NOT NULL,
            created_at TIMESTAMP NOT NULL);
    """),
    ("memory source spans", """
        ALTER TABLE memories ADD COLUMN source_start INTEGER;
        ALTER TABLE memories ADD COLUMN source_end INTEGER;
    """),
    ("evaluation runs", """
        CREATE SEQUENCE eval_run_ids START 1;
        CREATE TABLE eval_runs (
            id BIGINT PRIMARY KEY, dataset VARCHAR NOT NULL, label VARCHAR NOT NULL,
            n INTEGER NOT NULL, result JSON NOT NULL, created_at TIMESTAMP NOT NULL);
    """),
]


def _fsync(path: Path) -> None:
    with open(path, "rb+") as f:
        os.fsync(f.fileno())


def _memory(row) -> Memory:
    return Memory(*row)


def _json(value: dict | None) -> str | None:
    return None if value is None else json.dumps(value, default=str, ensure_ascii=False)


# DuckDB 2 counts a result read with fetchone() as unfinished and refuses the next
# relation on that connection, so every read here uses fetchall().


class DuckDBStore:
    """One DuckDB file, one connection, one lock: safe to share between Streamlit sessions."""

    dim = DIM

    def __init__(self, path: Path | str):
        self.path = Path(path)
        self._lock = threading.RLock()
        self.con = self._connect()
        try:
            self.migrate()
        except duckdb.Error as exc:
            self.con.close()
            raise StoreDamaged(f"The database {self.path} could not be read ({exc}). Restore it "
                               "from a backup, or move it away to start an empty lab.") from exc

    def _connect(self):
        try:
            return duckdb.connect(str(self.path))
        except duckdb.IOException as exc:
            if "lock" in str(exc).lower():
                raise StoreLocked(
                    f"The database {self.path} is open in another process. Close the other "
                    "memorylab app or notebook, or point MEMORYLAB_DATA_DIR at another folder."
                ) from exc
            raise StoreDamaged(f"The database {self.path} could not be opened ({exc}). Restore it "
                               "from a backup, or move it away to start an empty lab.") from exc
        except duckdb.Error as exc:
            raise StoreDamaged(f"The database {self.path} could not be opened ({exc}). Restore it "
                               "from a backup, or move it away to start an empty lab.") from exc

    # --- housekeeping -------------------------------------------------------------------

    def migrate(self) -> None:
        with self._lock:
            self.con.execute("CREATE TABLE IF NOT EXISTS schema_migrations ("
                             "version INTEGER PRIMARY KEY, name VARCHAR, applied_at TIMESTAMP)")
            done = {v for (v,) in self.con.execute("SELECT version FROM schema_migrations").fetchall()}
            for version, (name, sql) in enumerate(MIGRATIONS, start=1):
                if version in done:
                    continue
                with self.transaction():
                    self.con.execute(sql)
                    self.con.execute("INSERT INTO schema_migrations VALUES (?, ?, now())",
                                     [version, name])
                log.info("applied migration %d: %s", version, name)

    def schema_version(self) -> int:
        with self._lock:
            return self.con.execute("SELECT max(version) FROM schema_migrations").fetchall()[0][0]

    @contextmanager
    def transaction(self):
        with self._lock:
            self.con.execute("BEGIN TRANSACTION")
            try:
                yield self.con
            except BaseException:
                self.con.execute("ROLLBACK")
                raise
            self.con.execute("COMMIT")

    def close(self) -> None:
        with self._lock:
            self.con.execute("CHECKPOINT")
            self.con.close()

    def checkpoint(self) -> None:
        """Fold the write-ahead log into the file, so deleted text leaves the WAL."""
        with self._lock:
            self.con.execute("CHECKPOINT")

    def _pending_purge(self, at: datetime) -> None:
        """Inside a forget's transaction: the file still holds the deleted bytes until
        :meth:`purge`; the flag survives a crash, so the next open finishes the job."""
        self.con.execute("INSERT OR REPLACE INTO meta VALUES ('purge_pending', ?)", [at.isoformat()])

    def purge_pending(self) -> str | None:
        """When the oldest forget not yet purged from disk happened, or None."""
        return self.get_meta("purge_pending")

    def purge(self) -> None:
        """Rewrite the database into a fresh file and swap it in, so deleted rows' bytes
        (DuckDB leaves them in freed blocks and the WAL) are gone from the disk.

        The copy keeps tables, constraints and sequence positions; the swap is an atomic
        rename. A crash before the rename leaves the old file and the flag: the next open
        purges again. Another process cannot slip in while the connection is closed: the
        lab holds an exclusive lock on its data dir for its whole life.
        """
        with self._lock:
            name = self.con.execute("SELECT current_database()").fetchall()[0][0]
            fresh = self.stray_copy()
            fresh.unlink(missing_ok=True)
            self.con.execute("DELETE FROM meta WHERE key = 'purge_pending'")
            self.con.execute("CHECKPOINT")
            target = str(fresh).replace("'", "''")
            self.con.execute(f"ATTACH '{target}' AS compact_target")
            try:
                self.con.execute(f'COPY FROM DATABASE "{name}" TO compact_target')
            finally:
                self.con.execute("DETACH compact_target")
            self.con.close()
            _fsync(fresh)
            os.replace(fresh, self.path)
            Path(str(self.path) + ".wal").unlink(missing_ok=True)
            self.con = self._connect()

    def stray_copy(self) -> Path:
        """Where :meth:`purge` writes its fresh copy (removed at open if a crash left it)."""
        return self.path.with_name(self.path.stem + ".compact" + self.path.suffix)

    def high_water(self) -> dict:
        """The highest memory and event ids ever handed out (the sequences' positions)."""
        with self._lock:
            rows = self.con.execute(
                "SELECT sequence_name, last_value FROM duckdb_sequences() "
                "WHERE sequence_name IN ('memory_ids', 'event_ids')").fetchall()
        found = {name: int(value or 0) for name, value in rows}
        return {"memory_id": found.get("memory_ids", 0), "event_id": found.get("event_ids", 0)}

    def get_meta(self, key: str) -> str | None:
        with self._lock:
            rows = self.con.execute("SELECT value FROM meta WHERE key = ?", [key]).fetchall()
        return rows[0][0] if rows else None

    def set_meta(self, key: str, value: str) -> None:
        with self._lock:
            self.con.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", [key, value])

    # --- reads --------------------------------------------------------------------------

    def get(self, user_id: str, memory_id: int) -> Memory:
        with self._lock:
            rows = self.con.execute(f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = ? AND id = ?",
                                    [user_id, int(memory_id)]).fetchall()
        if not rows:
            raise NotFound(f"Memory {memory_id} does not exist for user {user_id!r} "
                           "(it may have been forgotten).")
        return _memory(rows[0])

    def get_many(self, user_id: str, ids) -> dict[int, Memory]:
        ids = [int(i) for i in ids]
        if not ids:
            return {}
        with self._lock:
            rows = self.con.execute(
                f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = ? AND list_contains(?, id)",
                [user_id, ids]).fetchall()
        return {row[0]: _memory(row) for row in rows}

    def memories(self, user_id: str, *, status: str | None = ACTIVE, kind: str | None = None,
                 key: str | None = None, now: datetime | None = None,
                 newest: int | None = None) -> list[Memory]:
        """The user's memories, oldest first; ``now`` hides expired ones; ``newest`` keeps
        only that many of the latest."""
        sql = f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = ?"
        params: list = [user_id]
        for column, value in (("status", status), ("kind", kind), ("key", key)):
            if value is not None:
                sql += f" AND {column} = ?"
                params.append(value)
        if now is not None:
            sql += " AND (expires_at IS NULL OR expires_at > ?)"
            params.append(now)
        if newest is not None:
            sql = f"SELECT * FROM ({sql} ORDER BY id DESC LIMIT {int(newest)})"
        with self._lock:
            return [_memory(r) for r in self.con.execute(sql + " ORDER BY id", params).fetchall()]

    def profile(self, user_id: str, now: datetime, limit: int = 10) -> list[Memory]:
        """Keyed, active, unexpired facts and preferences, most important first."""
        with self._lock:
            rows = self.con.execute(
                f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = ? AND status = 'active' "
                "AND key IS NOT NULL AND kind IN ('fact', 'preference') "
                "AND (expires_at IS NULL OR expires_at > ?) ORDER BY importance DESC, id DESC LIMIT ?",
                [user_id, now, limit]).fetchall()
        return [_memory(r) for r in rows]

    def importance_since_reflection(self, user_id: str, kinds: tuple[str, ...]) -> tuple[float, datetime | None]:
        """Summed importance (1-10 scale) of active memories of ``kinds`` created after the
        user's latest reflection, and that reflection's time."""
        with self._lock:
            since = self.con.execute("SELECT max(created_at) FROM memories WHERE user_id = ? AND "
                                     "kind = 'reflection' AND status = 'active'", [user_id]).fetchall()[0][0]
            total = self.con.execute(
                "SELECT coalesce(sum(importance), 0) * 10 FROM memories WHERE user_id = ? AND "
                "status = 'active' AND list_contains(?, kind) AND (? IS NULL OR created_at > ?)",
                [user_id, list(kinds), since, since]).fetchall()[0][0]
        return float(total), since

    def find_active(self, user_id: str, kind: str, text: str) -> Memory | None:
        """An active memory of this kind with exactly this text, if any."""
        with self._lock:
            rows = self.con.execute(
                f"SELECT {MEMORY_COLUMNS} FROM memories WHERE user_id = ? AND kind = ? "
                "AND status = 'active' AND text = ? LIMIT 1", [user_id, kind, text]).fetchall()
        return _memory(rows[0]) if rows else None

    def vectors(self, user_id: str, ids=None) -> tuple[np.ndarray, np.ndarray]:
        """(ids, matrix) of the user's active memories, or of ``ids`` if given."""
        sql = "SELECT id, embedding FROM memories WHERE user_id = ?"
        params: list = [user_id]
        if ids is None:
            sql += " AND status = 'active'"
        else:
            sql += " AND list_contains(?, id)"
            params.append([int(i) for i in ids])
        with self._lock:
            table = self.con.sql(sql + " ORDER BY id", params=params).to_arrow_table()
        id_array = table.column("id").to_numpy().astype(np.int64)
        flat = table.column("embedding").combine_chunks().flatten().to_numpy()
        return id_array, flat.astype(np.float32).reshape(len(id_array), DIM)

    def spans(self, user_id: str, ids) -> dict[int, tuple[int, int | None, int | None]]:
        """Where each memory came from: (turn id, start, end) for those taken from a turn."""
        with self._lock:
            rows = self.con.execute(
                "SELECT id, source_turn, source_start, source_end FROM memories WHERE user_id = ? "
                "AND source_turn IS NOT NULL AND list_contains(?, id)",
                [user_id, [int(i) for i in ids]]).fetchall()
        return {r[0]: (r[1], r[2], r[3]) for r in rows}

    def active_count(self, user_id: str) -> int:
        with self._lock:
            return self.con.execute("SELECT count(*) FROM memories WHERE user_id = ? AND "
                                    "status = 'active'", [user_id]).fetchall()[0][0]

    def digest(self, user_id: str) -> dict:
        """Count, sum and max of active ids: what the index's sidecar must agree with."""
        with self._lock:
            n, total, top = self.con.execute(
                "SELECT count(*), coalesce(sum(id), 0), coalesce(max(id), 0) FROM memories "
                "WHERE user_id = ? AND status = 'active'", [user_id]).fetchall()[0]
        return {"count": int(n), "id_sum": int(total), "id_max": int(top)}

    def users(self) -> list[str]:
        with self._lock:
            rows = self.con.execute(
                "SELECT user_id FROM memories UNION SELECT user_id FROM turns "
                "UNION SELECT user_id FROM events ORDER BY 1").fetchall()
        return [r[0] for r in rows]

    def events(self, user_id: str, limit: int | None = None, after: int = 0) -> list[Event]:
        """Oldest first; ``limit`` keeps the newest, ``after`` only ids above it."""
        sql = ("SELECT id, user_id, memory_id, op, old_value, new_value, reason, occurred_at FROM events "
               "WHERE user_id = ? AND id > ? ORDER BY id DESC" + (f" LIMIT {int(limit)}" if limit else ""))
        with self._lock:
            rows = self.con.execute(sql, [user_id, after]).fetchall()
        return [Event(*r) for r in reversed(rows)]

    def last_event_id(self, user_id: str) -> int:
        with self._lock:
            return self.con.execute("SELECT coalesce(max(id), 0) FROM events WHERE user_id = ?",
                                    [user_id]).fetchall()[0][0]

    def links(self, user_id: str, *, src: int | None = None, dst: int | None = None,
              rel: str | None = None) -> list[tuple[int, int, str]]:
        sql, params = "SELECT src, dst, rel FROM links WHERE user_id = ?", [user_id]
        for column, value in (("src", src), ("dst", dst), ("rel", rel)):
            if value is not None:
                sql += f" AND {column} = ?"
                params.append(value)
        with self._lock:
            return [tuple(r) for r in self.con.execute(sql, params).fetchall()]

    def count(self, table: str, user_id: str | None = None) -> int:
        assert table in {"memories", "events", "links", "turns", "summaries"}
        sql = f"SELECT count(*) FROM {table}" + (" WHERE user_id = ?" if user_id else "")
        with self._lock:
            return self.con.execute(sql, [user_id] if user_id else []).fetchall()[0][0]

    # --- the writer: each method is one transaction with its event ----------------------

    def _event(self, user_id, memory_id, op, old=None, new=None, reason=None, at=None) -> int:
        event_id = self.con.execute("SELECT nextval('event_ids')").fetchall()[0][0]
        self.con.execute("INSERT INTO events VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                         [event_id, user_id, memory_id, op, _json(old), _json(new), reason, at])
        return event_id

    def _insert(self, m: dict, vector: np.ndarray) -> int:
        memory_id = self.con.execute("SELECT nextval('memory_ids')").fetchall()[0][0]
        span = m.get("span") or (None, None)
        self.con.execute(
            "INSERT INTO memories (id, user_id, kind, key, text, importance, confidence, source, "
            "source_turn, created_at, last_accessed, access_count, expires_at, status, embedding, "
            "source_start, source_end) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, 'active', ?, ?, ?)",
            [memory_id, m["user_id"], m["kind"], m.get("key"), m["text"], m["importance"],
             m.get("confidence", 1.0), m.get("source", "api"), m.get("source_turn"),
             m["created_at"], m["created_at"], m.get("expires_at"),
             np.asarray(vector, dtype=np.float32).tolist(), span[0], span[1]])
        return memory_id

    def add(self, m: dict, vector: np.ndarray, *, reason: str = "remember",
            supersedes: list[int] = (), derived_from: list[int] = (), op: str = "ADD") -> int:
        """Insert one memory; mark ``supersedes`` as superseded by it; link its sources."""
        with self.transaction():
            memory_id = self._insert(m, vector)
            self._event(m["user_id"], memory_id, op, None,
                        {k: m.get(k) for k in ("text", "kind", "key", "importance")},
                        reason, m["created_at"])
            for old_id in supersedes:
                self._supersede(m["user_id"], old_id, memory_id, m["created_at"])
            for source_id in derived_from:
                self.con.execute("INSERT INTO links VALUES (?, ?, ?, 'derived_from', ?)",
                                 [m["user_id"], memory_id, source_id, m["created_at"]])
        return memory_id

    def add_many(self, rows: list[dict], vectors: np.ndarray, *, reason: str = "bulk") -> list[int]:
        """Bulk insert through Arrow: one transaction, one ADD event a row."""
        n = len(rows)
        if n == 0:
            return []
        with self.transaction():
            ids = [r[0] for r in self.con.execute(
                "SELECT nextval('memory_ids') FROM range(?)", [n]).fetchall()]
            flat = pa.array(np.asarray(vectors, dtype=np.float32).reshape(-1))
            batch = pa.table({
                "id": pa.array(ids, pa.int64()),
                "user_id": [r["user_id"] for r in rows], "kind": [r["kind"] for r in rows],
                "key": pa.array([r.get("key") for r in rows], pa.string()),
                "text": [r["text"] for r in rows],
                "importance": pa.array([float(r["importance"]) for r in rows], pa.float64()),
                "confidence": pa.array([float(r.get("confidence", 1.0)) for r in rows], pa.float64()),
                "source": [r.get("source", "api") for r in rows],
                "created_at": pa.array([r["created_at"] for r in rows], pa.timestamp("us")),
                "expires_at": pa.array([r.get("expires_at") for r in rows], pa.timestamp("us")),
                "embedding": pa.FixedSizeListArray.from_arrays(flat, DIM),
            })
            self.con.register("_batch", batch)
            try:
                self.con.execute(
                    "INSERT INTO memories (id, user_id, kind, key, text, importance, confidence, source, "
                    "created_at, last_accessed, access_count, expires_at, status, embedding) "
                    "SELECT id, user_id, kind, key, text, importance, confidence, source, created_at, "
                    "created_at, 0, expires_at, 'active', embedding FROM _batch")
                # ids come from the sequence, so later single inserts never collide with them
                first_event = self.con.execute(
                    "SELECT min(nextval('event_ids')) FROM range(?)", [n]).fetchall()[0][0]
                self.con.execute(
                    "INSERT INTO events SELECT ? + row_number() OVER () - 1, user_id, id, 'ADD', NULL, "
                    "json_object('text', text, 'kind', kind, 'key', key, 'importance', importance), "
                    "?, created_at FROM _batch", [first_event, reason])
            finally:
                self.con.unregister("_batch")
        return ids

    def _supersede(self, user_id: str, old_id: int, new_id: int, at: datetime) -> None:
        self.con.execute("UPDATE memories SET status = ?, superseded_by = ? WHERE id = ? AND user_id = ?",
                         [SUPERSEDED, new_id, old_id, user_id])
        self.con.execute("INSERT INTO links VALUES (?, ?, ?, 'supersedes', ?)",
                         [user_id, new_id, old_id, at])
        self._event(user_id, old_id, "SUPERSEDE", {"status": ACTIVE},
                    {"status": SUPERSEDED, "superseded_by": new_id}, "newer value", at)

    def update(self, user_id: str, memory_id: int, changes: dict, *, at: datetime,
               reason: str = "edit", vector: np.ndarray | None = None) -> Memory:
        """Change text, importance, kind, key or expiry; records old and new values."""
        allowed = {"text", "importance", "kind", "key", "expires_at", "confidence"}
        unknown = set(changes) - allowed
        if unknown:
            raise ValueError(f"cannot update {sorted(unknown)}")
        with self.transaction():
            before = self.get(user_id, memory_id)
            old = {k: getattr(before, k) for k in changes}
            sets = ", ".join(f"{k} = ?" for k in changes)
            params = list(changes.values())
            if vector is not None:
                sets += ", embedding = ?"
                params.append(np.asarray(vector, dtype=np.float32).tolist())
            self.con.execute(f"UPDATE memories SET {sets} WHERE id = ? AND user_id = ?",
                             params + [memory_id, user_id])
            self._event(user_id, memory_id, "UPDATE", old, changes, reason, at)
            return self.get(user_id, memory_id)

    def set_status(self, user_id: str, ids, status: str, *, at: datetime, reason: str, op: str) -> None:
        ids = [int(i) for i in ids]
        with self.transaction():
            rows = self.con.execute("SELECT id, status FROM memories WHERE user_id = ? AND "
                                    "list_contains(?, id)", [user_id, ids]).fetchall()
            self.con.execute("UPDATE memories SET status = ? WHERE user_id = ? AND list_contains(?, id)",
                             [status, user_id, ids])
            for memory_id, old in rows:
                self._event(user_id, memory_id, op, {"status": old}, {"status": status}, reason, at)

    def mark_accessed(self, user_id: str, ids, at: datetime, reason: str = "used in context") -> None:
        ids = [int(i) for i in ids]
        if not ids:
            return
        with self.transaction():
            self.con.execute(
                "UPDATE memories SET last_accessed = ?, access_count = access_count + 1 "
                "WHERE user_id = ? AND list_contains(?, id)", [at, user_id, ids])
            self.con.execute(
                "INSERT INTO events SELECT nextval('event_ids'), ?, unnest(?::BIGINT[]), 'ACCESS', "
                "NULL, NULL, ?, ?", [user_id, ids, reason, at])

    def supersession_chain(self, user_id: str, memory_id: int) -> list[int]:
        """The memory and every older version it superseded, transitively."""
        chain, frontier = [memory_id], [memory_id]
        while frontier:
            older = [dst for (_, dst, _) in
                     (l for f in frontier for l in self.links(user_id, src=f, rel="supersedes"))]
            frontier = [o for o in older if o not in chain]
            chain += frontier
        return chain

    def erase(self, user_id: str, ids: list[int], *, phrases: list[str], turn_contents: dict[int, str],
              at: datetime, reason: str, op: str = "FORGET") -> None:
        """Delete memories and every trace of them, in one transaction: events about them
        lose their values, links go, the given turns get their masked content, each phrase
        is masked in the user's other turns and events, summaries quoting one are dropped,
        and one content-free event is appended per id."""
        ids = [int(i) for i in ids]
        with self.transaction():
            self.con.execute(
                "UPDATE events SET old_value = NULL, new_value = NULL, reason = ? "
                "WHERE user_id = ? AND list_contains(?, memory_id)", [FORGOTTEN, user_id, ids])
            for turn_id, content in turn_contents.items():
                self.con.execute("UPDATE turns SET content = ? WHERE id = ? AND user_id = ?",
                                 [content, int(turn_id), user_id])
            for phrase in phrases:
                self._scrub(user_id, phrase)
            self.con.execute("DELETE FROM links WHERE user_id = ? AND (list_contains(?, src) "
                             "OR list_contains(?, dst))", [user_id, ids, ids])
            self.con.execute("DELETE FROM memories WHERE user_id = ? AND list_contains(?, id)",
                             [user_id, ids])
            for memory_id in ids:
                self._event(user_id, memory_id, op, None, None, reason, at)
            self._pending_purge(at)

    def _scrub(self, user_id: str, phrase: str) -> None:
        for table, column in (("events", "old_value"), ("events", "new_value"), ("turns", "content")):
            self.con.execute(
                f"UPDATE {table} SET {column} = replace({column}, ?, ?) "
                f"WHERE user_id = ? AND contains({column}, ?)", [phrase, FORGOTTEN, user_id, phrase])
        # JSON event values escape quotes and non-ASCII text differently: drop them outright
        escaped = json.dumps(phrase, ensure_ascii=False)[1:-1]
        self.con.execute(
            "UPDATE events SET old_value = NULL, new_value = NULL WHERE user_id = ? "
            "AND (contains(old_value, ?) OR contains(new_value, ?))", [user_id, escaped, escaped])
        self.con.execute("DELETE FROM summaries WHERE user_id = ? AND contains(lower(text), lower(?))",
                         [user_id, phrase])

    def expired(self, now: datetime, user_id: str | None = None) -> list[tuple[str, int]]:
        sql = "SELECT user_id, id FROM memories WHERE expires_at IS NOT NULL AND expires_at <= ?"
        params: list = [now]
        if user_id is not None:
            sql += " AND user_id = ?"
            params.append(user_id)
        with self._lock:
            return [tuple(r) for r in self.con.execute(sql, params).fetchall()]

    def find_text(self, needle: str) -> list[str]:
        """Which tables still hold ``needle`` anywhere in a text column (audit for forget)."""
        found = []
        checks = {"memories": ["text", "key"], "events": ["old_value", "new_value", "reason"],
                  "turns": ["content"], "summaries": ["text"], "meta": ["value"]}
        with self._lock:
            for table, columns in checks.items():
                cond = " OR ".join(f"contains(coalesce({c}, ''), ?)" for c in columns)
                n = self.con.execute(f"SELECT count(*) FROM {table} WHERE {cond}",
                                     [needle] * len(columns)).fetchall()[0][0]
                if n:
                    found.append(table)
        return found

    def texts(self, ids=None) -> list[tuple[int, str]]:
        """(id, text) of every memory (or of ``ids``), oldest first: input to re-embedding."""
        sql, params = "SELECT id, text FROM memories", []
        if ids is not None:
            sql += " WHERE list_contains(?, id)"
            params.append([int(i) for i in ids])
        with self._lock:
            return [tuple(r) for r in self.con.execute(sql + " ORDER BY id", params).fetchall()]

    def set_vectors(self, ids: list[int], vectors: np.ndarray) -> None:
        """Replace stored vectors (another embedding model). Not an event: the vector is
        derived from the text, which does not change."""
        with self.transaction():
            for memory_id, vector in zip(ids, vectors):
                self.con.execute("UPDATE memories SET embedding = ? WHERE id = ?",
                                 [np.asarray(vector, np.float32).tolist(), int(memory_id)])

    # --- turns and summaries ------------------------------------------------------------

    def add_turn(self, user_id: str, session_id: str, role: str, content: str, at: datetime) -> int:
        with self._lock:
            turn_id = self.con.execute("SELECT nextval('turn_ids')").fetchall()[0][0]
            self.con.execute("INSERT INTO turns VALUES (?, ?, ?, ?, ?, ?)",
                             [turn_id, user_id, session_id, role, content, at])
        return turn_id

    def turns(self, user_id: str, session_id: str | None = None, *, after: int = 0,
              limit: int | None = None, ids=None) -> list[dict]:
        """Turns oldest first; ``limit`` keeps the newest; ``ids`` only those turns."""
        sql = "SELECT id, session_id, role, content, created_at FROM turns WHERE user_id = ? AND id > ?"
        params: list = [user_id, after]
        if ids is not None:
            sql += " AND list_contains(?, id)"
            params.append([int(i) for i in ids])
        if session_id is not None:
            sql += " AND session_id = ?"
            params.append(session_id)
        if limit:
            sql = f"SELECT * FROM ({sql} ORDER BY id DESC LIMIT {int(limit)})"
        with self._lock:
            rows = self.con.execute(sql + " ORDER BY id", params).fetchall()
        return [dict(zip(("id", "session_id", "role", "content", "created_at"), r)) for r in rows]

    def summary(self, user_id: str, session_id: str) -> dict | None:
        with self._lock:
            rows = self.con.execute(
                "SELECT id, text, first_turn, last_turn, created_at FROM summaries "
                "WHERE user_id = ? AND session_id = ? ORDER BY id DESC LIMIT 1",
                [user_id, session_id]).fetchall()
        return dict(zip(("id", "text", "first_turn", "last_turn", "created_at"), rows[0])) if rows else None

    def put_summary(self, user_id: str, session_id: str, text: str, first_turn: int,
                    last_turn: int, at: datetime, reason: str) -> int:
        """Replace the session's rolling summary; the event records the turns, not the text."""
        with self.transaction():
            self.con.execute("DELETE FROM summaries WHERE user_id = ? AND session_id = ?",
                             [user_id, session_id])
            summary_id = self.con.execute("SELECT nextval('summary_ids')").fetchall()[0][0]
            self.con.execute("INSERT INTO summaries VALUES (?, ?, ?, ?, ?, ?, ?)",
                             [summary_id, user_id, session_id, text, first_turn, last_turn, at])
            self._event(user_id, None, "SUMMARIZE", None,
                        {"summary_id": summary_id, "session": session_id,
                         "turns": [first_turn, last_turn]}, reason, at)
        return summary_id

    def sessions_of_turns(self, user_id: str, turn_ids: list[int]) -> list[str]:
        with self._lock:
            rows = self.con.execute("SELECT DISTINCT session_id FROM turns WHERE user_id = ? "
                                    "AND list_contains(?, id)", [user_id, list(turn_ids)]).fetchall()
        return [r[0] for r in rows]


    # --- evaluation runs ----------------------------------------------------------------

    def add_eval_run(self, dataset: str, label: str, n: int, result: dict, at: datetime) -> int:
        with self._lock:
            run_id = self.con.execute("SELECT nextval('eval_run_ids')").fetchall()[0][0]
            self.con.execute("INSERT INTO eval_runs VALUES (?, ?, ?, ?, ?, ?)",
                             [run_id, dataset, label, n, json.dumps(result), at])
        return run_id

    def eval_runs(self, dataset: str | None = None) -> list[dict]:
        sql = "SELECT id, dataset, label, n, result, created_at FROM eval_runs"
        params = []
        if dataset:
            sql += " WHERE dataset = ?"
            params.append(dataset)
        with self._lock:
            rows = self.con.execute(sql + " ORDER BY id", params).fetchall()
        return [{"id": r[0], "dataset": r[1], "label": r[2], "n": r[3], **json.loads(r[4]),
                 "created_at": r[5]} for r in rows]
