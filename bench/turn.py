"""The memory overhead of one chat turn (everything but generation) with the real
MiniLM embedder, at 1k and 10k stored memories; generation timed separately.

    python -m bench.turn [--sizes 1000,10000] [--turns 60] [--generate 5]

Overhead turns use the scripted model so generation costs nothing; then a few turns
run with the offline SmolLM2 to time generation on its own.
"""

from __future__ import annotations

import argparse
import random
import tempfile

from bench.common import percentiles_ms, print_table, write_results
from bench.ingest import sentences
from memorylab import Clock, MemoryLab, Settings
from memorylab.adapters.embed import make_embedder

MESSAGES = [
    "I prefer weekly status reports.",
    "What did we decide about the Phoenix launch?",
    "My sister Maya is visiting next Tuesday.",
    "Any ideas for a vegetarian dinner?",
    "I love hiking in the Alps.",
    "Remind me what my manager asked about.",
    "We decided to go with a phased rollout.",
    "How is the kitchen renovation going?",
]


def overhead(timings: dict) -> float:
    return sum(v for k, v in timings.items() if k != "generate") / 1000.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--turns", type=int, default=60)
    parser.add_argument("--generate", type=int, default=5)
    args = parser.parse_args()
    model = make_embedder("minilm")
    model.load()
    rng = random.Random(3)
    rows = []
    for n in (int(s) for s in args.sizes.split(",")):
        with tempfile.TemporaryDirectory() as folder:
            settings = Settings.from_env(data_dir=folder, model="scripted/bench")
            lab = MemoryLab.open(settings=settings, embedder=model, clock=Clock())
            texts = sentences(n)
            for i in range(0, n, 1000):
                lab.remember_many("bench", texts[i : i + 1000])
            lab.chat("bench", "warm up: load litellm and the token counter")
            costs = [overhead(lab.chat("bench", rng.choice(MESSAGES)).timings_ms) for _ in range(args.turns)]
            lab.agent.set_model("local/smollm2")
            gen = []
            for _ in range(args.generate):
                turn = lab.chat("bench", rng.choice(MESSAGES))
                assert turn.ok, turn.error
                gen.append(turn.timings_ms["generate"] / 1000.0)
            lab.close()
        row = {
            "memories": n,
            "turns": args.turns,
            **{f"overhead_{k}": v for k, v in percentiles_ms(costs).items()},
            **{f"generate_{k}": v for k, v in percentiles_ms(gen).items()},
        }
        rows.append(row)
        print(row, flush=True)
    print_table(rows)
    print(f"wrote {write_results('turn', {'embedder': model.name, 'generator': 'local/smollm2', 'rows': rows})}")


if __name__ == "__main__":
    main()
