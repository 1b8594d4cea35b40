"""The shapes of a partner said by being together rather than by a noun: "I've been with Mark for 3 years",
"me and Leon have been together since 2019", "I'm seeing Priya", "Tom and I split up, I'm with Leon now".
Part of the table in :mod:`memorylab.policies.introductions` (after the family shapes, which read "my
boyfriend Leon" and "Leon and I have been together" first). The name must be a first name Faker lists, so
"I've been with Barclays for 10 years" and "I'm with Vodafone now" say nothing of a partner."""

from __future__ import annotations

from memorylab.policies.intro_shape import NAME, Shape, is_first_name

# Where what is said of the pair stops.
AFTER = r"(?=\s*[,.!?;:—–]|\s*$|\s+(?:and|but|so|now|lol|haha|btw)\b)"
HOW_LONG = (
    r"(?:for (?:about |almost |nearly |over |like )?(?:\d+|a|an|two|three|four|five|six|seven|eight|nine|ten|a few"
    r"|a couple of|many) (?:years?|yrs|months?|decades?)|since (?:\d{4}|uni|school|college|we were \w+))"
)

# fmt: off
TOGETHER: tuple[Shape, ...] = (
    # "I've been with Mark for 3 years", "been seeing Priya since uni"
    Shape("family", "User's partner is {name}", "partner",
          rf"\bI(?:'ve| have) been (?:with|seeing|dating|going out with|together with) (?P<name>{NAME}) {HOW_LONG}\b",
          0.8, check=is_first_name),
    # "me and Leon have been together since 2019"
    Shape("family", "User's partner is {name}", "partner",
          rf"\b(?:me|I) (?:and|&) (?P<name>{NAME}) (?:have|'ve) been (?:together|married|a couple|dating) {HOW_LONG}\b",
          0.8, check=is_first_name),
    # "I'm seeing Priya", "I'm dating Sam now"; "Tom and I split up, I'm with Leon now" (not "with Leon at the pub")
    Shape("family", "User is dating {name}", "partner",
          rf"\bI(?:'m| am) (?:now |currently )?(?:seeing|dating|going out with) (?P<name>{NAME}){AFTER}", 0.75,
          check=is_first_name),
    Shape("family", "User's partner is {name}", "partner",
          rf"\bI(?:'m| am) (?:now )?with (?P<name>{NAME}) now{AFTER}", 0.8, check=is_first_name),
)
# fmt: on
