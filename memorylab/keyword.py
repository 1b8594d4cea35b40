"""Keyword search (BM25, by the bm25s library), one index per user, derived from the store.

Kept in step with writes: a change of text marks the user's index stale. A small index
(``sync_limit`` memories or fewer) is rebuilt before the next search, so it is always
exact. A large one is rebuilt in a background thread, at most every
``rebuild_seconds`` unless many writes are pending, while searches use the previous
index with removed memories masked out: a chat turn never waits ~100 ms for a
10k-memory rebuild, and new memories reach keyword search (they reach vector search
at once) within that interval.
A forget drops the user's index at once (its vocabulary held the forgotten words);
the next search builds a fresh one.
"""
from __future__ import annotations

import logging
import threading
import time

import bm25s
import numpy as np
from bm25s.tokenization import Tokenizer

from .settings import KeywordParams

log = logging.getLogger(__name__)

try:  # PyStemmer: "running" and "runs" match "run"
    import Stemmer
    _STEM = Stemmer.Stemmer("english").stemWord
except ImportError:  # pragma: no cover - listed in requirements; degrade to plain words
    _STEM = None


class _UserBM25:
    def __init__(self, ids: list[int], texts: list[str], params: KeywordParams):
        self.ids = np.asarray(ids, dtype=np.int64)
        self.position = {int(i): p for p, i in enumerate(ids)}
        self.tokenizer = Tokenizer(stopwords="en", stemmer=_STEM if params.stem else None)
        self.model = bm25s.BM25(method=params.method, k1=params.k1, b=params.b)
        if texts:
            tokens = self.tokenizer.tokenize(texts, return_as="ids", show_progress=False)
            self.model.index(tokens, show_progress=False)
        self.removed: set[int] = set()

    def scores(self, query: str) -> np.ndarray:
        if not len(self.ids):
            return np.zeros(0, dtype=np.float32)
        tokens = self.tokenizer.tokenize([query], update_vocab=False, return_as="ids",
                                         show_progress=False)[0]
        known = [t for t in tokens if t != self.tokenizer.word_to_id.get("", -1)]
        if not known:
            return np.zeros(len(self.ids), dtype=np.float32)
        scores = np.asarray(self.model.get_scores(known), dtype=np.float32)
        for memory_id in self.removed:
            scores[self.position[memory_id]] = 0.0
        return scores


class KeywordIndex:
    def __init__(self, store, params: KeywordParams = KeywordParams()):
        self.store, self.params, self.sync_limit = store, params, params.sync_limit
        self._users: dict[str, _UserBM25] = {}
        self._stale: set[str] = set()
        self._building: set[str] = set()
        self._built_at: dict[str, float] = {}
        self._pending: dict[str, int] = {}
        self._lock = threading.RLock()

    def _build(self, user_id: str) -> _UserBM25:
        memories = self.store.memories(user_id)
        with self._lock:
            self._built_at[user_id] = time.monotonic()
            self._pending[user_id] = 0
        return _UserBM25([m.id for m in memories], [m.text for m in memories], self.params)

    def _due(self, user_id: str, size: int) -> bool:
        waited = time.monotonic() - self._built_at.get(user_id, 0.0)
        return waited >= self.params.rebuild_seconds or self._pending.get(user_id, 0) >= max(50, size // 100)

    def _get(self, user_id: str) -> _UserBM25:
        with self._lock:
            current = self._users.get(user_id)
            if current is not None and user_id not in self._stale:
                return current
            if current is None or len(current.ids) <= self.sync_limit:
                self._stale.discard(user_id)
                self._users[user_id] = self._build(user_id)
                return self._users[user_id]
            if user_id not in self._building and self._due(user_id, len(current.ids)):
                self._building.add(user_id)
                threading.Thread(target=self._rebuild_later, args=(user_id,), daemon=True).start()
            return current

    def _rebuild_later(self, user_id: str) -> None:
        try:
            with self._lock:
                self._stale.discard(user_id)   # writes from now on mark it stale again
            fresh = self._build(user_id)
            with self._lock:
                if user_id in self._users:     # not dropped by a forget meanwhile
                    self._users[user_id] = fresh
        finally:
            with self._lock:
                self._building.discard(user_id)

    def changed(self, user_id: str, removed=()) -> None:
        """After a write: ``removed`` ids (superseded) stop matching at once."""
        with self._lock:
            self._stale.add(user_id)
            self._pending[user_id] = self._pending.get(user_id, 0) + 1
            index = self._users.get(user_id)
            if index is not None:
                index.removed.update(int(i) for i in removed if int(i) in index.position)

    def forget(self, user_id: str) -> None:
        """Drop the user's index (and the vocabulary of what was forgotten) right away."""
        with self._lock:
            self._users.pop(user_id, None)
            self._stale.discard(user_id)

    def positions(self, user_id: str, ids) -> np.ndarray:
        """Each id's place in the user's write order (-1 if the index does not hold it)."""
        index = self._get(user_id)
        ids = np.asarray(ids, dtype=np.int64)
        if not len(ids) or not len(index.ids):
            return np.full(len(ids), -1)
        at = np.searchsorted(index.ids, ids)          # index.ids is sorted: write order
        known = (at < len(index.ids)) & (index.ids[np.minimum(at, len(index.ids) - 1)] == ids)
        return np.where(known, at, -1)

    def search(self, user_id: str, query: str, n: int):
        """Top ``n`` ids by BM25 (score > 0 only), their scores, and a lookup giving the
        score of any id (0 for ids the index does not hold): one scoring pass for both."""
        index = self._get(user_id)
        scores = index.scores(query)
        hits = np.flatnonzero(scores > 0)
        if len(hits) > n:
            hits = hits[np.argpartition(-scores[hits], n)[:n]]
        hits = hits[np.argsort(-scores[hits])]

        def score_of(ids) -> np.ndarray:
            ids = np.asarray(ids, dtype=np.int64)
            at = np.searchsorted(index.ids, ids) if len(index.ids) else np.zeros(len(ids), int)
            at = np.minimum(at, max(len(index.ids) - 1, 0))
            held = (index.ids[at] == ids) if len(index.ids) else np.zeros(len(ids), bool)
            return np.where(held, scores[at] if len(scores) else 0.0, 0.0).astype(np.float32)
        return index.ids[hits], scores[hits], score_of
