"""Word helpers shared by the embedder fake and the policies."""

from __future__ import annotations


def singular(word: str) -> str:
    """A plural 's' dropped ("reports" -> "report"), but not from "class" or short words."""
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word
