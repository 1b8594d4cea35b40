"""Plain English rewriting for memories: first person to third ("I love my dog" ->
"User loves User's dog"), and the head word a key is built from."""

from __future__ import annotations

import re

from memorylab.words import singular

STOPWORDS = frozenset(
    """a an the my your our their his her its to of in on at for with and or but
    very really so too also just some any this that these those it them is are was be been being
    i me we you he she they not no do does did have has had""".split()
)
VERBS_S = {
    "like": "likes",
    "love": "loves",
    "prefer": "prefers",
    "hate": "hates",
    "enjoy": "enjoys",
    "dislike": "dislikes",
    "adore": "adores",
    "work": "works",
    "live": "lives",
    "want": "wants",
    "need": "needs",
    "have": "has",
    "drink": "drinks",
    "eat": "eats",
    "own": "owns",
    "play": "plays",
    "use": "uses",
    "go": "goes",
    "do": "does",
    "am": "is",
    "plan": "plans",
    "think": "thinks",
    "feel": "feels",
    "run": "runs",
    "study": "studies",
    "teach": "teaches",
    "speak": "speaks",
    "cook": "cooks",
    "read": "reads",
    "watch": "watches",
    "write": "writes",
}


ADVERBS = (
    r"really|also|absolutely|usually|always|never|still|just|often|sometimes|mostly|normally|now|currently"
    r"|recently|rarely|generally|typically|regularly|occasionally|mainly|finally|even|only"
)
# Verbs that may follow "and" in a clause about the speaker ("I have a coffee and read the news").
SECOND_VERBS = (
    *VERBS_S,
    "read",
    "sing",
    "call",
    "walk",
    "feed",
    "train",
    "swim",
    "cycle",
    "visit",
    "meet",
    "make",
    "take",
    "listen",
    "sleep",
    "check",
    "grab",
    "head",
    "practise",
    "practice",
    "clean",
    "cook",
    "watch",
)
UNCONJUGATED = frozenset(
    """can could will would should must might may shall did was had were got gotten went gone made took taken came
    saw seen began begun ran grew grown knew met left felt kept bought brought thought caught taught found told
    sold spent sent built lost won put set cut let quit became fell drove rode wrote spoke broke chose swam sang
    drank ate gave forgot""".split()
)


def article(said: str) -> str:
    """The indefinite article a noun phrase said bare needs in front of it: "a ", "an ", or "" when it has one."""
    return "" if re.match(r"an? ", said, re.I) else ("an " if said[:1].lower() in "aeiou" else "a ")


def agree(verb: str) -> str:
    """The verb after "User": "cycle" -> "cycles", "study" -> "studies"; past tenses,
    modals and contractions stay as they are."""
    lower = verb.lower()
    if lower in VERBS_S:
        return VERBS_S[lower]
    if lower in UNCONJUGATED or lower.endswith(("ed", "'t", "s")) or "'" in lower or len(lower) < 2:
        return verb
    if lower.endswith(("sh", "ch", "x", "z", "o")):
        return verb + "es"
    if lower.endswith("y") and lower[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


# The verbs VERBS_S conjugates, back: "likes" -> "like", "is" -> "am"; a past that ends in "s" is the same after
# "I" ("as someone who was a nurse" -> "I was a nurse", not "I wa").
_BASE_OF = {said: base for base, said in VERBS_S.items()} | {"was": "was", "wasn't": "wasn't"}


def base_form(verb: str, irregular: dict[str, str] | None = None) -> str:
    """The verb without its third person's "s", as after "I": "lives" -> "live", "has" -> "have", "teaches" ->
    "teach". ``irregular`` goes first, for another subject ("is" -> "are" after "you", in
    :func:`memorylab.policies.wording.base_form`); case is kept."""
    lower = verb.lower()
    if irregular and lower in irregular:
        return irregular[lower]
    if lower in _BASE_OF:
        return _BASE_OF[lower] if verb.islower() else _BASE_OF[lower].capitalize()
    if lower.endswith("ies") and len(lower) > 4:
        return verb[:-3] + "y"
    if lower.endswith(("shes", "ches", "xes", "zes", "sses", "oes")):
        return verb[:-2]
    if lower.endswith("s") and not lower.endswith("ss") and len(lower) > 2:
        return verb[:-1]
    return verb


# Verbs of two words whose second word agrees: "I meal prep" -> "User meal preps", "I video call
# my parents" -> "User video calls User's parents".
COMPOUND_VERBS = re.compile(
    r"\b(?P<first>meal|batch|bulk|food|grocery|deep|spring|window|house|dog|cat|baby|people|home|job|speed|power"
    r"|video|voice)[ -](?P<verb>prep|cook|shop|clean|sit|watch|school|hunt|walk|read|nap|call|chat)\b",
    re.I,
)


def third_person(text: str) -> str:
    """'I love my dog' -> 'User loves User's dog'. Plain rules; good enough to read."""
    text = text.strip().rstrip(".!")
    text = re.sub(r"^(?:and|but|so|also|well|oh|btw|by the way|actually|okay|ok|yes|no)[, ]+", "", text, flags=re.I)
    text = re.sub(r"^(?:and|but|also|plus) ", "", text, flags=re.I)
    text = re.sub(r"(?<=\w and )I (are|were|have|do|don't)\b", r"User \1", text)  # "Tom and I are": plural
    text = re.sub(r"\bI (?:don't|do not)\b", "User doesn't", text)
    text = re.sub(r"\bI(?:'m| am)\b", "User is", text)
    text = re.sub(r"\bI've\b", "User has", text)
    text = re.sub(r"\bI'd\b", "User would", text)
    text = re.sub(r"\bI'll\b", "User will", text)
    text = COMPOUND_VERBS.sub(lambda m: m.group(0) + "_", text) if re.search(r"\bI ", text) else text
    text = re.sub(r"\bI ((?:(?:" + ADVERBS + r") )?)(\w+[ -]\w+)_", lambda m: f"User {m.group(1)}{m.group(2)}s", text)
    text = text.replace("_", "") if "_" in text and COMPOUND_VERBS.search(text) else text
    text = re.sub(
        r"\bI (?:((?i:" + ADVERBS + r")) )?([\w']+)\b",
        lambda m: "User " + (m.group(1).lower() + " " if m.group(1) else "") + agree(m.group(2)),
        text,
    )
    text = re.sub(r"\bI\b", "User", text)
    if text.startswith("User ") and " and " in text:
        text = re.sub(
            r"(?<=[\w'] and )(" + "|".join(SECOND_VERBS) + r")\b(?! (?:and|or)\b)",
            lambda m: agree(m.group(1)),
            text,
        )
    text = re.sub(r"\b[Mm]y\b", "User's", text)
    text = re.sub(r"(?<=\w) myself(?=\s*(?:[,.!?]|$|\s+(?:so|and|but|too)\b))", "", text)  # "I'm an accountant myself"
    text = re.sub(r"\b(?:me|myself)\b", "User", text)
    text = re.sub(r"\bmine\b", "User's", text)
    text = re.sub(r"\bwe\b", "User and others", text, flags=re.I) if text.lower().startswith("we ") else text
    # "We've got a pup", "We're in Leeds", "Our dog is ...": the speaker's household, said at the start
    text = re.sub(r"^[Ww]e've\b", "User and others have", text)
    text = re.sub(r"^[Ww]e're\b", "User and others are", text)
    text = re.sub(r"^[Oo]ur\b", "User's", text)
    return text[:1].upper() + text[1:]


# Words that end in "s" and are not plurals: a key keeps them whole ("health:diabetes", "hobby:tennis").
SINGULAR_S = frozenset(
    """diabetes herpes measles mumps rabies shingles rickets news series species lens gas bus chess physics maths
    mathematics politics economics athletics gymnastics aerobics pilates darts billiards tennis crossfit always
    analysis crisis basis thesis arthritis bronchitis colitis dermatitis tinnitus psoriasis endometriosis
    fibrosis sclerosis scoliosis osteoporosis hummus couscous asparagus octopus cactus""".split()
)

# "osteoarthritis", "tuberculosis", "diagnosis", "lupus": the "s" is the word's own.
SINGULAR_ENDINGS = ("itis", "osis", "iasis", "ysis", "esis", "us")


def head_word(phrase: str) -> str:
    """The first content word of a phrase, singular: the topic a key is built from."""
    for word in re.findall(r"[a-zA-Z][\w'-]*", phrase.lower()):
        if word not in STOPWORDS:
            return word if word in SINGULAR_S or word.endswith(SINGULAR_ENDINGS) else singular(word)
    return phrase.strip().lower()[:30]


# --- the words a question shares with a memory (policies/grounding.py) ----------------------

GENERIC = frozenset(
    """user want wants like likes love have has get got go goes do does did need make know think tell
    remember say said use one thing things something anything way time kind sort often much many
    should would could please again now still ever usually really right thank thanks""".split()
)
QUESTION_WORDS = frozenset("what whats who whom whose where when why how which am is are was were".split())


def stems(text: str) -> set[str]:
    """Specific words of ``text``, stemmed: no stopwords, question words or generic verbs."""
    words = re.findall(r"[^\W\d_]+", text.lower())
    skip = STOPWORDS | GENERIC | QUESTION_WORDS | {"you", "your", "s", "t", "m"}
    kept = [w for w in words if w not in skip and len(w) > 1]
    return {stem(w) for w in kept} | {_doer(w) for w in kept if len(w) >= 5 and w.endswith(("er", "or"))}


def _doer(word: str) -> str:
    """What a doer does, stemmed as its verb is: "teacher" -> "teach" (so "what do I teach?"
    shares a word with "User is a chemistry teacher"), "runner" -> "run", "actor" -> "act"."""
    verb = word[:-2]
    if len(verb) >= 4 and verb[-1] == verb[-2] and verb[-1] not in "aeiouls":
        verb = verb[:-1]  # "runner", "swimmer"
    return stem(verb)


def stem(word: str) -> str:
    """A light suffix stemmer ("running", "runs" -> "run"; "lives", "living" -> "liv"), enough to
    match a question's word to a memory's (the Snowball stemmer belongs to the keyword index)."""
    if word.endswith(("ies", "ied")) and len(word) > 4:
        return word[:-3] + "y"
    for suffix in ("ing", "ed", "es", "s", "e"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not word.endswith("ss"):
            word = word[: -len(suffix)]
            break
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiouls":
        word = word[:-1]  # "runn" -> "run"
    return word.rstrip("e") if len(word) > 3 else word
