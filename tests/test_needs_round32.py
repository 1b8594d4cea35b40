"""Round 32, from the walk's leftovers, each class in new words, both sides: a request for "the best X for me"
needs what the user said about themselves (a vegan's protein powder); a protein bar is food, not a bar to go out
to; the people who look after one's health are asked for in other words than the memory's (tests/test_slots.py).
"""

import pytest

from memorylab.policies.grounding import Recalled, choose
from memorylab.policies.needs import needs_of


def statement(request_: str, memories: list[tuple[str, str | None]]) -> str | None:
    recalled = [Recalled(i + 1, text, 0.3, key=key) for i, (text, key) in enumerate(memories)]
    return choose(request_, recalled, 0.15).statement


@pytest.mark.parametrize(
    "request_, memory, expected",
    [
        ("what's the best protein powder for me?", ("User is vegan", "diet:vegan"), "vegan"),
        ("which granola bars are best for us?", ("User is allergic to tree nuts", "allergy:tree_nuts"), "tree nuts"),
        (
            "what is the healthiest breakfast cereal for me?",
            ("User has type 1 diabetes", "health:diabetes"),
            "diabetes",
        ),
        (
            "what would be the best energy bar for me on a long ride?",
            ("User is coeliac", "diet:gluten_free"),
            "coeliac",
        ),
        ("what's the right pizza place for us tonight?", ("User is vegetarian", "diet"), "vegetarian"),
    ],
)
def test_the_best_thing_for_me_needs_what_i_said_about_myself(request_, memory, expected):
    said = statement(request_, [memory])
    assert said and expected in said, (said, [n.label for n in needs_of(request_)])


@pytest.mark.parametrize(
    "request_, memory",
    [
        # the best of a thing for no one in particular, or a thing the fact has nothing to do with
        ("what's the best way to learn Spanish?", ("User is vegan", "diet:vegan")),
        ("what's the best laptop for video editing?", ("User is allergic to peanuts", "allergy:peanut")),
        ("which is the best protein powder for bodybuilders?", ("User is vegan", "diet:vegan")),
        # a protein bar is food: what a bar to go out to needs (a quiet place, a ramp) is not asked
        ("any good protein bars?", ("User is deaf", "health:deaf")),
        ("which energy bars are best for me?", ("User uses a wheelchair", "mobility")),
        ("recommend a granola bar brand", ("User finds crowds hard", "sensory")),
    ],
)
def test_a_best_thing_not_for_me_or_a_snack_bar_states_nothing_unasked(request_, memory):
    assert statement(request_, [memory]) is None
