"""Round 29 (issue 20): a newcomer's first sentences about themselves. What the speaker says of
their close family without naming them (an age, a lasting condition, how many children and how
old), a relative named in lower case with a word that is also a name ("my son rose ..."), and
the look-alikes of each that store nothing (see memorylab/policies/intro_kinfacts.py)."""

from __future__ import annotations

import pytest

from memorylab.policies.extract import extract_rules


def stored(message: str) -> list[tuple[str, str | None]]:
    return [(c.text, c.key) for c in extract_rules(message)]


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a relative's age, said as a plain fact or before what the speaker asks
        ("my dadi is 88 and hates video calls, which phone is easiest?", ("User's dadi is 88", "family:dadi:age")),
        ("our youngest is 3, any tips for a long flight?", ("User's youngest is 3", "family:youngest:age")),
        ("my grandpa is 95 this year", ("User's grandpa is 95", "family:grandpa:age")),
        ("my mum is 70 and my dad is 72", ("User's dad is 72", "family:dad:age")),
        # a lasting condition or diet, said of the relative or by a pronoun after
        ("my father was recently diagnosed with vascular dementia",
         ("User's father has vascular dementia", "family:father")),
        ("My mother has been diagnosed with type 2 diabetes.", ("User's mother has type 2 diabetes", "family:mother")),
        ("my dad's staying with us over christmas and he's vegan, menu ideas?", ("User's dad is vegan", "family:dad")),
        ("my gran is visiting and she's coeliac so what cake can I bake", ("User's gran is coeliac", "family:gran")),
        ("My grandpa has Parkinson's", ("User's grandpa has Parkinson's", "family:grandpa")),
        ("my dad was just diagnosed with type 2 diabetes, what should we change in his diet?",
         ("User's dad has type 2 diabetes", "family:dad")),
        ("my mum has asthma", ("User's mum has asthma", "family:mum")),
        ("my mum has dementia and her carer is lovely", ("User's mum has dementia", "family:mum")),
        ("I'm looking after my mum this weekend, she has dementia", ("User's mum has dementia", "family:mum")),
        ("both my parents have arthritis", ("User's parents have arthritis", "family:parents")),
        # how many children and how old, as a fragment before a question
        ("2 kids (4 and 6). rainy day ideas?", ("User has 2 kids, aged 4 and 6", "children")),
        ("three kids, 10, 7 and 2. best family tent?", ("User has three kids, aged 10, 7 and 2", "children")),
        # a relative without "my", then "'s": "Stepdad Phil's retiring"
        ("Brother Jamal's moving in with me next month.", ("User's brother is Jamal", "brother")),
        # a name that is also a word, told by the age the child turns
        ("my son rowan turns 6 next week so party ideas pls", ("User's son is Rowan", "son")),
        ("my daughter hope just turned 10", ("User's daughter is Hope", "daughter")),
    ],
)  # fmt: skip
def test_a_close_relative_unnamed_is_remembered_by_what_lasts(message, expected):
    assert expected in stored(message)


@pytest.mark.parametrize(
    "message",
    [
        "my mum called me yesterday",  # a passing event
        "my dad is cooking tonight",
        "my grandad was diabetic",  # the past
        "my dad isn't diabetic",  # a denial
        "if my mum were diabetic what would she eat?",  # a hypothetical
        "my friend's mum is diabetic",  # someone else's relative
        "my friend is 40 and diabetic",  # no relative
        "My uncle has diabetes",  # no close family
        "my cousin is 30",
        "my boss is 60",
        "my mum's dog is diabetic",  # the relative's animal
        "my dad is 6 foot tall",  # no age
        "my sister is 30 minutes late",
        "my son is 1st in his class",
        "my dad is 180",  # a height or a weight, no age
        "my son just turned 5",  # an adverb where a name would go
        "3 kids, 2 dogs, one car",  # no ages
    ],
)
def test_what_is_no_lasting_fact_of_a_close_relative_stores_nothing(message):
    assert [(t, k) for t, k in stored(message) if k and k.startswith(("family:", "children"))] == []
    assert not [t for t, _ in stored(message) if "User's" in t and "is" in t and any(c.isdigit() for c in t)]


def test_a_relative_named_on_the_way_leaves_the_routine_whole():
    """ "she's hard of hearing" after a routine with one's lola is the routine's, read whole."""
    found = stored("Every Sunday I phone my nana in Cork, she's deaf in one ear")
    assert [k for _, k in found if k and k.startswith("family:")] == []
