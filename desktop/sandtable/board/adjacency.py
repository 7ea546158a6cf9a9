"""Which zones share a border: candidate pairs from an STRtree, then the length of the shared line.

Two zones are neighbours when their outlines run together for at least `min_len` km. Outlines
produced by a generator or hand-drawn in QGIS rarely coincide exactly, so a line of one zone
counts as shared when it lies within `tol` km of the other zone; a corner touch then yields a
shared length of about 2 * tol, kept below `min_len` so corners never make neighbours.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

import numpy as np
import shapely
from shapely.errors import GEOSException
from shapely.geometry import MultiPolygon, Polygon
from shapely.geometry.base import BaseGeometry

BORDER_TOLERANCE_KM = 0.5
MIN_SHARED_BORDER_KM = 2.0


def polygon_parts(geom: BaseGeometry) -> BaseGeometry:
    """The polygon parts of any geometry (repairs and clips can add stray lines and points)."""
    if isinstance(geom, Polygon | MultiPolygon):
        return geom
    parts = [p for p in shapely.get_parts(geom) if isinstance(p, Polygon | MultiPolygon) and not p.is_empty]
    return shapely.union_all(parts) if parts else Polygon()


def valid_polygonal(geom: BaseGeometry) -> BaseGeometry:
    """The shape made valid and reduced to its polygons (a hand-drawn ring may cross itself)."""
    return polygon_parts(geom if geom.is_valid else shapely.make_valid(geom))


def shared_border_km(a: BaseGeometry, b: BaseGeometry, tol: float = BORDER_TOLERANCE_KM,
                     min_len: float = MIN_SHARED_BORDER_KM) -> float:
    """Length (km) of outline the two shapes share, counting lines within `tol` of the other shape.

    The exact common outline is tried first (cheap, and exact for generated boards); the
    tolerant measure, taken on both sides and reduced to the smaller, only runs when the
    exact one is short.
    """
    ax0, ay0, ax1, ay1 = a.bounds
    bx0, by0, bx1, by1 = b.bounds
    pad = 2.0 * tol
    window = (max(ax0, bx0) - pad, max(ay0, by0) - pad, min(ax1, bx1) + pad, min(ay1, by1) + pad)
    if window[0] > window[2] or window[1] > window[3]:
        return 0.0
    # Everything is measured inside the overlap of the two bounding boxes: far cheaper than
    # overlaying whole coastlines, and nothing shared can lie outside it.
    try:
        exact = shapely.clip_by_rect(a.boundary, *window).intersection(
            shapely.clip_by_rect(b.boundary, *window)).length
    except GEOSException:
        exact = 0.0
    if exact >= min_len:
        return exact
    try:
        a_local = polygon_parts(shapely.clip_by_rect(valid_polygonal(a), *window))
        b_local = polygon_parts(shapely.clip_by_rect(valid_polygonal(b), *window))
        if a_local.is_empty or b_local.is_empty:
            return exact
        la = a_local.boundary.intersection(b_local.buffer(tol)).length
        lb = b_local.boundary.intersection(a_local.buffer(tol)).length
    except GEOSException:
        return exact
    # Clipping adds the window's edges to the outline; they lie outside the other shape's
    # buffer except where the shapes overlap the window edge, a negligible excess at this scale.
    return max(exact, min(la, lb))


def find_borders(polys: Mapping[str, BaseGeometry], tol: float = BORDER_TOLERANCE_KM,
                 min_len: float = MIN_SHARED_BORDER_KM,
                 focus: Collection[str] | None = None) -> set[tuple[str, str]]:
    """Sorted id pairs of shapes (in km) sharing a border; with `focus`, only pairs involving those ids."""
    ids = list(polys)
    if len(ids) < 2:
        return set()
    geoms = np.array([polys[i] for i in ids], dtype=object)
    tree = shapely.STRtree(geoms)
    if focus is None:
        left, right = tree.query(geoms, predicate="dwithin", distance=tol)
    else:
        index = {zid: n for n, zid in enumerate(ids)}
        fidx = np.array([index[f] for f in focus if f in index], dtype=int)
        if fidx.size == 0:
            return set()
        left, right = tree.query(geoms[fidx], predicate="dwithin", distance=tol)
        left = fidx[left]
    seen: set[tuple[int, int]] = set()
    found: set[tuple[str, str]] = set()
    for i, j in zip(left.tolist(), right.tolist(), strict=True):
        if i == j:
            continue
        key = (i, j) if i < j else (j, i)
        if key in seen:
            continue
        seen.add(key)
        if shared_border_km(geoms[i], geoms[j], tol, min_len) >= min_len:
            a, b = ids[i], ids[j]
            found.add((a, b) if a < b else (b, a))
    return found
