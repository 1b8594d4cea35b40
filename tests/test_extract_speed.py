"""The rule extractor's shortcuts for speed answer what the plain searches answer.

A room of forty shares one interpreter, and the extractor is a fifth of a turn's Python, so some of
its tests ask a cheaper question first: a clause's hypothetical markers in two halves, whether any
subjectless opening starts it in one match, a cue's literal pieces before its search. Each is
checked here against the plain form on generated text built from the words the patterns look for.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memorylab.policies.extract import extract_rules
from memorylab.policies.intro_clause import HYPOTHETICAL, hypothetical
from memorylab.policies.intro_selfname import _CUE_ANCHORS, CUES
from memorylab.policies.intro_subject import _ANY_SUBJECTLESS, _SUBJECTLESS
from memorylab.policies.prefilter import anchors, could_hold, could_match, fold, needs, pieces

# Words the hypothetical markers, the subjectless openings and the name cues are made of, with others around them.
WORDS = (
    "I I'm i'd I'd I would we if If when was were used to wish hypothetically one day someday some day "
    "dog-sitting house sitting cat sitting called named love like want hope really maybe might could say "
    "let's pretend imagine suppose as a kid child back found out diagnosed hives rash forgot miss be have "
    "live work move nurse teacher been trying into fan of born raised moved allergic to diabetic gym every "
    "morning swim an a my name is call me Priya Tom Lyon Sam it's here x xo love, cheers the weather was "
    "lovely and but so , . ! ? ( ) -"
).split()
_TEXT = st.lists(st.sampled_from(WORDS), max_size=14).map(" ".join)
_CASED = st.tuples(_TEXT, st.sampled_from([str, str.upper, str.lower, str.title, str.capitalize])).map(
    lambda pair: pair[1](pair[0])
)


@settings(max_examples=400, deadline=None)
@given(clause=st.one_of(_CASED, st.text(max_size=40)))
def test_hypothetical_in_two_halves_is_the_one_pattern(clause):
    assert hypothetical(clause) == bool(HYPOTHETICAL.search(clause.strip()))


@pytest.mark.parametrize(
    "clause",
    [
        "If I were a chef",
        "honestly I'd love a dog called Biscuit",
        "we used to live in Leeds",
        "I'm house-sitting for my aunt",
        "as a kid I had a hamster",
        "penicillin allergy here, found out when i was 8",
        "I get hives if I eat nuts",
        "so one day I want a cat named Miso",
    ],
)
def test_hypothetical_in_two_halves_on_said_clauses(clause):
    assert hypothetical(clause) == bool(HYPOTHETICAL.search(clause.strip()))


@settings(max_examples=400, deadline=None)
@given(body=st.one_of(_CASED, st.text(max_size=40)))
def test_one_match_for_every_subjectless_opening_finds_what_each_finds(body):
    assert (_ANY_SUBJECTLESS.match(body) is not None) == any(pattern.match(body) for pattern, _ in _SUBJECTLESS)


@settings(max_examples=300, deadline=None)
@given(text=st.one_of(_CASED, st.text(max_size=60)), index=st.integers(min_value=0))
def test_a_cues_pieces_asked_of_the_text_are_its_pieces_asked_of_the_set(text, index):
    wanted = _CUE_ANCHORS[index % len(_CUE_ANCHORS)]
    assert could_hold(fold(text), wanted) == could_match(pieces(fold(text)), wanted)


@settings(max_examples=300, deadline=None)
@given(message=_CASED)
def test_no_cue_that_matches_is_skipped(message):
    folded = fold(message)
    for (cue, _), wanted in zip(CUES, _CUE_ANCHORS):
        if cue.search(message):
            assert could_hold(folded, wanted)


def test_a_bracket_alone_is_a_better_anchor_than_two_hundred_titles():
    """The requirement least likely to be met is kept: "(" before any of many words, not the words."""
    titles = "|".join(f"title{n}" for n in range(200))
    assert anchors(needs(rf"^.*?\(\s*(?:an? )?(?:{titles})\b")) == frozenset({"("})
    assert anchors(needs(r"\bmy (?:cat|dog) (?:is )?called\b")) is not None


def test_a_typed_title_is_read_the_same_the_second_time():
    """The near-title answer is kept per word; a second reading of a typo'd job is the first one."""
    first = [(c.text, c.key) for c in extract_rules("Im an electrican at the hospital")]
    again = [(c.text, c.key) for c in extract_rules("Im an electrican at the hospital")]
    assert first == again and any(key == "job" for _, key in first)


def test_the_subjectless_prefilter_keeps_no_group_names():
    """Several openings share a group name; the one pattern made of them all compiles because it drops them."""
    assert not re.search(r"\(\?P<", _ANY_SUBJECTLESS.pattern)
