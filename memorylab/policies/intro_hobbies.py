"""The shapes of what people do for fun ("my hobby is ...", "I'm really into bouldering", "I
do a bit of birdwatching", "saturday mornings you'll find me at parkrun", "I sing in a choir",
"I play the cello") and of their routines ("I cycle to work", "sunday is meal prep day", "my
standup is at 9:30 every morning"), part of the table in :mod:`memorylab.policies.introductions`."""

from __future__ import annotations

import re

from memorylab.policies.first_names import ENGLISH_WORDS, known_first_name
from memorylab.policies.intro_around import AROUND
from memorylab.policies.intro_hobbywords import HOBBY_WORDS
from memorylab.policies.intro_home import ANYONE_ELSE_HERE
from memorylab.policies.intro_howlong import HOW_LONG
from memorylab.policies.intro_medicine import CONDITION_ASKED
from memorylab.policies.intro_shape import KIND_PREF, Shape, not_a_fan
from memorylab.policies.intro_words import HOBBY_VERBS, names_a_subject
from memorylab.policies.slot_words import PASTIMES


def _days_written(fields: dict) -> bool:
    """A day with its capital ("User's Sunday is meal prep day")."""
    group = "day" if "day" in fields else "when"
    fields[group] = re.sub(r"\b(\w+day)", lambda m: m.group(1).capitalize(), fields[group])
    if fields.get("company"):  # "with my husband" -> "with User's husband"
        fields["company"] = re.sub(r"\b(?:my|our)\b", "User's", fields["company"])
    return True


def _day_named(fields: dict) -> bool:
    """A day kept for something, with its capital and as said ("Tuesdays"); keyed by the day alone."""
    fields["day_key"] = re.sub(r"s\b", "", fields["day"].lower()).replace(",", "").replace(" & ", " and ")
    return _days_written(fields)


def _since_a_child(fields: dict) -> bool:
    """ "since I was a kid" said of the user."""
    fields["how"] = re.sub(r"\bI was\b", "User was", fields["how"], flags=re.I)
    return True


_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
# A pastime said by what one does (the "-ing" words of slot_words.PASTIMES), "playing X" or "collecting X"; not when
# what follows makes it a chore or a hurry ("running late", "painting the fence", "writing reports").
PASTIME = (
    r"(?:(?:rock|indoor|wild|sea|open water|competitive) )?(?:"
    + "|".join(sorted((re.escape(w) for w in PASTIMES if w.endswith("ing")), key=len, reverse=True))
    + r"|playing (?!with\b|around\b|up\b|along\b)(?:the )?[\w-]+|collecting [\w-]+|growing [\w-]+(?: [\w-]+)?)\b"
    r"(?! (?:around|about|errands|late|low|out|behind|after|up|down|off|the|my|our|his|her|their|a|an|some"
    r"|reports?|emails?|essays?|letters?)\b)"
)


# What goes wrong is no pastime, said as one in jest: "my main hobby is losing socks in the dryer", "procrastinating
# is my passion", "my hobby is accidentally killing houseplants".
MISHAP = re.compile(
    r"^(?:(?:accidentally|apparently|professionally|just|mostly|basically|somehow) )*(?:losing|forgetting|breaking"
    r"|dropping|spilling|burning|tripping|missing|killing|locking myself|oversleeping|running late|being late"
    r"|falling (?:over|asleep|down)|misplacing|crashing|stubbing|getting (?:lost|ghosted|rejected|stuck|sunburnt"
    r"|sunburned|locked out|injured|sick)|overthinking|procrastinating|worrying|panicking|stressing|complaining"
    r"|crying|ruining|wasting|denting|scratching|walking into|bumping into|stepping on|shrinking|flooding)\b",
    re.I,
)


# What comes round at a set time: "cold shower every morning", "Bible study at church every Wednesday", "my weekly
# five-a-side", "my daily 4km run".
FIXTURE = (
    r"shower|plunge|ice bath|gym|run|jog|walk|swim|yoga|pilates|meditation|stretching|stretches|workout|training"
    r"|spin class|crossfit|lifting|weights|cardio|journaling|journalling|prayers?|mass|church|choir|practice|parkrun"
    r"|sauna|bike ride|cycle|hike|climbing|bouldering|boxing|football|tennis|squash|badminton|rowing|five-a-side"
    r"|bible study|study group|book club|quiz|pub quiz|class|lesson|call|catch-up|video call|game night|match"
)
# ... said with "my" and how often: "my weekly five-a-side", "my daily 4km run", "my weekly call with my mom"
MY_FIXTURE = Shape(
    "routine",
    "User has a {when} {what}{company}",
    "routine:{head}",
    rf"\bmy (?P<when>daily|weekly|nightly|fortnightly|monthly|morning|evening|sunday|saturday) (?P<what>(?:\d+ ?(?:k|km"
    rf"|mi|miles?|mins?|minutes?) )?(?:{FIXTURE}))\b(?!')(?P<company> with (?:my|our) [\w-]+)?",
    0.6,
    check=_days_written,
)


# A pastime worn as who one is, in a question too: "as a chess nerd what openings ...", "I'm a total board game geek"
AS_A_FAN = Shape(
    "hobby",
    "User is {what}",
    "hobby:{noun_head}",
    r"(?:^|\bas |\bI(?:'m| am) )(?P<what>an? (?:(?:total|massive|huge|big|proper|bit of a|real) )?(?!(?:fellow|total"
    r"|massive|huge|big|proper|real|bit)\b)(?:[\w&-]+ ){1,2}?(?:nerd|geek|fanatic|enthusiast|buff|junkie|nut))\b",
    0.6,
    KIND_PREF,
)
# Said in a question too (introductions.in_passing): the routine with "my" and how often, the pastime worn.
SAID_IN_A_QUESTION = (MY_FIXTURE, AS_A_FAN, CONDITION_ASKED, ANYONE_ELSE_HERE, *AROUND, *HOW_LONG)


def not_a_mishap(fields: dict) -> bool:
    """A pastime, not a mishap called one in jest (see MISHAP)."""
    return not MISHAP.match(fields["what"])


def _keen(fields: dict) -> bool:
    """ "Keen trail runner here" -> "User is a keen trail runner" (not "the place where I'm a regular closed")."""
    fields["how"] = {"keen": "a keen", "avid": "an avid"}[fields["how"].lower()]
    return not_a_fan(fields)


# In order; within the rule, the first shape that reads the clause wins.
def _not_someone(fields: dict) -> bool:
    """What keeps one sane is a pastime, not a person ("Tom keeps me sane"; "yoga" is a word first)."""
    first = fields["what"].split()[0].lower()
    return first in ENGLISH_WORDS or not known_first_name(first)


# fmt: off
ROUTINES: tuple[Shape, ...] = (
    Shape("routine", "User {said}", "commute",
          r"\bI (?:usually |always |normally |mostly |often |tend to )?(?P<said>(?:cycle|bike|walk|drive|commute|run"
          r"|ride(?: my bike)?|(?:take|get|catch) the (?:[\d:.]+ )?(?:bus|train|tube|metro|tram|ferry)) (?:in )?to "
          r"(?:work|the office|school|uni|university|college|the lab|the hospital)\b.*)", 0.6),
    Shape("routine", "User {said}", "commute",
          r"\bI (?:usually |always |normally |mostly |often )?(?P<said>commute (?:by|on|in|via|with) .+)", 0.6),
    # "I work from home Tuesdays and Thursdays", "I WFH on Fridays"
    Shape("routine", "User works from home on {when}", "routine:wfh",
          r"\bI (?:usually |always |normally |mostly |only )?(?:work from home|wfh|work remotely) (?:on )?"
          rf"(?P<when>{_DAY}s?(?:(?:,| and| &| or) {_DAY}s?)*)", 0.6, check=_days_written),
    # "Every day I am going to office by train": how the user gets to work
    Shape("routine", "User goes to work by {how}", "commute",
          r"\bI(?:'m| am)? (?:usually |always |normally |mostly )?"
          r"(?:go|going|get|getting|travel|travelling|come|coming)"
          r" (?:in )?to (?:the )?(?:office|work|school|uni|college) (?:by|on) (?P<how>train|bus|tube|car|bike|bicycle"
          r"|foot|metro|tram|ferry|scooter|subway|underground)\b", 0.6),
    # "sunday is meal prep day for me", "I typically reserve Wednesday afternoons for client calls"
    # (the day as said, "Tuesdays", and whose the day is: "User's long run day is Tuesdays"; "Friday night is pizza
    # night" -> "User's pizza night is Friday night")
    Shape("routine", "User's {what} {unit} is {day}{part}", "routine:{day_key}",
          r"^(?P<day>(?:mon|tues|wednes|thurs|fri|satur|sun)days?)(?P<part> (?:night|evening|morning|afternoon)s?)?"
          r" (?:is|are) (?:always )?(?:my |our )?(?P<what>[\w -]{3,25}?) (?P<unit>day|night|evening|morning)"
          r"(?: for me| in my house| here| with the family)?\b", 0.6, check=_day_named),
    # the same of two days or more: "Tuesday and Thursday evenings are yoga nights for me"
    Shape("routine", "User's {what} {unit} is {day}{part}", "routine:{day_key}",
          rf"^(?P<day>{_DAY}s?(?:(?:,| and|, and| &) {_DAY}s?){{1,3}})(?P<part> (?:night|evening|morning|afternoon)s?)?"
          r" are (?:always )?(?:my |our )?(?P<what>[\w -]{3,25}?) (?P<unit>day|night|evening|morning)s"
          r"(?: for me| in my house| here| with the family)?\b", 0.6, check=_day_named),
    Shape("routine", "User keeps {when} for {what}", "routine:{when}",
          r"\bI (?:usually |typically |always |normally |try to )?"
          r"(?:reserve|keep|block(?: out)?|save|set aside|protect)"
          r" (?P<when>(?:my )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|weekday)s?"
          r"(?: (?:mornings|afternoons|evenings|nights))?) for (?P<what>[\w -]+)", 0.6, check=_days_written),
    # "Wednesday evenings are for the pub quiz with the lads", "Sundays are strictly for hiking"
    Shape("routine", "User keeps {when} for {what}", "routine:{when}",
          r"^(?P<when>(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend)s?(?: (?:mornings|afternoons|evenings"
          r"|nights))?) (?:are|is) (?:always |strictly |basically )?(?:(?:reserved|kept|saved|sacred) )?for"
          r" (?P<what>(?!me\b|you\b|us\b|resting\b|sleeping\b)[\w -]+)", 0.6, check=_days_written),
    # "my standing thing is Thursday nights = pub quiz with the lads": a day set equal to what fills it
    Shape("routine", "User keeps {when} for {what}", "routine:{when}",
          rf"\b(?:is|are) (?P<when>(?:{_DAY}|weekend)s?"
          r"(?: (?:mornings|afternoons|evenings|nights))?)\s*(?:=|->|→)\s*"
          r"(?P<what>(?!me\b|you\b|us\b)[\w' -]{3,40}?)(?=\s*[,.!;?]|\s*$)", 0.6,
          check=_days_written),
    Shape("routine", "User's {when}: {what}", None,
          r"\bmy (?P<when>(?:mornings?|evenings?|days?|weekends?|routine|commute|daily routine)(?: routine)?)"
          r" (?:is|are|looks? like|goes)\s*:?\s*(?:(?:always |pretty |usually |very |quite )?(?:the same|simple|boring"
          r"|standard|like this|as follows)(?: tbh| really)?\s*[:,-]\s*)?(?P<what>.+)", 0.6),
    # "my standup is at 9:30 every morning", "my shift starts at 7 on weekdays": a fixture with its hour
    Shape("routine", "User's {what} is at {when}", "routine:{noun_head}",
          r"\bmy (?:daily |weekly |morning |team )?(?P<what>stand-?up|standup meeting|shift|class|lesson|practice"
          r"|training|school run|gym session|therapy|session|meeting|call) (?:is|starts|begins) at "
          r"(?P<when>\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)? (?:every|each|on) [\w ]+?)(?=\s+(?:so|and|but|because)\b"
          r"|[,.!?;]|$)", 0.6),
    # "Tuesday nights are choir practice for me", "Friday night is always pizza + movie night with my roommates"
    Shape("routine", "User has {what} on {when}", "routine:{when}",
          r"^(?P<when>(?:mon|tues|wednes|thurs|fri|satur|sun)day (?:nights?|mornings?|evenings?|afternoons?)"
          r"|(?:mon|tues|wednes|thurs|fri|satur|sun)days?) (?:are|is) (?:always )?(?P<what>[\w&'+ -]{3,30}?"
          r" (?:practice|rehearsals?|club|training|class|lessons?|night|session|dinner|lunch|brunch|breakfast|roast)"
          # "Sunday is always roast dinner at my mum's"
          r"(?: with (?:the|my|our) [\w ]{2,20}?| at (?:my|our) [\w-]+'s| at (?:ours|mine|home))?)"
          r"(?: for me|\s*[,.!]|$)", 0.6, check=_days_written),
    # an activity and how often, said without a verb: "cold shower every morning, no exceptions", "gym 4x a week"
    Shape("routine", "User's routine: {what} {when}", "routine:{noun_head}",
          # "I've had a cold shower every morning for a year": what has come round for a while
          rf"^(?:(?:and|also|plus|oh|so|lol|haha|honestly|ok),? )?(?:I(?:'ve| have) (?:had|done|taken) )?"
          rf"(?P<what>(?:an? )?(?:[\w-]+ ){{0,2}}?(?:{FIXTURE})(?: session)?"
          r"(?: (?:at|in) (?:the )?(?:[\w-]+ )?[\w-]+)?)"
          r" (?P<when>(?:every|each) (?:single )?(?:morning|evening|night|day|weekday|weekend|week|(?:mon|tues|wednes"
          r"|thurs|fri|satur|sun)day)|\d ?x (?:a|per) (?:week|day)|(?:once|twice|three times|\d times) a (?:week|day)"
          r"|daily|(?:before|after) work)\b(?!.*\b(?:today|tomorrow|this (?:week|morning)|next)\b)"
          # not someone else's, nor one that was: "church every Sunday was my grandma's thing"
          r"(?!\s+(?:was|were|used to|is (?:my|his|her|their) [\w-]+'s)\b)", 0.6),
    # "every friday is family movie night in our house", "each sunday is roast dinner at ours" ("... is roast day" is
    # read by the shapes of a day's name)
    Shape("routine", "User has {what} every {when}{company}", "routine:{when}",
          rf"^(?:every|each) (?P<when>{_DAY}(?: (?:night|morning|evening|afternoon))?) (?:is|=) (?:always )?"
          r"(?P<what>[\w&' -]{3,30}? (?:night|practice|club|training|class|session|dinner|lunch|breakfast))"
          # with whom, then where: "... is pizza and movie night with the kids at our place"
          r"(?P<company> with (?:the|my|our) (?:[\w-]+ ){0,2}?(?:kids|family|children|girls|boys|lads|friends|partner"
          r"|husband|wife|mates|crew|gang|parents|mum|mom|dad|grandparents|in-laws|flatmates|housemates|team))?"
          r"(?: in (?:our|my) (?:house|home|family)| at (?:ours|mine|home|(?:our|my) (?:place|house))| for (?:me|us)"
          r"| here)?(?:\s*[,.!]|$)", 0.6,
          check=_days_written),
    # "I always do the grocery shop sunday evenings", "I do my meal prep on Sundays", and without the "I" when the days
    # come round: "do the weekly food shop on thursday evenings when Tesco is quiet"
    Shape("routine", "User does {what} on {when}", "routine:{when}",
          r"(?:\bI |^(?=.*\b(?:[a-z]+days|mornings|evenings|nights|afternoons)\b))(?:always |usually |normally |tend to"
          r" |try to )?do (?P<what>(?:the|my|our) (?:weekly |big )?"
          r"(?:grocery shop(?:ping)?|food shop(?:ping)?|shopping|meal prep|laundry|washing|cleaning|ironing"
          r"|batch cooking|big shop|weekly shop|budget|accounts|admin|prep)) (?:on (?:a )?)?"
          rf"(?P<when>{_DAY}s?(?: (?:mornings?|evenings?|nights?|afternoons?))?)\b", 0.6, check=_days_written),
    MY_FIXTURE,
    # "I've moved my gym sessions from evenings to lunchtimes now": the time it comes round now
    Shape("routine", "User has moved User's {what} to {when}", "routine:{noun_head}",
          r"\bI(?:'ve| have)? (?:just |recently |now )?(?:moved|switched|changed|shifted) (?:my|our) (?P<what>(?:[\w-]+"
          rf" )?(?:{FIXTURE})(?:s| sessions?| classes)?) from (?:[\w -]{{3,25}}?) to (?P<when>[\w -]{{3,25}}?)(?: now)?"
          r"(?=\s*[,.!?;]|$|\s+(?:so|and|but|because|now)\b)", 0.6),
    # "the one thing I never skip is my 20-minute meditation before bed", "I never miss my 6am swim"
    Shape("routine", "User never skips User's {what}", "routine:{noun_head}",
          r"\bI (?:never|don't ever|do not ever|won't|rarely) (?:skip|miss)(?: is)? (?:my|our) (?P<what>(?:(?:daily"
          r"|weekly|nightly|morning|evening|early|\d+(?:[:.]\d\d)? ?(?:am|pm)|\d+[- ]?(?:minute|min|hour|km|k|mile)s?)"
          rf"[- ]){{0,2}}(?:{FIXTURE})(?: sessions?| classes)?"
          r"(?: (?:before|after) (?:bed|work|breakfast|school|dinner))?)\b", 0.6),
)
HOBBIES: tuple[Shape, ...] = (
    # "I've switched from road cycling to trail running": the pastime now (not "from decaf to regular")
    Shape("hobby", "User has switched from {old} to {what}", "hobby:{head}",
          rf"\bI(?:'ve| have)? (?:just |recently |now |finally )?(?:switched|moved|changed|gone)(?: over)? from"
          rf" (?P<old>(?:[\w-]+ )?{PASTIME}) to (?P<what>(?:[\w-]+ )?{PASTIME})", 0.6, KIND_PREF),
    Shape("hobby", "User's {how} {what}", "hobby:{head}",
          r"\bmy (?:main |favou?rite |big |biggest |real |true |great |one |other |new |weird |odd |strange |secret"
          r" |guilty |latest |current |nerdy |niche )?(?P<how>hobby is|hobbies are"
          r"|hobbies include|passion is) (?P<what>.+)", 0.6,
          KIND_PREF, check=not_a_mishap),
    # "gardening has completely taken over my life", "crochet has become my whole personality"
    Shape("hobby", "User's hobby is {what}", "hobby:{head}",
          rf"^(?P<what>(?:[\w-]+ )?{PASTIME}) (?:has|have) (?:completely |totally |basically |kinda |kind of |honestly"
          r" |literally )?(?:taken over my (?:whole )?life|become my (?:whole |entire )?(?:life|personality|thing"
          r"|obsession))\b", 0.6, KIND_PREF),
    # "finished my 3rd marathon on sunday": one of several races run
    Shape("hobby", "User has finished their {nth} {what}", "hobby:{what}",
          r"\b(?:just |finally )?(?:finished|ran|completed|did|done) my (?P<nth>\d+(?:st|nd|rd|th)|second|third|fourth"
          r"|fifth|sixth|tenth) (?P<what>marathon|half marathon|ultra|triathlon|ironman|half ironman|sportive)\b", 0.6,
          KIND_PREF),
    # "gym days are mon/wed/fri": a pastime's fixed days
    Shape("hobby", "User's {what} days are {when}", "routine:{what}",
          r"^(?:my )?(?P<what>gym|training|swim|swimming|running|climbing|yoga|lifting|rehearsal) days are"
          r" (?P<when>(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[\w/,& -]{0,40}?)(?=\s*[,.!;]|$)", 0.6,
          KIND_PREF),
    # "hobby wise I'm big on fly fishing, most weekends I'm standing in a river somewhere"
    Shape("hobby", "User is big on {what}", "hobby:{head}",
          r"^(?:hobby|hobbies|free time|spare time)[- ]?wise,? I(?:'m| am) (?:big on|into|really into|all about)"
          r" (?P<what>[\w -]{3,30}?)(?=\s*[,.!;]|$)", 0.6, KIND_PREF),
    # "my main thing outside work is bouldering"
    Shape("hobby", "User's main thing outside work is {short}", "hobby:{head}",
          r"\bmy (?:main |big |one |other )?(?:thing|escape|outlet) outside (?:of )?work is (?P<short>[\w -]+)", 0.6,
          KIND_PREF),
    Shape("hobby", "User's hobby is {what}", "hobby:{head}",
          r"^(?P<what>[\w ]{3,45}?)(?: has been| is|'s) my (?:new |latest |current |big |biggest |main |favourite"
          r" )?"
          # a time it fills: "birdwatching is my weekend thing", "pottery is my sunday thing"
          r"(?:(?:weekend|weekday|sunday|saturday|summer|winter|evening|morning|after-work|downtime|off-day|day-off"
          r"|lockdown|self-care|go-to) )?(?:thing|passion|hobby|jam|obsession|therapy|happy place|escape)\b",
          0.6,
          KIND_PREF, check=not_a_mishap),
    # "Crochet has been saving my sanity", "pottery is keeping me sane", "running has honestly kept me sane":
    # not a person, a thing of work or a treatment
    Shape("hobby", "User's hobby is {what_lc}", "hobby:{head}",
          r"^(?!(?:my|our|the|this|that|it|work|school|uni|he|she|they|you|therapy|medication|meds)\b)"
          r"(?P<what>[\w ]{3,30}?)(?: has been| has| is|'s)?"
          r" (?:honestly |literally |really |genuinely |actually |totally )?(?:saving my sanity"
          r"|(?:keeping|keeps) me sane|what keeps me sane|my lifeline|saved my (?:sanity|life|mental health)"
          r"|kept me sane)\b", 0.6, KIND_PREF,
          check=_not_someone),
    # "I've been birdwatching since I was a wee boy", "been knitting for years now"
    Shape("hobby", "User has been {what} {how}", "hobby:{head}",
          rf"\bI(?:'ve| have) been (?P<what>{PASTIME}) (?P<how>since I was (?:\d+|ten|(?:an? )?(?:[\w-]+ )?"
          r"(?:kid|child|boy|girl|lad|lass"
          r"|teen|teenager|toddler|nipper|baby)|little|small|young|tiny)"
          r"|since (?:school|uni|college|childhood|forever|my teens|(?:19|20)\d\d)|for (?:years|ages|decades"
          r"|(?:about |over |nearly |almost )?\d+ (?:years|yrs)|most of my life|as long as I can remember))\b",
          0.6, KIND_PREF,
          check=_since_a_child),
    # "spent all of sunday bouldering", "spent the whole weekend crocheting"
    Shape("hobby", "User spent {when} {what}", "hobby:{head}",
          r"^(?:I )?spent (?P<when>(?:all (?:of )?|the whole |most of )?(?:the |my )?(?:(?:mon|tues|wednes|thurs|fri"
          r"|satur|sun)day|weekend|day|morning|afternoon|evening)(?: (?:morning|afternoon|evening))?) (?P<what>"
          + PASTIME + ")", 0.6, KIND_PREF),
    # "me and my mates have a weekly D&D campaign going", "I run a fortnightly Pathfinder game"
    Shape("hobby", "User plays in a {how}{what} {game}", "hobby:tabletop",
          r"\b(?:I|we|me (?:and|n|&) my \w+|my \w+ and I)(?:'ve| have)?"
          r" (?:got |have |run |play in |'m in |am in |joined )?"
          r"(?:a|an|our|my) (?P<how>(?:weekly|fortnightly|monthly|regular|long-running|online) )?(?P<what>D&D|DnD"
          r"|Dungeons (?:and|&) Dragons|Pathfinder|Call of Cthulhu|tabletop|TTRPG)"
          r" (?P<game>campaign|game|group|session)\b", 0.6, KIND_PREF),
    # "my weekend obsession is restoring old vespas", "my current obsession: sourdough"
    Shape("hobby", "User's {how} is {short}", "hobby:{head}",
          r"\bmy (?P<how>(?:(?:new|latest|current|big|biggest|main|weekend|lockdown|winter|summer) )?"
          r"(?:obsession|passion project|side hustle|guilty pleasure))(?: is|:) (?P<short>.+)", 0.6, KIND_PREF),
    # "I play in goal for a sunday league team", "I play bass in a covers band", "I play nyckelharpa in a folk group"
    Shape("hobby", "User plays {what}", "hobby:{head}",
          r"\bI (?:also |still |now )?play (?P<what>(?:in goal|up front|in defence|in midfield|[\w-]+(?: [\w-]+)?)"
          r" (?:for|in|with) (?:an?|the|my|our) (?:[\w-]+ ){0,3}?(?:team|club|league|band|orchestra|side|squad|group"
          r"|ensemble|choir|quartet|trio|duo|sinfonia))\b", 0.6, KIND_PREF),
    Shape("hobby", "User's {when} are for {what}", "hobby:{head}",
          r"^(?P<when>weekends|evenings|sundays|saturdays|summers|winters) (?:are (?:for|all about)|=|mean)"
          r" (?P<what>.+?)(?: for me)?(?=\s*[,.!;?]|$)", 0.6,
          KIND_PREF),
    Shape("hobby", "User is often {what}", "hobby:{head}",
          r"\b(?:you'll|you will|you can|you'd) (?:usually |often |always |probably )?find me (?P<what>\w+ing\b.*)",
          0.6, KIND_PREF),
    # "saturday mornings you'll find me at parkrun": where, and when
    Shape("hobby", "User is often {what} on {when}", "hobby:{head}",
          r"^(?:on )?(?P<when>(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|weekday)s?(?: (?:mornings|evenings"
          r"|afternoons|nights))?) (?:you'll|you will|you can) (?:usually |often |always |probably )?(?:find|catch) me"
          r" (?P<what>(?:at|in|on|down (?:at|the)) .+)", 0.6, KIND_PREF),
    Shape("hobby", "User is {how} {what}", "hobby:{head}",
          r"\bI(?:'m| am|'ve been| have been|'ve (?:gotten|become)| have (?:gotten|become))"
          r" (?:really |very |quite |a bit |super |big |so |mostly |also |still |totally |kind of |sort of |kinda"
          r" |sorta |low-?key |properly |seriously |pretty |kinda |getting |got )*"
          r"(?P<how>into|passionate (?:about|for)|keen on"
          r"|obsessed with|a (?:big |huge )?fan of) (?P<what>.+)", 0.6, KIND_PREF),
    Shape("hobby", "User is a keen {what}", "hobby:{head}",
          r"(?:\bI(?:'m| am)|(?:^|,\s*)(?:as|being)) an? (?:keen|avid|big|huge|passionate|amateur|casual|enthusiastic"
          r"|serious|regular)"
          r" (?P<what>(?!\w+ed\b)[\w -]+)", 0.6, KIND_PREF, not_a_fan),  # not "the place where I'm a regular closed"
    # ... worn as a badge: "Keen trail runner here, ...", "avid birder here 🐦"
    Shape("hobby", "User is {how} {what}", "hobby:{head}",
          r"^(?:an? )?(?P<how>keen|avid) (?P<what>(?!\w+ed\b)[\w -]{3,30}?) here\b",
          0.6, KIND_PREF, check=_keen),
    # "I do a bit of birdwatching whenever I can": an activity one does, not a chore
    Shape("hobby", "User does {what}", "hobby:{head}",
          r"\bI (?:also |still )?do (?P<what>(?:a (?:bit|lot) of|some|loads of|lots of) (?!(?:driving|cleaning|thinking"
          r"|worrying|overthinking|waiting|working|commuting|paperwork|admin|travelling for work)\b)[\w-]+ing)\b", 0.6,
          KIND_PREF),
    Shape("hobby", "User does {what}", "hobby:{head}",
          r"\bI (?:also |still |mostly )?do (?:a (?:bit|little) of |a little )?(?P<what>(?:amateur |competitive |some "
          r"|a lot of )?"
          r"(?:astronomy|astrophotography"
          r"|photography|archery|pottery|ceramics|calligraphy|origami|woodwork|woodworking|embroidery|taxidermy"
          r"|genealogy|parkour|aikido|jiu[- ]jitsu|bjj|muay thai|kickboxing|taekwondo|karate|judo|fencing|triathlons?"
          r"|ultras|marathons|cosplay|improv|stand-?up|roller derby|aerial silks|pole fitness|barre|zumba|spin"
          r"|intermittent fasting|(?:\d{2}[:/]\d{1,2}|alternate[- ]day|time[- ]restricted|water) fasting|omad"
          r"|meal prep)\b)", 0.6, KIND_PREF),
    Shape("hobby", "User dabbles in {what}", "hobby:{head}",
          r"\bI (?:\w+ )?(?:dabble|potter|tinker) (?:in|with|about with|around with) (?P<what>.+)", 0.6, KIND_PREF),
    Shape("hobby", "User is learning {short}", "hobby:{head}",
          r"\bI(?:'ve| have|'m| am)? ?(?:been )?learning (?:how (?=to ))?(?:to play )?"
          r"(?!a |an |so |lots|much|more|loads|from|about|that|what)(?P<short>.+)", 0.6, KIND_PREF),
    Shape("hobby", "User is taking {short}", "hobby:{head}",
          r"\bI(?:'ve| have|'m| am)? ?(?:been )?(?:doing|taking|going to) (?P<short>[\w -]+? (?:classes|lessons"
          r"|courses?))\b", 0.6, KIND_PREF, lambda f: names_a_subject(f["short"])),
    Shape("hobby", "User {said}", "hobby:{head}",
          r"\bI ?(?P<said>(?:run|organise|organize|host|coach|sing in|play in|belong to|joined|am in|'m in|'m part of"
          r"|am part of|'m a member of|am a member of) an?"
          r" (?:[\w-]+ ){0,3}?(?:club|group|choir|band|team|league|society|orchestra)\b.*)", 0.6, KIND_PREF),
    Shape("hobby", "User {said}", "hobby:{head}",
          r"\b(?:in (?:my )?(?:free|spare) time|for fun|as a hobby|when I'm not (?:at work|working)),?"
          r" I(?P<said>(?:'m|'ve)? .+)",
          0.6, KIND_PREF),
    Shape("hobby", "User {said}", "hobby:{head}",
          rf"\bI(?:'m| am)? (?:also |often |love to |like to )?(?P<said>(?:{HOBBY_VERBS})\b.*)", 0.6, KIND_PREF),
    # what one does said to be a hobby after it: "I restore old mechanical watches as a hobby", "I bake for fun"
    Shape("hobby", "User {said}", "hobby:{head}",
          r"^(?:\w+,? )?I(?: |(?='ve ))(?:also |still )?(?P<said>(?:(?:have |'ve )?(?:started|taken up|picked up)"
          r"|took up|picked up) [\w' -]{3,60}?|(?!(?:do|did|said|say|meant|mean|asked|ask|was|wrote|write|think"
          r"|thought|guess|tried|try|joke|joked|just|like|love|enjoy|want|need|have|had|went)\b)[a-z]+(?<!ed)"
          r" (?!(?:it|that|this|them|you|him|her)\b)[\w' -]{3,60}?)"
          r" (?:as an? (?:side )?(?:hobby|pastime)|for fun|in my (?:spare|free) time)\b", 0.6, KIND_PREF),
    AS_A_FAN,
    *HOBBY_WORDS,  # a pastime by name beyond the few above: "i do bonsai", "as a keen birdwatcher"
)
# fmt: on
