"""Nothing a run makes stays in the temp dir. Test runs on this machine had left 8,881
``memorylab-index-*`` folders (one per Postgres lab opened), ~300 ``memorylab-*`` and
``memorylab-tour-*`` folders (scenario scratch labs, the tour notebook) and Postgres data
dirs of up to 2.5 GB each in /tmp."""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from memorylab import MemoryLab
from tests.conftest import ROOT, RUN_TEMP, open_app
from tests.postgres import fresh_database
from tests.temproot import PREFIX, remove_left_behind


def temp_folders(pattern: str) -> set[Path]:
    return set(Path(tempfile.gettempdir()).glob(pattern))


def test_a_postgres_lab_removes_its_own_index_folder_when_closed(clock):
    before = temp_folders("memorylab-index-*")
    lab = MemoryLab.open(fresh_database(), embedder="hash", clock=clock)
    lab.remember("u", "User likes green tea")
    assert lab.recall("u", "green tea")
    assert len(temp_folders("memorylab-index-*") - before) == 1  # the lab's index folder, while open
    lab.close()
    assert temp_folders("memorylab-index-*") - before == set()


def test_a_postgres_lab_never_closed_removes_its_index_folder_when_the_process_exits(tmp_path):
    """A server killed politely (SIGTERM ends Streamlit's loop) or a script that forgets close."""
    script = (
        "from memorylab import MemoryLab\n"
        f"lab = MemoryLab.open({fresh_database()!r}, embedder='hash')\n"
        "lab.remember('u', 'User likes green tea')\n"
        "assert lab.recall('u', 'green tea')\n"
    )
    temp = tmp_path / "temp"
    temp.mkdir()
    env = {**os.environ, "TMPDIR": str(temp), "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert not list(temp.glob("memorylab-index-*"))


def test_a_dropped_scenario_scratch_lab_takes_its_folder_with_it(app_env, scripted):
    before = temp_folders("memorylab-*")
    at = open_app("pages/5_Scenarios.py", scn_name="forget_request")
    at.button(key="scn_next").click().run(timeout=120)  # a step under a busy CI runner can pass 30 s
    assert not at.exception
    made = {p for p in temp_folders("memorylab-*") - before if (p / "memorylab.duckdb").exists()}
    scratch = Path(at.session_state["scn_lab"].settings.data_dir)
    # the scratch lab, in a temp folder of its own (the other xdist worker's labs share the run's temp folder)
    assert scratch in made, (scratch, made)
    at.button(key="scn_reset").click().run(timeout=120)  # Reset drops the scratch lab
    assert not at.exception
    assert not scratch.exists()


def test_every_temp_folder_of_the_run_is_inside_its_run_folder():
    assert Path(tempfile.gettempdir()) == RUN_TEMP and os.environ["TMPDIR"] == str(RUN_TEMP)
    runner = os.getppid() if os.environ.get("PYTEST_XDIST_WORKER") else os.getpid()  # xdist: the controller's
    assert RUN_TEMP.name.startswith(f"{PREFIX}{runner}-")
    from tests.postgres import server_url

    assert str(RUN_TEMP) in server_url()  # the Postgres server's data dir (and socket) too


def test_a_killed_runs_folder_is_removed_by_the_next_run_and_a_live_ones_is_kept(tmp_path):
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    left = tmp_path / f"{PREFIX}{dead.pid}-abc"
    (left / "memorylab-pg-x").mkdir(parents=True)
    live = tmp_path / f"{PREFIX}{os.getppid()}-def"
    live.mkdir()
    other = tmp_path / "memorylab-tests-notapid"
    other.mkdir()
    assert remove_left_behind(tmp_path) == [left]
    assert not left.exists() and live.exists() and other.exists()
