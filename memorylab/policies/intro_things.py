"""The shapes of what people say they have, speak and are, beside who they are: a car, a bike,
a phone or a laptop ("my car is a silver Skoda Octavia", "I drive an old Volvo", "I use an
iPhone 15"), the languages they speak ("I speak Spanish and some Japanese", "I'm fluent in
German"), a lasting condition ("I was diagnosed with ADHD", "I'm dyslexic") and a trait
("I'm left-handed", "my blood type is O negative"); part of the table in
:mod:`memorylab.policies.introductions`.

Each is kept under the thing's key (``car``, ``bike``, ``phone``, ``languages``,
``health:<head>``, ``handedness``, ``blood_type``), so a later statement supersedes it. A
thing is read only as what it is, never as the state it is in: "my car is a ..." needs an
article and a make, a model or a kind ("my car is in the garage", "my phone is dead", "my
car is a nightmare" give nothing), and "I drive / ride / have a ..." needs a make the table
knows or a capitalised model ("I drive a bus" is a job, "I drive myself crazy" nothing).
Someone else's thing ("my friend's car is a Tesla", "my boss drives a Porsche") is kept out
by the table's gate. Language names are Faker's (MIT, the ISO 639-1 names its person
provider ships), with the few people say that it has not.
"""

from __future__ import annotations

import functools
import re

from memorylab.policies.intro_conditions import CONDITION_FRAMES
from memorylab.policies.intro_medicine import CONDITIONS_HAD
from memorylab.policies.intro_shape import GREETING, Shape, with_article
from memorylab.policies.intro_workplace import WORKPLACES

# The things a person has one of at a time, and the key each is kept under.
THING_KEYS = {
    **{"car": "car", "motorbike": "motorbike", "motorcycle": "motorbike", "scooter": "scooter", "van": "van"},
    **{"bike": "bike", "bicycle": "bike", "e-bike": "bike", "ebike": "bike", "road bike": "bike"},
    **{"phone": "phone", "mobile": "phone", "smartphone": "phone", "laptop": "laptop", "computer": "computer"},
    **{"tablet": "tablet", "camera": "camera", "watch": "watch", "console": "console", "e-reader": "e-reader"},
    **{"sewing machine": "sewing_machine", "3d printer": "3d_printer"},
    # "our house is a 1920s terrace": a home described by what it is (a state is no description, see a_thing)
    **dict.fromkeys(("house", "flat", "apartment", "home"), "home_owned"),
    **{"ride": "", "wheels": "", "motor": ""},  # a word for a vehicle: the kind from the make
    **dict.fromkeys("piano guitar violin cello keyboard ukulele saxophone".split(), "instrument"),
}
# Makes and models people name, and the kind of thing each is (the key when the sentence says no kind).
MAKES = {
    **dict.fromkeys(
        """toyota honda ford volkswagen vw skoda škoda volvo bmw audi mercedes mercedes-benz tesla fiat renault
        peugeot citroen citroën kia hyundai nissan mazda subaru mini jeep porsche seat dacia vauxhall opel suzuki
        lexus chevrolet chevy jaguar polestar mitsubishi cupra saab lada byd dodge ferrari lamborghini prius
        corolla civic golf polo yaris octavia qashqai mustang beetle camaro corvette defender""".split(),
        "car",
    ),
    **{"land rover": "car", "range rover": "car", "alfa romeo": "car", "model 3": "car", "model y": "car"},
    **dict.fromkeys(
        "iphone pixel galaxy samsung oneplus xiaomi nokia motorola fairphone huawei blackberry".split(), "phone"
    ),
    **dict.fromkeys("macbook thinkpad chromebook xps surface".split(), "laptop"),
    **dict.fromkeys(
        "brompton trek cannondale specialized giant boardman raleigh cube canyon bianchi pinarello cervelo".split(),
        "bike",
    ),
    **dict.fromkeys("ducati harley harley-davidson triumph kawasaki yamaha ktm".split(), "motorbike"),
    **dict.fromkeys("vespa lambretta".split(), "scooter"),
    **{"royal enfield": "motorbike", "kindle": "e-reader", "playstation": "console", "xbox": "console"},
    **dict.fromkeys("ps5 ps4 ps3 nintendo".split(), "console"),
    **{"nintendo switch": "console", "steam deck": "console", "raspberry pi": "computer", "imac": "computer"},
    **dict.fromkeys("canon nikon fujifilm leica gopro hasselblad olympus".split(), "camera"),
    **dict.fromkeys("gibson fender rickenbacker gretsch ibanez steinway".split(), "guitar"),
    **{"peloton": "exercise_bike", "janome": "sewing_machine", "bernina": "sewing_machine", "roomba": "robot_vacuum"},
    **{"ender 3": "3d_printer", "prusa": "3d_printer", "bambu": "3d_printer", "thermomix": "kitchen_machine"},
}
THING = "|".join(sorted(THING_KEYS, key=len, reverse=True))
# What else people own and name by its kind ("a little cottage in Wales", "a boat called Serenity",
# "two guitars"), and the key each is kept under: several can be true at once, so one key each.
OWNED_KEYS = {
    **dict.fromkeys(
        "house cottage flat apartment condo townhouse cabin villa bungalow farmhouse chalet".split(), "home_owned"
    ),
    **{"collection": "collection", "sailing boat": "boat", "farm": "farm", "smallholding": "farm"},
    **{"holiday home": "home_owned", "second home": "home_owned", "beach house": "home_owned"},
    **dict.fromkeys("boat narrowboat yacht sailboat dinghy canoe kayak".split(), "boat"),
    **dict.fromkeys("campervan camper motorhome caravan rv".split(), "campervan"),
    **{"camper van": "campervan", "vw camper": "campervan"},
    **{"allotment": "allotment", "garden": "garden", "vegetable garden": "garden", "veg patch": "garden"},
    **dict.fromkeys("guitar piano keyboard violin cello drum saxophone trumpet ukulele harp".split(), "instrument"),
    **{"drum kit": "instrument", "electric guitar": "instrument", "upright piano": "instrument"},
    **{"3d printer": "3d_printer", "telescope": "telescope", "hot tub": "hot_tub", "greenhouse": "greenhouse"},
    **{"camera": "camera", "drone": "drone", "sewing machine": "sewing_machine", "pottery wheel": "pottery_wheel"},
    **{"instant pot": "instant_pot", "air fryer": "air_fryer", "slow cooker": "slow_cooker"},
    **{"bread maker": "bread_maker", "bread machine": "bread_maker"},
    **{"espresso machine": "coffee_machine", "coffee machine": "coffee_machine", "record player": "record_player"},
    **{"turntable": "record_player", "treadmill": "treadmill", "rowing machine": "rowing_machine"},
    **{"kiln": "kiln", "loom": "loom", "shed": "shed"},  # not "workshop": "I have a workshop this afternoon"
    **{"wood burning stove": "stove", "wood burner": "stove", "log burner": "stove", "wood stove": "stove"},
}
OWNED = "|".join(re.escape(k) for k in sorted(OWNED_KEYS, key=len, reverse=True))
# The owned thing is the head of the phrase: "a house in Bristol", not "a house party".
OWNED_HEAD = re.compile(
    r"^(?:an?|the|one|two|three|four|five|\d+|my own|our own) "
    rf"(?:(?!(?:in|on|at|the|of|with|for|to|from|by|and|an?|my|our|their)\b)[\w'-]+ ){{0,3}}?(?P<kind>{OWNED})(?:e?s)?"
    r"(?=$|[,.!?]|\s+(?:in|on|near|by|at|called|named|that|which|with|outside|up|down|and|from|of|where|so|but|for"
    r"|because|I|we|last|this|years?|months?|ago|recently|[\w-]+ed|running|sitting|gathering|taking|collecting)\b)",
    re.I,
)

MAKE = "|".join(re.escape(m) for m in sorted(MAKES, key=len, reverse=True))
# Words of a state or a verdict, not of what a thing is: "my car is a nightmare", "a write-off".
STATE_WORDS = re.compile(
    r"\b(?:mess|nightmare|disaster|joke|pain|wreck|write-off|death trap|brick|dinosaur|lemon|money pit|state|problem"
    r"|today|now|again|currently|still|broken|dead|stolen|gone|in the|at the|being)\b",
    re.I,
)
KIND_WORDS = re.compile(
    r"\b(?:estate|hatchback|saloon|convertible|automatic|manual|hybrid|electric|diesel|petrol|suv|4x4|camper"
    r"|campervan|road bike|mountain bike|gravel bike|folding bike|fixie|e-bike|tandem|cargo bike|smartphone"
    r"|flip phone)\b",
    re.I,
)


# What starts another statement after the thing: "a 1967 Mustang that I'm restoring", "a
# Brompton which I take on the train", "a Raspberry Pi running my lights", "a PS5 but never
# play it": the memory keeps the thing.
THING_END = re.compile(
    r"\s*,(?!\s*(?:an?|the) (?-i:[A-Z]))"  # "a steel touring bike, a Surly Long Haul Trucker": the same thing again
    r"|\s+(?:and|where|that|which|who|so|but|because|since|though|I|we|running|last|this|with"
    r"|for (?:the )?(?:last|past)"
    r"|(?:a|two|three|\d+) (?:years?|months?|weeks?) ago|years ago)\b",
    re.I,
)


def thing_only(text: str) -> str:
    """``text`` up to where another statement starts (see :data:`THING_END`)."""
    return THING_END.split(text, maxsplit=1)[0].strip()


def kind_of(what: str) -> str | None:
    """The kind of thing ``what`` names by its make ("an old Volvo estate" -> car), before
    anything it is about ("a question about Pixel phones" names none); a kind the words name
    wins over the make's ("a Yamaha upright piano" -> piano)."""
    what = re.split(r"\s+(?:about|for|from|with|of|on|at|to|in|like|instead)\b", what, maxsplit=1, flags=re.I)[0]
    make = re.search(rf"\b(?:{MAKE})\b", what, re.I)
    if not make:
        return None
    said = re.search(rf"\b(?:{OWNED})\b", what, re.I)
    return OWNED_KEYS[said.group(0).lower()] if said else MAKES[make.group(0).lower()]


def a_thing(fields: dict) -> bool:
    """What the thing is, not the state it is in: an article, then a make, a model (a capital
    or a number after the first word) or a kind ("a silver Skoda Octavia", "a Pixel 8", "an
    electric hatchback"); no word of a state ("a total mess", "in the garage"). Sets the key,
    and cuts ``what`` to the thing (:func:`thing_only`)."""
    what = fields["what"] = thing_only(fields["what"])
    rest = what.split(" ", 1)[1] if " " in what else ""
    named = bool(re.search(r"(?-i:[A-Z])|\d", rest)) or kind_of(what) is not None or bool(KIND_WORDS.search(what))
    if not re.match(r"(?:an?|the|one|my) ", what, re.I) or not named or STATE_WORDS.search(what):
        return False
    said = fields.get("thing", "").lower()
    kind = THING_KEYS.get(said) or kind_of(what) or fields.get("default", "")
    fields["thing_key"] = kind
    return bool(kind)


def owned(fields: dict) -> bool:
    """A home, a boat, an instrument or another thing named by its kind, as the phrase's head
    and not in a state ("a house in Bristol", "two guitars"; not "a house party", "a flat tyre")."""
    head = OWNED_HEAD.match(fields["short"])
    if (
        head is None
        or STATE_WORDS.search(fields["short"])
        or re.search(r"\bflat (?:tyre|tire|battery)", fields["short"])
    ):
        return False
    fields["thing_key"] = OWNED_KEYS[head.group("kind").lower()]
    fields["short"] = thing_only(fields["short"])  # "a narrowboat and live on it" -> a narrowboat
    return True


def _with_article(fields: dict) -> dict:
    """An article put where a person left it out ("I have old Toyota Corolla")."""
    fields["short"] = with_article(fields["short"])
    return fields


def a_make(fields: dict) -> bool:
    """A thing one has or uses, named by a make the table knows ("a Honda Civic", "an iPhone 15"),
    to where another statement starts ("a Tesla Model 3, still not used to it"). The shape
    says ``short``: :func:`a_thing` checks it and cuts it."""
    fields["what"] = fields["short"]
    if kind_of(fields["what"]) is None or not a_thing(fields):
        return False
    fields["short"] = fields["what"]
    return True


def driven(fields: dict) -> bool:
    """A car one drives, not a vehicle driven for work ("a delivery van for a living")."""
    fields["default"] = "car"
    return not re.search(r"\bfor (?:a living|work|a company|an? \w+ firm)\b", fields["what"], re.I) and a_thing(fields)


def ridden(fields: dict) -> bool:
    fields["default"] = "bike"
    return not re.search(r"\b(?:horse|pony|wave|bus|train|tube|tram)\b", fields["what"], re.I) and a_thing(fields)


@functools.cache
def languages() -> frozenset[str]:
    """Language names in lower case: Faker's ISO 639-1 list and the names people use beside it."""
    from faker.providers.person import Provider

    names = {n.lower() for n in Provider.language_names if "," not in n}
    extra = "mandarin cantonese farsi punjabi filipino flemish castilian gaelic bsl asl sign language makaton"
    return frozenset(names | set(extra.split()) | {"sign language", "british sign language"})


LIST_END = re.compile(r"\s+(?:but|because|since|so|though|when|at|with|to|for)\b.*$|[;()!?].*$|[.,]\s*$", re.I)


def speaks(fields: dict) -> bool:
    """What follows "I speak" names a language ("Spanish and some Japanese", "three languages:
    English, Hindi and Tamil"); the list is kept to where the statement ends."""
    said = LIST_END.sub("", fields["langs"].strip()).strip(" ,.")
    fields["langs"] = said
    words = re.findall(r"[\w-]+", said.lower())
    return any(w in languages() for w in words) and not re.match(r"(?:for|to|with|up|out|about)\b", said, re.I)


def spoken_at_home(fields: dict) -> bool:
    """A language spoken at home, and with whom in the third person (" with User's kids"; " at home" said first)."""
    fields["where"] = re.sub(r"\b(?:my|our)\b", "User's", fields["where"]) or " at home"
    return speaks(fields)


def injured(fields: dict) -> bool:
    """How an injury is said: "tore my ACL" -> "a torn ACL", "sprained my ankle" -> "a sprained ankle"."""
    verb = fields["verb"].lower()
    fields["verb"] = "torn" if verb.startswith("tor") else "broken" if verb.startswith("brok") else verb
    return True


def signs_or_speaks(fields: dict) -> bool:
    """A language learned: a spoken one, or a sign language."""
    if re.fullmatch(r"(?:[\w]+ )?sign language|ASL|BSL", fields["langs"], re.I):
        return True
    return speaks(fields)


def an_attribute(fields: dict) -> bool:
    """A lasting attribute, kept under its name ("blood type" -> blood_type)."""
    fields["attr_key"] = re.sub(r"\bgroup\b", "type", fields["attr"].lower()).replace(" ", "_")
    return bool(fields["short"])


CONDITIONS = (
    r"adhd|add|autism|dyslexia|dyspraxia|dyscalculia|tinnitus|endometriosis|pcos|lupus|fibromyalgia|multiple sclerosis"
    r"|ms|sleep apno?ea|glaucoma|anaemia|anemia|osteoporosis|a pacemaker|hypothyroidism|an underactive thyroid"
    r"|a thyroid condition|long covid|chronic fatigue(?: syndrome)?|me/cfs|coeliac disease|celiac disease|narcolepsy"
    r"|a heart murmur|scoliosis|raynaud's|sickle cell|haemophilia|hemophilia|a stammer|a stutter|cerebral palsy"
)
# "last year", "in 2019", "at 30", "when I was 12": when, not what.
WHEN = r"(?=\s+(?:last|this|in|at|when|as|back|a few|two|three|\d|years?|months?|ago|recently)\b|\s*[,.!;]|$)"

# fmt: off
THINGS: tuple[Shape, ...] = (
    # --- driving as work: "been driving a taxi for 12 years" (a car of one's own is a possession, below)
    Shape("work", "User drives a {what}", "job",
          r"\bI(?:'ve been| have been|'m| am)? (?:\w+ly |still |now )?(?:driving|drive) an? (?P<what>taxi|cab|bus|lorry"
          r"|hgv|ambulance|tram|black cab|school bus|delivery van)(?: for (?:a living|work|\w+ (?:years?|months?)))?\b"
          r"(?![^.!?]*\b(?:tomorrow|today|tonight|this (?:morning|afternoon|evening|weekend))\b)", 0.75),
    # --- a thing and what it is: "my car is a silver Skoda Octavia", "my bike's a Cannondale"
    Shape("possession", "User's {thing} is {what}", "{thing_key}",
          rf"\b(?:my|our) (?:(?![\w-]+'s\b)[\w-]+ ){{0,2}}?(?P<thing>{THING})(?:'s| is) (?P<what>.+)", 0.7,
          check=a_thing),
    Shape("possession", "User drives {what}", "{thing_key}",
          r"\bI (?:\w+ly |now |still |also |just )?drive (?P<what>(?:an?|the) .+)", 0.7, check=driven),
    # "I play a Fender Stratocaster": an instrument of one's own, by its make
    Shape("possession", "User plays {short}", "{thing_key}",
          r"\bI (?:\w+ly |now |still |also |mostly )?play (?P<short>(?:an?|my|the) .+)", 0.7, check=a_make),
    Shape("possession", "User rides {what}", "{thing_key}",
          r"\bI (?:\w+ly |now |still |also |just )?ride (?P<what>(?:an?|the) .+)", 0.7, check=ridden),
    Shape("possession", "User has {short}", "{thing_key}",
          r"\b(?:I|we)(?:'ve| have)? (?:just |recently |finally |now |also )?(?:have|own|got|have got|bought|use)"
          r" (?P<short>(?:an?|the|one) .+)", 0.7, check=a_make),
    Shape("possession", "User has {short}", "{thing_key}",
          r"\b(?:I|we)(?:'ve| have)? (?:just |recently |finally |now |also )?(?:have|own|got|have got|bought|use)"
          r" (?P<short>(?:old|new|an old|a new) (?-i:[A-Z])[\w-]* .+)", 0.7,
          check=lambda f: a_make(_with_article(f))),
    Shape("possession", "User has {short}", "{thing_key}",
          r"\b(?:I|we)(?:'ve| have)? (?:just |recently |finally |now |also |still )?(?:have|own|got|have got|bought"
          r"|inherited|built|rent|keep|got myself)(?: ourselves| myself)? (?P<short>(?:an?|the|one|two|three|four|five"
          r"|\d+|my own|our own) .+)", 0.7, check=owned),
    Shape("possession", "User has {short}", "{thing_key}",
          r"^(?:there's|there is) (?P<short>(?:an?|one|two|three) .+?) (?:in|at) (?:my|our) (?:house|flat|home|place"
          r"|living room|lounge|front room|kitchen|garage|garden|hallway|bedroom|spare room|shed|basement)\b", 0.7,
          check=owned),
    # --- languages: "I speak Spanish and some Japanese", "I'm fluent in German", "a native Welsh speaker"
    # the household's language: "we speak Portuguese at home", "at home we mostly speak Tagalog"
    Shape("language", "User speaks {langs}{where}", "first_language",
          r"\b(?P<home>at home,? )?(?:I|we) (?:\w+ly |also |only |all |still )?speak (?P<langs>[\w-]+(?: and [\w-]+)?)"
          r"(?(home)(?!\w)|(?P<where> at home| with (?:my|our) (?:family|kids|children|parents|husband|wife"
          r"|partner))\b)",
          0.75, check=spoken_at_home),
    Shape("language", "User speaks {langs}", "languages",
          r"\bI (?:also |can |do |now |only |just )?speak (?P<langs>.+)", 0.7, check=speaks),
    Shape("language", "User is {how} {langs}", "languages",
          r"\bI(?:'m| am) (?P<how>fluent in|bilingual in|trilingual in|conversational in|a native speaker of)"
          r" (?P<langs>.+)", 0.7, check=speaks),
    Shape("language", "User is a native {langs} speaker", "languages",
          r"\bI(?:'m| am) an? native (?P<langs>[\w-]+(?: [\w-]+)?) speaker\b", 0.7, check=speaks),
    Shape("language", "User's {how} is {langs}", "first_language",
          r"\bmy (?P<how>first language|native language|mother tongue|home language) is (?P<langs>.+)", 0.7,
          check=speaks),
    Shape("language", "User's {how} is {langs}", "first_language",
          r"(?:^|, ?)(?P<langs>[\w-]+(?: [\w-]+)?) is my (?P<how>first language|native language|mother tongue"
          r"|home language"
          r"|native tongue)\b", 0.7, check=speaks),
    # a level aimed at: "trying to hit B2 in German before the job transfer"
    Shape("language", "User is learning {langs}, aiming for {level}", "learning_language",
          r"\b(?:trying|want|wanting|aiming|hoping|need|needing|working) to (?:hit|reach|get to|pass|get)"
          r" (?P<level>(?-i:[ABC][12])) in (?P<langs>[\w-]+)\b", 0.7, check=signs_or_speaks),
    # languages one knows well, said first: "Tagalog and English I can do in my sleep"
    Shape("language", "User speaks {langs}", "languages",
          r"^(?P<langs>[\w-]+(?:,? (?:and|&) [\w-]+)?) I can (?:do|speak) in my sleep\b", 0.7, check=speaks),
    # "been learning German for 6 months", "200 day streak learning mandarin", "learning American Sign Language"
    Shape("language", "User is learning {langs}", "learning_language",
          r"(?:^|\bI(?:'m| am)(?: currently| now| also)? |\b(?:I've |I have )?been |\bstarted |\bstreak )"
          r"(?:slowly |finally |currently )?(?:learning|studying|taking classes in|doing lessons in)"
          r" (?P<langs>(?:(?:American|British|Australian|French|German|Irish|Japanese) )?sign language|ASL|BSL|[\w-]+)"
          r"\b", 0.7, check=signs_or_speaks),
    # --- a lasting condition: "I was diagnosed with ADHD last year", "I have tinnitus", "I'm dyslexic"
    Shape("health", "User has {what}", "health:{noun_head}",
          rf"\bI(?:'ve| have)?(?: been| was| got| recently got| finally got)? diagnosed with (?P<what>[\w' -]+?){WHEN}",
          0.9),
    Shape("health", "User has {what}", "health:{noun_head}",
          rf"\bI(?:'ve got| have got| have| live with| suffer from| suffer with) (?P<what>{CONDITIONS})\b", 0.9),
    Shape("health", "User is {what}", "health:{what}",
          r"\bI(?:'m| am) (?:also |mildly |severely |profoundly |partially |red-green |red/green |red green )?"
          r"(?P<what>autistic|dyslexic|dyspraxic|deaf"
          r"|hard of hearing|colou?r[- ]?blind|partially sighted|visually impaired|registered blind|blind(?! as| drunk)"
          r"|a wheelchair user"
          r"|neurodivergent)\b", 0.9),
    # an injury that lasts a while: "tore my ACL skiing in january", "I broke my wrist in March"
    Shape("health", "User has a {verb} {what}", "injury:{noun_head}",
          r"(?:^|\bI(?:'ve| have)? ?)(?:just |recently |badly )?(?P<verb>tore|broke|fractured|sprained|dislocated"
          r"|ruptured|herniated|slipped) my (?P<what>ACL|MCL|PCL|meniscus|achilles(?: tendon)?|rotator cuff|wrist"
          r"|ankle|knee|hip|shoulder|collarbone|disc|hamstring|leg|arm|foot|elbow|neck|calf)\b", 0.8, check=injured),
    # "I take lithium for bipolar disorder", "I'm on sertraline for anxiety"
    Shape("health", "User takes {med} for {what}", "health:{noun_head}",
          r"\bI(?:'m| am)? (?:take|taking|on) (?P<med>(?!the\b|a\b|an\b|my\b|it\b|time\b|care\b|part\b)[\w-]+"
          r"(?: [\w-]+)?) (?:for|to manage|to control) (?:my )?(?P<what>[\w' -]{0,20}?(?:disorder|disease|syndrome"
          r"|anxiety|depression|adhd|epilepsy|asthma|diabetes|migraines?|blood pressure|cholesterol|thyroid|arthritis"
          r"|insomnia|seizures|bipolar|ocd|ptsd|(?:an? )?(?:blood )?clots?|heart (?:condition|failure)|afib|acne|reflux"
          r"|allergies|hay ?fever)(?: disorder| disease| syndrome)?)\b", 0.9),
    # "my asthma flares up every spring", "my eczema is bad again": the user's own condition
    Shape("health", "User has {what}", "health:{noun_head}",
          r"\bmy (?P<what>asthma|eczema|hay ?fever|migraines?|psoriasis|ibs|crohn's|arthritis|endometriosis|tinnitus"
          r"|sciatica|acid reflux|anxiety|depression|adhd|epilepsy|back pain) (?:flares?|is|gets|has been|acts up"
          r"|kicks in|comes back|plays up)\b", 0.85),
    # "5 weeks post op from ACL reconstruction", "recovering from knee surgery"
    Shape("health", "User is recovering from {what}", "health:surgery",
          r"\b(?:post[- ]?op from|recovering from|after) (?:my |an? )?(?P<what>[\w-]+(?: [\w-]+)? (?:surgery"
          r"|reconstruction|replacement|operation|op))\b", 0.8),
    # "recovering from a broken wrist", "still recovering from a torn hamstring"
    Shape("health", "User has a {verb} {what}", "injury:{noun_head}",
          r"(?:^|\bI(?:'m| am) )(?:still |slowly )?recovering from (?:an? |my )?(?P<verb>broken|torn|sprained|fractured"
          r"|dislocated|ruptured|herniated|slipped) (?P<what>[\w-]+(?: [\w-]+)?)", 0.8, check=injured),
    # "chronic migraine sufferer here", "I'm a breast cancer survivor"
    Shape("health", "User is a {chronic}{what} {role}", "health:{noun_head}",
          rf"(?:^{GREETING}|\bI(?:'m| am) an? )(?P<chronic>(?:chronic|lifelong|long-time|longtime) )?"
          r"(?P<what>[\w-]+(?: [\w-]+)?)"
          r" (?P<role>sufferer|survivor)\b", 0.85),
    Shape("health", "User uses {what}", "health:{noun_head}",
          r"\bI (?:use|rely on|get around (?:on|in|with)) (?P<what>a wheelchair|a mobility scooter|a walking stick"
          r"|a cane|a white cane|a walker|a rollator)\b", 0.9),  # not crutches: "these days", a passing injury
    *CONDITIONS_HAD,  # a lasting condition or a medicine in words the shapes above do not read
    *CONDITION_FRAMES,  # ... and in the frames people put one in: "living with", "since my", "adhd brain here"
    *WORKPLACES,  # work by what pays the bills, or where it happens: "the sawmill where i work"
    # --- traits: "I'm left-handed", "my blood type is O negative", "my pronouns are they/them"
    Shape("trait", "User is {what}", "handedness",
          r"\bI(?:'m| am) (?P<what>left-?handed|right-?handed|ambidextrous)\b", 0.6),
    Shape("trait", "User is {what}", "chronotype",
          r"\bI(?:'m| am) (?:a (?:total |real |big )?)?(?P<what>night owl|early bird|morning person"
          r"|not a morning person)\b", 0.6),
    Shape("trait", "User wears {what}", "wears:{noun_head}",
          r"\bI (?:always |usually )?wear (?P<what>glasses|contacts|contact lenses|hearing aids?|a hearing aid|braces"
          r"|a brace)\b", 0.6),
    Shape("trait", "User's {attr} is {short}", "{attr_key}",
          r"\bmy (?P<attr>blood (?:type|group)|star sign|zodiac sign|shoe size|pronouns|middle name|dress size"
          r"|ring size) (?:is|are|:) (?P<short>.+)", 0.6, check=an_attribute),
)
# fmt: on
