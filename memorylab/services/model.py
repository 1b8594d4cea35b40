"""The lab's chat model: one model string, its LLM made on first use, switchable."""

from __future__ import annotations

from memorylab.adapters.llm import LLM
from memorylab.errors import InvalidInput


class ChatModel:
    """Shared by the namespaces that call a model (agent, lifecycle, retrieval's rerank)."""

    def __init__(self, model: str):
        self._model, self._llm = model, None

    @property
    def name(self) -> str:
        return self._model

    @property
    def llm(self) -> LLM:
        if self._llm is None:
            self._llm = LLM(self._model)
        return self._llm

    def llm_for(self, model: str | None) -> LLM:
        """An LLM for any model string (this one when None or the same)."""
        if not model or model == self._model:
            return self.llm
        return LLM(str(model).strip())

    def capable(self) -> LLM | None:
        """The model when it can follow instructions (consolidation, reflection), else None."""
        return self.llm if self.llm.capable else None

    def switch(self, model: object) -> None:
        model = model.strip() if isinstance(model, str) else ""
        if not model:
            raise InvalidInput("A model string is required, e.g. local/smollm2 or gpt-4o-mini.")
        self._model, self._llm = model, None
