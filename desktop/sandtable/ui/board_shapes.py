"""Shapes the scene derives from a board, with shapely only (no Qt): land borders split into shared,
closed and coast lines, the lines between sea zones, a zone's main body, the island links, the
coastline backdrop."""

from __future__ import annotations

from typing import Any

import shapely
from shapely.geometry import GeometryCollection, LineString, MultiLineString
from shapely.geometry.base import BaseGeometry

# The gap (km) used to tell shared borders from coastline when the shapes come from real data.
_EPS_KM = 0.05


def border_lines(land: dict[str, BaseGeometry],
                 closed_ids: list[str]) -> tuple[BaseGeometry, BaseGeometry, BaseGeometry]:
    """(solid, dotted, coast) lines: borders between land zones, those of closed zones, coastline.

    Worked out per cluster of zones within twice the gap of each other: a lone zone's outline is
    all coast, with no set operation. One union of every zone made a board from a stranger of
    999 jagged islands take 27 s, and one comb-shaped island of 250,000 vertices never finish.
    """
    ids = list(land)
    groups = clusters([land[z] for z in ids], 2 * _EPS_KM)
    if len(groups) == 1 and len(groups[0]) > 1:
        return _cluster_border_lines(land, closed_ids)
    closed = set(closed_ids)
    solid: list[BaseGeometry] = []
    dotted: list[BaseGeometry] = []
    coast: list[BaseGeometry] = []
    for group in groups:
        if len(group) == 1:
            coast.append(land[ids[group[0]]].boundary)
            continue
        part = {ids[i]: land[ids[i]] for i in group}
        lines = _cluster_border_lines(part, [z for z in part if z in closed])
        for out, geom in zip((solid, dotted, coast), lines, strict=True):
            out.append(geom)
    return _collect_lines(solid), _collect_lines(dotted), _collect_lines(coast)


def clusters(shapes: list[BaseGeometry], distance: float) -> list[list[int]]:
    """Indexes of `shapes` grouped by chains of shapes within `distance` of each other."""
    parent = list(range(len(shapes)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    left, right = shapely.STRtree(shapes).query(shapes, predicate="dwithin", distance=distance)
    for a, b in zip(left.tolist(), right.tolist(), strict=True):
        parent[root(a)] = root(b)
    groups: dict[int, list[int]] = {}
    for i in range(len(shapes)):
        groups.setdefault(root(i), []).append(i)
    return list(groups.values())


def _collect_lines(parts: list[BaseGeometry]) -> BaseGeometry:
    """The line parts of `parts` as one MultiLineString (clusters are apart: nothing to node)."""
    lines: list[LineString] = []
    while parts:
        geom = parts.pop()
        if isinstance(geom, LineString):
            if not geom.is_empty:
                lines.append(geom)
        elif hasattr(geom, "geoms"):  # multi-part and collections, however nested; points dropped
            parts.extend(geom.geoms)
    return MultiLineString(lines) if lines else GeometryCollection()


def _cluster_border_lines(land: dict[str, BaseGeometry],
                          closed_ids: list[str]) -> tuple[BaseGeometry, BaseGeometry, BaseGeometry]:
    coast = shapely.union_all(list(land.values())).boundary
    lines = shapely.union_all([g.boundary for g in land.values()])
    internal = lines.difference(coast.buffer(_EPS_KM))
    if not closed_ids:
        return internal, GeometryCollection(), coast
    closed_lines = shapely.union_all([land[zid].boundary for zid in closed_ids]).buffer(_EPS_KM)
    return internal.difference(closed_lines), internal.intersection(closed_lines), coast


def sea_border_lines(sea: dict[str, BaseGeometry]) -> BaseGeometry:
    """The lines two sea zones share (none for a board with one sea): where the outlines of two
    touching sea zones run together (boards drawn as a partition share their edges exactly)."""
    if len(sea) < 2:
        return GeometryCollection()
    ids = sorted(sea)
    shapes = [sea[z] for z in ids]
    outlines = shapely.boundary(shapes)
    left, right = shapely.STRtree(shapes).query(shapes, predicate="touches")
    keep = left < right
    if not keep.any():
        return GeometryCollection()
    common = shapely.intersection(outlines[left[keep]], outlines[right[keep]])
    return shapely.union_all([lines_only(g) for g in common if not g.is_empty])


def main_part(geom: BaseGeometry) -> BaseGeometry:
    parts = getattr(geom, "geoms", None)
    return max(parts, key=lambda g: g.area) if parts else geom


def lines_only(geom: BaseGeometry) -> BaseGeometry:
    """The line parts of a set-operation result, joined into long runs (points are dropped).

    Set operations return borders as many two-point pieces; stroking each piece separately (with
    its own caps) made a redraw several times slower than stroking the merged polylines.
    """
    if geom.is_empty:
        return GeometryCollection()
    if isinstance(geom, LineString | MultiLineString):
        lines = geom
    else:
        parts = [g for g in getattr(geom, "geoms", []) if isinstance(g, LineString | MultiLineString)]
        if not parts:
            return GeometryCollection()
        lines = shapely.union_all(parts)
    merged = shapely.line_merge(lines)
    return merged if not merged.is_empty else lines


def project_coords(board: Any, coords: Any) -> Any:
    import numpy as np

    out = np.array([board.project(float(x), float(y)) for x, y in coords], dtype=float)
    return out.reshape(coords.shape) if len(coords) else coords


def arrow_links(board: Any) -> list[tuple[str, str]]:
    """The island links (edges of kind "arrow") of the board, each pair once."""
    pairs: list[tuple[str, str]] = []
    graph = getattr(board, "graph", None)
    if graph is not None:
        for a, b, data in graph.edges(data=True):
            if data.get("kind") == "arrow":
                pairs.append((a, b))
        return pairs
    for link in getattr(board, "links", []) or []:
        a = getattr(link, "a", None) if not isinstance(link, dict) else link.get("a")
        b = getattr(link, "b", None) if not isinstance(link, dict) else link.get("b")
        if a and b:
            pairs.append((a, b))
    return pairs


def backdrop_geometry(board: Any) -> BaseGeometry | None:
    """The board's coastline backdrop in lon/lat (`backdrop.geometry`, GeoJSON), or None.

    The backdrop is decoration: a missing or malformed geometry just means no backdrop.
    """
    backdrop = getattr(board, "backdrop", None)
    if isinstance(backdrop, BaseGeometry):
        return backdrop
    geom = backdrop.get("geometry") if isinstance(backdrop, dict) else getattr(backdrop, "geometry", None)
    if isinstance(geom, BaseGeometry):
        return geom
    if not isinstance(geom, dict) or geom.get("type") not in ("Polygon", "MultiPolygon"):
        return None
    try:
        shape = shapely.geometry.shape(geom)
        return shape if shape.is_valid else shapely.make_valid(shape)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, shapely.errors.GEOSException):
        return None
