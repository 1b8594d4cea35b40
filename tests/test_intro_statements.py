"""Self-introductions read as statements: the clause made ready (normalised in place, reported
speech cut), the gate that turns away what is not about the speaker, the general reader for
what no shape holds, the memory's form, and the Writes tab's reason naming the rule."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memorylab.playground.probes import load_items
from memorylab.policies.extract import extract_rules
from memorylab.policies.intro_clause import (
    a_mood,
    about_someone_else,
    for_now,
    hypothetical,
    normalise,
    without_reported_speech,
)
from memorylab.policies.intro_general import read_statement, tidy, well_formed
from memorylab.policies.writeplan import read_by
from tests.probe_sets import LOOKALIKE_SETS

# Look-alikes stored on purpose (strict: the test fails when one stops being stored), each for its reason.
STORED_BY_DESIGN = {
    # round 16's: the look-alike denies one fact and states another, which is kept ("User is a graphic designer")
    "lol no I did not study computer science, I'm a graphic designer who googles things. anyway how do I center a div",
    # round 18: the user's own animal by what it does ("User has a dog"); batch 18's "my cat chews every plant i
    # bring home" asks for it when the user later wants houseplants
    "my dog keeps barking at night, what should I do",
}


@pytest.mark.parametrize(
    "item",
    [
        pytest.param(item, marks=pytest.mark.xfail(strict=True)) if item["say"] in STORED_BY_DESIGN else item
        for name in LOOKALIKE_SETS
        for item in load_items(name)
    ],
    ids=lambda item: item["say"][:40],
)
def test_each_look_alike_stores_nothing_about_the_speaker(item):
    # the plan rule keeps a dated plan as an episode ("User is flying to Rome tomorrow"): by design,
    # and counted as a false memory by bench.introductions
    assert [c.text for c in extract_rules(item["say"]) if c.rule != "plan"] == []


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("iI'’‘“”😊🇰🇪:-) aDr.MsX,")), max_size=40))
def test_normalising_keeps_every_character_where_it_was(text):
    assert len(normalise(text)) == len(text)


def test_normalising_reads_what_people_type():
    assert normalise("I’m Keiko :)") == "I'm Keiko   "
    assert normalise("i'm here, i live in Oslo") == "I'm here, I live in Oslo"
    assert normalise("vegetarian here 🌱") == "vegetarian here  "
    assert normalise("This is Dr. Amal") == "This is Dr  Amal"
    assert normalise("an iPhone, pi and i.e.") == "an iPhone, pi and i.e."  # only a lone "i"


def test_spans_still_point_into_the_message_after_normalising():
    message = "Nice to meet you, I’m Keiko 😊 and I’m a nurse"
    for c in extract_rules(message):
        assert c.span is not None and 0 <= c.span[0] < c.span[1] <= len(message)
    assert {c.text for c in extract_rules(message)} >= {"User's name is Keiko", "User is a nurse"}


@pytest.mark.parametrize(
    "clause, expected",
    [
        ("my mum always says 'I'm a teacher, not a miracle worker'", "my mum always"),
        ('the character says "I am Groot" a lot', "the character"),
        ("I'm a teacher", "I'm a teacher"),
        ("I'm Sam's mum", "I'm Sam's mum"),
    ],
)
def test_reported_speech_is_cut_off(clause, expected):
    assert without_reported_speech(clause) == expected


@pytest.mark.parametrize(
    "clause, is_it",
    [
        ("if I were a chef I'd open a ramen place", True),
        ("I wish I lived in Paris", True),
        ("when I was a kid I had a dog called Rex", True),
        ("I used to be a nurse", True),
        ("I'd love some ideas", False),
        ("When I'm not at work I'm out on my bike", False),
        ("I live in Paris", False),
    ],
)
def test_hypotheticals_and_the_past_are_told_apart(clause, is_it):
    assert hypothetical(clause) is is_it


@pytest.mark.parametrize(
    "clause, is_it",
    [
        ("my neighbour has a dog called Max", True),
        ("My friend is a nurse", True),
        ("she works nights", True),
        ("my sister lives in Berlin", False),  # the speaker's own people
        ("my dog biscuit is a beagle", False),
        ("My name is Ana", False),
        ("my brother Kwame lives in Accra", False),
    ],
)
def test_whose_fact_a_clause_states(clause, is_it):
    assert about_someone_else(clause) is is_it


def test_moods_and_plans_for_now():
    assert a_mood("I'm so tired") and a_mood("ugh I'm starving") and not a_mood("I'm a nurse")
    assert for_now("tonight I'm just gonna stay in") and for_now("I'm off to the shops")
    assert not for_now("I cycle to work every day")


@pytest.mark.parametrize(
    "clause, text, key, rule",
    [
        ("every friday night we have pizza and a movie with the kids",
         "Every friday night User and others have pizza and a movie with the kids", None, "statement:routine"),
        ("Every Sunday I meal prep for the whole week", "Every Sunday User meal preps for the whole week", None,
         "statement:routine"),
        # round 24: "video call" agrees as one verb (was "User videoes call User's parents")
        ("sunday mornings I video call my parents back home",
         "Sunday mornings User video calls User's parents back home", None, "statement:routine"),
        ("I've recently taken up bouldering", "User has recently taken up bouldering", "hobby:bouldering",
         "statement:hobby"),
        ("I spend a lot of time painting miniatures", "User spends a lot of time painting miniatures",
         "hobby:painting", "statement:hobby"),
        ("I'm an electrican", "User is an electrican", "job", "statement:job"),
        ("I am radiographer", "User is a radiographer", "job", "statement:job"),
        ("hobbies: gardening, reading sci-fi", "User's hobbies are gardening, reading sci-fi", "hobbies",
         "statement:field"),
        ("Retired police officer here", "User is a retired police officer", "job", "statement:job"),
        ("sesame allergy here", "User is allergic to sesame", "allergy:sesame", "statement:allergy"),
    ],
)  # fmt: skip
def test_the_general_reader_keeps_the_clause_and_files_it_by_kind(clause, text, key, rule):
    assert (text, key, rule) in {(i.text, i.key, i.rule) for i in read_statement(clause)}


@pytest.mark.parametrize(
    "clause",
    [
        "last weekend I went camping",  # the past
        "I'm tired every morning",  # a mood
        "I see them at least once a week",  # whom?
        "when I started playing basketball",  # a story
        "I picked up a book",  # a thing, not a pastime
        "I'm a complete beginner",  # not a job
        "Same here",
    ],
)
def test_the_general_reader_leaves_chit_chat_alone(clause):
    assert read_statement(clause) == []


@pytest.mark.parametrize(
    "text, ok",
    [
        ("User knits", True),
        ("User volunteers at", False),
        ("User volunteers at yesterday", False),
        ("User is passionate about dancing and it brings me joy", False),
        ("User is a huge fan of it", False),
        ("User sees them every week", False),
        ("User's name is Rosalind; User goes by Ros", True),
    ],
)
def test_a_memory_must_read_on_its_own(text, ok):
    assert well_formed(text) is ok


def test_tidy_keeps_the_part_that_reads_on_its_own():
    assert tidy("User is a big fan of birdwatching, I go out most weekends") == "User is a big fan of birdwatching"
    assert tidy("User volunteers at") is None


def test_the_writes_tab_says_what_read_a_memory():
    assert read_by("home") == "; read by the 'home' rule"
    assert read_by("statement:routine") == "; read as a routine statement"
    assert read_by("llm") == "; read by the model" and read_by("") == ""


def test_a_decision_through_the_write_policy_names_its_rule(lab):
    [decision] = lab.agent.observe("ana", "Every Sunday I meal prep for the whole week")
    assert decision.action == "added" and decision.reason.endswith("read as a routine statement")
    [name] = lab.agent.observe("bo", "hey, Marco here")
    assert name.reason.endswith("read by the 'name' rule")


@pytest.mark.parametrize(
    "message, text, key",
    [
        ("Hallo, I am Jürgen, from Germany", "User's name is Jürgen", "name"),
        ("So yeah, I’m Tomás, I found this app", "User's name is Tomás", "name"),
        ("Let me introduce myself: Ayesha Khan, project manager.", "User's name is Ayesha Khan", "name"),
        ("living in lisbon for 2 years now", "User lives in Lisbon", "city"),
        ("I'm writing from a small town near Porto", "User is based in Porto", "city"),
        ("I'm a Londoner born and bred", "User is from London", "hometown"),
        ("I share my flat with two cats named Salem and Binx", "User has two cats named Salem and Binx", "cat"),
        ("got a little dachshund puppy called peanut", "User has a little dachshund puppy called Peanut", "dog"),
        ("my huskies is called luna", "User's husky is called Luna", "dog"),
        ("have you ever met a ferret? I have one, his name is Bandit", "User's ferret is called Bandit",
         "ferret"),
        ("my husband name is Rajesh", "User's husband is Rajesh", "partner"),
        ("I am allergy to eggs", "User is allergic to eggs", "allergy:egg"),
        ("my doctor put me on a low sodium diet", "User is on a low sodium diet", "diet"),
        ("I love my job, I'm a firefighter btw", "User is a firefighter", "job"),
        ("I'm Chen, a nurse from Singapore", "User is a nurse from Singapore", "job"),
        ("I've been a chef for 15 years", "User has been a chef for 15 years", "job"),
        ("Originally from Cork, now in Boston", "User lives in Boston", "city"),
        ("I live in a small town called Hebden Bridge", "User lives in Hebden Bridge", "city"),
        ("I don't eat red meat", "User doesn't eat red meat", "diet:meat"),
        ("I have a severe allergy to tree nuts", "User is allergic to tree nuts", "allergy:nut"),
        ("My dog is a greyhound called Arrow and he sleeps all day", "User's dog is a greyhound called Arrow", "dog"),
        ("every friday night we have pizza with the kids",
         "Every friday night User and others have pizza with the kids", None),
    ],
)  # fmt: skip
def test_kinds_of_phrasing_the_round_5_sets_taught(message, text, key):
    assert (text, key) in {(c.text, c.key) for c in extract_rules(message)}


@pytest.mark.parametrize(
    "message",
    [
        "Newbie here, be gentle",
        "The dog in the movie was called Hooch",
        "I'm a big believer in breakfast",
        "his cat is called Oreo",
        'she told me "I\'m allergic to your perfume" haha',
        "I wish I lived in Paris honestly",
        "my neighbour has a dog called Max who barks all night",
        "my flatmate's girlfriend is called Emma",
        "a friend of mine has a dog called Bolt",
        "I'd love to live in Japan one day",
        "I'm working on my business and some new dance routines",
        "I took my turtles to the beach yesterday",
        "I don't surf",
    ],
)
def test_look_alikes_of_the_round_5_readers_give_nothing(message):
    """Also kept out: what the clause reader would misread ("my dog is old" names no dog of the speaker's)."""
    assert [c for c in extract_rules(message) if c.rule not in ("preference", "plan")] == []
