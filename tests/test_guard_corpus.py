"""The guard on a corpus of secrets and personal data in varied phrasing, on every write path."""

import json
from pathlib import Path

import pytest

from memorylab import InvalidInput, SensitiveData
from memorylab.policies.guard import redact, scan

DATA = Path(__file__).resolve().parent / "data"
MAIN = json.loads((DATA / "sensitive_corpus.json").read_text())
BLIND = json.loads((DATA / "sensitive_corpus_blind.json").read_text())
ISSUE_19 = json.loads((DATA / "sensitive_corpus_issue19.json").read_text())
KNOWN_MISSES: set[str] = set()
SENSITIVE = MAIN["sensitive"] + BLIND["sensitive"] + ISSUE_19["sensitive"]
ORDINARY = MAIN["ordinary"] + BLIND["ordinary"] + ISSUE_19["ordinary"]


def test_the_corpus_covers_the_categories_the_issue_names():
    categories = {i["category"] for i in SENSITIVE}
    assert len(SENSITIVE) >= 80 and len(categories) >= 15
    assert {"backup code", "security answer", "private key", "medical record"} <= categories


def test_national_ids_of_many_countries_are_found_through_stdnum():
    countries = [i for i in ISSUE_19["sensitive"] if i["category"] == "national id"]
    assert len(countries) >= 20
    assert all(scan(i["text"]) for i in countries)


def test_a_valid_number_without_an_id_word_or_its_country_format_is_left_alone():
    # 111222333 is a valid Dutch BSN; as an order number it is just a number
    assert scan("Order number 111222333 was delivered on Monday.") == []
    assert [f.kind for f in scan("My BSN is 111222333.")] == ["national id"]
    assert [f.kind for f in scan("her CPF is 390.533.447-05")] == ["national id"]
    assert len(scan("CPF 390.533.447-05 PESEL 44051401359")) == 2  # two numbers in one run of capitals


@pytest.mark.parametrize("item", SENSITIVE, ids=lambda i: i["text"][:40])
def test_each_secret_is_found_and_nothing_of_it_survives_the_mask(item):
    if item["text"] in KNOWN_MISSES:
        pytest.xfail("a password with no keyword near it: not detected (stated in the README)")
    assert scan(item["text"]), "nothing found"
    assert item["secret"] not in redact(item["text"])


@pytest.mark.parametrize("sentence", ORDINARY)
def test_ordinary_sentences_are_not_masked(sentence):
    assert scan(sentence) == []


@pytest.mark.parametrize(
    "item", [i for i in SENSITIVE if i["text"] not in KNOWN_MISSES][::3], ids=lambda i: i["text"][:40]
)
def test_a_chat_turn_never_stores_or_sends_the_secret(chat_lab, scripted, item):
    turn = chat_lab.chat("u", item["text"])
    assert item["secret"] not in turn.message
    assert chat_lab._store.find_text(item["secret"]) == []
    assert all(item["secret"] not in json.dumps(p) for p in scripted.prompts)


def test_remember_refuses_a_secret_and_names_only_its_kind(lab):
    with pytest.raises(SensitiveData) as caught:
        lab.remember("u", "The wifi password for the cottage is GreenDoor77")
    assert "password" in str(caught.value) and "GreenDoor77" not in str(caught.value)
    assert caught.value.kinds == ["password"]
    assert lab._store.find_text("GreenDoor77") == [] and lab.count("u") == 0


def test_remember_masks_personal_data_it_may_keep(lab):
    mid = lab.remember("u", "Ana's email is ana.silva@example.org, she prefers email to calls")
    assert "ana.silva@example.org" not in lab.get("u", mid).text
    assert lab._store.find_text("ana.silva@example.org") == []


def test_update_bulk_and_import_are_guarded_too(lab):
    mid = lab.remember("u", "User's bank is Northwind")
    with pytest.raises(SensitiveData):
        lab.update("u", mid, text="User's IBAN is GB82 WEST 1234 5698 7654 32")
    with pytest.raises(InvalidInput, match="Item 2"):
        lab.remember_many("u", ["User likes tea", "my SSN is 536-22-1479"])
    raw = lab.export("u").decode().replace("User's bank is Northwind", "card 4111 1111 1111 1111 exp 09/27")
    with pytest.raises(SensitiveData):
        lab.import_memories("other", raw.encode())
    assert lab._store.find_text("4111 1111 1111 1111") == [] and lab._store.find_text("536-22-1479") == []


def test_the_guard_can_be_turned_off_explicitly_and_it_is_logged(lab):
    mid = lab.remember("u", "test fixture password is hunter2", guard=False)
    assert lab.get("u", mid).text == "test fixture password is hunter2"
    assert "guard off" in lab.events("u")[-1].reason


def test_the_blind_batch_written_after_the_freeze_keeps_its_first_score_and_flags_no_ordinary_text():
    """Written after the detectors froze (bench/results/secrets.json keeps its first run:
    27 of 40 caught); a floor, so a later change cannot lose what it caught."""
    batch = json.loads((DATA / "sensitive_corpus_blind_issue19.json").read_text())
    caught = [i for i in batch["sensitive"] if scan(i["text"]) and i["secret"] not in redact(i["text"])]
    assert len(batch["sensitive"]) == 40 and len(caught) >= 27
    assert [s for s in batch["ordinary"] if scan(s)] == []
