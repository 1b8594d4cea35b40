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
    "French": r"je suis|j'ai|je vis|j'habite|je travaille|je fais|je joue|j'étudie|je bois|je mange|je cours",
    "Spanish": r"soy|tengo|vivo|trabajo|estudio|toco|hago|juego|bebo|corro|estoy (?:estudiando|trabajando|"
    r"viviendo|casad[oa])|me llamo",
    "Italian": r"sono|ho|vivo|abito|lavoro|studio|faccio|gioco|suono|bevo|mangio|corro|mi chiamo",
    "Portuguese": r"sou|tenho|moro|vivo|trabalho|estudo|jogo|toco|faço|bebo|corro|me chamo",
    "German": r"ich bin|ich habe|ich wohne|ich lebe|ich arbeite|ich studiere|ich spiele|ich mache|ich heiße"
    r"|ich trinke|ich esse|ich laufe",
    "Dutch": r"ik ben|ik heb|ik woon|ik werk|ik studeer|ik speel|ik doe|ik heet|ik drink|ik eet",
    "Polish": r"jestem|mam|mieszkam|pracuję|studiuję|gram|robię|piję|jem|biegam",
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
    r"|zou|chcę|chciał|étais|avais|era|tenía|vivía|ero|avevo|vivevo|war|hatte|wohnte|was|had|byłem|byłam|miałem)\b",
    re.I,
)
# English words none of these languages has: "The dance studio looks awesome" is English with an Italian "studio"
ENGLISH = re.compile(
    r"\b(?:the|and|is|are|my|you|your|what|how|with|for|it|it's|will|be|this|that|been|gonna|just|of|to)\b", re.I
)


def _first_person(clause: str) -> str | None:
    """The language of the clause when it is a first-person statement of one of them, else None."""
    for language, verbs in VERBS.items():
        if re.match(rf"^{BEFORE}(?:{verbs})\b", clause, re.I):
            return language
        mine = re.match(rf"^{BEFORE}(?:{MY[language]}) (?P<who>[\w'’-]+)", clause, re.I)
        if not mine:
            continue
        who = mine.group("who")
        if re.fullmatch(OTHERS, who, re.I) or (re.fullmatch(RELATIVES, who, re.I) and not re.search(NAMED, clause)):
            return None
        return language
    return None


def said_abroad(message: str, read: list[tuple[int, int]]) -> list[tuple[int, int, str, str]]:
    """(start, end, language, memory text) for each clause of ``message`` no span in ``read`` touches that states
    something lasting about the speaker in one of :data:`VERBS`' languages (see the module's docstring)."""
    out = []
    for start, end, clause in sentences(message):
        said = clause.strip(" .,!-—–()")
        words = said.split()
        if any(a < end and start < b for a, b in read) or not 3 <= len(words) <= 30:
            continue
        if NOT_LASTING.search(said) or ENGLISH.search(said):
            continue
        if language := _first_person(said):
            out.append((start, end, language, f'User said (in {language}): "{said}"'))
    return out
