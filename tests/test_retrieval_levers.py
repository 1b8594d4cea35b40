"""The levers of issue 21: the keyword side's absolute scale, the time a question names,
the second hop, contextual memory text, and the embedder choice in the evaluation."""

from dataclasses import replace
from datetime import datetime, timedelta

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from memorylab import EMBEDDERS, InvalidInput, MemoryLab, Weights, preset
from memorylab.adapters.embed import HashingEmbedder, embed_queries, make_embedder
from memorylab.datasets.conversations import CONTEXT_CHARS, DialogueTurn, contextual_texts, memory_text
from memorylab.indexes.bm25 import UserKeywords
from memorylab.playground import evaluation
from memorylab.policies.dates import date_signal, named_window
from memorylab.policies.scoring import keyword_signal, score_columns, second_hop_vector
from memorylab.settings import KeywordParams

DAY = datetime(2023, 10, 13)


# --- the keyword side's absolute scale ---------------------------------------------------


def test_keyword_signal_divides_by_the_best_candidate_or_by_the_full_match():
    bm25 = np.array([0.0, 1.0, 2.0])
    assert keyword_signal(bm25).tolist() == [0.0, 0.5, 1.0]
    assert keyword_signal(bm25, ceiling=4.0).tolist() == [0.0, 0.25, 0.5]  # a weak best match stays weak
    assert keyword_signal(bm25, ceiling=1.0).tolist() == [0.0, 1.0, 1.0]  # capped at 1
    assert keyword_signal(bm25, ceiling=0.0).tolist() == [0.0, 0.5, 1.0]  # no known word: relative


@given(st.lists(st.floats(0, 50), min_size=1, max_size=30), st.floats(0, 50))
def test_keyword_signal_stays_in_unit_range(scores, ceiling):
    values = keyword_signal(np.array(scores), ceiling)
    assert np.all((values >= 0) & (values <= 1))


def test_full_match_is_what_a_memory_of_average_length_holding_each_word_once_scores():
    index = UserKeywords(KeywordParams())
    for i, text in enumerate(["red apple pie", "green pear tart", "blue plum jam", "red plum cake"]):
        index.add(i, text)
    ids, scores, _ = index.search("apple pie", 1)
    assert ids.tolist() == [0]
    assert index.full_match("apple pie") == pytest.approx(float(scores[0]), rel=1e-5)
    assert index.full_match("unknown words only") == 0.0


def test_absolute_scale_reaches_the_ranking_through_the_lab(lab):
    lab.remember_many("u", ["the ledger runs on postgres", "coffee with Priya on monday", "lunch at noon"])
    relative = lab.recall("u", "which database runs the ledger", k=1, weights=preset("relevance-first"))[0]
    absolute = lab.recall(
        "u", "which database runs the ledger", k=1, weights=replace(preset("relevance-first"), keyword_scale="absolute")
    )[0]
    assert relative.memory.text == absolute.memory.text == "the ledger runs on postgres"
    assert relative.keyword == 1.0  # shown relative in both: the hit's own best-candidate share
    assert absolute.relevance_parts["keyword"] < relative.relevance_parts["keyword"]  # 2 of 3 words matched


def test_keyword_scale_is_validated():
    with pytest.raises(InvalidInput, match="keyword_scale"):
        Weights(keyword_scale="sometimes")


# --- the time a question names -----------------------------------------------------------


@pytest.mark.parametrize(
    "query, start, days",
    [
        ("What painting did Melanie show on October 13, 2023?", DAY, 1),
        ("What did Tim say about his injury on 16 November, 2023?", datetime(2023, 11, 16), 1),
        ("What book did Tim finish on 8th December, 2023?", datetime(2023, 12, 8), 1),
        ("What did Maria donate in December 2023?", datetime(2023, 12, 1), 31),
        ("What did John attend in March 2023?", datetime(2023, 3, 1), 31),
        ("Which career-high performances did John achieve in 2023?", datetime(2023, 1, 1), 365),
        ("Where was Tim on 31 February, 2023?", datetime(2023, 2, 1), 28),  # no such day: the month
    ],
)
def test_named_window_finds_the_finest_date_named(query, start, days):
    assert named_window(query) == (start, start + timedelta(days=days))


@pytest.mark.parametrize(
    "query", ["When did Melanie go camping in June?", "When did Caroline go to the support group?", "", "room 2023b"]
)
def test_a_question_that_names_no_calendar_date_has_no_window(query):
    assert named_window(query) is None


def test_date_signal_is_one_inside_and_falls_off_outside():
    window = (DAY, DAY + timedelta(days=1))
    values = date_signal([DAY + timedelta(hours=13), DAY - timedelta(days=7), DAY + timedelta(days=30)], window)
    assert values[0] == 1.0 and values[1] == pytest.approx(np.exp(-1)) and values[2] < 0.02
    assert date_signal([DAY], None).tolist() == [0.0]


@given(st.lists(st.integers(-2000, 2000), min_size=1, max_size=20))
def test_date_signal_stays_in_unit_range(offsets):
    values = date_signal([DAY + timedelta(hours=h) for h in offsets], (DAY, DAY + timedelta(days=31)))
    assert np.all((values >= 0) & (values <= 1))


def test_the_named_date_lifts_the_memory_of_that_day_and_nothing_else_changes():
    sims, hours = np.array([0.5, 0.5]), np.array([24.0, 24.0])
    weights = replace(preset("relevance-first"), date_weight=0.2)
    cols = score_columns(sims, [0.5, 0.5], [0, 0], hours, weights, dated=np.array([1.0, 0.0]))
    assert cols["score"][0] > cols["score"][1]
    assert cols["relevance_time"].tolist() == [0.2, 0.0]
    silent = score_columns(sims, [0.5, 0.5], [0, 0], hours, weights, dated=np.zeros(2))
    plain = score_columns(sims, [0.5, 0.5], [0, 0], hours, replace(weights, date_weight=0.0))
    assert silent["score"].tolist() == plain["score"].tolist()


def test_named_date_reaches_the_ranking_through_the_lab(lab, clock):
    lab.remember_many(
        "u",
        [
            {"text": "went hiking with the kids", "created_at": datetime(2023, 5, 2)},
            {"text": "went hiking with the kids again", "created_at": datetime(2023, 7, 9)},
        ],
    )
    weights = replace(preset("relevance-first"), date_weight=0.4, recency=0.0)
    assert lab.recall("u", "hiking with the kids in May 2023", k=1, weights=weights)[0].memory.created_at.month == 5
    assert lab.recall("u", "hiking with the kids in July 2023", k=1, weights=weights)[0].memory.created_at.month == 7


# --- the second hop ------------------------------------------------------------------------


@given(st.floats(0, 1))
def test_second_hop_vector_is_a_unit_vector_between_query_and_seeds(weight):
    query = np.eye(4, dtype=np.float32)[0]
    seeds = np.eye(4, dtype=np.float32)[[1, 1]]
    moved = second_hop_vector(query, seeds, weight)
    assert np.linalg.norm(moved) == pytest.approx(1.0, abs=1e-6)
    assert moved[1] == pytest.approx(weight / np.hypot(1, weight), abs=1e-6)


def test_second_hop_finds_what_the_first_hit_talks_about(lab):
    lab.remember_many(
        "u",
        [
            "Melanie adopted a greyhound called Biscuit",
            "Biscuit sleeps under the desk during storms",
            "the quarterly report is due friday",
            "the printer on floor two is broken",
            "lunch order: noodles for everyone",
        ],
    )
    base = replace(preset("relevance-first"), fusion="dense", neighbour_weight=0.0, n_candidates=2)
    query = "what did Melanie adopt"
    before = [h.memory.text for h in lab.recall("u", query, k=2, weights=base)]
    after = [h.memory.text for h in lab.recall("u", query, k=2, weights=replace(base, hop_weight=1.0, hop_docs=1))]
    assert before[0] == after[0] == "Melanie adopted a greyhound called Biscuit"
    assert "Biscuit sleeps under the desk during storms" not in before
    assert after[1] == "Biscuit sleeps under the desk during storms"


def test_hop_settings_are_validated():
    with pytest.raises(InvalidInput, match="hop_weight"):
        Weights(hop_weight=1.5)
    with pytest.raises(InvalidInput, match="hop_docs"):
        Weights(hop_docs=0)


# --- contextual memory text ---------------------------------------------------------------


def test_contextual_text_puts_earlier_turns_of_the_same_session_first():
    day2 = DAY + timedelta(days=1)
    turns = [
        DialogueTurn("D1:1", "Ann", "What did you paint?", DAY),
        DialogueTurn("D1:2", "Bo", "A lake at sunrise.", DAY),
        DialogueTurn("D2:1", "Ann", "x" * 500, day2),
        DialogueTurn("D2:2", "Bo", "Nice.", day2),
    ]
    texts = contextual_texts(turns, 1)
    assert texts[0] == memory_text(turns[0])  # nothing before it
    assert texts[1] == f"Ann: What did you paint? {memory_text(turns[1])}"
    assert texts[2] == memory_text(turns[2])  # the turn before is another session
    assert texts[3] == f"Ann: {'x' * CONTEXT_CHARS} {memory_text(turns[3])}"
    assert contextual_texts(turns, 0) == [memory_text(t) for t in turns]


# --- embedders, side by side ---------------------------------------------------------------


class QuestionAware(HashingEmbedder):
    """A fake asymmetric model: questions get a marker word, memories do not."""

    name = "question-aware"

    def embed_queries(self, texts):
        return self.embed([f"{t} question" for t in texts])


def test_queries_use_the_embedders_own_query_side():
    model = QuestionAware()
    assert not np.allclose(embed_queries(model, ["hello there"]), model.embed(["hello there"]))
    plain = HashingEmbedder()
    assert np.allclose(embed_queries(plain, ["hello there"]), plain.embed(["hello there"]))


def test_the_lab_embeds_questions_with_the_query_side(tmp_path, clock):
    model = QuestionAware()
    with MemoryLab.open(tmp_path, embedder=model, clock=clock) as lab:
        lab.remember("u", "alpha beta")
        hit = lab.recall("u", "alpha beta", k=1)[0]
        expected = float(model.embed(["alpha beta"])[0] @ model.embed_queries(["alpha beta"])[0])
        assert hit.similarity == pytest.approx(expected, abs=1e-5) and hit.similarity < 0.99


def test_unknown_embedder_is_a_clear_message(lab):
    with pytest.raises(InvalidInput, match="embedder"):
        make_embedder("word2vec")
    with pytest.raises(InvalidInput, match="embedder"):
        evaluation.run(lab, "scenarios", ks=[1], embedder="word2vec")
    assert {"minilm", "e5"} <= set(EMBEDDERS)


def test_evaluation_names_its_embedder_and_its_cost(lab):
    result = evaluation.run(lab, "scenarios", ks=[1, 3], embedder="hash", label="relevance-first · hash")
    assert result.embedder == "hash"
    assert set(result.embed_ms) == {"per_memory", "per_question"} and result.embed_ms["per_memory"] >= 0
    run = lab.evals.runs("scenarios")[-1]
    assert run["label"] == "relevance-first · hash"


@pytest.mark.slow
def test_e5_embeds_memories_and_questions_apart_and_centred(tmp_path, clock):
    from memorylab.adapters.embed import E5Embedder

    e5 = make_embedder("e5")
    assert make_embedder("e5") is e5 and e5.dim == 384
    memories = e5.embed(["Melanie adopted a greyhound called Biscuit", "the printer on floor two is broken"])
    question = e5.embed_queries(["what pet did Melanie adopt?"])[0]
    assert np.allclose(np.linalg.norm(memories, axis=1), 1.0, atol=1e-5)
    assert memories[0] @ question > memories[1] @ question
    assert memories[1] @ question < 0.4  # centred: an unrelated memory is far, as with MiniLM
    raw = E5Embedder(centred=False)
    assert raw.name != e5.name  # vectors of the two never mix in one lab
    raw_vectors = raw.embed(["the printer on floor two is broken"])
    assert raw_vectors[0] @ raw.embed_queries(["what pet did Melanie adopt?"])[0] > 0.6
    with MemoryLab.open(tmp_path, embedder="e5", clock=clock) as lab:
        lab.remember("u", "Melanie adopted a greyhound called Biscuit")
        lab.remember("u", "the printer on floor two is broken")
        assert lab.recall("u", "what pet did Melanie adopt?", k=1)[0].memory.text.startswith("Melanie")


# --- keyword pseudo-relevance feedback ------------------------------------------------------


def test_expansion_picks_rare_words_of_the_first_hits_not_the_query_or_numbers():
    index = UserKeywords(KeywordParams())
    texts = ["Melanie adopted Biscuit in 2023", "Biscuit hides during thunderstorms", "Melanie paints lakes"]
    for i, text in enumerate(texts + ["Melanie went running", "Melanie likes tea"]):
        index.add(i, text)
    words = index.expansion("what did Melanie adopt", texts[:2], 2)
    assert words[0] == "biscuit" and "melanie" not in words and "adopted" not in words and "2023" not in words


def test_keyword_feedback_finds_a_memory_by_the_first_hits_words(lab):
    lab.remember_many(
        "u",
        [
            "Melanie adopted a greyhound called Biscuit",
            "Biscuit hides under the desk during thunderstorms",
            "the quarterly report is due friday",
            "the printer on floor two is broken",
        ],
    )
    base = replace(preset("relevance-first"), fusion="keyword", neighbour_weight=0.0, hop_docs=1)
    query = "what did Melanie adopt"
    target = "Biscuit hides under the desk during thunderstorms"
    before = {h.memory.text: h.keyword for h in lab.recall("u", query, k=4, weights=base)}
    hits = lab.recall("u", query, k=4, weights=replace(base, feedback_terms=3))
    assert before.get(target, 0.0) == 0.0  # it shares no word with the question
    assert hits[1].memory.text == target and hits[1].keyword > 0  # it shares "Biscuit" with the first hit
    assert hits[0].memory.text.startswith("Melanie") and all(h.memory.user_id == "u" for h in hits)


def test_feedback_terms_are_validated():
    with pytest.raises(InvalidInput, match="feedback_terms"):
        Weights(feedback_terms=-1)


@pytest.mark.slow
def test_quality_page_runs_two_embedders_side_by_side(app_env):
    from tests.conftest import open_app

    at = open_app("pages/8_Quality.py")
    assert at.multiselect(key="q_embedders").value == ["hash"]  # the lab's own model first
    at.multiselect(key="q_embedders").set_value(["hash", "minilm"]).run()
    at.button(key="q_run").click().run(timeout=300)
    assert not at.exception
    side, runs = at.dataframe[0].value, at.dataframe[1].value  # side by side first, then every run
    assert side["embedder"].tolist() == ["hash", "all-MiniLM-L6-v2"]
    assert (side["ms per memory"] > 0).all() and side["R@3"].between(0, 1).all()
    assert runs["weights"].tolist() == ["relevance-first", "relevance-first · minilm"]
