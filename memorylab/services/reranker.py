"""The LLM re-ranking stage carried out: ask the model, parse, blend, or fall back to the
first-stage order with a note that says why."""

from __future__ import annotations

import time
from dataclasses import dataclass, replace

from memorylab.adapters.llm import LLM
from memorylab.errors import LLMError
from memorylab.models import Hit
from memorylab.policies.llmrerank import blend, parse_scores, prompt
from memorylab.policies.scoring import Weights


@dataclass(frozen=True)
class Reranked:
    hits: list[Hit]
    ok: bool  # False: the model's answer was missing or unusable and the first-stage order stands
    note: str
    seconds: float = 0.0


def llm_rerank(query: str, hits: list[Hit], llm: LLM, weights: Weights) -> Reranked:
    """Re-score the top ``weights.llm_rerank_n`` hits with ``llm``; the rest follow unchanged."""
    if weights.llm_rerank_weight <= 0 or not hits:
        return Reranked(hits, True, "")
    top, rest = hits[: weights.llm_rerank_n], hits[weights.llm_rerank_n :]
    start = time.perf_counter()
    try:
        answer = llm.complete(prompt(query, top), max_tokens=40 + 6 * len(top), temperature=0.0).text
        scores = parse_scores(answer, len(top))
    except LLMError as exc:
        return Reranked(hits, False, f"The re-ranking model failed ({exc}); kept the first-stage order.")
    except ValueError as exc:
        return Reranked(hits, False, f"The re-ranking model's answer was unusable: {exc}. Kept the first-stage order.")
    ranked = blend(top, scores, weights.llm_rerank_weight)
    ranked += [replace(h, rank=len(ranked) + j) for j, h in enumerate(rest, start=1)]
    seconds = time.perf_counter() - start
    return Reranked(ranked, True, f"{llm.model} re-scored the top {len(top)} in {seconds:.1f} s.", seconds)
