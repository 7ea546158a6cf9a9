"""docs/rules/aa-dday.md stays true: every test, code symbol and file its paragraph index names
exists, and every rules paragraph of the rulebook (seed 001 lines 137-840) has a row."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from sandtable.games.aa_dday.options import OPTIONS

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "rules" / "aa-dday.md"
GAME_DIR = ROOT / "desktop" / "sandtable" / "games" / "aa_dday"
# The first line of every rules paragraph of the seed (flavour pages, credits and addresses excluded).
PARAGRAPHS = (
    137,
    147,
    167,
    189,
    198,
    294,
    332,
    340,
    372,
    399,
    411,
    417,
    431,
    487,
    523,
    531,
    541,
    547,
    553,
    559,
    575,
    595,
    633,
    658,
    684,
    702,
    712,
)

_ROW = re.compile(r"^\| (?P<title>[^|]+?) \((?P<a>\d+)(?:-(?P<b>\d+))?\) \|(?P<rest>.*)$")
_TEST_REF = re.compile(r"`(tests/[\w/]+\.py)::(\w+)`")
_CODE_REF = re.compile(r"`([\w/]+\.py):([\w.]+)`")
_FILE_REF = re.compile(r"`((?:maps|docs|tools)/[^`]+)`")


def rows() -> list[tuple[int, int, str]]:
    out = []
    for line in DOC.read_text(encoding="utf-8").splitlines():
        m = _ROW.match(line)
        if m:
            out.append((int(m["a"]), int(m["b"] or m["a"]), line))
    return out


def defined(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            names.add(node.name)
            if isinstance(node, ast.ClassDef):
                names.update(f"{node.name}.{n.name}" for n in node.body if isinstance(n, ast.FunctionDef))
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return names


def test_every_rules_paragraph_has_a_row():
    found = rows()
    assert found, "the paragraph index is empty"
    for first in PARAGRAPHS:
        assert any(a <= first <= b for a, b, _ in found), (
            f"no row covers the paragraph starting at line {first}"
        )


def test_every_reference_in_the_index_exists():
    text = DOC.read_text(encoding="utf-8")
    for path, name in _TEST_REF.findall(text):
        assert name in defined(ROOT / path), f"{path}::{name} does not exist"
    for path, name in _CODE_REF.findall(text):
        if path.startswith("tests/"):
            continue
        assert name in defined(GAME_DIR / path), f"{path}:{name} does not exist"
    for path in _FILE_REF.findall(text):
        assert (ROOT / path).exists(), f"{path} does not exist"


def test_every_option_is_documented():
    text = DOC.read_text(encoding="utf-8")
    for name in OPTIONS:
        assert f"`{name}`" in text, f"option {name} is not in the rules doc"
