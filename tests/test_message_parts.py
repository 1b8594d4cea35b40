"""A paste too long for one chat message is cut into messages, and nothing of it is lost."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memorylab import InvalidInput, message_parts
from memorylab.validate import _normalised, clean_text, visible


def test_a_text_that_fits_is_one_part_cleaned():
    assert message_parts("  I'm Ana.\r\n", 4000) == ["I'm Ana."]
    assert message_parts(" \n\u200b ", 4000) == []


def test_paragraphs_are_kept_whole_where_they_fit():
    first, second = "I moved to Lyon in May. " * 40, "My sister Marta visits often. " * 40
    parts = message_parts(f"{first}\n\n{second}", 1500)
    assert parts == [first.strip(), second.strip()]


def test_a_long_paragraph_is_cut_at_sentence_ends_then_words():
    text = "Sam drinks green tea every morning. " * 300  # 10,800 characters, one paragraph
    parts = message_parts(text, 4000)
    assert len(parts) == 3 and all(p.endswith("morning.") for p in parts)
    word = "a" * 5000  # no break anywhere: cut anyway
    assert [len(p) for p in message_parts(word, 4000)] == [4000, 1000]


@pytest.mark.parametrize("bad", [None, 12, b"bytes", ["a"]])
def test_a_non_string_is_refused(bad):
    with pytest.raises(InvalidInput, match="must be a string"):
        message_parts(bad, 4000)


@pytest.mark.parametrize("limit", [0, 99, -5, 1.5, float("nan"), True, "4000"])
def test_a_bad_limit_is_refused(limit):
    with pytest.raises(InvalidInput, match="max_chars"):
        message_parts("hello", limit)


def test_more_than_most_parts_is_refused_with_a_way_out():
    with pytest.raises(InvalidInput, match="more than 10 messages"):
        message_parts("word " * 10_000, 4000)
    with pytest.raises(InvalidInput, match="remember_many"):
        message_parts("x" * 10_000_000, 4000)  # refused before any regex work


PIECES = [*"ab .!?\n\t", "é", "e\u0301", "🍵", "\u200b", "\x00", "\r\n", "Sam drinks tea. "]
TEXT = st.lists(st.sampled_from(PIECES), max_size=1500).map("".join) | st.lists(
    st.sampled_from(PIECES), min_size=300, max_size=1500
).map("".join)


def shown(text: str) -> str:
    """The characters that show, in order."""
    return "".join(c for c in text if visible(c))


@settings(max_examples=300, deadline=None)
@given(TEXT, st.integers(100, 600))
def test_parts_are_valid_messages_and_lose_nothing(text, limit):
    try:
        parts = message_parts(text, limit)
    except InvalidInput as exc:
        assert "more than 10 messages" in str(exc)
        return
    assert all(clean_text(p, max_chars=limit) == p for p in parts)
    assert all(len(p) <= limit and visible(p) for p in parts)
    assert shown("".join(parts)) == shown(_normalised(text))


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(PIECES), min_size=300, max_size=1500).map("".join))
def test_a_long_paste_is_cut_in_several_parts(text):
    if len(shown(_normalised(text))) > 1000:
        assert len(message_parts(text, 1000, most=100)) > 1
