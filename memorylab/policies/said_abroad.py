"""A lasting statement about the speaker in French, Spanish, Italian, Portuguese, German, Dutch, Polish, Swedish,
Norwegian or Danish, Turkish, Hindi or Japanese (the last two typed in Latin letters), kept as said.

The table reads a few fixed phrases of other languages (:mod:`memorylab.policies.intro_abroad`: a name, where one
is from, an allergy, a study); everything else a person says about themselves in their own language was lost
("Tengo un loro que se llama Paquito", "Je fais de la calligraphie japonaise tous les dimanches"). MiniLM reads
English, so the said reader cannot compare such a clause by meaning; what keeps it instead is the grammar every
one of these languages marks plainly: a verb in the first person singular of the present, from a short list of the
verbs people describe themselves with (to be, to have, to live, to work, to study, to play, to do, to be called),
or "my" before a thing or before a relative who is named. The clause is kept whole, in its language, quoted:
``User said (in Spanish): "Tengo un loro que se llama Paquito y habla más que yo"``.

Turned away: questions, negations, conditions and wishes, the past, and "my" before another person ("mi jefe es
...", "mein Nachbar hat ...") or before a relative who is not named. A statement before them is kept, cut where
they begin (at a comma, a colon, "and", or the Dutch "en" after a Dutch statement): "Ik woon sinds kort in Utrecht
en zoek een sportschool die niet te duur is, heb je tips?" keeps "Ik woon sinds kort in Utrecht".
"""

from __future__ import annotations

import re

from memorylab.policies.intro_sentences import sentences

# The first person singular of the present, per language: the verbs of a self-description.
VERBS = {
    "French": r"je suis|j'ai|je vis|j'habite|je travaille|je bosse|je taffe|je fais|je joue|j'étudie|je bois"
    r"|je mange|je cours|je parle|je vais",
    "Spanish": r"soy|tengo|vivo|trabajo|estudio|toco|hago|juego|bebo|corro|hablo|voy|estoy (?:estudiando|trabajando|"
    r"viviendo|haciendo|casad[oa])|me llamo"
    r"|estoy en (?:\w+ )?(?:año|curso|cuarto|primero|segundo|tercero|quinto|sexto|último)",  # a year of study
    "Italian": r"sono|ho|vivo|abito|lavoro|studio|faccio|gioco|suono|bevo|mangio|corro|parlo|vado|mi chiamo",
    "Portuguese": r"sou|tenho|moro|vivo|trabalho|estudo|jogo|toco|faço|bebo|corro|falo|vou|me chamo"
    # "estou" and its spoken "tô" before a year of study or a lasting doing: "Tô no terceiro semestre de ..."
    r"|(?:estou|tô) (?:n[oa] (?:\w+ )?(?:semestre|ano|período|curso)|estudando|trabalhando|morando|fazendo)",
    "German": r"ich bin|ich habe|ich wohne|ich lebe|ich arbeite|ich studiere|ich spiele|ich mache|ich heiße"
    r"|ich trinke|ich esse|ich laufe|ich spreche|ich gehe"
    # any verb in "-e" after "ich", said with what makes it last ("Ich fliege seit fünf Jahren als Pilot"; not "Ich
    # schreibe einer Kollegin eine Karte"), and not a need, a wish or a thought
    r"|ich (?!(?:hatte|wollte|sollte|könnte|würde|möchte|dachte|glaube|denke|finde|weiß|hoffe|brauche|suche|frage"
    r"|verstehe|meine|wünsche|bitte|habe|musste|durfte|wäre|hätte)\b)\w+e(?=.*\b(?:seit|als|jeden|jede|jedes|immer"
    r"|regelmäßig|gern|gerne|oft|täglich|wöchentlich|morgens|abends|beruflich|bei|an einer"
    r"|an der)\b)",
    # Dutch chat leaves "ik" out before where one lives or what one studies: "Woon in Zwolle"
    "Dutch": r"ik ben|ik heb|(?:ik )?woon|ik werk|(?:ik )?studeer|ik speel|ik doe|ik heet|ik drink|ik eet|ik spreek"
    # and the verb before "ik" after a time that recurs: "Elke ochtend fiets ik 12 km naar mijn werk"
    r"|ik ga|(?:elke|iedere|altijd|vaak|sinds|meestal|dagelijks|wekelijks)\b(?: [\w'’-]+){0,3}? \w+ ik",
    "Polish": r"jestem|mam|mieszkam|pracuję|studiuję|gram|robię|piję|jem|biegam|mówię|chodzę",
    # the present after "jag"/"jeg" ends in -r: "jag bor", "jeg jobber", "jag spelar", "jag heter"
    "Swedish": r"jag (?:är|har|\w+r)",
    "Norwegian or Danish": r"jeg (?:er|har|\w+r)",
    # the present continuous, first person: "İzmir'de yaşıyorum", "bankada çalışıyorum"
    "Turkish": r"(?:[\w'’]+ ){0,4}?\w+(?<![mM][ıiuü])(?:ı|i|u|ü)?yorum|benim adım"
    # "my" is a suffix: a relative or a pet named right after ("Kızım Elif 10 yaşında", "Kedim Pamuk bütün gün uyuyor")
    r"|(?:kızım|oğlum|eşim|kocam|karım|annem|babam|kardeşim|ablam|abim|kedim|köpeğim|kuşum|tavşanım|atım)"
    r"(?= (?-i:[A-ZÇĞİÖŞÜ]))",
    # "main ... hoon" (I am), "mera naam ... hai"
    "Hindi": r"(?:main|mai|mein) (?:[\w'’]+ ){0,6}?(?:hoon|hun|hu|hoo)|mera naam",
    # "watashi wa ... desu", "Tokyo ni sunde imasu"
    "Japanese": r"(?:watashi|boku|ore|atashi|watakushi) (?:wa|ha)|(?:[\w'’]+ ){0,3}?\w+ ni sunde (?:i)?(?:masu|ru)",
}
# Languages that say where one lives or works in two words
FEW_WORDS = ("Turkish", "Japanese", "Hindi")
# "my", and "our" ("Unser Hängebauchschwein heißt Gustav": the speaker's household)
MY = {
    "French": r"mon|ma|mes|notre|nos",
    "Spanish": r"mi|mis|nuestro|nuestra|nuestros|nuestras",
    "Italian": r"il mio|la mia|i miei|le mie|mio|mia|il nostro|la nostra|i nostri|le nostre",
    "Portuguese": r"o meu|a minha|meu|minha|o nosso|a nossa|nosso|nossa",
    "German": r"mein|meine|meinen|unser|unsere|unseren",
    "Dutch": r"mijn|onze|ons",
    "Polish": r"mój|moja|moje|nasz|nasza|nasze",
    "Swedish, Norwegian or Danish": r"min|mitt|mina|mine|vår|vårt|våra|vores",
    "Hindi": r"mera|meri|mere|hamara|hamari",
}
NAMED = (
    r"\b(?:s'appelle|se llama|si chiama|se chama|chama-se|heißt|heisst|heet|ma na imię|nazywa się|heter|hedder"
    r"|naam)\s+(?-i:[A-ZÀ-Þ])"
)
# Other people: "mi jefe", "mein Nachbar", "mon ami", "la mia collega"
OTHERS = (
    r"(?:ami|amie|copain|copine|voisin|voisine|patron|patronne|collègue|amigo|amiga|vecino|vecina|jefe|jefa|compañero"
    r"|compañera|amico|amica|vicino|vicina|capo|collega|vizinho|vizinha|chefe|colega|freund|freundin|nachbar"
    r"|nachbarin|chef|chefin|kollege|kollegin|vriend|vriendin|buurman|buurvrouw|baas|collega|przyjaciel|sąsiad"
    r"|szef|kolega|vän|kompis|granne|kollega|venn|ven|nabo|sjef|dost|padosi|boss)"
)
RELATIVES = (
    r"(?:mari|femme|frère|sœur|soeur|fils|fille|mère|père|marido|esposa|mujer|hermano|hermana|hijo|hija|madre|padre"
    r"|moglie|fratello|sorella|figlio|figlia|esposo|irmão|irmã|filho|filha|mãe|pai|mann|frau|bruder|schwester|sohn"
    r"|tochter|mutter|vater|man|vrouw|broer|zus|zoon|dochter|moeder|vader|mąż|żona|brat|siostra|syn|córka|matka"
    r"|ojciec|bror|syster|son|dotter|mamma|pappa|fru|sambo|datter|søster|kone|beti|beta|bhai|behen|pati|patni"
    r"|maa|papa)"
)
# A time or a feeling before the verb: "Ogni mattina faccio yoga", "Desde 2019 vivo en Quito", "Seit Jahren spiele ich"
BEFORE = r"(?:[\w'’-]+ ){0,3}?"
# A verb-like word after a noun is no first-person verb: "Mi compañero de trabajo dice ..." ("trabajo": my work)
NOUN_BEFORE = re.compile(
    r"\b(?:mi|mis|mon|ma|mes|mio|mia|meu|minha|mein|meine|mijn|mój|moja|su|sus|son|sa|ses|sein|seine|zijn|haar|de|del"
    r"|di|du|der|die|das|el|la|le|il|lo|un|una|uno|une|ein|eine|het|een|o|a|os|as)\s+$",
    re.I,
)
# A question, a negation, a condition or wish, the past: not a lasting fact
NOT_LASTING = re.compile(
    r"[?¿]|\b(?:ne|n'|pas|jamais|(?<!tô )(?<!estou )no|nunca|non|mai|não|nunca|nicht|kein|keine|niet|geen|nie"
    r"|si|quand|cuando|quando|wenn|falls|jeśli|gdyby|voudrais|quiero|quisiera|vorrei|queria|möchte"
    r"|zou|chcę|chciał|étais|avais|era|tenía|vivía|ero|avevo|vivevo|war|hatte|wohnte|was|had|byłem|byłam|miałem"
    # what one has to do: "Tengo que preparar una presentación", "devo", "je dois", "ich muss", "ik moet", "muszę"
    r"|tengo que|tenho que|devo|dois|muss|moet|muszę"
    # "J'ai une question", "Tengo una duda": a question to come, not a fact
    r"|questions?|preguntas?|dudas?|fragen?|domand[ae]|dubbio|perguntas?|dúvidas?|vra(?:ag|gen)|pytani[ea]|frågor|fråga"
    r"|spørsmål|spørgsmål"
    # Swedish, Norwegian, Danish, Hindi, Turkish and Japanese denials and pasts: "inte", "nahi", "değil",
    # "yaşamıyorum", "-masen", "-mashita"
    r"|inte|aldrig|ikke|aldri|nahi|nahin|değil|\w+m[ıiuü]yorum|\w+masen|\w+mashita|deshita|bodde|hadde|hade"
    # "ago", and the past made with "have" ("j'ai lâché la fac", "ho lasciato", "ich habe aufgehört", "ik heb gestopt")
    r"|il y a|hace(?<!desde hace)|fa|vor \w+ (?:jahren|monaten)|geleden|temu|atrás"
    r"|j'ai (?:\w+ )?\w+é|ho (?:\w+ )?\w+(?:ato|ito|uto)|habe [\w ]*ge\w+[tn]|heb [\w ]*ge\w+[dt])\b",
    re.I,
)
# English words none of these languages has: "The dance studio looks awesome" is English with an Italian "studio"
# (Dutch has "is": "Mijn lievelingsband is Radiohead")
ENGLISH = re.compile(
    r"\b(?:the|and|are|my|you|your|what|how|with|for|it|it's|will|be|this|that|been|gonna|just|of|to)\b", re.I
)
ENGLISH_IS = re.compile(r"\bis\b", re.I)
# A mood or a passing state, said in a clause of two words once a sentence is cut ("..., sono stanca")
MOOD = re.compile(
    r"\b(?:stanc[oa]|cansad[oa]|fatigu[ée]e?|m[üu]de|moe|zmęczon\w*|triste|feliz|felice|content[oa]?|heureu(?:x|se)"
    r"|glücklich|blij|hambre|fame|faim|hunger|honger|sete|sed|soif|durst|dorst|aburrid[oa]|annoiat[oa]|malad[eo]"
    r"|enferm[oa]|krank|ziek|chor[ay]|occupat[oa]|ocupad[oa]|occup[ée]e?|beschäftigt|druk|pronto|pront[oa]|listo)\b",
    re.I,
)
# Where one statement ends and the next begins: a comma, a semicolon, or "and"
BOUNDARY = re.compile(r"\s*[,;:]\s*|\s+[—–-]\s+|\s+(?:e|y|et|und|i|ed|ve)\s+", re.I)  # not "en": Spanish "in"
DUTCH_AND = re.compile(r"\s+en\s+", re.I)  # "and" in Dutch, a cut only after a Dutch statement


def _first_person(clause: str) -> str | None:
    """The language of the clause when it is a first-person statement of one of them, else None (a verb is looked
    for in every language before "my": the Italian "mi chiamo" is not the Spanish "mi")."""
    for language, verbs in VERBS.items():
        verb = re.match(rf"^({BEFORE})(?:{verbs})\b", clause, re.I)
        if verb and not NOUN_BEFORE.search(verb.group(1)):
            return language
    for language, my in MY.items():
        mine = re.match(rf"^{BEFORE}(?:{my}) (?P<who>[\w'’-]+)", clause, re.I)
        if not mine:
            continue
        who = mine.group("who")
        # named by a verb, or by a name right after: "Moja córka Zosia"
        named = re.search(NAMED, clause) or re.match(r"\s+(?-i:[A-ZÀ-Þ])\w+", clause[mine.end() :])
        if re.fullmatch(OTHERS, who, re.I) or (re.fullmatch(RELATIVES, who, re.I) and not named):
            return None
        return language
    return None


# "and" or a comma before a second first-person statement: "Mi chiamo Giulia e sono un'insegnante", "j'habite ...
# et je ...", "Non mangio carne da dieci anni, sono vegetariana", "... saco al perro y luego hago yoga"
AND = re.compile(
    r"(?:\s+(?:e|y|et|und|en|i|ed)|[,;])\s+(?:(?:luego|después|poi|puis|dann|daarna|potem|depois)\s+)?(?="
    + "|".join(f"(?:{v})\\b" for v in VERBS.values())
    + ")",
    re.I,
)


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
        whole = clause.strip(" .,!-—–()")
        said = _statement(whole)
        words, alone = said.split(), start == 0 or message[:start].rstrip().endswith((".", "!", "?", "\n"))
        short = len(words) <= 3  # "sono stanca" is a mood; "Tengo hipotiroidismo y siempre estoy cansada" a fact
        if _read(start, end, said, read) or len(words) > 30 or (short and MOOD.search(said)):
            continue
        if NOT_LASTING.search(said) or ENGLISH.search(said):
            continue
        language = _first_person(said)
        least = 2 if not alone or language in FEW_WORDS else 3  # "İzmir'de yaşıyorum": a town and a verb
        if language and len(words) >= least and (language == "Dutch" or not ENGLISH_IS.search(said)):
            cut = end if said == whole else start + clause.index(said) + len(said)
            out.append((start, cut, language, f'User said (in {language}): "{said}"'))
    return out


def _whole(said: str) -> bool:
    """Enough words for a statement: three, or two in a language that says a home or a job in two."""
    return len(said.split()) >= 3 or (len(said.split()) == 2 and _first_person(said) in FEW_WORDS)


def _dutch(said: str) -> bool:
    """A Dutch statement of three words or more: "Ik woon sinds kort in Utrecht" before "en zoek ..."."""
    return len(said.split()) >= 3 and _first_person(said) == "Dutch"


def _statement(clause: str) -> str:
    """The clause up to where a question, a denial, the past or a wish begins after a statement of three words or
    more: "Soy piloto de rescate en Asturias, a veces no duermo" -> "Soy piloto de rescate en Asturias"."""
    turn = NOT_LASTING.search(clause)
    if not turn:
        return clause
    cuts = [m.start() for m in BOUNDARY.finditer(clause, 0, turn.start()) if _whole(clause[: m.start()])]
    cuts += [m.start() for m in DUTCH_AND.finditer(clause, 0, turn.start()) if _dutch(clause[: m.start()])]
    cuts.sort()
    return clause[: cuts[-1]].strip(" .,!-—–()") if cuts else clause
