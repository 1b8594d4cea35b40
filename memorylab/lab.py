"""``MemoryLab``: the one facade the app, the notebooks and the tests use.

    lab = MemoryLab.open("data/lab")                 # real MiniLM; embedder="hash" for tests
    mid = lab.remember("alice", "Alice prefers tea over coffee", kind="preference")
    hits = lab.recall("alice", "what does she drink?")   # best first, with signal breakdown
    lab.forget("alice", mid)                           # gone from every table, index and cache

The facade validates nothing itself and decides nothing: each method hands over to the
service that owns the job (``services/``): the writer, the retriever, the forgetter, the
lifecycle, the sessions and the agent turn. It builds them once, in :meth:`open`, each
given only the store, indexes, clock and settings it uses.
"""

from __future__ import annotations

import json
import logging
import tempfile
import threading
import time
from collections.abc import Iterable
from datetime import datetime, timedelta
from pathlib import Path

import numpy as np

from memorylab.adapters.embed import EMBEDDERS, Embedder, QueryCache, make_embedder
from memorylab.adapters.llm import LLM, ReplyStream
from memorylab.clock import Clock
from memorylab.datasets.conversations import load_dataset
from memorylab.errors import InvalidInput, StoreUnavailable
from memorylab.indexes.keyword import KeywordIndex
from memorylab.indexes.rowcache import RowCache
from memorylab.indexes.vector import VectorIndex
from memorylab.models import ACTIVE, Candidates, Event, Hit, Memory
from memorylab.policies.eviction import Preview, decay_score
from memorylab.policies.health import growth
from memorylab.policies.health import warning as health_warning
from memorylab.policies.memoryuse import summarize as summarize_use
from memorylab.policies.playbook import lesson_text
from memorylab.policies.projection import pca_2d, project
from memorylab.policies.scoring import Weights
from memorylab.policies.scoring import preset as preset_weights
from memorylab.policies.writeplan import Decision, WritePlan
from memorylab.services.agent import Agent, Turn, layout_for
from memorylab.services.claims import Claims
from memorylab.services.derived import Derived
from memorylab.services.evaluation import EvalResult, Progress, evaluate
from memorylab.services.explain import explain_recall
from memorylab.services.forgetter import Forgetter, Purger
from memorylab.services.keys import Keys, KeyValue
from memorylab.services.lifecycle import Lifecycle
from memorylab.services.locks import UserLocks
from memorylab.services.reranker import Reranked, llm_rerank
from memorylab.services.retriever import Retriever
from memorylab.services.sessions import Sessions
from memorylab.services.transfer import export_memories, parse_import
from memorylab.services.writer import Writer
from memorylab.settings import Budgets, Settings
from memorylab.storage.base import Store
from memorylab.storage.datadir import DataDir
from memorylab.storage.duckdb import DuckDBStore
from memorylab.storage.postgres import PostgresStore
from memorylab.validate import (
    check_choice,
    check_consolidation,
    check_id,
    check_int,
    check_session_id,
    check_user_id,
    clean_text,
)

log = logging.getLogger(__name__)

DB_FILE = "memorylab.duckdb"
POSTGRES_SCHEMES = ("postgresql://", "postgres://")
INDEX_DIR = "index"


class MemoryLab:
    def __init__(
        self,
        settings: Settings,
        store: Store,
        embedder: Embedder,
        clock: Clock,
        weights: Weights,
        data_dir: DataDir | None = None,
        index_dir: Path | None = None,
    ):
        self._settings, self.store, self.embedder, self.clock = settings, store, embedder, clock
        self.weights = weights
        self._data_dir = data_dir
        self._locks = UserLocks()  # one per user: no attendee waits for another's memory work
        self._closing = threading.Lock()
        self._llm = None
        self._closed = False
        index_dir = index_dir or settings.data_dir / INDEX_DIR
        self.derived = Derived(
            store,
            VectorIndex(index_dir, store, embedder.dim, settings.index),
            KeywordIndex(store, settings.keyword, index_dir),
            RowCache(store),
            QueryCache(embedder, settings.query_cache_size),
        )
        self.writer = Writer(store, self.derived, embedder, clock, settings, self._locks)
        self.retriever = Retriever(store, self.derived, clock, settings, self._locks)
        self.keys = Keys(store, self.writer, clock, settings, self._locks)
        self.sessions = Sessions(store, clock, settings.agent)
        self.lifecycle = Lifecycle(store, self.writer, clock, settings)
        self.purger = Purger(store, self._save_indexes)
        self.forgetter = Forgetter(
            store, self.derived, clock, self._locks, self.purger, self.lifecycle.rebuild, self.sessions.refresh
        )
        self.agent = Agent(
            store, self.writer, self.retriever, self.forgetter, self.lifecycle, self.sessions, clock, settings
        )
        self.claims = Claims(store, settings.presenter_key)  # who may open an id in the shared app

    @property
    def settings(self) -> Settings:
        """The settings the lab was opened with (fixed for its lifetime; the model aside)."""
        return self._settings

    @classmethod
    def open(
        cls,
        data_dir: str | Path | None = None,
        *,
        embedder: str | Embedder | None = None,
        settings: Settings | None = None,
        clock: Clock | None = None,
        preset: str | None = None,
    ) -> MemoryLab:
        """Open (or create) the lab in ``data_dir``; the real MiniLM embedder unless told otherwise.

        The data dir is locked for this lab's lifetime (another process gets
        :class:`StoreLocked`); a damaged one raises :class:`StoreDamaged`; a purge that a
        crash interrupted is finished before the lab is returned.

        A Postgres URL instead (``MemoryLab.open("postgresql://...")``, or
        ``MEMORYLAB_DATABASE_URL``) opens the shared backend: any number of processes use
        one memory, each keeping its own derived indexes and catching up on the others'
        writes and forgets at its next recall.
        """
        settings = settings or Settings.from_env()
        if isinstance(data_dir, str) and data_dir.startswith(POSTGRES_SCHEMES):
            settings, data_dir = settings.with_(database_url=data_dir), None
        if data_dir is not None:  # a folder given here is a DuckDB lab, whatever the environment says
            settings = settings.with_(data_dir=Path(data_dir), database_url=None)
        if isinstance(embedder, str):
            settings = settings.with_(embedder=embedder)
        settings = settings.with_(data_dir=Path(settings.data_dir))
        weights = preset_weights(preset or settings.preset)
        emb = embedder if embedder is not None and not isinstance(embedder, str) else make_embedder(settings.embedder)
        if settings.database_url:
            return cls._open_shared(settings, emb, clock, weights)
        folder = DataDir.acquire(settings.data_dir, DB_FILE, INDEX_DIR)
        try:
            store = DuckDBStore(settings.data_dir / DB_FILE)
            folder.check_against(store)
            store.on_commit = lambda: folder.record(store)
            lab = cls(settings, store, emb, clock or _saved_clock(store), weights, folder)
        except BaseException:
            folder.release()
            raise
        lab._check_embedder()
        lab._finish_interrupted_purge()
        return lab

    @classmethod
    def _open_shared(cls, settings: Settings, emb: Embedder, clock: Clock | None, weights: Weights) -> MemoryLab:
        """Postgres: no data-dir lock (the database arbitrates), derived indexes in a folder
        of this process's own (they are rebuilt from the database whenever stale)."""
        store = PostgresStore(settings.database_url)
        index_dir = Path(tempfile.mkdtemp(prefix="memorylab-index-"))
        lab = cls(settings, store, emb, clock or _saved_clock(store), weights, None, index_dir)
        lab._check_embedder()
        lab._finish_interrupted_purge()
        return lab

    # --- writes -------------------------------------------------------------------------

    def remember(
        self,
        user_id: str,
        text: str,
        kind: str = "fact",
        importance: float = 0.5,
        key: str | None = None,
        source: str = "api",
        created_at: datetime | None = None,
        *,
        expires_at: datetime | None = None,
        ttl: timedelta | None = None,
        confidence: float = 1.0,
        source_turn: int | None = None,
        span: tuple[int, int] | None = None,
        derived_from: Iterable[int] = (),
        supersedes: Iterable[int] = (),
        guard: bool = True,
    ) -> int:
        """Store one memory and return its id.

        A memory with the same ``key`` as an active one supersedes it (the old one stays
        in history, no longer retrieved), as do the ids in ``supersedes``; the exact same
        text as an active memory of the same kind only bumps that memory and returns its id.
        Secrets are refused and personal data masked unless ``guard=False``.
        """
        return self.writer.remember(
            user_id,
            text,
            kind=kind,
            importance=importance,
            key=key,
            source=source,
            created_at=created_at,
            expires_at=expires_at,
            ttl=ttl,
            confidence=confidence,
            source_turn=source_turn,
            span=span,
            derived_from=derived_from,
            supersedes=supersedes,
            guard=guard,
        )

    def remember_many(
        self,
        user_id: str,
        items: list,
        *,
        vectors: np.ndarray | None = None,
        reason: str = "bulk import",
        guard: bool = True,
    ) -> list[int]:
        """Bulk write (imports, benchmarks): texts or dicts of :meth:`remember` arguments.

        No key supersession or repeat detection: one row and one ADD event per item.
        ``vectors`` skips embedding (precomputed, e.g. when re-importing an export).
        """
        return self.writer.remember_many(user_id, items, vectors=vectors, reason=reason, guard=guard)

    def put(self, user_id: str, key: str, value: str, *, category: str | None = None, importance: float = 0.7) -> int:
        """Store ``value`` under ``key`` (e.g. ``put("ana", "manager", "Priya", category="work")``)
        and return the memory id. A put on a key that has a value supersedes it: the old
        value stays in the event log and in ``lookup(...).history``. Guarded like any memory."""
        return self.keys.put(user_id, key, value, category=category, importance=importance)

    def lookup(self, user_id: str, key: str) -> KeyValue | None:
        """The value under ``key`` for this user, or None. Counts as an access."""
        return self.keys.lookup(user_id, key)

    def key_values(self, user_id: str) -> list[KeyValue]:
        """Every key this user has a value for, with the values each replaced."""
        return self.keys.all(user_id)

    def update(
        self,
        user_id: str,
        memory_id: int,
        *,
        text: str | None = None,
        importance: float | None = None,
        kind: str | None = None,
        expires_at: datetime | None = None,
        reason: str = "edited",
        guard: bool = True,
    ) -> Memory:
        """Edit a memory in place; the event log keeps the old value."""
        return self.writer.update(
            user_id,
            memory_id,
            text=text,
            importance=importance,
            kind=kind,
            expires_at=expires_at,
            reason=reason,
            guard=guard,
        )

    def mark_accessed(self, user_id: str, memory_ids: Iterable[int], reason: str = "used in context") -> None:
        """Record that these memories were used: the explicit step reads never take."""
        self.writer.mark_accessed(user_id, memory_ids, reason)

    def set_status(self, user_id: str, memory_ids: Iterable[int], status: str, *, reason: str, op: str) -> None:
        """Take memories out of retrieval without deleting them (e.g. consolidated)."""
        self.writer.set_status(user_id, memory_ids, status, reason=reason, op=op)

    def preview_write(self, user_id: str, message: str, session_id: str = "default") -> list[WritePlan]:
        """What the write policy would do with ``message`` now: nothing is written."""
        return self.agent.preview(user_id, message, session_id=session_id)

    # --- reads --------------------------------------------------------------------------

    def candidates(
        self, user_id: str, query: str, n: int | None = None, *, vector: np.ndarray | None = None
    ) -> Candidates:
        """The broad top-``n`` of this user's memories by similarity: input to :meth:`rerank`.
        ``vector``: the query's embedding when the caller already has it."""
        return self.retriever.candidates(user_id, query, self.weights.n_candidates if n is None else n, vector=vector)

    def rerank(self, candidates: Candidates, weights: Weights | None = None, k: int | None = None) -> list[Hit]:
        """Score cached candidates under ``weights``: no embedding, no index query,
        unless a write since they were fetched made them stale."""
        return self.retriever.rerank(candidates, self._weights(weights), k)

    def recall(
        self,
        user_id: str,
        query: str,
        k: int = 5,
        weights: Weights | None = None,
        preset: str | None = None,
        *,
        vector: np.ndarray | None = None,
    ) -> list[Hit]:
        """The best ``k`` memories for ``query``, best first. Reads never write."""
        weights = preset_weights(preset) if preset else self._weights(weights)
        return self.retriever.recall(user_id, query, k, weights, vector=vector)

    def _weights(self, weights: object) -> Weights:
        """The lab's weights for None, a preset's for its name, or the Weights given."""
        if weights is None:
            return self.weights
        if isinstance(weights, str):
            return preset_weights(weights)
        if not isinstance(weights, Weights):
            raise InvalidInput(
                f"weights must be a Weights (or a preset name), got {type(weights).__name__}: "
                "build one with Weights(...) or preset_weights(...)."
            )
        return weights

    def llm_rerank(
        self, query: str, hits: list[Hit], weights: Weights | None = None, *, model: str | None = None
    ) -> Reranked:
        """The optional second stage on hits from :meth:`recall` or :meth:`rerank`: the model
        scores the top ``weights.llm_rerank_n`` for ``query`` and its score is blended in
        with ``weights.llm_rerank_weight``. A bad or missing answer keeps the order (``ok``
        False, ``note`` says why)."""
        weights = self._weights(weights)
        if not isinstance(hits, list) or not all(isinstance(h, Hit) for h in hits):
            raise InvalidInput("hits must be a list of Hit, as recall returns.")
        return llm_rerank(self.retriever.query(query), hits, self.llm_for(model), weights)

    def refresh(self, candidates: Candidates) -> Candidates:
        """The same candidates, fetched again if a write since made them stale."""
        return self.retriever.refresh(candidates)

    def is_current(self, turn: Turn) -> bool:
        """False once a memory the turn recalled or used has been forgotten: its text must
        not stay on screen."""
        used = {h.memory.id for h in turn.hits}
        used |= set(turn.context.used_memory_ids) if turn.context is not None else set()
        return len(self.store.get_many(turn.user_id, used)) == len(used)

    def decay_scores(self, memories: list[Memory], rate: float = 0.1) -> list[float]:
        """The frequency-aware relevance-decay score of each memory now (eviction's measure)."""
        now = self.clock.now(memories[0].user_id) if memories else self.clock.now()
        return [decay_score(m, now, rate) for m in memories]

    def get(self, user_id: str, memory_id: int) -> Memory:
        """One of the user's memories by id (any status); :class:`NotFound` otherwise."""
        return self.store.get(check_user_id(user_id), check_id(memory_id))

    def memories(
        self,
        user_id: str,
        *,
        kind: str | None = None,
        status: str | None = ACTIVE,
        include_expired: bool = False,
        newest: int | None = None,
    ) -> list[Memory]:
        """The user's memories, oldest first: active ones unexpired by default; ``kind`` and
        ``status`` filter (``status=None``: every status), ``newest`` keeps the last n."""
        newest = None if newest is None else check_int(newest, "newest", minimum=0)
        user_id = check_user_id(user_id)
        return self.store.memories(
            user_id,
            kind=kind,
            status=status,
            now=None if include_expired else self.clock.now(user_id),
            newest=newest,
        )

    def count(self, user_id: str) -> int:
        """Active memories of this user (expired ones included until the sweep)."""
        return self.store.active_count(check_user_id(user_id))

    def profile(self, user_id: str, limit: int = 10) -> list[Memory]:
        """Keyed facts and preferences that always go into the context."""
        return self.retriever.profile(user_id, check_int(limit, "limit", minimum=1))

    def similarities(self, user_id: str, query: str) -> tuple[np.ndarray, np.ndarray]:
        """Exact cosine of the query to every active memory: (ids, sims)."""
        return self.retriever.similarities(user_id, query)

    def events(self, user_id: str, limit: int | None = None) -> list[Event]:
        """The user's event log, newest last."""
        limit = None if limit is None else check_int(limit, "limit", minimum=1)
        return self.store.events(check_user_id(user_id), limit)

    def users(self) -> list[str]:
        """Every user id with data in this lab."""
        return self.store.users()

    def explain(
        self, user_id: str, query: str, memory_id: int, weights: Weights | None = None, k: int | None = None
    ) -> dict:
        """Why was (or wasn't) this memory recalled? Its similarity rank among all the
        user's memories, each signal, its rank after the re-rank, and what cut it."""
        k = None if k is None else check_int(k, "k", minimum=1)
        return explain_recall(
            self.retriever,
            check_user_id(user_id),
            self.retriever.query(query),
            check_id(memory_id),
            weights or self.weights,
            k,
        )

    def export(self, user_id: str, fmt: str = "json") -> bytes:
        """The user's memories (history included) with their vectors, as one consistent
        snapshot: no write or forget runs while it is read."""
        user_id = check_user_id(user_id)
        with self._locks.of(user_id):
            return export_memories(self.store, self.embedder.name, user_id, fmt)

    def import_memories(self, user_id: str, data: bytes, fmt: str = "json") -> list[int]:
        """Active memories of an export come back as new memories of ``user_id`` (history is
        not imported); vectors are reused when the same embedder made them. Guarded."""
        items, vectors = parse_import(data, fmt, embedder_name=self.embedder.name, dim=self.embedder.dim)
        return self.writer.remember_many(user_id, items, vectors=vectors, reason=f"imported from {fmt}")

    def embedding_map(self, user_id: str, query: str | None = None, limit: int = 3000) -> dict:
        """2-D PCA of the user's memories (newest ``limit``), with the query projected."""
        user_id, limit = check_user_id(user_id), check_int(limit, "limit", minimum=1)
        ids, matrix = self.store.vectors(user_id)
        ids, matrix = ids[-limit:], matrix[-limit:]
        rows = self.store.get_many(user_id, ids.tolist())
        memories = [rows[i] for i in ids.tolist() if i in rows]
        points, components, mean = pca_2d(matrix)
        query_point = None
        if query and len(ids):
            query_point = project(self.derived.queries.get(self.retriever.query(query)), components, mean)
        return {"points": points, "memories": memories, "query_point": query_point}

    # --- the agent ---------------------------------------------------------------------

    @property
    def llm(self) -> LLM:
        """The chat model (``settings.model``), created on first use."""
        if self._llm is None:
            self._llm = LLM(self.settings.model)
        return self._llm

    def llm_for(self, model: str | None) -> LLM:
        """An LLM for any model string (the lab's default when None)."""
        if not model or (self._llm is not None and model == self._llm.model):
            return self.llm
        return LLM(str(model).strip())

    def prompt_layout(self, model: str | None = None) -> str:
        """Where the memories go in the prompt for this model (the lab's model by default):
        ``system``, ``user`` or ``few-shot`` (see :mod:`memorylab.policies.context`)."""
        return layout_for(self.settings.agent.prompt_layout, self.llm_for(model))

    def warm_up(self) -> dict[str, float]:
        """Load the embedding model, every user's index files and the chat model now
        (litellm, and the local model's pool), so no first turn or first recall after a
        restart waits for them; each step is logged. Seconds each.
        A model that cannot load is logged, not raised: the turn will say what is wrong."""
        seconds = {}
        for name, what, load in (
            ("embedder", self.embedder.name, lambda: self.embedder.embed(["warm up"])),
            ("indexes", "every user's index files", lambda: self.preload(background=False)),
            ("model", self.settings.model, self.llm.warm),
        ):
            log.info("loading %s…", what)
            start = time.perf_counter()
            try:
                load()
            except Exception as exc:  # noqa: BLE001 - a warm-up never takes the server down
                log.warning("could not load %s: %s", what, exc)
                continue
            seconds[name] = round(time.perf_counter() - start, 2)
            log.info("%s ready in %.1f s", what, seconds[name])
        return seconds

    def set_model(self, model: str) -> None:
        """Switch the chat model: any litellm model string, or local/smollm2 offline."""
        model = model.strip() if isinstance(model, str) else ""
        if not model:
            raise InvalidInput("A model string is required, e.g. local/smollm2 or gpt-4o-mini.")
        self._settings = self._settings.with_(model=model)
        self._llm = None

    def chat(
        self,
        user_id: str,
        message: str,
        session_id: str = "default",
        *,
        weights: Weights | None = None,
        model: str | None = None,
        budgets: Budgets | None = None,
        stream: ReplyStream | None = None,
    ) -> Turn:
        """One agent turn: recall, context, reply, write policy, summary. Returns a ``Turn``;
        problems (bad input, a dead model) are in ``turn.error``, never raised.

        ``weights``, ``model`` and ``budgets`` override the lab's for this turn only, so
        two browser tabs can tune their own without touching each other. ``stream`` (a
        ``ReplyStream``) receives the reply piece by piece while the model writes it.
        """
        try:
            llm = self.llm_for(model if isinstance(model, str) else None)
            return self.agent.run_turn(
                user_id,
                message,
                session_id,
                llm=llm,
                weights=weights if isinstance(weights, Weights) else self.weights,
                budgets=budgets if isinstance(budgets, Budgets) else self.settings.agent.budgets,
                stream=stream if isinstance(stream, ReplyStream) else None,
            )
        except Exception as exc:  # noqa: BLE001 - chat promises a Turn, never a traceback
            log.exception("chat turn failed")
            return Turn(
                str(user_id)[:128],
                str(session_id)[:64],
                "",
                error=f"The turn could not run: {type(exc).__name__}: {exc}",
            )

    def observe(
        self, user_id: str, message: str, session_id: str = "default", *, model: str | None = None
    ) -> list[Decision]:
        """Store a user message and run the write policy on it, without generating a reply."""
        return self.agent.observe(user_id, message, session_id, llm=self.llm_for(model))

    def thumbs_down(self, user_id: str, session_id: str = "default", note: str | None = None) -> int | None:
        """Mark the session's last answer as wrong: the agent records a lesson in its playbook
        (``note``: what was right). Returns the lesson's id, or None if there is no answer yet."""
        return self.agent.thumbs_down(user_id, session_id, note)

    def record_lesson(
        self, user_id: str, said: str, right: str, *, asked: str | None = None, next_time: str | None = None
    ) -> int | None:
        """Write a lesson directly (a failed scenario probe does): what the agent said, what
        was right, what to do next time. None if the guard refuses what it quotes."""
        limit = self.settings.max_message_chars
        said, right = clean_text(said, max_chars=limit, what="said"), clean_text(right, max_chars=limit, what="right")
        asked = None if asked is None else clean_text(asked, max_chars=limit, what="asked")
        next_time = None if next_time is None else clean_text(next_time, max_chars=limit, what="next time")
        return self.agent.record_lesson(check_user_id(user_id), lesson_text(asked, said, right, next_time))

    def playbook(self, user_id: str) -> list[Memory]:
        """The agent's lessons for this user, oldest first."""
        return self.memories(user_id, kind="lesson")

    def turns(self, user_id: str, session_id: str | None = None) -> list[dict]:
        """The chat turns stored for this user (one session, or all), oldest first."""
        session_id = None if session_id is None else check_session_id(session_id)
        return self.store.turns(check_user_id(user_id), session_id)

    def turn_metrics(self, user_id: str, session_id: str | None = None) -> list[dict]:
        """Per chat turn, oldest first: prompt and completion tokens, cost in US dollars
        (litellm's price table; 0 for local models, None if unpriced), embedding calls,
        recall time, context and memory tokens, memories offered and used by the reply."""
        session_id = None if session_id is None else check_session_id(session_id)
        return self.store.turn_metrics(check_user_id(user_id), session_id)

    def health(self, user_id: str, *, dataset: str = "scenarios", k: int = 3) -> dict:
        """What the Metrics view draws: active memories over time, the kept evaluation runs
        of ``dataset``, every chat turn's figures and their sum, and the design's warning
        when memory grew while recall@k fell between the last two runs (None otherwise)."""
        user_id, k = check_user_id(user_id), check_int(k, "k", minimum=1, maximum=1000)
        times, counts = growth(self.store.events(user_id))
        runs = self.eval_runs(dataset, user_id=user_id)
        turns = self.turn_metrics(user_id)
        return {
            "growth": {"at": times, "active": counts},
            "runs": runs,
            "turns": turns,
            "totals": summarize_use(turns),
            "warning": health_warning(times, counts, runs, k),
        }

    def memory_use(self, user_id: str, session_id: str | None = None) -> dict:
        """The session's turns summed up: how often the replies used what memory gave them
        (see :func:`memorylab.policies.memoryuse.summarize`)."""
        return summarize_use(self.turn_metrics(user_id, session_id))

    # --- forgetting ---------------------------------------------------------------------

    def forget(self, user_id: str, memory_id: int, reason: str = "forgotten at the user's request") -> list[int]:
        """Remove a memory, its older versions and what was derived from it, everywhere.

        Unreachable at once; purged from the disk within seconds (see ``status()``).
        Returns every id removed. Derived memories whose kind has a deriver are rebuilt
        from the sources that remain; the others are removed too.
        """
        return self.forget_many(user_id, [check_id(memory_id)], reason=reason)

    def forget_many(
        self,
        user_id: str,
        memory_ids: Iterable[int],
        reason: str = "forgotten at the user's request",
        op: str = "FORGET",
    ) -> list[int]:
        """Forget several memories in one cascade (see :meth:`forget`); returns every id removed."""
        reason = reason[:200] if isinstance(reason, str) else reason
        return self.forgetter.forget_many(user_id, memory_ids, reason=reason, op=op)

    def sweep_expired(self, user_id: str | None = None) -> list[int]:
        """Purge memories past ``expires_at`` (TTL), logging an EXPIRE event for each."""
        return self.forgetter.sweep_expired(user_id)

    def evict_preview(
        self, user_id: str, policy: str, *, cap: int | None = None, threshold: float = 0.05, rate: float = 0.1
    ) -> Preview:
        """What ``policy`` would evict now (nothing is changed): see :mod:`.policies.eviction`."""
        return self.forgetter.evict_preview(user_id, policy, cap=cap, threshold=threshold, rate=rate)

    def evict(self, user_id: str, memory_ids: Iterable[int], policy: str) -> list[int]:
        """Apply an eviction: the same cascade as forget, logged as EVICT with the policy."""
        return self.forgetter.evict(user_id, memory_ids, policy)

    def enforce_cap(self, user_id: str) -> list[int]:
        """Evict the lowest-scoring memories past ``settings.lifecycle.max_memories_per_user``."""
        return self.forgetter.enforce_cap(check_user_id(user_id), self.settings.lifecycle.max_memories_per_user)

    def purge_status(self) -> dict:
        """Whether forgotten data still waits to be purged from disk (cheap: no query)."""
        return self.purger.status()

    def purge_now(self) -> None:
        """Complete pending purges from disk now instead of in the background."""
        self.purger.run()

    # --- lifecycle: consolidation, reflection ---------------------------------------------

    def consolidate(self, user_id: str, **overrides) -> list[int]:
        """Merge clusters of related episodes now; returns the new consolidation ids."""
        cfg = self.settings.lifecycle
        params = dict(
            threshold=cfg.consolidation_threshold,
            window_days=cfg.consolidation_window_days,
            min_size=cfg.consolidation_min_size,
            hide_sources=cfg.hide_consolidated,
        )
        unknown = set(overrides) - set(params)
        if unknown:
            raise InvalidInput(f"Unknown consolidation setting(s) {sorted(unknown)}.")
        params.update(overrides)
        params = check_consolidation(**params)
        return self.lifecycle.consolidate(check_user_id(user_id), llm=self._capable_llm(), **params)

    def reflect(self, user_id: str, *, force: bool = False) -> list[int]:
        """Synthesise insights if enough importance piled up since the last reflection."""
        return self.lifecycle.reflect(
            check_user_id(user_id),
            threshold=self.settings.lifecycle.reflection_threshold,
            force=bool(force),
            llm=self._capable_llm(),
        )

    def expand(self, user_id: str, consolidation_id: int) -> list[Memory]:
        """The original episodes a consolidation merged."""
        return self.lifecycle.expand(check_user_id(user_id), check_id(consolidation_id))

    def evidence(self, user_id: str, memory_id: int) -> list[int]:
        """The ids a consolidation or reflection was derived from."""
        return self.lifecycle.evidence(check_user_id(user_id), check_id(memory_id))

    def importance_since_reflection(self, user_id: str) -> float:
        """Importance piled up since the last reflection (reflection runs past the threshold)."""
        return self.lifecycle.importance_since_reflection(check_user_id(user_id))

    def _capable_llm(self):
        return self.llm if self.llm.capable else None

    # --- evaluation -----------------------------------------------------------------------

    def evaluate(
        self,
        dataset: str = "scenarios",
        *,
        weights: Weights | None = None,
        ks: Iterable[int] = (5, 10, 20),
        path: str | Path | None = None,
        label: str | None = None,
        progress: Progress | None = None,
        user_id: str | None = None,
        embedder: str | None = None,
    ) -> EvalResult:
        """Recall@k of ``weights`` on a dataset ("scenarios", shipped; or "locomo" from
        ``path``), each conversation in a fresh lab. The run is kept for comparison, as
        ``user_id``'s run when given (the app keeps each attendee's runs apart).
        ``embedder`` ("minilm", "e5"): evaluate with that model instead of the lab's own
        (the lab's memories are not touched)."""
        user_id = None if user_id is None else check_user_id(user_id)
        weights = self._weights(weights)
        if isinstance(ks, (str, bytes)) or not isinstance(ks, Iterable):
            raise InvalidInput(f"ks is a list of whole numbers such as (5, 10, 20), got {ks!r}.")
        model = self.embedder if embedder is None else make_embedder(check_choice(embedder, "embedder", EMBEDDERS))
        ks = sorted({check_int(k, "k", minimum=1, maximum=1000) for k in ks})
        if not ks:
            raise InvalidInput("Give at least one k.")
        conversations = load_dataset(check_choice(dataset, "dataset", ("scenarios", "locomo")), path)
        result = evaluate(
            conversations,
            weights,
            ks,
            open_lab=lambda folder, clock: self._scratch_lab(folder, clock, model),
            embedder=model,
            dataset=dataset,
            progress=progress,
        )
        at = self.clock.now(user_id)
        self.store.add_eval_run(dataset, label or weights.name, result.n, result.summary(), at, user_id)
        return result

    def _scratch_lab(self, folder: str, clock: Clock, embedder: Embedder | None = None) -> MemoryLab:
        return MemoryLab.open(folder, embedder=embedder or self.embedder, settings=self.settings, clock=clock)

    def eval_runs(self, dataset: str | None = None, *, user_id: str | None = None) -> list[dict]:
        """Kept evaluation runs, oldest first: ``user_id``'s, or every run (None)."""
        user_id = None if user_id is None else check_user_id(user_id)
        dataset = None if dataset is None else check_choice(dataset, "dataset", ("scenarios", "locomo"))
        return self.store.eval_runs(dataset, user_id)

    # --- the lab itself -------------------------------------------------------------------

    @property
    def generation(self) -> int:
        """The write counter: cached candidates from an older generation are stale."""
        return self.derived.generation

    def status(self) -> dict:
        """Where the lab lives, its backend, embedder, sizes, clock, purge state and index log."""
        return {
            "data_dir": str(self.settings.data_dir),
            "backend": self.backend,
            "embedder": self.embedder.name,
            "embedder_loaded": getattr(self.embedder, "loaded", True),
            "schema_version": self.store.schema_version(),
            "users": len(self.users()),
            "memories": self.store.count("memories"),
            "events": self.store.count("events"),
            "preset": self.weights.name,
            "now": self.clock.now().isoformat(timespec="minutes"),
            "purge": self.purger.status(),
            "index_log": (self.derived.vectors.log + self.derived.keywords.log)[-5:],
        }

    @property
    def backend(self) -> str:
        """``duckdb`` (one file, one process) or ``postgres`` (shared by many processes)."""
        return "postgres" if self.settings.database_url else "duckdb"

    def preload(self, *, background: bool = True) -> threading.Thread | None:
        """Load every user's vector index and keyword postings from their files now (a server
        calls it at start, so no attendee's first recall pays for it). In a thread of its
        own unless ``background`` is False; a user's recall meanwhile waits only for that
        user's index."""
        if self.backend == "postgres":  # indexes there are rebuilt from the database at first use
            return None
        if not background:
            self._preload()
            return None
        thread = threading.Thread(target=self._preload, name="memorylab-preload", daemon=True)
        thread.start()
        return thread

    def _preload(self) -> None:
        for user_id in self.store.users():
            if self._closed:
                return
            try:
                self.derived.vectors.ensure(user_id)
                self.derived.keywords.ensure(user_id)
            except Exception:  # noqa: BLE001 - a preload only saves time: the first recall loads it
                if self._closed:
                    return
                log.warning("preloading the indexes of user %r failed", user_id, exc_info=True)

    def flush(self) -> None:
        """Save changed index files (vectors and keyword postings), the clock and the data
        dir's high-water mark."""
        self._save_indexes()
        self.store.set_meta("clock", json.dumps(self.clock.state()))
        if self._data_dir is not None:
            self._data_dir.record(self.store)

    def _save_indexes(self) -> None:
        """Each user's changed index files, saved under that user's lock (so the files
        agree with the event log they record); other users carry on meanwhile."""
        for user_id in self.derived.dirty_users():
            with self._locks.of(user_id):
                self.derived.save(user_id)

    def close(self) -> None:
        """Finish pending purges from disk, wait for work in flight, flush, release the data dir."""
        with self._closing:
            if self._closed:
                return
            self._closed = True
        try:  # before taking the users' locks: its last purge takes them one by one
            self.purger.close()
        except StoreUnavailable as exc:  # the purge flag is in the database: the next open runs it
            log.warning("closing without the last purge: %s", exc)
        with self._locks.every():
            try:
                self.flush()
            except StoreUnavailable as exc:
                log.warning("closing without the last flush: %s", exc)
            self.store.close()
            if self._data_dir is not None:
                self._data_dir.release()

    def __enter__(self) -> MemoryLab:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _check_embedder(self) -> None:
        """Vectors made by another model are useless to this one: re-embed them once."""
        stored = self.store.get_meta("embedder")
        if stored == self.embedder.name:
            return
        if stored is not None and self.store.count("memories"):
            log.warning("memories were embedded with %s, this lab uses %s: re-embedding", stored, self.embedder.name)
            self.derived.vectors.log.append(
                f"re-embedded every memory with {self.embedder.name} (they were made with {stored})"
            )
            self.writer.reembed()
            for path in (self.settings.data_dir / INDEX_DIR).glob("*.hnsw"):
                path.unlink()
        self.store.set_meta("embedder", self.embedder.name)

    def _finish_interrupted_purge(self) -> None:
        if not self.store.purge_pending():
            return
        if self.backend == "postgres":  # another live process may own it: purge in the background
            log.info("a purge from disk is pending in the shared database: scheduling it")
            self.purger.schedule()
            return
        log.warning("a purge from disk was interrupted: finishing it now")
        self.purger.run()


def _saved_clock(store: Store) -> Clock:
    """The clock as the lab left it; a damaged value is reported and the real clock used."""
    saved = store.get_meta("clock")
    if not saved:
        return Clock()
    try:
        return Clock.from_state(json.loads(saved))
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        log.warning("the saved clock %r is unreadable (%s): using the real time", saved[:80], exc)
        return Clock()
