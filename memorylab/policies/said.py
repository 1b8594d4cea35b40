"""Secrets said in words: what no token format or checksum can see.

"my password is ...", "the PIN is 4821", "cvv 123", keyword-led account, record, licence
and passport numbers, and the kinds people type without the word "password": a login
given in passing ("I log in with ..."), 2FA backup codes, the answers to security
questions ("my mother's maiden name is ..."). Each pattern's group 1 is the value.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

_VALUE = r"[^\s,;]{2,}"
# "is", "=", ":" or a dash standing between spaces ("secret-santa" is one word, not a value)
_IS = r"(?:\s*(?:\bis\b|\bwas\b|=|:)|\s+[-–—]|,? (?:it'?s|it is))\s*[\"'“]?"
_FOR = r"(?:\s+(?:for|to|of|on|at)\s+(?:my |the |our )?[\w '-]{1,30}?)?"
# a value that holds a digit: an id, not a word ("my licence is suspended")
_ID = (
    r"(?-i:(?:[A-Z]{1,3} )?)(?=[A-Za-z0-9./-]*\d)[A-Za-z0-9][A-Za-z0-9./-]*"
    r"(?: (?=[A-Za-z0-9-]*\d)[A-Za-z0-9-]+)*(?-i:(?: [A-Z](?!\w))?)"
)
# up to a few words between the keyword and the value ("passport number, which is X")
_FILLER = r"(?:[^\d\n.!?]{0,30}?(?:\bis\b|\bwas\b|:|#|=|\breads\b|-)|\s*(?:no\.?|nr\.?|#|:)?)\s*[\"'“]?"
# a key-like value: a digit, a symbol or a capital after the first letter ("the secret is patience" is not)
_KEYLIKE = r"(?=[^\s,;]*(?:\d|[!@#$%^&*_+=/]|(?-i:[a-z][A-Z])))[^\s,;]{6,}"
_CODE = r"(?=[A-Za-z-]*\d)[A-Za-z0-9]{3,}(?:-[A-Za-z0-9]{3,})?"

PASSWORD_WORDS = (
    r"pass(?:word|wd|code|phrase|key)|pwd|pw|pword|wi-?fi (?:key|code|password)|log-?in(?: details| credentials)?"
    r"|sign-?in|credentials?|unlock code|door code|alarm code|gate code|lock code|entry code|access code"
    r"|key ?code|safe combination|combination|code ?word|secret word|master key"
)


def _said(words: str, value: str = _VALUE) -> re.Pattern:
    return re.compile(rf"(?i)\b(?:{words})\b{_FOR}{_IS}({value})")


def _led(words: str, value: str = _ID) -> re.Pattern:
    """An identifier led by its keyword, a few words apart at most."""
    return re.compile(rf"(?i)\b(?:{words})(?!\w)\.?{_FILLER}({value})")


def _words(*spaced: str) -> tuple[str, ...]:
    return tuple(" ".join(spaced).split())


# Each pattern with what it cannot match without: a word of each group, in the text lower-cased
# as the patterns read it (``_folded``). A pattern whose words are absent is not run.
_PW_NEEDS = (("pass", "pw", "key", "code", "log", "sign", "credential", "combination", "secret"),)

SAID: list[tuple[str, tuple[tuple[str, ...], ...], re.Pattern]] = [
    ("password", _PW_NEEDS, _said(PASSWORD_WORDS)),
    ("password", (("pin",),), re.compile(rf"(?i)\bpin(?: code| number)?{_FOR}{_IS}(\d{{4,8}})\b")),
    (
        "password",
        (("log", "sign", "unlock", "open", "get", "access"), ("with", "using", "typing")),
        re.compile(
            r"(?i)\b(?:log ?in|logs? me in|sign in|unlock it|opens?(?: it)?|get in|gets? me in|access it)"
            r"\s+(?:with|using|by typing)\s+(?:the code |the password )?[\"'“]?([^\s,;]{2,})"
        ),
    ),
    (
        "password",
        (("pass", "pw"), (":", "=")),
        re.compile(r"(?i)(?:^|[\s/|,;(])(?:pass|pw|pwd|pword|passwd)\s*[:=]\s*([^\s,;]{4,})"),
    ),
    # "pass Kiwi2020!": without a separator, only a value with a digit or a symbol
    ("password", (("pass", "pw"),), re.compile(r"(?i)(?:^|[\s/|,;(])(?:pass|pw)\s+([^\s,;]*[\d!@#$%^&*][^\s,;]*)")),
    # the value first: "Sunset#77 is my password", "I use Kiwi2020! as the password"
    (
        "password",
        _PW_NEEDS,
        re.compile(
            rf"(?i)[\"'“]?({_KEYLIKE})[\"'”]? (?:is|was|as) (?:my|the|our|his|her) (?:\w+ )?(?:{PASSWORD_WORDS})\b"
        ),
    ),
    (
        "password",
        (("login", "account", "user"),),
        re.compile(
            rf"(?i)\b(?:my|the|our) (?:\w+ )?(?:login|account|user(?:name)?)[^\n.!?]{{0,30}}?"
            rf"(?:/|and|,)\s*(?:the )?(?:pass(?:word)?|pw|pwd)?\s*(?:is\s*)?[:=]?\s*({_KEYLIKE})"
        ),
    ),
    # "I use tangerine99 for everything, including my bank login"
    (
        "password",
        (("use", "type", "enter"),),
        re.compile(
            rf"(?i)\b(?:use|reuse|type|enter)\s+({_KEYLIKE})\s+(?:for|on|as|to)\b[^.!?\n]{{0,40}}?"
            rf"\b(?:log-?ins?|log in|accounts?|sign in|passwords?|everything|unlock)\b"
        ),
    ),
    # "credentials: admin / Qw3rty!9", "login ana / Kiwi2020": the value after the slash
    (
        "password",
        (("credential", "log", "user"),),
        re.compile(rf"(?i)\b(?:credentials?|log-?in|user(?:name)?)\b\W{{0,3}}[^\s/]+\s*/\s*(?!pass\b|pw\b)({_VALUE})"),
    ),
    (
        "api key",
        (("key", "token", "secret", "bearer"),),
        re.compile(
            rf"(?i)\b(?:api[ _-]?key|access[ _-]?(?:key|token)|auth[ _-]?token|secret[ _-]?key"
            rf"|client[ _-]?secret|bearer(?: token)?|token|secret){_IS}({_KEYLIKE})"
        ),
    ),
    (
        "private key",
        (),
        re.compile(r"(?i)(?<![0-9a-f])(?:0x)?([0-9a-f]{64})(?![0-9a-f])"),
    ),
    (
        "backup code",
        (("code", "key", "pin"),),
        re.compile(
            rf"(?i)\b(?:backup|recovery|2fa|two[- ]factor|mfa|one[- ]time|otp|authenticator|verification|"
            rf"emergency|scratch) (?:codes?|keys?|pins?)\b[^\n\d]{{0,25}}?({_CODE}(?:[\s,;]+(?:and )?{_CODE})*)"
        ),
    ),
    (
        "security answer",
        (("maiden", "first", "childhood", "street", "question", "answer", "memorable"),),
        re.compile(
            r"(?i)\b(?:mother'?s maiden name|maiden name of my mother|first (?:pet|dog|cat)(?:'s name)?|"
            r"(?:name of my |my )first (?:pet|dog|cat|school|car|teacher|boss)"
            r"|childhood (?:nickname|best friend|street)|street I grew up on"
            r"|(?:security|secret) (?:question|answer)s?(?: answer)?|memorable (?:word|answer|place))"
            r"\b[^\n.!?]{0,30}?(?:\bis\b|\bwas\b|:|\bcalled\b|\bnamed\b|=|-)\s*"
            r"(?:(?:a|an|the) (?:\w+ (?:called|named) |(?-i:(?=[A-ZÀ-Þ]))))?[\"'“]?([A-Za-zÀ-ÿ0-9][\w'-]+)"
        ),
    ),
    (
        "card security code",
        (("cvv", "cvc", "csc", "code", "digits"),),
        re.compile(
            r"(?i)\b(?:cvv2?|cvc2?|csc|security code|(?:three|3|four|4) digits on the (?:back|front))\b"
            r"\s*(?:is|are|:|=|-)?\s*(\d{3,4})\b"
        ),
    ),
    (
        "card number",
        (("card", "expir"),),
        re.compile(r"(?i)\b(?:card(?: number)?|expir(?:y|es|ation)(?: date)?)\b\s*(?:is|:)?\s*(\d{2}\s*/\s*\d{2,4})\b"),
    ),
    (
        "bank account",
        (("account", "acct", "code", "routing", "aba", "bsb", "swift", "bic"),),
        re.compile(
            r"(?i)\b(?:account (?:number|no\.?|#)|account(?=:?\s*\d)|acct(?: no\.?)?|sort code"
            r"|routing (?:number|no\.?)|aba"
            r"|bsb|swift(?: code)?|bic)\b\s*(?:is|:|=|-)?\s*"
            # the number, in capitals and digits: one with a digit, or a BIC ("DEUTDEFF"); not the words
            # after "Taylor Swift is my favourite ..." (case-insensitive, it read them as an account)
            r"((?-i:(?=[\dA-Z -]*\d)[A-Z0-9][\dA-Z -]{4,}[\dA-Z]|[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?\b))"
        ),
    ),
    (
        "medical record",
        (
            _words(
                "medical mrn patient hospital chart clinic health insurance policy member nhs medicare",
                "medicaid record file",
            ),
        ),
        _led(
            r"medical record(?: number| no\.?)?|medical (?:id|number|file)|mrn|patient (?:id|number|no\.?|record)"
            r"|hospital (?:number|no\.?|id|record)|chart (?:number|no\.?)|clinic (?:id|number|file)"
            r"|health (?:card|insurance|record|plan|service|id)(?: number| no\.?)?|insurance (?:policy |member )?"
            r"(?:number|id)|policy number|member id|nhs (?:number|no\.?)|medicare(?: number| card)?|medicaid"
            r"|(?:record|file|chart) (?:at|with) (?:the )?(?:hospital|clinic|surgery|gp|practice)"
        ),
    ),
    (
        "national id",
        (
            _words(
                "social ssn passport national card identity tax tfn tin licen dl nino ni sin",
                "aadhaar personnummer residence visa voter",
            ),
        ),
        _led(
            r"social security(?: number| no\.?)?|ssn|passport(?: number| no\.?| id)?|national id(?: number)?"
            r"|id card(?: number)?|identity (?:card|number|document)|tax (?:id|number|file number|code)|tfn|tin"
            r"|driver'?s? licen[cs]e(?: number| no\.?)?|driving licen[cs]e(?: number| no\.?)?"
            r"|licen[cs]e (?:number|no\.?)"
            r"|dl ?(?:#|number|no\.?)|national insurance(?: number)?|nino|ni (?:number|no\.?)|sin|aadhaar"
            r"|personnummer|residence permit(?: number)?|visa number|voter id"
        ),
    ),
]


# Words that follow "password is" without being one ("my password is too short").
NOT_A_VALUE = frozenset(
    "on in at the a an my your our not too very really so fine ok okay here there secret safe strong weak "
    "long short easy hard simple changed reset same different written saved stored expired wrong correct "
    "right new old stolen leaked required needed that this it them through up by out what which who where "
    "when how why something nothing everything one all still just".split()
)


# an identifier shorter than this is a count or a year, not an id
MIN_CHARS = {"national id": 5, "medical record": 5}


# The letters Python's case-insensitive patterns read as ASCII ones that ``str.lower`` does not
# make ASCII (the four there are: re.fullmatch("(?i)[a-z]", c) for every code point).
_FOLDS = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"})


def _folded(text: str) -> str:
    return text.translate(_FOLDS).lower()


def said_in_words(text: str) -> Iterator[tuple[str, int, int]]:
    """Each value said after its keyword: (kind, start, end). Only the patterns whose words
    the text holds are run (a test holds this to running them all): the hints this replaced
    ("in", "me", "one" among them) were in 95% of LoCoMo's turns, and every turn ran every
    pattern, a tenth of what forty attendees' turns at once held the interpreter lock for."""
    folded = _folded(text)
    for kind, needs, pattern in SAID:
        if not all(any(word in folded for word in group) for group in needs):
            continue
        for match in pattern.finditer(text):
            value = match.group(1).rstrip(" -./")
            if len(re.sub(r"\W", "", value)) < MIN_CHARS.get(kind, 1):
                continue
            if value.lower().strip("\"'“”.,!?") not in NOT_A_VALUE:
                yield kind, match.start(1), match.start(1) + len(value)
