"""The rule-based extractor: what becomes a candidate, with which kind and key."""

import re

import pytest

from memorylab.policies.extract import extract_rules, sentences, third_person


@pytest.mark.parametrize(
    "message, expected",
    [
        ("My name is Ana Lopez.", [("User's name is Ana Lopez", "fact", "name")]),
        ("I love hiking in the Alps.", [("User loves hiking in the Alps", "preference", "pref:hiking")]),
        ("I don't like coffee anymore", [("User doesn't like coffee anymore", "preference", "pref:coffee")]),
        ("I'm allergic to cats.", [("User is allergic to cats", "fact", "allergy:cat")]),
        ("I work at Globex.", [("User works at Globex", "fact", "employer")]),
        ("I live in Porto now.", [("User lives in Porto now", "fact", "home_location")]),
        ("I have a dog named Rex.", [("User has a dog named Rex", "fact", "dog")]),
        ("My favourite colour is teal.", [("User's favourite colour is teal", "preference", "favourite:colour")]),
        ("I prefer weekly reports.", [("User wants reports weekly", "preference", "cadence:report")]),
        (
            "We decided to go with a phased rollout.",
            [("User and others decided to go with a phased rollout", "episodic", None)],
        ),
        ("I'm flying to Lisbon next Tuesday.", [("User is flying to Lisbon next Tuesday", "episodic", None)]),
        ("Remember that my sister is called Maya.", [("User's sister is called Maya", "fact", "sister")]),
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


def test_importance_rises_with_emphasis():
    plain = extract_rules("I like tea.")[0].importance
    strong = extract_rules("I really love tea, always.")[0].importance
    assert strong > plain
