"""Room: the whole workshop at a glance, for the presenter's projector. Counts and rates
over every attendee; no one's text, no one's id."""

import streamlit as st

from memorylab.playground import charts
from memorylab.playground.room import ACTIVE_MINUTES, room_figures
from ui.common import current_user, is_presenter, page, show_chart, show_error
from ui.identity import PRESENTER_KEY

lab = page("Room", icon=":material/groups:")
if not is_presenter():
    st.info(
        "The room view is for the presenter only: it sums up every attendee's lab. "
        "Your own figures are on the Metrics page."
    )
    st.stop()

minutes_col, _ = st.columns([1, 2])  # a narrow control: the figures and the chart get the screen
minutes = minutes_col.slider("Active: seen within (minutes)", 1, 120, ACTIVE_MINUTES, key="room_minutes")
try:
    room = room_figures(lab, st.session_state[PRESENTER_KEY], active_minutes=minutes, presenter_user=current_user())
except Exception as exc:
    show_error(exc)
    st.stop()

cells = st.columns(3) + st.columns(3)
cells[0].metric(
    "Attendees active",
    f"{room.active_chatting} of {room.chatting}",
    help=f"Attendees who have sent a message, and of them those seen in the last {minutes} minutes.",
)
cells[1].metric("Messages", f"{room.turns:,}", help=f"From {room.chatting} attendees who chatted.")
cells[2].metric("Memories written", f"{room.memories_written:,}")
ATTENDEES_ONLY = (
    "In the attendees' labs: your own (the demo you showed) is not counted; its event log is on the Memory store page."
)
cells[3].metric("Writes refused by the guard", f"{room.refused:,}", help=ATTENDEES_ONLY)
cells[4].metric("Memories forgotten", f"{room.memories_forgotten:,}", help=ATTENDEES_ONLY)
rate = room.memory_use_rate
cells[5].metric(
    "Replies using memory",
    "—" if rate is None else f"{rate:.0%}",
    help="Of the turns whose context held memories, the share whose reply used at least one.",
)
silent = max(0, room.attendees - room.chatting)
st.caption(
    f"Labs opened: {room.attendees} ({room.active} seen in the last {minutes} minutes), of which "
    f"{silent} {'has' if silent == 1 else 'have'} sent no message yet: people still joining, setup windows, "
    "spare tabs. Your own lab (demo data, test chats) is not counted."
)
show_chart(charts.room_activity(room), key="room_activity")
if room.refusals:
    st.caption("Refused, by kind of data: " + " · ".join(f"{kind} {n}" for kind, n in room.refusals.items()))
if room.recall:
    st.markdown(f"**Recall@{room.recall_k} of the room's evaluation runs** (shipped scenarios, per preset)")
    show_chart(charts.room_recall(room.recall, room.recall_k), key="room_recall")
else:
    st.caption(f"No evaluation run measured recall@{room.recall_k} yet: the Quality page runs them.")
