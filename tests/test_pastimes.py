"""One vocabulary of pastimes (slot_words.PASTIMES) for every reader of one: the hobby shapes
("been birdwatching since I was a kid", "spent all sunday bouldering", "been canoeing for 3
years") and the hobby slot's keyless memories. Round 24 merged five lists that had drifted apart."""

import pytest

from memorylab.policies.slot_words import PASTIMES
from memorylab.policies.slots import SLOT_BY_NAME
from tests.intro_helpers import stored

# Each said in the three shapes that name a pastime by its word.
SAID = (
    "I've been {} since I was a kid",
    "spent all of sunday {}",
    "I've been {} for about 3 years",
)


@pytest.mark.parametrize("pastime", [p for p in PASTIMES if p.endswith("ing")])
@pytest.mark.parametrize("said", SAID)
def test_every_pastime_is_read_by_every_shape_that_names_one(pastime, said):
    memories = [text for text, key in stored(said.format(pastime)) if (key or "").startswith("hobby")]
    assert memories and pastime in memories[0].lower()


@pytest.mark.parametrize("pastime", PASTIMES)
def test_every_pastime_fills_the_hobby_slot(pastime):
    said = f"User goes {pastime} every week" if pastime.endswith("ing") else f"User goes to {pastime} every week"
    assert SLOT_BY_NAME["hobby"].filled_by(said, None)


@pytest.mark.parametrize(
    "said",
    [
        "spent all day running around after the kids",
        "spent the whole weekend painting the fence",
        "spent all saturday writing my thesis",
        "I've been running late all week",
        "spent all sunday playing with the kids",
    ],
)
def test_a_chore_or_a_hurry_is_no_pastime(said):
    assert not [key for _, key in stored(said) if (key or "").startswith("hobby")]
