"""What a later request needs to know without naming it (policies/intro_needs.py): a body that
limits what one can do, getting about without a car, not drinking, young children by age, the
hours one works; and the look-alikes (someone else's, what might be, what passes, a question)
that stay unstored."""

import pytest

from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    "said, expected",
    [
        # a body that limits what one can do
        (
            "I've got really bad knees, osteoarthritis, so running is out",
            ("User has bad knees (osteoarthritis)", "health:knee"),
        ),
        ("I have a really bad back", ("User has a bad back", "health:back")),
        ("I have terrible knees", ("User has bad knees", "health:knee")),
        ("my knees are shot", ("User has bad knees", "health:knee")),
        ("my back is bad", ("User has a bad back", "health:back")),
        ("bad back so no heavy lifting", ("User has a bad back", "health:back")),
        ("bad knees here", ("User has bad knees", "health:knee")),
        ("I have a dodgy hip", ("User has a bad hip", "health:hip")),
        ("I'm on crutches", ("User is on crutches", "health:mobility")),
        ("I walk with a stick", ("User walks with a stick", "health:mobility")),
        # getting about without a car
        ("I don't drive, never learned, bus everywhere", ("User doesn't drive", "transport")),
        ("I don't drive", ("User doesn't drive", "transport")),
        ("I can't drive", ("User doesn't drive", "transport")),
        ("I never learned to drive", ("User doesn't drive", "transport")),
        ("I don't drive anymore", ("User doesn't drive", "transport")),
        ("no car, I get the bus everywhere", ("User doesn't have a car", "transport")),
        ("don't have a car", ("User doesn't have a car", "transport")),
        ("we don't own a car", ("User doesn't have a car", "transport")),
        ("I'm car-free", ("User doesn't have a car", "transport")),
        ("I cycle everywhere", ("User cycles everywhere", "transport")),
        ("I take the bus everywhere", ("User takes the bus everywhere", "transport")),
        ("I rely on public transport", ("User relies on public transport", "transport")),
        # not drinking alcohol
        ("2 years sober this month, don't drink at all anymore", ("User doesn't drink", "diet:alcohol")),
        ("I'm sober", ("User doesn't drink", "diet:alcohol")),
        ("I don't drink", ("User doesn't drink", "diet:alcohol")),
        ("I don't drink at all", ("User doesn't drink", "diet:alcohol")),
        ("I don't drink alcohol", ("User doesn't drink alcohol", "diet:alcohol")),
        ("I'm teetotal", ("User is teetotal", "diet")),
        ("recovering alcoholic", ("User doesn't drink", "diet:alcohol")),
        ("I've been sober since 2019", ("User doesn't drink", "diet:alcohol")),
        ("I quit drinking last year", ("User doesn't drink", "diet:alcohol")),
        ("I quit drinking 3 years ago", ("User doesn't drink", "diet:alcohol")),
        ("I gave up alcohol", ("User doesn't drink", "diet:alcohol")),
        # young children by age
        (
            "I've got a 2 year old and a newborn so sleep is a distant memory",
            ("User has a 2 year old and a newborn", "children"),
        ),
        ("I have a 2 year old", ("User has a 2 year old", "children")),
        ("I have a newborn", ("User has a newborn", "children")),
        ("we've got a 3yo and a baby on the way", ("User has a 3 year old and a baby on the way", "children")),
        ("single dad to 2 kids, they're 4 and 7", ("User is a single dad to 2 kids", "children")),
        ("two under two", ("User has two children under two", "children")),
        ("I've got 2 under 2", ("User has 2 children under 2", "children")),
        ("my little one is 18 months", ("User has a child aged 18 months", None)),
        ("I'm 6 months pregnant", ("User is 6 months pregnant", "expecting")),
        # the hours one works
        ("I do 12 hour shifts", ("User does 12 hour shifts", "schedule")),
        ("I work rotating shifts at the hospital", ("User works rotating shifts", "schedule")),
        ("I do nights", ("User works night shifts", "schedule")),
        ("I'm on permanent nights", ("User works night shifts", "schedule")),
        ("I work from home", ("User works from home", "work_location")),
    ],
)
def test_a_fact_a_request_needs_is_stored(said, expected):
    assert_stored(said, expected)


def test_a_home_and_no_car_in_one_sentence_are_both_stored():
    found = stored("I'm in Sheffield and I don't drive")
    assert ("User doesn't drive", "transport") in found
    assert any(key == "city" and "Sheffield" in text for text, key in found)


@pytest.mark.parametrize(
    "said",
    [
        # someone else's, what might be or was, a question
        "my dad doesn't drive",
        "my wife doesn't drive",
        "my dad doesn't have a car",
        "my mum has bad knees",
        "my sister has a 2 year old",
        "if I had bad knees I'd swim",
        "I used to not drive",
        "when I was a kid I didn't have a car",
        "is it bad to not drive?",
        "does anyone else not drive?",
        # what passes, or a part of driving, not driving
        "I can't drive stick",
        "I can't drive today, my car is in the garage",
        "I can't drive for 6 weeks after surgery",
        "I don't drive to work",
        "I don't drive on motorways",
        "I don't drive much",
        "I don't have a car with me",
        "no car park at the station",
        "no car needed, it's walkable",
        "I'm on crutches this week",
        "I'm on crutches for the school play",
        "my back is killing me today",
        "my knees are bad today",
        "bad knees are common in runners",
        "I have a bad day",
        "I'm on nights this week",
        "I work from home today",
        # drink: an advice, a night, a month off, another drink
        "don't drink and drive",
        "I'm sober tonight",
        "I'm sober curious",
        "sober october anyone?",
        "I quit drinking for January",
        "I gave up drinking for lent",
        # an age said of a thing or an animal, and golf
        "I have a 2 year old laptop",
        "my 2 year old car",
        "we have a 3 year old lab",
        "two under par on the back nine",
    ],
)
def test_a_look_alike_stores_no_such_fact(said):
    found = stored(said)
    assert not [
        (t, k)
        for t, k in found
        if (k or "").startswith(("health", "transport", "diet", "children", "schedule", "work_location"))
        or t.startswith("User has a child")
    ], found


@pytest.mark.parametrize(
    "said, expected",
    [
        ("I quit drinking coffee", ("User has given up coffee", "diet:coffee")),
        ("I don't drink coffee", ("User doesn't drink coffee", "diet:coffee")),
        ("I've given up on sugar", ("User has given up on sugar", "diet:sugar")),
        ("I gave up meat 3 years ago", ("User has given up meat", "diet:meat")),
    ],
)
def test_another_food_or_drink_given_up_is_still_that_one(said, expected):
    assert_stored(said, expected)
    assert ("User doesn't drink", "diet:alcohol") not in stored(said)
