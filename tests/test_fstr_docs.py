"""docs/rules/fstr.md stays true: every rulebook section 1-22 and every numbered paragraph (6.1,
7.1.1, ... 22.6) has a row in the paragraph index, its seed lines are where the paragraph starts
(when the seed is at hand), every code symbol and test it names exists, only rules not played go
without a test, and every option is documented."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from sandtable.games.fstr.options import OPTIONS

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "rules" / "fstr.md"
_ROW = re.compile(r"^\| (?P<n>\d+(?:\.\d+)*) [^|]+\((?P<a>\d+)-(?P<b>\d+)\) \|")
SEED = ROOT.parent / "shared" / "seeds" / "003_1c2265c8de49e0fa.txt"
# the numbered paragraphs of the rulebook (seed 003 lines 221-1440)
PARAGRAPHS = [
    "2.1",
    "2.2",
    "6.1",
    "7.1",
    "7.1.1",
    "7.1.2",
    "7.1.3",
    "8.1",
    "9.1",
    "9.2",
    "9.2.1",
    "9.3",
    "9.3.1",
    "9.3.2",
    "9.3.3",
    "9.4",
    "9.5",
    "9.5.1",
    "9.5.2",
    "9.5.3",
    "9.5.4",
    "9.5.5",
    "9.5.6",
    "9.5.7",
    "9.6",
    "9.6.1",
    "9.7",
    "9.8",
    "9.8.1",
    "9.9",
    "9.10",
    "9.11",
    "11.1",
    "11.2",
    "11.3",
    "11.4",
    "11.5",
    "11.6",
    "11.7",
    "11.8",
    "13.1",
    "14.1",
    "14.2",
    "14.2.1",
    "14.2.2",
    "14.2.3",
    "14.2.4",
    "14.2.5",
    "14.2.6",
    "14.2.7",
    "14.2.8",
    "14.3",
    "14.3.1",
    "14.3.2",
    "14.3.3",
    "14.3.4",
    "14.3.5",
    "15.1",
    "15.2",
    "16.1",
    "16.1.1",
    "16.1.2",
    "16.1.3",
    "16.2",
    "16.3",
    "16.4",
    "17.1",
    "17.2",
    "17.3",
    "17.4",
    "17.5",
    "17.6",
    "18.1",
    "22.1",
    "22.2",
    "22.3",
    "22.4",
    "22.5",
    "22.6",
]
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


def test_every_section_and_paragraph_has_a_row():
    ids = [_ROW.match(r)["n"] for r in _index_rows()]
    assert sorted(int(i) for i in ids if "." not in i) == list(range(1, 23))
    assert [i for i in ids if "." in i] == PARAGRAPHS  # in the rulebook's order, once each


def test_paragraph_rows_start_at_their_seed_line():
    if not SEED.exists():
        return  # the seed lives beside the checkout; the ids are still checked above
    seed = SEED.read_text(encoding="utf-8").splitlines()
    for row in _index_rows():
        m = _ROW.match(row)
        if "." in m["n"]:
            assert seed[int(m["a"]) - 1].strip().upper().startswith(f"{m['n']} "), row


def test_every_named_symbol_and_test_exists():
    for row in _index_rows():
        for path, name in _CODE.findall(row):
            assert name.split(".")[0] in _names(ROOT / path), (path, name)
        tests = _TEST.findall(row)
        assert tests or row.rstrip(" |").split("| ")[-1].startswith("not played"), row
        for path, name in tests:
            assert name in _names(ROOT / path), (path, name)


def test_every_option_is_documented():
    text = DOC.read_text(encoding="utf-8")
    for key in OPTIONS:
        assert f"`{key}`" in text, key
