"""What a stored condition, diet or fear means for a request of a topic (:data:`SAY_MEANS`), said
instead of the slot's own sentence (:data:`memorylab.policies.need_sayings.SAY_NEEDED`): "You told me
you're type 2 diabetic, so I'd go easy on the sugar." Data only; :func:`memorylab.policies.wording.say_needed`
picks the sentence."""

from __future__ import annotations

from memorylab.policies.slot_words import NO_CAR

# What a condition, a diet or a fear means for a request of these topics, said instead of the slot's sentence
# ("You told me you're type 2 diabetic, so I'd go easy on the sugar."): the topics, the memory's words, the sentence.
_MEAL = ("food", "drink")
SAY_MEANS = (
    (_MEAL, r"\bdiabet", "You told me {fact}, so I'd go easy on the sugar."),
    (_MEAL, r"\bketo\b|\blow[- ]carb", "You told me {fact}, so I'd keep the carbs low."),
    (
        _MEAL,
        r"\bsalt\b|\bsodium\b|blood pressure|hypertensi",
        "You told me {fact}, so I'd keep it low in salt, with low-sodium stock and herbs for flavour.",
    ),
    (
        _MEAL,
        r"\bcholesterol\b",
        "You told me {fact}, so I'd go easy on saturated fat: less butter, cheese and fatty meat.",
    ),
    (_MEAL, r"\ban(?:a)?emi", "You told me {fact}, so I'd add iron-rich foods like lentils, spinach or red meat."),
    (_MEAL, r"\bbreast-?feeding\b", "You told me {fact}, so I'd go easy on caffeine and skip high-mercury fish."),
    (
        ("medicine",),
        r"\bblood thinners|\bwarfarin|\banticoagulant",
        "You told me {fact}, so check with a pharmacist first: some painkillers, like ibuprofen and aspirin, don't"
        " mix with it.",
    ),
    (
        ("medicine",),
        r"\bpregnan|\bexpecting\b|\bbreast-?feeding\b",
        "You told me {fact}, so I'd check with your midwife, GP or pharmacist before taking anything.",
    ),
    (
        _MEAL,
        r"\bco?eliac|\bceliac|\bgluten",
        "You told me {fact}, so I'd keep it strictly gluten-free and ask about cross-contamination.",
    ),
    (
        _MEAL,
        r"\bramadan\b",
        "You told me {fact}, so I'd plan around the fast: a filling suhoor before dawn and an iftar at sunset.",
    ),
    (_MEAL, r"\bkosher\b", "You told me {fact}, so I'd keep it kosher: no pork or shellfish, and no meat with dairy."),
    (
        _MEAL,
        r"\bhalal\b",
        "You told me {fact}, so I'd keep it halal: no pork or alcohol, halal meat, and no pork gelatine (it hides in"
        " gummy sweets and marshmallows).",
    ),
    (
        _MEAL + ("lunch",),
        r"\bno kitchen\b|\bkettle\b|\bmicrowave\b",
        "You told me {fact}, so I'd go for no-cook food or something that needs only a kettle or a microwave.",
    ),
    (("playing",), r"\bcolou?r[- ]?blind", "You told me {fact}, so I'd pick ones with a colourblind mode."),
    (_MEAL, r"\blactose\b", "You told me {fact}, so I'd leave out milk and cream."),
    # an allergen with the places it hides, for a meal asked for (a small model's own dish is often dropped)
    *(
        (
            ("food",),
            rf"(?=.*\ballerg)(?=.*\b{word}\b)",
            f"You told me {{fact}}, so I'd keep {allergen} out of anything I suggest, {hides} included.",
        )
        for allergen, word, hides in (
            ("shellfish", "shellfish", "shrimp paste and shared fryers"),
            ("peanuts", "peanuts?", "satay sauce and peanut oil"),
            ("sesame", "sesame", "tahini, hummus and sesame oil"),
        )
    ),
    (
        ("drink",),
        r"\bpregnan|\bexpecting\b",
        "You told me {fact}, so I'd skip the alcohol and go easy on caffeine: a mocktail or a decaf would do.",
    ),
    (_MEAL, r"\bpregnan|\bexpecting\b", "You told me {fact}, so I'd stick to pasteurised cheeses and nothing raw."),
    (
        ("exercise",),
        r"\bpregnan|\bexpecting\b",
        "You told me {fact}, so I'd keep to exercises that are safe in pregnancy and check with your midwife first.",
    ),
    (
        _MEAL,
        r"\beating disorder|\banorexi|\bbulimi|\bbinge eating",
        "You told me {fact}, so I'll leave calorie counts out and keep to regular, balanced meals.",
    ),
    (
        ("food",),
        r"\b(?:don't|doesn't|do not|never) drink\b|\bteetotal\b|\bsober\b",
        "You told me {fact}, so I'd leave the alcohol out and go for alcohol-free drinks.",
    ),
    (
        ("drink", "celebration", "occasion"),
        r"\b(?:don't|doesn't|do not|never) drink\b|\bteetotal\b|\bsober\b",
        "You told me {fact}, so I'd go for mocktails and other alcohol-free drinks.",
    ),
    (
        ("exercise",),
        r"\bdiabet|\binsulin\b",
        "You told me {fact}, so I'd plan around your blood sugar: check it before and during, and carry fast-acting"
        " sugar and your insulin or tablets.",
    ),
    (
        ("exercise",),
        r"\brotator cuff|\bshoulders?\b|\bfrozen shoulder",
        "You told me {fact}, so I'd leave out overhead and heavy pushing moves that load the shoulder until your"
        " physio says it's ready.",
    ),
    (
        ("exercise",),
        r"\b(?:knees?|hips?|back|joints?|\w*arthritis)\b",
        "You told me {fact}, so I'd keep to low-impact exercise that is easy on the joints, like swimming or cycling.",
    ),
    (
        ("errand",),
        NO_CAR,
        "You told me {fact}, so I'd plan for what you can carry, or get it delivered.",
    ),
    (
        ("exercise", "schedule", "sleep"),
        r"\bnights\b|\bnight shifts?\b",
        "You told me {fact}, so I'd fit it around your night shifts and your sleep.",
    ),
    (
        ("outing", "holiday", "journey", "stay"),
        NO_CAR,
        "You told me {fact}, so I'd pick places you can reach by bus or train.",
    ),
    (
        ("outing", "holiday"),
        r"\b(?:deaf|hard of hearing)\b",
        "You told me {fact}, so I'd look for captioned or signed (BSL or ASL) events.",
    ),
    (
        ("drive", "holiday", "journey"),
        r"\belectric\b|\bEVs?\b|\bhybrid\b|\bTesla\b",
        "You told me {fact}, so I'd plan the route around charging stops.",
    ),
    (
        ("show", "venue", "celebration", "lights", "outing", "listening"),
        r"\btinnitus\b",
        "You told me {fact}, so I'd bring earplugs, keep away from the speakers and take breaks somewhere quiet.",
    ),
    (
        ("growing",),
        r"\bno (?:garden|balcony|yard|outdoor space)\b|\b(?:flat|apartment|studio|high-rise|tower block)\b",
        "You told me {fact}, so I'd grow in pots and containers on a sunny windowsill or indoors.",
    ),
    (
        ("journey", "holiday", "stay"),
        r"\b(?:fly|flying|flights?|planes?)\b",
        "You told me {fact}, so I'd go by train, coach or ferry instead.",
    ),
)
