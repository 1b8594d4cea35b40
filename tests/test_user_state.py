"""The reads a chat turn repeats, answered from what the DuckDB store holds per user
(storage/userstate.py): always what the database says, never another user's, and gone
with a forget."""

from __future__ import annotations

from datetime import datetime, timedelta

import numpy as np
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from memorylab.storage.duckdb import DuckDBStore
from tests.conftest import make_lab

T = datetime(2026, 1, 5, 9, 0)
SECRET = "Ana's locker code is behind the blue poster"


def vec(seed: int) -> np.ndarray:
    v = np.random.default_rng(seed).normal(size=384).astype(np.float32)
    return v / np.linalg.norm(v)


def reflection_figure(store: DuckDBStore, user: str) -> tuple:
    """The importance since the last reflection, to 9 places: a held figure adds each new
    memory's importance as it is written, the database sums the rows in its own order."""
    total, since = store.importance_since_reflection(user, ("fact", "preference", "episodic"))
    return round(total, 9), since


def answers(store: DuckDBStore, user: str, now: datetime) -> dict:
    """Every read the held state answers, as the store answers it now."""
    return {
        "turns": store.turns(user, "s"),
        "recent": store.turns(user, "s", limit=3),
        "after": store.turns(user, "s", after=2),
        "summary": store.summary(user, "s"),
        "profile": store.profile(user, now, limit=5),
        "reflection": reflection_figure(store, user),
        "last event": store.last_event_id(user),
        "events": store.events(user, after=0),
        "digest": store.digest(user),
    }


OPS = st.lists(
    st.tuples(
        st.sampled_from(
            [
                "turn",
                "summary",
                "fact",
                "keyed",
                "reflection",
                "semantic",
                "backdated",
                "use",
                "update",
                "retire",
                "forget",
            ]
        ),
        st.sampled_from(["ana", "ben"]),
        st.integers(0, 9),
    ),
    min_size=1,
    max_size=25,
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(OPS)
@example(ops=[("reflection", "ana", 1), ("backdated", "ana", 5), ("semantic", "ana", 7), ("fact", "ana", 3)])
def test_held_answers_are_what_the_database_answers_after_any_writes(tmp_path_factory, ops):
    """Property: after any mix of writes (inside and outside deferred scopes), every held
    answer equals the one read afresh from the database (the held state dropped)."""
    store = DuckDBStore(tmp_path_factory.mktemp("held") / "held.duckdb")
    try:
        ids: dict[str, list[int]] = {"ana": [], "ben": []}
        for n, (op, user, k) in enumerate(ops):
            at = T + timedelta(minutes=n)
            with store.deferred():
                apply(store, ids, op, user, k, at)
            for who in ("ana", "ben"):  # read through the held state, so it is loaded and kept
                answers(store, who, at)
        now = T + timedelta(minutes=len(ops))
        held = {who: answers(store, who, now) for who in ("ana", "ben")}
        store.forget_held()
        assert held == {who: answers(store, who, now) for who in ("ana", "ben")}
    finally:
        store.close()


def apply(store: DuckDBStore, ids: dict, op: str, user: str, k: int, at: datetime) -> None:
    mine = ids[user]
    if op == "turn":
        store.add_turn(user, "s", "user" if k % 2 else "assistant", f"{user} says {k}", at)
    elif op == "summary":
        store.put_summary(user, "s", f"summary {k} of {user}", 1, k + 1, at, reason="fold")
    elif op in ("fact", "keyed", "reflection", "semantic", "backdated"):
        # semantic: a kind the reflection figure leaves out; backdated: older than any reflection
        kind = op if op in ("reflection", "semantic") else "fact"
        row = {"user_id": user, "kind": kind, "text": f"{op} {k} {user}", "importance": k / 10}
        row |= {
            "created_at": at - timedelta(days=1) if op == "backdated" else at,
            "key": f"key{k}" if op == "keyed" else None,
        }
        mine.append(store.add(row, vec(k)))
    elif mine and op == "use":
        store.mark_accessed(user, mine[k % len(mine) :], at)
    elif mine and op == "update":
        store.update(user, mine[k % len(mine)], {"importance": 0.9}, at=at)
    elif mine and op == "retire":
        store.set_status(user, [mine[k % len(mine)]], "consolidated", at=at, reason="merged", op="MERGE")
    elif mine and op == "forget":
        gone = mine.pop(k % len(mine))
        store.erase(user, [gone], phrases=[], turn_contents={}, at=at, reason="asked")


def test_a_forget_empties_the_users_held_state(tmp_path, clock, scripted):
    lab = make_lab(tmp_path / "lab", clock)
    try:
        mid = lab.remember("ana", SECRET)
        lab.chat("ana", f"Please remember: {SECRET}")
        lab.chat("ana", "what else?")
        store = lab._store
        assert store._states_().held("ana") is not None
        assert any(SECRET in t["content"] for t in store._states_().held("ana").sessions["default"].rows)
        lab.forget("ana", mid)
        state = store._states_().held("ana")
        held_text = repr(state) if state is not None else ""
        assert "locker" not in held_text
        assert all("locker" not in t["content"] for t in lab.turns("ana"))
    finally:
        lab.close()


def test_a_users_held_state_holds_only_their_rows(tmp_path, clock, scripted):
    lab = make_lab(tmp_path / "lab", clock)
    try:
        lab.chat("ana", "I keep bees on the roof")
        lab.chat("ben", "I collect old maps")
        held = lab._store._states_()
        assert "maps" not in repr(held.held("ana")) and "bees" not in repr(held.held("ben"))
        assert {t["content"] for t in lab._store.turns("ana", "default")} >= {"I keep bees on the roof"}
    finally:
        lab.close()


def test_a_turn_alone_runs_six_statements_and_reads_nothing(tmp_path, clock, scripted):
    """The third turn of a session (no memory written, no summary folded) reads its turns,
    summary, profile, reflection figure and events from the held state: its only statements
    are the one commit of its rows (BEGIN, the turns, the use counts, the figures, the
    events, COMMIT). Round 4's turn ran about 18, four of them commits."""
    lab = make_lab(tmp_path / "lab", clock)
    try:
        lab.remember("ana", "Ana likes sailing")
        lab.chat("ana", "hello there")
        lab.chat("ana", "how are you?")
        before = lab._store.statements
        turn = lab.chat("ana", "do I like sailing?")
        assert turn.ok and not [d for d in turn.decisions if d.memory_id] and turn.summary is None
        assert turn.context.used_memory_ids  # a use was counted
        assert lab._store.statements - before == 6
    finally:
        lab.close()
