"""A lasting condition and the medicine taken for it, in the words the health shapes of
:mod:`memorylab.policies.intro_things` do not read: a condition one has or lives with ("I have pretty bad
anxiety", "living with chronic back pain since a car accident in 2016"), a medicine one is on ("been on
sertraline for about a year", "I'm on levothyroxine"), and a condition said first, before a question
("hypothyroidism, on levothyroxine, does coffee interfere ...?"). Not a passing state: "I have anxiety about
tomorrow's interview", "I have back pain today", "I'm on the bus".

Part of the table in :mod:`memorylab.policies.introductions` (in :data:`THINGS`), and of what a question says in
passing (:data:`CONDITION_ASKED`)."""

from __future__ import annotations

import re

from memorylab.policies.intro_shape import Shape

# Conditions that last, named without an article; a pain only when it is called chronic or said with since when.
LASTING_CONDITIONS = (
    r"(?:(?:severe|mild|bad|chronic|crippling|social|generalised|generalized|clinical|lifelong) ){0,2}"
    r"(?:anxiety(?: disorder)?|depression|insomnia|sciatica|fibromyalgia|endometriosis|pcos|ibs|hypothyroidism"
    r"|hyperthyroidism|ocd|ptsd|bipolar(?: disorder)?"
    r"|(?:chronic|long-term|lifelong) (?:(?:lower|upper|back|neck|pelvic|joint|nerve|knee|hip|shoulder) ){0,2}pain"
    r"|(?:lower |upper )?(?:back|neck) pain(?= since\b| ever since\b))"
)
# what makes it a mood or a pain of the day: "anxiety about the interview", "back pain today"
NOT_LASTING = (
    r"(?!\s+(?:about|over|around|before|after|right now|today|tonight|this (?:morning|week|evening)|atm"
    r"|at the moment|from (?:the|this|that)\b))"
)
# an operation only talked of, not had: "a surgery consult", "a knee replacement appointment"
NOT_DONE = (
    r"(?!\s+(?:consult|consultation|appointment|assessment|referral|date|follow-up|review|pre-op|booked|scheduled))"
)
INTENSITY = r"(?:(?:pretty|really|quite|very|super|kinda|kind of|fairly) )?"
# Medicines taken for a lasting condition, by name (not "I'm on the bus", "on nights", "on holiday").
MEDICINES = (
    r"levothyroxine|thyroxine|sertraline|fluoxetine|prozac|citalopram|escitalopram|venlafaxine|mirtazapine"
    r"|bupropion|wellbutrin|lithium|lamotrigine|quetiapine|aripiprazole|methylphenidate|ritalin|concerta|adderall"
    r"|elvanse|vyvanse|lisdexamfetamine|atomoxetine|metformin|insulin|ozempic|semaglutide|mounjaro|statins"
    r"|atorvastatin|simvastatin|warfarin|apixaban|rivaroxaban|amlodipine|ramipril|lisinopril|losartan|propranolol"
    r"|bisoprolol|gabapentin|pregabalin|omeprazole|lansoprazole|prednisolone|prednisone|hydroxychloroquine"
    r"|methotrexate|levetiracetam|keppra|sumatriptan|amitriptyline|duloxetine|hrt|beta blockers|antidepressants"
    r"|ssris|blood thinners|thyroid meds|thyroid medication"
)


def _an_operation(fields: dict) -> bool:
    """In the third person ("my knee op" -> "User's knee op"); not "a bit of surgery"."""
    fields["what"] = re.sub(r"^my\b", "User's", fields["what"])
    return not re.match(r"an? (?:bit|lot|little) ", fields["what"])


# fmt: off
CONDITIONS_HAD: tuple[Shape, ...] = (
    # "I have pretty bad anxiety", "I've been living with chronic back pain since a car accident in 2016"
    Shape("health", "User has {what}", "health:{noun_head}",
          r"\bI(?:'ve got| have got| have| live with|'m living with| am living with|'ve been living with"
          r"| have been living with|'ve had| have had| suffer from| suffer with|'ve suffered from| have suffered from"
          r"|'ve suffered with| struggle with|'ve struggled with| have struggled with)"
          rf" {INTENSITY}(?P<what>{LASTING_CONDITIONS})\b{NOT_LASTING}", 0.85),
    # an operation had: "had an ACL reconstruction last year", "I had my gallbladder out in June"
    Shape("health", "User has had {what}", "health:{noun_head}",
          r"\bI(?:'ve| have)? (?:just |recently |only just )?had (?P<what>(?:an? |my )(?:[\w-]+ ){0,2}?(?:replacement"
          r"|surgery|operation|transplant|reconstruction|bypass|hysterectomy|mastectomy))\b" + NOT_DONE, 0.8,
          check=_an_operation),
    Shape("health", "User has had User's {organ} removed", "health:{organ}",
          r"\bI(?:'ve| have)? (?:just |recently |only just )?had my (?P<organ>gallbladder|appendix|tonsils|wisdom teeth"
          r"|thyroid|spleen) (?:out|removed)\b", 0.8),
    # "I take sertraline", "taking propranolol for my anxiety" (the table reads "... for anxiety" with its condition)
    Shape("health", "User takes {what}", "health:{noun_head}",
          r"\bI(?:'m| am)? (?:now |still |currently |also )?(?:take|taking) (?P<what>" + MEDICINES + r")\b"
          r"(?! (?:tonight|today|for (?:a|the|this|one|two) (?:week|few days|couple of days)))", 0.85),
    # "been on sertraline for about a year", "I'm on levothyroxine": a medicine taken, said without what for
    Shape("health", "User takes {what}", "health:{noun_head}",
          r"\bI(?:'m| am|'ve been| have been)(?: now| still| currently| also)? on (?P<what>" + MEDICINES + r")\b"
          r"(?! (?:tonight|today|for (?:a|the|this|one|two) (?:week|few days|couple of days)))", 0.85),
)
# A condition said first, before a question: "hypothyroidism, on levothyroxine, does coffee interfere ...?"
# (with_subject has put "I have" before it.)
CONDITION_ASKED = Shape("health", "User has {what}", "health:{noun_head}",
                        rf"^I have {INTENSITY}(?P<what>{LASTING_CONDITIONS})\s*[,;—–]", 0.85)
# fmt: on
