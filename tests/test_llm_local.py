"""The local model's pool (adapters/local.py) with a fake llama-cpp instance: every reply,
whole or streamed, leases an instance and seeds it afresh; instances load once per slot;
the streamed usage counts the prompt and the reply."""

from __future__ import annotations

import pytest

from memorylab import LLMError
from memorylab.adapters import local
from memorylab.adapters.local import SEED, LocalModels, local_params, without_weight_repacking

MESSAGES = [{"role": "user", "content": "hello"}]


class FakeLlama:
    """Answers "Hi there friend" (three pieces when streamed); records the seeds it was given."""

    def __init__(self, path: str, threads: int):
        self.path, self.threads, self.seeds, self.n_tokens, self.closed = path, threads, [], 0, False

    def set_seed(self, seed: int) -> None:
        self.seeds.append(seed)

    def create_chat_completion(self, messages, stream=False, **params):
        self.params = params
        if not stream:
            return {"choices": [{"message": {"content": "Hi there friend"}}], "usage": {"prompt_tokens": 5}}
        return self._pieces()

    def _pieces(self):
        self.n_tokens = 5  # the prompt
        for text in ["Hi", " there", "", " friend"]:
            self.n_tokens += bool(text)
            yield {"choices": [{"delta": {"content": text}}]}

    def close(self) -> None:
        self.closed = True


@pytest.fixture
def models(monkeypatch):
    monkeypatch.setenv("MEMORYLAB_LLM_POOL", "1")
    loaded: list[FakeLlama] = []

    def load(path, threads):
        loaded.append(FakeLlama(path, threads))
        return loaded[-1]

    pool = LocalModels(load=load)
    pool.loaded_fakes = loaded
    return pool


def test_whole_and_streamed_replies_each_seed_the_one_instance_afresh(models):
    out = models.reply("smollm2", MESSAGES, local_params({"max_tokens": 9}))
    assert out["choices"][0]["message"]["content"] == "Hi there friend"
    pieces = list(models.reply_pieces("smollm2", MESSAGES, local_params({})))
    usage = {"prompt_tokens": 5, "completion_tokens": 3}
    assert pieces == [("Hi", None), (" there friend", None), ("", usage)]  # the first token alone, then per 0.1 s
    (llama,) = models.loaded_fakes
    assert llama.seeds == [SEED, SEED] and llama.path.endswith(".gguf")
    assert llama.params["max_tokens"] == 256 and llama.params["repeat_penalty"] > 1.0


@pytest.mark.parametrize(
    ("every", "expected"),
    [(0.0, ["Hi", " there", " friend"]), (0.1, ["Hi", " there friend"]), (1.0, ["Hi", " there friend"])],
)
def test_a_streamed_reply_sends_what_each_interval_brought_as_one_piece(models, monkeypatch, every, expected):
    ticks = iter(float(t) * 0.05 for t in range(100))  # a token every 50 ms
    monkeypatch.setattr(local.time, "monotonic", lambda: next(ticks))
    monkeypatch.setattr(local, "PIECE_EVERY", every)
    pieces = list(models.reply_pieces("smollm2", MESSAGES, local_params({})))
    assert [text for text, usage in pieces if usage is None] == expected
    assert "".join(text for text, _ in pieces) == "Hi there friend" and pieces[-1][1]["completion_tokens"] == 3


def test_the_instance_stays_leased_until_the_stream_ends(models):
    pieces = models.reply_pieces("smollm2", MESSAGES, local_params({}))
    next(pieces)
    assert models.pool("smollm2").busy == 1
    list(pieces)
    assert models.pool("smollm2").busy == 0


def test_load_all_loads_each_slot_once_and_close_frees_them(models, monkeypatch):
    monkeypatch.setenv("MEMORYLAB_LLM_POOL", "2")
    models.load_all("smollm2")
    models.load_all("smollm2")
    assert len(models.loaded_fakes) == 2 and models.loaded("smollm2")
    models.close()
    assert all(f.closed for f in models.loaded_fakes) and not models.loaded("smollm2")


def test_an_unknown_local_model_is_refused_before_anything_loads(models):
    with pytest.raises(LLMError, match="local/smollm2"):
        models.reply("gpt5", MESSAGES, local_params({}))
    assert models.loaded_fakes == []


def test_a_load_turns_weight_repacking_off_and_puts_the_defaults_back():
    # The AMX segfault (llama.cpp#20824) needs an AMX CPU to show; what the load changes
    # is checked here, the real model's replies in test_real_stack.py.
    capi = pytest.importorskip("llama_cpp.llama_cpp")
    assert capi.llama_model_default_params().use_extra_bufts is True  # llama.cpp's default
    with without_weight_repacking():
        assert capi.llama_model_default_params().use_extra_bufts is False
    assert capi.llama_model_default_params().use_extra_bufts is True
    with pytest.raises(RuntimeError), without_weight_repacking():
        raise RuntimeError("a failed load")
    assert capi.llama_model_default_params().use_extra_bufts is True
