"""Air bombardment in the engine (lines 800-806): `Bomb` in one's own impulse, before the attacks
in the opponent's impulse (the `bomb_window`, line 802), or as a reaction of the other player
right after an enemy land move whose path a plane of his reaches (`bomb_reaction`, line 655; the
force is hit at its arrival zone, only the moving pieces take the loss; 5-6 when that zone holds a
plane of the mover, even engaged, or a fortified line, line 802, else 4-6).
Feeds `combat.AirBombardment`; battle_result.py applies its outcome.

Line numbers cite the English rulebook (seeds/000_ee0b107405368120.txt).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandtable.core.protocol import Action
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45 import combat as CB
from sandtable.games.g1943_45 import combat_actions as C
from sandtable.games.g1943_45.combat_board import (
    counter_unit,
    cube_units,
    fail,
    mission_limit,
    mission_room,
    plane_reaches,
    ready_planes,
)
from sandtable.games.g1943_45.combat_rules import OPTION_DEFAULTS, Unit
from sandtable.games.g1943_45.pieces import PLANES
from sandtable.games.g1943_45.supply import order_problem

if TYPE_CHECKING:
    from sandtable.games.g1943_45.state import GameState


# -- air bombardment (lines 800-806) ------------------------------------------------------------------
def bomb_targets(s: GameState, side: int) -> list[int]:
    occ = s.occ()
    return [z for z in s.topo.open_zones if occ.presence[1 - side][z]]


def check_bomb(s: GameState, action: C.Bomb) -> None:
    side = s.current_player()
    if not action.plane:
        raise fail(action, "name the bombing plane")
    _check_bomber(s, action, side, action.plane)
    if action.zone not in s.topo.zones or not s.enemy_present(side, action.zone):
        raise fail(action, f"{s.topo.label(action.zone)} holds no enemy force to bomb (line 800)")
    if not plane_reaches(s, action.plane, action.zone):
        raise fail(action, f"{s.topo.label(action.zone)} is beyond the {s.ruler(side)} ruler from "
                            f"{action.plane} (Air Bombardment, line 800; Operational Range, line 808)")


def _check_bomber(s: GameState, action: Action, side: int, plane: str) -> None:
    c = s.counters.get(plane)
    if c is None or c.side != side or c.type not in PLANES or c.zone <= 0:
        raise fail(action, f"{plane} is not one of your planes on the board")
    if c.engaged:
        raise fail(action, f"{plane} is engaged and cannot bomb again this turn (Planes, line 792)")
    problem = order_problem(s, side, c.zone, "fly a mission")
    if problem:
        raise fail(action, problem)
    if not mission_room(s, c.zone):
        raise fail(action, f"{s.topo.label(c.zone)} has already flown its {mission_limit(s, c.zone)} "
                            f"mission(s) this impulse (Airports, line 665)")


def list_bombs(s: GameState, side: int) -> list[Action]:
    found: list[Action] = []
    targets = bomb_targets(s, side)
    if not targets:
        return found
    seen: set[tuple[int, str]] = set()
    for cid in ready_planes(s, side):
        c = s.counters[cid]
        key = (c.zone, c.type)
        if key in seen:
            continue
        seen.add(key)
        reach = s.topo.in_range(c.pos, s.ruler(side)) if c.pos is not None else frozenset()
        found.extend(C.Bomb(cid, z) for z in targets if z in reach)
    return found


def _bomb_units(s: GameState, side: int, zone: int) -> list[Unit]:
    units = cube_units(zone, s.cubes[side][zone])
    units.extend(counter_unit(s, cid) for cid in sorted(s.counters_at(side, zone))
                 if s.counters[cid].type != "partisans")
    return units


def _start_bombing(s: GameState, side: int, plane: str, zone: int, targets: list[Unit], kind: str,
                   shielded: bool = False) -> None:
    c = s.counters[plane]
    s.combat.missions[c.zone] = s.combat.missions.get(c.zone, 0) + 1
    s.counters[plane] = c._replace(engaged=True)   # "the plane is turned onto its engaged side" (804)
    s.reconsider()
    s.combat.fight = {"kind": kind, "attacker": side, "target": zone, "plane": plane}
    options = {k: bool(s.options.get(k, v)) for k, v in OPTION_DEFAULTS.items()}
    s.combat.resolver = CB.AirBombardment(side, plane, targets, mountain=s.topo.zone(zone).mountain,
                                          options=options, mode="faces", zone=s.topo.label(zone),
                                          shielded=shielded)
    s.pending.append(("bombing", side))


def do_bomb(s: GameState, action: C.Bomb) -> None:
    side = s.current_player()
    s.acted = True
    _start_bombing(s, side, action.plane, action.zone, _bomb_units(s, 1 - side, action.zone), "bomb")


# -- bombing before the attacks, in the opponent's impulse (line 802) ---------------------------------
def window_bombs(s: GameState, side: int) -> list[Action]:
    return list_bombs(s, side)


def list_bomb_window(s: GameState) -> list[Action]:
    return [C.Bomb("", 0)] + window_bombs(s, s.pending[-1][1])


def check_bomb_window(s: GameState, action: C.Bomb) -> None:
    if action.plane:
        check_bomb(s, action)
    elif action.zone:
        raise fail(action, "declining the bombing names no zone")


def do_bomb_window(s: GameState, action: C.Bomb) -> None:
    side = s.pending[-1][1]
    if not action.plane:
        s.pending.pop()
        return
    _start_bombing(s, side, action.plane, action.zone, _bomb_units(s, 1 - side, action.zone), "bomb")


# -- bombing a moving force: a reaction (Land movement, line 655; Air Bombardment, line 802) ---------
def reaction_bombers(s: GameState, side: int, path: tuple[int, ...]) -> list[str]:
    """Planes of `side` (not the mover) that reach a zone of the move's path, one per zone and type."""
    found = []
    seen: set[tuple[int, str]] = set()
    for cid in ready_planes(s, side):
        c = s.counters[cid]
        if (c.zone, c.type) in seen or c.pos is None:
            continue
        reach = s.topo.in_range(c.pos, s.ruler(side))
        if any(z in reach for z in path):
            seen.add((c.zone, c.type))
            found.append(cid)
    return found


def after_move(s: GameState, action: Action) -> None:
    """Offer the other player the bombing of a force that just moved by land, when he can."""
    if not isinstance(action, _MOVE_TYPES) or s.final is not None:
        return
    mover = s.active_side()
    enemy = 1 - mover
    path = tuple(action.path)
    if reaction_bombers(s, enemy, path):
        s.pending.append(("bomb_reaction", enemy, path[-1], path, action.cubes, tuple(action.counters)))


def list_bomb_reaction(s: GameState) -> list[Action]:
    _, side, dest, path, _, _ = s.pending[-1]
    return [C.Bomb("", dest)] + [C.Bomb(cid, dest) for cid in reaction_bombers(s, side, path)]


def check_bomb_reaction(s: GameState, action: C.Bomb) -> None:
    _, side, dest, path, _, _ = s.pending[-1]
    if action.zone != dest:
        raise fail(action, f"the moving force arrives in {s.topo.label(dest)}: bomb it there")
    if not action.plane:
        return
    _check_bomber(s, action, side, action.plane)
    if not any(plane_reaches(s, action.plane, z) for z in path):
        raise fail(action, f"no zone of the move is within the {s.ruler(side)} ruler from {action.plane} "
                            f"(Operational Range, line 808)")


def do_bomb_reaction(s: GameState, action: C.Bomb) -> None:
    _, side, dest, _, cubes, counters = s.pending.pop()
    if not action.plane:
        return
    mover = 1 - side
    present = [cid for cid in counters if s.counters[cid].zone == dest and s.counters[cid].side == mover]
    targets = cube_units(dest, min(cubes, s.cubes[mover][dest])) + [counter_unit(s, cid) for cid in present]
    if not targets:
        return
    # The die reads the bombed zone, not only the moving pieces (line 802).
    shielded = any(c.zone == dest and c.side == mover and (c.type in PLANES or c.type == "fortified_line")
                   for c in s.counters.values())
    _start_bombing(s, side, action.plane, dest, targets, "bomb_reaction", shielded)


_MOVE_TYPES: tuple[type, ...] = (A.MoveLand,)
