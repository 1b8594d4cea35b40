"""Grounded replies for a small model: when a recalled memory answers the question, say it
plainly, and let the model add to it. Pure functions.

A 135M-parameter model given "User wants reports daily" and asked "how often do I want reports?" often answers
about something else, or as if it were the user ("I'm Priya, a pastry chef"). So, for a small model, the agent
picks the memory that answers the question, states it in the second person ("From what you told me: you want
reports daily.") and keeps the model's words only where they add something without speaking as the user. A
memory is stated only when all of these hold:

* the message is a question about the speaker ("I", "my", "me");
* the memory was recalled for it by its key ("what's my dog called?" names ``dog``), or
  it is of the kind the question asks for in other words ("which company am I employed
  by?" asks for an employer: a memory keyed ``employer`` or reading "User works at ...",
  see :mod:`memorylab.policies.slots`), or it is similar enough (cosine >= ``threshold``)
  *and* shares a specific word with the question (lightly stemmed: "running" meets "runs";
  generic verbs such as "want" or "like" do not count), so a distractor about another topic
  is never presented.

A request that asks for a kind of fact ("suggest a dinner that fits my diet") counts as a question. A request
for advice that *needs* a kind of fact without naming it ("suggest a snack for my hike" needs an allergy, see
:mod:`memorylab.policies.needs`) states the memory of that kind as a person would bring it up ("You told me
you're allergic to cashews, so watch out for that."). A request can need several ("plan a dinner for me and my
wife": a diet and the partner): up to :data:`MAX_STATED` memories are stated, one per kind needed and, for the kind
asked for, each kept under its key ("what am I allergic to?": sesame and shellfish), each with its own reason
(``Grounding.stated``). In the grounded mode, a sentence of the model's that carries a
recalled memory that was not stated is dropped (:func:`without_unstated`). With a capable model nothing changes
(see ``AgentSettings.reply_mode``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from memorylab.policies.asking import is_question, named_for, names_in, questions_in
from memorylab.policies.avoided import avoided, recommends_avoided, subsumed
from memorylab.policies.conclusions import contradicts, with_conclusions
from memorylab.policies.grounding_people import about_them
from memorylab.policies.guard import PLACEHOLDER
from memorylab.policies.howto import of_the_world
from memorylab.policies.kin_names import with_name
from memorylab.policies.needs import Need, fillers, needs_of
from memorylab.policies.phrasing import stems
from memorylab.policies.place_hint import home_hint
from memorylab.policies.selfref import asked_as_self
from memorylab.policies.slot_leisure import sharing_a_word
from memorylab.policies.slots import SLOT_BY_NAME, Slot, fills, of_first_kind, owners_of, slots_asked
from memorylab.policies.told import all_told, asks_everything
from memorylab.policies.unstated import without_unstated
from memorylab.policies.voice import (
    ASKS_MINE,
    NOTES_ECHO,
    SELF_DESCRIPTION,
    claims_a_life,
    invents_about_the_user,
    joined,
    of_the_user_by_name,
    sentences_of,
    unanswered,
)
from memorylab.policies.wording import say_needed, second_person, secrets_named

REPLY_MODES = ("auto", "grounded", "model")
DEFAULT_THRESHOLD = 0.15  # MiniLM: "where do I work?" meets "User works at Globex" at 0.20
MAX_STATED = 3  # memories one reply states at most, each of a kind asked for or needed (all told: policies/told.py)
ABOUT_ME = re.compile(r"\b(?:I|I'm|I've|I'd|my|me|mine|myself|we|we're|we've|our|us|ours)\b", re.I)
FIRST_PERSON = re.compile(r"\b(?:I|I'm|I've|I'd|[Mm]y|[Mm]e|[Mm]ine)\b")  # "My daughter, Emily, ..." too
LEAD = "From what you told me: "
NOT_SURE = "I'm not sure about that from what you've told me so far."
NOTED = "Got it, thanks for telling me."
MASKED = "I masked {what} before anything was stored or sent, and I keep no copy of it."
NO_ANSWER = "I don't have a good answer to that one, sorry."  # a question about the world, all of it dropped
ABOUT_THE_USER = re.compile(r"\b(?:the )?user\b", re.I)
REQUEST = re.compile(
    r"^\s*(?:please |can you |could you |pls |plz )?(?:suggest|recommend|give me|help me|plan|write|find|pick|choose"
    r"|make|draft|book|order|sign|address|spell|fill in|compose|create|prepare|put|add|include|introduce|generate"
    r"|come up with|explain|describe|tell me|list|summari[sz]e|translate|convert|define|outline|show me|teach me)\b",
    re.I,
)


@dataclass(frozen=True)
class Recalled:
    """What grounding needs of one recalled memory."""

    memory_id: int
    text: str
    similarity: float
    exact_key: str | None = None
    key: str | None = None  # the memory's own key, whether or not the question named it
    looked_up: bool = False  # found by its key for a kind the message wants, not by recall


@dataclass(frozen=True)
class Stated:
    """One memory a reply states: the sentence that states it, and why (``need`` when the
    request needed it without asking for it: "food → allergy")."""

    memory_id: int
    memory_text: str
    statement: str
    reason: str
    need: Need | None = None

    @property
    def why_stated(self) -> str:
        """How the Memory use tab labels the statement: asked for, or needed by the request."""
        return f"needed by the request: {self.need.label}" if self.need else "asked for"


@dataclass(frozen=True)
class Grounding:
    """The grounding decision of one turn: the memories stated, in the order the reply states
    them, each with its reason; or none, and ``reason`` says why. ``memory_id``, ``memory_text``,
    ``need`` and ``why_stated`` are the first stated memory's; ``statement`` is every statement."""

    stated: tuple[Stated, ...]
    reason: str

    @property
    def grounded(self) -> bool:
        return bool(self.stated)

    @property
    def statement(self) -> str | None:
        return " ".join(s.statement for s in self.stated) or None

    @property
    def memory_ids(self) -> tuple[int, ...]:
        return tuple(s.memory_id for s in self.stated)

    @property
    def answers_a_question(self) -> bool:
        """A memory is stated because the message asked for it (not only because a request
        needed it): the reply keeps one sentence of the model's, and the model writes little."""
        return any(s.need is None for s in self.stated)

    @property
    def memory_texts(self) -> tuple[str, ...]:
        return tuple(s.memory_text for s in self.stated)

    @property
    def memory_id(self) -> int | None:
        return self.stated[0].memory_id if self.stated else None

    @property
    def memory_text(self) -> str | None:
        return self.stated[0].memory_text if self.stated else None

    @property
    def need(self) -> Need | None:
        return self.stated[0].need if self.stated else None

    @property
    def why_stated(self) -> str | None:
        return self.stated[0].why_stated if self.stated else None


@dataclass(frozen=True)
class Reading:
    """What a message asks for and needs: the slots it names, whether it is a question (or a
    request for a kind) about the speaker, and the needs of a request for advice."""

    slots: list[Slot]
    asks: bool
    needs: list[Need]
    of_someone_else: bool = False  # "what job does my mum do?": a key the user holds ("job") is not what is asked

    @property
    def wanted(self) -> list[str]:
        """The kinds of fact (slot names) the message asks for or needs, in order."""
        asked = [s.name for s in self.slots] if self.asks else []
        return list(dict.fromkeys([*asked, *(n.slot for n in self.needs)]))


def read(message: str) -> Reading:
    """The slots ``message`` names, whether it asks about the speaker, and what it needs."""
    slots = slots_asked(message)
    asks = (is_question(message) or bool(slots and REQUEST.search(message))) and bool(ABOUT_ME.search(message))
    asks = asks and bool(slots or not of_the_world(message))  # "how do I make a budget spreadsheet?": anyone's
    return Reading(slots, asks, needs_of(message), bool(owners_of(message)))


def unfilled(message: str, recalled: Sequence[Recalled]) -> list[str]:
    """The kinds of fact ``message`` asks for or needs that none of ``recalled`` is (so the
    turn can look them up by key); none when a recalled memory has the key it names."""
    reading = read(message)
    if reading.asks and any(r.exact_key for r in recalled):
        return [n.slot for n in reading.needs if not _any_fills(n.slot, recalled)]
    return [name for name in reading.wanted if not _any_fills(name, recalled)]


def _any_fills(slot_name: str, recalled: Sequence[Recalled]) -> bool:
    return any(SLOT_BY_NAME[slot_name].filled_by(r.text, r.key) for r in recalled)


def choose(message: str, recalled: Sequence[Recalled], threshold: float = DEFAULT_THRESHOLD) -> Grounding:
    """The memories to state for ``message``: the one it asks for (by key, kind or a shared word),
    then one of each kind the request needs (:mod:`memorylab.policies.needs`), at most
    :data:`MAX_STATED`; or a Grounding saying why none is."""
    message = asked_as_self(message, [r.text for r in recalled])  # "what does Sam drink?", asked by Sam
    reading = read(message)
    if not reading.asks and not reading.needs:
        if not is_question(message) and not (reading.slots and REQUEST.search(message)):
            return _alone("not a question")
        if not any(names_in(message, r.text) for r in recalled):  # "who is Kwame?" asks about the user's world
            return _alone("the question is not about you")
    if not recalled:
        return _alone("nothing recalled")
    if asks_everything(message):  # every fact the user told (a memory with a key), as recalled
        told = all_told(recalled, MAX_STATED)
        why = "the question asks what you have told me, and this is one of your"
        stated = [_stated(r, f"{why} {'facts' if r.key else 'memories'}", lead=not i) for i, r in enumerate(told)]
        return Grounding(tuple(stated), "; ".join(s.reason for s in stated))
    stated = [_as_needed(s, message, reading, recalled) for s in _asked_ones(message, reading, recalled, threshold)]
    stated += _needed_ones(reading.needs, recalled, [s.memory_id for s in stated])
    if not stated and reading.asks:
        similar = sharing_a_word(message, reading.slots, recalled, threshold)
        if similar:
            stated = [_asked(max(similar, key=lambda r: r.similarity), message, reading.slots, threshold)]
        elif hint := home_hint([slot.name for slot in reading.slots], recalled):  # "where do I live?", a job's city
            stated = [Stated(hint[0].memory_id, hint[0].text, hint[1], hint[2])]
    if stated := with_conclusions(message, stated):  # "it's July" at home in Melbourne: winter (conclusions.py)
        return Grounding(tuple(stated), "; ".join(s.reason for s in stated))
    if reading.needs:
        wanted = ", ".join(dict.fromkeys(n.label for n in reading.needs))
        return _alone(f"the request needs {wanted}, and no memory recalled is one (none is stated)")
    best = max(recalled, key=lambda r: r.similarity)
    return _alone(
        f"no memory answers the question (best similarity {best.similarity:.2f}, "
        f"threshold {threshold:.2f} and a shared word needed)"
    )


def _alone(why: str) -> Grounding:
    return Grounding((), f"{why}: the model answers alone")


def _asked_ones(message: str, reading: Reading, recalled: Sequence[Recalled], threshold: float) -> list[Stated]:
    """The memory each question of ``message`` asks for: one for one question (the most
    specific kind it names wins), one per question when it asks several, up to
    :data:`MAX_STATED`; the first stated leads with "From what you told me", the rest follow."""
    parts = questions_in(message)
    if len(parts) < 2:
        found = _all_asked_for(reading, recalled) or [r for r in [named_for(message, recalled)] if r]
        found = [about_them(r, message, recalled) for r in found]
        return [_asked(best, message, reading.slots, threshold, lead=not at) for at, best in enumerate(found)]
    stated: list[Stated] = []
    for part in parts:
        left = [r for r in recalled if r.memory_id not in {s.memory_id for s in stated}]
        asked = read(part)
        best = _asked_for(asked, [r for r in left if not r.exact_key or _names_key(part, r.exact_key)])
        best = about_them(best, part, left) if best else named_for(part, left)
        if best is None and asked.asks:  # no kind named: a memory sharing a specific word with this question
            similar = sharing_a_word(part, asked.slots, left, threshold)
            best = max(similar, key=lambda r: r.similarity) if similar else None
        if best and len(stated) < MAX_STATED:
            stated.append(_asked(best, part, asked.slots, threshold, lead=not stated))
    return stated


def _names_key(question: str, key: str) -> bool:
    """Does this question name the key ("what are my cats called?" names ``cat``), not only the
    message it is part of?"""
    return bool(stems(key.replace(":", " ").replace("_", " ")) & stems(question))


def _asked_for(reading: Reading, recalled: Sequence[Recalled]) -> Recalled | None:
    """The memory a question about the speaker asks for by a key it names or a kind, if any."""
    found = _all_asked_for(reading, recalled)
    return found[0] if found else None


def _all_asked_for(reading: Reading, recalled: Sequence[Recalled]) -> list[Recalled]:
    """The memories a question about the speaker asks for, most similar first: the one whose key it names; else
    every one kept under the best key of the first kind it asks for, one per text, up to :data:`MAX_STATED`
    ("which dietary rules do I follow?": kosher, and no meat with dairy); else the most similar of that kind by
    its wording (a key says the kind, a wording only suggests it)."""
    if not reading.asks:
        return []
    theirs = reading.of_someone_else
    keyed = [r for r in recalled if r.exact_key and (not theirs or fills(reading.slots, r.text, r.key))]
    if keyed:
        return [max(keyed, key=lambda r: r.similarity)]
    of_kind = of_first_kind(reading.slots, list(recalled), lambda r: r.text, lambda r: r.key)
    ranked = sorted(of_kind, key=lambda r: -r.similarity)
    if not ranked or fills(reading.slots, ranked[0].text, ranked[0].key).key_rank(ranked[0].key) is None:
        return ranked[:1]
    return [next(r for r in ranked if r.text == text) for text in dict.fromkeys(r.text for r in ranked)][:MAX_STATED]


def _needed_ones(needs: Sequence[Need], recalled: Sequence[Recalled], stated: list[int]) -> list[Stated]:
    """One memory for each need some recalled memory fills, in the needs' order, none stated
    twice, until :data:`MAX_STATED` memories are stated in all."""
    taken, out = set(stated), []
    for need in needs:
        if len(taken) >= MAX_STATED:
            break
        said = {r.text for r in recalled if r.memory_id in taken}  # one text under two keys is said once
        left = [r for r in recalled if r.memory_id not in taken and r.text not in said and not subsumed(r.text, said)]
        meet = fillers(need, left, lambda r: r.text, lambda r: r.key)
        if meet:
            best = max(meet, key=lambda r: r.similarity)
            out.append(_needed(best, need, also=bool(taken), told=[r.text for r in recalled]))
            taken.add(best.memory_id)
    return out


def _as_needed(stated: Stated, message: str, reading: Reading, recalled: Sequence[Recalled]) -> Stated:
    """A request to make a thing of a kind it needs ("make me a workout schedule", not "... my schedule") states
    the memory as needed, not asked."""
    best = next(r for r in recalled if r.memory_id == stated.memory_id)
    need = next((n for n in reading.needs if SLOT_BY_NAME[n.slot].filled_by(best.text, best.key)), None)
    slot = fills(reading.slots, best.text, best.key)
    made = (
        slot
        and (at := slot.asked.search(message))
        and not re.search(r"\b(?:my|our)\s+(?:[\w-]+\s+)?$", message[: at.start()], re.I)
    )
    return (
        _needed(best, need, also=not stated.statement.startswith(LEAD))
        if need and made and REQUEST.match(message)
        else stated
    )


def _found(best: Recalled) -> str:
    return "looked up by its key" if best.looked_up else f"similarity {best.similarity:.2f}"


def _asked(best: Recalled, message: str, slots: list, threshold: float, *, lead: bool = True) -> Stated:
    slot = None if best.exact_key else fills(slots, best.text, best.key)
    if best.exact_key:
        why = f"the question names key '{best.exact_key}'"
    elif slot:
        why = f"the question asks for your {slot.name}, and this memory is one ({_found(best)})"
    elif names := names_in(message, best.text):
        why = f"the question names {', '.join(sorted(n.title() for n in names))}, and this memory is about them"
    else:
        shared = ", ".join(sorted(stems(message) & stems(best.text)))
        why = f"similarity {best.similarity:.2f} >= {threshold:.2f}, shared: {shared}"
    return _stated(best, why, lead=lead)


def _stated(best: Recalled, why: str, *, lead: bool) -> Stated:
    said = second_person(best.text)
    said = LEAD + said if lead else said[:1].upper() + said[1:]
    return Stated(best.memory_id, best.text, said, f"memory #{best.memory_id}: {why}")


def _needed(best: Recalled, need: Need, *, also: bool = False, told: Sequence[str] = ()) -> Stated:
    why = (
        f"the request is about {need.topic} ('{need.cue}'), which needs your {need.slot}, "
        f"and this memory is one ({_found(best)})"
    )
    said = say_needed(with_name(best.text, told), need, also=also)  # "your partner Ravi is allergic to dogs"
    return Stated(best.memory_id, best.text, said, f"memory #{best.memory_id}: {why}", need)


def speaks_as_user(sentence: str, memory_texts: Sequence[str]) -> bool:
    """Does ``sentence`` talk in the first person about the user's own facts ("I'm Priya, a
    pastry chef")? The model is then answering as if it were the user."""
    if of_the_user_by_name(sentence, memory_texts):  # "Sam is a helpful assistant." to Sam
        return True
    values = set().union(*(_values(text) for text in memory_texts)) if memory_texts else set()
    for claim in FIRST_PERSON.finditer(sentence):
        clause = re.split(r"[,.;!?\n]", sentence[claim.start() :], maxsplit=1)[0]
        if stems(clause) & values:
            return True
    return False


def _values(memory_text: str) -> set[str]:
    """The words a memory states about the user (its names and values), stemmed."""
    return stems(re.sub(r"\bUser(?:'s)?\b", " ", memory_text)) - {"name", "live", "work"}


def without_user_voice(reply: str, memory_texts: Sequence[str]) -> str:
    """``reply`` without the sentences in which the model speaks as the user, or about "the user" in the third person,
    or copying its notes' layout ('- "Daughter's favorite food is pizza"', "My message: ...": it has mistaken
    its notes for the conversation), or describing itself ("I'm a helpful assistant.")."""
    kept = [
        s
        for s in sentences_of(reply)
        if not speaks_as_user(s, memory_texts)
        and not ABOUT_THE_USER.search(s)
        and not NOTES_ECHO.match(s)
        and not SELF_DESCRIPTION.match(s)  # "I'm a helpful assistant." says nothing, stated memory or not
    ]
    return joined(kept)


def fallback(message: str) -> str:
    """What is said when nothing of the model's is left: "not sure from what you told me" only for a question for the
    user's own fact; one about the world ("what rhymes with orange?", "how do I reset my router?") is not
    answered as if memory were missing. A statement the guard masked is not thanked for as if it were kept ("Got
    it" after a password read as "remembered" to a workshop)."""
    if is_question(message) or REQUEST.match(message):
        return NOT_SURE if ASKS_MINE.search(message) else NO_ANSWER
    return masked_statement(message) or NOTED


# A question about the secret itself: "my work password is ..., can you keep it for me?"
ABOUT_THE_SECRET = re.compile(
    r"\b(?:keep|remember|store|save|hold on to|note|write down|look after)\b.{0,20}\b(?:it|this|that|them)\b", re.I
)


def masked_statement(message: str) -> str | None:
    """What a message the guard masked is answered with ("I masked the password ..."): a statement, or a question about
    keeping the secret; None for another question or request, or when nothing was masked."""
    masked = list(dict.fromkeys(PLACEHOLDER.findall(message)))
    if not masked or ((is_question(message) or REQUEST.match(message)) and not ABOUT_THE_SECRET.search(message)):
        return None
    return MASKED.format(what=" and ".join(secrets_named(message, PLACEHOLDER)))  # "the PIN", "the password"


def compose(grounding: Grounding, model_reply: str, message: str, memory_texts: Sequence[str]) -> str:
    """The reply shown: the model's alone, or the statement followed by what the model adds (its sentences that neither
    speak as the user, nor claim a life of their own in the first person, nor repeat the statement's words
    only). Without a statement, a question about the user is not answered by a first-person claim either ("what
    do I do?" -> "I help people"). The user's own ``message`` counts as what the model must not say as if it
    were theirs, and a sentence carrying a recalled memory that was not stated is dropped (the small model
    echoes its notes: "How do I reset my router?" -> "... As someone allergic to shellfish ...")."""
    if said := masked_statement(message):
        return said  # a secret and what became of it; no memory stated beside it
    addition = without_user_voice(model_reply, [message, *memory_texts])
    unstated = [t for t in memory_texts if t not in grounding.memory_texts]
    addition = without_unstated(addition, message, unstated)
    if not grounding.grounded:
        if is_question(message) and ABOUT_ME.search(message):  # "what do I do?" -> "I help people ..."
            addition = unanswered(message, sentences_of(addition))
        return addition or fallback(message)
    # After a stated memory a claim about a life is the model speaking as the user ("I help people in need"). A question
    # answered keeps one sentence of the model's, a needed memory its whole answer (the recipe after "watch out").
    answered, ruled_out = grounding.answers_a_question, avoided(grounding.memory_texts)
    said = sentences_of(addition)
    extra = [
        s
        for at, s in enumerate(said)
        if stems(s) - stems(grounding.statement)
        and not claims_a_life(s)
        and not SELF_DESCRIPTION.match(s)  # "I'm a helpful assistant." followed 5 of a room's answers
        and not invents_about_the_user(s, grounding.statement)  # "... is Biscuit. Biscuit loves yarn."
        and not recommends_avoided(s, ruled_out)  # "... allergic to peanuts ..." then "a peanut butter wrap"
        and not contradicts(s, grounding.statement)  # "In July it's winter in Melbourne." then "a summer salad"
        and (s[-1] in ".!?" or (not answered and at < len(said) - 1))  # not one cut off (a list's lines are whole)
    ]
    return joined([grounding.statement, *(extra[:1] if answered else extra)])
