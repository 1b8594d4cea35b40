"""Cost and health: per-turn figures, growth beside accuracy, and the design's warning."""

from __future__ import annotations

from datetime import datetime, timedelta

from memorylab.models import Event
from memorylab.playground import evaluation, views
from memorylab.policies.health import active_at, growth, warning
from tests.conftest import open_app

T = datetime(2026, 3, 1)


def ev(op: str, hours: int) -> Event:
    return Event(hours, "u", hours, op, None, None, None, T + timedelta(hours=hours))


def test_growth_follows_adds_and_removals():
    times, counts = growth([ev("ADD", 1), ev("ADD", 2), ev("ACCESS", 3), ev("FORGET", 4), ev("ADD", 5)])
    assert counts == [1, 2, 1, 2] and active_at(times, counts, T + timedelta(hours=4, minutes=30)) == 1
    assert active_at(times, counts, T) == 0


def test_the_warning_fires_only_when_growth_rises_while_accuracy_falls():
    times, counts = growth([ev("ADD", h) for h in range(1, 11)])
    run = lambda h, r: {"created_at": T + timedelta(hours=h), "recall": {"3": r}}  # noqa: E731
    assert "too loose" in warning(times, counts, [run(2, 0.9), run(9, 0.7)], 3)
    assert warning(times, counts, [run(2, 0.7), run(9, 0.9)], 3) is None  # accuracy rose
    assert warning(times, counts, [run(9, 0.9), run(9, 0.7)], 3) is None  # no growth between
    assert warning(times, counts, [run(9, 0.7)], 3) is None  # one run: nothing to compare
    assert warning(times, counts, [run(2, 0.9), run(9, 0.7)], 5) is None  # not measured at k=5


def test_health_on_the_facade_holds_growth_runs_turns_and_totals(chat_lab, scripted):
    chat_lab.remember("ana", "User's name is Ana", kind="fact", key="name")
    scripted.enqueue("You are Ana.")
    chat_lab.chat("ana", "What is my name?")
    evaluation.run(chat_lab, "scenarios", ks=[3], user_id="ana")  # the app keeps each user's runs apart
    health = views.health(chat_lab, "ana", k=3)
    assert health["growth"]["active"][-1] == 1 and len(health["runs"]) == 1
    assert health["totals"]["turns"] == 1 and health["totals"]["cost_usd"] == 0.0
    assert health["warning"] is None


def test_metrics_page_on_demo_data_and_a_chat(app_env, scripted):
    from memorylab.playground.demo import load_demo
    from ui.common import get_lab

    lab = get_lab()
    load_demo(lab, "alice")
    at = open_app("pages/9_Metrics.py")
    assert not at.exception and "Chat with the agent" in at.info[0].value
    assert int(at.metric[0].value) > 20  # the demo persona's memories
    scripted.enqueue("Hello Sam.")
    lab.chat("alice", "What is my name?")
    at = open_app("pages/9_Metrics.py")
    assert not at.exception and len(at.dataframe[0].value) == 1
    assert at.metric[3].value == "$0.0000"


def test_metrics_page_says_which_dataset_has_only_one_run(app_env):
    """A walk read "Run the evaluation twice" after two scenario runs and one LoCoMo run: the page follows the
    latest run's dataset, and now says so."""
    from memorylab.playground import evaluation
    from ui.common import get_lab

    lab = get_lab()
    at = open_app("pages/9_Metrics.py")
    assert "Run the evaluation twice" in " ".join(c.value for c in at.caption)
    evaluation.run(lab, "scenarios", ks=[3], user_id="alice", conversations=1)
    at = open_app("pages/9_Metrics.py")
    said = " ".join(c.value for c in at.caption)
    assert "One run on the scenarios at k=3 so far" in said and "twice" not in said
