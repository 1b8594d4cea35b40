"""Round 23b: blind batch 29's misses and false stores, each written as its general form in
phrasings of our own (batch 29 became a development set after its first score), and a stay
bounded in time, which is no home ("I'm staying in Paris for a week")."""

import pytest

from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    "message",
    [
        "I'm staying in Paris for a week",
        "we're out in Spain for a fortnight",
        "I'm staying in Leeds till Friday",
        "we're out in Lisbon on holiday",
        "I'm in Berlin on business until Thursday, so slow replies",
        "we're up in Aberdeen for a few days",
        "down in Cornwall this weekend visiting my gran",
        "I'm in Tokyo for work this week",
        "in Nairobi for my sister's graduation this weekend, the traffic is mad",
        "staying at a hotel in Madrid this week, the pool is tiny",
        "I'm living in Lisbon for a month",
        "I'm on exchange in Madrid this semester",
        "I've been in Rome for a week and the food is unreal",
        "I'm staying in Paris, visiting friends for a week",
    ],
)
def test_a_stay_bounded_in_time_is_no_home(message):
    assert not [t for t, k in stored(message) if k == "city"], stored(message)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("staying in Bengaluru only, near the metro", ("User lives in Bengaluru", "city")),
        ("I've been staying in Leeds for two years", ("User lives in Leeds", "city")),
        ("I've been living in Berlin for a few months now", ("User lives in Berlin", "city")),
        ("I just moved to Leeds this week", ("User moved to Leeds", "city")),
        ("I live in Paris but I'm in Rome for a week", ("User lives in Paris", "city")),
        ("I'm in Rome for a week but I live in Paris", ("User lives in Paris", "city")),
        # a home said as one keeps it past a comma; a stay's own bound still counts there
        ("I live in Leeds, visiting my parents this weekend", ("User lives in Leeds", "city")),
        ("we live in Leeds, on holiday in Spain now", ("User lives in Leeds", "city")),
        # "today" is the weather's, not the stay's (sealed batch 28 at the round's end)
        ("the weather here in Perth is wild today, 40 degrees", ("User is based in Perth", "city")),
    ],
)
def test_a_home_beside_a_stay_is_still_a_home(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # the job one speaks as, after a comma or before what it does to one's own life
        ("double shift at the depot, being a bus driver is not glamorous", ("User is a bus driver", "job")),
        ("as a secondary school teacher my summers are sacred", ("User is a secondary school teacher", "job")),
        # ... or before a question one has of it
        ("as a physiotherapist, should I be worried about this knee thing", ("User is a physiotherapist", "job")),
        ("quick one as a nurse can I take ibuprofen on shift?", ("User is a nurse", "job")),
        # a bare "I'm allergic" after what the dish must leave out, in the same sentence
        ("a lasagne with zero mushrooms please, I'm really allergic", ("User is allergic to mushrooms", None)),
        # an allergy corrected
        ("oops, it's not shellfish I'm allergic to, it's kiwi", ("User is allergic to kiwi", None)),
        ("I'm not allergic to dairy, it's soy", ("User is allergic to soy", None)),
        # a pick said as what nothing beats, or as the best one ever before a new clause
        ("honestly nothing beats a good cortado, I have one every day", ("User's favourite is a good cortado", None)),
        (
            "best album ever made is Rumours and I will not be debating this",
            ("User's favourite album is Rumours", "favourite:album"),
        ),
        ("my favourite film is Heat and nobody can change my mind", ("User's favourite film is Heat", None)),
        # a night of the week that comes round
        ("every thursday is quiz night for us, we never win", ("User has quiz night every Thursday", None)),
        ("I usually do the food shop saturday mornings", ("User does the food shop on Saturday mornings", None)),
        # a pastime one has kept at since childhood or for years
        ("crocheting has honestly saved my sanity", ("User's hobby is crocheting", None)),
        ("I've been fishing since I was a little kid", ("User has been fishing since User was a little kid", None)),
        ("been sketching for years, mostly portraits", ("User has been sketching for years", None)),
        # a degree said without "I'm doing", an exam sat, a change of course
        ("MSc in data science, dissertation due in may", ("User is doing an MSc in data science", "study")),
        ("currently sitting my CIMA exams, pray for me", ("User is taking the CIMA exams", "study")),
        ("not doing law anymore, switched to economics this term", ("User studies economics", "study")),
        ("I've changed my major to linguistics", ("User studies linguistics", "study")),
    ],
)
def test_found_now(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "as a nurse my mum worked nights for years",
        "as a kid my dad took me fishing every sunday",
        "what's it like as a nurse, should I apply",
        "my sister, being a nurse, is always tired",
        "being a pilot must be so cool",
        "nothing beats the feeling of finishing a marathon",
        "I was studying late and switched to decaf",
        "my course switched to online this term",
        "I've been smoking since I was 15",
        "therapy has saved my life",
    ],
)
def test_these_store_nothing(message):
    found = stored(message)
    assert not [t for t, k in found if k in ("job", "study") or t.startswith(("User's favourite", "User's hobby"))], (
        found
    )


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a place called home
        ("Halifax is home, born and bred", ("User lives in Halifax", "city")),
        ("Leeds has been home for ten years now", ("User lives in Leeds", "city")),
        # a name said against the one on the account
        ("this is my brother's login, I'm actually Lena not Leon", ("User's name is Lena", "name")),
        ("I'm actually Mike, not Michael", ("User's name is Mike", "name")),
        # someone one is seeing, named
        ("we split in march and I'm now seeing someone called Idris", ("User is dating Idris", "partner")),
        # a favourite corrected
        (
            "I told you my favourite colour was blue but it's really green",
            ("User's favourite colour is green", "favourite:colour"),
        ),
        (
            "I said my fav snack was crisps but actually it's salted popcorn",
            ("User's favourite snack is salted popcorn", "favourite:snack"),
        ),
    ],
)
def test_found_now_too(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        # a joke name, a tentative plan said without "I", a place that is home to something else
        "my real name is Superman, keep it quiet",
        "honestly I'm Batman at night lol",
        "might take up salsa next year, we'll see",
        "could move to Bristol at some point, who knows",
        "Paris is home to the Louvre",
        "Rome is home for the week, the hotel is lovely",
        # "I'm seeing" someone for a while, not a partner
        "I'm seeing Dr Patel on Monday about my knee",
    ],
)
def test_these_store_nothing_either(message):
    assert stored(message) == []


def test_an_animal_may_still_have_a_heros_name():
    assert_stored("my dog Yoda is snoring again", ("User's dog is called Yoda", "dog"))


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a first name typed in lower case before a laugh, and the nickname after it
        ("hey so im maria lol, everyone calls me ria", ("User's name is Maria; User goes by Ria", "name")),
        ("hi im sam haha first time using this", ("User's name is Sam", "name")),
    ],
)
def test_a_lower_case_name_before_a_laugh(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize("message", ["hey im dead lol", "hey im dead.", "hey so im tired lol", "hi im back haha"])
def test_a_state_before_a_laugh_is_no_name(message):
    assert not [t for t, k in stored(message) if k == "name"], stored(message)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # blind batch 27's needs: a budget said with "money's", a pet by what it needs
        ("money's really tight at the moment, on universal credit", ("User is on a tight budget", "budget")),
        ("life's good, I'm a nurse in Leeds", ("User is a nurse in Leeds", "job")),
        ("my rescue dog has really bad separation anxiety", ("User's rescue dog has separation anxiety", "pet")),
        ("my cat has diabetes so I inject her twice a day", ("User's cat has diabetes", "pet")),
    ],
)
def test_a_budget_said_with_an_s_and_a_pet_by_what_it_needs(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    ["Tom's allergic to nuts", "my friend's dog has anxiety", "if my dog had anxiety I'd get a trainer"],
)
def test_someone_elses_and_a_maybe_still_store_nothing(message):
    assert stored(message) == []
