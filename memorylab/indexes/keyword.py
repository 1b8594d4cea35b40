"""Keyword search (BM25), one inverted index per user, derived from the store.

Kept in step with every write and forget as it happens: adding a memory adds its terms'
postings, removing one (superseded, consolidated, forgotten) takes them out, and a term
no memory holds any more leaves the vocabulary at once. Nothing is ever rebuilt whole,
so a forget costs the forgotten memory's terms, not the user's size.

A search touches only the postings of the query's terms (no pass over every document):
each term's postings are cached as numpy arrays until that term changes, partial scores
are added into a scratch buffer at the postings' positions, and the top ``n`` are picked
from the touched positions alone.

Scoring is Lucene's BM25 (as in Anserini and bm25s's "lucene" method):
``idf = ln(1 + (N - df + 0.5) / (df + 0.5))``, ``tf / (tf + k1 (1 - b + b dl / avgdl))``.
Tokens: lower-cased words of two or more characters, English stopwords removed (bm25s's
list), stemmed by PyStemmer (Snowball English). bm25s itself cannot add or remove a
document without re-indexing everything, which is why the postings are kept here.
"""

from __future__ import annotations

import math
import re
import threading
from bisect import bisect_left
from collections import Counter
from collections.abc import Iterable

import numpy as np
from bm25s.stopwords import STOPWORDS_EN

from memorylab.settings import KeywordParams
from memorylab.storage.base import Store

try:  # PyStemmer: "running" and "runs" match "run"
    import Stemmer

    _STEM = Stemmer.Stemmer("english").stemWord
except ImportError:  # pragma: no cover - listed in requirements; degrade to plain words
    _STEM = None

_TOKEN = re.compile(r"(?u)\b\w\w+\b")
_STOP = frozenset(STOPWORDS_EN)


def tokenize(text: str, stem: bool = True) -> list[str]:
    words = [w for w in _TOKEN.findall(text.lower()) if w not in _STOP]
    return [_STEM(w) for w in words] if stem and _STEM is not None else words


class _Postings:
    """One term's postings: position -> term frequency, with numpy views made on demand."""

    __slots__ = ("tf", "_arrays")

    def __init__(self):
        self.tf: dict[int, int] = {}
        self._arrays: tuple[np.ndarray, np.ndarray] | None = None

    def arrays(self) -> tuple[np.ndarray, np.ndarray]:
        if self._arrays is None:
            self._arrays = (
                np.fromiter(self.tf.keys(), np.int64, len(self.tf)),
                np.fromiter(self.tf.values(), np.float32, len(self.tf)),
            )
        return self._arrays

    def changed(self) -> None:
        self._arrays = None


class UserKeywords:
    """One user's inverted index. Positions are dense slots; ``ids[pos]`` is the memory id."""

    def __init__(self, params: KeywordParams):
        self.params = params
        self.postings: dict[str, _Postings] = {}
        self.terms: dict[int, Counter] = {}  # position -> its term counts
        self.position: dict[int, int] = {}  # memory id -> position
        self.ids = np.zeros(1024, dtype=np.int64)  # position -> memory id
        self.lengths = np.zeros(1024, dtype=np.float32)
        self.order: list[int] = []  # live memory ids, ascending: write order
        self.total_length = 0
        self._next = 0
        self._scratch = np.zeros(1024, dtype=np.float32)

    def __len__(self) -> int:
        return len(self.position)

    @property
    def vocabulary(self) -> set[str]:
        return set(self.postings)

    def add(self, memory_id: int, text: str) -> None:
        memory_id = int(memory_id)
        if memory_id in self.position:
            self.remove(memory_id)
        counts = Counter(tokenize(text, self.params.stem))
        pos = self._slot()
        self.position[memory_id], self.ids[pos] = pos, memory_id
        self.terms[pos] = counts
        self.lengths[pos] = sum(counts.values())
        self.total_length += int(self.lengths[pos])
        for term, tf in counts.items():
            postings = self.postings.setdefault(term, _Postings())
            postings.tf[pos] = tf
            postings.changed()
        if not self.order or memory_id > self.order[-1]:
            self.order.append(memory_id)
        else:
            self.order.insert(bisect_left(self.order, memory_id), memory_id)

    def remove(self, memory_id: int) -> None:
        pos = self.position.pop(int(memory_id), None)
        if pos is None:
            return
        for term in self.terms.pop(pos):
            postings = self.postings[term]
            del postings.tf[pos]
            if postings.tf:
                postings.changed()
            else:
                del self.postings[term]  # the word leaves the vocabulary
        self.total_length -= int(self.lengths[pos])
        self.lengths[pos] = 0
        at = bisect_left(self.order, int(memory_id))
        if at < len(self.order) and self.order[at] == int(memory_id):
            del self.order[at]

    def _slot(self) -> int:
        if self._next >= len(self.ids):
            grow = len(self.ids)
            self.ids = np.concatenate([self.ids, np.zeros(grow, np.int64)])
            self.lengths = np.concatenate([self.lengths, np.zeros(grow, np.float32)])
            self._scratch = np.zeros(len(self.ids), np.float32)
        self._next += 1
        return self._next - 1

    def _term_scores(self, term: str) -> tuple[np.ndarray, np.ndarray] | None:
        postings = self.postings.get(term)
        if postings is None:
            return None
        positions, tf = postings.arrays()
        n, df = len(self.position), len(positions)
        idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
        k1, b = self.params.k1, self.params.b
        avgdl = max(self.total_length / max(n, 1), 1e-9)
        norm = k1 * (1 - b + b * self.lengths[positions] / avgdl)
        return positions, (idf * tf / (tf + norm)).astype(np.float32)

    def search(self, query: str, n: int, also: Iterable[int] = ()) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Top ``n`` memory ids with a score above 0, best first, their scores, and the
        scores of the ids in ``also`` (0 where the query's words are not in them).

        Work is proportional to the postings of the query's terms, never to the user's
        size: partial scores are added into a scratch buffer at the postings' positions,
        the best are picked from those positions alone, and the buffer is reset there."""
        also = [self.position.get(int(i), -1) for i in also]
        parts = [p for p in (self._term_scores(t) for t in set(tokenize(query, self.params.stem))) if p]
        if not parts or n <= 0:
            return np.empty(0, np.int64), np.empty(0, np.float32), np.zeros(len(also), np.float32)
        buffer = self._scratch
        for positions, partial in parts:
            buffer[positions] += partial  # positions are unique within one term
        touched = parts[0][0] if len(parts) == 1 else np.concatenate([p for p, _ in parts])
        scores = buffer[touched]
        wanted = min(len(touched), n * len(parts))  # a position touched by k terms appears k times
        top = np.argpartition(-scores, wanted - 1)[:wanted] if len(touched) > wanted else np.arange(len(touched))
        top = top[np.argsort(-scores[top], kind="stable")]
        best = list(dict.fromkeys(touched[top].tolist()))[:n]
        also_scores = np.array([buffer[p] if p >= 0 else 0.0 for p in also], dtype=np.float32)
        best_scores = buffer[best].copy()
        buffer[touched] = 0.0
        return self.ids[best], best_scores, also_scores

    def places(self, ids: Iterable[int]) -> np.ndarray:
        """Each id's rank in write order among live memories (-1 if not held)."""
        out = np.full(len(ids), -1, dtype=np.int64)
        for j, memory_id in enumerate(ids):
            at = bisect_left(self.order, int(memory_id))
            if at < len(self.order) and self.order[at] == int(memory_id):
                out[j] = at
        return out


class KeywordIndex:
    """Every user's keyword index, built from the store on first use, then patched."""

    def __init__(self, store: Store, params: KeywordParams | None = None):
        self.store, self.params = store, params or KeywordParams()
        self._users: dict[str, UserKeywords] = {}
        self._lock = threading.RLock()

    def _get(self, user_id: str) -> UserKeywords:
        with self._lock:
            index = self._users.get(user_id)
            if index is None:
                index = UserKeywords(self.params)
                for memory in self.store.memories(user_id):
                    index.add(memory.id, memory.text)
                self._users[user_id] = index
            return index

    def add(self, user_id: str, items: Iterable[tuple[int, str]]) -> None:
        """``items``: (id, text) pairs now active for this user."""
        with self._lock:
            if user_id not in self._users:
                return  # built from the store on first use
            index = self._users[user_id]
            for memory_id, text in items:
                index.add(memory_id, text)

    def remove(self, user_id: str, ids: Iterable[int]) -> None:
        """These ids stop matching at once; words only they held leave the vocabulary."""
        with self._lock:
            index = self._users.get(user_id)
            if index is not None:
                for memory_id in ids:
                    index.remove(memory_id)

    def drop(self, user_id: str) -> None:
        """Forget the whole user's index; the next search builds it from the store."""
        with self._lock:
            self._users.pop(user_id, None)

    def vocabulary(self, user_id: str) -> set[str]:
        return self._get(user_id).vocabulary

    def positions(self, user_id: str, ids: Iterable[int]) -> np.ndarray:
        """Each id's place in the user's write order (-1 if the index does not hold it)."""
        with self._lock:
            return self._get(user_id).places(ids)

    def search(
        self, user_id: str, query: str, n: int, also: Iterable[int] = ()
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Top ``n`` ids by BM25 (score > 0 only), their scores, and the scores of ``also``."""
        with self._lock:
            return self._get(user_id).search(query, n, also)
