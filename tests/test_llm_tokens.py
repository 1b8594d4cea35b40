"""The lab counts tokens as litellm.token_counter does, with the tokenizer chosen once per model."""

import litellm
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memorylab.adapters.llm import LLM, _counter
from memorylab.adapters.tokens import TOKEN_COUNTS

MODELS = ["gpt-4o-mini", "scripted/room", "local/smollm2", "anthropic/claude-3-5-haiku-20241022", "ollama/llama3.2"]


def litellm_count(model: str, text: str) -> int:
    try:
        return litellm.token_counter(model=model, text=text)
    except Exception:  # noqa: BLE001 - the lab counts an unknown model as gpt-4o-mini
        return litellm.token_counter(model="gpt-4o-mini", text=text)


@pytest.mark.parametrize("model", MODELS)
def test_the_count_is_litellm_s(model):
    LLM(model).count_tokens("warm up")  # registers the lab's providers with litellm
    for text in ["", "Sam drinks green tea every morning.", "naïve café 🍵 " * 50, "x" * 5000]:
        assert _counter(model)(text) == litellm_count(model, text)


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=300))
def test_any_text_counts_as_litellm_counts(text):
    TOKEN_COUNTS.clear()
    assert LLM("scripted/any").count_tokens(text) == (litellm_count("scripted/any", text) if text else 0)
