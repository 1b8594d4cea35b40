"""Architectures: five memory designs answer the same conversation; tokens, memory items
and planted-fact recall side by side."""

import tempfile
import time

import pandas as pd
import streamlit as st

from memorylab.playground import charts
from memorylab.playground.architectures import ARCHITECTURES, compare, load_run, runs_folder, save_run, summary_table
from memorylab.playground.replay import shipped_scenarios
from ui.common import current_user, current_weights, page, private_lab, show_chart, show_error

lab = page("Architectures")
scenarios = {s.name: s for s in shipped_scenarios()}
with st.expander("The five designs"):  # folded: the run and its table share the first 1280x720 screen
    st.markdown("\n".join(f"- **{name}**: {what}" for name, what in ARCHITECTURES.items()))
c1, c2, c3, c4 = st.columns([2.6, 1.5, 1.4, 1.6], vertical_alignment="bottom")
name = c1.selectbox(
    "Conversation",
    list(scenarios),
    index=list(scenarios).index("long_conversation"),
    format_func=lambda n: scenarios[n].title,
    key="arch_scenario",
)
window = c2.slider("Window N (messages)", 2, 20, 6, key="arch_window")
mode = c3.radio(
    "Mode",
    ["quick", "full"],
    horizontal=True,
    key="arch_mode",
    format_func={"quick": "Quick", "full": "Full"}.get,
    help="Quick: every design builds its contexts and counts their tokens, no replies (under a minute). "
    "Full: every design also answers (minutes with the local model).",
)
run = c4.button("Run the comparison", key="arch_run", type="primary")
RUNS = runs_folder(lab.settings.data_dir / "architectures", current_user())  # each user's own kept runs
run_key = f"{name}-w{window}-{mode}"


def progress_text(started: float, fraction: float, message: str, steps: int) -> str:
    elapsed = time.monotonic() - started
    done = max(1, round(fraction * steps))
    left = elapsed / fraction * (1 - fraction) if fraction > 0 else 0
    return f"step {done} of {steps} · {elapsed:.0f} s elapsed · about {left:.0f} s left · {message[:40]}"


if run:
    steps = len([s for s in scenarios[name].steps if s.message or s.wait])
    going = st.empty()  # cleared when the run ends: a Stop button then stops nothing, a full bar hides the table
    with going.container():
        st.button("Stop", key="arch_stop", help="Stops the run (any click on the page does).")
        bar = st.progress(0.0, text=f"step 0 of {steps}")
    started = time.monotonic()
    try:
        with tempfile.TemporaryDirectory() as folder:
            with private_lab(lab, folder) as scratch:
                rows = compare(
                    scenarios[name],
                    scratch,
                    window=window,
                    weights=current_weights(),
                    generate=mode == "full",
                    progress=lambda f, m: bar.progress(f, text=progress_text(started, f, m, steps)),
                )
        save_run(RUNS, run_key, rows)
        st.session_state["arch_rows"] = (name, window, rows, None)
    except Exception as exc:
        show_error(exc)
    finally:
        going.empty()

saved = load_run(RUNS, run_key)
if st.session_state.get("arch_rows", (None,))[0] != name and saved:  # a run kept from before: instant
    st.session_state["arch_rows"] = (name, window, saved[1], saved[0])
result = st.session_state.get("arch_rows")
if not result:
    st.info(
        "Run the comparison: every message goes to each of the five designs with the same clock; "
        + ("each also answers, with the same model." if mode == "full" else "each builds its context, no replies.")
    )
    st.stop()
name, window, rows, saved_at = result
kept = f" · a run kept from {saved_at} UTC; run again to refresh it" if saved_at else ""
st.caption(f"**{scenarios[name].title}** · window {window}{kept}")  # a line, not a heading: the table stays on screen
st.dataframe(pd.DataFrame(summary_table(rows)), hide_index=True, key="arch_summary", width="stretch")
quick = mode == "quick"
st.caption(
    "Last, of full buffer: the last message's tokens against the full buffer's. Added: what a design puts beside "
    "the system prompt and the message, which all five send. A summary of short messages costs about what they do, "
    "so window + summary can pass the full buffer early in a conversation."
    + (" Quick mode keeps no replies: the full buffer holds your messages alone; Full adds the model's." * quick)
)
tokens = {a: [r.tokens for r in rows if r.architecture == a] for a in ARCHITECTURES}
show_chart(charts.lines(tokens, x_title="message", y_title="tokens sent"), key="arch_tokens")
probe_rows = [
    {"architecture": r.architecture, "probe": f"step {r.step}", "recalled": float(r.recalled)}
    for r in rows
    if r.recalled is not None
]
if probe_rows:
    st.markdown("**Planted facts in the context when a later question needs them** (1 = yes)")
    show_chart(charts.recall_bars(probe_rows, x="architecture", y="recalled", colour="probe"), key="arch_recall")
with st.expander("Every turn, every reply"):
    st.dataframe(pd.DataFrame([r.row() for r in rows]), hide_index=True, key="arch_turns")
