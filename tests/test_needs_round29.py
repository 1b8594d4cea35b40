"""Round 29, from batch 44's misses and the pairings strangers write that no table listed, each class in new words:
a meal named by one of its parts (a sauce, a dip, a side dish); a drink named by what it is (a lager, a gin), and
what a condition means for it (a baby due, diabetes); when to go to bed or get up; when to hold something ("when
should we have the christening?"); a plan to learn something; a flight to sit through; a send-off of one's own; a
place to stay that a fear bears on; moving one's things without a car; a noisy place for one who hears poorly; what
to do on a trip; which plants are easy with an animal at home; gear for the weather where one lives; an outfit for
one who is colourblind; the free minutes one has each evening. Then pairings no batch listed: a dread said as a
dislike, whom one cares for when away, nuts on a flight, going out on wheels, fireworks, a family car, a walk from home,
a form in a second language, a dish, a sport or a kind of trip named by itself, a do of one's own, a present said by
its occasion, a picnic. Each with requests that must state nothing (a pie chart, a paper jam, boxing day...)."""

import pytest

from memorylab.policies.grounding import Recalled, choose
from memorylab.policies.needs import needs_of
from memorylab.policies.slots import SLOT_BY_NAME


def statement(request_: str, memories: list[tuple[str, str | None]]) -> str | None:
    recalled = [Recalled(i + 1, text, 0.05, key=key) for i, (text, key) in enumerate(memories)]
    return choose(request_, recalled, 0.15).statement


@pytest.mark.parametrize(
    "request_, memory, expected",
    [
        # a meal named by a part of it
        ("a dipping sauce for spring rolls?", ("User is allergic to peanuts", "allergy:peanut"), "peanuts"),
        ("suggest a marinade for prawns", ("User is allergic to sesame", "allergy:sesame"), "sesame"),
        ("any ideas for nibbles for a games night?", ("User is vegan", "diet"), "vegan"),
        ("what side dishes go well with lamb chops?", ("User is type 2 diabetic", "health:diabetes"), "sugar"),
        # a drink named by what it is, and what a condition means for it
        ("which lager should I try?", ("User is gluten intolerant", "allergy:gluten"), "gluten"),
        ("what gin would you recommend for a gift?", ("User doesn't drink", "diet:alcohol"), "don't drink"),
        ("what should I have to drink at the bar tonight?", ("User is pregnant", "expecting"), "alcohol"),
        ("suggest a cocktail for my birthday", ("User is type 1 diabetic", "health:diabetes"), "sugar"),
        # when to go to bed or get up
        ("what time should I go to bed?", ("User starts work at 6am every day", None), "6am"),
        ("when should I set my alarm for?", ("User works nights at the depot", "schedule"), "nights"),
        # when to hold something: when one is free decides it
        ("when should we have the christening?", ("User works weekends", "schedule"), "weekends"),
        ("when should I book the catch-up with my friends?", ("User works night shifts", "schedule"), "night shifts"),
        # a plan to learn something, and the free minutes one has
        ("make me a plan for learning Italian", ("User only has 15 minutes free each morning", None), "15 minutes"),
        ("a weekly plan for learning to code?", ("User has dyslexia", "health:dyslexia"), "dyslexia"),
        # a flight to sit through
        ("any advice for a long flight?", ("User has migraines", "health:migraine"), "migraines"),
        ("how do I survive a long-haul flight?", ("User has a bad hip", "health:hip"), "hip"),
        ("tips for the airport with my wheelchair?", ("User uses a wheelchair", "transport"), "wheelchair"),
        # a send-off of one's own
        ("help me plan my farewell party", ("User doesn't drink", "diet:alcohol"), "alcohol"),
        ("ideas for my retirement do?", ("User is sober", "diet:alcohol"), "alcohol"),
        # a place to stay, and a fear that bears on it
        ("recommend a b&b in Devon", ("User is afraid of dogs", "fear:dog"), "dogs"),
        ("suggest a guesthouse in the Highlands", ("User has two spaniels", "dog"), "spaniels"),
        # moving one's things without a car
        ("tips for moving house next month?", ("User doesn't drive", "transport"), "drive"),
        ("how should I get my furniture to the new flat?", ("User has no car", "transport"), "car"),
        # somewhere noisy, for one who hears poorly
        ("recommend a pub for my birthday", ("User is hard of hearing", "health:hearing"), "hear each other"),
        # what to do on a trip
        ("what should I do on a trip to Rome?", ("User is afraid of heights", "fear:height"), "heights"),
        ("what should we see on our trip to Prague?", ("User uses a wheelchair", "transport"), "step-free"),
        # which plants are easy, with an animal at home
        ("which houseplants are easy to keep alive?", ("User has a rabbit", "rabbit"), "pet-safe"),
        # gear for the weather where one lives
        ("what kind of car should I get?", ("User lives in Oslo", "city"), "winter"),
        ("which coat should I buy?", ("User lives in Winnipeg", "city"), "weather"),
        # an outfit for one who is colourblind
        ("help me choose an outfit for a party", ("User is colourblind", "health:colourblind"), "colourblind"),
        ("what paint colour should I pick?", ("User is colour blind", "health:colourblind"), "tell apart"),
        # a meal named by the place it comes from
        ("what should I get from the bakery for the office?", ("User is coeliac", "health:coeliac"), "gluten"),
        ("which ice cream should I order?", ("User is lactose intolerant", "allergy:lactose"), "lactose"),
        ("where should we go for afternoon tea?", ("User is allergic to eggs", "allergy:egg"), "eggs"),
        # a day at a place: a condition, getting about, an age
        ("plan a day at the seaside for me", ("User has asthma", "health:asthma"), "asthma"),
        ("which museum should I visit in Vienna?", ("User uses a mobility scooter", "transport"), "scooter"),
        ("plan a spa day for me", ("User is pregnant", "expecting"), "pregnant"),
        ("plan me a trip to Lisbon", ("User is 78", "age:older"), "gentle"),
        # what the body rests or stands on
        ("can you recommend a pillow?", ("User has a bad neck", "health:neck"), "neck"),
        ("which office chair should I get?", ("User has a bad back", "health:back"), "support"),
        ("what trainers should I buy?", ("User has arthritis in User's feet", "health:arthritis"), "arthritis"),
        # what touches the skin
        ("what balloons should I get for the kids' party?", ("User is allergic to latex", "allergy:latex"), "latex"),
        ("suggest a necklace for me", ("User is allergic to nickel", "allergy:nickel"), "nickel"),
        # when one can fit something in
        ("when can I fit in a haircut?", ("User works nights", "schedule"), "nights"),
        ("when should I get my boiler serviced?", ("User works 8 to 6 on weekdays", None), "8 to 6"),
        # a dread said as a dislike
        ("where should we go on holiday in June?", ("User hates flying", "pref:flying"), "train"),
        ("suggest a trip to the islands", ("User is a nervous flyer", None), "nervous flyer"),
        # whom the user looks after, when going away
        ("I'm off to a conference for three days, what do I need to arrange?", ("User cares for User's dad", "carer"),
         "cover their care"),
        ("plan a long weekend in Bruges for me", ("User is the main carer for User's sister", "carer"), "sister"),
        # a flight: nuts on board
        ("any tips for the flight to Dubai?", ("User is allergic to tree nuts", "allergy:nut"), "tree nuts"),
        # going out to eat, on wheels or hard of hearing
        ("where should we go for dinner in Bath?", ("User uses a wheelchair", "health:wheelchair"), "step-free"),
        ("where should we go out for drinks on Friday?", ("User wears hearing aids", "health:hearing"), "hear"),
        # lights in the dark
        ("should I take the kids to the fireworks?", ("User has photosensitive epilepsy", "health:epilepsy"), "strobe"),
        # a family car
        ("what car should we get?", ("User has three kids", "children"), "child seats"),
        # a walk from home
        ("suggest a walk for Sunday morning", ("User lives in Bristol", "city"), "Bristol"),
        # a form or a letter, in a second language
        ("can you explain how to fill in a housing benefit form?", ("User's first language is Tigrinya", None),
         "simple"),
        ("help me write a letter to my landlord", ("User is still learning English", None), "simple"),
        # what touches the skin, and a cookbook
        ("what jumper should I get for the winter?", ("User is allergic to wool", "allergy:wool"), "wool"),
        ("which cookbook should I buy?", ("User is vegan", "diet"), "vegan"),
        # a dish, a sport, a kind of trip, a present's occasion, named by itself
        ("any ideas for flapjacks for the school fair?", ("User is allergic to oats", "allergy:oats"), "oats"),
        ("what toppings should I put on my porridge?", ("User is type 1 diabetic", "health:diabetes"), "sugar"),
        ("should I try bouldering this winter?", ("User has a bad shoulder", "health:shoulder"), "shoulder"),
        ("help me train for my first 5k", ("User works nights", "schedule"), "nights"),
        ("plan a camping trip for us in August", ("User has a 2 year old", "children"), "kid-friendly"),
        ("ideas for a ski holiday in March?", ("User is scared of heights", "fear:height"), "heights"),
        ("what should I put in a hamper for the neighbours?", ("User is skint this month", "budget"), "cheap"),
        # a do of one's own: what guests eat, getting in, what it costs
        ("how should I celebrate my 50th?", ("User is allergic to shellfish", "allergy:shellfish"), "shellfish"),
        ("help me plan our wedding reception", ("User uses a wheelchair", "health:wheelchair"), "step-free"),
        ("ideas for hosting christmas this year?", ("User is on a tight budget", "budget"), "cheap"),
        # a present said by its occasion
        ("what should I get my cousin for Christmas?", ("User is on a tight budget", "budget"), "cheap"),
        ("what can I get my dad for father's day?", ("User has no money this month, User is broke", None), "broke"),
        # a picnic is an outing
        ("plan a picnic for the four of us", ("User uses crutches", "health:crutches"), "step-free"),
    ],
)  # fmt: skip
def test_the_need_is_stated(request_, memory, expected):
    assert expected in (statement(request_, [memory]) or "")


@pytest.mark.parametrize(
    "request_, memory",
    [
        ("how do I get red wine out of the carpet?", ("User doesn't drink", "diet:alcohol")),
        ("how do I get a curry stain off my shirt?", ("User is allergic to peanuts", "allergy:peanut")),
        ("what glaze should I use on my pottery?", ("User is allergic to peanuts", "allergy:peanut")),
        ("what day do I need to hand in my tax return?", ("User works nights", "schedule")),
        ("when should I plant tulips?", ("User works weekends", "schedule")),
        ("what is the history of gin?", ("User doesn't drink", "diet:alcohol")),
        ("how do flights stay in the air?", ("User has migraines", "health:migraine")),
        ("how do I move my files to a new laptop?", ("User doesn't drive", "transport")),
        ("which planets are easy to see tonight?", ("User has a rabbit", "rabbit")),
        ("how do I clean my sofa?", ("User has no car", "transport")),
        ("what's the capital of Norway?", ("User lives in Oslo", "city")),
        ("how should I prepare for my promotion interview?", ("User doesn't drink", "diet:alcohol")),
        ("tips for my new job?", ("User doesn't drink", "diet:alcohol")),
        ("how many coats of paint does a door need?", ("User lives in Winnipeg", "city")),
        ("recommend me a good thriller for the beach", ("User has asthma", "health:asthma")),
        ("what should I watch tonight?", ("User is allergic to nickel", "allergy:nickel")),
        ("when was the Eiffel Tower built?", ("User works nights", "schedule")),
        ("how are mattresses made?", ("User has a bad back", "health:back")),
        ("which museum has the Mona Lisa?", ("User uses a wheelchair", "transport")),
        (
            "can you explain how to fill in a housing benefit form?",
            ("User's first language is English", "first_language"),
        ),
        ("explain how rainbows form", ("User's first language is Polish", "first_language")),
        ("what's the quickest way to learn Rust?", ("User works nights", "schedule")),
        ("how should I make a pie chart in Excel?", ("User is allergic to apples", "allergy:apple")),
        ("how do I fix a paper jam?", ("User is allergic to strawberries", "allergy:strawberry")),
        ("what should I do on boxing day?", ("User has a bad knee", "health:knee")),
        ("how do I pay off a 5k loan?", ("User has asthma", "health:asthma")),
        ("what climbing plants should I grow on the fence?", ("User has a bad back", "health:back")),
        ("what should I do about bruised ribs?", ("User is vegan", "diet")),
        ("suggest a name for my five-a-side football team", ("User has asthma", "health:asthma")),
        ("what time should I get to the station for a 9am train?", ("User has two kids", "children")),
        ("ideas for celebrating my birthday with friends?", ("User has two kids", "children")),
        ("who invented fireworks?", ("User has epilepsy", "health:epilepsy")),
        ("how long is a marathon walk?", ("User lives in Bristol", "city")),
        ("what's the history of the ford motor car?", ("User has three kids", "children")),
    ],
)
def test_an_unrelated_request_states_nothing(request_, memory):
    assert statement(request_, [memory]) is None


@pytest.mark.parametrize(
    "text",
    [
        "User only has about 20 minutes free each evening",
        "User has an hour spare each morning",
        "User goes to choir each Tuesday",
    ],
)
def test_free_time_and_each_day_fill_the_schedule(text):
    assert SLOT_BY_NAME["schedule"].filled_by(text, None)


@pytest.mark.parametrize(
    "question, memory, expected",
    [
        ("where did I grow up?", ("User grew up in Accra", "hometown"), "Accra"),
        ("remind me where I grew up", ("User grew up in a village near Cork", None), "Cork"),
    ],
)
def test_where_one_grew_up_is_asked_as_a_past_question(question, memory, expected):
    assert expected in (statement(question, [memory]) or "")


def test_a_drink_stain_is_no_drink():
    assert needs_of("how do I get a beer stain out of my jeans?") == []
