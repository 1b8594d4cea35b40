"""The server's own timings, for ``bench.room_browser``: when ``MEMORYLAB_RUN_LOG`` names a
file, every script run (its start and end) and every reply's first streamed piece append a
line of JSON to it, with the wall time and the user id. Unset, nothing is written."""

from __future__ import annotations

import json
import os
import threading
import time
from contextlib import contextmanager

import streamlit as st

RUNS = "_timed_runs"  # how many runs this session has had
_WRITING = threading.Lock()


def note(event: str, user: str | None, **fields) -> None:
    """Touches no Streamlit state: after ``st.stop`` any such call raises again."""
    path = os.environ.get("MEMORYLAB_RUN_LOG")
    if not path:
        return
    line = json.dumps({"event": event, "user": user, **fields})
    with _WRITING, open(path, "a", encoding="utf-8") as log:
        log.write(line + "\n")


@contextmanager
def timed_run(started: float):
    """Around a script run that began at ``started`` (``time.time()``); it may end in
    ``st.stop`` or ``st.rerun``, which pass through. The user is the one this run starts
    with (on a session's first run, the one its URL asks for)."""
    state = st.session_state
    user = state.get("user_id") or st.query_params.get("user")
    runs = state[RUNS] = state.get(RUNS, 0) + 1
    try:
        yield
    finally:
        note("run", user, started=started, ended=time.time(), run=runs)
