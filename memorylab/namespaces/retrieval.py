"""``lab.retrieval``: the two-stage recall taken apart (candidates, then a re-rank a
slider can repeat), the optional LLM rerank, and the reads behind "why (not) recalled?"."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import numpy as np

from memorylab.errors import InvalidInput
from memorylab.models import Candidates, Hit, Memory
from memorylab.namespaces.model import ChatModel
from memorylab.policies.scoring import Weights
from memorylab.policies.scoring import preset as preset_weights
from memorylab.services.derived import Derived
from memorylab.services.explain import explain_recall
from memorylab.services.reranker import Reranked, llm_rerank
from memorylab.services.retriever import Retriever
from memorylab.services.writer import Writer
from memorylab.storage.base import Store
from memorylab.validate import check_id, check_int, clean_text, user_id_of


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


class Retrieval:
    def __init__(
        self,
        retriever: Retriever,
        store: Store,
        derived: Derived,
        writer: Writer,
        weights: Callable[[], Weights],
        model: ChatModel,
    ):
        self._retriever, self._store, self._derived, self._writer = retriever, store, derived, writer
        self._weights, self._model = weights, model  # weights(): the lab's current weights

    def candidates(
        self, user_id: str, query: str, n: int | None = None, *, vector: np.ndarray | None = None
    ) -> Candidates:
        """The broad top-``n`` of this user's memories by similarity: input to :meth:`rerank`.
        ``vector``: the query's embedding when the caller already has it."""
        n = self._weights().n_candidates if n is None else n
        return self._retriever.candidates(user_id, query, n, vector=vector)

    def rerank(self, candidates: Candidates, weights: Weights | None = None, k: int | None = None) -> list[Hit]:
        """Score cached candidates under ``weights``: no embedding, no index query,
        unless a write since they were fetched made them stale."""
        if not isinstance(candidates, Candidates):
            raise InvalidInput("rerank takes the Candidates that candidates() returned.")
        k = None if k is None else check_int(k, "k", minimum=1)
        return self._retriever.rerank(candidates, weights_or(self._weights(), weights), k)

    def refresh(self, candidates: Candidates) -> Candidates:
        """The same candidates, fetched again if a write since made them stale."""
        if not isinstance(candidates, Candidates):
            raise InvalidInput("refresh takes the Candidates that candidates() returned.")
        return self._retriever.refresh(candidates)

    def llm_rerank(
        self, query: str, hits: list[Hit], weights: Weights | None = None, *, model: str | None = None
    ) -> Reranked:
        """The optional second stage on hits from ``recall`` or :meth:`rerank`: the model
        scores the top ``weights.llm_rerank_n`` for ``query`` and its score is blended in
        with ``weights.llm_rerank_weight``. A bad or missing answer keeps the order (``ok``
        False, ``note`` says why)."""
        weights = weights_or(self._weights(), weights)
        if not isinstance(hits, list) or not all(isinstance(h, Hit) for h in hits):
            raise InvalidInput("hits must be a list of Hit, as recall returns.")
        return llm_rerank(self._retriever.query(query), hits, self._model.llm_for(model), weights)

    def explain(
        self, user_id: str, query: str, memory_id: int, weights: Weights | None = None, k: int | None = None
    ) -> dict:
        """Why was (or wasn't) this memory recalled? Its similarity rank among all the
        user's memories, each signal, its rank after the re-rank, and what cut it."""
        k = None if k is None else check_int(k, "k", minimum=1)
        return explain_recall(
            self._retriever,
            user_id_of(user_id),
            self._retriever.query(query),
            check_id(memory_id),
            weights_or(self._weights(), weights),
            k,
        )

    def profile(self, user_id: str, limit: int = 10) -> list[Memory]:
        """Keyed facts and preferences that always go into the context."""
        return self._retriever.profile(user_id, check_int(limit, "limit", minimum=1))

    def similarities(self, user_id: str, query: str) -> tuple[np.ndarray, np.ndarray]:
        """Exact cosine of the query to every active memory: (ids, sims)."""
        return self._retriever.similarities(user_id, query)

    def vectors(self, user_id: str) -> tuple[np.ndarray, np.ndarray]:
        """The ids of the user's active memories and their stored vectors (one row each)."""
        return self._store.vectors(user_id_of(user_id))

    def embed_query(self, query: str) -> np.ndarray:
        """The query's vector, as recall embeds it (cached)."""
        return self._derived.queries.get(self._retriever.query(query))

    def mark_accessed(self, user_id: str, memory_ids: Iterable[int], reason: str = "used in context") -> None:
        """Record that these memories were used (an ACCESS event each): the explicit step
        reads never take. Ids this user does not have are ignored."""
        self._writer.mark_accessed(user_id, memory_ids, clean_text(reason, max_chars=200, what="reason"))
