"""Scenarios: step through a scripted conversation, the clock jumping as scripted, so a
presenter can pause and explain; or play it to the end."""

import pandas as pd
import streamlit as st

from memorylab.playground.replay import Replay, shipped_scenarios
from ui.common import current_user, current_weights, drop_scratch_lab, page, scratch_lab, show_error
from ui.display import plain

LAB_KEY = "scn_lab"
STEP_BOX_PX = 190  # the step in full: under the buttons, the table's top still on a 1280x720 screen
lab = page("Scenarios")
try:
    scenarios = {s.name: s for s in shipped_scenarios()}
except Exception as exc:
    show_error(exc)
    st.stop()


def reset():
    drop_scratch_lab(LAB_KEY)
    st.session_state.pop("scn_replay", None)


# the scenario and where it replays share a row, so the step in full and the table's top fit under the
# buttons at 1280x720
pick, where = st.columns([3, 2], vertical_alignment="bottom")
name = pick.selectbox(
    "Scenario", list(scenarios), format_func=lambda n: scenarios[n].title, key="scn_name", on_change=reset
)
scenario = scenarios[name]
user = current_user()
into_mine = where.toggle(
    f"Replay into my lab, as **{plain(user)}**",
    key="scn_into_mine",
    on_change=reset,
    disabled=len(scenario.users) > 1,
    help="Off: the scenario runs in a lab of its own, with its own clock (best for checking probes). "
    "On: it writes into your memories and moves only your clock, so every page can explore the result "
    "(Reset clock in the sidebar brings your time back).",
)
st.caption(scenario.description)
into_mine = into_mine and len(scenario.users) == 1
replay = st.session_state.get("scn_replay")
if replay is None or replay.scenario.name != name or replay.as_user != (user if into_mine else None):
    replay = st.session_state["scn_replay"] = Replay(
        scenario,
        lab if into_mine else scratch_lab(LAB_KEY, lab),
        weights=current_weights(),
        model=st.session_state["model"],
        as_user=user if into_mine else None,
    )


def next_step() -> None:
    """A callback: it runs to the end before the page reruns, so a click during a step
    can neither interrupt it nor run it twice."""
    st.session_state["scn_replay"].step()


c1, c2, c3, c4 = st.columns([1.2, 1.6, 1, 3.2])  # each button label on one line at 1280 px
c1.button("Next step", key="scn_next", disabled=replay.done, type="primary", on_click=next_step)
if c2.button("Play to the end", key="scn_play", disabled=replay.done):
    bar = st.progress(0.0, text="Playing…")
    total = len(scenario.steps)
    replay.run(on_step=lambda r: bar.progress(len(replay.results) / total, text=f"step {r.step.index}/{total}"))
    bar.empty()  # the finished bar gives its room to the step and the table
    if into_mine:  # the sidebar drew your clock before the run moved it: draw the page again
        st.rerun()
c3.button("Reset", key="scn_reset", on_click=reset)
nxt = replay.next_step
c4.markdown(
    f"**Clock** {replay.lab.clock.now(replay.as_user):%Y-%m-%d %H:%M} · "
    + (f"next: step {nxt.index} ({nxt.kind}) {nxt.message or ''}" if nxt else "finished")
)


def show_step(result) -> None:
    """One step in full, above the table (whose cells cut long text at 1280 px): its message and its
    probe's verdict, what it wrote and recalled, then the agent's reply, all wrapped."""
    row = result.row()
    verdict = ""
    if result.step.probe:
        failed = plain("; ".join(result.failures))
        verdict = " → " + (":green[recalled as expected]" if result.probe_ok else f":red[{failed}]")
        if result.step.probe != result.step.message:  # a check of its own, not the question asked
            verdict = f" · **probe** {plain(result.step.probe)}{verdict}"
    said, answered = st.columns(2) if result.reply else (st.container(), None)  # the reply beside: one height
    said.markdown(f"**Step {row['step']} in full** ({row['kind']}): {plain(row['message'] or '(no message)')}{verdict}")
    found = [f"**{k}** {plain(str(row[k]))}" for k in ("writes", "recalled", "why") if row.get(k)]
    said.caption(" · ".join(found))
    if answered is not None:
        answered.markdown(f"**Agent:** {plain(result.reply)}")


if replay.results:
    last = replay.results[-1]
    if last.error:
        st.error(last.error)
    # filled once the table below says which row is picked: at 1280x720 the step in full sat under the
    # table, below the fold, while the table's cells were cut (round 34)
    step_box = st.container(border=True, height=STEP_BOX_PX, key="scn_step")  # a long reply scrolls in it
    steps = pd.DataFrame([r.row() for r in replay.results])
    steps["clock"] = steps["clock"].str[5:]  # "12-04 18:20": the year is the lab's own
    one_user = steps["user"].nunique() == 1  # replayed into your lab: the column says your id each row
    if one_user:
        steps = steps.drop(columns="user")
    picked = st.dataframe(
        steps,
        hide_index=True,
        key="scn_table",
        width="stretch",
        on_select="rerun",  # a row picked is read in full above: the columns fit 1280 px by cutting long cells
        selection_mode="single-row",
        column_config={  # every column inside 1280 px (the grid was 9 px too wide: "superse", cut)
            # the hint on the column's header: as the step box's last line it was cut at 1280x720, and on the clock's
            # line it pushed the table below the first screen
            "step": st.column_config.NumberColumn(width=40, help="Pick a row to read that step in full above"),
            "clock": st.column_config.TextColumn(width=95),
            "user": st.column_config.TextColumn(width=70),
            "kind": st.column_config.TextColumn(width=50),
            "message": st.column_config.TextColumn(width=175 if one_user else 105),  # 35 px for the pick column
            "writes": st.column_config.TextColumn(width=130),
            "recalled": st.column_config.TextColumn(width=120),
            "tokens": st.column_config.NumberColumn(width=60),
            "check": st.column_config.TextColumn(width=50),
            "why": st.column_config.TextColumn(width=60),
        },
    )
    rows_picked = picked.selection.rows if picked else []
    with step_box:  # the last step until a row is picked
        show_step(replay.results[rows_picked[0]] if rows_picked else last)
    checked = [r for r in replay.results if r.probe_ok is not None]  # the rows with a pass or a FAIL above
    if checked:  # a walk read "Probes passed 1/1" beside three rows marked "pass" (a planted fact is checked too)
        st.metric(
            "Checks passed",
            f"{sum(bool(r.probe_ok) for r in checked)}/{len(checked)}",
            help="Every step with a check: a fact planted and written, a question recalling what it should, "
            "a secret refused.",
        )
    with st.expander("Your memories now" if replay.as_user else "The scenario lab's memories now"):
        rows = [
            {"user": u, "id": m.id, "kind": m.kind, "text": m.text, "status": m.status}
            for u in ([replay.as_user] if replay.as_user else scenario.users)
            for m in replay.lab.memories(u, status=None)
        ]
        st.dataframe(
            pd.DataFrame(rows),
            hide_index=True,
            key="scn_memories",
            width="stretch",
            column_config={
                "id": st.column_config.NumberColumn(width=50),
                "text": st.column_config.TextColumn(width=480),
            },
        )
else:
    st.info(
        "Press **Next step** to run the first step. Each message is a full agent turn: recall, "
        "context, reply, write policy. Waits move this scenario's clock (or only yours, replayed into your lab)."
    )
