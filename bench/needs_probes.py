"""The needs probes end to end (``probes/needs_fresh.yaml``): a fact said in chat in one
session, three days on a request in another session that needs it without naming it
(*indirect*: the reply should hold the fact), or that has nothing to do with it (*unasked*:
the reply must not hold it). Each reply mode side by side, through the public facade only,
so the same script scores the round's start commit (``--set`` also takes a YAML file's path,
for a checkout whose package does not ship the set).

An item's ``say`` may be a list (said in turn); its ``expect`` may be a list per fact the
request needs (``[[vegetarian], [rosa]]``): it passes when the reply holds a word of every
list, and ``facts_held`` counts the facts held over all such items.

    python -m bench.needs_probes [--set needs_round8] [--modes model,grounded] [--model local/smollm2]
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections import defaultdict
from dataclasses import replace
from importlib import resources
from pathlib import Path

import yaml

from bench.common import print_table, write_results
from memorylab import Clock, MemoryLab, Settings


def load(name: str) -> dict:
    if name.endswith(".yaml"):
        return yaml.safe_load(Path(name).read_text(encoding="utf-8"))
    text = resources.files("memorylab.datasets").joinpath("probes", f"{name}.yaml").read_text(encoding="utf-8")
    return yaml.safe_load(text)


def facts_of(expect: list) -> list[list[str]]:
    """An item's expected words, one list per fact: ``[a, b]`` is one fact said either way,
    ``[[a], [b, c]]`` two facts."""
    return [list(e) for e in expect] if all(isinstance(e, list) for e in expect) else [list(expect)]


def held(reply: str, expect: list) -> int:
    """How many of the item's facts the reply holds (a word of the fact's list)."""
    text = reply.lower()
    return sum(any(str(w).lower() in text for w in words) for words in facts_of(expect))


def ask_later(lab: MemoryLab, user: str, say: str | list[str], ask: str, days: float = 3):
    for message in [say] if isinstance(say, str) else say:
        lab.chat(user, message, session_id="first")
    lab.clock.advance(days=days, user_id=user)
    start = time.perf_counter()
    turn = lab.chat(user, ask, session_id="later")
    return turn, time.perf_counter() - start


def _why(turn) -> str:
    grounding = getattr(turn, "grounding", None)
    return getattr(grounding, "reason", "") if grounding is not None else ""


def _median(values: list[float]) -> float | str:
    """The median, or "n/a" (the start commit times no grounding step of its own)."""
    return round(sorted(values)[len(values) // 2], 2) if values else "n/a"


def score(lab: MemoryLab, probes: dict, prefix: str) -> dict:
    per: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    rows, leaks, seconds, facts, grounding_ms = [], 0, [], [0, 0], []
    for j, item in enumerate(probes["indirect"]):
        turn, s = ask_later(lab, f"{prefix}-ind-{j}", item["say"], item["ask"])
        wanted = facts_of(item["expect"])
        got = held(turn.reply, item["expect"])
        ok = got == len(wanted)
        if len(wanted) > 1:
            facts[0], facts[1] = facts[0] + got, facts[1] + len(wanted)
        per[item["category"]][0] += ok
        per[item["category"]][1] += 1
        seconds.append(s)
        grounding_ms.append(turn.timings_ms.get("grounding"))
        rows.append({"kind": "indirect", "ask": item["ask"], "reply": turn.reply, "ok": ok, "why": _why(turn)})
    for j, item in enumerate(probes["unasked"]):
        turn, s = ask_later(lab, f"{prefix}-un-{j}", item["say"], item["ask"])
        leaked = any(str(a).lower() in turn.reply.lower() for a in item["absent"])
        leaks += leaked
        seconds.append(s)
        grounding_ms.append(turn.timings_ms.get("grounding"))
        rows.append({"kind": "unasked", "ask": item["ask"], "reply": turn.reply, "ok": not leaked, "why": _why(turn)})
    indirect = sum(p for p, _ in per.values())
    return {
        "indirect_answered": f"{indirect}/{len(probes['indirect'])}",
        "per_category": {c: f"{p}/{n}" for c, (p, n) in per.items()},
        "facts_held": f"{facts[0]}/{facts[1]}" if facts[1] else "n/a",  # over the items that need several
        "unasked_mentioned": f"{leaks}/{len(probes['unasked'])}",
        "median_ask_s": round(sorted(seconds)[len(seconds) // 2], 2),
        "median_grounding_ms": _median([ms for ms in grounding_ms if ms is not None]),  # decision + lookup
        "rows": rows,
    }


def run(model: str, mode: str, name: str) -> dict:
    base = Settings.from_env(model=model, embedder="minilm")
    settings = base.with_(agent=replace(base.agent, reply_mode=mode))
    with tempfile.TemporaryDirectory() as folder, MemoryLab.open(folder, settings=settings, clock=Clock()) as lab:
        out = score(lab, load(name), prefix=mode)
    print(
        f"{model} / {mode}: indirect {out['indirect_answered']} {out['per_category']}, "
        f"facts held (items needing several) {out['facts_held']}, "
        f"unasked mentioned {out['unasked_mentioned']}",
        flush=True,
    )
    for r in out["rows"]:
        print(f"   {'ok  ' if r['ok'] else 'MISS'} {r['kind']}: {r['ask']!r} -> {r['reply'][:150]!r} [{r['why'][:90]}]")
    return {"model": model, "reply_mode": mode} | out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default="local/smollm2")
    parser.add_argument("--modes", default="model,grounded")
    parser.add_argument("--set", default="needs_fresh")
    parser.add_argument("--out", default="needs_probes")
    parser.add_argument("--label", default="", help="what was scored (a commit), kept in the results file")
    args = parser.parse_args()
    rows = [run(args.model, mode, args.set) for mode in args.modes.split(",")]
    print_table([{k: v for k, v in r.items() if k not in ("rows", "per_category")} for r in rows])
    write_results(args.out, {"set": args.set, "rows": rows}, key=args.label or None)


if __name__ == "__main__":
    main()
