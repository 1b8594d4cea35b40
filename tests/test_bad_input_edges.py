"""Inputs the first round of checks let through: each gets InvalidInput with a plain
message (never a raw library error, a crash or a silent wrong answer), and nothing is
written. Property tests cover the families: vectors of any length and content, ids and
texts of any Unicode."""

from datetime import timedelta

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from memorylab import InvalidInput, MemoryLab, NotFound
from memorylab.errors import MemoryLabError
from memorylab.playground import evaluation

ZERO_WIDTH = "\u200b\u200c\u200d\u2060\ufeff"


@pytest.fixture(scope="module")
def shared(tmp_path_factory):
    """One lab for the property tests (a fresh one per example would dominate the time)."""
    from memorylab import Clock
    from tests.conftest import T0

    lab = MemoryLab.open(tmp_path_factory.mktemp("props"), embedder="hash", clock=Clock(pinned=T0))
    lab.remember("u", "User likes green tea in the morning")
    lab.remember("u", "User's sister lives in Porto")
    yield lab
    lab.close()


@pytest.mark.parametrize(
    "vector",
    [np.ones(3), np.ones(1000), np.full(384, np.nan), np.zeros(384), np.full(384, np.inf), "abc", [[1.0, 2.0]], [{}]],
)
def test_a_bad_query_vector_is_refused_before_the_index_reads_it(shared, vector):
    with pytest.raises(InvalidInput, match="(?i)vector"):
        shared.recall("u", "tea", vector=vector)


def test_a_right_query_vector_still_works(shared):
    vector = shared.embedder.embed(["green tea"])[0]
    assert shared.recall("u", "tea", vector=vector)[0].memory.text == "User likes green tea in the morning"


@pytest.mark.parametrize(
    "fields, message",
    [
        ({"ttl": timedelta(days=999_999_999)}, "9999"),
        ({"span": (0, 2**70)}, "span"),
        ({"source_turn": 2**70}, "source turn"),
        ({"source_turn": 10**30}, "source turn"),
    ],
)
def test_enormous_numbers_are_refused(duck_lab, fields, message):
    with pytest.raises(InvalidInput, match=message):
        duck_lab.remember("u", "User likes tea", **fields)
    assert duck_lab._store.count("memories") == 0


@pytest.mark.parametrize("weights", [{"relevance": 1.0}, 3, ["a"]])
def test_weights_of_the_wrong_type_are_refused(shared, weights):
    with pytest.raises(InvalidInput, match="weights"):
        shared.recall("u", "tea", weights=weights)
    with pytest.raises(InvalidInput, match="weights"):
        shared.retrieval.rerank(shared.retrieval.candidates("u", "tea"), weights=weights)


def test_weights_by_preset_name_work_and_an_unknown_name_is_refused(shared):
    assert shared.retrieval.rerank(shared.retrieval.candidates("u", "tea"), weights="balanced")
    with pytest.raises(InvalidInput, match="preset"):
        shared.retrieval.rerank(shared.retrieval.candidates("u", "tea"), weights="no-such-preset")


@pytest.mark.parametrize("candidates", [None, [1, 2, 3], "tea"])
def test_rerank_takes_only_candidates(shared, candidates):
    with pytest.raises(InvalidInput, match="Candidates"):
        shared.retrieval.rerank(candidates)


@pytest.mark.parametrize("ks", [None, "5", 5])
def test_evaluate_needs_a_list_of_ks(shared, ks):
    with pytest.raises(InvalidInput, match="k"):
        evaluation.run(shared, ks=ks)


@pytest.mark.parametrize("conversations", [0, -1, 1.5, "2", float("nan"), True])
def test_evaluate_reads_a_whole_number_of_conversations(shared, conversations):
    with pytest.raises(InvalidInput, match="conversations"):
        evaluation.run(shared, conversations=conversations)


def test_evaluate_reads_the_first_conversations_only(shared):
    assert evaluation.run(shared, ks=[5], conversations=1).n < evaluation.run(shared, ks=[5]).n


def test_the_clock_cannot_be_moved_past_the_year_9999(duck_lab):
    for _ in range(2000):
        try:
            duck_lab.clock.advance(days=3650)
        except InvalidInput as exc:
            assert "9999" in str(exc)
            break
    else:
        pytest.fail("the clock went past the year 9999")
    assert duck_lab.clock.now().year <= 9999
    assert duck_lab.remember("u", "still works at the end of time")


@pytest.mark.parametrize("text", [ZERO_WIDTH, "\u200b \u200b", "\u0301\u0301", "\u00ad"])
def test_text_of_only_invisible_characters_is_empty(duck_lab, text):
    with pytest.raises(InvalidInput, match="empty"):
        duck_lab.remember("u", text)


@pytest.mark.parametrize("user_id", [ZERO_WIDTH, "\u200b", "\u2060\u2060"])
def test_a_user_id_of_only_invisible_characters_is_refused(duck_lab, user_id):
    with pytest.raises(InvalidInput, match="[Uu]ser id"):
        duck_lab.remember(user_id, "User likes tea")
    assert duck_lab.users() == []


def test_turns_refuses_a_session_that_is_not_a_string(duck_lab):
    with pytest.raises(InvalidInput, match="session"):
        duck_lab.turns("u", 5)


@pytest.mark.parametrize(
    "override",
    [
        {"threshold": float("nan")},
        {"threshold": -0.5},
        {"threshold": 2.0},
        {"window_days": -1},
        {"window_days": float("nan")},
        {"window_days": 0},
        {"min_size": -3},
        {"min_size": 1.5},
        {"hide_sources": "yes"},
    ],
)
def test_consolidation_parameters_are_checked(duck_lab, override):
    with pytest.raises(InvalidInput):
        duck_lab.lifecycle.consolidate("u", **override)


def test_evict_refuses_an_unknown_policy_and_deletes_nothing(duck_lab):
    mid = duck_lab.remember("u", "User likes tea")
    with pytest.raises(InvalidInput, match="policy"):
        duck_lab.forgetting.evict("u", [mid], "whatever I like")
    assert duck_lab.get("u", mid)


def test_evict_of_another_users_memory_is_not_found_as_forget_is(duck_lab):
    mid = duck_lab.remember("alice", "Alice likes tea")
    with pytest.raises(NotFound):
        duck_lab.forgetting.evict("bob", [mid], "lru")
    with pytest.raises(NotFound):
        duck_lab.forget("bob", mid)
    assert duck_lab.get("alice", mid)


def test_the_forgetter_takes_only_a_known_operation(duck_lab):
    """The public forget logs FORGET (eviction and expiry have their own routes in
    lab.forgetting); the service behind them still refuses an operation it does not know."""
    mid = duck_lab.remember("u", "User likes tea")
    with pytest.raises(InvalidInput, match="operation"):
        duck_lab._cascade.forget_many("u", [mid], reason="r", op="I just felt like it, ssn 536-22-1479")
    assert duck_lab.get("u", mid)
    assert all("536-22-1479" not in (e.op + e.reason) for e in duck_lab.events("u"))


# --- families of inputs ----------------------------------------------------------------------

PROPERTY = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
FLOATS = st.floats(allow_nan=True, allow_infinity=True, width=64)


@PROPERTY
@given(vector=st.one_of(arrays(np.float64, st.integers(0, 800), elements=FLOATS), st.lists(FLOATS, max_size=400)))
def test_any_query_vector_works_or_is_refused(shared, vector):
    try:
        hits = shared.recall("u", "tea", vector=vector)
    except InvalidInput:
        return
    assert all(np.isfinite(h.score) for h in hits)


@PROPERTY
@given(user_id=st.text(max_size=40), text=st.text(max_size=200))
def test_any_unicode_user_id_and_text_works_or_is_refused(shared, user_id, text):
    try:
        mid = shared.remember(user_id, text)
    except InvalidInput:
        return
    assert shared.get(user_id, mid).id == mid
    assert shared.recall(user_id, text, k=1)
    assert mid in shared.forget(user_id, mid)


@PROPERTY
@given(user_id=st.text(max_size=20), memory_id=st.one_of(st.integers(), st.floats(), st.text(max_size=5)))
def test_any_id_to_get_or_forget_works_or_raises_a_lab_error(shared, user_id, memory_id):
    for call in (shared.get, shared.forget):
        try:
            call(user_id, memory_id)
        except (InvalidInput, NotFound):
            pass
        except MemoryLabError as exc:  # pragma: no cover - any other lab error is a surprise here
            pytest.fail(f"unexpected {type(exc).__name__}: {exc}")
