"""Round 37, from batch 60's misses (opened after its start score) and their look-alikes: a child's age said as a
birthday to come or of twins, an age then what the child is, a carer's parent with a staged condition, a parent by
the child's age ("single dad to a 13yo girl"), a partner in the forces, a home by its kind (a farmhouse in rural
Vermont, a converted bus), a town said by asking who else is there ("anyone else in Tucson ..."), a class taken up
said without "I", a day set equal to what fills it ("Thursday nights = pub quiz"), and a hobby or a favourite said
in the speaker's own language. Turned away: a limerick about a goldfish named Gerald, a night in Kyoto on a trip."""

import pytest

from memorylab.policies.extract import extract_rules
from memorylab.policies.said_whole import about_the_speaker


def _texts(said: str) -> list[str]:
    return [c.text for c in extract_rules(said)]


@pytest.mark.parametrize(
    "said, expected",
    [
        # family: ages said as a birthday to come, of twins, and with what the child is
        ("my twin boys turn 9 next month, ideas for a joint party?", "User's twin boys are turning 9"),
        ("our daughter is turning 3 on Sunday", "User's daughter is turning 3"),
        ("my son just turned 5", "User's son is 5"),
        ("my twin girls are 11 and obsessed with horses", "User's twin girls are 11"),
        ("my daughter is 7, dyslexic and very bright", "User's daughter is 7, dyslexic"),
        ("I care for my dad who has late-stage Parkinson's", "User looks after User's dad, who has late-stage"),
        ("my gran who has vascular dementia lives with us", "User's gran has vascular dementia"),
        ("single mum to a 2 year old here, quick lunches please", "User is a single mum to a 2 year old"),
        # a partner in the forces
        ("my husband is stationed in Okinawa so I'm solo with the dog", "User's husband is stationed in Okinawa"),
        ("my partner serves in the RAF", "User's partner serves in the RAF"),
        # homes by kind and by town
        ("we live in a converted van most of the year", "User lives in a converted van"),
        ("our cosy cottage in rural Devon has no mains gas", "User lives in Devon"),
        ("anyone else in Winnipeg sick of this cold?", "User lives in Winnipeg"),
        # a class taken up, a day set equal to what fills it
        ("took up night pottery classes in September, my bowls are wonky", "User took up night pottery classes"),
        ("my fixed slot is Tuesday evenings = choir practice", "User keeps Tuesday evenings for choir practice"),
        # from batch 60's days-later and indirect misses: where the condition is, more than one day kept
        ("I've got a slipped disc in my upper back", "User has a slipped disc in the upper back"),
        ("Monday and Wednesday mornings are swim mornings for me", "User's swim morning is Monday and Wednesday"),
        # abroad: a sport or an instrument played, a hobby, a favourite, a trade in English
        ("Ich spiele Handball im Verein, wie trainiere ich die Sprungkraft?", "User plays Handball"),
        ("je joue au badminton le mardi", "User plays badminton"),
        ("shumi wa bonsai desu", "User's hobby is bonsai"),
        ("mi película favorita es Amélie", "User's favourite film is Amélie"),
        ("soy veterinario en Sevilla", "User is a veterinarian in Sevilla"),
    ],
)  # fmt: skip
def test_what_batch_60_missed_is_stored_in_shapes_of_its_kind(said, expected):
    assert any(text.startswith(expected) for text in _texts(said)), _texts(said)


@pytest.mark.parametrize(
    "said",
    [
        "write a limerick about a goldfish named Gerald",  # a made-up animal
        "compose a song about a dog called Biscuit for my niece's party",
        "my friend's son turns 4 next week",  # someone else's child
        "my brother is in the army",  # a relative's work is their own news
        "my husband was in the navy",  # the past
        "if my wife is deployed again I'll move home",  # a hypothetical
        "living in a van for the summer",  # for now
        "anyone in Tucson know a good plumber?",  # no "else": the speaker need not be there
        "anyone else in Marketing dealing with this?",  # no place
        "our old house in Leeds was lovely",  # a home once had
        "he says jag spelar padel",  # someone else's words
        "ich spiele seit Jahren",  # how long, and nothing played
        "my sister is a single mum to a 5 year old",  # the sister's child
    ],
)
def test_their_look_alikes_store_nothing(said):
    assert _texts(said) == []


def test_a_stay_on_a_trip_is_no_lasting_fact_for_the_said_reader():
    assert not about_the_speaker("I'm in Porto for two nights on this trip")
    assert not about_the_speaker("we're here for the weekend")
    assert about_the_speaker("I'm in Porto most weekends for work")  # the same frame without a trip


def test_a_poem_about_ones_own_animal_is_still_read():
    assert "User's cat is called Mittens" in _texts("write a poem about my cat Mittens")
