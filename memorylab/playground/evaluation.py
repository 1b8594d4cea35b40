"""Retrieval quality you can measure: evidence recall@k on a conversation benchmark.

    from memorylab.playground import evaluation
    result = evaluation.run(lab, "scenarios")      # kept in lab.evals.runs()

Each conversation is ingested into a fresh lab (``open_lab`` makes one in a temp folder
with a pinned clock): every turn one memory, "(<session date>) <speaker>: <text>",
stamped with the session date, the clock set a day after the last session. Each question
is then asked with ``recall`` and scored by the share of its evidence turns in the top k.
"""

from __future__ import annotations

import hashlib
import tempfile
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import timedelta
from functools import partial
from pathlib import Path

import numpy as np

from memorylab.adapters.embed import EMBEDDERS, Embedder, make_embedder
from memorylab.clock import Clock
from memorylab.datasets.conversations import Conversation, load_dataset, memory_text
from memorylab.errors import InvalidInput
from memorylab.lab import MemoryLab
from memorylab.policies.contextual import CONTEXT_TURNS
from memorylab.policies.extract import extract_rules
from memorylab.policies.scoring import Weights
from memorylab.services.evals import DATASETS
from memorylab.services.retriever import weights_or
from memorylab.validate import check_choice, check_int, check_user_id

Progress = Callable[[float, str], None]  # (fraction done, message)
# (folder, clock) -> a lab with remember_many, recall and close: the facade's public API.
OpenLab = Callable[[str, Clock], object]


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
    embedder: str = ""
    embed_ms: dict[str, float] = field(default_factory=dict)  # per memory (whole ingest), per question

    def summary(self) -> dict:
        """The figures worth keeping: what a stored run and ``eval --json`` hold."""
        return {
            "recall": self.recall,
            "by_category": self.by_category,
            "counts": self.counts,
            "latency_ms": self.latency_ms,
            "weights": self.weights,
            "ks": self.ks,
            "embedder": self.embedder,
            "embed_ms": self.embed_ms,
        }

    def rows(self) -> list[dict]:
        """One row per (category, k), "all" included: what the bar charts draw."""
        out = [{"category": "all", "k": f"R@{k}", "recall": self.recall[k]} for k in self.ks]
        out += [{"category": c, "k": f"R@{k}", "recall": v[k]} for c, v in self.by_category.items() for k in self.ks]
        return out


# --- the run -----------------------------------------------------------------------------


def key_of(text: str) -> str | None:
    """The key the write policy's rules give a message ("My manager is Priya" -> manager), so
    exact-key lookup plays its part in the evaluation as it does in a chat."""
    return next((c.key for c in extract_rules(text) if c.key), None)


class Ingested:
    """The vectors of the last few dialogues an evaluation embedded, by what was embedded (the
    embedder, the context, a digest of the turns): running the same file for a second preset
    embeds nothing again (LoCoMo's development half: about 40 s of MiniLM on two cores). Holds
    vectors of evaluation files only, never a user's memories."""

    def __init__(self, size: int = 16):
        self.size, self._items, self._lock = size, {}, threading.Lock()  # attendees' runs share it

    def get(self, key: tuple) -> np.ndarray | None:
        with self._lock:
            return self._items.get(key)

    def put(self, key: tuple, vectors: np.ndarray) -> None:
        with self._lock:
            self._items.pop(key, None)
            self._items[key] = vectors
            while len(self._items) > self.size:
                self._items.pop(next(iter(self._items)))


INGESTED = Ingested()


def ingest_key(embedder: Embedder, context_turns: int, items: list[dict]) -> tuple:
    digest = hashlib.blake2b(digest_size=16)
    for item in items:
        digest.update(f"{item['created_at']}\x1f{item['text']}\x1e".encode("utf-8", "surrogatepass"))
    return (getattr(embedder, "name", type(embedder).__name__), context_turns, digest.hexdigest())


def _stored_vectors(lab: MemoryLab, user_id: str, ids: list[int]) -> np.ndarray:
    """The vectors the lab stored for ``ids``, in their order."""
    stored_ids, matrix = lab.retrieval.vectors(user_id)
    row = {int(i): n for n, i in enumerate(stored_ids)}
    return matrix[[row[i] for i in ids]]


def evaluate(
    conversations: list[Conversation],
    weights: Weights,
    ks: list[int],
    *,
    open_lab: OpenLab,
    embedder: Embedder,
    dataset: str = "custom",
    progress: Progress | None = None,
    rerank_model: str | None = None,
    context_turns: int = CONTEXT_TURNS,
) -> EvalResult:
    """Recall@k over every question; ``progress(fraction, message)`` as it goes. With
    ``weights.llm_rerank_weight`` above 0, ``rerank_model`` (a capable litellm model)
    re-scores each question's top candidates before recall@k is read. ``context_turns``
    (2 by default, 0 for none) embeds each turn with that many turns before it (contextual memory text, through
    the writer); the stored text, and so the keyword side, stays the turn alone."""
    ks = sorted(set(ks))
    top_k = max(ks)
    records, latencies, embedding = [], [], {"memory": [0.0, 0], "question": [0.0, 0]}
    total = sum(len(c.questions) for c in conversations) or 1
    done = 0
    for conv in conversations:
        with tempfile.TemporaryDirectory() as folder:
            last = max(t.when for t in conv.turns)
            lab = open_lab(folder, Clock(pinned=last + timedelta(days=1)))
            items = [
                {"text": memory_text(t), "kind": "episodic", "created_at": t.when, "key": key_of(t.text)}
                for t in conv.turns
            ]
            # the ingest (guard, embedding, store) timed whole: what one memory costs; the same
            # dialogue embedded alike before (another preset of the same run) is not embedded again
            start = time.perf_counter()
            ingested = ingest_key(embedder, context_turns, items)
            known = INGESTED.get(ingested)
            ids = lab.remember_many(conv.name, items, reason="evaluation", context_turns=context_turns, vectors=known)
            if known is None:
                INGESTED.put(ingested, _stored_vectors(lab, conv.name, ids))
            embedding["memory"][0] += time.perf_counter() - start
            embedding["memory"][1] += len(items)
            ref_of = dict(zip(ids, (t.ref for t in conv.turns)))
            questions = [q.text for q in conv.questions]
            # in one batch, with each question less the speaker it names (recall embeds that too)
            vectors = _timed(embedding["question"], partial(lab.retrieval.embed_queries, conv.name), questions)
            lab.recall(conv.name, "warm up", k=1, weights=weights)  # builds the keyword index
            for q, vector in zip(conv.questions, vectors):
                start = time.perf_counter()
                if weights.llm_rerank_weight > 0:
                    wide = lab.recall(conv.name, q.text, k=max(top_k, weights.llm_rerank_n), weights=weights)
                    hits = lab.retrieval.llm_rerank(q.text, wide, weights, model=rerank_model).hits[:top_k]
                else:
                    hits = lab.recall(conv.name, q.text, k=top_k, weights=weights, vector=vector)
                latencies.append(time.perf_counter() - start)
                found = [ref_of[h.memory.id] for h in hits]
                records.append(
                    {
                        "question": q.text,
                        "category": q.category,
                        "evidence": q.evidence,
                        **{f"r@{k}": len(set(found[:k]) & set(q.evidence)) / len(q.evidence) for k in ks},
                    }
                )
                done += 1
                if progress and done % 20 == 0:
                    progress(done / total, f"{conv.name}: {done}/{total} questions")
            lab.close()
    if progress:
        progress(1.0, f"{done} questions")
    result = _summarise(dataset, weights, ks, records, latencies)
    result.embedder = getattr(embedder, "name", "")
    result.embed_ms = {f"per_{k}": round(1000 * t / n, 2) if n else 0.0 for k, (t, n) in embedding.items()}
    return result


def _timed(total: list, embed: Callable[[list[str]], np.ndarray], texts: list[str]) -> np.ndarray:
    """``embed(texts)``, adding its seconds and its count of texts to ``total``."""
    start = time.perf_counter()
    vectors = embed(texts)
    total[0] += time.perf_counter() - start
    total[1] += len(texts)
    return vectors


def _summarise(
    dataset: str, weights: Weights, ks: Iterable[int], records: list[dict], latencies: list[float]
) -> EvalResult:
    def mean(rows: list[dict], k: int):
        return round(float(np.mean([r[f"r@{k}"] for r in rows])), 4) if rows else 0.0

    categories = sorted({r["category"] for r in records})
    ms = np.asarray(latencies) * 1000 if latencies else np.zeros(1)
    return EvalResult(
        dataset,
        weights.as_dict(),
        ks,
        len(records),
        {k: mean(records, k) for k in ks},
        {c: {k: mean([r for r in records if r["category"] == c], k) for k in ks} for c in categories},
        {c: sum(r["category"] == c for r in records) for c in categories},
        {"p50": round(float(np.percentile(ms, 50)), 3), "p99": round(float(np.percentile(ms, 99)), 3)},
        records,
    )


# --- a run for a lab ----------------------------------------------------------------------


def run(
    lab: MemoryLab,
    dataset: str = "scenarios",
    *,
    weights: Weights | str | None = None,
    ks: Iterable[int] = (5, 10, 20),
    path: str | Path | None = None,
    label: str | None = None,
    progress: Progress | None = None,
    user_id: str | None = None,
    embedder: str | None = None,
    conversations: int | None = None,
) -> EvalResult:
    """Recall@k of ``weights`` (the lab's by default) on a dataset ("scenarios", shipped;
    or "locomo" from ``path``), each conversation in a fresh scratch lab with the lab's
    settings. The run is kept in ``lab.evals``, as ``user_id``'s run when given (the app
    keeps each attendee's runs apart). ``embedder`` ("minilm", "e5"): evaluate with that
    model instead of the lab's own. ``conversations``: the dataset's first N only (a
    workshop's quick look: LoCoMo's ten take minutes on a laptop). The lab's memories are not touched."""
    if not isinstance(lab, MemoryLab):
        raise InvalidInput(f"run takes a MemoryLab, got {type(lab).__name__}.")
    user_id = None if user_id is None else check_user_id(user_id)
    weights = weights_or(lab.weights, weights)
    if isinstance(ks, (str, bytes)) or not isinstance(ks, Iterable):
        raise InvalidInput(f"ks is a list of whole numbers such as (5, 10, 20), got {ks!r}.")
    ks = sorted({check_int(k, "k", minimum=1, maximum=1000) for k in ks})
    if not ks:
        raise InvalidInput("Give at least one k.")
    model = lab.embedder if embedder is None else make_embedder(check_choice(embedder, "embedder", EMBEDDERS))
    dataset = check_choice(dataset, "dataset", DATASETS)
    first = None if conversations is None else check_int(conversations, "number of conversations", minimum=1)
    conversations = load_dataset(dataset, path)[:first]

    def scratch_lab(folder: str, clock: Clock) -> MemoryLab:
        return MemoryLab.open(folder, embedder=model, settings=lab.settings, clock=clock)

    result = evaluate(
        conversations, weights, ks, open_lab=scratch_lab, embedder=model, dataset=dataset, progress=progress
    )
    lab.evals.keep(dataset, label or weights.name, result.n, result.summary(), user_id=user_id)
    return result
