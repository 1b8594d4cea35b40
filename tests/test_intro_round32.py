"""Round 32: classes of phrasing read from open batch 51 (written blind by another helper): a diagnosis or an
operation said without "I", a condition one has or lives with and a medicine one is on, a routine on days written
short, a favourite said without "my", a name followed by "but ...", a part-time degree at night, a school grade
said by its ordinal, a trade's apprenticeship, a study this year, a partner's job said with "'s"; and the
look-alikes of each that store nothing (someone else's, a question, a supposition, a denial, a passing mood)."""

from __future__ import annotations

import pytest

from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a diagnosis or an operation said without "I"
        ("diagnosed with ADHD at 34 last year, it explains SO much", ("User has ADHD", "health:adhd")),
        ("recently diagnosed with coeliac disease, bread tips?", ("User is coeliac (no gluten)", "allergy:coeliac")),
        ("got diagnosed with endometriosis in 2021", ("User has endometriosis", None)),
        ("had a knee replacement in March, physio says walk more", ("User has had a knee replacement", None)),
        ("just had a hip replacement so stairs are hard", ("User has had a hip replacement", None)),
        # a lasting condition had or lived with, said with or without "I"
        ("I have pretty bad anxiety", ("User has bad anxiety", "health:anxiety")),
        ("pretty bad anxiety, been on sertraline for about a year", ("User has bad anxiety", "health:anxiety")),
        ("I've suffered from insomnia for years", None),
        (
            "living with chronic back pain since a car accident in 2016, any desk setups that help?",
            ("User has chronic back pain", None),
        ),
        ("I've had lower back pain since 2019", ("User has lower back pain", None)),
        ("I struggle with depression", ("User has depression", None)),
        # a medicine one is on, by its name
        ("I'm on levothyroxine", ("User takes levothyroxine", None)),
        ("been on sertraline for about a year", ("User takes sertraline", None)),
        ("I'm currently on metformin and it upsets my stomach", ("User takes metformin", None)),
        # a routine on days written short and joined
        ("swim laps at lunch mon/wed/fri, my hair is destroyed", ("User swims laps at lunch mon/wed/fri", None)),
        ("run 5k before work tues & thurs", ("User runs 5k before work tues & thurs", None)),
        # a favourite said without "my"
        (
            "favourite place in the world is the Lofoten islands, want to go back",
            ("User's favourite place is the Lofoten islands", None),
        ),
        ("fav band of all time is Radiohead", ("User's favourite band is Radiohead", None)),
        # a name followed by "but"
        ("name is Oluwaseun but friends shorten it to Seun", ("User's name is Oluwaseun; User goes by Seun", "name")),
        ("name's Ffion but nobody can spell it", ("User's name is Ffion", "name")),
        # a degree part-time at night; a study this year; a grade by its ordinal; a trade's apprenticeship
        (
            "doing a part-time MBA at night while working full time, is it normal to feel lost",
            ("User is doing a part-time MBA", "study"),
        ),
        ("I'm doing an MSc at weekends", ("User is doing an MSc", "study")),
        ("I'm retaking my A-levels this year, chemistry mostly", (None, "study")),
        ("im in 11th grade and i have an essay due tmrw", ("User is in 11th grade", "study")),
        ("I'm in the ninth grade", ("User is in the ninth grade", "study")),
        (
            "currently doing an electrician apprenticeship, 2nd year, the theory exams are brutal",
            ("User is doing an electrician apprenticeship", "study"),
        ),
        ("I'm on a plumbing apprenticeship", ("User is doing a plumbing apprenticeship", "study")),
        # a partner's job said with "'s"
        ("my husband's a chef so he judges all my cooking", ("User's husband is a chef", "partner_job")),
        ("my wife's a nurse, what should I get her for christmas?", ("User's wife is a nurse", "partner_job")),
    ],
)
def test_a_fact_of_the_class_is_kept(message, expected):
    if expected is None:
        assert stored(message), message
    elif expected[0] is None:
        assert any(k == expected[1] for _, k in stored(message)), stored(message)
    else:
        assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        # someone else's diagnosis, operation, condition or medicine
        "a friend of mine was diagnosed with ADHD at 34",
        "my mum had a knee replacement in March",
        "my sister has pretty bad anxiety",
        "my husband is on levothyroxine",
        # questions and suppositions
        "diagnosed with what, exactly?",
        "what if I had a knee replacement?",
        "is it normal to be on sertraline for years?",
        "if I was in 11th grade again I'd study harder",
        # a passing state, not a condition
        "I have anxiety about my interview tomorrow",
        "I have back pain today, what helps?",
        "I'm on the bus",
        "I'm on holiday in Crete",
        # a denial
        "I'm not on any medication",
        # a grade or an apprenticeship that is not one's own
        "my son is in 11th grade",
        "my nephew is doing an electrician apprenticeship",
        "doing an apprenticeship sounds fun",
        # a partner's way of doing a thing, someone else's partner, a relative who is no partner
        "my husband's a terrible driver",
        "my friend's husband's a chef",
        # someone's routine, not one's own
        "my son swims laps mon/wed/fri",
    ],
)
def test_a_lookalike_of_the_class_stores_nothing(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # animals named, then a remark, then a question tacked on after a comma: the run before it read whole
        (
            "we have two cats, Mochi and Tofu, and Tofu keeps stealing Mochi's food, separate rooms at dinner or?",
            ("User has two cats called Mochi and Tofu", "cat"),
        ),
        (
            "I have two rabbits, Pip and Squeak, and Pip bullies Squeak, should I separate them?",
            ("User has two rabbits called Pip and Squeak", None),
        ),
        # an animal got, said without "I", before a question
        (
            "got a rescue pitbull named Duchess last spring and she pulls SO hard on the lead, harness or head collar?",
            ("User has a rescue pitbull named Duchess", "dog"),
        ),
        ("adopted a greyhound called Arrow in May, how long do they take to settle?", (None, "dog")),
    ],
)
def test_animals_named_before_a_question_are_kept(message, expected):
    if expected[0] is None:
        assert any(k == expected[1] for _, k in stored(message)), stored(message)
    else:
        assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "my neighbours have two cats, Mochi and Tofu, and they fight constantly, is that normal?",
        "my sister got a rescue pitbull named Duchess, harness or head collar?",
        "if we got two cats, Mochi and Tofu, would they get along?",
        "my sister, being a nurse, is always tired",
    ],
)
def test_someone_elses_animals_before_a_question_store_nothing(message):
    assert [k for _, k in stored(message) if k in ("cat", "dog")] == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a home said in German with how long, "ich" often left out
        (
            "Wohne seit 2019 in Graz, and I want to explain Austrian bureaucracy",
            ("User has lived in Graz since 2019", "city"),
        ),
        ("ich wohne seit 3 Jahren in Hamburg", ("User has lived in Hamburg for 3 years", "city")),
        ("lebe seit 2010 in Basel", ("User has lived in Basel since 2010", "city")),
        # a habit said as one's thing of the day
        (
            "my daily thing is a cold shower at 6am, my friends think i'm nuts",
            ("User's daily thing is a cold shower at 6am", "routine:daily"),
        ),
        ("my morning ritual is a long walk with the dog", ("User's morning ritual is a long walk with the dog", None)),
        # the name others use, beside one's own; a name given for signing, from the speaker
        (
            "name is Oluwaseun but friends shorten it to Seun. need a short toast",
            ("User's name is Oluwaseun; User goes by Seun", "name"),
        ),
        (
            "my name's Søren but everyone just writes Soren bc of autocorrect",
            ("User's name is Søren; User goes by Soren", "name"),
        ),
        ("my name is Katherine but everyone calls me Kat", ("User's name is Katherine; User goes by Kat", "name")),
        ("Please sign the poem from me — Marguerite", ("User's name is Marguerite", "name")),
    ],
)
def test_a_home_a_daily_thing_and_a_name_others_use_are_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "Meine Schwester wohnt seit 2019 in Graz",
        "wohnst du in Graz?",
        "my daily thing is a mess lol",
        "my husband's daily thing is a cold shower",
        "is your daily thing a cold shower?",
        "sign the card from me and Tom",
    ],
)
def test_their_lookalikes_store_nothing(message):
    assert stored(message) == []


def test_a_sisters_nickname_is_not_the_speakers():
    assert [t for t, k in stored("my sister's name is Katherine but everyone calls her Kat") if k == "name"] == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # foods refused in a list: each one kept, not the last alone
        (
            "no gluten, no dairy for me (doctor's orders), birthday cake ideas for myself lol",
            ("User doesn't eat gluten or dairy", "diet:gluten"),
        ),
        ("no garlic, no onions for me", ("User doesn't eat garlic or onions", None)),
        ("no nuts, no eggs for me please", ("User doesn't eat nuts or eggs", None)),
        ("no meat for me thanks", ("User doesn't eat meat", None)),
    ],
)
def test_foods_refused_in_a_list_are_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message", ["no worries, no rush for me", "no dairy for my son please", "no gluten, no dairy for my guests?"]
)
def test_a_list_refused_for_others_or_no_food_stores_nothing(message):
    assert [k for _, k in stored(message) if k and k.startswith("diet")] == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # what one's job is like, then its title in dashes: the title kept
        (
            "my job is literally playing broken video games all day — QA tester at a mid-size studio — and i need a "
            "better bug report template",
            ("User is a QA tester at a mid-size studio", "job"),
        ),
        (
            "my job is mostly spreadsheets — financial analyst at a bank",
            ("User is a financial analyst at a bank", "job"),
        ),
        ("my job is teaching kids to swim", ("User's job is teaching kids to swim", "job")),
    ],
)
def test_a_job_described_then_titled_in_dashes_is_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "my job is a nightmare — my manager is a tyrant",
        "my sister's job is literally playing games all day — QA tester at a studio",
    ],
)
def test_a_job_in_dashes_not_ones_own_stores_nothing(message):
    assert [k for _, k in stored(message) if k == "job"] == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # more of the same classes, in other words
        ("had an ACL reconstruction last year", ("User has had an ACL reconstruction", None)),
        (
            "had my gallbladder out in june, can I eat fried food yet?",
            ("User has had User's gallbladder removed", "health:gallbladder"),
        ),
        ("I take sertraline", ("User takes sertraline", None)),
        ("taking propranolol for my anxiety", ("User takes propranolol for anxiety", None)),
        ("on metformin, can I drink alcohol?", ("User takes metformin", None)),
        ("in 12th grade, applying to colleges, help with my essay", ("User is in 12th grade", "study")),
        ("im a junior in high school", ("User is a junior in high school", "study")),
        ("I'm a sophomore in college", ("User is a sophomore in college", "study")),
        (
            "my evening ritual is a cup of chamomile and a book",
            ("User's evening ritual is a cup of chamomile and a book", None),
        ),
        ("gym tue/thu/sat before work", (None, "routine:gym")),
        ("my boyfriend's a firefighter", ("User's boyfriend is a firefighter", "partner_job")),
    ],
)
def test_the_classes_read_other_phrasings(message, expected):
    if expected[0] is None:
        assert any(k == expected[1] for _, k in stored(message)), stored(message)
    else:
        assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "my dad had a heart bypass last year",
        "I had a bit of surgery on my hand",
        "my mum is on metformin",
        "on the fence about it",
        "I'm a senior at Google",
        "my son is a junior in high school",
    ],
)
def test_other_phrasings_lookalikes_store_nothing(message):
    assert [k for _, k in stored(message) if k and k.split(":")[0] in ("health", "study")] == []


@pytest.mark.parametrize(
    "message",
    [
        "had a surgery consult today, what should I ask?",
        "I had a knee replacement appointment today",
        "just had a hip replacement assessment, what happens next?",
    ],
)
def test_an_operation_only_talked_of_stores_nothing(message):
    assert [k for _, k in stored(message) if k and k.startswith("health")] == []
