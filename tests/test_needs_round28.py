"""Round 28, from batch 39's misses (development), each written as its class in new words: a question asked of the
telling ("when did I say I usually train?") asks what a direct question would; a pastime followed by "on" ("doing
pottery on the wheel") is still one; whom the user looks after, asked as "the person I care for"; every memory kept
under the key of the kind asked for ("which dietary rules do I follow?": both rules); an evening out for one's own
birthday needs whether one drinks, and is no present for a partner. And two over-triggers: the best time of year
for a trip needs no working hours, and cancelling a membership is about reaching the provider, not the activity.
Each with messages that must not state the fact."""

import pytest

from memorylab.policies.grounding import Recalled, choose
from memorylab.policies.needs import needs_of
from memorylab.policies.slots import SLOT_BY_NAME, asked_directly, slots_asked


def slots_of(message: str) -> list[str]:
    return [n.slot for n in needs_of(message)]


def statement(request_: str, memories: list[tuple[str, str | None]]) -> str | None:
    recalled = [Recalled(i + 1, text, 0.05, key=key) for i, (text, key) in enumerate(memories)]
    return choose(request_, recalled, 0.15).statement


# --- a question asked of the telling asks what the direct question would


@pytest.mark.parametrize(
    "question, direct",
    [
        ("when did I tell you I normally work out?", "when do I normally work out?"),
        ("what did i say i'm into these days?", "what am I into these days?"),
        ("who did I mention I was travelling with?", "who was I travelling with?"),
        ("what did I tell u that I can't eat?", "what do I can't eat?"),
    ],
)
def test_a_report_of_the_telling_is_taken_out(question, direct):
    assert asked_directly(question) == direct


@pytest.mark.parametrize(
    "question, memory, expected",
    [
        ("when did I tell you I normally do my workouts?", ("User cycles every morning before work", None), "morning"),
        ("when did i say i usually get my training in?", ("User rows on Tuesdays and Thursdays", None), "Tuesdays"),
        ("what did I mention I'm into these days?", ("User has been doing yoga on sunday mornings", None), "yoga"),
        ("which material did I tell you I react to?", ("User is allergic to wool", "allergy:wool"), "wool"),
    ],
)  # fmt: skip
def test_a_question_asked_of_the_telling_is_answered_by_the_kind(question, memory, expected):
    assert expected in (statement(question, [memory]) or "")


@pytest.mark.parametrize(
    "question",
    [
        "did I tell you I saw Priya yesterday?",
        "what did I say about the weather yesterday?",
        "where did I say I left my keys?",
    ],
)
def test_a_report_that_asks_for_no_kind_names_no_slot(question):
    assert slots_asked(question) == []


# --- a pastime followed by "on" is still a pastime; an idiom is none


@pytest.mark.parametrize(
    "text",
    [
        "User has been doing pottery on the wheel every weekend",
        "User has been going climbing on Saturdays",
        "User goes swimming on weekday mornings",
    ],
)
def test_a_pastime_followed_by_on_fills_the_hobby(text):
    assert SLOT_BY_NAME["hobby"].filled_by(text, None)


@pytest.mark.parametrize(
    "text", ["User has been running on empty all week", "User has been running late", "User has been running errands"]
)
def test_an_idiom_of_running_is_no_hobby(text):
    assert not SLOT_BY_NAME["hobby"].filled_by(text, None)


# --- whom the user looks after, asked without naming them

CARES_FOR_MUM = ("User looks after User's mum, who has dementia", "carer")


@pytest.mark.parametrize(
    "question",
    [
        "any tips for making bath time less stressful for the person I look after?",
        "what's a calm day out for the man I care for?",
        "remind me who I look after?",
        "who do we care for again?",
        "how can I help the lady I care for sleep better?",
    ],
)
def test_the_person_one_looks_after_is_answered_by_the_carer_memory(question):
    assert "mum" in (statement(question, [CARES_FOR_MUM]) or "")


def test_a_carer_memory_without_a_key_fills_the_slot():
    grandad = ("User is the main carer for User's grandad", None)
    said = statement("any ideas to keep the person I care for busy?", [grandad])
    assert "grandad" in (said or "")


@pytest.mark.parametrize(
    "message",
    ["how do I look after a cactus?", "who looks after the dog when we're away?", "what's the capital of Peru?"],
)
def test_looking_after_a_thing_asks_for_no_carer(message):
    assert "carer" not in [s.name for s in slots_asked(message)]
    assert statement(message, [CARES_FOR_MUM]) is None


# --- every memory kept under the key of the kind asked for

RULES = [("User keeps halal", "diet:halal"), ("User avoids caffeine after noon", "diet:caffeine")]
ALLERGIES = [("User is allergic to sesame", "allergy:sesame"), ("User is allergic to shellfish", "allergy:shellfish")]


@pytest.mark.parametrize(
    "question, memories, expected",
    [
        ("remind me which food rules I said I keep?", RULES, ("halal", "caffeine")),
        ("what am I allergic to again?", ALLERGIES, ("sesame", "shellfish")),
    ],
)
def test_every_memory_of_the_key_asked_for_is_stated(question, memories, expected):
    said = statement(question, memories) or ""
    assert all(word in said for word in expected), said


def test_the_same_text_under_two_keys_is_stated_once():
    said = statement("what's my diet?", [("User is vegan", "diet:vegan"), ("User is vegan", "diet:plant")]) or ""
    assert said.count("vegan") == 1


def test_of_memories_of_the_kind_by_wording_only_the_most_similar_is_stated():
    recalled = [
        Recalled(1, "User swims every morning", 0.4),
        Recalled(2, "User takes the dog out every evening", 0.2),
    ]
    grounding = choose("when do I usually exercise?", recalled, 0.15)
    assert grounding.memory_ids == (1,)


def test_a_key_the_question_names_is_stated_alone():
    recalled = [
        Recalled(1, "User's dog is called Rolo", 0.05, exact_key="dog", key="dog"),
        Recalled(2, "User's cat is called Miso", 0.3, key="cat"),
    ]
    assert choose("what's my dog called?", recalled, 0.15).memory_ids == (1,)


# --- an evening out for one's own birthday


@pytest.mark.parametrize(
    "request_",
    [
        "plan me a fun evening out in Leeds for my birthday",
        "ideas for an evening out with the girls on friday?",
        "suggest a night on the town in Glasgow for me and my mates",
    ],
)
def test_an_evening_out_needs_whether_one_drinks(request_):
    assert "alcohol" in slots_of(request_)
    said = statement(request_, [("User doesn't drink alcohol", "diet:alcohol")]) or ""
    assert "alcohol-free" in said


@pytest.mark.parametrize(
    "request_", ["what should I do for my birthday this year?", "fun ideas for my birthday weekend with friends?"]
)
def test_ones_own_birthday_needs_no_partner(request_):
    assert "partner" not in slots_of(request_)


@pytest.mark.parametrize("request_", ["gift idea for my husband's birthday?", "what should I get my girlfriend?"])
def test_a_partners_birthday_still_needs_the_partner(request_):
    assert "partner" in slots_of(request_)


# --- when in the year to travel needs none of the user's facts; a season is no working hours

SHIFTS = ("User works night shifts", "schedule")
AT_HOME = [SHIFTS, ("User lives in Dundee", "city"), ("User has two kids", "children"), ("User is broke", "budget")]


@pytest.mark.parametrize(
    "request_",
    [
        "when's the best time of year to go to Peru?",
        "what's the best season for a trip to Norway?",
        "best month to visit Vietnam?",
        "when is the best time to visit Kyoto?",
        "what's the ideal time of the year to see the northern lights?",
    ],
)
def test_when_in_the_year_to_travel_needs_none_of_the_users_facts(request_):
    assert needs_of(request_) == []
    assert statement(request_, AT_HOME) is None


@pytest.mark.parametrize(
    "request_", ["what's the best time of year to plant garlic in my garden?", "which month should I sow my lawn?"]
)
def test_a_season_needs_no_working_hours(request_):
    assert "schedule" not in slots_of(request_)


@pytest.mark.parametrize(
    "request_",
    ["what's the best time of day for me to visit the gym?", "when's a good time to visit my gran after work?"],
)
def test_the_best_time_of_day_still_needs_the_hours(request_):
    assert "schedule" in slots_of(request_)


# --- cancelling a membership is about reaching the provider

EXERCISE_FACTS = [
    ("User has a bad knee", "health"),
    ("User works night shifts", "schedule"),
    ("User's goal is to run a marathon", "goal"),
]


@pytest.mark.parametrize(
    "request_",
    [
        "how can I cancel my yoga studio membership?",
        "what's the easiest way to get out of my gym contract?",
        "how do I close my old savings account?",
        "help me cancel the cottage booking",
        "can you help me unsubscribe from my meal kit subscription?",
        "how do I freeze my climbing gym membership?",
        "how can I delete my old meal delivery account?",
    ],
)
def test_cancelling_an_account_needs_only_another_way_than_a_call(request_):
    assert slots_of(request_) == ["hearing"]
    assert statement(request_, EXERCISE_FACTS) is None
    said = statement(request_, [("User is Deaf", "health:Deaf")]) or ""
    assert "skip the phone" in said


@pytest.mark.parametrize(
    "request_",
    ["is a gym membership worth it for me?", "what should I do at the gym tonight?", "which gym plan suits me?"],
)
def test_a_membership_one_is_choosing_keeps_the_activitys_needs(request_):
    assert "health" in slots_of(request_)


# --- a weekend's plan needs a Sabbath kept strictly

SABBATH = ("User keeps Shabbat strictly, no travel from Friday sundown", "faith")


@pytest.mark.parametrize(
    "request_",
    [
        "put together a weekend plan for me in Rome",
        "any ideas for this saturday?",
        "what should we do on friday night in Berlin?",
        "plan me a long weekend in Lisbon",
    ],
)
def test_a_weekend_plan_needs_the_sabbath(request_):
    assert "observance" in slots_of(request_)
    said = statement(request_, [SABBATH]) or ""
    assert "Shabbat" in said and "day of rest" in said


@pytest.mark.parametrize(
    "message, memories",
    [
        ("plan a day trip on wednesday", [SABBATH]),
        ("what did I do last weekend?", [SABBATH]),
        ("any ideas for this weekend?", [("User is Jewish", "faith")]),
        ("what's the capital of Chile?", [SABBATH]),
    ],
)
def test_no_weekend_plan_or_no_sabbath_states_none(message, memories):
    assert "Shabbat" not in (statement(message, memories) or "")
    assert "day of rest" not in (statement(message, memories) or "")
