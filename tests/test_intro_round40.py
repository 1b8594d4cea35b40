"""Round 40, from blind batch 64's misses (scored on the round's start, then opened as a development set): a study by
its year or its finishing, an apprenticeship to a trade, a school named abroad, a home by the years in it or the town
past it, a pet named among what its tank holds or with Turkish's "my" suffix, a business of one's own said without
"I", a workplace worn as a way of life, a vehicle driven all day, a pastime that took over, a favourite "for
everything", bad knees since an accident, a new year's goal of 10,000 steps; and the shoes a runner asks for. Each
with look-alikes that must stay unread."""

import pytest

from memorylab.policies.extract import extract_rules
from memorylab.policies.grounding import Recalled, choose
from memorylab.policies.needs import needs_of
from memorylab.policies.said_abroad import said_abroad
from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    "said, expected",
    [
        # study
        ("wrapping up my PhD in sociology, viva in March", ("User is doing a PhD in sociology", "study")),
        ("finishing up my MSc in ecology and honestly can't wait", ("User is doing an MSc in ecology", "study")),
        (
            "second year studying medicine at Leeds and the anatomy exams are brutal, any tips for memorising?",
            ("User is a second-year medicine student at Leeds", "study"),
        ),
        (
            "I'm doing an apprenticeship to become a plumber, first year",
            ("User is doing an apprenticeship to become a plumber", "study"),
        ),
        (
            "estudio medicina en la Universidad de Chile, tercer año",
            ("User studies medicine (medicina) at Universidad de Chile", "study"),
        ),
        (
            "ich studiere Informatik an der TU München",
            ("User studies computer science (Informatik) at TU München", "study"),
        ),
        # home
        (
            "grew up in Lagos but been in Houston 8 yrs now and the humidity still gets me",
            ("User has lived in Houston for 8 yrs", "city"),
        ),
        ("grew up in Lagos, moved later", ("User grew up in Lagos", "hometown")),
        ("our place is way out past Missoula so the wifi is bad", ("User lives out past Missoula", "city")),
        ("Our house is just outside Cork", ("User lives just outside Cork", "city")),
        ("signed the lease on a flat in Glasgow yesterday", ("User lives in Glasgow", "city")),
        # pets
        ("the tank has two guppies and a betta named Noodle. is that ok?", ("User has a betta named Noodle", "betta")),
        # work
        ("running my own bakery now!!! need captions for launch day", ("User runs their own bakery", "employer")),
        ("call centre life. how do I rest my voice between shifts", ("User works in a call centre", "work_field")),
        ("retail life lol, my feet hurt", ("User works in retail", "work_field")),
        (
            "just clocked out, driving a forklift 10 hours a day wrecks your back",
            ("User drives a forklift", "job"),
        ),
        # a pastime, a favourite, the body, a goal
        ("knitting has completely taken over my life, help", ("User's hobby is knitting", "hobby:knitting")),
        (
            "my go-to colour for pretty much everything is teal, what goes with it?",
            ("User's favourite colour is teal", "favourite:colour"),
        ),
        ("my knees are shot after a skiing accident years ago", ("User has bad knees", "health:knee")),
        ("new year's goal: 10,000 steps a day. wish me luck", ("User's new year's goal is 10,000 steps a day", "goal")),
        ("my goal is to save 5,000 euros, then travel", ("User's goal is to save 5,000 euros", "goal")),
        ("my weird hobby is building ships in bottles", ("User's hobby is building ships in bottles", None)),
    ],
)
def test_batch_64_misses_are_read(said, expected):
    assert_stored(said, expected)


@pytest.mark.parametrize(
    "said",
    [
        "my brother grew up in Lagos but been in Houston 8 yrs now",
        "he grew up in Lagos and been in Houston 8 yrs",
        "my sister's place is near Leeds",
        "my friend's tank has a betta named Noodle",
        "my brother is running his own bakery",
        "my mum's gardening has taken over my life",
        "my knees are shot after that run",
        "my back is wrecked from the gym",
    ],
)
def test_their_lookalikes_stay_unread(said):
    assert not [text for text, _ in stored(said) if not text.startswith("User's brother") and "sister" not in text], (
        stored(said)
    )


def test_a_pet_named_with_the_turkish_my_suffix_is_kept_as_said():
    kept = said_abroad("Kedim Pamuk bütün gün uyuyor, neredeyse hiç oynamıyor. Bu normal mi sence?", [])
    assert kept and kept[0][2] == "Turkish" and "Kedim Pamuk" in kept[0][3]
    assert said_abroad("Kedim bütün gün uyuyor", []) == []  # no name after it: the suffix alone is not enough


def test_a_thousands_comma_does_not_end_what_is_kept():
    assert any("10,000" in c.text for c in extract_rules("my goal is 10,000 steps a day"))


@pytest.mark.parametrize(
    "message, wanted",
    [
        ("what shoes should I buy?", True),
        ("which gear do I need for winter?", True),
        ("what shoes go with a suit?", False),
    ],
)
def test_kit_for_what_one_does_needs_the_pastime(message, wanted):
    assert ("hobby" in [n.slot for n in needs_of(message)]) is wanted, needs_of(message)


def test_shoes_are_chosen_for_the_running_just_started():
    running = Recalled(1, "User started running recently", 0.05, key="hobby:running")
    [stated] = choose("what shoes should I buy?", [running], 0.15).stated
    assert stated.statement == "You told me you started running recently, so I'd pick what's made for that."
    assert not choose("what shoes go with a navy suit?", [running], 0.15).stated


@pytest.mark.parametrize(
    "memory, sentence",
    [
        (
            "User is allergic to shellfish",
            "You told me you're allergic to shellfish, so I'd keep shellfish out of anything I suggest, shrimp paste"
            " and shared fryers included.",
        ),
        (
            "User has a peanut allergy",
            "You told me you have a peanut allergy, so I'd keep peanuts out of anything I suggest, satay sauce and"
            " peanut oil included.",
        ),
        (
            "User is allergic to cashews",
            "You told me you're allergic to cashews, so I'd keep that out of anything I suggest.",
        ),
    ],
)
def test_a_meal_asked_for_says_what_the_allergy_keeps_out(memory, sentence):
    """The round-40 walk: "Suggest a dinner I can eat tonight." got only "... so watch out for that." (SmolLM2's dish
    was dropped as nonsense): the statement now says what stays out of the meal, and where it hides."""
    [stated] = choose("Suggest a dinner I can eat tonight.", [Recalled(1, memory, 0.05, key="allergy:x")], 0.15).stated
    assert stated.statement == sentence


def test_a_liked_food_is_not_read_as_an_allergen():
    liked = Recalled(1, "User's favourite snack is peanuts", 0.05, key="favourite:snack")
    assert all("keep peanuts out" not in s.statement for s in choose("suggest a snack", [liked], 0.15).stated)


@pytest.mark.parametrize(
    "said, expected",
    [  # blind batch 66 (indirect sayings), opened as a development set after its first score
        ("long shift pouring concrete, site foreman life. which boots last?", ("User is a site foreman", "job")),
        ("farrier work is not glamorous, best waterproof gloves?", ("User is a farrier", "job")),
        (
            "technically I own the little barbershop on the high street",
            ("User owns the little barbershop on the high street", "employer"),
        ),
        ("third summer in Tucson and I'm still not used to it", ("User is in Tucson for User's third summer", "city")),
        ("ferry cancelled again, living on Orkney has its downsides", ("User lives on Orkney", "city")),
        ("living in Leeds is cheap compared to London", ("User lives in Leeds", "city")),
        ("small town Manitoba gal here, nearest mall is 2 hours away", ("User lives in Manitoba", "city")),
        ("Me mudei pra Curitiba mês passado", ("User moved to Curitiba", "city")),
        ("Sinds vorig jaar wonen we in Gent, vlak bij het station.", ("User lives in Gent", "city")),
        ("autumn is the best season, fight me", ("User's favourite season is autumn", "favourite:season")),
        ("finished my 2nd marathon on sunday, legs are gone", ("User has finished their 2nd marathon", None)),
        ("gym days are mon/wed/fri, so wednesday nights I'm useless", ("User's gym days are mon/wed/fri", None)),
        ("the tinnitus in my left ear makes pubs hard", ("User has tinnitus in their left ear", "health:tinnitus")),
        ("can't go near peanuts or my throat closes up", ("User is allergic to peanuts", "allergy:peanut")),
        (
            "signed up for a half ironman next september, build me a plan",
            ("User signed up for a half ironman next september", "goal"),
        ),
        ("trying to hit B2 in German before the move", ("User is learning German, aiming for B2", "learning_language")),
        (
            "Tagalog and English I can do in my sleep, Spanish not so much",
            ("User speaks Tagalog and English", "languages"),
        ),
    ],
)
def test_batch_66_misses_are_read(said, expected):
    assert_stored(said, expected)


@pytest.mark.parametrize(
    "said",
    [
        "saw a dog called Sir Waffles at the park today, what breed has ears like that",
        "my sister says, nurse life is brutal",
        "nurse life must be hard",
        "my sister can't go near peanuts or her throat closes",
        "my sister hates living in Leeds",
        "the cat, Mrs Whiskers (my niece named her, not my fault), screams for breakfast",
    ],
)
def test_batch_66_lookalikes_stay_unread(said):
    assert not stored(said), stored(said)


@pytest.mark.parametrize(
    "said, expected",
    [  # sealed batch 65's days-later misses, read after its end score
        (
            "big goal for this year: finally get my HGV licence",
            ("User's big goal for this year is finally get User's HGV licence", "goal"),
        ),
        ("hobby wise I'm big on fly fishing, most weekends", ("User is big on fly fishing", None)),
    ],
)
def test_batch_65_days_later_facts_are_read(said, expected):
    assert_stored(said, expected)


def test_a_july_barbecue_at_home_in_melbourne_is_a_winter_one():
    home = Recalled(1, "User lives in Melbourne", 0.05, key="city")
    [stated] = choose("is july a good month to have a backyard bbq at my place?", [home], 0.15).stated
    assert stated.statement.endswith("In July it's winter in Melbourne.")


def test_a_car_for_us_needs_room_for_the_dog():
    dog = Recalled(1, "User has a newfoundland named Bear", 0.05, key="dog")
    [stated] = choose("suggest a car that would work for us", [dog], 0.15).stated
    assert (
        stated.statement
        == "You told me you have a newfoundland named Bear, so I'd look for one with room in the back for them."
    )
