"""Rules from STYLE.md that a test can hold: the core never imports the UI, and only the
adapter modules import the heavy libraries."""
import ast
from pathlib import Path

CORE = Path(__file__).resolve().parent.parent / "memorylab"
ADAPTERS = {"sentence_transformers": {"embed.py"}, "hnswlib": {"index.py"}, "bm25s": {"keyword.py"},
            "litellm": {"llm.py"}, "llama_cpp": {"llm.py"}, "duckdb": {"store.py"}}


def imported_modules(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def core_files():
    files = sorted(CORE.rglob("*.py"))
    assert len(files) > 5
    return files


def test_core_never_imports_streamlit():
    offenders = [f.name for f in core_files() if "streamlit" in imported_modules(f)]
    assert offenders == []


def test_heavy_libraries_are_imported_only_by_their_adapter():
    for f in core_files():
        for module, allowed in ADAPTERS.items():
            if module in imported_modules(f):
                assert f.name in allowed, f"{f.name} imports {module}"
