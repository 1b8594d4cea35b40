"""Demo data in one click: a persona's memories spread over months of the user's own
simulated time, written through the public facade (guard, events and indexes included).
"""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import yaml

from memorylab.errors import InvalidInput
from memorylab.lab import MemoryLab
from memorylab.models import HISTORY

PERSONAS = Path(__file__).resolve().parent.parent / "datasets" / "demo"


def personas() -> list[str]:
    return sorted(p.stem for p in PERSONAS.glob("*.yaml"))


def load_demo(lab: MemoryLab, user_id: str, persona: str = "sam") -> list[int]:
    """Write the persona's memories into ``user_id``'s store, oldest first (a later value
    of a key supersedes the earlier one), then replay how often each was used. Returns
    the ids written."""
    path = PERSONAS / f"{persona}.yaml"
    if not path.exists():
        raise InvalidInput(f"No demo persona {persona!r}; choose one of {', '.join(personas())}.")
    items = sorted(yaml.safe_load(path.read_text())["memories"], key=lambda m: -m["days_ago"])
    now = lab.clock.now(user_id)
    ids = []
    for item in items:
        created = now - timedelta(days=item["days_ago"])
        ttl = timedelta(days=item["ttl_days"]) if item.get("ttl_days") else None
        memory_id = lab.remember(
            user_id,
            item["text"],
            kind=item["kind"],
            importance=item["importance"],
            key=item.get("key"),
            source=HISTORY,  # a past: it does not schedule a reflection (Reflect now reflects on it)
            created_at=created,
            ttl=ttl,
        )
        ids.append(memory_id)
        for _ in range(item.get("accesses", 0)):
            lab.retrieval.mark_accessed(user_id, [memory_id], reason="used in an earlier conversation")
    return ids
