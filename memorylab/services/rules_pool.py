"""The rule extractor in worker processes, for a server with a room of attendees.

Why: a chat turn's rule extraction (``policies/extract.py``: a few hundred regular
expressions over the message) is pure Python, about a fifth of what a turn holds the
interpreter lock for when forty attendees send a turn at once; every other attendee's
turn waits for it. In a worker process it runs beside the lab's threads: the turn sends
the message down a pipe and waits without the lock. Since round 38 the turn sends it when
it starts (``start``) and collects the candidates when it writes, so the worker reads while
the turn recalls, builds its context and generates (forty at once: p95 about 450 -> 350 ms
with one worker, README). ``Settings.extract_processes`` says
how many workers (``MEMORYLAB_EXTRACT_PROCESSES``; 0, the default: in the turn's own
thread, as before). Measured in round 23 (README, "Forty at once, round 23"): no gain on
an idle 2-core machine (the pipe and the worker's wake-up cost a turn alone 2-3 ms, and
the worker takes a share of the same two cores), about a tenth off the p95 at forty at
once while other work loaded the machine; so it is off unless asked for.

A worker is ``python -m memorylab.services.rules_pool``: one JSON line in (the message
and the topic hint), one out (the candidates). Not ``multiprocessing``: its ``spawn``
runs the parent's ``__main__`` again in the child, and under Streamlit that is the app.

The promises: the candidates are the ones ``extract_rules`` gives in the calling thread
(the same function, the same text); a worker that dies, answers garbage, hangs past
``timeout`` seconds or cannot be started costs that turn the in-thread extraction and is
replaced at the next turn, never the turn itself (a message that breaks the extractor
raises here as it would in the thread). The worker sees the message only, redacted before
it came here, and keeps nothing: forget has nothing to reach in it.
"""

from __future__ import annotations

import json
import logging
import os
import select
import subprocess
import sys
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import asdict
from pathlib import Path

from memorylab.policies.extract import Candidate, extract_rules

log = logging.getLogger(__name__)

WARM_MESSAGE = "hi i'm leo, I moved to Porto last year and my sister Ana is a nurse"


class WorkerFailed(Exception):
    pass


class _Worker:
    """One worker process and its pipes; used by one thread at a time."""

    def __init__(self):
        package_root = str(Path(__file__).resolve().parents[2])  # memorylab importable from any directory
        path = os.pathsep.join(p for p in (package_root, os.environ.get("PYTHONPATH", "")) if p)
        env = {**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONPATH": path}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "memorylab.services.rules_pool"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=env,
            text=True,
            encoding="utf-8",
        )

    def ask(self, message: str, topic_hint: str | None, timeout: float) -> list[Candidate]:
        try:
            self.proc.stdin.write(json.dumps({"m": message, "h": topic_hint}) + "\n")
            self.proc.stdin.flush()
            ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
            if not ready:
                raise WorkerFailed(f"no answer in {timeout:g} s")
            line = self.proc.stdout.readline()
        except (OSError, ValueError) as exc:  # a closed pipe: the worker is gone
            raise WorkerFailed(f"{type(exc).__name__}: {exc}") from exc
        if not line:
            raise WorkerFailed(f"the worker exited ({self.proc.poll()})")
        try:
            answer = json.loads(line)
            if "error" in answer:
                raise WorkerFailed(answer["error"])
            return [Candidate(**{**c, "span": tuple(c["span"]) if c["span"] else None}) for c in answer["ok"]]
        except (KeyError, TypeError, ValueError) as exc:
            raise WorkerFailed(f"an answer that is no list of candidates: {line[:80]!r}") from exc

    def stop(self) -> None:
        try:
            self.proc.kill()
            self.proc.wait(5)
        except (OSError, subprocess.TimeoutExpired):
            pass
        for pipe in (self.proc.stdin, self.proc.stdout):
            try:
                pipe.close()
            except OSError:
                pass


class RulesPool:
    def __init__(self, processes: int, *, timeout: float = 10.0):
        self.processes, self.timeout = max(int(processes), 0), float(timeout)
        self._idle: list[_Worker] = []
        self._started = 0
        self._cond = threading.Condition()
        self._closed = False
        self._ahead: ThreadPoolExecutor | None = None  # a thread per worker, for ``start``
        self.fallbacks = 0  # turns that extracted in their own thread because a worker failed

    def extract(self, message: str, topic_hint: str | None = None) -> list[Candidate]:
        """``extract_rules(message, topic_hint=topic_hint)``, in a worker when there are any."""
        worker = self._take()
        if worker is None:
            return extract_rules(message, topic_hint=topic_hint)
        try:
            found = worker.ask(message, topic_hint, self.timeout)
        except WorkerFailed as exc:
            log.warning("the rule extractor's worker failed (%s); extracting in this thread", exc)
            self._retire(worker)
            with self._cond:  # a count turns in several threads add to
                self.fallbacks += 1
            return extract_rules(message, topic_hint=topic_hint)
        self._give_back(worker)
        return found

    def start(self, message: str, topic_hint: str | None = None) -> Future | None:
        """``extract`` begun now in a worker, collected later with ``.result()`` (what it
        returns or raises), so the turn's recall runs while the worker reads the message
        instead of the turn waiting for a worker at its end; None without workers (the
        caller extracts when it needs the candidates)."""
        if self.processes == 0:
            return None
        with self._cond:
            if self._closed:
                return None
            if self._ahead is None:
                self._ahead = ThreadPoolExecutor(self.processes, thread_name_prefix="memorylab-rules")
            return self._ahead.submit(self.extract, message, topic_hint)

    def warm(self) -> None:
        """Start the workers and load their word lists now, not in the first attendee's turn."""
        taken = [w for w in (self._take() for _ in range(self.processes)) if w is not None]
        for worker in taken:
            try:
                worker.ask(WARM_MESSAGE, None, max(self.timeout, 60.0))
            except WorkerFailed as exc:
                log.warning("the rule extractor's worker did not start: %s", exc)
                self._retire(worker)
                continue
            self._give_back(worker)

    def close(self) -> None:
        with self._cond:
            self._closed = True
            idle, self._idle = self._idle, []
            ahead, self._ahead = self._ahead, None
            self._cond.notify_all()
        if ahead is not None:  # begun extractions finish in their thread (no worker left: in-thread)
            ahead.shutdown(wait=False)
        for worker in idle:
            worker.stop()

    def _take(self) -> _Worker | None:
        """An idle worker, a new one while fewer than ``processes`` run, or None (no workers)."""
        if self.processes == 0:
            return None
        with self._cond:
            while not self._closed:
                if self._idle:
                    return self._idle.pop()
                if self._started < self.processes:
                    self._started += 1
                    break
                self._cond.wait()
            else:
                return None
        try:
            return _Worker()
        except OSError as exc:
            log.warning("no worker for the rule extractor (%s); extracting in the turn's thread", exc)
            with self._cond:
                self._started -= 1
                self.processes = 0
                self._cond.notify_all()
            return None

    def _give_back(self, worker: _Worker) -> None:
        with self._cond:
            if not self._closed:
                self._idle.append(worker)
                self._cond.notify()
                return
        worker.stop()

    def _retire(self, worker: _Worker) -> None:
        worker.stop()
        with self._cond:
            self._started -= 1
            self._cond.notify()


def serve() -> None:
    """The worker: a JSON line in, a JSON line out, until its input closes."""
    for line in sys.stdin:
        try:
            asked = json.loads(line)
            found = extract_rules(asked["m"], topic_hint=asked["h"])
            answer = {"ok": [asdict(c) for c in found]}
        except Exception as exc:  # noqa: BLE001 - said to the caller, which extracts in its own thread
            answer = {"error": f"{type(exc).__name__}: {exc}"}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    serve()
