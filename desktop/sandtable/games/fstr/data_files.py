"""The From Salerno to Rome data a player edits in the game-data editor, and the checks
`sandtable validate` runs on this game's files (declarations only; no Qt, no rules).

`data_files()` lists the chart file and the counter list with their grids (the editor's
contract: `sandtable.editor.table_data`); the loaders of `charts.py` and `counters.py` are the
checks, so a grid can never save what the game would refuse. `FILE_CHECKS` maps a file's format
to its check: a scenario is loaded against the maps and counters of its folder and every broken
entry is named in its own sentence.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from sandtable.core.jsonfile import FileProblem, display_name, read_json_file
from sandtable.editor.table_data import (
    ABSENT,
    CellError,
    DataFile,
    KeyedRows,
    ListRows,
    compact_json,
    loader_check,
    parse_cell,
    show_cell,
)
from sandtable.games.fstr import charts, counters, scenario
from sandtable.games.fstr.terrain import default_folder


def _crt_cell(value: Any) -> str | None:
    try:
        charts.parse_crt_result(str(value))
    except ValueError as exc:
        return f"{exc}."
    return None


def _bombard_cell(value: Any) -> str | None:
    if value in charts.BOMBARD_RESULTS:
        return None
    return f"{show_cell(value)!r} is not a bombardment result (use {', '.join(charts.BOMBARD_RESULTS)})."


def _whole(value: Any) -> str | None:
    if isinstance(value, int) and not isinstance(value, bool):
        return None
    return f"{show_cell(value)!r} is not a whole number."


def _factor(value: Any) -> str | None:
    if value is None or (isinstance(value, int | float) and not isinstance(value, bool) and value >= 0):
        return None
    return f"{show_cell(value)!r} is not a number of 0 or more."


def _die_face(value: Any) -> str | None:
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 6:
        return None
    return f"{show_cell(value)!r} is not a die face from 0 to 6."


class CounterRows:
    """One row per unit counter of the list (formation by formation), its printed values as
    columns: a value the unit does not override shows its type's default (`is_default`); typing
    a value overrides it, clearing the cell goes back to the default."""

    title = "Counters"
    FIXED = ("formation", "unit", "type", "size")
    FACTORS = counters.NUMBER_FIELDS

    def __init__(self) -> None:
        self._cache: tuple[Any, list[tuple[int, int]]] = (None, [])

    def _entries(self, data: Any) -> list[tuple[int, int]]:
        """(formation index, unit index) per row; cached while the formation lists are the same."""
        forms = data.get("formations", []) if isinstance(data, dict) else []
        key = (id(data), id(forms), len(forms) if isinstance(forms, list) else 0)
        if self._cache[0] == key:
            return self._cache[1]
        out = []
        for f, form in enumerate(forms if isinstance(forms, list) else []):
            units = form.get("units", []) if isinstance(form, dict) else []
            out.extend((f, u) for u in range(len(units) if isinstance(units, list) else 0))
        self._cache = (key, out)
        return out

    def _unit(self, data: Any, row: int) -> tuple[dict[str, Any], dict[str, Any]]:
        f, u = self._entries(data)[row]
        form = data["formations"][f]
        raw = form["units"][u]
        if isinstance(raw, str):
            parts = (raw.split(":") + ["", "", ""])[:3]
            spec: dict[str, Any] = {"id": parts[0], "type": parts[1], "size": parts[2]}
        else:
            spec = dict(raw) if isinstance(raw, dict) else {}
        return form, spec

    def _defaults(self, data: Any, form: dict[str, Any], spec: dict[str, Any]) -> dict[str, Any]:
        types = data.get("types", {}).get(form.get("side"), {})
        found = types.get(f"{spec.get('type')}-{spec.get('size')}", {}) if isinstance(types, dict) else {}
        return found if isinstance(found, dict) else {}

    def headers(self, data: Any) -> list[str]:
        return [*self.FIXED, *self.FACTORS]

    def row_labels(self, data: Any) -> list[str]:
        return [str(n + 1) for n in range(len(self._entries(data)))]

    def _value(self, data: Any, row: int, column: int) -> tuple[Any, bool]:
        form, spec = self._unit(data, row)
        key = self.headers(data)[column]
        if key == "formation":
            return form.get("id", ""), False
        if key == "unit":
            return spec.get("id", ""), False
        if key in spec:
            return spec[key], False
        if key in self.FACTORS:
            return self._defaults(data, form, spec).get(key, ABSENT), True
        return ABSENT, False

    def cell(self, data: Any, row: int, column: int) -> str:
        return show_cell(self._value(data, row, column)[0])

    def is_default(self, data: Any, row: int, column: int) -> bool:
        return self._value(data, row, column)[1]

    def set_cell(self, data: Any, row: int, column: int, text: str) -> None:
        key = self.headers(data)[column]
        if key == "formation":
            raise CellError("a unit's formation is not typed here")
        f, u = self._entries(data)[row]
        _form, spec = self._unit(data, row)
        value = parse_cell(text)
        name = "id" if key == "unit" else key
        if value is ABSENT:
            if name in ("id", "type", "size"):
                raise CellError(f"a unit needs its {key}")
            spec.pop(name, None)
        else:
            spec[name] = value if name in self.FACTORS else show_cell(value)
        plain = set(spec) == {"id", "type", "size"} and all(isinstance(spec[k], str) for k in spec)
        data["formations"][f]["units"][u] = (
            f"{spec['id']}:{spec['type']}:{spec['size']}" if plain else spec
        )

    def cell_problem(self, data: Any, row: int, column: int) -> str | None:
        key = self.headers(data)[column]
        value, default = self._value(data, row, column)
        if key in self.FACTORS and not default and value is not ABSENT:
            return _factor(value)
        if key == "type" and value not in counters.UNIT_TYPES:
            return f"{show_cell(value)!r} is not a unit type ({', '.join(counters.UNIT_TYPES)})."
        return None


class ArtilleryRows:
    """One row per formation with an artillery counter: its fire and range, grey while they are
    the defaults of its level (`types.artillery`); typing overrides, clearing goes back."""

    title = "Artillery"
    COLUMNS = ("fire", "range")

    def _forms(self, data: Any) -> list[dict[str, Any]]:
        forms = data.get("formations", []) if isinstance(data, dict) else []
        return [f for f in forms if isinstance(f, dict) and isinstance(f.get("artillery"), dict)]

    def headers(self, data: Any) -> list[str]:
        return list(self.COLUMNS)

    def row_labels(self, data: Any) -> list[str]:
        return [str(f.get("id", "")) for f in self._forms(data)]

    def _value(self, data: Any, row: int, column: int) -> tuple[Any, bool]:
        form = self._forms(data)[row]
        key = self.COLUMNS[column]
        if key in form["artillery"]:
            return form["artillery"][key], False
        kind = form.get("kind")
        level = "division" if kind in ("division", "nebelwerfer") else kind
        defaults = data.get("types", {}).get("artillery", {}).get(level, {})
        return (defaults.get(key, ABSENT) if isinstance(defaults, dict) else ABSENT), True

    def cell(self, data: Any, row: int, column: int) -> str:
        return show_cell(self._value(data, row, column)[0])

    def is_default(self, data: Any, row: int, column: int) -> bool:
        return self._value(data, row, column)[1]

    def set_cell(self, data: Any, row: int, column: int, text: str) -> None:
        art = self._forms(data)[row]["artillery"]
        value = parse_cell(text)
        if value is ABSENT:
            art.pop(self.COLUMNS[column], None)
        else:
            art[self.COLUMNS[column]] = value

    def cell_problem(self, data: Any, row: int, column: int) -> str | None:
        value, default = self._value(data, row, column)
        return None if default or value is ABSENT else _factor(value)


def _types_table(side: str) -> KeyedRows:
    return KeyedRows(f"Counter defaults ({side})", ("types", side), columns=counters.NUMBER_FIELDS,
                     check=_factor)


def data_files(folder: Path | None = None) -> list[DataFile]:
    """The chart file and the counter list of `folder` (maps/fstr by default)."""
    root = default_folder() if folder is None else Path(folder)
    chart_tables: list[Any] = [
        ListRows("CRT", ("crt", "rows"), ("crt", "columns"), check=_crt_cell),
        ListRows("Bombardment", ("bombardment", "rows"), ("bombardment", "columns"), "name",
                 check=_bombard_cell),
        KeyedRows("Tactical support", ("support", "rolls"), columns=("drm", "columns"), check=_whole),
        KeyedRows("Terrain effects", ("tec", "terrain")),
        KeyedRows("Terrain features", ("tec", "features")),
        KeyedRows("Hexsides", ("tec", "hexsides")),
        KeyedRows("Roads", ("tec", "roads")),
        KeyedRows("Mountain troops", ("tec", "mountain_troops"), value_column="value"),
        KeyedRows("Weather", ("weather", "bad_on_or_below"), value_column="bad on or below",
                  check=_die_face),
        KeyedRows("Operation costs", ("operations", "costs"), columns=("ap", "source")),
        KeyedRows("AP calendar", ("ap_calendar", "turns"), check=_whole),
        KeyedRows("Drop distance", ("drop", "distance"), value_column="hexes", check=_whole),
        KeyedRows("Drop direction", ("drop", "direction"), value_column="direction"),
    ]
    counter_tables: list[Any] = [CounterRows(), ArtilleryRows(), _types_table("allied"), _types_table("axis"),
                                 KeyedRows("Artillery defaults", ("types", "artillery"), check=_factor)]
    return [
        DataFile("Charts", root / "charts.json", chart_tables,
                 loader_check(charts.charts_from_json, "charts.json"), lambda d: compact_json(d, 3)),
        DataFile("Counters", root / "counters.json", counter_tables,
                 loader_check(counters.counters_from_json, "counters.json"), lambda d: compact_json(d, 2)),
    ]


# ----- sandtable validate -------------------------------------------------------------------
_ENTRY = re.compile(r"\b(setup|reinforcements) entry (\d+)\b")
_LISTS = ("setup", "reinforcements")
_TAIL = ("terminals", "victory")


def _scenario_problem(data: dict[str, Any], maps: Any, units: Any, what: str, tec: Any = None) -> str | None:
    try:
        scenario.scenario_from_json(copy.deepcopy(data), maps, units, what, tec)
    except FileProblem as exc:
        return str(exc)
    except (KeyError, TypeError, AttributeError, ValueError) as exc:
        return f"{what}: an entry is malformed ({exc})"
    return None


def scenario_problems(path: str | Path) -> tuple[list[str], str]:
    """Every problem of a scenario file, one sentence each, and a summary when there is none.

    The loader stops at the first problem, so the file is checked in parts: the scenario without
    its placements, then each set-up and reinforcement entry added to the sound ones before it
    (the sentence keeps the entry's number in the file), then the whole."""
    from sandtable.board.hexmap import HexMapError, load_hexmap

    what = display_name(path)
    try:
        data = read_json_file(path)
    except FileProblem as exc:
        return [str(exc)], ""
    folder = Path(path).resolve().parent.parent
    beside = ("counters.json", "charts.json", "map1.json")
    if not all((folder / name).is_file() for name in beside):  # a copy outside a whole data folder:
        folder = default_folder()  # the shipped data (a stray counters.json alone is not a data folder)
    try:
        units = counters.load_counters(folder / "counters.json")
        maps = {p.stem: load_hexmap(p) for p in sorted(folder.glob("map*.json"))}
        tec = charts.load_charts(folder / "charts.json").tec  # the set-up is placed: stacking (10)
    except (FileProblem, HexMapError) as exc:
        return [f"{what}: the game data beside it cannot be read ({exc})"], ""
    whole = _scenario_problem(data, maps, units, what, tec)
    if whole is None:
        setup, reinf = data.get("setup", []), data.get("reinforcements", [])
        turns = data.get("turns", {})
        return [], (f"FSTR scenario {data.get('name')}, turns {turns.get('first')}-{turns.get('last')}, "
                    f"{len(setup)} set-up entries, {len(reinf)} reinforcement entries")
    if not isinstance(data, dict):
        return [whole], ""
    problems: list[str] = []
    base = {k: v for k, v in data.items() if k not in _LISTS}
    base.update(setup=[], reinforcements=[])
    head = _scenario_problem(base, maps, units, what)
    if head is not None:
        problems.append(head)
        trimmed = {k: ({} if k in _TAIL else v) for k, v in base.items()}
        if _scenario_problem(trimmed, maps, units, what) is not None:
            return problems, ""  # the scenario's head is broken: the entries cannot be read
        base = trimmed
    good: dict[str, list[tuple[int, Any]]] = {key: [] for key in _LISTS}
    for key in _LISTS:
        entries = data.get(key, [])
        if not isinstance(entries, list):
            problems.append(f"{what}: {key} must be a list")
            continue
        for n, entry in enumerate(entries, start=1):
            trial = {**good, key: [*good[key], (n, entry)]}
            test = dict(base, **{k: [e for _, e in v] for k, v in trial.items()})
            sentence = _scenario_problem(test, maps, units, what, tec)
            if sentence is None:
                good[key].append((n, entry))
                continue
            numbers = {k: [m for m, _ in v] for k, v in trial.items()}
            problems.append(_ENTRY.sub(partial(_renumber, numbers), sentence))
    return problems or [whole], ""


def _renumber(numbers: dict[str, list[int]], match: re.Match[str]) -> str:
    """'setup entry 3' of a trial list -> the same entry's number in the file."""
    index = int(match.group(2)) - 1
    listed = numbers.get(match.group(1), [])
    return f"{match.group(1)} entry {listed[index] if 0 <= index < len(listed) else index + 1}"


def _data_check(loader: Callable[[Any, str], Any], kind: str) -> Callable[[str], tuple[list[str], str]]:
    """`sandtable validate` of the chart file or the counter list: the game's own loader."""

    def check(path: str) -> tuple[list[str], str]:
        what = display_name(path)
        try:
            data = read_json_file(path)
        except FileProblem as exc:
            return [str(exc)], ""
        problems = loader_check(loader, what)(data)
        return problems, ("" if problems else f"FSTR {kind}")

    return check


FILE_CHECKS: dict[str, Callable[[str], tuple[list[str], str]]] = {
    scenario.FORMAT: scenario_problems,
    charts.FORMAT: _data_check(charts.charts_from_json, "charts"),
    counters.FORMAT: _data_check(counters.counters_from_json, "counters"),
}
