"""Readings that made no sense, found in sealed batch 34's look-alikes and facts after its end score (round 25):
a typed job title whose words say whose it is or are a verb ("User is a her main carer", "User is a covering
reception ..."), and "X is out" read as a diet whatever X was ("sun is out" -> "User avoids sun"). The
general forms, with what must still be read."""

import pytest

from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    "message",
    [
        "My mother has Alzheimer's and I'm her main carer. I need help finding respite options",
        "just for this month I'm covering reception at work while our receptionist is on leave. any tips?",
        "I'm minding reception today, how do I transfer a call?",
        "I'm in SUCH a good mood this morning!! sun is out 🌞",
        "the new album is out, any thoughts?",
        "school is out next week and I have no plans for the kids",
        "the pizza is out of the oven, how long should it rest?",
    ],
)
def test_no_job_or_diet_read_from_words_that_only_look_like_one(message):
    assert not [(t, k) for t, k in stored(message) if k == "job" or (k or "").startswith("diet")], stored(message)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("dairy is out for me", ("User avoids dairy", "diet:dairy")),
        ("dairy is out", ("User avoids dairy", "diet:dairy")),
        ("carbs are out, doctor's orders", ("User avoids carbs", "diet:carb")),
        ("tree nuts are a no-go, I have an allergy", ("User avoids tree nuts", "diet:nut")),
        ("Im an electrican", ("User is an electrican", "job")),
        ("I am radiographer", ("User is a radiographer", "job")),
        ("I'm a visiting lecturer", ("User is a visiting lecturer", "job")),
    ],
)
def test_what_is_still_read(message, expected):
    assert_stored(message, expected)
