"""Round 33 (c): kinds of phrasing read from open batch 55 (policies/intro_pointed.py, policies/intro_worded.py): a
word pointing back to what the sentence before named ("it's literally my name", "I am one", "Mine, Oona, ...",
"ours is moored ..."), the speaker named as the one addressed, a fact after a label ("work-wise: glassblower"), a
condition said bare before what it does to one, a study named by its subject before its kind, a course said bare with
how far in one is, a home of one's own beside its place, a role opening the sentence as a participle, a name and I
followed by who they are, a jest taken back before the truth, a career switched, a condition or a trade in German,
Spanish or French; and the look-alikes of each that store nothing (someone else's, a question in general, a wish, a
negation)."""

from __future__ import annotations

import pytest

from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "how do you say Niamh in Polish? it's literally my name and I'm moving to Krakow",
            ("User's name is Niamh", "name"),
        ),
        ("is Aoife pronounced ee-fa? asking because that's my name lol", ("User's name is Aoife", "name")),
        ("can you write an acrostic for Bartholomew? it's actually my name", ("User's name is Bartholomew", "name")),
        ("fyi the person you're talking to is Oluwaseun, save it", ("User's name is Oluwaseun", "name")),
        ("the human you're chatting with is Margit btw", ("User's name is Margit", "name")),
        ("for the record the one you're speaking with is Tadeusz", ("User's name is Tadeusz", "name")),
        (
            "what does a sonographer actually do day to day? I am one and still can't explain it",
            ("User is a sonographer", "job"),
        ),
        ("do welders need special gloves? I'm one myself", ("User is a welder", "job")),
        ("what's the best boot for an electrician? I'm one and my feet hurt", ("User is an electrician", "job")),
        (
            "ugh, another 14-hour day on the rig. being a mud logger is not as glamorous as it sounds lol",
            ("User is a mud logger", "job"),
        ),
        ("another double shift at the hospital. being a nurse is exhausting", ("User is a nurse", "job")),
        ("yet another long night at the bakery. being a baker isn't all croissants", ("User is a baker", "job")),
        (
            "since switching from teaching to locksmithing last spring my hands are absolutely wrecked",
            ("User switched careers from teaching to locksmithing", "job"),
        ),
        (
            "I retrained from nursing into web development and love it",
            ("User switched careers from nursing to web development", "job"),
        ),
        (
            "after moving from banking to beekeeping I finally sleep well",
            ("User switched careers from banking to beekeeping", "job"),
        ),
        (
            "work-wise: glassblower, mostly custom lab equipment, occasionally vases for tourists",
            ("User works as a glassblower", "job"),
        ),
        ("job: paramedic, 12 years now", ("User works as a paramedic", "job")),
        ("day job: cartographer. night job: sleeping", ("User works as a cartographer", "job")),
        (
            "Trabajo como traductora jurada de alemán, ¿me ayudas con un glosario?",
            ("User is a translator, traductora jurada de alemán", "job"),
        ),
        ("je suis interprète, tu peux m'aider avec un CV?", ("User is an interpreter, interprète", "job")),
        ("ich arbeite als Übersetzerin für Englisch", ("User is a translator, Übersetzerin für Englisch", "job")),
    ],
)
def test_a_name_or_a_job_pointed_back_to_or_said_by_a_label_is_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "Part-time evening course in upholstery at the community college — week 3 and I've already stapled my"
            " thumb",
            ("User is taking a part-time evening course in upholstery", "study"),
        ),
        ("Online course in Python — lesson 5 and I'm lost", ("User is doing a course in Python", "study")),
        (
            "Weekend class in pottery at the arts centre, and I love it",
            ("User is taking a weekend class in pottery", "study"),
        ),
        (
            "Between lectures for my veterinary nursing diploma I barely have time to eat, any 5-min lunches?",
            ("User is doing a diploma in veterinary nursing", "study"),
        ),
        (
            "need a laptop for my civil engineering degree, budget £600",
            ("User is doing a degree in civil engineering", "study"),
        ),
        (
            "Any tips for memorising kanji? two years into a Japanese studies degree at SOAS and it's not sticking",
            ("User is doing a degree in Japanese studies", "study"),
        ),
        ("three months into a midwifery degree and exhausted", ("User is doing a degree in midwifery", "study")),
        (
            "what's the best way to insulate a houseboat? ours is moored on a canal near Utrecht and it's freezing",
            ("User lives on a houseboat", "dwelling"),
        ),
        ("how do you heat a narrowboat? mine is moored near Oxford", ("User lives on a narrowboat", "dwelling")),
        (
            "weather tomorrow for Oslo? nah kidding, I live in Asunción, it's 38 degrees here 🥵",
            ("User lives in Asunción", "city"),
        ),
        (
            "our farmhouse outside Plovdiv has no proper heating, any cheap ideas?",
            ("User lives outside Plovdiv", "city"),
        ),
        ("my flat in Leeds is freezing, how do I keep warm?", ("User lives in Leeds", "city")),
        ("our cottage near Whitby floods every spring", ("User lives in Whitby", "city")),
        (
            "home is a converted lighthouse on the coast of Anglesey (yes really, yes the stairs are awful)",
            ("User lives in a converted lighthouse on the coast of Anglesey", "dwelling"),
        ),
        ("home's a converted windmill near Norwich", ("User lives in a converted windmill near Norwich", "dwelling")),
        ("I live in an old chapel outside Hexham", ("User lives in an old chapel outside Hexham", "dwelling")),
        (
            "Gift ideas for a grandmother who has everything? Mine, Oona, is turning 92",
            ("User's grandmother is Oona", "grandmother"),
        ),
        (
            "what do you get a husband who hates gifts? mine, Tobias, is impossible",
            ("User's husband is Tobias", "partner"),
        ),
        ("how do I cheer up a sister after a breakup? mine, Ingrid, is crushed", ("User's sister is Ingrid", "sister")),
        (
            "Being a single dad to two girls, Wren and Juniper, mornings are pure chaos",
            ("User is a single dad to two girls called Wren and Juniper", "children"),
        ),
        (
            "Being a mum to three boys, Ezra, Milo and Jude, I never sit down",
            ("User is a mum to three boys called Ezra, Milo and Jude", "children"),
        ),
        (
            "Kwabena and I — my husband, that is — are celebrating 10 years next week, recommend something romantic"
            " in Lisbon?",
            ("User's husband is Kwabena", "partner"),
        ),
        ("Priya and I, my wife that is, are moving to Leeds", ("User's wife is Priya", "partner")),
        ("Tomasz and I — my boyfriend — are looking for a flat", ("User's boyfriend is Tomasz", "partner")),
    ],
)
def test_a_study_home_or_relative_pointed_back_to_is_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "migraines with aura about twice a month, any tracking apps you'd recommend?",
            ("User has migraines", "health:migraines"),
        ),
        (
            "tinnitus is driving me nuts tonight, suggest some white noise playlists?",
            ("User has tinnitus", "health:tinnitus"),
        ),
        (
            "Hashimoto's means I'm tired 24/7, so keep the workout suggestions gentle",
            ("User has Hashimoto's", "health:hashimoto"),
        ),
        ("eczema is making me miserable this winter", ("User has eczema", "health:eczema")),
        ("sciatica keeps me up at night, stretches?", ("User has sciatica", "health:sciatica")),
        (
            "Ich habe seit meiner Kindheit Rheuma, kannst du mir Übungen für die Hände empfehlen?",
            ("User has rheumatism", "health:rheumatism"),
        ),
        ("ich habe Asthma, welcher Sport passt?", ("User has asthma", "health:asthma")),
        ("j'ai de l'asthme depuis toujours", ("User has asthma", "health:asthma")),
        ("I have rheumatism, any tips for cold mornings?", ("User has rheumatism", "health:rheumatism")),
        ("is it snowing in Oslo? haha kidding, I live in Lima", ("User lives in Lima", "city")),
    ],
)
def test_a_condition_said_bare_or_in_another_language_is_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "How do I pronounce Nguyen? it's my boss's name",
        "is Siobhan hard to say? it's not my name, just curious",
        "how do you spell Saoirse? my niece has that name",
        "the person you're talking to is Ravindra's assistant",
        "if the person you're talking to is Ravindra, what would you say?",
        "what's a good age to become a parent? I'm not one yet",
        "is an actuary well paid? I'd love to be one someday",
        "being a mud logger is not as glamorous as it sounds",
        "my sister switched from teaching to nursing",
        "thinking of switching from teaching to locksmithing",
        "since switching from running to swimming my knees are better",
        "should I switch from teaching to locksmithing?",
        "work-wise: what should a glassblower charge?",
        "job: find me a glassblower near Leeds",
        "Mi hermana trabaja como traductora, ¿cuánto cobra?",
        "mein Vater hat Rheuma, was hilft?",
        "Night course in pottery at the college — is it worth it?",
        "evening course in upholstery for my mum — is it worth it?",
        "this is for my sister's nursing degree",
        "is a veterinary nursing diploma worth it?",
        "my neighbour's farmhouse outside Plovdiv is lovely",
        "our holiday cottage in Cornwall needs a new roof",
        "a farmhouse outside Plovdiv: is it worth buying?",
        "does a houseboat get cold? ours would be moored near Utrecht if we bought one",
        "is it weird to live in a lighthouse on Anglesey?",
        "home is where the heart is",
        "would love to live in a converted lighthouse near Whitby",
        "Any tips for a grandmother? Mine is lovely",
        "Gift ideas for my friend's grandmother? her name is Oona",
        "Being a single dad must be hard",
        "Being a nurse, my sister works nights",
        "Kwabena and I — my husband's friend, that is — are going fishing",
        "Kwabena and I — my husband knows him — are going fishing",
        "tinnitus is common in musicians, right?",
        "tinnitus is driving my dad nuts",
        "migraines are common in women?",
        "my mum's migraines come about twice a month",
        "does Hashimoto's mean you're always tired?",
    ],
)
def test_a_lookalike_stores_nothing(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (
            "ok so for the record, the person you're talking to is Ravindra. remember that pls",
            [("User's name is Ravindra", "name")],
        ),
        ("my name is Ravindra. please remember that, thanks", [("User's name is Ravindra", "name")]),
        ("I'm vegan. Remember that!", [("User is vegan", "diet")]),
        ("remember that pls", []),
    ],
)
def test_a_bare_reminder_stores_only_what_it_points_back_to(message, expected):
    assert [t for t, _ in stored(message)] == [t for t, _ in expected]
