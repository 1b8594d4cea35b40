"""What the index files of every user share: their names and their damage checks."""

from __future__ import annotations

import hashlib
import zlib
from pathlib import Path


def slug(user_id: str) -> str:
    """The user's file-name stem: no user id reaches a file name."""
    return hashlib.sha256(user_id.encode("utf-8")).hexdigest()[:24]


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def crc32(path: Path) -> int:
    """CRC-32 of a file, read in blocks."""
    value = 0
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 22), b""):
            value = zlib.crc32(block, value)
    return value


def intact(path: Path, meta: dict, name: str) -> bool:
    """Whether ``path`` has the checksum its sidecar recorded under ``name``."""
    if f"{name}crc32" in meta:
        return meta[f"{name}crc32"] == crc32(path)
    return name == "" and meta.get("sha256") == _sha256(path)  # a sidecar from before CRC-32
