"""How forgotten text is erased from the places that quoted it: pure string functions.

A mask keeps the length of what it covers, so the spans of other memories taken from
the same turn stay valid after one of them is forgotten.
"""

from __future__ import annotations

from collections.abc import Iterable

FORGOTTEN = "[forgotten]"


def mask(length: int) -> str:
    """``[forgotten]`` padded or cut to exactly ``length`` characters."""
    return FORGOTTEN.ljust(length)[:length] if length >= 3 else "#" * length


def mask_span(content: str, start: int, end: int) -> tuple[str, str]:
    """``content`` with ``[start, end)`` masked, and the words that were there."""
    start, end = max(0, start), min(len(content), end)
    return content[:start] + mask(end - start) + content[end:], content[start:end]


def scrub(content: str, phrases: Iterable[str]) -> str:
    """Every occurrence of each phrase (case-insensitive) masked, length kept."""
    lowered = content.casefold()
    if len(lowered) != len(content):  # casefold changed lengths (e.g. ß): exact match only
        for phrase in phrases:
            content = content.replace(phrase, mask(len(phrase))) if phrase else content
        return content
    for phrase in sorted({p for p in phrases if p and p.strip()}, key=len, reverse=True):
        needle = phrase.casefold()
        if len(needle) != len(phrase):
            content = content.replace(phrase, mask(len(phrase)))
            lowered = content.casefold()
            continue
        at = lowered.find(needle)
        while at >= 0:
            content = content[:at] + mask(len(phrase)) + content[at + len(phrase) :]
            lowered = content.casefold()
            at = lowered.find(needle, at + len(phrase))
    return content
