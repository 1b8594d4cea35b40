"""Keyword search (BM25), one inverted index per user, derived from the store.

Kept in step with every write and forget as it happens: adding a memory adds its terms'
postings, removing one (superseded, consolidated, forgotten) takes them out, and a term
no memory holds any more leaves the vocabulary at once. Nothing is ever rebuilt whole,
so a forget costs the forgotten memory's terms, not the user's size. The index of one
user, its scoring and its search are in ``indexes/bm25.py``; this module keeps every
user's, loads and saves them.

Persisted, so a restart costs no re-tokenising (7.4 s at 100k memories before): each
user's postings are saved beside the vector index (``<slug>.postings.npz``, a few flat
numpy arrays) with a ``<slug>.postings.json`` sidecar holding the file's checksum (XXH3), the digest of the
ids it holds (as the vector index's) and the last event id it reflects. On load the
checksum is verified before numpy reads a byte, the events written since are applied
(the memories they name re-read from the store), and the result must match the store's
digest; a damaged, stale or unreadable file is rebuilt from the store, never trusted.
A build, when one is needed, tokenises every text and lays the postings out in one
vectorised pass (no per-posting append). The purge step saves the file again, so a
forgotten memory's words leave the disk with its vector.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterable
from pathlib import Path

import numpy as np

from memorylab.indexes.bm25 import UserKeywords
from memorylab.indexes.files import checksums, intact, slug
from memorylab.indexes.registry import PerUserRegistry
from memorylab.models import ACTIVE
from memorylab.settings import KeywordParams
from memorylab.storage.base import Store

log = logging.getLogger(__name__)
FORMAT = 1  # of the saved postings
REPLAY_LIMIT = 5000  # more memories changed since the save than this: rebuild instead


class KeywordIndex:
    """Every user's keyword index: loaded from its file or built from the store on first
    use, then patched; saved by :meth:`flush` when ``folder`` is given."""

    def __init__(self, store: Store, params: KeywordParams | None = None, folder: Path | None = None):
        self.store, self.params = store, params or KeywordParams()
        self.folder = None if folder is None else Path(folder)
        if self.folder is not None:
            self.folder.mkdir(parents=True, exist_ok=True)
        self._users: PerUserRegistry[UserKeywords] = PerUserRegistry(lambda uid: self._load(uid) or self._build(uid))
        self.log: list[str] = []  # what happened to the files, for the status panel

    def _get(self, user_id: str) -> UserKeywords:
        return self._users.get(user_id)

    def _build(self, user_id: str) -> UserKeywords:
        index = UserKeywords.built(self.params, ((m.id, m.text) for m in self.store.memories(user_id)))
        index.dirty = self.folder is not None  # saved at the next flush
        return index

    # --- the files ------------------------------------------------------------------------

    def _paths(self, user_id: str) -> tuple[Path, Path]:
        name = slug(user_id)
        return self.folder / f"{name}.postings.npz", self.folder / f"{name}.postings.json"

    def _note(self, message: str) -> None:
        log.warning(message)
        self.log.append(message)

    def _load(self, user_id: str) -> UserKeywords | None:
        if self.folder is None:
            return None
        path, sidecar = self._paths(user_id)
        if not path.exists():
            return None
        try:
            meta = json.loads(sidecar.read_text())
            if not intact(path, meta, ""):
                self._note(f"keyword postings of user {user_id!r} are corrupt (checksum mismatch): rebuilding")
                return None
            if meta.get("format") != FORMAT or meta.get("stem") != self.params.stem:
                self._note(f"keyword postings of user {user_id!r} were made differently: rebuilding")
                return None
            with np.load(path, allow_pickle=False) as saved:
                index = UserKeywords.from_arrays(self.params, {k: saved[k] for k in saved.files})
            if not self._catch_up(user_id, index, int(meta["events"])):
                self._note(f"keyword postings of user {user_id!r} are stale (ids differ from the database): rebuilding")
                return None
            return index
        except (OSError, ValueError, KeyError, TypeError, IndexError, UnicodeDecodeError, MemoryError) as exc:
            self._note(f"keyword postings of user {user_id!r} unreadable ({exc}): rebuilding")
            return None

    def _catch_up(self, user_id: str, index: UserKeywords, after: int) -> bool:
        """Apply what the event log says changed since the file was saved (a crash may have
        kept the last changes from it); True if the index then agrees with the store."""
        events = self.store.events(user_id, after=after)
        changed = sorted({e.memory_id for e in events if e.memory_id is not None and e.op != "ACCESS"})
        if len(changed) > REPLAY_LIMIT:
            return False
        if changed:
            rows = self.store.get_many(user_id, changed)
            for memory_id in changed:
                index.remove(memory_id)
                row = rows.get(memory_id)
                if row is not None and row.status == ACTIVE:
                    index.add(memory_id, row.text)
        return digest(index.position) == self.store.digest(user_id)

    def _save(self, user_id: str, index: UserKeywords) -> None:
        """Write the postings and their sidecar (the caller holds the user's lock, so the
        event id recorded is one the postings reflect)."""
        path, sidecar = self._paths(user_id)
        tmp = path.with_suffix(".tmp")
        with open(tmp, "wb") as f:
            np.savez(f, **index.arrays())
        meta = {
            "format": FORMAT,
            "stem": self.params.stem,
            **checksums(tmp),
            "digest": digest(index.position),
            "events": int(self.store.last_event_id(user_id)),
        }
        os.replace(tmp, path)
        sidecar.write_text(json.dumps(meta))
        index.dirty = False

    def flush(self, user_id: str | None = None) -> None:
        """Save every changed index (or this user's). Call it holding the user's lock."""
        if self.folder is None:
            return
        for uid, index in self._users.items():
            if user_id is None or uid == user_id:
                with index.lock:
                    if index.dirty:
                        self._save(uid, index)

    def dirty_users(self) -> list[str]:
        if self.folder is None:
            return []
        return [uid for uid, index in self._users.items() if index.dirty]

    # --- changes and search -----------------------------------------------------------------

    def add(self, user_id: str, items: Iterable[tuple[int, str]]) -> None:
        """``items``: (id, text) pairs now active for this user. An index not in memory is
        left alone: its next load reads the change from the event log."""
        index = self._users.peek(user_id)
        if index is not None:
            with index.lock:
                for memory_id, text in items:
                    index.add(memory_id, text)

    def remove(self, user_id: str, ids: Iterable[int], *, forgotten: bool = False) -> None:
        """These ids stop matching at once; words only they held leave the vocabulary.
        ``forgotten``: a saved file holds their words, so it is loaded (applying the
        change) and saved again at the next flush, which the purge step runs."""
        index = self._users.peek(user_id)
        if index is None and forgotten and self.folder is not None and self._paths(user_id)[0].exists():
            index = self._get(user_id)
        if index is not None:
            with index.lock:
                for memory_id in ids:
                    index.remove(memory_id)
                index.dirty = index.dirty or forgotten

    def drop(self, user_id: str) -> None:
        """Forget the whole user's index; the next search loads or builds it again."""
        self._users.drop(user_id)

    def loaded(self, user_id: str) -> bool:
        """Whether the user's index is in memory (a recall now would not load or build it)."""
        return self._users.loaded(user_id)

    def ensure(self, user_id: str) -> None:
        """Load (or build) the user's index now."""
        self._get(user_id)

    def vocabulary(self, user_id: str) -> set[str]:
        index = self._get(user_id)
        with index.lock:
            return index.vocabulary

    def positions(self, user_id: str, ids: Iterable[int]) -> np.ndarray:
        """Each id's place in the user's write order (-1 if the index does not hold it)."""
        index = self._get(user_id)
        with index.lock:
            return index.places(ids)

    def full_match(self, user_id: str, query: str) -> float:
        """See :meth:`UserKeywords.full_match`."""
        index = self._get(user_id)
        with index.lock:
            return index.full_match(query)

    def expansion(self, user_id: str, query: str, texts: list[str], n: int) -> list[str]:
        """See :meth:`UserKeywords.expansion`."""
        index = self._get(user_id)
        with index.lock:
            return index.expansion(query, texts, n)

    def search(
        self, user_id: str, query: str, n: int, also: Iterable[int] = ()
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Top ``n`` ids by BM25 (score > 0 only), their scores, and the scores of ``also``."""
        index = self._get(user_id)
        with index.lock:
            return index.search(query, n, also)


def digest(position: dict[int, int]) -> dict:
    """Count, sum and max of the ids held: what the store's digest of active ids must equal."""
    return {"count": len(position), "id_sum": sum(position), "id_max": max(position, default=0)}
