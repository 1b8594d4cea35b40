"""Round 23: what blind batch 27's requests needed and the agent did not bring (indirect 12/18 at
the round's start), as general rules in phrasings of our own: a day out needs the user's
children, a good time to call someone needs where the user lives, "what X are nice ...?" asks
for advice like "which X are good?"."""

import pytest

from memorylab.policies.grounding import Recalled, choose
from memorylab.policies.needs import needs_of


def needs(message: str) -> set[tuple[str, str]]:
    return {(n.topic, n.slot) for n in needs_of(message)}


@pytest.mark.parametrize(
    ("message", "need"),
    [
        ("any plans I could make for a sunday day out?", ("outing", "children")),
        ("when should I call my brother in Auckland?", ("time zone", "home")),
        ("what's the best time to ring my dad in Manila?", ("time zone", "home")),
        ("what houseplants are good for a dark bedroom?", ("pets", "pet")),
        ("what snacks are nice for a long drive?", ("food", "allergy")),
    ],
)
def test_a_request_needs(message, need):
    assert need in needs(message)


@pytest.mark.parametrize(
    "message",
    [
        "what houseplants are native to Brazil?",  # a question about the world, no advice asked
        "I called my sister yesterday",  # a statement
        "when did I last call my mum?",  # the past
    ],
)
def test_no_need_without_a_request(message):
    assert needs_of(message) == []


KIDS = Recalled(1, "User is a single dad to 2 kids", 0.1)
TORONTO = Recalled(2, "User lives in Toronto", 0.0, key="city")
CAT = Recalled(3, "User has a young cat", 0.1, key="pet")


@pytest.mark.parametrize(
    ("message", "recalled", "stated"),
    [
        ("any ideas for a saturday day out?", [KIDS, CAT], KIDS),
        ("what's a good time to call my sister in Sydney?", [TORONTO, KIDS], TORONTO),
        ("what houseplants are nice for a sunny living room?", [CAT, TORONTO], CAT),
    ],
)
def test_the_memory_the_request_needs_is_stated(message, recalled, stated):
    assert stated.memory_id in choose(message, recalled, 0.15).memory_ids


@pytest.mark.parametrize(
    ("message", "said"),
    [
        ("what houseplants are nice for a sunny living room?", "so I'd stick to pet-safe, non-toxic ones"),
        ("any scented candles you'd recommend?", "pet-safe and non-toxic"),
        ("any ideas for my cat's birthday?", "so I'd fit it to them"),  # no word of the request says more
    ],
)
def test_a_pet_need_is_said_as_what_the_request_means_for_it(message, said):
    """Blind batch 27: "You told me you have a young cat, so I'd fit it to them." told the user
    nothing about which plants; the request's own word says what the cat means for it."""
    assert said in choose(message, [CAT], 0.15).statement
