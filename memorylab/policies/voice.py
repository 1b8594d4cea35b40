"""How the small model's sentences speak: in the assistant's own voice ("I can suggest ..."),
describing itself ("I'm a helpful assistant."), claiming a life as if it were the user ("I help
people in need", "My shifts are long"), or copying its notes' layout. Pure patterns, used by
:mod:`memorylab.policies.grounding` to keep only what adds to a grounded reply."""

from __future__ import annotations

import re

from memorylab.policies.intro_names import OWN_ONES
from memorylab.policies.slots import slots_asked

# How an assistant speaks of itself ("I'm here to help", "I can suggest ..."), as opposed to a
# claim about a life ("I help people in need", "I'm a nurse", "My shifts are long").
ASSISTANT_VOICE = re.compile(
    r"^\W*(?:I(?:'m| am) (?:here|happy|glad|sorry|not sure|afraid|unable|not able|able|ready|always happy|an? (?:AI|"
    r"helpful|virtual|language|digital)\b|just an? (?:AI|assistant))|I (?:can|could|would|will|can't|cannot|hope|"
    r"think|suggest|recommend|understand|see|know|remember|believe|noticed|apologi[sz]e|don't have|do not have)\b"
    r"|I'd\b|I'll\b|I've (?:noted|got that|made a note))",
    re.I,
)
# The model on itself, adding nothing to an answer: "I'm a helpful assistant.", "I'm here to help",
# "I'm not sure how to respond." (after a stated memory it reads as doubting the memory).
SELF_DESCRIPTION = re.compile(
    r"^\W*I(?:'m| am) (?:just |only )?(?:an? |your )?(?:helpful |friendly |virtual |digital |AI )*"
    r"(?:assistant|AI|chatbot|language model|bot)\b|^\W*I(?:'m| am) (?:always )?here to help\b"
    r"|^\W*(?:I(?:'m| am) not sure|I don't know|I do not know) (?:how|what) to (?:respond|say|answer|reply)\b",
    re.I,
)
NOTES_ECHO = re.compile(r"""^\W{0,3}[-*•]\s*["“']|^\W*(?:my message|message|notes?|memories|context)\s*:""", re.I)
FIRST_PERSON_START = re.compile(r"^\W*(?:I|I'm|I've|I was|My|Me too|As an? )\b", re.I)


def claims_a_life(sentence: str) -> bool:
    """Does ``sentence`` begin with a claim about the speaker's own life ("I help people in
    need", "My shifts are long"), rather than the assistant's voice ("I can suggest ...")?"""
    return bool(FIRST_PERSON_START.match(sentence)) and not ASSISTANT_VOICE.match(sentence)


# What a sentence tells the user about themselves ("Your cat loves yarn.", "You work nights."), as
# opposed to asking, offering or wishing ("Would you like a recipe?", "Let me know if you need more").
ABOUT_THE_USER = re.compile(r"\b(?:you|your|yours|you're|you've|you'd|you'll)\b", re.I)
OFFER = re.compile(
    r"^\W*(?:let me know|feel free|would you|do you|did you|are you|have you|if you|hope you|I hope|enjoy|have a"
    r"|good luck|happy to|glad to|thanks|thank you|is there|anything else|you can|you could|you might|you may)\b",
    re.I,
)
# A remark, not a claim: "Rex sounds like a lovely dog.", "What a great choice!"
OPINION = re.compile(
    r"\b(?:sounds?|seems?|must be|what an?|how (?:lovely|nice|great|wonderful|fun)|great choice)\b", re.I
)


def invents_about_the_user(sentence: str, statement: str) -> bool:
    """Does ``sentence``, added by the model after a stated memory, tell the user something
    about themselves or about a name the statement holds that the statement does not ("From
    what you told me: your cat is Biscuit. Biscuit loves chasing yarn.")? A question or an
    offer tells nothing, nor does a remark ("Rex sounds like a lovely dog.")."""
    if sentence.rstrip().endswith("?") or OFFER.match(sentence) or OPINION.search(sentence):
        return False
    names = {w for w in re.findall(r"[^\W\d_][\w'-]*", statement)[1:] if w[0].isupper()}
    said = set(re.findall(r"[^\W\d_][\w'-]*", sentence))
    return bool(ABOUT_THE_USER.search(sentence) or names & said)


LIST_ITEM = re.compile(r"^(?:\d{1,2}[.)]|[-*•])\s")


def sentences_of(text: str) -> list[str]:
    """Sentences, and lines (the small model starts a new thought on a new line); a list's
    marker stays with its item ("1. Heat the oven.")."""
    out: list[str] = []
    for line in re.split(r"\n+", text.strip()):
        for piece in re.split(r"(?<=[.!?])\s+", line.strip()):
            if out and re.fullmatch(r"\d{1,2}[.)]", out[-1]) and out[-1] == line.strip()[: len(out[-1])]:
                out[-1] += " " + piece  # "1." and "Heat the oven." are one item
            elif piece.strip():
                out.append(piece.strip())
    return out


def joined(sentences: list[str]) -> str:
    """Sentences as one reply: prose on one line, a list's items each on its own ("1. Preheat ...")."""
    return "".join(("\n" if at and LIST_ITEM.match(s) else " " if at else "") + s for at, s in enumerate(sentences))


# The name the user gave ("I'm Sam", "my name is Sam", a memory "User's name is Sam").
GIVEN_NAME = re.compile(
    r"\bUser's name is ([A-Z][\w'-]+)|\b(?:I'm|I am|my name is|my name's|call me|it's)\s+((?-i:[A-Z])[\w'-]+)", re.I
)


def of_the_user_by_name(sentence: str, texts: list[str] | tuple[str, ...]) -> bool:
    """Does ``sentence`` speak of the user in the third person, by the name they gave in
    ``texts`` ("I'm Sam and I prefer weekly reports." -> "Sam is a helpful assistant.")? The
    assistant speaks to the user, as "you"; a name after a greeting ("Hi Sam,") is not this."""
    names = {a or b for text in texts for a, b in GIVEN_NAME.findall(text)} - {"", "I", "A", "The"}
    return any(
        re.match(rf"^\W*{re.escape(name)}(?:'s)?\s+(?:is|was|has|had|will|would|can|likes?|loves?|\w+s)\b", sentence)
        for name in names
    )


# A question asking for a secret the guard never lets in: "what is my bank PIN?", "what's the wifi password?"
SECRET_ASKED = re.compile(
    r"\b(?:my|the|our) (?:[\w-]+ ){0,2}(?:password|passcode|passphrase|pin|pin code|pin number|card number|cvv"
    r"|security code|api key|seed phrase|recovery phrase|social security number|ssn)s?\b",
    re.I,
)
NO_SECRETS = (
    "I never keep passwords, PINs or card numbers: anything like that is masked before it is stored, "
    "so I can't tell you it."
)


def unanswered(question: str, sentences: list[str]) -> str:
    """What stays of the model's reply to a question about the user that no memory answered.
    A question for a secret gets :data:`NO_SECRETS` ("What is my bank PIN?" got "Your bank PIN is
    1234567890.", the round-17 walk). Its offers and questions always stay ("I can help you work
    it out if you tell me more."). A question asking for one of the user's own kinds of fact
    (:data:`ASKS_MINE` and a slot or a relative) keeps nothing else: its answer can only be made
    up ("what's my dog called?" -> "He's a 12-year-old German Shepherd mix"). Otherwise no claim
    of a life as if the model were the user ("I help people in need"), and, to a question asking
    for the user's own fact, nothing told to the user about themselves; a how-to keeps its advice
    ("how do I walk my dog?" -> "Your dog may pull at first ...")."""
    if SECRET_ASKED.search(question):
        return NO_SECRETS
    mine = ASKS_MINE.search(question)  # not a request that names one's things ("a podcast for my commute?")
    made_up = mine and (slots_asked(question) or WHO_IS_MY.search(question))

    def kept(sentence: str) -> bool:
        if ASSISTANT_VOICE.match(sentence) or OFFER.match(sentence) or sentence.rstrip().endswith("?"):
            return True  # "I can help you work it out if you tell me more.", "What's your dog like?"
        return not made_up and not claims_a_life(sentence) and not (mine and invents_about_the_user(sentence, ""))

    return joined([s for s in sentences if kept(s)])


# A question asking for the user's own fact ("what is my job?", "where do I live?", "what hobby did I
# mention?", "do you remember ..."), not advice about their things ("what's a good stretch for my back?").
ASKS_MINE = re.compile(
    r"^\W*(?:(?:what|who|where|which|when)(?: [\w-]+){0,2}?(?:'s|'re| is| are| was| were| did| do| does| am)"
    r" (?:my|I)\b|(?:am|have|was) I\b|do I have\b|(?:is|are|was|were|does|did) my\b|how (?:old|tall) am I\b"
    r"|do you (?:remember|know|recall)\b|remind me\b|what did I (?:say|tell|mention)\b)",
    re.I,
)
# "what's my dog called?", "who is my sister?", "do you remember my cat's name?": one of the user's
# own people or animals asked about (answered by key when recalled; otherwise nobody knows)
WHO_IS_MY = re.compile(
    r"^\W*(?:what(?:'s| is| was)|who(?:'s| is| was)|do you (?:remember|know)|remind me)\b[^?]*\bmy (?:[\w-]+ )?"
    rf"(?:{OWN_ONES})(?:'s|s)?\b",
    re.I,
)
