"""Embedding map: the user's memories in 2-D (PCA), coloured by kind, the query among them."""

import streamlit as st

from memorylab.playground import charts
from ui import views as cached_views
from ui.common import current_user, current_weights, page, show_chart, show_error
from ui.display import legend_line

MAP_HEIGHT = 350  # presenter mode: the query box and the whole map inside 1280x720

lab = page("Embedding map")
user = current_user()
st.session_state.setdefault("map_query", st.session_state.get("query", ""))
query = st.text_input("Query to place on the map", key="map_query")
if not lab.count(user):
    st.info(f"**{user}** has no memories to map yet.")
    st.stop()
try:
    data = cached_views.embedding_map(lab, user, query=query or None)
    top = (
        [h.memory.id for h in lab.recall(user, query, weights=current_weights(), k=current_weights().k)]
        if query.strip()
        else []
    )
except Exception as exc:
    show_error(exc)
    st.stop()
st.caption(
    f"{len(data['memories']):,} memories, first two principal components. "
    "Bigger outlined points: the top-k for the query."
)
figure = charts.embedding_map(data["points"], data["memories"], query_point=data["query_point"], highlight=top)
if st.session_state.get("presenter"):  # the legend in a line above the map, so the map gets the height
    st.markdown(legend_line(figure), unsafe_allow_html=True)
show_chart(figure, key="map_chart", fit_height=MAP_HEIGHT)
