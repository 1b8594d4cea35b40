"""Shared fixtures. Every lab lives in a temp folder; the real model is loaded once per run."""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

import hypothesis
import pytest

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
# The labs extract in the turn's own thread here (the default) even where the shell asks for
# workers (services/rules_pool.py): a worker each would be dozens of processes over a run. The
# pool has its own tests (test_rules_pool.py), and the browser room test serves the app with one.
os.environ["MEMORYLAB_EXTRACT_PROCESSES"] = "0"

from tests.temproot import use_run_folder  # noqa: E402

RUN_TEMP = use_run_folder()  # every temp folder of this run, removed when it ends

# CI: the same number of examples per property, drawn from a fixed seed (a CI failure can be
# replayed exactly), and no per-example deadline (a busy 2-core runner is no reason to fail).
hypothesis.settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
if os.environ.get("CI"):
    hypothesis.settings.load_profile("ci")

from memorylab import Clock, MemoryLab  # noqa: E402

T0 = datetime(2026, 1, 5, 9, 0, 0)


@pytest.fixture(autouse=True)
def _isolated_data_dir(tmp_path, monkeypatch):
    """No test may touch ./data/lab: point the default data dir at a temp folder."""
    monkeypatch.setenv("MEMORYLAB_DATA_DIR", str(tmp_path / "default-data"))


@pytest.fixture
def clock():
    return Clock(pinned=T0)


BACKENDS = ("duckdb", "postgres")


def where(backend: str, path: Path) -> Path | str:
    """A lab's location on this backend: a data dir, or the URL of a fresh database."""
    if backend == "duckdb":
        return path
    from tests.postgres import fresh_database

    return fresh_database()


@pytest.fixture(params=BACKENDS)
def lab(request, tmp_path, clock):
    """The facade on each backend: every test using it runs on DuckDB and on Postgres."""
    lab = MemoryLab.open(where(request.param, tmp_path / "lab"), embedder="hash", clock=clock)
    yield lab
    lab.close()


@pytest.fixture
def duck_lab(tmp_path, clock):
    """For what only the embedded backend has: a data dir, its files, its lock."""
    lab = MemoryLab.open(tmp_path / "lab", embedder="hash", clock=clock)
    yield lab
    lab.close()


@pytest.fixture
def scripted():
    """The scripted fake LLM: queue replies with ``scripted.enqueue(...)``, read ``.prompts``."""
    from memorylab.adapters.llm import SCRIPTED

    SCRIPTED.reset()
    yield SCRIPTED
    SCRIPTED.reset()


def make_lab(path, clock, *, lifecycle: dict | None = None, **agent_changes):
    from dataclasses import replace

    from memorylab import Settings

    settings = Settings.from_env(embedder="hash", model="scripted/test")
    settings = settings.with_(
        agent=replace(settings.agent, **agent_changes), lifecycle=replace(settings.lifecycle, **(lifecycle or {}))
    )
    return MemoryLab.open(str(path), settings=settings, clock=clock)


@pytest.fixture(params=BACKENDS)
def chat_lab(request, tmp_path, clock, scripted):
    lab = make_lab(where(request.param, tmp_path / "chat"), clock)
    yield lab
    lab.close()


@pytest.fixture(scope="session")
def minilm():
    """The real all-MiniLM-L6-v2, loaded once and shared by every slow test."""
    from memorylab.adapters.embed import make_embedder

    embedder = make_embedder("minilm")
    embedder.load()
    return embedder


ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(params=BACKENDS)
def app_env(request, tmp_path, monkeypatch, scripted):
    """Pages under AppTest: a temp data dir (or a fresh Postgres database), the hashing
    embedder, the scripted model. Every page test runs on both backends."""
    monkeypatch.setenv("MEMORYLAB_DATA_DIR", str(tmp_path / "ui"))
    if request.param == "postgres":
        from tests.postgres import fresh_database

        monkeypatch.setenv("MEMORYLAB_DATABASE_URL", fresh_database())
    else:
        monkeypatch.delenv("MEMORYLAB_DATABASE_URL", raising=False)
    monkeypatch.setenv("MEMORYLAB_EMBEDDER", "hash")
    monkeypatch.setenv("MEMORYLAB_MODEL", "scripted/ui")
    yield tmp_path / "ui"
    from ui.common import close_labs

    close_labs()  # a Postgres lab holds pooled connections: the server's limit is finite


BOOKMARKS: dict[str, str] = {}  # user id -> the key the app put in the URL, as a browser's bookmark keeps it


@pytest.fixture(autouse=True)
def _fresh_bookmarks():
    BOOKMARKS.clear()
    yield
    BOOKMARKS.clear()


def open_app(path: str, *, user: str | None = "alice", bookmarked: bool = True, query: dict | None = None, **state):
    """Run a page (path relative to the repo) as a browser opening ``?user=<user>`` (with the
    key its bookmark holds for that id, once the app has handed one out; ``bookmarked=False``:
    another browser, without it), with some session state set first. ``user_id`` in
    ``state`` names the user too; ``user=None``: a plain URL. ``query``: more URL parameters."""
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(ROOT / path), default_timeout=30)
    user = state.get("user_id", user)
    if user is not None:
        at.query_params["user"] = user
        if bookmarked and user in BOOKMARKS:
            at.query_params["key"] = BOOKMARKS[user]
    for name, value in (query or {}).items():
        at.query_params[name] = value
    for key, value in state.items():
        at.session_state[key] = value
    at.run()
    if bookmarked:
        bookmark(at)
    return at


def bookmark(at) -> None:
    """Keep the key the app put in the URL for its user (a browser's bookmark)."""
    user, key = at.query_params.get("user"), at.query_params.get("key")
    if isinstance(user, str) and isinstance(key, str) and key:
        BOOKMARKS[user] = key
