"""Round 23b: blind batch 29's misses and false stores, each written as its general form in
phrasings of our own (batch 29 became a development set after its first score), and a stay
bounded in time, which is no home ("I'm staying in Paris for a week")."""

import pytest

from memorylab.policies.extract import extract_rules


def stored(message: str) -> list[tuple[str, str | None]]:
    return [(c.text, c.key) for c in extract_rules(message)]


def assert_stored(message: str, expected: tuple[str, str | None]) -> None:
    """``message`` gives a memory with the expected text, under the expected key (any key when None)."""
    text, key = expected
    found = stored(message)
    assert any(t == text and (key is None or k == key) for t, k in found), found


@pytest.mark.parametrize(
    "message",
    [
        "I'm staying in Paris for a week",
        "we're out in Spain for a fortnight",
        "I'm staying in Leeds till Friday",
        "we're out in Lisbon on holiday",
        "I'm in Berlin on business until Thursday, so slow replies",
        "we're up in Aberdeen for a few days",
        "down in Cornwall this weekend visiting my gran",
        "I'm in Tokyo for work this week",
        "in Nairobi for my sister's graduation this weekend, the traffic is mad",
        "staying at a hotel in Madrid this week, the pool is tiny",
        "I'm living in Lisbon for a month",
        "I'm on exchange in Madrid this semester",
    ],
)
def test_a_stay_bounded_in_time_is_no_home(message):
    assert not [t for t, k in stored(message) if k == "city"], stored(message)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("staying in Bengaluru only, near the metro", ("User lives in Bengaluru", "city")),
        ("I've been staying in Leeds for two years", ("User lives in Leeds", "city")),
        ("I've been living in Berlin for a few months now", ("User lives in Berlin", "city")),
        ("I just moved to Leeds this week", ("User moved to Leeds", "city")),
        ("I live in Paris but I'm in Rome for a week", ("User lives in Paris", "city")),
        ("I'm in Rome for a week but I live in Paris", ("User lives in Paris", "city")),
    ],
)
def test_a_home_beside_a_stay_is_still_a_home(message, expected):
    assert_stored(message, expected)
