"""A printed hex map as data: the grid, each hex's terrain, its hexside features, its exits.

File format "sandtable-hexmap" (JSON, schema 1), e.g. maps/fstr/map2.json:

    {"format": "sandtable-hexmap", "schema": 1, "id": "map2", "name": "...",
     "layout": {"columns": 55, "rows": 31, "size_km": 5.0, "anchor": [lon, lat],
                "up_bearing": 314.0, "projection": {"type": "equirectangular", ...}, ...},
     "hexes": {"0101": {"terrain": "sea"}, "0812": {"terrain": "hill", "features": ["village"],
               "names": ["Orsogna"]}, ...},
     "hexsides": [{"a": "0812", "b": "0813", "kind": "river", "props": {"name": "Moro"}}, ...],
     "exits": [{"hex": "1401", "edge": "north", "road": "SS4", "class": "major"}, ...],
     "provenance": {...}}

The terrain and feature vocabularies belong to the game (it passes them to `validate`), so
the same file type serves any hex game. Loading is strict and every problem is one sentence
(`HexMapError`); content problems a user can fix in an editor (a hex without terrain, a
river between two hexes that are not neighbours, a name used twice) are listed by
`validate` instead, so the map still opens.
"""

from __future__ import annotations

import math
import os
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from sandtable.board.hexlayout import HexLayout, parse_label
from sandtable.board.hexsides import Hexsides
from sandtable.board.projection import Projection
from sandtable.core.jsonfile import FileProblem, display_name, read_json_file

FORMAT = "sandtable-hexmap"
SCHEMA = 1
EDGES = ("north", "south", "west", "east")
_TOP_KEYS = {"format", "schema", "id", "name", "layout", "hexes", "hexsides", "exits", "provenance"}
_HEX_KEYS = {"terrain", "features", "names", "props"}
_EXIT_KEYS = {"hex", "edge", "road", "class"}


class HexMapError(FileProblem):
    """A hex map file that cannot be opened; the message is one sentence."""


@dataclass(frozen=True)
class HexCell:
    terrain: str
    features: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    props: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"terrain": self.terrain}
        if self.features:
            out["features"] = list(self.features)
        if self.names:
            out["names"] = list(self.names)
        if self.props:
            out["props"] = dict(sorted(self.props.items()))
        return out


@dataclass(frozen=True)
class MapExit:
    """A road leaving the map: where it leaves, by which edge, which road and of what class."""

    hex: str
    edge: str
    road: str
    road_class: str

    def to_json(self) -> dict[str, str]:
        return {"hex": self.hex, "edge": self.edge, "road": self.road, "class": self.road_class}


@dataclass
class HexMap:
    id: str
    name: str
    layout: HexLayout
    hexes: dict[str, HexCell]
    hexsides: Hexsides
    exits: list[MapExit] = field(default_factory=list)
    provenance: dict[str, Any] = field(default_factory=dict)

    # ----- queries ---------------------------------------------------------------------------
    def is_edge(self, a: str, b: str) -> bool:
        """True if a and b are neighbouring hexes of this map."""
        try:
            return (a in self.hexes and b in self.hexes
                    and self.layout.direction_between(a, b) is not None)
        except ValueError:
            return False

    def hex_named(self, name: str) -> str | None:
        """The hex carrying a place name (case-insensitive), or None."""
        wanted = name.casefold()
        for label, cell in self.hexes.items():
            if any(n.casefold() == wanted for n in cell.names):
                return label
        return None

    def names(self) -> dict[str, str]:
        """Every place name -> its hex."""
        return {n: label for label, cell in self.hexes.items() for n in cell.names}

    def with_feature(self, feature: str) -> list[str]:
        return sorted(label for label, cell in self.hexes.items() if feature in cell.features)

    # ----- validation ------------------------------------------------------------------------
    def validate(self, terrains: Iterable[str] | None = None, features: Iterable[str] | None = None,
                 hexside_kinds: Iterable[str] | None = None) -> list[str]:
        """Content problems, one sentence each (empty list: the map is sound)."""
        out: list[str] = []
        terrain_set = None if terrains is None else set(terrains)
        feature_set = None if features is None else set(features)
        for label in self.layout.labels():
            if label not in self.hexes:
                out.append(f"Hex {label} has no terrain.")
        for label, cell in sorted(self.hexes.items()):
            if terrain_set is not None and cell.terrain not in terrain_set:
                out.append(f"Hex {label} has unknown terrain {cell.terrain!r}.")
            if feature_set is not None:
                out.extend(f"Hex {label} has unknown feature {f!r}." for f in cell.features
                           if f not in feature_set)
        counts = Counter(n.casefold() for cell in self.hexes.values() for n in cell.names)
        for name, n in sorted(counts.items()):
            if n > 1:
                out.append(f"The place name {name!r} is used by {n} hexes; names must be unique.")
        out.extend(self.hexsides.problems(self.is_edge, hexside_kinds))
        for ex in self.exits:
            if ex.hex not in self.hexes:
                out.append(f"The exit of road {ex.road} is on hex {ex.hex}, which the map does not have.")
            elif ex.edge not in self.layout.edge_of(ex.hex):
                out.append(f"The exit of road {ex.road} at {ex.hex} is not on the map's {ex.edge} edge.")
        return out

    # ----- JSON ------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT, "schema": SCHEMA, "id": self.id, "name": self.name,
            "layout": self.layout.to_json(),
            "provenance": self.provenance,
            "hexes": {label: self.hexes[label].to_json() for label in sorted(self.hexes)},
            "hexsides": self.hexsides.to_json(),
            "exits": [e.to_json() for e in sorted(self.exits, key=lambda e: (e.edge, e.hex, e.road))],
        }


def _fail(what: str, message: str) -> HexMapError:
    return HexMapError(f"{what}: {message}")


def _number(value: Any, what: str, key: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise _fail(what, f"layout {key} must be a number")
    return float(value)


def _layout(data: Any, what: str) -> HexLayout:
    if not isinstance(data, dict):
        raise _fail(what, "the layout must be an object")
    for key in ("columns", "rows"):
        if isinstance(data.get(key), bool) or not isinstance(data.get(key), int):
            raise _fail(what, f"layout {key} must be a whole number")
    anchor = data.get("anchor")
    if not (isinstance(anchor, list) and len(anchor) == 2):
        raise _fail(what, "layout anchor must be [lon, lat] of hex 0101's centre")
    proj = data.get("projection", {})
    if not isinstance(proj, dict):
        raise _fail(what, "layout projection must be an object")
    try:
        projection = Projection(_number(proj.get("lon0", 0.0), what, "projection lon0"),
                                _number(proj.get("lat0", 0.0), what, "projection lat0"),
                                str(proj.get("type", "equirectangular")))
        size = _number(data.get("size_km"), what, "size_km")
        return HexLayout(int(data["columns"]), int(data["rows"]), size,
                         (_number(anchor[0], what, "anchor"), _number(anchor[1], what, "anchor")),
                         _number(data.get("up_bearing"), what, "up_bearing"), projection)
    except ValueError as exc:
        if isinstance(exc, HexMapError):
            raise
        raise _fail(what, str(exc)) from None


def _strings(value: Any, what: str, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise _fail(what, f"{where} must be a list of texts")
    return tuple(value)


def hexmap_from_json(data: Any, what: str = "hex map") -> HexMap:
    if not isinstance(data, dict):
        raise _fail(what, "the file must hold a JSON object")
    if data.get("format") != FORMAT:
        raise _fail(what, f"it is not a hex map (format must be {FORMAT!r})")
    if data.get("schema") != SCHEMA:
        raise _fail(what, f"schema {data.get('schema')!r} is not supported (this Sandtable reads {SCHEMA})")
    extra = {k for k in data if not k.startswith("_")} - _TOP_KEYS
    if extra:
        raise _fail(what, f"unknown key(s) {sorted(extra)}")
    map_id, name = data.get("id"), data.get("name", "")
    if not (isinstance(map_id, str) and map_id) or not isinstance(name, str):
        raise _fail(what, "id must be a non-empty text and name a text")
    layout = _layout(data.get("layout"), what)
    raw_hexes = data.get("hexes")
    if not isinstance(raw_hexes, dict):
        raise _fail(what, "hexes must be an object keyed by hex number")
    hexes: dict[str, HexCell] = {}
    for label, cell in raw_hexes.items():
        try:
            col, row = parse_label(label)
        except ValueError as exc:
            raise _fail(what, str(exc)) from None
        if not layout.contains(col, row):
            raise _fail(what, f"hex {label} lies outside the {layout.columns} x {layout.rows} grid")
        if not isinstance(cell, dict) or not isinstance(cell.get("terrain"), str):
            raise _fail(what, f"hex {label} must be an object with a terrain text")
        bad = set(cell) - _HEX_KEYS
        if bad:
            raise _fail(what, f"hex {label} has unknown key(s) {sorted(bad)}")
        props = cell.get("props", {})
        if not isinstance(props, dict):
            raise _fail(what, f"hex {label}: props must be an object")
        feats = _strings(cell.get("features", []), what, f"hex {label} features")
        names = _strings(cell.get("names", []), what, f"hex {label} names")
        hexes[label] = HexCell(cell["terrain"], feats, names, props)
    try:
        hexsides = Hexsides.from_json(data.get("hexsides", []))
    except ValueError as exc:
        raise _fail(what, str(exc)) from None
    exits = []
    raw_exits = data.get("exits", [])
    if not isinstance(raw_exits, list):
        raise _fail(what, "exits must be a list")
    for n, ex in enumerate(raw_exits, start=1):
        if (not isinstance(ex, dict) or set(ex) != _EXIT_KEYS
                or not all(isinstance(v, str) for v in ex.values())):
            raise _fail(what, f"exit {n} must have the texts hex, edge, road and class")
        if ex["edge"] not in EDGES:
            raise _fail(what, f"exit {n} names edge {ex['edge']!r}; use one of {', '.join(EDGES)}")
        exits.append(MapExit(ex["hex"], ex["edge"], ex["road"], ex["class"]))
    provenance = data.get("provenance", {})
    if not isinstance(provenance, dict):
        raise _fail(what, "provenance must be an object")
    return HexMap(map_id, name, layout, hexes, hexsides, exits, provenance)


def load_hexmap(path: str | os.PathLike[str]) -> HexMap:
    """Read a hex map file; HexMapError (one sentence naming the file) on any problem."""
    try:
        data = read_json_file(path)
    except FileProblem as exc:
        raise HexMapError(str(exc)) from None
    return hexmap_from_json(data, display_name(path))


def hexmap_text(hm: HexMap) -> str:
    """The file text of a hex map: one line per hex, hexside feature and exit, so a diff shows
    what changed (tools/build_maps_fstr.py writes through the same function, so an unchanged map
    saves byte-for-byte)."""
    return hexmap_json_text(hm.to_json())


def hexmap_json_text(data: dict[str, Any]) -> str:
    """`hexmap_text` of a hex map's JSON document."""
    import json

    lines = ["{"]
    keys = list(data)
    for i, key in enumerate(keys):
        comma = "," if i < len(keys) - 1 else ""
        value = data[key]
        if key == "hexes":
            items = [f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in value.items()]
            lines.append(' "hexes": {\n' + ",\n".join(items) + f"\n }}{comma}")
        elif key in ("hexsides", "exits"):
            items = [f"  {json.dumps(v, ensure_ascii=False)}" for v in value]
            lines.append(f' {json.dumps(key)}: [\n' + ",\n".join(items) + f"\n ]{comma}")
        else:
            lines.append(f" {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def save_hexmap(hm: HexMap, path: str | os.PathLike[str]) -> None:
    """Write a hex map atomically (a crash leaves the old file or the new one, never half)."""
    from sandtable.core.jsonfile import write_text_atomic

    write_text_atomic(path, hexmap_text(hm))
