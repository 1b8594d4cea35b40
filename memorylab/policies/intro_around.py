"""Facts said around a request, in shapes the table did not read: a condition owned in passing ("With my
hypothyroidism, should I ...", "a cold on top of my Crohn's", "a no-go for me (epilepsy)", "my inhaler's nearly
empty ... asthmatics"), a condition or an operation said bare ("herniated disc since 2021", "migraines again",
"6 weeks post ACL surgery on my right knee", "20 weeks pregnant"), a job by its shifts or its years ("another 12h
shift in the ICU tomorrow", "night shifts driving a forklift at the Amazon warehouse", "6 yrs as a graphic designer",
"being a primary school teacher means zero energy"), a study by what it is for or its term ("it's for my master's in
urban planning", "med school exam monday", "3rd year of my PhD", "2nd term at a Japanese language school"), a home
moved out to ("since moving out to a farmhouse near Ghent") or pointed back at ("... of Boulder? we just moved
here"), one's name or person after a dash ("my name in it — Bartholomew", "— wife's name is Hannah —"), and a job or a
home said in Spanish, French or German ("Trabajo como dentista en Valencia", "Wohne seit zwei Jahren in Leipzig").

:data:`AROUND` is part of the table (hooked in :mod:`memorylab.policies.intro_lasting`) and of what a question says
in passing (:mod:`memorylab.policies.intro_hobbies`); :data:`AROUND_BARE` puts back the words the table reads, after
:mod:`memorylab.policies.intro_subject`'s own; :func:`lives_here` reads "here" after the place named before it."""

from __future__ import annotations

import re
from collections.abc import Callable

from memorylab.policies.first_names import everyday_word, known_first_name
from memorylab.policies.intro_shape import JOB, NAME, Shape, not_a_job, typed_place, words_pattern
from memorylab.policies.intro_words import DWELLINGS, KIDS, RELATIVES
from memorylab.policies.phrasing import article
from memorylab.policies.places import place_at

_NUMBER = r"(?:\d+|a few|a couple of|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)"
_ORDINAL = r"(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|final|last)"
_PLACE = r"(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,2}"
# Lasting conditions, named bare; the key is the word before the first space or apostrophe.
CONDITIONS = (
    r"(?:crohn's(?: disease)?|crohns|(?:ulcerative )?colitis|hypothyroidism|hyperthyroidism|an underactive thyroid"
    r"|(?:type [12] )?diabetes|asthma|epilepsy|ibs|endometriosis|pcos|(?:rheumatoid )?arthritis|adhd|autism"
    r"|co?eliac(?: disease)?|celiac(?: disease)?|lupus|multiple sclerosis|fibromyalgia|migraines|eczema|psoriasis"
    r"|tinnitus|sciatica|scoliosis|long covid|chronic fatigue|me/cfs|gout|glaucoma|sleep apno?ea|vertigo"
    r"|hashimoto's|graves' disease|(?-i:MS|POTS|ME)|anxiety disorder|bipolar(?: disorder)?|ptsd|ocd|dyslexia|dyspraxia)"
)
_OPERATION = r"(?:surgery|op|operation|reconstruction|replacement|repair|transplant|bypass|hysterectomy|c-section)"
_BODY = r"(?:(?:left|right|lower|upper|bad) )?(?:knee|hip|ankle|shoulder|wrist|elbow|back|neck|spine|foot|hand|eye)"
# A job said in Spanish, French or German, and the word in English.
FOREIGN_JOBS = {
    **{"dentista": "dentist", "enfermera": "nurse", "enfermero": "nurse"},
    **{"profesor": "teacher", "profesora": "teacher", "maestro": "teacher", "maestra": "teacher"},
    **{"médico": "doctor", "medico": "doctor", "médica": "doctor", "abogado": "lawyer", "abogada": "lawyer"},
    **{"ingeniero": "engineer", "ingeniera": "engineer", "camarero": "waiter", "camarera": "waitress"},
    **{"arquitecto": "architect", "arquitecta": "architect"},
    **{"veterinario": "veterinarian", "veterinaria": "veterinarian"},
    **{"programador": "programmer", "programadora": "programmer", "diseñador": "designer", "diseñadora": "designer"},
    **{"farmacéutico": "pharmacist", "farmacéutica": "pharmacist", "periodista": "journalist", "cocinero": "cook"},
    **{"infirmier": "nurse", "infirmière": "nurse", "professeur": "teacher", "avocat": "lawyer", "avocate": "lawyer"},
    **{"ingénieur": "engineer", "architecte": "architect", "médecin": "doctor", "serveur": "waiter"},
    **{"lehrer": "teacher", "lehrerin": "teacher", "krankenschwester": "nurse", "arzt": "doctor", "ärztin": "doctor"},
    **{"ingenieur": "engineer", "ingenieurin": "engineer", "zahnarzt": "dentist", "zahnärztin": "dentist"},
    **{"anwalt": "lawyer", "anwältin": "lawyer", "architekt": "architect", "architektin": "architect"},
}
_FOREIGN_JOB = "|".join(sorted(FOREIGN_JOBS, key=len, reverse=True))
# What is taught or studied, in Spanish, French or German, and the word in English.
FOREIGN_SUBJECTS = {
    **{"inglés": "English", "anglais": "English", "englisch": "English", "español": "Spanish", "espagnol": "Spanish"},
    **{
        "matemáticas": "maths",
        "mathématiques": "maths",
        "mathe": "maths",
        "mathematik": "maths",
        "historia": "history",
    },
    **{"medicina": "medicine", "médecine": "medicine", "medizin": "medicine", "derecho": "law", "droit": "law"},
    **{
        "jura": "law",
        "informática": "computer science",
        "informatique": "computer science",
        "informatik": "computer science",
        "psicología": "psychology",
        "psychologie": "psychology",
        "enfermería": "nursing",
    },
    **{"ingeniería": "engineering", "arquitectura": "architecture", "economía": "economics", "música": "music"},
}
# A first person later in the clause: what makes a bare shift one's own.
_MINE_LATER = r"(?=[^.!?]*\b(?:my|me|I|I'm|I've)\b)"


def _condition_key(fields: dict) -> bool:
    what = fields["what"].lower()
    fields["what"] = re.sub(r"\b(crohn|hashimoto|graves)\b", lambda m: m.group(1).title(), fields["what"])
    fields["cond_key"] = re.split(r"[ ']", re.sub(r"^(?:an? |type [12] |ulcerative |rheumatoid )", "", what))[0]
    return True


def _operation(fields: dict) -> bool:
    fields["on"] = f" on User's {fields['part'].lower()}" if fields["part"] else ""
    fields["part_key"] = (fields["part"] or fields["what"]).lower().split()[-1]
    return True


def _schooled(fields: dict) -> bool:
    fields["a"] = "an " if re.match(r"(?-i:M[A-Z]|MSc|MPhil|MRes)", fields["what"]) else article(fields["what"])
    return True


def _place(fields: dict) -> bool:
    """A place the gazetteer knows, as written."""
    fields["rel"] = fields["rel"].lower()
    said = fields["place"]
    # a town the gazetteer spells otherwise ("Ghent" for Gent) is taken where a dwelling is said beside it
    fields["place"] = place_at(said) or (said if fields.get("home") and not known_first_name(said) else "")
    return bool(fields["place"])


def _in_the(fields: dict) -> bool:
    """Where in the body, said of the speaker's: "in my lower back" -> " in the lower back"."""
    fields["where"] = re.sub(r"\bmy\b", "the", fields.get("where") or "")
    return True


# fmt: off
AROUND: tuple[Shape, ...] = (
    # "With my hypothyroidism, should I ...", "a cold on top of my Crohn's", "my endometriosis is flaring"
    Shape("health", "User has {what}", "health:{cond_key}",
          r"(?<!\bif )(?<!\bwhen )\bmy (?P<what>" + CONDITIONS + r")"
          r"(?=[\s,.!?;)—–]|$)(?! (?:teams|word|excel|office|paint|outlook|edge|access|account|surface|time)\b)", 0.85,
          check=_condition_key),
    # "living with MS, any fatigue tips?" (with_subject has put "I'm" before it)
    Shape("health", "User has {what}", "health:{cond_key}",
          r"\bI(?:'m| am|'ve been| have been)? (?:living|live) with (?P<what>" + CONDITIONS + r")(?=[\s,.!?;)—–]|$)",
          0.85, check=_condition_key),
    # "strobe lights are a no-go for me (epilepsy)": the condition in brackets after what it keeps one from
    Shape("health", "User has {what}", "health:{cond_key}",
          r"\b(?:me|I)\b(?![^().!?]*\b(?:my|his|her|their)\b)[^().!?]{0,60}"
          r"\(\s*(?P<what>" + CONDITIONS + r")\s*\)", 0.85, check=_condition_key),
    # "my inhaler's nearly empty ... what do asthmatics do": the inhaler one uses, for the asthma the clause names
    Shape("health", "User has asthma", "health:asthma",
          r"\bmy (?:blue |brown |reliever |preventer )?inhaler\b(?=[^.!]*\basthma)", 0.85),
    # "as a type 1 diabetic, what snacks ...?", "as an asthmatic I ..."
    Shape("health", "User is {what}", "health:{cond_key}",
          r"(?:^|[,;]\s*)(?:speaking )?as an? (?P<what>(?:type [12] )?diabetic|asthmatic|epileptic|coeliac|celiac)\b"
          r"(?=\s*,|\s*$|\s+(?:I|myself|what|how|which|is|are|can|should)\b)", 0.85, check=_condition_key),
    # "back from my chemo session", "my dialysis days": a treatment of one's own
    Shape("health", "User is having {what}", "health:{what}",
          r"(?<!\bif )\bmy (?:\w+ )?(?P<what>chemo|chemotherapy|radiotherapy|dialysis|ivf)"
          r"(?: sessions?| appointments?| treatments?| rounds?| cycles?| days?)?\b", 0.8),
    # "herniated disc since 2021", "I've had a slipped disc for years"
    Shape("health", "User has a {what}{where}", "health:back",
          r"(?:^|\bI(?:'ve got| have got| have|'ve had| have had| live with) )(?:an? )?(?P<what>(?:herniated|slipped"
          r"|bulging|prolapsed|ruptured) disc)(?P<where> in (?:my|the) (?:lower |upper |mid )?(?:back|neck|spine))?"
          r"(?=\s+(?:since|for|in my|from)\b|\s*[,.!;]|\s*$)", 0.85, check=_in_the),
    # "migraines again, 3 this week", "another migraine today"
    # "crohn's flare again", "eczema playing up", "psoriasis flaring"
    Shape("health", "User has {what}", "health:{cond_key}",
          r"^(?:(?:ugh+|urgh|sigh|so|and|another),? )*(?P<what>" + CONDITIONS + r")(?:'s)?"
          r" (?:flare|flare-up|flare up|flaring(?: up)?|acting up|playing up)\b", 0.85, check=_condition_key),
    Shape("health", "User gets migraines", "health:migraine",
          r"^(?:(?:ugh+|urgh|sigh|so|and),? )*(?:migraines again\b|another (?:bad |awful |horrible )?migraine"
          r" (?:today|tonight|this (?:morning|week)|again)\b)", 0.8),
    # "6 weeks post ACL surgery on my right knee", "3 months out from a hip replacement"
    Shape("health", "User had {what}{on}", "health:{part_key}",
          rf"^(?:I'm )?{_NUMBER} (?:days?|weeks?|wks?|months?) (?:post|post-op from|after|out from|out of|since)"
          rf" (?:my )?(?P<what>(?:an? )?(?:[\w-]+ ){{0,2}}?{_OPERATION})(?: on my (?P<part>{_BODY}))?\b", 0.85,
          check=_operation),
    # "another 12h shift in the ICU tomorrow": a shift of one's own, at the place one works
    Shape("work", "User works shifts {prep} {where}", "work_field",
          r"(?:^(?:(?:ugh+|urgh|sigh|so|and|welp|oh|yet),? )*(?:(?:fresh off|just (?:finished|done|off)|back from) )?"
          r"(?:another|one more|back to back|two|three|four|an?(?= \d|(?= (?:long|night|double)\b)))|\bmy)"
          r" (?:(?:\d+\s*h(?:ou)?r?s?|\d+-hour|long|night|day|early|late|double|overnight|weekend|twelve[- ]hour) )*"
          r"shifts? (?P<prep>in|on|at) (?P<where>the (?:[\w&-]+ ){0,2}?[\w&-]+|A&E|ICU|ER|NICU|PICU)"
          r"(?= (?:tomorrow|tonight|today|again|this|next|later|starting|coming)\b|\s*[,.!]|\s*$)"),
    # "12 hour shifts at the warehouse are killing my back": the shifts said first, one's own said after
    Shape("work", "User works shifts {prep} {where}", "work_field",
          r"^(?:(?:\d+\s*h(?:ou)?r?s?|\d+[- ]hour|long|night|early|late|double|overnight|weekend|twelve[- ]hour) )+"
          r"shifts (?P<prep>in|on|at) (?P<where>the (?:[\w&-]+ ){0,2}?[\w&-]+|A&E|ICU)"
          r"(?= (?:are|have been|keep)\b)" + _MINE_LATER),
    # "night shifts driving a forklift at the Amazon warehouse are wrecking my sleep"
    Shape("work", "User works {when}shifts {what}", "job",
          r"^(?P<when>(?:(?:night|day|early|late|weekend|long|overnight|double|\d+h) )*)shifts"
          r" (?P<what>(?:driving|stacking|packing|picking|cleaning|stocking|sorting|loading|delivering|guarding"
          r"|patrolling|cooking|serving|nursing) (?:an? |the )?[\w-]+(?: (?:at|for|in) (?:the |an? )?[\w&' -]+?)?)"
          r"(?= (?:are|is|have|has|keep)\b|\s*[,.!]|\s*$)" + _MINE_LATER),
    # "I lead the data team at Acme", "I head up engineering at Stripe": where one works, said by one's role in it
    Shape("work", "User {verb} {what} at {org}", "employer",
          r"(?<!\bshould )(?<!\bdo )(?<!\bcan )(?<!\bcould )(?<!\bwould )(?<!\bshall )(?<!\bif )(?<!\bwill )"
          r"\bI (?:currently |now )?(?P<verb>lead|run|manage|head(?: up)?|oversee|supervise|coordinate)"
          r" (?P<what>(?:the|a|our|my) (?:[\w&-]+ ){0,3}?(?:team|department|desk|group|unit|division|squad|lab|office)"
          r"|engineering|marketing|sales|finance|operations|product|design|research|support|hr|it)"
          r" (?:at|for) (?P<org>(?-i:[A-Z])[\w&'-]+(?: (?-i:[A-Z])[\w&'-]+){0,2})", 0.8),
    # "3 years into my nursing career and burnt out"
    Shape("work", "User works in {what}", "work_field",
          rf"\b{_NUMBER} (?:years?|yrs?|months?|decades?) into my (?P<what>[\w-]+(?: [\w-]+)?) career\b", 0.7),
    # "6 yrs as a graphic designer and I still ...": years at the job one still holds
    Shape("work", "User has worked as {what} for {n} years", "job",
          rf"(?:^|[^\w\s,]\s*|\s{{2,}}|\bI(?:'ve)? (?:did|done|spent|had) )(?P<n>{_NUMBER}) (?:years?|yrs?)"
          rf" (?:as|working as) (?P<what>an? (?:[\w&-]+ ){{0,2}}?{JOB})\b(?=\s*(?:and I|and still|now|,|\.|!|$))",
          check=not_a_job),
    # "being a primary school teacher means zero energy on Fridays"
    Shape("work", "User is {what}", "job",
          rf"^(?:(?:honestly|so|tbh|ngl),? )?being (?P<what>an? (?:[\w&-]+ ){{0,2}}?{JOB})"
          r" (?:means|leaves me|gives me|has me|makes me)"
          r"(?= (?:me|I|my|zero|no|never|always|constant|I'm)\b| \w+ing\b)",
          check=not_a_job),
    # "it's for my master's in urban planning", "for my MSc in data science"
    Shape("study", "User is doing {a}{what}", "study",
          r"\b(?:for|in|of|with) my (?P<what>(?:master's|masters|msc|ma|mba|phd|doctorate|bachelor's|ba|bsc|degree"
          r"|diploma)(?: degree)? in [\w -]+?)(?=\s*[,.!?;]|\s*$|\s+(?:and|at|but|so)\b)", 0.8, check=_schooled),
    # "halfway through my apprenticeship as an electrician", "just started my PGCE"
    Shape("study", "User is doing {a}{what}", "study",
          r"\b(?:through|into|of|started|starting|begun|begin|in|on) my (?P<what>(?:[\w-]+ )?(?:apprenticeship"
          r"|traineeship|pgce|residency|foundation year|access course)(?: (?:as an? |in )[\w -]+?)?)"
          r"(?=\s*[,.!?;]|\s*$|\s+(?:and|but|so|at|now)\b)", 0.8, check=_schooled),
    # "need help with my dissertation on coral bleaching"
    Shape("study", "User is writing a {what} on {topic}", "thesis",
          r"(?<!'s )\bmy (?:(?:phd|masters?|master's|final[- ]year|undergrad|ba|msc) )?(?P<what>dissertation|thesis"
          r"|capstone(?: project)?) (?:on|about) (?P<topic>[\w -]{3,50}?)(?=\s*[,.!?;]|\s*$|\s+(?:and|but|is|was)\b)",
          0.8),
    # "Working on my master's thesis at TU Delft (urban heat islands)": the school it is written at
    Shape("study", "User is writing a {what} at {place}", "thesis",
          r"(?<!'s )\bmy (?P<what>(?:(?:phd|masters?|master's|bachelor's|final[- ]year|undergrad|ba|msc) )?"
          r"(?:dissertation|thesis)) at (?P<place>(?-i:[A-Z])[\w&'-]*(?: (?-i:[A-Z])[\w&'-]*){0,3})", 0.8),
    # "med school exam monday", "— law school finals next week": one's school by what it sets
    Shape("study", "User is in {school} school", "study",
          r"(?:^|[—–,]\s*|(?<!'s )\bmy )(?P<school>med|medical|law|nursing|vet|dental|grad|business|drama|art|film)"
          r" school (?:exams?|finals?|essays?|assignments?|placements?|rotations?|coursework|deadlines?|interviews?)\b"
          r"(?!\s+(?:like|for (?:my|her|his|their)))"),
    # "we're launching a new rye sourdough at the bakery I own here in Leeds": one's business by what it is
    Shape("work", "User {verb} a {what}", "employer",
          r"\b(?:the|my|our) (?P<what>(?:[\w-]+ )?(?:business|shop|cafe|café|bakery|restaurant|company|bar|studio|salon"
          r"|practice|food truck|stall|agency|nursery|gym|workshop|brewery|bookshop|store|farm|clinic|pub)) (?:I|we)"
          r" (?P<verb>own|run)\b(?! (?:at|to|in|into|past|around|through|by|for|with)\b)", 0.7),
    # "since moving out to a farmhouse near Ghent", "I live in a farmhouse just outside Duluth"
    Shape("home", "User lives {rel} {place}", "city",
          r"\bsince (?:moving|we moved|I moved|relocating) (?:out |over |down |up |back )?(?:to )?"
          rf"(?:an? (?P<home>(?:[\w-]+ ){{0,2}}?{DWELLINGS}) )?(?P<rel>near|outside|just outside|in)"
          rf" (?P<place>{_PLACE})",
          0.8, check=_place),
    Shape("home", "User lives {rel} {place}", "city",
          rf"\bI (?:live|'m living) in an? (?P<home>(?:[\w-]+ ){{0,2}}?{DWELLINGS}) (?P<rel>near|outside|just outside)"
          rf" (?P<place>{_PLACE})", 0.8, check=_place),
    # "Write a limerick with my name in it — Bartholomew."
    Shape("name", "User's name is {name}", "name",
          rf"\bmy (?:first |full )?name\b[^.!?—–:]{{0,30}}?\s*[—–:]\s*(?P<name>{NAME})(?=\s*[.!,]|\s*$)", 0.9),
    # "anniversary's in June — wife's name is Hannah — ideas?"
    Shape("family", "User's {noun} is {name}", "{relation_key}",
          rf"[—–]\s*(?:my )?(?P<noun>{words_pattern(RELATIVES + KIDS)})'s name is (?P<name>{NAME})"
          r"(?=\s*[—–,.!]|\s*$)", 0.8),
)
# fmt: on


def _foreign_job(match: re.Match) -> str:
    job = FOREIGN_JOBS[match.group("job").lower()]
    if subject := FOREIGN_SUBJECTS.get((match.group("subject") or "").lower()):  # "profesora de inglés"
        job = f"{subject} {job}"
    rest = re.sub(r"^ (?:en|à|a|in) ", " in ", match.group("rest"))
    at = " at " if match.group("at") else ""  # "... en un estudio pequeño": the words after it are kept apart
    return ("I work as " if match.group("verb") else "I'm ") + article(job) + job + rest + at


# The words the table reads, put back at the start of a clause.
AROUND_BARE: tuple[tuple[str, str | Callable[[re.Match], str]], ...] = (
    (r"^(?P<when>(?:night|day|early|late|weekend|split|rotating) )?shifts for me\b", r"I work \g<when>shifts"),
    (rf"^(?P<n>{_ORDINAL}) (?P<unit>year|term|semester) (?:of|into) my\b", r"I'm in the \g<n> \g<unit> of my"),
    (
        rf"^{_ORDINAL} (?:year|term|semester) at (?=(?:an? |the )?[\w -]{{2,40}}?(?:school|university|uni|college"
        r"|academy|institute|conservatoire)\b)",
        "I study at ",
    ),
    (
        r"^(?:just |recently |finally )?(?:enrolled|signed up|registered) (?:in|on|for) (?=an? |the |that |this |my )",
        r"I \g<0>",
    ),
    # "since starting the law conversion course in september I ...": the course one started
    (
        r"^(?:ever )?since starting (?=(?:an? |the |my )(?:[\w-]+ ){0,3}?(?:course|degree|apprenticeship|phd|masters"
        r"|diploma|bootcamp|training)\b)",
        "I started ",
    ),
    (r"^doing (?=(?:AAT|ACCA|CIMA|CFA|CPA|NVQ|BTEC|HND|CIPD|CELTA|ACA|CII)\b)", "I'm studying "),
    (rf"^{_NUMBER} (?:weeks?|wks?|months?) pregnant\b(?! (?:is|means|women|people|mums|moms)\b)", r"I'm \g<0>"),
    (
        rf"^(?:yo |je |ich )?(?:(?P<verb>trabajo|travaille|arbeite) (?:como|de|comme|en tant que|als) |soy |suis )"
        rf"(?:une? |un |una )?(?P<job>{_FOREIGN_JOB})\b(?: (?:de|d'|für) (?P<subject>[^\W\d_]+))?"
        r"(?P<rest>(?: (?:en|à|a|in) (?-i:[A-Z])[\w'-]+)?)(?P<at> (?:en|à|a|in) )?",
        _foreign_job,
    ),
    (
        r"^(?:ich |wir )?(?:wohne|lebe|wohnen|leben) (?:seit (?!\d)[\w ]{2,30}? |jetzt |schon )?in"
        r" (?P<place>(?-i:[A-Z])[\w'-]+)"
        r"(?: (?:seit|depuis) [\w ]+)?(?: mit [\w ]+)?",  # "... in Hamburg mit meinem Mann Jonas": not in the place
        r"I live in \g<place>",
    ),
    (
        r"^(?:j'habite|je vis|j'vis) (?:à|a|en) (?P<place>(?-i:[A-Z])[\w'-]+)(?: depuis [\w ]+)?(?: avec [\w ]+)?",
        r"I live in \g<place>",
    ),
)


HERE = re.compile(
    r"\b(?:we|I)(?:'ve| have)? (?:just |recently |only just |finally )?(?:moved|relocated) (?:out |over |up |down )?"
    r"here\b|\b(?:we|I) (?:live|'re living|'m living) (?:out )?here\b"
    # with the speaker left out after a question: "what's a good day trip from Porto? just moved here 3 weeks ago"
    r"|(?:^|[?.!]\s*)(?:just|recently|only just|finally) (?:moved|relocated) (?:out |over |up |down )?here\b"
    # "any good bike routes near Utrecht? that's home now", "is winnipeg this cold in april? been here 2 yrs"
    r"|(?:^|[?.!,;]\s*)(?:and |but )?(?:that's|thats|it's|its|which is) (?:my |our )?home(?: now| these days)?"
    r"(?=\s*(?:[,.!;]|$|since|for|lol|haha))"
    r"|(?:^|[?.!,;]\s*)(?:(?:I|we)(?:'ve| have)? |ive )?been (?:living )?here (?:for )?"
    r"(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple(?: of)?) ?(?:yrs?|years?|months?)\b",
    re.I,
)
BEFORE_HERE = re.compile(r"\b(?:in|of|near|around|to|at|(?:trips?|drive|hour|hours|ride) from) (?=(?-i:[A-Z]))")


def _lower_case_place(text: str) -> str | None:
    """The last known place ``text`` names in lower case, no everyday word ("is winnipeg this cold" -> Winnipeg;
    not "reading" or "nice")."""
    for word in reversed(re.findall(r"[a-z][\w'-]{3,}", text)):
        if not everyday_word(word) and (place := typed_place(word)):
            return place
    return None


def lives_here(message: str, found: list, make: Callable) -> list:
    """ "any good hikes within an hour of Boulder? we just moved here": the home is where "here" is, the place named
    last before it in the message; nothing when the message already has a home, or names no place before."""
    here = HERE.search(message)
    if here is None or any(c.key == "city" for c in found):
        return []
    before = [p for m in BEFORE_HERE.finditer(message, 0, here.start()) if (p := place_at(message[m.end() :]))]
    # or the place the question after it asks about: "we just moved here from Ohio, any good bakeries in Austin?"
    after = [p for m in BEFORE_HERE.finditer(message, here.end()) if (p := place_at(message[m.end() :]))]
    place = before[-1] if before else after[0] if after else _lower_case_place(message[: here.start()])
    return [make(f"User lives in {place}", "fact", "city", 0.8, None, "home")] if place else []
