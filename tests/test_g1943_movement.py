"""1943-45 rules part 1: control, stacking, land and air movement, naval transport and its
interception. Each test names the rulebook paragraph and English line."""

from __future__ import annotations

from g1943_support import clear_land, new_state, place, reason_of, roll, to_impulses
from sandtable.core.protocol import CHANCE
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45.invariants import problems
from sandtable.games.g1943_45.pieces import ALLIED, AXIS, POOL, REMOVED
from sandtable.games.g1943_45.state import GameState


def _board(first: str = "allied") -> GameState:
    """Impulses of turn 1 on an empty board with a few pieces (both sides keep forces)."""
    s = new_state()
    to_impulses(s, first=first)
    clear_land(s)
    return s


# -- control (Controlling a Zone, lines 533-537) ------------------------------------------------
def test_initial_control_axis_except_allied_zones() -> None:
    """Line 533: 'At the start of the game all zones, except those where Allied forces are
    present, are controlled by the Axis'."""
    s = new_state()
    allied = {z for z in s.topo.open_zones if s.control[z] == ALLIED}
    assert allied == {18, 19, 20}


def test_control_goes_to_the_last_side_passing_through() -> None:
    """Line 537: 'a zone is considered controlled by the last player who passed through it'."""
    s = _board()
    place(s, ALLIED, 13, 3)
    place(s, AXIS, 1, 2)
    s.apply(A.MoveLand(13, (12, 10, 8), 1, ()))
    assert [s.control[z] for z in (12, 10, 8)] == [ALLIED, ALLIED, ALLIED]
    assert s.control[9] == AXIS
    assert not problems(s)


# -- land movement (Land movement, lines 647-653) ------------------------------------------------
def test_land_move_cannot_pass_through_enemy_zone() -> None:
    """Line 649: 'If a zone is occupied by enemy forces, transit through that zone is prohibited'."""
    s = new_state()
    to_impulses(s)
    reason = reason_of(s, A.MoveLand(18, (17, 16), 1, ()))
    assert "zone 17" in reason and "enemy-occupied" in reason and "line 649" in reason
    assert "line 649" in reason_of(s, A.MoveLand(18, (17,), 1, ()))


def test_land_move_needs_connected_zones_and_open_zones() -> None:
    """Line 647 (connected zones) and Board, line 500 (Switzerland closed to land forces)."""
    # Lombardy has no Allied supply line here; the path is tested (supply: test_g1943_supply_orders).
    s = new_state(supply_to_move_and_fight=False)
    to_impulses(s)
    clear_land(s)
    place(s, ALLIED, 4, 3)
    place(s, AXIS, 12, 2)
    assert "not connected" in reason_of(s, A.MoveLand(4, (10,), 1, ()))
    assert "closed to land forces" in reason_of(s, A.MoveLand(4, (25, 1), 1, ()))


def test_a_lone_fortified_line_neither_blocks_nor_holds_its_zone() -> None:
    """Fortified lines are not forces (lines 566, 854): movement passes, the line is eliminated."""
    s = _board()
    place(s, ALLIED, 18, 2)
    place(s, AXIS, 17, 0, "fortified_line")
    place(s, AXIS, 10, 1)
    s.apply(A.MoveLand(18, (17,), 1, ()))
    assert s.control[17] == ALLIED and s.counters["X.fortified_line.1"].zone == POOL
    assert not problems(s)


def test_island_arrows_carry_land_movement() -> None:
    """Line 647: 'also islands connected by white arrows' (Sicily-Calabria)."""
    s = _board()
    place(s, ALLIED, 14, 2)
    place(s, AXIS, 1, 2)
    s.apply(A.MoveLand(14, (13, 12), 2, ()))
    assert s.cubes[ALLIED][12] == 2 and s.control[13] == ALLIED


def test_forces_split_and_pieces_move_once_per_impulse() -> None:
    """Lines 651-653: moving by forces or single pieces; splitting. A piece that ended a land move
    does not land-move again in the impulse (interpretation, docs/rules/1943-45.md)."""
    s = _board()
    (tank,) = place(s, ALLIED, 13, 4, "tank")
    place(s, AXIS, 1, 2)
    s.apply(A.MoveLand(13, (12,), 2, (tank,)))
    s.apply(A.MoveLand(13, (11,), 1, ()))
    assert s.cubes[ALLIED][13] == 1 and s.cubes[ALLIED][12] == 2 and s.cubes[ALLIED][11] == 1
    assert "already moved" in reason_of(s, A.MoveLand(12, (10,), 0, (tank,)))
    assert "have not moved" in reason_of(s, A.MoveLand(12, (10,), 1, ()))


def test_only_land_forces_move_by_land() -> None:
    """Lines 647, 661, 671, 854: planes fly, fleets never move, fortified lines stay."""
    s = new_state()
    to_impulses(s, first="axis")
    assert "plane" in reason_of(s, A.MoveLand(17, (16,), 0, ("X.plane.1",)))
    assert "line 854" in reason_of(s, A.MoveLand(17, (16,), 0, ("X.fortified_line.1",)))
    assert "line 671" in reason_of(s, A.MoveLand(17, (16,), 0, ("X.fleet_it.1",)))


def test_listing_moves_whole_stacks() -> None:
    """The random agent must be able to move a whole stack (engineering brief)."""
    s = new_state()
    to_impulses(s)
    moves = [a for a in s.legal_actions() if isinstance(a, A.MoveLand) and a.origin == 19]
    assert any(a.cubes == 4 and a.counters == ("A.tank.2",) for a in moves)


# -- air movement (Air Movement, lines 661-663; Positioning of Planes, line 820) -------------------
def test_planes_fly_to_friendly_zones_within_stacking() -> None:
    s = _board()
    (plane,) = place(s, ALLIED, 19, 0, "plane")
    place(s, ALLIED, 14, 0)      # an empty Allied zone
    place(s, ALLIED, 18, 6)      # a full one
    place(s, AXIS, 13, 1)
    assert "line 661" in reason_of(s, A.MoveAir(plane, 13))            # enemy zone
    assert "full" in reason_of(s, A.MoveAir(plane, 18))
    assert "closed" in reason_of(s, A.MoveAir(plane, 25))
    s.apply(A.MoveAir(plane, 14))
    assert s.counters[plane].zone == 14 and s.counters[plane].pos == s.topo.default_plane_position(14)
    assert "line 663" in reason_of(s, A.MoveAir(plane, 19))            # once per impulse


def test_engaged_planes_may_fly() -> None:
    """Line 661: 'Planes, even engaged ones, can be moved'."""
    s = _board()
    (plane,) = place(s, ALLIED, 19, 0, "plane")
    place(s, ALLIED, 20, 1)
    place(s, AXIS, 1, 1)
    s.counters[plane] = s.counters[plane]._replace(engaged=True)
    s.dirty()
    s.apply(A.MoveAir(plane, 20))
    assert s.counters[plane].zone == 20 and s.counters[plane].engaged


def test_plane_position_must_be_legal() -> None:
    """Positioning of Planes, line 820, via board.is_legal_plane_position."""
    s = _board()
    (plane,) = place(s, ALLIED, 19, 0, "plane")
    place(s, ALLIED, 20, 1)
    place(s, AXIS, 1, 1)
    assert "line 820" in reason_of(s, A.MoveAir(plane, 20, (30.0, 60.0)))
    good = s.topo.default_plane_position(20)
    s.apply(A.MoveAir(plane, 20, good))
    assert s.counters[plane].pos == good


# -- stacking (Stacking, lines 542-546; Tanks, line 776) -----------------------------------------
def test_overstacking_is_moved_out_at_the_end_of_the_impulse() -> None:
    """Line 544: excess forces move to an adjacent friendly zone, decided by their owner."""
    s = _board()
    place(s, ALLIED, 19, 5)
    place(s, ALLIED, 18, 3, "tank")
    place(s, ALLIED, 20, 0)
    place(s, AXIS, 1, 1)
    s.apply(A.MoveLand(18, (19,), 3, ()))          # 8 forces in Algiers: allowed mid-impulse
    assert s.occ().forces[ALLIED][19] == 8
    s.apply(A.EndImpulse())
    assert s.pending and s.pending[-1][0] == "stacking" and s.current_player() == ALLIED
    assert all(isinstance(a, A.StackingMove) for a in s.legal_actions())
    assert "line 544" in reason_of(s, A.StackingMove(19, 20, 3, ()))  # only the excess (2)
    s.apply(A.StackingMove(19, 20, 2, ()))
    assert not s.pending and s.current_player() == AXIS
    assert s.occ().forces[ALLIED][19] == 6 and not problems(s)


def test_fortified_lines_do_not_stack_and_tanks_are_limited() -> None:
    """Line 546 (fortified lines do not count) and Tanks, line 776 (two per zone)."""
    s = _board(first="axis")
    place(s, AXIS, 10, 6, "fortified_line")
    place(s, ALLIED, 18, 1)
    assert s.occ().forces[AXIS][10] == 6 and not problems(s)
    place(s, AXIS, 12, 0, "tank", "tank")
    place(s, AXIS, 13, 0, "tank")
    s.apply(A.MoveLand(13, (12,), 0, ("X.tank.3",)))
    s.apply(A.EndImpulse())
    assert s.current_player() == AXIS and s.pending[-1][0] == "stacking"
    moves = s.legal_actions()
    assert moves and all(a.counters and a.counters[0].split(".")[1] == "tank" for a in moves)
    s.apply(moves[0])
    assert s.occ().tanks[AXIS][12] == 2


# -- naval transport (lines 673-683) -----------------------------------------------------------
def test_naval_transport_between_friendly_coastal_zones() -> None:
    """Line 679: one point per cube or counter, from a coastal zone to another coastal zone
    controlled by the same player; the pieces can then continue moving."""
    s = _board()
    place(s, ALLIED, 19, 3, "tank")
    place(s, ALLIED, 14, 0)
    place(s, AXIS, 1, 1)
    assert "not controlled" in reason_of(s, A.Transport(19, 13, 1, ()))
    assert "not adjacent to the sea" in reason_of(s, A.Transport(19, 23, 1, ()))
    s.apply(A.Transport(19, 14, 2, ("A.tank.1",)))
    assert s.transport[ALLIED] == 3
    if s.pending:
        s.apply(A.Intercept(()))
    s.apply(A.MoveLand(14, (13, 12), 2, ("A.tank.1",)))     # continue normal movement
    assert s.cubes[ALLIED][12] == 2
    assert "line 679" in reason_of(s, A.Transport(19, 14, 4, ()))
    s.cubes[ALLIED][19] += 4
    s.dirty()
    assert "3 remain" in reason_of(s, A.Transport(19, 14, 4, ()))


def test_axis_transport_ends_with_the_italian_fleet() -> None:
    """Line 683: no Axis naval transport once the Italian fleet is removed."""
    s = _board(first="axis")
    place(s, AXIS, 13, 2)
    place(s, AXIS, 10, 0)
    place(s, ALLIED, 19, 1)
    assert s.transport[AXIS] == 2
    s.counters["X.fleet_it.1"] = s.counters["X.fleet_it.1"]._replace(zone=REMOVED)
    s.dirty()
    assert "line 683" in reason_of(s, A.Transport(13, 10, 1, ()))
    assert not any(isinstance(a, A.Transport) for a in s.legal_actions())


def test_interception_is_a_decision_then_one_die_per_piece() -> None:
    """Intercepting Naval Transport, lines 687-693: the enemy decides; every piece used is
    engaged and rolls a die; 5-6 destroys a transported force, which returns to the pool."""
    s = _board()
    place(s, ALLIED, 19, 3)
    place(s, ALLIED, 18, 0)
    place(s, AXIS, 17, 1, "plane")
    s.apply(A.Transport(19, 18, 2, ()))
    assert s.current_player() == AXIS and s.pending[-1][0] == "intercept"
    offered = {p for a in s.legal_actions() for p in a.pieces}
    assert offered == {"X.fleet_it.1", "X.uboat.1", "X.plane.1"}   # Tunis' plane reaches 18
    s.apply(A.Intercept(("X.fleet_it.1", "X.uboat.1")))
    assert s.counters["X.fleet_it.1"].engaged and s.counters["X.uboat.1"].engaged
    assert s.current_player() == CHANCE and "Italian fleet" in s.chance_label()
    roll(s, 6)
    assert "U-boat" in s.chance_label()
    roll(s, 2)
    # One hit out of two dice: one of the two transported cubes is back in the pool.
    assert s.cubes[ALLIED][18] == 1 and s.cube_pool(ALLIED) == 24 - 2
    assert s.current_player() == ALLIED
    assert not problems(s)


def test_interception_needs_range_and_unengaged_pieces() -> None:
    """Lines 687-691: planes only with the arrival zone in range; engaged pieces cannot try."""
    s = _board()
    place(s, ALLIED, 19, 3)
    place(s, ALLIED, 20, 0)
    place(s, AXIS, 13, 1, "plane")           # far from Oran with the short ruler
    for cid in ("X.fleet_it.1", "X.uboat.1"):
        s.counters[cid] = s.counters[cid]._replace(engaged=True)
    s.dirty()
    s.apply(A.Transport(19, 20, 1, ()))
    assert not s.pending and s.current_player() == ALLIED     # nothing could intercept
    place(s, AXIS, 17, 0, "plane")
    place(s, ALLIED, 18, 0)
    s.apply(A.Transport(19, 18, 1, ()))
    assert s.pending[-1][0] == "intercept"
    assert "range" in reason_of(s, A.Intercept(("X.plane.1",)))
    assert "engaged" in reason_of(s, A.Intercept(("X.uboat.1",)))


def test_mixed_transport_owner_chooses_the_loss() -> None:
    s = _board()
    place(s, ALLIED, 19, 2, "tank")
    place(s, ALLIED, 18, 0)
    place(s, AXIS, 1, 1)
    s.apply(A.Transport(19, 18, 1, ("A.tank.1",)))
    s.apply(A.Intercept(("X.fleet_it.1",)))
    roll(s, 5)
    assert s.current_player() == ALLIED and s.pending[-1][0] == "transport_loss"
    s.apply(A.TransportLoss("A.tank.1"))
    assert s.counters["A.tank.1"].zone == POOL and s.cubes[ALLIED][18] == 1


def test_the_allies_intercept_axis_transport_with_ready_fleets_and_planes() -> None:
    """Lines 687-689, 864: interception works both ways; the Allied fleets start engaged (574)."""
    s = _board(first="axis")
    place(s, AXIS, 13, 3)
    place(s, AXIS, 14, 0)
    place(s, ALLIED, 17, 0, "plane")          # Tunis reaches Sicily with the short ruler
    s.apply(A.Transport(13, 14, 1, ()))
    assert s.current_player() == ALLIED
    offered = {p for a in s.legal_actions() for p in a.pieces}
    assert offered == {"A.plane.1"}            # both fleets are still engaged in turn 1
    s.apply(A.Intercept(()))
    assert s.current_player() == AXIS and s.cubes[AXIS][14] == 1
    for cid in ("A.fleet_us.1", "A.fleet_uk.1"):
        s.counters[cid] = s.counters[cid]._replace(engaged=False)
    s.dirty()
    s.apply(A.Transport(13, 14, 1, ()))
    offered = {p for a in s.legal_actions() for p in a.pieces}
    assert offered == {"A.plane.1", "A.fleet_us.1", "A.fleet_uk.1"}
    assert s.transport[AXIS] == 0


def test_route_and_target_helpers_for_the_ui() -> None:
    from sandtable.games.g1943_45.movement import land_routes
    from sandtable.games.g1943_45.transport import transport_targets

    s = new_state()
    to_impulses(s)
    routes = land_routes(s, ALLIED, 18)
    assert set(routes) == {19, 20} and routes[20] == (19, 20)   # Tunis and zone 16 are Axis-held
    assert transport_targets(s, ALLIED) == [18, 19, 20]
