"""The write intake: a user's message becomes candidate memories (rules or the model),
each gets a write plan against what the store holds, and the writer carries the plans out.

A candidate without a key is embedded once: the same vector finds its nearest memory for
the plan and is stored with the memory if the plan writes it.
"""

from __future__ import annotations

from concurrent.futures import Future
from dataclasses import dataclass
from datetime import datetime

import numpy as np

from memorylab.adapters.llm import LLM
from memorylab.clock import Clock
from memorylab.errors import LLMError
from memorylab.policies.extract import Candidate, cadence_topic, extract_llm, extract_rules
from memorylab.policies.first_names import first_names
from memorylab.policies.guard import redact, scan
from memorylab.policies.introductions import compile_shapes
from memorylab.policies.places import place_names
from memorylab.policies.writeplan import Decision, Lookup, Thresholds, WritePlan, plan
from memorylab.services.retriever import Retriever
from memorylab.services.rules_pool import WARM_MESSAGE, RulesPool
from memorylab.services.said_reader import SaidReader
from memorylab.services.writer import Writer
from memorylab.settings import Settings
from memorylab.storage.base import Store
from memorylab.validate import check_session_id, check_when, clean_text, user_id_of

NEAREST = 5  # candidates searched for a keyless memory's nearest neighbour


def warm_write_policy() -> None:
    """Load what the rules read on first use (Faker's first names, GeoNames places) and
    compile their patterns (every introduction shape's too), so the first attendee who
    types a lower-case name, a city or a rarer phrasing does not wait for it (0.1-1 s on
    a busy 2-core machine)."""
    first_names()
    place_names()
    compile_shapes()
    extract_rules(WARM_MESSAGE)


def topic_hint(recent: list[dict]) -> str | None:
    """A noun from the recent user turns ("reports"): "send them daily" gets its topic."""
    return cadence_topic(" ".join(t["content"] for t in recent if t["role"] == "user"))


@dataclass(frozen=True)
class Begun:
    """The rules' reading of a message, begun in a worker when the turn started."""

    message: str
    hint: str | None
    found: Future


class Intake:
    def __init__(self, store: Store, writer: Writer, retriever: Retriever, clock: Clock, settings: Settings):
        self.store, self.writer, self.retriever = store, writer, retriever
        self.clock, self.settings = clock, settings
        self.rules = RulesPool(settings.extract_processes)  # the rule extractor, in workers if any
        self.said = SaidReader(writer.embedder)  # what the rules left unread, kept by meaning

    def warm(self) -> None:
        """The word lists here and in the extractor's workers (services/rules_pool.py)."""
        warm_write_policy()
        self.rules.warm()
        self.said.bank  # noqa: B018 (loads the bank's vectors)

    def observe(self, user_id: str, message: str, session_id: str = "default", *, llm: LLM | None) -> list[Decision]:
        """Store a user message and run the write policy on it, without generating a reply
        (the architecture comparison writes once and answers five ways)."""
        user_id, session_id = user_id_of(user_id), check_session_id(session_id)
        text = redact(clean_text(message, max_chars=self.settings.max_message_chars, what="message"))
        recent = self.store.turns(user_id, session_id, limit=self.settings.agent.working_turns)
        now = self.clock.now(user_id)
        turn_id = self.store.add_turn(user_id, session_id, "user", text, now)
        return self.write(user_id, text, recent, turn_id, llm=llm, now=now)

    def preview(
        self, user_id: str, message: str, *, llm: LLM | None = None, session_id: str = "default"
    ) -> list[WritePlan]:
        """The write plans a message would produce now, without writing anything."""
        user_id = user_id_of(user_id)
        text = redact(clean_text(message, max_chars=self.settings.max_message_chars, what="message"))
        recent = self.store.turns(user_id, check_session_id(session_id), limit=self.settings.agent.working_turns)
        return self.plans(user_id, self.read(text, topic_hint(recent)))

    def begin(self, message: str, recent: list[dict], llm: LLM) -> Begun | None:
        """The rules' reading of the turn's (redacted) message begun now in a worker, where
        the rules will read it (not the model) and there are workers; ``write`` collects it.
        None otherwise."""
        if self._by_model(llm):
            return None
        hint = topic_hint(recent)
        found = self.rules.start(message, hint)
        return None if found is None else Begun(message, hint, found)

    def read(self, message: str, hint: str | None, begun: Begun | None = None) -> list[Candidate]:
        """The rules' candidates (``begun``'s, when it read this message with this hint),
        then what the said reader keeps of the clauses they left unread."""
        if begun is not None and (begun.message, begun.hint) == (message, hint):
            found = begun.found.result()
        else:
            found = self.rules.extract(message, hint)
        return found + self.said.read(message, found)

    def plans(self, user_id: str, candidates: list[Candidate]) -> list[WritePlan]:
        """What the write policy would do with each candidate, given the store as it is."""
        return [self.plan(user_id, c) for c in candidates]

    def plan(self, user_id: str, c: Candidate) -> WritePlan:
        return self._planned(user_id, c)[0]

    def write(
        self,
        user_id: str,
        message: str,
        recent: list[dict],
        turn_id: int,
        *,
        llm: LLM | None,
        replied: bool = True,
        now: datetime | None = None,
        begun: Begun | None = None,
    ) -> list[Decision]:
        """Extract candidates from the (redacted) message, plan and apply each in turn (a
        later candidate sees what an earlier one wrote). ``replied``: the model answered
        this turn (a failed model is not asked to extract either). ``now``: the turn's
        time, the memories' creation time (the user's clock unless given). ``begun``: the
        rules' reading started at the turn's start (``begin``)."""
        user_id = user_id_of(user_id)
        now = self.clock.now(user_id) if now is None else check_when(now, "now")
        decisions: list[Decision] = []
        for c in self._extract(llm, message, topic_hint(recent), replied, decisions, begun):
            written_plan, vector = self._planned(user_id, c, now)
            decisions.append(self.writer.apply(user_id, written_plan, source_turn=turn_id, vector=vector, now=now))
        return decisions

    def _planned(self, user_id: str, c: Candidate, now: datetime | None = None) -> tuple[WritePlan, np.ndarray | None]:
        """The plan for ``c`` and, for a keyless candidate, the vector its lookup used (the
        embedding of the text it would store). A candidate refused or skipped whatever the
        store holds is neither looked up nor embedded."""
        agent = self.settings.agent
        findings = scan(c.text)  # once: for the lookup and for the plan

        def decide(lookup: Lookup) -> WritePlan:
            thresholds = Thresholds(agent.min_importance, agent.repeat_threshold, agent.supersede_threshold)
            return plan(c, lookup, findings=findings, rules=agent.sensitive_rules, thresholds=thresholds)

        unseen = decide(Lookup())
        if unseen.action in ("refuse", "skip"):
            return unseen, None
        if c.key:
            return decide(Lookup(same_key=self.store.memories(user_id, key=c.key.lower()))), None
        text = redact(c.text, findings)
        vector = self.writer.embedding(text)
        nearest = self.retriever.candidates(user_id, text, NEAREST, vector=vector, now=now)
        if not len(nearest):
            return unseen, vector
        return decide(Lookup([], nearest.memories[0], float(nearest.similarities[0]))), vector

    def _by_model(self, llm: LLM | None, replied: bool = True) -> bool:
        """The model reads the message, not the rules: asked for, or a capable model that answered."""
        mode = self.settings.agent.extractor
        return mode == "llm" or (mode == "auto" and llm.capable and replied)

    def _extract(
        self,
        llm: LLM | None,
        message: str,
        hint: str | None,
        replied: bool,
        decisions: list[Decision],
        begun: Begun | None = None,
    ) -> list[Candidate]:
        if self._by_model(llm, replied):
            try:
                return extract_llm(message, lambda msgs: llm.complete(msgs, max_tokens=300, temperature=0).text)
            except (LLMError, ValueError) as exc:
                decisions.append(
                    Decision("skipped", f"model extraction failed ({exc}); used the rules instead", None, rule="llm")
                )
        return self.read(message, hint, begun)
