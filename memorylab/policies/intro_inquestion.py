"""What a question says in passing about the speaker: the shapes ``introductions.in_passing`` reads in a sentence
that asks something ("can u recommend day trips from bristol, thats where im based?"). The table's shapes read a
statement; in a question only these do, so that "what's a good name for a dog?" gives no dog.

Since round 38 they include an allergy said in another language ("Sono allergica al kiwi (mi si gonfia la gola),
quali frutti ...?") and a part of the speaker's animal ("My axolotl's gills are curling forward, does that mean
...?"): batch 61 asked both ways.
"""

from __future__ import annotations

from memorylab.policies.intro_abroad import ABROAD
from memorylab.policies.intro_badge import BADGES
from memorylab.policies.intro_favourite import FAVOURITES_ASIDE
from memorylab.policies.intro_hobbies import SAID_IN_A_QUESTION
from memorylab.policies.intro_lasting import LOOKED_AFTER
from memorylab.policies.intro_nouns import FOREIGN_NAMED
from memorylab.policies.intro_passing import ASKED
from memorylab.policies.intro_tastes import MY_ALLERGY

ALLERGIC_ABROAD = tuple(shape for shape in ABROAD if shape.rule == "allergy")
IN_A_QUESTION = (
    *ASKED,
    *BADGES,
    *FAVOURITES_ASIDE,
    *SAID_IN_A_QUESTION,
    MY_ALLERGY,
    FOREIGN_NAMED,
    *ALLERGIC_ABROAD,
    LOOKED_AFTER[-1],  # an animal's part: "my axolotl's gills"
)
