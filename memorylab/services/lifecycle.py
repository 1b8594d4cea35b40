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

This service is ``lab.lifecycle`` itself: its public methods check their arguments and
take the settings' thresholds and the lab's chat model unless told otherwise.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from memorylab.adapters.llm import LLM
from memorylab.clock import Clock
from memorylab.errors import InvalidInput, LLMError
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
from memorylab.services.model import ChatModel
from memorylab.services.writer import Writer
from memorylab.settings import Settings
from memorylab.storage.base import Store
from memorylab.validate import check_consolidation, check_id, check_number, check_when, user_id_of

CONSOLIDATED = "consolidated"
SOURCE_KINDS = ("fact", "preference", "episodic")
INSIGHT_WINDOW = 40  # the newest memories shown to the model when it reflects
LAB_MODEL = "the lab's chat model"  # the default of ``llm``: the model the lab chats with


class Lifecycle:
    def __init__(self, store: Store, writer: Writer, clock: Clock, settings: Settings, model: ChatModel):
        self._store, self._writer, self._clock, self._settings = store, writer, clock, settings
        self._model = model

    def _llm(self, llm: object) -> LLM | None:
        """The model that writes the texts: the lab's when it is capable (``LAB_MODEL``),
        the one given, or None (templates)."""
        if llm is LAB_MODEL:
            return self._model.capable()
        if llm is not None and not isinstance(llm, LLM):
            raise InvalidInput(f"llm is an LLM (lab.agent.llm_for(...)) or None, got {type(llm).__name__}.")
        return llm

    # --- consolidation ---------------------------------------------------------------------

    def consolidate(
        self, user_id: str, *, llm: LLM | None = LAB_MODEL, now: datetime | None = None, **overrides
    ) -> list[int]:
        """Merge clusters of related episodes now; returns the new consolidation ids.
        ``overrides``: threshold, window_days, min_size, hide_sources (settings otherwise).
        ``llm``: the model that writes the merged text (the lab's; None: a template).
        ``now``: the time it happens (a chat turn's; the user's clock otherwise)."""
        cfg = self._settings.lifecycle
        params = dict(
            threshold=cfg.consolidation_threshold,
            window_days=cfg.consolidation_window_days,
            min_size=cfg.consolidation_min_size,
            hide_sources=cfg.hide_consolidated,
        )
        unknown = set(overrides) - set(params)
        if unknown:
            raise InvalidInput(f"Unknown consolidation setting(s) {sorted(unknown)}.")
        user_id, llm, params = user_id_of(user_id), self._llm(llm), check_consolidation(**(params | overrides))
        return self._consolidate(user_id, llm, self._now(user_id, now), **params)

    def _now(self, user_id: str, now: object) -> datetime:
        return self._clock.now(user_id) if now is None else check_when(now, "now")

    def _consolidate(
        self,
        user_id: str,
        llm: LLM | None,
        now: datetime,
        *,
        threshold: float,
        window_days: float,
        min_size: int,
        hide_sources: bool,
    ) -> list[int]:
        episodes = self._store.memories(user_id, kind="episodic", now=now)
        if len(episodes) < min_size:
            return []
        _, vectors = self._store.vectors(user_id, [m.id for m in episodes])
        clusters = find_clusters(
            episodes, vectors, threshold=threshold, window=timedelta(days=window_days), min_size=min_size
        )
        return [self._store_consolidation(user_id, c.memories, hide_sources, llm, now) for c in clusters]

    def _store_consolidation(
        self, user_id: str, memories: list[Memory], hide_sources: bool, llm: LLM | None, now: datetime
    ) -> int:
        memories = sorted(memories, key=lambda m: (m.created_at, m.id))
        text = _ask(llm, consolidation_prompt(memories), 120) or template_consolidation(memories)
        new_id = self._writer.remember(
            user_id,
            text[: self._settings.max_memory_chars],
            kind="consolidation",
            importance=min(1.0, max(m.importance for m in memories) + 0.1),
            source="consolidation",
            derived_from=[m.id for m in memories],
            created_at=now,
        )
        if hide_sources:
            self._writer.set_status(
                user_id,
                [m.id for m in memories],
                CONSOLIDATED,
                reason=f"merged into consolidation #{new_id}",
                now=now,
                op="CONSOLIDATE",
            )
        return new_id

    def expand(self, user_id: str, consolidation_id: int) -> list[Memory]:
        """The original episodes a consolidation merged (retrievable on request)."""
        user_id, consolidation_id = user_id_of(user_id), check_id(consolidation_id)
        sources = [dst for (_, dst, _) in self._store.links(user_id, src=consolidation_id, rel="derived_from")]
        rows = self._store.get_many(user_id, sources)
        return [rows[i] for i in sources if i in rows]

    def evidence(self, user_id: str, memory_id: int) -> list[int]:
        """The ids a consolidation or reflection was derived from."""
        user_id, memory_id = user_id_of(user_id), check_id(memory_id)
        return [dst for (_, dst, _) in self._store.links(user_id, src=memory_id, rel="derived_from")]

    # --- reflection ------------------------------------------------------------------------

    def importance_since_reflection(self, user_id: str) -> float:
        """Importance piled up since the last reflection, summed on the 1-10 scale
        (reflection runs past the threshold)."""
        return self._store.importance_since_reflection(user_id_of(user_id), SOURCE_KINDS)[0]

    def _since_reflection(self, user_id: str, now: datetime) -> list[Memory]:
        _, since = self._store.importance_since_reflection(user_id, SOURCE_KINDS)
        return [
            m
            for m in self._store.memories(user_id, now=now)
            if m.kind in SOURCE_KINDS and (since is None or m.created_at > since)
        ]

    def reflect(
        self,
        user_id: str,
        *,
        force: bool = False,
        threshold: float | None = None,
        llm: LLM | None = LAB_MODEL,
        now: datetime | None = None,
    ) -> list[int]:
        """Synthesise insights if enough importance piled up since the last reflection
        (``threshold``: the settings' unless given), or now with ``force``. ``llm``: the
        model that writes them (the lab's; None: templates). ``now``: the time it happens
        (a chat turn's; the user's clock otherwise)."""
        user_id, llm = user_id_of(user_id), self._llm(llm)
        if threshold is None:
            threshold = self._settings.lifecycle.reflection_threshold
        threshold = check_number(threshold, "reflection threshold", low=0.0)
        if self.importance_since_reflection(user_id) < threshold and not force:
            return []
        now = self._now(user_id, now)
        recent = self._since_reflection(user_id, now)
        if not recent:
            return []
        shown = recent[-INSIGHT_WINDOW:]
        answer = _ask(llm, insights_prompt(shown), 200)
        insights = (parse_insights(answer, shown) if answer else []) or template_insights(
            recent, name=self._first_name(user_id)
        )
        return [self._insight(user_id, text, evidence, now) for text, evidence in insights if evidence]

    def _first_name(self, user_id: str) -> str | None:
        """The user's first name from their ``name`` memory ("User's name is Sam Rivera"), so
        an insight reads "About Marta: Sam visited Lisbon ..." (None: "they visited ...")."""
        named = self._store.memories(user_id, key="name")
        match = re.search(r"\bis ([A-Z][\w'-]+)", named[0].text) if named else None
        return match.group(1) if match else None

    def _insight(self, user_id: str, text: str, evidence: list[int], now: datetime) -> int:
        sources = self._store.get_many(user_id, evidence).values()
        return self._writer.remember(
            user_id,
            text,
            kind="reflection",
            importance=insight_importance([m.importance for m in sources]),
            source="reflection",
            derived_from=evidence,
            created_at=now,
        )

    # --- rebuilding what a forget took a source from --------------------------------------

    def _rebuild(self, user_id: str, derived: Memory, sources: list[int]) -> None:
        """One of ``derived``'s sources was forgotten: merge or restate from what remains.
        Not on ``lab.lifecycle``: only the forget cascade calls it (the lab hands it over)."""
        remaining = list(self._store.get_many(user_id, sources).values())
        if not remaining:
            return
        now = self._clock.now(user_id)
        if derived.kind == "consolidation":
            self._store_consolidation(user_id, remaining, True, None, now)
        elif derived.kind == "reflection":
            for text, evidence in template_insights(remaining, limit=1, name=self._first_name(user_id)):
                self._insight(user_id, text, evidence, now)


def _ask(llm: LLM | None, prompt: str, max_tokens: int) -> str | None:
    """The capable model's answer, or None (no model, or it failed: templates take over)."""
    if llm is None or not llm.capable:
        return None
    try:
        return llm.complete([{"role": "user", "content": prompt}], max_tokens=max_tokens).text or None
    except LLMError:
        return None
