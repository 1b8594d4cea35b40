"""A lasting condition, a body event that shaped one, or a device one lives with, in the frames people
put them in without "I have": "Living with Ehlers-Danlos (the hypermobile type) means ...", "dealing with
long covid since early 2021", "with my chronic migraines screens are rough", "ever since my kidney
transplant I have to be careful", "I've had a pacemaker since 2020", "adhd brain here", "partially deaf in
my left ear fyi". Each names its condition from :data:`CONDITION` (a vocabulary, not any noun: "living with
my parents", "dealing with a leak", "with my sister" read nothing), and a frame's "my" is the speaker's
("ever since my dad's stroke" is his: ``not_a_person`` is not needed, the vocabulary follows "my" at once).

Part of the table in :mod:`memorylab.policies.introductions` (in :data:`THINGS`, after
:mod:`memorylab.policies.intro_medicine`'s conditions had)."""

from __future__ import annotations

import re

from memorylab.policies.intro_shape import Shape

# Conditions that last, by name (a word list, not a suffix: "living with anxiety" is read by intro_medicine's).
LASTING = (
    r"(?:hypermobile |classical |vascular )?(?:ehlers[- ]danlos(?: syndrome)?|(?-i:h?EDS))|long[- ]covid|me/cfs"
    r"|chronic fatigue(?: syndrome)?|fibromyalgia|adhd|(?-i:ADD|ASD|SLE|MS)|autism|dyslexia|dyspraxia|dyscalculia"
    r"|tourette'?s|pots|lupus|multiple sclerosis|parkinson'?s|epilepsy|narcolepsy|sleep apnoea|sleep apnea|tinnitus"
    r"|vertigo|meniere'?s|coeliac(?: disease)?|celiac(?: disease)?|crohn'?s(?: disease)?|ulcerative colitis|colitis"
    r"|ibs|ibd|gerd|endometriosis|adenomyosis|pcos|hashimoto'?s|graves'?(?: disease)?|hypothyroidism"
    r"|hyperthyroidism|type [12] diabetes|type (?:one|two) diabetes|diabetes|asthma|copd|cystic fibrosis"
    r"|sickle cell(?: disease| anaemia| anemia)?|haemophilia|hemophilia|psoriasis|eczema|rosacea|alopecia|vitiligo"
    r"|(?:rheumatoid |psoriatic |osteo-?)?arthritis|ankylosing spondylitis|scoliosis|osteoporosis|gout|sciatica"
    r"|migraines?|cluster headaches|afib|atrial fibrillation|a heart condition|heart failure|hypertension"
    r"|high blood pressure|kidney disease|ckd|a stoma|(?:bipolar|bi-polar)(?: disorder)?|ocd|ptsd|c-ptsd|cptsd"
    r"|depression|anxiety|an eating disorder|anorexia|bulimia|long-term illness|chronic pain|chronic illness"
)
INTENSITY = r"(?:(?:severe|mild|bad|chronic|really bad|pretty bad|moderate|diagnosed|undiagnosed) )?"
# not someone else's nor a mood of the day: "with my ADHD students", "dealing with anxiety about the interview"
NOT_ONES_OWN = (
    r"(?![\w'-])(?!\s+(?:students|kids|children|patients|clients|pupils|son|daughter|friends?|group|class|team"
    r"|community|charity|research|nurse|clinic|ward|unit|awareness|month|day|week|walk|fundraiser|about|over|around"
    r"|before|after|today|tonight|right now|at the moment|atm)\b)"
)
CONDITION = rf"{INTENSITY}(?:{LASTING}){NOT_ONES_OWN}"
# What happened to the body once, and marks it still: said after "since my", "ever since my".
EVENTS = (
    r"(?:(?:kidney|liver|heart|lung|double lung|bone marrow|cornea|corneal) )?transplant|stroke|heart attack"
    r"|(?:open[- ]heart |spinal |back |brain |knee |hip )?surgery|(?:hip|knee|shoulder) replacement"
    r"|(?:breast |bowel |prostate |skin )?cancer(?: treatment)?|chemo(?:therapy)?|mastectomy|hysterectomy|amputation"
    r"|tbi|brain injury|head injury|spinal (?:cord )?injury|concussion|accident"
)
UNCOUNTED = ("surgery", "cancer", "chemo", "treatment", "tbi")
# Devices one lives with.
DEVICES = (
    r"(?:a |an )?(?:pacemaker|icd|cochlear implants?|insulin pump|(?:continuous )?glucose monitor|cgm|stoma|ostomy bag"
    r"|prosthetic (?:leg|arm|hand|foot|limb)|hearing aids?|ileostomy|colostomy|(?:metal|titanium) (?:plate|rod|pins?)"
    r"(?: in my \w+)?)"
)


ACRONYMS = frozenset("adhd add asd ibs ibd gerd pcos copd ocd ptsd cptsd pots eds ms ckd sle tbi icd cgm".split())


def _named(fields: dict) -> bool:
    """An acronym in capitals ("adhd brain here" -> ADHD); "deaf in my left ear" -> "in the left ear"."""
    fields["what"] = " ".join(w.upper() if w.lower() in ACRONYMS else w for w in fields["what"].split())
    fields["what"] = re.sub(r" in (?:my|User's) ", " in the ", fields["what"])
    return True


def _an_event(fields: dict) -> bool:
    """ "stroke" -> "a stroke", "accident" -> "an accident"; "open-heart surgery" and "chemo" stay bare."""
    what = fields["what"]
    if not what.lower().endswith(UNCOUNTED):
        fields["what"] = ("an " if what[:1].lower() in "aeiou" else "a ") + what
    return True


# fmt: off
CONDITION_FRAMES: tuple[Shape, ...] = (
    # "Living with Ehlers-Danlos (the hypermobile type) means ...", "dealing with long covid since early 2021",
    # "I've been dealing with long covid for about 18 months", "with my chronic migraines screens are rough"
    Shape("health", "User has {what}", "health:{noun_head}",
          r"(?:^|\bI(?:'m| am|'ve been| have been) |\bbeen )(?:(?:living|dealing|coping|struggling|managing) with"
          rf"|with) (?:my )?(?P<what>{CONDITION})(?! (?:is|was) (?:fine|gone|over)\b)", 0.85, check=_named),
    # "I've had a pacemaker since 2020", "Got a cochlear implant two years ago", "I've got hypermobile EDS"
    Shape("health", "User has {what}", "health:{noun_head}",
          r"(?:^(?:just )?got|\bI(?:'ve| have)? (?:had|got)|\bI(?:'ve| have) got"
          rf"|^I\b.*\band (?:have(?: had)?|'ve had)) (?P<what>{DEVICES}|{CONDITION})"
          r"(?![\w'-])(?! (?:fitted|appointment|consult\w*|check|removed|for (?:my|his|her|him|them|a|the)\b))", 0.85,
          check=_named),
    # "ever since my kidney transplant I have to ...", "since my stroke in 2021 my left hand is weak"
    Shape("health", "User has had {what}", "health:{noun_head}",
          rf"(?:^|,\s*)(?:ever )?since my (?P<what>{EVENTS})\b(?!'s)", 0.8, check=_an_event),
    # "since my ADHD diagnosis", "ever since my coeliac diagnosis in 2019"
    Shape("health", "User has {what}", "health:{noun_head}",
          rf"(?:^|,\s*)(?:ever )?since my (?P<what>{CONDITION}) diagnosis\b", 0.85, check=_named),
    # "adhd brain here", "long covid gang here", "coeliac here, ...": the condition as who one is
    Shape("health", "User has {what}", "health:{noun_head}",
          rf"^(?P<what>{CONDITION}) (?:brain|gang|life|warrior|sufferer|person)? ?here\b", 0.85, check=_named),
    # "partially deaf in my left ear fyi", "deaf in one ear", "blind in my right eye"
    Shape("health", "User is {what}", "health:{sense}",
          r"(?:^|\bI(?:'m| am) |\bI've been )(?P<what>(?:(?:partially|totally|completely|almost|profoundly|mostly) )?"
          r"(?P<sense>deaf|blind) in (?:my (?:left|right)|one|both) (?:ear|eye)s?)\b", 0.85, check=_named),
)
# fmt: on
