"""Replaying a scenario into my own lab keeps my clock (only ever forward) and my name."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memorylab.datasets.scenario import load_scenario
from memorylab.playground.replay import Replay, find_scenario, shipped_scenarios
from tests.conftest import T0, make_lab

SINGLE_USER = [s.name for s in shipped_scenarios() if len(s.users) == 1]


def replay_into_mine(lab, name, user="presenter"):
    return Replay(load_scenario(find_scenario(name)), lab, as_user=user)


def test_replay_into_my_lab_shifts_the_scenario_to_my_present(tmp_path, clock, scripted):
    lab = make_lab(tmp_path / "lab", clock)
    try:
        mine = lab.clock.now("presenter")
        replay = replay_into_mine(lab, "preference_change")
        assert lab.clock.now("presenter") == mine  # opening a replay moves nothing
        first = replay.step()
        scenario = replay.scenario
        assert first.at == mine + (scenario.steps[0].at - scenario.start)
        for result in replay.run():
            assert result.row()["user"] == "presenter"  # the page lists me, not the scenario's user
        assert lab.clock.now("presenter") >= mine
        assert lab.memories("presenter") and not lab.memories(scenario.users[0])
    finally:
        lab.close()


def test_a_replay_moves_my_clock_ahead_and_leaves_it_running(tmp_path, scripted):
    """The round-35 walk: after a replay the presenter's clock stood still (pinned at the last step), so its lead
    over the room read "+33 d 0 h", then "+32 d 23 h", as if it went back. Now the replay moves it ahead."""
    from memorylab import Clock

    lab = make_lab(tmp_path / "lab", Clock())  # the wall clock runs, as a server's does
    try:
        replay_into_mine(lab, "preference_change").run()
        mine = lab.clock.state()["users"]["presenter"]
        assert mine["pinned"] is None and mine["offset_seconds"] > 0
        lead = lab.clock.now("presenter") - lab.clock.now()  # the wall clock runs between the calls
        assert abs((lead - lab.clock.user_offset("presenter")).total_seconds()) < 1
    finally:
        lab.close()


def test_other_users_clocks_do_not_move(tmp_path, clock, scripted):
    lab = make_lab(tmp_path / "lab", clock)
    try:
        replay_into_mine(lab, "preference_change").run()
        assert lab.clock.now("someone-else") == T0
    finally:
        lab.close()


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    name=st.sampled_from(SINGLE_USER),
    moves=st.lists(st.floats(min_value=0, max_value=400), min_size=1, max_size=6),
)
def test_my_clock_never_jumps_backwards(tmp_path_factory, scripted, name, moves):
    """Whatever the scenario and however far I move my own clock between steps (past the
    scenario's next scripted time too), every step runs at or after my now."""
    from memorylab import Clock

    lab = make_lab(tmp_path_factory.mktemp("lab"), Clock(pinned=T0))
    try:
        replay = replay_into_mine(lab, name)
        seen = [lab.clock.now("presenter")]
        for days in moves:
            if replay.done:
                break
            lab.clock.advance(days=days, user_id="presenter")
            before = lab.clock.now("presenter")
            result = replay.step()
            assert result.at >= before
            seen.append(lab.clock.now("presenter"))
        assert seen == sorted(seen)
    finally:
        lab.close()


def test_a_scenario_in_a_lab_of_its_own_keeps_its_scripted_times(tmp_path, clock, scripted):
    lab = make_lab(tmp_path / "lab", clock)
    try:
        replay = Replay(load_scenario(find_scenario("preference_change")), lab)
        result = replay.step()
        assert result.at == replay.scenario.steps[0].at
        assert lab.clock.now() == result.at
    finally:
        lab.close()


@pytest.mark.parametrize("into_mine", [False, True])
def test_a_wait_step_has_moved_the_clock_once_it_has_run(tmp_path, clock, scripted, into_mine):
    """The round-36 walk: after step 3 (a wait) the page still read the time before the wait; the clock jumped only
    when step 4 ran. A wait has run when its time has passed, in a lab of its own and replayed into mine."""
    lab = make_lab(tmp_path / "lab", clock)
    user = "presenter" if into_mine else None
    try:
        scenario = load_scenario(find_scenario("preference_change"))
        replay = Replay(scenario, lab, as_user=user)
        while (step := replay.next_step) is not None and not step.wait:
            replay.step()
        assert step is not None, "the scenario has a wait"
        before = lab.clock.now(user)
        result = replay.step()
        assert lab.clock.now(user) - before >= step.wait and result.at == lab.clock.now(user)
    finally:
        lab.close()


def test_a_probes_row_shows_the_memory_its_check_found_first(tmp_path, clock, scripted):
    """The round-36 walk: "recalled as expected" beside three profile facts; the memory that passed was fifth."""
    lab = make_lab(tmp_path / "lab", clock)
    try:
        for fact in ("User's name is Sam Rivera", "User is vegetarian", "User lives in Leeds", "User has a cat"):
            lab.remember("presenter", fact, kind="fact", importance=0.9)
        results = replay_into_mine(lab, "preference_change").run()
        probe = next(r for r in results if r.step.probe)
        assert probe.probe_ok
        first = probe.row()["recalled"].split(" | ")[0]
        assert "daily" in first.lower()
        assert probe.row()["recalled"].endswith(f"(+{len(probe.recalled) - 3} more)")
    finally:
        lab.close()
