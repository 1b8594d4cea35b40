"""The write policy as data: for one candidate memory, add, update, supersede, skip or refuse.

:func:`plan` is pure: it gets the candidate and what the store already holds that
matters to it (a :class:`Lookup`), and returns a :class:`WritePlan` saying what should
happen and why. The writer (``services.writer``) carries a plan out; the UI can show a
plan as a preview, and a test can check it without a database.

* refuse: it holds a secret or personal data whose rule is ``refuse``. The plan names
  the kind of data, never the value, and nothing reaches a table or the index.
* skip: importance below the threshold, or nothing left once the data is redacted.
* update: the same fact again (same key and text, or a near-identical memory): the
  existing memory is reinforced instead of duplicated.
* supersede: same key with a new value, or a near-duplicate of the same kind with a new
  value: the old memory stays in history, linked, no longer retrieved.
* add: everything else.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from memorylab.models import Memory
from memorylab.policies.extract import Candidate
from memorylab.policies.guard import PLACEHOLDER, Finding, redact, scan, verdict

PAST = {"add": "added", "update": "updated", "supersede": "superseded", "skip": "skipped", "refuse": "refused"}
FILLER_WORDS = frozenset(
    {
        "user",
        "s",
        "is",
        "my",
        "the",
        "a",
        "an",
        "at",
        "on",
        "me",
        "and",
        "to",
        "or",
        "email",
        "phone",
        "number",
        "address",
        "call",
        "reach",
    }
)


@dataclass(frozen=True)
class Decision:
    """What the write policy did with one candidate: the row the UI shows."""

    action: str  # added, updated, superseded, skipped, refused, forgotten
    reason: str
    text: str | None  # None when refused
    kind: str | None = None
    key: str | None = None
    importance: float | None = None
    rule: str = ""
    memory_id: int | None = None
    replaced_id: int | None = None


@dataclass(frozen=True)
class Lookup:
    """What the store holds that the policy must see: active memories with the
    candidate's key, and the nearest active memory with its similarity."""

    same_key: list[Memory] = field(default_factory=list)
    nearest: Memory | None = None
    similarity: float = 0.0


@dataclass(frozen=True)
class Thresholds:
    min_importance: float = 0.3
    repeat: float = 0.95  # a near-identical memory is reinforced, not added again
    supersede: float = 0.85  # a near-duplicate of the same kind with a new value replaces it


@dataclass(frozen=True)
class WritePlan:
    """One decision before it is carried out. ``target`` is the memory to reinforce
    (update) or to replace (supersede by similarity); ``text`` is what would be stored."""

    action: str  # add, update, supersede, skip, refuse
    reason: str
    candidate: Candidate
    text: str | None
    target: Memory | None = None

    @property
    def writes(self) -> bool:
        return self.action in ("add", "supersede")

    def decision(self, memory_id: int | None = None, replaced_id: int | None = None) -> Decision:
        c = self.candidate
        why = self.reason + read_by(c.rule)
        return Decision(PAST[self.action], why, self.text, c.kind, c.key, c.importance, c.rule, memory_id, replaced_id)


def read_by(rule: str) -> str:
    """What read the candidate, for the Writes tab: "; read by the 'home' rule", "; read as
    a routine statement" (the general reader of :mod:`memorylab.policies.intro_general`)."""
    if not rule:
        return ""
    if rule.startswith("said-like:"):
        margin, example = rule.removeprefix("said-like:").split(":", 1)
        return f'; kept as said: it reads like the self-introduction "{example}" (margin {margin})'
    if rule.startswith("said-abroad:"):
        language = rule.removeprefix("said-abroad:")
        return (
            f"; kept as said: a statement about yourself in {language} (MiniLM reads English: not compared by meaning)"
        )
    if rule.startswith("statement:"):
        return f"; read as a {rule.removeprefix('statement:')} statement"
    return "; read by the model" if rule == "llm" else f"; read by the '{rule}' rule"


def sensitive_kinds(text: str, findings: list[Finding] | None = None) -> list[str]:
    """Kinds of sensitive data in ``text``, placeholders of earlier redactions included."""
    findings = scan(text) if findings is None else findings
    return sorted({f.kind for f in findings} | set(PLACEHOLDER.findall(text)))


def plan(
    c: Candidate,
    lookup: Lookup,
    *,
    rules: dict[str, str],
    thresholds: Thresholds = Thresholds(),
    findings: list[Finding] | None = None,
) -> WritePlan:
    """Decide what to do with candidate ``c`` given what the store already holds.
    ``findings``: the guard's scan of ``c.text`` when the caller already has it."""
    text = c.text
    findings = scan(text) if findings is None else findings
    kinds = sensitive_kinds(text, findings)
    if kinds:
        named = ", ".join(kinds)
        if verdict([Finding(k, 0, 0) for k in kinds], rules) == "refuse":
            return WritePlan("refuse", f"holds {named}: never stored", c, None)
        text = redact(text, findings)
        if len(_content_words(PLACEHOLDER.sub(" ", text))) < 2:
            return WritePlan("skip", f"nothing worth keeping once the {named} is redacted", c, None)
    if c.importance < thresholds.min_importance:
        return WritePlan("skip", f"importance {c.importance:.2f} is below {thresholds.min_importance}", c, text)
    if c.key:
        repeat = next((m for m in lookup.same_key if m.text.casefold() == text.casefold()), None)
        if repeat:
            return WritePlan("update", "the same fact again: reinforced", c, text, repeat)
        fuller = next((m for m in lookup.same_key if _said_shorter(text, m.text)), None)
        if fuller:  # "I'm Sam" after "User's name is Sam Rivera": the same name, not a new one
            return WritePlan("update", "already known in full: reinforced", c, fuller.text, fuller)
        if lookup.same_key:
            return WritePlan("supersede", f"new value for '{c.key}'", c, text, lookup.same_key[0])
        return WritePlan("add", "new fact", c, text)
    best, sim = lookup.nearest, lookup.similarity
    if best is not None and sim >= thresholds.repeat and _numbers(best.text) == _numbers(text):
        return WritePlan("update", f"near-identical to #{best.id} ({sim:.2f}): reinforced", c, text, best)
    if best is not None and sim >= thresholds.supersede and best.kind == c.kind:
        return WritePlan("supersede", f"near-duplicate of #{best.id} ({sim:.2f}) with a new value", c, text, best)
    return WritePlan("add", "new memory", c, text)


# Words that turn what surrounds them around: "User is not vegan anymore" holds every word of "User
# is vegan" and says the opposite.
_TURNING = frozenset("not no never anymore longer ex former formerly used didn't doesn't isn't wasn't don't".split())


def _said_shorter(text: str, known: str) -> bool:
    """Does ``known`` say all of ``text`` and more: its start word for word ("User's name is Sam"
    of "User's name is Sam Rivera", "User lives in Leeds" of "User lives in Leeds, UK"), or every
    word of it in order with more after ("User has a dog" of "User has a sausage dog called
    Frankfurt"; not "User lives in York" of "User lives in New York", a new value), none of the
    more a word that turns it around ("User is vegan" is not said by "User is not vegan anymore")?"""
    said, full = re.findall(r"[\w']+", text.casefold()), re.findall(r"[\w']+", known.casefold())
    if not 0 < len(said) < len(full):
        return False
    if full[: len(said)] == said:
        return True
    rest, at = [], 0
    for place, word in enumerate(full):
        if at < len(said) and word == said[at]:
            at, last = at + 1, place
        else:
            rest.append(word)
    return at == len(said) and last < len(full) - 1 and not _TURNING.intersection(rest)


def _numbers(text: str) -> list[str]:
    """The figures a statement holds ("9:30", "2026", "3"): near-identical sentences whose
    figures differ state a new value, not the same fact again."""
    return re.findall(r"\d+(?:[:.,]\d+)*", text)


def _content_words(text: str) -> set[str]:
    return set(re.findall(r"[a-z]+", text.lower())) - FILLER_WORDS
