"""The data dir as a whole: one owner at a time, and a record that tells a damaged
folder from a healthy one.

* An exclusive OS lock (``flock`` on ``lab.lock``) is held for the lab's lifetime, so a
  second process gets :class:`StoreLocked` before it touches the database, and the
  purge step (which closes and reopens the connection) never opens a window for it.
* ``lab.state.json`` records the highest memory id and event id the database held at
  the last commit, and the lock file keeps a copy (so deleting the state file and the
  write-ahead log together still shows). At open, a database that holds less than that
  (a missing, truncated or scribbled file or write-ahead log, an older copy), or an
  empty one beside index files, raises :class:`StoreDamaged` instead of serving a
  silently shrunken lab. Forgets never lower the record: ids only grow. Deleting every
  record (state file, lock file and index files) cannot be told from a new lab.
* A stray copy left by a purge that crashed is removed.
"""

from __future__ import annotations

import fcntl
import json
import logging
from pathlib import Path
from typing import TextIO

from memorylab.errors import StoreDamaged, StoreLocked
from memorylab.storage.base import FileStore

log = logging.getLogger(__name__)
LOCK_FILE, STATE_FILE = "lab.lock", "lab.state.json"
HIGH_WATER_KEYS = ("memory_id", "event_id")


def compact_copy(db: Path) -> Path:
    """Where a purge writes the fresh copy of ``db`` before swapping it in (a crash may
    leave it behind: removed at the next open)."""
    return db.with_name(db.stem + ".compact" + db.suffix)


class DataDir:
    def __init__(self, folder: Path, db_file: str, index_dir: str, handle: TextIO):
        self.folder, self.db_file, self.index_dir, self._handle = folder, db_file, index_dir, handle
        self._state = None
        self._last: bytes | None = None

    @classmethod
    def acquire(cls, folder: Path, db_file: str, index_dir: str) -> DataDir:
        folder = Path(folder)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreDamaged(f"The data dir {folder} cannot be created ({exc}).") from exc
        handle = open(folder / LOCK_FILE, "a+")  # noqa: SIM115 - held open for the lab's life
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            handle.close()
            raise StoreLocked(
                f"The data dir {folder} is open in another process. Close the other memorylab app "
                "or notebook, or point MEMORYLAB_DATA_DIR at another folder."
            ) from None
        data_dir = cls(folder, db_file, index_dir, handle)
        try:
            data_dir._check_files()
        except BaseException:
            data_dir.release()
            raise
        return data_dir

    @property
    def state_path(self) -> Path:
        return self.folder / STATE_FILE

    def _recorded(self) -> dict:
        """The higher of the two records (the state file and its copy in the lock file):
        deleting one of them, or both the state file and the write-ahead log, still shows."""
        records = [self._read_state(), self._read_lock_copy()]
        return {k: max((r[k] for r in records if isinstance(r.get(k), int)), default=0) for k in HIGH_WATER_KEYS}

    def _read_state(self) -> dict:
        try:
            state = json.loads(self.state_path.read_text())
            return state if isinstance(state, dict) else {}
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:
            log.warning("the data dir's state record is unreadable (%s): not checked", exc)
            return {}

    def _read_lock_copy(self) -> dict:
        if self._handle is None:
            return {}
        try:
            self._handle.seek(0)
            state = json.loads(self._handle.read() or "{}")
            return state if isinstance(state, dict) else {}
        except (OSError, ValueError):
            return {}

    def _check_files(self) -> None:
        db = self.folder / self.db_file
        stray = compact_copy(db)
        if stray.exists():
            log.warning("removing %s, left by a purge that did not finish", stray.name)
            stray.unlink()
        if db.exists():
            return
        held = self._recorded().get("memory_id", 0)
        indexes = list((self.folder / self.index_dir).glob("*.hnsw"))
        if held or indexes:
            raise StoreDamaged(
                f"The database {db} is missing, but this data dir held memories (up to id {held}, "
                f"{len(indexes)} index file(s)). Restore the file from a backup, or move the data "
                "dir away to start an empty lab."
            )

    def check_against(self, store: FileStore) -> None:
        """Raise if the database holds less than the last record says it did."""
        recorded, now = self._recorded(), store.high_water()
        indexed = self._indexed_up_to()
        if not any(now.values()) and indexed:
            raise StoreDamaged(
                f"The database in {self.folder} is empty, but its index files hold vectors of memories "
                f"up to id {indexed}: its write-ahead log or file was lost. Restore it from a backup, "
                "or move the data dir away to start an empty lab."
            )
        lost = {
            k: (recorded[k], now.get(k, 0))
            for k in ("memory_id", "event_id")
            if isinstance(recorded.get(k), int) and now.get(k, 0) < recorded[k]
        }
        if lost:
            detail = ", ".join(f"{k} {was} recorded, {has} found" for k, (was, has) in lost.items())
            raise StoreDamaged(
                f"The database in {self.folder} lost writes it had ({detail}): its file or "
                "write-ahead log is damaged or was replaced by an older copy. Restore it from a "
                "backup, or move the data dir away to start an empty lab."
            )

    def _indexed_up_to(self) -> int:
        """The highest memory id the saved index files say they hold (0: none, or unreadable)."""
        highest = 0
        for sidecar in (self.folder / self.index_dir).glob("*.json"):
            try:
                id_max = json.loads(sidecar.read_text()).get("digest", {}).get("id_max", 0)
            except (OSError, ValueError, AttributeError):
                continue
            highest = max(highest, id_max if isinstance(id_max, int) else 0)
        return highest

    def record(self, store: FileStore) -> None:
        """Write the high-water mark (after every commit: kept open, rewritten in place;
        a torn write reads as no record, which only skips the check)."""
        state = json.dumps(store.high_water()).encode()
        if state == self._last:
            return
        if self._state is None:
            mode = "r+b" if self.state_path.exists() else "w+b"
            self._state = open(self.state_path, mode)  # noqa: SIM115 - kept open for the lab's life
        self._state.seek(0)
        self._state.truncate()
        self._state.write(state)
        self._state.flush()
        if self._handle is not None:  # the copy: the lock file is held open anyway
            self._handle.seek(0)
            self._handle.truncate()
            self._handle.write(state.decode())
            self._handle.flush()
        self._last = state

    def release(self) -> None:
        if self._state is not None:
            self._state.close()
            self._state = None
        if self._handle is not None:
            fcntl.flock(self._handle.fileno(), fcntl.LOCK_UN)
            self._handle.close()
            self._handle = None
