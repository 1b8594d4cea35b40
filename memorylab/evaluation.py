"""Retrieval quality you can measure: evidence recall@k on a conversation benchmark.

Each conversation is ingested through the public facade into a fresh lab: every turn
one memory, "(<session date>) <speaker>: <text>", stamped with the session date, the
simulated clock set just after the last session. Each question is then asked with
``lab.recall`` and scored by the share of its evidence turns found in the top k.

Datasets: ``locomo`` (read from a path; the repository does not ship it, its licence
is non-commercial) and ``scenarios`` (built from the shipped scripted scenarios).
"""
from __future__ import annotations

import json
import re
import tempfile
import time
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Callable

import numpy as np

from .clock import Clock
from .scoring import Weights
from .settings import Settings

LOCOMO_CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop",
                     5: "adversarial"}


@dataclass
class Turn:
    ref: str            # the id evidence points at, e.g. "D1:3"
    speaker: str
    text: str
    when: datetime


@dataclass
class Question:
    text: str
    evidence: list[str]
    category: str


@dataclass
class Conversation:
    name: str
    turns: list[Turn]
    questions: list[Question]


@dataclass
class EvalResult:
    dataset: str
    weights: dict
    ks: list[int]
    n: int
    recall: dict[int, float]
    by_category: dict[str, dict[int, float]]
    counts: dict[str, int]
    latency_ms: dict[str, float]
    per_question: list[dict] = field(default_factory=list)

    def summary(self) -> dict:
        """The figures worth keeping: what a stored run and ``eval --json`` hold."""
        return {"recall": self.recall, "by_category": self.by_category, "counts": self.counts,
                "latency_ms": self.latency_ms, "weights": self.weights, "ks": self.ks}

    def rows(self) -> list[dict]:
        """One row per (category, k), "all" included: what the bar charts draw."""
        out = [{"category": "all", "k": f"R@{k}", "recall": self.recall[k]} for k in self.ks]
        out += [{"category": c, "k": f"R@{k}", "recall": v[k]} for c, v in self.by_category.items()
                for k in self.ks]
        return out


# --- LoCoMo ------------------------------------------------------------------------------

def parse_locomo_date(text: str) -> datetime:
    """"1:56 pm on 8 May, 2023" -> datetime(2023, 5, 8, 13, 56)."""
    return datetime.strptime(re.sub(r"\s+", " ", text.strip()), "%I:%M %p on %d %B, %Y")


def normalise_evidence(raw: list[str]) -> list[str]:
    """Fix the dataset's quirks: "D8:6; D9:17", "D:11:26", "D30:05"."""
    out = []
    for item in raw:
        for part in re.split(r"[;,]\s*|\s+", str(item)):
            match = re.fullmatch(r"D:?(\d+):0*(\d+)", part.strip())
            if match:
                out.append(f"D{int(match.group(1))}:{int(match.group(2))}")
    return list(dict.fromkeys(out))


def load_locomo(path: str | Path) -> list[Conversation]:
    data = json.loads(Path(path).read_text())
    conversations = []
    for item in data:
        conv = item["conversation"]
        turns = []
        sessions = sorted((int(k.split("_")[1]) for k in conv
                           if re.fullmatch(r"session_\d+", k)), key=int)
        for n in sessions:
            when = parse_locomo_date(conv[f"session_{n}_date_time"])
            for t in conv[f"session_{n}"]:
                text = t["text"] + (f" [shares an image: {t['blip_caption']}]" if t.get("blip_caption") else "")
                turns.append(Turn(t["dia_id"], t["speaker"], text, when))
        known = {t.ref for t in turns}
        questions = []
        for q in item["qa"]:
            if q["category"] == 5:
                continue  # adversarial: no answer in the conversation
            evidence = [e for e in normalise_evidence(q.get("evidence", [])) if e in known]
            if evidence:
                questions.append(Question(q["question"], evidence, LOCOMO_CATEGORIES[q["category"]]))
        conversations.append(Conversation(item.get("sample_id", f"conv-{len(conversations)}"),
                                          turns, questions))
    return conversations


def memory_text(turn: Turn) -> str:
    return f"({turn.when:%-d %B %Y}) {turn.speaker}: {turn.text}"


# --- the run -----------------------------------------------------------------------------

def evaluate(conversations: list[Conversation], weights: Weights, ks: list[int], *,
             embedder, dataset: str = "custom", settings: Settings | None = None,
             progress: Callable[[float, str], None] | None = None) -> EvalResult:
    """Recall@k over every question; ``progress(fraction, message)`` as it goes."""
    from .lab import MemoryLab
    ks = sorted(set(ks))
    top_k = max(ks)
    records, latencies = [], []
    total = sum(len(c.questions) for c in conversations) or 1
    done = 0
    for conv in conversations:
        with tempfile.TemporaryDirectory() as folder:
            last = max(t.when for t in conv.turns)
            lab = MemoryLab.open(folder, embedder=embedder, settings=settings,
                                 clock=Clock(pinned=last + timedelta(days=1)))
            ids = lab.remember_many(conv.name, [{"text": memory_text(t), "kind": "episodic",
                                                 "created_at": t.when} for t in conv.turns],
                                    reason="evaluation")
            ref_of = dict(zip(ids, (t.ref for t in conv.turns)))
            vectors = embedder.embed([q.text for q in conv.questions]) if conv.questions else []
            lab.recall(conv.name, "warm up", k=1, weights=weights)  # builds the keyword index
            for q, vector in zip(conv.questions, vectors):
                start = time.perf_counter()
                hits = lab.recall(conv.name, q.text, k=top_k, weights=weights, vector=vector)
                latencies.append(time.perf_counter() - start)
                found = [ref_of[h.memory.id] for h in hits]
                records.append({"question": q.text, "category": q.category, "evidence": q.evidence,
                                **{f"r@{k}": len(set(found[:k]) & set(q.evidence)) / len(q.evidence)
                                   for k in ks}})
                done += 1
                if progress and done % 20 == 0:
                    progress(done / total, f"{conv.name}: {done}/{total} questions")
            lab.close()
    if progress:
        progress(1.0, f"{done} questions")
    return _summarise(dataset, weights, ks, records, latencies)


def _summarise(dataset, weights, ks, records, latencies) -> EvalResult:
    def mean(rows, k):
        return round(float(np.mean([r[f"r@{k}"] for r in rows])), 4) if rows else 0.0
    categories = sorted({r["category"] for r in records})
    ms = np.asarray(latencies) * 1000 if latencies else np.zeros(1)
    return EvalResult(
        dataset, weights.as_dict(), ks, len(records), {k: mean(records, k) for k in ks},
        {c: {k: mean([r for r in records if r["category"] == c], k) for k in ks} for c in categories},
        {c: sum(r["category"] == c for r in records) for c in categories},
        {"p50": round(float(np.percentile(ms, 50)), 3), "p99": round(float(np.percentile(ms, 99)), 3)},
        records)


def load_dataset(dataset: str, path: str | Path | None, scenarios_folder: Path) -> list[Conversation]:
    """"locomo" from ``path`` (never shipped), or "scenarios" (shipped, or ``path``)."""
    from .errors import InvalidInput
    if dataset == "locomo":
        if not path or not Path(path).exists():
            raise InvalidInput("LoCoMo is read from a file path (the repository does not ship it): "
                               "give the path to the LoCoMo JSON.")
        return load_locomo(path)
    if dataset == "scenarios":
        return load_scenarios_eval(path or scenarios_folder)
    raise InvalidInput(f"Unknown dataset {dataset!r}: use scenarios or locomo.")


# --- the shipped scenarios as an evaluation set ------------------------------------------

def load_scenarios_eval(folder: str | Path) -> list[Conversation]:
    """Every scenario's user messages are the turns; each probe asks for the fact a
    message planted, and that message is the evidence."""
    from .scenarios import load_scenario
    conversations = []
    for path in sorted(Path(folder).glob("*.yaml")):
        scenario = load_scenario(path)
        for user in scenario.users:
            turns, questions, planted = [], [], {}
            for step in scenario.steps_for(user):
                if step.message and not step.probe and not step.expect_refused:
                    ref = f"S{len(turns) + 1}"
                    turns.append(Turn(ref, user, step.message, step.at))
                    if step.plants:
                        planted[step.plants] = ref
            for step in scenario.steps_for(user):
                if step.probe and step.expects in planted:
                    questions.append(Question(step.probe, [planted[step.expects]], scenario.name))
            if turns:
                conversations.append(Conversation(f"{scenario.name}:{user}", turns, questions))
    return conversations
