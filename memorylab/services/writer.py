"""The write path: validate, guard, embed, one transaction with its event, then the
derived indexes follow. Every change to a memory's content goes through here.

The guard runs on every write by default: a memory holding a secret whose rule is
``refuse`` is not stored (:class:`SensitiveData` says which kind, never the value); one
whose rule is ``redact`` is stored with the value masked. ``guard=False`` stores the
text as given; that choice is logged and written into the event's reason.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta

import numpy as np

from memorylab.adapters.embed import Embedder
from memorylab.clock import Clock
from memorylab.errors import InvalidInput, SensitiveData
from memorylab.models import ACTIVE, Memory
from memorylab.policies.contextual import CONTEXT_TURNS, batch_neighbours, contextual_flag, embedding_text
from memorylab.policies.guard import redact, scan, verdict
from memorylab.policies.writeplan import Decision, WritePlan, sensitive_kinds
from memorylab.services.derived import Derived
from memorylab.services.locks import UserLocks
from memorylab.settings import Settings
from memorylab.storage.base import Store
from memorylab.storage.writes import stored_row
from memorylab.validate import (
    add_duration,
    check_duration,
    check_id,
    check_ids,
    check_int,
    check_kind,
    check_span,
    check_unit,
    check_vectors,
    check_when,
    clean_text,
    user_id_of,
)

log = logging.getLogger(__name__)
DERIVED_OPS = {"consolidation": "MERGE", "reflection": "REFLECT", "lesson": "LESSON"}  # event op of a new one
RAW = "stored raw: the caller turned the guard off"
ROW_FIELDS = (
    "text",
    "kind",
    "importance",
    "key",
    "source",
    "created_at",
    "expires_at",
    "ttl",
    "confidence",
    "source_turn",
    "span",
    "category",
)


class Writer:
    def __init__(
        self,
        store: Store,
        derived: Derived,
        embedder: Embedder,
        clock: Clock,
        settings: Settings,
        locks: UserLocks,
    ):
        self.store, self.derived, self.embedder = store, derived, embedder
        self.clock, self.settings, self._locks = clock, settings, locks
        self._contextual: set[str] = set()  # users whose flag this process has seen set

    # --- checks ---------------------------------------------------------------------------

    def row(
        self,
        user_id: str,
        text: str,
        kind: str = "fact",
        importance: float = 0.5,
        key: str | None = None,
        source: str = "api",
        created_at: datetime | None = None,
        expires_at: datetime | None = None,
        ttl: timedelta | None = None,
        confidence: float = 1.0,
        source_turn: int | None = None,
        span: tuple[int, int] | None = None,
        category: str | None = None,
        *,
        guard: bool = True,
    ) -> dict:
        """A validated, guarded memory row, or :class:`InvalidInput` saying what is wrong."""
        user_id = user_id_of(user_id)
        created_at = check_when(created_at, "created_at") or self.clock.now(user_id)
        ttl = check_duration(ttl, "ttl")
        expires_at = check_when(expires_at, "expires_at") if ttl is None else add_duration(created_at, ttl, "expiry")
        if key is not None and not isinstance(key, str):
            raise InvalidInput(f"A key is a string, got {type(key).__name__}.")
        text = clean_text(text, max_chars=self.settings.max_memory_chars, what="memory text")
        return {
            "user_id": user_id,
            "text": self.guarded(text, user_id) if guard else text,
            "kind": check_kind(kind),
            "importance": check_unit(importance, "importance"),
            "key": self.guarded_label(key.strip().lower(), "key") if key and key.strip() else None,
            "source": self.guarded_label(str(source)[:64], "source"),
            "created_at": created_at,
            "expires_at": expires_at,
            "confidence": check_unit(confidence, "confidence"),
            "source_turn": None if source_turn is None else check_id(source_turn, "source turn"),
            "span": check_span(span),
            "category": None if category is None else self.guarded_label(str(category)[:32], "category"),
        }

    def guarded(self, text: str, user_id: str) -> str:
        findings = scan(text)
        if not findings:
            return text
        kinds = sorted({f.kind for f in findings})
        if verdict(findings, self.settings.agent.sensitive_rules) == "refuse":
            self.store.add_refusals(user_id, kinds, self.clock.now(user_id))  # kinds only: the room counts them
            raise SensitiveData(
                f"Not stored: the text holds {', '.join(kinds)}. Memories never "
                "keep secrets; say it without the value, or turn the guard off "
                "(guard=False) if you must store raw text.",
                kinds,
            )
        return redact(text, findings)

    def guarded_label(self, value: str, what: str) -> str:
        """A key, source or category: a label, never a place for a secret or personal data
        (refused whatever the rules say, since a label is not masked)."""
        kinds = sorted({f.kind for f in scan(value)})
        if kinds:
            raise SensitiveData(f"Not stored: the {what} holds {', '.join(kinds)}. Use a plain label.", kinds)
        return value

    def embedding(self, text: str) -> np.ndarray:
        """The vector a memory holding ``text`` is stored with (the write intake searches
        with it and hands it back to :meth:`remember`, so the text is embedded once; a text
        this lab embedded lately, e.g. the turn's question, comes from its cache)."""
        return self.derived.queries.passage(text)

    def _vector_of(self, text: str, given: tuple[str, np.ndarray] | None) -> np.ndarray:
        """``given`` (text, vector) when it embeds this very text, else a new embedding."""
        if given is None or given[0] != text:
            return self.embedding(text)
        vector = np.asarray(given[1], dtype=np.float32)
        if vector.shape != (self.embedder.dim,):
            raise InvalidInput(f"A memory's vector is {self.embedder.dim} numbers, got shape {vector.shape}.")
        return vector

    def _existing(self, user_id: str, ids: Iterable[int], what: str) -> list[int]:
        ids = check_ids(ids, what)
        found = self.store.get_many(user_id, ids)
        missing = [i for i in ids if i not in found]
        if missing:
            raise InvalidInput(f"The {what} {missing} do not exist for user {user_id!r}.")
        return ids

    # --- writes ---------------------------------------------------------------------------

    def remember(
        self,
        user_id: str,
        text: str,
        *,
        derived_from: Iterable[int] = (),
        supersedes: Iterable[int] = (),
        guard: bool = True,
        planned: bool = False,
        embedded: tuple[str, np.ndarray] | None = None,
        context: Sequence[str] = (),
        **fields,
    ) -> int:
        """``planned``: the text comes from a write plan, which already ran the guard on it.
        ``embedded``: (text, vector) already computed by :meth:`embedding`, used if that
        text is the one stored and there is no ``context``. ``context``: the turns just
        before the one this memory comes from (oldest first); the vector is made from them
        and the text (contextual memory text), the stored text and the keyword side from
        the text alone."""
        unknown = set(fields) - set(ROW_FIELDS)
        if unknown:
            raise InvalidInput(f"Unknown argument(s) {sorted(unknown)}.")
        row = self.row(user_id, text, guard=guard and not planned, **fields)
        user_id = row["user_id"]
        context = self.context_texts(context)
        with self._locks.of(user_id):
            derived_from = self._existing(user_id, derived_from, "source ids")
            supersedes = self._existing(user_id, supersedes, "ids to supersede")
            same = self.store.find_active(user_id, row["kind"], row["text"])
            if same is not None:
                self.store.mark_accessed(user_id, [same.id], row["created_at"], "repeated")
                self.derived.changed(user_id, [same.id])
                return same.id
            self.derived.vectors.ensure(user_id)
            by_key = [m.id for m in self.store.memories(user_id, key=row["key"])] if row["key"] else []
            supersedes = by_key + [i for i in supersedes if i not in by_key]
            if context:
                self._flag_contextual(user_id)
                vector = self.embedder.embed([embedding_text(row["text"], context)])[0]
            else:
                vector = self._vector_of(row["text"], embedded)
            memory_id = self.store.add(
                row,
                vector,
                supersedes=supersedes,
                derived_from=derived_from,
                op=DERIVED_OPS.get(row["kind"], "ADD"),
                reason="remember" if guard else RAW,
            )
            if not guard:
                log.warning("memory %d of user %r stored with the guard off", memory_id, user_id)
            stored = stored_row(memory_id, row)
            self.derived.added(user_id, [memory_id], vector[None, :], [row["text"]], supersedes, [stored])
            return memory_id

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
        """``context_turns`` > 0: the items are a dialogue's turns in order, and each is
        embedded after up to that many items before it with the same ``created_at`` (its
        session); the stored text stays the item's own. Ignored when ``vectors`` are given."""
        user_id = user_id_of(user_id)
        context_turns = check_int(context_turns, "context turns", minimum=0, maximum=CONTEXT_TURNS)
        if isinstance(items, (str, bytes, dict)) or not hasattr(items, "__iter__"):
            raise InvalidInput("Items are a list of texts or of dicts of remember() arguments.")
        rows = [self._bulk_row(user_id, n, item, guard) for n, item in enumerate(items, start=1)]
        if vectors is None:
            vectors = self.embedder.embed(self._embedding_texts(rows, context_turns))
        vectors = check_vectors(vectors, len(rows), self.embedder.dim)
        if not rows:
            return []
        with self._locks.of(user_id):
            if context_turns:
                self._flag_contextual(user_id)
            self.derived.vectors.ensure(user_id)
            reason = redact(str(reason)[:200])
            ids = self.store.add_many(rows, vectors, reason=reason if guard else f"{reason}; {RAW}")
            self.derived.added(user_id, ids, vectors, [r["text"] for r in rows])
            return ids

    @staticmethod
    def _embedding_texts(rows: list[dict], context_turns: int) -> list[str]:
        texts = [r["text"] for r in rows]
        if not context_turns:
            return texts
        neighbours = batch_neighbours(texts, [r["created_at"] for r in rows], context_turns)
        return [embedding_text(t, n) for t, n in zip(texts, neighbours)]

    def _flag_contextual(self, user_id: str) -> None:
        """Note (once, in the database) that this user has memories embedded with context."""
        if user_id not in self._contextual:
            if self.store.get_meta(contextual_flag(user_id)) is None:
                self.store.set_meta(contextual_flag(user_id), "1")
            self._contextual.add(user_id)

    def context_texts(self, context: Sequence[str]) -> list[str]:
        """Turns given as a memory's context, checked and masked as turns are stored (the
        vector must not carry a secret the text was kept from); the last CONTEXT_TURNS."""
        if isinstance(context, (str, bytes)) or not isinstance(context, Sequence):
            raise InvalidInput("Context is a list of the texts of the turns before, oldest first.")
        if not all(isinstance(c, str) for c in context):
            raise InvalidInput("Context is a list of texts (the turns before, oldest first).")
        return [redact(c) for c in context[-CONTEXT_TURNS:] if c.strip()]

    def _bulk_row(self, user_id: str, n: int, item: object, guard: bool) -> dict:
        fields = {"text": item} if isinstance(item, (str, bytes)) else item
        if not isinstance(fields, dict):
            raise InvalidInput(f"Item {n} is neither a text nor a dict of remember() arguments.")
        unknown = set(fields) - set(ROW_FIELDS)
        if unknown or "text" not in fields:
            raise InvalidInput(f"Item {n}: needs 'text'; unknown field(s) {sorted(unknown)}.")
        try:
            return self.row(user_id, guard=guard, **fields)
        except InvalidInput as exc:
            raise type(exc)(f"Item {n}: {exc}", *exc.args[1:]) from None

    def update(
        self,
        user_id: str,
        memory_id: int,
        *,
        text: str = None,
        importance: float = None,
        kind: str = None,
        expires_at: datetime | None = None,
        reason: str = "edited",
        guard: bool = True,
        now: datetime | None = None,
    ) -> Memory:
        user_id, memory_id = user_id_of(user_id), check_id(memory_id)
        now = self.clock.now(user_id) if now is None else check_when(now, "now")
        changes: dict = {}
        if text is not None:
            cleaned = clean_text(text, max_chars=self.settings.max_memory_chars, what="memory text")
            changes["text"] = self.guarded(cleaned, user_id) if guard else cleaned
        if importance is not None:
            changes["importance"] = check_unit(importance, "importance")
        if kind is not None:
            changes["kind"] = check_kind(kind)
        if expires_at is not None:
            changes["expires_at"] = check_when(expires_at, "expires_at")
        if not changes:
            raise InvalidInput("Nothing to update: give text, importance, kind or expires_at.")
        reason = redact(clean_text(reason, max_chars=200, what="reason"))  # kept in the event log
        vector = self.embedder.embed([changes["text"]])[0] if "text" in changes else None
        with self._locks.of(user_id):
            memory = self.store.update(
                user_id,
                memory_id,
                changes,
                at=now,
                reason=reason if guard or text is None else f"{reason}; {RAW}",
                vector=vector,
            )
            if vector is not None and memory.status == ACTIVE:
                self.derived.text_changed(user_id, memory.id, vector, memory.text)
            else:
                self.derived.changed(user_id, [memory.id])
            return memory

    def mark_accessed(
        self,
        user_id: str,
        memory_ids: Iterable[int],
        reason: str = "put in the context",
        *,
        now: datetime | None = None,
    ) -> None:
        user_id, ids = user_id_of(user_id), check_ids(memory_ids)
        now = self.clock.now(user_id) if now is None else check_when(now, "now")
        with self._locks.of(user_id):
            own = list(self.derived.rows.get_many(user_id, ids))  # cached rows; another user's ids: ignored
            self.store.mark_accessed(user_id, own, now, reason)
            self.derived.accessed(user_id, own, now)

    def set_status(
        self, user_id: str, memory_ids: Iterable[int], status: str, *, reason: str, op: str, now: datetime | None = None
    ) -> None:
        user_id = user_id_of(user_id)
        now = self.clock.now(user_id) if now is None else check_when(now, "now")
        with self._locks.of(user_id):
            ids = self._existing(user_id, memory_ids, "memory ids")
            self.derived.vectors.ensure(user_id)  # loaded from its file before the database moves on
            self.store.set_status(user_id, ids, status, at=now, reason=reason, op=op)
            if status != ACTIVE:
                self.derived.retired(user_id, ids)
            else:
                found, vectors = self.store.vectors(user_id, ids)
                rows = self.store.get_many(user_id, found.tolist())
                self.derived.added(user_id, found.tolist(), vectors, [rows[int(i)].text for i in found])

    # --- a write plan, carried out ----------------------------------------------------------

    def apply(
        self,
        user_id: str,
        plan: WritePlan,
        *,
        source_turn: int | None,
        vector: np.ndarray | None = None,
        context: Sequence[str] = (),
        now: datetime | None = None,
    ) -> Decision:
        """Carry out one plan of the write policy; returns what was done. ``vector``: the
        embedding of ``plan.text`` when the caller has it (the intake's lookup made it).
        ``context``: the chat's turns before ``source_turn`` (``recent_context``), for a
        new memory's vector (then ``vector`` is not used). ``now``: the chat turn's time
        (the user's clock unless given)."""
        c = plan.candidate
        user_id = user_id_of(user_id)
        now = self.clock.now(user_id) if now is None else check_when(now, "now")
        if plan.action == "refuse":
            self.store.add_refusals(user_id, sensitive_kinds(c.text), now)  # kinds only
        if plan.action in ("skip", "refuse"):
            return plan.decision()
        if plan.action == "update":
            target = plan.target
            self.mark_accessed(user_id, [target.id], reason="repeated", now=now)
            if c.importance > target.importance:
                self.update(user_id, target.id, importance=c.importance, reason="repeated with more weight", now=now)
            return plan.decision(target.id)
        supersedes = [plan.target.id] if plan.action == "supersede" and plan.target and not c.key else []
        memory_id = self.remember(
            user_id,
            plan.text,
            kind=c.kind,
            importance=c.importance,
            key=c.key,
            source="chat" if c.rule != "llm" else "chat-llm",
            source_turn=source_turn,
            created_at=now,
            span=c.span,
            supersedes=supersedes,
            confidence=0.9 if c.rule != "llm" else 0.8,
            planned=True,
            embedded=None if vector is None else (plan.text, vector),
            context=context,
        )
        return plan.decision(memory_id, plan.target.id if plan.target else None)

    def embed_alone(self, user_id: str, memory_ids: list[int]) -> None:
        """Embed these memories again from their own text, without the turns around them
        (a forget took one of those turns). The caller holds the user's lock."""
        user_id = user_id_of(user_id)
        rows = self.store.get_many(user_id, check_ids(memory_ids))
        if not rows:
            return
        ids = sorted(rows)
        vectors = self.embedder.embed([rows[i].text for i in ids])
        self.store.set_vectors(ids, vectors)
        for memory_id, vector in zip(ids, vectors):
            if rows[memory_id].status == ACTIVE:
                self.derived.text_changed(user_id, memory_id, vector, rows[memory_id].text)

    def reembed(self) -> None:
        """Recompute every stored vector with this lab's embedder (another model made them),
        logging progress per batch: a large lab takes a while on a slower model."""
        rows = self.store.texts()
        for start in range(0, len(rows), 256):
            chunk = rows[start : start + 256]
            self.store.set_vectors([i for i, _ in chunk], self.embedder.embed([t for _, t in chunk]))
            log.info("re-embedded %d of %d memories with %s", start + len(chunk), len(rows), self.embedder.name)
