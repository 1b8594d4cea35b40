"""Read models for the pages: what a page draws, built from the public lab only.

Each function reads through ``lab.`` (never its internals) and returns plain data, so a
page can cache it (``st.cache_data`` keyed on :func:`cache_key`, see ``ui/views.py``)
and the facade does not grow one method per chart.
"""

from __future__ import annotations

from memorylab.errors import InvalidInput, NotFound
from memorylab.lab import MemoryLab
from memorylab.models import Memory
from memorylab.policies.eviction import decay_score
from memorylab.policies.health import growth
from memorylab.policies.health import warning as health_warning
from memorylab.policies.memoryuse import summarize as summarize_use
from memorylab.policies.projection import pca_2d, project
from memorylab.services.keys import value_of
from memorylab.services.turn import Turn
from memorylab.validate import check_int, check_number, check_user_id


def _check_lab(lab: object) -> MemoryLab:
    if not isinstance(lab, MemoryLab):
        raise InvalidInput(f"A view reads a MemoryLab, got {type(lab).__name__}.")
    return lab


def cache_key(lab: MemoryLab, user_id: str) -> tuple[int, int]:
    """What a page's cached read model of ``user_id`` is keyed on: the lab and its write
    counter caught up with every process sharing the store, so a write or a forget made
    anywhere (another app server on Postgres too) gives a new key. Anything that also
    depends on the time (expiry, decay, recency) is computed from the rows at draw time."""
    lab = _check_lab(lab)
    return id(lab), lab.retrieval.synced_generation(user_id)


def backend(lab: MemoryLab) -> str:
    """``duckdb`` (one file, one process) or ``postgres`` (shared by many processes)."""
    return "postgres" if _check_lab(lab).settings.database_url else "duckdb"


def health(lab: MemoryLab, user_id: str, *, dataset: str | None = None, k: int = 3) -> dict:
    """What the Metrics view draws: active memories now and over time, the kept evaluation runs
    of ``dataset`` (None: of the dataset the user's latest run measured, named in the
    answer), every chat turn's figures and their sum, and the design's warning when memory
    grew while recall@k fell between the last two runs (None otherwise)."""
    lab, user_id = _check_lab(lab), check_user_id(user_id)
    k = check_int(k, "k", minimum=1, maximum=1000)
    times, counts = growth(lab.events(user_id))
    if dataset is None:
        every = lab.evals.runs(None, user_id=user_id)
        dataset = every[-1]["dataset"] if every else "scenarios"
    runs = lab.evals.runs(dataset, user_id=user_id)
    turns = lab.agent.turn_metrics(user_id)
    expired = len(lab.forgetting.expired(user_id))
    return {
        "growth": {"at": times, "active": counts},
        "active": lab.count(user_id) - expired,  # what the store's list shows
        "expired": expired,  # past their TTL, hidden, until the sweep forgets them (then the growth line drops)
        "dataset": dataset,
        "runs": runs,
        "turns": turns,
        "totals": summarize_use(turns),
        "warning": health_warning(times, counts, runs, k),
    }


def memory_use(lab: MemoryLab, user_id: str, session_id: str | None = None) -> dict:
    """The session's turns summed up: how often the replies used what memory gave them
    (see :func:`memorylab.policies.memoryuse.summarize`)."""
    return summarize_use(_check_lab(lab).agent.turn_metrics(user_id, session_id))


def first_name(lab: MemoryLab, user_id: str) -> str | None:
    """The first word of the user's stored name (key ``name``: "Sam" for the demo persona's
    "User's name is Sam Rivera"), None when none is stored. A read: nothing is marked accessed."""
    lab, user_id = _check_lab(lab), check_user_id(user_id)
    names = [m for m in lab.memories(user_id) if m.key == "name"]
    words = value_of(names[-1]).split() if names else []
    return words[0] if words else None


def is_current(lab: MemoryLab, turn: Turn) -> bool:
    """False once a memory the turn recalled or used has been forgotten: its text must
    not stay on screen."""
    if not isinstance(turn, Turn):
        raise InvalidInput(f"is_current takes the Turn chat returned, got {type(turn).__name__}.")
    used = {h.memory.id for h in turn.hits}
    used |= set(turn.context.used_memory_ids) if turn.context is not None else set()
    try:
        for memory_id in sorted(used):
            _check_lab(lab).get(turn.user_id, memory_id)
    except NotFound:
        return False
    return True


def decay_scores(lab: MemoryLab, memories: list[Memory], rate: float = 0.1) -> list[float]:
    """The frequency-aware relevance-decay score of each memory now (eviction's measure)."""
    lab, rate = _check_lab(lab), check_number(rate, "decay rate", low=0.0, high=100.0)
    if not all(isinstance(m, Memory) for m in memories):
        raise InvalidInput("decay_scores takes a list of Memory, as lab.memories returns.")
    now = lab.clock.now(memories[0].user_id) if memories else lab.clock.now()
    return [decay_score(m, now, rate) for m in memories]


def embedding_map(lab: MemoryLab, user_id: str, query: str | None = None, limit: int = 3000) -> dict:
    """2-D PCA of the user's memories (newest ``limit``), with the query projected."""
    lab, user_id = _check_lab(lab), check_user_id(user_id)
    limit = check_int(limit, "limit", minimum=1)
    ids, matrix = lab.retrieval.vectors(user_id)
    rows = {m.id: m for m in lab.memories(user_id, newest=limit)}  # as the store lists them: no expired one
    shown = [j for j, i in enumerate(ids.tolist()) if i in rows][-limit:]
    ids, matrix = ids[shown], matrix[shown]
    memories = [rows[i] for i in ids.tolist()]
    points, components, mean = pca_2d(matrix)
    query_point = None
    if query and len(ids):
        query_point = project(lab.retrieval.embed_query(query), components, mean)
    return {"points": points, "memories": memories, "query_point": query_point}
