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
# Qt's X11 plugin needs xcb libraries that minimal systems lack; find the missing ones.
xcb_plugin=$(ls .venv/lib/python3*/site-packages/PySide6/Qt/plugins/platforms/libqxcb.so 2>/dev/null | head -1)
if [ -n "${DISPLAY:-}" ] && [ -n "$xcb_plugin" ] && ldd "$xcb_plugin" .venv/lib/python3*/site-packages/PySide6/Qt/lib/libQt6XcbQpa.so.6 2>/dev/null | grep -q "not found"; then
    xcb_pkgs="libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-render-util0 libxcb-image0 libxcb-xkb1 libxkbcommon-x11-0"
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
        echo "Installing Qt's X11 libraries: $xcb_pkgs" >&2
        (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $xcb_pkgs) >/dev/null || true
    else
        echo "Qt's X11 plugin lacks system libraries; install them: sudo apt-get install $xcb_pkgs" >&2
    fi
fi
exec .venv/bin/sandtable "$@"
