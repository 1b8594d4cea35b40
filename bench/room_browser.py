"""A room in real browsers: ten Chromium contexts (ten attendees, each their own user)
against one ``streamlit run`` server, all pressing Enter at the same moment.

    python -m bench.room_browser --label after                                   # this checkout
    python -m bench.room_browser --label before --root /work/base-serving        # another one
    python -m bench.room_browser --label after --models default                  # MiniLM + SmolLM2

As in the workshop, the presenter opens the app first and sends one message (its reply
time, ``presenter_first_reply_s``, is what a fresh server costs the first person to chat);
then the ten attendees arrive. Per attendee: first paint (navigation to the page's title), time to the first streamed
piece of the reply (the assistant's message shows text), and time to the whole turn (the
"Last turn" tabs of that turn are drawn, so the memory work is done too). Prints p50/p95/max
and keeps each run under its label in bench/results/room_browser.json.

The ten browsers run on the same cores as the server, so beside those figures the run keeps
what is the server's own: CPU seconds of the server and of the browsers in each phase
(``cpu_s``), and from the server's run log (``MEMORYLAB_RUN_LOG``, written by app.py) per
attendee: from its websocket opening to its first script run done (``server_first_run_s``),
that run's own length (``server_script_s``) and from Enter to the reply's first piece
leaving the server (``server_first_piece_s``). ``--attendees 1`` is one browser alone.
An older checkout writes no run log: its server figures are left out.
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
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from bench.browser_cpu import CpuMeter
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
TIMEOUT_MS = 900_000
NOTE = "2 cores shared with five other engineers' test and benchmark runs at the time"
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


def start_server(root: Path, env_changes: dict, port: int) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(root), "HF_HUB_OFFLINE": "1", "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", str(root / "app.py"), "--server.headless", "true"]
        + ["--server.port", str(port), "--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false"],
        cwd=root,
        env={**env, **env_changes},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(240):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health", timeout=1)
            return proc
        except OSError:
            time.sleep(0.5)
    proc.kill()
    raise RuntimeError("streamlit did not start")


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


async def attendee(browser, url: str, i: int, signals: Signals) -> dict:
    context = await browser.new_context(viewport={"width": 1280, "height": 800})
    await context.add_init_script(WEBSOCKET_OPENED)
    page = await context.new_page()
    start = time.perf_counter()
    await page.goto(f"{url}/?user=room{i}", timeout=TIMEOUT_MS)
    await page.wait_for_selector("h1", timeout=TIMEOUT_MS)
    paint = time.perf_counter() - start
    box = page.get_by_test_id("stChatInputTextArea")
    await box.wait_for(timeout=TIMEOUT_MS)
    await box.fill(f"I'm attendee {i} and I prefer weekly reports about project number {i}.")
    signals.ready.append(i)
    await signals.go.wait()
    enter_at = time.time()
    start = time.perf_counter()
    await box.press("Enter")
    await page.wait_for_function(REPLY_TEXT, timeout=TIMEOUT_MS, polling=50)
    first = time.perf_counter() - start
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
        "socket_opened_at": None if socket_opened_at is None else socket_opened_at / 1000,
        "enter_at": enter_at,
    }


async def presenter(browser, url: str) -> float:
    """The presenter's first message in a fresh server: seconds from Enter to the turn drawn."""
    context = await browser.new_context(viewport={"width": 1280, "height": 720})
    page = await context.new_page()
    await page.goto(f"{url}/?user=presenter&presenter=1", timeout=TIMEOUT_MS)
    box = page.get_by_test_id("stChatInputTextArea")
    await box.wait_for(timeout=TIMEOUT_MS)
    await box.fill("I'm Sam, I prefer weekly reports.")
    start = time.perf_counter()
    await box.press("Enter")
    await page.get_by_role("tab", name="Writes").wait_for(timeout=TIMEOUT_MS)
    seconds = time.perf_counter() - start
    await context.close()
    return seconds


async def room(url: str, attendees: int, meter: CpuMeter) -> tuple[float, list[dict]]:
    from playwright.async_api import async_playwright

    async with async_playwright() as p:
        browser = await p.chromium.launch(
            executable_path=shutil.which("chromium") or "/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"]
        )
        first_reply = await presenter(browser, url)
        signals = Signals()
        meter.mark("paint")
        tasks = [asyncio.create_task(attendee(browser, url, i, signals)) for i in range(attendees)]
        await wait_until(signals.ready, attendees, tasks)  # every attendee has typed: all press Enter together
        meter.mark("reply")
        signals.go.set()
        await wait_until(signals.replied, attendees, tasks)
        meter.mark("end")
        signals.leave.set()
        rows = await asyncio.gather(*tasks)
        await browser.close()
    return first_reply, rows


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--label", required=True, help="before / after / ... (the key in the results file)")
    parser.add_argument("--root", default=str(ROOT), help="the checkout whose app.py the server runs")
    parser.add_argument("--models", choices=list(MODELS), default="scripted")
    parser.add_argument("--attendees", type=int, default=10)
    parser.add_argument("--port", type=int, default=8650)
    parser.add_argument("--note", default=NOTE, help="the machine's state during the run, kept with the figures")
    args = parser.parse_args()
    run_log = Path(tempfile.mkdtemp(prefix="room-browser-log-")) / "runs.jsonl"
    env = {
        **MODELS[args.models],
        "MEMORYLAB_DATA_DIR": tempfile.mkdtemp(prefix="room-browser-"),
        "MEMORYLAB_RUN_LOG": str(run_log),
    }
    load_at_start = os.getloadavg()[0]
    server = start_server(Path(args.root), env, args.port)
    try:
        with CpuMeter(server.pid) as meter:
            meter.mark("presenter")  # the server's start and the presenter's first reply
            first_reply, rows = asyncio.run(room(f"http://127.0.0.1:{args.port}", args.attendees, meter))
    finally:
        server.terminate()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:  # a loaded machine: the figures are taken, do not lose them
            server.kill()
            server.wait(timeout=30)
    log = read_run_log(run_log)
    result = {
        "root": args.root,
        "models": env["MEMORYLAB_EMBEDDER"] + " + " + env["MEMORYLAB_MODEL"],
        "attendees": args.attendees,
        "presenter_first_reply_s": round(first_reply, 2),
        "note": args.note,
        "load_average_1min": [round(load_at_start, 1), round(os.getloadavg()[0], 1)],
        **figures(rows),
        # beside those: what is the server's own, and how the CPU was shared (see the docstring)
        **figures(
            [{**row, **server_times(row, log)} for row in rows],
            ("server_first_run_s", "server_script_s", "server_first_piece_s"),
        ),
        "cpu_s": meter.phases(),
    }
    print(result)
    print(f"wrote {write_results('room_browser', result, key=f'{args.label} {args.models}')}")


if __name__ == "__main__":
    main()
