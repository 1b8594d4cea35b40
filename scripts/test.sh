#!/usr/bin/env bash
# Install everything the tests need, then run them. This is the README's test command
# and exactly what CI runs.
set -euo pipefail
cd "$(dirname "$0")/.."
python -m pip install --quiet torch==2.13.0          # first: an unpinned torch pulls CUDA
python -m pip install --quiet -r requirements-dev.txt
missing=""                                           # Debian packages the tests drive:
command -v chromium >/dev/null 2>&1 || missing="$missing chromium"   # the browser tests
command -v nginx >/dev/null 2>&1 || missing="$missing nginx-light"   # the room's static proxy config
if [ -n "$missing" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing) \
      >/dev/null || echo "could not install$missing: the tests that need them will say so"
  else
    echo "not installed:$missing: the tests that need them will be skipped (outside CI)"
  fi
fi
export LITELLM_LOCAL_MODEL_COST_MAP=True HF_HUB_OFFLINE=1
python -m ruff check .                               # lint
python -m ruff format --check .                      # format
python -m pytest -q -ra -n 2 --dist loadfile "$@"      # 2 workers (pytest-xdist), one file per worker
