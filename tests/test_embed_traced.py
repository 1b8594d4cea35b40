"""The embedding model's forward as one TorchScript graph (adapters/traced.py): the same
vectors as the model's own ``encode``, in the order asked, and the model as it is when its
forward does not trace or traces to something else; and the Batcher that joins many
threads' questions in one call of it."""

import threading

import numpy as np
import pytest
import torch
from hypothesis import example, given, settings
from hypothesis import strategies as st

from memorylab.adapters.embed import Batcher, HashingEmbedder, MiniLMEmbedder
from memorylab.adapters.traced import TracedEncoder


class TinySentenceModel(torch.nn.Module):
    """A sentence model of the shape sentence-transformers gives: ``preprocess`` pads a
    batch of word ids, the forward takes the features and returns the mean of the words'
    vectors, ``encode`` embeds one text at a time (the reference)."""

    def __init__(self, dim: int = 8):
        super().__init__()
        torch.manual_seed(0)
        self.words = torch.nn.Embedding(101, dim)

    def preprocess(self, texts: list[str]) -> dict:
        ids = [[1 + sum(map(ord, w)) % 100 for w in t.split()] or [1] for t in texts]
        width = max(len(i) for i in ids)
        input_ids = torch.tensor([i + [0] * (width - len(i)) for i in ids])
        mask = torch.tensor([[1] * len(i) + [0] * (width - len(i)) for i in ids])
        return {"input_ids": input_ids, "attention_mask": mask, "modality": "text"}

    def forward(self, features: dict) -> dict:
        mask = features["attention_mask"].unsqueeze(-1).float()
        summed = (self.words(features["input_ids"]) * mask).sum(dim=1)
        return {"sentence_embedding": summed / mask.sum(dim=1)}

    def encode(self, texts, batch_size, normalize_embeddings, convert_to_numpy, show_progress_bar) -> np.ndarray:
        with torch.inference_mode():
            rows = [self(self.preprocess([t]))["sentence_embedding"] for t in texts]
        return torch.nn.functional.normalize(torch.cat(rows), dim=1).numpy()


class BranchOnLength(TinySentenceModel):
    """A forward whose Python branch depends on the batch: a trace keeps the branch it took."""

    def forward(self, features: dict) -> dict:
        out = super().forward(features)
        if features["input_ids"].shape[0] > 1:
            out = {"sentence_embedding": out["sentence_embedding"].flip(-1)}
        return out


class Untraceable(TinySentenceModel):
    """A forward the tracer cannot follow."""

    def forward(self, features: dict) -> dict:
        if torch.jit.is_tracing():
            raise RuntimeError("this forward cannot be traced")
        return super().forward(features)


WORDS = st.text(alphabet="abcdefgh", min_size=1, max_size=6)
TEXTS = st.lists(st.lists(WORDS, min_size=1, max_size=7).map(" ".join), min_size=1, max_size=12)


@pytest.fixture(scope="module")
def encoder():
    return TracedEncoder(TinySentenceModel())


def test_a_model_that_traces_runs_as_a_graph(encoder):
    assert encoder.graph is not None and encoder.names == ["input_ids", "attention_mask"]


@settings(max_examples=60, deadline=None)
@given(texts=TEXTS, batch_size=st.integers(1, 8))
def test_the_graph_gives_the_models_own_vectors_in_the_order_asked(encoder, texts, batch_size):
    """Whatever the batch: texts sorted by length and padded per mini-batch come back one
    unit vector each, in the caller's order, equal to the model's own."""
    got = encoder.encode(texts, batch_size)
    want = encoder.model.encode(texts, 1, True, True, False)
    assert got.shape == (len(texts), 8) and got.dtype == np.float32
    np.testing.assert_allclose(got, want, atol=1e-5)
    np.testing.assert_allclose(np.linalg.norm(got, axis=1), 1.0, atol=1e-5)


@pytest.mark.parametrize("model", [BranchOnLength(), Untraceable()], ids=["traces-to-other-vectors", "does-not-trace"])
def test_a_model_the_graph_cannot_stand_for_keeps_its_own_encode(model, caplog):
    encoder = TracedEncoder(model)
    assert encoder.graph is None
    assert "using the model as it is" in caplog.text
    texts = ["one two", "three", "four five six"]
    np.testing.assert_array_equal(encoder.encode(texts, 2), model.encode(texts, 2, True, True, False))


@pytest.mark.slow
def test_minilm_traced_gives_the_eager_models_vectors(minilm):
    """The shipped model: the traced graph against sentence-transformers' own encode, on
    dialogue turns of every length, one at a time and in padded batches."""
    model = minilm.load()
    traced = TracedEncoder(model)
    assert traced.graph is not None
    texts = ["hi", "What did Caroline research?", "(8 May 2023) Melanie: I painted a sunrise over the lake. " * 12]
    texts += [f"Attendee {i} says their dog is called Rex and they moved to Porto in {2000 + i}" for i in range(9)]
    for batch_size in (1, 8, 64):
        want = model.encode(texts, batch_size=batch_size, normalize_embeddings=True, convert_to_numpy=True)
        np.testing.assert_allclose(traced.encode(texts, batch_size), want, atol=1e-5)


@pytest.mark.slow
def test_a_minilm_embedder_set_to_trace_says_so_and_embeds_as_before(minilm):
    """``MiniLMEmbedder.traced`` (off by default) runs the same model as one graph."""
    assert not minilm.runs_traced
    embedder = MiniLMEmbedder()
    embedder.traced = True
    assert embedder.runs_traced is False  # nothing loaded yet
    np.testing.assert_allclose(
        embedder.embed(["What did Caroline research?"]), minilm.embed(["What did Caroline research?"]), atol=1e-5
    )
    assert embedder.runs_traced


# --- many threads at once: the Batcher in front of the model ---------------------------------


def _many_at_once(batcher: Batcher, asks: list[list[str]]) -> list:
    """Every list of texts asked from a thread of its own, released together."""
    barrier, out = threading.Barrier(len(asks)), [None] * len(asks)

    def ask(j: int) -> None:
        barrier.wait()
        try:
            out[j] = batcher.run(asks[j])
        except RuntimeError as exc:
            out[j] = exc

    threads = [threading.Thread(target=ask, args=(j,)) for j in range(len(asks))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return out


@settings(max_examples=25, deadline=None)
@example(asks=[["the same question"]] * 8, cap=32)  # two attendees asking alike once lost a request
@given(asks=st.lists(TEXTS.map(lambda t: t[:4]), min_size=1, max_size=24), cap=st.integers(4, 32))
def test_threads_joined_in_one_model_call_each_get_their_own_rows(asks, cap):
    """Up to forty attendees' questions run as a few model calls: each thread gets the
    vectors of its own texts, in its order, however the calls were cut, and however many
    asked the same texts."""
    hashing, calls = HashingEmbedder(), []

    def encode(texts: list[str], chunk: int) -> np.ndarray:
        calls.append(len(texts))
        return hashing.embed(texts)

    got = _many_at_once(Batcher(encode, cap=cap), asks)
    for texts, vectors in zip(asks, got):
        np.testing.assert_array_equal(vectors, hashing.embed(texts))
    assert sum(calls) == sum(map(len, asks)) and max(calls) <= cap


def test_a_failed_model_call_fails_the_callers_in_it_and_no_later_call():
    """The error reaches every thread whose texts were in the failed call; the next call runs."""
    hashing, seen = HashingEmbedder(), []

    def encode(texts: list[str], chunk: int) -> np.ndarray:
        seen.append(list(texts))
        if "poison" in texts:
            raise RuntimeError("the model failed")
        return hashing.embed(texts)

    batcher = Batcher(encode, cap=32)
    got = _many_at_once(batcher, [["poison"], ["a"], ["b", "c"]])
    failed = {t for call in seen if "poison" in call for t in call}
    for texts, result in zip([["poison"], ["a"], ["b", "c"]], got):
        if set(texts) & failed:
            assert isinstance(result, RuntimeError)
        else:
            np.testing.assert_array_equal(result, hashing.embed(texts))
    np.testing.assert_array_equal(batcher.run(["after"]), hashing.embed(["after"]))
