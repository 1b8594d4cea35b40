"""Round 32's needs pass, from an open development batch (written blind), each class in new words, both sides: a
question asks for a kind of fact in other words than the memory's (what to call the user, a diet by what one eats,
when one is busy, a favourite without the word, what one collects or trains in, a class in the evenings, a pet by
its pet name, a best friend, whoever treats a knee), a memory says its kind in other words (only a microwave, a
herniated disc, twins), and a request needs a fact it does not name (a medicine by its name needs what one takes
already, a honeymoon what one fears, a book the language one is learning). The look-alikes state nothing: a question
about the world or about someone else's fact, a how-to, an unrelated request.
"""

import pytest

from memorylab.policies.grounding import Recalled, choose
from memorylab.policies.needs import needs_of
from memorylab.policies.slots import SLOT_BY_NAME


def grounding(message: str, memories: list[tuple[str, str | None]]):
    recalled = [Recalled(i + 1, text, 0.3, key=key) for i, (text, key) in enumerate(memories)]
    return choose(message, recalled, 0.15)


@pytest.mark.parametrize(
    "question, memories, expected",
    [
        # what to call the user
        ("what should you be calling me again?", [("User's name is Ilse", "name")], "Ilse"),
        ("how should you address me?", [("User's name is Ilse", "name")], "Ilse"),
        ("what do I like to be called?", [("User's name is Bongani", "name")], "Bongani"),
        # a diet, asked by what one eats
        ("do I eat meat or not? I forget what I told you", [("User is vegetarian", "diet")], "vegetarian"),
        ("am I veggie these days?", [("User is vegetarian", "diet")], "vegetarian"),
        ("is there anything I don't eat?", [("User is pescatarian", "diet")], "pescatarian"),
        ("do I eat fish?", [("User is vegan", None)], "vegan"),
        # the hours one is taken, asked as busy or free
        (
            "which evening am I usually busy?",
            [("User has pub quiz night every Thursday with the lads", "routine:thursday")],
            "Thursday",
        ),
        ("when am I usually free?", [("User works nights Monday to Thursday", "schedule")], "nights"),
        ("which day do I usually go out?", [("User goes salsa dancing every Friday", None)], "Friday"),
        # a favourite without the word, of the kind asked for
        (
            "which player do I rate above all others?",
            [("User's favourite film is Alien", "favourite:film"), ("User's favourite footballer is Zidane", None)],
            "Zidane",
        ),
        (
            "which band do I love more than any other?",
            [("User's favourite film is Alien", "favourite:film"), ("User's favourite band is Blur", "favourite:band")],
            "Blur",
        ),
        ("what's my go-to karaoke song?", [("User's favourite song is Dancing Queen", "favourite:song")], "Dancing"),
        ("what's the sweet I like most?", [("User's favourite dessert is tiramisu", "favourite:dessert")], "tiramisu"),
        # what one collects, what one trains in
        ("what is it I collect?", [("User collects vintage fountain pens", "hobby:fountain")], "fountain pens"),
        ("what do I collect again?", [("User collects vinyl records", None)], "vinyl"),
        ("what martial art do I do?", [("User trains Brazilian jiu-jitsu three nights a week", None)], "jiu-jitsu"),
        ("what's my hobby?", [("User practises judo on Saturdays", None)], "judo"),
        # a class taken in the evenings
        ("which course was I taking in the evenings?", [("User is doing a night class in welding", None)], "welding"),
        ("what class am I taking?", [("User signed up for evening classes in Italian", None)], "Italian"),
        # a pet by its pet name
        ("what's my bunny's name?", [("User's rabbit is called Dumpling", "rabbit")], "Dumpling"),
        ("what's my kitten called?", [("User's cat is called Miso", "cat")], "Miso"),
        # a best friend, whose birthday is not the user's
        (
            "who's my bestie again?",
            [("User's sister is Ana", "sister"), ("User's best friend is Tamsin", None)],
            "Tamsin",
        ),
        ("what's my best mate called?", [("User's best friend is Tamsin", "best_friend")], "Tamsin"),
        (
            "when's my best friend's birthday?",
            [("User's birthday is 3 May", "birthday"), ("User's best friend is Tamsin", "best_friend")],
            "Tamsin",
        ),
        # whoever treats a part of the body, and the kinds of carer by their own words
        (
            "who's the guy treating my knee?",
            [("User's GP is Dr Lee", None), ("User's physio is Sanjay", None)],
            "Sanjay",
        ),
        ("who is my osteopath again?", [("User's GP is Dr Lee", None), ("User's osteopath is Kim", None)], "Kim"),
        ("what's my midwife called?", [("User's midwife is Joy", None)], "Joy"),
        # a job by how one earns, a child as one's little one, a car one has got, a condition by its telling
        ("how do I earn a living, remind me?", [("User is a paramedic", "job")], "paramedic"),
        ("what field am I in?", [("User is a structural engineer", "job")], "structural engineer"),
        ("what's the name of my little one?", [("User's son is Ezra", "son")], "Ezra"),
        ("what qualification am I working on?", [("User is doing a public health masters", "study")], "masters"),
        ("what car have I got?", [("User drives a Skoda Octavia", None)], "Skoda"),
        ("what was I diagnosed with?", [("User has type 2 diabetes", "health:diabetes")], "diabetes"),
        ("what am I recovering from?", [("User tore User's ACL skiing", "injury:acl")], "ACL"),
        ("what's wrong with my knee again?", [("User tore User's ACL skiing", "injury:acl")], "ACL"),
        # children said as twins
        ("what are my kids' names?", [("User's twins are Oskar and Elin", "twins")], "Oskar"),
        ("what are my kids' names?", [("User has twins, Oskar and Elin", None)], "Oskar"),
    ],
)
def test_a_question_in_other_words_gets_the_memory_of_its_kind(question, memories, expected):
    g = grounding(question, memories)
    assert g.statement and expected in g.statement, g.reason
    assert len(g.stated) == 1


@pytest.mark.parametrize(
    "question, memories",
    [
        ("who keeps calling me at 3am?", [("User's name is Ilse", "name")]),
        ("what should I call my new puppy?", [("User's name is Ilse", "name")]),
        ("does my wife eat meat?", [("User is vegetarian", "diet")]),
        ("do vegetarians eat fish?", [("User is vegetarian", "diet")]),
        ("which evening is the pub quiz on?", [("User has pub quiz night every Thursday", "routine:thursday")]),
        ("when is the gym least busy?", [("User has pub quiz night every Thursday", "routine:thursday")]),
        ("when is my sister usually free?", [("User has pub quiz night every Thursday", "routine:thursday")]),
        (
            "which player has scored the most goals?",
            [("User's favourite footballer is Zidane", "favourite:footballer")],
        ),
        (
            "which player does my son rate above all others?",
            [("User's favourite footballer is Zidane", "favourite:footballer")],
        ),
        ("which player do I rate above all others?", [("User's favourite film is Alien", "favourite:film")]),
        ("when do the bin men collect?", [("User collects stamps", None)]),
        ("what's my hobby?", [("User trains guide dogs for a living", None)]),
        ("what's in my doggy bag?", [("User's dog is called Rex", "dog")]),
        ("who's Beyonce's best friend?", [("User's best friend is Tamsin", "best_friend")]),
        ("who should I see about my knee?", [("User's physio is Sanjay", None)]),
        ("who's my physio?", [("User's GP is Dr Lee", None)]),
        ("how do I make a living as a writer?", [("User is a paramedic", "job")]),
        ("how do I diagnose a slow laptop?", [("User has type 2 diabetes", "health:diabetes")]),
        ("what's wrong with my car?", [("User tore User's ACL skiing", "injury:acl")]),
        ("what does my wife do for a living?", [("User is a paramedic", "job")]),
    ],
)
def test_a_look_alike_question_states_nothing(question, memories):
    g = grounding(question, memories)
    assert not g.grounded, g.statement


@pytest.mark.parametrize(
    "text, slot",
    [
        ("User's dorm room only has a microwave and a kettle", "kitchen"),
        ("User has nothing but an air fryer", "kitchen"),
        ("User has a herniated disc in User's lower back", "health"),
        ("User has a bulging disc", "health"),
        ("User's triplets are Ada, Bo and Cy", "children"),
        ("User is on lithium", "health"),
        ("User has been taking sertraline for a year", "health"),
        ("User is learning Japanese", "learning language"),
        ("User has been studying Portuguese", "learning language"),
    ],
)
def test_a_memory_says_its_kind_in_other_words(text, slot):
    assert SLOT_BY_NAME[slot].filled_by(text, None)


@pytest.mark.parametrize(
    "text, slot",
    [
        ("User has no kitchen at work", "kitchen"),
        ("User's son takes Ritalin", "health"),
        ("User is on holiday in Spain", "health"),
        ("User's husband is learning Spanish", "learning language"),
        ("User wants to learn Japanese one day", "learning language"),
        ("User trains guide dogs for a living", "hobby"),
        ("User's sister has twins", "children"),
    ],
)
def test_a_memory_of_another_kind_does_not_fill_it(text, slot):
    assert not SLOT_BY_NAME[slot].filled_by(text, None)


@pytest.mark.parametrize(
    "request_, memories, expected",
    [
        # a medicine by its name: what the user takes already, what they react to
        ("can I take ibuprofen for this back pain?", [("User takes warfarin", "health:medication")], "warfarin"),
        ("would aspirin be ok for me for a headache?", [("User takes warfarin", None)], "warfarin"),
        (
            "is it ok to take an antihistamine before driving?",
            [("User is allergic to penicillin", "allergy:penicillin")],
            "penicillin",
        ),
        # a honeymoon, a gap year: a trip, which what one fears and how one gets about decide
        ("plan a honeymoon for us in Greece, 10 days", [("User gets seasick", "fear:seasick")], "seasick"),
        ("ideas for a gap year in South America?", [("User uses a wheelchair", None)], "wheelchair"),
        # a book: one in the language one is learning
        ("recommend me a book to read this summer", [("User is learning Japanese", "learning_language")], "Japanese"),
        ("any good novels for the beach?", [("User is studying Spanish", None)], "Spanish"),
        # what one can cook with, a back a chair must support
        (
            "what can I make for dinner tonight for under a fiver?",
            [("User's dorm room only has a microwave and a kettle", None)],
            "microwave",
        ),
        ("what's the best office chair for me?", [("User has a herniated disc in User's lower back", None)], "disc"),
        # what is worth seeing, what goes with a dish, flowers in a house with a cat: said as a choice to make
        ("which museums in Paris are worth it?", [("User uses a wheelchair", None)], "wheelchair"),
        ("what wine goes with lamb?", [("User doesn't drink", "diet:alcohol")], "don't drink"),
        ("what flowers are safe for the living room?", [("User has a cat called Tofu", "cat")], "Tofu"),
        ("should I get a real christmas tree this year?", [("User has a cat called Tofu", "cat")], "Tofu"),
    ],
)
def test_a_request_needs_the_fact_without_naming_it(request_, memories, expected):
    g = grounding(request_, memories)
    assert g.statement and expected in g.statement, (g.reason, [n.label for n in needs_of(request_)])
    assert g.stated[0].need is not None


@pytest.mark.parametrize(
    "request_, memories",
    [
        ("what's the difference between ibuprofen and paracetamol?", [("User takes warfarin", "health:medication")]),
        ("is ibuprofen bad for dogs?", [("User takes warfarin", "health:medication")]),
        ("what's the history of the honeymoon tradition?", [("User gets seasick", "fear:seasick")]),
        ("plan a honeymoon for us in Greece", [("User works at Deloitte", "employer")]),
        ("recommend a book to read", [("User's husband is learning Spanish", None)]),
        # (a film or a podcast is practice in a language one is learning since round 33: tests/test_needs_round33.py)
        ("how do I fix a dripping tap?", [("User takes warfarin", "health:medication")]),
        ("what can I make for dinner tonight?", [("User has no kitchen at work", None)]),
        ("what flowers should I get my mum?", [("User has a cat called Tofu", "cat")]),
        ("what colour goes with navy?", [("User has a cat called Tofu", "cat")]),
        ("is the Louvre worth it?", [("User works at Deloitte", "employer")]),
        ("what wine goes with lamb?", [("User is a paramedic", "job")]),
    ],
)
def test_a_request_that_does_not_need_the_fact_states_nothing(request_, memories):
    g = grounding(request_, memories)
    assert not g.grounded, g.statement
