"""Hostile files for the games beside 1943-45 (issue #15): D-Day, Revised and FSTR scenarios, data
files, saves and records, built from the shipped maps (so made on the fly, like the 1943-45
entries derived from its board). Used by tools/make_hostile_corpus.py (`derived_entries`,
`run_entry`), tests/test_hostile_files.py and bench/hostile.py.

Kinds beside make_hostile_corpus's: "revised-scenario" (aa_revised.load_scenario, the loader of a
scenario file), "fstr-scenario" (the game-data editor's check, `scenario_problems`, then the
loader), "fstr-counters", "fstr-charts" (their loaders) and "fstr-map" (the map loader, the file
standing as map1.json). D-Day has no scenario file of its own to open: its scenarios arrive inline
in saves and records.
"""

from __future__ import annotations

import copy
import json
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
MAPS = ROOT / "maps"
Entry = tuple[str, str, bytes]
KINDS = ("revised-scenario", "fstr-scenario", "fstr-counters", "fstr-charts", "fstr-map")


def _dump(value: Any) -> bytes:
    return json.dumps(value, separators=(",", ":")).encode("utf-8")


def _shipped(relative: str) -> Any:
    return json.loads((MAPS / relative).read_text(encoding="utf-8"))


def _changed(relative: str, change: Callable[[Any], None]) -> Any:
    data = copy.deepcopy(_shipped(relative))
    change(data)
    return data


def _save(game: str, scenario: Any, **record: Any) -> dict[str, Any]:
    return {"format": "sandtable-save", "schema": 2, "saved_at": "2026-11-24T00:00:00+00:00", "meta": {},
            "record": {"game": game, "scenario": scenario, "options": {}, "seed": 1, "actions": [], **record}}


def _set(path: tuple[Any, ...], value: Any) -> Callable[[Any], None]:
    def change(data: Any) -> None:
        for step in path[:-1]:
            data = data[step]
        data[path[-1]] = value
    return change


def _dday(change: Callable[[Any], None]) -> Any:
    return _changed("aa-dday/scenario.json", change)


def dday_entries() -> Iterator[Entry]:
    inline = {
        "turns-huge": _set(("turns", "value"), 10**9),
        "turns-float": _set(("turns", "value"), 10.0),
        "stacking-negative": _set(("stacking", "land_units_per_side"), -1),
        "capacity-huge": _set(("beach_boxes", 0, "capacity"), 10**6),
        "setup-count-text": _set(("setup", "zones", "caen", "germany", "tank"), "3"),
        "setup-count-huge": _set(("setup", "zones", "caen", "germany", "tank"), 10**9),
        "fate-card-17": _set(("fate_cards", 0, "n"), 17),
        "tactics-card-twice": lambda d: d["tactics_cards"].append(copy.deepcopy(d["tactics_cards"][0])),
        "zone-number-twice": lambda d: d["zones"][1].update(number=d["zones"][0]["number"]),
        "zone-number-negative": _set(("zones", 0, "number"), -1),
        "chart-of-a-million-units": lambda d: d["charts"][0].update(
            rows=[[{"units": "I" * 200}] for _ in range(5000)]),
        "zones-10000": lambda d: d.update(zones=[
            {"id": f"z{n}", "number": n, "name": f"Z{n}"} for n in range(10_000)]),
        "unknown-unit-type": lambda d: d["unit_types"].update(dragon={"attack": 6}),
    }
    for name, change in inline.items():
        yield "save", f"dday-inline-{name}.json", _dump(_save("aa-dday", _dday(change)))
    yield "record", "dday-options-players-9.json", _dump(_save("aa-dday", "default",
                                                              options={"players": 9})["record"])
    yield "record", "dday-options-unknown.json", _dump(_save("aa-dday", "default",
                                                            options={"teleport": True})["record"])
    yield "save", "dday-action-illegal.json", _dump(_save("aa-dday", "default",
                                                          actions=[{"kind": "move", "unit": "tank"}]))


def revised_entries() -> Iterator[Entry]:
    spoil = {
        "not-a-scenario": lambda d: d.update(game="chess"),
        "newer-schema": lambda d: d.update(schema=99),
        "power-order-twice": lambda d: d["powers"]["order"].append(d["powers"]["order"][0]),
        "two-complexes": _set(("setup", "units", "western_united_states", "usa", "industrial_complex"), 2),
    }
    scenario = _shipped("aa-revised/scenario.json")
    counts = [path for path in _whole_numbers(scenario) if "count" in str(path[-1]) or "ipc" in str(path[-1])]
    for n, path in enumerate(counts[:3]):
        spoil[f"number-{n}-negative"] = _set(path, -1)
        spoil[f"number-{n}-huge"] = _set(path, 10**12)
        spoil[f"number-{n}-float"] = _set(path, 1.5)
    for name, change in spoil.items():
        data = _changed("aa-revised/scenario.json", change)
        yield "revised-scenario", f"revised-{name}.json", _dump(data)
        yield "save", f"revised-inline-{name}.json", _dump(_save("aa-revised", data))
    yield "record", "revised-options-players-1.json", _dump(_save("aa-revised", "default",
                                                                 options={"players": 1})["record"])


def _whole_numbers(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _whole_numbers(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _whole_numbers(item, (*path, index))
    elif isinstance(value, int) and not isinstance(value, bool):
        yield path


def fstr_entries() -> Iterator[Entry]:
    ortona = "fstr/scenarios/ortona.json"
    scenarios = {
        "turns-huge": lambda d: d.update(turns={"first": 1, "last": 10**9}),
        "turns-float": lambda d: d.update(turns={"first": 1.0, "last": 2}),
        "setup-of-100000": lambda d: d.update(setup=[copy.deepcopy(d["setup"][0])] * 100_000),
        "unknown-key": lambda d: d.update(colour="red"),
        "impulse-negative": _set(("reinforcements", 0, "impulse"), -3),
        "impulse-huge": _set(("reinforcements", 0, "impulse"), 10**9),
        "turn-text": _set(("reinforcements", 0, "turn"), "4"),
        "reserve-markers-huge": _set(("reserve_markers", "allied"), 10**9),
        # Set-ups where no unit may stand (rule 4, 10, 11; tests/test_fstr_setup_sides.py): Ortona's
        # Allied entries on the hexes the Axis, setting up first, holds; in the sea; off the board;
        # and two entries squeezed into hexes that cannot stack them.
        "setup-on-the-other-sides-hex": _set(("setup", 7, "zone"), {"at": "Lanciano"}),
        "setup-in-the-sea": _set(("setup", 12, "zone"), {"within": 1, "of": "Ortona", "terrain": "sea"}),
        "setup-off-the-board": _set(("setup", 10, "zone"), {"at": "Rome"}),
        "setup-with-no-room": lambda d: [d["setup"][n]["zone"].update(within=0) for n in (8, 9)] and None,
    }
    for name, change in scenarios.items():
        yield "fstr-scenario", f"fstr-scenario-{name}.json", _dump(_changed(ortona, change))
    counters = {
        "move-float": _set(("types", "allied", "inf-X", "move"), 1.5),
        "move-null": _set(("types", "allied", "inf-X", "move"), None),
        "steps-huge": _set(("types", "allied", "inf-X", "steps"), 10**9),
        "range-negative": _set(("types", "artillery", "division", "range"), -2),
        "fire-huge": _set(("types", "artillery", "corps", "fire"), 10**9),
    }
    for name, change in counters.items():
        yield "fstr-counters", f"fstr-counters-{name}.json", _dump(_changed("fstr/counters.json", change))
    charts = {
        "impulse-track-huge": _set(("tracks", "impulse", "boxes"), 10**9),
        "turn-track-huge": _set(("tracks", "turn", "boxes"), 10**9),
        "crt-cell-huge": lambda d: d.update(crt=10**9),
        "weather-rows-text": lambda d: d.update(weather="rain"),
    }
    for name, change in charts.items():
        yield "fstr-charts", f"fstr-charts-{name}.json", _dump(_changed("fstr/charts.json", change))
    layout = _shipped("fstr/map1.json")["layout"]
    maps = {f"layout-{key}-{value}": _set(("layout", key), value)
            for key in layout if isinstance(layout[key], int) and not isinstance(layout[key], bool)
            for value in (-1, 10**9, 2.0)}
    for name, change in maps.items():
        yield "fstr-map", f"fstr-map-{name}.json", _dump(_changed("fstr/map1.json", change))
    yield "save", "fstr-inline-scenario.json", _dump(_save("fstr", _shipped(ortona)))
    yield "save", "fstr-scenario-path.json", _dump(_save("fstr", "../../../etc/passwd"))
    yield "record", "fstr-options-mistyped.json", _dump(_save("fstr", "ortona",
                                                             options={"opt.21": "yes"})["record"])


def entries() -> Iterator[Entry]:
    yield from dday_entries()
    yield from revised_entries()
    yield from fstr_entries()


def run_game_entry(kind: str, path: Path) -> tuple[bool, str]:
    """Feed a file of one of KINDS to its loader; (refused, the one message). Only the loader's own
    error (a FileProblem or the game's ScenarioError) counts as a refusal; anything else escapes."""
    from sandtable.core.jsonfile import FileProblem

    try:
        if kind == "revised-scenario":
            from sandtable.games.aa_revised import ScenarioError, load_scenario

            try:
                load_scenario(path)
            except ScenarioError as exc:
                return True, str(exc)
        elif kind == "fstr-scenario":
            from sandtable.games.fstr.data_files import scenario_problems

            problems, _ = scenario_problems(path)
            return bool(problems), problems[0] if problems else ""
        elif kind == "fstr-counters":
            from sandtable.games.fstr.counters import load_counters

            load_counters(path)
        elif kind == "fstr-charts":
            from sandtable.games.fstr.charts import load_charts

            load_charts(path)
        elif kind == "fstr-map":
            from sandtable.games.fstr.terrain import load_map

            with tempfile.TemporaryDirectory() as folder:
                shutil.copy(path, Path(folder) / "map1.json")
                load_map("map1", folder)
        else:
            raise ValueError(f"unknown kind {kind!r}")
    except FileProblem as exc:
        return True, str(exc)
    return False, ""
