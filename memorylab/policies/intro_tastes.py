"""The shapes of what people say about what they eat, cannot eat, take and support: allergies
and conditions ("I'm allergic to penicillin", "dairy and I don't get along", "I have asthma"),
diets ("I'm pescatarian", "I don't do dairy"), favourites and how a drink is taken ("my favourite
band is ...", "I take my coffee black"), and teams and fans ("big Arsenal fan here", "I support
Celtic"); part of the table in :mod:`memorylab.policies.introductions`."""

from __future__ import annotations

import re

from memorylab.policies.intro_needs import NEEDS_FACTS
from memorylab.policies.intro_pursuits import QUIT
from memorylab.policies.intro_shape import GREETING, KIND_PREF, Shape, edible
from memorylab.policies.intro_words import FAITHS, NOT_NAMES


def _capitalised_faith(fields: dict) -> bool:
    """Written as a faith is: "User is Muslim"."""
    fields["faith"] = fields["faith"].capitalize()
    return True


def _a_team(fields: dict) -> bool:
    """A capitalised name a person supports, not "I" or a day ("I support Celtic", "big Arsenal fan")."""
    team = fields.get("team") or fields["what"]
    return team.split()[0].lower() not in NOT_NAMES and team not in ("I", "User")


# what a favourite is of, at most three words and not the start of the next clause ("colour but the room ...")
_BEST = r"book|novel|film|movie|album|song|show|series|game|food|dish|meal|band|anime|snack|drink|pizza|sandwich"
# "... and I'm not taking questions": a new clause of the speaker's after a pick, not part of its title
_AND_I = r"|\s+(?:and|but|so) (?:I|I'm|I've|im|ive|you|nobody|no one|anyone|that's|thats|it's|its|u)\b"
# What is set aside before the favourite: "Roses are fine but peonies are my absolute favourite flower".
_CONTRAST = r"(?:[^.!?]*?\b(?:but|though|tho|whereas|although),? )?"
# A favourite held for good: "Spirited Away will always be my favourite film", "is and always will be"
_FOREVER = r"will (?:always|forever) be|'ll (?:always|forever) be|(?:is|are) and (?:always )?will (?:always )?be"
_THING = r"(?P<thing>\w+(?: (?!but\b|and\b|so\b|because\b|though\b|although\b|tho\b|while\b|which\b)\w+){0,2}?)"


def _foods_refused(fields: dict) -> bool:
    """Each food refused is one ("no gluten, no dairy for me" -> "gluten or dairy")."""
    foods = re.split(r",\s*no\s+", fields["what"])
    if not all(edible({"what": food}) for food in foods):
        return False
    fields["what"] = foods[0] if len(foods) == 1 else ", ".join(foods[:-1]) + " or " + foods[-1]
    return True


# fmt: off
def given_up_food(fields: dict) -> bool:
    """What is given up is eaten, drunk or smoked ("sugar", "smoking", "eating meat"), not "the
    orchestra" or "my job" (those are no diet). Not when: "last" of "I quit drinking last year" (a time,
    not a thing), and not drinking itself ("I gave up alcohol": "User doesn't drink", policies/intro_needs.py)."""
    what = fields["what"]
    if _A_TIME.fullmatch(what) or _WHEN.match(what) or (not fields.get("how") and _DRINKING.fullmatch(what)):
        return False
    return bool(fields.get("how")) or edible(fields) or bool(re.match(rf"(?:{QUIT})\b", what, re.I))


_A_TIME = re.compile(
    r"(?:last|this|next|for|since|in|on|over|about|years?|months?|weeks?|ago|recently|now|completely|altogether"
    r"|entirely|\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b",
    re.I,
)
_WHEN = re.compile(r"(?:last|this|next|for|since|years?|months?|weeks?|ago)\b", re.I)  # not "on sugar"
_DRINKING = re.compile(r"(?:the )?(?:drinking|alcohol|booze|drink)", re.I)


def not_a_pronoun(fields: dict) -> bool:
    """"they're my favourite band" names nothing: what "they" are was said before."""
    return fields["what"].lower() not in ("they", "he", "she", "we", "you", "which", "who", "those", "these")


# What one is "allergic to" only in jest ("allergic to Mondays haha", "allergic to effort").
NOT_ALLERGENS = frozenset(
    """monday mondays mornings morning work working people effort exercise cardio adulting homework school meetings
    responsibility responsibilities maths math commitment small talk early starts drama stupidity stress anxiety
    nerves it them that this""".split()
)


IN_JEST = re.compile(r"\b(?:allergic|sensitive|intolerant) to (?:" + "|".join(sorted(NOT_ALLERGENS)) + r")\b", re.I)


# Foods that upset a stomach, for the shapes that say so as if the food meant to ("lactose hates me"): a list, so
# that "my boss hates me" and "the universe hates me" are not read.
_UPSETTING = (
    r"lactose|dairy|gluten|wheat|milk|cheese|cream|onions?|garlic|spicy food|spice|chillis?|chilies|chillies|coffee"
    r"|caffeine|alcohol|beans|beer|wine|red wine|sugar|fried food|greasy food|red meat|eggs?|nuts|peanuts|shellfish"
    r"|soy|soya|tomatoes|citrus|chocolate|fodmaps?|broccoli|cabbage|sweeteners?|fructose|histamine|msg"
)


def an_allergen(fields: dict) -> bool:
    what = fields["what"].lower().strip()
    return what not in NOT_ALLERGENS and what.split(" ")[0] not in NOT_ALLERGENS and what not in NOT_NAMES


# "my mold allergy is flaring up", "won't set off my nickel allergy?": the user's own, in a question too
MY_ALLERGY = Shape(
    "allergy",
    "User is allergic to {what}",
    "allergy:{noun_head}",
    r"\bmy (?P<what>(?!son|daughter|kid|child|wife|husband|partner|mum|mom|dad|friend|dog|cat)[a-z]+(?: [a-z]+)?)"
    r" allerg(?:y|ies)\b(?! (?:test|clinic|doctor|nurse|specialist|appointment))",
    0.95,
)
TASTES: tuple[Shape, ...] = (
    # --- allergies and diets
    # a correction: "it's not tree nuts I'm allergic to, it's sesame", "I'm not allergic to milk, it's eggs"
    Shape("allergy", "User is allergic to {what}", "allergy:{noun_head}",
          r"\b(?:(?:it's|its|it is) not [\w -]{2,30}? (?:that )?I(?:'m| am) allergic to|I(?:'m| am) not allergic to"
          r" [\w -]{2,30}?),? (?:it's|its|it is) (?:actually |just |only )?(?P<what>[\w -]{2,30}?)(?=\s*[,.!;]|$"
          r"|\s+(?:and|but|so|actually|lol|apparently)\b)", 0.95, check=an_allergen),
    Shape("allergy", "User is allergic to {what}", "allergy:{noun_head}",
          r"(?:\bI(?:'m| am)?|^|,|\band|\balso) ?(?:severely |very |mildly |a bit |quite |super |properly |deathly"
          r" |really |extremely |seriously |highly |so |basically |literally |pretty much"
          r" |practically )?allerg(?:ic|y)(?: af| asf| as hell| as heck)?"
          r" (?:to|for|of|with) (?P<what>.+)", 0.95, check=an_allergen),
    Shape("allergy", "User is allergic to {what}", "allergy:{noun_head}",
          r"\bI(?: have|'ve had| have had| had|'ve got| have got| got) an?"
          r" (?:(?:severe|mild|bad|serious|strong|slight|anaphylactic) )?(?!(?:severe|mild|bad|serious|strong|slight"
          r"|anaphylactic) allergy)(?P<what>[\w -]+?) allergy\b(?! to)", 0.95),
    Shape("allergy", "User is allergic to {what}", "allergy:{noun_head}",
          r"\bI have an? (?:[\w-]+ )?allergy (?:to|for|of) (?P<what>.+)", 0.95),
    MY_ALLERGY,
    # a clause that starts with the allergy: "shellfish allergy, quite a bad one"
    Shape("allergy", "User is allergic to {what}", "allergy:{noun_head}",
          r"^(?:(?:severe|mild|bad|serious|nut|bad) )?(?P<what>[a-z]+(?: [a-z]+)?) allergy"
          r"(?:,|$| (?:over )?here\b| \()", 0.95),
    # an allergy worn as a badge: "sesame allergy gang 🙋", "fellow peanut allergy sufferer here", "shellfish-allergic
    # human", and "as someone with a severe nut allergy" (not a parent's: "nut allergy mum here")
    Shape("allergy", "User is allergic to {what}", "allergy:{noun_head}",
          r"^(?:(?:another|a|fellow|proud|lifelong|life-long|certified|official|card-carrying) )*"
          r"(?:member of (?:the )?)?(?:(?:severe|mild|bad|serious|anaphylactic) )?(?P<what>[a-z]+(?: [a-z]+)?)"
          r"[- ]allerg(?:y|ic) (?:gang|club|squad|crew|sufferer|person|human|gal|girlie|dude|life|warrior)\b",
          0.95, check=an_allergen),
    Shape("allergy", "User is allergic to {what}", "allergy:{noun_head}",
          r"(?:^|\bas )(?:someone|somebody|a person|a fellow [\w-]+|an? (?:adult|woman|man|guy|girl)) with an?"
          r" (?:(?:severe|mild|bad|serious|life-threatening|anaphylactic) )?(?P<what>[a-z]+(?: [a-z]+)?) allergy\b",
          0.95, check=an_allergen),
    Shape("allergy", "User has {what} intolerance", "allergy:{noun_head}",
          r"\bI have (?:an? )?(?:(?:severe|mild|bad|slight) )?(?P<what>[\w-]+(?: [\w-]+)?) intolerance\b", 0.9),
    # "dairy makes me sick", "sulphites give me migraines", "bee stings put me in hospital"
    Shape("allergy", "User reacts badly to {what}", "allergy:{noun_head}",
          r"^(?!.*\b(?:today|tonight|right now|this (?:morning|week|evening))\b)(?!(?:the weather|it|this|that)\b)"
          r"(?P<what>[\w ]{2,30}?) (?:(?:makes?|gives?|upsets?|disagrees? with|(?:doesn't|don't) agree with) (?:me|my)"
          r" (?:[\w-]+ ){0,3}?(?:sick|ill|hives|rash|swell|swollen|stomach|skin"
          r"|close up|itch|itchy|react|reaction|throw up|poorly|bloated|sneeze|sneezy|wheeze|wheezy|migraines?"
          r"|headaches?|heartburn)|(?:puts?|landed|lands?|sent|sends?) me (?:in|to) (?:the )?(?:hospital|a&e|er))\b",
          0.95),
    Shape("allergy", "User reacts badly to {what}", "allergy:{noun_head}",
          r"(?:^|,\s+)(?P<what>[\w ]{2,30}?) (?:is|are) (?:dangerous for me|my (?:enemy|nemesis|kryptonite))\b", 0.95),
    # a food that does the speaker harm, said as if it meant to: "lactose hates me", "my stomach hates onions"
    Shape("allergy", "User reacts badly to {what}", "allergy:{noun_head}",
          rf"^(?:(?:honestly|ugh|sadly|so|and|but),? )?(?P<what>{_UPSETTING}) (?:hates?|wrecks?|destroys?|kills?"
          r"|murders?|ruins?|wages war on) me\b", 0.9),
    Shape("allergy", "User reacts badly to {what}", "allergy:{noun_head}",
          r"^(?:(?:honestly|ugh|sadly|so|and|but),? )?my (?:stomach|gut|tummy|body|skin) (?:hates|can't stand"
          rf"|can't handle|can't do|refuses) (?P<what>{_UPSETTING})\b", 0.9),
    # "can't do sesame, it's one of my allergies", "kiwi is one of my allergies"
    Shape("allergy", "User is allergic to {what}", "allergy:{noun_head}",
          r"^(?:I )?(?:(?:can't|cannot|can not) (?:do|have|eat|touch) )?(?P<what>[\w ]{2,30}?),?"
          r" (?:(?:it's|its|it is|that's|they're|they are) |is |are )(?:one of )?my allerg(?:y|ies|ens)\b", 0.95),
    # "I react badly to shellfish", "I get hives from strawberries", "I'm sensitive to sulphites"
    Shape("allergy", "User reacts badly to {what}", "allergy:{noun_head}",
          r"\bI (?:\w+ly )?(?:react|reacted) (?:\w+ly |very |really |quite )*(?:badly |bad )?to (?P<what>.+)", 0.95),
    # "I'm anaphylactic to shellfish", "I go anaphylactic with peanuts", "I carry an EpiPen for wasp stings"
    Shape("allergy", "User is allergic to {what}", "allergy:{noun_head}",
          r"\bI(?:'m| am| get| go| went| can go)? (?:severely |dangerously |very )?anaphylactic (?:to|with|around"
          r"|if I (?:eat|have|touch|get stung by)) (?P<what>.+)", 0.95, check=an_allergen),
    Shape("allergy", "User is allergic to {what}", "allergy:{noun_head}",
          r"\bI (?:carry|have|need) (?:an? |my )?(?:epi-?pen|epinephrine pen|adrenaline pen|auto-?injector)"
          r" (?:for|because of) (?:my )?(?P<what>[\w -]{2,30}?)(?: allergy)?(?=\s*[,.!;]|\s+(?:and|but|so)\b|$)",
          0.95, check=an_allergen),
    # a part of the body that reacts: "my skin reacts to nickel", "my stomach doesn't cope with dairy"
    Shape("allergy", "User reacts badly to {what}", "allergy:{noun_head}",
          r"^(?!.*\b(?:today|tonight|right now|this (?:morning|week|evening))\b)(?:\w+,? )?my (?:skin|body|stomach"
          r"|gut|tummy|eyes|throat|face|lips|ears|sinuses|airways) (?:\w+ly |always |still )?(?:reacts?|reacted"
          r"|flares? up|breaks? out|swells? up|(?:can't|cannot|doesn't|does not|won't) (?:cope|deal|handle|tolerate"
          r"|do)) (?:\w+ly |very |really |quite )*(?:badly |bad )?"
          r"(?:to|with|from|around|in|near) (?!(?:the )?(?:cold|heat|sun|weather|stress|this|that|it|everything)\b)"
          r"(?P<what>.+)", 0.95, check=an_allergen),
    Shape("allergy", "User reacts badly to {what}", "allergy:{noun_head}",
          r"\bI (?:always |usually )?(?:get|come out in|break out in) (?:hives|a rash|rashes|migraines|sick|ill)"
          r" (?:from|after|with|if I (?:eat|have|touch)) (?P<what>.+)", 0.95, check=an_allergen),
    Shape("allergy", "User is sensitive to {what}", "allergy:{noun_head}",
          r"\bI(?:'m| am) (?:very |really |quite |a bit |super )?(?:sensitive|intolerant|allergic) to (?P<what>.+)",
          0.9, check=an_allergen),
    # "i get migraines a lot": a condition said by how often it comes
    Shape("health", "User gets {what}", "health:{noun_head}",
          r"\bI (?:often |always |regularly |frequently |still )?get (?P<what>migraines|cluster headaches|panic attacks"
          r"|seizures)(?= a lot| often| regularly| all the time| every| quite| pretty| esp| especially|\s*[,.!]|\s*$)",
          0.9),
    # recovering from an operation: "I'm 8 weeks out from a knee replacement", "recovering from hip surgery"
    Shape("health", "User is recovering from {what}", "health:recovery",
          r"\b(?:I(?:'m| am) (?:(?:\w+|\d+) (?:weeks?|months?|days?) )?(?:out from|post|after|recovering from)"
          r"|^recovering from) (?P<what>(?:an? |my )?(?:[\w-]+ ){0,2}?(?:replacement|surgery|operation|op|transplant"
          r"|reconstruction|fracture|c-section))\b", 0.9),
    # a lasting condition, which a meal, a workout or a medicine needs (policies/needs.py):
    # "I have hay fever", "I live with arthritis", "I'm type 1 diabetic", "I'm asthmatic"
    # ... and "as someone with type 1 diabetes"
    Shape("health", "User has {what}", "health:{noun_head}",
          r"(?:\bI(?:'ve got| have got| have|'ve had| have had| suffer from| suffer with| live with"
          r"|'ve been diagnosed with| was diagnosed with| got diagnosed with)"
          r"|(?:^|\bas )(?:someone|somebody|a person|an? (?:adult|woman|man|guy|girl)) (?:living )?with)"
          r" (?:bad |severe |mild |chronic |really bad )?(?P<what>(?:rheumatoid |psoriatic |osteo-?|juvenile )?"
          r"(?:hay ?fever|asthma|eczema|ibs|crohn's(?: disease)?"
          r"|colitis|migraines|psoriasis|epilepsy|arthritis|hypertension|high blood pressure|a heart condition"
          r"|a bad back|bad knees|a bad knee|(?:type [12] )?diabetes|gout|acid reflux))\b", 0.9),
    # any condition named as who one is: "as someone with POTS, ...", "as someone with Ehlers-Danlos syndrome"
    Shape("health", "User has {what}", "health:{noun_head}",
          r"(?:^|\bas )(?:someone|somebody|a person) (?:living )?with (?P<what>(?-i:[A-Z]{2,6})(?![\w'-])|(?:[\w'-]+ )"
          r"{0,2}?[\w'-]*(?:itis|osis|a?emia|pathy|algia|drome|disorder|disease|syndrome|deficiency|intolerance"
          r"|dystrophy|sclerosis)\b)", 0.9),
    # the condition as what acts up: "Eczema flares up with everything I try", "hayfever is brutal for me"
    Shape("health", "User has {what_lc}", "health:{noun_head}",
          r"^(?:(?:ugh|honestly|so|and|also|plus),? )?(?:my )?(?P<what>hay ?fever|asthma|eczema|psoriasis|ibs|rosacea"
          r"|acid reflux|arthritis|migraines|sciatica|tinnitus)(?:'s| is| has been)? (?:always |really |so |still )?"
          r"(?:flares? up|flaring up|plays? up|playing up|acts? up|acting up|(?:\w+ ){0,2}?for me\b)", 0.9),
    Shape("health", "User is {what}", "health:diabetes",
          r"\bI(?:'m| am) (?P<what>(?:a )?(?:type [12] |type one |type two )?diabetic)\b", 0.9),
    Shape("health", "User is {what}", "health:{what}", r"\bI(?:'m| am) (?P<what>asthmatic|epileptic)\b", 0.9),
    Shape("allergy", "User reacts badly to {what}", "allergy:{noun_head}",
          r"^(?P<what>[\w ]{2,30}?) (?:doesn't|does not|don't|do not) agree with me\b", 0.9),
    Shape("allergy", "User reacts badly to {what}", "allergy:{noun_head}",
          r"^(?P<what>[\w ]{2,30}?) and I (?:(?:don't|do not) get (?:along|on)|(?:are not|aren't|are definitely not"
          r"|are no longer) friends)\b", 0.9),
    Shape("allergy", "User is {what} intolerant", "allergy:{what}",
          r"(?:\bI(?:'m| am) |^|[—–-] ?)(?P<what>lactose|gluten|dairy)[- ]intolerant", 0.9),
    Shape("allergy", "User is {what} (no gluten)", "allergy:{what}",
          r"\bI(?:'m| am| have)? ?(?:been )?(?:diagnosed )?(?:with )?(?P<what>coeliac|celiac)\b", 0.9),
    Shape("allergy", "User is {what}", "allergy:{what}",
          r"\bI(?:'m| am| have)? ?(?:been )?(?:diagnosed )?(?:with )?(?P<what>coeliac|celiac|diabetic|diabetes)\b",
          0.9),
    # the "I" left out: "Diagnosed with coeliac disease last year so ...", "got diagnosed with celiac in may"
    Shape("allergy", "User is {what} (no gluten)", "allergy:{what}",
          r"^(?:(?:just |recently |finally )?(?:got |was |been )?)?diagnosed with (?P<what>coeliac|celiac)\b", 0.9),
    Shape("diet", "User is {what}", "diet",
          r"\bI(?:'m| am|m|'ve been| have been| was|'ve gone| have gone| went|'ve become| have become| became"
          r"| turned)? ?(?:a |an |strictly |mostly |fully )?"
          r"(?P<what>vegetarian|vegan|pescatarian|pescetarian|veggie|flexitarian|paleo"
          r"|teetotal|keto|halal|kosher|plant[- ]based|gluten[- ]free|dairy[- ]free|sugar[- ]free"
          r"|meat[- ]free)\b", 0.8),
    Shape("faith", "User is {faith}", "faith",
          r"\bI(?:'m| am|m)? (?:a |an )?(?:practi[sc]ing |devout |observant |proud )?"
          rf"(?P<faith>{'|'.join(FAITHS)})\b", 0.75, check=_capitalised_faith),
    Shape("diet", "User is {what}", "diet",
          r"\bI (?:follow|eat|keep|am on|'m on) an? (?:strict |strictly |mostly |fully )?"
          r"(?P<what>vegetarian|vegan|pescatarian|keto|halal|kosher"
          r"|plant-based|gluten[- ]free|paleo) diet", 0.8),
    Shape("diet", "User is {what}", "diet",
          r"(?:^|\bI(?:'m| am)? (?:trying to|going to|about to|want to) (?:go|be|become) )(?:a |an |strict |strictly "
          r"|mostly )?(?P<what>vegetarian|vegan|pescatarian|pescetarian|teetotal|keto|ketogenic|halal|kosher"
          r"|plant-based|gluten-free|dairy-free)(?: diet)?(?: here| for me| all the way| only)?\b"
          r"(?=\s*[,.!]|\s+(?:so|and|please|pls|plz|at the moment|now|these days|for now|since|for|all my life)\b|$)",
          0.8),
    # "doing low FODMAP for my IBS", "I'm following keto"
    Shape("diet", "User follows a {what} diet", "diet",
          r"\bI(?:'m| am) (?:currently |now |still |strictly )?(?:doing|following|on) (?P<what>low[- ]fodmap|keto|paleo"
          r"|whole ?30|carnivore)\b(?! diet)", 0.8),
    Shape("diet", "User is on {what} diet", "diet",
          r"\b(?:I(?:'m| am)|put me|I was put|I've been put|I have been put) (?:on|following|doing)"
          r" (?P<what>an? (?:strict )?[\w-]+(?: [\w-]+)?) diet\b", 0.8),
    # not "I don't drink at all": not drinking, read by intro_needs ("alcohol" is kept: the key is the same)
    Shape("diet", "User doesn't {base} {what}", "diet:{noun_head}", r"\bI (?:don't|do not|can't|cannot|never)"
          r" (?P<base>eat|drink|touch) (?P<what>(?!(?<=drink )(?:at all|anymore|any more|these days"
          r"|nowadays)\b).+)"),
    Shape("diet", "User can't have {what}", "diet:{noun_head}",
          r"\b(?:I|my (?:body|stomach|gut)) (?:can't|cannot|can not) (?:have|tolerate|digest|handle|process|take)"
          r" (?P<what>.+)"),
    Shape("diet", "User avoids {what}", "diet:{noun_head}",
          r"\bI (?:try to |have to |need to |must |always )?(?:avoid|stay away from|steer clear of) (?P<what>.+)"),
    Shape("diet", "User doesn't eat {what}", "diet:{noun_head}",
          r"\bI (?:don't|do not|can't) (?:do|have|touch) (?P<what>dairy|meat|gluten|wheat|pork|beef|fish|seafood|eggs"
          r"|nuts|sugar|alcohol|caffeine|soy|red meat)\b"
          r"(?=\s*(?:[,.!]|$)|\s+(?:at all|anymore|any more|please|because|since|so|either|or)\b)"),
    Shape("diet", "User eats {what} only", "diet",
          r"(?:\bI|\band) (?:only )?eat (?:only )?(?P<what>halal|kosher|vegetarian|vegan|organic|plant-based)"
          r"(?: food| meat)?"
          r"(?: only)?\b", 0.8),
    Shape("diet", "User doesn't eat {what}", "diet:{noun_head}",
          r"(?:^|\bso |\band |, )(?:absolutely |definitely |strictly )?no (?!worries|problem|thanks|idea|way|rush"
          r"|pressure|(?:more )?(?:booze|alcohol|drinking|drink)\b)"  # not drinking: policies/intro_needs.py
          r"(?P<what>[\w ]{2,30}?(?:,\s*no [\w ]{2,30}?){0,3}) (?:for me|please|pls|thanks)\b",
          check=_foods_refused),
    Shape("diet", "User avoids {what}", "diet:{noun_head}",
          r"^(?P<what>[\w ]{2,30}?) (?:is|are) (?:a no-go|a no-no|a (?:big |hard |firm )?no"
          r"|(?:absolutely |totally |completely |strictly |now )?(?:off the menu|off the table|off limits)"
          r"|out(?= for me))(?: for me)?\b"),
    # "dairy is out", "carbs are out": only a food or drink ("the sun is out", "school is out" say nothing of a diet)
    Shape("diet", "User avoids {what}", "diet:{noun_head}",
          r"^(?P<what>[\w ]{2,30}?) (?:is|are) out\b(?! of\b)", check=edible),
    Shape("diet", "User has given up {what}", "diet:{noun_head}",
          r"\bI(?:'ve| have)? ?(?:stopped|quit|given up|gave up|cut out|cut) (?P<how>eating |drinking )?(?P<what>.+?)"
          r"(?=\s+(?:last|this|in|on|since|about|over|for|a|two|three|four|five|six|\d+|years?|months?|weeks?"
          r"|ago|tomorrow|today|yesterday|recently|now|but|so|and (?:I|i|now|then|it|my|started|have|am))\b"
          r"|\s*[,.;!?]|$)",
          check=given_up_food),
    # --- favourites
    # "autumn is the best season and I will die on this hill"
    Shape("favourite", "User's favourite season is {what}", "favourite:season",
          r"^(?:(?:honestly|tbh|imo|ok but),? )?(?P<what>spring|summer|autumn|fall|winter) is (?:the|my) (?:best"
          r"|favou?rite|fave) season\b", 0.7, KIND_PREF),
    # how a drink or a dish is taken: "I take my coffee black", "I have my tea with oat milk"
    Shape("favourite", "User has {drink} {short}", "drink:{drink}",
          r"\bI (?:usually |always |normally |only |like to )?(?:take|have|drink|like|prefer|order) my"
          r" (?P<drink>coffee|tea|espresso|latte|cuppa|flat white|cappuccino|steak|eggs|burger|curry)"
          r" (?P<short>(?!now\b|today\b|tonight\b|at\b|in\b|on\b|out\b|here\b|there\b)[\w-]+.*)", 0.6, KIND_PREF),
    # "my favourite colour has always been green", "fav food is jollof rice", "favorite movie of all time is ..."
    Shape("favourite", "User's favourite {thing} is {what}", "favourite:{thing_head}",
          r"(?:\bmy |^)(?:all[- ]time |absolute |ultimate )?(?:favou?rite|fave?|fav|go-to) " + _THING
          + r"(?: of all time| ever| in the (?:whole )?(?:wide )?world| on (?:earth|the planet)"
          r"| for (?:literally |pretty much |basically |just about )?(?:everything|anything|all|most things)"
          r"| (?:ever )?since (?:i|I) was (?:\d+|a kid|little|small|young|a teenager)| since (?:childhood|school|uni))?"
          rf" (?:is|are|has to be|would be|has (?:always )?been|have (?:always )?been|was always|{_FOREVER})"
          # no pick: "my favourite food is whatever's in someone else's fridge"
          r" (?P<what>(?!(?:whatever|whichever|anything|everything|nothing)\b)[^,;!?]+?)"
          r"(?=\s+(?:no contest|hands down|by far|for sure|lol|haha|tbh)\b|\s*[,;!?.—–]|\s+-\s|$"
          + _AND_I + ")", 0.6, KIND_PREF),
    Shape("favourite", "User's favourite {thing} is {what}", "favourite:{thing_head}",
          rf"^{GREETING}(?:I think )?" + _CONTRAST + r"(?P<what>(?:(?!\b(?:but|though|tho|whereas|although)\b).)+?)"
          rf" (?:is|are|has (?:always |long )?been|have (?:always |long )?been|{_FOREVER}) (?:hands down |definitely"
          r" |easily |by far |probably |still |always |forever |honestly |totally |literally |officially )?my"
          r" (?:all[- ]time |absolute |ultimate )?"
          r"(?:favou?rite|fave?|number one|no\.? ?1|#1|go-to) " + _THING +
          r"(?=\s+(?:forever|ever|of all time|lol|haha|tbh|by far|by a mile|by miles|in the (?:whole )?(?:wide )?world"
          r"|on earth|but|and|so"
          r"|every|whenever|since|for (?:years|ages|as long|decades|\d+ years)"
          r"|because|though|tho)\b"
          r"|\s*[,;!?.—–]|\s+-\s|$)",
          0.6, KIND_PREF, check=not_a_pronoun),
    # written as a label, or asked and answered: "favorite movie: Spirited Away", "fav band = Yazoo",
    # "Favourite book? Dune, obviously."
    Shape("favourite", "User's favourite {thing} is {what}", "favourite:{thing_head}",
          r"^(?:my )?(?:all[- ]time )?(?:favou?rite|fave?) (?P<thing>[a-z]+(?: [a-z]+)?)"
          r"(?: in the world| on earth| of all time| ever)?\s*[:=]\s*(?:easily |definitely |obviously |probably"
          r" |honestly |has to be |gotta be |hmm,? |oh,? )?"
          r"(?P<what>(?![\s:])(?!(?:nothing|none|idk|n/a|not sure|no idea|dunno|what|which|who)\b)[^,;!?.]+?)"
          r"(?=\s+(?:for sure|obviously|tbh|lol|haha|hands down|no contest|by far)\b|\s*(?:[,;!?.]|$))",
          0.6, KIND_PREF),
    # "best book ever written = The Count of Monte Cristo", "the best film of all time is Alien": the speaker's pick
    Shape("favourite", "User's favourite {thing} is {what}", "favourite:{thing_head}",
          rf"^(?:the )?(?:best|greatest) (?P<thing>{_BEST}) (?:ever(?: written| made| recorded)?|of all time"
          r"|in the world|on earth|on the planet)"
          r"\s*(?:=|:|-|is|has to be)\s*(?:probably |easily |obviously |honestly )?(?!\s*(?:in|at|from|made|found"
          r"|sold)\b)"
          r"(?P<what>[^,;!?.=]+?)"
          r"(?=\s+(?:no notes|hands down|no contest"
          r"|by far|for sure|lol|tbh)\b|\s*[,;!?.]|$" + _AND_I + ")", 0.6, KIND_PREF),
    # "jollof rice is the best food on earth", "Dune is the best book ever written", "big fan, Dune is THE best book"
    Shape("favourite", "User's favourite {thing} is {what}", "favourite:{thing_head}",
          r"(?:^|,\s+)(?!(?:this|that|it|which|what|who|nothing|everything|yours|his|hers)\b)(?P<what>[\w' -]{2,40}?)"
          r" (?:is|are) (?:honestly |literally |easily |hands down |objectively )?"
          rf"the (?:best|greatest) (?P<thing>{_BEST})"
          r" (?:on earth|in the world|on the planet|ever(?: written| made| recorded)?|of all time)\b",
          0.6, KIND_PREF, check=not_a_pronoun),
    # "Spirited Away is my absolute favourite", "Tonkotsu is my go-to", "gin's my number one": its kind left unsaid
    Shape("favourite", "User's favourite is {what}", None,
          r"(?:^|\band |\bbut |,\s*)(?P<what>(?!(?:this|that|it|which|what|who|mine|yours|he|she|they|you|one|there"
          r"|here|my|our|your|his|her|their)\b)(?:(?-i:[A-Z])[\w'-]*(?: [\w'-]+){0,5}?"
          r"|[a-z][\w-]*(?: [a-z][\w-]*){0,2}?))(?:(?: is|'s) (?:definitely |easily |still |hands down |honestly )?my"
          rf" (?:(?:absolute |all[- ]time |ultimate )(?:favou?rite|fave?)|go-to|number one|no\.? ?1|#1)| (?:{_FOREVER})"
          r" my (?:absolute |all[- ]time |ultimate )?(?:favou?rite|fave?))(?=\s*[,.!;]|$| ever\b| of all time\b"
          r"| by far\b)", 0.6, KIND_PREF, check=not_a_pronoun),
    # a pick said as one's side, the clause's last words: "I'm biased, red velvet all the way", "oat milk all the way"
    Shape("favourite", "User's favourite is {what}", None,
          r"(?:^|,\s*)(?P<what>(?!(?:and|but|so|just|going|been|team|i|we|you|he|she|they|it|my|our|his|her|their"
          r"|went|ran|came|drove|flew|rode|go|come|run|drive|walk|fly)\b)(?![a-z]{2,}(?:ed|ing)\b)[a-z][\w'-]*"
          r"(?: (?!(?:you|me|us|them|him|her|it|for|there|here|way|i|we|is|are|was)\b)(?![a-z]{2,}ed\b)[\w'-]+){0,3})"
          r" all the way\s*[!.]*\s*$", 0.6, KIND_PREF),
    # "Biryani is the dish I love most in the world": the one loved most is the favourite
    Shape("favourite", "User's favourite {thing} is {what}", "favourite:{thing_head}",
          rf"^(?P<what>[\w' -]{{2,30}}?) (?:is|are) the (?P<thing>{_BEST}) I (?:love|like|enjoy) (?:the )?most\b", 0.6,
          KIND_PREF, check=not_a_pronoun),
    # a favourite corrected: "I said my fave drink was chai but actually it's masala chai"
    Shape("favourite", "User's favourite {thing} is {what}", "favourite:{thing_head}",
          r"\bI (?:said|told you|mentioned|put) my (?:all[- ]time )?(?:favou?rite|fave?|fav) (?P<thing>\w+) (?:was|is)"
          r" [\w' -]{2,30}?,? but (?:actually |really )?(?:it's|its|it is|it was) (?:actually |really )?"
          r"(?P<what>[\w' -]{2,30}?)(?=\s*[,.!;]|$|\s+(?:specifically|actually|really|lol|haha|tbh|not|and|but)\b)",
          0.6, KIND_PREF),
    # "honestly nothing beats a flat white", "nothing tops my nan's trifle": the speaker's pick, not a feeling
    Shape("favourite", "User's favourite is {what}", None,
          r"^(?!.*\bmy (?:[\w-]+ )?(?:favou?rite|fave?|fav) )(?:honestly |tbh |ngl |for me,? |and )?nothing"
          r" (?:in the world |on earth |ever )?(?:beats|tops|compares to"
          r"|comes close to) (?P<what>(?!(?:the feeling|being|having|getting|seeing|knowing|when|that|this|it)\b)"
          r"(?:an? |the |my |a good |a proper )?[\w'&-]+(?: [\w'&-]+){0,3}?)"
          r"(?=\s*[,.!;]|$|\s+(?:on|in|after|when|for|honestly|tbh|imo|lol|haha|ever|fr|though|tho)\b)",
          0.6, KIND_PREF),
    # a kind one owns as one's own: "green is my colour, always has been", "autumn has always been my season"
    Shape("favourite", "User's favourite {thing} is {what}", "favourite:{thing}",
          r"^(?!(?:this|that|it|which|what|who|nothing|everything)\b)(?P<what>[\w' -]{2,25}?) (?:is|has (?:always )?"
          rf"been|was always|{_FOREVER}) (?:totally |definitely |so |always |forever )?my (?P<thing>colou?r|season"
          r"|flower|drink|holiday|month)(?=\s*[,.!;]|$|\s+(?:always|forever|tbh|honestly|lol|haha|for sure"
          r"|and always)\b)", 0.6, KIND_PREF, check=not_a_pronoun),
    # ... said after it: "has to include teal, it's my colour", "autumn, that's my season"
    Shape("favourite", "User's favourite {thing} is {what}", "favourite:{thing}",
          r"\b(?P<what>(?!(?:it|this|that|them|one)\b)[a-z]+),? (?:it's|its|it is|that's|thats) (?:totally |definitely"
          r" |always )?my (?P<thing>colou?r|season|flower|drink)\b", 0.6, KIND_PREF),
    # "pho is my ultimate comfort food"
    Shape("favourite", "User's comfort food is {what}", "favourite:food",
          r"^(?:I think )?(?P<what>[\w' -]{2,30}?) (?:is|are) (?:definitely |always )?my (?:ultimate |go-to |fave?"
          r" |favou?rite |number one |#1 )?comfort food\b", 0.6, KIND_PREF, check=not_a_pronoun),
    # a team or a band one supports: "big Arsenal fan here", "a massive Liverpool supporter", "I support Celtic"
    Shape("hobby", "User supports {team}", "team",
          r"(?:^|\bI(?:'m| am) )(?:an? )?(?:(?:big|huge|massive|lifelong|life-long|die-hard|diehard|mad|loyal|proud"
          r"|keen|season ticket|long-suffering) )*(?P<team>(?-i:[A-Z][\w'.&-]*(?: [A-Z][\w'.&-]*){0,2}))"
          r" (?:supporter|season ticket holder)\b", 0.6, KIND_PREF, check=_a_team),
    Shape("hobby", "User is a fan of {what}", "fan:{head}",
          r"(?:^|\bI(?:'m| am) )(?:an? )?(?:(?:big|huge|massive|lifelong|life-long|die-hard|diehard|mad|loyal|proud"
          r"|keen|long-suffering) )*(?P<what>(?-i:[A-Z][\w'.&-]*(?: [A-Z][\w'.&-]*){0,2})) fan\b", 0.6, KIND_PREF,
          check=_a_team),
    # "Benfica has been my team since I was little", "Lakers til I die"
    Shape("hobby", "User supports {team}", "team",
          r"^(?:the )?(?P<team>(?-i:[A-Z][\w'.&-]*(?: [A-Z][\w'.&-]*){0,3})) (?:has (?:always )?been"
          r"|have (?:always )?been|is|are|will always be) my (?:team|club)\b", 0.6, KIND_PREF, check=_a_team),
    Shape("hobby", "User supports {team}", "team",
          r"^(?P<team>(?-i:[A-Z][\w'.&-]*(?: [A-Z][\w'.&-]*){0,2})) (?:(?:til|till|until|'til) (?:I die|death)"
          r"|through and through|(?:mad|daft|crazy) since)\b", 0.6,
          KIND_PREF, check=_a_team),
    Shape("hobby", "User supports {team}", "team",
          r"\bI (?:have )?(?:always |still |proudly |really )?(?:support|supported)"
          r" (?P<team>(?-i:[A-Z][\w'.&-]*(?: [A-Z][\w'.&-]*){0,2}))"
          r"(?=\s*(?:[,.!]|$|\s+(?:and|but|since|through|btw|fc)\b))",
          0.6, KIND_PREF, check=_a_team),
    # --- what a later request needs: a bad back, no car, not drinking, young children, shifts
    *NEEDS_FACTS,
)
# fmt: on
