"""Pieces of 1943-45: sides, piece types and their families, and the per-counter record.

Cubes are counted per zone; every other piece is a counter with its own id (``A.tank.2``), type,
owner, place (a zone number, the sea, the pool or removed for good), engaged flag, and for planes a
position inside the zone (Positioning of Planes, line 820).
"""

from __future__ import annotations

from typing import NamedTuple

ALLIED, AXIS = 0, 1
SIDES = ("allied", "axis")
SIDE_TITLES = ("Allies", "Axis")
SIDE_PREFIX = ("A", "X")

SEA = 0          # the single sea zone (Board, line 500)
POOL = -1        # available as reinforcement / for conversion
REMOVED = -2     # out of the game for good (Surrender of Italy, Overlord, U-boat)

# "Land forces (cubes, tanks, paratroopers and elite)" (Land movement, line 647).
LAND_COUNTERS = frozenset({"tank", "tank_it", "elite", "paratroopers"})
PLANES = frozenset({"plane", "plane_it"})
TANKS = frozenset({"tank", "tank_it"})
FLEETS = frozenset({"fleet_us", "fleet_uk", "fleet_it"})
SEA_COUNTERS = frozenset({"fleet_us", "fleet_uk", "fleet_it", "uboat"})
# Fortified lines and partisans do not count for stacking (Stacking, line 546; Partisans, line 846).
NOT_STACKING = frozenset({"fortified_line", "partisans"})
# Pieces that count as "forces on the field" for the no-forces victory (Win the game, line 586).
FIELD_FORCES = frozenset({"tank", "tank_it", "plane", "plane_it", "elite", "paratroopers"})
ITALIAN = frozenset({"fleet_it", "tank_it", "plane_it"})
# Pieces that can be carried by naval transport: "a counter or cube" of land forces (line 679).
TRANSPORTABLE = LAND_COUNTERS

NAMES = {
    "cube": ("cube", "cubes"), "tank": ("tank", "tanks"), "tank_it": ("Italian tank", "Italian tanks"),
    "plane": ("plane", "planes"), "plane_it": ("Italian plane", "Italian planes"),
    "elite": ("elite", "elites"), "paratroopers": ("paratroopers", "paratroopers"),
    "partisans": ("partisans", "partisans"), "fortified_line": ("fortified line", "fortified lines"),
    "fleet_us": ("American fleet", "American fleets"), "fleet_uk": ("British fleet", "British fleets"),
    "fleet_it": ("Italian fleet", "Italian fleets"), "uboat": ("U-boat", "U-boats"),
}


class Counter(NamedTuple):
    type: str
    side: int
    zone: int                 # a zone number, SEA, POOL or REMOVED
    engaged: bool = False
    pos: tuple[float, float] | None = None   # planes on the board only
    moved: bool = False       # ended a land move / was placed by air this impulse


def counter_id(side: int, piece: str, index: int) -> str:
    return f"{SIDE_PREFIX[side]}.{piece}.{index}"


def type_of(cid: str) -> str:
    """The piece type named by a counter id (``A.tank.2`` -> ``tank``); '' if malformed."""
    parts = cid.split(".")
    return parts[1] if len(parts) == 3 else ""


def piece_name(piece: str, count: int = 1) -> str:
    singular, plural = NAMES.get(piece, (piece, piece + "s"))
    return singular if count == 1 else plural


def describe_group(cubes: int, counters: tuple[str, ...]) -> str:
    """'3 cubes and a tank' style text for a group of pieces."""
    parts: list[str] = []
    if cubes:
        parts.append(f"{cubes} {piece_name('cube', cubes)}")
    kinds: dict[str, int] = {}
    for cid in counters:
        kinds[type_of(cid)] = kinds.get(type_of(cid), 0) + 1
    for piece, n in kinds.items():
        if n == 1:
            name = piece_name(piece)
            article = "an" if name[0] in "aeiouAEIOU" else "a"
            parts.append(name if piece == "paratroopers" else f"{article} {name}")
        else:
            parts.append(f"{n} {piece_name(piece, n)}")
    if not parts:
        return "nothing"
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + " and " + parts[-1]
