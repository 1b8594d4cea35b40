"""Plotly figure builders shared by the pages and the notebooks. Each takes plain data."""

from __future__ import annotations

import html
from collections.abc import Iterable
from datetime import datetime, timedelta

import numpy as np
import plotly.graph_objects as go

from memorylab.models import Event, Hit, Memory
from memorylab.playground.room import RoomFigures
from memorylab.policies.context import Context
from memorylab.policies.eviction import retention
from memorylab.policies.health import growth
from memorylab.policies.scoring import Weights, recency_anchor, recency_signal

SIGNAL_COLOURS = {"relevance": "#4C78A8", "importance": "#F58518", "recency": "#54A24B", "llm": "#B279A2"}
RELEVANCE_PARTS = {
    "dense": ("relevance · embeddings", "#4C78A8"),
    "keyword": ("relevance · keywords", "#9ECAE9"),
    "context": ("relevance · neighbours", "#6BAED6"),
}
KIND_COLOURS = {
    "fact": "#4C78A8",
    "preference": "#F58518",
    "episodic": "#54A24B",
    "semantic": "#B279A2",
    "summary": "#9D755D",
    "reflection": "#E45756",
    "consolidation": "#72B7B2",
}
OP_COLOURS = {
    "ADD": "#54A24B",
    "UPDATE": "#4C78A8",
    "SUPERSEDE": "#F58518",
    "ACCESS": "#BAB0AC",
    "FORGET": "#E45756",
    "EXPIRE": "#9D755D",
    "EVICT": "#B279A2",
    "SUMMARIZE": "#72B7B2",
    "CONSOLIDATE": "#EECA3B",
    "MERGE": "#EECA3B",
    "REFLECT": "#FF9DA6",
    "LESSON": "#79706E",
}


def wrap_label(text: str, width: int = 48, max_lines: int | None = None) -> str:
    """The whole text, broken into lines of about ``width`` characters at spaces (plotly's
    ``<br>``), so a projector shows every word; with ``max_lines``, a label that needs more ends
    its last line with "…" (where labels share rows of one height: a consolidation's 300
    characters ran over its neighbours' labels). ``<``, ``>`` and ``&`` are escaped: plotly reads
    tags in labels (a stored ``<a href>`` would be a link)."""
    lines, line = [], ""
    for word in html.escape(text, quote=False).split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines = [*lines, line] if line or lines else []
    if max_lines is not None and len(lines) > max_lines:
        lines = [*lines[: max_lines - 1], lines[max_lines - 1] + " …"]
    return "<br>".join(lines) if lines else text


LABEL_LINES = 4  # the most lines a label of a chart with rows of one height takes


def _row_lines(labels: list[str]) -> int:
    """Lines of the tallest label: every row of a categorical axis is as tall as it."""
    return max((label.count("<br>") + 1 for label in labels), default=1)


# Above the plot area: never over the bars, and never over the axis labels below them, which
# grow with their length and angle (a legend below at a fixed fraction sat on rotated labels).
LEGEND_ABOVE = dict(orientation="h", yanchor="bottom", y=1.02, x=0, traceorder="normal")  # a stack's order too


def _layout(fig: go.Figure, height: int, **kw) -> go.Figure:
    fig.update_layout(height=height, margin=dict(l=10, r=10, t=40, b=70), legend=LEGEND_ABOVE, **kw)
    return fig


def for_projector(fig: go.Figure, scale: float = 1.4) -> go.Figure:
    """The same figure readable on a 1280x720 projector: larger type, taller, legend above."""
    height = int((fig.layout.height or 400) * scale)
    fig.update_layout(
        height=height,
        font=dict(size=18),
        legend=dict(LEGEND_ABOVE, font=dict(size=16)),
        margin=dict(l=10, r=10, t=50, b=100),
    )
    return fig


def _relevance_share(hit: Hit, part: str) -> float:
    """The part of the relevance contribution that came from ``part``."""
    total = sum(hit.relevance_parts.values()) if hit.relevance_parts else 0.0
    if total <= 0:
        return hit.contributions["relevance"] if part == "dense" else 0.0
    return hit.contributions["relevance"] * hit.relevance_parts.get(part, 0.0) / total


def _exact_tag(hit: Hit) -> str:
    return f"[exact key: {hit.exact_key}] " if hit.exact_key else ""


def _rank_tag(hit: Hit, other_ranks: dict[int, int] | None, other: str) -> str:
    """ "#2" or, beside another ranking, "#2 (A #5 ↑)": where the memory stood there, and which way it moved."""
    if other_ranks is None:
        return f"#{hit.rank}"
    there = other_ranks.get(hit.memory.id)
    if there is None:
        return f"#{hit.rank} (not in {other})"
    if there == hit.rank:
        return f"#{hit.rank} (= {other})"
    return f"#{hit.rank} ({other} #{there} {'↓' if hit.rank > there else '↑'})"


def score_breakdown(
    hits: list[Hit], label_width: int = 48, other_ranks: dict[int, int] | None = None, other: str = "A"
) -> go.Figure:
    """One stacked bar per recalled memory: each signal's weighted contribution, with
    relevance split by where it came from (embeddings, keywords, neighbours). Labels wrap at
    about ``label_width`` characters (wider: fewer lines, for a chart of fixed height). With
    ``other_ranks`` (memory id -> its rank in ranking ``other``), each label says how it moved."""
    labels = [
        f"{_rank_tag(h, other_ranks, other)} {_exact_tag(h)}{wrap_label(h.memory.text, label_width, LABEL_LINES)}"
        for h in hits
    ][::-1]
    fig = go.Figure()
    for part, (name, colour) in RELEVANCE_PARTS.items():
        values = [_relevance_share(h, part) for h in hits][::-1]
        if any(v > 0 for v in values) or part == "dense":
            fig.add_bar(
                y=labels,
                x=values,
                name=name,
                orientation="h",
                marker_color=colour,
                hovertemplate=f"{name}: %{{x:.3f}}<extra></extra>",
            )
    for signal, colour in SIGNAL_COLOURS.items():
        if signal == "relevance" or not any(signal in h.contributions for h in hits):
            continue
        name = "re-ranking model" if signal == "llm" else signal
        fig.add_bar(
            y=labels,
            x=[h.contributions.get(signal, 0.0) for h in hits][::-1],
            name=name,
            orientation="h",
            marker_color=colour,
            customdata=[(h.llm_score or 0.0) if signal == "llm" else getattr(h, signal) for h in hits][::-1],
            hovertemplate=f"{name}: %{{customdata:.2f}} → %{{x:.3f}}<extra></extra>",
        )
    height = 110 + (22 * _row_lines(labels) + 16) * len(hits)  # every row as tall as the tallest label
    return _layout(fig, height, barmode="stack", xaxis_title="score (sum of weighted signals)")


def context_budget(context: Context) -> go.Figure:
    """Tokens used against the budget, per context section."""
    rows = context.budget_rows()
    fig = go.Figure()
    fig.add_bar(
        y=[r["section"] for r in rows],
        x=[r["tokens"] for r in rows],
        orientation="h",
        name="used",
        marker_color="#4C78A8",
    )
    fig.add_bar(
        y=[r["section"] for r in rows],
        x=[max(0, r["budget"] - r["tokens"]) for r in rows],
        orientation="h",
        name="unused budget",
        marker_color="#E5ECF6",
    )
    return _layout(fig, 260, barmode="stack", xaxis_title="tokens", yaxis=dict(autorange="reversed"))


def event_timeline(events: list[Event]) -> go.Figure:
    fig = go.Figure()
    for op in sorted({e.op for e in events}):
        chosen = [e for e in events if e.op == op]
        fig.add_scatter(
            x=[e.at for e in chosen],
            y=[op] * len(chosen),
            mode="markers",
            name=op,
            marker=dict(size=10, color=OP_COLOURS.get(op, "#888")),
            text=[f"#{e.memory_id}: {e.reason or ''}" for e in chosen],
            hovertemplate="%{x}<br>%{text}<extra></extra>",
        )
    return _layout(fig, 280, xaxis_title="simulated time", showlegend=False)


def memory_growth(events: list[Event]) -> go.Figure:
    """Active memories over time, from the event log."""
    return growth_line(*growth(events))


def growth_line(times: list[datetime], counts: list[int]) -> go.Figure:
    """Active memories over time, already counted (``views.health(...)["growth"]``)."""
    fig = go.Figure(go.Scatter(x=times, y=counts, mode="lines", line_shape="hv", line=dict(color="#4C78A8")))
    return _layout(fig, 240, xaxis_title="simulated time", yaxis_title="active memories")


def decay_curves(
    memories: list[Memory],
    now: datetime,
    weights: Weights,
    *,
    days_back: float = 60,
    days_ahead: float = 60,
    show_retention: bool = True,
) -> go.Figure:
    """Each memory's recency under ``weights`` (and Ebbinghaus retention) with ``now`` marked.
    The legend names the kinds (a curve's colour), one entry each; a curve's memory is in
    its hover, so a dozen memories do not make a legend longer than the chart. The time
    axis spans ``days_back`` to ``days_ahead`` whatever the curves cover: a memory's curve
    starts when it was made, and memories made today left the past off the chart."""
    grid = np.linspace(-days_back, days_ahead, 121)
    fig = go.Figure()
    kinds_shown: set[str] = set()
    for m in memories:
        hours = ((now - recency_anchor(m, weights)).total_seconds() / 3600.0) + grid * 24
        valid = hours >= 0
        curve = recency_signal(hours, weights)
        x = [now + timedelta(days=float(d)) for d in grid[valid]]
        label = [wrap_label(m.text, 40)] * len(x)  # escaped: plotly reads tags
        fig.add_scatter(
            x=x,
            y=curve[valid],
            mode="lines",
            name=m.kind,
            line=dict(color=KIND_COLOURS.get(m.kind, "#888")),
            legendgroup=m.kind,
            showlegend=m.kind not in kinds_shown,
            hovertext=label,
            hovertemplate="%{hovertext}<br>%{x|%Y-%m-%d} · recency %{y:.2f}<extra></extra>",
        )
        kinds_shown.add(m.kind)
        if show_retention:
            days = hours[valid] / 24.0
            fig.add_scatter(
                x=x,
                y=retention(days, m.access_count),
                mode="lines",
                showlegend=False,
                line=dict(color=KIND_COLOURS.get(m.kind, "#888"), dash="dot"),
                legendgroup=m.kind,
                name="retention",
                hovertext=label,
                hovertemplate="%{hovertext}<br>%{x|%Y-%m-%d} · retention %{y:.2f}<extra></extra>",
            )
    fig.add_vline(x=now, line_dash="dash", line_color="#333")
    fig.add_annotation(x=now, y=1.05, text="now", showarrow=False)
    return _layout(
        fig,
        380,
        xaxis=dict(title="time", range=[now - timedelta(days=days_back), now + timedelta(days=days_ahead)]),
        yaxis_title="recency (solid) · retention (dotted)",
        yaxis=dict(range=[0, 1.1]),
        showlegend=len(memories) <= 12,
    )


def embedding_map(
    points: np.ndarray, memories: list[Memory], *, query_point: np.ndarray | None = None, highlight: Iterable[int] = ()
) -> go.Figure:
    fig = go.Figure()
    highlight = set(highlight)
    for kind in sorted({m.kind for m in memories}):
        idx = [i for i, m in enumerate(memories) if m.kind == kind]
        fig.add_scatter(
            x=points[idx, 0],
            y=points[idx, 1],
            mode="markers",
            name=kind,
            marker=dict(
                color=KIND_COLOURS.get(kind, "#888"),
                size=[14 if memories[i].id in highlight else 7 for i in idx],
                line=dict(width=[2 if memories[i].id in highlight else 0 for i in idx], color="#222"),
            ),
            text=[wrap_label(memories[i].text, 60) for i in idx],
            hovertemplate="%{text}<extra></extra>",
        )
    if query_point is not None:
        fig.add_scatter(
            x=[query_point[0]],
            y=[query_point[1]],
            mode="markers+text",
            name="query",
            text=["query"],
            textposition="top center",
            marker=dict(symbol="star", size=18, color="#222"),
        )
    # equal scales: a projection drawn with stretched axes invents structure
    return _layout(fig, 460, xaxis_title="PC 1", yaxis=dict(title="PC 2", scaleanchor="x"))


def rank_changes(hits_a: list[Hit], hits_b: list[Hit], label_a: str, label_b: str) -> go.Figure:
    """A slope chart: each memory's rank under weight set A and under set B. The memories
    are the y-axis labels at their A rank (whole, wrapped); B's rank is written at the right."""
    rank_b = {h.memory.id: h.rank for h in hits_b}
    fig = go.Figure()
    for h in hits_a:
        rb = rank_b.get(h.memory.id)
        if rb is None:
            continue
        moved = rb - h.rank
        colour = "#54A24B" if moved < 0 else "#E45756" if moved > 0 else "#888"
        fig.add_scatter(
            x=[label_a, label_b],
            y=[h.rank, rb],
            mode="lines+markers+text",
            text=["", f"#{rb}"],
            textposition="middle right",
            line=dict(color=colour),
            showlegend=False,
            hovertemplate=f"{wrap_label(h.memory.text, 60)}<br>rank %{{y}}<extra></extra>",
        )
    labels = [wrap_label(f"#{h.rank} {h.memory.text}", 44, LABEL_LINES) for h in hits_a]
    return _layout(
        fig,
        80 + (20 * _row_lines(labels) + 14) * max(1, len(hits_a)),
        xaxis=dict(range=[-0.3, 1.45]),  # room right of B for its "#14" (a walk saw it cut at 1280 px)
        yaxis=dict(
            autorange="reversed",
            tickvals=[h.rank for h in hits_a],
            ticktext=labels,
            automargin=True,
            title=f"rank under {label_a}",
        ),
    )


def recall_bars(rows: list[dict], *, x: str, y: str, colour: str) -> go.Figure:
    """Grouped bars, e.g. recall@k per category for several runs."""
    fig = go.Figure()
    for group in dict.fromkeys(r[colour] for r in rows):
        chosen = [r for r in rows if r[colour] == group]
        fig.add_bar(x=[r[x] for r in chosen], y=[r[y] for r in chosen], name=str(group))
    return _layout(fig, 360, barmode="group", yaxis=dict(range=[0, 1], title=y))


def lines(series: dict[str, list[float]], *, x_title: str, y_title: str) -> go.Figure:
    fig = go.Figure()
    for name, values in series.items():
        fig.add_scatter(x=list(range(1, len(values) + 1)), y=values, mode="lines+markers", name=name)
    return _layout(fig, 340, xaxis_title=x_title, yaxis_title=y_title)


def room_activity(room: RoomFigures) -> go.Figure:
    """The room's writes at a glance: messages, memories written, forgotten, and the writes
    the guard refused by kind of data."""
    fig = go.Figure()
    fig.add_bar(
        x=["messages", "memories written", "memories forgotten"],
        y=[room.turns, room.memories_written, room.memories_forgotten],
        marker_color=["#4C78A8", OP_COLOURS["ADD"], OP_COLOURS["FORGET"]],
        text=[room.turns, room.memories_written, room.memories_forgotten],
        name="the room",
        showlegend=False,
    )
    refused = "writes refused" if len(room.refusals) != 1 else f"writes refused: {next(iter(room.refusals))}"
    for kind, n in room.refusals.items():  # one stacked bar, a share per kind of data
        fig.add_bar(x=[refused], y=[n], name=f"refused: {kind}", text=[n], showlegend=len(room.refusals) > 1)
    fig.update_traces(textposition="inside", insidetextanchor="middle", textangle=0)  # level, inside its bar
    return _layout(fig, 360, barmode="stack", yaxis_title="count")


def room_recall(rows: list[dict], k: int) -> go.Figure:
    """Mean and best recall@k per preset over the room's evaluation runs."""
    fig = go.Figure()
    labels = [wrap_label(r["label"], 24) for r in rows]
    fig.add_bar(x=labels, y=[r["mean"] for r in rows], name=f"mean recall@{k}")
    fig.add_bar(x=labels, y=[r["best"] for r in rows], name=f"best recall@{k}")
    return _layout(fig, 360, barmode="group", yaxis=dict(range=[0, 1], title=f"recall@{k}"))
