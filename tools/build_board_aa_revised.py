"""Build the Axis & Allies Revised world board, maps/aa-revised/board.geojson, from Natural Earth.

Inputs (all committed except the npm data):
  tools/node_modules/world-atlas/countries-50m.json   Natural Earth 1:50m countries (public domain)
  tools/aa_revised_board.json                         which countries make which territory, seeds,
                                                      sea-zone seed points, the cut, the links
  tools/aa_revised_reference.json                     the facts: 143 spaces, 349 connections, ...

How the board is made (details in docs/rules/board-aa-revised.md):
  1. Land: each of the 79 territories is whole countries, or pieces of a country cut by the
     Voronoi cells of seed points (Russia, the United States, Canada, China, India, Pakistan,
     Algeria), or whole islands of a country given to the nearest seed; tiny island groups
     (Midway, Wake, ...) are drawn as discs or widened so that they can be seen and clicked.
  2. Projection: Miller cylindrical, cut through North America (each territory is put on one
     side of the cut as a whole), scaled into the board's lon/lat box; the board's own
     equirectangular projection (lon0 = lat0 = 0) is then a plain scale of this picture.
  3. Sea: the water is cut into cells; the 64 sea zones grow from their seed points over the
     cells nearest first, and a cell is only taken when every land territory and every sea
     zone it touches is a neighbour of the growing zone in the reference graph. Water that no
     zone may take goes to the land whose own coast it touches (same rule), and the whole board
     is rebuilt as one planar partition (tools/aa_revised_seas.py); what is left stays outside.
  4. The board's graph (shared borders + links - cuts) must equal the reference graph minus the
     dropped connection: the 6 wrap links and the 2 canals are links; any other difference
     left by the geometry is printed by name and repaired by a link or a cut. That graph is
     written in the board as its expected_adjacency, which `sandtable validate` checks.

    .venv/bin/python tools/build_board_aa_revised.py           # build
    .venv/bin/python tools/build_board_aa_revised.py --check   # exit 1 if the committed board differs
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import shapely
from shapely.geometry import MultiPoint, MultiPolygon, Point, Polygon, box
from shapely.geometry.base import BaseGeometry
from shapely.ops import polylabel

sys.path.insert(0, str(Path(__file__).resolve().parent))
from aa_revised_seas import (  # noqa: E402
    Graph,
    fill_gaps,
    grow_land,
    grow_seas,
    planar,
    polygonal,
    smooth_staircases,
    water_cells,
)

TOOLS = Path(__file__).resolve().parent
ROOT = TOOLS.parent
TOPOLOGY = TOOLS / "node_modules" / "world-atlas" / "countries-50m.json"
SPEC = TOOLS / "aa_revised_board.json"
REFERENCE = TOOLS / "aa_revised_reference.json"
BOARD = ROOT / "maps" / "aa-revised" / "board.geojson"
SOURCE = "world-atlas 2.0.2 countries-50m (Natural Earth 1:50m, public domain)"
DECIMALS = 3  # board units are about 1 degree: 3 decimals is about 100 m
SCALE = 0.96  # board units per degree of longitude (the cut map is 372 degrees wide)
CENTRE_LON = 88.0  # longitude (in the cut frame) at the board's x = 0
CUT_COUNTRIES = {"Russia", "United States of America", "Canada", "China", "India", "Pakistan", "Algeria"}


# ----- geometry helpers ---------------------------------------------------------------------------
def miller_deg(lat: np.ndarray) -> np.ndarray:
    phi = np.radians(np.clip(lat, -89.0, 89.0))
    return np.degrees(1.25 * np.log(np.tan(math.pi / 4 + 0.4 * phi)))


def inverse_miller_deg(y: np.ndarray) -> np.ndarray:
    return np.degrees(2.5 * np.arctan(np.exp(0.8 * np.radians(y))) - 0.625 * math.pi)


class Frame:
    """The cut-open world: real lon/lat <-> board units."""

    def __init__(self, spec: dict[str, Any]) -> None:
        lat0, lat1 = spec["lat_range"]
        self.lat_range = (lat0, lat1)
        self.centre_y = float((miller_deg(np.array(lat0)) + miller_deg(np.array(lat1))) / 2)
        self.seam = [(float(a), float(b)) for a, b in spec["seam"]]

    def to_board(self, coords: np.ndarray) -> np.ndarray:
        out = np.empty_like(coords, dtype=float)
        out[:, 0] = (coords[:, 0] - CENTRE_LON) * SCALE
        out[:, 1] = (miller_deg(coords[:, 1]) - self.centre_y) * SCALE
        return out

    def to_lonlat(self, x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        return x / SCALE + CENTRE_LON, inverse_miller_deg(y / SCALE + self.centre_y)

    def seam_at(self, lat: np.ndarray) -> np.ndarray:
        out = np.full(lat.shape, self.seam[-1][1])
        for above, lon in reversed(self.seam):
            out = np.where(lat >= above, lon, out)
        return out


def window(lon: float, start: float) -> float:
    return (lon - start) % 360.0 + start


def shift_parts(geom: BaseGeometry, start: float) -> MultiPolygon:
    """Move each part by whole turns so that its middle lies in [start, start + 360)."""
    out = []
    for p in polygonal(geom).geoms:
        x = p.representative_point().x
        dx = window(x, start) - x
        out.append(shapely.affinity.translate(p, dx) if dx else p)
    return MultiPolygon(out)


# ----- Natural Earth -----------------------------------------------------------------------------
def load_countries(path: Path) -> dict[str, MultiPolygon]:
    topo = json.loads(path.read_text(encoding="utf-8"))
    scale = np.array(topo["transform"]["scale"], dtype=float)
    translate = np.array(topo["transform"]["translate"], dtype=float)
    arcs = [np.cumsum(np.array(a, dtype=np.int64), axis=0) * scale + translate for a in topo["arcs"]]

    def ring(indexes: list[int]) -> np.ndarray:
        parts = []
        for n, i in enumerate(indexes):
            pts = arcs[i] if i >= 0 else arcs[~i][::-1]
            parts.append(pts if n == 0 else pts[1:])
        pts = np.concatenate(parts)
        # Rings that cross the antimeridian jump by 360 degrees: make them continuous.
        pts[:, 0] = np.unwrap(pts[:, 0], period=360.0)
        return pts

    out = {}
    for g in topo["objects"]["countries"]["geometries"]:
        if g["type"] not in ("Polygon", "MultiPolygon"):
            continue
        polys = g["arcs"] if g["type"] == "MultiPolygon" else [g["arcs"]]
        shapes = []
        for rings in polys:
            coords = [ring(r) for r in rings]
            shapes.append(Polygon(coords[0], coords[1:]))
        out[g["properties"]["name"]] = polygonal(shapely.make_valid(MultiPolygon(shapes)))
    return out


# ----- land --------------------------------------------------------------------------------------
def _majority(part: Polygon, cells: list[tuple[str, Polygon]]) -> str:
    return max(cells, key=lambda c: (part.intersection(c[1]).area, c[0]))[0]


def assign_land(countries: dict[str, MultiPolygon], spec: dict[str, Any]) -> dict[str, list[Polygon]]:
    """Territory ref -> polygons in real degrees, each in its country's longitude window."""
    windows = spec["country_windows"]
    whole: dict[str, str] = {}
    seeds: dict[str, list[tuple[str, Point]]] = {}
    discs: dict[str, list[tuple[str, Polygon]]] = {}
    for t in spec["territories"]:
        for name, value in t.get("countries", {}).items():
            if name not in countries:
                raise SystemExit(f"{t['ref']}: Natural Earth has no country named {name!r}")
            if value == "all":
                if name in whole or name in seeds:
                    raise SystemExit(f"{name} is given whole to {t['ref']} but is used elsewhere too")
                whole[name] = t["ref"]
            else:
                start = windows.get(name, -180.0)
                seeds.setdefault(name, []).extend((t["ref"], Point(window(x, start), y)) for x, y in value)
        if "cut_disc" in t:
            c = t["cut_disc"]
            discs.setdefault(c["country"], []).append((t["ref"], Point(c["center"]).buffer(c["radius"], 32)))
    out: dict[str, list[Polygon]] = {t["ref"]: [] for t in spec["territories"]}
    for name in sorted(set(whole) | set(seeds)):
        geom = shift_parts(countries[name], windows.get(name, -180.0))
        for ref, disc in discs.get(name, []):
            out[ref].extend(polygonal(geom.intersection(disc)).geoms)
            geom = polygonal(geom.difference(disc))
        if name in whole:
            out[whole[name]].extend(geom.geoms)
            continue
        pts = seeds[name]
        if len({r for r, _ in pts}) == 1:
            out[pts[0][0]].extend(geom.geoms)
            continue
        frame = box(*geom.bounds).buffer(5.0, join_style="mitre")
        vor = shapely.voronoi_polygons(MultiPoint([p for _, p in pts]), extend_to=frame)
        cells = []
        for cell in vor.geoms:
            owner = [r for r, p in pts if cell.contains(p)]
            cells.append((owner[0], cell))
        by_ref: dict[str, list[Polygon]] = {}
        for r, c in cells:
            by_ref.setdefault(r, []).append(c)
        merged = [(r, shapely.union_all(cs)) for r, cs in sorted(by_ref.items())]
        parts = list(geom.geoms)
        if name in CUT_COUNTRIES:
            main, rest = parts[0], parts[1:]
            for r, c in merged:
                out[r].extend(polygonal(main.intersection(c)).geoms)
        else:
            rest = parts
        for part in rest:
            out[_majority(part, merged)].append(part)
    return out


def build_land(
    countries: dict[str, MultiPolygon], spec: dict[str, Any], frame: Frame
) -> dict[str, MultiPolygon]:
    """Territory ref -> shape in board units (non-overlapping)."""
    raw = assign_land(countries, spec)
    lat0, lat1 = frame.lat_range
    clip = box(-400, lat0, 400, lat1)
    buf = spec["island_buffer_deg"]
    plain: dict[str, MultiPolygon] = {}
    widened: dict[str, BaseGeometry] = {}
    for t in spec["territories"]:
        ref = t["ref"]
        start = spec["east_window"] if t.get("window") == "east" else spec["default_window"]
        if "disc" in t:
            lon, lat = t["disc"]
            centre = frame.to_board(np.array([[window(lon, start), lat]]))[0]
            widened[ref] = Point(centre).buffer(buf, 32)
            continue
        parts = raw[ref]
        if not t.get("buffer"):
            parts = [p for p in parts if p.area >= spec["min_part_deg2"]] or parts[:1]
        geom = shift_parts(MultiPolygon(parts), start).intersection(clip)
        geom = polygonal(shapely.transform(polygonal(geom), frame.to_board))
        if t.get("buffer"):
            widened[ref] = shapely.union_all([p.buffer(buf, 16) for p in geom.geoms])
        else:
            plain[ref] = geom
    union = shapely.union_all(list(plain.values()))
    for ref, g in widened.items():
        plain[ref] = polygonal(g.difference(union))
    grid = 10.0**-DECIMALS
    out = {}
    for ref, g in plain.items():
        out[ref] = polygonal(shapely.make_valid(shapely.set_precision(g, grid)))
        if out[ref].is_empty:
            raise SystemExit(f"{ref} got no land")
    return planar(out, land_fill(out, spec["max_hole_deg2"]))


def land_fill(land: dict[str, BaseGeometry], max_area: float) -> BaseGeometry:
    """What belongs to the land between territories: every small hole of the land (a lake, or
    rounding noise where three cuts meet) and the slits and notches a closing by 1.5 km adds
    (where two cut lines run together, or a cut meets the coast)."""
    union = shapely.union_all([land[r] for r in sorted(land)])
    holes = [Polygon(ring) for part in polygonal(union).geoms for ring in part.interiors]
    eps = 0.015
    closed = union.buffer(eps, join_style="mitre").buffer(-eps, join_style="mitre")
    return shapely.union_all([h for h in holes if h.area <= max_area] + [closed.difference(union)])


# ----- sea ---------------------------------------------------------------------------------------
def sea_centres(spec: dict[str, Any], frame: Frame, graph: Graph) -> dict[str, list[tuple[float, float]]]:
    centres: dict[str, list[tuple[float, float]]] = {}
    for n in sorted(n for n in graph.kind if graph.kind[n] == "sea"):
        pts = np.array([[window(x, -400.0), y] for x, y in spec["seas"][n.split()[0]]], dtype=float)
        # the seed's longitude on the board: the side of the cut its latitude puts it on
        s = frame.seam_at(pts[:, 1])
        pts[:, 0] = (pts[:, 0] - s) % 360.0 + s
        centres[n] = [(float(x), float(y)) for x, y in frame.to_board(pts)]
    return centres


def add_water(
    land: dict[str, MultiPolygon], spec: dict[str, Any], frame: Frame, graph: Graph
) -> tuple[dict[str, MultiPolygon], dict[str, int]]:
    """The 64 sea zones grown over the water cells, the water they may not take given to the
    land, and the whole board made one planar partition (land first where shapes overlap)."""
    water = water_cells(land, spec, frame)
    centres = sea_centres(spec, frame, graph)
    grow_seas(water, centres, graph)
    grow_land(water, graph)
    fill_gaps(water, graph)
    cells: dict[str, list[int]] = {}
    for c, z in sorted(water.owner.items()):
        cells.setdefault(z, []).append(c)
    shapes: dict[str, BaseGeometry] = {}
    for r in sorted(land):
        shapes[r] = shapely.union_all([land[r], water.boxes(cells[r])]) if r in cells else land[r]
    seas = sorted(centres)
    for z in seas:
        if z not in cells:
            raise SystemExit(f"{z} got no water")
        shapes[z] = water.boxes(cells[z])
    fill = land_fill({r: shapes[r] for r in sorted(land)}, spec["max_hole_deg2"])
    out = smooth_staircases(planar(shapes, fill, weak=frozenset(seas)), water.cell, frozenset(seas))
    at_sea = sum(1 for z in water.owner.values() if graph.kind[z] == "sea")
    stats = {
        "cells": len(water.cells),
        "sea": at_sea,
        "land": len(water.owner) - at_sea,
        "left": len(water.cells) - len(water.owner),
    }
    return out, stats


# ----- the board file ----------------------------------------------------------------------------
def zone_id(ref: str) -> str:
    if ref.endswith(" Sea Zone"):
        return f"sz{int(ref.split()[0]):02d}"
    return "".join(ch if ch.isalnum() else "_" for ch in ref.lower()).strip("_").replace("__", "_")


# The label's box at fit (board units; a 1366-pixel window shows about 3.6 px a unit): a sea
# zone's "31 Sea Zone", a territory's number above its circled value and marks.
SEA_LABEL = (24.0, 4.0)
PX = 3.64  # pixels per board unit at fit


def label_point(
    geom: MultiPolygon, size: tuple[float, float], avoid: BaseGeometry, crowd: bool = False
) -> tuple[float, float]:
    """Where the centre of the zone's label box goes: the point of its largest part farthest
    from the outline once the outline is eroded by the box (so the whole label fits inside) and
    the boxes already placed are cut away; the box shrinks until it fits, then the part's pole."""
    part = geom.geoms[0]
    w, h = size
    rough = part.simplify(0.1)  # the label's place needs no coastline detail (and is 10x faster)
    part = rough if rough.is_valid and not rough.is_empty else part
    for k in (1.0, 0.75, 0.5, 0.3):
        # erode by a w x h rectangle: squash y so the rectangle becomes a square, erode, unsquash
        r = k * w / 2
        sy = w / h
        squashed = shapely.affinity.scale(part, 1.0, sy, origin=(0, 0))
        room = shapely.affinity.scale(squashed.buffer(-r, join_style="mitre"), 1.0, 1 / sy, origin=(0, 0))
        free = polygonal(room.difference(avoid)) if not room.is_empty else room
        if not free.is_empty:
            p = polylabel(polygonal(free).geoms[0], tolerance=0.05)
            return (p.x, p.y)
    # no room for the box: a territory's anywhere inside, clear of the others if it can be
    free = polygonal(part.buffer(-0.2).difference(avoid)) if crowd else MultiPolygon()
    p = polylabel(free.geoms[0] if not free.is_empty else part, tolerance=0.05)
    return (p.x, p.y)


def label_box(
    ref: str, props: dict[str, Any], symbols: list[str], graph: Graph
) -> tuple[float, float, float]:
    """The label's box at fit (board units) and how far its centre lies below the anchor: a sea
    zone's "31 Sea Zone"; a territory's number (24 x 14 px) over its row of circled value and
    marks (13 px icons, 2 px apart)."""
    if graph.kind[ref] == "sea":
        return (*SEA_LABEL, 0.0)
    icons = len(symbols) + (props.get("income", 0) > 0)
    width = max(24.0, icons * 13.0 + max(0, icons - 1) * 2.0) / PX
    height = (14.0 + (13.0 if icons else 0.0)) / PX
    return (width, height, (height - 14.0 / PX) / 2)


def label_points(
    shapes: dict[str, MultiPolygon],
    boxes: dict[str, tuple[float, float, float]],
    graph: Graph,
    fixed: dict[str, tuple[float, float]],
) -> dict[str, tuple[float, float]]:
    """Sea zones first, largest first, then land, smallest first: each label's box kept clear of
    the boxes placed before it where its zone leaves room (the table's layout settles names).
    `fixed` places a few label boxes by hand (board units), where the map is too crowded."""
    out: dict[str, tuple[float, float]] = {}
    placed: list[tuple[float, float, float, float]] = []
    land_area = {r: shapes[r].geoms[0].area for r in shapes}
    order = sorted(shapes, key=lambda r: (graph.kind[r] != "sea",
                                          land_area[r] if graph.kind[r] == "land" else -land_area[r], r))
    for r in order:
        w, h, below = boxes[r]
        # where this label's centre may not go: every placed box grown by half of this one
        grown = [(x, y, (w + w2) / 2 + 0.5, (h + h2) / 2 + 0.3) for x, y, w2, h2 in placed]
        avoid = shapely.union_all([box(x - dx, y - dy, x + dx, y + dy) for x, y, dx, dy in grown])
        if r in fixed:
            cx, cy = fixed[r]
        else:
            cx, cy = label_point(shapes[r], (w, h), avoid, crowd=graph.kind[r] == "land")
        placed.append((cx, cy, w, h))
        anchor = (round(cx, DECIMALS), round(cy + below, DECIMALS))
        if not shapes[r].covers(Point(anchor)):  # a narrow zone: the anchor on the box's centre
            anchor = (round(cx, DECIMALS), round(cy, DECIMALS))
        out[r] = anchor
    return out


def geometry_json(geom: BaseGeometry) -> dict[str, Any]:
    polys = [shapely.geometry.polygon.orient(p, 1.0) for p in polygonal(geom).geoms]

    def coords(ring: Any) -> list[list[float]]:
        # 6 decimals: the points the hole filling adds lie off the 3-decimal grid
        return [[round(x, 6) + 0.0, round(y, 6) + 0.0] for x, y, *_ in ring]

    rings = [[coords(p.exterior.coords)] + [coords(h.coords) for h in p.interiors] for p in polys]
    if len(rings) == 1:
        return {"type": "Polygon", "coordinates": rings[0]}
    return {"type": "MultiPolygon", "coordinates": rings}


def zone_symbols(ref: str, space: dict[str, Any], spec: dict[str, Any]) -> list[str]:
    """The marks the box prints on a territory: its capital, its victory city."""
    out = []
    if "capital" in space:
        out.append("capital")
    if ref in spec["victory_cities"]:
        out.append("victory-city")
    return out


def zone_props(ref: str, space: dict[str, Any], spec: dict[str, Any], graph: Graph) -> dict[str, Any]:
    powers = spec["powers"]
    props: dict[str, Any] = {"ref": ref}
    if space["kind"] == "land":
        owner = powers.get(space.get("owner", ""), "")
        props["income"] = space.get("production", 0)
        props["owner"] = owner
        props["original_owner"] = owner
        if space.get("impassable"):
            props["neutral"] = True
            props["impassable"] = True
        if "capital" in space:
            props["capital"] = powers[space["capital"]]
        if ref in spec["victory_cities"]:
            props["victory_city"] = spec["victory_cities"][ref]
        lands = [n for n in graph.nbr[ref] if graph.kind[n] == "land"]
        seas = [n for n in graph.nbr[ref] if graph.kind[n] == "sea"]
        # The default island rule of the spec (section 10): no land neighbour, exactly one sea zone.
        props["island"] = not lands and len(seas) == 1
        # drawn where the whole name has no room (Europe at fit); short_name_<lang> goes with name_<lang>
        for suffix in ("", "_it", "_fr"):
            if ref in spec.get(f"short_names{suffix}", {}):
                props[f"short_name{suffix}"] = spec[f"short_names{suffix}"][ref]
    # The name in the windows' other languages (docs/formats.md: props.name_<lang>); sea zones by number.
    for lang in ("it", "fr"):
        if space["kind"] == "land" and ref in spec.get(f"names_{lang}", {}):
            props[f"name_{lang}"] = spec[f"names_{lang}"][ref]
        elif space["kind"] == "sea" and lang in spec.get("sea_names", {}):
            props[f"name_{lang}"] = spec["sea_names"][lang].format(n=ref.split()[0])
    return props


def build(
    countries: dict[str, MultiPolygon], spec: dict[str, Any], ref: dict[str, Any]
) -> tuple[dict[str, Any], list[str]]:
    frame = Frame(spec)
    graph = Graph(ref, spec["dropped_connections"])
    land = build_land(countries, spec, frame)
    shapes, stats = add_water(land, spec, frame, graph)
    names = spec["names"]
    land_refs = sorted(land)
    numbers = {r: 101 + i for i, r in enumerate(land_refs)}
    spaces = ref["spaces"]
    boxes = {
        r: label_box(r, zone_props(r, spaces[r], spec, graph), zone_symbols(r, spaces[r], spec), graph)
        for r in shapes
    }
    fixed = {}
    for r, (lon, lat) in spec["label_boxes"].items():
        x, y = frame.to_board(np.array([[lon, lat]], dtype=float))[0]
        fixed[r] = (float(x), float(y))
    points = label_points(shapes, boxes, graph, fixed)
    features = []
    for r in sorted(shapes, key=lambda n: (graph.kind[n] == "land", numbers.get(n, 0), n)):
        space = ref["spaces"][r]
        if graph.kind[r] == "sea":
            number, name = int(r.split()[0]), r
        else:
            number, name = numbers[r], names.get(r, r)
        features.append(
            {
                "type": "Feature",
                "id": zone_id(r),
                "geometry": geometry_json(shapes[r]),
                "properties": {
                    "id": zone_id(r),
                    "number": number,
                    "name": name,
                    "kind": graph.kind[r],
                    "symbols": zone_symbols(r, space, spec),
                    "props": zone_props(r, space, spec, graph),
                    "label_point": list(points[r]),
                },
            }
        )
    links = []
    for a, b in spec["wrap_links"] + spec["canal_links"]:
        kind = "border" if graph.kind[a] == "land" and graph.kind[b] == "land" else "sea"
        links.append({"a": zone_id(a), "b": zone_id(b), "kind": kind})
    meta = {
        "format": "sandtable-board",
        "schema": 1,
        "name": spec["name"],
        "projection": {"type": "equirectangular", "lon0": 0.0, "lat0": 0.0},
        "rulers": {},
        "counter_size_km": spec["counter_size_km"],
        "links": links,
        "cuts": [],
        "backdrop": {"source": SOURCE, "note": spec["backdrop_note"]},
        "land_numbers": False,  # the box prints no numbers on land; ours are labels
    }
    collection = {"type": "FeatureCollection", "sandtable": meta, "features": features}
    report = [
        f"water cells {stats['cells']}: in sea zones {stats['sea']}, given to land {stats['land']}, "
        f"outside every zone {stats['left']}"
    ]
    report += repair(collection, graph)
    return collection, report


def repair(collection: dict[str, Any], graph: Graph) -> list[str]:
    """Compare the drawn graph with the reference; add a link or cut for each difference."""
    sys.path.insert(0, str(ROOT / "desktop"))
    from sandtable.board.geojson_io import board_from_geojson

    board = board_from_geojson(collection, "the generated board")
    ids = {zone_id(n): n for n in graph.kind}
    drawn = {frozenset((ids[a], ids[b])) for a, b in board.graph.edges}
    missing = sorted(tuple(sorted(e)) for e in graph.edges - drawn)
    extra = sorted(tuple(sorted(e)) for e in drawn - graph.edges)
    meta = collection["sandtable"]
    lines = []
    for a, b in missing:
        kind = "border" if graph.kind[a] == "land" and graph.kind[b] == "land" else "sea"
        meta["links"].append({"a": zone_id(a), "b": zone_id(b), "kind": kind})
        lines.append(f"not drawn as a shared border, linked: {a} - {b}")
    for a, b in extra:
        meta["cuts"].append({"a": zone_id(a), "b": zone_id(b)})
        lines.append(f"drawn as neighbours but not in the reference, cut: {a} - {b}")
    # The graph the board promises, so `sandtable validate` (and the editor's problem list) names
    # every difference an edit makes from it.
    meta["expected_adjacency"] = sorted(sorted((zone_id(a), zone_id(b))) for a, b in graph.edges)
    return lines


def dumps(collection: dict[str, Any]) -> str:
    head = {k: v for k, v in collection.items() if k != "features"}
    text = json.dumps(head, indent=1, ensure_ascii=False)[:-2]
    feats = ",\n".join(
        json.dumps(f, ensure_ascii=False, separators=(",", ":")) for f in collection["features"]
    )
    return f'{text},\n "features": [\n{feats}\n ]\n}}\n'


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="compare with the committed board, write nothing"
    )
    args = parser.parse_args(argv)
    if not TOPOLOGY.exists():
        print(f"{TOPOLOGY.relative_to(ROOT)} is missing: run `npm ci` in tools/", file=sys.stderr)
        return 1
    t0 = time.monotonic()
    spec = json.loads(SPEC.read_text(encoding="utf-8"))
    ref = json.loads(REFERENCE.read_text(encoding="utf-8"))
    collection, report = build(load_countries(TOPOLOGY), spec, ref)
    for line in report:
        print(line)
    text = dumps(collection)
    old = BOARD.read_text(encoding="utf-8") if BOARD.exists() else None
    if args.check:
        if old != text:
            print(f"{BOARD.relative_to(ROOT)} differs from what the generator makes", file=sys.stderr)
            return 1
        print(f"{BOARD.relative_to(ROOT)} is up to date ({time.monotonic() - t0:.1f} s)")
        return 0
    BOARD.parent.mkdir(parents=True, exist_ok=True)
    tmp = BOARD.with_name(BOARD.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(BOARD)
    print(
        f"wrote {BOARD.relative_to(ROOT)} ({len(text.encode('utf-8'))} bytes, {time.monotonic() - t0:.1f} s)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
