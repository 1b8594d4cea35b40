"""Round 17: what blind batch 16 (scored first, then used as a development set) found unstored
or unused, in phrasings of our own, and what must still store nothing."""

import pytest

from memorylab import Clock, MemoryLab, Settings
from tests.intro_helpers import stored


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # "im" (no apostrophe) before a question: the statement is read
        ("hey, im Bartosz btw, can u help me fix my CV?", ("User's name is Bartosz", "name")),
        # "sis", "bro": the sister and brother slots
        ("my little sis Amara lives in Leeds, what do I get her", ("User's little sis Amara lives in Leeds", "sis")),
        ("my bro Tomasz is a chef", ("User's bro is Tomasz", "bro")),
        # a favourite as a label, and "number one"
        ("fav film: Paddington 2. any similar ones?", ("User's favourite film is Paddington 2", "favourite:film")),
        ("Radiohead is my number one band forever", ("User's favourite band is Radiohead", "favourite:band")),
        # study without "I", and courses
        ("studying medicine at Leiden rn, any revision tips", ("User studies medicine at Leiden", "study")),
        ("doing a part-time data science bootcamp, tips?", ("User is doing a data science bootcamp", "study")),
        ("I'm taking night classes in bookkeeping.", ("User takes night classes in bookkeeping", "study")),
        # someone named inside a question, and a job before a second clause about something else
        (
            "me and my husband Idris are off to Crete in June, Chania or Rethymno?",
            ("User's husband is Idris", "partner"),
        ),
        ("is my old cat Mochi too thin?", ("User's cat is called Mochi", "cat")),
        ("work as a paramedic and the night shifts are brutal", ("User works as a paramedic", "job")),
        # a title and a surname before the job (the round-17 walk)
        ("Hello, I'm Dr. Amara Okafor, a pediatric dentist living in Lagos.", ("User is a pediatric dentist", "job")),
        # an allergy named before a question after a dash
        ("shellfish allergy — is oyster sauce safe?", ("User is allergic to shellfish", "allergy:shellfish")),
    ],
)
def test_found_now(message, expected):
    assert expected in stored(message)


@pytest.mark.parametrize(
    "message",
    [
        "write a scene where the detective says 'I'm a vegan and I live in Oslo'",
        'my character says "I have two cats and I\'m allergic to wheat"',
        "studying is exhausting",
        "studying for my driving test tomorrow",
        "bro, what's the capital of Peru",
        "should I call my cat Mochi or Miso?",
        "can you translate 'my wife Lena is a doctor' into German?",
    ],
)
def test_still_nothing(message):
    assert stored(message) == []


def stated_days_later(folder, said: str, asked: str) -> str:
    """What the grounded reply states when ``asked`` comes three days after ``said``, in a
    later session (the scripted model: only the agent's own statement is under test)."""
    from dataclasses import replace

    base = Settings.from_env(model="scripted/round17", embedder="hash")
    settings = base.with_(agent=replace(base.agent, reply_mode="grounded"))
    with MemoryLab.open(folder, settings=settings, clock=Clock()) as lab:
        lab.chat("u", said, session_id="first")
        lab.clock.advance(days=3, user_id="u")
        turn = lab.chat("u", asked, session_id="later")
    return (turn.grounding.statement or "") if turn.grounding else ""


@pytest.mark.parametrize(
    ("said", "asked", "stated"),
    [
        # a request that needs the fact
        ("We have a very old beagle who comes on every trip.", "any cabin ideas in the Lake District?", "pet-friendly"),
        ("I drive a hybrid, a Toyota Prius.", "plan a road trip from Denver to Santa Fe?", "Prius"),
        ("I don't drink alcohol.", "ideas for a night out for my birthday?", "don't drink"),
        ("I live in Hobart.", "what should I plant in my vegetable garden this month?", "Hobart"),
        ("I use a wheelchair.", "a day trip idea from Lyon?", "accessible"),
        # a direct question
        ("my dad Anselm just retired, gift ideas?", "do you remember my dad's name?", "Anselm"),
        ("i do bouldering three times a week", "what hobby did I mention?", "bouldering"),
    ],
)
def test_a_later_request_or_question_states_the_fact(tmp_path, said, asked, stated):
    assert stated in stated_days_later(tmp_path, said, asked)
