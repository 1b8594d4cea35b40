"""The write intake as its own service: a candidate is embedded once (the vector that finds
its nearest memory is the one stored), a refused or skipped one not at all; the "forget
that" and layout policies it was split from, as pure functions."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from memorylab import InvalidInput, MemoryLab, Settings
from memorylab.adapters.embed import HashingEmbedder
from memorylab.policies.forgetrequest import covered, forget_topic
from memorylab.policies.layout import layout_for, shown_turns
from memorylab.services.playbook import last_exchange
from tests.conftest import BACKENDS, where


class CountingEmbedder(HashingEmbedder):
    """The hashing fake, keeping every text it is asked to embed."""

    def __init__(self):
        super().__init__()
        self.texts: list[str] = []

    def embed(self, texts):
        self.texts += list(texts)
        return super().embed(texts)


@pytest.fixture(params=BACKENDS)
def counted(request, tmp_path, clock, scripted):
    embedder = CountingEmbedder()
    settings = Settings.from_env(embedder="hash", model="scripted/test")
    lab = MemoryLab.open(where(request.param, tmp_path / "lab"), settings=settings, embedder=embedder, clock=clock)
    yield lab, embedder
    lab.close()


def written(decisions) -> list:
    return [d for d in decisions if d.action in ("added", "superseded")]


def test_a_keyless_candidate_is_embedded_once_and_stored_with_that_vector(counted):
    lab, embedder = counted
    embedder.texts.clear()
    decisions = lab.agent.observe("ana", "Remember that the team standup is at 9:00 in the blue room.")
    assert [(d.action, d.key) for d in decisions] == [("added", None)]
    assert embedder.texts == ["The team standup is at 9:00 in the blue room"]
    ids, vectors = lab._store.vectors("ana", [decisions[0].memory_id])
    assert ids.tolist() == [decisions[0].memory_id]
    np.testing.assert_allclose(vectors[0], HashingEmbedder().embed([decisions[0].text])[0], atol=1e-6)


def test_a_near_duplicate_is_looked_up_with_one_embedding_and_supersedes(counted):
    lab, embedder = counted
    first = lab.agent.observe("ana", "Remember that the team standup is at 9:00 in the blue room.")[0]
    embedder.texts.clear()
    second = lab.agent.observe("ana", "Remember that the team standup is now at 9:30 in the blue room.")
    assert [(d.action, d.replaced_id) for d in second] == [("superseded", first.memory_id)]
    assert embedder.texts == ["The team standup is now at 9:30 in the blue room"]


def test_a_repeated_memory_is_reinforced_from_the_cached_vector_and_nothing_stored(counted):
    """The text was embedded when it was first stored; the lab's embedding cache (keyed
    on the model and the text) serves the repeat, so reinforcing it embeds nothing."""
    lab, embedder = counted
    first = lab.agent.observe("ana", "Remember that the office closes at six on Fridays.")[0]
    embedder.texts.clear()
    again = lab.agent.observe("ana", "Remember that the office closes at six on Fridays.")
    assert [(d.action, d.memory_id) for d in again] == [("updated", first.memory_id)]
    assert embedder.texts == [] and lab.count("ana") == 1


def test_keyed_candidates_are_embedded_once_each_when_stored(counted):
    lab, embedder = counted
    embedder.texts.clear()
    decisions = lab.agent.observe("ana", "I work at a bakery in Lyon and my dog is called Rex")
    assert len(written(decisions)) == 2 and all(d.key for d in decisions)
    assert sorted(embedder.texts) == sorted(d.text for d in decisions)


def test_a_refused_candidate_is_never_embedded(counted):
    lab, embedder = counted
    embedder.texts.clear()
    decisions = lab.agent.observe("ana", "Remember that my VPN password is Tr0ub4dor&3 for the office.")
    assert [d.action for d in decisions] == ["refused"]
    assert embedder.texts == [] and lab.count("ana") == 0


def test_a_chat_turn_embeds_the_message_once_and_each_written_memory_once(counted, scripted):
    lab, embedder = counted
    lab.remember("ana", "User likes green tea in the morning")
    embedder.texts.clear()
    turn = lab.chat("ana", "We decided to launch Phoenix to internal users on 15 April.")
    assert [d.action for d in turn.decisions] == ["added"]
    assert embedder.texts.count(turn.message) == 1
    assert [t for t in embedder.texts if t != turn.message and t != turn.reply] == [turn.decisions[0].text]


def test_the_preview_embeds_but_writes_nothing(counted):
    lab, embedder = counted
    embedder.texts.clear()
    plans = lab.agent.preview("ana", "Remember that the standup moved to the green room.")
    assert [p.action for p in plans] == ["add"] and len(embedder.texts) == 1
    assert lab.count("ana") == 0


def test_the_writer_embeds_again_when_the_vector_it_is_given_is_for_another_text(duck_lab):
    writer = duck_lab._writer
    other = writer.embedding("something else entirely")
    memory_id = writer.remember("ana", "User rides a red bicycle", embedded=("another text", other))
    _, vectors = duck_lab._store.vectors("ana", [memory_id])
    np.testing.assert_allclose(vectors[0], writer.embedding("User rides a red bicycle"), atol=1e-6)


def test_the_writer_refuses_a_vector_of_the_wrong_length(duck_lab):
    with pytest.raises(InvalidInput, match="vector"):
        duck_lab._writer.remember("ana", "User rides a red bicycle", embedded=("User rides a red bicycle", [0.1, 0.2]))
    assert duck_lab.count("ana") == 0


# --- the pure parts split from the turn loop ------------------------------------------------

TOPIC = st.text(alphabet="abcdefghijklmnopqrstuvwxyz ", min_size=3, max_size=30).filter(
    lambda t: t.strip() and t.split()[0] not in ("to", "it", "about", "that", "everything", "the", "what")
)


@given(TOPIC)
def test_a_forget_request_names_its_topic(topic):
    assert forget_topic(f"Please forget that {topic}.") == topic.strip()
    assert forget_topic(f"Don't remember {topic}") == topic.strip()


@pytest.mark.parametrize(
    "message, topic",
    [  # the round-19 walk: the topic ran on into the rest of the message, or a filler hid the request
        ("forget that I have a dog, ok? don't mention him again", "I have a dog"),
        ("hmm actually forget that I play the cello, I quit the orchestra", "I play the cello"),
        ("oh and please forget my address", "my address"),
        ("forget that I live in Leeds thanks", "I live in Leeds"),
        ("forget my address, phone number and email", "my address, phone number and email"),  # a list stays whole
        ("forget that I work at Acme, Inc.", "I work at Acme, Inc"),
    ],
)
def test_a_forget_request_said_casually_names_only_its_topic(message, topic):
    assert forget_topic(message) == topic


@pytest.mark.parametrize("message", ["Forget it.", "I forgot my keys", "What did I say about tea?", "remember me"])
def test_other_messages_are_not_forget_requests(message):
    assert forget_topic(message) is None


def test_a_topic_covers_memories_by_similarity_or_by_all_its_words():
    def hit(text: str, similarity: float) -> SimpleNamespace:  # the two fields covered() reads
        return SimpleNamespace(memory=SimpleNamespace(text=text), similarity=similarity)

    hits = [hit("User has a dog named Rex", 0.2), hit("User likes tea", 0.9), hit("User has a cat", 0.1)]
    assert [m.text for m in covered("dog named Rex", hits, 0.8)] == ["User has a dog named Rex", "User likes tea"]


def test_the_layout_follows_the_setting_or_the_model_size():
    small, large = SimpleNamespace(small=True), SimpleNamespace(small=False)
    assert layout_for("auto", small) == "user" and layout_for("auto", large) == "system"
    assert layout_for("system", small) == "system"
    turns = [{"id": i} for i in range(5)]
    assert shown_turns(turns, large, 2) == turns
    assert shown_turns(turns, small, 2) == turns[-2:] and shown_turns(turns, small, 0) == []


def test_the_last_exchange_is_the_latest_answer_and_the_question_before_it():
    recent = [
        {"id": 1, "role": "user", "content": "q1"},
        {"id": 2, "role": "assistant", "content": "a1"},
        {"id": 3, "role": "user", "content": "q2"},
    ]
    asked, said = last_exchange(recent)
    assert asked == "q1" and said["content"] == "a1"
    assert last_exchange(recent[:1]) == (None, None)
