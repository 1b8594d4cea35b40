"""``MemoryLab``: the one facade the app, the notebooks and the tests use.

    lab = MemoryLab.open("data/lab")                 # real MiniLM; embedder="hash" for tests
    mid = lab.remember("alice", "Alice prefers tea over coffee", kind="preference")
    hits = lab.recall("alice", "what does she drink?")   # best first, with signal breakdown
    lab.forget("alice", mid)                           # gone from every table, index and cache
"""
from __future__ import annotations

import json
import logging
import threading
from datetime import datetime, timedelta
from pathlib import Path
from typing import Callable

import numpy as np

from .clock import Clock
from .embed import Embedder, QueryCache, make_embedder
from .errors import InvalidInput
from .index import VectorIndex
from .models import ACTIVE, KINDS, Candidates, Event, Hit, Memory
from .keyword import KeywordIndex
from .rowcache import RowCache
from .scoring import Weights, preset as preset_weights, rerank
from .settings import Settings
from .store import Store
from .textguard import check_user_id, clean_text

log = logging.getLogger(__name__)

DB_FILE = "memorylab.duckdb"
SCENARIOS = Path(__file__).resolve().parent.parent / "data" / "scenarios"
DERIVED_OPS = {"consolidation": "MERGE", "reflection": "REFLECT"}  # event op of a new derived memory
INDEX_DIR = "index"

# A deriver rebuilds a derived memory (consolidation, reflection) from the sources
# that remain after one of its sources was forgotten: (lab, user_id, derived, source_ids).
Deriver = Callable[["MemoryLab", str, Memory, list[int]], None]


class MemoryLab:
    def __init__(self, settings: Settings, store: Store, embedder: Embedder, clock: Clock,
                 weights: Weights):
        self.settings, self.store, self.embedder, self.clock = settings, store, embedder, clock
        self.weights = weights
        self.index = VectorIndex(settings.data_dir / INDEX_DIR, store, embedder.dim, settings.index)
        self.query_cache = QueryCache(embedder, settings.query_cache_size)
        self.rows = RowCache(store)
        self.keywords = KeywordIndex(store, settings.keyword)
        from .lifecycle import rebuild_consolidation, rebuild_reflection
        self.derivers: dict[str, Deriver] = {"consolidation": rebuild_consolidation,
                                             "reflection": rebuild_reflection}
        self.generation = 0  # bumped by every write; stale Candidates are fetched again
        self._llm = None
        self._similarity_cache: dict = {}
        self._lock = threading.RLock()
        self._closed = False

    @classmethod
    def open(cls, data_dir: str | Path | None = None, *, embedder: str | Embedder | None = None,
             settings: Settings | None = None, clock: Clock | None = None,
             preset: str | None = None) -> "MemoryLab":
        """Open (or create) the lab in ``data_dir``; the real MiniLM embedder unless told otherwise."""
        settings = settings or Settings.from_env()
        if data_dir is not None:
            settings = settings.with_(data_dir=Path(data_dir))
        if isinstance(embedder, str):
            settings = settings.with_(embedder=embedder)
        settings = settings.with_(data_dir=Path(settings.data_dir))
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        store = Store(settings.data_dir / DB_FILE)
        emb = embedder if embedder is not None and not isinstance(embedder, str) \
            else make_embedder(settings.embedder)
        saved_clock = store.get_meta("clock")
        clock = clock or (Clock.from_state(json.loads(saved_clock)) if saved_clock else Clock())
        lab = cls(settings, store, emb, clock, preset_weights(preset or settings.preset))
        lab._check_embedder()
        return lab

    # --- writes -------------------------------------------------------------------------

    def remember(self, user_id: str, text: str, kind: str = "fact", importance: float = 0.5,
                 key: str | None = None, source: str = "api", created_at: datetime | None = None,
                 *, expires_at: datetime | None = None, ttl: timedelta | None = None,
                 confidence: float = 1.0, source_turn: int | None = None,
                 span: tuple[int, int] | None = None, derived_from: list[int] = (),
                 supersedes: list[int] = ()) -> int:
        """Store one memory and return its id.

        A memory with the same ``key`` as an active one supersedes it (the old one stays
        in history, no longer retrieved), as do the ids in ``supersedes``; the exact same
        text as an active memory of the same kind only bumps that memory and returns its id.
        ``source_turn`` and ``span`` say where in a stored chat turn the memory came from.
        """
        row = self._validated(user_id, text, kind, importance, key, source, created_at,
                              expires_at, ttl, confidence, source_turn)
        row["span"] = span
        with self._lock:
            same = self.store.find_active(row["user_id"], row["kind"], row["text"])
            if same is not None:
                self.store.mark_accessed(row["user_id"], [same.id], row["created_at"], "repeated")
                self._changed(row["user_id"], [same.id], text=False)
                return same.id
            self.index.ensure(row["user_id"])
            by_key = [m.id for m in self.store.memories(row["user_id"], key=row["key"])] if row["key"] else []
            supersedes = by_key + [int(i) for i in supersedes if int(i) not in by_key]
            vector = self.embedder.embed([row["text"]])[0]
            memory_id = self.store.add(row, vector, supersedes=supersedes,
                                       derived_from=list(derived_from),
                                       op=DERIVED_OPS.get(row["kind"], "ADD"))
            self._index_after_commit(row["user_id"], [memory_id], vector[None, :], supersedes)
            return memory_id

    def remember_many(self, user_id: str, items: list, *, vectors: np.ndarray | None = None,
                      reason: str = "bulk import") -> list[int]:
        """Bulk write (imports, benchmarks): texts or dicts of :meth:`remember` arguments.

        No key supersession or repeat detection: one row and one ADD event per item.
        ``vectors`` skips embedding (precomputed, e.g. when re-importing an export).
        """
        rows = [self._validated(user_id, **({"text": i} if isinstance(i, str) else i))
                for i in items]
        if vectors is None:
            vectors = self.embedder.embed([r["text"] for r in rows])
        vectors = np.asarray(vectors, dtype=np.float32)
        if vectors.shape != (len(rows), self.embedder.dim):
            raise InvalidInput(f"Expected {len(rows)} vectors of {self.embedder.dim} numbers.")
        with self._lock:
            if not rows:
                return []
            self.index.ensure(rows[0]["user_id"])
            ids = self.store.add_many(rows, vectors, reason=reason)
            self._index_after_commit(rows[0]["user_id"], ids, vectors, [])
            return ids

    def update(self, user_id: str, memory_id: int, *, text: str | None = None,
               importance: float | None = None, kind: str | None = None,
               expires_at: datetime | None = None, reason: str = "edited") -> Memory:
        """Edit a memory in place; the event log keeps the old value."""
        user_id = check_user_id(user_id)
        changes: dict = {}
        if text is not None:
            changes["text"] = clean_text(text, max_chars=self.settings.max_memory_chars,
                                         what="memory text")
        if importance is not None:
            changes["importance"] = _check_unit(importance, "importance")
        if kind is not None:
            changes["kind"] = _check_kind(kind)
        if expires_at is not None:
            changes["expires_at"] = expires_at
        if not changes:
            raise InvalidInput("Nothing to update: give text, importance, kind or expires_at.")
        vector = self.embedder.embed([changes["text"]])[0] if "text" in changes else None
        with self._lock:
            memory = self.store.update(user_id, int(memory_id), changes, at=self.clock.now(),
                                       reason=reason, vector=vector)
            if vector is not None and memory.status == ACTIVE:
                self.index.add(user_id, [memory.id], vector[None, :])
            self._changed(user_id, [memory.id], text="text" in changes)
            return memory

    def mark_accessed(self, user_id: str, memory_ids, reason: str = "used in context") -> None:
        """Record that these memories were used: the explicit step reads never take."""
        user_id = check_user_id(user_id)
        with self._lock:
            self.store.mark_accessed(user_id, memory_ids, self.clock.now(), reason)
            self._changed(user_id, memory_ids, text=False)

    # --- reads --------------------------------------------------------------------------

    def candidates(self, user_id: str, query: str, n: int | None = None, *,
                   vector: np.ndarray | None = None) -> Candidates:
        """The broad top-``n`` of this user's memories by similarity: input to :meth:`rerank`.

        ``vector``: the query's embedding when the caller already has it (benchmarks,
        evaluation runs); otherwise it comes from the query cache or the embedder.
        """
        user_id = check_user_id(user_id)
        query = clean_text(query, max_chars=self.settings.max_message_chars, what="query")
        n = n or self.weights.n_candidates
        vector = self.query_cache.get(query) if vector is None else vector
        with self._lock:
            dense_ids, dense_sims = self.index.search(user_id, vector, n)
            kw_ids, _, bm25_of = self.keywords.search(user_id, query, n)
            seen = set(dense_ids.tolist())
            extra = [i for i in kw_ids.tolist() if i not in seen]
            ids = dense_ids.tolist() + extra
            sims = np.concatenate([dense_sims, self.index.similarities(user_id, extra, vector)])
            bm25 = bm25_of(ids)
            self.rows.warm(user_id)
            rows = self.rows.get_many(user_id, ids)
            now = self.clock.now()
            keep = [j for j, i in enumerate(ids) if i in rows and rows[i].status == ACTIVE
                    and (rows[i].expires_at is None or rows[i].expires_at > now)]
            memories = [rows[ids[j]] for j in keep]
            return Candidates(user_id, query, memories, np.asarray(sims, dtype=float)[keep],
                              self.generation, np.asarray(bm25, dtype=float)[keep],
                              self._neighbours(user_id, memories))

    def _neighbours(self, user_id: str, memories: list[Memory]) -> list[tuple[int | None, int | None]]:
        """For each candidate, the positions (in ``memories``) of the candidates written
        just before and after it by this user, when within the session window."""
        out: list[list[int | None]] = [[None, None] for _ in memories]
        place = self.keywords.positions(user_id, [m.id for m in memories])
        order = [j for j in np.argsort(place, kind="stable") if place[j] >= 0]
        window = timedelta(hours=self.settings.neighbour_window_hours)
        for a, b in zip(order, order[1:]):
            if place[b] - place[a] == 1 and abs(memories[b].created_at - memories[a].created_at) <= window:
                out[a][1], out[b][0] = b, a
        return [tuple(pair) for pair in out]

    def rerank(self, candidates: Candidates, weights: Weights | None = None,
               k: int | None = None) -> list[Hit]:
        """Score cached candidates under ``weights``: no embedding, no index query,
        unless a write since they were fetched made them stale."""
        if candidates.generation != self.generation:
            candidates = self.candidates(candidates.user_id, candidates.query,
                                         max(len(candidates), 1))
        return rerank(candidates, weights or self.weights, self.clock.now(), k)

    def recall(self, user_id: str, query: str, k: int = 5, weights: Weights | None = None,
               preset: str | None = None, *, vector: np.ndarray | None = None) -> list[Hit]:
        """The best ``k`` memories for ``query``, best first. Reads never write."""
        weights = preset_weights(preset) if preset else (weights or self.weights)
        cands = self.candidates(user_id, query, max(weights.n_candidates, k), vector=vector)
        return rerank(cands, weights, self.clock.now(), k)

    def get(self, user_id: str, memory_id: int) -> Memory:
        return self.store.get(check_user_id(user_id), int(memory_id))

    def memories(self, user_id: str, *, kind: str | None = None, status: str | None = ACTIVE,
                  include_expired: bool = False, newest: int | None = None) -> list[Memory]:
        return self.store.memories(check_user_id(user_id), kind=kind, status=status,
                                   now=None if include_expired else self.clock.now(), newest=newest)

    def count(self, user_id: str) -> int:
        """Active memories of this user (expired ones included until the sweep)."""
        return self.store.active_count(check_user_id(user_id))

    def similarities(self, user_id: str, query: str) -> tuple[np.ndarray, np.ndarray]:
        """Exact cosine of the query to every active memory: (ids, sims). Cached until the
        next write, so "why not recalled?" can follow a slider without rescanning."""
        key = (user_id, query)
        if key not in self._similarity_cache:
            ids, matrix = self.store.vectors(user_id)
            q = self.query_cache.get(query)
            sims = matrix @ q / (np.linalg.norm(matrix, axis=1) * np.linalg.norm(q) + 1e-12)
            self._similarity_cache.clear()   # one query at a time is all the page needs
            self._similarity_cache[key] = (ids, sims)
        return self._similarity_cache[key]

    def events(self, user_id: str, limit: int | None = None) -> list[Event]:
        """The user's event log, newest last."""
        return self.store.events(check_user_id(user_id), limit)

    def users(self) -> list[str]:
        return self.store.users()

    def explain(self, user_id: str, query: str, memory_id: int, weights: Weights | None = None,
                k: int | None = None) -> dict:
        """Why was (or wasn't) this memory recalled? Its similarity rank among all the
        user's memories, each signal, its rank after the re-rank, and what cut it."""
        from .explain import explain_recall
        return explain_recall(self, user_id, query, int(memory_id), weights or self.weights, k)

    def export(self, user_id: str, fmt: str = "json") -> bytes:
        from .transfer import export_memories
        return export_memories(self, check_user_id(user_id), fmt)

    def import_memories(self, user_id: str, data: bytes, fmt: str = "json") -> list[int]:
        from .transfer import import_memories
        return import_memories(self, check_user_id(user_id), data, fmt)

    def embedding_map(self, user_id: str, query: str | None = None, limit: int = 3000) -> dict:
        """2-D PCA of the user's memories (newest ``limit``), with the query projected."""
        from .projection import pca_2d, project
        user_id = check_user_id(user_id)
        ids, matrix = self.store.vectors(user_id)
        ids, matrix = ids[-limit:], matrix[-limit:]
        rows = self.store.get_many(user_id, ids.tolist())
        memories = [rows[i] for i in ids.tolist() if i in rows]
        points, components, mean = pca_2d(matrix)
        query_point = None
        if query and len(ids):
            query = clean_text(query, max_chars=self.settings.max_message_chars, what="query")
            query_point = project(self.query_cache.get(query), components, mean)
        return {"points": points, "memories": memories, "query_point": query_point}

    def use_preset(self, name: str) -> Weights:
        self.weights = preset_weights(name)
        return self.weights

    # --- the agent ---------------------------------------------------------------------

    @property
    def llm(self):
        """The chat model (``settings.model``), created on first use."""
        if self._llm is None:
            self._llm = self.llm_for(self.settings.model)
        return self._llm

    def llm_for(self, model: str | None):
        """An LLM for any model string (the lab's default when None)."""
        from .llm import LLM
        if not model or (self._llm is not None and model == self._llm.model):
            return self.llm
        return LLM(model.strip())

    def set_model(self, model: str) -> None:
        """Switch the chat model: any litellm model string, or local/smollm2 offline."""
        from .llm import LLM
        model = (model or "").strip()
        if not model:
            raise InvalidInput("A model string is required, e.g. local/smollm2 or gpt-4o-mini.")
        self.settings = self.settings.with_(model=model)
        self._llm = LLM(model)

    def chat(self, user_id: str, message: str, session_id: str = "default", *,
             weights: Weights | None = None, model: str | None = None, budgets=None):
        """One agent turn: recall, context, reply, write policy, summary. Returns a ``Turn``;
        problems (bad input, a dead model) are in ``turn.error``, never raised.

        ``weights``, ``model`` and ``budgets`` override the lab's for this turn only, so
        two browser tabs can tune their own without touching each other.
        """
        from .agent import run_turn
        return run_turn(self, user_id, message, session_id, weights=weights, model=model,
                        budgets=budgets)

    def turns(self, user_id: str, session_id: str | None = None) -> list[dict]:
        return self.store.turns(check_user_id(user_id), session_id)

    # --- forgetting ---------------------------------------------------------------------

    def forget(self, user_id: str, memory_id: int,
               reason: str = "forgotten at the user's request") -> list[int]:
        """Remove a memory, its older versions and what was derived from it, everywhere.

        Returns every id removed. Derived memories whose kind has a deriver are rebuilt
        from the sources that remain; the others are removed too.
        """
        return self.forget_many(user_id, [memory_id], reason=reason)

    def forget_many(self, user_id: str, memory_ids, reason: str = "forgotten at the user's request",
                    op: str = "FORGET") -> list[int]:
        user_id = check_user_id(user_id)
        with self._lock:
            targets: list[int] = []
            for memory_id in memory_ids:
                memory = self.store.get(user_id, int(memory_id))  # NotFound: unknown or forgotten
                chain = self.store.supersession_chain(user_id, memory.id)
                if memory.kind == "consolidation":  # its merged originals say the same things
                    chain += [m.id for m in self.expand(user_id, memory.id) if m.status == "consolidated"]
                targets += [i for i in chain if i not in targets]
            rebuild = self._derived_closure(user_id, targets)
            removed = targets + [d.id for d, _ in rebuild]
            changed_turns = self.store.delete(user_id, removed, at=self.clock.now(), reason=reason, op=op)
            self.index.remove(user_id, removed, forgotten=True)
            self.keywords.forget(user_id)
            self.query_cache.clear()
            self._changed(user_id, removed)
            for derived, sources in rebuild:
                remaining = [s for s in sources if s not in removed]
                if remaining and derived.kind in self.derivers:
                    self.derivers[derived.kind](self, user_id, derived, remaining)
            if changed_turns:
                from .summary import refresh_summaries
                refresh_summaries(self, user_id, changed_turns)
            self.store.compact()   # freed blocks of the file would still hold the text
            return removed

    def _derived_closure(self, user_id: str, ids: list[int]) -> list[tuple[Memory, list[int]]]:
        """Memories derived (transitively) from ``ids``, each with its full source list."""
        found: list[tuple[Memory, list[int]]] = []
        frontier, seen = list(ids), set(ids)
        while frontier:
            derived_ids = {src for f in frontier
                           for (src, _, _) in self.store.links(user_id, dst=f, rel="derived_from")}
            frontier = [d for d in derived_ids if d not in seen]
            seen.update(frontier)
            for d in frontier:
                sources = [dst for (_, dst, _) in self.store.links(user_id, src=d, rel="derived_from")]
                found.append((self.store.get(user_id, d), sources))
        return found

    def sweep_expired(self, user_id: str | None = None) -> list[int]:
        """Purge memories past ``expires_at`` (TTL), logging an EXPIRE event for each."""
        expired = self.store.expired(self.clock.now(), check_user_id(user_id) if user_id else None)
        removed: list[int] = []
        for uid in sorted({u for u, _ in expired}):
            ids = [i for u, i in expired if u == uid]
            removed += self.forget_many(uid, ids, reason="time to live ran out", op="EXPIRE")
        return removed

    # --- lifecycle: consolidation, reflection, cap ----------------------------------------

    def set_status(self, user_id: str, memory_ids, status: str, *, reason: str, op: str) -> None:
        """Take memories out of retrieval without deleting them (e.g. consolidated)."""
        user_id = check_user_id(user_id)
        ids = [int(i) for i in memory_ids]
        with self._lock:
            self.store.set_status(user_id, ids, status, at=self.clock.now(), reason=reason, op=op)
            if status != ACTIVE:
                self.index.remove(user_id, ids)
            self._changed(user_id, ids, removed=ids if status != ACTIVE else ())

    def consolidate(self, user_id: str, **overrides) -> list[int]:
        """Merge clusters of related episodes now; returns the new consolidation ids."""
        from .lifecycle import consolidate
        cfg = self.settings.lifecycle
        params = dict(threshold=cfg.consolidation_threshold, window_days=cfg.consolidation_window_days,
                      min_size=cfg.consolidation_min_size, hide_sources=cfg.hide_consolidated)
        params.update(overrides)
        return consolidate(self, check_user_id(user_id), llm=self._capable_llm(), **params)

    def reflect(self, user_id: str, *, force: bool = False) -> list[int]:
        """Synthesise insights if enough importance piled up since the last reflection."""
        from .lifecycle import reflect
        return reflect(self, check_user_id(user_id), threshold=self.settings.lifecycle.reflection_threshold,
                       force=force, llm=self._capable_llm())

    def expand(self, user_id: str, consolidation_id: int) -> list[Memory]:
        from .lifecycle import expand
        return expand(self, check_user_id(user_id), int(consolidation_id))

    def enforce_cap(self, user_id: str) -> list[int]:
        from .lifecycle import enforce_cap
        return enforce_cap(self, check_user_id(user_id), self.settings.lifecycle.max_memories_per_user)

    # --- evaluation -----------------------------------------------------------------------

    def evaluate(self, dataset: str = "scenarios", *, weights: Weights | None = None,
                 ks=(5, 10, 20), path: str | Path | None = None, label: str | None = None,
                 progress=None):
        """Recall@k of ``weights`` on a dataset ("scenarios", shipped; or "locomo" from
        ``path``), each conversation in a fresh lab. The run is kept for comparison."""
        from .evaluation import evaluate, load_dataset
        weights = weights or self.weights
        conversations = load_dataset(dataset, path, SCENARIOS)
        result = evaluate(conversations, weights, list(ks), embedder=self.embedder, dataset=dataset,
                          settings=self.settings, progress=progress)
        self.store.add_eval_run(dataset, label or weights.name, result.n, result.summary(),
                                self.clock.now())
        return result

    def eval_runs(self, dataset: str | None = None) -> list[dict]:
        return self.store.eval_runs(dataset)

    def _capable_llm(self):
        return self.llm if self.llm.capable else None

    def evict_preview(self, user_id: str, policy: str, *, cap: int | None = None,
                      threshold: float = 0.05, rate: float = 0.1):
        """What ``policy`` would evict now (nothing is changed): see :mod:`.forgetting`."""
        from .forgetting import preview
        memories = self.store.memories(check_user_id(user_id))
        return preview(policy, memories, self.clock.now(), cap=cap, threshold=threshold, rate=rate)

    def evict(self, user_id: str, memory_ids, policy: str) -> list[int]:
        """Apply an eviction: the same cascade as forget, logged as EVICT with the policy."""
        return self.forget_many(user_id, memory_ids, reason=f"evicted by the {policy} policy",
                                op="EVICT") if list(memory_ids) else []

    # --- lifecycle ----------------------------------------------------------------------

    def status(self) -> dict:
        return {
            "data_dir": str(self.settings.data_dir),
            "embedder": self.embedder.name,
            "embedder_loaded": getattr(self.embedder, "loaded", True),
            "schema_version": self.store.schema_version(),
            "users": len(self.users()),
            "memories": self.store.count("memories"),
            "events": self.store.count("events"),
            "preset": self.weights.name,
            "now": self.clock.now().isoformat(timespec="minutes"),
            "index_log": list(self.index.log[-5:]),
        }

    def flush(self) -> None:
        """Save changed index files and the clock; the database commits as it goes."""
        with self._lock:
            self.index.flush()
            self.store.set_meta("clock", json.dumps(self.clock.state()))

    def close(self) -> None:
        with self._lock:
            if self._closed:
                return
            self.flush()
            self._closed = True
            self.store.close()

    def __enter__(self) -> "MemoryLab":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # --- helpers ------------------------------------------------------------------------

    def _changed(self, user_id: str, ids, removed=(), text: bool = True) -> None:
        """After every write: cached rows of ``ids`` are stale, cached candidates too, and,
        when texts changed, the keyword index must catch up (``removed`` stop matching at once)."""
        self.rows.drop(user_id, ids)
        self._similarity_cache.clear()
        if text:
            self.keywords.changed(user_id, removed)
        self.generation += 1

    def _index_after_commit(self, user_id: str, ids, vectors, superseded) -> None:
        """The database has committed; the index follows. If it fails it is rebuilt later."""
        try:
            self.index.add(user_id, ids, vectors)
            if superseded:
                self.index.remove(user_id, superseded)
        except Exception:  # the index is derived: rebuilding it loses nothing
            log.exception("index update failed for user %r; rebuilding it", user_id)
            self.index.rebuild(user_id)
        self._changed(user_id, list(ids) + list(superseded), removed=superseded)

    def _validated(self, user_id, text, kind="fact", importance=0.5, key=None, source="api",
                   created_at=None, expires_at=None, ttl=None, confidence=1.0,
                   source_turn=None) -> dict:
        created_at = created_at or self.clock.now()
        if ttl is not None:
            expires_at = created_at + ttl
        return {"user_id": check_user_id(user_id),
                "text": clean_text(text, max_chars=self.settings.max_memory_chars,
                                   what="memory text"),
                "kind": _check_kind(kind), "importance": _check_unit(importance, "importance"),
                "key": key.strip().lower() if isinstance(key, str) and key.strip() else None,
                "source": str(source)[:64], "created_at": created_at, "expires_at": expires_at,
                "confidence": _check_unit(confidence, "confidence"), "source_turn": source_turn}

    def _check_embedder(self) -> None:
        """Vectors made by another model are useless to this one: re-embed them once."""
        stored = self.store.get_meta("embedder")
        if stored == self.embedder.name:
            return
        if stored is not None and self.store.count("memories"):
            log.warning("memories were embedded with %s, this lab uses %s: re-embedding",
                        stored, self.embedder.name)
            self.index.log.append(f"re-embedded every memory with {self.embedder.name} "
                                  f"(they were made with {stored})")
            self.store.reembed(self.embedder.embed)
            for path in (self.settings.data_dir / INDEX_DIR).glob("*.hnsw"):
                path.unlink()
        self.store.set_meta("embedder", self.embedder.name)


def _check_kind(kind: str) -> str:
    if kind not in KINDS:
        raise InvalidInput(f"Unknown memory kind {kind!r}; use one of {', '.join(KINDS)}.")
    return kind


def _check_unit(value, what: str) -> float:
    try:
        value = float(value)
    except (TypeError, ValueError):
        raise InvalidInput(f"The {what} must be a number between 0 and 1.") from None
    if not 0.0 <= value <= 1.0 or value != value:
        raise InvalidInput(f"The {what} must be between 0 and 1, got {value}.")
    return value
