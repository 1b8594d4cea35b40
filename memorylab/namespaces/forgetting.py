"""``lab.forgetting``: expiry, eviction and the store-size cap (each the same cascade as
``lab.forget``, logged with its own operation), and the purge from disk that follows."""

from __future__ import annotations

from collections.abc import Iterable

from memorylab.policies.eviction import Preview
from memorylab.services.forgetter import Forgetter, Purger
from memorylab.settings import Settings
from memorylab.storage.base import Store
from memorylab.validate import clean_text, user_id_of


class Forgetting:
    def __init__(self, forgetter: Forgetter, purger: Purger, store: Store, settings: Settings):
        self._forgetter, self._purger, self._store, self._settings = forgetter, purger, store, settings

    def sweep(self, user_id: str | None = None) -> list[int]:
        """Forget memories past ``expires_at`` (TTL) of one user (every user for None),
        logging an EXPIRE event for each; returns the ids removed."""
        return self._forgetter.sweep_expired(user_id)

    def evict_preview(
        self, user_id: str, policy: str, *, cap: int | None = None, threshold: float = 0.05, rate: float = 0.1
    ) -> Preview:
        """What ``policy`` would evict now (nothing is changed): see :mod:`.policies.eviction`."""
        return self._forgetter.evict_preview(user_id, policy, cap=cap, threshold=threshold, rate=rate)

    def evict(self, user_id: str, memory_ids: Iterable[int], policy: str) -> list[int]:
        """Apply an eviction: the same cascade as forget, logged as EVICT with the policy."""
        return self._forgetter.evict(user_id, memory_ids, policy)

    def enforce_cap(self, user_id: str) -> list[int]:
        """Evict the lowest-scoring memories past ``settings.lifecycle.max_memories_per_user``."""
        return self._forgetter.enforce_cap(user_id_of(user_id), self._settings.lifecycle.max_memories_per_user)

    def purge_status(self) -> dict:
        """Whether forgotten data still waits to be purged from disk (cheap: no query)."""
        return self._purger.status()

    def purge(self) -> None:
        """Complete pending purges from disk now instead of in the background."""
        self._purger.run()

    def traces(self, text: str) -> list[str]:
        """The tables that still hold ``text`` anywhere (any user): empty once a forgotten
        memory is gone everywhere."""
        return self._store.find_text(clean_text(text, max_chars=10_000, what="text"))
