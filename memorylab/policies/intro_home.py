"""The shapes of where people live and where they are from ("I live in Leeds", "we're just outside
Tucson", "hello from Osaka", "I'm originally from Lagos"), part of the table in
:mod:`memorylab.policies.introductions`."""

from __future__ import annotations

import re

from memorylab.policies.intro_shape import GREETING, HOME_DESC, Shape, capitalised, is_place, words_pattern
from memorylab.policies.intro_words import DEMONYMS, KIDS, RELATIVES

DEMONYM = "|".join(DEMONYMS)
KIN = words_pattern(RELATIVES + KIDS)
# One's people with the speaker, as the subject: "me and my flatmate", "my partner and I", "Ana and I".
WHO = r"[\w-]+(?: (?!(?:would|could|might|should|will|used|wanna|want|hope|plan|and|&)\b)[\w-]+)?"
WITH_SOMEONE = (
    rf"(?:(?:me|myself) (?:and|n|&|an'|an) (?:my|our|the) {WHO}|(?:my|our|the) {WHO} (?:and|&) (?:I|me))"
    r"|(?-i:[A-Z])[\w'-]+ (?:and|&) (?:I|me)"
)
# What makes a stay a wish: "spending a year in Bali would be a dream"
SAID_AS_A_WISH = r"[^.!?]*\b(?:would|could|might|sounds|someday|some day|one day|dream)\b"
# How far a home is from a town: "20 min", "10km", "half an hour"
DISTANCE = (
    r"(?:\d+|a few|a couple of|an?|half an|five|ten|fifteen|twenty|thirty|forty) ?(?:min|mins|minutes|hours?|hrs?"
    r"|km|k|miles|mi)"
)
PEOPLE = "parents|grandparents|in-laws|siblings|folks|people|relatives|family|friends|mates"


def _a_long_stay(fields: dict) -> bool:
    """A stay of a year or more in a known place, said in the third person ("my gap year" -> "User's gap year")."""
    fields["how"] = re.sub(r"^(?:my|our)\b", "User's", fields["how"], flags=re.I)
    return is_place(fields)


def _years_there(fields: dict) -> bool:
    """How long, said first ("Six years in Dubai now"), in lower case after "for"; and a known place."""
    fields["how"] = fields["how"].lower()
    return is_place(fields)


# A home one is on, not in: "we're out on a farm in rural Saskatchewan" (a boat or an island may be a holiday).
# A home on wheels or canvas: "a converted school bus", "a campervan", "a yurt", "a tiny house".
ON_WHEELS = (
    r"(?:bus|van|campervan|camper van|camper|rv|motorhome|motor home|caravan|trailer|airstream|skoolie|yurt|tiny house"
    r"|tiny home|tent|teepee|tipi|shipping container|converted container)"
)
DWELT_ON = r"(?:farm|ranch|croft|smallholding|homestead|acreage|houseboat|narrowboat|kibbutz|vineyard|cattle station)"


def _german_since(fields: dict) -> bool:
    """A home said in German with how long ("seit 2019" -> "since 2019", "seit 3 Jahren" -> "for 3 years")."""
    since = fields["since"].lower().removeprefix("seit ")
    if years := re.fullmatch(r"(\w+) jahren", since):
        fields["since"] = f"for {years.group(1)} years"
    else:
        fields["since"] = {"einem jahr": "for a year", "kurzem": "for a short while"}.get(since, f"since {since}")
    return is_place(fields)


# "anyone else in Tucson dealing with this heat??": "else" puts the speaker there too (a question, mostly: also one
# of the shapes read in a question, intro_hobbies.SAID_IN_A_QUESTION)
ANYONE_ELSE_HERE = Shape(
    "home",
    "User lives in {place}",
    "city",
    r"^(?:(?:so|ok|okay|hey|hi),? )?(?:is |are )?any(?:one|body) else (?:here )?(?:in|living in|based in)"
    r" (?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)(?=\s+(?:dealing|struggling|having|getting|noticing"
    r"|sweating|freezing|suffering|finding|find|been|with|who|sick|fed up|tired)\b)",
    0.7,
    check=is_place,
)


# fmt: off
HOMES: tuple[Shape, ...] = (
    # what living there is like, said first (before the shapes that read to the end): "living on Orkney has its
    # downsides", "living in Leeds is cheap"
    Shape("home", "User lives {on} {place}", "city",
          r"(?:^|[,.!;]\s+)(?:(?:honestly|tbh|but|and|so),? )?(?:I'm )?living (?P<on>on|in)"
          r" (?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?) (?:has|is|means|comes|can be|gets|really)\b", 0.7,
          check=is_place),
    # "we're Melbourne locals btw", "Leeds local here": a home said as who one is ("a Glasgow native": where from)
    Shape("home", "User lives in {place}", "city",
          r"(?:\b(?:I'm|I am|we're|we are|from|as) (?:an? )?(?:born and bred |lifelong |proud |fellow )?"
          r"|^(?=(?-i:[A-Z])[\w'-]+"
          r"(?: (?-i:[A-Z])[\w'-]+)? local here\b))(?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?) locals?\b",
          0.7, check=is_place),
    Shape("home", "User lives in {place}", "city",
          r"\b(?:I|we|but|and|now)(?:'m| am|'re| are|'ve| have)? ?(?:been )?(?:currently |still |now |finally )?"
          r"(?:live|living|lived|based|reside|residing|settled)(?: with (?:my|our) [\w ]{2,20}?)?"
          r"(?: out of| in|(?: way)? (?:out|up|down|over) in| just outside| outside| near| on the outskirts of) "
          rf"{HOME_DESC}(?P<place>.+)", 0.7, check=capitalised),
    # "small town Saskatchewan gal here", "Glasgow lad here": the place worn as who one is
    Shape("home", "User lives in {place}", "city",
          r"^(?:(?:a |just a )?(?:small[- ]town|big[- ]city|rural|proud) )?(?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])"
          r"[\w'-]+)?) (?:gal|guy|girl|lad|lass|boy|mum|mom|dad|woman|man|resident)(?: here| checking in)\b", 0.7,
          check=is_place),
    # one's home placed by a town near it: "our place is way out past Bozeman", "my house is just outside Leeds"
    Shape("home", "User lives {near} {place}", "city",
          r"\b(?:our|my) (?:place|house|home|farm|ranch|cabin|flat|apartment|cottage) is (?:way |a bit"
          r" |about [\w.]+ (?:miles|km|minutes|mins|hours?) )?"
          r"(?P<near>(?:just |right )?(?:out past|past|outside(?: of)?|near|north of|south of"
          r"|east of|west of|on the outskirts of)) (?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)\b", 0.7,
          check=is_place),
    # an address, then its town: "As of 1 March I reside at 14 Harbour Row, Stromness, Orkney"
    Shape("home", "User lives in {place}", "city",
          r"\b(?:I|we)(?:'ve| have)? (?:now |currently )?(?:reside|live|moved|relocated|am living|'m living) (?:at|to)"
          r" \d+[a-z]?,? (?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,3},\s*"
          r"(?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)", 0.7, check=capitalised),
    # "Moving to Porto was the best decision ever": a move looked back on
    Shape("home", "User moved to {place}", "city",
          r"^\W*(?:(?:honestly|tbh|ngl),? )?(?:I'm |I am )?(?:moving|relocating|the move) (?:over |out )?to "
          r"(?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?) (?:was|has been|is) (?:(?:honestly|genuinely"
          r"|probably|easily|hands down|by far) )?(?:the best|a great|the right|a good|so worth|worth it)", 0.7,
          check=is_place),
    # the speaker and someone else as one subject: "me and my flatmate live in glasgow", "the kids and I live in Bath"
    Shape("home", "User lives in {place}", "city",
          rf"(?:^|[,;:]\s*|\b(?:so|and|but|because|cos|bc|as)\s+)(?:{WITH_SOMEONE})(?:'ve| have)? (?:both |all |still "
          r"|currently |now )?(?:(?:live|living|have lived|'ve lived)(?: together)?(?: in| out in| up in| down in"
          rf"| just outside| outside| near) {HOME_DESC}|(?:rent|share|own) (?:an?|the|our) (?:[\w-]+ ){{0,2}}?(?:flat"
          r"|house|apartment|place|room|cottage|home) (?:in|near|outside) )(?P<place>.+)", 0.7,
          check=capitalised),
    # a home by how far it is from a town: "we're on a small block about 20 min out of Dubbo", "live 10km from Ghent"
    Shape("home", "User lives near {place}", "city",
          r"\b(?:(?:I|we)(?:'m| am|'re| are) (?:on|in|at) (?:an? |our |my )(?:[\w-]+ ){0,2}?(?:block|farm|property"
          r"|acreage|smallholding|village|town|house|place|station|ranch|croft|homestead)"
          r"|(?:I|we) (?:live|are based|'re based|'m based)|(?:I|we)(?:'m| am|'re| are) based)"
          rf" (?:about |around |roughly |like |only |just )?{DISTANCE}"
          r" (?:out of|outside(?: of)?|from|north of|south of|east of|west of)"
          r" (?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?|(?-i:[a-z])[\w'-]+)", 0.7, check=is_place),
    # a year or more somewhere: "Spending this whole year in Chiang Mai working remotely"
    Shape("home", "User is spending {how} in {place}", "city",
          rf"(?:^|\b(?:I|we)(?:'m| am|'re| are) |\bI(?:'ll| will) be )(?!{SAID_AS_A_WISH})(?:currently |now |also )?"
          r"spending (?P<how>(?:this|the|next|the next|a|my|our) (?:whole |entire |full )?(?:year|academic year"
          r"|school year|gap year|two years|few years)|(?:a|one|two|three|\d+) (?:whole |full )?years?)"
          r" (?:living |working |studying |based )?in"
          r" (?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?|(?-i:[a-z])[\w'-]+(?: [a-z][\w'-]+)?)",
          0.7, check=_a_long_stay),
    # "just signed the lease on a flat in Valparaíso", "we got the keys to our house in Leeds"
    Shape("home", "User lives in {place}", "city",
          r"(?:^|\b(?:I|we)(?:'ve| have)? )(?:just |finally |recently )?(?:signed (?:the|a) lease on|moved into"
          r"|got the keys to) (?:a|an|my|our|the) (?:new )?(?:[\w-]+ )?(?:flat|house|apartment|place|condo|studio"
          r"|home|room) in (?P<place>.+)", 0.7, check=capitalised),
    Shape("home", "User lives in {place}", "city", r"(?:^|\bI(?:'m| am) |, )(?P<place>[A-Z][\w' ]+?)[- ]based\b",
          0.7, check=is_place),
    # the speaker's town named after it: "in my city, Lucknow", "the trams in our city (Zürich)"
    Shape("home", "User lives in {place}", "city",
          r"\b(?:my|our) (?:home (?=city))?(?:city|town|village|suburb|neighbou?rhood|area)(?:,\s*|\s*\(\s*)"
          r"(?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,2})\s*(?:\)|[.,!?]|$)", 0.7, check=is_place),
    # a home town is where one grew up: "my home town, Cork, is lovely", "my hometown (Tralee)", "my home town is Derry"
    Shape("origin", "User is from {place}", "hometown",
          r"\b(?:my|our) (?:home ?town|home village)(?:,\s*|\s*\(\s*|\s+(?:is|was)\s+)"
          r"(?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,2})\s*(?:\)|[.,!?]|$)", 0.6, check=is_place),
    Shape("origin", "User is from {place}", "hometown",
          r"(?:\bI(?:'m| am)|^(?:(?:so|well|and),? )?(?:as|being)) an? (?:proud |true |real |born and bred"
          rf" |born-and-bred |honorary )?(?P<place>{DEMONYM})\b",
          0.6),
    # a demonym worn first: "brummie through and through", "Proud Glaswegian, born and bred"
    Shape("origin", "User is from {place}", "hometown",
          rf"^(?:an? )?(?:proud |true |real )?(?P<place>{DEMONYM}),?(?: (?:through and through|born and (?:bred|raised)"
          r"|born-and-(?:bred|raised)|here|and proud)\b|\s*$)", 0.6),
    Shape("home", "User lives in {place}", "city",
          r"\b(?:I|we) (?:currently |now |still )?stay (?:in|at) (?P<place>.+)", 0.7, check=capitalised),
    Shape("home", "User lives in {place}", "city",
          r"\b(?:my (?:flat|house|home|apartment|place) is|home (?:for me )?is) (?:in )?"
          rf"{HOME_DESC}(?P<place>.+)", 0.7, check=capitalised),
    Shape("home", "User lives in {place}", "city",
          r"\b(?:my|our|mi) (?:first |new |own |little |tiny |current |family |big |small |rented |converted |cosy "
          r"|cozy |draughty |old (?![^.!?]*\b(?:was|were|used to|had)\b))?"
          r"(?:flat|house|home|apartment|place|farmhouse|cottage|cabin"
          # where the speaker's days are: "our street in Minneapolis", "my kitchen in Hobart", "my neighbours in ..."
          r"|bungalow|condo|casa|street|road|neighbou?rhood|kitchen|garden|block|building|farm|neighbou?rs)"
          r"(?:'s| is| are)? in (?:rural |upstate |downtown |central |coastal )?"
          r"(?P<place>(?-i:[A-Z][\w'-]*)(?: (?-i:[A-Z][\w'-]*))*|(?-i:[a-z]).+)", 0.7,
          check=capitalised),
    Shape("home", "User lives {how} {place}", "city",
          r"\b(?:my|our) (?:first |new |own |little |tiny |current |family )?(?:flat|house|home|apartment|place|condo"
          r"|farm)(?:'s| is)? (?:(?:up|down|out) (?:in|on) the (?:hills|mountains|woods|country|countryside|valley"
          r"|coast) )?(?P<how>near|outside|just outside) (?P<place>.+)", 0.7, check=is_place),
    Shape("home", "User lives in {place}", "city", r"\bI call (?P<place>.+?) home\b", 0.7, check=capitalised),
    Shape("home", "User lives in {place}", "city",
          rf"(?:\bI(?:'m| am)|^{GREETING}(?:as|being)) (?:an? )?(?:long-?time |lifelong |proud )?(?:resident|inhabitant"
          r"|citizen) of (?P<place>.+)", 0.7, check=is_place),
    Shape("home", "User lives in {place}", "city",
          r"(?:^|, ?)(?:but )?(?:now|currently|these days) (?:in|based in|living in|live in) (?P<place>.+)", 0.7,
          check=is_place),
    Shape("home", "User splits User's time between {place} and {other}", "city",
          r"\b(?:I|we) (?:split|divide) (?:my|our) time between (?P<place>[A-Z][\w'-]+(?: [A-Z][\w'-]+)?) and"
          r" (?P<other>[A-Z][\w'-]+(?: [A-Z][\w'-]+)?)", 0.7, check=is_place),
    Shape("home", "User moved to {place}", "city",
          r"(?:\b(?:I|we)(?:'ve| have)? ?|^)(?:just |recently |finally |only just |newly )?(?:moved|relocated|shifted"
          r"|retired)(?: back| out| over)?(?: home)?"
          rf"(?: here)?(?: from (?P<origin>.+?))? to {HOME_DESC}(?P<place>.+)", 0.7, check=capitalised),
    Shape("home", "User moved to {place}", "city",
          r"^(?:(?:so|and|but),? )?(?:upon|since|after|on|ever since) (?:relocating|moving|emigrating) (?:here )?to"
          r" (?P<place>.+)", 0.7, check=capitalised),
    Shape("home", "User is based in {place}", "city",
          r"(?:^|\b(?:hello|hi|hey|hiya|howdy|hola|greetings|good (?:morning|afternoon|evening|day)|writing|messaging"
          r"|waving|typing|chatting|cheers|love)(?: to you| this| all)? )from (?:sunny |rainy"
          r" |beautiful |lovely |snowy"
          rf" |windy |grey |gray |hot |cold |freezing )?{HOME_DESC}(?P<place>.+)", 0.7, check=is_place),
    Shape("home", "User is based in {place}", "city",
          # not where the speaker's people are: "I call my parents back home in Lagos", "my family out in Perth"
          rf"^(?!.*\b(?:my|our) (?:[\w-]+ )?(?:{KIN}|{PEOPLE})"
          r"(?: who)?(?: (?:live|lives|living|are|is|stay|stays|moved|retired))? (?:up|down|over|out|back home|back)"
          r" (?:in|near)\b)"
          # nor where one was: "we were out in Denver last week"
          r"(?!.*\b(?:was|were)\b.*\b(?:last (?:week|weekend|month|year|summer|winter|night)|yesterday|ago)\b)"
          r".*?(?<!grew )(?<!growing )\b(?:up|down|over|out|here|back home) (?:in|near) (?P<place>.+)", 0.7,
          check=is_place),
    # "been in Vancouver about two years now": a stay of years is a home
    Shape("home", "User has lived in {place} for {how}", "city",
          r"(?:^|\b(?:I|we)(?:'ve| have) "
          r"|^(?!(?:my|our|his|her|their|the|an?|he|she|they)\b)[^.!?]*?\b(?:but|and|now) )been (?:living |based )?in"
          r" (?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?),? (?:for )?(?P<how>(?:about |almost |nearly |over"
          r" |around |like )?(?:\d+|a|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|several)"
          r" (?:years?|yrs|months|decades?))\b", 0.7, check=is_place),
    # years or winters there so far: "Six years in Dubai now", "my third winter in Toronto", "been in Leeds 3 yrs"
    Shape("home", "User has lived in {place} for {how}", "city",
          r"^(?:(?:so|and|but|honestly),? )?(?P<how>(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|several)"
          r" (?:years|yrs))(?: now)? (?:living |based )?in (?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)"
          r"(?=,? now\b|\s*[,.!?]|\s+(?:and|on|with)\b|$)", 0.7, check=_years_there),
    Shape("home", "User is in {place} for User's {how}", "city",
          r"(?:\bmy |^)(?P<how>(?:second|third|fourth|fifth|sixth|\d+(?:st|nd|rd|th)) (?:year|winter|summer|spring"
          r"|autumn)) in (?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)\b", 0.7, check=is_place),
    # a place and then that it is home: "Winnipeg, where I live", "Melbourne, the city I already live in", "Tenby,
    # Wales, that's home"; "I, a homeowner in the borough of Croydon, ..."
    Shape("home", "User lives in {place}", "city",
          r"\b(?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?(?:, (?-i:[A-Z])[\w'-]+)?),?"
          r" (?:where I (?:live|'m based)"
          r"|(?:the|a) (?:city|town|village|place) I (?:already |now |currently )?(?:live in|call home)"
          r"|that's home|which is home)\b", 0.7, check=capitalised),
    Shape("home", "User lives in {place}", "city",
          r"\bI, an? (?:homeowner|resident|tenant|householder|renter|local) (?:in|of)"
          r" (?:the (?:borough|city|town|village|county|district) of )?"
          r"(?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)", 0.7, check=is_place),
    Shape("home", "User lives in {place}", "city",
          r"^(?:(?:so|and|but),? )?our (?:whole |entire )?family (?:lives|live|is based|are based) in"
          r" (?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)", 0.7, check=is_place),
    # "we're just outside Tucson"
    Shape("home", "User lives {how} {place}", "city",
          r"\b(?:I|we)(?:'m| am|'re| are) (?:based |living )?(?P<how>just outside|outside|near|right by|just by"
          r"|on the outskirts of) (?P<place>(?!.*\b(?:next|tomorrow|tonight|on holiday|on vacation|for (?:a|the)"
          r" (?:conference|trip|week|weekend|few days|holiday|night))\b).+)", 0.7, check=is_place),
    Shape("home", "User is based in {place}", "city",
          r"\b(?:I|we)(?:'m| am|'re| are) (?:currently |now |still )?(?:in "
          rf"{HOME_DESC}|(?:out |up |down |over )?on (?:an?|the|our|my) (?:[\w-]+ ){{0,2}}?{DWELT_ON}"
          r" (?:in|near|outside) (?:rural |remote |coastal |upstate |northern |southern |eastern |western |central )?)"
          r"(?P<place>(?!.*\b(?:next|tomorrow|tonight|on holiday"
          r"|on vacation|for (?:a|the) (?:conference|trip|week|weekend|few days|holiday))\b).+)", 0.7, check=is_place),
    # "I'm new to Fukuoka", "vivo en Guadalajara", "j'habite à Lyon", "we live on a narrowboat"
    Shape("home", "User is new to {place}", "city",
          r"\bI(?:'m| am) (?:(?:quite|pretty|fairly|brand|very) )?new to (?P<place>(?-i:[A-Z]).+)", 0.7,
          check=is_place),
    Shape("home", "User lives in {place}", "city",
          r"\b(?:vivo en|vivo em|moro em|j'habite à|j'habite a|je vis à|ich wohne in|ich lebe in|abito a|vivo a)"
          r" (?P<place>(?-i:[A-Z]).+)", 0.7, check=is_place),
    # German with how long, "ich" often left out: "Wohne seit 2019 in Graz", "ich lebe schon lange in Bern"
    Shape("home", "User has lived in {place} {since}", "city",
          r"(?:^|\bich )(?:wohne|lebe) (?P<since>seit (?:\d{4}|\w+ jahren|einem jahr|kurzem))(?: schon)? in"
          r" (?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?)", 0.7, check=_german_since),
    Shape("home", "User lives in {place}", "city",
          r"^(?:wohne|lebe) (?:jetzt |schon lange |noch )?in (?P<place>(?-i:[A-Z]).+)", 0.7, check=is_place),
    Shape("possession", "User lives on {what}", "dwelling",
          r"\b(?:I|we)(?:'re| are|'m| am)? (?:currently |now |actually )?(?:live|living) (?:full[- ]time )?on"
          r" (?P<what>an? (?:[\w-]+ ){0,2}?(?:narrowboat|houseboat|boat|barge|yacht|sailboat|canal boat))\b", 0.7),
    ANYONE_ELSE_HERE,
    # "living in a converted school bus full time now", "we live in a campervan": a home that moves, by its kind
    Shape("possession", "User lives in {what}", "dwelling",
          r"(?:^|\b(?:I|we)(?:'re| are|'m| am)? )(?:currently |now |actually )?(?:live|living) (?:full[- ]time )?in"
          rf" (?P<what>an? (?:[\w-]+ ){{0,2}}?{ON_WHEELS})\b(?! (?:for|this|next|until)\b)", 0.7),
    # "Osaka girl born and raised", "Glasgow lad", "a Lagos native"
    Shape("origin", "User is from {place}", "hometown",
          r"^(?:an? )?(?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?) (?:girl|boy|lad|lass|native|born and"
          r" (?:raised|bred)|born-and-(?:raised|bred))\b", 0.6, check=is_place),
    Shape("origin", "User is from {place}", "hometown", r"\bI(?:'m| am| was)? ?(?:originally )?from (?P<place>.+)",
          0.6, check=capitalised),
    # "Being from a tiny village in Kerala, I ...", "as someone from Lagos"
    Shape("origin", "User is from {place}", "hometown",
          rf"^(?:(?:so|well|and),? )?(?:being|as (?:someone|somebody|a (?:girl|boy|guy|woman|man|kid|lad|lass)))"
          rf" (?:originally )?from {HOME_DESC}(?P<place>[^,]+),\s*(?=(?:I|I'm|I've|my|we|we're)\b)", 0.6,
          check=is_place),
    Shape("origin", "User is from {place}", "hometown",
          r"\bI(?:'m| am) an? (?P<place>[A-Z][\w'-]+(?: [A-Z][\w'-]+)?)"
          r" (?:lad|lass|girl|boy|native|local|man|woman|guy)\b",
          0.6, check=is_place),
    Shape("origin", "User moved from {place}", "hometown",
          r"\b(?:I|we)(?:'ve| have)? ?(?:just |recently )?(?:moved|relocated|shifted) (?:here |over )?from"
          r" (?P<place>.+)", 0.6, check=capitalised),
    Shape("origin", "User {how} {place}", "hometown",
          r"(?:\bI(?:'m| am)? ?|^)(?P<how>(?:was )?(?:grew up in|born in|born and (?:raised|bred) in|raised in))"
          r" (?P<place>.+)",
          0.6,
          check=capitalised),
)
# fmt: on
