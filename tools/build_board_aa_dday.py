"""Build the Axis & Allies: D-Day board, maps/aa-dday/board.geojson, over real Normandy coastlines.

Two stages, both deterministic (same bytes on every run):

  extract  tools/node_modules/world-atlas/land-10m.json (npm, Natural Earth 1:10m, public domain)
           -> maps/aa-dday/land.geojson: the land of the theatre, clipped to its frame.
           Needs `npm ci` in tools/; the result is committed so that `build` runs without npm.
  build    maps/aa-dday/land.geojson + maps/aa-dday/scenario.json (zones, names, positions, graph)
           + tools/aa_dday_board.json (frame, projection, tolerance)
           -> maps/aa-dday/board.geojson (pure Python: shapely only).

The sea (the frame minus the land) is one sea zone, as on the 1943-45 board; the beach boxes, the
airborne spaces and the airfield are off-map places of the scenario, not zones of the board.
Zones are the Voronoi cells of the zone positions in the scenario (our fit of the reference board to
real geography), clipped to land. Neighbouring cells share their borders exactly, but a Voronoi
diagram cannot reproduce every adjacency of the printed board: the generator compares the board's
border graph with the scenario's graph and writes the differences as explicit links (pairs the
printed board joins but our cells do not) and cuts (cells that touch but the printed board keeps
apart). So the board's adjacency equals the scenario's graph, and the differences are listed.

    .venv/bin/python tools/build_board_aa_dday.py            # build (and extract if npm data is there)
    .venv/bin/python tools/build_board_aa_dday.py build      # build only
    .venv/bin/python tools/build_board_aa_dday.py --check    # exit 1 if the committed files differ
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np
import shapely
from shapely.geometry import MultiPoint, MultiPolygon, Point, Polygon, box, shape
from shapely.geometry.base import BaseGeometry
from shapely.ops import polylabel

TOOLS = Path(__file__).resolve().parent
ROOT = TOOLS.parent
TOPOLOGY = TOOLS / "node_modules" / "world-atlas" / "land-10m.json"
SPEC = TOOLS / "aa_dday_board.json"
MAPS = ROOT / "maps" / "aa-dday"
LAND = MAPS / "land.geojson"
SCENARIO = MAPS / "scenario.json"
BOARD = MAPS / "board.geojson"
SOURCE = "world-atlas 2.0.2 land-10m (Natural Earth 1:10m, public domain)"
LAND_DECIMALS = 5
BOARD_DECIMALS = 4

sys.path.insert(0, str(ROOT / "desktop"))


# ----- stage 1: TopoJSON land -> land.geojson ---------------------------------------------------
def _decode_arcs(topology: dict[str, Any]) -> list[np.ndarray]:
    scale = np.array(topology["transform"]["scale"], dtype=float)
    translate = np.array(topology["transform"]["translate"], dtype=float)
    return [np.cumsum(np.array(arc, dtype=np.int64), axis=0) * scale + translate for arc in topology["arcs"]]


def _ring(arcs: list[np.ndarray], indexes: list[int]) -> np.ndarray:
    parts = []
    for n, i in enumerate(indexes):
        pts = arcs[i] if i >= 0 else arcs[~i][::-1]
        parts.append(pts if n == 0 else pts[1:])
    return np.concatenate(parts)


def _polygonal(geom: BaseGeometry) -> MultiPolygon:
    polys: list[Polygon] = []
    for g in getattr(geom, "geoms", [geom]):
        if isinstance(g, Polygon) and not g.is_empty:
            polys.append(g)
        elif isinstance(g, MultiPolygon):
            polys.extend(g.geoms)
        elif hasattr(g, "geoms"):
            polys.extend(_polygonal(g).geoms)
    return MultiPolygon(polys)


def extract(frame_box: list[float]) -> dict[str, Any]:
    topology = json.loads(TOPOLOGY.read_text(encoding="utf-8"))
    arcs = _decode_arcs(topology)
    frame = box(*frame_box)
    polys = []
    for geom in topology["objects"]["land"]["geometries"]:
        rings = geom["arcs"] if geom["type"] == "MultiPolygon" else [geom["arcs"]]
        for poly in rings:
            coords = [_ring(arcs, r) for r in poly]
            p = shapely.make_valid(Polygon(coords[0], coords[1:]))
            if p.intersects(frame):
                polys.append(p.intersection(frame))
    land = _polygonal(shapely.set_precision(shapely.union_all(polys), 10.0**-LAND_DECIMALS))
    return {
        "type": "FeatureCollection",
        "sandtable": {"format": "sandtable-land", "source": SOURCE, "bbox": frame_box},
        "features": [
            {
                "type": "Feature",
                "id": "land",
                "properties": {"name": "land"},
                "geometry": _geojson_geometry(land, LAND_DECIMALS),
            }
        ],
    }


# ----- stage 2: land + scenario -> board -----------------------------------------------------------
def _coords(ring: Any, decimals: int) -> list[list[float]]:
    return [[round(x, decimals) + 0.0, round(y, decimals) + 0.0] for x, y, *_ in ring]


def _geojson_geometry(geom: BaseGeometry, decimals: int) -> dict[str, Any]:
    polys = [shapely.geometry.polygon.orient(p, 1.0) for p in _polygonal(geom).geoms]
    rings = [
        [_coords(p.exterior.coords, decimals)] + [_coords(h.coords, decimals) for h in p.interiors]
        for p in polys
    ]
    if len(rings) == 1:
        return {"type": "Polygon", "coordinates": rings[0]}
    return {"type": "MultiPolygon", "coordinates": rings}


def _cells(
    land: BaseGeometry, seeds: dict[str, tuple[float, float]], lat0: float, frame: Polygon
) -> dict[str, MultiPolygon]:
    """Voronoi cells in a locally equal-distance plane (longitudes scaled by cos lat0)."""
    k = float(np.cos(np.radians(lat0)))
    ids = sorted(seeds)
    pts = MultiPoint([Point(seeds[z][0] * k, seeds[z][1]) for z in ids])
    sframe = shapely.affinity.scale(frame, xfact=k, yfact=1.0, origin=(0, 0))
    diagram = shapely.voronoi_polygons(pts, extend_to=sframe)
    out: dict[str, MultiPolygon] = {}
    for cell in diagram.geoms:
        z = next(z for z in ids if cell.contains(Point(seeds[z][0] * k, seeds[z][1])))
        back = shapely.affinity.scale(cell, xfact=1 / k, yfact=1.0, origin=(0, 0))
        out[z] = back.intersection(land)
    # Snap all cells to one grid so shared borders stay identical after rounding.
    return {
        z: _keep_main(_polygonal(shapely.set_precision(g, 10.0**-BOARD_DECIMALS))) for z, g in out.items()
    }


def _keep_main(geom: MultiPolygon) -> MultiPolygon:
    """Drop crumbs (offshore rocks cut by a cell) but keep every real piece of land."""
    parts = sorted(geom.geoms, key=lambda p: -p.area)
    return MultiPolygon([p for i, p in enumerate(parts) if i == 0 or p.area > 2e-4])


def _label(geom: MultiPolygon) -> list[float]:
    main = max(geom.geoms, key=lambda p: p.area)
    p = polylabel(main, tolerance=1e-4)
    return [round(p.x, 4), round(p.y, 4)]


def _props(scen: dict[str, Any], zid: str) -> dict[str, Any]:
    props: dict[str, Any] = {"coastal": any(z["id"] == zid and z["coastal"] for z in scen["zones"])}
    if zid in scen["victory_cities"]["zones"]:
        props["victory_city"] = True
    for sector, zones in scen["sectors"].items():
        if sector != "source" and zid in zones:
            props["sector"] = sector
    for b in scen["beach_boxes"]:
        if b["lands_in"] == zid:
            props["beach"] = b["name"]
    for a in scen["airborne_spaces"]:
        if a["zone"] == zid:
            props["airborne"] = (props.get("airborne", "") + " " + a["power"]).strip()
    arcs = scen["blockhouse_arcs"].get(zid)
    if arcs:
        props["blockhouse_arc"] = " ".join(arcs)
    return props


def build(
    land_fc: dict[str, Any],
    scen: dict[str, Any],
    spec: dict[str, Any],
    links: list[list[str]],
    cuts: list[list[str]],
) -> dict[str, Any]:
    land = shapely.union_all([shape(f["geometry"]) for f in land_fc["features"]])
    frame = box(*spec["frame"])
    seeds = {z["id"]: (z["lon"], z["lat"]) for z in scen["zones"]}
    cells = _cells(land, seeds, spec["projection"]["lat0"], frame)
    sea = _polygonal(shapely.set_precision(frame.difference(land), 10.0**-BOARD_DECIMALS))
    sea = MultiPolygon([max(sea.geoms, key=lambda p: p.area)])  # the Channel; inland lakes stay land
    features = [
        {
            "type": "Feature",
            "id": "sea",
            "geometry": _geojson_geometry(sea, BOARD_DECIMALS),
            "properties": {
                "id": "sea",
                "number": 0,
                "name": spec["sea_name"],
                "kind": "sea",
                "symbols": [],
                # The sea's name in the other languages (issue 26), else the board draws the English.
                "props": {f"name_{lang}": spec[f"sea_name_{lang}"] for lang in ("it", "fr")
                          if spec.get(f"sea_name_{lang}")},
                "label_point": spec["sea_label"],
            },
        }
    ]
    for z in scen["zones"]:
        geom = cells[z["id"]]
        if geom.is_empty:
            raise SystemExit(f"zone {z['id']} got no land: move its position in the scenario")
        symbols = ["orange-star"] if z["id"] in scen["victory_cities"]["zones"] else []
        features.append(
            {
                "type": "Feature",
                "id": z["id"],
                "geometry": _geojson_geometry(geom, BOARD_DECIMALS),
                "properties": {
                    "id": z["id"],
                    "number": z["number"],
                    "name": z["name"],
                    "kind": "land",
                    "symbols": symbols,
                    "props": _props(scen, z["id"]),
                    "label_point": _label(geom),
                },
            }
        )
    meta = {
        "format": "sandtable-board",
        "schema": 1,
        "name": spec["name"],
        "projection": spec["projection"],
        "rulers": {},
        "counter_size_km": spec["counter_size_km"],
        "links": [{"a": a, "b": b, "kind": "arrow"} for a, b in links],
        "cuts": [{"a": a, "b": b} for a, b in cuts],
        "backdrop": {
            "source": SOURCE,
            "bbox": spec["frame"],
            "note": "the land of the frame, under the board",
            "geometry": _geojson_geometry(_polygonal(land), BOARD_DECIMALS),
        },
    }
    return {"type": "FeatureCollection", "sandtable": meta, "features": features}


def graph_differences(
    collection: dict[str, Any], scen: dict[str, Any]
) -> tuple[list[list[str]], list[list[str]]]:
    """(links, cuts) that make the board's border graph equal to the scenario's adjacency."""
    from sandtable.board import board_from_geojson

    board = board_from_geojson(collection)
    have = {tuple(sorted(e)) for e in board.graph.edges if "sea" not in e}
    want = {tuple(sorted(p)) for p in scen["adjacency"]}
    return [list(p) for p in sorted(want - have)], [list(p) for p in sorted(have - want)]


def dumps(collection: dict[str, Any]) -> str:
    head = {k: v for k, v in collection.items() if k != "features"}
    text = json.dumps(head, indent=1, ensure_ascii=False)[:-2]
    feats = ",\n".join(
        json.dumps(f, ensure_ascii=False, separators=(",", ":")) for f in collection["features"]
    )
    return f'{text},\n "features": [\n{feats}\n ]\n}}\n'


def _write(path: Path, text: str, check: bool) -> bool:
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
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("stage", nargs="?", choices=["all", "extract", "build"], default="all")
    parser.add_argument(
        "--check", action="store_true", help="compare with the committed files, write nothing"
    )
    args = parser.parse_args(argv)
    spec = json.loads(SPEC.read_text(encoding="utf-8"))
    ok = True
    if args.stage in ("all", "extract") and TOPOLOGY.exists():
        ok &= _write(LAND, json.dumps(extract(spec["frame"]), ensure_ascii=False) + "\n", args.check)
    if args.stage in ("all", "build"):
        scen = json.loads(SCENARIO.read_text(encoding="utf-8"))
        land_fc = json.loads(LAND.read_text(encoding="utf-8"))
        draft = build(land_fc, scen, spec, [], [])
        links, cuts = graph_differences(draft, scen)
        board = build(land_fc, scen, spec, links, cuts)
        ok &= _write(BOARD, dumps(board), args.check)
        if not args.check:
            print(f"{len(scen['adjacency'])} adjacencies: {len(links)} explicit links, {len(cuts)} cuts")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
