"""Questions as sealed batch 35's days-later ones were typed (round 25, read after its end score): followed by why
they are asked ("which drug allergy did I mention to you? want to put it on the form"), asked as the last clause
without a mark ("..., what did i say his name was lol"), and whom one goes with typed "im"."""

import pytest

from memorylab.policies.asking import is_question
from memorylab.policies.grounding import Recalled, choose
from memorylab.policies.slots import slots_asked


@pytest.mark.parametrize(
    "message",
    [
        "seeing a new GP tomorrow, which drug allergy did I mention to you? want to put it on the form",
        "quick check - what did I tell you I'm allergic to? want to make sure you have it right",
        "what's my cat called? just making sure you remember him properly for the vet forms",
        "where did I say I work? trying to fill in this long application for the new flat",
        "remind me what my name is? testing you lol",
    ],
)
def test_a_question_with_why_it_is_asked_after_it(message):
    assert is_question(message)


@pytest.mark.parametrize(
    "message",
    [
        "Cats or dogs? I have a beagle called Max and she's three years old and very loud",
        "Ugh why is it always me? Anyway I'm Marisol and I work at a bakery in Lyon with my sister",
        "I'm allergic to penicillin, I found out the hard way when I was eight years old",
    ],
)
def test_a_statement_after_a_question_mark_is_still_a_statement(message):
    assert not is_question(message)


def test_the_memory_asked_for_is_stated():
    recalled = [Recalled(1, "User is allergic to penicillin", 0.43, None, "allergy:penicillin")]
    grounding = choose("which drug allergy did I mention to you? want to put it on the form", recalled)
    assert [s.memory_id for s in grounding.stated] == [1], grounding.reason


@pytest.mark.parametrize(
    "message",
    [
        "getting a name tag engraved for my cat, what did i say his name was lol",
        "booking the table now, what did I tell you my allergy was",
        "filling in the form, where do I work again",
    ],
)
def test_a_question_about_the_speaker_as_the_last_clause_without_its_mark(message):
    assert is_question(message)


@pytest.mark.parametrize(
    "message",
    [
        "I told my sister what I did on holiday and she laughed",
        "my cat, who is called Biscuit, is asleep on my laptop",
        "whatever, I'm fine",
    ],
)
def test_a_statement_with_a_wh_word_inside_is_not_a_question(message):
    assert not is_question(message)


@pytest.mark.parametrize(
    "question",
    ["who did i say im going to lisbon with", "who did I tell you I'm travelling with?", "who im going away with lol?"],
)
def test_whom_one_goes_with_typed_any_way_asks_for_the_partner(question):
    assert "partner" in [s.name for s in slots_asked(question)]
