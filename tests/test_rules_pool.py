"""The rule extractor in a worker process (services/rules_pool.py): the same candidates as in
the turn's thread, a dead or stuck worker costs a turn nothing but the in-thread extraction,
and a lab closes its workers."""

import os
import threading
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memorylab import Clock, MemoryLab, Settings
from memorylab.policies.extract import extract_rules
from memorylab.services.rules_pool import RulesPool

MESSAGES = [
    "hi i'm leo, I moved to Porto last year and my sister Ana is a nurse",
    "Namaste! Myself Priyanka, from Pune side. I'm allergic to peanuts",
    "send me the reports weekly please",
    "",
    "🙂 " * 50,
    "I'm staying in Paris for a week",
]


@pytest.fixture(scope="module")
def pool():
    one = RulesPool(1)
    one.warm()
    yield one
    one.close()


def test_the_worker_gives_what_the_thread_gives(pool):
    for message in MESSAGES:
        assert pool.extract(message, None) == extract_rules(message)
    assert pool.extract("send them daily", "reports") == extract_rules("send them daily", topic_hint="reports")
    assert pool.fallbacks == 0


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(max_size=200))
def test_any_text_gives_the_same_candidates_in_the_worker(pool, text):
    assert pool.extract(text, None) == extract_rules(text)


def test_a_killed_worker_costs_one_turn_the_thread_and_the_next_turn_a_new_worker():
    pool = RulesPool(1)
    try:
        pool.warm()
        (worker,) = pool._idle
        os.kill(worker.proc.pid, 9)
        worker.proc.wait(5)
        assert pool.extract(MESSAGES[0]) == extract_rules(MESSAGES[0])  # in the thread, after the failure
        assert pool.fallbacks == 1
        assert pool.extract(MESSAGES[1]) == extract_rules(MESSAGES[1])  # a new worker
        assert pool.fallbacks == 1 and len(pool._idle) == 1 and pool._idle[0] is not worker
    finally:
        pool.close()


def test_a_worker_slower_than_the_timeout_is_replaced_and_the_turn_extracts_here():
    pool = RulesPool(1, timeout=1e-6)
    try:
        assert pool.extract(MESSAGES[0]) == extract_rules(MESSAGES[0])
        assert pool.fallbacks == 1
    finally:
        pool.close()
    assert pool.extract(MESSAGES[0]) == extract_rules(MESSAGES[0])  # closed: in the thread, no new worker
    assert pool._idle == [] and pool._started == 0


def test_no_processes_means_the_turns_thread():
    pool = RulesPool(0)
    assert pool.extract(MESSAGES[0]) == extract_rules(MESSAGES[0])
    assert pool._idle == [] and pool._started == 0


@pytest.mark.parametrize("bad", [-1, 17, 1.5, "1", True, None])
def test_settings_refuse_a_worker_count_that_is_not_a_small_whole_number(bad):
    with pytest.raises(ValueError, match="extract_processes"):
        Settings(extract_processes=bad)


def test_the_environment_sets_the_worker_count(monkeypatch):
    monkeypatch.setenv("MEMORYLAB_EXTRACT_PROCESSES", "2")
    assert Settings.from_env().extract_processes == 2
    monkeypatch.setenv("MEMORYLAB_EXTRACT_PROCESSES", "many")
    assert Settings.from_env().extract_processes == 0


def test_a_lab_with_a_worker_writes_what_a_lab_without_writes_and_closes_it(tmp_path):
    said = "hey im Leo, I moved to Porto last year, my dog Rex is a beagle"
    written, workers = {}, []
    for n in (0, 1):
        settings = Settings.from_env(model="scripted/pool", embedder="hash", extract_processes=n)
        with MemoryLab.open(tmp_path / f"lab{n}", settings=settings, clock=Clock()) as lab:
            lab.warm_up()
            turn = lab.chat("leo", said)
            written[n] = [(d.action, d.text) for d in turn.decisions]
            rules = lab.agent._intake.rules
            assert rules.fallbacks == 0
            workers += list(rules._idle) if n else []
    assert written[1] == written[0] and any("Porto" in (t or "") for _, t in written[1])
    assert len(workers) == 1 and workers[0].proc.poll() is not None  # closed with the lab


def test_threads_sharing_one_worker_each_get_their_own_candidates(pool):
    import threading

    got: dict[int, list] = {}

    def extract(j: int) -> None:
        got[j] = pool.extract(MESSAGES[j % len(MESSAGES)], None)

    threads = [threading.Thread(target=extract, args=(j,)) for j in range(12)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(got[j] == extract_rules(MESSAGES[j % len(MESSAGES)]) for j in range(12))
    assert pool._started == 1


@pytest.mark.parametrize("said, expected", [(None, 1), ("0", 0), ("2", 2), ("many", 1)])
def test_the_app_serves_with_one_worker_unless_the_environment_says(tmp_path, monkeypatch, said, expected):
    """The app's lab (ui/labs.py) extracts in one worker process: forty at once, one worker took the memory side's
    p95 from 767 / 678 to 564 / 473 ms (round 37); MEMORYLAB_EXTRACT_PROCESSES, when a whole number, decides."""
    from ui.labs import _open_lab, close_labs

    if said is None:
        monkeypatch.delenv("MEMORYLAB_EXTRACT_PROCESSES", raising=False)
    else:
        monkeypatch.setenv("MEMORYLAB_EXTRACT_PROCESSES", said)
    monkeypatch.setenv("MEMORYLAB_WARM_START", "0")
    try:
        lab = _open_lab(str(tmp_path / "app"), "hash", "scripted/pool", None)
        assert lab.settings.extract_processes == expected
        assert lab.agent._intake.rules.processes == expected
    finally:
        close_labs()


def test_a_reading_started_ahead_gives_what_the_thread_gives(pool):
    """``start``: the worker reads while the turn recalls (round 38: forty at once, p95 about 450 -> 350 ms)."""
    begun = [pool.start(m, None) for m in MESSAGES] + [pool.start("send them daily", "reports")]
    assert [f.result(timeout=30) for f in begun[:-1]] == [extract_rules(m) for m in MESSAGES]
    assert begun[-1].result(timeout=30) == extract_rules("send them daily", topic_hint="reports")
    assert pool.fallbacks == 0 and pool._started == 1


def test_a_reading_started_ahead_raises_what_the_extractor_raises(monkeypatch):
    pool = RulesPool(1)
    try:
        monkeypatch.setattr(pool, "extract", lambda m, h: (_ for _ in ()).throw(ValueError(f"unreadable {m}")))
        with pytest.raises(ValueError, match="unreadable x"):
            pool.start("x").result(timeout=30)
    finally:
        pool.close()


def test_nothing_starts_ahead_without_workers_or_after_close():
    assert RulesPool(0).start(MESSAGES[0]) is None
    pool = RulesPool(1)
    pool.close()
    assert pool.start(MESSAGES[0]) is None and pool._started == 0


def _lab_with_a_spied_worker(folder, monkeypatch, **agent_changes):
    """A lab with one worker whose extractions record the thread that asked for them."""
    settings = Settings.from_env(model="scripted/pool", embedder="hash", extract_processes=1)
    lab = MemoryLab.open(folder, settings=settings.with_(agent=replace(settings.agent, **agent_changes)))
    rules, threads = lab.agent._intake.rules, []
    real = rules.extract

    def spied(message, hint=None):
        threads.append(threading.current_thread().name)
        return real(message, hint)

    monkeypatch.setattr(rules, "extract", spied)
    return lab, threads


def test_a_turn_reads_its_message_ahead_in_the_worker_and_writes_the_same(tmp_path, monkeypatch):
    lab, threads = _lab_with_a_spied_worker(tmp_path / "ahead", monkeypatch)
    with lab:
        lab.chat("leo", "send me the reports please")
        turn = lab.chat("leo", "hey im Leo, I moved to Porto last year, and send them daily")
    assert len(threads) == 2 and all(t.startswith("memorylab-rules") for t in threads)
    said = "hey im Leo, I moved to Porto last year, and send them daily"
    expected = extract_rules(said, topic_hint="reports")
    assert [d.text for d in turn.decisions if d.action != "skip"] == [c.text for c in expected]


def test_the_model_extractor_starts_no_reading_ahead(tmp_path, monkeypatch, scripted):
    lab, threads = _lab_with_a_spied_worker(tmp_path / "llm", monkeypatch, extractor="llm")
    with lab:
        scripted.enqueue("ok", '{"memories": []}')
        turn = lab.chat("leo", "I moved to Porto last year")
    assert turn.error is None
    assert threads == [] and lab.agent._intake.rules._ahead is None


def test_a_reading_begun_for_other_words_is_not_used(tmp_path):
    from concurrent.futures import Future

    from memorylab.services.intake import Begun

    stale: Future = Future()
    stale.set_result([])
    settings = Settings.from_env(model="scripted/pool", embedder="hash")
    with MemoryLab.open(tmp_path / "stale", settings=settings) as lab:
        intake = lab.agent._intake
        message = "I moved to Porto last year"
        for begun in (Begun("another message", None, stale), Begun(message, "reports", stale)):
            assert intake.read(message, None, begun) == intake.read(message, None)
        assert intake.read(message, None, Begun(message, None, stale)) == intake.said.read(message, [])
