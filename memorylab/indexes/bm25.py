"""One user's BM25 keyword index in memory: postings kept as numpy arrays, patched on
every add and remove, searched by touching only the postings of the query's terms, and
laid out as flat arrays to be saved (``indexes/keyword.py`` keeps every user's index,
loads and saves the files).

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
        self._loaded: _Loaded | None = None  # the terms of positions read from a file
        self.lock = threading.RLock()  # this user's index only
        self.dirty = False

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
        self.dirty = True
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
        self.dirty = True
        terms = self.terms.pop(pos, None)
        for term in terms if terms is not None else self._loaded.terms_of(pos):
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
        terms = [(self._idf(self.postings[t]), t) for t in self._telling(query)]
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
        return sum(self._idf(self.postings[t]) for t in self._telling(query)) / (1 + self.params.k1)

    def _telling(self, query: str) -> set[str]:
        """The query's terms some memory holds, less those nearly every memory holds
        (``KeywordParams.common_share``): they tell no memory apart."""
        n, params = len(self.position), self.params
        common = params.common_share * n if n >= params.common_min else n
        return {t for t in tokenize(query, params.stem) if t in self.postings and self.postings[t].live <= common}

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

    # --- the saved form -------------------------------------------------------------------

    def arrays(self) -> dict[str, np.ndarray]:
        """The live postings as flat arrays, positions renumbered 0..n-1 in slot order."""
        live = np.sort(np.fromiter(self.position.values(), dtype=np.int64, count=len(self.position)))
        vocab, starts, positions, tfs = [], [0], [], []
        for term, postings in self.postings.items():
            pos, tf = postings.arrays()
            keep = tf > 0
            vocab.append(term)
            positions.append(np.searchsorted(live, pos[keep]))
            tfs.append(tf[keep])
            starts.append(starts[-1] + int(keep.sum()))
        return {
            "vocab": np.frombuffer("\n".join(vocab).encode("utf-8"), dtype=np.uint8),
            "term_ptr": np.asarray(starts, dtype=np.int64),
            "positions": np.concatenate(positions) if positions else np.empty(0, np.int64),
            "tf": np.concatenate(tfs) if tfs else np.empty(0, np.float32),
            "ids": self.ids[live],
            "lengths": self.lengths[live],
        }

    @classmethod
    def from_arrays(cls, params: KeywordParams, a: dict[str, np.ndarray]) -> UserKeywords:
        """The index :meth:`arrays` describes (no tokenising, no per-posting work)."""
        index = cls(params)
        ids, lengths, n = np.asarray(a["ids"], np.int64), np.asarray(a["lengths"], np.float32), len(a["ids"])
        capacity = max(1024, 2 * n)
        index.ids = np.concatenate([ids, np.zeros(capacity - n, np.int64)])
        index.lengths = np.concatenate([lengths, np.zeros(capacity - n, np.float32)])
        index._scratch = np.zeros(capacity, np.float32)
        index._order = np.concatenate([np.sort(ids), np.zeros(capacity - n, np.int64)])
        index._live = index._next = n
        index.total_length = int(lengths.sum())
        index.position = dict(zip(ids.tolist(), range(n)))
        vocab = bytes(a["vocab"]).decode("utf-8").split("\n") if len(a["vocab"]) else []
        ptr, positions, tf = a["term_ptr"], np.asarray(a["positions"], np.int64), np.asarray(a["tf"], np.float32)
        for j, term in enumerate(vocab):
            postings = index.postings[term] = _Postings()
            postings.positions, postings.tf = positions[ptr[j] : ptr[j + 1]], tf[ptr[j] : ptr[j + 1]]
            postings.n = postings.live = int(ptr[j + 1] - ptr[j])
        index._loaded = _Loaded(vocab, ptr, positions, n)
        return index

    @classmethod
    def built(cls, params: KeywordParams, items: Iterable[tuple[int, str]]) -> UserKeywords:
        """An index of ``items`` (id, text), laid out in one pass: each text tokenised once,
        the postings grouped by term with numpy instead of appended one by one."""
        vocab: dict[str, int] = {}
        ids, lengths, doc_of, term_of, tf_of = [], [], [], [], []
        for pos, (memory_id, text) in enumerate(sorted(items)):
            counts = Counter(tokenize(text, params.stem))
            ids.append(memory_id)
            lengths.append(sum(counts.values()))
            for term, tf in counts.items():
                doc_of.append(pos)
                term_of.append(vocab.setdefault(term, len(vocab)))
                tf_of.append(tf)
        terms = np.asarray(term_of, dtype=np.int64)
        order = np.argsort(terms, kind="stable")  # by term, positions ascending within one
        return cls.from_arrays(
            params,
            {
                "vocab": np.frombuffer("\n".join(vocab).encode("utf-8"), dtype=np.uint8),
                "term_ptr": np.concatenate([[0], np.cumsum(np.bincount(terms, minlength=len(vocab)))]),
                "positions": np.asarray(doc_of, dtype=np.int64)[order],
                "tf": np.asarray(tf_of, dtype=np.float32)[order],
                "ids": np.asarray(ids, dtype=np.int64),
                "lengths": np.asarray(lengths, dtype=np.float32),
            },
        )


class _Loaded:
    """The terms of each position an index was loaded with, found from the postings only
    when one is removed (the transpose is built on the first removal, vectorised)."""

    def __init__(self, vocab: list[str], term_ptr: np.ndarray, positions: np.ndarray, n: int):
        self.vocab, self.term_ptr, self.positions, self.n = vocab, term_ptr, positions, n
        self._doc_ptr: np.ndarray | None = None
        self._doc_terms: np.ndarray | None = None

    def terms_of(self, pos: int) -> list[str]:
        if self._doc_ptr is None:
            term_of = np.repeat(np.arange(len(self.vocab)), np.diff(self.term_ptr))
            order = np.argsort(self.positions, kind="stable")
            self._doc_terms = term_of[order]
            self._doc_ptr = np.searchsorted(self.positions[order], np.arange(self.n + 1))
        return [self.vocab[j] for j in self._doc_terms[self._doc_ptr[pos] : self._doc_ptr[pos + 1]].tolist()]
