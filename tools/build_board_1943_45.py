"""Build the default 1943-1945 board, maps/1943-45/board.geojson, from Natural Earth borders.

Two stages, both deterministic (same bytes on every run):

  extract  tools/node_modules/world-atlas/countries-50m.json (npm, Natural Earth, public domain)
           -> maps/1943-45/land.geojson: the countries of the theatre, clipped to its bbox.
           Needs `npm install` in tools/; the result is committed so that `build` runs without npm.
  build    maps/1943-45/land.geojson + tools/board_1943_45_seeds.json
           -> maps/1943-45/board.geojson (pure Python: shapely only).

Zones are country pieces: a country is either given whole to a zone or cut into Voronoi
cells of seed points, each cell going to its seed's zone (or to the backdrop); islands are
taken whole. All pieces are then noded into one planar arrangement, so neighbouring zones
share their borders exactly, and simplified together as a coverage (no slivers, no gaps).
The sea is the bbox minus all land, kept as its one large water body.

    .venv/bin/python tools/build_board_1943_45.py            # build (and extract if npm data is there)
    .venv/bin/python tools/build_board_1943_45.py build      # build only
    .venv/bin/python tools/build_board_1943_45.py --check    # exit 1 if the committed files differ
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import numpy as np
import shapely
from shapely.geometry import MultiPoint, MultiPolygon, Point, Polygon, box, shape
from shapely.geometry.base import BaseGeometry
from shapely.ops import polylabel

TOOLS = Path(__file__).resolve().parent
ROOT = TOOLS.parent
TOPOLOGY = TOOLS / "node_modules" / "world-atlas" / "countries-50m.json"
LAND = TOOLS.parent / "maps" / "1943-45" / "land.geojson"
SEEDS = TOOLS / "board_1943_45_seeds.json"
BOARD = ROOT / "maps" / "1943-45" / "board.geojson"

SOURCE = "world-atlas 2.0.2 countries-50m (Natural Earth 1:50m, public domain)"
KM_PER_DEG = 6371.0088 * math.pi / 180.0
LAND_DECIMALS = 5    # the topology is quantised to ~0.002 degrees; 5 decimals lose nothing
BOARD_DECIMALS = 4   # ~10 m, far below the simplification tolerance
SLIVER_DEG2 = 1e-6   # ~0.01 km2: water faces this small inside land are noding noise


# ----- stage 1: TopoJSON -> clipped countries --------------------------------------------------
def _decode_arcs(topology: dict[str, Any]) -> list[np.ndarray]:
    """Absolute lon/lat arcs of a quantised, delta-encoded TopoJSON topology."""
    scale = np.array(topology["transform"]["scale"], dtype=float)
    translate = np.array(topology["transform"]["translate"], dtype=float)
    arcs = []
    for arc in topology["arcs"]:
        q = np.cumsum(np.array(arc, dtype=np.int64), axis=0)
        arcs.append(q * scale + translate)
    return arcs


def _ring(arcs: list[np.ndarray], indexes: list[int]) -> np.ndarray:
    parts = []
    for n, i in enumerate(indexes):
        pts = arcs[i] if i >= 0 else arcs[~i][::-1]
        parts.append(pts if n == 0 else pts[1:])
    return np.concatenate(parts)


def _topo_geometry(arcs: list[np.ndarray], geom: dict[str, Any]) -> BaseGeometry:
    polys = geom["arcs"] if geom["type"] == "MultiPolygon" else [geom["arcs"]]
    out = []
    for rings in polys:
        coords = [_ring(arcs, r) for r in rings]
        out.append(Polygon(coords[0], coords[1:]))
    return shapely.make_valid(MultiPolygon(out))


def extract(topology_path: Path, bbox: list[float]) -> dict[str, Any]:
    topology = json.loads(topology_path.read_text(encoding="utf-8"))
    arcs = _decode_arcs(topology)
    frame = box(*bbox)
    features = []
    for geom in topology["objects"]["countries"]["geometries"]:
        if geom["type"] not in ("Polygon", "MultiPolygon"):
            continue
        name = geom["properties"]["name"]
        country = _topo_geometry(arcs, geom)
        if not country.intersects(frame):
            continue
        clipped = _polygonal(shapely.set_precision(country.intersection(frame), 10.0 ** -LAND_DECIMALS))
        if clipped.is_empty:
            continue
        features.append({"type": "Feature", "id": name, "properties": {"name": name},
                         "geometry": _geojson_geometry(clipped, LAND_DECIMALS)})
    features.sort(key=lambda f: f["id"])
    return {"type": "FeatureCollection",
            "sandtable": {"format": "sandtable-land", "source": SOURCE, "bbox": bbox},
            "features": features}


# ----- stage 2: countries + seeds -> board -----------------------------------------------------
def _polygonal(geom: BaseGeometry) -> MultiPolygon:
    """The polygon parts of a geometry (overlays may return stray lines and points)."""
    parts: list[Polygon] = []
    stack = [geom]
    while stack:
        g = stack.pop()
        if isinstance(g, Polygon):
            if not g.is_empty:
                parts.append(g)
        elif hasattr(g, "geoms"):
            stack.extend(g.geoms)
    return MultiPolygon(sorted(parts, key=lambda p: (-p.area, p.bounds)))


def _area_km2(poly: BaseGeometry) -> float:
    lat = poly.centroid.y
    return poly.area * KM_PER_DEG * KM_PER_DEG * math.cos(math.radians(lat))


def _zone_id(number: int) -> str:
    return f"z{number:02d}"


class Piece:
    """A labelled piece of land before noding: a zone id, or None for backdrop land."""

    def __init__(self, label: str | None, geom: BaseGeometry, origin: str) -> None:
        self.label = label
        self.geom = geom
        self.origin = origin


def _cut_country(name: str, geom: MultiPolygon, seeds: list[tuple[str | None, Point]],
                 islands: dict[str, list[Point]]) -> list[Piece]:
    pieces: list[Piece] = []
    mainland: list[Polygon] = []
    for part in geom.geoms:
        owners = sorted({z for z, pts in islands.items() if any(part.contains(p) for p in pts)})
        if len(owners) > 1:
            raise SystemExit(f"{name}: one island holds seeds of {owners}")
        if owners:
            pieces.append(Piece(owners[0], part, f"{name} island"))
        else:
            mainland.append(part)
    found = {z for p in pieces for z in [p.label]}
    missing = sorted(set(islands) - found)
    if missing:
        raise SystemExit(f"{name}: no island of the country holds the seed of {missing}")
    if not mainland:
        return pieces
    land = MultiPolygon(mainland)
    if not seeds:
        pieces.append(Piece(None, land, name))
        return pieces
    points = [p for _, p in seeds]
    if len({(p.x, p.y) for p in points}) != len(points):
        raise SystemExit(f"{name}: two seeds at the same point")
    if len(points) == 1:
        pieces.append(Piece(seeds[0][0], land, name))
        return pieces
    frame = box(*land.bounds).buffer(1.0, join_style="mitre")
    cells = shapely.voronoi_polygons(MultiPoint(points), extend_to=frame)
    for cell in cells.geoms:
        owner = [label for label, p in seeds if cell.contains(p)]
        if len(owner) != 1:
            raise SystemExit(f"{name}: a Voronoi cell holds {len(owner)} seeds")
        part = _polygonal(cell.intersection(land))
        if not part.is_empty:
            pieces.append(Piece(owner[0], part, name))
    return pieces


def make_pieces(countries: dict[str, MultiPolygon], spec: dict[str, Any]) -> list[Piece]:
    whole: dict[str, str] = {}
    seeds: dict[str, list[tuple[str | None, Point]]] = {}
    islands: dict[str, dict[str, list[Point]]] = {}
    for zone in spec["zones"]:
        zid = _zone_id(zone["number"])
        is_island = bool(zone["props"].get("island"))
        for country, value in zone["land"].items():
            if country not in countries:
                raise SystemExit(f"zone {zid}: no country named {country!r} in the land file")
            if value == "all":
                if country in whole or country in seeds:
                    raise SystemExit(f"{country} is given whole to {zid} but also used elsewhere")
                whole[country] = zid
                continue
            if country in whole:
                raise SystemExit(f"{country} is given whole to {whole[country]} but {zid} seeds it")
            pts = [Point(lon, lat) for lon, lat in value]
            if is_island:
                islands.setdefault(country, {})[zid] = pts
            else:
                seeds.setdefault(country, []).extend((zid, p) for p in pts)
    for country, value in spec["backdrop_seeds"].items():
        seeds.setdefault(country, []).extend((None, Point(lon, lat)) for lon, lat in value)
    pieces: list[Piece] = []
    for name in sorted(countries):
        geom = countries[name]
        if name in whole:
            pieces.append(Piece(whole[name], geom, name))
        elif name in seeds or name in islands:
            pieces.extend(_cut_country(name, geom, seeds.get(name, []), islands.get(name, {})))
        else:
            pieces.append(Piece(None, geom, name))
    return pieces


def _faces(pieces: list[Piece], frame: Polygon) -> list[Polygon]:
    """The faces of the planar arrangement of every piece outline and the frame."""
    lines = [p.geom.boundary for p in pieces] + [frame.boundary]
    noded = shapely.union_all(lines)
    faces = shapely.polygonize(list(getattr(noded, "geoms", [noded])))
    return sorted(_polygonal(faces).geoms, key=lambda f: (f.bounds, f.area))


def assign_faces(pieces: list[Piece], frame: Polygon) -> dict[str, BaseGeometry]:
    """Zone id (or "backdrop" or "sea") -> its geometry, built from shared faces only."""
    faces = _faces(pieces, frame)
    geoms = np.array([p.geom for p in pieces], dtype=object)
    tree = shapely.STRtree(geoms)
    labels: list[str | None] = []
    for face in faces:
        probe = face.point_on_surface()
        hits = sorted(int(i) for i in tree.query(probe, predicate="intersects"))
        if not hits:
            labels.append(None)
            continue
        # A face covered twice is an overlap of two pieces: give it to the larger share.
        best = max(hits, key=lambda i: (face.intersection(pieces[i].geom).area, -i))
        labels.append(pieces[best].label or "backdrop")
    water = [f for f, lab in zip(faces, labels, strict=True) if lab is None]
    bodies = _polygonal(shapely.union_all(water))
    sea = bodies.geoms[0]
    shapely.prepare(sea)
    groups: dict[str, list[Polygon]] = {}
    for face, lab in zip(faces, labels, strict=True):
        if lab is None:
            if sea.covers(face.point_on_surface()):
                lab = "sea"
            elif face.area < SLIVER_DEG2:
                lab = _longest_neighbour(face, faces, labels)
            else:
                continue  # water outside the playing area (Bay of Biscay, Channel)
        if lab is not None:
            groups.setdefault(lab, []).append(face)
    return {lab: shapely.union_all(fs) for lab, fs in sorted(groups.items())}


def _longest_neighbour(face: Polygon, faces: list[Polygon], labels: list[str | None]) -> str | None:
    best, best_len = None, 0.0
    for other, lab in zip(faces, labels, strict=True):
        if lab is None or not other.intersects(face):
            continue
        length = other.boundary.intersection(face.boundary).length
        if length > best_len:
            best, best_len = lab, length
    return best


def simplify(regions: dict[str, BaseGeometry], tolerance: float) -> dict[str, MultiPolygon]:
    keys = sorted(regions)
    simple = shapely.coverage_simplify(np.array([regions[k] for k in keys], dtype=object), tolerance)
    grid = 10.0 ** -BOARD_DECIMALS
    out = {}
    for k, g in zip(keys, simple, strict=True):
        out[k] = _polygonal(shapely.set_precision(g, grid))
    return out


def _label_point(geom: MultiPolygon, lat0: float) -> tuple[float, float]:
    """The pole of inaccessibility of the largest part, found in km so that it is not squeezed."""
    part = geom.geoms[0]
    kx = KM_PER_DEG * math.cos(math.radians(lat0))
    km = shapely.transform(part, lambda c: c * np.array([kx, KM_PER_DEG]))
    p = polylabel(km, tolerance=0.5)
    return (round(p.x / kx, 3), round(p.y / KM_PER_DEG, 3))


def _coords(ring: Iterable[tuple[float, ...]], decimals: int) -> list[list[float]]:
    return [[round(x, decimals) + 0.0, round(y, decimals) + 0.0] for x, y, *_ in ring]


def _geojson_geometry(geom: BaseGeometry, decimals: int) -> dict[str, Any]:
    """RFC 7946 geometry: exterior rings counter-clockwise, holes clockwise, rounded."""
    polys = [shapely.geometry.polygon.orient(p, 1.0) for p in _polygonal(geom).geoms]
    rings = [[_coords(p.exterior.coords, decimals)] + [_coords(h.coords, decimals) for h in p.interiors]
             for p in polys]
    if len(rings) == 1:
        return {"type": "Polygon", "coordinates": rings[0]}
    return {"type": "MultiPolygon", "coordinates": rings}


def build(land: dict[str, Any], spec: dict[str, Any]) -> dict[str, Any]:
    bbox = spec["bbox"]
    frame = box(*bbox)
    min_km2 = spec["min_island_km2"]
    countries: dict[str, MultiPolygon] = {}
    for f in land["features"]:
        # Small islands go; a microstate's one polygon (San Marino, Vatican) stays.
        parts = list(_polygonal(shape(f["geometry"])).geoms)
        keep = parts[:1] + [p for p in parts[1:] if _area_km2(p) >= min_km2]
        countries[f["properties"]["name"]] = MultiPolygon(keep)
    pieces = make_pieces(countries, spec)
    regions = simplify(assign_faces(pieces, frame), spec["simplify_deg"])
    lat0 = spec["projection"]["lat0"]
    labels = {k: tuple(v) for k, v in spec.get("label_points", {}).items()}
    features = []
    sea = regions["sea"]
    features.append(_feature("sea", 0, spec["sea"]["name"], "sea", [], spec["sea"].get("props", {}), sea,
                             labels.get("sea", _label_point(sea, lat0))))
    for zone in spec["zones"]:
        zid = _zone_id(zone["number"])
        if zid not in regions:
            raise SystemExit(f"zone {zid} ({zone['name']}) got no land")
        geom = regions[zid]
        features.append(_feature(zid, zone["number"], zone["name"], "land", zone["symbols"], zone["props"],
                                 geom, labels.get(zid, _label_point(geom, lat0))))
    meta = {
        "format": "sandtable-board", "schema": 1, "name": spec["name"],
        "projection": spec["projection"], "rulers": spec["rulers"],
        "counter_size_km": spec["counter_size_km"],
        "links": [{"a": _zone_id(a), "b": _zone_id(b), "kind": "arrow"} for a, b in spec["links"]],
        "cuts": [{"a": _zone_id(a), "b": _zone_id(b)} for a, b in spec["cuts"]],
        "backdrop": {"source": SOURCE, "bbox": bbox,
                     "note": "land outside the playing zones, drawn under the board",
                     "geometry": _geojson_geometry(regions.get("backdrop", MultiPolygon()), BOARD_DECIMALS)},
    }
    return {"type": "FeatureCollection", "sandtable": meta, "features": features}


def _feature(zid: str, number: int, name: str, kind: str, symbols: list[str], props: dict[str, Any],
             geom: MultiPolygon, label: tuple[float, float]) -> dict[str, Any]:
    return {"type": "Feature", "id": zid, "geometry": _geojson_geometry(geom, BOARD_DECIMALS),
            "properties": {"id": zid, "number": number, "name": name, "kind": kind, "symbols": symbols,
                           "props": props, "label_point": [label[0], label[1]]}}


def dumps(collection: dict[str, Any]) -> str:
    """Compact but diffable: the board metadata pretty-printed, one feature per line."""
    head = {k: v for k, v in collection.items() if k != "features"}
    text = json.dumps(head, indent=1, ensure_ascii=False)[:-2]
    feats = ",\n".join(json.dumps(f, ensure_ascii=False, separators=(",", ":"))
                       for f in collection["features"])
    return f"{text},\n \"features\": [\n{feats}\n ]\n}}\n"


def _write(path: Path, text: str, check: bool) -> bool:
    """Write (atomically) or, with check, compare; returns whether the file is up to date."""
    old = path.read_text(encoding="utf-8") if path.exists() else None
    if old == text:
        return True
    if check:
        print(f"{path.relative_to(ROOT)} differs from what the generator makes", file=sys.stderr)
        return False
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)
    print(f"wrote {path.relative_to(ROOT)} ({len(text.encode('utf-8'))} bytes)")
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("stage", nargs="?", choices=("all", "extract", "build"), default="all")
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed files, write nothing")
    args = parser.parse_args(argv)
    spec = json.loads(SEEDS.read_text(encoding="utf-8"))
    ok = True
    if args.stage in ("all", "extract"):
        if TOPOLOGY.exists():
            ok &= _write(LAND, dumps(extract(TOPOLOGY, spec["bbox"])), args.check)
        elif args.stage == "extract":
            print(f"{TOPOLOGY.relative_to(ROOT)} is missing: run `npm install` in tools/", file=sys.stderr)
            return 1
    if args.stage in ("all", "build"):
        land = json.loads(LAND.read_text(encoding="utf-8"))
        BOARD.parent.mkdir(parents=True, exist_ok=True)
        ok &= _write(BOARD, dumps(build(land, spec)), args.check)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
