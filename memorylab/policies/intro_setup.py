"""The shapes of the user's setup: the device they still use ("i still have an old iphone 11"),
the system it runs ("I run Arch Linux on my laptop"), the language or tool they work in ("I work
mostly in Python"), the hours they work ("I work nights", "my shift is 10pm to 6am") and the
outdoor space they have ("i only have a tiny balcony"). Part of the table in
:mod:`memorylab.policies.introductions`; a request that needs one (a script, a phone's storage,
a gym time, what to grow) finds it by its key (:mod:`memorylab.policies.slots`)."""

from __future__ import annotations

from memorylab.policies.intro_shape import HOME_DESC, KIND_PREF, Shape, capitalised
from memorylab.policies.intro_things import kind_of

SYSTEMS = (
    r"arch(?: linux)?|ubuntu|debian|fedora|linux mint|manjaro|pop!?_?os|nixos|linux|windows(?: 1[01]| 7| xp)?"
    r"|mac ?os|chrome ?os"
)
DEVICES = r"laptop|pc|computer|desktop|machine|mac|macbook|thinkpad|work laptop|home server|server"
TOOLS = (
    r"python|javascript|typescript|java|c\+\+|c#|golang|rust|ruby|php|kotlin|swift|sql|scala|elixir|haskell|matlab"
    r"|excel|google sheets|figma|photoshop|illustrator|autocad|revit|unity|unreal|react|django|rails|power bi|tableau"
)
SHIFTS = (
    r"nights|night shifts?|weekends|evenings|lates|earlies|early shifts?|late shifts?"
    r"|part[- ]time|full[- ]time|shifts|twelve hour shifts|12 hour shifts|12-hour shifts"
)
SPACE = (
    r"(?:an? |no )(?:(?:tiny|small|big|large|little|shared|south-facing|north-facing|sunny|shady|narrow|long)"
    r" )*(?:balcony|garden|back garden|front garden|yard|backyard|back yard|allotment|patio|terrace|roof terrace"
    r"|window boxe?s?|windowsill)"
)


def a_device(fields: dict) -> bool:
    """A device named by its make ("an old iphone 11"), kept under its kind (``phone``)."""
    fields["device_key"] = kind_of(fields["short"]) or ""
    return bool(fields["device_key"])


def on_device(fields: dict) -> bool:
    fields["on"] = f" on their {fields['device']}" if fields.get("device") else ""
    return True


# fmt: off
SETUP: tuple[Shape, ...] = (
    # "i still have an old iphone 11, works fine tho", "I'm still using a 2015 MacBook"
    Shape("possession", "User has {short}", "{device_key}",
          r"\bI(?:'m| am)? (?:still |only |currently )?(?:have|has|use|using|rock|rocking|got) (?P<short>(?:an? |my )?"
          r"(?:old |new |ancient |\d{4} |cracked |battered )*(?:iphone|ipad|macbook|imac|pixel|galaxy|samsung|oneplus"
          r"|xiaomi|thinkpad|chromebook|kindle|xbox|ps5|ps4|nintendo)\b[\w .-]*?)"
          r"(?=\s*[,.!?;(]|$| and\b| but\b| which\b)", 0.7, check=a_device),
    # "I run Arch Linux on my laptop", "I'm on Windows 11"
    Shape("possession", "User runs {what}{on}", "os",
          rf"\bI(?: run| use|'m on| am on| daily[- ]drive| switched to| moved to) (?P<what>{SYSTEMS})\b"
          rf"(?: on (?:my|a|the) (?P<device>{DEVICES}))?", 0.7, check=on_device),
    # "I work mostly in Python", "I code in Rust at work", "I do everything with Excel"
    Shape("work", "User works in {what}", "work_tool",
          rf"\bI (?:mostly |mainly |usually |primarily |basically )?(?:work|code|program|develop|write code"
          rf") (?:mostly |mainly |primarily |almost entirely )?(?:in|with) (?P<what>{TOOLS})\b", 0.7),
    # "I work nights", "I work from home", "I work 12 hour shifts"
    Shape("routine", "User works {when}", "schedule",
          rf"\bI (?:usually |mostly |always |currently |only |now )?work (?P<when>{SHIFTS})\b", 0.7),
    Shape("routine", "User's shift is {short}", "shift",
          r"\bmy (?:usual |normal |night |day )?shifts? (?:is|are|runs?|goes) (?:from )?(?P<short>\d.+)", 0.7),
    # where the home itself is: "Our place is in a tiny village outside Galway", "my flat's in Leith"
    Shape("home", "User lives in {place}", "city",
          rf"\b(?:our|my) (?:place|house|home|flat|apartment|cottage)(?:'s| is) (?:in|near|just outside|outside"
          rf"|on the outskirts of) {HOME_DESC}(?P<place>.+)", 0.7, check=capitalised),
    # "i only have a tiny balcony, no garden at all", "we've got a big back garden"
    Shape("home", "User has {short}", "garden",
          rf"\b(?:I|we)(?:'ve| have)? (?:only |just |also )?(?:have|got|have got) (?P<short>{SPACE})\b"
          r"(?=\s*[,.!?;]|$|\s+(?:at all|only|too|and|but|so|with|that|which|where|for|in|out|outside|at the back|lol"
          r"|haha)\b)", 0.6,
          KIND_PREF),
)
# fmt: on
