"""A job worn as a badge rather than said in a sentence: "Pharmacist by day, amateur astronomer
by night", "electrician — need to calc voltage drop", "(mechanic, 20 yrs)", "Quick one from a
tired welder: ..."; or said by the work done, without its title: "i do plumbing", "been driving
forklift at the warehouse 6 yrs now".

No "I" is said; what makes the title the speaker's is where it stands: first in the message
before a dash that goes on about the speaker, beside the years worked in brackets, after "from"
in a note's opening. How the speaker feels today ("tired", "knackered") is not part of the job.
"""

from __future__ import annotations

import re

from memorylab.policies.intro_shape import GREETING, JOB, JOB_AS_PASTIME, Shape, with_article, words_pattern
from memorylab.policies.intro_words import KIDS, NOT_JOBS, RELATIVES

# How one is today, not what one does: "a tired welder" is a welder.
FEELING = re.compile(
    r"\b(?:(?:very|so|really|super|extremely|slightly|a bit|bit) )?(?:tired|exhausted|knackered|frazzled|overworked"
    r"|humble|lowly|simple|poor|busy|grumpy|weary|sleepy"
    r"|stressed|confused|frustrated|desperate|curious|fellow)\s+",
    re.I,
)
# Whose the years in brackets are when it is not the speaker's: "my dad (mechanic, 30 yrs)".
PERSON = words_pattern((*RELATIVES, *KIDS, "friend", "neighbour", "neighbor", "guy", "man", "woman", "he", "she"))
TITLE = rf"(?:an? )?(?P<what>(?:[\w-]+ ){{0,2}}?{JOB})"
# What is driven for a living: "I drive a forklift", "driving a forklift 10 hours a day" (introductions.py too)
DRIVEN = r"bus|taxi|cab|lorry|truck|tram|train|forklift|school bus|delivery van|tow truck|ambulance"
# Trades said by the work done: "I do plumbing" is a living, where "I do yoga" is a pastime.
TRADES = (
    r"plumbing|carpentry|joinery|roofing|plastering|bricklaying|tiling|welding|electrical|electrics|landscaping"
    r"|hairdressing|tailoring|upholstery|bookkeeping|copywriting|locksmithing|childminding|dog grooming|pest control"
    r"|painting and decorating|decorating|removals|scaffolding|glazing|plumbing and heating|gas fitting"
)
WORKPLACE = (
    r"warehouse|factory|hospital|school|bank|shop|store|supermarket|restaurant|hotel|airport|office|site|depot|plant"
    r"|mine|port|docks|garage|salon|bakery|pub|bar|cafe|café|call centre|council|firm|company|care home|clinic|station"
)
# What a customer, a patient or a visitor does at a workplace: "I've been shopping at the supermarket for years".
AS_A_CUSTOMER = (
    r"(?:shopping|eating|dining|drinking|waiting|staying|living|going|coming|banking|sitting|queu(?:e)?ing|parking"
    r"|volunteering|studying|training|visiting|being|getting|trying|looking|hoping|planning|seeing|treated|using"
    r"|buying|ordering|stuck|lodging|boarding|hanging|praying|worshipping|swimming|playing)"
)
YEARS = r"(?:\d+|a few|a couple of|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty)\+?\s*(?:yrs?|years?)"


def _a_job(fields: dict) -> bool:
    """The title, with its article and without a feeling, if it names work (not "amateur")."""
    what = FEELING.sub("", fields["what"]).strip()
    if what.lower() in NOT_JOBS or what.split()[-1].lower() in NOT_JOBS or JOB_AS_PASTIME.search(what):
        return False
    fields["what"] = with_article(what[:1].lower() + what[1:] if not what[:2].isupper() else what)
    return True


# Whose the title is when the speaker speaks as it: none said, or the people served ("as their GP"), or the place's
# ("as the hospital's only radiographer", "as the only pharmacist in our village"); not a relative's ("as her carer").
SPOKEN_AS = (
    r"(?:(?:an?|the|their|your)\s+)?(?:(?!(?:his|her|my)\b)[\w-]+'s\s+)?"
    r"(?:(?:only|sole|resident|local|new|one)\s+)?"
)
# What is said with "as" that is not the speaker's work: "dressed up as a nurse", "as much as a doctor", "trained as
# a pilot" (a course), "treat me as a child"; "my job as a nurse" is read by intro_passing
NOT_WORK_AS = frozenset(
    """dressed dress dressing up disguised go goes going went gone same such well known treat treated treats see seen
    saw sees regard regarded describe described introduce introduced hire hired hiring book booked want wants wanted
    need needs needed train training trained retrain retraining qualify qualified qualifying
    volunteer volunteering volunteered pose posing posed act acting much many good bad often long soon far just
    mistaken mistook mistake confused play playing played cast identify identified identifies it this that me him
    her them us myself himself herself served serving job work role career shift shifts service""".split()
)


# ... nor work sought, trained for or left: "a job interview tomorrow as a barista", "an apprenticeship as an
# electrician", "got me out of my secure 9-5 as a banker", "my old job as a waiter"
NOT_HELD = frozenset(
    """interview interviews audition application applying applied offer vacancy trial apprenticeship internship
    placement course degree out quit quitting left leaving former old previous ex used retired fired sacked laid
    resigned lost same similar different party halloween costume apply looking seeking hunting""".split()
)


def _worked_as(fields: dict) -> bool:
    """The title is work the speaker does (see NOT_WORK_AS and NOT_HELD; not "as tired as a junior doctor"), and a
    job."""
    lead = fields.get("lead", "").lower().split()
    held = set(lead) | set(fields.get("pre", "").lower().split())  # "got me out of my secure 9-5 as a banker"
    if lead and (lead[-1] in NOT_WORK_AS or NOT_HELD & held or re.search(r"\bas \w+$", " ".join(lead[-2:]))):
        return False
    if re.search(rf"\b(?:{PERSON})\b", fields.get("lead", ""), re.I):  # "my mum worked as a nurse": hers
        return False
    return _a_job(fields)


def _a_call_centre(fields: dict) -> bool:
    """ "call center life": a call center, where "retail life" is retail."""
    fields["what"] = re.sub(r"^(?=call)", "a ", fields["what"], flags=re.I)
    return True


# fmt: off
BADGES: tuple[Shape, ...] = (
    # the job the speaker speaks as, before what they say or ask: "as the only pharmacist in our village i get asked
    # ...", "so as their GP I'd like ...", "as a call centre agent on the graveyard shift, what vitamins ...?", "as
    # pastor of a small church, i need ...", "being a chartered accountant by profession, I wish ..."
    # (not one of the speaker's people: "my sister, being a nurse, is always tired", "as a nurse my mum worked nights")
    Shape("work", "User is {what}", "job",
          rf"^(?!.*\b(?:my|our) (?:[\w-]+ )?(?:{PERSON})\b)(?:.*?(?:[,;:]\s*|\b(?:so|and|but|now) ))?"
          rf"(?:(?:well|honestly|speaking),? )?(?:as|being) {SPOKEN_AS}"
          rf"(?P<what>(?!(?:his|her|my|our)\b)(?:[\w-]+ ){{0,2}}?{JOB})\b(?: (?:at|in|on|of|for|with|by|to)"
          r" [^,.!?;—–]{1,40}?)?"
          r"(?=,?\s*(?:I|I'm|I've|I'd|my|me)\b|\s*,\s*(?:what|how|which|where|can|could|should|do|does|is|are|any)\b"
          r"|\s*[—–]|\s*$)", 0.7, check=_a_job),
    # ... or after what the speaker does in it: "I spend hours on the CT scanner as the hospital's only radiographer",
    # "On my feet 12 hrs a day as a security guard at the mall", "running the pass every night as sous chef"
    Shape("work", "User is {what}", "job",
          rf"(?P<pre>(?:[\w'-]+ ){{0,3}})(?:\b(?:I|my)\b|^(?=(?-i:[a-z]+ing)\b))(?P<lead>[^,.!?;:—–()]{{0,60}}?)"
          rf" as {SPOKEN_AS}"
          rf"(?P<what>(?!(?:his|her|my|our)\b)(?:[\w-]+ ){{0,2}}?{JOB})\b", 0.7, check=_worked_as),
    # "Pharmacist by day, amateur astronomer by night", "carpenter by trade" (two jobs, by day and by night, are
    # read whole by the table: "nurse by day, uber driver by night")
    Shape("work", "User is {what}", "job",
          rf"^{GREETING}{TITLE} by (?:trade|profession|training|day(?=[^.!?]*\b(?:amateur|hobby|hobbyist|aspiring"
          r"|wannabe|self-taught|bedroom)\b))\b", 0.7, check=_a_job),
    # "(mechanic, 20 yrs)", "(receptionist, 2 yrs)": the years worked beside the title, not someone else's
    Shape("work", "User is {what}", "job",
          rf"^(?!.*\b(?:{PERSON})\s*\()(?!.*\b(?:if|would|wish)\b).*?\(\s*{TITLE},?\s+"
          rf"(?:for )?{YEARS}\b[^()]*\)", 0.7, check=_a_job),
    # what one's job is like, then its title in dashes: "my job is literally playing broken video games all day — QA
    # tester at a mid-size studio — and ...", "my work is mostly spreadsheets – financial analyst at a bank"
    Shape("work", "User is {what}", "job",
          rf"^(?:\w+,? )?my (?:job|work|day job) is [^—–.!?]{{3,80}}?\s[—–]\s*(?:an? )?"
          rf"(?P<what>(?:[\w-]+ ){{0,2}}?{JOB}(?: (?:at|for|in|with) [^—–,.!?]+?)?)\s*(?=[—–,.!?]|$)", 0.7,
          check=_a_job),
    # "electrician — need to calc voltage drop", "nurse: I keep getting night shifts"
    Shape("work", "User is {what}", "job",
          rf"^{GREETING}{TITLE}\s*(?:[—–:]|\s-)\s*(?:need to (?!find|hire|get|book|call|pay|know)|I\b|I'm\b|im\b|my\b)",
          0.7, check=_a_job),
    # a trade said by the work, without its title: "i do plumbing. self employed", "I do roofing for a living"
    Shape("work", "User does {what}", "job",
          rf"\bI do (?P<what>{TRADES})(?: work)?(?=\s*(?:[,.!;:—–]|$)|\s+(?:for a living|for work|professionally"
          r"|full[- ]time|part[- ]time|and\b|now\b|in\b|for (?:a|an|the|my) \w+))"
          r"(?![^.!?]*\b(?:myself|at home|as a hobby|for fun|on the side|around the house|on my own)\b)", 0.7),
    # work done at a workplace for years: "been driving forklift at the warehouse 6 yrs now"
    Shape("work", "User has been {what} for {how}", "job",
          rf"\bI(?:'ve| have) been (?P<what>(?!{AS_A_CUSTOMER}\b)(?-i:[a-z]+ing)(?: (?!to\b|for\b)[\w -]{{2,30}}?)?"
          rf" (?:at|for|in) (?:the |a |an |my )?(?:[\w-]+ )?(?:{WORKPLACE}))(?: for)? (?P<how>(?:over |nearly |almost"
          r" |about )?(?:\d+|a few|two|three|four|five|six|seven|eight|nine|ten|twenty) (?:years|yrs|months))\b", 0.7),
    # a title between dashes with a word on how it is held: "I look after the servers — sysadmin, basically — and ..."
    Shape("work", "User is {what}", "job",
          rf"\s[—–-]\s+{TITLE},\s*(?:basically|freelance|self-employed|full[- ]time|part[- ]time|technically"
          r"|officially|mostly|by trade)\s*(?:[—–-]\s|$)", 0.7, check=_a_job),
    # the job in a relative clause: "the accounting firm where i'm an auditor wants me to travel"
    Shape("work", "User is {what}", "job",
          rf"\b(?:where|at which|in which) I(?:'m| am| work as) {TITLE}\b", 0.7, check=_a_job),
    # made or promoted into it: "the hospital finally made me charge midwife!!"
    Shape("work", "User is {what}", "job",
          rf"\b(?:made|promoted) me (?:to |into )?{TITLE}\b(?![^.!?]*\b(?:if|would|might)\b)", 0.7, check=_a_job),
    # "Quick one from a tired welder: ...", "a question from your local baker", "quick q from a very tired nurse 😩"
    Shape("work", "User is {what}", "job",
          r"^(?:(?:a )?quick (?:one|q|question|note)|an? (?:question|note|message)|greetings|hello|hi|hey|question"
          r"|q)?\s*from (?:an? |your (?:friendly )?(?:local |neighbourhood )?)"
          rf"(?P<what>(?:[\w-]+ ){{0,3}}?{JOB})(?=\s*[:,—–!.]|\s+-|\s*$)", 0.7, check=_a_job),
    # the title alone in brackets beside what the speaker says of their work: "translating contracts from Spanish is my
    # bread and butter (freelance translator)" (not someone's: "my dad (plumber) ...")
    Shape("work", "User is {what}", "job",
          rf"^(?=.*\b(?:I|I'm|my|me)\b)(?!.*\b(?:{PERSON})\s*\()(?!.*\b(?:if|would|wish)\b).*?\(\s*{TITLE}\s*\)",
          0.7, check=_a_job),
    # the work by day, what else by night: "by day a barista, by night a terrible poet"
    Shape("work", "User is {what}", "job",
          rf"^{GREETING}by day,? (?:I'm |I am )?{TITLE},? (?:and )?by night\b", 0.7, check=_a_job),
    # the work named by its job: "writing code at my software engineer job", "my barista job pays the rent"
    Shape("work", "User is {what}", "job",
          r"\bmy (?!(?:old|former|previous|last|first|dream|ideal|future|next|summer|student|holiday)\b)"
          rf"(?P<what>(?:[\w-]+ ){{0,2}}?{JOB}) (?:job|gig)\b(?! (?:interview|application|hunt|search|offer)s?\b)",
          0.7, check=_a_job),
    # a business of one's own, said without "I": "running my own bakery now!!! opened the doors in march"
    Shape("work", "User runs their own {what}", "employer",
          r"^(?:(?:now|currently|still|finally|officially) )?running (?:my|our) own"
          r" (?P<what>(?:small |little |family )?(?:[\w-]+ )?(?:business|shop|cafe|café|bakery|restaurant|company"
          rf"|studio|salon|{WORKPLACE}))\b", 0.7),
    # the workplace worn as a way of life: "call center life. anyway how do i stop my voice going hoarse"
    Shape("work", "User works in {what}", "work_field",
          r"^(?:(?:ah|ugh|lol|so|just|welcome to),? )?(?P<what>(?:a )?call cent(?:er|re)|retail|hospitality|a warehouse"
          r"|customer service|fast food|tech support|the ER|A&E|night shift)(?: work)? life\b", 0.7,
          check=_a_call_centre),
    # the title worn as a way of life or a kind of work: "..., site foreman life.", "farrier work is not glamorous"
    Shape("work", "User is {what}", "job",
          r"(?:^|(?<!says)(?<!said)(?<!thinks)[,.!;]\s+)(?:(?:ah|ugh|lol|so|just),? )?"
          rf"(?!my\b|our\b|his\b|her\b|their\b|student\b){TITLE}"
          r" (?:life(?=\s*(?:[.!,;]|$)|\s+(?:lol|haha|smh|tbh)\b)|work is\b)", 0.7, check=_a_job),
    # driven as the day's work: "driving a forklift 10 hours a day does things to your lower back"
    Shape("work", "User drives {what}", "job",
          r"^(?:(?:just clocked out|off shift|off work)[^,.!?]{0,30}[,.—–-]\s*)?driving"
          rf" (?P<what>an? (?:{DRIVEN}))"
          r" (?:\d+|ten|twelve|eight|nine|eleven) (?:hours|hrs) a (?:day|night|shift)\b", 0.7),
)
# fmt: on
