"""Which memory grounding states on the cross-session probes, without generating a reply:
say each fact (rules path, real MiniLM), move that user's clock three days on, recall for the
question (and, from round 8, look up by key a kind of fact recall did not bring, as a turn
does) and let :func:`memorylab.policies.grounding.choose` pick the memories to state. A probe
counts when the statement holds an expected word. Fast next to ``bench.memory_use`` (no model
call), so it can run on a loaded machine; the reply itself starts with this statement in the
grounded mode.

    python -m bench.grounding_decisions [cross_session_blind cross_session]
"""

from __future__ import annotations

import sys
import tempfile

from memorylab import Clock, MemoryLab, Settings
from memorylab.playground.probes import load_items
from memorylab.policies import grounding as policy
from memorylab.policies.grounding import Recalled, choose

HAS_KEY = "key" in Recalled.__dataclass_fields__  # the round's start commit has no memory key here
LOOKS_UP = hasattr(policy, "unfilled")  # round 8: a kind recall did not bring is looked up by key, as a turn does


def _key(hit) -> dict:
    return {"key": hit.memory.key} if HAS_KEY else {}


def decisions(lab: MemoryLab, name: str) -> int:
    ok = 0
    for j, item in enumerate(load_items(name)):
        user = f"{name}-{j}"
        lab.agent.observe(user, item["say"])
        lab.clock.advance(days=3, user_id=user)
        recalled = [
            Recalled(
                h.memory.id, h.memory.text, h.similarity, h.exact_key, **({"key": h.memory.key} if HAS_KEY else {})
            )
            for h in lab.recall(user, item["ask"])
        ]
        if LOOKS_UP and (missing := policy.unfilled(item["ask"], recalled)):
            found = lab.retrieval.of_kind(user, item["ask"], missing)
            seen = {r.memory_id for r in recalled}
            recalled += [Recalled(m.id, m.text, s, key=m.key, looked_up=True) for m, s in found if m.id not in seen]
        grounding = choose(item["ask"], recalled, lab.settings.agent.grounding_threshold)
        good = bool(grounding.statement) and any(str(e).lower() in grounding.statement.lower() for e in item["expect"])
        ok += good
        print(
            f"  {'ok  ' if good else 'MISS'} {item['ask'][:55]!r} -> {grounding.statement!r} [{grounding.reason[:80]}]"
        )
    return ok


def main() -> None:
    names = sys.argv[1:] or ["cross_session_blind", "cross_session"]
    settings = Settings.from_env(model="scripted/bench", embedder="minilm")
    with tempfile.TemporaryDirectory() as folder, MemoryLab.open(folder, settings=settings, clock=Clock()) as lab:
        for name in names:
            print(f"{name}: {decisions(lab, name)}/{len(load_items(name))} stated the answer")


if __name__ == "__main__":
    main()
