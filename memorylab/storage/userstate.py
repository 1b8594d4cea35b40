"""The reads a chat turn repeats, answered from what the process already holds: a
session's recent turns and its summary, the user's profile rows, the importance piled up
since the last reflection, and the events written since the state was loaded.

Why: a turn alone ran about ten SELECTs (each 1-2 ms in DuckDB, more when forty run at
once) to read back what this very process had written a moment before. The database
stays the source of truth: each piece is loaded from it on first use, and every write
through this store keeps it in step (write-through) or drops it, so the next read loads
it again. Only the DuckDB store holds this state: one process owns the file (the data
dir's lock), so no write can reach the file behind this cache's back. A Postgres store
is shared by processes and reads the database each time.

Consistency, with the queue of turn rows (storage/queue.py): a queued turn row is in the
cached session at once (it is committed before the turn returns), a queued use count is
applied to the cached profile rows at once, and a state loaded while rows wait in the
queue adds them to what it read. Loads and invalidations run holding the store's write
gate, so no commit falls between reading the database and keeping what was read.

Forget means gone here too: an erase drops every piece of the user's state before it
returns (tests/test_user_state.py), and every other write of a memory drops the user's
profile and reflection figures.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from datetime import datetime

import numpy as np

from memorylab.models import Event, Memory
from memorylab.storage.queue import ACCESS, SUMMARY, TURN, Queued

TURNS_KEPT = 64  # a session's newest turns held: the working window plus the summary's batch, twice over
EVENTS_KEPT = 256  # a user's newest events held (a turn reads back the few it wrote)
USERS_KEPT = 4096  # users whose state is held (least recently used go first)
SESSIONS_KEPT = 16  # sessions held per user
PROFILE_ROWS = 100_000  # "every keyed fact and preference": the profile statement's limit when loading
EARLIEST = datetime(1, 1, 1)  # "expired before any time": every row, when loading the profile


@dataclass
class SessionTurns:
    floor: int  # every turn of the session with an id above this is in ``rows``
    rows: list[dict]


@dataclass
class UserState:
    sessions: dict[str, SessionTurns] = field(default_factory=dict)
    summaries: dict[str, dict | None] = field(default_factory=dict)
    profile: list[Memory] | None = None  # keyed facts and preferences, unexpired or not, most important first
    reflection: dict[tuple, tuple[float, datetime | None]] = field(default_factory=dict)
    event_floor: int | None = None  # every event of the user with an id above this is in ``events``
    events: list[Event] = field(default_factory=list)
    epoch: int = 0  # moves with every committed change of the user's memories
    digest: dict | None = None  # what the index files' sidecars are checked against

    def memories_changed(self, profile: bool = True, added: dict | None = None) -> None:
        """``added``: the change was this one new memory (no key, nothing retired), so the
        reflection figures take its importance instead of being read again (a scan of the
        user's rows, 40-60 ms with forty turns at once)."""
        self.epoch += 1
        self.digest = None
        if profile:
            self.profile = None
        if added is None or added["kind"] == "reflection":
            self.reflection.clear()
            return
        at = added["created_at"]
        for kinds, (total, since) in list(self.reflection.items()):
            if not isinstance(at, datetime) or (since is not None and since.tzinfo != at.tzinfo):
                self.reflection.clear()  # not comparable here: read again
                return
            if added["kind"] in kinds and (since is None or at > since):
                self.reflection[kinds] = (total + float(added["importance"]) * 10, since)


class UserStates:
    """Every held user's state, least recently used first; one lock for all (held for
    dict operations only)."""

    def __init__(self, size: int = USERS_KEPT):
        self.size = size
        self.lock = threading.RLock()
        self._states: OrderedDict[str, UserState] = OrderedDict()

    def of(self, user_id: str) -> UserState:
        with self.lock:
            state = self._states.get(user_id)
            if state is None:
                state = self._states[user_id] = UserState()
                while len(self._states) > self.size:
                    self._states.popitem(last=False)
            else:
                self._states.move_to_end(user_id)
            return state

    def held(self, user_id: str) -> UserState | None:
        with self.lock:
            return self._states.get(user_id)

    def drop(self, user_id: str) -> None:
        with self.lock:
            self._states.pop(user_id, None)

    def users(self) -> list[str]:
        with self.lock:
            return list(self._states)


def _turn_row(queued: tuple) -> dict:
    """A queued turn (id, user, session, role, content, time) as ``turns`` returns it."""
    turn_id, _, session_id, role, content, at = queued
    return {"id": turn_id, "session_id": session_id, "role": role, "content": content, "created_at": at}


def _summary_row(queued: tuple) -> dict:
    """A queued summary (id, user, session, text, first, last, time, reason) as ``summary``
    returns it."""
    summary_id, _, _, text, first, last, at, _ = queued
    return {"id": summary_id, "text": text, "first_turn": first, "last_turn": last, "created_at": at}


def _used(row: Memory, at: datetime) -> Memory:
    return replace(row, access_count=row.access_count + 1, last_accessed=at)


def with_uses(rows: list[Memory], accesses: Iterable[Queued]) -> list[Memory]:
    """The rows with queued use counts applied, as the database will hold them."""
    by_id = {m.id: j for j, m in enumerate(rows)}
    rows = list(rows)
    for q in accesses:
        ids, at, _ = q.row
        for memory_id in ids:
            if memory_id in by_id:
                rows[by_id[memory_id]] = _used(rows[by_id[memory_id]], at)
    return rows


class CachedReads:
    """Mixed in before a store's own classes: its reads of the pieces above come from the
    held state, its writes keep that state in step. Needs the store's ``_commit_gate()``,
    ``_queue`` and the hooks of :class:`memorylab.storage.queue.QueuedWrites`."""

    def __init__(self, *args, **kwargs):
        self._held = UserStates()  # before the store opens: its migrations commit already
        super().__init__(*args, **kwargs)

    def _states_(self) -> UserStates:
        return self._held

    # --- turns --------------------------------------------------------------------------

    def turns(
        self,
        user_id: str,
        session_id: str | None = None,
        *,
        after: int = 0,
        limit: int | None = None,
        ids: Iterable[int] | None = None,
        matching: list[str] | None = None,
    ) -> list[dict]:
        plain = session_id is not None and ids is None and matching is None and (limit is None or limit > 0)
        if not plain:
            return super().turns(user_id, session_id, after=after, limit=limit, ids=ids, matching=matching)
        held = self._session(user_id, session_id)
        rows = [r for r in held.rows if r["id"] > after]
        if after >= held.floor or (limit is not None and len(rows) >= limit):
            return [dict(r) for r in (rows[-limit:] if limit is not None else rows)]
        return super().turns(user_id, session_id, after=after, limit=limit)

    def _session(self, user_id: str, session_id: str) -> SessionTurns:
        states = self._states_()
        with states.lock:
            held = states.of(user_id).sessions.get(session_id)
        if held is not None:
            return held
        with self._commit_gate():
            rows = super().turns(user_id, session_id, limit=TURNS_KEPT)
            floor = rows[0]["id"] - 1 if len(rows) == TURNS_KEPT else 0
            with states.lock:
                known = {r["id"] for r in rows}
                for q in self._queue.queued(user_id, TURN):
                    if q.row[2] == session_id and q.row[0] not in known:
                        rows.append(_turn_row(q.row))
                held = SessionTurns(floor, sorted(rows, key=lambda r: r["id"]))
                sessions = states.of(user_id).sessions
                sessions[session_id] = held
                while len(sessions) > SESSIONS_KEPT:  # the least recently loaded goes (read again if needed)
                    sessions.pop(next(iter(sessions)))
        return held

    def _queued(self, kind: str, user_id: str, row: tuple) -> None:
        """A row was just queued (the states' lock held): the held state shows it at once."""
        state = self._states_().held(user_id)
        if state is None:
            return
        if kind == TURN:
            held = state.sessions.get(row[2])
            if held is not None and all(r["id"] != row[0] for r in held.rows):
                held.rows.append(_turn_row(row))
                if len(held.rows) > 2 * TURNS_KEPT:
                    gone, held.rows = held.rows[:-TURNS_KEPT], held.rows[-TURNS_KEPT:]
                    held.floor = gone[-1]["id"]
        elif kind == SUMMARY:
            state.summaries[row[2]] = _summary_row(row)
        elif kind == ACCESS and state.profile is not None:
            state.profile = with_uses(state.profile, [Queued(0, kind, user_id, row)])

    def _hook_lock(self) -> threading.RLock:
        return self._states_().lock

    # --- the summary ----------------------------------------------------------------------

    def summary(self, user_id: str, session_id: str) -> dict | None:
        states = self._states_()
        with states.lock:
            summaries = states.of(user_id).summaries
            if session_id in summaries:
                found = summaries[session_id]
                return None if found is None else dict(found)
        with self._commit_gate():
            found = super().summary(user_id, session_id)
            with states.lock:
                for q in self._queue.queued(user_id, SUMMARY):  # queued after what the database holds
                    if q.row[2] == session_id:
                        found = _summary_row(q.row)
                states.of(user_id).summaries[session_id] = found
        return None if found is None else dict(found)

    # --- profile and reflection -----------------------------------------------------------

    def profile(self, user_id: str, now: datetime, limit: int = 10) -> list[Memory]:
        states = self._states_()
        with states.lock:
            rows = states.of(user_id).profile
        if rows is None:
            with self._commit_gate():
                rows = super().profile(user_id, EARLIEST, PROFILE_ROWS)
                with states.lock:
                    rows = with_uses(rows, self._queue.queued(user_id, ACCESS))
                    states.of(user_id).profile = rows
        return [m for m in rows if m.expires_at is None or m.expires_at > now][: max(int(limit), 0)]

    def importance_since_reflection(self, user_id: str, kinds: tuple[str, ...]) -> tuple[float, datetime | None]:
        """Read without the write gate (no queued row changes it; a turn that wrote a memory
        reads it again, and forty of them waited behind the group commits): what was read
        is kept only if no change of the user's memories was committed meanwhile."""
        states, key = self._states_(), tuple(kinds)
        with states.lock:
            state = states.of(user_id)
            found, epoch = state.reflection.get(key), state.epoch
        if found is None:
            found = super().importance_since_reflection(user_id, kinds)
            with states.lock:
                if states.held(user_id) is state and state.epoch == epoch:
                    state.reflection[key] = found
        return found

    def digest(self, user_id: str) -> dict:
        """Read once for both index files of a user loaded after a restart (the vector index
        and the keyword postings check against it); kept as the reflection figure is."""
        states = self._states_()
        with states.lock:
            state = states.of(user_id)
            found, epoch = state.digest, state.epoch
        if found is None:
            found = super().digest(user_id)
            with states.lock:
                if states.held(user_id) is state and state.epoch == epoch:
                    state.digest = found
        return dict(found)

    # --- events ---------------------------------------------------------------------------

    def last_event_id(self, user_id: str) -> int:
        state = self._events_held(user_id)
        with self._states_().lock:
            return state.events[-1].id if state.events else state.event_floor

    def events(self, user_id: str, limit: int | None = None, after: int = 0) -> list[Event]:
        state = self._events_held(user_id)
        with self._states_().lock:
            if limit is None and after >= state.event_floor:
                return [e for e in state.events if e.id > after]
        return super().events(user_id, limit=limit, after=after)

    def _events_held(self, user_id: str) -> UserState:
        states = self._states_()
        with states.lock:
            state = states.of(user_id)
            if state.event_floor is not None:
                return state
        with self._commit_gate():
            floor = super().last_event_id(user_id)
            with states.lock:
                state = states.of(user_id)
                if state.event_floor is None:
                    state.event_floor, state.events = floor, []
                return state

    def _committed(self, batch: list[Queued], events: list[Event], user_id: str | None = None) -> None:
        """After a commit (the write gate held): the events join their users' held lists;
        a memory write drops the user's profile and reflection figures."""
        states = self._states_()
        with states.lock:
            if user_id is not None and (state := states.held(user_id)) is not None:
                added = getattr(self, "_keyless_add", None)
                state.memories_changed(profile=added is None, added=added)
            for event in sorted(events, key=lambda e: e.id):
                state = states.held(event.user_id)
                if state is None or state.event_floor is None:
                    continue
                if event.id > (state.events[-1].id if state.events else state.event_floor):
                    state.events.append(event)
                if len(state.events) > 2 * EVENTS_KEPT:
                    gone, state.events = state.events[:-EVENTS_KEPT], state.events[-EVENTS_KEPT:]
                    state.event_floor = gone[-1].id

    # --- writes that change more than the hooks see ----------------------------------------

    def add(self, m: dict, vector: np.ndarray, **kwargs) -> int:
        """A keyless memory that retires nothing leaves the profile rows (keyed facts and
        preferences) as they were: most memories a chat writes are such episodes."""
        with self._commit_gate():
            self._keyless_add = m if not m.get("key") and not kwargs.get("supersedes") else None
            try:
                return super().add(m, vector, **kwargs)
            finally:
                self._keyless_add = None

    def erase(self, user_id: str, ids: list[int], **kwargs) -> None:
        """Forget: every piece of the user's held state goes before this returns."""
        with self._commit_gate():
            try:
                super().erase(user_id, ids, **kwargs)
            finally:
                self._states_().drop(user_id)

    def add_many(self, rows: list[dict], vectors: np.ndarray, *, reason: str = "bulk") -> list[int]:
        """A bulk insert writes its events in SQL: its users' held state goes."""
        with self._commit_gate():
            try:
                return super().add_many(rows, vectors, reason=reason)
            finally:
                for user_id in {r["user_id"] for r in rows}:
                    self._states_().drop(user_id)

    def forget_held(self) -> None:
        """Every user's held state goes (nothing is lost: it is read again when needed)."""
        for user_id in self._states_().users():
            self._states_().drop(user_id)
