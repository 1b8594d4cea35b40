"""A sentence said loosely, put back into the words the table of shapes reads, before the message's questions are
set aside. Some of these lean on the sentence before (what a name, a pronoun or "it" points back to); the rest say
the fact in a shape of their own:

- an animal named just after a question about its kind: "why do rabbits thump? Clover does it at 3am" -> "my rabbit
  Clover does it at 3am"; "... a bearded dragon tank — Norbert's is getting smelly"; "she's a 2yo husky" after a
  question that named Waffles -> "Waffles is my 2yo husky";
- an instrument or a pursuit named just before, then taken up or done: "... on the cello? picked it up in January"
  -> "I play the cello, picked it up ..."; "books on film photography? shooting on a Pentax these days";
- a thing said, then "it's my go-to" or "it's my colour": "teal. always teal. it's my colour" -> "teal is my colour";
- a favourite said as an opinion: "X is the best game I've ever played", "X is the only acceptable ice cream",
  "fave season's autumn", or in Spanish, Italian, French, Portuguese or German ("Mi comida favorita es el mole");
- an animal named in another language inside a question: "Il mio gatto si chiama Zeus ed è un disastro, come ...?";
- a habit asked about: "Is it bad that I nap 20 minutes every lunch break?" -> "I nap 20 minutes every lunch break";
- a routine, a diet, a budget, animals or a pastime said without "I": "dog walks at 7am and 7pm like clockwork",
  "Sunday noon is the call with my parents", "never drunk alcohol in my life", "on a really tight budget",
  "two guinea pigs at home, Salt and Pepper", "Sunday league goalkeeper", "chess games I play at night";
- a food taken out, then "I'm allergic to it": "swap the kiwi out of this salad, I'm allergic to it".

Each rewrite is anchored so that someone else's animal, a general question or a supposition keeps its words (the
table and the clause rules then store nothing for it).
"""

from __future__ import annotations

import re

from memorylab.policies.intro_clause import hypothetical
from memorylab.policies.intro_favourite import hobby_said_back, only_one_kept
from memorylab.policies.intro_shape import NAME, words_pattern
from memorylab.policies.intro_words import ANIMALS, CAT_BREEDS, DOG_BREEDS, NOT_NAMES, PLURALS, RELATIVES
from memorylab.policies.phrasing import STOPWORDS, article

_ANIMAL = re.compile(rf"\b(?P<animal>{words_pattern(ANIMALS)})\b", re.I)
_PETS = words_pattern(ANIMALS + DOG_BREEDS + CAT_BREEDS)
_BREED = re.compile(rf"\b(?:{_PETS})\b", re.I)
# A question: its mark, or a question word first ("how often should a bearded dragon tank be cleaned — ...").
_ASKED = re.compile(
    r"\?\s*$|^(?:how|what|why|which|any|can|could|should|is|are|do|does|where|when|who|tips|help|ideas)\b", re.I
)
# A name first, then what it does or is: "Clover does it at 3am", "Bruno's a big boy", "Norbert's is getting smelly".
_NAMED_FIRST = re.compile(
    rf"^(?P<name>{NAME})(?='s (?:an?|the|is|so|such|very|really|getting|been|always|never|just|still|not|[\w-]+ing)\b"
    r"| (?:does|did|is|was|has|keeps|kept|won't|doesn't|can't|loves|hates|always|never"
    r"|still|just|gets|goes|eats|sleeps|barks|bites|chews|scratches|refuses|hides|sheds|wakes|ate|got|bit|threw up"
    r"|(?P<did>[a-z]{2,}ed))\b)"
)
# An animal in a story or no longer alive: "Thumper does it in the film", "Biscuit died last year".
_ELSEWHERE = re.compile(
    r"\b(?:in|from) (?:the |that |this )?(?:film|movie|book|show|series|cartoon|game|video)\b"
    # an animal no longer here: "Biscuit died last year", "Max used to do it"
    r"|\b(?:died|passed away|passed on|put down|put to sleep|used to|rip|rest in peace|rainbow bridge)\b",
    re.I,
)
_COMMON = STOPWORDS | NOT_NAMES | {"mine", "ours", "everyone", "nobody", "someone", "everything", "nothing", "she"}
_DASH = re.compile(r"\s[—–-]\s+")


def _singular(animal: str) -> str:
    animal = animal.lower()
    single = next((one for one, many in PLURALS.items() if many == animal), None)
    return single or (animal[:-1] if animal.endswith("s") and animal[:-1] in ANIMALS else animal)


def _animal_named(sentence: str, previous: str) -> str | None:
    """A name said first, just after a question about an animal's kind: the speaker's animal of that kind."""
    head, tail = previous, sentence
    if (dash := list(_DASH.finditer(sentence))) and _NAMED_FIRST.match(sentence[dash[-1].end() :]):
        head, tail = sentence[: dash[-1].start()], sentence[dash[-1].end() :]
    named, kinds = _NAMED_FIRST.match(tail), _ANIMAL.findall(head)
    if not named or not kinds or not _ASKED.search(head.strip()) or _ELSEWHERE.search(tail):
        return None
    if named["name"].lower() in _COMMON or named["name"].lower() in ANIMALS + RELATIVES:
        return None
    if named["did"] and named["name"].endswith("s"):  # "Vets recommended ...": people in general, no name
        return None
    return f"my {_singular(kinds[-1])} {tail}"


# "she's a 2yo husky with zero chill" after a question that named Waffles (not "Bella's dog": someone's)
_SHE_IS = re.compile(r"^(?:she|he)(?:'s| is) an? (?P<what>[^.!?]{2,60})", re.I)
_NAMED_IN = re.compile(rf"(?<=\s)(?P<name>{NAME})\b(?!'s)")


def _pronoun_named(sentence: str, previous: str) -> str | None:
    said = _SHE_IS.match(sentence)
    if (
        not said
        or "'s" in said["what"]
        or not _BREED.search(said["what"])
        or not previous.rstrip().endswith("?")
        or _ELSEWHERE.search(said[0])
    ):
        return None
    names = [n for n in _NAMED_IN.findall(previous) if n.lower() not in _COMMON and n != "I"]
    if len(names) != 1:
        return None
    breed = _BREED.findall(said["what"])[-1].lower()
    kind = "dog" if breed in DOG_BREEDS else "cat" if breed in CAT_BREEDS else _singular(breed)
    return f"my {kind} {names[0]} is a {said['what']}"


INSTRUMENTS = (
    "guitar|bass guitar|bass|piano|keyboard|violin|viola|cello|double bass|ukulele|uke|banjo|mandolin|harp|drums"
    "|drum kit|saxophone|sax|trumpet|trombone|clarinet|flute|oboe|bassoon|french horn|accordion|harmonica|bagpipes"
)
_INSTRUMENT = re.compile(
    rf"\b(?:the|a|an|my|for|on|learn|learning|play|playing) (?:[\w-]+ ){{0,2}}?(?P<it>{INSTRUMENTS})\b", re.I
)
# "picked it up in January", "been playing about a year now", "started it at 40": taking it up, said without "I"
_TAKEN_UP = re.compile(
    r"^(?:I(?:'ve| have)? )?(?:only |just |finally )?(?:(?:picked|took) (?:it|one) up|been (?:playing|learning"
    r"|practi[sc]ing)(?: it)?|started (?:playing |learning )?(?:it|last|this|in|at|a)|learning it|been at it)\b",
    re.I,
)
PURSUITS = r"(?:[\w-]+ )?(?:photography|astrophotography|birdwatching|birding|climbing|bouldering|fishing|knitting)"
_PURSUIT = re.compile(rf"\b(?:on|about|for|into|in|of) (?P<it>{PURSUITS})\b", re.I)
_DOING_IT = re.compile(
    r"^(?:been |mostly |currently )?(?:shooting (?:on|with|film|digital|mostly)|doing it|practi[sc]ing it)\b", re.I
)


def _taken_up(sentence: str, previous: str) -> str | None:
    """An instrument or a pursuit named in the question before, then taken up or done."""
    if not previous.rstrip().endswith("?"):
        return None
    if _TAKEN_UP.match(sentence) and (played := _INSTRUMENT.findall(previous)):
        return f"I play the {played[-1].lower()}, {sentence}"
    if _DOING_IT.match(sentence) and (done := _PURSUIT.findall(previous)):
        return f"I'm into {done[-1].lower()}, {sentence}"
    return None


# "oat flat white, always, it's my go-to", "teal. always teal. it's my colour": "it" is the thing just said
_ITS_MINE = re.compile(
    r"(?:^|,\s*)(?:and |but |honestly )?(?:it's|its|it is|that's|thats) (?:my|the) (?P<what>go-to|go to|colour|color"
    r"|jam|drink|order|poison|comfort food|flavour|flavor|snack)\b",
    re.I,
)
_THING = re.compile(
    r"^(?:(?:always|honestly|obviously|obvs|just|ok|okay|yeah|and)\s*,?\s+)*(?P<it>[a-z][\w' -]{1,30}?)"
    r"(?:\s*,?\s*(?:always|every time|forever|obviously|obvs))*[\s,.!]*$",
    re.I,
)


def _it_is_mine(sentence: str, previous: str) -> str | None:
    if not (mine := _ITS_MINE.search(sentence)):
        return None
    before = sentence[: mine.start()] if mine.start() else previous
    thing = _THING.match(before.strip())
    if not thing or thing["it"].lower().split()[0] in STOPWORDS or re.search(r"\b(?:I|you|we)\b", thing["it"], re.I):
        return None
    return f"{thing['it']} is my {mine['what']}{sentence[mine.end() :]}"


# "swap the kiwi out of this fruit salad recipe, I'm allergic to it": "it" is the food taken out, in this sentence
# or the one before ("can you remove the celery from this soup? I'm allergic to it")
_ALLERGIC_TO_IT = re.compile(r"\bI(?:'m| am) (?:\w+ )?allergic to (?P<it>it|them)\b", re.I)
_TAKEN_OUT = re.compile(
    r"\b(?:swap|take|leave|cut|remove|replace|sub|skip|ditch|lose|hold) (?:out )?(?:the |any |all the )?"
    r"(?P<what>[a-z]+)(?= out\b| from\b| for\b| with\b)",
    re.I,
)


def _taken_out(sentence: str, previous: str) -> str | None:
    if not (it := _ALLERGIC_TO_IT.search(sentence)):
        return None
    out = _TAKEN_OUT.findall(sentence[: it.start()]) or _TAKEN_OUT.findall(previous)
    return f"{sentence[: it.start('it')]}{out[-1]}{sentence[it.end() :]}" if out else None


# "I need a harness for Pepper, my really anxious greyhound": the name ends the sentence before, what it is follows
_ONLY_KIND = re.compile(
    rf"^my (?:(?:very|really|so|super|extremely|quite|rather) )?(?P<words>(?:(?![\w-]+'s\b)[\w-]+ ){{0,2}}?)"
    rf"(?P<kind>{_PETS})"
    r"\s*[.!]*$",
    re.I,
)
_NAME_LAST = re.compile(rf"\s(?P<name>{NAME})\s*,?\s*$")


# Words before an animal's kind that say it is not one's own now: "my late dog", "my dream dog", "my old cat".
NOT_NOW = frozenset("late dream future former childhood old first dead imaginary previous next".split())


def _not_now(words: str | None) -> bool:
    return bool(NOT_NOW & set((words or "").lower().split()))


def _kind_after_name(sentence: str, previous: str) -> str | None:
    kind, name = _ONLY_KIND.match(sentence), _NAME_LAST.search(previous)
    if not kind or not name or name["name"].lower() in _COMMON or hypothetical(previous) or _not_now(kind["words"]):
        return None
    return f"my {kind['kind']} {name['name']}"


def restated(sentence: str, previous: str) -> str:
    """``sentence`` in the words the table reads, given the sentence before it (empty at the start)."""
    sentence = only_one_kept(hobby_said_back(sentence, previous))  # "It's been my main hobby", "if I could only eat"
    for back in (_animal_named, _pronoun_named, _kind_after_name, _taken_up, _it_is_mine, _taken_out):
        if (said := back(sentence, previous)) is not None:
            return said
    for pattern, put in SAID_LOOSELY:
        if (found := pattern.search(sentence)) is not None:
            return (
                put(found) if callable(put) else sentence[: found.start()] + found.expand(put) + sentence[found.end() :]
            )
    return sentence


FOREIGN_KINDS = {
    **dict.fromkeys(("comida", "cibo", "plat", "nourriture", "essen", "piatto", "plato", "prato"), "food"),
    **dict.fromkeys(("película", "pelicula", "film", "filme", "filmo"), "film"),
    **dict.fromkeys(("libro", "livre", "livro", "buch"), "book"),
    **dict.fromkeys(("color", "colore", "couleur", "cor", "farbe"), "colour"),
    **dict.fromkeys(("canción", "cancion", "canzone", "chanson", "canção", "musica", "música", "lied"), "song"),
    **dict.fromkeys(("grupo", "banda", "groupe", "band", "gruppo"), "band"),
    **dict.fromkeys(("serie", "série"), "series"),
    **dict.fromkeys(("juego", "gioco", "jeu", "jogo", "spiel", "videojuego"), "game"),
    **dict.fromkeys(("bebida", "bevanda", "boisson", "getränk"), "drink"),
    **dict.fromkeys(("deporte", "sport", "esporte", "deporte"), "sport"),
    **dict.fromkeys(("ciudad", "città", "ville", "cidade", "stadt"), "city"),
    **dict.fromkeys(("fruta", "frutto", "fruit", "frucht"), "fruit"),
    **dict.fromkeys(("postre", "dolce", "dessert", "sobremesa"), "dessert"),
    **dict.fromkeys(("estación", "estacion", "stagione", "saison", "estação", "jahreszeit"), "season"),
    **dict.fromkeys(("autor", "autore", "auteur", "escritor", "scrittore", "écrivain"), "author"),
    **dict.fromkeys(("helado", "gelato", "glace", "sorvete", "eis"), "ice cream"),
}
FOREIGN_ANIMALS = {
    **dict.fromkeys(("gatto", "gatta", "gato", "gata", "chat", "chatte", "katze", "kater", "gatinho"), "cat"),
    **dict.fromkeys(
        ("cane", "cagna", "perro", "perra", "chien", "chienne", "hund", "cão", "cachorro", "cadela"), "dog"
    ),
    **dict.fromkeys(("coniglio", "conejo", "lapin", "kaninchen", "coelho"), "rabbit"),
    **dict.fromkeys(("cavallo", "caballo", "cheval", "pferd", "cavalo"), "horse"),
}
_MY = r"(?:il mio|la mia|mi|mon|ma|mein|meine|o meu|a minha|meu|minha)"
_UNTIL = r"(?=\s*(?:[,.;!?¿¡—–]|$)|\s+(?:y|e|et|ed|und|pero|ma|mais|mas|aber|che|que)\b)"


def _foreign_favourite(found: re.Match) -> str:
    return f"my favourite {FOREIGN_KINDS[found['kind'].lower()]} is {found['it']}"


def _foreign_animal(found: re.Match) -> str:
    return f"my {FOREIGN_ANIMALS[found['animal'].lower()]} is called {found['name']}"


# The game a position is played in ("fly-half" is rugby's), football when it names none of the others.
_SPORT_OF = {
    **dict.fromkeys(("fly-half", "scrum-half", "prop", "hooker"), "rugby"),
    **dict.fromkeys(("wicketkeeper", "wicket-keeper", "bowler", "batsman"), "cricket"),
    **dict.fromkeys(("pitcher", "catcher"), "baseball"),
}


def _with_article(found: re.Match) -> str:
    said = f"{article(found['what'])}{found['what']}" if found["the"] else found["what"]  # "the call" is one call
    return f"I have {said} every {found['day'].rstrip('s')} at {found['when']}"


# fmt: off
SAID_LOOSELY = (
    # "Mi comida favorita es el mole poblano, ¿tienes ...?", "il mio colore preferito è il verde", "mein Lieblingsbuch"
    (re.compile(rf"^{_MY} (?P<kind>{'|'.join(FOREIGN_KINDS)}) (?:favorit[oa]|preferit[oa]|préférée?|preferid[oa])"
                rf" (?:es|è|est|é|ist) (?:el |la |il |lo |le |l'|o |a |los |las )?(?P<it>[^,.;!?¿¡]{{2,40}}?){_UNTIL}",
                re.I), _foreign_favourite),
    (re.compile(rf"^mein(?:e)? lieblings(?P<kind>{'|'.join(FOREIGN_KINDS)}) ist (?:der |die |das )?"
                rf"(?P<it>[^,.;!?¿¡]{{2,40}}?){_UNTIL}", re.I), _foreign_favourite),
    # "Il mio gatto si chiama Zeus ed è un disastro, come gli insegno ...?": the question left in its language
    (re.compile(rf"^{_MY} (?P<animal>{'|'.join(FOREIGN_ANIMALS)}) (?:si chiama|se llama|s'appelle|heißt|heisst"
                rf"|chama-se|se chama) (?P<name>{NAME})\b", re.I), _foreign_animal),
    # "Breath of the Wild is the best game I've ever played", "Mint choc chip is the only acceptable ice cream"
    (re.compile(r"^(?:(?:honestly|tbh|ngl|imo|lol|ok|okay|so|and|but|like|yeah),?\s+)*"
                r"(?!(?:it|this|that|he|she|they|his|her|their|your|which|what|who)\b)(?P<it>[\w'’-]+(?: [\w'’&-]+)"
                r"{0,5}?) is (?:the|my) (?:(?:best|greatest|finest) (?P<kind>[\w-]+(?: [\w-]+)?) I(?:'ve| have) ever"
                r" (?:played|read|watched|seen|had|eaten|tasted|heard|listened to|drunk|been to)"
                r"|only (?:acceptable|correct|real|true|proper|right|good|valid) (?P<only>[\w-]+(?: [\w-]+)?)"
                r"(?=\s*(?:[,.;!—–]|$)|\s+(?:flavou?r|and|but|so|tbh|imo)\b))", re.I),
     lambda m: f"my favourite {m['kind'] or m['only']} is {m['it']}"),
    # "fave season's autumn obvs": "'s" said for "is"
    (re.compile(r"^(?:my )?(?P<fav>(?:all[- ]time )?(?:fave|fav|favourite|favorite) [\w-]+(?: [\w-]+)?)'s (?P<it>"
                r"[\w' -]{2,30}?)(?:,? (?:obvs|obviously|lol|tbh|ofc|of course|always))?(?=\s*(?:[,.;!—–]|$))", re.I),
     lambda m: f"my {m['fav']} is {m['it']}"),
    # "Is it bad that I nap 20 minutes every lunch break?": a habit of one's own, asked about
    (re.compile(r"^(?:is it|isn't it|is that) (?:\w+ )?(?:bad|normal|weird|ok|okay|fine|strange|unhealthy|lazy"
                r"|wrong|odd|a problem) (?:that|if) (?P<it>I (?!would|could|might|want|wanna|should|think|feel)"
                r"[^?]*?\b(?:every|each|daily|nightly|always|usually)\b[^?]*?)\s*\?*$", re.I), r"\g<it>"),
    # "dog walks at 7am and 7pm like clockwork", "school run at 8:15 and 3:30": a routine said by its time
    (re.compile(r"^(?P<what>(?:the )?(?:dog walks?|school runs?|gym sessions?|swims?|runs|workouts?|naps?"
                r"|feeds?|meds?)) (?=at \d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)? and \d)", re.I),
     lambda m: f"I do {'the ' if m['what'].lower().startswith('school') else ''}{m['what']} {m.string[m.end() :]}"),
    # "Sunday noon is the call with my parents, sacred": a fixture of one's people at a time of the week
    (re.compile(r"^(?P<day>(?:mon|tues|wednes|thurs|fri|satur|sun)days?) (?P<when>noon|lunchtime|midday|\d{1,2}"
                r"(?:[:.]\d\d)?\s*(?:am|pm)) (?:is|are) (?:always )?(?P<the>the |our |my )?(?P<what>(?!(?:[\w-]+ )*?"
                r"(?:deadline|appointment|interview|exam|meeting|viewing|hearing)\b)(?:[\w-]+ ){0,2}?"
                r"[\w-]+ with (?:my|our) [\w -]{2,25}?)"
                r"(?=\s*(?:[,.;!—–]|$)|\s+(?:so|and|but)\b)", re.I), _with_article),
    # "never drunk alcohol in my life", "never touched meat": what one does not take, without "I"
    (re.compile(r"^(?:I(?:'ve| have) )?never (?:once |ever )?(?:drunk|drank|touched|had) (?:a drop of )?"
                r"(?P<what>alcohol|booze)\b(?![^.!,;]*\?)", re.I), lambda m: f"I never drink {m['what']}"),
    (re.compile(r"^(?:I(?:'ve| have) )?never (?:once |ever )?(?:eaten|touched|had) (?P<what>meat|pork|beef)\b"
                r"(?![^.!,;]*\?)", re.I),
     lambda m: f"I never eat {m['what']}"),
    # "on a really tight budget this year, student loan only"
    (re.compile(r"^on an? (?:(?:really|very|super|pretty|quite|extremely|seriously) )?(?:tight|strict|small|shoestring"
                r"|limited|low|student) budget\b", re.I), r"I'm \g<0>"),
    # "Two guinea pigs at home, Salt and Pepper": animals had, named after a comma
    (re.compile(rf"^(?P<n>two|three|four|five|\d) (?P<them>{words_pattern(ANIMALS)})(?: at home| in the house"
                rf"| here)?,\s*(?P<names>{NAME}(?:,? (?:and|&) {NAME}|, {NAME})+)\b", re.I),
     lambda m: f"I have {m['n'].lower()} {m['them']} called {m['names']}{m.string[m.end() :]}"),
    # "Sunday league goalkeeper, 38": a position played at a level of the game
    (re.compile(r"^(?P<level>sunday league|pub league|five-a-side|5-a-side|amateur|club|county|local league)"
                r" (?P<pos>goalkeeper|goalie|keeper|striker|defender|centre-back|midfielder|winger|full-back"
                r"|fly-half|scrum-half|prop|hooker|wicketkeeper|wicket-keeper|bowler|batsman|pitcher|catcher)\b", re.I),
     lambda m: f"I play {m['level']} {_SPORT_OF.get(m['pos'].lower(), 'football')} as {article(m['pos'])}{m['pos']}"),
    # "we've been doing trad climbing in the Peak District for years": a pastime the speaker shares
    (re.compile(r"(?:^|(?<=, )|(?<=; ))we(?:'ve| have) been (?=doing (?:[\w-]+ )?(?:climbing|bouldering|hiking|running"
                r"|swimming|sailing|surfing|kayaking|cycling|caving|diving|skiing|salsa|ballroom|yoga|pilates|parkrun)\b)",
                re.I), "I've been "),
    # "stuck at 1400 no matter how many chess games I play at night": the games one plays
    (re.compile(r"\b(?P<game>chess|poker|bridge|backgammon|scrabble|go|tennis|squash|padel|darts|pool|snooker)"
                r" (?:games|matches) I (?:play|have played)\b(?P<rest>[^,.;!?]*)", re.I),
     lambda m: f"I play {m['game']}{m['rest']}"),
    # "asking for Miso, my very chewy tabby": an animal of one's own named, then what it is after a comma
    (re.compile(rf"(?P<name>{NAME}), my (?:(?:very|really|so|super|extremely|quite|rather) )?"
                rf"(?P<words>(?:(?![\w-]+'s\b)[\w-]+ ){{0,2}}?)(?P<kind>{_PETS})\b(?=\s*(?:[,.;!?—–]|$))", re.I),
     lambda m: m.string if _not_now(m["words"]) else f"{m.string[: m.start()]}my {m['kind']} {m['name']}"
     f"{m.string[m.end() :]}"),
)
# fmt: on
