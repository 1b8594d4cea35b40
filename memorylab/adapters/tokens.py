"""Token counts, as litellm counts them for a model (tiktoken where it has no tokenizer),
kept per text: a turn counts the same memories, summary and system prompt again and again."""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Callable
from types import ModuleType


def count(model: str, text: str, lib: Callable[[], ModuleType]) -> int:
    """Tokens in ``text`` for ``model``; ``lib`` returns litellm with the lab's providers
    registered (``adapters.llm._lib``)."""
    if not text:
        return 0
    key = (model, hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest())
    found = TOKEN_COUNTS.get(key)
    if found is None:
        found = int(_counter(model, lib)(text))
        TOKEN_COUNTS.put(key, found)
    return found


_counters: dict[str, Callable[[str], int]] = {}


def _counter(model: str, lib: Callable[[], ModuleType]) -> Callable[[str], int]:
    """litellm's count of a text for ``model``, as ``litellm.token_counter(model=model,
    text=...)`` computes it, with the model's tokenizer chosen once: token_counter chooses
    it again on every call, which at forty turns at once was 5% of the lab's CPU. Falls
    back to token_counter itself (gpt-4o-mini's count for a model it cannot count) where
    litellm's internals differ; tests/test_llm_tokens.py holds the two equal."""
    found = _counters.get(model)
    if found is None:
        litellm = lib()
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


class _Counts:
    """The last ``size`` token counts, by (model, digest of the text): the text itself is
    not kept, and every forget clears them anyway (``clear``), as it clears the
    embedding cache. Shared by every LLM and thread: a text's count is the same whoever
    wrote it."""

    def __init__(self, size: int = 8192):
        self.size = size
        self._counts: OrderedDict[tuple[str, bytes], int] = OrderedDict()
        self._lock = threading.Lock()

    def clear(self) -> None:
        with self._lock:
            self._counts.clear()

    def get(self, key: tuple[str, bytes]) -> int | None:
        with self._lock:
            found = self._counts.get(key)
            if found is not None:
                self._counts.move_to_end(key)
            return found

    def put(self, key: tuple[str, bytes], count: int) -> None:
        with self._lock:
            self._counts[key] = count
            while len(self._counts) > self.size:
                self._counts.popitem(last=False)

    def __len__(self) -> int:
        return len(self._counts)


TOKEN_COUNTS = _Counts()
