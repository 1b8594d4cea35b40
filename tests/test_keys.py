"""Exact-key memory: put, lookup, supersede with history, forget by key, the exact-first
path in recall, and keys that never cross tenants."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memorylab import InvalidInput, KeyValue, SensitiveData, Weights
from memorylab.policies.keys import check_key, named_key


def test_put_then_lookup_returns_the_value_its_category_and_counts_an_access(lab):
    memory_id = lab.keys.put("ana", "manager", "Priya", category="Work")
    kv = lab.keys.lookup("ana", "Manager")
    assert isinstance(kv, KeyValue)
    assert (kv.key, kv.value, kv.category, kv.memory.id) == ("manager", "Priya", "work", memory_id)
    assert kv.memory.text == "User's manager is Priya" and kv.memory.kind == "fact"
    assert kv.memory.access_count == 1
    assert lab.keys.lookup("ana", "manager").memory.access_count == 2
    assert [e.reason for e in lab.events("ana") if e.op == "ACCESS"][-1] == "looked up by key"


def test_a_put_on_an_existing_key_supersedes_and_the_log_keeps_the_old_value(lab):
    first = lab.keys.put("ana", "city", "Leeds")
    second = lab.keys.put("ana", "city", "Porto")
    kv = lab.keys.lookup("ana", "city")
    assert kv.value == "Porto" and [m.id for m in kv.history] == [first]
    assert lab.get("ana", first).status == "superseded" and lab.get("ana", first).superseded_by == second
    assert any(e.op == "ADD" and "Leeds" in (e.new_value or "") for e in lab.events("ana"))
    assert [k.key for k in lab.keys.all("ana")] == ["city"]


def test_preference_keys_are_preferences_and_read_as_sentences(lab):
    lab.keys.put("ana", "preference:meetings", "in the morning")
    kv = lab.keys.lookup("ana", "preference:meetings")
    assert kv.memory.kind == "preference" and kv.value == "in the morning"
    assert kv.memory.text == "User's preference for meetings is in the morning"


def test_keys_never_cross_tenants(lab):
    lab.keys.put("ana", "manager", "Priya")
    assert lab.keys.lookup("bo", "manager") is None
    lab.keys.put("bo", "manager", "Kwame")
    assert lab.keys.lookup("ana", "manager").value == "Priya" and lab.keys.lookup("bo", "manager").value == "Kwame"
    hits = lab.recall("bo", "what is my manager's name?", k=5)
    assert hits[0].exact_key == "manager" and all("Priya" not in h.memory.text for h in hits)


def test_forgetting_a_keyed_value_removes_it_and_its_history_everywhere(lab):
    old = lab.keys.put("ana", "city", "Leeds")
    new = lab.keys.put("ana", "city", "Porto")
    removed = lab.forget("ana", new)
    assert set(removed) >= {old, new}
    assert lab.keys.lookup("ana", "city") is None and lab.keys.all("ana") == []
    assert lab._store.find_text("Leeds") == [] and lab._store.find_text("Porto") == []


def test_recall_puts_the_exact_key_first_with_its_own_label(lab):
    lab.keys.put("ana", "manager", "Priya")
    for i in range(30):
        lab.remember("ana", f"User's manager meeting number {i} was about the budget", kind="episodic", importance=0.9)
    hits = lab.recall("ana", "What is my manager's name?", k=3)
    assert hits[0].memory.text == "User's manager is Priya" and hits[0].exact_key == "manager"
    assert all(h.exact_key is None for h in hits[1:])
    plain = lab.recall("ana", "What is my manager's name?", k=3, weights=Weights(exact_keys=False))
    assert all(h.exact_key is None for h in plain)


def test_a_query_naming_no_key_has_no_exact_hit(lab):
    lab.keys.put("ana", "manager", "Priya")
    assert all(h.exact_key is None for h in lab.recall("ana", "Where did I go hiking?", k=3))


def test_the_possessor_named_first_wins():
    keys = ["name", "manager", "city", "preference:meetings"]
    assert named_key("What is my manager's name?", keys) == "manager"
    assert named_key("What's my name?", keys) == "name"
    assert named_key("What is my meeting preference?", keys) == "preference:meetings"
    assert named_key("When do I like meetings?", keys) is None


@pytest.mark.parametrize("key", ["", "  ", "x" * 65, "bad/key", 5, None, "Ünïcode"])
def test_bad_keys_are_refused(lab, key):
    with pytest.raises(InvalidInput):
        lab.keys.put("ana", key, "value")


@pytest.mark.parametrize("value", ["", "   ", 7, None])
def test_bad_values_are_refused(lab, value):
    with pytest.raises(InvalidInput):
        lab.keys.put("ana", "city", value)


def test_a_secret_value_is_refused(lab):
    with pytest.raises(SensitiveData):
        lab.keys.put("ana", "password", "my password is hunter2-Secret!9")
    assert lab.keys.lookup("ana", "password") is None


@given(st.text(max_size=80), st.lists(st.sampled_from(["name", "manager", "city", "dog", "preference:food"])))
def test_named_key_only_returns_a_known_key(query, keys):
    found = named_key(query, keys)
    assert found is None or found in keys


@given(st.text(max_size=70))
def test_check_key_accepts_or_explains(text):
    try:
        key = check_key(text)
    except InvalidInput:
        return
    assert key == key.lower().strip() and 1 <= len(key) <= 64


def test_forgetting_a_keyed_value_leaves_no_key_in_the_recall_cache(lab):
    memory_id = lab.keys.put("ana", "allergy:peanut", "severe")
    assert lab.recall("ana", "what is my peanut allergy?", k=1)[0].exact_key == "allergy:peanut"
    lab.forget("ana", memory_id)
    assert lab._derived.keys == {}
    assert all(h.exact_key is None for h in lab.recall("ana", "what is my peanut allergy?", k=3))


@pytest.mark.parametrize(
    "query, named",
    [
        ("What's my wife's name?", None),  # her name, not the user's own key "name"
        ("what's my dog's name", "dog"),  # the possessor is the key: its value answers
        ("What is my manager's name?", "manager"),
        ("what's my name?", "name"),
        ("Where does my sister's family live?", None),
    ],
)
def test_a_key_after_someone_elses_possessive_is_not_the_users(query, named):
    """Seen walking the workshop: "What's my wife's name?" was answered "your name is Kwame"."""
    assert named_key(query, ["name", "manager", "city", "dog", "partner"]) == named


def test_asked_for_a_partners_name_the_turn_states_the_partner(tmp_path, clock, scripted):
    from tests.conftest import make_lab

    lab = make_lab(tmp_path / "lab", clock, reply_mode="grounded")
    try:
        lab.remember("kwame", "User's name is Kwame", kind="fact", key="name")
        lab.remember("kwame", "User's wife is Abena", kind="fact", key="partner")
        scripted.enqueue("Nice.")
        turn = lab.chat("kwame", "What's my wife's name?")
    finally:
        lab.close()
    assert "Abena" in turn.reply and "Kwame" not in turn.reply


def test_the_cached_keys_survive_an_episode_and_always_equal_the_stores(lab):
    """A memory without a key (what most chat turns write) keeps the user's cached keys, which
    still equal the database's; a keyed write, a supersede or a forget drops them."""
    lab.keys.put("ana", "city", "Lisbon")
    lab.recall("ana", "where do I live?", k=1)
    held = lab._derived.keys["ana"]
    lab.remember("ana", "We walked along the river after lunch")
    assert lab._derived.keys["ana"] is held  # kept, not read again
    assert held == lab._store.keyed("ana")
    lab.keys.put("ana", "city", "Porto")  # supersedes Lisbon: a new id under the key
    assert "ana" not in lab._derived.keys
    lab.recall("ana", "where do I live?", k=1)
    assert lab._derived.keys["ana"] == lab._store.keyed("ana") != held
