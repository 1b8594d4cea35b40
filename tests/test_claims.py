"""Who owns a user id (claims, the presenter key), one normalisation of ids everywhere, the
room's figures with no one's text, and runs kept per user. Core only: no Streamlit."""

import hashlib
import itertools
import re
import threading
import unicodedata
from datetime import timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memorylab import InvalidInput, MemoryLab, Settings, check_user_id
from memorylab.clock import utcnow
from memorylab.playground import evaluation, views
from memorylab.playground.architectures import runs_folder
from memorylab.playground.datafiles import json_files, uploaded_copy
from memorylab.playground.demo import load_demo
from memorylab.playground.room import attendee_labels, room_figures
from memorylab.services.claims import Claims
from tests.conftest import T0, make_lab, where

PRESENTER = "the-presenter-key-for-tests"


def claims_of(lab: MemoryLab, presenter_key: str | None = PRESENTER) -> Claims:
    """The lab's own claims, with a presenter key as the environment would give it."""
    return Claims(lab._store, presenter_key, now=lambda: T0)


def test_the_first_opener_claims_others_are_refused_the_token_returns(lab):
    claims = claims_of(lab)
    first = claims.open("alice")
    assert first.how == "claimed" and first.granted and len(first.key) >= 20
    assert claims.open("alice").how == "taken" and not claims.open("alice").granted
    assert claims.open("alice", "a-wrong-key").how == "taken"
    again = claims.open("alice", first.key)
    assert again.how == "owner" and again.key == first.key
    assert claims.open("bob").key != first.key  # every claim its own token


def test_the_presenter_key_opens_a_claimed_id_and_claims_a_free_one(lab):
    claims = claims_of(lab)
    claims.open("alice")
    assert claims.open("alice", presenter_key=PRESENTER).how == "presenter"
    assert claims.open("alice", presenter_key="not-it").how == "taken"
    own = claims.open("sam", presenter_key=PRESENTER)  # a free id: the presenter claims it like anyone
    assert own.how == "claimed" and claims.open("sam").how == "taken"
    assert sorted(claims.users(PRESENTER)) == ["alice", "sam"]
    with pytest.raises(InvalidInput, match="presenter"):
        claims.users("not-it")


def test_no_configured_key_means_one_is_made_once_and_then_works(lab):
    claims = claims_of(lab, presenter_key=None)
    assert not claims.is_presenter("anything") and not claims.is_presenter(None)
    key = claims.ensure_presenter_key()
    assert key and claims.ensure_presenter_key() is None  # printed once, never again
    assert claims.is_presenter(key)
    assert claims_of(lab).ensure_presenter_key() is None  # a configured key is never replaced


def test_the_presenter_key_comes_from_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("MEMORYLAB_PRESENTER_KEY", "from-env")
    settings = Settings.from_env()
    assert settings.presenter_key == "from-env" and "from-env" not in repr(settings)
    with MemoryLab.open(tmp_path / "lab", embedder="hash", settings=settings) as lab:
        assert lab.claims.is_presenter("from-env") and lab.claims.ensure_presenter_key() is None


def test_a_fresh_id_is_friendly_claimed_and_never_repeated(lab):
    claims = claims_of(lab)
    fresh = [claims.fresh() for _ in range(30)]
    names = [a.user_id for a in fresh]
    assert len(set(names)) == 30
    assert all(re.fullmatch(r"[a-z]+-[a-z]+-\d+", n) for n in names)
    assert all(claims.open(a.user_id).how == "taken" and claims.open(a.user_id, a.key).how == "owner" for a in fresh)


def test_two_claims_of_one_id_at_once_one_wins(lab):
    assert lab._store.claim("ana", "hash-one", T0) is True
    assert lab._store.claim("ana", "hash-two", T0) is False
    assert lab._store.claim_hash("ana") == "hash-one"


def test_pages_of_one_browser_opening_at_once_all_get_in(lab):
    """Ten tabs of one browser open at once: each opens the same claim with its token and
    marks it seen. DuckDB aborts the second of two transactions updating one row, which
    drew a traceback on a page (round 18); the room's writes now take turns."""
    claims = claims_of(lab)
    key = claims.open("ana").key
    start, errors, granted = threading.Barrier(10), [], []

    def tab() -> None:
        start.wait()
        try:
            for _ in range(20):
                granted.append(claims.open("ana", key).granted)
                claims.seen("ana")
        except Exception as exc:  # noqa: BLE001 - any failure of any tab is the finding
            errors.append(repr(exc))

    threads = [threading.Thread(target=tab) for _ in range(10)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == [] and granted == [True] * 200


def test_bad_input_to_claims_is_a_clear_message(lab):
    claims = claims_of(lab)
    with pytest.raises(InvalidInput, match="user id"):
        claims.open("")
    with pytest.raises(InvalidInput, match="spaces"):
        claims.open(" alice")
    with pytest.raises(InvalidInput, match="key must be a string"):
        claims.open("alice", 1234)
    with pytest.raises(InvalidInput, match="too long"):
        claims.open("alice", "k" * 500)


def test_only_the_tokens_hash_reaches_the_database_file(tmp_path, clock):
    with MemoryLab.open(tmp_path / "lab", embedder="hash", clock=clock) as lab:
        tokens = [lab.claims.open(f"user-{i}").key for i in range(3)] + [lab.claims.fresh().key]
        stored = lab._store.claim_hash("user-0")
        assert stored == hashlib.sha256(tokens[0].encode()).hexdigest()
    raw = b"".join(p.read_bytes() for p in (tmp_path / "lab").rglob("*") if p.is_file())
    assert stored.encode() in raw  # the hash is there (the check below is not vacuous)
    assert not any(token.encode() in raw for token in tokens)


# --- one normalisation of user ids: store, clock, claims, folders ------------------------

COMPOSED = ["José", "Zoë", "Ångström", "naïve", "Ὀδυσσεύς", "Pǎo", "Łukasz-é"]
ids = st.one_of(
    st.sampled_from(COMPOSED),
    st.text(st.characters(categories=["Lu", "Ll", "Mn", "Nd"]), min_size=1, max_size=12),
).filter(lambda s: _valid(s) and _valid(unicodedata.normalize("NFD", s)))
SERIAL = itertools.count()


def _valid(user_id: str) -> bool:
    try:
        check_user_id(user_id)
        return True
    except InvalidInput:
        return False


@pytest.fixture
def shared_lab(tmp_path, clock):
    lab = MemoryLab.open(tmp_path / "norm", embedder="hash", clock=clock)
    yield lab
    lab.close()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(raw=ids)
def test_nfc_and_nfd_spellings_are_one_user_everywhere(shared_lab, raw):
    lab = shared_lab
    name = f"{raw}{next(SERIAL)}"  # a new user per example
    nfc, nfd = unicodedata.normalize("NFC", name), unicodedata.normalize("NFD", name)
    mid = lab.remember(nfd, "Likes green tea in the morning")
    assert [m.id for m in lab.memories(nfc)] == [mid] and lab.count(nfd) == 1
    lab.clock.advance(hours=5, user_id=nfd)
    assert lab.clock.user_offset(nfc) == timedelta(hours=5) and lab.clock.now(nfc) == lab.clock.now(nfd)
    claim = lab.claims.open(nfd)
    assert claim.user_id == nfc
    assert lab.claims.open(nfc, claim.key).how == "owner" and lab.claims.open(nfc).how == "taken"
    assert runs_folder(lab.settings.data_dir, nfc) == runs_folder(lab.settings.data_dir, nfd)


def test_a_saved_clock_keyed_by_a_decomposed_id_is_read_as_one_user(tmp_path):
    from memorylab import Clock

    state = {"pinned": None, "offset_seconds": 0, "users": {"Jose\u0301": {"pinned": None, "offset_seconds": 3600}}}
    clock = Clock.from_state(state)
    assert clock.user_offset("Jos\u00e9") == timedelta(hours=1)


# --- the room's figures: counts over everyone, no one's text -------------------------------


@pytest.fixture(params=("duckdb", "postgres"))
def room_lab(request, tmp_path, clock, scripted, monkeypatch):
    monkeypatch.setenv("MEMORYLAB_PRESENTER_KEY", PRESENTER)
    lab = make_lab(where(request.param, tmp_path / "room"), clock)
    yield lab
    lab.close()


def test_the_room_view_counts_everyone_and_shows_no_text(room_lab, scripted):
    lab = room_lab
    for user in ("ana", "bo", "cy"):
        lab.claims.open(user)
    scripted.enqueue("Hello!", "Noted.", "Done.", "Hi Bo.")
    lab.chat("ana", "My name is Ana and I live in Leeds.")
    lab.chat("ana", "My password is Tr0ub4dor&3horse, remember it.")
    lab.chat("ana", "Forget that I live in Leeds.")
    lab.chat("bo", "I prefer weekly reports about the Phoenix project.")
    with pytest.raises(InvalidInput):
        lab.remember("cy", "my api key is sk-live-abcdefghijklmnopqrstuvwx1234")
    evaluation.run(lab, "scenarios", ks=[5], user_id="ana")
    evaluation.run(lab, "scenarios", ks=[5], user_id="bo")
    room = room_figures(lab, PRESENTER, now=utcnow())
    assert (room.attendees, room.active, room.chatting, room.turns) == (3, 3, 2, 4)
    assert room.active_chatting == 2  # Cy opened a lab and never chatted: a setup window is not a person
    assert room.memories_written == 3 and room.memories_forgotten == 1  # Ana's name and city, Bo's reports
    assert room.refusals.get("password") == 1 and room.refused == sum(room.refusals.values()) >= 2
    assert room.active_memories == 2
    assert [r["label"] for r in room.recall] == ["relevance-first"]
    assert room.recall[0]["runs"] == 2 and room.recall[0]["users"] == 2 and 0 < room.recall[0]["mean"] <= 1
    shown = repr(room)
    for text in ("Ana", "Leeds", "Phoenix", "Tr0ub4dor", "ana", "bo"):
        assert text not in shown


def test_the_presenters_own_lab_is_left_out_of_the_room(room_lab, scripted):
    lab = room_lab
    for user in ("sam", "ana"):
        lab.claims.open(user)
    load_demo(lab, "sam")  # the presenter's demo data and test chat are not the room's
    lab.chat("sam", "how often do I want reports?")
    lab.chat("ana", "My name is Ana and I live in Leeds.")
    evaluation.run(lab, "scenarios", ks=[5], user_id="sam")  # the presenter's own runs (the round-36 walk's chart)
    evaluation.run(lab, "scenarios", ks=[5], user_id="ana")
    everyone = room_figures(lab, PRESENTER, now=utcnow())
    room = room_figures(lab, PRESENTER, now=utcnow(), presenter_user="sam")
    assert [r["users"] for r in room.recall] == [1] and [r["users"] for r in everyone.recall] == [2]
    assert (room.attendees, room.chatting, room.turns) == (1, 1, 1)
    assert (everyone.attendees, everyone.chatting, everyone.turns) == (2, 2, 2)
    assert room.memories_written == 2 < everyone.memories_written and room.active_memories == 2
    assert attendee_labels(["ana", None, "sam", "bo", "ana"], "sam") == [
        "attendee 1",
        "(library)",
        "you",
        "attendee 2",
        "attendee 1",
    ]


def test_an_attendee_counts_active_by_the_wall_clock(room_lab):
    lab = room_lab
    lab.claims.open("ana")
    later = utcnow() + timedelta(minutes=20)
    assert room_figures(lab, PRESENTER, now=later, active_minutes=15).active == 0
    assert room_figures(lab, PRESENTER, now=later, active_minutes=30).active == 1
    assert room_figures(lab, PRESENTER, now=later, active_minutes=30).active_chatting == 0  # has not chatted
    lab.remember("ana", "I live in Leeds")  # a memory is not a message
    assert room_figures(lab, PRESENTER, now=later, active_minutes=30).active_chatting == 0


def test_the_room_view_needs_the_presenter_key(room_lab):
    with pytest.raises(InvalidInput, match="presenter"):
        room_figures(room_lab, "not-the-key")
    with pytest.raises(InvalidInput, match="presenter"):
        room_figures(room_lab, None)


# --- runs kept per user --------------------------------------------------------------------


def test_evaluation_runs_and_health_belong_to_their_user(lab):
    evaluation.run(lab, "scenarios", ks=[3], user_id="ana")
    evaluation.run(lab, "scenarios", ks=[3])  # the library's own run: no user
    assert [r["user_id"] for r in lab.evals.runs("scenarios", user_id="ana")] == ["ana"]
    assert lab.evals.runs("scenarios", user_id="bo") == []
    assert sorted(str(r["user_id"]) for r in lab.evals.runs("scenarios")) == ["None", "ana"]  # everyone's
    assert len(views.health(lab, "ana", k=3)["runs"]) == 1 and views.health(lab, "bo", k=3)["runs"] == []
    with pytest.raises(InvalidInput, match="dataset"):
        lab.evals.runs("etc/passwd")


def test_architecture_runs_are_kept_in_a_folder_per_user(tmp_path):
    ana, bo = runs_folder(tmp_path, "ana"), runs_folder(tmp_path, "bo")
    assert ana != bo and ana.parent == bo.parent == tmp_path
    assert runs_folder(tmp_path, "../../etc").parent == tmp_path  # any id is a safe folder name


# --- files the browser may use without naming a server path -------------------------------


def test_only_json_files_directly_in_the_data_folders_are_offered(tmp_path):
    data = tmp_path / "data"
    (data / "deeper").mkdir(parents=True)
    (data / "locomo_sample.json").write_text("[]")
    (data / "notes.txt").write_text("x")
    (data / "deeper" / "hidden.json").write_text("[]")
    (tmp_path / "outside.json").write_text("[]")
    (data / "link.json").symlink_to(tmp_path / "outside.json")
    (data / "lab.state.json").write_text("{}")  # the lab's own file is not a dataset
    assert list(json_files([data, tmp_path / "missing"])) == ["data/locomo_sample.json"]


def test_an_upload_is_a_temporary_copy_under_its_own_name(tmp_path):
    with uploaded_copy("../../etc/passwd", b"[1]") as path:
        assert path.name == "passwd" and path.read_bytes() == b"[1]" and "etc" not in path.parent.name
        kept = path
    assert not kept.exists()
    with uploaded_copy("..", b"[]") as path:
        assert path.name == "upload.json"
    with pytest.raises(InvalidInput, match="empty"):
        with uploaded_copy("a.json", b""):
            pass
