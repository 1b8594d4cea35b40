"""What the speaker says of one of their own family without naming them: "my nani is 82",
"my elderly father has been diagnosed with dementia", "my mum's coming to stay and she's
diabetic", "3 kids (8, 5, 2)". Part of the table in :mod:`memorylab.policies.introductions`.

What is kept (issue 20). A relative of the speaker's close family (a parent, a grandparent in
any family's word for them, a child, a sibling, a partner), unnamed, is remembered
when the clause says something specific that lasts and shapes what help fits:

* their age: "my son is 4" -> "User's son is 4";
* a lasting condition or diet: "User's mum is diabetic", "User's father has early-stage
  dementia", "User's son is vegan" (an allergy: intro_passing's "kin allergy" shapes);
* that they are there at all, with how many and how old: "User has 3 kids, aged 8, 5, 2",
  "User has a 4-year-old son" (read by the children shapes of intro_needs and intro_nouns).

What is not kept:

* a passing event or a mood: "my mum called me yesterday", "my dad is cooking tonight", "my
  grandad just discovered emojis" (what happened, not who they are);
* where a relative lives and what they do for a living ("my sister lives in Madrid", "my
  brother is a chef"): strangers writing look-alikes count these as someone else's news, not
  the speaker's, so they stay out (a partner's work is read by :mod:`memorylab.policies.intro_kin`);
* anyone outside the close family (a friend, a boss, a flatmate; an aunt, a cousin, an in-law)
  and anyone's relative but the speaker's ("my friend's mum is diabetic");
* the past, a denial, a hypothetical, a joke ("my grandad was diabetic", "my dad isn't
  diabetic", "if my mum were diabetic": turned away by the table as for every shape).
"""

from __future__ import annotations

from memorylab.policies.intro_offhand import CONDITION
from memorylab.policies.intro_shape import Shape, words_pattern
from memorylab.policies.intro_things import CONDITIONS
from memorylab.policies.intro_words import PARTNERS

# The speaker's close family, whose health and age shape the help asked for: parents and grandparents (in any
# family's word for them), children, siblings, partners. Not an aunt, a cousin or an in-law: strangers count "my
# cousin lives in Toronto", "My uncle has diabetes" as someone else's news.
CLOSE_FAMILY = (
    *PARTNERS,
    *"""mum mom mother mam mama dad father papa parent son daughter kid child boy girl baby toddler twin stepson
    stepdaughter stepkid stepchild stepmum stepmom stepdad sister brother sis bro sibling stepbrother stepsister
    half-brother half-sister grandma grandmother grandad granddad grandpa grandfather granny gran nan nana nanna
    grandson granddaughter grandkid grandchild youngest eldest oldest nani nana-ji dadi dada nonna nonno oma opa
    abuela abuelo abuelita lola lolo yiayia papou bubbe zayde babcia dziadek babushka ouma oupa amma appa ammi
    abbu""".split(),
)
FAMILY = rf"(?:{words_pattern(CLOSE_FAMILY)}|grandparents|little ones?)"
# "my elderly father", "our youngest son", "my twin sister"
BEFORE = r"(?:(?:elderly|old|little|baby|youngest|eldest|oldest|older|younger|big|twin|teenage|adult|step-?) ?)?"
OWN = rf"\b(?:my|our) {BEFORE}(?P<who>{FAMILY})\b"
# The same, with twins kept in what is remembered: "my twin daughters are 6" -> "User's twin daughters are 6".
OWN_TWINS = rf"\b(?:my|our) (?:(?P<twin>twin) |{BEFORE})(?P<who>{FAMILY})\b"
AGE_WORDS = (
    r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen"
    r"|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
)
# Where a statement ends: a comma, "and", "but", "so" or the clause's end.
ENDS = r"(?=\s*[,.!?;:—–]|\s*$|\s+(?:and|but|so|now|this year|next|btw|lol|haha|tbh|which|who|though)\b)"
# What one is: "diabetic", "deaf", "lactose intolerant" (an allergy is read by intro_passing's "kin allergy")
IS = (
    r"(?:(?:type [12] )?diabetic|pre-?diabetic|epileptic|asthmatic|autistic|dyslexic|deaf|blind|partially sighted"
    r"|hard of hearing|disabled|housebound|bedbound|coeliac|celiac|lactose intolerant|gluten[- ]intolerant|vegan"
    r"|vegetarian|pescatarian|(?:a )?wheelchair users?|in a wheelchair|divorced|separated|non-verbal|nonverbal"
    r"|immunocompromised)\b"
)
# What helps one get about or hear: "a wheelchair", "a walking stick", "hearing aids".
AIDS = (
    r"(?:an? )?(?:(?:manual|electric|power(?:ed)?) )?(?:wheelchair|mobility scooter|walking stick|walker|zimmer frame"
    r"|cane|rollator|hearing aids?|cochlear implant|stairlift|guide dog)|crutches|hearing aids|oxygen"
)
# What one has: "dementia", "type 2 diabetes", "early-stage Parkinson's"
HAS = (
    r"(?:(?:early|mid|late|advanced|early-onset|mild|severe|bad|chronic|terminal|stage \d|type [12]|vascular)[- ]"
    rf"(?:stage )?)*(?:{CONDITIONS}|{CONDITION}|diabetes|asthma|epilepsy|arthritis|osteoarthritis|a heart"
    r" condition|heart disease|kidney disease|high blood pressure|down'?s syndrome|sickle cell|cystic fibrosis"
    r")\b"
)
# What ties the condition to the relative: "is", "has", "has been diagnosed with"; "she's", "he has" after a comma
# or "and" ("my mum's coming to stay and she's diabetic"), with no one else named between.
THEN = r"(?:(?!\b(?:my|his|her|their|your|friend)\b)[^.!?;]){0,60}?(?:,\s*|\s+and\s+|\s+but\s+)(?:she|he|they)"
ADV = r"(?:also |now |both |severely |recently |just |profoundly |been )*"


def _an_age(fields: dict) -> bool:
    """A number a person can be (not "my dad is 180", a height)."""
    return not fields["age"].isdigit() or int(fields["age"]) <= 110


def _aged(fields: dict) -> bool:
    """An age (see :func:`_an_age`) with "is" or, for more than one ("my twin daughters"), "are", "is turning" for a
    birthday to come ("my son turns 4 next week"); twins named as such."""
    fields["twin"] = "twin " if fields.get("twin") else ""
    coming = fields.pop("coming", "")
    if not (_an_age(fields) and _is(fields)):
        return False
    if coming:
        fields["be"] += " turning"
    return True


def _is(fields: dict) -> bool:
    """ "is" or, for more than one ("my parents"), "are"."""
    fields["be"] = "are" if fields["who"].endswith("s") else "is"
    return True


def _has(fields: dict) -> bool:
    """ "has" or, for more than one, "have" (however it was said: "has been diagnosed with", "she's got")."""
    fields["be"] = "have" if fields["who"].endswith("s") else "has"
    return True


def _conditions(lead: str, then: str) -> tuple[Shape, ...]:
    """What the relative is ("my mum is diabetic") and has ("my father has been diagnosed with dementia"), said of
    them directly or, when ``then`` is a pronoun after a comma or "and", later in the clause."""
    return (
        Shape("family", "User's {who} {be} {what}", "family:{who}",
              rf"{lead}{OWN}{then}(?P<be> is|'s| are|'re) {ADV}(?P<what>{IS})", 0.7, check=_is),
        Shape("family", "User's {who} {be} {what}", "family:{who}",
              rf"{lead}{OWN}{then}(?P<be> has| have|'s got| has got| lives with| suffers from| suffer from"
              rf"|(?: has| have|'s) {ADV}diagnosed with| (?:was|got) {ADV}diagnosed with| is living with) {ADV}"
              rf"(?P<what>{HAS})", 0.7, check=_has),
    )  # fmt: skip


KIN_FACTS: tuple[Shape, ...] = (
    # "my son is 4, autistic and nonverbal": an age, then what the child is
    Shape("family", "User's {who} is {age}, {what}", "family:{who}",
          rf"{OWN}(?: is|'s) (?P<age>\d{{1,2}}|{AGE_WORDS})(?: (?:years?|yrs?) old)?, (?:and )?"
          rf"(?P<what>{IS}(?:(?:,| and|, and) {IS})*)", 0.7, check=_an_age),
    # "my nani is 82 and she only speaks Punjabi", "our youngest is 3"
    Shape("family", "User's {who} is {age}", "family:{who}:age",
          rf"{OWN}(?: is|'s) (?:only |just |nearly |almost |now |turning |about )?(?P<age>\d{{1,3}}|{AGE_WORDS})"
          rf"(?: (?:years?|yrs?) old| yo| and a half)?{ENDS}", 0.7, check=_an_age),
    # "my son turns 4 next week", "my twin daughters are 6": an age said as a birthday to come, or of more than one
    Shape("family", "User's {twin}{who} {be} {age}", "family:{who}:age",
          rf"{OWN_TWINS}(?P<be> are| (?P<coming>turns?|is turning|are turning|will be)| (?:just )?turned)"
          rf" (?P<age>\d{{1,2}}|{AGE_WORDS})(?: (?:years?|yrs?) old| yo)?(?:{ENDS}|(?=\s+(?:on|in|at)\b))", 0.7,
          check=_aged),
    *_conditions("", ""),
    # "I'm looking after my mum who has early-stage Alzheimer's"
    *_conditions("", r",? who"),
    # "ok so my mum's coming to stay and she's diabetic": the relative is who the clause is about, not one named on
    # the way ("every Friday I video-call my lola, she's hard of hearing" is a routine first)
    *_conditions(r"^(?:[\w']+,? ){0,3}?", THEN),
    # "my partner uses a wheelchair", "my dad relies on a walking stick now"
    Shape("family", "User's {who} uses {what}", "family:{who}",
          rf"{OWN} (?:now |also |still )?(?:uses?|relies on|rely on|gets around (?:in|on|with))"
          rf" (?P<what>{AIDS})\b", 0.7),
)  # fmt: skip
