"""What lasts about the speaker and shapes the help that fits, said in words the table's other shapes do not read:
how much they can spend ("I can only afford £20 a week on food"), a phobia said as what they are ("I'm
claustrophobic"), a month or a day kept ("doing Dry January", "I keep Shabbat"), and how old their animal is
("my cat is 14"). Part of the table in :mod:`memorylab.policies.introductions`."""

from __future__ import annotations

from memorylab.policies.intro_kinfacts import AGE_WORDS, ENDS
from memorylab.policies.intro_shape import Shape, words_pattern
from memorylab.policies.intro_words import ANIMALS

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
    # "my cat is 14", "our beagle is nearly 12 and still loves walks"
    Shape("pet", "User's {noun} is {age}", "{pet_key}:age",
          rf"\b(?:my|our) (?:old |little |senior |elderly |rescue )?(?P<noun>{words_pattern(ANIMALS)})(?: is|'s)"
          rf" (?:only |just |nearly |almost |now |about |turning )?(?P<age>\d{{1,2}}|{AGE_WORDS})"
          rf"(?: (?:years?|yrs?) old| yo| and a half)?{ENDS}", 0.7, check=_an_animal_age),
)
# fmt: on
