"""What every page shares: the lab (built once per process), per-browser state, the sidebar.

Pages only draw and forward: every decision is made by ``memorylab``.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import streamlit as st

from memorylab import (
    FUSIONS,
    PRESETS,
    Budgets,
    MemoryLab,
    MemoryLabError,
    Settings,
    StoreLocked,
    Weights,
    check_user_id,
)

DEFAULT_USER = "alice"


@st.cache_resource(show_spinner=False)
def _open_lab(data_dir: str, embedder: str, model: str) -> MemoryLab:
    return MemoryLab.open(settings=Settings.from_env(data_dir=data_dir, embedder=embedder, model=model))


def get_lab() -> MemoryLab:
    """The lab for this process (one per data dir): opened once, shared by every browser tab."""
    settings = Settings.from_env()
    try:
        return _open_lab(str(settings.data_dir), settings.embedder, settings.model)
    except StoreLocked as exc:
        st.error(str(exc))
        st.stop()


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
    }


def init_state(lab: MemoryLab) -> None:
    """Idempotent: fills only what is missing, on every page, every rerun."""
    defaults = {
        "user_id": DEFAULT_USER,
        "session_id": "main",
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


def _apply_preset() -> None:
    st.session_state.update(_weights_state(PRESETS[st.session_state["preset"]]))


def current_weights() -> Weights:
    """The sidebar's sliders on top of the chosen preset's other settings."""
    s = st.session_state
    base = PRESETS[s["preset"]]
    changed = _weights_state(base) != {k: s[k] for k in _weights_state(base)}
    tuned = base.with_signal_weights(s["w_relevance"], s["w_importance"], s["w_recency"])
    tuned = tuned.with_half_life(s["half_life_hours"])
    return replace(
        tuned,
        k=int(s["top_k"]),
        n_candidates=max(int(s["n_candidates"]), int(s["top_k"])),
        fusion=s["fusion"],
        keyword_weight=float(s["keyword_weight"]),
        neighbour_weight=float(s["neighbour_weight"]),
        name=f"custom (from {base.name})" if changed else base.name,
    )


def current_budgets() -> Budgets:
    return Budgets().scaled(int(st.session_state["token_budget"]))


def current_user() -> str:
    return st.session_state["user_id"].strip() or DEFAULT_USER


def sidebar(lab: MemoryLab) -> None:
    with st.sidebar:
        st.text_input("User (tenant)", key="user_id", help="Each user's memories are isolated from every other user's.")
        known = [u for u in lab.users() if u != current_user()][:12]
        if known:
            st.caption("Other users: " + ", ".join(known))
        st.text_input(
            "Model",
            key="model",
            help="local/smollm2 runs offline. Any litellm model string works: gpt-4o-mini, "
            "anthropic/claude-3-5-haiku-latest, ollama/llama3.2 … with its usual key variable.",
        )
        st.selectbox("Retrieval preset", list(PRESETS), key="preset", on_change=_apply_preset)
        st.slider("Relevance weight", 0.0, 1.0, step=0.05, key="w_relevance")
        st.slider("Importance weight", 0.0, 1.0, step=0.05, key="w_importance")
        st.slider("Recency weight", 0.0, 1.0, step=0.05, key="w_recency")
        st.slider(
            "Half-life (hours)",
            1.0,
            2160.0,
            step=1.0,
            key="half_life_hours",
            help="Recency halves every half-life: 720 h = 30 days.",
        )
        st.selectbox(
            "Relevance from",
            FUSIONS,
            key="fusion",
            format_func={
                "dense": "embeddings only",
                "keyword": "keywords (BM25) only",
                "weighted": "both: weighted scores",
                "rrf": "both: reciprocal ranks",
            }.get,
        )
        st.slider(
            "Keyword share of relevance",
            0.0,
            1.0,
            step=0.05,
            key="keyword_weight",
            disabled=st.session_state["fusion"] in ("dense", "keyword"),
        )
        st.slider(
            "Neighbour share",
            0.0,
            1.0,
            step=0.05,
            key="neighbour_weight",
            help="A memory written next to a relevant one (same session) gets this share of its relevance.",
        )
        st.slider("Top-k kept", 1, 20, key="top_k")
        st.slider(
            "Candidates searched",
            5,
            200,
            key="n_candidates",
            help="The broad top-N by similarity that the re-rank chooses from.",
        )
        st.slider("Context token budget", 400, 6000, step=100, key="token_budget")
        st.divider()
        st.markdown(f"**Clock** · {lab.clock.now():%Y-%m-%d %H:%M}")
        cols = st.columns(3)
        for col, (label, key, hours) in zip(
            cols, (("+1 h", "adv_hour", 1), ("+1 day", "adv_day", 24), ("+1 week", "adv_week", 168))
        ):
            if col.button(label, key=key, width="stretch"):
                lab.clock.advance(hours=hours)
                lab.flush()
                st.rerun()
        st.caption("The clock is shared by everyone using this lab.")
        if lab.purge_status()["pending"]:
            st.caption(
                ":material/delete_sweep: Forgotten data is already unreachable; "
                "it is being purged from the files on disk."
            )


FRAMED = "_framed_by_entrypoint"


def frame() -> MemoryLab:
    """The lab, the state and the sidebar. The entrypoint (app.py) calls this before the
    page, so the sidebar's widgets belong to the frame and keep their values across
    pages (Streamlit resets a widget that two pages each create)."""
    lab = get_lab()
    init_state(lab)
    sidebar(lab)
    try:
        check_user_id(st.session_state["user_id"] or DEFAULT_USER)
    except MemoryLabError as exc:
        st.error(str(exc))
        st.stop()
    return lab


def page(title: str, icon: str = ":material/neurology:") -> MemoryLab:
    """Every page's start: first paint, then the frame unless the entrypoint drew it
    (a page run on its own, as in tests, draws its own)."""
    st.set_page_config(page_title=f"memorylab · {title}", page_icon=icon, layout="wide")
    st.title(title)
    if st.session_state.get(FRAMED):
        return get_lab()
    return frame()


def private_lab(lab: MemoryLab, folder: str | Path) -> MemoryLab:
    """A lab of its own in ``folder`` (its clock moves freely), with the sidebar's model
    and the main lab's embedder, so the embedding model loads once."""
    settings = lab.settings.with_(data_dir=Path(folder), model=st.session_state["model"])
    return MemoryLab.open(settings=settings, embedder=lab.embedder)


def scratch_lab(key: str, lab: MemoryLab) -> MemoryLab:
    """A private lab kept for this browser tab (scenario replays)."""
    import tempfile

    if st.session_state.get(key) is None:
        st.session_state[key] = private_lab(lab, tempfile.mkdtemp(prefix="memorylab-"))
    return st.session_state[key]


def drop_scratch_lab(key: str) -> None:
    holder = st.session_state.pop(key, None)
    if holder is not None:
        holder.close()


def show_error(exc: Exception) -> None:
    """A message, never a traceback."""
    if isinstance(exc, MemoryLabError):
        st.error(str(exc))
    else:
        st.error(f"Something went wrong: {type(exc).__name__}: {exc}")
