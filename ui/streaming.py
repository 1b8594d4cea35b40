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


def start_turn(lab: MemoryLab, user_id: str, session_id: str, prompt: str, shown_up_to: int, **options):
    """Start answering ``prompt`` in a worker thread; the tab keeps it until it is shown."""
    flight = TurnInFlight(user_id, session_id, prompt, shown_up_to)
    st.session_state[IN_FLIGHT] = flight
    threading.Thread(target=flight.run, args=(lab,), kwargs=options, name="memorylab-turn", daemon=True).start()
    return flight


def turn_in_flight(user_id: str, session_id: str) -> TurnInFlight | None:
    """This tab's turn still to be shown, if it belongs to this user and session."""
    flight = st.session_state.get(IN_FLIGHT)
    if flight is None or (flight.user_id, flight.session_id) != (user_id, session_id):
        return None
    return flight


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
