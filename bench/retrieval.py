"""Recall latency on realistic data at 1k / 10k / 100k memories, beside the ANN floor,
exact numpy search and DuckDB SQL, in one run.

    python -m bench.retrieval [--sizes 1000,10000,100000] [--queries 200] [--label after]

The memories are LoCoMo dialogue turns ("(<date>) <speaker>: <text>", read from
../shared/data, never copied into the repository) repeated until the size is reached;
their vectors are real all-MiniLM-L6-v2 embeddings with a little noise per copy, so
the keyword index holds real words and the vector index real geometry. The queries are
LoCoMo questions with their MiniLM vectors given (embedding excluded from every timing).

Timed, each in its own loop over the same queries (interleaving lets one method's scan
evict another's caches):
* ``recall``: ``lab.recall(..., k=10, vector=q)``: dense search, keyword search, fusion,
  row fetch and the composite re-rank: what a chat turn pays (a question naming a speaker
  of these dialogue turns also embeds the question less that name, once, and searches
  again: the default preset's ``dense_without_speaker``);
* ``recall_again``: the same questions asked a second time (that vector cached);
* ``ann``: a bare hnswlib query for the same number of candidates on the same vectors
  (M=16, ef_construction=200, ef=64, as the lab's index): the floor;
* ``numpy``: exact cosine top 10 over the user's matrix;
* ``duckdb``: ``ORDER BY array_cosine_similarity(...) LIMIT 10`` in SQL.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

import hnswlib
import numpy as np

from bench.common import percentiles_ms, print_table, timed, write_results
from memorylab import Clock, MemoryLab

USER = "bench"
CANDIDATES = 50  # relevance-first, the default preset, searches 50
LOCOMO = Path(
    os.environ.get("LOCOMO_PATH", Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo_dev.json")
)
NOISE = 0.02


def locomo_texts_and_questions(path: Path) -> tuple[list[str], list[str]]:
    try:
        from memorylab.datasets.conversations import load_locomo, memory_text
    except ImportError:  # the layout before the Seams change, for a before/after run
        from memorylab.evaluation import load_locomo, memory_text

    conversations = load_locomo(path)
    texts = [memory_text(t) for c in conversations for t in c.turns]
    questions = [q.text for c in conversations for q in c.questions]
    return texts, questions


def grow(texts: list[str], vectors: np.ndarray, n: int, seed: int) -> tuple[list[str], np.ndarray]:
    """``n`` memories: the turns repeated, each copy's vector nudged and renormalised."""
    rng = np.random.default_rng(seed)
    picks = np.arange(n) % len(texts)
    out = vectors[picks] + rng.normal(scale=NOISE, size=(n, vectors.shape[1])).astype(np.float32)
    out /= np.linalg.norm(out, axis=1, keepdims=True)
    return [texts[i] for i in picks], out.astype(np.float32)


def run_size(n: int, texts: list[str], vectors: np.ndarray, questions: list[str], qvecs: np.ndarray) -> dict:
    mem_texts, mem_vectors = grow(texts, vectors, n, seed=n)
    with tempfile.TemporaryDirectory() as folder:
        lab = MemoryLab.open(folder, embedder="minilm", clock=Clock())
        build_s, _ = timed(lab.remember_many, USER, mem_texts, vectors=mem_vectors)
        ids, matrix = lab.retrieval.vectors(USER)
        for q, v in zip(questions[:5], qvecs[:5]):
            lab.recall(USER, q, k=10, vector=v)  # warm: row cache, keyword index
        ours = [timed(lab.recall, USER, q, k=10, vector=v)[0] for q, v in zip(questions, qvecs)]
        # asked again: a question naming a speaker has its content vector cached now (issue 21,
        # third round: the dense side searches the question less that name), as if both were given
        again = [timed(lab.recall, USER, q, k=10, vector=v)[0] for q, v in zip(questions, qvecs)]
        ann = hnswlib.Index(space="cosine", dim=matrix.shape[1])
        ann.init_index(max_elements=len(ids), M=16, ef_construction=200, random_seed=42)
        ann.add_items(matrix, ids, num_threads=2)
        ann.set_ef(64)
        ann_s = [timed(ann.knn_query, v, k=CANDIDATES)[0] for v in qvecs]
        numpy_s = [timed(_numpy_top, matrix, ids, v, 10)[0] for v in qvecs]
        duck_s = [timed(_duckdb_top, lab, v, 10)[0] for v in qvecs[:50]]  # slow at 100k
        lab.close()
    p50 = {
        name: percentiles_ms(s)["p50_ms"]
        for name, s in (("recall", ours), ("ann", ann_s), ("numpy", numpy_s), ("duckdb", duck_s))
    }
    return {
        "memories": n,
        "ingest_s": round(build_s, 1),
        "recall_p50_ms": p50["recall"],
        "recall_p99_ms": percentiles_ms(ours)["p99_ms"],
        "recall_again_p50_ms": percentiles_ms(again)["p50_ms"],
        "recall_again_p99_ms": percentiles_ms(again)["p99_ms"],
        "ann_floor_p50_ms": p50["ann"],
        "numpy_p50_ms": p50["numpy"],
        "duckdb_p50_ms": p50["duckdb"],
        "recall_over_ann": round(p50["recall"] / p50["ann"], 1),
        "numpy_over_recall": round(p50["numpy"] / p50["recall"], 1),
        "duckdb_over_recall": round(p50["duckdb"] / p50["recall"], 1),
    }


def run_ab(n: int, texts: list[str], vectors: np.ndarray, questions: list[str], qvecs: np.ndarray) -> dict:
    """The default preset with and without ``dense_without_speaker`` (issue 21, third round),
    interleaved question by question in one lab, query vector given, after one untimed pass
    that caches each question's content vector (a first ask pays one query embedding more)."""
    from dataclasses import replace

    from memorylab.policies.scoring import PRESETS
    from memorylab.policies.speakers import named_speaker

    on = PRESETS["relevance-first"]
    off = replace(on, dense_without_speaker=False)
    mem_texts, mem_vectors = grow(texts, vectors, n, seed=n)
    with tempfile.TemporaryDirectory() as folder:
        lab = MemoryLab.open(folder, embedder="minilm", clock=Clock())
        lab.remember_many(USER, mem_texts, vectors=mem_vectors)
        for q, v in zip(questions, qvecs):
            lab.recall(USER, q, k=10, vector=v, weights=on)  # caches the content vectors
        named = sum(named_speaker(texts, q) is not None for q in questions)
        times = {"on": [], "off": []}
        for q, v in zip(questions, qvecs):
            for label, weights in (("off", off), ("on", on)):
                times[label].append(timed(lab.recall, USER, q, k=10, vector=v, weights=weights)[0])
        lab.close()
    p = {label: percentiles_ms(s) for label, s in times.items()}
    return {
        "memories": n,
        "questions_naming_one_speaker": named,
        "without_lever_p50_ms": p["off"]["p50_ms"],
        "without_lever_p99_ms": p["off"]["p99_ms"],
        "default_p50_ms": p["on"]["p50_ms"],
        "default_p99_ms": p["on"]["p99_ms"],
    }


def _numpy_top(matrix: np.ndarray, ids: np.ndarray, q: np.ndarray, k: int) -> np.ndarray:
    sims = matrix @ q
    top = np.argpartition(-sims, k)[:k]
    return ids[top[np.argsort(-sims[top])]]


def _duckdb_top(lab: MemoryLab, q: np.ndarray, k: int) -> list:
    return lab._store.con.execute(
        "SELECT id FROM memories WHERE user_id = ? "
        "ORDER BY array_cosine_similarity(embedding, ?::FLOAT[384]) DESC LIMIT ?",
        [USER, q.tolist(), k],
    ).fetchall()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--locomo", default=str(LOCOMO))
    parser.add_argument("--label", default="after", help="key of this run in the results file")
    parser.add_argument(
        "--ab", action="store_true", help="only the default with and without dense_without_speaker, interleaved"
    )
    parser.add_argument("--cached", action="store_true", help="vectors from the bench.locomo embedding cache")
    args = parser.parse_args()
    if not Path(args.locomo).exists():
        raise SystemExit(f"LoCoMo not found at {args.locomo}: this benchmark needs real dialogue text.")
    try:
        from memorylab.adapters.embed import make_embedder
    except ImportError:
        from memorylab.embed import make_embedder

    texts, questions = locomo_texts_and_questions(Path(args.locomo))
    questions = questions[: args.queries]
    model = make_embedder("minilm")
    if args.cached:
        from bench.locomo import CachedEmbedder

        model = CachedEmbedder(model)
        vectors, qvecs = model.embed(texts), model.embed_queries(questions)  # MiniLM: the same embedding
    else:
        vectors, qvecs = model.embed(texts), model.embed(questions)
    rows = []
    for n in (int(s) for s in args.sizes.split(",")):
        started = time.time()
        rows.append((run_ab if args.ab else run_size)(n, texts, vectors, questions, qvecs))
        print(f"{n:,} memories done in {time.time() - started:.0f} s", flush=True)
    print_table(rows)
    path = write_results(
        "retrieval",
        {
            "data": "LoCoMo dev turns repeated, MiniLM vectors + noise 0.02; LoCoMo questions as queries",
            "queries": len(questions),
            "k": 10,
            "candidates": CANDIDATES,
            "label": args.label,
            "rows": rows,
        },
        key=args.label,
    )
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
