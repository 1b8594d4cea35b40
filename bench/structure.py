"""Structure figures: size of the facade and the store, in-function imports in the core,
modules reaching through the lab, tests touching private attributes; and, for the "One
clear API" issue, what a newcomer meets on ``lab.`` (public methods, internals handed out
as attributes), module sizes, and what one chat turn repeats (user-id checks, clock reads,
embeddings per written memory).

    python -m bench.structure            # prints a table, writes bench/results/structure.json
"""

from __future__ import annotations

import ast
import json
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORE = ROOT / "memorylab"


def _lines(path: Path) -> int:
    return len(path.read_text().splitlines()) if path.exists() else 0


def facade_methods() -> int:
    tree = ast.parse((CORE / "lab.py").read_text())
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "MemoryLab")
    return sum(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) for n in cls.body)


def facade_statements() -> float:
    """Mean statements per MemoryLab method, docstrings excluded: how much each does itself."""
    tree = ast.parse((CORE / "lab.py").read_text())
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "MemoryLab")
    methods = [n for n in cls.body if isinstance(n, ast.FunctionDef)]
    counts = []
    for m in methods:
        body = (
            m.body[1:]
            if m.body
            and isinstance(m.body[0], ast.Expr)
            and isinstance(getattr(m.body[0], "value", None), ast.Constant)
            else m.body
        )
        counts.append(sum(isinstance(n, ast.stmt) for b in body for n in ast.walk(b)))
    return round(sum(counts) / len(counts), 1)


def in_function_imports() -> int:
    """Imports inside functions (lazy imports of heavy libraries included)."""
    count = 0
    for path in CORE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                count += sum(isinstance(n, (ast.Import, ast.ImportFrom)) for n in ast.walk(node))
    return count


def reach_through_lab() -> int:
    """``lab.store`` / ``lab.index`` / ``lab.keywords`` / ``lab.rows`` outside the facade."""
    pattern = re.compile(r"\blab\.(store|index|keywords|rows|query_cache|_\w+)\b")
    return sum(len(pattern.findall(p.read_text())) for p in CORE.rglob("*.py") if p.name != "lab.py")


def private_in_tests() -> int:
    pattern = re.compile(r"\b(?:lab|store|index|keywords|rows|\w+_lab)\._[a-z]\w*")
    return sum(len(pattern.findall(p.read_text())) for p in (ROOT / "tests").glob("*.py"))


def ruff_findings() -> int | None:
    try:
        out = subprocess.run(
            ["ruff", "check", "--output-format", "concise", "."], cwd=ROOT, capture_output=True, text=True, timeout=120
        ).stdout
    except (OSError, subprocess.TimeoutExpired):
        return None
    return sum(1 for line in out.splitlines() if re.match(r"^[^ ].*:\d+:\d+:", line))


def _public_names(cls) -> list[str]:
    return sorted(n for n in dir(cls) if not n.startswith("_"))


INTERNAL = ("memorylab.services", "memorylab.storage", "memorylab.indexes")
NAMESPACES = ("keys", "retrieval", "forgetting", "lifecycle", "agent", "evals", "claims")


def _is_internal(value: object) -> bool:
    return type(value).__module__.startswith(INTERNAL)


def facade_surface() -> dict:
    """What ``lab.`` shows: public methods and properties of the class, everything an open
    lab lists (its attributes and namespaces too), which namespaces are the service that
    does the job (an instance of a ``memorylab/services`` class) and which are a class of
    pass-throughs in front of one, the public attributes other than the namespaces that
    are services, stores or indexes, and those reachable one step further
    (``lab.keys.store``): a second route around the guard and the event log."""
    import tempfile

    from memorylab import MemoryLab

    with tempfile.TemporaryDirectory() as folder, MemoryLab.open(folder, embedder="hash") as lab:
        public = {name: value for name, value in vars(lab).items() if not name.startswith("_")}
        internals = sorted(name for name, value in public.items() if _is_internal(value) and name not in NAMESPACES)
        services = sorted(n for n in NAMESPACES if type(getattr(lab, n)).__module__.startswith("memorylab.services."))
        wrappers = sorted(n for n in NAMESPACES if n not in services)
        one_step = sorted(
            f"{name}.{inner}"
            for name, value in public.items()
            for inner, part in vars(value).items()
            if hasattr(value, "__dict__") and not inner.startswith("_") and _is_internal(part)
        )
        names = set(public) | set(_public_names(MemoryLab))
    return {
        "public names on MemoryLab": len(_public_names(MemoryLab)),
        "public names on an open lab": len(names),
        "namespaces that are their service": services,
        "namespaces that forward to a service": wrappers,
        "internals as public attributes (namespaces aside)": internals,
        "internals one attribute further": one_step,
    }


def module_sizes() -> dict:
    sizes = {str(p.relative_to(ROOT)): _lines(p) for p in CORE.rglob("*.py")}
    sizes |= {str(p.relative_to(ROOT)): _lines(p) for p in (ROOT / "ui").glob("*.py")}
    over = sorted(name for name, n in sizes.items() if n > 450)
    return {"largest module": max(sizes.items(), key=lambda kv: kv[1]), "modules over 450 lines": over}


def chat_turn_repeats() -> dict:
    """One chat turn that writes one memory, counted with a profiler hook: how often the
    user id is validated, the clock read, and texts embedded."""
    import sys
    import tempfile

    from memorylab import MemoryLab, Settings
    from memorylab.adapters.embed import HashingEmbedder
    from memorylab.clock import Clock
    from memorylab.validate import check_user_id

    class CountingEmbedder(HashingEmbedder):
        texts = 0

        def embed(self, texts):
            CountingEmbedder.texts += len(texts)
            return super().embed(texts)

    watched = {check_user_id.__code__: "user id checks", Clock.now.__code__: "clock reads"}
    counts = dict.fromkeys(watched.values(), 0)

    def hook(frame, event, arg):
        if event == "call" and frame.f_code in watched:
            counts[watched[frame.f_code]] += 1

    settings = Settings.from_env(embedder="hash", model="scripted/structure")
    with tempfile.TemporaryDirectory() as folder:
        with MemoryLab.open(folder, settings=settings, embedder=CountingEmbedder()) as lab:
            lab.chat("ana", "warm up the model route")
            before = lab.count("ana")
            CountingEmbedder.texts = 0
            sys.setprofile(hook)
            try:
                lab.chat("ana", "I work at a bakery in Lyon and my dog is called Rex")
            finally:
                sys.setprofile(None)
            written = max(lab.count("ana") - before, 1)
    counts["texts embedded per written memory"] = round(CountingEmbedder.texts / written, 2)
    return counts


def write_path_embeddings() -> float:
    """Texts a chat turn's write path embeds per memory it writes, the message's own
    embedding (recall) left out: two keyed memories, then one without a key (its lookup
    for a near-duplicate used to embed it a second time)."""
    import tempfile

    from memorylab import MemoryLab, Settings
    from memorylab.adapters.embed import HashingEmbedder

    class KeepingEmbedder(HashingEmbedder):
        texts: list[str] = []

        def embed(self, texts):
            KeepingEmbedder.texts += list(texts)
            return super().embed(texts)

    messages = [
        "I work at a bakery in Lyon and my dog is called Rex",
        "Remember that the team standup is at 9:00 in the blue room.",
    ]
    settings = Settings.from_env(embedder="hash", model="scripted/structure")
    written = embedded = 0
    with tempfile.TemporaryDirectory() as folder:
        with MemoryLab.open(folder, settings=settings, embedder=KeepingEmbedder()) as lab:
            for message in messages:
                KeepingEmbedder.texts = []
                turn = lab.chat("ana", message)
                embedded += sum(t not in (turn.message, turn.reply) for t in KeepingEmbedder.texts)
                written += sum(d.action in ("added", "superseded") for d in turn.decisions)
    return round(embedded / max(written, 1), 2)


def main() -> dict:
    store = CORE / "storage"
    figures = {
        "lab.py lines": _lines(CORE / "lab.py"),
        "store lines (largest file, every backend)": max(map(_lines, store.rglob("*.py")))
        if store.exists()
        else _lines(CORE / "store.py"),
        "MemoryLab methods": facade_methods(),
        "statements per MemoryLab method": facade_statements(),
        "in-function imports in the core": in_function_imports(),
        "modules reaching through the lab": reach_through_lab(),
        "tests reaching into private attributes": private_in_tests(),
        "ruff findings": ruff_findings(),
        **facade_surface(),
        **module_sizes(),
        **{f"chat turn: {k}": v for k, v in chat_turn_repeats().items()},
        "chat turn: write path texts embedded per written memory": write_path_embeddings(),
    }
    for name, value in figures.items():
        print(f"{name:40s} {value}")
    out = ROOT / "bench" / "results" / "structure.json"
    previous = json.loads(out.read_text()) if out.exists() else {}
    previous.setdefault("before", figures)
    previous["after"] = figures
    out.write_text(json.dumps(previous, indent=2))
    return figures


if __name__ == "__main__":
    main()
