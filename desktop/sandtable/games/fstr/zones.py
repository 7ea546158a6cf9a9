"""Placement zones and scenario areas: the text's "within 2 hexes of Lanciano" as hex sets.

The scenarios place units relative to towns, never by hex number (spec §4), so a set-up entry
holds a zone and the set-up step lets a player fill it; `default_placement` fills every zone
the same way every time so a game can start with one click.

Zone forms (JSON objects; every one may add the filters `terrain`, `feature`, `exclude`,
`south_of` below):
    {"at": "Casoli"}                              the hex of a place
    {"within": 2, "of": "Lanciano"}              hexes at distance <= 2 of a place (or a list of places)
    {"line": "gustav", "between": ["Castel di Sangro", "Casoli"]}
                                                   hexes of a line feature strictly between two places
                                                   (measured across the map)
    {"edge": "north"}                             land hexes on a map edge
    {"area": true}                                the whole scenario area
    {"any": [zone, zone, ...]}                    the union
Filters: "terrain": "hill" | [...]; "feature": "gustav"; "exclude": ["Casoli"];
"south_of": "gustav" (below the line on the map, column by column).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from shapely.geometry import Point, Polygon

from sandtable.board.hexlayout import parse_label
from sandtable.board.hexmap import HexMap
from sandtable.games.fstr.terrain import WATER

ZONE_KEYS = {
    "at",
    "within",
    "of",
    "line",
    "between",
    "edge",
    "area",
    "any",
    "terrain",
    "feature",
    "exclude",
    "south_of",
}
CORNERS = ("NW", "NE", "SE", "SW")


class ZoneError(ValueError):
    """A zone or area that cannot be read; one sentence."""


def place_hex(hm: HexMap, name: str) -> str:
    label = hm.hex_named(name)
    if label is None:
        raise ZoneError(f"{hm.id} has no place called {name!r}")
    return label


def area_hexes(hm: HexMap, spec: Mapping[str, Any]) -> frozenset[str]:
    """The hexes of a scenario area: the whole map, or the hexes whose centre lies inside (or within
    half a hex of) a polygon of places, map corners and points on an edge level with a place."""
    if spec.get("whole_map"):
        return frozenset(hm.hexes)
    items = spec.get("polygon")
    if not isinstance(items, list) or len(items) < 3:
        raise ZoneError("an area is {'whole_map': true} or {'polygon': [three or more points]}")
    lay = hm.layout
    w, h = lay.frame_size_km()
    pts = []
    for item in items:
        if isinstance(item, str):
            pts.append(lay.center_frame(*parse_label(place_hex(hm, item))))
        elif isinstance(item, dict) and item.get("corner") in CORNERS:
            c = item["corner"]
            pts.append((0.0 if "W" in c else w, 0.0 if "N" in c else h))
        elif (
            isinstance(item, dict) and item.get("edge") in ("north", "south", "west", "east") and "at" in item
        ):
            x, y = lay.center_frame(*parse_label(place_hex(hm, item["at"])))
            pts.append({"north": (x, 0.0), "south": (x, h), "west": (0.0, y), "east": (w, y)}[item["edge"]])
        else:
            raise ZoneError(
                f"area point {item!r} must be a place, {{'corner': 'NW'}} or {{'edge': ..., 'at': place}}"
            )
    shape = Polygon(pts).buffer(lay.size_km * 0.5)
    return frozenset(
        label for label in hm.hexes if shape.contains(Point(lay.center_frame(*parse_label(label))))
    )


def zone_hexes(hm: HexMap, zone: Any, area: Iterable[str] | None = None) -> frozenset[str]:
    """Land hexes of a zone inside the area (every hex of the map when no area is given)."""
    if not isinstance(zone, dict) or not zone:
        raise ZoneError("a zone must be an object such as {'within': 2, 'of': 'Lanciano'}")
    extra = set(zone) - ZONE_KEYS
    if extra:
        raise ZoneError(f"zone {zone} has unknown key(s) {sorted(extra)}")
    allowed = frozenset(hm.hexes if area is None else area)
    lay = hm.layout
    if "any" in zone:
        parts = zone["any"]
        if not isinstance(parts, list) or not parts:
            raise ZoneError("'any' must list one or more zones")
        found: set[str] = set()
        for part in parts:
            found |= zone_hexes(hm, part, allowed)
    elif "at" in zone:
        found = {place_hex(hm, zone["at"])}
    elif "within" in zone:
        radius = zone["within"]
        if isinstance(radius, bool) or not isinstance(radius, int) or radius < 0:
            raise ZoneError("'within' must be a whole number of hexes")
        anchors = zone.get("of")
        names = [anchors] if isinstance(anchors, str) else anchors
        if not isinstance(names, list) or not names:
            raise ZoneError("'within' needs 'of': a place or a list of places")
        found = set()
        for name in names:
            found.update(lay.within(place_hex(hm, name), radius))
    elif "line" in zone:
        ends = zone.get("between")
        line_hexes = set(hm.with_feature(str(zone["line"])))
        if ends is None:
            found = line_hexes
        else:
            if not (isinstance(ends, list) and len(ends) == 2):
                raise ZoneError("'between' must name two places")
            xs = sorted(lay.center_frame(*parse_label(place_hex(hm, e)))[0] for e in ends)
            found = {
                h for h in line_hexes if xs[0] + 1e-6 < lay.center_frame(*parse_label(h))[0] < xs[1] - 1e-6
            }
    elif "edge" in zone:
        found = {h for h in hm.hexes if zone["edge"] in lay.edge_of(h)}
    elif zone.get("area"):
        found = set(allowed)
    else:
        raise ZoneError(f"zone {zone} says neither at, within, line, edge, area nor any")
    return frozenset(_filter(hm, found, zone) & allowed)


def _filter(hm: HexMap, hexes: set[str], zone: Mapping[str, Any]) -> set[str]:
    out = {h for h in hexes if hm.hexes[h].terrain not in WATER}
    if "terrain" in zone:
        wanted = {zone["terrain"]} if isinstance(zone["terrain"], str) else set(zone["terrain"])
        out = {h for h in out if hm.hexes[h].terrain in wanted}
    if "feature" in zone:
        out = {h for h in out if zone["feature"] in hm.hexes[h].features}
    for name in zone.get("exclude", []):
        out.discard(place_hex(hm, name))
    if "south_of" in zone:
        out = {h for h in out if _south_of(hm, h, str(zone["south_of"]))}
    return out


def _south_of(hm: HexMap, label: str, feature: str) -> bool:
    """Below the line in the hex's own column (or the nearest column the line crosses)."""
    col, row = parse_label(label)
    rows_by_col: dict[int, list[int]] = {}
    for h in hm.with_feature(feature):
        c, r = parse_label(h)
        rows_by_col.setdefault(c, []).append(r)
    if not rows_by_col:
        return True
    nearest = min(rows_by_col, key=lambda c: (abs(c - col), c))
    return row > max(rows_by_col[nearest])


def stacking_limit(hm: HexMap, label: str, tec: Mapping[str, Any]) -> float:
    cell = hm.hexes[label]
    limit = tec["terrain"].get(cell.terrain, {}).get("stacking", 0) or 0
    if "city" in cell.features:
        limit = max(limit, tec["features"].get("city", {}).get("stacking", 0) or 0)
    return float(limit)


def default_placement(
    hm: HexMap,
    zone: frozenset[str],
    dots: list[tuple[str, float]],
    tec: Mapping[str, Any],
    used: dict[str, float],
    anchor: str | None = None,
) -> dict[str, str]:
    """Put each (unit, dots) in the zone hex nearest the anchor that still has room (stacking from the
    terrain effects chart); units that fit nowhere go to the least full hex. `used` is updated."""
    if not zone:
        raise ZoneError("the zone holds no land hex")
    centre = anchor if anchor in zone else min(zone)
    order = sorted(zone, key=lambda h: (hm.layout.distance(centre, h), h))
    out: dict[str, str] = {}
    for unit, d in dots:
        target = next((h for h in order if used.get(h, 0.0) + d <= stacking_limit(hm, h, tec)), None)
        if target is None:
            target = min(order, key=lambda h: (used.get(h, 0.0) - stacking_limit(hm, h, tec), h))
        used[target] = used.get(target, 0.0) + d
        out[unit] = target
    return out
