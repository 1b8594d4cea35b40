"""A lesson at work, for the Lifecycle page: a scripted agent answers a question wrongly,
is corrected, and answers the same question again. The scripted model reads its prompt:
when the playbook section holds a lesson, it answers with what the user said was right.
Nothing but the lesson in the context changes between the two answers.
"""

from __future__ import annotations

import re
from pathlib import Path

from memorylab.adapters.llm import SCRIPTED
from memorylab.lab import MemoryLab
from memorylab.policies.context import LABELS
from memorylab.settings import Settings

QUESTION = "What's my cat called?"
CORRECTION = "No, that's wrong: my cat is called Miso."
USER = "lesson-demo"


def _answer(messages: list[dict]) -> str:
    """The scripted agent: a wrong guess, unless a lesson in its prompt says otherwise."""
    prompt = "\n".join(str(m.get("content", "")) for m in messages)
    section = prompt.split(f"## {LABELS['lessons']}", 1)
    said = re.search(r'the user said: \\"(?:No, that\'s wrong: )?(.+?)\\"', section[1]) if len(section) > 1 else None
    return f"You told me before: {said.group(1).rstrip('.')}." if said else "Your cat is called Tom."


def lesson_demo(lab: MemoryLab, folder: str | Path) -> tuple[list[dict], list[str]]:
    """Ask, correct, ask again: one row per exchange (with how many lessons the model saw),
    and the playbook afterwards. Runs in a scratch lab in ``folder`` with ``lab``'s embedder."""
    settings = Settings.from_env(data_dir=Path(folder), model="scripted/playbook").with_(database_url=None)
    rows = []
    with MemoryLab.open(settings=settings, embedder=lab.embedder) as scratch:
        SCRIPTED.enqueue(_answer, "Sorry, I'll remember that.", _answer)
        for message in (QUESTION, CORRECTION, QUESTION):
            turn = scratch.chat(USER, message, session_id="playbook")
            lessons = turn.context.sections["lessons"].items if turn.context else []
            rows.append({"you": message, "agent": turn.reply, "lessons in its context": len(lessons)})
        return rows, [m.text for m in scratch.agent.playbook(USER)]
