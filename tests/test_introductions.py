"""Self-introductions: the table of shapes, subjects put back, places from the gazetteer,
plurals and lists, and what must not be read as an introduction."""

import re
import string

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memorylab.playground.probes import load_items
from memorylab.policies.extract import extract_rules
from memorylab.policies.introductions import SHAPES, introduce_all, with_subject
from memorylab.policies.places import place_at

PROBE_SETS = ("introductions", "introductions_heldout", "introductions_fresh")


def _stored(message: str) -> list[str]:
    return [c.text.lower() for c in extract_rules(message)]


@pytest.mark.parametrize(
    "item", [item for name in PROBE_SETS for item in load_items(name)], ids=lambda item: item["say"][:40]
)
def test_each_probe_introduction_is_stored_with_its_values_in_one_memory(item):
    stored = _stored(item["say"])
    assert any(all(str(e).lower() in text for e in item["expect"]) for text in stored), stored


@pytest.mark.parametrize(
    "message, text, key",
    [
        ("I work nights as a nurse at St Thomas' ward", "User works nights as a nurse at St Thomas' ward", "job"),
        ("been teaching maths for ten years now", "User has been teaching maths for ten years", "job"),
        ("I'm a civil engineer", "User is a civil engineer", "job"),
        ("software engineer at Spotify, mostly backend", "User is a software engineer at Spotify", "job"),
        ("just moved to Dublin for work", "User moved to Dublin", "city"),
        ("I'm a pharmacist up in Leeds", "User is based in Leeds", "city"),
        ("we're based out of Nairobi", "User lives in Nairobi", "city"),
        ("hello from Osaka!", "User is based in Osaka", "city"),
        ("folks call me Bea", "User's name is Bea", "name"),
        ("Formally it's Dr. Okonkwo but please, Chidi is fine", "User's name is Chidi", "name"),
        ("im jun-ho btw", "User's name is Jun-ho", "name"),
        (
            "I've got two rabbits, Pepper and Salt, they live outside",
            "User has two rabbits called Pepper and Salt",
            "rabbit",
        ),
        ("I have twin boys, Leo and Max", "User has twin boys called Leo and Max", "children"),
        ("Biscuit, my beagle, says hi", "User's beagle is called Biscuit", "dog"),
        ("my little brother Kofi starts uni soon", "User's brother is Kofi", "brother"),
        ("me and my sister run a little bakery", "User runs a little bakery with User's sister", "employer"),
    ],
)
def test_shapes_the_outside_batch_taught_read_in_general(message, text, key):
    assert (text, key) in {(c.text, c.key) for c in extract_rules(message)}


@pytest.mark.parametrize(
    "message, text, key",
    [
        ("hey I'm Mariana, but everyone calls me Mari", "User's name is Mariana; User goes by Mari", "name"),
        ("the name's Rosalind but my friends just say Ros", "User's name is Rosalind; User goes by Ros", "name"),
        ("i'm priya, 34, from pune", "User's name is Priya", "name"),
        ("this is Gabe btw", "User's name is Gabe", "name"),
        ("I do admin at a dental practice", "User does admin at a dental practice", "job"),
        ("I work remotely for a company in Berlin", "User works for a company in Berlin", "employer"),
        ("we moved here from Madrid two years ago", "User moved from Madrid", "hometown"),
        ("greetings from sunny Brisbane", "User is based in Brisbane", "city"),
        ("I've lived in Prague for five years", "User lives in Prague", "city"),
        ("I'm from Lagos but live in London now", "User lives in London", "city"),
        ("My kids are Ava and Noah", "User's kids are Ava and Noah", "children"),
        ("I'm married with two kids", "User is married with two kids", "relationship"),
        ("I don't drink alcohol", "User doesn't drink alcohol", "diet:alcohol"),
        ("I'm on a low-carb diet", "User is on a low-carb diet", "diet"),
        ("a trip for my daughter Sara's birthday", "User's daughter is Sara", "daughter"),
        ("hi, it's Sam", "User's name is Sam", "name"),
    ],
)
def test_more_general_shapes(message, text, key):
    assert (text, key) in {(c.text, c.key) for c in extract_rules(message)}


def test_a_grounded_answer_states_a_name_and_what_they_go_by():
    from memorylab.policies.grounding import second_person

    [name] = extract_rules("the name's Rosalind but my friends just say Ros")
    assert second_person(name.text) == "your name is Rosalind; you go by Ros."


def test_a_time_with_a_colon_does_not_end_the_clause():
    assert _stored("I catch the 7:15 train to Brighton every weekday morning") == [
        "user catches the 7:15 train to brighton every weekday morning"
    ]
    assert _stored("my mornings are: walk the kids to school, then the tube to Bank") == [
        "user's mornings: walk the kids to school, then the tube to bank"
    ]


def test_one_clause_can_say_a_job_and_a_city():
    found = {c.key: c.text for c in extract_rules("I'm a pharmacist up in Leeds")}
    assert found == {"job": "User is a pharmacist up in Leeds", "city": "User is based in Leeds"}


@pytest.mark.parametrize(
    "message",
    [
        "I'm in a meeting",
        "I'm up in arms about this",
        "hello from the other side",
        "I'm in Paris next week for a conference",
        "I have two questions about my order",
        "my dog is sick today",
        "I'm learning a lot",
        "I'm cold",
        "im tired lol",
        "hi, i'm good thanks",
        "Sadly, my cat died",
        "I'm a fan",
        "no worries for me",
        "for when I have kids",
        "It makes me sick to think about it",
        "I'm here for you",
        "Her name's Coco and she's adorable",
        "Cheers for the suggestion, adding it to my list",
        "i'm worried, can you help",
        "i'm cold, any soup recipes?",
        "I moved from my home country",
        "my friends say hi",
        "Same here! So have you been up to anything?",
        "It's Seattle, I'm stoked for my game there next month!",
        "But here's some good news - I've got something to share!",
        "I've known these friends for 4 years, since I moved from my home country",
    ],
)
def test_small_talk_and_look_alikes_are_not_introductions(message):
    assert [c for c in extract_rules(message) if c.rule not in ("preference", "plan")] == []


def test_lower_case_names_need_a_greeting_or_btw():
    assert _stored("hello, i'm sofia and i'm new to all this") == ["user's name is sofia"]
    assert _stored("i'm sofia") == []
    assert _stored("hey im tired") == []


def test_subjects_are_put_back_only_at_the_start_of_a_clause():
    assert with_subject("been learning the cello") == "I've been learning the cello"
    assert with_subject("born and raised in Glasgow") == "I was born and raised in Glasgow"
    assert with_subject("hi, software engineer at Spotify") == "hi, I'm a software engineer at Spotify"
    assert (
        with_subject("A fellow chef in the kitchen is always a help") == "A fellow chef in the kitchen is always a help"
    )
    assert with_subject("I moved to Lisbon") == "I moved to Lisbon"


def test_places_come_from_the_gazetteer_and_stop_at_the_name():
    assert place_at("Lisbon from Manchester") == "Lisbon"
    assert place_at("New York City is big") == "New York City"
    assert place_at("Rio de Janeiro, Brazil") == "Rio de Janeiro"
    assert place_at("arms about this") is None
    assert place_at("the attic") is None


def test_every_template_names_only_fields_its_shape_provides():
    derived = {"head", "thing_head", "pet_key", "relation_key", "how", "count", "adj", "with"}
    for shape in SHAPES:
        groups = set(re.compile(shape.pattern, re.I).groupindex)
        wanted = {f for _, f, _, _ in string.Formatter().parse(shape.says + (shape.key or "")) if f}
        assert wanted <= groups | derived, (shape.says, wanted - groups - derived)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("IimyMe' ,.!:-aostnrlhdcwkgbp0123456789")), max_size=60))
def test_any_text_gives_third_person_memories_one_per_rule(text):
    found = introduce_all(text)
    assert len({i.rule for i in found}) == len(found)
    for intro in found:
        assert intro.text.startswith("User"), intro
        assert "{" not in intro.text and (intro.key is None or "{" not in intro.key)


@settings(max_examples=100, deadline=None)
@given(
    st.sampled_from(["dog", "cat", "rabbit", "parrot", "hamster"]),
    st.lists(st.sampled_from(["Pepper", "Salt", "Miso", "Kiwi", "Rex"]), min_size=1, max_size=3, unique=True),
    st.sampled_from(["two", "three", "a", "4"]),
)
def test_every_named_pet_of_a_list_is_kept(animal, names, count):
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    plural = animal if count == "a" else animal + "s"
    stored = " ".join(_stored(f"I've got {count} {plural}, {listed}."))
    assert animal in stored
    assert all(name.lower() in stored for name in names)
