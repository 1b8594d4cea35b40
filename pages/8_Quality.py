"""Quality: measure which weights actually retrieve best, on the shipped scenarios or on
LoCoMo (read from a path you give), compared with earlier runs."""

import os
from pathlib import Path

import pandas as pd
import streamlit as st

from memorylab import PRESETS
from memorylab.playground import charts
from ui.common import current_weights, page, show_chart, show_error

lab = page("Quality")
st.caption(
    "Evidence recall@k: each conversation goes into a fresh lab, every question is asked, "
    "and a question scores the share of its evidence found in the top k."
)
c1, c2, c3 = st.columns([1, 2, 1])
dataset = c1.selectbox(
    "Dataset",
    ["scenarios", "locomo"],
    key="q_dataset",
    format_func={"scenarios": "Shipped scenarios", "locomo": "LoCoMo (your file)"}.get,
)
st.session_state.setdefault("q_path", os.environ.get("MEMORYLAB_LOCOMO_PATH", ""))
path = c2.text_input(
    "LoCoMo JSON path",
    key="q_path",
    disabled=dataset != "locomo",
    help="The benchmark is not shipped (non-commercial licence): point at your copy.",
)
choice = c3.selectbox("Weights", ["current sliders"] + list(PRESETS), key="q_weights")
weights = current_weights() if choice == "current sliders" else PRESETS[choice]

if st.button("Run the evaluation", key="q_run", type="primary"):
    if dataset == "locomo" and not Path(path).is_file():
        st.error("Give the path of a LoCoMo JSON file first.")
    else:
        bar = st.progress(0.0, text="Evaluating…")
        try:
            result = lab.evaluate(
                dataset, weights=weights, path=path or None, progress=lambda f, m: bar.progress(min(1.0, f), text=m)
            )
            st.session_state["q_last"] = result
        except Exception as exc:
            show_error(exc)

result = st.session_state.get("q_last")
if result is not None:
    st.subheader(f"{result.dataset} · {result.weights['name']} · {result.n} questions")
    cols = st.columns(len(result.ks) + 1)
    for col, k in zip(cols, result.ks):
        col.metric(f"recall@{k}", f"{result.recall[k]:.3f}")
    cols[-1].metric("latency p50", f"{result.latency_ms['p50']:.2f} ms")
    show_chart(charts.recall_bars(result.rows(), x="category", y="recall", colour="k"), key="q_bars")

runs = lab.eval_runs(dataset)
if runs:
    st.subheader("Runs so far")
    table = pd.DataFrame(
        [
            {
                "run": r["id"],
                "weights": r["label"],
                "questions": r["n"],
                **{f"R@{k}": r["recall"].get(str(k)) for k in r["ks"]},
                "when": r["created_at"],
            }
            for r in runs
        ]
    )
    st.dataframe(table, hide_index=True, key="q_runs", width="stretch")
    k = 10 if all("10" in r["recall"] for r in runs) else runs[-1]["ks"][0]
    bars = [
        {"run": f"#{r['id']} {r['label']}", "category": c, "recall": v[str(k)]}
        for r in runs[-6:]
        for c, v in r["by_category"].items()
    ]
    st.markdown(f"**recall@{k} per category, last runs**")
    show_chart(charts.recall_bars(bars, x="category", y="recall", colour="run"), key="q_compare")
elif result is None:
    st.info("Run an evaluation to see recall@k per category; runs are kept for comparison.")
