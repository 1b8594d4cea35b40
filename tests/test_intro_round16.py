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


@pytest.mark.parametrize(
    ("said", "key", "request_", "label"),
    [
        ("I work mostly in Python, data engineering at a bank", "work_tool",
         "how do I read a csv and drop the duplicate rows?", "coding → tools"),
        ("I run Arch Linux on my laptop", "os", "how do I install docker?", "coding → os"),
        ("I work nights, 10pm to 6am", "schedule", "when would be the best time for me to go to the gym?",
         "schedule → schedule"),
        ("i still have an old iphone 11, works fine tho", "phone", "how do I free up storage on my phone?",
         "belongings → possession"),
        ("i only have a tiny balcony, no garden at all", "garden", "what vegetables could I grow this summer?",
         "growing → garden"),
        ("my anniversary with Priya is on the 12th of August", "anniversary",
         "help me book a table for our anniversary dinner", "anniversary → anniversary"),
        ("I'm based in Nairobi, work remote for a UK company", "city",
         "my meeting is at 3pm London time, what time is that for me?", "time zone → home"),
    ],
)  # fmt: skip
def test_the_users_setup_is_stored_and_a_request_that_needs_it_finds_it(said, key, request_, label):
    """Round 15's development requests that found nothing: the fact was never stored (a tool, a
    system, a work pattern, a device typed in lower case, an outdoor space, a dated anniversary)."""
    from memorylab.policies.grounding import Recalled, choose
    from memorylab.policies.needs import needs_of

    stored = [c for c in extract_rules(said) if c.key == key]
    assert stored, _read(said)
    assert label in [n.label for n in needs_of(request_)]
    grounding = choose(request_, [Recalled(1, stored[0].text, 0.05, key=key)])
    assert grounding.grounded and grounding.memory_texts == (stored[0].text,)


@pytest.mark.parametrize(
    "message",
    ["we have a garden wedding next month", "I work from home on mondays and fridays", "I'm a beginner guitarist"],
)
def test_setup_shapes_leave_other_readings_alone(message):
    assert not [k for _, k in _read(message) if k in ("garden", "schedule", "job")]


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("writing my PhD thesis on coral reef bleaching, need help with the lit review",
         ("User is writing a PhD thesis on coral reef bleaching", "study")),
        ("I want to pass JLPT N2 by December", ("User wants to pass JLPT N2 by December", "goal")),
        ("I'm still using an ancient 2015 macbook", ("User has an ancient 2015 macbook", "laptop")),
        ("mango sticky rice is literally my favourite dessert ever",
         ("User's favourite dessert is mango sticky rice", "favourite:dessert")),
        ("my asthma flares up every spring", ("User has asthma", "health:asthma")),
        ("after my knee surgery I can't kneel", ("User is recovering from knee surgery", "health:surgery")),
    ],
)  # fmt: skip
def test_facts_the_second_development_set_found_unstored(message, expected):
    assert expected in _read(message)
