"""Round 33 (a): classes of phrasing read from open batch 54, facts said around a request (policies/intro_around.py):
a condition owned in passing, in brackets, by the inhaler one uses, or said bare; an operation weeks ago; a pregnancy
by its weeks; a job by its shifts, its years or what being it means; a job or a home said in Spanish, French or German;
a study by what it is for, its term, or its school's exams; a home moved out to or pointed back at with "here"; one's
name or person after a dash; and the look-alikes of each that store nothing (someone else's, a question in general,
a wish, a negation)."""

from __future__ import annotations

import pytest

from tests.intro_helpers import assert_stored, stored


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a condition owned in passing
        ("With my hypothyroidism, should I be avoiding soy?", ("User has hypothyroidism", "health:hypothyroidism")),
        (
            "Got a cold on top of my Crohn's, ugh — what soups are gentle on the gut?",
            ("User has Crohn's", "health:crohn"),
        ),
        ("is running ok with my asthma?", ("User has asthma", "health:asthma")),
        (
            "any low-sugar snacks that work alongside my type 2 diabetes",
            ("User has type 2 diabetes", "health:diabetes"),
        ),
        ("can't do long flights because of my endometriosis", ("User has endometriosis", "health:endometriosis")),
        ("my endometriosis is flaring again, any heat pad recs", ("User has endometriosis", "health:endometriosis")),
        ("ugh my MS is flaring again", ("User has MS", "health:ms")),
        ("living with MS, any fatigue tips?", ("User has MS", "health:ms")),
        ("I've been living with lupus for a decade", ("User has lupus", "health:lupus")),
        ("crohn's flare again, what can I eat", ("User has Crohn's", "health:crohn")),
        ("eczema playing up with the cold, which cream?", ("User has eczema", "health:eczema")),
        # a condition one speaks as; a treatment of one's own
        ("as a type 1 diabetic, what snacks are ok on a hike?", ("User is type 1 diabetic", "health:diabetic")),
        ("As an asthmatic I hate winter runs", ("User is asthmatic", "health:asthmatic")),
        ("back from my chemo session, what can I eat", ("User is having chemo", "health:chemo")),
        ("my dialysis days wipe me out", ("User is having dialysis", "health:dialysis")),
        # a condition in brackets after what it keeps one from
        (
            "strobe lights are a no-go for me (epilepsy), which kinds of concerts are safe?",
            ("User has epilepsy", "health:epilepsy"),
        ),
        ("dairy wrecks me (IBS), any good snacks?", ("User has IBS", "health:ibs")),
        ("I can't do hot yoga (fibromyalgia), what else is gentle?", ("User has fibromyalgia", "health:fibromyalgia")),
        # the inhaler one uses, for the asthma named
        (
            "my inhaler's nearly empty and the pharmacy's shut, what do asthmatics do in a pinch",
            ("User has asthma", "health:asthma"),
        ),
        ("need a new case for my inhaler, asthma has been bad lately", ("User has asthma", "health:asthma")),
        # a condition or an operation said bare
        ("Any desk stretches for a bad lower back? herniated disc since 2021", ("User has a herniated disc", None)),
        ("slipped disc since last spring, what chair should I buy", ("User has a slipped disc", "health:back")),
        ("I've had a bulging disc for years", ("User has a bulging disc", "health:back")),
        ("migraines again, 3 this week. is it the screen??", ("User gets migraines", "health:migraine")),
        ("another migraine today, any tips", ("User gets migraines", "health:migraine")),
        (
            "6 weeks post ACL surgery on my right knee — when can I realistically run again",
            ("User had ACL surgery on User's right knee", "health:knee"),
        ),
        ("3 months out from a hip replacement, can I swim?", ("User had a hip replacement", "health:replacement")),
        (
            "10 days post knee surgery on my left knee, any tips?",
            ("User had knee surgery on User's left knee", "health:knee"),
        ),
        # a pregnancy by its weeks
        ("20 weeks pregnant and finally not nauseous", ("User is 20 weeks pregnant", "expecting")),
        ("12 weeks pregnant, is brie ok?", ("User is 12 weeks pregnant", "expecting")),
        ("seven months pregnant and my feet are huge", ("User is seven months pregnant", "expecting")),
    ],
)
def test_a_condition_said_around_a_request_is_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a shift of one's own at the place one works
        (
            "ugh another 12h shift in the ICU tomorrow, any tips for staying awake that aren't coffee",
            ("User works shifts in the ICU", "work_field"),
        ),
        ("another night shift in A&E tonight, snack ideas?", ("User works shifts in A&E", "work_field")),
        ("back to back shifts on the ward this week, so tired", ("User works shifts on the ward", "work_field")),
        ("what should I eat after my night shift at the hospital", ("User works shifts at the hospital", "work_field")),
        ("fresh off a 14 hour shift at the hospital", ("User works shifts at the hospital", "work_field")),
        ("12 hour shifts at the warehouse are killing my back", ("User works shifts at the warehouse", "work_field")),
        ("night shifts on the ward have been wrecking my sleep", ("User works shifts on the ward", "work_field")),
        # years into a career
        ("3 years into my nursing career and burnt out", ("User works in nursing", "work_field")),
        ("ten years into my teaching career, still love it", ("User works in teaching", "work_field")),
        # shifts doing the job
        (
            "night shifts driving a forklift at the Amazon warehouse are wrecking my sleep, help",
            ("User works night shifts driving a forklift at the Amazon warehouse", "job"),
        ),
        (
            "early shifts stacking shelves at Tesco are killing me",
            ("User works early shifts stacking shelves at Tesco", "job"),
        ),
        ("night shifts for me, 8pm to 8am, Monday to Thursday", ("User works night shifts", "schedule")),
        ("early shifts for me this month", ("User works early shifts", "schedule")),
        # years at the job one still holds
        (
            "whats a polite way to tell a client their logo is ugly 😅 6 yrs as a graphic designer and I still haven't"
            " figured this out",
            ("User has worked as a graphic designer for 6 years", "job"),
        ),
        ("so tired 😩 8 yrs as a nurse and still no raise", ("User has worked as a nurse for 8 years", "job")),
        # what being it means
        (
            "being a primary school teacher means zero energy on Fridays — suggest lazy dinners",
            ("User is a primary school teacher", "job"),
        ),
        ("being a nurse means I never see my kids at Christmas", ("User is a nurse", "job")),
        ("being a chef leaves me no time for breakfast", ("User is a chef", "job")),
        # a job said in Spanish, French or German
        (
            "Trabajo como dentista en Valencia, ¿me ayudas con un post para Instagram?",
            ("User works as a dentist in Valencia", "job"),
        ),
        ("Soy enfermera, trabajo de noche", ("User is a nurse", "job")),
        ("Soy profesora de inglés en Madrid", ("User is an English teacher in Madrid", "job")),
        ("Je suis infirmière à Lyon", ("User is a nurse in Lyon", "job")),
        ("Ich arbeite als Lehrer in Hamburg", ("User works as a teacher in Hamburg", "job")),
    ],
)
def test_a_job_said_around_a_request_is_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a study by what it is for
        (
            "can you summarise this paper? it's for my master's in urban planning",
            ("User is doing a master's in urban planning", "study"),
        ),
        ("need help with a lit review for my PhD in neuroscience", ("User is doing a PhD in neuroscience", "study")),
        ("this essay is for my MSc in data science", ("User is doing an MSc in data science", "study")),
        # its term or its year
        (
            "3rd year of my PhD in marine biology and the thesis is eating me alive",
            ("User is doing a PhD in marine biology", "study"),
        ),
        ("final year of my PhD in history, any tips", ("User is doing a PhD in history", "study")),
        (
            "2nd term at a Japanese language school in Osaka and the kanji are winning",
            ("User studies at a Japanese language school in Osaka", "study"),
        ),
        ("first year at a drama school in London and I love it", ("User studies at a drama school in London", "study")),
        # a school by what it sets
        ("quiz me on the krebs cycle — med school exam monday 😬😬", ("User is in med school", "study")),
        ("help me outline this, law school essay due friday", ("User is in law school", "study")),
        ("my nursing school placement starts next week", ("User is in nursing school", "study")),
        # an apprenticeship or a PGCE of one's own
        (
            "halfway through my apprenticeship as an electrician",
            ("User is doing an apprenticeship as an electrician", "study"),
        ),
        ("just started my PGCE, any tips?", ("User is doing a PGCE", "study")),
        # a dissertation or a thesis of one's own
        (
            "need help with my dissertation on coral bleaching",
            ("User is writing a dissertation on coral bleaching", "thesis"),
        ),
        ("my thesis on urban heat islands is due in May", ("User is writing a thesis on urban heat islands", "thesis")),
        # a study said in Spanish, French or German, in English too
        ("Estudio medicina en Barcelona y necesito ayuda", ("User studies medicine (medicina)", "study")),
        ("Ich studiere Informatik in Berlin", ("User studies computer science (Informatik)", "study")),
        # a course begun or taken alongside work
        (
            "Just enrolled in a UX design bootcamp!!! starts next month, what should I read first",
            ("User has enrolled in a UX design bootcamp", "study"),
        ),
        ("just signed up for a coding bootcamp, any tips", ("User is doing a coding bootcamp", "study")),
        (
            "Revision tips? doing AAT level 3 accounting in the evenings alongside my day job",
            ("User studies AAT level 3 accounting in the evenings alongside User's day job", "study"),
        ),
        ("doing ACCA exams this summer, wish me luck", ("User studies ACCA exams this summer", "study")),
    ],
)
def test_a_study_said_around_a_request_is_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        # a home moved out to
        ("since moving out to a farmhouse near Ghent the commute has been brutal", ("User lives near Ghent", "city")),
        ("since moving to a cottage outside York I never see anyone", ("User lives outside York", "city")),
        ("since moving to a flat near Bruges the kids walk to school", ("User lives near Bruges", "city")),
        # a home said in German or French
        (
            "Wohne seit zwei Jahren in Leipzig — kannst du mir ein gutes Café empfehlen?",
            ("User lives in Leipzig", "city"),
        ),
        ("Lebe jetzt in Hamburg — Tipps für Restaurants?", ("User lives in Hamburg", "city")),
        ("J'habite à Lyon depuis 2019", ("User lives in Lyon", "city")),
        # "here" after the place named before it
        (
            "any good hikes within an hour of Boulder? we just moved here from Texas",
            ("User lives in Boulder", "city"),
        ),
        ("best coffee in Porto? I just moved here", ("User lives in Porto", "city")),
        ("what's open late in Leeds on a Sunday? we live here now", ("User lives in Leeds", "city")),
        ("we just moved here from Ohio, any good bakeries in Austin?", ("User lives in Austin", "city")),
        # one's name or person after a dash
        (
            "Write a limerick with my name in it — Bartholomew. good luck rhyming that lol",
            ("User's name is Bartholomew", "name"),
        ),
        ("make an acrostic from my name: Anika", ("User's name is Anika", "name")),
        ("put my full name on the certificate — Farid", ("User's name is Farid", "name")),
        (
            "anniversary's in June — wife's name is Hannah — ideas for something non-cheesy?",
            ("User's wife is Hannah", "partner"),
        ),
        ("birthday card ideas — husband's name is Tom — he loves fishing", ("User's husband is Tom", "partner")),
        ("planning a party — my son's name is Leo — he's turning 5", ("User's son is Leo", "son")),
    ],
)
def test_a_home_or_a_name_said_around_a_request_is_kept(message, expected):
    assert_stored(message, expected)


@pytest.mark.parametrize(
    "message",
    [
        # someone else's condition; a condition asked about in general; a wish
        "my sister struggles with my dad's Crohn's",
        "with his hypothyroidism, should he avoid soy?",
        "is soy bad for people with hypothyroidism?",
        "my son has to avoid strobe lights (epilepsy)",
        "what do asthmatics do when the inhaler runs out?",
        "my mum's inhaler is nearly empty, what do asthmatics do",
        "herniated disc symptoms — what are they?",
        "migraines: what causes them?",
        "my husband is 6 weeks post ACL surgery, when can he run",
        "20 weeks pregnant is when the anatomy scan happens, right?",
        "my wife is 20 weeks pregnant",
        "if my eczema comes back, what cream?",
        "my sister's eczema is playing up",
        "my mum's chemo starts monday",
        "my son's apprenticeship as an electrician starts in May",
        "can you help with my ms word formatting",
        "my MS Teams status is stuck on away",
        "is it safe to fast as a diabetic?",
        "my friend's dissertation on coral bleaching won a prize",
        # words that are no condition
        "what do I do with my pots and pans after moving?",
        "can you help with my ms paint drawing",
    ],
)
def test_a_lookalike_of_a_condition_stores_nothing(message):
    assert stored(message) == []


@pytest.mark.parametrize(
    "message",
    [
        # someone else's shift or job; a job in general; a wish
        "my wife has another 12h shift in the ICU tomorrow",
        "my wife's shift at the hospital ends at 8",
        "12 hour shifts at the warehouse are normal, right?",
        "3 years into her nursing career she quit",
        "is a 12h shift in the ICU normal?",
        "night shifts driving a forklift sound awful",
        "my dad did 30 yrs as a miner",
        "being a teacher means you get summers off?",
        "being a nurse would be hard",
        "my brother works as a dentist",
        # someone else's study; a study in general
        "it's for my sister's master's in urban planning",
        "what's a master's in urban planning like?",
        "my daughter's med school exam is monday",
        "what's a med school exam like?",
        "first year at university is the hardest, right?",
        # someone else's home; a place without "here"
        "my friend just moved to a farmhouse near Ghent",
        "any good hikes near Boulder?",
        "my sister just moved here from Texas",
        # someone else's name
        "my friend's name — Bartholomew — is hard to rhyme",
        "what does my name mean in Welsh?",
        "anniversary's in June — my friend's wife's name is Hannah",
        # one's children named in brackets with their ages: not the speaker's name
        "the kids (Ava, 8 and Leo, 5) are driving me mad, rainy day ideas?",
        "my boys (Finn, 9 and Ollie, 6) won't sleep",
    ],
)
def test_a_lookalike_of_a_job_study_home_or_name_stores_nothing(message):
    assert stored(message) == []


def test_a_relatives_condition_is_theirs_not_the_speakers():
    found = stored("my dad is living with MS")
    assert ("User has MS", "health:ms") not in found
    assert ("User's dad has MS", "family:dad") in found
