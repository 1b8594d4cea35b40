"""Where the user lives, asked and never said, when a memory places them (policies/place_hint.py): the place
is told as what it is, hedged, never as a home; nothing for another question, another person, or a time."""

import pytest

from memorylab.policies.grounding import Recalled, choose
from memorylab.policies.place_hint import HEDGE, placed_in


@pytest.mark.parametrize(
    "question, memory, place",
    [
        ("where do I live?", "User works night shifts as a paramedic in Gdansk", "Gdansk"),
        ("where am I based?", "User teaches third grade in Nairobi", "Nairobi"),
        ("remind me where I live", "User studies law at a university in Leeds", "Leeds"),
        ("where do I live again?", "User runs a small bakery in Lyon", "Lyon"),
    ],
)
def test_a_place_a_memory_names_is_told_hedged_when_no_home_was_said(question, memory, place):
    grounding = choose(question, [Recalled(1, memory, 0.2, key="job")], 0.15)
    assert grounding.grounded and grounding.statement.startswith(HEDGE) and place in grounding.statement


@pytest.mark.parametrize(
    "question, memories",
    [
        ("where do I live?", [("User moved to Lisbon", "city"), ("User works as a nurse in Porto", "job")]),
        ("where am I based?", [("User lives in Galway", "city")]),
    ],
)
def test_a_home_said_is_stated_as_it_is(question, memories):
    grounding = choose(question, [Recalled(i, t, 0.3, key=k) for i, (t, k) in enumerate(memories)], 0.15)
    assert grounding.grounded and not grounding.statement.startswith(HEDGE)


@pytest.mark.parametrize(
    "question, memory",
    [
        ("where do I work?", "User goes climbing in Chamonix"),  # not the home asked for
        ("where do I live?", "User's sister works as a nurse in Paris"),  # someone else's place
        ("where do I live?", "User was born in May"),  # a time, not a place
        ("where do I live?", "User works at a bakery"),  # no place named
        ("what's the weather like in Paris?", "User teaches in Nairobi"),
    ],
)
def test_no_hint_for_another_question_another_person_or_no_place(question, memory):
    grounding = choose(question, [Recalled(1, memory, 0.2)], 0.15)
    assert not grounding.statement or not grounding.statement.startswith(HEDGE)


def test_the_place_read_is_a_known_one_after_in_or_at():
    assert placed_in("User works as a paramedic in Gdansk.") == "Gdansk"
    assert placed_in("User runs in the morning") is None
    assert placed_in("User was born in August") is None
