"""One address for a room served by several app servers, each browser kept on one of them.

One ``streamlit run`` is one Python interpreter: at forty attendees at once their turns queue
on it (``bench/room_processes.py``: 40 turns at once, p95 488 ms with one process on Postgres,
314 ms with two). Several servers sharing one Postgres (``MEMORYLAB_DATABASE_URL``) serve the
same memory, but Streamlit keeps a browser session's state in the server that holds its
websocket, so every request of one browser must reach one server. This front does that:

- a browser that comes without the ``memorylab_server`` cookie is dealt to the server with
  the fewest browsers so far, and the cookie says which one from then on (the page, its
  files, its websocket and every reconnect go there);
- HTTP is relayed as it came (method, path, headers with the browser's own ``Host``, body)
  and answered as the server answered; the websocket is relayed message by message, with
  the subprotocols the browser asked for (Streamlit sends its session there);
- Streamlit's own frontend files (``/static/``, about a hundred per arriving browser, the same
  for every server) are served by the front itself from Streamlit's package, with the long
  cache Streamlit gives those hashed files: relayed, they cost the room about 20 CPU-s as
  forty attendees arrive (``bench.room_browser --servers 2``);
- a server that does not answer gets its browsers a plain 502, not a hang.

``memorylab serve-room`` starts the Postgres, the servers and this front (see cli.py). Built
on tornado, the web server Streamlit itself runs on (already installed with it).
"""

from __future__ import annotations

import asyncio
import importlib.util
from collections.abc import Sequence
from http.cookies import SimpleCookie
from pathlib import Path

import tornado.httpclient
import tornado.httputil
import tornado.web
import tornado.websocket

COOKIE = "memorylab_server"
MAX_UPLOAD = 200 * 1024 * 1024  # Streamlit's own limit for an upload, in a request or a websocket message
STREAM_PATH = "/_stcore/stream"
# Paths of what a page loads, not of a page: a browser arrives by a page.
NOT_PAGES = ("/_stcore/", "/static/", "/component/", "/media/", "/app/static/", "/favicon")
# Headers that belong to one connection, not to the request or answer relayed over it.
HOP_BY_HOP = frozenset(
    h.lower()
    for h in (
        "Connection",
        "Keep-Alive",
        "Proxy-Authenticate",
        "Proxy-Authorization",
        "TE",
        "Trailer",
        "Transfer-Encoding",
        "Upgrade",
        "Content-Length",
    )
)


class Servers:
    """The app servers behind the front (``http://127.0.0.1:PORT``) and how many browsers
    each has been given."""

    def __init__(self, ports: Sequence[int]):
        if not ports:
            raise ValueError("the front needs at least one app server")
        self.ports = [int(p) for p in ports]
        self.given = [0] * len(self.ports)

    def pick(self, cookie: str | None, *, arriving: bool = True) -> tuple[int, bool]:
        """The server index for a request, and whether its browser is new (the cookie must be
        set). ``arriving=False``: a request that is no browser's arrival (a health check, a
        file) is answered by the server with the fewest browsers without counting as one."""
        if cookie is not None and cookie.isascii() and cookie.isdigit() and int(cookie) < len(self.ports):
            return int(cookie), False
        index = min(range(len(self.ports)), key=lambda i: (self.given[i], i))
        self.given[index] += arriving
        return index, arriving

    def base(self, index: int, scheme: str = "http") -> str:
        return f"{scheme}://127.0.0.1:{self.ports[index]}"


def _server_cookie(headers: tornado.httputil.HTTPHeaders) -> str | None:
    raw = headers.get("Cookie")
    if not raw:
        return None
    jar = SimpleCookie()
    try:
        jar.load(raw)
    except Exception:  # noqa: BLE001 - a browser's malformed cookie header: treat it as none
        return None
    return jar[COOKIE].value if COOKIE in jar else None


def _forwarded(headers: tornado.httputil.HTTPHeaders) -> dict[str, str]:
    return {k: v for k, v in headers.get_all() if k.lower() not in HOP_BY_HOP}


class Relay(tornado.web.RequestHandler):
    """Every HTTP request, relayed to the browser's server."""

    SUPPORTED_METHODS = ("GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS")

    def initialize(self, servers: Servers) -> None:
        self.servers = servers

    def check_xsrf_cookie(self) -> None:  # the app server checks its own
        pass

    async def _relay(self) -> None:
        arriving = self.request.method == "GET" and not self.request.path.startswith(NOT_PAGES)
        index, new = self.servers.pick(_server_cookie(self.request.headers), arriving=arriving)
        body = self.request.body if self.request.method in ("POST", "PUT", "PATCH") else None
        request = tornado.httpclient.HTTPRequest(
            self.servers.base(index) + self.request.uri,
            method=self.request.method,
            headers=_forwarded(self.request.headers),
            body=body,
            follow_redirects=False,
            decompress_response=False,
            request_timeout=120,
            allow_nonstandard_methods=True,
        )
        try:
            answer = await tornado.httpclient.AsyncHTTPClient().fetch(request, raise_error=False)
        except OSError:
            answer = None
        if answer is None or answer.code == 599:  # no answer: the server is down or restarting
            self.set_status(502)
            self.finish("The app server behind this address is not answering; try again in a moment.")
            return
        self.set_status(answer.code, answer.reason)
        self.clear_header("Content-Type")
        for name, value in answer.headers.get_all():
            if name.lower() == "set-cookie":  # several are several cookies
                self.add_header(name, value)
            elif name.lower() not in HOP_BY_HOP:
                self.set_header(name, value)
        if new:
            self.set_cookie(COOKIE, str(index), path="/", httponly=True, samesite="Lax")
        if answer.body and self.request.method != "HEAD":
            self.write(answer.body)
        self.finish()

    get = head = post = put = delete = patch = options = _relay


class Stream(tornado.websocket.WebSocketHandler):
    """The browser's websocket, relayed message by message to its server's."""

    def initialize(self, servers: Servers) -> None:
        self.servers = servers
        self.upstream: tornado.websocket.WebSocketClientConnection | None = None
        self.asked: list[str] = []

    def check_origin(self, origin: str) -> bool:  # the app server checks the origin it is sent
        return True

    def select_subprotocol(self, subprotocols: list[str]) -> str | None:
        self.asked = list(subprotocols)
        return subprotocols[0] if subprotocols else None

    async def open(self, *args) -> None:  # tornado holds the browser's messages until this returns
        index, _ = self.servers.pick(_server_cookie(self.request.headers), arriving=False)
        request = tornado.httpclient.HTTPRequest(
            self.servers.base(index, "ws") + self.request.uri,
            headers={
                k: v for k, v in _forwarded(self.request.headers).items() if not k.lower().startswith("sec-websocket")
            },
            request_timeout=30,
        )
        try:
            self.upstream = await tornado.websocket.websocket_connect(
                request, on_message_callback=self._from_server, subprotocols=self.asked or None
            )
        except (OSError, tornado.websocket.WebSocketError, tornado.httpclient.HTTPClientError):
            self.close(1011, "the app server is not answering")

    async def on_message(self, message: str | bytes) -> None:
        if self.upstream is not None:
            await self.upstream.write_message(message, binary=isinstance(message, bytes))

    def _from_server(self, message: str | bytes | None) -> None:
        if message is None:  # the server closed its side
            self.close()
            return
        try:
            self.write_message(message, binary=isinstance(message, bytes))
        except tornado.websocket.WebSocketClosedError:
            if self.upstream is not None:
                self.upstream.close()

    def on_close(self) -> None:
        if self.upstream is not None:
            self.upstream.close()
            self.upstream = None


class StreamlitFiles(tornado.web.StaticFileHandler):
    """Streamlit's frontend files: their names carry their hash, so they never change."""

    def set_extra_headers(self, path: str) -> None:
        self.set_header("Cache-Control", "public, max-age=31536000, immutable")


def streamlit_static() -> Path:
    """The folder Streamlit serves ``/static/`` from, found without importing Streamlit."""
    spec = importlib.util.find_spec("streamlit")
    if spec is None or spec.origin is None:
        raise RuntimeError("streamlit is not installed")
    return Path(spec.origin).parent / "static" / "static"


def make_front(ports: Sequence[int]) -> tornado.web.Application:
    servers = Servers(ports)
    return tornado.web.Application(
        [
            (STREAM_PATH, Stream, {"servers": servers}),
            (r"/static/(.*)", StreamlitFiles, {"path": str(streamlit_static())}),
            (r"/.*", Relay, {"servers": servers}),
        ],
        websocket_max_message_size=MAX_UPLOAD,
    )


def run_front(port: int, ports: Sequence[int], address: str = "0.0.0.0") -> None:
    """Serve the front on ``address:port`` until the process is stopped."""

    async def serve() -> None:
        make_front(ports).listen(port, address=address, max_body_size=MAX_UPLOAD)
        await asyncio.Event().wait()

    asyncio.run(serve())
