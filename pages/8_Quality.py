"""Quality: measure which weights actually retrieve best, on the shipped scenarios or on
LoCoMo (read from a path you give), compared with earlier runs."""

import os
from pathlib import Path

import pandas as pd
import streamlit as st

from memorylab import EMBEDDERS, PRESETS
from memorylab.playground import charts
from ui.common import current_weights, page, show_chart, show_error

lab = page("Quality")
st.caption(
    "Evidence recall@k: each conversation goes into a fresh lab, every question is asked, "
    "and a question scores the share of its evidence found in the top k."
)
c1, c2, c3, c4 = st.columns([1, 2, 1, 1])
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
k_pick = c4.number_input(
    "Compare at k",
    min_value=1,
    max_value=50,
    value=3,
    step=1,
    key="q_k",
    help="Recall@k: the share of evidence in the top k.",
)
weights = current_weights() if choice == "current sliders" else PRESETS[choice]
ks = sorted({1, 3, 5, 10, int(k_pick)})
own = {"hash": "hash"}.get(lab.embedder.name, "e5" if lab.embedder.name.startswith("multilingual-e5") else "minilm")
models = st.multiselect(
    "Embedders",
    [e for e in EMBEDDERS if e != "hash" or own == "hash"],
    default=[own],
    key="q_embedders",
    format_func=lambda e: EMBEDDERS[e],
    help="Pick two to run the same evaluation with each, side by side with its cost.",
)


def run(batch: list) -> None:
    if dataset == "locomo" and not Path(path).is_file():
        st.error("Give the path of a LoCoMo JSON file first.")
        return
    bar = st.progress(0.0, text="Evaluating…")
    jobs = [(w, e) for w in batch for e in models or [own]]
    side_by_side = []
    for j, (w, e) in enumerate(jobs):
        step = f"{w.name} · {e} ({j + 1} of {len(jobs)}): " if len(jobs) > 1 else ""
        try:
            result = lab.evaluate(
                dataset,
                weights=w,
                ks=ks,
                path=path or None,
                label=w.name if e == own else f"{w.name} · {e}",
                embedder=e,
                progress=lambda f, m, j=j, step=step: bar.progress(min(1.0, (j + f) / len(jobs)), text=step + m),
            )
        except Exception as exc:
            show_error(exc)
            return
        st.session_state["q_last"] = result
        side_by_side.append(result)
    st.session_state["q_side"] = side_by_side


b1, b2 = st.columns([1, 3])
if b1.button("Run the evaluation", key="q_run", type="primary"):
    run([weights])
if b2.button("Compare every preset", key="q_all", help="One run per preset, side by side at your k."):
    run(list(PRESETS.values()))

result = st.session_state.get("q_last")
if result is not None:
    st.subheader(f"{result.dataset} · {result.weights['name']} · {result.n} questions")
    cols = st.columns(len(result.ks) + 1)
    for col, k in zip(cols, result.ks):
        col.metric(f"recall@{k}", f"{result.recall[k]:.3f}")
    cols[-1].metric("latency p50", f"{result.latency_ms['p50']:.2f} ms")
    show_chart(charts.recall_bars(result.rows(), x="category", y="recall", colour="k"), key="q_bars")
side = st.session_state.get("q_side") or []
if len(side) > 1:
    st.markdown("**Side by side** (embedding cost measured in this run, on this shared machine)")
    st.dataframe(
        pd.DataFrame(
            [
                {
                    "weights": r.weights["name"],
                    "embedder": r.embedder,
                    **{f"R@{k}": r.recall[k] for k in r.ks},
                    "ms per memory": r.embed_ms.get("per_memory"),
                    "ms per question": r.embed_ms.get("per_question"),
                }
                for r in side
            ]
        ),
        hide_index=True,
        key="q_side_table",
        width="stretch",
    )

runs = lab.eval_runs(dataset)
if runs:
    st.subheader("Runs so far")
    table = pd.DataFrame(
        [
            {
                "run": r["id"],
                "weights": r["label"],
                "embedder": r.get("embedder", ""),
                "questions": r["n"],
                **{f"R@{k}": r["recall"].get(str(k)) for k in r["ks"]},
                "when": r["created_at"],
            }
            for r in runs
        ]
    )
    st.dataframe(table, hide_index=True, key="q_runs", width="stretch")
    k = int(k_pick)
    at_k = [r for r in runs if str(k) in r["recall"]][-6:]
    if at_k:
        bars = [
            {"run": f"#{r['id']} {r['label']}", "category": c, "recall": v[str(k)]}
            for r in at_k
            for c, v in r["by_category"].items()
        ]
        st.markdown(f"**recall@{k} per category, last {len(at_k)} runs measured at k={k}**")
        show_chart(charts.recall_bars(bars, x="category", y="recall", colour="run"), key="q_compare")
    else:
        st.caption(f"No run so far measured recall@{k}: run the evaluation at this k to compare.")
elif result is None:
    st.info("Run an evaluation to see recall@k per category; runs are kept for comparison.")
