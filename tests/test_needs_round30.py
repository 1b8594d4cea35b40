"""Round 30, from the open batches' misses (46n, 47) and pairings strangers write that no table listed, each class in
new words: a close one's diet, allergy or condition for a plan the user shares with them; choosing an animal said with
a verb of getting, and an allergy to animals; the weather "here"; an electric car on a long drive; the language one
codes in, kept as something one is learning, and a code question that names no tool; an interview; taking up a
hobby; a letter to someone official; a big shop named by its store; a device for one who cannot see; a walk with
the dog, and stings out of doors; when to do a thing of one's own, and the job that decides it; the hour of a
meeting elsewhere; whether something is safe while pregnant. Then the questions of the days-later kind: where one
works named by its kind, the kind of home, a master's degree (no one's own), a pastime one loves, weight to lose in
words, flashing lights. Later: one's own affairs explained (plain words for a second language, nothing else), a fear
of crowds for somewhere busy, where to go for an occasion, what to pack for the weather, and a close one's fact said
with the name the user gave them. Each class with requests that must state nothing."""

import pytest

from memorylab.policies.grounding import Recalled, choose
from memorylab.policies.needs import needs_of


def statement(request_: str, memories: list[tuple[str, str | None]]) -> str | None:
    recalled = [Recalled(i + 1, text, 0.05, key=key) for i, (text, key) in enumerate(memories)]
    return choose(request_, recalled, 0.15).statement


@pytest.mark.parametrize(
    "request_, memory, expected",
    [
        # a close one's diet, allergy or condition, for a meal, an outing or a trip shared with them
        ("what should we cook for our date night in?", ("User's husband is vegan", "family:husband"), "vegan"),
        ("where should I take him for dinner?", ("User's boyfriend is coeliac", "family:boyfriend"), "gluten-free"),
        ("suggest a pudding for sunday lunch", ("User's daughter is lactose intolerant", "family:daughter"), "lactose"),
        ("plan a family day out in York", ("User's son is autistic", "family:son"), "autistic"),
        ("recommend a film for us tonight", ("User's wife is deaf", "family:wife"), "captions"),
        ("what should I bake for the kids' party?", ("User's kids are vegetarian", "family:kids"), "vegetarian"),
        ("give me a menu for a dinner party", ("User's partner has type 1 diabetes", "family:partner"), "sugar"),
        # choosing an animal, said with a verb of getting; an allergy to animals, the user's or a close one's
        ("thinking of getting a puppy, which breed?", ("User's wife is allergic to dogs", "allergy:wife:dog"), "dogs"),
        ("should I adopt a kitten?", ("User is allergic to cats", "allergy:cat"), "cats"),
        ("thinking about buying a rabbit, any advice?", ("User is allergic to animal fur", None), "fur"),
        ("is it a good idea to get another dog?", ("User has a whippet called Nell", "whippet"), "whippet"),
        ("we want to rescue a cat, tips?", ("User's son is allergic to cats", "allergy:son:cat"), "cats"),
        # the weather or the light where the speaker is, asked as "here"
        ("how cold does it get here in January?", ("User lives in Winnipeg", "city"), "Winnipeg"),
        ("what's the weather like here in the summer?", ("User lives in Seville", "city"), "Seville"),
        ("when does it get dark here in December?", ("User lives in Tromsø", "city"), "Tromsø"),
        ("is it usually rainy here in April?", ("User is based in Manchester", "city"), "Manchester"),
        ("how hot does it get here in August?", ("User lives in Phoenix", "city"), "Phoenix"),
        # an electric car on a long drive: the charging stops
        ("plan a road trip from Leeds to Inverness", ("User drives an electric Mini", "car"), "charging"),
        ("help me plan a long drive to the south of France", ("User has a Tesla", "car"), "charging"),
        ("tips for driving from Calgary to Vancouver?", ("User drives an EV", "car"), "charging"),
        ("plan a roadtrip along the coast for me", ("User drives a hybrid", "car"), "charging"),
        ("we're driving to Cornwall, how should we plan it?", ("User has an electric car", "car"), "charging"),
        # the language one codes in, kept as something one is learning; a code question that names no tool
        ("how do I open a json file?", ("User is learning to code in Python", "hobby:code"), "Python"),
        ("how do I sort a list of objects by date?", ("User codes in JavaScript", "work_tool"), "JavaScript"),
        ("how do I loop over a dict?", ("User is a Rust developer", "job"), "Rust"),
        ("why does my for loop never stop?", ("User is teaching themselves TypeScript", None), "TypeScript"),
        ("how do I parse a date string?", ("User writes scripts in R", None), " R"),
        # an interview to get through
        ("how should I get ready for my interview?", ("User is hard of hearing", "health:hearing"), "interpreter"),
        ("any advice for an assessment centre next week?", ("User uses a wheelchair", "transport"), "step-free"),
        ("what should I expect at a job interview?", ("User is deaf", "health:deaf"), "deaf"),
        ("help me prepare for a teaching interview", ("User is partially sighted", "health:sight"), "large print"),
        ("tips for a video interview?", ("User has dyslexia", "health:dyslexia"), "adjustments"),
        # taking up a pastime: what the body allows
        ("which hobby should I try this year?", ("User has arthritis", "health:arthritis"), "arthritis"),
        ("what could I take up now I'm retired?", ("User has a bad back", "health:back"), "back"),
        ("suggest a new pastime for the evenings", ("User is blind", "health:blind"), "screen reader"),
        ("what hobby would suit me?", ("User is deaf", "health:deaf"), "hearing"),
        ("what new skill should I learn this winter?", ("User uses a wheelchair", "transport"), "wheelchair"),
        # something written to someone official, in a second language
        ("can you help me write a complaint about my broadband?", ("User's first language is Polish", None), "simple"),
        ("help me write to my landlord about the mould", ("User's first language is Arabic", None), "simple"),
        ("draft me an email to the council about the bins", ("User is still learning English", None), "simple"),
        ("help with a letter to my bank please", ("User's first language is Urdu", None), "simple"),
        ("how do I appeal a parking fine?", ("User's native language is Tagalog", None), "simple"),
        # a big shop named by its store, without a car
        ("how should I do my Aldi shop this week?", ("User doesn't drive", "transport"), "carry"),
        ("tips for a big Tesco shop?", ("User has no car", "transport"), "carry"),
        ("what should I buy at Costco?", ("User doesn't have a car", "transport"), "carry"),
        ("planning a Walmart run, how do I get it all home?", ("User doesn't drive", "transport"), "carry"),
        ("help me plan a trip to the cash and carry", ("User takes the bus everywhere", "transport"), "bus"),
        # a device for one who cannot see
        ("what phone should I get?", ("User is blind", "health:blind"), "screen reader"),
        ("which laptop should I buy for uni?", ("User is visually impaired", "health:sight"), "screen reader"),
        ("I need a new tv, which one?", ("User has low vision", "health:sight"), "screen reader"),
        ("can you recommend a tablet for my reading?", ("User is partially sighted", None), "zoom"),
        ("what computer should I buy?", ("User is blind", "health:blind"), "screen reader"),
        # a walk with the dog; stings and pollen out of doors
        ("where should I walk this evening?", ("User has a greyhound", "greyhound"), "dog-friendly"),
        ("suggest a walk for sunday afternoon", ("User has two spaniels", "dog"), "spaniels"),
        ("any ideas for a day out on saturday?", ("User is allergic to wasp stings", "allergy:wasp"), "EpiPen"),
        ("plan a day at the beach for me", ("User gets hay fever", None), "pollen"),
        ("suggest a walk near Bath", ("User is allergic to bee stings", "allergy:sting"), "stings"),
        # when to do a thing of one's own: the hours one works, and the job that decides them
        ("when should I do my weekly food shop?", ("User works 8am to 8pm on weekdays", None), "8am"),
        ("when should I go shopping for a new coat?", ("User works nights", "schedule"), "nights"),
        ("when should we book the dentist?", ("User is a secondary school teacher", "job"), "teacher"),
        ("which day should I get the boiler serviced?", ("User is a paramedic on twelve-hour shifts", "job"), "shifts"),
        ("when should I revise for my exams?", ("User works weekends at a cafe", None), "weekends"),
        # the hour of a meeting elsewhere, from where one is
        ("what time should I join the 10am New York meeting?", ("User lives in Berlin", "city"), "Berlin"),
        ("when should I dial into the Sydney webinar?", ("User lives in Lisbon", "city"), "Lisbon"),
        ("what time should I watch the kick-off in Madrid?", ("User lives in Auckland", "city"), "Auckland"),
        ("what time should we start the team call?", ("User is based in Singapore", "city"), "Singapore"),
        ("what time should I log on for the livestream?", ("User lives in Denver", "city"), "Denver"),
        # whether something is safe, with a baby due
        ("can I go in the sauna at the gym?", ("User is expecting twins", "expecting"), "expecting"),
        ("is it ok to use the jacuzzi at the hotel?", ("User is pregnant", "expecting"), "pregnant"),
        ("can I still eat runny eggs?", ("User is 30 weeks pregnant", "expecting"), "pregnant"),
        ("is a hot tub safe for me this week?", ("User is expecting a baby in May", "expecting"), "expecting"),
        ("can I have a steam room session?", ("User has high blood pressure", "health:blood pressure"), "blood"),
        # something explained, asked of one whose first language is not English: plain words, and nothing else
        ("explain how a pension works", ("User's first language is Somali", None), "simple"),
        ("how does a credit score work?", ("User's native language is Italian", "first_language"), "simple"),
        ("what does 'excess' mean on my car insurance?", ("User is still learning English", None), "simple"),
        ("can you explain VAT in simple terms?", ("User's first language is Farsi", None), "simple"),
        ("explain my payslip to me", ("User's first language is Korean", None), "simple"),
        # a fear of crowds for somewhere busy
        ("which bar should we go to on Friday?", ("User has a fear of crowds", "fear:crowd"), "crowded"),
        ("recommend a restaurant for a birthday meal", ("User is afraid of big crowds", None), "crowded"),
        ("should I go to the festival this summer?", ("User is terrified of crowds", None), "crowds"),
        ("any good pubs near me?", ("User is scared of crowds", "fear:crowds"), "crowded"),
        ("where should we go for drinks after work?", ("User has a fear of crowds", "fear:crowd"), "crowds"),
        # where to go for an occasion: an outing, and who comes along
        ("where should we go for her birthday?", ("User's daughter is autistic", "family:daughter"), "autistic"),
        ("where should I go for a quiet dinner?", ("User is hard of hearing", "health:hearing"), "hear each other"),
        ("where can we go for a family treat?", ("User has twin toddlers", "children"), "toddlers"),
        ("where should we go for half term?", ("User has a 4-year-old", None), "4-year-old"),
        ("where to go for a birthday lunch with the kids?", ("User uses a wheelchair", "transport"), "wheelchair"),
        # what to pack for the weather where one lives
        ("what should I pack for a run in February?", ("User lives in Oslo", "city"), "Oslo"),
        ("what to pack for a day at the beach?", ("User lives in Darwin", "city"), "Darwin"),
        ("what do I need to pack for a bike ride tomorrow?", ("User lives in Calgary", "city"), "Calgary"),
        ("what should I pack for a picnic this weekend?", ("User lives in Dundee", "city"), "Dundee"),
        ("what to pack for a hike on Saturday?", ("User lives in Denver", "city"), "Denver"),
        # a meal named by where it is ordered, or served
        ("what should I order at the churrascaria?", ("User is vegetarian", "diet"), "vegetarian"),
        ("what's good to get at McDonald's?", ("User is trying to lose weight", "goal"), "weight"),
        ("what should I try at the night market?", ("User is allergic to prawns", "allergy:prawn"), "prawns"),
        ("what should I serve at the christening?", ("User keeps kosher", "diet:kosher"), "kosher"),
        ("what to order at Nando's?", ("User is coeliac", "health:coeliac"), "gluten"),
        # a shake is a drink
        ("what should I put in my protein shake?", ("User is vegan", "diet"), "vegan"),
        ("recommend a milkshake flavour", ("User is lactose intolerant", "allergy:lactose"), "lactose"),
        ("a good post-workout shake?", ("User is allergic to whey", "allergy:whey"), "whey"),
        ("which protein shake should I buy?", ("User has type 2 diabetes", "health:diabetes"), "sugar"),
        ("ideas for a breakfast shake?", ("User is allergic to bananas", "allergy:banana"), "bananas"),
        # what is toxic to an animal at home
        ("is it safe to use essential oils at home?", ("User has a cat", "cat"), "cat"),
        ("can I put a diffuser in the lounge?", ("User has a parrot", "parrot"), "parrot"),
        ("are lilies ok to have in the house?", ("User has two cats", "cat"), "cats"),
        ("should I use slug pellets in the garden?", ("User has a puppy", "dog"), "puppy"),
        ("which air freshener should I buy?", ("User has a rabbit", "rabbit"), "rabbit"),
        # when to do one's shopping
        ("when should I go grocery shopping?", ("User works nights", "schedule"), "nights"),
        ("when should I do the shopping this week?", ("User works weekends", "schedule"), "weekends"),
        ("when should we go clothes shopping?", ("User works 9 to 5", "schedule"), "9 to 5"),
        ("when's best for my Christmas shopping?", ("User works shifts at the hospital", None), "shifts"),
        ("what day should I do my food shopping?", ("User works Monday to Friday", "schedule"), "Monday"),
        # what one will get or need where one lives
        ("how many hours of daylight will I get in December?", ("User lives in Helsinki", "city"), "Helsinki"),
        ("will I need snow chains this winter?", ("User lives in Innsbruck", "city"), "Innsbruck"),
        ("will I see the northern lights this year?", ("User lives in Tromsø", "city"), "Tromsø"),
        ("do I get much sun in February?", ("User lives in Glasgow", "city"), "Glasgow"),
        ("will I need a heatwave plan in July?", ("User lives in Seville", "city"), "Seville"),
        # bringing a big thing home without a car
        ("how should I get my new sofa home?", ("User doesn't drive", "transport"), "drive"),
        ("how do I bring it home from the shop?", ("User has no car", "transport"), "car"),
        ("I'm buying a bookcase, how do I collect it?", ("User doesn't drive", "transport"), "drive"),
        ("what's the easiest way to get my new sofa up the stairs?", ("User has no car", "transport"), "car"),
        ("how should I get them home from IKEA?", ("User cycles everywhere", "transport"), "cycle"),
        # the hour of a match or a race elsewhere
        ("what time should I watch the Super Bowl live?", ("User lives in London", "city"), "London"),
        ("what time is the final for me?", ("User lives in Perth", "city"), "Perth"),
        ("when should I tune in for the grand prix?", ("User lives in Chicago", "city"), "Chicago"),
        ("what time should I get up for the match?", ("User lives in Wellington", "city"), "Wellington"),
        ("what time does the fight start for us?", ("User lives in Dublin", "city"), "Dublin"),
        # a ride or a thrill a body must be fit for
        ("should I go on the roller coasters?", ("User has a bad back", "health:back"), "back"),
        ("is a zip line ok for me?", ("User has a heart condition", "health:condition"), "heart"),
        ("should I try skydiving for my 40th?", ("User has epilepsy", "health:epilepsy"), "epilepsy"),
        ("plan a day at a water park for us", ("User has two toddlers", "children"), "toddlers"),
        ("should we go paintballing?", ("User is pregnant", "expecting"), "pregnant"),
        # a pub that lets the dog in
        ("can you recommend a pub for Sunday lunch?", ("User has a dog", "dog"), "dog-friendly"),
        ("which pub should we go to this afternoon?", ("User has a cockapoo called Bean", "cockapoo"), "dog-friendly"),
        ("any good pubs in Bath?", ("User has two labradors", "labrador"), "dog-friendly"),
        ("where should we go for a night out?", ("User has a spaniel", "spaniel"), "dog-friendly"),
        ("recommend a pub with a garden", ("User has a puppy", "dog"), "dog-friendly"),
    ],
)
def test_a_request_states_the_fact_it_needs(request_, memory, expected):
    said = statement(request_, [memory])
    assert said and expected in said, (said, [n.label for n in needs_of(request_)])


@pytest.mark.parametrize(
    "request_, memory",
    [
        # the user's own question about their own allergy is not answered by a close one's
        ("what am I allergic to?", ("User's daughter is lactose intolerant", "family:daughter")),
        ("what's my diet?", ("User's wife is vegetarian", "family:wife")),
        # a close one said only by their name or age: no condition to state
        ("what should we cook tonight?", ("User's husband is Tom", "partner")),
        # an animal got rid of, or its behaviour, is no choice of a new one
        ("how do I get a dog to stop barking?", ("User is allergic to peanuts", "allergy:peanut")),
        ("we're thinking of getting a new sofa, any tips?", ("User is allergic to cats", "allergy:cat")),
        # "here" that is no place
        ("here's a question: what is 12 times 12?", ("User lives in Leeds", "city")),
        ("what does 'here be dragons' mean?", ("User lives in Bristol", "city")),
        ("Can you explain what's going on here in this sentence?", ("User lives in Cork", "city")),
        # an electric car with no long drive; a drive with a petrol car says no charging
        ("how far away is the moon?", ("User drives an electric car", "car")),
        ("what's the capital of Norway?", ("User drives a Tesla", "car")),
        # a code question for one who keeps no language; a language that is no code
        ("how do I sort a list of objects by date?", ("User's daughter is Ruby", "daughter")),
        ("how do I loop over a dict?", ("User loves Taylor Swift", "favourite:singer")),
        ("what's the dress code for a black-tie wedding?", ("User codes in Python", "work_tool")),
        # an interview on the radio, about someone else
        ("who did the BBC interview last night?", ("User is deaf", "health:deaf")),
        # a shop, a phone, a walk that none of these facts bears on
        ("how do I reset my phone?", ("User is blind", "health:blind")),
        ("what's the history of Tesco?", ("User doesn't drive", "transport")),
        ("how long should I boil an egg?", ("User is allergic to bee stings", "allergy:sting")),
        ("what time is it in Tokyo right now?", ("User is a nurse", "job")),
        ("how does a sauna work?", ("User is pregnant", "expecting")),
        ("what's the capital of Peru?", ("User's husband is vegan", "family:husband")),
        # an explanation needs only plain words: a schedule, a condition, an animal are not said for it
        ("explain the basic rules of cricket", ("User swims every morning before work", None)),
        ("how does a hot tub work?", ("User is pregnant", "expecting")),
        ("explain how a mortgage works", ("User is allergic to walnuts", "allergy:walnut")),
        ("what does 'per diem' mean?", ("User has a dog called Rex", "dog")),
        ("explain how volcanoes erupt", ("User's first language is Greek", None)),
        ("what does 'schadenfreude' mean?", ("User's first language is Hindi", None)),
        ("explain photosynthesis simply", ("User's husband is a dentist", "family:husband")),
        # a cat is no dog for a pub; an order that is no meal; a rollercoaster of feelings
        ("can you recommend a pub for Sunday lunch?", ("User has a cat", "cat")),
        ("what should I order first, the sofa or the rug?", ("User is coeliac", "health:coeliac")),
        ("tips to serve better in tennis?", ("User is allergic to peanuts", "allergy:peanut")),
        ("what should I order from Amazon for my desk?", ("User is allergic to peanuts", "allergy:peanut")),
        ("what should I get at the garden centre?", ("User is vegan", "diet")),
        ("how should I serve in pickleball?", ("User is vegan", "diet")),
        ("how do I make a budget spreadsheet in Excel?", ("User has a dog", "dog")),
        ("how do I get over an emotional rollercoaster of a week?", ("User is vegan", "diet")),
        ("how many players are in the final?", ("User lives in Perth", "city")),
        # a question of what one has is about the past, not a request ("do I have", unlike "will I need")
        ("what car do I have again?", ("User lives in Oslo", "city")),
        ("what pets do I have?", ("User is allergic to cats", "allergy:cat")),
        ("how many kids do I have?", ("User is on a tight budget", "budget")),
        ("do I have any allergies?", ("User lives in Leeds", "city")),
        ("which phone do I have?", ("User is blind", "health:blind")),
        # a crowd one is not in
        ("how big was the crowd at the final?", ("User has a fear of crowds", "fear:crowd")),
    ],
)
def test_a_request_that_does_not_need_the_fact_states_nothing(request_, memory):
    assert statement(request_, [memory]) is None


@pytest.mark.parametrize(
    "question, memory, key",
    [
        # where one works, asked by the kind of place
        ("which hospital do I work at?", "User is a nurse at St Thomas'", "job"),
        ("what shop do I work in?", "User works at a bike shop in Hackney", "employer"),
        ("which school do I teach at?", "User teaches maths at Northfield Academy", "job"),
        ("which airline do I work for?", "User is cabin crew for KLM", "job"),
        ("what charity work do I do?", "User volunteers at a food bank on Saturdays", "job"),
        # the kind of home
        ("what kind of place do I live in?", "User lives on a houseboat", "dwelling"),
        ("what sort of home do I have?", "User lives in a studio flat", None),
        ("what type of house do I live in?", "User lives in a bungalow", None),
        ("do I live on a boat or in a flat?", "User lives on a canal boat", "dwelling"),
        ("what do I live in again?", "User lives in a camper van", None),
        # a degree or a licence is no one else's
        ("what's my master's degree in?", "User is doing a master's in nursing", "study"),
        ("what is my bachelor's in?", "User studied history at Durham", "study"),
        ("what subject is my master's?", "User is studying for an MA in archaeology", "study"),
        ("remind me what my master's is about?", "User is doing an MSc in economics", "study"),
        ("which field is my bachelor's degree in?", "User has a degree in chemistry", "study"),
        # a pastime said as loved
        ("what am I into?", "User loves bouldering", None),
        ("what's my hobby?", "User really enjoys knitting", None),
        ("what do I do for fun?", "User likes birdwatching", None),
        ("what do I do in my spare time?", "User loves sailing", None),
        ("what hobby did I tell you about?", "User enjoys pottery", None),
        # the team one follows, kept as being a fan
        ("which football team do I support?", "User is a fan of Arsenal", "fan:arsenal"),
        ("what team am I a fan of?", "User is a big fan of the Chicago Bulls", "fan:chicago"),
        ("who do I support in the rugby?", "User is a fan of Leinster", "fan:leinster"),
        ("which club do I follow?", "User is a huge fan of Boca Juniors", "fan:boca"),
        ("remind me which team I support", "User is a fan of the Yankees", "fan:yankees"),
        # what one is into, with a word between
        ("what music am I into?", "User is a huge fan of jazz", "hobby:jazz"),
        ("what sport am I into these days?", "User is into padel", "hobby:padel"),
        ("what kind of films am I into?", "User is into horror films", "hobby:horror"),
        ("what games am I into?", "User is into chess", "hobby:chess"),
        ("what crafts am I into?", "User is into embroidery", "hobby:embroidery"),
        # the usual drink, asked as an order
        ("what's my usual coffee order?", "User drinks oat milk flat whites", None),
        ("how do I take my tea?", "User drinks earl grey with lemon", None),
        ("what's my usual order at the cafe?", "User always has a cortado and a latte", None),
        ("how do I like my coffee?", "User has an espresso every morning", None),
        ("what's my coffee order again?", "User loves iced lattes", None),
        # where one lives, asked by the kind of place
        ("what's the name of the village I live in?", "User lives in Much Hadham", "city"),
        ("which island do I live on?", "User lives in Gozo", "city"),
        ("what state am I living in?", "User lives in Oregon", "city"),
        ("which county did I move to?", "User moved to Cornwall", "city"),
        ("remind me of the town we live in", "User lives in Hebden Bridge", "city"),
        # a faith, asked by its own words
        ("what religion am I?", "User is Muslim", "faith"),
        ("what's my faith?", "User is a practising Catholic", "faith"),
        ("am I religious?", "User is Jewish", None),
        ("which religion do I follow?", "User is a devout Sikh", None),
        ("what do I believe in, religion-wise?", "User is Buddhist", None),
    ],
)
def test_days_later_questions_find_the_fact_of_their_kind(question, memory, key):
    recalled = [Recalled(1, memory, 0.05, key=key), Recalled(2, "User's bicycle is red", 0.05, key="bicycle")]
    grounding = choose(question, recalled, 0.15)
    assert grounding.grounded and grounding.memory_text == memory, grounding.reason


@pytest.mark.parametrize(
    "request_, memory, expected",
    [
        # weight to lose said in words; flashing lights that set off a migraine
        ("what should I make for dinner tonight?", ("User wants to lose two stone", "goal"), "two stone"),
        ("a healthy lunch idea?", ("User is trying to lose ten pounds", "goal"), "ten pounds"),
        ("what should I eat for breakfast?", ("User hopes to lose half a stone by June", None), "half a stone"),
        ("should I go to the fireworks on Saturday?", ("User gets migraines from flashing lights", None), "strobe"),
        ("any good video games for me?", ("User can't be around strobe lights", None), "flashing"),
        ("is the laser show ok for me?", ("User reacts badly to flickering lights", None), "flashing"),
    ],
)
def test_a_fact_said_in_other_words_fills_its_kind(request_, memory, expected):
    said = statement(request_, [memory])
    assert said and expected in said, (said, [n.label for n in needs_of(request_)])


@pytest.mark.parametrize(
    "request_, memories, expected",
    [
        # a close one's fact said with the name the user gave them
        (
            "we're thinking of getting a dog, thoughts?",
            [("User's husband is Karim", "partner"), ("User's husband is allergic to dogs", "allergy:husband:dog")],
            "your husband Karim is allergic to dogs",
        ),
        (
            "what should I bake for the school fair?",
            [("User's son is Oisin", "son"), ("User's son is coeliac", "family:son")],
            "your son Oisin is coeliac",
        ),
        (
            "plan a day out for the family",
            [("User's daughter is called Bea", "daughter"), ("User's daughter uses a wheelchair", None)],
            "your daughter Bea uses a wheelchair",
        ),
        (
            "recommend a film for tonight",
            [("User's wife is Hana", "partner"), ("User's wife is deaf", "family:wife")],
            "your wife Hana is deaf",
        ),
        (
            "what should I cook for dinner?",
            [("User's girlfriend is Zoe", "partner"), ("User's girlfriend is vegan", "family:girlfriend")],
            "your girlfriend Zoe is vegan",
        ),
        # two names for one word: neither is said
        (
            "what should I cook for the kids?",
            [("User's son is Tom", "son"), ("User's son is Max", "son"), ("User's son is vegetarian", "family:son")],
            "your son is vegetarian",
        ),
    ],
)
def test_a_close_ones_fact_is_said_with_their_name(request_, memories, expected):
    said = statement(request_, memories)
    assert said and expected in said, said
