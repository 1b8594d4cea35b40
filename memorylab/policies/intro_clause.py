"""A clause made ready to be read as a statement about the speaker, and the checks that say
it is not one: what people type normalised (curly apostrophes, a lone "i", emoji), reported
speech cut off, and the clauses that say nothing lasting about the speaker (a hypothetical,
a mood, a plan for now, a fact about someone else). Used by
:mod:`memorylab.policies.extract` and :mod:`memorylab.policies.introductions` before any
shape is tried, so every rule gets the same gate instead of each pattern guarding itself."""

from __future__ import annotations

import re

from memorylab.policies.intro_words import NOT_NAMES

# Emoji, pictographs, flags, variation selectors and the zero-width joiner.
EMOJI = re.compile("[\u2600-\u27bf\U0001f000-\U0001faff\U0001f1e6-\U0001f1ff\ufe0f\u200d]")
# An emoji between two statements ends the first ("hey im Mateo 😎 wassup"); one inside a
# statement does not ("my dog 🐶 is called Max", "I love 🍕 and pasta").
ENDING_EMOJI = re.compile(
    rf"(?<=\w)\s*{EMOJI.pattern}+(?=\s+(?!(?:is|was|are|were|and|or|has|have|that|which|named|called|with|in|on"
    r"|who(?![^.!?]*\?)|at|of|for|to|from|too|as well)\b)[A-Za-z])",  # "... 🍀 who's the best keeper?": a question
    re.I,
)
EMOTICON = re.compile(r"(?<!\w)(?::-?[()DPp/]|;-?\)|<3|xD|\^_\^)(?!\w)")


def normalise(text: str) -> str:
    """What people type, in the form the shapes read, with every character where it was (a
    span into the message stays a span into the normalised text): curly apostrophes and
    quotes straight, a lone "i" as "I" ("i'm", "i live"), emoji and emoticons as spaces, save
    an emoji that ends a statement, which ends it with a stop; shouted words in lower case."""
    text = text.translate(str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u02bc": "'"}))
    text = SHOUTED.sub(lambda m: m.group(0).lower(), text)  # "GOT A KITTEN YESTERDAY" as "got a kitten yesterday"
    text = re.sub(r"(?<![\w'.])i(?=(?:'m|'ve|'d|'ll)?(?![\w']|\.\w))", "I", text)
    text = re.sub(r"\b(Dr|Mr|Mrs|Ms|Mx|Prof)\.(?= [A-Z])", r"\1 ", text)
    text = ENDING_EMOJI.sub(lambda m: "." + " " * (len(m.group(0)) - 1), text)
    text = EMOJI.sub(" ", text)
    text = ASKED_AND_ANSWERED.sub(lambda m: m.group(1) + ":" + " " * (len(m.group(0)) - len(m.group(1)) - 1), text)
    return EMOTICON.sub(lambda m: " " * len(m.group(0)), text)


# Three or more words in capitals in a row: shouted, not names ("GOT A KITTEN YESTERDAY"); ASCII only, so
# lower case keeps every character where it was.
SHOUTED = re.compile(r"\b[A-Z][A-Z']*(?:[ ,!.]+[A-Z][A-Z']*\b){2,}")


# A favourite asked and answered by the speaker, read as a label: "Favourite book? Dune, obviously."
# -> "Favourite book: Dune, obviously." (the question marks become a colon and spaces)
ASKED_AND_ANSWERED = re.compile(
    r"(?:^|(?<=[.!?]\s))((?:my )?(?:all[- ]time )?(?:favou?rite|fave?) [a-z]+(?: [a-z]+)?(?: ever| of all time)?)"
    r"\?+(?= +\w)",
    re.I,
)


REPORTED = re.compile(
    r"\b(?:says?|said|goes|tells? (?:me|us)|told (?:me|us)|asks?|asked|like|quote|the line)\s*[:,]?\s*[\"'].*$", re.I
)


# Someone else's view of the speaker, without quotes: "my sister says I'm a great cook", "she thinks I'm a doctor".
THEIR_VIEW = re.compile(
    r"^(?:(?:so|and|but|oh|well),?\s+)*"
    r"(?:(?:my|our) (?:[\w-]+ ){0,2}?[\w-]+|he|she|they|everyone|people"
    r"|(?!(?:you|we|it|this|that|there|god|lord)\b)(?-i:[A-Z][a-z]+))"
    r"\s+(?:\w+ly\s+|always\s+|still\s+)*(?:says?|said|thinks?|thought|reckons?|believes?|claims?|insists?|tells? me"
    r"|told me|knows?|swears?|jokes?|joked|reckoned)(?: that)?\s+(?=(?:I|I'm|I've|my)\b)",
    re.I,
)


DIAGNOSED = re.compile(
    r"^(?:(?:so|and|but|oh|well|apparently),?\s+)*(?:my|the) (?:gp|doctor|doc|allergist|dermatologist|consultant"
    r"|specialist|dietitian|dietician|gastroenterologist|cardiologist)s? (?:\w+ly )?"
    r"(?:says?|said|thinks?|told me|confirmed|reckons)"
    r"(?: that)?\s+(?=I(?:'m| am| have|'ve got| need)\b)",
    re.I,
)


# "my name is Legion, for we are many 😂 jk", "... 😈 jk jk, what's a good ...": said in jest ("not joking", "no
# kidding" is no jest)
JOKING = re.compile(
    r"(?<!not )(?<!n't )(?<!\bno )\b(?:jk|j/k|just kidding|just joking|only joking|kidding|joking)"
    r"(?:\W+(?:jk|lol|haha))*\b(?=[^\w]*(?:$|[.!?,—–]))",
    re.I,
)
# A claim taken back as a daydream: "my husband is Ryan Gosling, he just doesn't know it yet", "... in my dreams".
DAYDREAM = re.compile(
    r"^(?=.*\b(?:yet|dreams?|head|imagination|mind|only)\b).*?(?:\b(?:he|she|they|he's|she's|they're)(?: just)?"
    r" (?:doesn't|don't|does not|do not|hasn't|haven't|isn't|aren't) (?:know|realised|realized|aware of|found out)"
    r" (?:it|that) yet\b"
    r"|(?:,|\.{3}|\s[-—–])\s*(?:well,? )?(?:in my (?:dreams|head|imagination|mind)"
    r"|a (?:girl|guy|man|woman|boy) can dream|if only)\b)",
    re.I | re.S,
)


# "Oh sure, I'm a professional chef — I burned water yesterday": expertise claimed in sarcasm
SARCASTIC = re.compile(
    r"^\W*(?:oh,? (?:sure|yeah|totally|right)|yeah,? right)\b,?\s+(?:I'm|I am|im)\s+(?:such )?an?\s+"
    r"(?:professional|world[- ]class|master|expert|genius|top|proper|real|great|amazing|brilliant|gourmet"
    r"|michelin[- ]star|five[- ]star|5[- ]star|champion|pro|natural|domestic god(?:dess)?|guru|supermodel|olympic"
    r"|olympian|rocket scientist|fitness guru|regular)\b"
    # a claim undercut by what follows it: "I'm a rocket scientist obviously, that's why I can't boil an egg"
    r"|^\W*(?:I'm|I am|im) (?:an? |the )?[\w -]{2,30}?,? (?:obviously|clearly|of course)\b.*\b(?:that's|thats"
    r"|which is|hence|that is) why I (?:still )?(?:can't|cannot|couldn't|can not|have no idea|don't know how|burn"
    r"|burned|burnt|failed|fail|keep (?:burning|failing|losing|getting lost))\b",
    re.I,
)


def without_reported_speech(clause: str) -> str:
    """The clause up to reported speech: "my mum always says 'I'm a teacher'" -> "my mum always
    says"; "my sister says I'm a great cook" -> "my sister says" (her view, not what the speaker said)."""
    if diagnosis := DIAGNOSED.match(clause):  # "my GP says I'm allergic to penicillin": the user's own condition
        return clause[diagnosis.end() :]
    if view := THEIR_VIEW.match(clause):
        return clause[: view.end()].rstrip()
    return REPORTED.sub("", clause).rstrip() if "'" in clause or '"' in clause else clause


# What people add after a fact about themselves: an apology, a warning, a change of subject
# ("I work nights, so apologies if I'm slow", "..., so I might reply late", "..., but anyway").
ASIDE = re.compile(
    r"(?:,|\s+-|\s+[—–])?\s+(?:(?:so|and|but)\s+)?(?:(?:I'm\s+)?(?:so\s+)?(?:sorry|apologies|apologise|apologize|pardon)"
    # not a rephrasing after it: "Ich bin Elektriker — sorry, I am electrician"
    r"(?!, (?:I mean|I meant|I am|I'm|im|in english|my name)\b)"
    r"|forgive me|excuse (?:me|my)|bear with me"
    r"|(?:please )?(?:keep|bear) (?:that|this|it) in mind)\b.*$"
    r"|,?\s+so I(?:'ll| will| might| may|'m likely to| can't| cannot| won't| probably| often| sometimes)\b.*$"
    r"|,?\s+(?:but|so|and)?\s*anyway\b.*$"
    r"|,?\s+but if (?:I|we)\b.*$"  # what might be, after what is: "been doing keto since january but if I eat ..."
    r"|,?\s+(?:but |and )?(?:anyway,? )?that's (?:enough|all|it) (?:about|from|for) me\b.*$",
    re.I,
)


# Between commas after one of the speaker's people, what is said of them by the way: "My mother, who is 78, moved
# in with us", "my dad, bless him, lives with us now", "our son, aged 4, is called Ali", "my sister, who lives in
# Spain, has a dog called Rex" (her dog, not the speaker's).
BY_THE_WAY = re.compile(
    r"^(?P<who>\W*(?:\w+,? )?(?:my|our) (?:[\w-]+ ){0,2}?[\w-]+),\s+(?:who(?:'s|\s+\w+)|aged?|bless"
    r" (?:her|him|them)|now|at)(?: [^,.!?]{1,40})?,\s+(?=\w)",
    re.I,
)


def without_aside(clause: str) -> str:
    """The clause up to an apology or an aside after what it says ("I work as a radiographer on
    nights, so apologies if I'm slow" -> "I work as a radiographer on nights"), when something
    is said before it; and without what is said by the way of one of the speaker's people between
    commas ("My mother, who is 78, moved in with us" -> "My mother moved in with us")."""
    clause = BY_THE_WAY.sub(lambda m: m.group("who") + " ", clause, count=1)
    match = ASIDE.search(clause)
    if not match or len(clause[: match.start()].split()) < 3:
        return clause
    return clause[: match.start()].rstrip(" ,")


# What marks a clause as about what might be, or what was once: said at its start ...
HYPOTHETICAL_AT_START = (
    r"^(?:if|imagine|suppose|supposing|what if|maybe|perhaps|hypothetically|(?:let's |lets )?(?:pretend|role-?play))\b"
    r"|^(?:might|could)\b"  # said without "I": "might start learning spanish next year, we'll see"
    r"|^(?:(?:let's|lets|just) )?say,? (?:hypothetically,? |for example,? |for argument's sake,? )?"
    r"(?:I|I'm|we|we're|my)\b"
    r"|^(?:when I was|as a (?:kid|child|teenager)|back when)\b"
    # not when something holding now was found out then: "penicillin allergy here, found out when i was 8"
    r"|^(?!.*\b(?:found out|diagnosed|discovered|realised|realized)\b[^.!?]*\bwhen (?:I|we) was\b).*\bwhen (?:I|we)"
    r" (?:was|were)\b"
)
# ... or anywhere in it, each from the start of a word beginning with one of HYPOTHETICAL_LETTERS.
HYPOTHETICAL_ANYWHERE = (
    # "I wish to enquire about ...", "I wish to lodge a complaint": a formal request, no wish
    r"\bI wish\b(?! to (?:know|ask|draft|make|raise|enquire|inquire|request|complain|report|apply|cancel|confirm"
    r"|understand|learn|find out|check|clarify|discuss|lodge|submit|file|seek|obtain|inform|register|appeal)\b)"
    # "say i moved to tokyo, how much would rent be?", "say hypothetically i got a parrot"
    r"|(?<!hives )(?<!rash )(?<!sick )(?<! ill )(?<!swell )(?<! up )\bif I\b"
    # what would follow a habit missed is no wish: "i ring my nan every saturday, she'd have my head if i forgot"
    r"(?! (?:ever )?(?:forgot|forget|missed|miss|skipped|skip|didn't|don't|did not|do not)\b)"
    r"|\b(?:I|we) used to\b"
    r"|\bI(?:'d| would)(?! love to\b)(?: \w+)?(?: be| have| live| get| open| work| move)\b|\bhypothetically\b"
    # a wish that names what is wished for: "I'd love a dog called Biscuit", "someday I want a cat named Miso"
    r"|\b(?:I(?:'d| would) (?:really )?(?:love|like|want)|I (?:really )?(?:want|hope)|one day|someday|some day)\b"
    r".*\b(?:called|named)\b"
    # another's animal minded for a while: "I'm dog-sitting my neighbour's spaniel Bella this week"
    r"|\b(?:dog|cat|pet|puppy|house)[- ]?sitting\b(?! (?:business|company|service|job|app|gigs?|clients?)\b)"
)
HYPOTHETICAL_LETTERS = "iwhosdcp"  # the first letters of what HYPOTHETICAL_ANYWHERE finds
# The definition, one pattern; hypothetical() asks its two halves apart, the second only at words that begin
# with one of its letters (searching the whole at every character was a tenth of the rule extractor's time).
HYPOTHETICAL = re.compile(f"{HYPOTHETICAL_AT_START}|{HYPOTHETICAL_ANYWHERE}", re.I)
_AT_START = re.compile(HYPOTHETICAL_AT_START, re.I)
_ANYWHERE = re.compile(rf"\b(?=[{HYPOTHETICAL_LETTERS}])(?:{HYPOTHETICAL_ANYWHERE})", re.I)


def hypothetical(clause: str) -> bool:
    """A clause about what might be ("if I were a chef", "I wish I lived in Paris") or what
    was once ("when I was a kid I had a dog", "I used to live in Paris"): what
    :data:`HYPOTHETICAL` finds in it."""
    clause = clause.strip()
    return bool(_AT_START.match(clause) or _ANYWHERE.search(clause))


# People the speaker talks about who are not the speaker's own family ("my neighbour", "my friend").
OTHERS = (
    "friend neighbour neighbor colleague coworker co-worker mate buddy pal teacher doctor landlord landlady boss "
    "manager client customer student patient classmate roommate flatmate housemate cousin "
    "character protagonist heroine villain oc"  # someone made up: "my character Elena is a marine biologist"
).split()
# (a landlord "here in austin" says where the speaker lives: that clause is the speaker's)
THIRD_PARTY = re.compile(
    r"^(?:(?:so|and|but|also|well|oh|btw|honestly|basically),?\s+)*(?:"
    r"(?:my|our) (?:best |old |new |close |good |little |big |older |younger |main |lead )?"
    rf"(?P<who>{'|'.join(OTHERS)})s?"
    r"(?:,? (?-i:[A-Z][\w'-]+),?)?"
    r"(?:'s (?!name\b)\w+)?\s+(?P<verb>(?!and\b|or\b|I\b|me\b|here in\b(?<=land(?:lord|lady) here in))[a-z][\w']*)\b"
    r"(?! me (?:on|onto)\b)"
    # not what things must not be made of: "they can't be latex, I get hives"
    r"|(?:he|she|they(?! (?:can't|cannot|can not|mustn't|must not|shouldn't) be\b)|her|his|their)\b(?!'s name\b)"
    rf"|(?:a|one) (?:good |close |old )?(?:{'|'.join(OTHERS)}) of (?:mine|ours)\b)",
    re.I,
)


def about_someone_else(clause: str) -> bool:
    """The clause's subject is another person ("my neighbour has a dog called Max", "My friend
    is a nurse", "she works nights"), not the speaker, their family, or their animal."""
    match = THIRD_PARTY.match(clause.strip())
    if not match:
        return False
    return True


# Words whose "'s" is "is" ("money's tight", "life's good", "work's mad"): nobody's thing follows
NOT_OWNERS = "there|here|it|that|what|who|he|she|money|life|work|cash|rent|everything|nothing|time|weather"
MOOD = re.compile(
    r"^(?:(?:ugh|honestly|tbh|lol|ok|okay|so|well|man|god|omg)[,!]?\s+)*I(?:'m| am)\s+"
    r"(?:so |really |a bit |very |kinda |kind of |feeling |just |super |quite |totally |pretty )*(?P<state>\w+)\b",
    re.I,
)
MOODS = frozenset(
    """tired exhausted bored sad happy glad stressed nervous anxious worried excited starving hungry sick ill
    down upset angry annoyed cold hot sleepy fine good great okay ok done lost confused stuck sorry grateful
    thrilled stoked pumped scared afraid overwhelmed frustrated lonely curious busy free late early""".split()
)


def a_mood(clause: str) -> bool:
    """The clause says how the speaker feels now ("I'm so tired today", "im bored")."""
    match = MOOD.match(clause.strip())
    return bool(match) and match.group("state").lower() in MOODS


NOW = re.compile(
    r"\b(?:today|tonight|right now|this (?:morning|afternoon|evening)|brb|later today|at the minute|just now"
    r"|gonna|about to|off to|on my way|until \d)\b",
    re.I,
)


def for_now(clause: str) -> bool:
    """The clause is about the next few hours ("tonight I'm just gonna stay in", "I'm off to the shops")."""
    return bool(NOW.search(clause))


def a_name(word: str) -> bool:
    return word.lower() not in NOT_NAMES
