"""Many threads on one lab: per-user locks keep every promise the single lock kept.

Assertions are on the final state (and on what a recall may return once a forget has
returned), never on timings: the interleavings vary from run to run, the outcome must not.
"""

from __future__ import annotations

import threading

from hypothesis import given, settings
from hypothesis import strategies as st

from memorylab import MemoryLab
from memorylab.adapters.embed import HashingEmbedder
from tests.conftest import make_lab

WORDS = ["harbour", "violin", "glacier", "saffron", "lantern", "meadow", "cobalt", "orchard"]


def run_threads(*targets) -> list[BaseException]:
    """Start every target at the same moment; the exceptions they raised."""
    errors: list[BaseException] = []
    barrier = threading.Barrier(len(targets))

    def wrap(target):
        def run():
            barrier.wait()
            try:
                target()
            except BaseException as exc:  # noqa: BLE001 - reported by the test
                errors.append(exc)

        return run

    threads = [threading.Thread(target=wrap(t)) for t in targets]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return errors


def unique(user: int, n: int) -> str:
    return f"note {n} of user {user}: the {WORDS[n % len(WORDS)]} token u{user}n{n}x"


def test_users_writing_recalling_and_forgetting_at_once_lose_nothing_and_leak_nothing(duck_lab):
    lab, users, per_user = duck_lab, 6, 24
    kept: dict[str, set[str]] = {}

    def attendee(u: int):
        def work():
            user, ids = f"user-{u}", []
            for n in range(per_user):
                ids.append(lab.remember(user, unique(u, n)))
                lab.recall(user, WORDS[n % len(WORDS)], k=5)
                if n % 3 == 2:
                    lab.forget(user, ids[n - 1])
            kept[user] = {unique(u, n) for n in range(per_user) if n % 3 != 1}

        return work

    assert run_threads(*(attendee(u) for u in range(users))) == []
    for u in range(users):
        user = f"user-{u}"
        assert {m.text for m in lab.memories(user)} == kept[user]
        assert lab._derived.vectors.count(user) == len(kept[user])
        assert len(lab._derived.keywords.vocabulary(user)) > 0
        hits = lab.recall(user, "note token", k=100)
        assert {h.memory.text for h in hits} <= kept[user]  # only this user's, none forgotten
        assert all(h.memory.user_id == user for h in hits)
        for n in range(per_user):
            found = [h.memory.text for h in lab.recall(user, f"u{u}n{n}x", k=3)]
            assert (unique(u, n) in found) == (n % 3 != 1)


def test_one_user_writing_from_many_threads_loses_no_write(duck_lab):
    lab, threads, per_thread = duck_lab, 8, 15

    def writer(t: int):
        return lambda: [lab.remember("ana", unique(t, n)) for n in range(per_thread)]

    assert run_threads(*(writer(t) for t in range(threads))) == []
    texts = {m.text for m in lab.memories("ana")}
    assert texts == {unique(t, n) for t in range(threads) for n in range(per_thread)}
    assert lab._derived.vectors.count("ana") == threads * per_thread
    assert len(lab.events("ana")) == threads * per_thread  # one ADD each, no duplicate
    for t in range(threads):
        assert lab.recall("ana", f"u{t}n3x", k=1)[0].memory.text == unique(t, 3)


def test_a_recall_that_starts_after_a_forget_returned_never_sees_the_forgotten(duck_lab):
    lab = duck_lab
    ids = lab.remember_many("ana", [f"Ana's secret number {n} is the {WORDS[n % 8]} code" for n in range(40)])
    lab.remember_many("ben", [f"Ben's note {n} about the {WORDS[n % 8]} code" for n in range(40)])
    gone: set[int] = set()  # ids whose forget has returned
    seen_after: list[tuple[set[int], set[int]]] = []
    done = threading.Event()

    def forget_them():
        try:
            for memory_id in ids[::2]:
                lab.forget("ana", memory_id)
                gone.add(memory_id)
        finally:
            done.set()

    def recall_them():
        while not done.is_set():
            before = set(gone)  # forgets that returned before this recall started
            hits = lab.recall("ana", "secret code", k=40)
            seen_after.append((before, {h.memory.id for h in hits}))

    def other_user():
        while not done.is_set():
            assert all(h.memory.user_id == "ben" for h in lab.recall("ben", "secret code", k=40))

    assert run_threads(forget_them, recall_them, other_user) == []
    assert seen_after, "the recall thread ran"
    assert all(not (before & hits) for before, hits in seen_after)
    assert {m.id for m in lab.memories("ana")} == set(ids[1::2])
    assert not {h.memory.id for h in lab.recall("ana", "secret code", k=40)} & set(ids[::2])


def test_keys_and_exports_of_many_users_at_once(duck_lab):
    lab = duck_lab

    def user_work(u: int):
        def work():
            user = f"user-{u}"
            for n in range(6):
                lab.keys.put(user, "city", f"City number {n} of user {u}")
                assert lab.keys.lookup(user, "city").value == f"City number {n} of user {u}"
                lab.export(user)

        return work

    assert run_threads(*(user_work(u) for u in range(6))) == []
    for u in range(6):
        value = lab.keys.lookup(f"user-{u}", "city")
        assert value.value == f"City number 5 of user {u}" and len(value.history) == 5


class GateEmbedder:
    """The hashing embedder, except that embedding ``held`` signals ``entered`` and waits
    for ``release``: a write stopped half-way, inside its user's lock."""

    def __init__(self, held: str):
        self.inner, self.held = HashingEmbedder(), held
        self.name, self.dim = self.inner.name, self.inner.dim
        self.entered, self.release = threading.Event(), threading.Event()

    def embed(self, texts: list[str]):
        if self.held in texts:
            self.entered.set()
            self.release.wait(timeout=30)
        return self.inner.embed(texts)


def test_closing_waits_for_a_write_in_flight_and_saves_it(tmp_path, clock):
    text = "Ana plays the violin on Sundays"
    embedder = GateEmbedder(text)
    lab = MemoryLab.open(tmp_path, embedder=embedder, clock=clock)
    lab.remember("ben", "Ben keeps bees")
    errors: list[BaseException] = []

    def write():
        try:
            lab.remember("ana", text)
        except BaseException as exc:  # noqa: BLE001 - reported by the test
            errors.append(exc)

    worker = threading.Thread(target=write)
    worker.start()
    assert embedder.entered.wait(timeout=30)  # ana's write holds ana's lock now
    closer = threading.Thread(target=lab.close)
    closer.start()
    embedder.release.set()
    closer.join()
    worker.join()
    assert errors == []
    with MemoryLab.open(tmp_path, embedder=embedder, clock=clock) as again:
        assert [m.text for m in again.memories("ana")] == [text]
        assert again.recall("ana", "violin")[0].memory.text == text
        assert again.status()["index_log"] == []


ops = st.lists(
    st.tuples(st.sampled_from(["add", "add", "forget", "recall"]), st.integers(0, 7)),
    min_size=1,
    max_size=14,
)


@settings(max_examples=12, deadline=None)
@given(st.lists(ops, min_size=2, max_size=4))
def test_any_interleaving_of_users_ends_as_if_they_took_turns(tmp_path_factory, plan):
    """Each user's operations run in order in a thread of their own; whatever the
    interleaving, every user ends with what running the users one after another gives."""

    def play(lab: MemoryLab, u: int, steps) -> None:
        user, written = f"user-{u}", []
        for op, n in steps:
            if op == "add":
                written.append(lab.remember(user, unique(u, n)))
            elif op == "forget" and written:
                memory_id = written.pop(n % len(written))
                if memory_id not in written:  # a repeat returns the same id: forget once
                    lab.forget(user, memory_id)
            else:
                assert all(h.memory.user_id == user for h in lab.recall(user, WORDS[n], k=10))

    def outcome(lab: MemoryLab) -> dict:
        return {
            f"user-{u}": (
                sorted(m.text for m in lab.memories(f"user-{u}")),
                sorted(h.memory.text for h in lab.recall(f"user-{u}", "note token", k=50)),
            )
            for u in range(len(plan))
        }

    with MemoryLab.open(tmp_path_factory.mktemp("turns"), embedder="hash") as lab:
        for u, steps in enumerate(plan):
            play(lab, u, steps)
        expected = outcome(lab)
    with MemoryLab.open(tmp_path_factory.mktemp("threads"), embedder="hash") as lab:
        assert run_threads(*(lambda u=u, steps=steps: play(lab, u, steps) for u, steps in enumerate(plan))) == []
        assert outcome(lab) == expected


def test_no_lock_is_held_while_the_model_generates(tmp_path, clock, scripted):
    """While the model writes ana's reply, ana's own memory work and ben's whole turn run
    to the end in other threads (a lock held across generation would stop them)."""
    lab = make_lab(tmp_path / "lab", clock)
    lab.remember("ana", "Ana keeps a kayak at the lake")
    finished: list[str] = []

    def others() -> None:
        lab.remember("ana", "Ana bought a new paddle")
        assert lab.recall("ana", "kayak")[0].memory.text == "Ana keeps a kayak at the lake"
        assert lab.chat("ben", "I grow tomatoes on my balcony").ok
        finished.append("done")

    def generate(messages):
        worker = threading.Thread(target=others)
        worker.start()
        worker.join(timeout=60)  # a deadlock shows as a thread still running
        return "A reply written while others worked." if finished else "blocked"

    scripted.enqueue(generate)
    turn = lab.chat("ana", "Where do I keep my kayak?")
    lab.close()
    assert turn.ok and turn.reply == "A reply written while others worked."
    assert finished == ["done"]


def test_purges_from_disk_while_users_work_lose_nothing(duck_lab):
    """The purge rewrites the database file and reopens it while other threads hold
    cursors of the old one: their statements wait, then carry on with fresh cursors."""
    lab = duck_lab
    stop = threading.Event()

    def purge_repeatedly():
        for _ in range(4):
            victim = lab.remember("zed", "Zed's throwaway note")
            lab.forget("zed", victim)
            lab.forgetting.purge()
        stop.set()

    def user_work(u: int):
        def work():
            n = 0
            while not stop.is_set() or n < 5:
                lab.remember(f"user-{u}", unique(u, n))
                assert lab.recall(f"user-{u}", f"u{u}n{n}x", k=1)[0].memory.text == unique(u, n)
                n += 1
            written[u] = n

        return work

    written: dict[int, int] = {}
    assert run_threads(purge_repeatedly, *(user_work(u) for u in range(3))) == []
    for u in range(3):
        assert {m.text for m in lab.memories(f"user-{u}")} == {unique(u, n) for n in range(written[u])}
    assert lab.memories("zed") == [] and lab.forgetting.purge_status()["pending"] is False
