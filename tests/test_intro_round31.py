"""Round 31 (issue 20): a newcomer's first sentences about themselves, read by class rather than by sentence.
A lasting statement about the speaker whose words no cue files (the general reader's last resort, by grammar:
the simple present, a past that lasts, a thing had in a field, one's own thing and its name or size), a degree
done with its subject, a title's stop kept in a name; and the look-alikes of each that store nothing."""

from __future__ import annotations

import pytest

from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # what one does as a rule, in words no list holds
        ("I restore vintage motorbikes in my garage", ("User restores vintage motorbikes in User's garage", None)),
        ("I play bass in a covers band", ("User plays bass in a covers band", None)),
        (
            "i volunteer with the lifeboat crew on weekends",
            ("User volunteers with the lifeboat crew on weekends", None),
        ),
        ("honestly I mentor two apprentices at the depot", ("User mentors two apprentices at the depot", None)),
        (
            "I usually coach the under-9s on saturday mornings, any drills?",
            ("User usually coaches the under-9s on saturday mornings", None),
        ),
        # a past that lasts
        ("I grew up on a sheep farm near Dunedin", ("User grew up on a sheep farm near Dunedin", None)),
        (
            "i grew up in a tiny village in the dales, so cities scare me",
            ("User grew up in a tiny village in the dales", None),
        ),
        (
            "I finally went back to college to study law at 45",
            ("User finally went back to college to study law at 45", None),
        ),
        # a thing had in a field
        ("I have a brown belt in karate", ("User has a brown belt in karate", None)),
        ("i have a diploma in horticulture but work in a bank", ("User has a diploma in horticulture", None)),
        # one's own thing and its name, or a size
        ("my optician is Dr. Patel, very thorough", ("User's optician is Dr. Patel", None)),
        ("my dentist is Dr Okafor and she's lovely", ("User's dentist is Dr Okafor", None)),
        ("my shoe size is 11 so boots are hard to find", ("User's shoe size is 11", None)),
        # a degree done, its subject kept
        ("I did my degree in geography at Durham", ("User did a degree in geography at Durham", "study")),
        (
            "finished my phd in marine biology at Leiden ages ago",
            ("User did a phd in marine biology at Leiden", "study"),
        ),
        ("doing my masters at UCL, any tips for the dissertation?", ("User is doing a masters at UCL", "study")),
        # a title's stop kept in a name
        (
            "We have an old tabby named Mr. Biscuit and he yowls at night",
            ("User and others have an old tabby named Mr. Biscuit", None),
        ),
    ],
)
def test_a_lasting_statement_is_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        # thoughts, wishes, speech acts, things had for now
        "I have a question about my tax return",
        "I think my landlord is overcharging me",
        "I need a recipe for pancakes",
        "I wonder whether dogs dream",
        "I guess my boss is right",
        "I have no idea what to cook",
        "I have a piano lesson at 5",
        "I have a layover in Zurich tomorrow, worth leaving the airport?",
        "I have a sore throat, honey or lemon?",
        "I have a soft spot for old films",
        # a way of speaking
        "I speak my mind",
        "I drive myself crazy sometimes",
        "I speak from experience",
        "I support the idea",
        # played down, someone else's, made up, wished
        "I'm not a nurse, I just help out at the clinic sometimes",
        "my friend speaks Portuguese at home",
        "pretend you're a sailor who grew up in Cornwall",
        "if I had a black belt in judo I'd feel safer",
        # not one's own thing to name, or no size
        "my flight is BA123 from Heathrow",
        "my dog is 30 kilos",
        "my wife is Netflix tbh",
        "my surname is Welsh",
        # an appointment for today is over by the next talk
        "I have a dentist appointment at 4pm today, what should I ask?",
        "got a GP appointment at 11 today, what do I say about my knee",
    ],
)
def test_look_alikes_store_nothing(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # the household's language, said first or last, with whom
        ("we speak Tagalog at home but English at work", ("User speaks Tagalog at home", "first_language")),
        ("at home we mostly speak Gujarati", ("User speaks Gujarati at home", "first_language")),
        (
            "I speak Welsh with my kids, my husband is learning",
            ("User speaks Welsh with User's kids", "first_language"),
        ),
        # a shoe size, said as what one is or wears, with its sizing
        ("I'm a 39 in European shoe sizes, annoying for online orders", ("User's shoe size is 39 (European)", None)),
        ("i'm a size 11 shoe, wide fit", ("User's shoe size is 11", "shoe_size")),
        ("I usually take a UK 6 in trainers", ("User's shoe size is 6 (UK)", "shoe_size")),
        # a thing of one's own named
        ("we named our narrowboat the Muddy Duck, long story", ("User's narrowboat is called the Muddy Duck", None)),
        ("I call my campervan Betsy", ("User's campervan is called Betsy", None)),
        ("our cottage is called Bramble End", ("User's cottage is called Bramble End", None)),
        # a race one is running, with or without "I'm"
        ("I'm running the Chicago Marathon this October!", ("User is running the Chicago Marathon this October", None)),
        ("doing my first triathlon in June, tips?", ("User is doing User's first triathlon in June", None)),
        (
            "running my 3rd half marathon in may, what should i eat",
            ("User is running User's 3rd half marathon in may", None),
        ),
        # what one's child plays, and for whom
        (
            "my daughter plays centre back for the under-12s, she's fierce",
            ("User's daughter plays centre back for the under-12s", "family:daughter"),
        ),
        (
            "our eldest plays second violin in the county youth orchestra",
            ("User's eldest plays second violin in the county youth orchestra", None),
        ),
        # a job said as a complaint about being it
        ("being a baker sucks sometimes but the smell is worth it", ("User is a baker", "job")),
        ("honestly being a night porter kills my social life", ("User is a night porter", "job")),
    ],
)
def test_what_one_has_names_and_enters_is_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "my in-laws speak Greek at home",
        "if we spoke French at home the kids would be bilingual",
        "if I were a size 9 I'd buy these boots",
        "my husband is a size 12 shoe, gift ideas?",
        "my friend named her boat the Seagull",
        "running the marathon would kill me",
        "I'm watching the London Marathon on tv",
        "my son plays with his cars on the floor for hours",
        "my friend's son plays for the Arsenal academy",
        "being a nurse must suck",
        "my sister says being a nurse sucks",
        "being a parent sucks sometimes",
    ],
)
def test_look_alikes_of_what_one_has_store_nothing(message):
    assert stored(message) == []
