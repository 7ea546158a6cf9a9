"""The static world of one FSTR game: the board of the scenario's area, the counters, the charts.

Everything here is read-only during play and shared by every state of a game (clones included).
Hexes are keyed "map2:0812" so the campaign can join both maps: map 1's rows 1-10 lie under map
2's rows 22-31 (the scenario's "seam", a reconstruction), so map 1's row 11 borders map 2's row 31.
Distances are cube distances on that joined grid (spec §9, Red Blob conventions), used for
reaction ranges (13), artillery ranges (16), the 4-hex strategic rule (11.3) and the 6-hex
reinforcement rule (18).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from sandtable.board.hexlayout import AXIAL_DIRECTIONS, offset_to_axial, parse_label
from sandtable.board.hexmap import HexMap
from sandtable.games.fstr.charts import Charts, load_charts
from sandtable.games.fstr.counters import CounterSet, load_counters
from sandtable.games.fstr.scenario import Scenario, load_scenario, scenario_folder
from sandtable.games.fstr.terrain import MAP_IDS, WATER, default_folder, load_map
from sandtable.games.fstr.zones import stacking_limit


@dataclass(frozen=True)
class Hex:
    key: str
    map: str
    label: str
    terrain: str
    features: frozenset[str]
    names: tuple[str, ...]
    axial: tuple[int, int]
    stacking: float
    air_points: int = 0


def hex_key(map_id: str, label: str) -> str:
    return f"{map_id}:{label}"


class Board:
    """The land hexes of a scenario's area, their neighbours, and the hexside features between them."""

    def __init__(
        self,
        maps: Mapping[str, HexMap],
        areas: Mapping[str, frozenset[str]],
        tec: Mapping[str, Any],
        seam_first_row: int = 11,
    ) -> None:
        self.maps = maps
        self.hexes: dict[str, Hex] = {}
        self.sea: set[str] = set()
        self.sea_axial: dict[str, tuple[int, int]] = {}
        self.border_sea: set[str] = set()  # sea hexes next to the grey map border (naval units, line 547)
        by_axial: dict[tuple[int, int], str] = {}
        joined = len(areas) > 1
        for map_id in MAP_IDS:
            if map_id not in areas:
                continue
            hm = maps[map_id]
            for label in sorted(areas[map_id]):
                col, row = parse_label(label)
                if joined and map_id == "map1":
                    if row < seam_first_row:
                        continue  # under map 2 (the seam)
                    row += 31 - seam_first_row + 1
                cell = hm.hexes[label]
                key = hex_key(map_id, label)
                axial = offset_to_axial(col, row)
                if cell.terrain in WATER:
                    self.sea.add(key)
                    self.sea_axial[key] = axial
                    if "border_sea" in cell.features:
                        self.border_sea.add(key)
                    continue
                points = cell.props.get("air_points", 0) if "airfield" in cell.features else 0
                self.hexes[key] = Hex(
                    key,
                    map_id,
                    label,
                    cell.terrain,
                    frozenset(cell.features),
                    tuple(cell.names),
                    axial,
                    stacking_limit(hm, label, tec),
                    int(points) if isinstance(points, int) else 0,
                )
                by_axial[axial] = key
        self.by_axial = by_axial
        self.cost_cache: dict[tuple[str, str, bool, bool, bool, bool], float | None] = {}  # movement.py
        self.nbrs: dict[str, tuple[str, ...]] = {}
        for key, h in self.hexes.items():
            q, r = h.axial
            self.nbrs[key] = tuple(
                sorted(
                    by_axial[(q + dq, r + dr)] for dq, dr in AXIAL_DIRECTIONS if (q + dq, r + dr) in by_axial
                )
            )
        self.sides: dict[frozenset[str], dict[str, str]] = {}
        for map_id in areas:
            for f in maps[map_id].hexsides:
                a, b = hex_key(map_id, f.a), hex_key(map_id, f.b)
                if a in self.hexes and b in self.hexes:
                    value = (
                        str(f.props.get("class", "minor"))
                        if f.kind == "road"
                        else str(f.props.get("name", ""))
                    )
                    self.sides.setdefault(frozenset((a, b)), {})[f.kind] = value
        self.named: dict[str, str] = {}
        for key, h in self.hexes.items():
            for n in h.names:
                self.named.setdefault(n.casefold(), key)
        self.coastal = frozenset(k for k in self.hexes if self._touches_sea(k, by_axial))
        self.adriatic = frozenset(k for k in self.coastal if self._touches_adriatic(k))

    def _touches_sea(self, key: str, by_axial: Mapping[tuple[int, int], str]) -> bool:
        h = self.hexes[key]
        hm = self.maps[h.map]
        return any(hm.hexes[n].terrain == "sea" for n in hm.layout.neighbours(h.label) if n in hm.hexes)

    def _touches_adriatic(self, key: str) -> bool:
        h = self.hexes[key]
        hm = self.maps[h.map]
        return any("adriatic" in hm.hexes[n].features for n in hm.layout.neighbours(h.label) if n in hm.hexes)

    def place(self, name: str) -> str:
        key = self.named.get(name.casefold())
        if key is None:
            raise KeyError(f"the scenario area has no place called {name!r}")
        return key

    def distance(self, a: str, b: str) -> int:
        """Cube distance between two hexes of the board, land or sea."""
        ha, hb = self.hexes.get(a), self.hexes.get(b)
        (q1, r1) = ha.axial if ha is not None else self.sea_axial[a]
        (q2, r2) = hb.axial if hb is not None else self.sea_axial[b]
        dq, dr = q1 - q2, r1 - r2
        return max(abs(dq), abs(dr), abs(dq + dr))

    def side(self, a: str, b: str) -> Mapping[str, str]:
        return self.sides.get(frozenset((a, b)), {})

    def river(self, a: str, b: str) -> str | None:
        s = self.side(a, b)
        return "major_river" if "major_river" in s else ("river" if "river" in s else None)

    def within(self, key: str, radius: int) -> list[str]:
        """Land hexes at cube distance <= radius (sea between does not matter)."""
        q0, r0 = self.hexes[key].axial
        out = []
        for dq in range(-radius, radius + 1):
            for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
                k = self.by_axial.get((q0 + dq, r0 + dr))
                if k is not None:
                    out.append(k)
        return out

    def name_of(self, key: str) -> str:
        h = self.hexes.get(key)
        return f"{h.names[0]} ({h.label})" if h is not None and h.names else key.split(":")[-1]


@dataclass(frozen=True)
class World:
    """What never changes during a game: board, counters, charts, scenario."""

    board: Board
    counters: CounterSet
    charts: Charts
    scenario: Scenario
    corps_of: Mapping[str, str]  # division -> corps at the start (command display, 7)
    army_of: Mapping[str, str]  # division or corps -> army (its AP pool, 6)


def data_folder() -> Path:
    return default_folder()


@cache
def _base(folder: str) -> tuple[dict[str, HexMap], CounterSet, Charts]:
    root = Path(folder)
    maps = {m: load_map(m, root) for m in MAP_IDS}
    return maps, load_counters(root / "counters.json"), load_charts(root / "charts.json")


@cache
def load_world(scenario_id: str, folder: str = "") -> World:
    root = Path(folder) if folder else data_folder()
    maps, counters, charts = _base(str(root))
    path = (root / "scenarios" if folder else scenario_folder()) / f"{scenario_id}.json"
    scen = load_scenario(path, maps, counters, charts.tec)  # the set-up placed and checked (rule 4)
    seam = scen.raw.get("seam", {}) if isinstance(scen.raw.get("seam"), dict) else {}
    board = Board({m: maps[m] for m in scen.maps}, scen.area, charts.tec, int(seam.get("map1_first_row", 11)))
    corps_of: dict[str, str] = {}
    army_of: dict[str, str] = {}
    for armies in counters.command_display.values():
        if not isinstance(armies, dict):
            continue
        for army, spec in armies.items():
            if not isinstance(spec, dict):
                continue
            for c, divs in spec.get("corps", {}).items():
                army_of[c] = army
                for d in divs:
                    corps_of[d] = c
                    army_of[d] = army
            for d in spec.get("unassigned", []):
                army_of[d] = army
    for fid, f in counters.formations.items():
        if f.kind == "division" and f.nation == "fr" and "CEF" in counters.formations and fid not in corps_of:
            corps_of[fid] = "CEF"  # 7.1.1: the French divisions are the CEF's, always (line 412)
            army_of[fid] = army_of.get("CEF") or counters.formations["CEF"].army or "V Army"
    for fid, f in counters.formations.items():
        if fid not in army_of:
            army_of[fid] = f.army or (
                "VIII Army"
                if f.side == "allied" and f.nation != "us"
                else ("V Army" if f.side == "allied" else "10.Armee")
            )
    return World(board, counters, charts, scen, corps_of, army_of)
