"""Round 24: what blind batch 28's requests needed and the agent did not bring, as general rules in
phrasings of our own: the hours one works for a workout plan, bad joints for getting fitter, a
user without a car for a day out, and "a good way to get fitter" read as exercise, not a journey."""

import pytest

from memorylab.policies.grounding import Recalled, choose
from memorylab.policies.needs import needs_of
from memorylab.policies.phrasing import head_word
from memorylab.policies.slots import SLOT_BY_NAME

SHEFFIELD = Recalled(1, "User is based in Sheffield", 0.05, key="city")


def labels(message: str) -> list[str]:
    return [n.label for n in needs_of(message)]


@pytest.mark.parametrize(
    "message",
    ["help me plan a workout routine", "can you make me a weekly gym schedule?", "tips to get fitter this year?"],
)
def test_a_workout_needs_the_hours_one_works(message):
    assert "exercise → schedule" in labels(message)


@pytest.mark.parametrize(
    ("memory", "key"),
    [("User works nights", "job"), ("User works 12 hour shifts at the hospital", "schedule")],
)
def test_a_workout_plan_is_fitted_around_shift_work(memory, key):
    statement = choose("help me plan a workout routine", [Recalled(1, memory, 0.05, key=key)], 0.15).statement
    assert statement.endswith(
        ("so I'd fit the sessions around those hours.", "around your night shifts and your sleep.")
    )


@pytest.mark.parametrize("memory", ["User has bad knees", "User has osteoarthritis in her hips", "User has a bad back"])
def test_getting_fitter_with_bad_joints_is_low_impact(memory):
    grounding = choose("what's a good way to get fitter this year?", [Recalled(1, memory, 0.05, key="health")], 0.15)
    assert "low-impact" in grounding.statement


def test_a_good_way_to_get_fitter_is_no_journey():
    assert not [label for label in labels("what's a good way to get fitter this year?") if "journey" in label]
    assert "journey → mobility" in labels("what's the easiest way to get there from the station?")


@pytest.mark.parametrize(
    "memory",
    [
        "User doesn't drive",
        "User can't drive",
        "User takes the bus everywhere",
        "User has no car",
        "User doesn't have a car",
        "User cycles everywhere",
    ],
)
def test_a_user_without_a_car_gets_places_reached_by_bus_or_train(memory):
    assert SLOT_BY_NAME["mobility"].filled_by(memory, None)
    grounding = choose("where can I go hiking this weekend?", [SHEFFIELD, Recalled(2, memory, 0.05)], 0.15)
    assert grounding.statement.startswith("Since you're based in Sheffield")
    assert "reach by bus or train" in grounding.statement


@pytest.mark.parametrize("memory", ["User drives a Honda Civic", "User's dad doesn't drive", "User drove to work"])
def test_driving_or_someone_elses_car_is_not_going_without_one(memory):
    assert not SLOT_BY_NAME["mobility"].filled_by(memory, None)


@pytest.mark.parametrize(
    ("phrase", "head"),
    [("osteoarthritis", "osteoarthritis"), ("tuberculosis", "tuberculosis"), ("lupus", "lupus"), ("cats", "cat")],
)
def test_a_word_whose_s_is_its_own_keeps_it(phrase, head):
    assert head_word(phrase) == head


@pytest.mark.parametrize(
    "memory",
    [
        "User has been doing salsa classes twice a week",
        "User takes pottery lessons",
        "User goes to life drawing classes",
    ],
)
def test_classes_one_takes_answer_what_one_does_for_fun(memory):
    grounding = choose("what hobby did I tell you about?", [Recalled(1, memory, 0.0)], 0.15)
    assert grounding.memory_id == 1


@pytest.mark.parametrize("memory", ["User is doing driving lessons", "User teaches yoga classes"])
def test_lessons_for_a_licence_or_classes_one_teaches_are_no_hobby(memory):
    assert not SLOT_BY_NAME["hobby"].filled_by(memory, None)


def test_a_night_out_states_not_drinking_beside_a_diet():
    vegan = Recalled(1, "User is vegan", 0.05, key="diet")
    sober = Recalled(2, "User doesn't drink", 0.05, key="diet:alcohol")
    statement = choose("ideas for a night out with my mates?", [vegan, sober], 0.15).statement
    assert "don't drink" in statement and "alcohol-free" in statement
    assert "you're vegan" in choose("ideas for a drink to toast with?", [vegan, sober], 0.15).statement


@pytest.mark.parametrize(
    ("memory", "fills"),
    [
        ("User doesn't drink", True),
        ("User is sober", True),
        ("User quit drinking last year", True),
        ("User doesn't drink coffee", False),
        ("User's dad doesn't drink", False),
    ],
)
def test_not_drinking_alcohol_is_its_own_kind(memory, fills):
    assert SLOT_BY_NAME["alcohol"].filled_by(memory, None) is fills


@pytest.mark.parametrize(
    ("memory", "fills"),
    [
        ("User has a 2 year old and a newborn", True),
        ("User has a child aged 18 months", True),
        ("User has two children under two", True),
        ("User has a 2 year old laptop", False),
        ("User has a 10 year old car", False),
    ],
)
def test_young_children_said_by_age_are_children(memory, fills):
    assert SLOT_BY_NAME["children"].filled_by(memory, None) is fills
