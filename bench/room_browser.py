"""A room against one ``streamlit run`` server: attendees in real Chromium contexts or as
protocol clients (``bench.browser_protocol``), all pressing Enter at the same moment.

    python -m bench.room_browser --label after                                 # 10 Chromium + the control row
    python -m bench.room_browser --label after --protocol 40                   # 40 protocol + 1 watched Chromium
    python -m bench.room_browser --label after --compare 3                     # one attendee: browser vs protocol
    python -m bench.room_browser --label before --root /work/base5             # another checkout's app
    python -m bench.room_browser --label after --models default --protocol 10  # MiniLM + SmolLM2

As in the workshop, the presenter opens the app first and sends one message (its reply
time, ``presenter_first_reply_s``, is what a fresh server costs the first person to chat);
then the attendees arrive, each their own user. Per attendee: first paint (navigation to
the page's title), time to the first streamed piece of the reply (the assistant's message
shows text), and time to the whole turn (the "Last turn" tabs of that turn are drawn, so
the memory work is done too). Prints p50/p95/max and keeps each run under its label in
bench/results/room_browser.json.

Ten Chromiums on the server's two cores are most of what they time, so:

- **The control row** (``control``, Chromium rooms): a bare Streamlit page
  (``bench.browser_control``) opened by as many fresh contexts at once, in the same
  browser and the same run: Streamlit's own first paint here, the floor under ours.
- **Protocol attendees** (``--protocol N``): clients that speak the websocket protocol the
  browser speaks, so the server does each attendee's work while nothing renders here, as
  when each attendee's own laptop renders their page; ``--watched`` real Chromium
  attendees (default 1) among them show what a browser sees. Their rows are kept apart
  (``protocol`` and ``watched``). A protocol attendee fetches the static files the
  presenter's Chromium fetched, as a laptop's browser would.
- **The server's own times**: CPU seconds of the server, the browsers and this process's
  protocol clients in each phase (``cpu_s``), and from the server's run log
  (``MEMORYLAB_RUN_LOG``, written by app.py) per attendee: from its websocket opening to its
  first script run done (``server_first_run_s``), that run's own length
  (``server_script_s``) and from Enter to the reply's first piece leaving the server
  (``server_first_piece_s``). An older checkout writes no run log: these are left out.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

import numpy as np
import psutil

from bench.browser_control import control_paints, start_bare_server, wait_healthy
from bench.browser_cpu import CpuMeter
from bench.browser_protocol import ProtocolAttendee
from bench.browser_proxy import start_static_proxy
from bench.common import write_results

ROOT = Path(__file__).resolve().parent.parent
MODELS = {
    "scripted": {"MEMORYLAB_EMBEDDER": "hash", "MEMORYLAB_MODEL": "scripted/room"},
    "default": {"MEMORYLAB_EMBEDDER": "minilm", "MEMORYLAB_MODEL": "local/smollm2"},
}
REPLY_TEXT = """() => {
    const messages = document.querySelectorAll('[data-testid="stChatMessage"]');
    if (messages.length < 2) return false;
    const last = messages[messages.length - 1];
    return [...last.querySelectorAll('[data-testid="stMarkdownContainer"]')]
        .some(m => !m.closest('[data-testid="stCaptionContainer"]') && m.innerText.trim().length > 0);
}"""
QUEUE_SHOWN = """() => [...document.querySelectorAll('[data-testid="stCaptionContainer"]')]
    .some(c => c.innerText.includes('ahead of you'))"""
TIMEOUT_MS = 900_000
NOTE = "2 cores shared with other engineers' test and benchmark runs at the time"
# the wall time (ms) the page's websocket to the server opened, read back by the bench
WEBSOCKET_OPENED = """(() => {
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
        constructor(...args) {
            super(...args);
            this.addEventListener("open", () => { window.__socketOpenedAt ??= Date.now(); });
        }
    };
})();"""


def message(i: int) -> str:
    return f"I'm attendee {i} and I prefer weekly reports about project number {i}."


def _launch(root: Path, args: list[str], env_changes: dict, port: int, what: str) -> subprocess.Popen:
    """``python -m ARGS`` from ``root``, on its own memory, once ``port`` answers its health check."""
    env = {**os.environ, "PYTHONPATH": str(root), "HF_HUB_OFFLINE": "1", "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    env.pop("MEMORYLAB_DATABASE_URL", None)
    proc = subprocess.Popen(
        [sys.executable, "-m", *args],
        cwd=root,
        env={**env, **env_changes},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    wait_healthy(proc, port, what)
    return proc


def start_server(root: Path, env_changes: dict, port: int) -> subprocess.Popen:
    return _launch(
        root,
        ["streamlit", "run", str(root / "app.py"), "--server.headless", "true", "--server.port", str(port)]
        + ["--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false"],
        env_changes,
        port,
        "streamlit",
    )


def start_room(root: Path, env_changes: dict, port: int, servers: int) -> subprocess.Popen:
    """``memorylab serve-room``: ``servers`` app servers on a fresh local Postgres behind the
    front on ``port`` (memorylab/front.py)."""
    return _launch(
        root,
        ["memorylab", "serve-room", "--servers", str(servers), "--port", str(port), "--address", "127.0.0.1"]
        + ["--app", str(root / "app.py"), "--dir", tempfile.mkdtemp(prefix="room-pg-")],
        env_changes,
        port,
        "memorylab serve-room",
    )


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:  # a loaded machine: the figures are taken, do not lose them
        proc.kill()
        proc.wait(timeout=30)


@dataclass
class Signals:
    """Who has typed and who has their reply; when to press Enter and when to leave."""

    ready: list = field(default_factory=list)
    replied: list = field(default_factory=list)
    go: asyncio.Event = field(default_factory=asyncio.Event)
    leave: asyncio.Event = field(default_factory=asyncio.Event)


async def wait_until(count: list, attendees: int, tasks: list) -> None:
    while len(count) < attendees and not any(t.done() for t in tasks):
        await asyncio.sleep(0.05)
    for task in tasks:  # an attendee that failed: say why, rather than wait for the others
        if task.done() and task.exception():
            raise task.exception()


async def browser_attendee(browser, url: str, i: int, signals: Signals) -> dict:
    context = await browser.new_context(viewport={"width": 1280, "height": 800})
    await context.add_init_script(WEBSOCKET_OPENED)
    page = await context.new_page()
    start = time.perf_counter()
    await page.goto(f"{url}/?user=room{i}", timeout=TIMEOUT_MS)
    await page.wait_for_selector("h1", timeout=TIMEOUT_MS)
    paint = time.perf_counter() - start
    box = page.get_by_test_id("stChatInputTextArea")
    await box.wait_for(timeout=TIMEOUT_MS)
    await box.fill(message(i))
    signals.ready.append(i)
    await signals.go.wait()
    enter_at = time.time()
    start = time.perf_counter()
    await box.press("Enter")
    queue = asyncio.ensure_future(page.wait_for_function(QUEUE_SHOWN, timeout=TIMEOUT_MS, polling=100))
    await page.wait_for_function(REPLY_TEXT, timeout=TIMEOUT_MS, polling=50)
    first = time.perf_counter() - start
    queue_shown = queue.done() and not queue.exception()
    queue.cancel()
    await page.get_by_role("tab", name="Writes").wait_for(timeout=TIMEOUT_MS)
    whole = time.perf_counter() - start
    socket_opened_at = await page.evaluate("window.__socketOpenedAt ?? null")
    signals.replied.append(i)
    await signals.leave.wait()  # the pages stay open until every reply is in: their CPU is counted
    await context.close()
    return {
        "user": f"room{i}",
        "first_paint_s": paint,
        "first_piece_s": first,
        "reply_s": whole,
        "queue_shown": queue_shown,
        "socket_opened_at": None if socket_opened_at is None else socket_opened_at / 1000,
        "enter_at": enter_at,
    }


async def protocol_attendee(url: str, i: int, signals: Signals, assets: dict) -> dict:
    attendee = ProtocolAttendee(url, f"user=room{i}", assets)
    await attendee.open()
    await attendee.wait("first_run_done")
    signals.ready.append(i)
    await signals.go.wait()
    await attendee.enter(message(i))
    await attendee.wait("writes_tab")
    signals.replied.append(i)
    await signals.leave.wait()
    await attendee.close()
    walls = attendee.walls
    return {
        "user": f"room{i}",
        **attendee.figures(),
        "socket_opened_at": walls["socket_open"],
        "enter_at": walls["enter"],
    }


async def presenter(browser, url: str) -> tuple[float, dict[str, list[str]]]:
    """The presenter's first message in a fresh server: seconds from Enter to the turn
    drawn, and the static files its page fetched (what a laptop's browser downloads)."""
    context = await browser.new_context(viewport={"width": 1280, "height": 720})
    page = await context.new_page()
    host = urlparse(url).netloc
    fetched = {"open": [], "turn": []}
    now = ["open"]  # the phase a request belongs to
    page.on("request", lambda r: fetched[now[0]].append(urlparse(r.url)) if urlparse(r.url).netloc == host else None)
    await page.goto(f"{url}/?user=presenter&presenter=1", timeout=TIMEOUT_MS)
    box = page.get_by_test_id("stChatInputTextArea")
    await box.wait_for(timeout=TIMEOUT_MS)
    await box.fill("I'm Sam, I prefer weekly reports.")
    start = time.perf_counter()
    now[0] = "turn"
    await box.press("Enter")
    await page.get_by_role("tab", name="Writes").wait_for(timeout=TIMEOUT_MS)
    seconds = time.perf_counter() - start
    await page.wait_for_timeout(2000)  # the last turn's charts and grids load their code
    await context.close()
    assets = {name: sorted({u.path for u in urls if u.path.startswith("/static/")}) for name, urls in fetched.items()}
    assets["turn"] = [path for path in assets["turn"] if path not in assets["open"]]
    return seconds, assets


async def launch(p):
    return await p.chromium.launch(
        executable_path=shutil.which("chromium") or "/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"]
    )


async def room(args, url: str, meter: CpuMeter, control_url: str | None) -> dict:
    from playwright.async_api import async_playwright

    out = {}
    async with async_playwright() as p:
        browser = await launch(p)
        out["presenter_first_reply_s"], assets = await presenter(browser, url)
        if control_url:
            meter.mark("control")
            out["control"] = await control_paints(browser, control_url, args.attendees)
        signals = Signals()
        meter.mark("paint")
        watched = args.watched if args.protocol else args.attendees
        tasks = [asyncio.create_task(browser_attendee(browser, url, i, signals)) for i in range(watched)]
        tasks += [
            asyncio.create_task(protocol_attendee(url, i, signals, {} if args.no_assets else assets))
            for i in range(watched, watched + args.protocol)
        ]
        await wait_until(signals.ready, len(tasks), tasks)  # every attendee has typed: all press Enter together
        meter.mark("reply")
        signals.go.set()
        await wait_until(signals.replied, len(tasks), tasks)
        meter.mark("end")
        signals.leave.set()
        rows = await asyncio.gather(*tasks)
        await browser.close()
    out["watched" if args.protocol else "browsers"] = rows[:watched]
    if args.protocol:
        out["protocol"] = rows[watched:]
    return out


def pin_apart(server_pid: int) -> None:
    """The server on the first core, this process and its browsers on the others, as
    attendees' laptops would be: a browser's rendering no longer takes the server's core.
    Renderers started later inherit their parent's cores."""
    cores = sorted(os.sched_getaffinity(0))
    if len(cores) < 2:
        return
    server = psutil.Process(server_pid)
    for proc in [server, *server.children(recursive=True)]:
        proc.cpu_affinity(cores[:1])
    me = psutil.Process()
    for proc in [me, *me.children(recursive=True)]:
        if proc.pid != server_pid and proc.pid not in {c.pid for c in server.children(recursive=True)}:
            proc.cpu_affinity(cores[1:])


async def compare(args, url: str, meter: CpuMeter) -> dict:
    """One attendee alone, a real Chromium and a protocol client in turn, ``args.compare``
    times each: the check that the protocol client times what a browser sees, and costs
    the server what a browser does (``cpu_s`` per attendee)."""
    from playwright.async_api import async_playwright

    out = {"browsers": [], "protocol": []}
    async with async_playwright() as p:
        browser = await launch(p)
        if args.pin:
            pin_apart(meter.server_pid)
        out["presenter_first_reply_s"], assets = await presenter(browser, url)
        meter.mark("server idle 3 s")  # what the server spends per second doing nothing
        await asyncio.sleep(3)
        for n in range(args.compare):
            for kind in ("browsers", "protocol"):
                i = 2 * n + (kind == "protocol")
                signals = Signals()
                signals.go.set()
                signals.leave.set()
                meter.mark(f"{kind} {n}")
                if kind == "browsers":
                    row = await browser_attendee(browser, url, i, signals)
                else:
                    row = await protocol_attendee(url, i, signals, assets)
                out[kind].append(row)
        meter.mark("end")
        await browser.close()
    return out


def figures(rows: list[dict], names=("first_paint_s", "first_piece_s", "reply_s")) -> dict:
    out = {}
    for name in names:
        values = np.asarray([r[name] for r in rows if name in r])
        if not len(values):
            continue
        out[name] = {
            "p50": round(float(np.percentile(values, 50)), 2),
            "p95": round(float(np.percentile(values, 95)), 2),
            "max": round(float(values.max()), 2),
        }
    return out


def read_run_log(path: Path) -> list[dict]:
    if not path.exists():
        return []  # an older checkout: no run log
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def server_times(row: dict, log: list[dict]) -> dict:
    """One attendee's server-side figures, from the run log (empty if it has none)."""
    runs = sorted((e for e in log if e["event"] == "run" and e["user"] == row["user"]), key=lambda e: e["ended"])
    pieces = [e["at"] for e in log if e["event"] == "first_piece" and e["user"] == row["user"]]
    pieces = [at for at in pieces if at >= row["enter_at"]]
    out = {}
    if runs and row["socket_opened_at"] is not None:
        out["server_first_run_s"] = runs[0]["ended"] - row["socket_opened_at"]
        out["server_script_s"] = runs[0]["ended"] - runs[0]["started"]
    if pieces:
        out["server_first_piece_s"] = min(pieces) - row["enter_at"]
    return out


def summary(rows: list[dict], log: list[dict]) -> dict:
    """p50/p95/max of what the attendees saw and of the server's own times."""
    rows = [{**row, **server_times(row, log)} for row in rows]
    names = ("first_paint_s", "first_run_s", "first_piece_s", "reply_s")
    out = {"attendees": len(rows), **figures(rows, names)}
    out |= figures(rows, ("server_first_run_s", "server_script_s", "server_first_piece_s"))
    if any("queue_shown" in row for row in rows):
        out["saw_queue_place"] = sum(bool(row.get("queue_shown")) for row in rows)
    return out


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--label", required=True, help="before / after / ... (the key in the results file)")
    parser.add_argument("--root", default=str(ROOT), help="the checkout whose app.py the server runs")
    parser.add_argument("--models", choices=list(MODELS), default="scripted")
    parser.add_argument("--attendees", type=int, default=10, help="Chromium attendees (without --protocol)")
    parser.add_argument("--protocol", type=int, default=0, help="protocol attendees, beside --watched Chromium ones")
    parser.add_argument("--watched", type=int, default=1, help="Chromium attendees among the protocol ones")
    parser.add_argument("--compare", type=int, default=0, help="alone, browser then protocol, this many times")
    parser.add_argument("--pin", action="store_true", help="with --compare: server and browser on separate cores")
    parser.add_argument("--static-proxy", action="store_true", help="attendees behind nginx serving /static/")
    parser.add_argument("--no-assets", action="store_true", help="protocol attendees fetch no static files")
    parser.add_argument("--no-control", action="store_true", help="leave out the bare Streamlit page's row")
    parser.add_argument("--pool", type=int, help="MEMORYLAB_LLM_POOL for the server (the local model's instances)")
    parser.add_argument("--port", type=int, default=8650)
    parser.add_argument("--servers", type=int, default=0, help="serve by `memorylab serve-room` with N servers")
    parser.add_argument("--note", default=NOTE, help="the machine's state during the run, kept with the figures")
    return parser.parse_args()


def main() -> None:
    args = parse_args()
    run_log = Path(tempfile.mkdtemp(prefix="room-browser-log-")) / "runs.jsonl"
    env = {
        **MODELS[args.models],
        "MEMORYLAB_DATA_DIR": tempfile.mkdtemp(prefix="room-browser-"),
        "MEMORYLAB_RUN_LOG": str(run_log),
    }
    if args.pool:
        env["MEMORYLAB_LLM_POOL"] = str(args.pool)
    with_control = not (args.no_control or args.protocol or args.compare)
    load_at_start = os.getloadavg()[0]
    if args.servers and (with_control or args.static_proxy):
        raise SystemExit("--servers takes the next ports: use it with --protocol or --no-control, no --static-proxy")
    if args.servers:
        server = start_room(Path(args.root), env, args.port, args.servers)
    else:
        server = start_server(Path(args.root), env, args.port)
    control = start_bare_server(args.port + 1) if with_control else None
    proxy = start_static_proxy(args.port + 2, args.port) if args.static_proxy else None
    extra = {"control server": control.pid} if control else {}
    extra |= {"static proxy": proxy.pid} if proxy else {}
    try:
        with CpuMeter(server.pid, extra) as meter:
            meter.mark("presenter")  # the server's start and the presenter's first reply
            url = f"http://127.0.0.1:{args.port + 2 if proxy else args.port}"
            if args.compare:
                seen = asyncio.run(compare(args, url, meter))
            else:
                seen = asyncio.run(room(args, url, meter, control and f"http://127.0.0.1:{args.port + 1}"))
    finally:
        for proc in (server, control, proxy):
            if proc is not None:
                stop(proc)
    log = read_run_log(run_log)
    result = {
        "root": args.root,
        "models": env["MEMORYLAB_EMBEDDER"] + " + " + env["MEMORYLAB_MODEL"],
        "pool": args.pool,
        "static_proxy": args.static_proxy,
        "servers": args.servers or 1,
        "presenter_first_reply_s": round(seen["presenter_first_reply_s"], 2),
        "note": args.note,
        "load_average_1min": [round(load_at_start, 1), round(os.getloadavg()[0], 1)],
    }
    for kind in ("browsers", "watched", "protocol"):
        if kind in seen:
            result[kind] = summary(seen[kind], log)
    if "control" in seen:
        result["control"] = {
            "attendees": len(seen["control"]),
            **figures([{"first_paint_s": s} for s in seen["control"]], ("first_paint_s",)),
        }
    result["cpu_s"] = meter.phases()
    mode = f"compare x{args.compare}" if args.compare else f"protocol {args.protocol}" if args.protocol else ""
    mode = (mode or f"{args.attendees} browsers") + (" static-proxy" if args.static_proxy else "")
    mode += f" {args.servers} servers" if args.servers else ""
    print(json.dumps(result, indent=1))
    print(f"wrote {write_results('room_browser', result, key=f'{args.label} {args.models} {mode}')}")


if __name__ == "__main__":
    main()
