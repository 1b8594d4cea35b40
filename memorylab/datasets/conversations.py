"""Conversation datasets for evaluation: LoCoMo (read from a path, never shipped: its
licence is non-commercial) and the shipped scripted scenarios turned into questions.

A dataset is a list of :class:`Conversation`: dialogue turns, each with the id evidence
points at, and questions whose evidence is a list of those ids.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from memorylab.datasets.scenario import load_scenario
from memorylab.errors import InvalidInput
from memorylab.policies.contextual import CONTEXT_CHARS, batch_neighbours, embedding_text  # noqa: F401 - CONTEXT_CHARS re-exported

LOCOMO_CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
SCENARIOS = Path(__file__).resolve().parent / "scenarios"


@dataclass
class DialogueTurn:
    ref: str  # the id evidence points at, e.g. "D1:3"
    speaker: str
    text: str
    when: datetime


@dataclass
class Question:
    text: str
    evidence: list[str]
    category: str


@dataclass
class Conversation:
    name: str
    turns: list[DialogueTurn]
    questions: list[Question]


# --- LoCoMo ------------------------------------------------------------------------------


def parse_locomo_date(text: str) -> datetime:
    """ "1:56 pm on 8 May, 2023" -> datetime(2023, 5, 8, 13, 56)."""
    return datetime.strptime(re.sub(r"\s+", " ", text.strip()), "%I:%M %p on %d %B, %Y")


def normalise_evidence(raw: list[str]) -> list[str]:
    """Fix the dataset's quirks: "D8:6; D9:17", "D:11:26", "D30:05"."""
    out = []
    for item in raw:
        for part in re.split(r"[;,]\s*|\s+", str(item)):
            match = re.fullmatch(r"D:?(\d+):0*(\d+)", part.strip())
            if match:
                out.append(f"D{int(match.group(1))}:{int(match.group(2))}")
    return list(dict.fromkeys(out))


def load_locomo(path: str | Path) -> list[Conversation]:
    """The LoCoMo JSON at ``path``; a file of another shape is an InvalidInput saying so."""
    try:
        data = json.loads(Path(path).read_text())
        if not isinstance(data, list) or not data:
            raise ValueError("the top level is not a list of conversations")
        return _conversations(data)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InvalidInput(f"Could not read {Path(path).name} as JSON: {exc}") from None
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise InvalidInput(
            f"{Path(path).name} is not a LoCoMo file ({type(exc).__name__}: {exc}). Expected a list of "
            "conversations, each with 'conversation' (speakers and session_<n> turns) and 'qa'."
        ) from None


def _conversations(data: list) -> list[Conversation]:
    conversations = []
    for item in data:
        conv = item["conversation"]
        turns = []
        sessions = sorted((int(k.split("_")[1]) for k in conv if re.fullmatch(r"session_\d+", k)), key=int)
        for n in sessions:
            when = parse_locomo_date(conv[f"session_{n}_date_time"])
            for t in conv[f"session_{n}"]:
                text = t["text"] + (f" [shares an image: {t['blip_caption']}]" if t.get("blip_caption") else "")
                turns.append(DialogueTurn(t["dia_id"], t["speaker"], text, when))
        known = {t.ref for t in turns}
        questions = []
        for q in item["qa"]:
            if q["category"] == 5:
                continue  # adversarial: no answer in the conversation
            evidence = [e for e in normalise_evidence(q.get("evidence", [])) if e in known]
            if evidence:
                questions.append(Question(q["question"], evidence, LOCOMO_CATEGORIES[q["category"]]))
        conversations.append(Conversation(item.get("sample_id", f"conv-{len(conversations)}"), turns, questions))
    return conversations


def memory_text(turn: DialogueTurn) -> str:
    return f"({turn.when:%-d %B %Y}) {turn.speaker}: {turn.text}"


def contextual_texts(turns: list[DialogueTurn], before: int) -> list[str]:
    """Each turn's memory text after up to ``before`` earlier turns of the same session
    (same date), each cut to CONTEXT_CHARS: what the writer embeds a turn as when the
    turns are imported with ``context_turns`` (``policies.contextual``)."""
    texts = [memory_text(t) for t in turns]
    neighbours = batch_neighbours(texts, [t.when for t in turns], before)
    return [embedding_text(text, n) for text, n in zip(texts, neighbours)]


def load_dataset(
    dataset: str, path: str | Path | None = None, scenarios_folder: Path = SCENARIOS
) -> list[Conversation]:
    """ "locomo" from ``path`` (never shipped), or "scenarios" (shipped, or ``path``)."""
    if dataset == "locomo":
        if not path or not Path(path).exists():
            raise InvalidInput(
                "LoCoMo is read from a file path (the repository does not ship it): give the path to the LoCoMo JSON."
            )
        return load_locomo(path)
    if dataset == "scenarios":
        return load_scenarios_eval(path or scenarios_folder)
    raise InvalidInput(f"Unknown dataset {dataset!r}: use scenarios or locomo.")


# --- the shipped scenarios as an evaluation set ------------------------------------------


def load_scenarios_eval(folder: str | Path) -> list[Conversation]:
    """Every scenario's user messages are the turns; each probe asks for the fact a
    message planted, and that message is the evidence."""
    conversations = []
    for path in sorted(Path(folder).glob("*.yaml")):
        scenario = load_scenario(path)
        for user in scenario.users:
            turns, questions, planted = [], [], {}
            for step in scenario.steps_for(user):
                if step.message and not step.probe and not step.expect_refused:
                    ref = f"S{len(turns) + 1}"
                    turns.append(DialogueTurn(ref, user, step.message, step.at))
                    if step.plants:
                        planted[step.plants] = ref
            for step in scenario.steps_for(user):
                if step.probe and step.expects in planted:
                    questions.append(Question(step.probe, [planted[step.expects]], scenario.name))
            if turns:
                conversations.append(Conversation(f"{scenario.name}:{user}", turns, questions))
    return conversations
