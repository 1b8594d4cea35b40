"""Postgres + pgvector: the backend several processes share (see ``store.py``)."""

from __future__ import annotations

from memorylab.storage.postgres.store import PostgresStore

__all__ = ["PostgresStore"]
