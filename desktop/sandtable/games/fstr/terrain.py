"""FSTR's map vocabulary, the loading and checking of its two maps, and their topology.

The maps are `sandtable-hexmap` files (board/hexmap.py) written by tools/build_maps_fstr.py.
This module says which terrains, hex features and hexside kinds FSTR uses (spec games/fstr.md
§2.1 and §2.5) and answers the questions the rules ask of a map: is a hex coastal, on the
Adriatic, is there a river or a road between two hexes, how far apart are two hexes.
"""

from __future__ import annotations

import os
from functools import cached_property
from pathlib import Path

import networkx as nx

from sandtable.board.hexmap import HexMap, HexMapError, load_hexmap
from sandtable.resources import maps_dir

GAME_FOLDER = "fstr"
MAP_IDS = ("map1", "map2")
TERRAINS = ("sea", "lake", "plain", "hill", "mountain")
WATER = ("sea", "lake")
HEX_FEATURES = (
    "city",
    "village",
    "port",
    "airfield",
    "gustav",
    "bernhardt",
    "axis_supply",
    "viii_supply",
    "adriatic",
    "border_sea",
)
HEXSIDE_KINDS = ("river", "major_river", "ridge", "road", "bridge")
RIVER_KINDS = ("river", "major_river")
ROAD_CLASSES = ("major", "minor")
# Every place the rulebook's scenarios name on each map (spec §2.1 and §7.1): the maps must have them.
REQUIRED_PLACES = {
    "map1": (
        "Salerno",
        "Naples",
        "Foggia",
        "Termoli",
        "Campobasso",
        "Benevento",
        "Caserta",
        "Sessa Aurunca",
        "Larino",
        "Serracapriola",
        "Castelnuovo",
        "Volturara",
        "Lucera",
        "Cerignola",
        "San Severo",
        "Teora",
        "Avellino",
        "Eboli",
        "Nocera Inferiore",
        "Montesarchio",
        "Nola",
        "Capua",
        "Aversa",
        "Acerra",
        "Mondragone",
        "Vitulazio",
        "Cancello",
        "Amorosi",
        "Caiazzo",
        "Faicchio",
        "Vinchiaturo",
        "Jelsi",
        "Petacciato",
        "Montecilfone",
        "S. Giuliano",
        "S. Elia",
        "Casacalenda",
        "Castel Volturno",
        "Villa Literno",
        "Grazzanise",
    ),
    "map2": (
        "Rome",
        "Anzio",
        "Nettuno",
        "Terracina",
        "Frosinone",
        "Arce",
        "Formia",
        "Isernia",
        "Castel di Sangro",
        "Capracotta",
        "Vasto",
        "Ortona",
        "Pescara",
        "Popoli",
        "Cassino",
        "Orsogna",
        "Montesilvano",
        "Chieti",
        "Lanciano",
        "Casoli",
        "Torino di Sangro",
        "Atessa",
        "Castiglione Messer Marino",
        "Molina Aterno",
        "Tivoli",
        "Valmontone",
        "Velletri",
        "Pomezia",
        "Littoria",
        "Albano",
        "Frascati",
        "Cisterna",
        "Aprilia",
    ),
}


class MapDataError(HexMapError):
    """A map that opens but is not a usable FSTR map; one sentence, the first problem and the count."""


def default_folder() -> Path:
    return maps_dir() / GAME_FOLDER


def map_problems(hm: HexMap) -> list[str]:
    """Every problem of an FSTR map, one sentence each (empty: the map is usable)."""
    out = hm.validate(TERRAINS, HEX_FEATURES, HEXSIDE_KINDS)
    for f in hm.hexsides:
        if f.kind == "bridge" and not any(hm.hexsides.has(f.a, f.b, k) for k in RIVER_KINDS):
            out.append(f"The bridge between {f.a} and {f.b} crosses no river.")
        if f.kind == "road" and f.props.get("class") not in ROAD_CLASSES:
            out.append(
                f"The road between {f.a} and {f.b} has class {f.props.get('class')!r}; "
                f"use {' or '.join(ROAD_CLASSES)}."
            )
        if (
            f.kind != "bridge"
            and f.a in hm.hexes
            and f.b in hm.hexes
            and (hm.hexes[f.a].terrain in WATER or hm.hexes[f.b].terrain in WATER)
        ):
            out.append(f"The {f.kind} between {f.a} and {f.b} touches water.")
    for label, cell in sorted(hm.hexes.items()):
        if "airfield" in cell.features:
            points = cell.props.get("air_points")
            if isinstance(points, bool) or not isinstance(points, int) or points < 1:
                out.append(f"The airfield in hex {label} needs a whole number of air points (1 or more).")
        if cell.terrain in WATER and (cell.names and ("city" in cell.features or "village" in cell.features)):
            out.append(f"Hex {label} holds the town {cell.names[0]} but its terrain is {cell.terrain}.")
    known = {n.casefold() for n in hm.names()}
    for name in REQUIRED_PLACES.get(hm.id, ()):
        if name.casefold() not in known:
            out.append(f"The map has no hex named {name}, which the scenarios use.")
    return out


def load_map(map_id: str, folder: str | os.PathLike[str] | None = None) -> HexMap:
    """Load and check maps/fstr/<map_id>.json; MapDataError (one sentence) if it is not usable."""
    if map_id not in MAP_IDS:
        raise MapDataError(f"{map_id!r} is not an FSTR map (use {' or '.join(MAP_IDS)})")
    path = Path(folder) if folder is not None else default_folder()
    hm = load_hexmap(path / f"{map_id}.json")
    problems = map_problems(hm)
    if problems:
        more = f" ({len(problems) - 1} more problem(s))" if len(problems) > 1 else ""
        raise MapDataError(f"{map_id}.json: {problems[0]}{more}")
    return hm


class Topology:
    """Read-only questions the rules ask of one map (cached; the map must not change meanwhile)."""

    def __init__(self, hm: HexMap) -> None:
        self.map = hm
        self.layout = hm.layout

    def is_land(self, label: str) -> bool:
        return self.map.hexes[label].terrain not in WATER

    def neighbours(self, label: str) -> list[str]:
        return [n for n in self.layout.neighbours(label) if n in self.map.hexes]

    def distance(self, a: str, b: str) -> int:
        return self.layout.distance(a, b)

    def is_coastal(self, label: str) -> bool:
        """A land hex next to a sea hex (landings, seed 003 lines 519, 543)."""
        return self.is_land(label) and any(self.map.hexes[n].terrain == "sea" for n in self.neighbours(label))

    def is_adriatic_coast(self, label: str) -> bool:
        """A land hex on the Adriatic (landings there need Foggia, line 553)."""
        return self.is_land(label) and any(
            "adriatic" in self.map.hexes[n].features for n in self.neighbours(label)
        )

    def river_between(self, a: str, b: str) -> str | None:
        for kind in RIVER_KINDS:
            if self.map.hexsides.has(a, b, kind):
                return kind
        return None

    def road_between(self, a: str, b: str) -> str | None:
        f = self.map.hexsides.get(a, b, "road")
        return None if f is None else str(f.props.get("class"))

    def bridge_between(self, a: str, b: str) -> bool:
        return self.map.hexsides.has(a, b, "bridge")

    @cached_property
    def land_graph(self) -> nx.Graph:
        g = nx.Graph()
        for label in sorted(self.map.hexes):
            if self.is_land(label):
                g.add_node(label)
                g.add_edges_from((label, n) for n in self.neighbours(label) if self.is_land(n) and n > label)
        return g

    @cached_property
    def road_graph(self) -> nx.Graph:
        g = nx.Graph()
        for f in self.map.hexsides.of_kind("road"):
            g.add_edge(f.a, f.b, road_class=f.props.get("class"))
        return g

    def road_connected(self, a: str, b: str) -> bool:
        g = self.road_graph
        return a in g and b in g and nx.has_path(g, a, b)
