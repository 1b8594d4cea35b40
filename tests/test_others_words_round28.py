"""Round 28: a quoted sentence is someone else's words when a task is asked on it further on in the sentence
("write a short story that begins: '...'", "write an example email like '...'"), when it is called a quote
("Quote from my uncle: '...'", with apostrophes inside it), and when an edit is asked on it after a
possessive ("proofread this for a colleague's bio: '...'": the possessive's apostrophe opens no quote); and
made-up details given for a template ("use placeholder details like Jane Doe, Marketing Manager").
The speaker's own quoted sign-off still names them."""

import pytest

from memorylab.policies.others_words import QUOTED_WORDS
from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    "message",
    [
        "write a short story that opens: 'My name is Clara Holt and I have lived in Ashford Manor all my life.'",
        "Write a poem that starts with 'I am a lighthouse keeper in Maine and I live alone'",
        "write a sample cover letter opening like 'Hello, my name is Tom Reed and I work as a data analyst in Boston'",
        "type out an example bio such as 'I'm Dana, a nurse from Leeds who loves hiking'",
        "Quote from my uncle: 'I've lived in Galway my whole life and I'll never leave.' make it a birthday caption",
        "Proofread this for a colleague's bio (it's not mine): 'I am a registered nurse working in Leeds.'",
        "fix this for my friend's profile please: 'I work as a barista in Porto and I have a cat called Figo'",
        # made-up details given for a template are no one's
        "how should an email signature look? just use placeholder details like Jane Doe, Marketing Manager.",
        "fill the form with dummy data like Tom Reed, 42, data analyst, Boston",
        "give me a sample profile: Priya, nurse, lives in Leeds",
    ],
)
def test_a_quoted_sentence_someone_else_said_stores_nothing(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("pls write a thank-you note to my neighbour and sign off as 'Cheers, Marta' since that's me", "Marta"),
        ("write a toast for my brother and sign it 'love, Ines' since that's me", "Ines"),
        ("my name is Ana and I need some example names for a story", "Ana"),  # the made-up ones come after
    ],
)
def test_a_quoted_sign_off_of_ones_own_still_names_the_speaker(message, expected):
    assert_stored(message, (f"User's name is {expected}", "name"))


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        ("Quote from my gran: 'I've lived here all my life.' nice, right?", "'I've lived here all my life.'"),
        ("after 'my name is Inigo Montoya', what comes next?", "'my name is Inigo Montoya'"),
        ("don't shorten it to Maggie, what's the point", None),  # apostrophes inside words open no quote
        ("my client's CV says it's fine", None),
    ],
)
def test_quoted_words_open_and_close_at_a_words_edge(text, quoted):
    found = QUOTED_WORDS.search(text)
    assert (found.group(0) if found else None) == quoted
