"""A damaged data dir is detected at open and said plainly; it is never served shrunken."""

import json
import os
import subprocess
import sys
import textwrap

import pytest

from memorylab import MemoryLab, StoreDamaged, StoreLocked

CRASH_AFTER_WRITES = textwrap.dedent(
    """
    import os, sys
    from memorylab import MemoryLab
    lab = MemoryLab.open(sys.argv[1], embedder="hash")
    lab.remember_many("u", [f"memory number {i} about the garden" for i in range(200)])
    for i in range(20):
        lab.remember("u", f"single memory {i} about the orchard")
    print("written", flush=True)
    os._exit(0)   # a crash: no close, no checkpoint; the last writes live in the WAL
    """
)


def crash_after_writes(folder) -> None:
    out = subprocess.run(
        [sys.executable, "-c", CRASH_AFTER_WRITES, str(folder)], capture_output=True, text=True, timeout=120
    )
    assert "written" in out.stdout, out.stderr


def test_a_crash_loses_no_acknowledged_write(tmp_path):
    crash_after_writes(tmp_path)
    with MemoryLab.open(tmp_path, embedder="hash") as lab:
        assert lab.count("u") == 220


@pytest.mark.parametrize("damage", ["truncate", "scribble", "delete"])
def test_a_damaged_write_ahead_log_is_detected(tmp_path, damage):
    crash_after_writes(tmp_path)
    wal = tmp_path / "memorylab.duckdb.wal"
    assert wal.exists() and wal.stat().st_size > 0
    if damage == "truncate":
        os.truncate(wal, wal.stat().st_size // 3)
    elif damage == "scribble":
        data = bytearray(wal.read_bytes())
        data[len(data) // 4 : len(data) // 4 + 512] = os.urandom(512)
        wal.write_bytes(bytes(data))
    else:
        wal.unlink()
    try:
        lab = MemoryLab.open(tmp_path, embedder="hash")
    except StoreDamaged as exc:
        assert "backup" in str(exc)  # says what to do
        return
    # DuckDB may replay a damaged log whole when the damage missed what mattered: then
    # nothing may be missing
    with lab:
        assert lab.count("u") == 220


def test_a_missing_database_beside_index_files_is_detected(tmp_path):
    with MemoryLab.open(tmp_path, embedder="hash") as lab:
        lab.remember_many("u", [f"memory {i}" for i in range(30)])
    (tmp_path / "memorylab.duckdb").unlink()
    with pytest.raises(StoreDamaged, match="missing"):
        MemoryLab.open(tmp_path, embedder="hash")
    assert not (tmp_path / "memorylab.duckdb").exists()  # no empty database was made in its place


def test_an_unreadable_database_file_is_a_clear_error(tmp_path):
    with MemoryLab.open(tmp_path, embedder="hash") as lab:
        lab.remember("u", "User likes tea")
    (tmp_path / "memorylab.duckdb").write_bytes(b"not a database" * 1000)
    with pytest.raises(StoreDamaged, match="could not be"):
        MemoryLab.open(tmp_path, embedder="hash")


def test_a_sidecar_with_a_bad_capacity_rebuilds_the_index(tmp_path):
    with MemoryLab.open(tmp_path, embedder="hash") as lab:
        lab.remember_many("u", ["User likes tea", "User lives in Porto"])
    for sidecar in (tmp_path / "index").glob("*.json"):
        meta = json.loads(sidecar.read_text())
        meta["capacity"] = -5
        sidecar.write_text(json.dumps(meta))
    with MemoryLab.open(tmp_path, embedder="hash") as lab:
        assert lab.recall("u", "tea")[0].memory.text == "User likes tea"
        assert any("rebuilding" in line for line in lab.status()["index_log"])


def test_a_garbled_saved_clock_does_not_stop_the_lab(tmp_path):
    with MemoryLab.open(tmp_path, embedder="hash") as lab:
        lab.remember("u", "User likes tea")
        lab._store.set_meta("clock", "{not json")
    with MemoryLab.open(tmp_path, embedder="hash") as lab:
        assert lab.count("u") == 1 and lab.clock.now().year >= 2026


def test_the_data_dir_has_one_owner_at_a_time(tmp_path):
    with MemoryLab.open(tmp_path, embedder="hash"):
        with pytest.raises(StoreLocked, match="another process"):
            MemoryLab.open(tmp_path, embedder="hash")
    MemoryLab.open(tmp_path, embedder="hash").close()  # released on close
