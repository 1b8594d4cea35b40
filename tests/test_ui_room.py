"""A room of strangers under AppTest: each browser owns its id, the presenter sees the room,
runs are per user, LoCoMo comes by upload, stored text renders as text."""

import json
import re

import pytest

from tests.conftest import ROOT, open_app

PRESENTER = "key-of-the-presenter"
PAGES = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "pages").glob("*.py"))
ALICE_TEXTS = ("Alice drinks green tea every morning", "Alice has a dog named Pepper")


@pytest.fixture
def room_env(app_env, monkeypatch):
    monkeypatch.setenv("MEMORYLAB_PRESENTER_KEY", PRESENTER)
    return app_env


def lab():
    from ui.common import get_lab

    return get_lab()


def page_text(at) -> str:
    """Everything a page shows as text: messages, captions, widgets' values and options, tables."""
    parts = []
    for kind in ("title", "header", "subheader", "markdown", "caption", "info", "warning", "error", "success"):
        parts += [str(e.value) for e in getattr(at, kind)]  # ``at``: a whole page or one block of it
    parts += [f"{m.label} {m.value}" for m in at.metric]
    parts += [str(w.value) for w in at.text_input]
    parts += [" ".join(map(str, w.options)) for w in at.selectbox]
    parts += [df.value.to_string() for df in at.dataframe]
    parts += [e.label for e in at.expander]
    return "\n".join(parts)


# --- ownership of an id -----------------------------------------------------------------


def test_a_plain_url_gives_each_browser_a_fresh_friendly_id_of_its_own(room_env):
    one, two = open_app("pages/0_Chat.py", user=None), open_app("pages/0_Chat.py", user=None)
    ids = [at.session_state["user_id"] for at in (one, two)]
    assert ids[0] != ids[1] and all(re.fullmatch(r"[a-z]+-[a-z]+-\d+", i) for i in ids)
    assert one.query_params["user"] == ids[0] and len(one.query_params["key"]) >= 20
    assert one.sidebar.text_input(key="user_id").value == ids[0]


def test_another_browser_asking_for_a_claimed_id_is_refused_on_every_page(room_env):
    from tests.test_ui_pages import seed

    seed(lab())
    owner = open_app("pages/1_Memory_store.py")  # alice's browser claims alice
    assert ALICE_TEXTS[0] in owner.dataframe[0].value["text"].tolist()
    for path in PAGES:
        other = open_app(path, bookmarked=False, sl_query="tea", map_query="tea")
        assert not other.exception, path
        assert any("is taken" in w.value for w in other.warning), path
        assert other.session_state["user_id"] != "alice" and other.query_params["user"] != "alice"
        shown = page_text(other)
        assert not any(text in shown for text in ALICE_TEXTS), path
        assert "alice" not in shown.replace("**alice**", ""), path  # only the refusal names it
    again = open_app("pages/1_Memory_store.py")  # alice's bookmark still opens her lab
    assert again.session_state["user_id"] == "alice" and not again.warning
    assert ALICE_TEXTS[0] in again.dataframe[0].value["text"].tolist()


def test_typing_a_claimed_id_in_the_sidebar_keeps_your_own_lab(room_env):
    open_app("pages/0_Chat.py", user="alice")
    at = open_app("pages/0_Chat.py", user="bo")
    at.sidebar.text_input(key="user_id").set_value("alice").run()
    assert at.session_state["user_id"] == "bo" and "is taken" in at.warning[0].value
    at.sidebar.text_input(key="user_id").set_value("cy").run()  # a free id: claimed at once
    assert at.session_state["user_id"] == "cy" and at.query_params["user"] == "cy" and at.query_params["key"]


def test_the_presenter_key_opens_any_lab_and_never_stays_in_the_url(room_env):
    from tests.test_ui_pages import seed

    seed(lab())
    open_app("pages/0_Chat.py")  # alice claims her id
    at = open_app("pages/1_Memory_store.py", bookmarked=False, query={"presenter_key": PRESENTER})
    assert not at.warning and at.session_state["user_id"] == "alice"
    assert ALICE_TEXTS[0] in at.dataframe[0].value["text"].tolist()
    assert "presenter_key" not in at.query_params and "key" not in at.query_params
    assert "alice" in at.sidebar.selectbox(key="room_open_user").options  # the presenter's picker


def test_a_wrong_presenter_key_is_refused_and_attendees_see_no_ids(room_env):
    open_app("pages/0_Chat.py", user="alice")
    at = open_app("pages/0_Chat.py", user="bo", query={"presenter_key": "guess"})
    assert "presenter key is not right" in at.error[0].value
    assert "presenter_key" not in at.query_params
    assert not [s for s in at.sidebar.selectbox if s.key == "room_open_user"]
    assert "alice" not in page_text(at) and "alice" not in " ".join(c.value for c in at.sidebar.caption)
    at.sidebar.text_input(key="presenter_key_input").set_value(PRESENTER).run()  # the sidebar field
    assert "alice" in at.sidebar.selectbox(key="room_open_user").options


# --- the room view ----------------------------------------------------------------------


def test_the_room_view_shows_the_presenter_figures_and_refuses_attendees(room_env, scripted):
    for user in ("ana", "bo"):
        open_app("pages/0_Chat.py", user=user)
    scripted.enqueue("Hello Ana!", "Noted.")
    lab().chat("ana", "My name is Ana and I live in Leeds.")
    lab().chat("bo", "My password is Tr0ub4dor&3horse, remember it.")
    attendee = open_app("pages/10_Room.py", user="ana")
    assert not attendee.exception and "presenter only" in attendee.info[0].value and not attendee.metric
    at = open_app("pages/10_Room.py", user="sam", query={"presenter_key": PRESENTER})
    assert not at.exception
    figures = {m.label: m.value for m in at.metric}
    assert figures["Attendees active"] == "2 of 2"  # ana and bo chatted; the presenter's own id has not
    assert any("Labs opened: 2 (2 seen" in c.value for c in at.caption)  # the presenter's own lab is not counted
    assert any("of which 0 have sent no message yet" in c.value for c in at.caption)  # both chatted
    assert figures["Messages"] == "2" and figures["Memories written"] == "2"
    assert figures["Writes refused by the guard"] == "1" and figures["Memories forgotten"] == "0"
    assert any("password 1" in c.value for c in at.caption)
    shown = page_text(at.main)  # the projector's view (the sidebar's folded picker is the presenter's)
    assert not re.search(r"\b(Ana|Leeds|Tr0ub4dor|ana|bo)\b", shown), shown


# --- runs per user ----------------------------------------------------------------------


def test_one_users_evaluation_runs_never_show_in_anothers_page(room_env):
    ana = open_app("pages/8_Quality.py", user="ana")
    ana.button(key="q_run").click().run(timeout=120)
    assert not ana.exception and len(ana.dataframe[0].value) == 1
    bo = open_app("pages/8_Quality.py", user="bo")
    assert not bo.exception and not bo.dataframe and "Run an evaluation" in bo.info[0].value
    assert {m.label: m.value for m in open_app("pages/9_Metrics.py", user="ana").metric}["Latest recall@3"] != "—"
    metrics = {m.label: m.value for m in open_app("pages/9_Metrics.py", user="bo").metric}
    assert metrics["Latest recall@3"] == "—"  # health is Bo's own: Ana's run is not his
    presenter = open_app("pages/8_Quality.py", user="sam", query={"presenter_key": PRESENTER})
    assert not presenter.dataframe  # the presenter's own runs: none
    presenter.toggle(key="q_everyone").set_value(True).run()
    assert presenter.dataframe[0].value["by"].tolist() == ["attendee 1"]  # never an id on the projector
    assert "ana" not in page_text(presenter.main)


# --- LoCoMo by upload, never by a server path ---------------------------------------------

LOCOMO_SAMPLE = [
    {
        "sample_id": "sample-1",
        "conversation": {
            "speaker_a": "Caroline",
            "speaker_b": "Melanie",
            "session_1_date_time": "1:56 pm on 8 May, 2023",
            "session_1": [
                {
                    "speaker": "Caroline",
                    "dia_id": "D1:1",
                    "text": "Hey Mel! I went to a LGBTQ support group yesterday.",
                },
                {"speaker": "Melanie", "dia_id": "D1:2", "text": "That's great! I painted a sunrise over the lake."},
                {"speaker": "Caroline", "dia_id": "D1:3", "text": "I'm thinking of studying psychology next year."},
            ],
            "session_2_date_time": "7:55 pm on 25 May, 2023",
            "session_2": [
                {"speaker": "Melanie", "dia_id": "D2:1", "text": "We went camping by the river with the kids."},
                {"speaker": "Caroline", "dia_id": "D2:2", "text": "I'm researching adoption agencies these days."},
            ],
        },
        "qa": [
            {
                "question": "What did Caroline research?",
                "answer": "Adoption agencies",
                "evidence": ["D2:2"],
                "category": 1,
            },
            {"question": "When did Melanie go camping?", "answer": "May 2023", "evidence": ["D2:1"], "category": 2},
            {"question": "Is this adversarial?", "answer": "n/a", "evidence": [], "category": 5},
        ],
    }
]


def run_line(at) -> str:
    """The finished run's name, a bold line above its figures (a heading pushed them below a 720 px screen)."""
    return next(m.value for m in at.markdown if m.value.startswith("**") and " questions**" in m.value)


def test_locomo_comes_by_upload_and_a_bad_upload_says_why(room_env):
    at = open_app("pages/8_Quality.py", q_dataset="locomo")
    assert not [t for t in at.text_input if t.key == "q_path"]  # no free-text server path
    at.file_uploader(key="q_upload").set_value(
        ("locomo_sample.json", json.dumps(LOCOMO_SAMPLE).encode(), "application/json")
    )
    at.button(key="q_run").click().run(timeout=120)
    assert not at.exception and not at.error
    assert run_line(at).startswith("**locomo") and "2 questions" in run_line(at)
    assert float(at.metric[-2].value) >= 0 and len(at.dataframe[0].value) == 1
    at.file_uploader(key="q_upload").set_value(("broken.json", b"this is not json", "application/json"))
    at.button(key="q_run").click().run()
    assert "Could not read broken.json as JSON" in at.error[0].value
    at.file_uploader(key="q_upload").set_value(("shape.json", b'{"a": 1}', "application/json"))
    at.button(key="q_run").click().run()
    assert "shape.json is not a LoCoMo file" in at.error[0].value


def test_locomo_from_a_file_the_server_keeps_by_name(room_env):
    at = open_app("pages/8_Quality.py", q_dataset="locomo", q_source="server")
    assert "keeps no JSON file" in " ".join(c.value for c in at.caption)
    room_env.mkdir(parents=True, exist_ok=True)  # on Postgres the data dir holds no database file
    (room_env / "locomo_sample.json").write_text(json.dumps(LOCOMO_SAMPLE))
    at = open_app("pages/8_Quality.py", q_dataset="locomo", q_source="server")
    assert at.selectbox(key="q_file").options == ["ui/locomo_sample.json"]  # a name, not a path
    at.button(key="q_run").click().run(timeout=120)
    assert not at.exception and not at.error and "2 questions" in run_line(at)


def test_a_locomo_run_reads_the_first_conversations_asked_for(room_env):
    """LoCoMo's ten conversations take minutes: a workshop's run reads the first two unless asked for more."""
    three = [{**LOCOMO_SAMPLE[0], "sample_id": f"sample-{i}"} for i in range(3)]
    at = open_app("pages/8_Quality.py", q_dataset="locomo")
    assert at.number_input(key="q_conversations").value == 2
    at.file_uploader(key="q_upload").set_value(("three.json", json.dumps(three).encode(), "application/json"))
    at.button(key="q_run").click().run(timeout=120)
    assert not at.exception and "4 questions" in run_line(at)  # 2 conversations x 2 scored questions
    at.number_input(key="q_conversations").set_value(3)
    at.button(key="q_run").click().run(timeout=120)
    assert not at.exception and "6 questions" in run_line(at)


# --- stored text renders as text --------------------------------------------------------

MARKUP = "<img src=x onerror=alert(1)> **bold** [link](http://evil.example)"


def test_markup_in_memories_lessons_and_reflections_renders_as_text(room_env):
    lab().remember("alice", f"A lesson: {MARKUP}", kind="lesson")
    lab().remember("alice", f"An insight: {MARKUP}", kind="reflection")
    at = open_app("pages/7_Lifecycle.py")
    assert not at.exception
    shown = [md.value for md in at.markdown if "onerror" in md.value]
    assert len(shown) == 2
    for value in shown:
        assert "<img" not in value and "&lt;img src=x onerror=alert\\(1\\)&gt;" in value
        assert "\\*\\*bold\\*\\*" in value and "\\[link\\]\\(http\\://evil\\.example\\)" in value


# --- a link opened without the id, and the conversation in the URL ------------------------


def test_a_bare_link_lands_in_the_lab_this_browser_holds_and_a_shared_browser_can_leave_it(room_env, monkeypatch):
    import ui.identity

    first = open_app("pages/0_Chat.py", user=None)  # a plain URL: a fresh id and its token
    mine, key = first.session_state["user_id"], first.query_params["key"]
    monkeypatch.setattr(ui.identity, "_remembered", lambda: (mine, key, "session-20261204-101500"))  # the cookie
    link = open_app("pages/2_Scoring_lab.py", user=None, bookmarked=False)  # the presenter's shared link
    assert link.session_state["user_id"] == mine and link.query_params["key"] == key
    assert link.session_state["session_id"] == "session-20261204-101500"  # the conversation it had open
    assert "Back in your lab" in link.info[0].value and not link.warning
    link.button(key="identity_fresh").click().run()  # "Not me": someone else's lab on a shared browser
    assert link.session_state["user_id"] not in ("", mine) and link.query_params["user"] != mine
    assert not any("Back in your lab" in i.value for i in link.info)

    monkeypatch.setattr(ui.identity, "_remembered", lambda: (mine, "a-stale-token", None))  # a cookie gone stale
    stale = open_app("pages/0_Chat.py", user=None, bookmarked=False)
    assert stale.session_state["user_id"] != mine and not stale.warning  # a fresh lab, no scary refusal


def test_on_the_projector_the_back_in_your_lab_notice_is_a_toast(room_env, monkeypatch):
    """Round 19: in presenter mode the notice and its button took 140 px above every page's figures."""
    import ui.identity

    first = open_app("pages/0_Chat.py", user=None)
    mine, key = first.session_state["user_id"], first.query_params["key"]
    monkeypatch.setattr(ui.identity, "_remembered", lambda: (mine, key, None))
    page = open_app("pages/2_Scoring_lab.py", user=None, bookmarked=False, query={"presenter": "1"})
    assert page.session_state["user_id"] == mine and not page.exception
    assert any("Back in your lab" in t.value for t in page.toast)
    assert not any("Back in your lab" in i.value for i in page.info)


def test_the_url_keeps_the_conversation_so_a_reload_returns_to_it(room_env):
    at = open_app("pages/0_Chat.py", user="dee")
    assert at.session_state["session_id"] == "main" and "session" not in at.query_params
    at.button(key="new_session").click().run()
    session = at.session_state["session_id"]
    assert session.startswith("session-") and at.query_params["session"] == session
    again = open_app("pages/0_Chat.py", user="dee", query={"session": session})  # the reload
    assert again.session_state["session_id"] == session
    odd = open_app("pages/0_Chat.py", user="dee", query={"session": "x" * 65})  # a malformed one is ignored
    assert odd.session_state["session_id"] == "main" and not odd.exception


def test_metrics_shows_the_latest_run_whatever_its_dataset(room_env):
    summary = {"recall": {"3": 0.25}, "ks": [3], "by_category": {}}
    lab().evals.keep("scenarios", "balanced", 4, summary, user_id="eve")
    lab().evals.keep("locomo", "relevance-first", 9, {**summary, "recall": {"3": 0.75}}, user_id="eve")
    at = open_app("pages/9_Metrics.py", user="eve")
    latest = next(m for m in at.metric if m.label == "Latest recall@3")
    assert latest.value == "0.750" and "LoCoMo" in latest.help
