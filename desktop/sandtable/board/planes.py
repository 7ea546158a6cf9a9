"""Where a plane counter may stand: inside its land zone, touching no white line, at most one
corner over the sea (rulebook, "Planes"); and a default legal spot for a zone.

The counter is a square of `board.counter_size_km`, axis-aligned in board km, centred on the
point. "White lines" are the borders with other land zones (dotted borders of closed zones
included): the square must keep `board.border_tolerance_km` away from every other land zone.
Everything outside the zone that is not another land zone counts as sea.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import numpy as np
import shapely
from shapely.geometry import Point, box
from shapely.geometry.base import BaseGeometry

if TYPE_CHECKING:
    from sandtable.board.model import Board

# Overhang pieces smaller than this share of the counter are rounding noise, not sea.
_NOISE_SHARE = 1e-4
# Grid search for a default position: at most this many candidate centres per axis.
_MAX_STEPS = 60


def _other_land(board: Board, zone_id: str, square: BaseGeometry) -> list[str]:
    near = board.zones_near_km(square, board.border_tolerance_km)
    return sorted(z for z in near if z != zone_id and board.zones[z].kind == "land")


def _check_km(board: Board, zone_id: str, x: float, y: float) -> tuple[bool, str]:
    zone = board.zones[zone_id]
    shape = board.valid_polygon_km(zone_id)
    half = board.counter_size_km / 2.0
    square = box(x - half, y - half, x + half, y + half)
    if not shape.covers(Point(x, y)):
        return False, f"the centre of the counter is outside {zone.describe()}"
    touched = _other_land(board, zone_id, square)
    if touched:
        return False, f"the counter touches the border with {board.zones[touched[0]].describe()}"
    corners = [Point(cx, cy) for cx, cy in ((x - half, y - half), (x + half, y - half),
                                            (x + half, y + half), (x - half, y + half))]
    wet = [c for c in corners if not shape.covers(c)]
    if len(wet) > 1:
        return False, f"{len(wet)} corners of the counter are over the sea (at most one may be)"
    overhang = square.difference(shape)
    noise = _NOISE_SHARE * square.area
    for piece in getattr(overhang, "geoms", [overhang]):
        if piece.is_empty or piece.area <= noise:
            continue
        if not any(piece.distance(c) < 1e-6 * max(1.0, half) for c in wet):
            return False, "a side of the counter hangs over the sea"
    return True, "legal position"


def check_plane_position(board: Board, point_lonlat: tuple[float, float], zone_id: str) -> tuple[bool, str]:
    """(ok, reason): whether a plane counter centred on the point may stand in the zone."""
    zone = board.zones.get(zone_id)
    if zone is None:
        return False, f"there is no zone {zone_id!r} on this board"
    if zone.kind != "land":
        return False, f"planes stand on land zones, not on {zone.describe()}"
    lon, lat = point_lonlat
    if not (math.isfinite(lon) and math.isfinite(lat)):
        return False, "the position is not a number"
    return _check_km(board, zone_id, *board.project(lon, lat))


def default_plane_position(board: Board, zone_id: str) -> tuple[float, float]:
    """A legal counter centre in the zone, as close as possible to its label point.

    Tried in order: the label point; the nearest centre on a grid over the zone whose whole
    counter fits inside the zone away from other land zones; the nearest grid centre passing
    the full check (one corner over the sea). If the zone is too small for any of these the
    label point is returned (validation warns about such zones).
    """
    zone = board.zone(zone_id)
    label = zone.label_point
    if zone.kind != "land" or zone.polygon.is_empty:
        return label
    lx, ly = board.project(*label)
    if _check_km(board, zone_id, lx, ly)[0]:
        return label
    shape = board.valid_polygon_km(zone_id)
    half = board.counter_size_km / 2.0
    x0, y0, x1, y1 = shape.bounds
    step = max(board.counter_size_km / 4.0, (x1 - x0) / _MAX_STEPS, (y1 - y0) / _MAX_STEPS, 1e-6)
    xs = np.arange(x0 + step / 2.0, x1, step)
    ys = np.arange(y0 + step / 2.0, y1, step)
    if xs.size == 0 or ys.size == 0:
        return label
    gx, gy = np.meshgrid(xs, ys)
    gx, gy = gx.ravel(), gy.ravel()
    order = np.argsort((gx - lx) ** 2 + (gy - ly) ** 2, kind="stable")
    gx, gy = gx[order], gy[order]
    squares = shapely.box(gx - half, gy - half, gx + half, gy + half)
    # The zone minus a margin around its land neighbours: a square inside it is surely legal.
    neighbours = _other_land(board, zone_id, shape)
    safe = shape
    if neighbours:
        near = shapely.union_all([board.valid_polygon_km(n) for n in neighbours])
        safe = shape.difference(near.buffer(board.border_tolerance_km * 1.01))
    shapely.prepare(safe)
    inside = shapely.contains(safe, squares)
    hits = np.flatnonzero(inside)
    if hits.size:
        i = int(hits[0])
        return board.unproject(float(gx[i]), float(gy[i]))
    shapely.prepare(shape)
    centre_in = np.flatnonzero(shapely.contains_xy(shape, gx, gy))
    for i in centre_in[:400].tolist():
        if _check_km(board, zone_id, float(gx[i]), float(gy[i]))[0]:
            return board.unproject(float(gx[i]), float(gy[i]))
    return label
