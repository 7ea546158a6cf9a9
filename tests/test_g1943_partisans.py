"""1943-45 partisans (FORCES, Partisans, lines 842-850 of the English rulebook,
seeds/000_ee0b107405368120.txt; the pale-blue triangles, line 521): conversion after the surrender
of Italy, movement among triangle zones, engagement drawing an enemy cube, and what they never do.
On the shipped board the triangle zones are 04, 05, 06, 07, 08 and 27."""

from __future__ import annotations

from g1943_combat_support import board, no_events
from g1943_support import new_state, place, reason_of, start_turn
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45 import combat_board, events, partisans
from sandtable.games.g1943_45.invariants import problems
from sandtable.games.g1943_45.pieces import ALLIED, AXIS, POOL
from sandtable.games.g1943_45.state import GameState
from sandtable.games.g1943_45.supply import supply_phase
from sandtable.games.g1943_45.victory import surrender_check


def surrender(s: GameState) -> None:
    """Italy surrenders by its own rule (line 892): an Allied zone in Italy at the end of a turn."""
    before = s.control[13]
    s.control[13] = ALLIED
    surrender_check(s)
    s.control[13] = before
    s.dirty()
    assert s.italy_out


def with_partisans(s: GameState, zone: int) -> str:
    surrender(s)
    cid = s.pool_counter(ALLIED, "partisans")
    assert cid is not None
    s.put(cid, zone)
    s.dirty()
    return cid


def test_partisans_are_converted_only_after_italy_surrenders_into_enemy_triangle_zones() -> None:
    # line 844: one cube, only when Italy has surrendered; line 846: only in triangle zones
    # controlled by the enemy
    s = new_state(events=True, conversion_in_first_turn=True)
    start_turn(s)
    while s.phase == "reinforcements":
        s.apply(A.ReinforceDone())
    assert s.phase == "conversion" and s.current_player() == ALLIED
    assert not any(isinstance(a, A.ConvertPartisans) for a in s.legal_actions())
    assert "only when Italy has surrendered" in reason_of(s, A.ConvertPartisans(18, 7))
    surrender(s)
    s.control[8] = ALLIED
    s.dirty()
    listed = [a for a in s.legal_actions() if isinstance(a, A.ConvertPartisans)]
    assert listed and {a.to for a in listed} == {4, 5, 6, 7, 27}
    assert "pale-blue triangle" in reason_of(s, A.ConvertPartisans(18, 10))
    assert "not controlled by the Axis" in reason_of(s, A.ConvertPartisans(18, 8))
    assert "convert_partisans" in reason_of(s, A.Convert(18, "partisans"))
    cubes = s.cubes[ALLIED][18]
    s.apply(A.ConvertPartisans(18, 7))
    assert s.cubes[ALLIED][18] == cubes - 1                      # cost one cube (844)
    placed = [cid for cid, c in s.counters.items() if c.type == "partisans" and c.zone == 7]
    assert len(placed) == 1 and s.control[7] == AXIS              # they take no control
    assert not problems(s)


def test_partisans_share_a_zone_with_the_enemy_and_ignore_stacking() -> None:
    # line 846: no stacking limit; line 850: they do not fight; the one exception to line 533
    s = board(events=True)
    place(s, AXIS, 7, 6)
    cid = with_partisans(s, 7)
    occ = s.occ()
    assert occ.forces[AXIS][7] == 6 and occ.presence[ALLIED][7] == 0 and s.control[7] == AXIS
    assert not problems(s)
    # Axis forces move through and into their zone; the partisans stay.
    s.apply(A.Pass())
    no_events(s)
    place(s, AXIS, 9, 1)
    s.apply(A.MoveLand(9, (7, 4), 1, ()))
    assert s.counters[cid].zone == 7 and s.cubes[AXIS][4] >= 1
    assert not problems(s)


def test_partisans_move_only_among_triangle_zones() -> None:
    # line 846: "can only move into those zones"
    s = board(events=True)
    cid = with_partisans(s, 7)
    legal = [a for a in s.legal_actions() if isinstance(a, A.MovePartisans)]
    assert {a.path[-1] for a in legal} == {4, 5, 6, 8, 27}        # 27 by way of 05
    assert "pale-blue triangle" in reason_of(s, A.MovePartisans(cid, (9,)))
    assert "pale-blue triangle" in reason_of(s, A.MovePartisans(cid, (3, 22)))
    place(s, AXIS, 5, 2)                                           # enemy forces do not stop them
    s.apply(A.MovePartisans(cid, (5, 27)))
    assert s.counters[cid].zone == 27 and s.control[27] == AXIS and s.acted
    assert "already moved" in reason_of(s, A.MovePartisans(cid, (5,)))
    s.apply(A.EndImpulse())
    no_events(s)
    assert s.active_side() == AXIS
    assert "partisans belong to the Allies" in reason_of(s, A.MovePartisans(cid, (5,)))


def test_engaged_partisans_draw_an_axis_cube_that_cannot_move_until_the_next_impulse() -> None:
    # line 848: engaged at any time, even in the opponent's impulse; an enemy cube of an adjacent zone
    # is drawn into their zone and cannot move until the next impulse
    s = board(events=True)
    cid = with_partisans(s, 7)
    place(s, AXIS, 9, 2)
    place(s, AXIS, 10, 1)
    s.apply(A.Pass())                                   # the Axis impulse starts
    assert s.pending[-1][:3] == ("events", ALLIED, events.REACTION)
    legal = s.legal_actions()
    assert A.EngagePartisans(cid, 9) in legal
    assert not any(isinstance(a, A.EngagePartisans) and a.origin == 10 for a in legal)
    assert "not adjacent" in reason_of(s, A.EngagePartisans(cid, 10))
    s.apply(A.EngagePartisans(cid, 9))
    assert s.cubes[AXIS][9] == 1 and s.cubes[AXIS][7] == 1 and s.counters[cid].engaged
    assert s.control[7] == AXIS
    no_events(s)
    assert s.current_player() == AXIS
    assert "drawn there by partisans" in reason_of(s, A.MoveLand(7, (8,), 1, ()))
    assert not any(isinstance(a, A.MoveLand | A.Transport) and a.origin == 7 for a in s.legal_actions())
    assert A.MoveLand(9, (8,), 1, ()) in s.legal_actions()           # the others move freely
    assert "already engaged" in partisans.engage_problem(s, A.EngagePartisans(cid, 9))
    assert not problems(s)
    s.apply(A.MoveLand(9, (8,), 1, ()))
    s.apply(A.EndImpulse())
    no_events(s)
    # Next impulse (Allied): the pin is gone.
    assert partisans.pinned(s, 7) == 0


def test_partisans_in_the_allied_impulse_and_room_in_their_zone() -> None:
    # line 848 ("at any time"); the drawn cube must fit in their zone (Stacking, line 542)
    s = board(events=True)
    cid = with_partisans(s, 4)
    place(s, AXIS, 3, 1)
    place(s, AXIS, 4, 6)
    assert "no room" in reason_of(s, A.EngagePartisans(cid, 3))
    s.cubes[AXIS][4] = 5
    s.dirty()
    assert A.EngagePartisans(cid, 3) in s.legal_actions()
    s.apply(A.EngagePartisans(cid, 3))
    assert s.cubes[AXIS][4] == 6 and s.cubes[AXIS][3] == 0 and s.acted
    assert not problems(s)


def test_partisans_are_never_eliminated_and_never_take_losses() -> None:
    # line 850: never eliminated, do not fight, cannot satisfy losses; out of supply they stay
    s = board(events=True)
    cid = with_partisans(s, 5)
    supply_phase(s)
    assert s.counters[cid].zone == 5
    s.eliminate_cubes(ALLIED, 20, s.cubes[ALLIED][20])
    s.dirty()
    # Partisans are not forces on the field (line 586): the Allies without forces have lost.
    s.advance()
    assert s.final is not None and s.final.winner == AXIS
    assert s.counters[cid].zone == 5


def test_the_invariants_catch_partisans_outside_triangle_zones() -> None:
    s = board(events=True)
    cid = with_partisans(s, 7)
    assert not problems(s)
    s.put(cid, 10)
    assert any("partisans" in p for p in problems(s))
    s.put(cid, POOL)
    s.italy_out = False
    s.put(cid, 7)
    assert any("surrender" in p for p in problems(s))


def test_a_cube_drawn_by_partisans_cannot_retreat_out_either() -> None:
    # line 848: "The enemy cube cannot move until the next round" (Italian line 339 "round
    # successivo", the same word it uses for the opponent's impulse; French "jusqu'au tour suivant"):
    # until the next impulse; a retreat moves all the defenders (732), so the zone offers none.
    s = board(events=True)
    cid = with_partisans(s, 7)
    place(s, AXIS, 9, 2)
    assert combat_board.retreat_paths(s, 9, AXIS)
    s.apply(A.Pass())
    s.apply(A.EngagePartisans(cid, 9))
    assert partisans.pinned(s, 7) == 1
    assert combat_board.retreat_paths(s, 7, AXIS) == []
    assert combat_board.retreat_paths(s, 9, AXIS)                   # the zone it came from is free
