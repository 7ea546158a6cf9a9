"""Supply (SUPPLY, lines 874-886): sources, supply lines free of enemy forces, end-of-turn losses.

A zone is supplied for a side when a chain of land-connected zones (borders and island arrows),
none holding enemy forces, leads from it to one of that side's sources; there is no length limit.
Allied sources: coastal zones they control. Axis sources in Europe: orange-star zones not adjacent
to the sea (read literally: the star need not be Axis-controlled, only free of Allied forces).
While the Italian fleet is in play, Axis forces in Africa, Sardinia and Corsica are supplied.

"In order to move and fight, player forces must be supplied" (line 876): with the option
`supply_to_move_and_fight` (default on) the pieces standing in a zone out of their side's supply
receive no orders: no land move, naval transport, flight, attack, support, bombing, interception
or paratrooper drop starts from there (`order_problem`, `in_supply`). What the rules impose on a
force (defending where it stands, retreating, the stacking check) stays; docs/rules/1943-45.md,
"Supply to move and fight", gives the reasons.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from sandtable.games.g1943_45.pieces import ALLIED, AXIS, LAND_COUNTERS, PLANES

if TYPE_CHECKING:
    from sandtable.games.g1943_45.state import GameState


def sources(s: GameState, side: int, blocked: Sequence[int] | None = None) -> list[int]:
    """The side's supply sources; `blocked` (per zone, truthy = enemy there) defaults to the
    enemy pieces on the board."""
    enemy = s.occ().presence[1 - side] if blocked is None else blocked
    if side == ALLIED:
        # "the supply sources are all the zones adjacent to the sea under his control" (line 880)
        return [z for z in s.topo.coastal if s.control[z] == ALLIED and not enemy[z]]
    # "the zones marked with a star that are not adjacent to the sea" (line 880)
    return [z for z in s.topo.inland_stars if not enemy[z]]


def supplied_zones(s: GameState, side: int) -> frozenset[int]:
    """Every zone in supply for `side` (memoised until the pieces or control change)."""
    occ = s.occ()
    cache = occ.supply
    key = (side, tuple(s.control)) if side == ALLIED else (side, "fleet_it" in occ.in_play)
    found = cache.get(key)
    if found is None:
        # The same supply recurs across positions (each move makes a new occupancy): memoised on
        # the shared topology by everything it depends on, the enemy's zones and the sources.
        enemy = occ.presence[1 - side]
        wide = (key, tuple(z for z in s.topo.open_zones if enemy[z]))
        shared = s.topo.listing_cache
        found = shared.get(wide)  # type: ignore[assignment]
        if found is None:
            found = supplied_despite(s, side, enemy)
            if len(shared) > 100000:
                shared.clear()
            shared[wide] = found  # type: ignore[assignment]
        cache[key] = found
    return found


def in_supply(s: GameState, side: int, zone: int) -> bool:
    """Whether the pieces of `side` in `zone` may move and fight (line 876): always true with the
    option off, for the sea box, and for a zone spared by the Logistical effort this turn."""
    if zone <= 0 or not s.options.get("supply_to_move_and_fight", True):
        return True
    if zone in supplied_zones(s, side):
        return True
    from sandtable.games.g1943_45.event_track import exempt

    return exempt(s, side, zone)


def order_zones(s: GameState, side: int) -> frozenset[int] | None:
    """The zones whose pieces of `side` may move and fight, for a listing that asks zone after
    zone (`in_supply` for each zone, bar the sea box and Logistical effort); None: every zone."""
    if not s.options.get("supply_to_move_and_fight", True):
        return None
    ok = supplied_zones(s, side)
    spared = [z for turn, who, z in s.ev.exempt if turn == s.turn and who == side]
    return ok | frozenset(spared) if spared else ok


def order_problem(s: GameState, side: int, zone: int, doing: str) -> str | None:
    """Why the pieces of `side` in `zone` cannot `doing` now (out of supply), or None."""
    if in_supply(s, side, zone):
        return None
    return (f"{s.topo.label(zone)} is out of supply: forces there cannot {doing} "
            f"(Supply, line 876: \"in order to move and fight, player forces must be supplied\")")


def supplied_despite(s: GameState, side: int, blocked: Sequence[int]) -> frozenset[int]:
    """The zones `side` would have in supply if the enemy stood in every zone `blocked` marks
    (per zone, truthy = enemy there): with the enemy's actual pieces this is the supply of the
    rules; a computer player passes a wider mask to see which supply lines a move could cut."""
    adjacent = s.topo.adjacent
    zones = s.topo.zones
    seen = set(sources(s, side, blocked))
    frontier = list(seen)
    while frontier:
        z = frontier.pop()
        for m in adjacent[z]:
            if m not in seen and not blocked[m] and not zones[m].closed:
                seen.add(m)
                frontier.append(m)
    if side == AXIS and s.in_play("fleet_it"):
        # "If the Italian fleet is in play, Axis forces in the zones of Africa and in Sardinia and
        # Corsica are always considered to be supplied" (line 882).
        seen |= {z for z in s.topo.africa | s.topo.sardinia_corsica if not blocked[z]}
    return frozenset(seen)


def supply_phase(s: GameState) -> list[tuple[str, int]]:
    """End-of-turn check: unsupplied forces are eliminated and return to the pool (line 886).

    Fortified lines are not forces (wooden rods) and stay; fleets and the U-boat are at sea.
    Returns log lines in the player's words, each with its zone.
    """
    from sandtable.games.g1943_45.events import exempt
    from sandtable.games.g1943_45.pieces import SIDE_TITLES, describe_group
    from sandtable.games.g1943_45.wording import zone_name

    log: list[tuple[str, int]] = []
    unsupplied: list[tuple[int, int]] = []
    for side in (ALLIED, AXIS):
        ok = supplied_zones(s, side)
        occ = s.occ()
        for z in s.topo.open_zones:
            # A zone spared by the Logistical effort event keeps its forces (lines 932, 952).
            if occ.presence[side][z] and z not in ok and not exempt(s, side, z):
                unsupplied.append((side, z))
    for side, z in unsupplied:
        cubes = s.cubes[side][z]
        if cubes:
            s.eliminate_cubes(side, z, cubes)
        lost = []
        for cid, c in list(s.counters.items()):
            if c.side == side and c.zone == z and (c.type in LAND_COUNTERS or c.type in PLANES):
                lost.append(cid)
                s.eliminate(cid)
        if cubes or lost:
            log.append((f"{SIDE_TITLES[side]} out of supply in {zone_name(s, z)}: "
                        f"{describe_group(cubes, tuple(lost))} eliminated", z))
    return log

