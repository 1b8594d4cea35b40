"""Token counts, as litellm counts them for a model (tiktoken where it has no tokenizer),
kept per text: a turn counts the same memories, summary and system prompt again and again."""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Callable


def count(model: str, text: str, counter: Callable[[str], Callable[[str], int]]) -> int:
    """Tokens in ``text`` for ``model``; ``counter(model)`` is litellm's counting function
    for the model (``adapters.llm._counter``), called only for a text not counted yet."""
    if not text:
        return 0
    key = (model, hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).digest())
    found = TOKEN_COUNTS.get(key)
    if found is None:
        found = int(counter(model)(text))
        TOKEN_COUNTS.put(key, found)
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
