"""``lab.forgetting``: expiry, eviction and the store-size cap (each the forget cascade,
logged under its own operation), and the purge from disk that follows. This service is
the namespace itself: its public methods check their arguments and do the job."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from memorylab.clock import Clock
from memorylab.policies.eviction import POLICIES, Preview, preview
from memorylab.services.forgetter import Cascade, Purger
from memorylab.storage.base import Store
from memorylab.validate import check_choice, check_ids, check_int, check_number, check_when, clean_text, user_id_of

CAP_POLICY = "cap (relevance decay)"


class Forgetter:
    def __init__(self, cascade: Cascade, purger: Purger, store: Store, clock: Clock, max_memories: int | None):
        self._cascade, self._purger, self._store, self._clock = cascade, purger, store, clock
        self._max_memories = max_memories  # settings.lifecycle.max_memories_per_user

    def sweep(self, user_id: str | None = None) -> list[int]:
        """Forget memories past ``expires_at`` (TTL) of one user (every user for None),
        each by that user's clock, logging an EXPIRE event for each; returns the ids removed."""
        users = [user_id_of(user_id)] if user_id is not None else self._store.users()
        expired = [hit for u in users for hit in self._store.expired(self._clock.now(u), u)]
        removed: list[int] = []
        for uid in sorted({u for u, _ in expired}):
            ids = [i for u, i in expired if u == uid and i not in removed]
            removed += self._cascade.forget_many(uid, ids, reason="time to live ran out", op="EXPIRE")
        return removed

    def expired(self, user_id: str) -> list[int]:
        """The user's memories past ``expires_at`` by their clock: hidden from recall and the
        store's list, and counted as active until ``sweep`` forgets them (what it would remove)."""
        user_id = user_id_of(user_id)
        return sorted(i for _, i in self._store.expired(self._clock.now(user_id), user_id))

    def evict_preview(
        self,
        user_id: str,
        policy: str,
        *,
        cap: int | None = None,
        threshold: float = 0.05,
        rate: float = 0.1,
        now: datetime | None = None,
    ) -> Preview:
        """What ``policy`` would evict at ``now`` (the user's clock unless given); nothing is
        changed: see :mod:`.policies.eviction`."""
        policy = check_choice(policy, "eviction policy", POLICIES)
        cap = None if cap is None else check_int(cap, "cap", minimum=0)
        threshold = check_number(threshold, "threshold", low=0.0)
        rate = check_number(rate, "decay rate", low=0.0, high=100.0)
        user_id = user_id_of(user_id)
        now = self._clock.now(user_id) if now is None else check_when(now, "now")
        return preview(policy, self._store.memories(user_id), now, cap=cap, threshold=threshold, rate=rate)

    def evict(self, user_id: str, memory_ids: Iterable[int], policy: str, *, now: datetime | None = None) -> list[int]:
        """Apply an eviction: the same cascade as forget, logged as EVICT with the policy
        (at ``now``: the user's clock unless given). An id this user does not have raises
        NotFound, as forget does."""
        policy = check_choice(policy, "eviction policy", (*POLICIES, CAP_POLICY))
        ids = check_ids(memory_ids)
        if not ids:
            return []
        reason = f"evicted by the {policy} policy"
        return self._cascade.forget_many(user_id, ids, reason=reason, op="EVICT", now=now)

    def enforce_cap(self, user_id: str, *, now: datetime | None = None) -> list[int]:
        """Evict the lowest-scoring memories past ``settings.lifecycle.max_memories_per_user``
        (scored at ``now``: a chat turn's time, the user's clock otherwise)."""
        user_id = user_id_of(user_id)
        if not self._max_memories:
            return []
        p = self.evict_preview(user_id, "decay", cap=self._max_memories, threshold=0.0, now=now)
        return self.evict(user_id, p.evict, CAP_POLICY, now=now) if p.evict else []

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
