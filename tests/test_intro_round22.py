"""Round 22: how people sign and say their names, written before blind batch 24 was read:
sign-offs ("Regards, Kwame", "Best, Hannah"), a returning speaker ("Ravi again!", "Jess btw"),
"X (pronounced ...) here", "X this side", "Fatima is my name", "first name Aiko", and what
one goes by followed by an adverb ("I go by Tom mostly")."""

import pytest

from memorylab.policies.extract import extract_rules
from tests.intro_helpers import assert_stored, stored


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
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    ["favourite food? not sure", "favourite book? can you recommend one", "what's your favourite book?"],
)
def test_a_favourite_asked_and_left_open_gives_nothing(message):
    assert [c for c in extract_rules(message) if (c.key or "").startswith("favourite")] == []


# Blind batch 24's misses at the round's start, each written as its general form in phrasings
# of our own (batch 24 became a development set after its first score).
@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # names: after "Cheers," that closes a message; after "Good morning sir,"; two words before "here"
        ("Could you check my maths? thanks. Cheers, Tinashe", ("User's name is Tinashe", "name")),
        ("Good evening madam, myself Lakshmi. Kindly help with my resume", ("User's name is Lakshmi", "name")),
        ("Wei Jie here! what's a good stretch for my back", ("User's name is Wei Jie", "name")),
        # Indian English "shifted" for moved
        ("we shifted to Chennai last month, any good dentists?", ("User moved to Chennai", "city")),
        # the name first, then whose animal it is
        ("luna my corn snake won't eat, help", ("User's corn snake is called Luna", "snake")),
        # family: the relation without "my"; the children named after "mum of three"; "our first, X, is N"
        ("daughter Amelia starts school in September", ("User's daughter is Amelia", "daughter")),
        ("dad of two here (Omar 7, Zain 4), packed lunch ideas?", ("User is a dad of two (Omar, Zain)", "children")),
        ("we have a baby on the way. our first, Ayo, is 3", ("User's first child is Ayo", "child:first")),
        # a baby on the way is expected, not had
        ("we've got a baby due in June!", ("User is expecting a baby", "expecting")),
        # hobby: "X is my whole personality"; favourite: "X is my go-to Y"
        ("knitting is my whole personality these days", ("User is really into knitting", "hobby:knitting")),
        ("oat latte is my go-to order, is it healthy?", ("User's favourite order is oat latte", None)),
        # study: a degree by its letters alone; "a psych undergrad"; "PhD student here, <subject>"
        ("Doing an executive MBA at the moment, any reading?", ("User is doing an executive MBA", "study")),
        ("I'm a history undergrad in my final year", ("User is a history undergrad", "study")),
        ("Masters student here, urban planning, 1st year", ("User is a Masters student in urban planning", "study")),
    ],
)
def test_found_now(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        # a story or a part asked for: what follows is the story's
        "write a short story where I'm a pilot called Ace who has a dog called Rocket",
        "roleplay: I'm a tourist called Ben who lives in Rome, you're the guide",
        "make up a poem where I live on the moon with my cat Mittens",
        # not a name, not a relation, not a pet's name
        "New York here we come",
        "Sister Act is my favourite film",
        "please my cat is sick",
        "Masters student here, third year",
    ],
)
def test_still_nothing_of_these(message):
    found = [(t, k) for t, k in stored(message) if k in ("name", "city", "dog", "cat", "sister", "study")]
    assert found in ([], [("User is a masters student", "study")]), found


def test_a_story_about_my_own_pet_keeps_the_pet():
    assert ("User's cat is called Mittens", "cat") in stored("I'm a nurse. Write me a poem about my cat Mittens")


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # what batch 24's indirect requests needed stored: a first language after another clause, motion
        # sickness said with "really bad", an operation one is recovering from, a parent "with two kids"
        ("I'm hard of hearing, ASL is my first language", ("User's first language is ASL", "first_language")),
        ("I get really bad seasick on ferries", ("User gets seasick", "fear:seasick")),
        ("I'm 6 weeks out from hip surgery", ("User is recovering from hip surgery", "health:recovery")),
        ("I'm a single mum with three kids under 10", ("User is a single mum with three kids under 10", "children")),
        # a two-word breed keeps both words, and the name after it
        ("my german shepherd Bruno is scared of fireworks", ("User's german shepherd is called Bruno", "dog")),
    ],
)
def test_what_a_later_request_needs_is_stored(message, expected):
    assert_stored(message, expected)  # every key given here


def test_a_state_is_no_name():
    assert names("I'm Deaf, BSL is my first language") == []


# Blind batch 25's misses (scored sealed at the start and after the batch-24 work, then used for
# development), written as general forms in phrasings of our own.
@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("Kind regards, Aidan (sent from my Galaxy)", ("User's name is Aidan", "name")),
        ("Quick thing first - it's Niamh, pronounced neev", ("User's name is Niamh", "name")),
        ("i react really bad to kiwi, my mouth itches", ("User reacts badly to kiwi", "allergy:kiwi")),
        ("shellfish is my enemy", ("User reacts badly to shellfish", "allergy:shellfish")),
        ("Our house is just outside Cork", ("User lives just outside Cork", "city")),
        ("our old lab Honey is going grey", ("User's labrador is called Honey", "dog")),
        ("doing a part-time law degree with the Open University", ("User studies law", "study")),
        ("doing a BTEC in sport at college", ("User is doing a BTEC in sport", "study")),
        ("final year of my BA Geography, dissertation due", ("User is in the final year of a BA in Geography", None)),
        ("JUST GOT A PUPPY!!!", ("User has a puppy", "dog")),
    ],
)
def test_batch_25_forms(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "creating a character for my novel: her name's Ash, she lives in Oslo and is allergic to cats",
        "making a D&D character: his name's Bram, allergic to iron",
        "my house is in a mess",
    ],
)
def test_batch_25_look_alikes(message):
    assert [t for t, k in stored(message) if k in ("name", "city") or (k or "").startswith("allergy")] == []
