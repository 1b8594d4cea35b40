"""Round 32b: classes of phrasing read from open batch 52 (written blind by another helper): a fact said bare, with
the "I" or the "my" left off the start of the message (a job held freelance, a home by its dwelling, children named
with their ages, a diet kept for years, one's people rung on a day, working from home on days, minutes of a thing
every night); one's person named with "'s" and no "my", or between dashes, or after what is told of them; and the
look-alikes of each that store nothing (someone else's, a question, a wish, a thing for sale, a passing remark)."""

from __future__ import annotations

import pytest

from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a job said with how it is held, then a comma
        (
            "freelance wedding photographer, shoot weekends and edit all week, my back hates lightroom",
            ("User is a freelance wedding photographer", "job"),
        ),
        ("self-employed electrician, so my hours vary", ("User is a self-employed electrician", "job")),
        # a home by its dwelling and a place named
        (
            "tiny flat in Glasgow with a damp problem, black mould in the bathroom, which dehumidifier is worth it",
            ("User lives in Glasgow", "city"),
        ),
        ("small flat in Leeds with no garden, what herbs grow indoors?", ("User lives in Leeds", "city")),
        ("cosy cottage in Devon with a wood burner, best way to store logs?", ("User lives in Devon", "city")),
        # children named after a comma, with their ages
        (
            "two kids, Mateo who's 7 and Lucía who's 4, both dinosaur obsessed",
            ("User has two kids called Mateo", "children"),
        ),
        ("two kids, Noah (6) and Isla (3), help me plan a rainy day", ("User has two kids called Noah and Isla", None)),
        # a diet kept for years
        ("six years vegan now so no dairy or eggs in any recipe you give me thx", ("User is vegan", "diet")),
        ("ten years vegetarian now, give me a high protein dinner", ("User is vegetarian", "diet")),
        # one's people kept up with on a day that comes round
        (
            "ring my gran every saturday morning without fail, she'd think I'd died otherwise",
            ("User rings User's gran every saturday morning without fail", None),
        ),
        ("call my mum every sunday night, she'd worry otherwise", ("User calls User's mum every sunday night", None)),
        ("visit my nan every friday after work", ("User visits User's nan every friday after work", None)),
        # working from home on days
        (
            "wfh tuesdays and thursdays, office the other three days, desk setup advice?",
            ("User works from home on Tuesdays and Thursdays", "routine:wfh"),
        ),
        ("WFH on fridays so I can do the school pickup", ("User works from home on Fridays", "routine:wfh")),
        # minutes of a thing every day
        (
            "10 mins of duolingo before bed every night, 400 day streak 🔥 dont let me break it",
            ("User does 10 mins of duolingo before bed every night, 400 day streak", None),
        ),
        (
            "20 minutes of yoga every morning before the kids wake up",
            ("User does 20 minutes of yoga every morning before the kids wake up", None),
        ),
        # one's person named with "'s" and no "my"
        ("boyfriend's Luca, he's in Milan and I'm in Toronto", ("User's boyfriend is Luca", "partner")),
        ("husband's Tomás, he's from Valencia", ("User's husband is Tomás", "partner")),
        ("girlfriend's Aisha, we met at uni", ("User's girlfriend is Aisha", "partner")),
        ("mum's called Joyce, 78, she moved in with us after dad passed", ("User's mum is Joyce", "mum")),
        ("dad's called Brian, he's 70 next year", ("User's dad is Brian", "dad")),
        # one's person named between dashes
        ("the missus — Sharon — reckons I spend too much time talking to you lol", ("User's missus is Sharon", None)),
        ("the wife — Priya — wants a dog, I'm not sure", ("User's wife is Priya", "partner")),
        ("my husband — Kofi — does all the cooking", ("User's husband is Kofi", "partner")),
        ("my daughter's 16 — Saoirse — and wants to learn to drive", ("User's daughter is Saoirse", "daughter")),
        # the name said after what is told of them
        (
            "wife's turning 40 next month — Ingrid, she hates fuss — and I have zero ideas",
            ("User's wife is Ingrid", "partner"),
        ),
        (
            "husband's turning 50 in June — Mark, he hates parties — any gift ideas",
            ("User's husband Mark is turning 50 in June", "partner"),
        ),
        # what one cannot eat, before a dash
        (
            "cant eat peanuts — anaphylactic, carry an epipen everywhere — so flag anything nutty pls",
            ("User doesn't eat peanuts", "diet:peanut"),
        ),
        ("can't eat shellfish — anaphylaxis — so no prawns please", ("User doesn't eat shellfish", "diet:shellfish")),
    ],
)
def test_a_fact_said_bare_is_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        # a dwelling for sale or for a stay
        "small flat in Leeds for sale, is it a good deal?",
        "cosy cottage in Devon for a week, is it worth it",
        # children not named, or not one's own
        "three kids, how do people cope",
        "two kids, a dog and a mortgage would be the dream",
        "two boys, Jack and Tom, came to my door selling raffle tickets",
        # a diet or a routine wished for or advised
        "ten years vegetarian would be a stretch for me",
        "call my mum every sunday is what my therapist said to do",
        "visit my nan every friday? is that too often",
        "wfh fridays would be the dream tbh",
        # one's person's thing, not their name; a person in a film; someone else's
        "husband's Tesla broke down again",
        "boyfriend's Mum is visiting this weekend",
        "mum's called Joyce in the film, right?",
        "the missus — Sharon — in that sitcom is hilarious",
        "the neighbour's wife — Ingrid — is lovely",
        "my husband — a chef — does the cooking",
        # a passing remark
        "can't eat another bite, that dinner was huge",
    ],
)
def test_a_lookalike_said_bare_stores_nothing(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # one's doctor, therapist or dentist named beside the word
        (
            "my therapist, Dr. Okafor, wants me to try journaling. any prompts that arent cringe?",
            ("User's therapist is Dr. Okafor", "carer:therapist"),
        ),
        (
            "need to book a med review with my GP, Dr Hallworth at Elm Street surgery, what should I bring up",
            ("User's GP is Dr. Hallworth", "carer:GP"),
        ),
        (
            "Dentist (Dr. Marisol Vega) says I grind my teeth at night",
            ("User's dentist is Dr. Marisol Vega", "carer:dentist"),
        ),
        ("my physio — Dr Adeyemi — says rest it for a week", ("User's physio is Dr. Adeyemi", "carer:physio")),
        # an animal of one's own named after "of mine"
        (
            "old lab of mine, Bruno, is 13 now and getting stiff in the hips, joint supplements worth it?",
            ("User's labrador is called Bruno", "dog"),
        ),
        ("grumpy cat of ours, Mittens, hates the vet", ("User's cat is called Mittens", "cat")),
        # a favourite said with "=", ":", ">>>" or "best ... for me is"
        (
            "ultimate comfort food = my nan's shepherd's pie, no contest",
            ("User's favourite comfort food is User's nan's shepherd's pie", None),
        ),
        ("all-time fave film = Heat, no contest", ("User's favourite film is Heat", "favourite:film")),
        ("biryani >>> every other food, this is not up for debate", ("User's favourite food is biryani", None)),
        ("radiohead >>> all other bands", ("User's favourite band is radiohead", None)),
        (
            "best place on earth for me is Hokkaido in winter, been three times",
            ("User's favourite place is Hokkaido in winter", "favourite:place"),
        ),
        ("best film ever for me is Heat", ("User's favourite film is Heat", "favourite:film")),
        # trucks driven for years
        (
            "Been driving trucks cross country going on 15 years, Kansas to Oregon mostly",
            ("User drives trucks", "job"),
        ),
        ("I've been driving buses for 20 years, ask me anything", ("User drives buses", "job")),
    ],
)
def test_a_fact_said_beside_its_word_is_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        # someone else's doctor; a doctor asked about
        "my friend's therapist, Dr. Okafor, is great",
        "my sister's dentist, Dr Vega, is lovely",
        "is Dr. Okafor a good therapist?",
        # someone else's animal or person "of mine"
        "a dog of my neighbour's, Rex, barks all night",
        "old colleague of mine, Dave, is a vet",
        # the best of something in general, asked, or someone else's
        "the best pizza in the world is in Naples",
        "pizza >>> every other food? discuss",
        "his cooking >>> every other food",
        "favourite: the blue one",
        "favourite food = ?",
        # driving about, not for a living
        "I've been driving around all day looking for parking",
    ],
)
def test_a_lookalike_said_beside_its_word_stores_nothing(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a best friend by a pet word
        (
            "me and my bestie Rhiannon have been friends since reception class, shes basically my sister",
            ("User's best friend is Rhiannon", "best_friend"),
        ),
        ("me and my bff Tasha are doing a 10k together", ("User's best friend is Tasha", "best_friend")),
        # a home or an animal said in Spanish or Portuguese
        ("Vivo en Medellín, en Laureles, y busco un gimnasio, any ideas?", ("User lives in Medellín", "city")),
        ("Moro em Porto Alegre, sou contadora", ("User lives in Porto Alegre", "city")),
        ("Tengo una perrita, Chispa, mestiza y súper nerviosa", ("User has a dog called Chispa", "dog")),
        ("tengo un gato, Miso, que no para de maullar", ("User has a cat called Miso", "cat")),
    ],
)
def test_a_friend_or_a_home_in_other_words_is_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "me and my bestie are going to Rome",
        "me and my bestie's mum went shopping",
        "vivo en una casa pequeña",
        "Moro em Lisboa há dois anos",
        "Tengo una pregunta, Carlos dice que no",
    ],
)
def test_a_lookalike_in_other_words_stores_nothing(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "can u help me with a cover letter for a pharmacy job? sign it off Priya Raghunathan, thats me obvs",
            ("User's name is Priya Raghunathan", "name"),
        ),
        ("sign it off Tom Reid, that's me", ("User's name is Tom Reid", "name")),
    ],
)
def test_a_sign_off_said_to_be_one_s_own_is_the_name(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize("message", ["sign it off Tom Reid, my manager", "sign it off Tom Reid, that's my boss"])
def test_a_sign_off_of_someone_else_is_no_name(message):
    assert stored(message) == []
