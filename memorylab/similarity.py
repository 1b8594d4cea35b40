"""Cosine similarity, written once: rows of a matrix against one vector."""

from __future__ import annotations

import numpy as np


def cosine(matrix: np.ndarray, vector: np.ndarray) -> np.ndarray:
    """Cosine of each row of ``matrix`` with ``vector``; 0 where either is all zeros."""
    matrix = np.asarray(matrix, dtype=np.float32)
    vector = np.asarray(vector, dtype=np.float32)
    if matrix.ndim != 2 or not len(matrix):
        return np.empty(0, dtype=np.float32)
    norms = np.linalg.norm(matrix, axis=1) * np.linalg.norm(vector)
    return np.divide(matrix @ vector, norms, out=np.zeros(len(matrix), np.float32), where=norms > 0)
