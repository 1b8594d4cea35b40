"""Errors the facade raises. Each message says what went wrong and what to do."""

from __future__ import annotations

from collections.abc import Iterable


class MemoryLabError(Exception):
    """Base class: the UI shows ``str(error)`` to the user as is."""


class InvalidInput(MemoryLabError, ValueError):
    """Text, user id or argument that cannot be accepted."""


class SensitiveData(InvalidInput):
    """A memory that would keep a secret or personal data the rules refuse.
    ``kinds`` names what was found, never the value."""

    def __init__(self, message: str, kinds: Iterable[str] = ()):
        super().__init__(message, list(kinds))
        self.kinds = list(kinds)

    def __str__(self) -> str:
        return str(self.args[0])


class NotFound(MemoryLabError, KeyError):
    """A memory that does not exist for this user (never existed or was forgotten)."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else "not found"


class StoreLocked(MemoryLabError):
    """The database file is held by another process."""


class StoreDamaged(MemoryLabError):
    """The data dir is damaged (database file missing or unreadable, log torn): the lab
    refuses to open rather than serve a silently shrunken memory."""


class StoreUnavailable(MemoryLabError):
    """The shared database cannot be reached (down, restarting, unreachable): the call was
    not carried out; nothing already acknowledged is lost. Retry when it is back."""


class LLMError(MemoryLabError):
    """A model call failed: provider down, timeout, missing key."""
