"""Data files a browser may choose without naming a server path: the JSON files the server
keeps in its data folders (listed by name), or a file the browser uploads (copied into a
temporary folder for the run, then removed)."""

from __future__ import annotations

import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from memorylab.errors import InvalidInput
from memorylab.storage.datadir import STATE_FILE

MAX_UPLOAD_BYTES = 50 * 1024 * 1024  # LoCoMo whole is under 3 MB


def json_files(folders: Iterable[Path]) -> dict[str, Path]:
    """The ``*.json`` files directly inside ``folders`` (not below them, no link leaving
    them, not the lab's own state file), by a display name "folder/file.json"."""
    found: dict[str, Path] = {}
    for folder in folders:
        folder = Path(folder)
        if not folder.is_dir():
            continue
        root = folder.resolve()
        for path in sorted(folder.glob("*.json")):
            if path.name != STATE_FILE and path.is_file() and path.resolve().parent == root:
                found.setdefault(f"{folder.name}/{path.name}", path)
    return found


@contextmanager
def uploaded_copy(name: str, data: bytes) -> Iterator[Path]:
    """An uploaded file as a path for the length of a run (its own name, in a fresh
    temporary folder); empty or oversized uploads are refused with a plain message."""
    if not isinstance(data, (bytes, bytearray)) or not data:
        raise InvalidInput("The uploaded file is empty.")
    if len(data) > MAX_UPLOAD_BYTES:
        raise InvalidInput(f"The uploaded file is too large: at most {MAX_UPLOAD_BYTES // 2**20} MB.")
    safe = Path(str(name)).name
    safe = safe if safe not in ("", ".", "..") else "upload.json"
    with tempfile.TemporaryDirectory(prefix="memorylab-upload-") as folder:
        path = Path(folder) / safe
        path.write_bytes(bytes(data))
        yield path
