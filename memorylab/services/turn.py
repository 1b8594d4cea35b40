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
from memorylab.models import Event, Hit, Memory
from memorylab.policies.context import Context, build_context
from memorylab.policies.forgetrequest import forget_topic
from memorylab.policies.grounding import (
    Grounding,
    Recalled,
    choose,
    compose,
    fallback,
    is_question,
    unfilled,
)
from memorylab.policies.guard import redact, scan
from memorylab.policies.layout import layout_for, shown_turns
from memorylab.policies.memoryuse import MemoryUse, measure
from memorylab.policies.playbook import is_correction, lesson_text
from memorylab.policies.scoring import Weights
from memorylab.policies.writeplan import Decision, WritePlan
from memorylab.services.draft import GroundedDraft, statement_first
from memorylab.services.forgetrequest import ForgetRequests
from memorylab.services.forgetter import Cascade
from memorylab.services.forgetting import Forgetter
from memorylab.services.intake import Intake
from memorylab.services.lifecycle import Lifecycle
from memorylab.services.model import ChatModel
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
    grounding: Grounding | None = None  # the memories the reply states plainly (small models), and why

    @property
    def reply_path(self) -> str:
        """Which path produced the reply, as the Memory use tab shows it."""
        if self.grounding is None:
            return "model alone"
        if self.grounding.grounded:
            stated = " and ".join(f"memory #{s.memory_id} ({s.why_stated})" for s in self.grounding.stated)
            added = self.reply.strip() != (self.grounding.statement or "").strip()
            return f"grounded: states {stated}, " + ("the model adds to it" if added else "nothing of the model's kept")
        if self.reply == fallback(self.message):  # "Got it, thanks for telling me.": none of the draft was kept
            return "model alone (nothing recalled answers the question); nothing of its draft kept: a fixed line"
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
    """``lab.agent``: the turn loop (``lab.chat`` runs :meth:`_run_turn` with the lab's
    defaults), the chat model, and what the agent does besides a turn: previewing the
    write policy, observing without a reply, the playbook of lessons. Writing and lessons
    are answered by the intake and the playbook it holds."""

    def __init__(
        self,
        store: Store,
        writer: Writer,
        retriever: Retriever,
        cascade: Cascade,
        forgetting: Forgetter,
        lifecycle: Lifecycle,
        sessions: Sessions,
        clock: Clock,
        settings: Settings,
        model: ChatModel,
    ):
        self._store, self._retriever, self._forgetting, self._model = store, retriever, forgetting, model
        self._lifecycle, self._sessions, self._clock, self._settings = lifecycle, sessions, clock, settings
        self._intake = Intake(store, writer, retriever, clock, settings)
        self._playbook = Playbook(store, writer, settings)
        self._forget_requests = ForgetRequests(store, retriever, cascade, clock, settings.agent.forget_threshold)
        self._mark_accessed = writer.mark_accessed

    def _run_turn(
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
        """One exchange with the model, weights and budgets given: what ``lab.chat`` runs
        with the lab's (private, so a turn has one public route, ``lab.chat``). With
        ``stream``, the reply's text goes to it as the model writes it; the memory work
        (write policy, metrics) runs once the reply is complete. Bad input is in
        ``turn.error``."""
        try:
            user_id = user_id_of(user_id)
            session_id = check_session_id(session_id)
            text = clean_text(message, max_chars=self._settings.max_message_chars, what="message")
            _check_turn_tools(llm, weights, budgets, stream)
        except InvalidInput as exc:
            return Turn(str(user_id)[:128], str(session_id)[:64], "", error=str(exc))
        findings = scan(text)
        turn = Turn(
            user_id, session_id, redact(text, findings), model=llm.model, redactions=sorted({f.kind for f in findings})
        )
        if stream is not None:
            stream.said(turn.message)  # the page draws this, never what was typed
        watch = _Stopwatch(turn)
        now = self._clock.now(user_id)  # the turn's one clock read: every step below is at this time
        first_event = self._store.last_event_id(user_id)
        topic = forget_topic(turn.message)
        with self._store.deferred():  # the turn's bookkeeping rows: one commit, at the end
            if topic:
                self._forget_turn(turn, topic, now)
            else:
                self._chat_turn(turn, watch, now, llm, weights, budgets, stream)
        watch.lap("commit")
        turn.events = self._store.events(user_id, after=first_event)
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
        agent, store = self._settings.agent, self._store
        embed_calls = calls_in_thread()
        recent = store.turns(turn.user_id, turn.session_id, limit=agent.working_turns)
        begun = self._intake.begin(turn.message, recent, llm)  # the rules read while recall runs
        user_turn = store.add_turn(turn.user_id, turn.session_id, "user", turn.message, now)
        turn.turn_ids.append(user_turn)
        reranking = weights.llm_rerank_weight > 0
        wanted = max(weights.k, weights.llm_rerank_n) if reranking else weights.k
        turn.hits = self._retriever._recall(turn.user_id, turn.message, wanted, weights, now=now)
        watch.lap("recall")
        if reranking:
            reranked = llm_rerank(turn.message, turn.hits, llm, weights)
            turn.hits, turn.rerank_note = reranked.hits[: weights.k], reranked.note
            watch.lap("llm re-rank")
        summary = store.summary(turn.user_id, turn.session_id)
        profile = self._retriever.profile(turn.user_id, now=now)
        turn.context = build_context(
            system=agent.system_prompt,
            message=turn.message,
            profile=profile,
            memories=[h.memory for h in turn.hits],
            summary=summary["text"] if summary else None,
            recent=(shown := shown_turns(recent, llm, agent.small_model_turns)),
            budgets=budgets,
            count=llm.count_tokens,
            layout=layout_for(agent.prompt_layout, llm),
            max_notes=agent.small_model_notes if llm.small and agent.small_model_notes else None,
        )
        if len(shown) < len(recent):  # a walk read "Recent turns 0 / 700 tokens" after fourteen messages as a fault
            left_out = len(recent) - len(shown)
            turn.context.sections["recent"].note = f"{left_out} not sent to a small model (it repeats earlier messages)"
        self._mark_accessed(turn.user_id, turn.context.used_memory_ids, now=now)
        watch.lap("context")
        completion = None
        recalled = self._grounding(turn, llm, profile, now)
        watch.lap("grounding")
        try:
            draft = statement_first(turn.grounding, turn.message, recalled, stream)
            answered = turn.grounding is not None and turn.grounding.answers_a_question  # a request: a full answer
            tokens = agent.grounded_reply_tokens if answered else agent.reply_tokens
            completion = llm.complete(turn.context.messages, max_tokens=tokens, stream=draft)
            turn.reply = self._grounded(turn, completion.text, recalled) or "(the model returned an empty reply)"
            if isinstance(draft, GroundedDraft):
                draft.finish(turn.reply)
            turn.turn_ids.append(store.add_turn(turn.user_id, turn.session_id, "assistant", redact(turn.reply), now))
        except LLMError as exc:
            turn.error = str(exc)
        watch.lap("generate")
        if completion is not None:
            turn.memory_use = self._memory_use(turn, profile)
        watch.lap("memory use")
        turn.decisions += self._intake.write(
            turn.user_id, turn.message, recent, user_turn, llm=llm, replied=turn.error is None, now=now, begun=begun
        )
        if is_correction(turn.message):
            turn.lesson = self._playbook.learn_from_correction(
                turn.user_id, turn.message, turn.decisions, recent, user_turn
            )
        watch.lap("write")
        turn.summary = self._sessions.maybe_summarize(
            turn.user_id, turn.session_id, llm if llm.capable else None, now=now
        )
        watch.lap("summary")
        self._scheduled_lifecycle(turn, llm, now)
        watch.lap("lifecycle")
        self._record_usage(turn, llm, completion, calls_in_thread() - embed_calls, user_turn, now)

    def _grounding(self, turn: Turn, llm: LLM, profile: list, now: datetime) -> list[Recalled] | None:
        """For a small model (``reply_mode``), decide before it writes which memories answer
        the question or the request needs (``turn.grounding``), so the statements can stream
        first; the memories considered, or None when the model answers alone. A kind of fact
        the message wants that recall did not bring is looked up by key (``of_kind``); a
        memory stated that way is marked as used, as the context's memories are."""
        agent = self._settings.agent
        if agent.reply_mode == "model" or (agent.reply_mode == "auto" and not llm.small):
            return None
        recalled = [Recalled(h.memory.id, h.memory.text, h.similarity, h.exact_key, h.memory.key) for h in turn.hits]
        seen = {r.memory_id for r in recalled}
        extra = [m for m in profile if m.id in turn.context.used_memory_ids and m.id not in seen]
        if extra and is_question(turn.message):  # profile facts in the context are candidates too
            sims = self._retriever.similarity_of(turn.user_id, [m.id for m in extra], turn.message)
            recalled += [Recalled(m.id, m.text, float(sim), key=m.key) for m, sim in zip(extra, sims)]
        if missing := unfilled(turn.message, recalled):
            found = self._retriever.of_kind(turn.user_id, turn.message, missing, now=now)
            seen = {r.memory_id for r in recalled}
            recalled += [Recalled(m.id, m.text, sim, key=m.key, looked_up=True) for m, sim in found if m.id not in seen]
        turn.grounding = choose(turn.message, recalled, agent.grounding_threshold)
        looked_up = {r.memory_id for r in recalled if r.looked_up} & set(turn.grounding.memory_ids)
        if looked_up:
            self._mark_accessed(turn.user_id, sorted(looked_up), "stated for the request", now=now)
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
            sims = self._retriever.similarity_of(turn.user_id, [i for i, _ in offered], turn.reply)
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
        self._store.add_turn_metrics(turn.user_id, turn.session_id, turn_id, now, llm.model, turn.ok, turn.usage)

    def _scheduled_lifecycle(self, turn: Turn, llm: LLM | None, now: datetime) -> None:
        """Scheduled consolidation, reflection past its threshold, the store-size cap."""
        cfg = self._settings.lifecycle
        capable = llm if llm.capable else None
        if cfg.consolidate_every and self._store.count("turns", turn.user_id) % (2 * cfg.consolidate_every) < 2:
            # every N exchanges (2 turns each)
            turn.derived += self._lifecycle.consolidate(turn.user_id, llm=capable, now=now)
        if cfg.auto_reflect:
            turn.derived += self._lifecycle.reflect(turn.user_id, llm=capable, now=now)
        self._forgetting.enforce_cap(turn.user_id, now=now)

    def _forget_turn(self, turn: Turn, topic: str, now: datetime) -> None:
        forgot = self._forget_requests.handle(turn.user_id, turn.session_id, turn.message, topic, now=now)
        turn.reply, turn.message, turn.forgotten = forgot.reply, forgot.message, forgot.forgotten
        turn.decisions += forgot.decisions
        turn.turn_ids += forgot.turn_ids

    # --- besides a turn: the model, the write policy, the playbook ------------------------

    @property
    def llm(self) -> LLM:
        """The chat model (``settings.model``), created on first use."""
        return self._model.llm

    def llm_for(self, model: str | None) -> LLM:
        """An LLM for any model string (the lab's own when None)."""
        return self._model.llm_for(model)

    def set_model(self, model: str) -> None:
        """Switch the lab's chat model: any litellm model string, or local/smollm2 offline."""
        self._model.switch(model)

    def prompt_layout(self, model: str | None = None) -> str:
        """Where the memories go in the prompt for this model (the lab's model by default):
        ``system``, ``user`` or ``few-shot`` (see :mod:`memorylab.policies.context`)."""
        return layout_for(self._settings.agent.prompt_layout, self.llm_for(model))

    def preview(self, user_id: str, message: str, session_id: str = "default") -> list[WritePlan]:
        """What the write policy would do with ``message`` now: nothing is written."""
        return self._intake.preview(user_id, message, session_id=session_id)

    def observe(
        self, user_id: str, message: str, session_id: str = "default", *, model: str | None = None
    ) -> list[Decision]:
        """Store a user message and run the write policy on it, without generating a reply."""
        return self._intake.observe(user_id, message, session_id, llm=self.llm_for(model))

    def thumbs_down(self, user_id: str, session_id: str = "default", note: str | None = None) -> int | None:
        """Mark the session's last answer as wrong: the agent records a lesson in its playbook
        (``note``: what was right). Returns the lesson's id, or None if there is no answer yet."""
        return self._playbook.thumbs_down(user_id, session_id, note)

    def record_lesson(
        self, user_id: str, said: str, right: str, *, asked: str | None = None, next_time: str | None = None
    ) -> int | None:
        """Write a lesson directly (a failed scenario probe does): what the agent said, what
        was right, what to do next time. None if the guard refuses what it quotes."""
        limit = self._settings.max_message_chars
        said, right = clean_text(said, max_chars=limit, what="said"), clean_text(right, max_chars=limit, what="right")
        asked = None if asked is None else clean_text(asked, max_chars=limit, what="asked")
        next_time = None if next_time is None else clean_text(next_time, max_chars=limit, what="next time")
        return self._playbook.record_lesson(user_id_of(user_id), lesson_text(asked, said, right, next_time))

    def playbook(self, user_id: str) -> list[Memory]:
        """The agent's lessons for this user, oldest first."""
        user_id = user_id_of(user_id)
        return self._store.memories(user_id, kind="lesson", now=self._clock.now(user_id))

    def turn_metrics(self, user_id: str, session_id: str | None = None) -> list[dict]:
        """Per chat turn, oldest first: prompt and completion tokens, cost in US dollars
        (litellm's price table; 0 for local models, None if unpriced), embedding calls,
        recall time, context and memory tokens, memories offered and used by the reply."""
        session_id = None if session_id is None else check_session_id(session_id)
        return self._store.turn_metrics(user_id_of(user_id), session_id)


def _check_turn_tools(llm: object, weights: object, budgets: object, stream: object) -> None:
    """The model, weights, budgets and stream a turn runs with are what their names say."""
    for value, kind, what in ((llm, LLM, "llm"), (weights, Weights, "weights"), (budgets, Budgets, "budgets")):
        if not isinstance(value, kind):
            raise InvalidInput(f"{what} must be a {kind.__name__}, got {type(value).__name__}.")
    if stream is not None and not isinstance(stream, ReplyStream):
        raise InvalidInput(f"stream must be a ReplyStream, got {type(stream).__name__}.")
