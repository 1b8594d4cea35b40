"""Per-browser state: the user, presenter mode, the sidebar's weights and budgets. Which
user id this browser may be is settled by ``ui.identity``, which also keeps the URL."""

from __future__ import annotations

from dataclasses import replace

import streamlit as st

from memorylab import PRESETS, Budgets, InvalidInput, MemoryLab, Weights, check_session_id


def _weights_state(w: Weights) -> dict:
    hl = w.effective_half_life_hours
    return {
        "w_relevance": w.relevance,
        "w_importance": w.importance,
        "w_recency": w.recency,
        "half_life_hours": float(round(hl, 1)),
        "top_k": w.k,
        "n_candidates": w.n_candidates,
        "fusion": w.fusion,
        "keyword_weight": w.keyword_weight,
        "neighbour_weight": w.neighbour_weight,
        "exact_keys": w.exact_keys,
        "llm_rerank_weight": w.llm_rerank_weight,
    }


def init_state(lab: MemoryLab) -> None:
    """Idempotent: fills only what is missing, on every page, every rerun."""
    defaults = {
        "user_id": st.query_params.get("user") or "",  # a reload keeps the user (ui.identity checks it)...
        "presenter": st.query_params.get("presenter") == "1",  # ...and presenter mode
        "session_id": session_from_url(),  # ...and the conversation
        "model": lab.settings.model,
        "preset": lab.weights.name if lab.weights.name in PRESETS else "balanced",
        "token_budget": Budgets().total,
        "last_turn": None,
        "errors": {},
        "query": "",
    }
    for key, value in defaults.items():
        st.session_state.setdefault(key, value)
    for key, value in _weights_state(PRESETS[st.session_state["preset"]]).items():
        st.session_state.setdefault(key, value)


def session_from_url() -> str:
    """The chat session the URL names (``?session=``), or ``main``: a bookmark or a reload
    returns to the conversation it showed. A malformed one is ignored."""
    try:
        return check_session_id(st.query_params.get("session") or "main")
    except InvalidInput:
        return "main"


def apply_preset() -> None:
    st.session_state.update(_weights_state(PRESETS[st.session_state["preset"]]))


def sliders_moved() -> bool:
    """Do the sliders differ from the chosen preset's values (the weights are "custom")?"""
    s = st.session_state
    base = _weights_state(PRESETS[s["preset"]])
    return base != {k: s[k] for k in base}


def current_weights() -> Weights:
    """The sidebar's sliders on top of the chosen preset's other settings."""
    s = st.session_state
    base = PRESETS[s["preset"]]
    changed = sliders_moved()
    tuned = base.with_signal_weights(s["w_relevance"], s["w_importance"], s["w_recency"])
    tuned = tuned.with_half_life(s["half_life_hours"])
    return replace(
        tuned,
        k=int(s["top_k"]),
        n_candidates=max(int(s["n_candidates"]), int(s["top_k"])),
        fusion=s["fusion"],
        keyword_weight=float(s["keyword_weight"]),
        neighbour_weight=float(s["neighbour_weight"]),
        exact_keys=bool(s["exact_keys"]),
        llm_rerank_weight=float(s["llm_rerank_weight"]),
        name=f"custom (from {base.name})" if changed else base.name,
    )


def current_budgets() -> Budgets:
    return Budgets().scaled(int(st.session_state["token_budget"]))


def current_user() -> str:
    """The user id this browser was granted (``ui.identity.settle`` ran in the frame)."""
    return st.session_state["user_id"]
