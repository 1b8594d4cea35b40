"""What looking up a needed kind of fact by key costs a turn (round 8): a user holding N
memories (the ingest bench's sentences, plus the needs probes' facts said through the write
policy), each needs request recalled as a turn recalls it, then the kinds it wants that recall
did not bring (``grounding.unfilled``) looked up with ``lab.retrieval.of_kind``, as
``services/turn.py`` does. Real MiniLM; the query's vector is cached by the recall, as in a turn.

    python -m bench.grounding_lookup [--sizes 1000,10000] [--set needs_round8] [--rounds 5]
"""

from __future__ import annotations

import argparse
import tempfile
import time

from bench.common import percentiles_ms, print_table, write_results
from bench.ingest import sentences
from bench.needs_probes import load
from memorylab import Clock, MemoryLab, Settings
from memorylab.policies.grounding import Recalled, unfilled


def said(item: dict) -> list[str]:
    return [item["say"]] if isinstance(item["say"], str) else list(item["say"])


def measure(size: int, probes: dict, rounds: int) -> dict:
    settings = Settings.from_env(model="scripted/bench", embedder="minilm")
    with tempfile.TemporaryDirectory() as folder, MemoryLab.open(folder, settings=settings, clock=Clock()) as lab:
        user = "lookup"
        lab.remember_many(user, [{"text": t, "kind": "episodic"} for t in sentences(size)])
        for item in probes["indirect"] + probes["unasked"]:
            for message in said(item):
                lab.agent.observe(user, message)
        asks = [item["ask"] for item in probes["indirect"] + probes["unasked"]]
        wall, cpu, looked, found = [], 0.0, 0, 0
        for _ in range(rounds):
            for ask in asks:
                recalled = [
                    Recalled(h.memory.id, h.memory.text, h.similarity, h.exact_key, h.memory.key)
                    for h in lab.recall(user, ask)
                ]
                start, start_cpu = time.perf_counter(), time.process_time()
                missing = unfilled(ask, recalled)
                hits = lab.retrieval.of_kind(user, ask, missing) if missing else []
                wall.append(time.perf_counter() - start)
                cpu += time.process_time() - start_cpu
                looked += bool(missing)
                found += bool(hits)
        n = rounds * len(asks)
        return {
            "memories": lab.count(user),
            "requests": n,
            "looked_up": f"{looked}/{n}",
            "found": f"{found}/{n}",
            **percentiles_ms(wall),
            "cpu_ms_per_request": round(cpu * 1000 / n, 3),
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--set", default="needs_round8")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    probes = load(args.set)
    rows = [{"size": size} | measure(size, probes, args.rounds) for size in map(int, args.sizes.split(","))]
    print_table(rows)
    write_results("grounding_lookup", {"set": args.set, "rows": rows})


if __name__ == "__main__":
    main()
