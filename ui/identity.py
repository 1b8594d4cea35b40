"""Which user this browser is: its claim on a user id, and the presenter's key.

The first browser to open an id claims it (``lab.claims``); the token it receives goes in
the URL (``?user=...&key=...``), so a reload or a bookmark returns to the same lab, and in
a cookie, so a page link opened without them (one the presenter shares) lands in it too;
a browser shared by two people offers a fresh lab beside that notice. A browser asking
for a claimed id without its token is told so and stays in (or is given) a lab of its own.
The presenter key (``?presenter_key=...`` once, or the sidebar's field)
opens any id; it never stays in the URL, which a projector shows to the room.
"""

from __future__ import annotations

import json
import time
from urllib.parse import quote, unquote

import streamlit as st

from memorylab import InvalidInput, MemoryLab, check_session_id, check_user_id
from ui.display import plain

KEYS = "user_keys"  # {user id: token} this browser holds
SETTLED = "identity_for"  # the user id this browser was last granted
HOW = "identity_how"  # claimed, owner or presenter
PRESENTER_KEY = "presenter_key"  # the presenter key, once it has been checked
NOTICE = "identity_notice"
SEEN_AT = "identity_seen_at"
SEEN_EVERY_S = 60  # how often an open page counts its user as active in the room view
COOKIE = "memorylab_lab"  # "<user id>|<token>|<session>" (each part %-quoted) this browser last held
COOKIE_DAYS = 30
FROM_COOKIE = "identity_from_cookie"  # the id this session was granted by the cookie
FRESH_ASKED = "identity_fresh_asked"  # "Not me: a fresh lab" was pressed: the cookie is not read again
PRESENTER_COOKIE = "memorylab_presenter"  # the presenter key, on the presenter's own browser only
PRESENTER_COOKIE_HOURS = 12  # a workshop's day


def is_presenter() -> bool:
    return bool(st.session_state.get(PRESENTER_KEY))


def settle(lab: MemoryLab) -> None:
    """Grant this browser its user id before the sidebar draws (the id is the sidebar's
    field): the one it holds, one it may claim, or a fresh one."""
    s = st.session_state
    s.setdefault(KEYS, {})
    _announce_presenter_key(lab)
    _presenter_key_from_url(lab)
    _presenter_key_from_cookie(lab)
    wanted = s.get("user_id") or ""
    if not wanted and not s.get(SETTLED) and not s.get(FRESH_ASKED):  # a bare link:
        wanted = _remembered()[0] or ""  # the lab this browser held, if any
        s[FROM_COOKIE] = wanted
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
        refused, access = access.user_id, None
        if s.get(FROM_COOKIE) != refused:  # a stale cookie is not worth a warning
            access = None if s.get(SETTLED) else _own_lab(lab, refused)  # someone's short link: not a new lab
            s[NOTICE] = ("warning", _taken(refused, access.user_id if access else None))
            if access:
                _back_in_its_session()
    elif access is not None and s.get(FROM_COOKIE) == access.user_id and not s.get(SETTLED):
        s[NOTICE] = ("info", f"Back in your lab **{plain(access.user_id)}**: this browser remembered it.")
        _back_in_its_session()
    if access is None and s.get(SETTLED):  # stay in the lab this browser already has
        s["user_id"] = s[SETTLED]
        return
    access = access or lab.claims.fresh()
    if access.key:
        s[KEYS][access.user_id] = access.key
    s["user_id"], s[SETTLED], s[HOW] = access.user_id, access.user_id, access.how


def _back_in_its_session() -> None:
    """The conversation the browser had open in its lab (the cookie's), unless the URL names one: a
    new tab, or someone's short link refused, opens where the attendee was, not the main session
    (the round-18 walk: the refusal also wrote "main" into the cookie)."""
    session = _remembered()[2]
    if session and "session" not in st.query_params:
        st.session_state["session_id"] = session


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
    if same and st.query_params.get("key"):
        return st.query_params.get("key")
    remembered, key, _ = _remembered()
    return key if remembered == user else None


def _remembered() -> tuple[str | None, str | None, str | None]:
    """(user id, token, chat session) from this browser's cookie, or Nones."""
    try:
        raw = st.context.cookies.get(COOKIE)
    except Exception:  # noqa: BLE001 - no browser behind this run (AppTest, a bare script)
        return None, None, None
    if not isinstance(raw, str):
        return None, None, None
    user, key, session = ([unquote(part) for part in raw.split("|")] + ["", "", ""])[:3]
    try:
        session = check_session_id(session) if session else None
    except InvalidInput:
        session = None
    try:
        return (check_user_id(user), key, session) if user and key else (None, None, None)
    except InvalidInput:
        return None, None, None


def _own_lab(lab: MemoryLab, refused: str):
    """The lab this browser's cookie holds, if it is another than ``refused`` and still its
    own: opening someone else's short link (``?user=`` without its key) in a new tab used to
    give a fresh lab and forget this one (the round-17 walk lost two labs that way)."""
    user, key, _ = _remembered()
    if not user or user == refused:
        return None
    access = lab.claims.open(user, key)
    return access if access.granted else None


def _taken(user: str, back_in: str | None = None) -> str:
    mine = st.session_state.get(SETTLED)
    if back_in:
        where = f"You are back in your own lab **{plain(back_in)}** (this browser remembered it)"
    else:
        where = "You stay in your own lab" if mine else "You have a fresh lab of your own"
    return (
        f"The user id **{plain(user)}** is taken: another browser opened it first, and its memories are "
        f"theirs alone. {where}. Bookmark this page to come back to it."
    )


def _show_notice() -> None:
    notice = st.session_state.pop(NOTICE, None)
    if notice:
        kind, text = notice
        if kind == "info" and st.session_state.get("presenter"):  # on the projector: a toast, not a band over the page
            st.toast(text)
            return
        {"error": st.error, "info": st.info}.get(kind, st.warning)(text)
        if kind == "info":
            st.button("Not me: a fresh lab", key="identity_fresh", on_click=_fresh_lab)


def _fresh_lab() -> None:
    """The notice's button: someone else's lab came back on a shared browser."""
    s = st.session_state
    for name in (SETTLED, FROM_COOKIE, HOW):
        s.pop(name, None)
    s["user_id"] = ""
    s[KEYS] = {}
    s[FRESH_ASKED] = True


def _mark_seen(lab: MemoryLab) -> None:
    """At most once a minute: the room view counts the ids seen lately."""
    s = st.session_state
    if s.get(HOW) == "presenter" or time.monotonic() - s.get(SEEN_AT, -SEEN_EVERY_S) < SEEN_EVERY_S:
        return
    s[SEEN_AT] = time.monotonic()
    lab.claims.seen(s["user_id"])


def remember_in_url() -> None:
    """The user id, this browser's token for it and presenter mode live in the URL, so a
    reload or a bookmark keeps them; in presenter mode the token lives in the cookie only (a
    projector shows the URL). The presenter key never does."""
    s = st.session_state
    user = s.get(SETTLED) or s.get("user_id")
    if not user:
        return
    key = s.get(KEYS, {}).get(user)
    wanted = {"user": user, "presenter": "1" if s.get("presenter") else "0"}
    # A projected address bar is read and shared by the room: in presenter mode the token stays in
    # the cookie only, so a copied presenter link opens no lab but a fresh one (round 16's walk).
    if key and not s.get("presenter") and not is_presenter():
        wanted["key"] = key
    if s.get("session_id", "main") != "main":
        wanted["session"] = s["session_id"]
    for name in ("key", "presenter_key", "session"):
        if name not in wanted and name in st.query_params:
            del st.query_params[name]
    for name, value in wanted.items():
        if st.query_params.get(name) != value:
            st.query_params[name] = value
    cookies = []
    if key:  # the next page link opened without them lands in this lab, in this conversation
        lab_value = "|".join(quote(part, safe="") for part in (user, key, s.get("session_id", "main")))
        cookies.append((COOKIE, lab_value, COOKIE_DAYS * 86400, "Lax"))
    if is_presenter():  # a reload of the projector's page stays a presenter's
        cookies.append((PRESENTER_COOKIE, quote(s[PRESENTER_KEY], safe=""), PRESENTER_COOKIE_HOURS * 3600, "Strict"))
    if cookies:
        _keep_in_cookies(cookies)


def _keep_in_cookies(cookies: list[tuple[str, str, int, str]]) -> None:
    """Write (name, value, max-age in seconds, SameSite) cookies by one tiny script in the
    sidebar, which draws nothing."""
    lines = "".join(
        f"document.cookie = {json.dumps(name)} + '=' + {json.dumps(value)} + "
        f"'; path=/; max-age={max_age}; SameSite={same_site}';"
        for name, value, max_age, same_site in cookies
    )
    st.sidebar.html(f"<script>{lines}</script>", unsafe_allow_javascript=True)


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


def _presenter_key_from_cookie(lab: MemoryLab) -> None:
    """A reload of the projector's page keeps presenter rights: the round-18 walk reloaded the Room
    and was told it is for the presenter only. The key is in this browser's cookie (never in the
    URL a projector shows); a wrong or stale one is ignored without a word."""
    if is_presenter():
        return
    try:
        given = st.context.cookies.get(PRESENTER_COOKIE)
    except Exception:  # noqa: BLE001 - no browser behind this run (AppTest, a bare script)
        return
    if isinstance(given, str) and given:
        check_presenter_key(lab, unquote(given), quiet=True)


def check_presenter_key(lab: MemoryLab, given: str, *, quiet: bool = False) -> bool:
    """Keep ``given`` for this session if it is the presenter key; a wrong one is said to be
    wrong unless ``quiet`` (a stale cookie)."""
    try:
        ok = lab.claims.is_presenter(given)
    except InvalidInput:
        ok = False
    if ok:
        st.session_state[PRESENTER_KEY] = given
    elif not quiet:
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
