"""A name given for signing what is written and said to be the speaker's, after it ("Sign the poem off with my name
pls — Siobhan", "sign with my full name: Tomasz Kowalski") or before it ("sign off any drafts as Dr. Oluwaseun Adeyemi,
that is my full name and title") or from the speaker ("sign the poem from me — Marguerite"); and the short form or
the spelling others use ("name is Oluwaseun but friends shorten it to Seun", "my name's Søren but everyone just writes
Soren"), kept beside the name. Part of the table in :mod:`memorylab.policies.introductions`."""

from __future__ import annotations

from memorylab.policies.intro_shape import NAME, TITLE, Shape

# The words that say a name is the one on one's papers: "my actual name", "my legal name"
FORMAL = r"(?:full|real|first|actual|proper|legal|official|whole|given|christian|good)"

# The words a letter is signed off with, which name no one: "sign it off from me - Regards"
SIGN_OFFS = r"(?:Regards|Best|Cheers|Thanks|Thank|Love|Yours|Sincerely|Kind|Warm|Warmest|Many|All)"

# fmt: off
SIGNED_SHAPES: tuple[Shape, ...] = (
    # "sign it off with my name — Siobhan", "sign with my full name: Tomasz Kowalski"
    Shape("name", "User's name is {name}", "name",
          rf"\bsign(?:ed|ing)?\b[^.!?]{{0,40}}?\bwith my (?:{FORMAL} )?name(?: (?:pls|please|plz))?\s*"
          rf"(?:[—–:,-]|\bwhich is\b|\bit's\b|\bthat's\b)\s*{TITLE}(?P<name>{NAME}(?: {NAME})?)\b", 0.9),
    # "Please sign the poem from me — Marguerite"
    Shape("name", "User's name is {name}", "name",
          rf"\bsign(?:ed|ing)?\b[^.!?]{{0,40}}?\bfrom me\s*[—–:,-]\s*{TITLE}(?!{SIGN_OFFS}\b)"
          rf"(?P<name>{NAME}(?: {NAME})?)\s*[.!]*$", 0.9),
    # the name others use, after one's own: "but friends shorten it to Seun", "but everyone just writes Soren"
    Shape("called", "User's name is {name}", "name",
          r"\bmy name(?:'s| is) [^,.!?]{2,40}?,? but (?:my )?(?:friends|everyone|everybody|people|most people|family"
          r"|colleagues|work)(?: just| usually| always| all)? (?:shorten it to|shortens it to|call me|calls me|writes?"
          rf"(?: it)?(?: as)?|spells?(?: it)?|know me as|knows me as) (?P<name>{NAME})\b", 0.9),
    # a name said when introductions are made: "right, introductions, it's Obi (Obinna really ...)"
    Shape("name", "User's name is {name}", "name",
          r"\bintroductions?(?: first)?[,:!.]*\s+(?:first,?\s+)?(?:I'm|I am|it's|its|my name is|name's|the name's)\s+"
          rf"{TITLE}(?P<name>{NAME}(?: {NAME})?)\b", 0.9),
    # "sign off any drafts as Dr. Oluwaseun Adeyemi, that is my full name and title"
    Shape("name", "User's name is {name}", "name",
          rf"\bsign(?:ed|ing)?\b[^.!?]{{0,40}}? as {TITLE}(?P<name>{NAME}(?: {NAME})?),? (?:that's|that is|which is"
          rf"|it's|it is) my (?:{FORMAL} )?name\b", 0.9),
    # the name to put in a draft's placeholder: "use my actual name — Ingrid Halvorsen — instead of [Your Name]"
    Shape("name", "User's name is {name}", "name",
          r"(?<!n't )(?<!not )(?<!never )\b(?:use|put|write|add|insert|swap in|fill in"
          r"|replace (?:it|that|this|the placeholder|\[[^\]]{1,20}\]) with)"
          rf" my (?:{FORMAL} )?name(?: (?:pls|please|plz|instead|there|here))?\s*"
          rf"(?:[—–:,-]|\bwhich is\b|\bit's\b)\s*{TITLE}(?P<name>{NAME}(?: {NAME})?)\b", 0.9),
)
# fmt: on
