"""Architectures: five memory designs answer the same conversation; tokens, memory items
and planted-fact recall side by side."""

import tempfile

import pandas as pd
import streamlit as st

from memorylab.playground import charts
from memorylab.playground.architectures import ARCHITECTURES, compare, summary_table
from memorylab.playground.replay import shipped_scenarios
from ui.common import current_weights, page, private_lab, show_chart, show_error

lab = page("Architectures")
scenarios = {s.name: s for s in shipped_scenarios()}
st.markdown("\n".join(f"- **{name}**: {what}" for name, what in ARCHITECTURES.items()))
c1, c2 = st.columns([3, 1])
name = c1.selectbox(
    "Conversation",
    list(scenarios),
    index=list(scenarios).index("long_conversation"),
    format_func=lambda n: scenarios[n].title,
    key="arch_scenario",
)
window = c2.slider("Window N (messages)", 2, 20, 6, key="arch_window")

if st.button("Run the comparison", key="arch_run", type="primary"):
    bar = st.progress(0.0, text="Replaying…")
    try:
        with tempfile.TemporaryDirectory() as folder:
            with private_lab(lab, folder) as scratch:
                rows = compare(
                    scenarios[name],
                    scratch,
                    window=window,
                    weights=current_weights(),
                    progress=lambda f, m: bar.progress(f, text=m[:60]),
                )
        st.session_state["arch_rows"] = (name, window, rows)
    except Exception as exc:
        show_error(exc)

result = st.session_state.get("arch_rows")
if not result:
    st.info("Run the comparison: every message is answered five times, once per design, with the same model and clock.")
    st.stop()
name, window, rows = result
st.subheader(f"{scenarios[name].title} · window {window}")
st.dataframe(pd.DataFrame(summary_table(rows)), hide_index=True, key="arch_summary", width="stretch")
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
