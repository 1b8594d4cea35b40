"""Links that land: a page URL opened directly renders inside the app's own navigation.

Until some run calls ``st.navigation``, Streamlit treats an app with a ``pages/`` folder the
old way and runs a page opened by its URL on its own, without ``app.py`` (no frame, no
presenter bar, Streamlit's automatic page list). The first such run hands over: it calls
``st.navigation`` once with the app's own pages (which ends the old way for the whole
server) and reruns, so ``app.py`` draws the very page the URL names, with its user and
presenter mode from the URL: a page's address is its ``url_path`` in both, so the page the
handover resolved is the one ``app.py`` runs.
"""

from __future__ import annotations

from pathlib import Path

import streamlit as st
from streamlit.runtime.scriptrunner import get_script_run_ctx

ENTRYPOINT = "app.py"


def page_files(root: Path) -> list[Path]:
    """The app's pages in their numbered order (``pages/N_Name.py``)."""
    return sorted((root / "pages").glob("[0-9]*_*.py"), key=lambda p: int(p.stem.split("_")[0]))


def url_path(path: Path) -> str:
    """A page's address: its file name without the number (``Scoring_lab``)."""
    return path.stem.split("_", 1)[1]


def land_in_app_navigation(framed: bool) -> None:
    ctx = get_script_run_ctx()
    if framed or ctx is None or Path(ctx.main_script_path).name != ENTRYPOINT:
        return  # drawn by app.py already, or a page run on its own on purpose (AppTest)
    files = page_files(Path(ctx.main_script_path).parent)
    st.navigation(
        [st.Page(str(path), url_path=url_path(path), default=i == 0) for i, path in enumerate(files)],
        position="hidden",
    )
    st.rerun()  # app.py from now on, for every session, on the page this URL names
