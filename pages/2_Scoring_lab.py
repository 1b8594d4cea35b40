"""Scoring lab: candidates ranked with their breakdown; the weight sliders sit beside the
ranking and re-rank the cached candidates (no re-embedding, no index query) in a fragment,
so moving one re-runs only the ranking; two weight sets side by side; why not recalled."""

import html
import time

import pandas as pd
import streamlit as st

from memorylab import PRESETS
from memorylab.playground import charts
from ui.common import current_user, current_weights, page, show_chart, show_error
from ui.display import legend_line
from ui.sidebar import weight_sliders

RANKING_HEIGHT = 400  # presenter mode: the top-k chart beside the sliders, inside 1280x720
RANKS_SHOWN = 15
RANK_LINE_PX = 24  # presenter mode: one line of a rank-change label at the projector's 18 px type
RANK_LABEL_WIDTH = 60
PROJECTOR_SCALE = 1.4  # what charts.for_projector multiplies a height by
PROJECTOR_COLUMNS = ("rank A", "rank B", "memory", "score A", "relevance", "importance", "recency")
PROJECTOR_WIDTHS = {"memory": st.column_config.TextColumn(width=430)}  # the others keep their narrow auto width
RANKING_LABEL_WIDTH = 26  # A and B side by side: about 360 px each, the label half of it, at a size a room reads
RANKING_LABEL_PX = 16

lab = page("Scoring lab", weights_in_sidebar=False)
user = current_user()
presenter = bool(st.session_state.get("presenter"))

query_col, compare_col = st.columns([3, 2])
query = query_col.text_input("Query", key="sl_query", placeholder="What does the user drink in the morning?")
# B starts from a preset that differs from A and is not generative-agents, so the workshop's
# step "switch B to generative-agents" shows a change
first_b = next(name for name in PRESETS if name not in (current_weights().name, "generative-agents"))
compare_name = compare_col.selectbox(
    "Compare with preset", list(PRESETS), index=list(PRESETS).index(first_b), key="sl_compare"
)
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
            st.session_state["sl_cands"] = lab.retrieval.candidates(user, query, current_weights().n_candidates)
    except Exception as exc:
        show_error(exc)
        st.stop()
st.session_state["sl_cands"] = lab.retrieval.refresh(st.session_state["sl_cands"])
st.session_state["query"] = query


def table_of(hits_a, hits_b) -> pd.DataFrame:
    rank_b = {h.memory.id: h.rank for h in hits_b}
    return pd.DataFrame(
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
    )


def projector_columns(table: pd.DataFrame) -> list[str]:
    """At 1280 px the columns a room reads (the relevance parts are in the chart), with the
    exact key and the model's score when some memory has one."""
    shown = lambda c: (table[c].notna() & (table[c] != "")).any()  # noqa: E731
    return [c for c in table.columns if c in PROJECTOR_COLUMNS or (c in ("exact key", "model score") and shown(c))]


def fit_rank_labels(fig, hits_a) -> None:
    """Presenter mode: the rank-change chart shows A's ranks only (a memory B ranks lower
    leaves through the bottom edge; the table above gives its rank) with labels wrapped
    wider, and is tall enough that two neighbouring labels never run into each other."""
    labels = [charts.wrap_label(f"#{h.rank} {h.memory.text}", RANK_LABEL_WIDTH) for h in hits_a]
    lines = [label.count("<br>") + 1 for label in labels]
    widest = max((a + b) / 2 for a, b in zip(lines, lines[1:])) if len(lines) > 1 else 1
    needed = len(lines) * widest * RANK_LINE_PX + 200  # + the projector's margins
    fig.update_yaxes(ticktext=labels, range=[len(labels) + 0.5, 0.5], autorange=False)
    fig.update_layout(height=max(fig.layout.height, int(needed / PROJECTOR_SCALE)))


def llm_reranked(hits_a, weights, k: int):
    """The second stage on demand: the chat model scores A's top."""
    if st.button("Re-rank A with the model", key="sl_llm", help="The second stage: the chat model scores the top."):
        with st.spinner("Asking the model…"):
            st.session_state["sl_llm_result"] = (query, lab.retrieval.llm_rerank(query, hits_a, weights))
    asked = st.session_state.get("sl_llm_result")
    if not (asked and asked[0] == query):
        return hits_a
    reranked = asked[1]
    (st.success if reranked.ok else st.warning)(reranked.note)
    show_chart(charts.score_breakdown(reranked.hits[:k]), key="sl_breakdown_llm")
    return reranked.hits


def why_not_recalled(weights) -> None:
    st.subheader("Why was this not recalled?")
    memories = lab.memories(user, newest=500)[::-1]
    why_id = st.selectbox(
        "Memory",
        [m.id for m in memories],
        format_func={m.id: f"#{m.id} {m.text[:70]}" for m in memories}.get,
        key="why_id",
    )
    try:
        why = lab.retrieval.explain(user, query, why_id, weights)
    except Exception as exc:
        show_error(exc)
        return
    (st.success if why["cut"] is None else st.warning)(why["verdict"])
    if why["signals"]:
        s = why["signals"]
        st.caption(
            f"relevance {s['relevance']:.3f} · importance {s['importance']:.3f} · recency {s['recency']:.3f}"
            f" → score {s['score']:.3f}"
            + (f" · similarity rank {why['similarity_rank']}" if "similarity_rank" in why else "")
        )


def board(letter: str, name: str, chart, key: str, plain_note: str) -> None:
    """One ranking's heading and its score bars. On a projector: a one-line heading (the legend is
    drawn once, above the sliders), so the bars get the height, and five memories' wrapped text in
    the compact chart's height, none over another."""
    if presenter:
        st.markdown(f"**{letter} · {html.escape(name)}**", unsafe_allow_html=True)
        chart.update_yaxes(tickfont=dict(size=RANKING_LABEL_PX))
        chart.update_xaxes(nticks=3, tickangle=0)  # half the width: three level ticks, none over another
    else:
        st.markdown(f"**{letter} · {name}** {plain_note}")
    show_chart(chart, key=key, fit_height=RANKING_HEIGHT)


@st.fragment
def ranking() -> None:
    """Everything the weights move. A slider here re-runs this fragment only: the query's
    candidates stay cached, the rest of the page is not redrawn."""
    # A and B side by side at 1280 px, presenter mode too (B under A, below the fold, hid the comparison: the
    # round-34 walk); on a projector the colours' legend heads the sliders of the same signals
    if presenter:
        controls, board_a, board_b = st.columns([1, 2, 2], gap="small")
        legend = controls.empty()
    else:
        (controls, board_a, board_b), legend = st.columns([1, 2, 2]), None
    with controls:
        weight_sliders("sl")
    weights, cands = current_weights(), st.session_state["sl_cands"]
    start = time.perf_counter()
    hits_a = lab.retrieval.rerank(cands, weights)
    elapsed = (time.perf_counter() - start) * 1000
    hits_b = lab.retrieval.rerank(cands, PRESETS[compare_name])
    k = weights.k
    width = RANKING_LABEL_WIDTH if presenter else 48
    chart_a = charts.score_breakdown(hits_a[:k], width)
    ranks_a = {h.memory.id: h.rank for h in hits_a}  # B's labels say where A ranked each: the change at a glance
    chart_b = charts.score_breakdown(hits_b[:k], width, other_ranks=ranks_a, other="A")
    if legend is not None:
        legend.markdown(legend_line(chart_a), unsafe_allow_html=True)
    with board_a:
        name = "custom" if presenter and weights.name.startswith("custom") else weights.name
        board("A", name, chart_a, "sl_breakdown_a", f"(sliders) · top {k}")
        st.caption(f"Re-ranked {len(cands)} cached candidates in {elapsed:.1f} ms: no embedding, no index query.")
    with board_b:  # drawn as A is: a walk found plotly's legend over B under its toolbar, in the reverse order
        board("B", compare_name, chart_b, "sl_breakdown_b", f"· top {k} (A's rank in brackets)")
    if weights.llm_rerank_weight > 0:
        hits_a = llm_reranked(hits_a, weights, k)
    table = table_of(hits_a, hits_b)
    st.dataframe(
        table,
        hide_index=True,
        key="sl_table",
        width="stretch",
        column_order=projector_columns(table) if presenter else None,
        column_config=PROJECTOR_WIDTHS if presenter else None,
    )
    st.markdown("**Rank changes A → B** (green: moves up under B, red: moves down)")
    ranks = charts.rank_changes(hits_a[:RANKS_SHOWN], hits_b, "A", "B")
    if presenter:
        fit_rank_labels(ranks, hits_a[:RANKS_SHOWN])
    show_chart(ranks, key="sl_ranks")
    why_not_recalled(weights)


ranking()
