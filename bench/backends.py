"""DuckDB (embedded) and Postgres + pgvector (shared) side by side, in one run, on the same
data: remember, recall and forget p50/p99 through the facade, and recall from a second
process right after a write (Postgres: the other process catches up from the event log).

    python -m bench.backends [--sizes 1000,10000,100000] [--queries 200] [--ops 100]

The memories are LoCoMo dialogue turns (read from ../shared/data, never copied here)
repeated to size, with their real MiniLM vectors plus a little noise per copy; queries are
LoCoMo questions with their vectors. Embedding is excluded from every timing: the labs'
embedder looks the precomputed vectors up. Postgres 16 comes from pgserver on this machine
(unix socket, no network), one fresh database per size.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

import numpy as np

from bench.common import percentiles_ms, print_table, timed, write_results
from bench.retrieval import LOCOMO, grow, locomo_texts_and_questions
from memorylab import Clock, MemoryLab
from memorylab.adapters.embed import make_embedder

USER = "bench"

SECOND_PROCESS = textwrap.dedent(
    """
    import json, sys, time
    import numpy as np
    from memorylab import Clock, MemoryLab
    lab = MemoryLab.open(sys.argv[1], embedder="minilm", clock=Clock())
    print("ready", flush=True)
    for line in sys.stdin:
        query, vector = json.loads(line)
        start = time.perf_counter()
        hits = lab.recall(sys.argv[2], query, k=10, vector=np.asarray(vector, dtype=np.float32))
        ms = (time.perf_counter() - start) * 1000
        print(json.dumps([ms, [h.memory.text for h in hits]]), flush=True)
    lab.close()
    """
)


class LookupEmbedder:
    """MiniLM's vectors for texts known in advance: embedding leaves the timings."""

    name, dim = "all-MiniLM-L6-v2", 384

    def __init__(self, table: dict[str, np.ndarray]):
        self.table = table

    def embed(self, texts: list[str]) -> np.ndarray:
        return np.stack([self.table[t] for t in texts]) if texts else np.zeros((0, self.dim), np.float32)


def run_backend(backend: str, where: str, n: int, data: dict, args: argparse.Namespace) -> dict:
    texts, vectors = grow(data["texts"], data["vectors"], n, seed=n)
    fresh = [f"{t} (said again, {j})" for j, t in enumerate(texts[: args.ops])]
    table = dict(zip(texts, vectors, strict=True)) | dict(zip(fresh, vectors[: args.ops], strict=True))
    table |= dict(zip(data["questions"], data["qvecs"], strict=True))
    lab = MemoryLab.open(where, embedder=LookupEmbedder(table), clock=Clock())
    try:
        ingest_s, _ = timed(lab.remember_many, USER, texts, vectors=vectors)
        pairs = list(zip(data["questions"], data["qvecs"], strict=True))
        for q, v in pairs[:5]:
            lab.recall(USER, q, k=10, vector=v)  # warm: the indexes and the row cache
        recall = [timed(lab.recall, USER, q, k=10, vector=v)[0] for q, v in pairs]
        remember = [timed(lab.remember, USER, t, kind="episodic")[0] for t in fresh]
        fresh_ids = [m.id for m in lab.memories(USER, newest=args.ops)]
        forget = [timed(lab.forget, USER, i)[0] for i in fresh_ids]
        next_recall = timed(lab.recall, USER, pairs[0][0], k=10, vector=pairs[0][1])[0]
        row = {
            "backend": backend,
            "memories": n,
            "ingest_s": round(ingest_s, 1),
            **{f"recall_{k}": v for k, v in percentiles_ms(recall).items()},
            **{f"remember_{k}": v for k, v in percentiles_ms(remember).items()},
            **{f"forget_{k}": v for k, v in percentiles_ms(forget).items()},
            "recall_after_forget_ms": round(next_recall * 1000, 2),
        }
        if backend == "postgres":
            row |= pgvector_exact(where, pairs[:50])
            row |= second_process(lab, where, pairs, texts)
        return row
    finally:
        lab.close()


def pgvector_exact(url: str, pairs: list) -> dict:
    """The alternative not taken: an exact pgvector scan of the user's rows in SQL (tenant
    filter first, so never fewer than k), top 10 by cosine distance, dense side only."""
    import psycopg
    from pgvector.psycopg import register_vector

    with psycopg.connect(url) as con:
        register_vector(con)
        sql = "SELECT id FROM memories WHERE user_id = %s ORDER BY embedding <=> %s LIMIT 10"
        times = [timed(lambda v=v: con.execute(sql, [USER, v]).fetchall())[0] for _, v in pairs]
    return {"pgvector_exact_p50_ms": percentiles_ms(times)["p50_ms"]}


def second_process(lab: MemoryLab, url: str, pairs: list, texts: list[str]) -> dict:
    """Another OS process on the same database: its recall right after this one writes
    (catching up included), against its steady recall, and whether it saw the write."""
    worker = subprocess.Popen(
        [sys.executable, "-c", SECOND_PROCESS, url, USER],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert worker.stdout.readline().strip() == "ready"

        def ask(q: str, v: np.ndarray) -> tuple[float, list[str]]:
            worker.stdin.write(json.dumps([q, v.tolist()]) + "\n")
            worker.stdin.flush()
            ms, found = json.loads(worker.stdout.readline())
            return ms, found

        for q, v in pairs[:5]:
            ask(q, v)  # its first recall loads the user's indexes
        steady = [ask(q, v)[0] for q, v in pairs[:50]]
        after, seen = [], 0
        for j, (q, v) in enumerate(pairs[:20]):
            text = f"{q} (a note written by the first process, {j})"
            lab.remember_many(USER, [text], vectors=v[None, :])  # a vector the question matches
            ms, found = ask(q, v)
            after.append(ms)
            seen += text in found
        return {
            "second_process_recall_p50_ms": round(float(np.percentile(steady, 50)), 3),
            "second_process_recall_after_write_p50_ms": round(float(np.percentile(after, 50)), 3),
            "second_process_recall_after_write_p99_ms": round(float(np.percentile(after, 99)), 3),
            "second_process_saw_the_write": f"{seen}/{len(after)}",
        }
    finally:
        worker.stdin.close()
        worker.wait(timeout=120)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--ops", type=int, default=100, help="single remembers and forgets timed per backend")
    parser.add_argument("--locomo", default=str(LOCOMO))
    args = parser.parse_args()
    if not Path(args.locomo).exists():
        raise SystemExit(f"LoCoMo not found at {args.locomo}: this benchmark needs real dialogue text.")
    import pgserver
    import psycopg

    texts, questions = locomo_texts_and_questions(Path(args.locomo))
    questions = questions[: args.queries]
    model = make_embedder("minilm")
    data = {"texts": texts, "vectors": model.embed(texts), "questions": questions, "qvecs": model.embed(questions)}
    server = pgserver.get_server(tempfile.mkdtemp(prefix="memorylab-bench-pg-"), cleanup_mode="stop")
    rows = []
    try:
        for n in (int(s) for s in args.sizes.split(",")):
            name = f"bench_{n}"
            with psycopg.connect(server.get_uri(), autocommit=True) as con:
                con.execute(f"CREATE DATABASE {name}")
            url = server.get_uri().replace("/postgres?", f"/{name}?", 1)
            with tempfile.TemporaryDirectory() as folder:
                for backend, where in (("duckdb", folder), ("postgres", url)):
                    started = time.time()
                    rows.append(run_backend(backend, where, n, data, args))
                    print(f"{backend} {n:,}: {time.time() - started:.0f} s  {rows[-1]}", flush=True)
    finally:
        server.cleanup()
    print_table(rows)
    path = write_results(
        "backends",
        {
            "data": "LoCoMo dev turns repeated, MiniLM vectors + noise 0.02; LoCoMo questions; embedding excluded",
            "postgres": "16 + pgvector, pgserver, unix socket on the same machine",
            "rows": rows,
        },
    )
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
