"""A turn's bookkeeping rows, group-committed (storage/queue.py): one commit for a turn,
one commit for many turns waiting together, nothing acknowledged lost, a failure kept to
the rows that caused it. Counted, never timed."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import threading
import time
from datetime import datetime

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memorylab import MemoryLab
from memorylab.storage.dialect import DUCKDB
from memorylab.storage.duckdb import DuckDBStore
from memorylab.storage.queue import SUMMARY, TURN, WriteQueue, counted_uses, replace_summaries
from tests.conftest import make_lab, where
from tests.postgres import fresh_database

T = datetime(2026, 1, 5, 9, 0)


def duck(tmp_path):
    return DuckDBStore(tmp_path / "queue.duckdb")


def postgres(tmp_path):
    from memorylab.storage.postgres import PostgresStore

    return PostgresStore(fresh_database())


@pytest.fixture(params=["duckdb", "postgres"])
def store(request, tmp_path):
    s = {"duckdb": duck, "postgres": postgres}[request.param](tmp_path)
    yield s
    s.close()


def vec(seed: int) -> np.ndarray:
    v = np.random.default_rng(seed).normal(size=384).astype(np.float32)
    return v / np.linalg.norm(v)


def test_outside_a_deferred_scope_each_row_is_committed_before_the_call_returns(store):
    turn_id = store.add_turn("u", "s", "user", "hello", T)
    assert [t["id"] for t in store.turns("u", "s")] == [turn_id]
    assert len(store._queue) == 0


def test_a_deferred_scope_commits_its_rows_once_and_reads_its_own_writes(store):
    mid = store.add(
        {"user_id": "u", "kind": "fact", "text": "User likes tea", "importance": 0.5, "created_at": T}, vec(1)
    )
    before = store._queue.batches
    with store.deferred():
        first = store.add_turn("u", "s", "user", "I like tea", T)
        store.mark_accessed("u", [mid], T)
        assert [t["content"] for t in store.turns("u", "s")] == ["I like tea"]  # its own write, read back
        second = store.add_turn("u", "s", "assistant", "Noted.", T)
        store.add_turn_metrics("u", "s", first, T, "scripted/x", True, {"used": 1})
    assert first < second
    assert [t["id"] for t in store.turns("u", "s")] == [first, second]
    assert store.get("u", mid).access_count == 1
    assert [m["used"] for m in store.turn_metrics("u")] == [1]
    assert len(store._queue) == 0 and store._queue.batches - before <= 2  # the read committed the first part


def test_a_memory_written_inside_the_scope_is_committed_with_the_turn_it_cites(store):
    with store.deferred():
        turn_id = store.add_turn("u", "s", "user", "My dog is called Rex", T)
        assert len(store._queue) == 1
        row = {"user_id": "u", "kind": "fact", "text": "User's dog is Rex", "importance": 0.6, "created_at": T}
        mid = store.add({**row, "source_turn": turn_id}, vec(2))
        assert len(store._queue) == 0  # the memory's transaction wrote the queued turn first
    assert store.get("u", mid).source_turn == turn_id
    assert [t["id"] for t in store.turns("u", "s")] == [turn_id]


def test_a_transaction_that_rolls_back_puts_the_queued_rows_back(store):
    with store.deferred():
        turn_id = store.add_turn("u", "s", "user", "kept", T)
        with pytest.raises(RuntimeError), store.transaction("u"):
            raise RuntimeError("the caller's own statement failed")
        assert len(store._queue) == 1  # back in line, not lost
    assert [t["id"] for t in store.turns("u", "s")] == [turn_id]


def test_rows_that_cannot_be_written_fail_alone_and_the_next_turn_is_not_poisoned(store):
    with pytest.raises(Exception), store.deferred():  # noqa: B017 - each backend has its own error type
        store.add_turn_metrics("u", "s", 1, T, "m", True, {"prompt_tokens": "not a number"})
    assert len(store._queue) == 0
    turn_id = store.add_turn("u", "s", "user", "still works", T)
    assert [t["id"] for t in store.turns("u", "s")] == [turn_id]
    assert store.turn_metrics("u") == []


def test_a_summary_is_queued_with_its_event_and_the_newest_of_a_session_is_kept(store):
    with store.deferred():
        a = store.put_summary("u", "s", "first fold", 1, 6, T, reason="folded 6 turns")
        b = store.put_summary("u", "s", "second fold", 1, 12, T, reason="folded 6 turns")
        store.put_summary("u", "other", "another session", 3, 4, T, reason="folded 2 turns")
    assert a < b
    assert store.summary("u", "s")["text"] == "second fold" and store.summary("u", "s")["id"] == b
    assert store.summary("u", "other")["text"] == "another session"
    assert store.count("summaries", "u") == 2
    assert [e.op for e in store.events("u")] == ["SUMMARIZE"] * 3


def test_threads_waiting_together_share_one_commit(tmp_path):
    """Forty turns queue their rows while a commit is in progress (the gate held here);
    when it ends, the first of them to get in writes everyone's rows: one commit."""
    store = duck(tmp_path)
    try:
        n, done = 40, []
        with store._commit_gate():

            def turn(i: int) -> None:
                with store.deferred():
                    store.add_turn(f"user-{i}", "s", "user", f"message {i}", T)
                    store.add_turn(f"user-{i}", "s", "assistant", "Noted.", T)
                done.append(i)

            threads = [threading.Thread(target=turn, args=(i,)) for i in range(n)]
            for t in threads:
                t.start()
            deadline = time.monotonic() + 30
            while len(store._queue) < 2 * n and time.monotonic() < deadline:
                time.sleep(0.01)
            assert done == []  # nobody acknowledged before their commit
            before = store._queue.batches
        for t in threads:
            t.join()
        assert sorted(done) == list(range(n))
        assert store._queue.batches - before == 1
        assert store.count("turns") == 2 * n
    finally:
        store.close()


def test_a_chat_turn_commits_once_unless_it_writes_a_memory(tmp_path, clock, scripted):
    lab = make_lab(tmp_path / "lab", clock)
    try:
        lab.chat("ana", "hello there")  # loads what the turn holds
        queue = lab._store._queue
        before = queue.batches
        turn = lab.chat("ana", "how are you today?")
        assert turn.ok and not [d for d in turn.decisions if d.memory_id]
        assert queue.batches - before == 1
        before = queue.batches
        turn = lab.chat("ana", "My dog is called Rex")
        assert turn.ok and any(d.memory_id for d in turn.decisions)
        assert queue.batches - before == 2  # the memory with its turn, then the rest
    finally:
        lab.close()


def test_an_acknowledged_turn_survives_kill_9(tmp_path):
    """A child chats and prints each turn's id once lab.chat returned; killed at a random
    moment, every turn it acknowledged is in the database (at most the one in flight is not)."""
    child_code = textwrap.dedent(
        """
        import sys
        from memorylab import MemoryLab, Settings
        lab = MemoryLab.open(settings=Settings.from_env(data_dir=sys.argv[1], model="scripted/kill", embedder="hash"))
        n = 0
        while True:
            turn = lab.chat("ana", f"note number {n} about the harbour")
            print(turn.turn_ids[0], flush=True)
            n += 1
        """
    )
    folder = tmp_path / "lab"
    child = subprocess.Popen([sys.executable, "-c", child_code, str(folder)], stdout=subprocess.PIPE, text=True)
    acked = []
    try:
        for _ in range(12):
            acked.append(int(child.stdout.readline()))
    finally:
        child.kill()
        child.wait(timeout=30)
    with MemoryLab.open(folder, embedder="hash") as lab:
        stored = {t["id"] for t in lab.turns("ana")}
    assert set(acked) <= stored


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from("abc"), st.lists(st.integers(1, 6), min_size=1, max_size=4)), max_size=12))
def test_use_counts_of_a_batch_add_up_as_one_update_after_another_would(uses):
    """Property: the batch's one UPDATE gives each memory as many uses as were queued, and
    the time of the last one."""
    queue = WriteQueue()
    for n, (user, ids) in enumerate(uses):
        queue.put("access", user, (tuple(ids), datetime(2026, 1, 1, 0, n), "used"))
    counted = {(u, i): (k, at) for u, i, k, at in counted_uses(queue.take())}
    expected: dict = {}
    for n, (user, ids) in enumerate(uses):
        for i in ids:
            k, _ = expected.get((user, i), (0, None))
            expected[(user, i)] = (k + 1, datetime(2026, 1, 1, 0, n))
    assert counted == expected


def test_summaries_of_one_session_in_a_batch_keep_the_newest():
    rows = [(1, "u", "s", "old", 1, 6, T, "r"), (2, "u", "s", "new", 1, 12, T, "r"), (3, "v", "s", "v's", 1, 2, T, "r")]
    (_, keys), (_, params) = replace_summaries(DUCKDB, rows)
    assert keys == ["u", "s", "v", "s"]
    assert params == [2, "u", "s", "new", 1, 12, T, 3, "v", "s", "v's", 1, 2, T]


def test_a_queue_state_says_queued_in_flight_and_done(tmp_path):
    queue = WriteQueue()
    t = queue.put(TURN, "u", (1, "u", "s", "user", "x", T))
    assert queue.state({t}) == "queued"
    batch = queue.take()
    assert queue.state({t}) == "in flight"
    queue.restore(batch)
    assert queue.state({t}) == "queued" and len(queue.queued("u", TURN)) == 1 and queue.queued("u", SUMMARY) == []
    queue.fail(queue.take(), ValueError("bad row"))
    with pytest.raises(ValueError, match="bad row"):
        queue.state({t})
    assert queue.state({t}) == "done"  # the error is given once


def test_the_chat_lab_on_both_backends_keeps_every_turn(tmp_path, clock, scripted):
    for backend in ("duckdb", "postgres"):
        lab = make_lab(where(backend, tmp_path / backend), clock)
        try:
            ids = [i for n in range(4) for i in lab.chat("ana", f"message {n}").turn_ids]
            assert [t["id"] for t in lab.turns("ana")] == ids
            assert len(lab.agent.turn_metrics("ana")) == 4
        finally:
            lab.close()
