"""Every model call goes through litellm, here and nowhere else.

The model is one string: any litellm model (``gpt-4o-mini``, ``anthropic/claude-...``,
``ollama/llama3.2``, ``openai/<name>`` with ``OPENAI_API_BASE`` for a local server) with
its usual key variable. Two providers are registered with litellm from local code:

* ``local/smollm2``: SmolLM2-135M-Instruct run in-process by llama-cpp-python, from a
  pool of instances (``adapters/local.py``). The offline default.
* ``scripted/<anything>``: a fake for tests that returns queued replies and records
  every prompt. Never the product default.

Every model that can streams: ``complete(..., stream=ReplyStream())`` asks litellm for a
stream and hands each piece of text to the ``ReplyStream`` (``adapters/stream.py``) as it
arrives, which readers in other threads (the chat page) follow; ``complete`` still returns the whole ``Completion``.
"""

from __future__ import annotations

import os
import re
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from types import ModuleType

from memorylab.adapters import local, tokens
from memorylab.adapters.stream import ReplyStream
from memorylab.errors import LLMError

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no network fetch at import

_litellm = None
_register_lock = threading.Lock()
LOCAL_PREFIX, SCRIPTED_PREFIX = "local/", "scripted/"


def _lib():
    """Import litellm on first use (it costs seconds) and register our providers once."""
    global _litellm
    with _register_lock:
        if _litellm is None:
            import litellm

            litellm.suppress_debug_info = True
            litellm.telemetry = False
            # litellm hands every streamed piece to a logging thread: half its CPU a piece (0.45 ->
            # 0.22 ms), under the interpreter lock every attendee's turn shares. Callbacks still get
            # the whole reply's success event at the stream's end (tests/test_chat_streaming.py).
            litellm.disable_streaming_logging = True
            litellm.custom_provider_map = [
                {"provider": "local", "custom_handler": _local_handler()},
                {"provider": "scripted", "custom_handler": _scripted_handler()},
            ]
            _litellm = litellm
    return _litellm


_free_models: set[str] = set()
FREE = {"input_cost_per_token": 0.0, "output_cost_per_token": 0.0, "mode": "chat"}
FREE |= {"cache_creation_input_token_cost": 0.0, "cache_read_input_token_cost": 0.0}


def _priced_free(model: str) -> None:
    """Tell litellm's price table, once per model, that an in-process or scripted model
    costs nothing: litellm prices every reply, and for a model its table does not know it
    tried every fallback rule first (about 0.6 ms of CPU a call, a third of the call)."""
    if model in _free_models or not model.startswith((LOCAL_PREFIX, SCRIPTED_PREFIX)):
        return
    litellm = _lib()
    with _register_lock:
        if model not in _free_models:
            litellm.register_model({model: {**FREE, "litellm_provider": model.split("/", 1)[0]}})
            _free_models.add(model)


@dataclass
class Completion:
    text: str
    model: str
    prompt_tokens: int
    completion_tokens: int
    seconds: float
    cost_usd: float | None = 0.0  # None: litellm's price table does not know the model


def price(model: str, prompt_tokens: int, completion_tokens: int) -> float | None:
    """US dollars for one call, from litellm's own price table (shipped with litellm, read
    offline). 0 for the in-process and scripted models; None when the table has no price."""
    if model.startswith((LOCAL_PREFIX, SCRIPTED_PREFIX)):
        return 0.0
    try:
        prompt, completion = _lib().cost_per_token(
            model=model, prompt_tokens=int(prompt_tokens), completion_tokens=int(completion_tokens)
        )
    except Exception:  # noqa: BLE001 - litellm raises several kinds for a model it cannot price
        return None
    return float(prompt) + float(completion)


class LLM:
    """One model, named by its litellm string. ``complete`` returns text or raises LLMError."""

    def __init__(self, model: str, *, timeout: float = 60.0, max_tokens: int = 256, temperature: float = 0.3):
        self.model, self.timeout = model, timeout
        self.max_tokens, self.temperature = max_tokens, temperature

    @property
    def capable(self) -> bool:
        """Can it follow a JSON extraction prompt? The 135M offline model cannot; the
        scripted fake only if a test says so (``extractor="llm"``)."""
        return not self.model.startswith((LOCAL_PREFIX, SCRIPTED_PREFIX))

    @property
    def small(self) -> bool:
        """An in-process model of a few hundred million parameters: it follows memories put
        in its own turn far better than in the system message (the ``user`` prompt layout)."""
        return self.model.startswith(LOCAL_PREFIX)

    def complete(
        self,
        messages: list[dict],
        *,
        max_tokens: int | None = None,
        temperature: float | None = None,
        stream: ReplyStream | None = None,
    ) -> Completion:
        """The model's reply. With ``stream``, each piece of text goes to it as it arrives
        (and a wait for the local model's pool is reported to it); the reply is the same."""
        litellm = _lib()
        _priced_free(self.model)
        start = time.perf_counter()
        params = {
            "model": self.model,
            "messages": messages,
            "timeout": self.timeout,
            "num_retries": 0,
            "max_tokens": max_tokens or self.max_tokens,
            "temperature": self.temperature if temperature is None else temperature,
        }
        previous, _listener.stream = getattr(_listener, "stream", None), stream
        try:
            if stream is None:
                with _unheard(litellm):
                    text, usage = _whole_reply(litellm.completion(**params))
            else:
                chunks = litellm.completion(**params, stream=True, stream_options={"include_usage": True})
                text, usage = _streamed_reply(chunks, stream)
        except Exception as exc:  # litellm maps every provider's errors to its own types
            raise LLMError(explain_error(self.model, exc)) from exc
        finally:
            _listener.stream = previous
        prompt_tokens = usage.get("prompt_tokens") or 0
        completion_tokens = usage.get("completion_tokens") or 0
        if stream is not None and not prompt_tokens:  # a provider that sends no usage with a stream
            prompt_tokens = self.count_tokens(" ".join(str(m.get("content", "")) for m in messages))
            completion_tokens = self.count_tokens(text)
        return Completion(
            text.strip(),
            self.model,
            prompt_tokens,
            completion_tokens,
            time.perf_counter() - start,
            price(self.model, prompt_tokens, completion_tokens),
        )

    def warm(self) -> None:
        """Load what the first reply would otherwise wait for: litellm itself, its token
        counter, its completion route (litellm imports most of it at the first call: about
        0.45 s, paid by the first attendee; a ``mock_response`` call takes the route and asks
        no model) and, for the in-process model, every instance of its pool."""
        litellm = _lib()
        self.count_tokens("warm up")
        _priced_free(self.model)
        hello = [{"role": "user", "content": "warm up"}]
        litellm.completion(model=self.model, messages=hello, mock_response="ok")
        for _ in litellm.completion(model=self.model, messages=hello, mock_response="ok", stream=True):
            pass
        if self.small:
            local.LOCAL_MODELS.load_all(self.model[len(LOCAL_PREFIX) :])

    def count_tokens(self, text: str) -> int:
        """Tokens as litellm counts them for this model (tiktoken where it has no tokenizer),
        kept per text: a turn counts the same memories, summary and system prompt again and
        again (a dozen counts a turn, about 0.2 ms each through litellm)."""
        return tokens.count(self.model, text, _counter)


_counters: dict[str, Callable[[str], int]] = {}


def _counter(model: str) -> Callable[[str], int]:
    """litellm's count of a text for ``model``, as ``litellm.token_counter(model=model,
    text=...)`` computes it, with the model's tokenizer chosen once: token_counter chooses
    it again on every call, which at forty turns at once was 5% of the lab's CPU. Falls
    back to token_counter itself (gpt-4o-mini's count for a model it cannot count) where
    litellm's internals differ; tests/test_llm_tokens.py holds the two equal."""
    found = _counters.get(model)
    if found is None:
        litellm = _lib()
        try:
            from litellm.litellm_core_utils.token_counter import _get_count_function

            found = _get_count_function(model)
            found("warm up")
        except Exception:  # noqa: BLE001 - internals moved, or a model litellm cannot count

            def found(text: str, litellm: ModuleType = litellm) -> int:
                try:
                    return litellm.token_counter(model=model, text=text)
                except Exception:  # noqa: BLE001 - litellm raises many kinds for an unknown model
                    return litellm.token_counter(model="gpt-4o-mini", text=text)

        _counters[model] = found
    return found


def explain_error(model: str, exc: Exception) -> str:
    """A message a workshop attendee can act on, not a stack trace."""
    while getattr(exc, "original_exception", None) is not None:  # a failure in the middle of a stream
        exc = exc.original_exception
    name, text = type(exc).__name__, str(exc)
    lowered = text.lower()
    if "api_key" in lowered or "credentials" in lowered or "authentication" in name.lower():
        return (
            f"The model {model!r} needs an API key: set its usual variable (for example "
            "OPENAI_API_KEY or ANTHROPIC_API_KEY) or pick the offline model local/smollm2."
        )
    if "timeout" in name.lower() or "timed out" in lowered:
        return f"The model {model!r} did not answer in time. Try again, or pick another model."
    if "connection" in name.lower() or "connection refused" in lowered:
        return (
            f"Could not reach the model {model!r}: is its server running? "
            "The offline model local/smollm2 needs no server."
        )
    if "provider not provided" in lowered or "notfound" in name.lower():
        return (
            f"litellm does not know the model {model!r}. Use a litellm model string "
            "such as gpt-4o-mini, anthropic/claude-3-5-haiku-latest or ollama/llama3.2."
        )
    return f"The model {model!r} failed: {name}: {text[:300]}"


def _unheard(litellm: ModuleType) -> AbstractContextManager:
    """With no litellm callback registered, a whole reply is not logged: litellm builds a logging
    payload for each in a thread of its own, for callbacks alone (0.9 -> 0.6 ms of CPU a call,
    under the interpreter lock a room's turns share). litellm's own marker for a call whose
    logging is someone else's (its sub-calls'); our cost and usage come from the reply itself."""
    if any(getattr(litellm, name, None) for name in ("callbacks", "success_callback", "_async_success_callback")):
        return nullcontext()
    try:
        from litellm._internal_context import internal_sub_call
    except ImportError:  # a litellm without it: logged as before
        return nullcontext()
    return internal_sub_call()


def _whole_reply(response: object) -> tuple[str, dict]:
    usage = getattr(response, "usage", None)
    return response.choices[0].message.content or "", {
        "prompt_tokens": getattr(usage, "prompt_tokens", 0),
        "completion_tokens": getattr(usage, "completion_tokens", 0),
    }


def _streamed_reply(chunks: Iterator, stream: ReplyStream) -> tuple[str, dict]:
    """Read a litellm stream to its end, handing each piece of text to ``stream``."""
    pieces, usage = [], {}
    for chunk in chunks:
        if chunk.choices:
            piece = chunk.choices[0].delta.content or ""
            if piece:
                pieces.append(piece)
                stream.token(piece)
        found = getattr(chunk, "usage", None)
        if found and getattr(found, "prompt_tokens", 0):
            usage = {"prompt_tokens": found.prompt_tokens, "completion_tokens": found.completion_tokens}
    return "".join(pieces), usage


# --- a wait for the local model, told to the reply's stream -------------------------------


_listener = threading.local()  # the ReplyStream of the reply this thread is generating


def _report_wait(ahead: int) -> None:
    stream = getattr(_listener, "stream", None)
    if stream is not None:
        stream.waiting(ahead)


# --- the offline local model -------------------------------------------------------------


def _local_handler():
    from litellm import CustomLLM
    from litellm.types.utils import GenericStreamingChunk, Usage

    class LocalLLM(CustomLLM):
        def completion(
            self,
            model: str,
            messages: list[dict],
            api_base: object,
            custom_prompt_dict: object,
            model_response: object,
            print_verbose: object,
            encoding: object,
            api_key: object,
            logging_obj: object,
            optional_params: object,
            *args,
            **kwargs,
        ):
            out = local.LOCAL_MODELS.reply(model, messages, local.local_params(optional_params), _report_wait)
            model_response.choices[0].message.content = out["choices"][0]["message"]["content"]
            usage = out.get("usage", {})
            model_response.usage = Usage(
                prompt_tokens=usage.get("prompt_tokens", 0),
                completion_tokens=usage.get("completion_tokens", 0),
                total_tokens=usage.get("total_tokens", 0),
            )
            model_response.model = LOCAL_PREFIX + model
            _free(model_response)
            return model_response

        def streaming(
            self,
            model: str,
            messages: list[dict],
            api_base: object,
            custom_prompt_dict: object,
            model_response: object,
            print_verbose: object,
            encoding: object,
            api_key: object,
            logging_obj: object,
            optional_params: object,
            *args,
            **kwargs,
        ):
            local.LOCAL_MODELS.pool(model)  # an unknown model fails here, as the call, not mid-stream
            pieces = local.LOCAL_MODELS.reply_pieces(model, messages, local.local_params(optional_params), _report_wait)
            return (_chunk(GenericStreamingChunk, text, **(usage or {})) for text, usage in pieces)

    return LocalLLM()


def _free(response: object) -> None:
    """The reply's cost, stated by the provider (nothing: it runs here): litellm then uses
    it instead of pricing the reply itself from its table."""
    response._hidden_params["response_cost"] = 0.0


def _chunk(kind: type, text: str, **usage) -> dict:
    """One piece of a stream in litellm's own shape; the last carries the usage."""
    return kind(
        text=text,
        tool_use=None,
        is_finished=bool(usage),
        finish_reason="stop" if usage else "",
        usage={**usage, "total_tokens": sum(usage.values())} if usage else None,
        index=0,
    )


# --- the scripted fake -------------------------------------------------------------------


class ScriptedReplies:
    """Queued replies and recorded prompts, shared by every ``scripted/<name>`` model.

    ``enqueue("text")`` queues a reply; ``enqueue(LLMError("down"))`` queues a failure;
    ``enqueue(function)`` queues a reply computed from the messages (a fake that reads its
    prompt). With the queue empty it answers ``default``.
    """

    def __init__(self, default: str = "Noted."):
        self.default = default
        self.queue: deque = deque()
        self.prompts: list[list[dict]] = []

    def enqueue(self, *replies) -> None:
        self.queue.extend(replies)

    def next(self, messages: list[dict]) -> str:
        self.prompts.append(messages)
        reply = self.queue.popleft() if self.queue else self.default
        if isinstance(reply, Exception):
            raise reply
        return reply(messages) if callable(reply) else reply

    def reset(self) -> None:
        self.queue.clear()
        self.prompts.clear()


SCRIPTED = ScriptedReplies()


_PIECES = re.compile(r"\s*\S+")


def _scripted_handler():
    from litellm import CustomLLM
    from litellm.types.utils import GenericStreamingChunk, Usage

    class ScriptedLLM(CustomLLM):
        def completion(
            self,
            model: str,
            messages: list[dict],
            api_base: object,
            custom_prompt_dict: object,
            model_response: object,
            *args,
            **kwargs,
        ):
            text = SCRIPTED.next(messages)
            model_response.choices[0].message.content = text
            words = sum(len(str(m.get("content", "")).split()) for m in messages)
            model_response.usage = Usage(
                prompt_tokens=words, completion_tokens=len(text.split()), total_tokens=words + len(text.split())
            )
            model_response.model = SCRIPTED_PREFIX + model
            _free(model_response)
            return model_response

        def streaming(
            self,
            model: str,
            messages: list[dict],
            api_base: object,
            custom_prompt_dict: object,
            model_response: object,
            *args,
            **kwargs,
        ):
            """The queued reply a word at a time (each piece keeps its leading space); a
            queued failure is raised by the call itself."""
            text = SCRIPTED.next(messages)
            words = sum(len(str(m.get("content", "")).split()) for m in messages)
            pieces = [_chunk(GenericStreamingChunk, piece) for piece in _PIECES.findall(text)]
            last = _chunk(GenericStreamingChunk, "", prompt_tokens=words, completion_tokens=len(text.split()))
            return iter([*pieces, last])

    return ScriptedLLM()
