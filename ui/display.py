"""Display helpers every page uses: charts sized for a projector, presenter styling, errors
as messages."""

from __future__ import annotations

import html
import re

import streamlit as st

from memorylab import MemoryLabError
from memorylab.playground import charts

TOOLBAR_CUT = ["zoom2d", "pan2d", "select2d", "lasso2d", "zoomIn2d", "zoomOut2d", "autoScale2d"]


def show_chart(fig, key: str, fit_height: int | None = None) -> None:
    """A plotly figure, made readable on a projector in presenter mode. ``fit_height``
    (presenter mode): at most that many pixels, its legend left to a line of text above it
    (``legend_line``, drawn by the page) so the chart fits one 1280x720 screen beside the
    controls that move it."""
    if st.session_state.get("presenter"):
        fig = charts.for_projector(fig)
        if fit_height is not None:
            fig.update_layout(
                height=min(fig.layout.height, fit_height),
                font=dict(size=13),
                margin=dict(l=10, r=10, t=10, b=10),
                showlegend=False,
                xaxis_title=None,
            )
    # the toolbar appears over the top right on hover, where the legend is: only what a room uses, at the right
    st.plotly_chart(fig, key=key, config={"displaylogo": False, "modeBarButtonsToRemove": TOOLBAR_CUT})


def _colour(trace) -> str:
    """A bar's or a marker's colour, else a line's."""
    marker = getattr(trace, "marker", None)
    if marker is not None and isinstance(marker.color, str):
        return marker.color
    line = getattr(trace, "line", None)
    return line.color if line is not None and isinstance(line.color, str) else "#888"


def legend_line(fig) -> str:
    """The figure's legend as a line of coloured squares and names (the names are the
    chart's own series names, not stored text)."""
    entries = [
        f"<span style='color:{_colour(trace)}'>■</span>&nbsp;{html.escape(trace.name.removeprefix('relevance · '))}"
        for trace in fig.data
        if trace.name and trace.showlegend is not False
    ]
    return "<small>" + " &nbsp; ".join(entries) + "</small>"


PRESENTER_CSS = """
<style>
  html, body, [data-testid="stAppViewContainer"] { font-size: 20px; }
  [data-testid="stMarkdownContainer"] p, [data-testid="stCaptionContainer"] { font-size: 1.05rem; }
  h1 { font-size: 2.6rem !important; }
  /* a figure (st.metric) stays a figure: the paragraph size above made it label-sized */
  [data-testid="stMetricValue"], [data-testid="stMetricValue"] p { font-size: 2.4rem !important; line-height: 1.15; }
  /* 1280x720: the title right under the top bar (Streamlit leaves a 6rem band), */
  [data-testid="stMainBlockContainer"] { padding: 3.9rem 1.5rem 2rem 1.5rem !important; }
  h1 { padding-top: 0 !important; padding-bottom: 0.4rem !important; }
  /* this very style takes no room */
  [data-testid="stElementContainer"]:has(> [data-testid="stMarkdown"] style) { display: none; }
  /* every page in the top bar at once, */
  [data-testid="stTopNavLink"] { padding-left: 0.45rem; padding-right: 0.45rem; }
  [data-testid="stToolbar"] div:has(> [data-testid="stMainMenu"]) { min-width: 0 !important; }
  [data-testid="stTopNavLink"] p { font-size: 0.85rem !important; }
  /* even while a run goes: its "Running… Stop" sits under the bar, not in it (it took the room of two pages) */
  [data-testid="stStatusWidget"] { position: fixed !important; top: 3.4rem; right: 1rem; z-index: 999990; }
  /* and a button's or a widget's label wraps rather than being cut short. */
  [data-testid="stCheckbox"] p, [data-testid="stWidgetLabel"] p {
    white-space: normal !important; overflow: visible !important; text-overflow: clip !important;
  }
  [data-testid="stBaseButton-secondary"] p, [data-testid="stBaseButton-primary"] p,
  [data-testid="stBaseButton-secondary"] div, [data-testid="stBaseButton-primary"] div {
    white-space: normal; overflow: visible; text-overflow: clip;
  }
</style>
"""


def presenter_style(presenter: bool | None = None) -> None:
    """``presenter`` as the entrypoint read it (a session's first run has no state yet)."""
    if st.session_state.get("presenter") if presenter is None else presenter:
        st.markdown(PRESENTER_CSS, unsafe_allow_html=True)


def show_error(exc: Exception) -> None:
    """A message, never a traceback."""
    if isinstance(exc, MemoryLabError):
        st.error(str(exc))
    else:
        st.error(f"Something went wrong: {type(exc).__name__}: {exc}")


_MARKDOWN_SYNTAX = re.compile(r"([\\`*_{}\[\]()#+\-.!|~$:])")


def plain(text: object) -> str:
    """Stored text (a memory, lesson, decision, reflection) made safe to put inside
    ``st.markdown``, even with ``unsafe_allow_html``: HTML tags and markdown syntax are
    escaped, so ``<img onerror=...>``, ``**bold**`` or ``[link](...)`` show as typed."""
    return _MARKDOWN_SYNTAX.sub(r"\\\1", html.escape(str(text), quote=False))
