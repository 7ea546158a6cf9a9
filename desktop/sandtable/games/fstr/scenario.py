"""FSTR scenario files (maps/fstr/scenarios/*.json): typed model, strict loader, cross-checks.

A scenario names its maps and area, turns, activation points, the set-up as placement zones
(rule 22, seed 003 lines 957-1440: the text places units relative to towns), reinforcements,
supply terminals, marker counts, special rules and victory conditions. The loader checks the
file against the maps and the counter list and turns every problem into one sentence
(`ScenarioError`) naming the entry: an unknown unit, a unit placed twice, a town no map has,
a zone with no room, a reinforcement outside the scenario's turns.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sandtable.board.hexlayout import parse_label
from sandtable.board.hexmap import HexMap
from sandtable.core.jsonfile import FileProblem, display_name, read_json_file
from sandtable.games.fstr.charts import MAX_TRACK_BOXES
from sandtable.games.fstr.counters import CounterSet
from sandtable.games.fstr.terrain import MAP_IDS
from sandtable.games.fstr.zones import ZoneError, area_hexes, default_placement, stacking_limit, zone_hexes

FORMAT = "sandtable-fstr-scenario"
SCHEMA = 1
SIDES = ("allied", "axis")
AP_POOLS = ("axis", "V Army", "VIII Army", "XV AG")
SCENARIO_IDS = ("ortona", "salerno", "anzio", "diadem", "kesselring", "campaign")
_TOP_KEYS = {
    "format",
    "schema",
    "id",
    "name",
    "rule",
    "source",
    "maps",
    "area",
    "turns",
    "ap",
    "sets_up_first",
    "setup",
    "reinforcements",
    "withdrawals",
    "terminals",
    "reserve_markers",
    "rules",
    "victory",
    "provenance",
    "seam",
}
_ENTRY_KEYS = {"side", "units", "zone", "map", "reserve", "note", "turn", "impulse", "source"}


MAX_RESERVE_MARKERS = 99  # the box has a handful; a number a count of markers never reaches


class ScenarioError(FileProblem):
    """A scenario file that cannot be used; one sentence naming the entry and the problem."""


@dataclass(frozen=True)
class Placement:
    """Units that start (or arrive) together in one zone."""

    side: str
    units: tuple[str, ...]
    map: str
    zone: frozenset[str]
    spec: Mapping[str, Any]
    reserve: bool = False
    turn: int | None = None
    impulse: int | None = None
    number: int = 0  # the entry's number in its list of the file (1 = the first), for messages


@dataclass(frozen=True)
class Scenario:
    id: str
    name: str
    maps: tuple[str, ...]
    area: Mapping[str, frozenset[str]]  # map id -> hexes in play
    first_turn: int
    last_turn: int
    ap: Mapping[str, Any]
    sets_up_first: str
    setup: tuple[Placement, ...]
    reinforcements: tuple[Placement, ...]
    terminals: Mapping[str, Any]
    reserve_markers: Mapping[str, int]
    rules: Mapping[str, Any]
    victory: Mapping[str, Any]
    raw: Mapping[str, Any] = field(repr=False, default_factory=dict)
    what: str = "scenario"  # the file's name in messages

    def default_placement(
        self, maps: Mapping[str, HexMap], counters: CounterSet, tec: Mapping[str, Any], rules_v1: bool = False
    ) -> dict[str, tuple[str, str]]:
        """unit id -> (map, hex) for every set-up unit on the map (HQs live on the command display).

        Rule 4 (seed 003 lines 313-317) and each scenario name who sets up first; the other side
        then sets up in the hexes of its zones the first side left free (no hex holds both sides'
        units, 11, line 623), so zones that overlap (both sides on map 1's south edge in Salerno)
        are sound. Raises `ScenarioError` naming the unit and the hex when a unit has no hex of its
        zone free of the enemy, or no hex of its zone with room (10, lines 613-617).

        `rules_v1` (option fstr.setup_v1, saves of rules version 1): both sides' zones at once,
        tightest first, unchecked; the engine then moved the second side off the first's hexes."""
        if rules_v1:
            return self._placement_v1(maps, counters, tec)
        used: dict[tuple[str, str], float] = {}
        out: dict[str, tuple[str, str]] = {}
        held: set[tuple[str, str]] = set()  # hexes the side that set up first holds
        first = [e for e in self.setup if e.side == self.sets_up_first]
        second = [e for e in self.setup if e.side != self.sets_up_first]
        # Within a side, the tightest zones first, so a unit free to go elsewhere never takes the
        # room of one that is not.
        for entry in sorted(first, key=lambda e: len(e.zone)) + sorted(second, key=lambda e: len(e.zone)):
            hm = maps[entry.map]
            dots = [(u, counters.units[u].dots) for u in entry.units if counters.units[u].role != "hq"]
            if not dots:
                continue
            mine = entry.side == self.sets_up_first
            zone = frozenset(h for h in entry.zone if mine or (entry.map, h) not in held)
            if not zone:
                unit = next((u for u, _ in dots if counters.units[u].role == "combat"), dots[0][0])
                hexes = ", ".join(_hex_name(hm, h) for h in sorted(entry.zone)[:4])
                raise ScenarioError(
                    f"{self.what}: setup entry {entry.number}: {unit} ({SIDE_WORDS[entry.side]}) cannot set "
                    f"up in {entry.map} {hexes}{' ...' if len(entry.zone) > 4 else ''}: every hex of its "
                    f"zone {dict(entry.spec)} holds {SIDE_WORDS[_other(entry.side)]} units, which set up "
                    "first (rule 4; 11, line 623)"
                )
            anchor = hm.hex_named(entry.spec["at"]) if "at" in entry.spec else None
            if anchor is None and isinstance(entry.spec.get("of"), str):
                anchor = hm.hex_named(entry.spec["of"])
            local = {h: d for (m, h), d in used.items() if m == entry.map}
            placed = default_placement(hm, zone, dots, tec, local, anchor)
            for u, h in placed.items():
                if local[h] > stacking_limit(hm, h, tec) + 1e-9:
                    raise ScenarioError(
                        f"{self.what}: setup entry {entry.number}: {u} ({SIDE_WORDS[entry.side]}) finds no "
                        f"room in its zone {dict(entry.spec)}: it would overstack {entry.map} "
                        f"{_hex_name(hm, h)} ({local[h]:g} dots, at most {stacking_limit(hm, h, tec):g}; "
                        "10, line 615)"
                    )
            for h, d in local.items():
                used[(entry.map, h)] = d
            out.update({u: (entry.map, h) for u, h in placed.items()})
            if entry.side == self.sets_up_first:
                held.update((entry.map, h) for h in placed.values())
        return out

    def _placement_v1(
        self, maps: Mapping[str, HexMap], counters: CounterSet, tec: Mapping[str, Any]
    ) -> dict[str, tuple[str, str]]:
        """The placement of rules version 1, kept so its saves replay as they were made."""
        used: dict[tuple[str, str], float] = {}
        out: dict[str, tuple[str, str]] = {}
        for entry in sorted(self.setup, key=lambda e: len(e.zone)):
            hm = maps[entry.map]
            dots = [(u, counters.units[u].dots) for u in entry.units if counters.units[u].role != "hq"]
            anchor = hm.hex_named(entry.spec["at"]) if "at" in entry.spec else None
            if anchor is None and isinstance(entry.spec.get("of"), str):
                anchor = hm.hex_named(entry.spec["of"])
            local = {h: d for (m, h), d in used.items() if m == entry.map}
            placed = default_placement(hm, entry.zone, dots, tec, local, anchor)
            for h, d in local.items():
                used[(entry.map, h)] = d
            out.update({u: (entry.map, h) for u, h in placed.items()})
        return out



SIDE_WORDS = {"allied": "Allied", "axis": "Axis"}


def _hex_name(hm: HexMap, label: str) -> str:
    names = hm.hexes[label].names
    return f"{label} ({names[0]})" if names else label


def _other(side: str) -> str:
    return "axis" if side == "allied" else "allied"


def _fail(what: str, message: str) -> ScenarioError:
    return ScenarioError(f"{what}: {message}")


def _units(raw: Any, counters: CounterSet, side: str, what: str, where: str) -> list[str]:
    if not isinstance(raw, list) or not raw:
        raise _fail(what, f"{where} must list one or more units")
    out: list[str] = []
    for name in raw:
        if not isinstance(name, str):
            raise _fail(what, f"{where}: unit names are texts")
        if name.startswith("div:"):
            fid = counters.formation_id(name[4:])
            if fid is None:
                raise _fail(what, f"{where}: no formation is called {name[4:]!r}")
            ids = list(counters.formations[fid].units)
        else:
            uid = counters.resolve(name)
            if uid is None:
                raise _fail(what, f"{where}: no counter is called {name!r}")
            ids = [uid]
        for uid in ids:
            if counters.units[uid].side != side:
                raise _fail(what, f"{where}: {uid} is not an {side} unit")
        out.extend(ids)
    return out


def _placements(
    raw: Any,
    key: str,
    counters: CounterSet,
    maps: Mapping[str, HexMap],
    areas: Mapping[str, frozenset[str]],
    default_map: str,
    what: str,
    seen: dict[str, str],
    turns: tuple[int, int] | None,
    under: frozenset[str] = frozenset(),
) -> list[Placement]:
    if not isinstance(raw, list):
        raise _fail(what, f"{key} must be a list")
    out = []
    for n, entry in enumerate(raw, start=1):
        where = f"{key} entry {n}"
        if not isinstance(entry, dict):
            raise _fail(what, f"{where} must be an object")
        extra = set(entry) - _ENTRY_KEYS
        if extra:
            raise _fail(what, f"{where} has unknown key(s) {sorted(extra)}")
        side = entry.get("side")
        if side not in SIDES:
            raise _fail(what, f"{where}: side must be 'allied' or 'axis'")
        map_id = entry.get("map", default_map)
        if map_id not in maps:
            raise _fail(what, f"{where} uses map {map_id!r}, which the scenario does not play on")
        units = _units(entry.get("units"), counters, side, what, where)
        for uid in units:
            if uid in seen:
                raise _fail(what, f"{where}: {uid} is already placed by {seen[uid]}")
            seen[uid] = where
        try:
            zone = zone_hexes(maps[map_id], entry.get("zone"), areas[map_id])
        except ZoneError as exc:
            raise _fail(what, f"{where}: {exc}") from None
        if not zone:
            placed = [u for u in units if counters.units[u].role == "combat"] or units  # one to name
            raise _fail(what, f"{where}: the zone {entry.get('zone')} holds no land hex inside the scenario "
                              f"area{_off_board(maps[map_id], entry.get('zone'), placed, under)}")
        turn = impulse = None
        if turns is not None:
            turn, impulse = entry.get("turn"), entry.get("impulse", 1)
            if isinstance(turn, bool) or not isinstance(turn, int) or not turns[0] <= turn <= turns[1]:
                raise _fail(
                    what, f"{where}: turn {turn!r} is outside the scenario's turns {turns[0]}-{turns[1]}"
                )
            if type(impulse) is not int or not 1 <= impulse <= MAX_TRACK_BOXES:
                raise _fail(what, f"{where}: impulse must be a whole number from 1 to {MAX_TRACK_BOXES}")
        out.append(
            Placement(
                side,
                tuple(units),
                map_id,
                zone,
                entry["zone"],
                bool(entry.get("reserve", False)),
                turn,
                impulse,
                n,
            )
        )
    return out


def _off_board(hm: HexMap, zone: Any, units: list[str], under: frozenset[str]) -> str:
    """Where the zone's units would have stood: a sea hex, or a land hex off this scenario's board
    (outside its area, or on map 1's rows under map 2, the seam)."""
    try:
        land = sorted(zone_hexes(hm, zone))
    except ZoneError:
        return ""
    if land:
        seam = hm.id == "map1" and land[0] in under
        where = "under map 2 where the maps join" if seam else "outside its area"
        return f": {units[0]} would stand on {hm.id} {land[0]}, off the board of this scenario ({where})"
    place = zone.get("at") or zone.get("of") if isinstance(zone, dict) else None
    label = hm.hex_named(place) if isinstance(place, str) else None
    near = f" around {place} ({hm.id} {label})" if label else ""
    return f": {units[0]} would stand in the sea or a lake{near}"


def scenario_from_json(
    data: Any,
    maps: Mapping[str, HexMap],
    counters: CounterSet,
    what: str = "scenario",
    tec: Mapping[str, Any] | None = None,
) -> Scenario:
    """The scenario of `data`; with the terrain effects chart `tec`, its set-up is also placed
    (`Scenario.default_placement`), so a set-up on the other side's hexes or with no room is
    refused here, in one sentence naming the unit and the hex."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _fail(what, f"it is not an FSTR scenario (format must be {FORMAT!r})")
    if data.get("schema") != SCHEMA:
        raise _fail(what, f"schema {data.get('schema')!r} is not supported (this Sandtable reads {SCHEMA})")
    extra = {k for k in data if not k.startswith("_")} - _TOP_KEYS
    if extra:
        raise _fail(what, f"unknown key(s) {sorted(extra)}")
    sid, name = data.get("id"), data.get("name")
    if not (isinstance(sid, str) and sid and isinstance(name, str) and name):
        raise _fail(what, "id and name must be non-empty texts")
    map_ids = data.get("maps")
    if not isinstance(map_ids, list) or not map_ids or not all(m in MAP_IDS for m in map_ids):
        raise _fail(what, f"maps must list one or both of {', '.join(MAP_IDS)}")
    missing = [m for m in map_ids if m not in maps]
    if missing:
        raise _fail(what, f"map {missing[0]} is not loaded")
    area_spec = data.get("area", {"whole_map": True})
    areas: dict[str, frozenset[str]] = {}
    for m in map_ids:
        spec = area_spec.get(m, area_spec) if isinstance(area_spec, dict) else None
        if not isinstance(spec, dict):
            raise _fail(what, "area must be an object")
        try:
            areas[m] = area_hexes(maps[m], spec)
        except ZoneError as exc:
            raise _fail(what, f"area: {exc}") from None
    seam = _seam_row(data, map_ids, what)
    under = frozenset(h for h in areas.get("map1", ()) if parse_label(h)[1] < seam) if seam else frozenset()
    if under:  # map 1's rows under map 2 are not on the board (world.py): no unit stands there
        areas["map1"] = areas["map1"] - under
    turns = data.get("turns")
    if not (
        isinstance(turns, dict)
        and isinstance(turns.get("first"), int)
        and isinstance(turns.get("last"), int)
        and 1 <= turns["first"] <= turns["last"] <= 10
    ):
        raise _fail(what, "turns must be {'first': n, 'last': m} with 1 <= n <= m <= 10")
    first, last = turns["first"], turns["last"]
    ap = data.get("ap")
    if ap != "calendar":
        if not isinstance(ap, dict):
            raise _fail(what, "ap must be 'calendar' or AP per turn and pool")
        for turn, pools in ap.items():
            if not (turn.isdigit() and first <= int(turn) <= last) or not isinstance(pools, dict):
                raise _fail(what, f"ap turn {turn!r} is not a turn of the scenario")
            for pool, value in pools.items():
                if pool not in AP_POOLS or isinstance(value, bool) or not isinstance(value, int) or value < 0:
                    raise _fail(
                        what,
                        f"ap turn {turn}: {pool!r} must be one of {', '.join(AP_POOLS)} "
                        "with a whole number of points",
                    )
    if data.get("sets_up_first") not in SIDES:
        raise _fail(what, "sets_up_first must be 'allied' or 'axis'")
    seen: dict[str, str] = {}
    setup = _placements(
        data.get("setup"), "setup", counters, maps, areas, map_ids[0], what, seen, None, under
    )
    reinforcements = _placements(
        data.get("reinforcements", []),
        "reinforcements",
        counters,
        maps,
        areas,
        map_ids[0],
        what,
        seen,
        (first, last),
        under,
    )
    terminals = data.get("terminals", {})
    if not isinstance(terminals, dict) or set(terminals) - set(SIDES):
        raise _fail(what, "terminals must be an object keyed by 'allied' and 'axis'")
    for side, items in terminals.items():
        for item in items:
            _check_place_ref(item, maps, map_ids, what, f"{side} terminal")
    markers = data.get("reserve_markers", {})
    if not isinstance(markers, dict) or not all(
        type(markers.get(s)) is int and 0 <= markers[s] <= MAX_RESERVE_MARKERS for s in SIDES
    ):
        raise _fail(what, f"reserve_markers must give a whole number from 0 to {MAX_RESERVE_MARKERS} "
                          "for 'allied' and 'axis'")
    rules = data.get("rules", {})
    victory = data.get("victory", {})
    if not isinstance(rules, dict) or not isinstance(victory, dict):
        raise _fail(what, "rules and victory must be objects")
    for w in rules.get("withdrawals", []):  # 18.1: the lost card's withdrawals, as data
        form = counters.formations.get(str(w.get("formation")))
        if form is None or form.side != w.get("side") or not first <= int(w.get("turn", 0)) <= last:
            raise _fail(what, f"withdrawal {w.get('formation')!r}: an unknown formation, side or turn")
    _check_bari_box(rules.get("bari_box"), terminals, what)
    for cond in victory.get("automatic", []):
        for place in cond.get("occupy", []) + cond.get("supply_to", []):
            _check_place_ref({"at": place}, maps, map_ids, what, "victory condition")
    marginal = victory.get("marginal", {})
    for place, vp in marginal.get("vp", {}).items():
        _check_place_ref({"at": place}, maps, map_ids, what, "victory points")
        if isinstance(vp, bool) or not isinstance(vp, int) or vp < 1:
            raise _fail(what, f"victory points for {place} must be a whole number from 1")
    out = Scenario(
        sid,
        name,
        tuple(map_ids),
        areas,
        first,
        last,
        ap,
        data["sets_up_first"],
        tuple(setup),
        tuple(reinforcements),
        terminals,
        markers,
        rules,
        victory,
        data,
        what,
    )
    if tec is not None:
        out.default_placement(maps, counters, tec)  # refuses a set-up the board cannot take
    return out


MAX_SEAM_ROW = 31  # a map has 31 rows


def _seam_row(data: Mapping[str, Any], map_ids: list[str], what: str) -> int:
    """With both maps, the first row of map 1 not under map 2 (the campaign's "seam"; world.py)."""
    if len(map_ids) < 2:
        return 0
    seam = data.get("seam", {})
    row = seam.get("map1_first_row", 11) if isinstance(seam, dict) else None
    if type(row) is not int or not 1 <= row <= MAX_SEAM_ROW:
        raise _fail(what, f"seam: map1_first_row must be a whole number from 1 to {MAX_SEAM_ROW}")
    return row


def _check_bari_box(box: Any, terminals: Mapping[str, Any], what: str) -> None:
    """rules.bari_box (9.5.7): the box is in play; the army whose terminal roads lead to it."""
    if box is None:
        return
    if not isinstance(box, dict) or set(box) - {"army", "source"}:
        raise _fail(what, "rules.bari_box must be an object with 'army' and 'source'")
    army = box.get("army")
    if army not in AP_POOLS or army == "axis":
        raise _fail(what, f"rules.bari_box: army must be an Allied army ({', '.join(AP_POOLS[1:])})")
    if not any(isinstance(t, dict) and "exits" in t and t.get("army") == army
               for t in terminals.get("allied", [])):
        raise _fail(what, f"rules.bari_box: the scenario gives the {army} no terminal road to reach the box")


def _check_place_ref(
    item: Any, maps: Mapping[str, HexMap], map_ids: list[str], what: str, where: str
) -> None:
    if not isinstance(item, dict):
        raise _fail(what, f"{where} {item!r} must be an object")
    for key in ("at", "depot", "port"):
        if key in item and not any(maps[m].hex_named(str(item[key])) for m in map_ids):
            raise _fail(what, f"{where}: no map of the scenario has a place called {item[key]!r}")
    if "exits" in item:
        ex = item["exits"]
        if not isinstance(ex, dict) or ex.get("edge") not in ("north", "south", "west", "east"):
            raise _fail(what, f"{where}: exits must name an edge (north, south, west, east)")


def scenario_folder() -> Path:
    from sandtable.games.fstr.terrain import default_folder

    return default_folder() / "scenarios"


def load_scenario(
    path: str | os.PathLike[str],
    maps: Mapping[str, HexMap],
    counters: CounterSet,
    tec: Mapping[str, Any] | None = None,
) -> Scenario:
    try:
        data = read_json_file(path)
    except FileProblem as exc:
        raise ScenarioError(str(exc)) from None
    try:
        return scenario_from_json(data, maps, counters, display_name(path), tec)
    except (KeyError, TypeError, AttributeError) as exc:
        raise ScenarioError(f"{display_name(path)}: an entry is malformed ({exc})") from None
