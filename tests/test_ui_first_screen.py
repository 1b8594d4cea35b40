"""A page's main control and the result it moves on one 1280x720 screen (the projector's):
the run button in the row of the settings it runs with, long explanations folded, and the
result right under the controls, no finished progress bar left above it. The browser tests
measure the pixels; these check the layout the pages build."""

from tests.conftest import open_app
from ui.display import plain


def top_level(at) -> list[str]:
    """The page's main column, element by element: a row of columns by the keys of its widgets;
    an emptied placeholder (``st.empty``) takes no room and is left out."""
    return [
        "row:" + ",".join(row_keys(block)) if type(block).__name__ == "Block" else type(block).__name__
        for block in at.main.children.values()
        if getattr(block, "type", None) != "empty"
    ]


def row_keys(block) -> list[str]:
    """The keys of the widgets in a row of columns, left to right."""
    return [
        widget.key
        for column in block.children.values()
        for widget in column.children.values()
        if getattr(widget, "key", None)
    ]


def test_architectures_runs_from_the_settings_row_and_shows_its_table_under_it(app_env, scripted):
    at = open_app("pages/6_Architectures.py")
    assert not at.exception
    assert top_level(at)[:3] == ["Title", "Expander", "row:arch_scenario,arch_window,arch_mode,arch_run"]
    assert at.expander[0].label == "The five designs"  # folded: five lines no longer push the run down
    assert "**sliding window**: the last N messages only" in at.expander[0].markdown[0].value
    at.button(key="arch_run").click().run(timeout=120)
    assert not at.exception
    assert not at.get("progress") and "arch_stop" not in [b.key for b in at.button]  # the finished run leaves no room
    assert not at.subheader  # the run's name is a line above the table, not a heading
    after = top_level(at)[3:]
    assert after[:2] == ["Caption", "Dataframe"], after  # the table right under the row that ran it
    assert "An early fact in a long conversation" in at.caption[0].value and "window 6" in at.caption[0].value


def test_quality_runs_from_the_settings_row_and_its_result_follows(app_env):
    at = open_app("pages/8_Quality.py")
    assert not at.exception
    assert top_level(at)[:4] == ["Title", "Caption", "row:q_dataset,q_weights,q_k", "row:q_embedders,q_run,q_all"]
    assert at.multiselect(key="q_embedders").format_func("hash") == "hashing fake"  # its name, never cut
    at.button(key="q_run").click().run(timeout=120)
    assert not at.exception
    assert not at.get("progress")  # the finished bar gave its room to the result
    after = top_level(at)[4:]
    assert after[:2] == ["Markdown", "row:"] and float(at.metric[0].value) > 0.5, after  # its figures, in a row
    assert " questions**" in at.markdown[0].value  # the run's name a bold line: a heading pushed LoCoMo's below 720 px


def test_quality_keeps_the_locomo_file_and_its_size_in_one_row(app_env):
    at = open_app("pages/8_Quality.py", q_dataset="locomo")
    rows = [r for r in top_level(at) if r.startswith("row:")]
    assert rows[1].startswith("row:q_source") and rows[1].endswith("q_conversations"), rows
    assert "COLLAPSED" in str(at.get("file_uploader")[0].proto.label_visibility)  # the choice beside it names it
    assert rows[2] == "row:q_embedders,q_run,q_all"


def scenario_layout(at) -> list[str]:
    """The Scenarios page's main column: "buttons" (the row with Next step), "step" (the box with a
    step in full), or an element's type."""
    shown = []
    for block in at.main.children.values():
        if type(block).__name__ != "Block":
            shown.append(type(block).__name__)
        elif any(b.key == "scn_next" for b in block.button):
            shown.append("buttons")
        elif any("in full" in m.value for m in block.get("markdown")):  # in the box or in its columns
            shown.append("step:" + " ".join(m.value for m in block.get("markdown")))
    return shown


def test_scenarios_shows_the_step_in_full_between_its_buttons_and_its_table(app_env, scripted):
    """At 1280x720 the table cuts a step's message, writes and recalled text ("…"): the step in
    full (with its probe and the agent's reply) sits above the table, under the buttons, on the first
    screen; it sat under the table, below the fold (round 34). A finished play leaves no progress bar."""
    at = open_app("pages/5_Scenarios.py", scn_name="preference_change")
    at.button(key="scn_next").click().run()
    at.button(key="scn_next").click().run()
    assert not at.exception
    shown = scenario_layout(at)
    step = next(i for i, kind in enumerate(shown) if kind.startswith("step:"))
    assert shown.index("buttons") < step < shown.index("Dataframe"), shown
    second = at.dataframe[0].value.iloc[1]
    assert f"**Step {second['step']} in full**" in shown[step] and plain(second["message"]) in shown[step]
    at.button(key="scn_play").click().run()
    assert not at.exception and not at.get("progress")
    shown = scenario_layout(at)
    box = next(kind for kind in shown if kind.startswith("step:"))
    assert "recalled as expected" in box and "**Agent:**" in box, box  # the probe's verdict and the reply, in the box
    assert shown.index(box) < shown.index("Dataframe"), shown


def chart_keys(column) -> list[str]:
    """The keys of the plotly charts in a column ("sl_breakdown_a"), top to bottom."""
    return [c.proto.id.rsplit("-", 1)[-1] for c in column.children.values() if getattr(c, "type", "") == "plotly_chart"]


def test_scoring_lab_shows_a_and_b_side_by_side_in_presenter_mode_with_their_rank_changes(app_env):
    """The workshop's "two presets side by side with rank changes": at 1280x720 in presenter mode
    B sat under A, below the fold (round 34). Now the sliders, A and B are three columns of one row,
    and each of B's labels says where A ranked that memory."""
    import json

    open_app("pages/0_Chat.py", user_id="bo").sidebar.button(key="demo_load").click().run()
    at = open_app("pages/2_Scoring_lab.py", user_id="bo", sl_query="How often do I want reports?", presenter=True)
    assert not at.exception
    rows = [
        block
        for block in at.main.get("flex_container")
        if [type(c).__name__ for c in block.children.values()] == ["Column"] * 3
    ]
    sliders_a_b = [r for r in rows if any(s.key == "sl_w_relevance" for s in r.slider)]
    assert len(sliders_a_b) == 1, [len(r.children) for r in rows]
    controls, board_a, board_b = sliders_a_b[0].children.values()
    assert (chart_keys(board_a), chart_keys(board_b)) == (["sl_breakdown_a"], ["sl_breakdown_b"])
    chart_b = next(c for c in board_b.children.values() if getattr(c, "type", "") == "plotly_chart")
    labels = json.loads(chart_b.proto.spec)["data"][0]["y"]
    assert len(labels) == 5 and all("(= A)" in label or "(A #" in label for label in labels), labels
    assert "■" in controls.markdown[0].value  # the colours' legend, once, above the sliders
