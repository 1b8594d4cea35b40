"""Consolidation, reflection, the cap, and forgetting a source of derived records."""

from dataclasses import replace
from datetime import timedelta

import pytest

from memorylab import MemoryLab, Settings
from memorylab.policies.consolidation import find_clusters, template_consolidation
from tests.conftest import T0

PHOENIX = [
    "Phoenix project: kickoff meeting with payments",
    "Phoenix project: ledger will use Postgres",
    "Phoenix project: security review on Tuesday",
    "Phoenix project: launch with a phased rollout",
]


def phoenix(lab, clock, user="u"):
    ids = []
    for i, text in enumerate(PHOENIX):
        ids.append(lab.remember(user, text, kind="episodic", importance=0.5 + i / 10))
        clock.advance(days=2)
    lab.remember(user, "Bought new running shoes", kind="episodic")
    return ids


def test_consolidation_merges_related_episodes_and_links_them(lab, clock):
    ids = phoenix(lab, clock)
    [merged] = lab.lifecycle.consolidate("u", threshold=0.3)
    record = lab.get("u", merged)
    assert record.kind == "consolidation" and record.text.startswith("Phoenix thread")
    assert "phased rollout" in record.text and record.importance == pytest.approx(0.9)
    assert sorted(dst for (_, dst, rel) in lab._store.links("u", src=merged) if rel == "derived_from") == ids
    assert {m.status for m in lab.lifecycle.expand("u", merged)} == {"consolidated"}
    hits = [h.memory.id for h in lab.recall("u", "Phoenix", k=10)]
    assert merged in hits and not set(ids) & set(hits)  # originals stop crowding
    ops = [e.op for e in lab.events("u")]
    assert "MERGE" in ops and ops.count("CONSOLIDATE") == 4
    assert lab.lifecycle.consolidate("u", threshold=0.3) == []  # nothing left to merge


def test_consolidation_can_keep_originals_retrievable(lab, clock):
    ids = phoenix(lab, clock)
    lab.lifecycle.consolidate("u", threshold=0.3, hide_sources=False)
    assert set(ids) <= {h.memory.id for h in lab.recall("u", "Phoenix", k=10)}


def test_clusters_respect_the_time_window():
    import numpy as np

    from memorylab.models import Memory

    ms = [Memory(i, "u", "episodic", f"m{i}", 0.5, T0 + timedelta(days=20 * i), T0) for i in range(3)]
    v = np.ones((3, 4), dtype=np.float32)
    assert len(find_clusters(ms, v, threshold=0.9, window=timedelta(days=100), min_size=3)) == 1
    assert find_clusters(ms, v, threshold=0.9, window=timedelta(days=30), min_size=3) == []


def test_forgetting_a_source_rebuilds_the_consolidation_without_it(lab, clock):
    ids = phoenix(lab, clock)
    [merged] = lab.lifecycle.consolidate("u", threshold=0.3)
    removed = lab.forget("u", ids[1])
    assert merged in removed and ids[1] in removed
    [rebuilt] = lab.memories("u", kind="consolidation")
    assert "Postgres" not in rebuilt.text and "phased rollout" in rebuilt.text
    assert lab._store.find_text("Postgres") == []
    assert sorted(m.id for m in lab.lifecycle.expand("u", rebuilt.id)) == [ids[0], ids[2], ids[3]]


def test_forgetting_a_consolidation_forgets_its_originals(lab, clock):
    ids = phoenix(lab, clock)
    [merged] = lab.lifecycle.consolidate("u", threshold=0.3)
    assert sorted(lab.forget("u", merged)) == sorted([merged] + ids)
    assert lab._store.find_text("Phoenix") == []


def test_reflection_triggers_past_the_threshold(tmp_path, clock):
    settings = Settings.from_env(data_dir=tmp_path, embedder="hash")
    settings = settings.with_(lifecycle=replace(settings.lifecycle, reflection_threshold=30))
    with MemoryLab.open(settings=settings, clock=clock) as lab:
        for i in range(3):
            lab.remember("u", f"Went climbing at the gym, session {i}", kind="episodic", importance=0.8)
        assert lab.lifecycle.reflect("u") == []  # 24 < 30
        lab.remember("u", "Climbing competition next month", kind="episodic", importance=0.8)
        insights = lab.lifecycle.reflect("u")  # 32 >= 30
        assert insights
        reflection = lab.get("u", insights[0])
        assert reflection.kind == "reflection" and reflection.importance == 0.9
        assert "climbing" in reflection.text
        evidence = [dst for (_, dst, _) in lab._store.links("u", src=insights[0], rel="derived_from")]
        assert len(evidence) == 4
        assert "REFLECT" in [e.op for e in lab.events("u")]
        assert lab.lifecycle.reflect("u") == []  # the sum starts again


def test_chat_turns_reflect_automatically(tmp_path, clock, scripted):
    from tests.conftest import make_lab

    lab = make_lab(tmp_path, clock, lifecycle={"reflection_threshold": 15})
    try:
        first = lab.chat("u", "I love hiking in the mountains.")  # 0.7 -> 7
        turn = lab.chat("u", "Remember that my hiking boots need new laces.")  # 0.85 -> 15.5
        assert first.derived == [] and turn.derived
        insight = lab.get("u", turn.derived[0])
        assert insight.kind == "reflection" and "hiking" in insight.text
    finally:
        lab.close()


def test_cap_evicts_the_lowest_decay_scores(tmp_path, clock):
    settings = Settings.from_env(data_dir=tmp_path, embedder="hash")
    settings = settings.with_(lifecycle=replace(settings.lifecycle, max_memories_per_user=3))
    with MemoryLab.open(settings=settings, clock=clock) as lab:
        ids = [lab.remember("u", f"fact number {i}") for i in range(5)]
        lab.retrieval.mark_accessed("u", ids[2:])
        assert sorted(lab.forgetting.enforce_cap("u")) == ids[:2]
        assert [m.id for m in lab.memories("u")] == ids[2:]
        assert lab.events("u")[-1].op == "EVICT"


def test_template_consolidation_names_the_topic():
    from memorylab.models import Memory

    ms = [
        Memory(1, "u", "episodic", "User and others decided to use Postgres for Phoenix", 0.5, T0, T0),
        Memory(2, "u", "episodic", "User is meeting the Phoenix security team", 0.5, T0 + timedelta(days=3), T0),
    ]
    text = template_consolidation(ms)
    # the record names the shared topic, the span of dates and how many episodes it merged,
    # and keeps what each original said
    assert "Phoenix" in text.split(":")[0]
    assert "5 Jan" in text and "8 Jan 2026" in text and "2 episodes" in text
    assert "use Postgres" in text and "security team" in text


def test_scheduled_consolidation_runs_every_n_exchanges(tmp_path, clock, scripted):
    from tests.conftest import make_lab

    lab = make_lab(
        tmp_path, clock, lifecycle={"consolidate_every": 3, "consolidation_threshold": 0.3, "auto_reflect": False}
    )
    try:
        turns = [
            lab.chat("u", text)
            for text in (
                "We decided to start the Phoenix project billing work.",
                "We decided that the Phoenix project ledger uses Postgres.",
                "We decided on a phased rollout for the Phoenix project.",
            )
        ]
        assert [bool(t.derived) for t in turns] == [False, False, True]
        assert lab.get("u", turns[2].derived[0]).kind == "consolidation"
    finally:
        lab.close()
