"""``lab.agent``: the chat model and what the agent does besides a turn (``lab.chat``):
previewing the write policy, observing without a reply, the playbook of lessons."""

from __future__ import annotations

from memorylab.adapters.llm import LLM
from memorylab.clock import Clock
from memorylab.models import Memory
from memorylab.namespaces.model import ChatModel
from memorylab.policies.layout import layout_for
from memorylab.policies.playbook import lesson_text
from memorylab.policies.writeplan import Decision, WritePlan
from memorylab.services.turn import Agent as AgentService
from memorylab.settings import Settings
from memorylab.storage.base import Store
from memorylab.validate import check_session_id, clean_text, user_id_of


class Agent:
    def __init__(self, agent: AgentService, store: Store, clock: Clock, settings: Settings, model: ChatModel):
        self._agent, self._store, self._clock = agent, store, clock
        self._settings, self._model = settings, model

    @property
    def llm(self) -> LLM:
        """The chat model (``settings.model``), created on first use."""
        return self._model.llm

    def llm_for(self, model: str | None) -> LLM:
        """An LLM for any model string (the lab's own when None)."""
        return self._model.llm_for(model)

    def set_model(self, model: str) -> None:
        """Switch the lab's chat model: any litellm model string, or local/smollm2 offline."""
        self._model.switch(model)

    def prompt_layout(self, model: str | None = None) -> str:
        """Where the memories go in the prompt for this model (the lab's model by default):
        ``system``, ``user`` or ``few-shot`` (see :mod:`memorylab.policies.context`)."""
        return layout_for(self._settings.agent.prompt_layout, self.llm_for(model))

    def preview(self, user_id: str, message: str, session_id: str = "default") -> list[WritePlan]:
        """What the write policy would do with ``message`` now: nothing is written."""
        return self._agent.preview(user_id, message, session_id=session_id)

    def observe(
        self, user_id: str, message: str, session_id: str = "default", *, model: str | None = None
    ) -> list[Decision]:
        """Store a user message and run the write policy on it, without generating a reply."""
        return self._agent.observe(user_id, message, session_id, llm=self.llm_for(model))

    def thumbs_down(self, user_id: str, session_id: str = "default", note: str | None = None) -> int | None:
        """Mark the session's last answer as wrong: the agent records a lesson in its playbook
        (``note``: what was right). Returns the lesson's id, or None if there is no answer yet."""
        return self._agent.thumbs_down(user_id, session_id, note)

    def record_lesson(
        self, user_id: str, said: str, right: str, *, asked: str | None = None, next_time: str | None = None
    ) -> int | None:
        """Write a lesson directly (a failed scenario probe does): what the agent said, what
        was right, what to do next time. None if the guard refuses what it quotes."""
        limit = self._settings.max_message_chars
        said, right = clean_text(said, max_chars=limit, what="said"), clean_text(right, max_chars=limit, what="right")
        asked = None if asked is None else clean_text(asked, max_chars=limit, what="asked")
        next_time = None if next_time is None else clean_text(next_time, max_chars=limit, what="next time")
        return self._agent.record_lesson(user_id_of(user_id), lesson_text(asked, said, right, next_time))

    def playbook(self, user_id: str) -> list[Memory]:
        """The agent's lessons for this user, oldest first."""
        user_id = user_id_of(user_id)
        return self._store.memories(user_id, kind="lesson", now=self._clock.now(user_id))

    def turn_metrics(self, user_id: str, session_id: str | None = None) -> list[dict]:
        """Per chat turn, oldest first: prompt and completion tokens, cost in US dollars
        (litellm's price table; 0 for local models, None if unpriced), embedding calls,
        recall time, context and memory tokens, memories offered and used by the reply."""
        session_id = None if session_id is None else check_session_id(session_id)
        return self._store.turn_metrics(user_id_of(user_id), session_id)
