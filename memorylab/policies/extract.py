"""Candidate memories from a user's message.

Two extractors with one output type, :class:`Candidate`:

* :func:`extract_rules`: deterministic patterns (names, preferences, stated facts,
  decisions, plans with dates, cadences, explicit "remember that ..."). Works with
  the small offline model and in tests. Questions and small talk yield nothing.
* :func:`extract_llm`: asks a capable model for a JSON list of facts.

Raw transcripts are never memories: a candidate is one statement, rewritten in the
third person ("User prefers ..."), with the span of the message it came from so
that forgetting it can redact that span from the stored turn.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass

from memorylab.words import singular

KIND_FACT, KIND_PREF, KIND_EPISODE = "fact", "preference", "episodic"
STOPWORDS = frozenset(
    """a an the my your our their his her its to of in on at for with and or but
    very really so too also just some any this that these those it them is are was be been being
    i me we you he she they not no do does did have has had""".split()
)
CADENCE_NOUNS = (
    r"(reports?|updates?|summar(?:y|ies)|digests?|newsletters?|invoices?|emails?|stand-?ups?"
    r"|check-?ins?|backups?)"
)
CADENCE = (
    r"(daily|weekly|monthly|hourly|quarterly|yearly|biweekly|fortnightly|every (?:day|week|month|"
    r"morning|evening|monday|tuesday|wednesday|thursday|friday|saturday|sunday|other week))"
)
DATE = (
    r"\b(today|tonight|tomorrow|this (?:weekend|week|month|year)|next (?:\w+)"
    r"|on (?:mon|tues|wednes|thurs|fri|satur|sun)day"
    r"|in (?:january|february|march|april|may|june|july|august|september|october|november|december)"
    r"|(?:january|february|march|april|may|june|july|august|september|october|november|december) \d{1,2}"
    r"|\d{1,2}(?:st|nd|rd|th)? (?:of )?"
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
    r"|\d{4}-\d{2}-\d{2}|at \d{1,2}(?::\d{2})? ?(?:am|pm)?|in \d+ (?:days|weeks|months))\b"
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


@dataclass(frozen=True)
class Candidate:
    text: str
    kind: str
    key: str | None
    importance: float
    span: tuple[int, int] | None
    rule: str


def sentences(text: str) -> list[tuple[int, int, str]]:
    """(start, end, clause) for each sentence, line, or "..., and I ..." clause of ``text``."""
    out = []
    for match in re.finditer(
        r"[^.!?\n;]+?(?=\s*(?:[,;]\s*|\s+)(?:and|but|also|plus)\s+(?:I|my|My|we|We)\b)"
        r"|[^.!?\n;]+[.!?]*",
        text,
    ):
        raw = match.group(0)
        stripped = raw.strip()
        if stripped:
            start = match.start() + raw.index(stripped)
            out.append((start, start + len(stripped), stripped))
    return out


def third_person(text: str) -> str:
    """'I love my dog' -> 'User loves User's dog'. Plain rules; good enough to read."""
    text = text.strip().rstrip(".!")
    text = re.sub(r"^(?:and|but|so|also|well|oh|btw|by the way|actually|okay|ok|yes|no)[, ]+", "", text, flags=re.I)
    text = re.sub(r"^(?:and|but|also|plus) ", "", text, flags=re.I)
    text = re.sub(r"\bI (?:don't|do not)\b", "User doesn't", text)
    text = re.sub(r"\bI(?:'m| am)\b", "User is", text)
    text = re.sub(r"\bI've\b", "User has", text)
    text = re.sub(r"\bI'd\b", "User would", text)
    text = re.sub(r"\bI'll\b", "User will", text)
    text = re.sub(
        r"\bI (?:(really|also|absolutely|usually|always|never|still) )?(\w+)\b",
        lambda m: "User " + (m.group(1) + " " if m.group(1) else "") + VERBS_S.get(m.group(2).lower(), m.group(2)),
        text,
    )
    text = re.sub(r"\bI\b", "User", text)
    text = re.sub(r"\b[Mm]y\b", "User's", text)
    text = re.sub(r"\b(?:me|myself)\b", "User", text)
    text = re.sub(r"\bmine\b", "User's", text)
    text = re.sub(r"\bwe\b", "User and others", text, flags=re.I) if text.lower().startswith("we ") else text
    return text[:1].upper() + text[1:]


def head_word(phrase: str) -> str:
    """The first content word of a phrase, singular: the topic a key is built from."""
    for word in re.findall(r"[a-zA-Z][\w'-]*", phrase.lower()):
        if word not in STOPWORDS:
            return singular(word)
    return phrase.strip().lower()[:30]


def _importance(base: float, sentence: str) -> float:
    boost = 0.1 * len(re.findall(r"\b(always|never|important|must|allergic|hate|love|really)\b", sentence, re.I))
    return round(min(1.0, base + boost), 2)


# Each rule: (name, pattern, kind, base importance, key builder or None).
RULES: list[tuple[str, re.Pattern, str, float, object]] = [
    (
        "remember",
        re.compile(r"^(?:please )?(?:remember|note|keep in mind)(?: that)? (.+)", re.I),
        KIND_FACT,
        0.85,
        None,
    ),
    (
        "name",
        re.compile(r"\b(?i:my name is|call me|i go by) ([A-Z][\w'-]+(?: [A-Z][\w'-]+)?)"),
        KIND_FACT,
        0.9,
        lambda m: "name",
    ),
    (
        "allergy",
        re.compile(r"\bI(?:'m| am) (?:severely |very |mildly )?allergic to ([\w -]+)", re.I),
        KIND_FACT,
        0.95,
        lambda m: "allergy:" + head_word(m.group(1)),
    ),
    (
        "diet",
        re.compile(r"\bI(?:'m| am) (?:a |an )?(vegetarian|vegan|pescatarian|gluten[- ]free|teetotal|keto)", re.I),
        KIND_FACT,
        0.8,
        lambda m: "diet",
    ),
    (
        "home",
        re.compile(r"\bI (?:live|am living|'m living|moved|just moved|have moved) (?:in|to) ([A-Z][\w .'-]+)"),
        KIND_FACT,
        0.7,
        lambda m: "home_location",
    ),
    (
        "employer",
        re.compile(r"\bI (?:work|am working|'m working) (?:at|for) ([A-Z][\w&.' -]+)"),
        KIND_FACT,
        0.7,
        lambda m: "employer",
    ),
    (
        "occupation",
        re.compile(
            r"\bI (?:work as|am|'m) an? ([a-z][\w -]*?(?:er|or|ist|ian|ant|ent|nurse|doctor|chef|"
            r"lawyer|student|architect|pilot|teacher|designer|scientist))\b",
            re.I,
        ),
        KIND_FACT,
        0.7,
        lambda m: "occupation",
    ),
    (
        "pet",
        re.compile(
            r"\bI (?:have|'ve got|have got|own) an? (dog|cat|puppy|kitten|parrot|rabbit|hamster|horse|"
            r"fish|turtle|snake)\b(?: (?:named|called) ([A-Z]\w+))?",
            re.I,
        ),
        KIND_FACT,
        0.7,
        lambda m: m.group(1).lower(),
    ),
    (
        "relation",
        re.compile(
            r"\bmy (wife|husband|partner|girlfriend|boyfriend|sister|brother|mother|mom|mum|"
            r"father|dad|son|daughter|boss|manager|best friend)(?:'s name)? is (?:called |named )?"
            r"([A-Z]\w+)",
            re.I,
        ),
        KIND_FACT,
        0.75,
        lambda m: m.group(1).lower(),
    ),
    (
        "favourite",
        re.compile(r"\bmy favou?rite ([\w ]+?) is ([\w ,'-]+)", re.I),
        KIND_PREF,
        0.6,
        lambda m: "favourite:" + head_word(m.group(1)),
    ),
    (
        "decision",
        re.compile(
            r"\b(?:we|I)(?:'ve| have)? decided (?:to|on|that) (.+)|\blet'?s go with (.+)"
            r"|\bwe(?:'ll| will) go with (.+)",
            re.I,
        ),
        KIND_EPISODE,
        0.7,
        None,
    ),
    (
        "preference",
        re.compile(
            r"\bI (?:really |absolutely |also |much |still )?(love|like|enjoy|prefer|adore|hate|"
            r"dislike|can't stand|cannot stand|don't like|do not like|am not a fan of"
            r"|'m not a fan of)"
            r" (.+)",
            re.I,
        ),
        KIND_PREF,
        0.6,
        lambda m: "pref:" + head_word(m.group(2)),
    ),
]
PLAN = re.compile(
    r"\b(?:I|we)(?:'m| am| are|'re)? ?(?:going to|will|'ll|plan(?:ning)? to|flying|travell?ing|"
    r"moving|visiting|meeting|starting|have an? (?:appointment|meeting|interview|exam|flight|call|"
    r"dentist|doctor))\b",
    re.I,
)
CADENCE_RE = re.compile(CADENCE, re.I)
QUESTION = re.compile(r"\?\s*$|^(?:what|who|where|when|why|how|do|does|did|can|could|would|should|is|are)\b", re.I)


def extract_rules(message: str, *, topic_hint: str | None = None) -> list[Candidate]:
    """Candidates found by the patterns above, at most one per sentence.

    ``topic_hint``: a noun from the recent conversation ("reports"), so that
    "send them daily" can become "User wants reports daily".
    """
    found: list[Candidate] = []
    for start, end, sentence in sentences(message):
        sentence = re.sub(r"^(?:and|but|also|plus)\s+", "", sentence)
        if QUESTION.search(sentence) or len(sentence.split()) < 3:
            continue
        candidate = (
            _cadence(sentence, start, end, topic_hint)
            or _by_rules(sentence, start, end)
            or _plan(sentence, start, end)
            or _held_secret(sentence, start, end)
        )
        if candidate:
            found.append(candidate)
    return found


def _by_rules(sentence: str, start: int, end: int) -> Candidate | None:
    for name, pattern, kind, base, key_of in RULES:
        match = pattern.search(sentence)
        if not match:
            continue
        if name == "remember":
            body = match.group(1)
            inner = _by_rules(body, start, end)
            text = inner.text if inner else third_person(body)
            key = inner.key if inner else None
            inner_kind = inner.kind if inner else kind
            return Candidate(text, inner_kind, key, _importance(base, sentence), (start, end), name)
        key = key_of(match) if key_of else None
        text = third_person(sentence[match.start() :])  # drop a preamble: "Bad news, I am ..."
        if name == "name":
            text = f"User's name is {match.group(1)}"
        return Candidate(text, kind, key, _importance(base, sentence), (start, end), name)
    return None


def _cadence(sentence: str, start: int, end: int, topic_hint: str | None) -> Candidate | None:
    cadence = CADENCE_RE.search(sentence)
    if not cadence:
        return None
    noun = re.search(r"\b" + CADENCE_NOUNS + r"\b", sentence, re.I)
    topic = noun.group(1).lower() if noun else None
    if topic is None and re.search(r"\b(them|it|those|these)\b", sentence, re.I) and topic_hint:
        topic = topic_hint
    if topic is None:
        return None
    topic_key = head_word(topic)
    text = f"User wants {topic_key}s {cadence.group(1).lower()}"
    return Candidate(text, KIND_PREF, f"cadence:{topic_key}", _importance(0.65, sentence), (start, end), "cadence")


def _plan(sentence: str, start: int, end: int) -> Candidate | None:
    if PLAN.search(sentence) and re.search(DATE, sentence, re.I):
        return Candidate(third_person(sentence), KIND_EPISODE, None, _importance(0.6, sentence), (start, end), "plan")
    return None


def _held_secret(sentence: str, start: int, end: int) -> Candidate | None:
    """A sentence that held a secret (already redacted) still becomes a candidate, so the
    write policy's refusal shows up in the turn's decisions."""
    if "[redacted " in sentence and re.search(r"\b(?:my|I|our)\b", sentence, re.I):
        return Candidate(third_person(sentence), KIND_FACT, None, _importance(0.7, sentence), (start, end), "sensitive")
    return None


def cadence_topic(text: str) -> str | None:
    """The last cadence noun in ``text`` (for resolving "them" in a later message)."""
    nouns = re.findall(r"\b" + CADENCE_NOUNS + r"\b", text, re.I)
    return nouns[-1].lower() if nouns else None


# --- the LLM extractor -------------------------------------------------------------------

LLM_PROMPT = """Extract durable facts about the user from their message, for a memory store.
Return only a JSON list; each item: {"text": "User ...", "kind": one of "fact", "preference",
"episodic", "key": a short snake_case slot name or null, "importance": 1-10}.
Small talk, questions and anything about the assistant yield []. Never include passwords,
keys, card or id numbers, emails or phone numbers.
Message: """


def extract_llm(message: str, complete: Callable[[list[dict]], str]) -> list[Candidate]:
    """``complete(messages) -> str``. Raises ValueError when the answer is not usable JSON."""
    answer = complete([{"role": "user", "content": LLM_PROMPT + message}])
    match = re.search(r"\[.*\]", answer, re.S)
    if not match:
        raise ValueError("the model did not answer with a JSON list")
    items = json.loads(match.group(0))
    spans = sentences(message)
    out = []
    for item in items:
        if not isinstance(item, dict) or not str(item.get("text", "")).strip():
            continue
        kind = item.get("kind") if item.get("kind") in (KIND_FACT, KIND_PREF, KIND_EPISODE) else KIND_FACT
        importance = min(10.0, max(1.0, float(item.get("importance", 5)))) / 10.0
        text = str(item["text"]).strip()
        out.append(Candidate(text, kind, item.get("key") or None, round(importance, 2), _best_span(text, spans), "llm"))
    return out


def _best_span(text: str, spans: object) -> tuple[int, int] | None:
    words = set(re.findall(r"\w+", text.lower())) - STOPWORDS - {"user"}
    best, best_overlap = None, 0
    for start, end, sentence in spans:
        overlap = len(words & set(re.findall(r"\w+", sentence.lower())))
        if overlap > best_overlap:
            best, best_overlap = (start, end), overlap
    return best
