"""Round 24 (blind batch 28 as development): facts said offhand in chat, each in other words than the
batch's, and the look-alikes that must stay unstored."""

import pytest

from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    "message, expected",
    [
        # a preferred name over the formal one on a badge or a passport
        ("it's Marguerite on my badge but pls just Maggie", ("User's name is Marguerite; User goes by Maggie", "name")),
        (
            "its Robert on my passport but everyone calls me Bobby",
            ("User's name is Robert; User goes by Bobby", "name"),
        ),
        # a name put right
        ("sorry earlier i wrote Priya, typo, its actually Priyanka", ("User's name is Priyanka", "name")),
        ("oops before I typed my name as Jon, it's Joaquin", ("User's name is Joaquin", "name")),
        ("can u call me Kwame from now on, the app shows my username", ("User's name is Kwame", "name")),
        ("can you call me Tobias instead?", ("User's name is Tobias", "name")),
        # jobs said in passing
        ("being a nurse on a respiratory ward is no joke this winter", ("User is a nurse", "job")),
        ("long day, being a paramedic means i never eat lunch on time", ("User is a paramedic", "job")),
        ("I'm a sparky - electrician by trade - but mostly solar now", ("User is electrician by trade", "job")),
        (
            "ugh freelance graphic designer life, clients want the logo bigger",
            ("User is a freelance graphic designer", "job"),
        ),
        ("nurse life, just back from nights", ("User is a nurse", "job")),
        ("9 yrs working as a pharmacist and people still ask me about rashes", ("User works as a pharmacist", "job")),
        ("twelve years as a teacher and still no coffee break", ("User works as a teacher", "job")),
        ("oh i left the bank, im a barista now lol", ("User is a barista", "job")),
        # animals
        (
            "we've got a bearded dragon called Gordon and he won't eat, normal?",
            ("User has a bearded dragon called Gordon", None),
        ),
        (
            "the goldfish is called Sir Bubbles, my daughter named him",
            ("User's goldfish is called Sir Bubbles", "goldfish"),
        ),
        ("Bruno my lab is 11 now and a bit stiff", ("User's dog is called Bruno", "dog")),
        ("my cat's name is actually Nala not Lana", ("User's cat is called Nala", "cat")),
        ("caved and got a hamster for the kids, they named him Nugget", ("User's hamster is called Nugget", "hamster")),
        # partners and family
        ("the wife's called Aoife and she says I'm always on my phone", ("User's wife is Aoife", "partner")),
        ("Me and Lena got married last summer!", ("User is married to Lena", "partner")),
        ("the twins Ollie and Alfie turned 5 today", ("User's twins are Ollie and Alfie", "children")),
        ("I've a son, Cian, he's 16", ("User's son is Cian", "son")),
        (
            "being the eldest of 6 siblings means I sort everything out",
            ("User is the eldest of 6 siblings", "siblings"),
        ),
        ("my grandma, we call her Nani, is 92", ("User's grandma is called Nani", "grandma")),
        ("single dad to a 3 yo girl, Ruby, so quick dinners please", ("User's daughter is Ruby", "daughter")),
        ("I'm a mum of a little boy, Theo", ("User's son is Theo", "son")),
        # allergies said by what they do
        ("can't do shellfish, my throat closes up", ("User is allergic to shellfish", "allergy:shellfish")),
        ("cannot eat kiwi, my lips swell up", ("User is allergic to kiwi", None)),
        ("anything with sesame and my face swells up", ("User is allergic to sesame", "allergy:sesame")),
        ("bee stings - I'm allergic so I carry an epipen", ("User is allergic to bee stings", None)),
        ("grass pollen allergy every single may without fail", ("User is allergic to grass pollen", "allergy:pollen")),
        ("ibuprofen makes me break out, allergic apparently", ("User is allergic to ibuprofen", None)),
        # hobbies, routines, favourites, study
        ("gardening keeps me sane tbh", ("User's hobby is gardening", "hobby:gardening")),
        (
            "every day after school pickup I do half an hour of spanish on duolingo",
            ("Every day after school pickup User does half an hour of spanish on duolingo", None),
        ),
        (
            "honestly nothing beats a proper jollof rice, my fav food ever",
            ("User's favourite food is jollof rice", None),
        ),
        (
            "I'm doing my A levels - chemistry, bio and maths - mocks next month",
            ("User is doing A levels in chemistry, bio and maths", "study"),
        ),
        ("going back to uni at 45 to study psychology", ("User is going back to uni to study psychology", "study")),
        ("moving was stressful but finally settled in Hyderabad now", ("User lives in Hyderabad", "city")),
        # an adverb after "my real name's" is no name
        ("u can call me Rosie, everyone does, my real name's way too long", ("User's name is Rosie", "name")),
    ],
)
def test_facts_said_offhand_are_stored(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "call me Batman tonight, I'm fighting crime (the crime is the laundry pile)",
        "call me Cinderella today, I've done nothing but clean",
        "for the role play I'm supposed to be a bank manager called Mr Okafor",
        "could you call me a taxi?",
        "earlier I said Tuesday, it's actually Wednesday",
        "being a nurse must be so hard",
        "being a pilot would be cool",
        "student life is expensive",
        "Tom keeps me sane",
        "my neighbour's dog Rex barks all night",
        "my daughter named him",
    ],
)
def test_look_alikes_store_nothing_of_the_kind(message):
    found = stored(message)
    assert not any(key in ("name", "job", "partner", "dog", "daughter", "manager") for _, key in found), found
    assert not any(text.startswith("User's hobby is Tom") for text, _ in found), found
