"""A fact said before a remark, an emoji or another clause is read in its piece of the sentence
(policies/intro_pieces.py); sentences whose pieces would say what the whole does not are left whole."""

import pytest

from memorylab.policies.intro_pieces import pieces
from tests.intro_helpers import stored


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("home is Melbourne 🇦🇺 and the weather here today has gone through four seasons", "User lives in Melbourne"),
        ("home is Leeds, and honestly the rain never stops", "User lives in Leeds"),
        ("cant have gluten, coeliac since i was a kid. is soy sauce ok?", "User is coeliac (no gluten)"),
        ("Every day after lunch I have a 20 minute nap, doctor's orders 😄 is that too long?", "nap"),
        ("studying for my nursing exams rn and pharmacology is destroying me 😭 any tricks?", "nursing exams"),
    ],
)
def test_a_fact_before_a_remark_is_read_in_its_piece(said, memory):
    assert any(memory in text for text, _ in stored(said))


@pytest.mark.parametrize(
    "said",
    [
        "considering applying for a nursing course but honestly I change my mind every week lol",
        "Netflix is my wife, the snacks are my children and this sofa is my dog 🛋️ send help",
        "I'm staying in Paris, visiting friends for a week",
        "my neighbour got a puppy, his name is Rolo and he's adorable",
        "if I lived in Lisbon, I'd surf every day 🏄",
        "tonight I'm just a tired mum, send wine 🍷",
        "Way to go! I just got a new addition to the family, this is Max! [shares an image]",  # the dog (LoCoMo)
    ],
)
def test_a_piece_says_nothing_the_whole_does_not(said):
    assert not stored(said)


def test_a_sentence_of_one_piece_has_no_pieces():
    assert pieces("I live in Leeds") == []
    assert pieces("home is Melbourne 🇦🇺 and the weather here is wild") == [
        "home is Melbourne",
        "the weather here is wild",
    ]
    assert pieces("I don't drink and drive") == []  # "and" before a verb of the same subject cuts nothing
    assert [text for text, _ in stored("I don't drink and drive 🚗 ever")] != ["User doesn't drink"]
