"""The Board: zones, explicit links and cuts, rulers, hex grids; derived adjacency and geometry.

A Board is a plain object that announces every change to `listeners` (callables taking a
`BoardChange`); the editor mutates it only through the methods below and the Qt scene mirrors
it. Derived data (km shapes, the spatial index, the adjacency graph) is cached and dropped by
the mutators; after editing one zone only that zone's borders are measured again.
Games treat a Board as read-only.
"""

from __future__ import annotations

import dataclasses
import math
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

import networkx as nx
import numpy as np
import shapely
import shapely.errors
from shapely.geometry import MultiPolygon, Point, Polygon
from shapely.geometry.base import BaseGeometry

from sandtable.board import adjacency, planes
from sandtable.board.edges import LINK_KINDS, Cut, Link
from sandtable.board.hexgrid import MAX_HEXES, HexGrid, generate_for_grid, hex_edges
from sandtable.board.projection import Projection, projection_for_bounds
from sandtable.board.zone import Zone

DEFAULT_COUNTER_SIZE_KM = 40.0


@dataclass(frozen=True)
class BoardChange:
    """What changed: `what` is e.g. "zone-added", "link-removed", "ruler-set"; `ids` the zones,
    link ends, ruler or grid concerned; `detail` a human-readable note."""

    what: str
    ids: tuple[str, ...] = ()
    detail: str = ""


@dataclass(frozen=True)
class RemovedZone:
    """Everything `remove_zone` took away, so an undo can put it back with `restore_zone`."""

    zone: Zone
    links: tuple[Link, ...]
    cuts: tuple[Cut, ...]


Listener = Callable[[BoardChange], None]
Allowed = Callable[[str], bool] | None


def _finite(value: float, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise ValueError(f"{what} must be a finite number")
    return float(value)


class Board:
    def __init__(self, zones: Iterable[Zone] = (), *, name: str = "", projection: Projection | None = None,
                 rulers: Mapping[str, float] | None = None,
                 counter_size_km: float = DEFAULT_COUNTER_SIZE_KM,
                 links: Iterable[Link] = (), cuts: Iterable[Cut] = (),
                 hex_grids: Iterable[HexGrid] = (), backdrop: Mapping[str, Any] | None = None,
                 border_tolerance_km: float = adjacency.BORDER_TOLERANCE_KM,
                 min_border_km: float = adjacency.MIN_SHARED_BORDER_KM,
                 land_numbers: bool = True,
                 expected_adjacency: Iterable[tuple[str, str]] | None = None) -> None:
        self._zones: dict[str, Zone] = {}
        for zone in zones:
            if zone.id in self._zones:
                raise ValueError(f"two zones have the id {zone.id!r}")
            self._zones[zone.id] = zone
        self.name = name
        if projection is None:
            shapes = [z.polygon for z in self._zones.values() if not z.polygon.is_empty]
            projection = projection_for_bounds(
                shapely.total_bounds(np.array(shapes, dtype=object)).tolist() if shapes else None)
        self._projection = projection
        self._rulers: dict[str, float] = {str(k): _finite(v, f"ruler {k!r}")
                                          for k, v in (rulers or {}).items()}
        self._counter_size_km = _finite(counter_size_km, "counter size")
        self._links: list[Link] = list(links)
        self._cuts: list[Cut] = list(cuts)
        self._hex_grids: dict[str, HexGrid] = {}
        for grid in hex_grids:
            if grid.id in self._hex_grids:
                raise ValueError(f"two hex grids have the id {grid.id!r}")
            self._hex_grids[grid.id] = grid
        self.backdrop: dict[str, Any] = dict(backdrop or {})
        # Whether the map prints land zones' numbers: 1943-45's box does; Revised's numbers are ours.
        self._land_numbers = bool(land_numbers)
        # The graph a game's reference gives (zone-id pairs), which validate_board compares with the
        # drawn one; None: no such promise.
        self.expected_adjacency: list[tuple[str, str]] | None = (
            None if expected_adjacency is None else [(a, b) for a, b in expected_adjacency])
        self._border_tolerance_km = _finite(border_tolerance_km, "border tolerance")
        self._min_border_km = _finite(min_border_km, "minimum border length")
        self.listeners: list[Listener] = []
        self._km: dict[str, BaseGeometry] = {}
        self._km_valid: dict[str, BaseGeometry] = {}
        self._tree: tuple[list[str], shapely.STRtree] | None = None
        self._borders: set[tuple[str, str]] | None = None
        self._dirty: set[str] = set()
        self._graph: nx.Graph | None = None
        self._by_number: dict[int, str] | None = None

    # ----- read access -------------------------------------------------------------------------
    @property
    def zones(self) -> Mapping[str, Zone]:
        """Zones by id, read-only (change them through the mutators so listeners hear of it)."""
        return MappingProxyType(self._zones)

    @property
    def links(self) -> tuple[Link, ...]:
        return tuple(self._links)

    @property
    def cuts(self) -> tuple[Cut, ...]:
        return tuple(self._cuts)

    @property
    def rulers(self) -> Mapping[str, float]:
        return MappingProxyType(self._rulers)

    @property
    def counter_size_km(self) -> float:
        return self._counter_size_km

    @property
    def projection(self) -> Projection:
        return self._projection

    @property
    def hex_grids(self) -> Mapping[str, HexGrid]:
        return MappingProxyType(self._hex_grids)

    @property
    def border_tolerance_km(self) -> float:
        """How far apart two outlines may run and still count as one shared border."""
        return self._border_tolerance_km

    @property
    def min_border_km(self) -> float:
        """Shortest shared outline that makes two zones neighbours (corner touches stay below it)."""
        return self._min_border_km

    def set_border_rule(self, tolerance_km: float, min_length_km: float) -> None:
        if not 0 <= _finite(tolerance_km, "border tolerance") < _finite(min_length_km, "minimum border"):
            raise ValueError("the border tolerance must be at least 0 and below the minimum border length")
        self._border_tolerance_km, self._min_border_km = float(tolerance_km), float(min_length_km)
        self._borders = None
        self._graph = None
        self._notify(BoardChange("border-rule", (), f"{tolerance_km:g} km / {min_length_km:g} km"))

    def zone(self, zone_id: str) -> Zone:
        try:
            return self._zones[zone_id]
        except KeyError:
            raise KeyError(f"there is no zone {zone_id!r} on this board") from None

    def zone_by_number(self, number: int) -> Zone:
        """The land or sea zone with this printed number (hexes are not counted)."""
        if self._by_number is None:
            index: dict[int, str] = {}
            for z in self._zones.values():
                if z.kind != "hex":
                    index.setdefault(z.number, z.id)
            self._by_number = index
        try:
            return self._zones[self._by_number[number]]
        except KeyError:
            raise KeyError(f"there is no zone numbered {number} on this board") from None

    def zones_of_kind(self, kind: str) -> list[Zone]:
        return [z for z in self._zones.values() if z.kind == kind]

    def link_count(self) -> int:
        """Number of explicit links (the arrows of the board file)."""
        return len(self._links)

    # ----- geometry ----------------------------------------------------------------------------
    def project(self, lon: float, lat: float) -> tuple[float, float]:
        return self._projection.project(lon, lat)

    def unproject(self, x: float, y: float) -> tuple[float, float]:
        return self._projection.unproject(x, y)

    def polygon_km(self, zone_id: str) -> BaseGeometry:
        shape = self._km.get(zone_id)
        if shape is None:
            shape = self._projection.project_geom(self.zone(zone_id).polygon)
            self._km[zone_id] = shape
        return shape

    def valid_polygon_km(self, zone_id: str) -> BaseGeometry:
        """The km shape, repaired if invalid, for geometry that GEOS refuses on broken shapes."""
        shape = self._km_valid.get(zone_id)
        if shape is None:
            shape = self.polygon_km(zone_id)
            if not shape.is_valid:
                try:
                    shape = shapely.make_valid(shape, method="structure", keep_collapsed=False)
                except (TypeError, ValueError, shapely.errors.GEOSException):
                    shape = shape.buffer(0)
            self._km_valid[zone_id] = shape
        return shape

    def _spatial(self) -> tuple[list[str], shapely.STRtree]:
        if self._tree is None:
            ids = list(self._zones)
            tree = shapely.STRtree(np.array([self.polygon_km(i) for i in ids], dtype=object))
            self._tree = (ids, tree)
        return self._tree

    def zones_near_km(self, geom_km: BaseGeometry, distance_km: float) -> set[str]:
        """Ids of zones whose km shape lies within `distance_km` of a km geometry."""
        ids, tree = self._spatial()
        if not ids:
            return set()
        hits = tree.query(geom_km, predicate="dwithin", distance=distance_km)
        return {ids[i] for i in hits.tolist()}

    def distance_km(self, point_lonlat: tuple[float, float], zone_id: str) -> float:
        return Point(self.project(*point_lonlat)).distance(self.polygon_km(zone_id))

    def ruler_km(self, ruler_name: str) -> float:
        try:
            return self._rulers[ruler_name]
        except KeyError:
            known = ", ".join(sorted(self._rulers)) or "none"
            raise KeyError(f"unknown ruler {ruler_name!r} (this board has: {known})") from None

    def can_reach(self, point_lonlat: tuple[float, float], zone_id: str, ruler_name: str) -> bool:
        """Whether the ruler laid from `point_lonlat` reaches any part of the zone."""
        return self.distance_km(point_lonlat, zone_id) <= self.ruler_km(ruler_name) + 1e-9

    def zones_in_range(self, point_lonlat: tuple[float, float], ruler_name: str) -> set[str]:
        return self.zones_near_km(Point(self.project(*point_lonlat)), self.ruler_km(ruler_name) + 1e-9)

    def is_legal_plane_position(self, point_lonlat: tuple[float, float], zone_id: str) -> tuple[bool, str]:
        return planes.check_plane_position(self, point_lonlat, zone_id)

    def default_plane_position(self, zone_id: str) -> tuple[float, float]:
        return planes.default_plane_position(self, zone_id)

    # ----- adjacency ---------------------------------------------------------------------------
    def _border_pairs(self) -> set[tuple[str, str]]:
        polys = {zid: self.polygon_km(zid) for zid, z in self._zones.items()
                 if z.kind != "hex" and not z.polygon.is_empty}
        tol, min_len = self.border_tolerance_km, self.min_border_km
        # Hexes never take part in border adjacency, so their churn must not force a full rebuild.
        bordered = {x for pair in self._borders for x in pair} if self._borders is not None else set()
        dirty = {d for d in self._dirty if d in polys or d in bordered}
        if self._borders is None or len(dirty) > max(4, len(polys) // 4):
            self._borders = adjacency.find_borders(polys, tol, min_len)
        elif dirty:
            kept = {p for p in self._borders if p[0] not in dirty and p[1] not in dirty}
            self._borders = kept | adjacency.find_borders(polys, tol, min_len, focus=dirty)
        self._dirty = set()
        return self._borders

    @property
    def graph(self) -> nx.Graph:
        """Adjacency: nodes are zone ids; edges from shared borders, plus links, minus cuts.

        Edge attribute "kind": "border" (land-land or hex-hex), "sea" (a sea zone at one end)
        or the link's kind. The graph is frozen; it is rebuilt after any change.
        """
        if self._graph is None:
            g = nx.Graph()
            for zid, z in self._zones.items():
                g.add_node(zid, kind=z.kind, number=z.number)
            for a, b in sorted(self._border_pairs()):
                sea = self._zones[a].kind == "sea" or self._zones[b].kind == "sea"
                g.add_edge(a, b, kind="sea" if sea else "border")
            for a, b in sorted(hex_edges(self._zones.values())):
                g.add_edge(a, b, kind="border")
            for link in self._links:
                if link.a in self._zones and link.b in self._zones and link.a != link.b:
                    g.add_edge(link.a, link.b, kind=link.kind)
            for cut in self._cuts:
                if g.has_edge(cut.a, cut.b):
                    g.remove_edge(cut.a, cut.b)
            self._graph = nx.freeze(g)
        return self._graph

    def neighbours(self, zone_id: str) -> set[str]:
        self.zone(zone_id)
        return set(self.graph.adj[zone_id])

    def land_neighbours(self, zone_id: str) -> set[str]:
        """Neighbours across land-land edges only (borders and arrows; no sea zone at either end)."""
        if self.zone(zone_id).kind == "sea":
            return set()
        g = self.graph
        return {n for n, attrs in g.adj[zone_id].items()
                if self._zones[n].kind != "sea" and attrs.get("kind") in ("border", "arrow")}

    def is_coastal(self, zone_id: str) -> bool:
        """A land zone adjacent to a sea zone."""
        if self.zone(zone_id).kind != "land":
            return False
        return any(self._zones[n].kind == "sea" for n in self.graph.adj[zone_id])

    def reachable(self, sources: Iterable[str], allowed: Allowed = None) -> set[str]:
        """Multi-source BFS: the sources plus every zone reachable through zones `allowed` accepts.

        The sources themselves are always included (they need not be allowed).
        """
        g = self.graph
        seen = {s for s in sources if s in g}
        queue = deque(seen)
        while queue:
            node = queue.popleft()
            for nxt in g.adj[node]:
                if nxt not in seen and (allowed is None or allowed(nxt)):
                    seen.add(nxt)
                    queue.append(nxt)
        return seen

    def shortest_path(self, a: str, b: str, allowed: Allowed = None) -> list[str] | None:
        """Fewest-steps path from a to b (both included) whose zones after `a` all pass `allowed`.

        Ties are broken by zone id so the answer is the same on every run.
        """
        g = self.graph
        if a not in g or b not in g:
            return None
        if a == b:
            return [a]
        if allowed is not None and not allowed(b):
            return None
        parent: dict[str, str] = {a: a}
        queue = deque([a])
        while queue:
            node = queue.popleft()
            for nxt in sorted(g.adj[node]):
                if nxt in parent or (allowed is not None and not allowed(nxt)):
                    continue
                parent[nxt] = node
                if nxt == b:
                    path = [b]
                    while path[-1] != a:
                        path.append(parent[path[-1]])
                    return path[::-1]
                queue.append(nxt)
        return None

    # ----- changes -----------------------------------------------------------------------------
    def _zone_changed(self, *zone_ids: str) -> None:
        for zid in zone_ids:
            self._km.pop(zid, None)
            self._km_valid.pop(zid, None)
            self._dirty.add(zid)
        self._tree = None
        self._graph = None
        self._by_number = None

    def _notify(self, change: BoardChange) -> None:
        for listener in list(self.listeners):
            listener(change)

    def add_zone(self, zone: Zone) -> None:
        if zone.id in self._zones:
            raise ValueError(f"a zone with id {zone.id!r} already exists")
        self._zones[zone.id] = zone
        self._zone_changed(zone.id)
        self._notify(BoardChange("zone-added", (zone.id,)))

    def remove_zone(self, zone_id: str) -> RemovedZone:
        """Remove a zone with the links and cuts that name it; the result lets `restore_zone` undo."""
        zone = self.zone(zone_id)
        links = tuple(x for x in self._links if zone_id in (x.a, x.b))
        cuts = tuple(x for x in self._cuts if zone_id in (x.a, x.b))
        self._links = [x for x in self._links if x not in links]
        self._cuts = [x for x in self._cuts if x not in cuts]
        del self._zones[zone_id]
        self._zone_changed(zone_id)
        self._notify(BoardChange("zone-removed", (zone_id,)))
        return RemovedZone(zone, links, cuts)

    def restore_zone(self, removed: RemovedZone) -> None:
        if removed.zone.id in self._zones:
            raise ValueError(f"a zone with id {removed.zone.id!r} already exists")
        self._zones[removed.zone.id] = removed.zone
        self._links.extend(removed.links)
        self._cuts.extend(removed.cuts)
        self._zone_changed(removed.zone.id)
        self._notify(BoardChange("zone-added", (removed.zone.id,), "restored"))

    def replace_zone(self, zone: Zone) -> Zone:
        """Put `zone` in place of the zone with the same id; returns the old one (for undo)."""
        old = self.zone(zone.id)
        self._zones[zone.id] = zone
        self._zone_changed(zone.id)
        self._notify(BoardChange("zone-changed", (zone.id,)))
        return old

    def update_zone(self, zone_id: str, **changes: Any) -> Zone:
        """Change some fields of a zone (not its id: see `rename_zone`); returns the old zone.

        A new polygon keeps the old label point if it still lies inside, else gets a fresh one.
        """
        if "id" in changes and changes["id"] != zone_id:
            raise ValueError("update_zone cannot change a zone's id; use rename_zone")
        old = self.zone(zone_id)
        if "polygon" in changes and "label_point" not in changes:
            inside = changes["polygon"].covers(Point(old.label_point)) if old.label_point else False
            changes["label_point"] = old.label_point if inside else None
        new = dataclasses.replace(old, **changes)
        return self.replace_zone(new)

    def rename_zone(self, old_id: str, new_id: str) -> None:
        zone = self.zone(old_id)
        if new_id in self._zones:
            raise ValueError(f"a zone with id {new_id!r} already exists")
        if not new_id:
            raise ValueError("a zone id cannot be empty")
        renamed = dataclasses.replace(zone, id=new_id)
        self._zones = {(new_id if k == old_id else k): (renamed if k == old_id else v)
                       for k, v in self._zones.items()}

        def ren(x: str) -> str:
            return new_id if x == old_id else x

        self._links = [Link(ren(x.a), ren(x.b), x.kind) for x in self._links]
        self._cuts = [Cut(ren(x.a), ren(x.b)) for x in self._cuts]
        self._borders = {(ren(a), ren(b)) if ren(a) < ren(b) else (ren(b), ren(a))
                         for a, b in self._borders} if self._borders is not None else None
        if old_id in self._km:
            self._km[new_id] = self._km.pop(old_id)
        self._km_valid.pop(old_id, None)
        if old_id in self._dirty:
            self._dirty.discard(old_id)
            self._dirty.add(new_id)
        self._tree = None
        self._graph = None
        self._by_number = None
        self._notify(BoardChange("zone-renamed", (old_id, new_id)))

    def _find_pair(self, items: list[Any], a: str, b: str) -> Any | None:
        key = frozenset((a, b))
        return next((x for x in items if x.pair() == key), None)

    def add_link(self, a: str, b: str, kind: str = "arrow") -> Link:
        self.zone(a)
        self.zone(b)
        if a == b:
            raise ValueError("a link joins two different zones")
        if kind not in LINK_KINDS:
            raise ValueError(f"link kind must be one of {', '.join(LINK_KINDS)}")
        if self._find_pair(self._links, a, b) is not None:
            raise ValueError(f"{self._zones[a].describe()} and {self._zones[b].describe()} "
                             "are already linked")
        link = Link(a, b, kind)
        self._links.append(link)
        self._graph = None
        self._notify(BoardChange("link-added", (a, b)))
        return link

    def remove_link(self, a: str, b: str) -> Link:
        link = self._find_pair(self._links, a, b)
        if link is None:
            raise KeyError(f"there is no link between {a!r} and {b!r}")
        self._links.remove(link)
        self._graph = None
        self._notify(BoardChange("link-removed", (a, b)))
        return link

    def add_cut(self, a: str, b: str) -> Cut:
        self.zone(a)
        self.zone(b)
        if a == b:
            raise ValueError("a cut separates two different zones")
        if self._find_pair(self._cuts, a, b) is not None:
            raise ValueError(f"{self._zones[a].describe()} and {self._zones[b].describe()} are already cut")
        cut = Cut(a, b)
        self._cuts.append(cut)
        self._graph = None
        self._notify(BoardChange("cut-added", (a, b)))
        return cut

    def remove_cut(self, a: str, b: str) -> Cut:
        cut = self._find_pair(self._cuts, a, b)
        if cut is None:
            raise KeyError(f"there is no cut between {a!r} and {b!r}")
        self._cuts.remove(cut)
        self._graph = None
        self._notify(BoardChange("cut-removed", (a, b)))
        return cut

    def set_ruler(self, name: str, km: float) -> float | None:
        """Set a ruler's length; returns the previous length (None if it is new)."""
        km = _finite(km, f"ruler {name!r}")
        if km <= 0:
            raise ValueError(f"ruler {name!r} must be longer than 0 km")
        if not name:
            raise ValueError("a ruler needs a name")
        old = self._rulers.get(name)
        self._rulers[name] = km
        self._notify(BoardChange("ruler-set", (name,), f"{km:g} km"))
        return old

    def remove_ruler(self, name: str) -> float:
        old = self.ruler_km(name)
        del self._rulers[name]
        self._notify(BoardChange("ruler-removed", (name,)))
        return old

    def set_counter_size(self, km: float) -> float:
        km = _finite(km, "counter size")
        if km <= 0:
            raise ValueError("the counter size must be larger than 0 km")
        old = self._counter_size_km
        self._counter_size_km = km
        self._notify(BoardChange("counter-size", (), f"{km:g} km"))
        return old

    def set_projection(self, projection: Projection) -> Projection:
        old = self._projection
        self._projection = projection
        self._km.clear()
        self._km_valid.clear()
        self._tree = None
        self._borders = None
        self._graph = None
        self._notify(BoardChange("projection", ()))
        return old

    def set_name(self, name: str) -> str:
        old, self.name = self.name, name
        self._notify(BoardChange("name", (), name))
        return old

    @property
    def land_numbers(self) -> bool:
        return self._land_numbers

    def set_land_numbers(self, shown: bool) -> bool:
        old, self._land_numbers = self._land_numbers, bool(shown)
        self._notify(BoardChange("land-numbers", (), "shown" if shown else "hidden"))
        return old

    def set_backdrop(self, backdrop: Mapping[str, Any]) -> dict[str, Any]:
        old, self.backdrop = self.backdrop, dict(backdrop)
        self._notify(BoardChange("backdrop", ()))
        return old

    def land_union(self) -> BaseGeometry:
        """Union of the land zones' shapes (lon/lat)."""
        shapes = [z.polygon for z in self._zones.values() if z.kind == "land" and not z.polygon.is_empty]
        return shapely.union_all(np.array(shapes, dtype=object)) if shapes else Polygon()

    def add_hex_grid(self, grid: HexGrid, clip: Polygon | MultiPolygon | None = None) -> list[Zone]:
        """Declare a grid and add its hexes (clipped to the land zones when `grid.clip_to_land`)."""
        if grid.id in self._hex_grids:
            raise ValueError(f"a hex grid with id {grid.id!r} already exists")
        if clip is None and grid.clip_to_land:
            union = self.land_union()
            clip = union if isinstance(union, Polygon | MultiPolygon) else None
        present = sum(1 for z in self._zones.values() if z.kind == "hex")
        hexes = generate_for_grid(grid, self._projection, clip, limit=max(0, MAX_HEXES - present))
        clash = next((h.id for h in hexes if h.id in self._zones), None)
        if clash is not None:
            raise ValueError(f"hex id {clash!r} is already used by a zone")
        self._hex_grids[grid.id] = grid
        for h in hexes:
            self._zones[h.id] = h
        self._zone_changed(*(h.id for h in hexes))
        self._notify(BoardChange("hex-grid-added", (grid.id,), f"{len(hexes)} hexes"))
        return hexes

    def remove_hex_grid(self, grid_id: str) -> tuple[HexGrid, list[Zone]]:
        grid = self._hex_grids.pop(grid_id)
        hexes = [z for z in self._zones.values() if z.kind == "hex" and z.props.get("grid") == grid_id]
        for h in hexes:
            del self._zones[h.id]
        self._zone_changed(*(h.id for h in hexes))
        self._notify(BoardChange("hex-grid-removed", (grid_id,), f"{len(hexes)} hexes"))
        return grid, hexes

    def restore_hex_grid(self, grid: HexGrid, hexes: Iterable[Zone]) -> None:
        """Undo of `remove_hex_grid`: put back the grid and exactly these hexes."""
        hexes = list(hexes)
        if grid.id in self._hex_grids or any(h.id in self._zones for h in hexes):
            raise ValueError(f"hex grid {grid.id!r} or one of its hexes already exists")
        self._hex_grids[grid.id] = grid
        for h in hexes:
            self._zones[h.id] = h
        self._zone_changed(*(h.id for h in hexes))
        self._notify(BoardChange("hex-grid-added", (grid.id,), "restored"))
