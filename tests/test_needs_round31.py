"""Round 31, from the open batches' misses (48, 46n, 47, 37) and a stranger's walk of the workshop, each class in
new words, both sides: a how-to question that shares a word with a stored fact asks about the world, not the user's
own ("how do I make a budget spreadsheet?"); a question for everything told states every fact, not three.
"""

import pytest

from memorylab.policies.grounding import Recalled, choose
from memorylab.policies.needs import needs_of
from tests.conftest import make_lab


def statement(request_: str, memories: list[tuple[str, str | None]]) -> str | None:
    recalled = [Recalled(i + 1, text, 0.3, key=key) for i, (text, key) in enumerate(memories)]
    return choose(request_, recalled, 0.15).statement


@pytest.mark.parametrize(
    "question, memory",
    [
        # a how-to question names a kind of fact as a thing in general ("a budget", "a new language")
        ("How do I set up a budget tracker in Google Sheets?", ("User's budget is £450 a month", "budget")),
        ("how can I draw a garden in perspective?", ("User has a tiny garden", "garden")),
        ("how do you pick a university course?", ("User studies nursing at Cardiff", "study")),
        ("what's the best way to learn a new language as an adult?", ("User speaks Italian", None)),
        ("how do I write a job advert for a cleaner?", ("User is a pharmacist", "job")),
        ("how would I set a fitness goal that sticks?", ("User is training for a 10k", "goal")),
        ("how do I come up with a team name for the quiz night?", ("User supports Hibs", "team")),
        ("how do I look after a pet tortoise?", ("User has a cat called Pip", "cat")),
        ("how should I plan a diet for a marathon runner?", ("User is vegetarian", "diet")),
        ("how do I make a budget spreadsheet?", ("User's budget is £200 a month", "budget")),
    ],
)
def test_a_how_to_question_about_a_thing_in_general_states_nothing(question, memory):
    assert statement(question, [memory]) is None


@pytest.mark.parametrize(
    "question, memory, expected",
    [
        # the user's own, said with "my", or asked in the slot's own words
        ("how do I stick to my budget this month?", ("User's budget is £450 a month", "budget"), "£450"),
        ("how do I keep my garden tidy in winter?", ("User has a tiny garden", "garden"), "garden"),
        ("how do I get around, remind me?", ("User doesn't drive", "transport"), "drive"),
        ("how do I take my coffee again?", ("User drinks oat flat whites", None), "flat whites"),
        ("how do I explain my job to kids?", ("User is a pharmacist", "job"), "pharmacist"),
    ],
)
def test_a_how_to_question_about_the_users_own_still_states_it(question, memory, expected):
    said = statement(question, [memory])
    assert said and expected in said, (said, [n.label for n in needs_of(question)])


FACTS = [
    ("User is allergic to sesame", "allergy:sesame"),
    ("User lives in Galway", "city"),
    ("User's tortoise is called Dot", "tortoise"),
    ("User works as a radiographer", "job"),
    ("User is pescatarian", "diet"),
    ("User's sister is Aoife", "sister"),
]


@pytest.mark.parametrize(
    "question", ["what do you know about me?", "What have I told you so far?", "tell me what you know about me"]
)
def test_a_question_for_everything_told_states_every_fact(tmp_path, clock, scripted, question):
    """Asked for everything, the reply stated three of the user's facts (the cap on one reply), not every one."""
    lab = make_lab(tmp_path / "lab", clock, reply_mode="grounded")
    try:
        for text, key in FACTS:
            lab.remember("u", text, key=key)
        lab.remember("u", "User went to a gig on Friday", kind="episodic")
        turn = lab.chat("u", question)
        for value in ("sesame", "Galway", "Dot", "radiographer", "pescatarian", "Aoife"):
            assert value in turn.reply, (value, turn.reply)
        assert "gig" not in turn.reply  # six facts told: a passing memory does not pad the answer
    finally:
        lab.close()


def test_everything_told_is_bounded_and_said_once():
    recalled = [Recalled(i, f"User's fact number {i} is " + "long " * 20, 0.1, key=f"k{i}") for i in range(20)]
    recalled += [Recalled(99, recalled[0].text, 0.1, key="again")]  # one text under two keys
    grounding = choose("what do you know about me?", recalled, 0.15)
    assert 3 <= len(grounding.stated) < 20 and len(set(grounding.memory_texts)) == len(grounding.stated)
    passing = [Recalled(1, "User went to Leeds", 0.1), Recalled(2, "User saw a fox", 0.1), Recalled(3, "User ran", 0.1)]
    vegan = Recalled(9, "User is vegan", 0.1, key="diet")
    assert choose("what do you know about me?", [*passing, vegan], 0.15).memory_ids == (9, 1, 2)


@pytest.mark.parametrize(
    "request_, memory, expected",
    [
        # the body's height, for what must fit it: a car, a bike, a bed, a seat
        ("what hatchback would you recommend for city driving?", ("User is 6'5\"", None), "6'5"),
        ("which road bike should I get for sportives?", ("User is 193 cm tall", None), "193 cm"),
        ("can you recommend a mattress for a small bedroom?", ("User is very tall", "height"), "tall"),
        ("any tips for a long-haul flight to Perth?", ("User is 6 foot 6", None), "legroom"),
        ("which tent should I buy for a festival?", ("User is really tall", None), "tall"),
        ("what size frame should I look for on a mountain bike?", ("User is petite", None), "petite"),
        ("where can I find jeans that fit?", ("User is 2 metres tall, 198 cm", None), "198"),
        # a day's or a week's plan: the prayers it leaves time for
        ("can you draw up a revision timetable for my finals?", ("User prays five times a day", None), "pray"),
        ("plan my day tomorrow, I have loads on", ("User is a practising Muslim", "faith"), "prayers"),
        ("help me make a study plan for the summer", ("User is Muslim", "faith"), "prayers"),
        ("give me a morning routine that gets me going", ("User prays Fajr before dawn", None), "pray"),
        ("plan my week around the kids' clubs", ("User goes to mass every Sunday", None), "mass"),
        # an operation or an injury one is getting over, for exercise
        ("what workout can I do in the living room?", ("User had a hip replacement in May", None), "hip"),
        ("give me a gentle fitness plan", ("User is recovering from knee surgery", None), "knee"),
        ("suggest some stretches for the mornings", ("User broke User's ankle in March", None), "ankle"),
        ("how can I get fit again?", ("User tore User's ACL last year", None), "ACL"),
        ("can you suggest a home workout?", ("User is recovering from back surgery", None), "back"),
        # an amount to spend, for an event one books
        ("which venue should we book for the reception?", ("User's wedding budget is £8,000", "budget"), "£8,000"),
        ("help me find caterers for our engagement party", ("User can spend up to $2,000", None), "$2,000"),
        ("help me plan the wedding, where do I start?", ("User's total budget for the day is £3,000", None), "£3,000"),
        ("what kind of venues suit a christening?", ("User is on a tight budget", "budget"), "budget"),
        ("we need to book a ceilidh band for the wedding", ("User's budget for the wedding is €6,000", None), "€6,000"),
        # a saying likened to what the user knows from their own language
        (
            "what does 'raining cats and dogs' mean, is there one I'd recognise?",
            ("User's first language is Greek", None),
            "Greek",
        ),
        (
            "what's the meaning of 'spill the beans' in my language?",
            ("User's native language is Turkish", None),
            "Turkish",
        ),
        (
            "explain 'the ball is in your court', is there one I would know?",
            ("User's first language is Hindi", None),
            "Hindi",
        ),
        ("is there a saying like 'piece of cake' in my mother tongue?", ("User speaks Tagalog", None), "Tagalog"),
        (
            "what does 'under the weather' mean? is there something I'd know?",
            ("User is still learning English", None),
            "English",
        ),
        # growing food with no garden
        ("what herbs could I grow this spring?", ("User has no garden", None), "pots"),
        ("which vegetables can I grow at home?", ("User lives in a studio flat", "dwelling"), "windowsill"),
        ("I'd like to grow tomatoes, any tips?", ("User lives in a high-rise apartment", None), "containers"),
        ("what could I plant this month?", ("User has no outdoor space", None), "indoors"),
        ("help me start a veg patch", ("User has a small balcony", None), "balcony"),
        # the hand one uses, for what is held in it
        ("which ukulele should I get?", ("User is left-handed", "handedness"), "left-handed"),
        ("recommend some kitchen scissors", ("User is a lefty", None), "left-handed"),
        ("what golf clubs would suit a beginner?", ("User is left-handed", "handedness"), "left"),
        ("can you suggest a fountain pen for journaling?", ("User is left-handed", None), "either hand"),
        ("which cricket bat should I buy my nephew?", ("User is left-handed", "handedness"), "left"),
        # a fear of small spaces, for a cave, a lift, an escape room
        ("should we book an escape room for Saturday?", ("User is claustrophobic", "fear:claustrophobic"), "claustro"),
        ("plan a day at the caves in Derbyshire", ("User is claustrophobic", "fear:claustrophobic"), "claustrophobic"),
        ("what's the quickest way across Paris, the metro?", ("User is scared of small spaces", None), "small spaces"),
        ("any tips for an MRI scan next week?", ("User is claustrophobic", None), "claustrophobic"),
        ("should I get the sleeper train to Inverness?", ("User is afraid of lifts", None), "lifts"),
        # a vegan's things: what is made of animals
        ("recommend some walking boots for the Lakes", ("User is vegan", "diet"), "leather"),
        ("which winter coat should I buy?", ("User is vegan", "diet:vegan"), "wool"),
        ("what moisturiser would you suggest for dry skin?", ("User is plant-based", None), "cruelty-free"),
        ("suggest a new wallet for my dad", ("User is vegan", "diet"), "vegan"),
        ("what trainers should I get for the gym?", ("User has been vegan for ten years", None), "leather"),
        # glasses under what is worn on the face
        ("which ski goggles should I get?", ("User wears glasses", "wears:glasse"), "OTG"),
        ("recommend a VR headset for gaming", ("User wears glasses", None), "glasses"),
        ("what swimming goggles are best?", ("User is short-sighted", None), "short-sighted"),
        ("any good binoculars for birdwatching?", ("User wears glasses", "wears:glasses"), "glasses"),
        ("what snorkel set should I buy for Crete?", ("User wears contact lenses", None), "contact lenses"),
        # the hours one keeps, said as a kind of person
        ("when's the best time for me to go running?", ("User is a night owl", "chronotype"), "night owl"),
        ("help me plan a daily routine for revision", ("User is an early bird", None), "early bird"),
        ("plan my week so I get more done", ("User has ADHD", "health:adhd"), "ADHD"),
        ("what time should I schedule my study sessions?", ("User is a morning person", None), "morning person"),
        ("when should I fit in a swim?", ("User is a night owl", "chronotype"), "night owl"),
        # money said as having little of it
        ("plan a date night for us", ("User is a student with very little money", "job"), "money"),
        ("where should I go on holiday this summer?", ("User is strapped for cash", None), "cash"),
        ("suggest a birthday present for my sister", ("User has not much money this month", None), "money"),
        ("what should I cook for friends on Saturday?", ("User is a poor student", None), "student"),
        ("ideas for a weekend away?", ("User is short of money", None), "money"),
        # ringing ears at something loud
        ("which concert should I go to next month?", ("User has tinnitus", "health:tinnitus"), "earplugs"),
        ("should I go to the gig on Friday?", ("User has tinnitus", None), "earplugs"),
        ("plan a night out for my birthday", ("User has tinnitus", "health:tinnitus"), "tinnitus"),
        ("where should we go clubbing on Saturday?", ("User has tinnitus", None), "tinnitus"),
        ("suggest a festival for this summer", ("User has tinnitus", "health:tinnitus"), "speakers"),
        # somewhere busy, named by what it is: a market, a parade, a stadium
        ("should I go to the Christmas market?", ("User is autistic", "health:autistic"), "quiet"),
        ("is the carnival worth going to on Sunday?", ("User hates crowds", None), "crowds"),
        ("should we take the kids to the funfair?", ("User uses a wheelchair", "transport"), "wheelchair"),
        ("which stadium tour should I book?", ("User is hard of hearing", "health:hearing"), "hearing"),
        ("should I go to the parade on Saturday?", ("User has social anxiety", None), "anxiety"),
        # what to try somewhere: its food
        ("what should I try in Lisbon?", ("User is allergic to shellfish", "allergy:shellfish"), "shellfish"),
        ("what's a must-try in Naples?", ("User is coeliac", "health:coeliac"), "gluten"),
        ("what should we try in Tokyo?", ("User is vegetarian", "diet"), "vegetarian"),
        ("must try dishes in Mexico City?", ("User is allergic to peanuts", "allergy:peanut"), "peanuts"),
        ("anything I have to try in Marrakech?", ("User keeps kosher", "diet:kosher"), "kosher"),
        # when to reach someone: the hours one works
        ("when should I call my mum this week?", ("User works nights", "schedule"), "nights"),
        ("when should I ring my brother?", ("User works 7am to 7pm", None), "7am"),
        ("when should I phone my gran?", ("User works weekends", "schedule"), "weekends"),
        ("which day should I visit my dad?", ("User works Monday to Friday", "schedule"), "Monday"),
        ("when could I visit my sister in Leeds?", ("User is a night shift nurse", "job"), "nurse"),
        # whether to go somewhere: what one fears there
        ("should I go on a trip to Australia?", ("User is afraid of spiders", "fear:spider"), "spiders"),
        ("should we go on holiday to Iceland in winter?", ("User is scared of the dark", "fear:dark"), "dark"),
        ("should I go on holiday to Norway?", ("User is afraid of flying", "fear:flying"), "flying"),
        ("should we go on a trip to the Alps?", ("User is terrified of heights", "fear:height"), "heights"),
        ("should I go on a city break to Venice?", ("User uses a wheelchair", "transport"), "wheelchair"),
    ],
)
def test_a_request_states_the_fact_it_needs(request_, memory, expected):
    said = statement(request_, [memory])
    assert said and expected in said, (said, [n.label for n in needs_of(request_)])


@pytest.mark.parametrize(
    "request_, memory",
    [
        # the body's height where nothing must fit it
        ("how do I get a coffee stain out of my jeans?", ("User is very tall", "height")),
        ("what's the capital of Chile?", ("User is 6'5\"", None)),
        ("recommend a podcast about history", ("User is 193 cm tall", None)),
        ("what should I cook tonight?", ("User is petite", None)),
        ("how do I fix a puncture on my bike?", ("User is very tall", "height")),
        # prayers where no day is planned
        ("what's the best time of year to visit Japan?", ("User prays five times a day", None)),
        ("recommend a film for tonight", ("User is a practising Muslim", "faith")),
        ("how do I make a timetable in Word?", ("User is Muslim", "faith")),
        ("suggest a skincare routine", ("User goes to mass every Sunday", None)),
        # an operation where no body is exercised; a surgery that is someone's work
        ("recommend a novel", ("User had a hip replacement in May", None)),
        ("what's the weather in Lisbon?", ("User is recovering from knee surgery", None)),
        ("suggest a home workout", ("User works at a GP surgery", "employer")),
        # an amount to spend where nothing is bought or booked
        ("how many guests fit in a marquee?", ("User's wedding budget is £8,000", "budget")),
        ("what does a wedding planner do?", ("User can spend up to $2,000", None)),
        ("help me pick a song for my sister's wedding", ("User is on a tight budget", "budget")),
        # a saying asked without the user's own language; a language where no saying is asked
        ("what does 'schadenfreude' mean?", ("User's first language is Polish", None)),
        ("what does 'break the ice' mean?", ("User's first language is Greek", None)),
        ("what's the Spanish for 'good luck'?", ("User's native language is Turkish", None)),
        ("write a haiku about the sea", ("User speaks Tagalog", None)),
        ("give me a synonym for happy", ("User's first language is Hindi", None)),
        # a garden where nothing is grown
        ("how do I draw a garden in perspective?", ("User has no garden", None)),
        ("what's the difference between a herb and a spice?", ("User lives in a studio flat", "dwelling")),
        # a hand, a fear of small spaces, a vegan, glasses where nothing is held, entered, made of animals or worn
        ("what's the capital of Canada?", ("User is left-handed", "handedness")),
        ("how do I lift heavier at the gym?", ("User is claustrophobic", "fear:claustrophobic")),
        ("can you give me a lift to the station?", ("User is claustrophobic", None)),
        ("write a poem about autumn", ("User is vegan", "diet")),
        ("how do I get a coffee stain out of my jacket?", ("User is vegan", "diet")),
        ("what's the history of the telescope?", ("User wears glasses", "wears:glasse")),
        ("how many moons does Jupiter have?", ("User is a night owl", "chronotype")),
        ("who invented money?", ("User is a poor student", None)),
        # a thing to mend, clean or use, not to choose: the hand, the body, the eyes, animal materials do not bear on it
        ("how do I tune my guitar?", ("User is left-handed", "handedness")),
        ("how do I clean my VR headset?", ("User wears glasses", "wears:glasse")),
        ("how do I fix the zip on my jacket?", ("User is vegan", "diet")),
        ("how do I fix a puncture on my road bike?", ("User is very tall", "height")),
        ("what's the best way to clean my car?", ("User is 6'6\"", None)),
        ("what's the best time to go to bed?", ("User is very tall", "height")),
        ("can you sharpen a knife with a mug?", ("User is left-handed", "handedness")),
        # ringing ears, a market, food to try, a call, a trip where none of it is asked
        ("what's the history of the Christmas market in Cologne?", ("User is autistic", "health:autistic")),
        ("how big is the stadium at Wembley?", ("User is hard of hearing", "health:hearing")),
        ("what does tinnitus sound like?", ("User has a peanut allergy", "allergy:peanut")),
        ("how do I call my mum on WhatsApp?", ("User works nights", "schedule")),
        ("what's the population of Lisbon?", ("User is allergic to shellfish", "allergy:shellfish")),
        ("how far is Australia from the UK?", ("User is afraid of spiders", "fear:spider")),
    ],
)
def test_a_request_that_does_not_need_the_fact_states_nothing(request_, memory):
    assert statement(request_, [memory]) is None


@pytest.mark.parametrize(
    "request_, memories, expected",
    [
        # a name says nothing a request needs: what was said of them is stated, with the name
        (
            "plan something fun for me and Ivo this weekend",
            [("User's son is Ivo", "son"), ("User's son is a toddler", None)],
            "your son Ivo is a toddler",
        ),
        (
            "what can we do with the kids at half term?",
            [("User's kids are Ana and Luca", "children"), ("User's kids are 3 and 5", None)],
            "3 and 5",
        ),
        (
            "plan a day out for the family",
            [("User's daughter is called Nell", "daughter"), ("User's daughter is a wheelchair user", None)],
            "your daughter Nell is a wheelchair user",
        ),
        (
            "what should I cook for my wife tonight?",
            [("User's wife is Priya", "partner"), ("User's wife is vegan", "family:wife")],
            "vegan",
        ),
        (
            "suggest a present for my mum",
            [("User's mum is Ros", "mother"), ("User's mum loves orchids", None)],
            "orchids",
        ),
    ],
)
def test_what_was_said_of_someone_is_stated_before_their_name(request_, memories, expected):
    said = statement(request_, memories)
    assert said and expected in said, said


@pytest.mark.parametrize(
    "question, memory, key",
    [
        # how many children one has
        ("how many kids do I have?", "User has two daughters called Poppy and Iris", None),
        ("How many children did I say I have?", "User has three sons", None),
        ("how many kids have I got, and what are their names?", "User has twins, Ada and Max", "children"),
        ("how many daughters do I have?", "User has a daughter called Bea", "daughter"),
        ("remind me how many kids I have", "User has two kids", None),
        # a degree done or held
        ("what did I study at university?", "User did a degree in geology", None),
        ("what subject did I do at uni?", "User has a degree in chemistry", None),
        ("what did I study at college?", "User graduated in law", None),
        ("what was my degree in again?", "User holds a master's in fine art", None),
        ("what did I study?", "User majored in economics", None),
        # a martial art's belt
        ("what martial art do I do?", "User has a black belt in judo", None),
        ("which martial art do I train in?", "User has a brown belt in karate", None),
        ("what sport do I do?", "User holds a blue belt in jiu-jitsu", None),
        ("what am I into?", "User has a green belt in taekwondo", None),
        ("what do I do in my spare time?", "User has a yellow belt in aikido", None),
    ],
)
def test_days_later_questions_find_the_fact_of_their_kind(question, memory, key):
    recalled = [
        Recalled(1, memory, 0.05, key=key),
        Recalled(2, "User lives in Leeds", 0.05, key="city"),
        Recalled(3, "User works as a nurse", 0.05, key="job"),
    ]
    grounding = choose(question, recalled, 0.15)
    assert grounding.grounded and grounding.memory_text == memory, grounding.reason


@pytest.mark.parametrize(
    "memory, key, question, expected",
    [
        # once the extractor keeps these, the days-later question finds and states them
        ("User's best friend is Thandeka", None, "who's my best friend?", "Thandeka"),
        ("User's boat is called the Wobbly Gull", "boat", "what did we name our boat?", "Wobbly Gull"),
        ("User's dentist is Dr Amundsen", None, "who is my dentist?", "Amundsen"),
        ("User has a black belt in karate", None, "what martial art do I have a black belt in?", "karate"),
        ("User did a degree in marine biology", None, "what did I study at university?", "marine biology"),
        ("User's GP is Dr Mensah", None, "what's my GP called?", "Mensah"),
    ],
)
def test_a_fact_kept_is_found_days_later(tmp_path, clock, scripted, memory, key, question, expected):
    lab = make_lab(tmp_path / "lab", clock, reply_mode="grounded")
    try:
        lab.remember("u", memory, key=key)
        for other in ("User lives in Dundee", "User is allergic to kiwi", "User's sister is Ines"):
            lab.remember("u", other)
        clock.advance(days=3, user_id="u")
        turn = lab.chat("u", question, session_id="later")
        assert expected in turn.reply, (turn.grounding.reason, turn.reply)
    finally:
        lab.close()


@pytest.mark.parametrize(
    "question, memory",
    [
        # what one does on a day asks for the habit, not the job
        ("what do I do on Saturdays?", "User volunteers at the food bank on Saturdays"),
        ("what do I do every Tuesday?", "User goes climbing every Tuesday"),
        ("what do we usually do on Friday nights?", "User has pizza and a film with the family every Friday night"),
        ("what do I do after work on Mondays?", "User plays five-a-side on Mondays after work"),
        ("what do I do each morning before work?", "User swims every morning before work"),
    ],
)
def test_what_one_does_on_a_day_is_the_habit_not_the_job(question, memory):
    recalled = [
        Recalled(1, memory, 0.3),
        Recalled(2, "User works as a nurse", 0.1, key="job"),
        Recalled(3, "User lives in Leeds", 0.1, key="city"),
    ]
    grounding = choose(question, recalled, 0.15)
    assert grounding.memory_texts == (memory,), grounding.reason
