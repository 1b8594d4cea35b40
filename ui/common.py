"""What every page shares: the frame (lab, state, sidebar) and the names pages import.

Pages only draw and forward: every decision is made by ``memorylab``. The parts live in
``ui.labs`` (the lab's lifetime), ``ui.state`` (per-browser state and the URL),
``ui.sidebar`` and ``ui.display``.
"""

from __future__ import annotations

import streamlit as st

from memorylab import MemoryLab
from ui.display import presenter_style, show_chart, show_error
from ui.identity import is_presenter, settle
from ui.labs import close_labs, drop_scratch_lab, get_lab, private_lab, scratch_lab
from ui.links import land_in_app_navigation
from ui.sidebar import sidebar
from ui.state import current_budgets, current_user, current_weights, init_state

__all__ = [
    "FRAMED",
    "close_labs",
    "current_budgets",
    "current_user",
    "current_weights",
    "drop_scratch_lab",
    "first_paint",
    "frame",
    "get_lab",
    "is_presenter",
    "page",
    "private_lab",
    "scratch_lab",
    "show_chart",
    "show_error",
]

FRAMED = "_framed_by_entrypoint"
TITLE_DRAWN = "_title_drawn_by_entrypoint"  # set by app.py's first_paint, taken by the page


def frame(weights_in_sidebar: bool = True) -> MemoryLab:
    """The lab, the state, this browser's user id and the sidebar. The entrypoint (app.py)
    calls this before the page, so the sidebar's widgets belong to the frame and keep
    their values across pages (Streamlit resets a widget that two pages each create)."""
    lab = get_lab()
    init_state(lab)
    settle(lab)  # before the sidebar: its user field shows the id this browser was granted
    sidebar(lab, weights_in_sidebar)
    return lab


def first_paint(title: str, presenter: bool | None = None) -> None:
    """The page's title (and the projector's style), before anything heavy: the entrypoint
    draws it ahead of the sidebar and the lab, so a browser shows it first."""
    presenter_style(presenter)
    st.title(title)
    st.session_state[TITLE_DRAWN] = True  # this run's page() leaves it out


def page(title: str, icon: str = ":material/neurology:", weights_in_sidebar: bool = True) -> MemoryLab:
    """Every page's start: its title and the frame, unless the entrypoint drew both (a
    page run on its own, as in tests, draws its own). A page that draws the weight
    sliders itself (the Scoring lab) says so: the sidebar then leaves them out."""
    framed = bool(st.session_state.get(FRAMED))
    land_in_app_navigation(framed)
    st.set_page_config(page_title=f"memorylab · {title}", page_icon=icon, layout="wide")
    if not st.session_state.pop(TITLE_DRAWN, False):  # a run without app.py (AppTest's reruns)
        first_paint(title)
        st.session_state.pop(TITLE_DRAWN)
    if framed:
        return get_lab()
    return frame(weights_in_sidebar)
