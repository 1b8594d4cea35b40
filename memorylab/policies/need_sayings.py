"""How the agent says a memory that a request needs (see :mod:`memorylab.policies.needs`): by the slot it fills,
by the topic and slot, by the request's own word. Data only; :func:`memorylab.policies.wording.say_needed` picks the
sentence, after what a condition means for the topic (:data:`memorylab.policies.need_means.SAY_MEANS`)."""

from __future__ import annotations

# How the agent says a memory that a request needs, by the slot it fills ("{fact}" is the
# memory in the second person, whole: "you're allergic to peanuts").
SAY_NEEDED = {
    "allergy": "You told me {fact}, so watch out for that.",
    "diet": "You told me {fact}, so I'd keep to that.",
    "hearing": "You told me {fact}, so I'd pick what has good captions or subtitles.",
    "alcohol": "You told me {fact}, so I'd go for alcohol-free options.",
    "drink": "You told me {fact}, so that could be the one.",
    "home": "Since {fact}, I'd start close to home.",
    "pet": "Don't forget {fact}: someone will need to look after them.",
    "partner": "You told me {fact}, so pick something with them in mind.",
    "children": "You told me {fact}, so plan it around them.",
    "commute": "You told me {fact}, so pick something that fits that trip.",
    "health": "You told me {fact}, so take that into account.",
    "schedule": "You told me {fact}, so I'd plan around that.",
    "work": "You told me {fact}, so I'd fit it to that.",
    "hobby": "You told me {fact}, so that could be a start.",
    "favourite film": "You told me {fact}, so I'd start from there.",
    "favourite food": "You told me {fact}, so I'd build it around that.",
    "favourite book": "You told me {fact}, so I'd start from books like theirs.",
    "possession": "You told me {fact}, so I'd start with that.",
    "household": "You told me {fact}, so count them in.",
    "food condition": "You told me {fact}, so I'd keep that in mind for this.",
    "skin allergy": "You told me {fact}, so pick ones without it.",
    "goal": "You told me {fact}, so I'd build towards that.",
    "vision": "You told me {fact}, so I'd pick what you can tell apart.",
    "mobility": "You told me {fact}, so I'd plan for step-free, accessible places.",
    "fear": "You told me {fact}, so I'd leave out what would set that off.",
    "budget": "You told me {fact}, so I'd keep it cheap.",
    "observance": "You told me {fact}, so I'd plan around your day of rest and leave it free.",
    "tools": "You told me {fact}, so I'll answer in that.",
    "plain english": "You told me {fact}, so I'll keep the English simple, step by step.",
    "os": "You told me {fact}, so I'd go by that.",
    "garden": "You told me {fact}, so I'd pick what fits that space.",
    "learning": "You told me {fact}, so I'd suit the advice to how you learn.",
    "kitchen": "You told me {fact}, so I'd keep to what you can make without one.",
    "lunch break": "You told me {fact}, so I'd keep it quick: something ready to eat in minutes.",
    "learning language": "You told me {fact}, so one in that language at your level could be good practice too.",
    "work kitchen": "You told me {fact}, so I'd go for no-cook food or something that needs only a kettle.",
    "weight goal": "You told me {fact}, so I'd keep it filling and balanced with that in mind.",
    "sensory": "You told me {fact}, so I'd pick somewhere quiet and not too crowded.",
    "photosensitivity": "You told me {fact}, so I'd avoid anything with flashing or strobe lights.",
    "noise": "You told me {fact}, so I'd pick something quiet, or one you can play through headphones, to keep the"
    " neighbours happy.",
    "older age": "You told me {fact}, so I'd start with something gentle and low-impact, and build up slowly.",
    "animal allergy": "You told me {fact}, so I'd look at low-allergen choices, or an animal without fur.",
    "dwelling": "You told me {fact}, so I'd pick what fits that space.",
    "dog": "You told me {fact}, so I'd look for a dog-friendly place in case they come along.",
    "outdoor allergy": "You told me {fact}, so I'd keep your EpiPen or antihistamines with you and check the pollen"
    " forecast.",
    "height": "You told me {fact}, so I'd check it fits you first: the legroom, headroom, length or frame size.",
    "prayer": "You told me {fact}, so I'd leave time for your prayers and worship.",
    "handedness": "You told me {fact}, so I'd get a left-handed one, or one that works in either hand.",
    "claustrophobia": "You told me {fact}, so I'd skip the tight, enclosed spaces, or pick a roomier way round.",
    "vegan": "You told me {fact}, so I'd pick vegan ones: no leather, wool, silk or down, and cruelty-free.",
    "glasses": "You told me {fact}, so I'd pick one that fits over glasses (OTG), or with room for them.",
}
SAY_NEEDED_OTHERWISE = "You told me {fact}, so I'll keep that in mind."
# A topic's sentence for every slot it needs (a relative: the slot is which one).
SAY_NEEDED_FOR_TOPIC = {"family": "You told me {fact}, so I'd make it about them."}
# Where a topic's own sentence fits better than the slot's ("pets": not "someone will look after them").
SAY_NEEDED_BY_TOPIC = {
    ("pets", "pet"): "You told me {fact}, so I'd fit it to them.",
    ("time zone", "home"): "Since {fact}, I'd work from your time there.",
    ("climate", "home"): "Since {fact}, I'd go by the weather and the light there.",
    ("growing", "home"): "Since {fact}, I'd go by the seasons there.",
    ("gear", "home"): "Since {fact}, I'd pick one made for the weather there, winter and summer.",
    ("kit", "hobby"): "You told me {fact}, so I'd pick what's made for that.",
    ("food", "allergy"): "You told me {fact}, so I'd keep that out of anything I suggest.",
    ("car", "pet"): "You told me {fact}, so I'd look for one with room in the back for them.",
    ("stay", "pet"): "You told me {fact}, so I'd look for pet-friendly places.",
    ("exercise", "schedule"): "You told me {fact}, so I'd fit the sessions around those hours.",
    ("drive", "possession"): "You told me {fact}, so I'd plan the stops around it.",
    ("reading", "vision"): "You told me {fact}, so I'd suggest audiobooks or large-print editions.",
    ("watching", "vision"): "You told me {fact}, so I'd pick ones with audio description.",
    ("listening", "hearing"): "You told me {fact}, so I'd pick ones with full transcripts.",
    ("show", "hearing"): "You told me {fact}, so I'd look for captioned or signed (BSL or ASL) performances.",
    ("show", "vision"): "You told me {fact}, so I'd look for audio-described performances.",
    (
        "new hobby",
        "vision",
    ): "You told me {fact}, so I'd pick ones that don't rely on sight, or work with a screen reader.",
    ("new hobby", "hearing"): "You told me {fact}, so I'd pick ones that don't rely on hearing.",
    ("playing", "vision"): "You told me {fact}, so I'd pick ones that work with a screen reader or are audio-based.",
    # children on a day out, a holiday or a stay: places that suit them
    ("outing", "children"): "You told me {fact}, so I'd pick kid-friendly places.",
    ("contact", "hearing"): "You told me {fact}, so I'd skip the phone: use their online chat, secure messaging in"
    " the app, email, or a text relay service.",
    ("comfort", "health"): "You told me {fact}, so I'd pick one with good support for that.",
    ("comfort", "mobility"): "You told me {fact}, so I'd pick one with good support for that.",
    ("holiday", "older age"): "You told me {fact}, so I'd keep the pace gentle, with short walks and time to rest.",
    ("outing", "older age"): "You told me {fact}, so I'd keep the pace gentle, with short walks and time to rest.",
    ("car", "children"): "You told me {fact}, so I'd pick one with room for them and easy-to-fit child seats.",
    ("away", "carer"): "You told me {fact}, so someone will need to cover their care while you're away.",
    ("holiday", "carer"): "You told me {fact}, so someone will need to cover their care while you're away.",
    ("venue", "hearing"): "You told me {fact}, so I'd pick somewhere quiet, away from loud music, where you can hear"
    " each other.",
    ("date", "hearing"): "You told me {fact}, so I'd pick dates that don't rely on hearing, or captioned or signed"
    " (BSL or ASL) events.",
    ("holiday", "children"): "You told me {fact}, so I'd pick kid-friendly, family places.",
    ("venue", "favourite food"): "You told me {fact}, so I'd look for a place that serves it.",
    ("stay", "children"): "You told me {fact}, so I'd look for family-friendly places.",
    ("family time", "children"): "You told me {fact}, so I'd pick something family-friendly the kids will enjoy.",
    ("interview", "hearing"): "You told me {fact}, so I'd ask them ahead for an interpreter (BSL or ASL), or captions"
    " on a video call.",
    ("interview", "mobility"): "You told me {fact}, so I'd ask them ahead about step-free access.",
    ("interview", "vision"): "You told me {fact}, so I'd ask them ahead for papers in large print or a screen reader.",
    ("interview", "learning"): "You told me {fact}, so I'd ask them ahead for reasonable adjustments, like extra time.",
    ("route", "pet"): "You told me {fact}, so I'd pick a dog-friendly route with shade and water.",
    ("schedule", "work"): "You told me {fact}, so I'd fit it around your working hours and days off.",
    ("introducing", "name"): "You told me {fact}, so I'd open with that.",
    ("introducing", "work"): "You told me {fact}, so I'd say what you do next.",
    ("courses", "study"): "You told me {fact}, so I'd pick the ones that build on that programme.",
    ("likeness", "plain english"): "You told me {fact}, so I'll explain it simply, and give a saying from your own"
    " language that means the same if there is one.",
    ("likeness", "language"): "You told me {fact}, so I'll look for a saying in that language that means the same.",
    ("purchase", "vision"): "You told me {fact}, so I'd pick one that works well with a screen reader and zoom.",
}
# Where the request's own word says what the fact means for it ("what houseplants ...?" with a cat at home).
SAY_NEEDED_FOR_CUE = {
    **dict.fromkeys(
        (
            "houseplants",
            "house plants",
            "indoor plants",
            "which plants",
            "what plants",
            "plants can i",
            "plants should i",
            "plants for my",
            "plant for my",
        ),
        "You told me {fact}, so I'd stick to pet-safe, non-toxic ones.",
    ),
    "scented candles": "You told me {fact}, so I'd check they are pet-safe and non-toxic first.",
    "toxic to": "You told me {fact}, so I'd check what is toxic to them first.",
}
