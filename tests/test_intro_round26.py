"""Round 26 (batch 34's misses and false stores, batch 35's unstored days-later facts): each class of phrasing in
the batch's words and in others (lower case, typos, emoji, buried in a request), and look-alikes that must store
nothing (jokes, wishes, other people, moods)."""

import pytest

from tests.intro_helpers import assert_stored, stored

NAME, JOB, CITY, STUDY = "name", "job", "city", "study"


@pytest.mark.parametrize(
    "message, expected",
    [
        # an Indian-English "good name" (and a "proper" one)
        (
            "hello sir my good name is Pradeep, kindly help in writing leave application for my office, 3 days",
            ("User's name is Pradeep", NAME),
        ),
        ("my good name is Lakshmi Narayanan", ("User's name is Lakshmi Narayanan", NAME)),
        ("Respected sir, my good name is Ravi and I need a cover letter", ("User's name is Ravi", NAME)),
        ("my good name is anjali, pls help me with an email", ("User's name is Anjali", NAME)),
        ("good morning 🙏 my good name is Suresh Kumar", ("User's name is Suresh Kumar", NAME)),
        (
            "my proper name is Bartholomew but everyone says Bart",
            ("User's name is Bartholomew; User goes by Bart", NAME),
        ),
        # a name to sign or fill in with, said to be one's actual, proper, legal or official one
        (
            "perfect, that's much better. just sign it with my actual name — Ingrid Halvorsen — instead of [Your Name]",
            ("User's name is Ingrid Halvorsen", NAME),
        ),
        ("sign it with my legal name pls: Oluwadamilola Adeyemi", ("User's name is Oluwadamilola Adeyemi", NAME)),
        ("can u sign off with my proper name - Bartholomew Finch", ("User's name is Bartholomew Finch", NAME)),
        ("use my actual name — Henrik Lund — not the placeholder", ("User's name is Henrik Lund", NAME)),
        ("pls put my real name, Marisol Vega, at the bottom 🙏", ("User's name is Marisol Vega", NAME)),
        ("replace [Name] with my actual name: Tomasz Wiśniewski", ("User's name is Tomasz Wiśniewski", NAME)),
        ("sign the cover letter with my official name which is Anh Nguyen", ("User's name is Anh Nguyen", NAME)),
        # a name typed in lower case after "call me" that is a first name, not a common word
        ("call me rosie", ("User's name is Rosie", NAME)),
        ("call me will", ("User's name is Will", NAME)),
        # a stress or hedge word between "I'm" and the job
        (
            "lol I'm literally a software dev and I still cannot get this printer to connect to wifi. humbling",
            ("User is a software dev", JOB),
        ),
        ("i'm basically a nurse at a care home, 12h shifts", ("User is a nurse at a care home", JOB)),
        ("I'm technically a junior accountant but I do everything", ("User is a junior accountant", JOB)),
        ("im actually a primary school teacher so this is relevant", ("User is a primary school teacher", JOB)),
        ("I'm officially a registered nurse!! 🎉", ("User is a registered nurse", JOB)),
        ("I'm kinda a freelance photographer now", ("User is a freelance photographer", JOB)),
        ("I am honestly a plumber, not a scammer lol", ("User is a plumber", JOB)),
        # the speaker and someone else as the subject of where they live
        (
            "me and my flatmate live in glasgow and the damp in this flat is unreal, how do we get rid of black mould",
            ("User lives in Glasgow", CITY),
        ),
        ("my partner and I live in Lisbon now", ("User lives in Lisbon", CITY)),
        ("Me n my bf live in Toronto 🇨🇦", ("User lives in Toronto", CITY)),
        ("the kids and I live in Bristol since the divorce", ("User lives in Bristol", CITY)),
        ("Ana and I live just outside Porto", ("User lives in Porto", CITY)),
        ("me & my husband rent a tiny flat in Edinburgh", ("User lives in Edinburgh", CITY)),
        # a home by how far it is from a town
        (
            "We're on a small block about 20 min out of Dubbo, NSW, and the power drops out every time there's a"
            " storm. What size generator would run a fridge?",
            ("User lives near Dubbo", CITY),
        ),
        ("i live like 10 mins from brighton", ("User lives near Brighton", CITY)),
        ("we live about an hour north of Toronto", ("User lives near Toronto", CITY)),
        ("I'm based 30km outside Nairobi", ("User lives near Nairobi", CITY)),
        ("we're in a little village 15 minutes outside of Galway", ("User lives near Galway", CITY)),
        ("We're on a farm 40 km south of Bendigo", ("User lives near Bendigo", CITY)),
        # a year or more in a place
        (
            "Spending this whole year in Chiang Mai working remotely (my employer is in Hamburg). What's a reliable"
            " way to use my German banking app from Thailand?",
            ("User is spending this whole year in Chiang Mai", CITY),
        ),
        ("I'm spending the year in Lisbon on a digital nomad visa", ("User is spending the year in Lisbon", CITY)),
        (
            "we're spending a whole year in Melbourne while my husband does his postdoc",
            ("User is spending a whole year in Melbourne", CITY),
        ),
        ("spending my gap year in Auckland, working in a cafe", ("User is spending User's gap year in Auckland", CITY)),
        ("im spending two years in Seoul teaching English", ("User is spending two years in Seoul", CITY)),
        ("I'll be spending the next year in Nairobi for work", ("User is spending the next year in Nairobi", CITY)),
        # an allergy worn as a badge, without "I'm allergic"
        (
            "sesame allergy gang 🙋\u200d♀️ is there always tahini in hummus or can u get it without",
            ("User is allergic to sesame", "allergy:sesame"),
        ),
        ("fellow shellfish allergy sufferer here 👋", ("User is allergic to shellfish", "allergy:shellfish")),
        ("as someone with a severe nut allergy, airline food scares me", ("User is allergic to nut", "allergy:nut")),
        ("penicillin-allergic human here lol", ("User is allergic to penicillin", "allergy:penicillin")),
        ("member of the kiwi allergy club since birth", ("User is allergic to kiwi", "allergy:kiwi")),
        ("proud egg allergy warrior, bake me something", ("User is allergic to egg", "allergy:egg")),
        ("Peanut allergy club checking in, which chocolate bars are safe?", ("User is allergic to Peanut", None)),
        # an allergy said by the reaction to what must be left out
        (
            "Can you recommend dishwashing gloves? They can't be latex, I get hives from it.",
            ("User is allergic to latex", "allergy:latex"),
        ),
        ("no sesame pls, I come out in a rash", ("User is allergic to sesame", "allergy:sesame")),
        ("nothing with nickel — it gives me a rash", ("User is allergic to nickel", "allergy:nickel")),
        ("the earrings can't be nickel, I break out in hives", ("User is allergic to nickel", "allergy:nickel")),
        ("just no wool please, I get itchy welts", ("User is allergic to wool", "allergy:wool")),
        ("avoid lanolin, I get eczema flare ups", ("User is allergic to lanolin", "allergy:lanolin")),
        # a favourite for good: "will always be", "is and always will be", "will forever be"
        (
            "Spirited Away will always be my favourite film 🥹 what else should i watch",
            ("User's favourite film is Spirited Away", "favourite:film"),
        ),
        ("green will always be my colour", ("User's favourite colour is green", "favourite:colour")),
        ("my favourite band will always be Radiohead, fight me", ("User's favourite band is Radiohead", None)),
        ("lasagne is and always will be my favourite meal", ("User's favourite meal is lasagne", None)),
        ("pho will forever be my fave food", ("User's favourite food is pho", "favourite:food")),
        ("The Hobbit will always be my favourite", ("User's favourite is The Hobbit", None)),
        (
            "honestly hot chocolate will always be my favorite drink lol",
            ("User's favourite drink is hot chocolate", None),
        ),
        # studying by taking a course in something
        (
            "taking an online course in UX design rn, can you review my case study outline?",
            ("User is doing a course in UX design", STUDY),
        ),
        ("I'm taking a course in bookkeeping at night school", ("User is doing a course in bookkeeping", STUDY)),
        ("currently taking an evening course in Italian", ("User is doing a course in Italian", STUDY)),
        ("i'm enrolled in a course in welding", ("User is doing a course in welding", STUDY)),
        (
            "signed up for a short course in pottery, so excited",
            ("User has enrolled on a short course in pottery", STUDY),
        ),
        # majoring in, reading a subject at a university, doing a degree in
        (
            "I'm an undergrad majoring in philosophy and my parents keep asking what job I'll get lol. Help me answer",
            ("User studies philosophy", STUDY),
        ),
        ("sophomore majoring in econ, need help with a stats problem", ("User studies econ", STUDY)),
        ("I'm a junior at NYU majoring in computer science", ("User studies computer science", STUDY)),
        ("double majoring in maths and music, send help", ("User studies maths and music", STUDY)),
        ("reading Law at Durham, first year", ("User studies Law at Durham", STUDY)),
        ("I'm reading PPE at Oxford", ("User studies PPE at Oxford", STUDY)),
        ("im doing a degree in social work", ("User is doing a degree in social work", STUDY)),
        # still read: a home bought and lived in, a hobby that is one
        ("we bought a house in Leeds last year", ("User lives in Leeds", CITY)),
        ("my main hobby is rock climbing", ("User's hobby is rock climbing", "hobby:rock")),
    ],
)
def test_each_kind_is_stored(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        # a good name that is someone else's, asked, or a reputation
        "my dad's good name is Mohan",
        "what is your good name?",
        "protect your good name online, any tips",
        "my good name is ruined after that party lol",
        # a name to sign with that is not one's own
        "sign it with my dog's name — Biscuit lol",
        "don't use my real name — Tom Harris is fine",
        "sign it with my boss's actual name: Greg Davies",
        # a hedge before what is no job, or someone else's job, or a wish
        "I'm literally a zombie today",
        "my brother is literally a software dev",
        "I'm basically a taxi for my kids lol",
        "if I were actually a chef I'd know this",
        "she's technically a nurse",
        "I'm basically a full-time cleaner for my flatmates smh",
        # others' homes, past homes, wishes, and no place
        "me and my flatmate lived in Glasgow for a year back in uni",
        "my parents and my sister live in Glasgow",
        "me and my ex used to live in Leeds",
        "me and my ex would live in Paris if we could",
        "me and my flatmate live in a tiny box lol",
        "my flatmate and I live in fear of our landlord",
        "if me and my gf lived in Paris we'd be broke",
        "me and my mates live in the pub basically",
        # how far one is on the way, or others' distance
        "I'm 20 min out of Dubbo, be there soon",
        "my parents live 20 min out of Dubbo",
        "we're at a hotel 10 min from Rome for the weekend",
        "I live 5 minutes from the beach",
        "I live 10 min from work",
        "if we lived 20 min out of Dubbo we'd have a generator",
        # a short stay, someone else's year, a dream, the past, no place
        "spending the weekend in Paris",
        "my sister is spending the year in Japan",
        "spending a year in Bali would be a dream",
        "I spent a year in Berlin after uni",
        "spending the whole year in debt lol",
        "spending a week in Rome for a conference",
        # an allergy badge that is a parent's, a child's, a question, an event, a season, a story's
        "nut allergy mum here, need lunchbox ideas",
        "my son is in the peanut allergy club at school",
        "is sesame allergy gang a thing?",
        "peanut allergy awareness week is coming up",
        "allergy season gang 😭",
        "writing a story about someone with a peanut allergy",
        # a reaction to no substance, or someone else's
        "no homework tonight, I get a rash just thinking about it lol",
        "my son can't have latex, he gets hives",
        "no drama please, I get hives from stress",
        "no worries, I get it",
        "can't be bothered, I get itchy when I'm bored",
        "can't be late, I get hives from stress",
        # a favourite forever that is a memory, a person, someone else's
        "that will always be my favourite memory",
        "my sister says Frozen will always be her favourite film",
        "Frozen will always be my daughter's favourite film",
        "you will always be my favourite person",
        "this moment will always be my favourite",
        # a course or a major someone else takes, or that is wished for
        "my son is taking an online course in UX design",
        "should I take a course in UX design?",
        "taking a course in UX design would be nice someday",
        "doing an MA in history sounds fun",
        "my brother is majoring in philosophy",
        "should I major in philosophy?",
        "majoring in philosophy sounds like a bad idea",
        "she's an undergrad majoring in law",
        "reading Dune at the airport",
        "I'm reading Harry Potter at night",
        # a common word typed after "call me" is no name
        "call me maybe",
        "call me crazy but pineapple belongs on pizza",
        "lol call me anything you like",
        "call me whenever",
        # a home bought and not moved into
        "bought a house in Leeds but haven't moved yet",
        # a mishap called a hobby in jest
        "my main hobby is losing socks in the dryer, i'm extremely talented at it",
        "my hobby is accidentally killing houseplants lol",
        "procrastinating is my passion",
        "my favourite hobby is forgetting why I walked into a room",
        "my hobbies include overthinking and losing my keys",
        "my main thing is missing the bus",
    ],
)
def test_look_alikes_stay_unstored(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    "message",
    [
        "we just bought a flat in Porto, we move in next month",
        "I bought a cottage in Kendal but we're not moving till spring",
        "just got the keys to our new flat in Leeds but we haven't moved in yet",
    ],
)
def test_a_home_not_moved_into_is_no_home(message):
    assert all(key != CITY for _, key in stored(message))


def test_a_common_word_after_call_me_is_no_name_but_the_rest_is_read():
    assert stored("call me old fashioned but I like paper maps") == [("User likes paper maps", "pref:paper")]
