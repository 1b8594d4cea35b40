"""Metrics: is the memory healthy? Growth beside retrieval accuracy, what each turn cost,
and how much of the context the replies actually used."""

import pandas as pd
import streamlit as st

from memorylab.playground import charts, views
from ui.common import current_user, page, show_chart

DATASET_NAMES = {"scenarios": "the scenarios", "locomo": "LoCoMo"}

lab = page("Metrics")
user = current_user()
k_col, _ = st.columns([1, 3])  # a number needs no full-width field
k = int(k_col.number_input("Accuracy at k", 1, 50, 3, key="m_k", help="Recall@k of the Quality page's runs."))
health = views.health(lab, user, k=k)
turns, totals, runs = health["turns"], health["totals"], health["runs"]

c1, c2, c3, c4 = st.columns(4)
c1.metric(
    "Active memories",
    health["active"],
    help=f"{health['expired']} more past their time to live, hidden until the TTL sweep (Decay & forgetting) "
    "forgets them; the growth line counts them until then."
    if health["expired"]
    else "As the Memory store lists them.",
)
at_k = [r for r in runs if str(k) in r["recall"]]
latest = at_k[-1] if at_k else None
c2.metric(
    f"Latest recall@{k}",
    f"{latest['recall'][str(k)]:.3f}" if latest else "—",
    help=(
        f"Run #{latest['id']} on {DATASET_NAMES[health['dataset']]} ({latest['label']}), from the Quality page."
        if latest
        else "From the Quality page: your latest run's dataset."
    ),
)
relevance = totals["context_relevance"]
c3.metric(
    "Context relevance",
    "—" if relevance is None else f"{relevance:.0%}",
    help="Share of context tokens that came from memories a reply used.",
)
cost = totals["cost_usd"]
c4.metric(
    "Cost so far", "unpriced" if cost is None else f"${cost:.4f}", help="litellm's price table; 0 for local models."
)

if health["warning"]:
    st.warning(health["warning"])
elif len(at_k) >= 2:
    st.caption("Growth and accuracy have not parted ways between the last two runs.")
elif at_k:  # a walk read "run it twice" after three runs: two on the scenarios, then one on LoCoMo, the latest
    st.caption(
        f"One run on {DATASET_NAMES[health['dataset']]} at k={k} so far (this page follows the dataset of your "
        "latest run): run it once more on the Quality page to compare accuracy with growth."
    )
else:
    st.caption(f"Run the evaluation twice on the Quality page (at k={k}) to compare accuracy with growth.")

left, right = st.columns(2)
with left:
    st.markdown("**Memory growth**")
    show_chart(charts.growth_line(health["growth"]["at"], health["growth"]["active"]), key="m_growth")
with right:
    st.markdown(f"**Retrieval accuracy, recall@{k} per run**")
    if at_k:
        series = {f"recall@{k}": [r["recall"][str(k)] for r in at_k]}
        show_chart(charts.lines(series, x_title="run", y_title="recall"), key="m_accuracy")
    else:
        st.caption("No evaluation run at this k yet.")

if not turns:
    st.info("Chat with the agent: each turn's tokens, cost, embedding calls and memory use appear here.")
    st.stop()
st.markdown("**Per turn**")
show_chart(
    charts.lines(
        {
            "prompt tokens": [t["prompt_tokens"] for t in turns],
            "completion tokens": [t["completion_tokens"] for t in turns],
            "memory tokens in context": [t["memory_tokens"] for t in turns],
        },
        x_title="turn",
        y_title="tokens",
    ),
    key="m_tokens",
)
show_chart(
    charts.lines(
        {
            "context relevance": [t["used_tokens"] / t["context_tokens"] if t["context_tokens"] else 0 for t in turns],
            "memories used / offered": [t["used"] / t["offered"] if t["offered"] else 0 for t in turns],
        },
        x_title="turn",
        y_title="share",
    ),
    key="m_use",
)
priced = [t["cost_usd"] for t in turns if t["cost_usd"] is not None]
show_chart(
    charts.lines({"cost per turn ($)": priced}, x_title="turn", y_title="US dollars"),
    key="m_cost",
)
st.dataframe(
    pd.DataFrame(
        [
            {
                "turn": t["turn_id"],
                "model": t["model"],
                "ok": t["ok"],
                "prompt": t["prompt_tokens"],
                "completion": t["completion_tokens"],
                "cost $": t["cost_usd"],
                "embedding calls": t["embed_calls"],
                "recall ms": round(t["recall_ms"], 2),
                "used / offered": f"{t['used']}/{t['offered']}",
            }
            for t in turns[::-1]
        ]
    ),
    hide_index=True,
    key="m_turns",
)
st.caption("Cost is 0 for the local model: it has no per-token price. A hosted model is priced from litellm's table.")
