"""One settings object, built once from environment variables and arguments, passed down.

| variable | default | meaning |
|---|---|---|
| MEMORYLAB_DATA_DIR | ./data/lab | where the DuckDB file and index files live |
| MEMORYLAB_EMBEDDER | minilm | ``minilm`` (real, offline) or ``hash`` (deterministic fake for tests) |
| MEMORYLAB_MODEL | local/smollm2 | any litellm model string; the default runs offline in-process |
| MEMORYLAB_PRESET | relevance-first | retrieval preset, see :mod:`memorylab.policies.scoring` |
| MEMORYLAB_MAX_MEMORIES | (none) | per-user cap; beyond it the lowest relevance-decay scores are evicted |
| MEMORYLAB_REPLY_MODE | auto | ``grounded``: state what a question asks for or a request needs, any model; ``model`` |
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path

DEFAULT_DATA_DIR = Path("data") / "lab"
# What the write policy does with a memory holding each kind of sensitive data.
DEFAULT_SENSITIVE_RULES = {
    "password": "refuse",
    "api key": "refuse",
    "private key": "refuse",
    "seed phrase": "refuse",
    "card number": "refuse",
    "card security code": "refuse",
    "national id": "refuse",
    "bank account": "refuse",
    "medical record": "refuse",
    "backup code": "refuse",
    "security answer": "refuse",
    "email address": "redact",
    "phone number": "redact",
    "postal address": "redact",
    "date of birth": "redact",
}
DEFAULT_MODEL = "local/smollm2"


@dataclass(frozen=True)
class IndexParams:
    """hnswlib parameters (see hnswlib's ALGO_PARAMS.md)."""

    m: int = 16
    ef_construction: int = 200
    ef_search: int = 64
    threads: int = 2


@dataclass(frozen=True)
class KeywordParams:
    """BM25 (bm25s) parameters for the keyword side of hybrid search."""

    method: str = "lucene"
    k1: float = 0.9  # Anserini's defaults; measured better than 1.5/0.75 on LoCoMo
    b: float = 0.4
    stem: bool = True
    # A word held by more than this share of a user's memories (of at least ``common_min``)
    # tells none of them apart: "user" in "what does the user drink?" matched all 36 demo
    # memories, and scaled to the best match each got 0.8-1.0 of the keyword share.
    common_share: float = 0.5
    common_min: int = 5


@dataclass(frozen=True)
class LifecycleSettings:
    """Consolidation, reflection and the store-size cap (see :mod:`memorylab.services.lifecycle`)."""

    reflection_threshold: float = 150.0  # summed importance on the 1-10 scale
    auto_reflect: bool = True
    consolidate_every: int = 0  # turns between scheduled consolidations (0: on demand)
    # cosine to the cluster's centroid, and the span of a thread: on the demo persona (MiniLM)
    # unrelated episodes meet at <= 0.33 and a thread's at >= 0.36, a thread spans up to 90 days
    consolidation_threshold: float = 0.35
    consolidation_window_days: float = 90.0
    consolidation_min_size: int = 3
    hide_consolidated: bool = True  # originals leave retrieval once merged
    max_memories_per_user: int | None = None


@dataclass(frozen=True)
class Budgets:
    """Token budget per context section, in the order sections are filled."""

    system: int = 250
    message: int = 600
    profile: int = 200
    memories: int = 500
    summary: int = 300
    recent: int = 700
    lessons: int = 150

    @property
    def total(self) -> int:
        return sum(getattr(self, name) for name in BUDGET_SECTIONS)

    def scaled(self, total: int, minimum: int = 20) -> Budgets:
        """The same shares of a new total (each section at least ``minimum`` tokens)."""
        shares = {name: getattr(self, name) / self.total for name in BUDGET_SECTIONS}
        return Budgets(**{name: max(minimum, int(total * share)) for name, share in shares.items()})


BUDGET_SECTIONS = ("system", "message", "profile", "lessons", "memories", "summary", "recent")


PROMPT_LAYOUTS = ("system", "user", "few-shot")  # see memorylab/policies/context.py
# "auto": memories in the user's turn for the small in-process models (the probe set's best,
# see bench/memory_use.py), in the system message for every other model
AUTO_LAYOUT = "auto"


@dataclass(frozen=True)
class AgentSettings:
    """Knobs of one chat turn. Thresholds are cosine similarities of the active embedder."""

    budgets: Budgets = field(default_factory=Budgets)
    extractor: str = "auto"  # "rules", "llm", or "auto": llm when the model is capable
    min_importance: float = 0.3  # candidates below are skipped
    repeat_threshold: float = 0.95  # a near-identical memory is bumped, not added again
    supersede_threshold: float = 0.85  # a near-duplicate of the same kind with a new value replaces it
    forget_threshold: float = 0.55  # "forget X" removes memories at least this similar to X
    working_turns: int = 6  # recent messages kept verbatim
    summary_every: int = 6  # fold older messages into the summary in batches of this many
    reply_tokens: int = 200
    # a grounded reply keeps its statement and one sentence of the model's (policies/grounding.py):
    # the model writes no more than that takes (SmolLM2 wrote 200 tokens, 4 s of a core, for
    # "how often do I want reports?" behind the statement, and the room queued behind it)
    grounded_reply_tokens: int = 48
    # "auto": a small local model's reply states the memory that answers the question (see
    # policies/grounding.py), a capable model answers alone; "grounded" or "model" force one
    reply_mode: str = "auto"
    grounding_threshold: float = 0.15  # cosine a memory needs (with a shared word) to be stated
    prompt_layout: str = AUTO_LAYOUT  # where memories go in the prompt: see policies/context.py
    small_model_notes: int = 0  # a small local model gets only this many recalled memories (0: no cap)
    small_model_turns: int = 0  # ...and this many recent turns: a 135M model echoes earlier messages
    sensitive_rules: dict = field(default_factory=lambda: dict(DEFAULT_SENSITIVE_RULES))
    system_prompt: str = (
        "You are a helpful assistant with a long-term memory. Use the user's "
        "profile and memories below when they are relevant; do not invent facts. "
        "Answer briefly."
    )

    def __post_init__(self):
        if self.prompt_layout not in (AUTO_LAYOUT, *PROMPT_LAYOUTS):
            raise ValueError(f"prompt_layout is auto or one of {', '.join(PROMPT_LAYOUTS)}, not {self.prompt_layout!r}")
        if self.reply_mode not in ("auto", "grounded", "model"):
            raise ValueError(f"reply_mode must be auto, grounded or model, not {self.reply_mode!r}")
        if self.extractor not in ("auto", "rules", "llm"):
            raise ValueError(f"extractor must be auto, rules or llm, not {self.extractor!r}")


@dataclass(frozen=True)
class Settings:
    data_dir: Path = DEFAULT_DATA_DIR
    database_url: str | None = None  # postgresql://...: the shared Postgres backend instead of DuckDB
    presenter_key: str | None = field(default=None, repr=False)  # opens any lab in the app; a secret
    embedder: str = "minilm"
    model: str = DEFAULT_MODEL
    preset: str = "relevance-first"
    max_memory_chars: int = 8_000
    max_message_chars: int = 4_000
    query_cache_size: int = 1_024
    neighbour_window_hours: float = 6.0  # adjacent memories further apart are not neighbours
    # worker processes for the rule extractor (services/rules_pool.py); 0, the default: in the turn's own thread
    extract_processes: int = 0
    index: IndexParams = field(default_factory=IndexParams)
    keyword: KeywordParams = field(default_factory=KeywordParams)
    agent: AgentSettings = field(default_factory=AgentSettings)
    lifecycle: LifecycleSettings = field(default_factory=LifecycleSettings)

    def __post_init__(self):
        n = self.extract_processes
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 16:
            raise ValueError(f"extract_processes must be a whole number from 0 to 16, not {n!r}")

    @classmethod
    def from_env(cls, **overrides) -> Settings:
        env = os.environ
        values = {
            "data_dir": Path(env.get("MEMORYLAB_DATA_DIR", str(DEFAULT_DATA_DIR))),
            "embedder": env.get("MEMORYLAB_EMBEDDER", "minilm"),
            "model": env.get("MEMORYLAB_MODEL", DEFAULT_MODEL),
            "preset": env.get("MEMORYLAB_PRESET", "relevance-first"),
            "database_url": env.get("MEMORYLAB_DATABASE_URL") or None,
            "presenter_key": env.get("MEMORYLAB_PRESENTER_KEY") or None,
        }
        if env.get("MEMORYLAB_EXTRACT_PROCESSES", "").strip().isdigit():
            values["extract_processes"] = int(env["MEMORYLAB_EXTRACT_PROCESSES"])
        if env.get("MEMORYLAB_MAX_MEMORIES"):
            values["lifecycle"] = LifecycleSettings(max_memories_per_user=int(env["MEMORYLAB_MAX_MEMORIES"]))
        if env.get("MEMORYLAB_REPLY_MODE"):
            values["agent"] = AgentSettings(reply_mode=env["MEMORYLAB_REPLY_MODE"].strip().lower())
        values.update({k: v for k, v in overrides.items() if v is not None})
        values["data_dir"] = Path(values["data_dir"])
        return cls(**values)

    def with_(self, **changes) -> Settings:
        return replace(self, **changes)
