"""Declaring attacks and landings (COMBAT, line 697; Landings, lines 746-756): whether one is
possible, the checks with their reasons, the effects, and the representative groups listed.

- Attacks: after movement the active player attacks enemy-occupied zones from adjacent friendly
  zones. Each (origin, target) pair is one of the three attack arrows, a landing one more; so at
  most three zones are attacked per impulse, a zone may be attacked from two or three zones at once
  (one combat), several attacks may start from one zone, and combats are resolved one at a time in
  the attacker's order (each `Attack` is resolved before the next one). A force fights at most once
  per impulse; a zone is attacked at most once per impulse.
- Landings (Allies only): see `check_landing`; the interception and the battle follow in
  battle_start.py.
- `StartCombat` ends the movement (listed only when an attack or a landing is possible).

Line numbers cite the English rulebook (seeds/000_ee0b107405368120.txt).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandtable.core.protocol import Action
from sandtable.games.g1943_45 import combat_actions as C
from sandtable.games.g1943_45.battle_start import landing_interceptors, to_defence
from sandtable.games.g1943_45.bombing import window_bombs
from sandtable.games.g1943_45.combat_board import (
    ARROWS,
    LANDING_FORCES,
    SECOND_FLEET_CUBES,
    available_cubes,
    droppable_paratroopers,
    fail,
    fresh_counters,
    mission_limit,
    mission_room,
    plane_reaches,
    ready_planes,
    tank_may_support,
    use_plane,
)
from sandtable.games.g1943_45.combat_hooks import HOOKS
from sandtable.games.g1943_45.movement import own_counter
from sandtable.games.g1943_45.pieces import (
    ALLIED,
    AXIS,
    FLEETS,
    LAND_COUNTERS,
    PLANES,
    SEA,
    TANKS,
    piece_name,
)
from sandtable.games.g1943_45.supply import order_problem

if TYPE_CHECKING:
    from sandtable.games.g1943_45.state import GameState


# -- attacks (COMBAT, line 697) ---------------------------------------------------------------------
def _check_offensive_common(s: GameState, action: Action, side: int, target: int, origins: tuple[int, ...],
                            cubes: tuple[int, ...], counters: tuple[str, ...], plane: str,
                            paratroopers: tuple[str, ...], arrows: int) -> None:
    topo = s.topo
    war = s.combat
    if target not in topo.zones:
        raise fail(action, f"there is no zone {target} on the board")
    label = topo.label(target)
    if topo.zone(target).closed:
        raise fail(action, f"{label} is closed to land forces (Board, line 500)")
    if target in war.attacked:
        raise fail(action, f"{label} was already attacked this impulse; one combat per zone")
    if war.arrows + arrows > ARROWS:
        raise fail(action, f"only {ARROWS - war.arrows} of the three attack arrows are left this impulse "
                            f"(COMBAT, line 697)")
    if len(origins) != len(cubes):
        raise fail(action, "name the cubes taken from each zone of origin")
    if len(set(origins)) != len(origins):
        raise fail(action, "a zone of origin is named twice")
    if len(set(counters)) != len(counters):
        raise fail(action, "a counter is named twice")
    for z, n in zip(origins, cubes, strict=True):
        if z not in topo.zones:
            raise fail(action, f"there is no zone {z} on the board")
        if n < 0:
            raise fail(action, "the number of cubes cannot be negative")
        if n > available_cubes(s, side, z):
            raise fail(action, f"{topo.label(z)} has only {available_cubes(s, side, z)} of your cubes "
                                f"that have not fought this impulse")
        problem = order_problem(s, side, z, "attack")
        if problem:
            raise fail(action, problem)
        if not HOOKS.may_attack_from(s, side, z):
            raise fail(action, f"no attack may start from {topo.label(z)} this impulse "
                                f"(Strangle plan, line 940)")
    for cid in counters:
        c = own_counter(s, action, cid, side)
        if c.zone not in origins:
            raise fail(action, f"{cid} is not in a zone the attack starts from")
        if c.type in PLANES:
            raise fail(action, f"{cid} is a plane: planes support a combat, they never attack or occupy "
                                f"(Planes, line 790; Occupying the Zone, line 742)")
        if c.type not in LAND_COUNTERS:
            raise fail(action, f"a {piece_name(c.type)} cannot attack")
        if cid in war.fought:
            raise fail(action, f"{cid} has already fought this impulse")
    for z, n in zip(origins, cubes, strict=True):
        if not n and not any(s.counters[cid].zone == z for cid in counters):
            raise fail(action, f"no force comes from {topo.label(z)}")
    if plane:
        c = s.counters.get(plane)
        if c is None or c.side != side or c.type not in PLANES or c.zone <= 0:
            raise fail(action, f"{plane} is not one of your planes on the board")
        if c.engaged:
            raise fail(action, f"{plane} is engaged: it cannot support another combat this turn (line 792)")
        problem = order_problem(s, side, c.zone, "fly a mission")
        if problem:
            raise fail(action, problem)
        if not plane_reaches(s, plane, target):
            raise fail(action, f"{label} is beyond the {s.ruler(side)} ruler from {plane} "
                                f"(Operational Range, line 808)")
        if not mission_room(s, c.zone):
            raise fail(action, f"{topo.label(c.zone)} has already flown its {mission_limit(s, c.zone)} "
                                f"mission(s) this impulse (Airports, line 665)")
    if paratroopers:
        allowed = droppable_paratroopers(s, side, target)
        for cid in paratroopers:
            if cid in counters:
                raise fail(action, f"{cid} is named both as attacking and as dropped")
            if cid not in allowed:
                if side != ALLIED:
                    raise fail(action, "paratroopers are Allied only (Paratroopers, line 832)")
                if s.overlord_done:
                    raise fail(action, "paratroopers are available only up to Overlord (line 832)")
                raise fail(action, f"{cid} cannot be dropped on {label}: it must be unengaged, not have "
                                    f"fought, and have the target within the plane ruler (line 834)")
        if len(set(paratroopers)) != len(paratroopers):
            raise fail(action, "paratroopers are named twice")


def check_attack(s: GameState, action: C.Attack) -> None:
    side = s.active_side()
    topo = s.topo
    target = action.target
    _check_offensive_common(s, action, side, target, action.origins, action.cubes, action.counters,
                            action.plane_support, action.paratroopers, len(action.origins))
    label = topo.label(target)
    if not s.enemy_present(side, target):
        raise fail(action, f"{label} holds no enemy force: an empty zone is entered by movement "
                            f"(COMBAT, line 697)")
    if not action.origins:
        raise fail(action, "an attack starts from at least one adjacent friendly zone (line 697)")
    for z in action.origins:
        if z not in topo.adjacent[target]:
            raise fail(action, f"{topo.label(z)} is not adjacent to {label}: attacks come from adjacent "
                                f"zones; use a landing to attack from the sea (COMBAT, line 697)")
    _check_tank(s, action, action.tank_support, action.counters, target)


def _check_tank(s: GameState, action: Action, tank: str, counters: tuple[str, ...], target: int) -> None:
    if not tank:
        return
    if tank not in counters:
        raise fail(action, "the supporting tank must be one of the attacking forces (Tanks, line 778)")
    if s.counters[tank].type not in TANKS:
        raise fail(action, f"{tank} is not a tank")
    if not tank_may_support(s, tank, target):
        if s.counters[tank].engaged:
            raise fail(action, "engaged tanks cannot support combat (Tanks, line 780)")
        raise fail(action, "tanks cannot support combat in or towards mountain zones (lines 517, 782)")


def check_landing(s: GameState, action: C.Landing) -> None:
    """Landings (Allied Only), lines 746-756."""
    side = s.active_side()
    topo = s.topo
    if side != ALLIED:
        raise fail(action, "landings are for the Allied player only (Landings, line 746)")
    if s.combat.landed:
        raise fail(action, "only one landing is possible in each impulse (line 756)")
    target = action.target
    _check_offensive_common(s, action, side, target, action.origins, action.cubes, action.counters,
                            action.plane_support, action.paratroopers, 1)
    label = topo.label(target)
    if target not in topo.coastal:
        raise fail(action, f"{label} is not adjacent to the sea (Landings, line 746)")
    if s.occ().presence[ALLIED][target] or (s.control[target] == ALLIED
                                             and not s.enemy_present(side, target)):
        raise fail(action, f"{label} is not an enemy zone (Landings, line 746)")
    if not s.enemy_present(side, target) and not s.options.get("landing_on_empty_zone", True):
        raise fail(action, f"{label} holds no Axis force; with the option landing_on_empty_zone off a "
                            f"landing needs an enemy-occupied zone (COMBAT, line 697)")
    for z in action.origins:
        if z not in topo.coastal or s.control[z] != ALLIED:
            raise fail(action, f"{topo.label(z)} is not a friendly zone adjacent to the sea (Landings, "
                                f"line 746)")
    if not action.origins:
        raise fail(action, "a landing carries forces from at least one friendly coastal zone (line 746)")
    for cid in action.counters:
        if s.counters[cid].type not in TANKS:
            raise fail(action, f"a landing carries cubes and a tank; {piece_name(s.counters[cid].type)} "
                                f"cannot land (paratroopers are dropped) (Landings, line 746)")
    fleets = action.fleets
    if not 1 <= len(fleets) <= 2 or len(set(fleets)) != len(fleets):
        raise fail(action, "a landing must engage one or two fleets (lines 746-750)")
    for cid in fleets:
        c = s.counters.get(cid)
        if c is None or c.side != ALLIED or c.type not in FLEETS or c.zone != SEA:
            raise fail(action, f"{cid} is not an Allied fleet at sea")
        if c.engaged:
            raise fail(action, f"the {piece_name(c.type)} is engaged: the landing must engage a ready fleet "
                                f"(line 748)")
    limit = LANDING_FORCES + (SECOND_FLEET_CUBES if len(fleets) == 2 else 0)
    tanks = len(action.counters)
    size = sum(action.cubes) + tanks
    if size < 1:
        raise fail(action, "the landing names no force")
    if tanks > 1 or size > limit:
        raise fail(action, f"a landing with {len(fleets)} fleet{'s' if len(fleets) > 1 else ''} carries at "
                            f"most {limit} forces, at most one of them a tank (lines 746-750)")
    _check_tank(s, action, action.tank_support, action.counters, target)


def _mark_fought(s: GameState, side: int, origins: tuple[int, ...], cubes: tuple[int, ...],
                 counters: tuple[str, ...], paratroopers: tuple[str, ...]) -> None:
    war = s.combat
    for z, n in zip(origins, cubes, strict=True):
        if n:
            war.spent[z] = war.spent.get(z, 0) + n
    war.fought = war.fought | set(counters) | set(paratroopers)


def do_attack(s: GameState, action: C.Attack) -> None:
    side = s.active_side()
    war = s.combat
    war.arrows += len(action.origins)
    war.attacked = war.attacked + (action.target,)
    _open_combat_step(s)
    _mark_fought(s, side, action.origins, action.cubes, action.counters, action.paratroopers)
    use_plane(s, action.plane_support)
    war.fight = {"kind": "attack", "attacker": side, "target": action.target,
                 "origins": list(action.origins), "cubes": list(action.cubes),
                 "counters": list(action.counters),
                 "tank": action.tank_support, "plane": action.plane_support,
                 "paratroopers": list(action.paratroopers), "fleets": [], "interceptors": []}
    to_defence(s)


def do_landing(s: GameState, action: C.Landing) -> None:
    side = s.active_side()
    war = s.combat
    war.arrows += 1
    war.attacked = war.attacked + (action.target,)
    war.landed = True
    _open_combat_step(s)
    _mark_fought(s, side, action.origins, action.cubes, action.counters, action.paratroopers)
    use_plane(s, action.plane_support)
    for cid in action.fleets:
        s.counters[cid] = s.counters[cid]._replace(engaged=True)   # "must necessarily engage" (746)
    s.dirty()
    war.fight = {"kind": "landing", "attacker": side, "target": action.target,
                 "origins": list(action.origins), "cubes": list(action.cubes),
                 "counters": list(action.counters),
                 "tank": action.tank_support, "plane": action.plane_support,
                 "paratroopers": list(action.paratroopers), "fleets": list(action.fleets), "interceptors": []}
    if landing_interceptors(s, action.target):
        s.pending.append(("landing_intercept", AXIS))
    else:
        to_defence(s)


def _open_combat_step(s: GameState) -> None:
    s.acted = True


def do_start_combat(s: GameState, action: Action) -> None:
    """The movement is over; the attacks follow (COMBAT, line 697: "at the end of the movement")."""
    s.impulse_step = "combat"
    s.acted = True
    s.reconsider()
    HOOKS.movement_ended(s)
    # The other player may bomb now, before the attacks ("also during the opponent's impulse, at any
    # time", line 802), when a ready plane of his reaches an enemy zone.
    if window_bombs(s, 1 - s.active_side()):
        s.pending.append(("bomb_window", 1 - s.active_side()))


def check_start_combat(s: GameState, action: Action) -> None:
    side = s.active_side()
    if not offensive_possible(s, side):
        raise fail(action, "no attack or landing is possible now (COMBAT, line 697)")


def offensive_possible(s: GameState, side: int) -> bool:
    """Whether an attack or a landing could be declared now (a cheap test for listing StartCombat)."""
    war = s.combat
    if war.arrows >= ARROWS:
        return False
    occ = s.occ()
    enemy, own = occ.presence[1 - side], occ.presence[side]
    counters: set[int] = set()
    tanks: set[int] = set()
    for cid, c in s.counters.items():
        if c.side == side and c.zone > 0 and c.type in LAND_COUNTERS and cid not in war.fought:
            counters.add(c.zone)
            if c.type in TANKS:
                tanks.add(c.zone)
    adjacent = s.topo.adjacent
    for z in s.topo.open_zones:
        if not own[z] or not (available_cubes(s, side, z) or z in counters):
            continue
        if any(enemy[t] and t not in war.attacked for t in adjacent[z]) and HOOKS.may_attack_from(s, side, z):
            return True
    if side != ALLIED or war.landed:
        return False
    if not any(c.side == ALLIED and c.zone == SEA and c.type in FLEETS and not c.engaged
               for c in s.counters.values()):
        return False
    coastal = s.topo.coastal
    if not any(own[z] and s.control[z] == ALLIED and (available_cubes(s, side, z) or z in tanks)
               for z in coastal):
        return False
    empty_ok = bool(s.options.get("landing_on_empty_zone", True))
    return any(t not in war.attacked and not own[t] and (enemy[t] or (empty_ok and s.control[t] == AXIS))
               for t in coastal)


# -- listing attacks and landings (representative groups; any legal group is accepted) -------------
def _force(s: GameState, side: int, zone: int) -> tuple[int, list[str]]:
    return available_cubes(s, side, zone), fresh_counters(s, side, zone)


def _best_tank(s: GameState, counters: list[str], target: int) -> str:
    return next((cid for cid in counters if tank_may_support(s, cid, target)), "")


def list_attacks(s: GameState, side: int) -> list[Action]:
    war = s.combat
    left = ARROWS - war.arrows
    if left <= 0:
        return []
    occ = s.occ()
    enemy = occ.presence[1 - side]
    own = occ.presence[side]
    found: list[Action] = []
    planes = ready_planes(s, side)
    for target in s.topo.open_zones:
        if not enemy[target] or target in war.attacked:
            continue
        sources = []
        for z in s.topo.adjacent[target]:
            if not own[z] or not HOOKS.may_attack_from(s, side, z):
                continue
            cubes, counters = _force(s, side, z)
            if cubes or counters:
                sources.append((z, cubes, counters))
        if not sources:
            continue
        sources.sort(key=lambda t: (-(t[1] + len(t[2])), t[0]))
        plane = next((p for p in planes if plane_reaches(s, p, target)), "")
        paras = tuple(droppable_paratroopers(s, side, target))
        groups = [sources[:left]] + ([[src] for src in sources[:3]] if len(sources) > 1 else [])
        for group in groups:
            origins = tuple(z for z, _, _ in group)
            cubes = tuple(n for _, n, _ in group)
            counters = tuple(sorted(cid for _, _, cs in group for cid in cs))
            tank = _best_tank(s, list(counters), target)
            dropped = tuple(p for p in paras if p not in counters)
            full = C.Attack(target, origins, cubes, counters, tank, plane, dropped)
            found.append(full)
            if (plane or full.paratroopers) and group is groups[0]:
                found.append(C.Attack(target, origins, cubes, counters, tank, "", ()))
    return found


def list_landings(s: GameState, side: int) -> list[Action]:
    war = s.combat
    if side != ALLIED or war.landed or war.arrows >= ARROWS:
        return []
    fleets = sorted(cid for cid, c in s.counters.items()
                    if c.side == ALLIED and c.zone == SEA and c.type in FLEETS and not c.engaged)
    if not fleets:
        return []
    occ = s.occ()
    sources = []
    for z in sorted(s.topo.coastal):
        if s.control[z] != ALLIED or not occ.presence[ALLIED][z] or not HOOKS.may_attack_from(s, side, z):
            continue
        cubes = available_cubes(s, ALLIED, z)
        tanks = fresh_counters(s, ALLIED, z, TANKS)
        if cubes or tanks:
            sources.append((z, cubes, tanks))
    if not sources:
        return []
    sources.sort(key=lambda t: (-(t[1] + len(t[2])), t[0]))
    empty_ok = bool(s.options.get("landing_on_empty_zone", True))
    planes = ready_planes(s, ALLIED)
    found: list[Action] = []
    for target in sorted(s.topo.coastal):
        if target in war.attacked or occ.presence[ALLIED][target]:
            continue
        if not occ.presence[AXIS][target] and (not empty_ok or s.control[target] != AXIS):
            continue
        plane = next((p for p in planes if plane_reaches(s, p, target)), "")
        paras = tuple(droppable_paratroopers(s, ALLIED, target))
        for engaged in ([fleets[:1], fleets[:2]] if len(fleets) > 1 else [fleets[:1]]):
            limit = LANDING_FORCES + (SECOND_FLEET_CUBES if len(engaged) == 2 else 0)
            tank = next((t for _, _, ts in sources for t in ts), "")
            room = limit - (1 if tank else 0)
            origins: list[int] = []
            cubes: list[int] = []
            for z, n, ts in sources:
                take = min(n, room)
                if take or (tank and tank in ts):
                    origins.append(z)
                    cubes.append(take)
                    room -= take
            support = tank if tank and tank_may_support(s, tank, target) else ""
            found.append(C.Landing(target, tuple(origins), tuple(cubes), (tank,) if tank else (),
                                   tuple(engaged), support, plane, paras))
    return found
