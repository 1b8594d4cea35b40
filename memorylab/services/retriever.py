"""The retrieval policy carried out: tenant filter first (each user has their own indexes),
broad top-N from the dense and the keyword side, fused, then the pure re-rank.

Reads never write: marking memories as used is the writer's explicit step.
"""

from __future__ import annotations

import threading
from datetime import timedelta

import numpy as np

from memorylab.clock import Clock
from memorylab.models import ACTIVE, Candidates, Hit, Memory
from memorylab.policies.keys import named_key
from memorylab.policies.scoring import Weights, rerank
from memorylab.policies.selfref import as_self, own_names
from memorylab.services.derived import Derived
from memorylab.settings import Settings
from memorylab.similarity import cosine
from memorylab.storage.base import Store
from memorylab.validate import check_int, check_user_id, clean_text


class Retriever:
    def __init__(self, store: Store, derived: Derived, clock: Clock, settings: Settings, lock: threading.RLock):
        self.store, self.derived, self.clock, self.settings = store, derived, clock, settings
        self._lock = lock

    def keyed(self, user_id: str) -> dict[str, int]:
        """The user's active keys and the memory holding each, read once until the next change."""
        cache = self.derived.keys
        if user_id not in cache:
            if len(cache) > 256:
                cache.clear()
            cache[user_id] = self.store.keyed(user_id)
        return cache[user_id]

    def as_user(self, user_id: str, query: str) -> str:
        """The query as searched: the user's own name read as the user (policies/selfref.py)."""
        name_id = self.keyed(user_id).get("name")
        if name_id is None:
            return query
        row = self.derived.rows.get_many(user_id, [name_id]).get(name_id)
        return as_self(query, own_names(row.text if row else None))

    def query(self, query: str) -> str:
        return clean_text(query, max_chars=self.settings.max_message_chars, what="query")

    def candidates(self, user_id: str, query: str, n: int, *, vector: np.ndarray = None) -> Candidates:
        """The broad top-``n`` of this user's memories by dense and keyword relevance."""
        user_id, query = check_user_id(user_id), self.query(query)
        n = check_int(n, "number of candidates", minimum=1, maximum=10_000)
        d = self.derived
        with self._lock:
            d.sync(user_id)  # another process may have written or forgotten since
            search = self.as_user(user_id, query)
        vector = d.queries.get(search) if vector is None else vector
        with self._lock:
            dense_ids, dense_sims = d.vectors.search(user_id, vector, n)
            kw_ids, kw_scores, dense_bm25 = d.keywords.search(user_id, search, n, also=dense_ids)
            seen = set(dense_ids.tolist())
            extra = [j for j, i in enumerate(kw_ids.tolist()) if i not in seen]
            ids = dense_ids.tolist() + kw_ids[extra].tolist()
            sims = np.concatenate([dense_sims, d.vectors.similarities(user_id, kw_ids[extra], vector)])
            bm25 = np.concatenate([dense_bm25, kw_scores[extra]])
            keys = self.keyed(user_id)
            named = named_key(search, list(keys)) if keys else None
            exact = {keys[named]: named} if named else {}
            for memory_id in exact:  # the exact hit joins the candidates if the search missed it
                if memory_id not in ids:
                    ids.append(memory_id)
                    sims = np.append(sims, d.vectors.similarities(user_id, [memory_id], vector))
                    bm25 = np.append(bm25, 0.0)
            d.rows.warm(user_id)
            rows = d.rows.get_many(user_id, ids)
            now = self.clock.now(user_id)
            keep = [
                j
                for j, i in enumerate(ids)
                if i in rows and rows[i].status == ACTIVE and (rows[i].expires_at is None or rows[i].expires_at > now)
            ]
            memories = [rows[ids[j]] for j in keep]
            return Candidates(
                user_id,
                query,
                memories,
                np.asarray(sims, dtype=float)[keep],
                d.generation,
                np.asarray(bm25, dtype=float)[keep],
                self._neighbours(user_id, memories),
                {i: key for i, key in exact.items() if i in {m.id for m in memories}},
            )

    def _neighbours(self, user_id: str, memories: list[Memory]) -> list[tuple[int | None, int | None]]:
        """For each candidate, the positions (in ``memories``) of the candidates written
        just before and after it by this user, when within the session window."""
        out: list[list[int | None]] = [[None, None] for _ in memories]
        place = self.derived.keywords.positions(user_id, [m.id for m in memories])
        order = [j for j in np.argsort(place, kind="stable") if place[j] >= 0]
        window = timedelta(hours=self.settings.neighbour_window_hours)
        for a, b in zip(order, order[1:]):
            if place[b] - place[a] == 1 and abs(memories[b].created_at - memories[a].created_at) <= window:
                out[a][1], out[b][0] = b, a
        return [tuple(pair) for pair in out]

    def similarity_of(self, user_id: str, ids: list[int], text: str) -> np.ndarray:
        """Cosine of ``text`` (embedded now, not cached: it may be a reply) to these memories."""
        vector = self.derived.queries.embedder.embed([text])[0]
        return self.derived.vectors.similarities(user_id, ids, vector)

    def refresh(self, candidates: Candidates) -> Candidates:
        """The same candidates, fetched again if a write since made them stale."""
        if candidates.generation == self.derived.generation:
            return candidates
        return self.candidates(candidates.user_id, candidates.query, max(len(candidates), 1))

    def rerank(self, candidates: Candidates, weights: Weights, k: int | None = None) -> list[Hit]:
        """Score cached candidates: no embedding, no index query, unless a write since
        they were fetched made them stale."""
        if k is not None:
            k = check_int(k, "k", minimum=1, maximum=10_000)
        candidates = self.refresh(candidates)
        return rerank(candidates, weights, self.clock.now(candidates.user_id), k)

    def recall(self, user_id: str, query: str, k: int, weights: Weights, *, vector: np.ndarray = None) -> list[Hit]:
        k = check_int(k, "k", minimum=1, maximum=10_000)
        cands = self.candidates(user_id, query, max(weights.n_candidates, k), vector=vector)
        return rerank(cands, weights, self.clock.now(cands.user_id), k)

    def similarities(self, user_id: str, query: str) -> tuple[np.ndarray, np.ndarray]:
        """Exact cosine of the query to every active memory: (ids, sims). Cached until the
        next write, so "why not recalled?" can follow a slider without rescanning."""
        user_id, query = check_user_id(user_id), self.query(query)
        cache, key = self.derived.similarities, (user_id, query)
        if key not in cache:
            ids, matrix = self.store.vectors(user_id)
            sims = cosine(matrix, self.derived.queries.get(query))
            cache.clear()  # one query at a time is all the page needs
            cache[key] = (ids, sims)
        return cache[key]

    def profile(self, user_id: str, limit: int = 10) -> list[Memory]:
        """Keyed facts and preferences: always in context, most important first."""
        user_id = check_user_id(user_id)
        return self.store.profile(user_id, self.clock.now(user_id), limit)
