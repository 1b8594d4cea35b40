""" "Why was this memory not recalled?": where it stands at each cut of the retrieval policy.

The cuts, in order: status (superseded memories are history), expiry, the broad
candidate search (top-N by similarity), then the re-rank's top k.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Protocol

import numpy as np

from memorylab.models import ACTIVE, Candidates, Hit, Memory
from memorylab.policies.scoring import Weights, rerank


class Search(Protocol):
    """What the explanation asks of the retriever (:class:`memorylab.services.retriever.Retriever`)."""

    def similarities(self, user_id: str, query: str) -> tuple[np.ndarray, np.ndarray]: ...


def explain_recall(
    retriever: Search,
    memory: Memory,
    query: str,
    now: datetime,
    weights: Weights,
    k: int | None = None,
    *,
    search: Callable[[], Candidates],
) -> dict:
    """Where ``memory`` stands at each cut of the retrieval policy for ``query`` at ``now``;
    ``search`` gives the candidates as recall scores them (its question-level levers too)."""
    k, user_id = k or weights.k, memory.user_id
    out = {
        "memory": memory,
        "k": k,
        "n_candidates": weights.n_candidates,
        "rank": None,
        "in_candidates": False,
        "signals": None,
        "cut": None,
    }
    if memory.status != ACTIVE:
        return {
            **out,
            "cut": "status",
            "verdict": f"Superseded by #{memory.superseded_by}: kept as history, never recalled.",
        }
    if memory.expires_at is not None and memory.expires_at <= now:
        return {
            **out,
            "cut": "expired",
            "verdict": f"Expired at {memory.expires_at:%Y-%m-%d %H:%M}: hidden until the TTL sweep purges it.",
        }
    cands = search()
    ids, sims = retriever.similarities(user_id, query)
    own = float(sims[np.flatnonzero(ids == memory.id)[0]])
    out.update(similarity=own, similarity_rank=int((sims > own).sum()) + 1)
    ranked = {h.memory.id: h for h in rerank(cands, weights, now)}
    if memory.id in ranked:
        hit = ranked[memory.id]
        out.update(in_candidates=True, rank=hit.rank, signals=_signals(hit))
        if hit.rank <= k:
            return {**out, "verdict": f"Recalled at rank {hit.rank} of {k}."}
        top = [h for h in ranked.values() if h.rank == k][0]
        return {
            **out,
            "cut": "top-k",
            "verdict": (
                f"Among the {len(cands)} candidates but ranked {hit.rank}: below the top "
                f"{k}. Its score {hit.score:.3f} < {top.score:.3f} (rank {k})."
            ),
        }
    alone = rerank(Candidates(user_id, query, [memory], np.array([own]), cands.generation), weights, now)[0]
    return {
        **out,
        "signals": _signals(alone),
        "cut": "candidates",
        "verdict": (
            f"Not among the {weights.n_candidates} broad candidates: its similarity "
            f"{own:.3f} ranks {out['similarity_rank']} of {len(ids)}. Importance and "
            "recency never got a say; raise the candidate count to let them."
        ),
    }


def _signals(hit: Hit) -> dict:
    return {
        "relevance": hit.relevance,
        "importance": hit.importance,
        "recency": hit.recency,
        "score": hit.score,
        "contributions": hit.contributions,
    }
