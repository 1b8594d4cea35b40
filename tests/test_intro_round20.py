"""Round 20: what blind batch 21 scored weakest (pets 4/10, study 6/10) and the development
batches still missed, in phrasings of our own; and the false stores found on the way (a
job denied, a job once held, a "what if" said with "say hypothetically", a dog walker)."""

import pytest

from tests.intro_helpers import stored


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a pet's name typed in lower case, told by what the animal does
        ("my dog pickle keeps eating socks, is that dangerous?", ("User's dog is called Pickle", "dog")),
        ("my hamster waffle escaped again last night", ("User's hamster is called Waffle", "hamster")),
        # the animal in a coordinated subject, "our", and the article before a vowel
        ("me n my collie go walking every evening, best torch?", ("User has a collie", "dog")),
        ("our cat scratches every door in the flat", ("User has a cat", "cat")),
        ("my iguana refuses greens lately", ("User has an iguana", "iguana")),
        # a degree with a dot in it ("B.Tech" ended the sentence), a named university, a candidate before a dash
        ("I am pursuing B.Sc Nursing in Chennai, second year.", ("User is pursuing B.Sc Nursing in Chennai", "study")),
        ("doing my M.Tech in civil at IIT, any thesis topics?", ("User is doing a M.Tech in civil", "study")),
        ("I'm doing a part-time Birkbeck degree in economics", ("User is doing a degree in economics", "study")),
        (
            "MSc candidate in marine biology — which stats package should I learn?",
            ("User is a MSc candidate in marine biology", "study"),
        ),
        # a statement before an imperative request after a comma
        ("my flat's in Porto near the river, recommend a quiet cafe?", ("User lives in Porto", "city")),
        # a resident of a known place
        ("Lisbon resident here, is the metro running tonight?", ("User lives in Lisbon", "city")),
        # pastimes said as who one is, or as classes started
        ("Amateur astronomer here. Which telescope under £300?", ("User is an amateur astronomer", "hobby:astronomer")),
        ("as someone who swims most mornings, what goggles?", ("User swims most mornings", None)),
        ("just started ceramics classes and love it", ("User takes ceramics classes", "hobby:ceramic")),
        # a partner named after "engaged to a ... man called", or by "X and I have been together"; kin without "my"
        (
            "We just got engaged to each other? no - I got engaged to a wonderful woman called Ines!",
            ("User is engaged to Ines", "partner"),
        ),
        ("any anniversary ideas? Mateus and I have been together five years", ("User's partner is Mateus", "partner")),
        ("brother (Kofi) is visiting from Accra, what should we do?", ("User's brother is Kofi", "brother")),
        # "X and I are" keeps its plural verb (it read "Tom and User ares going")
        ("Tom and I are going to the match tonight, any tips?", ("Tom and User are going to the match tonight", None)),
        # a favourite said of "it", the thing named in the sentence before
        (
            "any sides that go with paella? it's my favourite dish",
            ("User's favourite dish is paella", "favourite:dish"),
        ),
        (
            "Have you seen Howl's Moving Castle? It's been my favourite film since school.",
            ("User's favourite film is Howl's Moving Castle", "favourite:film"),
        ),
        # more than one animal: "User has turtles", not "a turtles" (LoCoMo's sample in bench.introductions)
        ("I took my tortoises to the vet yesterday. They loved it", ("User has tortoises", "tortoise")),
        # --- found in blind batch 21 after its end score (used as a development set since), our phrasings
        ("I'm a ferry dispatcher and the night shifts are long", ("User is a ferry dispatcher", "job")),
        (
            "Here's my draft, and as a paralegal I really need it to be exact.",
            ("User is a paralegal", "job"),
        ),
        (
            "please put Oksana Petrenko (that's me) at the bottom of the email",
            ("User's name is Oksana Petrenko", "name"),
        ),
        ("a username with my name (Tobias) in it, ideas?", ("User's name is Tobias", "name")),
        ("people always misspell my name. mine's Siobhan, with a b-h", ("User's name is Siobhan", "name")),
        (
            "does this look like a mole? ours is called Nibbles, he's a hamster",
            ("User's hamster is called Nibbles", "hamster"),
        ),
        ("poems about an old spaniel please. Mine, Rufus, snores all day", ("User's spaniel is called Rufus", "dog")),
        ("My cat's already called Pixel, so tech names are a theme", ("User's cat is called Pixel", "cat")),
        ("my brothers all still live in Cork, which is where I grew up", ("User grew up in Cork", "hometown")),
        ("Plan a party — Dev and I will have been together five years in May!", ("User's partner is Dev", "partner")),
        (
            "I do a bit of amateur astrophotography, which lens?",
            ("User does amateur astrophotography", "hobby:astrophotography"),
        ),
        ("I'm doing a part-time MSc at Birkbeck, any reading tips?", ("User is doing an MSc at Birkbeck", "study")),
        (
            "why won't my gel set (molecular biology PhD student, third year)",
            ("User is a molecular biology PhD student", "study"),
        ),
        (
            "I'm taking Italian at night school, explain the passato prossimo?",
            ("User is taking Italian at night school", "study"),
        ),
        (
            "what goes with saffron rice? it's my favourite dish",
            ("User's favourite dish is saffron rice", "favourite:dish"),
        ),
        # not a bank account (the guard read "Swift is my ..." as one)
        (
            "Taylor Swift is my favorite artist EVER and I need a playlist",
            ("User's favourite artist is Taylor Swift", "favourite:artist"),
        ),
        # a job once held is not the job now
        ("I worked as a barista for two summers", ("User was a barista for two summers", "past_job")),
    ],
)
def test_found_now(message, expected):
    assert expected in stored(message)


@pytest.mark.parametrize(
    "message",
    [
        "my dog walker keeps cancelling on me",
        "my cat food smells off, is it safe?",
        "my fish tank keeps leaking",
        "I'm not a lawyer but is this contract fair?",
        "im not a nurse lol, just curious",
        "say hypothetically i got a ferret, how much do they cost?",
        "my friend's cat mango keeps hiding",
        "Apple resident here",
        "my son started swimming lessons",
        "I'm doing a course, any tips?",  # "User is taking a course" named no pastime
        "whose car is that? mine's Ford",
        "Let's role-play: you're a barista and I'm a detective called Inspector Vane.",
        "my dogs love the beach, where can I take them?",  # it read "User's dog is called Love"
        "I watched a film yesterday. It's my favourite film genre though, horror",
    ],
)
def test_still_nothing(message):
    assert stored(message) == []


def test_a_job_once_held_keeps_the_job_now():
    said = stored("I'm a paramedic now but I worked as a lifeguard")
    assert [key for _, key in said] == ["job", "past_job"], said  # the lifeguard no longer replaces the job
    assert stored("I was a lifeguard.") == [("User was a lifeguard", "past_job")]
