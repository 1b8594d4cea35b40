"""Round 30 (issue 20): a newcomer's first sentences about themselves, read by class rather than by sentence.
A home rented ("renting a 2-bed in ..."), one's animal by what it does or does not do and the animals people
keep (reptiles, birds, fish), a question about one's animal and then a pronoun, "mine (Name)" after an animal
said bare, one's people as lines of a form ("wife = ..."), an allergy said "in my case" or of stings "to
them", a team after an emoji and a question, studies by their form (a bootcamp, a night class, A-levels, a
school year), a fixture of the week said with "it's", a fasting scheme, a surname said alone; and the
look-alikes of each that store nothing."""

from __future__ import annotations

import pytest

from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a home held on a lease, any kind of dwelling, with or without "I'm", in lower case, beside a question
        ("is a 10% rent rise legal? we're renting a three bedroom house in Bristol", ("User lives in Bristol", "city")),
        ("im renting a studio in manchester, is 900 a month normal?", ("User lives in Manchester", "city")),
        ("currently renting a flat in Glasgow with two mates", ("User lives in Glasgow", "city")),
        ("I'm subletting a room in Berlin from a friend of a friend", ("User lives in Berlin", "city")),
        ("we lease a condo in Toronto and the HOA fees are wild", ("User lives in Toronto", "city")),
        ("i'm renting a bedsit in leeds and the damp is awful", ("User lives in Leeds", "city")),
        # one's animal by what it does or does not do, the animals people keep
        ("my leopard gecko hasn't shed properly, humidity tips?", ("User has a leopard gecko", None)),
        ("our tortoise won't come out of his shell since the cold snap", ("User has a tortoise", None)),
        ("my corn snake is refusing mice again", ("User has a corn snake", None)),
        ("my budgie keeps plucking his feathers", ("User has a budgie", None)),
        ("I have a chameleon called Pascal", ("User has a chameleon called Pascal", None)),
        ("we've got two guppies and a pleco", ("User and others have got two guppies and a pleco", None)),
        # a question about one's animal, then a pronoun that says what it is
        ("any birthday ideas for my cat? she's a 14 year old tabby called Miso",
         ("User's cat is a 14 year old tabby called Miso", "cat")),
        ("what should I feed my new puppy? she's a lab called Bonnie", ("User's puppy is called Bonnie", "dog")),
        # "mine" after an animal said bare, in the plural
        ("do hamsters like cucumber? mine, Peanut, goes mad for it", ("User's hamster is called Peanut", "hamster")),
        ("are ferrets ok alone all day?? ours is called Bandit", ("User's ferret is called Bandit", "ferret")),
        # one's people and animals as the lines of a form
        ("husband = Tomasz, any anniversary gift ideas?", ("User's husband is Tomasz", "partner")),
        ("Wife: Priya. Kids: Arjun and Meera", ("User's wife is Priya", "partner")),
        ("dog = Biscuit, cat = Mochi", ("User's dog is called Biscuit", "dog")),
        # an allergy said "in my case", "for me"; stings named first, then "allergic to them"
        ("sesame allergy for me, so no tahini please", ("User is allergic to sesame", "allergy:sesame")),
        ("peanut allergy in my case, what snacks are safe on a plane?", ("User is allergic to peanut", None)),
        ("wasp stings, I'm allergic to them so I carry an epipen", ("User is allergic to wasp stings", None)),
        ("hornet stings: im anaphylactic to them", ("User is allergic to hornet stings", None)),
        # a team said before an emoji and a question
        ("Celtic have been my club since I was wee 🍀 who's the best keeper we've had?",
         ("User supports Celtic", "team")),
        # studies by their form
        ("year 10 doing GCSE chemistry, how do I balance equations",
         ("User is in year 10 doing GCSE chemistry", "study")),
        ("I'm in sixth form", ("User is in sixth form", "study")),
        ("I'm on a bricklaying course at the local college", ("User is on a bricklaying course", "study")),
        ("I signed up for an evening class in pottery",
         ("User has signed up for an evening class in pottery", "study")),
        ("taking a night class in plumbing at the tech college, which tools should I buy?",
         ("User is taking a night class in plumbing", "study")),
        ("enrolled in a data science bootcamp (10 weeks). SQL is killing me",
         ("User is enrolled in a data science bootcamp", "study")),
        # a fixture of the week said with "it's"
        ("sundays it's a roast at my mum's", ("User has a roast at User's mum's on sundays", None)),
        ("on tuesdays its choir practice with my sister",
         ("User has choir practice with User's sister on tuesdays", None)),
        ("weekends it's football with my lad, any boot recommendations?",
         ("User has football with User's lad on weekends", None)),
        # a fasting scheme by its numbers or its name
        ("I'm doing 18/6 fasting, can I have tea?", ("User does 18/6 fasting", "diet:fasting")),
        ("I fast till 1pm most days (18:6)", ("User does 18:6 fasting", "diet:fasting")),
        ("OMAD for two years now", ("User does OMAD fasting", "diet:fasting")),
        # a surname said alone, often as a correction
        ("my surname is O'Neill-Brady", ("User's surname is O'Neill-Brady", "surname")),
        ("everyone gets my last name wrong, it's actually Nakamura-Smith",
         ("User's surname is Nakamura-Smith", "surname")),
        ("my last name's Okafor btw", ("User's surname is Okafor", "surname")),
        ("surname: Kowalski", ("User's surname is Kowalski", "surname")),
    ],
)  # fmt: skip
def test_each_class_is_stored(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "I'm renting a car in Lisbon",  # no home
        "I'm renting a storage unit in Leeds",
        "I'm renting a rehearsal studio in Camden tonight",
        "we're renting a villa in Crete for a week",  # a holiday
        "my friend is renting a flat in Paris",
        "if I rented a flat in Madrid how much would it cost",
        "my neighbour's dog won't stop barking",  # someone else's animal
        "my friend's gecko hasn't eaten",
        "if my dog doesn't eat what should I do",
        "my dream dog is a husky",
        "can you write a poem for my neighbour's dog? he's a beagle called Rex",
        "if I get a dog, what should I call him? he'd be a beagle",
        "boss = Karen, any tips for dealing with a micromanager?",
        "bee stings don't bother me",
        "I'm taking a class on Friday",  # a form with no subject
        "I'm on a course for work",
        "I'm taking a yoga class tonight",
        "I'm taking a break at college",  # no study
        "I'm doing fine at A-level",
        "my son is doing a coding bootcamp",
        "I'm thinking of doing a coding bootcamp",
        "would a coding bootcamp be worth it?",
        "I'm in a class of 30",
        "every monday it's chaos at work",  # no fixture
        "every morning its raining lol",
        "thinking of trying 16:8, is it safe?",  # a scheme only thought of
        "my husband does 16:8",
        "I'm on the 14:10 train",
        "your surname is Smith",  # not the speaker's surname
        "my friend's surname is Okafor",
        "what's a good surname for a villain? his surname is Blackwood",
        "my surname is Welsh",
    ],
)
def test_look_alikes_store_nothing(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # how much the speaker can spend
        ("I can only afford £35 a week on groceries", ("User can only afford £35 a week on groceries", "budget")),
        ("i can only spend 50 quid per person, ideas for a hen do?",
         ("User can only spend 50 quid per person", "budget")),
        ("I can't spend more than $1,500 a month on rent", ("User can spend at most $1,500 a month on rent", "budget")),
        ("my weekly budget is £60 for food", ("User's weekly budget is £60 for food", "budget")),
        # a pregnancy in words, a phobia, motion sickness
        ("I'm seven months pregnant, is a long flight ok?", ("User is seven months pregnant", "expecting")),
        ("im twenty-two weeks pregnant, is sushi ok?", ("User is twenty-two weeks pregnant", "expecting")),
        ("I'm really claustrophobic so no caves please", ("User is claustrophobic", "fear:claustrophobic")),
        ("I get car sick on windy roads", ("User gets car sick", None)),
        ("i get really bad travel sickness", ("User gets travel sickness", None)),
        # a month or a day kept
        ("I'm doing Dry January, mocktail ideas?", ("User is doing Dry January", None)),
        ("I keep Shabbat so nothing on Friday night", ("User keeps Shabbat", None)),
        ("we observe the sabbath", ("User observes the sabbath", None)),
        # a partner's or a parent's aid, an animal's age
        ("my wife uses a wheelchair so we need step-free hotels", ("User's wife uses a wheelchair", "family:wife")),
        ("my dad relies on a walking stick now", ("User's dad uses a walking stick", "family:dad")),
        ("my cat is 14 and sleeps all day", ("User's cat is 14", "cat:age")),
        ("our beagle is nearly 12", ("User's beagle is 12", "dog:age")),
        # a home town is where one is from
        ("my home town, Cork, is lovely in spring", ("User is from Cork", "hometown")),
        ("my hometown (Tralee) has a great festival", ("User is from Tralee", "hometown")),
    ],
)  # fmt: skip
def test_what_lasts_is_stored(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "my friend can only afford £20 a week",
        "if I could only afford £20 a week what would I eat",
        "my dog is 30 kilos",
        "my cat is 14 kg",
        "a Shabbat dinner recipe please",
        "my friend uses a wheelchair",
        "Team Alpha here, can you help with our sprint plan?",  # a team, no name
        "taking a break at college",
    ],
)
def test_what_lasts_look_alikes_store_nothing(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    "message",
    ["my home town, Cork, is lovely in spring", "my home town is Derry"],
)
def test_a_home_town_is_not_where_one_lives(message):
    assert not any(key == "city" for _, key in stored(message))


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a favourite named in the question before, then "they've been my favourite ..."
        ("who's the best Ajax player ever? they've been my favourite team since I was small",
         ("User's favourite team is Ajax", None)),
        # a favourite said without its kind
        ("unpopular opinion but marmite toast is my fave, what goes with it?",
         ("User's favourite is marmite toast", None)),
        # an animal looked after
        ("I have to walk my greyhound before work, any breakfast ideas?", ("User has a greyhound", None)),
        ("need to feed my axolotl while I'm away for a week", ("User has an axolotl", None)),
        # one's people named in the speaker's own language, in a question too
        ("mi esposa Lucía wants to learn English, what app is best?", ("User's wife is Lucía", "partner")),
        ("what should I get mon mari Pierre for his birthday?", ("User's husband is Pierre", "partner")),
        ("meine Tochter Lena ist 5", ("User's daughter is Lena", "daughter")),
        # a partner said by being together
        ("I've been with Priya for 3 years and we want a dog", ("User's partner is Priya", "partner")),
        ("me and Leon have been together since 2019", ("User's partner is Leon", "partner")),
        ("we broke up last year, I'm with Sarah now, gift ideas?", ("User's partner is Sarah", "partner")),
        # an allergy said beside what is avoided, without "I'm"
        ("i cant do latex (allergic), which gloves for cleaning?", ("User is allergic to latex", None)),
        ("I can't wear wool, allergic, any warm alternatives?", ("User is allergic to wool", None)),
        ("can't have sesame at all, anaphylactic allergy, safe snacks?", ("User is allergic to sesame", None)),
        # classes said first; a pastime said as the kind of person one is
        ("night classes in Mandarin at the adult college, any flashcard apps?",
         ("User takes night classes in Mandarin", "study")),
        ("i've become one of those sourdough people lol", ("User is into sourdough", None)),
        # who a question asks about, then "asking for myself"
        ("what's a safe beer for someone with a barley intolerance? asking for me",
         ("User has barley intolerance", "allergy:barley")),
        ("average salary for a dental nurse? asking for myself lol", ("User is a dental nurse", "job")),
        # an animal as what a thing is of or for
        ("need a caption for a photo of my corgi, make it funny", ("User has a corgi", None)),
        # a home said by being squeezed into it
        ("we're a couple with a baby squeezed into a one-bed flat in Dublin", ("User lives in Dublin", "city")),
        ("we're squeezed into a tiny flat in Hong Kong", ("User lives in Hong Kong", "city")),
        # a school year said as a form or a class
        ("Am in form 3 doing KCSE prep, help with a timetable", ("User is in form 3 doing KCSE prep", "study")),
        ("I'm a total bouldering nerd", ("User is a total bouldering nerd", None)),
    ],
)  # fmt: skip
def test_more_classes_are_stored(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "I've been with Barclays for 10 years",  # an employer, not a partner
        "I'm with Vodafone now",
        "I'm with Leon at the moment in the pub",
        "I'm seeing Leon tonight",
        "my friend is seeing Leon",
        "my friend asked me to feed her cat",
        "if I leave my dog alone will he be ok",
        "you are my favourite",
        "this one is my favourite",
        "I'm one of those people who always arrives early",
        "my brother is a coffee snob",
        "a birthday card for my dog-loving friend",
        "need a name for my new puppy, she's tiny. thinking Rex or Max?",  # a name being chosen
        "what's a good gift for a nurse?",
        "I'm in class 3 of the course",
        "we're in a holiday cottage in Cornwall this week",
        "here's a photo of my horse painting from last week",  # a picture of one (LoCoMo, round 30)
    ],
)
def test_more_look_alikes_store_nothing(message):
    assert stored(message) == []
