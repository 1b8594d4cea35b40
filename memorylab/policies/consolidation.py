"""Consolidation and reflection as pure functions: clusters of related episodes, and the
texts that merge them or state an insight. The lifecycle service stores what they return.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from datetime import timedelta

import numpy as np

from memorylab.models import Memory
from memorylab.policies.extract import STOPWORDS


@dataclass(frozen=True)
class Cluster:
    memories: list[Memory]

    @property
    def ids(self) -> list[int]:
        return [m.id for m in self.memories]


# --- consolidation -----------------------------------------------------------------------


def find_clusters(
    memories: list[Memory], vectors: np.ndarray, *, threshold: float, window: timedelta, min_size: int
) -> list[Cluster]:
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
    names = Counter(
        w
        for t in texts
        for w in set(re.findall(r"\b[A-Z][a-z]{2,}\b", t))
        if w not in {"User", "The", "She", "His", "Her"}
    )
    name, count = names.most_common(1)[0] if names else (None, 0)
    return name if count >= 2 else None


def template_consolidation(memories: list[Memory]) -> str:
    first, last = memories[0].created_at, memories[-1].created_at
    topic = topic_of([m.text for m in memories])
    head = f"{topic} thread" if topic else "Related episodes"
    return f"{head}, {first:%-d %b} to {last:%-d %b %Y} ({len(memories)} episodes): " + "; ".join(
        _clause(m.text) for m in memories
    )


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


def insights_prompt(memories: list[Memory]) -> str:
    listing = "\n".join(f"{i + 1}. {m.text}" for i, m in enumerate(memories))
    return (
        f"Statements about the user:\n{listing}\n\nWhat 3 high-level insights can you infer "
        "from the above statements? One per line, formatted as: insight (because of 1, 5, 3)"
    )


def parse_insights(answer: str, memories: list[Memory]) -> list[tuple[str, list[int]]]:
    """Lines "insight (because of 1, 5, 3)" -> (insight, the ids of those memories)."""
    out = []
    for line in answer.splitlines():
        match = re.match(r"\s*(?:\d+[.)]\s*)?(.+?)\s*\(because of ([\d,\s]+)\)", line)
        if match:
            refs = [int(n) - 1 for n in re.findall(r"\d+", match.group(2))]
            ids = [memories[r].id for r in refs if 0 <= r < len(memories)]
            out.append((match.group(1).strip(), ids))
    return out


def consolidation_prompt(memories: list[Memory]) -> str:
    listing = "\n".join(f"- ({m.created_at:%Y-%m-%d}) {m.text}" for m in memories)
    return (
        "Merge these related memories into one concise record (at most two sentences) that "
        "keeps decisions, dates and names:\n" + listing
    )
