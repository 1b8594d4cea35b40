"""Shapes of what people tell about themselves on the way to something else: a job said with a
complaint ("being a secondary school maths teacher in this economy is not for the weak") or as
two shifts ("barista by day, bartender by night"), a home said the Indian English way ("staying
in Pune only", "Koramangala side") or with what kind of place it is ("out in rural
Saskatchewan"), and the parent one cares for ("looking after my mum full time since her
stroke"). Part of the table in :mod:`memorylab.policies.introductions`."""

from __future__ import annotations

from memorylab.policies.intro_shape import (
    ANY_NAME,
    GREETING,
    JOB,
    NAME,
    Shape,
    capitalised,
    is_first_name,
    is_name,
    is_place,
    not_a_job,
    with_article,
    words_pattern,
)
from memorylab.policies.intro_words import KIDS, PARTNERS, RELATIVES


def _two_jobs(fields: dict) -> bool:
    """Each job with its article ("a barista", "an usher"), and each a job."""
    fields["what"], fields["other"] = with_article(fields["what"]), with_article(fields["other"])
    return not_a_job({"what": fields["what"]}) and not_a_job({"what": fields["other"]})


# fmt: off
SPOKEN_AS: tuple[Shape, ...] = (
    # "as a primary school teacher my patience is gone by friday", "as a pharmacist am I allowed to ...": the job one
    # speaks as, before what it does to one's own life or a question one has of it (not "as a nurse my mum ...")
    Shape("work", "User is {what}", "job",
          r"(?:^|[,;:]\s*)(?:(?:well|honestly|so|and|but|speaking),? )?as"
          rf" (?P<what>an? (?:[\w-]+ ){{0,3}}?{JOB}),?"
          r" (?:my (?!(?:[\w-]+ )?(?:" + words_pattern(RELATIVES + KIDS + PARTNERS + ("friend", "boss", "colleague"))
          + r")\b)|(?:am|can|should|do|could|would|must|may|will|is it ok for|is it normal for|how do|how can"
          r"|how should|what do|what should|where do|when do|why do) (?:I|me)\b)", 0.7, check=not_a_job),
    # "can u call me Kwame from now on": the name asked to be used from here on (not "call me a taxi")
    Shape("name", "User's name is {name}", "name",
          r"^(?:(?:so|ok|okay|also|btw|hey),? )*(?:can|could|would|will) (?:you|u|ya) (?:please |pls |just )?call me"
          rf" (?P<name>{NAME})(?: (?:from now on|instead|going forward|from here on|in future|please|pls))?"
          r"(?=\s*[,.!?]|$)", 0.9, check=is_name),
)
ASIDES: tuple[Shape, ...] = (
    # "being a secondary school maths teacher in this economy is not for the weak": the speaker's own job,
    # not one wondered about ("being a nurse must be hard", "being a pilot would be cool", "... is not for me");
    # said as a complaint too: "being a baker sucks sometimes", "being a carer wears you down"
    Shape("work", "User is {what}", "job",
          r"(?:^|[,;:]\s*|\b(?:and|but) )(?:honestly |tbh |ngl |lol )?being"
          rf" (?P<what>an? (?:[\w-]+ ){{0,3}}?{JOB})\b(?: (?:in|on|at|for) (?:an? |the )?[\w ]{{2,30}}?)?"
          r" (?:is|isn't|has been|'s|can be|sucks|rocks|rules|pays|ain't|has its|gets|wears|kills|takes it out"
          r"|means (?:I|i|I'm|im|my|me)\b)\b(?!.*\b(?:for me|must|would|seems|looks|sounds)\b)",
          check=not_a_job),
    *SPOKEN_AS,
    # "barista by day, bartender by night"
    Shape("work", "User works as {what} by day and {other} by night", "job",
          rf"^(?:an? )?(?P<what>(?:[\w-]+ ){{0,2}}?{JOB}) by day,? (?:and )?(?:an? )?"
          rf"(?P<other>(?:[\w-]+ ){{0,2}}?{JOB}) by night\b", check=_two_jobs),
    # Indian English: "staying in Bengaluru only", "I stay in Pune itself", "Currently residing in Nairobi, Westlands
    # side": a home, where "I'm staying in Paris" alone may be a trip
    Shape("home", "User lives in {place}", "city",
          r"^(?:I(?:'m| am) )?(?:currently |now )?(?:staying|residing|living) in (?P<place>(?-i:[A-Z])[\w'-]+"
          r"(?: (?-i:[A-Z])[\w'-]+)?)(?: only| itself|,? (?-i:[A-Z])[\w'-]+(?: [\w'-]+)? (?:side|area))\b",
          0.7, check=is_place),
    # "we're out in rural Saskatchewan", "I'm up in remote northern Ontario": a home, where "out in Spain" may be a trip
    Shape("home", "User lives in {where} {place}", "city",
          r"^(?:I(?:'m| am)|we(?:'re| are)) (?:based |living )?(?:up|down|out|over|way out) (?:in|near)"
          r" (?P<where>(?:rural|remote|regional|outback|country|backwoods)(?: (?:north|south|east|west)(?:ern)?)?)"
          r" (?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)\b(?! for\b| on holiday\b)", 0.7, check=capitalised),
    # "Dartmouth is home", "Leeds has been home for ten years now" (not "Paris is home to the Louvre")
    Shape("home", "User lives in {place}", "city",
          r"^(?:but |and |honestly |tbh )?(?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,2}) (?:is|'s|has been)"
          r" (?:my |our )?home\b(?! to\b| of\b| for now\b| for the (?:week|weekend|summer)\b)", 0.7, check=is_place),
    # a first name typed in lower case before a laugh: "hey so im priya lol, friends call me pri"
    Shape("name", "User's name is {name}", "name",
          rf"^{GREETING}(?:so |ok so |okay so |well )?(?:I'm|I am)\s+(?P<name>{ANY_NAME})\s+(?:lol|haha|hehe|lmao)\b",
          0.9, check=is_first_name),
    # a name said against the one on the account: "I'm actually Thandiwe, not Sipho", "I'm actually Lena not Leon"
    Shape("name", "User's name is {name}", "name",
          rf"\bI(?:'m| am) actually (?P<name>{NAME}(?: {NAME})?),? not (?-i:[A-Z])[\w'-]+", 0.9),
    # "I'm seeing someone called Noor now", "I'm with a guy named Tomas"
    Shape("family", "User is dating {name}", "partner",
          r"\bI(?:'m| am|'ve been| have been) (?:now |currently )?(?:seeing|dating|with) (?:someone|somebody"
          r"|a (?:new )?(?:man|woman|guy|girl|lady|bloke|person|fella|chap|lad|lass))"
          rf" (?:called|named) (?P<name>{NAME})", 0.8),
    # "I've been my dad's main caregiver since his Parkinson's got worse" (its rule is not "family": "my dad's" is
    # the speaker's, not someone else's)
    Shape("carer", "User is caring for User's {who}", "carer",
          r"\bI(?:'m| am|'ve been| have been) (?:now |currently |also )?my"
          r" (?P<who>(?:mum|mom|mother|dad|father|parents|nan|gran|grandma|grandad|grandpa|husband|wife|partner|son"
          r"|daughter|brother|sister))'s? (?:main |primary |sole |full[- ]time |only )*(?:caregiver|carer|caretaker)\b",
          0.8),
    # "I'm looking after my mum full time since her stroke", "I care for my dad, he has dementia"
    Shape("family", "User is caring for User's {who}{how}", "carer",
          r"\bI(?:'m| am|'ve been| have been)? (?:now |currently |also )?(?:looking after|caring for|care for"
          r"|the (?:main |full[- ]time |primary )?carer for|a (?:full[- ]time )?carer for) my"
          r" (?P<who>(?:elderly |disabled |sick |poorly )?(?:mum|mom|mother|dad|father|parents|nan|gran|grandma"
          r"|grandad|grandpa|husband|wife|partner|son|daughter|brother|sister))"
          r"(?P<how>(?: full[- ]time| part[- ]time| at home)?(?: now)?(?: (?:since|after|with|because of) (?:his|her"
          r"|their) [\w' -]{2,30}?)?)(?=\s*[,.!;]|\s+(?:and|but|so|which)\b|$)", 0.8),
    # "my rescue dog has really bad separation anxiety": the animal and what it needs (a holiday, a sitter)
    Shape("pet", "User's {what} has {cond}", "pet",
          r"^(?:(?:so|and|but|also|btw|fyi),? )?my (?P<what>(?:rescue |old |new |young |senior |elderly |little )?"
          r"(?:dog|cat|pup|puppy|kitten|greyhound|lurcher|collie|spaniel|terrier|rabbit|horse))"
          r" (?:has|suffers from|gets) (?:(?:really|very|quite|such|terrible|bad|awful|severe|mild|chronic) )*"
          r"(?P<cond>separation anxiety|anxiety|arthritis|epilepsy|diabetes|allergies|a bad hip|hip dysplasia"
          r"|kidney disease)\b", 0.7),
)
# fmt: on
