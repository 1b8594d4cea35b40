"""Round 33, from the round-32 walk: one's role in a team names where one works ("I lead the data team at Acme"), so
a scenario replayed into the demo persona's lab supersedes "works at Northwind" instead of leaving both active (and
reflection merging the two)."""

import pytest

from memorylab.playground.demo import load_demo
from memorylab.playground.replay import Replay, shipped_scenarios
from memorylab.policies.extract import extract_rules


@pytest.mark.parametrize(
    "said, expected",
    [
        ("Hi! I lead the data team at Acme.", "User leads the data team at Acme"),
        ("I run the marketing team at Globex, can you help with a job ad?", "User runs the marketing team at Globex"),
        ("I manage the support desk at Initech", "User manages the support desk at Initech"),
        ("so I head up engineering at Stripe these days", "User heads up engineering at Stripe"),
    ],
)
def test_ones_role_in_a_team_names_ones_employer(said, expected):
    assert [(c.text, c.key) for c in extract_rules(said)] == [(expected, "employer")]


@pytest.mark.parametrize(
    "said",
    [
        "should I lead the design team at Figma?",
        "can I run the sales team at Oracle, do you think?",
        "my sister leads the data team at Acme",
        "I used to lead the data team at Acme",
        "I want to lead the data team at Acme one day",
    ],
)
def test_a_role_asked_about_wished_for_or_someone_elses_is_not_ones_employer(said):
    assert not [c for c in extract_rules(said) if c.key == "employer"]


def test_a_scenario_replayed_into_the_demo_persona_supersedes_its_employer(lab):
    load_demo(lab, "sam")
    scenario = next(s for s in shipped_scenarios() if s.name == "preference_change")
    Replay(scenario, lab, as_user="sam").run()
    employers = [m.text for m in lab.memories("sam") if m.key == "employer"]
    assert employers == ["User leads the data team at Acme"]
