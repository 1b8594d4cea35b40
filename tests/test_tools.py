"""Eviction policies, "why not recalled", export/import, projection and chart builders."""

import json
from datetime import datetime, timedelta

import numpy as np
import pytest

from memorylab import InvalidInput, MemoryLab, Weights, preset
from memorylab.models import Memory
from memorylab.playground import charts, views
from memorylab.policies.eviction import decay_score, preview, retention
from memorylab.policies.projection import pca_2d, project
from tests.conftest import T0


def mem(i, *, created_days=0.0, accessed_days=None, count=0, expires=None):
    created = T0 - timedelta(days=created_days)
    accessed = T0 - timedelta(days=created_days if accessed_days is None else accessed_days)
    return Memory(
        id=i,
        user_id="u",
        kind="episodic",
        text=f"m{i}",
        importance=0.5,
        created_at=created,
        last_accessed=accessed,
        access_count=count,
        expires_at=expires,
    )


def test_ttl_preview_lists_only_expired():
    ms = [mem(1, expires=T0 - timedelta(hours=1)), mem(2, expires=T0 + timedelta(hours=1)), mem(3)]
    p = preview("ttl", ms, T0)
    assert p.evict == [1] and p.scores[2] == pytest.approx(1.0)


def test_lru_keeps_the_most_recently_used():
    ms = [mem(1, accessed_days=10), mem(2, accessed_days=1), mem(3, accessed_days=5)]
    assert preview("lru", ms, T0, cap=2).evict == [1]


def test_lfu_keeps_the_most_used():
    ms = [mem(1, count=5), mem(2, count=0), mem(3, count=2)]
    assert preview("lfu", ms, T0, cap=1).evict == [3, 2]


def test_decay_score_is_the_frequency_aware_formula():
    m = mem(1, created_days=20, accessed_days=3, count=4)
    expected = np.exp(-0.1 * 3) * np.log(5) * np.exp(-0.01 * 20)
    assert decay_score(m, T0, rate=0.1) == pytest.approx(expected)
    assert decay_score(mem(2), T0) == 0.0  # never used: first to go
    p = preview("decay", [m, mem(2, created_days=3)], T0, threshold=0.05)
    assert p.evict == [2]


def test_decay_keeps_a_memory_written_within_the_grace_day():
    """A consolidation made a minute ago scores 0 (never used): offered for eviction at once, before."""
    just_written, unused_for_days = mem(1, created_days=0.01), mem(2, created_days=2)
    assert preview("decay", [just_written, unused_for_days], T0, threshold=0.05).evict == [2]
    assert preview("decay", [just_written], T0, threshold=0.0, cap=0).evict == [1]  # the cap is still a hard limit


def test_decay_with_a_cap_evicts_lowest_scores_first():
    ms = [mem(i, accessed_days=i, count=3) for i in range(1, 6)]
    p = preview("decay", ms, T0, threshold=0.0, cap=3)
    assert sorted(p.evict) == [4, 5]


def test_retention_grows_with_each_recall():
    assert retention(np.array([5.0]), 0)[0] == pytest.approx(np.exp(-1))
    assert retention(np.array([5.0]), 1)[0] > retention(np.array([5.0]), 0)[0]


def test_unknown_policy_is_refused():
    with pytest.raises(ValueError):
        preview("random", [], T0)


def test_evict_applies_through_the_forget_cascade(lab, clock):
    keep = lab.remember("u", "used often")
    lab.retrieval.mark_accessed("u", [keep])
    drop = lab.remember("u", "never used")
    clock.advance(days=30)
    p = lab.forgetting.evict_preview("u", "decay", threshold=0.01)
    assert p.evict == [drop]
    assert lab.forgetting.evict("u", p.evict, "decay") == [drop]
    assert lab.events("u")[-1].op == "EVICT" and "decay" in lab.events("u")[-1].reason
    assert lab._store.find_text("never used") == []


def test_explain_tells_which_cut_removed_a_memory(lab):
    target = lab.remember("u", "the blue umbrella is in the hall closet", importance=0.1)
    for i in range(6):
        lab.remember("u", f"umbrella fact number {i}", importance=0.9)
    w = Weights(0.5, 0.5, 0.0, n_candidates=40, k=2)
    why = lab.retrieval.explain("u", "umbrella", target, w)
    assert why["cut"] == "top-k" and why["rank"] > 2 and "below the top 2" in why["verdict"]
    narrow = lab.retrieval.explain("u", "umbrella fact number", target, Weights(n_candidates=2, k=2))
    assert narrow["cut"] == "candidates" and "Not among the 2" in narrow["verdict"]
    found = lab.retrieval.explain("u", "blue umbrella hall closet", target, preset("relevance-first"))
    assert found["cut"] is None and found["rank"] == 1


def test_explain_superseded_and_expired(lab, clock):
    old = lab.remember("u", "lives in Lyon", key="home")
    lab.remember("u", "lives in Porto", key="home")
    assert lab.retrieval.explain("u", "Lyon", old)["cut"] == "status"
    short = lab.remember("u", "gate code changes tomorrow", ttl=timedelta(hours=1))
    clock.advance(hours=2)
    assert lab.retrieval.explain("u", "gate code", short)["cut"] == "expired"


@pytest.mark.parametrize("fmt", ["json", "parquet"])
def test_export_import_round_trip(tmp_path, clock, fmt):
    with MemoryLab.open(tmp_path / "a", embedder="hash", clock=clock) as a:
        a.remember("u", "Prefers aisle seats", kind="preference", key="seat", importance=0.8)
        a.remember("u", "Went to Oslo in May", kind="episodic", created_at=T0 - timedelta(days=9))
        a.remember("u", "Old value", key="x")
        a.remember("u", "New value", key="x")
        blob = a.export("u", fmt)
    with MemoryLab.open(tmp_path / "b", embedder="hash", clock=clock) as b:
        ids = b.import_memories("v", blob, fmt)
        got = {m.text: m for m in b.memories("v")}
        assert len(ids) == 3 and set(got) == {"Prefers aisle seats", "Went to Oslo in May", "New value"}
        assert got["Prefers aisle seats"].key == "seat" and got["Prefers aisle seats"].importance == 0.8
        assert got["Went to Oslo in May"].created_at == T0 - timedelta(days=9)
        assert b.recall("v", "Prefers aisle seats")[0].similarity == pytest.approx(1.0, abs=1e-5)


def test_import_rejects_foreign_files(lab):
    with pytest.raises(InvalidInput, match="not a memorylab export"):
        lab.import_memories("u", json.dumps({"hello": 1}).encode(), "json")
    with pytest.raises(InvalidInput, match="Could not read"):
        lab.import_memories("u", b"\x00\x01garbage", "parquet")


def test_pca_projects_to_two_dimensions():
    rng = np.random.default_rng(0)
    m = rng.standard_normal((50, 384))
    m[:, 0] *= 10
    points, comps, mean = pca_2d(m)
    assert points.shape == (50, 2) and abs(comps[0, 0]) > 0.9
    assert project(m[0], comps, mean) == pytest.approx(points[0])
    assert pca_2d(m[:1])[0].shape == (1, 2)


def test_embedding_map_data(lab):
    for t in ["tea", "coffee", "trains", "planes"]:
        lab.remember("u", t, kind="episodic")
    data = views.embedding_map(lab, "u", query="tea")
    assert data["points"].shape == (4, 2) and len(data["memories"]) == 4
    assert data["query_point"].shape == (2,)


def test_chart_builders_draw_what_they_are_given(lab, clock):
    lab.remember("u", "tea in the morning", importance=0.9)
    lab.remember("u", "tea with lemon", importance=0.2)
    hits = lab.recall("u", "tea")
    fig = charts.score_breakdown(hits)
    names = [t.name for t in fig.data]
    assert names[0] == "relevance · embeddings" and names[-2:] == ["importance", "recency"]
    assert "relevance · keywords" in names  # "tea" matches by keyword too
    assert sum(fig.data[-2].x) == pytest.approx(sum(h.contributions["importance"] for h in hits))
    relevance_bars = [t for t in fig.data if t.name.startswith("relevance")]
    assert sum(sum(t.x) for t in relevance_bars) == pytest.approx(sum(h.contributions["relevance"] for h in hits))
    clock.advance(days=3)
    curves = charts.decay_curves(lab.memories("u"), clock.now(), preset("balanced"), days_back=60, days_ahead=30)
    assert len(curves.data) == 4  # recency + retention per memory
    start, end = (datetime.fromisoformat(str(x)) for x in curves.layout.xaxis.range)
    assert (clock.now() - start, end - clock.now()) == (timedelta(days=60), timedelta(days=30))  # not from "now"
    first = min(curves.data[0].x)  # the curve itself starts when its memory was made, 3 days ago
    assert clock.now() - timedelta(days=3) <= first < clock.now() - timedelta(days=2)
    assert charts.event_timeline(lab.events("u")).data
    assert charts.memory_growth(lab.events("u")).data[0].y[-1] == 2
    assert len(charts.rank_changes(hits, hits, "A", "B").data) == 2
