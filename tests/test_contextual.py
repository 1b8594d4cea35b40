"""Contextual memory text (issue 21): a dialogue memory is embedded after the turns before
it, its stored text and keyword postings stay its own words, and a forget leaves no
forgotten neighbour's words in any other memory's vector or postings."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memorylab import Clock, MemoryLab, preset
from memorylab.adapters.embed import HashingEmbedder, calls_in_thread
from memorylab.errors import InvalidInput
from memorylab.policies.contextual import (
    CONTEXT_CHARS,
    CONTEXT_TURNS,
    batch_neighbours,
    contextual_flag,
    embedding_text,
    neighbour_words,
    recent_context,
)
from memorylab.policies.speakers import speaker_signal
from tests.conftest import T0

HASH = HashingEmbedder()
DAY1, DAY2 = T0 - timedelta(days=3), T0 - timedelta(days=2)


def embedded(text: str) -> np.ndarray:
    return HASH.embed([text])[0]


def stored_vector(lab, user: str, memory_id: int) -> np.ndarray:
    _, vectors = lab._store.vectors(user, [memory_id])
    return vectors[0]


def index_vector(lab, user: str, memory_id: int) -> np.ndarray:
    return lab._derived.vectors.stored(user, [memory_id])[0]


def posting_ids(lab, user: str, word: str) -> set[int]:
    ids, _, _ = lab._derived.keywords.search(user, word, 50)
    return {int(i) for i in ids}


# --- the policy ----------------------------------------------------------------------------


def test_embedding_text_puts_the_neighbours_first_and_is_the_text_alone_without_them():
    assert embedding_text("Bo: A lake.") == "Bo: A lake."
    assert embedding_text("Bo: A lake.", ["Ann: What did you paint?"]) == "Ann: What did you paint? Bo: A lake."
    assert embedding_text("Bo: A lake.", ["", "   "]) == "Bo: A lake."


def test_a_neighbour_keeps_its_speaker_and_loses_its_date_and_tail():
    assert neighbour_words("(8 May 2023) Caroline: Hey Mel!") == "Caroline: Hey Mel!"
    long = "(8 May 2023) Caroline: " + "x" * 500
    assert neighbour_words(long) == "Caroline: " + "x" * CONTEXT_CHARS
    assert neighbour_words("y" * 500) == "y" * CONTEXT_CHARS  # a chat turn: no speaker, no date


def test_batch_neighbours_stay_within_a_session_and_take_at_most_the_turns_asked():
    texts = ["a", "b", "c", "d"]
    dates = [DAY1, DAY1, DAY1, DAY2]
    assert batch_neighbours(texts, dates, 2) == [[], ["a"], ["a", "b"], []]
    assert batch_neighbours(texts, dates, 1) == [[], ["a"], ["b"], []]
    assert batch_neighbours(texts, dates, 0) == [[], [], [], []]


def test_recent_context_is_the_last_turns_oldest_first():
    turns = [{"content": c} for c in ("one", "two", "three")]
    assert recent_context(turns) == ["two", "three"][-CONTEXT_TURNS:]
    assert recent_context(turns, 0) == []
    assert recent_context([]) == []


@given(st.text(min_size=1), st.lists(st.text(), max_size=4))
def test_the_embedding_text_always_ends_with_the_memory_text(text, neighbours):
    out = embedding_text(text, neighbours)
    assert out.endswith(text)
    assert len(out) <= len(text) + sum(len(n) + 1 for n in neighbours)


# --- the write path ------------------------------------------------------------------------


def test_a_chat_memory_is_embedded_with_the_turns_before_but_stored_and_indexed_alone(lab):
    before = ["Do you have any pets at home?", "I asked about the weekend too."]
    mid = lab._writer.remember("ann", "I adopted a tabby cat", context=before)
    assert lab.get("ann", mid).text == "I adopted a tabby cat"
    expected = embedded(embedding_text("I adopted a tabby cat", before))
    assert np.allclose(stored_vector(lab, "ann", mid), expected, atol=1e-5)
    assert np.allclose(index_vector(lab, "ann", mid), expected, atol=1e-5)
    assert mid not in posting_ids(lab, "ann", "weekend")  # the keyword side holds its own words
    assert mid in posting_ids(lab, "ann", "tabby")


def test_context_is_masked_like_a_stored_turn_before_it_reaches_the_vector(lab):
    secret = "my password is hunter2hunter2"
    mid = lab._writer.remember("ann", "I adopted a tabby cat", context=[secret])
    assert not np.allclose(
        stored_vector(lab, "ann", mid), embedded(embedding_text("I adopted a tabby cat", [secret])), atol=1e-5
    )


@pytest.mark.parametrize("bad", ["one turn as a string", [1, 2], None])
def test_context_that_is_not_a_list_of_texts_is_refused(lab, bad):
    with pytest.raises(InvalidInput, match="Context"):
        lab._writer.remember("ann", "I adopted a tabby cat", context=bad)


def dialogue(day=DAY1):
    texts = ["Ann: Did you paint anything zebrafish?", "Bo: A lake at sunrise.", "Ann: Lovely.", "Bo: Thanks!"]
    return [{"text": t, "created_at": day} for t in texts]


def test_a_dialogue_batch_is_embedded_in_context_within_each_session(lab):
    items = dialogue() + [{"text": "Ann: New day.", "created_at": DAY2}]
    ids = lab.remember_many("ann", items, context_turns=2)
    texts = [i["text"] for i in items]
    assert [lab.get("ann", i).text for i in ids] == texts
    for memory_id, text in zip(ids, embedding_texts(texts, [i["created_at"] for i in items])):
        assert np.allclose(stored_vector(lab, "ann", memory_id), embedded(text), atol=1e-5)
    assert np.allclose(stored_vector(lab, "ann", ids[4]), embedded("Ann: New day."), atol=1e-5)


def embedding_texts(texts, dates):
    return [embedding_text(t, n) for t, n in zip(texts, batch_neighbours(texts, dates, CONTEXT_TURNS))]


@pytest.mark.parametrize("bad", [-1, CONTEXT_TURNS + 1, "2", 1.5])
def test_context_turns_out_of_range_are_refused(lab, bad):
    with pytest.raises(InvalidInput, match="context turns"):
        lab.remember_many("ann", dialogue(), context_turns=bad)


# --- forget reaches the neighbours ---------------------------------------------------------


def test_forgetting_a_turn_re_embeds_the_memories_that_had_it_as_context(lab):
    ids = lab.remember_many("ann", dialogue(), context_turns=2)
    lab.forget("ann", ids[0])
    for memory_id, own in zip(ids[1:3], ["Bo: A lake at sunrise.", "Ann: Lovely."]):
        assert np.allclose(stored_vector(lab, "ann", memory_id), embedded(own), atol=1e-5)
        assert np.allclose(index_vector(lab, "ann", memory_id), embedded(own), atol=1e-5)
    # the fourth never had the first as context: its vector is as written
    kept = embedding_text("Bo: Thanks!", ["Bo: A lake at sunrise.", "Ann: Lovely."])
    assert np.allclose(stored_vector(lab, "ann", ids[3]), embedded(kept), atol=1e-5)
    assert posting_ids(lab, "ann", "zebrafish") == set()
    assert lab.recall("ann", "zebrafish", k=4) == [] or all(
        "zebrafish" not in h.memory.text.lower() for h in lab.recall("ann", "zebrafish", k=4)
    )


def test_forgetting_a_chat_fact_re_embeds_the_memories_written_from_the_turns_after_it(lab):
    at = T0 - timedelta(hours=1)
    said = "I keep a pet zebrafish named Otto"
    t1 = lab._store.add_turn("ann", "s1", "user", said, at)
    t2 = lab._store.add_turn("ann", "s1", "assistant", "Noted, a zebrafish called Otto.", at)
    t3 = lab._store.add_turn("ann", "s1", "user", "I adopted a tabby cat", at)
    fact = lab.remember("ann", said, source_turn=t1, span=(0, len(said)))
    context = recent_context(lab.turns("ann", "s1")[:2])
    assert any("zebrafish" in c for c in context)
    cat = lab._writer.remember("ann", "I adopted a tabby cat", source_turn=t3, context=context)
    other = lab._writer.remember("ann", "I like tea", context=["another session"], created_at=T0 - timedelta(days=1))
    other_vector = stored_vector(lab, "ann", other)

    lab.forget("ann", fact)
    assert np.allclose(stored_vector(lab, "ann", cat), embedded("I adopted a tabby cat"), atol=1e-5)
    assert np.allclose(index_vector(lab, "ann", cat), embedded("I adopted a tabby cat"), atol=1e-5)
    assert np.allclose(stored_vector(lab, "ann", other), other_vector)  # not a neighbour: untouched
    assert all("zebrafish" not in t["content"] for t in lab.turns("ann", "s1"))
    assert t2 in {t["id"] for t in lab.turns("ann", "s1")}


def test_another_users_memories_are_never_re_embedded_by_a_forget(lab):
    mine = lab.remember_many("ann", dialogue(), context_turns=2)
    theirs = lab.remember_many("bo", dialogue(), context_turns=2)
    before = [stored_vector(lab, "bo", i) for i in theirs]
    lab.forget("ann", mine[0])
    assert all(np.allclose(stored_vector(lab, "bo", i), v) for i, v in zip(theirs, before))


def test_a_lab_that_never_embedded_in_context_forgets_without_embedding_anything(lab):
    ids = lab.remember_many("ann", dialogue())
    assert lab._store.get_meta(contextual_flag("ann")) is None
    before = calls_in_thread()
    lab.forget("ann", ids[0])
    assert calls_in_thread() == before
    lab.remember_many("bo", dialogue(), context_turns=1)
    assert lab._store.get_meta(contextual_flag("bo")) == "1"
    assert lab._store.get_meta(contextual_flag("ann")) is None


WORDS = st.sampled_from(["lake", "paint", "tea", "cat", "boat", "rain", "jazz", "pier", "kite", "owl"])


@settings(max_examples=12, deadline=None)
@given(
    st.lists(st.tuples(st.lists(WORDS, min_size=1, max_size=4), st.booleans()), min_size=2, max_size=7),
    st.data(),
)
def test_after_any_forget_no_vector_carries_a_forgotten_turn(tmp_path_factory, turns, data):
    """Whatever the dialogue and whichever turns go: every remaining memory's vector is
    made from its own text or from remaining turns only."""
    folder = tmp_path_factory.mktemp("lab")
    lab = MemoryLab.open(folder, embedder="hash", clock=Clock(pinned=T0))
    try:
        dates = [DAY1 if same else DAY2 for _, same in turns]
        dates.sort()
        texts = [f"T{n}: " + " ".join(words) for n, (words, _) in enumerate(turns)]
        ids = lab.remember_many("ann", [{"text": t, "created_at": d} for t, d in zip(texts, dates)], context_turns=2)
        gone = data.draw(st.sets(st.sampled_from(range(len(ids))), min_size=1, max_size=len(ids) - 1))
        lab.forget("ann", [ids[i] for i in sorted(gone)], reason="test")
        neighbours = batch_neighbours(texts, dates, CONTEXT_TURNS)
        for i, memory_id in enumerate(ids):
            if i in gone:
                continue
            allowed = [embedded(texts[i])]
            if not any(texts[g] in neighbours[i] for g in gone):
                allowed.append(embedded(embedding_text(texts[i], neighbours[i])))
            vector = stored_vector(lab, "ann", memory_id)
            assert any(np.allclose(vector, a, atol=1e-5) for a in allowed)
            assert np.allclose(index_vector(lab, "ann", memory_id), vector, atol=1e-5)
    finally:
        lab.close()


# --- the default preset: who said it and when, together ------------------------------------


def test_the_default_preset_lifts_the_named_speakers_turn_and_the_named_date_together(lab):
    lab.remember_many(
        "ann",
        [
            {"text": f"({DAY2:%-d %B %Y}) Caroline: I painted a lake at sunrise.", "created_at": DAY2},
            {"text": f"({DAY1:%-d %B %Y}) Melanie: I painted a lake at sunrise.", "created_at": DAY1},
            {"text": f"({DAY1:%-d %B %Y}) Caroline: I painted a lake at sunrise.", "created_at": DAY1},
        ],
        context_turns=2,
    )
    hits = lab.recall("ann", f"What did Caroline paint on {DAY1:%-d %B %Y}?", k=3)
    assert hits[0].memory.text.startswith(f"({DAY1:%-d %B %Y}) Caroline")
    assert hits[0].relevance_parts["speaker"] > 0 and hits[0].relevance_parts["time"] > 0


def test_the_speaker_share_leaves_a_chats_facts_as_they_were(lab):
    for text in ("Alice prefers green tea", "Alice walks her dog Rex", "Bob likes jazz"):
        lab.remember("ann", text)
    query = "What does Alice drink?"
    with_share = lab.recall("ann", query, k=3)
    without = lab.recall("ann", query, k=3, weights=replace(preset("relevance-first"), speaker_weight=0.0))
    assert [(h.memory.id, round(h.score, 9)) for h in with_share] == [(h.memory.id, round(h.score, 9)) for h in without]


def test_speaker_signal_marks_the_turns_of_the_speaker_the_question_names_as_a_whole_word():
    texts = [
        "(8 May 2023) Caroline: I painted a lake.",
        "Melanie: I ran a race.",
        "(8 May 2023) Jon Snow: I went north.",
        "User prefers green tea",  # a chat's fact: no speaker
        "Carol: hello",
    ]
    assert speaker_signal(texts, "What did Caroline paint?").tolist() == [1, 0, 0, 0, 0]
    assert speaker_signal(texts, "Where did Jon go, and what did Melanie run?").tolist() == [0, 1, 1, 0, 0]
    assert speaker_signal(texts, "What does the user prefer?").tolist() == [0, 0, 0, 0, 0]
    assert speaker_signal(texts, "Carolina's plans?").tolist() == [0, 0, 0, 0, 0]  # not a whole word
    assert speaker_signal([], "Caroline?").tolist() == []
