"""Family and what people own, round 10: parents by how many children ("a mum of three"),
birth order ("the youngest of four"), a baby on the way, the partner beside what the couple
has, and homes, boats, instruments and other things named by their kind."""

from __future__ import annotations

import pytest

from memorylab.policies.extract import extract_rules


def read(message: str) -> list[tuple[str, str | None]]:
    return [(c.text, c.key) for c in extract_rules(message)]


@pytest.mark.parametrize(
    "message, text, key",
    [
        ("I'm a mum of three", "User is a mum of three", "children"),
        ("Mother of 2", "User is a Mother of 2", "children"),
        ("proud mum of twins here", "User is a proud mum of twins", "children"),
        ("I'm a grandmother of five", "User is a grandmother of five", "children"),
        ("I'm a stepdad to two teenagers", "User is a stepdad to two teenagers", "children"),
        ("I'm a single mom", "User is a single mom", "parent"),
        ("I'm the youngest of four", "User is the youngest of four", "siblings"),
        ("I'm an only child", "User is an only child", "siblings"),
        ("I'm one of five kids", "User is one of five kids", "siblings"),
        ("we're expecting our first baby in may!", "User is expecting their first baby in may", "expecting"),
        ("I'm pregnant with twins", "User is pregnant with twins", "expecting"),
        ("I have a 3 year old daughter", "User has a 3 year old daughter", "daughter"),
        ("we own a little cottage in Wales", "User has a little cottage in Wales", "home_owned"),
        ("I've got a vintage Gibson", "User has a vintage Gibson", "guitar"),
        ("I have a boat called Serenity", "User has a boat called Serenity", "boat"),
        ("I own two guitars", "User has two guitars", "instrument"),
        ("got myself a new Canon camera", "User has a new Canon camera", "camera"),
        ("I have an allotment", "User has an allotment", "allotment"),
    ],
)
def test_what_people_say_of_their_family_and_things_is_stored(message, text, key):
    assert (text, key) in read(message)


def test_the_partner_is_kept_beside_what_the_couple_has():
    assert read("my wife and I have a son named Jack") == [
        ("User has a son named Jack", "son"),
        ("User has a wife", "partner"),
    ]


def test_a_named_partner_is_not_told_twice():
    found = read("my wife Ana and I have a dog")
    assert [k for _, k in found].count("partner") == 1


@pytest.mark.parametrize(
    "message",
    [
        "I have a house party tonight",
        "we have a flat tyre",
        "I have a piano lesson at 5",
        "I have a meeting in the garden",
        "I have the house to myself this weekend",
        "my friend has a boat called Serenity",
        "if I had a boat I'd call it Serenity",
        "I'd love a cottage in Wales",
        "I have a guitar lesson tomorrow",
        "we have a garden wedding next month",
        "I have a workshop this afternoon",
        "I have a deck out back",
        "is it normal to be the youngest of four?",
        "if I were a mum of three I'd be exhausted",
        "my sister is expecting her first baby",
        "my friend is pregnant with twins",
        "she's a single mom",
        "I'm expecting a parcel today",
        "we're having a baby shower for my sister",
    ],
)
def test_look_alikes_store_nothing(message):
    assert read(message) == []
