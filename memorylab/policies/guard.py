"""Secrets and personal data, found before anything is stored, embedded or sent to a model.

Each detector names a kind; a rule per kind says what the write policy does with a
candidate memory holding it: ``refuse`` (not stored; the decision says why, never what)
or ``redact`` (stored with the value replaced). The chat message itself is always
redacted before it reaches the turns table, the query cache or the model.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memorylab.settings import DEFAULT_SENSITIVE_RULES as DEFAULT_RULES  # noqa: F401 - re-exported


@dataclass(frozen=True)
class Finding:
    kind: str
    start: int
    end: int


def _luhn_ok(digits: str) -> bool:
    total, parity = 0, len(digits) % 2
    for i, ch in enumerate(digits):
        d = int(ch)
        if i % 2 == parity:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def _card(match: re.Match) -> bool:
    digits = re.sub(r"\D", "", match.group(0))
    return 13 <= len(digits) <= 19 and _luhn_ok(digits)


def _phone(match: re.Match) -> bool:
    text = match.group(0)
    digits = re.sub(r"\D", "", text)
    looks_like_date = re.fullmatch(r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}", text.strip())
    return 9 <= len(digits) <= 15 and not looks_like_date


_VALUE = r"[^\s,;]{3,}"
DETECTORS: list[tuple[str, re.Pattern, object]] = [
    (
        "private key",
        re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(-----END [A-Z ]*PRIVATE KEY-----|$)"),
        None,
    ),
    (
        "api key",
        re.compile(
            r"\b(?:sk-(?:ant-|proj-)?[A-Za-z0-9_\-]{16,}|AKIA[0-9A-Z]{16}|ASIA[0-9A-Z]{16}"
            r"|gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,}|xox[abprs]-[A-Za-z0-9\-]{10,}"
            r"|AIza[0-9A-Za-z_\-]{30,}|glpat-[A-Za-z0-9_\-]{20,}|hf_[A-Za-z0-9]{30,}"
            r"|sk_(?:live|test)_[A-Za-z0-9]{16,}|eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,})"
        ),
        None,
    ),
    (
        "api key",
        re.compile(
            rf"(?i)\b(?:api[ _-]?key|access[ _-]?token|auth[ _-]?token|secret[ _-]?key|client[ _-]?secret"
            rf"|(?:bearer )?token)\b\s*(?:is|=|:)\s*[\"']?({_VALUE})"
        ),
        "group1",
    ),
    (
        "password",
        re.compile(
            rf"(?i)\b(?:password|passwd|passcode|passphrase|pwd|pin(?: code)?|wifi key)\b"
            rf"(?:\s+(?:for|to|of)\s+[\w .'-]{{1,30}}?)?\s*(?:is|was|=|:)\s*[\"']?({_VALUE})"
        ),
        "group1",
    ),
    ("national id", re.compile(r"\b(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}\b"), None),
    ("national id", re.compile(r"\b[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b"), None),
    (
        "national id",
        re.compile(
            r"(?i)\b(?:national insurance|NI|NINO)(?: number| no\.?)?\s*(?:is|:)?\s*"
            r"([A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D])\b"
        ),
        "group1",
    ),
    (
        "national id",
        re.compile(
            rf"(?i)\b(?:social security|ssn|passport|national id|id card|tax id|driver'?s licen[cs]e)"
            rf"(?: number| no\.?| #)?\s*(?:is|:|=)?\s*({_VALUE})"
        ),
        "group1",
    ),
    ("bank account", re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,4})?\b"), None),
    ("card number", re.compile(r"(?<!\d)(?:\d[ -]?){12,18}\d(?!\d)"), _card),
    ("email address", re.compile(r"\b[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}\b"), None),
    (
        "phone number",
        re.compile(r"(?<![\w+])(?:\+\d{1,3}[\s.\-]?)?(?:\(\d{1,4}\)[\s.\-]?)?\d{2,4}(?:[\s.\-]\d{2,4}){1,4}(?!\w)"),
        _phone,
    ),
]


def scan(text: str) -> list[Finding]:
    """Every sensitive span in ``text``, non-overlapping, earliest first."""
    found: list[Finding] = []
    for kind, pattern, check in DETECTORS:
        for match in pattern.finditer(text):
            if callable(check) and not check(match):
                continue
            start, end = match.span(1) if check == "group1" else match.span()
            if any(start < f.end and f.start < end for f in found):
                continue
            found.append(Finding(kind, start, end))
    return sorted(found, key=lambda f: f.start)


def redact(text: str, findings: list[Finding] | None = None) -> str:
    findings = scan(text) if findings is None else findings
    for f in sorted(findings, key=lambda f: -f.start):
        text = text[: f.start] + f"[redacted {f.kind}]" + text[f.end :]
    return text


def verdict(findings: list[Finding], rules: dict[str, str]) -> str:
    """``refuse``, ``redact`` or ``allow`` for a candidate with these findings."""
    actions = {rules.get(f.kind, "refuse") for f in findings}
    return "refuse" if "refuse" in actions else "redact" if "redact" in actions else "allow"
