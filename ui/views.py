"""The pages' heavy read models, cached on :func:`memorylab.playground.views.cache_key`: the
lab and its write counter caught up with every process sharing the store, so a write or a
forget made anywhere (another app server on Postgres too) makes a new entry."""

from __future__ import annotations

import streamlit as st

from memorylab import MemoryLab
from memorylab.playground import views


@st.cache_data(show_spinner=False, max_entries=32, ttl=600)
def _embedding_map(_lab: MemoryLab, key: tuple[int, int], user_id: str, query: str | None) -> dict:
    return views.embedding_map(_lab, user_id, query=query)


def embedding_map(lab: MemoryLab, user_id: str, query: str | None = None) -> dict:
    """:func:`memorylab.playground.views.embedding_map`, recomputed only after a write or a
    forget (in this process or another sharing the store)."""
    return _embedding_map(lab, views.cache_key(lab, user_id), user_id, query)
