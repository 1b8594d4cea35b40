"""What kind of stored fact a question asks for, in its own words, and which memories are of
that kind. Pure functions.

"Which company am I employed by?" shares no word with "User works at Siemens", and MiniLM
puts them at 0.3: a cosine threshold alone either misses it or lets distractors through.
But the question names a *slot* (an employer), and the memory fills it (its key is
``employer``, or it reads "User works at ..."). A :class:`Slot` holds the words that ask for
it and the keys (or, for memories without one, the wording and values) that fill it, so
grounding (:mod:`memorylab.policies.grounding`) can state the memory of the kind asked for,
and nothing of another kind.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memorylab.policies.howto import asked_in_general
from memorylab.policies.intro_things import MAKES, OWNED_KEYS, THING_KEYS
from memorylab.policies.intro_words import ANIMALS, DOG_BREEDS, JOB_PHRASES, JOB_TITLES, KIDS, PET_KEY, RELATIVES
from memorylab.policies.slot_asked import widened
from memorylab.policies.slot_kind import Slot
from memorylab.policies.slot_kind import any_of as _words
from memorylab.policies.slot_kind import make_slot as _slot
from memorylab.policies.slot_leisure import LEISURE, LEISURE_ASKED, LEISURE_SAID, narrowed
from memorylab.policies.slot_words import (
    CODE_LANGUAGES,
    CODE_LANGUAGES_AFTER_IN,
    CONDITIONS,
    DRINKS,
    KIN,
    LANGUAGES,
    NO_CAR,
    PASTIMES,
    RECOVERY,
)
from memorylab.policies.slots_more import MORE_SLOTS

PET_KEYS = tuple(dict.fromkeys(("pet", *(a.replace(" ", "_") for a in ANIMALS if a not in PET_KEY), *PET_KEY.values())))
# The keys a thing one owns is kept under ("car", "boat", "instrument", "home_owned").
POSSESSION_KEYS = tuple(sorted({k for k in (*OWNED_KEYS.values(), *THING_KEYS.values(), *MAKES.values()) if k}))
CHILD_KEYS = tuple(
    "children son daughter kid child baby twin stepson stepdaughter toddler eldest oldest youngest firstborn".split()
)
# "User is a nurse", "User teaches piano part time", "User works as a radiographer": a job in so many words.
JOB_SAID = (
    rf"^User (?:works|has a new job|is (?:an? )?[\w -]+ at\b|runs (?:an? |User's own )|owns|teaches|tutors|lectures|"
    rf"is (?:an? |the )?(?:\w+ )?(?:{_words(JOB_TITLES + JOB_PHRASES)})s?\b)"
)

# fmt: off
SLOTS: tuple[Slot, ...] = (
    _slot("employer", r"\b(?:company|employer|employed|firm|where do I work|work for|pay ?checks?|pay ?cheques?|pays me"
          r"|salary)\b", ("employer",),
          r"^User works (?:at|for) "),
    _slot("work", r"\b(?:company|employer|employed|firm|job|occupation|profession|career|trade|line of work"
          rf"|what do I do\b(?! (?:about|with|if|when|now|next|{LEISURE}"
          r"|(?:usually |normally )?(?:on|every|each|most|after) \w+))"
          r"|do (?:I do )?for (?:work|a living)|where do I work|work for"
          # the place one works, named by its kind: "which airport do I work at?", "what school do I teach at?"
          r"|(?:which|what) [\w ]{1,25} do I (?:work|teach|volunteer|nurse) (?:at|in|for)"
          r"|(?:which|what) [\w ]{1,20} work do I do)\b",
          ("job", "employer", "work_field", "occupation"), JOB_SAID),
    _slot("home", r"\b(?:where (?:do |did )?I live|where I live|where I(?:'m| am) (?:based|living)|where I moved|"
          r"where (?:am|was) I (?:based|living|staying)|(?:which|what) (?:part of [\w ]+|area|neighbou?rhood|suburb)\b|"
          r"(?:which|what) (?:city|town|village) (?:I|we)\b|"
          # "the name of the village I live in", "which island do I live on?", "what state am I living in?"
          r"(?:city|town|village|hamlet|suburb|county|state|province|island|region) (?:that )?(?:I|we) "
          r"(?:live|moved|am based|'m based|am living|'m living)"
          r"|(?:which|what) (?:village|county|state|province|island|region|suburb) "
          r"(?:do|did|am) (?:I|we) (?:live|move|living|based)|"
          r"my (?:city|town|area|neighbou?rhood)|where(?:'s| is) home|(?:which|what) (?:city|town) (?:do|did) I"
          r"|(?:which|what) country (?:do|did) I (?:live|reside|stay|call home)|(?:which|what) country I(?:'m| am)? "
          r"(?:live|living|based|in)|(?:which|what) country am I (?:in|living in|based in)"
          r"|time (?:difference|zone) (?:between|from|with) (?:me|us|here)|my time ?zone)\b",
          # a stay said as a while spent somewhere: "User is spending this whole year in Chiang Mai"
          ("city",),
          r"^User (?:lives|moved|is based|has moved) |^User is (?:spending|staying|living) [^.;]*?\bin (?-i:[A-Z])"
          # kept in the speaker's words (services/said_reader.py): "Manchester is where User moved last spring"
          r"|^(?-i:[A-Z])[\w .'-]{1,40} is (?:where User (?:lives|moved|is based|has moved|settled)|User's home)\b"),
    # the kind of home: "what kind of place do I live in?" (a narrowboat, a studio flat)
    _slot("dwelling", r"\b(?:(?:what|which) (?:kind|type|sort) of (?:home|house|place|property|accommodation|dwelling)"
          r"|what do I live (?:on|in)|do I live (?:on|in) an?)\b", ("dwelling",),
          r"^User lives (?:on|in) an? (?:[\w-]+ ){0,3}?(?:narrowboat|houseboat|boat|barge|flat|apartment|bungalow"
          r"|caravan|studio|cottage|farmhouse|tiny house|condo|loft|motorhome|camper ?van|van|yurt|mobile home"
          r"|trailer|basement|house ?share|flat ?share|shared house|tower block|high-rise)\b"),
    _slot("origin",
          r"\b(?:where (?:am I|I'm|I am) (?:originally )?from|where (?:did )?I grew up|where did I grow up"
          r"|where was I born|my home ?town"
          r"|where I was (?:a kid|little|a child|young)|my childhood|as a kid|I grew up)\b",
          ("hometown",), r"^User (?:is|was) (?:originally )?from |^User (?:grew up|was born)"),
    _slot("drink", r"\b(?:drinks?|beverages?|brew|coffee order|usual order"
          r"|how do I (?:take|like|have) my (?:coffee|tea))\b", (), rf"\b(?:{_words(DRINKS)})\b"),
    # a faith, asked by its own words: "what religion am I?" ("User is Muslim", key faith)
    _slot("faith", r"\b(?:religion|religious|my faith|what faith|believe in|do I pray)\b", ("faith",),
          r"^User is (?:an? )?(?:practi[sc]ing |devout |observant |\w+ )?(?:Muslim|Christian|Catholic|Jewish|Hindu|Sikh"
          r"|Buddhist|Mormon|Quaker|Jain|Pagan|Protestant|Orthodox|Anglican|Baptist|Methodist|atheist|agnostic)\b"),
    _slot("language", r"\b(?:languages?|mother tongue|native tongue|first language|do I speak|I(?:'m| am) learning"
          r"|am I learning)\b",
          (), rf"\b(?:{_words(LANGUAGES)})\b"),
    # the hours one eats in (intermittent fasting), asked by its own noun: "what eating window did I tell you?"
    _slot("eating window", r"\b(?:eating window|feeding window|fasting window|eating hours"
          r"|when (?:do|can|should) I (?:usually )?(?:eat|break my fast|start eating|stop eating))\b",
          ("diet:eating_window", "diet:fasting"), r"^User's eating window\b"),
    _slot("diet", r"\b(?:diet|dietary|can't eat|cannot eat|don't eat|food rules)\b", ("diet", "faith"),
          r"^User (?:is|has been|went|eats|keeps|follows|is on) (?:a |an )?(?:strict |fully |mostly |\w+ )?(?:vegan"
          r"|vegetarian|veggie|pescatarian|plant-based|kosher|halal|dairy-free|gluten-free|keto|paleo)\b"
          r"|^User (?:doesn't|does not|don't|never|can't) eat\b"),
    # not drinking alcohol ("User doesn't drink", key diet:alcohol): a night out or a toast needs it
    # even when a diet ("User is vegan") is stated too
    _slot("alcohol", r"\b(?:alcohol|booze|do I drink)\b", ("diet:alcohol",),
          r"^User (?:[^.;]*? )?(?:(?:doesn't|does not|don't|never) drink\b(?! (?:coffee|tea|milk|caffeine|fizzy|soda))"
          r"|is (?:teetotal|sober)\b|(?:quit|stopped|gave up|has given up) (?:drinking|alcohol|booze)\b)"),
    _slot("allergy", r"\b(?:allerg\w*|intoleran\w*|diet|dietary|can(?:'t|not) eat"
          r"|(?:medicines?|medications?|meds|painkillers?|pills?|tablets?|drugs?)\b[^?]*\bcan(?:'t|not)(?: I)? take"
          # an allergy asked by the reaction: "which material did I say I react to again?", "what am I sensitive to?"
          r"|(?:what|which)\b[^?]{0,30}\b(?:do|did) I (?:react|break out|get hives|come out in)\b"
          r"|(?:what|which)\b[^?]{0,30}\b(?:am I|I'm|I am) sensitive to)\b",
          ("allergy",), r"^User (?:is|has)\b[^.;]*\b(?:allergic|allerg(?:y|ies)|intoleran\w*)\b"),
    _slot("goal", r"\b(?:goals?|aims?|targets?|resolutions?|training for|aiming|dream|ambition|saving (?:up )?for"
          r"|putting (?:money )?(?:aside|away)|saving up"
          r"|working (?:towards?|on)|quitting|trying to quit|learning to)\b", ("goal", "quitting", "learning")),
    _slot("birthday", r"\bbirthday\b", ("birthday",)),
    _slot("age", r"\b(?:how old (?:am I|I am|I'm|did I (?:say|tell you) I (?:am|was))|my age)\b", ("age",)),
    # an age that a workout or a new sport must suit (60 and over), asked as "at my age", "too old to"
    _slot("older age", r"\b(?:(?:at|for) my age|someone my age|too old (?:for|to)|pensioners?|seniors?)\b",
          ("age:older",),
          r"^User is (?:(?:[6-9]\d|1[01]\d)\b|in User's (?:(?:early|mid|late)[- ])?(?:sixties|seventies|eighties"
          r"|nineties|[6-9]0s)\b)"),
    _slot("anniversary", r"\banniversary\b", ("anniversary",)),
    _slot("partner", r"\b(?:partner|wife|husband|boyfriend|girlfriend|spouse|fianc[ée]e?|married|other half"
          r"|(?:guy|girl|man|woman|person) I(?:'m| am) (?:seeing|dating|with)|bf|gf|hubby|wifey|missus|missis|fella"
          r"|bae|beau|lover|the mrs"
          r"|significant other"
          # whom one goes with: "who did I say I'm going away with?"
          r"|who (?:am I|I'?m|I am|was I)"
          r" (?:going|travelling|traveling|off|heading|flying)"
          r"(?: away| on holiday| on (?:a|the) trip| there| to [\w ]{1,20})? with)\b", ("partner",),
          r"^User and User's (?:wife|husband|partner|girlfriend|boyfriend|fianc\w+|spouse)\b"),
    _slot("name", r"\b(?:my name|what am I called|what I(?:'m| am) called|what(?:'s| is) my name|who am I(?! \w+ing\b)"
          r"|(?:call|calls|called) me|who (?:you(?:'re| are)|ur|u r) talking to"
          r"|what name did I"
          # the name one goes by: "what name do I go by?", "what do I go by again?", "how should you address me?"
          r"|(?:what|which)(?: name)? (?:do|did|should) I (?:go|pass) by"
          r"(?! (?:train|bus|car|boat|plane|air|sea|bike|foot|road|rail|ferry|coach|the|a|an|there|here)\b)"
          r"|(?:the )?name I go by|address me|my nick ?name|(?:remember|recall|know) (?:me|who I am)(?= again|\W*$)"
          # the name a letter ends with: "how would you sign off a letter for me?", "sign this email for me"
          r"|sign(?: (?:it|this|that|the|my|an?)(?: \w+)?)?(?: off)?(?: (?:an?|the|my) \w+)? (?:for|from) me)\b",
          ("name",)),
    _slot("hobby", rf"\b(?:hobby|hobbies|free time|spare time|for fun|pastimes?|craft|{LEISURE_ASKED}"
          r"|what (?:\w+ ){0,3}?(?:am I|I'm) into"
          r"|(?:which|what) instruments? (?:do|did) I (?:play|learn)"
          r"|(?:which|what) instrument (?:am I|I'm) learning"
          r"|(?:which|what) (?:martial arts?|sports?) (?:do|did) I (?:do|play|practi[sc]e|train(?: in)?)"
          # "what's that sport I told you I do on weekends?"
          r"|(?:which|what)(?:'s| is| was) (?:that|the) (?:martial arts?|sports?)\b[^?.]{0,25}"
          r"\bI (?:do|play|practi[sc]e))\b",
          ("hobby",),
          r"^User (?:(?:also|still) )?(?:plays|paints|knits|crochets|sews|sings|dances|climbs|surfs|skates|fishes|"
          r"hikes|gardens|draws|collects|brews|is into|is learning|is a keen|is an avid"
          r"|does (?!(?:the|a|an|my|his|her|their|night|nights|shifts?|overtime|not|n't)\b)"
          r"|is an? (?:total |complete |keen )?(?:beginner|amateur|hobby|self-taught))\b"
          # "User has been doing salsa classes twice a week", "User takes pottery lessons"
          r"|^User (?:has been |is |also )?(?:doing|taking|takes|does|goes to) (?!driving\b)(?:\w+ ){1,2}"
          r"(?:classes|lessons)\b"
          rf"|^User (?:has been|goes|went|(?:really )?(?:loves|enjoys|likes)) (?:\w+ )?(?:{_words(PASTIMES)})\b"
          # not an idiom ("has been running late", "running on empty"): "has been doing pottery on the wheel" is one
          r"(?! (?:late|behind|out|low|around|on (?:empty|fumes|time)|errands|a|an|the|my|his|her|their)\b)"
          r"|^User (?:has|holds|got|is) an? (?:[\w-]+ )?(?:belt|dan) in\b"
          rf"|{LEISURE_SAID}"),
    _slot("pet", r"\b(?:pets?|my (?:pup|puppy|doggo|pooch|kitty|furball|fur baby)"
          r"|(?:what|which) (?:kind|type|sort|species) of (?:animal|creature|critter)s? (?:do|did|have) (?:I|we)"
          r"|(?:what|which) animals?"
          r" (?:do|did) (?:I|we) (?:have|own|keep|look after)"
          r"|(?:animal|creature)s? (?:do|did) (?:I|we) (?:have|own|keep))\b",
          PET_KEYS,
          rf"^User(?:'s | has (?:an? |two |three |\w+ )?)(?:\w+ )?(?:{_words(ANIMALS)})s?\b"),
    _slot("children", r"\b(?:my|our) (?:kids?|children|child|sons?|daughters?|toddler|baby|youngest|eldest|oldest"
          r"|firstborn|twins)\b|\bhow many (?:kids|children|sons|daughters)(?: do| have| did)? (?:I|we)\b", CHILD_KEYS,
          r"^User(?:'s | has (?:an? |two |three |\w+ )?)(?:\w+ )?(?:son|daughter|kids?|child|children|baby|toddler)s?"
          r"\b|^User is an? (?:single |stay[- ]at[- ]home |working |new |busy |solo )?"
          r"(?:dad|mum|mom|father|mother|parent)\b(?! figure)"
          # "User has a 2 year old and a newborn", "User has a child aged 18 months"
          r"|^User has (?:a |an |two |three )?(?:\d+|one|two|three)[ -](?:year|month)s?[ -]old(?! [a-z]+\b(?<!\band))"
          r"|^User has (?:a newborn|a child aged|two children under)\b"),
    _slot("commute", r"\b(?:commut\w*|(?:ride|cycle|get|go|travel) to work"
          r"|how do I (?:normally |usually |typically |generally )(?:get|go|travel) (?:to|into) (?:the office|uni"
          r"|college|school))\b", ("commute", "routine"),
          r"^User (?:\w+ )?(?:\w+s) .*\b(?:to (?:work|the office|school|uni)|commute)\b"),
    _slot("health", r"\b(?:health|medical|condition|injur\w*|medication|meds|medicine|tablets|pills)\b",
          ("health", "condition", "medical", "injury"),
          rf"\b(?:{_words(CONDITIONS)})\b|{RECOVERY}"),
    # a condition that decides what one can eat ("User is type 1 diabetic"), and an allergy to what
    # touches the skin ("User is allergic to latex"): a food request needs the first, gloves the second
    _slot("food condition", r"\b(?:diabet\w*|blood sugar)\b",
          ("health:diabetes", "health:ibs", "health:gout", "expecting", "health:eating disorder", "health:hypertension",
           "health:pressure", "health:blood pressure", "health:cholesterol", "health:anaemia", "health:breastfeeding",
           "health:coeliac", "health:celiac"),
          r"\b(?:diabet\w*|IBS|crohn'?s|gout|acid reflux|GERD|high cholesterol|kidney disease|pregnan\w*"
          r"|high blood pressure|hypertensi\w*|anaemi\w*|anemi\w*|breast-?feeding"
          r"|eating disorder|anorexi\w*|bulimi\w*|binge eating)\b"
          # coeliac, the user's own (not a child's): "User has coeliac disease"
          r"|^User (?:is|has)\b[^.;]*\b(?:coeliac|celiac)\b"),
    # how the user hears: what a film, a talk or an event must have (captions, subtitles, signing)
    _slot("hearing", r"\b(?:deaf|hearing|captions?|subtitles?)\b", ("health:deaf", "health:hearing"),
          r"\b(?:deaf|hard of hearing|hearing aids?|cochlear implants?|hearing loss|tinnitus)\b"),
    _slot("skin allergy", r"\b(?:latex|nickel)\b",
          ("allergy:latex", "allergy:nickel", "allergy:wool", "allergy:fragrance", "allergy:perfume",
           "allergy:lanolin"),
          r"\ballergic to (?:latex|nickel|wool|fragrance|perfume|lanolin)\b"),
    # a dog, whatever its breed: what a pub, a café or a stay must let in ("User has a cockapoo called Bean")
    _slot("dog", r"\b(?:dogs?|pupp(?:y|ies))\b", ("dog", *(b.replace(" ", "_") for b in DOG_BREEDS)),
          rf"^User(?:'s | has (?:an? |two |three |\w+ )?)(?:\w+ )?(?:dogs?|pupp(?:y|ies)|{_words(DOG_BREEDS)})s?\b"),
    # an allergy to what is out of doors: stings, pollen (a hike, a picnic, a day in the park)
    _slot("outdoor allergy", r"\b(?:stings?|hay ?fever|pollen)\b",
          tuple(f"allergy:{a}" for a in ("sting", "bee", "wasp", "insect", "pollen", "grass", "hay_fever", "hayfever")),
          r"\b(?:(?:bee|wasp|insect|hornet) stings?|stings|hay ?fever|pollen|grass(?:es)?)\b"),
    # an allergy to animals: what choosing a pet must allow for ("User's partner is allergic to dogs")
    _slot("animal allergy", r"\b(?:pet allerg\w*|allergic to (?:pets|animals|fur|dander|(?:dogs|cats|horses)\b))",
          tuple(f"allergy:{a.replace(' ', '_')}" for a in ("pet", "animal", "fur", "dander", *ANIMALS)),
          rf"\ballergic to (?:pets|animals|(?:pet |animal )?(?:hair|fur|dander)|(?:{_words(ANIMALS)})s?)\b"
          r"|\bpet allerg"),
    # how the user learns and focuses: what a study plan or a revision tip must suit
    _slot("learning", r"\b(?:adhd|dyslexi\w*|dyspraxi\w*|neurodivergent|learning difficult\w*)\b",
          ("health:adhd", "health:add", "health:dyslexia", "health:dyspraxia", "health:dyscalculia", "health:autism"),
          r"\b(?:ADHD|dyslexi\w*|dyspraxi\w*|dyscalculia|autis\w*|neurodivergent)\b"),
    # what decides how the user sees and gets around: colours for a chart, a day out
    _slot("vision", r"\b(?:colou?r[- ]?blind\w*|eyesight|my vision)\b", (),
          r"\b(?:colou?r[- ]?blind|partially sighted|visually impaired|low vision|blind)\b"),
    # what a screen or a light show must not do: flash (photosensitive epilepsy)
    _slot("photosensitivity", r"\b(?:epilep\w*|seizures?|photosensitiv\w*|strobe)\b", ("health:epilepsy",),
          r"\b(?:epilep\w*|seizures?|photosensitiv\w*|flashing lights?|strobe lights?|strobes|flicker\w*)\b"),
    # what a trip, an outing or a meal must allow for: a fear, motion sickness, money
    _slot("fear", r"\b(?:afraid|scared|fear\w*|phobi\w*|terrified)\b", ("fear",),
          r"\b(?:afraid|scared|terrified|fear|phobi\w*|sea-?sick\w*|car-?sick\w*|travel-?sick\w*|motion sick\w*"
          # a dread said as a dislike: "User hates flying", "User is a nervous flyer"
          r"|hates? (?:flying|planes|boats|ferries|heights|deep water|the sea|crowds|driving)|nervous fl[iy]er)\b"),
    # a weekly day of rest kept strictly (no travel, no phones): what a weekend plan must leave free
    _slot("observance", r"\b(?:shabbat|shabbos|sabbath|day of rest)\b",
          ("faith:shabbat", "faith:sabbath", "observance"), r"\b(?:shabbat|shabbos|sabbath)\b"),
    _slot("budget", r"\b(?:budget|afford|cheap|money|skint|broke)\b", ("budget",),
          r"\b(?:(?:tight|small|strict|low|limited) budget|on a budget|broke|skint|can't afford|cannot afford"
          r"|money(?:'s| is) (?:really |very |so )?tight|low income|saving every penny|counting every penny"
          r"|(?:very )?little money|not much money|no money|strapped for cash|short of (?:money|cash)|poor student)\b"
          # an amount to spend: "User's wedding budget is £5,000", "User can spend up to $300 on it"
          r"|^User's (?:[\w-]+ ){0,3}budget\b|^User (?:can|could|wants to|will) (?:only )?(?:spend|afford|pay)"
          r" (?:up to |about |around |no more than |at most )?[£$€]\s?\d"),
    # a goal that decides what one eats: losing weight, building muscle
    _slot("weight goal", r"\b(?:lose weight|losing weight|weight loss|my weight|bulk(?:ing)? up|gain muscle)\b", (),
          r"\b(?:lose weight|losing weight|weight loss|slim down|slimming|cut(?:ting)? calories|calorie deficit"
          r"|bulk(?:ing)? up|gain (?:weight|muscle)|build(?:ing)? muscle"
          r"|lose (?:\d+|a few|some|a couple of|half a|one|two|three|four|five|six|seven|eight|nine|ten|twenty)"
          r" (?:kg|kilos|pounds|lbs|stone))\b"),
    # what makes a busy, loud place hard: autism, sensory overload, anxiety in crowds
    _slot("sensory", r"\b(?:sensory|crowds?|crowded)\b",
          ("health:autism", "health:autistic", "sensory", "fear:crowd", "fear:crowds"),
          r"\b(?:autis\w*|sensory (?:overload|processing|issues|sensitivit\w*)|noise sensitiv\w*|misophonia"
          r"|(?:hate|can't (?:cope with|handle|stand|do)|struggle with|overwhelmed by) (?:loud|noisy|busy|crowd)\w*"
          r"|social anxiety|agoraphobi\w*|loud places"
          r"|(?:fear|afraid|scared|terrified|frightened) of (?:big )?crowds)\b"),
    _slot("mobility", r"\b(?:wheelchair|mobility|(?:do|can) I drive|how do I get (?:around|about))\b",
          ("transport", "health:mobility"),
          r"\b(?:wheelchair|mobility scooter|walking stick|cane|walker|rollator|crutches"
          r"|bad (?:left |right |lower )?(?:knees?|back|hip)"
          r"|knee injury|paraplegic|tetraplegic|quadriplegic|paraly[sz]ed)\b|" + NO_CAR),
    _slot("schedule", r"\b(?:schedule|shifts?|rota|timetable|working hours|get up|wake up|at dawn"
          # what one does on a day: "what do I do on Saturdays?", "what do we usually do every Friday night?"
          r"|what do (?:I|we) (?:usually |normally )?do (?:on|every|each|most|after) \w+"
          r"|what do (?:I|we) (?:usually |normally )?do (?:first thing|in the (?:morning|evening)s?|before work)"
          r"|when (?:am I|I'm|I am) (?:free|available)"  # "when am I free for meetings?": the hours one is busy
          r"|(?:what time|when|which days?|what days?|how often) (?:do|did) I (?:usually|normally|typically|generally"
          r"|always|tend to|most often)|what time do I)\b",
          ("schedule", "shift", "routine", "chronotype"),  # "User is a night owl": the hours one keeps
          r"\b(?:shifts?|works? (?:nights|weekends|late|early|from home|evenings)|night owl|early bird|morning person"
          r"|(?:every|each) (?:morning|evening|night|"
          r"day|weekday|weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|"
          r"on (?:mon|tues|wednes|thurs|fri|satur|sun)days|works? (?:\d|four|three|two|five) days a week"
          r"|at (?:school|nursery|daycare|preschool) (?:till|until|til)|(?:starts?|finish(?:es)?) work at|school run"
          # the time one has free: "User only has about 20 minutes free each evening"
          r"|(?:minutes|hours?|an hour) (?:free|spare|to spare)"
          r"|works? (?:from )?\d{1,2}(?::\d\d)? ?(?:am|pm)? ?(?:to|-|till|until) \d|works? nine to five|works? 9-5)\b"),
    _slot("possession", r"\b(?:what (?:car|bike|boat|phone|laptop|instrument) do I|what do I (?:drive|ride))\b",
          POSSESSION_KEYS,
          # not one's children, animals or a condition: "User has twins aged four", "User has high cholesterol"
          r"^User (?:has|owns|drives|rides|keeps) (?=(?:an? |two |three |\w+ ))(?!to |had |been |only got )"
          r"(?!.*\b(?:twins?|child\w*|kids?|sons?|daughters?|toddlers?|bab(?:y|ies)|newborns?|year olds?|month olds?"
          r"|little ones|bad|high|low|no|had|allerg\w*|diabet\w*|asthma|\w*itis|condition|syndrome|disease|disorder"
          r"|epilepsy|vertigo|pain|injury|pressure|cholesterol|prosthetic|replacement|MS|IBS|ADHD|migraines?"
          rf"|(?:{_words(ANIMALS)})s?)\b)"),
    # whom the user cares for, asked without naming them: "tips for the person I look after"
    _slot("carer", r"\b(?:(?:the )?(?:person|one|people|man|woman|lady|gentleman|relative) (?:I|we)"
          r" (?:look after|care for|support)|who (?:(?:do|did) )?(?:I|we) (?:look after|care for))\b", ("carer",),
          r"^User (?:looks after|cares for|is (?:caring for"
          r"|the (?:main |primary |full[- ]time |sole )?carer (?:for|of)))"),
    _slot("household", r"\b(?:who (?:do I|lives with me)|my household)\b", ("lives_with",),
          r"^User lives with "),
    _slot("study", r"\b(?:study|studies|studying|studied|student|degree|major|course|uni|university|college"
          r"|master'?s|bachelor'?s|phd|doctorate)\b",
          ("study", "degree"),
          r"^User (?:studies|studied|is studying|is doing an? \w+ in)\b|^User is an? [\w -]+ student\b"
          # a degree done or held, a subject majored in or read: "User did a degree in geology", "User read law"
          r"|^User (?:did|has|holds|got|earned|completed|finished|is doing|is finishing|took) (?:an? |User's )?"
          r"(?:[\w'-]+ ){0,2}?(?:degree|masters?|master's|bachelor'?s|phd|doctorate|BSc|BA|MA|MSc|MBA|diploma)\b"
          r"|^User (?:majored|graduated|specialised|specialized) in\b|^User read \w+(?: \w+)? at\b"),
    _slot("favourite", r"\b(?:favou?rites?|fave?|fav|(?:like|love) (?:best|most)|reread|rewatch)\b",
          ("favourite", "team", "fan", "drink")),
    # how the user can make a meal (policies/intro_needs.py): no kitchen at work, no oven; how long lunch is
    _slot("kitchen", r"\bdo I (?:have|own) an? (?:oven|hob|stove|cooker|microwave)\b",
          ("kitchen",), r"^User has no (?:oven|hob|stove|cooker)\b"),
    _slot("lunch break", r"\blunch ?(?:break|hour)\b", ("lunch_break",), r"^User's lunch break\b"),
    _slot("work kitchen", r"\b(?:kitchen at work|kitchen at the office|work kitchen|office kitchen)\b",
          ("work_kitchen",), r"^User has no kitchen at (?:work|the office)\b"),
    # the user's setup (policies/intro_setup.py): what a script, an install or a planting question needs
    _slot("tools", r"\b(?:programming language|coding language|code in|tech stack|which language do I (?:code|program"
          r"|use|work))\b", ("work_tool",),
          # "User is learning to code in Python", "User is a Rust developer", "User writes scripts in R"
          rf"(?<![\w.])(?-i:{_words(CODE_LANGUAGES)})(?![\w+#])|\b(?:code|codes|coding|program|programs|programming"
          rf"|scripts?|scripting|develops?|developing|developer|dev|learning|writes?|writing|works?) (?:\w+ ){{0,3}}?"
          rf"(?:in |with )?(?-i:{_words(CODE_LANGUAGES_AFTER_IN)})(?![\w+#&])"
          rf"|\b(?-i:{_words(CODE_LANGUAGES_AFTER_IN)}) (?:developer|dev|programmer|engineer|coder)s?\b"),
    _slot("os", r"\b(?:operating system|which (?:linux|distro|os))\b", ("os",)),
    # a home where noise carries: what an instrument or a home workout must suit
    _slot("noise", r"\b(?:thin walls|my neighbou?rs)\b", ("noise",), r"\bthin walls\b|\bwalls are (?:\w+ )?thin\b"),
    _slot("garden", r"\b(?:garden|balcony|yard|outdoor space|allotment|patio)\b", ("garden",),
          r"^User (?:has|has got|owns|rents) (?:an? |no |two )?(?:\w+ )?(?:garden|balcony|yard|allotment|patio"
          r"|outdoor space|veg patch)\b|^User's (?:garden|balcony|yard|allotment|patio)\b"),
    _slot("team", r"\b(?:teams?|club|support)\b", ("team", "fan")),  # "User is a fan of Liverpool": fan:liverpool
    # English as a second language: what an explanation, a form or a letter must suit (plain words)
    _slot("plain english", r"\b(?:first language|mother tongue|native language|plain english|simple english)\b",
          (),  # by its words, not its key: "User's first language is English" needs no plain words
          r"\b(?:first|native) language is (?!English\b)|\bEnglish is (?:not |User's second|User's third)"
          r"|\bstill learning English\b"),
    *MORE_SLOTS,  # the body's size, prayers (policies/slots_more.py)
)
# fmt: on
SLOTS = widened(SLOTS)  # more words some are asked in, more wordings that fill them (policies/slot_asked.py)
# A relative, by any of the words for them: "mum" finds the memory kept under "mom" (needs.py).
# a relative's memory with or without a key: "User's dad is a retired fisherman" fills "father"
KIN_SLOTS = tuple(
    _slot(
        words[0],
        rf"\b(?:{_words(words)})\b",
        tuple(w.replace(" ", "_") for w in words if "day" not in w),
        rf"^User's (?:{_words(tuple(w for w in words if 'day' not in w))})\b(?![-'\w]| in law)",
    )
    for words in KIN
)
KIN_SLOT_OF = {word: slot.name for words, slot in zip(KIN, KIN_SLOTS) for word in words}
SLOT_BY_NAME = {slot.name: slot for slot in (*SLOTS, *KIN_SLOTS)}


# not a degree or a licence: "what is my master's degree in?", "when does my driver's licence expire?"
OWNER = re.compile(
    r"\bmy (?!(?:master|bachelor|driver|associate)'s\b)((?:best |closest )?[^\W\d_][\w-]*)(?:'s|s')(?=\W|$)", re.I
)  # "my best friend's birthday": the friend's
_PERSON = _words((*RELATIVES, *KIDS, *(k + "s" for k in KIDS), "parents", "kids", "sons", "daughters"))
# Someone else as the one a question asks about: "what did my dad do for a living?", "where my brother works",
# and "he" or "she" for someone the message names ("my father's birthday: what did he do for a living?").
OF_SOMEONE = re.compile(
    rf"\b(?:(?:do|does|did|is|was|has|had) (?:my|our) (?P<subject>{_PERSON})"
    rf"|(?:what|where|who|which \w+|how) (?:my|our) (?P<doer>{_PERSON})"
    r" (?:works?|worked|lives?|lived|does|did|do|is|was|used to|went|goes|studie[sd])"
    r")\b",
    re.I,
)
HE_OR_SHE = re.compile(
    r"\b(?:(?:do|does|did|is|was|has|had) (?:he|she)|(?:he|she) (?:works?|worked|lives?|lived|does|did|used to"
    r"|studie[sd]|is|was|went|goes))\b",
    re.I,
)
NAMED_PERSON = re.compile(rf"\b(?:my|our) ({_PERSON})\b", re.I)


def owners_of(question: str) -> list[str]:
    """Whose fact ``question`` asks for, when not the user's own: the relatives said as owners ("my mum's
    name"), as the subject ("what does my wife do?"), or named and then asked about as "he" or "she"."""
    owners = OWNER.findall(question)
    owners += [m["subject"] or m["doer"] for m in OF_SOMEONE.finditer(question)]
    if HE_OR_SHE.search(question):
        owners += NAMED_PERSON.findall(question)
    return owners


# Asked of the telling or in a request: "what did I tell you I'm into?", "remind me where I work" ask it directly.
BE_ASKED = {"'m": "am", "m": "am", "am": "am", "was": "was"}  # "... I'm into" -> "am I into"; else "do I"
REPORTED = re.compile(r"\b(?:did|do) I (?:say|tell you|tell u|mention)(?: that)? I(?P<be>'?m| am| was)?(?= )", re.I)
EMBEDDED = re.compile(r"\b(?:remind me|tell me|do you (?:remember|know)) (wh\w*(?: \w+)?|how \w+) I\b", re.I)


def asked_directly(question: str) -> str:
    """``question`` with its report of the telling taken out ("what did I tell you I'm allergic to?" -> "what am
    I allergic to?"); unchanged when it has none."""
    asked = EMBEDDED.sub(r"\1 did I say I", question)
    return REPORTED.sub(lambda m: f"{BE_ASKED.get((m['be'] or '').strip().lower(), 'do')} I", asked)


def slots_asked(question: str) -> list[Slot]:
    """The slots ``question`` asks for, in table order, as asked or of the telling ("when did I say I swim?").
    A question about someone else's fact ("what is my partner's job?", "what did my dad do for a living?") asks
    for none of the user's own: only for the slot that names that someone (the partner, the father)."""
    texts = dict.fromkeys((question, asked_directly(question)))  # the question once when it reports no telling
    asked = [slot for slot in SLOTS if any(slot.asked.search(text) for text in texts)]
    asked = [slot for slot in asked if not asked_in_general(question, slot.asked)]  # "how do I make a budget ...?"
    owners = owners_of(question)
    if owners:  # "my mum's name": the relative named is what is asked for ("mum" finds "mom")
        asked += [slot for slot in KIN_SLOTS if slot.asked.search(question)]
        asked = [slot for slot in asked if any(slot.asked.search(f"my {owner}") for owner in owners)]
    return narrowed(question, asked)


def fills(slots: list[Slot], text: str, key: str | None) -> Slot | None:
    """The first of ``slots`` a memory (its ``text`` and ``key``) fills, or None."""
    return next((slot for slot in slots if slot.filled_by(text, key)), None)


def of_first_kind(
    slots: list[Slot], memories: list, text_of: Callable[[object], str], key_of: Callable[[object], str | None]
) -> list:
    """The ``memories`` that fill the first slot any of them fills ("which company" asks for
    an employer before a job), best filled first: the most specific kind asked for wins."""
    for slot in slots:
        ranked = [(rank, m) for m in memories if (rank := slot.rank(text_of(m), key_of(m))) is not None]
        if ranked:
            best = min(rank for rank, _ in ranked)
            return [m for rank, m in ranked if rank == best]
    return []


def keys_of_kind(slot_names: list[str], keys: list[str]) -> list[str]:
    """The ``keys`` that hold a fact of one of these kinds ("allergy" holds ``allergy:peanut``,
    "pet" holds ``dog``), in the order of ``keys``."""
    slots = [SLOT_BY_NAME[name] for name in slot_names]
    return [key for key in keys if any(slot.key_rank(key) is not None for slot in slots)]
