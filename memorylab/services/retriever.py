"""The retrieval policy carried out: tenant filter first (each user has their own indexes),
broad top-N from the dense and the keyword side, fused, then the pure re-rank.

Reads never write: marking memories as used is the writer's explicit step.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import numpy as np

from memorylab.clock import Clock
from memorylab.errors import InvalidInput
from memorylab.models import ACTIVE, Candidates, Hit, Memory
from memorylab.policies.keys import named_key
from memorylab.policies.scoring import Weights, rerank, second_hop_vector
from memorylab.policies.selfref import as_self, own_names
from memorylab.services.derived import Derived
from memorylab.services.locks import UserLocks
from memorylab.settings import Settings
from memorylab.similarity import cosine
from memorylab.storage.base import Store
from memorylab.validate import check_int, check_query_vector, check_user_id, clean_text

WARM_INLINE = 5000  # a user with more memories has their rows cached in the background


class Retriever:
    def __init__(self, store: Store, derived: Derived, clock: Clock, settings: Settings, locks: UserLocks):
        self.store, self.derived, self.clock, self.settings = store, derived, clock, settings
        self._locks = locks

    def keyed(self, user_id: str) -> dict[str, int]:
        """The user's active keys and the memory holding each, read once until the next change."""
        cache = self.derived.keys
        found = cache.get(user_id)
        if found is None:  # another user's write may clear the cache meanwhile: keep our copy
            if len(cache) > 256:
                cache.clear()
            found = cache[user_id] = self.store.keyed(user_id)
        return found

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
        with self._locks.of(user_id):  # this user's writes and forgets wait; other users' do not
            d.sync(user_id)  # another process may have written or forgotten since
            search = self.as_user(user_id, query)  # the user's own name read as the user
            vector = d.queries.get(search) if vector is None else check_query_vector(vector, d.vectors.dim)
            dense_ids, dense_sims = d.vectors.search(user_id, vector, n)
            kw_ids, kw_scores, dense_bm25 = d.keywords.search(user_id, search, n, also=dense_ids)
            seen = set(dense_ids.tolist())
            extra = [j for j, i in enumerate(kw_ids.tolist()) if i not in seen]
            extra_ids, extra_sims, extra_bm25 = self._aligned(user_id, kw_ids[extra], kw_scores[extra], vector)
            ids = dense_ids.tolist() + extra_ids
            sims = np.concatenate([dense_sims, extra_sims])
            bm25 = np.concatenate([dense_bm25, extra_bm25])
            keys = self.keyed(user_id)
            named = named_key(search, list(keys)) if keys else None
            exact = {keys[named]: named} if named else {}
            for memory_id in exact:  # the exact hit joins the candidates if the search missed it
                if memory_id not in ids:
                    found, sim, _ = self._aligned(user_id, np.array([memory_id]), np.zeros(1), vector)
                    ids += found
                    sims, bm25 = np.append(sims, sim), np.append(bm25, np.zeros(len(found)))
            d.rows.warm(user_id, background=d.vectors.count(user_id) > WARM_INLINE)
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
                d.keywords.full_match(user_id, query),
            )

    def _aligned(
        self, user_id: str, ids: np.ndarray, scores: np.ndarray, vector: np.ndarray
    ) -> tuple[list[int], np.ndarray, np.ndarray]:
        """Similarities for ids the keyword side found, one per id. On a shared store the
        keyword index may have caught up with a row the vector index has not yet: its
        vector then comes from the store (and a row forgotten meanwhile drops out)."""
        sims = self.derived.vectors.similarities(user_id, ids, vector)
        if len(sims) == len(ids):
            return ids.tolist(), sims, scores
        found, matrix = self.store.vectors(user_id, ids.tolist())
        by_id = dict(zip(found.tolist(), cosine(matrix, vector).tolist(), strict=True)) if len(found) else {}
        keep = [j for j, i in enumerate(ids.tolist()) if i in by_id]
        kept = [int(ids[j]) for j in keep]
        return kept, np.asarray([by_id[i] for i in kept], dtype=np.float32), scores[keep]

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
        """Cosine of ``text`` (embedded as a memory would be; from the cache when the turn
        embedded it already) to these memories."""
        vector = self.derived.queries.passage(text)
        return self.derived.vectors.similarities(user_id, ids, vector)

    def refresh(self, candidates: Candidates) -> Candidates:
        """The same candidates, fetched again if a write since made them stale."""
        if candidates.generation == self.derived.generation:
            return candidates
        return self.candidates(candidates.user_id, candidates.query, max(len(candidates), 1))

    def rerank(self, candidates: Candidates, weights: Weights, k: int | None = None) -> list[Hit]:
        """Score cached candidates: no embedding, no index query, unless a write since
        they were fetched made them stale."""
        if not isinstance(candidates, Candidates):
            kind = type(candidates).__name__
            raise InvalidInput(f"rerank takes the Candidates that candidates() returns, got {kind}.")
        if k is not None:
            k = check_int(k, "k", minimum=1, maximum=10_000)
        candidates = self.refresh(candidates)
        return rerank(candidates, weights, self.clock.now(candidates.user_id), k)

    def recall(self, user_id: str, query: str, k: int, weights: Weights, *, vector: np.ndarray = None) -> list[Hit]:
        k = check_int(k, "k", minimum=1, maximum=10_000)
        n = max(weights.n_candidates, k)
        cands = self.candidates(user_id, query, n, vector=vector)
        if weights.feedback_terms > 0 and len(cands):
            cands = self._keyword_feedback(cands, weights, n, vector)
        if weights.hop_weight > 0 and len(cands):
            cands = self._second_hop(cands, weights, n, vector)
        return rerank(cands, weights, self.clock.now(cands.user_id), k)

    def _keyword_feedback(self, first: Candidates, weights: Weights, n: int, vector: np.ndarray | None) -> Candidates:
        """Query-side pseudo-relevance feedback for the keyword side: the best words of the
        first hits join the query's words for a second keyword search (the dense side and
        every question-level rule keep the question as asked)."""
        seeds = rerank(first, weights, self.clock.now(first.user_id), weights.hop_docs)
        words = self.derived.keywords.expansion(
            first.user_id, first.query, [h.memory.text for h in seeds], weights.feedback_terms
        )
        if not words:
            return first
        query_vector = self.derived.queries.get(first.query) if vector is None else vector
        expanded = self.candidates(first.user_id, f"{first.query} {' '.join(words)}", n, vector=query_vector)
        return replace(expanded, query=first.query)

    def _second_hop(self, first: Candidates, weights: Weights, n: int, vector: np.ndarray | None) -> Candidates:
        """Multi-hop help: search again from the query moved towards its best first hits
        (``q + hop_weight * mean(their vectors)``), so a memory that shares words with
        what the first hits say, not with the question, can be found."""
        seeds = [h.memory.id for h in rerank(first, weights, self.clock.now(first.user_id), weights.hop_docs)]
        stored = self.derived.vectors.stored(first.user_id, seeds)
        if not len(stored):
            return first
        query_vector = self.derived.queries.get(first.query) if vector is None else vector
        moved = second_hop_vector(query_vector, stored, weights.hop_weight)
        return self.candidates(first.user_id, first.query, n, vector=moved)

    def similarities(self, user_id: str, query: str) -> tuple[np.ndarray, np.ndarray]:
        """Exact cosine of the query to every active memory: (ids, sims). Cached until the
        next write, so "why not recalled?" can follow a slider without rescanning."""
        user_id, query = check_user_id(user_id), self.query(query)
        cache, key = self.derived.similarities, (user_id, query)
        with self._locks.of(user_id):  # a forget of this user cannot slip between read and cache
            found = cache.get(key)
            if found is None:
                ids, matrix = self.store.vectors(user_id)
                found = (ids, cosine(matrix, self.derived.queries.get(query)))
                cache.clear()  # one query at a time is all the page needs
                cache[key] = found
            return found

    def profile(self, user_id: str, limit: int = 10) -> list[Memory]:
        """Keyed facts and preferences: always in context, most important first."""
        user_id = check_user_id(user_id)
        return self.store.profile(user_id, self.clock.now(user_id), limit)
