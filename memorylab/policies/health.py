"""Health of a memory over time: growth from the event log, retrieval accuracy from kept
evaluation runs, and the design's warning when the two part ways. Pure functions.

"If memory growth rises steadily while retrieval accuracy falls, your write policy is too
loose": between the last two evaluation runs of the same dataset, the user's active
memories grew and recall@k fell.
"""

from __future__ import annotations

from bisect import bisect_right
from datetime import datetime

from memorylab.models import Event

DELTA = {
    "ADD": 1,
    "MERGE": 1,
    "REFLECT": 1,
    "LESSON": 1,
    "FORGET": -1,
    "EXPIRE": -1,
    "EVICT": -1,
    "SUPERSEDE": -1,
    "CONSOLIDATE": -1,
}
WARNING = (
    "Memory grew from {before} to {after} active memories while recall@{k} fell from {was:.3f} to "
    "{now:.3f}: the write policy is too loose (it keeps what retrieval then has to wade through)."
)


def growth(events: list[Event]) -> tuple[list[datetime], list[int]]:
    """Active memories after each event that changes their number, oldest first."""
    times, counts, total = [], [], 0
    for e in events:
        if e.op in DELTA:
            total += DELTA[e.op]
            times.append(e.at)
            counts.append(total)
    return times, counts


def active_at(times: list[datetime], counts: list[int], when: datetime) -> int:
    j = bisect_right(times, when)
    return counts[j - 1] if j else 0


def warning(times: list[datetime], counts: list[int], runs: list[dict], k: int) -> str | None:
    """The design's warning, or None: ``runs`` are kept evaluation runs, oldest first."""
    at_k = [r for r in runs if str(k) in r.get("recall", {})]
    if len(at_k) < 2:
        return None
    was, now = at_k[-2], at_k[-1]
    before, after = active_at(times, counts, was["created_at"]), active_at(times, counts, now["created_at"])
    if after > before and now["recall"][str(k)] < was["recall"][str(k)]:
        return WARNING.format(before=before, after=after, k=k, was=was["recall"][str(k)], now=now["recall"][str(k)])
    return None
