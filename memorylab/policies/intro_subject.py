"""The subject a person left out of a clause about themselves, put back: "been teaching
maths" -> "I've been teaching maths", "software engineer at Spotify" -> "I'm a software
engineer at Spotify", "im" read as "I'm", and a lead-in ("just fyi", "quick intro:")
dropped. Used by :mod:`memorylab.policies.introductions` before its table of shapes."""

from __future__ import annotations

import re
from collections.abc import Callable

from memorylab.policies.intro_around import AROUND_BARE
from memorylab.policies.intro_bare import BARE
from memorylab.policies.intro_medicine import MEDICINES
from memorylab.policies.intro_shape import GREETING, JOB, NAME, words_pattern
from memorylab.policies.intro_worded import WORDED_BARE
from memorylab.policies.intro_words import ANIMALS, DWELLINGS, RELATIVES, RENTING, STUDY_FORMS
from memorylab.policies.phrasing import article as _article
from memorylab.policies.phrasing import base_form
from memorylab.policies.places import place_at

# A word of a job's title before its noun ("senior", "dental"), not one a sentence goes on with ("from a nurse").
TITLE_WORD = (
    r"(?:(?!(?:from|to|for|with|at|in|on|of|by|an?|the|my|our|your|his|her|their|this|that|is|are|was|and|or|but|not"
    r"|as|like|than|every|each|any|all|some|no|another|other|which|what|whose|every)\b)[\w-]+ )"
)


DEGREE_SPELLING = {"phd": "PhD", "msc": "MSc", "mphil": "MPhil", "mba": "MBA", "bsc": "BSc"}


def _job_subject(match: re.Match) -> str:
    said = match.group(0)
    return "I'm " + _article(said) + said


# A clause without its subject, and the subject it had: "been teaching ..." -> "I've been ...".
SUBJECTLESS: tuple[tuple[str, str | Callable[[re.Match], str]], ...] = (
    (r"^(?:trying|hoping|planning|aiming|saving up|working towards?)\b", r"I'm \g<0>"),
    (r"^(?:an? )?((?:big|huge|massive) )?fan of\b", lambda m: "I'm a " + (m.group(1) or "").lower() + "fan of"),
    (r"^(?:really |big |very |super |totally |so |quite )?into\b", r"I'm \g<0>"),
    (r"^been\s+", "I've been "),
    # the "I" left out before "am": "Am a civil servant in Abuja"
    (
        r"^am (?=(?:an?|from|based|originally|currently|now|married|retired|self-employed|into|pursuing|studying"
        r"|in (?:year|form|grade))\b)",
        "I'm ",
    ),
    # a routine said without "I": "swim laps at lunchtime most weekdays", "run 5k every morning before work"
    (
        r"^(?:swim|run|cycle|jog|lift|row|climb|meditate|practi[cs]e|bake|volunteer|commute|surf|hike|train)\b"
        r"(?=[^.!?]*\b(?:every|most|each|daily|nightly|weekdays|weekends|mornings|evenings|nights|twice a|once a"
        r"|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b"
        # days written short and joined: "swim laps at lunch mon/wed/fri", "tues & thurs"
        r"|[^.!?]*\b(?:mon|tues?|wed|thurs?|fri|sat|sun)\s*[/&+-]\s*(?:mon|tues?|wed|thurs?|fri|sat|sun)\b)",
        r"I \g<0>",
    ),
    # ... and with a verb a request also starts with, only before a time that comes back: "walk the dog at 6am and
    # again at 9pm, like clockwork", "do a 5k every lunch break" (not "do a summary of every chapter")
    (
        r"^(?:walk|do|go|cook|read|write|play|pray|stretch|journal|nap|drive|take|teach|sing|dance|paint|knit|garden)"
        r"\b(?=[^.!?]*\b(?:(?:every|most|each) (?:single |other )?(?:day|morning|evening|night|week|weekend|lunch"
        r"|lunchtime|lunch ?break|(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?|like clockwork|religiously"
        r"|without fail|(?:at \d{1,2}(?::\d\d)? ?[ap]m\b.*){2})\b)",
        r"I \g<0>",
    ),
    # a job said first with how long it has been or will be: "hawker for 30 years at Maxwell", "postman till I retire"
    (
        rf"^(?P<job>(?:an? )?{TITLE_WORD}{{0,2}}?{JOB}) (?P<for>for (?:over |nearly |almost |about )?(?:\d+|two|three"
        r"|four|five|six|seven|eight|nine|ten|twenty|thirty|a few|many) (?:years|yrs)|since \d{4})\b"
        r"(?![^.!?]*\b(?:retired|used to|former|ex|was|quit|left)\b)",
        lambda m: f"I've been {_article(m.group('job'))}{m.group('job')} {m.group('for')}",
    ),
    (rf"^(?:an? )?{TITLE_WORD}{{0,2}}?{JOB}(?= (?:till|until) I retire\b)", _job_subject),
    # years in a job, said first: "eight years as a Qantas pilot, mostly 737s"
    (
        rf"^(?P<n>\d+|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty) (?:years|yrs) as"
        rf" (?P<job>(?:an? )?{TITLE_WORD}{{0,2}}?{JOB})\b",
        lambda m: f"I've been {_article(m.group('job'))}{m.group('job')} for {m.group('n')} years",
    ),
    (r"^originally from\b", r"I'm \g<0>"),
    # "pregnant w/ #2 (22 weeks) and the heartburn is unreal"
    (r"^(?:\d+ (?:weeks|months) )?pregnant (?=w/|with (?:#|number|baby|twins|a (?:boy|girl))|again|\()", r"I'm \g<0>"),
    (r"^(?:currently |now )?(?:living|based|working|pursuing)\b", r"I'm \g<0>"),
    # "renting a 2-bed in Lisbon", "currently subletting a room in Berlin": a home held on a lease
    (rf"^(?:currently |now )?(?:{RENTING}) (?=(?:an?|the|my|our) (?:[\w-]+ ){{0,2}}?{DWELLINGS}\b)", r"I'm \g<0>"),
    # a student of a subject said without "I'm": "a second year PhD candidate in marine biology", "Chem major"
    (
        rf"^(?:an? )?{TITLE_WORD}{{1,4}}?(?:candidate|major|undergrad|postgrad)\b(?= (?:in|of|at)\b|\s*[,.!]|\s*$)"
        r"(?![^,]* (?:is|are|was|were|has|have|won|lost|said|says)\b)",
        _job_subject,
    ),
    # "staying in Tampines, Singapore" (a stay with a bound is no home: intro_stay)
    (r"^(?:currently |now )?staying (?:in|at) (?=(?-i:[A-Z]))", r"I'm \g<0>"),
    (r"^(?:currently |now )?(?:wrkin|workin|wrking|werking)(?= as\b)", "I'm working"),  # "wrkin as a barista rn"
    (r"^(?:currently |now )?(?:doing|taking|sitting) (?=(?:my )?(?:a[- ]levels|gcses|highers)\b)", r"I'm \g<0>"),
    # a grade by its ordinal said without "I'm": "in 12th grade, applying to colleges"
    (r"^(?:currently |now )?in (?=(?:the )?\d{1,2}(?:st|nd|rd|th) grade\b)", r"I'm \g<0>"),
    # a school year said first: "year 12 doing A-level physics", "in grade 11 taking AP chem"
    (r"^(?:in )?(?=(?:year|yr|grade) \d{1,2},? (?:doing|taking|studying)\b)", "I'm in "),
    # ... or by its ordinal: "first year studying law at King's", "3rd yr doing nursing"
    (
        r"^(?:in )?(?:my )?(?=(?:first|second|third|fourth|final|\d(?:st|nd|rd|th))[- ](?:year|yr),?"
        r" (?:doing|studying)\b)",
        "I'm in my ",
    ),
    # "studying law at mcgill", not "studying is hard" nor "studying for my exams tonight"
    (
        r"^(?:currently |now )?studying(?= (?!for\b|is\b|was\b|has\b|makes\b|so\b|tonight\b|today\b)[a-z]+)",
        r"I'm \g<0>",
    ),
    (
        r"^(?:currently |now )?doing (?:an?|my) (?:[\w-]+ ){0,4}?(?:bootcamp|course|degree|diploma|apprenticeship"
        r"|masters|phd|mba|msc|ma|ba|bsc|pgce|llm|a-levels?|gcses?)\b"
        r"(?![^,.!?]*\b(?:sounds|seems|would|could|might|looks)\b)",  # not "doing an apprenticeship sounds fun"
        r"I'm \g<0>",
    ),
    # "studying for the CPA exam while working full time", "resitting chem A-level this summer": not "tonight"
    (
        r"^(?:currently |now )?(?:studying for|revising for|resitting|retaking|re-sitting|sitting)"
        r"(?![^,.]*\b(?:tonight|today|tomorrow)\b)(?= (?:my |the |an? )?(?:[\w-]+ ){0,3}?(?:exams?|boards|finals"
        r"|a-levels?|gcses?|bar|cpa|cfa|acca|mcat|lsat|gmat|ielts|toefl|usmle)\b)",
        r"I'm \g<0>",
    ),
    # "PhD in marine biology, mostly coral", "currently doing my ACCA exams"
    # ... and as a terse label: "PhD, linguistics, year 3."
    (
        r"^(?:an? )?(phd|masters|master's|msc|mphil|mba|(?-i:MA|BA|BSc)|doctorate)(?P<sep> (?=in\b)|[,:]\s+"
        r"(?=(?!(?:pls|please|help|need|needs|any|anyone|can|could|thanks|done|finished|year)\b)[a-z][a-z ]{2,30}"
        r"(?:[,.]|$)))",
        lambda m: (
            "I'm doing a " + DEGREE_SPELLING.get(m.group(1).lower(), m.group(1)) + (" in " if m["sep"].strip() else " ")
        ),
    ),
    (
        r"^(?:currently |now )?(?:doing|sitting|writing) (?:my|the) (?=(?:acca|cpa|cfa|cima|bar|mcat|lsat|usmle|plab"
        r"|nclex|ielts|toefl|gmat|a-levels?|gcses?|highers)\b)",
        r"I'm \g<0>",
    ),
    # "taking an online course in UX design rn", "enrolled on a short course in bookkeeping"
    (
        r"^(?![^,.!?]*\b(?:would|could|might|sounds|seems|someday|one day|is|was)\b)(?:currently |now |also )?"
        rf"(?:taking|enrolled (?:in|on|onto|at)|signed up (?:for|to|on)|attending) (?:an?|my) (?:[\w-]+ ){{0,3}}?"
        rf"{STUDY_FORMS}\b",
        r"I'm \g<0>",
    ),
    # "night classes in Japanese at the community college": the classes said first
    (r"^(?=(?:evening|night|weekend|online|part-time) (?:classes|courses) (?:in|on) )", "I'm taking "),
    # "taking evening classes in japanese", "omg moving to Nairobi next month for good!!!"
    (
        r"^(?:currently |now |also )?(?:taking|doing|attending) (?:evening|night|online|weekend|part-time)"
        r" (?:classes|courses|lessons)\b",
        r"I'm \g<0>",
    ),
    (
        r"^(?:(?:omg|so|finally|officially|actually),? )*(?:moving|relocating)(?: from [\w ,'-]{2,30}?)? to\b",
        lambda m: "I'm " + m.group(0),
    ),
    # "have two guinea pigs, Salt and Pepper, which veg is safe for them?"
    (
        rf"^have (?=(?:an?|two|three|four|five|\d+|some|a few|a couple of) (?:[\w-]+ ){{0,2}}?"
        rf"(?:{words_pattern(ANIMALS)})\b(?! (?:walker|sitter|groomer|trainer|food|bed|bowl|toys?|lead|leash|door)\b))",
        "I have ",
    ),
    # a home said as where one writes from, or as how many live in it: "From a tiny flat in Glasgow's southside: how
    # do I stop condensation?", "5 of us in a shared house in Dunedin — how do we split the bill?"
    (
        rf"^(?:from|(?:\d|two|three|four|five|six|seven) of us in) (?=an? (?:[\w-]+ ){{0,2}}?{DWELLINGS} (?:in|near)"
        r" (?-i:[A-Z]))",
        "I live in ",
    ),
    # "as someone who's lactose intolerant, is aged parmesan safe?"
    (r"^as (?:someone|somebody|a person|one) who(?:'s| is)\b", "I'm"),
    # what one is, given as the reason for a question: "as someone who lives on a houseboat in Amsterdam, how ...?"
    (
        r"^as (?:someone|somebody|a person|one|a guy|a girl) who (?P<verb>[a-z]+)\b",
        lambda m: "I " + base_form(m.group("verb").lower()),
    ),
    (r"^(?:had|have had) an? (?=(?:[\w-]+ ){1,2}(?:allergy|intolerance)\b)", r"I've \g<0>"),
    # a condition said first: "Coeliac since childhood.", "arthritis in both knees since my 40s"
    (r"^(?:coeliac|celiac|diabetic|asthmatic|epileptic)\b(?=\s*(?:[,.!]|$|since\b|for\b|here\b))", r"I'm \g<0>"),
    (
        r"^(?:(?:pretty |really |quite |very )?(?:bad|severe|mild|chronic|awful|terrible) )?(?:arthritis|asthma"
        r"|epilepsy|migraines|eczema|psoriasis|tinnitus|hypothyroidism|hyperthyroidism|anxiety|depression|endometriosis"
        r"|pcos|fibromyalgia|(?:lower |upper )?back pain|neck pain|sciatica|insomnia)\b"
        r"(?=\s*(?:[,.!;]|$|in\b|since\b|for\b))",
        r"I have \g<0>",
    ),
    (r"^(?:complete|total|absolute) (?:beginner|newbie|noob|novice)\b", lambda m: "I'm a " + m.group(0)),
    (r"^(?:terrified|scared|afraid) of\b", r"I'm \g<0>"),
    # "Love surfing, I go out whenever the swell's decent"
    (
        r"^(?:really |absolutely |totally )?(?:love|adore|enjoy)(?= (?!seeing|hearing|having|getting|knowing)"
        r"[a-z]{3,}ing\b)",
        r"I \g<0>",
    ),
    # "went vegan at new year and I'm sticking to it"
    (
        r"^(?:went|turned|became|gone) (?=(?:fully |strictly )?(?:vegan|vegetarian|pescatarian|plant[- ]based|teetotal"
        r"|keto)\b)",
        r"I \g<0>",
    ),
    # "bad allergy to penicillin, found out the hard way"
    (r"^(?:a )?(?:bad|severe|serious|mild|nasty|slight|big) allergy to\b", r"I have \g<0>"),
    # "Allergic to ibuprofen, so what else can I take?"
    (
        r"^(?:(?:very|really|super|quite|mildly|severely|badly|seriously) )?(?:allergic|intolerant|anaphylactic) to\b",
        r"I'm \g<0>",
    ),
    (r"^(?:born|raised)\b", r"I was \g<0>"),
    # age and sex typed first, as on a forum, then the job: "29M, plumber, self-employed"
    (
        r"^\d{2} ?[mf],\s+(?:an? )?(?=(?P<word>[a-z][\w-]*)(?: [\w-]+)?\s*(?:[,.]|$))",
        lambda m: "I'm " + _article(m.group("word")),
    ),
    # the household's animals as a terse fragment: "2 guinea pigs. small flat. best cage setup?"
    (
        rf"^(?:two|three|four|five|\d) (?=(?:[\w-]+ )?(?:{words_pattern(ANIMALS)})\s*(?:[.,;:!(+&]|$|and\b))",
        r"I have \g<0>",
    ),
    # a diagnosis or an operation said without "I": "diagnosed with ADHD at 34", "had a knee replacement in March"
    # (coeliac is what one cannot eat: "User is coeliac (no gluten)", as intro_tastes.py reads it with "I")
    (
        r"^(?:just |recently |finally |officially )?(?:got |was |been )?diagnosed with (?P<c>coeliac|celiac)"
        r"(?: disease)?\b",
        lambda m: f"I'm {m.group('c')}",
    ),
    (r"^(?:just |recently |finally |officially )?(?:got |was |been )?diagnosed with\b", "I was diagnosed with"),
    (
        r"^(?:just |recently )?had (?:an? |my )(?=(?:[\w-]+ ){0,2}?(?:replacement|surgery|operation|transplant"
        r"|reconstruction|bypass|hysterectomy|mastectomy)\b|(?:gallbladder|appendix|tonsils|wisdom teeth) (?:out"
        r"|removed)\b)",
        r"I \g<0>",
    ),
    # "favourite place in the world is the Lofoten islands", "fav band of all time is Blur": "my" left out
    (
        r"^(?:all[- ]time |absolute )?(?:favou?rite|fave|fav)(?= (?:[\w-]+ ){1,2}(?:(?:in the world|of all time|ever"
        r"|on earth) )?is (?-i:[A-Z]|the\b))",
        r"my \g<0>",
    ),
    # a medicine said without "I'm": "on metformin, can I drink?", "taking propranolol for my anxiety"
    (rf"^(?:currently |now |still )?(?:on|taking) (?=(?:{MEDICINES})\b)", r"I'm \g<0>"),
    # "learning to code at a bootcamp", not "learning to code is hard"
    (
        r"^(?:currently |now |still |slowly )?learning to [a-z]+\b(?![^,.!?]*\b(?:is|was|seems|sounds|looks|would|could"
        r"|might)\b)",
        r"I'm \g<0>",
    ),
    # "up at 5am every day for the gym"
    (r"^(?:usually |always )?(?:up|awake|in bed|asleep) (?:at|by) \d", r"I'm \g<0>"),
    (
        r"^(?:just |recently |finally |newly )?(?:moved|relocated|retired to|started|adopted|inherited|got|rescued"
        r"|took in|fostered|live|work|teach|spend|qualified"
        r"|study|studied|cycle|catch|take|commute|knit|play|run)\b",
        r"I \g<0>",
    ),
    (rf"^(?:an? )?{TITLE_WORD}{{0,2}}?{JOB} (?:at|for|in|with|from)\b(?![^,]* (?:is|are|was|were)\b)", _job_subject),
    # a job held since a year, said first: "Since 2019 freelance graphic designer, now my old laptop is dying"
    (
        rf"^since (?P<year>(?:19|20)\d\d),? (?P<job>(?:an? )?{TITLE_WORD}{{0,2}}?{JOB})\b",
        lambda m: f"I've been {_article(m.group('job'))}{m.group('job')} since {m.group('year')}",
    ),
    # "name is Yerlan", "wife's name is Ines", "wifes name is Ines", "husband is called Tom"
    (r"^name(?:'s| is)\s+(?=(?-i:[A-Z])[\w'-]+(?:\s*[,.!]|\s*$|\s+(?-i:[A-Z])|\s+but\b))", "my name is "),
    (rf"^(?:{words_pattern(RELATIVES)})(?:'?s name is| is called| is named)\b", r"my \g<0>"),
    # one's people and animals as the lines of a form: "wife = Chioma", "dog: Biscuit" (a "=" or ":" looked for first)
    (
        rf"^(?=[^=:]{{1,24}}[=:])(?:my )?({words_pattern(RELATIVES + ANIMALS)})\s*(?:=|:|->)\s*"
        r"(?=(?-i:[A-Z])[\w'-]+\b(?!\s*[:=]))",
        r"my \1 is ",
    ),
    (r"^(?:type (?:1|2|one|two|i|ii) )?diabetic\b", r"I'm \g<0>"),
    # a diet said without "I": "low fodmap diet bc of IBS", "keto diet these days"
    (
        r"^(?:on )?(?:an? )?(?=(?:low[- ]\w+|high[- ]\w+|keto|paleo|mediterranean|renal|elimination|fodmap)"
        r"(?: \w+)? diet\b(?=\s*(?:[,.!]|$|\s+(?:bc|because|cos|for|since|these days|now|atm|at the moment|so)\b)))",
        "I'm on a ",
    ),
    # animals counted without "I have": "2 budgies - kiwi and mango", "three cats, all ginger"
    (
        r"^(?:\d+|two|three|four|five|six) (?=(?:budgie|cat|dog|rabbit|hamster|chicken|hen|guinea pig|fish|rat|gerbil"
        r"|parrot|tortoise|duck|goat|horse|kitten|puppie)s\b\s*(?:[-—–:,(]|called\b|named\b))",
        r"I have \g<0>",
    ),
    # "Married to a wonderful man named Obinna for 20 years"
    (r"^(?:happily )?(?:married|engaged) to\b", lambda m: "I'm " + m.group(0).lower()),
    # a partner named without "my": "gf ananya keeps stealing my hoodies", "partner (Alexei) and I"
    (
        r"^(?:gf|bf|hubby|wifey|girlfriend|boyfriend|fiance|fiancee|fiancé|fiancée|partner|missus|spouse)\b"
        r"(?=,? \(?[^\W\d_]+\b)",
        r"my \g<0>",
    ),
    # "severe shellfish allergy", "lactose intolerant since forever", "obsessed with jigsaws", "new to Fukuoka"
    (
        r"^(?:an? )?(?!(?:my|your|his|her|their|our|the|this|that|what|which|any|no|food)\b)"
        r"(?=(?:(?:severe|mild|bad|serious|nasty|deadly|life-threatening|slight) )?[\w-]+(?: [\w-]+)?"
        r" (?:allergy|intolerance)(?=\s*(?:[,.!;]|$|[—–]\s)|\s+(?:-\s|here|so|and|since|btw|lol|fyi|too|from"
        r"|(?:in my case|for me|myself|personally|on my (?:end|side|part))\b)))",
        "I have a ",
    ),
    (r"^(?:[\w-]+ )?intolerant\b", r"I'm \g<0>"),
    (
        r"^(?:(?:really|totally|so|kinda|a bit) )?obsessed with\b(?! (?:this|that|the|it|these|those|you)\b)",
        r"I'm \g<0>",
    ),
    (r"^(?:brand )?new to (?=(?-i:[A-Z]))", r"I'm \g<0>"),
    (r"^(?:doing|following) (?=(?:low[- ]fodmap|keto|paleo|whole ?30|intermittent fasting)\b)", "I'm doing "),
    # a family or a menagerie listed: "kids are Matteo, Giulia and Enzo", "pets: 3 cats, Luna, Nacho, ..."
    (r"^(kids|children|boys|girls|twins)(?: are|\s*[:-])\s*(?=(?-i:[A-Z]))", r"my \1 are "),
    (r"^(?:pets|animals)\s*[:-]\s*(?=(?:an?|one|two|three|four|five|\d+) )", "I have "),
    # a habit said without "I": "gym every morning at 5:30", "meditate 20 min every night"
    (r"^(?:the )?gym\b(?=.*\b(?:every|each|daily|twice|\d+x)\b)", "I go to the gym"),
    (
        r"^(?:meditate|journal|stretch|pray|swim|jog|run|walk|cycle|train|practise|practice)\b"
        r"(?=.*\b(?:every|each|daily|twice|\d+x)\b)",
        r"I \g<0>",
    ),
    # a job said alone as its own sentence or piece: "firefighter. 11 years.", "Hydro One lineman", and worn as a
    # way of life: "— dentist life.", "truckie through and through"
    (
        rf"^(?P<job>(?:an? )?(?!(?:thanks|thank|hello|hi|hey|dear|not|no|any|some|great|good|the|my|your|our|his|her"
        rf"|their)\b)(?:[\w-]+ )?(?:(?-i:[A-Z])[\w-]* )?{JOB})(?:\s+(?:life|through and through))?(?=\s*\.?\s*$)",
        lambda m: "I'm " + _article(m.group("job")) + m.group("job"),
    ),
) + BARE  # and the facts said bare (intro_bare.py): "tiny flat in Glasgow", "boyfriend's Luca"
SUBJECTLESS += AROUND_BARE  # and those said around a request (intro_around.py): "3rd year of my PhD ..."
SUBJECTLESS += WORDED_BARE  # and a condition or a trade in another language (intro_worded.py): "Ich habe Rheuma"


# What people put before what they say about themselves: "quick intro:", "just fyi", "heads up".
LEAD_IN = re.compile(
    r"^(?:(?:a )?(?:quick|short|brief) intro|(?:a |one )?quick (?:q|one|question|thing)|intro|about me"
    r"|a bit about me|for context|context|(?:just )?fyi"
    r"|heads up|for the record|just so you know|btw|by the way|oh|ok so|so basically|anyway|ps"
    r"|let me introduce myself|allow me to introduce myself|introducing myself|me in a nutshell|first things first"
    r"|so yeah|yeah so|so|yeah|yep|well|um+|uh+|erm|hmm+|right|alright|okay|ok|sure|cool|honestly|basically|lol|lmao"
    r"|currently|at the moment|these days|nowadays|right now)"
    r"\b\s*[:,!.-]*\s+",
    re.I,
)
INTRO_LEAD = re.compile(
    r"^(?:(?:a )?(?:quick|short|brief) intro|intro|about me|a bit about me|for context|context|let me introduce myself"
    r"|allow me to introduce myself|introducing myself|me in a nutshell)\b",
    re.I,
)
# After "let me introduce myself:", a name said alone: "Ayesha Khan, project manager".
BARE_NAME = rf"^(?P<name>{NAME}(?: {NAME}){{0,2}})(?=\s*[,.!]|\s*$)"
# After "quick intro:", a job said alone: "software engineer, mostly backend".
BARE_JOB = rf"^(?:an? )?{TITLE_WORD}{{0,2}}?{JOB}(?=\s*,|\s*[—–-]\s|\s*$)"
# A job said first, its details after a comma: "nurse, 10 yrs, currently in A&E", "sysadmin, basically".
JOB_FIRST = (
    rf"^(?:an? )?{TITLE_WORD}{{0,2}}?{JOB}(?=,\s*(?:\d|currently|mostly|based|from|working|at|in|for|self"
    r"|full|part|freelance|basically)"
    # and how the speaker is today: "junior doctor and too tired to think"
    r"|\s+and (?:too|so|very|really|pretty|completely|absolutely|utterly|dead|half|running on)\b)"
)

# A job and a place, telegraphed: "Chemistry teacher, Hamburg." -> "I'm a chemistry teacher in Hamburg."
JOB_THEN_PLACE = rf"^(?P<job>(?:an? )?{TITLE_WORD}{{0,2}}?{JOB}),\s+(?=(?-i:[A-Z])[\w'-]+(?: [\w'-]+){{0,2}}\s*[.!]?$)"


# A short lead-in before a dash or a colon, ahead of a first-person clause: "Before anything else - I'm ...".
DASHED_LEAD = re.compile(r"^[\w' ]{3,30}?(?:\s+[-–—]|\s*:)\s+(?=(?:I|I'm|I am|I've|my|we)\b)", re.I)


# Contractions typed without their apostrophe: "i cant eat eggs", "i dont eat meat", "ive got a cat".
UNAPOSTROPHED = re.compile(r"(?<![\w'])(can|don|won|doesn|didn|isn|wasn|haven|I(?=ve))(t|ve)(?![\w'])", re.I)


_IM = re.compile(r"(?<![\w'])im(?![\w'])", re.I)
# A particle of courtesy or stress said in Tagalog or Malay English ("nurse po", "teacher lah"), before a comma or a
# preposition: dropped, so the job or the place before it reads as said in plain English.
_PARTICLE = re.compile(r"(?<=\w) (?-i:po|lah|leh)(?=\s*[,.!?]|\s*$| (?:for|at|in|from|here|sa|with|and)\b)", re.I)
_GREETING, _BARE_JOB, _BARE_NAME = re.compile(GREETING, re.I), re.compile(BARE_JOB, re.I), re.compile(BARE_NAME)
_JOB_THEN_PLACE, _JOB_FIRST = re.compile(JOB_THEN_PLACE, re.I), re.compile(JOB_FIRST, re.I)
_SUBJECTLESS = tuple((re.compile(pattern, re.I), subject) for pattern, subject in SUBJECTLESS)
# Whether any of them starts the clause, in one match: most clauses start with none, and asking each of the
# fifty-odd patterns in turn was a fifth of the rule extractor's time. Group names are dropped (several share one).
_ANY_SUBJECTLESS = re.compile("|".join(f"(?:{re.sub(r'[(][?]P<[a-z]+>', '(?:', p)})" for p, _ in SUBJECTLESS), re.I)


def with_subject(clause: str) -> str:
    """The clause with "I" put back where a person left it out ("been teaching maths" ->
    "I've been teaching maths"; "software engineer at Spotify" -> "I'm a software ..."),
    "im" read as "I'm" (and "cant", "dont", "ive" with their apostrophes), and a lead-in
    ("just fyi", "quick intro:") dropped."""
    clause = _IM.sub("I'm", clause)
    clause = _PARTICLE.sub("", clause)  # "call centre agent po for a telco": a courtesy, no word of the job
    clause = UNAPOSTROPHED.sub(lambda m: m.group(1) + "'" + m.group(2), clause)
    greeting = _GREETING.match(clause)
    head, body = clause[: greeting.end()], clause[greeting.end() :]
    body = DASHED_LEAD.sub("", body, count=1)
    while lead := LEAD_IN.match(body):
        if INTRO_LEAD.match(body) and _BARE_JOB.match(body[lead.end() :]):
            return head + _BARE_JOB.sub(_job_subject, body[lead.end() :], count=1)
        if INTRO_LEAD.match(body) and _BARE_NAME.match(body[lead.end() :]):
            return head + "my name is " + body[lead.end() :]
        body = body[lead.end() :]
    if (told := _JOB_THEN_PLACE.match(body)) and place_at(body[told.end() :]):
        job = told.group("job")
        job = job[:1].lower() + job[1:] if job[1:2].islower() else job  # "Chemistry teacher", not "RN"
        return head + "I'm " + _article(job) + job + " in " + body[told.end() :]
    if _JOB_FIRST.match(body):
        return head + _JOB_FIRST.sub(_job_subject, body, count=1)
    for pattern, subject in _SUBJECTLESS if _ANY_SUBJECTLESS.match(body) else ():
        if pattern.match(body):
            if not re.match(
                r"[\w-]+ (?-i:[A-Z])|\w+(?-i:[A-Z])", body
            ):  # "Got a kitten" -> "I got ..."; "MSc", "Hydro One"
                body = body[:1].lower() + body[1:]
            return head + pattern.sub(subject, body, count=1)
    return head + body
