"""Facts said in words the table's other shapes lack: a lasting condition said in German, Spanish or French ("Ich habe
seit meiner Kindheit Rheuma", "tengo asma desde niña"), a job in those languages that the table does not know, kept
in the speaker's own words beside the English ("Trabajo como traductora jurada de alemán" -> "User works as a
translator (traductora jurada de alemán)"), a career switched from one field to another ("since switching from
teaching to locksmithing"), and a home that is no ordinary dwelling, with where it is ("I live in a converted
lighthouse on the coast of Anglesey"). Part of the table through :mod:`memorylab.policies.intro_lasting`."""

from __future__ import annotations

import re
from collections.abc import Callable

from memorylab.policies.intro_shape import Shape
from memorylab.policies.phrasing import article

# A lasting condition in German, Spanish or French, and the word in English.
FOREIGN_CONDITIONS = {
    **{"rheuma": "rheumatism", "reuma": "rheumatism", "rhumatismes": "rheumatism", "arthritis": "arthritis"},
    **{"asthma": "asthma", "asma": "asthma", "asthme": "asthma", "diabetes": "diabetes", "diabète": "diabetes"},
    **{"migräne": "migraines", "migraña": "migraines", "migrañas": "migraines", "migraines": "migraines"},
    **{"epilepsie": "epilepsy", "epilepsia": "epilepsy", "épilepsie": "epilepsy", "tinnitus": "tinnitus"},
    **{"neurodermitis": "eczema", "eczema": "eczema", "eczéma": "eczema", "artritis": "arthritis"},
    **{"arthrose": "osteoarthritis", "artrosis": "osteoarthritis", "zöliakie": "coeliac disease"},
    **{"celiaquía": "coeliac disease", "morbus crohn": "Crohn's disease", "endometriose": "endometriosis"},
    **{"endometriosis": "endometriosis", "endométriose": "endometriosis", "fibromialgia": "fibromyalgia"},
}
# A job in Spanish, French or German the table does not know (intro_around.FOREIGN_JOBS has the common ones).
FOREIGN_TRADES = {
    **dict.fromkeys(
        ("traductor", "traductora", "traducteur", "traductrice", "übersetzer", "übersetzerin"), "translator"
    ),
    **dict.fromkeys(("intérprete", "interprète", "dolmetscher", "dolmetscherin"), "interpreter"),
    **dict.fromkeys(("contador", "contadora", "comptable", "buchhalter", "buchhalterin"), "accountant"),
    **dict.fromkeys(("electricista", "électricien", "électricienne", "elektriker", "elektrikerin"), "electrician"),
    **dict.fromkeys(("fontanero", "fontanera", "plombier", "klempner", "klempnerin"), "plumber"),
    **dict.fromkeys(("carpintero", "carpintera", "menuisier", "tischler", "tischlerin"), "carpenter"),
    **dict.fromkeys(("panadero", "panadera", "boulanger", "boulangère", "bäcker", "bäckerin"), "baker"),
    **dict.fromkeys(("peluquero", "peluquera", "coiffeur", "coiffeuse", "friseur", "friseurin"), "hairdresser"),
    **dict.fromkeys(("bombero", "bombera", "pompier", "feuerwehrmann", "feuerwehrfrau"), "firefighter"),
    **dict.fromkeys(("psicólogo", "psicóloga", "psychologue", "psychologe", "psychologin"), "psychologist"),
    **dict.fromkeys(("fotógrafo", "fotógrafa", "photographe", "fotograf", "fotografin"), "photographer"),
    **dict.fromkeys(("escritor", "escritora", "écrivain", "écrivaine", "schriftsteller", "schriftstellerin"), "writer"),
}
# In English, what the other shapes do not read: "I have rheumatism", "I've had osteoarthritis for years"
IN_ENGLISH = {"rheumatism": "rheumatism", "osteoarthritis": "osteoarthritis"}
_CONDITION = "|".join(sorted(FOREIGN_CONDITIONS, key=len, reverse=True))
_TRADE = "|".join(sorted(FOREIGN_TRADES, key=len, reverse=True))
# What a trade is said with: sworn, freelance, and of what ("traductora jurada de alemán", "Übersetzer für Englisch")
_QUALIFIED = (
    r"(?: (?:jurad[oa]|assermentée?|vereidigter?|autónom[oa]|freelance|indépendante?|freiberuflicher?))?"
    r"(?: (?:de|d'|für) [^\W\d_]+)?"
)
# A field of work one leaves, said as its trade: "teaching", "nursing", "accounting", "the army".
FIELDS = (
    r"(?:teaching|nursing|accounting|banking|law|retail|hospitality|marketing|finance|sales|journalism|engineering"
    r"|consulting|medicine|the army|the military|the navy|academia|it|tech|hr|admin|office work|construction"
    r"|catering|social work|software|insurance|real estate|pharmacy|policing|the police|hairdressing)"
)
UNUSUAL_HOMES = r"(?:lighthouse|windmill|barn|chapel|church|yurt|castle|treehouse|schoolhouse|water tower|signal box)"


def _condition(fields: dict) -> bool:
    """The condition in English, and its key: "Rheuma" -> "rheumatism", "health:rheumatism"."""
    condition = {**FOREIGN_CONDITIONS, **IN_ENGLISH}.get(fields["what"].lower())
    if condition:
        fields["what"], fields["cond_key"] = condition, condition.split()[0].lower().removesuffix("'s")
    return bool(condition)


def _trade(fields: dict) -> bool:
    """The trade in English, beside the words it was said in: "traductora" -> "a translator"."""
    if trade := FOREIGN_TRADES.get(fields["what"].lower()):
        fields["what"], fields["a"] = trade, article(trade)
    return bool(trade)


# fmt: off
WORDED: tuple[Shape, ...] = (
    # "Ich habe seit meiner Kindheit Rheuma", "tengo asma desde niña", "j'ai de l'asthme", "sufro de migrañas"
    Shape("health", "User has {what}", "health:{cond_key}",
          r"^(?:ich |yo |je )?(?:habe|hab|tengo|padezco(?: de)?|sufro de|j'ai|souffre d(?:e |'))"
          r"(?: (?:seit|desde|depuis) [^\W\d_][\w ]{1,30}?| schon (?:lange|immer)| leider)?"
          rf" (?:de l'|du |de la |des |d')?(?P<what>{_CONDITION})(?![\w-])", 0.85, check=_condition),
    Shape("health", "User has {what}", "health:{cond_key}",
          r"\bI(?: have|'ve got|'ve had| have had| suffer from| live with)"
          rf" (?P<what>{'|'.join(IN_ENGLISH)})\b", 0.85, check=_condition),
    # "Trabajo como traductora jurada de alemán", "je suis interprète", "ich arbeite als Übersetzerin"
    Shape("work", "User works as {a}{what} ({words})", "job",
          r"^(?:yo |je |ich )?(?:trabajo (?:como|de)|soy|travaille comme|suis|arbeite als|bin)"
          rf" (?:une? |una )?(?P<words>(?P<what>{_TRADE}){_QUALIFIED})(?![\w-])", 0.8, check=_trade),
    # "since switching from teaching to locksmithing", "I retrained from nursing into web design"
    Shape("work", "User switched careers from {old} to {new}", "job",
          r"(?:^|\bsince |\bafter |\bI(?:'ve| have)? (?:just |recently |finally )?)(?:switch(?:ed|ing)|mov(?:ed|ing)"
          r"|chang(?:ed|ing)|retrain(?:ed|ing)|went|pivot(?:ed|ing)) (?:careers? )?from"
          rf" (?P<old>{FIELDS}) (?:in)?to (?P<new>[a-z]+ing|[a-z-]+ (?:development|design|engineering|work))\b", 0.8),
    # "I live in a converted lighthouse on the coast of Anglesey"
    Shape("possession", "User lives in {what} {where}", "dwelling",
          rf"\bI (?:live|'m living|am living) in (?P<what>an? (?:[\w-]+ ){{0,2}}?{UNUSUAL_HOMES})"
          r" (?P<where>(?:on the (?:coast|edge|island|outskirts) of|on|in|near|outside|by) (?:the )?"
          r"(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,2})", 0.7),
)
# fmt: on


# Said at the start of a clause, without "I": put in English so that the clause splits where an English one would
# ("Ich habe seit meiner Kindheit Rheuma, kannst du ...?" -> "I have rheumatism, ...").
_HAVE = re.compile(WORDED[0].pattern, re.I)
_WORKS = re.compile(WORDED[2].pattern + r"[.!]*", re.I)  # "(traductora jurada de alemán)." ends the clause
WORDED_BARE: tuple[tuple[str, Callable[[re.Match], str]], ...] = (
    (_HAVE.pattern, lambda m: f"I have {FOREIGN_CONDITIONS[m['what'].lower()]}"),
    (_WORKS.pattern, lambda m: f"I'm {article(t := FOREIGN_TRADES[m['what'].lower()])}{t} ({m['words']})"),
)
