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
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import numpy as np

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


async def attendee(browser, url: str, i: int, ready: list, go: asyncio.Event) -> dict:
    context = await browser.new_context(viewport={"width": 1280, "height": 800})
    page = await context.new_page()
    start = time.perf_counter()
    await page.goto(f"{url}/?user=room{i}", timeout=TIMEOUT_MS)
    await page.wait_for_selector("h1", timeout=TIMEOUT_MS)
    paint = time.perf_counter() - start
    box = page.get_by_test_id("stChatInputTextArea")
    await box.wait_for(timeout=TIMEOUT_MS)
    await box.fill(f"I'm attendee {i} and I prefer weekly reports about project number {i}.")
    ready.append(i)
    await go.wait()
    start = time.perf_counter()
    await box.press("Enter")
    await page.wait_for_function(REPLY_TEXT, timeout=TIMEOUT_MS, polling=50)
    first = time.perf_counter() - start
    await page.get_by_role("tab", name="Writes").wait_for(timeout=TIMEOUT_MS)
    whole = time.perf_counter() - start
    await context.close()
    return {"first_paint_s": paint, "first_piece_s": first, "reply_s": whole}


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


async def room(url: str, attendees: int) -> tuple[float, list[dict]]:
    from playwright.async_api import async_playwright

    async with async_playwright() as p:
        browser = await p.chromium.launch(
            executable_path=shutil.which("chromium") or "/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"]
        )
        first_reply = await presenter(browser, url)
        ready, go = [], asyncio.Event()
        tasks = [asyncio.create_task(attendee(browser, url, i, ready, go)) for i in range(attendees)]
        while len(ready) < attendees:  # every attendee has typed: all press Enter together
            if any(t.done() for t in tasks):
                break
            await asyncio.sleep(0.05)
        go.set()
        rows = await asyncio.gather(*tasks)
        await browser.close()
    return first_reply, rows


def figures(rows: list[dict]) -> dict:
    out = {}
    for name in ("first_paint_s", "first_piece_s", "reply_s"):
        values = np.asarray([r[name] for r in rows])
        out[name] = {
            "p50": round(float(np.percentile(values, 50)), 2),
            "p95": round(float(np.percentile(values, 95)), 2),
            "max": round(float(values.max()), 2),
        }
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--label", required=True, help="before / after / ... (the key in the results file)")
    parser.add_argument("--root", default=str(ROOT), help="the checkout whose app.py the server runs")
    parser.add_argument("--models", choices=list(MODELS), default="scripted")
    parser.add_argument("--attendees", type=int, default=10)
    parser.add_argument("--port", type=int, default=8650)
    args = parser.parse_args()
    env = {**MODELS[args.models], "MEMORYLAB_DATA_DIR": tempfile.mkdtemp(prefix="room-browser-")}
    server = start_server(Path(args.root), env, args.port)
    try:
        first_reply, rows = asyncio.run(room(f"http://127.0.0.1:{args.port}", args.attendees))
    finally:
        server.terminate()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:  # a loaded machine: the figures are taken, do not lose them
            server.kill()
            server.wait(timeout=30)
    result = {
        "root": args.root,
        "models": env["MEMORYLAB_EMBEDDER"] + " + " + env["MEMORYLAB_MODEL"],
        "attendees": args.attendees,
        "presenter_first_reply_s": round(first_reply, 2),
        "note": "2 cores shared with five other engineers' test and benchmark runs at the time",
        **figures(rows),
    }
    print(result)
    print(f"wrote {write_results('room_browser', result, key=f'{args.label} {args.models}')}")


if __name__ == "__main__":
    main()
