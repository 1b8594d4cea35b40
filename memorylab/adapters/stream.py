"""A reply in progress, followed by readers in other threads (the chat page)."""

from __future__ import annotations

import threading
from collections.abc import Iterator


class ReplyStream:
    """What a reply in progress has said so far, for readers in other threads.

    The turn writes: ``said(message)`` first, the user's message as it is stored (the guard
    has masked its secrets), ``waiting(ahead)`` while it queues for the local model,
    ``token(text)`` for each piece of the reply, ``close()`` at the end (always). Any number
    of readers follow ``events()`` from the start, so a reader that arrives late (a page
    rerun while the reply is being written) still sees all of it. A page draws the user's
    message from :meth:`message`, never from what was typed: a password typed in chat is
    never on a projector, not even while the reply is written.
    """

    def __init__(self):
        self._events: list[tuple[str, object]] = []
        self._closed = False
        self._message: str | None = None
        self._changed = threading.Condition()

    def said(self, message: str) -> None:
        with self._changed:
            self._message = str(message)
            self._changed.notify_all()

    def message(self, timeout: float | None = None) -> str | None:
        """The user's message as stored, once the turn has read it; None if the turn ended
        without one (the message was refused as input) or ``timeout`` seconds passed."""
        with self._changed:
            self._changed.wait_for(lambda: self._message is not None or self._closed, timeout)
            return self._message

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
