"""An attendee without a browser: a client of Streamlit's own websocket protocol.

``ProtocolAttendee`` does on the wire what a browser tab does, so the server does the same
work for it (a session, the script runs, the chat input's widget state, the streamed
deltas) while nothing is rendered on this machine: it fetches the page and the static
files a real Chromium fetched (``assets``), opens ``/_stcore/stream`` with the ``streamlit``
subprotocol, sends ``BackMsg.rerun_script`` with the URL's query string, reads every
``ForwardMsg``, and to press Enter sends the state of every widget the page drew (their
values as the server last drew them, as the browser's widget manager does) with the chat
input's text. The page's entry script and style come before the websocket, the other
files the browser fetched on opening (the chunks it loads as elements arrive) while the
first run goes on, and those it fetched after Enter once the last turn is drawn. What a
browser sees is read from the deltas: the page's ``h1`` (first paint),
the first non-empty markdown inside the assistant's chat message (first streamed piece),
the "Writes" tab of the last turn (the whole turn drawn), and any "ahead of you" caption
(the place in the model's queue).

Timings are wall-clock ``time.perf_counter()`` marks kept in ``marks`` (seconds). Measured
against a real Chromium on one attendee by ``python -m bench.room_browser --compare 3``.
"""

from __future__ import annotations

import asyncio
import re
import time
from dataclasses import dataclass, field

from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.proto.WidgetStates_pb2 import WidgetState
from websockets.asyncio.client import connect

TIMEOUT_S = 900.0
ENCODINGS = "gzip, deflate, br, zstd"  # what Chromium accepts (the server sends static files as they are)
QUEUE_WORDS = "ahead of you"
WRITES_TAB = "Writes"


def cookie_header(jar: dict | None) -> str:
    return f"Cookie: {'; '.join(f'{k}={v}' for k, v in jar.items())}\r\n" if jar else ""


async def _get_each(host: str, port: int, paths: list, kept: list | None, jar: dict | None = None) -> None:
    """GET each path in turn on one kept-alive connection, reading each body to its end
    (kept in ``kept`` when given). A bare HTTP/1.1 client: reading many megabytes costs
    this process little, so the server's cost of serving them is what a room measures.
    ``jar``: the cookies sent, and those the answers set (the room's front keeps a browser
    on its server by one, memorylab/front.py)."""
    reader, writer = await asyncio.open_connection(host, port)
    try:
        while paths:
            path = paths.pop()
            writer.write(
                f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nAccept-Encoding: {ENCODINGS}\r\n"
                f"{cookie_header(jar)}\r\n".encode()
            )
            raw = (await reader.readuntil(b"\r\n\r\n")).decode("latin-1")
            if jar is not None:
                jar |= dict(re.findall(r"(?im)^set-cookie: *([^=;\s]+)=([^;\r\n]*)", raw))
            head = raw.lower()
            length = re.search(r"content-length: *(\d+)", head)
            if length is None:
                raise RuntimeError(f"{path}: a response without a length")
            body = await reader.readexactly(int(length.group(1)))
            if kept is not None:
                kept.append(body)
            if "connection: close" in head:
                writer.close()
                reader, writer = await asyncio.open_connection(host, port)
    finally:
        writer.close()


async def fetch(
    host: str, port: int, paths: list, keep: bool = False, connections: int = 6, jar: dict | None = None
) -> list:
    """The files a browser fetches, on up to six connections at once as a browser does;
    their bodies when ``keep``."""
    queue, kept = list(reversed(paths)), [] if keep else None
    await asyncio.gather(*(_get_each(host, port, queue, kept, jar) for _ in range(min(connections, len(paths)))))
    return kept or []


def widget_state(element) -> WidgetState | None:
    """The state a browser reports for a widget the server drew, at the value it shows."""
    kind = element.WhichOneof("type")
    widget = getattr(element, kind, None) if kind else None
    if widget is None or not getattr(widget, "id", ""):
        return None
    state = WidgetState(id=widget.id)
    if kind == "text_input":
        state.string_value = widget.value if widget.set_value else widget.default
    elif kind == "checkbox":  # st.toggle too
        state.bool_value = widget.value if widget.set_value else widget.default
    elif kind == "slider":
        state.double_array_value.data[:] = list(widget.value if widget.set_value else widget.default)
    elif kind == "selectbox":
        if widget.set_value:
            state.string_value = widget.raw_value
        elif 0 <= widget.default < len(widget.options):
            state.string_value = widget.options[widget.default]
        else:
            return None  # no choice made (index=None): the browser reports nothing either
    else:
        return None  # buttons, feedback, chat input: triggers, reported only when used
    return state


@dataclass
class Page:
    """What one script run has drawn so far, as the browser would keep it."""

    assistant_blocks: list = field(default_factory=list)  # delta paths of assistant chat messages


@dataclass
class ProtocolAttendee:
    url: str  # http://host:port
    query: str  # "user=room3"
    assets: dict = field(default_factory=dict)  # static paths a real browser fetched: "open", "turn"
    marks: dict = field(default_factory=dict)  # perf_counter seconds
    walls: dict = field(default_factory=dict)  # the same moments in wall time, for the server's log
    queue_seen: list = field(default_factory=list)  # places in the model's queue shown
    widgets: dict = field(default_factory=dict)  # id: WidgetState, as last drawn
    chat_input_id: str = ""
    page_hash: str = ""
    query_string: str = ""
    _page: Page = field(default_factory=Page)
    _events: dict = field(default_factory=dict)
    _socket: object = None
    _reader: asyncio.Task | None = None
    _entered: bool = False
    _fetching: list = field(default_factory=list)
    cookies: dict = field(default_factory=dict)  # what the server (or the room's front) set

    def _event(self, name: str) -> asyncio.Event:
        return self._events.setdefault(name, asyncio.Event())

    def _mark(self, name: str) -> None:
        if name not in self.marks:
            self.marks[name] = time.perf_counter()
            self.walls[name] = time.time()
            self._event(name).set()

    async def wait(self, name: str, timeout: float = TIMEOUT_S) -> float:
        waiter = asyncio.ensure_future(self._event(name).wait())
        done, _ = await asyncio.wait({waiter, self._reader}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
        if waiter not in done:
            waiter.cancel()
            if self._reader in done and self._reader.exception():
                raise self._reader.exception()
            raise TimeoutError(f"{self.query}: no {name} within {timeout:.0f} s")
        return self.marks[name]

    async def open(self) -> None:
        """The page's files, the websocket, and the session's first script run requested."""
        self._mark("start")
        host = self.url.split("://", 1)[1]
        index = await self._fetch([f"/?{self.query}"], keep=True)
        opening = self.assets.get("open", [])
        entry = [path for path in opening if path.encode() in index[0]]  # the page's own script and style
        await self._fetch(entry + ["/_stcore/health", "/_stcore/host-config"])
        self._socket = await connect(
            f"ws://{host}/_stcore/stream",
            subprotocols=["streamlit"],
            max_size=None,
            open_timeout=TIMEOUT_S,
            additional_headers={"Cookie": cookie_header(self.cookies)[8:-2]} if self.cookies else None,
        )
        self._mark("socket_open")
        self._reader = asyncio.create_task(self._read())
        self.query_string = self.query
        await self._send_rerun([])
        # the chunks a browser loads as the first run's elements arrive, meanwhile
        self._fetching.append(asyncio.ensure_future(self._fetch([p for p in opening if p not in entry])))

    def _fetch(self, paths: list, keep: bool = False):
        host, port = self.url.split("://", 1)[1].rsplit(":", 1)
        return fetch(host, int(port), paths, keep, jar=self.cookies)

    async def enter(self, text: str) -> None:
        """Press Enter in the chat box: every widget's state, the chat input's text."""
        if not self.chat_input_id:
            raise RuntimeError(f"{self.query}: the page drew no chat input")
        typed = WidgetState(id=self.chat_input_id)
        typed.chat_input_value.data = text
        states = [s for i, s in self.widgets.items() if i != self.chat_input_id] + [typed]
        self._entered = True
        self._mark("enter")
        await self._send_rerun(states)

    async def close(self) -> None:
        await asyncio.gather(*self._fetching)
        if self._socket is not None:
            await self._socket.close()
        if self._reader is not None:
            self._reader.cancel()

    async def _send_rerun(self, states: list) -> None:
        message = BackMsg()
        rerun = message.rerun_script
        rerun.query_string = self.query_string
        rerun.page_script_hash = self.page_hash
        rerun.widget_states.widgets.extend(states)
        info = rerun.context_info
        info.timezone, info.locale, info.url, info.color_scheme = "UTC", "en-US", self.url + "/", "light"
        await self._socket.send(message.SerializeToString())

    async def _read(self) -> None:
        async for frame in self._socket:
            self._take(ForwardMsg.FromString(frame))

    def _take(self, msg: ForwardMsg) -> None:
        kind = msg.WhichOneof("type")
        if kind == "new_session":
            self._page = Page()
        elif kind == "page_info_changed":
            self.query_string = msg.page_info_changed.query_string  # the server rewrote the URL
        elif kind == "navigation" and msg.navigation.page_script_hash:
            self.page_hash = msg.navigation.page_script_hash
        elif kind == "script_finished":
            self._mark("turn_run_done" if self._entered and "writes_tab" in self.marks else "first_run_done")
        elif kind == "delta":
            self._take_delta(list(msg.metadata.delta_path), msg.delta)

    def _take_delta(self, path: list, delta) -> None:
        if delta.WhichOneof("type") == "add_block":
            block = delta.add_block
            if block.WhichOneof("type") == "chat_message" and block.chat_message.name == "assistant":
                self._page.assistant_blocks.append(path)
            elif block.WhichOneof("type") == "tab" and block.tab.label == WRITES_TAB and self._entered:
                if "writes_tab" not in self.marks:  # the last turn's chunks, as its elements arrive
                    self._fetching.append(asyncio.ensure_future(self._fetch(self.assets.get("turn", []))))
                self._mark("writes_tab")
            return
        if delta.WhichOneof("type") != "new_element":
            return
        element = delta.new_element
        kind = element.WhichOneof("type")
        state = widget_state(element)
        if state is not None:
            self.widgets[state.id] = state
        if kind == "chat_input":
            self.chat_input_id = element.chat_input.id
        elif kind == "heading" and element.heading.tag == "h1":
            self._mark("title")
        elif kind == "markdown" and self._entered:
            self._take_markdown(path, element.markdown)

    def _take_markdown(self, path: list, markdown) -> None:
        if QUEUE_WORDS in markdown.body:
            self.queue_seen.append(markdown.body)
            self._mark("queue_shown")
            return
        inside = any(path[: len(block)] == block for block in self._page.assistant_blocks)
        if inside and markdown.element_type != markdown.CAPTION and markdown.body.strip():
            self._mark("first_piece")

    def figures(self) -> dict:
        """Seconds, like the browser attendee's: first paint from the start, first run done
        from the websocket's opening, first piece and whole turn from Enter."""
        at = self.marks
        out = {}
        if "title" in at:
            out["first_paint_s"] = at["title"] - at["start"]
        if "first_run_done" in at:
            out["first_run_s"] = at["first_run_done"] - at["socket_open"]
        for name, key in (("first_piece", "first_piece_s"), ("writes_tab", "reply_s")):
            if name in at and "enter" in at:
                out[key] = at[name] - at["enter"]
        out["queue_shown"] = bool(self.queue_seen)
        return out
