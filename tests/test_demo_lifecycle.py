"""The workshop's lifecycle and scoring-lab steps on the demo persona, with default settings."""

import re

import pytest

from tests.conftest import open_app


@pytest.mark.slow
def test_consolidate_and_reflect_on_the_demo_persona_with_defaults(tmp_path, minilm):
    from memorylab import Clock, MemoryLab
    from memorylab.playground.demo import load_demo

    with MemoryLab.open(tmp_path, embedder=minilm, clock=Clock()) as lab:
        load_demo(lab, "sam")
        merged = [lab.get("sam", i) for i in lab.lifecycle.consolidate("sam")]
        heads = [m.text.split(",")[0] for m in merged]
        assert "Project Phoenix thread" in heads and "York thread" in heads
        phoenix = merged[heads.index("Project Phoenix thread")]
        assert len(lab.lifecycle.expand("sam", phoenix.id)) >= 6 and "went live" in phoenix.text
        insights = [lab.get("sam", i) for i in lab.lifecycle.reflect("sam", force=True)]
        assert insights
        for insight in insights:
            assert insight.text.startswith("About ") and "Sam" in insight.text
            assert not re.search(r"\buser'?s?\b", insight.text, re.I)  # no template holes
            drawn = int(re.search(r"drawn from (\d+) memories", insight.text).group(1))
            assert drawn == len(lab.lifecycle.evidence("sam", insight.id)) >= 2
            evidence = [lab.get("sam", i).importance for i in lab.lifecycle.evidence("sam", insight.id)]
            assert insight.importance == round(min(0.9, sum(evidence) / len(evidence) + 0.1), 2)


@pytest.mark.slow
def test_the_workshop_question_ranks_its_answer_first_above_every_reflection(tmp_path, minilm, scripted):
    """Demo data, the workshop's chat, then the lifecycle step: "how often do I want reports?"
    ranks "User wants reports daily" first in the chat's recall and in every preset, and no
    reflection (they answer other questions) comes second."""
    from memorylab import Clock, MemoryLab, Settings
    from memorylab.playground.demo import load_demo
    from memorylab.policies.scoring import PRESETS

    settings = Settings.from_env(model="scripted/test")
    with MemoryLab.open(tmp_path, settings=settings, embedder=minilm, clock=Clock()) as lab:
        load_demo(lab, "sam")
        for message in ("I'm Sam, I prefer weekly reports", "send them daily instead"):
            lab.agent.observe("sam", message)
        lab.lifecycle.consolidate("sam")
        assert lab.lifecycle.reflect("sam", force=True)
        question = "how often do I want reports?"
        rankings = {"chat": lab.recall("sam", question)}
        rankings |= {
            name: lab.retrieval.rerank(lab.retrieval.candidates("sam", question, w.n_candidates), w)
            for name, w in PRESETS.items()
        }
        for name, hits in rankings.items():
            assert hits[0].memory.text == "User wants reports daily", name
            assert hits[1].memory.kind != "reflection", (name, hits[1].memory.text)


def test_an_insight_is_as_important_as_its_evidence():
    from memorylab.policies.consolidation import insight_importance

    assert insight_importance([0.6, 0.6]) == 0.7
    assert insight_importance([0.9, 1.0]) == 0.9
    assert insight_importance([0.2]) == 0.3
    assert insight_importance([]) == 0.5


def test_template_insights_read_as_sentences_without_a_name():
    from datetime import datetime, timedelta

    from memorylab.models import Memory
    from memorylab.policies.consolidation import template_insights

    t0 = datetime(2026, 1, 5)
    ms = [
        Memory(1, "u", "episodic", "User adopted a greyhound called Biscuit", 0.8, t0, t0),
        Memory(2, "u", "episodic", "Biscuit is scared of thunderstorms", 0.4, t0 + timedelta(days=3), t0),
        Memory(3, "u", "fact", "User's sister Marta lives in Lisbon", 0.6, t0 + timedelta(days=4), t0),
    ]
    [(text, evidence)] = template_insights(ms)
    assert text == (
        "About Biscuit: they adopted a greyhound called Biscuit; Biscuit is scared of "
        "thunderstorms (drawn from 2 memories, 5-8 Jan 2026)."
    )
    assert evidence == [1, 2]


def test_scoring_lab_starts_with_a_b_that_differs_from_a(app_env):
    from ui.common import get_lab

    lab = get_lab()
    lab.remember("alice", "User's name is Alice", kind="fact", key="name", importance=0.9)
    lab.remember("alice", "User prefers green tea to coffee", kind="preference", importance=0.5)
    at = open_app("pages/2_Scoring_lab.py", sl_query="what does Alice drink?", preset="relevance-first")
    assert not at.exception
    assert at.selectbox(key="sl_compare").value not in ("relevance-first", "generative-agents")
    at.selectbox(key="sl_compare").set_value("generative-agents").run()
    assert not at.exception
    assert any("B · generative-agents" in md.value for md in at.markdown)


def test_the_demo_past_does_not_schedule_a_reflection_at_the_first_chat_turn(tmp_path):
    """The round-30 walk: the demo's 189 of 150 reflected at the presenter's first chat turn, its
    insights were recalled in the chat's answers, and at the Lifecycle step "Reflect now" found
    nothing new. A past loaded in one go is not counted; Reflect now still reflects on it."""
    from memorylab import Clock, MemoryLab, Settings
    from memorylab.playground.demo import load_demo

    settings = Settings.from_env(model="scripted/bench", embedder="hash")
    with MemoryLab.open(tmp_path, settings=settings, clock=Clock()) as lab:
        load_demo(lab, "sam")
        assert lab.lifecycle.importance_since_reflection("sam") == 0
        lab.chat("sam", "I'm Sam, I prefer weekly reports.")
        assert lab.memories("sam", kind="reflection") == []
        assert 0 < lab.lifecycle.importance_since_reflection("sam") < 150  # what the chat said counts
        assert lab.lifecycle.reflect("sam", force=True)  # at the Lifecycle step, on the whole past
