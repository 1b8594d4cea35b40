"""The memory-use probe set: does the configured model use the memory it is given?

Each probe plants one fact for a fresh user (with ten other probes' facts as
distractors, about what a persona's profile puts beside it), asks a question only that
fact answers, and reads the turn's memory-use measure. Everything goes through the
public facade, so the figures are what a chat turn in the app would show.
"""

from __future__ import annotations

import time
from collections import defaultdict
from dataclasses import dataclass, field
from importlib import resources

import yaml

from memorylab.errors import InvalidInput
from memorylab.lab import MemoryLab


@dataclass(frozen=True)
class Probe:
    fact: str
    kind: str
    ask: str
    expect: tuple[str, ...]
    key: str | None = None


@dataclass
class ProbeResult:
    probe: Probe
    reply: str
    used: bool  # the memory-use measure marks the planted fact as used
    answered: bool  # the reply holds an expected word
    seconds: float
    error: str | None = None


@dataclass
class ProbeReport:
    model: str
    layout: str
    results: list[ProbeResult] = field(default_factory=list)

    @property
    def use_rate(self) -> float:
        return sum(r.used for r in self.results) / len(self.results) if self.results else 0.0

    @property
    def answer_rate(self) -> float:
        return sum(r.answered for r in self.results) / len(self.results) if self.results else 0.0

    def row(self) -> dict:
        seconds = sorted(r.seconds for r in self.results)
        return {
            "model": self.model,
            "layout": self.layout,
            "probes": len(self.results),
            "memory_use_rate": round(self.use_rate, 3),
            "answer_rate": round(self.answer_rate, 3),
            "errors": sum(r.error is not None for r in self.results),
            "first_reply_s": round(self.results[0].seconds, 2) if self.results else None,
            "median_reply_s": round(seconds[len(seconds) // 2], 2) if seconds else None,
        }


def load_probes(name: str = "memory_use") -> list[Probe]:
    text = resources.files("memorylab.datasets").joinpath("probes", f"{name}.yaml").read_text(encoding="utf-8")
    raw = yaml.safe_load(text)
    try:
        return [
            Probe(p["fact"], p["kind"], p["ask"], tuple(str(e).lower() for e in p["expect"]), p.get("key"))
            for p in raw["probes"]
        ]
    except (KeyError, TypeError) as exc:
        raise InvalidInput(f"The probe set {name!r} is malformed: {exc}") from exc


def run_probes(
    lab: MemoryLab,
    probes: list[Probe] | None = None,
    *,
    model: str | None = None,
    user_prefix: str = "probe",
    distractors: int = 10,
) -> ProbeReport:
    """Ask every probe as its own user in ``lab``; the lab's prompt layout and model
    (or ``model``) are the ones measured."""
    probes = probes if probes is not None else load_probes()
    report = ProbeReport(lab.agent.llm_for(model).model, lab.agent.prompt_layout(model))
    for j, probe in enumerate(probes):
        user = f"{user_prefix}-{j}"
        planted = lab.remember(user, probe.fact, kind=probe.kind, key=probe.key, importance=0.8)
        for other in (probes[(j + k) % len(probes)] for k in range(1, distractors + 1)):
            lab.remember(user, other.fact, kind=other.kind, key=other.key, importance=0.6)
        start = time.perf_counter()
        turn = lab.chat(user, probe.ask, model=model)
        seconds = time.perf_counter() - start
        used = turn.memory_use is not None and planted in turn.memory_use.used_ids
        reply = turn.reply.lower().replace(" ", "")
        answered = any(e.replace(" ", "") in reply for e in probe.expect)
        report.results.append(ProbeResult(probe, turn.reply, used, answered, seconds, turn.error))
    return report


# --- self-introductions and cross-session probes ---------------------------------------


def load_items(name: str) -> list[dict]:
    """The ``items`` of a probe file (introductions, introductions_heldout, cross_session)."""
    text = resources.files("memorylab.datasets").joinpath("probes", f"{name}.yaml").read_text(encoding="utf-8")
    items = yaml.safe_load(text).get("items")
    if not isinstance(items, list) or not all(isinstance(i, dict) and "say" in i for i in items):
        raise InvalidInput(f"The probe set {name!r} needs a list of items, each with 'say'.")
    return items


def stored_with_value(lab: MemoryLab, items: list[dict], *, user_prefix: str = "intro") -> dict:
    """Each item's message through the write policy for a fresh user: passed when a memory is
    stored (added or superseded) whose text holds every ``expect`` word. Per category."""
    per: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    missed = []
    for j, item in enumerate(items):
        decisions = lab.agent.observe(f"{user_prefix}-{j}", item["say"])
        stored = [d.text.lower() for d in decisions if d.action in ("added", "superseded") and d.text]
        ok = any(all(str(e).lower() in t for e in item["expect"]) for t in stored)
        per[item["category"]][0] += ok
        per[item["category"]][1] += 1
        if not ok:
            missed.append(item["say"])
    passed = sum(p for p, _ in per.values())
    return {
        "passed": passed,
        "items": len(items),
        "rate": round(passed / len(items), 3) if items else 0.0,
        "per_category": {c: f"{p}/{n}" for c, (p, n) in per.items()},
        "missed": missed,
    }


def cross_session(lab: MemoryLab, items: list[dict], *, user_prefix: str = "cross", days: float = 3) -> dict:
    """Say each fact in one session, move that user's clock ``days`` on, ask in another."""
    answered = used = 0
    seconds, rows = [], []
    for j, item in enumerate(items):
        user = f"{user_prefix}-{j}"
        lab.chat(user, item["say"], session_id="first")
        lab.clock.advance(days=days, user_id=user)
        start = time.perf_counter()
        turn = lab.chat(user, item["ask"], session_id="later")
        seconds.append(time.perf_counter() - start)
        reply = turn.reply.lower()
        ok = any(str(e).lower() in reply for e in item["expect"])
        answered += ok
        used += bool(turn.memory_use and turn.memory_use.used)
        rows.append({"ask": item["ask"], "reply": turn.reply, "answered": ok, "path": turn.reply_path})
    n = len(items)
    return {
        "probes": n,
        "answer_rate": round(answered / n, 3) if n else 0.0,
        "memory_use_rate": round(used / n, 3) if n else 0.0,
        "median_ask_s": round(sorted(seconds)[n // 2], 2) if n else None,
        "rows": rows,
    }
