"""The statements both backends run (storage/dialect.py): one text, spelled per dialect.
What each backend does with them is in test_storage_contract.py (run on both); here,
that the two spellings differ only where the Dialect says and carry their parameters."""

from __future__ import annotations

import re
from datetime import datetime

import pytest

from memorylab.storage import dialect as sql
from memorylab.storage import queue, writes
from memorylab.storage.common import TURN_METRICS
from memorylab.storage.dialect import DUCKDB, POSTGRES

T = datetime(2026, 1, 5, 9, 0)
STATEMENTS = {
    "get": lambda d: sql.get(d, "u", 1),
    "get_many": lambda d: sql.get_many(d, "u", [1, 2]),
    "memories": lambda d: sql.memories(d, "u", "active", "fact", "k", T, 5),
    "keyed": lambda d: sql.keyed(d, "u"),
    "profile": lambda d: sql.profile(d, "u", T, 10),
    "importance_since_reflection": lambda d: sql.importance_since_reflection(d, "u", ("fact", "episodic")),
    "find_active": lambda d: sql.find_active(d, "u", "fact", "User likes tea"),
    "vector_rows": lambda d: sql.vector_rows(d, "u", [3]),
    "spans": lambda d: sql.spans(d, "u", [3]),
    "digest": lambda d: sql.digest(d, "u"),
    "events": lambda d: sql.events(d, "u", 5, 0),
    "links": lambda d: sql.links(d, "u", 1, None, "supersedes"),
    "count": lambda d: sql.count(d, "turns", "u"),
    "expired": lambda d: sql.expired(d, T, "u"),
    "texts": lambda d: sql.texts(d, [1]),
    "holding": lambda d: sql.holding(d, "events", "tea"),
    "statuses": lambda d: sql.statuses(d, "u", [1]),
    "set_status": lambda d: sql.set_status(d, "u", [1], "forgotten"),
    "turns": lambda d: sql.turns(d, "u", "s", 0, 5, [1], ["tea"]),
    "summary": lambda d: sql.summary(d, "u", "s"),
    "sessions_of_turns": lambda d: sql.sessions_of_turns(d, "u", [1]),
    "turn_metrics": lambda d: sql.turn_metrics(d, "u", "s"),
}
for n in range(5):
    STATEMENTS[f"erase {n}"] = lambda d, n=n: sql.erase(d, "u", [1], ["tea at nine"], "[forgotten]")[n]
NEW = {"user_id": "u", "kind": "fact", "text": "User likes tea", "importance": 0.5, "created_at": T, "span": (0, 3)}
STATEMENTS |= {  # the writer's (storage/writes.py): a vector parameter is whatever the backend binds
    "insert_memory": lambda d: writes.insert_memory(d, NEW, [0.1, 0.2]),
    "insert_event": lambda d: writes.insert_event(d, "u", 1, "ADD", None, {"text": "tea"}, "remember", T),
    "link": lambda d: writes.link(d, "u", 2, 1, "supersedes", T),
    "supersede": lambda d: writes.supersede(d, "u", 1, 2),
    "update_memory": lambda d: writes.update_memory(d, "u", 1, {"text": "tea", "importance": 0.9}, [0.1]),
    "set_turn_content": lambda d: writes.set_turn_content(d, "u", 1, "[forgotten]"),
}
TURN_ROW = (7, "u", "s", "user", "I like tea", T)
EVENT_ROW = ("u", None, "SUMMARIZE", "{}", "folded 6 turns", T)
SUMMARY_ROW = (3, "u", "s", "They talked about tea", 1, 7, T, "folded 6 turns")
METRICS_ROW = ("u", "s", 7, T, "m", True, *range(len(TURN_METRICS)))
STATEMENTS |= {  # the queued rows' (storage/queue.py): one statement for any number of rows
    "insert_turns": lambda d: queue.insert_turns(d, [TURN_ROW, TURN_ROW]),
    "count_accesses": lambda d: queue.count_accesses(d, [("u", 1, 2, T), ("v", 3, 1, T)]),
    "insert_events": lambda d: queue.insert_events(d, [EVENT_ROW, EVENT_ROW]),
    "replace_summaries 0": lambda d: queue.replace_summaries(d, [SUMMARY_ROW, SUMMARY_ROW])[0],
    "replace_summaries 1": lambda d: queue.replace_summaries(d, [SUMMARY_ROW, SUMMARY_ROW])[1],
    "insert_metrics": lambda d: queue.insert_metrics(d, [METRICS_ROW] * 2),
}

# The spellings the Dialect lists, each brought back to one neutral form.
NEUTRAL = [
    (r"list_contains\(\?, (\w+)\)", r"IN(\1)"),
    (r"(\w+) = ANY\(%s\)", r"IN(\1)"),
    (r"regexp_matches\((.+?), \?\)", r"MATCH(\1)"),
    (r"(coalesce\(\w+, ''\)|\w+) ~ %s", r"MATCH(\1)"),
    (r"contains\((.+?), \?\)", r"HOLDS(\1)"),
    (r"strpos\((.+?), %s\) > 0", r"HOLDS(\1)"),
    (r"md5\(text\) = md5\(%s\) AND text = %s", "text = ?"),
    (r"%s::timestamp", "?"),
    (r"%s", "?"),
]


def neutral(text: str) -> str:
    for pattern, replacement in NEUTRAL:
        text = re.sub(pattern, replacement, text)
    return text


@pytest.mark.parametrize("name", sorted(STATEMENTS))
def test_each_statement_differs_between_the_backends_only_by_the_listed_spellings(name):
    duck, pg = STATEMENTS[name](DUCKDB), STATEMENTS[name](POSTGRES)
    assert neutral(duck[0]) == neutral(pg[0])
    assert "%s" not in duck[0] and "?" not in pg[0]


@pytest.mark.parametrize("name", sorted(STATEMENTS))
@pytest.mark.parametrize("dialect", [DUCKDB, POSTGRES], ids=lambda d: d.name)
def test_each_statement_has_one_parameter_per_placeholder(name, dialect):
    text, params = STATEMENTS[name](dialect)
    assert text.count(dialect.placeholder) == len(params)


def test_a_turn_search_for_no_word_matches_nothing_without_a_query():
    assert sql.turns(DUCKDB, "u", None, 0, None, None, ["", "  "]) is None


def test_only_tables_keyed_by_user_are_counted():
    with pytest.raises(ValueError, match="claims"):
        sql.count(DUCKDB, "claims", None)
