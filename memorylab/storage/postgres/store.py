"""Postgres + pgvector, the shared backend of :class:`memorylab.storage.base.Store`: the
same tables, migrations, events and erase cascade as DuckDB, through a psycopg 3
connection pool, so several processes can use one memory. Split as the DuckDB package
is: connection, memory reads, the writer, conversation, evaluation runs and the room;
the statements both backends run are in :mod:`memorylab.storage.dialect`.
"""

from __future__ import annotations

from memorylab.storage.postgres.connection import reports_unavailable
from memorylab.storage.postgres.conversation import Conversation
from memorylab.storage.postgres.evalruns import EvalRuns
from memorylab.storage.postgres.writer import MemoryWriter

VACUUMED = ("events", "links", "memories", "meta", "summaries", "turn_metrics", "turns", "user_versions")


@reports_unavailable
class PostgresStore(MemoryWriter, Conversation, EvalRuns):
    """One Postgres database shared by any number of processes."""

    # --- erasure from disk --------------------------------------------------------------

    def purge_pending(self) -> str | None:
        return self.get_meta("purge_pending")

    def purge(self) -> None:
        """The strongest erasure Postgres offers from SQL: ``VACUUM FULL`` rewrites each
        table and its indexes into new files and drops the old ones, so deleted rows leave
        the live data files; then a checkpoint. Bytes may survive in the write-ahead log
        until it is recycled, in backups and in replicas (the README says so)."""
        with self.pool.connection() as con:  # autocommit: VACUUM cannot run in a transaction
            for table in VACUUMED:
                con.execute(f"VACUUM FULL {table}")
            con.execute("CHECKPOINT")
            con.execute("DELETE FROM meta WHERE key = 'purge_pending'")
