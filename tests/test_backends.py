"""The facade on both backends, and one Postgres memory shared by several processes:
writes seen at the other process's next call, forgets gone from every process, no tenant
leak, no lost write."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import numpy as np
import pytest

from memorylab import Clock, MemoryLab
from tests.conftest import T0
from tests.postgres import fresh_database


@pytest.fixture(params=["duckdb", "postgres"])
def any_lab(request, tmp_path):
    where = tmp_path / "lab" if request.param == "duckdb" else fresh_database()
    lab = MemoryLab.open(where, embedder="hash", clock=Clock(pinned=T0))
    yield lab
    lab.close()


def test_remember_recall_put_lookup_and_forget_behave_the_same(any_lab):
    lab = any_lab
    tea = lab.remember("ana", "User prefers green tea in the morning", kind="preference", importance=0.7)
    lab.keys.put("ana", "manager", "Priya", category="work")
    lab.remember("bo", "User prefers black coffee", kind="preference")
    assert lab.recall("ana", "What do I drink in the morning?", k=1)[0].memory.id == tea
    assert lab.recall("ana", "What is my manager's name?", k=1)[0].exact_key == "manager"
    assert all(h.memory.user_id == "ana" for h in lab.recall("ana", "coffee", k=10))
    removed = lab.forget("ana", tea)
    assert removed == [tea] and tea not in [h.memory.id for h in lab.recall("ana", "green tea", k=5)]
    assert lab._store.find_text("green tea") == []
    assert lab.keys.lookup("ana", "manager").value == "Priya"
    assert lab.status()["backend"] == ("postgres" if lab.settings.database_url else "duckdb")


def test_a_chat_turn_and_its_metrics_on_both_backends(tmp_path, scripted):
    from memorylab import Settings

    settings = Settings.from_env(embedder="hash", model="scripted/test")
    for where in (str(tmp_path / "chat"), fresh_database()):
        with MemoryLab.open(where, settings=settings, clock=Clock(pinned=T0)) as lab:
            scripted.enqueue("Nice to meet you, Ana.", "You are Ana.")
            lab.chat("ana", "My name is Ana.")
            turn = lab.chat("ana", "What is my name?")
            assert turn.ok and turn.memory_use.used == 1
            assert [r["used"] for r in lab.agent.turn_metrics("ana")] == [0, 1]


WORKER = textwrap.dedent(
    """
    import sys
    from memorylab import Clock, MemoryLab
    url, user, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    lab = MemoryLab.open(url, embedder="hash", clock=Clock())
    for i in range(n):
        lab.remember(user, f"{user} note number {i} about the garden", kind="episodic")
        lab.remember("shared", f"shared note {i} from {user}", kind="episodic")
    ids = [m.id for m in lab.memories(user)]
    print(len(ids))
    lab.close()
    """
)


def run_worker(url: str, user: str, n: int) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-c", WORKER, url, user, str(n)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )


def test_two_processes_write_concurrently_without_losing_or_mixing_anything():
    url = fresh_database()
    workers = [run_worker(url, user, 25) for user in ("ana", "bo")]
    outs = [w.communicate(timeout=240) for w in workers]
    assert [w.returncode for w in workers] == [0, 0], [err[-2000:] for _, err in outs]
    with MemoryLab.open(url, embedder="hash") as lab:
        assert lab.count("ana") == lab.count("bo") == 25 and lab.count("shared") == 50
        assert all("ana" in h.memory.text for h in lab.recall("ana", "garden note", k=25))
        assert all("bo" in h.memory.text for h in lab.recall("bo", "garden note", k=25))


def test_a_write_and_a_forget_in_one_process_reach_the_others_next_recall():
    url = fresh_database()
    with MemoryLab.open(url, embedder="hash") as reader:
        assert reader.recall("ana", "where do I live", k=3) == []  # caches built, then go stale
        writer = run_worker(url, "ana", 3)
        assert writer.communicate(timeout=240)[0].strip() == "3" and writer.returncode == 0
        seen = reader.recall("ana", "garden note", k=10)
        assert len(seen) == 3
        forget = subprocess.run(
            [
                sys.executable,
                "-c",
                "import sys; from memorylab import MemoryLab; lab = MemoryLab.open(sys.argv[1], embedder='hash');"
                "lab.forget('ana', [int(i) for i in sys.argv[2:]], reason='asked'); lab.close()",
                url,
                *[str(h.memory.id) for h in seen[:2]],
            ],
            capture_output=True,
            text=True,
            timeout=240,
        )
        assert forget.returncode == 0, forget.stderr[-2000:]
        after = reader.recall("ana", "garden note", k=10)
        assert [h.memory.id for h in after] == [seen[2].memory.id]
        assert reader._derived.rows.rows() == [] or all(
            r.id not in {h.memory.id for h in seen[:2]} for r in reader._derived.rows.rows()
        )


def test_the_sidebar_says_which_backend_is_live(app_env, monkeypatch):
    from tests.conftest import open_app

    monkeypatch.delenv("MEMORYLAB_DATABASE_URL", raising=False)
    at = open_app("pages/0_Chat.py")
    assert any("DuckDB file, this process only" in c.value for c in at.sidebar.caption)
    monkeypatch.setenv("MEMORYLAB_DATABASE_URL", fresh_database())
    at = open_app("pages/0_Chat.py")
    assert not at.exception and any("Postgres, shared by every app process" in c.value for c in at.sidebar.caption)


def test_catching_up_patches_only_what_changed_elsewhere():
    """The other process's writes arrive through the event log: added, changed and
    forgotten memories are patched in; the rest of the index is left as it was."""
    url = fresh_database()
    with MemoryLab.open(url, embedder="hash") as a, MemoryLab.open(url, embedder="hash") as b:
        keep = a.remember("ana", "User likes jazz records", kind="preference")
        drop = a.remember("ana", "User's locker code is on a yellow note", kind="fact")
        assert {h.memory.id for h in b.recall("ana", "jazz locker note", k=5)} == {keep, drop}
        a.forget("ana", drop)
        a.update("ana", keep, text="User likes vinyl jazz records")
        new = a.remember("ana", "User plays the trumpet", kind="fact")
        hits = {h.memory.id: h.memory.text for h in b.recall("ana", "jazz trumpet locker", k=5)}
        assert hits == {keep: "User likes vinyl jazz records", new: "User plays the trumpet"}
        assert b._derived.vectors.similarities("ana", [drop], np.ones(384, np.float32)).size == 0


def test_a_process_opening_on_a_pending_purge_schedules_it_instead_of_blocking():
    url = fresh_database()
    with MemoryLab.open(url, embedder="hash") as a:
        a.forget("ana", a.remember("ana", "User's locker code is on a yellow note"))
        assert a._store.purge_pending()
        with MemoryLab.open(url, embedder="hash") as b:  # a second server starting meanwhile
            assert b.forgetting.purge_status()["pending"] and b._store.purge_pending()
            b.forgetting.purge()
            assert not b._store.purge_pending()
