"""One chat turn, every step recorded for the UI:

guard -> (forget request?) -> recall -> context -> generate -> write policy -> summary.

The user's message is redacted (secrets, personal data) before it is stored, embedded
or sent to a model. A failed model call still keeps the message and runs the write
policy, and the turn says what went wrong; the next turn works as usual.
"""
from __future__ import annotations

import re
import time
from dataclasses import dataclass, field

from . import writepolicy
from .context import Context, build_context
from .errors import InvalidInput, LLMError
from .extract import STOPWORDS, cadence_topic, extract_llm, extract_rules
from .models import Event, Hit
from .scoring import Weights
from .sensitive import redact, scan
from .store import mask
from .summary import maybe_summarize
from .textguard import check_user_id, clean_text
from .writepolicy import Decision

FORGET = re.compile(
    r"^\s*(?:please\s+|can you\s+|could you\s+|now\s+)?(?:forget|delete|erase|remove|drop)\s+"
    r"(?!to\b|it\b|about it\b)(?:that\s+|about\s+|what I (?:said|told you|mentioned) about\s+|"
    r"everything (?:about|on)\s+|the (?:fact|memory) that\s+)?(.+?)\s*[.!]*\s*$"
    r"|^\s*(?:please\s+)?(?:don't|do not) remember (?:that\s+)?(.+?)\s*[.!]*\s*$", re.I)
RELEVANCE_ONLY = Weights(1.0, 0.0, 0.0, n_candidates=20, k=10, name="relevance only")


@dataclass
class Turn:
    """Everything the UI draws for one exchange."""
    user_id: str
    session_id: str
    message: str                      # as stored: redacted
    reply: str = ""
    error: str | None = None
    model: str = ""
    hits: list[Hit] = field(default_factory=list)
    context: Context | None = None
    decisions: list[Decision] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    forgotten: list[int] = field(default_factory=list)
    redactions: list[str] = field(default_factory=list)
    summary: dict | None = None
    derived: list[int] = field(default_factory=list)   # consolidations and reflections made
    timings_ms: dict[str, float] = field(default_factory=dict)
    turn_ids: list[int] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.error is None


class _Stopwatch:
    def __init__(self, turn: Turn):
        self.turn, self.last = turn, time.perf_counter()

    def lap(self, name: str) -> None:
        now = time.perf_counter()
        self.turn.timings_ms[name] = round((now - self.last) * 1000, 2)
        self.last = now


def forget_topic(message: str) -> str | None:
    match = FORGET.match(message)
    if not match:
        return None
    topic = (match.group(1) or match.group(2) or "").strip()
    return topic or None


def run_turn(lab, user_id: str, message: str, session_id: str = "default", *,
             weights: Weights | None = None, model: str | None = None, budgets=None) -> Turn:
    try:
        user_id = check_user_id(user_id)
        text = clean_text(message, max_chars=lab.settings.max_message_chars, what="message")
    except InvalidInput as exc:
        return Turn(str(user_id), session_id, "", error=str(exc))
    findings = scan(text)
    llm = lab.llm_for(model)
    turn = Turn(user_id, session_id, redact(text, findings), model=llm.model,
                redactions=sorted({f.kind for f in findings}))
    watch = _Stopwatch(turn)
    first_event = lab.store.last_event_id(user_id)
    topic = forget_topic(turn.message)
    if topic:
        _forget_turn(lab, turn, topic)
    else:
        _chat_turn(lab, turn, watch, llm, weights or lab.weights, budgets or lab.settings.agent.budgets)
    turn.events = lab.store.events(user_id, after=first_event)
    watch.lap("events")
    return turn


def _chat_turn(lab, turn: Turn, watch: _Stopwatch, llm, weights: Weights, budgets) -> None:
    agent, store, now = lab.settings.agent, lab.store, lab.clock.now()
    recent = store.turns(turn.user_id, turn.session_id, limit=agent.working_turns)
    user_turn = store.add_turn(turn.user_id, turn.session_id, "user", turn.message, now)
    turn.turn_ids.append(user_turn)
    turn.hits = lab.recall(turn.user_id, turn.message, k=weights.k, weights=weights)
    watch.lap("recall")
    summary = store.summary(turn.user_id, turn.session_id)
    turn.context = build_context(
        system=agent.system_prompt, message=turn.message, profile=profile_facts(lab, turn.user_id),
        memories=[h.memory for h in turn.hits], summary=summary["text"] if summary else None,
        recent=recent, budgets=budgets, count=llm.count_tokens)
    lab.mark_accessed(turn.user_id, turn.context.used_memory_ids)
    watch.lap("context")
    try:
        turn.reply = llm.complete(turn.context.messages, max_tokens=agent.reply_tokens).text \
            or "(the model returned an empty reply)"
        turn.turn_ids.append(store.add_turn(turn.user_id, turn.session_id, "assistant",
                                            redact(turn.reply), lab.clock.now()))
    except LLMError as exc:
        turn.error = str(exc)
    watch.lap("generate")
    turn.decisions += _write_message(lab, llm, turn, recent, user_turn)
    watch.lap("write")
    turn.summary = maybe_summarize(lab, turn.user_id, turn.session_id, llm if llm.capable else None)
    watch.lap("summary")
    _lifecycle(lab, turn)
    watch.lap("lifecycle")


def _lifecycle(lab, turn: Turn) -> None:
    """Scheduled consolidation, reflection past its threshold, the store-size cap."""
    cfg = lab.settings.lifecycle
    if cfg.consolidate_every and lab.store.count("turns", turn.user_id) % (2 * cfg.consolidate_every) < 2:
        turn.derived += lab.consolidate(turn.user_id)   # every N exchanges (2 turns each) of this user
    if cfg.auto_reflect:
        turn.derived += lab.reflect(turn.user_id)
    lab.enforce_cap(turn.user_id)


def observe(lab, user_id: str, message: str, session_id: str = "default", llm=None) -> list[Decision]:
    """Store a user message and run the write policy on it, without generating a reply
    (the architecture comparison writes once and answers five ways)."""
    user_id = check_user_id(user_id)
    text = clean_text(message, max_chars=lab.settings.max_message_chars, what="message")
    turn = Turn(user_id, session_id, redact(text))
    recent = lab.store.turns(user_id, session_id, limit=lab.settings.agent.working_turns)
    turn_id = lab.store.add_turn(user_id, session_id, "user", turn.message, lab.clock.now())
    return turn.decisions + _write_message(lab, llm or lab.llm, turn, recent, turn_id)


def _write_message(lab, llm, turn: Turn, recent: list[dict], turn_id: int) -> list[Decision]:
    """Extract candidates from the (redacted) message and run the write policy on them.
    The recent user turns give "send them daily" its topic."""
    hint = cadence_topic(" ".join(t["content"] for t in recent if t["role"] == "user"))
    return writepolicy.apply(lab, turn.user_id, _extract(lab, llm, turn, hint), source_turn=turn_id)


def _extract(lab, llm, turn: Turn, hint: str | None):
    mode = lab.settings.agent.extractor
    if mode == "llm" or (mode == "auto" and llm.capable and turn.error is None):
        try:
            return extract_llm(turn.message, lambda msgs: llm.complete(msgs, max_tokens=300,
                                                                       temperature=0).text)
        except (LLMError, ValueError) as exc:
            turn.decisions.append(Decision("skipped", f"model extraction failed ({exc}); "
                                                      "used the rules instead", None, rule="llm"))
    return extract_rules(turn.message, topic_hint=hint)


def profile_facts(lab, user_id: str, limit: int = 10) -> list:
    """Keyed facts and preferences: always in context, most important first."""
    return lab.store.profile(user_id, lab.clock.now(), limit)


def _forget_turn(lab, turn: Turn, topic: str) -> None:
    """"Forget ..." removes matching memories through the same cascade as ``lab.forget``;
    the stored turns keep neither the topic nor the forgotten texts."""
    hits = lab.recall(turn.user_id, topic, k=10, weights=RELEVANCE_ONLY)
    words = _content_words(topic)
    threshold = lab.settings.agent.forget_threshold
    matches = [h.memory for h in hits
               if h.similarity >= threshold or (words and words <= _content_words(h.memory.text))]
    stored = turn.message.replace(topic, mask(len(topic)))
    turn.turn_ids.append(lab.store.add_turn(turn.user_id, turn.session_id, "user", stored,
                                            lab.clock.now()))
    if matches:
        turn.forgotten = lab.forget_many(turn.user_id, [m.id for m in matches],
                                         reason="forgotten at the user's request (chat)")
        listed = "; ".join(f"“{m.text}”" for m in matches)
        turn.reply = f"Done. I forgot {len(matches)} memor{'y' if len(matches) == 1 else 'ies'}: {listed}."
        logged = f"Done. I forgot {len(matches)} memor{'y' if len(matches) == 1 else 'ies'} about {mask(11)}."
        for m in matches:
            turn.decisions.append(Decision("forgotten", "you asked me to forget it", m.text,
                                           m.kind, m.key, m.importance, "forget", m.id))
    else:
        turn.reply = f"I have nothing about “{topic}” to forget."
        logged = f"I have nothing about {mask(11)} to forget."
    turn.turn_ids.append(lab.store.add_turn(turn.user_id, turn.session_id, "assistant", logged,
                                            lab.clock.now()))
    turn.message = stored


def _content_words(text: str) -> set[str]:
    words = re.findall(r"[a-z0-9]+", text.lower())
    return {w[:-1] if len(w) > 3 and w.endswith("s") else w for w in words
            if w not in STOPWORDS and w not in {"user", "what", "said", "about", "forget"}}
