"""Damage that the first record missed: the state file deleted with the write-ahead log,
an older copy of the database with the state file deleted, index files beside an empty
database, and a scribble mid-file that shows only when its block is read (StoreDamaged,
never a raw duckdb.Error)."""

import os
import shutil

import pytest

from memorylab import MemoryLab, StoreDamaged
from tests.test_damage import crash_after_writes

TEXTS = [f"User mentioned tomato variety {i}, planted in bed {i % 7} near the fence" for i in range(3000)]


def test_deleting_the_wal_and_the_state_file_after_a_crash_is_detected(tmp_path):
    crash_after_writes(tmp_path)  # 220 acknowledged writes, the last ones only in the WAL
    (tmp_path / "memorylab.duckdb.wal").unlink()
    (tmp_path / "lab.state.json").unlink()
    with pytest.raises(StoreDamaged, match="backup"):
        MemoryLab.open(tmp_path, embedder="hash")


def test_an_older_copy_of_the_database_with_the_state_file_deleted_is_detected(tmp_path):
    with MemoryLab.open(tmp_path, embedder="hash") as lab:
        lab.remember("u", "User likes tea")
    old = tmp_path.parent / "old.duckdb"
    shutil.copy(tmp_path / "memorylab.duckdb", old)
    with MemoryLab.open(tmp_path, embedder="hash") as lab:
        lab.remember_many("u", [f"later memory {i}" for i in range(50)])
    shutil.copy(old, tmp_path / "memorylab.duckdb")
    (tmp_path / "lab.state.json").unlink()
    with pytest.raises(StoreDamaged, match="lost writes"):
        MemoryLab.open(tmp_path, embedder="hash")


def test_index_files_beside_an_empty_database_are_detected(tmp_path):
    with MemoryLab.open(tmp_path, embedder="hash") as lab:
        lab.remember_many("u", ["User likes tea", "User lives in Porto"])
    empty = tmp_path.parent / "empty"
    MemoryLab.open(empty, embedder="hash").close()
    shutil.copy(empty / "memorylab.duckdb", tmp_path / "memorylab.duckdb")  # a fresh file in its place
    for name in ("lab.state.json", "lab.lock"):
        (tmp_path / name).unlink()
    with pytest.raises(StoreDamaged, match="index files hold vectors"):
        MemoryLab.open(tmp_path, embedder="hash")


def test_empty_index_files_beside_an_empty_database_are_no_damage(tmp_path):
    with MemoryLab.open(tmp_path, embedder="hash") as lab:
        assert lab.recall("u", "anything") == [] and lab._derived.vectors.count("u") == 0
    with MemoryLab.open(tmp_path, embedder="hash") as lab:
        assert lab.count("u") == 0


def test_a_healthy_lab_still_opens_after_every_record_is_in_place(tmp_path):
    with MemoryLab.open(tmp_path, embedder="hash") as lab:
        mid = lab.remember("u", "User likes tea")
        lab.forget("u", mid)
    with MemoryLab.open(tmp_path, embedder="hash") as lab:
        assert lab.count("u") == 0 and lab.remember("u", "User likes coffee")


@pytest.fixture(scope="module")
def scribbled(tmp_path_factory):
    """A lab whose file was scribbled on mid-file after a clean close: it may open, and
    the damage shows when the damaged block is read."""
    folder = tmp_path_factory.mktemp("scribbled")
    with MemoryLab.open(folder, embedder="hash") as lab:
        lab.remember_many("u", TEXTS)
    path = folder / "memorylab.duckdb"
    with open(path, "r+b") as f:
        f.seek(path.stat().st_size // 3)
        f.write(os.urandom(8192))
    try:
        lab = MemoryLab.open(folder, embedder="hash")
    except StoreDamaged:
        pytest.skip("the scribble hit a block read at open: detected there")
    yield lab
    try:
        lab.close()
    except StoreDamaged:
        pass


@pytest.mark.parametrize("call", ["export", "memories", "recall", "events", "turns", "count", "status"])
def test_a_scribble_mid_file_surfaces_as_store_damaged_not_a_raw_error(scribbled, call):
    calls = {
        "export": lambda lab: lab.export("u"),
        "memories": lambda lab: lab.memories("u"),
        "recall": lambda lab: lab.recall("u", "tomato variety 77"),
        "events": lambda lab: lab.events("u"),
        "turns": lambda lab: lab.turns("u"),
        "count": lambda lab: lab.count("u"),
        "status": lambda lab: lab.status(),
    }
    try:
        calls[call](scribbled)
    except StoreDamaged as exc:
        assert "backup" in str(exc)


def test_a_read_of_every_memory_reports_the_scribble(scribbled):
    with pytest.raises(StoreDamaged, match="damaged"):
        scribbled.export("u")
