"""What a stated need rules out (policies/avoided.py): a grounded reply that states an allergy or a
diet does not keep the model's sentence recommending what it rules out, and a memory every word of
which an already stated one holds is not stated again (both from a room's walk: "You told me your
daughter Ola is allergic to peanuts, so plan it around them. You also told me your daughter is Ola
... peanut butter wrap with caramel sauce on top")."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memorylab.policies.avoided import avoided, recommends_avoided, subsumed
from memorylab.policies.grounding import Recalled, choose, compose


@pytest.mark.parametrize(
    "memory, ruled_out",
    [
        ("User's daughter Ola is allergic to peanuts", "peanut"),
        ("User has a shellfish allergy", "shellfish"),
        ("User is allergic to cats", "cat"),
        ("User is vegan", "cheese"),
        ("User is vegetarian", "chicken"),
        ("User is coeliac (no gluten)", "wheat"),
        ("User doesn't eat gluten or dairy", "milk"),
        ("User is lactose intolerant", "cream"),
        ("User is teetotal", "wine"),
    ],
)
def test_what_a_stated_need_rules_out(memory, ruled_out):
    assert ruled_out in avoided([memory])


@pytest.mark.parametrize(
    "memory, sentence",
    [
        ("User's daughter Ola is allergic to peanuts", "A peanut butter wrap with caramel sauce is a hit."),
        ("User's daughter Ola is allergic to peanuts", "Satay skewers with crushed peanuts are easy."),
        ("User is vegan", "Top it with grated parmesan cheese."),
        ("User is vegan", "Whisk two eggs into the batter."),
        ("User is vegetarian", "Grilled chicken wraps are quick."),
        ("User is coeliac (no gluten)", "Use plain wheat flour for the base."),
        ("User is allergic to shellfish", "Order the garlic prawns and the shellfish platter."),
    ],
)
def test_a_sentence_recommending_what_is_ruled_out_is_found(memory, sentence):
    assert recommends_avoided(sentence, avoided([memory]))


@pytest.mark.parametrize(
    "memory, sentence",
    [
        ("User's daughter Ola is allergic to peanuts", "Go for peanut-free flapjacks."),
        ("User's daughter Ola is allergic to peanuts", "Make sure the snacks have no peanuts."),
        ("User's daughter Ola is allergic to peanuts", "Avoid anything with peanuts in it."),
        ("User's daughter Ola is allergic to peanuts", "Fruit skewers and popcorn are a hit."),
        ("User is vegan", "Try oat milk in your porridge."),
        ("User is vegan", "Vegan cheese melts well on toast."),
        ("User is vegan", "Roast an eggplant with miso."),
        ("User is vegan", "Spread peanut butter on the toast."),
        ("User is vegetarian", "Swap the chicken for halloumi."),
        ("User is coeliac (no gluten)", "Buy a gluten-free loaf."),
    ],
)
def test_a_thing_said_as_left_out_or_its_stand_in_is_kept(memory, sentence):
    assert not recommends_avoided(sentence, avoided([memory]))


def test_the_grounded_reply_drops_the_models_sentence_that_recommends_the_allergen():
    recalled = [
        Recalled(1, "User's daughter is Ola", 0.3, key="daughter"),
        Recalled(2, "User's daughter Ola is allergic to peanuts", 0.4, key="allergy:peanut"),
    ]
    request = "suggest a snack for my daughter's party"
    grounding = choose(request, recalled, 0.15)
    assert grounding.grounded and "peanuts" in grounding.statement
    assert grounding.statement.count("Ola") == 1  # "your daughter is Ola" adds nothing: not stated again
    model = "Fruit skewers are always popular. A peanut butter wrap with caramel sauce is fun. Popcorn works too."
    reply = compose(grounding, model, request, [r.text for r in recalled])
    assert "Fruit skewers" in reply and "Popcorn" in reply and "peanut butter" not in reply


@pytest.mark.parametrize(
    "text, stated, expected",
    [
        ("User's daughter is Ola", ["User's daughter Ola is allergic to peanuts"], True),
        ("User's daughter is allergic to peanuts", ["User's daughter Ola is allergic to peanuts"], True),
        ("User's son is Max", ["User's daughter Ola is allergic to peanuts"], False),
        ("User's daughter Ola is allergic to peanuts", ["User's daughter is Ola"], False),
    ],
)
def test_a_memory_that_adds_nothing_to_one_stated(text, stated, expected):
    assert subsumed(text, stated) is expected


@given(st.text(max_size=200), st.lists(st.text(max_size=60), max_size=3))
def test_any_text_is_read_without_error(sentence, memories):
    ruled_out = avoided(memories)
    assert isinstance(recommends_avoided(sentence, ruled_out), bool)
    assert all(not recommends_avoided(f"{thing}-free", [thing]) for thing in ruled_out if thing.isalpha())
