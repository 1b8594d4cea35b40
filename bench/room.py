"""The room, memory side: many attendees on one lab at the same moment, and the first
recall after a restart at scale.

    python -m bench.room [--attendees 10,40] [--rounds 3] [--memories 300]
        [--embedder minilm] [--restart 10000,100000] [--label after] [--cache DIR]

(a) ``--attendees``: one ``MemoryLab`` (DuckDB, scripted model: generation costs
nothing; the rule extractor in ``--extract-processes`` workers where the measured checkout
has them, 1 by default as the app serves since round 37: ui/labs.py), each attendee a user of their own holding
``--memories`` LoCoMo dialogue turns of one conversation ("(<date>) <speaker>: <text>").
The lab is warmed up as the server does at start (``lab.warm_up()``, where the code has it: since round 8), then every
attendee first sends one turn alone (caches warm), then all of them send a turn at the same moment (a thread each,
released by one barrier), ``--rounds`` times. The messages are the LoCoMo turns that
follow the stored ones, so the write policy sees real dialogue. Timed: each turn from
the barrier to its ``Turn`` (recall, context, write policy, summary, lifecycle), and its
memory side: the same less its ``generate`` stage (the scripted model's litellm call).
Counted: DuckDB statements and commits per turn (a COMMIT, or a write outside a
transaction), for a later turn alone and at once.

Before/after on one machine: run this same script against another checkout's
``memorylab`` with ``--root DIR`` (the same script, data and counting for both).

(b) ``--restart``: a user holding N memories (LoCoMo turns repeated, real MiniLM vectors
plus a little noise per copy, as bench/retrieval.py builds them) is written, the lab is
opened, used once (a recall and one memory written, so the code under test saves its
own index files) and closed cleanly (what a server restart looks like), then opened
again and the first recall is timed (query vector given: embedding excluded), beside
the open itself and the later recalls; then once more with ``lab.warm_up(models=False)`` run at open
(what a server does at start, where the code has it) before the first recall; and once
more cold with the speaker lever off, so the first recall embeds nothing (LoCoMo questions
name a speaker, and the lever embeds the question without the name: under load that one
MiniLM call can cost more than the index files).
``--cache`` keeps the written data dirs, so a before/after pair reads the same files
instead of writing 100k memories twice.

The browser side of the room (10 real browsers against ``streamlit run``) is not here:
it lives in ``bench/room_browser.py``, kept by whoever owns the serving half.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import replace
from pathlib import Path

import numpy as np

from bench.common import print_table, timed, write_results
from bench.retrieval import LOCOMO, grow
from memorylab import Clock, MemoryLab, Settings
from memorylab.adapters.embed import make_embedder
from memorylab.datasets.conversations import load_locomo, memory_text

MODEL = "scripted/room"


def percentiles(seconds: list[float]) -> dict:
    ms = np.asarray(seconds) * 1000.0
    return {
        "p50_ms": round(float(np.percentile(ms, 50)), 1),
        "p95_ms": round(float(np.percentile(ms, 95)), 1),
        "max_ms": round(float(ms.max()), 1),
    }


# --- (a) attendees at the same moment ----------------------------------------------------


class Attendee:
    """One user: the dialogue turns they hold and the ones they will say next."""

    def __init__(self, n: int, conversation, memories: int):
        start = 40 * (n // 5)  # attendees sharing a conversation start at different places
        turns = conversation.turns[start:] + conversation.turns[:start]
        self.user = f"attendee-{n:02d}"
        self.stored = [memory_text(t) for t in turns[:memories]]
        self.says = [t.text for t in turns[memories:]]


def round_of_turns(lab: MemoryLab, attendees: list[Attendee], turn_no: int, generate: list | None = None) -> list:
    """Every attendee sends turn ``turn_no`` at the same moment; each one's latency
    (``generate``, if given, gets each turn's generate stage in seconds)."""
    barrier = threading.Barrier(len(attendees))
    latencies: list[float] = [0.0] * len(attendees)
    stages: list[float] = [0.0] * len(attendees)
    errors: list[str] = []

    def attend(j: int, who: Attendee) -> None:
        barrier.wait()
        start = time.perf_counter()
        turn = lab.chat(who.user, who.says[turn_no % len(who.says)])
        latencies[j] = time.perf_counter() - start
        stages[j] = turn.timings_ms.get("generate", 0.0) / 1000
        if not turn.ok:
            errors.append(turn.error)

    threads = [threading.Thread(target=attend, args=(j, a)) for j, a in enumerate(attendees)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        raise SystemExit(f"{len(errors)} turns failed, e.g. {errors[0]}")
    if generate is not None:
        generate += stages
    return latencies


class Counting:
    """A DuckDB cursor whose statements and commits are counted: a COMMIT, or a write run
    outside BEGIN ... COMMIT (it commits on its own). The same count for any checkout."""

    totals = {"statements": 0, "commits": 0}
    lock = threading.Lock()

    def __init__(self, cursor):
        self._cursor, self._open = cursor, False

    def _count(self, sql: str) -> None:
        word = sql.lstrip().split(None, 1)[0].upper() if sql.strip() else ""
        with Counting.lock:
            Counting.totals["statements"] += 1
            if word == "BEGIN":
                self._open = True
            elif word in ("COMMIT", "ROLLBACK"):
                Counting.totals["commits"] += word == "COMMIT"
                self._open = False
            elif word in ("INSERT", "UPDATE", "DELETE") or "nextval" in sql:
                Counting.totals["commits"] += not self._open

    def execute(self, sql, *args, **kwargs):
        self._count(sql)
        return self._cursor.execute(sql, *args, **kwargs)

    def sql(self, sql, *args, **kwargs):
        self._count(sql)
        return self._cursor.sql(sql, *args, **kwargs)

    def __getattr__(self, name):
        return getattr(self._cursor, name)


def count_statements(lab: MemoryLab) -> None:
    """Count the lab's DuckDB statements from now on (each thread's cursor wrapped once)."""
    cursors = lab._store._cursors
    mine, wrapped = cursors.mine, {}

    def counted():
        cursor = mine()
        if id(cursor) not in wrapped:
            wrapped[id(cursor)] = Counting(cursor)
        return wrapped[id(cursor)]

    cursors.mine = counted


def counts(lab: MemoryLab) -> tuple[int, int]:
    """(statements, commits) counted so far."""
    return Counting.totals["statements"], Counting.totals["commits"]


def per_turn(before: tuple, after: tuple, turns: int) -> dict:
    names = ("statements_per_turn", "commits_per_turn")
    return {n: round((b - a) / turns, 2) for n, a, b in zip(names, before, after)}


def attendees_run(n: int, conversations, memories: int, rounds: int, embedder, known: dict | None) -> dict:
    """``known``: text -> vector already computed by this embedder (the stored turns are
    written with them; what the attendees say during the run is embedded live)."""
    attendees = [Attendee(i, conversations[i % len(conversations)], memories) for i in range(n)]
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings.from_env(data_dir=folder, model=MODEL)
        lab = MemoryLab.open(settings=settings, embedder=embedder, clock=Clock())
        for a in attendees:
            vectors = np.stack([known[t] for t in a.stored]) if known else None
            lab.remember_many(a.user, a.stored, vectors=vectors)
        if hasattr(lab, "warm_up"):  # what the server does at start (models, word lists, litellm's route)
            lab.warm_up()
        first = []
        for a in attendees:  # warm: indexes loaded, litellm imported; also the turn's cost alone
            first.append(timed(lab.chat, a.user, a.says[0])[0])
        count_statements(lab)
        start = counts(lab)
        alone = [timed(lab.chat, a.user, a.says[-1])[0] for a in attendees]  # a later turn alone
        alone_counts = per_turn(start, counts(lab), len(attendees))
        together, generate = [], []
        start = counts(lab)
        for r in range(1, rounds + 1):
            together += round_of_turns(lab, attendees, r, generate)
        at_once_counts = per_turn(start, counts(lab), len(together))
        lab.close()
    memory_side = [t - g for t, g in zip(together, generate)]
    return {
        "attendees": n,
        "memories_each": memories,
        "turns_timed": len(together),
        **percentiles(together),
        **{f"memory_side_{k}": v for k, v in percentiles(memory_side).items()},
        "extract_processes": getattr(lab.settings, "extract_processes", "n/a"),
        "first_alone_p50_ms": round(statistics.median(first) * 1000, 1),
        "alone_p50_ms": round(statistics.median(alone) * 1000, 1),
        **{f"alone_{k}": v for k, v in alone_counts.items()},
        **{f"at_once_{k}": v for k, v in at_once_counts.items()},
    }


# --- (b) the first recall after a restart ------------------------------------------------


def prepared(n: int, texts: list[str], vectors: np.ndarray, cache: Path | None, embedder) -> Path:
    """A closed lab holding ``n`` memories of user "bench": built once, then copied."""
    source = cache / f"restart-{n}" if cache else None
    if source is None or not (source / "done").exists():
        folder = source or Path(tempfile.mkdtemp(prefix="room-restart-"))
        shutil.rmtree(folder, ignore_errors=True)
        mem_texts, mem_vectors = grow(texts, vectors, n, seed=n)
        with MemoryLab.open(folder, embedder=embedder, clock=Clock()) as lab:
            for i in range(0, n, 10_000):
                lab.remember_many("bench", mem_texts[i : i + 10_000], vectors=mem_vectors[i : i + 10_000])
        (folder / "done").write_text("written by bench.room\n")
        source = folder
    copy = Path(tempfile.mkdtemp(prefix="room-copy-")) / "lab"
    shutil.copytree(source, copy)
    return copy


def restart_run(n: int, texts, vectors, questions, qvecs, cache: Path | None, embedder) -> dict:
    """Three lives of one data dir: the last one before the restart (writes its files),
    a cold restart (the first recall right after open), and a server-like restart
    (``lab.warm_up(models=False)`` at start, where the code has it, then the first recall)."""
    folder = prepared(n, texts, vectors, cache, embedder)
    try:
        with MemoryLab.open(folder, embedder=embedder, clock=Clock()) as lab:  # the server's last life
            lab.recall("bench", questions[0], k=10, vector=qvecs[0])
            lab.remember("bench", "The server's last life wrote this before it stopped.")  # its files saved anew
        open_s, lab = timed(MemoryLab.open, folder, embedder=embedder, clock=Clock())
        first_s, _ = timed(lab.recall, "bench", questions[1], k=10, vector=qvecs[1])
        later = [timed(lab.recall, "bench", q, k=10, vector=v)[0] for q, v in zip(questions[2:52], qvecs[2:52])]
        deadline = time.monotonic() + 300
        rows = getattr(lab, "_derived", None) or lab.derived  # private since the facade round
        while len(rows.rows) < n and time.monotonic() < deadline:  # rows cached in the background
            time.sleep(0.5)
        settled = [timed(lab.recall, "bench", q, k=10, vector=v)[0] for q, v in zip(questions[2:52], qvecs[2:52])]
        lab.close()
        preload_s = first_after_preload_s = None
        with MemoryLab.open(folder, embedder=embedder, clock=Clock()) as lab:
            if hasattr(lab, "preload"):  # before the facade round
                preload_s, _ = timed(lab.preload, background=False)
            else:
                preload_s, _ = timed(lab.warm_up, models=False)  # the index files only
            first_after_preload_s, _ = timed(lab.recall, "bench", questions[1], k=10, vector=qvecs[1])
        with MemoryLab.open(folder, embedder=embedder, clock=Clock()) as lab:  # the index files alone
            if hasattr(lab.weights, "dense_without_speaker"):  # no second embedding of the question
                lab.weights = replace(lab.weights, dense_without_speaker=False)
            no_lever_s, _ = timed(lab.recall, "bench", questions[1], k=10, vector=qvecs[1])
    finally:
        shutil.rmtree(folder.parent, ignore_errors=True)
    return {
        "memories": n,
        "open_ms": round(open_s * 1000, 1),
        "first_recall_ms": round(first_s * 1000, 1),
        "later_recall_p50_ms": round(statistics.median(later) * 1000, 2),
        "settled_recall_p50_ms": round(statistics.median(settled) * 1000, 2),
        "preload_ms": None if preload_s is None else round(preload_s * 1000, 1),
        "first_recall_after_preload_ms": None
        if first_after_preload_s is None
        else round(first_after_preload_s * 1000, 1),
        "first_recall_no_embedding_ms": round(no_lever_s * 1000, 1),
    }


# --- the run -------------------------------------------------------------------------------


def embedded_locomo(conversations, embedder, cache: Path | None) -> tuple[list[str], np.ndarray, list, np.ndarray]:
    texts = [memory_text(t) for c in conversations for t in c.turns]
    questions = [q.text for c in conversations for q in c.questions][:60]
    saved = cache / f"locomo-{embedder.name}.npz" if cache else None
    if saved is not None and saved.exists():
        data = np.load(saved)
        return texts, data["vectors"], questions, data["queries"]
    vectors, qvecs = embedder.embed(texts), embedder.embed(questions)
    if saved is not None:
        saved.parent.mkdir(parents=True, exist_ok=True)
        np.savez(saved, vectors=vectors, queries=qvecs)
    return texts, vectors, questions, qvecs


def run_against(root: Path) -> int:
    """This script, run on ``root``'s memorylab: from a folder holding only a link to this
    script's bench package, with ``root`` first on the import path (so the same script
    and data measure both checkouts, back to back)."""
    if not (root / "memorylab" / "__init__.py").exists():
        raise SystemExit(f"No memorylab package in {root}.")
    argv = sys.argv[1:]
    at = argv.index("--root")
    argv = argv[:at] + argv[at + 2 :]
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / "bench").symlink_to(Path(__file__).resolve().parent)
        env = {**os.environ, "PYTHONPATH": str(root.resolve())}
        return subprocess.run([sys.executable, "-m", "bench.room", *argv], cwd=folder, env=env).returncode


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--attendees", default="10,40", help="comma-separated; empty to skip")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--memories", type=int, default=300, help="memories each attendee holds")
    parser.add_argument("--embedder", default="minilm", choices=("minilm", "minilm-int8", "hash"))
    parser.add_argument("--restart", default="10000,100000", help="comma-separated sizes; empty to skip")
    parser.add_argument("--locomo", default=str(LOCOMO))
    parser.add_argument("--cache", default=None, help="folder keeping written labs and vectors between runs")
    parser.add_argument("--label", default="after", help="key of this run in bench/results/room.json")
    parser.add_argument("--root", default=None, help="another checkout whose memorylab to measure")
    parser.add_argument(
        "--extract-processes",
        type=int,
        default=1,
        help="the rule extractor's worker processes (services/rules_pool.py; 1, the default, as the app serves; 0: in"
        " each turn's thread, as the library does)",
    )
    args = parser.parse_args()
    os.environ["MEMORYLAB_EXTRACT_PROCESSES"] = str(args.extract_processes)  # read by Settings.from_env, where known
    if args.root:
        raise SystemExit(run_against(Path(args.root)))
    if not Path(args.locomo).exists():
        raise SystemExit(f"LoCoMo not found at {args.locomo}: this benchmark needs real dialogue text.")
    cache = Path(args.cache) if args.cache else None
    load = open("/proc/loadavg").read().split()[:3]
    conversations = load_locomo(args.locomo)
    embedder, minilm = make_embedder(args.embedder), make_embedder("minilm")
    texts, vectors, questions, qvecs = embedded_locomo(conversations, minilm, cache)
    known = dict(zip(texts, vectors)) if embedder is minilm else None
    room = []
    for n in (int(s) for s in args.attendees.split(",") if s):
        room.append(attendees_run(n, conversations, args.memories, args.rounds, embedder, known))
        print(room[-1], flush=True)
    restart = []
    if args.restart:
        for n in (int(s) for s in args.restart.split(",") if s):
            restart.append(restart_run(n, texts, vectors, questions, qvecs, cache, minilm))
            print(restart[-1], flush=True)
    load = [open("/proc/loadavg").read().split()[:3], load]
    print_table(room)
    print_table(restart)
    print("load before -> after", load[1], "->", load[0])
    path = write_results(
        "room",
        {
            "label": args.label,
            "note": "2-core machine shared with other engineers' jobs while this ran",
            "loadavg": load,
            "root": args.root or "this checkout",
            "attendees": {"embedder": embedder.name, "model": MODEL, "rounds": args.rounds, "rows": room},
            "restart": {
                "embedder": "all-MiniLM-L6-v2",
                "data": "LoCoMo turns repeated, vectors + noise",
                "rows": restart,
            },
        },
        key=args.label,
    )
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
