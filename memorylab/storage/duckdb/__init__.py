"""DuckDB, the embedded backend of :class:`memorylab.storage.base.Store`: all its SQL lives in
this package, one module per part of the schema. ``DuckDBStore`` puts them together on one
connection and one lock.
"""

from __future__ import annotations

from memorylab.storage.duckdb.connection import reports_damage
from memorylab.storage.duckdb.conversation import Conversation
from memorylab.storage.duckdb.evalruns import EvalRuns
from memorylab.storage.duckdb.room import Room
from memorylab.storage.duckdb.writer import MemoryWriter
from memorylab.storage.userstate import CachedReads


@reports_damage
class DuckDBStore(CachedReads, MemoryWriter, Conversation, EvalRuns, Room):
    """The embedded store: one DuckDB file. One process owns it, so the reads a chat turn
    repeats come from what the process holds (storage/userstate.py)."""


__all__ = ["DuckDBStore"]
