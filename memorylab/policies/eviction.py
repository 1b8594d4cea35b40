"""Forgetting policies as pure functions: which memories would go, and why.

Every policy returns a :class:`Preview` (ids to evict, the score each memory got, and
what the score means) so the UI can show what would be pruned before anything is.

* ``ttl``: past ``expires_at``.
* ``lru``: least recently accessed beyond the ``cap`` most recent.
* ``lfu``: least frequently accessed beyond the ``cap`` most used.
* ``decay``: the frequency-aware relevance-decay score
  ``exp(-r * days_since_access) * ln(1 + access_count) * exp(-0.1 * r * age_days)``
  below ``threshold`` (``r`` is the decay rate per day). A memory never used scores 0,
  so one written in the last ``GRACE_DAYS`` is kept whatever its score: it has not had
  the chance to be used (a consolidation made a minute ago was offered for eviction). A
  ``cap`` still counts it: the store's size is a hard limit.
* retention (Ebbinghaus, as in MemoryBank): ``exp(-t / S)`` with strength ``S`` growing
  with every recall, ``S = base_strength * (1 + access_count)``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime

import numpy as np

from memorylab.models import Memory

POLICIES = ("ttl", "lru", "lfu", "decay")
GRACE_DAYS = 1.0  # a memory younger than this is not evicted by the decay threshold


@dataclass(frozen=True)
class Preview:
    policy: str
    evict: list[int]
    scores: dict[int, float]
    meaning: str


def days_between(earlier: datetime, now: datetime) -> float:
    return max(0.0, (now - earlier).total_seconds() / 86400.0)


def decay_score(m: Memory, now: datetime, rate: float = 0.1) -> float:
    """Higher is worth keeping. A memory never accessed scores ln(1+0) = 0: first to go."""
    since_access = days_between(m.last_accessed, now)
    age = days_between(m.created_at, now)
    return math.exp(-rate * since_access) * math.log1p(m.access_count) * math.exp(-0.1 * rate * age)


def retention(days: np.ndarray, access_count: int, base_strength_days: float = 5.0) -> np.ndarray:
    """Ebbinghaus retention ``exp(-t/S)``; each recall adds ``base_strength`` to S."""
    strength = base_strength_days * (1 + access_count)
    return np.exp(-np.maximum(np.asarray(days, dtype=float), 0.0) / strength)


def preview(
    policy: str,
    memories: list[Memory],
    now: datetime,
    *,
    cap: int | None = None,
    threshold: float = 0.05,
    rate: float = 0.1,
) -> Preview:
    if policy == "ttl":
        scores = {m.id: (m.expires_at - now).total_seconds() / 3600 if m.expires_at else math.inf for m in memories}
        evict = [m.id for m in memories if m.expires_at is not None and m.expires_at <= now]
        return Preview(policy, evict, scores, "hours left to live (≤ 0: expired)")
    if policy in ("lru", "lfu"):
        if policy == "lru":
            scores = {m.id: -days_between(m.last_accessed, now) for m in memories}
            meaning = "minus days since last access (higher: used more recently)"
        else:
            scores = {m.id: float(m.access_count) for m in memories}
            meaning = "times accessed"
        keep = len(memories) if cap is None else max(0, cap)
        ranked = sorted(memories, key=lambda m: (scores[m.id], m.id), reverse=True)
        return Preview(policy, [m.id for m in ranked[keep:]], scores, meaning)
    if policy == "decay":
        scores = {m.id: decay_score(m, now, rate) for m in memories}
        evict = [m.id for m in memories if scores[m.id] < threshold and days_between(m.created_at, now) >= GRACE_DAYS]
        if cap is not None and len(memories) - len(evict) > cap:
            kept = sorted((m for m in memories if m.id not in evict), key=lambda m: scores[m.id])
            evict += [m.id for m in kept[: len(kept) - cap]]
        return Preview(
            policy,
            evict,
            scores,
            f"exp(-{rate}·days since access)·ln(1+accesses)·exp(-{0.1 * rate:.3g}·age days); written in the last"
            f" {GRACE_DAYS:g} day: kept",
        )
    raise ValueError(f"Unknown eviction policy {policy!r}; use one of {', '.join(POLICIES)}.")
