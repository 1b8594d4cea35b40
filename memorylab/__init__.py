"""memorylab: watch an agent's memory work. The core library; it never imports Streamlit."""
from .clock import Clock
from .errors import InvalidInput, LLMError, MemoryLabError, NotFound, StoreLocked
from .lab import MemoryLab
from .models import KINDS, Candidates, Event, Hit, Memory
from .scoring import PRESETS, Weights, preset
from .settings import Settings

__all__ = ["MemoryLab", "Clock", "Settings", "Weights", "PRESETS", "preset", "KINDS",
           "Memory", "Hit", "Event", "Candidates", "MemoryLabError", "InvalidInput",
           "NotFound", "StoreLocked", "LLMError"]
__version__ = "0.1.0"
