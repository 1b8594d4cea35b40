"""Round 28, helper F2 (batches 38 and 43's misses for pets, partners, family, allergies, hobbies, routines and
favourites): each class of phrasing in other words than the batch's, and look-alikes that must store nothing
(wishes for someday, favourites that pick nothing, someone else's people)."""

import pytest

from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    "message, expected",
    [
        # a favourite said by "greatest", by "go-to" or "number one" with its kind left unsaid, by "'s my favourite"
        ("Blur are the greatest band of all time, fight me", ("User's favourite band is Blur", "favourite:band")),
        ("pad thai is my go-to, every single friday", ("User's favourite is pad thai", None)),
        ("Jollof is my number one, nothing comes close", ("User's favourite is Jollof", None)),
        ("any bourbon cocktails? bourbon's my absolute favourite", ("User's favourite is bourbon", None)),
        ("Paddington 2 will always be my favourite", ("User's favourite is Paddington 2", None)),
        # the one loved most, and a kind owned after the value
        ("Lasagne is the dish I love most", ("User's favourite dish is Lasagne", "favourite:dish")),
        ("the walls have to be sage, it's my colour", ("User's favourite colour is sage", "favourite:colour")),
        # a team: "through and through", "mad since", its name with "the" and four words
        ("Leeds through and through, season ticket since 2004", ("User supports Leeds", "team")),
        ("Hibs mad since I was wee", ("User supports Hibs", "team")),
        ("The Green Bay Packers are my team", ("User supports Green Bay Packers", "team")),
        # a condition: said as what one lives with, as what acts up, or "allergic" after an adverb
        ("as someone with asthma, I need a gentle running plan", ("User has asthma", None)),
        ("my psoriasis flares up every winter", ("User has psoriasis", None)),
        ("ugh hay fever is awful for me in june", ("User has hay fever", None)),
        ("honestly pretty much allergic to cats so no cat cafes for me", ("User is allergic to cats", None)),
        # an allergy said with how bad it is, the "I" left out
        ("anaphylactic sesame allergy here, which bakeries are safe?", ("User is allergic to sesame", None)),
        # what it does to one: a migraine, a stay in hospital
        ("red wine gives me headaches", ("User reacts badly to red wine", None)),
        ("wasp stings landed me in A&E once", ("User reacts badly to wasp stings", None)),
        # a diet said first: "ketogenic since", "kosher only"
        ("ketogenic since march and loving it", ("User is ketogenic", "diet")),
        ("kosher only please, any ideas near Golders Green", ("User is kosher", "diet")),
        # family: "only child" without "an", a grandparent said with "now", "mam" named
        ("i am only child so it's all on me", ("User is an only child", "siblings")),
        ("now a grandad of three and loving it", ("User is a grandad of three", "children")),
        ("my mam, her name's Brigid, is visiting", ("User's mam is Brigid", None)),
        # a partner named before what is theirs ("my wife anjali's birthday")
        ("my husband ravi's birthday is on friday, cake ideas?", ("User's husband is Ravi", "partner")),
        ("my bf tom's car broke down again", ("User's bf is Tom", "partner")),
        # an animal: a two-word breed, a name said before it after a verb of care, "Our" at the start
        ("Walked Kuma, my shiba inu, for an hour today", ("User's shiba inu is called Kuma", None)),
        (
            "Our whippet, Dot, hates the rain - any coats that stay on?",
            ("User's whippet is called Dot", "dog"),
        ),
        # a hobby: "X's my thing", a long "is my thing", "Am into", "as a pastime", "Keen X here", an aside in brackets
        ("kayaking's my thing most weekends", ("User's hobby is kayaking", "hobby:kayaking")),
        (
            "building model railways in the loft is my thing",
            ("User's hobby is building model railways in the loft", None),
        ),
        ("Am into watercolours, any paper tips?", ("User is into watercolours", None)),
        ("I took up crochet as a pastime last year", ("User took up crochet", None)),
        ("I've started bouldering as a hobby", ("User has started bouldering", None)),
        ("Avid birder here, which binoculars?", ("User is an avid birder", None)),
        (
            "what lens? (wildlife photography is my whole personality lol)",
            ("User is really into wildlife photography", None),
        ),
        ("weekends = fishing for me, any reel tips?", ("User's weekends are for fishing", None)),
        ("been growing chillies for 6 yrs now", ("User has been growing chillies for 6 yrs", None)),
        # a routine: "my weekly/daily X" (in a question too), working from home on set days, a class somewhere
        ("can't wait for my weekly pub quiz tonight", ("User has a weekly pub quiz", None)),
        ("how do I make my daily 5k run less dull?", ("User has a daily 5k run", None)),
        ("my weekly call with my sister is on Fridays", ("User has a weekly call with User's sister", None)),
        ("fyi I wfh Mondays and Fridays", ("User works from home on Mondays and Fridays", "routine:wfh")),
        (
            "choir practice at the church hall every Thursday",
            ("User's routine: choir practice at the church hall every Thursday", None),
        ),
        # an animal said before with adjectives, then "Mine's called ..."
        (
            "Draw me a scruffy little grey terrier. Mine's called Bramble and she's a menace.",
            ("User's terrier is called Bramble", None),
        ),
        # a favourite in brackets after its title, or a queen or an idol after "cos"
        ("I rewatched Alien (all-time favourite film) on sunday", ("User's favourite film is Alien", "favourite:film")),
        ("a playlist of mostly Dolly Parton cos she's my idol", ("User's favourite is Dolly Parton", None)),
        # a pick said as one's side, last in its clause
        ("for cake I'm biased, lemon drizzle all the way", ("User's favourite is lemon drizzle", None)),
        ("honestly, oat milk all the way!", ("User's favourite is oat milk", None)),
        # the one thing one would keep, and a favourite said of "they" named before
        (
            "if I could only drink one beer for the rest of my life it'd be Guinness",
            ("User's favourite beer is Guinness", "favourite:beer"),
        ),
        ("any bands like Wet Leg? they're my favourite band", ("User's favourite band is Wet Leg", None)),
        # a pastime worn as who one is, in a question too
        ("as a total board game geek, which one should I buy next?", ("User is a total board game geek", None)),
        ("as a birding nerd what scope should I get", ("User is a birding nerd", None)),
        # a routine kept whole, cut before what it does for one
        ("I swim most mornings and it keeps me sane", ("User swims most mornings", None)),
        # an allergy of one's own named in a question
        ("which watch straps won't set off my latex allergy?", ("User is allergic to latex", None)),
    ],
)
def test_each_kind_is_stored(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        # a wish for someday, or a dream for one day: not true yet
        "one day I want to learn the cello, how long does it take?",
        "I'd really like to try surfing someday, is it hard?",
        "my dream is to open a bakery one day",
        "dream is to sail round the world eventually",
        # a favourite that picks nothing
        "my favourite meal is whatever someone else cooks lol",
        "my fave film is anything with explosions tbh",
        # what is said of a routine that is not one's own, or of a daily life
        "my mum's weekly call is on sundays",
        "my daily life is so boring",
        # someone's allergy that is not one's own, in a question
        "is my cat allergy going to get worse?",
        # going or being there all the way is no pick
        "we drove all the way to Inverness",
        "walked all the way home",
        "I'm here for you, rooting for you all the way",
        # one thing kept that is no favourite
        "if I could only have one pet it would be a cat",
        # a nerd with no pastime, someone else's
        "as a fellow nerd, you get it",
        "he's a real gym junkie",
        # a best friend named beside their own news is someone outside the family, as a boss or a flatmate is
        "My best friend Aisha just moved to Leeds, what should I send her?",
        "my best mate Craig is getting married in june, speech tips?",
        # someone else's favourite, someone else's person
        "my mum is my number one",
        "my flatmate's girlfriend is called Priya",
    ],
)
def test_look_alikes_stay_unstored(message):
    assert stored(message) == []


def test_a_best_friend_said_to_be_one_is_kept():
    assert_stored("my best friend is Sarah", ("User's best friend is Sarah", "best_friend"))


def test_a_kins_named_owner_keeps_the_kin_but_not_their_animal():
    found = stored("my sister emma's dog is called Rex")
    assert ("User's sister is Emma", "sister") in found and not any("Rex" in t for t, _ in found)


def test_a_shiba_inus_breed_is_no_name():
    assert not any("Inu" in t for t, _ in stored("Took my shiba inu, to the vet today"))
