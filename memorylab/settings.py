"""One settings object, built once from environment variables and arguments, passed down.

| variable | default | meaning |
|---|---|---|
| MEMORYLAB_DATA_DIR | ./data/lab | where the DuckDB file and index files live |
| MEMORYLAB_EMBEDDER | minilm | ``minilm`` (real, offline) or ``hash`` (deterministic fake for tests) |
| MEMORYLAB_MODEL | local/smollm2 | any litellm model string; the default runs offline in-process |
| MEMORYLAB_PRESET | balanced | retrieval preset, see :mod:`memorylab.scoring` |
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path

DEFAULT_DATA_DIR = Path("data") / "lab"
DEFAULT_MODEL = "local/smollm2"


@dataclass(frozen=True)
class IndexParams:
    """hnswlib parameters (see hnswlib's ALGO_PARAMS.md)."""
    m: int = 16
    ef_construction: int = 200
    ef_search: int = 64
    threads: int = 2


@dataclass(frozen=True)
class Settings:
    data_dir: Path = DEFAULT_DATA_DIR
    embedder: str = "minilm"
    model: str = DEFAULT_MODEL
    preset: str = "balanced"
    max_memory_chars: int = 8_000
    max_message_chars: int = 4_000
    query_cache_size: int = 1_024
    index: IndexParams = field(default_factory=IndexParams)

    @classmethod
    def from_env(cls, **overrides) -> "Settings":
        env = os.environ
        values = {
            "data_dir": Path(env.get("MEMORYLAB_DATA_DIR", str(DEFAULT_DATA_DIR))),
            "embedder": env.get("MEMORYLAB_EMBEDDER", "minilm"),
            "model": env.get("MEMORYLAB_MODEL", DEFAULT_MODEL),
            "preset": env.get("MEMORYLAB_PRESET", "balanced"),
        }
        values.update({k: v for k, v in overrides.items() if v is not None})
        values["data_dir"] = Path(values["data_dir"])
        return cls(**values)

    def with_(self, **changes) -> "Settings":
        return replace(self, **changes)
