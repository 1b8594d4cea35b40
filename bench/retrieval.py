"""Recall latency at 1k / 10k / 100k memories, beside numpy and DuckDB brute force.

    python -m bench.retrieval [--sizes 1000,10000,100000] [--queries 200]

``lab.recall`` is timed with the query vector given (embedding excluded): the dense index
search, the keyword (BM25) search, the row fetch and the composite re-rank. Each method
is timed in its own loop over the same 200 queries. Recall@10 compares the index's top 10
with exact search over the same vectors.
"""

from __future__ import annotations

import argparse
import tempfile
import time

import numpy as np

from memorylab import Clock, MemoryLab
from memorylab.adapters.embed import HashingEmbedder
from memorylab.common import clustered_vectors, percentiles_ms, print_table, timed, write_results

USER = "bench"
CANDIDATES = 40


def run_size(n: int, queries: int) -> dict:
    # queries come from the same topics as the memories (same topic_seed, other points)
    vectors = clustered_vectors(n, seed=n)
    query_vectors = clustered_vectors(n, seed=n + 1)[:queries]
    with tempfile.TemporaryDirectory() as folder:
        lab = MemoryLab.open(folder, embedder=HashingEmbedder(), clock=Clock())
        build_s, _ = timed(lab.remember_many, USER, [f"memory {i}" for i in range(n)], vectors=vectors)
        ids, matrix = lab.store.vectors(USER)
        lab.recall(USER, "warm-up", vector=query_vectors[0])
        # each method in its own loop over the same queries: interleaving them would let
        # numpy's 150 MB scan evict the caches the index relies on before every recall
        ours = [timed(lab.recall, USER, f"query {i}", k=10, vector=q)[0] for i, q in enumerate(query_vectors)]
        numpy_s, exact_top = zip(*(timed(_numpy_top, matrix, ids, q, 10) for q in query_vectors))
        duck_s = [timed(_duckdb_top, lab, q, 10)[0] for q in query_vectors[:50]]  # slow at 100k
        recalls = []
        for q, exact in zip(query_vectors, exact_top):
            found, sims = lab.index.search(USER, q, CANDIDATES)  # as recall searches
            top10 = found[np.argsort(-sims)[:10]]
            recalls.append(len(set(top10.tolist()) & set(exact.tolist())) / 10)
        lab.close()
    row = {
        "memories": n,
        "build_s": round(build_s, 1),
        "recall_p50_ms": percentiles_ms(ours)["p50_ms"],
        "recall_p99_ms": percentiles_ms(ours)["p99_ms"],
        "numpy_p50_ms": percentiles_ms(numpy_s)["p50_ms"],
        "duckdb_p50_ms": percentiles_ms(duck_s)["p50_ms"],
        "index_recall@10": round(float(np.mean(recalls)), 4),
    }
    row["speedup_vs_numpy"] = round(row["numpy_p50_ms"] / row["recall_p50_ms"], 1)
    return row


def _numpy_top(matrix, ids, q, k):
    sims = matrix @ q
    top = np.argpartition(-sims, k)[:k]
    return ids[top[np.argsort(-sims[top])]]


def _duckdb_top(lab, q, k):
    return lab.store.con.execute(
        "SELECT id FROM memories WHERE user_id = ? "
        "ORDER BY array_cosine_similarity(embedding, ?::FLOAT[384]) DESC LIMIT ?",
        [USER, q.tolist(), k],
    ).fetchall()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--queries", type=int, default=200)
    args = parser.parse_args()
    rows = []
    for n in (int(s) for s in args.sizes.split(",")):
        started = time.time()
        rows.append(run_size(n, args.queries))
        print(f"{n:,} memories done in {time.time() - started:.0f} s", flush=True)
    print_table(rows)
    path = write_results("retrieval", {"queries": args.queries, "k": 10, "candidates": 40, "rows": rows})
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
