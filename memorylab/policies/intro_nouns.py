"""The shapes of what people say about their family, partners and animals ("my dog Rex",
"Rex is my dog", "a parrot called Kiwi", "I've got two rabbits, Pepper and Salt", "my
boyfriend tomás", "I'm married to Ana"), part of the table in
:mod:`memorylab.policies.introductions`."""

from __future__ import annotations

import re

from memorylab.policies.first_names import known_first_name, listed_first_names
from memorylab.policies.intro_shape import (
    ADJECTIVES,
    COUNT,
    LISTED,
    NAME,
    NAMES,
    TYPED_NAME,
    TYPED_NAMES,
    Shape,
    all_typed_names,
    is_first_name,
    is_name,
    is_typed_name,
    words_pattern,
)
from memorylab.policies.intro_words import ANIMALS, FOREIGN_KIN, KIDS, NOT_NAMES, PARTNERS, RELATIVES
from memorylab.policies.phrasing import article

# Things said to be one's people, in jest: "Netflix is my wife, the snacks are my children and this sofa is my dog".
IN_JEST = (
    r".*\b(?:the|this|that|these|those) [\w-]+ (?:is|are) (?:my|our) (?:children|kids|babies|baby|child|dog|cat|husband"
    r"|wife|boyfriend|girlfriend|partner|bf|gf|son|daughter|family|pets?|bestie|best friend|soulmate)\b"
)


# Fond words before a spouse's name: "married to my darling Harold for 52 years", "engaged to my lovely Priya"
DEAR = (
    r"(?:my (?:(?:darling|dear|dearest|lovely|beloved|wonderful|amazing|gorgeous|beautiful|sweet|handsome"
    r"|long-suffering) )+)?"
)


def _how_lower(fields: dict) -> bool:
    """ "Married 40 years to ...": "User is married to", not "User is Married to"."""
    fields["how"] = fields["how"].lower()
    return True


def _in_words(fields: dict) -> bool:
    """ "twins + a newborn" read as words: "twins and a newborn"."""
    fields["which"] = re.sub(r"\s*[+&]\s*", " and ", fields["which"])
    return True


def _birthday_name(fields: dict) -> bool:
    """A word that is a first name in any list, an everyday word too ("lily", "rose", "hope"): said where only a
    name goes, before an age one turns ("my daughter lily turns seven")."""
    word = fields["name"].lower()
    return word in listed_first_names() and word not in NOT_NAMES  # "lily" ends as an adverb does: no is_name


def _in_english(fields: dict) -> bool:
    """One's person named in another language, filed in English: "mi esposo" -> husband, under "partner"."""
    noun = FOREIGN_KIN[fields["noun"].lower()]
    fields["noun"], fields["relation_key"] = noun, "partner" if noun in PARTNERS else noun
    return True


# "mi esposo Julián", "ma femme Claire", "meine Tochter Lena": one of one's people named in one's language (read in
# a question too: "mi esposo Julián quiere aprender inglés, what app ...?")
FOREIGN_NAMED = Shape(
    "family",
    "User's {noun} is {name}",
    "{relation_key}",
    r"\b(?:mon|ma|mi|mis|mein|meine|il mio|la mia|o meu|a minha|meu|minha)"
    rf" (?P<noun>{'|'.join(FOREIGN_KIN)})(?:,? | (?:is called|is named|se llama|s'appelle|heißt|si chiama"
    rf"|chama-se) )(?P<name>{NAME})\b",
    0.8,
    check=_in_english,
)


def _typed_first_name(fields: dict) -> bool:
    """A name typed in any case that is a first name Faker lists: "my husband dave snores", "ziggy my leopard
    gecko" (not a verb, "feeding my dog", nor a word, "please my cat is sick"; a capital says nothing there)."""
    return is_typed_name(fields) and is_first_name(fields)


# "a mum of three", "grandad to five", "stepdad to two teenagers"
PARENT = (
    r"dad|mum|mom|mother|father|parent|mama|papa|grandmother|grandfather|grandma|grandpa|granny|grandad|granddad|nan"
    r"|nana|stepdad|stepmum|stepmom|step-dad|step-mum|step-mom|foster (?:mum|mom|dad|parent)"
)
BROOD = r"one|two|three|four|five|six|seven|eight|nine|ten|\d+|twins|triplets"
# A greeting before a bare family fact: "hi! dad of 2 here", "hey, only child here"
HELLO_FIRST = r"^(?:(?:hi|hey|hello|hiya|yo)[,!.]*\s+)?"
OFFSPRING = (
    r"(?:(?:wonderful|amazing|lovely|beautiful|crazy|little|young|grown-up|grown|wild|adult|teenage) )?"
    r"(?:kids|boys|girls|children|sons|daughters|teenagers|teens|grandkids|grandchildren|little ones|monsters"
    r"|under[- ]\w+s)"
)
EXPECTED = (
    r"(?:baby (?:boy|girl)|baby|child|kid|twins|triplets|little one|boy|girl)"
    r"(?! (?:shower|monitor|sitter|seat|clothes|food|party|gift|news|photos?|scan)s?\b)"
)

# An age said with a name: "Maren (8)", "Theo, 6", "Omar 9", "Bandit, 2yo", "Birdie, 18 months"
AGE = r"\d{1,2}(?:\s?(?:yo|y/o|y\.o\.|yrs?(?: old)?|years?(?: old)?|months?(?: old)?|mos?))?"
_NOUNS = words_pattern(RELATIVES + KIDS + ANIMALS)
_AGE_IN_BRACKETS = re.compile(rf"(?<=[\w'])\s*\(\s*(?:aged?\s+)?{AGE}\s*\)")
_NAMES_IN_BRACKETS = re.compile(rf"\b(?P<noun>{_NOUNS})\s*\((?P<inner>{NAMES}(?:,?\s*{AGE})?)\)", re.I)
_AGE_AFTER_NAME = re.compile(rf"(?P<name>\b{NAME}),?\s+(?:aged?\s+)?{AGE}(?=\s*(?:,|&|\band\b|$|[.;!)]))")
_AGE_AT_END = re.compile(rf",?\s*{AGE}$")
_BABY_IN_A_LIST = re.compile(rf"(?:(?<=, )|(?<=\band ))(?:baby|little) (?={NAME})")


def names_said_plainly(clause: str) -> str:
    """``clause`` with the names of people and animals said as a plain list: ages and brackets
    dropped ("my kid (Theo, 6) has" -> "my kid, Theo, has"; "3 kids: Omar 9, Leila 6 and baby
    Yusuf" -> "3 kids: Omar, Leila and Yusuf"), so the shapes read them. Only a first name Faker
    lists loses the number after it ("Windows 10", "Route 66" keep theirs)."""
    if "(" not in clause and not any(map(str.isdigit, clause)):
        return clause
    clause = _AGE_IN_BRACKETS.sub("", clause)
    clause = _NAMES_IN_BRACKETS.sub(lambda m: f"{m.group('noun')}, {_AGE_AT_END.sub('', m.group('inner'))},", clause)
    clause = _AGE_AFTER_NAME.sub(lambda m: m.group("name") if known_first_name(m.group("name")) else m.group(0), clause)
    return _BABY_IN_A_LIST.sub("", clause)


# One of the speaker's people named before what is theirs: "my wife anjali's birthday", "my son Leo's school".
_KIN_NAMED_OWNER = re.compile(rf"^(?:my|our) (?:{words_pattern(RELATIVES + KIDS)}) (?!(?:{_NOUNS})'s)[\w-]+'s\b", re.I)


def kin_named(owned: re.Match | None) -> bool:
    """``owned`` (a match of something owned, "my wife anjali's birthday") names one of the speaker's people as its
    owner: that says who they are, though what is theirs is not the speaker's."""
    return bool(owned and _KIN_NAMED_OWNER.match(owned.group(0)))


# One met or seen, not one's own: "saw a dog called Sir Waffles at the park today"
MET_ONE = r"[^.]*?\b(?:saw|seen|spotted|met|petted|patted|passed) (?:an?|the|this|that|some) "


def noun_shapes(rule: str, nouns: tuple[str, ...], named: str, key: str, importance: float) -> list[Shape]:
    """The shapes shared by people and animals: "my dog Rex", "Rex is my dog", "a parrot
    called Kiwi", "I've got two rabbits, Pepper and Salt", "I have a daughter", "my
    boyfriend tomás" (a name typed in lower case, before a verb), "a parrot, his name is Captain"."""
    noun = rf"(?P<noun>{words_pattern(nouns)})"
    # "my dog biscuit is a 3 year old beagle": the name and what the animal is, in one memory
    described = (
        [
            Shape(
                rule,
                "User's {noun} {name} is {desc}",
                key,
                rf"\b(?:my|our) {ADJECTIVES}{{0,2}}{noun},? (?:called |named )?"
                rf"(?P<name>{TYPED_NAME}),? (?:is|who is|'s) "
                rf"(?P<desc>an? (?:[\w-]+ ){{0,4}}?(?:{words_pattern(ANIMALS)})(?: (?:{words_pattern(ANIMALS)}))?)\b",
                importance,
                check=is_typed_name,
            )
        ]
        if rule == "pet"
        else []
    )
    has = (
        r"(?<!when )(?<!if )(?<!once )\b(?:I|we)(?:'ve| have)?(?: just| recently)? (?:have|got|have got|own|keep"
        r"|adopted|inherited|share my (?:home|flat|house|place|life|apartment) with|live with|rescued)"
        rf" (?P<count>(?:{COUNT}) )?"
        r"(?P<adj>(?:\d+[- ](?:year|yr|month|week)s?[- ]old "
        r"|(?!of |lots |many |some |no |any |the |our |my |his |her |their )[\w-]+ ){0,2}?)"
        rf"{noun}\b(?!')"
        r"(?! (?:sons?|daughters?|boys?|girls?|brothers?|sisters?|babies|kids|children|on the way|due)\b)"
    )
    # fmt: off
    return [
        # first, so "my daughters are called Mia and Maya" keeps both names
        Shape(rule, "User's {noun} are {names}", key, rf"\b(?:my|our) {ADJECTIVES}{{0,2}}{noun}(?:'s names are|"
              rf" are called| are named| are) (?P<names>{NAMES})", importance),
        Shape(rule, named, key, rf"\b(?:my|our) {ADJECTIVES}{{0,2}}{noun}(?:'s name is|s? name is"
              rf"|'s (?:already )?called|,)? (?:is )?"
              rf"(?:called |named )?(?P<name>{LISTED if rule == 'pet' else NAME})\b", importance),  # "Mr Whiskers"
        # a name typed in lower case after "called" or "name is": "my huskies is called luna"
        Shape(rule, named, key, rf"\b(?:my|our) {ADJECTIVES}{{0,2}}{noun}(?:'s|s)? (?:name is|is called|is named"
              rf"|are called|called|named) (?P<name>{TYPED_NAME})\b", importance, check=is_typed_name),
        *described,
        Shape(rule, named, key, rf"\b(?:my|our) {ADJECTIVES}{{0,2}}{noun},? (?P<name>{TYPED_NAME})(?=\s*,|'s\b|\s+"
              r"(?:is|has|have|and (?:I|me)|who|was|had|just|always|never)\b)", importance, check=is_typed_name),
        # before any other verb only a first name Faker lists: "my husband dave snores", "my bf matteo and I"
        Shape(rule, named, key, rf"\b(?:my|our) {ADJECTIVES}{{0,2}}{noun},? (?P<name>{TYPED_NAME})(?=\s+(?:are|were"
              r"|isn'?t|hasn'?t|doesn'?t|didn'?t|wasn'?t|won'?t|can'?t|and|[a-z]{2,}(?:s|ed))\b)", importance,
              check=_typed_first_name),
        Shape(rule, named, key, rf"^(?=.*\b(?:name's|name is|called) ).*?\b{noun}\b[^.]{{0,40}}?\b"
              rf"(?:(?:his|her|its|their) name(?:'s| is)"
              rf"|(?:he|she|it)(?:'s| is) called) (?P<name>{NAME})", importance),
        # "Took Mochi, my shiba inu, to the vet": after a verb of care too
        Shape(rule, named, key, rf"^(?!{IN_JEST}).*?(?:^|, |: |^meet |^(?:took|taking|walked|walking|brought|bringing"
              rf"|fed|feeding) )(?P<name>{NAME})(?:,| is) (?:my|our) (?:[\w-]+ ){{0,4}}?{noun}(?=[,.!]|$| and| who)",
              importance, check=is_name),
        # "two cats named Salem and Binx", "a dachshund puppy called peanut", "their names are Hettie, Betty and Nugget"
        Shape(rule, "User has {count}{adj}{noun}{also} {how} {names}", key,
              rf"{has}(?P<also> [\w-]+)?,?\s+(?:(?P<how>called|named)|(?:their|his|her|whose) names? (?:are|is)) "
              rf"(?P<names>{TYPED_NAMES})", importance, check=all_typed_names),
        Shape(rule, "User has {count}{adj}{noun} {how} {names}", key,
              rf"{has}\s*[,:—–(-]?\s*(?:(?P<how>called|named) )?(?P<names>{NAMES})", importance),
        # names typed in lower case after a comma, to the clause's end: "i have two guinea pigs, peanut and butter"
        Shape(rule, "User has {count}{adj}{noun} {how} {names}", key,
              rf"{has}\s*(?:[,:—–(]|\s-)\s*(?P<names>{TYPED_NAMES})\s*[.!)]*$", importance, check=all_typed_names),
        Shape(rule, named, key, rf"^(?=.*\b(?:called|named) )(?!{MET_ONE}).*?\b{noun}\b(?!')[^.]{{0,30}}?"
              rf"\b(?:called|named) (?P<name>{LISTED if rule == 'pet' else NAME})", importance),  # "Sir Bubbles"
        Shape(rule, "User has {count}{adj}{noun}", key, has, importance - 0.1),
    ]
    # fmt: on


def _with_article(fields: dict) -> bool:
    """ "single dad to a 13yo girl" -> "a single dad to a 13yo girl" (said without one at a message's start)."""
    fields["what"] = article(fields["what"]) + fields["what"]
    return True


# fmt: off
PEOPLE_AND_ANIMALS: tuple[Shape, ...] = (
    *noun_shapes("family", RELATIVES + KIDS, "User's {noun} is {name}", "{relation_key}", 0.8),
    # "my daughter lily turns seven": a name that is also a word, told by the age the child turns
    Shape("family", "User's {noun} is {name}", "{relation_key}",
          rf"\b(?:my|our) {ADJECTIVES}{{0,2}}(?P<noun>{words_pattern(RELATIVES + KIDS)}) (?P<name>[a-z][a-z'-]+)"
          r" (?:turns|turned|just turned|is turning|'s turning|will turn|will be) (?:\d{1,2}|one|two|three|four|five"
          r"|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen)\b", 0.8,
          check=_birthday_name),
    Shape("family", "User is {what} called {names}", "children",
          r"\bI(?:'m| am) (?P<what>an? (?:single |proud |busy |new )?(?:dad|mum|mom|mother|father|parent) (?:of|to)"
          rf" (?:one|two|three|four|five|\d+) (?:kids|boys|girls|children|sons|daughters)),? (?:called |named )?"
          rf"(?P<names>{NAMES})", 0.8),
    # "3 kids under 5 here (twins + a newborn)": young children said as parents say it, and who they are, in their words
    Shape("family", "User has {n} children under {m} ({which})", "children",
          r"(?:^|\b(?:I|we)(?:'ve got| have got| have|'ve| got) )(?P<n>two|three|four|2|3|4) (?:kids |children |little"
          r" ones )?under (?P<m>two|three|four|five|2|3|4|5)(?: here| at home)?\s*\((?P<which>(?:twins|a newborn|a baby"
          r"|newborn|[\w-]+ twins|a toddler|toddlers?)(?:\s*(?:\+|and|&|,)\s*(?:twins|a newborn|a baby|newborn|a"
          r" toddler"
          r"|toddlers?|an? \d{1,2}[- ]?(?:yo|y/o|year[- ]old|month[- ]old)))*)\)", 0.75, check=_in_words),
    # the children named after it: "Mum of three here (Ella 9, Jack 6, Rosie 2)", "dad of two: Sam and Ali"
    Shape("family", "User is a {what} ({kids})", "children",
          rf"{HELLO_FIRST}(?:I(?:'m| am) )?(?:an? )?"
          rf"(?P<what>(?:(?:single|proud|busy|new|working|tired|first-time) )?(?:{PARENT})"
          rf" (?:of|to) (?:{BROOD})(?: (?:{OFFSPRING}))?)(?: here)?(?:,?\s*[(:—–-]|,)\s*"
          rf"(?P<kids>{NAME}(?:,? \d{{1,2}})?(?:(?:, | and | & ){NAME}(?:,? \d{{1,2}})?)+)", 0.8),
    # after how many there are, one named: "I am grandfather of seven now, the youngest, little Elif, was born"
    Shape("family", "User is {what}; User's {nth} {grand}child is {name}", "children",
          r"\b(?P<what>(?:an? )?(?:(?P<grand>grand)(?:father|mother|dad|mum|mom|ma|pa|parent)|father|mother|dad|mum|mom"
          rf"|parent) (?:of|to) (?:{BROOD}))\b[^.!?]{{0,30}}?,? the (?P<nth>youngest|eldest|oldest),?"
          rf" (?:little |baby )?(?P<name>{NAME}),? (?:was|is|just|has|turned)\b", 0.8),
    Shape("family", "User is a {what}", "children",  # "Now a grandmother of five!"
          rf"{HELLO_FIRST}(?:(?:now|finally|officially|newly) )?(?:an? )?"
          rf"(?P<what>(?:(?:single|proud|busy|new|working|tired|first-time) )?(?:{PARENT})"
          rf" (?:of|to) (?:{BROOD})(?: (?:{OFFSPRING}))?)(?![\w-])", 0.8),
    Shape("family", "User is {what}", "children",
          rf"(?:\bI(?:'m| am) |^(?:(?:so|well|and),? )?(?:as|being) )"
          rf"(?P<what>(?:an? )?(?:(?:single|proud|busy|new|working|stay-at-home|tired|first-time) )?(?:{PARENT})"
          rf" (?:of|to) (?:{BROOD})(?: (?:{OFFSPRING}))?)(?![\w-])", 0.8),
    # a child by their place among the kids, named between commas: "our first, Noor, is 2"
    Shape("family", "User's {nth} child is {name}", "child:{nth}",
          r"\b(?:my|our) (?P<nth>first|eldest|oldest|youngest|second|third|middle one|little one)(?: one| child| kid)?,"
          rf" (?P<name>{NAME}),? (?:is|who is|'s|turned|just turned) (?:now )?\d{{1,2}}\b", 0.8),
    # "our little one, Ezra, starts nursery next week", "my youngest, Noor, just started school"
    Shape("family", "User's {nth} is {name}", "child:{nth}",
          rf"\b(?:my|our) (?P<nth>little one|baby|youngest|eldest|oldest)(?: child| kid| one)?, (?P<name>{NAME}),?"
          r" (?:starts|started|just started|is starting|goes|turns|was born|just)\b", 0.8),
    # "I've been with Jamie for 6 years": a partner named by the years together (a first name, not "with Siemens")
    Shape("family", "User's partner is {name}", "partner",
          rf"\bI(?:'ve| have) been with (?P<name>{NAME}) (?:for|since) (?:\d+|a|about|nearly|almost|over|two|three"
          r"|four|five|six|seven|eight|nine|ten|twenty)\b", 0.8, check=is_first_name),
    # "son Kofi just started secondary school", "Stepdad Phil's retiring": the relation said without "my", a first
    # name Faker lists after it (not "Sister Act is my favourite film")
    Shape("family", "User's {noun} is {name}", "{relation_key}",
          rf"^{HELLO_FIRST}(?:(?:baby|little|big|older|younger|twin|kid) )?(?P<noun>{words_pattern(RELATIVES + KIDS)})"
          rf" (?P<name>{NAME})"
          r"(?=\s*,|'s\b|\s+(?:is|has|just|was|and|who|[a-z]{2,}(?:s|ed))\b)", 0.8, check=is_first_name),
    # "I'm a single dad with two kids under 5"
    Shape("family", "User is {what}", "children",
          rf"\bI(?:'m| am) (?P<what>an? (?:(?:single|solo|stay-at-home|working|busy|proud|new) )?(?:{PARENT}) with"
          rf" (?:{BROOD}) (?:{OFFSPRING})(?: under \w+)?)\b", 0.8),
    # "single dad to a 13yo girl here", "I'm a mum of a 2 year old": a parent, with the child's age
    Shape("family", "User is {what}", "children",
          rf"(?:{HELLO_FIRST}|\bI(?:'m| am) )(?P<what>(?:an? )?"
          rf"(?:(?:single|solo|stay-at-home|working|busy|proud|new) )?(?:{PARENT}) (?:of|to) an? \d{{1,2}}"
          r" ?(?:yo|y/o|yr old|[- ]years?[- ]old|[- ]month[- ]old)"
          r"(?: (?:girl|boy|son|daughter|kid|baby))?)(?=\s*[,.!;]|\s+here\b|\s*$)(?!,\s*(?-i:[A-Z]))", 0.8,
          check=_with_article),  # not before the child's name ("..., Ruby, so ...": the name is what to keep)
    # "I'm a single mum": a parent, with how many left unsaid
    Shape("family", "User is {what}", "parent",
          rf"\bI(?:'m| am) (?P<what>an? (?:single|solo|stay-at-home|working|new|first-time|foster) (?:{PARENT}))\b",
          0.75),
    Shape("family", "User is an only child", "siblings",
          rf"(?:{HELLO_FIRST}|\bI(?:'m| am| was) )(?:an )?only child\b", 0.7),
    # "my kids are 3, 6 and 9", "my boys are 4 and 7"
    Shape("family", "User's {noun} are {ages}", "children_ages",
          r"\b(?:my|our) (?P<noun>kids|children|boys|girls|sons|daughters|twins) are (?:aged |ages )?"
          r"(?P<ages>\d{1,2}(?:(?:, | and | & )\d{1,2})+)\b(?! (?:minutes|hours|miles|km|percent|%))", 0.75),
    # "I have a 10 year old called Finn", "I have a 14 year old, Caspian, who ...", "my 3yo, Birdie,"
    Shape("family", "User has a {age}-year-old called {name}", "children",
          r"\bI(?:'ve got| have got| have) an? (?P<age>\d{1,2})[- ]years?[- ]old,? (?:called|named)"
          rf" (?P<name>{TYPED_NAME})\b",
          0.8, check=is_typed_name),
    Shape("family", "User has a {age}-year-old called {name}", "children",
          r"\b(?:I(?:'ve got| have got| have) an?|my) (?P<age>\d{1,2})(?:[- ]years?[- ]old|[- ]?yo|[- ]?y/o),"
          rf" (?P<name>{NAME})(?=\s*,)", 0.8, check=is_name),
    # "we've been married for 25 years"
    Shape("family", "User has been married for {how}", "relationship",
          r"\b(?:I|we)(?:'ve| have) been (?:happily )?married (?:for )?(?P<how>(?:almost |nearly |over |about )?"
          r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty) years)\b", 0.75),
    # "I'm the youngest of four", "I'm an only child", "I'm one of five kids", "I'm a twin"
    Shape("family", "User is {what}", "siblings",
          r"\bI(?:'m| am| was) (?P<what>(?:the (?:youngest|oldest|eldest|middle|baby)(?: child| one| kid)?"
          rf" of (?:{BROOD})"
          rf"(?: (?:kids|children|siblings|brothers|sisters|boys|girls))?|an only child|one of (?:{BROOD})"
          r"(?: kids| children| siblings| brothers| sisters| boys| girls)?|an? (?:identical )?twin))(?![\w-])", 0.7),
    # "we're expecting our first baby in May!", "we're having twins", "I'm pregnant with our second"
    Shape("family", "User is expecting their {what}", "expecting",
          r"\b(?:I|we)(?:'re|'m| are| am) (?:expecting|having) (?:our|my) (?P<what>(?:first|second|third|fourth)"
          rf"(?: (?:{EXPECTED}))?(?: in [A-Z]?[a-z]+| this [a-z]+| next [a-z]+)?)\b", 0.8),
    Shape("family", "User is expecting {what}", "expecting",
          rf"\b(?:I|we)(?:'re|'m| are| am) (?:expecting|having) (?P<what>(?:an? |the )?(?:{EXPECTED})"
          r"(?: in [A-Z]?[a-z]+| this [a-z]+| next [a-z]+)?)\b", 0.8),
    # weeks gone, said with the bump: "20 weeks today!! 🤰 first baby", "24 weeks along with our first"
    Shape("family", "User is {n} weeks pregnant", "expecting",
          r"^(?P<n>\d{1,2}) weeks (?:today|along|now|gone)\b(?=.*(?:🤰|\bfirst baby\b(?! steps)|\bbump\b|\bpregnan"
          r"|\bwith (?:our|my) (?:first|second|third)\b))", 0.8),
    # "first baby, we find out if it's a boy or girl next week" (an emoji before it is blanked)
    Shape("family", "User is expecting their {what} baby", "expecting",
          r"^(?P<what>first|second|third) baby\b(?=.*\b(?:due|on the way|boy or (?:a )?girl|girl or (?:a )?boy|gender"
          r"|scan|bump|kicking)\b)", 0.8),
    # "we have a baby on the way", "I've got a baby due in May"
    Shape("family", "User is expecting {what}", "expecting",
          rf"\b(?:I|we)(?:'ve| have)? (?:have|got|have got) (?P<what>an? (?:{EXPECTED}))"
          r" (?:on the way|due)\b", 0.8),
    Shape("family", "User is {what}", "expecting",
          r"\bI(?:'m| am) (?P<what>(?:(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen"
          r"|(?:twenty|thirty)(?:[- ][a-z]+)?) (?:weeks|months) )?pregnant(?: with (?:our |my )?(?:first|second|third"
          r"|twins|a (?:boy|girl)))?)\b", 0.8),
    Shape("family", "User is {what}", "relationship",
          r"\bI(?:'m| am|(?:'ve| have)?(?: just| recently| finally)? got)"
          r" (?P<what>(?:happily )?(?:married|engaged|divorced|widowed|single)(?: with (?:one|two|three"
          r"|four|five|\d+|a) (?:kids?|children|child|sons?|daughters?|boys?|girls?))?)\b"
          r"(?! to\b(?! be married))", 0.75),
    Shape("family", "User is {how} to {name}", "partner",
          rf"\bI(?:'m| am| got| just got| recently got|'ve been| have been| was) (?:happily )?(?P<how>married|engaged)"
          rf" to {DEAR}(?P<name>{NAME})", 0.8),
    # "I'm married to a wonderful man called Olu", "married to a wonderful man, Junho, who cooks"
    Shape("family", "User is {how} to {name}", "partner",
          rf"(?:\bI(?:'m| am| got| just got| recently got|'ve been| have been| was) |^(?:happily )?)"
          r"(?P<how>married|engaged)(?: (?:for )?(?:\d+|[a-z]+) years)? to"
          r" (?:an? |the )?(?:[\w-]+ ){0,3}?(?:man|woman|guy|girl|lady|bloke|person|fella|chap|gentleman)"
          rf"(?:,? (?:called|named) |, )(?P<name>{NAME})(?:,|[!.]*\s*$|\s+(?:for|since|of|who|and|but)\b)", 0.8,
          check=_how_lower),
    Shape("family", "User is {how} to {name}", "partner",
          rf"^(?:happily )?(?P<how>married|engaged)(?: (?:for )?(?:\d+|[a-z]+) years)? to {DEAR}"
          rf"(?:(?:wife|husband|partner|hubby|wifey) )?(?P<name>{NAME})", 0.8,
          check=_how_lower),
    # "me and the missus, Tracy, are off to Spain": a partner named after "the"
    Shape("family", "User's {noun} is {name}", "partner",
          rf"\b(?:me and |I and )?the (?P<noun>missus|wife|hubby|husband|other half|better half),? (?P<name>{NAME})"
          r"(?=,| and\b| (?:is|has|are|have)\b|\s*$)", 0.8),
    # "I'm dating a guy called Marco", "I've been seeing Ana for a year"
    Shape("family", "User is dating {name}", "partner",
          r"\bI(?!.*\b(?:tonight|tomorrow|next|later|this (?:evening|weekend|afternoon))\b)"
          r"(?:(?:'m| am) (?:currently |now )?dating|(?:'ve| have) been (?:dating|seeing|going out with))"
          r" (?:an? (?:[\w-]+ ){0,3}?(?:man|woman|guy|girl|lady|bloke|person|fella|chap),? (?:called|named) )?"
          rf"(?P<name>{NAME})", 0.8),
    # "I've been seeing someone – her name's Rosalind – for about 4 months"
    Shape("family", "User is dating {name}", "partner",
          r"\bI(?:'ve| have|'m| am)? (?:been )?(?:seeing|dating) (?:someone|somebody|a (?:girl|guy|man|woman))\W+"
          rf"(?:her|his|their) name(?:'s| is) (?P<name>{NAME})", 0.8),
    # "my wife and I have a son named Jack": the partner too, beside what the couple has
    Shape("couple", "User has a {noun}", "partner",
          rf"^(?:(?:so|and|also|btw|oh),?\s+)*(?:me and |myself and )?(?:my|our) (?P<noun>{words_pattern(PARTNERS)})"
          r"(?: and I| and me|,? and myself)\b", 0.7),
    # who the speaker lives with: "my grandma lives with us", "my mum has moved in with me"
    Shape("family", "User lives with User's {noun}", "lives_with:{noun}",
          rf"^(?:(?:oh|and|also|so),?\s+)*(?:my|our) {ADJECTIVES}{{0,2}}(?P<noun>{words_pattern(RELATIVES + KIDS)})"
          r" (?:lives|is living|has moved in|moved in|stays|has lived|has been living) with (?:me|us)\b", 0.7),
    # ... said from the speaker's side: "i live with my partner", "we still live with my parents"
    Shape("family", "User lives with User's {noun}", "lives_with:{noun}",
          r"(?<!\bif )(?<!\bwhen )\b(?:I|we)(?:'m| am|'re| are|'ve| have)?(?: (?:still|currently|now|already|also))?"
          r" (?:live|living|moved in|been living|share a (?:home|house|flat|place|apartment)) with (?:my|our)"
          rf" (?:(?:two|three|four|\d) )?{ADJECTIVES}{{0,2}}(?P<noun>parents|{words_pattern(RELATIVES + KIDS)})\b(?!')",
          0.7),
    *noun_shapes("pet", ANIMALS, "User's {noun} is called {name}", "{pet_key}", 0.75),
    Shape("pet", "User's {noun} is called {name}", "{pet_key}",
          rf"^(?P<name>{NAME}) \((?:my|our) {ADJECTIVES}{{0,2}}(?P<noun>{words_pattern(ANIMALS)})\)", 0.75),
    # the name first, then whose it is: "ziggy my leopard gecko hasnt eaten", "Luna, our old cat, ..."
    Shape("pet", "User's {noun} is called {name}", "{pet_key}",
          rf"^(?P<name>{TYPED_NAME}),? (?:my|our) {ADJECTIVES}{{0,2}}(?P<noun>{words_pattern(ANIMALS)})\b", 0.75,
          check=_typed_first_name),
    # "the dog, a beagle called Marmite, ate a sock": the household's animal, what it is and its name
    Shape("pet", "User's {noun} is {desc} called {name}", "{pet_key}",
          rf"^(?:so |and |also )?(?:the|my|our) (?P<noun>{words_pattern(ANIMALS)}), (?P<desc>an? (?:[\w-]+ ){{0,2}}?"
          rf"(?:{words_pattern(ANIMALS)})),? (?:called|named) (?P<name>{NAME})", 0.75),
    # "mon chat Gribouille", "mi perra Chispa", "meine Katze Mia": an animal named in the speaker's language
    Shape("pet", "User's {noun} is called {name}", "{pet_key}",
          r"\b(?:mon|ma|notre|mi|mis|nuestro|nuestra|mein|meine|unser|unsere|il mio|la mia|o meu|a minha|meu|minha)"
          r" (?P<noun>(?-i:chat|chatte|chien|chienne|gato|gata|perro|perra|cão|cadela|Katze|Kater|Hund|gatto|gatta"
          r"|cane|cagnolino|cagnolina))(?:,? | (?:is called|is named|'s name is|se llama|s'appelle|heißt|si chiama"
          rf"|chama-se) )(?P<name>{NAME})\b", 0.75),  # "mi perro is called Toby": the animal's word, then English
    FOREIGN_NAMED,
    # "ferret owner here (Bandit)", "cat mum here, Miso": the animal and its name, said as who one is
    Shape("pet", "User has a {noun} called {names}", "{pet_key}",
          rf"^(?P<noun>{words_pattern(ANIMALS)}) (?:owner|lady|guy|person) here,?\s*\(?\s*(?P<names>{NAMES})\b", 0.75),
    Shape("pet", "User is a {noun} {parent} to {names}", "{pet_key}",
          rf"^(?P<noun>{words_pattern(ANIMALS)}) (?P<parent>mum|mom|dad|parent|mama|papa) here,?\s*\(?\s*"
          rf"(?P<names>{NAMES})\b", 0.75),
    Shape("pet", "User is a {noun} {parent} to {names}", "{pet_key}",
          rf"\bI(?:'m| am) (?:an? |the )?(?:proud |crazy |happy )?(?P<noun>{words_pattern(ANIMALS)}) (?P<parent>mum|mom"
          rf"|dad|parent|owner|mama|papa|lady|guy) (?:to|of) (?:(?:two|three|four|\d) )?(?P<names>{NAMES})", 0.75),
)
# fmt: on
