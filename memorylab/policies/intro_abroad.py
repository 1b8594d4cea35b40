"""Facts said in the speaker's own language before the chat goes on in English: a name ("Ich bin Jannik",
"je m'appelle Chloé", "me llamo Lucía"), where one is from ("Soy de Medellín", "ich komme aus Graz"), an allergy
("Tengo alergia al sésamo — sesame allergy", "je suis allergique aux arachides"), a study ("estudio derecho
(law) en Buenos Aires", "ich studiere Informatik"), a sport or an instrument played ("jag spelar padel"), a hobby
("watashi no shumi wa shakuhachi desu") and a favourite by its kind ("mi comida favorita es la paella"). Each is a
fixed phrase of the language, so the shapes read it as they read the English. Part of the table in
:mod:`memorylab.policies.introductions`, through :mod:`memorylab.policies.intro_offhand`."""

from __future__ import annotations

from memorylab.policies.first_names import ENGLISH_WORDS, known_first_name
from memorylab.policies.intro_around import FOREIGN_SUBJECTS
from memorylab.policies.intro_shape import KIND_PREF, NAME, Shape, is_name, is_place
from memorylab.policies.intro_tastes import an_allergen
from memorylab.policies.phrasing import head_word
from memorylab.policies.places import place_at

# Verbs that only ever introduce a name: "je m'appelle", "me llamo", "mi chiamo", "ich heiße".
NAME_VERBS = (
    r"(?:je m'appelle|je m’appelle|me llamo|mi nombre es|mi chiamo|il mio nome è|ich heiße|ich heisse|ich heiß"
    r"|mein name ist|meu nome é|meu nome e|me chamo|jag heter|mitt namn är|ik heet|mijn naam is|nazywam się"
    r"|mam na imię|jmenuji se|mit navn er|mitt navn er|minun nimeni on|benim adım|menya zovut|moi c'est|moi, c'est)"
)
# "I am" in other languages, said before a name ("Ich bin Jannik", "soy Lucía", "sono Giulia", "eu sou o João"):
# the same words say a state or a trade ("ich bin müde", "soy profesora"), so the name must be a known first name.
I_AM = r"(?:ich bin|je suis|yo soy|soy|sono|io sono|eu sou|sou|ik ben|jestem|jag är|jeg er)(?: (?:el|la|o|a|der|die))?"
# Where one comes from: "soy de Medellín", "ich komme aus Graz", "je viens de Lyon", "sono di Napoli".
FROM = (
    r"(?:soy de|soy del|vengo de|sou de|sou do|sou da|venho de|je suis de|je viens de|ich komme aus|ich bin aus"
    r"|sono di|vengo da|ik kom uit|ik ben uit|jestem z|jag kommer från|jeg kommer fra|komme aus|viens de)"
)
# Having an allergy: "tengo alergia al", "soy alérgica a la", "je suis allergique aux", "ich bin allergisch gegen".
ALLERGIC = (
    r"(?:tengo (?:una )?alergia (?:a los|a las|a la|al|a)|soy al[ée]rgic[oa] (?:a los|a las|a la|al|a)|je suis"
    r" allergique (?:aux|au|à la|à l'|à|a)|j'ai une allergie (?:aux|au|à la|à l'|à|a)|ich bin allergisch (?:gegen|auf)"
    r"|ich habe eine allergie gegen|sono allergic[oa] (?:agli|alle|ai|al|alla|allo|a)|tenho alergia (?:aos|às|ao|à|a)"
    r"|sou al[ée]rgic[oa] (?:aos|às|ao|à|a)|ik ben allergisch voor|ik ben allergisch aan)"
)
# What one studies: "estudio derecho", "ich studiere Informatik", "je fais des études de droit", "estudo medicina".
STUDYING = (
    r"(?:(?:^|\byo )estudio|(?:^|\beu )estudo|ich studiere|je fais des [ée]tudes (?:de|d')|je suis [ée]tudiante?"
    r" en|soy estudiante de|sou estudante de|sono studente(?:ssa)? di|ik studeer)"
)

# Playing a sport or an instrument: "jag spelar padel", "ich spiele Cello", "je joue au rugby", "juego al pádel".
PLAYING = (
    r"(?:jag spelar|jeg spiller|ich spiele|je joue (?:au|à la|aux|du|de la)|(?:yo )?juego (?:al|a la|a)|gioco (?:a|al"
    r"|alla|il|la)|suono (?:il|la|lo)|(?:eu )?jogo|toco (?:o|a|el|la)|ik speel|ik bespeel|gram w|gram na|oynuyorum)"
)
# "my hobby is": "watashi no shumi wa shakuhachi desu", "mi hobby es", "mein Hobby ist", "mon passe-temps, c'est"
HOBBY_IS = (
    r"(?:(?:watashi no )?shumi wa|mi (?:hobby|pasatiempo) (?:es|son)|mein hobby ist|meine hobbys sind|mon"
    r" (?:hobby|passe-temps)(?: préféré)?,? (?:c'est|est)|il mio hobby è|meu hobby é|mijn hobby is|min hobby är"
    r"|moje hobby to|hobim)"
)
# A favourite thing by its kind, with the kind in English: "mi comida favorita es", "ulubione jedzenie to pierogi".
FAVOURITE_KINDS = {
    **dict.fromkeys(
        ("comida", "plato", "jedzenie", "danie", "essen", "gericht", "plat", "cibo", "piatto", "eten"), "food"
    ),
    **dict.fromkeys(("película", "pelicula", "film", "filme", "filmu"), "film"),
    **dict.fromkeys(("libro", "książka", "buch", "livre", "livro", "boek", "bok"), "book"),
    **dict.fromkeys(("canción", "cancion", "piosenka", "lied", "chanson", "canzone", "música", "muzyka"), "song"),
    **dict.fromkeys(("color", "colour", "kolor", "farbe", "couleur", "colore", "cor", "kleur", "färg"), "colour"),
}
_KINDS = "|".join(FAVOURITE_KINDS)
FAVOURITE_IS = (
    rf"(?:mi (?P<k1>{_KINDS}) (?:favorit[oa]|preferid[oa]) es|ulubion[eayi] (?P<k2>"
    rf"{_KINDS})(?::\s*| to | jest )|mein(?:e)? lieblings(?P<k3>{_KINDS})"
    r" ist|mon (?P<k4>plat|film|livre|couleur|chanson) préféré(?:e)?,? (?:c'est|est))"
)
# Words that come between "ich spiele" and what is played ("seit zwanzig Jahren Cello", "fanatiek korfbal"): when one
# follows the verb, the shape reads nothing and the clause is left to the readers that keep it whole.
NOT_PLAYED = frozenset(
    """seit schon gern gerne sehr oft viel immer noch auch mit im in fanatiek graag vaak al sinds ook met ofta gärna
    sedan också med depuis souvent beaucoup aussi avec desde mucho hace también con da spesso molto anche há muito
    também com od często bardzo też z w""".split()
)


def _played(fields: dict) -> bool:
    """What is played, not a word on how long or how often ("ich spiele seit ...", "ik speel fanatiek ...")."""
    return fields["what"].lower() not in NOT_PLAYED


def _favourite_kind(fields: dict) -> bool:
    """The kind said in the speaker's language, filed in English ("jedzenie" -> "food")."""
    said = [fields.pop(k, None) for k in ("k1", "k2", "k3", "k4")]
    fields["kind_en"] = FAVOURITE_KINDS.get(next((k for k in said if k), "").lower(), "thing")
    return fields["what"].lower() not in ENGLISH_WORDS


def _a_name(fields: dict) -> bool:
    """A capitalised word after a verb that only names ("me llamo Lucía"): a name, not a place."""
    return is_name(fields) and place_at(fields["name"]) is None


def _a_first_name(fields: dict) -> bool:
    """After "ich bin", "soy", "je suis": a first name ("Jannik"), not a trade or a nationality ("Lehrer")."""
    name = fields["name"].lower()
    return known_first_name(name) and name not in ENGLISH_WORDS and place_at(fields["name"]) is None


def _typed_first_name(fields: dict) -> bool:
    """After a verb that only names, typed in lower case ("mi chiamo marco"): a first name, even one a place shares."""
    name = fields["name"].lower()
    return known_first_name(name) and name not in ENGLISH_WORDS


def _translated(fields: dict) -> bool:
    """What was said in English too, when the speaker gave it ("al sésamo — sesame allergy" -> "sesame (sésamo)",
    "derecho (law)" -> "law (derecho)"), filed under the English word."""
    english = fields.pop("english", "").strip() or FOREIGN_SUBJECTS.get(fields["what"].lower(), "")
    if english and english.lower() != fields["what"].lower():
        fields["what"] = f"{english} ({fields['what']})"
        fields["noun_head"] = head_word(english.split()[-1])
    return True


def _studied_at(fields: dict) -> bool:
    """A study read abroad, and the school named after it in English words ("... at Universiteit Utrecht")."""
    fields["at"] = f" at {fields['at']}" if fields.get("at") else ""
    return _translated(fields)


def _an_allergen(fields: dict) -> bool:
    return _translated(fields) and an_allergen(fields)


# fmt: off
ABROAD: tuple[Shape, ...] = (
    Shape("name", "User's name is {name}", "name",
          rf"(?:^|[,!.]\s*|\b(?:hallo|hola|bonjour|salut|ciao|olá|oi|hej|hoi|cześć|merhaba)[,!]?\s+){NAME_VERBS}"
          rf" (?P<name>{NAME})(?![\w'-])", 0.9, check=_a_name),
    # typed in lower case: "mi chiamo marco", "ich heiße lena"
    Shape("name", "User's name is {name}", "name",
          rf"(?:^|[,!.]\s*|\b(?:hallo|hola|bonjour|salut|ciao|olá|oi|hej|hoi|cześć|merhaba)[,!]?\s+){NAME_VERBS}"
          r" (?P<name>(?-i:[a-zà-ÿ])[\w'-]+)(?![\w'-])", 0.9, check=_typed_first_name),
    Shape("name", "User's name is {name}", "name",
          rf"(?:^|\b(?:hallo|hola|bonjour|salut|ciao|olá|oi|hej|hoi|cześć|merhaba)[,!]?\s+){I_AM}"
          rf" (?P<name>{NAME})(?![\w'-])(?! (?:de|aus|di|da|do|uit|z)\b)", 0.9, check=_a_first_name),
    # a move: "Acabo de mudarme a Montevideo por trabajo", "Je viens de déménager à Lyon", "Mi sono trasferita a Bari"
    Shape("home", "User moved to {place}", "city",
          r"\b(?:acabo de mudarme a|me acabo de mudar a|me mudé a|me he mudado a|je viens de (?:déménager|m'installer)"
          r" à|j'ai déménagé à|acabei de me mudar para|me mudei (?:para|pra)|mi sono (?:appena )?trasferit[oa] a"
          r"|ik ben (?:net |pas |onlangs )?verhuisd naar) (?P<place>(?-i:[A-ZÀ-Ý])[\w'-]+(?: (?-i:[A-ZÀ-Ý])[\w'-]+)?)",
          0.7, check=is_place),
    Shape("home", "User moved to {place}", "city",
          r"\bich bin (?:gerade |vor kurzem |neulich |letztes Jahr )?nach (?P<place>(?-i:[A-ZÄÖÜ])[\w'-]+) gezogen\b",
          0.7, check=is_place),

    # a home in Dutch: "Sinds vorig jaar wonen we in Utrecht", "ik woon nu in Gent"
    Shape("home", "User lives in {place}", "city",
          r"\b(?:ik woon|woon ik|we wonen|wij wonen|wonen we|wonen wij)(?: (?!in\b)[\w]+){0,3}? in"
          r" (?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)", 0.7, check=is_place),
    Shape("name", "User's name is {name}", "name",
          rf"^(?:aquí|acá|aqui|ici|hier) (?:(?:es|está|c'est|ist) )?(?P<name>{NAME})(?![\w'-])", 0.9,
          check=_a_first_name),
    Shape("origin", "User is from {place}", "hometown",
          rf"(?:^|\b(?:y|e|et|und|en)\s+){FROM} (?P<place>(?-i:[A-ZÀ-Ý])[\w'-]+(?: (?-i:[A-ZÀ-Ý])[\w'-]+)?)", 0.6,
          check=is_place),
    Shape("allergy", "User is allergic to {what}", "allergy:{noun_head}",
          rf"\b{ALLERGIC} (?P<what>frutos secos|fruits à coque|fruits de mer|frutti di mare|frutos do mar|mariscos"
          r"|[^\W\d_]+)\b(?:\s*(?:\(|[—–-]+)\s*(?P<english>[a-z]+(?: (?!allergy\b)[a-z]+)?)(?: allergy)?\s*(?:\)"
          r"|[—–-]+|$))?", 0.95,
          check=_an_allergen),
    Shape("hobby", "User plays {what}", "hobby:{what}",
          rf"(?:^|[,.!]\s*|\b(?:och|und|et|y|e|en|i|ve) ){PLAYING} (?P<what>[^\W\d_][\w-]+)\b", 0.6, KIND_PREF,
          check=_played),
    Shape("hobby", "User's hobby is {what}", "hobby:{what}",
          rf"\b{HOBBY_IS} (?P<what>[^\W\d_][\w-]+(?: (?!desu\b)[^\W\d_][\w-]+)?)(?= desu\b|\s*[,.!?;]|\s*$)", 0.6,
          KIND_PREF),
    Shape("favourite", "User's favourite {kind_en} is {what}", "favourite:{kind_en}",
          rf"\b{FAVOURITE_IS}\s*(?P<what>[^\W\d_][\w-]+(?: [^\W\d_][\w-]+)?)(?=\s*[,.!?;]|\s*$)", 0.7, KIND_PREF,
          check=_favourite_kind),
    # and where: "ik studeer psychologie aan de Universiteit Utrecht", "estudio derecho en la UBA"
    Shape("study", "User studies {what}{at}", "study",
          rf"{STUDYING} (?P<what>[^\W\d_]+)(?: \((?P<english>[a-z ]{{2,30}})\))?(?: (?:aan de|aan het|an der|an"
          r" de[rm]|à l'|à la|en la|en el|na|no|all'|alla|at) (?P<at>(?-i:[A-ZÀ-Ý])[\w'-]+(?:(?: (?:de|del|di|van|von"
          r"|der|du|des))? (?-i:[A-ZÀ-Ý])[\w'-]+){0,3}))?"
          r"(?=\s|[,.!?;]|$)", 0.7, check=_studied_at),
)
# fmt: on
