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
    r"\b(?:tired|exhausted|knackered|frazzled|overworked|humble|lowly|simple|poor|busy|grumpy|weary|sleepy"
    r"|stressed|confused|frustrated|desperate|curious|fellow)\s+",
    re.I,
)
# Whose the years in brackets are when it is not the speaker's: "my dad (mechanic, 30 yrs)".
PERSON = words_pattern((*RELATIVES, *KIDS, "friend", "neighbour", "neighbor", "guy", "man", "woman", "he", "she"))
TITLE = rf"(?:an? )?(?P<what>(?:[\w-]+ ){{0,2}}?{JOB})"
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


# fmt: off
BADGES: tuple[Shape, ...] = (
    # "Pharmacist by day, amateur astronomer by night", "carpenter by trade" (two jobs, by day and by night, are
    # read whole by the table: "nurse by day, uber driver by night")
    Shape("work", "User is {what}", "job",
          rf"^{GREETING}{TITLE} by (?:trade|profession|training|day(?=[^.!?]*\b(?:amateur|hobby|hobbyist|aspiring"
          r"|wannabe|self-taught|bedroom)\b))\b", 0.7, check=_a_job),
    # "(mechanic, 20 yrs)", "(receptionist, 2 yrs)": the years worked beside the title, not someone else's
    Shape("work", "User is {what}", "job",
          rf"^(?!.*\b(?:{PERSON})\s*\()(?!.*\b(?:if|would|wish)\b).*?\(\s*{TITLE},?\s+"
          rf"(?:for )?{YEARS}\b[^()]*\)", 0.7, check=_a_job),
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
    # "Quick one from a tired welder: ...", "a question from your local baker"
    Shape("work", "User is {what}", "job",
          r"^(?:(?:a )?quick (?:one|q|question|note)|an? (?:question|note|message)|greetings|hello|hi|hey|question"
          r"|q)?\s*from (?:an? |your (?:friendly )?(?:local |neighbourhood )?)"
          rf"(?P<what>(?:[\w-]+ ){{0,2}}?{JOB})(?=\s*[:,—–!]|\s+-|\s*$)", 0.7, check=_a_job),
)
# fmt: on
