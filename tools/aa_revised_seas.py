"""The water of the Axis & Allies Revised board, and the planar partition of the whole board.

Used by tools/build_board_aa_revised.py (details in docs/rules/board-aa-revised.md):
  - `grow_seas`: the water is cut into cells; the 64 sea zones grow from their seed points over
    the cells nearest first, a cell only being taken when every land territory and every zone
    it touches is a neighbour of the growing zone in the reference graph.
  - `grow_land`: water no sea zone may take (a bay between two coasts that must not meet, the
    polar seas along coasts that have no sea zone) is given to the land around it, under the
    same rule; the box does the same (Siberia runs to the map's edge).
  - `fill_gaps`: the water still left goes to a zone or land beside it, under the same rule.
  - `planar`: every outline is noded once and the board rebuilt from the faces, so that
    neighbours share exactly the same edges (no gaps or slivers where three cuts meet).
  - `smooth_staircases`: the staircases of the cells smoothed once, edge by edge, so that
    neighbours still share identical edges.
"""

from __future__ import annotations

import heapq
import math
import sys
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import shapely
from shapely.geometry import MultiPolygon, Polygon
from shapely.geometry.base import BaseGeometry

GRID = 1e-6  # the board file's coordinates have 6 decimals
CHUNK = 12  # segments of a staircase smoothed together
NEAR = 0.02  # board units (2 km): how close a smoothed line may come to another


def polygonal(geom: BaseGeometry) -> MultiPolygon:
    parts: list[Polygon] = []
    stack = [geom]
    while stack:
        g = stack.pop()
        if isinstance(g, Polygon):
            if not g.is_empty and g.area > 0:
                parts.append(g)
        elif hasattr(g, "geoms"):
            stack.extend(g.geoms)
    return MultiPolygon(sorted(parts, key=lambda p: (-p.area, p.bounds)))


class Graph:
    def __init__(self, ref: dict[str, Any], dropped: list[list[str]]) -> None:
        self.kind: dict[str, str] = {n: s["kind"] for n, s in ref["spaces"].items()}
        drop = {frozenset(p) for p in dropped}
        self.edges = {frozenset(p) for p in ref["connections"]} - drop
        self.nbr: dict[str, set[str]] = {n: set() for n in self.kind}
        for e in self.edges:
            a, b = sorted(e)
            self.nbr[a].add(b)
            self.nbr[b].add(a)


@dataclass
class Water:
    """The water cells of the board and who owns each (a sea zone, or land that took it)."""

    cell: float
    xs: np.ndarray
    ys: np.ndarray
    cells: set[int]
    touch: dict[int, set[str]]
    owner: dict[int, str] = field(default_factory=dict)
    polar: set[int] = field(default_factory=set)  # cells only land may take

    @property
    def nx(self) -> int:
        return len(self.xs)

    def around(self, c: int) -> tuple[int, ...]:
        nx = self.nx
        return (c - 1, c + 1, c - nx, c + nx, c - nx - 1, c - nx + 1, c + nx - 1, c + nx + 1)

    def centre(self, c: int) -> tuple[float, float]:
        return (float(self.xs[c % self.nx] + self.cell / 2), float(self.ys[c // self.nx] + self.cell / 2))

    def boxes(self, cs: list[int]) -> BaseGeometry:
        nx, cell = self.nx, self.cell
        corners = np.array([[self.xs[c % nx], self.ys[c // nx]] for c in cs])
        return shapely.union_all(
            shapely.box(corners[:, 0], corners[:, 1], corners[:, 0] + cell, corners[:, 1] + cell)
        )

    def allowed(self, zone: str, c: int, graph: Graph) -> bool:
        ok = graph.nbr[zone] | {zone}
        if not self.touch.get(c, set()) <= ok:
            return False
        # Diagonal neighbours count too: a staircase of corner touches adds up to a border (and
        # a coast crossing a cell corner draws one).
        return all(self.owner.get(d, zone) in ok for d in self.around(c))

    def grow(
        self, heap: list[tuple[float, int, int, str]], graph: Graph, dist: Any, coast_only: bool = False
    ) -> None:
        """Claim cells from the heap, nearest first; `dist(zone, cell)` orders the growth. With
        `coast_only` a zone only takes cells its own outline touches."""
        order = len(heap)
        while heap:
            d0, _, c, zone = heapq.heappop(heap)
            if c in self.owner or not self.allowed(zone, c, graph):
                continue
            if c in self.polar and graph.kind[zone] == "sea":
                continue
            if coast_only and zone not in self.touch.get(c, ()):
                continue
            self.owner[c] = zone
            for d in self.around(c)[:4]:
                if d in self.cells and d not in self.owner:
                    heapq.heappush(heap, (max(dist(zone, d), d0), order, d, zone))
                    order += 1


def water_cells(land: dict[str, MultiPolygon], spec: dict[str, Any], frame: Any) -> Water:
    cell = spec["cell_deg"]
    xs = np.arange(-180.0, 180.0, cell)
    ys = np.arange(-90.0, 90.0, cell)
    cx, cy = np.meshgrid(xs + cell / 2, ys + cell / 2)
    lon, lat = frame.to_lonlat(cx, cy)
    lat0, lat1 = frame.lat_range
    seam = frame.seam_at(lat)
    onboard = (lat >= lat0) & (lat <= lat1) & (lon >= seam) & (lon < seam + 360.0)
    real = (lon + 180.0) % 360.0 - 180.0
    for x0, y0, x1, y1 in spec["lakes"]:
        onboard &= ~((real >= x0) & (real <= x1) & (lat >= y0) & (lat <= y1))
    polar = np.zeros_like(onboard)
    for x0, y0, x1, y1 in spec["polar"]:
        polar |= (real >= x0) & (real <= x1) & (lat >= y0) & (lat <= y1)
    idx = np.flatnonzero(onboard.ravel())
    half = cell / 2
    boxes = shapely.box(
        cx.ravel()[idx] - half, cy.ravel()[idx] - half, cx.ravel()[idx] + half, cy.ravel()[idx] + half
    )
    refs = sorted(land)
    geoms = np.array([land[r] for r in refs], dtype=object)
    union = shapely.union_all(geoms)
    shapely.prepare(union)
    wet = ~shapely.covers(union, boxes)
    idx, boxes = idx[wet], boxes[wet]
    tree = shapely.STRtree(geoms)
    # "near" rather than "intersects": the board counts outlines within 0.5 km as shared.
    bi, li = tree.query(boxes, predicate="dwithin", distance=0.01)
    touch: dict[int, set[str]] = {}
    for b, g in zip(bi.tolist(), li.tolist(), strict=True):
        touch.setdefault(int(idx[b]), set()).add(refs[g])
    cells = set(idx.tolist())
    return Water(cell, xs, ys, cells, touch, polar=cells & set(np.flatnonzero(polar.ravel()).tolist()))


def grow_seas(water: Water, centres: dict[str, list[tuple[float, float]]], graph: Graph) -> None:
    nx, cell = water.nx, water.cell

    def cell_of(x: float, y: float) -> int:
        return int((y + 90.0) // cell) * nx + int((x + 180.0) // cell)

    def dist(zone: str, c: int) -> float:
        p = water.centre(c)
        return min(math.dist(p, q) for q in centres[zone])

    heap: list[tuple[float, int, int, str]] = []
    for n in sorted(centres):
        for x, y in centres[n]:
            c = cell_of(x, y)
            if c not in water.cells or c in water.polar:
                raise SystemExit(f"the seed of {n} at board ({x:.1f}, {y:.1f}) is not in open water")
            heap.append((0.0, len(heap), c, n))
    # Every coast a zone must touch gets a seed on the cell of that coast nearest the zone.
    coast_of: dict[str, list[int]] = {}
    for c, lands in water.touch.items():
        for r in lands:
            coast_of.setdefault(r, []).append(c)
    for n in sorted(centres):
        for r in sorted(graph.nbr[n]):
            if graph.kind[r] != "land":
                continue
            options = [
                c for c in coast_of.get(r, []) if water.touch[c] <= graph.nbr[n] and c not in water.polar
            ]
            if not options:
                print(f"  no coast cell of {r} can belong to {n}", file=sys.stderr)
                continue
            heap.append((0.0, len(heap), min(options, key=lambda c: (dist(n, c), c)), n))
    heapq.heapify(heap)
    water.grow(heap, graph, dist)


def grow_land(water: Water, graph: Graph) -> None:
    """Give the water no sea zone could take to the land territories it touches (same rule)."""
    heap: list[tuple[float, int, int, str]] = []
    for c in sorted(water.cells - set(water.owner)):
        for r in sorted(water.touch.get(c, set())):
            heap.append((0.0, len(heap), c, r))
    heapq.heapify(heap)
    # Only cells on the territory's own coast: land never reaches across the water to another
    # coast (it would draw strips of land through the sea).
    water.grow(heap, graph, lambda zone, c: 0.0, coast_only=True)


def fill_gaps(water: Water, graph: Graph) -> None:
    """The water still without a zone (a band between a coast and a sea zone that must not meet,
    a cell where a land border reaches the coast between two sea zones) goes to a sea zone or a
    land territory beside it, under the same rule; land may now take more than its own coast, but
    only inside such a band (every other cell is taken), so no strip of land crosses the sea."""
    heap: list[tuple[float, int, int, str]] = []
    for c in sorted(water.cells - set(water.owner)):
        near = {water.owner[d] for d in water.around(c)[:4] if d in water.owner}
        for z in sorted(near | water.touch.get(c, set())):
            heap.append((0.0 if graph.kind[z] == "sea" else 1.0, len(heap), c, z))
    heapq.heapify(heap)
    water.grow(heap, graph, lambda zone, c: 0.0 if graph.kind[zone] == "sea" else 1.0)


def planar(
    shapes: dict[str, BaseGeometry], fill: BaseGeometry | None = None, weak: frozenset[str] = frozenset()
) -> dict[str, MultiPolygon]:
    """Rebuild the shapes from the faces of all their outlines noded together. A face inside
    several shapes goes to the first in the dict's order; a face of `fill` inside none (or only
    inside `weak` shapes) goes to the strong shape that shares the longest part of its outline.
    Neighbours then share exactly the same edges."""
    refs = list(shapes)
    geoms = [shapes[r] for r in refs]
    lines = [shapely.boundary(g) for g in geoms]
    if fill is not None and not fill.is_empty:
        lines.append(shapely.boundary(fill))
    # snap-rounded to the 6 decimals the board file keeps: what is written is what was noded
    noded = shapely.union_all(lines, grid_size=GRID)
    faces = shapely.get_parts(shapely.polygonize(shapely.get_parts(noded)))
    tree = shapely.STRtree(np.array(geoms, dtype=object))
    inside = shapely.point_on_surface(faces)
    fi, gi = tree.query(inside, predicate="within")
    owner: dict[int, int] = {}
    for f, g in zip(fi.tolist(), gi.tolist(), strict=True):
        owner[f] = min(owner.get(f, g), g)
    if fill is not None and not fill.is_empty:
        shapely.prepare(fill)
        for f in range(len(faces)):
            if (f in owner and refs[owner[f]] not in weak) or not fill.covers(inside[f]):
                continue
            edge = faces[f].boundary
            near = tree.query(faces[f], predicate="intersects").tolist()
            near = [g for g in near if refs[g] not in weak]
            scored = [(shapely.intersection(edge, geoms[g].boundary).length, -g) for g in near]
            scored = [s for s in scored if s[0] > 0]
            if scored:
                owner[f] = -max(scored)[1]
    parts: dict[int, list[BaseGeometry]] = {}
    for f, g in sorted(owner.items()):
        parts.setdefault(g, []).append(faces[f])
    out = {}
    for g, r in enumerate(refs):
        out[r] = polygonal(shapely.union_all(parts.get(g, []), grid_size=GRID))
        if out[r].is_empty:
            raise SystemExit(f"{r} lost all its area in the planar partition")
    return out


def _on_grid(v: np.ndarray, cell: float) -> np.ndarray:
    k = (v + 180.0) / cell
    return np.abs(k - np.round(k)) < 1e-6


def _pieces(line: np.ndarray, cell: float) -> list[tuple[np.ndarray, bool]]:
    """The edge cut at the ends of its staircases: (coordinates, is a staircase) in order, where
    a staircase is a run of two or more segments along the water grid's lines (cell sides)."""
    d = np.diff(line, axis=0)
    vertical = (np.abs(d[:, 0]) < 1e-9) & _on_grid(line[:-1, 0], cell)
    horizontal = (np.abs(d[:, 1]) < 1e-9) & _on_grid(line[:-1, 1], cell)
    stair = vertical | horizontal
    out: list[tuple[np.ndarray, bool]] = []
    i, n = 0, len(stair)
    while i < n:
        j = i
        while j < n and stair[j] == stair[i]:
            j += 1
        is_stair = bool(stair[i]) and j - i >= 2
        if out and not is_stair and not out[-1][1]:
            out[-1] = (np.concatenate([out[-1][0], line[i + 1:j + 1]]), False)
        elif is_stair:
            # long staircases in pieces of at most CHUNK segments: where a piece cannot be
            # smoothed (it would cross a coast the staircase follows), the others still are
            cuts = list(range(i, j, CHUNK)) + [j]
            if len(cuts) > 2 and cuts[-1] - cuts[-2] < 2:
                del cuts[-2]
            out.extend((line[a:b + 1], True) for a, b in zip(cuts, cuts[1:], strict=False))
        else:
            out.append((line[i:j + 1], False))
        i = j
    return out


def smooth_staircases(
    shapes: dict[str, MultiPolygon], cell: float, seas: frozenset[str] = frozenset()
) -> dict[str, MultiPolygon]:
    """Smooth the staircases that the water cells leave (borders between sea zones, coasts of
    land that took water), once, on the shared edges: every edge between two junctions is
    simplified where it runs along the grid, so neighbours keep identical edges; an edge whose
    smoothing would cross another edge or itself is smoothed less, or kept as it was. The shapes
    are rebuilt from the faces of the edges, each face going to the shape that covers most of
    it. Between two of the `seas` (no coast to follow) the tolerance is three cells (then 1.5,
    0.8), elsewhere most of one."""
    refs = list(shapes)
    geoms = np.array([shapes[r] for r in refs], dtype=object)
    noded = shapely.union_all(shapely.boundary(geoms), grid_size=GRID)
    land = [r for r in refs if r not in seas]
    land_tree = shapely.STRtree(np.array([shapes[r] for r in land], dtype=object))

    def near_land(p: BaseGeometry) -> list[str]:
        return [land[i] for i in land_tree.query(p, predicate="dwithin", distance=1e-7).tolist()]

    edges = list(shapely.get_parts(shapely.line_merge(noded)))
    sea_lines = shapely.union_all([shapely.boundary(shapes[r]) for r in refs if r in seas])
    shapely.prepare(sea_lines)
    # every edge cut at the ends of its staircases: each staircase is smoothed on its own
    pieces: list[BaseGeometry] = []
    # tolerances in cells, tried in turn while the smoothed piece crosses another line or itself
    steps: list[list[float]] = []
    for e in edges:
        xy = shapely.get_coordinates(e)
        mid = shapely.Point((xy[0] + xy[1]) / 2)
        # an edge between two sea zones: on the outline of a sea zone, and of no land
        at_sea = shapely.dwithin(sea_lines, mid, 1e-7) and not any(
            shapely.dwithin(shapes[r].boundary, mid, 1e-7) for r in near_land(mid))
        for part, stair in _pieces(xy, cell):
            pieces.append(shapely.LineString(part))
            if not stair:
                steps.append([0.0])
            else:
                steps.append([3.0, 1.5, 0.8, 0.4, 0.0] if at_sea else [0.8, 0.4, 0.0])

    def version(i: int) -> BaseGeometry:
        tol = steps[i][0]
        if tol == 0.0:
            return pieces[i]
        s = shapely.simplify(pieces[i], cell * tol)
        return pieces[i] if len(shapely.get_coordinates(s)) == len(shapely.get_coordinates(pieces[i])) else s

    edges = pieces
    new = [version(i) for i in range(len(edges))]
    while True:  # ends: each round steps at least one edge down, and an edge has few steps
        tree = shapely.STRtree(np.array(new, dtype=object))
        bad: set[int] = set()
        for i, e in enumerate(new):
            if e is edges[i]:
                continue
            if not e.is_simple:
                bad.add(i)
                continue
            # nor come near another line (the table counts outlines 0.5 km apart as touching)
            # away from its own ends
            inner = e.difference(shapely.MultiPoint(shapely.get_coordinates(e)[[0, -1]]).buffer(3 * NEAR))
            for j in tree.query(inner, predicate="dwithin", distance=NEAR).tolist():
                if j != i:
                    bad.update(k for k in (i, j) if new[k] is not edges[k])
        if not bad:
            break
        for i in bad:
            steps[i] = steps[i][1:] or [0.0]
            new[i] = version(i)
    faces = shapely.get_parts(shapely.polygonize(new))
    tree = shapely.STRtree(geoms)
    fi, gi = tree.query(faces, predicate="intersects")
    areas = shapely.area(shapely.intersection(faces[fi], geoms[gi]))
    best: dict[int, tuple[float, int]] = {}
    for f, g, a in zip(fi.tolist(), gi.tolist(), areas.tolist(), strict=True):
        if a > best.get(f, (0.0, -1))[0]:
            best[f] = (a, g)
    parts: dict[int, list[BaseGeometry]] = {}
    face_area = shapely.area(faces)
    for f, (a, g) in sorted(best.items()):
        if a > 0.5 * face_area[f]:
            parts.setdefault(g, []).append(faces[f])
    out = {}
    for g, r in enumerate(refs):
        out[r] = polygonal(shapely.union_all(parts.get(g, []), grid_size=GRID))
        if out[r].is_empty:
            raise SystemExit(f"{r} lost all its area in the smoothing")
    return out
