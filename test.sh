#!/usr/bin/env bash
# Create .venv if needed, install Sandtable with its test tools, and run the whole suite.
set -euo pipefail
cd "$(dirname "$0")"
SANDTABLE_WITH_TESTS=1 source ./tools/setup_env.sh
export QT_QPA_PLATFORM=offscreen
.venv/bin/ruff check .
exec .venv/bin/python -m pytest "$@"
