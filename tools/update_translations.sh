#!/usr/bin/env bash
# Refresh the GUI translations: extract the strings of desktop/sandtable/ui/ and editor/ into every
# assets/translations/sandtable_<lang>.ts (translations already made are kept), then compile each
# .ts into the .qm that ships. `tools/update_translations.sh fr` first creates sandtable_fr.ts.
# See docs/translating.md.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV_BIN="${SANDTABLE_VENV_BIN:-$ROOT/.venv/bin}"
LUPDATE="$VENV_BIN/pyside6-lupdate"
LRELEASE="$VENV_BIN/pyside6-lrelease"
PYTHON="$VENV_BIN/python"
TS_DIR="$ROOT/assets/translations"

for tool in "$LUPDATE" "$LRELEASE" "$PYTHON"; do
    if [ ! -x "$tool" ]; then
        echo "update_translations: $tool not found (run tools/setup_env.sh first)" >&2
        exit 1
    fi
done

mkdir -p "$TS_DIR"
for lang in "$@"; do
    case "$lang" in
        *[!A-Za-z_]*|"") echo "update_translations: '$lang' is not a language code such as fr or pt_BR" >&2; exit 1 ;;
    esac
    new="$TS_DIR/sandtable_$lang.ts"
    if [ ! -e "$new" ]; then
        printf '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="%s" sourcelanguage="en">\n</TS>\n' \
            "$lang" > "$new"
        echo "created $new"
    fi
done

shopt -s nullglob
ts_files=("$TS_DIR"/sandtable_*.ts)
if [ ${#ts_files[@]} -eq 0 ]; then
    echo "update_translations: no .ts file yet; name a language, e.g. tools/update_translations.sh it" >&2
    exit 1
fi

# lupdate reads the context of a free tr("...") as empty, while the modules' helpers
# (def tr(text): return QCoreApplication.translate("EditorWindow", text)) and local aliases
# (tr = self.tr) translate in a named one. A mirror of the sources in which those calls are spelled
# out is what lupdate reads; lines and relative paths stay the same, so the .ts points at the real files.
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
"$PYTHON" "$ROOT/tools/translation_sources.py" "$ROOT" "$WORK" > "$WORK/sources.txt"
mkdir -p "$WORK/assets/translations"

for ts in "${ts_files[@]}"; do
    name="$(basename "$ts")"
    cp "$ts" "$WORK/assets/translations/$name"
    (cd "$WORK" && "$LUPDATE" -silent -locations absolute @sources.txt -ts "assets/translations/$name")
    cp "$WORK/assets/translations/$name" "$ts"
    "$LRELEASE" -silent "$ts" -qm "${ts%.ts}.qm"
    "$PYTHON" - "$ts" <<'PY'
import sys
import xml.etree.ElementTree as ET

root = ET.parse(sys.argv[1]).getroot()
todo = [m for m in root.iter("message")
        if (m.find("translation").get("type") or "") == "unfinished"]
total = sum(1 for m in root.iter("message")
            if (m.find("translation").get("type") or "") not in ("vanished", "obsolete"))
print(f"{sys.argv[1].rsplit('/', 1)[-1]}: {total} strings, {len(todo)} to translate")
PY
done
