"""The interpreter lock and the database's commits: why forty turns at once run on about one core.

    python -m bench.gil_convoy [--seconds 3] [--label NAME]

DuckDB runs a statement without Python's interpreter lock (GIL), but the calling thread takes the lock back
between its steps and after the statement; while another thread is busy in Python, each retake waits for that
thread's switch interval (5 ms by default), so a commit of a few statements, about 10 ms alone, stretches many
times over. Measured side by side in one run, on a real lab (DuckDB file, hash embedder, 300 LoCoMo turns stored):

- **commits**: a turn's bookkeeping written as the room writes it, in one deferred scope (its two chat turns, the
  uses of five memories, the turn's figures), in a loop: commits a second;
- **Python**: the rule extractor (``extract_rules``) reading LoCoMo's dialogue turns in a loop, the kind of pure
  Python a turn spends most of its time in: turns read a second;

each alone, then both at once in two threads. On two cores both should keep most of their own pace if the lock
were no obstacle; the commits' share is what the lock leaves them. Results go to bench/results/gil_convoy.json.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import tempfile
import threading
import time

from bench.common import print_table, write_results
from bench.retrieval import LOCOMO
from memorylab import Clock, MemoryLab
from memorylab.adapters.embed import make_embedder
from memorylab.datasets.conversations import load_locomo, memory_text
from memorylab.policies.extract import extract_rules
from memorylab.policies.introductions import compile_shapes


def _loop(work, seconds: float, stop: threading.Event | None = None) -> float:
    """Rate of ``work()`` calls a second over ``seconds`` (or until ``stop`` is set)."""
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds and not (stop and stop.is_set()):
        work()
        done += 1
    return done / (time.perf_counter() - start)


def measure(seconds: float) -> dict:
    conversations = load_locomo(LOCOMO)
    texts = [memory_text(t) for t in conversations[0].turns[:300]]
    # each dialogue turn read once (a text read twice would find the rules' caches warm), cycled only if a long run
    # outlasts them all
    said = itertools.cycle([t.text for c in conversations for t in c.turns])
    with tempfile.TemporaryDirectory() as folder:
        lab = MemoryLab.open(folder, embedder=make_embedder("hash"), clock=Clock())
        ids = lab.remember_many("bench", texts)
        store, now = lab._store, lab.clock.now("bench")  # the room's own writes, below the facade

        def commit() -> None:
            with store.deferred():
                turn = store.add_turn("bench", "s", "user", next(said), now)
                store.add_turn("bench", "s", "assistant", "Noted.", now)
                store.mark_accessed("bench", ids[:5], now)
                store.add_turn_metrics("bench", "s", turn, now, "scripted/bench", True, {})

        def python() -> None:
            extract_rules(next(said))

        commit(), compile_shapes()  # warm: statements prepared, the rules' patterns compiled (as lab.warm_up does)
        commits_alone = _loop(commit, seconds)
        python_alone = _loop(python, seconds)
        rates: dict[str, float] = {}
        stop = threading.Event()
        beside = threading.Thread(target=lambda: rates.update(python=_loop(python, seconds * 10, stop)))
        beside.start()
        rates["commits"] = _loop(commit, seconds)
        stop.set()
        beside.join()
        lab.close()
    return {
        "switch_interval_ms": sys.getswitchinterval() * 1000,
        "commits_per_s_alone": round(commits_alone, 1),
        "commits_per_s_beside_python": round(rates["commits"], 1),
        "commit_ms_alone": round(1000 / commits_alone, 2),
        "commit_ms_beside_python": round(1000 / rates["commits"], 2),
        "python_turns_per_s_alone": round(python_alone, 1),
        "python_turns_per_s_beside_commits": round(rates["python"], 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--label", default=None)
    args = parser.parse_args()
    if not LOCOMO.exists():
        raise SystemExit(f"LoCoMo not found at {LOCOMO}: this benchmark needs real dialogue text.")
    row = measure(args.seconds)
    print_table([row])
    print("wrote", write_results("gil_convoy", row, key=args.label))


if __name__ == "__main__":
    main()
