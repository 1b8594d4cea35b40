"""One chat turn, every step recorded for the UI:

guard -> (forget request?) -> recall -> context -> generate -> write intake -> summary.

The user's message is redacted (secrets, personal data) before it is stored, embedded
or sent to a model. A failed model call still keeps the message and runs the write
policy, and the turn says what went wrong; the next turn works as usual. The write
intake (services/intake.py), the playbook (services/playbook.py) and "forget that ..."
(services/forgetrequest.py) are their own services; this one runs the loop.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import datetime

from memorylab.adapters.embed import calls_in_thread
from memorylab.adapters.llm import LLM, ReplyStream
from memorylab.clock import Clock
from memorylab.errors import InvalidInput, LLMError
from memorylab.models import Event, Hit
from memorylab.policies.context import Context, build_context
from memorylab.policies.forgetrequest import forget_topic
from memorylab.policies.grounding import Grounding, Recalled, choose, compose, is_question
from memorylab.policies.guard import redact, scan
from memorylab.policies.layout import layout_for, shown_turns
from memorylab.policies.memoryuse import MemoryUse, measure
from memorylab.policies.playbook import is_correction
from memorylab.policies.scoring import Weights
from memorylab.policies.writeplan import Decision, WritePlan
from memorylab.services.forgetrequest import ForgetRequests
from memorylab.services.forgetter import Forgetter
from memorylab.services.intake import Intake
from memorylab.services.lifecycle import Lifecycle
from memorylab.services.playbook import Playbook
from memorylab.services.reranker import llm_rerank
from memorylab.services.retriever import Retriever
from memorylab.services.sessions import Sessions
from memorylab.services.writer import Writer
from memorylab.settings import Budgets, Settings
from memorylab.storage.base import Store
from memorylab.validate import check_session_id, clean_text, user_id_of


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


class Agent:
    """The turn loop. Receives the services it drives; the model comes with each call.
    Writing (``observe``, ``preview``) and lessons (``thumbs_down``, ``record_lesson``)
    are answered by the intake and the playbook it holds."""

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
        self.store, self.retriever, self.forgetter = store, retriever, forgetter
        self.lifecycle, self.sessions, self.clock, self.settings = lifecycle, sessions, clock, settings
        self.intake = Intake(store, writer, retriever, clock, settings)
        self.playbook = Playbook(store, writer, settings)
        self.forget_requests = ForgetRequests(store, retriever, forgetter, clock, settings.agent.forget_threshold)
        self._mark_accessed = writer.mark_accessed

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
            user_id = user_id_of(user_id)
            session_id = check_session_id(session_id)
            text = clean_text(message, max_chars=self.settings.max_message_chars, what="message")
        except InvalidInput as exc:
            return Turn(str(user_id)[:128], str(session_id)[:64], "", error=str(exc))
        findings = scan(text)
        turn = Turn(
            user_id, session_id, redact(text, findings), model=llm.model, redactions=sorted({f.kind for f in findings})
        )
        watch = _Stopwatch(turn)
        now = self.clock.now(user_id)  # the turn's one clock read: every step below is at this time
        first_event = self.store.last_event_id(user_id)
        topic = forget_topic(turn.message)
        if topic:
            self._forget_turn(turn, topic, now)
        else:
            self._chat_turn(turn, watch, now, llm, weights, budgets, stream)
        turn.events = self.store.events(user_id, after=first_event)
        watch.lap("events")
        return turn

    def _chat_turn(
        self,
        turn: Turn,
        watch: _Stopwatch,
        now: datetime,
        llm: LLM | None,
        weights: Weights,
        budgets: Budgets,
        stream: ReplyStream | None = None,
    ) -> None:
        agent, store = self.settings.agent, self.store
        embed_calls = calls_in_thread()
        recent = store.turns(turn.user_id, turn.session_id, limit=agent.working_turns)
        user_turn = store.add_turn(turn.user_id, turn.session_id, "user", turn.message, now)
        turn.turn_ids.append(user_turn)
        reranking = weights.llm_rerank_weight > 0
        wanted = max(weights.k, weights.llm_rerank_n) if reranking else weights.k
        turn.hits = self.retriever.recall(turn.user_id, turn.message, wanted, weights, now=now)
        watch.lap("recall")
        if reranking:
            reranked = llm_rerank(turn.message, turn.hits, llm, weights)
            turn.hits, turn.rerank_note = reranked.hits[: weights.k], reranked.note
            watch.lap("llm re-rank")
        summary = store.summary(turn.user_id, turn.session_id)
        profile = self.retriever.profile(turn.user_id, now=now)
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
        self._mark_accessed(turn.user_id, turn.context.used_memory_ids, now=now)
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
            turn.turn_ids.append(store.add_turn(turn.user_id, turn.session_id, "assistant", redact(turn.reply), now))
        except LLMError as exc:
            turn.error = str(exc)
        watch.lap("generate")
        if completion is not None:
            turn.memory_use = self._memory_use(turn, profile)
        watch.lap("memory use")
        turn.decisions += self.intake.write(
            turn.user_id, turn.message, recent, user_turn, llm=llm, replied=turn.error is None, now=now
        )
        if is_correction(turn.message):
            turn.lesson = self.playbook.learn_from_correction(
                turn.user_id, turn.message, turn.decisions, recent, user_turn
            )
        watch.lap("write")
        turn.summary = self.sessions.maybe_summarize(turn.user_id, turn.session_id, llm if llm.capable else None)
        watch.lap("summary")
        self._lifecycle(turn, llm)
        watch.lap("lifecycle")
        self._record_usage(turn, llm, completion, calls_in_thread() - embed_calls, user_turn, now)

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

    def _record_usage(
        self, turn: Turn, llm: LLM, completion: object, embed_calls: int, turn_id: int, now: datetime
    ) -> None:
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
        self.store.add_turn_metrics(turn.user_id, turn.session_id, turn_id, now, llm.model, turn.ok, turn.usage)

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

    def _forget_turn(self, turn: Turn, topic: str, now: datetime) -> None:
        forgot = self.forget_requests.handle(turn.user_id, turn.session_id, turn.message, topic, now=now)
        turn.reply, turn.message, turn.forgotten = forgot.reply, forgot.message, forgot.forgotten
        turn.decisions += forgot.decisions
        turn.turn_ids += forgot.turn_ids

    # --- answered by the intake and the playbook (the facade calls them here) -------------

    def observe(self, user_id: str, message: str, session_id: str = "default", *, llm: LLM | None) -> list[Decision]:
        return self.intake.observe(user_id, message, session_id, llm=llm)

    def preview(
        self, user_id: str, message: str, *, llm: LLM | None = None, session_id: str = "default"
    ) -> list[WritePlan]:
        return self.intake.preview(user_id, message, llm=llm, session_id=session_id)

    def thumbs_down(self, user_id: str, session_id: str, note: str | None = None) -> int | None:
        return self.playbook.thumbs_down(user_id, session_id, note)

    def record_lesson(
        self, user_id: str, text: str, *, source_turn: int | None = None, derived_from: list[int] = ()
    ) -> int | None:
        return self.playbook.record_lesson(user_id, text, source_turn=source_turn, derived_from=derived_from)


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
