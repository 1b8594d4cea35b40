"""Round 27: the misses of batch 36 (and of the open batch 40), each fixed at its general cause and written
here in phrasings of our own: a titled animal's name after "'s name is"; who the speaker lives with, said
from the speaker's side; what is said by the way of one of the speaker's people between commas; what a
partner does for a living; a course named by its school; a home on a farm or in a region the gazetteer
lacked; a job the speaker speaks as ("As a nurse, ...?") or wears as a badge ("(mechanic, 20 yrs)"); a
home named by a street or a kitchen in it, or as "my city, X". And the look-alikes each fix must not
store: a part played in a role-play, a stay for the day, someone else's people, the past, a plan."""

import pytest

from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a titled name after "'s name is", for any owner word
        ("our bunny's name is Mr Whiskers, he's a lionhead", ("User's bunny is called Mr Whiskers", "rabbit")),
        ("our hamster's name is Mr Nibbles", ("User's hamster is called Mr Nibbles", "hamster")),
        ("my parrot's name is Captain Flint and he swears", ("User's parrot is called Captain Flint", "parrot")),
        ("our tortoise's name is Sir Galahad, he's 60", ("User's tortoise is called Sir Galahad", "tortoise")),
        ("my cat's name is Lady Grey", ("User's cat is called Lady Grey", "cat")),
        ("our goldfish's name is Mrs Bubbles", ("User's goldfish is called Mrs Bubbles", "goldfish")),
        # who the speaker lives with, from the speaker's side
        ("i live with my partner, not married or anything", ("User lives with User's partner", "lives_with:partner")),
        ("I still live with my mum and dad, saving for a deposit", ("User lives with User's mum", "lives_with:mum")),
        ("we live with my father-in-law since his stroke", ("User lives with User's father-in-law", None)),
        ("i moved in with my girlfriend last spring", ("User lives with User's girlfriend", None)),
        ("I've been living with my sister since the divorce", ("User lives with User's sister", None)),
        ("I share a flat with my brother in Glasgow", ("User lives with User's brother", None)),
        # said by the way of one of the speaker's people, between commas
        ("My mother, who is 78, moved in with us after her fall", ("User lives with User's mother", None)),
        ("My father, who is 84, lives with us now", ("User lives with User's father", None)),
        ("my nan, bless her, lives with us", ("User lives with User's nan", None)),
        ("our daughter, aged 6, is called Maya", ("User's daughter is Maya", "daughter")),
        # what a partner does for a living
        (
            "my husband works away on the rigs 3 weeks at a time",
            ("User's husband works away on the rigs 3 weeks at a time", "partner_job"),
        ),
        ("My wife is an airline pilot so she's away a lot", ("User's wife is an airline pilot", "partner_job")),
        ("My wife works nights at the hospital", ("User's wife works nights at the hospital", "partner_job")),
        ("my husband is a firefighter so he does 24 hour shifts", ("User's husband is a firefighter", "partner_job")),
        ("my girlfriend is a junior doctor in Leeds", ("User's girlfriend is a junior doctor in Leeds", "partner_job")),
        ("my fiance works offshore on the rigs", ("User's fiance works offshore on the rigs", "partner_job")),
        # a course named by its school, and where a year's student is
        ("I'm in nursing school and my biochem exam is on Thursday", ("User is in nursing school", "study")),
        ("I'm in dental school in Cork", ("User is in dental school", "study")),
        ("I'm at drama school in London", ("User is in drama school", "study")),
        ("I've been in grad school for two years", ("User is in grad school", "study")),
        ("I'm in law school", ("User is in law school", "study")),
        ("2nd year comp sci student at Waterloo here", ("User is a 2nd-year comp sci student at Waterloo", "study")),
        ("3rd year law student at McGill here", ("User is a 3rd-year law student at McGill", "study")),
    ],
)
def test_found_now(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a home on a farm, in a region GeoNames keeps no city list for, or described on the way
        (
            "we're out on a farm in rural Saskatchewan, nearest store is 40 min away",
            ("User is based in Saskatchewan", "city"),
        ),
        ("we live on a farm in Saskatchewan", ("User lives in Saskatchewan", "city")),
        ("we're on a croft outside Inverness", ("User is based in Inverness", "city")),
        ("we're living in Queensland now", ("User lives in Queensland", "city")),
        ("I'm from Bavaria originally", ("User is from Bavaria", "hometown")),
        ("home is a houseboat on a canal in Utrecht, it's cosy", ("User lives in Utrecht", "city")),
        ("home is a flat above a bakery in Bristol", ("User lives in Bristol", "city")),
        ("I live in a cottage by the sea near Whitby", ("User lives in Whitby", "city")),
        # a home named by a street, a kitchen or a farm in it, or as the speaker's town
        ("ugh our street in Minneapolis got snow AGAIN", ("User lives in Minneapolis", "city")),
        ("Coming to you live from my kitchen in Hobart, where it's 8 degrees", ("User lives in Hobart", "city")),
        ("Our family farm is just outside Dubbo, so internet is patchy", ("User lives just outside Dubbo", "city")),
        ("Kindly advise on best coaching for UPSC in my city, Lucknow.", ("User lives in Lucknow", "city")),
        ("mi casa is in Guadalajara, but my english is better than my spanish", ("User lives in Guadalajara", "city")),
        ("Toronto born, Calgary based. Need help with car insurance", ("User lives in Calgary", "city")),
        ("As a resident of Cork for the past decade, I wish to draft a complaint", ("User lives in Cork", "city")),
        ("Upon relocating to Dubai last spring I have found the heat unbearable", ("User moved to Dubai", "city")),
        ("hometown: Ibadan. current: Manchester.", ("User lives in Manchester", "city")),
        ("city: lisbon", ("User lives in Lisbon", "city")),
        # a job the speaker speaks as, before a question
        ("As a nurse, what's the best shoe for long shifts?", ("User is a nurse", "job")),
        ("As a farmer (dairy, 200 head), what's the best way to track milk yield?", ("User is a farmer", "job")),
        ("as a teacher, how do I keep kids engaged?", ("User is a teacher", "job")),
        (
            "I am writing in my capacity as a registered dietitian with a concern",
            ("User is a registered dietitian", "job"),
        ),
        # a job worn as a badge
        (
            "Pharmacist by day, amateur astronomer by night, what's visible this weekend?",
            ("User is a pharmacist", "job"),
        ),
        (
            "fixing other people's cars all day (mechanic, 20 yrs), still can't fix my own",
            ("User is a mechanic", "job"),
        ),
        ("front desk is my life rn (receptionist, 2 yrs) — need a script", ("User is a receptionist", "job")),
        ("Quick one from a tired welder: best gloves for TIG?", ("User is a welder", "job")),
        ("a question from your local baker: why is my sourdough flat?", ("User is a baker", "job")),
        ("electrician — need to calc voltage drop for a 40m run", ("User is an electrician", "job")),
    ],
)
def test_home_and_work_found_now(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        # a part played, framed anywhere in the message
        "For this roleplay my name is Ahmed and I'm a detective in 1920s Cairo. You be my informant.",
        "my name is Zara and I'm a pilot in our game, you be the tower",
        "in our game I'm a dragon called Ember",
        "let's pretend I'm a barista in Paris and you order coffee",
        "pretend that my name is Bob and I live in Oslo",
        "my character is an elf named Lirael who lives in the forest",
        # a stay for the day
        "I'm in Rome for just the day on a cruise stop, what can I see in 8 hours?",
        "we're in Lisbon for the day, any lunch spots?",
        "I'm in Bruges on a day trip, what should I eat",
        "in Singapore on a stopover, what can I do in 10 hours",
        "I'm in Oslo for just two nights",
        "I'm on a farm in Devon for the week",
        # someone else's people, the past, a plan, a question
        "my friend lives with her partner",
        "I used to live with my mum",
        "if I lived with my partner I'd save money",
        "should I live with my boyfriend?",
        "I could never live with my parents again",
        "I'm staying with my mum this week",
        "my cousin works as a pilot for Emirates",
        "my brother is a chef in Paris",
        "my husband is a terrible driver",
        "my dad was a miner",
        "my husband used to work on the rigs",
        "my wife is working late tonight",
        "my friend's husband is a pilot",
        "my boss works from home",
        "my husband wants to work from home",
        "if my wife were a nurse we'd be rich",
        "my son is in nursing school",
        "I'm at the school gates",
        "should I go to law school?",
        "I'm thinking about going to med school",
        "my cousins are on a farm in Alberta",
        "I stayed on a farm in Wales last summer",
        "we're out on a boat in Croatia",
        "my hotel in Rome is lovely",
        "my office in London is freezing",
        "my old street in Leeds was nicer",
        "my mum's kitchen in Cork",
        "after moving to Berlin for a month I got homesick",
        "home: where the heart is",
        "As a kid, what did you want to be?",
        "As a beginner, what guitar should I buy?",
        "my dad (mechanic, 30 yrs) says the engine is fine",
        "I got a letter from a solicitor, what does it mean?",
        "from a doctor's point of view, is this safe?",
        "astronomer by night",
        "my sister, who lives in Spain, has a dog called Rex",  # hers, read past what is said of her by the way
        "my husband, who works nights, hates mornings",
        "the place where I'm a regular closed",
    ],
)
def test_look_alikes_store_nothing(message):
    assert stored(message) == []


def test_a_real_fact_before_a_role_play_is_kept():
    found = stored("I'm a teacher. For this roleplay you're a parent and I'm the head teacher called Mrs Brown.")
    assert found == [("User is a teacher", "job")]


def test_a_partners_work_is_said_once():
    assert stored("my partner works from home three days a week") == [
        ("User's partner works from home three days a week", None)
    ]


def test_a_job_is_not_read_across_a_greeting():
    """ "greetings from a nurse in Leeds" once read "User is a from a nurse in Leeds": the words before
    a job's title are words of a title, not "from a"."""
    assert all("from a" not in text for text, _ in stored("greetings from a nurse in Leeds!"))


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a name under a closing word, or typed in lower case after a dash at the end
        (
            "Dear Sir/Madam, I am writing about order #4471. Yours faithfully, Margaret Ellison",
            ("User's name is Margaret Ellison", "name"),
        ),
        ("Yours truly, Amara Obi", ("User's name is Amara Obi", "name")),
        ("cheers for that. xo, Nadia", ("User's name is Nadia", "name")),
        ("thx for the help earlier!! xoxo, Brianna", ("User's name is Brianna", "name")),
        ("thanks!! love, Priya", ("User's name is Priya", "name")),
        ("talk soon, Becca", ("User's name is Becca", "name")),
        ("planning a surprise party for my gf and i have zero ideas lol. -jake", ("User's name is Jake", "name")),
        ("thanks again!! -tom", ("User's name is Tom", "name")),
        # a name said while typing, and a greeting to a mate before it
        ("this is Hamish typing, the kids are asleep finally", ("User's name is Hamish", "name")),
        ("this is Priya typing, quick question about my visa", ("User's name is Priya", "name")),
        ("G'day mate, Shane here, reckon you could help me sort out a leaky tap?", ("User's name is Shane", "name")),
        ("Hiya mate, Callum here, need a hand with excel", ("User's name is Callum", "name")),
        # a routine said without "I"
        (
            "swim laps at lunchtime most weekdays, 40 lengths",
            ("User swims laps at lunchtime most weekdays, 40 lengths", None),
        ),
        ("run 10k every Sunday morning with my club", ("User runs 10k every Sunday morning with User's club", None)),
        ("meditate every night before bed", ("User meditates every night before bed", None)),
        ("volunteer at the shelter every other weekend", ("User volunteers at the shelter every other weekend", None)),
        ("train at the boxing gym three nights a week", ("User trains at the boxing gym three nights a week", None)),
        ("practise piano every evening", ("User practises piano every evening", None)),
        # a day of the week and what it is for, with whom
        (
            "Every Friday is pizza and movie night with the kids at our place",
            ("User has pizza and movie night every Friday with the kids", "routine:Friday"),
        ),
        (
            "every sunday is family dinner with my parents",
            ("User has family dinner every Sunday with User's parents", None),
        ),
        (
            "every saturday is date night with my husband",
            ("User has date night every Saturday with User's husband", None),
        ),
        ("every thursday is quiz night for us, we never win", ("User has quiz night every Thursday", None)),
        # a job said first with how long, or the years first; a trade by its work; work at a workplace for years
        ("welder for 20 years, need advice on my lungs", ("User has been a welder for 20 years", "job")),
        (
            "chef for 12 years at the same restaurant",
            ("User has been a chef for 12 years at the same restaurant", "job"),
        ),
        ("eight years as a Qantas pilot, mostly 737s", ("User has been a Qantas pilot for eight years", "job")),
        ("postman till I retire next spring", ("User is a postman till User retires next spring", "job")),
        ("i do plumbing. self employed. need a simple invoice template", ("User does plumbing", "job")),
        ("I do bookkeeping for a living", ("User does bookkeeping for a living", "job")),
        ("I do painting and decorating, mostly residential", ("User does painting and decorating", "job")),
        (
            "been driving forklift at the warehouse 6 yrs now and never had a raise",
            ("User has been driving forklift at the warehouse for 6 yrs", "job"),
        ),
        (
            "I've been cleaning rooms at the hotel for 4 years",
            ("User has been cleaning rooms at the hotel for 4 years", "job"),
        ),
        (
            "I've been working at the hospital for ten years",
            ("User has been working at the hospital for ten years", "job"),
        ),
        # an allergy to what was kept out just before
        (
            "Suggest a dessert? It can't contain egg — I'm allergic — but it should feel special.",
            ("User is allergic to egg", "allergy:egg"),
        ),
        ("it mustn't have any peanuts, I'm allergic", ("User is allergic to peanuts", None)),
        ("please leave out the shellfish, I'm allergic", ("User is allergic to shellfish", None)),
        ("the pudding can't contain dairy — I'm allergic", ("User is allergic to dairy", None)),
        # an animal named in the speaker's language, then "is called"
        ("mi perro is called Toby, he is small chihuahua", ("User's dog is called Toby", "dog")),
        ("mi gata se llama Luna", ("User's cat is called Luna", "cat")),
        ("mon chat s'appelle Gribouille", ("User's cat is called Gribouille", "cat")),
        ("meine Katze heißt Mia", ("User's cat is called Mia", "cat")),
        # the children named after a comma
        (
            "step-mum to two teenage boys, Jaden and Kofi. pray for me lol",
            ("User is a step-mum to two teenage boys (Jaden and Kofi)", "children"),
        ),
        ("mum of three, Ella, Jack and Rosie", ("User is a mum of three (Ella, Jack and Rosie)", "children")),
        # a favourite beside a request
        (
            "book recs similar to my all-time favourite, The Left Hand of Darkness?",
            ("User's favourite is The Left Hand of Darkness", None),
        ),
        (
            "lots of Fleetwood Mac since they're my favourite band",
            ("User's favourite band is Fleetwood Mac", "favourite:band"),
        ),
        ("films like my fave film, Arrival, please", ("User's favourite film is Arrival", "favourite:film")),
        ("I'm rereading Dune because it's my favourite book", ("User's favourite book is Dune", "favourite:book")),
        ("play some Taylor Swift since she's my favourite singer", ("User's favourite singer is Taylor Swift", None)),
        # a bracketed aside and its stops are read around
        (
            "I'm actually head chef at a little bistro now (got promoted last month!!!) and I have to redo the menu",
            ("User is actually head chef at a little bistro now", "job"),
        ),
        ("I'm a nurse (got promoted last month)", ("User is a nurse", "job")),
    ],
)
def test_more_found_now(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "love, Gran",
        "xoxo, Mum",
        "the answer is - john",
        "I'd love, Sarah",
        "Yours sincerely, London",
        "every Friday is a struggle",
        "every Monday is hell lol",
        "I do my own plumbing",
        "I do plumbing jobs around the house myself",
        "could I do plumbing?",
        "I've been waiting at the station for 2 years lol",
        "I've been shopping at the supermarket for 3 years",
        "I've been eating at the cafe for 2 years",
        "it can't contain egg, my son is allergic",
        "the cake shouldn't include nuts",
        "my favourite, honestly, is pasta",
        "my sister's all-time favourite, The Hobbit, is on sale",
        "is The Hobbit my favourite book?",
        "I'd be a nurse (if I could)",
    ],
)
def test_more_look_alikes_store_nothing(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a hobby said of the activity the sentence before named, or as "mine" after hobbies were asked about
        (
            "Any good spots for birdwatching around the Norfolk coast? It's been my main hobby since I retired.",
            "User's hobby is birdwatching",
        ),
        ("any tips for crocheting a blanket? it's my favourite hobby", "User's hobby is crocheting"),
        ("where can I go fly fishing near Bend? it's been my passion for 20 years", "User's hobby is fly fishing"),
        (
            "best apps for learning chess openings? honestly it's my main hobby now",
            "User's hobby is learning chess openings",
        ),
        ("do you know much about beekeeping? that's my hobby these days", "User's hobby is beekeeping"),
        (
            "where do hobbies go on a CV — mine is competitive sailing, does that even belong?",
            "User's hobby is competitive sailing",
        ),
        ("what do people put under hobbies on a dating profile? mine is bouldering", "User's hobby is bouldering"),
        ("what are your hobbies? mine is pottery", "User's hobby is pottery"),
    ],
)
def test_a_hobby_said_back(message, expected):
    assert_stored(message, (expected, None))


@pytest.mark.parametrize(
    "message",
    [
        "what do you think about knitting? it's my mum's hobby",
        "what's the point of golfing? it's my husband's passion",
        "I had a meeting today. It's my passion",
        "what are the best books on gardening? my wife loves it, it's her hobby",
        "which hobbies are cheap - mine is expensive lol",
    ],
)
def test_someone_elses_hobby_said_back_stores_nothing(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    "message",
    [
        # a form to fill in: blanks, not values
        "fill in the blanks for me as an example: 'My name is ____ and I work as a ____ in ____.'",
        "my name is [name] and I live in [city]",
        "template pls: I'm a <job> based in <city>",
        "Hi, I'm {name} and I work at {company}",
        # a claim undercut by what follows it
        "I'm a rocket scientist obviously, that's why I can't figure out how to boil an egg 🙃",
        "I'm a chef, clearly, which is why I burned the toast twice lol",
        "I'm a genius of course, that's why I keep getting lost in my own town",
    ],
)
def test_blanks_and_undercut_claims_store_nothing(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a home said as "that's where I ..." of the place the sentence before named
        (
            "Is tap water safe to drink in Phoenix? Asking because that's where I've been for 2 years",
            ("User has lived in Phoenix for 2 years", "city"),
        ),
        ("does it snow in Denver? that's where I live", ("User lives in Denver", "city")),
        ("any good cafes in Leeds? that's where we're based", ("User lives in Leeds", "city")),
        ("is it nice in Bath? we just moved there", ("User moved to Bath", "city")),
        # a name said around the message
        ("lol my parents really named me Bao and then moved to Texas", ("User's name is Bao", "name")),
        ("my mum named me after her grandmother, Edith", ("User's name is Edith", "name")),
        ("Tavita's the name, rugby's the game", ("User's name is Tavita", "name")),
        ("Noor's the name, baking's the game", ("User's name is Noor", "name")),
        (
            "Kindly note the account holder is myself, Venkatesh Iyer, and not my brother.",
            ("User's name is Venkatesh Iyer", "name"),
        ),
        ("introducing myself: Fatima.", ("User's name is Fatima", "name")),
        ("From: Beatriz Souza / To: support / Subject: cannot log in", ("User's name is Beatriz Souza", "name")),
        ("just put Kwame Mensah at the top since thats me", ("User's name is Kwame Mensah", "name")),
        ("write Priya Shah at the top, that's me", ("User's name is Priya Shah", "name")),
        # "I" left out before "am"
        ("Am a civil servant in Abuja, ministry of works.", ("User is a civil servant in Abuja", "job")),
        ("am a nurse in Leeds", ("User is a nurse in Leeds", "job")),
        ("am from Lagos originally", ("User is from Lagos", "hometown")),
    ],
)
def test_said_around_found_now(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "is Rome nice? that's where my sister lives",
        "what's the weather in Oslo? that's where I'm going next week",
        "they named the dog Rex",
        "the guy in the photo, that's me",
        "am I a nurse?",
        "am a bit tired today",
    ],
)
def test_said_around_look_alikes_store_nothing(message):
    assert stored(message) == []


def test_a_header_from_a_place_is_no_name():
    assert ("User's name is London", "name") not in stored("from: London with love")


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a title between dashes, in a relative clause, or given by someone: the speaker's job
        (
            "I look after the servers at a bank — sysadmin, basically — and want to learn Kubernetes",
            ("User is a sysadmin", "job"),
        ),
        ("I run the books here - accountant, freelance - and need a template", ("User is an accountant", "job")),
        ("the accounting firm where i'm an auditor wants me to travel 60% of the time", ("User is an auditor", "job")),
        ("the school where I'm a teacher is closing", ("User is a teacher", "job")),
        ("the hospital finally made me charge midwife!! celebrate with me", ("User is a charge midwife", "job")),
        ("wrkin as a barista rn while i finish uni", ("User works as a barista", "job")),
        # where one is from, said first
        ("Being from a tiny village in Kerala, I find big-city rent shocking.", ("User is from Kerala", "hometown")),
        ("as someone from Lagos, I find London cold", ("User is from Lagos", "hometown")),
        ("brummie through and through, so tell me what to do this weekend", ("User is from Birmingham", "hometown")),
        ("Proud Glaswegian, born and bred", ("User is from Glasgow", "hometown")),
        # a name with a job before it, or the one born with
        ("nurse Anneliese speaking lol, on my break", ("User's name is Anneliese", "name")),
        ("vet Maria here, quick question", ("User's name is Maria", "name")),
        (
            "Born Patrick, became Paddy at school, but it's Patrick on anything official",
            ("User's name is Patrick", "name"),
        ),
        ("I was born Sarah, but everyone calls me Sal", ("User's name is Sarah; User goes by Sal", "name")),
    ],
)
def test_third_pass_found_now(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "Every barista in this town writes 'Mikayla' wrong on my cup, how is that even possible",
        "they made me a cup of tea",
        "this made me a better person",
        "being from London must be nice",
        "I was born June, 1990",
        "born London, raised Leeds",
    ],
)
def test_third_pass_look_alikes_store_nothing(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a carer of the one said to be ill just before
        (
            "My mother has Alzheimer's and I'm her main carer. I need help finding respite options.",
            "User looks after User's mother, who has Alzheimer's",
        ),
        ("My mother has Alzheimer's, I'm her main carer", "User looks after User's mother, who has Alzheimer's"),
        ("my dad has parkinson's - I'm his carer", "User looks after User's dad, who has parkinson's"),
        ("my husband has MS and I'm his full-time carer", "User looks after User's husband, who has MS"),
        # the speaker with others as the subject of a routine, and the question after it left out
        (
            "me and the lads play 5-a-side every thursday, what boots are best for astroturf",
            "User and the lads play 5-a-side every thursday",
        ),
        (
            "me and my sister go swimming every sunday morning",
            "User and User's sister go swimming every sunday morning",
        ),
        ("me and the girls do brunch every other saturday", "User and the girls do brunch every other saturday"),
    ],
)
def test_fourth_pass_found_now(message, expected):
    assert_stored(message, (expected, None))


@pytest.mark.parametrize(
    "message",
    [
        "my friend has dementia and I'm her carer",
        "me and my mate went fishing last sunday",
    ],
)
def test_fourth_pass_look_alikes_store_nothing(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # what was bought or born, described in the sentence after
        (
            "We finally bought our first place!! a little two-up two-down terrace in Cardiff. What should we check?",
            ("User lives in Cardiff", "city"),
        ),
        ("just got the keys to our new home! a tiny flat in Leith", ("User lives in Leith", "city")),
        ("we just had our second baby!! a girl, Ines, running on zero sleep", ("User's baby is Ines", "baby")),
        ("we had our first baby last week. A boy, Oscar", ("User's baby is Oscar", "baby")),
    ],
)
def test_said_in_the_sentence_after(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "my sister just had a baby! a girl, Mia",
        "we looked at a place yesterday. a flat in Leeds",
        "I bought my first flat. a studio in Porto, we move in May",
    ],
)
def test_said_in_the_sentence_after_look_alikes(message):
    assert stored(message) == []


def test_a_home_bought_for_a_parent_is_not_the_speakers():
    assert ("User lives in Hove", "city") not in stored("we bought a house for my mum. a bungalow in Hove")


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("junior doctor and too tired to think, what's a quick snack?", ("User is a junior doctor", "job")),
        ("nurse and so done with nights", ("User is a nurse", "job")),
        ("night porter and running on coffee", ("User is a night porter", "job")),
    ],
)
def test_a_job_said_first_with_how_one_is(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message", ["the doctor and very kind nurse helped me", "my husband, doctor and very tired, says hi"]
)
def test_a_job_said_first_look_alikes(message):
    assert stored(message) == []
