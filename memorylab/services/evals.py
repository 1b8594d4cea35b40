"""``lab.evals``: the kept evaluation runs; this service is the namespace itself. Running
one (a fresh scratch lab per conversation) is :func:`memorylab.playground.evaluation.evaluate`,
which keeps its result here."""

from __future__ import annotations

from memorylab.clock import Clock
from memorylab.errors import InvalidInput
from memorylab.storage.base import Store
from memorylab.validate import check_choice, check_int, clean_text, user_id_of

DATASETS = ("scenarios", "locomo")


class Evals:
    def __init__(self, store: Store, clock: Clock):
        self._store, self._clock = store, clock

    def runs(self, dataset: str | None = None, *, user_id: str | None = None) -> list[dict]:
        """Kept evaluation runs, oldest first: ``user_id``'s, or every run (None)."""
        user_id = None if user_id is None else user_id_of(user_id)
        dataset = None if dataset is None else check_choice(dataset, "dataset", DATASETS)
        return self._store.eval_runs(dataset, user_id)

    def keep(self, dataset: str, label: str, n: int, summary: dict, *, user_id: str | None = None) -> int:
        """Keep one run's figures (``summary``: recall by k and category, latency, weights)
        for comparison, as ``user_id``'s run when given; returns the run's id."""
        user_id = None if user_id is None else user_id_of(user_id)
        if not isinstance(summary, dict):
            raise InvalidInput("summary is the dict EvalResult.summary() returns.")
        return self._store.add_eval_run(
            check_choice(dataset, "dataset", DATASETS),
            clean_text(label, max_chars=200, what="label"),
            check_int(n, "n", minimum=0),
            summary,
            self._clock.now(user_id),
            user_id,
        )
