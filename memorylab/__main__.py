"""Command line: ``python -m memorylab eval ...`` and ``python -m memorylab replay ...``."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .scoring import PRESETS, preset

SCENARIO_DIR = Path(__file__).resolve().parent.parent / "data" / "scenarios"


def _eval(args) -> int:
    from .embed import make_embedder
    from .errors import InvalidInput
    from .evaluation import evaluate, load_dataset
    try:
        conversations = load_dataset(args.dataset, args.path, SCENARIO_DIR)
    except InvalidInput as exc:
        print(exc, file=sys.stderr)
        return 2
    ks = [int(k) for k in args.k.split(",")]
    result = evaluate(conversations, preset(args.preset), ks, embedder=make_embedder(args.embedder),
                      dataset=args.dataset,
                      progress=lambda f, m: print(f"\r{f:5.0%} {m}", end="", file=sys.stderr))
    print(file=sys.stderr)
    print(f"{args.dataset} · preset {args.preset} · {result.n} questions")
    header = "category".ljust(14) + "".join(f"R@{k}".rjust(8) for k in ks) + "       n"
    print(header)
    for name, values, n in [("all", result.recall, result.n)] + [
            (c, v, result.counts[c]) for c, v in result.by_category.items()]:
        print(name.ljust(14) + "".join(f"{values[k]:8.3f}" for k in ks) + f"{n:8d}")
    print(f"retrieval latency (query embedding excluded): p50 {result.latency_ms['p50']} ms, "
          f"p99 {result.latency_ms['p99']} ms")
    if args.json:
        Path(args.json).write_text(json.dumps(result.summary(), indent=2))
    return 0


def _replay(args) -> int:
    from .replay import replay_cli
    return replay_cli(args)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m memorylab")
    sub = parser.add_subparsers(dest="command", required=True)
    ev = sub.add_parser("eval", help="evidence recall@k on a conversation benchmark")
    ev.add_argument("--dataset", choices=["locomo", "scenarios"], default="scenarios")
    ev.add_argument("--path", help="the LoCoMo JSON file, or a folder of scenarios")
    ev.add_argument("--k", default="5,10,20")
    ev.add_argument("--preset", choices=list(PRESETS), default="relevance-first")
    ev.add_argument("--embedder", choices=["minilm", "hash"], default="minilm")
    ev.add_argument("--json", help="also write the figures to this file")
    ev.set_defaults(run=_eval)
    rp = sub.add_parser("replay", help="replay a scripted scenario and print the per-turn table")
    rp.add_argument("scenario", help="a scenario file, e.g. data/scenarios/preference_change.yaml")
    rp.add_argument("--preset", choices=list(PRESETS), default="relevance-first")
    rp.add_argument("--embedder", choices=["minilm", "hash"], default="minilm")
    rp.add_argument("--model", default="scripted/replay",
                    help="the chat model; the scripted default keeps replays fast and repeatable")
    rp.set_defaults(run=_replay)
    args = parser.parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
