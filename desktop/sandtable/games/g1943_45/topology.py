"""The board facts the 1943-45 rules read, precomputed once per board as plain zone numbers.

The rules work on printed zone numbers (scenarios and actions name zones by number), so the
board model is read once into a `Topology`: land adjacency (borders and island arrows), coasts,
symbols, regions, and the plane-ruler queries, memoised. The board itself stays shared and
read-only; states never copy it. `Topology.from_spec` builds a small synthetic board for tests
and benchmarks without geometry (distances between label points stand in for the rulers).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

SEA = 0
Point = tuple[float, float]


@dataclass(frozen=True)
class ZoneFacts:
    number: int
    zone_id: str
    name: str
    closed: bool          # Switzerland, Balkans: closed to land forces (Board, line 500)
    coastal: bool         # adjacent to the sea zone
    star: bool            # orange star (Board, line 502)
    axis_symbol: bool     # Munich (Board, line 523)
    airport: bool
    mountain: bool
    partisans: bool       # pale-blue triangle
    allied_star: bool
    region: str           # "europe" | "africa" | "island"
    island: bool
    # Supplied while the Italian fleet is in play (Supply sources, line 882: Sardinia and Corsica);
    # the board's zone prop "fleet_supplied".
    fleet_supplied: bool = False

    @property
    def label(self) -> str:
        return f"zone {self.number:02d} ({self.name})" if self.name else f"zone {self.number:02d}"


class Topology:
    """Immutable board facts by zone number; shared by every state of a game."""

    def __init__(self, zones: Iterable[ZoneFacts], land_adjacency: Mapping[int, Iterable[int]],
                 in_range: Callable[[Point, str], Iterable[int]],
                 legal_plane_position: Callable[[Point, int], tuple[bool, str]],
                 default_plane_position: Callable[[int], Point],
                 rulers: Mapping[str, float]) -> None:
        self.zones: dict[int, ZoneFacts] = {z.number: z for z in zones}
        self.numbers: tuple[int, ...] = tuple(sorted(self.zones))
        self.size = (max(self.numbers) if self.numbers else 0) + 1
        self.adjacent: dict[int, tuple[int, ...]] = {
            n: tuple(sorted(m for m in land_adjacency.get(n, ()) if m in self.zones and m != n))
            for n in self.numbers
        }
        self.open_zones: tuple[int, ...] = tuple(n for n in self.numbers if not self.zones[n].closed)
        self.coastal: frozenset[int] = frozenset(n for n in self.open_zones if self.zones[n].coastal)
        self.stars: tuple[int, ...] = tuple(n for n in self.open_zones if self.zones[n].star)
        # Axis supply sources in Europe: star zones not adjacent to the sea (Supply sources, line 880).
        self.inland_stars: frozenset[int] = frozenset(n for n in self.stars if not self.zones[n].coastal)
        self.munich: tuple[int, ...] = tuple(n for n in self.open_zones if self.zones[n].axis_symbol)
        # Italy for the surrender: zones 3 to 14 (Surrender of Italy, line 892).
        self.italy: frozenset[int] = frozenset(n for n in self.open_zones if 3 <= n <= 14)
        self.africa: frozenset[int] = frozenset(
            n for n in self.open_zones if self.zones[n].region == "africa")
        self.sardinia_corsica: frozenset[int] = frozenset(
            n for n in self.open_zones if self.zones[n].fleet_supplied)
        self.european_mainland: frozenset[int] = frozenset(
            n for n in self.open_zones
            if self.zones[n].region == "europe" and not self.zones[n].island)
        self.rulers = dict(rulers)
        self._in_range = in_range
        self._legal_position = legal_plane_position
        self._default_position = default_plane_position
        self._range_cache: dict[tuple[Point, str], frozenset[int]] = {}
        # Land routes by (origin, enemy-occupied zones), filled by movement._routes.
        self.route_cache: dict[tuple[int, tuple[int, ...]], dict[int, tuple[int, ...]]] = {}
        # Immutable action tuples listed from one zone, keyed by what decides them (movement.py,
        # transport.py); actions are frozen, so sharing them between states is safe.
        self.listing_cache: dict[tuple[Any, ...], tuple[Any, ...]] = {}
        self._default_cache: dict[int, Point] = {}

    def zone(self, number: int) -> ZoneFacts:
        return self.zones[number]

    def label(self, number: int) -> str:
        facts = self.zones.get(number)
        return facts.label if facts else f"zone {number}"

    def in_range(self, position: Point, ruler: str) -> frozenset[int]:
        """Zone numbers a plane at `position` reaches with `ruler` (memoised per point)."""
        key = (position, ruler)
        found = self._range_cache.get(key)
        if found is None:
            found = frozenset(self._in_range(position, ruler))
            if len(self._range_cache) > 20000:
                self._range_cache.clear()
            self._range_cache[key] = found
        return found

    def is_legal_plane_position(self, position: Point, number: int) -> tuple[bool, str]:
        return self._legal_position(position, number)

    def default_plane_position(self, number: int) -> Point:
        found = self._default_cache.get(number)
        if found is None:
            x, y = self._default_position(number)
            found = (round(float(x), 6), round(float(y), 6))
            self._default_cache[number] = found
        return found

    # -- builders -------------------------------------------------------------------------
    @classmethod
    def from_board(cls, board: Any) -> Topology:
        """Read a sandtable.board.Board (land zones only; the sea is zone 0 and holds no land)."""
        number_of: dict[str, int] = {}
        id_of: dict[int, str] = {}
        facts: list[ZoneFacts] = []
        for zone in board.zones.values():
            if getattr(zone, "kind", "land") != "land":
                continue
            symbols = frozenset(zone.symbols)
            props = dict(zone.props or {})
            region = str(props.get("region", "europe"))
            island = bool(props.get("island", False)) or region == "island"
            number = int(zone.number)
            number_of[zone.id] = number
            id_of[number] = zone.id
            facts.append(ZoneFacts(
                number=number, zone_id=zone.id, name=zone.name or "",
                closed="closed-to-land" in symbols, coastal=bool(board.is_coastal(zone.id)),
                star="orange-star" in symbols, axis_symbol="axis-symbol" in symbols,
                airport="airport" in symbols, mountain="mountain" in symbols,
                partisans="partisans" in symbols, allied_star="allied-star" in symbols,
                region=region, island=island, fleet_supplied=bool(props.get("fleet_supplied", False))))
        adjacency = {number_of[zid]: [number_of[m] for m in board.land_neighbours(zid) if m in number_of]
                     for zid in number_of}

        def in_range(point: Point, ruler: str) -> list[int]:
            return [number_of[z] for z in board.zones_in_range(point, ruler) if z in number_of]

        def legal(point: Point, number: int) -> tuple[bool, str]:
            if number not in id_of:
                return False, f"zone {number} is not a land zone"
            ok, reason = board.is_legal_plane_position(point, id_of[number])
            return bool(ok), str(reason)

        def default(number: int) -> Point:
            return tuple(board.default_plane_position(id_of[number]))  # type: ignore[return-value]

        return cls(facts, adjacency, in_range, legal, default, dict(board.rulers))

    @classmethod
    def from_spec(cls, spec: Mapping[str, Any]) -> Topology:
        """A synthetic board: {"rulers": {...}, "zones": [{"number", "name", "point": [lon, lat],
        "neighbours": [...], "symbols": [...], "region", "island", "coastal"}]}.

        Ranges are measured between label points (equirectangular km), a plane position is
        legal within 0.25 degrees of its zone's point. For tests and benchmarks only.
        """
        rulers = {str(k): float(v) for k, v in spec.get("rulers", {"short": 500.0, "long": 900.0}).items()}
        points: dict[int, Point] = {}
        facts: list[ZoneFacts] = []
        adjacency: dict[int, set[int]] = {}
        for item in spec["zones"]:
            number = int(item["number"])
            symbols = set(item.get("symbols", ()))
            region = str(item.get("region", "europe"))
            points[number] = (float(item["point"][0]), float(item["point"][1]))
            facts.append(ZoneFacts(
                number=number, zone_id=f"z{number:02d}", name=str(item.get("name", "")),
                closed="closed-to-land" in symbols, coastal=bool(item.get("coastal", False)),
                star="orange-star" in symbols, axis_symbol="axis-symbol" in symbols,
                airport="airport" in symbols, mountain="mountain" in symbols,
                partisans="partisans" in symbols, allied_star="allied-star" in symbols,
                region=region, island=bool(item.get("island", False)) or region == "island",
                fleet_supplied=bool(item.get("fleet_supplied", False))))
            adjacency.setdefault(number, set())
            for other in item.get("neighbours", ()):
                adjacency[number].add(int(other))
                adjacency.setdefault(int(other), set()).add(number)

        def km(a: Point, b: Point) -> float:
            mid = math.radians((a[1] + b[1]) / 2)
            dx = (a[0] - b[0]) * 111.32 * math.cos(mid)
            dy = (a[1] - b[1]) * 110.57
            return math.hypot(dx, dy)

        def in_range(point: Point, ruler: str) -> list[int]:
            reach = rulers[ruler]
            return [n for n, p in points.items() if km(point, p) <= reach]

        def legal(point: Point, number: int) -> tuple[bool, str]:
            if number not in points:
                return False, f"zone {number} is not a land zone"
            p = points[number]
            if abs(point[0] - p[0]) <= 0.25 and abs(point[1] - p[1]) <= 0.25:
                return True, ""
            return False, f"the plane must lie inside zone {number}"

        return cls(facts, adjacency, in_range, legal, lambda n: points[n], rulers)

