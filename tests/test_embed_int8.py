"""The int8 MiniLM: the same weights made cheaper, a model of its own (its vectors are
close to MiniLM's, not equal, so a lab never mixes the two)."""

import numpy as np
import pytest

from memorylab import MemoryLab
from memorylab.adapters.embed import EMBEDDERS, make_embedder

pytestmark = pytest.mark.slow

TEXTS = ["What did Caroline research?", "(8 May 2023) Melanie: I painted a sunrise over the lake."]


def test_int8_is_its_own_model_with_unit_vectors_close_to_minilms():
    int8, minilm = make_embedder("minilm-int8"), make_embedder("minilm")
    assert "minilm-int8" in EMBEDDERS and int8.name != minilm.name
    assert make_embedder(int8.name) is int8
    a, b = int8.embed(TEXTS), minilm.embed(TEXTS)
    assert a.shape == (2, 384) and np.allclose(np.linalg.norm(a, axis=1), 1.0, atol=1e-5)
    cosines = (a * b).sum(axis=1)
    assert np.all(cosines > 0.85) and not np.allclose(a, b, atol=1e-3)


def test_a_lab_switched_to_int8_re_embeds_what_minilm_wrote(tmp_path, clock):
    with MemoryLab.open(tmp_path / "lab", embedder="minilm", clock=clock) as lab:
        mid = lab.remember("ann", "Ann's sister lives in Lisbon")
    with MemoryLab.open(tmp_path / "lab", embedder="minilm-int8", clock=clock) as lab:
        assert lab.embedder.name == "all-MiniLM-L6-v2-int8"
        assert [h.memory.id for h in lab.recall("ann", "Where does Ann's sister live?", k=1)] == [mid]
        assert any("re-embedded every memory with all-MiniLM-L6-v2-int8" in line for line in lab.status()["index_log"])
