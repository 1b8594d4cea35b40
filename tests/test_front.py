"""The room's front (memorylab/front.py, ``memorylab serve-room``): each browser is dealt to
one app server and kept there; the servers share one Postgres, so what one server knows (a
claimed user id) every server knows. The end-to-end test runs the real command with two
``streamlit run`` servers (hash embedder, scripted model) and two real browsers."""

import os
import signal
import subprocess
import sys
import urllib.error
import urllib.request

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memorylab.front import COOKIE, Servers, _server_cookie
from tests.test_browser import ROOT, SHOTS, browser, free_port, need_chromium, wait_answering, wait_ready  # noqa: F401
from tests.test_browser_room import chat_once

PRESENTER = "front-test-presenter-key"


def test_new_browsers_are_dealt_to_the_server_with_fewest_and_a_cookie_keeps_them():
    servers = Servers([9001, 9002])
    assert servers.pick(None) == (0, True)
    assert servers.pick(None) == (1, True)
    assert servers.pick("0") == (0, False)  # a returning browser is not counted again
    assert servers.pick(None) == (0, True)
    assert servers.given == [2, 1]
    assert servers.pick(None, arriving=False) == (1, False)  # a health check is nobody's arrival
    assert servers.given == [2, 1]
    assert servers.base(1) == "http://127.0.0.1:9002" and servers.base(0, "ws") == "ws://127.0.0.1:9001"
    with pytest.raises(ValueError):
        Servers([])


@given(st.text(max_size=12))
def test_any_cookie_value_reaches_a_real_server(value):
    servers = Servers([9001, 9002, 9003])
    index, new = servers.pick(value)
    assert 0 <= index < 3
    assert new == (not (value.isascii() and value.isdigit() and int(value) < 3))


def test_the_server_cookie_is_read_from_a_cookie_header_and_a_bad_header_is_none():
    from tornado.httputil import HTTPHeaders

    assert _server_cookie(HTTPHeaders({"Cookie": f"a=1; {COOKIE}=1; b=2"})) == "1"
    assert _server_cookie(HTTPHeaders({"Cookie": "a=1"})) is None
    assert _server_cookie(HTTPHeaders({})) is None
    assert _server_cookie(HTTPHeaders({"Cookie": '\x00;;=="'})) is None


def test_the_front_serves_streamlits_files_itself_and_says_502_when_no_server_answers():
    import asyncio
    import threading

    from memorylab.front import make_front, streamlit_static

    port, dead = free_port(), free_port()  # nothing listens on ``dead``
    loop = asyncio.new_event_loop()
    started = threading.Event()

    def serve() -> None:
        asyncio.set_event_loop(loop)
        make_front([dead]).listen(port, address="127.0.0.1")
        started.set()
        loop.run_forever()

    threading.Thread(target=serve, daemon=True).start()
    started.wait(10)
    try:
        name = next(p for p in streamlit_static().rglob("*.js") if p.is_file())
        path = name.relative_to(streamlit_static()).as_posix()
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/static/{path}", timeout=10) as answer:
            assert answer.status == 200 and "immutable" in answer.headers["Cache-Control"]
            assert answer.read() == name.read_bytes()
        with pytest.raises(urllib.error.HTTPError) as down:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/?user=alice", timeout=30)
        assert down.value.code == 502 and b"not answering" in down.value.read()
    finally:
        loop.call_soon_threadsafe(loop.stop)


@pytest.fixture(scope="module")
def room(tmp_path_factory):
    """``memorylab serve-room --servers 2`` on the test Postgres, until its health answers."""
    need_chromium()
    from tests.postgres import fresh_database

    port = free_port()
    while any(_taken(port + i) for i in (1, 2)):
        port = free_port()
    env = {
        **os.environ,
        "MEMORYLAB_DATABASE_URL": fresh_database(),
        "MEMORYLAB_EMBEDDER": "hash",
        "MEMORYLAB_MODEL": "scripted/room",
        "MEMORYLAB_PRESENTER_KEY": PRESENTER,
        "MEMORYLAB_DATA_DIR": str(tmp_path_factory.mktemp("front-lab")),
        "HF_HUB_OFFLINE": "1",
    }
    proc = subprocess.Popen(
        [sys.executable, "-m", "memorylab", "serve-room", "--servers", "2", "--port", str(port)]
        + ["--address", "127.0.0.1", "--app", str(ROOT / "app.py")],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    url = f"http://127.0.0.1:{port}"
    wait_answering(proc, url, "serve-room", seconds=180)
    yield url
    proc.send_signal(signal.SIGTERM)  # stops the front, then the servers
    try:
        proc.wait(timeout=120)
    except subprocess.TimeoutExpired:
        proc.kill()


def _taken(port: int) -> bool:
    import socket

    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


def _server_of(context) -> str:
    return next(c["value"] for c in context.cookies() if c["name"] == COOKIE)


@pytest.mark.browser
@pytest.mark.slow
def test_two_browsers_chat_through_one_address_on_two_servers_that_share_one_memory(room, browser):  # noqa: F811
    alice = browser.new_context(viewport={"width": 1280, "height": 900})
    bob = browser.new_context(viewport={"width": 1280, "height": 900})
    alice_page, bob_page = alice.new_page(), bob.new_page()
    chat_once(alice_page, room, "alice", "My name is Alice and I live in Porto.")
    chat_once(bob_page, room, "bob", "My name is Bob and I live in Lyon.")
    assert {_server_of(alice), _server_of(bob)} == {"0", "1"}  # one browser on each server
    SHOTS.mkdir(parents=True, exist_ok=True)
    for name, page in (("alice", alice_page), ("bob", bob_page)):
        page.screenshot(path=str(SHOTS / f"front-{name}.png"))
    for page, says in ((alice_page, "I live in Porto"), (bob_page, "I live in Lyon")):
        assert says in " ".join(page.get_by_test_id("stChatMessage").all_inner_texts())
        assert page.get_by_test_id("stException").count() == 0

    alice_page.reload()  # a reload is a new websocket: the cookie brings it back to the same server
    wait_ready(alice_page)
    assert "I live in Porto" in " ".join(alice_page.get_by_test_id("stChatMessage").all_inner_texts())

    # bob's browser, on the other server, asks for alice's id: her claim is in the shared database
    bob_page.goto(f"{room}/?user=alice")
    wait_ready(bob_page)
    assert "is taken" in " ".join(bob_page.get_by_test_id("stAlert").all_inner_texts())
    assert "Porto" not in bob_page.content()
    alice.close()
    bob.close()
