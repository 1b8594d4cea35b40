"""The values some slots are recognised by when a memory has no key for them (see
:mod:`memorylab.policies.slots`): drinks, languages and health conditions. Data only."""

from __future__ import annotations

DRINKS = tuple(
    """tea coffee espresso latte lattes cappuccino americano flat white mocha matcha chai cocoa hot chocolate
    rooibos herbal tea green tea black tea earl grey juice lemonade smoothie smoothies milk milkshake soda cola
    kombucha water sparkling water wine beer cider whisky whiskey gin vodka rum tequila sake""".split()
) + ("hot chocolate", "flat white", "green tea", "black tea", "earl grey", "herbal tea", "sparkling water")

LANGUAGES = tuple(
    """english spanish french german italian portuguese dutch swedish norwegian danish finnish icelandic polish
    czech slovak hungarian romanian bulgarian greek turkish russian ukrainian serbian croatian arabic hebrew
    persian farsi urdu hindi bengali punjabi tamil telugu marathi gujarati japanese korean mandarin cantonese
    chinese vietnamese thai indonesian malay tagalog swahili yoruba igbo hausa amharic zulu afrikaans welsh
    irish gaelic basque catalan latin esperanto asl bsl""".split()
) + ("sign language",)

CONDITIONS = tuple(
    """asthma asthmatic diabetes diabetic epilepsy epileptic migraine migraines arthritis coeliac celiac crohn's ibs
    hypertension anaemia anemia eczema psoriasis pregnant insulin inhaler""".split()
) + (
    "heart condition",
    "high blood pressure",
    "bad back",
    "bad knee",
    "bad knees",
    "back pain",
    "knee injury",
    "osteoarthritis",
)

# What people do for fun, by the word that names it ("bouldering", "pottery"): the one vocabulary of
# every reader of a pastime, the hobby slot's keyless memories ("User has been rock climbing twice a
# week") and the hobby shapes (policies/intro_hobbies.PASTIME: "been birdwatching since I was a kid",
# "spent all sunday bouldering", "been knitting for years").
PASTIMES = tuple(
    """climbing bouldering running jogging swimming cycling hiking skating skateboarding surfing kayaking canoeing
    rowing sailing skiing snowboarding fishing birdwatching birding stargazing knitting crocheting sewing quilting
    weaving painting drawing sketching journaling writing dancing singing drumming gardening baking woodworking
    pottery gaming juggling golfing fencing boxing archery riding yoga pilates karate judo""".split()
) + ("bird watching", "horse riding", "martial arts")

# The user's relatives by the words that name the same one ("mum" asks for the memory kept under
# "mom"): a request that names a relative needs what the user said of them. Partners and children
# have slots of their own; friends, flatmates and bosses are not family (a reply to the boss needs
# none of the user's facts). Each group's first word names its slot.
KIN = (
    ("mother", "mom", "mum", "mama", "mam", "mommy", "mummy", "mother's day", "mothers day"),
    ("father", "dad", "papa", "daddy", "father's day", "fathers day"),
    ("grandmother", "grandma", "granny", "gran", "nan", "nana", "nanna", "nonna", "abuela", "abuelita", "oma",
     "yiayia", "bubbe", "lola"),
    ("grandfather", "grandpa", "grandad", "granddad", "nonno", "abuelo", "opa", "papou", "zayde", "lolo"),
    ("sister", "sis"), ("brother", "bro"), ("stepmum", "stepmom", "step-mum", "step-mom"), ("stepdad", "step-dad"),
    ("stepsister",), ("stepbrother",), ("half-sister",), ("half-brother",),
    ("mother-in-law", "mother in law"), ("father-in-law", "father in law"),
    ("sister-in-law", "sister in law"), ("brother-in-law", "brother in law"),
    ("cousin",), ("aunt", "auntie", "aunty"), ("uncle",), ("niece",), ("nephew",),
    ("granddaughter",), ("grandson",), ("godmother",), ("godfather",), ("godson",), ("goddaughter",),
)  # fmt: skip

# Getting about without a car ("User doesn't drive", "User takes the bus everywhere"): a day out or a
# trip needs it (policies/slots.py "mobility", need_means.SAY_MEANS).
NO_CAR = (
    r"^User (?:[^.;]*? )?(?:(?:doesn't|does not|don't|do not|can't|cannot|never learned to) drive|(?:has|have) no car"
    r"|(?:doesn't|does not|don't) (?:have|own) a car|is car-?free|(?:buses|bus|cycles|walks|trains?) everywhere"
    r"|relies on (?:public transport|buses|the bus)|public transport everywhere|has (?:only )?an? [\w-]+ and no car)\b"
)

# The languages one codes in (policies/slots.py "tools"): these names mean the language wherever they are said ...
CODE_LANGUAGES = ("Python", "JavaScript", "TypeScript", "Kotlin", "Haskell", "MATLAB", "PHP", "Golang", "C++", "C#",
                  "SQL", "VBA", "Node.js", "Elixir", "Fortran", "COBOL")  # fmt: skip
# ... and these only after coding in ("User codes in Go", not "User's daughter is Ruby", "User loves Taylor Swift").
CODE_LANGUAGES_AFTER_IN = ("Java", "Ruby", "Rust", "Swift", "Go", "R", "Scala", "Julia", "Perl", "Dart", "Lua", "C")

# An operation or an injury one is getting over (policies/slots.py "health"): "User had a knee replacement",
# "User is recovering from hip surgery", "User broke User's wrist in March", "User tore User's ACL".
_BODY = r"(?:ankle|wrist|arm|leg|foot|toe|knee|hip|ribs?|collarbone|shoulder|back|neck|elbow|ACL|ligaments?|hamstring"
_BODY += r"|achilles|pelvis|spine|disc)"
RECOVERY = (
    r"^User (?:has )?(?:just |recently )?(?:had|is having|is recovering from|is getting over|is waiting for"
    r"|is booked in for|is off (?:work )?after) (?:an? |User's |two |some |major |minor |keyhole |emergency )*"
    r"(?:[\w-]+ ){0,2}"
    r"(?:surgery|operation|op|replacement|transplant|c-section|caesarean|hysterectomy|mastectomy|bypass)\b"
    r"|^User (?:is )?recovering from\b"
    rf"|^User (?:has )?(?:broke|broken|fractured|tore|torn|sprained|ruptured|dislocated|slipped|has an? (?:broken"
    rf"|fractured|torn|sprained)) (?:User's |a |an )?"
    rf"(?:left |right |lower |upper )?{_BODY}\b|\bslipped disc\b|\bsciatica\b"
)

# The martial arts and combat sports, by name: what one trains in or practises ("User trains Brazilian jiu-jitsu")
MARTIAL_ARTS = (
    "jiu-jitsu", "jiu jitsu", "jujitsu", "ju-jitsu", "jiujitsu", "BJJ", "judo", "karate", "taekwondo", "tae kwon do",
    "kung fu", "muay thai", "kickboxing", "boxing", "MMA", "mixed martial arts", "aikido", "krav maga", "capoeira",
    "wrestling", "sambo", "wing chun", "kendo", "fencing", "tai chi", "hapkido", "savate", "sumo",
)  # fmt: skip

# Medicines one is prescribed and takes for a while, by name (policies/slot_asked.py "health"): "User takes warfarin",
# "User is on levothyroxine" (what a painkiller or a supplement must not clash with)
PRESCRIBED = (
    "warfarin", "apixaban", "rivaroxaban", "blood thinners", "blood thinner", "anticoagulants", "lithium",
    "levothyroxine", "thyroxine", "metformin", "insulin", "statins", "atorvastatin", "simvastatin", "sertraline",
    "fluoxetine", "citalopram", "escitalopram", "venlafaxine", "mirtazapine", "antidepressants", "beta blockers",
    "propranolol", "ramipril", "amlodipine", "methotrexate", "prednisolone", "prednisone", "steroids", "HRT", "PrEP",
    "antiretrovirals", "Adderall", "Ritalin", "methylphenidate", "gabapentin", "pregabalin", "lamotrigine",
    "sodium valproate", "blood pressure tablets", "blood pressure medication", "thyroid medication",
    "immunosuppressants",
)  # fmt: skip
