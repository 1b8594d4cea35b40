"""The write policy: for each candidate, add, update, supersede, skip or refuse.

* refuse: it holds a secret or personal data whose rule is ``refuse``. The decision
  names the kind of data, never the value, and nothing reaches a table or the index.
* skip: importance below the threshold.
* update: the same fact again (same key and text, or a near-identical memory): the
  existing memory is reinforced instead of duplicated.
* supersede: same key with a new value, or a near-duplicate of the same kind with a new
  value: the old memory stays in history, linked, no longer retrieved.
* add: everything else.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .extract import Candidate
from .sensitive import Finding, redact, scan, verdict

PLACEHOLDER = re.compile(r"\[redacted ([a-z ]+)\]")


@dataclass(frozen=True)
class Decision:
    action: str                 # added, updated, superseded, skipped, refused, forgotten
    reason: str
    text: str | None            # None when refused
    kind: str | None = None
    key: str | None = None
    importance: float | None = None
    rule: str = ""
    memory_id: int | None = None
    replaced_id: int | None = None


def _sensitive_kinds(text: str) -> list[str]:
    kinds = {f.kind for f in scan(text)} | set(PLACEHOLDER.findall(text))
    return sorted(kinds)


def decide(lab, user_id: str, c: Candidate, *, source_turn: int | None) -> Decision:
    agent = lab.settings.agent
    kinds = _sensitive_kinds(c.text)
    text = c.text
    if kinds:
        action = verdict([Finding(k, 0, 0) for k in kinds], agent.sensitive_rules)
        if action == "refuse":
            return Decision("refused", f"holds {', '.join(kinds)}: never stored", None, c.kind,
                            c.key, c.importance, c.rule)
        text = redact(text)
        if len(_content(PLACEHOLDER.sub(" ", text))) < 2:
            return Decision("skipped", f"nothing worth keeping once the {', '.join(kinds)} is redacted",
                            None, c.kind, c.key, c.importance, c.rule)
    if c.importance < agent.min_importance:
        return Decision("skipped", f"importance {c.importance:.2f} is below {agent.min_importance}",
                        text, c.kind, c.key, c.importance, c.rule)
    base = dict(kind=c.kind, key=c.key, importance=c.importance, rule=c.rule)
    if c.key:
        same_key = lab.store.memories(user_id, key=c.key.lower())
        repeat = next((m for m in same_key if m.text.casefold() == text.casefold()), None)
        if repeat:
            return _reinforce(lab, user_id, repeat, text, base, "the same fact again")
        memory_id = _write(lab, user_id, text, c, source_turn)
        if same_key:
            return Decision("superseded", f"new value for '{c.key}'", text, memory_id=memory_id,
                            replaced_id=same_key[0].id, **base)
        return Decision("added", "new fact", text, memory_id=memory_id, **base)
    nearest = lab.candidates(user_id, text, n=5)
    if len(nearest):
        best, sim = nearest.memories[0], float(nearest.similarities[0])
        if sim >= agent.repeat_threshold:
            return _reinforce(lab, user_id, best, text, base, f"near-identical to #{best.id} ({sim:.2f})")
        if sim >= agent.supersede_threshold and best.kind == c.kind:
            memory_id = _write(lab, user_id, text, c, source_turn, supersedes=[best.id])
            return Decision("superseded", f"near-duplicate of #{best.id} ({sim:.2f}) with a new value",
                            text, memory_id=memory_id, replaced_id=best.id, **base)
    memory_id = _write(lab, user_id, text, c, source_turn)
    return Decision("added", "new memory", text, memory_id=memory_id, **base)


def _write(lab, user_id, text, c: Candidate, source_turn, supersedes=()) -> int:
    return lab.remember(user_id, text, kind=c.kind, importance=c.importance, key=c.key,
                        source="chat" if c.rule != "llm" else "chat-llm", source_turn=source_turn,
                        span=c.span, supersedes=list(supersedes),
                        confidence=0.9 if c.rule != "llm" else 0.8)


def _reinforce(lab, user_id, memory, text, base, why) -> Decision:
    lab.mark_accessed(user_id, [memory.id], reason="repeated")
    if base["importance"] > memory.importance:
        lab.update(user_id, memory.id, importance=base["importance"], reason="repeated with more weight")
    return Decision("updated", f"{why}: reinforced", text, memory_id=memory.id, **base)


def _content(text: str) -> set[str]:
    words = set(re.findall(r"[a-z]+", text.lower()))
    return words - {"user", "s", "is", "my", "the", "a", "an", "at", "on", "me", "and", "to", "or",
                    "email", "phone", "number", "address", "call", "reach"}


def apply(lab, user_id: str, candidates: list[Candidate], *, source_turn: int | None) -> list[Decision]:
    return [decide(lab, user_id, c, source_turn=source_turn) for c in candidates]
