"""The words self-introductions are read with: relations, animals, jobs, hobbies, and the
words that look like a name after "I'm" but are not one. Data only, no rules."""

from __future__ import annotations

STATES = """sorry fine good okay ok not here back done ready so just also still the a an in at on from going
currently really very always new happy glad tired busy free off out home married single retired engaged
bored sick ill hungry excited nervous curious confused lost stressed exhausted stuck late early alone
pregnant vegan vegetarian allergic lactose coeliac celiac diabetic learning looking trying working living
doing thinking wondering planning hoping glad great well sure afraid interested new old back into big alright
awake asleep cold hot warm sad mad angry upset sleepy grumpy hungover broke fine okay deaf blind disabled
autistic dyslexic epileptic asthmatic partially hard recovering""".split()
NATIONALITIES = """english british french german spanish italian irish scottish welsh american canadian australian
indian chinese japanese brazilian portuguese dutch polish mexican korean swedish danish norwegian""".split()
DAYS_AND_MONTHS = """monday tuesday wednesday thursday friday saturday sunday january february march april may
june july august september october november december christmas easter""".split()
OTHER_WORDS = """me it him her them us that this there dr mr mrs ms same but and look looky right over up down you we
way too so very really quite kinda
they he she today tomorrow tonight yesterday everything nothing something anything life work school
guess anyone everyone nobody someone welcome thanks thank cheers hello yes yeah nope upon is was has had
newbie noob beginner lurker listener reader member user student visitor stranger nobody somebody help dead
netflix spotify youtube tiktok instagram chatgpt nutella playstation xbox""".split()
# Words that follow "my dog" or "my boyfriend" and are not a lower-case name ("my dog is", "my boyfriend has").
AFTER_A_NOUN = frozenset(
    """is isn't was has had have and or who which that does did doesn't didn't can can't could will would won't
    should might must never always just really also still often usually likes loves hates wants needs thinks says
    said keeps got gets goes went came comes died passed lives lived works worked ate eats sleeps barks food bowl
    bed toy toys lead walk walks vet name names friend friends too as of for to in on at with when while because
    tongue country land figure nature walker walkers sitter sitters groomer trainer minder carrier litter flap hair
    tree tank cage hutch kennel crate collar harness leash insurance treats kibble fur box house door park shampoo
    pills meds medicine nails claws teeth tail paw paws breath poop stuff photos pics costume jumper coat daycare
    love like hate want need get go come eat sleep play bark fight chase make are were don't won't can't aren't
    but so if however though bless now then today yesterday here there too again
    lol haha lmao omg tbh btw fyi ok okay yeah yes no sadly honestly basically anyway both
    one two three four five six seven eight nine ten""".split()
)
# What a pet does, right after its name typed in lower case: "my cat biscuit keeps puking" (intro_names.named_beside)
PET_DOINGS = frozenset(
    """is isn't was has had keeps kept won't doesn't didn't can't just always never still really loves hates likes
    refuses needs wants gets got seems looks sleeps slept eats ate chews chewed barks bit bites scratches scratched
    pulls pulled jumps jumped runs ran throws threw tore stole steals follows sits sat cries whines meows purrs hides
    escaped escapes turned turns went goes came comes knocked learned learnt started stopped loved hated
    says said talks sings whistles squawks screams shouts mimics copies""".split()
)
# "I am muslim" is a faith, not a name ("I'm Christian" stays a name: it is one as often)
FAITHS = "muslim jewish hindu sikh buddhist jain catholic mormon orthodox atheist agnostic".split()
# Heroes, villains and stars one claims to be in jest ("my real name is Batman, don't tell anyone"): no speaker's
# name, though an animal may be called so ("my dog Yoda" stays).
JOKE_NAMES = frozenset(
    """batman superman spiderman spider-man ironman hulk deadpool wolverine voldemort gandalf dumbledore yoda
    shrek pikachu beyonce beyoncé rihanna shakespeare einstein bond""".split()
)
NOT_NAMES = frozenset(STATES + NATIONALITIES + DAYS_AND_MONTHS + OTHER_WORDS + FAITHS)

PARTNERS = (
    *("wife", "husband", "partner", "girlfriend", "boyfriend", "fiance", "fiancee", "fiancé", "fiancée", "spouse"),
    *("hubby", "wifey", "bf", "gf", "missus", "other half", "significant other"),
)
RELATIVES = (
    PARTNERS
    + tuple(
        """sister brother mother mom mum father dad son daughter boss manager flatmate roommate housemate cousin
    grandmother grandfather grandma grandpa granddaughter grandson aunt uncle niece nephew baby twin stepson
    stepdaughter stepmum stepdad colleague grandad granddad granny gran nan nana nanna stepbrother stepsister
    half-brother half-sister brother-in-law sister-in-law mother-in-law father-in-law godmother godfather godson
    goddaughter toddler nonna nonno abuela abuelo abuelita oma opa yiayia papou bubbe zayde lola lolo eldest youngest
    amma appa ammi abbu ammachi achan
    oldest sis bro sibling mam""".split()
    )
    + ("best friend", "best mate", "father in law", "mother in law", "brother in law", "sister in law")
)
KIDS = ("kid", "child", "boy", "girl", "grandkid", "grandchild", "stepkid", "step-kid", "stepchild", "step-child")
# What people from a city call themselves, and the city.
DEMONYMS = {
    **{"londoner": "London", "new yorker": "New York", "parisian": "Paris", "berliner": "Berlin"},
    **{"mancunian": "Manchester", "glaswegian": "Glasgow", "dubliner": "Dublin", "liverpudlian": "Liverpool"},
    **{"scouser": "Liverpool", "brummie": "Birmingham", "geordie": "Newcastle", "sydneysider": "Sydney"},
    **{"melburnian": "Melbourne", "torontonian": "Toronto", "angeleno": "Los Angeles", "chicagoan": "Chicago"},
    **{"edinburgher": "Edinburgh", "muscovite": "Moscow", "roman": "Rome", "madrileño": "Madrid"},
    **{"viennese": "Vienna", "bostonian": "Boston", "lisboeta": "Lisbon", "capetonian": "Cape Town"},
}
# "Londoner here" says where one is from, not who: no demonym is a name ("Roman" may be: it stays one); nor are days
# said as a habit ("my weekly call with my mom is Sundays at 8")
NOT_NAMES = NOT_NAMES | frozenset(set(DEMONYMS) - {"roman"}) | {"aussie", "brit", "yank", "canuck"}
NOT_NAMES |= {day + "s" for day in DAYS_AND_MONTHS[:7]}
DOG_BREEDS = tuple(
    """labrador retriever spaniel terrier collie greyhound beagle poodle dachshund pug husky corgi whippet lurcher
    shepherd sheepdog doodle cockapoo labradoodle schnauzer chihuahua boxer dalmatian rottweiler bulldog frenchie
    pomeranian maltese samoyed akita shiba malamute mastiff cavapoo cavachon cavalier springer setter pointer vizsla
    weimaraner staffy staffie yorkie westie bichon sausage-dog mutt sheltie newfoundland newfie bernese ridgeback
    basenji kelpie heeler shih-tzu lhasa havanese papillon pekingese leonberger borzoi saluki dobermann doberman
    pitbull pittie""".split()
) + ("border collie", "golden retriever", "german shepherd", "cocker spaniel", "springer spaniel", "jack russell")
DOG_BREEDS += ("great dane", "st bernard", "saint bernard", "shih tzu", "cattle dog", "bernese mountain dog")
DOG_BREEDS += ("shiba inu",)
CAT_BREEDS = ("ragdoll", "siamese", "persian", "maine coon", "bengal", "sphynx", "british shorthair", "tabby")
CAT_BREEDS += ("tortie", "tortoiseshell", "moggie")
# A kind of animal named with its species: "a corn snake", "a leopard gecko" (kept under the animal).
SPECIES = {
    **dict.fromkeys(("corn snake", "king snake", "milk snake", "hognose snake", "garter snake"), "snake"),
    **dict.fromkeys(("ball python", "royal python", "carpet python"), "snake"),
    **dict.fromkeys(("leopard gecko", "crested gecko", "day gecko"), "gecko"),
    **dict.fromkeys(("african grey", "grey parrot", "quaker parrot"), "parrot"),
    **dict.fromkeys(("dwarf hamster", "syrian hamster"), "hamster"),
    **dict.fromkeys(("lop rabbit", "dwarf rabbit", "house rabbit", "mini lop", "lop"), "rabbit"),
    **dict.fromkeys(("betta fish", "siamese fighting fish", "koi carp", "clownfish"), "fish"),
}
ANIMALS = (
    tuple(
        """dog cat puppy kitten parrot budgie cockatiel rabbit bunny hamster gerbil horse pony goldfish fish tortoise
        turtle snake lizard ferret gecko chicken hen duck goat rat mouse axolotl iguana chinchilla hedgehog betta
        tarantula cockatoo canary pig alpaca donkey frog pup doggo kitty moggy bee cow sheep mare gelding stallion
        cob tomcat""".split()
    )
    + ("guinea pig", "bearded dragon", "beardie")
    # reptiles and amphibians, birds, fish and small animals people keep
    + tuple("chameleon skink tegu terrapin salamander newt toad uromastyx boa".split())
    + tuple("budgerigar lovebird parakeet macaw conure pigeon".split())
    + tuple("guppy tetra koi pleco".split())
    + tuple("degu cavy jird".split())
    + ("snail", "hermit crab", "stick insect")
    + ("sugar glider", "hermit crab", "stick insect", "blue tongue skink", "zebra finch")
    + tuple(SPECIES)
    + DOG_BREEDS
    + CAT_BREEDS
)
PET_KEY = {
    "puppy": "dog",
    "pup": "dog",
    "doggo": "dog",
    "kitten": "cat",
    "kitty": "cat",
    "moggy": "cat",
    "tomcat": "cat",
    "bunny": "rabbit",
    "hen": "chicken",
    **dict.fromkeys(("mare", "gelding", "stallion", "cob"), "horse"),
    **{b: "dog" for b in DOG_BREEDS},
    **{b: "cat" for b in CAT_BREEDS},
    **SPECIES,
}
# What people live in, by its kind or its size ("a flat", "a 2-bed", "a bedsit", "a terraced house", "a houseboat").
DWELLINGS = (
    r"(?:flat|house|home|apartment|apt|place|cottage|bungalow|condo|studio|bedsit|room|maisonette|townhouse|terrace"
    r"|semi|semi-detached|duplex|loft|penthouse|cabin|caravan|trailer|mobile home|houseboat|narrowboat|farmhouse"
    r"|granny flat|annex|annexe|basement|villa|chalet|\d-?bed(?:room)?(?: flat| house| apartment| place)?"
    r"|(?:one|two|three|four)[- ]bed(?:room)?(?: flat| house| apartment| place)?)"
)
# Verbs of a home held on a lease ("I'm renting a 2-bed in Lisbon", "we lease a flat", "subletting a room in Leeds").
RENTING = r"(?:rent|rents|renting|rented|lease|leasing|leased|sublet|subletting|share|sharing)"
# The forms a study takes besides a degree ("a coding bootcamp", "a night class in welding", "an apprenticeship",
# "A-level physics", "GCSE French", "an access course"), singular and plural.
STUDY_FORMS = (
    r"(?:boot ?camps?|courses?|class(?:es)?|apprenticeships?|traineeships?|diplomas?|certificates?"
    r"|certifications?|modules?|programmes?|night school|evening school|summer school|foundation year|access course"
    r"|a[- ]levels?|as[- ]levels?|t[- ]levels?|i?gcses?|btecs?|highers|nvqs?|hn[cd]s?|ib diploma|cert (?:i|ii|iii|iv))"
)
# An animal named in the speaker's own language ("mon chat", "mi perra"), filed in English.
FOREIGN_ANIMALS = {
    **dict.fromkeys(("chat", "chatte", "gato", "gata", "katze", "kater", "gatto", "gatta"), "cat"),
    **dict.fromkeys(("chien", "chienne", "perro", "perra", "cão", "cadela", "hund", "cane"), "dog"),
    **dict.fromkeys(("cagnolino", "cagnolina"), "dog"),
}
# One's people named in the speaker's own language ("mi esposo Julián", "ma femme Claire", "meine Tochter Lena").
FOREIGN_KIN = {
    **dict.fromkeys(("esposo", "marido", "mari", "mann", "marito", "ehemann"), "husband"),
    **dict.fromkeys(("esposa", "mujer", "femme", "frau", "moglie", "mulher", "ehefrau"), "wife"),
    **dict.fromkeys(("novio", "copain", "freund", "fidanzato", "namorado"), "boyfriend"),
    **dict.fromkeys(("novia", "copine", "freundin", "fidanzata", "namorada"), "girlfriend"),
    **dict.fromkeys(("pareja", "compagnon", "compagne", "partnerin"), "partner"),
    **dict.fromkeys(("hijo", "fils", "sohn", "figlio", "filho"), "son"),
    **dict.fromkeys(("hija", "fille", "tochter", "figlia", "filha"), "daughter"),
}
PLURALS = {
    "puppy": "puppies",
    "pony": "ponies",
    "fish": "fish",
    "mouse": "mice",
    "goldfish": "goldfish",
    "husky": "huskies",
    "baby": "babies",
    "child": "children",
    "grandchild": "grandchildren",
    "sheep": "sheep",
    "boss": "bosses",
    "koi": "koi",
    "cavy": "cavies",
    "guppy": "guppies",
}

JOB_TITLES = tuple(
    """actuary notary janitor caretaker babysitter bookkeeper underwriter realtor stockbroker binman
farrier cobbler saddler stonemason luthier keeper foreman forewoman
chiropractor dietitian doula composer reporter headteacher referee umpire sommelier porter cop emt hca
nurse doctor gp chef cook lawyer solicitor barrister paralegal student architect pilot teacher
lecturer professor designer scientist developer engineer programmer accountant pharmacist dentist surgeon vet
midwife veterinarian paramedic firefighter electrician plumber carpenter joiner builder bricklayer welder baker butcher
farmer gardener landscaper journalist writer editor copywriter translator interpreter consultant analyst
manager director founder librarian archivist curator therapist counsellor psychologist psychiatrist physio
mechanic driver courier postman postwoman cleaner waiter waitress barista bartender cashier receptionist
photographer illustrator animator artist musician actor actress researcher postdoc intern apprentice
freelancer contractor officer clerk assistant administrator secretary economist banker trader recruiter
salesperson marketer tutor coach trainer carer caregiver childminder nanny hairdresser barber stylist tailor
jeweller optician optometrist radiographer technician chemist physicist mathematician statistician sysadmin
ceo cto entrepreneur surveyor estate agent attendant lifeguard soldier sailor detective judge vicar priest
minister zookeeper ranger fisherman miner broker auditor planner producer presenter dancer singer
dev devops swe sre youtuber streamer influencer blogger vlogger podcaster controller dispatcher inspector
operator machinist locksmith roofer glazier plasterer tiler decorator upholsterer
sparky postie truckie tradie brickie hawker lineman linesman pastor chaplain rabbi imam bouncer tester""".split()
)
JOB_PHRASES = (
    *("stay at home mum", "stay at home mom", "stay at home dad", "stay at home parent"),
    "social worker",
    "product owner",
    "civil servant",
    "police officer",
    "stay-at-home mum",
    "stay-at-home dad",
    "stay-at-home parent",
    "teaching assistant",
    "flight attendant",
    "care worker",
    "dog walker",
    "security guard",
    "prison guard",
)
# Titles by their ending ("a phlebotomist", "an electrician", "a cinematographer").
JOB_ENDINGS = ("ologist", "ician", "ographer", "ist", "smith", "wright", "monger", "maker", "keeper", "blower")
NOT_JOBS = frozenset(
    """cyclist runner swimmer climber gamer reader hiker fan optimist pessimist realist perfectionist minimalist
    composed positive""".split()
)

HOBBY_VERBS = (
    r"play (?:the )?(?:\w+ )?(?:guitar|piano|drums|bass|violin|cello|ukulele|sax|saxophone|flute|trumpet|harp|keyboard"
    r"|clarinet|banjo|harmonica)"
    r"|play (?:competitive |casual |club |amateur |social |online |league |county |a lot of |some |weekly )?"
    r"(?:the \w+|\w*ball|tennis|squash|badminton|golf|rugby|cricket|hockey|chess|bridge|poker|darts"
    r"|video games|board games|\w+ games|in a band|in an orchestra)|paint|knit|crochet|bake|climb|boulder|surf"
    r"|swim|dance|sing|garden|ski|snowboard|skate|draw|sew|hike|box|row|sail|fence|juggle|golf|kayak|fish"
    r"|volunteer|collect \w+|write poetry|do yoga|do pilates|do karate|do judo|do crossfit|go \w+ing"
    r"|build (?:model|lego|furniture|guitars|computers)\w*|make (?:pottery|jewellery|jewelry|candles|music|clothes)"
    # restoring old things: "i restore old motorbikes in my garage", "I do up vintage furniture"
    r"|(?:restore|refurbish|rebuild|fix up|do up|repair) (?:old |vintage |classic |antique |retro |broken )"
    r"(?:[\w-]+ ){0,2}?(?:cars|motorbikes|motorcycles|bikes|bicycles|scooters|vespas|watches|clocks|radios|furniture"
    r"|guitars|cameras|typewriters|consoles|computers|boats|tractors|jukeboxes|pinball machines|sewing machines)"
    r"|brew (?:my own )?beer|run marathons|meditate|fly (?:fpv |rc |model )?(?:drones|kites|model planes|gliders)"
)


# Words around "course" that say nothing of what it is in: "taking an evening course" names no pastime
# and no study (what it is in comes after it: "... in plumbing").
NO_SUBJECT = frozenset(
    "a an the my some evening night online weekend part-time full-time class classes lesson lessons course courses"
    " new".split()
)


def names_a_subject(phrase: str) -> bool:
    """ "pottery classes", "a course in plumbing": a word besides ``NO_SUBJECT``'s ("a course" has none)."""
    return bool(set(phrase.lower().split()) - NO_SUBJECT)


# A word of stress or hedging between "I'm" and a job: "I'm literally a software dev", "I'm technically a nurse".
HEDGE = (
    r"(?:(?:currently|now|also|literally|basically|technically|actually|officially|just|really|still|honestly"
    r"|genuinely|legit|finally|proudly|kind of|sort of|kinda|sorta),? )*"
)
# ... and the words among them that make what follows a likeness when it serves one's own people ("I'm basically a
# taxi driver for my kids"), and those people.
LIKENESS = r"basically|literally|practically|pretty much|kind of|sort of|kinda|sorta"
OWN_PEOPLE = (
    r"kids|children|family|friends|flatmates|roommates|housemates|mates|partner|husband|wife|boyfriend|girlfriend"
    r"|parents|mum|mom|dad|cats?|dogs?|team|colleagues|household|siblings"
)


# Words said after a name at the end of a message that are no surname: "my name is Tom btw" is Tom, not "Tom Btw".
ASIDES = (
    r"(?:now|today|tonight|here|rn|atm|btw|fyi|lol|lmao|haha+|tbh|thanks|thx|ty|pls|please|ok|okay|too|again|though"
    r"|tho|x+|mate|bro|sorry|innit|yeah|yes|no|hi|hey|hello|bye|cheers|ngl|irl|hehe|xd)"
)
