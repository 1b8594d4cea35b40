"""More topics a request can be about, and the kinds of fact each needs (see :mod:`memorylab.policies.need_words`):
a day's or a week's plan, what must fit the body, a saying from the user's own language, an event one books. Data
only."""

from __future__ import annotations

from memorylab.policies.need_words import STAIN, Topic

# fmt: off
MORE_TOPICS: tuple[Topic, ...] = (
    # a day's or a week's plan: the prayers or the day of worship it leaves time for
    Topic("day plan", (
        "daily timetable", "daily schedule", "daily routine", "exam timetable", "timetable for", "plan my day",
        "plan my week", "weekly plan", "weekly schedule", "study schedule", "study plan", "revision timetable",
        "revision plan", "revision schedule", "morning routine", "day planner", "plan out my day",
    ), ("prayer", "observance", "schedule", "learning")),  # and the hours one keeps, how one focuses
    # what must fit the body: a car, a bike, a bed, a seat, clothes ("User is 6'7\"")
    Topic("fit", (
        "small car", "hatchback", "SUV", "estate car", "saloon", "convertible", "people carrier", "city car",
        "which car", "what car", "car should I", "car to buy", "car to get", "new car", "kind of car",
        "buy a car", "get a car", "frame size", "road bike", "mountain bike", "new bike", "which bike", "what bike",
        "bike should I", "e-bike", "new bed", "which bed", "bed frame", "mattress", "sofa", "office chair",
        "desk chair", "standing desk", "new desk", "skis",
        "snowboard", "legroom", "long-haul flight", "long haul flight", "which seat", "what seat", "seat should I",
        "tent", "sleeping bag", "hammock", "kayak", "campervan", "camper van", "bunk bed",
    ), ("height",), pair=(  # clothes to buy, not to mend or clean
        ("jeans", "trousers", "suit", "wetsuit", "dress", "coat", "shirts"),
        ("buy", "get", "which", "size", "fit", "brand", "shop", "recommend", "length", "where can I find"),
    ), unless=STAIN),
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
    # something held in one hand: which hand the user uses
    Topic("handed", (
        "guitar", "bass guitar", "ukulele", "violin", "scissors", "golf clubs", "golf club", "cricket bat",
        "baseball glove", "hockey stick", "fountain pen", "calligraphy", "can opener", "a mouse for", "new mouse",
        "ergonomic mouse", "bread knife", "chef's knife", "notebook for", "bowling ball",
    ), ("handedness",)),
    # a small space one is shut in: a fear of small spaces
    Topic("confined", (
        "escape room", "cave", "caves", "caving", "potholing", "the tube", "the underground", "subway", "metro",
        "the lift", "take the lift", "elevator", "MRI", "tunnel", "catacombs", "submarine", "sleeper train",
        "sleeper cabin", "capsule hotel", "crawl through", "small plane",
    ), ("claustrophobia",)),
    # what is made of animals (leather, wool, silk, down) or tested on them: a vegan's things
    Topic("materials", (
        *"leather boots shoes trainers sneakers jacket coat handbag wallet belt sofa duvet pillow".split(),
        *"moisturiser moisturizer skincare make-up makeup lipstick mascara foundation shampoo cosmetics".split(),
        "walking boots", "down jacket", "winter coat", "suede", "wool", "silk", "perfume", "aftershave",
    ), ("vegan",), unless=STAIN),
    # what one looks through or wears on the face: glasses under it
    Topic("eyewear", (
        "goggles", "ski goggles", "swimming goggles", "VR headset", "virtual reality", "headset", "sunglasses",
        "binoculars", "telescope", "microscope", "motorbike helmet", "ski helmet", "face mask", "snorkel",
    ), ("glasses",)),
)
# fmt: on
