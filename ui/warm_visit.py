"""Ready app servers before a room arrives: ``python -m ui.warm_visit PORT [PORT ...]``.

A Streamlit server runs app.py only when a session opens, so a server loads its models
when its first browser comes. ``memorylab serve-room`` starts several servers and its front
deals the room's browsers among them; without this, the presenter's page warms the server
it lands on and every other server loads its models while its first attendees wait.

This opens one session on each server, as a browser does (Streamlit's websocket, the
``streamlit`` subprotocol, a ``rerun_script`` with ``?warm_up=1``), and waits for the
script's run to finish: app.py then opens the lab, waits for its warm-up and stops
(``ui.labs.warm_visit``). No user id is granted and nothing is written. The servers warm
at once, each in its own process. Prints one line per server; exits 1 if one failed.
"""

from __future__ import annotations

import asyncio
import sys
import time

from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from websockets.asyncio.client import connect

from ui.labs import WARM_VISIT, WARM_VISIT_WAIT_S


async def visit(port: int, timeout: float = WARM_VISIT_WAIT_S + 60) -> str:
    """The text the warm-up page wrote on the server at ``port`` (its state and seconds)."""
    said: list[str] = []
    async with connect(
        f"ws://127.0.0.1:{port}/_stcore/stream", subprotocols=["streamlit"], max_size=None, open_timeout=60
    ) as socket:
        message = BackMsg()
        message.rerun_script.query_string = f"{WARM_VISIT}=1"
        await socket.send(message.SerializeToString())
        async with asyncio.timeout(timeout):
            async for frame in socket:
                msg = ForwardMsg.FromString(frame)
                kind = msg.WhichOneof("type")
                if kind == "delta" and msg.delta.WhichOneof("type") == "new_element":
                    element = msg.delta.new_element
                    if element.WhichOneof("type") == "markdown":
                        said.append(element.markdown.body)
                    elif element.WhichOneof("type") == "exception":
                        said.append(f"failed: {element.exception.message}")
                elif kind == "script_finished":
                    break
    return " ".join(said) or "the page wrote nothing"


async def visit_all(ports: list[int]) -> bool:
    start = time.perf_counter()
    results = await asyncio.gather(*(visit(p) for p in ports), return_exceptions=True)
    ok = True
    for port, result in zip(ports, results):
        if isinstance(result, BaseException):
            result, ok = f"could not warm up: {result!r}", False
        ok = ok and result.startswith("memorylab: this server is warm")
        print(f"memorylab: server on port {port}: {result.removeprefix('memorylab: ')}", flush=True)
    print(f"memorylab: {len(ports)} servers readied in {time.perf_counter() - start:.1f} s", flush=True)
    return ok


def main(argv: list[str]) -> int:
    try:
        ports = [int(a) for a in argv]
    except ValueError:
        print("usage: python -m ui.warm_visit PORT [PORT ...]", file=sys.stderr)
        return 2
    return 0 if asyncio.run(visit_all(ports)) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
