#!/usr/bin/env bash
# Build the onedir application into dist/sandtable/ and, on Linux, a tar.gz with a .desktop file.
# Usage: packaging/build.sh            (from anywhere; uses the project's .venv)
set -euo pipefail
cd "$(dirname "$0")/.."
source ./tools/setup_env.sh
.venv/bin/python -m pip install --quiet "pyinstaller>=6.0"
rm -rf build/pyinstaller dist/sandtable
.venv/bin/pyinstaller --noconfirm --clean --log-level WARN \
    --workpath build/pyinstaller --distpath dist packaging/sandtable.spec
version=$(.venv/bin/python -c "import sys; sys.path.insert(0, 'desktop'); import sandtable; print(sandtable.__version__)")
case "$(uname -s)" in
    Linux)
        cp packaging/linux/sandtable.desktop dist/sandtable/
        [ -f assets/icons/sandtable.png ] && cp assets/icons/sandtable.png dist/sandtable/
        tar -C dist -czf "dist/sandtable-${version}-linux-x86_64.tar.gz" sandtable
        echo "built dist/sandtable/ and dist/sandtable-${version}-linux-x86_64.tar.gz"
        ;;
    Darwin)
        hdiutil create -volname Sandtable -srcfolder dist/Sandtable.app -ov -format UDZO \
            "dist/Sandtable-${version}.dmg"
        echo "built dist/Sandtable.app and dist/Sandtable-${version}.dmg"
        ;;
    *)
        echo "built dist/sandtable/ (run packaging/windows/sandtable.iss with Inno Setup for the installer)"
        ;;
esac
