"""What a stranger's walk of the workshop found (round 31), as tests. Leisure asked about is
answered from leisure and a favourite from its own kind ("what do I do for fun?" was answered
with the job, "what's my favourite film?" with the favourite band, both stated as "From what you
told me"); a request in the imperative is never thanked for as if it were something told."""

from __future__ import annotations

import pytest

from memorylab.policies.grounding import NO_ANSWER, NOTED, Recalled, choose, compose, fallback
from memorylab.policies.slots import slots_asked
from tests.intro_helpers import stored

JOB = Recalled(1, "User works as a plumber", 0.5, key="job")
CHESS = Recalled(2, "User loves playing chess in User's free time", 0.5, key="pref:playing")
CLIMBING = Recalled(3, "On weekends User does rock climbing", 0.5)
BAND = Recalled(4, "User's favourite band is Radiohead", 0.5, key="favourite:band")
MOVIE = Recalled(5, "User's favourite movie is Alien", 0.5, key="favourite:movie")


def stated(question: str, recalled: list[Recalled]) -> list[str]:
    return [s.memory_text for s in choose(question, recalled, 0.15).stated]


@pytest.mark.parametrize(
    "question",
    [
        "what do I do for fun?",
        "what do I do in my spare time?",
        "what do i do at the weekend again?",
        "remind me what I do to unwind",
        "so what do I do in my downtime?",
    ],
)
@pytest.mark.parametrize("pastime", [CHESS, CLIMBING])
def test_a_question_about_time_off_is_answered_with_the_pastime_not_the_job(question, pastime):
    assert "hobby" in [s.name for s in slots_asked(question)]
    assert stated(question, [JOB, pastime]) == [pastime.text]


def test_after_work_the_pastime_comes_first():
    # "after work" is also about a schedule, which needs the work (policies/needs.py): said second
    assert stated("what do I do after work?", [JOB, CHESS])[0] == CHESS.text


@pytest.mark.parametrize(
    "question", ["what do I do?", "what do I do for a living?", "what do I do for work?", "what do I do again?"]
)
def test_a_question_about_work_is_still_answered_with_the_job(question):
    assert stated(question, [JOB, CHESS]) == [JOB.text]


@pytest.mark.parametrize("question", ["what sport do I play?", "which sports do I do?", "what team sport do I play?"])
def test_a_sport_asked_about_is_a_pastime(question):
    assert stated(question, [JOB, CLIMBING]) == [CLIMBING.text]


@pytest.mark.parametrize(
    "question",
    [
        "what's my favourite film?",
        "whats my favorite food",
        "what's my favourite colour?",
        "what is my favourite thing to eat?",
        "what's my favourite pastime?",
        "name my favourite book",
    ],
)
def test_a_favourite_of_another_kind_is_never_stated(question):
    assert stated(question, [JOB, BAND]) == []


@pytest.mark.parametrize(
    "question, recalled, answer",
    [
        ("what's my favourite band?", [BAND, MOVIE], BAND),
        ("which group is my favourite?", [BAND, MOVIE], BAND),
        ("what's my favourite movie?", [BAND, MOVIE], MOVIE),
        ("what's my favourite film?", [BAND, MOVIE], MOVIE),
        ("what are my favourite films?", [BAND, MOVIE], MOVIE),
        ("what's my favourite pastime?", [BAND, CHESS], CHESS),
    ],
)
def test_a_favourite_of_the_kind_asked_for_is_stated(question, recalled, answer):
    assert stated(question, recalled) == [answer.text]


def test_a_question_naming_no_kind_keeps_every_favourite():
    assert set(stated("what are my favourites?", [BAND, MOVIE])) <= {BAND.text, MOVIE.text}
    assert stated("what are my favourites?", [BAND, MOVIE])


@pytest.mark.parametrize(
    "message",
    [
        "Explain photosynthesis in one sentence.",
        "describe a black hole to a child",
        "Tell me a joke about cats",
        "list three rivers in France",
        "summarise the plot of Hamlet",
        "translate 'good morning' into Polish",
        "convert 30 celsius to fahrenheit",
    ],
)
def test_a_request_in_the_imperative_is_never_thanked_for_as_if_told(message):
    # "Explain photosynthesis in one sentence." -> "Got it, thanks for telling me." (round 31's walk), when
    # nothing of the small model's reply was left to show
    assert fallback(message) == NO_ANSWER
    assert compose(choose(message, [JOB], 0.15), "", message, [JOB.text]) == NO_ANSWER


@pytest.mark.parametrize("message", ["I love hiking.", "my cat is called Miso", "Listening to jazz right now"])
def test_a_statement_is_still_noted(message):
    assert fallback(message) == NOTED


# Two classes read from sealed batch 49 after its end score (not a measure: the batch is open now).
@pytest.mark.parametrize(
    "message, expected",
    [
        ("my favorite band since i was 15 is Radiohead — anything similar?", ("User's favourite band is Radiohead",)),
        ("My favourite film since childhood is Labyrinth", ("User's favourite film is Labyrinth",)),
        ("my fav food since uni is ramen, is that bad", ("User's favourite food is ramen",)),
        ("my favourite food is pho — is it healthy?", ("User's favourite food is pho",)),
        ("I'm married to a woman called Yuki who cooks far better than me", ("User is married to Yuki",)),
        ("im married to a man called Theo and we have two dogs", ("User is married to Theo",)),
        ("been married to a lovely guy named Arjun but he snores", ("User is married to Arjun",)),
    ],
)
def test_a_favourite_since_long_ago_and_a_spouse_described_then_named(message, expected):
    assert expected[0] in [text for text, _ in stored(message)]


@pytest.mark.parametrize(
    "message",
    [
        "my friend is married to a woman called Yuki who cooks",
        "if I were married to a man called Theo",
        "my sister's favourite band since she was 15 is Radiohead",
        "what's your favourite band since you were 15?",
    ],
)
def test_their_favourites_and_spouses_store_nothing(message):
    assert stored(message) == []
