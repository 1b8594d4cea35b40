"""2-D projection of embeddings for the embedding map: plain PCA by SVD."""

from __future__ import annotations

import numpy as np


def pca_2d(matrix: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(points, components, mean): ``points = (matrix - mean) @ components.T``."""
    matrix = np.asarray(matrix, dtype=np.float64)
    mean = matrix.mean(axis=0) if len(matrix) else np.zeros(matrix.shape[1])
    centred = matrix - mean
    if len(matrix) < 2:
        components = np.eye(2, matrix.shape[1])
    else:
        _, _, vt = np.linalg.svd(centred, full_matrices=False)
        components = vt[:2] if vt.shape[0] >= 2 else np.vstack([vt, np.zeros((1, matrix.shape[1]))])
    return centred @ components.T, components, mean


def project(vector: np.ndarray, components: np.ndarray, mean: np.ndarray) -> np.ndarray:
    return (np.asarray(vector, dtype=np.float64) - mean) @ components.T
