"""A clause the rules left unread, kept when it means what a self-introduction means.

:mod:`memorylab.policies.said_whole` finds the clauses whose subject is the speaker and which say what lasts;
this decides which of them are worth a memory, by meaning: the clause's vector is compared with the bank, the
clauses of the shipped probe sets that carry their fact (``datasets/probes/introductions*.yaml``) and the
look-alikes' clauses that pass the same shape test. Kept when its three nearest self-introductions are closer
on average than its three nearest look-alikes by ``MARGIN``. The Writes tab names the example it read like.

Why the meaning check: while it was built, the shape test alone kept 513 clauses of LoCoMo's 2,760 real turns,
mostly chat ("I'm always on the lookout for new reads!"). On the final shape test 305 pass and the margin of 0.15,
chosen on LoCoMo and the look-alikes, keeps 103, led by facts the rules miss ("I'm now part of the fire-fighting
brigade", "Blue's my fave") (``bench.introductions --embedder minilm``).

Only for an embedder whose bank vectors ship in the package (MiniLM, the default): with the hashing embedder
(tests, benchmarks) a "nearest meaning" is a nearest spelling, so nothing is read here. The bank's texts ship
beside the vectors; ``python -m memorylab.services.said_reader`` rebuilds both from the probe sets, and a test
checks that they agree.
"""

from __future__ import annotations

import hashlib
import json
import logging
import sys
import threading
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path

import numpy as np
import yaml

from memorylab.adapters.embed import Embedder, make_embedder
from memorylab.policies.extract import KIND_FACT, KIND_PREF, Candidate
from memorylab.policies.intro_sentences import sentences
from memorylab.policies.others_words import others_words_blanked
from memorylab.policies.said_abroad import said_abroad
from memorylab.policies.said_whole import a_label, about_the_speaker, as_memory, statement, unread_clauses

MARGIN = 0.15
LABEL_MARGIN = 0.35  # a label without a verb ("amateur astronomer"): "Hey John" reaches 0.26
NEAREST = 3
IMPORTANCE = 0.5
PREFERENCES = frozenset({"hobby", "favourite", "diet", "allergy_diet"})
log = logging.getLogger(__name__)
BANKS = {"all-MiniLM-L6-v2"}  # embedders whose bank vectors ship in datasets/said_bank/
_LOCK = threading.Lock()


@dataclass(frozen=True)
class Bank:
    texts: list[str]  # self-introduction clauses first, then look-alike clauses
    kinds: list[str]  # the kind of memory each self-introduction is ("" for a look-alike)
    vectors: np.ndarray  # one unit row per text, in the embedder's space
    positives: int  # how many rows are self-introductions


def bank_texts() -> tuple[list[str], list[str]]:
    """(texts, kinds) built from the probe sets: per self-introduction, the first clause that holds every
    expected word; per look-alike, each clause :func:`about_the_speaker` would pass ("" as its kind)."""
    folder = resources.files("memorylab.datasets") / "probes"
    positives, kinds, negatives = [], [], []
    for name in sorted(p.name for p in folder.iterdir() if p.name.startswith("introductions")):
        items = yaml.safe_load(folder.joinpath(name).read_text(encoding="utf-8"))["items"]
        for item in items:
            clauses = [c for _, _, c in sentences(item["say"])]
            if name.endswith("_lookalikes.yaml"):
                negatives += [c for c in clauses if about_the_speaker(c) and c not in negatives]
                continue
            expect = [str(e).lower() for e in item.get("expect") or []]
            held = next((c for c in clauses if expect and all(e in c.lower() for e in expect)), None)
            if held and held not in positives:
                positives.append(held)
                kinds.append(KIND_PREF if item.get("category") in PREFERENCES else KIND_FACT)
    return positives + negatives, kinds + [""] * len(negatives)


def _digest(texts: list[str]) -> str:
    return hashlib.sha256("\n".join(texts).encode()).hexdigest()[:16]


def _folder() -> Path:
    return Path(str(resources.files("memorylab.datasets") / "said_bank"))


@cache
def load_bank(embedder_name: str) -> Bank | None:
    """The shipped bank for this embedder, or None when none ships, or when its files are damaged (logged once:
    the reader then reads nothing, and no turn fails)."""
    if embedder_name not in BANKS:
        return None
    try:
        meta = json.loads((_folder() / "bank.json").read_text(encoding="utf-8"))
        vectors = np.load(_folder() / f"{embedder_name}.npy").astype(np.float32)
        texts, kinds = meta["texts"], meta["kinds"]
        damage = None if len(vectors) == len(texts) and meta["digest"] == _digest(texts) else "vectors of other texts"
    except (OSError, ValueError, KeyError, TypeError) as exc:
        damage = str(exc)
    if damage:
        log.warning("said reader: the bank for %s is damaged (%s); no clause is kept by meaning", embedder_name, damage)
        return None
    return Bank(texts, kinds, vectors, sum(1 for k in kinds if k))


class SaidReader:
    """Reads, for one embedder, what the rules left unread (see the module's docstring)."""

    def __init__(self, embedder: Embedder):
        self.embedder = embedder  # the lab's: texts -> unit rows
        self.name = getattr(embedder, "name", "")

    @property
    def bank(self) -> Bank | None:
        with _LOCK:
            return load_bank(self.name)

    def read(self, message: str, found: list[Candidate]) -> list[Candidate]:
        """Candidates for the clauses of ``message`` no candidate in ``found`` covers: a statement in another
        language kept by its grammar (:mod:`memorylab.policies.said_abroad`), an English one by meaning."""
        bank, read = self.bank, [(*c.span, c.text) for c in found if c.span]
        if bank is None:
            return []
        # the speaker's own words only, as the rules read them: not a part played after "role-play:", a quote, a story
        # ("... and I'm a customer with a shellfish allergy" was kept from a role-play by batch 61's look-alikes)
        said_by_me, message = message, others_words_blanked(message)
        out = [
            Candidate(text, KIND_FACT, None, IMPORTANCE, (start, end), f"said-abroad:{language}")
            for start, end, language, text in said_abroad(message, read)
        ]
        clauses = unread_clauses(message, [(a, b) for a, b, _ in read] + [c.span for c in out])
        if not clauses:
            return out
        # a label is read as far as it goes: "fav colour teal", not "fav colour teal 💙 use it for my slides"
        labels = [a_label(c) for _, _, c in clauses]
        said = [statement(c) if label else c for (_, _, c), label in zip(clauses, labels, strict=True)]
        vectors = np.asarray(self.embedder.embed(said), dtype=np.float32)
        for (start, end, clause), label, vector in zip(clauses, labels, vectors, strict=True):
            if message[start:end] != said_by_me[start:end]:  # it quotes someone: "the barista wrote 'Brenda' on my cup"
                continue
            similar = bank.vectors @ vector
            own, other = similar[: bank.positives], similar[bank.positives :]
            margin = float(np.sort(own)[-NEAREST:].mean() - np.sort(other)[-NEAREST:].mean())
            if margin < (LABEL_MARGIN if label else MARGIN):
                continue
            best = int(own.argmax())
            rule = f"said-like:{margin:.2f}:{bank.texts[best]}"
            out.append(Candidate(as_memory(clause), bank.kinds[best], None, IMPORTANCE, (start, end), rule))
        return out


def build(embedder_name: str = "minilm") -> None:
    """Write the bank's texts and its vectors for ``embedder_name`` into datasets/said_bank/."""
    embedder = make_embedder(embedder_name)
    texts, kinds = bank_texts()
    folder = _folder()
    folder.mkdir(exist_ok=True)
    meta = {"digest": _digest(texts), "texts": texts, "kinds": kinds}
    (folder / "bank.json").write_text(json.dumps(meta, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    np.save(folder / f"{embedder.name}.npy", np.asarray(embedder.embed(texts), dtype=np.float16))
    print(f"{len(texts)} texts ({sum(1 for k in kinds if k)} self-introductions) for {embedder.name}")


if __name__ == "__main__":
    build(*sys.argv[1:])
