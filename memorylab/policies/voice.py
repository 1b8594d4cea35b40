"""How the small model's sentences speak: in the assistant's own voice ("I can suggest ..."),
describing itself ("I'm a helpful assistant."), claiming a life as if it were the user ("I help
people in need", "My shifts are long"), or copying its notes' layout. Pure patterns, used by
:mod:`memorylab.policies.grounding` to keep only what adds to a grounded reply."""

from __future__ import annotations

import re

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
