"""A local Postgres 16 with pgvector for the tests: pgserver starts one per test run (in
well under a second, no system install, no network) and each store gets a fresh database."""

from __future__ import annotations

import atexit
import itertools
import tempfile

_server = None
_names = itertools.count(1)


def server_url() -> str:
    global _server
    if _server is None:
        import pgserver

        folder = tempfile.mkdtemp(prefix="memorylab-pg-")
        _server = pgserver.get_server(folder, cleanup_mode="delete")  # a run leaves no data dir behind
        atexit.register(_server.cleanup)
        throwaway(_server.get_uri())
    return _server.get_uri()


def throwaway(url: str) -> None:
    """The test server's data dies with the run: no fsync and no full-page writes, so a
    fresh database (a copy of template1) costs ~0.1 s instead of ~0.3 s. Committed data
    still reaches the OS on every commit, so a killed Postgres process loses nothing; only
    a crash of the whole machine could, and that is not what any test simulates."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as con:
        for name in ("fsync", "full_page_writes"):
            con.execute(f"ALTER SYSTEM SET {name} = off")
        con.execute("SELECT pg_reload_conf()")


def fresh_database() -> str:
    """The URL of a new, empty database on the test server."""
    import psycopg

    url = server_url()
    name = f"contract_{next(_names)}"
    with psycopg.connect(url, autocommit=True) as con:
        con.execute(f"DROP DATABASE IF EXISTS {name}")
        con.execute(f"CREATE DATABASE {name}")
    return url.replace("/postgres?", f"/{name}?", 1)


def table_rows(store, sql: str) -> list[tuple]:
    """Run a read-only query on whichever backend ``store`` is (tests that audit tables)."""
    from memorylab.storage.duckdb import DuckDBStore

    if isinstance(store, DuckDBStore):
        return store.con.execute(sql).fetchall()
    import psycopg

    with psycopg.connect(store.url) as con:
        return con.execute(sql).fetchall()
