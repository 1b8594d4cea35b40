"""National identity, tax and social numbers of every country python-stdnum knows.

python-stdnum validates each country's numbers with their own checksums and formats
(BSN, PESEL, CPF, DNI/NIE, personnummer, codice fiscale, Steuer-ID, NIR, ...). A random
number of the right length passes some checksum often enough that a bare number proves
little, so a candidate counts only when, besides validating,

* a word naming an identifier stands just before it: a generic one ("id", "tax",
  "social", "passport") or the number's own name as stdnum gives it ("BSN", "PESEL",
  "personnummer"); or
* it is written exactly in its country's own format with dots, dashes or slashes (digits
  grouped by spaces are as often a phone or a card number) and has at least
  ``MIN_FORMATTED_DIGITS`` digits ("123.456.789-09", "850709-9805"): a date or a price
  is not.

Only digit-bearing tokens are looked at, and only country modules whose description
names a person's number (company, VAT and bank numbers are left to other detectors).
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Iterator
from functools import lru_cache
from types import ModuleType

from stdnum.util import get_module_name, get_number_modules

MIN_DIGITS = 4
MIN_CHARS = 6
MIN_FORMATTED_DIGITS = 9
CONTEXT_CHARS = 40

PERSONAL = re.compile(
    r"(?i)person|individual|citizen|identity|identification|social|national|tax|insurance|health|birth"
    r"|resident|passport|population|civil|fiscal|pension|\bID\b|pupil|student|taxpayer|foreign"
)
# personal numbers whose stdnum description says VAT or nothing personal
ALSO_MODULES = frozenset({"stdnum.es.nif", "stdnum.pt.nif", "stdnum.nz.ird", "stdnum.be.bis"})
NOT_PERSONAL = re.compile(
    r"(?i)compan|business|enterprise|\bVAT\b|value added|legal|bank|vehicle|postal|organi[sz]ation|trade"
    r"|employer|excise|customs|ship|securities|establishment|school|commerc|register"
    r"|\bGST\b|EORI|\bentit(?:y|ies)\b|corporat|firm|\bIVA\b|energy|drugs|receipt"
)
ALSO_PERSONAL = re.compile(r"(?i)person|individual|citizen|natural")
GENERIC_CONTEXT = (
    r"id|ids|ident\w*|identity|identification|national|citizen\w*|social|security|tax\w*|fiscal|personal|"
    r"passport|insurance|ssn|tin|pin|nin|nif|nie|dni|birth number|registration number|residence|resident"
)

# a run of digits and capitals with single separators between them
CANDIDATE = re.compile(r"(?<![\w./-])[A-Z0-9](?:[A-Z0-9]|[ ./-](?=[A-Z0-9])){5,32}(?![\w])")


@lru_cache(maxsize=1)
def personal_modules() -> tuple[ModuleType, ...]:
    """stdnum's country modules for a person's identity, tax or social number."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        modules = [m for m in get_number_modules() if m.__name__.count(".") == 2]
    return tuple(m for m in modules if m.__name__ in ALSO_MODULES or _is_personal(get_module_name(m)))


def _is_personal(name: str) -> bool:
    return bool(PERSONAL.search(name)) and (not NOT_PERSONAL.search(name) or bool(ALSO_PERSONAL.search(name)))


@lru_cache(maxsize=1)
def _names() -> dict[str, re.Pattern]:
    """Each module's own names ("BSN", "Burgerservicenummer"), as a pattern to find before a number."""
    out = {}
    for module in personal_modules():
        name = get_module_name(module)
        words = [w.strip() for w in re.split(r"[(),]", name) if w.strip()]
        acronyms = [w.strip(".") for w in words[0].split()]  # "PPS No" -> "PPS", "T.C. Kimlik No." -> "Kimlik"
        own = [w for w in words[:2] + acronyms if 3 <= len(w) <= 40 and not w.lower().startswith("the ")]
        own = [re.escape(w) for w in own if w.lower() not in ("number", "code", "nr")]
        out[module.__name__] = re.compile(rf"(?i)\b(?:{'|'.join(own + [GENERIC_CONTEXT])})\b")
    return out


def _splits(run: str, start: int) -> Iterator[tuple[str, int]]:
    """The run itself, then each shorter stretch of its space-separated pieces."""
    pieces = [(m.group(0), start + m.start()) for m in re.finditer(r"\S+", run)]
    for size in range(len(pieces), 0, -1):
        for i in range(len(pieces) - size + 1):
            if _digit_group(pieces, i - 1) or _digit_group(pieces, i + size):
                continue  # a piece of a longer grouped number ("4111 1111 1111 1112") is not one
            at = pieces[i][1]
            last, last_at = pieces[i + size - 1]
            yield run[at - start : last_at - start + len(last)], at


def _digit_group(pieces: list[tuple[str, int]], i: int) -> bool:
    return 0 <= i < len(pieces) and pieces[i][0].isdigit()


def _valid_for(value: str) -> list[ModuleType]:
    out = []
    for module in personal_modules():
        try:
            if module.is_valid(value):
                out.append(module)
        except Exception:  # noqa: BLE001 - a validator that cannot parse the value says no
            continue
    return out


def _formatted(module: ModuleType, value: str) -> bool:
    if not re.search(r"[./-]", value) or len(re.sub(r"\D", "", value)) < MIN_FORMATTED_DIGITS:
        return False
    try:
        return hasattr(module, "format") and module.format(module.compact(value)) == value
    except Exception:  # noqa: BLE001
        return False


def _named_before(module: ModuleType, text: str, at: int) -> bool:
    return bool(_names()[module.__name__].search(text[max(0, at - CONTEXT_CHARS) : at]))


def national_numbers(text: str) -> Iterator[tuple[str, int, int]]:
    if len(re.findall(r"\d", text)) < MIN_DIGITS:
        return
    for run in CANDIDATE.finditer(text):
        claimed: list[tuple[int, int]] = []  # a run may hold two numbers ("CPF ... RG ...")
        for value, at in _splits(run.group(0), run.start()):
            end = at + len(value)
            if any(at < e and s < end for s, e in claimed):
                continue
            if len(re.sub(r"\D", "", value)) < MIN_DIGITS or len(re.sub(r"\W", "", value)) < MIN_CHARS:
                continue
            modules = _valid_for(value)
            if any(_named_before(m, text, at) or _formatted(m, text[at:end]) for m in modules):
                claimed.append((at, end))
                yield "national id", at, end
