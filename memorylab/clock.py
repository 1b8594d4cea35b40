"""The lab's clock: real time, optionally shifted or pinned, so scenarios can fast-forward.

Every policy takes ``now`` as a parameter; only the lab asks the clock.
Times are naive UTC datetimes, as DuckDB's TIMESTAMP stores them.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from memorylab.errors import InvalidInput
from memorylab.validate import check_number, check_when

MAX_STEP = timedelta(days=3650)


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
        """Move forward; at most ten years a step, never back."""
        parts = {"days": days, "hours": hours, "minutes": minutes, "seconds": seconds}
        unit = {"days": 86400.0, "hours": 3600.0, "minutes": 60.0, "seconds": 1.0}
        total = sum(check_number(v, f"clock step ({name})", low=0.0) * unit[name] for name, v in parts.items())
        if total > MAX_STEP.total_seconds():
            raise InvalidInput(f"The clock moves at most {MAX_STEP.days} days a step, got {total / 86400:,.0f} days.")
        delta = timedelta(seconds=total)
        self._offset += delta
        return self.now()

    def set(self, when: datetime) -> None:
        """Pin the clock to ``when`` (naive UTC; an aware time is converted)."""
        self._pinned, self._offset = check_when(when, "clock time"), timedelta(0)

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
