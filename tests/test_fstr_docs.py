"""docs/rules/fstr.md stays true: every rulebook section 1-22 has a row in the paragraph index,
every code symbol and test it names exists, and every option is documented."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from sandtable.games.fstr.options import OPTIONS

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "rules" / "fstr.md"
_ROW = re.compile(r"^\| (?P<n>\d+) [^|]+\((?P<a>\d+)-(?P<b>\d+)\) \|")
_TEST = re.compile(r"`(tests/[\w/]+\.py)::(\w+)`")
_CODE = re.compile(r"`(desktop/[\w/]+\.py):([\w.]+)`")


def _index_rows() -> list[str]:
    text = DOC.read_text(encoding="utf-8")
    part = text.split("### Paragraph index", 1)[1].split("###", 1)[0]
    return [line for line in part.splitlines() if _ROW.match(line)]


def _names(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            out.add(node.name)
        elif isinstance(node, ast.Assign):
            out.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out.add(node.target.id)
    return out


def test_every_section_has_a_row():
    sections = sorted(int(_ROW.match(r)["n"]) for r in _index_rows())
    assert sections == list(range(1, 23))


def test_every_named_symbol_and_test_exists():
    for row in _index_rows():
        for path, name in _CODE.findall(row):
            assert name.split(".")[0] in _names(ROOT / path), (path, name)
        tests = _TEST.findall(row)
        assert tests, row
        for path, name in tests:
            assert name in _names(ROOT / path), (path, name)


def test_every_option_is_documented():
    text = DOC.read_text(encoding="utf-8")
    for key in OPTIONS:
        assert f"`{key}`" in text, key
