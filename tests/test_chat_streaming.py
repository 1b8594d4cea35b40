"""What a chat reply streams: a grounded reply's statement goes out before the model has
written a word, and what streamed is, piece for piece, the reply that was kept; a model
answering alone streams its own words. On the scripted model: no timing involved."""

import threading
import time

import pytest

from memorylab import ReplyStream
from memorylab.policies.grounding import LEAD
from tests.conftest import make_lab

DRAFT = "I'm Sam and I love weekly reports. Anything else?"  # speaks as the user, then adds


def tokens(stream: ReplyStream) -> list[str]:
    stream.close()  # the page's turn closes it when the turn ends; a reader waits for that
    return [value for kind, value in stream.events() if kind == "token"]


def reports_lab(path, clock, reply_mode: str):
    lab = make_lab(path, clock, reply_mode=reply_mode)
    lab.remember("sam", "User wants reports daily", kind="preference", key="cadence:report", importance=0.8)
    return lab


def test_a_grounded_reply_streams_its_statement_before_the_model_writes(tmp_path, clock, scripted):
    lab = reports_lab(tmp_path / "lab", clock, "grounded")
    stream, seen_by_the_model = ReplyStream(), []

    def draft(messages):
        seen_by_the_model.append(stream.text)  # what the reader had when the model started
        return DRAFT

    scripted.enqueue(draft)
    try:
        turn = lab.chat("sam", "how often do I want reports?", stream=stream)
    finally:
        lab.close()
    statement = LEAD + "you want reports daily."
    assert turn.grounding.grounded and turn.reply == statement + " Anything else?"
    assert seen_by_the_model == [statement]
    assert tokens(stream) == [statement, " Anything else?"]
    assert stream.text == turn.reply  # nothing to redraw: the page shows what streamed
    assert "I'm Sam" not in stream.text  # the draft's words as the user never reach the reader


@pytest.mark.parametrize("draft, path", [(DRAFT, "the model adds to it"), ("I'm Sam.", "nothing of the model's kept")])
def test_the_reply_path_says_whether_the_model_added_to_the_statement(tmp_path, clock, scripted, draft, path):
    lab = reports_lab(tmp_path / "lab", clock, "grounded")
    scripted.enqueue(draft)
    try:
        turn = lab.chat("sam", "how often do I want reports?")
    finally:
        lab.close()
    assert turn.reply_path.startswith("grounded: states memory #") and turn.reply_path.endswith(path)


def test_a_model_answering_alone_streams_its_own_words(tmp_path, clock, scripted):
    lab = reports_lab(tmp_path / "lab", clock, "model")
    stream = ReplyStream()
    scripted.enqueue("Daily, as you asked.")
    try:
        turn = lab.chat("sam", "how often do I want reports?", stream=stream)
    finally:
        lab.close()
    assert turn.grounding is None
    assert stream.text == turn.reply == "Daily, as you asked."


def test_a_sentence_carrying_an_unstated_memory_never_streams(tmp_path, clock, scripted):
    """Grounded mode, nothing stated: the model's sentences stream once they end, except one
    that echoes a recalled memory the question did not need (the unasked leak guard)."""
    lab = reports_lab(tmp_path / "lab", clock, "grounded")
    stream = ReplyStream()
    scripted.enqueue("Nice!", "Unplug it and wait. Your cat Miso might like the box. Plug it back in.")
    try:
        lab.chat("sam", "I have a cat called Miso")
        turn = lab.chat("sam", "How do I reset my router?", stream=stream)
    finally:
        lab.close()
    assert not turn.grounding.grounded and turn.reply == "Unplug it and wait. Plug it back in."
    assert "Miso" not in "".join(tokens(stream)) and stream.text.strip() == turn.reply


@pytest.mark.parametrize(
    "message, draft, kept",
    [
        # the room's walk: "I'm a helpful assistant." streamed, then was gone when the page redrew the kept reply
        ("hi there", "I'm a helpful assistant. I'll be happy to help.", "I'll be happy to help."),
        ("I am Marta, a nurse", "I am Marta and I work as a nurse. Nice to meet you!", "Nice to meet you!"),
        ("what do I do for work?", "I help people every day.", None),  # nothing of the model's kept: the fallback
    ],
)
def test_what_streams_is_what_the_reply_keeps_so_nothing_shown_is_taken_back(
    tmp_path, clock, scripted, message, draft, kept
):
    """Grounded mode, nothing stated: each sentence streams only if the reply composed of
    the draft so far keeps it (one speaking as the user or as a life of the model's never
    shows and then vanishes)."""
    lab = make_lab(tmp_path / "lab", clock, reply_mode="grounded")
    stream = ReplyStream()
    scripted.enqueue(draft)
    try:
        turn = lab.chat("marta", message, stream=stream)
    finally:
        lab.close()
    assert not turn.grounding.grounded
    if kept is not None:
        assert turn.reply == kept and not turn.reply_path.endswith("a fixed line")
    else:  # the round-36 walk: the Memory use tab said "model alone" beside the app's own fixed line
        assert turn.reply_path.endswith("nothing of its draft kept: a fixed line")
    shown = "".join(tokens(stream))
    assert draft.split(". ")[0] not in shown
    assert shown.strip() == turn.reply  # every piece shown is in the reply, in order: no redraw


def test_the_stream_says_the_message_as_stored_before_the_reply(tmp_path, clock, scripted):
    """The page draws the user's message from the stream, once the guard has read it: a
    password typed in chat is masked before it is ever drawn (a projector shows the room)."""
    lab = reports_lab(tmp_path / "lab", clock, "model")
    stream, drawn_before_the_model = ReplyStream(), []

    def draft(messages):
        drawn_before_the_model.append(stream.message(timeout=0))
        return "Noted."

    scripted.enqueue(draft)
    try:
        turn = lab.chat("sam", "my password is Zebra!Moon77", stream=stream)
    finally:
        lab.close()
    assert drawn_before_the_model == [turn.message]
    assert "Zebra!Moon77" not in turn.message and "redacted" in turn.message


def test_a_message_refused_as_input_says_nothing_to_draw(tmp_path, clock, scripted):
    lab = reports_lab(tmp_path / "lab", clock, "model")
    stream = ReplyStream()
    try:
        turn = lab.chat("sam", "   ", stream=stream)
    finally:
        lab.close()
    stream.close()  # as the page's turn does when lab.chat returns
    assert turn.error and stream.message(timeout=5) is None


@pytest.fixture
def no_callbacks(monkeypatch):
    """litellm with no callback registered, and none left behind (litellm files a callback given
    in ``litellm.callbacks`` into its own lists at the next call)."""
    import litellm

    for name in ("callbacks", "success_callback", "_async_success_callback", "failure_callback"):
        monkeypatch.setattr(litellm, name, [])
    return litellm


def test_a_litellm_callback_still_hears_a_streamed_reply_once_whole(scripted, no_callbacks, monkeypatch):
    # Per-piece logging is off (litellm.disable_streaming_logging: half of litellm's CPU a
    # piece); a callback someone registers still gets the whole reply's success event.
    import litellm
    from litellm.integrations.custom_logger import CustomLogger

    from memorylab.adapters.llm import LLM

    heard, done = [], threading.Event()

    class Listener(CustomLogger):
        def log_success_event(self, kwargs, response_obj, start_time, end_time):
            heard.append(response_obj.choices[0].message.content)
            done.set()

    monkeypatch.setattr(litellm, "callbacks", [Listener()])
    scripted.enqueue("one two three four")
    stream = ReplyStream()
    reply = LLM("scripted/listened").complete([{"role": "user", "content": "hi"}], stream=stream)
    assert litellm.disable_streaming_logging is True
    assert tokens(stream) == ["one", " two", " three", " four"] and reply.text == "one two three four"
    assert done.wait(10) and heard == ["one two three four"]


def test_a_whole_reply_is_logged_by_litellm_only_when_a_callback_listens(scripted, no_callbacks, monkeypatch):
    # litellm builds a logging payload per reply in a thread of its own, for callbacks alone:
    # with none registered the reply is not logged (llm._unheard); with one it still is.
    import litellm
    from litellm.integrations.custom_logger import CustomLogger
    from litellm.litellm_core_utils.litellm_logging import Logging

    from memorylab.adapters.llm import LLM

    logged, heard = [], threading.Event()
    real = Logging.success_handler

    def counted(self, *args, **kwargs):
        logged.append(1)
        return real(self, *args, **kwargs)

    class Listener(CustomLogger):
        def log_success_event(self, kwargs, response_obj, start_time, end_time):
            heard.set()

    monkeypatch.setattr(Logging, "success_handler", counted)
    llm = LLM("scripted/unheard")
    assert llm.complete([{"role": "user", "content": "hi"}]).text == "Noted."
    time.sleep(0.5)  # the logging thread would have run by now
    assert logged == []
    monkeypatch.setattr(litellm, "callbacks", [Listener()])
    assert llm.complete([{"role": "user", "content": "hi"}]).text == "Noted."
    assert heard.wait(10) and logged == [1]
