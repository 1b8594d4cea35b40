"""Bulk remember with the real MiniLM model: memories per second, and the share of the
time that is not embedding (storage + index overhead).

    python -m bench.ingest [--n 5000] [--batch 500]
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time

from bench.common import print_table, write_results
from memorylab import Clock, MemoryLab
from memorylab.adapters.embed import make_embedder

SUBJECTS = ["Alice", "The team", "My manager", "Our client", "Dana", "The landlord", "Grandma"]
VERBS = [
    "prefers",
    "asked about",
    "wants to schedule",
    "is worried about",
    "decided on",
    "mentioned",
    "cancelled",
    "booked",
]
OBJECTS = [
    "weekly status reports",
    "a trip to Lisbon",
    "the Phoenix launch plan",
    "oat milk",
    "a dentist appointment",
    "the quarterly budget",
    "a new laptop",
    "piano lessons",
    "the kitchen renovation",
    "a vegetarian menu",
    "the conference in Berlin",
]


def sentences(n: int, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    return [
        f"{rng.choice(SUBJECTS)} {rng.choice(VERBS)} {rng.choice(OBJECTS)} on day {rng.randint(1, 365)} (note {i})"
        for i in range(n)
    ]


class TimedEmbedder:
    """Wraps the real embedder and adds up the seconds spent embedding."""

    def __init__(self, inner):
        self.inner, self.name, self.dim, self.seconds = inner, inner.name, inner.dim, 0.0

    def embed(self, texts):
        start = time.perf_counter()
        try:
            return self.inner.embed(texts)
        finally:
            self.seconds += time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, default=5000)
    parser.add_argument("--batch", type=int, default=500)
    args = parser.parse_args()
    model = make_embedder("minilm")
    model.load()
    model.embed(["warm up"])
    texts = sentences(args.n)
    rows = []
    for mode in ("bulk", "single"):
        n = args.n if mode == "bulk" else min(args.n, 500)
        embedder = TimedEmbedder(model)
        with tempfile.TemporaryDirectory() as folder:
            lab = MemoryLab.open(folder, embedder=embedder, clock=Clock())
            start = time.perf_counter()
            if mode == "bulk":
                for i in range(0, n, args.batch):
                    lab.remember_many("ingest", texts[i : i + args.batch])
            else:
                for text in texts[:n]:
                    lab.remember("ingest", text)
            lab.flush()
            total = time.perf_counter() - start
            lab.close()
        rows.append(
            {
                "mode": mode,
                "memories": n,
                "seconds": round(total, 2),
                "memories_per_s": round(n / total, 1),
                "embedding_s": round(embedder.seconds, 2),
                "non_embedding_share": round(1 - embedder.seconds / total, 3),
            }
        )
    print_table(rows)
    print(f"wrote {write_results('ingest', {'model': model.name, 'batch': args.batch, 'rows': rows})}")


if __name__ == "__main__":
    main()
