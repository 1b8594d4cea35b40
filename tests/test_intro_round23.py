"""Round 23: blind batch 27's misses, each written as its general form in phrasings of our own
(batch 27 became a development set after its first score): a name given as a correction, spelt
out, or to sign a draft with; a job said with a complaint or as two shifts; an Indian English
home ("staying in Pune only"); the parent one cares for; and the look-alikes that must store
nothing (a film's line in quotes, a joke name)."""

import pytest

from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a name, then the one to use: "it's X, but just go with Y"
        (
            "quick thing - it's Wojciech, but just go with Voytek, nobody gets it right",
            ("User's name is Wojciech; User goes by Voytek", "name"),
        ),
        ("it's Aoife but honestly call me Ee-fa", ("User's name is Aoife; User goes by Ee-fa", "name")),
        # spelt out after it, letter by letter
        ("the hotel booked me as Jon again. it's John. J-O-H-N. why is this so hard", ("User's name is John", "name")),
        ("its Mairead. M-A-I-R-E-A-D, and yes people always get it wrong", ("User's name is Mairead", "name")),
        # the name to sign a draft with, inside a request
        (
            "could you write my resignation letter and sign it off from me - Dana Whitfield",
            ("User's name is Dana Whitfield", "name"),
        ),
        ("pls write a thank-you note, sign it off as Rahul Mehta, team lead", ("User's name is Rahul Mehta", "name")),
        # after a greeting, "Myself" and a first and last name
        (
            "Good morning! Myself Anil Kumar, from Nagpur side. Need help with a resume",
            ("User's name is Anil Kumar", "name"),
        ),
    ],
)
def test_a_name_given_this_way_is_stored(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a job said with a complaint
        (
            "being a junior doctor in the NHS right now is brutal, 13 hour shift today",
            ("User is a junior doctor", "job"),
        ),
        (
            "honestly being a primary school teacher is exhausting this term",
            ("User is a primary school teacher", "job"),
        ),
        # two jobs, by day and by night
        (
            "nurse by day, uber driver by night, send coffee",
            ("User works as a nurse by day and an uber driver by night", "job"),
        ),
        # Indian English homes
        ("Staying in Hyderabad only, Gachibowli side. Any good biryani places?", ("User lives in Hyderabad", "city")),
        ("Currently residing in Lagos, Lekki side. Need solar panel advice", ("User lives in Lagos", "city")),
        ("staying in Mumbai itself, Andheri side", ("User lives in Mumbai", "city")),
        # a home with what kind of place it is
        ("we're out in rural Manitoba so the nearest store is an hour away", ("User lives in rural Manitoba", "city")),
        # the one the speaker cares for
        (
            "I'm caring for my dad full time since his dementia got worse, it's a lot",
            ("User is caring for User's dad full time since his dementia got worse", "carer"),
        ),
        (
            "I have been looking after my mum since her fall and I'm shattered",
            ("User is caring for User's mum since her fall", "carer"),
        ),
        # a parent's condition
        ("both my parents are deaf so sign was my first language", ("User's parents are deaf", "family:parents")),
        ("my dad is blind, what apps can help him read menus?", ("User's dad is blind", "family:dad")),
    ],
)
def test_found_now(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        # a job wondered about, or turned down
        "being a nurse must be so hard",
        "being a pilot would be amazing",
        "being a lawyer is not for me",
        "being a teacher seems exhausting",
        # a trip, not a home
        "staying in Paris for a week only",
        "we're out in rural Spain for a fortnight",
        # a parent named with no condition of theirs
        "my parents are coming over this weekend",
        "my dad is cooking tonight",
        # a film's line in quotes, a joke name
        '"My name is Maximus Decimus Meridius." best line in any film ever',
        "'I am your father' is the most famous line in the movie",
        "my name is Error 404 today, brain not found",
        "my name is Tired McTired tonight lol",
        # letters that are not the name, a sign-off as someone who is no name
        "it's Ana. B-O-B is my cousin",
        "sign it off from me - Regards",
    ],
)
def test_these_store_nothing(message):
    kinds = {"name", "job", "city", "carer", "family:parents", "family:dad"}
    assert [(t, k) for t, k in stored(message) if k in kinds] == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # allergies: found out "when I was N" is no story of the past; "X is my nemesis" after another clause;
        # "can't do X, it's one of my allergies"; a bare "I'm allergic" after a sting
        ("latex allergy here, found out when I was 12 at the dentist", ("User is allergic to latex", None)),
        ("spring is rough, tree pollen is my nemesis", ("User reacts badly to tree pollen", None)),
        (
            "can't have kiwi, it's one of my allergies, so smoothies are tricky",
            ("User is allergic to kiwi", None),
        ),
        (
            "got stung by a wasp at the picnic and I'm allergic so I'm a bit puffy",
            ("User is allergic to wasp stings", None),
        ),
        # hobbies: a day spent on one; "X has been saving my sanity"; a tabletop game
        ("spent the whole weekend crocheting and my wrists hurt", ("User spent the whole weekend crocheting", None)),
        ("pottery has been saving my sanity this winter", ("User's hobby is pottery", None)),
        (
            "my friends and I have a fortnightly Pathfinder campaign, I'm the GM",
            ("User plays in a fortnightly Pathfinder campaign", "hobby:tabletop"),
        ),
        # routines: a consequence of missing one is no wish; "X nights are Y practice for me"; "before it kicks in"
        (
            "i call my mum every sunday evening, she'd worry if i forgot",
            ("User calls User's mum every sunday evening", None),
        ),
        (
            "I cycle every morning before the traffic kicks in",
            ("User cycles every morning before the traffic kicks in", None),
        ),
        ("Thursday evenings are band practice for me", ("User has band practice on Thursday evenings", None)),
        # favourites: "best X ever = Y", "Y is the best X on earth", "my go-to X is Y", "Y is my absolute favourite"
        ("best album ever made: Rumours, no contest", ("User's favourite album is Rumours", "favourite:album")),
        ("pad thai is the best food in the world", ("User's favourite food is pad thai", "favourite:food")),
        ("my go-to snack is salted popcorn", ("User's favourite snack is salted popcorn", "favourite:snack")),
        ("I love Pixar films but Toy Story is my absolute favourite", ("User's favourite is Toy Story", None)),
        # study: "pursuing" a degree by its letters; a university student doing a subject; A levels without "I'm"
        ("I am pursuing B.Tech second year from VIT", ("User is pursuing B.Tech second year from VIT", "study")),
        (
            "mature university student studying history, loving it",
            ("User is a mature university student studying history", "study"),
        ),
        (
            "doing A-levels in physics and maths, exams start in May",
            ("User is doing A-levels in physics and maths", "study"),
        ),
    ],
)
def test_found_now_too(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "my dog has been keeping me sane",  # not a pastime
        "work has been saving my sanity",
        "spent all of sunday cleaning the flat",  # a chore
        "this is the best food on earth",  # what "this" is was said before
        "It is my absolute favourite",
        "if I forgot my passport I'd be stuck",  # still a wish
        "my brother is pursuing MBBS",  # someone else's
        "when I was 8 I had a hamster called Nibbles",  # the past
    ],
)
def test_these_store_nothing_either(message):
    kinds = ("favourite", "hobby", "study", "allergy", "routine", "pet", "hamster")
    assert [(t, k) for t, k in stored(message) if (k or "").startswith(kinds)] == []


def test_small_brother_is_a_younger_one_named():
    """West African English "my small brother" for a younger one."""
    assert_stored("my small sister Efua just started secondary school", ("User's sister is Efua", "sister"))
