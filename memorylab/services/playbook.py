"""The agent's playbook carried out: a lesson when the user corrects the agent in chat or
gives a thumbs-down, written through the writer (guard and event log included)."""

from __future__ import annotations

from memorylab.errors import SensitiveData
from memorylab.policies.guard import redact
from memorylab.policies.playbook import lesson_text
from memorylab.policies.writeplan import Decision
from memorylab.services.writer import Writer
from memorylab.settings import Settings
from memorylab.storage.base import Store
from memorylab.validate import check_session_id, clean_text, user_id_of

WRITTEN = ("added", "updated", "superseded")


def last_exchange(recent: list[dict]) -> tuple[str | None, dict | None]:
    """The latest answer among ``recent`` turns (oldest first) and the question before it."""
    said = next((t for t in reversed(recent) if t["role"] == "assistant"), None)
    if said is None:
        return None, None
    asked = next((t["content"] for t in reversed(recent) if t["role"] == "user" and t["id"] < said["id"]), None)
    return asked, said


class Playbook:
    def __init__(self, store: Store, writer: Writer, settings: Settings):
        self.store, self.writer, self.settings = store, writer, settings

    def learn_from_correction(
        self, user_id: str, message: str, decisions: list[Decision], recent: list[dict], user_turn: int
    ) -> int | None:
        """The user said the last answer was wrong: record what was said and what is right,
        derived from whatever this correction wrote (forgetting that removes the lesson)."""
        asked, said = last_exchange(recent)
        if said is None:
            return None
        written = [d.memory_id for d in decisions if d.memory_id and d.action in WRITTEN]
        return self.record_lesson(
            user_id, lesson_text(asked, said["content"], message), source_turn=user_turn, derived_from=written
        )

    def thumbs_down(self, user_id: str, session_id: str, note: str | None = None) -> int | None:
        """The user marked the last answer of the session as wrong: a lesson from it (None
        if the session has no answer yet)."""
        user_id, session_id = user_id_of(user_id), check_session_id(session_id)
        note = None if note is None else clean_text(note, max_chars=self.settings.max_message_chars, what="note")
        asked, said = last_exchange(self.store.turns(user_id, session_id, limit=self.settings.agent.working_turns))
        if said is None:
            return None
        right = redact(note) if note else "(a thumbs-down, no correction given)"
        return self.record_lesson(user_id, lesson_text(asked, said["content"], right), source_turn=said["id"])

    def record_lesson(
        self, user_id: str, text: str, *, source_turn: int | None = None, derived_from: list[int] = ()
    ) -> int | None:
        """Write one lesson to the playbook (None if the guard refuses what it quotes)."""
        try:
            return self.writer.remember(
                user_id,
                text,
                kind="lesson",
                importance=0.8,
                source="playbook",
                source_turn=source_turn,
                derived_from=derived_from,
            )
        except SensitiveData:
            return None
