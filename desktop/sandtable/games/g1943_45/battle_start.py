"""From a declared combat to its first die: the Axis interception of a landing, the defender's
planes flying out and supports, the `combat.BattleSetup` built from the board, and the battle
started (or, every defender having flown out, no battle and the zone open to occupation).

- Before the dice the defender may fly planes out (they become engaged, line 703) and chooses his
  supports (`Defend`); asked only when he has a plane in the zone or a plane that can support.
  Otherwise an unengaged tank in the zone supports by itself.
- Landings: interception (line 762) is a decision of the Axis, offered only when a piece can try;
  then `Battle` rolls it, the fleets bombard, and the rounds follow.

Line numbers cite the English rulebook (seeds/000_ee0b107405368120.txt).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandtable.core.protocol import Action
from sandtable.games.g1943_45 import combat as CB
from sandtable.games.g1943_45 import combat_actions as C
from sandtable.games.g1943_45.battle_result import settle
from sandtable.games.g1943_45.combat_board import (
    counter_unit,
    cube_units,
    fail,
    plane_reaches,
    retreat_paths,
    support_planes,
    tank_may_support,
    use_plane,
)
from sandtable.games.g1943_45.combat_hooks import HOOKS
from sandtable.games.g1943_45.combat_rules import (
    DROPPED,
    FIGHTS,
    OPTION_DEFAULTS,
    SUPPORT_PLANE,
    SUPPORT_TANK,
    Unit,
)
from sandtable.games.g1943_45.pieces import ALLIED, AXIS, PLANES, SEA, piece_name
from sandtable.games.g1943_45.supply import in_supply
from sandtable.games.g1943_45.transport import interception_choices

if TYPE_CHECKING:
    from sandtable.games.g1943_45.state import GameState


# -- landing interception (Intercepting Landings, lines 762-766; U-boats, line 870) ------------------
def landing_interceptors(s: GameState, target: int) -> list[str]:
    """Unengaged Axis pieces that may try: planes with the landing zone in range, the U-boat, the
    Italian fleet (line 764); engaged ones cannot (line 766)."""
    found = []
    for cid, c in s.counters.items():
        if c.side != AXIS or c.engaged:
            continue
        at_sea = c.zone == SEA and c.type in ("uboat", "fleet_it")
        if at_sea or (c.type in PLANES and c.zone > 0 and plane_reaches(s, cid, target)
                      and in_supply(s, AXIS, c.zone)):
            found.append(cid)
    return sorted(found)


def list_intercept_landing(s: GameState) -> list[Action]:
    allowed = landing_interceptors(s, s.combat.fight["target"])  # type: ignore[index]
    return interception_choices(C.InterceptLanding, allowed)


def check_intercept_landing(s: GameState, action: C.InterceptLanding) -> None:
    fight = s.combat.fight
    assert fight is not None
    allowed = landing_interceptors(s, fight["target"])
    if len(set(action.pieces)) != len(action.pieces):
        raise fail(action, "a piece is named twice")
    for cid in action.pieces:
        if cid in allowed:
            continue
        c = s.counters.get(cid)
        if c is None or c.side != AXIS:
            raise fail(action, f"{cid} is not an Axis piece")
        if c.engaged:
            raise fail(action, f"{cid} is engaged: engaged pieces cannot intercept (line 766)")
        if c.type in PLANES:
            raise fail(action, f"the landing zone is beyond the range of {cid} (line 764)")
        raise fail(action, f"a {piece_name(c.type)} cannot intercept a landing (line 764)")


def do_intercept_landing(s: GameState, action: C.InterceptLanding) -> None:
    s.pending.pop()
    for cid in action.pieces:
        s.counters[cid] = s.counters[cid]._replace(engaged=True)   # "All forces involved ... are engaged"
    s.dirty()
    s.combat.fight = {**s.combat.fight, "interceptors": list(action.pieces)}  # type: ignore[dict-item]
    to_defence(s)


# -- the defender before the dice (Procedure, line 703) --------------------------------------------
def _defence_options(s: GameState) -> tuple[list[str], list[str], list[str]]:
    """(planes in the zone, planes that may support, tanks that may support) of the defender."""
    fight = s.combat.fight
    assert fight is not None
    target, defender = fight["target"], 1 - fight["attacker"]
    in_zone = sorted(cid for cid, c in s.counters.items()
                     if c.zone == target and c.side == defender and c.type in PLANES)
    planes = [p for p in support_planes(s, defender, target)
              if s.counters[p].zone != target or _others_in_zone(s, defender, target, (p,))]
    tanks = [cid for cid, c in s.counters.items()
             if c.zone == target and c.side == defender and tank_may_support(s, cid, target)]
    return in_zone, planes, sorted(tanks)


def _others_in_zone(s: GameState, side: int, zone: int, leaving: tuple[str, ...]) -> bool:
    """Does `side` keep a defender in `zone` besides the pieces `leaving` (cubes, counters other than
    partisans, the fortified line)? A plane without one is the only defender: it acts like a cube
    and supports no one (Planes, line 794)."""
    if s.cubes[side][zone]:
        return True
    return any(c.zone == zone and c.side == side and c.type != "partisans" and cid not in leaving
               for cid, c in s.counters.items())


def to_defence(s: GameState) -> None:
    """Ask the defender for his planes and supports when he has a choice, else start the battle."""
    fight = s.combat.fight
    assert fight is not None
    defender = 1 - fight["attacker"]
    if s.occ().presence[defender][fight["target"]]:
        in_zone, planes, tanks = _defence_options(s)
        if in_zone and not fly_out_targets(s, defender, fight["target"], 1):
            in_zone = []
        if in_zone or planes:
            s.pending.append(("defend", defender))
            return
        fight = {**fight, "def_tank": tanks[0] if tanks else "", "def_plane": ""}
    else:
        fight = {**fight, "def_tank": "", "def_plane": ""}
    s.combat.fight = fight
    _start_battle(s)


def fly_out_targets(s: GameState, side: int, target: int, count: int) -> list[int]:
    if not HOOKS.may_leave(s, side, target):
        return []
    occ = s.occ()
    return [z for z in s.topo.open_zones
            if z != target and s.control[z] == side and not occ.presence[1 - side][z]
            and occ.forces[side][z] + count <= s.rules.stacking_limit and HOOKS.may_enter(s, side, z)]


def list_defend(s: GameState) -> list[Action]:
    fight = s.combat.fight
    assert fight is not None
    target, defender = fight["target"], 1 - fight["attacker"]
    in_zone, planes, tanks = _defence_options(s)
    tank = tanks[0] if tanks else ""
    found: list[Action] = []
    for plane in planes:
        found.append(C.Defend((), 0, plane, tank))
    found.append(C.Defend((), 0, "", tank))
    if in_zone:
        outside = [p for p in planes if p not in in_zone]
        near = [z for z in fly_out_targets(s, defender, target, len(in_zone)) if z in s.topo.adjacent[target]]
        for z in near[:3]:
            found.append(C.Defend(tuple(in_zone), z, outside[0] if outside else "", tank))
    return found


def check_defend(s: GameState, action: C.Defend) -> None:
    fight = s.combat.fight
    assert fight is not None
    target, defender = fight["target"], 1 - fight["attacker"]
    in_zone, planes, tanks = _defence_options(s)
    if len(set(action.fly_out)) != len(action.fly_out):
        raise fail(action, "a plane is named twice")
    for cid in action.fly_out:
        if cid not in in_zone:
            raise fail(action, f"{cid} is not one of your planes in the attacked zone (line 703)")
    if action.fly_out:
        if action.to not in fly_out_targets(s, defender, target, len(action.fly_out)):
            raise fail(action, f"{s.topo.label(action.to)} is not another friendly zone with room for the "
                                f"planes (Procedure, line 703; Air Movement, line 661)")
    elif action.to:
        raise fail(action, "no plane flies out, so name no destination")
    if action.plane_support:
        if action.plane_support in action.fly_out:
            raise fail(action, "a plane that flies out of the zone cannot support its defence")
        lone = s.counters.get(action.plane_support)
        if lone is not None and lone.side == defender and lone.zone == target and not _others_in_zone(
                s, defender, target, (action.plane_support, *action.fly_out)):
            raise fail(action, f"{action.plane_support} would be the only defender in the zone: it acts "
                                f"like a cube and supports no one (line 794)")
        if action.plane_support not in planes:
            raise fail(action, f"{action.plane_support} cannot support this combat: it must be an unengaged "
                                f"plane with the zone in range and a mission left (lines 665, 792, 808)")
    if action.tank_support and action.tank_support not in tanks:
        raise fail(action, f"{action.tank_support} cannot support: an unengaged tank in the zone, not in "
                            f"the mountains (lines 517, 780-782)")


def do_defend(s: GameState, action: C.Defend) -> None:
    s.pending.pop()
    for cid in action.fly_out:
        # "If they do, they become engaged" (line 703).
        s.put(cid, action.to, engaged=True, moved=True)
    use_plane(s, action.plane_support)
    s.combat.fight = {**s.combat.fight, "def_tank": action.tank_support,  # type: ignore[dict-item]
                      "def_plane": action.plane_support}
    _start_battle(s)


# -- the battle -------------------------------------------------------------------------------------
def battle_setup(s: GameState) -> CB.BattleSetup:
    fight = s.combat.fight
    assert fight is not None
    att = fight["attacker"]
    dfn = 1 - att
    target = fight["target"]
    attacking: list[Unit] = []
    for z, n in zip(fight["origins"], fight["cubes"], strict=True):
        attacking.extend(cube_units(z, n))
    for cid in fight["counters"]:
        attacking.append(counter_unit(s, cid, SUPPORT_TANK if cid == fight["tank"] else FIGHTS))
    if fight["plane"]:
        attacking.append(counter_unit(s, fight["plane"], SUPPORT_PLANE, external=True))
    attacking.extend(counter_unit(s, cid, DROPPED) for cid in fight["paratroopers"])
    defending: list[Unit] = cube_units(target, s.cubes[dfn][target])
    for cid in sorted(s.counters_at(dfn, target)):
        c = s.counters[cid]
        if c.type == "partisans":
            continue
        role = FIGHTS
        if cid == fight.get("def_tank"):
            role = SUPPORT_TANK
        elif cid == fight.get("def_plane"):
            role = SUPPORT_PLANE
        defending.append(counter_unit(s, cid, role))
    plane = fight.get("def_plane", "")
    if plane and s.counters[plane].zone != target:
        defending.append(counter_unit(s, plane, SUPPORT_PLANE, external=True))
    landing = fight["kind"] == "landing"
    return CB.BattleSetup(
        attacker=att, attacking=tuple(attacking), defending=tuple(defending),
        mountain=s.topo.zone(target).mountain, landing=landing, fleets=len(fight["fleets"]),
        interceptors=tuple(fight["interceptors"]) if landing else (),
        retreat_paths=tuple(tuple(str(z) for z in p) for p in retreat_paths(s, target, dfn)),
        max_rounds=max(1, min(4, HOOKS.max_rounds(s))),
        stop_battle=(HOOKS.stop_battle_available(s, ALLIED), HOOKS.stop_battle_available(s, AXIS)),
        options={k: bool(s.options.get(k, v)) for k, v in OPTION_DEFAULTS.items()},
        zone=s.topo.label(target),
        reserves=bool(s.options.get("reserves_after_last_round", True)) and HOOKS.reserves_available(s, att),
        plane_zones=(tuple(str(z) for z in fly_out_targets(s, dfn, target, 1))
                     if s.options.get("planes_withdraw_by_air", True) else None))


def _start_battle(s: GameState) -> None:
    fight = s.combat.fight
    assert fight is not None
    if fight["kind"] == "attack" and not s.occ().presence[1 - fight["attacker"]][fight["target"]]:
        _uncontested(s)
        return
    battle = CB.Battle(battle_setup(s), mode="faces")
    for uid in battle.became_engaged:     # plane support and dropped paratroopers (lines 717, 834)
        if uid in s.counters:
            s.counters[uid] = s.counters[uid]._replace(engaged=True)
    s.dirty()
    s.combat.resolver = battle
    s.pending.append(("battle", s.combat.fight["attacker"]))  # type: ignore[index]
    settle(s)


def _uncontested(s: GameState) -> None:
    """Every defender flew out before the dice (line 703): no combat; the zone is vacated and the
    attacker may occupy it (line 742). The supporting plane flew its mission all the same."""
    fight = s.combat.fight
    assert fight is not None
    att, target = fight["attacker"], fight["target"]
    s.combat.fight = None
    for cid in fight["paratroopers"]:
        s.put(cid, target, moved=True, engaged=True)       # engaged when launched (line 834)
    if fight["paratroopers"]:
        s.enter(att, target)
    if fight["plane"]:
        s.counters[fight["plane"]] = s.counters[fight["plane"]]._replace(engaged=True)
    origins = tuple(z for z, n in zip(fight["origins"], fight["cubes"], strict=True) if n)
    cubes = tuple(n for n in fight["cubes"] if n)
    s.pending.append(("occupy", att, target, origins, cubes, tuple(sorted(fight["counters"]))))
    s.dirty()
