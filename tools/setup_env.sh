# Sourced by run.sh and test.sh: make .venv, install the project, check Qt's system libraries.
# Re-installs only when pyproject.toml changed since the last install.
if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv || {
        echo "Could not create .venv: install Python 3.11 venv support (apt-get install python3-venv)." >&2
        exit 1
    }
fi
extras=""
[ -n "${SANDTABLE_WITH_TESTS:-}" ] && extras="[test]"
stamp=".venv/.sandtable-installed${extras}"
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
    .venv/bin/python -m pip install --quiet --upgrade pip >/dev/null 2>&1 || true
    .venv/bin/python -m pip install --quiet -e ".${extras}" || {
        echo "Installing Sandtable's Python packages failed (see above)." >&2
        exit 1
    }
    touch "$stamp"
fi
# Qt's xcb/offscreen plugins need a few system libraries that a minimal Debian lacks.
if ! .venv/bin/python -c "import PySide6.QtGui" >/dev/null 2>&1; then
    pkgs="libgl1 libegl1 libxkbcommon0 libfontconfig1 libdbus-1-3 libglib2.0-0"
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
        echo "Installing Qt's system libraries: $pkgs" >&2
        (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $pkgs) >/dev/null || true
    fi
    if ! .venv/bin/python -c "import PySide6.QtGui" >/dev/null 2>&1; then
        echo "Qt cannot load. Install these system packages: sudo apt-get install $pkgs" >&2
        .venv/bin/python -c "import PySide6.QtGui" || true
        exit 1
    fi
fi
