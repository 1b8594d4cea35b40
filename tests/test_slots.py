"""Grounding by the kind of fact a question asks for, in other words than the memory's:
"which company am I employed by?" meets "User works at Siemens" (key ``employer``) at any
similarity, and a memory of another kind is never stated."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memorylab.policies.grounding import LEAD, Recalled, choose, claims_a_life, compose
from memorylab.policies.slots import SLOTS, slots_asked

# One user's memories, as the rule extractor writes them (text, key), all at a low similarity.
MEMORIES = [
    ("User works at Siemens now", "employer"),
    ("User has a new job as a paramedic", "job"),
    ("User moved to Edinburgh", "city"),
    ("User is from Lagos", "hometown"),
    ("User prefers tea over coffee", "pref:tea"),
    ("User is learning Japanese", "hobby:japanese"),
    ("User is pescatarian", "diet"),
    ("User is allergic to shellfish", "allergy:shellfish"),
    ("User's goal this year is to run a half marathon", "goal"),
    ("User's wedding anniversary is on the 14th of September", "anniversary"),
    ("User's partner is Jonas", "partner"),
    ("User's name is Mai", "name"),
    ("User has choir practice every Thursday at 7pm", None),
]


def _recalled(sim: float = 0.1) -> list[Recalled]:
    return [Recalled(i, text, sim, key=key) for i, (text, key) in enumerate(MEMORIES)]


@pytest.mark.parametrize(
    "question, answer",
    [
        ("Which company am I employed by these days?", "User works at Siemens now"),
        ("what do I do for work again?", "User has a new job as a paramedic"),
        ("any good day trips from where I live?", "User moved to Edinburgh"),
        ("Which city did I move to?", "User moved to Edinburgh"),
        ("where am I originally from?", "User is from Lagos"),
        ("what hot drink do I like best?", "User prefers tea over coffee"),
        ("which language was I studying again?", "User is learning Japanese"),
        ("suggest a dinner for tonight that fits my diet", "User is pescatarian"),
        ("can you remind me what I'm allergic to?", "User is allergic to shellfish"),
        ("what was that fitness goal I told you about?", "User's goal this year is to run a half marathon"),
        ("when's my anniversary? I think it's coming up", "User's wedding anniversary is on the 14th of September"),
        ("help me write a message for my partner, do you remember his name?", "User's partner is Jonas"),
    ],
)
def test_a_question_in_other_words_is_answered_by_the_memory_of_its_kind(question, answer):
    grounding = choose(question, _recalled(), 0.15)
    assert grounding.memory_text == answer, grounding.reason
    assert "asks for your" in grounding.reason


@pytest.mark.parametrize(
    "question",
    [
        "How do I reset my router?",
        "Which city has the best museums?",
        "Where should I go on holiday?",
        "How often should I water my cactus?",
        "What do I do about my noisy neighbours?",
        "tell me a fun fact about octopuses",
        "Can you write me a haiku about rain?",
    ],
)
def test_a_question_that_asks_for_no_kind_of_fact_is_not_answered_from_one(question):
    assert not choose(question, _recalled(), 0.15).grounded


@pytest.mark.parametrize("question", ["What should I cook tonight?", "What's a healthy breakfast for me?"])
def test_a_request_about_food_states_the_allergy_as_needed_not_asked(question):
    """These asked for no kind, and were left to the model; food needs an allergy (tests/test_needs.py)."""
    grounding = choose(question, _recalled(), 0.15)
    assert grounding.memory_text == "User is allergic to shellfish" and grounding.why_stated.startswith("needed")


@given(st.sampled_from([s.name for s in SLOTS]), st.floats(min_value=0.0, max_value=1.0))
def test_a_memory_of_another_kind_is_never_stated_for_a_slot(slot_name, sim):
    """Whatever the similarity, a memory that fills no slot the question asks for is not
    stated because of the slot (only the shared-word rule could, and these share none)."""
    slot = next(s for s in SLOTS if s.name == slot_name)
    unrelated = [Recalled(1, "User's bicycle is red", sim, key="bicycle"), Recalled(2, "User walks fast", sim)]
    questions = {
        "employer": "which company am I at?",
        "work": "what's my job?",
        "home": "where do I live?",
        "origin": "where am I from?",
        "drink": "what drink do I like?",
        "language": "what language am I learning?",
        "diet": "what's my diet?",
        "eating window": "what's my eating window?",
        "alcohol": "do I drink alcohol?",
        "hearing": "do I need captions?",
        "allergy": "what am I allergic to?",
        "goal": "what's my goal?",
        "birthday": "when's my birthday?",
        "age": "how old am I?",
        "older age": "what's a good sport at my age?",
        "anniversary": "when's my anniversary?",
        "partner": "who is my partner?",
        "name": "what's my name?",
        "hobby": "what's my hobby?",
        "pet": "what pets do I have?",
        "children": "how old are my kids?",
        "commute": "how long is my commute?",
        "health": "what health condition do I have?",
        "food condition": "is my diabetes under control?",
        "skin allergy": "can I wear latex gloves?",
        "study": "what did I study?",
        "schedule": "when are my shifts?",
        "possession": "what car do I drive?",
        "household": "who lives with me?",
        "carer": "who do I look after?",
        "observance": "do I keep shabbat?",
        "vision": "how good is my eyesight?",
        "learning": "do I have ADHD?",
        "mobility": "what mobility aid do I use?",
        "favourite": "what's my favourite season?",
        "team": "which team do I support?",
        "tools": "what programming language do I use?",
        "os": "which operating system am I on?",
        "garden": "do I have a garden?",
        "noise": "do I have thin walls?",
        "kitchen": "do I have an oven?",
        "lunch break": "how long is my lunch break?",
        "work kitchen": "is there a kitchen at work?",
        "weight goal": "am I trying to lose weight?",
        "sensory": "do I find crowds hard?",
        "photosensitivity": "do I have epilepsy?",
        "fear": "what am I afraid of?",
        "budget": "what's my budget this month?",
        "plain english": "what's my first language?",
        "dwelling": "what kind of place do I live in?",
        "outdoor allergy": "do I get hay fever?",
        "animal allergy": "am I allergic to cats?",
        "faith": "what religion am I?",
        "dog": "what's my dog like?",
        "height": "how tall am I?",
        "prayer": "when do I pray?",
        "handedness": "am I left-handed?",
        "claustrophobia": "am I claustrophobic?",
        "vegan": "am I vegan?",
        "glasses": "do I wear glasses?",
        "doctor": "who's my doctor?",
        "dentist": "who is my dentist?",
        "therapist": "what's my counsellor called?",
        "vet": "which vet do I use?",
        "physio": "who's my physio?",
        "chiropractor": "who is my osteopath?",
        "midwife": "what's my midwife called?",
        "optician": "which optician do I use?",
        "specialist": "who's my consultant?",
        "treating": "who's the guy treating my knee?",
        "learning language": "which language am I learning?",
        "best friend": "who's my best friend?",
        "favourite film": "what's my favourite film?",
        "favourite food": "what's my favourite cuisine?",
        "favourite book": "who's my favourite author?",
    }
    question = questions[slot.name]
    assert slot.name in [s.name for s in slots_asked(question)]
    assert not choose(question, unrelated, 0.15).grounded


def test_the_most_specific_kind_asked_for_wins():
    recalled = [
        Recalled(1, "User is a nurse", 0.5, key="job"),
        Recalled(2, "User works at Globex", 0.2, key="employer"),
    ]
    assert choose("Which company do I work for?", recalled, 0.15).memory_id == 2
    assert choose("What's my job?", recalled, 0.15).memory_id in (1, 2)


def test_a_keyless_memory_fills_a_slot_by_its_values():
    recalled = [Recalled(1, "User drinks matcha every morning", 0.2), Recalled(2, "User speaks Welsh at home", 0.2)]
    assert choose("what drink do I have in the morning?", recalled, 0.15).memory_id == 1
    assert choose("which languages do I speak?", recalled, 0.15).memory_id == 2


# --- the model speaking as the user after a grounded statement ---------------------------


@pytest.mark.parametrize(
    "sentence, claim",
    [
        ("I help people in need, providing care and support.", True),
        ("I'm a nurse too.", True),
        ("My shifts are long.", True),
        ("I love my job.", True),
        ("I'm sorry for any misunderstanding, but I can't provide a recipe.", False),
        ("I'm here to help with any questions.", False),
        ("I can suggest a few day trips.", False),
        ("I'd start with the Pentland Hills.", False),
        ("Enjoy your tea!", False),
    ],
)
def test_a_claim_about_a_life_is_told_from_the_assistants_voice(sentence, claim):
    assert claims_a_life(sentence) is claim


def test_after_a_grounded_statement_the_model_does_not_speak_as_the_user():
    memories = ["User is a nurse"]
    grounding = choose("What is my job?", [Recalled(4, memories[0], 0.4, key="job")], 0.15)
    model = "I help people in need, providing care and support. I can suggest ways to unwind after a shift."
    reply = compose(grounding, model, "What is my job?", memories)
    assert reply == LEAD + "you are a nurse. I can suggest ways to unwind after a shift."


def test_a_question_about_someone_elses_fact_does_not_get_the_users_own():
    recalled = [
        Recalled(1, "User is a nurse", 0.5, key="job"),
        Recalled(2, "User's partner is Jonas", 0.2, key="partner"),
    ]
    assert [s.name for s in slots_asked("what is my partner's job?")] == ["partner"]
    assert choose("what is my partner's job?", recalled, 0.15).memory_id != 1
    assert not choose("which company does my sister's husband work for?", recalled[:1], 0.15).grounded


def test_without_a_statement_a_question_about_the_user_is_not_answered_in_the_users_voice():
    none = choose("What do I do for work?", [], 0.15)
    model = "I help people in need, providing care. I can help you work it out if you tell me more."
    assert compose(none, model, "What do I do for work?", []) == "I can help you work it out if you tell me more."
    assert compose(none, "I help people in need.", "What do I do for work?", []).startswith("I'm not sure")
    assert compose(none, "I love the outdoors too!", "I went hiking today", []) == "I love the outdoors too!"


@pytest.mark.parametrize(
    ("question", "memory", "key"),
    [
        ("remind me what I told you about my studies", "User is a final-year history student", "study"),
        ("which band did I tell you was my favourite?", "User's favourite band is Fleetwood Mac", "favourite:band"),
        ("who do I support again?", "User supports Benfica", "team"),
        ("what injury was I dealing with?", "User has a broken wrist", "injury:wrist"),
        ("which medication am I on?", "User takes warfarin for a clot", "health:clot"),
        ("what am I working towards?", "User is working towards becoming a scuba divemaster", "goal"),
        ("what was I quitting again?", "User is quitting smoking", "quitting:smoking"),
    ],
)
def test_round_16s_kinds_are_asked_for_in_their_own_words(question, memory, key):
    """Kinds the round-16 introductions store are found by the words people ask for them in,
    with no word shared (studies/student, favourite/fave, support/supports)."""
    recalled = [Recalled(1, memory, 0.2, key=key), Recalled(2, "User's bicycle is red", 0.2, key="bicycle")]
    grounding = choose(question, recalled, 0.15)
    assert grounding.grounded and grounding.memory_text == memory


@pytest.mark.parametrize(
    ("question", "memory", "key"),
    [
        ("wait what did I say my friends all call me?", "User's name is Seun", "name"),
        ("what's my trade again?", "User is a self-employed electrician in Brisbane", "job"),
        ("who signs my paychecks, remind me?", "User works at Siemens Healthineers", "employer"),
        ("which part of Edinburgh did I just end up in?", "User lives in Leith", "city"),
        ("what was the name of that town where I was a kid?", "User was born and raised in Tlacolula", "hometown"),
        ("remind me the name of the guy I'm seeing?", "User's boyfriend is Mateo", "partner"),
        ("whats the name of my pup?", "User's greyhound is called Biscuit", "greyhound"),
        ("what's my oldest kid's name?", "User's eldest is Zainab", "eldest"),
        ("what do I drive?", "User has a 2009 Toyota Hilux", "car"),
        ("what am I learning so I can chat with the in-laws?", "User is trying to learn Welsh", None),
        ("what's the big thing I'm putting money aside for?", "User is saving up for a deposit on a house", "goal"),
        ("who's Pepper again?", "User's cat is called Pepper", "cat"),
    ],
)
def test_direct_questions_that_name_no_kind_in_so_many_words(question, memory, key):
    """Round 16's second development set: questions that share no word with the fact they ask for."""
    recalled = [Recalled(1, memory, 0.2, key=key), Recalled(2, "User's bicycle is red", 0.2, key="bicycle")]
    grounding = choose(question, recalled)
    assert grounding.grounded and grounding.memory_text == memory


@pytest.mark.parametrize(
    "question, answer",
    [
        ("who's my doctor?", "User's GP is Dr. Okafor"),
        ("what is my doctor's name again?", "User's GP is Dr. Okafor"),
        ("who is my dentist?", "User's dentist is Dr Lee"),
        ("remind me who my therapist is", "User's counsellor is Maria"),
        ("what's my vet called?", "User's vet is Dr. Banks at Paws & Claws"),
    ],
)
def test_the_people_who_look_after_ones_health_are_found_in_other_words(question, answer):
    recalled = [
        Recalled(1, "User's GP is Dr. Okafor", 0.1),
        Recalled(2, "User's dentist is Dr Lee", 0.1),
        Recalled(3, "User's counsellor is Maria", 0.1),
        Recalled(4, "User's vet is Dr. Banks at Paws & Claws", 0.1),
        Recalled(5, "User's doctor friend Sam is a surgeon", 0.1),
    ]
    grounding = choose(question, recalled, 0.15)
    assert grounding.grounded and grounding.memory_texts == (answer,)


@pytest.mark.parametrize(
    "question",
    ["my doctor said to rest, what should I eat?", "should I ask my doctor about it", "who's my dentist?"],
)
def test_a_message_that_only_mentions_a_doctor_is_not_asking_for_one(question):
    recalled = [Recalled(1, "User's GP is Dr. Okafor", 0.1)]
    assert not choose(question, recalled, 0.15).grounded
