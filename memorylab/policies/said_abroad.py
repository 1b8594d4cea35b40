"""A lasting statement about the speaker in French, Spanish, Italian, Portuguese, German, Dutch or Polish, kept as said.

The table reads a few fixed phrases of other languages (:mod:`memorylab.policies.intro_abroad`: a name, where one
is from, an allergy, a study); everything else a person says about themselves in their own language was lost
("Tengo un loro que se llama Paquito", "Je fais de la calligraphie japonaise tous les dimanches"). MiniLM reads
English, so the said reader cannot compare such a clause by meaning; what keeps it instead is the grammar every
one of these languages marks plainly: a verb in the first person singular of the present, from a short list of the
verbs people describe themselves with (to be, to have, to live, to work, to study, to play, to do, to be called),
or "my" before a thing or before a relative who is named. The clause is kept whole, in its language, quoted:
``User said (in Spanish): "Tengo un loro que se llama Paquito y habla más que yo"``.

Turned away: questions, negations, conditions and wishes, the past, and "my" before another person ("mi jefe es
...", "mein Nachbar hat ...") or before a relative who is not named.
"""

from __future__ import annotations

import re

from memorylab.policies.intro_sentences import sentences

# The first person singular of the present, per language: the verbs of a self-description.
VERBS = {
    "French": r"je suis|j'ai|je vis|j'habite|je travaille|je fais|je joue|j'étudie|je bois|je mange|je cours"
    r"|je parle",
    "Spanish": r"soy|tengo|vivo|trabajo|estudio|toco|hago|juego|bebo|corro|hablo|estoy (?:estudiando|trabajando|"
    r"viviendo|casad[oa])|me llamo",
    "Italian": r"sono|ho|vivo|abito|lavoro|studio|faccio|gioco|suono|bevo|mangio|corro|parlo|mi chiamo",
    "Portuguese": r"sou|tenho|moro|vivo|trabalho|estudo|jogo|toco|faço|bebo|corro|falo|me chamo",
    "German": r"ich bin|ich habe|ich wohne|ich lebe|ich arbeite|ich studiere|ich spiele|ich mache|ich heiße"
    r"|ich trinke|ich esse|ich laufe|ich spreche",
    "Dutch": r"ik ben|ik heb|ik woon|ik werk|ik studeer|ik speel|ik doe|ik heet|ik drink|ik eet|ik spreek",
    "Polish": r"jestem|mam|mieszkam|pracuję|studiuję|gram|robię|piję|jem|biegam|mówię",
}
MY = {
    "French": r"mon|ma|mes",
    "Spanish": r"mi|mis",
    "Italian": r"il mio|la mia|i miei|le mie|mio|mia",
    "Portuguese": r"o meu|a minha|meu|minha",
    "German": r"mein|meine|meinen",
    "Dutch": r"mijn",
    "Polish": r"mój|moja|moje",
}
NAMED = r"\b(?:s'appelle|se llama|si chiama|se chama|chama-se|heißt|heisst|heet|ma na imię|nazywa się)\s+(?-i:[A-ZÀ-Þ])"
# Other people: "mi jefe", "mein Nachbar", "mon ami", "la mia collega"
OTHERS = (
    r"(?:ami|amie|copain|copine|voisin|voisine|patron|patronne|collègue|amigo|amiga|vecino|vecina|jefe|jefa|compañero"
    r"|compañera|amico|amica|vicino|vicina|capo|collega|vizinho|vizinha|chefe|colega|freund|freundin|nachbar"
    r"|nachbarin|chef|chefin|kollege|kollegin|vriend|vriendin|buurman|buurvrouw|baas|collega|przyjaciel|sąsiad"
    r"|szef|kolega)"
)
RELATIVES = (
    r"(?:mari|femme|frère|sœur|soeur|fils|fille|mère|père|marido|esposa|mujer|hermano|hermana|hijo|hija|madre|padre"
    r"|moglie|fratello|sorella|figlio|figlia|esposo|irmão|irmã|filho|filha|mãe|pai|mann|frau|bruder|schwester|sohn"
    r"|tochter|mutter|vater|man|vrouw|broer|zus|zoon|dochter|moeder|vader|mąż|żona|brat|siostra|syn|córka|matka"
    r"|ojciec)"
)
# A time or a feeling before the verb: "Ogni mattina faccio yoga", "Desde 2019 vivo en Quito", "Seit Jahren spiele ich"
BEFORE = r"(?:[\w'’-]+ ){0,3}?"
# A question, a negation, a condition or wish, the past: not a lasting fact
NOT_LASTING = re.compile(
    r"[?¿]|\b(?:ne|n'|pas|jamais|no|nunca|non|mai|não|nunca|nicht|kein|keine|niet|geen|nie"
    r"|si|quand|cuando|quando|wenn|falls|jeśli|gdyby|voudrais|quiero|quisiera|vorrei|queria|möchte"
    r"|zou|chcę|chciał|étais|avais|era|tenía|vivía|ero|avevo|vivevo|war|hatte|wohnte|was|had|byłem|byłam|miałem"
    # "ago", and the past made with "have" ("j'ai lâché la fac", "ho lasciato", "ich habe aufgehört", "ik heb gestopt")
    r"|il y a|hace(?<!desde hace)|fa|vor \w+ (?:jahren|monaten)|geleden|temu|atrás"
    r"|j'ai (?:\w+ )?\w+é|ho (?:\w+ )?\w+(?:ato|ito|uto)|habe [\w ]*ge\w+[tn]|heb [\w ]*ge\w+[dt])\b",
    re.I,
)
# English words none of these languages has: "The dance studio looks awesome" is English with an Italian "studio"
ENGLISH = re.compile(
    r"\b(?:the|and|is|are|my|you|your|what|how|with|for|it|it's|will|be|this|that|been|gonna|just|of|to)\b", re.I
)


def _first_person(clause: str) -> str | None:
    """The language of the clause when it is a first-person statement of one of them, else None (a verb is looked
    for in every language before "my": the Italian "mi chiamo" is not the Spanish "mi")."""
    for language, verbs in VERBS.items():
        if re.match(rf"^{BEFORE}(?:{verbs})\b", clause, re.I):
            return language
    for language, my in MY.items():
        mine = re.match(rf"^{BEFORE}(?:{my}) (?P<who>[\w'’-]+)", clause, re.I)
        if not mine:
            continue
        who = mine.group("who")
        if re.fullmatch(OTHERS, who, re.I) or (re.fullmatch(RELATIVES, who, re.I) and not re.search(NAMED, clause)):
            return None
        return language
    return None


# "and" before a second first-person statement: "Mi chiamo Giulia e sono un'insegnante", "j'habite ... et je ..."
AND = re.compile(r"\s+(?:e|y|et|und|en|i|ed)\s+(?=" + "|".join(f"(?:{v})\\b" for v in VERBS.values()) + ")", re.I)


def _parts(message: str) -> list[tuple[int, int, str]]:
    """The clauses of ``message``, each cut again before "and" and a second first-person verb."""
    out = []
    for start, end, clause in sentences(message):
        cuts = [start] + [start + m.end() for m in AND.finditer(clause)] + [end + 1]
        heads = [start + m.start() for m in AND.finditer(clause)] + [end]
        out += [(a, b, message[a:b]) for a, b in zip(cuts, heads, strict=False)]
    return out


def _read(start: int, end: int, part: str, read: list[tuple[int, int, str]]) -> bool:
    """A memory in ``read`` (start, end, text) was read from this part: its span touches the part and, when the
    rules read the whole clause, a word it holds is in the part ("Mi chiamo Giulia e sono ...": the name is read,
    "sono un'insegnante" is not)."""
    words = set(re.findall(r"[\w'’-]{4,}", part.lower()))
    return any(
        a < end and start < b and words & (set(re.findall(r"[\w'’-]{4,}", text.lower())) - {"user", "user's"})
        for a, b, text in read
    )


def said_abroad(message: str, read: list[tuple[int, int, str]]) -> list[tuple[int, int, str, str]]:
    """(start, end, language, memory text) for each clause of ``message`` no memory in ``read`` (start, end, text)
    was read from that states something lasting about the speaker in one of :data:`VERBS`' languages (see the
    module's docstring)."""
    out = []
    for start, end, clause in _parts(message):
        said = clause.strip(" .,!-—–()")
        words = said.split()
        if _read(start, end, said, read) or not 3 <= len(words) <= 30:
            continue
        if NOT_LASTING.search(said) or ENGLISH.search(said):
            continue
        if language := _first_person(said):
            out.append((start, end, language, f'User said (in {language}): "{said}"'))
    return out
