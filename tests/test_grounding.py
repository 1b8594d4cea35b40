"""Grounded replies: a memory that answers the question is stated plainly; a memory the
question did not ask about is never presented; the model never answers as the user."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memorylab.policies.grounding import (
    LEAD,
    NOT_SURE,
    Grounding,
    Recalled,
    choose,
    compose,
    fallback,
    is_question,
    second_person,
    speaks_as_user,
)
from memorylab.policies.selfref import as_self, own_names
from memorylab.policies.slots import slots_asked
from tests.conftest import make_lab

FACTS = [
    Recalled(1, "User wants reports daily", 0.62),
    Recalled(2, "User's name is Sam", 0.20),
    Recalled(3, "User lives in Leeds", 0.18),
    Recalled(4, "User's dog is called Rex", 0.10),
]


@pytest.mark.parametrize(
    "memory, said",
    [
        ("User wants reports daily", "you want reports daily."),
        ("User's name is Sam", "your name is Sam."),
        ("User is allergic to peanuts", "you are allergic to peanuts."),
        ("User has a dog named Rex", "you have a dog named Rex."),
        ("User studies law", "you study law."),
        ("User usually walks User's dog before work", "you usually walk your dog before work."),
        ("Biscuit is scared of thunderstorms", "Biscuit is scared of thunderstorms."),
    ],
)
def test_a_memory_is_stated_in_the_second_person(memory, said):
    assert second_person(memory) == said


def test_the_memory_that_answers_is_stated_with_why():
    grounding = choose("How often do I want reports?", FACTS, 0.15)
    assert grounding.memory_id == 1 and grounding.statement == LEAD + "you want reports daily."
    assert "similarity 0.62" in grounding.reason and "report" in grounding.reason


@pytest.mark.parametrize(
    ("question", "memory"),
    [
        ("what do I teach?", "User is a high school chemistry teacher in Leeds"),  # round 19's walk: unanswered
        ("what sport do I play?", "User is a hockey player for the county"),
        ("where do I run on Sundays?", "User is a trail runner near Hebden Bridge"),
    ],
)
def test_a_question_asked_with_a_verb_finds_the_memory_naming_its_doer(question, memory):
    grounding = choose(question, [Recalled(7, memory, 0.3), *FACTS[1:]], 0.15)
    assert grounding.memory_id == 7, grounding.reason


@pytest.mark.parametrize(
    "request_",
    [
        "sign this email off with my name please",
        "pls spell my name out for the form",
        "put my name at the top of the CV",
    ],
)
def test_a_request_without_a_question_mark_that_needs_a_fact_is_grounded(request_):
    recalled = [Recalled(2, "User's name is Sam", 0.05, exact_key="name"), *FACTS[2:]]
    assert choose(request_, recalled, 0.15).memory_id == 2


@pytest.mark.parametrize(
    "question", ["what's my nickname?", "hey it's me again, remember me?", "do you know who I am?"]
)
def test_asking_to_be_remembered_asks_for_the_name(question):
    assert "name" in [s.name for s in slots_asked(question)]
    assert choose(question, [Recalled(2, "User's name is Sam", 0.05, key="name"), *FACTS[2:]], 0.15).memory_id == 2


@pytest.mark.parametrize(
    "question", ["remember me from yesterday? I asked about tents", "do you remember me telling you about my dog?"]
)
def test_remembering_what_was_said_is_not_asking_for_the_name(question):
    assert "name" not in [s.name for s in slots_asked(question)]


@pytest.mark.parametrize("statement", ["I signed up for the gym", "put simply, I hate Mondays", "address: 4 Elm St"])
def test_a_statement_that_starts_like_a_request_is_not_grounded(statement):
    assert choose(statement, FACTS, 0.15).memory_id is None


def test_a_key_named_by_the_question_is_stated_even_at_low_similarity():
    recalled = [Recalled(4, "User's dog is called Rex", 0.05, exact_key="dog"), *FACTS[:2]]
    assert choose("What's my dog called?", recalled, 0.15).memory_id == 4


@pytest.mark.parametrize(
    "message",
    [
        "What should I cook tonight?",  # about me, but no memory shares a word
        "What's the capital of France?",  # not about me
        "What is a good name for a boat?",  # names a key, but is not about me
        "Which city has the best museums?",
        "I want reports",  # not a question
        "send them daily instead",
    ],
)
def test_a_memory_the_question_did_not_ask_about_is_never_presented(message):
    recalled = [*FACTS, Recalled(5, "User's name is Ana", 0.4, exact_key="name" if "name" in message else None)]
    assert not choose(message, recalled, 0.15).grounded


@given(
    topic=st.sampled_from(["weather", "pancakes", "router", "haiku", "museum", "holiday", "tokyo", "football"]),
    sim=st.floats(min_value=0.0, max_value=1.0),
)
def test_distractors_sharing_no_word_are_never_presented_whatever_their_similarity(topic, sim):
    recalled = [Recalled(i, text, sim) for i, text in enumerate(["User wants reports daily", "User lives in Leeds"])]
    assert not choose(f"What do you know about {topic} for me?", recalled, 0.15).grounded


def test_questions_are_detected():
    assert is_question("how often do I want reports") and is_question("Remind me what my dog is called")
    assert not is_question("I prefer weekly reports.")


def test_the_model_speaking_as_the_user_is_dropped():
    memories = ["User's name is Priya", "User works at a bakery in Lyon"]
    assert speaks_as_user("I'm Priya, a pastry chef in Lyon.", memories)
    assert not speaks_as_user("Hi Priya, I hope you are well.", memories)
    grounded = choose("Where do I work?", [Recalled(7, memories[1], 0.3)], 0.15)
    reply = compose(grounded, "I'm Priya, a pastry chef in Lyon. Bakeries start early!", "Where do I work?", memories)
    assert reply == LEAD + "you work at a bakery in Lyon. Bakeries start early!"


def test_without_a_grounding_an_echo_of_the_message_is_not_the_reply():
    none = Grounding((), "not a question")
    message = "I'm Sam, I prefer weekly reports"
    assert compose(none, "I'm Sam, I prefer weekly reports.", message, []) == "Got it, thanks for telling me."


def test_the_users_own_name_in_a_query_means_the_user():
    names = own_names("User's name is Sam Rivera")
    assert names == ["Sam Rivera", "Sam"]
    assert as_self("what does Sam drink in the morning?", names) == "what do I drink in the morning?"
    assert as_self("is Sam's manager Priya?", names) == "is my manager Priya?"
    assert own_names(None) == [] and as_self("what about Samuel?", names) == "what about Samuel?"


# --- the workshop's key moment, end to end -------------------------------------------------


def test_workshop_moment_with_the_scripted_model(tmp_path, clock, scripted):
    lab = make_lab(tmp_path / "lab", clock, reply_mode="grounded")
    try:
        scripted.enqueue("Hello Sam!", "Sure.", "I'm Sam and I love weekly reports. Anything else?")
        first = lab.chat("sam", "I'm Sam, I prefer weekly reports")
        assert [(d.action, d.text) for d in first.decisions] == [
            ("added", "User's name is Sam"),
            ("added", "User wants reports weekly"),
        ]
        second = lab.chat("sam", "send them daily instead")
        assert [(d.action, d.text) for d in second.decisions] == [("superseded", "User wants reports daily")]
        third = lab.chat("sam", "how often do I want reports?")
        assert third.reply == LEAD + "you want reports daily. Anything else?"
        assert third.grounding.memory_text == "User wants reports daily"
        assert third.reply_path.startswith("grounded: states memory #")
        assert third.grounding.memory_id in third.memory_use.used_ids
    finally:
        lab.close()


def test_a_capable_model_answers_alone_in_auto_mode(tmp_path, clock, scripted):
    lab = make_lab(tmp_path / "lab", clock)  # scripted/test is not a small local model
    try:
        lab.remember("u", "User wants reports daily", kind="preference", key="cadence:report")
        scripted.enqueue("Daily, as you asked.")
        turn = lab.chat("u", "how often do I want reports?")
        assert turn.reply == "Daily, as you asked." and turn.grounding is None and turn.reply_path == "model alone"
    finally:
        lab.close()


@pytest.mark.slow
def test_workshop_moment_with_the_real_small_model(tmp_path, minilm):
    from memorylab import Clock, MemoryLab, Settings

    settings = Settings.from_env(model="local/smollm2")
    with MemoryLab.open(tmp_path, settings=settings, embedder=minilm, clock=Clock()) as lab:
        lab.chat("sam", "I'm Sam, I prefer weekly reports")
        lab.chat("sam", "send them daily instead")
        turn = lab.chat("sam", "how often do I want reports?")
        assert turn.ok and turn.reply.startswith(LEAD + "you want reports daily.")
        assert turn.grounding.memory_text == "User wants reports daily"
        # the four messages before are not sent to the small model, and the turn says so (the Context tab shows it)
        assert turn.context.sections["recent"].note.startswith("4 not sent to a small model")


@pytest.mark.slow
def test_green_tea_outranks_the_name_memory_for_sam(tmp_path, minilm):
    from memorylab import PRESETS, Clock, MemoryLab
    from memorylab.playground.demo import load_demo

    with MemoryLab.open(tmp_path, embedder=minilm, clock=Clock()) as lab:
        load_demo(lab, "sam")
        for name in ("relevance-first", "generative-agents"):
            texts = [
                h.memory.text for h in lab.recall("sam", "what does Sam drink in the morning?", weights=PRESETS[name])
            ]
            assert "User prefers green tea to coffee" in texts, name
            tea = texts.index("User prefers green tea to coffee")
            me = texts.index("User's name is Sam Rivera") if "User's name is Sam Rivera" in texts else len(texts)
            assert tea < me, name


def test_a_profile_fact_in_the_context_can_ground_the_reply(tmp_path, clock, scripted):
    lab = make_lab(tmp_path / "lab", clock, reply_mode="grounded")
    try:
        lab.chat("u", "Hi, I'm Priya and I work at a bakery in Lyon.")
        turn = lab.chat("u", "Where do I work?")
        assert turn.grounding.memory_text == "User works at a bakery in Lyon"
        assert turn.reply.startswith(LEAD + "you work at a bakery in Lyon.")
    finally:
        lab.close()


@pytest.mark.parametrize(
    "message, said",
    [
        ("what rhymes with orange?", "I don't have a good answer to that one, sorry."),
        ("recommend a good board game for 4 players", "I don't have a good answer to that one, sorry."),
        ("what's my dog called?", "I'm not sure about that from what you've told me so far."),
        ("I moved flats last week.", "Got it, thanks for telling me."),
    ],
)
def test_when_nothing_of_the_model_is_left_only_a_question_about_the_user_blames_memory(message, said):
    # the leak guard dropped the model's only sentence (it carried a memory the question did not ask for)
    none = Grounding((), "no memory answers")
    assert compose(none, "Lagos is in Nigeria.", message, ["User is from Lagos"]) == said


def test_a_masked_secret_is_answered_with_what_became_of_it():
    """ "Got it, thanks for telling me." after a password read to a workshop as "remembered"."""
    message = "Also my bank PIN is [redacted password] and my password is [redacted password]"
    # each secret named as the user called it: a PIN is no password to them (a round-32 walk)
    said = "I masked the PIN and the password before anything was stored or sent, and I keep no copy of it."
    assert compose(Grounding((), "not a question"), "Great, I'll remember your PIN!", message, []) == said
    door = compose(Grounding((), "not a question"), "Ok!", "the door code is [redacted password]", [])
    assert door.startswith("I masked the door code ")
    assert fallback("what's my [redacted password] for?") == NOT_SURE  # a question is not answered so


def test_a_grounded_answer_keeps_no_self_description_of_the_model():
    """Seen in a room: "I'm a helpful assistant." followed five grounded answers."""
    grounding = choose("what's my dog called?", [Recalled(1, "User's dog is called Rex", 0.4, exact_key="dog")])
    for draft in (
        "I'm a helpful assistant.",
        "I am here to help!",
        "I'm just an AI assistant.",
        "I'm not sure how to respond.",
    ):
        assert compose(grounding, draft, "what's my dog called?", []) == LEAD + "your dog is called Rex."
    assert compose(grounding, "Rex sounds like a lovely dog.", "what's my dog called?", []).endswith("lovely dog.")


def test_a_question_naming_the_user_by_their_own_name_asks_for_the_kind_it_names():
    """The workshop's "What does Sam drink in the morning?", typed by Sam in chat: the drink is
    stated, not "your name is Sam Rivera" (the name matched the question's only capital)."""
    recalled = [
        Recalled(1, "User's name is Sam Rivera", 0.35, key="name"),
        Recalled(5, "User prefers green tea to coffee", 0.30, key="pref:tea"),
        Recalled(3, "User works at Northwind as a data engineer", 0.2, key="employer"),
    ]
    assert choose("What does Sam drink in the morning?", recalled).memory_text == "User prefers green tea to coffee"
    assert choose("What is Sam's job?", recalled).memory_text == "User works at Northwind as a data engineer"
    assert choose("Who is Sam?", recalled).memory_text == "User's name is Sam Rivera"


@given(st.sampled_from(["What does Kwame drink?", "Who is Marta?", "what does my sister drink?", "Is Samuel in?"]))
def test_a_question_about_someone_else_is_not_turned_into_one_about_the_user(question):
    assert as_self(question, own_names("User's name is Sam Rivera")) == question


@pytest.mark.parametrize(
    ("added", "kept"),
    [
        ("Biscuit loves chasing yarn.", False),  # a detail about the named pet that nobody told
        ("Your cat sounds adorable.", True),  # a remark
        ("You feed her twice a day.", False),  # a claim about the user
        ("Cats make great companions.", True),  # general knowledge
        ("Would you like some toy ideas?", True),  # an offer
    ],
)
def test_what_the_model_adds_to_a_stated_memory_invents_nothing_about_the_user(added, kept):
    """A stranger in the round-15 walk saw the small model add made-up details beside a stated
    memory; an added sentence may remark, ask or inform, but not tell the user about their life."""
    grounding = choose("what's my cat called?", [Recalled(1, "User's cat is called Biscuit", 0.4, key="cat")])
    reply = compose(grounding, added, "what's my cat called?", ["User's cat is called Biscuit"])
    assert reply.startswith("From what you told me: your cat is called Biscuit.")
    assert (added in reply) == kept


def test_a_secret_asked_to_be_kept_is_answered_with_what_became_of_it():
    """The workshop's password moment, said as a question ("..., can you keep it for me?"), was
    answered with an unrelated memory ("your laptop battery is failing") in the round-16 walk."""
    message = "my work password is [redacted password], can you keep it for me?"
    recalled = [Recalled(1, "User's work laptop battery is failing", 0.3, key="laptop")]
    reply = compose(
        choose(message, recalled), "Sure, I will keep it.", message, ["User's work laptop battery is failing"]
    )
    assert reply.startswith("I masked the password") and "laptop" not in reply


@pytest.mark.parametrize(
    ("reply", "kept"),
    [
        ("Sam is a helpful assistant.", ""),  # the round-17 projector: the user's name as the model's subject
        ("Sam likes weekly reports. Nice to meet you!", "Nice to meet you!"),
        ("Hi Sam, nice to meet you!", "Hi Sam, nice to meet you!"),  # a greeting by name is speaking to Sam
        ("Samuel Pepys kept a diary.", "Samuel Pepys kept a diary."),  # another name
    ],
)
def test_the_model_never_speaks_of_the_user_by_name_in_the_third_person(reply, kept):
    from memorylab.policies.grounding import without_user_voice

    assert without_user_voice(reply, ["I'm Sam and I prefer weekly reports."]) == kept
    assert without_user_voice(reply, ["User's name is Sam"]) == kept


@pytest.mark.parametrize(
    ("said", "asked", "model", "shown"),
    [
        # the round-17 walk: a PIN masked and never kept, then asked for: the model made one up
        ("my bank pin is 4821", "What is my bank PIN?", "Your bank PIN is 1234567890.", "I never keep passwords"),
        # one of the user's animals asked about, never told: any answer is made up
        ("I like tea.", "what's my dog called?", "He's a German Shepherd called Max.", "I'm not sure about that"),
        ("I like tea.", "what is my job?", "You are a nurse.", "I'm not sure about that"),
        # a how-to keeps its advice, "your" and all, and so do requests that name one's things
        ("I like tea.", "how do I walk my dog on a lead?", "Your dog may pull at first. Use a harness.", "harness"),
        ("I like tea.", "What's a good stretch for my back?", "Lie on your back and hug your knees.", "hug your knees"),
        # nothing of the model's left: "not sure from what you told me" only when the user's fact was asked for
        ("I like tea.", "How do I reset my router?", "I reset mine every week.", "I don't have a good answer"),
        ("I like tea.", "Am I allergic to shellfish?", "You are allergic to nuts.", "I'm not sure about that"),
        ("I like tea.", "Can you suggest a podcast for my commute?", "Your commute suits 99% Invisible.", "Invisible"),
    ],
)
def test_a_question_about_the_user_no_memory_answers_is_never_answered_by_invention(
    tmp_path, clock, scripted, said, asked, model, shown
):
    lab = make_lab(tmp_path / "lab", clock, reply_mode="grounded")
    try:
        scripted.enqueue("Noted.", model)
        lab.chat("u", said)
        turn = lab.chat("u", asked)
        assert shown in turn.reply and "1234567890" not in turn.reply and "Max" not in turn.reply
    finally:
        lab.close()
