"""Scripted scenarios: YAML files of messages, clock jumps, planted facts and probes.
The format is documented in scenarios/README.md beside this module."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path

import yaml

from memorylab.errors import InvalidInput

STEP_KEYS = {"say", "ask", "wait", "consolidate", "user", "plants", "expects", "expect_text", "expect_not", "refused"}
WAIT_UNITS = {"minutes", "hours", "days", "weeks"}
MESSAGE_GAP = timedelta(minutes=1)  # each message moves the clock a little, as real ones do


@dataclass(frozen=True)
class Step:
    index: int
    user: str
    at: datetime
    message: str | None = None  # what is said (a probe's question too)
    probe: str | None = None
    plants: str | None = None
    expects: str | None = None
    expect_text: str | None = None
    expect_not: str | None = None
    expect_refused: bool = False
    wait: timedelta | None = None
    consolidate: bool = False

    @property
    def kind(self) -> str:
        return "ask" if self.probe else "say" if self.message else "wait" if self.wait else "consolidate"


@dataclass
class Scenario:
    name: str
    title: str
    description: str
    start: datetime
    users: list[str]
    steps: list[Step] = field(default_factory=list)
    path: Path | None = None

    def steps_for(self, user: str) -> list[Step]:
        return [s for s in self.steps if s.user == user and (s.message or s.probe)]

    @property
    def probes(self) -> list[Step]:
        return [s for s in self.steps if s.probe]


def _fail(path: str | Path, where: str, what: str):
    raise InvalidInput(f"{Path(path).name}, {where}: {what}")


def load_scenario(path: str | Path) -> Scenario:
    path = Path(path)
    try:
        doc = yaml.safe_load(path.read_text())
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise InvalidInput(f"Cannot read scenario {path.name}: {exc}") from exc
    if not isinstance(doc, dict) or not isinstance(doc.get("steps"), list) or not doc["steps"]:
        _fail(path, "top level", "a scenario needs a non-empty 'steps' list")
    users = doc.get("users") or ["user"]
    start = doc.get("start", "2026-01-05 09:00")
    try:
        now = start if isinstance(start, datetime) else datetime.fromisoformat(str(start))
    except ValueError:
        _fail(path, "start", f"{start!r} is not a date and time like 2026-01-05 09:00")
    scenario = Scenario(
        doc.get("name") or path.stem,
        doc.get("title") or path.stem,
        str(doc.get("description", "")).strip(),
        now,
        list(users),
        path=path,
    )
    for i, raw in enumerate(doc["steps"], start=1):
        step, now = _step(path, i, raw, now, users)
        scenario.steps.append(step)
    labels = {s.plants for s in scenario.steps if s.plants}
    for s in scenario.probes:
        if s.expects and s.expects not in labels:
            _fail(path, f"step {s.index}", f"expects {s.expects!r}, which no step plants")
    return scenario


def _step(path: str | Path, i: int, raw: object, now: datetime, users: list[str]) -> tuple[Step, datetime]:
    if not isinstance(raw, dict):
        _fail(path, f"step {i}", "each step is a mapping such as {say: ...}")
    unknown = set(raw) - STEP_KEYS
    if unknown:
        _fail(path, f"step {i}", f"unknown keys {sorted(unknown)}; allowed: {sorted(STEP_KEYS)}")
    actions = [k for k in ("say", "ask", "wait", "consolidate") if k in raw]
    if len(actions) != 1:
        _fail(path, f"step {i}", "give exactly one of say, ask, wait, consolidate")
    user = raw.get("user", users[0])
    if user not in users:
        _fail(path, f"step {i}", f"user {user!r} is not in users {users}")
    if "wait" in raw:
        wait = raw["wait"]
        if not isinstance(wait, dict) or not wait or set(wait) - WAIT_UNITS:
            _fail(path, f"step {i}", f"wait takes {sorted(WAIT_UNITS)}, e.g. {{days: 3}}")
        delta = _wait(path, i, wait)
        try:
            return Step(i, user, now + delta, wait=delta), now + delta  # a wait has run once the time is there
        except OverflowError:
            _fail(path, f"step {i}", "the wait takes the clock past the year 9999")
    if "consolidate" in raw:
        return Step(i, user, now, consolidate=True), now
    text = str(raw.get("say") or raw.get("ask") or "").strip()
    if not text:
        _fail(path, f"step {i}", "say/ask needs a message")
    step = Step(
        i,
        user,
        now,
        message=text,
        probe=text if "ask" in raw else None,
        plants=raw.get("plants"),
        expects=raw.get("expects"),
        expect_text=raw.get("expect_text"),
        expect_not=raw.get("expect_not"),
        expect_refused=bool(raw.get("refused", False)),
    )
    return step, now + MESSAGE_GAP


MAX_WAIT = timedelta(days=3650)


def _wait(path: str | Path, i: int, wait: dict) -> timedelta:
    """A wait forward of at most ten years (the clock never moves back)."""
    try:
        delta = timedelta(**{k: float(v) for k, v in wait.items()})
    except (TypeError, ValueError, OverflowError):
        _fail(path, f"step {i}", f"a wait is a few positive numbers, e.g. {{days: 3}}; got {wait}")
    if not timedelta(0) < delta <= MAX_WAIT:
        _fail(path, f"step {i}", f"a wait moves the clock forward by at most {MAX_WAIT.days} days; got {wait}")
    return delta


def list_scenarios(folder: str | Path) -> list[Scenario]:
    return [load_scenario(p) for p in sorted(Path(folder).glob("*.yaml"))]
