"""Round 24, from blind batch 30's requests (development after its sealed scores): requests said as
"what are some good ...?", "what X would look good ...?", "can you put together ...?"; something to
watch for a deaf user, something to buy on a tight budget, cardio with a bad knee, core exercises in
pregnancy, a study plan around the school run, a meal plan in recovery from an eating disorder; and
the three facts those requests needed that were not stored."""

import pytest

from memorylab.policies.grounding import Recalled, choose
from memorylab.policies.needs import asks_advice, needs_of
from tests.intro_helpers import stored


def labels(message: str) -> list[str]:
    return [n.label for n in needs_of(message)]


@pytest.mark.parametrize(
    "message",
    [
        "What are some good films to watch this weekend?",
        "what are the best exercises for my back?",
        "What houseplants would look good in my living room?",
        "which shoes would work best for a wedding?",
        "Can you put together a healthy meal plan for me?",
        "could you come up with a revision timetable?",
    ],
)
def test_a_request_for_advice_said_in_these_ways_is_one(message):
    assert asks_advice(message)


@pytest.mark.parametrize(
    ("message", "label"),
    [
        ("What are some good films to watch this weekend?", "watching → hearing"),
        ("any tv series worth a binge?", "watching → hearing"),
        ("I need a new laptop for uni, what should I get?", "purchase → budget"),
        ("should I buy a new phone or fix mine?", "purchase → budget"),
        ("What's a good cardio routine to lose some weight?", "exercise → health"),
        ("What are some good exercises to strengthen my core?", "exercise → health"),
        ("How should I structure studying for my accounting exam?", "studying → schedule"),
    ],
)
def test_what_these_requests_need(message, label):
    assert label in labels(message)


def test_watching_out_is_not_watching():
    assert not [x for x in labels("what should I watch out for when buying a used car?") if "watching" in x]


@pytest.mark.parametrize(
    ("memory", "key", "request_", "words"),
    [
        ("User is deaf", "health:deaf", "What are some good films to watch this weekend?", "captions or subtitles"),
        ("User is on a tight budget", "budget", "I need a new laptop for uni, what should I get?", "keep it cheap"),
        ("User is 28 weeks pregnant", "expecting", "What are some good exercises to strengthen my core?", "midwife"),
        ("User has a bad knee", "health:knee", "What's a good cardio routine to lose some weight?", "low-impact"),
        ("User's kids are at school till 3", None, "How should I structure studying for my exam?", "plan around"),
        (
            "User is in recovery from an eating disorder",
            "health:eating disorder",
            "Can you put together a healthy meal plan for me?",
            "calorie counts out",
        ),
    ],
)
def test_the_fact_a_request_needs_is_said_with_what_it_means(memory, key, request_, words):
    assert words in choose(request_, [Recalled(1, memory, 0.05, key=key)], 0.15).statement


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        (
            "i've got two little ones, 3 and 5, they keep me busy lol",
            ("User has two little ones, aged 3 and 5", "children"),
        ),
        ("we've got 2 kids - 4 and 7", ("User has 2 kids", "children")),  # an earlier shape reads "kids" first
        ("my kids are at school till 3 and that's my only free time", ("User's kids are at school till 3", None)),
        ("my son is at nursery until 1pm", ("User's son is at nursery until 1pm", None)),
        (
            "I'm in recovery from an eating disorder",
            ("User is in recovery from an eating disorder", "health:eating disorder"),
        ),
        (
            "recovering from anorexia, so please no calorie talk",
            ("User is in recovery from anorexia", "health:eating disorder"),
        ),
    ],
)
def test_the_facts_these_requests_needed_are_stored(said, memory):
    assert memory in stored(said)


@pytest.mark.parametrize(
    "said",
    [
        "my friend's kids are at school till 3",
        "I've got two meetings, 3 and 5 pm",
        "is it normal to be recovering from anorexia for years?",
        "my sister is in recovery from an eating disorder",
    ],
)
def test_others_or_other_things_are_not_these_facts(said):
    keys = [key for _, key in stored(said)]
    assert "children" not in keys and "health:eating disorder" not in keys
    assert not [text for text, _ in stored(said) if "at school" in text]


def test_which_instrument_one_plays_asks_for_the_hobby():
    grounding = choose("Which instrument do I play?", [Recalled(1, "User is learning the accordion", 0.0)], 0.15)
    assert grounding.memory_id == 1
