"""The phone detector reads a text six regions over only when it holds something phone-shaped
(seven digits, no letter or comma between them): that shortcut must never hide a number the
read it replaced (any text with seven digits anywhere) finds."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from memorylab.policies import guard

PARTS = [*"0123456789", " ", "-", ".", "(", ")", "+", "/", ",", "x", "a", "\n", "\u00a0", "٣"]
TEXTS = st.lists(st.sampled_from(PARTS), max_size=40).map("".join) | st.sampled_from(
    [
        "my number is 020 7946 0958",
        "+44 20 7946 0958",
        "tel: 07700 900123, any time",
        "0049 30 901820",
        "+61 2 9374 4000",
        "ring me on 0412 345 678",
        "(1:56 pm on 8 May, 2023) Caroline: I went to the LGBTQ support group yesterday",
        "call 1-800-FLOWERS now",
    ]
)


def full_read(text: str) -> list:
    shaped, guard.PHONE_SHAPED = guard.PHONE_SHAPED, re.compile(r"(?:\D*\d){7}")  # the gate it replaced
    try:
        return list(guard.phones(text))
    finally:
        guard.PHONE_SHAPED = shaped


@settings(max_examples=400, deadline=None)
@given(TEXTS)
def test_the_phone_shaped_shortcut_never_hides_a_number(text):
    assert list(guard.phones(text)) == full_read(text)


def test_numbers_are_still_found_and_a_dated_message_is_not_read():
    assert [kind for kind, *_ in guard.phones("tel: 07700 900123, any time")] == ["phone number"] * 2
    assert guard.PHONE_SHAPED.search("(1:56 pm on 8 May, 2023) Caroline: hi") is None
