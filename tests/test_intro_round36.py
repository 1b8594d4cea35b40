"""Round 36, from the dev batches' misses: a condition, a body event or a device in the frames people put them in
("living with", "since my", "adhd brain here", "deaf in my left ear"); a pastime by name beyond the hobby shapes'
few ("i do bonsai", "as a fairly obsessive birdwatcher", "I play nyckelharpa in a folk group"); a routine said
without "I" with a verb a request also starts with ("do a 5k every lunch break"), or as days kept for something
("Wednesday evenings are for the pub quiz"); a favourite said as the only one loved or the best by far."""

import pytest

from memorylab.policies.extract import extract_rules


def _texts(said: str, rule: str) -> list[str]:
    return [c.text for c in extract_rules(said) if c.rule.split(":")[-1] == rule]


@pytest.mark.parametrize(
    "said, expected",
    [
        ("I've had a pacemaker since 2020 so I'm always a bit nervous about airport scanners", "User has a pacemaker"),
        ("Ever since my kidney transplant I have to be careful with grapefruit", "User has had a kidney transplant"),
        ("ever since my stroke in 2021 my left hand is weak, so typing is slow", "User has had a stroke"),
        ("since my accident I can't run", "User has had an accident"),
        ("Living with Ehlers-Danlos (the hypermobile type) means my joints pop out", "User has Ehlers-Danlos"),
        ("dealing with long covid since early 2021, energy is super limited", "User has long covid"),
        ("with my chronic migraines screens are rough. any phone settings?", "User has chronic migraines"),
        ("adhd brain here, planning apps never stick", "User has ADHD"),
        ("partially deaf in my left ear fyi so phone calls are a nightmare", "User is partially deaf in the left ear"),
        ("Got a cochlear implant two years ago so I'm still relearning music", "User has a cochlear implant"),
        ("with MS, fatigue is my enemy", "User has MS"),
        ("hey, im new here. Cormac. i do bonsai and have a pacemaker since 2020", "User has a pacemaker"),
    ],
)
def test_a_condition_an_event_or_a_device_in_its_frame_is_ones_health(said, expected):
    assert expected in _texts(said, "health")


@pytest.mark.parametrize(
    "said",
    [
        "ever since my dad's stroke he can't drive",  # his
        "dealing with anxiety about the interview tomorrow",  # a mood of the day
        "Got a hearing aid for my dad",  # bought for someone
        "I have a meeting with Ms Smith",  # a title, not multiple sclerosis
        "dealing with a leak in the kitchen",  # no condition
        "with my sister's wedding coming up I need a dress",
        "I've had a cold since Monday",  # not lasting
    ],
)
def test_someone_elses_condition_a_mood_or_a_title_is_no_health_of_mine(said):
    assert _texts(said, "health") == []


@pytest.mark.parametrize(
    "said, expected, rule",
    [
        ("i do bonsai, have like 30 trees on the balcony", "User does bonsai", "hobby"),
        ("we do rally obedience with our spaniel, can u explain the send", "User does rally obedience", "hobby"),
        (
            "as a fairly obsessive birdwatcher (doing a big year!) I need a spotting scope",
            "User is a fairly obsessive birdwatcher",
            "hobby",
        ),
        ("I play nyckelharpa in a folk group here in Uppsala", "User plays nyckelharpa in a folk group", "hobby"),
        ("do a 5k every lunch break rain or shine", "User does a 5k every lunch break rain or shine", "routine"),
        ("walk the dog at 6am and again at 9pm, like clockwork", None, "routine"),
        (
            "Wednesday evenings are for the pub quiz with the lads, never miss it",
            "User keeps Wednesday evenings for the pub quiz with the lads",
            "routine",
        ),
        ("me and a few mates go geocaching most sundays", "User and a few mates go geocaching most sundays", "routine"),
    ],
)
def test_a_pastime_by_name_or_a_routine_without_i_is_read(said, expected, rule):
    found = [c.text for c in extract_rules(said) if c.rule.split(":")[-1] == rule]
    assert found and (expected is None or expected in found), found


@pytest.mark.parametrize(
    "said",
    [
        "as a potter's wife I know clay",  # someone else's pastime
        "Do a summary of every chapter",  # a request
        "write a summary of every chapter for me",
        "I play it safe",
        "as a parent I worry",
        "my son does judo",
    ],
)
def test_a_request_or_someone_elses_pastime_is_no_pastime_of_mine(said):
    assert [c for c in extract_rules(said) if c.rule.split(":")[-1] in ("hobby", "routine")] == []


@pytest.mark.parametrize(
    "said, expected",
    [
        ("Favourite band since I was 14: Khruangbin. Any similar artists?", "User's favourite band is Khruangbin"),
        ("lapsang souchong is the only tea I genuinely love, the smokier the better", "User's favourite tea is"),
        ("autumn is hands down the best season, I live for it", "User's favourite season is autumn"),
        ("favourite film of all time? Heat. no contest", "User's favourite film is Heat"),
    ],
)
def test_a_favourite_said_as_the_only_one_or_the_best_by_far(said, expected):
    assert any(t.startswith(expected) for t in _texts(said, "favourite")), extract_rules(said)


@pytest.mark.parametrize(
    "said",
    [
        "Python is by far the best language for this?",
        "this is hands down the best pizza",
        "which is the only tea I like",
    ],
)
def test_the_best_for_a_task_or_a_thing_pointed_at_is_no_favourite(said):
    assert _texts(said, "favourite") == []


@pytest.mark.parametrize(
    "said, name",
    [
        ("hey before we start — it's Ottoline btw, not Caroline, people always mishear it", "Ottoline"),
        ("autocorrect keeps changing my name to Dimitri but it's Dmytro, with the y and no i", "Dmytro"),
        ("can u help me w my resume — oh btw its Kalinda, spelled with a K not a C", "Kalinda"),
        ("Bartholomew on the birth certificate but if you call me that I'll ignore you. Barty. only Barty.", "Barty"),
        ("hi im new here. Cormac. what can u actually do", "Cormac"),
        ("Filling this out as Ngozi Adeyemi-Hart (Ngozi = first name), does the form look right?", "Ngozi"),
        ("pls format the email signature as: Kwabena Asante-Mensah, Operations Lead — that's me obviously", "Kwabena"),
        ("Everyone at the depot calls me Dusty, real name's Dustin but honestly use Dusty", "Dusty"),
    ],
)
def test_a_name_put_right_spelt_out_or_given_after_saying_one_is_new(said, name):
    assert any(t.startswith(f"User's name is {name}") for t in _texts(said, "name")), extract_rules(said)


@pytest.mark.parametrize(
    "said",
    [
        "its Python, not Java",  # the wrong one is no first name
        "the company is called Stripe... its Stripe, not Square",
        "the new girl. Sophie. only Sophie.",  # no word of what the speaker is called before it
        "the meeting is on Tuesday btw, not Monday",
    ],
)
def test_a_word_put_right_that_is_no_name_of_mine_is_no_name(said):
    assert _texts(said, "name") == []


@pytest.mark.parametrize(
    "said, expected",
    [
        # was "User works as an architectun estudio pequeño": the preposition eaten, the words run together
        ("trabajo como arquitecta en un estudio pequeño", "User works as an architect at un estudio pequeño"),
        ("Trabajo como enfermera en Madrid", "User works as a nurse in Madrid"),
    ],
)
def test_a_job_said_in_spanish_keeps_its_words_apart(said, expected):
    assert _texts(said, "work") == [expected]


@pytest.mark.parametrize("said", ["asking for myself lol i hate mine", "I love mine", "i hate yours"])
def test_a_liking_of_mine_or_yours_says_nothing(said):
    assert extract_rules(said) == []  # was "User hates User's"


@pytest.mark.parametrize(
    "said, expected",
    [
        ("pls make flashcards on probability — sitting actuarial exam P in august", "actuarial exam"),
        ("since starting the law conversion course in september I have not slept properly", "law conversion course"),
        ("am pursuing B.Tech in mechanical from VIT Vellore, 3rd yr", "B.Tech in mechanical"),
    ],
)
def test_a_course_or_an_exam_said_without_i_is_ones_study(said, expected):
    assert any(expected in t for t in _texts(said, "study")), extract_rules(said)


@pytest.mark.parametrize(
    "said, expected",
    [
        ("ok so my axolotl has a fuzzy white thing on his gill, is that fungus??", "User has an axolotl"),
        ("have two guinea pigs, Salt and Pepper, which veg is safe for them?", "User has two guinea pigs"),
        ("as someone who's lactose intolerant, is aged parmesan actually safe?", "User is lactose intolerant"),
        ("Wir wohnen jetzt in Lüneburg, eine wirklich schöne alte Stadt.", "User lives in Lüneburg"),
        ("pistachio gelato is my absolute weakness, I'd cross a city for a good one", "pistachio gelato"),
    ],
)
def test_an_animal_a_condition_a_home_or_a_weakness_said_without_i(said, expected):
    assert any(expected in t for t in (c.text for c in extract_rules(said))), extract_rules(said)


@pytest.mark.parametrize(
    "said",
    [
        "my dog has a new home now",  # rehomed
        "my dog has died",
        "my sister's dog has a limp",
        "have a dog walker who comes daily",
        "have a great day",
        "his smile is my weakness",
    ],
)
def test_an_animal_gone_or_someone_elses_is_no_pet_and_no_favourite(said):
    assert [c for c in extract_rules(said) if c.rule in ("pet", "favourite")] == []


@pytest.mark.parametrize(
    "said, expected",
    [
        ("another day of sanding cabinets — carpentry pays the bills but my back hates it", "User works in carpentry"),
        ("the sawmill where i work shuts for two weeks in august, any ideas", "User works at the sawmill"),
        ("the bakery I work at is closing", "User works at the bakery"),  # was "User works at is closing"
        ("From a tiny flat in Glasgow's southside: how do I stop condensation?", "User lives in Glasgow"),
        ("5 of us in a shared house in Dunedin — how do we split the power bill fairly?", "User lives in Dunedin"),
    ],
)
def test_work_by_what_pays_or_where_and_a_home_said_as_where_one_writes_from(said, expected):
    assert any(t.startswith(expected) for t in (c.text for c in extract_rules(said))), extract_rules(said)


@pytest.mark.parametrize(
    "said",
    [
        "who pays the bills?",
        "it pays the bills",
        "my husband pays the bills",
        "the bar where I worked in uni closed",  # once
        "from a hotel in Rome, what should I see?",  # a stay
        "I got this from a shop in Leeds",
    ],
)
def test_someone_elses_pay_a_past_job_or_a_stay_is_no_work_or_home_of_mine(said):
    assert [c for c in extract_rules(said) if c.rule in ("work", "home")] == []
