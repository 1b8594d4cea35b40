"""The re-rank is pure: exact numbers, no database, no mocks."""

import math
from datetime import timedelta

import numpy as np
import pytest

from memorylab import InvalidInput, Weights, preset
from memorylab.models import Candidates, Memory
from memorylab.policies.scoring import (
    PRESETS,
    half_life_recency,
    importance_signal,
    minmax,
    per_hour_recency,
    relevance_signal,
    rerank,
    score_columns,
)
from tests.conftest import T0


def mem(i, importance=0.5, age_hours=0.0, accessed_hours=None, access_count=0):
    created = T0 - timedelta(hours=age_hours)
    accessed = T0 - timedelta(hours=accessed_hours if accessed_hours is not None else age_hours)
    return Memory(
        id=i,
        user_id="u",
        kind="fact",
        text=f"m{i}",
        importance=importance,
        created_at=created,
        last_accessed=accessed,
        access_count=access_count,
    )


def test_relevance_is_cosine_clipped_to_unit_interval():
    assert relevance_signal(np.array([-0.4, 0.0, 0.7, 1.2])).tolist() == [0.0, 0.0, 0.7, 1.0]


def test_half_life_recency_halves_each_half_life():
    r = half_life_recency(np.array([0.0, 720.0, 1440.0]), half_life_hours=720.0)
    assert r == pytest.approx([1.0, 0.5, 0.25])


def test_future_timestamps_count_as_now():
    assert half_life_recency(np.array([-5.0]), 10.0)[0] == 1.0


def test_per_hour_recency_is_the_generative_agents_form():
    assert per_hour_recency(np.array([0.0, 10.0]), 0.995) == pytest.approx([1.0, 0.995**10])


def test_importance_reinforcement_is_capped():
    base = np.array([0.5, 0.5, 0.95])
    counts = np.array([0, 5, 50])
    assert importance_signal(base, counts, reinforce=True, step=0.02, cap=0.2) == pytest.approx([0.5, 0.6, 1.0])
    assert importance_signal(base, counts, reinforce=False, step=0.02, cap=0.2) == pytest.approx(base)


def test_minmax_scales_and_handles_all_equal_and_empty():
    assert minmax(np.array([2.0, 4.0, 3.0])) == pytest.approx([0.0, 1.0, 0.5])
    assert minmax(np.array([0.3, 0.3])).tolist() == [0.5, 0.5]
    assert minmax(np.array([])).size == 0


def test_balanced_score_is_the_documented_formula():
    w = preset("balanced")
    cols = score_columns([0.8], [0.6], [0], [24 * 30.0], w)
    assert cols["score"][0] == pytest.approx(0.5 * 0.8 + 0.3 * 0.6 + 0.2 * 0.5)
    assert cols["relevance_contribution"][0] == pytest.approx(0.5 * 0.8)  # each weight x its signal
    assert cols["importance_contribution"][0] == pytest.approx(0.3 * 0.6)
    assert cols["recency_contribution"][0] == pytest.approx(0.2 * 0.5)


def test_weights_are_normalised_so_scores_stay_in_unit_interval():
    w = preset("generative-agents")
    assert w.normalized() == pytest.approx({"relevance": 1 / 3, "importance": 1 / 3, "recency": 1 / 3})
    cols = score_columns([0.9, 0.1], [1.0, 0.0], [0, 0], [0.0, 100.0], w)
    assert cols["score"].max() <= 1.0 and cols["score"][0] == pytest.approx(1.0)


def test_generative_agents_normalises_each_signal_over_candidates():
    w = preset("generative-agents")
    cols = score_columns([0.2, 0.4, 0.6], [0.1, 0.1, 0.1], [0, 0, 0], [0.0, 1.0, 2.0], w)
    assert cols["relevance"] == pytest.approx([0.0, 0.5, 1.0])
    assert cols["importance"] == pytest.approx([0.5, 0.5, 0.5])  # all equal -> 0.5
    r1 = (0.995 - 0.995**2) / (1 - 0.995**2)
    assert cols["recency"] == pytest.approx([1.0, r1, 0.0])


def test_rerank_orders_by_score_and_reports_each_signal():
    memories = [mem(1, importance=0.1, age_hours=0), mem(2, importance=0.9, age_hours=0)]
    cands = Candidates("u", "q", memories, np.array([0.5, 0.5]), generation=0)
    hits = rerank(cands, preset("balanced"), T0)
    assert [h.memory.id for h in hits] == [2, 1]
    assert [h.rank for h in hits] == [1, 2]
    assert hits[0].importance == 0.9 and hits[0].relevance == 0.5 and hits[0].recency == 1.0


def test_weights_change_the_order():
    old_relevant = mem(1, age_hours=24 * 60)
    fresh_weak = mem(2, age_hours=1)
    cands = Candidates("u", "q", [old_relevant, fresh_weak], np.array([0.9, 0.3]), 0)
    assert rerank(cands, preset("relevance-first"), T0)[0].memory.id == 1
    assert rerank(cands, preset("recent-first"), T0)[0].memory.id == 2


def test_recency_can_follow_last_access():
    stale_but_used = mem(1, age_hours=500, accessed_hours=1)
    cands = Candidates("u", "q", [stale_but_used], np.array([0.5]), 0)
    by_created = rerank(cands, Weights(recency_from="created", half_life_hours=100), T0)[0]
    by_access = rerank(cands, Weights(recency_from="accessed", half_life_hours=100), T0)[0]
    assert by_created.recency == pytest.approx(0.5**5)
    assert by_access.recency == pytest.approx(0.5**0.01)


def test_rerank_does_not_mutate_its_input_and_is_deterministic():
    memories = [mem(i, importance=0.5) for i in range(5)]
    sims = np.array([0.3, 0.3, 0.3, 0.3, 0.3])
    cands = Candidates("u", "q", list(memories), sims.copy(), 0)
    first = rerank(cands, preset("balanced"), T0)
    assert [h.memory.id for h in first] == [0, 1, 2, 3, 4]  # ties: lower id first
    assert cands.memories == memories and (cands.similarities == sims).all()
    assert [h.memory.id for h in rerank(cands, preset("balanced"), T0)] == [0, 1, 2, 3, 4]


def test_bad_weights_are_refused():
    with pytest.raises(InvalidInput):
        Weights(relevance=-1)
    with pytest.raises(InvalidInput):
        Weights(0, 0, 0)
    with pytest.raises(InvalidInput):
        preset("nope")


def test_every_preset_is_documented_in_the_module():
    import memorylab.policies.scoring as scoring

    for name in PRESETS:
        assert f"``{name}``" in scoring.__doc__
    assert math.isclose(sum(PRESETS["balanced"].normalized().values()), 1.0)


def test_a_present_tense_question_keeps_recency_and_a_past_one_drops_it():
    from memorylab.policies.scoring import asks_about_time

    assert not asks_about_time("When is the standup?")  # the current value: newest wins
    assert not asks_about_time("What time is the standup now?")
    assert asks_about_time("When did we move the standup?")  # a moment in the past
    assert asks_about_time("What happened in May 2023?")
