"""Round 33 (b): classes of phrasing read from open batch 54, put back into the table's words by
:mod:`memorylab.policies.intro_restate`: an animal named just after a question about its kind (or a pronoun after
a question that named it), an instrument or a pursuit taken up after a question that named it, a thing then "it's
my go-to", a favourite said as an opinion or in another language, a habit asked about, a routine, a diet, a budget,
animals and a sport's position said without "I", a food taken out then "I'm allergic to it"; and the look-alikes of
each that store nothing (someone else's, fiction, a general question, a denial of someone else)."""

from __future__ import annotations

import pytest

from tests.intro_helpers import assert_stored, stored


def _has(message: str, word: str, key: str | None = None) -> None:
    found = stored(message)
    assert any(word in text.lower() and (key is None or k == key) for text, k in found), found


@pytest.mark.parametrize(
    ("message", "word", "key"),
    [
        # an animal named just after a question about its kind, the name said first
        ("why do rabbits thump? Clover does it at 3am and wakes the whole house", "clover", "rabbit"),
        ("are cats allowed on trains? Pixel hates his carrier", "pixel", "cat"),
        ("best toys for a bored parrot? Kiwi is destroying the curtains", "kiwi", "parrot"),
        ("any travel crates you'd recommend for a 40kg dog? Bruno's a big boy", "bruno", "dog"),
        ("how often should a bearded dragon tank be deep cleaned — Norbert's is getting smelly", "norbert", None),
        ("what do hamsters eat — Biscuit keeps hoarding seeds", "biscuit", "hamster"),
        ("are lilies toxic to cats? Mochi chewed one last night", "mochi", "cat"),
        ("is chocolate bad for dogs? Rolo ate a whole brownie", "rolo", "dog"),
        # a pronoun after a question that named the animal
        ("how do I stop Waffles pulling on the lead? she's a 2yo husky with zero chill", "husky", "dog"),
        ("what's a good brush for Mochi? he's a long-haired ragdoll", "ragdoll", "cat"),
        ("can I take Rosie on a plane? she's a tiny chihuahua", "chihuahua", "dog"),
        # an animal named after a comma, adjectives before its kind
        ("which houseplants are safe for cats? asking for Miso, my very chewy tabby", "miso", "cat"),
        ("I need a harness for Pepper, my really anxious greyhound", "pepper", "dog"),
        # animals had, named after a comma, without "I"
        ("Two guinea pigs at home, Salt and Pepper — need a name for the third lol", "salt", None),
        ("two cats at home, Gizmo and Tallulah", "tallulah", "cat"),
        ("three hens, Peggy, Dot and Ruby, and they've stopped laying", "peggy", None),
        # an animal named in Italian, French or Spanish inside a question
        ("Il mio gatto si chiama Zeus ed è un disastro, come gli insegno a non graffiare il divano?", "zeus", "cat"),
        ("Mon chien s'appelle Filou, comment lui apprendre à rester seul ?", "filou", "dog"),
        ("Mi perra se llama Luna y no para de ladrar, ¿qué hago?", "luna", "dog"),
    ],
)
def test_an_animal_named_loosely_is_kept(message, word, key):
    _has(message, word, key)


@pytest.mark.parametrize(
    ("message", "word"),
    [
        # an instrument named in the question, then taken up or played
        ("what's a good first piece to learn on the cello? picked it up in January", "cello"),
        ("what strings should I get for a ukulele? been playing about a year now", "ukulele"),
        ("how do I tune a banjo? started it last month", "banjo"),
        ("best metronome app for the piano? been learning it since lockdown", "piano"),
        ("best apps to learn guitar? been at it six months", "guitar"),
        ("what's a good beginner violin? started learning last month", "violin"),
        # a pursuit named in the question, then done
        ("any good books on film photography? shooting on an old Pentax K1000 these days", "photograph"),
        ("tips for landscape photography? shooting mostly in the Lake District", "photograph"),
        # a position played at a level of the game
        ("Sunday league goalkeeper, 38, and my knees know it", "goalkeeper"),
        ("five-a-side striker here, best boots for astroturf?", "striker"),
        ("pub league winger, 45, any stretches for hamstrings?", "winger"),
        ("county bowler, 52, and my shoulder is shot", "cricket"),
        # the games one plays, said as the object
        ("stuck at 1400 on lichess no matter how many chess games I play at night, how do I improve", "chess"),
        ("all the poker games I play online are rigged, I swear", "poker"),
        # a pastime shared: "we've been doing"
        ("need a gift for my climbing partner, we've been doing trad climbing in the Peak District for years", "climb"),
        ("we've been doing salsa for two years now and love it", "salsa"),
    ],
)
def test_a_pastime_said_loosely_is_kept(message, word):
    _has(message, word)


@pytest.mark.parametrize(
    ("message", "word"),
    [
        # a routine said by its time, twice a day, or "like clockwork"
        ("dog walks at 7am and 7pm like clockwork, so I can't do the 7pm class — alternatives?", "walk"),
        ("school run at 8:30 and 3:15, so nothing then please", "school run"),
        ("I do the school run at 8:15 and 3:30, so meetings only between 9 and 3 please", "school run"),
        ("I swim at the lido at 6am like clockwork", "swim"),
        ("I call my gran at 6pm without fail", "gran"),
        # a fixture with one's people at a time of the week, said first
        ("Sunday noon is the call with my parents, sacred, so don't put anything there", "sunday"),
        ("Friday 7pm is dinner with my in-laws, so no plans then", "friday"),
        ("Saturday lunchtime is the facetime with my sister", "saturday"),
        ("Tuesday 6pm is climbing with my mates, so not then", "climbing"),
        # a habit asked about
        ("Is it bad that I nap 20 minutes every lunch break? been doing it for years", "nap"),
        ("is it weird that I run every morning before breakfast?", "run"),
        ("is it normal that I drink 4 coffees every day?", "coffee"),
    ],
)
def test_a_routine_said_loosely_is_kept(message, word):
    _has(message, word)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a thing said, then "it's my go-to" or "it's my colour"
        ("oat flat white, always, it's my go-to — which coffee chains do it best?", "oat flat white"),
        ("teal. always teal. it's my colour. paint ideas for a bedroom?", "teal"),
        ("negroni, it's my drink, what should I try next?", "negroni"),
        ("sage green. it's my colour", "sage green"),
        # a favourite said as an opinion
        ("Breath of the Wild is the best game I've ever played, what's similar?", "breath of the wild"),
        ("Piranesi is the best book I've ever read", "piranesi"),
        ("tbh Hollow Knight is the best game I've ever played", "hollow knight"),
        ("Mint choc chip is the only acceptable ice cream, recommend a parlour in Brighton", "mint choc chip"),
        ("salted caramel is the only correct flavour", "salted caramel"),
        # "'s" for "is" after a favourite
        ("fave season's autumn obvs, plan me a cosy October weekend", "autumn"),
        ("favourite band's Wet Leg, any similar?", "wet leg"),
        # a favourite said in Spanish, Italian, French or German
        ("Mi comida favorita es el mole poblano, ¿tienes una receta fácil?", "mole poblano"),
        ("il mio colore preferito è il verde", "verde"),
        ("mon livre préféré est Le Petit Prince, tu connais ?", "petit prince"),
        ("mein Lieblingsbuch ist Momo", "momo"),
    ],
)
def test_a_favourite_said_loosely_is_kept(message, expected):
    found = stored(message)
    assert any(
        expected in text.lower()
        and (k or "").startswith("favourite")
        or expected in text.lower()
        and "favourite" in text
        for text, k in found
    ), found


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a food taken out, then "I'm allergic to it"
        ("swap the kiwi out of this fruit salad recipe, I'm allergic to it", ("User is allergic to kiwi", None)),
        ("take the walnuts out of this brownie recipe, I'm allergic to them", ("User is allergic to walnuts", None)),
        ("can you remove the celery from this soup? I'm allergic to it", ("User is allergic to celery", None)),
        # what one never drinks or eats, said without "I"
        ("never drunk alcohol in my life, just not my thing", ("User doesn't drink alcohol", None)),
        ("never touched booze, what mocktails are good?", (None, None)),
        ("never eaten meat in my life", (None, None)),
        # a budget, said without "I"
        ("on a really tight budget this year, student loan only", ("User is on a tight budget", "budget")),
        ("on a shoestring budget, cheap meal ideas?", (None, "budget")),
    ],
)
def test_a_diet_or_a_budget_said_loosely_is_kept(message, expected):
    text, key = expected
    if text is None:
        assert any(key is None or k == key for _, k in stored(message)) and stored(message), stored(message)
    else:
        assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        # fiction, someone else's animal, a name that is no animal
        "why do rabbits thump? Thumper does it in the film",
        "what's the talking dog in Up called? Dug?",
        "any crates for a 40kg dog? Bella's owner asked me",
        "why do cats purr? Science says it's complicated",
        "why do dogs eat grass? Vets reckoned it's boredom",
        "why do dogs howl? Max used to do it before he died",
        "what do hamsters eat? Biscuit died last year",
        "Happy birthday to Max, my old dog, who passed away last year",
        "if I got a puppy I'd call him Rolo, my dream dog",
        "thinking of Rex, my childhood dog",
        "how do I get Bella to like me? she's a husky owner's nightmare",
        "my neighbour's cat is called Miso, my kids love her",
        "two guinea pigs at the pet shop, Salt and Pepper, should I get them?",
        "Mi hermano tiene un perro que se llama Rex",
        # an instrument or a pursuit that is someone else's, or only thought about
        "which guitar should I buy? been thinking about it for a while",
        "is the cello hard? my son picked it up in January",
        "should my son learn piano? he's been at it a year",
        "my son is a Sunday league goalkeeper",
        "my neighbours have been doing trad climbing for years",
        "how many chess games does Magnus play a year?",
        # a routine that is someone else's or a question
        "dog walks at 7am are the best, right?",
        "Sunday noon is the deadline for the form",
        "Friday 5pm is the deadline with my landlord",
        "my flatmate does the school run at 8:15 and 3:30",
        "is it normal that my dog sleeps all day?",
        "Is it bad that I want to quit my job?",
        # a favourite that is someone else's, or a question about one
        "teal? is it my colour? what do you think",
        "what's this colour called? it's my colour now",
        "Is Breath of the Wild the best game ever made?",
        "my brother says Breath of the Wild is the best game he's ever played",
        "is mint choc chip the only acceptable ice cream?",
        "La comida favorita de mi madre es el mole",
        "my sister's favourite food is mole",
        # someone else's diet, allergy or budget
        "my dad has never drunk alcohol in his life",
        "never drunk alcohol? what's it like",
        "swap the kiwi out of this recipe, my daughter is allergic to it",
        "my friend is on a tight budget",
    ],
)
def test_a_lookalike_of_the_class_stores_nothing(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    "message",
    [
        "Is it bad that I nap 20 minutes every lunch break? been doing it for years",
        "I read before bed every night. I've been doing that for ages",
        "been doing this for 3 years and still love it",
    ],
)
def test_doing_it_names_no_pastime(message):
    assert not [t for t, _ in stored(message) if " it " in f"{t} " or "that" in t or "this" in t], stored(message)
