"""Round 25 (batch 33 as development, with 31's and 32's last misses): each class of phrasing the rules missed, in the
batch's words and in others, and the look-alikes that must stay unstored."""

import pytest

from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    "message, expected",
    [
        # a self-statement after a filler inside a long message (cut at a comma, a spaced dash or an emoji)
        (
            "ugh this report is killing me, anyway I'm Marisol, it's for a job at a charity",
            ("User's name is Marisol", "name"),
        ),
        (
            "I've been stuck on this for ages, the thing is I'm a freelance sound engineer so money is all over the"
            " place",
            ("User is a freelance sound engineer", "job"),
        ),
        ("wait you dont remember me?? rude 😤 ok fine I'm Yui", ("User's name is Yui", "name")),
        ("ok before we start — name's Dmitri. everyone spells it wrong", ("User's name is Dmitri", "name")),
        # a name given for signing and said to be one's own; a title's dot does not end the sentence
        ("Sign the poem off with my name pls — Siobhan (it's shi-VAWN)", ("User's name is Siobhan", "name")),
        ("sign it with my full name: Tomasz Kowalski", ("User's name is Tomasz Kowalski", "name")),
        (
            "Please sign off any drafts as Dr. Oluwaseun Adeyemi, that is my full name and title.",
            ("User's name is Oluwaseun Adeyemi", "name"),
        ),
        # an allergy said by a reaction
        ("I'm anaphylactic to shellfish and carry an EpiPen.", ("User is allergic to shellfish", "allergy:shellfish")),
        ("i go anaphylactic with peanuts, so be careful", ("User is allergic to peanuts", "allergy:peanut")),
        ("I carry an EpiPen for wasp stings", ("User is allergic to wasp stings", None)),
        ("my skin reacts to nickel so i only wear titanium", ("User reacts badly to nickel", "allergy:nickel")),
        ("ugh my face breaks out with dairy", ("User reacts badly to dairy", "allergy:dairy")),
        # a hobby by the time it fills, with a word before the game, by restoring old things, by "as a hobby"
        ("birdwatching is my weekend thing, I keep a list", ("User's hobby is birdwatching", "hobby:birdwatching")),
        ("pottery is my sunday thing", ("User's hobby is pottery", "hobby:pottery")),
        ("I play competitive chess, around 1900 FIDE", ("User plays competitive chess", "hobby:chess")),
        ("i restore old motorbikes in my garage", ("User restores old motorbikes in User's garage", "hobby:motorbike")),
        ("I restore old mechanical watches as a hobby.", ("User restores old mechanical watches as a hobby", None)),
        ("I bake sourdough for fun", ("User bakes sourdough for fun", "hobby:sourdough")),
        # a spouse after fond words
        ("I have been married to my darling Harold for 52 years this June.", ("User is married to Harold", "partner")),
        ("married to my lovely Priya, she's a nurse", ("User is married to Priya", "partner")),
        # a home "out in", a place's part, a house up in the hills outside a town, retired to, a city without "City"
        ("We live out in rural Saskatchewan, nearest shop is 40 min away", ("User lives in Saskatchewan", "city")),
        ("we live down in Cornwall", ("User lives in Cornwall", "city")),
        ("i live in a tiny flat in glasgow's west end with no kitchen", ("User lives in Glasgow", "city")),
        ("Our house is up in the hills just outside Asheville.", ("User lives just outside Asheville", "city")),
        ("Retired to Asheville three years ago with my wife.", ("User moved to Asheville", "city")),
        ("Here in Cebu it is very hot now.", ("User is based in Cebu", "city")),
        # the routine read, not the home, when the place is one's people's
        (
            "Every Sunday I call my parents back home in Lagos, without fail",
            ("Every Sunday User calls User's parents back home in Lagos, without fail", None),
        ),
        # a job said again after "sorry,", a job's life called hard, a title the table lacked
        ("Ich bin Elektriker — sorry, I am electrician, I do house wiring mostly.", ("User is an electrician", "job")),
        (
            "just got off a 12 hour shift on the ambulance, paramedic life is brutal man.",
            ("User is a paramedic", "job"),
        ),
        ("I'm an actuary, basically I do risk math for an insurance company", ("User is an actuary", "job")),
        ("I'm a porter at the hospital", ("User is a porter at the hospital", "job")),
        # a favourite "in the world", or held "since"
        ("my fav food in the world is pho, could eat it every day", ("User's favourite food is pho", "favourite:food")),
        ("purple has been my favourite colour since I was like 4", ("User's favourite colour is purple", None)),
        # study by pursuing, enrolling, going back to study, and where one learns
        (
            "I am pursuing a master's degree in data science online while working full time",
            ("User is doing a master's in data science", "study"),
        ),
        (
            "I'm 58 and have just enrolled in an Open University course in art history.",
            ("User is doing a course in art history", "study"),
        ),
        (
            "At 67 I have gone back to study Art History with the Open University!",
            ("User studies Art History with the Open University", "study"),
        ),
        ("learning to code thru a python bootcamp atm", ("User is doing a python bootcamp", "study")),
        # routines: an activity and how often without a verb, "first thing", a night with one's people, fasting
        ("cold shower every morning, no exceptions", ("User's routine: cold shower every morning", "routine:shower")),
        ("gym 4x a week, push pull legs split.", ("User goes to the gym 4x a week, push pull legs split", None)),
        ("i do 16:8 fasting, only eat between 12 and 8pm.", ("User does 16:8 fasting", "hobby:fasting")),
        (
            "first thing every morning I journal with my coffee",
            ("First thing every morning User journals with User's coffee", None),
        ),
        (
            "friday nights are pizza + movie night with the kids",
            ("User has pizza + movie night with the kids on Friday nights", "routine:Friday nights"),
        ),
        (
            "I take the 7:15 train to work every weekday and usually read on it.",
            ("User takes the 7:15 train to work every weekday", "commute"),
        ),
        # one looked after and what they have; an animal called "our <breed>" after its name
        (
            "I look after my mum, she has Parkinson's and lives with us now.",
            ("User looks after User's mum, who has Parkinson's", "carer"),
        ),
        (
            "the real reason is Nala, our newfoundland, who is like 65 kilos now",
            ("User's newfoundland is called Nala", "dog"),
        ),
        # a spouse "of N years" named after a comma; a kind owned as one's own; weekends spent at a pastime
        ("my husband of 30 years, Dev, snores terribly", ("User's husband is Dev", "partner")),
        ("green is my colour, always has been", ("User's favourite colour is green", "favourite:colour")),
        ("autumn has always been my season", ("User's favourite season is autumn", "favourite:season")),
        (
            "spend most weekends hiking in the Peak District",
            ("User spends most weekends hiking in the Peak District", None),
        ),
        # a greeting "hi again", a title before "X here"; a job by what being it is like, by years spent at it,
        # by retraining; years in a place; "allergic af"; a day's meal at someone's; "on a Tuesday"; "up at 5am"
        (
            "hi again, Rosalind here (the one with the sourdough questions), my starter died",
            ("User's name is Rosalind", "name"),
        ),
        ("Dr. Patel here, I need a quick summary of this paper", ("User's name is Patel", "name")),
        (
            "honestly the worst part of being a dental nurse is the early starts, any breakfast ideas",
            ("User is a dental nurse", "job"),
        ),
        ("I've spent the last ten years as a paralegal", ("User has worked as a paralegal", "job")),
        (
            "I'm retraining as a software developer through an online course",
            ("User is training to be a software developer through an online course", "job"),
        ),
        (
            "been in Vancouver about two years now and I still can't afford anything",
            ("User has lived in Vancouver for about two years", "city"),
        ),
        ("i'm allergic af to cats", ("User is allergic to cats", "allergy:cat")),
        ("Sunday is always roast dinner at my mum's", ("User has roast dinner at User's mum's on Sunday", None)),
        ("I do my weekly shop on a Tuesday night", ("User does User's weekly shop on Tuesday night", None)),
        ("up at 5am every day for the gym", ("User is up at 5am every day for the gym", None)),
        (
            "Pepper, our springer spaniel, has started eating socks, should I worry",
            ("User's springer spaniel is called Pepper", "dog"),
        ),
        # a third set: years worked in a field, newly qualified, a tomcat, a need after "and", a student "at X studying"
        ("I've worked in retail for 15 years and I'm burnt out", ("User works in retail", "work_field")),
        ("just qualified as a midwife!! any tips for my first job", ("User qualified as a midwife", "job")),
        ("I've got an old tomcat named Fergus", ("User has an old tomcat named Fergus", "cat")),
        ("I run a small bakery in Leeds and need help with pricing", ("User runs a small bakery in Leeds", None)),
        ("I'm a fresher at Manchester studying physics", ("User studies physics", "study")),
        # a fourth set, facts inside long requests: life as a job, introductions made, an animal named after
        # "because", a parent "as a mum of", a filler and its comma before "X and I don't get along"
        (
            "twelve hour shifts, no breaks — such is life as an A&E nurse — anyway how do I say no to overtime",
            ("User is an A&E nurse", "job"),
        ),
        (
            "right, introductions, it's Obi (Obinna really but nobody uses it), and I need a workout plan",
            ("User's name is Obi", "name"),
        ),
        (
            "we just got back from the vet because Biscuit, my cocker spaniel, ate a sock",
            ("User's cocker spaniel is called Biscuit", "dog"),
        ),
        ("as a mum of two teenagers I'm constantly tired, any quick dinners", ("User is a mum of two teenagers", None)),
        (
            "long story short, latex and I don't get along, so what do I tell my dentist",
            ("User reacts badly to latex", "allergy:latex"),
        ),
        # how many children or grandchildren, and one named by their place among them
        (
            "I am grandfather of seven now, the youngest, little Elif, was born last week.",
            ("User is grandfather of seven; User's youngest grandchild is Elif", "children"),
        ),
        ("mum of 3, the eldest, Sam, is 10", ("User is mum of 3; User's eldest child is Sam", "children")),
        # a fifth set: "hello from X." before an emoji; "I'm 64 and still working as"; a village near a town;
        # being a job called hard, said first; a new job said without "I"; a partner by the years together; a little
        # one named between commas; a degree "in" a subject
        ("hello from Ayesha 👋 can u help with maths", ("User's name is Ayesha", "name")),
        (
            "I'm 64 and still working as a school caretaker, is it time to retire?",
            ("User works as a school caretaker", "job"),
        ),
        (
            "we're in a small village near Toulouse, is it worth learning French properly",
            ("User is based in Toulouse", "city"),
        ),
        ("Being a vet tech is exhausting, how do I ask for a raise", ("User is a vet tech", "job")),
        ("new job as a junior data analyst starts monday!!", ("User has a new job as a junior data analyst", "job")),
        ("I've been with Jamie for 6 years and we're finally engaged", ("User's partner is Jamie", "partner")),
        ("our little one, Ezra, starts nursery next week", ("User's little one is Ezra", None)),
        ("my degree is in chemical engineering", ("User's degree is in chemical engineering", "study")),
        # a sixth set: a bootcamp just started; "X and I are not friends"; "as a Glaswegian"; married N years to a
        # wife named after fond words
        ("I just started a coding bootcamp", ("User is doing a coding bootcamp", "study")),
        ("shellfish and I are NOT friends lol", ("User reacts badly to shellfish", "allergy:shellfish")),
        ("As a Glaswegian I need a good rain jacket", ("User is from Glasgow", "hometown")),
        ("Married 40 years to my wonderful wife Joan", ("User is married to Joan", "partner")),
        # someone outside the family, when the sentence only says who they are or the speaker lives with them
        ("My boss is Mark", ("User's boss is Mark", "boss")),
        ("I live with my roommate Theo", ("User's roommate is Theo", "roommate")),
    ],
)
def test_each_kind_is_stored(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        # a claim taken back as a daydream
        "my husband is Ryan Gosling, he just doesn't know it yet 😌 what movie of his should i watch tonight",
        "my girlfriend is Zendaya, she just doesn't know it yet",
        "I'm a millionaire... in my dreams",
        # a pet in jest
        "My only pet is a dust bunny named Kevin who lives under the bed lol",
        "my pet rock is called Steve",
        # a mood of the moment
        "i hate everything today ugh. just tell me something nice",
        "I hate my hair right now",
        # someone outside the family, named beside what they do or are
        "nah i'm not the vegetarian one, that's my roommate Theo. what can i cook that we'll both eat",
        "my boss Priya is obsessed with pickleball lol",
        "my colleague Ana just ran a marathon",
        # quoted words asked about
        '"My name is Inigo Montoya. You killed my father. Prepare to die." what movie is that from again',
        '"I\'m the king of the world" who said that',
        # where one's people are, where one was
        "I visit my family back home in Accra every summer",
        "we were out in Denver last week",
        # the new shapes' look-alikes: someone else's, a question, the past, a passing state
        "my sister plays competitive chess",
        "birdwatching is my dad's weekend thing",
        "my wife is anaphylactic to bees",
        "my mum's skin reacts to nickel",
        "my skin reacted to the new soap today",
        "I did it for fun",
        "I just like playing for fun",
        "church every Sunday was my grandma's thing",
        "cold shower every morning? is that healthy",
        "my brother has gone back to study law",
        "if I went back to study law would I regret it",
        "my son is pursuing a master's degree in data science",
        "my job is kind of boring to explain",
        "I'm staying positive and taking it slow",
        "my sister says, nurse life is brutal",
        "nurse life must be hard",
        "ok so — name's Bond, James Bond, lol what's a good martini",
        "I retired to bed early",
        "my dad retired to Spain",
        "I'm married to my job",
        # jokes: a title held in jest, expertise claimed in sarcasm, one's people said to be an animal or a thing
        "I'm the CEO of procrastination lol",
        "I'm the queen of overthinking",
        "oh sure I'm a gourmet chef, I burned toast this morning",
        "my therapist is my cat, Mr Whiskers",
        "my kids are my dogs",
        # a stay of days, being it said by someone else, what is not a job, a time not come round
        "I've been in Paris for 3 days",
        "my sister says the worst part of being a nurse is nights",
        "the worst part of being a parent is the laundry",
        "up at 5am tomorrow for a flight",
        # someone else's life as a job, one's people's home down in a place, and a few more of someone else's
        "his life as a doctor is hard",
        "my parents live down in Cornwall",
        "my best friend has been in Tokyo for two years and loves it",
        "my mum spent 30 years as a nurse",
        "my son has just qualified as a plumber",
        "my sister is a fresher at Leeds studying law",
        "my roommate is anaphylactic to peanuts",
        "my grandad restores old clocks as a hobby",
        "my friend is married to his darling Sue",
        'and then he goes "name\'s Bond, James Bond"',
        "we're out in Cornwall this weekend",
        "her dog Nala is a newfoundland",
        "I've been with Siemens for 6 years",
        "being a parent is exhausting",
        "my brother's new job as a chef starts monday",
        # a brand or a console as one's partner, in jest
        "my wife is Netflix tbh, what should I watch",
        "my boyfriend is my Playstation",
        # a shift covered for a day
        "covering a shift as a receptionist today",
    ],
)
def test_look_alikes_stay_unstored(message):
    assert stored(message) == []
