"""What a pronoun at the start of a sentence refers to, within one message.

People name a pet, a partner or a relative in the sentence after the one that introduced them
("We rescued a lurcher in March. His name is Dusty.", "I just got engaged! Her name is Lucia.",
"I have a sister. She's a vet in Oslo."), and say what they cannot eat about a thing named
before ("I adore prawns but I'm allergic to them"). :func:`referent_in` finds the last person
or animal a clause introduces and whose it is; :func:`resolved` puts that referent back in
place of a sentence-initial he/she/they/his/her/their (and it/its before a name), so the
clause is read by the same table as "my lurcher's name is Dusty": a name for the speaker's own
person or animal, nothing for someone else's ("My neighbour got a puppy. His name is Rolo."
stores nothing), and a relative's own facts stay theirs ("my sister's a vet" is not "User is a
vet"). :func:`with_thing` does the same for an object pronoun after an allergy ("allergic to
them" -> "allergic to prawns"). A memory that named nobody ("User has a lurcher", "User is
engaged") is then replaced by the one with the name (:func:`named`).

Rules, not a coreference model: the reference is always to the last person or animal the
speaker mentioned in the same message, which is how an introduction is told; a parser was
measured and left out before (see :mod:`memorylab.policies.introductions`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from memorylab.policies.intro_before import said_before
from memorylab.policies.intro_clause import OTHERS, about_someone_else, hypothetical
from memorylab.policies.intro_pointed import pointed
from memorylab.policies.intro_shape import NAME, WHERE_I_GREW_UP, edible, words_pattern
from memorylab.policies.intro_subject import with_subject
from memorylab.policies.intro_words import ANIMALS, KIDS, NOT_NAMES, PARTNERS, PLURALS, RELATIVES

PEOPLE = tuple(r for r in RELATIVES if r not in OTHERS) + KIDS
OWN = r"(?:my|our)"
# Whose: "my friend's", "Sam's", not "there's" or "it's".
POSSESSIVE = r"(?!(?:there|here|it|that|what|who|where|how|let|he|she)'s)[\w-]+'s"
ADJ = r"(?:(?:new|little|old|older|younger|big|baby|rescue|eldest|youngest|lovely|gorgeous|beautiful|tiny|sweet)\s+)"
# A person or an animal said in a clause: "my sister", "our new puppy", "a lurcher", "two kittens".
MENTION = re.compile(
    rf"\b(?:(?P<owner>{OWN}|an?|one|two|three|the|{POSSESSIVE})|(?:have|got|own|adopted|rescued|keep))\s+{ADJ}{{0,2}}"
    r"(?:[\w-]+\s+)?"
    rf"(?P<noun>{words_pattern(PEOPLE + ANIMALS + tuple(OTHERS))})\b(?!')",
    re.I,
)
# The speaker's partner introduced by a state: "I just got engaged!", "I'm married", "we got married".
BOND = re.compile(
    r"\b(?:I|we)(?:'m| am|'re| are|'ve| have)?(?: just| recently| finally| now)? ?(?:got |been |gotten )?"
    r"(?P<bond>engaged|married)\b(?! to\b(?! be married))",
    re.I,
)
SPEAKER_FIRST = re.compile(
    r"^(?:(?:so|and|oh|well|btw|big news|guess what|news|ok|okay|also|plus)[,!:\s]+)*(?:I|I'm|I've|we|we're|we've|meet"
    r"|say hi to|this is)\b",
    re.I,
)
# "There's a hamster in our house now", "a new kitten in my life": the speaker's, with no "I".
IN_MY_LIFE = re.compile(r"^there(?:'s| is| are)\b.*\b(?:in|at|with|into) (?:my|our)\b", re.I)
SUBJECT_OTHER = re.compile(
    rf"^(?:(?:so|and|oh|well|btw)[,\s]+)*"
    rf"(?:{OWN} (?:[\w-]+ )?(?:{'|'.join(OTHERS)})s?\b|(?:he|she|they)\b|{POSSESSIVE}\b)",
    re.I,
)


@dataclass(frozen=True)
class Referent:
    """The person or animal a pronoun at the start of the next sentence means."""

    noun: str  # "lurcher", "sister", "partner", "fiancée"
    own: bool  # the speaker's own (their dog, their sister), not a neighbour's puppy
    plural: bool = False
    bond: str | None = None  # "engaged", "married": a partner the speaker named no noun for


def referent_in(clause: str, before: Referent | None) -> Referent | None:
    """The last person or animal ``clause`` introduces (or ``before`` when it introduces none)."""
    clause = with_subject(clause)  # "Got a kitten last week": the speaker's
    mentions = [m for m in MENTION.finditer(clause) if not _known_already(m)]
    bond = BOND.search(clause)
    if bond and (not mentions or mentions[-1].start() < bond.start()) and not SUBJECT_OTHER.match(clause):
        return Referent("partner", True, bond=bond.group("bond").lower())
    if not mentions:
        return Referent(before.noun, False) if before and SUBJECT_OTHER.match(clause) else before
    last = mentions[-1]
    noun, owner = last.group("noun").lower(), (last.group("owner") or "a").lower()
    single = _singular(noun)
    theirs = owner not in ("my", "our") and not SPEAKER_FIRST.match(clause) and not IN_MY_LIFE.search(clause)
    if single in OTHERS or owner.endswith("'s") or theirs:
        return Referent(single, False)  # a friend, a neighbour's puppy, "my sister has a parrot"
    own = not about_someone_else(clause) and not (owner not in ("my", "our") and SUBJECT_OTHER.match(clause))
    return Referent(single, own, plural=single != noun)


def _known_already(match: re.Match) -> bool:
    """ "the dog" inside a clause ("I walked the dog", "we met at the vet with the puppy") is
    one known already or no one's, not one the clause introduces."""
    return (match.group("owner") or "").lower() == "the" and match.start() > 0


def _singular(noun: str) -> str:
    single = next((one for one, many in PLURALS.items() if many == noun), None)
    if single:
        return single
    return noun[:-1] if noun.endswith("s") and noun[:-1] in (*ANIMALS, *RELATIVES, *KIDS, *OTHERS) else noun


PRONOUN = re.compile(
    r"^(?P<lead>(?:(?:and|so|oh|but|also|btw|plus)[,\s]+)*)"
    r"(?:(?P<named>(?:(?:his|her|their|its) )?name(?:'s| is)|(?:he|she|it)(?:'s| is) (?:called|named)"
    r"|they(?:'re| are) (?:called|named)|(?:we|I) (?:call|called|named|name) (?:her|him|it|them))"
    r"|(?P<poss>his|her|their)\b|the (?P<nth>youngest|eldest|oldest)(?= (?:is|'s)\b)"
    r"|(?P<be>he's|she's|he is|she is|they're|they are)|(?P<subj>he|she|they)\b)",
    re.I,
)


def resolved(sentence: str, referent: Referent | None) -> str | None:
    """``sentence`` with a leading pronoun replaced by who it means ("His name is Dusty" ->
    "my lurcher's name is Dusty"); None when it means someone else's person or animal (the
    sentence says nothing about the speaker); the sentence unchanged when it has no such pronoun."""
    match = PRONOUN.match(sentence)
    if not match or referent is None:
        return sentence
    if not referent.own:
        return None
    if match.group("nth"):  # "three kids, the youngest is Oisín", "a grandfather of five, the oldest is Noah"
        return match.group("lead") + f"my {match.group('nth')}" + sentence[match.end() :]
    noun = _noun(referent, match.group(0))
    rest = sentence[match.end() :]
    if match.group("named"):
        called = f"{'are' if referent.plural else 'is'} called"
        said = f"my {noun}'s name is" if "name" in match.group("named").lower() else f"my {noun} {called}"
    elif match.group("poss"):
        said = f"my {noun}'s"
    elif match.group("be"):
        said = f"my {noun} {'are' if referent.plural else 'is'}"
    else:
        said = f"my {noun}"
    return match.group("lead") + said + rest


def _noun(referent: Referent, pronoun: str) -> str:
    """The noun to say for the referent: a partner introduced by "engaged" is a fiancé or a
    fiancée by the pronoun, a spouse a husband or a wife."""
    if not referent.bond:
        return referent.noun + ("s" if referent.plural and not referent.noun.endswith("s") else "")
    he, she = re.search(r"\b(?:he|his)\b", pronoun, re.I), re.search(r"\b(?:she|her)\b", pronoun, re.I)
    if referent.bond == "engaged":
        return "fiancé" if he else "fiancée" if she else "partner"
    return "husband" if he else "wife" if she else "spouse"


NAMED = re.compile(rf"^User's (?P<noun>.+?) (?:is called|are called|is|are) (?P<name>{NAME}(?: and {NAME})*)$")
UNNAMED = re.compile(
    rf"^User (?:has|and others (?:have|rescued|adopted|got)|(?:got|rescued|adopted)) (?:(?:an?|one|two|three|\d+) )?"
    rf"(?:[\w-]+ ){{0,2}}?"
    rf"(?P<noun>{words_pattern(ANIMALS + RELATIVES + KIDS)})\b(?! (?:{words_pattern(ANIMALS + RELATIVES + KIDS)})\b)"
    r"|^User is (?P<bond>engaged|married)$",
    re.I,
)


def named(introduced: str, naming: str, *, guessed: bool = False) -> str | None:
    """One memory for a person or animal introduced without a name and named in the next
    sentence: "User has a tortoise" + "User's tortoise is called Gerald" -> the second;
    "User is engaged" + "Her name is Lucia" -> "User is engaged to Lucia" (``guessed``: the
    noun was put in for a pronoun, so the memory keeps the speaker's word, not "fiancée");
    "User is married" + "my wife is called Leila" -> "User's wife is Leila". None when the
    first memory is not of that person or animal."""
    unnamed, naming_match = UNNAMED.match(introduced), NAMED.match(naming)
    if not unnamed or not naming_match:
        return None
    if unnamed.group("bond"):
        if naming_match.group("noun").lower() not in PARTNERS:
            return None
        return f"User is {unnamed.group('bond')} to {naming_match.group('name')}" if guessed else naming
    said = _singular(unnamed.group("noun").lower())
    return naming if said in _singular(naming_match.group("noun").lower()) else None


# --- an object pronoun after an allergy: "I love prawns but I'm allergic to them"

THING = re.compile(
    r"\b(?:love|adore|like|enjoy|eat|ate|miss|crave|fancy|hate|dislike|can't stand|tried|obsessed with|addicted to"
    r"|mad about)\s+(?:eating\s+)?(?:(?:a lot of|lots of|loads of|so much|plenty of|a bit of|some)\s+)?"
    r"(?P<thing>(?!(?:it|them|this|that|you|to|my|the)\b)(?:[\w-]+ ){0,2}?[\w-]+?)(?=\s*(?:[,.!;]|$|\s+(?:but|and"
    r"|so|though|although|sadly|except|yet|once|before|too|already|a lot|so much|yesterday|last)\b))"
    r"|^(?P<said>(?!(?:it|they|this|that|he|she|I|we)\b)[A-Za-z][\w-]+(?: [\w-]+)?) (?:are|is|taste|tastes|look|smell"
    r"|seem)\b",
    re.I,
)
OBJECT = re.compile(
    r"\b(?P<frame>allerg(?:ic|y) (?:to|of)|intoleran(?:t|ce) (?:to|of)|sensitive to"
    r"|(?:can't|cannot|can not) (?:eat|have|tolerate|digest))\s+(?P<pronoun>them|it|those)\b"
    r"|(?:^|[,;]\s*|\b(?:shame|sadly|but|unfortunately|though|except)\s+)(?P<subject>they|it|those)"
    r"(?= (?:give|gives|make|makes|upset|upsets|don't agree|doesn't agree) (?:me|my)\b)",
    re.I,
)


def thing_in(clause: str, before: str | None) -> str | None:
    """The last thing ``clause`` says the speaker likes or eats, or names as a subject
    ("Kiwis taste great"), or ``before``."""
    found = [m.group("thing") or m.group("said") for m in THING.finditer(clause)]
    return found[-1] if found and found[-1].lower() not in NOT_NAMES else before


def with_thing(clause: str, thing: str | None) -> str:
    """``clause`` with an allergy's pronoun object as the thing named before it ("I'm allergic
    to them" -> "I'm allergic to prawns", "shame they give me hives" -> "shame kiwis give me
    hives"); unchanged when no thing was named."""
    if not thing:
        return clause
    match = OBJECT.search(clause)
    if not match:
        return clause
    if match.group("pronoun"):
        return clause[: match.start("pronoun")] + thing.lower() + clause[match.end("pronoun") :]
    return thing.lower() + clause[match.end("subject") :]  # "shame they give me hives" -> "kiwis give me hives"


# --- a name said alone, then owned: "Farhan. That's me."

BARE_NAME = re.compile(rf"^(?P<name>{NAME}(?: {NAME})?)\s*[.!]*$")
# not "that's me done for today", "that's me off to bed" (British: I'm done)
THATS_ME = re.compile(
    r"^(?:yep,? |yes,? |yeah,? )?(?:that'?s|that is|that'd be|it'?s) (?:me|my name)\b"
    r"(?! (?:done|finished|off|out|away|sorted|for|on|in|at|with|up|back)\b)",
    re.I,
)


def bare_name(sentence: str) -> str | None:
    """A sentence that is only a name ("Farhan.", "Marisol Reyes!"), not a word people say alone."""
    match = BARE_NAME.match(sentence.strip())
    if not match or any(w.lower() in NOT_NAMES for w in match.group("name").split()):
        return None
    return match.group("name")


class Told:
    """What a message has told so far, sentence by sentence: the last person or animal
    introduced (and the memory that introduced it), the last thing liked or eaten, and a name
    said alone, so that the next sentence's pronoun or "that's me" can be read. Worked out only
    when a sentence needs it (most messages have no pronoun to resolve): the sentences read
    wait in ``pending``. Each sentence comes with where it starts in the message, so a memory
    read through an earlier sentence has a span over both (forgetting it redacts the name or
    the allergen too)."""

    def __init__(self) -> None:
        self.referent: Referent | None = None
        self.referent_at = 0  # where the sentence that introduced it starts
        self.introduced_at: int | None = None  # the memory that introduced it, in ``found``
        self.thing: str | None = None
        self.thing_at = 0
        self.bare: tuple[str, int] | None = None  # a name said alone, and where
        self.bare_before: tuple[str, int] | None = None
        self.reach: int | None = None  # where the last sentence read drew from, if before it
        self.pending: list[tuple[str, int, int | None, bool]] = []  # (sentence, start, memory, read)

    def _settle(self) -> None:
        for said, start, introduced, read in self.pending:
            referent = referent_in(said, self.referent)
            if referent is not self.referent:
                self.referent = referent if read else replace(referent, own=False)
                self.referent_at, self.introduced_at = start, introduced if read else None
            if (thing := thing_in(said, None)) is not None:
                self.thing, self.thing_at = thing, start
        self.pending.clear()

    def read(self, sentence: str, start: int) -> str | None:
        """The sentence with its pronouns resolved, or None when it is about someone else's."""
        self.bare_before = self.bare
        self.bare = (name, start) if (name := bare_name(sentence)) else None
        self.reach = None
        if PRONOUN.match(sentence) is None and OBJECT.search(sentence) is None:
            return sentence
        self._settle()
        said = resolved(sentence, self.referent)
        if said is None:
            return None
        if said != sentence:
            self.reach = self.referent_at
        if not (obj := OBJECT.search(said)):
            return said
        if here := thing_in(said[: obj.start()], None):
            return with_thing(said, here)
        if self.thing:
            self.reach = min(self.reach if self.reach is not None else start, self.thing_at)
        return with_thing(said, self.thing)

    def owned_name(self, sentence: str) -> tuple[str, int] | None:
        """The name said alone in the sentence before, and where, when this one says it is the speaker's."""
        return self.bare_before if self.bare_before and THATS_ME.match(sentence.strip()) else None

    def skip(self, sentence: str, start: int) -> None:
        """A sentence not read: whom a hypothetical or the past introduces is no one the next sentence names for the
        speaker ("if I get a dog. He'd be called Rex"), whom a plain question asks about is ("a poem for my dog? He's
        a beagle called Waffles"); a thing liked in it is still the thing ("I used to love peanuts, now ... them")."""
        self.bare_before, self.bare = self.bare, None
        self.pending.append((sentence, start, None, sentence.rstrip().endswith("?") and not hypothetical(sentence)))

    def add(self, found: list, candidates: list, said: str, start: int, *, guessed: bool = False) -> None:
        """Append ``candidates`` to ``found``, a name for a person or animal introduced before
        replacing the memory that introduced it; then remember what ``said`` introduced.
        ``guessed``: ``said`` had a pronoun replaced by its referent."""
        if self.pending and any(c.rule in ("pet", "family") for c in candidates):
            self._settle()
        introduced = None
        for candidate in candidates:
            merged = (
                named(found[self.introduced_at].text, candidate.text, guessed=guessed)
                if self.introduced_at is not None and candidate.rule in ("pet", "family")
                else None
            )
            if merged:
                first = found[self.introduced_at]
                span = (first.span[0], candidate.span[1]) if first.span and candidate.span else first.span
                key = candidate.key if first.key in ("relationship", None) else first.key
                found[self.introduced_at] = replace(first, text=merged, key=key, span=span, rule=candidate.rule)
                continue
            if self.reach is not None and candidate.span:
                candidate = replace(candidate, span=(min(self.reach, candidate.span[0]), candidate.span[1]))
            found.append(candidate)
            if candidate.rule in ("pet", "family", "statement:pet", "statement:family"):
                introduced = len(found) - 1
        self.pending.append((said, start, introduced, True))


# "pad thai without peanuts? i'm allergic": what the bare "I'm allergic" is allergic to, named before it.
AVOIDED = re.compile(
    r"\b(?:without|w/o|no|zero|free of|hold the|leave out(?: the)?|minus|excluding|(?:can't|cannot|can not|mustn't"
    r"|must not|shouldn't|should not|doesn't|does not|won't|cant) (?:contain|have|include|use|involve|be made with|eat"
    r"|do|touch|wear))"
    r" (?:any )?(?P<what>[a-z]+(?:\s(?:nuts|milk|flour))?)\b"
    r"|\b(?P<free>[a-z]+)-free\b",
    re.I,
)
# What a bare "I'm allergic" is allergic to: "got stung by a bee ... i'm allergic", "bee stings - I'm allergic"
STUNG = re.compile(
    r"\bstung by (?:an? |some )?(?P<what>bee|wasp|hornet|jellyfish)\b|^(?P<stings>bee|wasp|hornet) stings\b", re.I
)
BARE_ALLERGY = re.compile(  # "I'm anaphylactic to them", "(allergic)", ", anaphylactic allergy"
    r"(?:\bI(?:'m| am|m) (?:\w+ )?|(?<=\()|(?<=, ))(?:allergic|anaphylactic)\b(?: allergy)?"
    r"(?= to (?:them|it)\b|(?! to\b))",
    re.I,
)
# "nothing involving heights though, I've been terrified of them": what "them" is, named just before
KEPT_AWAY = re.compile(
    r"\b(?:nothing (?:involving|with)|no|without|not|avoid|avoiding) (?:any )?(?P<what>[a-z]{4,}s)\b", re.I
)
FEARED_THEM = re.compile(r"\b(?:afraid|scared|terrified|frightened) of (?:them|those)\b", re.I)


# "What's the symbolism in Spirited Away? It's been my favourite film since I was nine": what "it" is,
# named in the sentence before: a title (capitalised words, not the sentence's first), or for a food a
# dish asked about ("what wine goes with lasagne? it's my all-time favourite meal").
FAVOURITE_IT = re.compile(
    r"^(?:and |but |honestly |tbh |lol )?(?:it's|it is|its|that's|that is|thats|they're|they are|theyre|they've|theyve)"
    r"(?: been| always been| honestly| still)? (?=my (?:[\w-]+ ){0,2}?(?:favou?rite|fave|fav)\b)",
    re.I,
)
TITLE = re.compile(r"(?<=\s)(?-i:(?!I\b|I'm\b)[A-Z][\w'’-]*(?:\s(?:of|the|and|in|on|a|to|at)?\s?[A-Z][\w'’-]*)*)")
DISH = re.compile(
    r"\b(?:with|make|making|cook|cooking|bake|baking|eat|eating|order|ordering|recipe for|serve|serving|go with)"
    r" (?P<dish>[a-z]+(?: [a-z]+)?)(?=\s*[?,]| from scratch\b| at home\b| in (?:a|my|the|our)\b)",
    re.I,
)
FOOD_WORD = re.compile(
    r"\bmy (?:[\w-]+ ){0,2}?(?:favou?rite|fave|fav) (?:meal|dish|food|dessert|snack|cake|breakfast"
    r"|dinner|lunch|drink|treat|pudding|soup|curry)\b",
    re.I,
)


SINCE = re.compile(
    r"^(my (?:[\w-]+ ){0,2}?(?:favou?rite|fave|fav) [\w-]+) (?:ever since|since|for) "
    r"[^,.;!?]*?(?= and\b| but\b|[,.;!?]|$)",
    re.I,
)


def _named_before(sentence: str) -> tuple[str | None, str | None, bool]:
    """The title and the dish a sentence names, for a favourite said of "it" in the next; and
    whether it talks of a name ("... mispronounce ur name?? mine's Aoife")."""
    titles = TITLE.findall(sentence)
    dish = DISH.search(sentence)
    return (titles[-1] if titles else None), (dish.group("dish") if dish else None), bool(NAME_WORD.search(sentence))


WHERE_I = re.compile(WHERE_I_GREW_UP, re.I)
NAME_WORD = re.compile(r"\bnames?\b", re.I)
MINE_IS = re.compile(r"^(?:and |but |well |lol )?mine(?:'s| is) (?=(?-i:[A-Z]))", re.I)


def what_was_avoided(sentence: str, avoided: tuple | None) -> tuple[str, tuple]:
    """A bare "I'm allergic" read as allergic to the food avoided just before ("without
    peanuts? i'm allergic"), "terrified of them" as of the things kept away from ("nothing
    involving heights"), and "it's my favourite film" as of the title named before; and what
    this sentence avoids, for the next (food, things, this sentence: read for a title, a dish or a
    name only when the next one refers to it, most never do)."""
    food, things, previous = avoided or (None, None, "")
    sentence = said_before(sentence, previous)  # "does it snow in denver?? ... just signed a lease there"
    sentence = pointed(sentence, previous)  # "It's been my main hobby", "I am one" (after "what an actuary does?")
    mine, it = MINE_IS.match(sentence), FAVOURITE_IT.match(sentence)
    title, dish, name_said = _named_before(previous) if previous and (mine or it) else (None, None, False)
    if name_said and mine:  # "... ur name?? mine's Aoife": the speaker's name
        sentence, it = f"my name is {sentence[mine.end() :]}", None
    if (grew := WHERE_I.search(sentence)) and about_someone_else(sentence):  # "they're in Tucson, where I grew up"
        sentence, it = f"I {grew.group('how')} in {grew.group('place')}", None
    if it and (thing := dish or title if FOOD_WORD.search(sentence) else title or dish):
        rest = SINCE.sub(r"\1", sentence[it.end() :])  # "... since I was nine" reads as the past: how long goes
        sentence = f"{thing} is {rest}"
    named = sentence
    if bare := BARE_ALLERGY.search(sentence):  # avoided before it in this sentence: "zero peanuts, I'm allergic"
        here = [
            m["what"] or m["free"] for m in AVOIDED.finditer(sentence[: bare.start()])
        ]  # "cant do latex (allergic)"
        here += [f"{m['stings'].lower()} stings" for m in STUNG.finditer(sentence[: bare.start()]) if m["stings"]]
        food = here[-1] if here else food
    if food and bare:  # what follows is how allergic ("like, epipen allergic")
        said = sentence[: bare.end()] if bare[0][:1] in "Ii" else f"{sentence[: bare.start()]}I'm allergic"
        sentence = f"{said} to {food}"
    them = FEARED_THEM.search(sentence)
    before = [m.group("what") for m in KEPT_AWAY.finditer(sentence[: them.start()])] if them else []
    things = before[-1] if before else things  # "nothing involving heights though, I've been terrified of them"
    if things and them:
        sentence = f"{sentence[: them.start()]}{them.group(0).rsplit(' ', 1)[0]} {things}{sentence[them.end() :]}"
    said = [w for m in AVOIDED.finditer(sentence) if edible({"what": (w := m.group("what") or m.group("free"))})]
    said += [f"{(m.group('what') or m.group('stings')).lower()} stings" for m in STUNG.finditer(sentence)]
    kept = [m.group("what") for m in KEPT_AWAY.finditer(sentence)]
    return sentence, (said[-1] if said else food, kept[-1] if kept else things, named)


ANIMAL = re.compile(rf"\b(?P<animal>{words_pattern(ANIMALS)})\b", re.I)  # "a ferret", "toxic to rabbits"
HAVE_ONE = re.compile(r"\b(?P<have>I(?:'ve| have)?(?: got| have| own| keep)|we(?:'ve| have)?(?: got| have| own)) one\b")
# "ours is called Nemo", "Mine, Bolt, sleeps", "asking bc mine (Clover) keeps stealing my crisps"
MINE = re.compile(r"(?:^|(?<=\bbc )|(?<=\bcos )|(?<=\band ))(?P<whose>mine|ours)(?=,| is | 's|'s| \()", re.I)


def one_of(sentence: str, before: str | None) -> tuple[str, str]:
    """ "I have one" said of an animal named before ("have you ever met a ferret? I have one, his name is Bandit")
    read as "I have a ferret", "mine (Clover)" after "toxic to rabbits?" as "my rabbit (Clover)"; ``before`` is
    what the message said before, searched for its last animal only when a sentence needs it (few ever do)."""
    have, before = HAVE_ONE.search(sentence), before or ""
    said = ANIMAL.findall(before) if have or MINE.search(sentence) else None
    if animal := _singular(said[-1].lower()) if said else None:
        sentence = f"{sentence[: have.start()]}{have['have']} a {animal}{sentence[have.end() :]}" if have else sentence
        sentence = MINE.sub(lambda m: f"{'our' if m['whose'].lower() == 'ours' else 'my'} {animal}", sentence)
    return sentence, f"{before} {sentence}"
