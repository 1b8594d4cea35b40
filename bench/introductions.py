"""Self-introductions on the rule path, measured three ways in one run:

* every probe set of self-introductions through the write policy (a fresh user per message):
  stored with its value, per category;
* the look-alikes (``introductions_round5_lookalikes.yaml``: moods, questions, plans,
  hypotheticals, other people's facts, quotes): how many store a memory at all (a false memory);
* LoCoMo's real dialogue turns (``../shared/data/locomo_dev.json``, skipped when absent):
  ``extract_rules`` alone, CPU milliseconds per turn, how many facts it reads and a sample;
  and the introduction table alone on the same turns' clauses with its regex prefilter off
  and on, alternated in one run (``--prefilter-rounds``);
* with an embedder whose said-reader bank ships (MiniLM), the said reader on what the rules leave unread
  in LoCoMo's turns: clauses of the shape, clauses kept, a sample. (The probe sets themselves are its
  bank, so their scores with MiniLM flatter it: read them with ``--embedder hash``, where it is off.)

    python -m bench.introductions [--embedder minilm] [--sample 40] [--out introductions] [--key first]
"""

from __future__ import annotations

import argparse
import json
import random
import tempfile
import time
from collections import Counter
from pathlib import Path

from bench.common import write_results
from memorylab import Clock, MemoryLab, Settings
from memorylab.adapters.embed import make_embedder
from memorylab.playground.probes import load_items, stored_with_value
from memorylab.policies.extract import extract_rules, normalise, sentences
from memorylab.policies.introductions import introduce_all
from memorylab.policies.said_whole import unread_clauses
from memorylab.services.said_reader import SaidReader

# ../shared/data beside the checkout (or beside the folder of worktrees)
LOCOMO = next(
    (
        p / "shared" / "data" / "locomo_dev.json"
        for p in Path(__file__).resolve().parents[1:4]
        if (p / "shared" / "data" / "locomo_dev.json").exists()
    ),
    Path("../shared/data/locomo_dev.json"),
)
# Rules that are not about the speaker's self (kept apart in the LoCoMo count).
OTHER_RULES = ("preference", "plan", "cadence", "decision", "remember", "sensitive")


def probe_sets() -> tuple[list[str], list[str]]:
    """The self-introduction sets this checkout holds (``introductions*.yaml``), oldest name first,
    and their look-alike sets (``*_lookalikes.yaml``)."""
    import memorylab

    folder = Path(memorylab.__file__).parent / "datasets" / "probes"
    names = sorted(p.stem for p in folder.glob("introductions*.yaml"))
    return [n for n in names if not n.endswith("_lookalikes")], [n for n in names if n.endswith("_lookalikes")]


def false_memories(lab: MemoryLab, items: list[dict], *, user_prefix: str = "lookalike") -> dict:
    """Each look-alike through the write policy for a fresh user: a false memory when anything is stored."""
    stored, per = [], Counter()
    for j, item in enumerate(items):
        decisions = lab.agent.observe(f"{user_prefix}-{j}", item["say"])
        texts = [d.text for d in decisions if d.action in ("added", "superseded") and d.text]
        if texts:
            stored.append({"say": item["say"], "stored": texts})
            per[item["category"]] += 1
    return {"items": len(items), "false_memories": len(stored), "per_category": dict(per), "stored": stored}


def locomo_turns() -> list[str]:
    if not LOCOMO.exists():
        return []
    turns = []
    for conversation in json.loads(LOCOMO.read_text(encoding="utf-8")):
        for key, session in conversation["conversation"].items():
            if key.startswith("session_") and not key.endswith("date_time"):
                turns.extend(turn["text"] for turn in session)
    return turns


def on_locomo(sample: int) -> dict:
    """``extract_rules`` on LoCoMo's turns: CPU ms per turn and what it reads."""
    turns = locomo_turns()
    if not turns:
        return {"skipped": f"{LOCOMO} not found"}
    extract_rules("hello from Osaka")  # the gazetteer and any model load once, outside the timing
    extract_rules("hey im leopold")  # and the first-name list, where the code has one
    start = time.process_time()
    found = [(turn, c) for turn in turns for c in extract_rules(turn)]
    cpu = time.process_time() - start
    about_self = [(t, c) for t, c in found if c.rule not in OTHER_RULES]
    rng = random.Random(0)
    shown = rng.sample(about_self, min(sample, len(about_self)))
    return {
        "turns": len(turns),
        "cpu_ms_per_turn": round(cpu * 1000 / len(turns), 3),
        "candidates": len(found),
        "about_the_speaker": len(about_self),
        "by_rule": dict(Counter(c.rule for _, c in found).most_common()),
        "sample": [{"turn": t[:160], "text": c.text, "key": c.key, "rule": c.rule} for t, c in shown],
    }


def said_on_locomo(embedder_name: str, sample: int) -> dict:
    """The said reader (services/said_reader.py) on what ``extract_rules`` leaves unread in LoCoMo's turns:
    how many clauses pass its shape test, how many it keeps by meaning, CPU ms per turn, and a sample kept."""
    turns = locomo_turns()
    reader = SaidReader(make_embedder(embedder_name))
    if not turns or reader.bank is None:
        return {"skipped": "no LoCoMo turns" if not turns else f"no bank ships for {embedder_name}"}
    start = time.process_time()
    found = [extract_rules(turn) for turn in turns]
    kept = [(turn, c) for turn, rules in zip(turns, found, strict=True) for c in reader.read(turn, rules)]
    cpu = time.process_time() - start
    shaped = sum(len(unread_clauses(t, [c.span for c in f if c.span])) for t, f in zip(turns, found, strict=True))
    shown = random.Random(0).sample(kept, min(sample, len(kept)))
    return {
        "turns": len(turns),
        "clauses_of_the_shape": shaped,
        "kept": len(kept),
        "cpu_ms_per_turn_with_rules": round(cpu * 1000 / len(turns), 3),
        "sample": [{"turn": t[:160], "text": c.text, "rule": c.rule} for t, c in shown],
    }


def prefilter_pairs(rounds: int) -> dict:
    """The introduction table on every LoCoMo clause, prefilter off then on, ``rounds`` times:
    CPU ms per turn for each, and whether every clause read the same."""
    turns = locomo_turns()
    if not turns or rounds < 1:
        return {"skipped": "no LoCoMo turns" if not turns else "rounds < 1"}
    clauses = [c for turn in turns for _, _, c in sentences(normalise(turn))]
    same = all(introduce_all(c) == introduce_all(c, prefilter=False) for c in clauses)
    cpu: dict[str, list[float]] = {"off": [], "on": []}
    for _ in range(rounds):
        for label, flag in (("off", False), ("on", True)):
            start = time.process_time()
            for clause in clauses:
                introduce_all(clause, prefilter=flag)
            cpu[label].append(round((time.process_time() - start) * 1000 / len(turns), 3))
    return {"turns": len(turns), "clauses": len(clauses), "same_reading": same, "cpu_ms_per_turn": cpu}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--embedder", default="minilm")
    parser.add_argument("--sample", type=int, default=40, help="LoCoMo facts to print")
    parser.add_argument("--sets", default="", help="comma-separated probe sets (default: all here)")
    parser.add_argument("--no-locomo", action="store_true")
    parser.add_argument("--prefilter-rounds", type=int, default=3, help="off/on pairs of the table alone")
    parser.add_argument("--out", default="introductions")
    parser.add_argument("--key", default=None, help="store this run under runs[KEY] (e.g. first, after)")
    args = parser.parse_args()
    settings = Settings.from_env(model="scripted/bench", embedder=args.embedder)
    out: dict = {"sets": {}}
    sets, lookalikes = probe_sets()
    names = tuple(args.sets.split(",")) if args.sets else (*sets, *lookalikes)
    with tempfile.TemporaryDirectory() as folder, MemoryLab.open(folder, settings=settings, clock=Clock()) as lab:
        for name in names:
            if name.endswith("_lookalikes"):
                row = false_memories(lab, load_items(name), user_prefix=name)
                out.setdefault("lookalikes", {})[name] = row
                print(f"{name}: {row['false_memories']}/{row['items']} stored a memory {row['per_category']}")
                for s in row["stored"]:
                    print(f"   false: {s['say']!r} -> {s['stored']}")
                continue
            row = stored_with_value(lab, load_items(name), user_prefix=name)
            out["sets"][name] = row
            print(f"{name}: {row['passed']}/{row['items']} stored with value {row['per_category']}")
            for missed in row["missed"]:
                print(f"   missed: {missed!r}")
    if not args.no_locomo:
        out["locomo"] = on_locomo(args.sample)
        loco = out["locomo"]
        print({k: v for k, v in loco.items() if k != "sample"})
        for s in loco.get("sample", []):
            print(f"   {s['rule']:>10} {s['text']!r}  <- {s['turn']!r}")
        if args.embedder != "hash":
            out["said_reader"] = said = said_on_locomo(args.embedder, args.sample)
            print("said reader on LoCoMo:", {k: v for k, v in said.items() if k != "sample"})
            for s in said.get("sample", []):
                print(f"   {s['text']!r}  <- {s['turn']!r}")
        out["prefilter"] = prefilter_pairs(args.prefilter_rounds)
        print("introduction table, prefilter off/on:", out["prefilter"])
    write_results(args.out, out, key=args.key)


if __name__ == "__main__":
    main()
