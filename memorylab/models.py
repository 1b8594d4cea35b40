"""Plain records passed between the store, the policies and the UI."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

import numpy as np

DIM = 384  # all-MiniLM-L6-v2; the schema's vector column and every embedder share it
KINDS = ("fact", "preference", "episodic", "semantic", "summary", "reflection", "consolidation", "lesson")
# "lesson": the agent's own playbook, written when the user corrects it (policies/playbook.py)
ACTIVE, SUPERSEDED = "active", "superseded"
HISTORY = "demo"  # the source of a persona's past loaded in one go: what schedules a reflection excludes it
FORGOTTEN = "[forgotten]"  # what stands where forgotten text was (turns, summaries, lessons)


@dataclass(frozen=True)
class Memory:
    id: int
    user_id: str
    kind: str
    text: str
    importance: float
    created_at: datetime
    last_accessed: datetime
    access_count: int = 0
    key: str | None = None
    confidence: float = 1.0
    source: str = "api"
    source_turn: int | None = None
    expires_at: datetime | None = None
    status: str = ACTIVE
    superseded_by: int | None = None
    category: str | None = None  # set for keyed values written by ``lab.keys.put``


@dataclass(frozen=True)
class Event:
    id: int
    user_id: str
    memory_id: int | None
    op: str
    old_value: str | None
    new_value: str | None
    reason: str | None
    at: datetime


@dataclass(frozen=True)
class Hit:
    """One recalled memory with every signal in [0, 1] and the weighted total.

    ``relevance`` fuses two sources, shown apart in ``relevance_parts``: ``dense``
    (embedding similarity) and ``keyword`` (BM25, normalised over the candidates).
    """

    memory: Memory
    relevance: float
    importance: float
    recency: float
    score: float
    similarity: float
    rank: int
    contributions: dict = field(default_factory=dict)
    keyword: float = 0.0
    relevance_parts: dict = field(default_factory=dict)
    exact_key: str | None = None  # set when the query named this memory's key: ranked first
    llm_score: float | None = None  # the re-ranking model's score in [0, 1], when that stage ran


@dataclass
class Candidates:
    """The broad top-N for one query, kept so a slider can re-rank without re-querying.

    ``generation`` is the lab's write counter when they were fetched: a later write
    (a forget above all) makes them stale and the lab fetches them again.
    """

    user_id: str
    query: str
    memories: list[Memory]
    similarities: np.ndarray
    generation: int
    keyword_scores: np.ndarray | None = None  # raw BM25, 0 where the words do not match
    neighbours: list[tuple[int | None, int | None]] | None = None
    # for each candidate, the positions in this list of the user's memories written just
    # before and after it (same session), when they are candidates too
    exact: dict[int, str] = field(default_factory=dict)  # memory id -> the key the query named
    keyword_ceiling: float | None = None  # the BM25 of a full match of the query (absolute scale)

    def __len__(self) -> int:
        return len(self.memories)
