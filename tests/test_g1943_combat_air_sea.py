"""1943-45 air bombardment (lines 800-806, 808, 665), bombing a moving force as a reaction (655, 802),
fleet attacks (858) and the U-boat (872), through the engine."""

from __future__ import annotations

from g1943_combat_support import apply, board, die, plane_at, refusal
from g1943_support import place
from sandtable.core.protocol import CHANCE
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45 import combat_actions as C
from sandtable.games.g1943_45.combat import TakeLoss
from sandtable.games.g1943_45.pieces import ALLIED, AXIS


def test_bombing_in_ones_own_impulse() -> None:
    # line 804: the plane is engaged, one die, 4-5-6 a loss; 5-6 with an enemy plane or a fortified line
    s = board()
    place(s, AXIS, 14, 2)
    bomber, second = plane_at(s, ALLIED, 17), plane_at(s, ALLIED, 17)
    far = plane_at(s, ALLIED, 20)
    assert "ruler" in refusal(s, C.Bomb(far, 14))
    assert "no enemy force" in refusal(s, C.Bomb(bomber, 18))
    assert C.Bomb(bomber, 14) in s.legal_actions()             # during the movement too (line 800)
    apply(s, C.Bomb(bomber, 14))
    assert s.counters[bomber].engaged and s.current_player() == CHANCE
    assert "4-6" in s.chance_label()
    die(s, 4)                                                  # a hit; cubes only: no choice to ask
    assert s.cubes[AXIS][14] == 1 and s.impulse_step == "movement"
    assert "engaged" in refusal(s, C.Bomb(bomber, 14))
    # Tunis has an airport: a second plane may fly a mission this impulse, not a third (line 665).
    third = plane_at(s, ALLIED, 17)
    apply(s, C.Bomb(second, 14))
    die(s, 1)
    assert "mission" in refusal(s, C.Bomb(third, 14))


def test_a_plane_or_a_fortified_line_in_the_zone_needs_five_or_six() -> None:
    s = board()
    place(s, AXIS, 14, 1)
    target_plane = plane_at(s, AXIS, 14)
    bomber = plane_at(s, ALLIED, 17)
    apply(s, C.Bomb(bomber, 14))
    assert "5-6" in s.chance_label()
    die(s, 4)
    assert s.cubes[AXIS][14] == 1 and not s.counters[target_plane].engaged
    bomber2 = plane_at(s, ALLIED, 17)
    apply(s, C.Bomb(bomber2, 14))
    die(s, 6)
    # The owner chooses the loss, as in combat, never a retreat (line 806).
    assert s.current_player() == AXIS
    kinds = {type(a) for a in s.legal_actions()}
    assert kinds == {TakeLoss}
    apply(s, TakeLoss(target_plane))
    assert s.counters[target_plane].engaged and s.counters[target_plane].zone == 14


def test_bombing_a_moving_force_is_offered_only_in_range() -> None:
    # line 655: forces may be bombed while they move; line 802: also in the opponent's impulse
    s = board()
    place(s, ALLIED, 19, 3)
    place(s, ALLIED, 18, 2)
    place(s, ALLIED, 20, 2)
    axis_plane = plane_at(s, AXIS, 15, "plane_it")
    reach = s.topo.in_range(s.counters[axis_plane].pos, "short")
    assert 18 in reach and 19 not in reach and 20 not in reach
    apply(s, A.MoveLand(20, (19,), 1, ()))                       # out of range: no question
    assert s.current_player() == ALLIED and not s.pending
    apply(s, A.MoveLand(19, (18,), 1, ()))
    assert s.current_player() == AXIS and s.pending[-1][0] == "bomb_reaction"
    assert C.Bomb("", 18) in s.legal_actions()
    apply(s, C.Bomb(axis_plane, 18))
    die(s, 6)
    # Only the moving cube is hit, in its arrival zone.
    assert s.cubes[ALLIED][18] == 2 and s.counters[axis_plane].engaged
    apply(s, A.MoveLand(19, (18,), 1, ()))
    assert not s.pending                                        # the plane is engaged now


def test_fleets_and_the_uboat_try_to_engage_enemy_fleets() -> None:
    # line 858: "if they roll 5-6 on the die an enemy fleet is engaged"; line 872: the U-boat too
    s = board()
    assert "an enemy fleet" in refusal(s, C.FleetAttack("A.fleet_us.1", "X.uboat.1"))
    apply(s, C.FleetAttack("A.fleet_us.1", "X.fleet_it.1"))
    assert s.counters["A.fleet_us.1"].engaged and "5-6" in s.chance_label()
    die(s, 4)
    assert not s.counters["X.fleet_it.1"].engaged
    assert "engaged" in refusal(s, C.FleetAttack("A.fleet_us.1", "X.fleet_it.1"))
    apply(s, C.FleetAttack("A.fleet_uk.1", "X.fleet_it.1"))
    die(s, 5)
    assert s.counters["X.fleet_it.1"].engaged
    # The Axis impulse: the U-boat attacks an Allied fleet (the UK fleet was flipped back for the test).
    s.counters["A.fleet_uk.1"] = s.counters["A.fleet_uk.1"]._replace(engaged=False)
    s.dirty()
    apply(s, A.EndImpulse())
    while s.pending:
        apply(s, s.legal_actions()[0])
    assert s.active_side() == AXIS
    assert C.FleetAttack("X.uboat.1", "A.fleet_uk.1") in s.legal_actions()
    apply(s, C.FleetAttack("X.uboat.1", "A.fleet_uk.1"))
    die(s, 6)
    assert s.counters["A.fleet_uk.1"].engaged and s.counters["X.uboat.1"].engaged
    assert s.combat.arrows == 0                                 # the sea is not an attacked zone


def test_the_opponent_may_bomb_before_the_attacks_only_when_he_can() -> None:
    # line 802: "They can also bomb during the opponent's impulse, at any time, just declare it"
    s = board()
    place(s, ALLIED, 18, 2)
    place(s, AXIS, 17, 1)
    apply(s, C.StartCombat())
    assert not s.pending and s.current_player() == ALLIED      # no Axis plane: no question

    s = board()
    place(s, ALLIED, 18, 2)
    place(s, AXIS, 17, 1)
    axis_plane = plane_at(s, AXIS, 15, "plane_it")
    apply(s, C.StartCombat())
    assert s.current_player() == AXIS and s.pending[-1][0] == "bomb_window"
    assert C.Bomb("", 0) in s.legal_actions() and C.Bomb(axis_plane, 18) in s.legal_actions()
    apply(s, C.Bomb(axis_plane, 18))
    die(s, 5)
    # One plane only: once it has bombed the window closes and the Allies attack.
    assert s.cubes[ALLIED][18] == 1 and not s.pending and s.current_player() == ALLIED
    apply(s, C.Attack(17, (18,), (1,), ()))


def test_bombing_a_moving_force_reads_the_whole_arrival_zone() -> None:
    # line 802: "If there is an enemy plane in the bombed zone, even an engaged one, or a fortified
    # line, then the die roll to cause a loss is 5-6" (issue #14: the moving pieces alone were read)
    s = board()
    place(s, ALLIED, 19, 3)
    place(s, ALLIED, 18, 2)
    parked = plane_at(s, ALLIED, 18)
    s.counters[parked] = s.counters[parked]._replace(engaged=True)
    s.dirty()
    axis_plane = plane_at(s, AXIS, 15, "plane_it")
    apply(s, A.MoveLand(19, (18,), 1, ()))
    apply(s, C.Bomb(axis_plane, 18))
    assert "5-6" in s.chance_label()
    die(s, 4)                                                   # a miss at 5-6
    assert s.cubes[ALLIED][18] == 3
    # Without the plane in the zone the same move is bombed at 4-6.
    s = board()
    place(s, ALLIED, 19, 3)
    place(s, ALLIED, 18, 2)
    axis_plane = plane_at(s, AXIS, 15, "plane_it")
    apply(s, A.MoveLand(19, (18,), 1, ()))
    apply(s, C.Bomb(axis_plane, 18))
    assert "4-6" in s.chance_label()
    die(s, 4)
    assert s.cubes[ALLIED][18] == 2
