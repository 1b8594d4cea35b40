"""The shapes of what a later request needs to know about the speaker without naming it: a body
that limits what one can do ("I've got really bad knees, osteoarthritis", "I'm on crutches"),
how one gets about without a car ("I don't drive", "no car, I get the bus everywhere"), not
drinking alcohol ("2 years sober", "recovering alcoholic"), young children by their age ("I've
got a 2 year old and a newborn", "two under two") and the hours one works ("I do 12 hour
shifts"). "What's a good way to get fitter?" or "ideas for a day out?" then gets the fact said
(:mod:`memorylab.policies.needs`, the slots of :mod:`memorylab.policies.slots`).

Part of the table in :mod:`memorylab.policies.introductions`, after the other shapes of
:mod:`memorylab.policies.intro_tastes`: within a rule the first shape that reads a clause wins,
so these read only what those left. Each is said of the speaker now ("I", "we", or a clause
with its subject left out); what might be, what was and what others do are read by none.

Keys: ``health:<body part>`` (a bad knee, back or hip) and ``health:mobility`` (crutches, a
stick); ``transport`` for getting about without a car; ``diet:alcohol`` for not drinking (not
``diet`` itself: "User is vegetarian" and "User doesn't drink" are both true, and one key would
let the later replace the earlier); ``children`` for the children by age; ``schedule`` for the
hours worked (``work_location`` for working from home).
"""

from __future__ import annotations

import re

from memorylab.policies.intro_shape import Shape

# "really bad", "properly dodgy": how bad is said, and is not kept ("User has bad knees")
_VERY = r"(?:(?:really|very|super|pretty|quite|properly|seriously|so|incredibly|extremely|terribly|awfully|proper) )*"
_BAD = r"(?:bad|dodgy|terrible|awful|knackered|wrecked|crap|crappy|rubbish|busted|wonky|gammy|weak|ruined|shot)"
_PART = r"(?P<what>knees?|back|lower back|hips?|ankles?|shoulders?|wrists?|neck|joints)"
_SIDE = r"(?P<side>(?:left |right |lower |upper )?)"
_ART = r"(?P<art>(?:a |an )?)"  # said or not ("bad back so no lifting"): put back by _bad_part
# a condition named beside the body part: "really bad knees, osteoarthritis, so ..."
_CONDITION = (
    r"(?P<cond>(?:osteo-?|rheumatoid |psoriatic )?arthritis|tendonitis|tendinitis|bursitis|sciatica|gout"
    r"|(?:a )?(?:slipped|herniated|bulging) discs?|hypermobility|fibromyalgia|spondylitis|scoliosis"
    r"|(?:a )?torn (?:acl|meniscus|cartilage)|cartilage damage|plantar fasciitis)"
)
# what follows a statement that ends there: "..., so running is out", "... and ..."
_ENDS = (
    r"(?=\s*[,.!;:()—–-]|\s*$|\s+(?:so|and|but|because|cos|since|which|now|these days|nowadays|tbh|lol|haha|btw"
    r"|though|tho|anyway|either|myself|really|atm|unfortunately|sadly|ugh)\b)"
)
# a drinker's "for now": "I quit drinking for January", "sober tonight"
_FOR_A_WHILE = (
    r"(?!\s+(?:for (?!good\b|years\b|ages\b|life\b)|until|till|til|during|tonight|today|this (?:week|month)))"
)
# an age of one's own, and not one to come: "when I'm 64", "by the time I'm 40"
_AGE = r"(?P<age>1[6-9]|[2-9]\d|10\d)"
_NOT_WHEN = r"(?<!\bwhen )(?<!\bif )(?<!\btill )(?<!\buntil )(?<!\btime )(?<!\bonce )(?<!\bbefore )"
_HOUR = r"(?:noon|midday|midnight|\d{1,2}(?:[:.]\d\d)? ?(?:am|pm|a\.m\.|p\.m\.)?)"
_AGE_WORD = r"\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen"
# a child said by age alone: "a 2 year old", "a 3yo", "a 6-month-old", "a newborn"
_CHILD = (
    rf"an? (?:(?:{_AGE_WORD})(?:[- ](?:year|yr|month|week)s?[- ]old| ?(?:yo|y/o|yrs? old|mo|m/o))|newborn"
    r"|(?:brand )?new baby)"
)
_ONE_MORE = rf"(?: and (?:{_CHILD}|a baby on the way|another on the way|one on the way))?"


def _bad_part(fields: dict) -> bool:
    """ "a bad back", "bad knees": a body part is said with an article when there is one of it."""
    fields["art"] = "" if fields["what"].endswith("s") else "a "
    return True


def _child_words(fields: dict) -> bool:
    """ "a 3yo" -> "a 3 year old", "a 2-year-old" -> "a 2 year old": one way of writing an age."""
    what = re.sub(r"(\d+|\b[a-z]+) ?(?:yo|y/o|yrs? old)\b", r"\1 year old", fields["what"], flags=re.I)
    what = re.sub(r"(\d+|\b[a-z]+) ?(?:mo|m/o)\b", r"\1 month old", what, flags=re.I)
    fields["what"] = re.sub(r"(\w)-(year|month|week)s?-old\b", r"\1 \2 old", what, flags=re.I)
    return True


def _age_key(fields: dict) -> bool:
    """60 and over is kept as ``age:older`` (what a new sport or a workout must suit), a younger age as ``age``."""
    age = fields["age"].lower()
    older = age.isdigit() and int(age) >= 60 or re.search(r"sixties|seventies|eighties|nineties|[6-9]0s", age)
    fields["age_key"] = "age:older" if older else "age"
    return True


def _shifts(fields: dict) -> bool:
    """ "I work nights" -> "night shifts": the hours said as the shifts they are."""
    fields["when"] = {"nights": "night shifts", "earlies": "early shifts", "lates": "late shifts"}.get(
        fields["when"].lower(), fields["when"]
    )
    return True


def _condition_key(fields: dict) -> bool:
    """ "high cholesterol" -> cholesterol, "photosensitive epilepsy" -> epilepsy: the key is the condition."""
    what = fields["what"].lower()
    keys = (
        ("cholesterol", "cholesterol"),
        ("diabetes", "diabetes"),
        ("epilep", "epilepsy"),
        ("vertigo", "vertigo"),
        ("anaemi", "anaemia"),
        ("anemi", "anaemia"),
        ("prosthetic", "mobility"),
        ("hip", "hip"),
        ("knee", "knee"),
        ("breast", "breastfeeding"),
        ("nursing", "breastfeeding"),
    )
    fields["what_key"] = next((key for word, key in keys if word in what), what.split()[-1])
    return True


def _olds(fields: dict) -> bool:
    """ "four-year-olds" -> "four": the age several children share."""
    fields["age"] = re.sub(r"[- ]?(?:years?|yrs?)[- ]?olds?$|\s*yo$", "", fields["age"], flags=re.I)
    return True


def _in_lower_case(fields: dict) -> bool:
    """ "Fasting 16:8" said first, kept as a memory says it: "User follows fasting 16:8"."""
    fields["what"] = fields["what"].lower()
    return True


# fmt: off
NEEDS_FACTS: tuple[Shape, ...] = (
    # --- a body that limits what one can do (an exercise, a day out)
    # "I've got really bad knees, osteoarthritis, so running is out": the condition named beside them
    Shape("health", "User has {art}bad {side}{what} ({cond})", "health:{noun_head}",
          rf"\bI(?:'ve got| have got| have| got|'ve had| have had)? {_ART}{_VERY}{_BAD} {_SIDE}{_PART},"
          rf" {_CONDITION}\b", 0.85, check=_bad_part),
    # "I've got really bad knees", "I have terrible knees", "I've had a properly dodgy back for years"
    Shape("health", "User has {art}bad {side}{what}", "health:{noun_head}",
          rf"\bI(?:'ve got| have got| have| got|'ve had| have had|'ve always had) {_ART}{_VERY}{_BAD}"
          rf" {_SIDE}{_PART}\b(?! (?:day|night|week|luck|pain|ache|spasm|twinge|from|after|since (?:yesterday|last)))",
          0.85, check=_bad_part),
    # "my knees are shot", "my back's knackered": lasting, not "my back is killing me today"
    Shape("health", "User has {art}bad {side}{what}", "health:{noun_head}",
          rf"(?:^|\bI mean |,\s*)(?:but |and |also |plus )?(?:my )?(?P<art>){_SIDE}{_PART} (?:is|are|'s|'re)"
          r" (?:(?:completely|totally|just|basically|pretty much|absolutely|well|properly|so|really) )?"
          r"(?:shot|knackered|wrecked|buggered|ruined|done for|busted|bad|dodgy|terrible|awful|rubbish|crap"
          r"|not great|a mess)"
          # what did it, long ago: "my knees are shot after a skiing accident a few years ago"
          r"(?: (?:after|from|since) (?:an?|my) (?:[\w-]+ ){0,2}?(?:accident|injury|crash|fall|surgery|operation)"
          r"(?: (?:a few|\d+|two|three|four|five|some|many) (?:years|yrs) ago| years ago)?)?"
          rf"(?! (?:today|tonight|this (?:morning|week|evening)|after|from|since (?:yesterday|last)))\b{_ENDS}",
          0.85, check=_bad_part),
    # said without the "I": "bad back so no heavy lifting", "dodgy knees here"
    Shape("health", "User has {art}bad {side}{what}", "health:{noun_head}",
          rf"^{_ART}{_VERY}{_BAD} {_SIDE}{_PART}(?: (?:here|over here|on my end))?"
          r"(?=\s*[,.!;—–-]|\s*$|\s+(?:so|and|but|since|for years|which|means|lol|haha|tbh)\b)", 0.85,
          check=_bad_part),
    # "the tinnitus in my left ear makes loud bars a nightmare": a lasting condition named where it is
    Shape("health", "User has {what} in their {where}", "health:{what}",
          r"\b(?:the|my) (?P<what>tinnitus|hearing loss|arthritis|eczema|psoriasis|nerve damage) in my"
          r" (?P<where>(?:left |right |both )?(?:ears?|knees?|hands?|wrists?|hips?|feet|foot|fingers|shoulders?))\b",
          0.85),
    # "can't go near peanuts or my throat closes up": an allergy said by what it does
    Shape("allergy", "User is allergic to {what}", "allergy:{noun_head}",
          r"\bcan(?:'t|not) (?:go near|touch|be near|be around) (?P<what>peanuts|nuts|tree nuts|shellfish|sesame|eggs"
          r"|fish|kiwi|strawberries|soy|wheat|cashews)\b[^.!?]{0,30}\b(?:my (?:throat|lips|tongue|face|mouth)"
          r" (?:closes|close|swells|swell)|I (?:swell|break out|get hives|carry|need my)|anaphyla\w*)", 0.95),
    # "I'm on crutches", "I walk with a stick": not "I'm on crutches this week" (that passes; tests/test_needs.py)
    Shape("health", "User {said}", "health:mobility",
          r"\bI(?P<said>(?:'m| am) (?:currently |still |now )?on crutches)\b"
          r"(?!.*\b(?:this week|today|tonight|for (?:a|the|this|now|another|now)|till|until|at the moment|atm|rn"
          r"|right now|temporarily|these days|costume|play)\b)", 0.85),
    Shape("health", "User {said}", "health:mobility",
          r"\bI (?P<said>(?:have to |now )?(?:walk|get about|get around) with (?:a (?:walking )?stick|a cane|crutches"
          r"|a frame|a walker|a rollator))\b" + _ENDS, 0.85),
    # --- getting about without a car (a day out, a trip)
    # "I don't drive", "I can't drive", "never learned to drive", "I'm in Sheffield and I don't drive"
    Shape("transport", "User doesn't drive", "transport",
          r"(?:\b(?:I|we)(?: still| just)? (?:don't|do not|can't|cannot|can not|never learned to|never learnt to"
          r"|don't know how to|never did learn to)|\bI(?:'ve| have) never (?:learned|learnt) (?:how )?to"
          r"|^(?:never (?:learned|learnt) (?:how )?to|don't|can't)) (?:even |actually )?drive\b"
          r"(?: anymore| any more| at all| myself| these days| yet)?"
          r"(?!.*\b(?:today|tonight|right now|at the moment|atm|this week|rn|garage|been drinking"
          r"|had a (?:few|drink|beer|glass)|ban|banned|and drive)\b)" + _ENDS, 0.8),
    # "no car, I get the bus everywhere", "I don't have a car", "we don't own a car", "car-free"
    Shape("transport", "User doesn't have a car", "transport",
          r"(?:\b(?:I|we) (?:don't|do not|no longer|don't even) (?:have|own) (?:a |the )?car"
          r"|^(?:don't|do not|no longer) (?:have|own) (?:a )?car|\b(?:I|we) (?:haven't|have not) got (?:a )?car"
          r"|(?:^|\b(?:I|we) (?:have|'ve got|have got) )no car"
          r"|\b(?:I'm|I am|we're|we are) (?:totally |fully )?car[- ]?free|^car[- ]?free)\b"
          r"(?!-| (?:park|parks|parking|insurance|wash|seat|keys|boot|charger|needed|required|with me|here|this"
          r"|today|tonight|at the moment|atm|right now|for (?:the|a|this)|yet)\b)"
          r"(?: anymore| any more| at all| these days)?(?: or (?:a |my |even a )?(?:driving |driver'?s )?licen[cs]e)?"
          + _ENDS, 0.8),
    # "I get the bus everywhere", "I cycle everywhere", "bus everywhere", "I rely on public transport"
    Shape("transport", "User {said}", "transport",
          r"\bI (?P<said>(?:(?:get|take|catch|use) the (?:bus|train|tube|metro)|cycle|bike|walk|take buses"
          r"|(?:get|go) (?:around|about) by (?:bus|bike|train|public transport)) everywhere|(?:rely|depend) on public"
          r" transport|use public transport for everything)\b" + _ENDS, 0.75),
    # "I only have a bike, no car": how one gets about, and no car
    Shape("transport", "User has a {what} and no car", "transport",
          r"\bI(?: only| just)?(?: have| own|'ve got| have got| got|'ve only got) (?:only )?an?"
          r" (?P<what>bike|bicycle|e-bike|ebike|cargo bike|scooter|e-scooter|motorbike|moped),? (?:and |but |so )?"
          r"(?:no car|don't have a car|don't drive)\b", 0.8),
    Shape("transport", "User takes the {what} everywhere", "transport",
          r"(?:^|\bI (?:just |mostly |only )?)(?P<what>bus|train|tube|bike|tram) everywhere\b" + _ENDS, 0.75),
    # --- not drinking alcohol (a night out, a party)
    # "I don't drink", "I don't drink alcohol at all anymore", "don't drink at all" (the "I" left out)
    Shape("diet", "User doesn't drink", "diet:alcohol",
          r"(?:\b(?:I|we)|^) ?(?:don't|do not|never|no longer) drink(?: alcohol| booze)?(?: at all)?(?: anymore"
          r"| any more| now| these days| nowadays| ever)?(?: at all)?(?! and drive)" + _ENDS, 0.8),
    # "I'm sober", "2 years sober this month", "I've been sober since 2019"
    Shape("diet", "User doesn't drink", "diet:alcohol",
          r"(?:\bI(?:'m| am)(?: now)? |^)(?:(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
          r"|eighteen|a few|a couple of) (?:years?|months?|weeks?|days?) )?sober\b(?! (?:curious|enough|now|tonight"
          r"|today|driver|for (?:the|this|tonight|today)|as a judge))(?!-curious)"
          r"|\bI(?:'ve| have) been (?:stone[- ]cold )?sober (?:for|since)\b", 0.85),
    # an anniversary of it: "2 YEARS SOBER TODAY 🎉", "6 months sober this week" ("sober today" alone passes)
    Shape("diet", "User doesn't drink", "diet:alcohol",
          r"(?:\bI(?:'m| am)(?: now| officially)? |^)(?:officially )?(?:\d+|a|one|two|three|four|five|six|seven|eight"
          r"|nine|ten|eleven|twelve|eighteen|a couple of) (?:years?|months?|weeks?|yrs?) sober (?:today|this (?:week"
          r"|month)|as of today|now)\b", 0.85),
    # "no booze for me, ever again", "no more alcohol for me": not "no booze for me tonight"
    Shape("diet", "User doesn't drink", "diet:alcohol",
          r"(?:^|\bso |\band |, )no (?:more )?(?:booze|alcohol|drinking|drink) for me\b"
          r"(?!,? (?:tonight|today|this (?:week|month|weekend|time)|till|until|thanks|thx|ty|please|pls)\b)", 0.8),
    # "recovering alcoholic", "I'm an alcoholic in recovery"
    Shape("diet", "User doesn't drink", "diet:alcohol",
          r"(?:\bI(?:'m| am) |^)(?:a |an )?(?:recovering alcoholic|alcoholic in recovery|in recovery from"
          r" (?:alcohol|alcoholism|drinking))\b", 0.85),
    # "I quit drinking last year", "I gave up alcohol", "I've stopped drinking completely"
    Shape("diet", "User doesn't drink", "diet:alcohol",
          r"\bI(?:'ve| have)? ?(?:completely |totally |finally )?(?:stopped|quit|given up|gave up|cut out|packed in)"
          r" (?:drinking|alcohol|booze|the booze|the drink)\b" + _FOR_A_WHILE
          + r"(?=\s*[,.!;—–-]|\s*$|\s+(?:last|this year|in \d{4}|\d+|a (?:year|few|couple|while)|(?:one|two|three|four"
          r"|five|six|seven|eight|nine|ten) (?:years?|months?)|years? ago|months? ago|ages ago|recently|completely"
          r"|altogether|entirely|for good|for years|and|but|so|because|after|when|since|lol|tbh|haha)\b)", 0.8),
    # --- young children by their age (a day out, a holiday, sleep)
    # "I've got a 2 year old and a newborn", "we've got a 3yo and a baby on the way": not "a 2 year old laptop"
    Shape("family", "User has {what}", "children",
          rf"\b(?:I|we)(?:'ve got| have got| have|'ve| got| now have) (?P<what>{_CHILD}{_ONE_MORE})"
          r"(?=\s*[,.!;:—–-]|\s*$|\s+(?:so|and|but|who|which|that|at home|now|lol|haha|tbh|btw|plus|too)\b)"
          r"(?!,? (?-i:[A-Z])[\w'-]+\b)", 0.75, check=_child_words),
    # "two under two", "I've got 2 under 2": young children, said as parents say it
    Shape("family", "User has {n} children under {m}", "children",
          r"(?:^|\b(?:I|we)(?:'ve got| have got| have|'ve| got) )(?P<n>two|three|2|3) (?:kids )?under"
          r" (?P<m>two|three|four|five|2|3|4|5)\b(?! (?:minutes|hours|pounds|quid|grand|k\b|degrees|feet|metres))",
          0.75),
    # "i've got two little ones, 3 and 5", "we have three kids aged 4, 7 and 9": how many, and their ages; said first
    # as a fragment too: "3 kids (8, 5, 2). road trip tips?"
    Shape("family", "User has {n} {kids}, aged {ages}", "children",
          r"(?:\b(?:I|we)(?:'ve got| have got| have|'ve| got) |^)(?P<n>two|three|four|five|2|3|4|5) (?P<kids>little"
          r" ones|kids|children|young kids|littles|boys|girls)(?:,| -| —|:|\s*\()? ?(?:aged |ages |who are |they're"
          r" |theyre )?(?P<ages>\d{1,2}(?:,\s*\d{1,2})*(?:,? (?:and|&) |,\s*)\d{1,2})\b"
          r"(?! (?:minutes|hours|days|weeks|months|pm|am)\b)", 0.75),
    # "my kids are at school till 3": when the user is free (a study plan, a call), kept whole, no key
    Shape("routine", "User's {kids} at {where} {till} {when}", None,
          r"\b(?:my|our) (?P<kids>kids are|children are|son is|daughter is|little ones are|youngest is|twins are)"
          r" (?:at|in) (?P<where>school|nursery|daycare|preschool|kindy|kindergarten) (?P<till>till|until|til)"
          r" (?P<when>\d{1,2}(?::\d\d)?(?: ?(?:pm|p\.m\.))?)\b", 0.7),
    # "I'm in recovery from an eating disorder": what a meal plan must not do (count calories)
    Shape("health", "User is in recovery from {what}", "health:eating disorder",
          r"(?:\bI(?:'m| am) |^)(?:in recovery from|recovering from) (?P<what>an eating disorder|anorexia|bulimia"
          r"|binge eating(?: disorder)?|arfid|an ed)\b", 0.85),
    # "my little one is 18 months", "our baby is 6 weeks old": a child by months or weeks
    Shape("family", "User has a child aged {age} {unit}", None,
          r"\b(?:my|our) (?:little one|baby|toddler|youngest|son|daughter|boy|girl|little boy|little girl)(?:'s| is)"
          r" (?:only |just |nearly |almost |now )?(?P<age>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten"
          r"|eleven|twelve|eighteen) (?P<unit>months|weeks)(?: old)?" + _ENDS, 0.7),
    # --- the hours one works (when one can train, sleep, meet)
    # "I do 12 hour shifts", "I work rotating shifts at the hospital", "I do nights", "I'm on permanent nights"
    Shape("routine", "User {said}", "schedule",
          r"\bI (?:mostly |mainly |usually |currently |still )?(?P<said>(?:do|work|pull)"
          r" (?:(?:\d{1,2}[- ]?(?:hour|hr|h)|twelve[- ]hour|long|night|day|early|late|double|split|rotating"
          r"|rotational|rotating night|weekend|evening|graveyard|overnight|irregular|back-to-back|swing|on-call"
          r"|on call|4-on-4-off|four on four off) )+shifts)\b"
          + _ENDS.replace("(?:so|", "(?:at|in|for|so|"), 0.7),
    Shape("routine", "User works {when}", "schedule",
          r"\bI(?:'m| am)? ?(?:do|on) (?:permanent |regular |mostly |a lot of )?(?P<when>nights|night shifts|earlies"
          r"|lates|evenings|weekends)\b(?! (?:this|next|tonight|for (?:a|the|this)|until|till))"
          + _ENDS.replace("(?:so|", "(?:at|in|so|"), 0.7, check=_shifts),
    # "I work from home" ("I work 4 days a week, Fridays off" is read whole by intro_general.routine)
    Shape("routine", "User works from home", "work_location",
          r"\bI (?:mostly |mainly |now |currently |always |usually )?work (?:from|at) home(?: full[- ]time)?"
          r"(?! (?:today|tonight|this|tomorrow|on (?!weekdays|the whole))\b)" + _ENDS, 0.7),
    # --- getting about in a wheelchair (a day out, a city break): "I'm a full-time wheelchair user"
    Shape("health", "User uses a wheelchair", "health:wheelchair",
          r"(?:\bI(?:'m| am|'ve been| have been) (?:now |also )?(?:an? )?"
          r"(?:full[- ]time |part[- ]time |permanent |manual |powered )?wheelchair user"
          r"|\bI (?:now |mostly |always )?(?:use|rely on|need|get around in|get about in) a"
          r" (?:manual |power(?:ed)? |electric )?wheelchair|\bI(?:'m| am) (?:in a wheelchair|wheelchair[- ]bound)"
          r"|^(?:full[- ]time )?wheelchair user)\b"
          r"(?!.*\b(?:today|tonight|this week|for (?:a|the|now|another|this)|till|until|at the moment|atm|temporarily"
          r"|after (?:my|the) (?:op|operation|surgery)|costume)\b)", 0.85),
    Shape("health", "User is {what}", "health:mobility",
          r"(?:\bI(?:'m| am) |^)(?P<what>paraplegic|tetraplegic|quadriplegic|paralysed from the waist down"
          r"|paralyzed from the waist down)\b", 0.85),
    # --- several young children of one age: "I've got twin four-year-olds", "we have two 3-year-olds"
    Shape("kids", "User has twins aged {age}", "children",
          rf"\b(?:I|we)(?:'ve got| have got| have|'ve| got) twin (?P<age>(?:{_AGE_WORD})[- ](?:year|yr)s?[- ]olds|"
          rf"(?:{_AGE_WORD}) ?yos)\b", 0.75, check=_olds),
    # "twins are 2 and a half", "my twins are 7": the "my" may be left out at the start
    Shape("kids", "User has twins aged {age}", "children",
          rf"(?:^|\b(?:my|our) )twins are (?:(?:only|just|now|nearly|almost) )?(?P<age>(?:\d{{1,2}}|{_AGE_WORD})"
          r"(?: and a half|\.5)?)(?: (?:years old|yrs old|yo|year olds))?\b" + _ENDS, 0.75),
    Shape("kids", "User has twin {what}", "children",
          r"\b(?:I|we)(?:'ve got| have got| have|'ve| got) twin (?P<what>toddlers|babies|boys|girls|newborns)\b",
          0.75),
    Shape("kids", "User has {n} children aged {age}", "children",
          rf"\b(?:I|we)(?:'ve got| have got| have|'ve| got) (?P<n>two|three|2|3)"
          rf" (?P<age>(?:{_AGE_WORD})[- ](?:year|yr)s?[- ]olds)\b", 0.75, check=_olds),
    # --- a way of eating kept for a while (a meal, a lunch): "doing strict keto since january", "I'm on a low carb
    # diet", "My dietitian has me on low-FODMAP for the next 6 weeks"; not "thinking of trying keto", "keto this week"
    Shape("eating", "User is on a {what} diet", "diet:{what}",
          r"(?:^|\bI(?:'m| am)(?: currently| now| still)? |\bI(?:'ve| have) been |\bI |\b(?:has|have|put|'s put|'s got"
          r"|has got) me )(?:doing|on|following|eating"
          r"|do|follow|eat)(?: an?| the)? (?:strict |full |proper |very |pretty strict )?(?P<what>keto|ketogenic"
          r"|low[- ]carb|paleo|whole30|carnivore|low[- ]fodmap|low[- ]fat|low[- ]salt|low[- ]sodium|low[- ]sugar"
          r"|diabetic)(?: diet)?\b(?! (?:recipe|cookbook|snack|meal|bread|friendly|option)s?\b)"
          r"(?!.*\b(?:this week|today|tomorrow|for (?:a|the|this) (?:week|month|bit)|worth it|any good|safe)\b)", 0.75),
    # a fasting window kept, said as a fragment: "Fasting 16:8, eat between noon and 8pm" ("I do 18:6 fasting": hobbies)
    Shape("eating", "User follows {what}", "diet:fasting",
          r"^(?:(?:doing|on) )?(?P<what>(?:intermittent )?fasting,? \d{2}[:/]\d{1,2}|\d{2}[:/]\d{1,2}"
          r" (?:intermittent )?fasting)\b(?![^.!?]*\b(?:today|this week|tomorrow)\b)", 0.75, check=_in_lower_case),
    # a religion's food laws kept at home: "We're Jewish and keep kosher at home", "I only eat kosher"
    Shape("eating", "User keeps {what}", "diet:{what}",
          r"(?:^|\b(?:I|we)(?: both| all| strictly)? |\band (?=keep ))(?:keep|stick to|follow|observe)"
          r" (?:strictly |strict |a )?(?P<what>kosher|halal)\b(?! (?:restaurant|butcher|shop|place|food near)s?\b)",
          0.8),
    Shape("eating", "User keeps {what}", "diet:{what}",
          r"\b(?:I(?:'m| am)|we(?:'re| are)|our (?:home|house|kitchen) is) (?:strictly |fully )?(?P<what>kosher)\b",
          0.8),
    # --- a condition that limits what one eats: "my blood pressure is too high", "I have hypertension"
    Shape("health", "User has high blood pressure", "health:hypertension",
          r"(?:\bmy blood pressure(?:'s| is) (?:too |really |very |quite |a bit |dangerously |way too )?high"
          r"|\bI(?:'ve got| have got| have| got)? (?:really |very |quite )?(?:high blood pressure|hypertension)"
          r"|\bI(?:'m| am) hypertensive)\b(?! (?:today|this morning|after|from))", 0.85),
    # "I have to cut right back on salt", "my doctor told me to cut down on sugar"
    Shape("eating", "User has to cut back on {what}", "diet:{what}",
          r"(?:\bI (?:have to|need to|must|'ve got to|have got to|am supposed to|was told to|'m supposed to)"
          r"|\b(?:told|wants|asked) me to) (?:really )?(?:cut (?:right |way |right way )?(?:back|down) on"
          r"|cut out|avoid|limit|keep off|stay off) (?:my )?(?P<what>salt|sodium|sugar|caffeine|saturated fat|red meat"
          r"|fat)\b" + _FOR_A_WHILE, 0.8),
    # --- how one can eat at work (a lunch): "my lunch break is only 20 minutes", "there's no kitchen at work"
    Shape("lunch", "User's lunch break is {only}{n} minutes", "lunch_break",
          r"\bmy lunch(?: break| hour)? is (?P<only>(?:only |just )?)(?:literally )?"
          r"(?P<n>\d{1,2}|ten|fifteen|twenty|thirty) ?(?:minutes|mins|min)\b", 0.7),
    Shape("lunch", "User's lunch break is only {n} minutes", "lunch_break",
          r"\bI (?:only )?(?:get|have) (?:only |just )?(?:an? )?(?P<n>\d{1,2}|ten|fifteen|twenty|thirty)[- ]?"
          r"(?:minutes?|mins?) (?:for lunch|lunch(?: break)?)\b", 0.7),
    Shape("kitchen", "User has no kitchen at {where}{just}", "work_kitchen",
          r"\b(?:there(?:'s| is) no|we(?: don't|do not) have an?|I (?:don't|do not) have an?|we have no|no)"
          r" (?:proper )?kitchen (?:at|in) (?P<where>work|the office|my office|my work)"
          r"(?P<just>(?:,? (?:just|only) an? (?:kettle|microwave|fridge)(?: and an? (?:kettle|microwave|fridge))?)?)\b",
          0.7),
    Shape("kitchen", "User has no {what}", "kitchen",
          r"\bI (?:don't|do not) (?:have|own) (?:an? |any )?(?P<what>oven|hob|stove|cooker|kitchen)\b"
          r"(?! (?:at the moment|atm|right now|this week|till|until))", 0.7),
    # --- conditions that decide a meal, a medicine, a day out or a screen: "I have high cholesterol",
    # "I have photosensitive epilepsy", "I'm breastfeeding", "I'm on blood thinners"; not someone else's
    Shape("health", "User has {what}", "health:{what_key}",
          r"\bI(?:'ve got| have got| have| got|'ve been diagnosed with| was diagnosed with)"
          r" (?:(?:really |very |quite |mild |severe |bad |chronic )?)(?P<what>high cholesterol|gestational diabetes"
          r"|(?:photosensitive )?epilepsy|vertigo|anaemia|anemia|a prosthetic (?:leg|foot|arm)"
          r"|an artificial (?:hip|knee)|a (?:hip|knee) replacement)\b"
          r"(?!.*\b(?:my|her|his) (?:mum|mom|dad|wife|husband|son|daughter|friend)\b)", 0.85, check=_condition_key),
    Shape("health", "User has had a {what}", "health:{what_key}",
          r"\bI(?:'ve| have)? (?:just |recently |only just )?had (?:a |an )?(?P<what>(?:hip|knee) replacement"
          r"|(?:hip|knee) surgery)\b(?!\s+(?:consult|consultation|appointment|assessment|referral|date|review|pre-op))"
          r"(?!.*\b(?:my|her|his) (?:mum|mom|dad|wife|husband|son|daughter|friend)\b)", 0.85, check=_condition_key),
    Shape("health", "User is {what}", "health:{what_key}",
          r"(?:\bI(?:'m| am) (?:currently |still |now )?|^)(?P<what>anaemic|anemic|epileptic|breastfeeding"
          r"|breast-feeding|nursing my (?:baby|newborn|son|daughter))\b", 0.85, check=_condition_key),
    Shape("health", "User takes {what}", "health:medication",
          r"\bI(?:'m| am) (?:on|taking) (?P<what>blood thinners|warfarin|an anticoagulant|anticoagulants|lithium"
          r"|an maoi|maois|methotrexate)\b", 0.85),
    # --- what one's legs allow: "I can't walk far", "I can't do stairs"
    Shape("health", "User can't {what}", "health:mobility",
          r"\bI (?:can't|cannot|can not) (?:really )?(?P<what>walk (?:far|very far|for long|long distances|more than"
          r" [\w ]{1,20})|do stairs|manage stairs|climb stairs|stand for (?:long|very long|more than [\w ]{1,20}))"
          r"(?: (?:anymore|any more|these days|now))?\b(?!.*\b(?:today|this week|right now|at the moment|atm|till"
          r"|until|after (?:my|the)|since (?:yesterday|last))\b)", 0.8),
    # --- not drinking said otherwise: "I'm in AA"; a diet by the clock: "I do intermittent fasting"
    Shape("diet", "User doesn't drink", "diet:alcohol",
          r"(?:\bI(?:'m| am) |^)(?:in AA|a member of AA|going to AA|in alcoholics anonymous)\b", 0.85),
    Shape("eating", "User does intermittent fasting", "diet:fasting",
          r"(?:\bI(?:'m| am)? ?(?:doing|do|follow|practise|practice)|^doing) (?:strict )?intermittent fasting\b"
          r"(?!.*\b(?:this week|today|tomorrow|worth|safe)\b)", 0.75),
    # --- the month of fasting, which a meal plan needs: "This is my first year fasting the full month", "I'm fasting
    # for Ramadan", "I observe Ramadan"; not one's husband's ("my husband is fasting")
    Shape("eating", "User is fasting for Ramadan", "diet:ramadan",
          r"(?:\bI(?:'m| am)(?: also| currently| now)? |\bI (?:always |also )?|\bmy first (?:year |time |ramadan )?|^)"
          r"(?:fasting (?:for |during |through |this |the whole of |all of )?ramadan|(?:observing|keeping|observe|keep"
          r"|doing) (?:my first )?ramadan|fasting (?:the )?(?:full|whole|entire) month(?: of ramadan)?)\b"
          r"(?!.*\b(?:my|his|her) (?:husband|wife|partner|mum|mom|dad|son|daughter|friend|colleague)\b)", 0.8),
    # --- the hours one eats in: "my eating window is noon to 8pm", "I only eat between 12 and 8"
    Shape("eating", "User's eating window is {a} to {b}", "diet:eating_window",
          r"(?:\bmy (?:eating|feeding) window is (?:from |between )?|\bI (?:only )?eat (?:only )?between )"
          rf"(?P<a>{_HOUR})"
          rf"(?: (?:to|till|until|and) |\s*[-–]\s*)(?P<b>{_HOUR})(?!\w)", 0.75),
    # --- no licence: "I don't have a driving licence"
    Shape("transport", "User doesn't drive", "transport",
          r"\bI (?:don't|do not) (?:have|hold) (?:a |my )?(?:driving |driver's |drivers )?licen[cs]e\b"
          r"(?! (?:yet|anymore|for (?:this|that|the))\b)", 0.8),
    # --- a home where noise carries (an instrument, a home workout): "the walls are paper thin", "my neighbour bangs
    # on the wall if I sneeze"
    Shape("noise", "User's home has thin walls", "noise",
          r"(?:\b(?:the|my|our) walls (?:here |in (?:my|our) (?:flat|apartment|studio|place|building) )?(?:are|'re)"
          r" (?:(?:so|really|super|very|like|literally|paper)[- ])*thin"
          r"|\b(?:my|our) (?:flat|apartment|studio|place) has (?:(?:really|super|very|paper)[- ])*thin walls"
          r"|\b(?:my|our) (?:downstairs )?neighbou?rs? (?:literally )?"
          r"(?:bangs?|knocks?|complains?|complain) (?:on|about)(?: the)? (?:wall|ceiling|floor|noise))\b", 0.7),
    # --- one's own age (what a new sport or a workout must suit): "I'm 72, retired last year", "just turned 70",
    # "72 years young here", "I'm a 68-year-old grandmother", "I'm in my seventies"; not "when I'm 64"
    Shape("age", "User is {age}", "{age_key}",
          rf"(?:{_NOT_WHEN}\bI(?:'m| am)(?: now)?|^(?:im|age|aged)) {_AGE}"
          r"(?: (?:years?|yrs?) (?:old|young)| ?yo| ?y/o)?" + _ENDS, 0.7, check=_age_key),
    Shape("age", "User is {age}", "{age_key}",
          rf"(?:\bI(?:'ve)? (?:just |recently )?turned|^just turned) {_AGE}\b"
          r"(?! (?:minutes?|mins?|hours?|days?|pages?))", 0.7, check=_age_key),
    Shape("age", "User is {age}", "{age_key}",
          rf"(?:{_NOT_WHEN}\bI(?:'m| am) an? |^as an? ){_AGE}[- ](?:years?|yrs?)[- ](?:old|young)\b"
          r"(?!\s*(?:son|daughter|child|kid|dog|cat|car|house|laptop|boy|girl)\b)", 0.7, check=_age_key),
    Shape("age", "User is {age}", "{age_key}",
          rf"^(?:an? )?{_AGE}[- ](?:years?|yrs?)[- ](?:old|young)(?= here\b| (?:man|woman|guy|lady|bloke|mum|mom|dad"
          r"|grandma|grandad|granddad|grandmother|grandfather|retiree|pensioner)\b(?!.*\b(?:walked|came|said|told)\b)"
          r"|\s*[,.!]|\s*$)", 0.7, check=_age_key),
    Shape("age", "User is in User's {age}", "{age_key}",
          rf"(?:{_NOT_WHEN}\bI(?:'m| am)|^) in my (?P<age>(?:(?:early|mid|late)[- ])?(?:twenties|thirties|forties"
          r"|fifties|sixties|seventies|eighties|nineties|[2-9]0s))\b", 0.7, check=_age_key),
)
# fmt: on
