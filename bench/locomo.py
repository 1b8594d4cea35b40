"""Retrieval quality on LoCoMo (development half): embedders, levers and presets side by side.

    python -m bench.locomo [--path ../shared/data/locomo_dev.json] [--sections embedders,levers,...]
                           [--embedders minilm,e5-raw,e5] [--match "named date"]
    python -m bench.locomo --rerank [--model gpt-4o-mini]   # the LLM re-ranking stage

Every variant goes through the same harness as ``python -m memorylab eval``. Sections:
``embedders`` (dense alone, the default preset before and after, per embedder), ``levers``
(each lever alone on the preset as it was before them, per embedder), ``fusion`` (the
relevance-only ablations), ``presets``, ``costs`` (fresh embedding cost per question and
per memory). Embeddings are cached on disk per model (~/.cache/memorylab-bench, outside
the repository: the texts are LoCoMo's), so a second run embeds nothing.
"""

from __future__ import annotations

import argparse
import os
import re
import time
from dataclasses import replace
from pathlib import Path

import numpy as np

from bench.common import print_table, write_results
from memorylab import MemoryLab
from memorylab.adapters.embed import E5Embedder, embed_queries, make_embedder
from memorylab.adapters.llm import LLM
from memorylab.datasets.conversations import load_locomo, memory_text
from memorylab.playground.evaluation import evaluate
from memorylab.policies.contextual import CONTEXT_TURNS, batch_neighbours, embedding_text, neighbour_words
from memorylab.policies.scoring import PRESETS, Weights
from memorylab.settings import DEFAULT_MODEL, Settings

NOTES = [
    "Issue 21, third round (retrieval3): kept, default: the dense side searches the question less the one speaker "
    "it names (dense_without_speaker; the speaker share carries who): MiniLM 0.676/0.745/0.803 -> "
    "0.693/0.766/0.831 (R@20 0.8295 in another run of the same code), R@10 up on all five conversations, "
    "open-domain 0.438 -> 0.502, multi-hop 0.404 -> 0.428 at R@10. No parameter; decided before its first run.",
    "Third round, measured, not kept: candidates 100, second hop 0.3, RRF (c=60, keyword 0.5 / 0.3) and their "
    "pairs on the round's start; the MiniLM+e5 pair embedder (mean of both cosines, 768 wide: the stores hold 384, "
    "so bench-only) +0.010 R@10 alone. Each is a row from 'default (round 3 start)' on.",
    "Third round, scratch counts over the default's top 100 (not in this file's rows): of 415 multi-hop evidence "
    "turns, 207 missed at R@20 and 3 outside the 50 candidates next to a top-5 hit (neighbours as extra "
    "candidates: not built); a hard speaker filter: open-domain R@10 +0.012, single-hop -0.013 (not built).",
    "Issue 21, second round (retrieval2): the default now takes a 0.2 speaker share beside the 0.2 date share and "
    "embeds each dialogue turn after the two turns before it (contextual memory text, through the writer: "
    "remember_many(context_turns=2)); MiniLM 0.618/0.714/0.776 -> 0.676/0.745/0.803, e5 0.680/0.743/0.807.",
    "Speaker + date + context is better than either pair (MiniLM R@10: date+context 0.726, date+speaker 0.719, all "
    "three 0.745); R@10 rises on all five conversations. The held-out half is not on this machine: not measured.",
    "Not kept: the neighbours' words in the keyword side too (MiniLM R@10 0.728 with the date share, 0.721 with "
    "both shares: no gain / -0.024); the turn after as well (MiniLM, both shares: 0.671/0.750/0.817, +0.004 R@10, "
    "+0.013 R@20; a chat memory is written before the next turn exists).",
    "Contextual text is not wired into the chat: on four chat facts (MiniLM) it moves the repeat cosine 0.96-0.99 -> "
    "0.52-0.73 (threshold 0.95) and the superseding value's 0.54-0.87 -> 0.39-0.56 (0.85); 'forget X' 0.64-0.81 -> "
    "0.57-0.58 (0.55, little margin left).",
    "Issue 21, first round (one lever at a time on the default preset as it was; rows 'minilm | ...' and 'e5 | ...'):",
    "Kept, default: named date share 0.2 (a question naming a calendar date lifts memories of that date): "
    "+0.012 R@10 with MiniLM, +0.009 with e5; 0.4 is no better.",
    "Kept, e5 adapter: centring (the model's mean direction, measured on the shipped texts, removed before "
    "normalising): e5 dense R@10 0.538 -> 0.575, hybrid 0.650 -> 0.699 (MiniLM's 0.702).",
    "Measured, not in the default yet: contextual memory text (each turn embedded after the two turns before "
    "it in its session): R@10 +0.016 MiniLM, +0.026 e5; with the date share e5 reaches 0.657/0.730/0.801. It "
    "changes what a vector is made of, so it needs a write-path change, not a weight.",
    "Dropped: absolute keyword scale (BM25 / the score of an average-length memory holding each query word "
    "once): -0.04 R@10 with MiniLM; it shrinks the keyword side on long questions.",
    "Dropped: keyword pseudo-relevance feedback (5 or 10 words of the top 3): no gain, 30x the latency.",
    "Dropped: second hop (Rocchio, query + 0.3 or 0.6 x mean of the top 3, searched again): within noise, "
    "5-15x the latency.",
    "Not by default: named speaker share 0.2 (R@5 +0.03 MiniLM / +0.01 e5, R@10 +0.009 / +0.003; not measured "
    "with the date share); 0.4 is worse. 96% of the evidence of a question naming one speaker is that "
    "speaker's turns, but the share lifts half a conversation at once.",
    "Candidate pool (e5, default preset): R@50 0.853, R@100 0.895: the evidence is mostly found; the ranking "
    "within the top 50 is what misses the goal (R@10 0.76, R@20 0.83).",
    "Earlier work (kept from the first version of this benchmark):",
    "Kept: weighted score fusion (dense 0.7, BM25 0.3) beats plain RRF and either side alone.",
    "Kept: BM25 with k1=0.9, b=0.4 (Anserini's defaults) over bm25s' 1.5/0.75: +0.02 R@10 on BM25 alone.",
    "Kept: PyStemmer stemming; without it BM25 alone loses 0.04 R@10.",
    "Kept: neighbour smoothing (a memory gains 0.2 x the relevance of the adjacent memory of the same "
    "session): +0.04 R@10 over fusion alone.",
    "Kept: time-aware recency (no recency for 'when'/date questions): balanced R@10 0.48 -> 0.56.",
    "Default preset: relevance-first (0.8/0.1/0.1, half-life 90 days). Balanced (0.5/0.3/0.2, 30 days) "
    "loses ~0.14 R@10 here: every LoCoMo question asks about the past, so recency at 0.2 misranks.",
    "Dropped: RRF with keyword weight 0.3 (worse than plain RRF); larger candidate pools "
    "(50/100/200 gave identical recall); adding neighbours that were not candidates (no gain over "
    "smoothing among candidates); mean instead of max neighbour (worse).",
    "Tried, not kept: dense similarity divided by the best candidate's (or min-max) before fusing: "
    "+0.01 R@10 at best, within the spread between conversations (R@20 0.73-0.81), and it makes "
    "relevance relative to the candidates, so the top memory shows 1.0 even when nothing is relevant.",
    "Tried, not kept: smoothing over neighbours two turns away (at 0.5-0.75 weight): +0.007 R@20 at "
    "best, within noise.",
    "Per conversation (default preset) R@20: conv-26 0.780, conv-30 0.728, conv-41 0.810, conv-42 0.731, "
    "conv-43 0.792.",
    "Not tried: a cross-encoder re-ranker (no PyPI package ships one offline here); LLM query "
    "rewriting (needs a capable model; the offline SmolLM2-135M is not).",
]
DEFAULT_PATH = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "locomo_dev.json"
RELEVANCE_ONLY = dict(relevance=1.0, importance=0.0, recency=0.0, n_candidates=50)


CACHE = Path(os.environ.get("MEMORYLAB_BENCH_CACHE", Path.home() / ".cache" / "memorylab-bench"))


class CachedEmbedder:
    """A real model, each distinct text embedded once: memories and questions apart
    (e5 embeds them differently), kept on disk between runs (outside the repository:
    the texts are LoCoMo's) so a lever run costs no embedding."""

    def __init__(self, inner, cache: Path | None = CACHE):
        self.inner, self.name, self.dim = inner, inner.name, inner.dim
        self.files = {kind: cache / f"{inner.name}.{kind}.npz" for kind in ("passage", "query")} if cache else {}
        self.caches = {kind: self._load(kind) for kind in ("passage", "query")}

    def _load(self, kind: str) -> dict:
        path = self.files.get(kind)
        for attempt in range(5):  # another run may be replacing the file right now
            if path is None or not path.exists():
                return {}
            try:
                data = np.load(path)
                return dict(zip(data["texts"].tolist(), data["vectors"]))
            except (EOFError, OSError, ValueError):
                time.sleep(1 + attempt)
        raise RuntimeError(f"{path} could not be read: delete it to embed again")

    def save(self, kinds=("passage", "query")) -> None:
        for kind in kinds:
            path, cache = self.files.get(kind), self.caches[kind]
            if path is not None and cache:
                path.parent.mkdir(parents=True, exist_ok=True)
                partial = path.with_name(f"{path.stem}.{os.getpid()}.tmp.npz")
                np.savez(partial, texts=np.array(list(cache)), vectors=np.stack(list(cache.values())))
                os.replace(partial, path)  # readers see the old file or the new one, never half

    def _get(self, texts, kind: str, fn):
        cache = self.caches[kind]
        missing = [t for t in dict.fromkeys(texts) if t not in cache]
        if missing:  # another run may have embedded them since this one started
            cache.update(self._load(kind))
            missing = [t for t in missing if t not in cache]
        for start in range(0, len(missing), 256):
            chunk = missing[start : start + 256]
            cache.update(zip(chunk, fn(chunk)))
        if missing:
            self.save([kind])  # an interrupted run keeps what it paid for
        return np.stack([cache[t] for t in texts]) if texts else np.zeros((0, self.dim), np.float32)

    def embed(self, texts):
        return self._get(texts, "passage", self.inner.embed)

    def embed_queries(self, texts):
        return self._get(texts, "query", lambda chunk: embed_queries(self.inner, chunk))


def fusion_variants() -> dict[str, Weights]:
    """Relevance only (what each retrieval idea adds on its own), as first measured."""
    base = Weights(**RELEVANCE_ONLY, neighbour_weight=0.0)
    out = {
        "dense": replace(base, fusion="dense"),
        "bm25": replace(base, fusion="keyword"),
        "rrf 0.5 (plain RRF)": replace(base, fusion="rrf", keyword_weight=0.5),
    }
    for a in (0.2, 0.3, 0.5):
        out[f"weighted {a}"] = replace(base, fusion="weighted", keyword_weight=a)
    for beta in (0.1, 0.2, 0.3):
        out[f"weighted 0.3 + neighbours {beta}"] = replace(base, keyword_weight=0.3, neighbour_weight=beta)
    return out


# The default preset as it was before the levers below (issue 21): the "before" of every lever.
BEFORE = replace(
    PRESETS["relevance-first"],
    keyword_scale="max",
    hop_weight=0.0,
    date_weight=0.0,
    speaker_weight=0.0,
    feedback_terms=0,
    dense_without_speaker=False,
)
# The default at the start of the second round (named date 0.2, each memory embedded alone).
ROUND_START = replace(BEFORE, date_weight=0.2)


def lever_variants(base: Weights) -> dict[str, tuple[Weights, int]]:
    """Each lever alone on top of ``base``, then the ones that helped together: (weights, turns
    of context embedded with a memory). A name ending in KEYWORD_CONTEXT also indexes those
    turns' words for the keyword side."""
    date, both = replace(base, date_weight=0.2), replace(base, date_weight=0.2, speaker_weight=0.2)
    return {
        "before (default preset at the start)": (base, 0),
        "+ keyword scale absolute": (replace(base, keyword_scale="absolute"), 0),
        "+ named date 0.2": (replace(base, date_weight=0.2), 0),
        "+ named date 0.4": (replace(base, date_weight=0.4), 0),
        "+ named speaker 0.2": (replace(base, speaker_weight=0.2), 0),
        "+ named speaker 0.4": (replace(base, speaker_weight=0.4), 0),
        "+ second hop 0.3": (replace(base, hop_weight=0.3), 0),
        "+ second hop 0.6": (replace(base, hop_weight=0.6), 0),
        "+ keyword feedback 5 words": (replace(base, feedback_terms=5), 0),
        "+ keyword feedback 10 words": (replace(base, feedback_terms=10), 0),
        "+ contextual text (1 turn before)": (base, 1),
        "+ contextual text (2 turns before)": (base, 2),
        "+ named date 0.2 + contextual text (2 turns)": (date, 2),
        "+ named date 0.2 + named speaker 0.2": (both, 0),
        "+ named date 0.2 + named speaker 0.2 + contextual text (2 turns)": (both, 2),
        f"+ named date 0.2 + contextual text (2 turns) {KEYWORD_CONTEXT}": (date, 2),
        f"+ named date 0.2 + named speaker 0.2 + contextual text (2 turns) {KEYWORD_CONTEXT}": (both, 2),
        f"+ named date 0.2 + contextual text (2 turns) {TURN_AFTER}": (date, 2),
        f"+ named date 0.2 + named speaker 0.2 + contextual text (2 turns) {TURN_AFTER}": (both, 2),
    }


KEYWORD_CONTEXT = "+ its words in the keyword side too"
TURN_AFTER = "+ the turn after too"


class ContextLab:
    """A lab whose dialogue memories are embedded by the bench, not the writer: with the
    turn after as well (``after``), or stored as their contextual text so the keyword side
    indexes the neighbours' words too (``keyword``): how those variants would score."""

    def __init__(self, lab, embedder, *, keyword: bool = False, after: bool = False):
        self.lab, self.embedder, self.keyword, self.after = lab, embedder, keyword, after

    def remember_many(self, user_id, items, *, context_turns: int = 0, **kwargs):
        texts, dates = [i["text"] for i in items], [i["created_at"] for i in items]
        neighbours = batch_neighbours(texts, dates, context_turns)
        contextual = [embedding_text(t, n) for t, n in zip(texts, neighbours)]
        if self.after:
            later = [texts[i + 1] if i + 1 < len(texts) and dates[i + 1] == dates[i] else "" for i in range(len(texts))]
            contextual = [f"{c} {neighbour_words(n)}" if n else c for c, n in zip(contextual, later)]
        vectors = self.embedder.embed(contextual)
        if self.keyword:
            items = [{**i, "text": c} for i, c in zip(items, contextual)]
            # guard off: the turns passed it one by one; two joined can look like a password line
            kwargs = {**kwargs, "guard": False}
        return self.lab.remember_many(user_id, items, vectors=vectors, **kwargs)

    def __getattr__(self, name):
        return getattr(self.lab, name)


def run(
    conversations: list,
    weights: Weights,
    embedder,
    rerank_model: str | None = None,
    context_turns: int = 0,
    variant: str = "",
):
    """One variant through the evaluation harness, each conversation in a fresh lab."""

    def open_lab(folder, clock):
        lab = MemoryLab.open(folder, embedder=embedder, clock=clock)
        keyword, after = KEYWORD_CONTEXT in variant, TURN_AFTER in variant
        return ContextLab(lab, embedder, keyword=keyword, after=after) if keyword or after else lab

    return evaluate(
        conversations,
        weights,
        [5, 10, 20],
        open_lab=open_lab,
        embedder=embedder,
        dataset="locomo",
        rerank_model=rerank_model,
        context_turns=context_turns,
    )


def rerank(path: str, model: str) -> None:
    """The default preset with the LLM re-ranking stage (weight 0.5 over the top 20) beside
    the same preset without it, when a capable model is configured; a plain statement if not."""
    if not LLM(model).capable:
        statement = (
            f"No capable model configured ({model}): the LLM re-ranker was not measured. The offline "
            "SmolLM2-135M cannot follow the JSON scoring prompt. Set MEMORYLAB_MODEL (or --model) to a "
            "hosted model such as gpt-4o-mini with its key and run `python -m bench.locomo --rerank`."
        )
        print(statement)
        write_results("locomo-rerank", {"model": model, "measured": False, "statement": statement})
        return
    conversations = load_locomo(path)
    embedder = CachedEmbedder(make_embedder("minilm"))
    base = PRESETS["relevance-first"]
    rows = []
    for name, weights in {"without": base, "with LLM re-rank 0.5": replace(base, llm_rerank_weight=0.5)}.items():
        start = time.time()
        result = run(conversations, weights, embedder, rerank_model=model)
        rows.append(
            {"variant": name, **{f"R@{k}": v for k, v in result.recall.items()}, "s": round(time.time() - start)}
        )
        print(rows[-1], flush=True)
    print_table(rows)
    write_results("locomo-rerank", {"model": model, "measured": True, "rows": rows})


EMBEDDERS = {
    "minilm": lambda: make_embedder("minilm"),
    "minilm-int8": lambda: make_embedder("minilm-int8"),
    "e5-raw": lambda: E5Embedder(centred=False),
    "e5": lambda: make_embedder("e5"),
}
PAIRS = {"minilm+e5": ("minilm", "e5")}
NAMELESS = {"minilm-nameless": "minilm", "minilm+e5-nameless": "minilm+e5"}
SECTIONS = ("embedders", "levers", "round3", "fusion", "presets", "costs")


class PairEmbedder:
    """Two embedders as one: each text's two unit vectors side by side, each scaled by
    1/sqrt(2), so the cosine of two such vectors is the mean of the two models' cosines
    (a dense ensemble in one vector: one index, one setting, nothing mixed)."""

    def __init__(self, first, second):
        self.parts, self.name = (first, second), f"{first.name}+{second.name}"
        self.dim = first.dim + second.dim

    def embed(self, texts):
        return np.hstack([p.embed(texts) for p in self.parts]) / np.sqrt(2.0)

    def embed_queries(self, texts):
        return np.hstack([embed_queries(p, texts) for p in self.parts]) / np.sqrt(2.0)

    def save(self):
        for p in self.parts:
            p.save()


class NamelessQueries:
    """The question embedded without the one speaker it names (the speaker share already
    lifts that speaker's turns; the name in the vector also pulls in turns that merely
    address them): what the dense side gains from asking only for the content."""

    def __init__(self, inner, speakers: set[str]):
        self.inner, self.name, self.dim, self.speakers = inner, f"{inner.name}-nameless", inner.dim, speakers

    def strip(self, text: str) -> str:
        named = [s for s in self.speakers if re.search(rf"\b{re.escape(s)}\b", text)]
        if len(named) != 1:
            return text
        return re.sub(r"\s+", " ", re.sub(rf"\b{re.escape(named[0])}(?:'s)?\b", "", text)).strip()

    def embed(self, texts):
        return self.inner.embed(texts)

    def embed_queries(self, texts):
        return embed_queries(self.inner, [self.strip(t) for t in texts])

    def save(self):
        self.inner.save()


def widen_store(dim: int) -> None:
    """Bench only: let this process's DuckDB stores hold ``dim``-wide vectors (the schema and
    the store's row shapes are fixed at the shipped models' 384). A pair embedder needs 768;
    shipping one would take a per-embedder vector width in storage (not in this round)."""
    import sys

    from memorylab.storage.duckdb import schema

    for name, module in list(sys.modules.items()):
        if name.startswith("memorylab") and "embed" not in name and getattr(module, "DIM", None) == 384:
            module.DIM = dim
    schema.MIGRATIONS[:] = [(n, sql.replace("FLOAT[384]", f"FLOAT[{dim}]")) for n, sql in schema.MIGRATIONS]


def round3_variants(default: Weights) -> dict[str, Weights]:
    """Issue 21, third round: each lever alone on the default preset as this round found it
    (context 2 turns), then with the one kept; parameters fixed before the run from the first
    round's values or the method's own default (RRF c=60, equal shares)."""
    start = replace(default, dense_without_speaker=False)
    now = replace(start, dense_without_speaker=True)
    return {
        "default (round 3 start)": start,
        "+ candidates 100": replace(start, n_candidates=100),
        "+ second hop 0.3": replace(start, hop_weight=0.3),
        "+ RRF (c=60, keyword 0.5)": replace(start, fusion="rrf", keyword_weight=0.5),
        "+ RRF (c=60, keyword 0.3)": replace(start, fusion="rrf", keyword_weight=0.3),
        "+ second hop 0.3 + candidates 100": replace(start, hop_weight=0.3, n_candidates=100),
        "+ second hop 0.3 + RRF (c=60, keyword 0.5)": replace(start, hop_weight=0.3, fusion="rrf", keyword_weight=0.5),
        f"{NAMELESS_LEVER} (default now)": now,
        f"{NAMELESS_LEVER} + second hop 0.3": replace(now, hop_weight=0.3),
        f"{NAMELESS_LEVER} + candidates 100": replace(now, n_candidates=100),
        f"{NAMELESS_LEVER} + RRF (c=60, keyword 0.5)": replace(now, fusion="rrf", keyword_weight=0.5),
    }


NAMELESS_LEVER = "+ dense side without the named speaker"


def measure(name: str, embedder_name: str, conversations, weights, embedder, context_turns: int = 0) -> dict:
    start = time.time()
    result = run(conversations, weights, embedder, context_turns=context_turns, variant=name)
    row = {
        "embedder": embedder_name,
        "variant": name,
        "n": result.n,
        "R@5": result.recall[5],
        "R@10": result.recall[10],
        "R@20": result.recall[20],
        **{f"{c[:6]}@10": v[10] for c, v in result.by_category.items()},
        **per_conversation(conversations, result.per_question),
        "p50_ms": result.latency_ms["p50"],
        "s": round(time.time() - start),
    }
    print(row, flush=True)
    return {"row": row, "by_category": result.by_category, "weights": result.weights, "context_turns": context_turns}


def per_conversation(conversations, records: list[dict]) -> dict:
    """R@10 of each conversation (the records come in the conversations' order): a lever
    that helps only on average, not on most conversations, is noise."""
    out, start = {}, 0
    for conv in conversations:
        rows = records[start : start + len(conv.questions)]
        start += len(conv.questions)
        out[f"{conv.name}@10"] = round(float(np.mean([r["r@10"] for r in rows])), 4) if rows else 0.0
    return out


def embedder_costs(name: str, conversations) -> dict:
    """Fresh (uncached) embedding cost: one question at a time, memories in one batch."""
    inner = EMBEDDERS[name]()
    questions = [q.text for c in conversations for q in c.questions][:40]
    memories = [memory_text(t) for c in conversations for t in c.turns][:256]
    start = time.perf_counter()
    getattr(inner, "load", lambda: None)()
    loaded = time.perf_counter() - start
    embed_queries(inner, ["warm up"])
    start = time.perf_counter()
    for q in questions:
        embed_queries(inner, [q])
    per_query = (time.perf_counter() - start) / len(questions)
    start = time.perf_counter()
    inner.embed(memories)
    per_memory = (time.perf_counter() - start) / len(memories)
    out = {
        "embedder": inner.name,
        "load_s": round(loaded, 2),
        "ms_per_query": round(per_query * 1000, 1),
        "ms_per_memory": round(per_memory * 1000, 1),
    }
    print(out, flush=True)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--path", default=str(DEFAULT_PATH))
    parser.add_argument("--sections", default=",".join(SECTIONS), help=f"comma-separated: {', '.join(SECTIONS)}")
    parser.add_argument(
        "--embedders", default=",".join(EMBEDDERS), help="comma-separated: " + ", ".join([*EMBEDDERS, *PAIRS])
    )
    parser.add_argument("--match", default="", help="only the lever variants whose name holds this text")
    parser.add_argument("--skip", default="", help="leave out the lever variants whose name holds this text")
    parser.add_argument("--rerank", action="store_true", help="the default preset with and without the LLM stage")
    parser.add_argument("--model", default=os.environ.get("MEMORYLAB_MODEL", DEFAULT_MODEL))
    args = parser.parse_args()
    if not Path(args.path).exists():
        print(f"LoCoMo not found at {args.path}: nothing to measure (the repo does not ship it).")
        return
    if args.rerank:
        rerank(args.path, args.model)
        return
    conversations = load_locomo(args.path)
    sections, names = args.sections.split(","), args.embedders.split(",")
    embedders = {name: CachedEmbedder(EMBEDDERS[name]()) for name in names if name in EMBEDDERS}
    if any(name in PAIRS or NAMELESS.get(name) in PAIRS for name in names):
        widen_store(768)  # a run with a pair embeds every model's lab at 768: pairs run alone
    for name in names:
        if name in PAIRS:
            embedders[name] = PairEmbedder(*(embedders.get(p) or CachedEmbedder(EMBEDDERS[p]()) for p in PAIRS[name]))
    speakers = {t.speaker for c in conversations for t in c.turns}
    for name in names:
        if name in NAMELESS:
            inner = NAMELESS[name]
            if inner in PAIRS:
                inner_embedder = PairEmbedder(*(CachedEmbedder(EMBEDDERS[p]()) for p in PAIRS[inner]))
            else:
                inner_embedder = CachedEmbedder(EMBEDDERS[inner]())
            embedders[name] = NamelessQueries(inner_embedder, speakers)
    default = PRESETS[Settings().preset]
    results: dict[str, dict] = {}

    def record(name: str, embedder_name: str, weights: Weights, context_turns: int = 0) -> None:
        key = f"{embedder_name} | {name}"
        results[key] = measure(name, embedder_name, conversations, weights, embedders[embedder_name], context_turns)

    if "embedders" in sections:
        for e in names:
            record("dense only", e, replace(Weights(**RELEVANCE_ONLY, neighbour_weight=0.0), fusion="dense"))
            record("before (default preset at the start)", e, BEFORE)
            record("default at this round's start (named date 0.2, no context)", e, ROUND_START)
            record(
                f"after: default now ({default.name}, contextual text {CONTEXT_TURNS} turns)", e, default, CONTEXT_TURNS
            )
    if "levers" in sections:
        for e in [n for n in names if n != "e5-raw"]:  # the uncentred e5 is the reference, not a candidate
            for name, (weights, turns) in lever_variants(BEFORE).items():
                if args.match in name and not (args.skip and args.skip in name):
                    record(name, e, weights, turns)
    if "round3" in sections:
        for e in [n for n in names if n != "e5-raw"]:
            for name, weights in round3_variants(default).items():
                if args.match in name and not (args.skip and args.skip in name):
                    record(name, e, weights, CONTEXT_TURNS)
    if "fusion" in sections:
        for name, weights in fusion_variants().items():
            record(name, names[0], weights)
    if "presets" in sections:
        for name in PRESETS:
            record(f"preset {name}", names[0], PRESETS[name], CONTEXT_TURNS)
    for e in embedders.values():
        e.save()
    costs = [embedder_costs(name, conversations) for name in names] if "costs" in sections else []
    rows = [r["row"] for r in results.values()]
    print_table(rows)
    payload = {
        "dataset": "LoCoMo dev half (conv-26, 30, 41, 42, 43)",
        "load": "measured on a 2-core machine shared with other engineers' work: timings are rough",
        "notes": NOTES,
        "rows": rows,
        "results": results,
        "embedder_costs": costs,
        "embedders": names,
        "skipped": args.skip,
    }
    label = "" if set(sections) == set(SECTIONS) and not args.match else "-partial"
    print(f"wrote {write_results('locomo' + label, payload)}")


if __name__ == "__main__":
    main()
