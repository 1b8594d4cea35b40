"""The tour notebook runs headless, top to bottom, on the fakes."""

import tempfile
from pathlib import Path

import nbformat
from nbclient import NotebookClient

NOTEBOOK = Path(__file__).resolve().parent.parent / "notebooks" / "tour.ipynb"


def test_tour_notebook_executes(monkeypatch, tmp_path):
    monkeypatch.setenv("MEMORYLAB_EMBEDDER", "hash")
    monkeypatch.setenv("MEMORYLAB_MODEL", "scripted/tour")
    tours_before = set(Path(tempfile.gettempdir()).glob("memorylab-tour-*"))
    nb = nbformat.read(NOTEBOOK, as_version=4)
    NotebookClient(nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}).execute()
    assert set(Path(tempfile.gettempdir()).glob("memorylab-tour-*")) == tours_before  # the tour removes its lab
    outputs = "\n".join(o.get("text", "") for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", []))
    assert "recency 1.00 -> 0.50" in outputs
    assert "tables still holding it: []" in outputs
    assert "User is allergic to peanuts" in str([c.get("outputs") for c in nb.cells])
    figures = [
        o for c in nb.cells for o in c.get("outputs", []) if "application/vnd.plotly.v1+json" in o.get("data", {})
    ]
    assert len(figures) == 3
