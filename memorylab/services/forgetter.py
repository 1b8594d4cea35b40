"""Forgetting, in two steps with two promises.

1. *Unreachable at once.* One transaction deletes the memory, every older version it
   superseded and everything derived from it (consolidations and reflections are rebuilt
   from what remains), masks the words in the turns that said them, scrubs events and
   drops summaries that quoted them; in memory, every version's vector is overwritten in
   the index and the keyword postings, cached rows and cached queries are dropped. No
   index or keyword rebuild of the user.
2. *Purged from disk soon after.* DuckDB keeps deleted bytes in freed blocks until the
   file is rewritten, and the index files hold the old vectors until they are saved. The
   :class:`Purger` batches forgets and does both in the background a few seconds after
   the last one (at most ``max_wait`` after the first), on a clean close, and at the next
   open when a crash interrupted it (the pending flag is written in the forget's own
   transaction).

A memory embedded with its neighbouring turns (contextual memory text) carries their
words in its vector: when a neighbour goes, every memory that may have had it as
context is embedded again from its own text, in the same step (its keyword postings
never held the neighbour's words).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterable
from datetime import datetime

from memorylab.clock import Clock
from memorylab.models import Memory
from memorylab.policies.contextual import CONTEXT_TURNS, contextual_flag
from memorylab.policies.guard import redact
from memorylab.policies.redaction import (
    echo_words,
    fact_of,
    mask_echoes,
    mask_marks,
    mask_restatements,
    mask_span,
    restating,
    scrub,
)
from memorylab.services.derived import Derived
from memorylab.services.locks import UserLocks
from memorylab.storage.base import Store
from memorylab.validate import check_choice, check_ids, check_when, clean_text, user_id_of

log = logging.getLogger(__name__)
CONSOLIDATED = "consolidated"
MIN_PHRASE = 6  # shorter spans ("I'm") are masked in their own turn only
FORGET_OPS = ("FORGET", "EXPIRE", "EVICT")

# Rebuilds a derived memory from the sources that remain after one was forgotten.
Rebuild = Callable[[str, Memory, list[int]], None]
# Rebuilds the summaries of sessions whose turns a forget masked.
RefreshSummaries = Callable[[str, list[int]], None]
# Embeds memories again from their own text alone (their context held forgotten words).
EmbedAlone = Callable[[str, list[int]], None]


class Purger:
    """Batches the purge-from-disk step of forgets and runs it off the caller's thread."""

    def __init__(self, store: Store, flush_indexes: Callable[[], None], *, delay: float = 2.0, max_wait: float = 30.0):
        self.store, self.flush_indexes = store, flush_indexes
        self.delay, self.max_wait = delay, max_wait
        self._first: float | None = None
        self._last = 0.0
        self._cond = threading.Condition()
        self._closed = False
        self._running = False
        self.purged = 0  # purges completed by this process
        self.last_seconds: float | None = None
        self._thread = threading.Thread(target=self._loop, name="memorylab-purge", daemon=True)
        self._thread.start()

    def schedule(self) -> None:
        with self._cond:
            now = time.monotonic()
            self._first = self._first or now
            self._last = now
            self._cond.notify()

    @property
    def pending(self) -> bool:
        """True until the purge has rewritten the file (not only until it has started)."""
        return self._first is not None or self._running

    def status(self) -> dict:
        waited = time.monotonic() - self._first if self._first else 0.0
        return {
            "pending": self.pending,
            "waiting_seconds": round(waited, 1),
            "purged": self.purged,
            "last_purge_seconds": self.last_seconds,
        }

    def _due_in(self) -> float | None:
        if self._first is None:
            return None
        now = time.monotonic()
        return max(0.0, min(self._last + self.delay, self._first + self.max_wait) - now)

    def _loop(self) -> None:
        while True:
            with self._cond:
                while not self._closed and (self._due_in() is None or self._due_in() > 0):
                    self._cond.wait(self._due_in())
                if self._closed:
                    return
            try:
                self.run()
            except Exception:  # noqa: BLE001 - retried at close and at the next open
                log.exception("purge failed; it will be retried")
                with self._cond:
                    self._cond.wait(self.delay)

    def run(self) -> None:
        """Purge now: save the index files (forgotten vectors already overwritten), then
        rewrite the database file without the freed blocks."""
        with self._cond:
            first, self._first, self._running = self._first, None, True
        start = time.perf_counter()
        try:
            self.flush_indexes()
            self.store.purge()
        except BaseException:
            with self._cond:  # still pending: retried by the loop, at close or at the next open
                self._first = self._first or first or time.monotonic()
            raise
        finally:
            with self._cond:
                self._running = False
        self.last_seconds = round(time.perf_counter() - start, 3)
        self.purged += 1

    def close(self) -> None:
        """Finish a pending purge, then stop the thread."""
        with self._cond:
            self._closed = True
            self._cond.notify()
        self._thread.join(timeout=60)
        if self.pending or self.store.purge_pending():
            self.run()


class Cascade:
    """The forget cascade every forgetting runs (``lab.forget``, "forget that" in chat,
    expiry, eviction): :meth:`forget_many`, logged under its operation."""

    def __init__(
        self,
        store: Store,
        derived: Derived,
        clock: Clock,
        locks: UserLocks,
        purger: Purger,
        rebuild: Rebuild,
        refresh_summaries: RefreshSummaries,
        embed_alone: EmbedAlone | None = None,
    ):
        self.store, self.derived, self.clock, self._locks = store, derived, clock, locks
        self.purger, self.rebuild, self.refresh_summaries = purger, rebuild, refresh_summaries
        self.embed_alone = embed_alone

    def forget_many(
        self, user_id: str, memory_ids: Iterable[int], *, reason: str, op: str = "FORGET", now: datetime | None = None
    ) -> list[int]:
        """Remove memories, their older versions and what was derived from them. Returns
        every id removed; raises NotFound for an id that is not (or no longer) there.
        ``now``: the time logged (the chat turn's; the user's clock otherwise)."""
        user_id, ids = user_id_of(user_id), check_ids(memory_ids)
        now = self.clock.now(user_id) if now is None else check_when(now, "now")
        op = check_choice(op, "operation", FORGET_OPS)
        reason = redact(clean_text(reason, max_chars=200, what="reason"))
        with self._locks.of(user_id):
            targets: list[int] = []
            for memory_id in ids:
                memory = self.store.get(user_id, memory_id)
                chain = self.store.supersession_chain(user_id, memory.id)
                if memory.kind == "consolidation":  # its merged originals say the same things
                    chain += [m.id for m in self._originals(user_id, memory.id) if m.status == CONSOLIDATED]
                targets += [i for i in chain if i not in targets]
            rebuild = self._derived_closure(user_id, targets)
            removed = targets + [d.id for d, _ in rebuild if d.id not in targets]
            removed += [i for i in self._lessons_echoing(user_id, removed) if i not in removed]
            turn_contents, phrases = self._redactions(user_id, removed)
            self.derived.vectors.ensure(user_id)  # loaded from its file before the database moves on
            holders = self._context_holders(user_id, removed, sorted(turn_contents))
            if holders and self.embed_alone:  # first: a crash before the erase leaks nothing
                self.embed_alone(user_id, holders)
            self.store.erase(
                user_id,
                removed,
                phrases=phrases,
                turn_contents=turn_contents,
                at=now,
                reason=scrub(reason, phrases),  # the reason outlives the erase: it must not quote it
                op=op,
            )
            self.derived.forgotten(user_id, removed)
            for derived, sources in rebuild:
                remaining = [s for s in sources if s not in removed]
                if remaining:
                    self.rebuild(user_id, derived, remaining)
            if turn_contents:
                self.refresh_summaries(user_id, sorted(turn_contents))
            self.purger.schedule()
            return removed

    def _originals(self, user_id: str, consolidation_id: int) -> list[Memory]:
        sources = [dst for (_, dst, _) in self.store.links(user_id, src=consolidation_id, rel="derived_from")]
        rows = self.store.get_many(user_id, sources)
        return [rows[i] for i in sources if i in rows]

    def _redactions(self, user_id: str, ids: list[int]) -> tuple[dict[int, str], list[str]]:
        """The masked content of every turn a forgotten memory came from, and the phrases
        (memory texts, the words of each source span) to mask wherever else they appear."""
        rows = self.store.get_many(user_id, ids)
        spans = self.store.spans(user_id, ids)
        turns = {t["id"]: t["content"] for t in self.store.turns(user_id, ids=sorted({s[0] for s in spans.values()}))}
        phrases = [m.text for m in rows.values()]
        for turn_id, start, end in spans.values():
            if turn_id in turns and start is not None:
                turns[turn_id], said = mask_span(turns[turn_id], start, end)
                if len(said.strip()) >= MIN_PHRASE:
                    phrases.append(said.strip())
        facts = [f for f in (restating(m.text) for m in rows.values()) if f]
        echoed = [fact_of(m.text) for m in rows.values() if m.kind != "lesson"]
        # one pass over the user's turns for every phrase quoted and every fact restated or echoed
        rare_words = [max(fact, key=len) for fact in facts]
        for turn in self.store.turns(user_id, matching=phrases + rare_words + echo_words(echoed)):
            before = turns.get(turn["id"], turn["content"])
            content = mask_restatements(scrub(before, phrases), facts)
            if turn["role"] == "assistant":  # a reply that said it back, in any words
                content = mask_echoes(content, echoed)
            else:  # the user's own mention of its name or number, in a turn no memory came from
                content = mask_marks(content, echoed)
            if content != turn["content"]:
                turns[turn["id"]] = content
        return turns, list(dict.fromkeys(phrases))

    def _context_holders(self, user_id: str, removed: list[int], changed_turns: list[int]) -> list[int]:
        """The remaining memories whose vector may hold a forgotten memory's words as
        context: the CONTEXT_TURNS memories after each of the same date (a dialogue
        imported turn by turn) and those written from the CONTEXT_TURNS chat turns after
        each turn the forget masked. A superset is harmless: embedding a memory that had
        no context from its own text gives the vector it already has. Nothing to look for
        (and no read of the user's memories) when none was ever embedded with context."""
        if self.store.get_meta(contextual_flag(user_id)) is None:
            return []
        removed_ids, every = set(removed), self.store.memories(user_id, status=None)
        gone = [m for m in every if m.id in removed_ids]
        rest = [m for m in every if m.id not in removed_ids]
        holders: set[int] = set()
        for m in gone:
            holders.update([r.id for r in rest if r.created_at == m.created_at and r.id > m.id][:CONTEXT_TURNS])
        following = self._turns_after(user_id, changed_turns)
        holders.update(r.id for r in rest if r.source_turn in following)
        return sorted(holders)

    def _turns_after(self, user_id: str, turn_ids: list[int]) -> set[int]:
        """The CONTEXT_TURNS turns after each of ``turn_ids`` in its own session."""
        out: set[int] = set()
        for turn in self.store.turns(user_id, ids=turn_ids) if turn_ids else []:
            later = self.store.turns(user_id, turn["session_id"], after=turn["id"])
            out.update(t["id"] for t in later[:CONTEXT_TURNS])
        return out

    def _lessons_echoing(self, user_id: str, ids: list[int]) -> list[int]:
        """Lessons (thumbs-down notes) that quote or echo a memory being forgotten: they go too."""
        rows = self.store.get_many(user_id, ids)
        echoed = [fact_of(m.text) for m in rows.values() if m.kind != "lesson"]
        texts = [m.text.casefold() for m in rows.values()]
        lessons = self.store.memories(user_id, kind="lesson", status=None) if echoed else []
        return [
            m.id for m in lessons if any(t in m.text.casefold() for t in texts) or mask_echoes(m.text, echoed) != m.text
        ]

    def _derived_closure(self, user_id: str, ids: list[int]) -> list[tuple[Memory, list[int]]]:
        """Memories derived (transitively) from ``ids``, each with its full source list."""
        found: list[tuple[Memory, list[int]]] = []
        frontier, seen = list(ids), set(ids)
        while frontier:
            derived_ids = {
                src for f in frontier for (src, _, _) in self.store.links(user_id, dst=f, rel="derived_from")
            }
            frontier = [d for d in derived_ids if d not in seen]
            seen.update(frontier)
            for d in frontier:
                sources = [dst for (_, dst, _) in self.store.links(user_id, src=d, rel="derived_from")]
                found.append((self.store.get(user_id, d), sources))
        return found
