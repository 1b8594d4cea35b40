"""Round 24c (blind batch 30 as development, and batch 28's two misses): each kind of fact the rules missed, in the
batch's words and in others, and the look-alikes that must stay unstored."""

import pytest

from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    "message, expected",
    [
        # a name said in the speaker's own language first
        (
            "Hallo! Ich bin Jannik — sorry, I will write in English, it's better practice. How do I make my CV more"
            " American-style for jobs in Boston?",
            ("User's name is Jannik", "name"),
        ),
        ("Bonjour, je m'appelle Chloé et j'habite à Lyon.", ("User's name is Chloé", "name")),
        ("hola, me llamo Lucía, sorry my english is not perfect", ("User's name is Lucía", "name")),
        ("Ciao! Sono Giulia, I write from Milano", ("User's name is Giulia", "name")),
        ("mi chiamo marco, sorry for my english", ("User's name is Marco", "name")),
        ("Moi c'est Camille, I'm learning English", ("User's name is Camille", "name")),
        # a name said with "btw", and why: what to call the speaker
        (
            "it's Mei-Ling btw, you kept not knowing what to call me lol. ok today I need help translating a dim sum"
            " menu for my coworkers",
            ("User's name is Mei-Ling", "name"),
        ),
        ("I'm Anne-Marie by the way, you didn't know what to call me", ("User's name is Anne-Marie", "name")),
        ("its Kofi btw, forgot to give you my name", ("User's name is Kofi", "name")),
        # a job said before a need that follows it
        (
            "I teach Year 4 at a primary school and need a fun science lesson on magnets for tomorrow, they're 8-9"
            " years old and have the attention span of goldfish",
            ("User teaches Year 4 at a primary school", "job"),
        ),
        ("I teach GCSE chemistry and I need a revision plan", ("User teaches GCSE chemistry", "job")),
        # a driving job said by how it is done
        (
            "i drive truck long haul, mostly I-80 and I-40, any audiobook recs for like 10 hour stretches? no romance"
            " pls",
            ("User drives truck long haul", "job"),
        ),
        ("I drive long-haul across Europe", ("User drives long-haul", "job")),
        ("I drive HGVs for a living", ("User drives HGVs for a living", "job")),
        # training for a trade, said without "I'm"
        (
            "currently training as an electrician, level 2 apprenticeship. could you explain ring mains simply, my"
            " tutor lost me",
            ("User is training to be an electrician", "job"),
        ),
        ("training to be a plumber at the local college", ("User is training to be a plumber", "job")),
        ("I'm currently training as a nurse", ("User is training to be a nurse", "job")),
        # where one is from, said in the speaker's own language
        (
            "Soy de Medellín y vivo aquí con mi familia. Can you recommend english podcasts for intermediate level?",
            ("User is from Medellín", "hometown"),
        ),
        ("ich komme aus Graz, and I need help with a cover letter", ("User is from Graz", "hometown")),
        ("je viens de Lyon mais j'habite à Paris", ("User is from Lyon", "hometown")),
        ("ich heiße lena und komme aus Köln", ("User is from Köln", "hometown")),
        # a home bought in a place
        (
            "ok this is gonna be long sorry. we bought this old terraced house in Ghent last spring, over 100 years"
            " old, lovely but the floorboards creak like CRAZY.",
            ("User lives in Ghent", "city"),
        ),
        ("we bought a little flat in Porto two years ago", ("User lives in Porto", "city")),
        ("I just bought my first house in Leeds", ("User lives in Leeds", "city")),
        ("just bought a house in Leeds!", ("User lives in Leeds", "city")),
        # the weather where one is, said as what keeps coming back
        (
            "rain again in Bergen, shocker ☔ what's a good indoor activity for a saturday",
            ("User lives in Bergen", "city"),
        ),
        ("another grey day in Manchester, what should I cook", ("User lives in Manchester", "city")),
        ("raining again in Manchester ugh", ("User lives in Manchester", "city")),
        # one cared for
        (
            "I look after my mother, she's 84 and has dementia. Evenings are the worst, she gets agitated around 5pm"
            " every day.",
            ("User looks after User's mother, who has dementia", "carer"),
        ),
        ("I care for my husband who has MS", ("User looks after User's husband, who has MS", "carer")),
        # young children in the parent's words
        (
            "3 kids under 5 here (twins + a newborn) so keep it short pls: how do I get a blueberry stain out of a"
            " fabric sofa",
            ("User has 3 children under 5 (twins and a newborn)", "children"),
        ),
        (
            "we have 2 under 2 (a toddler and a newborn)",
            ("User has 2 children under 2 (a toddler and a newborn)", None),
        ),
        # a bereavement, said gently
        (
            "My dad passed last year and we're putting a memorial bench by the harbour. He loved fishing and the sea.",
            ("User's dad passed away last year", None),
        ),
        ("my mum died in 2019", ("User's mum passed away in 2019", None)),
        ("I lost my husband two years ago", ("User's husband passed away two years ago", None)),
        ("we lost my mum last year", ("User's mum passed away last year", None)),
        # an allergy said in the speaker's own language, in English too when given
        (
            "Tengo alergia al sésamo — sesame allergy — so hummus is out 😢 what dips can I make for a party on"
            " saturday",
            ("User is allergic to sesame (sésamo)", "allergy:sesame"),
        ),
        (
            "je suis allergique aux arachides (peanuts), what can I bake",
            ("User is allergic to peanuts (arachides)", None),
        ),
        ("soy alérgica a la penicilina", ("User is allergic to penicilina", None)),
        # a question about anyone, then "asking for myself"
        ("is soy sauce ok if you're allergic to wheat? asking for myself lol", ("User is allergic to wheat", None)),
        ("can you eat honey if you're vegan? asking for me", ("User is vegan", "diet")),
        # a pastime said as one's thing
        (
            "My thing is restoring old mechanical watches. Just picked up a 1960s Seiko at a car boot that won't wind.",
            ("User's hobby is restoring old mechanical watches", None),
        ),
        ("my big obsession these days is birdwatching", ("User's hobby is birdwatching", None)),
        ("my jam is woodworking", ("User's hobby is woodworking", None)),
        # a routine at a break that comes round
        (
            "Every lunch break I do a 20 minute walk round the park — any podcasts that are roughly 20 mins an"
            " episode?",
            ("Every lunch break User does a 20 minute walk round the park", None),
        ),
        ("every lunch hour I walk down to the river", ("Every lunch hour User walks down to the river", None)),
        ("each coffee break I do 10 pushups", ("Each coffee break User does 10 pushups", None)),
        # a chore on the days that come round, without the "I"
        (
            "do the weekly food shop on thursday evenings when Tesco is quiet",
            ("User does the weekly food shop on Thursday evenings", None),
        ),
        # a favourite: the best in the world, written as a label; after what is set aside
        (
            "Best drink in the world = flat white with oat milk, I have like 3 a day. is it cheaper to just buy a"
            " machine?",
            ("User's favourite drink is flat white with oat milk", "favourite:drink"),
        ),
        ("best snack on earth: salt and vinegar crisps", ("User's favourite snack is salt and vinegar crisps", None)),
        (
            "Roses are fine but peonies are my absolute favourite flower. When should I plant them?",
            ("User's favourite flower is peonies", "favourite:flower"),
        ),
        ("I like tea but coffee is my favourite drink", ("User's favourite drink is coffee", None)),
        # a study said in the speaker's own language, or by enrolling
        (
            "estudio derecho (law) en Buenos Aires, 3er año. can you explain common law vs civil law simply",
            ("User studies law (derecho)", "study"),
        ),
        ("ich studiere Informatik in Berlin", ("User studies computer science (Informatik)", "study")),
        (
            "I'm 52 and just enrolled on an Open University history degree. Feeling a bit out of place among the"
            " youngsters.",
            ("User has enrolled on an Open University history degree", "study"),
        ),
        ("just enrolled in a nursing degree at 40!", ("User has enrolled on a nursing degree", "study")),
        ("I've signed up for a part-time MA in history", ("User has enrolled on a part-time MA in history", "study")),
    ],
)
def test_each_kind_is_stored(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "today i hate everyone and everything lol. tell me a fun fact to cheer me up",
        "Netflix is my wife, the snacks are my children and this sofa is my dog 🛋️ send help (or a good series rec)",
        "Netflix is my boyfriend, the couch is my husband",
        "I'm dog-sitting my neighbour's spaniel Bella this week, how much should she be eating?",
        "im house-sitting a golden retriever called Max for two weeks",
        "Ich bin müde today",
        "Ich bin Lehrer in Wien",
        "Studio Ghibli films are great",
        "it's Monday btw, you know my name",
        "call me lol",
        "mi chiamo pizza",
        "just bought a house in Leeds for my son",
        "my son just enrolled on a history degree",
        "should I enroll on a history degree?",
        "my parents bought a house in Leeds",
        "rain in Bergen tomorrow?",
        "I'm looking after my mum this weekend",
        "my dad passed his driving test",
        "my mum passed out at the party",
        "my phone died last night",
        "is soy sauce ok if you're allergic to wheat? asking for a friend",
        "my thing is I never have time",
        "my thing is running late to everything",
        "the best pizza in the world is in Naples",
        "do you work on sundays",
    ],
)
def test_look_alikes_stay_unstored(message):
    assert not stored(message)


@pytest.mark.parametrize(
    "message, key",
    [
        ("we bought a holiday home in Spain", "city"),  # a second home, not where one lives
        ("I bought a flat in Leeds for my daughter", "city"),
        ("I run a dog-sitting business in Leeds", "employer"),  # kept: a business, not an animal minded
    ],
)
def test_what_a_look_alike_says_is_not_the_kind_it_resembles(message, key):
    keys = [k for _, k in stored(message)]
    assert (key in keys) == (key == "employer"), stored(message)
