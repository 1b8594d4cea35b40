"""Lifecycle: consolidation merges related episodes; reflection turns piles of memories
into insights; both link to their sources and are rebuilt when a source is forgotten."""

import tempfile
from textwrap import shorten

import pandas as pd
import streamlit as st

from memorylab.playground.playbook import lesson_demo
from ui.common import current_user, page, show_error
from ui.display import plain

lab = page("Lifecycle")
user = current_user()


def playbook_section() -> None:
    st.subheader("Playbook: the agent's own lessons")
    st.caption(
        'When you correct the agent ("no, that\'s wrong", "actually it\'s ...", a thumbs-down on the Chat '
        "page) or a scenario probe fails, it writes a lesson: what it said, what was right, what to do next "
        "time. Lessons are recalled into their own context section; forget one like any memory."
    )
    lessons = lab.agent.playbook(user)
    for lesson in lessons[::-1][:20]:
        st.markdown(
            f"- {plain(lesson.text)}  \n  <small>#{lesson.id} · {lesson.created_at:%Y-%m-%d %H:%M}</small>",
            unsafe_allow_html=True,
        )
    if not lessons:
        st.caption(f"No lessons for **{plain(user)}** yet.")
    if st.button("Show a lesson at work", key="lc_lesson_demo", help="A scripted agent, in a scratch lab."):
        with tempfile.TemporaryDirectory() as folder:
            st.session_state["lc_lesson_rows"] = lesson_demo(lab, folder)
    shown = st.session_state.get("lc_lesson_rows")
    if shown:
        rows, playbook = shown
        st.dataframe(pd.DataFrame(rows), hide_index=True, key="lc_lesson_table", width="stretch")
        st.caption("The same question, answered again with the lesson in the context: " + " ".join(playbook))


def originals_section(record, expanded: bool) -> None:
    """A consolidation and the memories it was drawn from, each with its id and text. A
    forgotten original leaves the store with its link (the consolidation is rebuilt from
    the rest), so ``expand`` never lists it."""
    originals = lab.lifecycle.expand(user, record.id)
    count = f"{len(originals)} original{'s' if len(originals) != 1 else ''}"
    title = f"#{record.id} {plain(shorten(record.text, 110, placeholder=' …'))} · {count}"
    with st.expander(title, expanded=expanded):
        st.markdown(plain(record.text))
        st.markdown(
            "\n".join(
                f"- #{m.id} {plain(m.text)}  \n  <small>{m.status} · {m.created_at:%Y-%m-%d}</small>" for m in originals
            )
            or "No original is kept any more.",
            unsafe_allow_html=True,
        )


if not lab.count(user):
    st.info(
        f"**{plain(user)}** has no memories yet. Chat, or replay *A long project thread* on the "
        "Scenarios page to see consolidation at work."
    )
    playbook_section()
    st.stop()

left, right = st.columns(2)
with left:
    st.subheader("Consolidation")
    cfg = lab.settings.lifecycle
    threshold = st.slider("Similarity to the cluster", 0.1, 0.95, cfg.consolidation_threshold, 0.05, key="lc_threshold")
    window = st.slider("Time window (days)", 1, 180, int(cfg.consolidation_window_days), key="lc_window")
    min_size = st.slider("Smallest cluster", 2, 10, cfg.consolidation_min_size, key="lc_min")
    hide = st.checkbox("Originals leave retrieval", value=cfg.hide_consolidated, key="lc_hide")
    if st.button("Consolidate now", key="lc_consolidate", type="primary"):
        try:
            made = lab.lifecycle.consolidate(
                user, threshold=threshold, window_days=window, min_size=min_size, hide_sources=hide
            )
            st.success(f"Made {len(made)} consolidation(s)." if made else "No cluster large enough.")
        except Exception as exc:
            show_error(exc)
    consolidations = lab.memories(user, kind="consolidation")
    for record in consolidations:
        originals_section(record, expanded=record is consolidations[-1])  # the newest open: what was just made

with right:
    st.subheader("Reflection")
    progress = st.empty()  # filled after the button: a reflection just made starts the count again
    st.caption(
        "Generative Agents reflect when the summed importance (1-10 scale) of recent "
        "memories passes 150. Chat turns check this after every write; demo data is a past "
        "loaded in one go and is not counted: Reflect now reflects on it."
    )
    reflected = st.button("Reflect now", key="lc_reflect")
    made = lab.lifecycle.reflect(user, force=True) if reflected else []
    total = lab.lifecycle.importance_since_reflection(user)
    goal = lab.settings.lifecycle.reflection_threshold
    progress.progress(min(1.0, total / goal), text=f"Importance since the last reflection: {total:.0f} / {goal:.0f}")
    insights = lab.memories(user, kind="reflection")
    if reflected and made:
        st.success(f"{len(made)} new insight(s), below with their evidence.")
    elif reflected and insights:  # a chat turn past the threshold reflected already
        st.info(f"Nothing new since the last reflection: its {len(insights)} insight(s) are below, with evidence.")
    elif reflected:
        st.info("Nothing recurs enough to reflect on yet.")
    for record in insights:
        evidence = lab.lifecycle.evidence(user, record.id)
        st.markdown(
            f"- **{plain(record.text)}**  \n  <small>evidence: {', '.join(f'#{e}' for e in evidence)}</small>",
            unsafe_allow_html=True,
        )

playbook_section()
