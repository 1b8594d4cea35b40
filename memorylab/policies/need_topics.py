"""More topics a request can be about, and the kinds of fact each needs (see :mod:`memorylab.policies.need_words`):
a day's or a week's plan, what must fit the body, a saying from the user's own language, an event one books, a
medicine by its name. Data only."""

from __future__ import annotations

from memorylab.policies.need_vocab import DRUGS
from memorylab.policies.need_words import STAIN, Topic

# Words of choosing a thing to have: a thing named in a request without them is one to mend, clean or learn about
# ("how do I tune my guitar?", "how do I fix a puncture on my road bike?"), which none of these facts bears on.
CHOOSE = (
    "buy", "buying", "should I get", "to get", "get a", "get some", "recommend", "suggest", "which", "what kind",
    "what type", "what sort", "what size", "choose", "pick", "looking for", "shopping for", "worth it", "worth buying",
    "would suit", "a good", "any good", "need a", "need some", "need new", "where can I find", "ideas for",
    "treat myself", "are best", "is best",
)  # fmt: skip

# What is bought for a thing one has, or done to it ("what tyres should I get for my car?"): no fit to the body.
UPKEEP = r"|\btyres?\b|\btires\b|\binsur\w*|\bservic\w*|\brepair\w*|\bfix\w*|\bclean\w*|\bwash\w*|\bparts\b|\bbattery\b"

# fmt: off
MORE_TOPICS: tuple[Topic, ...] = (
    # a day's or a week's plan: the prayers or the day of worship it leaves time for
    Topic("day plan", (
        "daily timetable", "daily schedule", "daily routine", "exam timetable", "timetable for", "plan my day",
        "plan my week", "weekly plan", "weekly schedule", "study schedule", "study plan", "revision timetable",
        "revision plan", "revision schedule", "morning routine", "day planner", "plan out my day",
    ), ("prayer", "observance", "schedule", "learning")),  # and the hours one keeps, how one focuses
    # what must fit the body, chosen: a car, a bike, a bed, a seat, clothes ("User is 6'7\"")
    Topic("fit", ("frame size", "legroom", "long-haul flight", "long haul flight", "which seat", "what seat",
                  "seat should I"), ("height",), pair=((
        "small car", "hatchback", "SUV", "estate car", "saloon", "convertible", "people carrier", "city car", "car",
        "bike", "road bike", "mountain bike", "e-bike", "new bed", "bed frame", "double bed", "single bed",
        "mattress", "sofa", "office chair",
        "desk chair", "standing desk", "desk", "skis", "snowboard", "tent", "sleeping bag", "hammock", "kayak",
        "campervan", "camper van", "bunk bed", "jeans", "trousers", "suit", "wetsuit", "dress", "coat", "shirts",
    ), CHOOSE), unless=STAIN + UPKEEP),
    # a saying or a word likened to what the user would know from their own language
    Topic("likeness", (
        "I'd know", "I would know", "I'd recognise", "I'd recognize", "I would recognise", "I would recognize",
        "in my language", "in my own language", "in my first language", "in my native language",
        "in my mother tongue", "from my language", "from my culture", "in my culture",
    ), ("plain english", "language")),
    # an event the user books or plans: what it may cost, then who comes and what they can reach and eat
    Topic("event", ("venue", "venues", "caterer", "caterers", "catering", "wedding planning", "the reception"),
          ("budget", "mobility", "diet", "allergy"), pair=(
        ("wedding", "reception", "christening", "engagement party", "ceilidh"),
        ("book", "hire", "plan", "organise", "organize", "budget"),
    )),
    # something held in one hand, chosen: which hand the user uses
    Topic("handed", (), ("handedness",), pair=((
        "guitar", "bass guitar", "ukulele", "violin", "scissors", "golf clubs", "golf club", "cricket bat",
        "baseball glove", "hockey stick", "fountain pen", "pen", "calligraphy", "can opener", "mouse", "knife",
        "knives", "notebook", "bowling ball",
    ), CHOOSE)),
    # a small space one is shut in: a fear of small spaces
    Topic("confined", (
        "escape room", "cave", "caves", "caving", "potholing", "the tube", "the underground", "subway", "metro",
        "the lift", "take the lift", "elevator", "MRI", "tunnel", "catacombs", "submarine", "sleeper train",
        "sleeper cabin", "capsule hotel", "crawl through", "small plane",
    ), ("claustrophobia",)),
    # what is made of animals (leather, wool, silk, down) or tested on them, chosen: a vegan's things
    Topic("materials", (), ("vegan",), pair=((
        *"leather boots shoes trainers sneakers jacket coat handbag wallet belt sofa duvet pillow".split(),
        *"moisturiser moisturizer skincare make-up makeup lipstick mascara foundation shampoo cosmetics".split(),
        "walking boots", "down jacket", "winter coat", "suede", "wool", "silk", "perfume", "aftershave",
    ), CHOOSE), unless=STAIN),
    # a message that introduces the user: their name first, then what they do
    Topic("introducing", (
        "intro message", "introduce myself", "introduction message", "intro post", "introduction post",
        "self-introduction", "about me section", "an intro for me", "quick intro", "hello message", "hi message",
        "welcome message", "post in my new team",
    ), ("name", "work")),
    # a course chosen within one's programme: what one studies
    Topic("courses", ("electives", "which modules", "which courses", "what courses", "my program", "my programme",
                      "my degree", "my major", "next semester", "next term"), ("study",)),
    # money one owes on what one earns: how one earns it (employed, freelance)
    Topic("taxes", ("set aside for tax", "setting aside for tax", "save for tax", "saving for tax", "how much tax",
                    "taxes each quarter", "quarterly tax", "estimated tax", "tax deductions", "expenses can I claim",
                    "can I deduct", "write off"), ("work",)),
    # where one's work or study takes one next: what one does
    Topic("career", ("conference", "conferences", "networking event", "someone like me", "people like me",
                     "in my field", "my field", "professional development", "certification"), ("work", "study")),
    # a dinner one hosts: the food one loves most is where its theme or menu starts
    Topic("hosting", ("dinner party", "party theme", "theme for my", "menu for my", "host a dinner", "hosting a dinner",
                      "cook for my friends", "cook for friends", "cook for guests"), ("favourite food",)),
    # a medicine by its name: what the user takes already (warfarin and ibuprofen), what they react to, are
    Topic("remedy", DRUGS, ("allergy", "health", "food condition")),
    # what one looks through or wears on the face, chosen: glasses under it
    Topic("eyewear", (), ("glasses",), pair=((
        "goggles", "ski goggles", "swimming goggles", "VR headset", "virtual reality", "headset", "sunglasses",
        "binoculars", "telescope", "microscope", "helmet", "motorbike helmet", "ski helmet", "face mask", "snorkel",
    ), CHOOSE)),
)
# fmt: on
