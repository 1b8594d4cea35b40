"""Words that name a topic of :data:`memorylab.policies.need_words.TOPICS` by one of its things: a dish is food, a
sport is exercise, a kind of trip is a holiday, a present's occasion or kind is a gift. Data only; each list
holds words that, in a request for advice, mean the topic and seldom anything else."""

from __future__ import annotations

# "what lasagne should I make for eight?", "a quick porridge topping?", "any ideas for flapjacks for the bake sale?"
DISHES = tuple(
    """lasagne lasagna paella fajitas chilli chili quiche tart brownies brownie flapjacks cupcakes
    cupcake biscuits scones pancakes pancake waffles porridge granola bagel bagels hotpot fondue charcuterie
    cheeseboard risotto stir-fry enchiladas dumplings gnocchi frittata smoothie-bowl couscous houmous hummus
    guacamole nachos meatballs burgers sausages kebabs falafel brisket trifle cheesecake tiramisu
    crepes crêpes chutney pesto""".split()
) + (
    "ice lolly", "roast dinner", "sunday roast", "christmas dinner", "christmas lunch", "birthday tea", "tray bake",
    "apple crumble", "fruit crumble", "chicken wings", "pork ribs", "meat pie", "apple pie", "pie recipe",
)  # fmt: skip
# not "pie" (a pie chart), "jam" (a paper jam), "ribs" (bruised ribs), "crumble" (crumbling plaster)

# "should I try bouldering with my knee?", "a couch to 5k plan", "is paddleboarding ok for me?"
SPORTS = tuple(
    """pilates crossfit bouldering tennis badminton squash football netball rugby cricket golf rowing
    kayaking canoeing paddleboarding paddleboard surfing skiing snowboarding skating kickboxing karate
    judo zumba parkrun weightlifting powerlifting aerobics aquafit rounders hockey volleyball basketball""".split()
) + (
    "couch to 5k", "run a 5k", "first 5k", "5k race", "run a 10k", "first 10k", "10k race", "half marathon",
    "spin class", "lifting weights", "lift weights", "aqua aerobics", "rock climbing", "climbing wall",
    "indoor climbing", "boxing class", "salsa class", "salsa dancing", "dance class", "dancing lessons",
)  # fmt: skip
# not "climbing" (climbing plants), "boxing" (boxing day), "salsa" (the dip), "spinning" (a spinning head)

# "a ski trip in January", "plan our babymoon", "a camping trip with the kids"
TRIPS = (
    "camping", "camping trip", "safari", "backpacking", "interrail", "inter-rail", "babymoon",
    "staycation", "ski trip", "skiing holiday", "ski holiday", "half term", "summer holidays", "school holidays",
    "mini break", "minibreak", "mini-break", "beach holiday", "package holiday", "all-inclusive", "road trip",
    "honeymoon", "honeymoons", "island hopping", "island-hopping", "gap year", "a fortnight in", "two weeks in",
    "weeks in", "interrailing", "backpacking trip", "walking holiday", "cycling holiday", "sailing holiday",
)  # fmt: skip

# A present said by its occasion or its kind: "a hamper for the neighbours", "ideas for secret santa"
GIFT_FOR = ("secret santa", "hamper", "christmas shopping", "thank-you gift", "thank you gift", "leaving gift")

# A big shop named by its store: "how should I do my big Costco shop?", "a Walmart run", "the Aldi haul"
STORES = (
    "costco", "walmart", "tesco", "asda", "aldi", "lidl", "sainsbury's", "sainsburys", "morrisons", "waitrose",
    "home depot", "b&q", "trader joe's", "whole foods", "kroger", "wholesale", "cash and carry", "big haul",
)  # fmt: skip
# a question about code that names no tool: "how do I sort a list of objects by date?", "a loop over a dict?"
CODE = (
    "array", "arrays", "for loop", "while loop", "a loop", "loop over", "loop through", "list of objects",
    "list of dicts", "list of dictionaries", "list of strings", "list comprehension", "dict", "dicts", "a function",
    "this function", "a variable", "syntax error", "debug", "debugging", "unit test", "unit tests", "compiler",
    "to code", "the code", "some code", "write code", "programming", "html", "css", "a div", "web app", "website",
    "database", "null pointer", "exception", "parse", "a string", "strings", "integer", "integers",
)  # fmt: skip
# Choosing an animal, said with a verb of getting: "we're thinking of getting a puppy", "should we adopt a kitten?"
ANIMAL_GOT = ("get", "adopt", "buy", "rescue", "take in", "thinking of", "thinking about")
ANIMAL_CHOSEN = (
    "a pet", "a dog", "a cat", "a puppy", "a kitten", "a rabbit", "a bunny", "a hamster", "a guinea pig", "a parrot",
    "a bird", "a budgie", "a tortoise", "a lizard", "a snake", "a ferret", "a horse", "a pony", "another dog",
    "another cat", "another pet", "a second dog", "a second cat", "some fish", "a fish", "pets",
)  # fmt: skip
# Something written to someone official: a landlord, the council, a bank ("help me write a complaint letter")
WRITTEN_TO = (
    "letter", "complaint", "email to", "write to", "landlord", "letting agent", "the council", "my bank",
    "the bank", "insurer", "the tax office", "the hmrc", "the irs", "official", "appeal", "ombudsman",
)  # fmt: skip

# What one is asked to have explained in one's own life, not the world's workings: money, the law, forms, health
# ("explain how compound interest works", "how does council tax work?"; not "explain how rainbows form")
OWN_AFFAIRS = (
    "interest", "tax", "taxes", "mortgage", "loan", "loans", "pension", "bill", "bills", "insurance", "contract",
    "lease", "tenancy", "visa", "benefit", "benefits", "credit", "bank", "account", "rent", "deposit", "salary",
    "payslip", "wage", "fine", "a form", "the form", "this form", "forms", "vat", "law", "legal", "rights",
    "vote", "voting", "council", "nhs",
    "prescription", "appointment", "admission", "application", "budget", "savings", "debt", "overdraft", "invest",
    "investing", "shares", "stocks", "isa", "401k", "payroll", "refund", "warranty", "excess", "premium", "policy",
    "inflation", "energy", "utility", "utilities", "universal credit", "national insurance", "social security",
)  # fmt: skip

# A meal named by where it is ordered: "what should I order at the churrascaria?", "what to get at McDonald's?"
ORDERED = (
    "what to order", "order at", "order from the menu", "should I try at", "should I eat at",
    "night market", "food market", "food hall", "food truck", "mcdonald's", "mcdonalds", "kfc", "nando's", "nandos",
    "five guys", "wagamama", "pizza hut", "domino's", "dominos", "taco bell", "chipotle", "greggs", "burger king",
    "should I serve at", "should I serve for", "should we serve", "to serve at", "to serve for",  # not a tennis serve
)  # fmt: skip
# A ride or a thrill that a body must be fit for: "should I go on the roller coasters?", "is a zip line ok for me?"
THRILLS = (
    "roller coaster", "roller coasters", "rollercoaster", "rollercoasters", "water park", "bungee", "zip line",
    "zipline", "zip-line", "skydive", "skydiving", "white water rafting", "go-karting", "go karting", "paintball",
)  # fmt: skip
# What is toxic to an animal at home: "is it safe to use essential oils?", "are lilies ok in the house?"
TOXIC_AT_HOME = (
    "essential oil", "essential oils", "diffuser", "air freshener", "lilies", "slug pellets", "antifreeze",
    "weed killer", "weedkiller", "rat poison", "xylitol",
    # flowers and plants brought into the house: "what flowers are safe for the living room?", "a real christmas tree?"
    "poinsettia", "poinsettias", "christmas tree", "real tree", "mistletoe", "flowers for the house",
    "flowers in the house", "flowers for the living room", "flowers are safe", "flowers safe", "cut flowers",
)  # fmt: skip

# A medicine by its name, bought or prescribed: "can I take ibuprofen for this back pain?", "is it ok to have a
# Lemsip?" (what the user takes already and what they react to decide it)
DRUGS = (
    "ibuprofen", "paracetamol", "acetaminophen", "aspirin", "naproxen", "codeine", "co-codamol", "tylenol", "advil",
    "nurofen", "motrin", "aleve", "calpol", "antihistamine", "antihistamines", "piriton", "benadryl", "loratadine",
    "cetirizine", "zyrtec", "claritin", "sudafed", "decongestant", "lemsip", "night nurse", "melatonin",
    "sleeping pills", "sleeping tablets", "st john's wort", "antacid", "antacids", "gaviscon", "imodium", "laxative",
    "laxatives", "cough syrup", "cough medicine", "cold and flu", "hay fever tablets", "pain relief", "painkillers",
    "morning after pill", "anti-inflammatory", "anti-inflammatories", "nsaid", "nsaids", "omeprazole", "tramadol",
)  # fmt: skip
