"""The retrieval policy carried out: tenant filter first (each user has their own indexes),
broad top-N from the dense and the keyword side, fused, then the pure re-rank.

This service is ``lab.retrieval`` itself: the two-stage recall taken apart (candidates,
then a re-rank a slider can repeat), the optional LLM rerank, and the reads behind "why
(not) recalled?". Its public methods check their arguments and take the lab's weights
and chat model unless given others.

Reads never write: marking memories as used is the explicit step :meth:`mark_accessed`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from datetime import datetime, timedelta
from functools import partial

import numpy as np

from memorylab.clock import Clock
from memorylab.errors import InvalidInput
from memorylab.models import ACTIVE, Candidates, Hit, Memory
from memorylab.policies.keys import named_key
from memorylab.policies.scoring import Weights, rerank, second_hop_vector
from memorylab.policies.scoring import preset as preset_weights
from memorylab.policies.selfref import as_self, own_names
from memorylab.policies.slots import SLOT_BY_NAME, keys_of_kind
from memorylab.policies.speakers import named_in, named_speaker, speaker_of, without_speaker
from memorylab.services.derived import Derived
from memorylab.services.explain import explain_recall
from memorylab.services.locks import UserLocks
from memorylab.services.model import ChatModel
from memorylab.services.reranker import Reranked, llm_rerank
from memorylab.services.writer import Writer
from memorylab.settings import Settings
from memorylab.similarity import cosine
from memorylab.storage.base import Store
from memorylab.validate import check_id, check_ids, check_int, check_query_vector, check_when, clean_text, user_id_of

WARM_INLINE = 5000  # a user with more memories has their rows cached in the background
MAX_TEXT = 100_000  # a text compared to memories (a reply): longer than a message may be


def weights_or(default: Weights, weights: object) -> Weights:
    """``default`` for None, a preset's weights for its name, or the Weights given."""
    if weights is None:
        return default
    if isinstance(weights, str):
        return preset_weights(weights)
    if not isinstance(weights, Weights):
        raise InvalidInput(
            f"weights must be a Weights (or a preset name), got {type(weights).__name__}: "
            "build one with Weights(...) or preset_weights(...)."
        )
    return weights


class Retriever:
    def __init__(
        self,
        store: Store,
        derived: Derived,
        clock: Clock,
        settings: Settings,
        locks: UserLocks,
        writer: Writer,
        weights: Callable[[], Weights],
        model: ChatModel,
    ):
        self._store, self._derived, self._clock, self._settings = store, derived, clock, settings
        self._locks, self._writer = locks, writer
        self._weights, self._model = weights, model  # weights(): the lab's current weights

    def _keyed(self, user_id: str) -> dict[str, int]:
        """The user's active keys and the memory holding each, read once until the next change."""
        cache = self._derived.keys
        found = cache.get(user_id)
        if found is None:  # another user's write may clear the cache meanwhile: keep our copy
            if len(cache) > 256:
                cache.clear()
            found = cache[user_id] = self._store.keyed(user_id)
        return found

    def _as_user(self, user_id: str, query: str) -> str:
        """The query as searched: the user's own name read as the user (policies/selfref.py)."""
        name_id = self._keyed(user_id).get("name")
        if name_id is None:
            return query
        row = self._derived.rows.get_many(user_id, [name_id]).get(name_id)
        return as_self(query, own_names(row.text if row else None))

    def _query(self, query: str) -> str:
        return clean_text(query, max_chars=self._settings.max_message_chars, what="query")

    def candidates(
        self,
        user_id: str,
        query: str,
        n: int | None = None,
        *,
        vector: np.ndarray | None = None,
        now: datetime | None = None,
    ) -> Candidates:
        """The broad top-``n`` of this user's memories by dense and keyword relevance (the
        lab's ``weights.n_candidates`` by default): input to :meth:`rerank`. ``vector``:
        the query's embedding when the caller already has it. Those expired at ``now``
        (the user's clock unless given) are left out."""
        user_id, query = user_id_of(user_id), self._query(query)
        now = self._clock.now(user_id) if now is None else check_when(now, "now")
        n = self._weights().n_candidates if n is None else n
        n = check_int(n, "number of candidates", minimum=1, maximum=10_000)
        d = self._derived
        with self._locks.of(user_id):  # this user's writes and forgets wait; other users' do not
            d.sync(user_id)  # another process may have written or forgotten since
            d.load_both(user_id)  # after a restart: both index files read at once
            search = self._as_user(user_id, query)  # the user's own name read as the user
            vector = d.queries.get(search) if vector is None else check_query_vector(vector, d.vectors.dim)
            dense_ids, dense_sims = d.vectors.search(user_id, vector, n)
            kw_ids, kw_scores, dense_bm25 = d.keywords.search(user_id, search, n, also=dense_ids)
            seen = set(dense_ids.tolist())
            extra = [j for j, i in enumerate(kw_ids.tolist()) if i not in seen]
            extra_ids, extra_sims, extra_bm25 = self._aligned(user_id, kw_ids[extra], kw_scores[extra], vector)
            ids = dense_ids.tolist() + extra_ids
            sims = np.concatenate([dense_sims, extra_sims])
            bm25 = np.concatenate([dense_bm25, extra_bm25])
            keys = self._keyed(user_id)
            named = named_key(search, list(keys)) if keys else None
            exact = {keys[named]: named} if named else {}
            for memory_id in exact:  # the exact hit joins the candidates if the search missed it
                if memory_id not in ids:
                    found, sim, _ = self._aligned(user_id, np.array([memory_id]), np.zeros(1), vector)
                    ids += found
                    sims, bm25 = np.append(sims, sim), np.append(bm25, np.zeros(len(found)))
            d.rows.warm(user_id, background=d.vectors.count(user_id) > WARM_INLINE)
            rows = d.rows.get_many(user_id, ids)
            keep = [j for j, i in enumerate(ids) if i in rows and rows[i].status == ACTIVE and _unexpired(rows[i], now)]
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
        sims = self._derived.vectors.similarities(user_id, ids, vector)
        if len(sims) == len(ids):
            return ids.tolist(), sims, scores
        found, matrix = self._store.vectors(user_id, ids.tolist())
        by_id = dict(zip(found.tolist(), cosine(matrix, vector).tolist(), strict=True)) if len(found) else {}
        keep = [j for j, i in enumerate(ids.tolist()) if i in by_id]
        kept = [int(ids[j]) for j in keep]
        return kept, np.asarray([by_id[i] for i in kept], dtype=np.float32), scores[keep]

    def _neighbours(self, user_id: str, memories: list[Memory]) -> list[tuple[int | None, int | None]]:
        """For each candidate, the positions (in ``memories``) of the candidates written
        just before and after it by this user, when within the session window."""
        out: list[list[int | None]] = [[None, None] for _ in memories]
        place = self._derived.keywords.positions(user_id, [m.id for m in memories])
        order = [j for j in np.argsort(place, kind="stable") if place[j] >= 0]
        window = timedelta(hours=self._settings.neighbour_window_hours)
        for a, b in zip(order, order[1:]):
            if place[b] - place[a] == 1 and abs(memories[b].created_at - memories[a].created_at) <= window:
                out[a][1], out[b][0] = b, a
        return [tuple(pair) for pair in out]

    def of_kind(
        self, user_id: str, query: str, kinds: Iterable[str], *, now: datetime | None = None
    ) -> list[tuple[Memory, float]]:
        """This user's active, unexpired memories stored under a key of one of ``kinds`` (the
        kinds of fact of policies/slots.py: "allergy" finds ``allergy:peanut``, "pet" finds
        ``dog``), each with its cosine to ``query``: how a turn finds the fact a request needs
        when recall ranked it too low. The newest value of each key; superseded or forgotten
        ones are never found, and only this user's keys are read."""
        user_id, query = user_id_of(user_id), self._query(query)
        if isinstance(kinds, str) or not isinstance(kinds, Iterable):
            raise InvalidInput("kinds is a list of kinds of fact, such as ['allergy', 'pet'].")
        kinds = list(kinds)
        unknown = sorted({str(k) for k in kinds if k not in SLOT_BY_NAME})
        if unknown:
            raise InvalidInput(f"Unknown kinds of fact {unknown}; the kinds are {sorted(SLOT_BY_NAME)}.")
        now = self._clock.now(user_id) if now is None else check_when(now, "now")
        d = self._derived
        with self._locks.of(user_id):
            d.sync(user_id)
            keys = self._keyed(user_id)
            ids = [keys[k] for k in keys_of_kind(kinds, list(keys))]
            rows = d.rows.get_many(user_id, ids) if ids else {}
            live = [i for i in ids if i in rows and rows[i].status == ACTIVE and _unexpired(rows[i], now)]
            if not live:
                return []
            vector = d.queries.get(self._as_user(user_id, query))
            found, sims, _ = self._aligned(user_id, np.array(live), np.zeros(len(live)), vector)
        return [(rows[i], float(sim)) for i, sim in zip(found, sims.tolist(), strict=True)]

    def similarity_of(self, user_id: str, memory_ids: Iterable[int], text: str) -> np.ndarray:
        """Cosine of ``text`` (embedded as a memory would be; from the cache when the turn
        embedded it already) to these of the user's memories, in their order."""
        user_id, ids = user_id_of(user_id), check_ids(memory_ids)
        text = clean_text(text, max_chars=MAX_TEXT, what="text")
        vector = self._derived.queries.passage(text)
        return self._derived.vectors.similarities(user_id, ids, vector)

    def refresh(self, candidates: Candidates) -> Candidates:
        """The same candidates, fetched again if a write since made them stale."""
        if not isinstance(candidates, Candidates):
            raise InvalidInput("refresh takes the Candidates that candidates() returned.")
        if candidates.generation == self._derived.generation:
            return candidates
        return self.candidates(candidates.user_id, candidates.query, max(len(candidates), 1))

    def rerank(self, candidates: Candidates, weights: Weights | None = None, k: int | None = None) -> list[Hit]:
        """Score cached candidates under ``weights`` (the lab's by default): no embedding,
        no index query, unless a write since they were fetched made them stale."""
        if not isinstance(candidates, Candidates):
            kind = type(candidates).__name__
            raise InvalidInput(f"rerank takes the Candidates that candidates() returns, got {kind}.")
        if k is not None:
            k = check_int(k, "k", minimum=1, maximum=10_000)
        weights, candidates = weights_or(self._weights(), weights), self.refresh(candidates)
        return rerank(candidates, weights, self._clock.now(candidates.user_id), k)

    def _recall(
        self,
        user_id: str,
        query: str,
        k: int = 5,
        weights: Weights | None = None,
        *,
        vector: np.ndarray | None = None,
        now: datetime | None = None,
    ) -> list[Hit]:
        """The one recall route (``lab.recall``, the turn loop and "forget that" run it): the
        best ``k`` for ``query`` under ``weights`` (the lab's for None) at ``now`` (the
        user's clock unless given), best first. Private so that ``lab.retrieval`` offers no
        second way to the job ``lab.recall`` does."""
        k = check_int(k, "k", minimum=1, maximum=10_000)
        weights = weights_or(self._weights(), weights)
        user_id = user_id_of(user_id)
        now = self._clock.now(user_id) if now is None else check_when(now, "now")
        cands = self._searched(user_id, query, max(weights.n_candidates, k), weights, vector, now)
        return rerank(cands, weights, now, k)

    def _searched(
        self, user_id: str, query: str, n: int, weights: Weights, vector: np.ndarray | None, now: datetime
    ) -> Candidates:
        """The candidates as ``recall`` scores them: the broad search, then the question-level
        levers these weights turn on (the dense side without the named speaker, keyword
        feedback, a second hop). "Why not recalled?" explains from the same list."""
        cands = self.candidates(user_id, query, n, vector=vector, now=now)
        if weights.dense_without_speaker and len(cands):
            cands = self._without_speaker(cands, n, now)
        if weights.feedback_terms > 0 and len(cands):
            cands = self._keyword_feedback(cands, weights, n, vector, now)
        if weights.hop_weight > 0 and len(cands):
            cands = self._second_hop(cands, weights, n, vector, now)
        return cands

    def _without_speaker(self, first: Candidates, n: int, now: datetime) -> Candidates:
        """When the question names one speaker of the candidates' dialogue turns, the dense
        side searches again for the question less that name (policies/speakers.py); the
        keyword side, the speaker share and every other rule keep the question as asked.
        A chat's facts have no speaker: nothing changes for them, and nothing is embedded."""
        name = named_speaker([m.text for m in first.memories], first.query)
        if name is None:
            return first
        content = without_speaker(first.query, name)
        if content == first.query:
            return first
        vector = self._derived.queries.get(self._as_user(first.user_id, content))
        return self.candidates(first.user_id, first.query, n, vector=vector, now=now)

    def _keyword_feedback(
        self, first: Candidates, weights: Weights, n: int, vector: np.ndarray | None, now: datetime
    ) -> Candidates:
        """Query-side pseudo-relevance feedback for the keyword side: the best words of the
        first hits join the query's words for a second keyword search (the dense side and
        every question-level rule keep the question as asked)."""
        seeds = rerank(first, weights, now, weights.hop_docs)
        words = self._derived.keywords.expansion(
            first.user_id, first.query, [h.memory.text for h in seeds], weights.feedback_terms
        )
        if not words:
            return first
        query_vector = self._derived.queries.get(first.query) if vector is None else vector
        expanded = self.candidates(first.user_id, f"{first.query} {' '.join(words)}", n, vector=query_vector, now=now)
        return replace(expanded, query=first.query)

    def _second_hop(
        self, first: Candidates, weights: Weights, n: int, vector: np.ndarray | None, now: datetime
    ) -> Candidates:
        """Multi-hop help: search again from the query moved towards its best first hits
        (``q + hop_weight * mean(their vectors)``), so a memory that shares words with
        what the first hits say, not with the question, can be found."""
        seeds = [h.memory.id for h in rerank(first, weights, now, weights.hop_docs)]
        stored = self._derived.vectors.stored(first.user_id, seeds)
        if not len(stored):
            return first
        query_vector = self._derived.queries.get(first.query) if vector is None else vector
        moved = second_hop_vector(query_vector, stored, weights.hop_weight)
        return self.candidates(first.user_id, first.query, n, vector=moved, now=now)

    def similarities(self, user_id: str, query: str) -> tuple[np.ndarray, np.ndarray]:
        """Exact cosine of the query to every active memory: (ids, sims). Cached until the
        next write, so "why not recalled?" can follow a slider without rescanning."""
        user_id, query = user_id_of(user_id), self._query(query)
        cache, key = self._derived.similarities, (user_id, query)
        with self._locks.of(user_id):  # a forget of this user cannot slip between read and cache
            found = cache.get(key)
            if found is None:
                ids, matrix = self._store.vectors(user_id)
                found = (ids, cosine(matrix, self._derived.queries.get(query)))
                cache.clear()  # one query at a time is all the page needs
                cache[key] = found
            return found

    def profile(self, user_id: str, limit: int = 10, *, now: datetime | None = None) -> list[Memory]:
        """Keyed facts and preferences that always go into the context, most important
        first; those expired at ``now`` (the user's clock unless given) left out."""
        user_id, limit = user_id_of(user_id), check_int(limit, "limit", minimum=1)
        now = self._clock.now(user_id) if now is None else check_when(now, "now")
        return self._store.profile(user_id, now, limit)

    def llm_rerank(
        self, query: str, hits: list[Hit], weights: Weights | None = None, *, model: str | None = None
    ) -> Reranked:
        """The optional second stage on hits from :meth:`recall` or :meth:`rerank`: the model
        scores the top ``weights.llm_rerank_n`` for ``query`` and its score is blended in
        with ``weights.llm_rerank_weight``. A bad or missing answer keeps the order (``ok``
        False, ``note`` says why)."""
        weights = weights_or(self._weights(), weights)
        if not isinstance(hits, list) or not all(isinstance(h, Hit) for h in hits):
            raise InvalidInput("hits must be a list of Hit, as recall returns.")
        return llm_rerank(self._query(query), hits, self._model.llm_for(model), weights)

    def explain(
        self, user_id: str, query: str, memory_id: int, weights: Weights | None = None, k: int | None = None
    ) -> dict:
        """Why was (or wasn't) this memory recalled? Its similarity rank among all the
        user's memories, each signal, its rank after the re-rank, and what cut it."""
        user_id, query = user_id_of(user_id), self._query(query)
        k = None if k is None else check_int(k, "k", minimum=1)
        memory = self._store.get(user_id, check_id(memory_id))
        weights = weights_or(self._weights(), weights)
        now = self._clock.now(user_id)
        search = partial(self._searched, user_id, query, weights.n_candidates, weights, None, now)
        return explain_recall(self, memory, query, now, weights, k, search=search)

    def synced_generation(self, user_id: str) -> int:
        """The write counter after catching up with what other processes wrote or forgot for
        this user (one cheap query on Postgres, nothing on DuckDB): a cache key for a page's
        read model that a forget anywhere makes stale (``lab.generation`` alone moves only
        with this process's writes until the user's next recall)."""
        user_id = user_id_of(user_id)
        with self._locks.of(user_id):
            self._derived.sync(user_id)
        return self._derived.generation

    def vectors(self, user_id: str) -> tuple[np.ndarray, np.ndarray]:
        """The ids of the user's active memories and their stored vectors (one row each)."""
        return self._store.vectors(user_id_of(user_id))

    def embed_query(self, query: str) -> np.ndarray:
        """The query's vector, as recall embeds it (cached)."""
        return self._derived.queries.get(self._query(query))

    def embed_queries(self, user_id: str, queries: list[str]) -> np.ndarray:
        """The vectors of these questions as ``user_id``'s recall embeds them, in one batch with
        what recall embeds for them besides (each question less a dialogue speaker it names):
        a batch of recalls (an evaluation) then embeds nothing one by one. Cached as recall's."""
        user_id = user_id_of(user_id)
        queries = [self._query(q) for q in queries]
        speakers = {speaker_of(m.text) for m in self._store.memories(user_id)} - {None}
        searched = [self._as_user(user_id, q) for q in queries]
        besides = [
            self._as_user(user_id, content)
            for q in queries
            for name in named_in(speakers, q)
            if (content := without_speaker(q, name)) != q
        ]
        return self._derived.queries.get_many(searched + besides)[: len(searched)]

    def mark_accessed(self, user_id: str, memory_ids: Iterable[int], reason: str = "put in the context") -> None:
        """Record that these memories were used (an ACCESS event each): the explicit step
        reads never take. Ids this user does not have are ignored."""
        self._writer.mark_accessed(user_id, memory_ids, clean_text(reason, max_chars=200, what="reason"))


def _unexpired(memory: Memory, now: datetime) -> bool:
    return memory.expires_at is None or memory.expires_at > now
