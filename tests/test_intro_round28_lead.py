"""Round 28, the lead's: an animal's sting or bite is no animal of the speaker's ("I carry an EpiPen for bee stings"
was read as the speaker's bee beside the allergy), while an animal kept or named still is."""

import pytest

from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("I carry an EpiPen for bee stings", ("User is allergic to bee stings", "allergy:sting")),
        ("I carry an EpiPen for wasp stings, any picnic tips?", ("User is allergic to wasp stings", "allergy:sting")),
    ],
)
def test_a_sting_is_an_allergy_and_no_pet(message, expected):
    assert_stored(message, expected)
    assert all(key in (None,) or not key.startswith(("bee", "wasp")) for _, key in stored(message)), stored(message)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("I keep bees, three hives now", ("User has bees", "bee")),
        ("we adopted a cat, Miso", ("User has a cat called Miso", "cat")),
    ],
)
def test_an_animal_kept_or_named_is_still_the_speakers(message, expected):
    assert_stored(message, expected)
