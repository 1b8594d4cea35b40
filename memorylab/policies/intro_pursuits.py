"""The shapes of what people study ("final year history student at Trinity", "doing a BA in
Economics", "starting my architecture degree") and of what they work towards ("training for
my first marathon", "goal is 90 days smoke-free", "working on getting my CPA license",
"finally learning to swim"), part of the table in :mod:`memorylab.policies.introductions`."""

from __future__ import annotations

import re

from memorylab.policies.intro_shape import GOAL_MARK, GREETING, Shape, names_an_aim, with_its_article

YEAR = r"(?P<year>first|second|third|fourth|fifth|final|last|\d(?:st|nd|rd|th))"
DEGREE = (
    r"(?P<degree>(?-i:BA|BSc|MSc|MA|MEng|BEng|PhD|LLB|LLM|MBA|BFA|MFA|MPhil|BCA|MCA|BBA)|[BM]\.?Tech|B\.?Com"
    r"|masters?|master's|bachelor'?s"
    r"|undergrad(?:uate)?|degree|diploma|doctorate|phd|msc|bsc|mba|course|apprenticeship|a-levels?|gcses?|highers"
    r"|(?-i:HND|HNC|BTEC|NVQ))"
)
# where what is studied ends: "at TU Delft", "in Zaragoza here", ", graduating in December"
STUDY_END = (
    r"(?= at\b| with\b| in\b| here\b| next\b| this\b| so\b| but\b| and\b| online\b| while\b| alongside\b"
    r"| part[- ]time\b| full[- ]time\b| rn\b| atm\b| right now\b| at the moment\b| these days\b| now\b|\s*[,.!?(]|$)"
)
NOT_SUBJECTS = {
    "first", "second", "third", "final", "last", "undergrad", "undergraduate", "online", "uni", "university",
    "college", "part-time", "part time", "evening", "night", "new", "whole", "current", "whole entire", "own",
    "degree", "course", "driving",
}  # fmt: skip
# What makes a course a wish: "doing an MA in history sounds fun"
A_WISH = r"[^.!?]*\b(?:would be|sounds|someday|some day|one day)\b"
# Subjects read at a university, named after "reading" (a book is read too: "reading Dune at the airport").
SUBJECT_NAMES = (
    r"(?:law|history|medicine|classics|ppe|english(?: literature)?|maths|mathematics|physics|chemistry|biology"
    r"|economics|philosophy|politics|music|geography|engineering|theology|architecture|modern languages|french"
    r"|german|spanish|italian|natural sciences|computer science|psychology|sociology|anthropology|archaeology"
    r"|art history|history of art|veterinary (?:science|medicine)|dentistry|nursing|accounting|classics|divinity"
    r"|land economy|linguistics|biochemistry|chemical engineering|mechanical engineering|theatre|drama|film)"
)
QUIT = r"smoking|cigarettes|vaping|drinking|alcohol|booze|sugar|caffeine|social media|gambling|nicotine"


def _articled(fields: dict) -> bool:
    """The degree with the article it takes: "an MBA", "a PhD", "an apprenticeship"."""
    fields["degree"] = with_its_article(fields["degree"])
    return True


def done_or_doing(fields: dict) -> bool:
    """A degree done ("did my degree in geology at ...") or being done; its subject kept when said."""
    fields["done"] = "did" if fields["done"] else "is doing"
    fields["field"] = f" {fields['field'].strip()}" if fields["field"] else ""
    return True


def a_subject(fields: dict) -> bool:
    """What is studied, not when or how ("my first degree", "my online course" say neither)."""
    what = fields["what"].strip().lower()
    return bool(what) and what not in NOT_SUBJECTS and not what[0].isdigit() and not what.startswith(("my ", "user's "))


# A wish put off to a day that is not set: "someday I want to learn the harp", "my dream is to become a pilot one day".
SOMEDAY = r"\b(?:some ?day|one day(?! a\b)|eventually|in another life)\b"


def not_a_daydream(fields: dict) -> bool:
    """A dream that is a goal, not one for "someday" ("my dream is to move to Copenhagen one day" is a wish)."""
    return "dream" not in fields["how"].lower() or not re.search(SOMEDAY, fields["short"], re.I)


def an_aim(fields: dict) -> bool:
    """A goal said without "my": "goal is ..." always; "plan is ..." or "aim is ..." when it
    names an aim ("plan is to pay off my loans in 4 yrs")."""
    return not_a_daydream(fields) and (fields["how"].lower() == "goal" or bool(GOAL_MARK.search(fields["short"])))


def a_pursuit(fields: dict) -> bool:
    """ "working on getting my CPA license", "towards becoming a divemaster": not "on my laptop"."""
    short = fields["short"]
    return bool(re.match(r"(?:getting|becoming|earning|passing|finishing|completing)\b", short, re.I)) or bool(
        GOAL_MARK.search(short)
    )


# Professional and school exams one sits, by name: "my ACCA exams", "the bar", "my A-levels".
EXAM_NAMES = (
    r"acca|cpa|cfa|cima|aat|cii|bar|mcat|lsat|gmat|gre|ielts|toefl|usmle|plab|nclex|jlpt|a-levels?|gcses?|highers"
    r"|actuarial|ib|sat|act|jee|neet|upsc|waec|jamb|kcse|matric|leaving cert"
)


# fmt: off
STUDIES: tuple[Shape, ...] = (
    # "i'm taking economics at A-level plus history and maths", "doing chemistry for GCSE"
    Shape("study", "User is taking {what} at {level}", "study",
          r"\bI(?:'m| am) (?:currently |now |also )?(?:taking|doing|studying|sitting) (?!(?:an?|the|my|well|fine|ok"
          r"|okay|badly|great|better|worse)\b)(?P<what>(?-i:[a-z])[a-z ]{2,25}?) (?:at|for) (?P<level>a[- ]levels?"
          r"|gcses?|as[- ]levels?|highers?|ib)\b", 0.7, check=a_subject),
    # a change of course: "not studying psychology anymore, switched to sociology", "changed my major from law to
    # history"
    Shape("study", "User studies {what}", "study",
          r"(?:\b(?:not|no longer|stopped|quit|dropped|left)\b[^.!?,]*?\b(?:studying|doing|course|degree|major)\b"
          r"[^.!?]*?(?:,\s*|\bI(?:'ve| have)? |\band )(?:just )?"
          r"(?:switched|changed|swapped)(?: over)?|\bI(?:'ve| have)? (?:switched|changed|swapped) my (?:course|degree"
          r"|major|subject)(?: from [\w -]{2,30}?)?) to"
          r" (?P<what>(?!online\b|remote\b|part[- ]time\b|full[- ]time\b|evening|weekend)"
          r"(?-i:[a-z])[a-z -]{2,30}?)"
          r"(?=\s+(?:this|now|instead|last|at|in|from|and|but|so)\b|\s*[,.!;]|$)", 0.7, check=a_subject),
    # "currently doing my ACCA exams", "I'm sitting the bar in July"
    Shape("study", "User is taking the {what} exams", "study",
          r"\bI(?:'m| am) (?:currently |now |also )?(?:doing|sitting|taking|writing) (?:my|the)"
          rf" (?P<what>(?-i:[A-Z][\w-]*)|{EXAM_NAMES})(?: exams?| papers?| finals)?\b", 0.7,
          check=lambda f: bool(re.fullmatch(EXAM_NAMES, f["what"], re.I))),
    Shape("study", "User is in User's {year} year {of} {what}", "study",
          r"\bI(?:'m| am) (?:now |currently )?in my (?P<year>first|second|third|fourth|final|last|\d(?:st|nd|rd|th))"
          r" year (?P<of>of|at) (?P<what>.+)", 0.7),
    # "final year history student at Trinity", "4th year veterinary medicine in Zaragoza here",
    # "I'm in first year of mechanical engineering at TU Delft"
    Shape("study", "User is a {year}-year {what} student{at}", "study",
          rf"(?:^{GREETING}|\bI(?:'m| am) (?:now |currently )?(?:in )?(?:my |the )?){YEAR}[ -]year"
          r" (?:of |in |studying )?"
          rf"(?P<what>(?!student\b|of\b|at\b|in\b|here\b)[a-z][a-z -]{{2,40}}?)(?: student| undergrad)?{STUDY_END}"
          r"(?P<at> at (?!(?-i:I|The|My|A)\b)(?-i:[A-Z])[\w&'-]+(?: (?-i:[A-Z])[\w&'-]+){0,3})?",  # "... at Waterloo"
          0.7, check=a_subject),
    # "I'm in nursing school", "currently in med school": a course named by its school
    Shape("study", "User is in {what} school", "study",
          r"\b(?:I(?:'m| am)|I've been|I have been|im) (?:now |currently |still |also |finally |just started )?"
          r"(?:in|at) (?P<what>nursing|med|medical|law|grad|graduate|dental|vet|veterinary|art|film|drama|culinary"
          r"|cooking"
          r"|business|pharmacy|flight|divinity|theology|design|beauty|massage|hairdressing|music|architecture"
          r"|engineering|journalism|cookery|chef|midwifery|physio|optometry|police|trade|rabbinical|acting|dance)"
          r" school\b(?! (?:run|pick|drop|gates?|car park|parking|office|play|concert|trip|fair|event)\b)", 0.7),
    # "I'm finishing a BA in Economics", "we're all doing the same MSc in data science at Edinburgh"
    Shape("study", "User is doing {degree} in {what}", "study",
          # (the wish is looked for only where a clause could start: "I", "we", "and" or the start)
          rf"(?=^|\b(?:I|we|and ))(?!{A_WISH})(?:^|\b(?:I|we)(?:'m| am|'re| are|'ve| have)? ?|\band (?:have |'ve )?)"
          r"(?:now |currently |still |all |just |recently )?(?:doing|finishing(?: up)?|wrapping up|starting|started"
          r"|studying for|working on"
          r"|taking|in|halfway through"
          # "I am pursuing a master's degree in data science", "have just enrolled in an Open University course in"
          r"|partway through|pursuing|enrolled (?:in|on|onto)|registered for)"
          r" (?:my|a|an|the same|the|our)"
          r" (?:[\w-]+ year of (?:my |an? )?)?(?:(?:part-time|full-time|online|distance|evening) )?"
          r"(?:(?-i:[A-Z])[\w'-]+ ){0,2}"  # "a part-time Open University degree in history"
          rf"{DEGREE}(?: degree)? (?:in|of|on) (?P<what>[a-z][\w -]{{2,40}}?)"
          rf"{STUDY_END}", 0.7, check=_articled),
    # "Doing an MBA part time at Warwick": a degree named by its letters, and where
    Shape("study", "User is doing {degree} at {place}", "study",
          r"\b(?:I(?:'m| am) )?(?:now |currently |just |also )?(?:doing|studying for|taking|starting|started) an?"
          r" (?P<degree>(?-i:MBA|MSc|MA|MPhil|PhD|LLM|MEng|MFA|PGCE|BSc|BA))(?: (?:part[- ]time|full[- ]time|online))?"
          r" at (?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,3})", 0.7, check=_articled),
    # "im doing A-levels in chemistry, biology and maths"
    Shape("study", "User is doing {degree} in {what}", "study",
          r"\bI(?:'m| am) (?:now |currently |also )?(?:doing|taking|studying|sitting|revising for) (?:my )?"
          r"(?P<degree>a[- ]levels|gcses|highers|(?-i:IB|AP) (?:classes|courses))(?: in|\s*[-–—:(]) ?"
          r"(?P<what>[a-z][\w ,&-]{2,60}?)(?=\s*[.!?;)]|\s+[-–—]|$|, (?:which|what|how|any|but|so)\b| but\b| so\b"
          r"|, [\w-]+ (?:is|are|was|were|start)\b)", 0.7),
    # "I'm in year 2 of a midwifery degree", "first semester of my film studies BA"
    Shape("study", "User studies {what}", "study",
          r"(?:^|\bI(?:'m| am) (?:now |currently )?in )(?:(?:year|semester|term) \w+"
          r"|(?:my )?\w+ (?:year|semester|term))"
          rf" of (?:my |an? |the )(?P<what>[a-z][a-z -]{{2,30}}?) {DEGREE}\b", 0.7, check=a_subject),
    # "starting my architecture degree at Politecnico di Milano", "doing my psychology degree at UNAM"
    Shape("study", "User studies {what}", "study",
          r"(?:^|\b(?:I(?:'m| am)?|we(?:'re| are)?) ?)(?:now |currently |just |still )?(?:doing|finishing|starting|in"
          r"|studying for|halfway through|working on|taking) (?:my|an?(?: part[- ]time| full[- ]time| online)?)"
          r" (?P<what>[a-z][a-z -]{2,30}?) (?:degree|course|masters"
          r"|master's|phd|diploma|apprenticeship|major)\b", 0.7, check=a_subject),
    Shape("study", "User studies {what}", "study",
          rf"\b(?=I|and)(?!{A_WISH})(?:I(?:'m| am)?|and) ?(?:study|studying|major in|majoring in|(?:am |'m )?doing an? "
          r"(?:degree|phd|masters|master's|bachelor's|ba|bsc|msc|ma|doctorate) in) (?P<what>.+)", 0.7),
    Shape("study", "User studied {what}", "study", r"\bI (?:studied|majored in) (?P<what>.+)", 0.7),
    # "I'm a fresher at Manchester studying physics", "first year at Leeds doing law"
    Shape("study", "User studies {what}", "study",
          r"(?:^|\bI(?:'m| am) )(?:an? )?(?:(?:first|second|third|final|last)[- ]year|fresher|student|undergrad"
          r"|postgrad)(?: student)? (?:at|in) (?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+){0,2} (?:studying|reading|doing)"
          r" (?P<what>(?-i:[a-zA-Z])[\w -]{2,30}?)(?=\s*[,.!?;]|$| and\b| but\b| so\b)", 0.7, check=a_subject),
    # "an undergrad majoring in philosophy", "sophomore at NYU double majoring in econ and maths"
    Shape("study", "User studies {what}", "study",
          r"(?:^(?:an? )?|\bI(?:'m| am) (?:an? )?|,\s*)(?:(?:[\w-]+ ){0,2}?(?:student|undergrad|undergraduate|sophomore"
          r"|fresher|freshman|junior|senior|postgrad|grad student)(?: (?:at|in) (?-i:[A-Z])[\w&'-]*(?: (?-i:[A-Z])"
          r"[\w&'-]*){0,3})?,? )?(?:currently |now |also )?(?:double[- ])?majoring in"
          r"(?![^.!?,]*\b(?:sounds|would|could|might|seems|is|was)\b)"
          r" (?P<what>(?!it\b|that\b|this\b|something\b)[a-z][\w &-]{1,40}?)(?=\s*[,.!?;(]|$| at\b| but\b| so\b"
          r"| while\b| rn\b| atm\b| now\b| and (?:I|I'm|im|my|i've|it|the|we)\b)", 0.7, check=a_subject),
    # a British "reading" of a subject at a university: "I'm reading Law at Durham", "reading PPE at Oxford"
    Shape("study", "User studies {what} at {place}", "study",
          rf"(?:^|\bI(?:'m| am) )(?:currently |now )?reading (?P<what>{SUBJECT_NAMES}) at"
          r" (?P<place>(?-i:[A-Z])[\w&'-]+(?: (?-i:[A-Z])[\w&'-]+){0,3})", 0.7),
    # "my degree is in chemical engineering", "my masters was in public health"
    Shape("study", "User's degree is in {what}", "study",
          r"\bmy (?:degree|major|masters|master's|phd|ba|bsc|ma|msc|diploma|course) (?:is|was) in"
          r" (?P<what>(?-i:[a-zA-Z])[\w -]{2,30}?)(?=\s*[,.!?;]|$| and\b| but\b| so\b| from\b| at\b)", 0.7,
          check=a_subject),
    # "At 67 I have gone back to study Art History", "returning to studying nursing after 20 years"
    Shape("study", "User studies {what}", "study",
          r"\b(?:I(?:'ve| have)? (?:gone|went|going|come|came) back to|I(?:'m| am)? (?:returning|going back) to"
          r"|I(?:'ve| have)? returned to) (?:uni |university |college |school )?(?:to )?(?:study|studying)"
          r" (?P<what>.+)", 0.7, check=a_subject),
    # what one learns and where: "learning to code thru a python bootcamp atm", "learning Spanish via an online course"
    Shape("study", "User is doing a {what} {course}", "study",
          r"\b(?:I(?:'m| am)? )?(?:learning|studying|retraining|training) (?:[\w -]{2,30}? )?"
          r"(?:thru|through|via|on|with|at|in) (?:an? |the |my )?"
          r"(?:(?:online|evening|night|weekend|part-time|intensive|free|\d+[- ]week) )*"
          r"(?P<what>(?!class|course|an?\b|the\b|my\b)[\w-]{2,20}(?: [\w-]{2,20})?)"
          r" (?P<course>bootcamp|course|programme|program|apprenticeship|diploma)\b", 0.7, check=a_subject),
    # "doing an online UX design bootcamp", "taking evening classes in accounting at the community college"
    Shape("study", "User is doing a {what} {course}", "study",
          r"\bI(?:(?:'m| am) (?:now |currently |also )?(?:doing|taking|starting|in)|(?:'ve| have)?(?: just| recently)?"
          r" (?:started|began|enrolled on|signed up for)) (?:an? |my |the )?(?:(?:online|evening"
          r"|night|weekend|part-time|intensive|free) )*(?P<what>(?!class|course|an?\b|the\b|my\b)[a-z][\w -]{1,30}?)"
          r" (?P<course>bootcamp|course|diploma|certificate|apprenticeship)\b", 0.7, check=a_subject),
    Shape("study", "User takes {when} classes in {what}", "study",
          r"\bI(?:'m| am)? (?:now |currently |also )?(?:doing|taking|attending|go to|take) "
          r"(?P<when>evening|night|online|weekend|part-time) (?:classes|courses|lessons) (?:in|on)"
          r" (?P<what>[a-z][\w -]{2,30}?)"
          r"(?=\s*[,.!?;]|$| (?:at|while|and|but|so|after|every|twice|once|on)\b| \w+ (?:a|per) week\b)", 0.7,
          check=a_subject),
    # the degree's letters before its subject: "final year of my BSc Nursing!!!", "2nd year of my BA English"
    Shape("study", "User is in the {year} year of a {degree} in {what}", "study",
          rf"(?:^|\bI(?:'m| am) (?:now |currently )?in (?:my |the )?){YEAR} year of (?:my |an? )"
          r"(?P<degree>(?-i:BSc|BA|MSc|MA|BEng|MEng|LLB|BFA|BMus|BEd))"
          r" (?P<what>(?-i:[A-Z][a-z]+)(?: (?-i:[A-Z][a-z]+)){0,2})\b", 0.7),
    # a degree said by its letters, with no subject or place: "Doing a part-time MBA at the moment"
    Shape("study", "User is doing {degree}", "study",
          r"(?:^|\bI(?:'m| am) )(?:now |currently |also |still )?(?:doing|studying for|taking|starting) (?P<degree>an?"
          r" (?:(?:part[- ]time|full[- ]time|online|distance|evening|executive) )?(?-i:MBA|MSc|MA|MPhil|PhD|LLM|MEng"
          r"|MFA|PGCE|BSc|BA))\b(?! in\b| at\b(?! the moment| night| weekends| the weekend))", 0.7),
    # "I'm a psych undergrad", "PhD student here, marine biology, 3rd year": the level, then the subject
    Shape("study", "User is a {what}", "study",
          r"\bI(?:'m| am) an? (?P<what>(?!first\b|second\b|third\b|final\b|mature\b|new\b)[a-z]+(?: [a-z]+)?"
          r" (?:undergrad|undergraduate|postgrad|fresher))\b", 0.7),
    Shape("study", "User is a {level} student in {what}", "study",
          r"^(?P<level>(?-i:PhD|MSc|MA)|masters|undergrad|grad|postgrad|med|law)(?: student)? here,\s*"
          r"(?P<what>(?!(?:first|second|third|fourth|fifth|final|last|\d+\w*) (?:year|yr)\b)[a-z][a-z ]{2,30}?)"
          r"\s*(?:,|$)",
          0.7, check=a_subject),
    # Indian English: "I am pursuing MBBS final year from Manipal", "pursuing B.Tech in CSE"
    Shape("study", "User is pursuing {short}", "study",
          r"\bI(?:'m| am) (?:currently |now |also )?pursuing (?:my |an? |the )?(?P<short>(?-i:[A-Z][\w.]*[A-Z][\w.]*"
          r"|B\.?Tech|M\.?Tech|B\.?Com|M\.?Com|Ph\.?D|B\.?Sc|M\.?Sc|B\.?E|B\.?Pharm)\b.*)", 0.7),
    # "part-time Open Uni student doing psychology", "I'm a mature university student studying law"
    Shape("study", "User is a {how}{where}student studying {what}", "study",
          r"(?:^|\bI(?:'m| am) )(?:an? )?(?P<how>(?:(?:part[- ]time|full[- ]time|mature|distance|online) )*)"
          r"(?P<where>(?:(?-i:[A-Z])[\w'-]+ ){0,3}(?:uni|university|college) )student (?:doing|studying|reading)"
          r" (?P<what>[a-z][\w -]{2,40}?)(?=\s*[,.!?;]|$| and\b| but\b| so\b| at\b)", 0.7, check=a_subject),
    # "writing my PhD thesis on coral reef bleaching"
    Shape("study", "User is writing a {degree} thesis on {what}", "study",
          r"\b(?:writing|doing|finishing|working on|starting) my (?P<degree>phd|masters?|master's|msc|ma|ba|bsc"
          r"|undergrad|honours|final year) (?:thesis|dissertation|project) (?:on|about) (?P<what>[\w' -]{3,60}?)"
          r"(?=\s*[,.!?;]|$| and\b| but\b| so\b)", 0.7),
)

GOALS: tuple[Shape, ...] = (
    Shape("goal", "User's {how} is {to}{short}", "goal",
          r"(?:\bmy |^(?=(?:new year'?s?|big|biggest|main) (?:goal|aim|target|resolution)\b))"
          r"(?P<how>(?:(?:main|big|biggest|new|next|fitness|running|career|personal|one"
          r"|only|real|new year'?s?) )?(?:goal|aim|target|resolution|new year's resolution|dream)(?: for (?:this|next)"
          r" year| this year| for \d{4})?)"
          r"(?: is| was| ?:) (?P<to>to )?(?P<short>.+)", 0.75, check=not_a_daydream),
    # "signed up for a half ironman next september (what was I thinking)": a race entered is a goal
    Shape("goal", "User signed up for {what}{when}", "goal",
          r"^(?:I(?:'ve| have)? )?(?:just |finally |officially )?signed up for (?P<what>(?:an? |my first )(?:half )?"
          r"(?:marathon|ironman|triathlon|ultra(?:marathon)?|10k|5k|century ride|sportive|half marathon))"
          r"(?P<when> (?:next|this|in) (?:\w+ ){0,2}?\w+)?(?=\s*[,.(!;]|$)", 0.75),
    # "Saving for a trip to Patagonia, goal is 5000 euros by next November": what for, and how much
    Shape("goal", "User is saving for {what}, aiming for {short}", "goal",
          r"^(?:I(?:'m| am) )?saving (?:up )?for (?P<what>[^,]{3,60}?),? (?:my |the )?(?:goal|target|aim) is (?:to )?"
          r"(?:save |have |get )?(?P<short>.+)", 0.75),
    Shape("goal", "User's resolution is {short}", "goal",
          r"^(?:(?:my )?new year'?s )?resolution\s*[:,-]\s*(?P<short>.+)", 0.75),
    Shape("goal", "User is training for {short}", "goal",
          r"(?:\bI(?:'m| am) |^)(?:currently |now )?(?:training|in training|preparing) for"
          r" (?P<short>(?:an?|the|my) .+)", 0.75),
    Shape("goal", "User is aiming to {short}", "goal",
          r"(?:\bI(?:'m| am) |^|, )(?:aiming|working towards being able) to (?P<short>.+)", 0.7),
    # "been working on getting my CPA license", "I'm working towards becoming a scuba divemaster"
    Shape("goal", "User is working {on} {short}", "goal",
          r"(?:^|\bI(?:'m| am|'ve been| have been)? ?)(?:been )?(?:currently |now |slowly )?working (?P<on>on|towards?)"
          r" (?P<short>(?:getting|becoming|earning|passing|finishing|completing|my|a|an) .+)", 0.7, check=a_pursuit),
    # "finally learning to swim", "I'm learning how to drive"
    Shape("goal", "User is learning to {short}", "learning:{head}",
          r"(?:^|\bI(?:'m| am) (?:[\w-]+ ){0,2}?(?:and )?)(?:finally |slowly |currently |now |still )?learning"
          r" (?:how )?to"
          r" (?P<short>(?!be\b|deal\b|live\b|cope\b|accept\b)\w+(?: a \w+)?)", 0.7),
    Shape("goal", "User is quitting {what}", "quitting:{noun_head}",
          rf"(?:^|\bI(?:'m| am) )(?:finally |currently |slowly |in the process of |trying to be )?(?:quitting"
          rf"|giving up) (?P<what>{QUIT})\b", 0.75),
    # without "my": "goal is one full length of the pool by summer", "plan is to pay off my loans in 4 yrs"
    Shape("goal", "User's {how} is {to}{short}", "goal",
          r"(?:^|, ?)(?P<how>goal|aim|target|dream|plan)(?: for (?:this|next) year| this year)? (?:is|:)"
          r" (?P<to>to )?(?P<short>.+)", 0.7, check=an_aim),
    # "I really want to finally get my driving licence", "I'm saving up to buy a flat": a wish
    # that names an aim (learn, pass, buy, run ...) or a time ("this year", "by next summer")
    # not one put off to "someday" (SOMEDAY)
    Shape("goal", "User {said}", "goal",
          rf"^(?!.*{SOMEDAY}).*?"
          r"\bI(?P<said>(?:'m| am)? ?(?:really |finally |also |still )?(?:(?:want|wanna|hope|plan|intend|hoping"
          r"|planning|saving up|saving|trying) to|(?:saving up|saving) for|working towards?) .+)", 0.7,
          check=names_an_aim),
)
# fmt: on
