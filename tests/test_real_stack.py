"""The real parts end to end: all-MiniLM-L6-v2 offline, a DuckDB file, hnswlib files."""

import numpy as np
import pytest

from memorylab import MemoryLab

pytestmark = pytest.mark.slow

FACTS = {
    "tea": "Alice drinks green tea every morning",
    "dog": "Alice has a border collie called Pepper",
    "job": "Alice works as a nurse at the city hospital",
    "trip": "Alice is flying to Lisbon in March",
}


def test_minilm_loads_offline_and_embeds_meaningfully(minilm):
    vectors = minilm.embed(["a cup of tea", "a mug of green tea", "quarterly tax filing"])
    assert vectors.shape == (3, 384) and vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-4)
    assert vectors[0] @ vectors[1] > vectors[0] @ vectors[2] + 0.2


def test_real_stack_recall_reopen_rebuild_forget_and_isolation(tmp_path, minilm, clock):
    with MemoryLab.open(tmp_path, embedder=minilm, clock=clock) as lab:
        ids = {k: lab.remember("alice", t) for k, t in FACTS.items()}
        lab.remember("bob", "Bob drinks black coffee and hates tea")
        assert lab.recall("alice", "What does she drink in the morning?")[0].memory.id == ids["tea"]
        assert lab.recall("alice", "Tell me about her pet")[0].memory.id == ids["dog"]
    assert (tmp_path / "memorylab.duckdb").exists()
    assert len(list((tmp_path / "index").glob("*.hnsw"))) == 2

    with MemoryLab.open(tmp_path, embedder=minilm, clock=clock) as lab:
        assert lab.status()["index_log"] == []
        assert lab.recall("alice", "Where is she travelling?")[0].memory.id == ids["trip"]
    for path in (tmp_path / "index").glob("*.hnsw"):
        path.unlink()

    with MemoryLab.open(tmp_path, embedder=minilm, clock=clock) as lab:
        assert lab.recall("alice", "What is her job?")[0].memory.id == ids["job"]
        assert any("missing" in line for line in lab.status()["index_log"])
        coffee = lab.recall("alice", "Bob drinks black coffee and hates tea", k=10)
        assert all(h.memory.user_id == "alice" for h in coffee) and len(coffee) == 4
        lab.forget("alice", ids["dog"])
        hits = lab.recall("alice", FACTS["dog"], k=10)
        assert ids["dog"] not in [h.memory.id for h in hits]
        assert lab._store.find_text(FACTS["dog"]) == []


def test_a_real_offline_turn_with_smollm2(tmp_path, minilm, clock, monkeypatch):
    """No network, no key: SmolLM2 through litellm, MiniLM, DuckDB and hnswlib files."""
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    for key in ("OPENAI_API_KEY", "ANTHROPIC_API_KEY"):
        monkeypatch.delenv(key, raising=False)
    from memorylab import Settings

    settings = Settings.from_env(data_dir=tmp_path, model="local/smollm2")
    with MemoryLab.open(settings=settings, embedder=minilm, clock=clock) as lab:
        assert lab.agent.llm.model == "local/smollm2" and not lab.agent.llm.capable
        first = lab.chat("ana", "Hi, my name is Ana and I am allergic to peanuts.")
        assert first.ok, first.error
        assert first.reply.strip()
        assert {d.text for d in first.decisions if d.action == "added"} == {
            "User's name is Ana",
            "User is allergic to peanuts",
        }
        second = lab.chat("ana", "Can you suggest a snack for me?")
        assert second.ok and second.reply.strip()
        assert "User is allergic to peanuts" in second.context.sections["profile"].items
        assert second.timings_ms["generate"] > 0
