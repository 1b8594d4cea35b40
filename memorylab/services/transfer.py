"""Export a user's memories to JSON or Parquet and import them back."""

from __future__ import annotations

import io
import json
from datetime import datetime

import pyarrow as pa
import pyarrow.parquet as pq

from memorylab.errors import InvalidInput
from memorylab.storage.base import Store

FORMAT, VERSION = "memorylab-export", 1
FIELDS = (
    "id",
    "kind",
    "key",
    "text",
    "importance",
    "confidence",
    "source",
    "created_at",
    "last_accessed",
    "access_count",
    "expires_at",
    "status",
)


def _rows(store: Store, user_id: str) -> list[dict]:
    memories = store.memories(user_id, status=None)
    ids, matrix = store.vectors(user_id, [m.id for m in memories])
    vectors = {int(i): v for i, v in zip(ids, matrix)}
    rows = []
    for m in memories:
        if m.id not in vectors:  # forgotten between the two reads by a caller without the lock
            continue
        row = {f: getattr(m, f) for f in FIELDS}
        row["embedding"] = vectors[m.id].tolist()
        rows.append(row)
    return rows


def export_memories(store: Store, embedder_name: str, user_id: str, fmt: str) -> bytes:
    rows = _rows(store, user_id)
    if fmt == "json":
        doc = {"format": FORMAT, "version": VERSION, "embedder": embedder_name, "user_id": user_id, "memories": rows}
        return json.dumps(
            doc, default=lambda v: v.isoformat() if isinstance(v, datetime) else str(v), ensure_ascii=False, indent=1
        ).encode("utf-8")
    if fmt == "parquet":
        table = pa.Table.from_pylist(rows) if rows else pa.table({f: [] for f in FIELDS})
        table = table.replace_schema_metadata({"format": FORMAT, "version": str(VERSION), "embedder": embedder_name})
        buffer = io.BytesIO()
        pq.write_table(table, buffer)
        return buffer.getvalue()
    raise InvalidInput(f"Unknown export format {fmt!r}: use json or parquet.")


def _parse(data: bytes, fmt: str) -> tuple[list[dict], str | None]:
    try:
        if fmt == "json":
            doc = json.loads(data.decode("utf-8"))
            if not isinstance(doc, dict) or doc.get("format") != FORMAT:
                raise InvalidInput("This JSON is not a memorylab export (no 'format' marker).")
            return list(doc.get("memories", [])), doc.get("embedder")
        if fmt == "parquet":
            table = pq.read_table(io.BytesIO(data))
            meta = {k.decode(): v.decode() for k, v in (table.schema.metadata or {}).items()}
            if meta.get("format") != FORMAT:
                raise InvalidInput("This Parquet file is not a memorylab export.")
            return table.to_pylist(), meta.get("embedder")
    except InvalidInput:
        raise
    except Exception as exc:
        raise InvalidInput(f"Could not read the {fmt} file: {exc}") from exc
    raise InvalidInput(f"Unknown import format {fmt!r}: use json or parquet.")


def parse_import(data: bytes, fmt: str, *, embedder_name: str, dim: int) -> tuple[list[dict], list | None]:
    """Active memories of an export as remember() arguments, and their vectors when they
    were made by the same embedder (else None: they are embedded again)."""
    if not isinstance(data, (bytes, bytearray)):
        raise InvalidInput("An import is the bytes of a memorylab export file.")
    rows, embedder = _parse(bytes(data), fmt)
    items, vectors = [], []
    for n, row in enumerate(rows, start=1):
        if not isinstance(row, dict):
            raise InvalidInput(f"Row {n} of the export is not an object.")
        if row.get("status", "active") != "active":
            continue
        try:
            items.append(
                {
                    k: _when(row.get(k)) if k in ("created_at", "expires_at") else row.get(k)
                    for k in ("text", "kind", "importance", "key", "created_at", "expires_at")
                    if row.get(k) is not None
                }
            )
        except (TypeError, ValueError) as exc:
            raise InvalidInput(f"Row {n} of the export has a bad date: {exc}") from None
        vectors.append(row.get("embedding"))
    reuse = embedder == embedder_name and all(isinstance(v, list) and len(v) == dim for v in vectors)
    return items, vectors if reuse and items else None


def _when(value: object):
    return datetime.fromisoformat(value) if isinstance(value, str) else value
