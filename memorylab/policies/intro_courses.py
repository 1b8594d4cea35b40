"""What the speaker studies, said in ways the study shapes of :mod:`memorylab.policies.intro_pursuits` do not
read: a student, candidate or major of a subject ("I'm a second year PhD candidate in marine biology", "chem
major", "I am nursing student in Manila"), a course named by its letters ("doing a PGCE in primary teaching"),
an apprenticeship in a trade ("doing an apprenticeship as an electrician"), a module or a class of one's own
("it's for my philosophy module at Glasgow"). Part of the table in :mod:`memorylab.policies.introductions`:
the apprenticeship before those shapes (so that the trade stays in the memory), the rest after them."""

from __future__ import annotations

import re

from memorylab.policies.intro_shape import JOB, Shape

YEAR = r"(?:(?:first|second|third|fourth|final|\d(?:st|nd|rd|th))[- ]year )?"
# the subject before the noun that says one studies it: "nursing student", "PhD candidate", "chem major"
STUDENT = rf"{YEAR}(?:[\w&-]+ ){{0,3}}?(?:student|candidate|major|undergrad|postgrad)"
# fmt: off
# Before the table's study shapes, which would read less: "User is doing an apprenticeship"
APPRENTICESHIPS: tuple[Shape, ...] = (
    Shape("study", "User is doing an apprenticeship {as} {what}", "study",  # "... to become an electrician"
          rf"\bI(?:'m| am) (?:doing|on|starting) an apprenticeship (?P<as>as|to become|to be)"
          rf" (?P<what>an? (?:[\w-]+ ){{0,2}}?{JOB})\b", 0.7),
    # the trade said before it: "currently doing an electrician apprenticeship, 2nd year"
    Shape("study", "User is doing {what}", "study",
          r"\bI(?:'m| am) (?:currently |now |still |just )?(?:doing|on|starting|halfway through|in the \w+ year of)"
          r" (?P<what>(?:an?|my) (?!(?:new|short|long|free|paid|first|second|third|last)\b)[\w-]+(?: [\w-]+)?"
          r" apprenticeship)\b", 0.7),
)
# After them, where they read nothing
COURSES: tuple[Shape, ...] = (
    Shape("study", "User is {a} {what}{where}", "study",
          rf"\bI(?:'m| am) (?P<a>an?|the)? ?(?!(?:not|no|never|an?|the)\b)(?P<what>{STUDENT})"
          r"(?P<where> (?:in|of|at) [^,.!?;—–()]*?[^,.!?;—–()\s])?(?: here)?(?=\s*[,.!?;—–()]|\s*$)", 0.7,
          check=lambda f: _subject(f)),
    # a course named by its letters: "I'm doing a PGCE in primary teaching", "I'm studying for my CIPD"
    Shape("study", "User is doing {what}", "study",  # not "doing an MA in history sounds fun"
          r"^(?![^.!?]*\b(?:sounds|seems|would|could|might)\b).*?"
          r"\bI(?:'m| am) (?:doing|taking|studying for|starting|finishing) (?P<what>(?:an?|my|the) (?-i:[A-Z]{2,6})"
          r"(?: (?:in|on) [\w ]{3,30}?)?)(?=\s*[,.!?;]|\s+(?:and|but|so|this|next|at)\b|$)", 0.7),
    Shape("study", "User is taking {what} {course}{where}", "study",
          r"\b(?:for|in) my (?P<what>(?-i:[a-z])[a-z ]{2,30}?) (?P<course>module|course|seminar|dissertation"
          r"|thesis|degree)(?P<where> (?:at|in) (?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)?\b", 0.7,
          check=lambda f: _subject(f)),
)
# fmt: on
# Words before "student" or "module" that say no subject: "a mature student", "my final module"
NOT_A_SUBJECT = frozenset(
    """mature international exchange foreign part-time full-time new former current top good bad average first final
    online next last only favourite hardest worst best year form grade kids students team work""".split()
)


def _subject(fields: dict) -> bool:
    """A subject is named (not "a mature student"), with the article it takes ("a PhD candidate", "an MA student")."""
    what = fields["what"].strip()
    words = re.sub(rf"^{YEAR}", "", what.lower()).split()  # "final year PhD candidate": the subject after the year
    if not words or words[0] in NOT_A_SUBJECT or len(words) < (1 if "course" in fields else 2):
        return False
    first = what.split()[0]
    fields["what"] = what[:1].lower() + what[1:] if first[1:].islower() else what  # "Chem major"; "PhD candidate"
    article = fields.get("a") or ("an" if what[:1].lower() in "aeiou" else "a")
    if "course" in fields:  # "an economics module"
        fields["what"] = f"{article} {fields['what']}"
    else:
        fields["a"] = article
    return True
