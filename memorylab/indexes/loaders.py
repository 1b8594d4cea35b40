"""Threads that load derived data in the background, kept so that closing the lab waits for them.

A big user's first recall after a restart reads their rows (:class:`~memorylab.indexes.rowcache.RowCache`)
and their keyword postings (:class:`~memorylab.services.derived.Derived`) in threads of their own, so the
recall does not wait for 100k rows. Such a thread was left running when the lab closed: it read from a
store being closed, and when the interpreter exited while it was still inside DuckDB the process aborted
("terminate called after throwing an instance of ... FATAL: exception not rethrown": Python ends a thread
that wakes during shutdown by unwinding its stack, which DuckDB's C++ does not let through). ``close()``
now waits for them (:meth:`Loaders.wait`) before it closes the store.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable


class Loaders:
    """The background loading threads of one lab part; :meth:`wait` joins those running."""

    def __init__(self):
        self._threads: set[threading.Thread] = set()
        self._lock = threading.Lock()

    def start(self, target: Callable[..., None], *args: object, name: str) -> None:
        thread = threading.Thread(target=self._run, args=(target, args), name=name, daemon=True)
        with self._lock:
            self._threads.add(thread)
        thread.start()

    def _run(self, target: Callable[..., None], args: tuple) -> None:
        try:
            target(*args)
        finally:
            with self._lock:
                self._threads.discard(threading.current_thread())

    def running(self) -> int:
        with self._lock:
            return len(self._threads)

    def wait(self, timeout: float = 60.0) -> bool:
        """Join the threads running now, ``timeout`` seconds at most in all; True when none is left."""
        deadline = time.monotonic() + timeout
        with self._lock:
            threads = list(self._threads)
        for thread in threads:
            thread.join(max(0.0, deadline - time.monotonic()))
        return not any(thread.is_alive() for thread in threads)
