"""Users never mix, whatever the query and however many candidates are asked for."""

from memorylab import MemoryLab


def test_one_users_memories_never_reach_another(lab):
    for i in range(300):
        lab.remember("crowd", f"coffee order number {i}: flat white")
    own = lab.remember("solo", "Prefers tea, never coffee")
    for n in (1, 5, 50, 1000):
        hits = lab.recall("solo", "coffee order flat white", k=n)
        assert [h.memory.id for h in hits] == [own]
        assert all(h.memory.user_id == "solo" for h in hits)
    crowd_hits = lab.recall("crowd", "Prefers tea, never coffee", k=1000)
    assert len(crowd_hits) == 300 and own not in {h.memory.id for h in crowd_hits}


def test_a_small_user_is_never_shortchanged_by_a_big_one(lab):
    lab.remember_many("big", [f"shared words alpha beta {i}" for i in range(500)])
    mine = [lab.remember("small", f"shared words alpha beta mine {i}") for i in range(7)]
    hits = lab.recall("small", "shared words alpha beta", k=7)
    assert sorted(h.memory.id for h in hits) == sorted(mine)


def test_unknown_user_has_no_memories_and_no_error(lab):
    lab.remember("alice", "something")
    assert lab.recall("nobody", "something") == []
    assert lab.events("nobody") == [] and lab.memories("nobody") == []


def test_reads_of_another_users_memory_by_id_are_refused(lab):
    import pytest

    from memorylab import NotFound

    mid = lab.remember("alice", "Alice's thing")
    with pytest.raises(NotFound):
        lab.get("bob", mid)
    with pytest.raises(NotFound):
        lab.update("bob", mid, importance=0.1)
    assert lab._store.get_many("bob", [mid]) == {}


def test_isolation_survives_reopen_and_rebuild(tmp_path, clock):
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:
        lab.remember("a", "apple pie recipe")
        lab.remember("b", "banana bread recipe")
    for path in (tmp_path / "index").glob("*"):
        path.unlink()
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:
        assert [h.memory.text for h in lab.recall("a", "recipe", k=10)] == ["apple pie recipe"]
        assert [h.memory.text for h in lab.recall("b", "recipe", k=10)] == ["banana bread recipe"]
