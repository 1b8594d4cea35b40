"""Round 35, from batch 57 (opened after it was scored): a pet named in the sentence after its kind ("pet snail. his
name is Turbo"), named when got ("named her Sprocket"), or set off by a comma or brackets after two words or more
("my very round beagle, Dumpling"); a thing named first and called the speaker's favourite after it ("..., they're my
favourite flower", "... — my all-time favourite drink")."""

import pytest

from memorylab.policies.extract import extract_rules


@pytest.mark.parametrize(
    "said, expected",
    [
        ("pet snail. his name is Turbo. dont judge", "User has a snail named Turbo"),
        (
            "Got a bearded dragon last month — named her Sprocket — what temps does the tank need?",
            "User has a bearded dragon named Sprocket",  # the named one, not "User has a bearded dragon" beside it
        ),
        ("the goldfish has outlived two of my relationships. His name is Gordon.", "User has a goldfish named Gordon"),
        ("help me pick a harness for my very round beagle, Dumpling", "User has a beagle named Dumpling"),
        (
            "the tarantula (Agatha, chilean rose hair) is molting!! dont panic right?",
            "User has a tarantula named Agatha",
        ),
    ],
)
def test_a_pet_named_after_its_kind_is_one_memory_with_its_name(said, expected):
    pets = [c.text for c in extract_rules(said) if c.rule.endswith("pet")]
    assert pets == [expected]


@pytest.mark.parametrize(
    "said",
    [
        "they named the dog Rex",  # someone else's dog
        "what should I name her? my new kitten",  # a name being chosen
        "my son is great, his name is Tom",  # a person, no animal
    ],
)
def test_a_name_chosen_or_someone_elses_animal_is_no_pet_of_mine(said):
    assert not [c for c in extract_rules(said) if " named " in c.text]


@pytest.mark.parametrize(
    "said, expected",
    [
        (
            "write me a birthday poem mentioning sunflowers, they're my favourite flower",
            "favourite flower is sunflowers",
        ),
        (
            "can't beat a flat white from a proper Melbourne cafe, my go-to order everywhere",
            "favourite order is flat white",
        ),
        (
            "nothing beats a flat white from a proper café — my all-time favourite drink",
            "favourite drink is flat white",
        ),
        (
            "can you recommend books like The Remains of the Day? it's my all-time favourite",
            "is The Remains of the Day",
        ),
    ],
)
def test_a_thing_named_then_called_my_favourite_is_the_favourite(said, expected):
    favourites = [c.text for c in extract_rules(said) if c.text.startswith("User's favourite")]
    assert len(favourites) == 1 and favourites[0].endswith(expected), favourites


@pytest.mark.parametrize(
    "said",
    [
        "Thanks! You are my favourite assistant",
        "I went to Rome, my favourite city",
        "who is my favourite?",
    ],
)
def test_no_thing_named_before_my_favourite_is_no_favourite(said):
    assert not [c for c in extract_rules(said) if c.text.startswith("User's favourite")]


@pytest.mark.parametrize(
    "said, expected",
    [
        ("i'm a farrier so my hands are wrecked most evenings", "User is a farrier"),
        ("quick q from a glassblower: whats the best hand cream that isnt greasy", "User is a glassblower"),
        ("I'm a beekeeper in Devon", "User is a beekeeper in Devon"),
    ],
)
def test_a_craft_by_its_title_or_its_ending_is_a_job(said, expected):
    assert expected in [c.text for c in extract_rules(said)]


def test_a_craft_that_is_also_a_first_name_stays_a_name():
    assert [c.text for c in extract_rules("I'm Mason")] == ["User's name is Mason"]


@pytest.mark.parametrize(
    "said, expected",
    [
        (
            "As of 1 March I reside at 14 Harbour Row, Stromness, Orkney, and would be grateful if orders went there.",
            "User lives in Stromness",
        ),
        ("Moving to Porto was the best decision ever, but where do I find a decent bagel here", "User moved to Porto"),
        ("any good bike routes near Utrecht? that's home now, since last summer", "User lives in Utrecht"),
        (
            "is winnipeg supposed to be this cold in april or am i being dramatic, been here 2 yrs",
            "User lives in Winnipeg",
        ),
    ],
)
def test_a_home_by_its_address_a_move_looked_back_on_or_here_after_a_place(said, expected):
    assert expected in [c.text for c in extract_rules(said)]


@pytest.mark.parametrize(
    "said",
    [
        "I'm moving to Porto next year, any tips?",  # a plan: not "moved"
        "Is reading good for you? been here 2 yrs",  # "reading" is an everyday word before it is a town
        "my sister moved to 12 Oak Street, Leeds",  # her address
    ],
)
def test_a_plan_an_everyday_word_or_someone_elses_address_is_no_home_of_mine(said):
    assert not [c for c in extract_rules(said) if c.text in ("User moved to Porto", "User lives in Reading")]
    assert "User lives in Leeds" not in [c.text for c in extract_rules(said)]


def test_an_apology_for_ones_typing_is_no_part_of_the_statement_after_it():
    said = "sorry for the typos, its Mirela btw, typing on the bus"
    assert [c.text for c in extract_rules(said)] == ["User's name is Mirela"]
    assert extract_rules("sorry for the rant, its been a day") == []


@pytest.mark.parametrize(
    "said, expected",
    [
        ("as a lighthouse keeper on Fair Isle I get a lot of reading done", "User is a lighthouse keeper"),
        ("Signing off as Tobiah — talk tomorrow", "User's name is Tobiah"),
    ],
)
def test_a_keeper_is_a_job_and_signing_off_as_a_name_is_ones_name(said, expected):
    assert expected in [c.text for c in extract_rules(said)]
    assert extract_rules("signing off as usual, talk tomorrow") == []


def test_where_one_is_is_no_job_title_typed():
    """ "I'm in the office" was `User is an in the office` ("office" is spelt nearly like "officer")."""
    said = extract_rules("Mondays and Thursdays are my wfh days, rest of the week I'm in the office")
    assert [c.text for c in said] == ["User's wfh day is Mondays and Thursdays"]  # the days kept (round 37), no job
    assert [c.text for c in extract_rules("Im an electrican")] == ["User is an electrican"]


@pytest.mark.parametrize(
    "said, expected",
    [
        ("as someone with POTS, standing in queues is my nemesis — how do I survive a theme park?", "User has POTS"),
        ("as someone with ADHD, I struggle with planning", "User has ADHD"),
    ],
)
def test_a_condition_named_as_who_one_is_is_ones_health(said, expected):
    assert expected in [c.text for c in extract_rules(said)]
    assert extract_rules("as someone with a big family, what car should I get?") == []


@pytest.mark.parametrize(
    "said, expected",
    [
        ("Need help writing a birthday card for Grandad Ambrose, he's turning 90!!", "User's grandad is Ambrose"),
        ("big sister Fenella is getting married in Crete. speech help??", "User's sister is Fenella"),
    ],
)
def test_a_kin_title_before_a_name_names_ones_relative(said, expected):
    assert expected in [c.text for c in extract_rules(said)]
    assert extract_rules("my friend's little brother Tom is a chef") == []  # her brother, not mine


# From the round-35 walk: three attendees' own sentences
@pytest.mark.parametrize(
    "said, expected",
    [
        ("my cat Pickle knocked my coffee over AGAIN lol, shes a menace", ["User's cat is called Pickle"]),
        ("Ich wohne seit drei Jahren in Hamburg mit meinem Mann Jonas.", ["User lives in Hamburg"]),
        (
            "yo. kenji here, software tester at a bank, been living in Rotterdam since 2021",
            ["User's name is Kenji", "User is a software tester at a bank", "User lives in Rotterdam"],
        ),
        (
            "What's a good name for a tortoise? Ours is called Shelly. Also I sing in a choir on Thursdays if that"
            " helps lol",
            ["User's tortoise is called Shelly", "User sings in a choir on Thursdays"],
        ),
    ],
)
def test_what_the_walk_said_is_kept_as_it_lasts_without_its_asides(said, expected):
    assert [c.text for c in extract_rules(said)] == expected


@pytest.mark.parametrize(
    "said, before",
    [
        # "my favourite" as the subject of what follows, not said of the thing before it (seen on LoCoMo's turns as
        # "User's favourite is is and ...", "User's favourite dairy is Hey Nate")
        ("Lots of cakes, tarts and pies. My favorite is the lemon tart - I have it every Sunday", "pies"),
        ("Hi Sam, my favorite gluten-free snack is this rice cake", "Sam"),
        ("We played some great matches. My favorite was when we won the final", "matches"),
    ],
)
def test_my_favourite_that_begins_a_statement_is_not_the_thing_before_it(said, before):
    favourites = [c.text for c in extract_rules(said) if c.text.startswith("User's favourite")]
    assert not [t for t in favourites if before in t or " is is " in t or " was is " in t], favourites
