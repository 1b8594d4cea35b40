"""How the prompt is laid out for a model. Pure functions of the setting and the model's
capabilities (``llm.small``)."""

from __future__ import annotations

from memorylab.settings import AUTO_LAYOUT


def layout_for(setting: str, llm: object) -> str:
    """The prompt layout for this model: the setting, or for ``auto`` the user-turn layout for
    the small in-process models and the system layout for the rest."""
    if setting != AUTO_LAYOUT:
        return setting
    return "user" if llm.small else "system"


def shown_turns(recent: list[dict], llm: object, small_model_turns: int) -> list[dict]:
    """The recent turns the model sees: all of them, or for a small model only the last
    ``small_model_turns`` (it echoes earlier messages instead of answering the new one)."""
    if not llm.small:
        return recent
    return recent[-small_model_turns:] if small_model_turns > 0 else []
