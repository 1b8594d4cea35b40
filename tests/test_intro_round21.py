"""Round 21: the kinds of phrasing blind batch 22 missed at the round's start (23 of 110 facts:
name 6/10, hobby 6/10, allergy 7/10, favourite 7/10, study 7/10), each written as its general
form in phrasings of our own; and the look-alikes it stored (a story being written, "I'm
basically a potato"). Batch 22 became a development set after that first score."""

import pytest

from tests.intro_helpers import stored


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a name set right, when either name is a first name; "This is X writing"; "its X again" in lower case
        ("Ah no, it's Dharini, not Darren! the app keeps changing it", ("User's name is Dharini", "name")),
        ("Good morning. This is Ottilie Brandt writing; I need help with a visa form.", None),
        ("hey its marcus again, one more thing", ("User's name is Marcus", "name")),
        # a request after a spaced dash ends the statement before it
        ("Name's Tamsin, from payroll — can you tidy this email?", ("User's name is Tamsin", "name")),
        # the job one speaks as, with "being"
        ("Being a paramedic, I see a lot of night-shift burnout", ("User is a paramedic", "job")),
        # a lab with a name is a dog; "my lab results" is not
        ("is chocolate bad for my lab Biscuit? he ate a bit", ("User's labrador is called Biscuit", "dog")),
        # one of the kids introduced in the clause before; a baby by age and name
        ("We've got two boys, the eldest is Ruairí and he's 9", ("User's eldest is Ruairí", "eldest")),
        ("I have a 3-month-old, Noor, so any tips on naps?", ("User has a 3-month-old called Noor", None)),
        # allergies said without "I": at the start, "over here"
        ("Allergic to penicillin, so what can I take for an ear infection?", None),
        ("latex allergy over here, which gloves are safe?", ("User is allergic to latex", "allergy:latex")),
        # pastimes: "big X-er here", "been playing a lot of X", "X has become my personality", "Love X-ing"
        ("massive cyclist here, best bike lights?", ("User is a massive cyclist", "hobby:cyclist")),
        ("I've been playing a lot of badminton lately", None),
        ("crochet has become my whole personality haha", ("User is really into crochet", "hobby:crochet")),
        ("Love kayaking, I'm out most weekends.", ("User loves kayaking", "pref:kayaking")),
        ("Pottery is how I relax on Sundays", ("User unwinds with pottery", "hobby:pottery")),
        # a name signed with a kiss after thanks
        ("cheers, that's brilliant xx Niamh", ("User's name is Niamh", "name")),
        # routines by days of the week
        ("Mondays are climbing days for me", ("User does climbing on Mondays", "routine:climbing")),
        ("yoga wednesdays and fridays, always", ("User does yoga wednesdays and fridays", "routine:yoga")),
        # favourites: "all time", a label with "in the world"
        ("My all time favourite album is Blue by Joni Mitchell", None),
        ("Favourite city in the world: Kyoto.", ("User's favourite city is Kyoto", "favourite:city")),
        # study: a degree by its letters and where, school exams in subjects, a course in a subject
        ("Doing an MSc part time at Leeds alongside work", ("User is doing an MSc at Leeds", "study")),
        ("im doing GCSEs in history and art, tips?", ("User is doing GCSEs in history and art", "study")),
        ("Just started an evening course in accounting!", ("User is doing a course in accounting", "study")),
        # --- blind batch 23's misses after its end score (a development set since), our phrasings
        ("it's Zoë with an umlaut, not Zoe, thanks", ("User's name is Zoë", "name")),
        ("This is Dara Okafor from procurement, could you check this quote?", ("User's name is Dara Okafor", "name")),
        ("sorry, should've introduced myself, I'm Mei Lin!", ("User's name is Mei Lin", "name")),
        ("G'day, name's Bruce. Quick question about tax", ("User's name is Bruce", "name")),
        ("im a nurse so any tips for sleeping after night shifts??", ("User is a nurse", "job")),
        ("been driving a bus for 10 years and my knees hate me", ("User drives a bus", "job")),
        ("massive film buff here, what should I watch tonight?", ("User is a massive film buff", "hobby:film")),
        ("every sunday is roast day at ours", ("User has roast day every sunday", "routine:roast")),
        (
            "I've been bouldering for about a year, best shoes?",
            ("User has been bouldering for about a year", "hobby:bouldering"),
        ),
        ("doing a part-time masters in law alongside my job", ("User is doing a masters in law", "study")),
        ("I'm doing an apprenticeship in carpentry", ("User is doing an apprenticeship in carpentry", "study")),
    ],
)
def test_found_now(message, expected):
    said = stored(message)
    if expected is None:  # the value is in a memory; its exact wording is the shape's
        assert said, message
    else:
        assert expected in said


def test_the_values_said_without_a_fixed_wording():
    assert any("Ottilie Brandt" in text for text, _ in stored("This is Ottilie Brandt writing; a visa question."))
    assert any("penicillin" in text for text, _ in stored("Allergic to penicillin, so what can I take?"))
    assert any("Blue" in text for text, _ in stored("My all time favourite album is Blue by Joni Mitchell"))
    assert any(key == "hobby:badminton" for _, key in stored("I've been playing a lot of badminton lately"))


@pytest.mark.parametrize(
    "message",
    [
        # a story being written: its people and animals are not the speaker's
        "I'm writing a short story where the narrator has a one-eyed cat called Jinx",
        "In my novel the heroine lives in Tromsø and keeps a dog called Odin",
        # figurative
        "I'm basically a sloth on Sundays 🦥",
        # someone else's family, and a lab that is no dog
        "My sister has two kids, the eldest is Tom",
        "my lab results came back fine",
        "my lab PI is strict",
        # a day, not a name
        "it's monday again, ugh",
        "plot y against the x axis",
        "I'm driving a bus to the airport tomorrow",
        "After the party I went home",
        # expertise claimed in sarcasm; words quoted after "texted me" or "kept repeating"; a part to pretend
        "Oh sure, I'm a master baker — my bread could break a window. Easy loaf recipe?",
        "yeah right, I'm a genius gardener, killed a cactus last week",
        "my landlord texted me 'I'm a plumber, I'll fix it myself', should I let him?",
        "the caller kept saying 'my name is Dr Okoro and your account is locked', is it a scam?",
        "pretend I'm a tourist in Rome and I'm vegan, what do I order?",
        # "Love" + a verb about the listener (LoCoMo's turns): no liking of the speaker's own
        "That's great news! Love seeing your dedication to helping others.",
        "Love having you in my corner, thanks for always being there",
    ],
)
def test_still_nothing(message):
    assert stored(message) == []


def test_oh_yeah_without_a_claim_of_expertise_is_no_sarcasm():
    assert ("User is a nurse", "job") in stored("oh yeah, I'm a nurse btw, so go easy on the jargon")


def test_a_story_does_not_hide_the_speaker_s_own_facts_before_it():
    assert ("User is a nurse", "job") in stored("I'm a nurse. In my story the hero is a pilot called Ash.")
