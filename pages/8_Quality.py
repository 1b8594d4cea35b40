"""Quality: measure which weights actually retrieve best, on the shipped scenarios or on
LoCoMo (a file you upload, or one the server keeps in its data folder), compared with your
earlier runs. The browser never names a server path."""

import os
from contextlib import nullcontext
from pathlib import Path

import pandas as pd
import streamlit as st

from memorylab import EMBEDDERS, PRESETS
from memorylab.playground import charts, evaluation
from memorylab.playground.datafiles import json_files, uploaded_copy
from memorylab.playground.room import attendee_labels
from ui.common import current_user, current_weights, is_presenter, page, show_chart, show_error

lab = page("Quality")
user = current_user()
DATA_FOLDERS = [Path(__file__).resolve().parent.parent / "data", lab.settings.data_dir]
st.caption("Recall@k: the share of each question's evidence that retrieval puts in the top k.")
c1, c3, c4 = st.columns([2, 1, 1])
dataset = c1.selectbox(
    "Dataset",
    ["scenarios", "locomo"],
    key="q_dataset",
    format_func={"scenarios": "Shipped scenarios", "locomo": "LoCoMo (your file)"}.get,
)
choice = c3.selectbox("Weights", ["current sliders"] + list(PRESETS), key="q_weights")
k_pick = c4.number_input(
    "Compare at k",
    min_value=1,
    max_value=50,
    value=3,
    step=1,
    key="q_k",
    help="Recall@k: the share of evidence in the top k. Each conversation goes into a fresh lab and every "
    "question is asked; a question scores the share of its evidence found in the top k.",
)
weights = current_weights() if choice == "current sliders" else PRESETS[choice]
ks = sorted({1, 3, 5, 10, int(k_pick)})
own = {"hash": "hash"}.get(lab.embedder.name, "e5" if lab.embedder.name.startswith("multilingual-e5") else "minilm")


def locomo_source(s1, s2):
    """The LoCoMo file for a run: an upload, or a file the server keeps; never a typed path."""
    kept = json_files(DATA_FOLDERS)
    configured = os.environ.get("MEMORYLAB_LOCOMO_PATH")
    if configured and Path(configured).is_file():
        kept.setdefault(f"MEMORYLAB_LOCOMO_PATH: {Path(configured).name}", Path(configured))
    source = s1.radio(
        "LoCoMo from",
        ["upload", "server"],
        key="q_source",
        horizontal=True,
        format_func={"upload": "a file I upload", "server": "the server's data folder"}.get,
    )
    if source == "upload":
        upload = s2.file_uploader(  # its label is the choice beside it: the row stays low enough for the result
            "LoCoMo JSON",
            type=["json"],
            key="q_upload",
            label_visibility="collapsed",
            help="The benchmark is not shipped (non-commercial licence): upload your copy.",
        )
        return None if upload is None else ("upload", upload.name, upload.getvalue())
    if not kept:
        s2.caption("The server keeps no JSON file in its data folder: upload one instead.")
        return None
    name = s2.selectbox("File", list(kept), key="q_file")
    return ("server", name, kept[name])


def locomo_first(column) -> int:
    """How many of the file's conversations a run reads: its ten take minutes on a laptop."""
    return column.number_input(
        "Conversations",
        min_value=1,
        max_value=100,
        value=2,
        step=1,
        key="q_conversations",
        help="The file's first N conversations. Each takes 40-60 s with MiniLM on a 2-core laptop (a file of "
        "five took 274 s, two 88 s): pick more for a full run after the workshop.",
    )


def run(batch: list, source) -> None:
    if dataset == "locomo" and source is None:
        st.error("Upload a LoCoMo JSON file (or pick one the server keeps) first.")
        return
    try:
        if dataset == "locomo" and source[0] == "upload":
            where = uploaded_copy(source[1], source[2])
        else:
            where = nullcontext(source[2] if source else None)
        with where as path:
            evaluate_each(batch, path)
    except Exception as exc:
        show_error(exc)


def evaluate_each(batch: list, path) -> None:
    bar = st.progress(0.0, text="Evaluating…")
    jobs = [(w, e) for w in batch for e in models or [own]]
    side_by_side = []
    for j, (w, e) in enumerate(jobs):
        step = f"{w.name} · {e} ({j + 1} of {len(jobs)}): " if len(jobs) > 1 else ""
        try:
            result = evaluation.run(
                lab,
                dataset,
                weights=w,
                ks=ks,
                path=path,
                user_id=user,
                label=w.name if e == own else f"{w.name} · {e}",
                embedder=e,
                conversations=first,
                progress=lambda f, m, j=j, step=step: bar.progress(min(1.0, (j + f) / len(jobs)), text=step + m),
            )
        except Exception as exc:
            show_error(exc)
            return
        st.session_state["q_last"] = result
        side_by_side.append(result)
    bar.empty()  # the result takes its place: a full bar would push it down
    st.session_state["q_side"] = side_by_side


source = first = None
if dataset == "locomo":  # one row: the file and how much of it
    s1, s2, s3 = st.columns([1.1, 2, 1])
    source, first = locomo_source(s1, s2), locomo_first(s3)
e1, b1, b2 = st.columns([2.2, 1.1, 1.2], vertical_alignment="bottom")  # the run beside its last setting
offered = [e for e in EMBEDDERS if e != "hash" or own == "hash"]
models = e1.multiselect(
    "Embedders",
    offered,
    default=[own],
    key="q_embedders",
    format_func=lambda e: EMBEDDERS[e].split(" (")[0],  # its name: the whole description is cut beside the buttons
    help="Pick two to run the same evaluation with each, side by side with its cost.  \n"
    + "  \n".join(EMBEDDERS[e] for e in offered),
)
if b1.button("Run the evaluation", key="q_run", type="primary"):
    run([weights], source)
if b2.button("Compare every preset", key="q_all", help="One run per preset, side by side at your k."):
    run(list(PRESETS.values()), source)

result = st.session_state.get("q_last")
if result is not None:
    st.markdown(f"**{result.dataset} · {result.weights['name']} · {result.n} questions**")  # a line: figures in view
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

everyone = is_presenter() and st.toggle(
    "Every attendee's runs", key="q_everyone", help="Presenter only: the runs of the whole room."
)
runs = lab.evals.runs(dataset, user_id=None if everyone else user)
if runs:
    st.subheader("Runs so far" + (" in the room" if everyone else ""))
    by = attendee_labels([r["user_id"] for r in runs], user)
    table = pd.DataFrame(
        [
            {
                "run": r["id"],
                **({"by": who} if everyone else {}),
                "weights": r["label"],
                "embedder": r.get("embedder", ""),
                "questions": r["n"],
                **{f"R@{k}": r["recall"].get(str(k)) for k in r["ks"]},
                "lab clock": r["created_at"],
            }
            for r, who in zip(runs, by)
        ]
    )
    st.dataframe(
        table,
        hide_index=True,
        key="q_runs",
        width="stretch",
        column_config={  # narrow counts, so the room's extra "by" column leaves "lab clock" whole at 1280 px
            "run": st.column_config.NumberColumn(width=45),
            "by": st.column_config.TextColumn(width=90),
            "questions": st.column_config.NumberColumn(width=75),
            "lab clock": st.column_config.DatetimeColumn(
                "lab clock",
                format="YYYY-MM-DD HH:mm",
                help="Your lab's clock when the run was kept: the sidebar's clock, which you may have moved ahead.",
            ),
        },
    )
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
