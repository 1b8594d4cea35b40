"""Grounding by need: a request that needs a stored fact without naming it ("suggest a snack
for my hike" needs an allergy) states that memory, fitted to the need; a memory the request
neither asked for nor needed is never stated, and the model's sentences carrying it are dropped."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memorylab.policies.grounding import Grounding, Recalled, choose, compose, say_needed, without_unstated
from memorylab.policies.needs import Need, asks_advice, meeting, needs_of
from tests.conftest import make_lab

ALLERGY = Recalled(1, "User is allergic to cashews", 0.05, key="allergy:cashew")
VEGAN = Recalled(2, "User is vegan", 0.04, key="diet")
PORTO = Recalled(3, "User lives in Porto", 0.06, key="city")
MISO = Recalled(4, "User's cat is called Miso", 0.03, key="cat")
PARTNER = Recalled(5, "User's partner is Ana", 0.02, key="partner")
TRAIN = Recalled(6, "User takes the train to work every morning", 0.05, key="commute")
LILA = Recalled(7, "User's daughter is Lila", 0.04, key="daughter")
ASTHMA = Recalled(8, "User has asthma", 0.02)
EVERYTHING = [ALLERGY, VEGAN, PORTO, MISO, PARTNER, TRAIN, LILA, ASTHMA]


@pytest.mark.parametrize(
    "request_, needs",
    [
        (
            "Can you suggest a snack for my hike?",
            [
                "food → allergy",
                "food → diet",
                "food → food condition",
                "food → budget",
                "food → kitchen",
                "food → weight goal",
                "exercise → health",
                "exercise → older age",
                "exercise → schedule",
                "exercise → goal",
            ],
        ),
        (
            "What should I cook tonight?",
            [
                "food → allergy",
                "food → diet",
                "food → food condition",
                "food → budget",
                "food → kitchen",
                "food → weight goal",
            ],
        ),
        (
            "a warm drink?",
            ["drink → allergy", "drink → diet", "drink → alcohol", "drink → food condition", "drink → drink"],
        ),
        (
            "any ideas for this weekend?",
            [
                "outing → home",
                "outing → hobby",
                "outing → children",
                "outing → mobility",
                "outing → fear",
                "outing → health",
                "outing → older age",
                "outing → budget",
                "outing → outdoor allergy",  # round 30: stings and pollen out of doors
                "weekend → observance",  # round 28: a Sabbath kept strictly
            ],
        ),
        ("I'm going away for a week, what should I sort out?", ["away → pet", "away → children", "away → carer"]),
        ("We're off on holiday, what do I need to arrange?", ["away → pet", "away → children", "away → carer"]),
        ("I need a gift idea for our anniversary", ["gift → partner", "gift → budget"]),  # round 21: and the money
        ("Can you suggest a present for my son?", ["gift → children", "gift → budget"]),
        (
            "recommend a podcast for my commute",
            ["commute → commute", "listening → hearing", "listening → learning language"],
        ),
        ("help me plan my kid's birthday party", ["kids → children", "gift → budget"]),
        ("help me plan a birthday party for the kids", ["gift → children", "gift → budget"]),
        (
            "Can you suggest a workout I can do outdoors?",
            ["exercise → health", "exercise → older age", "exercise → schedule", "exercise → goal"],
        ),
        ("what medicine can I take for a headache?", ["medicine → allergy", "medicine → health"]),
        # round 13: the user's own animal by its kind, where they live for the light, the skin for gloves
        ("write a silly song about my hamster", ["pets → pet"]),
        ("why does my bird hiss at me when I open the cage?", ["pets → pet"]),
        ("my mouse stopped working, how do I fix it?", []),  # a computer's mouse: no animal
        ("roughly how many hours of daylight will I get on dec 15?", ["climate → home"]),
        ("what kind of gloves should I buy for cleaning the bathroom?", ["skin → skin allergy"]),
        # round 14: a relative named by any word for them, how the user sees, a gift for oneself
        ("what can I write in a mother's day card?", ["family → mother"]),
        ("help me draft a toast for my sister's wedding", ["family → sister"]),
        ("what should I get my nan for christmas?", ["gift → budget", "family → grandmother"]),
        ("Can you suggest a present for my sister?", ["gift → budget", "family → sister"]),  # what the user said of her
        ("which colours should I use for the charts in my presentation?", ["seeing → vision"]),
        ("what gear should I ask for for christmas?", ["gift → hobby", "gift → budget"]),
        ("which day this week should I book the plumber for?", ["schedule → schedule", "schedule → work"]),
        # round 18 (blind batch 18's indirect requests): a destination needs who comes, a fear and the money
        (
            "Where should I go on holiday?",
            [
                "holiday → children",
                "holiday → mobility",
                "holiday → fear",
                "holiday → pet",
                "holiday → budget",
                "holiday → health",
                "holiday → older age",
                "holiday → carer",
            ],
        ),
        (
            "what are the must-do things in Paris for a first timer?",
            [
                "holiday → children",
                "holiday → mobility",
                "holiday → fear",
                "holiday → pet",
                "holiday → budget",
                "holiday → health",
                "holiday → older age",
                "holiday → carer",
            ],
        ),
        ("what kind of tyres should i get for my car?", ["climate → home", "belongings → possession"]),
        # round 19 (batch 19's indirect requests, new sentences): a journey needs a fear; "what X can I"
        # and "best time of day to" are requests too
        ("whats the fastest way to get from Bristol to Glasgow", ["journey → fear", "journey → mobility"]),
        ("what herbs can I grow on a windowsill?", ["growing → garden", "growing → dwelling", "growing → home"]),
        (
            "best time of day to walk the dog?",
            [  # round 30: one's job decides the hours too, and a walk needs the dog and stings
                "schedule → schedule",
                "schedule → work",
                "route → home",
                "route → pet",
                "route → outdoor allergy",
                "exercise → health",
                "exercise → older age",
                "exercise → goal",
            ],
        ),
    ],
)
def test_what_a_request_needs(request_, needs):
    assert [n.label for n in needs_of(request_)] == needs


@pytest.mark.parametrize(
    "message",
    [
        "What did I eat yesterday?",  # the past: a question about memory, not a request for advice
        "I had dinner with Tom last night",  # a statement
        "What do pandas eat?",  # the world
        "How do I reset my router?",
        "Is the food good in Porto?",
    ],
)
def test_no_need_without_a_request_about_a_topic(message):
    assert needs_of(message) == []


def test_inflections_and_fragments_are_read():
    assert needs_of("any tips for baking with my kids?")[0].label == "food → allergy"
    assert needs_of("ideas for jogging routes?")[0].label == "exercise → health"
    assert asks_advice("gift for my partner?") and not asks_advice("Is it raining?")


@pytest.mark.parametrize(
    "request_, stated",
    [
        ("Can you suggest a snack for my hike?", ALLERGY),
        ("any ideas for this weekend?", PORTO),
        ("I'm going away for a week, what should I sort out?", MISO),
        ("I need a gift idea for our anniversary", PARTNER),
        ("recommend a podcast for the drive in", TRAIN),
        ("help me plan a birthday party for the kids", LILA),
        ("Can you suggest a workout I can do outdoors?", ASTHMA),
    ],
)
def test_the_memory_a_request_needs_is_stated_and_why(request_, stated):
    grounding = choose(request_, EVERYTHING, 0.15)
    assert grounding.memory_id == stated.memory_id, grounding.reason
    assert grounding.need is not None and grounding.why_stated == f"needed by the request: {grounding.need.label}"
    assert f"needs your {grounding.need.slot}" in grounding.reason


def test_the_first_need_filled_wins_and_a_diet_serves_when_no_allergy_is_known():
    assert choose("What should I cook tonight?", [VEGAN, ALLERGY], 0.15).memory_id == ALLERGY.memory_id
    assert choose("What should I cook tonight?", [VEGAN, PORTO], 0.15).memory_id == VEGAN.memory_id


@pytest.mark.parametrize(
    "memory, need, said",
    [
        ("User is allergic to cashews", "allergy", "You told me you're allergic to cashews, so watch out for that."),
        ("User lives in Porto", "home", "Since you live in Porto, I'd start close to home."),
        (
            "User's cat is called Miso",
            "pet",
            "Don't forget your cat is called Miso: someone will need to look after them.",
        ),
        ("User is lactose intolerant", "allergy", "You told me you're lactose intolerant, so watch out for that."),
    ],
)
def test_a_needed_memory_is_said_as_a_person_would(memory, need, said):
    assert say_needed(memory, Need("t", "cue", need)) == said


def test_a_request_that_names_the_kind_asks_for_it():
    """ "for my commute" names the kind: the memory is stated as asked for, as before."""
    assert choose("recommend a podcast for my commute", EVERYTHING, 0.15).why_stated == "asked for"


def test_a_question_that_asks_wins_over_a_need():
    grounding = choose("What am I allergic to? Suggest a snack.", EVERYTHING, 0.15)
    assert grounding.memory_id == ALLERGY.memory_id and grounding.why_stated == "asked for"


@pytest.mark.parametrize(
    "request_, recalled",
    [
        ("Suggest a snack for my hike.", [MISO, PORTO, PARTNER, LILA]),  # food and exercise: no pet or city
        ("Any ideas for this weekend?", [ALLERGY, VEGAN, MISO]),  # a day out needs a home
        ("What should I cook tonight?", [PORTO, TRAIN, PARTNER]),
        ("Can you recommend a podcast for my commute?", [PARTNER, ALLERGY]),
        ("What's a good stretching routine for my back?", [ALLERGY, VEGAN]),
    ],
)
def test_a_memory_of_another_kind_is_not_stated_for_a_need(request_, recalled):
    grounding = choose(request_, recalled, 0.15)
    assert not grounding.grounded and "no memory recalled is one" in grounding.reason


def test_meeting_says_which_need_is_met():
    need, met = meeting(needs_of("what should I cook?"), [VEGAN], lambda r: r.text, lambda r: r.key)
    assert need.label == "food → diet" and met == [VEGAN]
    assert meeting([], [VEGAN], lambda r: r.text, lambda r: r.key) == (None, [])


UNRELATED = st.sampled_from(
    [
        "What's the capital of {}?",
        "How do I reset my {}?",
        "Can you write me a haiku about {}?",
        "Explain how {} works.",
        "Who invented the {}?",
        "How many {} are there in the world?",
        "What's a good name for a {}?",
        "Translate {} into French.",
    ]
)
NOUNS = st.sampled_from(["router", "rain", "rainbows", "Australia", "boat", "chess", "planets", "telescope", "jazz"])


@given(UNRELATED, NOUNS, st.floats(min_value=0.0, max_value=0.99))
def test_nothing_is_stated_for_an_unrelated_question(template, noun, sim):
    """Whatever the similarity, no stored fact of any kind is stated for a question that
    neither asks for one nor needs one."""
    recalled = [Recalled(r.memory_id, r.text, sim, key=r.key) for r in EVERYTHING]
    assert not choose(template.format(noun), recalled, 0.15).grounded


def test_model_sentences_carrying_an_unstated_memory_are_dropped():
    reply = "Unplug it for ten seconds. As someone allergic to cashews, avoid nuts. Then plug it back in."
    kept = without_unstated(reply, "How do I reset my router?", [ALLERGY.text, PORTO.text])
    assert kept == "Unplug it for ten seconds. Then plug it back in."
    none = Grounding((), "no memory answers")
    assert compose(none, "Porto has great rain.", "Write a haiku about rain", [PORTO.text]) == (
        "I don't have a good answer to that one, sorry."  # a request about the world, not about memory
    )


def test_the_stated_memory_may_be_echoed_but_no_other():
    grounding = choose("What should I cook tonight?", [ALLERGY, PORTO], 0.15)
    reply = compose(
        grounding,
        "Try a cashew-free curry. Porto has great fish.",
        "What should I cook tonight?",
        [ALLERGY.text, PORTO.text],
    )
    assert (
        reply == "You told me you're allergic to cashews, so I'd keep that out of anything I suggest."
        " Try a cashew-free curry."
    )


# --- end to end with the scripted model and the hashing embedder ------------------------------


def test_a_turn_states_the_memory_the_request_needs(tmp_path, clock, scripted):
    lab = make_lab(tmp_path / "lab", clock, reply_mode="grounded")
    try:
        scripted.enqueue("Noted!", "Trail mix is a classic. Bring water.")
        lab.chat("u", "I'm allergic to cashews", session_id="first")
        clock.advance(days=3, user_id="u")
        turn = lab.chat("u", "Can you suggest a snack for my hike?", session_id="later")
        # a request gets the model's whole answer after the statement (one sentence is for a question)
        assert turn.reply == (
            "You told me you're allergic to cashews, so I'd keep that out of anything I suggest."
            " Trail mix is a classic. Bring water."
        )
        assert turn.grounding.need.label == "food → allergy"
        assert "needed by the request: food → allergy" in turn.reply_path
    finally:
        lab.close()


def test_a_turn_does_not_echo_a_memory_the_request_did_not_need(tmp_path, clock, scripted):
    lab = make_lab(tmp_path / "lab", clock, reply_mode="grounded")
    try:
        scripted.enqueue("Nice!", "Unplug it and wait. Your cat Miso might like the box. Plug it back in.")
        lab.chat("u", "I have a cat called Miso", session_id="first")
        turn = lab.chat("u", "How do I reset my router?", session_id="later")
        assert not turn.grounding.grounded
        assert turn.reply == "Unplug it and wait. Plug it back in." and "miso" not in turn.reply.lower()
    finally:
        lab.close()


def test_a_capable_model_is_unchanged(tmp_path, clock, scripted):
    lab = make_lab(tmp_path / "lab", clock)  # auto: scripted/test is not a small local model
    try:
        lab.remember("u", "User is allergic to cashews", kind="fact", key="allergy:cashew")
        scripted.enqueue("How about trail mix? Your cat Miso would approve.")
        turn = lab.chat("u", "Can you suggest a snack for my hike?")
        assert turn.grounding is None and turn.reply == "How about trail mix? Your cat Miso would approve."
    finally:
        lab.close()


@pytest.mark.parametrize(
    "said, stored",
    [
        ("I have asthma, so I always carry an inhaler.", ("User has asthma", "health:asthma")),
        ("I suffer from migraines", ("User has migraines", "health:migraine")),
        ("I'm asthmatic", ("User is asthmatic", "health:asthmatic")),
    ],
)
def test_a_lasting_condition_is_stored_so_a_workout_can_need_it(said, stored):
    from memorylab.policies.extract import extract_rules

    readings = [(c.text, c.key) for c in extract_rules(said)]
    # the condition under its key; "so I always carry an inhaler" is kept too since round 31 (a lasting habit)
    assert readings[0] == stored and all(key is None for _, key in readings[1:])
    assert choose("Can you suggest a workout?", [Recalled(1, stored[0], 0.1, key=stored[1])], 0.15).grounded


@pytest.mark.parametrize(
    "said, stored, request_, statement",
    [
        (
            "I'm red-green colorblind",
            ("User is colorblind", "health:colorblind"),
            "which colours should I use for the charts in my presentation?",
            "You told me you're colorblind, so I'd pick what you can tell apart.",
        ),
        (
            "I use a wheelchair",
            ("User uses a wheelchair", "health:wheelchair"),
            "any ideas for a day out this weekend?",
            "You told me you use a wheelchair, so I'd plan for step-free, accessible places.",
        ),
    ],
)
def test_how_the_user_sees_and_gets_around_is_kept_for_what_needs_it(said, stored, request_, statement):
    from memorylab.policies.extract import extract_rules

    assert [(c.text, c.key) for c in extract_rules(said)] == [stored]
    assert choose(request_, [Recalled(1, stored[0], 0.05, key=stored[1])], 0.15).statement == statement


def test_a_request_about_a_relative_states_what_the_user_said_of_them():
    rosaria = Recalled(1, "User's mom is Rosaria", 0.05, key="mom")
    assert choose("what can I write in a mother's day card?", [rosaria, PORTO], 0.15).statement == (
        "You told me your mom is Rosaria, so I'd make it about them."
    )
    assert not choose("what can I write in a mother's day card?", [PORTO, PARTNER], 0.15).grounded


@pytest.mark.parametrize("said", ["I'm on crutches this week", "I get around on crutches these days"])
def test_a_passing_injury_is_no_mobility_fact(said):
    from memorylab.policies.extract import extract_rules

    assert not [c for c in extract_rules(said) if (c.key or "").startswith("health")]


@pytest.mark.parametrize("said", ["My dad has asthma", "I have a meeting at noon", "I had the flu last week"])
def test_someone_elses_or_a_passing_condition_is_not_the_users_health(said):
    from memorylab.policies.extract import extract_rules

    assert not [c for c in extract_rules(said) if (c.key or "").startswith("health")]


def test_the_model_copying_its_notes_layout_is_dropped():
    from memorylab.policies.grounding import without_user_voice

    reply = '- "Daughter\'s favorite food is pizza"\nMy message: A note can help. Pack fruit and a sandwich.'
    assert without_user_voice(reply, []) == "Pack fruit and a sandwich."


def test_a_request_that_needed_a_memory_keeps_the_models_whole_answer_and_its_list():
    """The round-16 walk: "suggest a dinner recipe" got "You told me you're allergic to shellfish, so
    watch out for that." and no recipe (the reply kept one sentence and the model had 48 tokens)."""
    grounding = choose(
        "suggest a dinner recipe", [Recalled(1, "User is allergic to shellfish", 0.05, key="allergy:shellfish")]
    )
    model = "Try a lemon chicken traybake.\n1. Heat the oven to 200C.\n2. Roast the chicken for 40 minutes.\n3. Serve"
    reply = compose(grounding, model, "suggest a dinner recipe", ["User is allergic to shellfish"])
    assert reply == (
        "You told me you're allergic to shellfish, so I'd keep shellfish out of anything I suggest, shrimp paste"
        " and shared fryers included. Try a lemon chicken traybake.\n"
        "1. Heat the oven to 200C.\n2. Roast the chicken for 40 minutes."
    )  # the last line, cut off by the token limit, is dropped


FLYING = Recalled(9, "User is afraid of flying", 0.02, key="fear:flying")
SON_PEANUT = Recalled(10, "User's son is allergic to peanut", 0.03, key="allergy:son:peanut")


def test_a_journey_states_the_fear_and_a_food_request_a_childs_allergy():
    """Round 19: "quickest way to get from london to edinburgh" said nothing of a fear of flying; a
    son's peanut allergy was never stored, so a school-trip snack request could not state it."""
    assert choose("quickest way to get from Leeds to Paris?", [PORTO, FLYING], 0.15).memory_id == FLYING.memory_id
    snack = choose("What snacks should I pack for his school trip?", [PORTO, SON_PEANUT], 0.15)
    assert snack.memory_id == SON_PEANUT.memory_id, snack.reason
