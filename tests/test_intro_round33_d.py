"""Round 33 (d): classes of phrasing read from open batch 55 across the whole message (policies/intro_pastimes.py):
an animal named by its kind in apposition or by what it lives in; an allergy by the adrenaline pen carried for it; a
pastime by a self-label, by one's teacher or class, by years at it said bare, by a time of the week it fills, or by
how far one has got after asking about it; one's shifts and their days; a waking hour kept every day; a commute said
bare; a habit at a day of the week; a favourite asked of oneself and answered. And the look-alikes of each that store
nothing (someone else's, a question in general, a wish, a negation)."""

from __future__ import annotations

import pytest

from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # an animal named by its kind in apposition
        (
            "(sorry if I'm slow, Bartholomew the tortoise is trying to eat my charger cable)",
            ("User has a tortoise named Bartholomew", "tortoise"),
        ),
        ("brb, Pickle the hamster has escaped again", ("User has a hamster named Pickle", "hamster")),
        ("ugh Dolores the goat just ate my gloves", ("User has a goat named Dolores", "goat")),
        (
            "Ziggy the leopard gecko won't eat his crickets, any ideas?",
            ("User has a leopard gecko named Ziggy", "gecko"),
        ),
        ("Mr Whiskers the cat knocked my coffee over AGAIN", ("User has a cat named Mr Whiskers", "cat")),
        (
            "Princess Pudding the guinea pig needs a bigger run, ideas?",
            ("User has a guinea pig named Princess Pudding", "guinea pig"),
        ),
        # an animal by what it lives in, its kind named in the question before
        (
            "how often should axolotl water be changed? Mochi's tank is looking a bit cloudy",
            ("User has an axolotl named Mochi", "axolotl"),
        ),
        (
            "is straw or hay better for rabbits? Pepper's hutch is getting damp",
            ("User has a rabbit named Pepper", "rabbit"),
        ),
        # an allergy by the adrenaline pen carried for it
        (
            "The EpiPen in my bag is for peanuts, just fyi since we're planning the trip menu",
            ("User is allergic to peanuts", "allergy:peanut"),
        ),
        (
            "I carry an EpiPen for shellfish, so seafood places are out",
            ("User is allergic to shellfish", "allergy:shellfish"),
        ),
        ("my epi-pen's for tree nuts fyi", ("User is allergic to tree nuts", "allergy:nut")),
        ("always have my auto-injector on me because of sesame", ("User is allergic to sesame", "allergy:sesame")),
    ],
)
def test_an_animal_or_an_allergy_said_across_the_message_is_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a self-label
        (
            "amateur beekeeper question: how do I know if the queen is gone?",
            ("User is an amateur beekeeper", "hobby:beekeeper"),
        ),
        ("beginner knitter here, which needles for chunky yarn?", ("User is a beginner knitter", "hobby:knitter")),
        ("keen birder question: best binoculars under £200?", ("User is a keen birder", "hobby:birder")),
        # one's teacher, coach or class
        (
            "Any good YouTube channels for cello? my cello teacher moved away and I'm self-teaching now",
            ("User plays the cello", "hobby:cello"),
        ),
        ("my tennis coach says my backhand is weak", ("User plays tennis", "hobby:tennis")),
        ("my pottery class is on Thursdays, what should I wear?", ("User does pottery", "hobby:pottery")),
        (
            "any drills to improve my piano? my piano teacher is off for a month",
            ("User plays the piano", "hobby:piano"),
        ),
        # years at it, said bare
        (
            "saw a hoopoe today!!! first one ever, been birding since 2019 and this made my year",
            ("User has been birding since 2019", "hobby:birding"),
        ),
        (
            "loved the trip, been kayaking for ten years and still learn stuff",
            ("User has been kayaking for ten years", "hobby:kayaking"),
        ),
        ("nothing beats it — been fishing for decades", ("User has been fishing for decades", "hobby:fishing")),
        # a time of the week it fills
        (
            "Weekend plans: more bouldering, my forearms are already crying 🧗",
            ("User spends weekends bouldering", "hobby:bouldering"),
        ),
        (
            "Sunday mornings = orienteering in the forest with the local club",
            ("User spends Sunday mornings orienteering", "hobby:orienteering"),
        ),
        ("Saturdays: fencing at the club, then pub", ("User spends Saturdays fencing", "hobby:fencing")),
        ("Tuesday evenings: choir practice at the church", ("User does choir on Tuesday evenings", "hobby:choir")),
        ("weekends are for hiking, what boots should I get?", ("User spends weekends hiking", "hobby:hiking")),
        # how far one has got, after asking about it
        (
            "what's a good beginner pattern for Fair Isle knitting? I've only done scarves so far",
            ("User is a beginner at knitting", "hobby:knitting"),
        ),
        (
            "best yarn for crochet amigurumi? I've only made granny squares so far",
            ("User is a beginner at crochet", "hobby:crochet"),
        ),
        (
            "what glaze works on pottery mugs? I've just done bowls so far",
            ("User is a beginner at pottery", "hobby:pottery"),
        ),
    ],
)
def test_a_pastime_said_across_the_message_is_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # one's shifts and their days
        (
            "my night shifts are Tue-Fri, so book the dentist for a Monday pls",
            ("User works night shifts, Tue-Fri", "schedule"),
        ),
        (
            "my early shifts are Mondays and Thursdays so I'm free afternoons",
            ("User works early shifts, Mondays and Thursdays", "schedule"),
        ),
        ("my late shift is on Sat-Sun", ("User works late shifts, Sat-Sun", "schedule")),
        # a waking hour kept every day
        (
            "Up at half four every day to feed the horses, then back to bed if I'm lucky",
            ("User gets up at half four every day to feed the horses", "routine:wake"),
        ),
        (
            "up at dawn daily to let the chickens out",
            ("User gets up at dawn daily to let the chickens out", "routine:wake"),
        ),
        # a commute said bare
        (
            "Commute is 90 minutes by train each way, so give me podcast recs for that",
            ("User's commute is 90 minutes by train each way", "commute"),
        ),
        ("daily commute's about 40 min on the bus", ("User's commute is 40 min on the bus", "commute")),
        (
            "commute is an hour each way on the tube, any audiobook tips?",
            ("User's commute is an hour each way on the tube", "commute"),
        ),
        # a habit at a day of the week
        (
            "sauna then cold plunge, every Wednesday after work — Finnish habits die hard",
            ("User does sauna then cold plunge every Wednesday after work", "routine:sauna"),
        ),
        (
            "yoga then swim, every Sunday morning. Helps me reset",
            ("User does yoga then swim every Sunday morning", "routine:yoga"),
        ),
        (
            "steam room and sauna, every Friday after work — non-negotiable",
            ("User does steam room and sauna every Friday after work", "routine:steam"),
        ),
        ("wild swimming every Sunday — Lake District mostly", ("User does wild swimming every Sunday", None)),
        # a favourite asked of oneself and answered
        (
            "Favourite band? Easy — Khruangbin. Anything like them?",
            ("User's favourite band is Khruangbin", "favourite:band"),
        ),
        ("Fave film? Has to be Alien.", ("User's favourite film is Alien", "favourite:film")),
        ("favourite food? Pad Thai, no contest", ("User's favourite food is Pad Thai", "favourite:food")),
    ],
)
def test_a_routine_or_a_favourite_said_across_the_message_is_kept(message, expected):
    assert_stored(message, expected)


def test_an_answered_favourite_replaces_the_word_that_opened_the_answer():
    assert ("User's favourite band is Easy", "favourite:band") not in stored("Favourite band? Easy — Khruangbin.")


@pytest.mark.parametrize(
    "message",
    [
        # someone else's animal; a supposed one; a home without its kind
        "my neighbour's cat Rex the menace got in again",
        "if I ever get a tortoise I'd call him Bartholomew the tortoise",
        "how often should axolotl water be changed? my friend's Mochi's tank is cloudy",
        "Tom's tank regiment was stationed in Germany",
        "what's the best way to clean a hamster cage? Sarah's tank top got ruined",
        # a title or a film, not a pet
        "I'm playing Sonic the Hedgehog again lol",
        "we watched Babe the pig movie last night",
        # someone else's pen; a pen in general
        "my son's EpiPen is for peanuts, what snacks are safe for the party?",
        "what is an EpiPen for?",
        "do I need to carry an EpiPen for peanuts?",
        "the epipen is for bee stings, right?",
        # someone else's pastime; one in general; a wish; never done
        "my dad is an amateur beekeeper, how do I help him?",
        "are amateur beekeepers allowed to sell honey?",
        "my son's cello teacher moved away",
        "my maths teacher was awful",
        "he's been birding since 2019",
        "been raining since Tuesday",
        "been running since 6am, need carbs",
        "been cycling for three hours, legs dead",
        "Weekend plans: more running errands",
        "weekends are for hiking?",
        "Sundays: my dad goes fishing",
        "Weekend plans? bouldering maybe?",
        "Weekend plans: cleaning the flat",
        "what's knitting like? I've never tried it",
        # someone else's shifts, hours, commute, habit; a question in general
        "my wife's night shifts are Tue-Fri",
        "are night shifts Tue-Fri normal?",
        "is it healthy to be up at 5 every day?",
        "up at 4 today to catch a flight",
        "commute is the worst part of any job, right?",
        "his commute is 90 minutes by train",
        "sauna every day, is that too much?",
        "Dad's sauna then cold plunge every Wednesday after work",
        # a favourite asked and not answered, or someone else's
        "Favourite band? What's yours?",
        "Favourite band? I don't have one.",
        "My sister's favourite band? Khruangbin.",
    ],
)
def test_a_lookalike_said_across_the_message_stores_nothing(message):
    assert stored(message) == []


def test_a_childs_cartoon_animal_is_no_pet():
    assert not [key for _, key in stored("my daughter loves Peppa the pig, any similar shows?") if key == "pig"]
