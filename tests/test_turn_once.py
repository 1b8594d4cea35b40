"""A chat turn checks its user id once and reads the clock once (issue 17): the id checked
at the facade travels down as a ``UserId`` the services trust, and the turn's one ``now``
is the time of everything it stores. Every public method still checks a plain string."""

from __future__ import annotations

import copy
import pickle
import sys
from collections import Counter
from datetime import timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memorylab import InvalidInput
from memorylab.clock import Clock
from memorylab.validate import UserId, check_user_id, user_id_of

WATCHED = {check_user_id.__code__: "user id checks", Clock.now.__code__: "clock reads"}
MESSAGES = [
    "I work at a bakery in Lyon and my dog is called Rex",
    "Remember that the team standup is at 9:00 in the blue room.",
    "what is my dog called?",
    "my sister lives in Berlin",
    "forget that my sister lives in Berlin",
]


def counted(call) -> tuple[Counter, object]:
    """What ``call`` ran of the watched functions (a profiler hook: calls that happened)."""
    counts: Counter = Counter()

    def hook(frame, event, arg):
        if event == "call" and frame.f_code in WATCHED:
            counts[WATCHED[frame.f_code]] += 1

    sys.setprofile(hook)
    try:
        result = call()
    finally:
        sys.setprofile(None)
    return counts, result


@pytest.mark.parametrize("message", MESSAGES)
def test_a_chat_turn_checks_the_user_id_once_and_reads_the_clock_once(duck_lab, scripted, message):
    duck_lab.chat("ana", "I work at a bakery in Lyon")  # something to recall, supersede or forget
    duck_lab.chat("ana", "my sister lives in Berlin")
    counts, turn = counted(lambda: duck_lab.chat("ana", message))
    assert turn.ok, turn.error
    assert counts == {"user id checks": 1, "clock reads": 1}, (message, counts)


def test_everything_a_turn_stores_is_at_the_turns_one_time(duck_lab, scripted, clock):
    duck_lab.clock.advance(hours=3, user_id="ana")  # ana's own clock: the turn must use hers
    now = duck_lab.clock.now("ana")
    turn = duck_lab.chat("ana", "I work at a bakery in Lyon and my dog is called Rex")
    assert turn.ok and turn.decisions
    assert {t["created_at"] for t in duck_lab.turns("ana")} == {now}
    assert {m.created_at for m in duck_lab.memories("ana")} == {now}
    assert {e.at for e in turn.events} == {now}
    assert now - clock.now() == timedelta(hours=3)


def test_a_user_id_is_trusted_only_when_check_user_id_made_it():
    checked = check_user_id("ana")
    assert type(checked) is UserId and checked == "ana"
    assert user_id_of(checked) is checked  # trusted: not checked again
    with pytest.raises(TypeError):
        UserId(" not checked ")
    for copied in (copy.copy(checked), copy.deepcopy(checked), pickle.loads(pickle.dumps(checked))):
        assert type(copied) is str and copied == "ana"  # a copy leaves the trust behind
    with pytest.raises(InvalidInput):
        user_id_of(" ana")


@given(st.one_of(st.text(max_size=140), st.none(), st.integers(), st.binary(max_size=8)))
def test_user_id_of_a_plain_value_is_exactly_check_user_id(value):
    try:
        expected = check_user_id(value)
    except InvalidInput:
        with pytest.raises(InvalidInput):
            user_id_of(value)
        return
    assert user_id_of(value) == expected and type(user_id_of(value)) is UserId


@pytest.mark.parametrize("bad", [" ana", "", 42, "a" * 129, "\u200b"])
def test_every_namespace_still_checks_a_plain_user_id(duck_lab, bad):
    mid = duck_lab.remember("ana", "Ana drinks green tea")
    calls = [
        lambda: duck_lab.retrieval.candidates(bad, "tea"),
        lambda: duck_lab.recall(bad, "tea"),
        lambda: duck_lab.retrieval.profile(bad),
        lambda: duck_lab.retrieval.similarity_of(bad, [mid], "tea"),
        lambda: duck_lab.retrieval.explain(bad, "tea", mid),
        lambda: duck_lab.forgetting.sweep(bad),
        lambda: duck_lab.forgetting.evict_preview(bad, "decay"),
        lambda: duck_lab.forgetting.enforce_cap(bad),
        lambda: duck_lab.lifecycle.consolidate(bad),
        lambda: duck_lab.lifecycle.reflect(bad, force=True),
        lambda: duck_lab.lifecycle.expand(bad, mid),
        lambda: duck_lab.agent.playbook(bad),
        lambda: duck_lab.agent.turn_metrics(bad),
        lambda: duck_lab.clock.now(bad),
    ]
    for call in calls:
        with pytest.raises(InvalidInput):
            call()
    assert [m.id for m in duck_lab.memories("ana")] == [mid]


def test_the_services_take_a_time_only_as_a_datetime(duck_lab):
    duck_lab.remember("ana", "Ana drinks green tea")
    for call in (
        lambda: duck_lab.retrieval.candidates("ana", "tea", now="yesterday"),
        lambda: duck_lab.forgetting.evict_preview("ana", "decay", now=3),
        lambda: duck_lab.lifecycle.reflect("ana", force=True, now="now"),
    ):
        with pytest.raises(InvalidInput):
            call()
