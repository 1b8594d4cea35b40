"""Replay a scripted scenario through a lab, one step at a time, checking its probes.

In a lab of its own the scenario sets the clock. Replayed into a user's own lab
(``as_user``), the scenario's times are shifted to that user's present: their clock only
ever moves forward, and every step runs as them."""

from __future__ import annotations

import argparse
import sys
import tempfile
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path

from memorylab.datasets.conversations import SCENARIOS
from memorylab.datasets.scenario import Scenario, Step, list_scenarios, load_scenario
from memorylab.errors import InvalidInput
from memorylab.lab import MemoryLab
from memorylab.policies.scoring import Weights, preset
from memorylab.settings import Settings

WRITES = ("added", "updated", "superseded")


@dataclass
class StepResult:
    step: Step
    at: datetime
    user: str = ""  # who the step ran as (the presenter, when replayed into their lab)
    reply: str = ""
    error: str | None = None
    decisions: list[str] = field(default_factory=list)
    recalled: list[str] = field(default_factory=list)  # memory texts the model was given
    tokens: int = 0
    failures: list[str] = field(default_factory=list)
    derived: list[int] = field(default_factory=list)
    forgotten: int = 0
    lesson: int | None = None  # a failed probe's lesson in the playbook

    @property
    def probe_ok(self) -> bool | None:
        checked = self.step.probe or self.step.plants or self.step.expect_refused
        return (not self.failures) if checked else None

    def recalled_first(self, n: int) -> str:
        """The first ``n`` recalled, those the step's check looks for first (the walk read a step "recalled as
        expected" beside three profile facts: the memory that passed it was fifth), and how many more."""
        wanted = (self.step.expect_text or "").lower()
        shown = sorted(self.recalled, key=lambda t: not (wanted and wanted in t.lower()))  # stable: else in order
        more = f" (+{len(shown) - n} more)" if len(shown) > n else ""
        return " | ".join(shown[:n]) + more

    def row(self) -> dict:
        return {
            "step": self.step.index,
            "clock": f"{self.at:%Y-%m-%d %H:%M}",
            "user": self.user or self.step.user,
            "kind": self.step.kind,
            "message": self.step.message or "",
            "writes": "; ".join(self.decisions),
            "recalled": self.recalled_first(3),
            "tokens": self.tokens,
            "check": {True: "pass", False: "FAIL", None: ""}[self.probe_ok],
            "why": "; ".join(self.failures),
        }


def check(step: Step, result: StepResult, actions: list[str]) -> list[str]:
    """What this step promised and did not keep."""
    failures = []
    texts = [t.lower() for t in result.recalled]
    if step.expect_text and not any(step.expect_text.lower() in t for t in texts):
        failures.append(f"no recalled memory mentions {step.expect_text!r}")
    if step.expect_not and any(step.expect_not.lower() in t for t in texts):
        failures.append(f"a recalled memory mentions {step.expect_not!r}")
    if step.expect_refused and "refused" not in actions:
        failures.append("expected the write policy to refuse a sensitive fact")
    if step.plants and not any(a in WRITES for a in actions):
        failures.append(f"planted fact {step.plants!r} was not stored")
    return failures


class Replay:
    """Steps a scenario through ``lab``. By default the lab is the replay's own (it sets the
    lab's clock); with ``as_user`` every step runs as that user of a shared lab, moving only
    that user's clock forward (the scenario's times shifted to the user's present), so what
    the scenario writes can be explored on every page."""

    def __init__(
        self,
        scenario: Scenario,
        lab: MemoryLab,
        *,
        weights: Weights | None = None,
        model: str | None = None,
        as_user: str | None = None,
    ):
        if as_user is not None and len(scenario.users) > 1:
            raise InvalidInput(f"{scenario.title} has {len(scenario.users)} users: replay it in a lab of its own.")
        self.scenario, self.lab, self.weights, self.model, self.as_user = scenario, lab, weights, model, as_user
        self.results: list[StepResult] = []
        self.busy = threading.Lock()  # held while a step runs
        if as_user is None:
            lab.clock.set(scenario.start)
            self.shift = timedelta(0)
        else:  # the scenario's start is the user's now
            self.shift = lab.clock.now(as_user) - scenario.start

    @property
    def done(self) -> bool:
        return len(self.results) >= len(self.scenario.steps)

    @property
    def next_step(self) -> Step | None:
        return None if self.done else self.scenario.steps[len(self.results)]

    def user(self, step: Step) -> str:
        return self.as_user or step.user

    def step_time(self, step: Step) -> datetime:
        """When ``step`` runs: its scripted time, shifted into the user's present, and never
        before the user's now (their clock may have moved on between steps)."""
        at = step.at + self.shift
        if self.as_user is None:
            return at
        return max(at, self.lab.clock.now(self.as_user))

    def step(self) -> StepResult | None:
        """Run the next step; None when finished, or when a step is already running (a
        second click never runs a step twice or skips one)."""
        if not self.busy.acquire(blocking=False):
            return None
        try:
            return self._step()
        finally:
            self.busy.release()

    def _step(self) -> StepResult | None:
        step = self.next_step
        if step is None:
            return None
        at = self.step_time(step)
        if self.as_user is None:
            self.lab.clock.set(at)
        elif (ahead := at - self.lab.clock.now(self.as_user)) > timedelta(0):  # moved on, not pinned: the user's clock
            self.lab.clock.advance(seconds=ahead.total_seconds(), user_id=self.as_user)  # keeps running after it
        result = StepResult(step, at, self.user(step))
        if step.consolidate:
            result.derived = self.lab.lifecycle.consolidate(self.user(step))
            result.decisions = [f"consolidated into #{i}" for i in result.derived] or ["nothing to merge"]
        elif step.message:
            turn = self.lab.chat(
                self.user(step), step.message, session_id=self.scenario.name, weights=self.weights, model=self.model
            )
            result.reply, result.error = turn.reply, turn.error
            result.decisions = [
                f"{d.action}: {d.text if d.text is not None else '(sensitive)'}" for d in turn.decisions
            ]
            result.derived, result.forgotten = turn.derived, len(turn.forgotten)
            if turn.context is not None:
                result.recalled = turn.context.sections["profile"].items + turn.context.sections["memories"].items
                result.tokens = turn.context.total_tokens
            result.failures = check(step, result, [d.action for d in turn.decisions])
            if result.failures and step.expect_text:
                result.lesson = self.lab.agent.record_lesson(
                    self.user(step),
                    said=turn.reply or "(no answer)",
                    right=f"the answer needed what I was told about {step.expect_text}",
                    asked=step.message,
                    next_time=f"look for the note that mentions {step.expect_text}",
                )
        self.results.append(result)
        return result

    def run(self, on_step: Callable[[StepResult], None] | None = None) -> list[StepResult]:
        while not self.done:
            result = self.step()
            if on_step:
                on_step(result)
        return self.results

    @property
    def failures(self) -> list[str]:
        return [f"step {r.step.index}: {f}" for r in self.results for f in r.failures]


def shipped_scenarios() -> list[Scenario]:
    """The scenarios that ship with memorylab (package data)."""
    return list_scenarios(SCENARIOS)


def find_scenario(name_or_path: str) -> Path:
    """A scenario file by path, or by the name of a shipped one ("preference_change")."""
    path = Path(name_or_path)
    if path.exists():
        return path
    shipped = SCENARIOS / f"{path.stem}.yaml"
    if shipped.exists():
        return shipped
    names = ", ".join(sorted(p.stem for p in SCENARIOS.glob("*.yaml")))
    raise InvalidInput(f"No scenario {name_or_path!r}: give a file path or one of {names}.")


def replay_cli(args: argparse.Namespace) -> int:
    try:
        scenario = load_scenario(find_scenario(args.scenario))
    except InvalidInput as exc:
        print(exc, file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings.from_env(data_dir=folder, embedder=args.embedder, model=args.model, preset=args.preset)
        settings = settings.with_(database_url=None)  # a replay runs in a throwaway lab of its own
        with MemoryLab.open(settings=settings) as lab:
            replay = Replay(scenario, lab, weights=preset(args.preset))
            print(f"{scenario.title} · preset {args.preset} · model {args.model}")
            columns = ("step", "clock", "user", "kind", "message", "writes", "recalled", "check")
            widths = (4, 16, 8, 11, 44, 40, 44, 5)
            print("  ".join(c.ljust(w) for c, w in zip(columns, widths)))
            for result in replay.run():
                row = result.row()
                print("  ".join(str(row[c])[:w].ljust(w) for c, w in zip(columns, widths)))
            for failure in replay.failures:
                print("FAIL", failure, file=sys.stderr)
            probes = [r for r in replay.results if r.step.probe]
            print(f"{sum(r.probe_ok for r in probes)}/{len(probes)} probes passed")
            if _every_model_call_failed(replay.results):
                print(f"every model call failed ({replay.results[-1].error}): nothing was tested", file=sys.stderr)
                return 1
            return 1 if replay.failures else 0


def _every_model_call_failed(results: list[StepResult]) -> bool:
    talked = [r for r in results if r.step.message or r.step.probe]
    return bool(talked) and all(r.error for r in talked)
