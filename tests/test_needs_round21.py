"""Round 21: what blind batch 22's requests needed and the agent did not bring (indirect 13/18 at
the round's start), and batch 20's misses since, as general rules in phrasings of our own:
what a condition or a diet means for a meal or a drink, a fear of flying for a journey, books
for one who cannot see print, a family holiday, a gift's budget; and the facts those requests
needed that were not stored."""

import pytest

from memorylab.policies.extract import extract_rules
from memorylab.policies.grounding import Recalled, choose, read
from memorylab.policies.needs import Need, needs_of
from memorylab.policies.wording import say_needed


def needs(message: str) -> set[tuple[str, str]]:
    return {(n.topic, n.slot) for n in needs_of(message)}


@pytest.mark.parametrize(
    ("message", "need"),
    [
        ("where's a nice place for us to go on holiday in June?", ("holiday", "children")),
        ("suggest some novels for the long flight", ("reading", "vision")),
        ("any ideas for a rainy day activity with the kids?", ("pastime", "children")),
        ("gift ideas for my best friend's birthday?", ("gift", "budget")),
    ],
)
def test_a_request_needs(message, need):
    assert need in needs(message)


@pytest.mark.parametrize(
    ("memory", "need", "words"),
    [
        ("User has type 1 diabetes", Need("food", "pudding", "food condition"), "sugar"),
        ("User follows a keto diet", Need("food", "lunch", "diet"), "carbs"),
        ("User is lactose intolerant", Need("drink", "smoothie", "allergy"), "milk"),
        ("User is 30 weeks pregnant", Need("food", "cheese", "food condition"), "pasteurised"),
        ("User doesn't drink alcohol", Need("drink", "drinks", "diet"), "alcohol-free"),
        ("User is afraid of flying", Need("journey", "get to", "fear"), "train"),
        ("User is partially sighted", Need("reading", "books", "vision"), "audiobooks"),
        ("User only eats halal", Need("food", "gummy", "diet"), "gelatine"),  # round 38: batch 61's gummy sweets
    ],
)
def test_what_a_fact_means_for_the_request_is_said(memory, need, words):
    assert words in say_needed(memory, need)


def test_what_a_fact_means_is_said_only_for_its_topics():
    # a workout is no meal: not "go easy on the sugar", but (round 38, batch 61's hike) the blood sugar to watch
    said = say_needed("User has type 1 diabetes", Need("exercise", "workout", "health"))
    assert "go easy on the sugar" not in said and "type 1 diabetes" in said and "insulin" in said
    # a fear that is not of flying keeps the slot's sentence
    assert "train" not in say_needed("User is afraid of heights", Need("journey", "get to", "fear"))


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("I've had coeliac-free life but I've had asthma since I was 6", ("User has asthma", "health:asthma")),
        ("I'm blind and use a braille display", ("User is blind", "health:blind")),
        ("I'm colour blind, red-green", ("User is colour blind", "health:colour blind")),
        ("my son is 3 and obsessed with diggers", ("User's son is 3", "family:son:age")),
        ("went vegetarian last spring and feel great", ("User is vegetarian", "diet")),
        ("I'm Jewish and only eat kosher", ("User eats kosher only", "diet")),
    ],
)
def test_the_facts_those_requests_need_are_stored(message, expected):
    assert expected in [(c.text, c.key) for c in extract_rules(message)]


@pytest.mark.parametrize("message", ["I'm blind drunk lol", "my son is 4 minutes late", "went to the shop earlier"])
def test_look_alikes_store_nothing(message):
    assert extract_rules(message) == []


def test_what_do_you_know_about_me_states_the_user_s_facts_first():
    """The round-21 walk: "what do you know about me?" got the small model's "I'm a helpful
    assistant ..."; it states what was told, facts with a key first (every one: policies/told.py)."""
    from memorylab.policies.grounding import MAX_STATED, Recalled, choose

    recalled = [
        Recalled(1, "User went to Leeds last week", 0.12),
        Recalled(2, "User is type 2 diabetic", 0.05, key="health:diabetes"),
        Recalled(3, "User's name is Tamsin", 0.02, key="name"),
        Recalled(4, "User's dog is called Rex", 0.01, key="dog"),
    ]
    for question in ("what do you know about me?", "What have I told you so far?", "tell me about myself"):
        grounding = choose(question, recalled)
        assert grounding.memory_ids == (2, 3, 4)[:MAX_STATED], question
        assert grounding.statement.startswith("From what you told me: you are type 2 diabetic.")
    assert not choose("what do you know about cats?", recalled).grounded  # not a question about the user


def test_a_reply_speaking_as_the_user_is_dropped_when_it_starts_with_a_capital_my():
    """The round-21 walk: "my daughter is 4 and obsessed with dinosaurs" got the small model's "My daughter,
    Emily, is 4 and obsessed with dinosaurs." (the user's fact as its own, with a name made up); only a
    lower-case "my" was read as the first person."""
    from memorylab.policies.grounding import NOTED, Grounding, compose

    said = "my daughter is 4 and obsessed with dinosaurs"
    assert (
        compose(Grounding((), "not a question"), "My daughter, Emily, is 4 and obsessed with dinosaurs.", said, [])
        == NOTED
    )


def test_the_model_describing_itself_is_dropped_without_a_stated_memory_too():
    """The round-21 walk: "I'm type 2 diabetic btw" got "I'm a helpful assistant. I'll be happy to help ..."."""
    from memorylab.policies.grounding import NO_ANSWER, Grounding, compose

    alone = Grounding((), "not a question")
    said = compose(alone, "I'm a helpful assistant. I'll be happy to help.", "I'm type 2 diabetic btw", [])
    assert said == "I'll be happy to help."
    assert compose(alone, "I'm a helpful assistant.", "How many planets are in the solar system?", []) == NO_ANSWER


# Round 22, from blind batch 24's indirect requests (written in phrasings of our own).
@pytest.mark.parametrize(
    ("request_", "need"),
    [
        ("help me plan a holiday in Portugal for the family this summer", "holiday → children"),
        ("should we take a boat tour?", "journey → fear"),
        ("should I go whale watching in Iceland?", "journey → fear"),
        ("is a catamaran trip around the bay worth it?", "journey → fear"),
        ("any tips for revising for my chemistry exam?", "studying → learning"),
    ],
)
def test_a_request_needs_what_it_must_allow_for(request_, need):
    assert need in [n.label for n in read(request_).needs]


def test_naming_a_boat_is_no_journey():
    assert [n for n in read("What's a good name for a boat?").needs if n.topic == "journey"] == []


def test_a_deaf_user_s_outing_looks_for_captioned_or_signed_events():
    recalled = [Recalled(1, "User is Deaf", 0.05, key="health:deaf")]
    said = choose("what can I do in Manchester on Saturday?", recalled)
    assert said.stated and "captioned or signed" in said.stated[0].statement


def test_adhd_is_stated_for_a_study_question_and_asthma_is_not():
    recalled = [
        Recalled(1, "User has ADHD", 0.05, key="health:adhd"),
        Recalled(2, "User has asthma", 0.05, key="health:asthma"),
    ]
    said = choose("how do I stop procrastinating on my essay?", recalled)
    assert [s.memory_id for s in said.stated] == [1]
