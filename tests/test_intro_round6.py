"""Round 6 of the self-introduction rules: a lower-case name checked against Faker's first-name
lists, and the shapes by kind the round's fresh sets taught (teams and fans, how a drink is
taken, reactions to a food, appointments with a date, pets named after a comma); and the
property that a sentence about someone else never gives a memory keyed to the speaker's own
name, job, home, pet, partner or allergy."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memorylab.policies.extract import extract_rules
from memorylab.policies.first_names import known_first_name
from memorylab.policies.intro_words import ANIMALS


def _read(message: str) -> list[tuple[str, str | None]]:
    return [(c.text, c.key) for c in extract_rules(message)]


def test_the_first_name_list_knows_names_and_not_everyday_words():
    for name in ("leopold", "Siobhan", "kofi", "tomás", "bartholomew"):
        assert known_first_name(name), name
    for word in ("tired", "here", "sure", "will", "grace", "sad", "new", "back", "lol"):
        assert not known_first_name(word), word


@pytest.mark.parametrize(
    "message, text, key",
    [
        ("hey im leopold but everyone says leo", "User's name is Leopold; User goes by Leo", "name"),
        ("I'm Alessandro, though it's Sandro to my friends", "User's name is Alessandro; User goes by Sandro", "name"),
        ("hi there, siobhan here, first time using this", "User's name is Siobhan", "name"),
        ("i'm oksana, nice to meet you", "User's name is Oksana", "name"),
        ("Evening all, Benedikt here", "User's name is Benedikt", "name"),
        ("Currently employed as a data analyst", "User works as a data analyst", "job"),
        ("big Arsenal fan here", "User is a fan of Arsenal", "fan:arsenal"),
        ("I'm a massive Liverpool supporter", "User supports Liverpool", "team"),
        ("I support Celtic", "User supports Celtic", "team"),
        ("I take my tea with oat milk", "User has tea with oat milk", "drink:tea"),
        ("I react badly to shellfish", "User reacts badly to shellfish", "allergy:shellfish"),
        ("I'm sensitive to caffeine", "User is sensitive to caffeine", "allergy:caffeine"),
        ("I'm veggie", "User is veggie", "diet"),
        ("I've got the dentist on the 14th", "User has got the dentist on the 14th", None),
        ("flying to Lisbon on Friday", "User is flying to Lisbon on Friday", None),
        ("i have two guinea pigs, peanut and butter", "User has two guinea pigs called Peanut and Butter",
         "guinea pig"),
        ("I'm married to a wonderful man called Olu", "User is married to Olu", "partner"),
        ("I have asthma", "User has asthma", "health:asthma"),
        ("I'm type 1 diabetic", "User is type 1 diabetic", "health:diabetes"),
        ("dairy and I don't get along", "User reacts badly to dairy", "allergy:dairy"),
        ("spicy food doesn't agree with me", "User reacts badly to spicy food", "allergy:food"),
        ("I don't do dairy", "User doesn't eat dairy", "diet:dairy"),
        ("I dabble in woodwork", "User dabbles in woodwork", "hobby:woodwork"),
        ("We've got a pup and a kitty", "User and others have got a pup and a kitty", "dog"),
        ("I'm dating a guy called Marco", "User is dating Marco", "partner"),
        ("married to Pedro for 10 years", "User is married to Pedro", "partner"),
        ("I've got a wife called Sarah and two kids", "User has a wife called Sarah", "partner"),
        ("I'm Priyanka, or Pri for short", "User's name is Priyanka; User goes by Pri", "name"),
        ("Nurse here, 10 years in A&E", "User is a nurse", "job"),
    ],
)  # fmt: skip
def test_shapes_the_round_6_sets_taught(message, text, key):
    assert (text, key) in _read(message)


def test_a_filler_after_a_comma_is_not_a_pet_name():
    assert _read("I have a dog, lol") == [("User has a dog", "dog")]


@pytest.mark.parametrize(
    "message",
    [
        "I'd love a dog called Biscuit",
        "someday I want a cat named Miso",
        "my mum's dog is called Rex",
        "my aunt's cat is called Felix",
        "my dad is allergic to nuts",
        "my sister lives in Madrid",
        "my flatmate plays the guitar every night",
        "my boss supports Chelsea",
        "my friend is a nurse",
        "I support the idea",
        "if I had a dog I'd call him Biscuit",
        "I don't do mornings",
        "I'm seeing Paris next week",
        "I'm going out with Tom tonight",
        "I follow Reddit",
        "i'm sure",
        "i'm here, go on",
    ],
)
def test_look_alikes_of_the_new_shapes_give_nothing_about_the_speaker(message):
    assert [c for c in extract_rules(message) if c.key in OWN_KEYS or c.rule not in ("plan", "preference")] == []


# Keys that file a fact as the speaker's own: a memory with one of them is about the user.
OWN_KEYS = {"name", "job", "employer", "city", "hometown", "partner", "diet", "team", *ANIMALS}
PEOPLE = ["my sister", "my friend", "my mum", "my neighbour", "my colleague", "my brother's wife", "her", "my boss"]
NAMES = ["Rex", "Ana", "Leo", "biscuit", "Priya", "Max"]
SAID_OF_THEM = [
    "{who}'s dog is called {name}",
    "{who}'s cat is named {name}",
    "{who} is a nurse",
    "{who} works as a chef",
    "{who} lives in Madrid",
    "{who} is allergic to nuts",
    "{who} is called {name}",
    "{who} has a parrot called {name}",
    "{who} supports Arsenal",
    "{who} is vegan",
]


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(PEOPLE), st.sampled_from(NAMES), st.sampled_from(SAID_OF_THEM), st.sampled_from(["", "so ", "btw "])
)
def test_a_sentence_about_someone_else_never_gives_a_memory_keyed_to_the_speaker(who, name, said, lead):
    message = lead + said.format(who=who, name=name).replace("her's", "her")
    keys = {c.key for c in extract_rules(message)}
    assert not keys & OWN_KEYS and not any(k and k.startswith(("allergy:", "diet:", "fan:")) for k in keys), (
        message,
        keys,
    )
