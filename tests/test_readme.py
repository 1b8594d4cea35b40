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


def _undocumented(cls) -> list[str]:
    return sorted(
        name
        for name, member in _public_members(cls).items()
        if callable(member) or isinstance(member, property)
        if not (inspect.getdoc(member) or "").strip()
    )


def test_every_public_name_on_the_facade_is_documented():
    undocumented = _undocumented(MemoryLab)
    assert not undocumented, f"public names without a docstring: {undocumented}"


NAMESPACES = ("keys", "retrieval", "forgetting", "lifecycle", "agent", "evals", "claims")


def test_the_facade_stays_small():
    """What a newcomer meets on ``lab.``: at most 30 methods and properties on the class
    (an open lab adds its 3 attributes and 7 namespaces: checked below)."""
    assert len(_public_members(MemoryLab)) <= 30


@pytest.mark.parametrize("namespace", NAMESPACES)
def test_every_public_method_of_each_namespace_is_documented_and_listed(namespace, tmp_path):
    with MemoryLab.open(tmp_path, embedder="hash") as lab:
        on_the_lab = {n for n in vars(lab) if not n.startswith("_")} | set(_public_members(MemoryLab))
        assert len(on_the_lab) <= 31, sorted(on_the_lab)  # 21 on the class, 3 attributes, 7 namespaces
        cls = type(getattr(lab, namespace))
    undocumented = _undocumented(cls)
    assert not undocumented, f"lab.{namespace}: public names without a docstring: {undocumented}"
    listed = (ROOT / "README.md").read_text()
    row = next((line for line in listed.splitlines() if line.startswith(f"| `lab.{namespace}` |")), "")
    assert row, f"the README's namespace table has no row for lab.{namespace}"
    if namespace != "claims":  # the room's service: the README names its main calls only
        missing = [n for n in _public_members(cls) if f"`{n}`" not in row]
        assert not missing, f"the README's row for lab.{namespace} misses {missing}"
