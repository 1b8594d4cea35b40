"""The facade after issue 17: a short core, namespaces that are each job's one route (with
the guard and the event log), and read models over the public lab for the pages."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memorylab import InvalidInput, MemoryLab, preset
from memorylab.playground import views

PROPERTY = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
TEXTS = ["Ana drinks green tea", "Ana's dog is Rex", "Ana lives in Lyon", "Ana plays the cello", "Ana reads Proust"]


@pytest.fixture
def stocked(duck_lab):
    ids = [duck_lab.remember("ana", text) for text in TEXTS]
    return duck_lab, ids


@PROPERTY
@given(chosen=st.sets(st.integers(0, len(TEXTS) - 1), min_size=1), as_int=st.booleans())
def test_forget_takes_one_id_or_a_list_and_removes_exactly_those(tmp_path_factory, chosen, as_int):
    with MemoryLab.open(tmp_path_factory.mktemp("lab"), embedder="hash") as lab:
        ids = [lab.remember("ana", text) for text in TEXTS]
        targets = [ids[i] for i in sorted(chosen)]
        single = as_int and len(targets) == 1
        removed = lab.forget("ana", targets[0] if single else targets)
        assert sorted(removed) == sorted(targets)
        assert sorted(m.id for m in lab.memories("ana")) == sorted(set(ids) - set(targets))
        assert [e.op for e in lab.events("ana")].count("FORGET") == len(targets)


def test_forget_refuses_what_is_not_an_id_or_a_list_of_ids(stocked):
    lab, ids = stocked
    for bad in ("1", 1.5, None, ["x"], [ids[0], -1]):
        with pytest.raises(InvalidInput):
            lab.forget("ana", bad)
    assert lab.count("ana") == len(TEXTS)


def test_the_retrieval_namespace_takes_the_labs_current_weights(stocked):
    lab, _ = stocked
    assert len(lab.retrieval.candidates("ana", "tea")) <= lab.weights.n_candidates
    lab.weights = preset("recent-first")
    hits = lab.retrieval.rerank(lab.retrieval.candidates("ana", "tea"), k=2)
    assert [h.memory.text for h in hits] == [h.memory.text for h in lab.recall("ana", "tea", k=2)]
    with pytest.raises(InvalidInput, match="Candidates"):
        lab.retrieval.rerank([h.memory for h in hits])


def test_mark_accessed_is_logged_and_ignores_another_users_ids(stocked):
    lab, ids = stocked
    bo = lab.remember("bo", "Bo likes jazz")
    lab.retrieval.mark_accessed("ana", [ids[0], bo], reason="shown in a notebook")
    accesses = [e for e in lab.events("ana") if e.op == "ACCESS"]
    assert [e.memory_id for e in accesses] == [ids[0]] and accesses[0].reason == "shown in a notebook"
    assert lab.get("bo", bo).access_count == 0


def test_writes_without_the_guard_say_so_in_the_event(duck_lab):
    raw = duck_lab.remember("ana", "Ana's card is 4111 1111 1111 1111", guard=False)
    guarded = duck_lab.remember("ana", "Ana's email is ana@example.com")
    reasons = {e.memory_id: e.reason for e in duck_lab.events("ana") if e.op == "ADD"}
    assert "guard off" in reasons[raw] and "guard off" not in reasons[guarded]  # RAW: "stored raw: ..."
    assert "ana@example.com" not in duck_lab.get("ana", guarded).text


def test_set_model_switches_the_labs_model_and_its_settings(duck_lab):
    duck_lab.agent.set_model("scripted/other")
    assert duck_lab.settings.model == "scripted/other" == duck_lab.agent.llm.model
    with pytest.raises(InvalidInput, match="model"):
        duck_lab.agent.set_model("   ")
    assert duck_lab.settings.model == "scripted/other"


def test_traces_are_gone_once_a_forget_is_purged(stocked):
    lab, ids = stocked
    assert lab.forgetting.traces("Ana plays the cello")
    lab.forget("ana", ids[3])
    lab.forgetting.purge()
    assert lab.forgetting.traces("Ana plays the cello") == []
    assert lab.forgetting.purge_status()["pending"] is False


def test_evals_keep_and_list_runs_per_user(duck_lab):
    run = duck_lab.evals.keep("scenarios", "mine", 3, {"recall": {"5": 0.5}}, user_id="ana")
    assert isinstance(run, int)
    assert [r["label"] for r in duck_lab.evals.runs("scenarios", user_id="ana")] == ["mine"]
    assert duck_lab.evals.runs("scenarios", user_id="bo") == []
    with pytest.raises(InvalidInput):
        duck_lab.evals.keep("imagenet", "mine", 3, {})
    with pytest.raises(InvalidInput):
        duck_lab.evals.keep("scenarios", "mine", 3, "not a dict")


# --- the pages' read models --------------------------------------------------------------


def test_is_current_turns_false_once_a_recalled_memory_is_forgotten(tmp_path, clock, scripted):
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:
        lab.agent.set_model("scripted/test")
        lab.remember("ana", "Ana drinks green tea")
        turn = lab.chat("ana", "what do I drink?")
        assert turn.hits and views.is_current(lab, turn)
        lab.forget("ana", turn.hits[0].memory.id)
        assert not views.is_current(lab, turn)
        with pytest.raises(InvalidInput, match="Turn"):
            views.is_current(lab, "a turn")


def test_decay_scores_and_the_embedding_map_read_the_public_lab(stocked):
    lab, ids = stocked
    assert views.decay_scores(lab, lab.memories("ana")) == [0.0] * len(TEXTS)  # never used: first to go
    lab.retrieval.mark_accessed("ana", ids)
    memories = lab.memories("ana")
    scores = views.decay_scores(lab, memories)
    assert len(scores) == len(memories) and all(s > 0.0 for s in scores)
    lab.clock.advance(days=30)
    assert all(later < now for later, now in zip(views.decay_scores(lab, memories), scores))
    data = views.embedding_map(lab, "ana", query="tea", limit=3)
    assert [m.id for m in data["memories"]] == ids[-3:] and data["points"].shape == (3, 2)
    assert data["query_point"] is not None
    with pytest.raises(InvalidInput):
        views.decay_scores(lab, memories, rate=-1)
    with pytest.raises(InvalidInput):
        views.embedding_map(object(), "ana")


def test_health_puts_growth_beside_the_users_runs(stocked):
    lab, _ = stocked
    lab.evals.keep("scenarios", "relevance-first", 3, {"recall": {"3": 0.7}}, user_id="ana")
    health = views.health(lab, "ana", k=3)
    assert health["growth"]["active"][-1] == len(TEXTS)
    assert [r["label"] for r in health["runs"]] == ["relevance-first"]
    assert health["turns"] == [] and health["warning"] is None
    assert views.backend(lab) == "duckdb"


def test_a_page_cache_key_moves_with_a_write_and_stays_put_without(stocked):
    lab, ids = stocked
    key = views.cache_key(lab, "ana")
    assert views.cache_key(lab, "ana") == key
    lab.forget("ana", ids[0])
    assert views.cache_key(lab, "ana") != key


def test_a_page_cache_key_moves_when_another_process_forgets():
    """On Postgres ``lab.generation`` moves only with this process's writes until the
    user's next recall; the cache key catches up first, so no page keeps drawing a memory
    another app server forgot."""
    from tests.postgres import fresh_database

    url = fresh_database()
    with MemoryLab.open(url, embedder="hash") as here, MemoryLab.open(url, embedder="hash") as there:
        mid = here.remember("ana", "Ana drinks green tea")
        key, generation = views.cache_key(here, "ana"), here.generation
        there.forget("ana", mid)
        assert here.generation == generation  # this process has not looked yet
        assert views.cache_key(here, "ana") != key
        assert views.cache_key(here, "ana") == views.cache_key(here, "ana")
