"""The lab's lifetime in the app: one lab per process, shared by every browser tab, and
private scratch labs (scenario replays, architecture runs) kept per tab."""

from __future__ import annotations

import logging
import os
import shutil
import tempfile
import threading
import time
import weakref
from pathlib import Path

import streamlit as st

from memorylab import MemoryLab, Settings, StoreLocked

_OPENED: list[MemoryLab] = []
_WARMING: dict[int, threading.Thread] = {}  # id(lab): its warm-up, started when it opened
WARM_VISIT = "warm_up"
WARM_VISIT_WAIT_S = 300.0  # the query parameter of ``memorylab serve-room``'s visit to each server
# The app serves a room: its rule extractor runs in one worker process (services/rules_pool.py), beside the turns'
# threads instead of holding the interpreter lock (round 37, bench.room, eight rounds, alternated: memory side p95 at
# forty at once 767 / 678 ms in the turn's thread, 564 / 473 ms with one worker; at ten 167 -> 124 ms). The library's
# default stays 0 (a notebook, the tests); MEMORYLAB_EXTRACT_PROCESSES, when set, decides here too.
SERVER_EXTRACT_PROCESSES = 1


@st.cache_resource(show_spinner=False)
def _open_lab(data_dir: str, embedder: str, model: str, database_url: str | None) -> MemoryLab:
    settings = Settings.from_env(data_dir=data_dir, embedder=embedder, model=model)
    if not os.environ.get("MEMORYLAB_EXTRACT_PROCESSES", "").strip().isdigit():
        settings = settings.with_(extract_processes=SERVER_EXTRACT_PROCESSES)
    lab = MemoryLab.open(settings=settings.with_(database_url=database_url))
    _OPENED.append(lab)
    if os.environ.get("MEMORYLAB_WARM_START", "1") != "0":
        _log_to_console()
        warming = threading.Thread(target=lab.warm_up, name="memorylab-warm-up", daemon=True)
        _WARMING[id(lab)] = warming
        warming.start()
    return lab


def _log_to_console() -> None:
    """The core's progress lines ("memorylab: loading all-MiniLM-L6-v2… ready in 3.1 s")
    in the server's log, beside Streamlit's own."""
    logger = logging.getLogger("memorylab")
    if not logger.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("memorylab: %(message)s"))
        logger.addHandler(handler)
        logger.setLevel(logging.INFO)


def close_labs() -> None:
    """Close every lab this process opened (tests; a server keeps its lab for its life)."""
    for lab in list(_OPENED):
        lab.close()
    _OPENED.clear()
    _open_lab.clear()


def get_lab() -> MemoryLab:
    """The lab for this process (one per data dir): opened once, shared by every browser tab."""
    settings = Settings.from_env()
    try:
        return _open_lab(str(settings.data_dir), settings.embedder, settings.model, settings.database_url)
    except StoreLocked as exc:
        st.error(str(exc))
        st.stop()


def warm_visit() -> None:
    """``?warm_up=1``: ``memorylab serve-room`` opens one session on each of its servers at
    start (ui/warm_visit.py), so every server loads its models before the first attendee
    arrives, not only the one the presenter's page lands on. Opens the lab, waits for its
    warm-up, says so, and stops: no user id is granted, nothing is read or written."""
    start = time.perf_counter()
    lab = get_lab()
    import pandas  # noqa: F401 - what the pages import, loaded now rather than in a first page

    import ui.bars  # noqa: F401
    import ui.streaming  # noqa: F401
    from memorylab.playground import charts, views  # noqa: F401

    warming = _WARMING.get(id(lab))
    if warming is not None:
        warming.join(timeout=WARM_VISIT_WAIT_S)
    if warming is None:
        state = "open; its warm-up is off (MEMORYLAB_WARM_START=0)"
    else:
        state = "still warming up" if warming.is_alive() else "warm"
    st.write(f"memorylab: this server is {state} ({time.perf_counter() - start:.1f} s)")
    st.stop()


def private_lab(lab: MemoryLab, folder: str | Path) -> MemoryLab:
    """A lab of its own in ``folder`` (its clock moves freely), with the sidebar's model
    and the main lab's embedder, so the embedding model loads once."""
    settings = lab.settings.with_(data_dir=Path(folder), model=st.session_state["model"], database_url=None)
    return MemoryLab.open(settings=settings, embedder=lab.embedder)


def scratch_lab(key: str, lab: MemoryLab) -> MemoryLab:
    """A private lab kept for this browser tab (scenario replays). Its temp folder goes when
    the tab drops it, or when the tab's session is gone and the lab collected."""
    if st.session_state.get(key) is None:
        folder = tempfile.mkdtemp(prefix="memorylab-")
        scratch = private_lab(lab, folder)
        weakref.finalize(scratch, shutil.rmtree, folder, ignore_errors=True)
        st.session_state[key] = scratch
    return st.session_state[key]


def drop_scratch_lab(key: str) -> None:
    holder = st.session_state.pop(key, None)
    if holder is not None:
        holder.close()
        shutil.rmtree(holder.settings.data_dir, ignore_errors=True)
