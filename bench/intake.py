"""Texts embedded by a chat turn's write intake, per memory written: every user message of
the shipped scenarios (hand-written dialogue) played through ``lab.chat`` with the
scripted model, on the real MiniLM embedder (or ``--embedder hash``).

A candidate without a key used to be embedded twice (once to find its nearest memory for
the write plan, once to store it); the intake now embeds it once. The message's own
embedding (recall), the reply's (memory use) and a "forget ..." request's are counted
apart: they are reads.

    python -m bench.intake                  # prints a table, writes bench/results/intake.json
    python -m bench.intake --embedder hash  # the counts only, no model load
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from bench.common import RESULTS, machine, print_table
from memorylab import Clock, MemoryLab, Settings
from memorylab.adapters.embed import make_embedder
from memorylab.datasets.scenario import list_scenarios

SCENARIOS = Path(__file__).resolve().parent.parent / "memorylab" / "datasets" / "scenarios"
WRITES = ("added", "superseded")


class CountingEmbedder:
    """The real embedder, keeping the texts it was asked to embed."""

    def __init__(self, inner):
        self.inner, self.name, self.dim, self.texts = inner, inner.name, inner.dim, []

    def embed(self, texts):
        self.texts += list(texts)
        return self.inner.embed(texts)

    def embed_queries(self, texts):
        self.texts += list(texts)
        own = getattr(self.inner, "embed_queries", None)
        return own(texts) if own else self.inner.embed(texts)


def play(embedder: CountingEmbedder) -> dict:
    totals = dict(turns=0, written=0, write_texts=0, read_texts=0, seconds=0.0)
    settings = Settings.from_env(embedder="hash", model="scripted/bench")
    for scenario in list_scenarios(SCENARIOS):
        with tempfile.TemporaryDirectory() as folder:
            clock = Clock(pinned=scenario.start)
            with MemoryLab.open(folder, settings=settings, embedder=embedder, clock=clock) as lab:
                for step in scenario.steps:
                    if step.kind != "say":
                        continue
                    clock.set(step.at)
                    embedder.texts = []
                    start = time.perf_counter()
                    turn = lab.chat(step.user, step.message)
                    totals["seconds"] += time.perf_counter() - start
                    forget = any(d.action == "forgotten" for d in turn.decisions)  # writes nothing
                    reads = sum(forget or t in (turn.message, turn.reply) for t in embedder.texts)
                    totals["turns"] += 1
                    totals["read_texts"] += reads
                    totals["write_texts"] += len(embedder.texts) - reads
                    totals["written"] += sum(d.action in WRITES for d in turn.decisions) + (turn.lesson is not None)
    return totals


def main() -> dict:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedder", default="minilm", choices=("minilm", "e5", "hash"))
    args = parser.parse_args()
    t = play(CountingEmbedder(make_embedder(args.embedder)))
    row = {
        "embedder": args.embedder,
        "chat turns": t["turns"],
        "memories written": t["written"],
        "write-side texts embedded": t["write_texts"],
        "per written memory": round(t["write_texts"] / max(t["written"], 1), 2),
        "read-side texts (message, reply)": t["read_texts"],
        "mean turn ms": round(1000 * t["seconds"] / max(t["turns"], 1), 1),
    }
    print_table([row])
    out = RESULTS / f"intake-{args.embedder}.json"
    out.write_text(json.dumps({"machine": machine(), "figures": row}, indent=2))
    return row


if __name__ == "__main__":
    main()
