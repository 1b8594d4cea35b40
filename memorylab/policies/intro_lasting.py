"""What lasts about the speaker and shapes the help that fits, said in words the table's other shapes do not read:
how much they can spend ("I can only afford £20 a week on food"), a phobia said as what they are ("I'm
claustrophobic"), a month or a day kept ("doing Dry January", "I keep Shabbat"), an animal looked after and how
old it is ("need to keep my goldfish alive", "my cat is 14"), a favourite said without its kind ("pineapple pizza
is my favourite"). Part of the table in :mod:`memorylab.policies.introductions`."""

from __future__ import annotations

from memorylab.policies.intro_around import AROUND
from memorylab.policies.intro_asthing import AS_A_THING
from memorylab.policies.intro_held import HELD
from memorylab.policies.intro_howlong import HOW_LONG
from memorylab.policies.intro_kinfacts import AGE_WORDS, ENDS
from memorylab.policies.intro_shape import KIND_PREF, Shape, words_pattern
from memorylab.policies.intro_worded import WORDED
from memorylab.policies.intro_words import ANIMALS
from memorylab.policies.slot_words import PASTIMES

# A sum of money, and what it is for: "£20 a week", "$1,500 a month on rent", "50 quid per person".
MONEY = (
    r"(?:[£$€]\s?\d[\d,.]*k?|\d[\d,.]*k? ?(?:quid|pounds|dollars|euros|bucks|rupees|rand))"
    r"(?: (?:a|per|each|every) (?:week|month|day|night|person|head|year|term))?(?: (?:on|for) [a-z][\w ]{2,20}?)?"
)
# What one is afraid of, said as what one is: "claustrophobic" ("scared of flying": intro_passing's fears).
PHOBIAS = r"claustrophobic|agoraphobic|arachnophobic|acrophobic|emetophobic|aerophobic|trypophobic"
# A month or a day kept, with what it is called: "Dry January", "Sober October", "Shabbat", "Lent".
KEPT = (
    r"dry january|dryuary|sober october|go sober|veganuary|stoptober|movember|shabbat|shabbos|the sabbath|sabbath"
    r"|lent|ramadan|navratri|a daniel fast"
)


# A height in feet and inches or in metres: 6'7", 5'2, 6 foot 2, 6ft, 1.95 m, 198 cm (the slot's words: slots_more.py)
HEIGHT = (
    r"\d ?['’′] ?\d{1,2} ?(?:\"|”|″|'')?|\d ?(?:ft|foot|feet)(?: ?\d{1,2}(?: ?(?:in|inches))?)?|[12][.,]\d{1,2} ?m"
    r"|[12]\d\d ?cm"
)
# What a clause about how tall one is may end on: "I'm 6'7\" and my knees hit the dashboard"
HEIGHT_ENDS = r"(?=\s*[,.!?;:()—–-]|\s*$|\s+(?:and|but|so|lol|tbh|which|with|if|too)\b)"


def _tall(fields: dict) -> bool:
    """ "6'7\"" -> "6'7\" tall"; "6 foot 2 and short for my family" keeps its own word."""
    fields["tall"] = fields["tall"] or " tall"
    return True


HOW_KEPT = {"doing": "is doing", "do": "does", "keeping": "keeps", "observing": "observes"}


def _kept(fields: dict) -> bool:
    """How it is kept, in the third person: "I'm doing Dry January" -> "User is doing Dry January"."""
    how = fields["how"].lower()
    fields["how"] = HOW_KEPT.get(how, how if how.endswith("s") else how + "s")
    return True


def _an_animal_age(fields: dict) -> bool:
    """An age an animal can be (not "my dog is 30 kilos": the unit ends the match; not "my horse is 200")."""
    return not fields["age"].isdigit() or int(fields["age"]) <= 80


# fmt: off
# An animal looked after: "need to keep my goldfish alive while I'm away", "a caption for a pic of my husky"; and one of
# its parts, which is read in a question too ("My axolotl's gills are curling forward, does that mean ...?"; not "how
# long should I walk my dog?", a look-alike of the round-5 probes)
LOOKED_AFTER: tuple[Shape, ...] = (
    Shape("pet", "User has a {noun}", "{pet_key}",
          r"(?:\b(?:walk|feed|give|groom|bathe|bath|train|keep|leave|brush|wash|worm|insure|vaccinate|microchip|crate"
          r"|board|muzzle|exercise|house-?train|potty[- ]train)(?:s|es|ing|ed)? my|\b(?:pic|picture|photo|video"
          r"|portrait|caption|poem|toy|toys|food|treats|bed|collar|harness|lead|leash|crate|vet|insurance|cake)"
          r" (?:of|for)"
          rf" my) (?:old |little |new |elderly |rescue |senior |young )?(?P<noun>{words_pattern(ANIMALS)})(?![\w'-])"
          r"(?! (?:painting|drawing|sketch|portrait|print|poster|sculpture|statue|figurine|mug|shirt|t-shirt|costume"
          r"|plush|tattoo|design|logo|cake|project)s?\b)",  # "a photo of my horse painting": a picture of one
          0.6),
    Shape("pet", "User has a {noun}", "{pet_key}",
          r"\b(?:my|our) (?:old |little |new |elderly |rescue |senior |young )?"
          rf"(?P<noun>{words_pattern(ANIMALS)})'s (?:gills?|paws?|fur|coat|ears?|eyes?|teeth|tail|nails|claws|beak"
          r"|feathers|shell|skin|scales|fins?|poop|stool|breath|weight|appetite|tank|cage|hutch|vet|meds|medication"
          r"|lump|legs?|hips?|joints?|belly|tummy|stomach|bowl|litter)\b", 0.6),
)


LASTING: tuple[Shape, ...] = (
    # "I can only afford £20 a week on food", "can't spend more than $50 per person", "my budget is £300 a month"
    Shape("budget", "User can only {can} {what}", "budget",
          r"\bI (?:can |could )?only (?P<can>afford|spend|have|budget)(?: about| around| up to| roughly)?"
          rf" (?P<what>{MONEY}){ENDS}", 0.75),
    Shape("budget", "User can spend at most {what}", "budget",
          rf"\bI (?:can't|cannot|can not) (?:afford|spend|go) (?:more than|over|above) (?P<what>{MONEY}){ENDS}", 0.75),
    Shape("budget", "User's {which}budget is {what}", "budget",
          rf"\bmy (?P<which>(?:weekly |monthly |total |food |grocery |whole )?)budget is"
          rf" (?:only |just |about |around )?(?P<what>{MONEY}){ENDS}", 0.75),
    # "I'm claustrophobic", "really claustrophobic so no caves please"
    Shape("trait", "User is {what}", "fear:{what}",
          r"\bI(?:'m| am) (?:really |very |so |quite |a bit |pretty |super |severely |mildly |badly |properly )?"
          rf"(?P<what>{PHOBIAS})\b", 0.75),
    # "I'm doing Dry January", "I keep Shabbat", "we observe the sabbath", "I'm giving up chocolate for Lent"
    Shape("observance", "User {how} {what}", "observance:{noun_head}",  # how: "is doing", "keeps", "observes"
          r"\b(?:I|we)(?:'m| am|'re| are)? (?:also |always |strictly |now |still )?(?P<how>doing|keep|keeps|keeping"
          rf"|observe|observing|do) (?P<what>{KEPT})\b(?! (?:party|dinner|meal|service|recipes?)\b)", 0.7,
          check=_kept),
    *LOOKED_AFTER,
    # how tall one is, which a car, a bike, a bed or a seat must fit: "I'm 6'7\" tall", "I'm 198 cm", "I'm 5'2"
    Shape("height", "User is {h}{tall}", "height",
          rf"\bI(?:'m| am) (?:about |around |nearly |almost |just over |just under |only |a whole )?(?P<h>{HEIGHT})"
          rf"(?P<tall> tall| short)?{HEIGHT_ENDS}", 0.75, check=_tall),
    Shape("height", "User is {how}", "height",
          r"\bI(?:'m| am) (?P<how>(?:very |really |super |quite |pretty |extremely |freakishly |so )?(?:tall|short"
          rf"|petite))(?: \((?P<h>{HEIGHT})\))?(?=\s*[,.!;]|\s*$|\s+(?:and|but|so|lol|for a|for my)\b)", 0.75),
    # new to a pastime: "I'm new to running", "I only started climbing last month" (not "new to London")
    Shape("hobby", "User is new to {what}", "hobby:{head}",
          r"\bI(?:'m| am) (?:pretty |very |completely |totally |quite |fairly |relatively |still |brand )?new to"
          rf" (?P<what>{words_pattern(PASTIMES)})\b", 0.6, KIND_PREF),
    Shape("hobby", "User started {what} recently", "hobby:{head}",
          r"\bI (?:only |just |recently |only just )+(?:started|took up|got into|began)"
          rf" (?P<what>{words_pattern(PASTIMES)})"
          r"(?=\s+(?:a (?:few |couple of )?(?:weeks?|months?) ago|last (?:week|month)|recently|this (?:year|month))"
          r"|\s*[,.!?;]|\s*$)", 0.6, KIND_PREF),
    # "pineapple pizza is my favourite", "hot take but Crocs are my fave": a favourite said without its kind
    Shape("favourite", "User's favourite is {what}", "favourite:{head}",
          r"^(?:[\w' ]{0,25}?\b(?:but|honestly|ngl|tbh|lol),? )?(?P<what>(?!(?:it|this|that|these|those|you|he|she"
          r"|they|which|what|mine|yours|ours|there|here)\b)[\w][\w' -]{2,30}?) (?:is|are) (?:honestly |definitely "
          r"|always |still |officially )?my (?:absolute |all[- ]time |ultimate |new )?(?:favou?rites?|faves?)"
          r"(?=\s*[,.!?;]|\s*$|\s+(?:and|but|so|lol|haha|though|tbh|ever|of all time)\b)", 0.6, KIND_PREF),
    # "my cat is 14", "our beagle is nearly 12 and still loves walks"
    Shape("pet", "User's {noun} is {age}", "{pet_key}:age",
          rf"\b(?:my|our) (?:old |little |senior |elderly |rescue )?(?P<noun>{words_pattern(ANIMALS)})(?: is|'s)"
          rf" (?:only |just |nearly |almost |now |about |turning )?(?P<age>\d{{1,2}}|{AGE_WORDS})"
          rf"(?: (?:years?|yrs?) old| yo| and a half)?{ENDS}", 0.7, check=_an_animal_age),
    *HELD,  # a shoe size, a thing named, a race entered, what one's child plays
    *AROUND,  # facts said around a request (intro_around.py)
    *WORDED,  # a condition or a trade in another language, a career switched, a lighthouse (intro_worded.py)
    *HOW_LONG,  # a state said by how long it has lasted: "7 months sober", "Week 4 post ACL reconstruction"
    *AS_A_THING,  # a routine or a favourite said as a thing: "Laps at 6am Mon/Wed/Fri is my routine"
)
# fmt: on
