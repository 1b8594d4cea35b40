"""Round 39, from batch 62's misses (opened after its end score in round 38): facts said in passing inside a request
or a question, in English and in other languages; an animal's care need beside its name; and what a remembered fact
means for a later request, worked out (policies/conclusions.py): the season at home in the month named, the hours
between home and a city, a bedtime from a wake-up time. Each with look-alikes that must stay unread."""

from dataclasses import make_dataclass
from datetime import UTC, datetime

import pytest

from memorylab.policies.conclusions import conclusion, with_conclusions
from memorylab.policies.extract import extract_rules
from memorylab.policies.grounding import Recalled, choose
from memorylab.policies.needs import needs_of
from memorylab.policies.said_abroad import said_abroad

WINTER = datetime(2026, 12, 7, 12, tzinfo=UTC)  # Denver and London both on standard time
SUMMER = datetime(2026, 7, 7, 12, tzinfo=UTC)  # and both on summer time


def _texts(said: str) -> list[str]:
    return [c.text for c in extract_rules(said)]


@pytest.mark.parametrize(
    "said, expected",
    [
        # a name after "in real life", a sign-in in Spanish or French
        ("my username's darkstar99 but irl i'm Tomasz lol. anyway how do i reset a router", "User's name is Tomasz"),
        ("¡Hola! Aquí Marisol 👋 necesito ayuda con una carta de presentación, ¿por dónde empiezo?",
         "User's name is Marisol"),
        ("Ici Camille, je cherche un appart.", "User's name is Camille"),
        # a diet someone else set, a thesis and where it is written, a business one owns
        ("My dietitian has me on low-FODMAP for the next 6 weeks. Is garlic-infused oil allowed?",
         "User is on a low-FODMAP diet"),
        ("my doctor put me on a low sodium diet", "User is on a low sodium diet"),
        ("Working on my master's thesis at TU Delft (urban heat islands) — could you help me tighten this abstract?",
         "User is writing a master's thesis at TU Delft"),
        ("we're launching a new rye sourdough at the bakery I own here in Leeds on Friday — caption ideas?",
         "User owns a bakery"),
        ("at the café I run we sell cake", "User runs a café"),
        # a home said by the landlord who lets it, or by "here" after a place asked about
        ("my landlord here in austin won't fix the AC. what are my rights as a tenant in texas??",
         "User is based in Austin"),
        ("what's a good day trip from Porto without a car? just moved here 3 weeks ago", "User lives in Porto"),
        # a condition asked about, then owned
        ("Is fish sauce safe if you have a shellfish allergy? I do and I really want to make pad thai tonight",
         "User is allergic to shellfish"),
        ("is it safe to fly if you have asthma? I do", "User has asthma"),
        ("Can you eat sushi if you're pregnant? asking because I am", "User is pregnant"),
        # a routine with "I've got", a state without "I", a fact before "but if"
        ("Tuesdays and Thursdays I've got yoga at 6pm, so I need dinners that take 15 min max",
         "Tuesdays and Thursdays User has got yoga at 6pm"),
        ("pregnant w/ #2 (22 weeks) and the heartburn is unreal, what's considered safe to take?", "User is pregnant"),
        ("been doing keto since january (down 18 lbs!) but if I eat one more cheese stick I'll scream. snack ideas?",
         "User is on a keto diet"),
        # the one cared for, said as whose carer one is
        ("I've been my dad's main caregiver since his Parkinson's got worse — how do I make a bathroom safer?",
         "User is caring for User's dad"),
        # an animal's care need, beside its name
        ("my cat Mochi is diabetic and gets insulin twice a day", "User's cat Mochi is diabetic and gets insulin"),
        ("my senior dog, Biscuit, takes thyroid tablets every morning", "User's dog Biscuit takes thyroid tablets"),
        ("our dog has arthritis so walks are short", "User's dog has arthritis"),
        # a name to sign with, a routine or a favourite said as a thing (batch 61's misses)
        ("hey can u help me make an email signature? should say Priyanka Deshmukh, then my phone number underneath",
         "User's name is Priyanka Deshmukh"),
        ("can u make me an email signature? Priyanka Raghunathan, she/her, and maybe a little plant emoji",
         "User's name is Priyanka Raghunathan"),
        ("Laps at 6am Mon/Wed/Fri before work is my routine, but my goggles fog up every single time. fix?",
         "User's routine is Laps at 6am Mon/Wed/Fri before work"),
        ("grocery run is always sunday night for me, can you help me build a list for the week?",
         "User's grocery run is always sunday night"),
        ("Friday night is always pizza + movie night with my roommates, what should we watch this week?",
         "User has pizza + movie night with User's roommates on Friday night"),
        ("every morning it's 20 min of duolingo before coffee, 400-day streak now",
         "Every morning User does 20 min of duolingo before coffee"),
        ("night shift means I sleep 9am to 4pm, and the neighbours' kids do not care.",
         "User works nights and sleeps 9am to 4pm"),
        ("orange is objectively the best colour and I'll die on that hill.", "User's favourite colour is orange"),
        ("teaching 7th grade science is wild. today a kid asked me if clouds are heavy",
         "User teaches 7th grade science"),
        ("I'm 45 and just went back to uni for a history BA.", "User went back to uni for a history BA"),
        ("Being the only person in my Reykjavik building without a car, I walk everywhere", "User lives in Reykjavik"),
        ("I've started this essay 6 times, ADHD brain won't cooperate.", "User has ADHD"),
        ("I've worn hearing aids in both ears since I was a kid so phone calls are rough", "User wears hearing aids"),
        ("Need a villain for the D&D campaign I run for my friends every other Friday", "User runs a D&D campaign"),
        # a move said in another language (batch 63's days-later miss, read after its end score)
        ("Hola! Acabo de mudarme a Montevideo por trabajo y todavía no conozco nada.", "User moved to Montevideo"),
        ("Je viens de déménager à Lyon, des conseils ?", "User moved to Lyon"),
        ("Ich bin gerade nach Hamburg gezogen.", "User moved to Hamburg"),
    ],
)  # fmt: skip
def test_a_fact_said_in_passing_is_stored(said, expected):
    assert any(text.startswith(expected) for text in _texts(said)), _texts(said)


@pytest.mark.parametrize(
    "said",
    [
        "irl i'm dying lol",  # no name
        "Aquí Madrid, hace calor.",  # a place, not a name
        "my sister has me on keto recipes lol",  # recipes, not a diet
        "my sister's thesis at MIT is on robots",  # hers
        "the gym I run at is closed",  # where one runs
        "my neighbour here in Leeds has a dog called Max",  # the neighbour's dog; "here" alone is no home
        "Is it ok to run if you have a cold? My brother does",  # his
        "what if you have no money? me neither",  # no one owns it
        "pregnant women should avoid sushi",  # a rule, not the speaker
        "pregnant with ideas lol",  # a figure of speech
        "I'd love to be a chef but if I did I'd starve",  # a wish
        "my dad's carer is lovely",  # someone else is the carer
        "I'm my mum's favourite",  # no care
        "my friend's cat is diabetic",  # the friend's
        "my dog Rex is on meds today",  # for now (his name is kept, nothing of the meds)
        "make an email signature for my boss: John Smith",  # the boss's
        "this is my routine",  # no routine said
        "my dad's routine is golf every day",  # his
        "Monday is always the worst",  # how a day goes
        "Fridays are always hectic",
        "the best colour for a kitchen is white",  # a best of the world
        "white is clearly the best colour for a kitchen",
        "teaching kids is hard",  # not a class one teaches
        "my mum went back to uni for a law degree",  # hers
        "my Airbnb building is loud",  # no place
        "my son's ADHD brain is a lot",  # his
        "Ich bin nach Hamburg gefahren.",  # a trip
        "Mi amiga acaba de mudarse a Lima",  # hers
    ],
)
def test_their_look_alikes_store_nothing_of_it(said):
    texts = _texts(said)
    assert not [t for t in texts if not t.startswith("User's dog is called")], texts


@pytest.mark.parametrize(
    "said, expected",
    [
        ("Salut ! Je bosse comme ingénieure chez Airbus à Toulouse et je dois présenter un projet, tu peux m'aider ?",
         "Je bosse comme ingénieure chez Airbus à Toulouse"),
        ("Tô no terceiro semestre de engenharia civil na USP e tô perdido em cálculo 2, me explica integrais duplas?",
         "Tô no terceiro semestre de engenharia civil na USP"),
        ("Ik woon sinds kort in Utrecht en zoek een sportschool die niet te duur is, heb je tips?",
         "Ik woon sinds kort in Utrecht"),
        ("Kızım Elif 10 yaşında ve matematikte çok zorlanıyor, evde ona nasıl yardımcı olabilirim?", "Kızım Elif"),
        ("Nel tempo libero faccio birdwatching: sai quali uccelli migrano in Sardegna ad aprile?",
         "Nel tempo libero faccio birdwatching"),
    ],
)  # fmt: skip
def test_a_statement_abroad_before_a_question_is_kept(said, expected):
    texts = [text for *_, text in said_abroad(said, [])]
    assert any(f'"{expected}' in text for text in texts), texts


def test_a_statement_abroad_about_someone_else_is_not():
    assert said_abroad("Mi amigo vive en Madrid y no sé qué regalarle, ¿ideas?", []) == []


@pytest.mark.parametrize(
    "message, memory, sentence",
    [
        ("what should I plant in my veggie garden this month? it's July", "User lives in Melbourne, Australia",
         "In July it's winter in Melbourne."),
        ("what should I pack for a trip in December?", "User lives in Portland, Oregon",
         "In December it's winter in Portland."),
        ("what's the time difference between me and London?", "User moved to Denver",
         "London is 7 hours ahead of Denver."),
        ("what time is it in mumbai for me", "User is based in London",
         "Mumbai is 5 hours 30 minutes ahead of London."),
        ("what time should I go to bed to get 8 hours of sleep?",
         "User gets up at 5am every day for User's bakery shift", "To get 8 hours of sleep, you'd be in bed by 9pm."),
        ("when should I go to bed for 7.5 hours?", "User wakes up at 6:30 every day",
         "To get 7.5 hours of sleep, you'd be in bed by 11pm."),
    ],
)  # fmt: skip
def test_what_a_fact_means_for_the_request_is_worked_out(message, memory, sentence):
    said, how = conclusion(message, memory, WINTER)
    assert said == sentence
    assert how.startswith("worked out: ")


def test_the_hours_between_two_cities_follow_their_summer_time():
    """Denver and London move their clocks on different Sundays; both on summer time they are still 7 hours apart,
    and Brisbane (no summer time) is 9 hours ahead of London in July, 10 in December."""
    assert conclusion("time difference between me and London?", "User lives in Denver", SUMMER)[0].startswith(
        "London is 7 hours ahead"
    )
    assert conclusion("time difference between me and Brisbane?", "User lives in London", SUMMER)[0] == (
        "Brisbane is 9 hours ahead of London."
    )
    assert conclusion("time difference between me and Brisbane?", "User lives in London", WINTER)[0] == (
        "Brisbane is 10 hours ahead of London."
    )


@pytest.mark.parametrize(
    "message, memory",
    [
        ("what should I plant this month?", "User lives in Melbourne"),  # no month named
        ("what should I pack for July?", "User lives in Singapore"),  # the tropics: no winter to speak of
        ("what should I pack for a trip in July?", "User's sister lives in Melbourne"),  # not the user's home
        ("time difference between me and Gondor?", "User lives in Denver"),  # no such city
        ("what's the time difference between me and London?", "User is allergic to peanuts"),  # no home
        ("what time should I go to bed?", "User gets up at 5am"),  # no hours asked for
        ("what time should I go to bed to get 8 hours?", "User's son gets up at 6am"),  # the son's
        ("what time should I go to bed to get 8 hours?", "User gets up at 25am"),  # no such time
        ("what time should I go to bed to get 8 hours?", "User starts work at 9am"),  # not when one wakes
    ],
)
def test_nothing_is_worked_out_without_what_it_needs(message, memory):
    assert conclusion(message, memory, WINTER) is None


def test_a_conclusion_is_stated_with_its_memory_and_says_what_it_was_worked_out_from():
    home = Recalled(3, "User moved to Denver", 0.2, key="city")
    grounding = choose("what's the time difference between me and London?", [home], 0.15)
    [stated] = grounding.stated
    assert stated.memory_id == 3
    assert stated.statement.startswith("From what you told me: you moved to Denver. London is ")
    assert stated.statement.endswith(" hours ahead of Denver.")  # 7, or 6 in the weeks their clocks change apart
    assert "worked out: Denver keeps America/Denver, London Europe/London" in stated.reason


def test_one_conclusion_a_reply_on_the_first_statement_it_can_be_drawn_from():
    Said = make_dataclass("Said", ["memory_text", "statement", "reason"])  # what with_conclusions reads and writes
    name, wake = Said("User's name is Ana", "Ana.", "asked"), Said("User gets up at 6am", "6am.", "needed")
    out = with_conclusions("what time should I go to bed to get 8 hours of sleep?", [name, wake, wake], WINTER)
    assert [s.statement for s in out] == ["Ana.", "6am. To get 8 hours of sleep, you'd be in bed by 10pm.", "6am."]
    assert out[1].reason == "needed; worked out: up at 6am less 8 hours"


@pytest.mark.parametrize(
    "message, slot",
    [
        ("suggest a theme for my birthday dinner party", "favourite food"),
        ("draft a casual intro message for me to post in a new Slack workspace", "name"),
        ("which electives do you think I should take next semester given my program?", "study"),
        ("I want to start a weekly hike with friends — which day and time would work for me?", "schedule"),
    ],
)
def test_a_request_needs_the_fact_it_turns_on(message, slot):
    assert slot in [n.slot for n in needs_of(message)], needs_of(message)


def test_a_dinner_party_starts_from_the_food_one_loves_most():
    cuisine = Recalled(1, "User's favourite cuisine is Ethiopian", 0.05, key="favourite:cuisine")
    colour = Recalled(2, "User's favourite colour is orange", 0.05, key="favourite:colour")
    grounding = choose("suggest a theme for my birthday dinner party", [colour, cuisine], 0.15)
    assert grounding.memory_ids[0] == 1
    assert (
        grounding.stated[0].statement == "You told me your favourite cuisine is Ethiopian, so I'd build it around that."
    )


@pytest.mark.parametrize(
    "message, memory, key, sentence",
    [  # batch 63's days-later misses, read after its end score
        ("Help me pick a restaurant for my birthday dinner", "User's favourite cuisine is Thai", "favourite:cuisine",
         "You told me your favourite cuisine is Thai, so I'd look for a place that serves it."),
        ("Recommend some books for my vacation", "User's favourite author is Ursula K. Le Guin", "favourite:author",
         "You told me your favourite author is Ursula K. Le Guin, so I'd start from books like theirs."),
        ("Recommend a hummus-style dip I can bring to a party", "User is severely allergic to sesame", "allergy:sesame",
         "You told me you're severely allergic to sesame, so I'd keep sesame out of anything I suggest, tahini, hummus"
         " and sesame oil included."),
        ("Suggest a weekly workout plan for me", "User is recovering from a torn rotator cuff", "health",
         "You told me you're recovering from a torn rotator cuff, so I'd leave out overhead and heavy pushing moves"
         " that load the shoulder until your physio says it's ready."),
        ("How much should I be setting aside for taxes each quarter?", "User went freelance as a photographer", "job",
         "You told me you went freelance as a photographer, so I'd fit it to that."),
        ("Which conferences might be worth attending for someone like me this year?",
         "User is doing a master's in public health at Emory", "study",
         "You told me you're doing a master's in public health at Emory, so I'll keep that in mind."),
        ("draft a friendly hello message I can post in my new team's Slack channel", "User's name is Bart", "name",
         "You told me your name is Bart, so I'd open with that."),
    ],
)  # fmt: skip
def test_a_later_request_states_the_fact_it_turns_on(message, memory, key, sentence):
    [stated] = choose(message, [Recalled(1, memory, 0.1, key=key)], 0.15).stated
    assert stated.statement == sentence


def test_a_date_of_the_world_is_not_a_tax_on_ones_work():
    """ "what day do I need to hand in my tax return?" asks a date, not how much of one's earnings to keep back."""
    assert not choose(
        "what day do I need to hand in my tax return?", [Recalled(1, "User works nights", 0.1, key="schedule")], 0.15
    ).grounded


def test_a_private_condition_is_not_volunteered_for_a_holiday_or_a_workout():
    """Batch 63's one unasked mention (read after its end score): "a packing list for a beach holiday" said "You told
    me you have OCD". A condition of the mind or one people keep to themselves is stated for medicine, a remedy or
    sleep only; a condition a trip must allow for is still stated."""
    ocd = Recalled(1, "User has OCD", 0.1, key="health:ocd")
    assert not choose("Give me a packing list for a beach holiday", [ocd], 0.15).grounded
    assert not choose("Suggest a weekly workout plan for me", [ocd], 0.15).grounded
    assert choose("what can I take for my headache?", [ocd], 0.15).memory_ids == (1,)
    diabetes = Recalled(2, "User has type 1 diabetes", 0.1, key="health:diabetes")
    assert choose("Give me a packing list for a beach holiday", [diabetes], 0.15).memory_ids == (2,)


def test_a_favourite_said_before_its_aside_is_the_favourite():
    [said] = _texts("Ursula K. Le Guin is my favourite author, The Dispossessed changed my life")
    assert said.startswith("User's favourite author is") and "Le Guin" in said


def test_what_the_model_adds_may_not_contradict_a_conclusion():
    """The browser walk: "In July it's winter in Melbourne." was followed by the model's "They look amazing, but
    they'd be perfect for a summer salad". A sentence naming another season than the one worked out is dropped; the
    rest of what the model adds is kept."""
    from memorylab.policies.grounding import compose

    home = Recalled(1, "User lives in Melbourne, Australia", 0.2, key="city")
    message = "what should I plant in my veggie garden this month? it's July"
    grounding = choose(message, [home], 0.15)
    model = "They'd be perfect for a summer salad. Broad beans and garlic go in the ground now."
    reply = compose(grounding, model, message, [home.text])
    assert "In July it's winter in Melbourne." in reply
    assert "summer" not in reply
    assert reply.endswith("Broad beans and garlic go in the ground now.")
