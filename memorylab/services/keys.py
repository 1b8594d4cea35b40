"""Exact-key memory: put a value under a key, look it up by key, list every key with its
history. A value is an ordinary memory (same guard, events, indexes and forget cascade)
whose ``key`` is set; a new value for a key supersedes the old one, and the event log
keeps the old value until the memory is forgotten.
"""

from __future__ import annotations

from dataclasses import dataclass

from memorylab.clock import Clock
from memorylab.errors import InvalidInput
from memorylab.models import ACTIVE, SUPERSEDED, Memory
from memorylab.policies.keys import check_key, label, sentence
from memorylab.services.locks import UserLocks
from memorylab.services.writer import Writer
from memorylab.settings import Settings
from memorylab.storage.base import Store
from memorylab.validate import clean_text, user_id_of


@dataclass(frozen=True)
class KeyValue:
    key: str
    value: str
    category: str | None
    memory: Memory  # the active memory holding the value
    history: tuple[Memory, ...] = ()  # the values it replaced, newest first


def value_of(memory: Memory) -> str:
    """The bare value: what follows "User's <key> is " for a put, the whole text otherwise."""
    prefix = f"User's {label(memory.key or '')} is "
    return memory.text[len(prefix) :] if memory.key and memory.text.startswith(prefix) else memory.text


def check_category(category: object) -> str | None:
    if category is None:
        return None
    if not isinstance(category, str) or not category.strip() or len(category.strip()) > 32:
        raise InvalidInput("A category is a short label (1 to 32 characters), such as 'profile' or 'work'.")
    return category.strip().lower()


class Keys:
    def __init__(self, store: Store, writer: Writer, clock: Clock, settings: Settings, locks: UserLocks):
        self._store, self._writer, self._clock, self._settings = store, writer, clock, settings
        self._locks = locks

    def put(self, user_id: str, key: str, value: str, *, category: str | None = None, importance: float = 0.7) -> int:
        """Store ``value`` under ``key`` (e.g. ``put("ana", "manager", "Priya", category="work")``)
        and return the memory id. A put on a key that has a value supersedes it: the old
        value stays in the event log and in ``lookup(...).history``. Guarded like any memory."""
        user_id, key = user_id_of(user_id), check_key(key)
        value = clean_text(value, max_chars=self._settings.max_memory_chars // 2, what="value")
        return self._writer.remember(
            user_id,
            sentence(key, value),
            kind="preference" if key.startswith("preference") else "fact",
            importance=importance,
            key=key,
            source="put",
            category=check_category(category),
        )

    def lookup(self, user_id: str, key: str) -> KeyValue | None:
        """The active value under ``key`` (None if there is none). A lookup is an access."""
        user_id, key = user_id_of(user_id), check_key(key)
        with self._locks.of(user_id):
            found = self._values(user_id, key)
            if found is None:
                return None
            self._writer.mark_accessed(user_id, [found.memory.id], reason="looked up by key")
            return self._values(user_id, key)

    def all(self, user_id: str) -> list[KeyValue]:
        """Every key with an active value, in key order, each with its older values."""
        user_id = user_id_of(user_id)
        keys = sorted({m.key for m in self._store.memories(user_id, status=ACTIVE) if m.key})
        return [kv for kv in (self._values(user_id, k) for k in keys) if kv is not None]

    def _values(self, user_id: str, key: str) -> KeyValue | None:
        now = self._clock.now(user_id)
        rows = self._store.memories(user_id, status=None, key=key)
        active = [m for m in rows if m.status == ACTIVE and (m.expires_at is None or m.expires_at > now)]
        if not active:
            return None
        current = active[-1]
        older = tuple(m for m in reversed(rows) if m.status == SUPERSEDED)
        return KeyValue(key, value_of(current), current.category, current, older)
