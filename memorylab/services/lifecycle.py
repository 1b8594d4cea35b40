"""Memory over time: consolidation and reflection, each writing through the writer.

* Consolidation clusters a user's episodic memories (embedding similarity within a time
  window) and merges each cluster into one ``consolidation`` memory linked to its
  originals. The originals get status ``consolidated``: kept, listed by ``expand``,
  but out of retrieval so they stop crowding it (``hide_sources=False`` keeps them in).
* Reflection (Generative Agents): when the summed importance (1-10 scale) of memories
  since the last reflection passes a threshold (150), synthesise higher-level insights,
  stored as ``reflection`` memories linked to their evidence, as important as that
  evidence (its mean + 0.1, at most 0.9).

Texts come from the model when it is capable, else from deterministic templates
(:mod:`memorylab.policies.consolidation`).
"""

from __future__ import annotations

import re
from datetime import timedelta

from memorylab.adapters.llm import LLM
from memorylab.clock import Clock
from memorylab.errors import LLMError
from memorylab.models import Memory
from memorylab.policies.consolidation import (
    consolidation_prompt,
    find_clusters,
    insight_importance,
    insights_prompt,
    parse_insights,
    template_consolidation,
    template_insights,
)
from memorylab.services.writer import Writer
from memorylab.settings import Settings
from memorylab.storage.base import Store

CONSOLIDATED = "consolidated"
SOURCE_KINDS = ("fact", "preference", "episodic")
INSIGHT_WINDOW = 40  # the newest memories shown to the model when it reflects


class Lifecycle:
    def __init__(self, store: Store, writer: Writer, clock: Clock, settings: Settings):
        self.store, self.writer, self.clock, self.settings = store, writer, clock, settings

    # --- consolidation ---------------------------------------------------------------------

    def consolidate(
        self,
        user_id: str,
        *,
        threshold: float,
        window_days: float,
        min_size: int,
        hide_sources: bool = True,
        llm: LLM | None = None,
    ) -> list[int]:
        """Merge clusters of related episodes; returns the new consolidation ids."""
        episodes = self.store.memories(user_id, kind="episodic", now=self.clock.now(user_id))
        if len(episodes) < min_size:
            return []
        _, vectors = self.store.vectors(user_id, [m.id for m in episodes])
        clusters = find_clusters(
            episodes, vectors, threshold=threshold, window=timedelta(days=window_days), min_size=min_size
        )
        return [self._store_consolidation(user_id, c.memories, hide_sources, llm) for c in clusters]

    def _store_consolidation(self, user_id: str, memories: list[Memory], hide_sources: bool, llm: LLM | None) -> int:
        memories = sorted(memories, key=lambda m: (m.created_at, m.id))
        text = _ask(llm, consolidation_prompt(memories), 120) or template_consolidation(memories)
        new_id = self.writer.remember(
            user_id,
            text[: self.settings.max_memory_chars],
            kind="consolidation",
            importance=min(1.0, max(m.importance for m in memories) + 0.1),
            source="consolidation",
            derived_from=[m.id for m in memories],
            created_at=self.clock.now(user_id),
        )
        if hide_sources:
            self.writer.set_status(
                user_id,
                [m.id for m in memories],
                CONSOLIDATED,
                reason=f"merged into consolidation #{new_id}",
                op="CONSOLIDATE",
            )
        return new_id

    def expand(self, user_id: str, consolidation_id: int) -> list[Memory]:
        """The originals behind a consolidation: retrievable on request."""
        sources = [dst for (_, dst, _) in self.store.links(user_id, src=consolidation_id, rel="derived_from")]
        rows = self.store.get_many(user_id, sources)
        return [rows[i] for i in sources if i in rows]

    def evidence(self, user_id: str, memory_id: int) -> list[int]:
        return [dst for (_, dst, _) in self.store.links(user_id, src=memory_id, rel="derived_from")]

    # --- reflection ------------------------------------------------------------------------

    def importance_since_reflection(self, user_id: str) -> float:
        """Summed importance on the 1-10 scale of memories since the last reflection."""
        return self.store.importance_since_reflection(user_id, SOURCE_KINDS)[0]

    def _since_reflection(self, user_id: str) -> list[Memory]:
        _, since = self.store.importance_since_reflection(user_id, SOURCE_KINDS)
        return [
            m
            for m in self.store.memories(user_id, now=self.clock.now(user_id))
            if m.kind in SOURCE_KINDS and (since is None or m.created_at > since)
        ]

    def reflect(self, user_id: str, *, threshold: float, force: bool = False, llm: LLM | None = None) -> list[int]:
        """Synthesise insights when enough importance has piled up (or when forced)."""
        if self.importance_since_reflection(user_id) < threshold and not force:
            return []
        recent = self._since_reflection(user_id)
        if not recent:
            return []
        shown = recent[-INSIGHT_WINDOW:]
        answer = _ask(llm, insights_prompt(shown), 200)
        insights = (parse_insights(answer, shown) if answer else []) or template_insights(
            recent, name=self.first_name(user_id)
        )
        return [self._insight(user_id, text, evidence) for text, evidence in insights if evidence]

    def first_name(self, user_id: str) -> str | None:
        """The user's first name from their ``name`` memory ("User's name is Sam Rivera"), so
        an insight reads "About Marta: Sam visited Lisbon ..." (None: "they visited ...")."""
        named = self.store.memories(user_id, key="name")
        match = re.search(r"\bis ([A-Z][\w'-]+)", named[0].text) if named else None
        return match.group(1) if match else None

    def _insight(self, user_id: str, text: str, evidence: list[int]) -> int:
        sources = self.store.get_many(user_id, evidence).values()
        return self.writer.remember(
            user_id,
            text,
            kind="reflection",
            importance=insight_importance([m.importance for m in sources]),
            source="reflection",
            derived_from=evidence,
            created_at=self.clock.now(user_id),
        )

    # --- rebuilding what a forget took a source from --------------------------------------

    def rebuild(self, user_id: str, derived: Memory, sources: list[int]) -> None:
        """One of ``derived``'s sources was forgotten: merge or restate from what remains."""
        remaining = list(self.store.get_many(user_id, sources).values())
        if not remaining:
            return
        if derived.kind == "consolidation":
            self._store_consolidation(user_id, remaining, True, None)
        elif derived.kind == "reflection":
            for text, evidence in template_insights(remaining, limit=1, name=self.first_name(user_id)):
                self._insight(user_id, text, evidence)


def _ask(llm: LLM | None, prompt: str, max_tokens: int) -> str | None:
    """The capable model's answer, or None (no model, or it failed: templates take over)."""
    if llm is None or not llm.capable:
        return None
    try:
        return llm.complete([{"role": "user", "content": prompt}], max_tokens=max_tokens).text or None
    except LLMError:
        return None
