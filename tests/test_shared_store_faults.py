"""The shared store (Postgres) under faults: a process whose keyword index caught up with
a row its vector index has not yet; the database going away (a clear StoreUnavailable,
after a bounded wait, nothing lost); the catch-up under interleaved writes and forgets."""

from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memorylab import MemoryLab
from tests.postgres import fresh_database

pytestmark = pytest.mark.filterwarnings("ignore::Warning")


@pytest.fixture
def two_processes(clock):
    """Two labs on one database: each with its own derived indexes, as two processes have."""
    url = fresh_database()
    a = MemoryLab.open(url, embedder="hash", clock=clock)
    b = MemoryLab.open(url, embedder="hash", clock=clock)
    yield a, b
    a.close()
    b.close()


def test_a_row_the_keyword_index_has_and_the_vector_index_lacks_is_recalled_not_an_index_error(two_processes):
    a, b = two_processes
    b.remember("u", "User likes green tea")
    assert a.recall("u", "green tea")  # a loads both its indexes
    gecko = b.remember("u", "User's gecko is named Zorro")
    a._derived.sync("u")  # a catches up on b's write ...
    a._derived.vectors.remove("u", [gecko])  # ... as far as its keyword index only (the race)
    hits = a.recall("u", "gecko Zorro")
    assert gecko in [h.memory.id for h in hits]
    assert all(np.isfinite(h.score) for h in hits)


def test_a_row_forgotten_meanwhile_drops_out_of_the_candidates(two_processes):
    a, b = two_processes
    b.remember("u", "User likes green tea")
    gecko = b.remember("u", "User's gecko is named Zorro")
    a.recall("u", "gecko")
    a._derived.vectors.remove("u", [gecko])
    b.forget("u", gecko)
    a._derived.seen["u"] = b._store.version("u")  # a has not seen the forget yet
    assert gecko not in [h.memory.id for h in a.recall("u", "gecko Zorro")]


@pytest.fixture
def own_server():
    """A Postgres of this test's own, so it can be stopped and started again. Its data dir
    is a temp folder of the run's (not tmp_path: under xdist, a worker's tmp_path is closed
    to the user pgserver runs Postgres as), removed afterwards."""
    import shutil
    import tempfile

    import pgserver

    folder = Path(tempfile.mkdtemp(prefix="memorylab-pg-"))
    server = pgserver.get_server(str(folder), cleanup_mode="stop")
    yield folder, server.get_uri()
    pgserver.get_server(str(folder), cleanup_mode="stop").cleanup()
    shutil.rmtree(folder, ignore_errors=True)


def retried(call, seconds: float = 60.0):
    """``call()``, retried while the database is still coming back (the pool reconnects
    with a backoff, so the first call after a restart may still wait out its bound)."""
    import time

    from memorylab import StoreUnavailable

    deadline = time.monotonic() + seconds
    while True:
        try:
            return call()
        except StoreUnavailable:
            if time.monotonic() > deadline:
                raise


def test_a_database_that_goes_away_gives_store_unavailable_and_loses_nothing(own_server, clock):
    import pgserver

    from memorylab import StoreUnavailable
    from memorylab.storage.postgres.connection import WAIT_SECONDS

    folder, url = own_server
    lab = MemoryLab.open(url, embedder="hash", clock=clock)
    try:
        ids = lab.remember_many("u", [f"User note {i} about the allotment" for i in range(50)])
        pgserver.get_server(str(folder), cleanup_mode="stop").cleanup()  # the server goes away
        with pytest.raises(StoreUnavailable, match="Retry when the server is back"):
            lab.recall("u", "allotment")
        with pytest.raises(StoreUnavailable):
            lab.remember("u", "User likes tea")
        assert WAIT_SECONDS <= 10  # the bound each call waits, instead of psycopg_pool's 30 s
        assert pgserver.get_server(str(folder), cleanup_mode="stop").get_uri() == url  # back again
        assert retried(lambda: lab.count("u")) == 50  # as the message says: retry once it is back
        assert {m.id for m in lab.memories("u")} == set(ids)
        assert lab.recall("u", "allotment note 7")
    finally:
        lab.close()


def test_close_while_the_database_is_away_does_not_raise(own_server, clock):
    import pgserver

    folder, url = own_server
    lab = MemoryLab.open(url, embedder="hash", clock=clock)
    lab.remember("u", "User likes tea")
    pgserver.get_server(str(folder), cleanup_mode="stop").cleanup()
    lab.close()


# --- interleavings: two processes' views of one database, writes, forgets and recalls mixed -----

WORDS = ["tea", "gecko", "allotment", "piano", "Porto", "kayak"]
STEP = st.tuples(st.sampled_from(["write", "forget", "recall"]), st.sampled_from([0, 1]), st.sampled_from(WORDS))


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=st.lists(STEP, min_size=3, max_size=14))
def test_interleaved_writes_forgets_and_recalls_never_fail_and_never_return_the_forgotten(clock, steps):
    url = fresh_database()
    labs = [MemoryLab.open(url, embedder="hash", clock=clock) for _ in range(2)]
    forgotten: set[int] = set()
    try:
        for op, who, word in steps:
            lab = labs[who]
            if op == "write":
                lab.remember("u", f"User mentioned {word} on a walk")
            elif op == "forget":
                live = [m.id for m in lab.memories("u") if word in m.text]
                if live:
                    forgotten.update(lab.forget("u", live[0]))
            else:
                hits = lab.recall("u", word, k=10)
                assert not {h.memory.id for h in hits} & forgotten
                assert all(np.isfinite(h.score) for h in hits)
        views = [{h.memory.id for h in lab.recall("u", "User mentioned walk", k=100)} for lab in labs]
        assert views[0] == views[1] and not views[0] & forgotten
    finally:
        for lab in labs:
            lab.close()
