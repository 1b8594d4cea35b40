"""Everything derived from the store that must follow its writes, kept in step in one place:
the vector index, the keyword index, the row cache, the query-embedding cache and the
exact-similarity cache, plus a write counter that tells cached candidates they are stale.

Callers hold the user's lock (:class:`memorylab.services.locks.UserLocks`) around every
change here; what all users share (the write counter) has its own short lock, and each
index its own.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterable
from datetime import datetime

import numpy as np

from memorylab.adapters.embed import QueryCache
from memorylab.adapters.tokens import TOKEN_COUNTS
from memorylab.indexes.keyword import KeywordIndex
from memorylab.indexes.loaders import Loaders
from memorylab.indexes.rowcache import RowCache
from memorylab.indexes.vector import VectorIndex
from memorylab.models import ACTIVE, Memory
from memorylab.storage.base import Store

log = logging.getLogger(__name__)


class Derived:
    def __init__(self, store: Store, vectors: VectorIndex, keywords: KeywordIndex, rows: RowCache, queries: QueryCache):
        self.store, self.vectors, self.keywords, self.rows, self.queries = store, vectors, keywords, rows, queries
        self.seen: dict[str, int] = {}  # user -> store version these caches reflect
        self.cursor: dict[str, int] = {}  # user -> last event id applied from other processes
        self.similarities: dict = {}
        self.keys: dict[str, dict[str, int]] = {}  # user -> active key -> memory id, until the next change
        self.generation = 0  # bumped by every write; stale Candidates are fetched again
        self._counting = threading.Lock()
        self.loaders = Loaders()  # the postings loaded beside a vector index, which closing waits for

    def _bump(self) -> None:
        with self._counting:
            self.generation += 1

    def settle(self, timeout: float = 60.0) -> bool:
        """Wait for the background loads (a user's rows, postings) still running; True when none is left."""
        deadline = time.monotonic() + timeout
        return self.loaders.wait(timeout) and self.rows.loaders.wait(max(0.0, deadline - time.monotonic()))

    def dirty_users(self) -> list[str]:
        """Users whose index or postings changed since they were saved."""
        return sorted(set(self.vectors.dirty_users()) | set(self.keywords.dirty_users()))

    def save(self, user_id: str) -> None:
        """Save this user's changed index files (the caller holds the user's lock)."""
        self.vectors.flush(user_id)
        self.keywords.flush(user_id)

    def changed(self, user_id: str, ids: Iterable[int], *, keys_kept: bool = False) -> None:
        """Cached rows of ``ids`` and every cached candidate list are stale; the user's
        active keys too, unless ``keys_kept`` (new memories without a key retired nothing)."""
        self.rows.drop(user_id, ids)
        self._drop_user_caches(user_id, keys_kept)  # keys can name what was forgotten ("allergy:peanut")
        self._bump()
        self._own_write(user_id)

    def accessed(self, user_id: str, ids: Iterable[int], at: datetime) -> None:
        """Uses counted: the rows' counts and times changed, not their text, vector or key,
        so the cached rows are given the new count and time (as the store writes them; a
        turn used to read them back the next turn) and the key and similarity caches stay."""
        self.rows.used(user_id, ids, at)
        self._bump()
        self._own_write(user_id)

    def _own_write(self, user_id: str) -> None:
        bump = self.store.last_write(user_id)
        if bump is not None and self.seen.get(user_id) == bump[0]:
            self.seen[user_id] = bump[1]  # only our own write since we last looked: caches are current

    def _drop_user_caches(self, user_id: str, keys_kept: bool = False) -> None:
        """This user's cached keys and exact similarities go; other users' stay (forty
        attendees writing at once would otherwise empty each other's caches every turn)."""
        if not keys_kept:
            self.keys.pop(user_id, None)
        for key in [k for k in list(self.similarities) if k[0] == user_id]:
            self.similarities.pop(key, None)

    def load_both(self, user_id: str) -> None:
        """Before a search: if neither of the user's indexes is in memory (the first recall
        after a restart), the keyword postings load in a thread of their own while the
        caller loads the vector index, so the two files are read side by side (each has its
        own lock: the search waits for whichever is not ready yet)."""
        if self.vectors.loaded(user_id) or self.keywords.loaded(user_id):
            return
        self.loaders.start(self._load_keywords, user_id, name="memorylab-postings")

    def _load_keywords(self, user_id: str) -> None:
        try:
            self.keywords.ensure(user_id)
        except Exception:  # noqa: BLE001 - the search loads them itself and reports what is wrong
            log.warning("loading the keyword postings of user %r in the background failed", user_id, exc_info=True)

    def sync(self, user_id: str) -> None:
        """Catch up with other processes sharing the store. When the user's version moved
        past what these caches reflect, the event log since our cursor names every memory
        written, changed or forgotten elsewhere: those rows are re-read and patched into
        the indexes (a forgotten one's vector overwritten), the query, similarity and key
        caches cleared. One cheap query when nothing changed; a no-op on DuckDB."""
        current = self.store.version(user_id)
        seen = self.seen.get(user_id)
        if seen == current:
            return
        if seen is None:  # first look in this process: start from the store as it is now
            self.seen[user_id] = current
            if not current:  # never written (and always on DuckDB): nothing cached can be stale
                return
            self.cursor[user_id] = self.store.last_event_id(user_id)
            self.vectors.drop(user_id)
            self.keywords.drop(user_id)
            self.rows.drop_user(user_id)
        else:
            events = self.store.events(user_id, after=self.cursor.get(user_id, 0))
            if events:
                self.cursor[user_id] = events[-1].id
                self._refresh(user_id, {e.memory_id for e in events if e.memory_id is not None})
            self.queries.clear()  # another process's forget may name what a cached query held
        self._drop_user_caches(user_id)
        self._bump()
        self.seen[user_id] = current

    def _refresh(self, user_id: str, ids: set[int]) -> None:
        """Make the caches agree with the store for ``ids`` (idempotent: our own writes
        come back through the log too)."""
        ids = sorted(ids)
        rows = self.store.get_many(user_id, ids)
        live = [i for i in ids if i in rows and rows[i].status == ACTIVE]
        self.vectors.remove(user_id, [i for i in ids if i not in live], forgotten=True)
        self.keywords.remove(user_id, ids)
        if live:
            found, matrix = self.store.vectors(user_id, live)
            self.vectors.add(user_id, found, matrix)
            self.keywords.add(user_id, [(i, rows[i].text) for i in live])
        self.rows.drop(user_id, ids)

    def added(
        self,
        user_id: str,
        ids: Iterable[int],
        vectors: np.ndarray,
        texts: Iterable[str],
        superseded: Iterable[int] = (),
        rows: Iterable[Memory] = (),
    ) -> None:
        """The database committed new active memories (and took ``superseded`` out);
        ``rows``: the new memories as stored, when the caller has them (kept in the row cache)."""
        ids, rows, superseded = list(ids), list(rows), list(superseded)
        try:
            self.vectors.add(user_id, ids, vectors)
            if superseded:
                self.vectors.remove(user_id, superseded)
        except Exception:  # noqa: BLE001 - the index is derived: rebuilding it loses nothing
            log.exception("index update failed for user %r; rebuilding it", user_id)
            self.vectors.rebuild(user_id)
        self.keywords.remove(user_id, superseded)
        self.keywords.add(user_id, zip(ids, texts))
        # an episode a turn wrote leaves the user's keys as they were (re-reading them cost
        # each of forty attendees a scan of the table, 40-60 ms at once)
        keyless = not superseded and len(rows) == len(ids) and all(r.key is None for r in rows)
        self.changed(user_id, ids + superseded, keys_kept=keyless)
        self.rows.keep(user_id, rows)

    def retired(self, user_id: str, ids: Iterable[int]) -> None:
        """Memories left retrieval without being deleted (consolidated, superseded)."""
        self.vectors.remove(user_id, ids)
        self.keywords.remove(user_id, ids)
        self.changed(user_id, ids)

    def text_changed(self, user_id: str, memory_id: int, vector: np.ndarray, text: str) -> None:
        self.vectors.add(user_id, [memory_id], vector[None, :])
        self.keywords.add(user_id, [(memory_id, text)])
        self.changed(user_id, [memory_id])

    def forgotten(self, user_id: str, ids: Iterable[int]) -> None:
        """Unreachable at once: vectors overwritten, postings and cached rows dropped, the
        query cache cleared (it holds embeddings of what the user typed)."""
        self.vectors.remove(user_id, ids, forgotten=True)
        self.keywords.remove(user_id, ids, forgotten=True)
        self.queries.clear()
        TOKEN_COUNTS.clear()  # keyed by digests, not texts; cleared all the same
        self.changed(user_id, ids)
