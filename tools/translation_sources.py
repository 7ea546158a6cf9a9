"""The GUI sources as pyside6-lupdate should read them (used by tools/update_translations.sh).

lupdate gives a bare `tr("text")` outside `self.tr` the empty context, but Sandtable's modules use
spellings that translate in a named one at run time:

    def tr(text: str) -> str:                      # a module helper
        return QCoreApplication.translate("EditorTool", text)

    tr = self.tr                                   # a local alias inside a method
    t = QCoreApplication.translate                 # an alias of translate(context, text)

This writes a copy of each source under an output folder with those calls spelled out
(`QCoreApplication.translate("EditorTool", "text")`, `self.tr("text")`,
`QCoreApplication.translate("Context", "text")`), keeping every line where
it was, and prints the copies' paths relative to that folder, one per line (an lupdate @list).

Usage: python tools/translation_sources.py REPO_ROOT OUT_DIR
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

SOURCE_DIRS = ("desktop/sandtable/ui", "desktop/sandtable/editor")

_HELPER = re.compile(
    r"^def (\w+)\(\s*text\b[^)]*\)[^:\n]*:\s*\n"
    r"[ \t]+return (?:QCoreApplication|QApplication|QGuiApplication)\.translate"
    r"\(\s*([\"'])([^\"'\n]+)\2\s*,\s*text\s*\)",
    re.MULTILINE)
_ALIAS = re.compile(r"^([ \t]*)(\w+) = "
                    r"(self\.tr|(?:QCoreApplication|QApplication|QGuiApplication)\.translate)"
                    r"[ \t]*(?:#.*)?$", re.MULTILINE)


def source_files(root: Path) -> list[Path]:
    files: list[Path] = []
    for folder in SOURCE_DIRS:
        files += sorted(p for p in (root / folder).rglob("*.py") if "__pycache__" not in p.parts)
    return files


def _call(name: str) -> re.Pattern[str]:
    # `name("...")` not preceded by a dot or a word character; group 1 keeps any line break.
    return re.compile(rf"(?<![\w.]){re.escape(name)}\((\s*)([\"'])")


def spell_out(text: str) -> str:
    """`text` with helper and alias calls written as lupdate understands them, lines unchanged."""
    # Aliases first: within the body of the function that defines them, or the rest of the module.
    lines = text.split("\n")
    for match in reversed(list(_ALIAS.finditer(text))):
        indent, name = len(match.group(1).expandtabs()), match.group(2)
        target = "self.tr" if match.group(3) == "self.tr" else "QCoreApplication.translate"
        start = text.count("\n", 0, match.start()) + 1
        end = start
        while end < len(lines) and (not lines[end].strip()
                                    or len(lines[end]) - len(lines[end].lstrip()) >= indent):
            end += 1
        pattern = _call(name)
        for i in range(start, end):
            lines[i] = pattern.sub(lambda m, t=target: f"{t}({m.group(1)}{m.group(2)}", lines[i])
    text = "\n".join(lines)
    for match in _HELPER.finditer(text):
        name, context = match.group(1), match.group(3)
        # The helper's own `def tr(text` has no quote after the parenthesis, so it is left alone.
        text = _call(name).sub(
            lambda m, c=context: f"QCoreApplication.translate({m.group(2)}{c}{m.group(2)},"
                                 f"{m.group(1) or ' '}{m.group(2)}", text)
    return text


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    root, out = Path(argv[1]).resolve(), Path(argv[2]).resolve()
    for path in source_files(root):
        rel = path.relative_to(root)
        target = out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(spell_out(path.read_text(encoding="utf-8")), encoding="utf-8")
        print(rel.as_posix())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
