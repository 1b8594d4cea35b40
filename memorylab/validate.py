"""Checking what callers give the facade: every check raises :class:`InvalidInput` with a
plain message, or returns the value in the one form the core works with.

User ids: a non-empty string of at most 128 printable characters, without leading or
trailing spaces, compared after Unicode NFC normalisation (so "José" typed with a
combining accent and "José" precomposed are one user).
"""

from __future__ import annotations

import math
import numbers
import re
import unicodedata
from collections.abc import Iterable
from datetime import UTC, datetime, timedelta

import numpy as np

from memorylab.errors import InvalidInput
from memorylab.models import KINDS

MAX_ID = 2**62  # ids and turn numbers are 64-bit integers in both stores
MAX_SPAN = 10_000_000
# what renders as nothing: spaces, zero-width and other format characters, lone combining marks
_INVISIBLE = frozenset({"Cf", "Cc", "Mn", "Me", "Zs", "Zl", "Zp"})


def visible(text: str) -> bool:
    """True if ``text`` holds at least one character that shows."""
    return any(not c.isspace() and unicodedata.category(c) not in _INVISIBLE for c in text)


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
    text = _normalised(text)
    if not visible(text):
        raise InvalidInput(f"The {what} is empty (nothing visible in it).")
    if len(text) > max_chars:
        raise InvalidInput(_too_long(what, len(text), max_chars))
    return text


def _normalised(text: str) -> str:
    text = _SURROGATE.sub("", text)
    text = _CONTROL.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))
    return unicodedata.normalize("NFC", text).strip()


_BREAKS = (re.compile(r"\n\s*\n"), re.compile(r"(?<=[.!?…])\s+|\n"), re.compile(r"\s+"))


def message_parts(text: str, max_chars: int, *, most: int = 10) -> list[str]:
    """``text`` cut into messages of at most ``max_chars`` characters each, for a paste
    too long for one chat message: at paragraph breaks where they fit, else at sentence
    ends, else between words, else anywhere. Each part is what ``clean_text`` makes of it
    (so each one passes as a message of ``max_chars``), nothing is dropped but
    whitespace (and a part with nothing visible), and the parts read in order. ``[text]`` cleaned when it fits
    whole; ``[]`` when nothing in it shows. Raises :class:`InvalidInput` for a non-string,
    a ``max_chars`` below 100, or a text needing more than ``most`` parts."""
    if not isinstance(text, str):
        raise InvalidInput(f"The message must be a string, got {type(text).__name__}.")
    if isinstance(max_chars, bool) or not isinstance(max_chars, int) or max_chars < 100:
        raise InvalidInput(f"max_chars must be a whole number of at least 100, got {max_chars!r}.")
    if len(text) > max_chars * most * 2:  # refused before any regex work: far past ``most`` parts
        raise InvalidInput(_in_parts(len(text), max_chars, most))
    text = _normalised(text)
    if not visible(text):
        return []
    parts = [p for p in _cut(text, max_chars, 0) if visible(p)]
    if len(parts) > most:
        raise InvalidInput(_in_parts(len(text), max_chars, most))
    return parts


def _cut(text: str, max_chars: int, level: int) -> list[str]:
    """Pieces of ``text`` at ``_BREAKS[level]``, packed greedily up to ``max_chars``; a
    piece longer than that is cut at the next, finer break."""
    if len(text) <= max_chars:
        return [text]
    if level == len(_BREAKS):
        return [text[i : i + max_chars] for i in range(0, len(text), max_chars)]
    parts, current, at = [], "", 0
    for match in [*_BREAKS[level].finditer(text), None]:
        end = match.start() if match else len(text)
        piece, gap = text[at:end], match.group() if match else ""
        at = match.end() if match else len(text)
        joined = f"{current}{piece}" if current else piece
        if len(joined) <= max_chars:
            current = f"{joined}{gap}"
            continue
        if current.strip():
            parts.append(current.strip())
        if len(piece) > max_chars:
            *whole, current = _cut(piece, max_chars, level + 1)
            parts += whole
            current += gap
        else:
            current = f"{piece}{gap}"
    if current.strip():
        parts.append(current.strip())
    return parts


def _in_parts(n: int, max_chars: int, most: int) -> str:
    return (
        f"The message is too long: {n:,} characters, more than {most} messages of {max_chars:,}. "
        "Paste it in smaller pieces, or add it as memories from Python (lab.remember_many)."
    )


class UserId(str):
    """A user id :func:`check_user_id` accepted, in its normalised form. A service handed
    one trusts it (:func:`user_id_of`) instead of checking it again: a chat turn checks
    its user id once, at the facade, and passes this value down. Only ``check_user_id``
    makes one; a copy or a pickle comes back as a plain ``str`` (checked again)."""

    __slots__ = ()

    def __new__(cls, value: str, token: object = None):
        if token is not _ACCEPTED:
            raise TypeError("A UserId is made by check_user_id(), which checks it.")
        return super().__new__(cls, value)

    def __reduce__(self):
        return (str, (str(self),))


_ACCEPTED = object()


def user_id_of(user_id: object) -> str:
    """``user_id`` as it is when :func:`check_user_id` already accepted it (a ``UserId``),
    else checked now: how every public method takes a user id."""
    return user_id if type(user_id) is UserId else check_user_id(user_id)


def check_user_id(user_id: object) -> str:
    """The user id in its normalised form (a :class:`UserId`), or :class:`InvalidInput`."""
    if not isinstance(user_id, str) or not user_id.strip():
        raise InvalidInput("A user id is required (a non-empty string).")
    if user_id != user_id.strip():
        raise InvalidInput(
            f"User id {user_id[:40]!r} has spaces around it: remove them, "
            '"alice" and " alice" would otherwise be two users.'
        )
    if not visible(user_id):
        raise InvalidInput("A user id needs at least one visible character (zero-width ones do not count).")
    if len(user_id) > MAX_USER_ID_CHARS or _CONTROL.search(user_id) or _SURROGATE.search(user_id):
        raise InvalidInput(f"User id {user_id[:40]!r} is not valid: at most {MAX_USER_ID_CHARS} printable characters.")
    return UserId(unicodedata.normalize("NFC", user_id), _ACCEPTED)


def check_int(value: object, what: str, *, minimum: int | None = None, maximum: int | None = None) -> int:
    """A whole number (int or numpy integer; a float only if integral): never truncated."""
    if isinstance(value, bool) or value is None:
        raise InvalidInput(f"The {what} must be a whole number, got {value!r}.")
    if isinstance(value, numbers.Integral):
        out = int(value)
    elif isinstance(value, numbers.Real) and math.isfinite(float(value)) and float(value).is_integer():
        out = int(value)
    else:
        raise InvalidInput(f"The {what} must be a whole number, got {value!r}.")
    if minimum is not None and out < minimum:
        raise InvalidInput(f"The {what} must be at least {minimum}, got {out}.")
    if maximum is not None and out > maximum:
        raise InvalidInput(f"The {what} must be at most {maximum}, got {out}.")
    return out


def check_id(value: object, what: str = "memory id") -> int:
    return check_int(value, what, minimum=1, maximum=MAX_ID)


def check_ids(values: object, what: str = "memory ids") -> list[int]:
    if isinstance(values, (str, bytes)) or not hasattr(values, "__iter__"):
        raise InvalidInput(f"The {what} must be a list of whole numbers, got {values!r}.")
    return list(dict.fromkeys(check_id(v, what[:-1] if what.endswith("s") else what) for v in values))


def check_number(value: object, what: str, *, low: float | None = None, high: float | None = None) -> float:
    """A finite real number within [low, high]."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise InvalidInput(f"The {what} must be a number, got {value!r}.")
    out = float(value)
    span = (
        f" between {low:g} and {high:g}"
        if low is not None and high is not None
        else f" of at least {low:g}"
        if low is not None
        else f" of at most {high:g}"
        if high is not None
        else ""
    )
    if not math.isfinite(out) or (low is not None and out < low) or (high is not None and out > high):
        raise InvalidInput(f"The {what} must be a finite number{span}, got {out}.")
    return out


def check_unit(value: object, what: str) -> float:
    return check_number(value, what, low=0.0, high=1.0)


def check_kind(kind: object) -> str:
    if kind not in KINDS:
        raise InvalidInput(f"Unknown memory kind {kind!r}; use one of {', '.join(KINDS)}.")
    return kind


def check_when(value: object, what: str) -> datetime | None:
    """A datetime (naive UTC; an aware one is converted) or None."""
    if value is None:
        return None
    if not isinstance(value, datetime):
        raise InvalidInput(f"The {what} must be a datetime, got {type(value).__name__}.")
    if value.tzinfo is not None:
        value = value.astimezone(UTC).replace(tzinfo=None)
    if not 1900 <= value.year <= 9999:
        raise InvalidInput(f"The {what} must be a date between 1900 and 9999, got {value}.")
    return value


def check_duration(value: object, what: str) -> timedelta | None:
    if value is None:
        return None
    if not isinstance(value, timedelta):
        raise InvalidInput(f"The {what} must be a timedelta, got {type(value).__name__}.")
    if value <= timedelta(0):
        raise InvalidInput(f"The {what} must be positive, got {value}.")
    return value


def check_span(span: object) -> tuple[int, int] | None:
    if span is None:
        return None
    if not isinstance(span, (tuple, list)) or len(span) != 2:
        raise InvalidInput(f"A span is a pair (start, end), got {span!r}.")
    start = check_int(span[0], "span start", minimum=0, maximum=MAX_SPAN)
    end = check_int(span[1], "span end", minimum=0, maximum=MAX_SPAN)
    if end < start:
        raise InvalidInput(f"A span ends after it starts, got {span!r}.")
    return start, end


def add_duration(start: datetime, duration: timedelta, what: str) -> datetime:
    """``start + duration``, or :class:`InvalidInput` if that falls past the year 9999."""
    try:
        return check_when(start + duration, what)
    except OverflowError:
        raise InvalidInput(f"The {what} would fall past the year 9999 ({duration} after {start}).") from None


def check_query_vector(vector: object, dim: int) -> np.ndarray:
    """One query embedding: ``dim`` finite numbers, not all zero (the index would read
    past a shorter one; NaN or zero gives no direction to search)."""
    if isinstance(vector, (str, bytes)):
        raise InvalidInput(f"A query vector is {dim} numbers, got {type(vector).__name__}.")
    try:
        out = np.asarray(vector, dtype=np.float32)
    except (TypeError, ValueError, OverflowError):
        raise InvalidInput(f"A query vector is {dim} numbers.") from None
    return check_vectors(out.reshape(1, -1) if out.ndim == 1 else out, 1, dim)[0]


def check_vectors(vectors: object, n: int, dim: int) -> np.ndarray:
    try:
        with np.errstate(over="ignore"):  # a number too big for float32 becomes inf, refused below
            out = np.asarray(vectors, dtype=np.float32)
    except (TypeError, ValueError, OverflowError):
        raise InvalidInput(f"Expected {n} vectors of {dim} numbers.") from None
    if out.shape != (n, dim):
        raise InvalidInput(f"Expected {n} vectors of {dim} numbers, got shape {out.shape}.")
    if not np.all(np.isfinite(out)):
        raise InvalidInput("Vectors must hold finite numbers (no NaN or infinity).")
    if n and np.any(np.linalg.norm(out, axis=1) == 0):
        raise InvalidInput("A vector of all zeros has no direction: it cannot be searched.")
    return out


def check_choice(value: object, what: str, choices: Iterable[str]) -> str:
    if value not in choices:
        raise InvalidInput(f"Unknown {what} {value!r}; use one of {', '.join(map(str, choices))}.")
    return value


def _too_long(what: str, n: int, max_chars: int) -> str:
    return f"The {what} is too long: {n:,} characters, the limit is {max_chars:,}. Split it into smaller pieces."


def _mostly_undecodable(raw: bytes) -> bool:
    decoded = raw.decode("utf-8", errors="replace")
    return len(decoded) > 0 and decoded.count("\ufffd") / len(decoded) > 0.1


def check_session_id(session_id: object) -> str:
    """A session id: a non-empty string of at most 64 characters, outer spaces dropped."""
    if not isinstance(session_id, str) or not visible(session_id) or len(session_id) > 64:
        raise InvalidInput("A session id is a non-empty string of at most 64 characters.")
    return session_id.strip()


def check_consolidation(*, threshold: object, window_days: object, min_size: object, hide_sources: object) -> dict:
    """Consolidation's parameters: a similarity in [0, 1], a positive window of at most ten
    years, clusters of at least two, a yes/no."""
    if not isinstance(hide_sources, bool):
        raise InvalidInput(f"hide_sources is True or False, got {hide_sources!r}.")
    window = check_number(window_days, "consolidation window (days)", low=0.0, high=3650.0)
    if window <= 0:
        raise InvalidInput(f"The consolidation window must be more than 0 days, got {window}.")
    return {
        "threshold": check_unit(threshold, "consolidation threshold"),
        "window_days": window,
        "min_size": check_int(min_size, "consolidation min size", minimum=2, maximum=100_000),
        "hide_sources": hide_sources,
    }
