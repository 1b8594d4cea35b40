"""Round 38, from batch 61's misses (opened after its end score in round 37): a state said by how long it has
lasted and nothing else, with no "I" (policies/intro_howlong.py): a diet, being sober, a lasting condition, the
weeks since an operation, an exam sat again, a training's week, something done for a span. Their look-alikes: time
spent on what is not one's own state, waited through, or someone else's. And a food that does the speaker harm,
said as if it meant to ("lactose hates me"), not read as "User hates it back"."""

import pytest

from memorylab.policies.extract import extract_rules


def _texts(said: str) -> list[str]:
    return [c.text for c in extract_rules(said)]


@pytest.mark.parametrize(
    "said, expected",
    [
        ("six months of keto, down two dress sizes", "User has been keto for six months"),
        ("a decade of being vegan. ask me anything", "User has been vegan for a decade"),
        ("2 years sober today", "User has been sober for 2 years"),
        ("18 months smoke-free and my lungs feel it", "User has been smoke-free for 18 months"),
        ("nine months sober tomorrow 🎉 any ideas to mark it?", "User has been sober for nine months"),  # a question
        ("twenty years with type 1 diabetes and I still hate finger pricks", "User has had type 1 diabetes for"),
        ("5 years of endometriosis, finally got a diagnosis", "User has had endometriosis for 5 years"),
        ("3 weeks into recovery from my spinal fusion, so bored", "User is recovering from spinal fusion"),
        ("day 12 after my c-section, what can I eat for energy?", "User is recovering from c-section (day 12 on)"),
        ("second attempt at the bar exam in February", "User is taking the bar exam again (second attempt)"),
        ("my 3rd try at the driving test is next week", "User is taking the driving test again (3rd attempt)"),
        ("half marathon training week 6, legs are dead", "User is in week 6 of half marathon training"),
        ("week 3 of couch to 5k done!", "User is in week 3 of couch to 5k"),
        ("month 8 of running my own bakery and I'm exhausted", "User has been running their own bakery (month 8)"),
        ("two years of teaching year 6 and I love it", "User has been teaching year 6 for two years"),
        ("a year of learning the cello at the community music school", "User has been learning the cello for a year"),
        # a food that does the speaker harm, said as if it meant to
        ("dairy hates me, what can I put in my coffee?", "User reacts badly to dairy"),
        ("my gut hates garlic so no aioli please", "User reacts badly to garlic"),
        # how tall one is (the "height" slot a car or a bed must fit had no rule to fill it), new to a pastime
        ("I'm 6'7\" and my knees hit every dashboard", "User is 6'7\" tall"),
        ("I'm 198 cm tall, which bike frame?", "User is 198 cm tall"),
        ("I'm 5'2 so pedals are always too far", "User is 5'2 tall"),
        ("I'm really short, like 4'11", "User is really short"),
        ("I'm new to running, how far should I go?", "User is new to running"),
        ("I only started climbing last month", "User started climbing recently"),
        # asked: an allergy in another language, a part of the speaker's animal
        ("Sono allergico alle noci, che dolci posso fare per Natale?", "User is allergic to noci"),
        ("my gecko's tail looks thin, is he eating enough?", "User has a gecko"),
        ("My axolotl's gills are curling forward.", "User has an axolotl"),
    ],
)  # fmt: skip
def test_a_state_said_by_how_long_it_has_lasted_is_stored(said, expected):
    assert any(text.startswith(expected) for text in _texts(said)), _texts(said)


@pytest.mark.parametrize(
    "said",
    [
        "two weeks of rain and my garden is a swamp",  # weather
        "3 days of meetings in a row, how do I stay awake",  # not a state
        "a year of waiting for my visa, any tips?",  # waited through
        "six months of trying to get a GP appointment",  # tried, not done
        "after 3 weeks of keto my brother lost 5 kg",  # someone else's, the time said later
        "10 years of marriage next month, gift ideas for my wife",  # a marriage is read by the family shapes
        "my sister is 2 years sober",  # someone else's
        "20 years of experience is what the job ad wants",  # an ad
        "week 3 of the league and we're top",  # a season, not a training
        "third attempt at baking this cake and it sank again",  # a cake, not an exam
        "my manager hates me",  # no food
        "the printer hates me today",
        "honestly I hate it back",  # "it" is what was said before
        "my sister's dog's paw is swollen, what should she do?",  # a relative's animal
        "I'm short on time today",  # no height
        "I'm 6 feet under lol",
        "I just started crying",  # no pastime
        "how long should I walk my dog every day?",  # a question about dogs (the round-5 probes' look-alike)
    ],
)
def test_their_look_alikes_store_nothing(said):
    assert _texts(said) == [], _texts(said)


def test_a_film_to_watch_starts_from_the_films_one_loves_most():
    """Batch 62's days-later miss (read after its end score): "Studio Ghibli films are my all-time favourites", then
    "recommend me a movie for tonight" answered alone. The films a person loves fill a slot of their own, which a
    film to watch needs; a favourite of another kind does not fill it."""
    from memorylab.policies.grounding import Recalled, choose
    from memorylab.policies.needs import needs_of
    from memorylab.policies.wording import say_needed

    [said] = extract_rules("Studio Ghibli films are my all-time favourites")
    assert said.text == "User's favourite is Studio Ghibli films"
    need = next(n for n in needs_of("recommend me a movie for tonight") if n.slot == "favourite film")
    assert say_needed(said.text, need) == "You told me your favourite is Studio Ghibli films, so I'd start from there."
    films = Recalled(1, said.text, 0.05, key=said.key)
    colour = Recalled(2, "User's favourite colour is orange", 0.05, key="favourite:colour")
    assert choose("recommend me a movie for tonight", [colour, films], 0.15).memory_ids == (1,)
    assert not choose("recommend me a movie for tonight", [colour], 0.15).grounded
