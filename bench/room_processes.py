"""The room served by several processes: does a second interpreter buy what one cannot?

    python -m bench.room_processes [--attendees 40] [--rounds 3] [--memories 300]
        [--setups duckdb:1,postgres:1,postgres:2] [--label NAME]

bench/room.py measures one ``MemoryLab`` in one process: at 40 attendees at once its turns
queue on the one interpreter (on 2 cores a turn holds the GIL for about 20 ms of its own
Python: litellm, the write policy, the context, the re-rank), so p95 is near 40 x 20 ms
whatever the locks do. The route out is more interpreters, and only the Postgres backend
lets several processes share one memory. This script measures that route, memory side
only, with bench/room.py's attendees (each a user holding ``--memories`` LoCoMo dialogue
turns, scripted model through litellm, hash embedder: generation and embedding cost
nothing) and the same timing (each turn from a barrier that releases every attendee of
every process at once to its ``Turn``):

- ``duckdb:1``: one process on a DuckDB file (bench/room.py's setup, for the side by side);
- ``postgres:1``: one process on Postgres 16 (pgserver, unix socket, same machine);
- ``postgres:P``: P processes on the same Postgres, the attendees dealt out among them
  (as a server front routing each attendee to one process would), each process warmed up
  (``lab.warm_up``) before its attendees' first turn.

The Postgres server itself runs on the same 2 cores, so what it costs is counted too.
Results go to bench/results/room_processes.json under ``--label``.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import statistics
import tempfile
import threading
import time
from pathlib import Path

from bench.common import print_table, write_results
from bench.retrieval import LOCOMO
from bench.room import MODEL, Attendee, percentiles


def _attendees(indexes: list[int], memories: int, locomo: str) -> list[Attendee]:
    from memorylab.datasets.conversations import load_locomo

    conversations = load_locomo(Path(locomo))
    return [Attendee(i, conversations[i % len(conversations)], memories) for i in indexes]


def _open(where: str):
    from memorylab import Clock, MemoryLab, Settings
    from memorylab.adapters.embed import make_embedder

    if where.startswith("postgresql"):
        settings = Settings.from_env(model=MODEL)
        return MemoryLab.open(where, settings=settings, embedder=make_embedder("hash"), clock=Clock())
    settings = Settings.from_env(data_dir=where, model=MODEL)
    return MemoryLab.open(settings=settings, embedder=make_embedder("hash"), clock=Clock())


def serve(where: str, indexes: list[int], args: dict, start: mp.Barrier, ready: mp.Barrier, out: mp.Queue) -> None:
    """One process of the room: its attendees' turns, alone first, then at once with every
    other process's attendees (``start`` counts every attendee of every process)."""
    attendees = _attendees(indexes, args["memories"], args["locomo"])
    lab = _open(where)
    try:
        lab.warm_up()
        alone = []
        for a in attendees:  # caches warm, and each one's cost alone
            lab.chat(a.user, a.says[0])
            began = time.perf_counter()
            lab.chat(a.user, a.says[-1])
            alone.append(time.perf_counter() - began)
        ready.wait()  # every process warm before the first round
        latencies: list[float] = []
        memory_side: list[float] = []
        guard = threading.Lock()

        def attend(who: Attendee, turn_no: int) -> None:
            start.wait()
            began = time.perf_counter()
            turn = lab.chat(who.user, who.says[turn_no % len(who.says)])
            took = time.perf_counter() - began
            if not turn.ok:
                raise SystemExit(f"a turn failed: {turn.error}")
            with guard:
                latencies.append(took)
                memory_side.append(took - turn.timings_ms.get("generate", 0.0) / 1000)

        for r in range(1, args["rounds"] + 1):
            threads = [threading.Thread(target=attend, args=(a, r)) for a in attendees]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            ready.wait()  # the round over everywhere before the next one starts
        out.put({"pid": os.getpid(), "alone": alone, "latencies": latencies, "memory_side": memory_side})
    finally:
        lab.close()


def fill(where: str, n: int, memories: int, locomo: str) -> None:
    """Every attendee's stored turns, written once before the processes open the memory."""
    lab = _open(where)
    try:
        for a in _attendees(list(range(n)), memories, locomo):
            lab.remember_many(a.user, a.stored)
    finally:
        lab.close()


def run_setup(where: str, processes: int, args: argparse.Namespace) -> dict:
    fill(where, args.attendees, args.memories, args.locomo)
    ctx = mp.get_context("spawn")
    start = ctx.Barrier(args.attendees)
    ready = ctx.Barrier(processes)
    out = ctx.Queue()
    shared = {"memories": args.memories, "rounds": args.rounds, "locomo": args.locomo}
    dealt = [list(range(p, args.attendees, processes)) for p in range(processes)]
    workers = [ctx.Process(target=serve, args=(where, d, shared, start, ready, out)) for d in dealt]
    for w in workers:
        w.start()
    results = [out.get(timeout=1800) for _ in workers]
    for w in workers:
        w.join()
        if w.exitcode:
            raise SystemExit(f"a room process failed (exit {w.exitcode})")
    together = [s for r in results for s in r["latencies"]]
    memory_side = [s for r in results for s in r["memory_side"]]
    alone = [s for r in results for s in r["alone"]]
    return {
        "attendees": args.attendees,
        "processes": processes,
        "turns_timed": len(together),
        **percentiles(together),
        **{f"memory_side_{k}": v for k, v in percentiles(memory_side).items()},
        "alone_p50_ms": round(statistics.median(alone) * 1000, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--attendees", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--memories", type=int, default=300, help="memories each attendee holds")
    parser.add_argument("--setups", default="duckdb:1,postgres:1,postgres:2", help="backend:processes, in order")
    parser.add_argument("--locomo", default=str(LOCOMO))
    parser.add_argument("--label", default="after")
    args = parser.parse_args()
    if not Path(args.locomo).exists():
        raise SystemExit(f"LoCoMo not found at {args.locomo}: this benchmark needs real dialogue text.")
    setups = [(b, int(p)) for b, p in (s.split(":") for s in args.setups.split(","))]
    server = None
    if any(b == "postgres" for b, _ in setups):
        import pgserver

        server = pgserver.get_server(tempfile.mkdtemp(prefix="memorylab-room-pg-"), cleanup_mode="stop")
    rows = []
    try:
        for n, (backend, processes) in enumerate(setups):
            started = time.time()
            with tempfile.TemporaryDirectory() as folder:
                if backend == "postgres":
                    import psycopg

                    name = f"room_{n}"
                    with psycopg.connect(server.get_uri(), autocommit=True) as con:
                        con.execute(f"CREATE DATABASE {name}")
                    where = server.get_uri().replace("/postgres?", f"/{name}?", 1)
                elif processes == 1:
                    where = folder
                else:
                    raise SystemExit("a DuckDB file is one process's: duckdb:1 only")
                row = {"backend": backend, **run_setup(where, processes, args)}
            rows.append(row)
            print(f"{backend}:{processes} in {time.time() - started:.0f} s: {row}", flush=True)
    finally:
        if server is not None:
            server.cleanup()
    print_table(rows)
    path = write_results(
        "room_processes",
        {
            "label": args.label,
            "loadavg": os.getloadavg(),
            "embedder": "hash",
            "model": MODEL,
            "rounds": args.rounds,
            "postgres": "16 + pgvector, pgserver, unix socket, on the same 2 cores",
            "rows": rows,
        },
        key=args.label,
    )
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
