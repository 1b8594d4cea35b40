"""The first attendee's turn in a fresh server process, after the warm-up the server runs.

    python -m bench.warm_start [--runs 5] [--embedder hash] [--model scripted/warm]
        [--root OTHER_CHECKOUT] [--label after]

Each run is a new Python process (what a server restart is): it opens a lab holding one
user's memory, runs ``lab.warm_up()`` as the app does at start, waits a second (the server
warms up long before anyone types), then three attendees each send their first message:
two introductions (a lower-case name, a city, a relative) and a question. Timed: each
turn from the call to its ``Turn``, its stages, and every full (generation 2) garbage
collection that ran during the turns. ``--root`` measures another checkout's
``memorylab`` with this same script; run both in one session, alternating, to compare.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

from bench.common import print_table, write_results

MESSAGES = (
    ("leo", "hi i'm leo, I moved to Porto last year and my sister Ana is a nurse"),
    ("mia", "hey i'm mia, I live in Lyon and I'm allergic to peanuts"),
    ("ana", "what do I keep on my roof?"),
)

CHILD = r"""
import gc, json, sys, tempfile, time
sys.path.insert(0, sys.argv[1])
from memorylab import Clock, MemoryLab, Settings
messages, embedder, model = json.loads(sys.argv[2]), sys.argv[3], sys.argv[4]
folder = tempfile.mkdtemp()
settings = Settings.from_env(data_dir=folder, model=model)
with MemoryLab.open(settings=settings, embedder=embedder, clock=Clock()) as lab:
    lab.remember("ana", "Ana keeps bees on her roof")
lab = MemoryLab.open(settings=settings, embedder=embedder, clock=Clock())
warm = lab.warm_up()
time.sleep(1.0)
pauses, began = [], {}
def timed_collections(phase, info):
    if info["generation"] == 2:
        if phase == "start":
            began["t"] = time.perf_counter()
        else:
            pauses.append((time.perf_counter() - began["t"]) * 1000)
gc.callbacks.append(timed_collections)
turns = []
for user, message in messages:
    start = time.perf_counter()
    turn = lab.chat(user, message)
    turns.append({"ms": (time.perf_counter() - start) * 1000, "stages": turn.timings_ms, "ok": turn.ok})
gc.callbacks.remove(timed_collections)
lab.close()
print(json.dumps({"warm_up_s": warm, "turns": turns, "gc_pauses_ms": pauses}))
"""


def one_run(root: str, embedder: str, model: str) -> dict:
    env = {**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True", "HF_HUB_OFFLINE": "1"}
    out = subprocess.run(
        [sys.executable, "-c", CHILD, root, json.dumps(MESSAGES), embedder, model],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--embedder", default="hash")
    parser.add_argument("--model", default="scripted/warm")
    parser.add_argument("--root", default=None, help="another checkout whose memorylab to measure")
    parser.add_argument("--label", default="after")
    args = parser.parse_args()
    root = str(Path(args.root or Path(__file__).resolve().parents[1]).resolve())
    runs = [one_run(root, args.embedder, args.model) for _ in range(args.runs)]
    firsts = [r["turns"][0]["ms"] for r in runs]
    laters = [t["ms"] for r in runs for t in r["turns"][1:]]
    pauses = [p for r in runs for p in r["gc_pauses_ms"]]
    row = {
        "first_turn_p50_ms": round(statistics.median(firsts), 1),
        "first_turn_max_ms": round(max(firsts), 1),
        "next_turns_p50_ms": round(statistics.median(laters), 1),
        "full_gc_pauses": len(pauses),
        "full_gc_max_ms": round(max(pauses), 1) if pauses else 0.0,
        "warm_up_s_p50": round(statistics.median(sum(r["warm_up_s"].values()) for r in runs), 2),
    }
    print(f"first turns after warm_up, {args.runs} fresh processes ({root}, load {os.getloadavg()[0]:.1f})")
    print_table([row])
    write_results(
        "warm_start",
        {
            "label": args.label,
            "root": root,
            "embedder": args.embedder,
            "model": args.model,
            "loadavg": os.getloadavg()[0],
            "summary": row,
            "runs": runs,
        },
        key=args.label,
    )


if __name__ == "__main__":
    main()
