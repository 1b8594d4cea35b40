"""What one does, is or loves, said as a thing rather than by "I": a routine ("Laps at 6am Mon/Wed/Fri before work is
my routine", "grocery run is always sunday night for me", "every morning it's 20 min of duolingo before coffee",
"night shift means I sleep 9am to 4pm"), a favourite ("orange is objectively the best colour"), a job by what it is
like ("teaching 7th grade science is wild"), a study gone back to ("just went back to uni for a history BA"), a home
by one's building ("my Reykjavik building"), a condition by one's brain or aids ("ADHD brain won't cooperate", "I've
worn hearing aids"), a pastime one runs ("the D&D campaign I run").

Each kept in the speaker's words with the speaker put back (batch 61's and 62's misses, read after their end
scores). Not read: someone else's ("my dad's routine", "my mum went back to uni", "my son's ADHD brain"), how a day
goes ("Monday is always the worst"), a best said of the world ("white is clearly the best colour for a kitchen").
"""

from __future__ import annotations

from memorylab.policies.intro_shape import KIND_PREF, Shape, is_place

_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_WHEN = rf"(?:every |each )?(?:{_DAY} (?:nights?|mornings?|evenings?|afternoons?)|{_DAY}s?|weekends?|weeknights?)"
_END = r"(?=\s*[,.!?;]|\s*$|\s+(?:and|but|so|lol|haha|tbh|now|though)\b)"

# fmt: off
AS_A_THING: tuple[Shape, ...] = (
    # "Laps at 6am Mon/Wed/Fri before work is my routine", "a 5k before breakfast is my daily ritual"
    Shape("routine", "User's {which}routine is {what}", "routine",
          r"^(?P<what>(?!(?:it|this|that|which|what|mine)\b)[\w][\w:/&+' -]{3,60}?) (?:is|has become|has been)"
          r" (?:basically |pretty much |kind of )?my (?P<which>(?:daily |weekly |morning |evening |usual |whole )?)"
          r"(?:routine|ritual)" + _END, 0.6),
    # "grocery run is always sunday night for me", "Friday night is always pizza + movie night with my roommates"
    Shape("routine", "User's {what} is always {when}", "routine",
          rf"^(?:(?:my|our|the) )?(?P<what>[\w][\w' -]{{2,30}}?) (?:is|are) always (?P<when>{_WHEN}|on {_WHEN})"
          r" for (?:me|us)" + _END, 0.6),
    # "every morning it's 20 min of duolingo before coffee"
    Shape("routine", "Every {when} User does {what}", "routine",
          r"^every (?P<when>morning|evening|night|day|weekday|(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
          r",? (?:it's|it is|its) (?P<what>\d+ ?(?:min(?:ute)?s?|hours?|hrs?|km|k|miles?) (?:of )?[\w][\w' -]{2,40}?)"
          + _END, 0.6),
    # "night shift means I sleep 9am to 4pm": the hours one keeps, for the shifts one works
    Shape("schedule", "User works nights and sleeps {hours}", "schedule",
          r"^(?:working |the |my )?nights?(?: shifts?| work)? means I sleep"
          r" (?P<hours>\d{1,2} ?(?:am|pm)? (?:to|-|till|until) \d{1,2} ?(?:am|pm)?)\b", 0.7),
    # "orange is objectively the best colour and I'll die on that hill"
    Shape("favourite", "User's favourite {thing} is {what}", "favourite:{thing}",
          r"^(?P<what>[\w][\w' -]{1,25}?) (?:is|are) (?:objectively|clearly|obviously|hands down|easily|simply|truly)"
          r" the best (?P<thing>colou?r|food|season|fruit|snack|drink|sport|animal|band|film|movie|book|game|city"
          r"|cuisine|dessert|flower)" + _END, 0.6, KIND_PREF),
    # a job said by what it is like: "teaching 7th grade science is wild"
    Shape("work", "User teaches {what}", "job",
          r"^teaching (?P<what>(?:\d+(?:st|nd|rd|th) grade|year \d+|kindergarten|reception|high school|middle school"
          r"|primary school|secondary school|sixth form)(?: [\w-]+){0,2}?) (?:is|has been|can be|gets)\b", 0.7),
    # back to study: "I'm 45 and just went back to uni for a history BA"
    Shape("study", "User went back to {school} for {what}", "study",
          r"(?:^|\bI |\bI've |\bI'm |\band )(?:just |recently |finally )?(?:went|gone|going|headed) back to"
          r" (?P<school>uni|university|college|school)"
          r" for (?P<what>(?:an? |my )?[\w' -]{2,40}?)(?=\s*[,.!?;]|\s*$|\s+(?:and|but|so|at)\b)",
          0.7),
    # a home said by one's building: "the only person in my Reykjavik building without a car"
    Shape("home", "User lives in {place}", "city",
          r"\bmy (?P<place>(?-i:[A-Z])[\w'-]+(?: (?-i:[A-Z])[\w'-]+)?) (?:building|flat|apartment|apt|block"
          r"|neighbou?rhood)\b", 0.6, check=is_place),
    # "ADHD brain won't cooperate": one's own (not "my son's ADHD brain")
    Shape("health", "User has ADHD", "health:adhd", r"(?<!'s )(?<!his )(?<!her )\b(?:my )?ADHD brain\b", 0.7),
    # "I've worn hearing aids in both ears since I was a kid"
    Shape("health", "User wears hearing aids", "health:hearing",
          r"\bI(?:'ve| have)? (?:worn|wear|use|used) (?:a )?hearing aids?\b(?! (?:for|when) (?:my|the)\b)", 0.8),
    # "the D&D campaign I run for my friends every other Friday"
    Shape("hobby", "User runs a {what} campaign", "hobby:tabletop",
          r"\b(?:the|my|our) (?P<what>D&D|DnD|Dungeons (?:&|and) Dragons|Pathfinder|tabletop|TTRPG|RPG)"
          r" (?:campaign|game|group|session)s? (?:I|we) (?:run|DM|GM)\b", 0.6, KIND_PREF),
)
# fmt: on
