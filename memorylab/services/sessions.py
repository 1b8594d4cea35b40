"""Conversation turns and the rolling summary that links to the turns it covers.

Recent turns stay verbatim (working memory); whenever ``summary_every`` more turns have
left that window they are folded in: by the model when it is capable, otherwise by the
extractive fallback.
"""

from __future__ import annotations

import logging
from datetime import datetime

from memorylab.adapters.llm import LLM
from memorylab.clock import Clock
from memorylab.errors import LLMError
from memorylab.policies.summary import extractive, fold_prompt, pending_turns
from memorylab.settings import AgentSettings
from memorylab.storage.base import Store

log = logging.getLogger(__name__)


class Sessions:
    def __init__(self, store: Store, clock: Clock, agent: AgentSettings):
        self.store, self.clock, self.agent = store, clock, agent

    def fold(self, previous: str | None, turns: list[dict], llm: LLM | None = None) -> str:
        if llm is not None and llm.capable:
            try:
                return llm.complete([{"role": "user", "content": fold_prompt(previous, turns)}], max_tokens=220).text
            except LLMError as exc:
                log.warning("summary by the model failed (%s); using the extractive fallback", exc)
        return extractive(previous, turns)

    def maybe_summarize(
        self, user_id: str, session_id: str, llm: LLM | None = None, *, now: datetime | None = None
    ) -> dict | None:
        """Fold turns that left the working window; returns the new summary row or None.
        ``now``: the chat turn's time (the user's clock unless given)."""
        current = self.store.summary(user_id, session_id)
        covered = current["last_turn"] if current else 0
        pending = pending_turns(self.store.turns(user_id, session_id, after=covered), self.agent.working_turns)
        if len(pending) < self.agent.summary_every:
            return None
        text = self.fold(current["text"] if current else None, pending, llm)
        first, last = current["first_turn"] if current else pending[0]["id"], pending[-1]["id"]
        at = self.clock.now(user_id) if now is None else now
        reason = f"folded {len(pending)} turns"
        summary_id = self.store.put_summary(user_id, session_id, text, first, last, at, reason=reason)
        return {"id": summary_id, "text": text, "first_turn": first, "last_turn": last, "created_at": at}  # as stored

    def refresh(self, user_id: str, turn_ids: list[int]) -> None:
        """After turns were masked by a forget, rebuild each affected session's summary from
        the masked turns, so no summary still tells what was forgotten."""
        for session_id in self.store.sessions_of_turns(user_id, turn_ids):
            current = self.store.summary(user_id, session_id)
            if current is None:  # none yet, or the store dropped one that quoted the text
                continue
            first, last = current["first_turn"], current["last_turn"]
            if not any(first <= t <= last for t in turn_ids):
                continue
            covered = [t for t in self.store.turns(user_id, session_id) if first <= t["id"] <= last]
            if covered:
                self.store.put_summary(
                    user_id,
                    session_id,
                    extractive(None, covered),
                    first,
                    last,
                    self.clock.now(user_id),
                    reason="rebuilt after a forget",
                )
