"""Partisans (FORCES, Partisans, lines 842-850; board symbol, line 521): conversion, movement and
engagement of the Allied partisans counters, and the Axis cubes they pin.

- Only the Allies have them, converted for one cube and only once Italy has surrendered (line 844).
  The cube comes from any supplied zone holding Allied cubes (conversion, line 623); the counter is
  placed in a pale-blue triangle zone controlled by the enemy (line 846).
- They move only into triangle zones (846), in the Allied impulse, once per impulse, along a chain
  of adjacent triangle zones; enemy forces do not stop them (they share zones with them). They do
  not count for stacking (846), never occupy, hold or take control of a zone, never fight, are never
  eliminated and never satisfy losses (850): `GameState.occ` leaves them out of every count.
- Engaging them ("at any time, even during the opponent's round", 848) draws one Axis cube from a
  zone adjacent to theirs into their zone; that cube cannot move until the next impulse (the
  English "round" of 848 is the impulse: the same sentence calls the opponent's impulse a
  "round"). Pins are kept on the event track (`events.EventTrack.pins`) for the impulse.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandtable.core.protocol import Action, IllegalAction
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45.movement import shortest_routes
from sandtable.games.g1943_45.pieces import ALLIED, AXIS, POOL
from sandtable.games.g1943_45.supply import supplied_zones

if TYPE_CHECKING:
    from sandtable.games.g1943_45.state import GameState

PIECE = "partisans"


def _fail(action: Action, reason: str) -> IllegalAction:
    return IllegalAction(reason, action)


def triangle(s: GameState, zone: int) -> bool:
    facts = s.topo.zones.get(zone)
    return facts is not None and facts.partisans and not facts.closed


def on_board(s: GameState) -> list[str]:
    return sorted(cid for cid, c in s.counters.items() if c.type == PIECE and c.zone > 0)


# -- conversion (line 844) ---------------------------------------------------------------------
def convert_problem(s: GameState, origin: int, to: int) -> str | None:
    topo = s.topo
    if "partisans" not in s.rules.conversion_costs["allied"]:
        return "the scenario gives no conversion cost for partisans (Conversion costs)"
    if not s.italy_out:
        return "partisans can be converted only when Italy has surrendered (Partisans, line 844)"
    if origin not in topo.zones:
        return f"there is no zone {origin} on the board"
    if to not in topo.zones:
        return f"there is no zone {to} on the board"
    cost = s.rules.conversion_costs["allied"]["partisans"]
    if s.cubes[ALLIED][origin] < cost:
        return (f"{topo.label(origin)} holds {s.cubes[ALLIED][origin]} Allied cubes; partisans cost "
                f"{cost} (Partisans, line 844)")
    if origin not in supplied_zones(s, ALLIED):
        return f"{topo.label(origin)} is not in supply; conversion happens in supplied zones (line 623)"
    if not triangle(s, to):
        return (f"{topo.label(to)} has no pale-blue triangle: partisans are placed only in those zones "
                f"(Partisans, line 846)")
    if s.control[to] != AXIS:
        return (f"{topo.label(to)} is not controlled by the Axis: partisans are placed only in "
                f"triangle zones controlled by the enemy (Partisans, line 846)")
    if s.pool_counter(ALLIED, PIECE) is None:
        return "no partisans counter is available in the pool (line 627)"
    return None


def list_converts(s: GameState, origins: list[int] | None = None) -> list[Action]:
    if not s.italy_out or s.pool_counter(ALLIED, PIECE) is None:
        return []
    targets = [z for z in s.topo.open_zones if triangle(s, z) and s.control[z] == AXIS]
    if not targets:
        return []
    found: list[Action] = []
    for origin in origins if origins is not None else s.topo.open_zones:
        if not s.cubes[ALLIED][origin]:
            continue
        found.extend(A.ConvertPartisans(origin, to) for to in targets
                     if convert_problem(s, origin, to) is None)
    return found


def do_convert(s: GameState, action: A.ConvertPartisans) -> None:
    cost = s.rules.conversion_costs["allied"]["partisans"]
    s.cubes[ALLIED][action.origin] -= cost
    cid = s.pool_counter(ALLIED, PIECE)
    assert cid is not None
    s.put(cid, action.to, engaged=False)
    s.dirty()


# -- movement (line 846) -----------------------------------------------------------------------
def move_problem(s: GameState, action: A.MovePartisans) -> str | None:
    c = s.counters.get(action.partisans)
    if c is None or c.type != PIECE:
        return f"{action.partisans!r} is not a partisans counter"
    if c.zone <= 0:
        return f"{action.partisans} is not on the board"
    if c.moved:
        return f"{action.partisans} has already moved this impulse (Land movement, line 647)"
    if not action.path:
        return "the move names no destination"
    previous = c.zone
    seen = {c.zone}
    for z in action.path:
        if z not in s.topo.zones:
            return f"there is no zone {z} on the board"
        if z in seen:
            return f"the route enters {s.topo.label(z)} twice"
        seen.add(z)
        if z not in s.topo.adjacent[previous]:
            return f"{s.topo.label(z)} is not connected to {s.topo.label(previous)} (line 647)"
        if not triangle(s, z):
            return (f"{s.topo.label(z)} has no pale-blue triangle: partisans move only into those zones "
                    f"(Partisans, line 846)")
        previous = z
    return None


def _triangle_routes(s: GameState, origin: int) -> dict[int, tuple[int, ...]]:
    # Board facts only: memoised on the shared topology.
    key = ("triangle", origin)
    found = s.topo.route_cache.get(key)
    if found is None:
        found = shortest_routes(s.topo.adjacent, origin, lambda m: triangle(s, m))
        s.topo.route_cache[key] = found
    return found


def list_moves(s: GameState) -> list[Action]:
    found: list[Action] = []
    for cid in on_board(s):
        c = s.counters[cid]
        if c.moved:
            continue
        found.extend(A.MovePartisans(cid, path) for path in _triangle_routes(s, c.zone).values())
    return found


def do_move(s: GameState, action: A.MovePartisans) -> None:
    # Partisans never take control of a zone (they do not occupy it), so `enter` is not called.
    s.put(action.partisans, action.path[-1], moved=True)
    s.acted = True


# -- engagement (line 848) ---------------------------------------------------------------------
def engage_problem(s: GameState, action: A.EngagePartisans) -> str | None:
    from sandtable.games.g1943_45.events import strangled

    c = s.counters.get(action.partisans)
    if c is None or c.type != PIECE:
        return f"{action.partisans!r} is not a partisans counter"
    if c.zone <= 0:
        return f"{action.partisans} is not on the board"
    if c.engaged:
        return f"{action.partisans} are already engaged this turn (Partisans, line 848)"
    topo = s.topo
    if action.origin not in topo.zones or action.origin not in topo.adjacent[c.zone]:
        return (f"partisans draw an enemy cube from a zone adjacent to theirs, and {action.origin} is not "
                f"adjacent to {topo.label(c.zone)} (Partisans, line 848)")
    if s.cubes[AXIS][action.origin] - pinned(s, action.origin) < 1:
        return f"{topo.label(action.origin)} holds no Axis cube that can be drawn (Partisans, line 848)"
    occ = s.occ()
    if occ.presence[ALLIED][c.zone]:
        return (f"{topo.label(c.zone)} holds Allied forces: the Axis cube cannot be drawn into it "
                f"(Controlling a Zone, line 533)")
    if occ.forces[AXIS][c.zone] >= s.rules.stacking_limit:
        return f"{topo.label(c.zone)} has no room for another Axis force (Stacking, line 542)"
    for z in (action.origin, c.zone):
        if strangled(s, z):
            return (f"{topo.label(z)} is under the Strangle plan: no Axis force may leave or enter it "
                    f"this impulse (line 940)")
    return None


def list_engages(s: GameState) -> list[Action]:
    found: list[Action] = []
    for cid in on_board(s):
        c = s.counters[cid]
        if c.engaged:
            continue
        for origin in s.topo.adjacent[c.zone]:
            action = A.EngagePartisans(cid, origin)
            if s.cubes[AXIS][origin] and engage_problem(s, action) is None:
                found.append(action)
    return found


def do_engage(s: GameState, action: A.EngagePartisans) -> None:
    from sandtable.games.g1943_45.events import add_pin

    zone = s.counters[action.partisans].zone
    s.counters[action.partisans] = s.counters[action.partisans]._replace(engaged=True)
    # A pinned cube that had moved keeps its place among the spent ones; take a fresh one first.
    s.cubes[AXIS][action.origin] -= 1
    if s.active_side() == AXIS and s.moved_cubes[action.origin] > s.cubes[AXIS][action.origin]:
        s.moved_cubes[action.origin] = s.cubes[AXIS][action.origin]
    s.cubes[AXIS][zone] += 1
    s.enter(AXIS, zone)
    add_pin(s, zone)
    s.dirty()


def pinned(s: GameState, zone: int) -> int:
    """Axis cubes in `zone` drawn by partisans that cannot move in this impulse."""
    from sandtable.games.g1943_45.events import pins_now

    return min(pins_now(s).get(zone, 0), s.cubes[AXIS][zone])


def in_pool(s: GameState) -> int:
    return sum(1 for c in s.counters.values() if c.type == PIECE and c.zone == POOL)
