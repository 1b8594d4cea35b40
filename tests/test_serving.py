"""Serving a room: the model pool's queue, replies streamed piece by piece, the warm start."""

import gc
import threading

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memorylab import LLMError, ReplyStream
from memorylab.adapters.llm import LLM
from memorylab.adapters.local import SlotPool
from memorylab.policies.first_names import first_names
from memorylab.policies.places import known_places
from tests.conftest import make_lab


def test_a_pool_hands_out_each_slot_to_one_caller_at_a_time():
    pool = SlotPool(2)
    with pool.slot() as a, pool.slot() as b:
        assert {a, b} == {0, 1} and pool.busy == 2
    assert pool.busy == 0


def test_a_caller_waiting_for_the_pool_learns_how_many_are_ahead_and_is_served_in_order():
    pool = SlotPool(1)
    told = {"second": [], "third": []}
    served = []
    heard = {(name, n): threading.Event() for name in told for n in (1, 2)}

    def wait_for_slot(name):
        def tell(ahead):
            told[name].append(ahead)
            heard[(name, ahead)].set()

        with pool.slot(on_wait=tell):
            served.append(name)
            if name == "second":  # holds the instance until the third has moved up
                heard[("third", 1)].wait(10)

    second = threading.Thread(target=wait_for_slot, args=("second",))
    third = threading.Thread(target=wait_for_slot, args=("third",))
    with pool.slot():  # the first caller holds the only instance
        second.start()
        assert heard[("second", 1)].wait(10)
        third.start()
        assert heard[("third", 2)].wait(10)
        assert pool.waiting == 2
    second.join(10)
    third.join(10)
    assert served == ["second", "third"]
    assert told == {"second": [1], "third": [2, 1]}  # the one being answered, then the second


def test_a_pool_needs_an_instance():
    with pytest.raises(LLMError, match="at least one"):
        SlotPool(0)


@given(st.lists(st.text(min_size=0, max_size=12), max_size=20))
def test_a_reply_stream_gives_every_reader_the_whole_reply_in_order(pieces):
    stream = ReplyStream()
    for piece in pieces:
        stream.token(piece)
    early = stream.text
    stream.close()
    for _ in range(2):  # a reader that comes late still reads from the start
        events = list(stream.events())
        assert [value for _, value in events] == [p for p in pieces if p]
    assert early == stream.text == "".join(pieces)


def test_a_reader_follows_the_stream_while_it_is_written_and_hears_the_queue():
    stream, read = ReplyStream(), []
    reader = threading.Thread(target=lambda: read.extend(stream.events()))
    reader.start()
    stream.waiting(2)
    stream.token("Hello")
    stream.token(" Ana")
    stream.close()
    reader.join(10)
    assert read == [("wait", 2), ("token", "Hello"), ("token", " Ana")]


def test_a_heartbeat_lets_a_reader_notice_that_nothing_happened():
    stream = ReplyStream()
    beats = stream.events(heartbeat=0.01)
    assert next(beats) == ("idle", None)
    stream.token("x")
    stream.close()
    assert list(beats) == [("token", "x")]


def test_the_scripted_model_streams_word_by_word_and_returns_the_whole_reply(scripted):
    scripted.enqueue("Nice to meet you, Ana!")
    stream = ReplyStream()
    done = LLM("scripted/stream").complete([{"role": "user", "content": "I am Ana"}], stream=stream)
    stream.close()
    assert [v for _, v in stream.events()] == ["Nice", " to", " meet", " you,", " Ana!"]
    assert done.text == "Nice to meet you, Ana!"
    assert (done.prompt_tokens, done.completion_tokens) == (3, 5)


def test_a_failure_of_a_streamed_call_is_an_llm_error_that_says_what_to_do(scripted):
    scripted.enqueue(LLMError("down"))
    with pytest.raises(LLMError, match="Could not reach the model"):
        LLM("scripted/stream").complete([{"role": "user", "content": "hi"}], stream=ReplyStream())


def test_a_turn_streams_its_reply_and_then_does_its_memory_work(tmp_path, clock, scripted):
    scripted.enqueue("Hello Ana, hiking sounds lovely.")
    stream = ReplyStream()
    with make_lab(tmp_path / "lab", clock) as lab:
        turn = lab.chat("ana", "My name is Ana and I love hiking.", stream=stream)
        stream.close()  # the caller's: the chat page's worker closes it
        stored = [t["content"] for t in lab.turns("ana")]
    assert stream.text == turn.reply == "Hello Ana, hiking sounds lovely."
    assert len(list(stream.events())) > 3  # it came in pieces
    assert stored == ["My name is Ana and I love hiking.", "Hello Ana, hiking sounds lovely."]
    assert {d.text for d in turn.decisions if d.action == "added"} >= {"User's name is Ana", "User loves hiking"}
    assert turn.usage["completion_tokens"] == 5


def test_warm_up_loads_the_models_before_the_first_turn(tmp_path, clock, scripted):
    with make_lab(tmp_path / "lab", clock) as lab:
        lab.remember("ana", "Ana keeps bees on her roof")
    with make_lab(tmp_path / "lab", clock) as lab:  # a restart: the index files wait on disk
        seconds = lab.warm_up()
        assert set(seconds) == {"embedder", "indexes", "write policy", "model", "gc"}
        assert all(s >= 0 for s in seconds.values())
        assert lab._derived.vectors.loaded("ana") and lab._derived.keywords.loaded("ana")  # no recall loads them
        assert scripted.prompts == []  # loading asks the model nothing (litellm's route warmed by a mock reply)
        assert first_names.cache_info().currsize == 1 and known_places.cache_info().currsize == 1
        assert gc.get_freeze_count() > 0  # what loading made is out of the collector's way


def test_warm_up_without_models_loads_only_the_index_files(tmp_path, clock, scripted):
    with make_lab(tmp_path / "lab", clock) as lab:
        assert set(lab.warm_up(models=False)) == {"indexes"}
