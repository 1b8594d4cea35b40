"""Who may open a user id when strangers share one app.

The first browser to open an id claims it: it receives a random token to keep (the app
puts it in the URL, so a bookmark returns to the lab) and the store keeps only the
token's SHA-256. Anyone else asking for that id is refused, and is handed a fresh id of
their own. A presenter key (set in the environment, or generated once and printed by the
app) opens any id. The library and the CLI do not go through claims: they are trusted
local tools.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from memorylab.clock import utcnow
from memorylab.errors import InvalidInput
from memorylab.storage.base import Store
from memorylab.validate import check_int, user_id_of

MAX_KEY_CHARS = 200
NAME_TRIES = 50
ADJECTIVES = (
    "amber azure brave bright calm clever coral crisp daring eager fable fern gentle golden hazel "
    "honest jolly keen kind lively lucky mellow merry misty nimble noble olive plucky polar proud "
    "quick quiet rapid rosy ruby rustic sandy silver sleek snowy solar steady sunny swift tidy "
    "velvet vivid warm witty zesty"
).split()
ANIMALS = (
    "otter badger beaver bison crane dolphin eagle falcon ferret finch fox gecko heron ibis koala "
    "lemur lynx marten mole moose newt ocelot orca osprey owl panda puffin quail rabbit raven "
    "robin salmon seal shrew sparrow stoat swan tapir tern tiger toucan trout turtle walrus weasel "
    "wombat wren yak zebra"
).split()


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Access:
    """The answer to "may this browser open ``user_id``?".

    ``how``: ``claimed`` (the id was free and is now this browser's: keep ``key``),
    ``owner`` (``key`` matches the claim), ``presenter`` (the presenter key opened it) or
    ``taken`` (refused: someone else holds it).
    """

    user_id: str
    how: str
    key: str | None = None

    @property
    def granted(self) -> bool:
        return self.how != "taken"


class Claims:
    """Claims of user ids, kept in the store as token hashes; ``now`` is real time (the
    room view counts an attendee active by the wall clock, not by a simulated one)."""

    def __init__(
        self,
        store: Store,
        presenter_key: str | None = None,
        *,
        now: Callable[[], datetime] = utcnow,
        rng: secrets.SystemRandom | None = None,
    ):
        self._store = store
        self._now = now
        self._rng = rng or secrets.SystemRandom()
        self._lock = threading.Lock()
        self._presenter_hash = token_hash(_check_key(presenter_key, "presenter key")) if presenter_key else None

    # --- the presenter ------------------------------------------------------------------

    def ensure_presenter_key(self) -> str | None:
        """Without a configured key, make one now and return it (once: the app prints it
        in the server log); None when a key exists already."""
        with self._lock:
            if self._presenter_hash is not None:
                return None
            key = secrets.token_urlsafe(12)
            self._presenter_hash = token_hash(key)
            return key

    def is_presenter(self, presenter_key: object) -> bool:
        """Whether ``presenter_key`` is the room's presenter key."""
        if self._presenter_hash is None or not presenter_key:
            return False
        return hmac.compare_digest(token_hash(_check_key(presenter_key, "presenter key")), self._presenter_hash)

    # --- opening an id ------------------------------------------------------------------

    def open(self, user_id: object, key: object = None, *, presenter_key: object = None) -> Access:
        """Claim ``user_id`` if it is free, or check ``key`` against its claim; the
        presenter key opens a claimed id without its token."""
        user_id = user_id_of(user_id)
        key = _check_key(key, "key") if key else None
        stored = self._store.claim_hash(user_id)
        if stored is None:
            token = secrets.token_urlsafe(16)
            if self._store.claim(user_id, token_hash(token), self._now()):
                return Access(user_id, "claimed", token)
            stored = self._store.claim_hash(user_id)  # another browser claimed it a moment ago
        if key is not None and stored is not None and hmac.compare_digest(token_hash(key), stored):
            self._store.touch_claim(user_id, self._now())
            return Access(user_id, "owner", key)
        if self.is_presenter(presenter_key):
            return Access(user_id, "presenter")
        return Access(user_id, "taken")

    def fresh(self) -> Access:
        """A friendly generated id ("amber-otter-42"), claimed for the caller."""
        for attempt in range(NAME_TRIES):
            digits = 100 if attempt < NAME_TRIES // 2 else 10_000  # crowded: longer numbers
            name = f"{self._rng.choice(ADJECTIVES)}-{self._rng.choice(ANIMALS)}-{self._rng.randrange(digits)}"
            token = secrets.token_urlsafe(16)
            if self._store.claim_hash(name) is None and self._store.claim(name, token_hash(token), self._now()):
                return Access(name, "claimed", token)
        raise InvalidInput("Could not find a free generated user id: too many are taken.")

    def seen(self, user_id: str) -> None:
        """Mark the id as active now (the room view counts ids seen lately)."""
        self._store.touch_claim(user_id_of(user_id), self._now())

    def claimed(self, user_id: object) -> bool:
        """Whether someone holds ``user_id`` already."""
        return self._store.claim_hash(user_id_of(user_id)) is not None

    def users(self, presenter_key: object) -> list[str]:
        """Every claimed id, most recently seen first: for the presenter only."""
        if not self.is_presenter(presenter_key):
            raise InvalidInput("Only the presenter may list the room's user ids.")
        return self._store.claimed_users()

    def room(self, presenter_key: object, *, active_since: datetime, recall_k: int, apart: object = None) -> dict:
        """The room's aggregates (counts over every attendee, never a row of text): people
        claimed and seen since ``active_since``, activity, refusals by kind, memory use, and
        recall@``recall_k`` of the room's scenario runs. For the presenter only; ``apart``, a
        user id left out of the counts (the presenter's own lab: its demo data is not the room's)."""
        if not self.is_presenter(presenter_key):
            raise InvalidInput("The room view is for the presenter: it needs the presenter key.")
        if not isinstance(active_since, datetime):
            raise InvalidInput(f"active_since is a datetime, got {type(active_since).__name__}.")
        recall_k = check_int(recall_k, "k", minimum=1, maximum=1000)
        apart = None if apart is None else user_id_of(apart)
        return {
            "people": self._store.room_people(active_since, apart),
            "activity": self._store.room_activity(apart),
            "refusals": self._store.room_refusals(apart),
            "memory_use": self._store.room_memory_use(apart),
            "recall": self._store.room_recall("scenarios", recall_k, apart),
        }


def _check_key(key: object, what: str) -> str:
    if not isinstance(key, str):
        raise InvalidInput(f"The {what} must be a string, got {type(key).__name__}.")
    if len(key) > MAX_KEY_CHARS:
        raise InvalidInput(f"The {what} is too long: at most {MAX_KEY_CHARS} characters.")
    return key
