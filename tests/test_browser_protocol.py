"""bench.browser_protocol, the attendee without a browser: the widget states it reports are
the ones a browser reports, and against a real ``streamlit run`` (hashing embedder, scripted
model) it opens the Chat page, is granted its id, sends a message and sees the reply stream
and the last turn drawn, two at once each their own; bench.browser_proxy's nginx
configuration is one nginx accepts."""

import asyncio
import shutil
import subprocess

import pytest
from streamlit.proto.Element_pb2 import Element

from bench.browser_protocol import ProtocolAttendee, widget_state
from bench.browser_proxy import nginx_config
from tests.test_browser import start_server, stop_server


def element(kind: str, **fields) -> Element:
    out = Element()
    getattr(out, kind).SetInParent()
    for name, value in fields.items():
        target = getattr(getattr(out, kind), name)
        if isinstance(value, list):
            target.extend(value)
        else:
            setattr(getattr(out, kind), name, value)
    return out


def test_a_widget_reports_the_value_the_server_drew_as_a_browser_does():
    typed = widget_state(element("text_input", id="u", default="", value="ana", set_value=True))
    assert typed.string_value == "ana"
    assert widget_state(element("text_input", id="u", default="anon")).string_value == "anon"
    assert widget_state(element("checkbox", id="t", default=True)).bool_value is True
    assert list(widget_state(element("slider", id="s", default=[0.5])).double_array_value.data) == [0.5]
    moved = widget_state(element("slider", id="s", default=[0.5], value=[0.8], set_value=True))
    assert list(moved.double_array_value.data) == [0.8]
    chosen = widget_state(element("selectbox", id="p", default=1, options=["balanced", "recent-first"]))
    assert chosen.string_value == "recent-first"  # the option's label, as the browser sends it
    assert widget_state(element("selectbox", id="p", default=-1, options=["a"])) is None  # nothing chosen yet
    assert widget_state(element("button", id="b")) is None  # a trigger: reported only when clicked
    assert widget_state(element("markdown", body="hello")) is None  # not a widget


@pytest.fixture(scope="module")
def scripted_server(tmp_path_factory):
    proc, url = start_server(
        {
            "MEMORYLAB_DATA_DIR": str(tmp_path_factory.mktemp("protocol-lab")),
            "MEMORYLAB_EMBEDDER": "hash",
            "MEMORYLAB_MODEL": "scripted/protocol",
        }
    )
    yield url
    stop_server(proc)


async def one_turn(url: str, user: str, text: str) -> ProtocolAttendee:
    attendee = ProtocolAttendee(url, f"user={user}", {"open": ["/static/nothing-here.js"]})
    await attendee.open()
    await attendee.wait("first_run_done", timeout=60)
    await attendee.enter(text)
    await attendee.wait("writes_tab", timeout=60)
    await attendee.close()
    return attendee


def test_a_protocol_attendee_chats_through_the_servers_websocket(scripted_server):
    attendee = asyncio.run(one_turn(scripted_server, "wire", "I'm Wire and I prefer weekly reports."))
    assert "title" in attendee.marks and attendee.chat_input_id.endswith("-chat_input")
    assert "key=" in attendee.query_string  # the server granted the id and rewrote the URL, as for a browser
    assert attendee.page_hash  # the Chat page, named as the browser names it on Enter
    seen = attendee.figures()
    assert 0 < seen["first_piece_s"] <= seen["reply_s"] and seen["first_run_s"] > 0
    assert attendee.widgets  # the sidebar's widgets went back with the message
    assert seen["queue_shown"] is False  # the scripted model has no queue


def test_serve_rooms_warm_visit_readies_a_server_and_its_attendees_still_chat(scripted_server):
    from ui.warm_visit import visit

    said = asyncio.run(visit(int(scripted_server.rsplit(":", 1)[1])))
    assert said.startswith("memorylab: this server is warm (")
    attendee = asyncio.run(one_turn(scripted_server, "after-warm", "I'm Ada and I live in Oslo."))
    assert "user=after-warm" in attendee.query_string and attendee.marks["writes_tab"]


def test_two_protocol_attendees_at_once_each_get_their_own_reply(scripted_server):
    async def both():
        return await asyncio.gather(
            one_turn(scripted_server, "left", "I'm Left and I live in Porto."),
            one_turn(scripted_server, "right", "I'm Right and I live in Leeds."),
        )

    left, right = asyncio.run(both())
    assert "user=left" in left.query_string and "user=right" in right.query_string
    assert left.marks["writes_tab"] and right.marks["writes_tab"]


@pytest.mark.skipif(shutil.which("nginx") is None, reason="nginx is not installed")
def test_the_static_proxy_configuration_is_one_nginx_accepts(tmp_path):
    conf = tmp_path / "nginx.conf"
    conf.write_text(nginx_config(8999, 8998, tmp_path), encoding="utf-8")
    check = subprocess.run(["nginx", "-t", "-p", str(tmp_path), "-c", str(conf)], capture_output=True, text=True)
    assert check.returncode == 0, check.stderr
    assert "proxy_set_header Upgrade" in conf.read_text()  # the websocket passes through
