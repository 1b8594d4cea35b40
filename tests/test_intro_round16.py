"""Round 16's introductions beyond its development set (introductions_round16_dev.yaml, tested with
every probe set): what a stranger typed in the round-15 workshop walk and stored nothing or the
wrong thing, telegraphed introductions, jobs said with a verb, and what must stay unread."""

import pytest

from memorylab.policies.extract import extract_rules


def _read(message: str) -> list[tuple[str, str | None]]:
    return [(c.text, c.key) for c in extract_rules(message)]


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # the walk's misses
        ("Greta. Chemistry teacher, Hamburg.", [("User's name is Greta", "name"),
                                                ("User is a chemistry teacher in Hamburg", "job")]),
        ("I test software for a bank in Manchester", [("User tests software for a bank in Manchester", "job")]),
        ("I drive the number 7 bus in Valencia", [("User drives the number 7 bus in Valencia", "job")]),
        ("I drive a taxi at night", [("User drives a taxi at night", "job")]),
        ("started learning the trumpet", [("User started learning the trumpet", "hobby:trumpet")]),
        # telegraphed and dashed
        ("nurse, Leeds", [("User is a nurse in Leeds", "job")]),
        ("Penicillin allergy here — GP wants to give me amoxicillin, isn't that the same family??",
         [("User is allergic to penicillin", "allergy:penicillin")]),
        ("Mohammed. I work at a bank in Leeds", [("User's name is Mohammed", "name"),
                                                 ("User works at a bank in Leeds", "employer")]),
    ],
)  # fmt: skip
def test_what_strangers_typed_is_read(message, expected):
    assert _read(message) == expected


@pytest.mark.parametrize(
    "message",
    [
        "I drive a Tesla Model 3",  # a car one owns, not a job
        "Thanks. I live in Leeds.",  # an everyday word before the statement is no name
        "Paris. What should I see there?",
        "Greta.",  # a name alone tells nothing more: kept only when the message goes on about the speaker
        "the plan is to leave at 6 and grab breakfast on the way",  # a plan for the day, not a goal
        "my sister is training for an Ironman and I want to make her a funny sign for the finish line, ideas?",
        "my son is 5 and learning to swim.",
        "my allergy test is tomorrow",
        "my son's peanut allergy is getting worse",  # a relative's, not the user's
    ],
)
def test_what_is_not_the_speakers_lasting_fact_is_not_read_as_one(message):
    assert [t for t, k in _read(message) if k in ("name", "job", "goal", "allergy:peanut", "learning:swim")] == []
