"""Movement (MOVEMENT, lines 643-671) and the end-of-impulse stacking check (Stacking, line 544).

Land movement (line 647): cubes, tanks, paratroopers and elites move any distance through
land-connected zones (island arrows included) that are empty or friendly, never through an
enemy-occupied zone (line 649) nor into a zone closed to land forces (line 500). Movement is never
mandatory and may be of single pieces (line 651). Splitting and picking up on the way (line 653)
are expressed as separate moves: since distance is unlimited, a force that splits is the same as
its parts moving on their own, and a pick-up is the picked-up pieces moving on from where they
stand. A piece that has ended a land move may not land-move again in the same impulse, except
after a naval transport ("the transported forces can continue normal movement", line 679); this
keeps an impulse finite. Every zone passed through and the destination become the mover's
(Controlling a Zone, line 537).

Air movement (line 661): a plane, engaged or not, flies anywhere to a zone its side controls,
within stacking; once placed it cannot move again until the next impulse (line 663). Its position
inside the zone must be legal (Positioning of Planes, line 820).

Fleets and the U-boat never move (Fleet Movement, line 671).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from sandtable.core.protocol import Action, IllegalAction
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45.pieces import (
    FLEETS,
    LAND_COUNTERS,
    PLANES,
    SIDE_TITLES,
    TANKS,
    Counter,
    piece_name,
    type_of,
)
from sandtable.games.g1943_45.supply import order_problem, order_zones

if TYPE_CHECKING:
    from sandtable.games.g1943_45.state import GameState


def _fail(action: Action, reason: str) -> IllegalAction:
    return IllegalAction(reason, action)


def own_counter(s: GameState, action: Action, cid: str, side: int) -> Counter:
    """The counter `cid`, refused with a reason unless it exists and belongs to `side`."""
    c = s.counters.get(cid)
    if c is None:
        raise _fail(action, f"there is no counter {cid!r}")
    if c.side != side:
        raise _fail(action, f"{cid} belongs to the {SIDE_TITLES[c.side]}")
    return c


# -- land movement -----------------------------------------------------------------------------
def fresh_cubes(s: GameState, side: int, zone: int) -> int:
    return s.cubes[side][zone] - s.moved_cubes[zone]


def check_group(s: GameState, action: Action, side: int, origin: int, cubes: int,
                counters: tuple[str, ...], fresh_only: bool, allowed: frozenset[str], what: str) -> None:
    topo = s.topo
    if origin not in topo.zones:
        raise _fail(action, f"there is no zone {origin} on the board")
    if cubes < 0:
        raise _fail(action, "the number of cubes cannot be negative")
    if cubes == 0 and not counters:
        raise _fail(action, f"the {what} names no piece")
    if len(set(counters)) != len(counters):
        raise _fail(action, "a counter is named twice")
    have = fresh_cubes(s, side, origin) if fresh_only else s.cubes[side][origin]
    if cubes > have:
        extra = " that have not moved this impulse" if fresh_only and s.moved_cubes[origin] else ""
        cite = {"land move": "Land movement, line 647", "naval transport": "Naval transport, line 679"}
        raise _fail(action, f"{topo.label(origin)} holds only {have} of your cubes{extra} "
                            f"({cite.get(what, 'Stacking, line 544')})")
    for cid in counters:
        c = own_counter(s, action, cid, side)
        if c.type not in allowed:
            if c.type in PLANES:
                raise _fail(action, f"{cid} is a plane: planes move by air, one at a time "
                                    f"(Air Movement, line 661)")
            if c.type in FLEETS or c.type == "uboat":
                raise _fail(action, "fleets and U-boats never move (Fleet Movement, line 671)")
            if c.type == "fortified_line":
                raise _fail(action, "fortified lines, once placed, cannot move (Fortified lines, line 854)")
            raise _fail(action, f"a {piece_name(c.type)} cannot take part in a {what}")
        if c.zone != origin:
            raise _fail(action, f"{cid} is not in {topo.label(origin)}")
        if fresh_only and c.moved:
            raise _fail(action, f"{cid} has already moved this impulse; a force moves once per impulse "
                                f"unless carried by naval transport (Land movement, line 647)")


def path_problem(s: GameState, side: int, origin: int, path: tuple[int, ...]) -> str | None:
    topo = s.topo
    if not path:
        return "the move names no destination"
    enemy = s.occ().presence[1 - side]
    previous = origin
    seen = {origin}
    for z in path:
        if z not in topo.zones:
            return f"there is no zone {z} on the board"
        # The zone's label only in a refusal: this check runs for every move applied.
        if z in seen:
            return f"the route enters {topo.label(z)} twice"
        seen.add(z)
        if z not in topo.adjacent[previous]:
            return (f"{topo.label(z)} is not connected to {topo.label(previous)} by a border or an arrow "
                    f"(Land movement, line 647)")
        if topo.zone(z).closed:
            return f"{topo.label(z)} is closed to land forces (Board, line 500)"
        if enemy[z]:
            return (f"{topo.label(z)} is enemy-occupied: land movement cannot pass through it "
                    f"(Land movement, line 649)")
        previous = z
    return None


def check_move(s: GameState, action: A.MoveLand) -> None:
    side = s.current_player()
    check_group(s, action, side, action.origin, action.cubes, action.counters, True,
                LAND_COUNTERS, "land move")
    problem = (order_problem(s, side, action.origin, "move")
               or path_problem(s, side, action.origin, action.path))
    if problem:
        raise _fail(action, problem)


def do_move(s: GameState, action: A.MoveLand) -> None:
    side = s.current_player()
    dest = action.path[-1]
    s.cubes[side][action.origin] -= action.cubes
    s.cubes[side][dest] += action.cubes
    s.moved_cubes[dest] += action.cubes
    for cid in action.counters:
        s.put(cid, dest, moved=True)
    for z in action.path:
        s.enter(side, z)
    s.acted = True
    s.dirty()


def land_routes(s: GameState, side: int, origin: int) -> dict[int, tuple[int, ...]]:
    """Every zone `side` can reach by land from `origin` now, with one shortest route each (the
    UI highlights these; any other legal route is accepted too)."""
    return dict(_routes(s, side, origin, s.occ().presence[1 - side]))


def _routes(s: GameState, side: int, origin: int, enemy: list[int]) -> dict[int, tuple[int, ...]]:
    """One shortest legal route from origin to every reachable zone.

    Routes depend only on which zones hold enemy forces, which no own move changes, so they are
    memoised on the (shared) topology by that pattern."""
    key = (origin, tuple(z for z in s.topo.open_zones if enemy[z]))
    cache = s.topo.route_cache
    found = cache.get(key)
    if found is None:
        if len(cache) > 50000:
            cache.clear()
        found = _compute_routes(s, origin, enemy)
        cache[key] = found
    return found


def _compute_routes(s: GameState, origin: int, enemy: list[int]) -> dict[int, tuple[int, ...]]:
    zones = s.topo.zones
    return shortest_routes(s.topo.adjacent, origin, lambda m: not enemy[m] and not zones[m].closed)


def shortest_routes(adjacent: Mapping[int, Iterable[int]], origin: int,
                    allowed: Callable[[int], bool]) -> dict[int, tuple[int, ...]]:
    """Breadth-first: one shortest route (origin excluded, destination last) to every zone reachable
    from `origin` through zones passing `allowed`."""
    parent: dict[int, int] = {origin: origin}
    frontier = [origin]
    while frontier:
        nxt: list[int] = []
        for z in frontier:
            for m in adjacent[z]:
                if m not in parent and allowed(m):
                    parent[m] = z
                    nxt.append(m)
        frontier = nxt
    routes: dict[int, tuple[int, ...]] = {}
    for dest in parent:
        if dest == origin:
            continue
        path = [dest]
        while parent[path[-1]] != origin:
            path.append(parent[path[-1]])
        routes[dest] = tuple(reversed(path))
    return routes


def groups(s: GameState, side: int, zone: int, cubes: int, ids: list[str], limit: int | None = None
           ) -> list[tuple[int, tuple[str, ...]]]:
    """Representative groups to move from a zone: the whole stack, the cubes alone, one cube,
    and each distinct counter alone (the UI builds any other group; check_* accepts it)."""
    kinds: dict[tuple[str, bool], str] = {}
    for cid in sorted(ids):
        c = s.counters[cid]
        kinds.setdefault((c.type, c.engaged), cid)
    options: list[tuple[int, tuple[str, ...]]] = []
    whole = (cubes, tuple(sorted(ids)))
    if limit is None or cubes + len(ids) <= limit:
        options.append(whole)
    if cubes and ids:
        options.append((cubes if limit is None else min(cubes, limit), ()))
    if cubes > 1:
        options.append((1, ()))
    if cubes or len(ids) > 1:
        options.extend((0, (cid,)) for cid in kinds.values())
    seen: set[tuple[int, tuple[str, ...]]] = set()
    unique = []
    for option in options:
        if option not in seen and (option[0] or option[1]):
            seen.add(option)
            unique.append(option)
    return unique


_INTERNED: dict[tuple[int, ...], int] = {}
_MADE: dict[tuple[Any, ...], Action] = {}


def made(cls: Callable[..., Action], *fields: Any) -> Action:
    """The action `cls(*fields)`, one object per value for the process: a listing that misses its
    cache mostly lists actions met before, and finding one is cheaper than building it."""
    key = (cls, *fields)
    found = _MADE.get(key)
    if found is None:
        if len(_MADE) > 200000:
            _MADE.clear()
        found = _MADE[key] = cls(*fields)
    return found


def interned(zones: tuple[int, ...]) -> int:
    """A small number standing for a tuple of zones in the listing caches' keys: a tuple's hash
    is computed at every lookup, a number's is itself (the same tuple, the same number, for the
    life of the process)."""
    found = _INTERNED.get(zones)
    if found is None:
        found = _INTERNED[zones] = len(_INTERNED)
    return found


def list_moves(s: GameState) -> list[Action]:
    side = s.current_player()
    occ = s.occ()
    enemy = occ.presence[1 - side]
    found: list[Action] = []
    movers: dict[int, list[tuple[str, bool]]] = {}   # zone -> (counter, engaged) of fresh land pieces
    planes: list[str] = []
    for cid, c in s.counters.items():
        if c.side != side or c.zone <= 0 or c.moved:
            continue
        if c.type in LAND_COUNTERS:
            movers.setdefault(c.zone, []).append((cid, c.engaged))
        elif c.type in PLANES:
            planes.append(cid)
    blocked = interned(tuple(z for z in s.topo.open_zones if enemy[z]))
    supplied = order_zones(s, side)      # line 876: no orders out of supply
    cache = s.topo.listing_cache
    own, moved = s.cubes[side], s.moved_cubes
    for z in s.topo.open_zones:
        fresh = own[z] - moved[z]           # fresh_cubes, inline: this loop runs at every listing
        pairs = movers.get(z)
        if not fresh and not pairs or supplied is not None and z not in supplied:
            continue
        # The moves from one zone depend only on what stands there and where the enemy is, so
        # the (immutable) actions are memoised on the shared topology.
        standing = tuple(sorted(pairs)) if pairs else ()
        key = ("move", z, fresh, standing, blocked)
        listed = cache.get(key)
        if listed is None:
            # Enemy forces out of reach leave the routes as they were: the same actions again.
            routes = tuple(_routes(s, side, z, enemy).values())
            again = ("move_routes", side, z, fresh, standing, routes)
            listed = cache.get(again)
            if listed is None:
                listed = _moves_from(s, side, z, fresh, [cid for cid, _ in standing], enemy)
            if len(cache) > 100000:
                cache.clear()
            cache[key] = cache[again] = listed
        found.extend(listed)
    if planes:
        limit = s.rules.stacking_limit
        targets = [z for z in s.topo.open_zones
                   if s.control[z] == side and not enemy[z] and occ.forces[side][z] < limit]
        seen: set[tuple[int, bool]] = set()
        target_key = interned(tuple(targets))
        for cid in sorted(planes):
            c = s.counters[cid]
            if (c.zone, c.engaged, c.type) in seen:  # type: ignore[comparison-overlap]
                continue
            if supplied is not None and c.zone not in supplied:
                continue
            seen.add((c.zone, c.engaged, c.type))  # type: ignore[arg-type]
            key = ("fly", cid, c.zone, target_key)
            flights = cache.get(key)
            if flights is None:
                flights = tuple(A.MoveAir(cid, z, None) for z in targets if z != c.zone)
                cache[key] = flights
            found.extend(flights)
    return found


def _moves_from(s: GameState, side: int, z: int, fresh: int, ids: list[str], enemy: list[int]
                ) -> tuple[Action, ...]:
    routes = _routes(s, side, z, enemy)
    if not routes:
        return ()
    options = groups(s, side, z, fresh, ids)
    # Far destinations get the whole stack and a single cube; the other groups are listed
    # towards the neighbouring zones only (keeps the list short; any group is accepted).
    far = options[:1] + [o for o in options[1:] if o == (1, ())]
    move = A.MoveLand
    found: list[Action] = []
    known = _MADE                    # `made`, inline: a few thousand actions a game pass here
    if len(known) > 200000:
        known.clear()
    for path in routes.values():
        for cubes, counters in (options if len(path) == 1 else far):
            key = (move, z, path, cubes, counters)
            action = known.get(key)
            if action is None:
                action = known[key] = move(z, path, cubes, counters)
            found.append(action)
    return tuple(found)


# -- air movement ------------------------------------------------------------------------------
def check_fly(s: GameState, action: A.MoveAir) -> None:
    side = s.current_player()
    c = s.counters.get(action.plane)
    if c is None:
        raise _fail(action, f"there is no counter {action.plane!r}")
    if c.side != side:
        raise _fail(action, f"{action.plane} belongs to the {SIDE_TITLES[c.side]}")
    if c.type not in PLANES:
        raise _fail(action, f"{action.plane} is not a plane; only planes move by air "
                            f"(Air Movement, line 661)")
    if c.zone <= 0:
        raise _fail(action, f"{action.plane} is not on the board")
    problem = order_problem(s, side, c.zone, "fly")
    if problem:
        raise _fail(action, problem)
    if c.moved:
        raise _fail(action, f"{action.plane} was already placed this impulse and cannot move again until "
                            f"the next impulse (Air Movement, line 663)")
    topo = s.topo
    if action.to not in topo.zones:
        raise _fail(action, f"there is no zone {action.to} on the board")
    label = topo.label(action.to)
    if topo.zone(action.to).closed:
        raise _fail(action, f"{label} is closed: planes fly over it but cannot be placed there "
                            f"(Board, line 500)")
    if s.control[action.to] != side or s.enemy_present(side, action.to):
        raise _fail(action, f"{label} is not under your control; a plane's arrival zone must be "
                            f"(Air Movement, line 661)")
    if action.to != c.zone and s.occ().forces[side][action.to] + 1 > s.rules.stacking_limit:
        raise _fail(action, f"{label} is full: air movement may not exceed the stacking limit "
                            f"(Air Movement, line 661)")
    if action.to == c.zone and action.position is None:
        raise _fail(action, f"{action.plane} is already in {label}")
    if action.position is not None:
        pos = action.position
        if (not isinstance(pos, tuple) or len(pos) != 2
                or not all(isinstance(v, int | float) and not isinstance(v, bool) for v in pos)):
            raise _fail(action, "a plane position is a (longitude, latitude) pair")
        ok, reason = topo.is_legal_plane_position((float(pos[0]), float(pos[1])), action.to)
        if not ok:
            raise _fail(action, f"{reason} (Positioning of Planes, line 820)")


def do_fly(s: GameState, action: A.MoveAir) -> None:
    pos = None if action.position is None else (float(action.position[0]), float(action.position[1]))
    s.put(action.plane, action.to, pos=pos, moved=True)
    s.enter(s.current_player(), action.to)
    s.acted = True


# -- stacking (Stacking, lines 542-546; Tanks, line 776) -----------------------------------------
def excess(s: GameState, side: int, zone: int) -> tuple[int, int]:
    """(forces over the stacking limit, tanks over the tank limit) in a zone."""
    occ = s.occ()
    return (max(0, occ.forces[side][zone] - s.rules.stacking_limit),
            max(0, occ.tanks[side][zone] - s.rules.tank_limit))


def overstacked(s: GameState, side: int) -> list[int]:
    occ = s.occ()
    forces, tanks = occ.forces[side], occ.tanks[side]
    limit, tank_limit = s.rules.stacking_limit, s.rules.tank_limit
    if max(forces) <= limit and max(tanks) <= tank_limit:
        return []
    return [z for z in s.topo.open_zones if forces[z] > limit or tanks[z] > tank_limit]


def stacking_targets(s: GameState, side: int, zone: int) -> list[int]:
    """Adjacent friendly zones, open to land forces, with room for at least one more force."""
    occ = s.occ()
    return [m for m in s.topo.adjacent[zone]
            if s.control[m] == side and not occ.presence[1 - side][m] and not s.topo.zone(m).closed
            and occ.forces[side][m] < s.rules.stacking_limit]


def stacking_step(s: GameState) -> bool:
    """End of impulse: push a decision for each side with excess forces; True while one is due.

    When an over-stacked zone has no adjacent friendly zone that can take any of its excess, the
    excess is eliminated (the rulebook leaves the case open; documented in docs/rules/1943-45.md)."""
    for side in (s.active_side(), 1 - s.active_side()):
        for z in overstacked(s, side):
            if zone_stacking_moves(s, side, z):
                s.pending.append(("stacking", side))
                return True
            _eliminate_excess(s, side, z)
    return False


def _eliminate_excess(s: GameState, side: int, zone: int) -> None:
    from sandtable.games.g1943_45.pieces import SIDE_TITLES, describe_group
    from sandtable.games.g1943_45.wording import zone_name

    before = (s.cubes[side][zone], set(s.counters_at(side, zone)))
    _drop_excess(s, side, zone)
    lost = tuple(sorted(before[1] - set(s.counters_at(side, zone))))
    cubes = before[0] - s.cubes[side][zone]
    if cubes or lost:
        s.note(f"Stacking: {SIDE_TITLES[side]} over the limit in {zone_name(s, zone)} with no room next "
               f"door: {describe_group(cubes, lost)} eliminated", (zone,))


def _drop_excess(s: GameState, side: int, zone: int) -> None:
    over, tanks_over = excess(s, side, zone)
    for cid in sorted(s.counters_at(side, zone)):
        if tanks_over and s.counters[cid].type in TANKS:
            s.eliminate(cid)
            tanks_over -= 1
            over -= 1
    if over > 0:
        take = min(over, s.cubes[side][zone])
        s.eliminate_cubes(side, zone, take)
        over -= take
    for cid in sorted(s.counters_at(side, zone)):
        if over <= 0:
            break
        if s.counters[cid].type in LAND_COUNTERS or s.counters[cid].type in PLANES:
            s.eliminate(cid)
            over -= 1


_STACK_MOVABLE = LAND_COUNTERS | PLANES


def check_stacking_move(s: GameState, action: A.StackingMove) -> None:
    side = s.current_player()
    check_group(s, action, side, action.origin, action.cubes, action.counters, False,
                _STACK_MOVABLE, "stacking move")
    over, tanks_over = excess(s, side, action.origin)
    label = s.topo.label(action.origin)
    if not over and not tanks_over:
        raise _fail(action, f"{label} is within the stacking limits (Stacking, line 544)")
    size = action.cubes + len(action.counters)
    tanks = sum(1 for cid in action.counters if type_of(cid) in TANKS)
    if size > max(over, tanks_over):
        raise _fail(action, f"only the {max(over, tanks_over)} pieces in excess must move out of {label} "
                            f"(Stacking, line 544)")
    if not over and size > tanks:
        raise _fail(action, f"{label} holds too many tanks, not too many forces: move tanks out "
                            f"(Tanks, line 776)")
    if action.to not in stacking_targets(s, side, action.origin):
        raise _fail(action, f"{s.topo.label(action.to)} is not an adjacent friendly zone with room "
                            f"(Stacking, line 544)")
    occ = s.occ()
    if occ.forces[side][action.to] + size > s.rules.stacking_limit:
        raise _fail(action, f"{s.topo.label(action.to)} would exceed the stacking limit (Stacking, line 542)")
    if tanks and occ.tanks[side][action.to] + tanks > s.rules.tank_limit:
        raise _fail(action, f"{s.topo.label(action.to)} would hold too many tanks (Tanks, line 776)")


def list_stacking(s: GameState) -> list[Action]:
    side = s.current_player()
    found: list[Action] = []
    for z in overstacked(s, side):
        found.extend(zone_stacking_moves(s, side, z))
    return found


def zone_stacking_moves(s: GameState, side: int, z: int) -> list[Action]:
    occ = s.occ()
    found: list[Action] = []
    over, tanks_over = excess(s, side, z)
    movable = [cid for cid in s.counters_at(side, z) if s.counters[cid].type in _STACK_MOVABLE]
    for to in stacking_targets(s, side, z):
        room = s.rules.stacking_limit - occ.forces[side][to]
        tank_room = s.rules.tank_limit - occ.tanks[side][to]
        if over:
            for n in range(1, min(over, room, s.cubes[side][z]) + 1):
                found.append(A.StackingMove(z, to, n, ()))
        seen: set[tuple[str, bool]] = set()
        for cid in sorted(movable):
            c = s.counters[cid]
            if (c.type, c.engaged) in seen:
                continue
            if not over and c.type not in TANKS:
                continue
            if c.type in TANKS and tank_room < 1:
                continue
            seen.add((c.type, c.engaged))
            found.append(A.StackingMove(z, to, 0, (cid,)))
    return found


def do_stacking_move(s: GameState, action: A.StackingMove) -> None:
    side = s.current_player()
    if side == s.active_side():
        # Cubes that already moved this impulse stay spent wherever they are pushed.
        spent = min(action.cubes, s.moved_cubes[action.origin])
        s.moved_cubes[action.origin] -= spent
        s.moved_cubes[action.to] += spent
    s.cubes[side][action.origin] -= action.cubes
    s.cubes[side][action.to] += action.cubes
    for cid in action.counters:
        s.put(cid, action.to, pos=None, moved=s.counters[cid].moved)
    s.dirty()
    # The driver re-checks (stacking_step): another move is asked for, or an excess that can no
    # longer move anywhere is eliminated.
    s.pending.pop()
