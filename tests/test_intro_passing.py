"""Facts said in passing, inside requests (round 18: blind batch 18's misses, each as its general
form; these sentences are new phrasings of those forms, not the batch's). Core only."""

import pytest

from memorylab.policies.extract import extract_rules
from memorylab.policies.intro_names import named_beside
from tests.conftest import make_lab


def said(message: str) -> list[tuple[str, str | None]]:
    return [(c.text, c.key) for c in extract_rules(message)]


@pytest.mark.parametrize(
    "message, text, key",
    [
        # people and animals named beside their name, in a request or a question
        ("Can you help me write to my uncle, Desmond, about the reunion?", "User's uncle is Desmond", "uncle"),
        ("settle an argument: tom (my bf) says cereal is soup", "User's bf is Tom", "partner"),
        # names for a blog, not for the animal: the beagle's own name is stated
        ("any names for a blog about Pickle, my beagle, who eats socks?", "User's beagle is called Pickle", "dog"),
        ("any good names for my new puppy? (Rex or Max)", None, None),  # a name being chosen: nothing
        # the round-18 walk: a question asking for the pet wrote "User has a dog", even after "forget that"
        ("What's my dog called?", None, None),
        (
            "Suggest a funny name for a squeaky toy for my dog (Biscuit, a beagle).",
            "User's dog is called Biscuit",
            "dog",
        ),
        (
            "How do I stop my cat scratching the sofa? Miso is two and very stubborn.",
            "User's cat is called Miso",
            "cat",
        ),
        ("what toys suit ziggy (corn snake, 2yo) best?", "User's corn snake is called Ziggy", "snake"),
        ("Best stretches? I have a bad right knee so nothing high impact.", "User has a bad right knee", "health:knee"),
        (
            "ideas for a day out? nothing involving boats, I've been scared of them since a kid",
            "User is afraid of boats",
            "fear:boat",
        ),
        (
            "Recommend a film for the train, I'm going to Porto next week for a conference.",
            "User is going to Porto next week for a conference",
            None,
        ),
        ("Best way to learn Italian? I only speak English and Welsh.", "User speaks English and Welsh", "languages"),
        ("how do I make nonna lucia's ragu less salty?", None, None),  # nonna's ragu: nothing of hers is asked
        (
            "Rahel and I — we've been together six years — want a cheap weekend away",
            "User's partner is Rahel",
            "partner",
        ),
        ("any science kits? amelie is 7 and i'm her dad", "User's daughter is Amelie", "daughter"),
        ("Walking Biscuit is a nightmare in the rain, he's a greyhound", "User's greyhound is called Biscuit", "dog"),
        # the job in passing
        (
            "Part of my job as a sign language interpreter is travelling, any packing tips?",
            "User works as a sign language interpreter",
            "job",
        ),
        ("honestly I get tired of being a barista on weekends", "User is a barista", "job"),
        (
            "been running my own small salon for years, how do I price a balayage?",
            "User runs their own small salon",
            "employer",
        ),
        # a clinician's word, and an allergy named before it
        (
            "My dermatologist says I'm allergic to nickel, what earrings can I wear?",
            "User is allergic to nickel",
            "allergy:nickel",
        ),
        ("pesto without pine nuts? I'm allergic", "User is allergic to pine nuts", "allergy:nut"),
        (
            "had a shellfish allergy since I was little, what can I order at a seafood place?",
            "User is allergic to shellfish",
            "allergy:shellfish",
        ),
        # favourites said without "my", or named before they are called one
        (
            "favourite film has to be Paddington 2, recommend something like it",
            "User's favourite film is Paddington 2",
            "favourite:film",
        ),
        (
            "nothing beats a proper laksa, it's my favourite dish, how do I make the paste?",
            "User's favourite dish is laksa",
            "favourite:dish",
        ),
        ("Mustard yellow is hands down my colour.", "User's favourite colour is Mustard yellow", "favourite:colour"),
        ("my comfort film is Amélie, anything similar?", "User's comfort film is Amélie", "favourite:film"),
        # where they live, study, what they fear and can spend
        ("good walks near leeds, thats where im based", "User is based in Leeds", "city"),
        ("moving to Lisbon in March!! what paperwork do I need", "User is moving to Lisbon", "moving_to"),
        ("third year of my PhD at Uppsala and the reading never ends", "User is doing a PhD at Uppsala", "study"),
        ("resitting maths GCSE in June, best revision plan?", "User is taking maths GCSE", "study"),
        ("terrified of deep water, always have been", "User is afraid of deep water", "fear:water"),
        ("I get really carsick, even on short trips", "User gets carsick", "fear:carsick"),
        ("money's tight until payday, cheap dinners?", "User is on a tight budget", "budget"),
        ("complete beginner at chess, which opening first?", "User is a complete beginner at chess", "hobby:chess"),
        ("my rabbit chews every cable in the flat", "User has a rabbit", "rabbit"),
        ("gym 6am tue thu, best breakfast after?", "User has gym 6am tue thu", "routine:gym"),
        ("Sign it as Ines Duarte, that's me.", "User's name is Ines Duarte", "name"),
        # round 19: blind batch 19's misses, as their general forms (new sentences)
        ("Biomedical engineer here, which laptop copes with MATLAB?", "User is a biomedical engineer", "job"),
        (
            "I'm stuck at work late (night-shift radiographer at a big hospital) so what can I cook at 2am?",
            "User is a night-shift radiographer",
            "job",
        ),
        (
            "help me price a quote, i do freelance copywriting and it's 40 pages",
            "User does freelance copywriting",
            "job",
        ),
        ("my supervisor at the depot wants me on earlies, can I refuse?", "User works at the depot", "employer"),
        (
            "I've been delivering for Deliveroo since March, do I pay tax?",
            "User has been delivering for Deliveroo",
            "job",
        ),
        (
            "in my third year of mechanical engineering at Leeds, which CAD software should I learn?",
            "User is in User's third year of mechanical engineering",
            "study",
        ),
        (
            "Masters student in public health here, any tips on a literature review?",
            "User is a masters student in public health",
            "study",
        ),
        ("my nursing course starts in September, what should I read first?", "User is studying nursing", "study"),
        (
            "I'm doing an online MSc in cyber security with Bath, any tips on deadlines?",
            "User is doing an MSc in cyber security",
            "study",
        ),
        (
            "currently pursuing BBA from Christ University, useful electives?",
            "User is pursuing BBA from Christ University",
            "study",
        ),
        (
            "been doing pilates for six months now, is it enough for core strength?",
            "User has been doing pilates for six months",
            "hobby:pilates",
        ),
        (
            "I've been swimming with the masters club for years, which goggles?",
            "User has been swimming for years",
            "hobby:swimming",
        ),
        ("my mates and I play padel on sundays, which racket?", "User plays padel", "hobby:padel"),
        ("me n my mates play 7-a-side football, boots?", "User plays 7-a-side football", "hobby:football"),
        (
            "Woodturning has become my weekend obsession, which lathe is quiet?",
            "User loves Woodturning",
            "hobby:woodturning",
        ),
        ("please sign it from me, Ngozi Adeyemi, and keep it short", "User's name is Ngozi Adeyemi", "name"),
        ("everyone mispronounces it, it's Niamh, how do I tell my team?", "User's name is Niamh", "name"),
        (
            "I'm Sasha, which is short for Alexandra, can you write my bio?",
            "User's name is Sasha, short for Alexandra",
            "name",
        ),
        ("hi its fred, short for frederick, a haiku please", "User's name is Fred, short for Frederick", "name"),
        ("write a toast and sign it 'love, Beatriz' since that's me", "User's name is Beatriz", "name"),
        # a favourite's thing ends where the next clause starts (it read "colour but the room is tiny")
        (
            "Tomatoes are my favourite vegetable but the slugs eat them all, what can I do?",
            "User's favourite vegetable is Tomatoes",
            "favourite:vegetable",
        ),
        (
            "Rooibos is my favourite tea by a mile — what cake goes with it?",
            "User's favourite tea is Rooibos",
            "favourite:tea",
        ),
        # round 19, second pass over batch 19's misses
        (
            "As a primary school music teacher, I need songs for assembly",
            "User is a primary school music teacher",
            "job",
        ),
        (
            "we emigrated from Lagos to Leeds in June, what do I need to register with a GP?",
            "User moved to Leeds from Lagos",
            "city",
        ),
        (
            "any pudding ideas without dairy, im allergic to cows milk and my guests are fussy",
            "User is allergic to cows milk",
            "allergy:milk",
        ),
        ("Being vegetarian for ten years now, how do I get enough iron?", "User is vegetarian", "diet"),
        (
            "swimming every Sunday morning, which goggles last?",
            "User does swimming every Sunday morning",
            "routine:swimming",
        ),
        ("I do a 5k run every morning, what should I eat after?", "User does a 5k run every morning", "routine:run"),
        (
            "Cold showers is something I've done for years, are they actually good for you?",
            "User has done Cold showers for years",
            "routine:cold",
        ),
        (
            "pad thai is literally my fave food in the world, send me a vegan version",
            "User's favourite food is pad thai",
            "favourite:food",
        ),
        ("the office is my comfort show, anything similar?", "User's comfort show is the office", "favourite:show"),
        (
            "I could listen to Nina Simone all day, she's my favourite singer. A starter album?",
            "User's favourite singer is Nina Simone",
            "favourite:singer",
        ),
        ("celtic til i die, how do I get a season ticket?", "User supports celtic", "team"),
        (
            "my husband's a nurse and works nights. any meal prep ideas? (his name is Tomasz)",
            "User's husband is Tomasz",
            "partner",
        ),
        ("Dear Assistant, I am Chidera Obi and I need a formal complaint letter", "User's name is Chidera Obi", "name"),
        # one's own child's or partner's allergy (a coworker's stays unsaid, as before)
        (
            "My daughter has a severe sesame allergy, party food ideas?",
            "User's daughter is allergic to sesame",
            "allergy:daughter:sesame",
        ),
        (
            "my husband is allergic to shellfish, what can I cook for him?",
            "User's husband is allergic to shellfish",
            "allergy:husband:shellfish",
        ),
        ("I live in Porto, Portugal and work remotely", "User lives in Porto, Portugal", "city"),
    ],
)
def test_a_fact_said_in_passing_is_stored(message, text, key):
    found = said(message)
    if text is None:
        assert found == []
    else:
        assert (text, key) in found, found


@pytest.mark.parametrize(
    "message",
    [
        "Taylor Swift is great, she's a cat person",  # someone named, an animal word that is no animal
        "Honestly, my dad is the worst at texting",  # a capital that only starts the text
        "my cat food keeps going missing",  # a thing, not what the animal does
        "my dog toys are everywhere",
        "I can't imagine being a surgeon",  # imagined, not lived
        "my dad spent forty years as a miner",  # someone else's working life
        "no worries. I'm allergic lol",  # "no worries" avoids no food
        "pretend I'm a pirate with a parrot called Flint",  # play
        "A friend texted 'I'm vegan now' and nothing else",  # someone else's words
        "my name is Legion, for we are many jk",  # taken back
        "I'm allergic to Mondays haha, any tips?",  # in jest
        # round 19: a group, someone else, a shift, a pronoun, a question, a thing
        "Any teachers here? I need advice on marking",
        "The manager here never listens to anyone",
        "Fellow students here, how do you cope with exams",
        "nurses here are underpaid",
        "my brother has been driving for Uber for years, is it worth it",
        "my sister (a nurse, bless her) says I should rest",
        "(the doctor, not me) said I should rest",
        "Work has become my whole life, how do I stop",
        "This has become my obsession lately",
        "should I play tennis or squash to get fit",
        "people always get it wrong, it's Monday not Tuesday",
        "ISA is short for individual savings account",
        "my degree course is hard",
        "what does a PhD student here earn",
        "I've been running late for weeks",
        "my daughter's law degree costs a fortune",
        "my friend's manager at the warehouse is awful",
        "what if I'm allergic to penicillin, how would I know?",
        "how do I tell my boss I'm allergic to the office plants",
        "being vegan friends with meat eaters is hard",
        "my brother moved from Paris to Berlin last year",
        "running til I die is my motto",
        "The Godfather is my dad's favourite film, is it good?",
        "church every Sunday was my grandma's thing",
        "My colleague just got engaged! His name is Jonah.",
        "Dear Assistant, I am tired of this",
        "I quit the orchestra",  # given up, but no diet (it was stored as diet:orchestra)
        "i quit my job tomorrow",
        "my coworker Rahul has a severe peanut allergy",
        "is my son allergic to nuts?",
        "my husband isn't allergic to anything",
    ],
)
def test_what_looks_like_a_fact_in_passing_stores_nothing(message):
    assert said(message) == []


def test_what_follows_a_jk_stands():
    assert said("I'm a vet, just kidding! I'm a nurse.") == [("User is a nurse", "job")]


def test_a_name_beside_a_relation_is_read_in_any_case_only_when_it_is_a_name():
    assert named_beside("my twin ellie ate my curry") == ["my twin Ellie"]
    assert named_beside("my cat food is gone") == []
    assert named_beside("Mittens, my cat, sleeps all day") == []  # an everyday word first in the text: unsure


def test_asking_for_a_forgotten_pet_does_not_bring_it_back(tmp_path, clock, scripted):
    """The round-18 walk: "Please forget that I have a dog." left the store clean, then "What's my
    dog called?" wrote `User has a dog` again (a question read as a statement about the dog)."""
    lab = make_lab(tmp_path / "lab", clock)
    try:
        lab.chat("ana", "Suggest a squeaky toy for my dog (Biscuit, a beagle).")
        assert any("Biscuit" in m.text for m in lab.memories("ana"))
        lab.chat("ana", "Please forget that I have a dog.")
        assert lab.memories("ana") == []
        lab.chat("ana", "What's my dog called?")
        assert lab.memories("ana") == []
    finally:
        lab.close()
