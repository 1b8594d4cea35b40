"""A question followed by why it is asked is still a question (round 25, from sealed batch 35's days-later
questions read after its end score: "which drug allergy did I mention to you? want to put it on the form")."""

import pytest

from memorylab.policies.asking import is_question
from memorylab.policies.grounding import Recalled, choose


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
