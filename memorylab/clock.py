"""The lab's clock: real time, optionally shifted or pinned, so scenarios can fast-forward,
and a clock of its own for each user who moves theirs.

Every policy takes ``now`` as a parameter; only the services ask the clock, and they ask
for the time of the user they work for: ``clock.now(user_id)``. A user who never moved
their clock follows the lab's; ``advance(..., user_id="ana")`` moves only Ana's, so one
workshop attendee's "+1 week" never moves another's. ``clock.now()`` (no user) is the
lab-wide time a single-user script keeps using as before.
Times are naive UTC datetimes, as DuckDB's TIMESTAMP stores them. Users are keyed by the
normalised id (:func:`memorylab.validate.check_user_id`; a checked one is not checked
again), as the store keys them.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from memorylab.errors import InvalidInput
from memorylab.validate import add_duration, check_number, check_when, user_id_of

MAX_STEP = timedelta(days=3650)
_UNITS = {"days": 86400.0, "hours": 3600.0, "minutes": 60.0, "seconds": 1.0}


def utcnow() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


class Clock:
    """``now() = (pinned time or wall clock) + offset``, and per user
    ``now(user) = (the user's pinned time or now()) + the user's offset``.

    A pinned clock stands still until ``advance`` moves it: tests pin the hour,
    a demo leaves it running and jumps ahead by days.
    """

    def __init__(self, pinned: datetime | None = None, offset: timedelta = timedelta(0)):
        self._pinned = pinned
        self._offset = offset
        self._users: dict[str, tuple[datetime | None, timedelta]] = {}

    def now(self, user_id: str | None = None) -> datetime:
        base = (self._pinned if self._pinned is not None else utcnow()) + self._offset
        mine = None if user_id is None else self._users.get(user_id_of(user_id))
        if mine is None:
            return base
        pinned, offset = mine
        return (pinned if pinned is not None else base) + offset

    def advance(
        self, *, days: float = 0, hours: float = 0, minutes: float = 0, seconds: float = 0, user_id: str | None = None
    ) -> datetime:
        """Move forward (the lab's time, or only ``user_id``'s); at most ten years a step, never back."""
        parts = {"days": days, "hours": hours, "minutes": minutes, "seconds": seconds}
        total = sum(check_number(v, f"clock step ({name})", low=0.0) * _UNITS[name] for name, v in parts.items())
        if total > MAX_STEP.total_seconds():
            raise InvalidInput(f"The clock moves at most {MAX_STEP.days} days a step, got {total / 86400:,.0f} days.")
        delta = timedelta(seconds=total)
        add_duration(self.now(None if user_id is None else user_id_of(user_id)), delta, "clock time")
        if user_id is None:
            self._offset += delta
            return self.now()
        user_id = user_id_of(user_id)
        pinned, offset = self._users.get(user_id, (None, timedelta(0)))
        self._users[user_id] = (pinned, offset + delta)
        return self.now(user_id)

    def set(self, when: datetime, user_id: str | None = None) -> None:
        """Pin the clock (the lab's, or only ``user_id``'s) to ``when`` (naive UTC)."""
        when = check_when(when, "clock time")
        if user_id is None:
            self._pinned, self._offset = when, timedelta(0)
        else:
            self._users[user_id_of(user_id)] = (when, timedelta(0))

    def reset(self, user_id: str) -> None:
        """Bring a user's clock back to the lab's time."""
        self._users.pop(user_id_of(user_id), None)

    @property
    def offset(self) -> timedelta:
        return self._offset

    def user_offset(self, user_id: str) -> timedelta:
        """How far ``user_id``'s clock is ahead of the lab's now (0 for one never moved)."""
        mine = self._users.get(user_id_of(user_id))
        if mine is None:
            return timedelta(0)
        pinned, offset = mine
        return offset if pinned is None else pinned + offset - self.now()

    def state(self) -> dict:
        return {
            "pinned": self._pinned.isoformat() if self._pinned else None,
            "offset_seconds": self._offset.total_seconds(),
            "users": {
                u: {"pinned": p.isoformat() if p else None, "offset_seconds": o.total_seconds()}
                for u, (p, o) in self._users.items()
            },
        }

    @classmethod
    def from_state(cls, state: dict) -> Clock:
        pinned = datetime.fromisoformat(state["pinned"]) if state.get("pinned") else None
        clock = cls(pinned, timedelta(seconds=float(state.get("offset_seconds", 0))))
        for user_id, user in (state.get("users") or {}).items():
            when = datetime.fromisoformat(user["pinned"]) if user.get("pinned") else None
            clock._users[user_id_of(user_id)] = (when, timedelta(seconds=float(user.get("offset_seconds", 0))))
        return clock
