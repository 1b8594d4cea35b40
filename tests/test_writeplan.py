"""The write policy as a pure function: each decision from plain inputs, no database."""

from datetime import datetime

import pytest

from memorylab.models import Memory
from memorylab.policies.extract import Candidate
from memorylab.policies.writeplan import Lookup, Thresholds, plan
from memorylab.settings import DEFAULT_SENSITIVE_RULES

T = datetime(2026, 1, 5, 9, 0)
RULES = DEFAULT_SENSITIVE_RULES


def cand(text, kind="preference", key=None, importance=0.6):
    return Candidate(text, kind, key, importance, (0, len(text)), "rules")


def mem(i, text, kind="preference", key=None):
    return Memory(i, "u", kind, text, 0.5, T, T, key=key)


def test_a_new_fact_is_added():
    p = plan(cand("User likes jazz"), Lookup(), rules=RULES)
    assert p.action == "add" and p.text == "User likes jazz" and p.target is None


def test_the_same_keyed_fact_again_reinforces_the_existing_memory():
    old = mem(7, "User wants reports weekly", key="cadence:report")
    p = plan(cand("user wants reports WEEKLY", key="cadence:report"), Lookup(same_key=[old]), rules=RULES)
    assert p.action == "update" and p.target.id == 7


@pytest.mark.parametrize(
    "known, said, action",
    [
        ("User's name is Sam Rivera", "User's name is Sam", "update"),  # "I'm Sam": the same name, said shorter
        ("User lives in Leeds, West Yorkshire", "User lives in Leeds", "update"),
        ("User's name is Samantha", "User's name is Sam", "supersede"),  # not a word of the known name
        ("User's name is Sam", "User's name is Sam Rivera", "supersede"),  # said in full: the fuller value
        ("User lives in Leeds", "User lives in Lyon", "supersede"),
        # round 24: every word in order, with more after ("... good raincoats for dachshunds?" gave "User has a
        # dog" after "I've got a sausage dog called Frankfurt", and the name was superseded)
        ("User has a sausage dog called Frankfurt", "User has a dog", "update"),
        ("User works as a nurse on a children's ward", "User works as a nurse", "update"),
        ("User lives in New York", "User lives in York", "supersede"),  # nothing after: a new value
        ("User is not vegan anymore, just vegetarian", "User is vegan", "supersede"),  # turned around
        ("User's dog is called Rex", "User's dog is called Max", "supersede"),
    ],
)
def test_a_keyed_fact_said_shorter_keeps_the_fuller_one(known, said, action):
    old = mem(7, known, kind="fact", key="name")
    p = plan(cand(said, kind="fact", key="name"), Lookup(same_key=[old]), rules=RULES)
    assert p.action == action and p.target.id == 7
    if action == "update":
        assert p.text == known and p.reason == "already known in full: reinforced"


def test_a_new_value_for_a_key_supersedes_the_old_one():
    old = mem(7, "User wants reports weekly", key="cadence:report")
    p = plan(cand("User wants reports daily", key="cadence:report"), Lookup(same_key=[old]), rules=RULES)
    assert p.action == "supersede" and p.target.id == 7 and p.text == "User wants reports daily"


@pytest.mark.parametrize(
    "similarity, kind, action",
    [
        (0.97, "preference", "update"),
        (0.9, "preference", "supersede"),
        (0.9, "fact", "add"),
        (0.5, "preference", "add"),
    ],
)
def test_similarity_thresholds_decide_between_repeat_new_value_and_new_memory(similarity, kind, action):
    nearest = mem(3, "User likes green tea", kind=kind)
    p = plan(cand("User likes green tea a lot"), Lookup(nearest=nearest, similarity=similarity), rules=RULES)
    assert p.action == action


def test_low_importance_is_skipped_with_the_threshold_named():
    p = plan(cand("User said hi", importance=0.1), Lookup(), rules=RULES, thresholds=Thresholds(min_importance=0.3))
    assert p.action == "skip" and "0.3" in p.reason and not p.writes


def test_a_secret_is_refused_and_the_plan_never_holds_it():
    p = plan(cand("User's password is hunter2!", kind="fact"), Lookup(), rules=RULES)
    assert p.action == "refuse" and p.text is None
    assert "hunter2" not in p.reason and "password" in p.reason
    assert p.decision().text is None and p.decision().action == "refused"


def test_personal_data_with_a_redact_rule_is_stored_masked():
    p = plan(cand("User's email is ana@example.org, for invoices", kind="fact"), Lookup(), rules=RULES)
    assert p.action == "add" and "ana@example.org" not in p.text and "invoices" in p.text


def test_nothing_left_after_redaction_is_skipped():
    p = plan(cand("User's email is ana@example.org", kind="fact"), Lookup(), rules=RULES)
    assert p.action == "skip" and p.text is None


def test_a_plan_becomes_a_decision_in_the_past_tense():
    p = plan(cand("User likes jazz"), Lookup(), rules=RULES)
    d = p.decision(memory_id=12)
    assert (d.action, d.memory_id, d.text) == ("added", 12, "User likes jazz")


def test_preview_through_the_facade_writes_nothing(lab):
    lab.remember("u", "User wants reports weekly", kind="preference", key="cadence:report")
    before = (lab.count("u"), len(lab.events("u")))
    plans = lab.agent.preview("u", "Send the reports daily instead.")
    assert [p.action for p in plans] == ["supersede"]
    assert (lab.count("u"), len(lab.events("u"))) == before


def test_a_near_identical_sentence_with_another_figure_is_a_new_value_not_a_repeat():
    old = mem(4, "The team standup is at 9:00 in the blue room", kind="fact")
    p = plan(
        cand("The team standup is now at 9:30 in the blue room", kind="fact"),
        Lookup(nearest=old, similarity=0.97),
        rules=RULES,
    )
    assert p.action == "supersede" and p.target.id == 4
    same = plan(
        cand("The team standup is at 9:00 in the blue room!", kind="fact"),
        Lookup(nearest=old, similarity=0.99),
        rules=RULES,
    )
    assert same.action == "update"
