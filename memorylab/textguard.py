"""Cleaning and checking text before it reaches the store, the index or a model."""
from __future__ import annotations

import re
import unicodedata

from .errors import InvalidInput

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
_SURROGATE = re.compile(r"[\ud800-\udfff]")
MAX_USER_ID_CHARS = 128


def clean_text(text: object, *, max_chars: int, what: str = "text") -> str:
    """Return ``text`` normalised, or raise :class:`InvalidInput` saying why not.

    Bytes are decoded as UTF-8 (invalid sequences replaced); lone surrogates and
    control characters (except tab and newline) are removed; the result is NFC.
    """
    if isinstance(text, (bytes, bytearray)):
        raw = bytes(text)
        if raw.count(0) > 0 or _mostly_undecodable(raw):
            raise InvalidInput(f"The {what} looks like binary data, not text.")
        text = raw.decode("utf-8", errors="replace")
    if not isinstance(text, str):
        raise InvalidInput(f"The {what} must be a string, got {type(text).__name__}.")
    if len(text) > max_chars * 4:  # cheap early refusal before any regex work
        raise InvalidInput(_too_long(what, len(text), max_chars))
    text = _SURROGATE.sub("", text)
    text = _CONTROL.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))
    text = unicodedata.normalize("NFC", text).strip()
    if not text:
        raise InvalidInput(f"The {what} is empty.")
    if len(text) > max_chars:
        raise InvalidInput(_too_long(what, len(text), max_chars))
    return text


def check_user_id(user_id: object) -> str:
    if not isinstance(user_id, str) or not user_id.strip():
        raise InvalidInput("A user id is required (a non-empty string).")
    user_id = user_id.strip()
    if len(user_id) > MAX_USER_ID_CHARS or _CONTROL.search(user_id) or _SURROGATE.search(user_id):
        raise InvalidInput(
            f"User id {user_id[:40]!r} is not valid: at most {MAX_USER_ID_CHARS} printable characters.")
    return user_id


def _too_long(what: str, n: int, max_chars: int) -> str:
    return (f"The {what} is too long: {n:,} characters, the limit is {max_chars:,}. "
            "Split it into smaller pieces.")


def _mostly_undecodable(raw: bytes) -> bool:
    decoded = raw.decode("utf-8", errors="replace")
    return len(decoded) > 0 and decoded.count("\ufffd") / len(decoded) > 0.1
