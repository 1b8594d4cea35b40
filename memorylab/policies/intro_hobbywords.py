"""Pastimes by name, beyond the few the hobby shapes spell out, and two frames they come in: "i do
bonsai", "as a fairly obsessive birdwatcher". The names are a vocabulary (not any noun: "I do the dishes",
"as a parent" read nothing). An instrument played in a group is read by the hobby shapes' "I play X in a band".

Part of the table in :mod:`memorylab.policies.introductions` (after the hobby shapes, which read first)."""

from __future__ import annotations

from memorylab.policies.intro_shape import KIND_PREF, Shape, words_pattern

# Done, not played nor been: "I do bonsai", "we do rally obedience with our spaniel".
DONE = words_pattern(
    tuple(
        w.replace("_", " ")
        for w in """bonsai pottery ceramics calligraphy origami embroidery cross-stitch macrame needlepoint
    quilting crochet woodturning woodcarving whittling leatherwork blacksmithing upholstery taxidermy genealogy
    astronomy astrophotography photography videography podcasting geocaching orienteering foraging beekeeping falconry
    parkour crossfit spin triathlons triathlon marathons ultramarathons powerlifting weightlifting bodybuilding
    calisthenics aikido judo karate taekwondo jiu-jitsu bjj kickboxing muay_thai fencing archery improv
    stand-up amateur_dramatics am-dram karaoke salsa tango ballroom swing_dancing ballet tap line_dancing
    zumba aerial_silks pole_fitness roller_derby agility rally_obedience canicross flyball cosplay larp
    larping warhammer miniatures model_railways homebrewing brewing fermentation sourdough candle-making
    soap-making jewellery-making glassblowing stained_glass metal_detecting birding sudoku crosswords
    wild_swimming open-water_swimming cold_water_swimming paddleboarding windsurfing kitesurfing
    free_diving freediving scuba_diving scuba caving bouldering trail_running fell_running""".split()
    )
)
# Who does one: "as a fairly obsessive birdwatcher", "being a lifelong knitter".
DOERS = words_pattern(
    tuple(
        w.replace("_", " ")
        for w in """birdwatcher birder knitter crocheter quilter potter gardener baker runner cyclist climber
    boulderer swimmer surfer skier snowboarder sailor rower kayaker hiker rambler camper angler fisherman golfer
    photographer astronomer stargazer beekeeper forager geocacher gamer chess_player bridge_player
    scrabble_player poker_player guitarist pianist drummer violinist cellist singer chorister dancer
    painter sketcher woodworker woodturner carver calligrapher embroiderer sewist seamstress homebrewer
    brewer cosplayer triathlete marathoner ultrarunner powerlifter weightlifter bodybuilder yogi
    collector crafter maker tinkerer modeller modeler""".split()
    )
)
KEEN = r"(?:(?:fairly |very |pretty |really |quite |total |complete |a bit of an? )?(?:keen|avid|obsessive|amateur"
KEEN += r"|big|huge|lifelong|casual|serious|committed|hobbyist|weekend|passionate|enthusiastic|die-hard|budding"
KEEN += r"|novice|beginner|self-taught|hobby|part-time|competitive|club|nerdy|geeky|mad|crazy) )"

# fmt: off
HOBBY_WORDS: tuple[Shape, ...] = (
    # "i do bonsai, have like 30 trees", "we do rally obedience with our spaniel" (not "for a living")
    Shape("hobby", "User does {what}", "hobby:{head}",
          rf"\b(?:I|we) (?:also |mostly |mainly |still |now |really )?do (?:a lot of |lots of |some )?(?P<what>{DONE})"
          r"\b(?! for (?:a living|work|money|my job|clients)\b)", 0.6, KIND_PREF),
    # "as a fairly obsessive birdwatcher (...) I need ...", "being a lifelong knitter, ..."
    Shape("hobby", "User is {what}", "hobby:{noun_head}",
          rf"(?:^|,\s*)(?:as|being) (?P<what>an? {KEEN}{{0,2}}(?:{DOERS}))\b(?!')"
          r"(?! (?:friend|parent|kid|family|shop|club)\b)", 0.6, KIND_PREF),
)
# fmt: on
