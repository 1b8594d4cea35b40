"""The README is part of the API: its Python examples run as written, and every public
name on the facade says what it does."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest

from memorylab import MemoryLab

ROOT = Path(__file__).resolve().parent.parent
BLOCK = re.compile(r"```python\n(.*?)```", re.S)


def readme_blocks() -> list[str]:
    return BLOCK.findall((ROOT / "README.md").read_text())


def test_the_readme_has_python_examples():
    assert readme_blocks(), "the README shows no Python example"


@pytest.mark.parametrize("number", range(len(readme_blocks())))
def test_each_readme_python_example_runs(number, tmp_path, monkeypatch, scripted):
    """Run in a fresh folder with the fast fakes, so ``data/lab`` is a new lab of its own."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("MEMORYLAB_EMBEDDER", "hash")
    monkeypatch.setenv("MEMORYLAB_MODEL", "scripted/readme")
    monkeypatch.delenv("MEMORYLAB_DATABASE_URL", raising=False)
    exec(compile(readme_blocks()[number], f"README.md python block {number}", "exec"), {"__name__": "readme"})


def _public_members(cls) -> dict[str, object]:
    return {name: member for name, member in inspect.getmembers(cls) if not name.startswith("_")}


def test_every_public_name_on_the_facade_is_documented():
    undocumented = sorted(
        name
        for name, member in _public_members(MemoryLab).items()
        if callable(member) or isinstance(member, property)
        if not (inspect.getdoc(member) or "").strip()
    )
    assert not undocumented, f"public names without a docstring: {undocumented}"
