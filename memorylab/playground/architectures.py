"""Five memory architectures answering the same conversation, side by side.

Same model, same clock, same messages; only what each puts in the context differs.
Messages are written to the memory store once (the write policy), before the next turn,
so the two memory-based designs see exactly what was stored so far.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path

from memorylab.adapters.llm import LLM
from memorylab.datasets.scenario import Scenario
from memorylab.errors import LLMError
from memorylab.lab import MemoryLab
from memorylab.playground.evaluation import Progress
from memorylab.policies.context import Context, build_context
from memorylab.policies.scoring import Weights
from memorylab.policies.summary import extractive
from memorylab.settings import Budgets
from memorylab.validate import check_user_id

ARCHITECTURES = {
    "full buffer": "every earlier message, verbatim",
    "sliding window": "the last N messages only",
    "window + summary": "the last N messages and a rolling summary of the older ones",
    "retrieved memory": "the top-k memories for the message, no transcript",
    "profile + episodes": "profile facts, the top-k other memories and the last 2 messages",
}
UNLIMITED = Budgets(system=2_000, message=2_000, profile=2_000, memories=4_000, summary=2_000, recent=1_000_000)


@dataclass
class ArchTurn:
    step: int
    architecture: str
    message: str
    tokens: int
    memories: int
    messages: int
    recalled: bool | None  # on probes: did the context hold the planted fact?
    reply: str
    fixed: int = 0  # of ``tokens``, the system prompt's and the message's: every design sends them

    def row(self) -> dict:
        return {
            "step": self.step,
            "architecture": self.architecture,
            "message": self.message,
            "tokens": self.tokens,
            "memories": self.memories,
            "messages": self.messages,
            "recalled": {True: "yes", False: "no", None: ""}[self.recalled],
            "reply": self.reply,
        }


def _contexts(
    lab: MemoryLab,
    user: str,
    message: str,
    transcripts: dict,
    window: int,
    weights: Weights,
    count: Callable[[str], int],
) -> dict:
    system = lab.settings.agent.system_prompt
    hits = [h.memory for h in lab.recall(user, message, k=weights.k, weights=weights)]
    profile = lab.retrieval.profile(user)
    profile_ids = {m.id for m in profile}
    common = dict(system=system, message=message, budgets=UNLIMITED, count=count)
    plans = {
        "full buffer": dict(profile=[], memories=[], summary=None, recent=transcripts["full buffer"]),
        "sliding window": dict(profile=[], memories=[], summary=None, recent=transcripts["sliding window"][-window:]),
        "window + summary": dict(
            profile=[],
            memories=[],
            recent=transcripts["window + summary"][-window:],
            summary=extractive(None, transcripts["window + summary"][:-window]) or None,
        ),
        "retrieved memory": dict(profile=[], memories=hits, summary=None, recent=[]),
        "profile + episodes": dict(
            profile=profile,
            memories=[m for m in hits if m.id not in profile_ids],
            summary=None,
            recent=transcripts["profile + episodes"][-2:],
        ),
    }
    return {name: build_context(**common, **plan) for name, plan in plans.items()}


def compare(
    scenario: Scenario,
    lab: MemoryLab,
    *,
    user: str | None = None,
    model: str | None = None,
    window: int = 6,
    weights: Weights | None = None,
    progress: Progress | None = None,
    generate: bool = True,
) -> list[ArchTurn]:
    """Replay ``scenario`` (one user's steps) through the five architectures.

    ``generate=False`` (the quick mode) builds every context and measures what the lesson
    needs (tokens sent, memory items, whether a planted fact is in the context) without
    asking the model for the five replies: the transcripts then hold the user's messages."""
    user = user or scenario.users[0]
    weights = weights or lab.weights
    llm = lab.agent.llm_for(model)
    transcripts = {name: [] for name in ARCHITECTURES}
    rows: list[ArchTurn] = []
    steps = [s for s in scenario.steps if s.user == user or s.wait]
    for n, step in enumerate(steps, start=1):
        lab.clock.set(step.at)
        if step.consolidate:
            lab.lifecycle.consolidate(user)
        if not step.message:
            continue
        contexts = _contexts(lab, user, step.message, transcripts, window, weights, llm.count_tokens)
        for name, context in contexts.items():
            reply = _reply(llm, context, lab.settings.agent.reply_tokens) if generate else ""
            text = " ".join(m["content"] for m in context.messages).lower()
            recalled = step.expect_text.lower() in text if step.probe and step.expect_text else None
            rows.append(
                ArchTurn(
                    step.index,
                    name,
                    step.message,
                    context.total_tokens,
                    len(context.used_memory_ids),
                    len(context.messages) - 2,
                    recalled,
                    reply,
                    context.sections["system"].tokens + context.sections["message"].tokens,
                )
            )
            transcripts[name] += [{"role": "user", "content": step.message}]
            if reply:
                transcripts[name].append({"role": "assistant", "content": reply})
        lab.agent.observe(user, step.message, session_id=f"architectures:{scenario.name}", model=model)
        if progress:
            progress(n / len(steps), step.message)
    return rows


def _reply(llm: LLM, context: Context, max_tokens: int) -> str:
    try:
        return llm.complete(context.messages, max_tokens=max_tokens).text
    except LLMError as exc:
        return f"(model error: {exc})"


def runs_folder(root: Path, user_id: str) -> Path:
    """Where ``user_id``'s kept comparisons live under ``root``: a folder per user, named by
    a hash of the normalised id (any id is a safe folder name, and one user's runs never
    show in another's page)."""
    return Path(root) / hashlib.sha256(check_user_id(user_id).encode("utf-8")).hexdigest()[:24]


def save_run(folder: Path, key: str, rows: list[ArchTurn]) -> Path:
    """Keep a finished comparison on disk, so a presenter can run it before the session."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{key}.json"
    path.write_text(
        json.dumps({"saved_at": datetime.now(UTC).isoformat(timespec="minutes"), "rows": [asdict(r) for r in rows]})
    )
    return path


def load_run(folder: Path, key: str) -> tuple[str, list[ArchTurn]] | None:
    path = folder / f"{key}.json"
    if not path.exists():
        return None
    try:
        doc = json.loads(path.read_text())
        return doc["saved_at"], [ArchTurn(**r) for r in doc["rows"]]
    except (ValueError, KeyError, TypeError):
        return None  # an unreadable saved run is simply run again


def summary_table(rows: list[ArchTurn]) -> list[dict]:
    """Per architecture: mean and last tokens, the last as a share of the full buffer's, what the design adds to
    the system prompt and the message (which every design sends) at the last, as a share of what the full buffer
    adds, and planted facts recalled. (What each design sends is the page's "The five designs".)"""
    out = []
    full = [r.tokens for r in rows if r.architecture == "full buffer"]
    full_added = [r.tokens - r.fixed for r in rows if r.architecture == "full buffer"]
    for name in ARCHITECTURES:
        mine = [r for r in rows if r.architecture == name]
        probes = [r for r in mine if r.recalled is not None]
        last = mine[-1].tokens if mine else 0
        added = last - mine[-1].fixed if mine else 0
        out.append(
            {
                "architecture": name,
                "mean tokens": round(sum(r.tokens for r in mine) / max(1, len(mine)), 1),
                "last tokens": last,
                "last, of full buffer": f"{last / full[-1]:.0%}" if full and full[-1] else "",
                "added, of full buffer's": f"{added / full_added[-1]:.0%}" if full_added and full_added[-1] else "",
                "planted facts recalled": f"{sum(r.recalled for r in probes)}/{len(probes)}",
            }
        )
    return out
