"""The pages' heavy read models, cached per lab generation (a write makes a new one)."""

from __future__ import annotations

import streamlit as st

from memorylab import MemoryLab
from memorylab.playground import views


@st.cache_data(show_spinner=False, max_entries=32, ttl=600)
def _embedding_map(_lab: MemoryLab, lab_id: int, generation: int, user_id: str, query: str | None) -> dict:
    return views.embedding_map(_lab, user_id, query=query)


def embedding_map(lab: MemoryLab, user_id: str, query: str | None = None) -> dict:
    """:func:`memorylab.playground.views.embedding_map`, recomputed only after a write."""
    return _embedding_map(lab, id(lab), lab.generation, user_id, query)
