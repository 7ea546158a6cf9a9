"""Shape edits of the board editor, on lon/lat shapely polygons (no Qt, no board mutation).

Zones that share a border share its vertices exactly (the board generator nodes them, and the
editor snaps and nodes new vertices), so an edit of a shared border is an edit of the same
coordinates in every zone that holds them. Functions here compute new polygons; the command
layer (commands.py) applies them to the board. Distances the user sees (snapping radii) are in
board km; identity of vertices is exact equality up to `SAME_DEG`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence

import numpy as np
import shapely
from shapely.geometry import LineString, MultiPolygon, Point, Polygon
from shapely.geometry.base import BaseGeometry
from shapely.ops import split as shapely_split

from sandtable.board import Board, Zone

LonLat = tuple[float, float]
Ring = list[LonLat]
# Two vertices closer than this (degrees, ~0.1 mm) are the same vertex.
SAME_DEG = 1e-9
# A new vertex this close (degrees, ~1 cm) to another zone's edge is put into that edge too.
ON_EDGE_DEG = 1e-7
# Holes left by a merge smaller than this (km^2) are rounding slivers, not lakes.
SLIVER_KM2 = 0.01


class EditError(ValueError):
    """An edit that cannot be made; the message is one sentence for the status bar."""


# ----- rings ------------------------------------------------------------------------------------
def _open(coords: Iterable[Sequence[float]]) -> Ring:
    ring = [(float(c[0]), float(c[1])) for c in coords]
    if len(ring) > 1 and ring[0] == ring[-1]:
        ring.pop()
    return ring


def polygon_rings(geom: BaseGeometry) -> list[list[Ring]]:
    """[[exterior, hole, ...] per polygon part], rings open (last vertex not repeated)."""
    parts = list(geom.geoms) if isinstance(geom, MultiPolygon) else [geom]
    out = []
    for p in parts:
        if p.is_empty:
            continue
        out.append([_open(p.exterior.coords)] + [_open(r.coords) for r in p.interiors])
    return out


def build_polygon(parts: list[list[Ring]]) -> Polygon | MultiPolygon:
    polys = [Polygon(rings[0], rings[1:]) for rings in parts if len(rings[0]) >= 3]
    if not polys:
        return Polygon()
    return polys[0] if len(polys) == 1 else MultiPolygon(polys)


def map_rings(geom: BaseGeometry, fn: Callable[[Ring], Ring]) -> Polygon | MultiPolygon:
    return build_polygon([[fn(r) for r in rings] for rings in polygon_rings(geom)])


def same(a: Sequence[float], b: Sequence[float]) -> bool:
    return abs(a[0] - b[0]) <= SAME_DEG and abs(a[1] - b[1]) <= SAME_DEG


def has_vertex(geom: BaseGeometry, v: LonLat) -> bool:
    if geom.is_empty:
        return False
    coords = shapely.get_coordinates(geom)
    return bool(np.any(np.all(np.abs(coords - np.asarray(v)) <= SAME_DEG, axis=1)))


def editable_zones(board: Board) -> list[Zone]:
    """Zones whose outlines the vertex tools edit (hexes are generated, not drawn)."""
    return [z for z in board.zones.values() if z.kind != "hex" and not z.polygon.is_empty]


def _checked(zone: Zone, geom: Polygon | MultiPolygon, what: str) -> Polygon | MultiPolygon:
    if geom.is_empty or geom.area <= 0:
        raise EditError(f"{what} would leave {zone.describe()} without area.")
    if not geom.is_valid:
        raise EditError(f"{what} would make the outline of {zone.describe()} cross itself.")
    return geom


# ----- vertices ---------------------------------------------------------------------------------
def move_vertex(board: Board, old: LonLat, new: LonLat) -> list[tuple[Zone, Polygon | MultiPolygon]]:
    """New shapes of every zone holding vertex `old`, with it moved to `new` (shared borders follow)."""
    if same(old, new):
        return []
    out = []
    for z in editable_zones(board):
        if not has_vertex(z.polygon, old):
            continue
        moved = map_rings(z.polygon, lambda ring: [new if same(p, old) else p for p in ring])
        out.append((z, _checked(z, moved, "Moving this point")))
    if not out:
        raise EditError("No zone has a corner there.")
    return out


def edge_owners(board: Board, a: LonLat, b: LonLat) -> list[Zone]:
    """Zones with an edge from a to b (either way round)."""
    owners = []
    for z in editable_zones(board):
        if not (has_vertex(z.polygon, a) and has_vertex(z.polygon, b)):
            continue
        for rings in polygon_rings(z.polygon):
            if any(_edge_index(ring, a, b) is not None for ring in rings):
                owners.append(z)
                break
    return owners


def _edge_index(ring: Ring, a: LonLat, b: LonLat) -> int | None:
    n = len(ring)
    for i in range(n):
        p, q = ring[i], ring[(i + 1) % n]
        if (same(p, a) and same(q, b)) or (same(p, b) and same(q, a)):
            return i
    return None


def insert_vertex(board: Board, a: LonLat, b: LonLat, p: LonLat) -> list[tuple[Zone, Polygon | MultiPolygon]]:
    """Insert `p` between the neighbouring vertices a and b in every zone having that edge."""
    def insert(ring: Ring) -> Ring:
        i = _edge_index(ring, a, b)
        return ring if i is None else ring[: i + 1] + [p] + ring[i + 1:]

    out = []
    for z in edge_owners(board, a, b):
        out.append((z, _checked(z, map_rings(z.polygon, insert), "Adding this point")))
    if not out:
        raise EditError("No zone has an edge there.")
    return out


def delete_vertex(board: Board, v: LonLat) -> list[tuple[Zone, Polygon | MultiPolygon]]:
    """Remove vertex `v` from every zone holding it.

    Refused at a corner where three or more outlines meet (the zones' remaining edges would no
    longer coincide) and where a ring would keep fewer than three corners.
    """
    holders = [z for z in editable_zones(board) if has_vertex(z.polygon, v)]
    if not holders:
        raise EditError("No zone has a corner there.")
    neighbour_pairs = set()
    for z in holders:
        for rings in polygon_rings(z.polygon):
            for ring in rings:
                n = len(ring)
                for i, p in enumerate(ring):
                    if same(p, v):
                        neighbour_pairs.add(frozenset((ring[i - 1], ring[(i + 1) % n])))
    if len(neighbour_pairs) > 1:
        raise EditError("This corner is where several borders meet; move it instead of deleting it.")

    def drop(ring: Ring) -> Ring:
        kept = [p for p in ring if not same(p, v)]
        if len(kept) < 3 and len(kept) != len(ring):
            raise EditError("A zone outline needs at least three corners.")
        return kept

    return [(z, _checked(z, map_rings(z.polygon, drop), "Deleting this point")) for z in holders]


def node_into_neighbours(board: Board, points: Iterable[LonLat], skip: Iterable[str] = ()
                         ) -> dict[str, Polygon | MultiPolygon]:
    """Put each point that lies on another zone's edge (not at a corner) into that edge.

    This keeps borders shared vertex for vertex after a split or a new zone cut against a
    neighbour, so a later vertex move keeps both sides together. Returns new shapes by zone id.
    """
    skip = set(skip)
    pts = [p for p in dict.fromkeys(points)]
    if not pts:
        return {}
    changed: dict[str, Polygon | MultiPolygon] = {}
    point_array = shapely.points(np.array(pts, dtype=float))
    for z in editable_zones(board):
        if z.id in skip:
            continue
        geom = z.polygon
        boundary = geom.boundary
        dist = shapely.distance(boundary, point_array)
        coords = shapely.get_coordinates(geom)
        near = [p for p, d in zip(pts, dist.tolist(), strict=True) if d <= ON_EDGE_DEG
                and not np.any(np.all(np.abs(coords - np.asarray(p)) <= SAME_DEG, axis=1))]
        if not near:
            continue

        def add_points(ring: Ring, near: list[LonLat] = near) -> Ring:
            a = np.array(ring, dtype=float)
            d = _point_segment_distances(np.array(near, dtype=float), a, np.roll(a, -1, axis=0))
            out: Ring = []
            for i, start in enumerate(ring):
                out.append(start)
                on = [near[k] for k in np.flatnonzero(d[:, i] <= ON_EDGE_DEG).tolist()]
                on.sort(key=lambda p: (p[0] - start[0]) ** 2 + (p[1] - start[1]) ** 2)
                out.extend(p for p in on if not same(p, start))
            return out

        new = map_rings(geom, add_points)
        if new.is_valid:
            changed[z.id] = new
    return changed


def _point_segment_distances(points: np.ndarray, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Distances (k points x n segments a[i]-b[i]), in the coordinates' own units."""
    seg = b - a
    len2 = (seg ** 2).sum(axis=1)
    len2[len2 == 0] = 1e-300
    rel = points[:, None, :] - a[None, :, :]
    t = np.clip((rel * seg[None, :, :]).sum(axis=2) / len2[None, :], 0.0, 1.0)
    nearest = a[None, :, :] + t[:, :, None] * seg[None, :, :]
    return np.hypot(points[:, None, 0] - nearest[:, :, 0], points[:, None, 1] - nearest[:, :, 1])


def vertices_of(geom: BaseGeometry) -> list[LonLat]:
    return [p for rings in polygon_rings(geom) for ring in rings for p in ring]


# ----- whole zones ------------------------------------------------------------------------------
def polygonal(geom: BaseGeometry) -> Polygon | MultiPolygon:
    """The polygon parts of a set-operation result (lines and points from touching edges dropped)."""
    if isinstance(geom, Polygon | MultiPolygon):
        return geom
    parts: list[Polygon] = []
    for g in getattr(geom, "geoms", []):
        if isinstance(g, Polygon) and not g.is_empty:
            parts.append(g)
        elif isinstance(g, MultiPolygon):
            parts.extend(g.geoms)
    if not parts:
        return Polygon()
    return parts[0] if len(parts) == 1 else MultiPolygon(parts)


def clip_new_zone(board: Board, outline: Sequence[LonLat], land: BaseGeometry | None,
                  kind: str = "land") -> Polygon | MultiPolygon:
    """The shape a drawn outline gives: cut to the land, minus the land zones already there."""
    if len(outline) < 3:
        raise EditError("A zone needs at least three corners.")
    shape: BaseGeometry = Polygon(outline)
    if not shape.is_valid:
        shape = polygonal(shapely.make_valid(shape))
    if kind == "land":
        if land is not None and not land.is_empty:
            shape = shape.intersection(land)
        others = [z.polygon for z in board.zones.values() if z.kind == "land" and not z.polygon.is_empty]
        if others:
            shape = shape.difference(shapely.union_all(np.array(others, dtype=object)))
    elif kind == "sea":
        others = [z.polygon for z in board.zones.values() if z.kind != "hex" and not z.polygon.is_empty]
        if others:
            shape = shape.difference(shapely.union_all(np.array(others, dtype=object)))
    shape = _drop_specks(board, polygonal(shape))
    if shape.is_empty:
        raise EditError("The outline covers no free land: draw it over the coastline's land.")
    return shape


def _drop_specks(board: Board, geom: Polygon | MultiPolygon) -> Polygon | MultiPolygon:
    """Parts of a cut smaller than `SLIVER_KM2` are noise of the cut, not something drawn."""
    parts = list(geom.geoms) if isinstance(geom, MultiPolygon) else [geom]
    kept = [p for p in parts if not p.is_empty and board.projection.project_geom(p).area >= SLIVER_KM2]
    if not kept:
        return Polygon()
    return kept[0] if len(kept) == 1 else MultiPolygon(kept)


def split_zone(board: Board, zone: Zone, line: Sequence[LonLat]) -> tuple[Polygon | MultiPolygon,
                                                                          list[Polygon | MultiPolygon]]:
    """Cut a zone along a line: (the part that keeps the zone, [the parts that become new zones]).

    Only polygon parts the line actually cuts are shared out; other parts (islands of a
    multi-part zone) stay with the zone. Of the cut parts the largest keeps the zone.
    """
    if len(line) < 2:
        raise EditError("Draw a line across the zone to split it.")
    cutter = LineString(line)
    parts = list(zone.polygon.geoms) if isinstance(zone.polygon, MultiPolygon) else [zone.polygon]
    kept: list[Polygon] = []
    pieces: list[Polygon] = []
    for part in parts:
        result = [g for g in shapely_split(part, cutter).geoms if isinstance(g, Polygon) and g.area > 0]
        if len(result) > 1:
            pieces.extend(result)
        else:
            kept.append(part)
    if len(pieces) < 2:
        raise EditError(f"The line does not cut {zone.describe()} in two: draw it right across.")
    pieces.sort(key=lambda p: board.projection.project_geom(p).area, reverse=True)
    keep = kept + [pieces[0]]
    main = keep[0] if len(keep) == 1 else MultiPolygon(keep)
    return main, list(pieces[1:])


def merge_shapes(board: Board, a: Zone, b: Zone) -> Polygon | MultiPolygon:
    """The union of two zones, without the rounding slivers a not-quite-shared border leaves."""
    union = polygonal(shapely.union(a.polygon, b.polygon))
    proj = board.projection

    def fill(poly: Polygon) -> Polygon:
        holes = [r for r in poly.interiors if proj.project_geom(Polygon(r)).area >= SLIVER_KM2]
        return Polygon(poly.exterior, holes)

    parts = [fill(p) for p in (union.geoms if isinstance(union, MultiPolygon) else [union])]
    return parts[0] if len(parts) == 1 else MultiPolygon(parts)


# ----- snapping and picking ---------------------------------------------------------------------
class Snapper:
    """Finds the nearest zone corner, or else the nearest point of the coast, within a radius in km.

    Built once per board state; coordinates are returned exactly as the zones hold them, so a
    snapped vertex is the same vertex as its neighbour's.
    """

    def __init__(self, board: Board, land: BaseGeometry | None,
                 skip_kinds: tuple[str, ...] = ("hex",)) -> None:
        self.board = board
        pts = [p for z in board.zones.values() if z.kind not in skip_kinds and not z.polygon.is_empty
               for p in vertices_of(z.polygon)]
        self.lonlat = np.array(pts, dtype=float).reshape(-1, 2)
        self.km = board.projection.project_array(self.lonlat) if len(self.lonlat) else self.lonlat
        self.coast_km: BaseGeometry | None = None
        if land is not None and not land.is_empty:
            self.coast_km = board.projection.project_geom(land.boundary)

    def vertex(self, point_km: tuple[float, float], radius_km: float,
               exclude: LonLat | None = None) -> LonLat | None:
        if not len(self.km):
            return None
        d = np.hypot(self.km[:, 0] - point_km[0], self.km[:, 1] - point_km[1])
        if exclude is not None:
            mask = np.all(np.abs(self.lonlat - np.asarray(exclude)) <= SAME_DEG, axis=1)
            d = np.where(mask, np.inf, d)
        i = int(np.argmin(d))
        if d[i] > radius_km:
            return None
        return float(self.lonlat[i, 0]), float(self.lonlat[i, 1])

    def coast(self, point_km: tuple[float, float], radius_km: float) -> LonLat | None:
        if self.coast_km is None:
            return None
        p = Point(point_km)
        if self.coast_km.distance(p) > radius_km:
            return None
        q = self.coast_km.interpolate(self.coast_km.project(p))
        return self.board.unproject(q.x, q.y)

    def snap(self, point_km: tuple[float, float], radius_km: float,
             exclude: LonLat | None = None) -> tuple[LonLat, str]:
        """(point, "vertex" | "coast" | "free")."""
        v = self.vertex(point_km, radius_km, exclude)
        if v is not None:
            return v, "vertex"
        c = self.coast(point_km, radius_km)
        if c is not None:
            return c, "coast"
        return self.board.unproject(*point_km), "free"


def nearest_edge(board: Board, point_km: tuple[float, float], radius_km: float
                 ) -> tuple[LonLat, LonLat, LonLat] | None:
    """(a, b, p): the zone edge a-b nearest the point within the radius, p the nearest point on it."""
    best: tuple[float, LonLat, LonLat, LonLat] | None = None
    proj = board.projection
    px, py = point_km
    near = board.zones_near_km(Point(point_km), radius_km)
    for zid in near:
        z = board.zones[zid]
        if z.kind == "hex":
            continue
        for rings in polygon_rings(z.polygon):
            for ring in rings:
                arr = np.array(ring, dtype=float)
                km = proj.project_array(arr)
                nxt = np.roll(km, -1, axis=0)
                seg = nxt - km
                len2 = (seg ** 2).sum(axis=1)
                len2[len2 == 0] = 1e-30
                t = np.clip(((px - km[:, 0]) * seg[:, 0] + (py - km[:, 1]) * seg[:, 1]) / len2, 0.0, 1.0)
                qx = km[:, 0] + t * seg[:, 0]
                qy = km[:, 1] + t * seg[:, 1]
                d = np.hypot(qx - px, qy - py)
                i = int(np.argmin(d))
                if d[i] <= radius_km and (best is None or d[i] < best[0]):
                    a, b = ring[i], ring[(i + 1) % len(ring)]
                    best = (float(d[i]), a, b, board.unproject(float(qx[i]), float(qy[i])))
    if best is None:
        return None
    return best[1], best[2], best[3]


def pick_zone(board: Board, lonlat: LonLat, kinds: tuple[str, ...] = ("land", "sea")) -> str | None:
    """The zone of one of `kinds` covering the point: hexes first, then land, then sea (in that order
    among the kinds asked for)."""
    proj = board.projection
    p = Point(proj.project(*lonlat))
    hits = board.zones_near_km(p, 0.0)
    order = {"hex": 0, "land": 1, "sea": 2}
    found = sorted((order.get(board.zones[z].kind, 3), z) for z in hits if board.zones[z].kind in kinds)
    return found[0][1] if found else None


def distance_km(a_km: tuple[float, float], b_km: tuple[float, float]) -> float:
    return math.hypot(a_km[0] - b_km[0], a_km[1] - b_km[1])
