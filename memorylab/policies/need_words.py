"""What a request is about, and the kinds of stored fact each topic needs (see
:mod:`memorylab.policies.needs`). Data only: the kinds are the slots of
:mod:`memorylab.policies.slots`, so which memory fills a need is decided by one table.

A topic is found by one of its ``cues`` (a word or phrase, lightly inflected: "cook" finds
"cooking", "bake" finds "baking"), or by one of ``travel`` together with one of ``also``.
Its ``needs`` are slot names: each that a memory fills is stated (grounding states three
memories a turn at most), in this order.
"""

from __future__ import annotations

from dataclasses import dataclass

from memorylab.policies.intro_words import ANIMALS
from memorylab.policies.need_vocab import (
    ANIMAL_CHOSEN,
    ANIMAL_GOT,
    CODE,
    DISHES,
    GIFT_FOR,
    ORDERED,
    SPORTS,
    STORES,
    THRILLS,
    TOXIC_AT_HOME,
    TRIPS,
    WRITTEN_TO,
)


@dataclass(frozen=True)
class Topic:
    name: str
    cues: tuple[str, ...]
    needs: tuple[str, ...]
    pair: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())  # (one of these, with one of these)
    unless: str = ""  # words that say the cue means something else here ("the best time of year": no one's hours)


# Animal words that after "my" are as often something else ("my mouse stopped working", "my boxer
# shorts", "my persian rug"): not a cue that the request is about the user's animal.
NOT_ALWAYS_AN_ANIMAL = frozenset(
    """mouse pointer boxer setter shepherd springer bee cow pig duck goat sheep frog chicken hen rat bunny kitty
    pup cob persian bengal siamese maltese tabby doodle bulldog mutt snake""".split()
)

# Kinds of cooking a restaurant is named by ("an Italian place"), and the birthdays marked with a party ("turning 30").
CUISINES = """italian thai indian chinese mexican japanese greek turkish french spanish korean vietnamese lebanese
    ethiopian caribbean persian""".split()
MILESTONES = (18, 21, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 90, 100)


# Things one buys for oneself now and then, for which what one can spend decides the answer.
PURCHASES = """laptop phone tablet tv car bike camera headphones mattress sofa fridge printer monitor
    smartphone computer""".split()


# Food or drink as a mark to get out ("how do I get red wine out of the carpet?"): cleaning, not a meal.
STAIN = r"\bstain|\bspill|\bout of (?:the |my |a )?(?:carpet|rug|sofa|shirt|dress|jeans|clothes|couch|top)\b"


def _th(age: int) -> str:
    return {1: "st", 2: "nd", 3: "rd"}.get(age % 10 if age % 100 not in (11, 12, 13) else 0, "th")


# fmt: off
TOPICS: tuple[Topic, ...] = (
    Topic("food", (
        *"food eat cook recipe snack restaurant dinner lunch breakfast brunch meal bake dessert takeaway".split(),
        *"menu picnic dish supper barbecue bbq lunchbox cake pudding sandwich pizza pasta curry soup salad".split(),
        *"grill roast stew casserole cookie muffin bread grocery groceries supermarket takeout".split(),
        # a part of a meal: "a satay-style sauce for the skewers", "a dip for the party", "sides for a roast"
        *"sauce sauces dip dips hummus marinade gravy skewers nibbles canapés canapes appetiser appetizer".split(),
        *"traybake omelette risotto burrito tacos".split(), "side dish", "side dishes", "salad dressing",
        *"sweets candy gummy gummies marshmallow marshmallows chocolate sushi cheese".split(),
        *"bakery bakeries pastry pastries gelato deli delis patisserie patisseries cookbook cookbooks".split(),
        "ice cream", "farmers market", "afternoon tea",
        "protein powder", "protein bar", "protein bars", "energy bar", "energy bars", "granola bar", "granola bars",
        "cream tea", "recipe book", *DISHES, *ORDERED,
        "packed lunch", "eat out", "out to eat", "seafood", "place to eat", "should I try in", "should we try in",
        "must-try", "must try", "to try in",
        "stir fry", "meal prep", "shopping list", "food shop", "weekly shop",
        "steakhouse", "fast food", "drive-thru", "burger", "chippy", "chip shop", "kebab",
        "tapas", "noodles", "ramen", "dim sum", "takeaway", "street food",
        # a restaurant named by its cooking: "Going to an Italian place tonight. What should I order?"
        *(f"{cuisine} {place}" for cuisine in CUISINES for place in ("place", "spot", "joint")),
    ), ("allergy", "diet", "food condition", "budget", "kitchen", "weight goal"), unless=STAIN),  # and a kitchen
    # a lunch for work or school: how long the break is, what there is to make it with
    Topic("lunch", (
        "lunch idea", "lunches", "lunch for work", "lunch at work", "work lunch", "lunch tomorrow", "lunch today",
        "my lunch", "lunch break", "desk lunch", "quick lunch", "lunch to bring", "lunch to take",
    ), ("lunch break", "work kitchen", "kitchen")),
    Topic("drink", (
        *"drink beverage coffee tea cocktail smoothie latte cocoa café cafe".split(), "hot chocolate", "coffee shop",
        # named by what it is: "which lager should I try?", "a wine for the roast?"
        *"beer lager ale cider wine prosecco champagne gin whisky whiskey rum vodka mocktail".split(),
        "shake", "protein shake", "milkshake",
    ), ("allergy", "diet", "alcohol", "food condition", "drink"), unless=STAIN),  # and what a condition allows
    Topic("outing", (
        *"weekend outing sightseeing explore visit nearby".split(),
        "day out", "day trip", "things to do", "something to do", "near me", "around here", "close by",
        "date night", "saturday", "sunday", "go out", "night out", "evening out", "day off", "fun to do",
        "round here", "where I live", "local", "the weather", "this weekend", "free day",
        "leaving town", "in town", "winter here", "summer here", "first winter", "here in", "festival",
        # a day at a place: "plan a day at the beach", "which museum should I visit?", "a spa day"
        "a day at", "day at the", "to the beach", "at the beach", "beach day", "museum", "gallery", "zoo", "aquarium",
        "theme park", "picnic spot", "national park", "spa day", "a spa", "picnic", *THRILLS,
    ), ("home", "hobby", "children", "mobility", "fear", "health", "older age", "budget", "outdoor allergy"),
        unless=r"\b(?:projects?|diy|chores|homework|to-?do list)\b"),  # "a weekend carpentry project": not a day out
    # a date, first or fiftieth: what the evening must allow (hearing, getting about, crowds, drink, food)
    Topic("date", (
        "date idea", "date ideas", "first date", "second date", "third date", "on a date", "for a date",
        "date spot", "date night", "date day", "date activity", "date activities", "fun date", "cute date",
        "romantic date", "cheap date", "dates in", "dating",
    ), ("hearing", "mobility", "sensory", "alcohol", "allergy", "diet", "budget")),
    # getting through to a bank, a shop or an office: one who cannot hear needs another way than a phone call
    Topic("contact", (
        "sort it out with", "get in touch with", "contact my", "contact the", "contact them", "contact their",
        "complain to", "make a complaint", "customer service", "customer services", "helpline", "call centre",
        "call center", "get through to", "dispute", "get a refund", "ask for a refund", "claim a refund",
        "book an appointment", "make an appointment", "report a",
        "speak to someone", "talk to someone at", "chase up", "chase them up",
    ), ("hearing",)),
    # an interview or an assessment to get through: what it must allow (an interpreter, a ramp, large print)
    Topic("interview", ("interview", "interviews", "assessment day", "assessment centre", "assessment center",
                        "networking event", "open day"), ("hearing", "vision", "mobility", "learning")),
    # a flight to sit through: what one fears, a condition, getting through the airport ("tips for a long-haul flight")
    Topic("flight", ("flight", "flights", "long-haul", "long haul", "on the plane", "on a plane", "airport", "layover",
                     "plane journey"),
          ("fear", "allergy", "health", "mobility")),  # nuts served on board
    # getting from one place to another: what one fears (flying, ferries) and how one gets about
    Topic("journey", (
        "way to get there", "way to get around", "get from", "getting from", "how to get to", "get to",
        "travel from", "travelling from",
        "train or", "or fly", "or the train", "flights to", "flight to", "ferry", "route to", "route from",
        "boat trip", "boat tour", "boat ride", "by boat", "on a boat", "sailing trip", "whale watching",
        "whale-watching", "catamaran trip", "catamaran tour",
    ), ("fear", "mobility")),
    Topic("away", (
        "going away", "go away", "away for", "while I'm away", "while I am away", "while we're away", "sitter",
        "kennel", "cattery", "before I go", "before I leave", "before leaving", "before we go", "before we leave",
    ), ("pet", "children", "carer"), pair=(  # and whom the user looks after ("User cares for User's mum")
        ("holiday", "vacation", "travel", "trip", "away", "abroad", "flight", "fly", "conference", "off to"),
        ("sort out", "arrange", "prepare", "organise", "organize", "pack", "need to do", "checklist", "ready"),
    )),
    # a night out or a party: whether the user drinks ("User doesn't drink", kept as their diet)
    Topic("celebration", (
        *"pub pubs nightclub clubbing stag bachelor bachelorette".split(), "night out", "evening out", "hen do",
        "hen party", "night on the town",
        "birthday drinks", "drinks with", "drinks after", "big birthday", "bar crawl", "pub crawl",
        # a party of one's own: "turning 30 next month, give me fun party ideas!!"
        "party ideas", "party for my", "my party", "my birthday party", "throw a party", "throwing a party",
        "plan a party", "plan my party", "birthday bash", "milestone birthday",
        # a send-off or a milestone of one's own: "help me plan my leaving do", "celebrating my promotion"
        "leaving do", "leaving party", "leaving drinks", "farewell party", "farewell do", "send-off",
        "retirement party", "retirement do", "graduation party",
        *(f"turning {age}" for age in MILESTONES), *(f"{age}{_th(age)} birthday" for age in MILESTONES),
        *(f"my {age}{_th(age)}" for age in MILESTONES),
    ), ("alcohol", "diet", "dog")),  # a pub that lets the dog in
    # an occasion where drink is usual, as host or guest: whether the user drinks ("User doesn't drink")
    Topic("occasion", (
        "dinner party", "get together", "get-together", "happy hour", "bring a bottle", "wine and cheese",
        "new year's eve", "celebrate", "housewarming", "have people over", "having people over", "friends over",
        "christmas party", "work party", "office party", "xmas party", "birthday drinks",
    ), ("alcohol",), pair=(
        ("party", "parties", "wedding", "celebration", "gathering", "leaving do", "work do", "office do",
         "christmas do", "baby shower", "engagement", "barbecue", "bbq", "reunion"),
        ("bring", "take along", "serve", "host", "hosting", "throw", "throwing", "menu", "drinks", "snacks"),
    )),
    # a do of one's own, as host: who comes and what they can eat, drink, reach and spend ("plan my 40th")
    Topic("hosting", (
        "party for me", "my party", "plan a party", "plan my party", "throw a party", "throwing a party",
        "celebrate my", "celebrating my", "my wedding", "our wedding", "wedding reception", "christmas day",
        "host christmas", "hosting christmas", "christmas for us", "plan my birthday", "plan our christmas",
        *(f"my {age}{_th(age)}" for age in MILESTONES),
    ), ("diet", "allergy", "alcohol", "mobility", "budget")),
    # a big shop or an errand: how the user gets about (no car: what can be carried, or a delivery)
    Topic("errand", (
        "grocery shop", "grocery shopping", "weekly shop", "food shop", "big shop", "supermarket run",
        "run errands", "ikea", "garden centre", "tip run", "carry home", *STORES,
        # moving one's things: "how do I get my furniture to the new flat?"
        "move house", "moving house", "moving day", "house move", "move out", "moving out", "furniture", "removals",
        "get it home", "get them home", "new sofa", "bring it home", "collect it", "to my new flat", "to my new place",
        "to the new flat", "to the new house",
    ), ("mobility",)),
    # a night in with the family: who watches or plays along
    Topic("family time", (
        "movie night", "family movie", "family film", "film night", "games night", "game night", "family night",
        "family day", "board game night",
    ), ("children",)),
    # somewhere to stay: who comes along (a dog, the kids) and getting around
    Topic("stay", (
        *"cottage airbnb hotel campsite accommodation chalet cabin".split(), "holiday let", "where to stay",
        "place to stay", "somewhere to stay", "b&b", "bed and breakfast", "guesthouse", "guest house", "hostel",
        "glamping", "villa",
    ), ("pet", "children", "mobility", "fear", "budget")),
    # a holiday: who comes, how one gets about, what one fears (heights, boats) and what it may cost
    Topic("holiday", (
        *"itinerary sightseeing cruise".split(), "first timer", "first time in", "must-do", "must do",
        "things to see", "city break", "a day in", "days in", "weekend in", "a week in", "an afternoon in", "to do in",
        "should I do in", "should we do in", "to see in", "long weekend", *TRIPS,
    ), ("children", "mobility", "fear", "pet", "budget", "health", "older age", "carer"), pair=(
        ("holiday", "holidays", "vacation", "getaway", "trip", "weekend away", "abroad"),
        ("where should", "where to go", "where can", "destination", "things to do", "what to do", "fun things",
         "should I do", "should we do", "should I see", "should we see", "should I visit", "to visit", "should I go",
         "should we go",
         "ideas", "recommend", "suggest", "place to go", "places to go", "place for us", "somewhere to go", "plan"),
    )),
    # a long drive: what the user drives (an electric car needs charging stops)
    Topic("drive", ("road trip", "roadtrip", "long drive", "drive from", "driving from", "drive to", "driving to"),
          ("possession",)),
    # choosing an animal: what the user is allergic to, and the animals they already have
    Topic("new pet", ("which pet", "what pet", "new pet", "first pet", "get a pet", "get a dog", "get a cat",
                      "adopt a", "adopting a", "pet for", "pet would", "which breed", "what breed"),
          ("animal allergy", "pet"), pair=(ANIMAL_GOT, ANIMAL_CHOSEN)),
    Topic("gift", (
        "gift", "present", "surprise", "anniversary", "valentine", "birthday", "stocking filler", "wish list",
        "wishlist", "ask for for", "treat myself", *GIFT_FOR,
    ), ("budget",), pair=(  # "what should I get my brother for Christmas?"
        ("should I get", "should I buy", "to get", "to buy", "could I get", "can I get", "should we get"),
        ("for christmas", "for xmas", "for eid", "for diwali", "for hanukkah", "for chanukah", "for mother's day",
         "for father's day", "for valentine's", "for his birthday", "for her birthday", "for their birthday"),
    )),  # and whom it is for, by the request's words (needs._gift_for)
    Topic("partner", (
        *"wife husband partner girlfriend boyfriend fiancé fiancée fiance fiancee spouse hubby missus".split(),
        "romantic", "other half", "significant other", "date night", "the two of us", "us two", "couple",
    ), ("partner",)),
    Topic("commute", (
        *"commute podcast audiobook".split(), "drive to work", "on the train", "on the bus", "journey to work",
        "in the car", "for the car", "car ride", "way to work", "on the road", "leave the house", "leave for work",
        "get to work", "getting to work", "leave home", "set off",
    ), ("commute",)),
    Topic("kids", (
        *"kid child children son daughter school playdate nursery toddler babysitter family twins".split(),
        "bedtime story", "little ones",
    ), ("children",)),
    Topic("household", ("bedrooms", "household", "family holiday", "everyone at home", "whole family"),
          ("household", "children", "partner")),
    Topic("exercise", (
        *"exercise workout gym jog training sport fitness yoga stretch hike swim walk cycling".split(),
        "go running", "going running", "for a run", "running route", "start running", "work out", "get fit",
        "keep fit", "in shape", "bike ride", "stay active", "something active",
        "active weekend", "active day", "marathon", "triathlon", "long run", "my run", "training plan",
        "get fitter", "fitter", "cardio", "lose weight", "lose some weight", "weight loss", "strengthen",
        "my core", "abs", "hiit", "strength training", *SPORTS,
    ), ("health", "older age", "schedule", "goal"),  # the hours one works decide when one trains; not a team name
        unless=r"\bfantasy (?:football|league|team)\b|\bnames? (?:ideas? )?for (?:my|our|a|the)\b"),
    Topic("medicine", (
        *"medicine medication doctor pharmacy painkiller symptom prescription headache flu fever cough".split(),
        *"remedy remedies vitamin supplement gp antibiotic antibiotics infection dentist pharmacist".split(),
        "feel ill", "feeling ill", "feel sick", "feeling sick", "unwell", "caught a cold", "have a cold",
        "got a cold", "with a cold", "sore throat", "hay fever", "under the weather",
    ), ("allergy", "health")),
    Topic("schedule", (
        "best time", "good time to", "right time to", "ideal time", "time of day", "what time should",
        "which day", "what day should", "which evening", "which night",
        "schedule", "timetable", "fit in", "plan my week", "plan my day",
        "my week", "my mornings", "my evenings", "around my", "before work", "after work",
    ), ("schedule", "work"), pair=(  # "when should we have the christening?": when one is free decides it
        ("when should I", "when should we", "when's best", "when is best", "when would be best", "when can I",
         "when could I", "what day", "what night", "what evening", "which weekend", "what weekend"),
        ("plan", "book", "arrange", "schedule", "have the", "hold", "throw", "meet", "organise", "organize", "set up",
         "catch up", "catch-up", "a call", "the call", "call my", "ring my", "phone my", "visit my", "party", "hen do",
         "stag do", "leaving do", "get-together", "fit in", "appointment", "serviced", "get my hair", "go food",
         "do my", "do the", "shopping", "study", "revise"),
    ),
        unless=r"\btime of (?:the )?year\b|\b(?:season|month)s?\b"),  # a season, not the hours one works
    Topic("sleep", (*"sleep bedtime nap naps insomnia".split(), "jet lag", "body clock", "wind down", "go to bed",
                    "get to bed", "bed time", "set my alarm", "alarm for", "wake up", "get up"),
          ("schedule", "work", "children", "health")),
    Topic("work", (
        *"lesson lessons classroom".split(), "lesson plan", "my class", "my students", "my pupils", "my patients",
        "my shift", "at work", "for work", "side project", "my clients", "my customers", "my job", "my career",
        "my cv", "bio", "linkedin", "cover letter", "work profile", "for my work",
    ), ("work",)),
    Topic("upkeep", (
        *"maintenance maintain repair repairs servicing service insurance insure mot winterise winterize".split(),
        "look after it", "keep it running", "before winter", "tune up", "tune-up", "upgrade",
    ), ("possession",)),
    # the user's own things and animals, named in the request: "what oil should I put in my car?",
    # "how much exercise does my dog need?", "what temp should the tank be?"
    Topic("belongings", (
        "my car", "my bike", "my laptop", "my phone", "my computer", "my camera", "my printer", "my tablet",
        "my console", "my van", "screenshot", "keyboard shortcut", "heating", "keep warm", "floors clean",
        "sewing", "my tv", "living room warm", "house warm", "heat the", "warm this winter",
    ), ("possession",)),
    Topic("pets", (
        "my dog", "my cat", "my pet", "my pets", "the tank", "houseplants", "scented candles", "toxic to",
        "house plants", "indoor plants", "which plants", "what plants", "plants can I", "plants should I",
        "plants for my", "plant for my", *TOXIC_AT_HOME,
        "safe for pets", "around my pets", "vet bill", "my bird", "the cage", "the hutch", "my old cat", "my old dog",
        *(f"my {animal}" for animal in ANIMALS if animal not in NOT_ALWAYS_AN_ANIMAL),
    ), ("pet",)),
    # where the user lives decides the light, the weather and the seasons: "how many hours of daylight
    # will I get on dec 15?", "when should I plant tomatoes in my garden?", "what should I wear for a run?"
    Topic("climate", (
        *"daylight sunrise sunset snow heatwave frost humidity".split(), "hours of light", "what should I wear",
        "what to wear", "wear for", "plant tomatoes", "in my garden", "planting season", "time to plant",
        "growing season", "the weather", "how cold", "how hot", "tyres", "tires", "snow chains", "should I pack",
        "what to pack", "to pack for", "northern lights", "aurora", "sunshine", "much sun", "how rainy", "how sunny",
        "good month", "time of year", "backyard bbq", "garden party", "outdoor party",
    ), ("home",)),
    # what to wear or drive through the seasons there: "which coat should I buy?", "what kind of car should I get?"
    Topic("gear", ("winter coat", "what coat", "which coat", "a coat", "what jacket", "which jacket", "walking boots",
                   "winter boots", "kind of car", "car should I", "which car", "what car", "car to buy", "car to get"),
          ("home",)),
    # a car for the family: room for the children and the dog ("what car should I buy?")
    Topic("car", ("kind of car", "car should I", "which car", "what car", "car to buy", "car to get", "new car",
                  "family car", "buy a car", "get a car", "suggest a car", "a car that"), ("children", "pet")),
    # a walk or a ride from home: where the user lives ("suggest a walk for this afternoon")
    Topic("route", ("a walk", "walking route", "cycle route", "bike route", "a hike", "hiking trail", "walks near",
                    "a bike ride", "scenic drive", "running route", "should I walk", "to walk", "go walking",
                    "dog walk"), ("home", "pet", "outdoor allergy")),  # who walks along, and stings
    # a form, a letter or an explanation: one whose first language is not English needs plain words
    Topic("paperwork", ("explain", "fill in", "fill out", "form", "forms", "paperwork", "tax return", "a letter",
                        "an email to", "instructions", "apply for", "tenancy", "contract", "benefits", *WRITTEN_TO),
          ("plain english",)),
    # what to wear for what one does: "what shoes should I buy?" (a runner's, a climber's, a dancer's)
    Topic("kit", ("shoes should I", "shoes do I need", "shoes for me", "gear do I need",
                  "kit should I", "kit do I need"), ("hobby",)),
    # what the body rests or stands on: "which office chair should I buy?", "can you recommend a mattress?"
    Topic("comfort", (*"mattress pillow pillows trainers insoles backpack rucksack".split(), "office chair",
                      "desk chair", "gaming chair", "running shoes", "walking shoes", "work shoes", "standing desk"),
          ("health", "mobility")),
    # what the user can grow: "what vegetables could I grow this summer?" needs the space, then the place
    Topic("growing", ("could I grow", "can I grow", "to grow", "vegetables", "veggies", "herbs", "what to plant",
                      "could I plant", "should I plant", "veggie garden", "vegetable garden", "veg patch"),
          ("garden", "dwelling", "home")),
    # what touches the skin: "what gloves should I buy for cleaning?"
    Topic("skin", (*"gloves plasters band-aids bandage earrings jewellery jewelry".split(), "cleaning products",
                   *"balloons balloon necklace bracelet piercing".split(), "a watch", "watch strap", "belt buckle",
                   *"jumper jumpers sweater sweaters cardigan scarf socks duvet bedding blanket".split()),
          ("skin allergy",)),
    # how the user sees: "which colours should I use for the charts in my presentation?"
    Topic("seeing", (*"colours colors colour color palette contrast outfit outfits wallpaper".split(), "font size",
                     "paint colour", "paint color", "what paint", "which paint", "decorate", "decorating",
                     "colour scheme", "color scheme"), ("vision",)),
    # where the user is decides the hour: "what time should I set a call with a client in New York?"
    Topic("time zone", ("time zone", "timezone", "time difference", "call with", "for either of us",
                        "what time is that for me", "what time is it for me", "local time", "time to call",
                        "time to ring", "time to phone", "time to facetime", "when to call", "when should I call",
                        "when should I ring"), ("home",), pair=(  # "what time should I join the 9am London call?"
        ("what time", "when should I", "when should we", "when do I", "when do we"),
        ("meeting", "webinar", "call", "kick-off", "kickoff", "livestream", "live stream", "stand-up", "watch it live",
         "watch live", "the game", "the match", "the final", "the race", "the fight", "super bowl", "grand prix"))),
    # whether something is safe for the user: "is it ok for me to have a coffee in the morning?"
    Topic("safety", ("ok for me to", "okay for me to", "safe for me", "alright for me to", "fine for me to",
                     "can I still have", "allowed to have", "is it safe to", "hot tub", "jacuzzi", "sauna",
                     "steam room", "can I still", "is it ok to", "is it okay to", "safe to eat", "safe to take"),
          ("health", "food condition", "allergy", "diet")),
    # planning the day itself needs its date ("book a table for our anniversary dinner"); a gift does not
    Topic("anniversary", ("anniversary dinner", "anniversary weekend", "anniversary trip", "plan our anniversary",
                          "anniversary plans"), ("anniversary", "partner")),
    Topic("team", ("my team", "chant", "my club", "match day", "the derby", "our team"), ("team",)),
    # a script, an install, a spreadsheet: the language or tool the user works in, and their system
    Topic("coding", (
        *"csv dataframe pandas script coding regex docker git api json compile spreadsheet terminal".split(),
        "my code", "error message", "stack trace", "command line", "sql query", "install", "excel formula", *CODE,
    ), ("tools", "os")),
    Topic("practice", (
        *"practise practice practising practicing rehearse rehearsal rehearsals".split(), "get better at",
        "my big race", "race day", "my race", "my match", "my gig", "my recital",
        "improve my", "new piece", "new song", "my technique", "warm up", "warm-up", "songs should I",
        "learn next", "songs to learn", "pieces to learn",
    ), ("hobby",)),
    # a weekend's plan: one who keeps the Sabbath strictly leaves it free (no travel, no work, no phones)
    Topic("weekend", ("weekend", "saturday", "friday night", "friday evening"), ("observance",)),
    # something to do at home or nearby: who it is for (the kids) and what one likes doing
    Topic("pastime", ("activity", "activities", "rainy day", "rainy afternoon", "keep busy", "keep them busy",
                      "keep the kids", "entertain the", "bored"), ("children", "hobby")),
    # studying: how the user learns and focuses (ADHD, dyslexia)
    Topic("studying", (
        *"study studying revise revision exam exams homework procrastinate procrastinating".split(),
        "concentrate", "stay focused", "focus better", "take notes", "note-taking", "learn faster",
    ), ("learning", "schedule"), pair=(  # a plan to learn something ("a plan to learn Welsh"), not the best way to
        ("learn", "learning"), ("plan", "routine", "schedule", "timetable", "fit in", "fit it in", "each day", "a day",
                                "every day", "each evening", "every evening", "a week"),
    )),  # and when the user has time for it
    # something to watch: one who is deaf needs captions, one who cannot see needs audio description
    Topic("watching", (
        *"film films movie movies cinema documentary documentaries netflix".split(), "tv show", "tv series",
        "box set", "something to watch", "series to binge", "shows to watch", "shows to binge", "tv shows",
    ), ("hearing", "vision", "photosensitivity", "learning language", "favourite film")),  # a show in the language
    # one is learning; the films one loves most (round 38: batch 62's "recommend me a movie for tonight")
    # something to listen to: one who cannot hear needs transcripts or something else
    Topic("listening", ("podcast", "audiobook", "radio show", "playlist", "music to listen"),
          ("hearing", "learning language")),
    # a show, a talk or a concert: captions or signing, a seat one can reach
    Topic("show", (
        *"theatre theater musical concert gig opera ballet".split(), "comedy show", "stand-up", "live music",
        "a show", "west end", "broadway",
    ), ("hearing", "vision", "mobility", "sensory", "photosensitivity")),
    # lights in the dark: one with photosensitive epilepsy needs warning ("should I go to the fireworks?")
    Topic("lights", ("fireworks", "firework", "light show", "laser show", "rave", "strobe", "disco", "light festival"),
          ("photosensitivity",)),
    # a new pastime: what the body, the eyes and the ears allow
    Topic("new hobby", ("new hobby", "hobby to", "pick up a hobby", "hobby ideas", "a hobby", "hobbies", "which hobby",
                        "what hobby", "hobby should", "take up", "new pastime", "a pastime", "new skill"),
          ("vision", "hearing", "mobility", "health", "older age", "budget")),
    # somewhere busy to go (a restaurant, a bar, a party): one who finds noise and crowds hard needs somewhere calm
    Topic("venue", (
        *"restaurant restaurants bar pub café cafe nightclub club festival concert gig".split(), "eat out", "go out",
        "night out", "evening out", "birthday dinner", "go for dinner", "out for dinner", "go for lunch",
        "out for lunch", "go for brunch", "out for brunch", "go for a drink", "out for drinks", "for dinner in",
        "where should we go for", "where should I go for", "where can we go for", "where to go for",
        "christmas market", "funfair", "the fair", "carnival", "parade", "stadium", "shopping centre", "mall",
    ), ("sensory", "hearing", "mobility", "children", "favourite food"),  # hearing: quiet enough to talk
        unless=r"\bbook club\b|\b(?:protein|energy|granola|snack|cereal|chocolate|candy) bars?\b"),
    # a game or an app to play or use: one who cannot see needs a screen reader, one who cannot hear captions
    Topic("playing", (
        *"game games app apps puzzle puzzles".split(), "video game", "mobile game", "phone game", "play on my phone",
        "board game", "card game",
    ), ("vision", "hearing", "photosensitivity")),
    # something to buy for oneself: what the user can spend ("I need a new laptop, what should I get?")
    Topic("purchase", (
        "new laptop", "new phone", "new car", "new bike", "new tv", "worth buying", "looking to buy", "shopping for",
        "need a new", "which laptop", "which phone",
        # "I need a laptop for job applications", "what phone should I get?", "can you recommend a mattress?"
        *(f"{verb} {thing}" for thing in PURCHASES for verb in ("need a", "buy a", "get a", "recommend a", "which")),
        *(f"what {thing}" for thing in PURCHASES),
    ), ("budget", "vision")),  # and what one can see on it (a screen reader, a big screen)
    # something loud at home (an instrument, a jumping workout): one whose neighbours hear everything needs it quiet
    Topic("noise", (
        *"instrument instruments drums drum trumpet saxophone sax violin trombone bagpipes".split(),
        "drum kit", "learn the piano", "learn piano", "learn guitar", "learn the guitar", "singing lessons",
        "home workout", "workout at home", "skipping rope", "jump rope", "speakers", "sound system",
    ), ("noise",)),
    # what to read: one who cannot see print well listens, or reads large print
    Topic("reading", ("books", "novel", "novels", "something to read", "to read", "reading list", "a good read",
                      "book recommendation", "book club", "beach read"),
          ("vision", "learning language", "favourite book")),  # a language one is learning, the books one loves
)
# fmt: on

# When in the year to go somewhere: a question about the place's seasons, which none of the user's facts decides
# ("the best time of year to visit Japan", "when's the best time to go to Kyoto?"; not "... to plant garlic").
TRIP_SEASON = (
    r"\b(?:time of (?:the )?year|seasons?|months?) (?:to|for) (?:visit|go|travel|fly|see|a trip|a holiday|a visit)\b"
    r"|\btime to (?:visit|go to|travel to|fly to) (?-i:[A-Z])"
)

# The account one holds with a provider, not the thing it is for: "how do I cancel my gym membership?" is about
# getting through to the gym (the topic "contact"), not about exercise.
ACCOUNT = (
    r"\b(?:cancel(?:s|l?ed|l?ing)?|unsubscrib\w*|free?z(?:e|es|ing)|froze|paus\w*|terminat\w*|clos(?:e|es|ed|ing)"
    r"|transfer\w*|get(?:ting)? out of|delet\w*|deactivat\w*|suspend\w*)"
    r"(?: from)? (?:my|our|the|this|that|a|an)(?: [\w'-]+){0,3}? (?:membership|subscription|contract|account"
    r"|direct debit|booking|reservation|order|policy|plan)s?\b"
)
