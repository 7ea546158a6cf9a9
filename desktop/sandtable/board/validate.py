"""Checks of a loaded board that a well-formed file can still fail: broken shapes, overlaps,
slivers between zones, duplicate numbers, dangling links and cuts, isolated zones, bad rulers.

Each problem names the zones by printed number and name and carries a lon/lat location the
editor can jump to. Severity "error" means the board should not be played; "warning" means
it is usable but probably not what its author meant.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

import networkx as nx
import numpy as np
import shapely
from shapely.errors import GEOSException
from shapely.geometry import Point, Polygon
from shapely.geometry.base import BaseGeometry
from shapely.validation import explain_validity

from sandtable.board.model import Board
from sandtable.board.zone import KNOWN_SYMBOLS, MAX_ZONE_NUMBER, Zone

# Land zones may overlap by this much (km^2) before it is an error: rounding noise, not a drawing.
OVERLAP_TOLERANCE_KM2 = 1.0
# A hole in the union of land zones below this area (km^2) is a gap left between zones, not a lake.
SLIVER_HOLE_KM2 = 100.0
# ...and so is any hole thinner than this (km, mean width = 2 * area / perimeter).
SLIVER_WIDTH_KM = 2.0
# Open gaps (reaching the coast) narrower than this between two land zones are slivers too.
GAP_WIDTH_KM = 2.0
# Pieces of gap smaller than this (km^2) are below what anyone could see or click.
GAP_MIN_KM2 = 0.05
# Outlines with more segments shorter than the gap width than this are simplified (by a quarter of
# the gap width) before the gap check closes them: closing a jagged outline by buffering costs
# GEOS minutes (a hostile board of 999 saw-toothed zones: 78 s). Real boards have few such
# segments (the shipped A&A Revised world: 763, 1943-45: 18), so their check is unchanged.
MAX_FINE_SEGMENTS = 10_000


@dataclass(frozen=True)
class BoardProblem:
    severity: str  # "error" | "warning"
    message: str
    zone_ids: tuple[str, ...] = ()
    location: tuple[float, float] | None = None  # lon/lat


def _error(message: str, zones: tuple[Zone, ...] = (), location: tuple[float, float] | None = None
           ) -> BoardProblem:
    return BoardProblem("error", message, tuple(z.id for z in zones), location)


def _warning(message: str, zones: tuple[Zone, ...] = (), location: tuple[float, float] | None = None
             ) -> BoardProblem:
    return BoardProblem("warning", message, tuple(z.id for z in zones), location)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _validity_location(reason: str, zone: Zone) -> tuple[float, float]:
    match = re.search(r"\[\s*([-0-9.eE+]+)\s+([-0-9.eE+]+)", reason)
    if match:
        return float(match.group(1)), float(match.group(2))
    return zone.label_point or (0.0, 0.0)


def _where(board: Board, geom_km: BaseGeometry) -> tuple[float, float]:
    p = geom_km.representative_point() if not geom_km.is_empty else Point(0, 0)
    lon, lat = board.unproject(p.x, p.y)
    return round(lon, 5), round(lat, 5)


def _check_shapes(board: Board, problems: list[BoardProblem]) -> set[str]:
    bad: set[str] = set()
    for z in board.zones.values():
        if z.polygon.is_empty:
            problems.append(_error(f"{_capital(z.describe())} has an empty shape.", (z,), z.label_point))
            bad.add(z.id)
            continue
        if not z.polygon.is_valid:
            reason = explain_validity(z.polygon)
            problems.append(_error(f"{_capital(z.describe())} has an invalid shape ({reason}).", (z,),
                                   _validity_location(reason, z)))
            bad.add(z.id)
        elif z.polygon.area == 0:
            problems.append(_error(f"{_capital(z.describe())} has a shape of zero area.", (z,),
                                   z.label_point))
            bad.add(z.id)
    return bad


def _check_identity(board: Board, problems: list[BoardProblem]) -> None:
    for key, z in board.zones.items():
        if key != z.id:
            problems.append(_error(f"{_capital(z.describe())} is filed under the id {key!r} but has the "
                                   f"id {z.id!r}; ids must be unique.", (z,), z.label_point))
    for z in board.zones.values():
        # Numbers are labels the games map to their own indexes; a negative or absurd one is a typo
        # that no engine should have to take (issue #28).
        if z.number < 0:
            problems.append(_error(f"{_capital(z.describe())} has the negative number {z.number}; "
                                   "zone numbers start at 0.", (z,), z.label_point))
        elif z.number > MAX_ZONE_NUMBER:
            problems.append(_error(f"{_capital(z.describe())} has the number {z.number}, beyond the "
                                   f"limit of {MAX_ZONE_NUMBER}.", (z,), z.label_point))
    counts = Counter(z.number for z in board.zones.values() if z.kind != "hex")
    for number, n in sorted(counts.items()):
        if n > 1:
            same = tuple(z for z in board.zones.values() if z.kind != "hex" and z.number == number)
            names = ", ".join(z.name or z.id for z in same)
            problems.append(_error(f"Number {number:02d} is used by {n} zones ({names}).", same,
                                   same[0].label_point))
    hex_counts = Counter((z.props.get("grid"), z.number) for z in board.zones.values() if z.kind == "hex")
    for (grid, number), n in sorted(hex_counts.items(), key=str):
        if n > 1:
            same = tuple(z for z in board.zones.values()
                         if z.kind == "hex" and z.props.get("grid") == grid and z.number == number)
            problems.append(_error(f"Hex number {number} is used by {n} hexes of grid {grid}.", same,
                                   same[0].label_point))
    for z in board.zones.values():
        unknown = sorted(z.symbols - KNOWN_SYMBOLS)
        if unknown:
            problems.append(_warning(f"{_capital(z.describe())} has unknown symbol(s): {', '.join(unknown)}.",
                                     (z,), z.label_point))
        if z.kind == "hex" and z.props.get("grid") not in board.hex_grids:
            problems.append(_error(f"{_capital(z.describe())} belongs to an undeclared grid "
                                   f"{z.props.get('grid')!r}.", (z,), z.label_point))


def _check_links(board: Board, problems: list[BoardProblem]) -> None:
    for label, items in (("link", board.links), ("cut", board.cuts)):
        seen: set[frozenset[str]] = set()
        for item in items:
            missing = [x for x in (item.a, item.b) if x not in board.zones]
            present = tuple(board.zones[x] for x in (item.a, item.b) if x in board.zones)
            where = present[0].label_point if present else None
            if missing:
                problems.append(_error(f"The {label} {item.a} - {item.b} names a zone that does not exist "
                                       f"({', '.join(repr(m) for m in missing)}).", present, where))
            elif item.a == item.b:
                problems.append(_error(f"The {label} of {present[0].describe()} leads to itself.", present,
                                       where))
            elif item.pair() in seen:
                problems.append(_warning(f"The {label} between {present[0].describe()} and "
                                         f"{present[1].describe()} is given twice.", present, where))
            seen.add(item.pair())
    links = {x.pair() for x in board.links}
    for cut in board.cuts:
        if cut.pair() in links and cut.a in board.zones and cut.b in board.zones:
            za, zb = board.zones[cut.a], board.zones[cut.b]
            problems.append(_warning(f"{_capital(za.describe())} and {zb.describe()} are both linked "
                                     "and cut; the cut wins.", (za, zb), za.label_point))


def _check_expected_adjacency(board: Board, bad: set[str], problems: list[BoardProblem]) -> None:
    """The drawn graph (shared borders, sea coasts, links, cuts) against the board's
    expected_adjacency (a game's reference graph): every difference named."""
    if board.expected_adjacency is None:
        return
    unknown = sorted({x for pair in board.expected_adjacency for x in pair if x not in board.zones})
    if unknown:
        problems.append(_error(f"The expected adjacency names zones that do not exist: "
                               f"{', '.join(repr(x) for x in unknown[:5])}"
                               f"{' and more' if len(unknown) > 5 else ''}."))
    if bad:  # a broken shape's borders are not known: its differences would be noise
        return
    expected = {frozenset(p) for p in board.expected_adjacency if p[0] in board.zones and p[1] in board.zones}
    drawn = {frozenset(e) for e in board.graph.edges}
    for pair, text in ((expected - drawn, "are neighbours in the board's expected adjacency but not on "
                                          "the map (no shared border, coast or link)"),
                       (drawn - expected, "are neighbours on the map but not in the board's expected "
                                          "adjacency (cut them, or move the border)")):
        for a, b in sorted(tuple(sorted(x)) for x in pair):
            za, zb = board.zones[a], board.zones[b]
            problems.append(_error(f"{_capital(za.describe())} and {zb.describe()} {text}.", (za, zb),
                                   za.label_point))


def _check_numbers(board: Board, problems: list[BoardProblem]) -> None:
    for name, km in sorted(board.rulers.items()):
        if km <= 0:
            problems.append(_error(f"The ruler {name!r} is {km:g} km long; rulers must be longer than 0 km."))
    if board.counter_size_km <= 0:
        problems.append(_error(f"The counter size is {board.counter_size_km:g} km; "
                               "it must be larger than 0 km."))


def _land(board: Board, bad: set[str]) -> list[Zone]:
    return [z for z in board.zones.values() if z.kind == "land" and z.id not in bad]


def _check_overlaps(board: Board, bad: set[str], problems: list[BoardProblem]) -> None:
    land = _land(board, bad)
    if len(land) < 2:
        return
    geoms = np.array([board.polygon_km(z.id) for z in land], dtype=object)
    tree = shapely.STRtree(geoms)
    left, right = tree.query(geoms, predicate="intersects")
    for i, j in zip(left.tolist(), right.tolist(), strict=True):
        if i >= j:
            continue
        try:
            common = geoms[i].intersection(geoms[j])
        except GEOSException:
            continue
        if common.area > OVERLAP_TOLERANCE_KM2:
            a, b = land[i], land[j]
            problems.append(_error(f"{_capital(a.describe())} and {b.describe()} overlap by "
                                   f"{common.area:.0f} km\u00b2.", (a, b), _where(board, common)))


def _touching(board: Board, land: list[Zone], geom_km: BaseGeometry) -> tuple[Zone, ...]:
    near = board.zones_near_km(geom_km, board.border_tolerance_km)
    return tuple(z for z in land if z.id in near)


def _check_gaps(board: Board, bad: set[str], problems: list[BoardProblem]) -> None:
    land = _land(board, bad)
    if len(land) < 2:
        return
    geoms = np.array([board.polygon_km(z.id) for z in land], dtype=object)
    try:
        tree = shapely.STRtree(geoms)
        clusters = _clusters(geoms, tree)
    except GEOSException:
        return
    simplified = False
    for members in clusters:
        # Zones farther apart than a gap's width cannot close a gap between them: each cluster of
        # zones within that distance is looked at alone (a union of all of them is the slow part).
        try:
            union = geoms[members[0]] if len(members) == 1 else shapely.union_all(geoms[members])
        except GEOSException:
            continue
        simplified |= _cluster_gaps(board, land, geoms, tree, union, problems, alone=len(members) == 1)
    if simplified:
        problems.append(_warning(f"The outlines have more than {MAX_FINE_SEGMENTS:,} edges shorter than "
                                 f"{GAP_WIDTH_KM:g} km; gaps between zones were looked for on simplified "
                                 "outlines."))


def _clusters(geoms: np.ndarray, tree: shapely.STRtree) -> list[list[int]]:
    """Indexes of the zones grouped by chains of zones closer than a gap's width to each other."""
    left, right = tree.query(geoms, predicate="dwithin", distance=GAP_WIDTH_KM)
    graph = nx.Graph()
    graph.add_nodes_from(range(len(geoms)))
    graph.add_edges_from(zip(left.tolist(), right.tolist(), strict=True))
    return [sorted(part) for part in nx.connected_components(graph)]


def _cluster_gaps(board: Board, land: list[Zone], geoms: np.ndarray, tree: shapely.STRtree,
                  union: BaseGeometry, problems: list[BoardProblem], alone: bool = False) -> bool:
    """Report the gaps of one cluster's union; True when its outlines had to be simplified. A zone
    `alone` can only hold holes: an open gap needs two zones."""
    reported: list[BaseGeometry] = []
    for part in getattr(union, "geoms", [union]):
        if not isinstance(part, Polygon):
            continue
        for ring in part.interiors:
            hole = Polygon(ring)
            width = 2.0 * hole.area / hole.length if hole.length else 0.0
            if hole.area < SLIVER_HOLE_KM2 or width < SLIVER_WIDTH_KM:
                zones = _touching(board, land, hole)
                names = " and ".join(z.describe() for z in zones[:3]) or "land zones"
                problems.append(_error(f"There is a gap of {hole.area:.1f} km\u00b2 between {names} "
                                       f"that no zone covers.", zones, _where(board, hole)))
                reported.append(hole)
    if alone:
        return False
    # Gaps open to the sea are not holes: close the union by half the gap width, keep what it fills.
    half = GAP_WIDTH_KM / 2.0
    outline = union
    simplified = _fine_segments(union, GAP_WIDTH_KM) > MAX_FINE_SEGMENTS
    if simplified:
        outline = shapely.simplify(union, GAP_WIDTH_KM / 4.0, preserve_topology=True)
    try:
        closed = outline.buffer(half, join_style="mitre").buffer(-half, join_style="mitre")
        # One part of the closed shape at a time, against only the zones it covers: the one big
        # difference grows much faster than its size (28 s for 999 jagged zones, 0.3 s this way).
        filled: list[BaseGeometry] = []
        for part in getattr(closed, "geoms", [closed]):
            near = geoms[tree.query(part, predicate="intersects")]
            if len(near):
                filled.append(part.difference(near[0] if len(near) == 1 else shapely.union_all(near)))
    except GEOSException:
        return simplified
    for piece in (p for f in filled for p in getattr(f, "geoms", [f])):
        if piece.is_empty or piece.area < GAP_MIN_KM2:
            continue
        if any(piece.intersects(h) for h in reported):
            continue
        zones = _touching(board, land, piece)
        if len(zones) < 2:
            continue  # a notch in one zone's coast, not a gap between zones
        names = " and ".join(z.describe() for z in zones[:3])
        problems.append(_error(f"There is a gap of {piece.area:.1f} km\u00b2 between {names} "
                               f"that no zone covers.", zones, _where(board, piece)))
    return simplified


def _fine_segments(shape: BaseGeometry, shorter_than: float) -> int:
    """How many edges of `shape`'s rings are shorter than `shorter_than` (km), counted in numpy."""
    total = 0
    for ring in shapely.get_rings(shapely.get_parts(shape)):
        coords = shapely.get_coordinates(ring)
        if len(coords) > 1:
            total += int((np.hypot(*np.diff(coords, axis=0).T) < shorter_than).sum())
    return total


def _check_connected(board: Board, bad: set[str], problems: list[BoardProblem]) -> None:
    g = board.graph.subgraph([z for z, zone in board.zones.items() if zone.kind != "hex"])
    parts = sorted(nx.connected_components(g), key=lambda c: (-len(c), sorted(c)))
    if len(parts) < 2:
        return
    main = parts[0]
    for part in parts[1:]:
        for zid in sorted(part):
            z = board.zones[zid]
            if z.kind == "land" and zid not in bad and z.id not in main:
                problems.append(_error(f"{_capital(z.describe())} cannot be reached from the rest of the "
                                       "board by land or sea; draw it against a neighbour or add a link.",
                                       (z,), z.label_point))


def _check_labels_and_planes(board: Board, bad: set[str], problems: list[BoardProblem]) -> None:
    if board.counter_size_km <= 0:
        return
    for z in board.zones.values():
        if z.id in bad or z.kind == "hex":
            continue
        if z.label_point is not None and not z.polygon.covers(Point(z.label_point)):
            problems.append(_warning(f"The label of {z.describe()} lies outside the zone.", (z,),
                                     z.label_point))
        if z.kind == "land" and "closed-to-land" not in z.symbols:
            spot = board.default_plane_position(z.id)
            if not board.is_legal_plane_position(spot, z.id)[0]:
                problems.append(_warning(f"{_capital(z.describe())} has no room for a plane counter of "
                                         f"{board.counter_size_km:g} km.", (z,), z.label_point))


def validate_board(board: Board) -> list[BoardProblem]:
    """Every problem found, errors and warnings mixed, in a stable order."""
    problems: list[BoardProblem] = []
    bad = _check_shapes(board, problems)
    _check_identity(board, problems)
    _check_links(board, problems)
    _check_numbers(board, problems)
    _check_overlaps(board, bad, problems)
    _check_gaps(board, bad, problems)
    _check_connected(board, bad, problems)
    _check_expected_adjacency(board, bad, problems)
    _check_labels_and_planes(board, bad, problems)
    if not board.zones_of_kind("sea") and board.zones_of_kind("land"):
        problems.append(_warning("The board has no sea zone, so no land zone is coastal."))
    return problems
