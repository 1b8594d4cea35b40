"""What the speaker has, wears, names and enters that people ask about days later, said in words no other shape
reads: a shoe size said as what one is ("I'm a 44 in European shoe sizes", "I take a size 9"), a thing of one's
own given a name ("we named our sailing boat the Salty Pretzel", "I call my campervan Betsy"), a race one is
running ("I'm running the Berlin Marathon this September", "doing my first triathlon in June"), what one's child
plays and for whom ("my son plays goalkeeper for the under-11s"). Part of the table in
:mod:`memorylab.policies.introductions` (spliced in with :mod:`memorylab.policies.intro_lasting`), so every gate
of the table holds: "if I were a size 9", "my friend named her boat ...", "running the marathon would kill me"."""

from __future__ import annotations

import re

from memorylab.policies.intro_kinfacts import ENDS
from memorylab.policies.intro_shape import (
    JOB,
    KIND_PREF,
    NAME,
    NAMES,
    Shape,
    capitalised,
    not_a_job,
    with_article,
    words_pattern,
)
from memorylab.policies.intro_tastes import an_allergen
from memorylab.policies.intro_words import ANIMALS, DWELLINGS

SIZE = r"(?P<size>\d{1,2}(?:\.5)?)"
SYSTEM = r"(?:(?P<system>EU|UK|US|European|British|American|Euro) )?"
SHOES = r"shoes?|shoe sizes?|boots?|trainers|sneakers"
# Things people name: a boat, a vehicle, a house, an instrument (an animal's name is read by the pet shapes).
NAMED_THINGS = (
    r"boat|yacht|dinghy|narrowboat|canoe|kayak|car|van|campervan|camper|motorhome|caravan|truck|ute|bike|motorbike"
    r"|scooter|tractor|house|cottage|cabin|farm|guitar|piano|cello|violin|roomba|robot|hoover|plant|tree|allotment"
)
TITLE = r"(?:the )?(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,3}"
RACES = (
    r"marathon|half marathon|half|ultra|ultramarathon|10k|5k|half ironman|ironman|triathlon|duathlon|race|sportive"
    r"|fun run|obstacle race|tough mudder|relay|channel swim|trail race|century ride"
)
CHILD = r"(?:son|daughter|boy|girl|eldest|youngest|oldest|middle one|kid|lad|stepson|stepdaughter)"


def _a_job(fields: dict) -> bool:
    """A job with its article ("paramedic" -> "a paramedic"), not a pastime nor a word that is no job."""
    fields["what"] = with_article(fields["what"])
    return not_a_job(fields)


def _system(fields: dict) -> bool:
    """The sizing a shoe size is given in: " (European)"; nothing when not said."""
    system = fields["system"]
    fields["system"] = f" ({'European' if system.upper() in ('EU', 'EURO') else system})" if system else ""
    return True


def _ours(fields: dict) -> bool:
    """ "my 5th marathon" -> "User's 5th marathon"; a named thing's key by its last word ("sailing boat" -> boat)."""
    if "race" in fields:
        fields["race"] = re.sub(r"\b(?:my|our)\b", "User's", fields["race"])
    fields["thing_key"] = (fields.get("thing", "").split() or [""])[-1].lower()
    return True


# fmt: off
# Read in a question too: "twin boys, Leo and Max, turning 7 next week — party games?", "correction: Mochi is a
# rabbit not a cat, what should she eat?"
ALSO_ASKED: tuple[Shape, ...] = (
    # one's job put right in an aside: "— paramedic, not a doctor, before u ask —", "(nurse, not a doctor)"
    Shape("work", "User is {what}", "job",
          rf"(?:^|[—–(]\s*|\s-\s)(?P<what>(?:[\w-]+ )?{JOB}),? not an? (?:[\w-]+ )?{JOB}\b", 0.75,
          check=_a_job),
    # one's animal put right: "correction: Mochi is a rabbit not a cat", "sorry, Biscuit is a guinea pig"
    Shape("pet", "User has {art} {noun} called {name}", "{pet_key}",
          rf"^(?:correction|sorry|oops|actually|wait|edit|to be clear)[:,!]*\s+(?P<name>{NAME}) is (?P<art>an?)"
          rf" (?P<noun>{words_pattern(ANIMALS)})\b(?=,?\s+not an? )", 0.8),
    # children named in apposition: "twin boys, Leo and Max, turning 7", "I have 4 kids and the youngest, Pia, has ..."
    Shape("kin_named", "User's {adj}{noun} are {names}", "children",
          r"^(?:(?:so|ok|okay|well|right),? )?(?P<adj>(?:twin|two|three|little|teenage|grown-up) )?"
          rf"(?P<noun>boys|girls|sons|daughters|kids|twins|lads), (?P<names>{NAMES}),"
          r" (?=turning|turn|are|aged|both|who|just|\d)", 0.8),
    Shape("kin_named", "User's {noun} is {name}", "children",
          r"\b(?:kids|children|sons|daughters|boys|girls|grandkids)\b[^.!?]{0,40}?\bthe (?P<noun>youngest|eldest"
          rf"|oldest|middle one|baby|little one), (?P<name>{NAME}),", 0.8),
)
HELD: tuple[Shape, ...] = (
    # "I'm a 44 in European shoe sizes", "I'm a size 9 shoe", "I take a size 7 in boots", "I wear a UK 10"
    *(Shape("shoe_size", "User's shoe size is {size}{system}", "shoe_size", said, 0.7, check=_system) for said in (
        rf"\bI(?:'m| am) (?:an? )?(?:size )?{SIZE} (?:in )?{SYSTEM}(?:{SHOES})\b",
        rf"\bI(?:'m| am) (?:an? )?(?:size )?{SYSTEM}{SIZE} (?:in )?(?:{SHOES})\b",
        rf"\bI (?:usually |normally |always )?(?:wear|take) (?:an? )?(?:size )?{SYSTEM}{SIZE} (?:in )?(?:{SHOES})\b",
    )),
    # "we named our sailing boat the Salty Pretzel", "I call my campervan Betsy", "our house is called Rose Cottage"
    Shape("named_thing", "User's {thing} is called {title}", "named:{thing_key}",
          r"\b(?:I|we) (?:\w+ly |also |just )?(?:named|call|called|christened|dubbed) (?:my|our)"
          rf" (?P<thing>(?:[\w-]+ ){{0,2}}?(?:{NAMED_THINGS})) (?P<title>{TITLE})"
          rf"|\bour (?P<thing2>(?:[\w-]+ ){{0,2}}?(?:{NAMED_THINGS})) (?:is|'s) (?:called|named)"
          rf" (?P<title2>{TITLE})", 0.7,
          check=lambda f: _ours(_either(f))),
    # "I'm running the Berlin Marathon this September", "doing my first triathlon in June", "running my 5th marathon"
    Shape("event", "User is {doing} {race}{when}", "event:{noun_head}",
          r"(?:\bI(?:'m| am) |^)(?![^.!?]*\b(?:would|could|might|must|sounds|seems)\b)(?:\w+ly |also |finally )?"
          r"(?P<doing>running|doing|racing|riding|swimming|cycling|walking)"
          rf" (?P<race>(?:the|my|a|an) (?:[\w'-]+ ){{0,3}}?(?:{RACES}))\b"
          r"(?P<when> (?:this|next|in|on) (?-i:[A-Za-z])[a-z]+)?", 0.7, check=_ours),
    # home as a dwelling somewhere: "home is a little farmhouse outside Ballarat", "home is a flat above a chippy in
    # Leeds" (a place said bare, "home is Ballarat", is read by intro_home)
    Shape("home", "User lives in {place}", "city",
          rf"\b(?:home(?: for me)? is|my home is) (?:an?|the|our|my) (?:[\w-]+ ){{0,3}}?{DWELLINGS}"
          r"(?: (?:on|by|at|above|over|near|off|behind|next to) (?:an?|the) (?:[\w-]+ ){0,2}?[\w-]+)?"
          r" (?:in|near|outside|just outside|on the outskirts of|not far from|close to) (?P<place>.+)", 0.7,
          check=capitalised),
    *ALSO_ASKED,
    # a title named, then what it is to the speaker: "I could reread Pride and Prejudice forever, it's my comfort
    # book", "watched Spirited Away 30 times, that's my go-to film"
    Shape("favourite", "User's {which} {thing} is {what}", "favourite:{thing}",
          r"(?<=\s)(?!I\b)(?P<what>(?-i:[A-Z])[\w'-]+(?: (?:(?:and|of|the|a|in|on|&) )*(?-i:[A-Z])[\w'-]+){0,5})"
          r"\b[^.!?]{0,40}?"
          r",\s*(?:it's|its|it is|that's|thats|that is) (?:literally |honestly |basically |still )?my (?P<which>comfort"
          r"|favou?rite|fave|go-to|all-time favou?rite|desert island) (?P<thing>book|novel|film|movie|show|series|album"
          r"|song|game|food|meal|dish|read|watch|podcast)\b", 0.6, KIND_PREF),
    # an allergy said by what it does: "hay fever wrecks me every may, birch pollen specifically", "me and cats =
    # sneezing for days" (not "my son's hay fever": someone else's, turned away by the table)
    Shape("allergy", "User is allergic to {what}", "allergy:{noun_head}",
          r"(?:^(?=[^.!?]*\bme\b)|\b(?:my|I get|I have|I suffer from|I've got|I got)\s+)hay ?fever\b[^.!?]{0,60}?"
          r"\b(?P<what>(?:[\w-]+ )?pollen)\b", 0.9),
    Shape("allergy", "User is allergic to {what}", "allergy:{noun_head}",
          r"^me (?:and|\+|&) (?!(?:my|our|the|his|her|their|you|him)\b)(?P<what>[a-z][\w -]{1,20}?)"
          r" ?(?:=|->|don't mix|dont mix|do not mix)"
          r"(?=[^.!?]*\b(?:sneez|hives|allerg|itch|wheez|swell|rash|puff|streaming))", 0.9, check=an_allergen),
    # one's animal named after a description: "the only permanent resident is Noodle, a one-eyed black cat"
    Shape("pet", "User has {desc}{noun} called {name}", "{pet_key}",
          r"\b(?:resident|boss|queen|king|ruler|baby|love of my life|companion|sidekick|shadow)\b[^.!?,]{0,20}? is"
          rf" (?P<name>{NAME}), (?P<desc>an? (?:[\w-]+ ){{0,3}}?)(?P<noun>{words_pattern(ANIMALS)})\b", 0.8),
    # "my son plays goalkeeper for the under-11s", "our eldest plays second violin in the county youth orchestra"
    Shape("kin_play", "User's {who} plays {what} {where}", "family:{who}",
          rf"\b(?:my|our) (?P<who>{CHILD}) (?:also |now |still )?plays (?P<what>(?!with\b|around\b|outside\b|up\b"
          r"|games\b|on\b|in\b|at\b|for\b)[\w-]+(?: [\w-]+){0,2}?) (?P<where>(?:for|in|at) (?:the |a |an |his |her"
          rf" |their )?[\w' -]{{2,30}}?){ENDS}", 0.7),
)
# fmt: on


def _either(fields: dict) -> dict:
    """A thing named by the speaker ("we named our boat ...") or said to be called so ("our house is called ...")."""
    fields["thing"] = fields["thing"] or fields.pop("thing2", "")
    fields["title"] = fields["title"] or fields.pop("title2", "")
    return fields
