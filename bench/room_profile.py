"""Where a turn's time goes, memory side: one turn alone and N attendees at once.

    python -m bench.room_profile [--attendees 40] [--rounds 2] [--memories 300]
        [--embedder minilm|minilm-int8|hash] [--pyspy] [--torch-threads 1,2] [--label NAME]

The lab and the attendees are bench/room.py's (each attendee a user holding LoCoMo
turns, scripted model). Three views of the same turns:

- **stages**: the turn's own stopwatch (``Turn.timings_ms``: recall, context, generate,
  memory use, write, summary, lifecycle, events), mean per turn;
- **embedding**: the embedder is wrapped in a timer, so each turn's wall time inside
  embedding calls (and the number of calls and texts) is known; the rest is the memory
  machinery (DuckDB, indexes, locks, Python);
- **samples** (``--pyspy``, needs py-spy): the attendee threads sampled while the rounds
  run, each sample put in one bucket by its innermost frame: embedding (torch,
  sentence-transformers), database (duckdb), index (hnswlib, the keyword index),
  waiting on a lock (the frame is a ``with ...lock`` line or an ``acquire``), other
  Python. A thread waiting for a core or the GIL is counted where it stands.

Results go to bench/results/room_profile.json under ``--label``.
"""

from __future__ import annotations

import argparse
import linecache
import os
import re
import subprocess
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

import numpy as np

from bench.common import print_table, write_results
from bench.retrieval import LOCOMO
from bench.room import MODEL, Attendee, embedded_locomo, percentiles
from memorylab import Clock, MemoryLab, Settings
from memorylab.adapters.embed import embed_queries, make_embedder
from memorylab.datasets.conversations import load_locomo


class TimedEmbedder:
    """The embedder it wraps, with each thread's seconds, calls and texts added up."""

    def __init__(self, inner):
        self.inner, self.name, self.dim = inner, inner.name, inner.dim
        self._local = threading.local()
        if hasattr(inner, "embed_queries"):
            self.embed_queries = lambda texts: self._timed(lambda t: embed_queries(inner, t), texts)

    def _timed(self, fn, texts):
        start = time.perf_counter()
        try:
            return fn(texts)
        finally:
            local = self._local
            local.seconds = getattr(local, "seconds", 0.0) + time.perf_counter() - start
            local.calls = getattr(local, "calls", 0) + 1
            local.texts = getattr(local, "texts", 0) + len(texts)

    def embed(self, texts):
        return self._timed(self.inner.embed, texts)

    def spent(self) -> tuple[float, int, int]:
        """This thread's (seconds, calls, texts) so far."""
        local = self._local
        return getattr(local, "seconds", 0.0), getattr(local, "calls", 0), getattr(local, "texts", 0)


def timed_turn(lab: MemoryLab, embedder: TimedEmbedder, user: str, message: str) -> dict:
    """One turn: its latency, its stages and its embedding cost."""
    before = embedder.spent()
    start = time.perf_counter()
    turn = lab.chat(user, message)
    total = time.perf_counter() - start
    if not turn.ok:
        raise SystemExit(f"turn failed: {turn.error}")
    after = embedder.spent()
    return {
        "total_ms": total * 1000,
        "embed_ms": (after[0] - before[0]) * 1000,
        "embed_calls": after[1] - before[1],
        "embed_texts": after[2] - before[2],
        **{f"stage {k}": v for k, v in turn.timings_ms.items()},
    }


def together(lab: MemoryLab, embedder: TimedEmbedder, attendees: list[Attendee], turn_no: int) -> list[dict]:
    barrier = threading.Barrier(len(attendees))
    out: list[dict] = [{} for _ in attendees]

    def attend(j: int, who: Attendee) -> None:
        barrier.wait()
        out[j] = timed_turn(lab, embedder, who.user, who.says[turn_no % len(who.says)])

    threads = [threading.Thread(target=attend, args=(j, a)) for j, a in enumerate(attendees)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return out


def summary(turns: list[dict]) -> dict:
    """Mean of every figure over the turns, plus the latency percentiles."""
    keys = sorted({k for t in turns for k in t}, key=lambda k: (k.startswith("stage"), k))
    out = {k: round(float(np.mean([t.get(k, 0.0) for t in turns])), 1) for k in keys}
    out["rest_ms"] = round(out["total_ms"] - out["embed_ms"], 1)
    return {**percentiles([t["total_ms"] / 1000 for t in turns]), **out}


# --- py-spy samples ------------------------------------------------------------------------

BUCKETS = ("embedding", "database", "index", "lock wait", "python")
_LOCK_LINE = re.compile(r"^\s*with\b.*(lock|_writing|gate|guard|alone|every)|\.acquire\(|barrier\.wait")


def bucket(frames: list[str]) -> str:
    """The bucket of one sample (frames outermost first, "func (file:line)")."""
    joined = ";".join(frames)
    if "sentence_transformers" in joined or "/torch/" in joined or "transformers/" in joined:
        return "embedding"
    inner = frames[-1]
    match = re.search(r"\((.+):(\d+)\)$", inner)
    if match and _LOCK_LINE.search(linecache.getline(str(Path(match.group(1)).resolve()), int(match.group(2)))):
        return "lock wait"
    if "duckdb" in inner or "/storage/" in inner:
        return "database"
    if "hnswlib" in inner or "/indexes/" in inner:
        return "index"
    return "python"


def classify(raw: Path) -> dict:
    """py-spy's collapsed stacks of the attendee threads, counted per bucket."""
    counts: Counter = Counter()
    for line in raw.read_text().splitlines():
        stack, _, n = line.rpartition(" ")
        frames = stack.split(";")
        if not any(".attend (" in f for f in frames):
            continue
        counts[bucket(frames)] += int(n)
    total = sum(counts.values()) or 1
    return {b: round(100 * counts[b] / total, 1) for b in BUCKETS} | {"samples": total}


class Sampler:
    """py-spy recording this very process while the rounds run."""

    def __init__(self, out: Path):
        self.out = out
        command = ["py-spy", "record", "--pid", str(os.getpid()), "--format", "raw", "--idle", "--nonblocking"]
        self.proc = subprocess.Popen(
            command + ["--rate", "100", "--output", str(out)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
        )
        time.sleep(1.0)  # py-spy attaches

    def stop(self) -> dict:
        self.proc.send_signal(2)
        self.proc.wait(timeout=60)
        return classify(self.out) if self.out.exists() else {"error": self.proc.stderr.read().decode()[-300:]}


# --- the run -------------------------------------------------------------------------------


def profile(
    n: int, conversations, memories: int, rounds: int, embedder, known: dict | None, pyspy: bool, threads: list[int]
) -> dict:
    attendees = [Attendee(i, conversations[i % len(conversations)], memories) for i in range(n)]
    timer = TimedEmbedder(embedder)
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings.from_env(data_dir=folder, model=MODEL)
        lab = MemoryLab.open(settings=settings, embedder=timer, clock=Clock())
        for a in attendees:
            vectors = np.stack([known[t] for t in a.stored]) if known else None
            lab.remember_many(a.user, a.stored, vectors=vectors)
        first = [timed_turn(lab, timer, a.user, a.says[0]) for a in attendees]  # indexes load
        alone = [timed_turn(lab, timer, a.user, a.says[1]) for a in attendees]
        sampler = Sampler(Path(tempfile.gettempdir()) / f"room-pyspy-{os.getpid()}.txt") if pyspy else None
        at_once: dict[int, list[dict]] = {t: [] for t in threads}
        said = 2  # each round says new messages: a cached question would cost nothing
        for _ in range(rounds):  # the thread counts take turns, round by round
            for t in threads:
                torch_threads(t)
                at_once[t] += together(lab, timer, attendees, said)
                said += 1
        samples = sampler.stop() if sampler else None
        lab.close()
    out = {"attendees": n, "first turn alone": summary(first), "a later turn alone": summary(alone)}
    for t, turns in at_once.items():
        out[f"{n} at once" + (f", torch threads {t}" if t else "")] = summary(turns)
    return out | {"samples at once (% of attendee-thread samples)": samples}


def torch_threads(n: int) -> None:
    """0: leave torch as the embedder set it."""
    if n:
        import torch

        torch.set_num_threads(n)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--attendees", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--memories", type=int, default=300)
    parser.add_argument("--embedder", default="minilm")
    parser.add_argument("--pyspy", action="store_true", help="sample the attendee threads with py-spy")
    parser.add_argument("--cache", default=None, help="folder keeping LoCoMo vectors between runs")
    parser.add_argument("--label", default="now")
    parser.add_argument("--torch-threads", default="0", help="e.g. 1,2: rounds alternate between them; 0 = as set")
    args = parser.parse_args()
    conversations = load_locomo(LOCOMO if LOCOMO.exists() else "/work/shared/data/locomo_dev.json")
    embedder, minilm = make_embedder(args.embedder), make_embedder("minilm")
    texts, vectors, _, _ = embedded_locomo(conversations, minilm, Path(args.cache) if args.cache else None)
    known = dict(zip(texts, vectors)) if embedder is minilm else None
    load = open("/proc/loadavg").read().split()[:3]
    threads = [int(t) for t in args.torch_threads.split(",")]
    result = profile(args.attendees, conversations, args.memories, args.rounds, embedder, known, args.pyspy, threads)
    result["loadavg before"] = load
    result["loadavg after"] = open("/proc/loadavg").read().split()[:3]
    rows = [{"view": k, **v} for k, v in result.items() if isinstance(v, dict) and "total_ms" in v]
    print_table(rows)
    print(result.get("samples at once (% of attendee-thread samples)"))
    print("load", result["loadavg before"], "->", result["loadavg after"])
    write_results("room_profile", {"embedder": embedder.name, "model": MODEL, **result}, key=args.label)


if __name__ == "__main__":
    main()
