"""Round 25, from batch 33's requests (development): the kinds of fact those requests needed and
the kinds of request that need them. Facts: getting about in a wheelchair, several children of one
age ("twin four-year-olds"), a way of eating kept for a while ("doing strict keto since january"),
a religion's food laws ("keep kosher"), high blood pressure and less salt, how one can eat at work
(a short lunch break, no kitchen, no oven). Requests: an occasion where drink is usual (a
housewarming, a dinner party: whether the user drinks), a game or an app (how the user sees and
hears), a lunch (the break, the kitchen at work); a day out with children says kid-friendly. Questions:
which country, what kind of animal, what time do I usually. From the older open batches (27-31): a bike and
no car for a big shop (errand), children for a family movie night, night work said as night shifts, and a
request to make a thing of a kind it needs ("make me a workout schedule") states the fact as needed. Each
with what must not read as it."""

import pytest

from memorylab.policies.grounding import Recalled, choose
from memorylab.policies.needs import needs_of
from memorylab.policies.slots import slots_asked
from tests.intro_helpers import stored


def labels(message: str) -> list[str]:
    return [n.label for n in needs_of(message)]


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("Just so you know, I'm a full-time wheelchair user.", ("User uses a wheelchair", "health:wheelchair")),
        ("I use a wheelchair", ("User uses a wheelchair", "health:wheelchair")),
        ("I'm in a wheelchair", ("User uses a wheelchair", "health:wheelchair")),
        ("I'm paraplegic", ("User is paraplegic", "health:mobility")),
        ("I've got twin four-year-olds who never stop moving 😅", ("User has twins aged four", "children")),
        ("we have two 3-year-olds", ("User has two children aged 3", "children")),
        ("I have twin toddlers", ("User has twin toddlers", "children")),
        ("doing strict keto since january, down 9kg so far", ("User is on a keto diet", "diet:keto")),
        ("We're Jewish and keep kosher at home.", ("User keeps kosher", "diet:kosher")),
        ("I have to cut right back on salt", ("User has to cut back on salt", "diet:salt")),
        ("my blood pressure is too high", ("User has high blood pressure", "health:hypertension")),
        ("my lunch break is only 20 minutes", ("User's lunch break is only 20 minutes", "lunch_break")),
        ("I only get 30 minutes for lunch", ("User's lunch break is only 30 minutes", "lunch_break")),
        (
            "my lunch break is only 20 minutes and there's no kitchen at work, just a kettle",
            ("User has no kitchen at work, just a kettle", "work_kitchen"),
        ),
        ("I don't have an oven", ("User has no oven", "kitchen")),
        ("I only have a bike, no car, and I live up a big hill lol", ("User has a bike and no car", "transport")),
        ("I've got a motorbike but no car", ("User has a motorbike and no car", "transport")),
        ("I'm on nights", ("User works night shifts", "schedule")),
    ],
)
def test_the_facts_these_requests_needed_are_stored(said, memory):
    assert memory in stored(said)


@pytest.mark.parametrize(
    "said",
    [
        "my mum is a wheelchair user",
        "my neighbour uses a wheelchair",
        "I'm in a wheelchair for a few weeks after surgery",
        "is it hard being a wheelchair user?",
        "my sister has twin toddlers",
        "my wife is doing keto",
        "thinking of trying keto, is it worth it?",
        "my sister is Jewish and keeps kosher",
        "where's a good kosher restaurant?",
        "my dad has high blood pressure",
        "I don't have an oven at the moment, it broke",
    ],
)
def test_others_or_what_passes_are_not_these_facts(said):
    keys = {key for _, key in stored(said)}
    assert not keys & {
        "health:mobility",
        "health:wheelchair",
        "children",
        "diet:keto",
        "diet:kosher",
        "health:hypertension",
        "kitchen",
    }


@pytest.mark.parametrize(
    ("message", "label"),
    [
        ("what's a fun thing to bring to my friend's housewarming?", "occasion → alcohol"),
        ("help me plan a dinner party for saturday", "occasion → alcohol"),
        ("what can I serve at my engagement party?", "occasion → alcohol"),
        ("what should I bring to a bbq?", "occasion → alcohol"),
        ("how should I celebrate my promotion?", "occasion → alcohol"),
        ("recommend some games I can play on my phone on the train", "playing → vision"),
        ("any good apps for learning spanish?", "playing → hearing"),
        ("give me a lunch idea for tomorrow", "lunch → lunch break"),
        ("ideas for lunches I can bring to work?", "lunch → work kitchen"),
        ("what should I cook tonight?", "food → kitchen"),
    ],
)
def test_what_these_requests_need(message, label):
    assert label in labels(message)


@pytest.mark.parametrize(
    ("message", "topic"),
    [
        ("what should I wear to a wedding?", "occasion"),
        ("help me draft a toast for my sister's wedding", "occasion"),
        ("Help me plan a kid's birthday party.", "occasion"),
        ("who won the game last night?", "playing"),
        ("ideas for a packed lunch for my son?", "lunch"),
        ("what should I cook tonight?", "lunch"),
    ],
)
def test_requests_that_do_not_need_these(message, topic):
    assert not [x for x in labels(message) if x.startswith(topic + " ")]


@pytest.mark.parametrize(
    ("memory", "key", "request_", "words"),
    [
        ("User uses a wheelchair", "health:wheelchair", "What are some good things to do in Edinburgh?", "accessible"),
        ("User has twins aged four", "children", "plan me a saturday in melbourne", "kid-friendly"),
        ("User doesn't drink", "diet:alcohol", "what's a fun thing to bring to a housewarming?", "alcohol-free"),
        ("User is on a keto diet", "diet:keto", "ideas for lunches I can bring to work?", "carbs low"),
        ("User keeps kosher", "diet:kosher", "what should i cook for friday night dinner?", "no meat with dairy"),
        ("User eats halal only", "diet", "Suggest a three-course menu for a dinner party", "no pork"),
        ("User has to cut back on salt", "diet:salt", "a recipe for a hearty chicken soup?", "low-sodium"),
        ("User has high blood pressure", "health:hypertension", "what should I cook tonight?", "low in salt"),
        ("User's lunch break is only 20 minutes", "lunch_break", "give me a lunch idea for tomorrow", "quick"),
        ("User has no kitchen at work, just a kettle", "work_kitchen", "give me a lunch idea", "no-cook"),
        ("User has no oven", "kitchen", "what should I cook tonight?", "without one"),
        ("User is blind", "health:blind", "recommend some games I can play on my phone", "screen reader"),
        ("User is colourblind", None, "recommend a good puzzle game", "colourblind mode"),
        ("User has a bike and no car", "transport", "What's the best way to do a big weekly grocery shop?", "carry"),
        (
            "User's kids are 7 and 9",
            "children_ages",
            "Recommend a film for movie night this Friday?",
            "family-friendly",
        ),
        ("User works nights", "schedule", "can you make me a weekly workout schedule?", "night shifts"),
    ],
)
def test_the_fact_a_request_needs_is_said_with_what_it_means(memory, key, request_, words):
    statement = choose(request_, [Recalled(1, memory, 0.05, key=key)], 0.15).statement
    assert statement and words in statement, statement


@pytest.mark.parametrize(
    ("memory", "key", "request_"),
    [
        ("User uses a wheelchair", "health:wheelchair", "What's the capital of Australia?"),
        ("User doesn't drink", "diet:alcohol", "how do i fix a dripping kitchen tap"),
        ("User doesn't drink", "diet:alcohol", "what should I wear to a wedding?"),
        ("User's lunch break is only 20 minutes", "lunch_break", "what should I cook for dinner tonight?"),
        ("User has no kitchen at work, just a kettle", "work_kitchen", "what should I cook for dinner tonight?"),
        ("User is blind", "health:blind", "how do I set up a monthly budget spreadsheet?"),
        ("User keeps kosher", "diet:kosher", "recommend me a good sci-fi novel"),
        ("User has twins aged four", "children", "explain how compound interest works"),
        ("User's kids are 7 and 9", "children_ages", "recommend a horror film for tonight"),
        ("User has a bike and no car", "transport", "what should I cook tonight?"),
    ],
)
def test_a_request_that_does_not_need_the_fact_does_not_say_it(memory, key, request_):
    assert not choose(request_, [Recalled(1, memory, 0.05, key=key)], 0.15).grounded


@pytest.mark.parametrize(
    ("question", "slot"),
    [
        ("what country do I live in, do you know?", "home"),
        ("which country am I living in?", "home"),
        ("What kind of animal do I have at home?", "pet"),
        ("what animals do we have?", "pet"),
        ("what time do I usually work out?", "schedule"),
        ("when do I normally go swimming?", "schedule"),
    ],
)
def test_these_questions_ask_for_a_kind_of_fact(question, slot):
    assert slot in [s.name for s in slots_asked(question)]


@pytest.mark.parametrize(
    "question", ["what country is Kraków in?", "what kind of animal is a quokka?", "what time is it in Tokyo?"]
)
def test_questions_about_the_world_ask_for_none_of_these(question):
    assert not {"home", "pet", "schedule"} & {s.name for s in slots_asked(question)}


def test_a_request_that_names_the_users_own_kind_still_asks_for_it():
    memory = Recalled(1, "User is pescatarian", 0.1, key="diet")
    assert choose("suggest a dinner for tonight that fits my diet", [memory], 0.15).answers_a_question


def test_a_routine_answers_what_time_one_usually_does_it():
    memory = Recalled(1, "User hits the gym every day at 5:30am before the kids wake up", 0.1)
    grounding = choose("what time do I usually work out?", [memory], 0.15)
    assert grounding.memory_id == 1


def test_an_animal_answers_what_kind_of_animal_one_has():
    memory = Recalled(1, "User has a ferret called Bandit", 0.1, key="ferret")
    assert choose("What kind of animal do I have at home?", [memory], 0.15).memory_id == 1


@pytest.mark.parametrize(
    ("memory", "key", "request_", "words"),
    [
        ("User is autistic", "health:autistic", "where should I go for my birthday dinner?", "quiet"),
        ("User is deaf", "health:deaf", "recommend a podcast", "transcripts"),
        ("User is deaf", "health:deaf", "any good musicals on in London?", "captioned or signed"),
        ("User is blind", "health:blind", "what's a good hobby to pick up?", "don't rely on sight"),
        ("User is a student on a really tight budget", "job", "where should I go on holiday this summer?", "cheap"),
        ("User is on a tight budget", "budget", "ideas for a date night?", "cheap"),
        ("User is trying to lose weight", "goal", "what should I have for breakfast?", "filling"),
        ("User starts work at 6am", None, "when should I go to the gym?", "around those hours"),
        ("User has MS", "health:ms", "plan me a day in Rome", "take that into account"),
        ("User is afraid of heights", "fear:height", "what should I do in Dubai?", "set that off"),
        ("User has sleep apnea", "health:apnea", "tips for sleeping better?", "take that into account"),
        ("User is vegetarian", "diet", "what should I order at a steakhouse?", "keep to that"),
    ],
)
def test_more_kinds_of_request_need_these_facts(memory, key, request_, words):
    statement = choose(request_, [Recalled(1, memory, 0.05, key=key)], 0.15).statement
    assert statement and words in statement, statement


@pytest.mark.parametrize(
    ("memory", "key", "request_"),
    [
        ("User is autistic", "health:autistic", "what should I cook tonight?"),
        ("User is deaf", "health:deaf", "what should I cook tonight?"),
        ("User is on a tight budget", "budget", "how do noise cancelling headphones work?"),
        ("User is trying to lose weight", "goal", "what should I wear to a wedding?"),
        ("User has sleep apnea", "health:apnea", "recommend a podcast"),
    ],
)
def test_requests_that_do_not_need_these_facts_do_not_say_them(memory, key, request_):
    assert not choose(request_, [Recalled(1, memory, 0.05, key=key)], 0.15).grounded


@pytest.mark.parametrize(
    ("said", "memory"),
    [
        ("I have high cholesterol", ("User has high cholesterol", "health:cholesterol")),
        ("I have gestational diabetes", ("User has gestational diabetes", "health:diabetes")),
        ("I'm anemic", ("User is anemic", "health:anaemia")),
        ("I have photosensitive epilepsy", ("User has photosensitive epilepsy", "health:epilepsy")),
        ("I had a hip replacement last year", ("User has had a hip replacement", "health:hip")),
        ("I have a prosthetic leg", ("User has a prosthetic leg", "health:mobility")),
        ("I'm breastfeeding", ("User is breastfeeding", "health:breastfeeding")),
        ("I'm on blood thinners", ("User takes blood thinners", "health:medication")),
        ("I'm doing intermittent fasting", ("User does intermittent fasting", "diet:fasting")),
        ("I can't walk far", ("User can't walk far", "health:mobility")),
        ("I'm in AA", ("User doesn't drink", "diet:alcohol")),
        ("I don't have a driving licence", ("User doesn't drive", "transport")),
    ],
)
def test_conditions_and_limits_said_plainly_are_stored(said, memory):
    assert memory in stored(said)


@pytest.mark.parametrize(
    "said",
    [
        "my mum has high cholesterol",
        "I have high cholesterol like my dad",
        "is it bad if I have vertigo?",
        "my dad had a hip replacement",
        "I can't walk far today, my feet hurt",
    ],
)
def test_others_conditions_and_a_bad_day_are_not_stored(said):
    assert not [key for _, key in stored(said) if key and key.startswith("health:")]


@pytest.mark.parametrize(
    ("memory", "key", "request_", "words"),
    [
        ("User has high cholesterol", "health:cholesterol", "suggest a dinner recipe", "saturated fat"),
        ("User is anemic", "health:anaemia", "what should I have for breakfast?", "iron-rich"),
        ("User is breastfeeding", "health:breastfeeding", "what can I take for a headache?", "midwife"),
        ("User takes blood thinners", "health:medication", "what can I take for a headache?", "pharmacist"),
        ("User has photosensitive epilepsy", "health:epilepsy", "recommend some games for my switch", "strobe"),
        ("User has photosensitive epilepsy", "health:epilepsy", "what films should I watch this weekend?", "strobe"),
        ("User doesn't drink", "diet:alcohol", "what should I bring to the bbq?", "alcohol-free"),
    ],
)
def test_what_a_condition_means_for_the_request_is_said(memory, key, request_, words):
    statement = choose(request_, [Recalled(1, memory, 0.05, key=key)], 0.15).statement
    assert statement and words in statement, statement


def test_a_screen_that_flashes_is_not_a_cafe():
    memory = Recalled(1, "User has photosensitive epilepsy", 0.05, key="health:epilepsy")
    assert not choose("What should I order at the café?", [memory], 0.15).grounded


def test_whom_one_goes_away_with_asks_for_the_partner():
    memory = Recalled(1, "User and User's girlfriend Saoirse are going to Galway next month", 0.1)
    assert "Saoirse" in choose("who did I say I'm going away with?", [memory], 0.15).statement


def test_how_one_usually_gets_to_the_office_asks_for_the_commute():
    memory = Recalled(1, "User cycles to work every day", 0.1)
    assert choose("how do I normally get to the office?", [memory], 0.15).memory_id == 1
    assert not choose("how do I get to the office from the station?", [memory], 0.15).grounded


@pytest.mark.parametrize(
    "memory", ["User has twins aged four", "User has to cut back on salt", "User has a dog called Rex", "User has MS"]
)
def test_children_a_condition_or_an_animal_are_not_belongings(memory):
    assert not choose("how do I back up my phone?", [Recalled(1, memory, 0.05)], 0.15).grounded


def test_a_car_is_still_a_belonging():
    assert choose("how do I back up my phone?", [Recalled(1, "User has an old iPhone", 0.05)], 0.15).grounded
