"""Chat: talk to the agent on the left, watch its memory work on the right."""

import time
from textwrap import shorten

import pandas as pd
import streamlit as st

from memorylab.playground import charts, views
from ui import longpaste
from ui.bars import show_bars
from ui.common import current_budgets, current_user, current_weights, page, show_chart
from ui.display import plain
from ui.streaming import finish_turn, reply_pieces, start_turn, turn_in_flight

ACTION_COLOURS = {
    "added": "green",
    "updated": "blue",
    "superseded": "orange",
    "skipped": "gray",
    "refused": "red",
    "forgotten": "violet",
}


def new_session() -> None:
    """A callback: a new conversation. Its working memory (the recent turns) and its rolling
    summary start empty; the long-term memories carry over, which is what it shows."""
    s = st.session_state
    s["session_id"] = f"session-{lab.clock.now(current_user()):%Y%m%d-%H%M%S}"
    s["last_turn"] = None
    s.pop("queued", None)
    longpaste.forget_queue()


CONVERSATION_PX = 420  # presenter mode: from under the title to the input box, at 1280x720

lab = page("Chat")
user = current_user()
session_id = st.session_state["session_id"]
presenting = st.session_state.get("presenter")
if presenting:  # the reply and what memory did, side by side on one projector screen
    left, right = st.columns([4, 5], gap="medium")  # the tabs whole on the right
else:
    left, right = st.columns([5, 4], gap="large")  # [3, 2] left the last turn's tabs scrolling at 1280

with right:  # presenter mode: the session line heads the last turn's panel, the conversation gets its height
    session_bar = st.container() if presenting else None
with left:
    session_bar = session_bar or st.container()
    # above the input box, filled once the input is read: a box of its own that scrolls to the newest
    # message, so the reply, the input and the last turn's panel share the first screen (at 1280x720 an
    # attendee's growing page pushed each reply below the fold: the round-30 walk; at 330 px under the
    # session line the projector showed about two messages: the round-34 walk)
    conversation = st.container(height=CONVERSATION_PX if presenting else 400, key="conversation")
    limit = lab.settings.max_message_chars
    prompt = longpaste.keep_if_too_long(st.chat_input("Tell the agent something…", key="chat_input"), limit)
    history = lab.turns(user, session_id)
    flight = turn_in_flight(lab, user, session_id)
    last_sent = st.session_state.get("last_sent")
    repeated = prompt and last_sent and last_sent[:3] == (user, session_id, prompt)
    if repeated and time.monotonic() - last_sent[3] < 10:
        prompt = None  # the same Enter twice: the first one's reply is shown below, once
        st.toast("Ignored a second submission of the same message.")
    queued = st.session_state.setdefault("queued", [])  # typed while a reply was written: sent in order, after it
    if prompt and (flight is not None or queued):
        queued.append(prompt)  # a second one no longer replaces the first, nor jumps ahead of it
        prompt = None
        st.toast("Your message goes out as soon as the current reply is complete.")
    if flight is None and (prompt or queued or longpaste.parts_waiting()):
        prompt = prompt or longpaste.next_part() or queued.pop(0)
        st.session_state["last_sent"] = (user, session_id, prompt, time.monotonic())
        flight = start_turn(
            lab,
            user,
            session_id,
            prompt,
            history[-1]["id"] if history else 0,
            weights=current_weights(),
            model=st.session_state["model"],
            budgets=current_budgets(),
        )
    shown = history if flight is None else [t for t in history if t["id"] <= flight.shown_up_to]
    count = len(shown) + (2 if flight is not None else 0)  # and the message and reply being written, as it streams
    with session_bar:
        info, button = st.columns([1, 1] if presenting else [2, 1], vertical_alignment="center")  # button whole
        said = f"{count} messages" if presenting else f"{count} messages in this conversation"
        info.caption(f"Session **{plain(session_id)}** · {said}")
        button.button(
            "New session",
            key="new_session",
            on_click=new_session,  # a reply still being written ends in its own session
            width="stretch",
            help="Start an empty conversation: recent turns and the session summary start over, "
            "long-term memories stay.",
        )
    with conversation:
        if not shown and flight is None:
            name = views.first_name(lab, user)  # the demo persona's own name: "Ana" beside Sam's memories misled
            hello = f"I'm {plain(name)}, I prefer weekly reports." if name else "I prefer weekly reports."
            st.info(
                f"Say something to the agent as **{user}**. Try: *{hello}* then *Actually, send them daily.* "
                "then *How often do I want reports?*"
            )
        for t in shown[-40:]:  # plain text: a reply quotes stored memories, a message is typed
            with st.chat_message(t["role"]):
                st.markdown(plain(t["content"]))
        if flight is not None:  # this tab's turn: its reply as the model writes it
            with st.chat_message("user"):  # as stored: a secret typed is masked before it is drawn
                st.markdown(plain(flight.stream.message(timeout=30) or ""))
            with st.chat_message("assistant"):  # a grounded reply streams its statement first
                streamed = st.write_stream(plain(piece) for piece in reply_pieces(flight, st.empty()))
            turn = st.session_state["last_turn"] = finish_turn(flight)
            st.session_state["last_sent"] = (user, session_id, flight.prompt, time.monotonic())  # from the reply
            changed = turn is None or turn.message != flight.prompt or turn.redactions or turn.forgotten or not turn.ok
            if changed or streamed != plain(turn.reply) or longpaste.parts_waiting() or queued:
                st.rerun()  # what was kept differs from what streamed (masked, forgotten, reworded), or a next message
        longpaste.show(limit)
    turn = st.session_state["last_turn"]
    if turn is not None and turn.user_id == user and turn.ok and turn.reply and not turn.forgotten:
        rated = st.feedback("thumbs", key=f"rate_{turn.turn_ids[-1]}")
        if rated == 0 and st.session_state.get("rated") != turn.turn_ids[-1]:
            st.session_state["rated"] = turn.turn_ids[-1]  # once per answer, however often it reruns
            lesson = lab.agent.thumbs_down(user, session_id)
            st.toast("Noted in the playbook (Lifecycle page)." if lesson else "Nothing to learn from yet.")
        if turn.lesson:
            st.caption("You corrected me: I wrote a lesson in my playbook (Lifecycle page).")
    if turn is not None and turn.user_id == user and turn.error:
        st.error(turn.error)
        if turn.message:
            st.caption("Your message was kept and the memory writes went ahead; send another to retry.")

TABS = ["Recalled", "Memory use", "Context", "Writes", "Events"]


def recalled_tab(turn) -> None:
    if not turn.hits:
        st.caption("No memories recalled for this message.")
        return
    figure = charts.score_breakdown(turn.hits)
    if st.toggle("Interactive chart", key="chat_interactive", help="The same bars, with zoom and hover."):
        show_chart(figure, key="chat_breakdown")
    else:  # plain bars: every attendee's browser draws them at once, no chart library
        labels = [
            f"#{h.rank} {'[exact key: ' + h.exact_key + '] ' if h.exact_key else ''}{h.memory.text}" for h in turn.hits
        ]
        show_bars(figure, labels, [f"{h.score:.3f}" for h in turn.hits])
    numbers = st.expander("Each signal's value", key="chat_numbers", on_change="rerun")
    if numbers.open:  # drawn when opened
        with numbers:
            st.table(
                pd.DataFrame(
                    [
                        {  # st.table renders markdown in a cell: stored text goes in as typed
                            "rank": h.rank,
                            "exact key": plain(h.exact_key or ""),
                            "memory": plain(h.memory.text),
                            "score": round(h.score, 3),
                            "relevance": round(h.relevance, 3),
                            "importance": round(h.importance, 3),
                            "recency": round(h.recency, 3),
                            "model score": None if h.llm_score is None else round(h.llm_score, 3),
                        }
                        for h in turn.hits
                    ]
                ),
                hide_index=True,
            )
    if turn.rerank_note:
        st.caption(turn.rerank_note)


def memory_use_tab(turn) -> None:
    st.markdown(f"**Reply path:** {turn.reply_path}")
    grounding = turn.grounding
    for stated in grounding.stated if grounding is not None else ():  # each with why it was stated
        st.markdown(f"**Memory stated ({plain(stated.why_stated)}):** {plain(stated.memory_text)}")
        st.caption(plain(stated.reason))
    if grounding is not None and not grounding.grounded:
        st.caption(plain(grounding.reason))
    use = turn.memory_use
    if use is None or not use.uses:
        st.caption("No memories went into the context of this turn, so there was nothing to use.")
    else:
        st.markdown(f"**The reply used {use.used} of the {use.offered} memories in its context.**")
        st.table(  # a static table wraps its cells: at 1280 px the grid cut its last four columns off
            pd.DataFrame(
                [  # st.table renders markdown in a cell: stored text goes in as typed
                    {
                        "used": "yes" if u.used else "—",  # a word: a projector's browser may lack an emoji font
                        "memory": plain(u.text),
                        "in the reply": plain(", ".join(u.matched)) or "—",
                        "words · embedding": f"{len(u.matched)}/{len(u.new_words)}"
                        + ("" if u.semantic is None else f" · {u.semantic:.2f}"),
                    }
                    for u in use.uses
                ]
            ),
            hide_index=True,
        )
        st.caption(
            "Words: how many of the words the memory adds to your message the reply holds; embedding: how close "
            "the reply's embedding is to the memory's. Used = at least half of the words, or one of them with "
            "the embeddings close (the reply is embedded only when the words alone do not decide)."
        )
    session_use = views.memory_use(lab, user, session_id)
    if session_use["turns_with_memories"]:
        relevance = session_use["context_relevance"] or 0.0
        st.caption(
            f"This session: the replies used memory in {session_use['turns_using_memory']} of "
            f"{session_use['turns_with_memories']} turns that had some; {relevance:.0%} of the context "
            "tokens came from memories a reply used."
        )
    if turn.usage:
        cost = turn.usage["cost_usd"]
        priced = "unpriced" if cost is None else f"${cost:.5f}" if cost else "0 (local model: no per-token price)"
        st.caption(
            f"Tokens {turn.usage['prompt_tokens']} in / {turn.usage['completion_tokens']} out · cost {priced} · "
            f"{turn.usage['embed_calls']} embedding calls · recall {turn.usage['recall_ms']:.0f} ms"
        )


def context_tab(turn) -> None:
    if not turn.context:
        return
    rows = turn.context.budget_rows()
    show_bars(
        charts.context_budget(turn.context),
        [r["section"] for r in rows],
        [f"{r['tokens']} / {r['budget']} tokens" for r in rows],
    )
    for section in turn.context.sections.values():  # what a section left out besides its budget, and why
        if section.note:
            st.caption(f"{section.label}: {plain(section.note)}.")
    dropped = [(s.label, text, why) for s in turn.context.sections.values() for text, why in s.dropped]
    for label, text, why in dropped:
        st.caption(f"✂ {label}: {plain(shorten(text, 80, placeholder=' …'))} — {plain(why)}")
    prompt = st.expander("Exact prompt sent to the model", key="chat_prompt", on_change="rerun")
    if prompt.open:  # drawn when opened
        with prompt:
            st.json(turn.context.messages, expanded=True)


def writes_tab(turn) -> None:
    if not turn.decisions:
        st.caption("Nothing worth remembering in this message.")
    for d in turn.decisions:
        colour = ACTION_COLOURS.get(d.action, "gray")
        # the row is the new value, named by its own id: "#59 supersedes #58 User wants reports weekly" (a walk read
        # "supersedes #58 <new text>" as #58 being the text shown)
        label = d.action
        if d.action == "superseded" and d.replaced_id:
            label = f"{'' if d.memory_id is None else f'#{d.memory_id} '}supersedes #{d.replaced_id}"
        shown = plain(d.text) if d.text is not None else "(not shown: sensitive)"
        shown = "(not shown: forgotten)" if d.action == "forgotten" else shown  # gone, on screen too
        key_note = " · key " + plain(d.key) if d.key else ""
        st.markdown(
            f":{colour}-badge[{label}] {shown}  \n<small>{plain(d.reason)}{key_note}</small>",
            unsafe_allow_html=True,
        )


def _id(memory_id: int | None) -> str:
    """An id as text: one event without a memory would turn a number column into floats ("37.0000")."""
    return "—" if memory_id is None else str(memory_id)


def events_tab(turn) -> None:
    if turn.events:
        st.table(
            pd.DataFrame(
                [  # st.table renders markdown in a cell: stored text goes in as typed
                    {"op": e.op, "memory": _id(e.memory_id), "reason": plain(e.reason), "new": plain(e.new_value or "")}
                    for e in turn.events
                ]
            ),
            hide_index=True,
        )
    st.caption(" · ".join(f"{k} {v:.0f} ms" for k, v in turn.timings_ms.items()))


@st.fragment
def last_turn() -> None:
    """The last turn's details. Only the open tab is drawn, and a tab, the toggle or the
    prompt's expander re-runs this panel alone: each browser draws what is on screen."""
    st.subheader("Last turn")
    turn = st.session_state["last_turn"]
    if turn is not None and turn.context is not None and not views.is_current(lab, turn):
        st.session_state["last_turn"] = turn = None
        st.caption("The last turn's details were cleared: a memory it used has been forgotten.")
    if turn is None or turn.user_id != user:
        st.caption("Recalled memories, the context window and the write decisions of the last turn appear here.")
        return
    if turn.forgotten:  # what went is not drawn again: the room reads the projector
        keys = sorted({d.key for d in turn.decisions if d.action == "forgotten" and d.key})
        n = len(turn.forgotten)
        st.success(
            f"Forgot {n} memor{'y' if n == 1 else 'ies'}"
            + (f" (key {', '.join(keys)})" if keys else "")
            + ": gone from the store, the indexes and the caches; the event log keeps FORGET with no text."
        )
    if turn.redactions:
        st.warning("Redacted before storing or sending: " + ", ".join(turn.redactions))
    tabs = st.tabs(TABS, key="last_turn_tab", on_change="rerun")
    for tab, draw in zip(tabs, (recalled_tab, memory_use_tab, context_tab, writes_tab, events_tab)):
        if tab.open:
            with tab:
                draw(turn)


with right:
    last_turn()
