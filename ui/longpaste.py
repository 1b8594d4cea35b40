"""A paste too long for one chat message: kept on screen, never sent cut, and offered as
several messages (cut by ``memorylab.message_parts``: paragraphs, then sentences, then
words). Before, the core refused it and the chat box had already emptied: the text was
gone."""

from __future__ import annotations

import streamlit as st

from memorylab import InvalidInput, message_parts

KEPT, QUEUED = "long_paste", "queued_prompts"


def keep_if_too_long(prompt: str | None, limit: int) -> str | None:
    """``prompt`` if it fits one message; otherwise it is kept for :func:`show` and
    nothing is sent."""
    if prompt is None or len(prompt) <= limit:
        return prompt
    try:
        if len(message_parts(prompt, limit)) <= 1:  # long only by its spaces: it fits once cleaned
            return prompt
    except InvalidInput:
        pass  # longer than ten messages: kept all the same, and show says so
    st.session_state[KEPT] = prompt
    return None


def next_part() -> str | None:
    """The next queued part of a paste sent in parts, taken off the queue."""
    queued = st.session_state.get(QUEUED) or []
    return queued.pop(0) if queued else None


def parts_waiting() -> bool:
    return bool(st.session_state.get(QUEUED))


def forget_queue() -> None:
    st.session_state.pop(QUEUED, None)


def _send_in_parts(parts: list[str]) -> None:
    st.session_state[QUEUED] = list(parts)
    st.session_state.pop(KEPT, None)


def _discard() -> None:
    st.session_state.pop(KEPT, None)


def show(limit: int) -> None:
    """The kept paste, if any: what happened, the whole text (with its copy button), and
    the choice to send it in parts or to discard it."""
    paste = st.session_state.get(KEPT)
    if not paste:
        return
    try:
        parts, why = message_parts(paste, limit), ""
    except InvalidInput as exc:
        parts, why = [], str(exc)
    st.warning(
        f"That message is too long for one message: {len(paste):,} characters, {limit:,} at most. "
        "Nothing was sent, and your text is kept here (copy it with the button at its top right)."
    )
    st.code(paste, language=None, wrap_lines=True, height=180)
    send, drop = st.columns(2)
    if parts:
        send.button(
            f"Send it as {len(parts)} messages",
            key="paste_in_parts",
            on_click=_send_in_parts,
            args=(parts,),
            width="stretch",
            help="Cut at paragraph breaks where they fit, else at sentence ends: each part is one turn.",
        )
    else:
        send.caption(why)
    drop.button("Discard it", key="paste_discard", on_click=_discard, width="stretch")
