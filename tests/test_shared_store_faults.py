"""The shared store (Postgres) under faults: a process whose keyword index caught up with
a row its vector index has not yet; the database going away (a clear StoreUnavailable,
after a bounded wait, nothing lost); the catch-up under interleaved writes and forgets."""

import numpy as np
import pytest

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
    a.derived.sync("u")  # a catches up on b's write ...
    a.derived.vectors.remove("u", [gecko])  # ... as far as its keyword index only (the race)
    hits = a.recall("u", "gecko Zorro")
    assert gecko in [h.memory.id for h in hits]
    assert all(np.isfinite(h.score) for h in hits)


def test_a_row_forgotten_meanwhile_drops_out_of_the_candidates(two_processes):
    a, b = two_processes
    b.remember("u", "User likes green tea")
    gecko = b.remember("u", "User's gecko is named Zorro")
    a.recall("u", "gecko")
    a.derived.vectors.remove("u", [gecko])
    b.forget("u", gecko)
    a.derived.seen["u"] = b.store.version("u")  # a has not seen the forget yet
    assert gecko not in [h.memory.id for h in a.recall("u", "gecko Zorro")]
