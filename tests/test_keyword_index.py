"""The incremental BM25 index equals one built from scratch, whatever the order of writes."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from memorylab.indexes.bm25 import UserKeywords, tokenize
from memorylab.settings import KeywordParams

WORDS = ["tea", "coffee", "porto", "lyon", "reports", "weekly", "daily", "cats", "running", "runs", "jazz"]
texts = st.lists(st.sampled_from(WORDS), min_size=1, max_size=6).map(" ".join)
ops = st.lists(st.tuples(st.booleans(), st.integers(1, 12), texts), max_size=40)


def fresh(live: dict[int, str]) -> UserKeywords:
    index = UserKeywords(KeywordParams())
    for memory_id in sorted(live):
        index.add(memory_id, live[memory_id])
    return index


@settings(max_examples=60, deadline=None)
@given(ops, texts)
def test_patched_index_scores_like_a_fresh_one(operations, query):
    index, live = UserKeywords(KeywordParams()), {}
    for add, memory_id, text in operations:
        if add:
            index.add(memory_id, text)
            live[memory_id] = text
        else:
            index.remove(memory_id)
            live.pop(memory_id, None)
    rebuilt = fresh(live)
    assert index.vocabulary == rebuilt.vocabulary == {t for text in live.values() for t in tokenize(text)}
    got_ids, got_scores, _ = index.search(query, 50)
    want_ids, want_scores, _ = rebuilt.search(query, 50)
    assert dict(zip(got_ids.tolist(), np.round(got_scores, 5))) == dict(
        zip(want_ids.tolist(), np.round(want_scores, 5))
    )
    assert index.order == sorted(live)


def test_bm25_prefers_the_rarer_word_and_shorter_documents():
    index = UserKeywords(KeywordParams())
    for i, text in enumerate(["tea tea", "tea with a long tail of many other words here", "coffee"], start=1):
        index.add(i, text)
    ids, scores, also = index.search("tea", 5, also=[3, 1, 99])
    assert ids.tolist() == [1, 2] and scores[0] > scores[1] > 0
    assert also.tolist() == [0.0, scores[0], 0.0]  # coffee, the best tea, an unknown id


def same_scores(a: UserKeywords, b: UserKeywords, query: str) -> bool:
    got, want = a.search(query, 50), b.search(query, 50)
    return dict(zip(got[0].tolist(), np.round(got[1], 5))) == dict(zip(want[0].tolist(), np.round(want[1], 5)))


@settings(max_examples=60, deadline=None)
@given(ops, ops, texts)
def test_saved_postings_reload_and_keep_patching_like_a_fresh_index(before, after, query):
    """arrays() -> from_arrays() gives the same index; removing a loaded memory (whose
    terms come from the saved postings) and adding new ones keeps it equal to a fresh one."""
    index, live = UserKeywords(KeywordParams()), {}
    for phase, operations in enumerate((before, after)):
        for add, memory_id, text in operations:
            if add:
                index.add(memory_id, text)
                live[memory_id] = text
            else:
                index.remove(memory_id)
                live.pop(memory_id, None)
        if phase == 0:
            index = UserKeywords.from_arrays(KeywordParams(), index.arrays())
            assert same_scores(index, fresh(live), query) and index.order == sorted(live)
    rebuilt = fresh(live)
    assert index.vocabulary == rebuilt.vocabulary
    assert same_scores(index, rebuilt, query) and index.order == sorted(live)
    assert len(index) == len(live)


@settings(max_examples=40, deadline=None)
@given(st.dictionaries(st.integers(1, 40), texts, max_size=25), texts)
def test_a_vectorised_build_equals_one_added_memory_by_memory(live, query):
    built = UserKeywords.built(KeywordParams(), live.items())
    assert built.vocabulary == fresh(live).vocabulary
    assert same_scores(built, fresh(live), query) and built.order == sorted(live)


def test_a_word_most_memories_hold_tells_none_apart():
    """ "user" in "what does the user drink?" matched every "User ..." memory, and scaled to the
    best match each got nearly the whole keyword share: a word more than half of a user's
    memories hold (of five or more) is left out of the search and of the full match."""
    texts = ["User likes green tea", "User lives in Porto", "User runs daily", "User has two cats", "Sam plays jazz"]
    index = fresh(dict(enumerate(texts, start=1)))
    ids, _, _ = index.search("what does the user drink?", 10)
    assert ids.tolist() == [] and index.full_match("what does the user drink?") == 0.0
    ids, _, _ = index.search("does the user like tea?", 10)
    assert ids.tolist() == [1]  # the telling word still finds its memory


def test_a_small_index_keeps_every_word():
    index = fresh({1: "User likes green tea", 2: "User lives in Porto"})
    assert sorted(index.search("user", 10)[0].tolist()) == [1, 2]
