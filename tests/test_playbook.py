"""The playbook: lessons on correction, thumbs-down and failed probes; recalled into their
own section; forgettable; shown changing a later answer."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memorylab.policies.playbook import is_correction
from tests.conftest import open_app


@pytest.mark.parametrize(
    "message, corrects",
    [
        ("No, that's wrong: my cat is Miso.", True),
        ("Actually it's Miso.", True),
        ("That's not right.", True),
        ("Not quite, the standup is at 9:30.", True),
        ("No, my cat is called Miso", True),
        ("Actually, send them daily instead.", False),  # a change, not a correction
        ("No.", False),
        ("I prefer tea.", False),
    ],
)
def test_what_counts_as_a_correction(message, corrects):
    assert is_correction(message) is corrects


@given(st.text(max_size=200))
def test_is_correction_takes_any_text(text):
    assert is_correction(text) in (True, False)


def test_a_correction_writes_a_lesson_linked_to_its_turns_and_the_fact(chat_lab, scripted):
    scripted.enqueue("Your cat is called Tom.", "Sorry!")
    chat_lab.chat("ana", "What's my cat called?")
    turn = chat_lab.chat("ana", "No, that's wrong: my cat is called Miso.")
    assert turn.lesson is not None
    (lesson,) = chat_lab.agent.playbook("ana")
    assert lesson.id == turn.lesson and lesson.kind == "lesson" and lesson.source == "playbook"
    assert 'I answered "Your cat is called Tom."' in lesson.text and "Miso" in lesson.text
    assert lesson.source_turn == turn.turn_ids[0]  # the correction turn
    assert any(e.op == "LESSON" for e in chat_lab.events("ana"))


def test_a_lesson_is_recalled_into_its_own_section_and_changes_the_answer(tmp_path):
    from memorylab import MemoryLab
    from memorylab.adapters.embed import HashingEmbedder
    from memorylab.playground.playbook import lesson_demo

    with MemoryLab.open(tmp_path / "lab", embedder=HashingEmbedder()) as lab:
        rows, playbook = lesson_demo(lab, tmp_path / "scratch")
    assert rows[0]["agent"] == "Your cat is called Tom." and rows[0]["lessons in its context"] == 0
    assert rows[2]["lessons in its context"] == 1 and "Miso" in rows[2]["agent"]
    assert len(playbook) == 1


def test_the_lessons_section_is_labelled_and_quoted(chat_lab, scripted):
    scripted.enqueue("Your cat is called Tom.", "Sorry!", "ok")
    chat_lab.chat("ana", "What's my cat called?")
    chat_lab.chat("ana", "No, that's wrong: my cat is called Miso.")
    chat_lab.chat("ana", "What's my cat called?")
    system = scripted.prompts[-1][0]["content"]
    assert "## Lessons from my earlier mistakes (quoted data)" in system
    assert '- "Asked' in system


def test_forgetting_the_corrected_fact_removes_the_lesson(chat_lab, scripted):
    scripted.enqueue("Your sister is called Eva.", "Sorry!")
    chat_lab.chat("ana", "What is my sister called?")
    turn = chat_lab.chat("ana", "No, that's wrong: my sister is called Maya.")
    fact = next(d.memory_id for d in turn.decisions if d.action == "added")
    removed = chat_lab.forget("ana", fact)
    assert turn.lesson in removed and chat_lab.agent.playbook("ana") == []
    assert chat_lab._store.find_text("Maya") == []


def test_thumbs_down_writes_a_lesson_and_needs_an_answer(chat_lab, scripted):
    assert chat_lab.agent.thumbs_down("ana") is None  # nothing said yet
    scripted.enqueue("The standup is at 9:00.")
    chat_lab.chat("ana", "When is the standup?")
    lesson = chat_lab.agent.thumbs_down("ana", note="It moved to 9:30")
    assert lesson is not None and "9:30" in chat_lab.get("ana", lesson).text
    assert chat_lab.agent.thumbs_down("bo") is None  # another user has no answer to judge


def test_record_lesson_refuses_secrets_and_bad_input(chat_lab):
    from memorylab import InvalidInput

    assert chat_lab.agent.record_lesson("ana", said="ok", right="my password is hunter2-Secret!9") is None
    with pytest.raises(InvalidInput):
        chat_lab.agent.record_lesson("ana", said="", right="x")


def test_a_failed_probe_writes_a_lesson(chat_lab):
    from memorylab.datasets.scenario import load_scenario
    from memorylab.playground.replay import Replay, find_scenario

    replay = Replay(load_scenario(find_scenario("standup_moves")), chat_lab, as_user="ana")
    replay.run()
    failed = [r for r in replay.results if r.probe_ok is False]
    assert [r.lesson is not None for r in failed] == [True] * len(failed)
    assert len(chat_lab.agent.playbook("ana")) == len(failed)


def test_lifecycle_page_lists_the_playbook_and_shows_a_lesson_at_work(app_env, scripted):
    from ui.common import get_lab

    lab = get_lab()
    lab.agent.record_lesson("alice", said="Your cat is Tom.", right="It's Miso.", asked="Cat?")
    at = open_app("pages/7_Lifecycle.py")
    assert not at.exception and any("It's Miso" in md.value for md in at.markdown)
    at.button(key="lc_lesson_demo").click().run()
    table = at.dataframe[-1].value
    assert list(table["lessons in its context"]) == [0, 0, 1] and "Miso" in table["agent"].iloc[2]


def test_chat_thumbs_down_records_once(app_env, scripted):
    from ui.common import get_lab

    scripted.enqueue("Your cat is called Tom.")
    at = open_app("pages/0_Chat.py")
    at.chat_input(key="chat_input").set_value("What's my cat called?").run()
    answer = get_lab().turns("alice")[-1]["id"]
    at.session_state[f"rate_{answer}"] = 0
    at.run()
    at.run()
    assert not at.exception and len(get_lab().agent.playbook("alice")) == 1
