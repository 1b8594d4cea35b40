"""A sentence-transformers model's forward pass run as one TorchScript graph, so that an
embedding call takes the GIL back once, not at each of its few hundred tensor operations.

Why: in eager mode each operation of the forward lets the GIL go and takes it back. In the
room, forty attendees' turns run Python in other threads, and every take-back waits behind
them: one call of 8 texts took 8.5 s beside 8 busy Python threads instead of 0.6 s alone
(load 10 on the 2-core machine); the same call traced took 1.5 s (round 8, README "Many
attendees at once"). The vectors are the eager model's: when the graph is made it is
checked against the model on shapes it was not traced on, and a model that does not trace,
or traces to other vectors, keeps its eager ``encode`` (logged).

Only the embedding adapter uses this module; it receives the loaded model and imports
torch, never sentence-transformers.
"""

from __future__ import annotations

import logging
import warnings

import numpy as np

log = logging.getLogger(__name__)
PROBE = ["a short probe", "a longer probe sentence, so that the pair is padded to a common length"]
# checked in shapes the trace did not see (one text alone, three padded together): a graph
# that baked in a length or a branch taken for the probe gives other vectors here
CHECK = ["one", "three words here", "a probe of yet another length, longer than the traced pair of probes was"]
TOLERANCE = 1e-5  # largest difference of a vector component allowed between graph and model


def _forward(model: object, names: list[str]) -> object:
    """The model as a module of plain tensors, in ``names`` order (TorchScript traces
    tensors, not the dict of features the model takes)."""
    import torch

    class Forward(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.model = model

        def forward(self, *tensors):
            return self.model(dict(zip(names, tensors)))["sentence_embedding"]

    return Forward().eval()


class TracedEncoder:
    """``encode(texts, batch_size)`` as ``SentenceTransformer.encode`` does it (sorted by
    length, padded per mini-batch, unit vectors), through the traced graph. ``graph`` is
    None when the model could not be traced: ``encode`` then calls the model's own."""

    def __init__(self, model: object):
        self.model = model
        self.names: list[str] = []
        self.graph = self._trace()

    def _features(self, texts: list[str]) -> dict:
        prepare = getattr(self.model, "preprocess", None) or self.model.tokenize
        return prepare(texts)

    def _trace(self) -> object | None:
        import torch

        try:
            features = self._features(PROBE)
            self.names = [k for k, v in features.items() if isinstance(v, torch.Tensor)]
            with torch.inference_mode(), warnings.catch_warnings():
                warnings.simplefilter("ignore")  # torch marks tracing deprecated; it still ships and runs
                graph = torch.jit.trace(
                    _forward(self.model, self.names),
                    tuple(features[k] for k in self.names),
                    strict=False,
                    check_trace=False,
                )
            same = all(
                np.allclose(self._run(graph, texts, len(texts)), self._eager(texts, len(texts)), atol=TOLERANCE, rtol=0)
                for texts in (CHECK[:1], CHECK)
            )
            if not same:
                log.warning("the traced embedding model gave other vectors: using the model as it is")
                return None
            return graph
        except Exception as exc:  # noqa: BLE001 - any model that does not trace keeps working eagerly
            log.warning("the embedding model could not be traced (%s): using the model as it is", exc)
            return None

    def _eager(self, texts: list[str], batch_size: int) -> np.ndarray:
        vectors = self.model.encode(
            texts, batch_size=batch_size, normalize_embeddings=True, convert_to_numpy=True, show_progress_bar=False
        )
        return np.asarray(vectors, dtype=np.float32)

    def _run(self, graph: object, texts: list[str], batch_size: int) -> np.ndarray:
        import torch

        order = np.argsort([-len(t) for t in texts])  # as the model's encode sorts: similar lengths padded together
        out = np.empty((len(texts), 0), dtype=np.float32)
        # the plain executor (this thread only): the profiling one re-specialises the graph for
        # each new batch shape in its first calls, and a room's batches come in every shape
        with torch.inference_mode(), torch.jit.optimized_execution(False):
            for start in range(0, len(texts), batch_size):
                rows = order[start : start + batch_size]
                features = self._features([texts[i] for i in rows])
                vectors = graph(*(features[k] for k in self.names))
                vectors = torch.nn.functional.normalize(vectors, p=2, dim=1).numpy()
                if out.shape[1] == 0:
                    out = np.empty((len(texts), vectors.shape[1]), dtype=np.float32)
                out[rows] = vectors
        return out

    def encode(self, texts: list[str], batch_size: int) -> np.ndarray:
        if self.graph is None:
            return self._eager(texts, batch_size)
        return self._run(self.graph, texts, batch_size)
