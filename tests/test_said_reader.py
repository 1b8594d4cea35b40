"""The said reader: clauses the rules left unread, kept by shape (policies/said_whole.py) and meaning
(services/said_reader.py)."""

import json
from collections import defaultdict

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from memorylab.policies.said_abroad import said_abroad
from memorylab.policies.said_whole import a_label, about_the_speaker, as_memory, unread_clauses
from memorylab.policies.writeplan import read_by
from memorylab.services import said_reader
from memorylab.services.said_reader import BANKS, Bank, SaidReader, bank_texts, load_bank

OF_THE_SPEAKER = [
    "I'm a farrier — shoeing horses all day",
    "Tromsø is where I live now, so yeah, the dark months are very real",
    "been hard of hearing since birth, wear hearing aids in both ears",
    "ok so I work nights at a bakery",
    "Long story short, I have had long covid for about 18 months",
    "I'm now part of the fire-fighting brigade.",
    "vegetarian since 2015",
    "my commute is 40 minutes each way",
    "i have endometriosis and some weeks are rough, just fyi if i go quiet on this project",
]
NOT_OF_THE_SPEAKER = [
    "I get it, Jon.",
    "I'm so tired today",
    "my friend just moved to Calgary and already hates it",
    "my brother is a pilot for a cargo airline",
    "Yeah, my family is awesome - me, the missus, and the kids.",
    "I participated in a 5K charity run for a homeless shelter.",
    "I went to a support group yesterday",
    "I'm thinking of getting a hedgehog",
    "I don't have any kids",
    "what's the best way to insulate a houseboat?",
    "Trying local seafood is a must!",
    "Three times a week",
    "Meal times are always fun",
    "I'm hiking with some buddies this weekend",
    "if I were a chef I'd open a bakery",
    "I love your idea",
    "someone said it has walnuts",
]


@pytest.mark.parametrize("clause", OF_THE_SPEAKER)
def test_a_lasting_clause_about_the_speaker_passes_the_shape_test(clause):
    assert about_the_speaker(clause)


@pytest.mark.parametrize("clause", NOT_OF_THE_SPEAKER)
def test_a_mood_a_plan_the_past_a_remark_or_someone_else_does_not(clause):
    assert not about_the_speaker(clause)


@pytest.mark.parametrize(
    ("clause", "memory"),
    [
        ("Tromsø is where I live now, so yeah, the dark months are very real", "Tromsø is where User lives now"),
        ("been hard of hearing since birth", "User has been hard of hearing since birth"),
        ("ok so I work nights at a bakery", "User works nights at a bakery"),
        ("Me: 34, back at college for a nursing diploma", "User: 34, back at college for a nursing diploma"),
        ("vegetarian since 2015.", "About User: Vegetarian since 2015"),
    ],
)
def test_the_memory_is_the_statement_in_the_third_person_cut_where_it_ends(clause, memory):
    assert as_memory(clause) == memory


def test_what_the_rules_read_is_theirs():
    message = "I'm a farrier. I work nights at a bakery"
    assert [c for _, _, c in unread_clauses(message, [])] == ["I'm a farrier.", "I work nights at a bakery"]
    assert [c for _, _, c in unread_clauses(message, [(0, 14)])] == ["I work nights at a bakery"]


@given(st.text(max_size=300))
def test_any_text_gives_clauses_inside_it_and_memories_about_the_user(text):
    for start, end, clause in unread_clauses(text, []):
        assert text[start:end] == clause
        assert "User" in as_memory(clause)


def test_the_shipped_bank_is_the_one_the_probe_sets_give():
    """A changed probe set or shape test needs `python -m memorylab.services.said_reader` (the bank's texts and
    vectors are rebuilt together): else the reader would compare with vectors of other texts."""
    texts, kinds = bank_texts()
    meta = json.loads((said_reader._folder() / "bank.json").read_text(encoding="utf-8"))
    assert meta["texts"] == texts and meta["kinds"] == kinds
    for name in BANKS:
        bank = load_bank(name)
        assert bank is not None and bank.vectors.shape == (len(texts), 384)
        assert np.allclose(np.linalg.norm(bank.vectors, axis=1), 1, atol=1e-2)
        assert 0 < bank.positives < len(texts) and all(kinds[: bank.positives]) and not any(kinds[bank.positives :])


def test_no_bank_for_the_hashing_embedder_or_a_damaged_file(tmp_path, monkeypatch, caplog):
    assert load_bank("hash") is None
    (tmp_path / "bank.json").write_text("{not json", encoding="utf-8")
    monkeypatch.setattr(said_reader, "_folder", lambda: tmp_path)
    load_bank.cache_clear()
    try:
        with caplog.at_level("WARNING"):
            assert load_bank("all-MiniLM-L6-v2") is None
        assert "no clause is kept by meaning" in caplog.text
    finally:
        load_bank.cache_clear()


class Fixed:
    """An embedder that gives each clause the vector it is told."""

    name = "fixed"

    def __init__(self, vectors: dict[str, list[float]]):
        self.vectors = vectors

    def embed(self, texts):
        return np.array([self.vectors[t] for t in texts], dtype=np.float32)


def test_kept_when_its_nearest_introductions_are_nearer_than_its_nearest_look_alikes(monkeypatch):
    near = [1.0, 0.0, 0.0]
    texts = ["I'm a nurse", "I'm a vet", "I'm a chef", "I'm tired", "I'm here", "I'm back"]
    vectors = np.array([near, near, near, [0, 1, 0], [0, 1, 0], [0, 1, 0]], dtype=np.float32)
    bank = Bank(texts, ["fact", "fact", "preference", "", "", ""], vectors, 3)
    monkeypatch.setattr(said_reader, "load_bank", lambda name: bank if name == "fixed" else None)
    message = "I'm a farrier. I'm a lurker"
    reader = SaidReader(Fixed({"I'm a farrier.": near, "I'm a lurker": [0.0, 1.0, 0.0]}))
    [kept] = reader.read(message, [])
    assert kept.text == "User is a farrier" and kept.key is None and kept.span == (0, 14)
    assert kept.rule == "said-like:1.00:I'm a nurse" and kept.kind == "fact"
    assert reader.read(message, [kept]) == []  # the clause someone read is not read twice


@pytest.mark.parametrize(
    "message",
    [
        "amateur astronomer; clear skies tonight finally",
        "night shift worker so I sleep 9am-4pm",
        "fav colour teal 💙 use it for my slides",
    ],
)
def test_a_label_without_a_verb_passes_only_where_the_message_opens(message):
    [(start, _, clause), *_] = unread_clauses(message, [])
    assert start == 0 and a_label(clause)
    assert about_the_speaker(clause, opening=True) and not about_the_speaker(clause)


@pytest.mark.parametrize(
    "clause",
    [
        "Hey John",
        "Wow, Maria",
        "John Smith",
        "Stell dir vor, ich wäre Fluglotse",
        "Great job on the painting!",
        "my sister just became a firefighter!!",  # hers, and what happened (batch 53's look-alike)
    ],
)
def test_a_greeting_a_name_alone_or_two_phrases_is_no_label(clause):
    assert not about_the_speaker(clause, opening=True)


def test_a_label_is_kept_only_by_the_wider_margin(monkeypatch):
    """A sentence needs MARGIN over the look-alikes; a label without a verb LABEL_MARGIN ("Hey John" reaches 0.26)."""
    own, other = np.array([1.0, 0.0], dtype=np.float32), np.array([0.0, 1.0], dtype=np.float32)
    bank = Bank(["I'm a nurse", "I'm tired"], ["fact", ""], np.stack([own, other]), 1)
    monkeypatch.setattr(said_reader, "load_bank", lambda name: bank if name == "fixed" else None)
    monkeypatch.setattr(said_reader, "NEAREST", 1)
    between = np.array([0.8, 0.55], dtype=np.float32)  # 0.25 nearer the introduction
    wide = np.array([0.9, 0.4], dtype=np.float32)  # 0.5 nearer
    for vector, kept in [(between, []), (wide, ["About User: Amateur astronomer"])]:
        reader = SaidReader(Fixed({"amateur astronomer": vector, "I'm a farrier": between}))
        assert [c.text for c in reader.read("amateur astronomer", [])] == kept
    assert [c.text for c in reader.read("I'm a farrier", [])] == ["User is a farrier"]  # a sentence: 0.25 will do


def test_a_part_played_or_a_quote_is_not_the_speakers_to_read(monkeypatch):
    near = [1.0, 0.0, 0.0]
    bank = Bank(["I'm a nurse", "I'm tired"], ["fact", ""], np.array([near, [0, 1, 0]], dtype=np.float32), 1)
    monkeypatch.setattr(said_reader, "load_bank", lambda name: bank if name == "fixed" else None)
    reader = SaidReader(Fixed(defaultdict(lambda: near)))  # every clause reads like a self-introduction
    assert reader.read("role-play: you're a waiter and I'm a customer with a shellfish allergy", []) == []
    assert reader.read("translate into French: 'I'm a customer with a shellfish allergy'", []) == []
    assert [c.text for c in reader.read("I'm a customer with a shellfish allergy", [])] == [
        "User is a customer with a shellfish allergy"
    ]
    # a clause holding someone's words is about them: batch 56's look-alike kept "The barista wrote          on
    # User's cup" once the quote was blanked (round 38)
    assert reader.read("the barista wrote 'Brenda' on my cup 😂 not even close to my name", []) == []


@pytest.mark.slow
def test_a_lab_with_minilm_remembers_what_no_rule_reads_and_says_what_it_read_like(tmp_path, minilm):
    from memorylab import Clock, MemoryLab

    with MemoryLab.open(tmp_path, embedder=minilm, clock=Clock()) as lab:
        [kept] = lab.agent.observe("tove", "Tromsø is where I live now, so yeah, the dark months are very real")
        assert kept.action == "added" and kept.text == "Tromsø is where User lives now"
        assert "kept as said: it reads like the self-introduction" in kept.reason
        assert lab.agent.observe("tove", "Yeah, I totally get it, that sounds rough") == []
        assert lab.agent.observe("tove", "my friend just moved to Calgary and already hates it") == []
        assert [m.text for m in lab.memories("tove")] == ["Tromsø is where User lives now"]


def test_with_the_hashing_embedder_nothing_is_read_by_meaning(lab):
    assert lab.agent.observe("tove", "Tromsø is where I live now, so yeah, the dark months are very real") == []


@pytest.mark.parametrize(
    ("message", "language"),
    [
        ("Tengo un loro que se llama Paquito y habla más que yo.", "Spanish"),
        ("Je fais de la calligraphie japonaise tous les dimanches.", "French"),
        ("Ogni mattina faccio yoga alle sei, prima del caffè.", "Italian"),
        ("Ich arbeite als Schreiner in Köln", "German"),
        ("Mi hermana gemela se llama Xiomara y vive conmigo.", "Spanish"),
        ("Moro em Coimbra com a minha avó", "Portuguese"),
        ("Ich gehe jeden Samstagmorgen in die Sauna", "German"),
        ("Unser Hängebauchschwein heißt Gustav und wiegt inzwischen 60 Kilo", "German"),  # "our"
        ("Mijn lievelingsband is Radiohead, al sinds de middelbare school", "Dutch"),  # Dutch "is"
        ("Woon in Zwolle sinds vorig jaar", "Dutch"),  # "ik" left out
        ("Estoy haciendo un máster en oceanografía en Vigo", "Spanish"),
        # round 38, from batch 61's misses (opened): more languages, a verb before "ik", a relative named after
        ("Ich fliege seit fünf Jahren als Pilot für eine kleine Charterfirma", "German"),  # any verb, and "seit"
        ("Ich unterrichte Mathe an einer Gesamtschule", "German"),
        ("Estoy en tercero de Derecho en Sevilla", "Spanish"),
        ("Elke ochtend fiets ik naar mijn werk", "Dutch"),
        ("Moja córka Zosia zaczyna w tym roku przedszkole", "Polish"),
        ("Jag bor i Göteborg sedan tre år", "Swedish"),
        ("Min hund Sixten skäller på alla cyklister", "Swedish, Norwegian or Danish"),
        ("Jeg jobber som sykepleier i Bergen", "Norwegian or Danish"),
        ("Bir bankada çalışıyorum", "Turkish"),
        ("Main Pune mein rehta hoon", "Hindi"),
        ("Mera naam Rahul hai", "Hindi"),
        ("Tokyo ni sunde imasu", "Japanese"),
    ],
)
def test_a_first_person_statement_in_another_language_is_kept_quoted_with_its_language(message, language):
    [(start, end, said_in, text)] = said_abroad(message, [])
    assert said_in == language and (start, end) == (0, len(message.rstrip(".")) + message.endswith("."))
    assert text == f'User said (in {language}): "{message.rstrip(".")}"'


@pytest.mark.parametrize(
    "message",
    [
        "Mi jefe es muy estricto",  # another person
        "Mi hermano es piloto",  # a relative not named
        "No tengo hijos",  # denied
        "Quiero aprender a cocinar",  # a wish
        "¿Vivo demasiado lejos del centro?",  # a question
        "Ich wohnte früher in Graz",  # the past, by no verb of the list
        "j'ai lâché la fac de droit il y a des années, aucun regret",  # the past made with "have", and "ago"
        "Ho lasciato il lavoro in banca",
        "Ich habe mit dem Rauchen aufgehört",
        "The dance studio looks awesome",  # English with an Italian word in it
        "I have a cat named Bob",
        # round 38: a question to come, a plan, a card being written, a hypothetical, another person, a denial
        "J'ai une question sur mon contrat",
        "Tengo una duda sobre el IVA",
        "Jag har en fråga om skatt",
        "Morgen ga ik om 7 uur hardlopen met een vriendin",
        "Ich schreibe einer Kollegin eine Karte",
        "Stell dir vor, ich wäre Fluglotse",
        "Ich brauche Hilfe mit meinem Laptop",
        "Min chef är helt galen",
        "Min bror bor i Malmö",  # a relative, not named
        "Tokyo ni sunde imasen",
        "Main wahan nahi rehta hoon",
        "Orada yaşamıyorum",
    ],
)
def test_not_another_person_a_denial_a_wish_a_question_or_english(message):
    assert said_abroad(message, []) == []


@pytest.mark.parametrize(
    ("message", "said"),
    [
        (
            "Soy piloto de helicóptero en Asturias, a veces no duermo en dos días.",
            "Soy piloto de helicóptero en Asturias",
        ),
        ("Mieszkam w Rzeszowie od urodzenia i nigdy nie byłem nad morzem", "Mieszkam w Rzeszowie od urodzenia"),
        ("Faccio tango argentino da cinque anni, mi consigli delle scarpe?", "Faccio tango argentino da cinque anni"),
        ("Non mangio carne da dieci anni, sono vegetariana", "sono vegetariana"),
        ("Todos los días a las 6 saco al perro y luego hago yoga media hora", "hago yoga media hora"),
        (
            "Ich spiele seit zwanzig Jahren Cello im Laienorchester — kennst du gute Etüden?",
            "Ich spiele seit zwanzig Jahren Cello im Laienorchester",
        ),
        (
            "Tengo que preparar una presentación; trabajo como arquitecta en un estudio",
            "trabajo como arquitecta en un estudio",
        ),
        (
            "Tengo hipotiroidismo y siempre estoy cansada, ¿qué desayuno me recomiendas?",
            "Tengo hipotiroidismo y siempre estoy cansada",
        ),
        ("İzmir'de yaşıyorum, bu hafta sonu için plaj önerebilir misin?", "İzmir'de yaşıyorum"),  # two words
    ],
)
def test_the_statement_is_kept_up_to_where_a_question_denial_or_the_past_begins(message, said):
    [(start, end, _, text)] = said_abroad(message, [])
    assert message[start:end] == said and text.endswith(f'"{said}"')


@pytest.mark.parametrize(
    "message",
    [
        "Mi compañero de trabajo dice que su madre se llama Encarnación, ¿es un nombre común?",  # "trabajo": a noun
        "Lavoro tanto, sono stanca",  # a mood
    ],
)
def test_a_noun_that_looks_like_a_verb_or_a_mood_is_not_a_statement(message):
    assert said_abroad(message, []) == []


def test_a_statement_abroad_is_kept_without_the_bank_by_its_grammar_and_says_so(monkeypatch):
    bank = Bank(["I'm a nurse", "I'm tired"], ["fact", ""], np.eye(2, dtype=np.float32), 1)
    monkeypatch.setattr(said_reader, "load_bank", lambda name: bank if name == "fixed" else None)
    [kept] = SaidReader(Fixed({})).read("Toco el bandoneón desde hace diez años.", [])
    assert kept.text == 'User said (in Spanish): "Toco el bandoneón desde hace diez años"'
    assert kept.rule == "said-abroad:Spanish" and kept.key is None
    assert "in Spanish (MiniLM reads English" in read_by(kept.rule)


@pytest.mark.parametrize(
    ("message", "kept"),
    [
        ("I'm coeliac so no gluten for me", ["User is coeliac (no gluten)"]),
        ("severe peanut allergy so no peanuts please", ["User is allergic to peanut"]),
        ("I'm allergic to shellfish and I don't eat pork", ["User is allergic to shellfish", "User doesn't eat pork"]),
        ("I'm lactose intolerant so no milk", ["User is lactose intolerant"]),
    ],
)
def test_a_diet_that_repeats_an_allergy_of_the_same_message_is_not_stored_twice(message, kept):
    from memorylab.policies.extract import extract_rules

    assert [c.text for c in extract_rules(message)] == kept


def test_a_second_statement_after_and_is_its_own_and_what_the_rules_read_is_theirs():
    message = "Ciao! Mi chiamo Giulia e sono un'insegnante di matematica."
    name = (6, len(message), "User's name is Giulia")  # the rules read the name from the whole clause
    [(start, _, language, text)] = said_abroad(message, [name])
    assert language == "Italian" and message[start:].startswith("sono")
    assert text == 'User said (in Italian): "sono un\'insegnante di matematica"'
    assert as_memory("Manchester is where I moved last spring, and honestly I love it") == (
        "Manchester is where User moved last spring"
    )


@pytest.mark.parametrize(
    ("text", "home"),
    [
        ("Manchester is where User moved last spring", True),
        ("Tromsø is where User lives now", True),
        ("Koblenz is User's home", True),
        ("The studio is where User works", False),
        ("Lisbon is where User's sister lives", False),
    ],
)
def test_a_home_kept_in_the_speakers_words_answers_where_they_live(text, home):
    from memorylab.policies.slots import SLOT_BY_NAME

    assert SLOT_BY_NAME["home"].filled_by(text, None) is home


@pytest.mark.parametrize("said", ["write a poem where every line rhymes", "Explain every step of the proof"])
def test_a_request_is_no_clause_about_the_speaker(said):
    """Round 36: "write a poem where every line rhymes" was kept as "About User: Write a poem ..." ("every")."""
    from memorylab.policies.said_whole import about_the_speaker

    assert not about_the_speaker(said, opening=True)
