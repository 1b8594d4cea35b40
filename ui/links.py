"""Links that land: a page URL opened directly renders inside the app's own navigation.

Until some run calls ``st.navigation``, Streamlit treats an app with a ``pages/`` folder the
old way and runs a page opened by its URL on its own, without ``app.py`` (no frame, no
presenter bar, Streamlit's automatic page list). The first such run hands over: it calls
``st.navigation`` once (which ends the old way for the whole server) and reruns, so
``app.py`` draws it with its user and presenter mode from the URL. Only that very first
visit of a fresh server lands on the default page (Chat) instead of the linked one.
"""

from __future__ import annotations

from pathlib import Path

import streamlit as st
from streamlit.runtime.scriptrunner import get_script_run_ctx

ENTRYPOINT = "app.py"


def land_in_app_navigation(framed: bool) -> None:
    ctx = get_script_run_ctx()
    if framed or ctx is None or Path(ctx.main_script_path).name != ENTRYPOINT:
        return  # drawn by app.py already, or a page run on its own on purpose (AppTest)
    st.navigation([st.Page(ctx.main_script_path)], position="hidden")
    st.rerun()  # app.py from now on, for every session; this first visit lands on its default page
