"""Where the user lives, asked for and never said, when a recalled memory places them: "where do I
live?" after only "I work night shifts as a paramedic in Gdansk" is told that place as what it is,
not as a home ("You haven't told me where you live, but you told me you work night shifts as a
paramedic in Gdansk."), rather than "I can help you with anything!" (two rooms' walks, round 31
and 32: "teach in Nairobi", "a paramedic in Gdansk").

Only for the home asked for (the ``home`` slot) with no memory that fills it, and only a memory
that names a known place (GeoNames, :mod:`memorylab.policies.places`) after "in" or "at".
"""

from __future__ import annotations

from collections.abc import Sequence

from memorylab.policies.places import place_at
from memorylab.policies.wording import second_person

# Names of times that are also names of places somewhere ("in May", "in August")
NOT_PLACES = frozenset(
    "january february march april may june july august september october november december monday tuesday"
    " wednesday thursday friday saturday sunday spring summer autumn fall winter christmas easter".split()
)
HEDGE = "You haven't told me where you live, but you told me "


def placed_in(text: str) -> str | None:
    """The known place a memory names after "in" or "at" ("... a paramedic in Gdansk" -> "Gdansk")."""
    words = text.rstrip(".!").split()
    for at, word in enumerate(words[:-1]):
        if word.lower() in ("in", "at"):
            place = place_at(" ".join(words[at + 1 :]))
            if place and place.lower() not in NOT_PLACES:
                return place
    return None


def home_hint(slot_names: Sequence[str], recalled: Sequence) -> tuple[object, str, str] | None:
    """For a question that asks where the user lives (and no memory says it): the recalled memory
    that places the user, the hedged statement, and why; or None."""
    if "home" not in slot_names:
        return None
    placed = [(r, place) for r in recalled if r.text.startswith("User ") and (place := placed_in(r.text))]
    if not placed:
        return None
    best, place = max(placed, key=lambda p: p[0].similarity)
    said = second_person(best.text).rstrip(".")
    why = f"memory #{best.memory_id}: the question asks where you live, no memory says it, and this one places you"
    why += f" in {place}"
    return best, HEDGE + said + ".", why
