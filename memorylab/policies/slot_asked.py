"""More ways a question asks for a kind of fact the slot table has (:mod:`memorylab.policies.slots`), and more
wordings of a memory that fill one, kept apart so the table stays readable. Each is added to its slot's own
(:func:`widened`); a slot's first reading is in the table. Data only, but for the one helper.

* ``name``: "what should you be calling me?", "what do I like to be called?";
* ``diet``: a diet asked by what one eats ("do I eat meat or not?", "am I veggie?");
* ``schedule``: the hours one is taken, asked as busy or free ("which evening am I usually busy?");
* ``favourite``: a favourite said without the word ("which player do I rate above all others?", "my go-to");
* ``hobby``: what one collects or trains in ("what is it I collect?"; "User trains Brazilian jiu-jitsu");
* ``study``: a class taken in the evenings ("which class was I taking?"; "User is doing a night class in welding");
* ``work``, ``children``, ``possession``, ``health``: "how do I earn a living?", "my little one", "what car have
  I got?", "what was I diagnosed with?";
* ``pet``: an animal by its pet name ("what's my bunny called?" for "User's rabbit is called Dumpling");
* said: a kitchen by what there is to cook with ("only has a microwave"), a disc in the back, a medicine taken by
  name ("User is on lithium"), twins.
"""

from __future__ import annotations

import re
from dataclasses import replace

from memorylab.policies.slot_kind import Slot, any_of
from memorylab.policies.slot_words import MARTIAL_ARTS, PASTIMES, PRESCRIBED

_BODY = r"knees?|back|hips?|shoulders?|neck|ankles?|wrists?|elbows?|feet|foot|legs?|arms?|hands?|eyes?|ears?|skin|chest"
_USUALLY = r"(?:usually |normally |always |generally |typically |often |mostly )?"

ALSO_ASKED = {
    "name": r"\b(?:what|how) (?:should|do|will|would|are|did) you (?:be )?(?:calling|call|address(?:ing)?) me\b"
    r"|\b(?:what|how) (?:do|did) I (?:like|prefer|want|ask|asked) (?:to be called|you to call me)\b",
    "diet": r"\b(?:do|did) (?:I|we) (?:still )?(?:eat|touch) (?:any )?(?:meat|fish|pork|beef|chicken|dairy|eggs"
    r"|animal products)\b|\bam I (?:still )?(?:a )?(?:veggie|vegetarian|pescatarian|plant-based|meat[- ]eater)\b"
    r"|\b(?:anything|what) (?:do )?I (?:don't|do not|won't|will not|never) (?:eat|touch)\b",
    "schedule": rf"\b(?:which|what) (?:days?|evenings?|nights?|mornings?|afternoons?|weeknights?|weekdays?) (?:am|are"
    rf"|was|were) (?:I|we) {_USUALLY}(?:busy|free|out|off|tied up|booked up|unavailable|away|not around)\b"
    rf"|\bwhen (?:am|are) (?:I|we) {_USUALLY}(?:busy|free|off|tied up|booked up|unavailable|not around)\b"
    rf"|\b(?:which|what) (?:day|evening|night|morning|afternoon)s? (?:do|did) (?:I|we) {_USUALLY}"
    r"(?:go out|have plans|keep free|have something on)\b",
    "favourite": r"\b(?:rate|rank) (?:\w+ ){0,2}?(?:above all|highest|the highest|the most|most|best|above (?:all |any "
    r"|every )?(?:others?|else|the rest))\b|\b(?:like|love|prefer|enjoy|rate) (?:\w+ )?(?:above all|more than any"
    r"|over all|above any)\b|\ball[- ]time (?:fave?|favou?rite|top|best|number one)\b|\bmy (?:number one|no\.? ?1)\b"
    r"|\bmy (?:usual )?go-to\b",
    "hobby": r"\bwhat (?:is it (?:that )?|was it (?:that )?|do |did )?I collect\b|\bmy collection\b"
    r"|\b(?:which|what) (?:combat sports?|fighting styles?|discipline) (?:do|did) I\b",
    # a job by how one earns: "how do I earn a living?", "what field am I in?" (not "... as a writer?")
    "work": r"\bhow (?:do|did) I (?:earn|make) (?:a|my) living\b(?! (?:as|from|with|by|doing|off|online|in)\b)"
    r"|\bwhat(?:'s| is) my field\b|\bwhat field (?:am I|do I work) in\b",
    "children": r"\bmy (?:little ones?|wee ones?|littl(?:e|ies) (?:boy|girl)s?)\b",
    "study": r"\b(?:which|what) (?:night |evening |adult |online |weekend )?class(?:es)? (?:am|was|do|did) I\b"
    r"|\bmy (?:night|evening) (?:school|class(?:es)?|course)\b|\bwhat qualifications? (?:am|was) I\b",
    "possession": r"\b(?:what|which) (?:car|bike|motorbike|van|boat|phone|laptop) (?:have I got|do I (?:have|own)"
    r"|am I driving)\b",
    # a condition or an injury asked by its telling: "what was I diagnosed with?", "what am I recovering from?"
    "health": r"\b(?:was|were|am|have|had|got|been) I (?:\w+ )?diagnosed\b|\bmy diagnosis\b"
    r"|\b(?:am|was) I (?:recovering|getting over)\b"
    rf"|\bwhat(?:'s| is| was) wrong with my (?:{_BODY})\b",
    "pet": r"\bmy (?:bunny|bunnies|bunny rabbit|kitten|kittens|kitty cat|moggy|moggie|pupper|doggy|doggie|guinea pigs?"
    r"|fur ?babies|furbabies|furry friends?)\b(?!-| bags?\b)",
}

ALSO_SAID = {
    # a kitchen said by what there is to cook with: "User's dorm room only has a microwave and a kettle"
    "kitchen": r"\b(?:only (?:has|have|got|is) (?:an? )?|nothing but (?:an? )?)(?:microwave|kettle|air ?fryer|toaster"
    r"|slow cooker|hot ?plate|camping stove|single hob)\b|\bno (?:hob|oven|stove|cooker)s?\b"
    r"|\bno kitchen\b(?! at (?:work|the office))",
    # a disc in the back: "User has a herniated disc in User's lower back"
    "health": r"\b(?:herniated|bulging|prolapsed|slipped|ruptured|degenerative) discs?\b"
    r"|\bdisc (?:herniation|prolapse)\b"
    # a medicine taken for a while, by name: "User takes warfarin", "User is on lithium"
    r"|^User (?:(?:also|still|now) )?(?:takes|is on|is taking|has been on|has been taking|has started(?: on)?"
    rf"|was put on|was prescribed) (?:\w+ ){{0,2}}?(?:{any_of(PRESCRIBED)})\b",
    # twins and triplets: "User's twins are Oskar and Elin", "User has twins"
    "children": r"^User(?:'s | has (?:an? |two |three |\w+ )?)(?:\w+ )?(?:twins|triplets|stepsons?|stepdaughters?)\b",
    # "User trains Brazilian jiu-jitsu three nights a week", "User practises judo", "User competes in fencing"
    "hobby": r"^User (?:(?:also|still) )?(?:trains|practi[sc]es|competes in|spars|has trained|is training|has been"
    rf" training) (?:in |at )?(?:[\w-]+ ){{0,2}}?(?:{any_of(MARTIAL_ARTS + PASTIMES)})\b",
    # "User is doing a night class in welding", "User signed up for evening classes in Italian"
    "study": r"^User (?:is (?:doing|taking|attending)|takes|does|attends|has signed up for|signed up for|is enrolled"
    r" (?:in|on)|enrolled (?:in|on)) (?:an? |some )?(?:[\w-]+ )?(?:class|classes|course|courses) (?:in|on)\b",
}


def widened(slots: tuple[Slot, ...]) -> tuple[Slot, ...]:
    """``slots`` with the readings above added to their own: a question or a memory that matches either fills it."""

    def wider(slot: Slot) -> Slot:
        asked, said = ALSO_ASKED.get(slot.name), ALSO_SAID.get(slot.name)
        if asked:
            slot = replace(slot, asked=re.compile(f"{slot.asked.pattern}|{asked}", re.I))
        if said:
            slot = replace(slot, said=re.compile(f"{slot.said.pattern}|{said}" if slot.said else said, re.I))
        return slot

    return tuple(wider(slot) for slot in slots)
