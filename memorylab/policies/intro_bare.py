"""Facts said bare, with the "I" or the "my" left off the start of the message: "freelance wedding photographer,
shoot weekends", "tiny flat in Glasgow with a damp problem", "two kids, Mateo who's 7 and Lucía who's 4", "six years
vegan now", "ring my gran every saturday", "wfh tuesdays and thursdays", "10 mins of duolingo before bed every
night", "mum's called Joyce", "boyfriend's Luca", "the missus — Sharon — reckons ...". Each is put back into the
words the table of shapes already reads ("I'm a freelance wedding photographer", "I live in a tiny flat in Glasgow",
"my boyfriend is Luca", "the missus, Sharon, reckons"); :mod:`memorylab.policies.intro_subject` tries them after
its own."""

from __future__ import annotations

import re
from collections.abc import Callable

from memorylab.policies.intro_shape import JOB, NAME, Shape, words_pattern
from memorylab.policies.intro_words import ANIMALS, CAT_BREEDS, DOG_BREEDS, DWELLINGS, KIDS, RELATIVES
from memorylab.policies.phrasing import article

_WORD = r"(?:(?!(?:at|in|for|with|and|but|or|to|of|the|my|is)\b)[\w-]+ )"
_NUMBER = r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a couple of|a few)"
# A time that comes round: what makes a bare doing a routine, not a plan.
_RECURRING = (
    r"(?=[^.!?]*\b(?:every|each|daily|nightly|weekly|without fail|twice a|once a|three times a"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b)"
)
_KIN = words_pattern(RELATIVES + KIDS)
# Not what one does but what one wishes, is told to do, or watched: "wfh tuesdays would be the dream", "call my mum
# every day is what my therapist said", "mum's called Joyce in the film"
_NOT_SO = (
    r"(?![^.!?]*\b(?:would|could|might|should|is what|said to|told me|suggested|the dream|ideal"
    r"|in (?:the|that|this) (?:film|movie|show|book|novel|series|sitcom|game))\b)"
)
_PETS = words_pattern(ANIMALS + DOG_BREEDS + CAT_BREEDS)
_DIETS = r"vegan|vegetarian|veggie|pescatarian|plant-based|gluten-free|dairy-free|teetotal|sober|keto"


def _favourite(match: re.Match) -> str:  # "biryani >>> every other food" -> "my favourite food is biryani"
    return f"my favourite {match.group('what').lower()} is " + match.group("it")


def _years_of(match: re.Match) -> str:
    return f"I've been {match.group('diet').lower()} for {match.group('n')} {match.group('unit')}"


def _kin_is(match: re.Match) -> str:
    return f"my {match.group('kin')} is {match.group('name')}"


def _kin_then_name(match: re.Match) -> str:  # "wife's turning 40 next month — Ingrid, ..." -> "my wife Ingrid is ..."
    verb = "is" if match.group("verb") in ("'s", " is") else match.group("verb").strip()
    return f"my {match.group('kin')} {match.group('name')} {verb} {match.group('rest')}, "


def _the_partner_named(match: re.Match) -> str:  # "the missus — Sharon — reckons" -> "the missus, Sharon, reckons"
    if match.group("the").lower() == "my":  # "my husband — Kofi — does ..." -> "my husband Kofi does ..."
        return f"my {match.group('kin')} {match.group('name')}" + (" " if match.group("end").strip() else "")
    return f"{match.group('the')} {match.group('kin')}, {match.group('name')}, "


BARE: tuple[tuple[str, str | Callable[[re.Match], str]], ...] = (
    # "freelance wedding photographer, shoot weekends": a job said with how it is held, then a comma
    (
        rf"^(?:freelance|self-employed|part-time|full-time|part time|full time|locum|contract)"
        rf" {_WORD}{{0,2}}?{JOB}(?<![^s]s)"
        r"(?=\s*[,;—–]|\s+(?:and|but|so|by|here|based)\b)",
        lambda m: "I'm " + article(m.group(0)) + m.group(0),
    ),
    # "tiny flat in Glasgow with a damp problem": a home said by its dwelling and a place named
    (
        r"^(?:(?:tiny|small|little|cramped|cosy|cozy|big|old|new|damp|shared|rented|cold|draughty|noisy|top[- ]floor"
        rf"|ground[- ]floor|one[- ]bed|two[- ]bed) )+{DWELLINGS} in (?=(?-i:[A-Z]))"
        r"(?![^,.!?]*\b(?:for sale|for rent|to rent|to let|on the market|listing|for a (?:week|night|month))\b)",
        lambda m: "I live in " + article(m.group(0)) + m.group(0)[:1].lower() + m.group(0)[1:],
    ),
    # "two kids, Mateo who's 7 and Lucía who's 4": the children had, named after a comma or a colon
    (
        rf"^{_NUMBER} (?:kids|children|sons|daughters|little ones)(?=\s*[,:(—–]\s*(?-i:[A-Z])[^.!?]{{0,40}}"
        r"(?:\bwho's \d|\(\d|\b\d\d?\b|\baged\b|\byears? old\b))",
        r"I have \g<0>",
    ),
    # "six years vegan now", "3 yrs sober": a diet kept so long
    (
        rf"^(?P<n>{_NUMBER}) (?P<unit>years?|yrs?|months?) (?P<diet>{_DIETS})\b"
        r"(?=\s*(?:now|and counting|strong|so|but)\b|\s*[,.!—–]|\s*$)",
        _years_of,
    ),
    # "ring my gran every saturday", "call my mum every sunday without fail": one's people kept up with
    (
        rf"^(?:ring|call|phone|visit|text|facetime|see|email|write to) (?:my|our) (?:[\w-]+ )?(?:{_KIN})\b"
        rf"{_RECURRING}{_NOT_SO}",
        r"I \g<0>",
    ),
    # "wfh tuesdays and thursdays", "WFH on fridays"
    (rf"^wfh\b(?=\s+(?:on |most |every )?(?:mon|tues?|wed|thurs?|fri|sat|sun)){_NOT_SO}", "I work from home"),
    # "10 mins of duolingo before bed every night", "20 minutes of yoga each morning"
    (rf"^\d+ (?:mins?|minutes|hours?|hrs?|pages|km|miles|laps|reps) of \w[\w -]*?{_RECURRING}{_NOT_SO}", r"I do \g<0>"),
    # "Do 16:8 fasting"
    (r"^do (?=(?:\d\d?:\d\d?|intermittent|alternate[- ]day|omad)\b)", "I do "),
    # "took up pottery last year", "picked up crochet during lockdown", "took up welding classes": a pastime begun
    (
        r"^(?:took|picked) up (?!(?:the|a|an|my|too|all|most|half|so|some|space|room|time|where)\b)(?=[\w-]+"
        r"(?: [\w-]+)? (?:last|this|a|in|over|during|about|when|after|recently|at|back)\b"
        # "took up evening welding classes"
        r"|(?:[\w-]+ ){0,3}(?:classes|lessons|courses?)\b)",
        r"I \g<0>",
    ),
    # "cant eat peanuts — anaphylactic", "lactose intolerant but ...": what one cannot eat or have
    (
        r"^(?:can't|cannot|can not) (?:eat|have|tolerate) (?=(?:any )?[\w-]+\s*[—–(])",
        r"I \g<0>",
    ),
    (
        r"^(?:(?:severely|mildly|very|super|quite) )?(?:lactose|gluten|fructose|histamine|dairy)[- ]intolerant\b"
        r"(?! (?:people|persons?|guests|friends|folks|kids|children|customers|ones|diners|visitors|relatives)\b)",
        r"I'm \g<0>",
    ),
    # "the missus — Sharon — reckons", "my husband — Kofi — does ...": one's person named between dashes
    (
        rf"^(?P<the>the|my) (?P<kin>{_KIN})\s*[—–]\s*(?P<name>{NAME}(?: {NAME})?)(?P<end>\s*[—–]\s*|\s*$)"
        rf"{_NOT_SO}",
        _the_partner_named,
    ),
    # "wife's turning 40 next month — Ingrid, she hates fuss —": the name said after what is told of them
    (
        rf"^(?:my )?(?P<kin>{_KIN})(?P<verb>'s| is| has| just) (?P<rest>[^—–,.!?]{{3,40}}?)\s*[—–]\s*"
        rf"(?P<name>{NAME})\s*(?:,|[—–])\s*{_NOT_SO}",
        _kin_then_name,
    ),
    # "boyfriend's Luca, he's in Milan": who one's person is, said with "'s" and no "my"
    (rf"^(?:my )?(?P<kin>{_KIN})'s (?P<name>{NAME})(?=\s*[,.;!—–]|\s*$|\s+(?:and|but|btw)\b){_NOT_SO}", _kin_is),
    # "mum's called Joyce, 78": "my" left off
    (rf"^(?:{_KIN})(?='s (?:called|named) |'s name is ){_NOT_SO}", r"my \g<0>"),
    # "old lab of mine, Bruno, is 13 now": an animal of one's own named after a comma
    (
        rf"^(?:(?:old|young|little|big|daft|lazy|senior|elderly|grumpy) )?(?P<kind>{_PETS}|lab) of"
        rf" (?:mine|ours),\s*(?P<name>{NAME}),\s*",
        lambda m: f"my {m.group('kind').lower()} {m.group('name')} ",
    ),
    # "ultimate comfort food = my nan's shepherd's pie", "all-time fave film = Heat"
    (
        r"^(?:my )?(?:(?:ultimate|all[- ]time|number one|no\.? ?1|top|favou?rite|fave?) )+(?P<what>[\w-]+(?: [\w-]+)?)"
        r"\s*=\s*(?P<it>)",
        _favourite,
    ),
    # "Favourite band since I was 14: Khruangbin", "fave author for years now: Le Guin"
    (
        r"^(?:my )?(?:all[- ]time )?(?:favou?rite|fave?) (?P<what>[\w-]+(?: [\w-]+)?) (?:(?:ever )?since|for|from)"
        r" [^:?]{1,30}:\s*(?P<it>)",
        _favourite,
    ),
    # "lapsang souchong is the only tea I genuinely love", "autumn is hands down the best season"
    (
        r"^(?!(?:his|her|their|your|its|the|this|that|which|what|who)\b)(?P<it>[\w'-]+(?: [\w'-]+){0,3}?) is"
        r" (?:my (?:absolute |biggest |one |ultimate |greatest )?(?P<weak>weakness)\b"
        r"|(?:the|my) only (?P<what>[\w-]+) I (?:really |truly |genuinely |actually |honestly )?(?:love|like"
        r"|drink|eat|listen to|read|watch)|(?:hands down|by far|easily|undoubtedly|without a doubt) the best"
        r" (?P<best>[\w-]+)(?! (?:for|to|at|in|of|on|if|when)\b))\b(?![^.!?]*\?)",
        lambda m: f"my favourite {(m.group('what') or m.group('best') or 'treat').lower()} is " + m.group("it"),
    ),
    # "biryani >>> every other food": a thing put above all others of its kind
    (
        r"^(?!(?:his|her|their|your|its|the|this|that|a)\b)(?P<it>[\w'-]+(?: [\w'-]+){0,3}?)\s*>{2,}\s*"
        r"(?:every|all|any) other (?P<what>[\w-]+?)s?\b(?!\s*\?)",
        _favourite,
    ),
    # "best place on earth for me is Hokkaido in winter": the best one there is, for the speaker
    (
        r"^(?:the )?(?:best|greatest) (?P<what>[\w-]+(?: [\w-]+)?) (?:on earth|in the world|ever|of all time|there is)"
        r",? (?:for me|to me|imo|in my (?:opinion|book)),? (?:is|=) (?P<it>)",
        _favourite,
    ),
    # "me and my bestie Rhiannon have been friends since ...": a best friend by a pet word
    (r"^(?P<me>me|I) (?:and|&|n) my (?:bestie|bff|bezzie)\b", lambda m: f"{m.group('me')} and my best friend"),
    # a home or an animal said in Spanish or Portuguese: "Vivo en Medellín", "Tengo una perrita, Chispa"
    (
        r"^(?:yo )?(?:vivo|moro) (?:en|em|no|na) (?=(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?\s*(?:[,.!;—–(]|$))",
        "I live in ",
    ),
    (
        r"^(?:yo )?(?:tengo|tenho) (?:un|una|um|uma) (?:(?P<dog>perr[oa]|perrit[oa]|cachorr[oa]|c[ãa]o|cadela)"
        r"|gat[oa]|gatit[oa])(?=\s*,\s*(?-i:[A-Z]))",
        lambda m: "I have a dog" if m.group("dog") else "I have a cat",
    ),
    # "sign it off Priya Raghunathan, thats me": a sign-off said to be one's own name, the "as" left out
    (
        r"^(?:(?:pls|please|and|just) )?sign (?:it|this|them|the letter|the email) off"
        rf" (?=(?:with )?{NAME}(?: {NAME})?,? (?:that'?s|thats|that is) me\b)",
        "sign it off as ",
    ),
)

# A doctor, a therapist or a dentist of one's own named beside the word: "my therapist, Dr. Okafor, wants me to ...",
# "my GP, Dr Hallworth at Elm Street surgery", "Dentist (Dr. Marisol Vega) says I grind my teeth".
CARERS = (
    r"therapist|GP|doctor|dentist|psychiatrist|psychologist|counsell?or|physio|physiotherapist|consultant|surgeon"
    r"|dermatologist|gynae?cologist|oncologist|cardiologist|neurologist|endocrinologist|rheumatologist|midwife"
    r"|optometrist|optician|chiropractor|osteopath|orthodontist|paediatrician|pediatrician|allergist|hepatologist"
)
_DOCTOR = rf"(?:Dr|Doctor|Prof|Professor)\.?\s+{NAME}(?: {NAME})?"  # the text is normalised: "Dr. " reads "Dr  "


def _own_carer(fields: dict) -> bool:
    fields["who"] = fields["who"] if fields["who"].isupper() else fields["who"].lower()
    fields["doc"] = re.sub(r"^(Dr|Prof)\.?\s+", r"\1. ", fields["doc"])
    return True


# fmt: off
SAID_BESIDE: tuple[Shape, ...] = (
    Shape("carer", "User's {who} is {doc}", "carer:{who}",
          rf"(?:\b(?:my|our) (?:new |usual |regular |old )?|^)(?P<who>{CARERS})(?:,\s*|\s*\(\s*|\s*[—–]\s*|\s+)"
          rf"(?P<doc>{_DOCTOR})\b"
          # not with how to reach them: "Remember that my dentist Dr Ortiz is reachable at ..." is kept whole
          r"(?![^.!?]*\b(?:reachable|reached|contact(?:ed)?|phone|number|e-?mail|address)\b)", 0.7, check=_own_carer),
    # "Been driving trucks cross country going on 15 years", "I've been driving buses for 20 years"
    Shape("work", "User drives {what}", "job",
          r"\bI(?:'ve| have) been driving (?P<what>trucks|lorries|HGVs|buses|taxis|cabs|trains|trams|forklifts"
          r"|big rigs|semis)\b(?=[^.!?]*\b(?:for|going on|nearly|almost|over|about) (?:\d+|two|three|four|five|six"
          r"|seven|eight|nine|ten|twenty|thirty|a few|many) (?:years|yrs|decades)\b|[^.!?]*\bfor a living\b)"),
)
# fmt: on
