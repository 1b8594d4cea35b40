"""Every facade method checks what it is given: a plain InvalidInput, never a raw error
and never a silent wrong answer. One case per failure the adversarial run reported."""

import json
import math
import unicodedata
from datetime import datetime, timedelta

import numpy as np
import pytest

from memorylab import Clock, InvalidInput, NotFound, Weights

BAD_K = [0.5, 2.5, math.nan, None, "5", -1, 0, True]
BAD_IDS = [None, "1", math.nan, [1], 1.9, -3, 0, True]


@pytest.fixture
def stocked(lab):
    lab.remember("u", "User likes green tea")
    lab.remember("u", "User lives in Porto")
    return lab


@pytest.mark.parametrize("k", BAD_K)
def test_recall_refuses_a_bad_k(stocked, k):
    with pytest.raises(InvalidInput, match="k"):
        stocked.recall("u", "tea", k=k)


@pytest.mark.parametrize("memory_id", BAD_IDS)
@pytest.mark.parametrize("call", ["get", "forget", "update", "expand", "explain", "mark_accessed", "evidence"])
def test_memory_ids_must_be_whole_positive_numbers(stocked, call, memory_id):
    calls = {
        "get": lambda: stocked.get("u", memory_id),
        # forget takes one id or a list of ids: the bad id goes in a list too
        "forget": lambda: stocked.forget("u", memory_id if memory_id != [1] else [memory_id]),
        "update": lambda: stocked.update("u", memory_id, importance=0.5),
        "expand": lambda: stocked.lifecycle.expand("u", memory_id),
        "explain": lambda: stocked.retrieval.explain("u", "tea", memory_id),
        "mark_accessed": lambda: stocked.retrieval.mark_accessed("u", [memory_id]),
        "evidence": lambda: stocked.lifecycle.evidence("u", memory_id),
    }
    before = stocked.count("u")
    with pytest.raises(InvalidInput):
        calls[call]()
    assert stocked.count("u") == before  # forget("u", 1.9) once forgot memory 1


@pytest.mark.parametrize(
    "field, value",
    [
        ("created_at", "2026-01-01"),
        ("created_at", 5),
        ("ttl", 3600),
        ("ttl", timedelta(seconds=-1)),
        ("expires_at", "tomorrow"),
        ("source_turn", "7"),
        ("source_turn", 1.5),
        ("span", (3,)),
        ("span", ("a", 4)),
        ("span", (5, 2)),
        ("importance", math.inf),
        ("confidence", math.nan),
        ("key", 42),
        ("kind", None),
    ],
)
def test_remember_checks_every_argument(lab, field, value):
    with pytest.raises(InvalidInput):
        lab.remember("u", "User likes tea", **{field: value})
    assert lab.count("u") == 0 and lab.events("u") == []


@pytest.mark.parametrize(
    "items",
    [
        [{"txt": "typo in the field name"}],
        [42],
        "a string, not a list",
        [{"text": "ok", "importance": "high"}],
        [{"text": "ok", "created_at": "yesterday"}],
        [None],
    ],
)
def test_malformed_bulk_rows_are_refused_whole(lab, items):
    with pytest.raises(InvalidInput):
        lab.remember_many("u", items)
    assert lab.count("u") == 0


@pytest.mark.parametrize(
    "bad", [np.full((1, 384), np.nan), np.full((1, 384), np.inf), np.zeros((1, 384)), np.ones((1, 12)), "vectors"]
)
def test_bad_vectors_never_reach_the_index(lab, bad):
    with pytest.raises(InvalidInput):
        lab.remember_many("u", ["User likes tea"], vectors=bad)
    assert lab.count("u") == 0


def test_import_with_nan_vectors_or_bad_rows_is_refused(lab):
    lab.remember("u", "User likes tea")
    doc = json.loads(lab.export("u"))
    doc["memories"][0]["embedding"] = [math.nan] * 384
    with pytest.raises(InvalidInput):
        lab.import_memories("v", json.dumps(doc).encode())
    doc["memories"] = ["not a row"]
    with pytest.raises(InvalidInput, match="Row 1"):
        lab.import_memories("v", json.dumps(doc).encode())
    with pytest.raises(InvalidInput):
        lab.import_memories("v", "not bytes")
    assert lab.count("v") == 0


@pytest.mark.parametrize(
    "weights",
    [
        dict(relevance=math.nan),
        dict(half_life_hours=math.inf),
        dict(recency=-1),
        dict(k=2.5),
        dict(n_candidates="40"),
        dict(decay_per_hour=1.5),
    ],
)
def test_nan_or_infinite_weights_are_refused(weights):
    with pytest.raises(InvalidInput):
        Weights(**weights)


@pytest.mark.parametrize("step", [dict(hours=-1), dict(days=math.nan), dict(days=1e9), dict(hours="1")])
def test_the_clock_refuses_bad_steps(step):
    clock = Clock(pinned=datetime(2026, 1, 1))
    with pytest.raises(InvalidInput):
        clock.advance(**step)
    assert clock.now() == datetime(2026, 1, 1)


def test_unknown_eviction_policy_and_bad_cap(stocked):
    with pytest.raises(InvalidInput, match="eviction policy"):
        stocked.forgetting.evict_preview("u", "random")
    with pytest.raises(InvalidInput):
        stocked.forgetting.evict_preview("u", "lru", cap=-2)


@pytest.mark.parametrize("session", [None, 7, "", "x" * 65])
def test_chat_never_raises_on_a_bad_session_id(chat_lab, session):
    turn = chat_lab.chat("u", "hello", session)
    assert turn.error and "session" in turn.error


def test_supersedes_and_derived_from_must_name_this_users_memories(lab):
    mine = lab.remember("u", "User likes tea")
    theirs = lab.remember("other", "Other likes coffee")
    for kwargs in ({"supersedes": [theirs]}, {"derived_from": [theirs]}, {"supersedes": [99_999]}):
        with pytest.raises(InvalidInput, match="do not exist"):
            lab.remember("u", "User likes jasmine tea", **kwargs)
    lab.retrieval.mark_accessed("u", [theirs])  # another user's id: ignored
    assert [e.memory_id for e in lab.events("u")] == [mine]
    assert lab.get("other", theirs).access_count == 0


def test_user_ids_are_nfc_normalised_and_spaces_are_refused(lab):
    composed, decomposed = "José", unicodedata.normalize("NFD", "José")
    assert composed != decomposed
    mid = lab.remember(decomposed, "User likes tea")
    assert lab.get(composed, mid).text == "User likes tea"
    assert lab.users() == [composed]
    for bad in (" alice", "alice ", "\talice"):
        with pytest.raises(InvalidInput, match="spaces"):
            lab.remember(bad, "x")


def test_forgetting_twice_says_it_is_gone(stocked):
    mid = stocked.memories("u")[0].id
    stocked.forget("u", mid)
    with pytest.raises(NotFound, match="forgotten"):
        stocked.forget("u", mid)
