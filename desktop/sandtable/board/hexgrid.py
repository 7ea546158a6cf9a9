"""Hex grids laid over a board: their description, generation as hex zones, axial adjacency.

Conventions: `size_km` is the distance between the centres of two neighbouring hexes (the
width across flats, as a printed hex is measured). Axial coordinates (q, r) with hex (0, 0)
centred on `origin`; r grows southward so a grid reads top-down like a printed map.
A "flat" grid has flat tops (columns of hexes), a "pointy" grid pointed tops (rows).
A hex zone is an ordinary Zone of kind "hex" with props grid/q/r and id "<grid>:<q>,<r>".
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry import MultiPolygon, Polygon
from shapely.geometry.base import BaseGeometry

from sandtable.board.projection import Projection
from sandtable.board.zone import Zone

ORIENTATIONS = ("flat", "pointy")
# The six axial neighbour offsets (the same for both orientations).
HEX_DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
# All hexes of a board together (a large printed hex map has a few thousand).
MAX_HEXES = 20_000
# A clipped hex keeping less than this share of its area is dropped (a speck of coast).
MIN_CLIPPED_FRACTION = 0.1


@dataclass(frozen=True)
class HexGrid:
    id: str
    size_km: float
    orientation: str
    origin: tuple[float, float]
    bbox: tuple[float, float, float, float]
    clip_to_land: bool = False

    def __post_init__(self) -> None:
        if ":" in self.id or not self.id:
            raise ValueError(f"hex grid id {self.id!r} must be non-empty and contain no ':'")
        if not (math.isfinite(self.size_km) and self.size_km > 0):
            raise ValueError(f"hex grid {self.id!r}: size_km must be a positive number")
        if self.orientation not in ORIENTATIONS:
            raise ValueError(f"hex grid {self.id!r}: orientation must be 'flat' or 'pointy'")
        lon_min, lat_min, lon_max, lat_max = self.bbox
        if not (lon_min < lon_max and lat_min < lat_max):
            raise ValueError(f"hex grid {self.id!r}: bbox must be [lon_min, lat_min, lon_max, lat_max]")

    def to_json(self) -> dict[str, object]:
        return {"id": self.id, "size_km": self.size_km, "orientation": self.orientation,
                "origin": list(self.origin), "bbox": list(self.bbox), "clip_to_land": self.clip_to_land}


def hex_id(grid_id: str, q: int, r: int) -> str:
    return f"{grid_id}:{q},{r}"


def hex_center_km(q: int, r: int, size_km: float, orientation: str) -> tuple[float, float]:
    """Centre of hex (q, r) relative to the centre of hex (0, 0), in km (y north)."""
    w = size_km
    radius = w / math.sqrt(3.0)
    if orientation == "flat":
        return (1.5 * radius * q, -w * (r + q / 2.0))
    return (w * (q + r / 2.0), -1.5 * radius * r)


def hex_polygon_km(cx: float, cy: float, size_km: float, orientation: str) -> Polygon:
    radius = size_km / math.sqrt(3.0)
    start = 0.0 if orientation == "flat" else 30.0
    angles = [math.radians(start + 60.0 * i) for i in range(6)]
    return Polygon([(cx + radius * math.cos(a), cy + radius * math.sin(a)) for a in angles])


def _axial_candidates(x0: float, x1: float, y0: float, y1: float, size_km: float,
                      orientation: str) -> Iterator[tuple[int, int]]:
    w = size_km
    radius = w / math.sqrt(3.0)
    if orientation == "flat":
        for q in range(math.floor(x0 / (1.5 * radius)) - 1, math.ceil(x1 / (1.5 * radius)) + 2):
            for r in range(math.floor(-y1 / w - q / 2.0) - 1, math.ceil(-y0 / w - q / 2.0) + 2):
                yield q, r
    else:
        for r in range(math.floor(-y1 / (1.5 * radius)) - 1, math.ceil(-y0 / (1.5 * radius)) + 2):
            for q in range(math.floor(x0 / w - r / 2.0) - 1, math.ceil(x1 / w - r / 2.0) + 2):
                yield q, r


def _polygonal(geom: BaseGeometry) -> Polygon | MultiPolygon | None:
    if isinstance(geom, Polygon | MultiPolygon):
        return None if geom.is_empty else geom
    parts = [g for g in getattr(geom, "geoms", ()) if isinstance(g, Polygon) and not g.is_empty]
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else MultiPolygon(parts)


def generate_hex_grid(size_km: float, orientation: str, origin: tuple[float, float],
                      bbox: tuple[float, float, float, float],
                      clip: Polygon | MultiPolygon | None = None, *, grid_id: str = "g1",
                      projection: Projection | None = None, first_number: int = 1,
                      limit: int = MAX_HEXES) -> list[Zone]:
    """Hex zones whose centres lie in `bbox` (lon/lat), optionally clipped to `clip` (lon/lat).

    Hexes are regular in board km (`projection`, by default one centred on `origin`). With a
    clip shape, each hex is cut to it and dropped if less than a tenth of it remains.
    """
    grid = HexGrid(grid_id, float(size_km), orientation, (float(origin[0]), float(origin[1])),
                   (float(bbox[0]), float(bbox[1]), float(bbox[2]), float(bbox[3])))
    proj = projection or Projection(grid.origin[0], grid.origin[1])
    ox, oy = proj.project(*grid.origin)
    bx0, by0 = proj.project(grid.bbox[0], grid.bbox[1])
    bx1, by1 = proj.project(grid.bbox[2], grid.bbox[3])
    x0, x1, y0, y1 = bx0 - ox, bx1 - ox, by0 - oy, by1 - oy
    w = grid.size_km
    estimate = (x1 - x0) * (y1 - y0) / (w * w * math.sqrt(3.0) / 2.0)
    # Estimated from the bbox before a single hex is made, so a hostile grid costs nothing.
    if not math.isfinite(estimate) or estimate > limit:
        shown = "too many" if not math.isfinite(estimate) else f"about {int(estimate):,}"
        raise ValueError(f"hex grid {grid_id!r} would hold {shown} hexes "
                         f"(limit {limit:,} on a board); use larger hexes or a smaller bbox")
    eps = 1e-9 * max(1.0, w)
    axial: list[tuple[int, int]] = []
    shapes: list[Polygon] = []
    for q, r in _axial_candidates(x0, x1, y0, y1, w, orientation):
        cx, cy = hex_center_km(q, r, w, orientation)
        if x0 - eps <= cx <= x1 + eps and y0 - eps <= cy <= y1 + eps:
            axial.append((q, r))
            shapes.append(hex_polygon_km(cx + ox, cy + oy, w, orientation))
    kept: list[tuple[tuple[int, int], Polygon | MultiPolygon]] = []
    if clip is None:
        kept = list(zip(axial, shapes, strict=True))
    elif shapes:
        clip_km = proj.project_geom(clip)
        shapely.prepare(clip_km)
        arr = np.array(shapes, dtype=object)
        inside = shapely.contains(clip_km, arr)
        touching = shapely.intersects(clip_km, arr)
        full_area = shapes[0].area
        for i, (qr, shape) in enumerate(zip(axial, shapes, strict=True)):
            if inside[i]:
                kept.append((qr, shape))
            elif touching[i]:
                cut = _polygonal(shape.intersection(clip_km))
                if cut is not None and cut.area >= MIN_CLIPPED_FRACTION * full_area:
                    kept.append((qr, cut))
    zones = []
    for n, ((q, r), shape) in enumerate(kept):
        zones.append(Zone(id=hex_id(grid_id, q, r), number=first_number + n, name=f"{q},{r}", kind="hex",
                          polygon=proj.unproject_geom(shape), props={"grid": grid_id, "q": q, "r": r}))
    return zones


def generate_for_grid(grid: HexGrid, projection: Projection,
                      clip: Polygon | MultiPolygon | None = None, limit: int = MAX_HEXES) -> list[Zone]:
    return generate_hex_grid(grid.size_km, grid.orientation, grid.origin, grid.bbox, clip,
                             grid_id=grid.id, projection=projection, limit=limit)


def hex_edges(zones: Iterable[Zone]) -> Iterator[tuple[str, str]]:
    """Pairs of hex zone ids that are axial neighbours within the same grid."""
    by_grid: dict[str, dict[tuple[int, int], str]] = {}
    for z in zones:
        if z.kind != "hex":
            continue
        grid, q, r = z.props.get("grid"), z.props.get("q"), z.props.get("r")
        if isinstance(grid, str) and isinstance(q, int) and isinstance(r, int):
            by_grid.setdefault(grid, {})[(q, r)] = z.id
    for cells in by_grid.values():
        for (q, r), zid in cells.items():
            for dq, dr in HEX_DIRECTIONS[:3]:  # the other three are found from the other side
                other = cells.get((q + dq, r + dr))
                if other is not None:
                    yield zid, other
