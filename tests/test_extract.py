"""The rule-based extractor: what becomes a candidate, with which kind and key."""

import re

import pytest

from memorylab.policies.extract import extract_rules, sentences, third_person
from memorylab.policies.phrasing import base_form


@pytest.mark.parametrize(
    "message, expected",
    [
        ("My name is Ana Lopez.", [("User's name is Ana Lopez", "fact", "name")]),
        ("I love hiking in the Alps.", [("User loves hiking in the Alps", "preference", "pref:hiking")]),
        ("I don't like coffee anymore", [("User doesn't like coffee anymore", "preference", "pref:coffee")]),
        ("I'm allergic to cats.", [("User is allergic to cats", "fact", "allergy:cat")]),
        ("I work at Globex.", [("User works at Globex", "fact", "employer")]),
        ("I live in Porto now.", [("User lives in Porto", "fact", "city")]),
        ("I have a dog named Rex.", [("User has a dog named Rex", "fact", "dog")]),
        ("My favourite colour is teal.", [("User's favourite colour is teal", "preference", "favourite:colour")]),
        ("I prefer weekly reports.", [("User wants reports weekly", "preference", "cadence:report")]),
        (
            "We decided to go with a phased rollout.",
            [("User and others decided to go with a phased rollout", "episodic", None)],
        ),
        ("I'm flying to Lisbon next Tuesday.", [("User is flying to Lisbon next Tuesday", "episodic", None)]),
        ("Remember that my sister is called Maya.", [("User's sister is Maya", "fact", "sister")]),
        ("Hello! How are you?", []),
        ("What is my name?", []),
        ("thanks", []),
    ],
)
def test_rules(message, expected):
    assert [(c.text, c.kind, c.key) for c in extract_rules(message)] == expected


def test_two_clauses_give_two_candidates_with_their_own_spans():
    message = "My name is Ana and I love hiking."
    found = extract_rules(message)
    assert [c.key for c in found] == ["name", "pref:hiking"]
    assert [message[c.span[0] : c.span[1]] for c in found] == ["My name is Ana", "and I love hiking."]


def test_pronoun_cadence_needs_a_topic_from_the_conversation():
    assert extract_rules("Send them daily instead.") == []
    found = extract_rules("Send them daily instead.", topic_hint="reports")
    assert [(c.text, c.key) for c in found] == [("User wants reports daily", "cadence:report")]


def test_sentences_and_third_person():
    assert [s for _, _, s in sentences("One. Two!\nThree?")] == ["One.", "Two!", "Three?"]
    said = third_person("I love my dog")
    assert not re.search(r"\b(I|my|me)\b", said)  # no first person left
    assert said.startswith("User loves") and said.endswith("dog")  # the verb agrees


@pytest.mark.parametrize(
    ("said", "base"),
    [("lives", "live"), ("has", "have"), ("teaches", "teach"), ("flies", "fly"), ("was", "was"), ("Was", "Was")],
)
def test_base_form_is_the_verb_after_i(said, base):
    """ "as someone who was a nurse" reads as "I was a nurse": a past in "s" keeps it (it stored "User wa")."""
    assert base_form(said) == base


def test_someone_who_was_keeps_its_verb():
    assert [c.text for c in extract_rules("as someone who was a nurse for years, how do I get back into it?")] == [
        "User was a nurse for years"
    ]


def test_importance_rises_with_emphasis():
    plain = extract_rules("I like tea.")[0].importance
    strong = extract_rules("I really love tea, always.")[0].importance
    assert strong > plain


# --- self-introductions: one parametrized row per phrasing, grouped by category ---------

INTRODUCTIONS = {
    "name": [
        ("Hi, I'm Priya, I work at a bakery in Lyon", "User's name is Priya", "name"),
        ("call me Jo", "User's name is Jo", "name"),
        ("my name is ana lopez", "User's name is Ana Lopez", "name"),
        ("Hey there, Marcus here", "User's name is Marcus", "name"),
        ("This is Farida, nice to meet you", "User's name is Farida", "name"),
    ],
    "work": [
        ("I work at a bakery in Lyon.", "User works at a bakery in Lyon", "employer"),
        ("I'm a nurse", "User is a nurse", "job"),
        ("I work as a software developer", "User works as a software developer", "job"),
        (
            "I'm an architect at a small firm in Bristol.",
            "User is an architect at a small firm in Bristol",
            "job",
        ),
        ("I study law", "User studies law", "study"),
    ],
    "home": [
        ("I live in Glasgow with my two cats.", "User lives in Glasgow", "city"),
        ("We just moved to Rotterdam.", "User moved to Rotterdam", "city"),
        ("I'm based in Nairobi", "User lives in Nairobi", "city"),
        ("I'm from Brazil originally", "User is from Brazil", "hometown"),
    ],
    "family": [
        ("My wife Ana is a teacher.", "User's wife is Ana", "partner"),
        ("My partner is Tom.", "User's partner is Tom", "partner"),
        ("my boyfriend's name is Luca", "User's boyfriend is Luca", "partner"),
        ("I'm married to Kwame.", "User is married to Kwame", "partner"),
        ("My boss is Mark", "User's boss is Mark", "boss"),
    ],
    "pet": [
        ("my dog Rex is scared of storms", "User's dog is called Rex", "dog"),
        ("We adopted a rescue greyhound named Biscuit.", "User has a rescue greyhound named Biscuit", "dog"),
        ("I have a cat", "User has a cat", "cat"),
    ],
    "diet": [
        ("I have a shellfish allergy", "User is allergic to shellfish", "allergy:shellfish"),
        ("I'm lactose intolerant.", "User is lactose intolerant", "allergy:lactose"),
        ("I follow a vegan diet", "User is vegan", "diet"),
        ("I don't eat pork", "User doesn't eat pork", "diet:pork"),
    ],
    "hobby": [
        ("In my spare time I paint watercolours.", "User paints watercolours", "hobby:watercolour"),
        ("I play the guitar in a band.", "User plays the guitar in a band", "hobby:guitar"),
        ("I'm really into bouldering", "User is into bouldering", "hobby:bouldering"),
        ("My hobbies are chess and baking.", "User's hobbies are chess and baking", "hobby:chess"),
    ],
    "routine": [
        ("I cycle to work.", "User cycles to work", "commute"),
        ("Every morning I swim at the lido.", "Every morning User swims at the lido", None),
        ("I go to the gym every Tuesday", "User goes to the gym every Tuesday", None),
    ],
    "favourite": [
        ("My favourite film is Alien.", "User's favourite film is Alien", "favourite:film"),
        ("Green is my favourite colour", "User's favourite colour is Green", "favourite:colour"),
    ],
}


@pytest.mark.parametrize(
    "category, message, text, key",
    [(category, *row) for category, rows in INTRODUCTIONS.items() for row in rows],
)
def test_self_introductions_are_stored_with_their_value_and_key(category, message, text, key):
    found = {(c.text, c.key) for c in extract_rules(message)}
    assert (text, key) in found, f"{category}: {message!r} gave {found}"


@pytest.mark.parametrize(
    "message",
    ["I'm tired", "I'm fine thanks", "It's Monday", "I play it safe", "I make mistakes", "I'm not sure", "Hi there"],
)
def test_ordinary_small_talk_is_not_a_self_introduction(message):
    assert extract_rules(message) == []


def test_the_workshop_introduction_gives_a_name_and_a_cadence():
    found = extract_rules("I'm Sam, I prefer weekly reports")
    assert [(c.text, c.key) for c in found] == [
        ("User's name is Sam", "name"),
        ("User wants reports weekly", "cadence:report"),
    ]


def test_a_comma_splits_only_after_a_first_person_clause():
    assert [s for _, _, s in sentences("Every morning, I cycle to work")] == ["Every morning, I cycle to work"]
    assert [s for _, _, s in sentences("Hi, I'm Priya, I work at a bakery")] == [
        "Hi",
        "I'm Priya",
        "I work at a bakery",
    ]
