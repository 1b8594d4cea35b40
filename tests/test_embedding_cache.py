"""The lab's embedding cache: each distinct text embedded once while it is cached, the
question's vector shared with a stored text of the same words (symmetric models only),
bounded, and emptied by every forget."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from memorylab.adapters.embed import HashingEmbedder, QueryCache, calls_in_thread

MEETING = "The meeting is on Friday"


class AskingEmbedder(HashingEmbedder):
    """An asymmetric fake (as e5 is): a question's vector is not a memory's."""

    name = "asking-fake"

    def embed_queries(self, texts):
        return -self.embed(texts)


def test_a_question_and_a_memory_of_the_same_words_are_embedded_once():
    cache = QueryCache(HashingEmbedder(), size=8)
    before = calls_in_thread()
    asked = cache.get(MEETING)
    stored = cache.passage(MEETING)
    assert calls_in_thread() - before == 1
    assert np.array_equal(asked, stored)


def test_an_asymmetric_model_keeps_questions_and_memories_apart():
    cache = QueryCache(AskingEmbedder(), size=8)
    before = calls_in_thread()
    asked, stored = cache.get(MEETING), cache.passage(MEETING)
    assert calls_in_thread() - before == 2
    assert np.allclose(asked, -stored)
    assert cache.get(MEETING) is asked and cache.passage(MEETING) is stored
    assert calls_in_thread() - before == 2


def test_entries_are_keyed_on_the_model_id():
    hashing, asking = QueryCache(HashingEmbedder()), QueryCache(AskingEmbedder())
    hashing.get(MEETING)
    asking.get(MEETING)
    assert {k[0] for k in hashing._items} == {"hash"}
    assert {k[0] for k in asking._items} == {"asking-fake"}


@settings(max_examples=60, deadline=None)
@given(texts=st.lists(st.sampled_from([f"text {i}" for i in range(12)]), max_size=40), size=st.integers(1, 6))
def test_the_cache_is_bounded_and_keeps_the_most_recent_texts(texts, size):
    cache = QueryCache(HashingEmbedder(), size=size)
    for text in texts:
        cache.get(text)
    recent = list(dict.fromkeys(reversed(texts)))[:size]
    assert len(cache) == min(size, len(set(texts)))
    assert sorted(cache) == sorted(recent)


def test_a_repeated_turn_embeds_nothing_new(scripted, tmp_path, clock):
    from tests.conftest import make_lab

    lab = make_lab(tmp_path / "lab", clock)
    scripted.enqueue("Noted.", "Noted again.")
    first = lab.chat("ann", "Remember the meeting is on Friday")
    again = lab.chat("ann", "Remember the meeting is on Friday")
    lab.close()
    assert first.ok and again.ok
    assert first.usage["embed_calls"] == 2  # the question, the memory it wrote
    assert again.usage["embed_calls"] == 0  # both texts come from the cache


def test_forget_empties_the_cache_of_what_a_turn_embedded(scripted, tmp_path, clock):
    from tests.conftest import make_lab

    lab = make_lab(tmp_path / "lab", clock)
    scripted.enqueue("Noted.")
    turn = lab.chat("ann", "Remember the meeting is on Friday")
    written = [d.memory_id for d in turn.decisions if d.memory_id is not None]
    assert MEETING in lab._derived.queries  # the memory's text, cached by the intake
    lab.forget("ann", written)
    assert MEETING not in lab._derived.queries and len(lab._derived.queries) == 0
    lab.close()
