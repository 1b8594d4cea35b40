"""The lab's clock: real time, optionally shifted or pinned, so scenarios can fast-forward.

Every policy takes ``now`` as a parameter; only the lab asks the clock.
Times are naive UTC datetimes, as DuckDB's TIMESTAMP stores them.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta


def utcnow() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


class Clock:
    """``now() = (pinned time or wall clock) + offset``.

    A pinned clock stands still until ``advance`` moves it: tests pin the hour,
    a demo leaves it running and jumps ahead by days.
    """

    def __init__(self, pinned: datetime | None = None, offset: timedelta = timedelta(0)):
        self._pinned = pinned
        self._offset = offset

    def now(self) -> datetime:
        base = self._pinned if self._pinned is not None else utcnow()
        return base + self._offset

    def advance(self, *, days: float = 0, hours: float = 0, minutes: float = 0, seconds: float = 0) -> datetime:
        delta = timedelta(days=days, hours=hours, minutes=minutes, seconds=seconds)
        if delta < timedelta(0):
            raise ValueError("the clock only moves forward; got a negative step")
        self._offset += delta
        return self.now()

    def set(self, when: datetime) -> None:
        """Pin the clock to ``when`` (naive UTC)."""
        self._pinned, self._offset = when, timedelta(0)

    @property
    def offset(self) -> timedelta:
        return self._offset

    def state(self) -> dict:
        return {
            "pinned": self._pinned.isoformat() if self._pinned else None,
            "offset_seconds": self._offset.total_seconds(),
        }

    @classmethod
    def from_state(cls, state: dict) -> Clock:
        pinned = datetime.fromisoformat(state["pinned"]) if state.get("pinned") else None
        return cls(pinned, timedelta(seconds=float(state.get("offset_seconds", 0))))
