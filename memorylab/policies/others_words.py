"""Words in a message that are not the speaker's own: the quoted words of a task on them
("translate 'My name is Paul'"), quoted words asked about ("after 'my name is Inigo Montoya',
what's the rest of the line?"), and someone else's words given to be edited ("fix grammar pls,
my aunt wrote this: 'i am a nurse in ohio'"). Blanked to spaces of the same length, so that
spans still point into the message. Used by :mod:`memorylab.policies.extract`."""

from __future__ import annotations

import re

# Words in quotes that open and close at a word's edge ("after 'my name is Inigo Montoya', ..."),
# not the apostrophes of "I'm" and "what's", which may stand inside them ("'I've lived in Cork all my life'").
QUOTED_WORDS = re.compile(
    r"(?<!\w)(?:'(?=\S)(?:[^'\n]|(?<=\w)'(?=\w)){2,200}?(?<=\S)'|\"[^\"\n]{2,200}\"|‘[^’]*’|“[^”]*”)(?!\w)"
)

_TASK = (
    r"^(?:please |pls |can you |could you )?(?:translate|spell|say|repeat|write|type|pronounce|correct|proofread"
    r"|rephrase|reword|check|fix|make|create|draft|compose|generate)\b"
)
QUOTED_TASK = re.compile(rf"{_TASK}[^'\"‘“]{{0,20}}['\"‘“]", re.I)
# A sentence quoted a little later in the task: "write an example intro email like 'Hi, my name is ...'", "Write a
# short story that begins: '...'" (an apostrophe inside a word is no quote: "for a client's CV: '...'"); not a name
# to sign with ("sign off as 'Best, Ingrid' since thats me")
SENTENCE_TASK = re.compile(rf"{_TASK}(?:[^'\"‘“.!?\n]|(?<=\w)'(?=\w)){{0,60}}?(?<!\w)['\"‘“]", re.I)

# Someone else's words given to be edited: "fix grammar pls, my aunt wrote this: 'i am a
# nurse in ohio'", "proofread my student's essay opening: My dog Rex ...", "'I am a
# cardiologist ...' - this is Dr. Ito's bio, shorten it". An edit asked for, and the text
# quoted or written by someone named: what is in the quotes, or after the colon, is theirs.
EDIT_TASK = re.compile(
    r"\b(?:translate|proofread|rephrase|reword|rewrite|polish|shorten|summari[sz]e|edit|correct|improve"
    r"|fix (?:the |my |this |up )?(?:grammar|spelling|wording|typos|this|it)|fix grammar|tidy (?:up )?(?:this|it)"
    r"|make (?:this|it) (?:sound|more|less|shorter|longer)|in (?:french|spanish|german|english|italian|portuguese))\b",
    re.I,
)
WRITTEN_BY_OTHER = re.compile(
    r"\b(?:my|our) (?:[\w-]+ ){0,2}?(?:[\w-]+'s|[\w-]+s') (?:[\w-]+ )?(?:bio|intro|essay|email|letter|profile|speech"
    r"|post|message|cv|resume|note|text|opening|paragraph|caption|card|story)\b"
    r"|\b(?:my|our|his|her|their) [\w-]+ (?:wrote|has written|typed|sent)\b|\b(?:he|she|they) wrote\b|\bwritten by\b"
    r"|\b(?:this|that|it)(?:'s| is) (?:(?-i:[A-Z])[\w.]*\s?)+'s\b|\bfor (?:him|her|them)\b",
    re.I,
)
PASTED_AFTER = re.compile(r":\s+(?=\S)")
# A story being written or asked for: "I'm writing a short story where the narrator has a dog called Pogo",
# "in my novel the hero lives in Oslo", "write a poem where I live on the moon", "a limerick about a goldfish named
# Gerald" (not "a poem about my cat Mittens"): what follows, to the sentence's end, is the story's; so are made-up
# details given for a template ("use placeholder details like Jane Doe, Marketing Manager", "some dummy data: ...")
FICTION = re.compile(
    r"\b(?:(?:writing|drafting|plotting|planning|working on|started|making|creating|building) (?:a|an|my|this)"
    r"|in my|for my)"
    r" (?:[\w&'-]+ ){0,3}?(?:story|stories|novel|novella|screenplay|script|fanfic|fan fiction|comic|campaign|sitcom"
    r"|character|oc)"
    r"\b[^.!?\n]*"
    r"|\b(?:write|tell|make up|invent|give)(?: me| us)? (?:a|an) (?:[\w-]+ ){0,3}?(?:story|poem|scene|fairy tale"
    r"|fable|script) (?:where|in which|set in|starring|featuring)\b[^.!?\n]*"
    # "write a limerick about a goldfish named Gerald": a made-up one (not "a poem about my cat Mittens")
    r"|\b(?:write|tell|make up|invent|give|compose)(?: me| us)? (?:a|an|some) (?:[\w-]+ ){0,3}?(?:story|stories|poem"
    r"|poems|limerick|haiku|song|rhyme|joke|tale|fable|sonnet|rap|ballad) (?:about|for|starring|featuring) (?:a|an|some"
    r"|the)\b[^.!?\n]*"
    r"|\b(?:placeholder|dummy|fake|sample|example|made[- ]up|fictional|generic|random) (?:[\w-]+ )?(?:details|info"
    r"|information|data|names?|text|values?|contacts?|persona|person|signature|profile|bio|entry|entries)\b[^.!?\n]*",
    re.I,
)
# "Let's role-play: you're a shopkeeper and I'm a knight called Sir Edmund", "roleplay: ...": all that follows
# is a part played
ROLE_PLAY = re.compile(
    r"^\s*(?:ok(?:ay)?,?\s+|hey,?\s+)?(?:(?:let's|lets|let us|can we|could we|shall we|wanna)\s+"
    r"(?:do (?:a |some )?|play (?:a )?)?role-?play\b|(?:(?:let's|lets|can you|could you|please)\s+)?pretend\b"
    r"|role-?play\s*[:!-]|rp\s*:)",
    re.I,
)
# A part framed as played anywhere in the message ("For this roleplay my name is Ahmed and I'm a detective",
# "in our game I'm a dragon called Ember", "pretend I'm a pilot"): from the sentence that frames it on, the name,
# job or home said is the part's, not the speaker's.
ROLE_FRAME = re.compile(
    r"\b(?:for|in|during) (?:this|the|our|a|my|your) (?:little |quick )?(?:role-?play|rp|scenario|game of pretend"
    r"|make-believe|pretend game|improv(?: scene)?)\b"
    r"|\bin (?:this|our|the) (?:game|story)\b,?\s*(?=(?:I'm|I am|my name|my character|you're|you are)\b)"
    r"|\bin (?:this|our) (?:game|story)\b(?=\s*(?:[,.!;]|$))"
    r"|\b(?:let's|lets|let us|we'll|we can)\s+(?:just\s+)?(?:pretend|make believe|role-?play)\b"
    r"|\bpretend(?:ing)? (?:that )?(?:I'm|I am|my name|I work|I live|I have|we're|we are)\b"
    r"|\b(?:my|your) character(?:'s| is| has)\b|\bin character\b|\bplay(?:ing)? the (?:role|part) of\b"
    r"|\b(?:a|the|this) (?:scene|scenario|skit|story) (?:where|in which) (?:I'm|I am|I play|you're|you are|we're)\b",
    re.I,
)


def _role_framed(message: str) -> str:
    """``message`` blanked from the sentence that frames a part played (ROLE_FRAME) to its end."""
    framed = ROLE_FRAME.search(message)
    if not framed:
        return message
    at = max(message.rfind(end, 0, framed.start()) for end in ".!?\n") + 1
    return message[:at] + " " * (len(message) - at)


# What calls quoted words someone else's line: "'My name is Inigo Montoya ...' best line in any film ever".
LINE_QUOTED = re.compile(
    r"\b(?:line|lines|quote|quotes|lyric|lyrics|monologue|catchphrase|scene|dialogue)\b"
    r"|\b(?:from|in) (?:the |that |this )?(?:film|movie|show|series|song|book|play|episode|musical)\b"
    # asked where it comes from, without a question mark: "... what movie is that from again", "who said that"
    r"|\b(?:what|which) (?:film|movie|show|series|song|book|play|episode|musical|tv show)\b"
    r"|\bwho (?:said|says|sang|sings|wrote) (?:that|this|it)\b|\b(?:where|what)(?:'s| is) (?:that|this|it) from\b",
    re.I,
)


# A first sentence, unquoted, then called a line or asked where it is from: "Call me Ishmael. Is that the most famous
# first line in literature?", "I am the one who knocks. What show is that from?"
UNQUOTED_LINE = re.compile(
    r"^[^.!?\n]{3,150}[.!?]+\s+(?=(?:is|was|isn't|wasn't) (?:that|this|it) (?:[\w-]+ ){0,6}?(?:line|quote|lyric)s?\b"
    r"|(?:that's|that is|this is|it's) (?:[\w-]+ ){0,6}?(?:line|quote|lyric)s?\b"
    r"|(?:what|which) (?:film|movie|book|song|show|series|play) is (?:that|this|it) from\b"
    r"|who (?:said|wrote) (?:that|this)\b)",
    re.I,
)


EXAMPLE_WORDS = ("e.g", "eg", "E.g", "Eg", "i.e", "xample", "nstance", "such as", "something like")
# An example given in quotes, which may hold an apostrophe: "Write a sample bio, e.g. 'I'm Chloe, a yoga teacher'".
EXAMPLE_QUOTED = re.compile(
    r"\b(?:e\.g\.|eg|i\.e\.|for example|for instance|such as|something like)[,:]?\s*"
    r"(['\"‘“].*?(?:['\"’”](?=\s*[.!?,)]|\s*$)|$))",
    re.I,
)


def blank_quotes(message: str, fewest_words: int = 0) -> str:
    """``message`` with its quoted words blanked, where they hold ``fewest_words`` words or more."""
    return QUOTED_WORDS.sub(
        lambda m: " " * len(m.group(0)) if len(m.group(0).split()) >= fewest_words else m.group(0), message
    )


# Someone else's quoted speech: "a sample dialogue where one character says 'I'm a vegetarian and
# I hate mushrooms'" (an apostrophe inside: QUOTED_WORDS cannot see where it ends). Not the
# speaker's own ("I always say 'I'm a nurse, not a doctor'").
SPOKEN = re.compile(
    r"(?<!\bI )(?<!\bI always )(?<!\bwe )\b(?:says?|said|goes|asks?|asked|repl(?:y|ies|ied)|shouts?|shouted|yells?"
    r"|yelled|whispers?|whispered|tells? (?:him|her|them)|told (?:him|her|them)|texts?|texted|messaged|wrote|writes"
    r"|posted|tweeted|dm'?d|dmed|emailed|(?:kept|keeps|kept on|keep) (?:saying|repeating|asking)|repeat(?:s|ed|ing))"
    r"(?: (?:me|us|him|her|them))?\s*[:,]?\s*"
    r"(?:'(?:[^']|'(?=\w))*'?|\"[^\"]*\"?|“[^”]*”?|‘(?:[^’]|’(?=\w))*’?)",
    re.I,
)


def _blank_quote(m: re.Match) -> str:
    """The saying verb kept, what it quotes blanked."""
    text = m.group(0)
    at = min(i for i in (text.find(q) for q in "'\"“‘") if i >= 0)
    return text[:at] + " " * (len(text) - at)


def others_words_blanked(message: str) -> str:
    """``message`` with words that are not the speaker's blanked (same length: spans still
    point into it): the quoted words of a task on them ("translate 'My name is Paul'"), quoted
    words asked about ("in princess bride, after 'my name is Inigo Montoya', what's the rest of
    the line?"), someone else's words given to be edited (quoted, or after the colon, see
    EDIT_TASK), a part played after "let's role-play", and a story being written (FICTION)."""
    if played := ROLE_PLAY.match(message):
        return message[: played.end()] + " " * (len(message) - played.end())
    if line := UNQUOTED_LINE.match(message):
        message = " " * line.end() + message[line.end() :]
    if any(w in message for w in EXAMPLE_WORDS):  # a cheap test first: most messages give no example
        message = EXAMPLE_QUOTED.sub(lambda m: m.group(0)[: m.start(1) - m.start()] + " " * len(m.group(1)), message)
    message = _role_framed(message)
    message = FICTION.sub(lambda m: " " * len(m.group(0)), SPOKEN.sub(_blank_quote, message))
    if QUOTED_TASK.match(message.strip()):
        message = blank_quotes(message)
    elif SENTENCE_TASK.match(message.strip()):
        message = blank_quotes(message, fewest_words=3)
    # a quoted sentence, not a quoted name ("my dog 'Rex'"): asked about, or called a line ("... best line in any film")
    if "?" in QUOTED_WORDS.sub("", message) or LINE_QUOTED.search(QUOTED_WORDS.sub("", message)):
        message = blank_quotes(message, fewest_words=3)
    if not EDIT_TASK.search(message):
        return message
    # quotes at a word's edge: "don't shorten it to Maggie ... what's" holds no quote
    quoted, by_other = QUOTED_WORDS.search(message) is not None, WRITTEN_BY_OTHER.search(message) is not None
    if not (quoted or by_other):
        return message  # "proofread my cover letter: I am a nurse ...": the speaker's own words
    message = blank_quotes(message)
    if not quoted and by_other and (colon := PASTED_AFTER.search(message)):
        message = message[: colon.end()] + " " * (len(message) - colon.end())
    return message
