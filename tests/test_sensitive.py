"""The guard's corpus: realistic secrets and personal data, each caught; ordinary text left alone."""

import pytest

from memorylab.policies.guard import DEFAULT_RULES, redact, scan, verdict

# (text, the secret value that must never be stored, expected kind)
CORPUS = [
    ("my password is hunter2!", "hunter2!", "password"),
    ("The wifi password for the cabin is Sunset#2024", "Sunset#2024", "password"),
    ("pwd: Tr0ub4dor&3", "Tr0ub4dor&3", "password"),
    ("my PIN is 4827", "4827", "password"),
    ("the passcode was 99-ALPHA-7", "99-ALPHA-7", "password"),
    ("here's my api key sk-proj-aB3dE5fG7hI9jK1lM3nO5pQ7", "sk-proj-aB3dE5fG7hI9jK1lM3nO5pQ7", "api key"),
    ("anthropic key sk-ant-api03-Zx9Yw8Vu7Ts6Rq5Po4Nm", "sk-ant-api03-Zx9Yw8Vu7Ts6Rq5Po4Nm", "api key"),
    ("AWS key AKIAIOSFODNN7EXAMPLE", "AKIAIOSFODNN7EXAMPLE", "api key"),
    ("token ghp_16C7e42F292c6912E7710c838347Ae178B4a", "ghp_16C7e42F292c6912E7710c838347Ae178B4a", "api key"),
    ("slack xoxb-2048-1234567890-abcdefABCDEF", "xoxb-2048-1234567890-abcdefABCDEF", "api key"),
    ("google AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW", "AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW", "api key"),
    ("stripe sk_live_51HqR2pLkJ8mN3oP4qR5sT6u", "sk_live_51HqR2pLkJ8mN3oP4qR5sT6u", "api key"),
    (
        "jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N",
        "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N",
        "api key",
    ),
    ("HF token hf_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789", "hf_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789", "api key"),
    ("gitlab glpat-xY7zW6vU5tS4rQ3pO2nM", "glpat-xY7zW6vU5tS4rQ3pO2nM", "api key"),
    ("my bearer token is abc123XYZ99qq", "abc123XYZ99qq", "api key"),
    ("client secret = 9f8e7d6c5b4a", "9f8e7d6c5b4a", "api key"),
    (
        "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA7xq\n-----END RSA PRIVATE KEY-----",
        "MIIEpAIBAAKCAQEA7xq",
        "private key",
    ),
    ("card 4111 1111 1111 1111 exp 12/27", "4111 1111 1111 1111", "card number"),
    ("my visa is 4242-4242-4242-4242", "4242-4242-4242-4242", "card number"),
    ("amex 378282246310005", "378282246310005", "card number"),
    ("mastercard 5555555555554444 please", "5555555555554444", "card number"),
    ("SSN 078-05-1120", "078-05-1120", "national id"),
    ("my social security number is 219-09-9999", "219-09-9999", "national id"),
    ("NI number QQ 12 34 56 C", "QQ 12 34 56 C", "national id"),
    ("passport number is X1234567", "X1234567", "national id"),
    ("IBAN DE89 3704 0044 0532 0130 00", "DE89 3704 0044 0532 0130 00", "bank account"),
    ("wire it to GB82WEST12345698765432", "GB82WEST12345698765432", "bank account"),
    ("email me at ana.lopez@example.com", "ana.lopez@example.com", "email address"),
    ("work email: j.smith+memo@corp.co.uk", "j.smith+memo@corp.co.uk", "email address"),
    ("call me on +44 20 7946 0958", "+44 20 7946 0958", "phone number"),
    ("my number is (555) 123-4567", "(555) 123-4567", "phone number"),
    ("ring +1 415 555 2671 after 6", "+1 415 555 2671", "phone number"),
]
BENIGN = [
    "I prefer weekly reports",
    "Meeting on 2026-01-05 at 10",
    "I have 3 cats and 2 dogs",
    "The Phoenix launch is in Q3 2026",
    "my room number is 214",
    "Call me Ana",
    "version 1.2.3 released",
    "I ran 10 km in 55 minutes",
    "the year 1999 was fun",
    "I got a token of appreciation",
    "my flight leaves at 10:30",
    "order #4521 shipped",
    "card games are fun",
    "Password managers are useful",
    # "Swift is ..." read the words after it as a bank account number (blind batch 21's favourite artist)
    "Taylor Swift is my favorite artist EVER and I need a road trip playlist, help!",
    "a swift reply is best, my bic pen is out of ink",
    "I have an account at Monzo and a sort code somewhere",
    # a distance was read as a house number on "... way" (blind batch 24: the commute was never stored)
    "I cycle to work every day, about 12 miles each way. what's a good lock?",
    "I walk 3 blocks down the road and take 2 stops on the tram, then 5 minutes to the office",
]


@pytest.mark.parametrize("text, secret, kind", CORPUS)
def test_each_secret_is_found_and_redacted(text, secret, kind):
    findings = scan(text)
    assert kind in {f.kind for f in findings}
    cleaned = redact(text)
    assert secret not in cleaned and f"[redacted {kind}]" in cleaned


@pytest.mark.parametrize("text", BENIGN)
def test_ordinary_text_is_left_alone(text):
    assert scan(text) == [] and redact(text) == text


def test_card_numbers_must_pass_luhn():
    assert scan("4111 1111 1111 1112") == []  # one digit off: not a card


def test_rules_decide_refuse_or_redact():
    from memorylab.policies.guard import Finding

    assert verdict([Finding("email address", 0, 1)], DEFAULT_RULES) == "redact"
    assert verdict([Finding("email address", 0, 1), Finding("password", 0, 1)], DEFAULT_RULES) == "refuse"
    assert verdict([Finding("email address", 0, 1)], {**DEFAULT_RULES, "email address": "refuse"}) == "refuse"


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("12 Abbey Way, Leeds LS1 4AB", ""),  # the whole town and postcode, not "12 Abbey Way, Le" + "eds"
        ("send it to 350 Fifth Avenue, New York, NY 10118 please", " please"),
        ("I live at 4 Elm Road, Bristol, and I love it", ", and I love it"),
        ("post it to 42 Miles Lane", ""),  # a street named Miles is a street
    ],
)
def test_an_address_is_redacted_to_its_end_and_no_further(text, kept):
    cleaned = redact(text)
    assert "[redacted postal address]" in cleaned and cleaned.endswith(kept), cleaned
    assert not any(word in cleaned for word in ("Leeds", "eds", "York", "Bristol", "Miles")), cleaned
