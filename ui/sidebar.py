"""The sidebar: the user, presenter mode, the user's own clock, demo data, the weights, and
the presenter's key and attendee picker."""

from __future__ import annotations

import time
from datetime import timedelta

import streamlit as st

from memorylab import FUSIONS, PRESETS, MemoryLab
from memorylab.playground import views
from memorylab.playground.demo import load_demo
from ui.display import plain
from ui.identity import PRESENTER_KEY, is_presenter, open_attendee, presenter_key_entered, remember_in_url
from ui.state import apply_preset, current_user, sliders_moved

# pages that draw the weight sliders beside what they move (app.py leaves them out of the sidebar)
WEIGHTS_ON_PAGE = {"Scoring_lab"}


DOUBLE_CLICK_S = 0.5  # a second click of the same clock button this soon is the same click


def _now() -> float:
    return time.monotonic()


def _advance_clock(lab: MemoryLab, hours: float) -> None:
    """A button callback: runs once per click, before the rerun; a double click moves the clock
    once (the workshop promises a double click never does a thing twice), clicks further apart
    each count."""
    last = st.session_state.get("clock_clicked")
    if last and last[0] == hours and _now() - last[1] < DOUBLE_CLICK_S:
        return
    st.session_state["clock_clicked"] = (hours, _now())
    lab.clock.advance(hours=hours, user_id=current_user())
    lab.flush()


def _reset_clock(lab: MemoryLab) -> None:
    lab.clock.reset(current_user())
    lab.flush()


def _load_demo(lab: MemoryLab) -> None:
    user = current_user()
    if lab.count(user):
        st.session_state["demo_flash"] = f"**{plain(user)}** already has memories: demo data goes into an empty user."
        return
    ids = load_demo(lab, user)
    lab.flush()
    current = lab.count(user)  # a later fact of a key supersedes the earlier one: the pages count the current
    older = f" ({len(ids) - current} superseded by a later one)" if len(ids) > current else ""
    st.session_state["demo_flash"] = (
        f"Loaded {current} memories of Sam's last six months into **{plain(user)}**{older}."
    )


def clock_panel(lab: MemoryLab) -> None:
    user = current_user()
    ahead = lab.clock.user_offset(user)
    st.markdown(f"**Your clock** · {lab.clock.now(user):%Y-%m-%d %H:%M}")
    steps = (("+1 h", "adv_hour", 1), ("+1 day", "adv_day", 24), ("+1 week", "adv_week", 168))
    cells = [c for _ in range(2) for c in st.columns(2)]  # two by two: labels stay whole at projector size
    for cell, (label, key, hours) in zip(cells, steps):
        cell.button(label, key=key, width="stretch", on_click=_advance_clock, args=(lab, hours))
    cells[3].button(
        "Reset",
        key="clock_reset",
        width="stretch",
        on_click=_reset_clock,
        args=(lab,),
        disabled=ahead == timedelta(0),
        help="Back to the lab's time",
    )
    # one line at projector size: a walk's "Only <id>'s time moves (33 d 0 h ahead)." took three, and pushed the
    # Presenter expander below 720 px
    st.caption("Only your clock moves" + (f": +{_span(ahead)}." if ahead else "."))


def _span(delta: timedelta) -> str:
    days, hours = delta.days, delta.seconds // 3600
    return f"{days} d {hours} h" if days else f"{hours} h"


def presenter_panel(lab: MemoryLab) -> None:
    """The presenter key field; once it is right, a picker of the room's ids (folded, so a
    projector shows no list). Attendees never see another user's id."""
    with st.expander("Presenter", expanded=False):
        if not is_presenter():
            st.text_input(
                "Presenter key",
                key="presenter_key_input",
                type="password",
                on_change=presenter_key_entered,
                args=(lab,),
                help="Printed in the server log at start (or set with MEMORYLAB_PRESENTER_KEY).",
            )
            return
        st.caption("Presenter rights: any attendee's lab, every run, the Room page.")
        ids = lab.claims.users(st.session_state[PRESENTER_KEY])
        st.selectbox(
            "Open an attendee's lab",
            ids,
            index=None,
            key="room_open_user",
            on_change=open_attendee,
            placeholder=f"{len(ids)} ids in the room",
        )


def _keep_weight(widget_key: str, key: str) -> None:
    st.session_state[key] = st.session_state[widget_key]


def kept(widget, label: str, key: str, *args, where: str = "sb", **options):
    """``widget`` (``st.text_input``, ``st.slider``...) of the setting ``key``. The setting is plain session state;
    the widget (``where``: the sidebar's, ``sb``, or a page's own) starts from it each run and writes it back when
    moved. A widget not drawn in a run loses its value in Streamlit, the setting does not; and one whose place in
    the sidebar moves from one page to the next (the weights sit on the Scoring lab's page, in the sidebar
    elsewhere) was drawn empty in Chromium ("Model" blank after the Scoring lab, twice in CI)."""
    widget_key = f"{where}_{key}"
    st.session_state[widget_key] = st.session_state[key]
    return widget(label, *args, key=widget_key, on_change=_keep_weight, args=(widget_key, key), **options)


def weight_slider(label: str, key: str, low, high, where: str, **options) -> None:
    """A slider for the weight setting ``key``, in the sidebar or on the Scoring lab (``where``): see :func:`kept`."""
    kept(st.slider, label, key, low, high, where=where, **options)


def weight_sliders(where: str = "sb") -> None:
    """The signal weights, the half-life and top-k: in the sidebar (``sb``), or on the
    Scoring lab beside the ranking they move (``sl``)."""
    weight_slider("Relevance weight", "w_relevance", 0.0, 1.0, where, step=0.05)
    weight_slider("Importance weight", "w_importance", 0.0, 1.0, where, step=0.05)
    weight_slider("Recency weight", "w_recency", 0.0, 1.0, where, step=0.05)
    weight_slider(
        "Half-life (hours)",
        "half_life_hours",
        1.0,
        2160.0,
        where,
        step=1.0,
        help="Recency halves every half-life: 720 h = 30 days.",
    )
    weight_slider("Top-k kept", "top_k", 1, 20, where)


def sidebar(lab: MemoryLab, weights_in_sidebar: bool = True) -> None:
    presenter = st.session_state.get("presenter", False)
    with st.sidebar:
        st.text_input(
            "User (tenant)",
            key="user_id",
            help="Your own lab: the first browser to open an id keeps it (the key in the URL brings you "
            "back; bookmark it). An id someone else opened is refused. The presenter key opens any id.",
        )
        st.toggle(
            "Presenter mode",
            key="presenter",
            on_change=remember_in_url,
            help="Larger text and charts for a projector; advanced settings folded away. Presenter "
            "rights (any attendee's lab, the Room page) come with the presenter key.",
        )
        clock_panel(lab)
        st.button(
            "Load demo data",
            key="demo_load",
            width="stretch",
            on_click=_load_demo,
            args=(lab,),
            help="Six months of a persona's memories, so every page has something to show.",
        )
        if st.session_state.get("demo_flash"):
            st.caption(st.session_state.pop("demo_flash"))
        presenter_panel(lab)
        st.divider()
        st.selectbox("Retrieval preset", list(PRESETS), key="preset", on_change=apply_preset)
        if sliders_moved():  # picking the same preset again changes nothing: this puts its values back
            st.button(
                f"Sliders moved: back to {st.session_state['preset']}",
                key="preset_reset",
                on_click=apply_preset,
                width="stretch",
            )
        if weights_in_sidebar:
            weight_sliders()
        else:
            st.caption("The weight sliders are on this page, beside the ranking they move.")
        with st.expander("Advanced", expanded=not presenter):
            kept(
                st.text_input,
                "Model",
                "model",
                help="local/smollm2 runs offline. Any litellm model string works: gpt-4o-mini, "
                "anthropic/claude-3-5-haiku-latest, ollama/llama3.2 … with its usual key variable.",
            )
            kept(
                st.selectbox,
                "Relevance from",
                "fusion",
                FUSIONS,
                format_func={
                    "dense": "embeddings only",
                    "keyword": "keywords (BM25) only",
                    "weighted": "both: weighted scores",
                    "rrf": "both: reciprocal ranks",
                }.get,
            )
            kept(
                st.slider,
                "Keyword share of relevance",
                "keyword_weight",
                0.0,
                1.0,
                step=0.05,
                disabled=st.session_state["fusion"] in ("dense", "keyword"),
            )
            kept(
                st.slider,
                "Neighbour share",
                "neighbour_weight",
                0.0,
                1.0,
                step=0.05,
                help="A memory written next to a relevant one (same session) gets this share of its relevance.",
            )
            kept(
                st.checkbox,
                "Exact key first",
                "exact_keys",
                help='A question that names a key ("what is my manager\'s name?" names manager) gets '
                "that key's value first, before the scored memories.",
            )
            kept(
                st.slider,
                "Re-ranking model weight",
                "llm_rerank_weight",
                0.0,
                1.0,
                step=0.05,
                help="Above 0, the chat model scores the top 20 recalled memories for the message and its "
                "score is blended in with this weight. Off by default: the small offline model cannot judge.",
            )
            kept(
                st.slider,
                "Candidates searched",
                "n_candidates",
                5,
                200,
                help="The broad top-N by similarity that the re-rank chooses from.",
            )
            kept(st.slider, "Context token budget", "token_budget", 400, 6000, step=100)
        st.caption(
            ":material/storage: Postgres, shared by every app process (MEMORYLAB_DATABASE_URL)"
            if views.backend(lab) == "postgres"
            else ":material/storage: DuckDB file, this process only"
        )
        if lab.forgetting.purge_status()["pending"]:
            st.caption(
                ":material/delete_sweep: Forgotten data is already unreachable; "
                "it is being purged from the files on disk."
            )
