""" "Forget ..." said in chat: the matching memories go through the same cascade as
``lab.forget``; the stored turns keep neither the topic nor the forgotten texts."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from memorylab.clock import Clock
from memorylab.models import Memory
from memorylab.policies.forgetrequest import covered, kinds_named
from memorylab.policies.redaction import mask
from memorylab.policies.scoring import Weights
from memorylab.policies.slots import PET_KEYS
from memorylab.policies.writeplan import Decision
from memorylab.services.forgetter import Cascade
from memorylab.services.retriever import Retriever
from memorylab.storage.base import Store

RELEVANCE_ONLY = Weights(1.0, 0.0, 0.0, n_candidates=20, k=10, name="relevance only")
REASON = "forgotten at the user's request (chat)"


@dataclass
class Forgot:
    """What a "forget ..." request did: the reply shown, the message as stored (topic
    masked), the memories forgotten, one decision each, the turns stored."""

    reply: str
    message: str
    forgotten: list[int] = field(default_factory=list)
    decisions: list[Decision] = field(default_factory=list)
    turn_ids: list[int] = field(default_factory=list)


class ForgetRequests:
    def __init__(self, store: Store, retriever: Retriever, cascade: Cascade, clock: Clock, threshold: float):
        self.store, self.retriever, self.cascade = store, retriever, cascade
        self.clock, self.threshold = clock, threshold

    def handle(self, user_id: str, session_id: str, message: str, topic: str, *, now: datetime) -> Forgot:
        """Forget what ``topic`` covers (``message``: the redacted request naming it), at
        the turn's time ``now``."""
        hits = self.retriever._recall(user_id, topic, 10, RELEVANCE_ONLY, now=now)
        matches = covered(topic, hits, self.threshold) + self._of_kinds_named(user_id, topic, now)
        matches = list({m.id: m for m in matches}.values())
        stored = message.replace(topic, mask(len(topic)))
        out = Forgot("", stored, turn_ids=[self._add_turn(user_id, session_id, "user", stored, now)])
        if matches:
            out.forgotten = self.cascade.forget_many(user_id, [m.id for m in matches], reason=REASON, now=now)
            out.decisions = [_forgotten(m) for m in matches]
            out.reply, logged = _replies(matches)
        else:
            out.reply = f"I have nothing about “{topic}” to forget."
            logged = f"I have nothing about {mask(11)} to forget."
        out.turn_ids.append(self._add_turn(user_id, session_id, "assistant", logged, now))
        return out

    def _of_kinds_named(self, user_id: str, topic: str, now: datetime) -> list[Memory]:
        """The memories stored under a kind the topic names ("my allergy" reaches
        "User is allergic to shellfish", whose words it does not share); for an animal, only
        that animal's ("that I have a dog": the dog, not the cat)."""
        kinds, animal = kinds_named(topic)
        if not kinds:
            return []
        found = [m for m, _ in self.retriever.of_kind(user_id, topic, kinds, now=now)]
        return [m for m in found if animal is None or m.key == animal or not _a_pet_key(m.key)]

    def _add_turn(self, user_id: str, session_id: str, role: str, text: str, now: datetime) -> int:
        return self.store.add_turn(user_id, session_id, role, text, now)


def _a_pet_key(key: str | None) -> bool:
    return key in PET_KEYS


def _replies(matches: list[Memory]) -> tuple[str, str]:
    """The reply shown (quoting what went) and the one stored (quoting nothing)."""
    n = len(matches)
    noun = f"memor{'y' if n == 1 else 'ies'}"
    listed = "; ".join(f"“{m.text}”" for m in matches)
    return f"Done. I forgot {n} {noun}: {listed}.", f"Done. I forgot {n} {noun} about {mask(11)}."


def _forgotten(m: Memory) -> Decision:
    return Decision("forgotten", "you asked me to forget it", m.text, m.kind, m.key, m.importance, "forget", m.id)
