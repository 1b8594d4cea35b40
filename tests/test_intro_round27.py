"""Round 27: the misses of batch 36 (and of the open batch 40), each fixed at its general cause and written
here in phrasings of our own: a titled animal's name after "'s name is"; who the speaker lives with, said
from the speaker's side; what is said by the way of one of the speaker's people between commas; what a
partner does for a living; a course named by its school; a home on a farm or in a region the gazetteer
lacked; a job the speaker speaks as ("As a nurse, ...?") or wears as a badge ("(mechanic, 20 yrs)"); a
home named by a street or a kitchen in it, or as "my city, X". And the look-alikes each fix must not
store: a part played in a role-play, a stay for the day, someone else's people, the past, a plan."""

import pytest

from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a titled name after "'s name is", for any owner word
        ("our bunny's name is Mr Whiskers, he's a lionhead", ("User's bunny is called Mr Whiskers", "rabbit")),
        ("our hamster's name is Mr Nibbles", ("User's hamster is called Mr Nibbles", "hamster")),
        ("my parrot's name is Captain Flint and he swears", ("User's parrot is called Captain Flint", "parrot")),
        ("our tortoise's name is Sir Galahad, he's 60", ("User's tortoise is called Sir Galahad", "tortoise")),
        ("my cat's name is Lady Grey", ("User's cat is called Lady Grey", "cat")),
        ("our goldfish's name is Mrs Bubbles", ("User's goldfish is called Mrs Bubbles", "goldfish")),
        # who the speaker lives with, from the speaker's side
        ("i live with my partner, not married or anything", ("User lives with User's partner", "lives_with:partner")),
        ("I still live with my mum and dad, saving for a deposit", ("User lives with User's mum", "lives_with:mum")),
        ("we live with my father-in-law since his stroke", ("User lives with User's father-in-law", None)),
        ("i moved in with my girlfriend last spring", ("User lives with User's girlfriend", None)),
        ("I've been living with my sister since the divorce", ("User lives with User's sister", None)),
        ("I share a flat with my brother in Glasgow", ("User lives with User's brother", None)),
        # said by the way of one of the speaker's people, between commas
        ("My mother, who is 78, moved in with us after her fall", ("User lives with User's mother", None)),
        ("My father, who is 84, lives with us now", ("User lives with User's father", None)),
        ("my nan, bless her, lives with us", ("User lives with User's nan", None)),
        ("our daughter, aged 6, is called Maya", ("User's daughter is Maya", "daughter")),
        # what a partner does for a living
        (
            "my husband works away on the rigs 3 weeks at a time",
            ("User's husband works away on the rigs 3 weeks at a time", "partner_job"),
        ),
        ("My wife is an airline pilot so she's away a lot", ("User's wife is an airline pilot", "partner_job")),
        ("My wife works nights at the hospital", ("User's wife works nights at the hospital", "partner_job")),
        ("my husband is a firefighter so he does 24 hour shifts", ("User's husband is a firefighter", "partner_job")),
        ("my girlfriend is a junior doctor in Leeds", ("User's girlfriend is a junior doctor in Leeds", "partner_job")),
        ("my fiance works offshore on the rigs", ("User's fiance works offshore on the rigs", "partner_job")),
        # a course named by its school, and where a year's student is
        ("I'm in nursing school and my biochem exam is on Thursday", ("User is in nursing school", "study")),
        ("I'm in dental school in Cork", ("User is in dental school", "study")),
        ("I'm at drama school in London", ("User is in drama school", "study")),
        ("I've been in grad school for two years", ("User is in grad school", "study")),
        ("I'm in law school", ("User is in law school", "study")),
        ("2nd year comp sci student at Waterloo here", ("User is a 2nd-year comp sci student at Waterloo", "study")),
        ("3rd year law student at McGill here", ("User is a 3rd-year law student at McGill", "study")),
    ],
)
def test_found_now(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a home on a farm, in a region GeoNames keeps no city list for, or described on the way
        (
            "we're out on a farm in rural Saskatchewan, nearest store is 40 min away",
            ("User is based in Saskatchewan", "city"),
        ),
        ("we live on a farm in Saskatchewan", ("User lives in Saskatchewan", "city")),
        ("we're on a croft outside Inverness", ("User is based in Inverness", "city")),
        ("we're living in Queensland now", ("User lives in Queensland", "city")),
        ("I'm from Bavaria originally", ("User is from Bavaria", "hometown")),
        ("home is a houseboat on a canal in Utrecht, it's cosy", ("User lives in Utrecht", "city")),
        ("home is a flat above a bakery in Bristol", ("User lives in Bristol", "city")),
        ("I live in a cottage by the sea near Whitby", ("User lives in Whitby", "city")),
        # a home named by a street, a kitchen or a farm in it, or as the speaker's town
        ("ugh our street in Minneapolis got snow AGAIN", ("User lives in Minneapolis", "city")),
        ("Coming to you live from my kitchen in Hobart, where it's 8 degrees", ("User lives in Hobart", "city")),
        ("Our family farm is just outside Dubbo, so internet is patchy", ("User lives just outside Dubbo", "city")),
        ("Kindly advise on best coaching for UPSC in my city, Lucknow.", ("User lives in Lucknow", "city")),
        ("mi casa is in Guadalajara, but my english is better than my spanish", ("User lives in Guadalajara", "city")),
        ("Toronto born, Calgary based. Need help with car insurance", ("User lives in Calgary", "city")),
        ("As a resident of Cork for the past decade, I wish to draft a complaint", ("User lives in Cork", "city")),
        ("Upon relocating to Dubai last spring I have found the heat unbearable", ("User moved to Dubai", "city")),
        ("hometown: Ibadan. current: Manchester.", ("User lives in Manchester", "city")),
        ("city: lisbon", ("User lives in Lisbon", "city")),
        # a job the speaker speaks as, before a question
        ("As a nurse, what's the best shoe for long shifts?", ("User is a nurse", "job")),
        ("As a farmer (dairy, 200 head), what's the best way to track milk yield?", ("User is a farmer", "job")),
        ("as a teacher, how do I keep kids engaged?", ("User is a teacher", "job")),
        (
            "I am writing in my capacity as a registered dietitian with a concern",
            ("User is a registered dietitian", "job"),
        ),
        # a job worn as a badge
        (
            "Pharmacist by day, amateur astronomer by night, what's visible this weekend?",
            ("User is a pharmacist", "job"),
        ),
        (
            "fixing other people's cars all day (mechanic, 20 yrs), still can't fix my own",
            ("User is a mechanic", "job"),
        ),
        ("front desk is my life rn (receptionist, 2 yrs) — need a script", ("User is a receptionist", "job")),
        ("Quick one from a tired welder: best gloves for TIG?", ("User is a welder", "job")),
        ("a question from your local baker: why is my sourdough flat?", ("User is a baker", "job")),
        ("electrician — need to calc voltage drop for a 40m run", ("User is an electrician", "job")),
    ],
)
def test_home_and_work_found_now(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        # a part played, framed anywhere in the message
        "For this roleplay my name is Ahmed and I'm a detective in 1920s Cairo. You be my informant.",
        "my name is Zara and I'm a pilot in our game, you be the tower",
        "in our game I'm a dragon called Ember",
        "let's pretend I'm a barista in Paris and you order coffee",
        "pretend that my name is Bob and I live in Oslo",
        "my character is an elf named Lirael who lives in the forest",
        # a stay for the day
        "I'm in Rome for just the day on a cruise stop, what can I see in 8 hours?",
        "we're in Lisbon for the day, any lunch spots?",
        "I'm in Bruges on a day trip, what should I eat",
        "in Singapore on a stopover, what can I do in 10 hours",
        "I'm in Oslo for just two nights",
        "I'm on a farm in Devon for the week",
        # someone else's people, the past, a plan, a question
        "my friend lives with her partner",
        "I used to live with my mum",
        "if I lived with my partner I'd save money",
        "should I live with my boyfriend?",
        "I could never live with my parents again",
        "I'm staying with my mum this week",
        "my cousin works as a pilot for Emirates",
        "my brother is a chef in Paris",
        "my husband is a terrible driver",
        "my dad was a miner",
        "my husband used to work on the rigs",
        "my wife is working late tonight",
        "my friend's husband is a pilot",
        "my boss works from home",
        "my husband wants to work from home",
        "if my wife were a nurse we'd be rich",
        "my son is in nursing school",
        "I'm at the school gates",
        "should I go to law school?",
        "I'm thinking about going to med school",
        "my cousins are on a farm in Alberta",
        "I stayed on a farm in Wales last summer",
        "we're out on a boat in Croatia",
        "my hotel in Rome is lovely",
        "my office in London is freezing",
        "my old street in Leeds was nicer",
        "my mum's kitchen in Cork",
        "after moving to Berlin for a month I got homesick",
        "home: where the heart is",
        "As a kid, what did you want to be?",
        "As a beginner, what guitar should I buy?",
        "my dad (mechanic, 30 yrs) says the engine is fine",
        "I got a letter from a solicitor, what does it mean?",
        "from a doctor's point of view, is this safe?",
        "astronomer by night",
    ],
)
def test_look_alikes_store_nothing(message):
    assert stored(message) == []


def test_a_real_fact_before_a_role_play_is_kept():
    found = stored("I'm a teacher. For this roleplay you're a parent and I'm the head teacher called Mrs Brown.")
    assert found == [("User is a teacher", "job")]


def test_a_partners_work_is_said_once():
    assert stored("my partner works from home three days a week") == [
        ("User's partner works from home three days a week", None)
    ]


def test_a_job_is_not_read_across_a_greeting():
    """ "greetings from a nurse in Leeds" once read "User is a from a nurse in Leeds": the words before
    a job's title are words of a title, not "from a"."""
    assert all("from a" not in text for text, _ in stored("greetings from a nurse in Leeds!"))
