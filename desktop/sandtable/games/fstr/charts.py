"""The From Salerno to Rome charts as data (maps/fstr/charts.json): CRT, bombardment, tactical
support, weather, terrain effects, operation costs, AP calendar, dice tables.

The printed charts are lost (spec games/fstr.md section 7). The file lists, per chart, the
cells the rulebook text fixes ("printed") and the loader refuses a table that contradicts one
of them, so a typo in a reconstruction can never change a fact. The lookups here are the
chart reading rules the text gives (seed 003 line 699: ratio rounded down, 1:3 and 6:1 the end
columns; 2d6 plus modifiers); the rules engine (next issue) calls them.
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from sandtable.core.jsonfile import FileProblem, display_name, read_json_file

FORMAT = "sandtable-fstr-charts"
SCHEMA = 1
ROLLS = tuple(range(2, 13))
BOMBARD_RESULTS = ("-", "E", "G", "R", "L", "L+E")
REQUIRED_CHARTS = (
    "tracks",
    "crt",
    "bombardment",
    "support",
    "weather",
    "tec",
    "operations",
    "ap_calendar",
    "drop",
)
_TOKEN = re.compile(r"^(A|D)(\d)(R?)(\*?)$")


class ChartFileError(FileProblem):
    """The chart file cannot be used; one sentence saying which chart and cell."""


@dataclass(frozen=True)
class CrtResult:
    """One CRT cell: step losses, a defender retreat, END OPS for either side (seed 003 lines 755-785)."""

    text: str
    attacker_steps: int = 0
    defender_steps: int = 0
    defender_retreats: bool = False
    attacker_end_ops: bool = False
    defender_end_ops: bool = False


def parse_crt_result(text: str) -> CrtResult:
    """'A1* D1*', 'D1R', 'A2*', '-' -> CrtResult; ValueError with the reason if malformed."""
    if text.strip() == "-":
        return CrtResult("-")
    values: dict[str, Any] = {}
    for token in text.split():
        m = _TOKEN.match(token)
        if m is None:
            raise ValueError(f"{token!r} is not a CRT result (write A<n>, D<n>, D<n>R, with * for END OPS)")
        side, n, retreat, star = m.groups()
        if side == "A":
            if retreat or "attacker_steps" in values:
                raise ValueError(f"{text!r}: the attacker never retreats and has one loss entry")
            values.update(attacker_steps=int(n), attacker_end_ops=bool(star))
        else:
            if "defender_steps" in values:
                raise ValueError(f"{text!r} names the defender twice")
            values.update(defender_steps=int(n), defender_retreats=bool(retreat), defender_end_ops=bool(star))
    if not values:
        raise ValueError("an empty CRT cell must be written '-'")
    return CrtResult(text, **values)


@dataclass(frozen=True)
class Charts:
    crt_columns: tuple[str, ...]
    crt: Mapping[int, tuple[CrtResult, ...]]
    bombard_columns: tuple[tuple[str, int], ...]  # (name, first fire factor)
    bombard: Mapping[int, tuple[str, ...]]
    bombard_shifts: Mapping[str, Any]
    support: Mapping[int, Mapping[str, int]]
    weather_bad_on_or_below: Mapping[int, int]
    always_fine_turns: frozenset[int]
    tec: Mapping[str, Any]
    operations: Mapping[str, Any]
    ap_calendar: Mapping[int, Mapping[str, int]]
    drop_distance: Mapping[int, int]
    drop_direction: Mapping[int, str]
    raw: Mapping[str, Any]

    # ----- CRT ------------------------------------------------------------------------------
    def crt_column(self, attack: float, defence: float) -> int:
        """Column index of attack:defence, rounded down against the attacker, clamped to 1:3 .. 6:1."""
        if defence <= 0:
            return len(self.crt_columns) - 1
        names = list(self.crt_columns)
        ratio = attack / defence
        if ratio >= 1:
            name = f"{min(math.floor(ratio + 1e-9), 6)}:1"
        else:
            k = math.ceil(defence / attack - 1e-9) if attack > 0 else 3
            name = f"1:{min(k, 3)}"
        return names.index(name)

    def crt_result(self, column: int, roll: int) -> CrtResult:
        """The cell after column shifts and die modifiers (both clamped to the printed table, C49/G3)."""
        column = max(0, min(len(self.crt_columns) - 1, column))
        roll = max(ROLLS[0], min(ROLLS[-1], roll))
        return self.crt[roll][column]

    # ----- bombardment ----------------------------------------------------------------------
    def bombard_column(self, fire: int, shift: int = 0) -> int:
        base = 0
        for i, (_name, first) in enumerate(self.bombard_columns):
            if fire >= first:
                base = i
        return max(0, min(len(self.bombard_columns) - 1, base + shift))

    def bombard_result(self, column: int, roll: int) -> str:
        roll = max(ROLLS[0], min(ROLLS[-1], roll))
        return self.bombard[roll][max(0, min(len(self.bombard_columns) - 1, column))]

    def bombard_shift(self, *, moving: bool, dots: float, terrain: str) -> int:
        """Cumulative shifts (errata): target moving, size of the target in dots (C41), terrain."""
        s = self.bombard_shifts
        shift = s["moving"]["shift"] if moving else 0
        if dots <= 1:
            shift += s["size_1_dot"]["shift"]
        elif dots >= 4:
            shift += s["size_4_plus_dots"]["shift"]
        else:
            shift += s["size_2_3_dots"]["shift"]
        return shift + int(s["terrain"].get(terrain, 0))

    # ----- the rest ---------------------------------------------------------------------------
    def support_result(self, roll: int) -> Mapping[str, int]:
        return self.support[max(ROLLS[0], min(ROLLS[-1], roll))]

    def weather(self, turn: int, roll: int) -> str:
        if turn in self.always_fine_turns:
            return "fine"
        return "bad" if roll <= self.weather_bad_on_or_below.get(turn, 0) else "fine"

    def column_name(self, column: int) -> str:
        return self.crt_columns[column]


MAX_TRACK_BOXES = 50


def _fail(what: str, message: str) -> ChartFileError:
    return ChartFileError(f"{what}: {message}")


def _rows(table: Any, width: int, what: str, chart: str) -> dict[int, list[Any]]:
    rows = table.get("rows") if isinstance(table, dict) else None
    if not isinstance(rows, dict) or sorted(rows, key=str) != sorted((str(r) for r in ROLLS), key=str):
        raise _fail(what, f"the {chart} needs one row for each roll from 2 to 12")
    out = {}
    for key, row in rows.items():
        if not isinstance(row, list) or len(row) != width:
            raise _fail(what, f"{chart} row {key} must have {width} cells, one per column")
        out[int(key)] = row
    return out


def _int_map(value: Any, what: str, where: str) -> dict[int, Any]:
    if not isinstance(value, dict):
        raise _fail(what, f"{where} must be an object keyed by number")
    try:
        return {int(k): v for k, v in value.items()}
    except ValueError:
        raise _fail(what, f"{where} must be keyed by whole numbers") from None


def charts_from_json(data: Any, what: str = "chart file") -> Charts:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _fail(what, f"it is not a chart file (format must be {FORMAT!r})")
    if data.get("schema") != SCHEMA:
        raise _fail(what, f"schema {data.get('schema')!r} is not supported (this Sandtable reads {SCHEMA})")
    for key in REQUIRED_CHARTS:
        if not isinstance(data.get(key), dict):
            raise _fail(what, f"the {key} chart is missing")
    air = data.get("air", {})  # 9.8: the aircraft counts and die faces the engine adds up (int())
    if not isinstance(air, dict):
        raise _fail(what, "the air chart must be an object")
    for key, value in air.items():
        whole = isinstance(value, int) and not isinstance(value, bool)
        if key != "source" and not (whole and 0 <= value <= 99):
            raise _fail(what, f"the air chart's {key} must be a whole number from 0 to 99")
    for track in ("turn", "impulse"):  # track lengths size loops: bounded far beyond the printed 10 and 7
        boxes = data["tracks"].get(track, {}).get("boxes")
        if isinstance(boxes, bool) or not isinstance(boxes, int) or not 1 <= boxes <= MAX_TRACK_BOXES:
            raise _fail(what, f"the {track} track needs a whole number of boxes from 1 to {MAX_TRACK_BOXES}")
    box = data["tracks"].get("bari_port_box", {}).get("capacity_dots")  # 9.5.7, line 561
    if isinstance(box, bool) or not isinstance(box, int) or not 0 <= box <= 99:
        raise _fail(what, "the Bari Port Box track needs a capacity of 0 to 99 dots (capacity_dots)")
    crt_raw = data["crt"]
    columns = crt_raw.get("columns")
    if (
        not isinstance(columns, list)
        or not columns
        or not all(re.fullmatch(r"\d:\d", str(c)) for c in columns)
    ):
        raise _fail(what, "the CRT columns must be odds like '1:3' ... '6:1'")
    crt: dict[int, tuple[CrtResult, ...]] = {}
    for roll, row in _rows(crt_raw, len(columns), what, "CRT").items():
        try:
            crt[roll] = tuple(parse_crt_result(str(cell)) for cell in row)
        except ValueError as exc:
            raise _fail(what, f"CRT row {roll}: {exc}") from None
    bomb_raw = data["bombardment"]
    bcols = bomb_raw.get("columns")
    if (
        not isinstance(bcols, list)
        or not bcols
        or not all(isinstance(c, dict) and isinstance(c.get("from"), int) for c in bcols)
    ):
        raise _fail(what, "the bombardment columns must be objects with a name and the first fire factor")
    firsts = [c["from"] for c in bcols]
    if firsts != sorted(set(firsts)):
        raise _fail(what, "the bombardment columns must start at increasing fire factors")
    bombard: dict[int, tuple[str, ...]] = {}
    for roll, row in _rows(bomb_raw, len(bcols), what, "bombardment table").items():
        bad = [c for c in row if c not in BOMBARD_RESULTS]
        if bad:
            raise _fail(
                what,
                f"bombardment row {roll} has unknown result {bad[0]!r} (use {', '.join(BOMBARD_RESULTS)})",
            )
        bombard[roll] = tuple(row)
    shifts = bomb_raw.get("shifts")
    if not isinstance(shifts, dict) or not all(
        isinstance(shifts.get(k), dict) and isinstance(shifts[k].get("shift"), int)
        for k in ("moving", "size_1_dot", "size_2_3_dots", "size_4_plus_dots")
    ):
        raise _fail(
            what, "the bombardment shifts need moving, size_1_dot, size_2_3_dots and size_4_plus_dots"
        )
    support = _int_map(data["support"].get("rolls"), what, "support rolls")
    if sorted(support) != list(ROLLS) or not all(
        isinstance(v, dict) and set(v) <= {"drm", "columns"} and all(isinstance(x, int) for x in v.values())
        for v in support.values()
    ):
        raise _fail(what, "the support table needs rolls 2 to 12, each with whole-number drm and/or columns")
    weather_raw = data["weather"]
    bad_on = _int_map(weather_raw.get("bad_on_or_below"), what, "weather bad_on_or_below")
    if not all(isinstance(v, int) and 0 <= v <= 6 for v in bad_on.values()):
        raise _fail(what, "weather bad_on_or_below values must be die faces from 0 to 6")
    always_fine = frozenset(int(t) for t in weather_raw.get("always_fine_turns", []))
    calendar = {
        t: MappingProxyType(dict(v))
        for t, v in _int_map(data["ap_calendar"].get("turns"), what, "AP calendar turns").items()
    }
    drop = data["drop"]
    distance = _int_map(drop.get("distance"), what, "drop distance")
    direction = _int_map(drop.get("direction"), what, "drop direction")
    if sorted(distance) != list(range(1, 7)) or sorted(direction) != list(range(1, 7)):
        raise _fail(what, "the drop tables need one entry for each die face 1 to 6")
    charts = Charts(
        tuple(str(c) for c in columns),
        MappingProxyType(crt),
        tuple((str(c.get("name", c["from"])), c["from"]) for c in bcols),
        MappingProxyType(bombard),
        MappingProxyType(shifts),
        MappingProxyType({k: MappingProxyType(v) for k, v in support.items()}),
        MappingProxyType(bad_on),
        always_fine,
        MappingProxyType(data["tec"]),
        MappingProxyType(data["operations"]),
        MappingProxyType(calendar),
        MappingProxyType(distance),
        MappingProxyType(direction),
        MappingProxyType(data),
    )
    _check_printed(charts, data, what)
    return charts


def _check_printed(charts: Charts, data: dict[str, Any], what: str) -> None:
    """Every printed cell must read back from the table: a fact is never overwritten by accident."""
    for cell in data["crt"].get("printed", []):
        col = charts.crt_columns.index(cell["column"]) if cell["column"] in charts.crt_columns else None
        if col is None or charts.crt[cell["roll"]][col] != parse_crt_result(cell["result"]):
            raise _fail(
                what,
                f"CRT {cell['column']} roll {cell['roll']} must read {cell['result']!r} "
                f"as printed ({cell['source']})",
            )
    names = [n for n, _ in charts.bombard_columns]
    for cell in data["bombardment"].get("printed", []):
        if (
            cell["column"] not in names
            or charts.bombard[cell["roll"]][names.index(cell["column"])] != cell["result"]
        ):
            raise _fail(
                what,
                f"bombardment {cell['column']} roll {cell['roll']} must read {cell['result']!r} "
                f"as printed ({cell['source']})",
            )
    for cell in data["support"].get("printed", []):
        if dict(charts.support[cell["roll"]]) != cell["result"]:
            raise _fail(
                what, f"support roll {cell['roll']} must read {cell['result']} as printed ({cell['source']})"
            )
    for cell in data["weather"].get("printed", []):
        if charts.weather(cell["turn"], cell["roll"]) != cell["result"]:
            raise _fail(
                what,
                f"weather turn {cell['turn']} roll {cell['roll']} must be {cell['result']} "
                f"as printed ({cell['source']})",
            )


def load_charts(path: str | os.PathLike[str]) -> Charts:
    try:
        data = read_json_file(path)
    except FileProblem as exc:
        raise ChartFileError(str(exc)) from None
    try:
        return charts_from_json(data, display_name(path))
    except (KeyError, TypeError) as exc:
        raise ChartFileError(f"{display_name(path)}: a chart entry is malformed ({exc})") from None
