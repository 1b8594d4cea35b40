"""hnswlib, derived from the store: one index per user, rebuilt whenever it cannot be trusted.

One index per user makes tenant isolation structural: a search for one user walks a
graph that holds no other user's vectors, so it can never return them and never
comes back short because other users' neighbours crowded the top-N.

On disk each user has ``<slug>.hnsw``, ``<slug>.ids.npy`` (the live ids) and a
``<slug>.json`` sidecar holding both files' checksums and a digest of the ids. On load
the checksums are verified before hnswlib or numpy reads a byte (a truncated or garbled
file is rebuilt, never parsed), and the digest is compared with the store's (a stale
file is rebuilt too). The checksum is XXH3-64 (indexes/files.py: about 20 ms for the
168 MB file of 100k memories; CRC-32 took 130 ms); a sidecar written with CRC-32 or
SHA-256 is still checked with it.

A loaded index does not read the user's vectors back from the store (0.4 s at 100k): the
copy used for the keyword-only candidates is filled as they are asked for.

Each user's index has its own lock: a search or a write of one user never waits for
another user's, nor for another user's index to load or save.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from collections.abc import Iterable
from pathlib import Path

import hnswlib
import numpy as np

from memorylab.indexes.files import checksums, intact, recorded, slug
from memorylab.indexes.registry import PerUserRegistry
from memorylab.settings import IndexParams
from memorylab.similarity import cosine
from memorylab.storage.base import Store

log = logging.getLogger(__name__)


class _UserIndex:
    """One hnswlib graph, the set of ids live in it, and a float32 copy of the live unit
    vectors (``rows``): hnswlib reads a vector back at ~8 microseconds each, too slow for
    the keyword-only candidates of every recall. A forget zeroes its row."""

    def __init__(self, dim: int, params: IndexParams, capacity: int = 1024, path: Path | None = None):
        self.params = params
        self.graph = hnswlib.Index(space="cosine", dim=dim)
        if path is None:
            self.graph.init_index(
                max_elements=max(capacity, 16), M=params.m, ef_construction=params.ef_construction, random_seed=42
            )
        else:
            self.graph.load_index(str(path), max_elements=capacity)
        self.live: set[int] = set()
        self._known: set[int] | None = set()  # every label in the graph, deleted ones included
        self.dirty = False
        self.matrix = np.zeros((0, dim), dtype=np.float32)
        self.row: dict[int, int] = {}
        self._free: list[int] = []
        self.lock = threading.RLock()  # this user's index only

    def add(self, ids: np.ndarray, vectors: np.ndarray) -> None:
        needed = self.graph.get_current_count() + len(ids)  # deleted slots still count
        if needed > self.graph.get_max_elements():
            self.graph.resize_index(max(needed, 2 * self.graph.get_max_elements()))
        self.graph.add_items(vectors, ids, num_threads=self.params.threads)
        self.keep(ids, vectors)
        self.live.update(int(i) for i in ids)
        if self._known is not None:
            self._known.update(int(i) for i in ids)
        self.dirty = True

    @property
    def known(self) -> set[int]:
        if self._known is None:
            self._known = set(self.graph.get_ids_list())
        return self._known

    def keep(self, ids: np.ndarray, vectors: np.ndarray) -> None:
        """Copy these live vectors (unit length) into ``matrix``."""
        rows = [self.row.get(int(i)) for i in ids]
        missing = sum(r is None for r in rows)
        reuse, fresh = self._free[:missing], missing - min(missing, len(self._free))
        del self._free[: len(reuse)]
        if fresh:
            start = len(self.matrix)
            self.matrix = np.concatenate([self.matrix, np.zeros((max(fresh, start), self.matrix.shape[1]), np.float32)])
            self._free += list(range(start + fresh, len(self.matrix)))
            reuse += list(range(start, start + fresh))
        slots = iter(reuse)
        for j, memory_id in enumerate(ids):
            if rows[j] is None:
                rows[j] = self.row[int(memory_id)] = next(slots)
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        self.matrix[rows] = vectors / np.where(norms == 0, 1.0, norms)

    def remove(self, ids: Iterable[int]) -> None:
        for memory_id in ids:
            memory_id = int(memory_id)
            if memory_id in self.live:
                self.graph.mark_deleted(memory_id)
                self.live.discard(memory_id)
                self.dirty = True
            row = self.row.pop(memory_id, None)
            if row is not None:
                self.matrix[row] = 0.0
                self._free.append(row)

    def vectors_of(self, ids: Iterable[int]) -> np.ndarray:
        row = self.row
        rows = [r for r in map(row.get, np.asarray(ids, dtype=np.int64).tolist()) if r is not None]
        return self.matrix[rows]

    def digest(self) -> dict:
        return {"count": len(self.live), "id_sum": sum(self.live), "id_max": max(self.live, default=0)}


class VectorIndex:
    """The per-user indexes of one lab, loaded lazily, saved by :meth:`flush`."""

    def __init__(self, folder: Path, store: Store, dim: int, params: IndexParams):
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.store, self.dim, self.params = store, dim, params
        self._users: PerUserRegistry[_UserIndex] = PerUserRegistry(lambda uid: self._load(uid) or self._build(uid))
        self.log: list[str] = []  # what happened to the index, for the status panel

    def _paths(self, user_id: str) -> tuple[Path, Path, Path]:
        name = slug(user_id)
        return self.folder / f"{name}.hnsw", self.folder / f"{name}.json", self.folder / f"{name}.ids.npy"

    def _note(self, message: str) -> None:
        log.warning(message)
        self.log.append(message)

    # --- load, rebuild, save ------------------------------------------------------------

    def _get(self, user_id: str) -> _UserIndex:
        return self._users.get(user_id)

    def _load(self, user_id: str) -> _UserIndex | None:
        path, sidecar, ids_path = self._paths(user_id)
        expected = self.store.digest(user_id)
        if not path.exists():
            if expected["count"]:
                self._note(f"index for user {user_id!r} missing: rebuilding from the database")
            return None
        try:
            meta = json.loads(sidecar.read_text())
            if not intact(path, meta, "") or (recorded(meta, "ids_") and not intact(ids_path, meta, "ids_")):
                self._note(f"index for user {user_id!r} is corrupt (checksum mismatch): rebuilding")
                return None
            if meta.get("digest") != expected or meta.get("dim") != self.dim:
                self._note(f"index for user {user_id!r} is stale (ids differ from the database): rebuilding")
                return None
            capacity = meta["capacity"]
            if not isinstance(capacity, int) or not expected["count"] <= capacity <= 1 << 31:
                raise ValueError(f"bad capacity {capacity!r}")
            return self._read(user_id, path, ids_path if recorded(meta, "ids_") else None, capacity, expected)
        except (OSError, ValueError, RuntimeError, KeyError, TypeError, MemoryError) as exc:
            self._note(f"index for user {user_id!r} unreadable ({exc}): rebuilding")
            return None

    def _read(self, user_id: str, path: Path, ids_path: Path | None, capacity: int, expected: dict) -> _UserIndex:
        """The checked files, read: the live ids from their own file (the store's copy of
        the vectors is read only for an index saved before that file existed)."""
        index = _UserIndex(self.dim, self.params, capacity, path=path)
        if ids_path is None:
            ids, matrix = self.store.vectors(user_id)
            index.keep(ids, matrix)
        else:
            ids = np.load(ids_path, allow_pickle=False)
        index.live = set(np.asarray(ids, dtype=np.int64).tolist())
        if index.digest() != expected:
            raise ValueError("the ids file disagrees with the sidecar")
        index._known = None  # read from the graph when a forget first asks (30 ms at 100k)
        return index

    def _build(self, user_id: str) -> _UserIndex:
        ids, vectors = self.store.vectors(user_id)
        index = _UserIndex(self.dim, self.params, capacity=max(1024, 2 * len(ids)))
        if len(ids):
            index.add(ids, vectors)
        index.dirty = True
        return index

    def rebuild(self, user_id: str) -> None:
        index = self._build(user_id)
        with index.lock:
            self._save(user_id, index)
        self._users.put(user_id, index)

    def _save(self, user_id: str, index: _UserIndex) -> None:
        path, sidecar, ids_path = self._paths(user_id)
        tmp, ids_tmp = path.with_suffix(".tmp"), ids_path.with_suffix(".tmp")
        index.graph.save_index(str(tmp))
        with open(ids_tmp, "wb") as f:
            np.save(f, np.fromiter(index.live, dtype=np.int64, count=len(index.live)))
        meta = {
            **checksums(tmp),
            **checksums(ids_tmp, "ids_"),
            "digest": index.digest(),
            "dim": self.dim,
            "capacity": index.graph.get_max_elements(),
        }
        os.replace(tmp, path)
        os.replace(ids_tmp, ids_path)
        sidecar.write_text(json.dumps(meta))
        index.dirty = False

    def dirty(self) -> bool:
        return any(index.dirty for _, index in self._users.items())

    def dirty_users(self) -> list[str]:
        return [uid for uid, index in self._users.items() if index.dirty]

    def flush(self, user_id: str | None = None) -> None:
        """Save every changed index (or this user's), each under its own lock."""
        for uid, index in self._users.items():
            if user_id is None or uid == user_id:
                with index.lock:
                    if index.dirty:
                        self._save(uid, index)

    # --- changes and search -------------------------------------------------------------

    def add(self, user_id: str, ids: Iterable[int], vectors: np.ndarray) -> None:
        index = self._get(user_id)
        with index.lock:
            index.add(
                np.asarray(ids, dtype=np.int64), np.asarray(vectors, dtype=np.float32).reshape(len(ids), self.dim)
            )

    def remove(self, user_id: str, ids: Iterable[int], *, forgotten: bool = False) -> None:
        """Take ids out of search. ``forgotten``: their vectors must also leave memory (at
        once) and disk (at the next :meth:`flush`, which the purge step runs), so each one
        the graph holds, live or not (older versions were only marked deleted), is first
        overwritten with a constant vector (hnswlib updates a label's data in place), then
        marked deleted."""
        ids = [int(i) for i in ids]
        index = self._get(user_id)
        with index.lock:
            if forgotten:
                present = [i for i in ids if i in index.known]
                if present:
                    filler = np.full((len(present), self.dim), 1 / np.sqrt(self.dim), np.float32)
                    index.graph.add_items(filler, np.asarray(present, dtype=np.int64), num_threads=1)
                    for memory_id in present:
                        if memory_id not in index.live:
                            index.graph.mark_deleted(memory_id)
                    index.dirty = True
            index.remove(ids)

    def drop(self, user_id: str) -> None:
        """Forget the user's index in memory; the next use loads or rebuilds it from the store."""
        self._users.drop(user_id)

    def loaded(self, user_id: str) -> bool:
        """Whether the user's index is in memory (a recall now would not load or build it)."""
        return self._users.loaded(user_id)

    def ensure(self, user_id: str) -> None:
        """Load (or rebuild) the user's index now, before a write changes the database."""
        self._get(user_id)

    def count(self, user_id: str) -> int:
        return len(self._get(user_id).live)

    def search(self, user_id: str, vector: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
        """Up to ``n`` nearest live ids of this user and their cosine similarities."""
        index = self._get(user_id)
        with index.lock:
            n = min(n, len(index.live))
            if n == 0:
                return np.empty(0, dtype=np.int64), np.empty(0, dtype=np.float32)
            index.graph.set_ef(max(self.params.ef_search, n))
            try:
                labels, distances = index.graph.knn_query(np.asarray(vector, np.float32), k=n)
                return labels[0].astype(np.int64), 1.0 - distances[0]
            except RuntimeError:
                # hnswlib cannot always find n live neighbours in a graph with many
                # deletions; exact search over the user's vectors is the honest answer
                return self._exact(user_id, vector, n)

    def stored(self, user_id: str, ids: Iterable[int]) -> np.ndarray:
        """The vectors the graph holds (and its file will hold) for the live ones of ``ids``:
        hnswlib reads back no deleted label, so a forgotten one returns nothing."""
        index = self._get(user_id)
        with index.lock:
            present = [int(i) for i in ids if int(i) in index.live]
            if not present:
                return np.empty((0, self.dim), np.float32)
            return np.asarray(index.graph.get_items(present), dtype=np.float32)

    def similarities(self, user_id: str, ids: Iterable[int], vector: np.ndarray) -> np.ndarray:
        """Cosine similarity of ``vector`` to the stored vectors of ``ids`` (live ones)."""
        ids = [int(i) for i in ids]
        if not ids:
            return np.empty(0, dtype=np.float32)
        index = self._get(user_id)
        with index.lock:
            unread = [i for i in ids if i in index.live and i not in index.row]
            if unread:  # an index loaded from its file reads vectors as they are asked for
                found, matrix = self.store.vectors(user_id, unread)
                index.keep(found, matrix)
            stored = index.vectors_of(ids)
        return cosine(stored, vector)

    def _exact(self, user_id: str, vector: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
        ids, matrix = self.store.vectors(user_id)
        sims = cosine(matrix, vector)
        top = np.argsort(-sims)[:n]
        return ids[top], sims[top]
