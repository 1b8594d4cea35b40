"""``MemoryLab``: the one facade the app, the notebooks and the tests use.

    lab = MemoryLab.open("data/lab")                 # real MiniLM; embedder="hash" for tests
    mid = lab.remember("alice", "Alice prefers tea over coffee", kind="preference")
    hits = lab.recall("alice", "what does she drink?")   # best first, with signal breakdown
    lab.forget("alice", mid)                           # gone from every table, index and cache

The core verbs a notebook needs live here; the rest is grouped in namespaces:
``lab.keys``, ``lab.retrieval``, ``lab.forgetting``, ``lab.lifecycle``, ``lab.agent``,
``lab.evals`` and ``lab.claims``, each the service that does the job (``services/``),
whose public methods are the namespace's. Page read models (health, embedding map, ...) are
functions over the public lab in :mod:`memorylab.playground.views`.

The facade decides the lab's defaults (weights, chat model, budgets) for a call that
gives none, that ``chat`` returns a ``Turn`` with the error instead of raising, and (in
``open``) the backend and re-embedding after a change of embedder. It checks the ids,
limits and weights of the reads it answers from the store; the writes hand their
arguments to the service that owns the job, which checks them. The store, the writer,
the derived indexes and the forget cascade are private (``lab._store`` ...): every public
route writes through the guard and the event log, or says ``guard=False`` there.
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Iterable
from datetime import datetime, timedelta
from pathlib import Path

import numpy as np

import memorylab.opening as opening
from memorylab.adapters.embed import Embedder, QueryCache, make_embedder
from memorylab.adapters.llm import ReplyStream
from memorylab.clock import Clock
from memorylab.errors import StoreUnavailable
from memorylab.indexes.keyword import KeywordIndex
from memorylab.indexes.rowcache import RowCache
from memorylab.indexes.vector import VectorIndex
from memorylab.models import ACTIVE, Event, Hit, Memory
from memorylab.policies.scoring import Weights
from memorylab.policies.scoring import preset as preset_weights
from memorylab.services import turn as turn_service
from memorylab.services.claims import Claims
from memorylab.services.derived import Derived
from memorylab.services.evals import Evals
from memorylab.services.forgetter import Cascade, Purger
from memorylab.services.forgetting import Forgetter
from memorylab.services.keys import Keys
from memorylab.services.lifecycle import Lifecycle
from memorylab.services.locks import UserLocks
from memorylab.services.model import ChatModel
from memorylab.services.retriever import Retriever, weights_or
from memorylab.services.sessions import Sessions
from memorylab.services.transfer import export_memories, parse_import
from memorylab.services.turn import Turn
from memorylab.services.writer import Writer
from memorylab.settings import Budgets, Settings
from memorylab.storage.base import Store
from memorylab.storage.datadir import DataDir
from memorylab.validate import check_id, check_ids, check_int, check_session_id, user_id_of

log = logging.getLogger(__name__)


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
        self._settings, self._store, self.embedder, self.clock = settings, store, embedder, clock
        self.weights = weights
        self._data_dir = data_dir
        self._locks = UserLocks()  # one per user: no attendee waits for another's memory work
        self._closing = threading.Lock()
        self._model = ChatModel(settings.model)
        self._closed = False
        self._index_dir_removal = lambda: None  # open: a Postgres lab's own index folder goes at close
        index_dir = index_dir or settings.data_dir / opening.INDEX_DIR
        self._derived = Derived(
            store,
            VectorIndex(index_dir, store, embedder.dim, settings.index),
            KeywordIndex(store, settings.keyword, index_dir),
            RowCache(store),
            QueryCache(embedder, settings.query_cache_size),
        )
        self._writer = Writer(store, self._derived, embedder, clock, settings, self._locks)
        weights_now = lambda: self.weights  # the lab's weights at each call
        self.retrieval = Retriever(  # the service is the namespace
            store, self._derived, clock, settings, self._locks, self._writer, weights_now, self._model
        )
        self.keys = Keys(store, self._writer, clock, settings, self._locks)
        self._sessions = Sessions(store, clock, settings.agent)
        self.lifecycle = Lifecycle(store, self._writer, clock, settings, self._model)  # the service is the namespace
        self._purger = Purger(store, self._save_indexes)
        hooks = (self.lifecycle._rebuild, self._sessions.refresh, self._writer.embed_alone)  # what a forget redoes
        self._cascade = Cascade(store, self._derived, clock, self._locks, self._purger, *hooks)
        cap = settings.lifecycle.max_memories_per_user
        self.forgetting = Forgetter(self._cascade, self._purger, store, clock, cap)  # the service is the namespace
        driven = (self._writer, self.retrieval, self._cascade, self.forgetting, self.lifecycle, self._sessions)
        self.agent = turn_service.Agent(store, *driven, clock, settings, self._model)  # the service is the namespace
        self.claims = Claims(store, settings.presenter_key)  # who may open an id in the shared app
        self.evals = Evals(store, clock)

    @property
    def settings(self) -> Settings:
        """The settings the lab was opened with (fixed for its lifetime; the model aside:
        ``lab.agent.set_model`` switches it)."""
        if self._settings.model != self._model.name:
            self._settings = self._settings.with_(model=self._model.name)
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
        settings = opening.settings_for(data_dir, embedder, settings)
        weights = preset_weights(preset or settings.preset)
        emb = embedder if embedder is not None and not isinstance(embedder, str) else make_embedder(settings.embedder)
        store, folder, index_dir = opening.open_backend(settings)
        try:
            lab = cls(settings, store, emb, clock or opening.saved_clock(store), weights, folder, index_dir)
        except BaseException:
            opening.abandon(folder, index_dir)
            raise
        if folder is None:
            lab._index_dir_removal = opening.remove_with(lab, index_dir)
        opening.reembed_if_changed(store, lab._writer, lab._derived.vectors.log, emb, index_dir)
        opening.finish_interrupted_purge(store, lab._purger, shared=folder is None)
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
        given = {name: value for name, value in locals().items() if name not in ("self", "user_id", "text")}
        return self._writer.remember(user_id, text, **given)  # every argument as given: the writer checks them

    def remember_many(
        self,
        user_id: str,
        items: list,
        *,
        vectors: np.ndarray | None = None,
        reason: str = "bulk import",
        guard: bool = True,
        context_turns: int = 0,
    ) -> list[int]:
        """Bulk write (imports, benchmarks): texts or dicts of :meth:`remember` arguments.

        No key supersession or repeat detection: one row and one ADD event per item.
        ``vectors`` skips embedding (precomputed, e.g. when re-importing an export).
        ``context_turns`` > 0: the items are a dialogue's turns in order; each is embedded
        after that many turns before it of the same ``created_at`` (contextual text).
        """
        given = {name: value for name, value in locals().items() if name not in ("self", "user_id", "items")}
        return self._writer.remember_many(user_id, items, **given)

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
        given = {name: value for name, value in locals().items() if name not in ("self", "user_id", "memory_id")}
        return self._writer.update(user_id, memory_id, **given)

    # --- reads --------------------------------------------------------------------------

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
        weights = preset_weights(preset) if preset else weights_or(self.weights, weights)
        return self.retrieval._recall(user_id, query, k, weights, vector=vector)

    def get(self, user_id: str, memory_id: int) -> Memory:
        """One of the user's memories by id (any status); :class:`NotFound` otherwise."""
        return self._store.get(user_id_of(user_id), check_id(memory_id))

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
        user_id = user_id_of(user_id)
        return self._store.memories(
            user_id,
            kind=kind,
            status=status,
            now=None if include_expired else self.clock.now(user_id),
            newest=newest,
        )

    def count(self, user_id: str) -> int:
        """Active memories of this user (expired ones included until the sweep)."""
        return self._store.active_count(user_id_of(user_id))

    def events(self, user_id: str, limit: int | None = None) -> list[Event]:
        """The user's event log, newest last."""
        limit = None if limit is None else check_int(limit, "limit", minimum=1)
        return self._store.events(user_id_of(user_id), limit)

    def users(self) -> list[str]:
        """Every user id with data in this lab."""
        return self._store.users()

    def export(self, user_id: str, fmt: str = "json") -> bytes:
        """The user's memories (history included) with their vectors, as one consistent
        snapshot: no write or forget runs while it is read."""
        user_id = user_id_of(user_id)
        with self._locks.of(user_id):
            return export_memories(self._store, self.embedder.name, user_id, fmt)

    def import_memories(self, user_id: str, data: bytes, fmt: str = "json") -> list[int]:
        """Active memories of an export come back as new memories of ``user_id`` (history is
        not imported); vectors are reused when the same embedder made them. Guarded."""
        items, vectors = parse_import(data, fmt, embedder_name=self.embedder.name, dim=self.embedder.dim)
        return self._writer.remember_many(user_id, items, vectors=vectors, reason=f"imported from {fmt}")

    # --- the agent ---------------------------------------------------------------------

    def warm_up(self, *, models: bool = True) -> dict[str, float]:
        """Load the embedding model, every user's index files, the write policy's word lists
        and the chat model now (litellm and its completion route, and the local model's
        pool), then freeze what loading made out of the garbage collector's way, so no first
        turn or first recall after a restart waits for them; each step is logged. Seconds
        each (the last, ``gc``, is the collection and freeze). ``models=False``: the
        index files only (a user's recall meanwhile waits only for that user's index; a
        server runs it in a thread at start). A Postgres lab has no index files to load:
        its indexes are rebuilt from the database at first use.
        A model that cannot load is logged, not raised: the turn will say what is wrong."""
        steps = [("indexes", "every user's index files", self._preload)]
        if models:
            steps.insert(0, ("embedder", self.embedder.name, lambda: self.embedder.embed(["warm up"])))
            steps.append(("write policy", "the write policy's name and place lists", self.agent._intake.warm))
            steps.append(("model", self.settings.model, lambda: self._model.llm.warm()))
        seconds = opening.load_logged(steps)
        if models:
            seconds["gc"] = opening.settle_the_heap()
        return seconds

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
            llm = self._model.llm_for(model if isinstance(model, str) else None)
            return self.agent._run_turn(
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
            error = f"The turn could not run: {type(exc).__name__}: {exc}"
            return Turn(str(user_id)[:128], str(session_id)[:64], "", error=error)

    def turns(self, user_id: str, session_id: str | None = None) -> list[dict]:
        """The chat turns stored for this user (one session, or all), oldest first."""
        session_id = None if session_id is None else check_session_id(session_id)
        return self._store.turns(user_id_of(user_id), session_id)

    # --- forgetting ---------------------------------------------------------------------

    def forget(
        self, user_id: str, memory_ids: int | Iterable[int], reason: str = "forgotten at the user's request"
    ) -> list[int]:
        """Remove a memory (one id, or several in one cascade), its older versions and what
        was derived from it, everywhere.

        Unreachable at once; purged from the disk within seconds (see ``status()``).
        Returns every id removed. Derived memories whose kind has a deriver are rebuilt
        from the sources that remain; the others are removed too. Expiry and eviction are
        the same cascade under their own names: ``lab.forgetting``.
        """
        several = isinstance(memory_ids, Iterable) and not isinstance(memory_ids, (str, bytes))
        ids = check_ids(memory_ids) if several else [check_id(memory_ids)]
        reason = reason[:200] if isinstance(reason, str) else reason
        return self._cascade.forget_many(user_id, ids, reason=reason)

    # --- the lab itself -------------------------------------------------------------------

    @property
    def generation(self) -> int:
        """The write counter: cached candidates from an older generation are stale."""
        return self._derived.generation

    def status(self) -> dict:
        """Where the lab lives, its backend, embedder, sizes, clock, purge state and index log."""
        return {
            "data_dir": str(self.settings.data_dir),
            "backend": self._backend,
            "embedder": self.embedder.name,
            "embedder_loaded": getattr(self.embedder, "loaded", True),
            "schema_version": self._store.schema_version(),
            "users": len(self.users()),
            "memories": self._store.count("memories"),
            "events": self._store.count("events"),
            "preset": self.weights.name,
            "now": self.clock.now().isoformat(timespec="minutes"),
            "purge": self._purger.status(),
            "index_log": (self._derived.vectors.log + self._derived.keywords.log)[-5:],
        }

    def _preload(self) -> None:
        opening.preload_indexes(self._store, self._derived, lambda: self._closed, shared=self._data_dir is None)

    @property
    def _backend(self) -> str:
        return "postgres" if self.settings.database_url else "duckdb"

    def flush(self) -> None:
        """Save changed index files (vectors and keyword postings), the clock and the data
        dir's high-water mark."""
        self._save_indexes()
        self._store.set_meta("clock", json.dumps(self.clock.state()))
        if self._data_dir is not None:
            self._data_dir.record(self._store)

    def _save_indexes(self) -> None:
        """Each user's changed index files, saved under that user's lock (so the files
        agree with the event log they record); other users carry on meanwhile."""
        for user_id in self._derived.dirty_users():
            with self._locks.of(user_id):
                self._derived.save(user_id)

    def close(self) -> None:
        """Finish pending purges from disk, wait for work in flight, flush, release the data dir."""
        with self._closing:
            if self._closed:
                return
            self._closed = True
        self.agent._intake.rules.close()  # the extractor's workers, if any
        try:  # before taking the users' locks: its last purge takes them one by one
            self._purger.close()
        except StoreUnavailable as exc:  # the purge flag is in the database: the next open runs it
            log.warning("closing without the last purge: %s", exc)
        with self._locks.every():  # no recall starts now: the background loads still running are the last
            if not self._derived.settle():
                log.warning("closing while a background load of rows or postings is still running")
            try:
                self.flush()
            except StoreUnavailable as exc:
                log.warning("closing without the last flush: %s", exc)
            self._store.close()
            if self._data_dir is not None:
                self._data_dir.release()
            self._index_dir_removal()

    def __enter__(self) -> MemoryLab:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
