"""memorylab: watch an agent's memory work. The core library; it never imports Streamlit."""

from memorylab.adapters.embed import EMBEDDERS
from memorylab.adapters.llm import ReplyStream
from memorylab.clock import Clock
from memorylab.errors import (
    InvalidInput,
    LLMError,
    MemoryLabError,
    NotFound,
    SensitiveData,
    StoreDamaged,
    StoreLocked,
    StoreUnavailable,
)
from memorylab.lab import MemoryLab
from memorylab.models import KINDS, Candidates, Event, Hit, Memory
from memorylab.policies.eviction import POLICIES as EVICTION_POLICIES
from memorylab.policies.scoring import FUSIONS, PRESETS, Weights, preset
from memorylab.services.keys import KeyValue
from memorylab.settings import Budgets, Settings
from memorylab.validate import check_session_id, check_user_id, message_parts

__all__ = [
    "MemoryLab",
    "Clock",
    "Settings",
    "Budgets",
    "Weights",
    "PRESETS",
    "FUSIONS",
    "EMBEDDERS",
    "preset",
    "KINDS",
    "EVICTION_POLICIES",
    "check_user_id",
    "check_session_id",
    "message_parts",
    "Memory",
    "Hit",
    "Event",
    "Candidates",
    "KeyValue",
    "MemoryLabError",
    "InvalidInput",
    "NotFound",
    "StoreLocked",
    "StoreDamaged",
    "StoreUnavailable",
    "SensitiveData",
    "LLMError",
    "ReplyStream",
]
__version__ = "0.1.0"
