"""Memory over time: consolidation, reflection, and a cap on store size. Each writes events.

* Consolidation clusters a user's episodic memories (embedding similarity within a time
  window) and merges each cluster into one ``consolidation`` memory linked to its
  originals. The originals get status ``consolidated``: kept, listed by ``lab.expand``,
  but out of retrieval so they stop crowding it (``hide_sources=False`` keeps them in).
* Reflection (Generative Agents): when the summed importance (1-10 scale) of memories
  since the last reflection passes a threshold (150), synthesise higher-level insights,
  stored as high-importance ``reflection`` memories linked to their evidence.
* Cap: beyond ``max_memories`` a user's lowest relevance-decay scores are evicted.

Texts come from the model when it is capable, else from deterministic templates.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from datetime import timedelta

import numpy as np

from .errors import LLMError
from .extract import STOPWORDS
from .models import Memory

CONSOLIDATED = "consolidated"
SOURCE_KINDS = ("fact", "preference", "episodic")


@dataclass(frozen=True)
class Cluster:
    memories: list[Memory]

    @property
    def ids(self) -> list[int]:
        return [m.id for m in self.memories]


# --- consolidation -----------------------------------------------------------------------

def find_clusters(memories: list[Memory], vectors: np.ndarray, *, threshold: float,
                  window: timedelta, min_size: int) -> list[Cluster]:
    """Greedy, in time order: a memory joins the first open cluster whose centroid it
    resembles (cosine >= threshold) and whose first memory is within ``window``."""
    groups: list[tuple[list[int], np.ndarray]] = []
    order = sorted(range(len(memories)), key=lambda i: (memories[i].created_at, memories[i].id))
    for i in order:
        v = vectors[i] / (np.linalg.norm(vectors[i]) + 1e-12)
        for members, centroid in groups:
            first = memories[members[0]].created_at
            c = centroid / (np.linalg.norm(centroid) + 1e-12)
            if memories[i].created_at - first <= window and float(v @ c) >= threshold:
                members.append(i)
                centroid += v
                break
        else:
            groups.append(([i], v.copy()))
    return [Cluster([memories[i] for i in members]) for members, _ in groups if len(members) >= min_size]


def _clause(text: str) -> str:
    text = re.sub(r"^User(?: and others)? ", "", text.strip().rstrip("."))
    return text[:1].lower() + text[1:]


def topic_of(texts: list[str]) -> str | None:
    names = Counter(w for t in texts for w in set(re.findall(r"\b[A-Z][a-z]{2,}\b", t))
                    if w not in {"User", "The", "She", "His", "Her"})
    name, count = names.most_common(1)[0] if names else (None, 0)
    return name if count >= 2 else None


def template_consolidation(memories: list[Memory]) -> str:
    first, last = memories[0].created_at, memories[-1].created_at
    topic = topic_of([m.text for m in memories])
    head = f"{topic} thread" if topic else "Related episodes"
    return (f"{head}, {first:%-d %b} to {last:%-d %b %Y} ({len(memories)} episodes): "
            + "; ".join(_clause(m.text) for m in memories))


def consolidation_text(memories: list[Memory], llm=None) -> str:
    if llm is not None and llm.capable:
        listing = "\n".join(f"- ({m.created_at:%Y-%m-%d}) {m.text}" for m in memories)
        try:
            return llm.complete([{"role": "user", "content":
                                  "Merge these related memories into one concise record (at most two "
                                  "sentences) that keeps decisions, dates and names:\n" + listing}],
                                max_tokens=120).text
        except LLMError:
            pass
    return template_consolidation(memories)


def consolidate(lab, user_id: str, *, threshold: float = 0.5, window_days: float = 30,
                min_size: int = 3, hide_sources: bool = True, llm=None) -> list[int]:
    """Merge clusters of related episodes; returns the new consolidation ids."""
    episodes = [m for m in lab.memories(user_id, kind="episodic")]
    if len(episodes) < min_size:
        return []
    _, vectors = lab.store.vectors(user_id, [m.id for m in episodes])
    clusters = find_clusters(episodes, vectors, threshold=threshold,
                             window=timedelta(days=window_days), min_size=min_size)
    return [_store_consolidation(lab, user_id, c.memories, hide_sources, llm) for c in clusters]


def _store_consolidation(lab, user_id: str, memories: list[Memory], hide_sources: bool, llm) -> int:
    memories = sorted(memories, key=lambda m: (m.created_at, m.id))
    text = consolidation_text(memories, llm)
    new_id = lab.remember(user_id, text[: lab.settings.max_memory_chars], kind="consolidation",
                          importance=min(1.0, max(m.importance for m in memories) + 0.1),
                          source="consolidation", derived_from=[m.id for m in memories],
                          created_at=lab.clock.now())
    if hide_sources:
        lab.set_status(user_id, [m.id for m in memories], CONSOLIDATED,
                       reason=f"merged into consolidation #{new_id}", op="CONSOLIDATE")
    return new_id


def rebuild_consolidation(lab, user_id: str, derived: Memory, sources: list[int]) -> None:
    """Deriver: one of the originals was forgotten; merge what is left (if enough)."""
    remaining = [m for m in lab.store.get_many(user_id, sources).values()]
    if remaining:
        _store_consolidation(lab, user_id, remaining, True, None)


def expand(lab, user_id: str, consolidation_id: int) -> list[Memory]:
    """The originals behind a consolidation: retrievable on request."""
    sources = [dst for (_, dst, _) in lab.store.links(user_id, src=consolidation_id, rel="derived_from")]
    rows = lab.store.get_many(user_id, sources)
    return [rows[i] for i in sources if i in rows]


# --- reflection --------------------------------------------------------------------------

def importance_since_reflection(lab, user_id: str) -> float:
    """Summed importance on the 1-10 scale of memories since the last reflection."""
    return lab.store.importance_since_reflection(user_id, SOURCE_KINDS)[0]


def memories_since_reflection(lab, user_id: str) -> list[Memory]:
    _, since = lab.store.importance_since_reflection(user_id, SOURCE_KINDS)
    return [m for m in lab.memories(user_id)
            if m.kind in SOURCE_KINDS and (since is None or m.created_at > since)]


def template_insights(memories: list[Memory], limit: int = 3) -> list[tuple[str, list[int]]]:
    """The topics the user returns to most, each with the memories that mention it."""
    words: Counter = Counter()
    mentions: dict[str, list[int]] = {}
    for m in memories:
        for w in set(re.findall(r"[a-z][a-z']{3,}", m.text.lower())) - STOPWORDS - {"user", "others"}:
            words[w] += 1
            mentions.setdefault(w, []).append(m.id)
    insights = []
    for word, count in words.most_common():
        if count < 2 or len(insights) >= limit:
            break
        insights.append((f"User keeps coming back to {word} ({count} memories).", mentions[word][:8]))
    return insights


def llm_insights(memories: list[Memory], llm) -> list[tuple[str, list[int]]]:
    listing = "\n".join(f"{i + 1}. {m.text}" for i, m in enumerate(memories[-40:]))
    answer = llm.complete([{"role": "user", "content":
                            f"Statements about the user:\n{listing}\n\nWhat 3 high-level insights can "
                            "you infer from the above statements? One per line, formatted as: "
                            "insight (because of 1, 5, 3)"}], max_tokens=200).text
    out = []
    for line in answer.splitlines():
        match = re.match(r"\s*(?:\d+[.)]\s*)?(.+?)\s*\(because of ([\d,\s]+)\)", line)
        if match:
            refs = [int(n) - 1 for n in re.findall(r"\d+", match.group(2))]
            ids = [memories[-40:][r].id for r in refs if 0 <= r < len(memories[-40:])]
            out.append((match.group(1).strip(), ids))
    return out


def reflect(lab, user_id: str, *, threshold: float = 150.0, force: bool = False, llm=None) -> list[int]:
    """Synthesise insights when enough importance has piled up (or when forced)."""
    if importance_since_reflection(lab, user_id) < threshold and not force:
        return []
    recent = memories_since_reflection(lab, user_id)
    if not recent:
        return []
    insights = []
    if llm is not None and llm.capable:
        try:
            insights = llm_insights(recent, llm)
        except LLMError:
            insights = []
    insights = insights or template_insights(recent)
    return [lab.remember(user_id, text, kind="reflection", importance=0.9, source="reflection",
                         derived_from=evidence, created_at=lab.clock.now())
            for text, evidence in insights if evidence]


def rebuild_reflection(lab, user_id: str, derived: Memory, sources: list[int]) -> None:
    """Deriver: evidence was forgotten; restate the insight from what remains."""
    remaining = list(lab.store.get_many(user_id, sources).values())
    for text, evidence in template_insights(remaining, limit=1):
        lab.remember(user_id, text, kind="reflection", importance=0.9, source="reflection",
                     derived_from=evidence, created_at=lab.clock.now())


# --- cap ---------------------------------------------------------------------------------

def enforce_cap(lab, user_id: str, max_memories: int | None) -> list[int]:
    if not max_memories:
        return []
    p = lab.evict_preview(user_id, "decay", cap=max_memories, threshold=0.0)
    return lab.evict(user_id, p.evict, "cap (relevance decay)") if p.evict else []
