"""Round 22: how people sign and say their names, written before blind batch 24 was read:
sign-offs ("Regards, Kwame", "Best, Hannah"), a returning speaker ("Ravi again!", "Jess btw"),
"X (pronounced ...) here", "X this side", "Fatima is my name", "first name Aiko", and what
one goes by followed by an adverb ("I go by Tom mostly")."""

import pytest

from memorylab.policies.extract import extract_rules


def names(message: str) -> list[str]:
    return [c.text for c in extract_rules(message) if c.key == "name"]


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("Regards, Kwame Mensah", "User's name is Kwame Mensah"),
        ("Thanks for the help. Regards, Kwame", "User's name is Kwame"),
        ("thanks for this! Best, Hannah", "User's name is Hannah"),
        ("Thanks again for the tips.\n\nAll the best,\nJoao", "User's name is Joao"),
        ("Sincerely, Margaret", "User's name is Margaret"),
        ("Ravi again! back with another question", "User's name is Ravi"),
        ("Rosa from last time here, need more help", "User's name is Rosa"),
        ("Jess btw", "User's name is Jess"),
        ("Siobhan (pronounced shi-vawn) here", "User's name is Siobhan"),
        ("Kwame this side, need help with excel", "User's name is Kwame"),
        ("Fatima is my name", "User's name is Fatima"),  # a place too, but "my name" says which
        ("first name Aiko, last name Tanaka", "User's name is Aiko"),
        ("I go by Tom mostly, but my full name is Tomasz", "User's name is Tomasz; User goes by Tom"),
    ],
)
def test_a_name_said_this_way_is_stored(message, expected):
    assert expected in names(message), names(message)


@pytest.mark.parametrize(
    "message",
    [
        "you are the best, Hannah",  # "best" mid-sentence is praise, not a sign-off
        "The best, Paris",
        "regards, Paris",  # a place
        "Regards, Team",
        "Paris again",  # a first name Faker lists, and a place
        "Monday again!",
        "China again??",
        "Amazon again, they charged me twice",
        "London, that is me",
        "thanks, Sarah",  # thanks someone by name
    ],
)
def test_these_give_no_name(message):
    assert names(message) == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("Favourite book? Dune, obviously.", ("User's favourite book is Dune", "favourite:book")),
        ("my fave band? easily Radiohead", ("User's favourite band is Radiohead", "favourite:band")),
        ("I love cooking. Favourite dish? jollof rice for sure", ("User's favourite dish is jollof rice", None)),
    ],
)
def test_a_favourite_asked_and_answered_is_read_as_a_label(message, expected):
    text, key = expected
    found = [(c.text, c.key) for c in extract_rules(message)]
    assert any(t == text and (key is None or k == key) for t, k in found), found


@pytest.mark.parametrize(
    "message",
    ["favourite food? not sure", "favourite book? can you recommend one", "what's your favourite book?"],
)
def test_a_favourite_asked_and_left_open_gives_nothing(message):
    assert [c for c in extract_rules(message) if (c.key or "").startswith("favourite")] == []
