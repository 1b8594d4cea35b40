"""Round 33, from open batch 54's needs (each class in new words, both sides): a show, a film or a podcast is
practice in the language the user is learning; a bakery or a pastry is food, so it needs the user's diet; a letter
signed "for me" needs the user's name."""

import pytest

from memorylab.policies.grounding import Recalled, choose
from memorylab.policies.needs import needs_of


def statement(request_: str, memories: list[tuple[str, str | None]]) -> str | None:
    recalled = [Recalled(i + 1, text, 0.3, key=key) for i, (text, key) in enumerate(memories)]
    return choose(request_, recalled, 0.15).statement


LEARNING = ("User is learning Portuguese", "learning")
NAME = ("User's name is Anneliese", "name")


@pytest.mark.parametrize(
    "request_, memory, expected",
    [
        ("recommend me some TV shows to binge", LEARNING, "Portuguese"),
        ("any good films for a rainy sunday?", LEARNING, "Portuguese"),
        ("podcasts for a long drive?", LEARNING, "Portuguese"),
        ("best bakeries in Vienna?", ("User is coeliac", "diet:gluten_free"), "coeliac"),
        ("where can I get good pastries around here?", ("User is vegan", "diet:vegan"), "vegan"),
        ("how would you sign off a letter for me?", NAME, "Anneliese"),
        ("can you sign this email for me?", NAME, "Anneliese"),
        ("sign the card from me, something short", NAME, "Anneliese"),
        # a fact asked back in other words than its memory's (open batch 54's days-later questions)
        ("what's that sport I told you I do on weekends?", ("User goes bouldering", "hobby:bouldering"), "boulder"),
        ("what do I do first thing in the morning?", ("User swims at the lido every morning at 7", None), "lido"),
        ("when am I free for meetings?", ("User does the school run at 8:15 and 3:30", None), "school run"),
        ("what should I cook tonight?", ("User is allergic to peanuts and penicillin", "allergy"), "peanuts"),
        ("which painkiller is safe for me?", ("User is allergic to ibuprofen", "allergy"), "ibuprofen"),
        ("plan me a weekend away", ("User lives in Lisbon", "city"), "Lisbon"),
    ],
)
def test_a_request_states_the_fact_it_needs(request_, memory, expected):
    said = statement(request_, [memory])
    assert said and expected in said, (said, [n.label for n in needs_of(request_)])


@pytest.mark.parametrize(
    "request_, memory",
    [
        # a show about a language, a bakery's business, a sign-up: none needs the fact
        ("can you sign up for the newsletter for me?", NAME),
        ("what does the sign on the door say?", NAME),
        ("how do I get pastry stains out of a white shirt?", ("User is vegan", "diet:vegan")),
        ("how do I learn to cook?", LEARNING),
        ("what sport is on TV tonight?", ("User goes bouldering", "hobby:bouldering")),
        # what one is allergic to but does not eat is no meal's business (the round-33 walk); a day's project is
        # no day out
        ("what should I cook tonight?", ("User is allergic to penicillin", "allergy:penicillin")),
        ("any cocktail ideas for friday?", ("User is allergic to bee stings", "allergy")),
        ("what can I bring to a dinner party?", ("User is allergic to cats", "allergy:cats")),
        ("plan me a weekend carpentry project", ("User lives in Lisbon", "city")),
        ("when is the museum free to visit?", ("User does the school run at 8:15 and 3:30", None)),
    ],
)
def test_a_request_that_needs_none_of_it_states_nothing(request_, memory):
    assert statement(request_, [memory]) is None
