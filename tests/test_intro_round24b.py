"""Round 24b (blind batches 29 and 27 as development): each kind of fact the rules missed, in the batch's words
and in others, and the look-alikes that must stay unstored."""

import pytest

from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    "message, expected",
    [
        # a name of two words typed in lower case, said to be both
        (
            "hello this is mary grace from cebu just call me mary grace both names ok not just mary hehe",
            ("User's name is Mary Grace", "name"),
        ),
        ("call me anna mae, both names pls", ("User's name is Anna Mae", "name")),
        ("im jo ann btw not just jo", ("User's name is Jo Ann", "name")),
        # a job as a fragment, with a particle of courtesy
        (
            "call centre agent po for a telco here in makati, graveyard shift since 2021 huhu my body clock is wasak",
            ("User is a call centre agent for a telco here in makati", "job"),
        ),
        ("accountant po for a bank in manila", ("User is an accountant for a bank in manila", "job")),
        # a home said by "there", the place named in the question before
        (
            "does it snow much in denver?? asking bc i literally just signed a lease there lol first winter gonna be"
            " rough",
            ("User lives in Denver", "city"),
        ),
        ("is it expensive in lisbon? we just moved there last month", ("User moved to Lisbon", "city")),
        ("we've just signed a lease in Leeds", ("User lives in Leeds", "city")),
        # a breed, then the animal's name in lower case, then what it says
        (
            "my african grey kiwi says hello darling to every man who walks in and my husband is not amused",
            ("User's african grey is called Kiwi", "parrot"),
        ),
        ("my parrot kiwi says hello to everyone", ("User's parrot is called Kiwi", "parrot")),
        # the dog walked by name at a time that comes round
        (
            "walking bruno at 6am in minus 20 is character building 🐕❄️ he doesnt even care",
            ("User's dog is called Bruno", "dog"),
        ),
        ("walking luna every morning before work", ("User's dog is called Luna", "dog")),
        # a new animal named after the old one, across sentences
        (
            "Sorry, earlier I said my hamster was Nugget, that was my old one, RIP little guy. The new one is Waffles",
            ("User's hamster is called Waffles", "hamster"),
        ),
        ("my old dog died last year. the new one is called Pip", ("User's dog is called Pip", "dog")),
        # an animal of the house named between commas
        (
            "the hamster, Kevin, escaped AGAIN. third time this week. house is on full lockdown, how do i find him",
            ("User's hamster is called Kevin", "hamster"),
        ),
        ("the cat, Mochi, knocked over my plant", ("User's cat is called Mochi", "cat")),
        # a spouse typed in lower case
        (
            "married to jessa since 2015, best decision i ever made char 😂 pero seriously she is the best",
            ("User is married to Jessa", "partner"),
        ),
        ("been married to raj for 12 years", ("User is married to Raj", "partner")),
        # children named after a noun phrase, without "I have"
        (
            "twin boys, Kofi and Kwame, both obsessed with dinosaurs, recommend me a museum",
            ("User has twin boys called Kofi and Kwame", "children"),
        ),
        ("twin girls, Mia and Ella, both 6", ("User has twin girls called Mia and Ella", "children")),
        (
            "three kids, Omar, Leila and Yusuf, aged 9 6 and 2",
            ("User has three kids called Omar, Leila and Yusuf", "children"),
        ),
        # who raised the speaker, in the family's own word
        (
            "my lola raised me, she's 82 and still cooks for half the barangay every fiesta",
            ("User was raised by User's lola", "raised_by"),
        ),
        ("my abuela raised me", ("User was raised by User's abuela", "raised_by")),
        ("My grandmother raised me in Lagos", ("User was raised by User's grandmother in Lagos", "raised_by")),
        # an obsession with what the question before asked about
        (
            "any tips for sourdough? been obsessed since lockdown and my starter keeps dying",
            ("User is obsessed with sourdough", "hobby:sourdough"),
        ),
        ("any tips for pottery? been obsessed since march", ("User is obsessed with pottery", "hobby:pottery")),
        # a hobby said as a weekend warrior
        (
            "weekend warrior on the mountain bike haha, sent the red trail at Glentress on saturday",
            ("User is a weekend warrior on the mountain bike", None),
        ),
        ("weekend warrior at the climbing wall", ("User is a weekend warrior at the climbing wall", None)),
        # a partner named after "the", a question after "reckon"
        (
            "Me n the missus, Kylie, are thinking of doing a road trip round Tassie over Easter, reckon it's worth it?",
            ("User's missus is Kylie", "partner"),
        ),
    ],
)
def test_each_kind_is_stored(message: str, expected: tuple[str, str | None]) -> None:
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        "can i have the PO for this",
        "is it nice in Paris? I've been there twice",
        "whats the weather like in denver? my sister lives there",
        "my dog food says grain free",
        "walking sarah to school at 8 every day",
        "walking home at 6am is scary",
        "the dog in the movie, Hooch, was great",
        "two boys, Jack and Tom, came to my door",
        "my friend's nan raised her",
        "married to work since 2015 lol",
        "married to my job since 2019",
        "tips for marathon training? I'm hooked",
        "weekend warriors on the m25 are the worst",
        "My sister got a cat. The new one is Luna",
        "if I ever got a dog I'd name him Biscuit 🐶",
    ],
)
def test_look_alikes_stay_unstored(message: str) -> None:
    assert stored(message) == []
