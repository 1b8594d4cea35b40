"""Round 28 (helper F1): names, jobs, homes and study the open batches 38-43 still missed, each fixed at the gate
that dropped it and written here in phrasings of our own: a statement asked to be noted ("kindly note I am ...",
"can you remember that my name is ...?"); a name owned by "that's me" in the next sentence; the name on paper beside
the one people use; a name in a profile list beside an age, a job or an order number; an aside in brackets that
opens a sentence; the job the speaker speaks as ("as the only vet in our town I ...", "... as a cashier"); a job
worn as a fragment beside the speaker's words ("hygienist life", "(mechanic)", "by day a nurse"); a piece of a
sentence with its "I" left out; a district and its town. And the look-alikes each fix must not store: quoted
sentences of a task or someone else, a name taken back in jest, work sought, dressed as or someone else's."""

import pytest

from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a statement asked to be noted, its asking read around
        (
            "Good morning. Please note I am Mrs. Olufunke Bello and I need help with a pension form.",
            ("User's name is Olufunke Bello", "name"),
        ),
        ("could you remember that my name is Ines? the last app never did", ("User's name is Ines", "name")),
        ("can u keep in mind i'm a vet pls?", ("User is a vet", "job")),
        # a name owned by "that's me" in the sentence after it
        ("Can you put the card from Rosalind? That's me, her aunt.", ("User's name is Rosalind", "name")),
        ("First thing: Tobias. That's me. Now, about my tax return", ("User's name is Tobias", "name")),
        # the name on paper beside the one people use
        (
            "the lads call me Robbo but it's Robert on my passport",
            ("User's name is Robert; User goes by Robbo", "name"),
        ),
        # a name in a profile list, beside an age, a job or an order number
        ("Make a limerick about me: Henrietta, 52, loves gardening.", ("User's name is Henrietta", "name")),
        ("17 yo, lucas, need a study plan for exams", ("User's name is Lucas", "name")),
        ("hello! Priya, midwife, need tips for night shifts", ("User's name is Priya", "name")),
        ("Hi, I emailed last week. Tomasz Nowak, order #55120. Any news?", ("User's name is Tomasz Nowak", "name")),
        ("Morning, Mrs. Helen Parry writing. I need a letter drafted.", ("User's name is Helen Parry", "name")),
        # an aside in brackets that opens a sentence
        ("(name's Joaquin btw) how long should I rest between sets", ("User's name is Joaquin", "name")),
        # a name and how it is spelt or said; back again; in Tagalog; typed in lower case with "lol"
        ("hi — it's Marisa, with one 's' not two", ("User's name is Marisa", "name")),
        ("it's pronounced Shiv-awn but spelled Siobhan, sorry", ("User's name is Siobhan", "name")),
        ("ya girl Adaeze is back with more questions", ("User's name is Adaeze", "name")),
        ("me again!! Valentina 😊 what should I cook tonight", ("User's name is Valentina", "name")),
        ("Ako si Rowena, pls help with my resume", ("User's name is Rowena", "name")),
        ("yo its manaia lol quick one about drills", ("User's name is Manaia", "name")),
        ("brayden btw lol. what shoes for netball", ("User's name is Brayden", "name")),
        ("(nurse here, A&E) need tips for sleeping in the day", ("User is a nurse", "job")),
        ("(currently living in Denver) what tyres should I get", ("User lives in Denver", "city")),
    ],
)
def test_names_and_asides(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # the job the speaker speaks as, where the clause opens or after what they do in it
        ("as the only vet in our town i get called out at night a lot", ("User is a vet", "job")),
        ("Patients keep asking me about it, so as their physio I'd like a handout", ("User is a physio", "job")),
        ("as a night porter on the late shift, what should i eat?", ("User is a night porter", "job")),
        ("I stand all day at the till as a cashier, what insoles help?", ("User is a cashier", "job")),
        ("running the kitchen every weekend as head chef, i need a prep list", ("User is a head chef", "job")),
        (
            "being a certified electrician by trade, I want to know about permits",
            ("User is a certified electrician", "job"),
        ),
        ("I have served as a police officer for 20 years", ("User works as a police officer for 20 years", "job")),
        # a job worn as a fragment beside the speaker's words
        ("cleaning teeth all day leaves me wiped — hygienist life. quick dinners?", ("User is a hygienist", "job")),
        ("fixing cars is how I pay the bills (mechanic) — what jack should I buy?", ("User is a mechanic", "job")),
        ("by day a nurse, by night a gamer, which headset is best?", ("User is a nurse", "job")),
        ("quick q from a very sleepy baker. how do I stop yawning", ("User is a baker", "job")),
        ("spent the day debugging at my data analyst job and my eyes hurt", ("User is a data analyst", "job")),
        (
            "Current role: product designer at a fintech, 2 yrs in",
            ("User's job is product designer at a fintech", "job"),
        ),
        ("postie here, need boots that survive the rain", ("User is a postie", "job")),
        # a piece with its "I" left out
        (
            "courier for 12 years at the depot, my knees hurt, how to look after them",
            ("User has been a courier for 12 years at the depot", "job"),
        ),
        (
            "Dairy farmer from Cork, my cows are off their feed. What should I check?",
            ("User is a dairy farmer from Cork", "job"),
        ),
        ("Since 2015 self-employed plumber, now my van broke down", ("User has been a self-employed plumber", "job")),
        (
            "walking the wards at 4am, staff nurse and too tired to think, what's a good snack",
            ("User is a staff nurse", "job"),
        ),
        ("Training to be a paramedic, exam soon — any tips?", ("User is training to be a paramedic", "job")),
        # homes: a second verb of the speaker's is no bound, a district and its town
        ("I live in Leeds and need ideas for a weekend walk", ("User lives in Leeds", "city")),
        ("we live in Kreuzberg, Berlin with two kids", ("User lives in Kreuzberg, Berlin", "city")),
        ("staying in Bedok, Singapore, how to clean my aircon", ("User lives in Bedok, Singapore", "city")),
        # a stay's part ends where "where" starts; a place with its state; a place and then that it is home
        ("Hello from Hamilton, where I live and where it rained all day today", ("User is based in Hamilton", "city")),
        ("Leeds resident here, where should I eat?", ("User lives in Leeds", "city")),
        ("Austin, Texas resident here — best BBQ?", ("User lives in Austin, Texas", "city")),
        ("we're Cebu City folks, any tips on typhoon prep", ("User lives in Cebu City", "city")),
        ("Harrogate, where I live, has terrible buses", ("User lives in Harrogate", "city")),
        ("house hunting in Leeds, the city I already live in, is tiring", ("User lives in Leeds", "city")),
        ("seven years in Oslo now and I still can't ski", ("User has lived in Oslo for seven years", "city")),
        ("my second winter in Helsinki and it's dark", ("User is in Helsinki for User's second winter", "city")),
        ("I, a tenant in the city of Bristol, wish to complain about damp", ("User lives in Bristol", "city")),
        ("our whole family lives in Nairobi, is solar worth it?", ("User lives in Nairobi", "city")),
        ("Dear Sir, as a resident of Cardiff I wish to lodge an objection", ("User lives in Cardiff", "city")),
        ("born and bred in Perth and never left", ("User was born and bred in Perth", "hometown")),
        # study said without its "I"
        (
            "taking A-levels in chemistry and biology, can u quiz me",
            ("User is doing A-levels in chemistry and biology", "study"),
        ),
        # a student, candidate or major of a subject; a course by its letters; a trade learnt; a module
        ("I am law student in Nairobi, 2nd year", ("User is a law student in Nairobi", "study")),
        (
            "Currently a final year PhD candidate in chemistry, how do I write up",
            ("User is a final year PhD candidate in chemistry", "study"),
        ),
        ("(History major, junior.) how long should a thesis be?", ("User is a history major", "study")),
        (
            "sorry if this is silly but im doing a PGCE in secondary maths",
            ("User is doing a PGCE in secondary maths", "study"),
        ),
        ("I'm doing an apprenticeship as a plumber", ("User is doing an apprenticeship as a plumber", "study")),
        ("is this ok? it's for my economics module at Leeds", ("User is taking an economics module at Leeds", "study")),
    ],
)
def test_jobs_homes_and_study(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        # quoted sentences of a task, or someone else's
        "Write a poem that starts: 'My name is Ozymandias and I live in the desert'",
        "write a sample bio like 'Hi, I'm Jane Doe and I work as a nurse in Leeds'",
        "Quote from my grandad: 'I've lived in Derry all my life.' make it a caption",
        "Proofread this for a colleague's CV (not mine): 'I am a chartered surveyor based in York.'",
        # a name taken back in jest
        "my name is Zeus, king of the gods 😂 jk jk, any good myths to read?",
        # work dressed as, compared with, or someone else's
        "I dressed up as a doctor for halloween",
        "I'm as tired as a junior doctor today",
        "my mum, being a teacher, marks papers all weekend",
        "as a nurse my sister works nights",
        "my dad (electrician) says hi",
        "my husband, surgeon and very tired, says hello",
        "I see myself as a writer one day",
        # a student said in the negative, someone else's candidate, a name too short to tell from slang
        "I'm not a student, I just like maths",
        "the presidential candidate in Ohio won",
        "hey its lit lol",
        "me again!! thanks for yesterday",
        # no name in a greeting or a big city
        "Hello, 25, looking for advice",
        "Is that the guy from Chicago? That's me in the photo",
    ],
)
def test_look_alikes_store_nothing(message):
    assert stored(message) == []


def test_a_note_not_about_the_speaker_stays_a_note():
    assert stored("Remember that my bike needs new brakes.") == [("User's bike needs new brakes", None)]


def test_work_sought_is_no_job():
    assert not [key for _, key in stored("I have a job interview on Monday as a barista") if key == "job"]


def test_a_city_and_another_stay_apart():
    assert ("User lives in Leeds", "city") in stored("I live in Leeds, Bristol is too pricey")
