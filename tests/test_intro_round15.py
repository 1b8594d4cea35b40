"""Round 15's rules, read against their look-alikes: each new reading beside what it must not read.
The positives of development set 15 are in its probe file (introductions_round15_dev.yaml)."""

import pytest

from memorylab.policies.extract import extract_rules


def read(message: str) -> list[tuple[str, str | None]]:
    return [(c.text, c.key) for c in extract_rules(message)]


@pytest.mark.parametrize(
    "message, memory",
    [
        # contractions are not quotes: "don't ... what's" held an edit task's "quoted" text
        (
            "My name is Marguerite — please don't shorten it to Maggie, I hate that lol. Anyway, what's a good"
            " substitute for buttermilk?",
            ("User's name is Marguerite", "name"),
        ),
        ("Quick one, I'm Tomasz. need a pierogi dough recipe", ("User's name is Tomasz", "name")),
        ("I've been at Google 2 years now", ("User works at Google", "employer")),
        ("cats make me sneeze like crazy", ("User reacts badly to cats", "allergy:cat")),
        ("i get migraines a lot esp with bright screens", ("User gets migraines", "health:migraine")),
        ("we got the keys to our new house in Leeds today", ("User lives in Leeds", "city")),
        ("my favourite colour has always been green", ("User's favourite colour is green", "favourite:colour")),
        ("I want to open my own bakery", ("User wants to open their own bakery", "goal")),
        ("my shift starts at 7am on weekdays", ("User's shift is at 7am on weekdays", "routine:shift")),
        ("so no onions for me thanks", ("User doesn't eat onions", "diet:onion")),
    ],
)
def test_a_new_reading(message, memory):
    assert memory in read(message)


@pytest.mark.parametrize(
    "message, kind",
    [
        ("I hate that lol", "pref"),  # a liking of "that" says nothing on its own
        ("I love this", "pref"),
        ("I've been with Mark for 3 years", "employer"),  # a partner, not an employer
        ("I have been at the gym for 2 hours", "employer"),
        ("so no cat cafés for me 😭", "diet"),  # not food
        ("mild dust allergy so no carpets pls", "diet"),  # the allergy is read; the carpets are no diet
        ("the weather makes me sneeze today", "allergy"),  # passing
        ("I'm trying to open a window", "goal"),  # no aim
        ("I want to open a bank account", "goal"),
        ("my class is at 6pm", "routine"),  # once, not a routine
        ("my meeting is at 3 today", "routine"),
        ("I play a game on my phone", "phone"),
        ("I fly to Berlin on Monday", "hobby"),
    ],
)
def test_a_look_alike_stores_no_such_fact(message, kind):
    assert not [key for _, key in read(message) if (key or "").split(":")[0] == kind], read(message)
