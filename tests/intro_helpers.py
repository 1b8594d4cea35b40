"""What the per-round introduction tests (``test_intro_roundNN.py``) read from the rule extractor."""

from memorylab.policies.extract import extract_rules


def stored(message: str) -> list[tuple[str, str | None]]:
    """The (text, key) of every memory the rules read in ``message``."""
    return [(c.text, c.key) for c in extract_rules(message)]


def assert_stored(message: str, expected: tuple[str, str | None]) -> None:
    """``message`` gives a memory with the expected text, under the expected key (any key when None)."""
    text, key = expected
    found = stored(message)
    assert any(t == text and (key is None or k == key) for t, k in found), found
