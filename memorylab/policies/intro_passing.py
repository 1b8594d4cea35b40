"""The shapes of facts said in passing, inside a request, in the words people use when they are
not introducing themselves: a favourite named before it is called one ("nothing beats a
proper rendang, it's my fave food ever"), a city before "that's where I'm based", a degree by
where it is done ("the second year of my PhD at Leiden"), a hobby by how long one has been at
it ("about a year into knitting now"), a routine written as a note ("gym 5:30am mon wed fri").
Part of the table in :mod:`memorylab.policies.introductions`, after every other shape of each
rule: a clause another shape reads keeps that reading. A question runs these shapes alone
(``introductions.in_passing``): "can u recommend day trips from bristol, thats where im based".

Drawn from blind batch 18's misses (round 18), each written as the general form, not the
sentence; the next blind batch measures them."""

from __future__ import annotations

import re

from memorylab.policies.first_names import known_first_name
from memorylab.policies.intro_asides import SPOKEN_AS
from memorylab.policies.intro_general import DIETS
from memorylab.policies.intro_held import ALSO_ASKED
from memorylab.policies.intro_hobbies import PASTIME
from memorylab.policies.intro_pursuits import YEAR, a_subject, done_or_doing
from memorylab.policies.intro_shape import (
    JOB,
    NAME,
    NOT_ONE,
    WHERE_I_GREW_UP,
    Shape,
    capitalised,
    is_name,
    is_place,
    not_a_job,
    not_a_place,
    with_article,
    with_its_article,
    words_pattern,
)
from memorylab.policies.intro_tastes import an_allergen
from memorylab.policies.intro_words import ANIMALS, names_a_subject

# days of the week said as a habit: "tuesdays", "Fridays"
_DAYS = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days"
# words ending in -s after "my dog" that are things, not what the animal does ("my dog toys")
NOT_VERBS = frozenset(
    "toys treats hairs bowls beds clothes supplies vets walkers sitters insurance called named nicknamed".split()
)
_ROLE = r"(?:phd|doctoral|masters?|msc|ma|mba|undergrad(?:uate)?|grad(?:uate)?|law|med(?:ical)?|nursing|vet|art|\w+)"
_SPORTS = (
    r"(?:sunday league |pub |casual |amateur )?(?:football|soccer|futsal)"
    r"|basketball|netball|volleyball|rugby|cricket|hockey|tennis|padel|squash|badminton|ultimate(?: frisbee)?"
    r"|golf|softball|baseball|dodgeball|water polo|table tennis|ping pong|darts|pool|snooker|bowls"
)
_KIN = r"son|daughter|kid|child|baby|toddler|little one|boy|girl|husband|wife|partner|boyfriend|girlfriend"
_THINGS = (
    r"colou?r|band|film|movie|song|book|novel|food|dish|meal|drink|show|series|game|team|album|artist|singer"
    r"|musician|author|writer|actor|actress|rapper|comedian|poet|director|player|footballer|youtuber|podcast"
)
_EXAMS = r"exams?|boards|finals|a-levels?|gcses?|highers|bar|cpa|cfa|acca|mcat|lsat|gmat|gre|ielts|toefl|usmle|jlpt"


def _a_job(fields: dict) -> bool:
    """A job said without its article ("Dental hygienist here"): the article put back."""
    what = fields["what"]
    if re.match(r"(?-i:[A-Z][a-z]+\b)", what):  # "Dental hygienist here": a capital only because it came first
        what = what[0].lower() + what[1:]
    fields["what"] = with_article(what)
    return not_a_job(fields)


def _how_in_lower_case(fields: dict) -> bool:
    """ "Weekend birdwatcher here" -> "User is a weekend birdwatcher", "an amateur astronomer"."""
    fields["how"] = with_article(fields["how"].lower())
    return True


def _an_article(fields: dict) -> bool:
    """ "an MBA", "an MSc", "an organic chemistry PhD student": the article the field's first word
    takes (a capital read as its letter's name: "an MSc"); not a course of nothing ("a course")."""
    field = "degree" if "degree" in fields else "what"
    said = fields[field]
    if not names_a_subject(said):
        return False
    fields[field] = with_its_article(said)
    return True


# fmt: off
PASSING: tuple[Shape, ...] = (
    # --- work
    # the job in passing: "part of my job as a structural engineer is ...", "saturday service as a line cook is
    # no joke", "I get enough of them being a dentist", "I've been running my own little bakery since spring"
    Shape("work", "User works as {what}", "job",
          rf"\b(?:my (?:day )?(?:job|work|role|career|shifts?)|service|shifts?) as"
          rf" (?P<what>an? (?:[\w-]+ ){{0,2}}?{JOB})\b(?![^.!?]*\b(?:today|tonight)\b)", 0.7, check=not_a_job),
    Shape("work", "User is {what}", "job",
          r"\bI\b[^.]{0,60}?(?<!imagine )(?<!picture )(?<!considering )(?<!consider )(?<!about )(?<!think of )"
          r"(?<!thought of )(?<!dream of )(?<!than )(?<!like )(?<!love )(?<!enjoy )(?<!fancy )"
          rf"\bbeing (?P<what>an? (?:[\w-]+ ){{0,2}}?{JOB})\b", 0.7, check=not_a_job),
    # "I'm on call (site reliability engineer at a fintech, yay)", "(I'm the paralegal, so this lands on me)",
    # "sparky here (electrician for the non-brits)"
    Shape("work", "User is {what}", "job",
          rf"(?:\bI(?:'m| am)?\b[^()]{{0,60}}?\(|^[\w -]{{3,40}} here \(|\((?:I'm|I am|im) )"
          rf"(?P<what>(?:an? |the )?{NOT_ONE}(?:[\w-]+ ){{0,2}}?{JOB})"
          r"(?: (?:at|for|in) [^,;)]+)?\s*[,;)]",
          0.7, check=_a_job),
    # "i do freelance graphic design", "I do contract web development these days"
    Shape("work", "User does {what}", "job",
          r"\bI (?:mostly |currently |now |also )?do (?P<what>(?:freelance|contract|self-employed|agency|in-house)"
          r" [a-z][\w -]{2,30}?)(?=\s*[,.;!?(]|\s+(?:and|but|so|for|these|now|full|part)\b|$)", 0.7),
    # "my manager at the warehouse wants ...", "my boss at the immigration firm": where the speaker works
    Shape("work", "User works at {org}", "employer",
          r"\bmy (?:line )?(?:manager|boss|supervisor|team lead|head of department|colleagues?|co-?workers?|shift lead)"
          r" at (?P<org>the (?:[\w-]+ ){0,2}?(?:warehouse|factory|hospital|clinic|school|firm|office|store|shop|cafe"
          r"|café|restaurant|hotel|bank|council|depot|call centre|call center|care home|nursery|lab|agency|site|garage"
          r"|salon|pharmacy|library|gym|bakery|pub|bar|plant|mill|airport|station|supermarket))\b", 0.6),
    # "I've been driving for Uber full time for two years"
    Shape("work", "User has been {how} for {org}", "job",
          r"(?:\bI(?:'ve| have) been|^been) (?P<how>driving|delivering|riding) for"
          r" (?P<org>uber(?: eats)?|lyft|deliveroo|doordash|just eat|bolt|grab|instacart"
          r"|amazon(?: flex)?|ola|swiggy|zomato|(?-i:[A-Z])[\w&'-]+)\b", 0.7),
    Shape("work", "User runs {what}", "employer",
          r"\bI(?:'ve| have)? been running (?P<what>(?:my own|our own) (?:small |little |family )?(?:[\w-]+ )?"
          r"(?:business|shop|cafe|café|bakery|restaurant|company|bar|studio|salon|practice|food truck|stall|agency"
          r"|nursery|gym|workshop|brewery|bookshop|store))\b"),
    # --- favourites
    # "all time favourite band is radiohead", "fave film has to be Heat"
    Shape("favourite", "User's favourite {thing} is {what}", "favourite:{thing_head}",
          rf"^(?:(?:all[- ]time|absolute|current|forever) )?(?:fav(?:ou?rite)?|favorite|fave) (?P<thing>{_THINGS})"
          r"(?: of all time| ever)? (?:is|=|:|has to be|would be|will always be) (?P<what>[^,.;!?(]+)", 0.7),
    # "nothing beats a proper rendang, it's my fave food ever", "books like the secret history, it's my favourite novel"
    Shape("favourite", "User's favourite {thing} is {what}", "favourite:{thing_head}",
          r"(?:\b(?:like|beats|love|loves|about|on|of|to) )(?:(?:an?|the|proper|good|real|decent) )*"
          r"(?P<what>[^\W\d_][\w'-]*(?: [\w'-]+){0,2})(?: all day| all the time| on repeat| every day| forever)?,"
          r"\s*(?:it's|its|it is|that's|thats|he's|hes|he is|she's|shes|she is|they're|theyre)(?: been| always been)?"
          rf" (?:honestly |literally |easily |hands down )?my (?:all[- ]time )?(?:fave|fav|favourite|favorite)"
          rf" (?P<thing>{_THINGS})\b", 0.7),
    # "Teal is hands down my colour"
    Shape("favourite", "User's favourite {thing} is {what}", "favourite:{thing_head}",
          r"^(?P<what>[^\W\d_][\w'-]*(?: [\w'-]+)?) is (?:hands down |definitely |easily |honestly |totally |just )"
          rf"my (?P<thing>{_THINGS})\b", 0.7),
    # "my comfort show is bluey"
    Shape("favourite", "User's comfort {thing} is {what}", "favourite:{thing}",
          r"\bmy comfort (?P<thing>show|film|movie|book|series|meal|game|song|album|watch|read) is"
          r" (?P<what>[^,.;!?(]+)", 0.7),
    # --- name, said in passing (in a question too)
    # "sign it off as Priyanka Ramaswamy (that's me)", "with my name (Rafael) in it", "mine's Aoife" after "name"
    Shape("name", "User's name is {name}", "name",
          rf"\b(?P<name>{NAME}(?: {NAME})?) \((?:that's|thats|that is|it's) me\)", 0.9, check=not_a_place),
    Shape("name", "User's name is {name}", "name", rf"\bmy name \((?P<name>{NAME})\)", 0.9),
    Shape("name", "User's name is {name}", "name",
          rf"\bnames?\b[^.!?]{{0,60}}?\bmine(?:'s| is) (?P<name>{NAME})\b", 0.9, check=not_a_place),
    # "For the record it's Mateus, not Matthew": the name set right
    # ("it's Priyanka, not Priya": either of the two a first name Faker lists; "it's Tuesday, not Monday" is neither)
    Shape("name", "User's name is {name}", "name",
          rf"\b(?:it's|it is|its) (?P<name>{NAME})(?: with an? \w+(?: (?:at|on) the end)?)?,? not"
          r" (?P<not>(?-i:[A-Z])[\w'-]+)\b", 0.9,
          check=lambda f: (known_first_name(f["name"]) or known_first_name(f["not"])) and not_a_place(f)),
    # --- home
    # "day trips from bristol, thats where im based now"
    Shape("home", "User is based in {place}", "city",
          r"\b(?P<place>(?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*)?|[a-z][\w'-]*),? (?:that'?s|thats|which is) where"
          r" (?:I'm|im|I am|I live|we live|I'm living|we're based|I'm based|I am based)\b", 0.7, check=capitalised),
    # "omg moving to Nairobi next month for good!!!": kept apart from the city until the move
    Shape("home", "User is moving to {place}", "moving_to",
          r"\bI(?:'m| am) (?:\w+ )?(?:moving|relocating) to (?P<place>[^\W\d_][\w'-]*(?: [^\W\d_][\w'-]*)?)"
          r"(?= next\b| this\b| in\b| for\b| soon\b| at the end\b|\s*[,.!?;]|$)", 0.7, check=capitalised),
    # "why are the trams in our city (Zürich) always on time?", "my town, Hebden Bridge, floods every winter"
    Shape("home", "User lives in {place}", "city",
          r"\b(?:my|our) (?:city|town|village|suburb|neighbourhood|neighborhood)\s*(?:\(\s*|,\s+)"
          r"(?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)\s*[),]", 0.7, check=is_place),
    # "Since settling in Montréal in August ..."
    Shape("home", "User moved to {place}", "city",
          r"^(?:ever )?since (?:settling|moving|relocating|arriving) (?:in|to|down in|up in) (?P<place>[^\W\d_][\w'-]*"
          r"(?: [^\W\d_][\w'-]*)?)", 0.7, check=capitalised),
    # "they're all back in Tucson, which is where I grew up": where the speaker is from
    Shape("home", "User {how} in {place}", "hometown",
          WHERE_I_GREW_UP, 0.7, check=capitalised),
    # "Austin resident here", "longtime Denver local, where should I eat", "Portland, Oregon resident here", "We're
    # Quezon City folks"
    Shape("home", "User lives in {place}", "city",
          r"^(?:(?:hi|hey|hello)\W*\s+)?(?:we're |we are |I'm |I am )?(?:an? )?(?:(?:long-?time|lifelong|proud"
          r"|born and bred|new) )?(?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,2}(?:, (?-i:[A-Z])[\w'-]+)?)"
          r" (?:residents?|locals?|folks)\b(?:\s+here\b|\s*(?=[,.;!—–]|$))",
          0.7, check=is_place),
    # "We emigrated from Manila to Auckland in March", "moved from Lagos to Leeds last year"
    Shape("home", "User moved to {place} from {origin}", "city",
          r"\b(?:I|we)(?:'ve| have)? (?:just |recently |finally )?(?:emigrated|moved|relocated) (?:over )?from"
          r" (?P<origin>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)"
          r" to (?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)",
          0.7),
    # --- what one eats: "cake recipe w/o nuts, im allergic to tree nuts and ...?", "Being vegan for six years now, ..."
    Shape("allergy", "User is allergic to {what}", "allergy:{noun_head}",
          r"^(?!.*\b(?:tell|telling|convince|persuade|pretend|say|lie|claim)\b.{0,30}\ballergic\b)"  # "tell my boss"
          r".*?\b(?:I'm|I am|im|i'm)(?: (?:severely|very|mildly|really|super|seriously|deathly|properly))? allergic to"
          r" (?P<what>(?!you\b|it\b|this\b|that\b|everything\b|literally\b|mondays?\b|work\b|people\b)[\w -]{2,30}?)"
          r"(?=\s*[,.;!?(—–]|\s+(?:and|but|so|which|lol|haha|though|too)\b|$)", 0.95, check=an_allergen),
    # one's own child's or partner's allergy: "My son has a severe peanut allergy", "my daughter is allergic to eggs"
    Shape("kin allergy", "User's {who} is allergic to {what}", "allergy:{who}:{noun_head}",
          rf"\bmy (?P<who>{_KIN})(?:,? (?-i:[A-Z])[\w'-]+,?)?(?: \(\d{{1,2}}\))?"  # "my son (7) has ..."
          r"(?:'s| has(?: got)?| was diagnosed with) (?:an? )?(?:(?:severe|serious|bad|mild|life-threatening|deadly"
          r"|nasty|real|really|very|super|pretty|quite|extremely|awful|terrible) )*"
          r"(?P<what>[a-z][\w -]{1,20}?) allergy\b",
          0.9, check=an_allergen),
    Shape("kin allergy", "User's {who} is allergic to {what}", "allergy:{who}:{noun_head}",
          rf"\bmy (?P<who>{_KIN})(?:,? (?-i:[A-Z])[\w'-]+,?)? is (?:(?:severely|very|really|seriously|deathly) )?"
          r"allergic to (?P<what>[a-z][\w -]{1,25}?)(?=\s*[,.;!?(]|\s+(?:and|but|so|which|too)\b|$)", 0.9,
          check=an_allergen),
    Shape("diet", "User is {what}", "diet",
          rf"^(?:(?:being|as) (?:an? )?|I(?:'ve| have) been |been )(?P<what>(?:strict |strictly |practising |devout )?"
          rf"(?:{DIETS}|jain|muslim|hindu|sikh|jewish|buddhist|coeliac|celiac|diabetic))\b(?! (?:friend|person|people"
          r"|option|recipe|dish|meal|food|restaurant|place|menu)s?\b)", 0.8),
    # --- study
    # "the second year of my PhD at Leiden", "doing my masters at UCL"
    Shape("study", "User {done} a {degree}{field} at {place}", "study",  # "I did my degree in geology at ...": done
          r"(?:\b(?P<done>did|finished|completed|got|took)\b(?: \w+)? )?\bmy (?P<degree>phd|doctorate|masters?|master's"
          r"|msc|ma|mba|llm|llb|bsc|ba|degree|undergrad|apprenticeship)"
          r"(?P<field> in [a-z][\w ]{2,30}?)? at (?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,3})", 0.7,
          check=done_or_doing),
    # "doing my 2nd yr of veterinary science at glasgow", "in my final year of law at Bristol"
    Shape("study", "User is in User's {year} year of {what}", "study",
          rf"\b(?:doing|in|starting|finishing|into) my {YEAR} (?:yr|year) (?:of|studying)"
          r" (?P<what>[a-z][\w -]{2,40}?)(?= at\b| in\b| and\b| so\b| but\b|\s*[,.;!?(]|$)",
          0.7, check=a_subject),
    # "PhD candidate in marine biology here", "final-year law student here"
    Shape("study", "User is {what}", "study",
          rf"^(?:(?:hi|hey|hello)\W*\s+)?(?:I'm )?(?:an? |just an? )?"
          rf"(?P<what>{NOT_ONE}(?:[\w-]+ ){{0,2}}?{_ROLE} (?:student|candidate"
          r"|researcher|fellow)(?: in [a-z][\w ]{2,30}?)?)(?: here\b|(?=\s+[—–] ))", 0.7, check=_a_job),
    # "my law degree is killing me", "my nursing course starts Monday"
    Shape("study", "User is studying {what}", "study",
          r"\bmy (?P<what>(?!own\b|first\b|second\b|whole\b|online\b|new\b|current\b|uni\b|college\b)"
          r"[a-z]+(?: [a-z]+)?)"
          r" (?:degree|course|dissertation|thesis|apprenticeship)\b(?! (?:at|in) (?:my|the) (?:daughter|son))", 0.6,
          check=a_subject),
    # "Currently pursuing MBA from IIM Ahmedabad"
    Shape("study", "User is pursuing {what}", "study",
          r"^(?:(?:sir|madam|dear \w+),? )?(?:currently |now )?pursuing (?:an? |my )?(?P<what>(?:[BM][. ]?(?:Tech|E|Sc"
          r"|Com|A|Arch)|BCA|MCA|MBA|BBA|PhD|CA|degree|masters|bachelors?|diploma)\b[^,;!?]{0,60})", 0.7),
    # "I am pursuing B.Tech Computer Science in VIT Vellore"
    Shape("study", "User is pursuing {what}", "study",
          r"\bI(?:'m| am) (?:currently |now )?pursuing (?:an? |my )?(?P<what>(?:[BM][. ]?(?:Tech|E|Sc|Com|A|Arch)"
          r"|BCA|MCA|MBA|BBA|PhD|CA|degree|masters|bachelors?|diploma)\b[^,;!?]{0,60})", 0.7),
    # "I'm doing a part-time MBA at INSEAD", "(organic chemistry PhD student, second year)", "taking Spanish at
    # night school"
    Shape("study", "User is doing {degree} at {place}", "study",
          r"\bI(?:'m| am) (?:now |currently |also )?doing (?:an? |my )(?:part-time |full-time |online |distance )?"
          r"(?P<degree>(?-i:MBA|MSc|MA|BA|BSc|PhD|LLM|MPhil|MEng)|masters|master's|degree|doctorate) at"
          r" (?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,3})", 0.7, check=_an_article),
    Shape("study", "User is {what}", "study",
          r"\((?P<what>[a-z][a-z ]{2,30}? (?:phd|masters|msc|undergrad|undergraduate|law|medical|nursing) student)\b",
          0.7, check=_an_article),
    Shape("study", "User is taking {what} at {place}", "study",
          r"\bI(?:'m| am) (?:now |currently |also )?(?:taking|doing|studying|learning)"
          r" (?P<what>(?!(?:an?|the|some|time|it|this|that)\b)[\w-]+(?: [\w-]+)?)"  # not "taking a break at college"
          r" at (?P<place>night school|evening classes|(?:the |a )?(?:local |community )?college|uni|university)\b",
          0.7, check=a_subject),
    # "doing my cert III at tafe", "I'm at Le Wagon doing the web dev bootcamp"
    Shape("study", "User is doing {what}", "study",
          r"\bI(?:'m| am) (?:now |currently |also )?(?:retraining and |working and )?doing (?:my |the )?"
          r"(?P<what>(?:an? )?(?:[\w-]+ ){0,3}?"
          r"(?:cert(?:ificate)? (?:[ivx]+|\d)|certificate|diploma|apprenticeship|bootcamp|course)\b"
          r"(?: (?:in|at) [^,.;!?(]+)?)", 0.7, check=_an_article),
    Shape("study", "User is doing a {what} at {place}", "study",
          rf"\bI(?:'m| am) at (?P<place>{NAME}(?: {NAME}){{0,2}}) doing (?:my|a|an|the) (?P<what>(?:[\w-]+ ){{0,3}}?"
          r"(?:bootcamp|course|degree|diploma|apprenticeship|masters|phd))\b", 0.7),
    # "resitting chem A-level this summer", "I'm studying for the CPA exam"
    Shape("study", "User is taking {what}", "study",
          r"\bI(?:'m| am) (?:now |currently |also )?(?:resitting|retaking|re-sitting|re-taking|sitting|studying for"
          rf"|revising for) (?P<what>(?:my |the |an? )?(?:[\w-]+ ){{0,3}}?(?:{_EXAMS}))\b", 0.7, check=a_subject),
    # --- hobbies
    # "About a year into knitting now"
    Shape("hobby", "User took up {what} {how} ago", "hobby:{head}",
          r"\b(?P<how>(?:about |almost |nearly |over |just over )?(?:a|one|two|three|four|five|six|\d+|a few"
          r"|a couple of) (?:years?|months?|weeks?)) into (?P<what>[a-z]+ing)\b(?! (?:the|my|this|that|a)\b)", 0.6),
    # "As an amateur astronomer of some fifteen years, ..."
    Shape("hobby", "User is {a} {how} {what}", "hobby:{head}",
          r"^(?:well,? )?as (?P<a>an?) "
          r"(?P<how>amateur|keen|avid|hobby|hobbyist|lifelong|casual|passionate|enthusiastic)"
          r" (?P<what>[a-z]+(?:er|or|ist|ian))\b", 0.6),
    # "Weekend birdwatcher here", "hobby potter here": a pastime said as who one is
    Shape("hobby", "User is {how} {what}", "hobby:{head}",
          r"^(?:(?:hi|hey|hello)\W*\s+)?(?:an? )?(?P<how>weekend|amateur|keen|avid|hobby|hobbyist|casual|lifelong|big"
          r"|huge|massive|serious|passionate)"
          r" (?P<what>[a-z]+(?:er|or|ist|ian)|[a-z]+ (?:nerd|geek|buff|fiend|enthusiast|junkie))"
          r"(?: here\b|\s*(?=[,.;!—–]))", 0.6, check=_how_in_lower_case),
    # "Knitting is how I unwind after work", "running is the way I switch off"
    Shape("hobby", "User unwinds with {what_lc}", "hobby:{head}",
          r"^(?P<what>[a-z]+(?: [a-z]+)?) is (?:how|the way) I (?:unwind|relax|switch off|de-?stress|chill)\b", 0.6),
    # "I've been rock climbing for about 2 years now"
    Shape("hobby", "User has been {what} for {how}", "hobby:{noun_head}",
          rf"\bI(?:'ve| have) been (?P<what>{PASTIME}) for (?P<how>(?:about |around |over "
          r"|nearly |almost |just over )?(?:a|an|\d+|a few|a couple of|two|three|four|five|six|seven|eight|nine|ten)"
          r" (?:years?|months?))", 0.6),
    # "sourdough baking has become my entire personality lol", "crochet is my whole personality rn"
    Shape("hobby", "User is really into {what_lc}", "hobby:{head}",
          r"^(?P<what>[a-z]+(?: [a-z]+)?) (?:(?:has|'s) (?:become|taken over) my (?:entire |whole )?(?:personality|life"
          r"|obsession|thing)|is (?:literally |basically )?my (?:entire |whole )?(?:personality|obsession))\b", 0.6),
    # "As someone who plays chess online most nights": read as "I play chess ..." (intro_subject.SUBJECTLESS)
    # "started pottery classes and ...", "I've just started salsa lessons"
    Shape("hobby", "User takes {what} {lessons}", "hobby:{head}",
          r"(?:^|\bI(?:'ve| have)? (?:just |recently )?)started (?:doing |taking |going to )?"
          r"(?P<what>[a-z][\w-]+(?: [a-z][\w-]+)?)"
          r" (?P<lessons>classes|lessons)\b", 0.6),
    # "been doing calligraphy for about a year now", "I've been running with my local club for months"
    Shape("hobby", "User has been {did}{what} for {how}", "hobby:{head}",
          r"\b(?:I(?:'ve| have) |^)been (?P<did>doing )?(?P<what>(?<=doing )(?!it\b|this\b|that\b|them\b|so\b|a\b"
          r"|the\b|my\b|some\b|well\b|ok\b|okay\b|fine\b|good\b|great\b|badly\b|nothing\b|nights\b|days\b|shifts\b"
          r"|overtime\b|physio\b|therapy\b|chemo\b|dialysis\b|ivf\b|keto\b|lates\b|earlies\b|homework\b|research\b)"
          r"[a-z]+(?: [a-z]+)?"
          r"|(?<!doing )" + PASTIME + ")"
          r"(?: with [\w' -]{3,30}?)? for (?P<how>(?:about |almost |nearly |over |just over |a good )?"
          r"(?:a|one|two|three|four|five|six|\d+|a few|a couple of|several) (?:years?|months?|weeks?|yrs?)"
          r"|months|years|ages)\b", 0.6),
    # "me n my mates play 5-a-side football tuesdays", "my friends and I play padel on Sundays"
    Shape("hobby", "User plays {kind}{what}", "hobby:{head}",
          rf"\b(?:me (?:and|n|&|an') my (?:mates|friends|pals|buddies|mate|friend|brother|sister|dad|mum|mom)"
          r"|my (?:mates|friends|pals) and (?:I|me)) (?:still |also |usually |regularly )?play"
          rf" (?P<kind>(?:5|five|7|seven|11)-a-side )?(?P<what>{_SPORTS})\b", 0.6),
    # "Pottery has become my Sunday thing", "painting miniatures has eaten all my free time"
    Shape("hobby", "User loves {what}", "hobby:{head}",
          r"^(?P<what>(?!(?:this|that|it|work|my job|school|uni|college|revision|stress|anxiety|he|she|they"
          r"|everything)\b)"
          r"[^\W\d_][\w -]{2,30}?) (?:has (?:become|eaten|taken over|consumed)|became|is now) (?:all )?my"
          r" (?:(?:sunday|saturday|weekend|evening|new|whole|latest|lockdown) )?(?:thing|obsession|hobby|passion"
          r"|free time|spare time|life)\b", 0.6),
    # "the allotment is my happy place", "Chess club on Thursdays is the highlight of my week"
    Shape("hobby", "User loves {what}", "hobby:{head}",
          r"(?:^|,\s*)(?:honestly,? )?(?:the |my )?(?P<what>[^\W\d_][\w -]{2,30}?) is (?:my (?:happy place|therapy"
          r"|escape|sanctuary|zen)|the (?:highlight|best part) of my (?:week|day|month))\b", 0.6),
    # --- what a request must allow for: a fear, motion sickness, money, how new one is to a thing
    # "terrified of heights, always have been", "I'm scared of flying"
    Shape("trait", "User is afraid of {what}", "fear:{noun_head}",
          r"\b(?:I(?:'m| am|m|'ve been| have been|'ve always been| was always) |^)"
          r"(?:(?:really|very|so|properly|absolutely|deathly|a bit|quite|genuinely|super) )?"
          r"(?:afraid|scared|terrified|frightened) (?:of|to) (?P<what>(?!you\b|him\b|her\b|them\b|it\b)[\w -]{3,30}?)"
          r"(?=\s*[,.!?;—–]|$|\s+(?:and|but|so|always|even|since|like|lol|haha|tbh)\b)", 0.75),
    Shape("trait", "User has a fear of {what}", "fear:{noun_head}",
          r"\b(?:I have|I've got|I've had|I got|^)(?: a| an)? (?:(?:real|huge|massive|serious|bad) )?(?:fear|phobia) of"
          r" (?P<what>[\w -]{3,30}?)(?=\s*[,.!?;—–]|$|\s+(?:and|but|so|always|even|since|like)\b)", 0.75),
    # "my knees are shot, arthritis in both since my 40s": a condition named after what it does
    Shape("health", "User has {what}", "health:{what}",
          r",\s*(?:bad |severe |mild |chronic )?(?P<what>arthritis|asthma|epilepsy|migraines|eczema|psoriasis|tinnitus"
          r"|sciatica|ibs|gout|vertigo)\b(?= in\b| since\b| for\b| from\b|\s*[,.!;]|$)", 0.8),
    # "I have a bad left knee so no running please"
    Shape("health", "User has a bad {side}{what}", "health:{what}",
          r"\bI(?: have|'ve got| got|'ve had| have had)? (?:a |an )?(?:bad|dodgy|weak|injured|busted|gammy|wonky|bum)"
          r" (?P<side>(?:left |right |lower |upper )?)(?P<what>knee|back|hip|ankle|shoulder|wrist|neck|foot)s?\b", 0.8),
    # "i get horribly seasick, even on ferries", "I get really bad motion sickness"
    Shape("trait", "User gets {what}", "fear:{what}",
          r"\b(?:I(?: always| usually| really)? get|^get) (?:(?:really|horribly|terribly|very|so|badly|awfully|bad) )*"
          r"(?P<what>(?:sea|car|travel|air|motion|coach|bus)[- ]?sick(?:ness)?|vertigo)\b", 0.75),
    # "money is really tight this month, like £30 left", "we're on a strict budget", "I'm skint"
    Shape("trait", "User is on a tight budget", "budget",
          r"\b(?:money(?:'s| is) (?:(?:really|very|super|a bit|so|pretty) )*tight|(?:I'm|I am|im|we're|we are) (?:on a "
          r"|on such a )?(?:(?:really|very|super|quite|pretty) )*(?:tight|strict|small|limited|low) budget"
          r"|(?:I'm|I am|im|we're|we are) on a budget|(?:I'm|I am|im) (?:so |completely |totally )?(?:skint"
          r"|broke)|on a shoestring|counting every (?:penny|dollar|pound|cent)"
          r"|I(?:'m| am)? liv(?:e|ing) off (?:unemployment|benefits))\b", 0.7),
    # "complete beginner on guitar, bought it last week", "total newbie at climbing"
    Shape("hobby", "User is a {how} beginner at {what}", "hobby:{head}",
          r"\b(?:I(?:'m| am|m) |^)(?:an? )?(?P<how>complete|total|absolute|real) (?:beginner|newbie|noob|novice)"
          r" (?:at|on|with|in|to) (?P<what>[\w -]{3,25}?)(?=\s*[,.!?;—–]|$|\s+(?:and|but|so|lol|haha)\b)", 0.7),
    # --- family ("three kids, the youngest is Oisín": intro_refer; "my daughter is 2": intro_kinfacts.KIN_FACTS)
    # "We have a 6-month-old, Amara, so sleep is a distant memory"
    Shape("family", "User has a {age} called {name}", None,
          r"\b(?:we|I)(?: have|'ve got| got) an? (?P<age>(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)"
          rf"[- ](?:week|month|year)[- ]old),? (?P<name>{NAME})\b", 0.7, check=not_a_place),
    # --- pets, by what they do: "my cat chews literally every plant i bring home"
    Shape("pet", "User has a {noun}", "{pet_key}",
          r"\b(?:my|our) (?:old |little |new |elderly |rescue |senior |young )?"
          rf"(?P<noun>{words_pattern(ANIMALS)})\b(?!')"
          r"(?: (?:just|always|still|literally|now|really|constantly|keeps))? (?:(?!is\b|was\b|has\b|needs\b|does\b)"
          r"(?P<verb>[a-z]{3,}(?:s|ed))|(?:has|does|is|did|wo|ca)n'?t [a-z]{3,}|is (?!called\b)[a-z]{3,}ing"
          r"|has an? (?!name\b|new (?:home|owner|family)\b))\b", 0.6,
          check=lambda f: f["verb"] not in NOT_VERBS),  # "my gecko hasnt eaten", "my axolotl has a fuzzy gill"
    # "me n my husky go running every morning", "me and my dog hiked Snowdon"
    Shape("pet", "User has a {noun}", "{pet_key}",
          rf"(?:^|\s)(?:me|I) (?:and|n|&|an') (?:my|our) (?:old |little |new |elderly |rescue |senior |young )?"
          rf"(?P<noun>{words_pattern(ANIMALS)})\b(?!')", 0.6),
    # "asking for my lab Toffee": "lab" names a dog only with a name beside it ("my lab results" is no dog)
    Shape("pet", "User's labrador is called {name}", "dog",
          rf"\b(?:my|our) (?:black |yellow |chocolate |golden |old |little |young )?lab (?P<name>{NAME})\b", 0.7,
          check=not_a_place),
    # --- routines
    # "every friday is pizza night at ours"
    Shape("routine", "User has {what} every {day}", "routine:{head}",
          r"^every (?P<day>(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend) (?:is|'s) (?P<what>[a-z]+ (?:night|day"
          r"|evening|morning))\b", 0.6),
    # "Fridays are swimming days for me"
    Shape("routine", "User does {what} on {day}", "routine:{what}",
          rf"^(?P<day>{_DAYS}) (?:are|is) (?P<what>[a-z]+) days? for (?:me|us)\b", 0.6),
    # "gym 5:30am mon wed fri", "gym mon wed fri at lunch"
    Shape("routine", "User has {what} {when}", "routine:{what}",
          r"^(?P<what>gym|yoga|pilates|spin|swim|swimming|training|football|climbing|run|running|boxing|crossfit)"
          r" (?P<when>(?:at )?\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\b(?: (?:mon|tue|wed|thu|fri|sat|sun)\w*)*"
          r"|(?:(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)[ ,/&+]+(?:and )?)+(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)"
          r"(?: at lunch| after work| before work| mornings| evenings| at \d{1,2}(?:[:.]\d{2})?(?:am|pm)?)?)\b", 0.6),
    # "yoga twice a week (mon + thurs)", "swimming every Sunday morning"
    Shape("routine", "User does {what} {when}", "routine:{what}",
          r"^(?P<what>gym|yoga|pilates|spin|swim|swimming|training|football|climbing|running|boxing|crossfit|tennis"
          r"|dance classes|choir|church|mosque|temple|therapy)(?!.*\b(?:was|were) (?:my|his|her|their)\b)"
          r" (?P<when>(?:once|twice|three times|four times|\d times) (?:a|per) week|every (?:other )?(?:day|morning"
          r"|evening"
          r"|weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?: (?:morning|evening|night))?"
          rf"|{_DAYS}(?:(?:,| and| &|,? plus) {_DAYS})*)", 0.6),
    # "I already do a 20 min walk at lunch", "I do a 5k run every morning"
    Shape("routine", "User does a {what} {when}", "routine:{act}",
          r"\bI (?:already |also |usually |always |still )?do an? (?P<what>\d+ ?(?:min(?:ute)?s?|k|km|mile)"
          r" (?P<act>walk|run|swim|cycle|ride|workout|stretch|meditation|yoga session))"
          r" (?P<when>at lunch(?:time)?|every (?:day|morning|evening|night)|each (?:day|morning|evening)|daily"
          r"|before work|after work|in the mornings?)", 0.6),
    # "Fasting Mondays and Thursdays is something I've done for years"
    Shape("routine", "User has done {what} for {how}", "routine:{head}",
          r"^(?P<what>[^\W\d_][\w +&-]{3,40}?) is something I(?:'ve| have) (?:done|been doing|kept up) for"
          r" (?P<how>years|ages|months|decades|(?:about |over )?(?:\d+|two|three|four|five|ten|many) years)\b", 0.6),
    # "spirited away is my comfort movie", "arsenal til i die ⚽"
    Shape("favourite", "User's comfort {thing} is {what}", "favourite:{thing}",
          r"^(?P<what>[^\W\d_][\w' -]{2,30}?) (?:is|are) (?:literally |definitely |always |honestly )?my"
          r" (?:ultimate |go-to )?comfort (?P<thing>show|film|movie|book|series|meal|game|song|album|watch"
          r"|read)\b", 0.7),
    Shape("hobby", "User supports {what}", "team",
          r"^(?P<what>(?![a-z]+ing\b)[^\W\d_][\w' -]{2,25}?) (?:til|till|until|'til|‘til) (?:I|i) die\b"
          r"(?!\s+(?:is|was|are)\b)", 0.7),
    # --- names
    # "Sign it off as Adaeze Okonkwo, that's me"
    Shape("name", "User's name is {name}", "name",
          rf"\bas (?P<name>{NAME}(?: {NAME})?),? (?:since |as |because |cos )?(?:that'?s|thats|that is|which is) me\b",
          0.9, check=is_name),
    # "sign it off from me, Magnus Eriksson", "send it from me, Dr Ama Owusu"
    Shape("name", "User's name is {name}", "name",
          rf"\b(?:sign(?:ed)? (?:it |this )?(?:off )?|send (?:it |this )?|write (?:it |this )?)(?:from|by|as) me,?"
          rf" (?:(?-i:Dr|Mr|Mrs|Ms|Mx|Prof)\.? )?(?P<name>{NAME}(?: {NAME})?)\b", 0.9, check=is_name),
    # "sign it 'con cariño, Mariana' since that's me"
    Shape("name", "User's name is {name}", "name",
          r"\b(?P<name>(?-i:[A-Z])[^\W\d_]+(?:-[^\W\d_]+)?)['\"’]?,? (?:since|as|because|cos) (?:that'?s|thats|that is)"
          r" me\b", 0.9, check=is_name),
    # "ppl always misspell it, it's Aoife", "everyone mispronounces my name: it is Saoirse"
    Shape("name", "User's name is {name}", "name",
          rf"\b(?:misspell|mispronounce|misspells|mispronounces|(?:spell|say|pronounce)s? (?=\w+ wrong\b))(?:s|ing)?"
          r" (?:it|my name)(?: wrong)?"
          rf"(?: all the time| constantly| every time)?[,:;—–-]*\s*(?:but )?(?:it's|its|it is) (?P<name>{NAME})\b", 0.9,
          check=is_name),
    # "Respected sir, myself Venkatesh Raghunathan, kindly help ..."
    Shape("name", "User's name is {name}", "name",
          rf"^(?:(?:respected|dear) \w+,? )?(?:this is |I am |I'm )?myself,? (?P<name>{NAME}(?: {NAME})?)\b", 0.9,
          check=is_name),
)
# fmt: on
# What a question says in passing: an animal by its name, not by what it does ("what's my dog called?")
ASKED = tuple(s for s in (*PASSING, *SPOKEN_AS, *ALSO_ASKED) if s.rule != "pet" or "(?P<name>" in s.pattern)
