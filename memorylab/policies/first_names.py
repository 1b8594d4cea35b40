"""Is this word a first name? A list from Faker (MIT): the first names its person providers
ship for every locale, Latin script only (about 20,000, "siobhan", "leopold", "kofi",
"tomás"), so that a name typed in lower case ("hey im leopold", "siobhan here") is told from
a word ("i'm tired", "i'm here").

Loaded once per process on first use (about 0.7 s: Faker's provider modules are imported,
never a ``Faker()`` instance); a look-up is a set membership test. Only a name typed in lower
case needs the list: a capitalised word after "I'm" is read as a name by the shapes as before.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
import re

from memorylab.policies.intro_clause import MOODS
from memorylab.policies.intro_words import JOB_TITLES, NOT_NAMES

LATIN = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿĀ-ž'-]+")
# First names that are also everyday English words after "I'm" or before "here": in lower
# case they are read as the word ("i'm will", "i'm grace" still read as a name when capitalised).
ENGLISH_WORDS = frozenset(
    """an can my made less mad sad early carry marry will may june april august hope grace joy faith mark bill
    rich frank pat guy art king major star sky river storm dawn summer winter spring autumn sunny lucky red
    green brown gray grey rusty chance miles drew chase dean earl duke prince baron gay german french english
    amber angel bliss brandy candy cherry crystal daisy dale forest gene ginger glen heath holly hunter iris ivy
    jade lance lily misty pearl pepper poppy reed rose ruby wade max sterling ace sonny honey""".split()
)


@functools.cache
def listed_first_names() -> frozenset[str]:
    """Lower-case first names from every Faker locale, Latin script only, everyday words among them ("will")."""
    import faker.providers.person as person

    names: set[str] = set()
    for module in pkgutil.iter_modules(person.__path__):
        provider = importlib.import_module(f"{person.__name__}.{module.name}").Provider
        for attribute in ("first_names", "first_names_male", "first_names_female", "first_names_nonbinary"):
            value = provider.__dict__.get(attribute)  # a class attribute; some locales use properties
            if isinstance(value, dict):
                value = value.keys()
            if isinstance(value, (list, tuple, set, frozenset, type({}.keys()))):
                names.update(n.lower() for n in value if LATIN.fullmatch(n))
    return frozenset(names)


@functools.cache
def first_names() -> frozenset[str]:
    """Lower-case first names from every Faker locale that are no everyday word (see ENGLISH_WORDS)."""
    names = listed_first_names()
    titles = {t.lower() for t in JOB_TITLES} - {"dev"}  # "doctor", "baker", "judge": a job before a name
    return frozenset(names - ENGLISH_WORDS - MOODS - titles - {w.lower() for w in NOT_NAMES})


def known_first_name(word: str) -> bool:
    """``word`` (any case) is a first name Faker lists and not an everyday word."""
    return word.strip().lower() in first_names()


# Words Faker's lists leave out that follow "call me" or "I'm" as often as a name does.
FUNCTION_WORDS = """whenever whatever wherever however anytime anything anyone anybody everyone everybody something
someone somebody nothing nobody tomorrow tonight later soon back please pls asap sometime crazy silly old""".split()


@functools.cache
def common_words() -> frozenset[str]:
    """About 2,400 common English words (Faker's en_US lorem lists: the most used words, verbs,
    nouns, adverbs and adjectives), for telling a word typed in lower case from a name."""
    from faker.providers.lorem.en_US import Provider

    words = set(Provider.word_list) | set(FUNCTION_WORDS)
    for listed in Provider.parts_of_speech.values():
        words.update(listed)
    return frozenset(w.lower() for w in words)


def everyday_word(word: str) -> bool:
    """``word`` typed in lower case is a common English word and no first name Faker lists
    ("call me maybe", "call me crazy"; not "call me will", "call me rosie")."""
    word = word.strip()
    return word.islower() and word in common_words() and word not in listed_first_names()
