"""Opening a lab: which backend a folder or URL names, the data dir's lock, the saved clock;
and readying an opened one to serve (its warm-up's logged steps, the settled heap).

:meth:`MemoryLab.open` and :meth:`MemoryLab.warm_up` call these; the first return the
pieces the lab is built from.
"""

from __future__ import annotations

import gc
import json
import logging
import shutil
import tempfile
import time
import weakref
from collections.abc import Callable
from pathlib import Path

from memorylab.adapters.embed import Embedder
from memorylab.clock import Clock
from memorylab.services.derived import Derived
from memorylab.services.forgetter import Purger
from memorylab.services.writer import Writer
from memorylab.settings import Settings
from memorylab.storage.base import Store
from memorylab.storage.datadir import DataDir
from memorylab.storage.duckdb import DuckDBStore
from memorylab.storage.postgres import PostgresStore

log = logging.getLogger(__name__)

DB_FILE = "memorylab.duckdb"
POSTGRES_SCHEMES = ("postgresql://", "postgres://")
INDEX_DIR = "index"


def settings_for(data_dir: str | Path | None, embedder: str | Embedder | None, settings: Settings | None) -> Settings:
    """The settings a lab opens with: a folder given means DuckDB there, a Postgres URL the
    shared backend, whatever the environment says; an embedder name overrides the setting."""
    settings = settings or Settings.from_env()
    if isinstance(data_dir, str) and data_dir.startswith(POSTGRES_SCHEMES):
        settings, data_dir = settings.with_(database_url=data_dir), None
    if data_dir is not None:
        settings = settings.with_(data_dir=Path(data_dir), database_url=None)
    if isinstance(embedder, str):
        settings = settings.with_(embedder=embedder)
    return settings.with_(data_dir=Path(settings.data_dir))


def open_backend(settings: Settings) -> tuple[Store, DataDir | None, Path]:
    """The store, the locked data dir (None for Postgres) and the folder of the derived
    indexes. Postgres: no data-dir lock (the database arbitrates), indexes in a folder of
    this process's own (rebuilt from the database whenever stale)."""
    if settings.database_url:
        return PostgresStore(settings.database_url), None, Path(tempfile.mkdtemp(prefix="memorylab-index-"))
    folder = DataDir.acquire(settings.data_dir, DB_FILE, INDEX_DIR)
    try:
        store = DuckDBStore(settings.data_dir / DB_FILE)
        folder.check_against(store)
        store.on_commit = lambda: folder.record(store)
    except BaseException:
        folder.release()
        raise
    return store, folder, settings.data_dir / INDEX_DIR


def abandon(folder: DataDir | None, index_dir: Path) -> None:
    """Undo :func:`open_backend` when the lab could not be built on what it returned."""
    if folder is not None:
        folder.release()
    else:
        shutil.rmtree(index_dir, ignore_errors=True)


def remove_with(owner: object, folder: Path) -> weakref.finalize:
    """Delete ``folder`` when ``owner`` is done with it: call the result (a lab's close), or
    it runs when ``owner`` is collected or the process exits. A Postgres lab's index folder
    is its own: left behind, every open would leave a folder in the temp dir."""
    return weakref.finalize(owner, shutil.rmtree, folder, ignore_errors=True)


def saved_clock(store: Store) -> Clock:
    """The clock as the lab left it; a damaged value is reported and the real clock used."""
    saved = store.get_meta("clock")
    if not saved:
        return Clock()
    try:
        return Clock.from_state(json.loads(saved))
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        log.warning("the saved clock %r is unreadable (%s): using the real time", saved[:80], exc)
        return Clock()


def reembed_if_changed(store: Store, writer: Writer, index_log: list[str], embedder: Embedder, index_dir: Path) -> None:
    """Vectors made by another model are useless to this one: re-embed them once."""
    stored = store.get_meta("embedder")
    if stored == embedder.name:
        return
    if stored is not None and store.count("memories"):
        log.warning("memories were embedded with %s, this lab uses %s: re-embedding", stored, embedder.name)
        index_log.append(f"re-embedded every memory with {embedder.name} (they were made with {stored})")
        writer.reembed()
        for path in index_dir.glob("*.hnsw"):
            path.unlink()
    store.set_meta("embedder", embedder.name)


def finish_interrupted_purge(store: Store, purger: Purger, *, shared: bool) -> None:
    """A purge from disk a crash interrupted is finished now; in a shared database another
    live process may own it, so it is only scheduled."""
    if not store.purge_pending():
        return
    if shared:
        log.info("a purge from disk is pending in the shared database: scheduling it")
        purger.schedule()
        return
    log.warning("a purge from disk was interrupted: finishing it now")
    purger.run()


def preload_indexes(store: Store, derived: Derived, closed: Callable[[], bool], *, shared: bool) -> None:
    """Load every user's vector index and keyword postings from their files (a Postgres
    lab has none: its indexes are rebuilt from the database at first use)."""
    if shared:
        return
    for user_id in store.users():
        if closed():
            return
        try:
            derived.vectors.ensure(user_id)
            derived.keywords.ensure(user_id)
        except Exception:  # noqa: BLE001 - a preload only saves time: the first recall loads it
            if closed():
                return
            log.warning("preloading the indexes of user %r failed", user_id, exc_info=True)


def load_logged(steps: list[tuple[str, str, Callable[[], object]]]) -> dict[str, float]:
    """Run each (name, what, load) step with a progress line in the log; seconds each. A step
    that fails is logged, not raised: a warm-up never takes the server down."""
    seconds = {}
    for name, what, load in steps:
        log.info("loading %s…", what)
        start = time.perf_counter()
        try:
            load()
        except Exception as exc:  # noqa: BLE001 - the turn that needs it will say what is wrong
            log.warning("could not load %s: %s", what, exc)
            continue
        seconds[name] = round(time.perf_counter() - start, 2)
        log.info("%s ready in %.1f s", what, seconds[name])
    return seconds


def settle_the_heap() -> float:
    """Collect once, then freeze what loading made (litellm, the models, the word lists:
    about half a million objects) out of the collector's way. Without it the first full
    collection after start (about 0.3 s on this machine, holding the GIL) lands in some
    attendee's turn, and every later one walks those objects again. Seconds taken."""
    start = time.perf_counter()
    gc.collect()
    gc.freeze()
    log.info("froze %d objects loaded at start out of the garbage collector's way", gc.get_freeze_count())
    return round(time.perf_counter() - start, 2)
