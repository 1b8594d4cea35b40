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

from memorylab.adapters.embed import calls_in_thread
from memorylab.adapters.llm import LLM, ReplyStream
from memorylab.clock import Clock
from memorylab.errors import InvalidInput, LLMError, SensitiveData
from memorylab.models import Event, Hit
from memorylab.policies.context import Context, build_context
from memorylab.policies.extract import Candidate, cadence_topic, extract_llm, extract_rules
from memorylab.policies.grounding import Grounding, Recalled, choose, compose, is_question
from memorylab.policies.guard import redact, scan
from memorylab.policies.memoryuse import MemoryUse, meaning_words, measure
from memorylab.policies.playbook import is_correction, lesson_text
from memorylab.policies.redaction import mask
from memorylab.policies.scoring import Weights
from memorylab.policies.writeplan import Decision, Lookup, Thresholds, WritePlan, plan
from memorylab.services.forgetter import Forgetter
from memorylab.services.lifecycle import Lifecycle
from memorylab.services.reranker import llm_rerank
from memorylab.services.retriever import Retriever
from memorylab.services.sessions import Sessions
from memorylab.services.writer import Writer
from memorylab.settings import AUTO_LAYOUT, Budgets, Settings
from memorylab.storage.base import Store
from memorylab.validate import check_session_id, check_user_id, clean_text

FORGET = re.compile(
    r"^\s*(?:please\s+|can you\s+|could you\s+|now\s+)?(?:forget|delete|erase|remove|drop)\s+"
    r"(?!to\b|it\b|about it\b)(?:that\s+|about\s+|what I (?:said|told you|mentioned) about\s+|"
    r"everything (?:about|on)\s+|the (?:fact|memory) that\s+)?(.+?)\s*[.!]*\s*$"
    r"|^\s*(?:please\s+)?(?:don't|do not) remember (?:that\s+)?(.+?)\s*[.!]*\s*$",
    re.I,
)
RELEVANCE_ONLY = Weights(1.0, 0.0, 0.0, n_candidates=20, k=10, name="relevance only")


@dataclass
class Turn:
    """Everything the UI draws for one exchange."""

    user_id: str
    session_id: str
    message: str  # as stored: redacted
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
    derived: list[int] = field(default_factory=list)  # consolidations and reflections made
    timings_ms: dict[str, float] = field(default_factory=dict)
    turn_ids: list[int] = field(default_factory=list)
    memory_use: MemoryUse | None = None  # which memories in the context the reply reflects
    rerank_note: str = ""  # what the LLM re-ranking stage did, when it ran
    lesson: int | None = None  # the playbook lesson this turn recorded (the user corrected the agent)
    usage: dict = field(default_factory=dict)  # tokens, cost, embedding calls, recall time
    grounding: Grounding | None = None  # the memory the reply states plainly (small models), and why

    @property
    def reply_path(self) -> str:
        """Which path produced the reply, as the Memory use tab shows it."""
        if self.grounding is None:
            return "model alone"
        if self.grounding.grounded:
            return f"grounded: states memory #{self.grounding.memory_id}, the model adds to it"
        return "model alone (nothing recalled answers the question)"

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


def layout_for(setting: str, llm: LLM) -> str:
    """The prompt layout for this model: the setting, or for ``auto`` the user-turn layout for
    the small in-process models and the system layout for the rest."""
    if setting != AUTO_LAYOUT:
        return setting
    return "user" if llm.small else "system"


def shown_turns(recent: list[dict], llm: LLM, small_model_turns: int) -> list[dict]:
    """The recent turns the model sees: all of them, or for a small model only the last
    ``small_model_turns`` (it echoes earlier messages instead of answering the new one)."""
    if not llm.small:
        return recent
    return recent[-small_model_turns:] if small_model_turns > 0 else []


def last_exchange(recent: list[dict]) -> tuple[str | None, dict | None]:
    """The latest answer among ``recent`` turns (oldest first) and the question before it."""
    said = next((t for t in reversed(recent) if t["role"] == "assistant"), None)
    if said is None:
        return None, None
    asked = next((t["content"] for t in reversed(recent) if t["role"] == "user" and t["id"] < said["id"]), None)
    return asked, said


def content_words(text: str) -> set[str]:
    return meaning_words(text, {"what", "said", "about", "forget"})


class Agent:
    """The turn loop. Receives the services it drives; the model comes with each call."""

    def __init__(
        self,
        store: Store,
        writer: Writer,
        retriever: Retriever,
        forgetter: Forgetter,
        lifecycle: Lifecycle,
        sessions: Sessions,
        clock: Clock,
        settings: Settings,
    ):
        self.store, self.writer, self.retriever, self.forgetter = store, writer, retriever, forgetter
        self.lifecycle, self.sessions, self.clock, self.settings = lifecycle, sessions, clock, settings

    def run_turn(
        self,
        user_id: str,
        message: str,
        session_id: str = "default",
        *,
        llm: LLM | None,
        weights: Weights,
        budgets: Budgets,
        stream: ReplyStream | None = None,
    ) -> Turn:
        """One exchange. With ``stream``, the reply's text goes to it as the model writes it;
        the memory work (write policy, metrics) runs once the reply is complete."""
        try:
            user_id = check_user_id(user_id)
            session_id = check_session_id(session_id)
            text = clean_text(message, max_chars=self.settings.max_message_chars, what="message")
        except InvalidInput as exc:
            return Turn(str(user_id)[:128], str(session_id)[:64], "", error=str(exc))
        findings = scan(text)
        turn = Turn(
            user_id, session_id, redact(text, findings), model=llm.model, redactions=sorted({f.kind for f in findings})
        )
        watch = _Stopwatch(turn)
        first_event = self.store.last_event_id(user_id)
        topic = forget_topic(turn.message)
        if topic:
            self._forget_turn(turn, topic)
        else:
            self._chat_turn(turn, watch, llm, weights, budgets, stream)
        turn.events = self.store.events(user_id, after=first_event)
        watch.lap("events")
        return turn

    def _chat_turn(
        self,
        turn: Turn,
        watch: _Stopwatch,
        llm: LLM | None,
        weights: Weights,
        budgets: Budgets,
        stream: ReplyStream | None = None,
    ) -> None:
        agent, store, now = self.settings.agent, self.store, self.clock.now(turn.user_id)
        embed_calls = calls_in_thread()
        recent = store.turns(turn.user_id, turn.session_id, limit=agent.working_turns)
        user_turn = store.add_turn(turn.user_id, turn.session_id, "user", turn.message, now)
        turn.turn_ids.append(user_turn)
        reranking = weights.llm_rerank_weight > 0
        wanted = max(weights.k, weights.llm_rerank_n) if reranking else weights.k
        turn.hits = self.retriever.recall(turn.user_id, turn.message, wanted, weights)
        watch.lap("recall")
        if reranking:
            reranked = llm_rerank(turn.message, turn.hits, llm, weights)
            turn.hits, turn.rerank_note = reranked.hits[: weights.k], reranked.note
            watch.lap("llm re-rank")
        summary = store.summary(turn.user_id, turn.session_id)
        profile = self.retriever.profile(turn.user_id)
        turn.context = build_context(
            system=agent.system_prompt,
            message=turn.message,
            profile=profile,
            memories=[h.memory for h in turn.hits],
            summary=summary["text"] if summary else None,
            recent=shown_turns(recent, llm, agent.small_model_turns),
            budgets=budgets,
            count=llm.count_tokens,
            layout=layout_for(agent.prompt_layout, llm),
            max_notes=agent.small_model_notes if llm.small and agent.small_model_notes else None,
        )
        self.writer.mark_accessed(turn.user_id, turn.context.used_memory_ids)
        watch.lap("context")
        completion = None
        recalled = self._grounding(turn, llm, profile)
        try:
            completion = llm.complete(
                turn.context.messages, max_tokens=agent.reply_tokens, stream=_statement_first(turn.grounding, stream)
            )
            turn.reply = self._grounded(turn, completion.text, recalled) or "(the model returned an empty reply)"
            if stream is not None and turn.grounding is not None and turn.grounding.grounded:
                stream.token(turn.reply.removeprefix(turn.grounding.statement))  # what the model adds
            turn.turn_ids.append(
                store.add_turn(
                    turn.user_id, turn.session_id, "assistant", redact(turn.reply), self.clock.now(turn.user_id)
                )
            )
        except LLMError as exc:
            turn.error = str(exc)
        watch.lap("generate")
        if completion is not None:
            turn.memory_use = self._memory_use(turn, profile)
        watch.lap("memory use")
        turn.decisions += self._write_message(llm, turn, recent, user_turn)
        if is_correction(turn.message):
            turn.lesson = self._learn_from_correction(turn, recent, user_turn)
        watch.lap("write")
        turn.summary = self.sessions.maybe_summarize(turn.user_id, turn.session_id, llm if llm.capable else None)
        watch.lap("summary")
        self._lifecycle(turn, llm)
        watch.lap("lifecycle")
        self._record_usage(turn, llm, completion, calls_in_thread() - embed_calls, user_turn)

    def _grounding(self, turn: Turn, llm: LLM, profile: list) -> list[Recalled] | None:
        """For a small model (``reply_mode``), decide before it writes which memory answers
        the question (``turn.grounding``), so the statement can stream first; the memories
        considered, or None when the model answers alone."""
        agent = self.settings.agent
        if agent.reply_mode == "model" or (agent.reply_mode == "auto" and not llm.small):
            return None
        recalled = [Recalled(h.memory.id, h.memory.text, h.similarity, h.exact_key) for h in turn.hits]
        seen = {r.memory_id for r in recalled}
        extra = [m for m in profile if m.id in turn.context.used_memory_ids and m.id not in seen]
        if extra and is_question(turn.message):  # profile facts in the context are candidates too
            sims = self.retriever.similarity_of(turn.user_id, [m.id for m in extra], turn.message)
            recalled += [Recalled(m.id, m.text, float(sim)) for m, sim in zip(extra, sims)]
        turn.grounding = choose(turn.message, recalled, agent.grounding_threshold)
        return recalled

    @staticmethod
    def _grounded(turn: Turn, text: str, recalled: list[Recalled] | None) -> str:
        """The model's reply, or the memory that answers the question stated plainly with
        what the model adds (policies/grounding.py)."""
        if recalled is None:
            return text
        return compose(turn.grounding, text or "", turn.message, [r.text for r in recalled])

    def _memory_use(self, turn: Turn, profile: list) -> MemoryUse:
        """Which memories put in the context the reply reflects: by their words, and by
        embedding similarity only where the words alone do not decide (saves embedding
        the reply on most turns)."""
        texts = {h.memory.id: h.memory.text for h in turn.hits} | {
            m.id: m.text for m in profile if m.id in turn.context.used_memory_ids
        }
        offered = [(i, texts[i]) for i in turn.context.used_memory_ids if i in texts]
        use = measure(turn.reply, turn.message, offered)
        if use.undecided:
            sims = self.retriever.similarity_of(turn.user_id, [i for i, _ in offered], turn.reply)
            use = measure(turn.reply, turn.message, offered, semantic=sims.tolist())
        return use

    def _record_usage(self, turn: Turn, llm: LLM, completion: object, embed_calls: int, turn_id: int) -> None:
        """The turn's cost and health figures, on the turn and in ``turn_metrics`` (numbers only)."""
        use, sections = turn.memory_use, turn.context.sections
        used = set(use.used_ids) if use else set()
        turn.usage = {
            "prompt_tokens": getattr(completion, "prompt_tokens", 0),
            "completion_tokens": getattr(completion, "completion_tokens", 0),
            "cost_usd": getattr(completion, "cost_usd", 0.0),
            "embed_calls": embed_calls,
            "recall_ms": turn.timings_ms.get("recall", 0.0),
            "context_tokens": turn.context.total_tokens,
            "memory_tokens": sections["profile"].tokens + sections["memories"].tokens,
            "offered": use.offered if use else 0,
            "used": use.used if use else 0,
            "used_tokens": sum(llm.count_tokens(u.text) for u in use.uses if u.memory_id in used) if use else 0,
        }
        self.store.add_turn_metrics(
            turn.user_id, turn.session_id, turn_id, self.clock.now(turn.user_id), llm.model, turn.ok, turn.usage
        )

    def _lifecycle(self, turn: Turn, llm: LLM | None) -> None:
        """Scheduled consolidation, reflection past its threshold, the store-size cap."""
        cfg = self.settings.lifecycle
        capable = llm if llm.capable else None
        if cfg.consolidate_every and self.store.count("turns", turn.user_id) % (2 * cfg.consolidate_every) < 2:
            turn.derived += self.lifecycle.consolidate(  # every N exchanges (2 turns each)
                turn.user_id,
                threshold=cfg.consolidation_threshold,
                window_days=cfg.consolidation_window_days,
                min_size=cfg.consolidation_min_size,
                hide_sources=cfg.hide_consolidated,
                llm=capable,
            )
        if cfg.auto_reflect:
            turn.derived += self.lifecycle.reflect(turn.user_id, threshold=cfg.reflection_threshold, llm=capable)
        self.forgetter.enforce_cap(turn.user_id, cfg.max_memories_per_user)

    def observe(self, user_id: str, message: str, session_id: str = "default", *, llm: LLM | None) -> list[Decision]:
        """Store a user message and run the write policy on it, without generating a reply
        (the architecture comparison writes once and answers five ways)."""
        user_id, session_id = check_user_id(user_id), check_session_id(session_id)
        text = clean_text(message, max_chars=self.settings.max_message_chars, what="message")
        turn = Turn(user_id, session_id, redact(text))
        recent = self.store.turns(user_id, session_id, limit=self.settings.agent.working_turns)
        turn_id = self.store.add_turn(user_id, session_id, "user", turn.message, self.clock.now(user_id))
        return turn.decisions + self._write_message(llm, turn, recent, turn_id)

    # --- the playbook ---------------------------------------------------------------------

    def _learn_from_correction(self, turn: Turn, recent: list[dict], user_turn: int) -> int | None:
        """The user said the last answer was wrong: record what was said and what is right,
        derived from whatever this correction wrote (forgetting that removes the lesson)."""
        asked, said = last_exchange(recent)
        if said is None:
            return None
        written = [
            d.memory_id for d in turn.decisions if d.memory_id and d.action in ("added", "updated", "superseded")
        ]
        return self.record_lesson(
            turn.user_id, lesson_text(asked, said["content"], turn.message), source_turn=user_turn, derived_from=written
        )

    def thumbs_down(self, user_id: str, session_id: str, note: str | None = None) -> int | None:
        """The user marked the last answer of the session as wrong: a lesson from it (None
        if the session has no answer yet)."""
        user_id, session_id = check_user_id(user_id), check_session_id(session_id)
        note = None if note is None else clean_text(note, max_chars=self.settings.max_message_chars, what="note")
        asked, said = last_exchange(self.store.turns(user_id, session_id, limit=self.settings.agent.working_turns))
        if said is None:
            return None
        right = redact(note) if note else "(a thumbs-down, no correction given)"
        return self.record_lesson(user_id, lesson_text(asked, said["content"], right), source_turn=said["id"])

    def record_lesson(
        self, user_id: str, text: str, *, source_turn: int | None = None, derived_from: list[int] = ()
    ) -> int | None:
        """Write one lesson to the playbook (None if the guard refuses what it quotes)."""
        try:
            return self.writer.remember(
                user_id,
                text,
                kind="lesson",
                importance=0.8,
                source="playbook",
                source_turn=source_turn,
                derived_from=derived_from,
            )
        except SensitiveData:
            return None

    # --- the write policy ----------------------------------------------------------------

    def plans(self, user_id: str, candidates: list[Candidate]) -> list[WritePlan]:
        """What the write policy would do with each candidate, given the store as it is."""
        return [self.plan(user_id, c) for c in candidates]

    def plan(self, user_id: str, c: Candidate) -> WritePlan:
        agent = self.settings.agent
        lookup = Lookup(same_key=self.store.memories(user_id, key=c.key.lower()) if c.key else [])
        findings = scan(c.text)  # once: for the lookup and for the plan
        if not c.key:
            nearest = self.retriever.candidates(user_id, redact(c.text, findings), 5)
            if len(nearest):
                lookup = Lookup([], nearest.memories[0], float(nearest.similarities[0]))
        return plan(
            c,
            lookup,
            findings=findings,
            rules=agent.sensitive_rules,
            thresholds=Thresholds(agent.min_importance, agent.repeat_threshold, agent.supersede_threshold),
        )

    def preview(
        self, user_id: str, message: str, *, llm: LLM | None = None, session_id: str = "default"
    ) -> list[WritePlan]:
        """The write plans a message would produce now, without writing anything."""
        user_id = check_user_id(user_id)
        text = redact(clean_text(message, max_chars=self.settings.max_message_chars, what="message"))
        recent = self.store.turns(user_id, check_session_id(session_id), limit=self.settings.agent.working_turns)
        hint = cadence_topic(" ".join(t["content"] for t in recent if t["role"] == "user"))
        return self.plans(user_id, extract_rules(text, topic_hint=hint))

    def _write_message(self, llm: LLM | None, turn: Turn, recent: list[dict], turn_id: int) -> list[Decision]:
        """Extract candidates from the (redacted) message, plan and apply each in turn (a
        later candidate sees what an earlier one wrote). The recent user turns give "send
        them daily" its topic."""
        hint = cadence_topic(" ".join(t["content"] for t in recent if t["role"] == "user"))
        return [
            self.writer.apply(turn.user_id, self.plan(turn.user_id, c), source_turn=turn_id)
            for c in self._extract(llm, turn, hint)
        ]

    def _extract(self, llm: LLM | None, turn: Turn, hint: str | None) -> list[Candidate]:
        mode = self.settings.agent.extractor
        if mode == "llm" or (mode == "auto" and llm.capable and turn.error is None):
            try:
                return extract_llm(turn.message, lambda msgs: llm.complete(msgs, max_tokens=300, temperature=0).text)
            except (LLMError, ValueError) as exc:
                turn.decisions.append(
                    Decision("skipped", f"model extraction failed ({exc}); used the rules instead", None, rule="llm")
                )
        return extract_rules(turn.message, topic_hint=hint)

    # --- "forget that ..." ----------------------------------------------------------------

    def _forget_turn(self, turn: Turn, topic: str) -> None:
        """ "Forget ..." removes matching memories through the same cascade as ``lab.forget``;
        the stored turns keep neither the topic nor the forgotten texts."""
        hits = self.retriever.recall(turn.user_id, topic, 10, RELEVANCE_ONLY)
        words = content_words(topic)
        threshold = self.settings.agent.forget_threshold
        matches = [
            h.memory for h in hits if h.similarity >= threshold or (words and words <= content_words(h.memory.text))
        ]
        stored = turn.message.replace(topic, mask(len(topic)))
        turn.turn_ids.append(
            self.store.add_turn(turn.user_id, turn.session_id, "user", stored, self.clock.now(turn.user_id))
        )
        n = len(matches)
        noun = f"memor{'y' if n == 1 else 'ies'}"
        if matches:
            turn.forgotten = self.forgetter.forget_many(
                turn.user_id, [m.id for m in matches], reason="forgotten at the user's request (chat)"
            )
            listed = "; ".join(f"“{m.text}”" for m in matches)
            turn.reply = f"Done. I forgot {n} {noun}: {listed}."
            logged = f"Done. I forgot {n} {noun} about {mask(11)}."
            for m in matches:
                turn.decisions.append(
                    Decision(
                        "forgotten", "you asked me to forget it", m.text, m.kind, m.key, m.importance, "forget", m.id
                    )
                )
        else:
            turn.reply = f"I have nothing about “{topic}” to forget."
            logged = f"I have nothing about {mask(11)} to forget."
        turn.turn_ids.append(
            self.store.add_turn(turn.user_id, turn.session_id, "assistant", logged, self.clock.now(turn.user_id))
        )
        turn.message = stored


class _DraftBehindStatement:
    """Where a grounded reply's model draft goes while it is written: the reader is told its
    place in the queue, but not the draft's words (the statement was sent first; of the
    draft only what ``compose`` keeps follows it, so what streamed is the reply kept)."""

    def __init__(self, shown: ReplyStream):
        self._shown = shown

    def waiting(self, ahead: int) -> None:
        self._shown.waiting(ahead)

    def token(self, text: str) -> None:
        pass


def _statement_first(grounding: Grounding | None, stream: ReplyStream | None):
    """The stream the model writes into: the reader's own, or, when a memory answers the
    question, the statement goes to the reader at once and the draft is held back."""
    if stream is None or grounding is None or not grounding.grounded:
        return stream
    stream.token(grounding.statement)
    return _DraftBehindStatement(stream)
