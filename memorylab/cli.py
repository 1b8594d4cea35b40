"""The ``memorylab`` command (also ``python -m memorylab``): ``eval``, ``replay``,
``serve-db`` and ``serve-room``."""

from __future__ import annotations

import argparse
import atexit
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from memorylab.errors import InvalidInput, MemoryLabError
from memorylab.front import run_front
from memorylab.lab import MemoryLab
from memorylab.playground import evaluation
from memorylab.playground.replay import replay_cli
from memorylab.policies.scoring import PRESETS


def _ks(text: str) -> list[int]:
    try:
        return [int(k) for k in text.split(",") if k.strip()]
    except ValueError:
        raise InvalidInput(f"--k takes whole numbers separated by commas, e.g. 5,10,20; got {text!r}.") from None


def _json_target(path: str | None) -> Path | None:
    """Checked before the run: a missing folder is said at once, not after an hour."""
    if path is None:
        return None
    target = Path(path)
    if not target.parent.is_dir():
        raise InvalidInput(f"--json: the folder {target.parent} does not exist; create it first.")
    if target.is_dir():
        raise InvalidInput(f"--json: {target} is a folder; give a file name.")
    return target


def _eval(args: argparse.Namespace) -> int:
    ks, target = _ks(args.k), _json_target(args.json)
    with (
        tempfile.TemporaryDirectory() as folder,
        MemoryLab.open(folder, embedder=args.embedder, preset=args.preset) as lab,
    ):
        try:
            result = evaluation.run(
                lab,
                args.dataset,
                path=args.path,
                ks=ks,
                progress=lambda f, m: print(f"\r{f:5.0%} {m}", end="", file=sys.stderr),
            )
        except InvalidInput as exc:
            print(exc, file=sys.stderr)
            return 2
    print(file=sys.stderr)
    print(f"{args.dataset} · preset {args.preset} · {result.n} questions")
    header = "category".ljust(14) + "".join(f"R@{k}".rjust(8) for k in result.ks) + "       n"
    print(header)
    for name, values, n in [("all", result.recall, result.n)] + [
        (c, v, result.counts[c]) for c, v in result.by_category.items()
    ]:
        print(name.ljust(14) + "".join(f"{values[k]:8.3f}" for k in result.ks) + f"{n:8d}")
    print(
        f"retrieval latency (query embedding excluded): p50 {result.latency_ms['p50']} ms, "
        f"p99 {result.latency_ms['p99']} ms"
    )
    if target is not None:
        target.write_text(json.dumps(result.summary(), indent=2))
    return 0


def _replay(args: argparse.Namespace) -> int:
    return replay_cli(args)


def _serve_db(args: argparse.Namespace) -> int:
    """A local Postgres 16 with pgvector from the pgserver package (no system install, no
    network), kept until Ctrl-C: prints the URL the storage backend connects to."""
    import pgserver

    folder = Path(args.dir).resolve()
    folder.mkdir(parents=True, exist_ok=True)
    _stop_on_signals()
    server = None
    try:  # from the moment Postgres runs, a Ctrl-C stops it, even one that lands mid-print
        server = pgserver.get_server(str(folder), cleanup_mode="stop")
        print(f"Postgres with pgvector is running on {folder}. Its URL:\n{server.get_uri()}", flush=True)
        print("Ctrl-C stops it.", flush=True)
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        pass
    finally:
        if server is not None:
            _stop_postgres(server)
    return 0


def _stop_on_signals() -> None:
    """SIGTERM (a service manager, `kill`) stops a serving command the way Ctrl-C does; and
    Ctrl-C does even when the parent started it with SIGINT ignored (Python then leaves it
    ignored: a test runner's worker did)."""
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    signal.signal(signal.SIGINT, signal.default_int_handler)


def _stop_postgres(server: object, tidy_seconds: float = 5.0) -> None:
    """Stop the Postgres this command started, then let pgserver tidy its handle. pgserver's own
    stop first takes a lock shared by every pgserver on the machine and waits for it while
    another one starts or stops (CI's other worker held it past two minutes, and Ctrl-C seemed
    to do nothing); so the server is stopped here (SIGINT: Postgres's fast shutdown), and if
    the tidying cannot have the lock within ``tidy_seconds`` the command exits without it."""
    process = server.get_postmaster_info().process
    if process is not None and process.is_running():
        process.send_signal(signal.SIGINT)
        try:
            process.wait(60)
        except Exception:  # noqa: BLE001 - psutil's TimeoutExpired: it did not stop in a minute
            process.kill()
    tidying = threading.Thread(target=server.cleanup, daemon=True)
    tidying.start()
    tidying.join(tidy_seconds)
    if tidying.is_alive():  # the lock is busy: the server is stopped; pgserver's exit hook would wait too
        sys.stdout.flush()
        os._exit(0)
    # tidied; pgserver's exit hook (pinned 0.1.4: it never unregisters in "stop" mode) would take the
    # machine-wide lock again only to find nothing left to do, and wait for it as long as it is held
    atexit.unregister(server._cleanup)


def _serve_room(args: argparse.Namespace) -> int:
    """A room on one address served by several app servers: a local Postgres (as serve-db,
    unless MEMORYLAB_DATABASE_URL names one), ``--servers`` ``streamlit run app.py`` sharing
    it, and the front (front.py) keeping each browser on one server. Stops them all on
    Ctrl-C or SIGTERM."""
    app = Path(args.app).resolve()
    if not app.exists():
        print(f"No app at {app}: run this from the checkout, or pass --app PATH/app.py.", file=sys.stderr)
        return 2
    server, url, apps = None, os.environ.get("MEMORYLAB_DATABASE_URL"), []
    _stop_on_signals()
    try:  # a Ctrl-C at any moment from here stops whatever has started
        if not url:
            import pgserver

            folder = Path(args.dir).resolve()
            folder.mkdir(parents=True, exist_ok=True)
            server = pgserver.get_server(str(folder), cleanup_mode="stop")
            url = server.get_uri()
        ports = [args.port + 1 + i for i in range(args.servers)]
        env = {**os.environ, "MEMORYLAB_DATABASE_URL": url}
        for p in ports:
            apps.append(subprocess.Popen(
                [sys.executable, "-m", "streamlit", "run", str(app), "--server.headless", "true",
                 "--server.address", "127.0.0.1", "--server.port", str(p), "--browser.gatherUsageStats", "false"],
                cwd=app.parent, env=env,
            ))  # fmt: skip
        for p in ports:
            _wait_healthy(p)
        if os.environ.get("MEMORYLAB_WARM_START", "1") != "0":
            _warm(app, ports, env)
        print(f"memorylab: {args.servers} app servers on one Postgres; the room's address: "
              f"http://{args.address}:{args.port}", flush=True)  # fmt: skip
        run_front(args.port, ports, args.address)
    except KeyboardInterrupt:
        pass
    finally:
        for proc in apps:
            proc.terminate()
        for proc in apps:
            try:
                proc.wait(timeout=60)
            except subprocess.TimeoutExpired:
                proc.kill()
        if server is not None:
            _stop_postgres(server)
    return 0


def _warm(app: Path, ports: list[int], env: dict) -> None:
    """Every server loads its models now, before the room arrives, not only the one the
    presenter's page lands on: one session on each (ui/warm_visit.py, beside the app,
    since the core never imports Streamlit). A server that fails to warm still serves."""
    print(f"memorylab: warming up {len(ports)} app servers (models, indexes)…", flush=True)
    done = subprocess.run([sys.executable, "-m", "ui.warm_visit", *map(str, ports)], cwd=app.parent, env=env)
    if done.returncode != 0:
        print("memorylab: a server did not warm up (above); its first attendees wait for its models.", flush=True)


def _wait_healthy(port: int, seconds: float = 180.0) -> None:
    """Until the app server on ``port`` answers its health check (it loads its models first)."""
    import urllib.request

    deadline = time.monotonic() + seconds
    while True:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health", timeout=2)
            return
        except OSError:
            if time.monotonic() > deadline:
                raise SystemExit(f"the app server on port {port} did not start") from None
            time.sleep(0.5)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="memorylab")
    sub = parser.add_subparsers(dest="command", required=True)
    ev = sub.add_parser("eval", help="evidence recall@k on a conversation benchmark")
    ev.add_argument("--dataset", choices=["locomo", "scenarios"], default="scenarios")
    ev.add_argument("--path", help="the LoCoMo JSON file, or a folder of scenarios")
    ev.add_argument("--k", default="5,10,20")
    ev.add_argument("--preset", choices=list(PRESETS), default="relevance-first")
    ev.add_argument("--embedder", choices=["minilm", "hash"], default="minilm")
    ev.add_argument("--json", help="also write the figures to this file")
    ev.set_defaults(run=_eval)
    rp = sub.add_parser("replay", help="replay a scripted scenario and print the per-turn table")
    rp.add_argument("scenario", help="a scenario file, or a shipped one by name, e.g. preference_change")
    rp.add_argument("--preset", choices=list(PRESETS), default="relevance-first")
    rp.add_argument("--embedder", choices=["minilm", "hash"], default="minilm")
    rp.add_argument(
        "--model",
        default="scripted/replay",
        help="the chat model; the scripted default keeps replays fast and repeatable",
    )
    rp.set_defaults(run=_replay)
    db = sub.add_parser("serve-db", help="start a local Postgres with pgvector and print its URL")
    db.add_argument("--dir", default="data/pg", help="where its data lives (git-ignored under data/)")
    db.set_defaults(run=_serve_db)
    room = sub.add_parser("serve-room", help="serve the app from several processes on one address")
    room.add_argument("--servers", type=int, default=2, help="app servers (processes); 2 on a 2-core machine")
    room.add_argument("--port", type=int, default=8501, help="the room's port; the servers take the next ones")
    room.add_argument("--address", default="0.0.0.0", help="where the front listens (0.0.0.0: the whole network)")
    room.add_argument("--app", default="app.py", help="the Streamlit app to serve")
    room.add_argument("--dir", default="data/pg", help="the local Postgres's data, unless MEMORYLAB_DATABASE_URL")
    room.set_defaults(run=_serve_room)
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except MemoryLabError as exc:  # bad input or a store that cannot be used: said, not a traceback
        print(exc, file=sys.stderr)
        return 2
