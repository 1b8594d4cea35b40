"""The per-user registry both indexes keep: each user's index loaded once, one user's load
never holding up another user's."""

from __future__ import annotations

import threading

from hypothesis import given
from hypothesis import strategies as st

from memorylab.indexes.registry import PerUserRegistry


class CountingLoader:
    def __init__(self):
        self.calls: list[str] = []
        self._lock = threading.Lock()

    def __call__(self, user_id: str) -> dict:
        with self._lock:
            self.calls.append(user_id)
        return {"user": user_id}


@given(st.lists(st.sampled_from(["ana", "ben", "chloé", "d"]), max_size=30))
def test_each_user_is_loaded_once_whatever_the_order_of_gets(users):
    loader = CountingLoader()
    registry = PerUserRegistry(loader)
    for user in users:
        assert registry.get(user) == {"user": user}
    assert sorted(loader.calls) == sorted(set(users))
    assert sorted(uid for uid, _ in registry.items()) == sorted(set(users))


def test_threads_asking_for_the_same_user_at_once_share_one_load():
    loader, release = CountingLoader(), threading.Event()

    def slow(user_id):
        release.wait(10)
        return loader(user_id)

    registry = PerUserRegistry(slow)
    got: list[dict] = []
    threads = [threading.Thread(target=lambda: got.append(registry.get("ana"))) for _ in range(8)]
    for t in threads:
        t.start()
    release.set()
    for t in threads:
        t.join(10)
    assert loader.calls == ["ana"] and len(got) == 8 and all(g is got[0] for g in got)


def test_a_slow_load_of_one_user_does_not_hold_up_another_user():
    release, fast_done = threading.Event(), threading.Event()
    registry = PerUserRegistry(lambda uid: (release.wait(10) if uid == "slow" else None) or uid)
    slow = threading.Thread(target=registry.get, args=("slow",))
    slow.start()
    fast = threading.Thread(target=lambda: (registry.get("fast"), fast_done.set()))
    fast.start()
    fast_done.wait(10)
    assert fast_done.is_set() and not registry.loaded("slow")  # the slow load is still waiting
    release.set()
    slow.join(10)
    assert registry.loaded("slow")


def test_peek_loads_nothing_drop_forgets_put_replaces():
    loader = CountingLoader()
    registry = PerUserRegistry(loader)
    assert registry.peek("ana") is None and loader.calls == [] and not registry.loaded("ana")
    first = registry.get("ana")
    assert registry.peek("ana") is first
    registry.drop("ana")
    assert not registry.loaded("ana")
    assert registry.get("ana") == first and loader.calls == ["ana", "ana"]
    registry.put("ana", {"user": "rebuilt"})
    assert registry.get("ana") == {"user": "rebuilt"} and loader.calls == ["ana", "ana"]
