"""A finished resolver applied to the board: losses, engaged flags, retreats, the occupation of a
conquered zone (line 742), and where landing survivors go (line 752).

Forced single-choice losses are played here (`settle`) so that no one is asked a question with one
answer. Landings broken off: the survivors go to a supplied Allied zone (a decision,
`LandingReturn`). Landing survivors that take the zone all go ashore.

Line numbers cite the English rulebook (seeds/000_ee0b107405368120.txt).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sandtable.core.protocol import Action
from sandtable.games.g1943_45 import combat as CB
from sandtable.games.g1943_45 import combat_actions as C
from sandtable.games.g1943_45.bombing import window_bombs
from sandtable.games.g1943_45.combat_board import cube_zone, fail
from sandtable.games.g1943_45.combat_hooks import HOOKS
from sandtable.games.g1943_45.combat_rules import DROPPED, Unit
from sandtable.games.g1943_45.pieces import ALLIED, AXIS
from sandtable.games.g1943_45.supply import supplied_zones

if TYPE_CHECKING:
    from sandtable.games.g1943_45.state import GameState


def settle(s: GameState) -> None:
    """Play forced single-choice losses, then apply the outcome of a finished resolver."""
    resolver = s.combat.resolver
    assert resolver is not None
    while not resolver.finished and resolver.current_player() >= 0:
        options = resolver.legal_actions()
        if len(options) != 1 or not isinstance(options[0], CB.TakeLoss):
            break
        resolver.apply(options[0])
    if resolver.finished:
        if isinstance(resolver, CB.Battle):
            _apply_battle(s, resolver)
        else:
            _apply_bombing(s, resolver)


def _remove_unit(s: GameState, side: int, unit: Unit, attacker: int) -> None:
    if unit.uid.startswith("cube@"):
        zone = cube_zone(unit.uid)
        if side == attacker == s.active_side() and s.moved_cubes[zone] > 0:
            # The movement is over: a lost attacker is counted among the cubes that moved, so the
            # cubes left in the zone (pinned ones included) stay consistent.
            s.moved_cubes[zone] -= 1
        s.eliminate_cubes(side, zone, 1)
        if side == attacker and s.combat.spent.get(zone, 0) > 0:
            s.combat.spent[zone] -= 1
    elif unit.uid in s.counters:
        s.eliminate(unit.uid)


def _set_engaged(s: GameState, units: tuple[Unit, ...]) -> None:
    for u in units:
        c = s.counters.get(u.uid)
        if c is not None and c.engaged != u.engaged and c.zone > 0:
            s.counters[u.uid] = c._replace(engaged=u.engaged)


def _move_out(s: GameState, side: int, zone: int, uids: tuple[str, ...], path: tuple[str, ...]) -> None:
    dest = int(path[-1])
    cubes = sum(1 for uid in uids if uid.startswith("cube@"))
    s.cubes[side][zone] -= cubes
    s.cubes[side][dest] += cubes
    for uid in uids:
        if uid in s.counters and s.counters[uid].type != "fortified_line":
            s.put(uid, dest, pos=None, moved=s.counters[uid].moved)
    for z in path:
        s.enter(side, int(z))
    s.dirty()


def _apply_battle(s: GameState, battle: CB.Battle) -> None:
    outcome = battle.outcome
    fight = s.combat.fight
    assert outcome is not None and fight is not None
    att, target = fight["attacker"], fight["target"]
    dfn = 1 - att
    s.pending.pop()
    s.combat.resolver = None
    s.combat.fight = None
    if battle.stop_by is not None:
        HOOKS.stop_battle_played(s, battle.stop_by)
    _set_engaged(s, outcome.attacker_survivors)
    _set_engaged(s, outcome.defender_survivors)
    for u in outcome.attacker_eliminated:
        _remove_unit(s, att, u, att)
    for u in outcome.defender_eliminated:
        _remove_unit(s, dfn, u, att)
    for uids, path in outcome.partial_retreats:
        _move_out(s, dfn, target, uids, path)
    for cid, zone in outcome.planes_withdrawn:
        # A plane leaving the attacked zone flies to another friendly zone, engaged (703, 795).
        s.put(cid, int(zone), moved=s.counters[cid].moved, engaged=True)
    if outcome.retreat_path is not None:
        leaving = tuple(u.uid for u in outcome.defender_survivors
                        if not u.external and u.type != "fortified_line")
        _move_out(s, dfn, target, leaving, outcome.retreat_path)
    survivors = [u for u in outcome.attacker_survivors if not u.external]
    dropped = [u.uid for u in survivors if u.role == DROPPED]
    ground = [u for u in survivors if u.role != DROPPED]
    origins, cubes, counters = _by_origin(fight, ground)
    if outcome.zone_taken:
        for cid in dropped:
            s.put(cid, target, moved=True)
        if fight["kind"] == "landing":
            # Landed forces with no defenders left go ashore (line 754).
            _move_in(s, att, target, origins, cubes, counters)
        elif sum(cubes) or counters:
            s.pending.append(("occupy", att, target, origins, cubes, counters))
        if dropped:
            s.enter(att, target)
    elif outcome.landing_returns and (sum(cubes) or counters):
        if return_zones(s):
            s.pending.append(("landing_return", ALLIED, origins, cubes, counters))
        else:   # nowhere to go: the survivors are lost at sea (the rulebook is silent)
            for z, n in zip(origins, cubes, strict=True):
                s.eliminate_cubes(att, z, n)
            for cid in counters:
                s.eliminate(cid)
    s.dirty()


def _by_origin(fight: dict[str, Any], ground: list[Unit]) -> tuple[tuple[int, ...], tuple[int, ...],
                                                                    tuple[str, ...]]:
    per: dict[int, int] = {z: 0 for z in fight["origins"]}
    counters = []
    for u in ground:
        if u.uid.startswith("cube@"):
            z = cube_zone(u.uid)
            per[z] = per.get(z, 0) + 1
        else:
            counters.append(u.uid)
    origins = tuple(z for z in fight["origins"] if per.get(z))
    return origins, tuple(per[z] for z in origins), tuple(sorted(counters))


def _move_in(s: GameState, side: int, target: int, origins: tuple[int, ...], cubes: tuple[int, ...],
             counters: tuple[str, ...]) -> None:
    war = s.combat
    for z, n in zip(origins, cubes, strict=True):
        if not n:
            continue
        s.cubes[side][z] -= n
        s.cubes[side][target] += n
        moved = min(n, s.moved_cubes[z]) if side == s.active_side() else 0
        if side == s.active_side():
            s.moved_cubes[z] -= moved
            s.moved_cubes[target] += n
        spent = min(n, war.spent.get(z, 0))
        war.spent[z] = war.spent.get(z, 0) - spent
        war.spent[target] = war.spent.get(target, 0) + spent
    for cid in counters:
        s.put(cid, target, moved=True)
    if sum(cubes) or counters:
        s.enter(side, target)
    s.dirty()


# -- occupying the zone (line 742) -------------------------------------------------------------------
def list_occupy(s: GameState) -> list[Action]:
    _, side, target, origins, cubes, counters = s.pending[-1]
    cubes = tuple(max(0, min(n, s.cubes[side][z] - HOOKS.pinned(s, side, z)))
                  for z, n in zip(origins, cubes, strict=True))
    found: list[Action] = [C.Occupy(origins, cubes, counters)]
    # Leave one cube behind in each zone of origin that holds nothing else.
    keep = tuple(n - 1 if n > 1 and s.cubes[s.pending[-1][1]][z] - n == 0 and not any(
        s.counters[cid].zone == z for cid in counters) else n for z, n in zip(origins, cubes, strict=True))
    if keep != cubes:
        found.append(C.Occupy(origins, keep, counters))
    if counters and sum(cubes):
        found.append(C.Occupy(origins, cubes, ()))
    found.append(C.Occupy((), (), ()))
    return found


def check_occupy(s: GameState, action: C.Occupy) -> None:
    _, _, target, origins, cubes, counters = s.pending[-1]
    have = dict(zip(origins, cubes, strict=True))
    if len(action.origins) != len(action.cubes) or len(set(action.origins)) != len(action.origins):
        raise fail(action, "name the cubes taken from each zone of origin once")
    side = s.pending[-1][1]
    for z, n in zip(action.origins, action.cubes, strict=True):
        if n < 0 or n > have.get(z, 0):
            raise fail(action, f"only {have.get(z, 0)} attacking cubes from {s.topo.label(z)} survived "
                                f"(Occupying the Zone, line 742)")
        if n > s.cubes[side][z] - HOOKS.pinned(s, side, z):
            raise fail(action, f"cubes drawn into {s.topo.label(z)} by partisans cannot move until the next "
                                f"impulse (Partisans, line 848)")
    for cid in action.counters:
        if cid not in counters:
            raise fail(action, f"{cid} is not a surviving attacking force; planes never occupy (line 742)")
    if len(set(action.counters)) != len(action.counters):
        raise fail(action, "a counter is named twice")


def do_occupy(s: GameState, action: C.Occupy) -> None:
    _, side, target, _, _, _ = s.pending.pop()
    _move_in(s, side, target, action.origins, action.cubes, action.counters)


# -- landing survivors (line 752) ---------------------------------------------------------------------
def return_zones(s: GameState) -> list[int]:
    ok = supplied_zones(s, ALLIED)
    occ = s.occ()
    return [z for z in s.topo.open_zones if z in ok and s.control[z] == ALLIED and not occ.presence[AXIS][z]]


def list_landing_return(s: GameState) -> list[Action]:
    _, _, origins, _, _ = s.pending[-1]
    zones = return_zones(s)
    first = [z for z in origins if z in zones]
    return [C.LandingReturn(z) for z in first + [z for z in zones if z not in first]]


def check_landing_return(s: GameState, action: C.LandingReturn) -> None:
    if action.to not in return_zones(s):
        raise fail(action, f"{s.topo.label(action.to)} is not a supplied zone controlled by the Allies "
                            f"(Landings, line 752)")


def do_landing_return(s: GameState, action: C.LandingReturn) -> None:
    _, _, origins, cubes, counters = s.pending.pop()
    to = action.to
    for z, n in zip(origins, cubes, strict=True):
        if z != to:
            s.cubes[ALLIED][z] -= n
            s.cubes[ALLIED][to] += n
            if s.active_side() == ALLIED:
                moved = min(n, s.moved_cubes[z])
                s.moved_cubes[z] -= moved
                s.moved_cubes[to] += moved
            spent = min(n, s.combat.spent.get(z, 0))
            s.combat.spent[z] = s.combat.spent.get(z, 0) - spent
            s.combat.spent[to] = s.combat.spent.get(to, 0) + spent
    for cid in counters:
        if s.counters[cid].zone != to:
            s.put(cid, to, moved=True)
    s.dirty()


def _apply_bombing(s: GameState, bombing: CB.AirBombardment) -> None:
    outcome = bombing.outcome
    fight = s.combat.fight
    assert outcome is not None and fight is not None
    victim = 1 - fight["attacker"]
    s.pending.pop()
    s.combat.resolver = None
    s.combat.fight = None
    _set_engaged(s, outcome.target_survivors)
    for u in outcome.target_eliminated:
        if victim == s.active_side() and u.uid.startswith("cube@"):
            # Bombed in his own impulse (a moving force, or before his attacks): the lost cube is
            # counted among those that moved, so the pinned ones stay within the zone's cubes.
            zone = cube_zone(u.uid)
            s.moved_cubes[zone] = max(0, s.moved_cubes[zone] - 1)
        _remove_unit(s, victim, u, -1)
    s.dirty()
    # A reaction window stays open while the player can still bomb (no empty question).
    if s.pending and s.pending[-1][0] == "bomb_window" and not window_bombs(s, s.pending[-1][1]):
        s.pending.pop()
