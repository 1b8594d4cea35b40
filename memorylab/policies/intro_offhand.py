"""Shapes of facts people drop in passing while chatting: the name to use over the one on a
badge ("it's Marguerite on my badge but pls just Maggie"), a name put right ("earlier i wrote
Priya, typo, its actually Priyanka"), a job said as a way of life ("freelance graphic designer
life") or by the years in it ("9 yrs working as a pharmacist"), an animal named before whose it
is ("Bruno my lab is 11 now"), people named the way talk names them ("the wife's called Aoife",
"Me and Lena got married last summer", "single dad to a 3 yo girl, Ruby"), an allergy said by
what it does ("can't do shellfish, my throat closes up"), a favourite said by nothing beating it,
and a return to study. Part of the table in :mod:`memorylab.policies.introductions`."""

from __future__ import annotations

from memorylab.policies.first_names import ENGLISH_WORDS, known_first_name
from memorylab.policies.intro_abroad import ABROAD
from memorylab.policies.intro_hobbies import not_a_mishap
from memorylab.policies.intro_shape import (
    JOB,
    KIND_PREF,
    NAME,
    NAMES,
    TYPED_NAME,
    Shape,
    capitalised,
    is_name,
    is_place,
    is_typed_name,
    not_a_job,
    words_pattern,
)
from memorylab.policies.intro_words import ANIMALS, PET_DOINGS
from memorylab.policies.places import place_at

# Where a formal name is written: "it's Marguerite on my badge", "Robert on my passport".
PAPERS = (
    r"(?:badge|name ?badge|name ?tag|passport|id|birth certificate|certificate|papers|paperwork|forms?|account"
    r"|profile|email|payslip|contract|driving licen[cs]e|licen[cs]e|register|records|uni records)"
)
# What an allergen does to the speaker: "my throat closes up", "my face swells up", "I come out in hives".
REACTION = (
    r"(?:my (?:throat|face|lips|tongue|mouth|eyes|skin|airways?) (?:closes?|swells?|blows?|puffs?|goes|gets|starts)"
    r"|I (?:swell|break out|come out in|get hives|go into anaphyla|need my epipen|end up in a&e|end up in hospital))"
)
# ... and what it brings out on the skin: "I get hives", "I break out in a rash", "it gives me welts"
RASH = (
    r"(?:I (?:always |usually |just |literally )?(?:get|come out in|come up in|break out in|end up with|go)"
    r" (?:[\w-]+ )?(?:hives|a rash|rashes|welts|eczema|blisters|blotchy|itchy|puffy)"
    r"|(?:it|they|that) (?:gives?|brings?) me (?:[\w-]+ )?(?:hives|a rash|rashes|welts|eczema|blisters))\b"
)
# An allergen said on its own: a food, a plant, a drug, a material (not "it", "that", "work").
ALLERGEN = r"(?!it\b|that\b|this\b|them\b|work\b|people\b|mornings?\b)(?P<what>[a-z][a-z -]{1,25}?)"
# The short names of a dog's breed said after "my": "my lab", "my staffy", "my frenchie".
DOG_NICKNAMES = r"lab|labby|staffy|frenchie|westie|goldie|sheltie|pittie|doxie|yorkie|chi"
# A child said by age and sex: "a 3 yo girl", "two little boys".
CHILD = r"(?:\d{1,2} ?(?:yo|y/o|year old|yr old|month old)|little|baby|teenage|young) (?P<noun>girl|boy)"
# The study a return to it is for: "going back to uni at 45 to study psychology"
STUDY = r"(?P<what>[a-z][a-z -]{2,30}?)(?=\s+(?:at|in|part[- ]time|full[- ]time|next|this|and|but|so|wish)\b|[,.!?;]|$)"
# The grandparents and elders who bring a child up, in English and in the words families use for them.
ELDERS = (
    r"(?:grandma|grandmother|grandad|granddad|grandpa|grandfather|gran|nan|nana|nanna|granny|grandparents|aunt|auntie"
    r"|uncle|mum|mom|dad|mother|father|parents|lola|lolo|abuela|abuelo|abuelita|abuelos|nonna|nonno|nonni|oma"
    r"|opa|nani|nana ji|dadi|dada|bubbe|bubby|zayde|yiayia|papou|babcia|dziadek|babushka|bibi|gogo|ouma|oupa|ammamma"
    r"|ammachi|paati|thatha|ajji|ajja|halmeoni|obaachan|tita|tito|tía|tia|tío|tio|nainai|yeye|popo|ah ma|ama"
    r"|grand-mère|mémé|mamie|avó|avô|vovó)"
)
# After "the", the speaker's own: "the twins", "the wife", and an animal named between commas ("the hamster,
# Kevin, escaped AGAIN"); for :data:`memorylab.policies.introductions.OWNED_BY_OTHERS`.
ONE_OF_THE_HOUSE = rf"(?! (?:twins|wife|missus)\b| (?:{words_pattern(ANIMALS)}),\s*{NAME},)"
# Those one cares for or mourns: "my mother", "my elderly dad", "my husband".
ELDER_OR_SPOUSE = (
    r"(?:mum|mom|mother|dad|father|parents|husband|wife|partner|nan|nana|gran|granny|grandma|grandmother|grandad"
    r"|granddad|grandpa|grandfather|mother-in-law|father-in-law|brother|sister|aunt|auntie|uncle)"
)
FRAIL = r"(?:elderly|disabled|sick|poorly|ill|ageing|aging|old|frail|aged|bedbound|housebound)"
# What the one cared for lives with: "dementia", "Parkinson's", "MS", "a brain injury".
CONDITION = (
    r"(?:(?:early|mid|late|advanced|early-onset|young-onset|mild|severe|vascular)[- ](?:stage )?)?"
    r"(?:dementia|alzheimer'?s|parkinson'?s|ms|cancer|copd|motor neurone disease|mnd|als|huntington'?s|a stroke"
    r"|a brain injury|heart failure|kidney failure|cerebral palsy|down'?s syndrome|a learning disability)"
)
# A carer by name: "her main carer", "his full-time carer" (read with who is cared for: intro_before.said_before).
CARER = r"(?:main |primary |full[- ]time |sole |only |live-in )?(?:carer|caregiver|care giver)"
# When someone died: "last year", "in March", "in 2019", "two years ago", "recently".
LATELY = (
    r"(?: (?:last|this) (?:year|month|week|spring|summer|autumn|fall|winter|christmas)| in (?:\d{4}|january|february"
    r"|march|april|may|june|july|august|september|october|november|december)| (?:a|one|two|three|four|five|six|\d+"
    r"|a few|a couple of) (?:years?|months?|weeks?) ago| recently)?"
)
# What one teaches, up to a need that follows ("I teach Year 4 at a primary school and need a fun science lesson").
TEACHING = (
    r"\bI(?P<said>(?:'ve| have)? ?(?:been )?(?:teach|teaching|taught) .+?)(?=\s+and (?:I |also |really )?(?:need|want"
    r"|wanna|would|'d|have to|am|'m)\b|$)"
)
# What people call a favourite thing: "my fav food ever", "my favourite drink".
FAVOURITE = r"(?:fav|fave|favourite|favorite|all[- ]time fav(?:ou?rite)?)"


def _names(fields: dict) -> bool:
    """Both names are names (not a word, a day or a place): "wrote Priya ... its Priyanka", not "wrote
    Tuesday ... it's Wednesday" nor "put Paris, it's actually Lyon"."""
    return all(
        is_name({"name": n}) and n.lower() not in ENGLISH_WORDS and place_at(n) is None
        for n in (fields["name"], fields.get("old", fields["name"]))
    )


def _named(fields: dict) -> bool:
    """A capitalised word where a person's or an animal's name goes ("Ruby", "Nala"): a name, not a place."""
    return is_name(fields) and place_at(fields["name"]) is None


def _a_dog(fields: dict) -> bool:
    fields["pet_key"] = "dog"
    return _names(fields)


def _child(fields: dict) -> bool:
    """A child said as a girl or a boy is a daughter or a son: "single dad to a 3 yo girl, Ruby"."""
    kid = fields["noun"].lower()
    fields["noun"] = {"girl": "daughter", "boy": "son"}.get(kid, kid)
    fields["relation_key"] = fields["noun"]
    return _named(fields)


def _both_names(fields: dict) -> bool:
    """ "call me mary grace, both names": a two-word name typed in lower case, its first word a first name."""
    return known_first_name(fields["first"].lower()) and is_name(fields)


def _typed_partner(fields: dict) -> bool:
    """ "married to jessa since 2015": a name typed in lower case, not a word ("married to work since 2015")."""
    return is_typed_name(fields) and fields["name"].lower() not in ENGLISH_WORDS and place_at(fields["name"]) is None


def _walked(fields: dict) -> bool:
    """ "walking bruno at 6am": one walked by name at a time of day is a dog, when the name is a first name."""
    name = fields["name"].lower()
    return known_first_name(name) and name not in ENGLISH_WORDS and place_at(fields["name"]) is None


def _said_name(fields: dict) -> bool:
    """ "it's Mei-Ling btw": a name, its parts capitalised when hyphened, not a word, a day or a place."""
    name = fields["name"]
    parts = name.split("-")
    if len(parts) > 1 and all(p[:1].isupper() for p in parts):
        return name.lower() not in ENGLISH_WORDS and place_at(name) is None
    return _names(fields)


def _cared_for(fields: dict) -> bool:
    """What the one looked after has, said after them: ", who has dementia" (nothing when nothing was said)."""
    has = (fields.pop("has2", "") or fields.pop("has3", "") or fields["has"]).strip()
    fields["has"] = f", who has {has}" if has else ""
    return True


def _way_of_life(fields: dict) -> bool:
    """ "graphic designer life": a job with its article, not a time of life ("student life", "the nurse life")."""
    what = fields["what"]
    fields["what"] = ("an " if what[:1].lower() in "aeiou" else "a ") + what
    return not_a_job(fields) and not what.lower().startswith(("the ", "my ", "your ", "student", "uni "))


# fmt: off
NAMES_IN_PASSING: tuple[Shape, ...] = (
    # "it's Marguerite on my badge but pls just Maggie": the formal name, then the one to use
    Shape("name", "User's name is {name}", "name",
          rf"\b(?:it's|its|it is|I'm|im|I am) (?P<name>{NAME}(?: {NAME})?) on (?:my|the) {PAPERS}\b", 0.9,
          check=_named),
    Shape("called", "User's name is {name}", "name",
          rf"\b(?:(?:it's|its|it is|I'm|im|I am) {NAME}(?: {NAME})? on (?:my|the) {PAPERS}|my {PAPERS} (?:says|said"
          rf"|reads|has) {NAME}(?: {NAME})?),? but (?:(?:pls|please|honestly|really|you can|feel free to|just|everyone"
          rf" calls me|call me|go with|use) )*(?P<name>{NAME})\b", 0.9, check=_named),
    # a name put right: "earlier i wrote Priya, typo, its actually Priyanka", "i typed my name as Jon ... its Joaquin"
    Shape("name", "User's name is {name}", "name",
          r"\b(?:earlier|before|last time|above|by mistake|accidentally)\b[^.!?]{0,15}?\bI (?:wrote|typed|put|said"
          rf"|spelt|spelled|gave)(?: my name as| it as| you)? (?P<old>{NAME})\b[^.!?]{{0,60}}?\b(?:it's|its|it is"
          rf"|I'm|im|I am|my name is|my name's)(?: actually| really| in fact)? (?P<name>{NAME})\b(?! (?:and|or)\b)",
          0.9, check=_names),
    # "just call me mary grace both names ok not just mary": a name of two words, said to be both
    Shape("name", "User's name is {name}", "name",
          r"\b(?:call me|I'm|I am|this is|it's|its|name's|my name is) (?P<name>(?P<first>[a-z][a-z'-]+) [a-z][a-z'-]+)"
          r",?\s*(?:[-—–]\s*)?(?:(?:pls|please|yes|yeah|ok|okay|so|lol|haha|hehe|btw),?\s+)*"
          r"(?:(?:both|the two|two) names\b|both (?:pls|please|ok|okay|thanks)\b|not just (?P=first)\b)", 0.9,
          check=_both_names),
    # "it's Mei-Ling btw, you kept not knowing what to call me lol": the name, and why it is said
    Shape("name", "User's name is {name}", "name",
          rf"^(?:(?:oh|ok|okay|also|and|so|hey|hi),? )*(?:it's|its|it is|I'm|im|I am) (?P<name>{NAME}) (?:btw|by the"
          r" way|fyi)\b[^.!?]{0,60}?\b(?:call me|my name|what I'm called|(?:asked|know|knew|got|get|have|had)"
          r" (?:my|the) name)\b", 0.9, check=_said_name),
)
JOBS_IN_PASSING: tuple[Shape, ...] = (
    # "freelance graphic designer life, they ALWAYS want the logo bigger", "nurse life 😩"
    Shape("work", "User is {what}", "job",
          r"(?:^|^(?!.*\b(?:says?|said|thinks?|reckons?|told me)\b).*?,\s+)"
          rf"(?:(?:ugh|ah|oh|honestly|tbh|lol|just|so),? )*(?P<what>(?:[a-z][\w-]* ){{0,3}}?{JOB}) life\b"
          # lived, not looked at: "paramedic life is brutal man" (not "nurse life must be hard")
          r"(?!\s+(?:is (?!(?:so |just |honestly |literally )?(?:brutal|hard|tough|rough|exhausting|chaos|wild|no joke"
          r"|insane|crazy|relentless|draining|killing me|a grind)\b)|was|would|must|seems|sounds|looks)\b)", 0.7,
          check=_way_of_life),
    # "9 yrs working as a pharmacist and ...", "twenty years a nurse": the job by the years in it
    Shape("work", "User works as {what}", "job",
          r"^(?:(?:almost|nearly|over|about|\d+|a few|a couple of|one|two|three|four|five|six|seven|eight|nine|ten"
          r"|eleven|twelve|fifteen|twenty|thirty) )+(?:yrs?|years?|decades?)(?: now)?(?: of)? (?:working as|as"
          rf"|in the job as) (?P<what>an? (?:[\w-]+ ){{0,3}}?{JOB})\b", 0.7, check=not_a_job),
    # "i drive truck long haul", "I drive HGVs for a living", "I drive long-haul": a driving job by how it is done
    Shape("work", "User drives {what}", "job",
          r"\bI (?:\w+ly |also |now |still )?drive (?P<what>(?:(?:an? )?(?:truck|trucks|lorry|lorries|hgvs?|big rigs?"
          r"|semis?|18[- ]wheelers?|rigs?) (?:long[- ]haul|over the road|otr|interstate|cross[- ]country|for a living"
          r"|professionally)|long[- ]haul(?: trucks?)?|over the road|otr)\b)", 0.7),
    # "currently training as an electrician, level 2 apprenticeship", "training to be a plumber"
    Shape("work", "User is training to be {what}", "job",
          r"(?:^|\bI(?:'m| am) )(?:currently |now |still |also )?training (?:to be|as|to become) (?P<what>an?"
          r" (?:[\w-]+ ){0,2}?[\w-]+?)(?=\s+(?:and|but|so|at|with|in|on|through|via|lol|atm)\b|[,.!?;(]|$)", 0.7,
          check=not_a_job),
)
PEOPLE_IN_PASSING: tuple[Shape, ...] = (
    # "Bruno my lab is 11 now": a dog named before the breed it is called by
    Shape("pet", "User's dog is called {name}", "{pet_key}",
          rf"^(?P<name>{NAME}),? (?:my|our) (?:old |little |rescue )?(?:{DOG_NICKNAMES})\b(?!')", 0.75, check=_a_dog),
    # "my cat's name is actually Nala not Lana": a pet's name put right
    Shape("pet", "User's {noun} is called {name}", "{pet_key}",
          rf"\b(?:my|our) (?P<noun>{words_pattern(ANIMALS)})(?:'s|s)? name(?:'s| is)"
          rf" (?:actually|really) (?P<name>{NAME})\b", 0.75, check=_named),
    # "caved and got a hamster for the kids, they named him Nugget"
    Shape("pet", "User's {noun} is called {name}", "{pet_key}",
          r"^(?:(?:so|and|finally|caved|we|I)(?: and)? )*(?:(?:'ve|have) )?(?:got|adopted|rescued|bought|brought home)"
          rf" (?:a|an) (?:[\w-]+ )?(?P<noun>{words_pattern(ANIMALS)})\b[^.!?]{{0,40}}?,? (?:they|we|the kids|I)"
          rf" (?:named|called) (?:him|her|it) (?P<name>{NAME})\b", 0.75, check=_named),
    # "the wife's called Aoife", "the hubby is called Dave"
    Shape("family", "User's {noun} is {name}", "partner",
          r"^(?:(?:so|and|oh|btw|also),? )*the (?P<noun>wife|missus|husband|hubby|other half|better half)"
          rf"(?:'s| is) (?:called|named) (?P<name>{NAME})\b", 0.8),
    # "Me and Lena got married last summer!", "me n Tom just got engaged"
    Shape("family", "User is {how} to {name}", "partner",
          rf"^(?:(?:so|and|oh|btw|well),? )*(?:me and|me n|me &) (?P<name>{NAME}) (?:just |finally |recently )?got"
          r" (?P<how>married|engaged)\b(?! to\b)", 0.8, check=_named),
    # "the twins Ollie and Alfie turned 5 today": one's own twins, said by their birthday or their school
    Shape("family", "User's twins are {names}", "children",
          rf"^(?:(?:so|and|oh|btw|omg),? )*(?:the|my|our) twins,? (?P<names>{NAMES}),? (?:just )?(?:turned|turn|are"
          r" turning|will be|started|start) (?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|school"
          r"|nursery|reception|preschool|kindergarten|secondary|big school)\b", 0.8),
    # "I've a son, Cian, he's 16"
    Shape("family", "User's {noun} is {name}", "{relation_key}",
          rf"\bI've (?:an? |one )(?:little |young |teenage |grown-up )?(?P<noun>son|daughter|boy|girl),?"
          rf" (?P<name>{NAME})\b(?=\s*,|\s+(?:who|and|is|he|she)\b)", 0.8,
          check=_child),
    # "single dad to a 3 yo girl, Ruby", "mum of a little boy, Theo"
    Shape("family", "User's {noun} is {name}", "{relation_key}",
          r"(?:^|\bI(?:'m| am) )(?:an? )?(?:single |solo |proud |busy |new |working |first-time )?(?:dad|mum|mom"
          rf"|father|mother|parent) (?:to|of) (?:an? |one )?{CHILD},? (?:called |named )?(?P<name>{NAME})\b", 0.8,
          check=_child),
    # "being the eldest of 6 siblings means ...", "as the youngest of four I ..."
    Shape("family", "User is {what}", "siblings",
          r"^(?:(?:so|and|honestly|tbh),? )*(?:being|as) (?P<what>the (?:youngest|oldest|eldest|middle|baby)"
          r"(?: child| one| kid)? of (?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)"
          r"(?: (?:kids|children|siblings|brothers|sisters|boys|girls))?)\b", 0.7),
    # "the hamster, Kevin, escaped AGAIN": an animal of the house named between commas, then what it did
    Shape("pet", "User's {noun} is called {name}", "{pet_key}",
          rf"^(?:(?:so|and|omg|ugh|well),? )*the (?P<noun>{words_pattern(ANIMALS)}),\s*(?P<name>{NAME}),\s*"
          rf"(?:(?:has|just|always|keeps|still|finally) )?(?:{words_pattern(tuple(sorted(PET_DOINGS)))})\b", 0.75,
          check=_named),
    # "twin boys, Kofi and Kwame, both obsessed with dinosaurs": one's children said as a list, without "I have"
    Shape("family", "User has {what} called {names}", "children",
          r"^(?:(?:so|and|well|mum of|mom of|dad of|mother of|father of|parent of|proud parent of),? )*"
          r"(?P<what>(?:twin|identical twin|two|three|four) (?:boys|girls|sons|daughters|kids)),? (?P<names>"
          rf"{NAMES}),?\s+(?:both|are both|are (?:\d|aged|obsessed|into|mad)|aged?|ages"
          r"|\d{1,2}(?: and \d{1,2})?\b)",
          0.8),
    # "my lola raised me", "my nani basically brought me up": who raised the speaker, in the family's own word
    Shape("family", "User was raised by User's {noun}{where}", "raised_by",
          rf"\bmy (?P<noun>{ELDERS}) (?:basically |practically |pretty much |mostly |single-handedly )?(?:raised me"
          r"|brought me up)\b(?P<where>(?: in (?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)?)", 0.75),
    # "married to jessa since 2015", "been married to raj for 12 yrs": a spouse typed in lower case
    Shape("family", "User is married to {name}", "partner",
          r"(?:^|\bI(?:'m| am|'ve been| have been) |^been )(?:happily )?married to (?P<name>(?-i:[a-z])"
          rf"{TYPED_NAME}) (?:since (?:\d|last|the)|for (?:\d|a |about |almost |nearly |over |two |three |five |ten ))",
          0.8, check=_typed_partner),
    # "walking bruno at 6am in minus 20 is character building": the dog walked by name, at a time that comes round
    Shape("pet", "User's dog is called {name}", "dog",
          r"^(?:(?:so|and|honestly|tbh),? )*(?:(?:I|I'm) )?(?:walking|walked|walk) (?P<name>[a-z][a-z'-]+)"
          r" (?:at \d|every (?:morning|evening|night|day)|first thing|before work|after work|twice a day|in the"
          r" (?:morning|evening|dark|rain|snow))(?![^.!?]*\b(?:to school|to nursery|home)\b)", 0.75, check=_walked),
    # "my grandma, we call her Nani, is 92": a relative and what the family calls them
    Shape("family", "User's {noun} is called {name}", "{relation_key}",
          r"\bmy (?P<noun>grandma|grandmother|grandad|granddad|grandpa|grandfather|gran|nan|nana|granny|nanna|auntie"
          r"|aunt|uncle|great[- ]grandma|great[- ]grandad|mum|mom|dad|mother|father),? (?:we|everyone|the kids|we all)"
          rf" (?:just )?calls? (?:her|him) (?P<name>{NAME})\b", 0.8, check=_named),
    # "I look after my mother, she's 84 and has dementia", "I care for my elderly dad who has Parkinson's": a carer,
    # not for a day ("looking after my mum this weekend") nor someone else's ("my sister's kids")
    Shape("family", "User looks after User's {who}{has}", "carer",
          r"(?:^|\bI(?:'m| am)? )(?:also |now |basically |mostly |full[- ]time |still )?(?:look|looking|care|caring)"
          rf" (?:after|for) (?:my|our) (?P<who>(?:{FRAIL} )?{ELDER_OR_SPOUSE})\b(?!'s|-)(?:,? (?:who|as (?:she|he))"
          rf"(?:'s| is| has| was)?(?: got)?(?: living with)? (?P<has>{CONDITION})|,? (?:she|he)(?:'s| is) (?:\d\d|in"
          rf" (?:her|his)"
          rf" \d0s)(?: now)?,? and (?:has|lives with|is living with) (?P<has2>{CONDITION})"
          # "I look after my mum, she has Parkinson's and lives with us now"
          rf"|,? (?:she|he) (?:has|'s got|has got|lives with|is living with|was diagnosed with) (?P<has3>{CONDITION}))?"
          rf"(?![^.!?]*\b(?:today"
          rf"|tonight"
          r"|tomorrow|this (?:week|weekend|afternoon|morning|evening)|for the (?:day|week|weekend)|while (?:she|he)"
          r"|until))", 0.75, check=_cared_for),
    # "My dad passed last year", "my mum died in 2019", "lost my husband two years ago": a bereavement, said gently
    Shape("family", "User's {who} passed away{when}", None,
          rf"\b(?:my|our) (?P<who>(?:late )?{ELDER_OR_SPOUSE}|son|daughter|best friend)\b (?:sadly |suddenly"
          r" |recently |unexpectedly |peacefully )?(?:passed(?: away| on)?|died)(?P<when>(?: (?:suddenly|peacefully"
          rf"|recently|unexpectedly))?(?:{LATELY})?)(?=\s*[,.!?;—–]|$|\s+(?:and|so|but|after|of|from|lol)\b)", 0.7),
    Shape("family", "User's {who} passed away{when}", None,
          rf"\b(?:I|we) (?:sadly |recently |just )?lost (?:my|our) (?P<who>{ELDER_OR_SPOUSE}|son|daughter|best"
          rf" friend)\b(?!'s)"
          rf"(?: to (?:cancer|covid|a [\w -]{{3,20}}?|[a-z]+'s))?(?P<when>{LATELY})(?=\s*[,.!?;—–]|$|\s+(?:and|so"
          rf"|but)\b)",
          0.7),
)
TASTES_IN_PASSING: tuple[Shape, ...] = (
    # "can't do shellfish, my throat closes up", "cannot eat sesame - my lips swell"
    Shape("allergy", "User is allergic to {what}", "allergy:{noun_head}",
          rf"^(?:I )?(?:can't|cant|cannot|can not) (?:do|have|eat|touch|go near) {ALLERGEN},?\s*(?:[-—–]\s*)?"
          rf"(?:{REACTION}|(?:I'm |im |I am )?(?:properly |severely |seriously )?allergic\b)", 0.95),
    # what must be left out, then the reaction it brings: "They can't be latex, I get hives from it", "no sesame pls,
    # I come out in a rash", "nothing with nickel — it gives me a rash"
    Shape("allergy", "User is allergic to {what}", "allergy:{noun_head}",
          r"(?:\b(?:can't|cannot|can not|mustn't|shouldn't|won't) (?:be|have|use|wear|touch|contain|eat|go near|do)"
          r"|(?:^|\b(?:but|so|and|just) )(?:no|zero|nothing with|not|never|anything but|without|avoid)) (?:any )?"
          r"(?!(?:bothered|arsed|fussed|late|early|alone|sure|sorry|helped|worries|stress|drama|more)\b)"
          rf"{ALLERGEN}(?: (?:pls|please|plz|ever|at all|for me))?\s*(?:[,;:]|\s[—–-]|\.\.\.)\s*"
          rf"(?:because |cos |bc |since |as |sadly |unfortunately )?(?:{REACTION}|{RASH})", 0.95),
    # "anything with sesame and my face swells up"
    Shape("allergy", "User is allergic to {what}", "allergy:{noun_head}",
          rf"^(?:anything|something|everything|stuff|food) (?:with|containing) (?:any )?{ALLERGEN}(?: in it)?,? and"
          rf" {REACTION}", 0.95),
    # "ibuprofen makes me break out, allergic apparently": what it does, and the word said
    Shape("allergy", "User is allergic to {what}", "allergy:{noun_head}",
          rf"^{ALLERGEN} (?:makes|make|gives|give) me (?:break out|come out in [\w ]+|swell(?: up)?|hives|a rash)\b"
          r"[^.!?]{0,20}?,? (?:I'm |im |I am )?(?:properly |apparently |definitely )?allergic\b", 0.95),
    # "grass pollen allergy every single may", "nut allergy since I was a kid"
    Shape("allergy", "User is allergic to {what}", "allergy:{noun_head}",
          rf"^(?:(?:severe|mild|bad|serious|nasty|awful) )?{ALLERGEN} allergy (?:every|each|all|since|for|flares"
          r"|flaring|kicking|playing up|is (?:killing|destroying|awful|terrible|bad))\b", 0.95),
    # "honestly nothing beats a proper jollof rice, my fav food ever"
    Shape("favourite", "User's favourite {kind} is {what}", "favourite:{kind}",
          r"\bnothing (?:beats|compares to|tops|comes close to) (?:an? |the )?(?:proper |good |real |decent |homemade"
          rf" |home-made |fresh )?(?P<what>[\w' -]{{2,30}}?),? (?:(?:it's|its|that's|thats) )?my {FAVOURITE}"
          r" (?P<kind>food|dish|meal|drink|snack|dessert|breakfast|lunch|dinner|treat)\b", 0.7),
)
STUDY_IN_PASSING: tuple[Shape, ...] = (
    # "going back to uni at 45 to study psychology", "I'm heading back to college to do nursing"
    Shape("study", "User is going back to {where} to study {what}", "study",
          r"(?:^|\bI(?:'m| am) )(?:finally |now )?(?:going|heading) back to (?P<where>uni|university|college"
          rf"|school|education)\b[^.!?,]{{0,20}}? to (?:study|do|read) {STUDY}", 0.7),
    # "I'm 52 and just enrolled on an Open University history degree", "signed up for a part-time MA in history"
    Shape("study", "User has enrolled on {what}", "study",
          r"(?:\bI(?:'ve| have|'m| am)?|^I(?:'m| am) \d{1,2} and(?: I(?:'ve| have)?)?|^(?:just|finally|recently))"
          r" (?:just |finally |recently |officially |now )*(?:enrolled|enroled|signed up|registered) (?:on|in|onto|for)"
          r" (?P<what>(?:an?|the) (?:[\w'-]+ ){0,4}?(?:degree|course|diploma|ma|msc|ba|bsc|phd|masters?|master's"
          r"|apprenticeship|foundation year|access course|certificate|programme|program|btec|hnd|nvq)\b"
          r"(?: in [a-z][\w -]{2,30}?)?)(?=\s+(?:and|but|so|at|this|next|because|starting|lol)\b|[,.!?;]|$)", 0.7),
)
HOMES_IN_PASSING: tuple[Shape, ...] = (
    # "perth is so isolated lol, flights anywhere cost a fortune from here": the place one is in
    Shape("home", "User lives in {place}", "city",
          r"^(?P<place>[\w'-]+(?: [\w'-]+)?) is (?:so|really|very|pretty|super|sooo*|kinda|way too|too|such an?)"
          r" [\w ]{2,20}?\b[^.!?]{0,60}\b(?:from|around|out) here\b", 0.7, check=is_place),
    # "i literally just signed a lease in denver", "signed the lease on a flat in Edinburgh": a home rented
    Shape("home", "User lives in {place}", "city",
          r"(?:\b(?:I|we)(?:'ve| have)? |^)(?:literally |just |finally |recently |officially |only )*signed (?:a|the"
          r"|our|my) (?:new |first )?(?:lease|tenancy|rental agreement)(?: (?:on|for) (?:a|an|the|our|my) (?:[\w-]+ )?"
          r"(?:flat|apartment|house|place|studio|room|condo|unit|cottage))? in (?P<place>[\w'-]+(?: [\w'-]+)?)", 0.7,
          check=is_place),
    # "we bought this old terraced house in Ghent last spring", "I just bought my first flat in Porto": a home bought,
    # not a holiday home nor one bought for someone else
    Shape("home", "User lives in {place}", "city",
          r"(?:\b(?:I|we)(?:'ve| have)? |^)(?:just |finally |recently |only just |actually )*(?:bought|purchased)"
          r" (?:a|an|this|that|our|my|the) (?!(?:[\w-]+ ){0,3}?(?:holiday|vacation|summer|second|rental|investment"
          r"|beach|weekend|ski)\b)(?:[\w-]+ ){0,3}?(?:house|flat|home|apartment|cottage|bungalow|condo|townhouse"
          r"|terrace|farmhouse|place|maisonette|duplex|semi) in (?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)"
          r"(?![^.!?]*\b(?:for (?:my|our|his|her|their) |to rent out|as an investment|buy[- ]to[- ]let))", 0.7,
          check=capitalised),
    # "rain again in Bergen, shocker", "snowing AGAIN here in Calgary", "another grey day in Manchester": the weather
    # where one is, said as what keeps coming back
    Shape("home", "User lives in {place}", "city",
          r"^(?:(?:ugh|urgh|so|and|yep|yup|oh|lol),? )*(?:(?:more |yet more |the )?(?:rain|raining|snow|snowing|pouring"
          r"|drizzle|drizzling|fog|hail|sleet|wind|grey skies)(?: (?:again|all week|all day|nonstop|non-stop|here|yet"
          r" again))+|(?:yet )?another (?:grey|gray|rainy|wet|cold|freezing|foggy|windy|miserable|scorching) day(?:"
          r" here)?)"
          r" in (?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)(?=\s*(?:[,.!;—–-]|$)|\s+(?:again|today|lol"
          r"|haha|ugh|urgh|smh|typical|classic|mate"
          r"|shocker|as usual|obviously)\b)", 0.7, check=is_place),
)
HOBBIES_IN_PASSING: tuple[Shape, ...] = (
    # "weekend warrior on the mountain bike haha", "I'm a weekend warrior at the climbing wall"
    Shape("hobby", "User is a weekend warrior {prep} {what}", "hobby:{noun_head}",
          r"(?:^|\bI(?:'m| am) )(?:an? |just an? |total |proper )?weekend warrior (?P<prep>on|at|in|with) (?P<what>"
          r"(?:the |my |a )?(?!(?:[\w-]+ ){0,2}(?:is|are|was|were)\b)[a-z][\w-]+(?: [a-z][\w-]+){0,2}?)"
          r"(?=\s+(?:haha|lol|and|but|so|now|these days)\b|[,.!?;]|$)", 0.7),
    # "My thing is restoring old mechanical watches", "my big obsession these days is birdwatching": a pastime said as
    # one's thing, by what one does (not "my thing is I never have time", "my thing is running late")
    Shape("hobby", "User's hobby is {what}", "hobby:{head}",
          r"^(?:(?:so|and|honestly|tbh|well|ok),? )*my (?:(?:big|main|real|latest|current|new|other|one|whole"
          r"|favou?rite)"
          r" )?(?:thing|jam|obsession|passion|escape|happy place|therapy|weekend thing)(?: (?:these days|lately|at the"
          r" moment|right now|outside (?:of )?work|for years))? is (?P<what>(?!(?:being|getting|trying|doing|having"
          r"|making"
          r"|going|working|running late|paying|cleaning|saying|asking|waiting|looking|finding)\b)[a-z]+ing(?: "
          r"(?:[\w'-]+"
          r" ){0,4}?[\w'-]+)?)(?=\s+(?:and|but|so|now|lol|haha|these days|atm)\b|[,.!?;:]|\s[—–-]\s|$)", 0.6,
          KIND_PREF, check=not_a_mishap),
)
OFFHAND: tuple[Shape, ...] = (
    *NAMES_IN_PASSING, *JOBS_IN_PASSING, *STUDY_IN_PASSING, *HOMES_IN_PASSING, *PEOPLE_IN_PASSING,
    *TASTES_IN_PASSING, *HOBBIES_IN_PASSING, *ABROAD,
)
# fmt: on
