"""Round 8 of self-introductions: a subject in the sentence before (a pronoun read as the person
or animal the message introduced, nothing for someone else's), a possession or an attribute under
the thing's key, a name said alone or trailing, a fact before an apology, several facts at once."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memorylab.playground.probes import load_items
from memorylab.policies.extract import extract_rules
from memorylab.policies.intro_clause import without_aside
from memorylab.policies.intro_refer import Referent, named, referent_in, resolved, with_thing
from memorylab.policies.writeplan import read_by


def _read(message: str) -> set[tuple[str, str | None]]:
    return {(c.text, c.key) for c in extract_rules(message)}


@pytest.mark.parametrize(
    "message, text, key",
    [
        ("I adopted a greyhound last year. Her name is Pixel.", "User's greyhound is called Pixel", "dog"),
        ("I'm engaged! His name is Omar.", "User is engaged to Omar", "partner"),
        ("We got married in May. Her name's Ife.", "User's wife is Ife", "partner"),
        ("i have a hamster. name is Gizmo.", "User's hamster is called Gizmo", "hamster"),
        ("I've got two cats. They're called Salt and Pepper.", "User's cats are Salt and Pepper", "cat"),
        ("I have twin daughters. They're called Mia and Maya.", "User's daughters are Mia and Maya", "daughter"),
        ("Meet our new kitten! Her name is Biscuit.", "User's kitten is called Biscuit", "cat"),
        ("I have a nephew. He's called Arjun.", "User's nephew is Arjun", "nephew"),
        ("i'm married, my wife is called Leila", "User's wife is Leila", "partner"),
    ],
)
def test_a_name_in_the_next_sentence_names_whom_the_message_introduced(message, text, key):
    assert (text, key) in _read(message)


@pytest.mark.parametrize(
    "message",
    [
        "My neighbour got a puppy. His name is Rolo.",
        "My boss has a new dog. It's called Rex.",
        "My friend just got engaged! Her name is Mia.",
        "my colleague has twins. They're called Ava and Zoe.",
        "My sister got a kitten. She named it Pickle.",
        "If I ever get a dog. His name will be Waffles.",
    ],
)
def test_a_name_for_someone_elses_person_or_animal_stores_nothing(message):
    assert extract_rules(message) == []


@pytest.mark.parametrize(
    "message",
    [
        "My mum is lovely. She thinks I'm a doctor.",
        "I have a brother. He says I speak French badly.",
        "my sister said I'm a great cook",
        "Everyone tells me I'm a natural chef",
    ],
)
def test_someone_elses_view_of_the_speaker_is_not_what_the_speaker_said(message):
    assert not any(c.rule in ("work", "language") for c in extract_rules(message))


def test_a_relatives_own_facts_are_not_the_speakers():
    read = _read("I have a sister. She's a vet in Oslo.")
    assert ("User has a sister", "sister") in read
    assert not any("vet" in text or "Oslo" in text for text, _ in read)
    assert _read("My brother has a husky. He lives in Leeds and works as a nurse.") == set()


@pytest.mark.parametrize(
    "message, text",
    [
        ("I love peanuts but I'm allergic to them", "User is allergic to peanuts"),
        ("Kiwis taste great, shame they give me hives.", "User reacts badly to kiwis"),
        ("I really miss prawns, I can't eat them any more", "User doesn't eat prawns any more"),
        ("I hate mushrooms, I am allergic to them.", "User is allergic to mushrooms"),
        ("I tried oysters once and I am allergic to them", "User is allergic to oysters"),
    ],
)
def test_an_allergys_pronoun_object_is_the_thing_named_before_it(message, text):
    assert text in {t for t, _ in _read(message)}


@pytest.mark.parametrize("message", ["I'm allergic to them", "Honestly I'm allergic to it", "I can't eat them, sadly"])
def test_an_allergy_to_a_pronoun_with_nothing_named_before_stores_nothing(message):
    assert extract_rules(message) == []


def test_the_pieces_of_a_reference_read_on_their_own():
    sister = referent_in("I have a younger sister", None)
    assert sister == Referent("sister", True)
    assert resolved("She's a vet in Oslo", sister) == "my sister is a vet in Oslo"
    assert resolved("It's raining", sister) == "It's raining"  # "it" only before a name
    assert resolved("His name is Rolo", referent_in("my neighbour got a puppy", None)) is None
    assert resolved("His name is Rolo", None) == "His name is Rolo"
    assert referent_in("We just got engaged!", None).bond == "engaged"
    assert named("User has a tortoise", "User's tortoise is called Gerald") == "User's tortoise is called Gerald"
    assert named("User has a tortoise", "User's sister is Ana") is None
    assert with_thing("I'm allergic to them", "prawns") == "I'm allergic to prawns"
    assert with_thing("I'm allergic to them", None) == "I'm allergic to them"


@pytest.mark.parametrize(
    "message, text, key",
    [
        ("my car is a red Fiat 500", "User's car is a red Fiat 500", "car"),
        ("I drive a Toyota Corolla", "User drives a Toyota Corolla", "car"),
        ("I ride a Brompton", "User rides a Brompton", "bike"),
        ("my phone is a Pixel 8", "User's phone is a Pixel 8", "phone"),
        ("I speak Portuguese and a bit of Thai", "User speaks Portuguese and a bit of Thai", "languages"),
        ("I'm a native Dutch speaker", "User is a native Dutch speaker", "languages"),
        ("I have type 1 diabetes", "User has type 1 diabetes", "health:diabetes"),
        ("I got diagnosed with coeliac disease at 30", "User has coeliac disease", "health:disease"),
        ("I'm dyslexic", "User is dyslexic", "health:dyslexic"),
        ("I'm left-handed", "User is left-handed", "handedness"),
        ("my blood group is AB positive", "User's blood group is AB positive", "blood_type"),
        ("I play the cello", "User plays the cello", "hobby:cello"),
        ("My mother tongue is Urdu", "User's mother tongue is Urdu", "first_language"),
    ],
)
def test_a_possession_or_an_attribute_is_kept_under_the_things_key(message, text, key):
    assert (text, key) in _read(message)


@pytest.mark.parametrize(
    "message",
    [
        "my car is in the garage",
        "my phone is dead",
        "my head is killing me",
        "my car is a nightmare",
        "my phone is a total brick today",
        "my friend's car is a Tesla",
        "my boss drives a Porsche",
        "my neighbour speaks five languages",
        "I drive myself crazy",
        "I speak for all of us",
        "I have a question about Pixel phones",
        "I drive a bus for a living",
    ],
)
def test_a_passing_state_or_someone_elses_thing_is_no_possession(message):
    assert not any(c.rule in ("possession", "language", "trait") for c in extract_rules(message))


def test_a_mother_tongue_is_no_mother():
    assert [c.rule for c in extract_rules("My mother tongue is Urdu")] == ["language"]


def test_a_later_car_supersedes_the_first(duck_lab):
    [first] = duck_lab.agent.observe("ana", "my car is a red Fiat 500")
    assert first.action == "added" and first.reason.endswith("read by the 'possession' rule")
    [second] = duck_lab.agent.observe("ana", "I drive a Toyota Corolla now")
    assert second.action == "superseded" and "Toyota Corolla" in second.text
    assert read_by("language") == "; read by the 'language' rule"


@pytest.mark.parametrize(
    "message, name",
    [
        ("Marisol. That's my name.", "Marisol"),
        ("Farhan. That's me.", "Farhan"),
        ("Ingrid, that's my name", "Ingrid"),
        ("hi! it's Dev, by the way", "Dev"),
        ("Name's Joaquín", "Joaquín"),
        ("hello! the name is Cosima.", "Cosima"),
    ],
)
def test_a_name_said_alone_or_trailing_is_the_speakers(message, name):
    assert (f"User's name is {name}", "name") in _read(message)


@pytest.mark.parametrize("message", ["Paris. That's where I'm going.", "Thanks. That's me done.", "Monday, that's me"])
def test_a_word_said_alone_is_no_name(message):
    assert not any(c.key == "name" for c in extract_rules(message))


def test_an_apology_or_an_aside_after_a_fact_does_not_undo_it():
    assert ("User works as a paramedic on the night shift", "job") in _read(
        "I work as a paramedic on the night shift, so sorry if I reply late"
    )
    assert without_aside("I live in Bergen, but anyway that's enough about me") == "I live in Bergen"
    assert without_aside("so sorry if I'm late") == "so sorry if I'm late"  # nothing said before it
    assert extract_rules("sorry if I'm slow, I'm tired") == []


def test_a_message_of_several_facts_stores_each():
    read = _read("Hi! I'm Odile, I'm a pharmacist in Nantes and I have a beagle called Pistache. I speak Breton.")
    assert {key for _, key in read} == {"name", "job", "dog", "languages"}
    assert ("User is a pharmacist in Nantes", "job") in read  # the city in the job's words


@pytest.mark.parametrize(
    "message, text, covered",
    [
        ("Farhan. That's me.", "User's name is Farhan", "Farhan"),
        ("I love peanuts. Sadly I'm allergic to them.", "User is allergic to peanuts", "peanuts"),
        ("Meet my new puppy! His name's Bruno.", "User's puppy is called Bruno", "puppy"),
        ("We rescued a lurcher in March. His name is Dusty.", "User's lurcher is called Dusty", "lurcher"),
    ],
)
def test_a_memory_read_through_an_earlier_sentence_spans_it_too(message, text, covered):
    # forgetting the memory redacts its span from the stored turn: the name or the allergen too
    [memory] = [c for c in extract_rules(message) if c.text == text]
    assert covered in message[memory.span[0] : memory.span[1]]


def test_the_formal_name_comes_first_wherever_it_was_said():
    [name] = extract_rules("I go by Sunny, my real name is Sunniva")
    assert name.text == "User's name is Sunniva; User goes by Sunny" and name.span == (0, 38)


# --- properties

OTHERS = ["neighbour", "colleague", "friend", "boss", "flatmate", "best friend's sister"]
ANIMALS = ["dog", "cat", "puppy", "kitten", "parrot", "hamster", "tortoise", "rabbit", "lurcher"]
HOW = ["got a", "has a", "adopted a", "just rescued a", "has a new"]
NAMING = ["His name is {}.", "Her name's {}.", "It's called {}.", "Their name is {}.", "She's called {}."]
NAMES = st.sampled_from(["Rolo", "Pixel", "Biscuit", "Luna", "Captain", "Zara", "Ozzy"])


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(OTHERS), st.sampled_from(HOW), st.sampled_from(ANIMALS), st.sampled_from(NAMING), NAMES)
def test_naming_someone_elses_animal_never_stores_a_fact(other, how, animal, naming, name):
    assert extract_rules(f"My {other} {how} {animal}. {naming.format(name)}") == []


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(["I have a", "We adopted a", "I just got a", "Meet my new", "I rescued a"]),
    st.sampled_from(ANIMALS),
    st.sampled_from(NAMING),
    NAMES,
)
def test_naming_ones_own_animal_stores_one_memory_with_the_animal_and_the_name(how, animal, naming, name):
    pets = [c for c in extract_rules(f"{how} {animal}. {naming.format(name)}") if c.rule in ("pet", "statement:pet")]
    assert len(pets) == 1 and animal in pets[0].text and name in pets[0].text


LOOKALIKES = [
    item["say"]
    for name in ("introductions_round8_lookalikes", "introductions_round8_check_lookalikes")
    for item in load_items(name)
]
LEADS = ["", "ok ", "so ", "well, ", "honestly ", "hmm. ", "Anyway. "]
TAILS = ["", " lol", "!!", " :)", " haha", "...", " 😅"]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(LOOKALIKES), st.sampled_from(LEADS), st.sampled_from(TAILS), st.booleans())
def test_a_look_alike_stores_nothing_however_it_is_padded(say, lead, tail, shout):
    message = lead + (say.upper() if shout else say) + tail
    assert [c.text for c in extract_rules(message) if c.rule != "plan"] == []


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            ["He's", "she", "Their name is", "it's called", "them", "I'm allergic to", "my car is a", "Rex", "."]
            + ["I have a", "dog", "sister", "!", ",", "That's me", "Farhan", "so sorry if", "I speak", "Thai", "?"]
        ),
        max_size=14,
    ),
    st.text(max_size=12),
)
def test_extraction_never_raises_and_every_span_is_in_the_message(words, noise):
    message = " ".join(words) + noise
    for c in extract_rules(message):
        assert c.span is None or 0 <= c.span[0] < c.span[1] <= len(message)
