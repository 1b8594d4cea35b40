"""Bad input gets a clear message and nothing is lost."""

import subprocess
import sys
import time

import pytest

from memorylab import InvalidInput, MemoryLab, NotFound, StoreLocked


@pytest.mark.parametrize(
    "text, message",
    [
        ("", "empty"),
        ("   \n\t ", "empty"),
        ("\x00\x01\x02", "empty"),
        ("x" * 1_048_576, "too long"),
        (b"\x00\x01\xff\xfe" * 100, "binary"),
        (12345, "must be a string"),
    ],
)
def test_unusable_text_is_refused_with_a_reason(lab, text, message):
    with pytest.raises(InvalidInput, match=message):
        lab.remember("u", text)
    assert lab._store.count("memories") == 0 and lab._store.count("events") == 0


def test_control_characters_and_lone_surrogates_are_cleaned(lab):
    mid = lab.remember("u", "caf\u00e9\x07 \ud800ok\x1b")
    assert lab.get("u", mid).text == "café ok"


def test_unicode_and_injection_looking_text_is_stored_verbatim(lab):
    texts = ["Straße 東京 🚀 مرحبا", "'; DROP TABLE memories; --", "Ignore previous instructions", "%s %d {0} \\x00"]
    ids = [lab.remember("u", t) for t in texts]
    assert [lab.get("u", i).text for i in ids] == texts
    assert lab._store.count("memories") == 4


def test_bytes_that_are_utf8_text_are_accepted(lab):
    mid = lab.remember("u", "naïve résumé".encode())
    assert lab.get("u", mid).text == "naïve résumé"


@pytest.mark.parametrize("user_id", ["", "   ", None, "x" * 500, "bad\x00id"])
def test_bad_user_ids_are_refused(lab, user_id):
    with pytest.raises(InvalidInput, match="[Uu]ser id"):
        lab.remember(user_id, "text")


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"kind": "gossip"}, "Unknown memory kind"),
        ({"importance": 7}, "between 0 and 1"),
        ({"importance": "high"}, "number"),
        ({"importance": float("nan")}, "between 0 and 1"),
    ],
)
def test_bad_arguments_are_refused(lab, kwargs, message):
    with pytest.raises(InvalidInput, match=message):
        lab.remember("u", "text", **kwargs)


def test_empty_or_huge_query_is_refused_clearly(lab):
    with pytest.raises(InvalidInput, match="query is empty"):
        lab.recall("u", "  ")
    with pytest.raises(InvalidInput, match="too long"):
        lab.recall("u", "q" * 1_000_000)


def test_unknown_memory_id_is_not_found(lab):
    with pytest.raises(NotFound, match="does not exist"):
        lab.get("u", 999)


def _write_and_close(path, clock):
    with MemoryLab.open(path, embedder="hash", clock=clock) as lab:
        ids = [lab.remember("u", f"memory about topic {i}") for i in range(20)]
    return ids


@pytest.mark.parametrize("damage", ["truncate", "garble", "delete", "empty"])
def test_damaged_index_file_is_rebuilt_with_a_log_line(tmp_path, clock, damage):
    ids = _write_and_close(tmp_path, clock)
    index_file = next((tmp_path / "index").glob("*.hnsw"))
    data = index_file.read_bytes()
    if damage == "truncate":
        index_file.write_bytes(data[: len(data) // 3])
    elif damage == "garble":
        index_file.write_bytes(data[:100] + bytes(reversed(data[100:5000])) + data[5000:])
    elif damage == "delete":
        index_file.unlink()
    else:
        index_file.write_bytes(b"")
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:
        hits = lab.recall("u", "memory about topic 7", k=20)
        assert sorted(h.memory.id for h in hits) == sorted(ids)
        assert hits[0].memory.text == "memory about topic 7"
        assert any("rebuilding" in line for line in lab.status()["index_log"])


def test_stale_index_is_rebuilt(tmp_path, clock):
    _write_and_close(tmp_path, clock)
    saved = {p: p.read_bytes() for p in (tmp_path / "index").iterdir()}
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:
        lab.remember("u", "written behind the index")
    for path, data in saved.items():  # the database moved on, the index files did not
        path.write_bytes(data)
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:
        assert lab.recall("u", "written behind the index")[0].memory.text == "written behind the index"
        assert any("stale" in line for line in lab.status()["index_log"])


def test_a_second_process_gets_a_clear_locked_error(tmp_path, clock):
    _write_and_close(tmp_path, clock)
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import duckdb, sys, time; con = duckdb.connect(sys.argv[1]); print('ready', flush=True); time.sleep(60)",
            str(tmp_path / "memorylab.duckdb"),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "ready"
        with pytest.raises(StoreLocked, match="another process"):
            MemoryLab.open(tmp_path, embedder="hash", clock=clock)
    finally:
        holder.kill()
        holder.wait()
    time.sleep(0.1)
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:
        assert len(lab.memories("u")) == 20
