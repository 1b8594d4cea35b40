"""The self-introduction probe sets the package ships (``introductions*.yaml``) and their
look-alike sets (``*_lookalikes.yaml``), found on disk so that a new set is tested once it is added."""

from pathlib import Path

import memorylab

FOLDER = Path(memorylab.__file__).parent / "datasets" / "probes"
NAMES = sorted(p.stem for p in FOLDER.glob("introductions*.yaml"))
INTRODUCTION_SETS = tuple(n for n in NAMES if not n.endswith("_lookalikes"))
LOOKALIKE_SETS = tuple(n for n in NAMES if n.endswith("_lookalikes"))
