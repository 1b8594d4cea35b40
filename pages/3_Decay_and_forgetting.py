"""Decay & forgetting: recency and retention curves as the clock moves; eviction previews
(TTL, LRU, LFU, relevance decay) before anything is applied."""

import pandas as pd
import streamlit as st

from memorylab import EVICTION_POLICIES as POLICIES
from memorylab.playground import charts
from ui.common import current_user, current_weights, page, show_chart
from ui.display import legend_line
from ui.sidebar import weight_slider

CURVES_HEIGHT = 315  # presenter mode: the curves, their axis and the sliders above them inside 1280x720


def apply_eviction(lab, user, ids, policy):
    try:
        st.session_state["ev_flash"] = f"Evicted {len(lab.forgetting.evict(user, ids, policy))} memories by {policy}."
    except Exception as exc:
        st.session_state["ev_error"] = str(exc)
    st.session_state["ev_confirm"] = False


lab = page("Decay & forgetting")
presenter = st.session_state.get("presenter", False)
user = current_user()
weights = current_weights()
memories = lab.memories(user)
if not memories:
    st.info(f"**{user}** has no memories yet. Chat, then come back and move the clock forward.")
    st.stop()

shown = sorted(memories, key=lambda m: (-m.importance, -m.id))[:12]
st.caption(
    f"Recency under **{weights.name}** (solid) and Ebbinghaus retention exp(-t/S), S growing with "
    f"every recall (dotted), for the {len(shown)} most important memories. Move the half-life here "
    "or the clock in the sidebar."
)
half_life_col, days_col = st.columns(2)  # the controls right above the curves they bend
with half_life_col:
    weight_slider(
        "Half-life (hours)", "half_life_hours", 1.0, 2160.0, "dc", step=1.0, help="Recency halves every half-life."
    )
weights = current_weights()
horizon = days_col.slider("Days shown either side of now", 1, 365, 60, key="decay_days")
curves = charts.decay_curves(shown, lab.clock.now(user), weights, days_back=horizon, days_ahead=horizon)
if presenter:  # 1280x720: the sliders and the whole plot on one screen, the legend in a line above it
    st.markdown(legend_line(curves), unsafe_allow_html=True)
show_chart(curves.update_layout(xaxis_title=None), key="decay_curves", fit_height=CURVES_HEIGHT)

st.subheader("Eviction preview")
c1, c2, c3, c4 = st.columns(4)
policy = c1.selectbox("Policy", POLICIES, index=POLICIES.index("decay"), key="ev_policy")
pool = lab.memories(user, include_expired=True)  # what eviction weighs: the expired too, until the sweep
cap = c2.number_input("Keep at most (cap)", 0, 100_000, value=len(pool), key="ev_cap", disabled=policy == "ttl")
threshold = c3.slider("Decay score threshold", 0.0, 1.0, 0.05, 0.01, key="ev_threshold", disabled=policy != "decay")
rate = c4.slider("Decay rate per day", 0.01, 1.0, 0.1, 0.01, key="ev_rate", disabled=policy != "decay")
result = lab.forgetting.evict_preview(
    user, policy, cap=None if policy in ("ttl",) else int(cap), threshold=threshold, rate=rate
)
waiting = len(pool) - len(memories)
st.markdown(
    f"**{len(result.evict)}** of {len(pool)} memories would be evicted"
    + (f" ({waiting} past their time to live, for the TTL sweep below)" if waiting else "")
    + f" · score = {result.meaning}"
)
st.dataframe(
    pd.DataFrame(
        [
            {
                "evict": m.id in result.evict,
                "id": m.id,
                "memory": m.text,
                "score": round(result.scores[m.id], 4),
                "accesses": m.access_count,
                "last accessed": m.last_accessed,
            }
            for m in pool
        ]
    ).sort_values(["evict", "score"], ascending=[False, True]),
    hide_index=True,
    key="ev_table",
    width="stretch",
    column_config={  # every column inside 1280 px: the memory takes what the others leave
        "evict": st.column_config.CheckboxColumn(width=50),
        "id": st.column_config.NumberColumn(width=50),
        "memory": st.column_config.TextColumn(width=470),
        "score": st.column_config.NumberColumn(width=70),
        "accesses": st.column_config.NumberColumn(width=80),
        "last accessed": st.column_config.DatetimeColumn(width=110, format="YYYY-MM-DD"),
    },
)
confirm = st.checkbox("Apply this eviction (it cascades like forget)", key="ev_confirm")
st.button(
    "Evict now",
    key="ev_apply",
    disabled=not (confirm and result.evict),
    type="primary",
    on_click=apply_eviction,
    args=(lab, user, result.evict, policy),
)
if "ev_flash" in st.session_state:
    st.success(st.session_state.pop("ev_flash"))
if "ev_error" in st.session_state:
    st.error(st.session_state.pop("ev_error"))
if st.button("Run the TTL sweep", key="ttl_sweep"):
    st.success(f"Purged {len(lab.forgetting.sweep(user))} expired memories.")
