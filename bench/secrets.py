"""The guard on the secrets corpus: caught rate per category and false-positive rate.

    python -m bench.secrets

Five corpora (tests/data/): ``sensitive_corpus.json`` (82 items, 18 categories, written
while the detectors were built), ``sensitive_corpus_blind.json`` (30 items written after
they were frozen; its first measurement is kept in the results as "blind, first run"),
``sensitive_corpus_issue19.json`` (the categories issue 19 named, written while the
detectors were extended) and ``sensitive_corpus_blind_issue19.json`` (40 items written
after the extended detectors were frozen at commit df33e94, in phrasing the rules do not
use; its first measurement is kept as "blind issue 19, first run") and
``sensitive_corpus_blind_room.json`` (60 items and 60 look-alike sentences written by an
author who never saw the repository, the rules or the other corpora; measured first on
the merged guard of this round, kept as "blind room, first run"). An item is caught
when a finding covers it and its secret value is gone from the redacted text; an ordinary
sentence is a false positive when anything in it is flagged.
"""

from __future__ import annotations

import json
import time
from collections import defaultdict
from pathlib import Path

from bench.common import print_table, write_results
from memorylab.policies.guard import redact, scan

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
BLIND_FIRST_RUN = {"caught": 24, "items": 30, "false_positives": 0, "ordinary": 20}
BLIND_ISSUE19_FIRST_RUN = {
    "caught": 27,
    "items": 40,
    "false_positives": 0,
    "ordinary": 20,
    "detectors_frozen_at": "df33e94",
    "missed_kinds": "passwords described without a keyword (3), medical numbers led by other words (3), "
    "a Japanese address, login codes, security answers phrased other ways (3), a birth date said "
    "'came into the world', a card code called 'three numbers on the back'",
}
BLIND_ROOM_FIRST_RUN = {
    "caught": 44,
    "items": 60,
    "false_positives": 3,
    "ordinary": 60,
    "guard_at": "c7cf13b",
    "before_this_round": {"caught": 29, "false_positives": 5, "guard_at": "6a84153"},
    "missed_kinds": "passwords without a keyword (4), a spaced keypad code and a phone unlock code, a UK sort "
    "code and account, an IBAN written in lower case, a French social security number with spaces, a "
    "Chinese resident id, a French passport number, two driving licence numbers, an authenticator setup "
    "key, one security answer, a Japanese address, a German birth date",
    "false_positive_kinds": "a badminton score, a published sha256 checksum, a parcel tracking number",
}
CORPORA = (
    "sensitive_corpus.json",
    "sensitive_corpus_blind.json",
    "sensitive_corpus_issue19.json",
    "sensitive_corpus_blind_issue19.json",
    "sensitive_corpus_blind_room.json",
)


def measure(path: Path) -> dict:
    corpus = json.loads(path.read_text())
    by_category: dict[str, list[bool]] = defaultdict(list)
    misses = []
    start = time.perf_counter()
    for item in corpus["sensitive"]:
        caught = bool(scan(item["text"])) and item["secret"] not in redact(item["text"])
        by_category[item["category"]].append(caught)
        if not caught:
            misses.append(item["text"])
    flagged = [s for s in corpus["ordinary"] if scan(s)]
    seconds = time.perf_counter() - start
    n = len(corpus["sensitive"])
    caught = sum(sum(v) for v in by_category.values())
    return {
        "corpus": path.name,
        "items": n,
        "categories": len(by_category),
        "caught": caught,
        "caught_rate": round(caught / n, 3),
        "ordinary": len(corpus["ordinary"]),
        "false_positives": len(flagged),
        "false_positive_rate": round(len(flagged) / len(corpus["ordinary"]), 3),
        "ms_per_text": round(seconds * 1000 / (n + len(corpus["ordinary"])), 3),
        "by_category": {c: f"{sum(v)}/{len(v)}" for c, v in sorted(by_category.items())},
        "misses": misses,
        "flagged_ordinary": flagged,
    }


def dialogue_false_positives() -> dict | None:
    """Real conversation (LoCoMo turns and questions, read from ../shared/data): none of it
    holds a secret, so every flag is a false positive."""
    from bench.retrieval import LOCOMO, locomo_texts_and_questions

    if not LOCOMO.exists():
        return None
    texts, questions = locomo_texts_and_questions(LOCOMO)
    start = time.perf_counter()
    flagged = [t for t in texts + questions if scan(t)]
    ms = (time.perf_counter() - start) * 1000 / len(texts + questions)
    return {
        "texts": len(texts) + len(questions),
        "false_positives": len(flagged),
        "ms_per_text": round(ms, 3),
        "flagged": flagged[:20],
    }


def main() -> None:
    rows = [measure(DATA / name) for name in CORPORA]
    print_table([{k: v for k, v in r.items() if k not in ("by_category", "misses", "flagged_ordinary")} for r in rows])
    for r in rows:
        print(r["corpus"], "misses:", r["misses"] or "none")
    dialogue = dialogue_false_positives()
    print("LoCoMo dialogue:", dialogue and {k: v for k, v in dialogue.items() if k != "flagged"})
    path = write_results(
        "secrets",
        {
            "blind, first run (before fixes)": BLIND_FIRST_RUN,
            "blind issue 19, first run": BLIND_ISSUE19_FIRST_RUN,
            "blind room, first run": BLIND_ROOM_FIRST_RUN,
            "rows": rows,
            "locomo_dialogue": dialogue,
        },
    )
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
