"""The needs probes end to end (``probes/needs_fresh.yaml``): a fact said in chat in one
session, three days on a request in another session that needs it without naming it
(*indirect*: the reply should hold the fact), or that has nothing to do with it (*unasked*:
the reply must not hold it). Each reply mode side by side, through the public facade only,
so the same script scores the round's start commit.

    python -m bench.needs_probes [--modes model,grounded] [--model local/smollm2] [--out needs_probes]
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections import defaultdict
from dataclasses import replace
from importlib import resources

import yaml

from bench.common import print_table, write_results
from memorylab import Clock, MemoryLab, Settings


def load(name: str) -> dict:
    text = resources.files("memorylab.datasets").joinpath("probes", f"{name}.yaml").read_text(encoding="utf-8")
    return yaml.safe_load(text)


def ask_later(lab: MemoryLab, user: str, say: str, ask: str, days: float = 3):
    lab.chat(user, say, session_id="first")
    lab.clock.advance(days=days, user_id=user)
    start = time.perf_counter()
    turn = lab.chat(user, ask, session_id="later")
    return turn, time.perf_counter() - start


def _why(turn) -> str:
    grounding = getattr(turn, "grounding", None)
    return getattr(grounding, "reason", "") if grounding is not None else ""


def score(lab: MemoryLab, probes: dict, prefix: str) -> dict:
    per: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    rows, leaks, seconds = [], 0, []
    for j, item in enumerate(probes["indirect"]):
        turn, s = ask_later(lab, f"{prefix}-ind-{j}", item["say"], item["ask"])
        ok = any(str(e).lower() in turn.reply.lower() for e in item["expect"])
        per[item["category"]][0] += ok
        per[item["category"]][1] += 1
        seconds.append(s)
        rows.append({"kind": "indirect", "ask": item["ask"], "reply": turn.reply, "ok": ok, "why": _why(turn)})
    for j, item in enumerate(probes["unasked"]):
        turn, s = ask_later(lab, f"{prefix}-un-{j}", item["say"], item["ask"])
        leaked = any(str(a).lower() in turn.reply.lower() for a in item["absent"])
        leaks += leaked
        seconds.append(s)
        rows.append({"kind": "unasked", "ask": item["ask"], "reply": turn.reply, "ok": not leaked, "why": _why(turn)})
    indirect = sum(p for p, _ in per.values())
    return {
        "indirect_answered": f"{indirect}/{len(probes['indirect'])}",
        "per_category": {c: f"{p}/{n}" for c, (p, n) in per.items()},
        "unasked_mentioned": f"{leaks}/{len(probes['unasked'])}",
        "median_ask_s": round(sorted(seconds)[len(seconds) // 2], 2),
        "rows": rows,
    }


def run(model: str, mode: str, name: str) -> dict:
    base = Settings.from_env(model=model, embedder="minilm")
    settings = base.with_(agent=replace(base.agent, reply_mode=mode))
    with tempfile.TemporaryDirectory() as folder, MemoryLab.open(folder, settings=settings, clock=Clock()) as lab:
        out = score(lab, load(name), prefix=mode)
    print(
        f"{model} / {mode}: indirect {out['indirect_answered']} {out['per_category']}, "
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
