"""Scoring lab: candidates ranked with their breakdown; sliders re-rank from the cached
candidates (no re-embedding, no index query); two weight sets side by side; why not recalled."""

import time

import pandas as pd
import streamlit as st

from memorylab import PRESETS
from memorylab.playground import charts
from ui.common import current_user, current_weights, page, show_chart, show_error

lab = page("Scoring lab")
user = current_user()
weights = current_weights()

query = st.text_input("Query", key="sl_query", placeholder="What does the user drink in the morning?")
if not lab.count(user):
    st.info(f"**{user}** has no memories yet: chat first, or pick another user in the sidebar.")
    st.stop()
if not query.strip():
    st.info("Type a query to see every candidate ranked, with each signal's share of its score.")
    st.stop()

cached = st.session_state.get("sl_cands")
if cached is None or cached.query != query.strip() or cached.user_id != user:
    try:
        with st.spinner("Embedding the query (the first time also loads the model)…"):
            st.session_state["sl_cands"] = lab.retrieval.candidates(user, query, weights.n_candidates)
    except Exception as exc:
        show_error(exc)
        st.stop()
cands = st.session_state["sl_cands"] = lab.retrieval.refresh(st.session_state["sl_cands"])
st.session_state["query"] = query

start = time.perf_counter()
hits_a = lab.retrieval.rerank(cands, weights)
elapsed = (time.perf_counter() - start) * 1000
st.caption(f"Re-ranked {len(cands)} cached candidates in {elapsed:.1f} ms: no embedding, no index query.")

# B starts from a preset that differs from A and is not generative-agents, so the workshop's
# step "switch B to generative-agents" shows a change
first_b = next(name for name in PRESETS if name not in (weights.name, "generative-agents"))
compare_name = st.selectbox("Compare with preset", list(PRESETS), index=list(PRESETS).index(first_b), key="sl_compare")
hits_b = lab.retrieval.rerank(cands, PRESETS[compare_name])
k = weights.k
# on a projector the two rankings stack, so each bar has the full width beside its label
left, right = (st.container(), st.container()) if st.session_state.get("presenter") else st.columns(2)
with left:
    st.markdown(f"**A · {weights.name}** (sidebar) · top {k}")
    show_chart(charts.score_breakdown(hits_a[:k]), key="sl_breakdown_a")
with right:
    st.markdown(f"**B · {compare_name}** · top {k}")
    show_chart(charts.score_breakdown(hits_b[:k]), key="sl_breakdown_b")

if weights.llm_rerank_weight > 0:
    if st.button("Re-rank A with the model", key="sl_llm", help="The second stage: the chat model scores the top."):
        with st.spinner("Asking the model…"):
            st.session_state["sl_llm_result"] = (query, lab.retrieval.llm_rerank(query, hits_a, weights))
    asked = st.session_state.get("sl_llm_result")
    if asked and asked[0] == query:
        reranked = asked[1]
        (st.success if reranked.ok else st.warning)(reranked.note)
        hits_a = reranked.hits
        show_chart(charts.score_breakdown(hits_a[:k]), key="sl_breakdown_llm")

rank_b = {h.memory.id: h.rank for h in hits_b}
st.dataframe(
    pd.DataFrame(
        [
            {
                "rank A": h.rank,
                "rank B": rank_b.get(h.memory.id),
                "exact key": h.exact_key or "",
                "memory": h.memory.text,
                "score A": round(h.score, 3),
                "similarity": round(h.similarity, 3),
                "relevance": round(h.relevance, 3),
                **{f"· {p}": round(v, 3) for p, v in h.relevance_parts.items()},
                "importance": round(h.importance, 3),
                "recency": round(h.recency, 3),
                "model score": None if h.llm_score is None else round(h.llm_score, 3),
            }
            for h in hits_a
        ]
    ),
    hide_index=True,
    key="sl_table",
    width="stretch",
)
st.markdown("**Rank changes A → B** (green: moves up under B, red: moves down)")
show_chart(charts.rank_changes(hits_a[:15], hits_b, "A", "B"), key="sl_ranks")

st.subheader("Why was this not recalled?")
memories = lab.memories(user, newest=500)[::-1]
why_id = st.selectbox(
    "Memory", [m.id for m in memories], format_func={m.id: f"#{m.id} {m.text[:70]}" for m in memories}.get, key="why_id"
)
try:
    why = lab.retrieval.explain(user, query, why_id, weights)
except Exception as exc:
    show_error(exc)
    st.stop()
(st.success if why["cut"] is None else st.warning)(why["verdict"])
if why["signals"]:
    s = why["signals"]
    st.caption(
        f"relevance {s['relevance']:.3f} · importance {s['importance']:.3f} · recency {s['recency']:.3f}"
        f" → score {s['score']:.3f}"
        + (f" · similarity rank {why['similarity_rank']}" if "similarity_rank" in why else "")
    )
