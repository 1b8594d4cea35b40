"""What every page shares: the lab (built once per process), per-browser state, the sidebar.

Pages only draw and forward: every decision is made by ``memorylab``.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta
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
from memorylab.playground import charts
from memorylab.playground.demo import load_demo

DEFAULT_USER = "alice"
_OPENED: list[MemoryLab] = []


@st.cache_resource(show_spinner=False)
def _open_lab(data_dir: str, embedder: str, model: str, database_url: str | None) -> MemoryLab:
    settings = Settings.from_env(data_dir=data_dir, embedder=embedder, model=model)
    lab = MemoryLab.open(settings=settings.with_(database_url=database_url))
    _OPENED.append(lab)
    return lab


def close_labs() -> None:
    """Close every lab this process opened (tests; a server keeps its lab for its life)."""
    for lab in list(_OPENED):
        lab.close()
    _OPENED.clear()
    _open_lab.clear()


def get_lab() -> MemoryLab:
    """The lab for this process (one per data dir): opened once, shared by every browser tab."""
    settings = Settings.from_env()
    try:
        return _open_lab(str(settings.data_dir), settings.embedder, settings.model, settings.database_url)
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
        "exact_keys": w.exact_keys,
        "llm_rerank_weight": w.llm_rerank_weight,
    }


def init_state(lab: MemoryLab) -> None:
    """Idempotent: fills only what is missing, on every page, every rerun."""
    defaults = {
        "user_id": st.query_params.get("user") or DEFAULT_USER,  # a reload keeps the user...
        "presenter": st.query_params.get("presenter") == "1",  # ...and presenter mode
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
        exact_keys=bool(s["exact_keys"]),
        llm_rerank_weight=float(s["llm_rerank_weight"]),
        name=f"custom (from {base.name})" if changed else base.name,
    )


def current_budgets() -> Budgets:
    return Budgets().scaled(int(st.session_state["token_budget"]))


def current_user() -> str:
    return st.session_state["user_id"].strip() or DEFAULT_USER


def _advance_clock(lab: MemoryLab, hours: float) -> None:
    """A button callback: runs once per click, before the rerun, so quick clicks all count."""
    lab.clock.advance(hours=hours, user_id=current_user())
    lab.flush()


def _reset_clock(lab: MemoryLab) -> None:
    lab.clock.reset(current_user())
    lab.flush()


def _load_demo(lab: MemoryLab) -> None:
    user = current_user()
    if lab.count(user):
        st.session_state["demo_flash"] = f"**{user}** already has memories: demo data goes into an empty user."
        return
    ids = load_demo(lab, user)
    lab.flush()
    st.session_state["demo_flash"] = f"Loaded {len(ids)} memories of Sam's last six months into **{user}**."


def _remember_in_url() -> None:
    """The user id and presenter mode live in the URL, so a reload keeps them."""
    st.query_params["user"] = current_user()
    st.query_params["presenter"] = "1" if st.session_state.get("presenter") else "0"


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
    st.caption(f"Only **{user}**'s time moves" + (f" ({_span(ahead)} ahead)." if ahead else "."))


def _span(delta: timedelta) -> str:
    days, hours = delta.days, delta.seconds // 3600
    return f"{days} d {hours} h" if days else f"{hours} h"


def sidebar(lab: MemoryLab) -> None:
    presenter = st.session_state.get("presenter", False)
    with st.sidebar:
        st.text_input(
            "User (tenant)",
            key="user_id",
            on_change=_remember_in_url,
            help="Each user's memories, clock and history are isolated from every other user's.",
        )
        st.toggle(
            "Presenter mode",
            key="presenter",
            on_change=_remember_in_url,
            help="Larger text and charts for a projector; advanced settings folded away.",
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
        if not presenter:
            known = [u for u in lab.users() if u != current_user()][:12]
            if known:
                st.caption("Other users: " + ", ".join(known))
        st.divider()
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
        st.slider("Top-k kept", 1, 20, key="top_k")
        with st.expander("Advanced", expanded=not presenter):
            st.text_input(
                "Model",
                key="model",
                help="local/smollm2 runs offline. Any litellm model string works: gpt-4o-mini, "
                "anthropic/claude-3-5-haiku-latest, ollama/llama3.2 … with its usual key variable.",
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
            st.checkbox(
                "Exact key first",
                key="exact_keys",
                help='A question that names a key ("what is my manager\'s name?" names manager) gets '
                "that key's value first, before the scored memories.",
            )
            st.slider(
                "Re-ranking model weight",
                0.0,
                1.0,
                step=0.05,
                key="llm_rerank_weight",
                help="Above 0, the chat model scores the top 20 recalled memories for the message and its "
                "score is blended in with this weight. Off by default: the small offline model cannot judge.",
            )
            st.slider(
                "Candidates searched",
                5,
                200,
                key="n_candidates",
                help="The broad top-N by similarity that the re-rank chooses from.",
            )
            st.slider("Context token budget", 400, 6000, step=100, key="token_budget")
        st.caption(
            ":material/storage: Postgres, shared by every app process (MEMORYLAB_DATABASE_URL)"
            if lab.backend == "postgres"
            else ":material/storage: DuckDB file, this process only"
        )
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
    presenter_style()
    st.title(title)
    if st.session_state.get(FRAMED):
        return get_lab()
    return frame()


def private_lab(lab: MemoryLab, folder: str | Path) -> MemoryLab:
    """A lab of its own in ``folder`` (its clock moves freely), with the sidebar's model
    and the main lab's embedder, so the embedding model loads once."""
    settings = lab.settings.with_(data_dir=Path(folder), model=st.session_state["model"], database_url=None)
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
