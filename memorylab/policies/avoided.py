"""What a stated need rules out, so the model's additions do not recommend it, and needs said once.

A grounded reply states a memory a request needs ("You told me your daughter Ola is allergic to
peanuts, so plan it around them.") and keeps what the small model adds. The model does not read
its own notes well: a room's walk got "... and peanut butter wrap with caramel sauce on top" right
after it. :func:`avoided` reads what the stated memories rule out (the thing one is allergic to,
what a diet leaves out), and :func:`recommends_avoided` finds an added sentence that names one of
them without saying it is left out ("peanut-free", "no dairy", "instead of meat" are kept).

:func:`subsumed`: a memory whose every word an already stated one holds says nothing more ("your
daughter is Ola" after "your daughter Ola is allergic to peanuts"), so it is not stated again.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# What a diet or a condition leaves out, by the word the memory says it with.
MEAT = tuple("meat chicken beef pork bacon ham lamb sausage steak".split())
FISH = tuple("fish salmon tuna prawn shrimp anchov".split())
DAIRY = tuple("milk cheese butter cream yoghurt yogurt".split())
GLUTEN = tuple("gluten wheat barley rye".split())
DRINK = tuple("wine beer cocktail prosecco champagne gin rum vodka whisk".split())
DIETS: dict[str, tuple[str, ...]] = {
    "vegan": (*MEAT, *FISH, *DAIRY, "egg", "honey", "gelatin", "gelatine"),
    "vegetarian": (*MEAT, *FISH, "gelatin", "gelatine"),
    "pescatarian": MEAT,
    "coeliac": GLUTEN,
    "celiac": GLUTEN,
    "gluten": GLUTEN,
    "lactose": (*DAIRY, "ice cream"),
    "dairy": DAIRY,
    "teetotal": DRINK,
    "halal": ("pork", "bacon", "ham", "wine", "beer"),
    "kosher": ("pork", "bacon", "ham", "shellfish", "prawn", "shrimp", "lobster"),
}
DIET_SAID = re.compile(rf"\b({'|'.join(DIETS)})\b", re.I)
# "allergic to peanuts", "a peanut allergy", "can't eat shellfish", "doesn't eat gluten or dairy"
ALLERGEN = re.compile(
    r"\b(?:allergic to|allergy to|intolerant to|can(?:'t|not) (?:eat|have)|(?:doesn't|does not|don't) eat|avoids?)"
    r" (?:any |all )?(?P<what>[a-z][a-z -]{1,40}?)(?=[.,;)(]|$| and | or | since | so | but )"
    r"|\b(?P<noun>[a-z]+(?: [a-z]+)?) (?:allergy|intolerance)\b",
    re.I,
)
# Said as left out: "peanut-free", "no dairy", "without eggs", "instead of meat", "swap the butter"
LEFT_OUT = r"(?:no|without|free of|instead of|avoid(?:ing)?|skip(?:ping)?|swap(?:ping)?(?: out)?|not|never|minus)"
# A plant-made stand-in named by what it replaces: "oat milk", "vegan cheese", "peanut butter" for a vegan
STAND_IN = (
    r"(?:oat|soy|soya|almond|coconut|rice|cashew|hemp|pea|plant|plant-based|vegan|dairy-free|non-dairy|peanut|nut"
    r"|apple|cocoa|shea|gluten-free|vegetarian|veggie|meat-free|meatless|mock|faux)"
)
WORDS = re.compile(r"[a-z0-9']+")


def _stem(word: str) -> str:
    word = word.lower().strip()
    for ending in ("ies", "es", "s"):
        if word.endswith(ending) and len(word) > len(ending) + 2:
            return word[: -len(ending)] + ("y" if ending == "ies" else "")
    return word


def avoided(stated: Iterable[str]) -> list[str]:
    """The things the stated memories rule out (stems, lower case): what one is allergic to or
    does not eat, and what a diet named leaves out."""
    out: list[str] = []
    for text in stated:
        for m in ALLERGEN.finditer(text):
            what = (m.group("what") or m.group("noun") or "").lower()
            for part in re.split(r",| and | or ", what):
                part = re.sub(r"^(?:the|a|an|any|all|anything with|foods? with) ", "", part.strip())
                if part and part not in ("it", "them", "that", "this", "food", "foods"):
                    out.append(_stem(part))
        out += [w for m in DIET_SAID.finditer(text) for w in DIETS[m.group(1).lower()]]
    return list(dict.fromkeys(out))


def recommends_avoided(sentence: str, ruled_out: Iterable[str]) -> bool:
    """The sentence names a thing ruled out, and not as left out ("peanut-free", "no dairy", "avoid
    anything with peanuts") nor as its plant-made stand-in ("oat milk", "vegan cheese")."""
    low = sentence.lower()
    for thing in ruled_out:
        for m in re.finditer(rf"\b{re.escape(thing)}(?:s|es)?\b", low):
            before, after = low[max(0, m.start() - 40) : m.start()], low[m.end() : m.end() + 8]
            if re.match(r"[- ]?(?:free|less)\b", after) or re.search(rf"\b{LEFT_OUT}\s+(?:\w+\s+){{0,3}}$", before):
                continue
            if re.search(rf"\b{STAND_IN}[- ]$", before):
                continue
            return True
    return False


def subsumed(text: str, stated: Iterable[str]) -> bool:
    """Every word of ``text`` is in one memory already stated: it adds nothing."""
    words = {_stem(w) for w in WORDS.findall(text.lower())}
    return any(words <= {_stem(w) for w in WORDS.findall(s.lower())} for s in stated)
