"""Round 27, from batch 37's misses (development), each written as its class in new words: a question said after a
greeting or a filler ("hey can u remind me what i told you my bf is called"); a question about a relative's fact
("what did my dad do for a living?", or "he" for a relative the message names), answered from the relative's
memory and never from the user's own; the best time of day for anything needs the hours one works; a date needs
how one hears (and gets about, and drinks); one's own age, said in passing ("I'm 72, retired last year"), kept and
needed by a new sport or a workout when it is 60 or over. Each with requests that must not state the fact, and
sayings that must not be read as it."""

import pytest

from memorylab.policies.asking import is_question
from memorylab.policies.grounding import Recalled, choose
from memorylab.policies.needs import needs_of
from memorylab.policies.slots import slots_asked
from tests.intro_helpers import stored


def labels(message: str) -> list[str]:
    return [n.label for n in needs_of(message)]


def statement(request_: str, memories: list[tuple[str, str | None]]) -> str | None:
    recalled = [Recalled(i + 1, text, 0.05, key=key) for i, (text, key) in enumerate(memories)]
    return choose(request_, recalled, 0.15).statement


# --- a question after a greeting or a filler

BOYFRIEND = ("User's boyfriend is Tariq", "partner")


@pytest.mark.parametrize(
    "question",
    [
        "hey can u remind me what i told you my bf is called",
        "ok so what did i say my boyfriend is called",
        "btw whats my fella called again",
        "hiya, remind me what my partner's name is",
        "quick q what is my bf called",
        "oh and u remember my boyfriend's name",
        "um can you remind me what my hubby is called",
    ],
)
def test_a_question_after_a_greeting_is_answered(question):
    assert is_question(question)
    assert "Tariq" in (statement(question, [BOYFRIEND]) or "")


@pytest.mark.parametrize(
    "question",
    [
        "Hello again. Can you write for me a LinkedIn headline? You know already my profession, yes? Tell me which one"
        " you think it is first.",
        "hi there, what do I do for work again?",
        "hello again! remind me what my job is",
    ],
)
def test_a_question_after_hello_again_is_answered(question):
    said = statement(question, [("User works as an accountant in a small firm", None)]) or ""
    assert "accountant" in said


@pytest.mark.parametrize(
    "message",
    [
        "hey I just got back from the gym",
        "ok so I got a new puppy",
        "btw I'm off work tomorrow",
        "oh I love autumn",
        "hello again, I got a new job",
    ],
)
def test_a_statement_after_a_greeting_is_no_question(message):
    assert not is_question(message)


@pytest.mark.parametrize(
    "message", ["hey can u explain how binary search works", "ok so what's the capital of Australia?"]
)
def test_a_greeting_before_a_question_about_the_world_states_nothing(message):
    assert statement(message, [BOYFRIEND]) is None


# --- a relative's fact, asked as theirs

DAD = ("User's dad is a retired fisherman from Newfoundland", None)
OWN_JOB = ("User is a nurse", "job")


@pytest.mark.parametrize(
    "question",
    [
        "I'm writing a speech for my father's birthday, do you remember what he did for a living?",
        "what did my dad do for a living?",
        "remind me what my dad did for work",
        "my dad's retiring party is soon, what was his job again?",
        "doing a family tree for my dad, what did he do before he retired?",
        "what job does my father do?",
    ],
)
def test_a_relatives_fact_is_answered_from_their_memory(question):
    said = statement(question, [OWN_JOB, DAD]) or ""
    assert "fisherman" in said and "nurse" not in said


@pytest.mark.parametrize(
    "question, owner",
    [
        ("where does my sister live again?", "sister"),
        ("what does my wife do for a living?", "partner"),
        ("do you remember where my brother works?", "brother"),
        ("writing a eulogy for my grandad, what did he do for work?", "grandfather"),
        ("remind me what my mum did before she retired", "mother"),
    ],
)
def test_a_question_about_someone_else_asks_for_none_of_the_users_own(question, owner):
    assert [s.name for s in slots_asked(question)] == [owner]


@pytest.mark.parametrize(
    "question",
    [
        "what do I do for a living? my dad keeps asking",
        "what did I say my job was? my mum is a nurse btw",
        "what's my job again?",
    ],
)
def test_the_users_own_fact_is_still_theirs(question):
    said = statement(question, [OWN_JOB, DAD]) or ""
    assert "nurse" in said and "fisherman" not in said


def test_a_relatives_memory_without_a_key_fills_their_need():
    assert "fisherman" in (statement("what should I get my dad for his birthday?", [DAD]) or "")


@pytest.mark.parametrize("message", ["what's the capital of Canada?", "how do I convert a Word doc to PDF on a Mac?"])
def test_an_unrelated_question_does_not_state_the_relative(message):
    assert statement(message, [DAD]) is None


# --- the best time of day for anything needs the hours one works

NIGHTS = ("User works night shifts", "schedule")


@pytest.mark.parametrize(
    "request_",
    [
        "when's the best time of day for me to go to the gym?",
        "what's the ideal time of day for me to lift weights?",
        "when's the best time of day for me to study?",
        "what time of day is best for me to do yoga?",
        "when is a good time for me to go for a swim?",
        "best time of day for us to walk the dog?",
        "when should I go for a run this week?",
    ],
)
def test_the_best_time_of_day_needs_the_hours_one_works(request_):
    assert "schedule" in [n.slot for n in needs_of(request_)]
    said = statement(request_, [NIGHTS]) or ""
    assert "night shifts" in said and "sleep" in said


@pytest.mark.parametrize(
    "message",
    ["when does the gym open?", "when did I last go to the gym?", "what's the capital of Australia?", "what is 7 x 8?"],
)
def test_a_time_not_asked_for_states_no_shifts(message):
    assert statement(message, [NIGHTS]) is None


# --- a date needs how one hears, gets about and drinks

DEAF = ("User is Deaf", "health:Deaf")


@pytest.mark.parametrize(
    "request_",
    [
        "What are some fun date ideas in London?",
        "any first date ideas?",
        "cute date ideas for this weekend?",
        "I'm going on a second date on friday, what should we do?",
        "where should I take my girlfriend on a date?",
        "need some cheap date ideas",
        "date night ideas?",
    ],
)
def test_a_date_needs_how_one_hears(request_):
    assert "hearing" in [n.slot for n in needs_of(request_)]
    said = statement(request_, [DEAF]) or ""
    assert "Deaf" in said and ("signed" in said or "caption" in said)


def test_a_date_needs_not_drinking():
    said = statement("any fun first date ideas?", [("User doesn't drink", "diet:alcohol")]) or ""
    assert "drink" in said


@pytest.mark.parametrize(
    "message",
    [
        "what date is easter this year?",
        "how do I keep up to date with the news?",
        "whats the due date for my tax return",
        "can you update my calendar for me?",
        "is dating hard these days?",
        "explain how binary search works",
    ],
)
def test_a_date_on_the_calendar_needs_nothing(message):
    assert "hearing" not in [n.slot for n in needs_of(message)]
    assert statement(message, [DEAF]) is None


# --- one's own age, and what a new sport needs of it


@pytest.mark.parametrize(
    "message, expected",
    [
        ("I'm 72, retired last year", ("User is 72", "age:older")),
        ("I am 68 years old", ("User is 68", "age:older")),
        ("just turned 70!", ("User is 70", "age:older")),
        ("72 years young here", ("User is 72", "age:older")),
        ("I'm a 68-year-old grandmother", ("User is 68", "age:older")),
        ("I'm in my seventies", ("User is in User's seventies", "age:older")),
        ("I'm 34 and finally learning to swim", ("User is 34", "age")),
    ],
)
def test_ones_own_age_is_kept(message, expected):
    assert expected in stored(message)


@pytest.mark.parametrize(
    "message",
    [
        "when I'm 64 I want to live by the sea",
        "by the time I'm 40 I want a house",
        "I'm 20 min out of Dubbo, be there soon",
        "I'm 30 minutes away",
        "I'm 100% sure",
        "my dad is 72",
        "18 year old son, any tips",
        "a 40 year old woman walked into the shop",
        "30 year old whisky is great",
    ],
)
def test_what_is_not_ones_own_age_is_not_kept(message):
    assert not any(key and key.startswith("age") for _, key in stored(message))


SEVENTY_TWO = ("User is 72", "age:older")


@pytest.mark.parametrize(
    "request_",
    [
        "I'd like to take up a new sport, any suggestions?",
        "what exercise should I start doing?",
        "any ideas for a new hobby?",
        "thinking of joining a gym, what classes should I try?",
        "can you make me a workout plan?",
        "is pickleball a good sport for me?",
        "should I try yoga or pilates?",
    ],
)
def test_a_new_sport_needs_an_older_age(request_):
    said = statement(request_, [SEVENTY_TWO]) or ""
    assert "72" in said and "gentle" in said


def test_a_younger_age_is_not_stated_for_a_sport():
    assert statement("I'd like to take up a new sport, any suggestions?", [("User is 34", "age")]) is None


@pytest.mark.parametrize(
    "message",
    [
        "What's the difference between a crocodile and an alligator?",
        "How do I take a screenshot on Windows 11?",
        "what should I cook tonight?",
        "recommend a good book",
        "what's the chemical formula for table salt?",
    ],
)
def test_an_age_is_not_stated_unasked(message):
    assert statement(message, [SEVENTY_TWO]) is None


@pytest.mark.parametrize("question", ["how old am I?", "do you remember my age?", "how old did I say I was?"])
def test_an_age_is_answered_when_asked(question):
    assert "72" in (statement(question, [SEVENTY_TWO]) or "")


# --- getting through to a bank, a shop or an office needs how one hears (from batch 35)

DEAF_LOWER = ("User is deaf", "health:deaf")


@pytest.mark.parametrize(
    "request_",
    [
        "There's a charge on my card I don't know. What's the fastest way to sort it out with my bank?",
        "how should I contact my landlord about the mould?",
        "what's the best way to complain to my energy company?",
        "how do I get a refund from the airline?",
        "how can I dispute a parking fine?",
        "how do I get through to customer services at my broadband provider?",
        "what's the best way to cancel my subscription to this magazine?",
    ],
)
def test_getting_through_to_a_company_needs_how_one_hears(request_):
    said = statement(request_, [DEAF_LOWER]) or ""
    assert "deaf" in said and "chat" in said


@pytest.mark.parametrize(
    "message",
    [
        "what's the contact lens solution that works best?",
        "how do I save more money each month?",
        "what's the capital of Peru?",
        "explain how a refund differs from a chargeback in law",
    ],
)
def test_no_company_to_reach_states_no_hearing(message):
    assert statement(message, [DEAF_LOWER]) is None


# --- plants for a home with animals (from batch 35)

CATS = ("User has 2 cats", "cat")


@pytest.mark.parametrize(
    "request_",
    [
        "Which plants can I put in my living room? It is quite dark.",
        "what indoor plants would be good for a dark flat?",
        "any house plants that like low light?",
        "which plants should I get for my bathroom?",
        "what plants should I buy for the bedroom?",
        "suggest a plant for my desk",
    ],
)
def test_plants_for_the_home_need_the_animals(request_):
    said = statement(request_, [CATS]) or ""
    assert "cats" in said and "pet-safe" in said


@pytest.mark.parametrize(
    "message", ["what plants did the Victorians grow?", "explain photosynthesis", "which train can I get to Leeds?"]
)
def test_plants_not_for_the_home_state_no_animals(message):
    assert statement(message, [CATS]) is None


# --- "what should go on ...?" asks for advice; a wheelchair said as "I've been a wheelchair user" (from batch 35)


@pytest.mark.parametrize(
    "request_",
    [
        "hosting girls night on saturday, what should go on the cheese board?",
        "what goes in a good packed lunch?",
        "what should go on a pizza for a party?",
        "what can I put in a sandwich for tomorrow?",
    ],
)
def test_what_should_go_on_asks_for_advice(request_):
    assert "food → allergy" in labels(request_)


@pytest.mark.parametrize(
    "message",
    [
        "I've been a wheelchair user since a car accident in 2019, just fyi.",
        "I have been a full-time wheelchair user for 10 years",
    ],
)
def test_a_wheelchair_said_since_when_is_kept(message):
    assert ("User uses a wheelchair", "health:wheelchair") in stored(message)


# --- money said tight with doubled words; a thing to buy for oneself needs it (from batch 35)


@pytest.mark.parametrize(
    "message",
    [
        "money is super super tight right now, like counting every dollar tight",
        "money is really really tight",
        "I'm counting every penny this month",
        "I'm living off benefits at the moment",
    ],
)
def test_money_said_tight_is_kept(message):
    assert ("User is on a tight budget", "budget") in stored(message)


@pytest.mark.parametrize("message", ["my mum is living off benefits", "the deadline is super tight"])
def test_someone_elses_money_or_a_tight_deadline_is_not(message):
    assert not any(key == "budget" for _, key in stored(message))


BUDGET = ("User is on a tight budget", "budget")


@pytest.mark.parametrize(
    "request_",
    [
        "I need a laptop for job applications and zoom interviews, what do you recommend?",
        "what phone should I get?",
        "can you recommend a mattress?",
        "which camera is best for a beginner like me?",
        "should I buy a tablet or a laptop for uni?",
        "what headphones would you suggest for the gym?",
    ],
)
def test_a_thing_to_buy_needs_the_budget(request_):
    assert "tight budget" in (statement(request_, [BUDGET]) or "")


@pytest.mark.parametrize(
    "message", ["how do I fix my laptop's wifi?", "what is a laptop made of?", "explain how a camera lens works"]
)
def test_a_thing_not_bought_needs_no_budget(message):
    assert statement(message, [BUDGET]) is None


# --- a first baby on the way, said without "pregnant" (from batch 35)


@pytest.mark.parametrize(
    "message",
    [
        "20 weeks today!! 🤰 first baby, we find out if it's a boy or girl next week",
        "first baby due in may!",
        "second baby on the way, due in June",
    ],
)
def test_a_baby_on_the_way_is_kept(message):
    assert any(key == "expecting" for _, key in stored(message))


@pytest.mark.parametrize(
    "message", ["first baby I ever held was my niece", "my sister's first baby is due in may", "first baby steps"]
)
def test_someone_elses_baby_is_not_kept_as_the_users(message):
    assert not any(key == "expecting" for _, key in stored(message))


def test_a_baby_on_the_way_needs_pasteurised_cheese():
    memory = ("User is expecting their first baby", "expecting")
    said = statement("hosting girls night on saturday, what should go on the cheese board?", [memory]) or ""
    assert "pasteurised" in said


# --- a home where noise carries; an instrument or a home workout needs it (from batch 35)


@pytest.mark.parametrize(
    "message",
    [
        "I live in a tiny studio and the walls are paper thin, my neighbour literally bangs on the wall if I sneeze",
        "the walls are so thin here",
        "my flat has paper thin walls",
        "I live in London and the walls are paper thin",
    ],
)
def test_thin_walls_are_kept(message):
    assert ("User's home has thin walls", "noise") in stored(message)


@pytest.mark.parametrize(
    "message", ["the walls of the castle are thin", "my neighbour bangs on the door every morning", "thin crust pizza"]
)
def test_other_thin_things_are_not(message):
    assert not any(key == "noise" for _, key in stored(message))


THIN_WALLS = ("User's home has thin walls", "noise")


@pytest.mark.parametrize(
    "request_",
    [
        "I want to learn an instrument this year, which one should I pick?",
        "should I get a drum kit for christmas?",
        "can you make me a home workout?",
        "what speakers should I buy?",
        "any tips to learn guitar as an adult?",
        "which instrument should I learn first?",
    ],
)
def test_something_loud_at_home_needs_the_walls(request_):
    said = statement(request_, [THIN_WALLS]) or ""
    assert "thin walls" in said and "headphones" in said


@pytest.mark.parametrize(
    "message",
    ["what's the loudest instrument in an orchestra?", "how do drums work?", "what should I cook tonight?"],
)
def test_nothing_loud_at_home_states_no_walls(message):
    assert statement(message, [THIN_WALLS]) is None


@pytest.mark.parametrize(
    "question", ["what job does my mum do?", "what did my mum do for work?", "my mum's retiring, what did she do?"]
)
def test_the_users_own_key_is_not_stated_for_a_relatives_fact(question):
    recalled = [
        Recalled(1, "User is a nurse", 0.3, exact_key="job", key="job"),
        Recalled(2, "User's mum is a retired teacher", 0.2),
    ]
    said = choose(question, recalled, 0.15).statement or ""
    assert "teacher" in said and "nurse" not in said
