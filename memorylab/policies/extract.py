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
from functools import partial

from memorylab.policies.intro_after import settled
from memorylab.policies.intro_clause import (
    DAYDREAM,
    JOKING,
    SARCASTIC,
    hypothetical,
    normalise,
    without_aside,
    without_reported_speech,
)
from memorylab.policies.intro_names import given_name, headed_name, named_in_question, one_name, signed_name
from memorylab.policies.intro_pieces import read_pieces
from memorylab.policies.intro_refer import Told, one_of, what_was_avoided
from memorylab.policies.intro_selfname import self_named
from memorylab.policies.intro_sentences import FILLER, FIRST_PERSON, GREETING_ONLY, sentences, subjectless
from memorylab.policies.intro_shape import GREETING, LIKED_NOTHING
from memorylab.policies.intro_subject import with_subject
from memorylab.policies.introductions import in_passing, introduce_all
from memorylab.policies.others_words import QUOTED_TASK, others_words_blanked
from memorylab.policies.phrasing import STOPWORDS, head_word, third_person

KIND_FACT, KIND_PREF, KIND_EPISODE = "fact", "preference", "episodic"
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
    r"|on the \d{1,2}(?:st|nd|rd|th)"
    r"|\d{4}-\d{2}-\d{2}|at \d{1,2}(?::\d{2})? ?(?:am|pm)?|in \d+ (?:days|weeks|months))\b"
)


@dataclass(frozen=True)
class Candidate:
    text: str
    kind: str
    key: str | None
    importance: float
    span: tuple[int, int] | None
    rule: str


def _importance(base: float, sentence: str) -> float:
    boost = 0.1 * len(re.findall(r"\b(always|never|important|must|allergic|hate|love|really)\b", sentence, re.I))
    return round(min(1.0, base + boost), 2)


# Each rule: (name, pattern, kind, base importance, key builder or None). What people say about themselves (name,
# work, home, family, pets, diet, hobbies...) is read first, by :mod:`memorylab.policies.introductions`.
RULES: list[tuple[str, re.Pattern, str, float, object]] = [
    (
        "remember",
        re.compile(r"^(?:please )?(?:remember|note|keep in mind)(?: that)? (.+)", re.I),
        KIND_FACT,
        0.85,
        None,
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
            # "Love surfing, I go out whenever ...": an activity loved, said without the "I"
            r"(?:\bI |^(?=(?:really |absolutely )?(?:love|adore|enjoy) (?!seeing|hearing|having|getting|knowing)"
            r"[a-z]{3,}ing\b(?![^.!?]*\byou)))"
            r"(?:really |absolutely |also |much |still )?(love|like|enjoy|prefer|adore|hate|"
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
# A filler before a self-statement, read without it: "anyway I'm Marisol", "ok fine I'm Yui"; a reason given first
# for what is asked is a statement too: "Since I journal every night, could you ...?" (not "since I was 12")
FILLER_FIRST = re.compile(
    rf"^(?:{FILLER}(?:,\s+|\s+(?=(?:I|I'm|my|(?:the )?name's)\b))"
    r"|(?:since|as|because|cause|cos|seeing as|given that)\s+(?=(?:I|I'm|I've|we|we're)\b"
    r"(?! (?:was|were|had|said|say|mentioned|told|asked|think|thought|guess|understand)\b)))+",
    re.I,
)
# A statement the speaker asks to be noted, read without the asking: "Kindly note I am Mrs. Lakshmi Venkataraman",
# "can you remember that my name is Yuki?" (its question mark is the asking's), "I wish to advise that I am ...".
NOTE_THAT = re.compile(
    r"^(?:(?:can|could|will|would) (?:you|u)(?: please| pls| kindly)?|please|pls|kindly|just)?\s*"
    r"(?:remember|note|keep in mind|bear in mind|make a note|take note|be aware|be advised|I (?:wish|would like|want)"
    r" to (?:advise|inform you|let you know))(?: of)?(?: that)?,?\s+"
    r"(?=(?:I|I'm|I've|my|we|we're|our)\b)",
    re.I,
)
# What is hated or loved only for now is a mood, not a taste: "i hate everything today ugh", "hate my hair rn"
MOOD = re.compile(r"\b(?:today|tonight|right now|rn|atm|this (?:morning|afternoon|evening|week))\b", re.I)
PLAN = re.compile(
    r"\b(?:I|we)(?:'m| am| are|'re)? ?(?:going to|will|'ll|plan(?:ning)? to|flying|travell?ing|"
    r"moving|visiting|meeting|starting|have an? (?:appointment|meeting|interview|exam|flight|call|"
    r"dentist|doctor))\b"
    # an appointment one has got, and a trip said without "I'm": "I've got the dentist on the 14th",
    # "got a hospital appointment on the 3rd", "flying to Lisbon on Friday"
    r"|(?:\b(?:I|we)(?:'ve| have)? |^)(?:got|have) (?:an? |the |my )?(?:[\w-]+ )?(?:appointment|dentist|doctor|gp"
    r"|check-?up|scan|interview|exam|hospital|vet|hairdresser|physio)\b"
    r"|^(?:flying|travell?ing|heading|off|driving) to\b",
    re.I,
)
CADENCE_RE = re.compile(CADENCE, re.I)
# "When I'm not at work, I ..." starts a statement, not a question; so does "can't eat gluten, I'm coeliac".
ASKING = re.compile(
    r"^(?:what|who|where|when(?! (?:I|I'm|we|we're|my)\b)|why|how|does|did|can(?!'t)|could|would|should|is|are"
    r"|do(?! (?:the|my|our) [\w ]+ on \w+day(?:s| mornings| evenings| nights)\b| (?:a|an|some)\b))\b",
    re.I,
)
QUESTION = re.compile(rf"\?\s*$|{ASKING.pattern}", re.I)
# A question or a formal request after a statement in one sentence ("I teach maths, how do I ...?"): the statement read.
QUESTION_AFTER = re.compile(
    r"\s*,\s*(?:and |but |so )?(?=(?:how|what|any|anything|can|could|do|does|should|would|is|are|where|why|which|normal"
    r"|who|when|tips|ideas|thoughts|best|good|recommended|recommend|suggest|give me|help me|tell me|explain|reckon"
    r"|(?:[\w-]+ ){1,2}(?:ideas|tips|suggestions|advice|recommendations|recs))\b[^,]*\?\s*$"
    # asked without a question mark: "i'm going to paris next week, what should i pack", "hawker for 30 years at
    # Maxwell, ..., how to start ah", "born and bred in Adelaide ..., what's a decent footy podcast for the drive"
    r"|(?:what|how|which|where|when) (?:should|do|can|could|would) (?:i|we)\b[^,?]*$"
    r"|(?:what(?:'s| is| are)|how (?:to|often|much|many|long|do|does|should|can)|can (?:u|you)|could (?:u|you))\b"
    r"[^,?]*$"
    r"|(?:kindly|please|pls|plz) (?:suggest|advise|recommend|help|tell|share|explain|guide|let me know)\b.*$"
    r"|I(?:'d| would) (?:be (?:most |very |so )?grateful|(?:greatly |really )?appreciate|welcome|value)\b.*$)",
    re.I,
)
# ... or after a spaced dash ("Penicillin allergy here — GP wants ..., isn't that the same family??"), after "so" ("im a
# teacher so any ideas ...??"), or dictated with no stop at all: "im allergic to peanuts can you check if this ..."
QUESTION_AFTER_DASH = re.compile(
    r"\s+[—–-]+\s+(?=[^—–]*\?\s*$|(?:what|how|which|where|why|who|can|could|should|would|is|isn't|are|do|does|any"
    r"|anything|pls|please|help)\b)"
    r"|\s+so (?=(?:any|what|how|can|could|should|which)\b[^,]*\?\s*$)|\s+(?=(?:can|could) (?:you|u) (?:please |pls )?"
    r"(?:check|help|suggest|recommend|tell|give|make|write|find)\b|(?:what|how|which) (?:should|do|can) i\b)",
    re.I,
)


# An aside in brackets after a word, read around when the sentence says nothing with it in.
IN_BRACKETS = re.compile(r"(?<=\w)\s*\([^()]{1,80}\)")
# An allergy worn as a badge before a question: "Peanut allergy club checking in, which bars are safe?"
ALLERGY_BADGE = r"(?: (?:gang|club|squad|crew|sufferer|warrior)(?: here| checking in| reporting in)?)?"


def _before_question(sentence: str) -> str:
    """``sentence`` without a question that follows a first-person statement in it (the
    latest cut, at a comma or a dash, that leaves a statement before it)."""
    if ASKING.match(sentence):
        return sentence
    found = (QUESTION_AFTER.search(sentence), QUESTION_AFTER_DASH.search(sentence))
    cuts = sorted((m.start() for m in found if m), reverse=True)
    for at in cuts:
        left = sentence[:at]
        if (
            FIRST_PERSON.search(left)
            or subjectless(left)
            # "Leilani here", "shellfish allergy", "This is Rajesh from accounts": then ", can you ..."
            or re.match(
                rf"{GREETING}(?:[\w -]+ here\b|[\w -]{{2,30}} (?:allergy|intolerance){ALLERGY_BADGE}$"
                r"|this is (?-i:[A-Z])|(?:as|being) an? [\w -]{2,40}(?:\([^()]{1,40}\))?$"
                # "Training to be a pilot, PPL checkride soon — mnemonics for the pre-flight checks?"
                r"|(?:currently |now )?training (?:to be|to become|as) an? [\w -]{2,40}(?:,[\w -]{1,40})?$)",
                left,
                re.I,
            )
        ):
            return left
    return sentence


def extract_rules(message: str, *, topic_hint: str | None = None) -> list[Candidate]:
    """Candidates found by the patterns above, at most one per clause.

    ``topic_hint``: a noun from the recent conversation ("reports"), so that
    "send them daily" can become "User wants reports daily".
    """
    found: list[Candidate] = []
    greeted = ""
    message = normalise(message)  # same length: spans still point into the message
    message = others_words_blanked(message)  # "translate into French: 'My name is Paul and I live in Lyon'"
    animal = avoided = None
    told = Told()
    for start, end, sentence in sentences(message):
        # an aside in brackets is read as the speaker's own words: "(Astrophotography is my whole personality now)"
        sentence = without_reported_speech(re.sub(r"^(?:(?:and|but|also|plus|so)\s+|\()", "", sentence))
        sentence = FILLER_FIRST.sub("", sentence)
        if noted := NOTE_THAT.match(sentence):
            statement = re.sub(r"(?:\s*(?:pls|please|thanks|thx|ty))?\s*\?+$", "", sentence[noted.end() :])
            if _introductions(statement, start, end):  # else for the "remember" rule: "Remember that my boots need ..."
                sentence = statement
        sentence, animal = one_of(without_aside(sentence), animal)
        sentence, avoided = what_was_avoided(sentence, avoided)  # "... without peanuts? i'm allergic"
        sentence = _before_question(sentence)
        quoted = QUOTED_TASK.match(sentence)
        if QUESTION.search(sentence) or quoted:
            asked = [] if quoted else named_in_question(sentence)  # "my girlfriend Saoirse"
            passing = [] if quoted else _candidates(in_passing(sentence), sentence, start, end)
            named = _named(asked, start, end) + passing  # "..., thats where im based now"
            if named := named or read_pieces(sentence, partial(_introductions, start=start, end=end), QUESTION):
                told.add(found, named, sentence, start)
            else:
                told.skip(sentence, start)
            continue
        if SARCASTIC.match(sentence):  # "oh sure, I'm a world-class chef, burned toast twice"
            told.skip(sentence, start)
            continue
        if hypothetical(sentence):  # only whom a clause about the past names ("when I was little my stepdad Phil ...")
            if named := _introductions(sentence, start, end):
                told.add(found, named, sentence, start)
            else:
                told.skip(sentence, start)
            continue
        if (said := told.read(sentence, start)) is None:
            continue  # "His name is Rolo" after "My neighbour got a puppy": someone else's
        said = without_reported_speech(said)  # "She thinks I'm a doctor" -> "my mum thinks"
        if (owned := told.owned_name(sentence)) is not None:  # "Farhan. That's me."
            name, at = owned
            found.append(Candidate(f"User's name is {name}", KIND_FACT, "name", 0.9, (at, end), "name"))
            continue
        # "hello, i'm sofia": the greeting tells a lower-case name from "i'm tired"
        introduced = _introductions(greeted + said, start, end)
        greeted = sentence.strip(" ,!.") + ", " if GREETING_ONLY.match(sentence.strip(" ,!.")) else ""
        if not introduced and (len(said.split()) >= 3 or len(with_subject(said).split()) >= 3):  # "Love surfing"
            other = (
                _cadence(said, start, end, topic_hint)
                or _by_rules(said, start, end)
                or _plan(said, start, end)
                or _held_secret(said, start, end)
            )
            introduced = [other] if other else []
        if not introduced and (plain := IN_BRACKETS.sub("", said)) != said:  # "I'm a nurse (got promoted!!) and ..."
            introduced = _introductions(plain, start, end)
        if not introduced:  # "home is Melbourne 🇦🇺 and the weather ...": a fact before a remark
            introduced = read_pieces(said, partial(_introductions, start=start, end=end), QUESTION)
        told.add(found, introduced, said, start, guessed=said != sentence)
    if not hypothetical(message):  # and "jess (my gf)", "Oskar, my dachshund" in passing, across clauses
        said = " ".join(c.text for c in found)
        found += _named([p for p in named_in_question(message) if p.split()[-1] not in said], 0, len(message))
    named = any(c.key == "name" for c in found)
    if not named and found and (headed := headed_name(message)):  # "Greta. Chemistry teacher, Hamburg."
        name, span = headed
        found.insert(0, Candidate(f"User's name is {name}", KIND_FACT, "name", 0.9, span, "name"))
    elif not named and (signed := signed_name(message) or given_name(message) or self_named(message)):
        name, span = signed
        found.append(Candidate(f"User's name is {name}", KIND_FACT, "name", 0.9, span, "name"))
    jest = JOKING.search(message) or DAYDREAM.search(message)  # what was said before a "jk" is taken back
    found = [c for c in found if c.key not in OUTSIDE or (c.span and WHO_THEY_ARE.search(message[slice(*c.span)]))]
    if any(c.key == "city" for c in found) and NOT_YET_HOME.search(message):  # "bought a flat in Porto, we move in May"
        found = [c for c in found if c.key != "city" or not (c.span and BOUGHT.search(message[slice(*c.span)]))]
    found = settled(message, found, extract_rules, Candidate)  # one more rabbit; "my sister Imogen is ..."
    found = [c for c in found if not UNFILLED.search(c.text)]
    return [c for c in one_name(found, message) if not jest or (c.span and c.span[0] >= jest.end())]


# People outside the family named beside what they do or are ("my boss Priya is obsessed with pickleball"): the
# sentence is about them; their name is kept when the speaker lives with them, or the sentence says only who they are.
OUTSIDE = frozenset(
    """boss manager coworker co-worker colleague roommate flatmate housemate neighbour neighbor landlord landlady
    supervisor client classmate teammate best_mate best_friend""".split()
)
WHO_THEY_ARE = re.compile(
    r"\b(?:I|we) (?:live|living|share|sharing|moved in|rent)\b|\bme and my\b"
    r"|^\W*(?:\w+,? )?(?:my|our) [\w -]{2,20}? (?:is|'s)(?: called| named)? (?-i:[A-Z])[\w'-]+"
    r"(?: (?-i:[A-Z])[\w'-]+)?[\s.!]*$",
    re.I,
)


# A home bought or rented, not lived in yet: "bought a house in Leeds but haven't moved yet", "We move in next month!"
NOT_YET_HOME = re.compile(
    r"\b(?:(?:haven't|have not|hasn't|not|yet to|don't|do not|won't|can't) (?:yet |even |actually )?(?:moved|move"
    r"|moving|got the keys|completed)|(?:move|moving) in (?:next|in|on|this|after|at|once|when)|(?:till|until) (?:we|I)"
    r" move)",
    re.I,
)
BOUGHT = re.compile(r"\b(?:bought|buying|purchased|lease|keys|closed on|completed on)\b", re.I)


# A memory read across a blanked quote ("writes '       ' wrong on my cup") or from a form's blanks ("I work as a
# ____ in ____", "[your job]", "<city>", "{name}"): nothing the speaker said of themselves
# (not what the guard put in: "[redacted password]" is a secret said, which the write plan refuses with its reason)
UNFILLED = re.compile(r" {3,}|_{2,}|\[(?!redacted\b)[a-z ]{1,20}\]|<[a-z ]{1,20}>|\{[a-z ]{1,20}\}", re.I)


AT_AN_HOUR = re.compile(r"\b(?:is|are|starts?|begins?) at \d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\b", re.I)


def _named(phrases: list[str], start: int, end: int) -> list[Candidate]:
    """What each phrase naming one of the user's people or animals ("my gf Jess") says."""
    return [c for phrase in phrases for c in _introductions(phrase, start, end) if phrase.split()[-1] in c.text]


def _introductions(sentence: str, start: int, end: int) -> list[Candidate]:
    """What the sentence says about the speaker (one candidate per kind: "I'm a pharmacist
    up in Leeds" gives a job and a city)."""
    if (
        CADENCE_RE.search(sentence)
        and re.search(r"\b" + CADENCE_NOUNS + r"\b", sentence, re.I)
        and not AT_AN_HOUR.search(sentence)  # "my standup is at 9:30 every morning": a fixture, not a wish
    ):
        return []  # "I prefer weekly reports" is a cadence, read below
    return _candidates(introduce_all(sentence), sentence, start, end)


def _candidates(intros: list, sentence: str, start: int, end: int) -> list[Candidate]:
    return [
        Candidate(intro.text, intro.kind, intro.key, _importance(intro.importance, sentence), (start, end), intro.rule)
        for intro in intros
    ]


def _by_rules(sentence: str, start: int, end: int) -> Candidate | None:
    for name, pattern, kind, base, key_of in RULES:
        match = pattern.search(sentence)
        if not match or (name == "preference" and (LIKED_NOTHING.match(match.group(2)) or MOOD.search(match.group(2)))):
            continue
        if name == "remember":
            body = match.group(1)
            inner = next(iter(_introductions(body, start, end)), None) or _by_rules(body, start, end)
            text = inner.text if inner else third_person(body)
            key = inner.key if inner else None
            inner_kind = inner.kind if inner else kind
            return Candidate(text, inner_kind, key, _importance(base, sentence), (start, end), name)
        key = key_of(match) if key_of else None
        said = sentence[match.start() :]  # drop a preamble: "Bad news, I am ..."
        if not re.match(r"(?:I|we)\b", said, re.I):  # "Love surfing": the "I" left out
            said = "I " + said[:1].lower() + said[1:]
        text = third_person(said)
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


def _plan(sentence: str, start: int, end: int) -> Candidate | None:  # a plan for today is over by the next talk
    if PLAN.search(sentence) and re.search(DATE, sentence, re.I) and "today" not in sentence.lower():
        sentence = re.sub(r"^(?:got|have)\b", "I've got", sentence, count=1, flags=re.I)  # the "I" left out
        sentence = re.sub(
            r"^(flying|travell?ing|heading|off|driving) to\b", r"I'm \1 to", sentence, count=1, flags=re.I
        )
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
