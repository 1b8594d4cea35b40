"""More kinds of stored fact (see :mod:`memorylab.policies.slots`), each one a request can need without naming it:
the body's size (what a car, a bike or a bed must fit), the prayers or day of worship a day's plan leaves time for,
the hand one writes with, a fear of small spaces, a vegan's things, glasses; the people who look after one's
health, asked for in other words than the memory's ("who's my doctor?" meets "User's GP is Dr. Okafor", "who's the
guy treating my knee?" meets "User's physio is Sanjay"); and one's best friend ("who's my bestie?"). Data only."""

from __future__ import annotations

from memorylab.policies.slot_kind import Slot, any_of, make_slot
from memorylab.policies.slot_words import LANGUAGES

# Tall or short, or a number of feet and inches or of centimetres: 6'7", 6 foot 2, 198 cm, 1.95 m (not "short of")
_HEIGHT = (
    r"(?:\btall\b|\bshort\b(?!-| of| on| for| notice)|\bpetite\b|\d ?(?:'|′|’|ft\b|foot\b|feet\b)|\b[12]\d\d ?cm\b"
    r"|\b[12][.,]\d\d? ?m\b)"
)

_BODY_PART = (
    r"knees?|back|hips?|shoulders?|neck|ankles?|wrists?|elbows?|feet|foot|spine|leg|legs|arm|arms|hamstring|achilles"
    r"|posture|injury|injuries|sciatica|teeth|eyes"
)
_CARERS = r"physio|physiotherapist|physical therapist|chiropractor|osteopath|consultant|specialist|surgeon"
_BEST_FRIEND = r"best (?:friend|mate|pal|buddy|bud)|bestie|besty|bff|bezzie|bestfriend|closest friend"

MORE_SLOTS: tuple[Slot, ...] = (
    # the films one loves most: where a film to watch tonight starts ("User's favourite films are Studio Ghibli films")
    make_slot(
        "favourite film",
        r"\bfavou?rite (?:films?|movies?)\b",
        ("favourite:film", "favourite:movie", "favourite:films", "favourite:movies"),
        r"^User's favourite (?:films?|movies?)\b|^User's favourites? (?:is|are) [^.;]*\b(?:films?|movies?)\b",
    ),
    # the books one loves most: where a book for a holiday starts ("User's favourite author is Ursula K. Le Guin")
    make_slot(
        "favourite book",
        r"\bfavou?rite (?:books?|authors?|novels?|writers?)\b",
        ("favourite:book", "favourite:author", "favourite:novel", "favourite:writer", "favourite:books"),
        r"^User's favourite (?:books?|authors?|novels?|writers?)\b",
    ),
    # the food one loves most: what a dinner party's theme starts from ("User's favourite cuisine is Ethiopian")
    make_slot(
        "favourite food",
        r"\bfavou?rite (?:foods?|cuisines?|dish(?:es)?|meals?)\b",
        ("favourite:food", "favourite:cuisine", "favourite:dish", "favourite:meal"),
        r"^User's (?:favourite|comfort) (?:foods?|cuisines?|dish(?:es)?|meals?)\b",
    ),
    # how tall the user is: "User is very tall", "User is 6'7\"", "User is 198 cm tall", "User is petite"
    make_slot(
        "height",
        r"\b(?:how tall (?:am I|I am|I'm)|my height)\b",
        ("height", "body:height"),
        rf"^User (?:is|stands|measures)\b[^.;]{{0,30}}?{_HEIGHT}|^User's height\b"
        r"|^User is (?:a )?(?:plus[- ]size|big and tall)\b",
    ),
    # prayers through the day, or worship on a set day: what a day's or a week's plan leaves time for ("User prays five
    # times a day", "User goes to mass every Sunday"); a Muslim prays five times a day
    make_slot(
        "prayer",
        r"\b(?:do I pray|when do I pray|prayer times?|my prayers|(?:church|mass|mosque|temple|gurdwara|synagogue)"
        r" (?:do|did) I (?:go|attend))\b",
        ("faith:prayer", "prayer", "faith:worship"),
        r"\bpray(?:s|ing)?\b|\bprayers?\b|\bsalah\b|\bsalat\b|\bnamaz\b|\b(?:goes to|attends|never misses) (?:mass"
        r"|church|the mosque|mosque|temple|the gurdwara|gurdwara|synagogue|shul)\b"
        r"|^User is (?:an? )?(?:practi[sc]ing |devout |observant )?Muslim\b",
    ),
    # the hand one uses: what a guitar, scissors or golf clubs must suit
    make_slot(
        "handedness",
        r"\b(?:left|right)[- ]handed\b|\bwhich hand\b",
        ("handedness",),
        r"\bleft[- ]handed\b|\blefty\b|\bleft-hander\b|\bambidextrous\b|\buses? User's left hand\b",
    ),
    # a fear of small spaces: what a cave, a lift or an escape room sets off
    make_slot(
        "claustrophobia",
        r"\bclaustrophob\w*",
        ("fear:claustrophobic", "fear:claustrophobia", "fear:small_spaces", "fear:enclosed_spaces", "fear:lift"),
        r"claustrophob\w*|\b(?:small|tight|enclosed|confined|cramped) spaces\b"
        r"|\b(?:afraid|scared|terrified) of (?:lifts|elevators)\b",
    ),
    # no animal products at all: what shoes, a jacket or a moisturiser must be free of
    make_slot("vegan", r"\bam I (?:a )?vegan\b", ("diet:vegan",), r"\bvegan\b|\bplant-based\b"),
    # what one wears to see: what goggles, a headset or a helmet must fit over
    make_slot(
        "glasses",
        r"\bdo I wear (?:glasses|contacts|contact lenses)\b",
        ("wears:glasse", "wears:glasses", "wears:contact", "wears:contacts", "glasses"),
        r"\bwears? (?:glasses|specs|contact lenses|contacts)\b|\b(?:short|long|near|far)[- ]?sighted\b",
    ),
    # the people who look after one's health, each kind its own slot ("who's my dentist?" never gets the GP)
    *(
        make_slot(
            name,
            rf"\b(?:who(?:'s| is| was) my|who my|name of my|which) (?:{asked})\b|\bmy (?:{asked})(?:'s name| called)\b"
            rf"|\Amy (?:{asked})\Z",  # the whole of "my doctor's name?" once its owner is read (slots.owners_of)
            (name,),
            rf"^User's (?:{said})\b",
        )
        for name, asked, said in (
            (
                "doctor",
                r"doctor|doc|gp|physician|family doctor|general practitioner",
                r"doctor|doc|GP|physician|family doctor|general practitioner|family physician",
            ),
            ("dentist", r"dentist", r"dentist"),
            (
                "therapist",
                r"therapist|counsell?or|psychologist|psychiatrist|shrink",
                r"therapist|counsell?or|psychologist|psychiatrist|shrink",
            ),
            ("vet", r"vet|veterinarian", r"vet|veterinarian"),
            ("physio", r"physio|physiotherapist|physical therapist", r"physio|physiotherapist|physical therapist"),
            ("chiropractor", r"chiropractor|chiro|osteopath|osteo", r"chiropractor|chiro|osteopath|osteo"),
            ("midwife", r"midwife", r"midwife"),
            ("optician", r"optician|optometrist|eye doctor", r"optician|optometrist|eye doctor"),
            ("specialist", r"consultant|specialist|surgeon", r"consultant|specialist|surgeon"),
        )
    ),
    # whoever treats a part of the body, asked without the word for them: "who's the guy treating my knee?"
    make_slot(
        "treating",
        rf"\bwho(?:'s| is| was)? (?:the (?:\w+ )?(?:guy|man|woman|lady|bloke|person|one|doctor|doc) )?(?:treating"
        rf"|treats|looking after|seeing to|working on|fixing) my (?:{_BODY_PART})\b",
        ("physio", "chiropractor", "specialist", "doctor"),
        rf"^User's (?:{_CARERS})\b",
    ),
    # a language one is learning: what a book, a film or a podcast can be in ("User is learning Japanese")
    make_slot(
        "learning language",
        r"\b(?:(?:which|what) languages? (?:am I|I'm|I am|was I) (?:learning|studying)|learning a language)\b",
        ("learning_language", "learning:language"),
        rf"^User (?:is |has been |has started |is trying to )?(?:learning|learn|studying|learns|studies|practi[sc]ing"
        rf"|brushing up on|taking (?:\w+ )?(?:classes|lessons) in) (?:{any_of(LANGUAGES)})\b",
    ),
    # the friend one is closest to: "who's my bestie?" for "User's best friend is Tamsin"
    make_slot(
        "best friend",
        rf"\b(?:{_BEST_FRIEND})\b",
        ("best_friend", "friend:best", "bestie"),
        rf"^User's (?:{_BEST_FRIEND})\b",
    ),
)
