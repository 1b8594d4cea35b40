"""Round 31 (issue 20): a newcomer's first sentences about themselves, read by class rather than by sentence.
A lasting statement about the speaker whose words no cue files (the general reader's last resort, by grammar:
the simple present, a past that lasts, a thing had in a field, one's own thing and its name or size), a degree
done with its subject, a title's stop kept in a name; and the look-alikes of each that store nothing."""

from __future__ import annotations

import pytest

from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # what one does as a rule, in words no list holds
        ("I restore vintage motorbikes in my garage", ("User restores vintage motorbikes in User's garage", None)),
        ("I play bass in a covers band", ("User plays bass in a covers band", None)),
        (
            "i volunteer with the lifeboat crew on weekends",
            ("User volunteers with the lifeboat crew on weekends", None),
        ),
        ("honestly I mentor two apprentices at the depot", ("User mentors two apprentices at the depot", None)),
        (
            "I usually coach the under-9s on saturday mornings, any drills?",
            ("User usually coaches the under-9s on saturday mornings", None),
        ),
        # a past that lasts
        ("I grew up on a sheep farm near Dunedin", ("User grew up on a sheep farm near Dunedin", None)),
        (
            "i grew up in a tiny village in the dales, so cities scare me",
            ("User grew up in a tiny village in the dales", None),
        ),
        (
            "I finally went back to college to study law at 45",
            ("User finally went back to college to study law at 45", None),
        ),
        # a thing had in a field
        ("I have a brown belt in karate", ("User has a brown belt in karate", None)),
        ("i have a diploma in horticulture but work in a bank", ("User has a diploma in horticulture", None)),
        # one's own thing and its name, or a size
        ("my optician is Dr. Patel, very thorough", ("User's optician is Dr. Patel", None)),
        ("my dentist is Dr Okafor and she's lovely", ("User's dentist is Dr Okafor", None)),
        ("my shoe size is 11 so boots are hard to find", ("User's shoe size is 11", None)),
        # a degree done, its subject kept
        ("I did my degree in geography at Durham", ("User did a degree in geography at Durham", "study")),
        (
            "finished my phd in marine biology at Leiden ages ago",
            ("User did a phd in marine biology at Leiden", "study"),
        ),
        ("doing my masters at UCL, any tips for the dissertation?", ("User is doing a masters at UCL", "study")),
        # a title's stop kept in a name
        (
            "We have an old tabby named Mr. Biscuit and he yowls at night",
            ("User and others have an old tabby named Mr. Biscuit", None),
        ),
    ],
)
def test_a_lasting_statement_is_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        # thoughts, wishes, speech acts, things had for now
        "I have a question about my tax return",
        "I think my landlord is overcharging me",
        "I need a recipe for pancakes",
        "I wonder whether dogs dream",
        "I guess my boss is right",
        "I have no idea what to cook",
        "I have a piano lesson at 5",
        "I have a layover in Zurich tomorrow, worth leaving the airport?",
        "I have a sore throat, honey or lemon?",
        "I have a soft spot for old films",
        # a way of speaking
        "I speak my mind",
        "I drive myself crazy sometimes",
        "I speak from experience",
        "I support the idea",
        "I require assistance drafting a letter to the council",
        "I kinda grew up too fast lol",
        "I retire next spring, pension advice?",
        # played down, someone else's, made up, wished
        "I'm not a nurse, I just help out at the clinic sometimes",
        "my friend speaks Portuguese at home",
        "pretend you're a sailor who grew up in Cornwall",
        "if I had a black belt in judo I'd feel safer",
        # not one's own thing to name, or no size
        "my flight is BA123 from Heathrow",
        "my dog is 30 kilos",
        "my wife is Netflix tbh",
        "my surname is Welsh",
        # an appointment for today is over by the next talk
        "I have a dentist appointment at 4pm today, what should I ask?",
        "got a GP appointment at 11 today, what do I say about my knee",
    ],
)
def test_look_alikes_store_nothing(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # the household's language, said first or last, with whom
        ("we speak Tagalog at home but English at work", ("User speaks Tagalog at home", "first_language")),
        ("at home we mostly speak Gujarati", ("User speaks Gujarati at home", "first_language")),
        (
            "I speak Welsh with my kids, my husband is learning",
            ("User speaks Welsh with User's kids", "first_language"),
        ),
        # a shoe size, said as what one is or wears, with its sizing
        ("I'm a 39 in European shoe sizes, annoying for online orders", ("User's shoe size is 39 (European)", None)),
        ("i'm a size 11 shoe, wide fit", ("User's shoe size is 11", "shoe_size")),
        ("I usually take a UK 6 in trainers", ("User's shoe size is 6 (UK)", "shoe_size")),
        # a thing of one's own named
        ("we named our narrowboat the Muddy Duck, long story", ("User's narrowboat is called the Muddy Duck", None)),
        ("I call my campervan Betsy", ("User's campervan is called Betsy", None)),
        ("our cottage is called Bramble End", ("User's cottage is called Bramble End", None)),
        # a race one is running, with or without "I'm"
        ("I'm running the Chicago Marathon this October!", ("User is running the Chicago Marathon this October", None)),
        ("doing my first triathlon in June, tips?", ("User is doing User's first triathlon in June", None)),
        (
            "running my 3rd half marathon in may, what should i eat",
            ("User is running User's 3rd half marathon in may", None),
        ),
        # what one's child plays, and for whom
        (
            "my daughter plays centre back for the under-12s, she's fierce",
            ("User's daughter plays centre back for the under-12s", "family:daughter"),
        ),
        (
            "our eldest plays second violin in the county youth orchestra",
            ("User's eldest plays second violin in the county youth orchestra", None),
        ),
        # a job said as a complaint about being it
        ("being a baker sucks sometimes but the smell is worth it", ("User is a baker", "job")),
        ("honestly being a night porter kills my social life", ("User is a night porter", "job")),
    ],
)
def test_what_one_has_names_and_enters_is_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "my in-laws speak Greek at home",
        "if we spoke French at home the kids would be bilingual",
        "if I were a size 9 I'd buy these boots",
        "my husband is a size 12 shoe, gift ideas?",
        "my friend named her boat the Seagull",
        "running the marathon would kill me",
        "I'm watching the London Marathon on tv",
        "my son plays with his cars on the floor for hours",
        "my friend's son plays for the Arsenal academy",
        "being a nurse must suck",
        "my sister says being a nurse sucks",
        "being a parent sucks sometimes",
    ],
)
def test_look_alikes_of_what_one_has_store_nothing(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a newcomer's bare signature, in lower case or not
        ("ingrid. new here. what can you do", ("User's name is Ingrid", "name")),
        ("Aroha! first time using this, be gentle", ("User's name is Aroha", "name")),
        ("marisol, new to all this lol. what can u do", ("User's name is Marisol", "name")),
        # where replies are to be addressed
        (
            "Kindly address all correspondence to Mrs. Beatrice Okonjo. Regards",
            ("User's name is Beatrice Okonjo", "name"),
        ),
        ("please address future replies to Dr Tomasz Nowak, thank you", ("User's name is Tomasz Nowak", "name")),
        # home as a dwelling somewhere
        ("home is a flat above a chippy in Leeds, cheap dinner ideas?", ("User lives in Leeds", "city")),
        ("home for me is a narrowboat near Oxford these days", ("User lives in Oxford", "city")),
        ("home is an old farmhouse outside Dubbo so no deliveries lol", ("User lives in Dubbo", "city")),
        # married some years to a partner named after a description
        (
            "Married twenty years to a patient woman, Ruth, and she still laughs at my jokes",
            ("User is married to Ruth", "partner"),
        ),
        (
            "married 12 years to the same grumpy bloke, Derek, and he still snores",
            ("User is married to Derek", "partner"),
        ),
        # children named in apposition, with or without a question after
        (
            "twin girls, Ada and Bea, turning 5 on Sunday — cake ideas?",
            ("User's twin girls are Ada and Bea", "children"),
        ),
        ("boys, Tom and Ollie, both mad about dinosaurs", ("User's boys are Tom and Ollie", "children")),
        ("we have three kids and the eldest, Noor, is starting uni", ("User's eldest is Noor", "children")),
        ("I've got 2 boys and the youngest, Finn, is coeliac", ("User's youngest is Finn", "children")),
    ],
)
def test_names_said_in_passing_are_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "hello. new here",
        "thanks. new here, how do i start",
        "Paris! first time here, what should I see",
        "address the letter to Dr. Smith please",
        "home is a state of mind",
        "my friend's home is a farmhouse outside Perth",
        "boys, Leo and Max, come inside now",
        "my friend has 3 kids and the youngest, Sam, is a menace",
    ],
)
def test_look_alikes_of_names_in_passing_store_nothing(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a day kept for something, as said
        ("Fridays are my big shop day, any meal plan ideas?", ("User's big shop day is Fridays", None)),
        ("sundays are meal prep day in my house", ("User's meal prep day is Sundays", None)),
        # a routine written as a note of days
        ("gym tue thu sat after work. protein ideas?", ("User has gym tue thu sat after work", "routine:gym")),
        ("pilates mon & thu at 7am", ("User has pilates mon & thu at 7am", "routine:pilates")),
        # a day of the month that comes round, kept with the time
        (
            "on the last Friday of every month I host a board game night",
            ("On the last Friday of every month User hosts a board game night", None),
        ),
        (
            "the first Sunday of each month I visit my nan in Hull",
            ("The first Sunday of each month User visits User's nan in Hull", None),
        ),
        # the best of its kind after a remark, and a title then what it is to the speaker
        ("huge tolkien fan, The Hobbit is the best book ever written", ("User's favourite book is The Hobbit", None)),
        (
            "I rewatch Lord of the Rings every christmas, its my comfort movie",
            ("User's comfort movie is Lord of the Rings", "favourite:movie"),
        ),
        ("watched Paddington 2 like 30 times, thats my go-to film", ("User's go-to film is Paddington", None)),
        # classes with how often
        ("evening classes in pottery every thursday", ("User takes evening classes in pottery", "study")),
        ("I'm taking night classes in french twice a week", ("User takes night classes in french", "study")),
        # a pastime worn as a badge
        ("total plant nerd here lol, why are my monstera leaves yellow", ("User is a total plant nerd", "hobby:plant")),
        ("Fitness fanatic here, best protein bars?", ("User is a fitness fanatic", "hobby:fitness")),
        ("history buff here", ("User is a history buff", "hobby:history")),
    ],
)
def test_routines_favourites_and_pastimes_are_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "my son is a dinosaur nerd, party ideas?",
        "my sister rereads Dune every year, its her comfort book",
        "I read Dune last week, its my first sci-fi",
        "yoga tomorrow at 6, what should I wear",
    ],
)
def test_look_alikes_of_routines_and_favourites_store_nothing(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # an allergy said by what it does
        ("hay fever wrecks me every june, grass pollen mostly", ("User is allergic to grass pollen", "allergy:pollen")),
        ("I get hay fever every spring, tree pollen specifically", ("User is allergic to tree pollen", None)),
        ("me and cats = sneezing for days lol", ("User is allergic to cats", "allergy:cat")),
        ("me + dust = hives, every time", ("User is allergic to dust", "allergy:dust")),
        # one's animal named after a description
        (
            "I foster puppies but the only permanent resident is Pickle, a grumpy old cat",
            ("User has a grumpy old cat called Pickle", "cat"),
        ),
        (
            "we have two rescues and the queen of the house is Mabel, a one-eyed pug",
            ("User has a one-eyed pug called Mabel", None),
        ),
        # one's animal put right, beside a question
        (
            "sorry, Biscuit is a guinea pig, not a hamster. what hay is best?",
            ("User has a guinea pig called Biscuit", "guinea pig"),
        ),
        ("oops Rex is an iguana not a gecko, does that change his lamp?", ("User has an iguana called Rex", None)),
        # a pastime said with how much of the day it takes, after how life changed
        (
            "Since retiring I spend most mornings building model railways",
            ("User spends most mornings building model railways", None),
        ),
        ("I spend most afternoons restoring old radios", ("User spends most afternoons restoring old radios", None)),
    ],
)
def test_allergies_and_animals_said_sideways_are_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "my sons hay fever is bad, birch pollen",
        "me and my boyfriend = sneezing twins lol",
        "hay fever season starts in may, tree pollen first",
        "actually, Garfield is a cat",
        "correction: Paris is a city not a country",
    ],
)
def test_look_alikes_of_allergies_said_sideways_store_nothing(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a favourite "in the whole world"
        (
            "jollof is my favourite food in the whole world, I judge parties by it",
            ("User's favourite food is jollof", None),
        ),
        # a job as a complaint, with whom or what it serves
        (
            "being a sign language interpreter for the deaf is harder than people think",
            ("User is a sign language interpreter", "job"),
        ),
        # a name said late, by the way, or spelt by its last letter
        ("cheers for that! oh and it's Ngozi btw, should have said", ("User's name is Ngozi", "name")),
        ("oh btw it's Aoife, with an e on the end", ("User's name is Aoife", "name")),
        # an evening of the week kept for something
        (
            "Friday night is curry and quiz night with the family, non-negotiable",
            ("User's curry and quiz night is Friday night", "routine:friday"),
        ),
        ("saturday mornings are parkrun morning", ("User's parkrun morning is Saturday mornings", None)),
        # what one does as a rule, with "do"
        (
            "I always do the cryptic crossword with my coffee",
            ("User always does the cryptic crossword with User's coffee", None),
        ),
        # one's job put right in an aside
        ("long shift on the wards (nurse, not a doctor) and my feet are done", ("User is a nurse", "job")),
        ("back from the ambulance - paramedic, not a doctor - quick dinner ideas?", ("User is a paramedic", "job")),
        ("midwife not a nurse, what shoes for 12h shifts?", ("User is a midwife", "job")),
        # Pidgin's "I dey" before what one does
        (
            "abeg, i dey sell fabric for Onitsha market, how i fit get customers?",
            ("User sells fabric for Onitsha market", None),
        ),
        # a move said without "I", in Indian English too
        ("Shifted to Pune last year for work, the rain here is unreal", ("User moved to Pune", "city")),
        ("relocated to Lisbon in march, any tips for making friends?", ("User moved to Lisbon", "city")),
    ],
)
def test_what_lasts_said_late_or_sideways_is_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "thanks! oh and it's Friday btw",
        "great chat. and it's Sarah from accounts who told me",
        "friday night is going to be wild",
        "I do think so",
        "I do love a good rant",
        "moved to the new office last week",
        "my sister shifted to Leeds last year",
        "my sister is a nurse, not a doctor",
        "I break out in hives from it every time",
    ],
)
def test_look_alikes_said_late_store_nothing(message):
    assert stored(message) == []
