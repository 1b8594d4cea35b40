"""Forget at 1k / 10k / 100k memories: how long until a memory is unreachable, how long
the purge from disk takes, what the next recall pays, and the first forget after a reopen.

    python -m bench.forget [--sizes 1000,10000,100000] [--forgets 30] [--label after]

Data as in bench/retrieval.py: LoCoMo turns repeated to size, real MiniLM vectors with a
little noise, LoCoMo questions as the recall queries (vectors given).

* ``forget``: ``lab.forget(user, id)`` of a random memory, until it returns (unreachable
  through every API: the promise of the first step);
* ``next recall``: the first ``lab.recall`` after each forget;
* ``purge``: ``lab.forgetting.purge()`` after the batch: the file rewritten without the freed
  blocks, the index files saved (before this change, the rewrite ran inside every forget);
* ``first forget after reopen``: close, open again, forget one memory.
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time

from bench.common import percentiles_ms, print_table, timed, write_results
from bench.retrieval import LOCOMO, grow, locomo_texts_and_questions
from memorylab import Clock, MemoryLab

USER = "bench"


def run_size(n: int, forgets: int, texts, vectors, questions, qvecs) -> dict:
    mem_texts, mem_vectors = grow(texts, vectors, n, seed=n)
    rng = random.Random(n)
    with tempfile.TemporaryDirectory() as folder:
        lab = MemoryLab.open(folder, embedder="minilm", clock=Clock())
        ids = lab.remember_many(USER, mem_texts, vectors=mem_vectors)
        lab.recall(USER, questions[0], k=10, vector=qvecs[0])  # warm: row cache, keyword index
        targets = rng.sample(ids, forgets + 1)
        baseline_s = [
            timed(lab.recall, USER, questions[j % len(questions)], k=10, vector=qvecs[j % len(questions)])[0]
            for j in range(forgets)
        ]
        forget_s, recall_s = [], []
        for j, memory_id in enumerate(targets[:-1]):
            forget_s.append(timed(lab.forget, USER, memory_id)[0])
            q = j % len(questions)
            recall_s.append(timed(lab.recall, USER, questions[q], k=10, vector=qvecs[q])[0])
        purge = getattr(lab, "purge_now", None)  # absent before the change: forget purged itself
        purge = lab.forgetting.purge if hasattr(lab, "forgetting") else purge  # its name since the facade round
        purge_s = timed(purge)[0] if purge else 0.0
        lab.close()
        lab = MemoryLab.open(folder, embedder="minilm", clock=Clock())
        first_s = timed(lab.forget, USER, targets[-1])[0]
        lab.close()
    return {
        "memories": n,
        "forget_p50_ms": percentiles_ms(forget_s)["p50_ms"],
        "forget_p99_ms": percentiles_ms(forget_s)["p99_ms"],
        "recall_p50_ms_same_queries_no_forget": percentiles_ms(baseline_s)["p50_ms"],
        "next_recall_p50_ms": percentiles_ms(recall_s)["p50_ms"],
        "next_recall_p99_ms": percentiles_ms(recall_s)["p99_ms"],
        "purge_s": round(purge_s, 2),
        "first_forget_after_reopen_ms": round(first_s * 1000, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--forgets", type=int, default=30)
    parser.add_argument("--label", default="after")
    args = parser.parse_args()
    try:
        from memorylab.adapters.embed import make_embedder
    except ImportError:  # the layout before the Seams change, for a before/after run
        from memorylab.embed import make_embedder
    texts, questions = locomo_texts_and_questions(LOCOMO)
    model = make_embedder("minilm")
    vectors, qvecs = model.embed(texts), model.embed(questions[:200])
    rows = []
    for n in (int(s) for s in args.sizes.split(",")):
        started = time.time()
        rows.append(run_size(n, args.forgets, texts, vectors, questions[:200], qvecs))
        print(f"{n:,} memories done in {time.time() - started:.0f} s", flush=True)
    print_table(rows)
    path = write_results("forget", {"forgets": args.forgets, "label": args.label, "rows": rows}, key=args.label)
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
