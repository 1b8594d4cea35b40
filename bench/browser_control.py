"""The floor under a room's first paint: what Streamlit itself costs these browsers.

A bare Streamlit app (``st.title`` and ``st.write``, nothing of memorylab's, Streamlit's
default settings) served by its own ``streamlit run``, opened by as many fresh browser
contexts at once as the room has attendees, in the same Chromium the room uses and in the
same run. ``bench.room_browser`` reports its first paint beside the room's, so the room's
figure reads against what no Streamlit page can beat on this machine.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

BARE_APP = """import streamlit as st

st.title("Control")
st.write("A bare Streamlit page: nothing of memorylab's.")
"""
TIMEOUT_MS = 900_000


def wait_healthy(proc: subprocess.Popen, port: int, what: str) -> None:
    for _ in range(240):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health", timeout=1)
            return
        except OSError:
            time.sleep(0.5)
    proc.kill()
    raise RuntimeError(f"{what} did not start")


def start_bare_server(port: int) -> subprocess.Popen:
    """The bare app from a folder of its own (no ``.streamlit/`` of ours, no ``pages/``)."""
    folder = Path(tempfile.mkdtemp(prefix="room-control-"))
    (folder / "bare.py").write_text(BARE_APP, encoding="utf-8")
    proc = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", str(folder / "bare.py"), "--server.headless", "true"]
        + ["--server.port", str(port), "--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false"],
        cwd=folder,
        env=dict(os.environ),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    wait_healthy(proc, port, "the bare streamlit page")
    return proc


async def one_paint(browser, url: str) -> float:
    context = await browser.new_context(viewport={"width": 1280, "height": 800})
    page = await context.new_page()
    start = time.perf_counter()
    await page.goto(url, timeout=TIMEOUT_MS)
    await page.wait_for_selector("h1", timeout=TIMEOUT_MS)
    seconds = time.perf_counter() - start
    await context.close()
    return seconds


async def control_paints(browser, url: str, contexts: int) -> list[float]:
    """First paint of the bare page in ``contexts`` fresh contexts opening it at once."""
    await one_paint(browser, url)  # the server's own first run (imports), as the presenter pays ours
    return list(await asyncio.gather(*(one_paint(browser, url) for _ in range(contexts))))
