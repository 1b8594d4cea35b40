"""The regex prefilter: a necessary condition only, so the introduction table reads every
clause exactly as it does without it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from memorylab.policies.extract import normalise, sentences
from memorylab.policies.introductions import SHAPES, introduce_all, with_subject
from memorylab.policies.prefilter import Candidates, anchors, could_match, fold, needs, pieces

DATASETS = Path(__file__).resolve().parents[1] / "memorylab" / "datasets"


def _texts() -> list[str]:
    """Every message the project ships: probe sets, scenarios, the demo persona."""
    out: list[str] = []

    def walk(node: object) -> None:
        if isinstance(node, str):
            out.append(node)
        elif isinstance(node, dict):
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for path in sorted(DATASETS.rglob("*.yaml")):
        walk(yaml.safe_load(path.read_text(encoding="utf-8")))
    return [t for t in out if len(t.split()) >= 2]


@pytest.fixture(scope="module")
def clauses() -> list[str]:
    found = [s for t in _texts() for _, _, s in sentences(normalise(t))]
    assert len(found) > 1500  # the shipped probe sets, scenarios and demo, not a handful
    return found


def test_every_shape_has_anchors():
    """A shape without anchors is searched on every clause: the filter would quietly stop paying."""
    assert [s.pattern[:40] for s in SHAPES if s.anchors is None] == []


def test_the_table_reads_every_shipped_clause_the_same_with_and_without_it(clauses):
    differ = [c for c in clauses if introduce_all(c) != introduce_all(c, prefilter=False)]
    assert differ == []


def test_no_shape_that_matches_a_shipped_clause_is_skipped(clauses):
    skipped, searched = [], 0
    for clause in clauses:
        clause = with_subject(clause.strip())
        present = pieces(fold(clause))
        for shape in SHAPES:
            if shape.compiled.search(clause):
                searched += 1
                if not could_match(present, shape.anchors):
                    skipped.append((shape.rule, clause))
    assert searched > 500 and skipped == []


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from("abcdeilmnorstuwy '-,.ABIMS"), max_size=80))
def test_the_candidates_by_anchor_are_the_shapes_could_match_keeps_in_order(text):
    """One set intersection (prefilter.Candidates) gives what a test per shape gave."""
    present = pieces(fold(text))
    table = Candidates([s.anchors for s in SHAPES])
    assert table.of(present) == [i for i, s in enumerate(SHAPES) if could_match(present, s.anchors)]


def test_it_skips_most_shapes_on_ordinary_talk():
    present = pieces(fold("We went to the lake last weekend and the weather was lovely."))
    kept = sum(could_match(present, s.anchors) for s in SHAPES)
    assert kept < len(SHAPES) / 4


@settings(max_examples=200, deadline=None)
@given(data=st.data())
def test_any_text_a_shape_matches_passes_the_filter(data):
    shape = data.draw(st.sampled_from(SHAPES))
    text = data.draw(st.from_regex(shape.compiled))
    assert shape.compiled.search(text)
    assert could_match(pieces(fold(text)), shape.anchors)


# Small regexes over letters that case folding treats specially ("ſ" is "s", "K" is the Kelvin sign).
_ATOMS = st.sampled_from(["a", "b", "s", "k", "ab", "ſ", "\u212a", "I", "ı", "'", " ", "[ab]", ".", r"\w", r"\b", "^"])


def _regex(children: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.one_of(
        st.lists(children, min_size=1, max_size=4).map("".join),
        st.lists(children, min_size=2, max_size=3).map(lambda p: "(?:" + "|".join(p) + ")"),
        children.map(lambda p: f"(?:{p})?"),
        children.map(lambda p: f"(?:{p})+"),
        children.map(lambda p: f"(?:{p}){{1,2}}"),
        children.map(lambda p: f"(?:{p}){{0,2}}"),
        children.map(lambda p: f"(?={p})"),
        children.map(lambda p: f"(?!{p})"),
        children.map(lambda p: f"(?-i:{p})"),
        children.map(lambda p: f"({p})"),
    )


@settings(max_examples=250, deadline=None)
@given(pattern=st.recursive(_ATOMS, _regex, max_leaves=8), data=st.data())
def test_any_match_of_any_pattern_passes_the_filter(pattern, data):
    compiled = re.compile(pattern, re.I)
    text = data.draw(st.from_regex(compiled))
    assert compiled.search(text)
    assert could_match(pieces(fold(text)), anchors(needs(pattern)))


@pytest.mark.parametrize(
    "pattern, text",
    [("ſtar", "STAR"), ("\u212aelvin", "kelvin"), ("ıi", "II"), ("İstanbul", "istanbul"), ("Ωmega", "ωMEGA")],
)
def test_letters_the_engine_calls_equal_pass_the_filter(pattern, text):
    assert re.search(pattern, text, re.I)
    assert could_match(pieces(fold(text)), anchors(needs(pattern)))


def test_folding_never_separates_characters_the_engine_calls_equal():
    """Over the whole basic plane: if re.I matches one character with another, both fold alike."""
    apart = []
    for code in range(0x10000):
        char = chr(code)
        for other in {char.upper(), char.lower(), char.title(), char.casefold()}:
            if len(other) == 1 and re.fullmatch(re.escape(char), other, re.I) and fold(char) != fold(other):
                apart.append((char, other))
    assert apart == []


def test_what_the_parse_gives():
    assert needs(r"\bI (?:currently |now )?work in (?P<what>.+)") == {
        "i currently work in ",
        "i now work in ",
        "i work in ",
    }
    assert needs(r"(?:cat|dog)s?\b") == {"cat", "dog", "cats", "dogs"}
    assert needs(r"[ab]+\w*") is None  # no literal at all: searched every time
    assert needs(r"(?:a|\w+)x") == {"x"}  # one branch has no literal: the text after it still must be there
    assert could_match(pieces(fold("anything")), None)
