"""The room view's read model: what the presenter puts on the projector to close a section.

Counts and rates over every attendee, built from the store's aggregates (one query per
figure, no loop over users) and never a row of anyone's text: how many are here and
active, turns and memories written, writes the guard refused by kind, forgets, how often
the replies used memory, and recall@k of the evaluation runs the room made.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta

from memorylab.clock import utcnow
from memorylab.lab import MemoryLab
from memorylab.validate import check_int

ACTIVE_MINUTES = 15  # an attendee seen in the last quarter of an hour (wall clock) is active
RECALL_K = 5  # the Quality page measures k = 1, 3, 5, 10 and the user's own k


@dataclass(frozen=True)
class RoomFigures:
    attendees: int  # user ids claimed
    active: int  # ids seen in the last ``active_minutes``
    active_minutes: int
    chatting: int  # ids with at least one chat turn
    turns: int  # user messages
    memories_written: int
    memories_forgotten: int
    active_memories: int
    refusals: dict[str, int] = field(default_factory=dict)  # kind of data -> writes refused
    turns_with_memories: int = 0
    turns_using_memory: int = 0
    context_relevance: float | None = None  # share of context tokens from memories a reply used
    recall_k: int = RECALL_K
    recall: list[dict] = field(default_factory=list)  # per weights label: runs, users, mean, best
    active_chatting: int = 0  # of the active ids, those that have sent a message (people, not setup tabs)

    @property
    def memory_use_rate(self) -> float | None:
        """Of the turns that offered memories, the share whose reply used at least one."""
        return self.turns_using_memory / self.turns_with_memories if self.turns_with_memories else None

    @property
    def refused(self) -> int:
        return sum(self.refusals.values())


def room_figures(
    lab: MemoryLab,
    presenter_key: object,
    *,
    now: datetime | None = None,
    active_minutes: int = ACTIVE_MINUTES,
    recall_k: int = RECALL_K,
    presenter_user: str | None = None,
) -> RoomFigures:
    """The room now, for the presenter only (``now``: the wall clock, naive UTC); the
    presenter's own lab (``presenter_user``: demo data, test chats) is not counted."""
    now = now or utcnow()
    active_minutes = check_int(active_minutes, "active minutes", minimum=1, maximum=24 * 60)
    since = now - timedelta(minutes=active_minutes)
    room = lab.claims.room(presenter_key, active_since=since, recall_k=recall_k, apart=presenter_user)
    (claimed, active, active_chatting), activity, use = room["people"], room["activity"], room["memory_use"]
    return RoomFigures(
        attendees=claimed,
        active=active,
        active_chatting=active_chatting,
        active_minutes=active_minutes,
        chatting=activity["users_chatting"],
        turns=activity["turns"],
        memories_written=activity["memories_written"],
        memories_forgotten=activity["memories_forgotten"],
        active_memories=activity["active_memories"],
        refusals=room["refusals"],
        turns_with_memories=use["turns_with_memories"],
        turns_using_memory=use["turns_using_memory"],
        context_relevance=use["used_tokens"] / use["context_tokens"] if use["context_tokens"] else None,
        recall_k=check_int(recall_k, "k", minimum=1, maximum=1000),
        recall=room["recall"],
    )


def attendee_labels(user_ids: list[str | None], me: str) -> list[str]:
    """Who made each of a list of runs, as the projector may show it: "you", "attendee 1",
    "attendee 2"... in the order each first appears, "(library)" for a run made from Python;
    never an id (an id is the key to someone's lab)."""
    numbers: dict[str, int] = {}
    labels = []
    for user_id in user_ids:
        if user_id is None:
            labels.append("(library)")
        elif user_id == me:
            labels.append("you")
        else:
            labels.append(f"attendee {numbers.setdefault(user_id, len(numbers) + 1)}")
    return labels
