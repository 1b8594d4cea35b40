"""Display helpers every page uses: charts sized for a projector, presenter styling, errors
as messages."""

from __future__ import annotations

import html
import re

import streamlit as st

from memorylab import MemoryLabError
from memorylab.playground import charts


def show_chart(fig, key: str) -> None:
    """A plotly figure, made readable on a projector in presenter mode."""
    if st.session_state.get("presenter"):
        fig = charts.for_projector(fig)
    st.plotly_chart(fig, key=key)


PRESENTER_CSS = """
<style>
  html, body, [data-testid="stAppViewContainer"] { font-size: 20px; }
  [data-testid="stMarkdownContainer"] p, [data-testid="stCaptionContainer"] { font-size: 1.05rem; }
  h1 { font-size: 2.6rem !important; }
</style>
"""


def presenter_style() -> None:
    if st.session_state.get("presenter"):
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
