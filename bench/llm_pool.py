"""The local model's pool: ten replies asked at the same moment, for each pool size and
threads per instance, with the prompts a real chat turn builds (the demo persona's
memories, the workshop's questions, the small model's prompt layout).

    python -m bench.llm_pool [--configs 1x2,1x1,2x1,3x1,4x1] [--replies 10]

Each configuration runs in a fresh process (the pool is sized once per process), models
loaded before the clock starts. Reports the time to the first streamed token and to the
whole reply, p50/p95/max, the pieces the replies streamed in, and what the rest of the
server gets meanwhile: a fixed pure-Python job (about 1 ms alone) run in a thread beside the
replies, counted per second (other attendees' memory work shares that interpreter lock).
Writes bench/results/llm_pool.json.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import replace

import numpy as np

from bench.common import print_table, write_results

QUESTIONS = [
    "How often do I want reports?",
    "What is my name?",
    "Where do I live?",
    "What do I like to do at the weekend?",
    "What should I drink in the morning?",
    "Who is my manager?",
    "What project am I working on?",
    "When is my next holiday?",
    "Which language am I learning?",
    "What did I say about my team?",
]


def workshop_prompts(n: int) -> list[list[dict]]:
    """The exact messages the agent sends the local model for ``n`` questions about the
    demo persona (recorded through the scripted fake with the local model's layout)."""
    from memorylab import MemoryLab, Settings
    from memorylab.adapters.llm import SCRIPTED
    from memorylab.playground.demo import load_demo

    settings = Settings.from_env(data_dir=tempfile.mkdtemp(), embedder="hash", model="scripted/bench")
    settings = settings.with_(agent=replace(settings.agent, prompt_layout="user"))
    with MemoryLab.open(settings=settings) as lab:
        load_demo(lab, "sam")
        SCRIPTED.reset()
        for i in range(n):
            lab.chat("sam", QUESTIONS[i % len(QUESTIONS)], f"s{i}")
        prompts = list(SCRIPTED.prompts)
    return prompts


def one_config(replies: int) -> dict:
    """Inside a child process: warm the pool, then ``replies`` streamed replies at once."""
    from memorylab.adapters.llm import LLM, ReplyStream

    llm = LLM("local/smollm2")
    llm.warm()
    prompts = workshop_prompts(replies)
    first, whole, tokens, pieces = [0.0] * replies, [0.0] * replies, [0] * replies, [0] * replies
    gate, finished, probed = threading.Barrier(replies + 1), threading.Event(), []

    def reply(i: int) -> None:
        stream = ReplyStream()
        gate.wait()
        start = time.perf_counter()

        def watch() -> None:
            for kind, _ in stream.events():
                pieces[i] += kind == "token"
                if kind == "token" and not first[i]:
                    first[i] = time.perf_counter() - start

        reader = threading.Thread(target=watch)
        reader.start()
        done = llm.complete(prompts[i], max_tokens=200, stream=stream)
        whole[i], tokens[i] = time.perf_counter() - start, done.completion_tokens
        stream.close()
        reader.join()

    def probe() -> None:
        """Another attendee's memory work while the replies stream: a fixed pure-Python job
        (about a millisecond alone), run again and again under the one interpreter lock."""
        gate.wait()
        start = time.perf_counter()
        while not finished.is_set():
            sum(i * i for i in range(20_000))
            probed.append(time.perf_counter())
        probed.append(start)

    threads = [threading.Thread(target=reply, args=(i,)) for i in range(replies)]
    prober = threading.Thread(target=probe)
    for t in [*threads, prober]:
        t.start()
    for t in threads:
        t.join()
    finished.set()
    prober.join()
    start = probed.pop()
    return {
        "first_token_s": figures(first),
        "reply_s": figures(whole),
        "tokens": int(sum(tokens)),
        "pieces": int(sum(pieces)),
        "probe_jobs_per_s": round(len(probed) / (max(probed) - start), 1),
    }


def figures(seconds: list[float]) -> dict:
    s = np.asarray(seconds)
    return {
        "p50": round(float(np.percentile(s, 50)), 2),
        "p95": round(float(np.percentile(s, 95)), 2),
        "max": round(float(s.max()), 2),
    }


def run_config(config: str, replies: int) -> dict:
    pool, threads = (int(x) for x in config.split("x"))
    env = {**os.environ, "MEMORYLAB_LLM_POOL": str(pool), "MEMORYLAB_LLM_THREADS": str(threads)}
    out = subprocess.run(
        [sys.executable, "-m", "bench.llm_pool", "--child", str(replies)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return {"pool": pool, "threads_each": threads, **json.loads(out.stdout.strip().splitlines()[-1])}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--configs", default="1x2,1x1,2x1,3x1,4x1")
    parser.add_argument("--replies", type=int, default=10)
    parser.add_argument("--note", default="", help="what else ran on the machine meanwhile")
    parser.add_argument("--label", default="", help="a name for this run in the results")
    parser.add_argument("--child", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(one_config(args.child)))
        return
    rows = []
    for config in args.configs.split(","):
        row = run_config(config, args.replies)
        rows.append(row)
        print(json.dumps(row), flush=True)
    print_table(
        [
            {
                "pool x threads": f"{r['pool']}x{r['threads_each']}",
                "first token p50/p95 s": f"{r['first_token_s']['p50']} / {r['first_token_s']['p95']}",
                "reply p50/p95/max s": f"{r['reply_s']['p50']} / {r['reply_s']['p95']} / {r['reply_s']['max']}",
                "tokens": r["tokens"],
                "pieces": r.get("pieces", "-"),
                "probe jobs/s": r.get("probe_jobs_per_s", "-"),
            }
            for r in rows
        ]
    )
    run = {"replies_at_once": args.replies, "note": args.note, "configs": rows}
    print(f"wrote {write_results('llm_pool', run, key=args.label or None)}")


if __name__ == "__main__":
    main()
