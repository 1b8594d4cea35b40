"""Several OS processes on one data dir, and kill -9 in the middle of a purge."""

import random
import subprocess
import sys
import textwrap
import time

from memorylab import MemoryLab

OPEN_WITH_RETRY = textwrap.dedent(
    """
    import sys, time
    from memorylab import MemoryLab, StoreLocked

    def open_lab(folder):
        deadline = time.monotonic() + 60
        while True:
            try:
                return MemoryLab.open(folder, embedder="hash")
            except StoreLocked:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.01)
    """
)
FORGETTER = OPEN_WITH_RETRY + textwrap.dedent(
    """
    for round in range(6):
        lab = open_lab(sys.argv[1])
        ids = [lab.remember("a", f"round {round} note {i} about the forgetter") for i in range(5)]
        for memory_id in ids[:4]:
            lab.forget("a", memory_id)
        lab.close()          # completes the purge: the file is rewritten while locked
    print("forgetter done", flush=True)
    """
)
WRITER = OPEN_WITH_RETRY + textwrap.dedent(
    """
    for i in range(8):
        lab = open_lab(sys.argv[1])
        memory_id = lab.remember("b", f"acknowledged write number {i}")
        lab.close()
        print(f"ack {memory_id} acknowledged write number {i}", flush=True)
    """
)


def test_a_forgetting_process_and_a_writing_process_lose_nothing(tmp_path):
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", code, str(tmp_path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        for code in (FORGETTER, WRITER)
    ]
    outputs = [p.communicate(timeout=240) for p in procs]
    assert all(p.returncode == 0 for p in procs), [o[1][-2000:] for o in outputs]
    acks = [line.split(" ", 2) for line in outputs[1][0].splitlines() if line.startswith("ack ")]
    assert len(acks) == 8
    with MemoryLab.open(tmp_path, embedder="hash") as lab:
        kept = {m.id: m.text for m in lab.memories("b")}
        assert {int(i): text for _, i, text in acks} == kept  # every acknowledged write is there
        assert len(lab.memories("a")) == 6  # one of five per round survives
        assert lab.status()["purge"]["pending"] is False


PURGER = textwrap.dedent(
    """
    import sys
    from memorylab import MemoryLab
    lab = MemoryLab.open(sys.argv[1], embedder="hash")
    lab.remember_many("u", [f"ordinary memory {i} about the weather and the garden" for i in range(3000)])
    secret = lab.remember("u", "Xylophrax is the name of the hidden account")
    lab.flush()
    lab._store.checkpoint()
    lab.forget("u", secret)
    print("purging", flush=True)
    lab.forgetting.purge()
    print("purged", flush=True)
    lab.close()
    """
)


def test_kill_during_the_purge_and_the_next_open_finishes_it(tmp_path):
    rng = random.Random(7)
    for attempt in range(4):
        folder = tmp_path / f"run{attempt}"
        child = subprocess.Popen([sys.executable, "-c", PURGER, str(folder)], stdout=subprocess.PIPE, text=True)
        assert child.stdout.readline().strip() == "purging"
        time.sleep(rng.uniform(0.0, 0.25))  # somewhere in the rewrite, or just after it
        child.kill()
        child.wait(timeout=30)
        with MemoryLab.open(folder, embedder="hash") as lab:
            assert lab.count("u") == 3000
            assert lab._store.find_text("Xylophrax") == []
        leftovers = [p.name for p in folder.rglob("*") if p.is_file() and b"Xylophrax" in p.read_bytes()]
        assert leftovers == []
        assert not (folder / "memorylab.compact.duckdb").exists()
