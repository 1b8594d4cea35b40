"""The guard covers every field a caller can fill, not only the memory text: labels
(key, source, category) that hold a secret are refused; reasons, which the event log
keeps, are masked, and a forget's reason never quotes what it erased."""

import pytest

from memorylab import SensitiveData

SSN = "536-22-1479"


@pytest.mark.parametrize("field", ["key", "source"])
def test_remember_refuses_a_secret_in_a_label(duck_lab, field):
    with pytest.raises(SensitiveData) as caught:
        duck_lab.remember("u", "User likes tea", **{field: f"ssn {SSN}"})
    assert caught.value.kinds == ["national id"] and SSN not in str(caught.value)
    assert duck_lab._store.find_text(SSN) == [] and duck_lab.count("u") == 0


def test_put_refuses_a_secret_in_its_category(duck_lab):
    with pytest.raises(SensitiveData):
        duck_lab.keys.put("u", "manager", "Priya", category="pw: Blue-Falcon-88")
    assert duck_lab._store.find_text("Blue-Falcon-88") == [] and duck_lab.keys.all("u") == []


def test_plain_labels_still_pass(duck_lab):
    mid = duck_lab.remember("u", "User likes tea", key="drink", source="import")
    assert duck_lab.get("u", mid).key == "drink"
    assert duck_lab.keys.put("u", "manager", "Priya", category="work")


def test_an_update_reason_is_masked_in_the_event_log(duck_lab):
    mid = duck_lab.remember("u", "User likes tea")
    duck_lab.update("u", mid, importance=0.9, reason=f"user gave ssn {SSN} by phone")
    assert SSN not in duck_lab.events("u")[-1].reason
    assert duck_lab._store.find_text(SSN) == []


def test_a_bulk_reason_is_masked(duck_lab):
    duck_lab.remember_many("u", ["User likes tea"], reason="from ana@example.org's notes")
    assert all("ana@example.org" not in e.reason for e in duck_lab.events("u"))


def test_a_forget_reason_neither_keeps_a_secret_nor_quotes_the_forgotten_text(lab):
    mid = lab.remember("u", "User's dog is called Biscuit")
    lab.forget("u", mid, reason=f"User's dog is called Biscuit; also ssn {SSN}")
    lab.forgetting.purge()
    reasons = " ".join(e.reason for e in lab.events("u"))
    assert "Biscuit" not in reasons and SSN not in reasons
    assert lab._store.find_text("Biscuit") == [] and lab._store.find_text(SSN) == []
