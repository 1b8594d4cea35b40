"""Hybrid retrieval: keyword index in step with writes, fusion maths, the evaluation harness."""

import json
from dataclasses import replace
from datetime import timedelta

import numpy as np
import pytest

from memorylab import InvalidInput, MemoryLab, Weights, preset
from memorylab.datasets.conversations import load_locomo, normalise_evidence, parse_locomo_date
from memorylab.playground import evaluation
from memorylab.playground.evaluation import evaluate
from memorylab.policies.scoring import (
    asks_about_time,
    for_query,
    fused_relevance,
    keyword_signal,
    neighbour_smoothing,
    rank_signal,
)
from tests.conftest import T0


def kw_ids(lab, user, query):
    ids, _, _ = lab._derived.keywords.search(user, query, 10)
    return ids.tolist()


def test_keyword_index_follows_add_update_supersede_and_forget(lab):
    a = lab.remember("u", "The spare key is under the blue flowerpot")
    b = lab.remember("u", "Dentist appointment on Friday")
    assert kw_ids(lab, "u", "flowerpot") == [a]
    lab.update("u", a, text="The spare key is with the neighbour")
    assert kw_ids(lab, "u", "flowerpot") == [] and kw_ids(lab, "u", "neighbour") == [a]
    c = lab.remember("u", "Lives in Lyon", key="home")
    lab.remember("u", "Lives in Porto", key="home")
    assert kw_ids(lab, "u", "Lyon") == []  # superseded: history, not searchable
    lab.forget("u", b)
    assert kw_ids(lab, "u", "dentist") == []
    assert "dentist" not in lab._derived.keywords.vocabulary("u")  # the word left with it
    assert c not in [h.memory.id for h in lab.recall("u", "Lyon", k=10)]


def test_keyword_search_stays_per_user(lab):
    lab.remember("alice", "zucchini bread recipe")
    assert kw_ids(lab, "bob", "zucchini") == []


def test_keyword_index_follows_every_write_at_once(lab):
    ids = lab.remember_many("u", [f"note {w}" for w in ("apple", "banana", "cherry", "damson")])
    assert kw_ids(lab, "u", "banana") == [ids[1]]
    old = lab.remember("u", "grape harvest", key="fruit")
    new = lab.remember("u", "quince harvest", key="fruit")  # supersedes: out of keyword search
    assert kw_ids(lab, "u", "harvest") == [new] and old not in kw_ids(lab, "u", "grape")
    assert "grape" not in lab._derived.keywords.vocabulary("u")


def test_keyword_match_lifts_a_memory_the_embedding_misses(lab):
    target = lab.remember("u", "Booking reference XK42Q for the Oslo ferry")
    for i in range(30):
        lab.remember("u", f"ferry travel note {i} about boats and harbours")
    dense_only = lab.recall("u", "XK42Q", k=3, weights=Weights(1, 0, 0, fusion="dense"))
    hybrid = lab.recall("u", "XK42Q", k=3, weights=Weights(1, 0, 0, fusion="weighted"))
    assert hybrid[0].memory.id == target
    assert hybrid[0].relevance_parts["keyword"] > 0
    assert dense_only[0].relevance_parts["keyword"] == 0


def test_weighted_fusion_is_the_documented_mix():
    sims, bm25 = np.array([0.8, 0.4]), np.array([2.0, 4.0])
    rel, parts = fused_relevance(sims, bm25, Weights(fusion="weighted", keyword_weight=0.3))
    assert parts["dense"] == pytest.approx([0.56, 0.28])
    assert parts["keyword"] == pytest.approx([0.15, 0.3])
    assert rel == pytest.approx([0.71, 0.58])


def test_rrf_uses_ranks_and_silent_keywords_fall_back_to_dense():
    assert rank_signal(np.array([0.2, 0.9, 0.0]), 60) == pytest.approx([61 / 62, 1.0, 0.0])
    rel, _ = fused_relevance(np.array([0.5, 0.7]), np.array([0.0, 0.0]), Weights(fusion="weighted", keyword_weight=0.5))
    assert rel == pytest.approx([0.5, 0.7])
    assert keyword_signal(np.array([0.0, 0.0])).tolist() == [0.0, 0.0]


def test_neighbours_share_relevance():
    rel = np.array([0.9, 0.1, 0.2])
    smoothed = neighbour_smoothing(rel, [(None, 1), (0, None), (None, None)], 0.2)
    assert smoothed == pytest.approx([0.2 * 0.1 / 1.2, 0.2 * 0.9 / 1.2, 0.0])


def test_neighbour_found_in_the_lab_lifts_the_next_turn(lab):
    ids = lab.remember_many(
        "u",
        [
            "Caroline: I went to the LGBTQ support group yesterday",
            "Melanie: That's wonderful, how did it feel?",
            "Caroline: It was powerful, I felt accepted",
        ],
    )
    for i in range(10):
        lab.remember("u", f"unrelated chatter number {i}", created_at=T0 + timedelta(days=1))
    hits = lab.recall("u", "support group", k=5)
    by_id = {h.memory.id: h for h in hits}
    assert ids[1] in by_id and by_id[ids[1]].relevance_parts["context"] > 0


def test_time_questions_switch_recency_off():
    assert asks_about_time("When did Caroline go to the support group?")
    assert asks_about_time("what happened in May 2023")
    assert not asks_about_time("What does Caroline like to paint?")
    w = Weights(0.5, 0.3, 0.2)
    assert for_query(w, "When did she move?").recency == 0.0
    assert for_query(w, "Where does she live?").recency == 0.2
    assert for_query(Weights(0.5, 0.3, 0.2, time_aware=False), "When?").recency == 0.2


def test_locomo_quirks_are_normalised():
    assert normalise_evidence(["D8:6; D9:17", "D:11:26", "D30:05", "D1:3"]) == [
        "D8:6",
        "D9:17",
        "D11:26",
        "D30:5",
        "D1:3",
    ]
    assert parse_locomo_date("1:56 pm on 8 May, 2023").isoformat() == "2023-05-08T13:56:00"


def tiny_locomo(path):
    conv = {
        "speaker_a": "Ana",
        "speaker_b": "Bo",
        "session_1_date_time": "10:00 am on 1 March, 2023",
        "session_1": [
            {"speaker": "Ana", "dia_id": "D1:1", "text": "I adopted a grey cat called Miso."},
            {"speaker": "Bo", "dia_id": "D1:2", "text": "Lovely! Cats are great."},
            {"speaker": "Ana", "dia_id": "D1:3", "text": "I also started pottery classes."},
        ],
        "session_2_date_time": "4:30 pm on 20 April, 2023",
        "session_2": [
            {"speaker": "Bo", "dia_id": "D2:1", "text": "I ran the Paris marathon last weekend."},
            {
                "speaker": "Ana",
                "dia_id": "D2:2",
                "text": "Amazing, what was your time?",
                "blip_caption": "a photo of a medal",
            },
            {"speaker": "Bo", "dia_id": "D2:3", "text": "Three hours and forty minutes."},
        ],
    }
    qa = [
        {"question": "What is the name of Ana's cat?", "answer": "Miso", "evidence": ["D1:1"], "category": 4},
        {"question": "Which marathon did Bo run?", "answer": "Paris", "evidence": ["D2:01"], "category": 2},
        {"question": "What classes did Ana start?", "answer": "pottery", "evidence": ["D1:3; D9:9"], "category": 1},
        {"question": "What is Bo's favourite colour?", "evidence": [], "category": 5},
        {"question": "Ghost evidence?", "answer": "x", "evidence": ["D7:7"], "category": 4},
    ]
    path.write_text(json.dumps([{"sample_id": "tiny", "conversation": conv, "qa": qa}]))
    return path


def test_harness_on_a_tiny_locomo_shaped_file(tmp_path):
    from memorylab.adapters.embed import HashingEmbedder

    convs = load_locomo(tiny_locomo(tmp_path / "tiny.json"))
    assert [q.evidence for q in convs[0].questions] == [["D1:1"], ["D2:1"], ["D1:3"]]
    assert "[shares an image: a photo of a medal]" in convs[0].turns[4].text
    embedder = HashingEmbedder()

    def open_lab(folder, clock):
        return MemoryLab.open(folder, embedder=embedder, clock=clock)

    result = evaluate(convs, Weights(1, 0, 0), [1, 3], open_lab=open_lab, embedder=embedder, dataset="tiny")
    assert result.n == 3 and result.recall[3] == 1.0
    assert set(result.by_category) == {"single-hop", "temporal", "multi-hop"}
    assert result.latency_ms["p50"] > 0


def test_a_second_preset_on_the_same_file_embeds_no_turn_again(tmp_path):
    """The Quality page runs one file for several presets: the turns are embedded once (the
    vectors kept by what was embedded), and each preset recalls from the same vectors."""
    from memorylab.adapters.embed import HashingEmbedder

    class Counted(HashingEmbedder):
        texts = 0

        def embed(self, texts):
            Counted.texts += len(texts)
            return super().embed(texts)

    convs = load_locomo(tiny_locomo(tmp_path / "tiny.json"))
    embedder = Counted()

    def open_lab(folder, clock):
        return MemoryLab.open(folder, embedder=embedder, clock=clock)

    evaluation.INGESTED.__init__()  # an empty cache: other tests ran files of their own
    first = evaluate(convs, Weights(1, 0, 0), [1, 3], open_lab=open_lab, embedder=embedder, dataset="tiny")
    after_first = Counted.texts
    second = evaluate(convs, preset("balanced"), [1, 3], open_lab=open_lab, embedder=embedder, dataset="tiny")
    turns = len(convs[0].turns)
    assert Counted.texts - after_first == after_first - turns  # the questions again, not one of the 6 turns
    assert first.recall[3] == 1.0 and second.n == first.n
    after_second = Counted.texts
    other = evaluate(convs, Weights(1, 0, 0), [1, 3], open_lab=open_lab, embedder=embedder, context_turns=0)
    assert Counted.texts - after_second == after_first and other.n == first.n  # embedded otherwise: again


def test_eval_command_line_prints_recall(tmp_path, capsys):
    from memorylab.cli import main

    path = tiny_locomo(tmp_path / "tiny.json")
    out_json = tmp_path / "out.json"
    assert (
        main(
            [
                "eval",
                "--dataset",
                "locomo",
                "--path",
                str(path),
                "--k",
                "1,3",
                "--embedder",
                "hash",
                "--json",
                str(out_json),
            ]
        )
        == 0
    )
    printed = capsys.readouterr().out
    assert "3 questions" in printed and "R@3" in printed and "single-hop" in printed
    assert json.loads(out_json.read_text())["recall"]["3"] == 1.0
    assert main(["eval", "--dataset", "locomo", "--path", str(tmp_path / "missing.json")]) == 2


def test_shipped_scenario_eval_set_is_recalled(lab):
    from memorylab.datasets.conversations import SCENARIOS, load_scenarios_eval

    conversations = load_scenarios_eval(SCENARIOS)
    assert sum(len(c.questions) for c in conversations) >= 8
    result = evaluation.run(lab, "scenarios", ks=[1, 3, 5])
    assert result.n >= 8
    # the hashing fake knows words, not meaning: "snack" never finds "allergic to peanuts"
    assert result.recall[3] >= 0.85 and result.recall[5] >= 0.85
    runs = lab.evals.runs("scenarios")
    assert len(runs) == 1 and runs[0]["label"] == "relevance-first"
    assert runs[0]["recall"]["5"] == result.recall[5]


@pytest.mark.slow
def test_shipped_scenario_eval_set_with_the_real_embedder(tmp_path, minilm, clock):
    with MemoryLab.open(tmp_path, embedder=minilm, clock=clock) as lab:
        result = evaluation.run(lab, "scenarios", ks=[1, 3, 5])
        assert result.recall[3] == 1.0
        # the set separates the presets: a rare code only keywords find, a fact that changed
        dense_only = evaluation.run(lab, "scenarios", ks=[1], weights=preset("generative-agents"))
        assert result.by_category["ticket_codes"][1] == 1.0 > dense_only.by_category["ticket_codes"][1]
        assert result.by_category["standup_moves"][1] == 1.0  # "When is ...?" keeps recency
        assert dense_only.recall[1] < result.recall[1]
        # a question naming a known key: the exact-key lookup decides it
        assert result.by_category["manager_named"][1] == 1.0
        without = evaluation.run(
            lab, "scenarios", ks=[1, 3], weights=replace(preset("relevance-first"), exact_keys=False)
        )
        assert without.by_category["manager_named"][3] == 0.0


def test_evaluate_refuses_a_missing_locomo_file(lab):
    from memorylab import InvalidInput

    with pytest.raises(InvalidInput, match="file path"):
        evaluation.run(lab, "locomo", path="/nonexistent.json")


def test_new_memories_reach_keyword_search_at_once_and_forgotten_ones_leave_it(lab):
    lab.remember_many("u", ["alpha note", "beta note", "gamma note"])
    fresh = lab.remember("u", "zephyr delta memo")
    assert kw_ids(lab, "u", "zephyr") == [fresh]
    before = lab._derived.keywords.vocabulary("u")
    lab.retrieval.mark_accessed("u", [fresh])
    assert lab._derived.keywords.vocabulary("u") == before  # access changes no text
    lab.forget("u", fresh)
    assert kw_ids(lab, "u", "zephyr") == []
    assert "zephyr" not in lab._derived.keywords.vocabulary("u")


@pytest.mark.parametrize("content", ["not json at all", "{}", "[]", '[{"conversation": {}}]', '[{"qa": []}]', "[1, 2]"])
def test_a_wrong_or_malformed_locomo_file_is_a_clear_message(lab, tmp_path, content):
    path = tmp_path / "wrong.json"
    path.write_text(content)
    with pytest.raises(InvalidInput, match="LoCoMo|JSON"):
        evaluation.run(lab, "locomo", path=path)
