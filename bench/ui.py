"""UI figures: each page's full script run on a 10k-memory store (AppTest, hashing embedder),
the re-rank round trip when a slider moves at 200 candidates (our code alone, and the whole
Streamlit rerun), and the chat page's first paint in headless Chromium.

    python -m bench.ui [--memories 10000] [--repeats 5]
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.common import clustered_vectors, percentiles_ms, print_table, timed, write_results
from bench.ingest import sentences
from memorylab import Candidates, Clock, MemoryLab, Settings, preset
from memorylab.playground import charts
from memorylab.settings import DEFAULT_MODEL

ROOT = Path(__file__).resolve().parent.parent


def seed(folder: str, n: int) -> None:
    with MemoryLab.open(folder, embedder="hash", clock=Clock()) as lab:
        texts = sentences(n)
        lab.remember_many(
            "alice",
            [
                {"text": t, "kind": ("episodic", "fact", "preference")[i % 3], "importance": (i % 10) / 10}
                for i, t in enumerate(texts)
            ],
            vectors=clustered_vectors(n, seed=1),
        )


def page_runs(folder: str, repeats: int) -> list[dict]:
    from streamlit.testing.v1 import AppTest

    os.environ.update(MEMORYLAB_DATA_DIR=folder, MEMORYLAB_EMBEDDER="hash", MEMORYLAB_MODEL="scripted/bench")
    rows = []
    for path in sorted((ROOT / "pages").glob("[0-9]_*.py")):
        times = []
        for _ in range(repeats):
            at = AppTest.from_file(str(path), default_timeout=120)
            at.session_state["sl_query"] = at.session_state["map_query"] = "weekly status reports"
            start = time.perf_counter()
            at.run()
            times.append(time.perf_counter() - start)
            assert not at.exception, at.exception
        rows.append({"page": path.stem, **percentiles_ms(times)})
    return rows


def slider_round_trip(folder: str, repeats: int) -> dict:
    from streamlit.testing.v1 import AppTest

    lab = MemoryLab.open(tempfile.mkdtemp(), embedder="hash", clock=Clock())
    lab.remember_many("u", sentences(2000), vectors=clustered_vectors(2000, seed=2))
    full = lab.retrieval.candidates("u", "weekly status reports", n=200)  # dense and keyword top-200
    cands = Candidates(
        full.user_id,
        full.query,
        full.memories[:200],
        full.similarities[:200],
        full.generation,
        full.keyword_scores[:200],
        None,
    )
    ours = []
    for i in range(repeats * 20):
        w = preset("balanced").with_(relevance=0.1 + (i % 9) / 10)
        start = time.perf_counter()
        hits = lab.retrieval.rerank(cands, w)
        charts.score_breakdown(hits[:5])
        charts.rank_changes(hits[:15], lab.retrieval.rerank(cands, preset("generative-agents")), "A", "B")
        ours.append(time.perf_counter() - start)
    lab.close()
    page_work = scoring_page_core_work(folder, repeats)
    at = AppTest.from_file(str(ROOT / "pages" / "2_Scoring_lab.py"), default_timeout=120)
    at.session_state["sl_query"] = "weekly status reports"
    at.session_state["n_candidates"] = 200
    at.run()
    reruns = []
    for i in range(repeats):
        slider = at.sidebar.slider(key="w_relevance")
        start = time.perf_counter()
        slider.set_value(round(0.1 + 0.1 * (i % 8), 2)).run()
        reruns.append(time.perf_counter() - start)
        assert not at.exception
    return {
        "candidates": len(cands),
        "our_code": percentiles_ms(ours),
        "scoring_page_core_work_10k": page_work,
        "streamlit_rerun": percentiles_ms(reruns),
    }


def scoring_page_core_work(folder: str, repeats: int) -> dict:
    """Everything the Scoring lab page asks of the core on a slider move, on the 10k store:
    two re-ranks of cached candidates, the memory list, "why not recalled", the charts.
    The pages already hold the lab on ``folder`` (one owner per data dir): use theirs."""
    from ui.common import get_lab

    lab = get_lab()
    cands = lab.retrieval.candidates("alice", "weekly status reports", n=200)
    target = lab.memories("alice")[-1].id
    times = []
    for i in range(repeats * 4):
        w = preset("relevance-first").with_(relevance=0.1 + (i % 9) / 10)
        start = time.perf_counter()
        hits_a, hits_b = lab.retrieval.rerank(cands, w), lab.retrieval.rerank(cands, preset("generative-agents"))
        charts.score_breakdown(hits_a[:5]), charts.score_breakdown(hits_b[:5])
        charts.rank_changes(hits_a[:15], hits_b, "A", "B")
        lab.count("alice"), lab.memories("alice", newest=500)
        lab.retrieval.explain("alice", "weekly status reports", target, w)
        times.append(time.perf_counter() - start)
    return percentiles_ms(times)


def first_paint(folder: str) -> dict | None:
    chromium = shutil.which("chromium")
    if not chromium:
        return None
    from playwright.sync_api import sync_playwright

    port = 8765
    env = {
        **os.environ,
        "MEMORYLAB_DATA_DIR": folder,
        "MEMORYLAB_EMBEDDER": "minilm",
        "MEMORYLAB_MODEL": "local/smollm2",
    }
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "streamlit",
            "run",
            str(ROOT / "app.py"),
            "--server.headless",
            "true",
            "--server.port",
            str(port),
            "--server.address",
            "127.0.0.1",
        ],
        env=env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        import urllib.request

        for _ in range(120):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health", timeout=1)
                break
            except OSError:
                time.sleep(0.5)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
            times = {}
            for visit in ("cold", "warm"):
                page = browser.new_page()
                start = time.perf_counter()
                page.goto(f"http://127.0.0.1:{port}")
                page.wait_for_selector("h1", timeout=120_000)
                times[f"{visit}_first_paint_ms"] = round((time.perf_counter() - start) * 1000, 1)
                page.get_by_test_id("stChatInputTextArea").wait_for(timeout=120_000)
                times[f"{visit}_chat_ready_ms"] = round((time.perf_counter() - start) * 1000, 1)
                page.close()
            browser.close()
        return times
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def workshop(repeats: int) -> dict:
    """What a presenter waits for, with the real offline defaults (MiniLM, SmolLM2):
    loading demo data into an empty user, the quick Architectures run, the first reply."""
    from memorylab.playground.architectures import compare
    from memorylab.playground.demo import load_demo
    from memorylab.playground.replay import shipped_scenarios

    out: dict = {}
    with MemoryLab.open(tempfile.mkdtemp(), embedder="minilm", clock=Clock()) as lab:
        lab.remember("warm", "load the embedding model first")  # the model loads once per process
        loads = [timed(load_demo, lab, f"user{i}")[0] for i in range(repeats)]
        out["demo_load_s"] = {"p50": round(sorted(loads)[len(loads) // 2], 2), "max": round(max(loads), 2)}
        scenario = {s.name: s for s in shipped_scenarios()}["long_conversation"]
        with MemoryLab.open(tempfile.mkdtemp(), embedder=lab.embedder) as scratch:
            out["architectures_quick_s"] = round(timed(compare, scenario, scratch, generate=False)[0], 1)
    offline = Settings.from_env(data_dir=tempfile.mkdtemp(), embedder="minilm", model=DEFAULT_MODEL)
    with MemoryLab.open(settings=offline, clock=Clock()) as lab:  # the default model, whatever the env says
        start = time.perf_counter()
        turn = lab.chat("ana", "Hi, I'm Ana and I prefer weekly reports.")  # loads SmolLM2 and litellm too
        out["first_reply_s"] = round(time.perf_counter() - start, 2)
        out["first_reply_ok"] = turn.ok
        start = time.perf_counter()
        lab.chat("ana", "How often do I want reports?")
        out["second_reply_s"] = round(time.perf_counter() - start, 2)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--memories", type=int, default=10_000)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    folder = tempfile.mkdtemp()
    seed(folder, args.memories)
    pages = page_runs(folder, args.repeats)
    print_table(pages)
    slider = slider_round_trip(folder, args.repeats)
    print("slider re-rank round trip:", slider)
    paint = first_paint(tempfile.mkdtemp())
    print("first paint:", paint)
    presenter = workshop(args.repeats)
    print("workshop:", presenter)
    payload = {"memories": args.memories, "pages": pages, "slider": slider, "first_paint": paint, "workshop": presenter}
    print(f"wrote {write_results('ui', payload)}")


if __name__ == "__main__":
    main()
