"""A favourite named beside the words that call it one, inside a request: "book recs similar to my
all-time favourite, The Left Hand of Darkness?", "lots of Fleetwood Mac since they're my favourite
band". The table reads "my favourite band is X" and "X is my favourite book"; these put the title
after a comma, or before "since it's", where a question is asked around it.

The title is words in capitals (small words inside it kept: "of", "the", "and"), so "my favourite,
honestly" names nothing.
"""

from __future__ import annotations

import re

from memorylab.policies.intro_shape import Shape

KINDS = (
    r"book|novel|film|movie|band|album|song|show|series|tv show|game|author|writer|singer|artist|podcast|poem|poet"
    r"|play|musical|anime|comic|director"
)
TITLE_WORDS = (
    r"(?:The |A |An )?(?-i:[A-Z])[\w'’.-]*(?: (?:(?-i:of|the|and|in|on|a|an|to|for|&)|(?-i:[A-Z])[\w'’.-]*)){0,7}"
)
SMALL_END = re.compile(r"(?: (?:of|the|and|in|on|a|an|to|for|&))+$")


def _a_title(fields: dict) -> bool:
    """The title without small words left at its end ("The Left Hand of" is cut at "of")."""
    fields["title"] = re.sub(
        r"^(?:the|an?) ", "", SMALL_END.sub("", fields["title"].strip())
    )  # "the Harry Potter world"
    fields["kind"] = fields.get("kind") or ""
    fields["what_key"] = fields["kind"].strip().split(" ")[-1].lower() or "thing"  # as the table files them
    return len(fields["title"]) > 1 and fields["title"].lower() not in ("i", "the", "a")


# fmt: off
FAVOURITES_ASIDE: tuple[Shape, ...] = (
    # "similar to my all-time favourite, The Left Hand of Darkness", "my fave film, Arrival, ..." (not "Le Guin is my
    # favourite author, The Dispossessed changed my life": the favourite was said before)
    Shape("favourite", "User's favourite{kind} is {title}", "favourite:{what_key}",
          r"(?<!\bis )(?<!\bare )(?<!'s )\bmy (?:all-time |all time |absolute |personal |forever )?"
          r"(?:favou?rite|fave|fav)"
          rf"(?P<kind> (?:{KINDS}))?(?: (?:ever|of all time))?,\s+(?P<title>{TITLE_WORDS})", 0.7, check=_a_title),
    # "lots of Fleetwood Mac since they're my favourite band", "Dune, because it's my favourite book"
    Shape("favourite", "User's favourite{kind} is {title}", "favourite:{what_key}",
          rf"(?P<title>{TITLE_WORDS}),? (?:since|because|as|cause|cos|coz) (?:they're|they are|it's|it is|he's|she's"
          r"|he is|she is) (?:still )?my (?:(?:all-time |all time |absolute )?(?:favou?rite|fave|fav)"
          rf"(?P<kind> (?:{KINDS}))|queen|king|idol)\b",
          0.7, check=_a_title),
    # the favourite said in brackets after it: "a quiz on the Harry Potter world (favourite series since I was 10)"
    Shape("favourite", "User's favourite{kind} is {title}", "favourite:{what_key}",
          rf"(?P<title>{TITLE_WORDS})(?: [a-z]+)? \((?:my )?(?:all-time |all time |absolute )?(?:favou?rite|fave|fav)"
          rf"(?P<kind> (?:{KINDS}))?\b", 0.7, check=_a_title),
)
# fmt: on


# A hobby said of what the sentence before named: "any good spots for birdwatching? It's been my main hobby since
# I retired", "where do hobbies go on a CV — mine is competitive sailing".
HOBBY_IT = re.compile(
    r"^(?:and |but |honestly |tbh |lol )?(?:it's|it is|its|that's|that is|thats)(?: been| always been| honestly"
    r"| still| kind of| basically)? (?=my (?:[\w-]+ ){0,2}?(?:hobby|pastime|passion)\b)",
    re.I,
)
MINE_IS = re.compile(r"(?:^|\s[—–-]\s+)(?:and |but |well |lol |oh )?mine(?:'s| is) (?=[a-z])", re.I)
HOBBY_WORD = re.compile(r"\b(?:hobby|hobbies|pastimes?)\b", re.I)
# What a pastime is called: an activity by its "-ing" or a name of one ("mine is expensive" names none).
PASTIME_SAID = re.compile(
    r"(?:[a-z-]+ ){0,2}?(?:[a-z]{3,}ing|pottery|chess|golf|tennis|yoga|pilates|football|rugby|cricket|photography"
    r"|astronomy|origami|calligraphy|karate|judo|archery|parkour|crossfit|lego|embroidery|taxidermy|genealogy)\b",
    re.I,
)
# An activity named by its "-ing" after a word that names it as one: "spots for birdwatching", "tips on crocheting".
ACTIVITY = re.compile(
    r"\b(?:for|of|about|into|on|in|go|do|doing|love|enjoy|like)\s+(?P<act>(?:(?!the\b|an?\b|my\b|your\b|some\b|this\b)"
    r"[a-z]+ )?(?!(?:some|any|no|every)thing\b|morning\b|evening\b|building\b|wedding\b|spring\b|king\b|ring\b"
    r"|ceiling\b|string\b|clothing\b|meeting\b|during\b)[a-z]{3,}ing(?: (?!around|near|in|on|at|for|with|to|an?|the"
    r"|this|that|and|or)[a-z]+){0,2})\b",
    re.I,
)


def hobby_said_back(sentence: str, previous: str) -> str:
    """ "It's been my main hobby" read as of the activity the sentence before named ("birdwatching is my main
    hobby"), and "mine is sailing" as the speaker's hobby when the sentence before asked about hobbies."""
    if (it := HOBBY_IT.match(sentence)) and (acts := ACTIVITY.findall(previous)):
        return f"{acts[-1]} is {sentence[it.end() :]}"
    mine = MINE_IS.search(sentence)
    if mine and HOBBY_WORD.search(previous + sentence[: mine.start()]) and PASTIME_SAID.match(sentence, mine.end()):
        return f"my hobby is {sentence[mine.end() :]}"  # what was asked before the dash is left behind
    return sentence


# A favourite said as the one thing one would keep: "if i could only eat one snack forever it'd be salt and vinegar
# crisps", "if I could only listen to one album for the rest of my life, it would be Rumours".
ONLY_ONE = re.compile(
    r"^(?:honestly,? |ok,? |tbh,? )?if (?:I|i) (?:could|can) only (?:ever )?(?:eat|drink|watch|listen to|read"
    r"|play) one (?P<thing>[a-z]+(?: (?!forever|ever|for|again)[a-z]+)?)"
    r"(?: (?:forever|ever again|for life|for the rest of my life))?,?"
    r" (?:it'd|it would|it'll|it will|it's|itd) (?:have to |definitely |probably |easily )?be (?P<what>.+)",
    re.I,
)


def only_one_kept(sentence: str) -> str:
    """ "if i could only eat one snack forever it'd be X" read as "my favourite snack is X"."""
    if kept := ONLY_ONE.match(sentence):
        return f"my favourite {kept['thing']} is {kept['what']}"
    return sentence
