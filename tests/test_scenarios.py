"""Every shipped scenario replays with its probes passing; the architectures teach their lesson."""

from pathlib import Path

import pytest

from memorylab import InvalidInput, MemoryLab, Settings
from memorylab.datasets.scenario import list_scenarios, load_scenario
from memorylab.playground.architectures import ARCHITECTURES, compare, summary_table
from memorylab.playground.replay import Replay

FOLDER = Path(__file__).resolve().parent.parent / "memorylab" / "datasets" / "scenarios"
FILES = sorted(FOLDER.glob("*.yaml"))


def fresh_lab(tmp_path, embedder="hash"):
    return MemoryLab.open(settings=Settings.from_env(data_dir=tmp_path, embedder=embedder, model="scripted/replay"))


def test_at_least_six_scenarios_cover_the_phenomena():
    names = {s.name for s in list_scenarios(FOLDER)}
    assert len(names) >= 6
    assert {
        "preference_change",
        "contradiction_cats",
        "project_phoenix",
        "secret_refused",
        "forget_request",
        "workshop_two_users",
    } <= names


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_replays_with_every_probe_passing(tmp_path, path, scripted):
    with fresh_lab(tmp_path) as lab:
        replay = Replay(load_scenario(path), lab)
        results = replay.run()
        assert replay.failures == []
        probes = [r for r in results if r.step.probe]
        assert probes and all(r.probe_ok for r in probes)


@pytest.mark.slow
@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_replays_with_the_real_embedder(tmp_path, path, minilm, scripted):
    with MemoryLab.open(settings=Settings.from_env(data_dir=tmp_path, model="scripted/replay"), embedder=minilm) as lab:
        replay = Replay(load_scenario(path), lab)
        replay.run()
        assert replay.failures == []


def test_scenario_side_effects_are_the_promised_ones(tmp_path, scripted):
    with fresh_lab(tmp_path / "a") as lab:
        Replay(load_scenario(FOLDER / "preference_change.yaml"), lab).run()
        assert [m.text for m in lab.memories("dana", kind="preference")] == ["User wants reports daily"]
    with fresh_lab(tmp_path / "b") as lab:
        Replay(load_scenario(FOLDER / "secret_refused.yaml"), lab).run()
        assert lab._store.find_text("Tr0ub4dor") == [] and lab._store.find_text("sk-proj") == []
    with fresh_lab(tmp_path / "c") as lab:
        Replay(load_scenario(FOLDER / "forget_request.yaml"), lab).run()
        assert lab._store.find_text("Rex") == []
    with fresh_lab(tmp_path / "d") as lab:
        replay = Replay(load_scenario(FOLDER / "project_phoenix.yaml"), lab)
        replay.run()
        assert len(lab.memories("priya", kind="consolidation")) == 1


def test_stepping_moves_the_clock_as_scripted(tmp_path, scripted):
    scenario = load_scenario(FOLDER / "preference_change.yaml")
    with fresh_lab(tmp_path) as lab:
        replay = Replay(scenario, lab)
        replay.step()
        replay.step()
        assert lab.clock.now() == scenario.steps[1].at
        replay.step()  # the 10-day wait
        replay.step()
        assert (lab.clock.now() - scenario.start).days == 10
        assert not replay.done and replay.next_step.index == 5


def test_architectures_show_the_window_losing_the_early_fact(tmp_path, scripted):
    scenario = load_scenario(FOLDER / "long_conversation.yaml")
    with fresh_lab(tmp_path) as lab:
        rows = compare(scenario, lab, window=6)
    probes = {(r.architecture, r.step): r.recalled for r in rows if r.recalled is not None}
    by_arch = {a: [v for (name, _), v in probes.items() if name == a] for a in ARCHITECTURES}
    assert by_arch["sliding window"] == [False, False]
    assert by_arch["profile + episodes"] == [True, True]
    assert by_arch["full buffer"] == [True, True]
    table = {r["architecture"]: r for r in summary_table(rows)}
    assert table["full buffer"]["last tokens"] > table["profile + episodes"]["last tokens"]
    assert table["full buffer"]["last, of full buffer"] == "100%"
    share = table["profile + episodes"]["last tokens"] / table["full buffer"]["last tokens"]
    assert table["profile + episodes"]["last, of full buffer"] == f"{share:.0%}"
    # what a design adds beside the prompt and the message, which all send: a smaller share than the whole
    last = {r.architecture: r for r in rows}
    added = (last["profile + episodes"].tokens - last["profile + episodes"].fixed) / (
        last["full buffer"].tokens - last["full buffer"].fixed
    )
    assert table["profile + episodes"]["added, of full buffer's"] == f"{added:.0%}" and added < share
    assert len(rows) == 5 * sum(1 for s in scenario.steps if s.message)


@pytest.mark.parametrize(
    "text, message",
    [
        ("steps: []", "non-empty 'steps'"),
        ("steps:\n  - shout: hi", "unknown keys"),
        ("steps:\n  - say: hi\n    ask: yo", "exactly one"),
        ("steps:\n  - wait: {years: 1}", "wait takes"),
        ("users: [a]\nsteps:\n  - user: b\n    say: hi", "not in users"),
        ("steps:\n  - ask: what?\n    expects: ghost", "no step plants"),
        ("start: tomorrow\nsteps:\n  - say: hi", "not a date"),
        ("steps: [", "Cannot read"),
    ],
)
def test_bad_scenario_files_say_what_is_wrong(tmp_path, text, message):
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    with pytest.raises(InvalidInput, match=message):
        load_scenario(path)


def test_replay_command_line_prints_the_table(capsys):
    from memorylab.cli import main

    code = main(["replay", str(FOLDER / "forget_request.yaml"), "--embedder", "hash"])
    out = capsys.readouterr().out
    assert code == 0 and "2/2 probes passed" in out and "Forget that" in out
