"""Coastline data for the editor: the bundled land, a new board over an area, a board's land.

A board keeps its coastline as the backdrop (`board.backdrop["geometry"]`, a GeoJSON geometry
in lon/lat, as the shipped 1943-45 board does). The land that new zones are clipped to is that
backdrop plus the land zones already drawn. Land data is looked for in this order: the Natural
Earth extract the board generator keeps in tools/ (a source checkout), then the land of the
shipped 1943-45 board (its zones and backdrop), which every build carries. No Qt here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np
import shapely
from shapely.geometry import GeometryCollection, MultiPolygon, Polygon, box, shape
from shapely.geometry.base import BaseGeometry

from sandtable.board import Board, Projection, Zone
from sandtable.board.geojson_io import geometry_to_geojson
from sandtable.editor.geometry import polygonal
from sandtable.resources import shipped_board
from sandtable.ui.board_shapes import clusters

BBox = tuple[float, float, float, float]
MAX_LAND_BYTES = 32 * 1024 * 1024
SEA_ID = "sea"


@dataclass(frozen=True)
class LandSource:
    """One bundled land data set: `key` for scripts, `title` (English) for the source note."""

    key: str
    title: str
    path: Path
    bbox: BBox


def land_sources() -> list[LandSource]:
    """The land data sets this copy has, best first."""
    out: list[LandSource] = []
    board_path = shipped_board()
    extract = board_path.parent / "land.geojson" if board_path is not None else None
    if extract is not None and extract.is_file():
        try:
            data = _read(extract)
            st = data.get("sandtable", {})
            out.append(LandSource("natural-earth-50m", str(st.get("source", "Natural Earth 1:50m")),
                                  extract, _bbox(st.get("bbox"), (-3.0, 33.0, 22.0, 49.5))))
        except (OSError, ValueError):
            pass
    board = shipped_board()
    if board is not None:
        out.append(LandSource("board-shipped", "land of the first shipped board", board,
                              (-3.0, 33.0, 22.0, 49.5)))
    return out


def _bbox(value: Any, default: BBox) -> BBox:
    if isinstance(value, list) and len(value) == 4 and all(isinstance(v, int | float) for v in value):
        return float(value[0]), float(value[1]), float(value[2]), float(value[3])
    return default


def _read(path: Path) -> dict[str, Any]:
    if path.stat().st_size > MAX_LAND_BYTES:
        raise ValueError(f"{path.name} is too large for land data")
    with path.open(encoding="utf-8") as fh:
        data = json.load(fh)
    if not isinstance(data, dict):
        raise ValueError(f"{path.name} is not a GeoJSON object")
    return data


def geometry_from_json(value: Any) -> Polygon | MultiPolygon | None:
    """A polygonal shapely geometry from GeoJSON, or None when the value is not one."""
    if not isinstance(value, dict):
        return None
    try:
        geom = shape(value)
    except (ValueError, TypeError, KeyError, AttributeError, shapely.errors.GEOSException):
        return None
    if not geom.is_valid:
        geom = shapely.make_valid(geom)
    geom = polygonal(geom)
    return None if geom.is_empty else geom


@lru_cache(maxsize=4)
def _source_land(path: str, key: str) -> BaseGeometry:
    data = _read(Path(path))
    shapes: list[BaseGeometry] = []
    if key == "board-shipped":
        for f in data.get("features", []):
            props = f.get("properties") or {}
            if props.get("kind") == "land":
                g = geometry_from_json(f.get("geometry"))
                if g is not None:
                    shapes.append(g)
        back = geometry_from_json((data.get("sandtable", {}).get("backdrop") or {}).get("geometry"))
        if back is not None:
            shapes.append(back)
    else:
        for f in data.get("features", []):
            g = geometry_from_json(f.get("geometry"))
            if g is not None:
                shapes.append(g)
    if not shapes:
        raise ValueError(f"{Path(path).name} holds no land")
    return shapely.union_all(np.array(shapes, dtype=object))


def load_land(source: LandSource, bbox: BBox) -> Polygon | MultiPolygon:
    """The source's land inside the box (lon/lat)."""
    land = _source_land(str(source.path), source.key)
    clipped = polygonal(land.intersection(box(*bbox)))
    if clipped.is_empty:
        raise ValueError("the chosen area holds no land of this data set")
    return clipped


def sea_shape(bbox: BBox, land: BaseGeometry) -> Polygon:
    """The largest water body of the box (lakes and far seas are left to the backdrop)."""
    water = polygonal(box(*bbox).difference(land))
    parts = list(water.geoms) if isinstance(water, MultiPolygon) else [water]
    parts = [p for p in parts if not p.is_empty]
    if not parts:
        return Polygon()
    return max(parts, key=lambda p: p.area)


def new_board(name: str, bbox: BBox, land: Polygon | MultiPolygon, source: str, *,
              sea_name: str = "Sea") -> Board:
    """An empty board over `bbox`: the land as backdrop, one sea zone, a projection centred on it."""
    lon_min, lat_min, lon_max, lat_max = bbox
    if not (lon_min < lon_max and lat_min < lat_max):
        raise ValueError("the area's minimum must be below its maximum")
    projection = Projection(round((lon_min + lon_max) / 2, 4), round((lat_min + lat_max) / 2, 4))
    zones = []
    sea = sea_shape(bbox, land)
    if not sea.is_empty:
        zones.append(Zone(SEA_ID, 0, sea_name, "sea", sea))
    backdrop = {"source": source, "bbox": list(bbox),
                "note": "land of the area, drawn under the board", "geometry": geometry_to_geojson(land)}
    return Board(zones, name=name, projection=projection, backdrop=backdrop)


def board_land(board: Board) -> Polygon | MultiPolygon | None:
    """The land zones are clipped to: the backdrop's coastline plus the land zones drawn so far."""
    shapes: list[BaseGeometry] = [z.polygon for z in board.zones.values()
                                  if z.kind == "land" and not z.polygon.is_empty]
    back = backdrop_geometry(board)
    if back is not None:
        shapes.append(back)
    if not shapes:
        return None
    # Unions per group of overlapping or touching shapes, apart shapes kept as they are: one union
    # of every zone took 11 s on a stranger's board of 999 jagged islands.
    groups = clusters(shapes, 0.0)
    if len(groups) == 1:
        return polygonal(shapely.union_all(np.array(shapes, dtype=object)))
    parts = [shapes[g[0]] if len(g) == 1
             else shapely.union_all(np.array([shapes[i] for i in g], dtype=object)) for g in groups]
    return polygonal(GeometryCollection(parts))


def backdrop_geometry(board: Board) -> Polygon | MultiPolygon | None:
    geom = board.backdrop.get("geometry") if isinstance(board.backdrop, dict) else None
    if isinstance(geom, Polygon | MultiPolygon):
        return geom
    return geometry_from_json(geom)
