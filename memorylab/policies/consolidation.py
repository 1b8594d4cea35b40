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
from memorylab.policies.phrasing import STOPWORDS
from memorylab.policies.wording import base_form


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
    """In time order: a memory joins the open cluster whose centroid it resembles most
    (cosine >= threshold) among those whose first memory is within ``window``; else it
    opens a cluster. (Joining the best cluster, not the first that passes, keeps one
    thread from splitting in two when an early member opened a look-alike.)"""
    groups: list[tuple[list[int], np.ndarray]] = []
    order = sorted(range(len(memories)), key=lambda i: (memories[i].created_at, memories[i].id))
    for i in order:
        v = vectors[i] / (np.linalg.norm(vectors[i]) + 1e-12)
        best, best_sim = None, threshold
        for members, centroid in groups:
            if memories[i].created_at - memories[members[0]].created_at > window:
                continue
            sim = float(v @ (centroid / (np.linalg.norm(centroid) + 1e-12)))
            if sim >= best_sim:
                best, best_sim = (members, centroid), sim
        if best is None:
            groups.append(([i], v.copy()))
        else:
            members, centroid = best
            members.append(i)
            centroid += v  # in place: the group's centroid array
    return [Cluster([memories[i] for i in members]) for members, _ in groups if len(members) >= min_size]


NOT_TOPICS = frozenset({"User", "The", "She", "His", "Her", "They", "Their", "This", "That", "It", "IT", "A", "An"})
# Words too general to be what an insight is about.
GENERAL = frozenset(
    """user others prefers prefer likes like loves love enjoys enjoy wants want needs need found finished
    started starts asked booked went goes going said says told thinks think feels feel make makes made
    about after before again also always never still just more most much many some time times next last
    first week weeks month months year years today morning evening team work works session sessions""".split()
)


STARTERS = frozenset(
    """went got had met ran saw took bought sent gave came left lost won ate drank read wrote spent
    new old our we you he she they there here when then now yesterday tomorrow tonight remember note""".split()
)


def _clause(text: str, topic: str | None = None) -> str:
    text = text.strip().rstrip(".")
    if topic:
        text = re.sub(rf"^{re.escape(topic)}(?: \w+)?:\s*", "", text)
    text = re.sub(r"^User(?: and others)? ", "", text)
    return text[:1].lower() + text[1:] if not re.match(r"[A-Z][a-z]+ [A-Z]|[A-Z]{2}", text) else text


def entities(text: str, capitalised_later: set[str] | None = None) -> set[str]:
    """Capitalised names and phrases in ``text`` ("Project Phoenix", "Biscuit", "Marta").
    A sentence's first word counts only when it is capitalised somewhere else too."""
    found = set()
    for match in re.finditer(r"\b[A-Z][a-z0-9]+(?: [A-Z][a-z0-9]+)*", text):
        phrase = match.group(0)
        words = phrase.split()
        if match.start() == 0 and len(words) == 1 and phrase not in (capitalised_later or set()):
            if _ordinary_first_word(phrase):
                continue
        if words[0] in NOT_TOPICS:
            words = words[1:]
        if words and " ".join(words) not in NOT_TOPICS and len(" ".join(words)) > 2:
            found.add(" ".join(words))
    return found


def _ordinary_first_word(word: str) -> bool:
    """A capital that only says a sentence starts here ("Went climbing", "Bought shoes")."""
    lower = word.lower()
    return lower in STOPWORDS or lower in GENERAL or lower in STARTERS or lower.endswith(("ed", "ing", "ly"))


def _mid_sentence_capitals(texts: list[str]) -> set[str]:
    return {m.group(0) for t in texts for m in re.finditer(r"(?<=\s)[A-Z][a-z0-9]+", t)}


def topic_of(texts: list[str]) -> str | None:
    """The name or phrase most of ``texts`` mention (at least two), or None."""
    later = _mid_sentence_capitals(texts)
    counts = Counter(e for t in texts for e in entities(t, later))
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], -len(kv[0].split()), kv[0]))
    return ranked[0][0] if ranked and ranked[0][1] >= 2 else None


def template_consolidation(memories: list[Memory]) -> str:
    first, last = memories[0].created_at, memories[-1].created_at
    topic = topic_of([m.text for m in memories])
    head = f"{topic} thread" if topic else "Related episodes"
    return f"{head}, {first:%-d %b} to {last:%-d %b %Y} ({len(memories)} episodes): " + "; ".join(
        _clause(m.text, topic) for m in memories
    )


def _topics(memories: list[Memory]) -> list[tuple[str, list[Memory]]]:
    """What several memories mention: names and phrases first, then recurring content words."""
    later = _mid_sentence_capitals([m.text for m in memories])
    by_topic: dict[str, list[Memory]] = {}
    for m in memories:
        for e in entities(m.text, later):
            by_topic.setdefault(e, []).append(m)
    named = sorted(by_topic.items(), key=lambda kv: (-len(kv[1]), -len(kv[0].split()), kv[0]))
    by_word: dict[str, list[Memory]] = {}
    for m in memories:
        for w in set(re.findall(r"\b[a-z][a-z-]{3,}\b", m.text.lower())) - STOPWORDS - GENERAL:
            by_word.setdefault(w, []).append(m)
    capitalised = {w.lower() for m in memories for w in re.findall(r"\b[A-Z][a-z-]{3,}\b", m.text)}
    # a word someone capitalises is a fragment of a name (already a topic above if it recurs)
    worded = sorted(by_word.items(), key=lambda kv: (-len(kv[1]), kv[0] in capitalised, kv[0]))
    return [(t, ms) for t, ms in named + worded if len(ms) >= 2]


def _who(name: str | None) -> tuple[str, str]:
    return (name, f"{name}'s") if name else ("they", "their")


def readable(text: str, name: str | None) -> str:
    """A memory as a clause of a sentence about the person: "User's sister Marta" ->
    "Sam's sister Marta" (or "their sister Marta"); "User runs" -> "Sam runs" / "they run"."""
    who, whose = _who(name)
    text = re.sub(r"\bUser's\b", whose, text.strip().rstrip("."))
    if name:
        text = re.sub(r"\bUser\b", who, text)
    else:
        text = re.sub(r"\bUser (\w+)", lambda m: "they " + base_form(m.group(1)), text)
        text = re.sub(r"\bUser\b", "they", text)
    return text[:1].lower() + text[1:] if text.split()[0] in ("they", "their") else text


def template_insights(memories: list[Memory], limit: int = 3, name: str | None = None) -> list[tuple[str, list[int]]]:
    """The topics the person returns to most, each as a note built from the memories that
    mention it ("About Marta: Sam visited Lisbon with their sister Marta; ..."), saying what
    it was drawn from. No words of frequency or time in the note's own wording ("keeps coming
    back to", "drawn from ... dates" read as an answer to "how often ...?" to an embedder):
    only its evidence says what it is about."""
    insights: list[tuple[str, list[int]]] = []
    covered: list[set[int]] = []
    for topic, evidence in _topics(memories):
        ids = {m.id for m in evidence}
        if len(insights) >= limit:
            break
        if any(ids <= seen for seen in covered):
            continue  # "Phoenix" after "Project Phoenix": the same thread
        covered.append(ids)
        ordered = sorted(evidence, key=lambda m: (m.created_at, m.id))
        shown = sorted(sorted(ordered, key=lambda m: -m.importance)[:3], key=lambda m: (m.created_at, m.id))
        clauses = "; ".join(readable(m.text, name) for m in shown)
        text = f"About {topic}: {clauses} (drawn from {len(ordered)} memories, {_span(ordered)})."
        insights.append((text, [m.id for m in ordered][:8]))
    return insights


def _span(ordered: list[Memory]) -> str:
    """ "13 Aug 2026", "13-18 Aug 2026" or "3 Aug to 1 Nov 2026"."""
    first, last = ordered[0].created_at, ordered[-1].created_at
    if first.date() == last.date():
        return f"{first:%-d %b %Y}"
    if (first.year, first.month) == (last.year, last.month):
        return f"{first:%-d}-{last:%-d %b %Y}"
    return f"{first:%-d %b} to {last:%-d %b %Y}"


def insight_importance(evidence: list[float]) -> float:
    """An insight is as important as what it was drawn from, a little more (it sums it up):
    the mean of its evidence's importance + 0.1, at most 0.9. A fixed 0.9 put a fresh note
    about a sister above everything but the answer, whatever was asked."""
    if not evidence:
        return 0.5
    return round(min(0.9, sum(evidence) / len(evidence) + 0.1), 2)


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
