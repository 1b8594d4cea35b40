"""The facade on the hashing embedder: writes, recall, supersession, reads never write."""

from datetime import timedelta

import numpy as np
import pytest

from memorylab import MemoryLab, preset
from memorylab.adapters.embed import HashingEmbedder
from tests.conftest import T0
from tests.postgres import table_rows


class CountingEmbedder(HashingEmbedder):
    def __init__(self):
        self.calls = 0

    def embed(self, texts):
        self.calls += 1
        return super().embed(texts)


def test_remember_then_recall_returns_the_memory_with_its_signals(lab):
    mid = lab.remember("alice", "Alice prefers green tea in the morning", kind="preference", importance=0.7)
    lab.remember("alice", "The car needs new tyres", kind="episodic")
    hits = lab.recall("alice", "green tea morning", k=2)
    assert hits[0].memory.id == mid
    top = hits[0]
    assert top.memory.text == "Alice prefers green tea in the morning"
    assert top.memory.created_at == T0 and top.memory.access_count == 0
    for signal in (top.relevance, top.importance, top.recency, top.score):
        assert 0.0 <= signal <= 1.0
    assert top.importance == 0.7 and top.recency == 1.0 and top.relevance > 0.5


def test_created_at_defaults_to_the_lab_clock_and_can_be_given(lab, clock):
    clock.advance(days=2)
    a = lab.remember("u", "first thing")
    b = lab.remember("u", "second thing", created_at=T0)
    assert lab.get("u", a).created_at == T0 + timedelta(days=2)
    assert lab.get("u", b).created_at == T0


def test_recency_bends_as_the_clock_moves(lab, clock):
    lab.remember("u", "weekly report goes to Dana")
    fresh = lab.recall("u", "weekly report", preset="balanced")[0].recency
    clock.advance(days=30)
    assert fresh == 1.0
    assert lab.recall("u", "weekly report", preset="balanced")[0].recency == pytest.approx(0.5)


def test_the_default_preset_is_relevance_first(lab):
    assert lab.weights.name == "relevance-first" and lab.weights.fusion == "weighted"


def test_same_key_supersedes_and_leaves_one_active_value(lab):
    old = lab.remember("u", "Send reports weekly", kind="preference", key="report_cadence")
    new = lab.remember("u", "Send reports daily", kind="preference", key="report_cadence")
    active = lab.memories("u", kind="preference")
    assert [m.id for m in active] == [new]
    history = lab.get("u", old)
    assert history.status == "superseded" and history.superseded_by == new
    assert all(h.memory.id != old for h in lab.recall("u", "Send reports weekly", k=5))
    assert (new, old, "supersedes") in lab._store.links("u")
    assert [e.op for e in lab.events("u") if e.memory_id == old] == ["ADD", "SUPERSEDE"]


def test_exact_repeat_bumps_instead_of_duplicating(lab):
    first = lab.remember("u", "Likes hiking")
    again = lab.remember("u", "Likes hiking")
    assert first == again and len(lab.memories("u")) == 1
    assert lab.get("u", first).access_count == 1


def test_reads_never_write(lab):
    lab.remember("u", "Has a dog named Rex")
    before_events = len(lab.events("u"))
    before = lab.get("u", 1)
    lab.recall("u", "dog", k=3)
    lab.retrieval.candidates("u", "dog")
    assert len(lab.events("u")) == before_events
    assert lab.get("u", 1) == before


def test_mark_accessed_is_explicit_and_logged(lab, clock):
    mid = lab.remember("u", "Has a dog named Rex")
    clock.advance(hours=5)
    lab.retrieval.mark_accessed("u", [mid])
    m = lab.get("u", mid)
    assert m.access_count == 1 and m.last_accessed == T0 + timedelta(hours=5)
    assert lab.events("u")[-1].op == "ACCESS"


def test_rerank_of_cached_candidates_neither_embeds_nor_queries(tmp_path, clock):
    embedder = CountingEmbedder()
    with MemoryLab.open(tmp_path, embedder=embedder, clock=clock) as lab:
        lab.remember_many("u", [f"note {i} about tea" for i in range(50)])
        cands = lab.retrieval.candidates("u", "tea", n=50)
        calls = embedder.calls
        searched = []
        original = lab._derived.vectors.search
        lab._derived.vectors.search = lambda *a, **k: searched.append(a) or original(*a, **k)
        a = lab.retrieval.rerank(cands, preset("relevance-first"))
        b = lab.retrieval.rerank(cands, preset("recent-first"), k=3)
        assert embedder.calls == calls and searched == []
        assert len(a) == 50 and len(b) == 3


def test_stale_candidates_are_fetched_again_after_a_write(lab):
    ids = [lab.remember("u", f"tea fact {i}") for i in range(3)]
    cands = lab.retrieval.candidates("u", "tea fact")
    lab.forget("u", ids[0])
    assert ids[0] not in [h.memory.id for h in lab.retrieval.rerank(cands)]


def test_recall_accepts_a_preset_or_weights(lab):
    lab.remember("u", "tea")
    assert lab.recall("u", "tea", preset="generative-agents")[0].score > 0
    assert lab.recall("u", "tea", weights=preset("relevance-first"))[0].score > 0


def test_event_log_records_old_and_new_values_of_an_update(lab):
    mid = lab.remember("u", "Works at Acme", importance=0.4)
    lab.update("u", mid, text="Works at Globex", importance=0.8)
    event = lab.events("u")[-1]
    assert event.op == "UPDATE"
    assert "Acme" in event.old_value and "Globex" in event.new_value
    assert lab.recall("u", "Globex")[0].memory.text == "Works at Globex"


def test_bulk_remember_writes_one_event_per_memory(lab):
    ids = lab.remember_many("u", ["a one", "b two", {"text": "c three", "kind": "episodic"}])
    assert len(ids) == 3 and len(set(ids)) == 3
    assert [e.op for e in lab.events("u")] == ["ADD"] * 3
    assert lab.get("u", ids[2]).kind == "episodic"
    single = lab.remember("u", "d four")  # event ids keep counting after a bulk insert
    assert single not in ids and len(lab.events("u")) == 4


def test_reopen_keeps_memories_clock_and_index(tmp_path, clock):
    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:
        mid = lab.remember("u", "Prefers the window seat")
        lab.clock.advance(days=3)
    with MemoryLab.open(tmp_path, embedder="hash") as lab:
        assert lab.recall("u", "window seat")[0].memory.id == mid
        assert lab.clock.now() == T0 + timedelta(days=3)
        assert lab.status()["index_log"] == []  # loaded from file, not rebuilt


def test_schema_migrations_are_recorded(lab):
    assert lab._store.schema_version() >= 1
    names = table_rows(lab._store, "SELECT name FROM schema_migrations ORDER BY version")
    assert names[0][0] == "initial schema"


def test_status_reports_counts(lab):
    lab.remember("u", "x marks")
    status = lab.status()
    assert status["memories"] == 1 and status["users"] == 1 and status["embedder"] == "hash"


def test_switching_embedder_reembeds_stored_memories(tmp_path, clock):
    class Other(HashingEmbedder):
        name = "other"

        def embed(self, texts):
            return np.roll(super().embed(texts), 7, axis=1)

    with MemoryLab.open(tmp_path, embedder="hash", clock=clock) as lab:
        lab.remember("u", "alpha beta gamma")
    with MemoryLab.open(tmp_path, embedder=Other(), clock=clock) as lab:
        hit = lab.recall("u", "alpha beta gamma")[0]
        assert hit.similarity == pytest.approx(1.0, abs=1e-5)
        assert any("re-embedded" in line for line in lab.status()["index_log"])


def test_a_new_users_first_write_logs_no_index_trouble(lab):
    lab.remember("newcomer", "hello there")
    lab.remember_many("newcomer2", ["a", "b"])
    assert lab.status()["index_log"] == []
