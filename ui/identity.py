"""Which user this browser is: its claim on a user id, and the presenter's key.

The first browser to open an id claims it (``lab.claims``); the token it receives goes in
the URL (``?user=...&key=...``), so a reload or a bookmark returns to the same lab. A
browser asking for a claimed id without its token is told so and stays in (or is given) a
lab of its own. The presenter key (``?presenter_key=...`` once, or the sidebar's field)
opens any id; it never stays in the URL, which a projector shows to the room.
"""

from __future__ import annotations

import time

import streamlit as st

from memorylab import InvalidInput, MemoryLab, check_user_id
from ui.display import plain

KEYS = "user_keys"  # {user id: token} this browser holds
SETTLED = "identity_for"  # the user id this browser was last granted
HOW = "identity_how"  # claimed, owner or presenter
PRESENTER_KEY = "presenter_key"  # the presenter key, once it has been checked
NOTICE = "identity_notice"
SEEN_AT = "identity_seen_at"
SEEN_EVERY_S = 60  # how often an open page counts its user as active in the room view


def is_presenter() -> bool:
    return bool(st.session_state.get(PRESENTER_KEY))


def settle(lab: MemoryLab) -> None:
    """Grant this browser its user id before the sidebar draws (the id is the sidebar's
    field): the one it holds, one it may claim, or a fresh one."""
    s = st.session_state
    s.setdefault(KEYS, {})
    _announce_presenter_key(lab)
    _presenter_key_from_url(lab)
    wanted = s.get("user_id") or ""
    if not wanted or wanted != s.get(SETTLED):
        _grant(lab, wanted)
    _mark_seen(lab)
    remember_in_url()
    _show_notice()


def _grant(lab: MemoryLab, wanted: str) -> None:
    s = st.session_state
    try:
        access = lab.claims.open(wanted, _key_for(wanted), presenter_key=s.get(PRESENTER_KEY)) if wanted else None
    except InvalidInput as exc:
        s[NOTICE] = ("error", str(exc))
        access = None
    if access is not None and not access.granted:
        s[NOTICE] = ("warning", _taken(access.user_id))
        access = None
    if access is None and s.get(SETTLED):  # stay in the lab this browser already has
        s["user_id"] = s[SETTLED]
        return
    access = access or lab.claims.fresh()
    if access.key:
        s[KEYS][access.user_id] = access.key
    s["user_id"], s[SETTLED], s[HOW] = access.user_id, access.user_id, access.how


def _key_for(wanted: str) -> str | None:
    """The token this browser holds for ``wanted``: kept this session, or in the URL."""
    user = check_user_id(wanted)
    held = st.session_state[KEYS].get(user)
    if held:
        return held
    in_url = st.query_params.get("user")
    try:
        same = in_url is not None and check_user_id(in_url) == user
    except InvalidInput:
        same = False
    return st.query_params.get("key") if same else None


def _taken(user: str) -> str:
    mine = st.session_state.get(SETTLED)
    where = "You stay in your own lab" if mine else "You have a fresh lab of your own"
    return (
        f"The user id **{plain(user)}** is taken: another browser opened it first, and its memories are "
        f"theirs alone. {where}. Bookmark this page to come back to it."
    )


def _show_notice() -> None:
    notice = st.session_state.pop(NOTICE, None)
    if notice:
        kind, text = notice
        (st.error if kind == "error" else st.warning)(text)


def _mark_seen(lab: MemoryLab) -> None:
    """At most once a minute: the room view counts the ids seen lately."""
    s = st.session_state
    if s.get(HOW) == "presenter" or time.monotonic() - s.get(SEEN_AT, -SEEN_EVERY_S) < SEEN_EVERY_S:
        return
    s[SEEN_AT] = time.monotonic()
    lab.claims.seen(s["user_id"])


def remember_in_url() -> None:
    """The user id, this browser's token for it and presenter mode live in the URL, so a
    reload or a bookmark keeps them. The presenter key never does."""
    s = st.session_state
    user = s.get(SETTLED) or s.get("user_id")
    if not user:
        return
    key = s.get(KEYS, {}).get(user)
    wanted = {"user": user, "presenter": "1" if s.get("presenter") else "0"}
    if key:
        wanted["key"] = key
    for name in ("key", "presenter_key"):
        if name not in wanted and name in st.query_params:
            del st.query_params[name]
    for name, value in wanted.items():
        if st.query_params.get(name) != value:
            st.query_params[name] = value


# --- the presenter -----------------------------------------------------------------------


def _announce_presenter_key(lab: MemoryLab) -> None:
    """No MEMORYLAB_PRESENTER_KEY: make one, once per server, and print it in the server log."""
    key = lab.claims.ensure_presenter_key()
    if key:
        print(
            f"memorylab: the presenter key is {key} (open the app with ?presenter_key={key}, "
            "or type it in the sidebar's Presenter field). Set MEMORYLAB_PRESENTER_KEY to choose it.",
            flush=True,
        )


def _presenter_key_from_url(lab: MemoryLab) -> None:
    given = st.query_params.get("presenter_key")
    if given:
        check_presenter_key(lab, given)
        del st.query_params["presenter_key"]


def check_presenter_key(lab: MemoryLab, given: str) -> bool:
    try:
        ok = lab.claims.is_presenter(given)
    except InvalidInput:
        ok = False
    if ok:
        st.session_state[PRESENTER_KEY] = given
    else:
        st.session_state[NOTICE] = ("error", "That presenter key is not right.")
    return ok


def presenter_key_entered(lab: MemoryLab) -> None:
    """The sidebar field's callback."""
    given = st.session_state.get("presenter_key_input") or ""
    if given and check_presenter_key(lab, given):
        st.session_state["presenter_key_input"] = ""


def open_attendee() -> None:
    """The presenter's picker's callback: open that attendee's lab."""
    chosen = st.session_state.get("room_open_user")
    if chosen:
        st.session_state["user_id"] = chosen
