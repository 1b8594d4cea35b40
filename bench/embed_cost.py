"""The cost of one question's embedding, MiniLM against its int8 twin, interleaved in one
process (the machine is shared: alternating call by call keeps the load the same for both).

    python -m bench.embed_cost [--questions 40] [--embedders minilm,minilm-int8] [--threads 1,2]
        [--batching off,32/8]

Per embedder, torch thread count (``torch.set_num_threads``, switched call by call) and
batching of concurrent calls (``off``: each thread runs its own model call; ``C/K``: the
:class:`~memorylab.adapters.embed.Batcher` runs up to C queued texts in one call, sorted by
length in mini-batches of K): one question at a time (p50/p95 ms), and all the questions at
once from a thread each (the room's case: p50/p95 of each call's latency). Results go to
bench/results/embed_cost.json.
"""

from __future__ import annotations

import argparse
import threading
import time

import numpy as np

from bench.common import print_table, write_results
from bench.retrieval import LOCOMO
from memorylab.adapters.embed import embed_queries, make_embedder
from memorylab.datasets.conversations import load_locomo


def ms(values: list[float]) -> dict:
    a = np.asarray(values) * 1000
    return {"p50_ms": round(float(np.percentile(a, 50)), 1), "p95_ms": round(float(np.percentile(a, 95)), 1)}


def batching(embedder, how: str) -> None:
    """``off``: every small call runs alone; ``C/K``: the batcher's cap and chunk."""
    batcher = getattr(embedder, "_batcher", None)
    if batcher is None:
        return
    if how == "off":
        batcher.cap = 0  # a call's own texts only: nobody joins it
        return
    cap, chunk = (int(v) for v in how.split("/"))
    batcher.cap, batcher.chunk = cap, chunk


def at_once(embedder, questions: list[str]) -> list[float]:
    barrier, out = threading.Barrier(len(questions)), [0.0] * len(questions)

    def ask(j: int, q: str) -> None:
        barrier.wait()
        start = time.perf_counter()
        if getattr(embedder, "_batcher", None) is not None and embedder._batcher.cap == 0:
            embedder._encode([q], embedder.batch_size)  # the model call alone, as before batching
        else:
            embed_queries(embedder, [q])
        out[j] = time.perf_counter() - start

    threads = [threading.Thread(target=ask, args=(j, q)) for j, q in enumerate(questions)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--questions", type=int, default=40)
    parser.add_argument("--locomo", default=str(LOCOMO))
    parser.add_argument("--embedders", default="minilm,minilm-int8")
    parser.add_argument("--threads", default="1,2", help="torch intra-op threads to compare")
    parser.add_argument("--batching", default="off,32/8", help="off, or cap/chunk of the batcher")
    args = parser.parse_args()
    questions = [q.text for c in load_locomo(args.locomo) for q in c.questions][: args.questions]
    import torch

    embedders = [make_embedder(n) for n in args.embedders.split(",")]
    variants = [(e, int(n), b) for e in embedders for n in args.threads.split(",") for b in args.batching.split(",")]
    for e in embedders:
        embed_queries(e, ["warm up"])
    load = open("/proc/loadavg").read().split()[:3]
    alone: dict[tuple, list[float]] = {(e.name, n, b): [] for e, n, b in variants}
    together: dict[tuple, list[float]] = {(e.name, n, b): [] for e, n, b in variants}
    for q in questions:  # call by call, alternating
        for e, n, b in variants:
            torch.set_num_threads(n)
            batching(e, b)
            start = time.perf_counter()
            embed_queries(e, [q])
            alone[(e.name, n, b)].append(time.perf_counter() - start)
    for _ in range(2):
        for e, n, b in variants:
            torch.set_num_threads(n)
            batching(e, b)
            together[(e.name, n, b)] += at_once(e, questions)
    rows = [
        {
            "embedder": e.name,
            "torch threads": n,
            "batching": b,
            **{f"alone {k}": v for k, v in ms(alone[(e.name, n, b)]).items()},
            **{f"{len(questions)} at once {k}": v for k, v in ms(together[(e.name, n, b)]).items()},
        }
        for e, n, b in variants
    ]
    print_table(rows)
    after = open("/proc/loadavg").read().split()[:3]
    print("load", load, "->", after)
    write_results("embed_cost", {"rows": rows, "loadavg before": load, "loadavg after": after})


if __name__ == "__main__":
    main()
