"""Round 31, from the open batches' misses (48, 46n, 47, 37) and a stranger's walk of the workshop, each class in
new words, both sides: a how-to question that shares a word with a stored fact asks about the world, not the user's
own ("how do I make a budget spreadsheet?"); a question for everything told states every fact, not three.
"""

import pytest

from memorylab.policies.grounding import Recalled, choose
from memorylab.policies.needs import needs_of
from tests.conftest import make_lab


def statement(request_: str, memories: list[tuple[str, str | None]]) -> str | None:
    recalled = [Recalled(i + 1, text, 0.3, key=key) for i, (text, key) in enumerate(memories)]
    return choose(request_, recalled, 0.15).statement


@pytest.mark.parametrize(
    "question, memory",
    [
        # a how-to question names a kind of fact as a thing in general ("a budget", "a new language")
        ("How do I set up a budget tracker in Google Sheets?", ("User's budget is £450 a month", "budget")),
        ("how can I draw a garden in perspective?", ("User has a tiny garden", "garden")),
        ("how do you pick a university course?", ("User studies nursing at Cardiff", "study")),
        ("what's the best way to learn a new language as an adult?", ("User speaks Italian", None)),
        ("how do I write a job advert for a cleaner?", ("User is a pharmacist", "job")),
        ("how would I set a fitness goal that sticks?", ("User is training for a 10k", "goal")),
        ("how do I come up with a team name for the quiz night?", ("User supports Hibs", "team")),
        ("how do I look after a pet tortoise?", ("User has a cat called Pip", "cat")),
        ("how should I plan a diet for a marathon runner?", ("User is vegetarian", "diet")),
        ("how do I make a budget spreadsheet?", ("User's budget is £200 a month", "budget")),
    ],
)
def test_a_how_to_question_about_a_thing_in_general_states_nothing(question, memory):
    assert statement(question, [memory]) is None


@pytest.mark.parametrize(
    "question, memory, expected",
    [
        # the user's own, said with "my", or asked in the slot's own words
        ("how do I stick to my budget this month?", ("User's budget is £450 a month", "budget"), "£450"),
        ("how do I keep my garden tidy in winter?", ("User has a tiny garden", "garden"), "garden"),
        ("how do I get around, remind me?", ("User doesn't drive", "transport"), "drive"),
        ("how do I take my coffee again?", ("User drinks oat flat whites", None), "flat whites"),
        ("how do I explain my job to kids?", ("User is a pharmacist", "job"), "pharmacist"),
    ],
)
def test_a_how_to_question_about_the_users_own_still_states_it(question, memory, expected):
    said = statement(question, [memory])
    assert said and expected in said, (said, [n.label for n in needs_of(question)])


FACTS = [
    ("User is allergic to sesame", "allergy:sesame"),
    ("User lives in Galway", "city"),
    ("User's tortoise is called Dot", "tortoise"),
    ("User works as a radiographer", "job"),
    ("User is pescatarian", "diet"),
    ("User's sister is Aoife", "sister"),
]


@pytest.mark.parametrize(
    "question", ["what do you know about me?", "What have I told you so far?", "tell me what you know about me"]
)
def test_a_question_for_everything_told_states_every_fact(tmp_path, clock, scripted, question):
    """Asked for everything, the reply stated three of the user's facts (the cap on one reply), not every one."""
    lab = make_lab(tmp_path / "lab", clock, reply_mode="grounded")
    try:
        for text, key in FACTS:
            lab.remember("u", text, key=key)
        lab.remember("u", "User went to a gig on Friday", kind="episodic")
        turn = lab.chat("u", question)
        for value in ("sesame", "Galway", "Dot", "radiographer", "pescatarian", "Aoife"):
            assert value in turn.reply, (value, turn.reply)
        assert "gig" not in turn.reply  # six facts told: a passing memory does not pad the answer
    finally:
        lab.close()


def test_everything_told_is_bounded_and_said_once():
    recalled = [Recalled(i, f"User's fact number {i} is " + "long " * 20, 0.1, key=f"k{i}") for i in range(20)]
    recalled += [Recalled(99, recalled[0].text, 0.1, key="again")]  # one text under two keys
    grounding = choose("what do you know about me?", recalled, 0.15)
    assert 3 <= len(grounding.stated) < 20 and len(set(grounding.memory_texts)) == len(grounding.stated)
    passing = [Recalled(1, "User went to Leeds", 0.1), Recalled(2, "User saw a fox", 0.1), Recalled(3, "User ran", 0.1)]
    vegan = Recalled(9, "User is vegan", 0.1, key="diet")
    assert choose("what do you know about me?", [*passing, vegan], 0.15).memory_ids == (9, 1, 2)
