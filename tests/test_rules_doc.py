"""The 1943-45 rules doc stays true: its "Paragraph index" names every heading of the English
rulebook (lines 492-997) and only tests, code symbols, files and links that exist.

The rulebook is not in the repository, so its headings are listed here (line, heading) and checked
against the text itself whenever the seed file is present (SANDTABLE_RULES_SEED, or the team's
shared copy).
"""

from __future__ import annotations

import ast
import os
import re
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "rules" / "1943-45.md"
GAME_DIR = ROOT / "desktop" / "sandtable" / "games" / "g1943_45"
PACKAGE_DIR = ROOT / "desktop" / "sandtable"
SEED = Path(os.environ.get("SANDTABLE_RULES_SEED", "/work/shared/seeds/000_ee0b107405368120.txt"))
FIRST, LAST = 492, 997

# Every '#' heading of the English rules in lines 492-997, as printed (markup removed).
HEADINGS: tuple[tuple[int, str], ...] = (
    (492, "INTRODUCTION"), (496, "MATERIALS"), (498, "Board"), (531, "Controlling a Zone"),
    (540, "Stacking"), (558, "Game pieces"), (572, "SETUP"), (582, "WIN THE GAME"),
    (592, "HOW TO PLAY"), (602, "Turn sequence"), (611, "REINFORCEMENTS"),
    (613, "Forces coming into play"), (621, "Forces Conversion"), (631, "IMPULSES"),
    (643, "MOVEMENT"), (645, "Land movement"), (659, "Air Movement"), (665, "Airports"),
    (669, "Fleet Movement"), (673, "Naval transport"), (685, "Intercepting Naval Transport"),
    (695, "COMBAT"), (701, "Procedure"), (707, "Results"), (719, "Losses"), (723, "In summary"),
    (730, "Retreat to Meet Casualties"), (740, "Occupying the Zone"), (744, "Landings (Allied Only)"),
    (758, "Fleet Bombardment"), (762, "Intercepting Landings"), (768, "FORCES"), (772, "Tanks"),
    (786, "Planes"), (796, "Air Bombardment"), (806, "Operational Range of Planes"),
    (818, "Positioning of Planes"), (822, "Elite units"), (830, "Paratroopers"), (842, "Partisans"),
    (852, "Fortified lines"), (856, "Fleets"), (866, "U-boats"), (874, "SUPPLY"),
    (878, "Supply sources"), (884, "Effects of being out of supply"), (888, "SURRENDER OF ITALY"),
    (898, "OVERLORD"), (904, "EVENTS"), (918, "DESCRIPTION OF ALLIED EVENTS"),
    (942, "DESCRIPTION OF AXIS EVENTS"), (960, "GAME SAMPLE"),
)
# The events described under the two DESCRIPTION headings (each gets its own row).
EVENTS: dict[str, tuple[str, ...]] = {
    "DESCRIPTION OF ALLIED EVENTS": ("Reinforcements", "Additional Impulse", "Stop Battle",
                                     "Logistical Effort", "Operational", "Reserves", "Strangle plan"),
    "DESCRIPTION OF AXIS EVENTS": ("Reinforcements", "Additional Impulse", "Stop Battle",
                                   "Logistics Effort", "Kesselring", "Reserves", "New Defensive Line"),
}

_CELL_HEAD = re.compile(r"^(?P<title>.+?) \((?P<a>\d+)(?:-(?P<b>\d+))?\)$")
_TEST_REF = re.compile(r"`(tests/[\w/]+\.py)::(\w+)`")
_CODE_REF = re.compile(r"`((?:board/)?[\w/]+\.py):([\w.]+)`")
_FILE_REF = re.compile(r"`((?:maps|docs|tools)/[^`]+)`")
_LINK = re.compile(r"\]\(#([^)]+)\)")


def norm(text: str) -> str:
    """Heading text without markup, case or trailing colon."""
    return re.sub(r"\s+", " ", text.replace("*", "").replace("#", "")).strip().rstrip(":").strip().lower()


def slug(heading: str) -> str:
    """GitHub's anchor for a markdown heading."""
    text = heading.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def _section(doc: str, title: str) -> str:
    start = doc.index(f"\n## {title}\n")
    end = doc.find("\n## ", start + 1)
    return doc[start:end if end >= 0 else len(doc)]


@cache
def index_rows() -> tuple[tuple[str, str, str, str], ...]:
    rows = []
    for line in _section(DOC.read_text(encoding="utf-8"), "Paragraph index").splitlines():
        if not line.startswith("| ") or line.startswith("| Paragraph") or line.startswith("|---"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split(" | ")]
        assert len(cells) == 4, f"a Paragraph index row needs 4 cells: {line[:80]}"
        rows.append((cells[0], cells[1], cells[2], cells[3]))
    return tuple(rows)


def parsed_heads() -> list[tuple[str, str | None, int, int]]:
    """(heading, sub-title or None, first line, last line) of every row."""
    out = []
    for head, *_ in index_rows():
        m = _CELL_HEAD.match(head)
        assert m, f"the first cell must read 'Heading [— part] (first-last)': {head}"
        title, sub = (m["title"].split(" — ", 1) + [None])[:2]
        a = int(m["a"])
        out.append((title, sub, a, int(m["b"] or a)))
    return out


@cache
def _defs(path: Path) -> dict[str, set[str]]:
    """Top-level names of a module -> attribute names (methods, class-level names) under each."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: dict[str, set[str]] = {}
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names[node.name] = set()
        elif isinstance(node, ast.ClassDef):
            members: set[str] = set()
            for item in node.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    members.add(item.name)
                elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                    members.add(item.target.id)
                elif isinstance(item, ast.Assign):
                    members.update(t.id for t in item.targets if isinstance(t, ast.Name))
            names[node.name] = members
        elif isinstance(node, ast.Assign):
            names.update({t.id: set() for t in node.targets if isinstance(t, ast.Name)})
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names[node.target.id] = set()
    return names


@cache
def _test_names(path: Path) -> set[str]:
    """Test functions, at module level or as methods of test classes (parametrised ones included)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
            found.add(node.name)
    return found


def symbol_problem(module: str, symbol: str) -> str | None:
    """Why `module.py:symbol` does not resolve (None when it does)."""
    path = (PACKAGE_DIR / module) if module.startswith("board/") else (GAME_DIR / module)
    if not path.is_file():
        return f"{module}: no such module"
    head, _, rest = symbol.partition(".")
    defs = _defs(path)
    if head not in defs:
        return f"{module}:{symbol}: {head} is not defined at module level"
    if rest and rest not in defs[head]:
        return f"{module}:{symbol}: {head} has no {rest}"
    return None


def test_the_heading_list_matches_the_rulebook_when_it_is_present() -> None:
    if not SEED.is_file():
        pytest.skip(f"rulebook text not found at {SEED}")
    lines = SEED.read_text(encoding="utf-8").splitlines()
    printed = [(n, norm(lines[n - 1])) for n in range(FIRST, LAST + 1) if lines[n - 1].startswith("#")]
    assert printed == [(n, norm(h)) for n, h in HEADINGS]
    text = "\n".join(lines[FIRST - 1:LAST])
    for names in EVENTS.values():
        for name in names:
            assert re.search(rf"^\**{re.escape(name)}\**\s*-", text, re.M | re.I), name


def test_every_rulebook_heading_and_event_has_a_row() -> None:
    heads = parsed_heads()
    titles = {norm(t) for t, _, _, _ in heads}
    missing = [h for _, h in HEADINGS if norm(h) not in titles]
    assert not missing, f"headings of the rules without a Paragraph index row: {missing}"
    unknown = sorted(titles - {norm(h) for _, h in HEADINGS})
    assert not unknown, f"rows naming no heading of the rules: {unknown}"
    for section, names in EVENTS.items():
        subs = {norm(s) for t, s, _, _ in heads if norm(t) == norm(section) and s}
        lost = [n for n in names if norm(n) not in subs]
        assert not lost, f"{section}: events without a row: {lost}"


def test_row_line_ranges_lie_inside_their_heading_and_follow_the_rulebook_order() -> None:
    start = {norm(h): n for n, h in HEADINGS}
    ends = {norm(h): (HEADINGS[i + 1][0] - 1 if i + 1 < len(HEADINGS) else LAST)
            for i, (_, h) in enumerate(HEADINGS)}
    previous = 0
    for title, _sub, a, b in parsed_heads():
        key = norm(title)
        where = f"{title} ({a}-{b}) is outside lines {start[key]}-{ends[key]}"
        assert start[key] <= a <= b <= ends[key], where
        assert a >= previous, f"{title} ({a}-{b}) is out of the rulebook's order"
        previous = a


def test_every_cited_test_exists() -> None:
    cited = 0
    for head, _, tests, _ in index_rows():
        for file, name in _TEST_REF.findall(tests):
            path = ROOT / file
            assert path.is_file(), f"{head}: {file} does not exist"
            assert name in _test_names(path), f"{head}: {file} defines no {name}"
            cited += 1
        leftover = _TEST_REF.sub("", tests)
        assert "`" not in leftover, f"{head}: a test is not written tests/file.py::name: {tests}"
    assert cited >= len(HEADINGS)


def test_every_cited_code_symbol_and_file_exists() -> None:
    cited = 0
    for head, code, _, notes in index_rows():
        for module, symbol in _CODE_REF.findall(code):
            problem = symbol_problem(module, symbol)
            assert problem is None, f"{head}: {problem}"
            cited += 1
        for file in _FILE_REF.findall(code + " " + notes):
            assert (ROOT / file).exists(), f"{head}: {file} does not exist"
        leftover = _FILE_REF.sub("", _CODE_REF.sub("", code))
        assert "`" not in leftover, f"{head}: unreadable code reference in {code}"
    assert cited >= len(HEADINGS)


def test_every_link_of_the_index_points_to_a_heading_of_the_doc() -> None:
    doc = DOC.read_text(encoding="utf-8")
    anchors = {slug(m) for m in re.findall(r"^#{1,6} (.+)$", doc, re.M)}
    for link in _LINK.findall(_section(doc, "Paragraph index")):
        assert link in anchors, f"link #{link} names no heading of {DOC.name}"


def test_the_checker_catches_a_renamed_test_and_a_missing_symbol(tmp_path: Path) -> None:
    # The guard itself: a renamed test or function must be reported, not silently accepted.
    fake = tmp_path / "test_fake.py"
    fake.write_text("def test_kept():\n    pass\n\n"
                    "class TestGroup:\n    def test_method(self):\n        pass\n")
    assert _test_names(fake) == {"test_kept", "test_method"}
    assert symbol_problem("build.py", "reinforcement_step") is None
    assert symbol_problem("state.py", "GameState.advance") is None
    assert "not defined" in (symbol_problem("build.py", "reinforcement_step_renamed") or "")
    assert "has no" in (symbol_problem("state.py", "GameState.no_such_method") or "")
    assert "no such module" in (symbol_problem("nowhere.py", "x") or "")
    assert norm("## **Landings (Allied Only)**") == "landings (allied only)"
    assert norm("#### In summary:") == "in summary"
