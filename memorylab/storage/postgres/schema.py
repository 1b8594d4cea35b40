"""The Postgres schema: the same tables, columns and migration numbers as the DuckDB one
(``storage/duckdb/schema.py``), in Postgres types; vectors in a pgvector column.

Every table is keyed and queried by ``user_id``: what lets Citus distribute them by user
when one database server is not enough (``create_distributed_table('memories', 'user_id')``).
"""

from __future__ import annotations

from memorylab.models import DIM

MIGRATIONS: list[tuple[str, str]] = [
    (
        "initial schema",
        f"""
        CREATE EXTENSION IF NOT EXISTS vector;
        CREATE SEQUENCE memory_ids START 1;
        CREATE SEQUENCE event_ids START 1;
        CREATE SEQUENCE turn_ids START 1;
        CREATE SEQUENCE summary_ids START 1;
        CREATE TABLE meta (key VARCHAR PRIMARY KEY, value VARCHAR);
        CREATE TABLE memories (
            id BIGINT PRIMARY KEY,
            user_id VARCHAR NOT NULL,
            kind VARCHAR NOT NULL,
            key VARCHAR,
            text VARCHAR NOT NULL,
            importance DOUBLE PRECISION NOT NULL,
            confidence DOUBLE PRECISION NOT NULL,
            source VARCHAR NOT NULL,
            source_turn BIGINT,
            created_at TIMESTAMP NOT NULL,
            last_accessed TIMESTAMP NOT NULL,
            access_count INTEGER NOT NULL,
            expires_at TIMESTAMP,
            status VARCHAR NOT NULL,
            superseded_by BIGINT,
            embedding vector({DIM}) NOT NULL);
        CREATE INDEX memories_user ON memories (user_id, status);
        CREATE INDEX memories_text ON memories (user_id, kind, md5(text)) WHERE status = 'active';
        CREATE INDEX memories_key ON memories (user_id, key) WHERE key IS NOT NULL;
        CREATE TABLE events (
            id BIGINT PRIMARY KEY, user_id VARCHAR NOT NULL, memory_id BIGINT,
            op VARCHAR NOT NULL, old_value VARCHAR, new_value VARCHAR, reason VARCHAR,
            occurred_at TIMESTAMP NOT NULL);
        CREATE INDEX events_user ON events (user_id, id);
        CREATE TABLE links (
            user_id VARCHAR NOT NULL, src BIGINT NOT NULL, dst BIGINT NOT NULL,
            rel VARCHAR NOT NULL, created_at TIMESTAMP NOT NULL);
        CREATE INDEX links_user ON links (user_id);
        CREATE TABLE turns (
            id BIGINT PRIMARY KEY, user_id VARCHAR NOT NULL, session_id VARCHAR NOT NULL,
            role VARCHAR NOT NULL, content VARCHAR NOT NULL, created_at TIMESTAMP NOT NULL);
        CREATE INDEX turns_user ON turns (user_id, session_id, id);
        CREATE TABLE summaries (
            id BIGINT PRIMARY KEY, user_id VARCHAR NOT NULL, session_id VARCHAR NOT NULL,
            text VARCHAR NOT NULL, first_turn BIGINT NOT NULL, last_turn BIGINT NOT NULL,
            created_at TIMESTAMP NOT NULL);
    """,
    ),
    (
        "memory source spans",
        """
        ALTER TABLE memories ADD COLUMN source_start INTEGER;
        ALTER TABLE memories ADD COLUMN source_end INTEGER;
    """,
    ),
    (
        "evaluation runs",
        """
        CREATE SEQUENCE eval_run_ids START 1;
        CREATE TABLE eval_runs (
            id BIGINT PRIMARY KEY, dataset VARCHAR NOT NULL, label VARCHAR NOT NULL,
            n INTEGER NOT NULL, result JSONB NOT NULL, created_at TIMESTAMP NOT NULL);
    """,
    ),
    (
        "turn metrics and key categories",
        """
        CREATE TABLE turn_metrics (
            user_id VARCHAR NOT NULL, session_id VARCHAR NOT NULL, turn_id BIGINT NOT NULL,
            created_at TIMESTAMP NOT NULL, model VARCHAR NOT NULL, ok BOOLEAN NOT NULL,
            prompt_tokens INTEGER NOT NULL, completion_tokens INTEGER NOT NULL, cost_usd DOUBLE PRECISION,
            embed_calls INTEGER NOT NULL, recall_ms DOUBLE PRECISION NOT NULL, context_tokens INTEGER NOT NULL,
            memory_tokens INTEGER NOT NULL, offered INTEGER NOT NULL, used INTEGER NOT NULL,
            used_tokens INTEGER NOT NULL);
        CREATE INDEX turn_metrics_user ON turn_metrics (user_id, turn_id);
        ALTER TABLE memories ADD COLUMN category VARCHAR;
    """,
    ),
    (
        "user versions",
        """
        CREATE TABLE user_versions (user_id VARCHAR PRIMARY KEY, version BIGINT NOT NULL);
    """,
    ),
    (
        "the room: claims of user ids, refusals by kind, evaluation runs per user",
        """
        CREATE TABLE claims (
            user_id VARCHAR PRIMARY KEY, token_hash VARCHAR NOT NULL,
            claimed_at TIMESTAMP NOT NULL, last_seen TIMESTAMP NOT NULL);
        CREATE TABLE refusals (user_id VARCHAR NOT NULL, kind VARCHAR NOT NULL, refused_at TIMESTAMP NOT NULL);
        ALTER TABLE eval_runs ADD COLUMN user_id VARCHAR;
        CREATE INDEX refusals_kind ON refusals (kind);
        CREATE INDEX eval_runs_user ON eval_runs (user_id, dataset, id);
    """,
    ),
]
