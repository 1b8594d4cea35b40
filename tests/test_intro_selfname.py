"""A name the speaker ties to themselves anywhere in a message (policies/intro_selfname.py): the cue that ties
it, and the messages where a name is someone else's, an example or a part played."""

import pytest

from memorylab.policies.extract import extract_rules
from memorylab.policies.intro_selfname import self_named


def names(message: str) -> list[str]:
    return [c.text for c in extract_rules(message) if c.key == "name"]


@pytest.mark.parametrize(
    ("message", "name"),
    [
        # present in the chat
        ("Evening all, Callum here, wondering if you can help with a CV", "Callum"),
        ("hi hi — Rosalind here btw, quick question about gardening", "Rosalind"),
        ("coach Miriam speaking, need drills for under-10s", "Miriam"),
        ("this is Dmitri typing from the night bus, can u suggest a podcast", "Dmitri"),
        # said to be the speaker after the name
        ("put Aurelia Banks as the author, that's me", "Aurelia Banks"),
        ("the booking's under Tobias since thats me, table for two", "Tobias"),
        ("people laugh at Percival as a name but that's who I am", "Percival"),
        ("Zainab's the name, baking's the game", "Zainab"),
        ("Kofi is my name and spreadsheets are my life", "Kofi"),
        # what the speaker is called, names not every list has
        ("my grandparents named me Thandiwe and nobody at school could spell it", "Thandiwe"),
        ("Dad named me after a footballer, so, Rooney, sorry", "Rooney"),
        ("most people just say Obi, it's easier", "Obi"),
        ("everyone calls me Tash, the long version is for forms", "Tash"),
        ("my passport says Wilhelmina but please don't", "Wilhelmina"),
        ("the policy holder is myself, Anselm Kraus, not my father", "Anselm Kraus"),
        ("introducing myself properly since we keep chatting: Ottoline.", "Ottoline"),
        ("Born Augustine, and no nickname ever stuck", "Augustine"),
        ("New here (Soren, 29, Aarhus) and curious how this works", "Soren"),
        ("my own name is so plain, it's just Ben, so help me name my band", "Ben"),
        # signed off
        ("thanks for the pep talk!! xoxo, Genevieve 💖", "Genevieve"),
        ("See you tomorrow. Love, Imogen", "Imogen"),
        ("I write to request a copy of my records. Yours sincerely, Harold Pemberton", "Harold Pemberton"),
        ("ok that recipe worked, ty -marcus", "Marcus"),
        ("lovely, cheers! - Harriet xx", "Harriet"),
        # opening with the name and going on
        ("Hi, Tomas (Lisbon office), can you explain ISAs?", "Tomas"),
        ("evening chat, Rhiannon from Swansea, need a soup recipe", "Rhiannon"),
        ("Yusuf. Just Yusuf. What's a good laptop for uni?", "Yusuf"),
        ("hey :) Imran checking in, any news on the rota", "Imran"),
        ("Hiya, it's Niamh (Nee-av), could you check my Irish spelling?", "Niamh"),
        # a form's field, a booking, a name put right
        ("Booking details. Name: Oksana Petrenko. Dates: 3-5 May.", "Oksana Petrenko"),
        ("for the club form: first name Kwabena, surname Owusu", "Kwabena"),
        ("Could you put the table under Ignatius, 7.30, for three", "Ignatius"),
        ("you keep calling me Caitlin. it's Kaitlyn, with a K and a y", "Kaitlyn"),
        ("not Jane, Jayne. anyway, the minutes from today", "Jayne"),
        ("they always write Jon but it's John, fix the email please", "John"),
        ("Tomasz, T-O-M-A-S-Z, for the guest list", "Tomasz"),
        ("can you call me Darius from now on?", "Darius"),
        ("Sign the card as Mirela, it's from me", "Mirela"),
        ("Who am I? Ebere, obviously. Now the quiz questions", "Ebere"),
        ("From: Beatriz Souza\nTo: support\nmy parcel never came", "Beatriz Souza"),
        ("allow me to introduce myself: Kofi Boateng.", "Kofi Boateng"),
        ("can you book it under Ravi, 8pm", "Ravi"),
        ("The booking holder is myself, Ana Lima", "Ana Lima"),
    ],
)
def test_a_name_tied_to_the_speaker_by_a_cue_is_stored(message, name):
    assert names(message) == [f"User's name is {name}"]


@pytest.mark.parametrize(
    "message",
    [
        "my mate Sarah took this photo, that's me on the left",
        "pretend I'm a customer named Greg and complain about a refund",
        "in my story the hero is called Elara and she's a healer, that's me basically",
        "Generate sample names like Jane Smith for a form demo, xoxo, Jane",
        "what does the name Aarav mean?",
        "my twin Liam here says hi",
        "my coworker Raúl here is a graphic designer",
        "can you check if Bristol, that's my hometown, has a good uni",
        "if I were called Maximilian I'd go by Max",
        "the dog is named after a singer, Dolly",
        "Thanks Sarah, that's me done for today",
        "it's Friday, finally",
        "my name is on the lease with Priya",
        "is Svetlana a hard name for english speakers?",
        "ok bye -later",
        "Of course! Well see you later Joanna!",
        "honestly I love Joanna",
        "If my name was Bob, what would my nickname be?",
        "Monday, that's me",
        "thanks for everything, xoxo, Mum",
        "My name isn't Alex, that was a typo in my last message",  # a name denied
        "my name's not Sam, autocorrect keeps changing it",
        "my name is not Jessica!!",
        "Londoner here, what's a good pub near Borough",  # where one is from (read as such), not a name
        "Aussie here lol, what's a jumper called in the US",
        # between friends a name and a comma is the friend (LoCoMo: "Caroline, congrats!")
        "Caroline, so glad you got the support!",
        "Yeah! Besides writing, I also enjoy reading and exploring nature.",
        "Ah, they're adorable! What are their names?",
        "Emma Watson, she's a big supporter of gender equality.",
        "Hey Grandma Rosa! Happy 80th!! can u make that sound more heartfelt",
        "Sarah (my sister) wants a cake recipe",
        "sign it with my boss's actual name: Greg Davies",
        "call me Cinderella today, I've done nothing but clean",
        "Every barista in this town writes 'Mikayla' wrong on my cup",  # no memory read across a blanked quote
        "fill in the blanks for me as an example: 'My name is ____ and I work as a ____ in ____.'",
        "I work as a [your job] in Leeds",
    ],
)
def test_a_name_of_someone_else_or_of_an_example_is_not(message):
    assert names(message) == []


@pytest.mark.parametrize(
    "message",
    [
        "Every barista in this town writes 'Mikayla' wrong on my cup",
        "fill in the blanks for me as an example: 'My name is ____ and I work as a ____ in ____.'",
        "I work as a [your job] in Leeds, I live in <your city>",
    ],
)
def test_no_memory_is_read_from_blanks(message):
    assert extract_rules(message) == []


def test_the_reader_gives_where_the_name_is():
    message = "If you need a name for the booking, put down Lorenzo, that's me, party of four"
    name, (start, end) = self_named(message)
    assert (name, message[start:end]) == ("Lorenzo", "Lorenzo")
