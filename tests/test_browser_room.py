"""A room of strangers in real browsers: alice's browser chats; a fresh browser that opens
alice's id on every page is told it is taken and sees nothing of hers, nor anyone's id;
alice's reload keeps everything; the presenter's key opens her lab and the room view.
The hashing embedder and the scripted model keep it fast."""

from urllib.parse import parse_qs, urlparse

import pytest

from tests.test_browser import ROOT, browser, need_chromium, start_server, stop_server, wait_ready  # noqa: F401

pytestmark = [pytest.mark.browser, pytest.mark.slow]
PRESENTER = "room-test-presenter-key"
SLUGS = [""] + [
    p.stem.split("_", 1)[1]
    for p in sorted((ROOT / "pages").glob("*_*.py"), key=lambda p: int(p.stem.split("_")[0]))[1:]
]
ALICE_SAYS = "My name is Alice and I live in Porto."
ALICE_TEXTS = ("Porto", "User's name is Alice", "User lives in Porto")


@pytest.fixture(scope="module")
def room_server(tmp_path_factory):
    need_chromium()
    proc, url = start_server(
        {
            "MEMORYLAB_DATA_DIR": str(tmp_path_factory.mktemp("room-lab")),
            "MEMORYLAB_EMBEDDER": "hash",
            "MEMORYLAB_MODEL": "scripted/room",
            "MEMORYLAB_PRESENTER_KEY": PRESENTER,
            "MEMORYLAB_EXTRACT_PROCESSES": "1",  # the rule extractor's worker, in a real server (off elsewhere)
        }
    )
    yield url
    stop_server(proc)


def url_params(page) -> dict:
    return {k: v[-1] for k, v in parse_qs(urlparse(page.url).query).items()}


def alerts(page) -> str:
    return " ".join(page.get_by_test_id("stAlert").all_inner_texts())


def chat_once(page, server: str, user: str, says: str) -> None:
    """Open the chat as ``user``, send ``says`` and wait for the reply."""
    page.goto(f"{server}/?user={user}")
    wait_ready(page)
    box = page.get_by_test_id("stChatInputTextArea")
    box.fill(says)
    box.press("Enter")
    page.wait_for_function(
        "() => document.querySelectorAll('[data-testid=\"stChatMessage\"]').length >= 2", timeout=120_000
    )
    wait_ready(page)


def chat_as_alice(page, server: str) -> str:
    chat_once(page, server, "alice", ALICE_SAYS)
    params = url_params(page)
    assert params["user"] == "alice" and len(params.get("key", "")) >= 20  # the token the bookmark keeps
    return params["key"]


def test_strangers_cannot_open_alices_lab_but_she_and_the_presenter_can(room_server, browser):  # noqa: F811
    server = room_server
    alice = browser.new_context(viewport={"width": 1280, "height": 900})
    page = alice.new_page()
    key = chat_as_alice(page, server)

    strangers = browser.new_context(viewport={"width": 1280, "height": 900})  # no state shared with alice
    opened = {}
    for slug in SLUGS:  # every page asked for at once, one tab each (a tab is its own session)
        opened[slug] = strangers.new_page()
        opened[slug].goto(f"{server}/{slug}?user=alice", wait_until="commit")
    for slug, stranger in opened.items():
        wait_ready(stranger, timeout=120_000)
        told = alerts(stranger)
        assert "is taken" in told, slug
        assert stranger.get_by_role("textbox", name="User (tenant)").input_value() != "alice", slug
        assert url_params(stranger)["user"] != "alice", slug
        html = stranger.content()
        assert not any(text in html for text in ALICE_TEXTS), slug
        shown = stranger.inner_text("body").replace("user id alice is taken", "")  # the refusal names it
        assert "alice" not in shown, slug  # no other id anywhere
        assert stranger.get_by_test_id("stException").count() == 0, slug
    assert "presenter only" in stranger.inner_text("body")  # the last page: the room view

    page.reload()  # alice's own reload: the URL still holds her key
    wait_ready(page)
    assert ALICE_SAYS in " ".join(page.get_by_test_id("stChatMessage").all_inner_texts())
    page.goto(f"{server}/Memory_store?user=alice&key={key}")  # her bookmark of another page
    wait_ready(page)
    page.locator("[role=gridcell]", has_text="User lives in Porto").first.wait_for(state="attached", timeout=30_000)
    assert "is taken" not in alerts(page)

    presenter = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    presenter.goto(f"{server}/Memory_store?user=alice&presenter_key={PRESENTER}")
    wait_ready(presenter)
    presenter.locator("[role=gridcell]", has_text="User lives in Porto").first.wait_for(
        state="attached", timeout=30_000
    )
    assert "presenter_key" not in url_params(presenter)  # never left in the URL a projector shows
    presenter.goto(f"{server}/Room?presenter_key={PRESENTER}")
    wait_ready(presenter)
    body = presenter.inner_text("body")
    assert "Attendees active" in body and "Memories written" in body
    assert "Porto" not in presenter.content()


def test_a_shared_page_link_lands_in_the_lab_the_browser_already_holds(room_server, browser):  # noqa: F811
    """The presenter shares a bare page link: an attendee who already has a lab lands in it
    (the cookie the app wrote), a browser that never opened the app gets a lab of its own."""
    server = room_server
    attendee = browser.new_context(viewport={"width": 1280, "height": 720})
    first = attendee.new_page()
    first.goto(server)
    wait_ready(first)
    mine = url_params(first)
    assert mine.get("key")
    link = attendee.new_page()  # a new tab: a Streamlit session of its own, the same browser
    link.goto(f"{server}/Scoring_lab")
    wait_ready(link)
    assert url_params(link)["user"] == mine["user"] and url_params(link)["key"] == mine["key"]
    assert "Back in your lab" in alerts(link) and "is taken" not in alerts(link)
    first.get_by_role("button", name="New session").click()  # a new conversation in the first tab ...
    first.wait_for_function("() => new URL(location.href).searchParams.has('session')", timeout=30_000)
    wait_ready(first)
    session = url_params(first)["session"]
    again = attendee.new_page()  # ... and the plain address in a new tab returns to it
    again.goto(server)
    wait_ready(again)
    assert url_params(again)["session"] == session and f"Session {session}" in again.inner_text("body")
    stranger = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    stranger.goto(f"{server}/Scoring_lab")
    wait_ready(stranger)
    assert url_params(stranger)["user"] != mine["user"] and "Back in your lab" not in alerts(stranger)


def test_someone_elses_short_link_keeps_the_browser_in_its_own_lab(room_server, browser):  # noqa: F811
    """The round-17 walk: an attendee opened a neighbour's short link (``?user=<their id>``,
    no key) in a new tab; the refusal gave a fresh lab, the cookie then held that one, and
    the attendee's own lab was lost to the browser. Now the refusal keeps the cookie's lab."""
    server = room_server
    owner = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    owner.goto(server)
    wait_ready(owner)
    theirs = url_params(owner)["user"]
    attendee = browser.new_context(viewport={"width": 1280, "height": 720})
    first = attendee.new_page()
    first.goto(server)
    wait_ready(first)
    first.get_by_role("button", name="New session").click()  # the attendee's conversation is not "main"
    wait_ready(first)
    mine = url_params(first)
    assert mine.get("session", "main") != "main"
    link = attendee.new_page()
    link.goto(f"{server}/Memory_store?user={theirs}")
    wait_ready(link)
    told = alerts(link)
    assert "is taken" in told and f"back in your own lab {mine['user']}" in told.lower().replace("*", "")
    assert url_params(link)["user"] == mine["user"] and url_params(link)["key"] == mine["key"]
    # the round-18 walk: the refused tab opened "main" and wrote it into the cookie, so the next tab did too
    assert url_params(link).get("session") == mine["session"]
    again = attendee.new_page()  # and the plain address still opens the attendee's own lab, in its conversation
    again.goto(server)
    wait_ready(again)
    assert url_params(again)["user"] == mine["user"] and url_params(again).get("session") == mine["session"]


def test_the_presenters_address_bar_holds_no_token_a_copy_of_it_opens_nothing(room_server, browser):  # noqa: F811
    """The round-16 walk copied the presenter's address bar (?user=...&key=...) into another
    browser and could edit and forget the demo persona. In presenter mode the token stays in the
    cookie: a reload keeps the lab, a copied link is told the id is taken."""
    server = room_server
    projector = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    projector.goto(f"{server}/?presenter_key={PRESENTER}&presenter=1")
    wait_ready(projector)
    shown = url_params(projector)
    assert shown["presenter"] == "1" and "key" not in shown and "presenter_key" not in shown
    projector.reload()
    wait_ready(projector)
    assert url_params(projector)["user"] == shown["user"] and "is taken" not in alerts(projector)
    copied = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    copied.goto(projector.url)
    wait_ready(copied)
    assert "is taken" in alerts(copied) and url_params(copied)["user"] != shown["user"]
    # the round-18 walk reloaded the Room and lost presenter rights: the projector's browser keeps them
    projector.goto(f"{server}/Room?presenter=1")
    wait_ready(projector)
    assert "Attendees active" in projector.inner_text("body")
    assert PRESENTER not in projector.url
    # the round-18 walk: on the projector the figures were the size of their labels
    size = "e => parseFloat(getComputedStyle(e).fontSize)"
    figure = projector.locator("[data-testid=stMetricValue] p").first.evaluate(size)
    label = projector.locator("[data-testid=stMetricLabel] p").first.evaluate(size)
    assert figure >= 1.8 * label, (figure, label)
    copied.goto(f"{server}/Room?presenter=1")  # another browser, with the same address: not a presenter
    wait_ready(copied)
    assert "presenter only" in copied.inner_text("body") and "Attendees active" not in copied.inner_text("body")
