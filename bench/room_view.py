"""The room at workshop scale: what the presenter's room view and each page's claim check
cost with 40 attendees who chatted, loaded the demo persona and hold LoCoMo dialogue.

    python -m bench.room_view                  # the room view and the claim check (this code)
    python -m bench.room_view --pages-only     # a page's render under AppTest; for "before", run
        # this file with PYTHONPATH=<the start commit's worktree> --label before

Real text: the demo persona's memories and LoCoMo dialogue turns (../shared/data); the
hashing embedder and the scripted model, since neither figure depends on them.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import tempfile
import time
from pathlib import Path

import bench.common as common
from bench.common import percentiles_ms, print_table, timed, write_results

HERE = Path(__file__).resolve().parent.parent
ROOT = Path(os.environ.get("PYTHONPATH", str(HERE)).split(os.pathsep)[0])  # the code under test: its pages/
LOCOMO = HERE.parent / "shared" / "data" / "locomo_dev.json"
USERS, MESSAGES, MEMORIES = 40, 8, 500


def dialogue() -> list[str]:
    data = json.loads(LOCOMO.read_text())
    return [
        turn["text"]
        for conv in data
        for key, turns in conv["conversation"].items()
        if key.startswith("session_") and isinstance(turns, list)
        for turn in turns
    ]


def fill_room(lab, lines: list[str]) -> None:
    """Each attendee: the demo persona, 500 LoCoMo turns as memories, 8 more as chat messages
    (the dialogue is reused from its start once every line has been given out)."""
    from memorylab.playground.demo import load_demo

    given = itertools.cycle(lines)
    for _ in range(USERS):
        user = lab.claims.fresh().user_id
        load_demo(lab, user)
        lab.remember_many(user, list(itertools.islice(given, MEMORIES)), guard=False)
        for message in itertools.islice(given, MESSAGES):
            lab.chat(user, message[:400])
    lab.flush()


def room_side(repeats: int) -> dict:
    os.environ["MEMORYLAB_PRESENTER_KEY"] = "bench-key"
    from memorylab import MemoryLab, Settings
    from memorylab.playground.room import room_figures

    settings = Settings.from_env(embedder="hash", model="scripted/bench")
    with tempfile.TemporaryDirectory() as folder:
        lab = MemoryLab.open(folder, settings=settings)
        fill_seconds, _ = timed(fill_room, lab, dialogue())
        owner = lab.claims.open("bench-owner")
        room = room_figures(lab, "bench-key")
        figures = [timed(room_figures, lab, "bench-key")[0] for _ in range(repeats)]
        checks = [timed(lab.claims.open, "bench-owner", owner.key)[0] for _ in range(repeats * 10)]
        fresh = [timed(lab.claims.fresh)[0] for _ in range(repeats)]
        out = {
            "attendees": room.attendees,
            "memories": lab.status()["memories"],
            "events": lab.status()["events"],
            "turns": lab._store.count("turns"),  # user and assistant turns: a bench-only count
            "fill_s": round(fill_seconds, 1),
            "room_figures": percentiles_ms(figures),
            "claim_check_owner": percentiles_ms(checks),
            "claim_fresh_id": percentiles_ms(fresh),
        }
        lab.close()
    return out


def page_side(repeats: int) -> dict:
    """The Memory store page under AppTest, first run and a rerun, alice's 60-odd memories."""
    from streamlit.testing.v1 import AppTest

    from memorylab.playground.demo import load_demo

    folder = tempfile.mkdtemp()
    os.environ.update(MEMORYLAB_DATA_DIR=folder, MEMORYLAB_EMBEDDER="hash", MEMORYLAB_MODEL="scripted/bench")
    from ui.common import close_labs, get_lab

    load_demo(get_lab(), "alice")
    first, rerun, bookmark = [], [], {}
    for _ in range(repeats):
        at = AppTest.from_file(str(ROOT / "pages" / "1_Memory_store.py"), default_timeout=60)
        at.query_params.update(user="alice", **bookmark)  # alice's own browser: her key, once she has one
        started = time.perf_counter()
        at.run()
        first.append(time.perf_counter() - started)
        assert at.session_state["user_id"] == "alice"
        bookmark = {"key": at.query_params["key"]} if at.query_params.get("key") else {}
        started = time.perf_counter()
        at.run()
        rerun.append(time.perf_counter() - started)
        assert not at.exception, at.exception
    close_labs()
    return {"first_render": percentiles_ms(first), "rerun": percentiles_ms(rerun)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--pages-only", action="store_true")
    parser.add_argument("--label", default="after")
    args = parser.parse_args()
    common.RESULTS = Path(__file__).resolve().parent / "results"  # this script's folder, whichever code it times
    payload = {"note": "2 cores shared with five other engineers' test runs: timings are noisy"}
    if not args.pages_only:
        payload["room"] = room_side(args.repeats)
        print_table([{"figure": k, "value": v} for k, v in payload["room"].items()])
    payload["page"] = page_side(max(3, args.repeats // 4))
    print_table([{"page": k, **v} for k, v in payload["page"].items()])
    print("written", write_results("room_view", payload, key=args.label))


if __name__ == "__main__":
    main()
