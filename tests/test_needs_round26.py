"""Round 26, from batch 35's misses (development), each written as its class in new words: the name one goes by,
asked for as such ("what name do I go by?"); a request said without its "I" or a question mark ("need an easy
cookie recipe for the bake sale") still needs a child's allergy; a party of one's own ("turning 30, party
ideas") needs not drinking, said as an anniversary ("2 YEARS SOBER TODAY") or as "no booze for me, ever again";
no car "or a license" and "I bus everywhere" for a day trip; twins by their age ("twins are 2 and a half") for a
holiday; the month of fasting for a meal plan; coeliac said without the "I" and a restaurant named by its
cooking ("an Italian place") for what to order; bad knees said without "my" ("I'm 78, knees are shot") for an
exercise plan. Each with requests that must not state the fact, and sayings that must not be read as it."""

import pytest

from memorylab.policies.grounding import Recalled, choose
from memorylab.policies.needs import needs_of
from memorylab.policies.slots import slots_asked
from tests.intro_helpers import stored


def labels(message: str) -> list[str]:
    return [n.label for n in needs_of(message)]


def statement(request_: str, memory: str, key: str | None) -> str | None:
    return choose(request_, [Recalled(1, memory, 0.05, key=key)], 0.15).statement


# --- the name one goes by


@pytest.mark.parametrize(
    "question",
    [
        "ok random q but what name do i go by? testing if u remember lol",
        "what do I go by again?",
        "which name did I say I go by?",
        "remind me of the name I go by",
        "how should you address me?",
        "what do people call me?",
        "what should you call me?",
    ],
)
def test_the_name_one_goes_by_is_asked_for(question):
    assert "name" in [s.name for s in slots_asked(question)]
    memory = Recalled(1, "User's name is Oluwaseun; User goes by Seun", 0.05, key="name")
    assert "Seun" in choose(question, [memory], 0.15).statement


@pytest.mark.parametrize(
    "question",
    ["what route do I go by to the airport?", "should I go by train or bus?", "what do I go by train, the 8:15?"],
)
def test_going_by_a_way_is_not_a_name(question):
    assert "name" not in [s.name for s in slots_asked(question)]


def test_an_unrelated_request_does_not_say_the_name():
    memory = Recalled(1, "User's name is Oluwaseun; User goes by Seun", 0.05, key="name")
    assert not choose("how do i turn a word doc into a pdf on mac", [memory], 0.15).grounded


# --- a child's allergy, for food said as a request without "I" or "?"

SON_PEANUT = ("User's son is allergic to peanut", "allergy:son:peanut")


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("my son (7) has a really bad peanut allergy, we carry 2 epipens", SON_PEANUT),
        ("my daughter (4) has a super bad egg allergy", ("User's daughter is allergic to egg", "allergy:daughter:egg")),
        ("my little one has a very severe sesame allergy", ("User's little one is allergic to sesame", None)),
    ],
)
def test_a_childs_allergy_said_with_age_or_how_bad_is_stored(said, memory):
    text, key = memory
    assert any(t == text and (key is None or k == key) for t, k in stored(said)), stored(said)


@pytest.mark.parametrize(
    "request_",
    [
        "need an easy cookie recipe for the class bake sale friday, nothing too fancy",
        "need a quick snack idea for the kids' football practice",
        "looking for a birthday cake recipe for saturday",
        "want some easy lunchbox ideas for monday",
        "searching for a good brownie recipe, nothing fancy",
        "could use a simple muffin recipe for the school fair",
        "ok so need some party food ideas for my daughter's party",
    ],
)
def test_food_asked_for_without_i_or_a_question_mark_needs_the_allergy(request_):
    said = statement(request_, *SON_PEANUT)
    assert said and "peanut" in said, said


@pytest.mark.parametrize(
    "request_",
    [
        "need a new phone charger",
        "looking for a good sci-fi novel, something short",
        "need help with a cover letter",
        "want a name for our new golden retriever puppy",
        "after a long day I just want my bed",
        "my son needs a new coat",
    ],
)
def test_other_requests_said_so_do_not_state_the_allergy(request_):
    assert not choose(request_, [Recalled(1, SON_PEANUT[0], 0.05, key=SON_PEANUT[1])], 0.15).grounded


# --- not drinking, for a party of one's own

SOBER = ("User doesn't drink", "diet:alcohol")


@pytest.mark.parametrize(
    "said",
    [
        "2 YEARS SOBER TODAY 🎉🎉",
        "6 months sober this week, feeling great",
        "I'm officially 1 year sober as of today",
        "no booze for me, ever again",
        "so no more alcohol for me",
        "ten years sober now",
    ],
)
def test_not_drinking_said_as_an_anniversary_or_a_vow_is_stored(said):
    assert SOBER in stored(said)


@pytest.mark.parametrize(
    "said",
    [
        "no booze for me tonight thx",
        "sober today lol",
        "no alcohol for me this weekend, driving",
        "no drink for me thanks",
    ],
)
def test_a_night_off_is_not_not_drinking(said):
    assert SOBER not in stored(said)
    assert not [k for _, k in stored(said) if k and k.startswith("diet")]


@pytest.mark.parametrize(
    "request_",
    [
        "turning 30 next month, give me fun party ideas!!",
        "help me plan my 40th",
        "any ideas for my 50th birthday?",
        "throwing a party for my birthday, any ideas?",
        "party ideas for my promotion?",
        "what should I do for my 21st?",
    ],
)
def test_a_party_of_ones_own_needs_not_drinking(request_):
    said = statement(request_, *SOBER)
    assert said and "alcohol-free" in said, (said, labels(request_))


@pytest.mark.parametrize(
    "request_",
    [
        "Help me plan a kid's birthday party.",
        "how do i turn a word doc into a pdf on mac",
        "what's the capital of Mongolia?",
        "recommend me a good sci-fi novel",
        "write me a haiku about autumn leaves",
        "best way to get a stripped screw out?",
    ],
)
def test_other_requests_do_not_state_not_drinking(request_):
    assert not choose(request_, [Recalled(1, SOBER[0], 0.05, key=SOBER[1])], 0.15).grounded


# --- no car, for a day out


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("i don't have a car or a license, i bus everywhere", "User doesn't have a car"),
        ("i don't have a car or a license, i bus everywhere", "User takes the bus everywhere"),
        ("we don't own a car or even a driving licence", "User doesn't have a car"),
        ("I just tram everywhere", "User takes the tram everywhere"),
        ("honestly I bike everywhere", "User bikes everywhere"),
        ("I don't have a car or a driver's license lol", "User doesn't have a car"),
    ],
)
def test_no_car_said_with_no_licence_or_a_bus_everywhere_is_stored(said, text):
    assert (text, "transport") in stored(said)


@pytest.mark.parametrize(
    "said",
    [
        "I don't have a car today, it's in the garage",
        "we don't have the car for the weekend",
        "my mum buses everywhere",
    ],
)
def test_a_car_away_for_a_day_is_not_no_car(said):
    assert not [k for _, k in stored(said) if k == "transport"]


@pytest.mark.parametrize(
    "request_",
    [
        "help me plan a day trip from Denver up to the mountains this weekend?",
        "ideas for a day out from Leeds?",
        "what should I do in the Lake District this weekend?",
        "plan me a saturday in the countryside near Bristol",
        "any good things to do around here this weekend?",
        "where should I go on holiday this summer?",
    ],
)
def test_a_day_out_needs_getting_about_without_a_car(request_):
    said = statement(request_, "User takes the bus everywhere", "transport")
    assert said and "bus or train" in said, (said, labels(request_))


@pytest.mark.parametrize(
    "request_", ["what should I cook tonight?", "explain compound interest", "recommend a podcast about history"]
)
def test_other_requests_do_not_state_no_car(request_):
    assert not choose(request_, [Recalled(1, "User takes the bus everywhere", 0.05, key="transport")], 0.15).grounded


# --- twins by their age, for a holiday


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("twins are 2 and a half and the baby is 6 weeks old. send coffee", "User has twins aged 2 and a half"),
        ("my twins are 7", "User has twins aged 7"),
        ("our twins are nearly 3, send help", "User has twins aged 3"),
        ("twins are 4 now lol", "User has twins aged 4"),
        ("my twins are 9 and the baby is 1", "User has twins aged 9"),
        ("our twins are 10 and obsessed with football", "User has twins aged 10"),
    ],
)
def test_twins_by_their_age_are_stored(said, text):
    assert (text, "children") in stored(said)


@pytest.mark.parametrize("said", ["my sister's twins are 5", "the twins next door are 4", "are twins 2 hard?"])
def test_others_twins_are_not_the_users(said):
    assert not [k for _, k in stored(said) if k == "children"]


@pytest.mark.parametrize(
    "request_",
    [
        "we're thinking about a long weekend in Amsterdam next month, what should we do there?",
        "plan us a city break in Lisbon",
        "what should we do on a weekend in Paris?",
        "any ideas for a holiday in Cornwall this summer?",
        "must-do things in Barcelona?",
        "can you recommend a hotel in Rome?",
    ],
)
def test_a_holiday_needs_the_children(request_):
    said = statement(request_, "User has twins aged 2 and a half", "children")
    assert said and "twins" in said and "friendly" in said, (said, labels(request_))


@pytest.mark.parametrize("request_", ["what's a good podcast about history?", "how do I fix a dripping tap?"])
def test_other_requests_do_not_state_the_twins(request_):
    memory = Recalled(1, "User has twins aged 2 and a half", 0.05, key="children")
    assert not choose(request_, [memory], 0.15).grounded


# --- the month of fasting, for a meal plan

RAMADAN = ("User is fasting for Ramadan", "diet:ramadan")


@pytest.mark.parametrize(
    "said",
    [
        "Ramadan Mubarak! This is my first year fasting the full month since I reverted to Islam 🙏",
        "I'm fasting for Ramadan",
        "I observe Ramadan every year",
        "my first Ramadan fasting the whole month, wish me luck",
        "I'm currently fasting during Ramadan",
        "I always keep Ramadan",
    ],
)
def test_the_month_of_fasting_is_stored(said):
    assert RAMADAN in stored(said)


@pytest.mark.parametrize(
    "said", ["my husband is fasting for Ramadan", "is it hard fasting for ramadan?", "when does Ramadan start?"]
)
def test_anothers_fast_or_a_question_is_not_stored(said):
    assert RAMADAN not in stored(said)


@pytest.mark.parametrize(
    "request_",
    [
        "can you help me meal prep for this week? I work 9 to 5 and I'm so drained in the evenings",
        "what should I cook for dinner tonight?",
        "give me a shopping list for the week",
        "suggest some easy recipes for this week",
        "what's a good breakfast?",
        "plan my meals for the week",
    ],
)
def test_a_meal_plan_needs_the_fast(request_):
    said = statement(request_, *RAMADAN)
    assert said and "suhoor" in said, (said, labels(request_))


@pytest.mark.parametrize("request_", ["how do i center a div in css", "what tyre pressure for a 2016 Civic?"])
def test_other_requests_do_not_state_the_fast(request_):
    assert not choose(request_, [Recalled(1, RAMADAN[0], 0.05, key=RAMADAN[1])], 0.15).grounded


# --- coeliac, for what to order where one eats out

COELIAC = ("User is coeliac (no gluten)", "allergy:coeliac")


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("Diagnosed with coeliac disease last year so gluten is absolutely off the table for me.", COELIAC),
        ("Diagnosed with celiac two years ago", ("User is celiac (no gluten)", "allergy:celiac")),
        ("gluten is off the table for me", ("User avoids gluten", "diet:gluten")),
        ("dairy is totally off the menu now", ("User avoids dairy", "diet:dairy")),
        ("recently diagnosed with coeliac, still learning", COELIAC),
        ("was diagnosed with coeliac as a kid", COELIAC),
    ],
)
def test_coeliac_said_without_the_i_is_stored(said, memory):
    assert memory in stored(said)


@pytest.mark.parametrize(
    "request_",
    [
        "Going to an Italian place with my in-laws tonight. What should I order?",
        "what should I order at the thai place?",
        "we're going to a mexican spot tonight, any tips?",
        "what's good to order at an indian place?",
        "heading to a greek place for lunch, what should I get?",
        "any tips for a chinese place tonight?",
    ],
)
def test_what_to_order_where_one_eats_out_needs_coeliac(request_):
    said = statement(request_, *COELIAC)
    assert said and "gluten-free" in said, (said, labels(request_))


@pytest.mark.parametrize(
    "request_",
    [
        "what should I order first, the sofa or the rug?",
        "what order should I read the Discworld books in?",
        "recommend me a good sci-fi novel",
    ],
)
def test_ordering_something_else_does_not_state_coeliac(request_):
    assert not choose(request_, [Recalled(1, COELIAC[0], 0.05, key=COELIAC[1])], 0.15).grounded


# --- bad knees said without "my", for an exercise plan

KNEES = ("User has bad knees", "health:knee")


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("I'm 78, knees are shot but the mind is still sharp as a tack 😄", KNEES),
        ("knees are knackered these days", KNEES),
        ("I'm 70, hips are wrecked", ("User has bad hips", "health:hip")),
        ("retired now, back is shot", ("User has a bad back", "health:back")),
        ("knees are wrecked so no running for me", KNEES),
        ("I'm 65 and, well, knees are not great", KNEES),
    ],
)
def test_a_bad_body_part_said_without_my_is_stored(said, memory):
    assert memory in stored(said)


@pytest.mark.parametrize("said", ["knees are shot after that hike", "back is sore today", "my knees are bad today"])
def test_a_bad_day_is_not_bad_knees(said):
    assert not [k for _, k in stored(said) if k and k.startswith("health:")]


@pytest.mark.parametrize(
    "request_",
    [
        "What's a good exercise routine for me to stay in shape?",
        "how can I get fitter?",
        "give me a weekly workout plan",
        "what's a good way to stay active?",
        "what exercise should I do?",
        "any tips to keep fit at home?",
    ],
)
def test_exercise_needs_the_knees(request_):
    said = statement(request_, *KNEES)
    assert said and "low-impact" in said, (said, labels(request_))


@pytest.mark.parametrize("request_", ["what does idempotent mean?", "what should I cook tonight?"])
def test_other_requests_do_not_state_the_knees(request_):
    assert not choose(request_, [Recalled(1, KNEES[0], 0.05, key=KNEES[1])], 0.15).grounded


# --- the hours one eats in, asked by its own noun

WINDOW = ("User's eating window is noon to 8pm", "diet:eating_window")


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I do 16:8 fasting, my eating window is noon to 8pm.", "User's eating window is noon to 8pm"),
        ("my eating window is 11am-7pm", "User's eating window is 11am to 7pm"),
        ("my eating window is from 1pm to 9pm so no breakfast", "User's eating window is 1pm to 9pm"),
        ("I only eat between 12 and 8", "User's eating window is 12 to 8"),
        ("my feeding window is 12-8", "User's eating window is 12 to 8"),
        ("I eat between 10 and 6 only, doing IF", "User's eating window is 10 to 6"),
    ],
)
def test_the_eating_window_is_stored(said, text):
    assert (text, "diet:eating_window") in stored(said)


@pytest.mark.parametrize("said", ["my wife's eating window is noon to 8", "what eating window is best?"])
def test_anothers_or_a_question_is_not_the_eating_window(said):
    assert not [k for _, k in stored(said) if k == "diet:eating_window"]


@pytest.mark.parametrize(
    "question",
    [
        "What eating window did I tell you I stick to? When does it start?",
        "what's my eating window again?",
        "remind me of my fasting window",
        "when do I usually eat?",
        "when can I break my fast?",
        "what were my eating hours?",
    ],
)
def test_the_eating_window_is_asked_for_by_its_noun(question):
    memories = [Recalled(1, "User is vegan", 0.1, key="diet"), Recalled(2, WINDOW[0], 0.1, key=WINDOW[1])]
    assert choose(question, memories, 0.15).memory_id == 2


@pytest.mark.parametrize(
    "request_", ["how do i turn a word doc into a pdf on mac", "what's the capital of Mongolia?", "recommend a podcast"]
)
def test_other_requests_do_not_state_the_eating_window(request_):
    assert not choose(request_, [Recalled(1, WINDOW[0], 0.05, key=WINDOW[1])], 0.15).grounded


# --- an allergy asked for by the reaction


@pytest.mark.parametrize(
    "question",
    [
        "Buying a yoga mat. Which material did I say I react to again?",
        "what do I react badly to?",
        "which metal did I tell you I react to?",
        "what did I mention I break out in hives from?",
        "what am I sensitive to again?",
        "which fabric do I get hives from?",
    ],
)
def test_an_allergy_is_asked_for_by_the_reaction(question):
    memories = [Recalled(1, "User is allergic to latex", 0.05, key="allergy:latex"), Recalled(2, "User has a cat", 0.1)]
    assert choose(question, memories, 0.15).memory_id == 1


@pytest.mark.parametrize(
    "question",
    ["how do I react to criticism better?", "what did I say when I reacted?", "which colour do I like best?"],
)
def test_reacting_otherwise_does_not_ask_for_an_allergy(question):
    assert "allergy" not in [s.name for s in slots_asked(question)]


# --- where one is based, asked "where did I tell you I'm based", answered by a stay

STAY = "User is spending this whole year in Chiang Mai"


@pytest.mark.parametrize(
    "question",
    [
        "I'm looking into coworking spaces. Where did I tell you I'm based this year?",
        "where did I say I live?",
        "where did I mention I was staying?",
        "where do I live?",
        "which city did I tell you I live in?",
        "where did I tell you I'm living?",
    ],
)
def test_a_stay_answers_where_one_is_based(question):
    memories = [Recalled(1, STAY, 0.1), Recalled(2, "User has a cat", 0.1)]
    assert "Chiang Mai" in choose(question, memories, 0.15).statement


@pytest.mark.parametrize("question", ["how do I spend less money?", "recommend a podcast", "what's 2 plus 2?"])
def test_other_requests_do_not_state_the_stay(question):
    assert not choose(question, [Recalled(1, STAY, 0.05)], 0.15).grounded


def test_staying_in_is_no_home():
    assert not choose("where do I live?", [Recalled(1, "User is staying in tonight", 0.05)], 0.15).grounded
