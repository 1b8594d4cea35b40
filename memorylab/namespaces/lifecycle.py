"""``lab.lifecycle``: consolidation and reflection on demand (the settings' thresholds
unless overridden), and the reads that trace what they derived."""

from __future__ import annotations

from memorylab.errors import InvalidInput
from memorylab.models import Memory
from memorylab.namespaces.model import ChatModel
from memorylab.services.lifecycle import Lifecycle as LifecycleService
from memorylab.settings import Settings
from memorylab.validate import check_consolidation, check_id, user_id_of


class Lifecycle:
    def __init__(self, lifecycle: LifecycleService, settings: Settings, model: ChatModel):
        self._lifecycle, self._settings, self._model = lifecycle, settings, model

    def consolidate(self, user_id: str, **overrides) -> list[int]:
        """Merge clusters of related episodes now; returns the new consolidation ids.
        ``overrides``: threshold, window_days, min_size, hide_sources (settings otherwise)."""
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
        params = check_consolidation(**(params | overrides))
        return self._lifecycle.consolidate(user_id_of(user_id), llm=self._model.capable(), **params)

    def reflect(self, user_id: str, *, force: bool = False) -> list[int]:
        """Synthesise insights if enough importance piled up since the last reflection."""
        return self._lifecycle.reflect(
            user_id_of(user_id),
            threshold=self._settings.lifecycle.reflection_threshold,
            force=bool(force),
            llm=self._model.capable(),
        )

    def expand(self, user_id: str, consolidation_id: int) -> list[Memory]:
        """The original episodes a consolidation merged."""
        return self._lifecycle.expand(user_id_of(user_id), check_id(consolidation_id))

    def evidence(self, user_id: str, memory_id: int) -> list[int]:
        """The ids a consolidation or reflection was derived from."""
        return self._lifecycle.evidence(user_id_of(user_id), check_id(memory_id))

    def importance_since_reflection(self, user_id: str) -> float:
        """Importance piled up since the last reflection (reflection runs past the threshold)."""
        return self._lifecycle.importance_since_reflection(user_id_of(user_id))
