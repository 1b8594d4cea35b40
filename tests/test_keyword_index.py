"""The incremental BM25 index equals one built from scratch, whatever the order of writes."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from memorylab.indexes.keyword import UserKeywords, tokenize
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
