"""Memory rows by id, kept beside the index so recall does not scan DuckDB per query.

Derived like the index: the lab drops the ids every write touches, forget drops them
too, and anything missing is fetched from the store in one query.

Rows are read from the store without the cache's lock held (another user's recall does
not wait for this one's query), so a read that a drop of the same user overtook is not
cached: each user's drops are counted, and rows fetched before the count moved are
returned to the caller but never kept.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import replace
from datetime import datetime

from memorylab.indexes.loaders import Loaders
from memorylab.models import Memory
from memorylab.storage.base import Store

log = logging.getLogger(__name__)


class RowCache:
    def __init__(self, store: Store, size: int = 250_000):
        self.store, self.size = store, size
        self._rows: OrderedDict[tuple[str, int], Memory] = OrderedDict()
        self._lock = threading.Lock()
        self._warm: set[str] = set()
        self._drops: dict[str, int] = {}  # user -> drops so far
        self._warming: dict[str, set[int]] = {}  # user -> ids dropped while their rows load
        self.loaders = Loaders()  # the background loads, which closing the lab waits for

    def get_many(self, user_id: str, ids: list[int]) -> dict[int, Memory]:
        found, missing = {}, []
        with self._lock:
            drops = self._drops.get(user_id, 0)
            for memory_id in ids:
                row = self._rows.get((user_id, memory_id))
                if row is None:
                    missing.append(memory_id)
                else:
                    found[memory_id] = row
        if missing:
            fetched = self.store.get_many(user_id, missing)
            found.update(fetched)
            with self._lock:
                if self._drops.get(user_id, 0) != drops:
                    return found  # a change overtook the read: do not keep what it read
                for memory_id, row in fetched.items():
                    self._rows[(user_id, memory_id)] = row
                while len(self._rows) > self.size:
                    self._rows.popitem(last=False)
        return found

    def warm(self, user_id: str, *, background: bool = False) -> None:
        """Load all of a user's active rows at once (one scan), the first time only.
        ``background``: in a thread of its own, so a big user's first recall (after a
        restart) does not wait for 100k rows; recalls meanwhile read the rows they need."""
        with self._lock:
            if user_id in self._warm:
                return
            self._warm.add(user_id)
            self._warming[user_id] = set()
        if background:
            self.loaders.start(self._load_all, user_id, name="memorylab-warm")
        else:
            self._load_all(user_id)

    def _load_all(self, user_id: str) -> None:
        try:
            rows = self.store.memories(user_id)
        except Exception:  # noqa: BLE001 - a warm-up only saves queries: give up, try again later
            log.warning("loading the rows of user %r failed; recalls read them as needed", user_id, exc_info=True)
            rows = None
        with self._lock:
            dropped = self._warming.pop(user_id, None)
            if rows is None or dropped is None:  # failed, or every row of the user dropped meanwhile
                self._warm.discard(user_id)
                return
            for row in rows[-self.size :]:
                if row.id not in dropped:  # changed while the rows loaded: the read is stale
                    self._rows.setdefault((user_id, row.id), row)

    def drop(self, user_id: str, ids: Iterable[int]) -> None:
        with self._lock:
            self._drops[user_id] = self._drops.get(user_id, 0) + 1
            warming = self._warming.get(user_id)
            for memory_id in ids:
                self._rows.pop((user_id, int(memory_id)), None)
                if warming is not None:
                    warming.add(int(memory_id))

    def used(self, user_id: str, ids: Iterable[int], at: datetime) -> None:
        """These rows were used at ``at``: cached ones get the count and time the store
        writes (one more use, ``last_accessed = at``); a read in flight is not kept."""
        with self._lock:
            self._drops[user_id] = self._drops.get(user_id, 0) + 1
            warming = self._warming.get(user_id)
            for memory_id in ids:
                key = (user_id, int(memory_id))
                row = self._rows.get(key)
                if row is not None:
                    self._rows[key] = replace(row, access_count=row.access_count + 1, last_accessed=at)
                if warming is not None:
                    warming.add(int(memory_id))

    def keep(self, user_id: str, rows: Iterable[Memory]) -> None:
        """Rows the writer just committed, as the store holds them (a new memory: the next
        recall would read it back); a read in flight is not kept."""
        with self._lock:
            self._drops[user_id] = self._drops.get(user_id, 0) + 1
            for row in rows:
                self._rows[(user_id, row.id)] = row
            while len(self._rows) > self.size:
                self._rows.popitem(last=False)

    def drop_user(self, user_id: str) -> None:
        """Every cached row of this user (another process changed them)."""
        with self._lock:
            self._drops[user_id] = self._drops.get(user_id, 0) + 1
            self._warming.pop(user_id, None)
            for key in [k for k in self._rows if k[0] == user_id]:
                del self._rows[key]
            self._warm.discard(user_id)

    def rows(self) -> list[Memory]:
        """Every cached row (what a forget must have dropped)."""
        with self._lock:
            return list(self._rows.values())

    def __len__(self) -> int:
        return len(self._rows)
