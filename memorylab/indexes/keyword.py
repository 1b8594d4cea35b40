"""Keyword search (BM25), one inverted index per user, derived from the store.

Kept in step with every write and forget as it happens: adding a memory adds its terms'
postings, removing one (superseded, consolidated, forgotten) takes them out, and a term
no memory holds any more leaves the vocabulary at once. Nothing is ever rebuilt whole,
so a forget costs the forgotten memory's terms, not the user's size.

A search touches only the postings of the query's terms (no pass over every document):
each term's postings are kept as numpy arrays (appended to, never rebuilt), partial scores
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
    """One term's postings as growable numpy arrays: positions (ascending: a position is
    never reused) and term frequencies. A removal zeroes its frequency; the arrays are
    compacted once half of them are dead, so a search reads them as they are."""

    __slots__ = ("positions", "tf", "n", "live", "cached")

    def __init__(self):
        self.cached: tuple[tuple, np.ndarray] | None = None  # (collection state, partial scores)
        self.positions = np.zeros(4, dtype=np.int64)
        self.tf = np.zeros(4, dtype=np.float32)
        self.n = 0
        self.live = 0

    def append(self, pos: int, tf: int) -> None:
        if self.n == len(self.positions):
            self.positions = np.concatenate([self.positions, np.zeros(self.n, np.int64)])
            self.tf = np.concatenate([self.tf, np.zeros(self.n, np.float32)])
        self.positions[self.n], self.tf[self.n] = pos, tf
        self.n += 1
        self.live += 1

    def remove(self, pos: int) -> None:
        slot = int(np.searchsorted(self.positions[: self.n], pos))
        if slot < self.n and self.positions[slot] == pos and self.tf[slot] > 0:
            self.tf[slot] = 0.0
            self.live -= 1
            if self.live * 2 < self.n:
                keep = self.tf[: self.n] > 0
                self.positions, self.tf = self.positions[: self.n][keep].copy(), self.tf[: self.n][keep].copy()
                self.n = len(self.positions)

    def arrays(self) -> tuple[np.ndarray, np.ndarray]:
        return self.positions[: self.n], self.tf[: self.n]


class UserKeywords:
    """One user's inverted index. Positions are dense slots; ``ids[pos]`` is the memory id."""

    def __init__(self, params: KeywordParams):
        self.params = params
        self.postings: dict[str, _Postings] = {}
        self.terms: dict[int, Counter] = {}  # position -> its term counts
        self.position: dict[int, int] = {}  # memory id -> position
        self.ids = np.zeros(1024, dtype=np.int64)  # position -> memory id
        self.lengths = np.zeros(1024, dtype=np.float32)
        self._order = np.zeros(1024, dtype=np.int64)  # live memory ids, ascending: write order
        self._live = 0
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
            self.postings.setdefault(term, _Postings()).append(pos, tf)
        if self._live == len(self._order):
            self._order = np.concatenate([self._order, np.zeros(self._live, np.int64)])
        if not self._live or memory_id > self._order[self._live - 1]:
            self._order[self._live] = memory_id  # the usual case: ids grow with writes
        else:
            at = int(np.searchsorted(self._order[: self._live], memory_id))
            self._order[at + 1 : self._live + 1] = self._order[at : self._live]
            self._order[at] = memory_id
        self._live += 1

    def remove(self, memory_id: int) -> None:
        pos = self.position.pop(int(memory_id), None)
        if pos is None:
            return
        for term in self.terms.pop(pos):
            postings = self.postings[term]
            postings.remove(pos)
            if not postings.live:
                del self.postings[term]  # the word leaves the vocabulary
        self.total_length -= int(self.lengths[pos])
        self.lengths[pos] = 0
        at = int(np.searchsorted(self._order[: self._live], int(memory_id)))
        if at < self._live and self._order[at] == int(memory_id):
            self._order[at : self._live - 1] = self._order[at + 1 : self._live]
            self._live -= 1

    def _slot(self) -> int:
        if self._next >= len(self.ids):
            grow = len(self.ids)
            self.ids = np.concatenate([self.ids, np.zeros(grow, np.int64)])
            self.lengths = np.concatenate([self.lengths, np.zeros(grow, np.float32)])
            self._scratch = np.zeros(len(self.ids), np.float32)
        self._next += 1
        return self._next - 1

    def _idf(self, postings: _Postings) -> float:
        n, df = len(self.position), postings.live
        return math.log(1 + (n - df + 0.5) / (df + 0.5))

    def _partial(self, idf: float | np.ndarray, tf: np.ndarray, positions: np.ndarray) -> np.ndarray:
        """Lucene BM25 for one term at these positions: ``idf * tf / (tf + k1 (1 - b + b dl/avgdl))``."""
        k1, b = self.params.k1, self.params.b
        avgdl = max(self.total_length / max(len(self.position), 1), 1e-9)
        norm = k1 * (1 - b + b * self.lengths[positions] / avgdl)
        return (idf * tf / (tf + norm)).astype(np.float32)

    def search(self, query: str, n: int, also: Iterable[int] = ()) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Top ``n`` memory ids with a score above 0, best first, their scores, and the
        exact scores of the ids in ``also`` (0 where the query's words are not in them).

        Work follows the postings of the query's terms, never a pass over the user's
        documents: each term's partial scores (cached until a write changes the
        collection's statistics) are added into a scratch buffer at its positions, the
        best are picked from the touched positions, and the buffer is reset there."""
        terms = [(self._idf(self.postings[t]), t) for t in set(tokenize(query, self.params.stem)) if t in self.postings]
        position = self.position
        also = [position.get(i, -1) for i in np.asarray(also, dtype=np.int64).tolist()]
        if not terms or n <= 0:
            return np.empty(0, np.int64), np.empty(0, np.float32), np.zeros(len(also), np.float32)
        buffer, touched = self._scratch, []
        for idf, term in terms:
            positions, partial = self._term_partial(term, idf)
            buffer[positions] += partial  # positions are unique within one term
            touched.append(positions)
        everything = touched[0] if len(touched) == 1 else np.concatenate(touched)
        scores = buffer[everything]
        wanted = min(len(everything), n * len(touched))  # a document touched by k terms appears k times
        top = np.argpartition(-scores, wanted - 1)[:wanted] if len(everything) > wanted else np.arange(len(everything))
        top = top[np.argsort(-scores[top], kind="stable")]
        best = [p for p in dict.fromkeys(everything[top].tolist()) if buffer[p] > 0][:n]  # dead postings score 0
        best_scores = buffer[best].copy()
        also_scores = np.where(np.array(also) >= 0, buffer[np.array(also, dtype=np.int64)], 0.0).astype(np.float32)
        buffer[everything] = 0.0
        return self.ids[best], best_scores, also_scores

    def full_match(self, query: str) -> float:
        """The BM25 a memory of average length holding each of the query's known words once
        would score: ``sum(idf) / (1 + k1)``. The keyword side's absolute scale."""
        terms = {t for t in tokenize(query, self.params.stem) if t in self.postings}
        return sum(self._idf(self.postings[t]) for t in terms) / (1 + self.params.k1)

    def expansion(self, query: str, texts: list[str], n: int) -> list[str]:
        """Pseudo-relevance feedback: the ``n`` words of ``texts`` (the first hits) with the
        highest summed tf x idf, leaving out the query's own words and numbers."""
        asked = set(tokenize(query, self.params.stem))
        weight: Counter = Counter()
        for text in texts:
            for word in tokenize(text, stem=False):
                term = _STEM(word) if self.params.stem and _STEM is not None else word
                if term not in asked and term in self.postings and not word.isdigit():
                    weight[word] += self._idf(self.postings[term])
        return [word for word, _ in weight.most_common(n)]

    def _term_partial(self, term: str, idf: float) -> tuple[np.ndarray, np.ndarray]:
        """A term's positions and partial scores, computed once per state of the collection."""
        postings = self.postings[term]
        key = (len(self.position), self.total_length, postings.n, postings.live)
        if postings.cached is None or postings.cached[0] != key:
            positions, tf = postings.arrays()
            postings.cached = (key, self._partial(idf, tf, positions))
        return postings.arrays()[0], postings.cached[1]

    @property
    def order(self) -> list[int]:
        """Live memory ids in write order."""
        return self._order[: self._live].tolist()

    def places(self, ids: Iterable[int]) -> np.ndarray:
        """Each id's rank in write order among live memories (-1 if not held)."""
        ids = np.asarray(list(ids), dtype=np.int64)
        live = self._order[: self._live]
        if not len(ids) or not len(live):
            return np.full(len(ids), -1, dtype=np.int64)
        at = np.searchsorted(live, ids)
        held = live[np.minimum(at, len(live) - 1)] == ids
        return np.where(held, at, -1)


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

    def full_match(self, user_id: str, query: str) -> float:
        """See :meth:`UserKeywords.full_match`."""
        with self._lock:
            return self._get(user_id).full_match(query)

    def expansion(self, user_id: str, query: str, texts: list[str], n: int) -> list[str]:
        """See :meth:`UserKeywords.expansion`."""
        with self._lock:
            return self._get(user_id).expansion(query, texts, n)

    def search(
        self, user_id: str, query: str, n: int, also: Iterable[int] = ()
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Top ``n`` ids by BM25 (score > 0 only), their scores, and the scores of ``also``."""
        with self._lock:
            return self._get(user_id).search(query, n, also)
