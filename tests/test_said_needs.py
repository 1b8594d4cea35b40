"""The guard's secrets said in words run only the patterns whose words a text holds
(policies/said.py): that must find exactly what running every pattern finds."""

import json
import re
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from memorylab.policies.said import MIN_CHARS, NOT_A_VALUE, SAID, said_in_words

DATA = Path(__file__).resolve().parent / "data"


def every_pattern(text: str) -> list[tuple[str, int, int]]:
    """What ``said_in_words`` finds when every pattern runs (its loop, without the needs)."""
    found = []
    for kind, _, pattern in SAID:
        for match in pattern.finditer(text):
            value = match.group(1).rstrip(" -./")
            if len(re.sub(r"\W", "", value)) < MIN_CHARS.get(kind, 1):
                continue
            if value.lower().strip("\"'“”.,!?") not in NOT_A_VALUE:
                found.append((kind, match.start(1), match.start(1) + len(value)))
    return found


def _corpus() -> list[str]:
    texts = []
    for path in sorted(DATA.glob("sensitive_corpus*.json")):
        corpus = json.loads(path.read_text())
        texts += [i["text"] for i in corpus["sensitive"]] + corpus["ordinary"]
    return texts


CORPUS = _corpus()
# the patterns' words, and the pieces around them, in the cases and letters a text may use
WORDS = sorted({w for _, needs, _ in SAID for group in needs for w in group})
PIECES = WORDS + [w.upper() for w in WORDS] + [w.title() for w in WORDS]
PIECES += [" ", "  ", "\n", " is ", " was ", ": ", "=", " - ", "/", "#", " my ", " the ", " with ", "'s ", ". "]
PIECES += ["4821", "Kiwi2020!", "Qw3rty!9", "AB123456", "no.", "number", "code", "word", "in", "it's"]
PIECES += ["\u017f", "\u212a", "\u0130", "\u0131", "ſs", "KEY", "PİN", "pıN", "0x" + "a1" * 32, "é", "🙂"]


def test_the_corpus_finds_the_same_with_and_without_the_needs():
    assert len(CORPUS) >= 400
    assert sum(bool(every_pattern(t)) for t in CORPUS) >= 100  # the corpus does reach the patterns
    for text in CORPUS:
        assert list(said_in_words(text)) == every_pattern(text), text


def test_each_pattern_needs_words_its_pattern_cannot_match_without():
    """A need is lower case (the text is folded before the look) and every pattern but the
    private key's has one."""
    assert all(w == w.lower() for w in WORDS)
    assert [kind for kind, needs, _ in SAID if not needs] == ["private key"]


def test_the_letters_case_insensitive_patterns_read_as_ascii_are_folded():
    long_s = "my pa\u017f\u017fword is Tulip#42"
    assert list(said_in_words(long_s)) == every_pattern(long_s) != []  # found: "ſ" is an s to the pattern
    assert list(said_in_words("the \u0130PIN is 4821")) == every_pattern("the \u0130PIN is 4821")
    assert list(said_in_words("api \u212aey: sk_9aZ4x8Q2")) == every_pattern("api \u212aey: sk_9aZ4x8Q2") != []


@settings(max_examples=600, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=14).map("".join))
def test_texts_built_from_the_patterns_words_find_the_same(text):
    assert list(said_in_words(text)) == every_pattern(text)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=120))
def test_any_text_finds_the_same(text):
    assert list(said_in_words(text)) == every_pattern(text)
