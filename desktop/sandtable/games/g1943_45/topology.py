"""The board facts the 1943-45 rules read, precomputed once per board by dense zone index.

A designer's zone number is a label, not an address (issue #28): the engine keeps its zones in
lists, so the land zones are given their own dense indexes 1..N in the order of their numbers
(0 is the sea, and the pool and "removed" are negative), whatever numbers the board uses. No
label can then collide with a sentinel or size a list. On a board numbered 1..N, as the shipped
one is, the index of a zone is its number, so records and actions read the same either way.
Scenarios name zones by number: `index_of` translates (`zone_index`), `ZoneFacts.number` gives
the label back for messages and rules that cite printed numbers (Italy is zones 3-14).

The board model is read once into a `Topology`: land adjacency (borders and island arrows),
coasts, symbols, regions, and the plane-ruler queries, memoised. The board itself stays shared
and read-only; states never copy it. `Topology.from_spec` builds a small synthetic board for
tests and benchmarks without geometry (distances between label points stand in for the rulers).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

SEA = 0
Point = tuple[float, float]
# More land zones than this is no 1943-45 board (the printed one has 27).
MAX_LAND_ZONES = 2_000


@dataclass(frozen=True)
class ZoneFacts:
    number: int           # the printed number (a label); the engine's index is the Topology's key
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
    """Immutable board facts by dense zone index; shared by every state of a game.

    The builders' arguments speak zone numbers (labels); everything stored is by index.
    """

    def __init__(self, zones: Iterable[ZoneFacts], land_adjacency: Mapping[int, Iterable[int]],
                 in_range: Callable[[Point, str], Iterable[int]],
                 legal_plane_position: Callable[[Point, int], tuple[bool, str]],
                 default_plane_position: Callable[[int], Point],
                 rulers: Mapping[str, float]) -> None:
        facts = sorted(zones, key=lambda z: z.number)
        labels = [z.number for z in facts]
        if len(set(labels)) != len(labels):
            twice = next(n for n in labels if labels.count(n) > 1)
            raise ValueError(f"the board has two land zones numbered {twice}")
        if len(facts) > MAX_LAND_ZONES:
            raise ValueError(f"the board has {len(facts):,} land zones (at most {MAX_LAND_ZONES:,})")
        # label -> index (1..N, 0 being the sea) and back.
        self.index_of: dict[int, int] = {z.number: i for i, z in enumerate(facts, start=1)}
        self.zones: dict[int, ZoneFacts] = {i: z for i, z in enumerate(facts, start=1)}
        self.numbers: tuple[int, ...] = tuple(sorted(self.zones))
        self.size = len(self.numbers) + 1
        index = self.index_of
        self.adjacent: dict[int, tuple[int, ...]] = {
            index[z.number]: tuple(sorted(index[m] for m in land_adjacency.get(z.number, ())
                                          if m in index and m != z.number))
            for z in facts
        }
        self.open_zones: tuple[int, ...] = tuple(n for n in self.numbers if not self.zones[n].closed)
        self.coastal: frozenset[int] = frozenset(n for n in self.open_zones if self.zones[n].coastal)
        self.stars: tuple[int, ...] = tuple(n for n in self.open_zones if self.zones[n].star)
        # Axis supply sources in Europe: star zones not adjacent to the sea (Supply sources, line 880).
        self.inland_stars: frozenset[int] = frozenset(n for n in self.stars if not self.zones[n].coastal)
        self.munich: tuple[int, ...] = tuple(n for n in self.open_zones if self.zones[n].axis_symbol)
        # Italy for the surrender: the printed zones 3 to 14 (Surrender of Italy, line 892).
        self.italy: frozenset[int] = frozenset(n for n in self.open_zones if 3 <= self.zones[n].number <= 14)
        self.africa: frozenset[int] = frozenset(
            n for n in self.open_zones if self.zones[n].region == "africa")
        self.sardinia_corsica: frozenset[int] = frozenset(
            n for n in self.open_zones if self.zones[n].fleet_supplied)
        self.european_mainland: frozenset[int] = frozenset(
            n for n in self.open_zones
            if self.zones[n].region == "europe" and not self.zones[n].island)
        self.rulers = dict(rulers)
        # The board answers in labels; these wrappers translate to and from indexes.
        self._in_range = lambda point, ruler: (index[n] for n in in_range(point, ruler) if n in index)
        self._legal_position = lambda point, i: (
            legal_plane_position(point, self.zones[i].number) if i in self.zones
            else (False, f"zone {i} is not a land zone"))
        self._default_position = lambda i: default_plane_position(self.zones[i].number)
        self._range_cache: dict[tuple[Point, str], frozenset[int]] = {}
        # Land routes by (origin, enemy-occupied zones), filled by movement._routes.
        self.route_cache: dict[tuple[Any, ...], dict[int, tuple[int, ...]]] = {}
        # Immutable action tuples listed from one zone, keyed by what decides them (movement.py,
        # transport.py); actions are frozen, so sharing them between states is safe.
        self.listing_cache: dict[tuple[Any, ...], tuple[Any, ...]] = {}
        # wording.py's log lines in the player's words by their engine text (names only).
        self.words_cache: dict[tuple[bool, str], str] = {}
        self._default_cache: dict[int, Point] = {}

    def zone(self, number: int) -> ZoneFacts:
        return self.zones[number]

    def zone_index(self, label: int) -> int:
        """The engine's index of the land zone with this printed number; ValueError if none."""
        found = self.index_of.get(label) if isinstance(label, int) and not isinstance(label, bool) else None
        if found is None:
            raise ValueError(f"the board has no land zone numbered {label!r}")
        return found

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
            number = zone.number
            if not isinstance(number, int) or isinstance(number, bool):
                raise ValueError(f"zone {zone.id!r} has the number {number!r}, not a whole number")
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

