"""What a request needs to know about the user without naming it. Pure functions.

"Suggest a snack for my hike" names no allergy, and shares no word with "User is allergic
to cashews", yet a good answer needs it. A request is about a *topic* (food, a day out,
going away, a gift, a commute, kids, exercise, medicine: :data:`need_words.TOPICS`), and
each topic needs kinds of fact, which are the slots of :mod:`memorylab.policies.slots`
(allergy, diet, home, pet, partner, commute, children, health): one table says which
memory is of a kind, whether a question asks for it or a request needs it.

Only a request for advice or a plan has needs ("what should I cook tonight?", "any ideas
for this weekend?", "help me plan a party"); a question about the past ("what did I eat
yesterday?"), a statement ("I had dinner with Tom") and a question about the world ("what
do pandas eat?") have none, so nothing is stated for them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from memorylab.policies.avoided import avoided
from memorylab.policies.intro_words import KIDS, PARTNERS, RELATIVES
from memorylab.policies.need_topics import MORE_TOPICS
from memorylab.policies.need_vocab import OWN_AFFAIRS
from memorylab.policies.need_words import ACCOUNT, TOPICS, TRIP_SEASON, Topic
from memorylab.policies.slots import KIN_SLOT_OF, SLOT_BY_NAME, Slot

ADVICE = re.compile(
    r"\b(?:suggest\w*|recommend\w*|ideas?|tips?|advice|help me|help with|suits? (?:me|us)|plan|"
    r"(?:would|will|could|does) (?:work|be best)(?: best)? for (?:me|us)|(?:draft|write) (?:me )?(?:a|an)\b|"
    r"(?:think|reckon) (?:I|we) should|worth (?:attending|going to|checking out)|"
    r"what (?:(?:should|can|could) (?:I|we)"
    r"|do (?:I|we)(?! do (?:for (?:a living|work|money|fun|a job)|(?:usually |normally )?(?:on|every|each|most|after)"
    r" \w+)\b)) (?:need|"
    r"make|cook|eat|do|get|bring|buy|take|sort|pack|arrange|have|try|listen|watch|drink)|what (?:should|could|can) I\b|"
    r"where (?:should|could|can) (?:I|we)|should (?:I|we)|could I|"
    r"can I (?:still )?(?:get|make|do|take|bring|go|eat|drink|have|use|try|put)|I need|we need|"
    # "are lilies ok to have in the house?", "when's best for my shopping?"
    r"(?:is|are) [^?.!]{1,40}\b(?:ok|okay|safe|fine|alright) (?:to|in|around|with)\b|when(?:'s| is| would be) best|"
    r"will I (?:get|have|need|see)\b|do I (?:get|need)\b|"  # not "what pets do I have?": a question of the past
    r"(?:is|are) (?:it|they|\w+(?: \w+){0,6}) worth (?:it|doing|going|a (?:go|try|visit))|"
    # "which museums in Paris are worth it?", "what sights are worth seeing in Rome?"
    r"(?:which|what) [\w ]{1,30} (?:are|is) worth (?:it|doing|going|seeing|visiting|watching|reading|buying|trying"
    r"|a (?:go|try|visit))|"
    r"how (?:do|can) (?:I|we)|how much|how (?:often|long) should|is it (?:ok|okay|safe|normal|fine|bad)|"
    r"(?:which|what) [\w ]{1,30} (?:are|is) (?:safe|best|good|nice|easy|easiest|suitable|ideal)|"
    r"what temp\w*|write me|draft me|what oil|"
    # a request said as its object: "where to go for a birthday lunch?", "what to pack for a day at the beach?"
    r"where to (?:go|eat|stay|take)|what to (?:pack|wear|bring|cook|make|get|buy|do|eat|see|order|take)|"
    r"looking for|how about|any good|(?:what|where)(?:'?s| is) (?:a|an|some) (?:good|nice|healthy|quick|easy|fun|safe)|"
    # "what are the must-do things in Paris for a first timer?", "fun things to do on holiday in croatia?"
    r"what are (?:the |some )?(?:must-?(?:do|see)|best|fun|good|top) (?:things|places|sights)|must-?\s?(?:try|eat)\b|"
    r"what (?:do|would) you (?:suggest|recommend)|give me|find me|anything (?:I|we) (?:should|need|could)|"
    r"(?:can|could|would) you (?:please )?(?:make|put together|draw up|build|create|sort out|plan|set up|come up with)"
    r"\b|what are (?:some |the )?(?:good|best|nice|easy|quick|healthy|fun|great|safe|decent)\b|"
    r"(?:which|what) [\w ]{1,30} (?:would|will|could|might) (?:look|work|go|suit|be) (?:good|best|nice|well|great)|"
    r"what(?:'s| is) (?:left|good)|what else (?:should|do|can) (?:I|we)|"
    # "what sides go well with lamb?", "which cheese pairs best with port?"
    r"(?:what|which) [\w ]{1,30} (?:go|goes|pair|pairs)(?: (?:well|best|nicely|great))? with|"
    # "what should go on the cheese board?", "what goes in a packed lunch?"
    r"what (?:should|could|would|can) (?:go|I put|we put) (?:on|in|into|with)|what goes (?:on|in|into|with)|"
    # "is pickleball a good sport for me?", "would yoga be ok for me?"
    r"(?:is|are|would|will) [^?.!]{1,40}\b(?:good|right|safe|suitable|ok|okay) (?:\w+ ){0,2}for (?:me|us)|"
    # "what's the best protein powder for me?", "which running shoes are best for me?"
    r"(?:what|which)(?:'s| is| are| would be) (?:the |a )?(?:best|right|healthiest|safest) [\w -]{1,30}? "
    r"for (?:me|us)\b|"
    # "what kind of venue suits a christening?", "which type of bike works best for hills?"
    r"(?:what|which) (?:kinds?|types?|sorts?) of [\w ]{1,30}\b(?:suits?|would suit|works? (?:best|well)"
    r"|(?:is|are) best)\b|"
    # "when's the best time of day for me to go to the gym?", "a good time for us to visit?"
    r"(?:best|good|right|ideal|better) (?:way|time|place|month|day|season)(?: of (?:the )?(?:day|year|week))?"
    r"(?: for (?:me|us|my \w+))? to|"
    r"(?:quickest|fastest|cheapest|easiest|best) (?:way|route) (?:to|from|across|around|into|through)|"
    r"(?:which|what) [\w ]{1,30} (?:would|will|might|could) suit\b|"
    r"(?:what|which) \w+(?: \w+)? (?:can|could|should) (?:I|we)\b|"
    r"how (?:should|can|could) (?:I|we)|where (?:do|should) (?:I|we) (?:start|begin)|"
    r"when (?:should|can|could) (?:I|we)\b|explain how (?:to|I|do I|does)|"
    # something written for the user, or about their own: "write a silly song about my hamster",
    # "why does my bird hiss at me?", "what should my long run be?"
    r"write (?:me )?an? (?:\w+ )?(?:song|poem|story|card|toast|speech|message|note|caption|limerick|haiku)|"
    r"why (?:does|do|is|won't|wont|doesn't|isn't) (?:my|our) |what should (?:my|our) "
    # where the speaker is, asked about without naming it: "what's the weather like round here?"
    r"|(?:a)?round here|near me|where I live|near where I live"
    # "what's the weather usually like here in February?", "how cold does it get here?", "when does it get dark here?"
    r"|(?:like|get|gets|be|it) here\b(?! (?:is|are|was)\b)|\bhere in (?:the )?(?:winter|summer|spring|autumn|fall"
    r"|january|february|march|april|may|june|july|august|september|october|november|december)"
    # the hour where the speaker is: "what time is that for me?"
    r"|what time (?:is|does|would|will)\b[^?]{1,40}\bfor (?:me|us)|my local time"
    # a saying likened to what the user knows: "is there something similar I'd know?", "... in my language?"
    r"|(?:I'?d|I would) (?:know|recogni[sz]e)|in my (?:own |first |native )?(?:language|mother tongue|culture))\b",
    re.I,
)
NAMED_PERSON = re.compile(
    r"\b(?:my|our|for (?:my|our|the)?)\s*("
    + "|".join(sorted(map(re.escape, RELATIVES + KIDS), key=len, reverse=True))
    + r")(?:s|ren)?\b",
    re.I,
)

# A relative the request is for or about: "a toast for my sister's wedding", "what should I get my
# nan?", "a mother's day card". Partners and children are needed through their own topics.
KIN_NAMED = re.compile(
    r"\b(?:(?:my|our) (?P<kin>"
    + "|".join(sorted((re.escape(w) for w in KIN_SLOT_OF if "day" not in w), key=len, reverse=True))
    + r")(?:'s|s'|s)?|(?P<day>mother'?s|father'?s) day)\b",
    re.I,
)

CONTACT = next(topic for topic in TOPICS if topic.name == "contact")
PAPERWORK = next(topic for topic in TOPICS if topic.name == "paperwork")
# A request to have one's own affairs explained (need_vocab.OWN_AFFAIRS), which asks no advice: one whose first
# language is not English needs it in plain words ("explain how compound interest works", "how does a mortgage
# work?"), and it needs nothing else.
EXPLAIN = re.compile(
    r"\b(?:explain|in simple terms|in plain english|how does (?:an? |the )?[\w -]{2,40} work"
    r"|what does [\w '-]{2,40} mean)\b",
    re.I,
)

A_CHILD = re.compile(r"\b(?:kids?|child|children|toddlers?|bab(?:y|ies)|sons?|daughters?)\b", re.I)


@dataclass(frozen=True)
class Need:
    """One thing a request needs: the topic it is about, the cue that said so, the slot."""

    topic: str
    cue: str
    slot: str

    @property
    def label(self) -> str:
        return f"{self.topic} → {self.slot}"


# "a warm drink?", "gift for my partner?": a request said as a fragment, not a question
# about the world or the past (those start with a question word or a verb).
FRAGMENT = re.compile(
    r"^\s*(?!(?:what|what's|whats|who|who's|where|where's|when|when's|why|how|which|do|does|did|is|isn't|are|was|"
    r"were|am|can|could|would|should|will|have|has|had|i|i'm|my|they|he|she|it|it's|that|this|there)\b)[^?]{1,60}\?\s*$",
    re.I,
)


# A request said without its "I" and without a question mark: "need an easy cookie recipe for the bake sale",
# "looking for a cheap hotel in Porto" (not "after": "after a long day I just crash" tells, it does not ask)
NEED_SAID = re.compile(
    r"^\W*(?:(?:ok|okay|so|hey|hi|right|um|also|quick one)[,!.:]* )*"
    r"(?:need|needing|want|wanting|could use|could do with|looking for|searching for)"
    r" (?:an?|some|a few|a couple of|ideas?|help|recipes?|suggestions|tips)\b",
    re.I,
)


def asks_advice(message: str) -> bool:
    """A request for advice or a plan, said in full or as a fragment ("a warm drink?", "need a cookie recipe")."""
    return bool(ADVICE.search(message) or FRAGMENT.match(message) or NEED_SAID.match(message))


@cache
def _cue_pattern(cue: str) -> re.Pattern:
    """A cue with its light inflections: "cook" -> cooks, cooked, cooking, cooker; "bake" ->
    baking; "jog" -> jogging; a phrase's words in order, any spacing."""
    words = [re.escape(w) for w in cue.split()]
    last = cue.split()[-1]
    forms = [words[-1] + r"(?:s|es|ed|d|ing|er|ers)?"]
    if last.endswith("e"):
        forms.append(re.escape(last[:-1]) + r"(?:ing|ed|er|ers)")
    if re.search(r"[^aeiou][aeiou][bdgmnpt]$", last):
        forms.append(re.escape(last + last[-1]) + r"(?:ing|ed|er|ers)")
    body = r"\s+".join([*words[:-1], "(?:" + "|".join(forms) + ")"])
    return re.compile(rf"(?<![\w-]){body}(?![\w-])", re.I)


def _first_cue(message: str, cues: Sequence[str]) -> tuple[int, str] | None:
    found = [(m.start(), cue) for cue in cues if (m := _cue_pattern(cue).search(message))]
    return min(found) if found else None


def _topic_at(message: str, topic: Topic) -> tuple[int, str] | None:
    """Where ``message`` first says ``topic``, and the cue that said it."""
    if topic.unless and re.search(topic.unless, message, re.I):
        return None
    at = _first_cue(message, topic.cues)
    travel, also = topic.pair
    if at is None and travel and (first := _first_cue(message, travel)) and (then := _first_cue(message, also)):
        at = (first[0], f"{first[1]} + {then[1]}")
    return at


def needs_of(message: str) -> list[Need]:
    """The needs of a request, in the order its topics are said; none unless it asks for
    advice or a plan. A gift for a named someone needs that someone, not a partner."""
    if not asks_advice(message) or re.search(TRIP_SEASON, message, re.I):
        explained = EXPLAIN.search(message) and _first_cue(message, OWN_AFFAIRS)
        return [Need(PAPERWORK.name, explained[1], s) for s in PAPERWORK.needs] if explained else []
    if account := re.search(ACCOUNT, message, re.I):  # "cancel my gym membership": the gym's office, not a workout
        return [Need(CONTACT.name, account.group(0), slot) for slot in CONTACT.needs]
    said = sorted(  # two topics said by one cue ("date night": an outing, a partner) keep the table's order
        (at, order, cue, topic)
        for order, topic in enumerate((*TOPICS, *MORE_TOPICS))
        if (found := _topic_at(message, topic))
        for at, cue in [found]
    )
    needs: list[Need] = []
    for _, _, cue, topic in said:
        slots = (*_gift_for(message), *topic.needs) if topic.name == "gift" else topic.needs  # whom for, its budget
        needs += [Need(topic.name, cue, s) for s in slots if all(n.slot != s for n in needs)]
    for kin in KIN_NAMED.finditer(message):
        slot = KIN_SLOT_OF[(kin["kin"] or kin["day"].replace("'", "") + " day").lower()]
        if all(n.slot != slot for n in needs):
            needs.append(Need("family", kin.group(0), slot))
    return needs


def _gift_for(message: str) -> tuple[str, ...]:
    if re.search(r"\b(?:for myself|ask for|wish ?list|treat myself|my birthday)\b", message, re.I):  # the user's own
        return ("hobby",)  # "what gear should I ask for for christmas?", "plans for my birthday": what they do
    if re.search(r"\bmy own\b", message, re.I):  # "a cake recipe for my own party"
        return ()
    person = NAMED_PERSON.search(message)
    if person is None:  # "a kid's birthday party" is for children; "a gift idea for our anniversary" a partner
        return ("children",) if A_CHILD.search(message) else ("partner",)
    word = person.group(1).lower()
    if word in PARTNERS:
        return ("partner",)
    if word in KIDS or word in ("son", "daughter", "toddler", "baby", "stepson", "stepdaughter"):
        return ("children",)
    return ()  # a sister's, a colleague's present: none of the user's own facts is needed


# Those whose diet, allergy or condition bears on a meal, an outing or a trip the user plans as much as the user's own:
# "User's wife is vegetarian" fills a dinner's diet, "User's son is autistic" a day out's calm. Not when a question
# asks for the user's own ("what am I allergic to?": slots.of_first_kind reads the user's own only).
CLOSE_ONE = re.compile(
    rf"^User's (?:{'|'.join(map(re.escape, (*PARTNERS, *KIDS)))}|sons?|daughters?|kids|children"
    r"|twins|baby|toddler|little one|youngest|eldest|oldest)(?:s|ren)? (?=is |are |has |have |uses |"
    r"can't |cannot |doesn't |does not |don't |keeps |eats |gets |hates |needs )",
    re.I,
)
SHARED = frozenset(
    """allergy diet alcohol hearing vision sensory fear photosensitivity mobility health learning""".split()
) | {"food condition", "skin allergy", "animal allergy", "older age"}


def _rank(slot: Slot, text: str, key: str | None) -> int | None:
    """How well a memory fills ``slot`` for a need: the user's own fact, then a close one's (one worse)."""
    rank = slot.rank(text, key)
    if rank is None and slot.name in SHARED and (own := CLOSE_ONE.sub("User ", text, count=1)) != text:
        rank = None if (at := slot.rank(own, None)) is None else at + 1
    return rank


# "User's son is Felix", "User's kids are Tom and Ava": a name says nothing a request needs of them, when another
# memory of theirs does ("User's son is a toddler": said with the name, policies/kin_names.with_name)
NAME_ONLY = re.compile(
    r"^User's (?:[\w-]+ ){1,2}(?:is|are) (?:called |named )?(?-i:[A-Z])[\w'’-]*"
    r"(?:(?: and| &|,)? (?-i:[A-Z])[\w'’-]*)*\.?$"
)


# What one is allergic to but does not eat: no meal, drink or party needs it ("what should I cook tonight?" stated
# "You told me you're allergic to penicillin" in the round-33 walk). A medicine or a day out still does.
NOT_EATEN = re.compile(
    r"\b(?:penicillin|amoxicillin|antibiotics?|aspirin|ibuprofen|nsaids?|codeine|morphine|sulfa|sulpha|latex"
    r"|(?:bee|wasp|insect) stings?|stings|insect bites?|pollen|hay ?fever|grass|dust(?: mites?)?|mould|mold"
    r"|cats?|dogs?|horses?|animal (?:hair|fur|dander)|fur|dander|feathers|nickel|perfumes?|fragrances?"
    r"|plasters?|adhesive|contrast dye|anaesthetic|anesthetic|sunlight|the sun)\b",
    re.I,
)
MEALS = frozenset({"food", "drink", "date", "hosting", "event"})


def _eaten(text: str) -> bool:
    """Whether an allergy memory names something one could eat or drink (an allergy named by no thing counts)."""
    things = avoided([text])  # what it rules out, read as a grounded reply reads it
    return not things or any(not NOT_EATEN.search(thing) for thing in things)


# A condition of the mind, or one people keep to themselves (OCD, depression, HIV): stated for a request about
# medicine, a remedy or sleep, never volunteered for an outing, a holiday or a workout (batch 63: "a packing list
# for a beach holiday" answered "You told me you have OCD, so take that into account.").
PRIVATE_HEALTH = re.compile(
    r"\b(?:OCD|obsessive|depress\w*|anxiety|panic attacks?|PTSD|bipolar|schizo\w*|eating disorder|anorexi\w*"
    r"|bulimi\w*|HIV|AIDS|herpes|STIs?|STDs?|addict\w*|self-harm)\b",
    re.I,
)
PRIVATE_HEALTH_TOPICS = frozenset({"medicine", "remedy", "sleep"})


def fillers(need: Need, memories: Sequence, text_of: Callable, key_of: Callable) -> list:
    """The ``memories`` that fill ``need`` best (an exact key before a wording, the user's own before a close
    one's: :data:`CLOSE_ONE`; one that says something of them before one that only names them: :data:`NAME_ONLY`);
    [] if none does."""
    slot = SLOT_BY_NAME[need.slot]
    if need.slot == "allergy" and need.topic in MEALS:
        memories = [m for m in memories if _eaten(text_of(m))]
    if need.slot == "health" and need.topic not in PRIVATE_HEALTH_TOPICS:
        memories = [m for m in memories if not PRIVATE_HEALTH.search(text_of(m))]
    ranked = [(rank, m) for m in memories if (rank := _rank(slot, text_of(m), key_of(m))) is not None]
    ranked = [(r, m) for r, m in ranked if not NAME_ONLY.match(text_of(m))] or ranked
    if not ranked:
        return []
    best = min(rank for rank, _ in ranked)
    return [m for rank, m in ranked if rank == best]


def meeting(needs: Sequence[Need], memories: Sequence, text_of: Callable, key_of: Callable) -> tuple[Need | None, list]:
    """The first need any of ``memories`` fills, and the memories that fill it best;
    ``(None, [])`` when none does."""
    for need in needs:
        if met := fillers(need, memories, text_of, key_of):
            return need, met
    return None, []
