"""CPU seconds of a benchmark's own processes, by kind: the app server, the browsers, this
process (``clients``: a bench's protocol attendees) and any process named to it (a control
server).

``CpuMeter`` samples every process under this one (the playwright driver, Chromium and its
renderers) and the server's tree a few times a second, keeping each process's last reading,
so a renderer that exits (its page closed) still counts. ``mark(name)`` notes the totals at
the start of a phase; ``phases()`` gives each phase's CPU seconds, to the next mark. Other people's
processes on a shared machine are not counted.
"""

from __future__ import annotations

import os
import threading

import psutil

SAMPLE_EVERY_S = 0.25


def kind_of(process: psutil.Process, server_pids: set[int], named: dict[int, str]) -> str:
    if process.pid in server_pids:
        return "server"
    if process.pid in named:
        return named[process.pid]
    if process.pid == os.getpid():
        return "clients"  # this process: a bench's protocol attendees
    name = " ".join(process.cmdline()).lower()
    return "browsers" if "chrom" in name or "headless_shell" in name else "driver"


class CpuMeter:
    def __init__(self, server_pid: int, named: dict[str, int] | None = None):
        self.server_pid = server_pid
        self.named = {pid: kind for kind, pid in (named or {}).items()}  # other processes, by kind
        self.seen: dict[int, tuple[str, float]] = {}  # pid: (kind, CPU seconds at the last look)
        self.marks: list[tuple[str, dict]] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample_until_stopped, name="cpu-meter", daemon=True)

    def __enter__(self) -> CpuMeter:
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join()

    def _sample_until_stopped(self) -> None:
        while not self._stop.wait(SAMPLE_EVERY_S):
            self.sample()

    def sample(self) -> None:
        try:
            server = psutil.Process(self.server_pid)
            server_tree = [server, *server.children(recursive=True)]
        except psutil.NoSuchProcess:
            server_tree = []
        server_pids = {p.pid for p in server_tree}
        named = dict(self.named)  # a named process's children are of its kind (nginx's worker)
        for pid, kind in self.named.items():
            try:
                named |= {child.pid: kind for child in psutil.Process(pid).children(recursive=True)}
            except psutil.NoSuchProcess:
                pass
        mine = psutil.Process(os.getpid()).children(recursive=True)  # driver, browsers, control server
        me = psutil.Process(os.getpid())
        for process in server_tree + [me] + [p for p in mine if p.pid not in server_pids]:
            try:
                times = process.cpu_times()
                known = self.seen.get(process.pid)  # a process keeps the kind it was first seen as
                kind = known[0] if known else kind_of(process, server_pids, named)
            except (psutil.NoSuchProcess, psutil.AccessDenied):
                continue
            with self._lock:
                self.seen[process.pid] = (kind, times.user + times.system)

    def totals(self) -> dict[str, float]:
        out: dict[str, float] = {}
        with self._lock:
            for kind, seconds in self.seen.values():
                out[kind] = out.get(kind, 0.0) + seconds
        return out

    def mark(self, name: str) -> None:
        self.sample()
        self.marks.append((name, self.totals()))

    def phases(self) -> dict[str, dict[str, float]]:
        """CPU seconds by kind from each mark to the next, under the first one's name."""
        out = {}
        for (name, before), (_, after) in zip(self.marks, self.marks[1:]):
            out[name] = {kind: round(after.get(kind, 0.0) - before.get(kind, 0.0), 1) for kind in sorted(after)}
        return out
