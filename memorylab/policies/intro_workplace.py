"""Work said by what pays or where it happens, in passing: "carpentry pays the bills but my back hates it", "the
sawmill where i work shuts for two weeks in august". Part of the table in :mod:`memorylab.policies.introductions`
(in :data:`THINGS`)."""

from __future__ import annotations

from memorylab.policies.intro_shape import Shape

# fmt: off
WORKPLACES: tuple[Shape, ...] = (
    # "carpentry pays the bills", "freelance translation pays my rent" (not "who pays the bills?", "it pays the bills")
    Shape("work", "User works in {what}", "job",
          r"(?:^|[—–,;]\s*)(?!(?:it|this|that|what|who|he|she|they|which|my \w+)\b)(?P<what>[a-z][\w-]+(?: [\w-]+)?)"
          r" (?:pays|covers) (?:the|my|our) (?:bills|rent|mortgage)\b", 0.7),
    # "the sawmill where i work shuts for two weeks", "the bakery I work at is closing" (not "where I worked")
    Shape("work", "User works at the {what}", "job",
          r"\b(?:the|our) (?P<what>(?!place\b|office\b|company\b|job\b)[a-z][\w-]+(?: [\w-]+)?) (?:where I work"
          r"|(?:that )?I work (?:at|in|for))\b", 0.7),
)
# fmt: on
