"""A chat turn running beside the page: the model writes into a ``ReplyStream`` from a
worker thread, and whichever run of the page is current reads it.

Streamlit stops a script run when the same browser sends something new (a second Enter):
a turn running inside that run would finish unseen, and its reply would only appear after
a reload. Run in its own thread, the turn finishes whatever the page does, and the next
run of the page picks up the same reply where it stands.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field

import streamlit as st

from memorylab import MemoryLab, ReplyStream
from ui.timing import note

IN_FLIGHT = "turn_in_flight"


@dataclass
class TurnInFlight:
    """One turn being answered for this browser tab."""

    user_id: str
    session_id: str
    prompt: str
    shown_up_to: int  # the last stored turn id shown before this message
    stream: ReplyStream = field(default_factory=ReplyStream)
    turn: object = None  # the Turn, once the worker has finished
    done: threading.Event = field(default_factory=threading.Event)

    def run(self, lab: MemoryLab, **options) -> None:
        try:
            self.turn = lab.chat(self.user_id, self.prompt, self.session_id, stream=self.stream, **options)
        finally:  # lab.chat never raises; the stream and the page must learn it ended anyway
            self.stream.close()
            self.done.set()
            with _RUNNING_LOCK:
                if _RUNNING.get((id(lab), self.user_id, self.session_id)) is self:
                    del _RUNNING[(id(lab), self.user_id, self.session_id)]


# The turns being answered in this server, by (lab, user id, session): a tab reloaded mid-reply is a
# new Streamlit session that knew nothing of its turn, and showed the message without its reply
# until a second reload (the round-17 walk). It now finds the turn here and follows its stream.
_RUNNING: dict[tuple[int, str, str], TurnInFlight] = {}
_RUNNING_LOCK = threading.Lock()


def start_turn(lab: MemoryLab, user_id: str, session_id: str, prompt: str, shown_up_to: int, **options):
    """Start answering ``prompt`` in a worker thread; the tab keeps it until it is shown."""
    flight = TurnInFlight(user_id, session_id, prompt, shown_up_to)
    st.session_state[IN_FLIGHT] = flight
    with _RUNNING_LOCK:
        _RUNNING[(id(lab), user_id, session_id)] = flight
    threading.Thread(target=flight.run, args=(lab,), kwargs=options, name="memorylab-turn", daemon=True).start()
    return flight


def turn_in_flight(lab: MemoryLab, user_id: str, session_id: str) -> TurnInFlight | None:
    """This tab's turn still to be shown, if it belongs to this user and session; or, for a
    tab reloaded while it was answered, the user's turn still running in that session."""
    flight = st.session_state.get(IN_FLIGHT)
    if flight is not None and (flight.user_id, flight.session_id) == (user_id, session_id):
        return flight
    with _RUNNING_LOCK:
        running = _RUNNING.get((id(lab), user_id, session_id))
    if running is None or running.done.is_set():
        return None
    st.session_state[IN_FLIGHT] = running  # this tab follows it from the start of its stream
    return running


def reply_pieces(flight: TurnInFlight, status):
    """The reply's text as the model writes it, for ``st.write_stream``; meanwhile
    ``status`` (an ``st.empty``) says what the turn waits for. The status is redrawn every
    half second, so a run Streamlit stopped (the tab sent something new) ends promptly."""
    waiting = ":material/hourglass_top: Recalling memories and writing the context…"
    first = True
    for kind, value in flight.stream.events(heartbeat=0.5):
        if kind == "token":
            waiting = ""
            status.empty()
            if first:  # MEMORYLAB_RUN_LOG set: when the reply's first piece leaves the server
                note("first_piece", flight.user_id, at=time.time())
                first = False
            yield value
        elif kind == "wait":
            people = "person" if value == 1 else "people"
            waiting = f":material/hourglass_top: {value} {people} ahead of you for the model…"
        if waiting:
            status.caption(waiting)
    status.empty()


def finish_turn(flight: TurnInFlight):
    """Wait for the worker's last step (the memory work after the reply) and hand the
    Turn over; the tab forgets the flight."""
    flight.done.wait()
    if st.session_state.get(IN_FLIGHT) is flight:
        del st.session_state[IN_FLIGHT]
    return flight.turn
