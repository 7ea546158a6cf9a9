"""1943-45 rules part 2 through the engine: attacks (COMBAT, lines 697-742), supports, retreats,
occupation, paratroopers, elites and fortified lines, and the hooks the events use. Lines are those
of the English rulebook (seeds/000_ee0b107405368120.txt)."""

from __future__ import annotations

import pytest

from g1943_combat_support import apply, board, dice, no_events, plane_at, refusal
from g1943_support import place
from sandtable.core.protocol import CHANCE
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45 import attack
from sandtable.games.g1943_45 import combat_actions as C
from sandtable.games.g1943_45.combat import Continue, PlayStopBattle, RetreatAll, default_policy_action
from sandtable.games.g1943_45.pieces import ALLIED, AXIS, POOL
from sandtable.games.g1943_45.state import GameState


def resolve(s: GameState, face: int = 1) -> None:
    """Play the combat in progress to its end: every die shows `face`, decisions by default."""
    while s.pending and s.pending[-1][0] in attack.FRAMES:
        no_events(s)
        kind = s.pending[-1][0]
        if s.current_player() == CHANCE:
            n = s.combat.resolver.roll_spec()[0] if kind == "battle" else 1
            dice(s, *([face] * n))
        elif kind == "battle":
            apply(s, default_policy_action(s.combat.resolver))
        else:
            apply(s, s.legal_actions()[0])


def to_combat(s: GameState) -> None:
    assert C.StartCombat() in s.legal_actions()
    apply(s, C.StartCombat())
    if s.pending and s.pending[-1][0] == "bomb_window":        # the Axis does not bomb (line 802)
        apply(s, C.Bomb("", 0))
    assert s.impulse_step == "combat"


def test_attacks_come_from_adjacent_friendly_zones_into_enemy_occupied_ones() -> None:
    # line 697: "attack enemy-occupied zones with friendly forces adjacent to those same zones"
    s = board()
    place(s, ALLIED, 16, 3)
    place(s, ALLIED, 19, 2)
    for fleet in ("A.fleet_us.1", "A.fleet_uk.1"):             # no landing either
        s.counters[fleet] = s.counters[fleet]._replace(engaged=True)
    s.dirty()
    assert C.StartCombat() not in s.legal_actions()         # nothing to attack: no empty step
    place(s, AXIS, 17, 2)
    to_combat(s)
    assert "adjacent" in refusal(s, C.Attack(17, (19,), (2,), ()))
    assert "no enemy force" in refusal(s, C.Attack(18, (19,), (2,), ()))
    assert "line 697" in refusal(s, C.Attack(18, (19,), (2,), ()))
    listed = [a for a in s.legal_actions() if isinstance(a, C.Attack)]
    assert listed and all(a.target == 17 and a.origins == (16,) for a in listed)
    apply(s, C.Attack(17, (16,), (3,), ()))
    assert s.pending[-1][0] == "battle" and s.current_player() == CHANCE


def test_three_arrows_one_zone_from_several_zones_and_several_attacks_from_one() -> None:
    # line 697: three arrows; "The same zone can be attacked by forces coming from two or three zones.
    # Several attacks can start from the same zone. Combat is resolved one at a time"
    s = board()
    for z in (11, 12, 14):
        place(s, ALLIED, z, 3)
    place(s, AXIS, 13, 1)
    place(s, AXIS, 10, 1)
    to_combat(s)
    apply(s, C.Attack(13, (11, 12, 14), (1, 1, 1), ()))       # one combat, three arrows
    assert "another" not in s.summary()
    # One combat must end before another begins: the battle's decisions come first.
    assert s.pending[-1][0] == "battle"
    assert "not a possible outcome" in refusal(s, C.Attack(10, (12,), (1,), ()))
    resolve(s, face=1)                                          # no hits: the defender holds
    assert s.combat.arrows == 3
    assert "arrows" in refusal(s, C.Attack(10, (12,), (1,), ()))
    assert not [a for a in s.legal_actions() if isinstance(a, C.Attack)]

    s = board()
    place(s, ALLIED, 12, 4)
    place(s, AXIS, 13, 1)
    place(s, AXIS, 10, 1)
    place(s, AXIS, 11, 1)
    to_combat(s)
    apply(s, C.Attack(13, (12,), (2,), ()))
    resolve(s, face=1)
    assert "already attacked" in refusal(s, C.Attack(13, (12,), (1,), ()))
    apply(s, C.Attack(10, (12,), (2,), ()))                     # a second attack from the same zone
    resolve(s, face=1)
    # Every cube of 12 has fought this impulse.
    assert "not fought" in refusal(s, C.Attack(11, (12,), (1,), ()))


def test_defender_flies_planes_out_only_when_he_has_one() -> None:
    # line 703: "the defender can decide to move the planes from the attacked zone to another friendly
    # zone ... If they do, they become engaged"
    s = board()
    place(s, ALLIED, 12, 3)
    place(s, AXIS, 13, 1)
    to_combat(s)
    apply(s, C.Attack(13, (12,), (3,), ()))
    assert s.current_player() == CHANCE                         # no plane: no question

    s = board()
    place(s, ALLIED, 12, 3)
    place(s, AXIS, 13, 1)
    plane = plane_at(s, AXIS, 13)
    to_combat(s)
    apply(s, C.Attack(13, (12,), (3,), ()))
    assert s.current_player() == AXIS and s.pending[-1][0] == "defend"
    assert "not another friendly zone" in refusal(s, C.Defend((plane,), 12, "", ""))
    apply(s, C.Defend((plane,), 11, "", ""))
    assert s.counters[plane].zone == 11 and s.counters[plane].engaged
    assert s.current_player() == CHANCE


def test_a_zone_emptied_by_planes_flying_out_is_occupied_without_a_battle() -> None:
    s = board()
    place(s, ALLIED, 12, 3)
    plane = plane_at(s, AXIS, 13)
    to_combat(s)
    apply(s, C.Attack(13, (12,), (3,), ()))
    apply(s, C.Defend((plane,), 11, "", ""))
    assert s.pending[-1][0] == "occupy"
    apply(s, C.Occupy((12,), (2,), ()))
    assert s.control[13] == ALLIED and s.cubes[ALLIED][13] == 2 and s.cubes[ALLIED][12] == 1


def test_supports_need_range_a_mission_and_no_mountains() -> None:
    # lines 665 (one plane per zone on missions, two with an airport), 713 (one tank, one plane),
    # 782 (no tank support in or towards mountains), 808 (the ruler from the plane's position)
    s = board()
    place(s, ALLIED, 12, 3)
    tank = place(s, ALLIED, 10, 2, "tank")[0]
    place(s, AXIS, 13, 1)
    place(s, AXIS, 11, 1)
    near = [plane_at(s, ALLIED, 12), plane_at(s, ALLIED, 12)]      # zone 12 has no airport
    far = plane_at(s, ALLIED, 20)
    assert 13 not in s.topo.in_range(s.counters[far].pos, "short")
    to_combat(s)
    assert "ruler" in refusal(s, C.Attack(13, (12,), (3,), (), "", far))
    # Zone 11 is a mountain zone: no tank support into it (line 782).
    assert "mountain" in refusal(s, C.Attack(11, (10,), (2,), (tank,), tank))
    apply(s, C.Attack(13, (12,), (3,), (), "", near[0]))
    assert s.counters[near[0]].engaged                          # plane support engages (line 717)
    resolve(s, face=1)
    assert "mission" in refusal(s, C.Attack(11, (10,), (1,), (), "", near[1]))
    assert "engaged" in refusal(s, C.Attack(11, (10,), (2,), (), "", near[0]))


def test_retreat_paths_one_or_two_zones_never_into_enemy_zones() -> None:
    # lines 732-738: one or two zones, never into an enemy-occupied or enemy-controlled zone, never by sea
    s = board()
    place(s, ALLIED, 12, 3)
    place(s, AXIS, 13, 2)
    s.control[9] = ALLIED
    s.dirty()
    paths = attack.retreat_paths(s, 13, AXIS)
    assert (11,) in paths and (14,) in paths and (11, 10) in paths
    for path in paths:
        assert 1 <= len(path) <= 2 and path[0] in s.topo.adjacent[13]
        assert all(s.control[z] == AXIS and not s.occ().presence[ALLIED][z] for z in path)
        assert 12 not in path and 9 not in path
    # The defender retreats after a round: the survivors move, the attacker may occupy.
    to_combat(s)
    apply(s, C.Attack(13, (12,), (3,), ()))
    dice(s, 1, 1, 1)
    dice(s, 1, 1)
    assert s.current_player() == AXIS
    battle = s.combat.resolver
    apply(s, RetreatAll(battle.setup.retreat_paths.index(("11", "10"))))
    assert s.cubes[AXIS][10] == 2 and s.cubes[AXIS][13] == 0
    assert s.pending[-1][0] == "occupy" and s.current_player() == ALLIED


def test_the_attacker_occupies_with_all_or_part_never_planes() -> None:
    # line 742: "the attacker may occupy the zone abandoned by the defender with all or part of the
    # attacking force, except planes"; control follows (line 537)
    s = board()
    place(s, ALLIED, 12, 3)
    tank = place(s, ALLIED, 12, 0, "tank")[0]
    plane = plane_at(s, ALLIED, 12)
    place(s, AXIS, 13, 1)
    to_combat(s)
    apply(s, C.Attack(13, (12,), (3,), (tank,), tank, plane))
    dice(s, 6, 6, 6)
    dice(s, 1)
    assert s.pending[-1][0] == "occupy" and s.cubes[AXIS][13] == 0
    assert "planes never occupy" in refusal(s, C.Occupy((12,), (1,), (plane,)))
    assert "survived" in refusal(s, C.Occupy((12,), (4,), ()))
    apply(s, C.Occupy((12,), (2,), (tank,)))
    assert s.control[13] == ALLIED and s.cubes[ALLIED][13] == 2 and s.counters[tank].zone == 13
    assert s.cubes[ALLIED][12] == 1 and s.counters[plane].zone == 12


def test_losses_go_back_to_the_pools() -> None:
    s = board()
    place(s, ALLIED, 12, 4)
    place(s, AXIS, 13, 2)
    pools = (s.cube_pool(ALLIED), s.cube_pool(AXIS))
    to_combat(s)
    apply(s, C.Attack(13, (12,), (4,), ()))
    dice(s, 6, 6, 1, 1)          # two Axis losses
    dice(s, 6, 6)                # two Allied losses, simultaneous (line 705)
    apply(s, default_policy_action(s.combat.resolver))       # the Axis loses its last cube
    assert s.cube_pool(ALLIED) == pools[0] + 2 and s.cube_pool(AXIS) == pools[1] + 2
    assert s.pending[-1][0] == "occupy"


def test_paratroopers_dropped_engaged_extra_die_eliminated_if_not_taken() -> None:
    # lines 832-838
    s = board()
    place(s, ALLIED, 12, 4)
    paras = place(s, ALLIED, 10, 0, "paratroopers")[0]
    place(s, AXIS, 13, 2)
    to_combat(s)
    apply(s, C.Attack(13, (12,), (4,), (), "", "", (paras,)))
    assert s.counters[paras].engaged
    assert s.combat.resolver.roll_spec()[0] == 5                # one die beyond the fourth
    resolve(s, face=1)                                          # not taken
    assert s.counters[paras].zone == POOL

    s = board()
    place(s, ALLIED, 12, 4)
    paras = place(s, ALLIED, 10, 0, "paratroopers")[0]
    place(s, AXIS, 13, 1)
    to_combat(s)
    s.overlord_done = True
    assert "Overlord" in refusal(s, C.Attack(13, (12,), (4,), (), "", "", (paras,)))
    s.overlord_done = False
    apply(s, C.Attack(13, (12,), (4,), (), "", "", (paras,)))
    dice(s, 6, 1, 1, 1, 1)
    dice(s, 1)
    apply(s, default_policy_action(s.combat.resolver))
    assert s.counters[paras].zone == 13 and s.control[13] == ALLIED
    apply(s, C.Occupy((), (), ()))                              # the rest stays behind
    assert s.cubes[ALLIED][12] == 4 and s.counters[paras].zone == 13
    assert attack.droppable_paratroopers(s, AXIS, 11) == []     # Allied only (line 832)


def test_elite_and_fortified_line_fight_and_the_line_falls_with_the_zone() -> None:
    # lines 826-828 (elite), 854 (fortified line: two dice within four, absorbs a loss, never moves)
    s = board()
    place(s, ALLIED, 12, 4)
    place(s, AXIS, 13, 1, "elite", "fortified_line")
    line = next(cid for cid, c in s.counters.items() if c.type == "fortified_line" and c.zone == 13)
    to_combat(s)
    apply(s, C.Attack(13, (12,), (4,), ()))
    battle = s.combat.resolver
    assert sorted(u.type for u in battle.units[1]) == ["cube", "elite", "fortified_line"]
    dice(s, 6, 6, 6, 6)
    assert battle.roll_spec()[0] == 3            # cube + line (2); the unengaged elite uses its effect
    dice(s, 1, 1, 1)
    assert s.current_player() == AXIS and battle.phase == "elite"
    resolve(s, face=6)                           # the elite absorbs one, the rest is eliminated
    assert [u.type for u in battle.outcome.defender_eliminated].count("fortified_line") == 1
    assert s.control[13] == ALLIED
    assert s.counters[line].zone == POOL         # back in the pool (New Defensive Line, line 958)


def test_events_hooks_stop_battle_reserves_and_strangle(monkeypatch: pytest.MonkeyPatch) -> None:
    played: list[int] = []
    monkeypatch.setattr(attack.HOOKS, "stop_battle_available", lambda s, side: side == AXIS)
    monkeypatch.setattr(attack.HOOKS, "stop_battle_played", lambda s, side: played.append(side))
    monkeypatch.setattr(attack.HOOKS, "max_rounds", lambda s: 3)
    s = board()
    place(s, ALLIED, 12, 3)
    place(s, ALLIED, 10, 3)
    place(s, AXIS, 13, 2)
    place(s, AXIS, 11, 2)
    to_combat(s)
    apply(s, C.Attack(13, (12,), (3,), ()))
    dice(s, 1, 1, 1)
    dice(s, 1, 1)
    assert PlayStopBattle() in s.legal_actions()                # from the end of round one (950)
    assert attack.extend_battle(s) and s.combat.resolver.setup.max_rounds == 4     # Reserves (956)
    apply(s, PlayStopBattle())
    assert played == [AXIS] and s.combat.resolver is None and s.control[13] == AXIS
    monkeypatch.setattr(attack.HOOKS, "may_attack_from", lambda s, side, zone: zone != 10)
    assert "Strangle" in refusal(s, C.Attack(11, (10,), (3,), ()))
    # Strangle plan on a defender: no retreat out of the zone, nor into it (line 940).
    assert attack.retreat_paths(s, 11, AXIS)
    monkeypatch.setattr(attack.HOOKS, "may_leave", lambda s, side, zone: zone != 11)
    assert attack.retreat_paths(s, 11, AXIS) == []
    monkeypatch.setattr(attack.HOOKS, "may_enter", lambda s, side, zone: zone != 9)
    assert all(9 not in path for path in attack.retreat_paths(s, 13, AXIS))


def test_attack_actions_describe_what_a_player_says() -> None:
    action = C.Attack(14, (13,), (3,), ("A.tank.1",), "A.tank.1", "X.plane.2")
    assert action.describe() == ("attack 14 from 13 with 3 cubes and a tank, tank support, "
                                 "plane support (X.plane.2)")
    assert C.StartCombat().describe() == "end of movement: to the attacks"
    s = board()
    place(s, ALLIED, 12, 3)
    place(s, AXIS, 13, 1)
    to_combat(s)
    apply(s, A.EndImpulse())
    assert s.active_side() == AXIS or s.pending
    assert Continue().describe() == "continue the combat"


def test_combat_actions_round_trip_through_json() -> None:
    import json

    from g1943_support import GAME
    from sandtable.games.g1943_45.combat import DiceRoll, EliteEffect, PartialRetreat, TakeLoss

    samples = [C.StartCombat(), C.Attack(14, (13, 12), (3, 1), ("X.tank.1",), "X.tank.1", "X.plane.2"),
               C.Landing(14, (17, 16), (3, 0), ("A.tank.1",), ("A.fleet_us.1",), "A.tank.1", "A.plane.4",
                         ("A.paratroopers.1",)),
               C.InterceptLanding(("X.fleet_it.1",)), C.Defend(("X.plane.1",), 11, "", "X.tank.2"),
               C.Occupy((12,), (2,), ("A.tank.1",)), C.LandingReturn(17), C.Bomb("A.plane.1", 14),
               C.FleetAttack("X.uboat.1", "A.fleet_uk.1"), DiceRoll((4, 4, 6)), TakeLoss("cube@17#1"),
               EliteEffect("X.elite.1", "absorb"), PartialRetreat(("X.plane.1",), 0), RetreatAll(1)]
    for action in samples:
        data = json.loads(json.dumps(action.to_json()))
        assert GAME.action_from_json(data) == action
        assert action.describe()


def test_a_plane_alone_in_the_attacked_zone_defends_as_a_cube_never_as_its_own_support() -> None:
    # line 794: "If a plane is the only defender in the zone, it acts like a cube and inflicts
    # casualties on a roll of 6" (issue #14: it used to be offered as the supporter, engaged on entry)
    s = board()
    place(s, ALLIED, 12, 3)
    plane = plane_at(s, AXIS, 13)
    to_combat(s)
    apply(s, C.Attack(13, (12,), (3,), ()))
    assert s.current_player() == AXIS and s.pending[-1][0] == "defend"     # it may still fly out
    assert all(a.plane_support != plane for a in s.legal_actions())
    assert "only defender" in refusal(s, C.Defend((), 0, plane, ""))
    apply(s, C.Defend((), 0, "", ""))
    assert not s.counters[plane].engaged and s.combat.resolver.roll_spec()[:2] == (3, 6)
    dice(s, 1, 1, 1)
    assert s.combat.resolver.roll_spec()[:2] == (1, 6)
