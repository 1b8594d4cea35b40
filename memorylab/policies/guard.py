"""Secrets and personal data, found before anything is stored, embedded or sent to a model.

Each detector names a kind; a rule per kind (``settings.DEFAULT_SENSITIVE_RULES``) says
what the write policy does with a memory holding it: ``refuse`` (not stored; the decision
says which kind, never the value) or ``redact`` (stored with the value masked). The chat
message itself is always redacted before it reaches the turns table, a cache or a model.

Built on the libraries made for this, with our own rules only where they stop:

* ``detect-secrets`` (Yelp): its token plugins (AWS, GitHub, GitLab, Slack incl. webhooks,
  Stripe, OpenAI, JWT, private keys, basic-auth URLs, Twilio, SendGrid, npm, PyPI, ...),
  its keyword detector ("db_pass=...", "contraseña: ...") and its Shannon-entropy measure
  for long random-looking tokens;
* ``phonenumbers`` (Google's libphonenumber): phone numbers in international and national
  formats, validated for their region;
* ``python-stdnum``: card numbers (Luhn), IBAN, US routing numbers, and the identity, tax
  and social numbers of every country it knows, each with its own checksum
  (:mod:`memorylab.policies.idnumbers`);
* ``mnemonic`` (Trezor): the BIP-39 word list, for wallet seed phrases;
* our rules (:mod:`memorylab.policies.said`): secrets said in words ("my password is ...",
  "I log in with ...", "the PIN is 4821", "cvv 123"), keyword-led account, record, licence
  and passport numbers, 2FA backup codes, security answers, raw 64-hex private keys,
  dates of birth, postal addresses in several countries' orders, and token formats
  detect-secrets 1.5 misses (Anthropic and project-scoped OpenAI keys, Google, Hugging
  Face and webhook tokens).

Detectors run from the most specific to the most general; a span already claimed is
not claimed again, and overlapping findings are merged so a mask never leaves a piece
of a value behind.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache

import phonenumbers
from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
from detect_secrets.plugins.high_entropy_strings import Base64HighEntropyString
from detect_secrets.plugins.keyword import KeywordDetector
from detect_secrets.settings import default_settings
from mnemonic import Mnemonic
from stdnum import iban, luhn
from stdnum.gb import nhs
from stdnum.in_ import aadhaar
from stdnum.us import rtn, ssn

from memorylab.policies.idnumbers import national_numbers
from memorylab.policies.said import NOT_A_VALUE, said_in_words
from memorylab.settings import DEFAULT_SENSITIVE_RULES as DEFAULT_RULES  # noqa: F401 - re-exported


@dataclass(frozen=True)
class Finding:
    kind: str
    start: int
    end: int


Detector = Callable[[str], Iterator[tuple[str, int, int]]]
PHONE_REGIONS = ("US", "GB", "FR", "DE", "IN", "AU")


# --- detect-secrets ------------------------------------------------------------------------

# entropy has its own detector below; the keyword detector runs on its own (detect_secrets_keywords)
_SKIPPED_PLUGINS = {"Base64HighEntropyString", "HexHighEntropyString", "KeywordDetector", "IPPublicDetector"}


@lru_cache(maxsize=1)
def _secret_plugins() -> list:
    with default_settings():
        return [cls() for name, cls in _plugin_classes() if name not in _SKIPPED_PLUGINS]


def _plugin_classes() -> list[tuple[str, type]]:
    return [(cls.__name__, cls) for cls in get_mapping_from_secret_type_to_class().values()]


def _token_around(text: str, start: int, end: int) -> tuple[int, int]:
    """Widen a match to the whitespace-delimited token it sits in (a plugin may report
    only part of a key), without trailing punctuation."""
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    while end < len(text) and not text[end].isspace():
        end += 1
    while end > start and text[end - 1] in ".,;:!?)]}'\"”":
        end -= 1
    return start, end


def _kind_of(secret_type: str) -> str:
    return "private key" if "Private Key" in secret_type else "api key"


def detect_secrets_tokens(text: str) -> Iterator[tuple[str, int, int]]:
    if not (re.search(r"\S{16,}", text) or "PRIVATE KEY" in text):
        return
    for line_start, line in _lines(text):
        for plugin in _secret_plugins():
            for secret in plugin.analyze_line(filename="memory.txt", line=line, line_number=1):
                value = secret.secret_value or ""
                at = line.find(value) if value else -1
                if at >= 0:
                    s, e = _token_around(line, at, at + len(value))
                    yield _kind_of(secret.type), line_start + s, line_start + e


@lru_cache(maxsize=1)
def _keyword_detector() -> KeywordDetector:
    with default_settings():
        return KeywordDetector()


def detect_secrets_keywords(text: str) -> Iterator[tuple[str, int, int]]:
    """detect-secrets' keyword detector ("db_pass=...", "contraseña: ...", "api_key = '...'"),
    read as a YAML file would be (unquoted values count); only the value's first word is
    taken, and a word that is not a value ("password: too short") is dropped."""
    if not KEYWORD_HINT.search(text):
        return
    for line_start, line in _lines(text):
        for secret in _keyword_detector().analyze_line(filename="memory.yaml", line=line, line_number=1):
            value = (secret.secret_value or "").split()
            at = line.find(value[0]) if value else -1
            word = value[0].strip("\"'“”.,!?") if value else ""
            if at >= 0 and len(word) >= 2 and word.lower() not in NOT_A_VALUE:
                yield "password", line_start + at, line_start + at + len(value[0].rstrip(".,;\"'”"))


KEYWORD_HINT = re.compile(r"(?i)pass|pwd|secret|key|contrase|token")


def _lines(text: str) -> Iterator[tuple[int, str]]:
    start = 0
    for line in text.split("\n"):
        yield start, line
        start += len(line) + 1


_ENTROPY = Base64HighEntropyString()
TOKEN_PATTERNS = re.compile(
    r"\b(?:sk-(?:ant-|proj-|svcacct-)?[A-Za-z0-9_\-]{16,}|AIza[0-9A-Za-z_\-]{30,}|hf_[A-Za-z0-9]{30,}"
    r"|glpat-[A-Za-z0-9_\-]{20,}|github_pat_[A-Za-z0-9_]{30,}|gh[pousr]_[A-Za-z0-9]{30,}"
    r"|xox[abprs]-[A-Za-z0-9\-]{10,}|(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}|SG\.[\w\-]{16,}\.[\w\-]{16,}"
    r"|AKIA[0-9A-Z]{16}|ASIA[0-9A-Z]{16}|eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,})"
)
WEBHOOK = re.compile(
    r"https?://(?:hooks\.slack\.com|discord(?:app)?\.com/api/webhooks|[\w.-]*webhook[\w.-]*|"
    r"outlook\.office\.com/webhook|hooks\.zapier\.com)/\S+",
    re.I,
)


PEM_BLOCK = re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)")


def token_formats(text: str) -> Iterator[tuple[str, int, int]]:
    for match in PEM_BLOCK.finditer(text):  # the whole block: detect-secrets reports the first line
        yield "private key", match.start(), match.end()
    for match in TOKEN_PATTERNS.finditer(text):
        yield "api key", match.start(), match.end()
    for match in WEBHOOK.finditer(text):
        yield "api key", *_token_around(text, match.start(), match.end())


def random_tokens(text: str) -> Iterator[tuple[str, int, int]]:
    """Long tokens mixing letters and digits with high Shannon entropy: generated keys."""
    for match in re.finditer(r"[A-Za-z0-9+/_\-=]{20,}", text):
        token = match.group(0)
        mixed = re.search(r"[A-Za-z]", token) and re.search(r"\d", token)
        if mixed and _ENTROPY.calculate_shannon_entropy(token) >= 4.0:
            yield "api key", match.start(), match.end()


# --- personal data ---------------------------------------------------------------------------

EMAIL = re.compile(r"\b[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}\b")


def emails(text: str) -> Iterator[tuple[str, int, int]]:
    for match in EMAIL.finditer(text):
        yield "email address", match.start(), match.end()


# A number someone calls a phone number, valid for a region or not (555 numbers, typos).
SAID_PHONE = re.compile(
    r"(?i)\b(?:phone|mobile|cell|tel(?:ephone)?|call|ring|text|whatsapp|fax|(?:my |the |his |her )number)"
    r"\b[^\d+\n]{0,15}(\+?\(?\d[\d ().-]{5,18}\d)"
)


# Seven digits with at most eight separators between two, no letter or comma: what every number
# below has, its extension aside (a shorter one, "030000", is valid in some region but not typed
# as a phone). Text without one is not read six regions over ("8 May, 2023" has seven digits).
PHONE_SHAPED = re.compile(r"(?:\d[^\w,]{0,8}){6,}\d")


def phones(text: str) -> Iterator[tuple[str, int, int]]:
    if not PHONE_SHAPED.search(text):
        return
    for match in SAID_PHONE.finditer(text):
        if 7 <= len(_digits(match.group(1))) <= 15:
            yield "phone number", match.start(1), match.end(1)
    seen: set[tuple[int, int]] = set()
    for region in PHONE_REGIONS:
        for match in phonenumbers.PhoneNumberMatcher(text, region, leniency=phonenumbers.Leniency.VALID):
            if (match.start, match.end) not in seen and _number_digits(match) >= 7:
                seen.add((match.start, match.end))
                yield "phone number", match.start, match.end


def _digits(value: str) -> str:
    return re.sub(r"\D", "", value)


def _number_digits(match: phonenumbers.PhoneNumberMatch) -> int:
    """The digits typed for the number, its extension ("x12") aside."""
    return len(_digits(match.raw_string)) - len(match.number.extension or "")


CHECKED = [
    ("card number", re.compile(r"(?<!\d)(?:\d[ -]?){12,18}\d(?!\d)"), lambda v: luhn.is_valid(_digits(v))),
    ("bank account", re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b"), lambda v: iban.is_valid(v)),
    ("national id", re.compile(r"(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)"), lambda v: ssn.is_valid(v)),
    ("national id", re.compile(r"(?<!\d)\d{3} ?\d{3} ?\d{4}(?!\d)"), lambda v: nhs.is_valid(_digits(v))),
    ("national id", re.compile(r"(?<!\d)\d{4} ?\d{4} ?\d{4}(?!\d)"), lambda v: aadhaar.is_valid(_digits(v))),
    ("national id", re.compile(r"\b[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b"), None),
    ("bank account", re.compile(r"(?<!\d)\d{9}(?!\d)"), lambda v: rtn.is_valid(v)),
]


def checked_numbers(text: str) -> Iterator[tuple[str, int, int]]:
    if len(re.findall(r"[\dA-Z]", text)) < 9:
        return
    for kind, pattern, valid in CHECKED:
        for match in pattern.finditer(text):
            try:
                ok = valid is None or valid(match.group(0))
            except Exception:  # noqa: BLE001 - a validator that cannot parse the value says no
                ok = False
            if ok:
                yield kind, match.start(), match.end()


MONTHS = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
DATE = (
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)? (?:of )?{MONTHS},? \d{{4}}|{MONTHS} \d{{1,2}}(?:st|nd|rd|th)?,? \d{{4}}"
    rf"|\d{{1,4}}[/.-]\d{{1,2}}[/.-]\d{{2,4}})"
)
DAY_OF = rf"(?:the )?\d{{1,2}}(?:st|nd|rd|th)? of {MONTHS}"
BIRTH = re.compile(
    rf"(?i)\b(?:born (?:on |in )?|date of birth|d\.?o\.?b\.?|birth ?date|birthday)\s*(?:is|was|:)?\s*(?:on )?({DATE})"
    rf"|\bborn\b[^.!?\n]{{0,20}}?\bon ({DAY_OF}|{DATE})"
)


def birth_dates(text: str) -> Iterator[tuple[str, int, int]]:
    for match in BIRTH.finditer(text):
        group = 1 if match.group(1) else 2
        yield "date of birth", match.start(group), match.end(group)


STREET = (
    r"(?:street|st|road|rd|avenue|ave|lane|ln|boulevard|blvd|drive|dr|way|court|ct|place|pl|terrace|close"
    r"|crescent|square|sq|parkway|pkwy|highway|hwy|strasse|straße|gasse)"
)
# a number before a quantity's unit (in lower case) is no house number: "12 miles each way", "3 times a week";
# "42 Miles Lane" is a street
NOT_A_STREET_NAME = (
    r"(?!(?-i:miles?|mi|km|kilomet(?:re|er)s?|metres?|meters?|m|ft|feet|yards?|blocks?|stops?|minutes?|mins?|hours?|hrs?"
    r"|days?|weeks?|months?|years?|yrs?|times|kg|lbs?|pounds|quid|dollars|euros|people|kids|of|or|and|to|more|other"
    r"|different|ways|laps|reps|sets|steps)\b)"
)
ADDRESS = re.compile(
    rf"(?i)\b\d{{1,5}}[a-z]?,? {NOT_A_STREET_NAME}(?:[A-Za-zÀ-ÿ'.-]+ ){{1,4}}{STREET}\b\.?"
    rf"(?:,? (?:apt|apartment|unit|flat|suite)\.? ?[\w-]+)?"
    rf"(?:,? (?-i:[A-ZÀ-Þ])[A-Za-zÀ-ÿ'. -]{{1,29}}?\b){{0,2}}"  # a town or two, each whole: "Leeds", "New York, NY"
    rf"(?:,? (?:[A-Z]{{2}} )?\d{{5}}(?:-\d{{4}})?|,? [A-Z]{{1,2}}\d[A-Z\d]? ?\d[A-Z]{{2}})?"
)
# "14 Rue de Rivoli", "7 Calle Mayor", "3 Via Roma": the street type before its name
ADDRESS_TYPE_FIRST = re.compile(
    r"(?i)\b\d{1,5}[a-z]?,? (?:rue|avenue|av\.|boulevard|bd|calle|avenida|via|viale|piazza|plaza|praça|rua|place)"
    r"(?: (?:de|du|des|la|le|del|della|di|da|do|dos|das)\b)?(?: [A-ZÀ-Þ][\w'-]+){1,3}"
)
POSTCODE = re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b")  # a UK postcode on its own
# "Hauptstraße 12", "Keizersgracht 123", "Storgatan 5B, 114 55 Stockholm": the name first, then the number
SUFFIXED = (
    r"(?:stra(?:ß|ss)e|str\.|weg|gasse|platz|allee|damm|ufer|gracht|straat|laan|plein|kade|vej|gade|gatan"
    r"|gata|vägen|veien|katu|utca|ulica|cesta)"
)
ADDRESS_NAME_FIRST = re.compile(
    rf"\b[A-ZÀ-Þ][\wäöüßåøæéè'-]*{SUFFIXED} \d{{1,4}}[a-zA-Z]?\b(?:,? (?:\d{{4,5}}|\d{{3}} \d{{2}}) [A-ZÀ-Þ][\w-]+)?"
)
# "Calle de Alcalá 45", "Via Roma 12", "ul. Długa 5": the street type first, the number last
ADDRESS_NUMBER_LAST = re.compile(
    r"\b(?:Calle|Carrer|Avenida|Av\.|Via|Viale|Piazza|Corso|Rua|Avenue|Rue|ul\.|Ulica|Plac|Praça)"
    r"(?: (?:de|del|dels|la|le|di|della|da|do|dos|das|des|du)\b)?(?: [A-ZÀ-Þ][\w'-]+){1,3},? (?:n[º°o]\.? ?)?\d{1,4}"
    r"[a-zA-Z]?\b(?:,? (?:\d{4,5}|\d{2}-\d{3}) [A-ZÀ-Þ][\w-]+)?"
)


def addresses(text: str) -> Iterator[tuple[str, int, int]]:
    for match in ADDRESS.finditer(text):
        yield "postal address", match.start(), match.end()
    for match in ADDRESS_TYPE_FIRST.finditer(text):
        yield "postal address", match.start(), match.end()
    for pattern in (ADDRESS_NAME_FIRST, ADDRESS_NUMBER_LAST):
        for match in pattern.finditer(text):
            yield "postal address", match.start(), match.end()
    for match in POSTCODE.finditer(text):
        yield "postal address", match.start(), match.end()


@lru_cache(maxsize=1)
def _bip39() -> frozenset[str]:
    return frozenset(Mnemonic("english").wordlist)


def seed_phrases(text: str) -> Iterator[tuple[str, int, int]]:
    """Twelve or more BIP-39 words in a row: a wallet's recovery phrase."""
    words = list(re.finditer(r"[a-z]+", text.lower()))
    run: list[re.Match] = []
    for word in [*words, None]:
        if word is not None and word.group(0) in _bip39():
            run.append(word)
            continue
        if len(run) >= 12:
            yield "seed phrase", run[0].start(), run[-1].end()
        run = []


DETECTORS: list[Detector] = [
    token_formats,
    detect_secrets_tokens,
    seed_phrases,
    said_in_words,
    detect_secrets_keywords,
    emails,
    phones,
    checked_numbers,
    national_numbers,
    birth_dates,
    addresses,
    random_tokens,
]


def scan(text: str) -> list[Finding]:
    """Every sensitive span in ``text``, non-overlapping, earliest first. Overlapping
    finds are merged (the earlier detector names the kind), so no piece is left out."""
    found: list[Finding] = []
    for detector in DETECTORS:
        for kind, start, end in detector(text):
            if end <= start:
                continue
            overlapping = [f for f in found if start < f.end and f.start < end]
            if overlapping:
                keep = overlapping[0]
                found = [f for f in found if f not in overlapping]
                start = min(start, *(f.start for f in overlapping))
                end = max(end, *(f.end for f in overlapping))
                kind = keep.kind
            found.append(Finding(kind, start, end))
    return sorted(found, key=lambda f: f.start)


PLACEHOLDER = re.compile(r"\[redacted ([a-z ]+)\]")  # what redact() puts where a finding was


def redact(text: str, findings: list[Finding] | None = None) -> str:
    findings = scan(text) if findings is None else findings
    for f in sorted(findings, key=lambda f: -f.start):
        text = text[: f.start] + f"[redacted {f.kind}]" + text[f.end :]
    return text


def verdict(findings: list[Finding], rules: dict[str, str]) -> str:
    """``refuse``, ``redact`` or ``allow`` for a candidate with these findings."""
    actions = {rules.get(f.kind, "refuse") for f in findings}
    return "refuse" if "refuse" in actions else "redact" if "redact" in actions else "allow"
