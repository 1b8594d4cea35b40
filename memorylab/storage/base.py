"""What the core asks of storage: one protocol, so a second backend plugs in beside DuckDB.

Every method is keyed by ``user_id`` (tenant filter first); every writer method runs in
one transaction together with the event it appends. The contract tests in
``tests/test_storage_contract.py`` are written against this protocol.

:class:`Store` holds only what the core calls on every backend. A store kept in a file
of the lab's data dir (DuckDB) is also a :class:`FileStore`: the data dir's damage check
follows its high-water mark. ``find_text`` is the audit behind ``lab.forgetting.traces``
(every table still holding a text); ``checkpoint`` and other test-only audits are on the
backends, not in the protocol.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from contextlib import AbstractContextManager
from datetime import datetime
from pathlib import Path
from typing import Protocol, runtime_checkable

import numpy as np

from memorylab.models import Event, Memory


@runtime_checkable
class Store(Protocol):
    dim: int

    # housekeeping
    def schema_version(self) -> int: ...
    def transaction(self, user_id: str | None = None) -> AbstractContextManager:
        """One transaction; with ``user_id``, other processes sharing the store learn that
        this user's data changed (Postgres bumps the user's version; DuckDB, one process
        per file, has nobody to tell)."""

    def deferred(self) -> AbstractContextManager:
        """Inside: this thread's turns, use counts and turn figures are queued and committed
        together (with other threads' queued rows) before the scope exits; outside, each
        such write is committed before it returns (storage/queue.py)."""

    def get_meta(self, key: str) -> str | None: ...
    def set_meta(self, key: str, value: str) -> None: ...
    def close(self) -> None: ...

    # reads
    def get(self, user_id: str, memory_id: int) -> Memory: ...
    def get_many(self, user_id: str, ids: Iterable[int]) -> dict[int, Memory]: ...
    def memories(
        self,
        user_id: str,
        *,
        status: str | None = ...,
        kind: str | None = ...,
        key: str | None = ...,
        now: datetime | None = ...,
        newest: int | None = ...,
    ) -> list[Memory]: ...
    def profile(self, user_id: str, now: datetime, limit: int = 10) -> list[Memory]: ...
    def keyed(self, user_id: str) -> dict[str, int]: ...
    def version(self, user_id: str) -> int: ...  # changes when another process wrote this user's data
    def last_write(self, user_id: str) -> tuple[int, int] | None: ...  # this process's last bump
    def find_active(self, user_id: str, kind: str, text: str) -> Memory | None: ...
    def vectors(self, user_id: str, ids: Iterable[int] | None = None) -> tuple[np.ndarray, np.ndarray]: ...
    def spans(self, user_id: str, ids: Iterable[int]) -> dict[int, tuple[int, int | None, int | None]]: ...
    def active_count(self, user_id: str) -> int: ...
    def digest(self, user_id: str) -> dict: ...
    def users(self) -> list[str]: ...
    def events(self, user_id: str, limit: int | None = None, after: int = 0) -> list[Event]: ...
    def last_event_id(self, user_id: str) -> int: ...
    def links(
        self, user_id: str, *, src: int | None = None, dst: int | None = None, rel: str | None = None
    ) -> list[tuple[int, int, str]]: ...
    def count(self, table: str, user_id: str | None = None) -> int: ...
    def expired(self, now: datetime, user_id: str | None = None) -> list[tuple[str, int]]: ...
    def importance_since_reflection(self, user_id: str, kinds: tuple[str, ...]) -> tuple[float, datetime | None]: ...

    # the writer
    def add(
        self,
        m: dict,
        vector: np.ndarray,
        *,
        reason: str = ...,
        supersedes: list[int] = ...,
        derived_from: list[int] = ...,
        op: str = ...,
    ) -> int: ...
    def add_many(self, rows: list[dict], vectors: np.ndarray, *, reason: str = ...) -> list[int]: ...
    def update(
        self,
        user_id: str,
        memory_id: int,
        changes: dict,
        *,
        at: datetime,
        reason: str = ...,
        vector: np.ndarray | None = None,
    ) -> Memory: ...
    def set_status(
        self, user_id: str, ids: Iterable[int], status: str, *, at: datetime, reason: str, op: str
    ) -> None: ...
    def mark_accessed(self, user_id: str, ids: Iterable[int], at: datetime, reason: str = ...) -> None: ...
    def supersession_chain(self, user_id: str, memory_id: int) -> list[int]: ...
    def erase(
        self,
        user_id: str,
        ids: list[int],
        *,
        phrases: list[str],
        turn_contents: dict[int, str],
        at: datetime,
        reason: str,
        op: str = ...,
    ) -> None: ...
    def texts(self, ids: Iterable[int] | None = None) -> list[tuple[int, str]]: ...
    def set_vectors(self, ids: list[int], vectors: np.ndarray) -> None: ...

    # turns and summaries
    def add_turn(self, user_id: str, session_id: str, role: str, content: str, at: datetime) -> int: ...
    def turns(
        self,
        user_id: str,
        session_id: str | None = None,
        *,
        after: int = 0,
        limit: int | None = None,
        ids: Iterable[int] | None = None,
        matching: list[str] | None = None,
    ) -> list[dict]: ...
    def summary(self, user_id: str, session_id: str) -> dict | None: ...
    def put_summary(
        self, user_id: str, session_id: str, text: str, first_turn: int, last_turn: int, at: datetime, reason: str
    ) -> int: ...
    def sessions_of_turns(self, user_id: str, turn_ids: list[int]) -> list[str]: ...

    # evaluation runs (``user_id`` None: a library or CLI run; in ``eval_runs``: everyone's)
    def add_eval_run(
        self, dataset: str, label: str, n: int, result: dict, at: datetime, user_id: str | None = None
    ) -> int: ...
    def eval_runs(self, dataset: str | None = None, user_id: str | None = None) -> list[dict]: ...

    # the room: claims of user ids (token hashes only), refusals by kind, aggregates
    def claim(self, user_id: str, token_hash: str, at: datetime) -> bool: ...
    def claim_hash(self, user_id: str) -> str | None: ...
    def touch_claim(self, user_id: str, at: datetime) -> None: ...
    def claimed_users(self) -> list[str]: ...
    def add_refusals(self, user_id: str, kinds: Iterable[str], at: datetime) -> None: ...
    def room_people(self, active_since: datetime, apart: str | None = None) -> tuple[int, int, int]: ...
    def room_activity(self, apart: str | None = None) -> dict: ...
    def room_refusals(self, apart: str | None = None) -> dict[str, int]: ...
    def room_memory_use(self, apart: str | None = None) -> dict: ...
    def room_recall(self, dataset: str, k: int, apart: str | None = None) -> list[dict]: ...

    # per-turn figures (numbers only: tokens, cost, embedding calls, memory use)
    def add_turn_metrics(
        self, user_id: str, session_id: str, turn_id: int, at: datetime, model: str, ok: bool, values: dict
    ) -> None: ...
    def turn_metrics(self, user_id: str, session_id: str | None = None) -> list[dict]: ...

    # erasure from disk, and its audit (lab.forgetting.traces)
    def find_text(self, needle: str) -> list[str]: ...
    def purge(self) -> None: ...
    def purge_pending(self) -> str | None: ...


@runtime_checkable
class FileStore(Store, Protocol):
    """A store kept in a file of the lab's data dir: what the data dir's lock and damage
    check need beyond :class:`Store` (storage/datadir.py)."""

    path: Path
    on_commit: Callable[[], None] | None  # called after each commit: the data dir records the mark

    def high_water(self) -> dict: ...  # the highest memory and event ids committed
