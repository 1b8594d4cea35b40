"""Issue 21, third round: the dense side searches the question less the one speaker it
names (the speaker share carries who; a name in the query vector pulls in every turn that
merely mentions that person). The keyword side and every question-level rule keep the
question as asked; a chat's facts have no speaker, so nothing changes for them."""

import re
from dataclasses import replace
from datetime import datetime

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from memorylab import InvalidInput, Weights, preset
from memorylab.adapters.embed import HashingEmbedder, calls_in_thread, embed_queries
from memorylab.policies.speakers import named_speaker, without_speaker

DAY = datetime(2023, 5, 8)
TURNS = [
    f"({DAY:%-d %B %Y}) John: I took a short trip to Rome last week.",
    f"({DAY:%-d %B %Y}) Tim: John, John, John, cities are great, John!",
    f"({DAY:%-d %B %Y}) Tim: I went to London for the cities tour.",
]


@pytest.mark.parametrize(
    "query, name, expected",
    [
        ("Which cities has John been to?", "John", "Which cities has been to?"),
        ("What is John's favourite city?", "John", "What is favourite city?"),
        ("What is John’s favourite city?", "John", "What is favourite city?"),  # typographic apostrophe
        ("Would Johnny like Rome?", "John", "Would Johnny like Rome?"),  # not the whole word
        ("John?", "John", "John?"),  # nothing would remain: the question as asked
        ("Where did Jon go?", "", "Where did Jon go?"),
    ],
)
def test_without_speaker_takes_out_the_name_and_its_possessive(query, name, expected):
    assert without_speaker(query, name) == expected


@given(st.sampled_from(["John", "Caroline", "Jo"]), st.text(max_size=60))
def test_without_speaker_leaves_no_whole_word_name_unless_nothing_else_would_remain(name, text):
    query = f"{text} {name} {text}"
    out = without_speaker(query, name)
    if out == query:  # only when no word would remain once the name is gone
        assert not re.search(r"\w", re.sub(rf"\b{name}(?:['’]s)?\b", " ", query))
    else:
        assert not re.search(rf"\b{name}\b", out)
        assert re.search(r"\w", out)


def test_named_speaker_is_the_one_speaker_of_the_memories_the_question_names():
    assert named_speaker(TURNS, "Which cities has John been to?") == "John"
    assert named_speaker(TURNS, "What did John tell Tim?") is None  # two speakers: both matter
    assert named_speaker(TURNS, "Which cities were visited?") is None
    assert named_speaker(["Alice prefers green tea"], "What does Alice drink?") is None  # a chat's fact
    assert named_speaker([], "John?") is None


def test_the_dense_side_searches_the_question_less_the_named_speaker(lab):
    lab.remember_many("ann", [{"text": t, "created_at": DAY} for t in TURNS])
    question = "Which cities has John been to?"
    ids, matrix = lab.retrieval.vectors("ann")

    def cosines(text):
        return dict(zip(ids.tolist(), (matrix @ embed_queries(HashingEmbedder(), [text])[0]).tolist()))

    def similarities(weights):
        return {h.memory.text: h.similarity for h in lab.recall("ann", question, k=3, weights=weights)}

    text_id = {lab.get("ann", i).text: i for i in ids.tolist()}
    content, asked = cosines("Which cities has been to?"), cosines(question)
    on = similarities(preset("relevance-first"))
    off = similarities(replace(preset("relevance-first"), dense_without_speaker=False))
    assert on == pytest.approx({t: max(0.0, content[text_id[t]]) for t in on}, abs=1e-5)
    assert off == pytest.approx({t: max(0.0, asked[text_id[t]]) for t in off}, abs=1e-5)
    assert on[TURNS[1]] < off[TURNS[1]]  # the turn that only names John four times loses its pull


def test_a_chats_facts_have_no_speaker_so_nothing_changes_and_nothing_more_is_embedded(lab):
    for text in ("Alice prefers green tea", "Alice walks her dog Rex", "Bob likes jazz"):
        lab.remember("ann", text)
    query = "What does Alice drink?"
    off = replace(preset("relevance-first"), dense_without_speaker=False)
    before = calls_in_thread()
    with_lever = lab.recall("ann", query, k=3)
    embedded = calls_in_thread() - before
    without = lab.recall("ann", query, k=3, weights=off)
    assert embedded == 1  # the question, once
    assert [(h.memory.id, round(h.score, 9)) for h in with_lever] == [(h.memory.id, round(h.score, 9)) for h in without]


def test_the_default_preset_takes_the_lever_and_it_is_validated():
    assert preset("relevance-first").dense_without_speaker is True
    assert Weights().dense_without_speaker is False
    with pytest.raises(InvalidInput, match="dense_without_speaker"):
        Weights(dense_without_speaker="yes")


def test_a_given_query_vector_is_used_for_the_question_as_asked_and_the_content_is_embedded(lab):
    lab.remember_many("ann", [{"text": t, "created_at": DAY} for t in TURNS])
    question = "Which cities has John been to?"
    vector = embed_queries(HashingEmbedder(), [question])[0]
    given_vector = lab.recall("ann", question, k=3, vector=vector)
    plain = lab.recall("ann", question, k=3)
    assert [(h.memory.id, round(h.similarity, 6)) for h in given_vector] == [
        (h.memory.id, round(h.similarity, 6)) for h in plain
    ]
    assert np.isfinite([h.score for h in plain]).all()


def test_why_not_recalled_explains_from_the_candidates_recall_scores(lab):
    lab.remember_many("ann", [{"text": t, "created_at": DAY} for t in TURNS])
    question = "Which cities has John been to?"
    weights = preset("relevance-first")
    for hit in lab.recall("ann", question, k=3, weights=weights):
        why = lab.retrieval.explain("ann", question, hit.memory.id, weights)
        assert why["rank"] == hit.rank
        assert why["signals"]["score"] == pytest.approx(hit.score, abs=1e-9)


def test_questions_embedded_ahead_leave_recall_nothing_to_embed(lab):
    """An evaluation embeds its questions in one batch, each with the question less the speaker
    it names (what the lever embeds): each recall then embeds nothing, and ranks alike."""
    lab.remember_many("ann", TURNS)
    questions = ["Which cities has John been to?", "What did Tim see in London?", "Where is Rome?"]
    before = calls_in_thread()
    vectors = lab.retrieval.embed_queries("ann", questions)
    assert calls_in_thread() - before == 1  # one batch: 3 questions and 2 without their speaker
    assert np.allclose(vectors, np.stack([lab.retrieval.embed_query(q) for q in questions]))
    before = calls_in_thread()
    hits = [lab.recall("ann", q, k=2) for q in questions]
    assert calls_in_thread() - before == 0
    assert [h.memory.text for h in hits[0]][0] == TURNS[0]
