"""Light bars: a plotly figure's stacked horizontal bars drawn as plain HTML.

What a page shows at once in every attendee's browser should cost that browser little: the
plotly bundle alone is 4.7 MB of JavaScript to fetch and run. These rows take their values,
series names and colours from the same ``charts`` figure the interactive chart draws, so
the two never disagree; the interactive chart is drawn only when someone asks for it.
"""

from __future__ import annotations

import html

import streamlit as st

STYLE = """<style>
.ml-bars { font-size: 0.95em; margin: 0; }
.ml-bars .row { margin: 0 0 0.45em 0; }
.ml-bars .label { overflow-wrap: anywhere; line-height: 1.3; }
.ml-bars .line { display: flex; align-items: center; gap: 0.5em; }
.ml-bars .bar { flex: 1; display: flex; height: 0.9em; }
.ml-bars .bar span { display: block; height: 100%; }
.ml-bars .num { min-width: 7.5em; text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.ml-legend { font-size: 0.85em; margin: 0 0 0.4em 0; }
.ml-legend span { display: inline-block; width: 0.8em; height: 0.8em; margin: 0 0.25em 0 0.6em; }
</style>"""


def stacked_rows(fig) -> list[list[tuple[str, str, float]]]:
    """Per bar, top row first as plotly draws it: (series name, colour, value) of every
    horizontal trace. Plotly draws the first category at the bottom unless the y axis is
    reversed."""
    traces = [t for t in fig.data if t.orientation == "h"]
    if not traces:
        return []
    count = len(traces[0].x)
    top_first = fig.layout.yaxis.autorange == "reversed"
    order = range(count) if top_first else range(count - 1, -1, -1)
    return [[(t.name, t.marker.color, float(t.x[i] or 0.0)) for t in traces] for i in order]


def legend(fig) -> str:
    names = [(t.name, t.marker.color) for t in fig.data if t.name and t.showlegend is not False]
    return "".join(f"<span style='background:{colour}'></span>{html.escape(name)}" for name, colour in names)


def bars_html(fig, labels: list[str], numbers: list[str], fill_to: float | None = None) -> str:
    """One bar per row under its label (plain text, escaped here), its number beside it;
    segment widths are shares of ``fill_to`` (default: the longest bar)."""
    rows = stacked_rows(fig)
    longest = fill_to or max((sum(v for *_, v in row) for row in rows), default=0.0) or 1.0
    body = []
    for label, number, row in zip(labels, numbers, rows):
        segments = "".join(
            f"<span title='{html.escape(name, quote=True)}: {value:.3f}' "
            f"style='width:{100 * max(value, 0.0) / longest:.1f}%;background:{colour}'></span>"
            for name, colour, value in row
            if value > 0
        )
        body.append(
            f"<div class='row'><div class='label'>{html.escape(label)}</div><div class='line'>"
            f"<div class='bar'>{segments}</div><span class='num'>{html.escape(number)}</span></div></div>"
        )
    return f"{STYLE}<div class='ml-legend'>{legend(fig)}</div><div class='ml-bars'>{''.join(body)}</div>"


def show_bars(fig, labels: list[str], numbers: list[str], fill_to: float | None = None) -> None:
    st.html(bars_html(fig, labels, numbers, fill_to))
