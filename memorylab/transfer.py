"""Export a user's memories to JSON or Parquet and import them back."""
from __future__ import annotations

import io
import json
from datetime import datetime

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from .errors import InvalidInput

FORMAT, VERSION = "memorylab-export", 1
FIELDS = ("id", "kind", "key", "text", "importance", "confidence", "source", "created_at",
          "last_accessed", "access_count", "expires_at", "status")


def _rows(lab, user_id: str) -> list[dict]:
    memories = lab.store.memories(user_id, status=None)
    ids, matrix = lab.store.vectors(user_id, [m.id for m in memories])
    vectors = {int(i): v for i, v in zip(ids, matrix)}
    rows = []
    for m in memories:
        row = {f: getattr(m, f) for f in FIELDS}
        row["embedding"] = vectors[m.id].tolist()
        rows.append(row)
    return rows


def export_memories(lab, user_id: str, fmt: str) -> bytes:
    rows = _rows(lab, user_id)
    if fmt == "json":
        doc = {"format": FORMAT, "version": VERSION, "embedder": lab.embedder.name,
               "user_id": user_id, "memories": rows}
        return json.dumps(doc, default=lambda v: v.isoformat() if isinstance(v, datetime) else str(v),
                          ensure_ascii=False, indent=1).encode("utf-8")
    if fmt == "parquet":
        table = pa.Table.from_pylist(rows) if rows else pa.table({f: [] for f in FIELDS})
        table = table.replace_schema_metadata({"format": FORMAT, "version": str(VERSION),
                                               "embedder": lab.embedder.name})
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


def import_memories(lab, user_id: str, data: bytes, fmt: str) -> list[int]:
    """Active memories come back as new memories of ``user_id`` (history is not imported).
    Vectors are reused when they were made by the same embedder, else re-embedded."""
    rows, embedder = _parse(data, fmt)
    items, vectors = [], []
    for row in rows:
        if row.get("status", "active") != "active":
            continue
        items.append({k: _when(row.get(k)) if k in ("created_at", "expires_at") else row.get(k)
                      for k in ("text", "kind", "importance", "key", "created_at", "expires_at")
                      if row.get(k) is not None})
        vectors.append(row.get("embedding"))
    if not items:
        return []
    reuse = embedder == lab.embedder.name and all(v is not None and len(v) == lab.embedder.dim
                                                  for v in vectors)
    return lab.remember_many(user_id, items, vectors=np.asarray(vectors, np.float32) if reuse else None,
                             reason=f"imported from {fmt}")


def _when(value):
    return datetime.fromisoformat(value) if isinstance(value, str) else value
