"""The optional LLM re-ranking stage, driven by the scripted model."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memorylab import InvalidInput, LLMError, Weights
from memorylab.playground import evaluation
from memorylab.policies.llmrerank import parse_scores


def seeded(lab):
    lab.remember("ana", "User likes hiking in the Alps", importance=0.9)
    lab.remember("ana", "User went hiking in Wales last spring", importance=0.2)
    lab.remember("ana", "User hiked the Camino with her sister", importance=0.5)
    return lab.recall("ana", "hiking with family", k=3)


def test_the_models_scores_reorder_the_hits_and_show_as_their_own_contribution(chat_lab, scripted):
    hits = seeded(chat_lab)
    last = hits[-1].memory.text
    scripted.enqueue('{"scores": [0, 1, 10]}')
    out = chat_lab.retrieval.llm_rerank(
        "hiking with family", hits, Weights(llm_rerank_weight=0.8), model="scripted/judge"
    )
    assert out.ok and out.hits[0].memory.text == last and out.hits[0].llm_score == 1.0
    assert [h.rank for h in out.hits] == [1, 2, 3]
    for h in out.hits:  # the breakdown still sums to the score
        assert math.isclose(sum(h.contributions.values()), h.score)
        assert math.isclose(h.contributions["llm"], 0.8 * h.llm_score)
    assert "Question:" in scripted.prompts[-1][1]["content"]


@pytest.mark.parametrize(
    "answer, why",
    [
        ("I think the second one.", "no JSON object"),
        ('{"scores": [1, 2]}', "expected a list of 3 scores"),
        ('{"scores": [1, 2, 99]}', "from 0 to 10"),
        ('{"scores": [1, "high", 3]}', "from 0 to 10"),
        ('{"scores": [1, 2, NaN]}', "from 0 to 10"),
        ("{scores: [1, 2, 3]}", "not valid JSON"),
        ("", "no JSON object"),
    ],
)
def test_a_malformed_answer_keeps_the_first_stage_order_and_says_so(chat_lab, scripted, answer, why):
    hits = seeded(chat_lab)
    scripted.enqueue(answer)
    out = chat_lab.retrieval.llm_rerank(
        "hiking with family", hits, Weights(llm_rerank_weight=0.5), model="scripted/judge"
    )
    assert not out.ok and why in out.note and "Kept the first-stage order" in out.note
    assert [h.memory.id for h in out.hits] == [h.memory.id for h in hits]


def test_a_dead_model_keeps_the_order(chat_lab, scripted):
    hits = seeded(chat_lab)
    scripted.enqueue(LLMError("down"))
    out = chat_lab.retrieval.llm_rerank("hiking", hits, Weights(llm_rerank_weight=0.5), model="scripted/judge")
    assert not out.ok and "failed" in out.note and out.hits == hits


def test_weight_zero_means_the_stage_does_not_run(chat_lab, scripted):
    hits = seeded(chat_lab)
    out = chat_lab.retrieval.llm_rerank("hiking", hits, Weights(), model="scripted/judge")
    assert out.ok and out.hits == hits and scripted.prompts == []


def test_a_chat_turn_runs_the_stage_when_its_weight_is_set(chat_lab, scripted):
    seeded(chat_lab)
    scripted.enqueue('{"scores": [0, 0, 10]}', "You hiked the Camino with your sister.")
    turn = chat_lab.chat("ana", "Which hike did I do with family?", weights=Weights(llm_rerank_weight=0.9, k=3))
    assert turn.ok and turn.hits[0].llm_score == 1.0 and "re-scored the top 3" in turn.rerank_note
    assert "llm re-rank" in turn.timings_ms


def test_bad_arguments_are_refused(chat_lab):
    with pytest.raises(InvalidInput):
        chat_lab.retrieval.llm_rerank("q", ["not a hit"])
    with pytest.raises(InvalidInput):
        Weights(llm_rerank_weight=1.5)
    with pytest.raises(InvalidInput):
        Weights(llm_rerank_n=0)


@given(st.text(max_size=200), st.integers(1, 5))
def test_parse_scores_returns_valid_scores_or_raises_value_error(text, n):
    try:
        scores = parse_scores(text, n)
    except ValueError:
        return
    assert len(scores) == n and all(0.0 <= s <= 1.0 for s in scores)


def test_the_evaluation_harness_runs_the_stage_and_survives_a_useless_judge(chat_lab, scripted):
    from dataclasses import replace

    from memorylab import preset

    base = evaluation.run(chat_lab, "scenarios", ks=[1, 3], weights=preset("relevance-first"))
    judged = evaluation.run(
        chat_lab, "scenarios", ks=[1, 3], weights=replace(preset("relevance-first"), llm_rerank_weight=0.5)
    )
    assert len(scripted.prompts) == base.n  # one judgement per question; "Noted." is unusable
    assert judged.recall == base.recall
