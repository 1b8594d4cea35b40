"""Shared helpers for the benchmark scripts: timing, tables, results files."""

from __future__ import annotations

import json
import os
import platform
import time
from datetime import UTC, datetime
from pathlib import Path

import numpy as np

RESULTS = Path(__file__).resolve().parent / "results"


def machine() -> dict:
    return {
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "platform": platform.platform(),
        "processor": platform.processor() or platform.machine(),
    }


def percentiles_ms(seconds: list[float]) -> dict:
    ms = np.asarray(seconds) * 1000.0
    return {"p50_ms": round(float(np.percentile(ms, 50)), 3), "p99_ms": round(float(np.percentile(ms, 99)), 3)}


def timed(fn, *args, **kwargs) -> tuple[float, object]:
    start = time.perf_counter()
    result = fn(*args, **kwargs)
    return time.perf_counter() - start, result


def clustered_vectors(
    n: int, dim: int = 384, per_topic: int = 50, noise: float = 0.6, seed: int = 0, topic_seed: int = 1234
) -> np.ndarray:
    """Unit vectors around random topic centres (about ``per_topic`` each), shaped like
    sentence embeddings: a point's cosine to its own centre is ~0.85, to others ~0.
    ``noise`` is the norm of the per-point offset. Same ``topic_seed`` = same topics,
    so queries drawn with another ``seed`` land among the stored points."""
    topics = max(8, n // per_topic)
    centres = np.random.default_rng(topic_seed + topics).standard_normal((topics, dim))
    centres /= np.linalg.norm(centres, axis=1, keepdims=True)
    rng = np.random.default_rng(seed)
    offsets = rng.standard_normal((n, dim)) * (noise / np.sqrt(dim))
    points = centres[rng.integers(0, topics, n)] + offsets
    return (points / np.linalg.norm(points, axis=1, keepdims=True)).astype(np.float32)


def print_table(rows: list[dict]) -> None:
    if not rows:
        return
    columns = list(rows[0])
    widths = [max(len(str(c)), *(len(str(r.get(c, ""))) for r in rows)) for c in columns]
    print("  ".join(str(c).ljust(w) for c, w in zip(columns, widths)))
    for r in rows:
        print("  ".join(str(r.get(c, "")).ljust(w) for c, w in zip(columns, widths)))


def write_results(name: str, payload: dict, key: str | None = None) -> Path:
    """Write ``bench/results/<name>.json``; with ``key``, keep the file's other runs and
    store this one under ``runs[key]`` (e.g. "before" and "after" of a change)."""
    RESULTS.mkdir(parents=True, exist_ok=True)
    payload = {
        "benchmark": name,
        "ran_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": machine(),
        **payload,
    }
    path = RESULTS / f"{name}.json"
    if key is not None:
        previous = json.loads(path.read_text()) if path.exists() else {}
        runs = previous.get("runs", {}) if isinstance(previous.get("runs"), dict) else {}
        payload = {"benchmark": name, "runs": {**runs, key: payload}}
    path.write_text(json.dumps(payload, indent=2))
    return path
