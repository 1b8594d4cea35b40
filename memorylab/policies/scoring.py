"""The retrieval policy's re-rank: pure functions of (candidates, similarities, now, weights).

Each signal has its own function returning values in [0, 1]; :func:`score_columns`
combines them and returns one column per signal plus the total, so the UI can draw
the breakdown and a slider can re-rank cached candidates without touching the index.

Presets, each with the formula it teaches:

* ``balanced`` (practitioner default): ``0.5*relevance + 0.3*importance + 0.2*recency``,
  ``recency = exp(-ln2 * age_days / 30)``; retrieve 40, keep 5.
* ``recent-first`` (support agent): half-life 72 hours, recency-heavy weights,
  importance reinforced on access ``min(1, importance + min(0.2, 0.02*access_count))``.
* ``relevance-first`` (research assistant, the default): relevance-heavy weights, long
  half-life, a 0.2 share of relevance for the date a question names and 0.2 for being
  said by the speaker it names (dialogue memories only; a chat's facts have no speaker).
* ``generative-agents`` (Park et al. 2023, the paper): equal weights, recency
  ``0.995 ** hours since last access``, every signal min-max normalised over the
  candidates. (Their released code differs: recency by rank with 0.99 and weights
  0.5/3/2; memorylab computes recency from elapsed time, never from rank.)
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, replace
from datetime import datetime

import numpy as np

from memorylab.errors import InvalidInput
from memorylab.models import Candidates, Hit, Memory
from memorylab.policies.dates import asks_about_time, date_signal, named_window
from memorylab.policies.speakers import speaker_signal

SIGNALS = ("relevance", "importance", "recency")
FUSIONS = ("dense", "keyword", "weighted", "rrf")
KEYWORD_SCALES = ("max", "absolute")
RELEVANCE_PARTS = ("dense", "keyword", "context", "time", "speaker")


@dataclass(frozen=True)
class Weights:
    """Every knob of the re-rank in one place. Weights are normalised to sum to 1."""

    relevance: float = 0.5
    importance: float = 0.3
    recency: float = 0.2
    half_life_hours: float = 30 * 24.0
    decay_per_hour: float | None = None  # set: recency = decay_per_hour ** hours (GA paper)
    recency_from: str = "created"  # "created" or "accessed"
    normalize: bool = False  # min-max each signal over the candidates
    reinforce_on_access: bool = False
    reinforce_step: float = 0.02
    reinforce_cap: float = 0.2
    n_candidates: int = 40
    k: int = 5
    fusion: str = "weighted"  # "dense", "keyword", "weighted" (score) or "rrf" (rank)
    keyword_weight: float = 0.3  # the keyword side's share of relevance
    keyword_scale: str = "max"  # BM25 over the candidates' best, or "absolute" (see keyword_signal)
    hop_weight: float = 0.0  # > 0: a second dense search from the query plus the first hits
    hop_docs: int = 3  # how many first hits seed the second search (and the keyword feedback)
    feedback_terms: int = 0  # > 0: that many words of the first hits join the keyword query
    date_weight: float = 0.0  # share of relevance for being dated in the time the query names
    speaker_weight: float = 0.0  # share of relevance for being said by the speaker the query names
    dense_without_speaker: bool = False  # the dense side searches the question less the speaker it names
    rrf_c: float = 60.0
    neighbour_weight: float = 0.2  # share of the best adjacent memory's relevance
    time_aware: bool = True  # no recency for questions about a specific time
    exact_keys: bool = True  # a memory whose key the query names comes first, before the scores
    llm_rerank_weight: float = 0.0  # > 0: the model re-scores the top llm_rerank_n (policies/llmrerank)
    llm_rerank_n: int = 20
    name: str = "custom"

    def __post_init__(self):
        for name, value in asdict(self).items():
            if isinstance(value, float) and not math.isfinite(value):
                raise InvalidInput(f"{name} must be a finite number, got {value}.")
        for name in ("n_candidates", "k"):
            if isinstance(getattr(self, name), bool) or not isinstance(getattr(self, name), int):
                raise InvalidInput(f"{name} must be a whole number, got {getattr(self, name)!r}.")
        if self.decay_per_hour is not None and not 0.0 < self.decay_per_hour < 1.0:
            raise InvalidInput("decay_per_hour must be between 0 and 1 (exclusive).")
        for signal in SIGNALS:
            if getattr(self, signal) < 0:
                raise InvalidInput(f"Weight {signal!r} must be >= 0.")
        if self.relevance + self.importance + self.recency <= 0:
            raise InvalidInput("At least one weight must be above 0.")
        if self.half_life_hours <= 0:
            raise InvalidInput("The half-life must be positive.")
        if self.recency_from not in ("created", "accessed"):
            raise InvalidInput("recency_from is 'created' or 'accessed'.")
        if self.k < 1 or self.n_candidates < 1:
            raise InvalidInput("k and n_candidates must be at least 1.")
        if self.fusion not in FUSIONS:
            raise InvalidInput(f"fusion is one of {', '.join(FUSIONS)}.")
        if not 0.0 <= self.keyword_weight <= 1.0:
            raise InvalidInput("keyword_weight must be between 0 and 1.")
        if self.keyword_scale not in KEYWORD_SCALES:
            raise InvalidInput(f"keyword_scale is one of {', '.join(KEYWORD_SCALES)}.")
        for name in ("hop_weight", "date_weight", "speaker_weight"):
            if not 0.0 <= getattr(self, name) <= 1.0:
                raise InvalidInput(f"{name} must be between 0 and 1.")
        if self.date_weight + self.speaker_weight > 0.9:
            raise InvalidInput("date_weight + speaker_weight must stay at most 0.9: relevance needs its own share.")
        if not isinstance(self.dense_without_speaker, bool):
            raise InvalidInput("dense_without_speaker must be True or False.")
        if isinstance(self.hop_docs, bool) or not isinstance(self.hop_docs, int) or self.hop_docs < 1:
            raise InvalidInput("hop_docs must be a whole number of at least 1.")
        if isinstance(self.feedback_terms, bool) or not isinstance(self.feedback_terms, int):
            raise InvalidInput("feedback_terms must be a whole number.")
        if not 0 <= self.feedback_terms <= 50:
            raise InvalidInput("feedback_terms must be between 0 and 50.")
        if not 0.0 <= self.neighbour_weight <= 1.0:
            raise InvalidInput("neighbour_weight must be between 0 and 1.")
        if not 0.0 <= self.llm_rerank_weight <= 1.0:
            raise InvalidInput("llm_rerank_weight must be between 0 and 1.")
        if isinstance(self.llm_rerank_n, bool) or not isinstance(self.llm_rerank_n, int) or self.llm_rerank_n < 1:
            raise InvalidInput("llm_rerank_n must be a whole number of at least 1.")

    @property
    def effective_half_life_hours(self) -> float:
        """The half-life these weights apply: given, or implied by a per-hour decay."""
        if self.decay_per_hour is None:
            return self.half_life_hours
        return math.log(0.5) / math.log(self.decay_per_hour)

    def with_half_life(self, hours: float) -> Weights:
        """The same recency form with a new half-life (a per-hour decay is recomputed)."""
        hours = max(0.1, float(hours))
        decay = 0.5 ** (1 / hours) if self.decay_per_hour is not None else None
        return replace(self, half_life_hours=hours, decay_per_hour=decay)

    def with_signal_weights(self, relevance: float, importance: float, recency: float) -> Weights:
        """New signal weights; all three at zero keep these weights' own (no ranking is
        possible without a signal)."""
        if relevance + importance + recency <= 0:
            return self
        return replace(self, relevance=relevance, importance=importance, recency=recency)

    def recency_of(self, memories: list[Memory], now: datetime) -> np.ndarray:
        """Each memory's recency now under these weights (before any normalisation)."""
        return recency_of(memories, now, self)

    def normalized(self) -> dict[str, float]:
        total = self.relevance + self.importance + self.recency
        return {s: getattr(self, s) / total for s in SIGNALS}

    def with_(self, **changes) -> Weights:
        return replace(self, **changes, name=changes.get("name", "custom"))

    def as_dict(self) -> dict:
        return asdict(self)


PRESETS: dict[str, Weights] = {
    "balanced": Weights(0.5, 0.3, 0.2, half_life_hours=30 * 24, name="balanced"),
    "recent-first": Weights(
        0.3, 0.2, 0.5, half_life_hours=72, recency_from="accessed", reinforce_on_access=True, name="recent-first"
    ),
    # date_weight: a question naming a calendar date lifts memories of that date (LoCoMo dev
    # half: +0.01 R@10 with either embedder; bench/results/locomo.json lists every lever)
    "relevance-first": Weights(
        0.8,
        0.1,
        0.1,
        half_life_hours=90 * 24,
        n_candidates=50,
        date_weight=0.2,
        speaker_weight=0.2,
        dense_without_speaker=True,
        name="relevance-first",
    ),
    "generative-agents": Weights(
        1.0,
        1.0,
        1.0,
        decay_per_hour=0.995,
        recency_from="accessed",
        normalize=True,
        fusion="dense",
        neighbour_weight=0.0,
        time_aware=False,
        name="generative-agents",
    ),
}


def preset(name: str) -> Weights:
    try:
        return PRESETS[name]
    except KeyError:
        raise InvalidInput(f"Unknown preset {name!r}; choose one of {', '.join(PRESETS)}.") from None


# --- one function per signal, each returning values in [0, 1] -------------------------


def relevance_signal(similarities: np.ndarray) -> np.ndarray:
    """Cosine similarity clipped to [0, 1]: opposite meaning is no relevance, not negative."""
    return np.clip(np.asarray(similarities, dtype=float), 0.0, 1.0)


def keyword_signal(bm25: np.ndarray, ceiling: float | None = None) -> np.ndarray:
    """BM25 on a [0, 1] scale. Without ``ceiling``: divided by the best BM25 among the
    candidates (1 for the best match, however weak). With it (``absolute``): divided by the
    score a memory of average length holding each query word once would get, capped at 1,
    so a match on one word of a long question stays small whatever the other candidates."""
    bm25 = np.maximum(np.asarray(bm25, dtype=float), 0.0)
    top = ceiling if ceiling is not None and ceiling > 1e-9 else (bm25.max() if bm25.size else 0.0)
    return np.minimum(bm25 / top, 1.0) if top > 1e-9 else np.zeros_like(bm25)


def rank_signal(values: np.ndarray, c: float) -> np.ndarray:
    """Reciprocal rank ``1/(c + rank)`` scaled so rank 1 gives 1; zero values get 0."""
    values = np.asarray(values, dtype=float)
    order = np.argsort(-values, kind="stable")
    ranks = np.empty(len(values))
    ranks[order] = np.arange(1, len(values) + 1)
    return np.where(values > 0, (c + 1) / (c + ranks), 0.0)


def fused_relevance(
    similarities: np.ndarray, bm25: np.ndarray | None, weights: Weights, ceiling: float | None = None
) -> tuple[np.ndarray, dict]:
    """Relevance in [0, 1] and its parts: the dense and the keyword share. ``ceiling``
    (the query's full-match BM25) is used when ``keyword_scale`` is ``absolute``."""
    ceiling = ceiling if weights.keyword_scale == "absolute" else None
    dense = relevance_signal(similarities)
    silent = bm25 is None or not np.any(np.asarray(bm25) > 0)
    a = weights.keyword_weight
    if weights.fusion == "dense" or (silent and weights.fusion != "keyword"):
        # no word of the query matches any candidate: the keyword side has nothing to say
        parts = {"dense": dense, "keyword": np.zeros_like(dense)}
    elif weights.fusion == "keyword":
        parts = {
            "dense": np.zeros_like(dense),
            "keyword": keyword_signal(bm25, ceiling) if bm25 is not None else np.zeros_like(dense),
        }
    elif weights.fusion == "weighted":
        parts = {"dense": (1 - a) * dense, "keyword": a * keyword_signal(bm25, ceiling)}
    else:  # weighted reciprocal-rank fusion, scaled so first in both lists gives 1
        parts = {"dense": (1 - a) * rank_signal(dense, weights.rrf_c), "keyword": a * rank_signal(bm25, weights.rrf_c)}
    return parts["dense"] + parts["keyword"], parts


def neighbour_smoothing(
    relevance: np.ndarray, neighbours: list[tuple[int | None, int | None]] | None, beta: float
) -> np.ndarray:
    """``(rel + beta * best neighbour's rel) / (1 + beta)``: a memory written next to a
    relevant one (the turn before or after, same session) shares some of its relevance.
    Stays in [0, 1]; with no neighbours among the candidates it is ``rel / (1 + beta)``."""
    if not neighbours or beta <= 0:
        return np.zeros_like(relevance)
    best = np.array([max([relevance[j] for j in pair if j is not None], default=0.0) for pair in neighbours])
    return beta * best / (1 + beta)


def second_hop_vector(query: np.ndarray, seeds: np.ndarray, weight: float) -> np.ndarray:
    """Rocchio's move: the unit vector of ``query + weight * mean(seeds)``."""
    moved = np.asarray(query, dtype=np.float32) + weight * np.asarray(seeds, dtype=np.float32).mean(axis=0)
    norm = float(np.linalg.norm(moved))
    return moved / norm if norm > 0 else np.asarray(query, dtype=np.float32)


def for_query(weights: Weights, query: str) -> Weights:
    """The weights as applied to this query: time-aware weights drop recency for a
    question about a specific time (when at least one other weight remains)."""
    if (
        weights.time_aware
        and weights.recency > 0
        and weights.relevance + weights.importance > 0
        and asks_about_time(query)
    ):
        return replace(weights, recency=0.0, name=f"{weights.name} (time question: no recency)")
    return weights


def importance_signal(
    importance: np.ndarray, access_count: np.ndarray, *, reinforce: bool, step: float, cap: float
) -> np.ndarray:
    importance = np.asarray(importance, dtype=float)
    if reinforce:
        bonus = np.minimum(cap, step * np.asarray(access_count, dtype=float))
        importance = importance + bonus
    return np.clip(importance, 0.0, 1.0)


def half_life_recency(hours: np.ndarray, half_life_hours: float) -> np.ndarray:
    """``exp(-ln2 * hours / half_life)``: 1 now, 0.5 after one half-life."""
    hours = np.maximum(np.asarray(hours, dtype=float), 0.0)
    return np.exp(-math.log(2) * hours / half_life_hours)


def per_hour_recency(hours: np.ndarray, decay_per_hour: float) -> np.ndarray:
    """``decay ** hours``, the Generative Agents paper's form."""
    hours = np.maximum(np.asarray(hours, dtype=float), 0.0)
    return np.power(decay_per_hour, hours)


def minmax(values: np.ndarray) -> np.ndarray:
    """Scale to [0, 1]. All-equal values carry no ranking information: each gets 0.5."""
    values = np.asarray(values, dtype=float)
    if values.size == 0:
        return values
    lo, hi = values.min(), values.max()
    if math.isclose(hi, lo, rel_tol=0.0, abs_tol=1e-12):
        return np.full_like(values, 0.5)
    return (values - lo) / (hi - lo)


def hours_between(times: list[datetime], now: datetime) -> np.ndarray:
    return np.array([(now - t).total_seconds() / 3600.0 for t in times], dtype=float)


# --- the composite ----------------------------------------------------------------------


def recency_signal(hours_since: np.ndarray, weights: Weights) -> np.ndarray:
    """The recency form the weights choose: per-hour decay or half-life."""
    if weights.decay_per_hour is not None:
        return per_hour_recency(hours_since, weights.decay_per_hour)
    return half_life_recency(hours_since, weights.half_life_hours)


def recency_anchor(memory: Memory, weights: Weights) -> datetime:
    return memory.last_accessed if weights.recency_from == "accessed" else memory.created_at


def recency_of(memories: list[Memory], now: datetime, weights: Weights) -> np.ndarray:
    """Each memory's recency now (before any normalisation)."""
    return recency_signal(hours_between([recency_anchor(m, weights) for m in memories], now), weights)


def score_columns(
    similarities: np.ndarray,
    importance: float,
    access_count: np.ndarray,
    hours_since: np.ndarray,
    weights: Weights,
    bm25: np.ndarray | None = None,
    neighbours: list[tuple[int | None, int | None]] | None = None,
    *,
    keyword_ceiling: float | None = None,
    dated: np.ndarray | None = None,
    said_by: np.ndarray | None = None,
) -> dict:
    """One column per signal, one per weighted contribution, and ``score``: their sum.
    ``relevance_<part>`` splits relevance by source (RELEVANCE_PARTS): the context share is
    taken from adjacent memories; the time share is ``date_weight`` x being dated in the
    time the query names (``dated``, policies/dates), the speaker share ``speaker_weight``
    x being said by the speaker it names (``said_by``, policies/speakers). A question that
    names no time (no speaker) gives that part no share: nothing else changes."""
    recency = recency_signal(hours_since, weights)
    relevance, parts = fused_relevance(similarities, bm25, weights, keyword_ceiling)
    beta = weights.neighbour_weight if neighbours else 0.0
    parts = {k: v / (1 + beta) for k, v in parts.items()}
    parts["context"] = neighbour_smoothing(relevance, neighbours, beta)
    named = {"time": (weights.date_weight, dated), "speaker": (weights.speaker_weight, said_by)}
    active = {k: (w, v) for k, (w, v) in named.items() if w > 0 and v is not None and np.any(v > 0)}
    gamma = sum(w for w, _ in active.values())
    parts = {k: v * (1 - gamma) for k, v in parts.items()}
    for part in named:
        parts[part] = active[part][0] * active[part][1] if part in active else np.zeros_like(relevance)
    relevance = sum(parts[p] for p in RELEVANCE_PARTS)
    columns = {
        "relevance": relevance,
        "importance": importance_signal(
            importance,
            access_count,
            reinforce=weights.reinforce_on_access,
            step=weights.reinforce_step,
            cap=weights.reinforce_cap,
        ),
        "recency": recency,
    }
    if weights.normalize:
        raw = columns["relevance"]
        columns = {name: minmax(col) for name, col in columns.items()}
        scale = np.divide(columns["relevance"], raw, out=np.zeros_like(raw), where=raw > 0)
        parts = {k: v * scale for k, v in parts.items()}
    for part, values in parts.items():
        columns[f"relevance_{part}"] = values
    total = np.zeros(len(columns["relevance"]))
    for name, w in weights.normalized().items():
        columns[f"{name}_contribution"] = w * columns[name]
        total = total + columns[f"{name}_contribution"]
    columns["score"] = total
    return columns


def rerank(candidates: Candidates, weights: Weights, now: datetime, k: int | None = None) -> list[Hit]:
    """Score every candidate and return the best ``k`` (all if ``k`` is None), best first.

    Ties break by higher similarity, then lower id, so the order is deterministic.
    """
    memories = candidates.memories
    if not memories:
        return []
    weights = for_query(weights, candidates.query)
    times = [recency_anchor(m, weights) for m in memories]
    cols = score_columns(
        candidates.similarities,
        [m.importance for m in memories],
        [m.access_count for m in memories],
        hours_between(times, now),
        weights,
        candidates.keyword_scores,
        candidates.neighbours,
        keyword_ceiling=candidates.keyword_ceiling,
        dated=date_signal([m.created_at for m in memories], named_window(candidates.query))
        if weights.date_weight > 0
        else None,
        said_by=speaker_signal([m.text for m in memories], candidates.query) if weights.speaker_weight > 0 else None,
    )
    keyword = (
        keyword_signal(candidates.keyword_scores) if candidates.keyword_scores is not None else np.zeros(len(memories))
    )
    sims = np.asarray(candidates.similarities, dtype=float)
    ids = np.fromiter((m.id for m in memories), dtype=np.int64, count=len(memories))
    order = np.lexsort((ids, -sims, -cols["score"])).tolist()  # last key first: score, similarity, id
    exact = candidates.exact if weights.exact_keys else {}
    if exact:  # exact-key hits first, in score order among themselves
        order = [i for i in order if memories[i].id in exact] + [i for i in order if memories[i].id not in exact]
    if k is not None:
        order = order[:k]
    return [
        Hit(
            memory=memories[i],
            relevance=float(cols["relevance"][i]),
            importance=float(cols["importance"][i]),
            recency=float(cols["recency"][i]),
            score=float(cols["score"][i]),
            similarity=float(sims[i]),
            rank=rank,
            contributions={s: float(cols[f"{s}_contribution"][i]) for s in SIGNALS},
            keyword=float(keyword[i]),
            relevance_parts={p: float(cols[f"relevance_{p}"][i]) for p in RELEVANCE_PARTS},
            exact_key=exact.get(memories[i].id),
        )
        for rank, i in enumerate(order, start=1)
    ]
