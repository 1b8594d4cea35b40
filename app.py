"""memorylab: the entry point. Lists the pages in pages/ in their numbered order."""

import time
from pathlib import Path

import streamlit as st

from ui.common import FRAMED, first_paint, frame
from ui.labs import WARM_VISIT, warm_visit
from ui.links import page_files, url_path
from ui.sidebar import WEIGHTS_ON_PAGE
from ui.timing import timed_run

RUN_STARTED = time.time()  # a script's module code runs on every rerun: this run's start

HERE = Path(__file__).parent
ICONS = {
    "Chat": ":material/chat:",
    "Memory store": ":material/database:",
    "Scoring lab": ":material/tune:",
    "Decay & forgetting": ":material/hourglass_bottom:",
    "Embedding map": ":material/scatter_plot:",
    "Scenarios": ":material/movie:",
    "Architectures": ":material/account_tree:",
    "Lifecycle": ":material/autorenew:",
    "Quality": ":material/leaderboard:",
    "Metrics": ":material/monitoring:",
    "Room": ":material/groups:",
}


# presenter mode: the top bar holds every page at 1280 px, so each gets one short word
SHORT_TITLES = {
    "Memory store": "Store",
    "Scoring lab": "Scoring",
    "Decay & forgetting": "Decay",
    "Embedding map": "Map",
    "Architectures": "Designs",
}


def title_of(path: Path) -> str:
    return path.stem.split("_", 1)[1].replace("_and_", " & ").replace("_", " ")


def nav_title(path: Path, presenter: bool) -> str:
    title = title_of(path)
    return SHORT_TITLES.get(title, title) if presenter else title


st.set_page_config(page_title="memorylab", page_icon=":material/neurology:", layout="wide")
if st.query_params.get(WARM_VISIT) == "1":  # memorylab serve-room readying this server
    warm_visit()
# presenter mode: the pages go in a bar along the top, so the sidebar starts with the clock
presenter = st.session_state.get("presenter", st.query_params.get("presenter") == "1")
PAGE_FILES = page_files(HERE)
navigation_pages = [
    st.Page(
        str(path),
        title=nav_title(path, presenter),
        icon=None if presenter else ICONS.get(title_of(path)),
        url_path=url_path(path),
        default=i == 0,
    )
    for i, path in enumerate(PAGE_FILES)
]
TITLES = {nav_page.url_path: title_of(path) for nav_page, path in zip(navigation_pages, PAGE_FILES)}  # full titles
# the sidebar's list of pages is drawn here: .streamlit/config.toml turns off Streamlit's own
# (showSidebarNavigation = false), which also hides st.navigation's sidebar position
navigation = st.navigation(navigation_pages, position="top" if presenter else "hidden")
with timed_run(RUN_STARTED):  # MEMORYLAB_RUN_LOG set: the server's own time per run (bench)
    st.session_state[FRAMED] = True
    first_paint(TITLES[navigation.url_path], presenter)  # the page's title first: the sidebar and the lab follow
    if not presenter:
        with st.sidebar:
            for nav_page in navigation_pages:
                st.page_link(nav_page)
            st.divider()
    frame(weights_in_sidebar=navigation.url_path not in WEIGHTS_ON_PAGE)
    navigation.run()
