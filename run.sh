#!/usr/bin/env bash
# Create .venv if needed, install Sandtable into it, and start the app.
set -euo pipefail
cd "$(dirname "$0")"
source ./tools/setup_env.sh
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
    echo "No display found (DISPLAY is not set)." >&2
    echo "Run it on a virtual screen:  xvfb-run -a ./run.sh   (apt-get install xvfb)" >&2
    echo "or without any window:       QT_QPA_PLATFORM=offscreen ./run.sh" >&2
    exit 2
fi
exec .venv/bin/sandtable "$@"
