"""A restart reads the keyword postings and the vector index from their files instead of
rebuilding them, gives the same answers, and trusts no damaged or stale file."""

from __future__ import annotations

import json
import shutil
import threading
import time

from memorylab import MemoryLab
from memorylab.indexes.loaders import Loaders

TEXTS = [
    "Ana adopted a greyhound called Biscuit",
    "Ana is training for the York half marathon",
    "Ana's sister Marta lives in Lisbon",
    "Ana prefers green tea to coffee",
    "The Phoenix rollout goes to finance first",
    "Ana found duplicate invoices in the billing export",
    "Biscuit hides under the desk during thunderstorms",
    "Ana runs along the canal on Sunday mornings",
]
QUERIES = ["greyhound Biscuit", "marathon training", "tea or coffee", "billing invoices", "canal run"]


def answers(lab: MemoryLab) -> list[list[tuple[int, float]]]:
    """Every query's hits with their keyword and similarity scores (exact enough to compare)."""
    return [
        [
            (h.memory.id, round(h.keyword, 5), round(h.similarity, 5), round(h.score, 5))
            for h in lab.recall("ana", q, k=8)
        ]
        for q in QUERIES
    ]


def postings_files(folder):
    return sorted((folder / "index").glob("*.postings.*"))


def written(tmp_path, clock) -> list[list[tuple[int, float]]]:
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:
        lab.remember_many("ana", TEXTS)
        lab.remember_many("ben", ["Ben keeps bees", "Ben's greyhound is called Pixel"])
        lab.recall("ben", "bees")  # a user's postings are built (and then saved) at their first search
        return answers(lab)


def test_postings_are_saved_and_reloaded_with_identical_answers(tmp_path, clock):
    expected = written(tmp_path, clock)
    assert len(postings_files(tmp_path)) == 4  # two users: the arrays and their sidecar each
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:
        assert answers(lab) == expected
        assert lab.status()["index_log"] == []  # nothing rebuilt
        assert lab._derived.keywords.dirty_users() == []  # read from the file, not rebuilt
        assert [h.memory.text for h in lab.recall("ben", "greyhound", k=5)][0] == "Ben's greyhound is called Pixel"


def test_a_corrupt_postings_file_is_rebuilt_not_trusted(tmp_path, clock):
    expected = written(tmp_path, clock)
    for path in (tmp_path / "index").glob("*.postings.npz"):
        data = bytearray(path.read_bytes())
        data[len(data) // 2] ^= 0xFF
        path.write_bytes(bytes(data))
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:
        assert answers(lab) == expected
        assert any("corrupt" in line for line in lab.status()["index_log"])
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:  # the rebuilt one was saved
        assert answers(lab) == expected and lab.status()["index_log"] == []


def test_a_truncated_or_garbled_sidecar_is_rebuilt(tmp_path, clock):
    expected = written(tmp_path, clock)
    for sidecar in (tmp_path / "index").glob("*.postings.json"):
        sidecar.write_text("{not json")
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:
        assert answers(lab) == expected
        assert any("unreadable" in line for line in lab.status()["index_log"])


def test_an_older_postings_file_catches_up_from_the_event_log(tmp_path, clock):
    """A crash kept the last changes out of the file: the events since it was saved are
    applied on load (a forget, a new memory, an edited text), with no rebuild."""
    expected = written(tmp_path, clock)
    saved = tmp_path / "saved"
    shutil.copytree(tmp_path / "index", saved)
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:
        ids = {m.text: m.id for m in lab.memories("ana")}
        lab.forget("ana", ids["Ana prefers green tea to coffee"])
        lab.remember("ana", "Ana switched to rooibos tea")
        lab.update("ana", ids["Ana runs along the canal on Sunday mornings"], text="Ana cycles by the river")
        expected = answers(lab)
    for path in saved.glob("*.postings.*"):  # the postings as they were before those changes
        shutil.copy(path, tmp_path / "index" / path.name)
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:
        assert answers(lab) == expected
        assert not any("postings" in line for line in lab.status()["index_log"])
        assert "coffe" not in lab._derived.keywords.vocabulary("ana")  # stemmed "coffee"
        assert "canal" not in lab._derived.keywords.vocabulary("ana")
        assert {"rooibo", "river"} <= lab._derived.keywords.vocabulary("ana")


def test_a_stale_postings_file_the_event_log_cannot_explain_is_rebuilt(tmp_path, clock):
    expected = written(tmp_path, clock)
    saved = tmp_path / "saved"
    shutil.copytree(tmp_path / "index", saved)
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:
        lab.remember("ana", "Ana bought a red kayak")
        expected = answers(lab)
    for path in saved.glob("*.postings.*"):
        shutil.copy(path, tmp_path / "index" / path.name)
    for sidecar in (tmp_path / "index").glob("*.postings.json"):  # claims to be newer than it is
        meta = json.loads(sidecar.read_text())
        sidecar.write_text(json.dumps({**meta, "events": meta["events"] + 1000}))
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:
        assert answers(lab) == expected
        assert any("stale" in line for line in lab.status()["index_log"])
        assert "kayak" in lab._derived.keywords.vocabulary("ana")


def test_a_forgotten_memory_leaves_the_postings_file_at_the_purge(tmp_path, clock):
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:
        ids = lab.remember_many("ana", TEXTS + ["Ana named her old kayak zorblax"])
        lab.recall("ana", "kayak")
        lab.flush()
        assert b"zorblax" in b"".join(p.read_bytes() for p in postings_files(tmp_path))
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:  # postings not loaded yet
        lab.forget("ana", ids[-1])
        lab.forgetting.purge()
        assert b"zorblax" not in b"".join(p.read_bytes() for p in postings_files(tmp_path))
        assert all("zorblax" not in h.memory.text for h in lab.recall("ana", "zorblax kayak", k=10))
    files = b"".join(p.read_bytes() for p in tmp_path.rglob("*") if p.is_file())
    assert b"zorblax" not in files
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:
        assert lab.status()["index_log"] == []
        assert "zorblax" not in lab._derived.keywords.vocabulary("ana")


def test_the_vector_index_reloads_without_reading_every_vector_and_answers_the_same(tmp_path, clock):
    expected = written(tmp_path, clock)
    assert len(list((tmp_path / "index").glob("*.ids.npy"))) == 2
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:
        assert answers(lab) == expected  # keyword-only candidates read their vectors on demand
        assert lab.status()["index_log"] == []


def test_a_damaged_ids_file_rebuilds_the_vector_index(tmp_path, clock):
    expected = written(tmp_path, clock)
    for path in (tmp_path / "index").glob("*.ids.npy"):
        path.write_bytes(path.read_bytes()[:-8])
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:
        assert answers(lab) == expected
        assert any("corrupt" in line for line in lab.status()["index_log"])


def test_closing_waits_for_a_background_load_of_rows(tmp_path, clock, monkeypatch):
    """A big user's rows load in a thread after a restart; close() used to return with it still
    reading (from a store being closed; a process exiting meanwhile aborted inside DuckDB)."""
    written(tmp_path, clock)
    lab = MemoryLab.open(tmp_path, embedder="hash", clock=clock)
    rows = lab._derived.rows
    read, finished = rows.store.memories, []

    def slow(user_id):
        time.sleep(0.3)
        found = read(user_id)  # raises once the store is closed: the thread logs it and gives up
        finished.append(len(found))
        return found

    monkeypatch.setattr(rows.store, "memories", slow)
    rows.warm("ana", background=True)
    lab.close()
    assert finished == [len(TEXTS)]  # read to its end on an open store
    assert not [t for t in threading.enumerate() if t.name in ("memorylab-warm", "memorylab-postings")]


def test_a_load_that_does_not_end_does_not_hold_close_forever():
    gate = threading.Event()
    loaders = Loaders()
    loaders.start(gate.wait, name="memorylab-warm")
    assert loaders.wait(timeout=0.05) is False and loaders.running() == 1  # gave up after its timeout
    gate.set()
    assert loaders.wait(timeout=5) is True and loaders.running() == 0
