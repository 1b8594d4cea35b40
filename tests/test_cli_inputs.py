"""The command line says what is wrong (exit 2, one line, no traceback) before doing any
work, exits non-zero when nothing could be tested, and stops its Postgres on SIGTERM."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from memorylab.cli import main

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = ROOT / "memorylab" / "datasets" / "scenarios" / "preference_change.yaml"


def _scenario(tmp_path, wait: str) -> Path:
    path = tmp_path / "s.yaml"
    path.write_text(f"name: s\ntitle: s\nusers: [u]\nsteps:\n  - say: I like tea\n  - wait: {wait}\n  - ask: tea?\n")
    return path


def test_a_binary_scenario_file_is_refused_with_a_message(tmp_path, capsys):
    path = tmp_path / "s.yaml"
    path.write_bytes(bytes(range(256)) * 4)
    assert main(["replay", str(path), "--embedder", "hash"]) == 2
    assert "s.yaml" in capsys.readouterr().err


@pytest.mark.parametrize("wait", ["{days: 1e308}", "{days: -1}", "{hours: .nan}", "{days: abc}", "{days: 4000}"])
def test_a_wait_that_is_enormous_negative_or_not_a_number_is_refused(tmp_path, capsys, wait):
    assert main(["replay", str(_scenario(tmp_path, wait)), "--embedder", "hash"]) == 2
    assert "wait" in capsys.readouterr().err


def test_eval_with_a_k_that_is_not_a_number_says_so(capsys):
    assert main(["eval", "--k", "abc", "--embedder", "hash"]) == 2
    assert "--k" in capsys.readouterr().err


def test_eval_json_into_a_missing_folder_is_refused_before_the_run(tmp_path, capsys):
    assert main(["eval", "--embedder", "hash", "--json", str(tmp_path / "no" / "such" / "r.json")]) == 2
    err = capsys.readouterr().err
    assert "does not exist" in err and "%" not in err  # no progress line: the run never started


def test_replay_with_a_model_that_never_answers_exits_non_zero(capsys):
    code = main(["replay", str(SCENARIO), "--embedder", "hash", "--model", "nonexistent/x"])
    assert code == 1
    assert "every model call failed" in capsys.readouterr().err


def test_replay_with_the_scripted_model_still_passes():
    assert main(["replay", str(SCENARIO), "--embedder", "hash"]) in (0, 1)  # probes may fail; no crash


def _postgres_alive(folder: Path) -> bool:
    pid_file = folder / "postmaster.pid"
    if not pid_file.exists():
        return False
    pid = int(pid_file.read_text().split()[0])
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_serve_db_stops_its_postgres_on_sigterm(tmp_path):
    folder = tmp_path / "pg"
    proc = subprocess.Popen(
        [sys.executable, "-m", "memorylab", "serve-db", "--dir", str(folder)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    try:
        for line in proc.stdout:
            if line.startswith("Ctrl-C"):
                break
        assert _postgres_alive(folder)
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=60) == 0
        deadline = time.monotonic() + 30
        while _postgres_alive(folder) and time.monotonic() < deadline:
            time.sleep(0.2)
        assert not _postgres_alive(folder)
    finally:
        if proc.poll() is None:
            proc.kill()
