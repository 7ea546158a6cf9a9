"""1943-45 rules part 1: supply, surrender of Italy, Overlord, the U-boat and victory.
Each test names the rulebook paragraph and English line."""

from __future__ import annotations

from g1943_support import clear_land, new_state, pass_turn, place, roll, scenario_with, to_impulses
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45.invariants import problems
from sandtable.games.g1943_45.pieces import ALLIED, AXIS, POOL, REMOVED
from sandtable.games.g1943_45.state import GameState
from sandtable.games.g1943_45.supply import supplied_zones


def _board(first: str = "allied") -> GameState:
    s = new_state()
    to_impulses(s, first=first)
    clear_land(s)
    return s


# -- supply (SUPPLY, lines 874-886) --------------------------------------------------------------
def test_allied_supply_needs_a_path_free_of_enemy_forces() -> None:
    """Lines 876-880: an enemy-free line to a coastal zone the Allies control."""
    s = _board()
    place(s, ALLIED, 23, 2)          # Rhone, inland
    place(s, ALLIED, 24, 0)          # Languedoc, coastal, Allied
    place(s, ALLIED, 19, 1)
    place(s, AXIS, 1, 1)
    assert 23 in supplied_zones(s, ALLIED)
    place(s, AXIS, 24, 1)            # the line to the coast is cut ...
    place(s, AXIS, 22, 1)
    place(s, AXIS, 3, 1)
    assert 23 not in supplied_zones(s, ALLIED)
    pass_turn(s)                     # ... and unsupplied forces are eliminated (line 886)
    assert s.cubes[ALLIED][23] == 0 and s.turn == 2


def test_empty_enemy_controlled_zones_do_not_cut_supply() -> None:
    """Line 876: the line must be free of enemy forces; control alone does not cut it."""
    s = _board()
    place(s, ALLIED, 23, 2)
    place(s, ALLIED, 24, 0)
    place(s, AXIS, 10, 1)
    s.control[22] = AXIS
    assert 23 in supplied_zones(s, ALLIED)


def test_axis_sources_are_inland_stars() -> None:
    """Line 880: 'the zones marked with a star that are not adjacent to the sea'."""
    s = _board()
    assert s.topo.inland_stars == frozenset({1, 4, 23})
    place(s, AXIS, 10, 2)
    place(s, ALLIED, 19, 1)
    assert 10 in supplied_zones(s, AXIS)
    for z in (8, 9, 11, 12):
        place(s, ALLIED, z, 1)
    assert 10 not in supplied_zones(s, AXIS)


def test_axis_africa_supplied_while_the_italian_fleet_is_in_play() -> None:
    """Line 882: Axis forces in Africa, Sardinia and Corsica are supplied while the Italian fleet
    is in play; without it they need a land path like everyone else."""
    s = new_state()
    to_impulses(s)
    assert {16, 17} <= supplied_zones(s, AXIS)
    s.remove_for_good("X.fleet_it.1")
    assert 16 not in supplied_zones(s, AXIS) and 17 not in supplied_zones(s, AXIS)
    assert 15 in supplied_zones(s, AXIS)       # Sardinia reaches Tuscany through Corsica
    pass_turn(s)
    assert s.cubes[AXIS][17] == 0 and s.counters["X.tank.1"].zone == POOL
    assert s.counters["X.fortified_line.1"].zone == 17   # a fortified line is not a force


# -- surrender of Italy (lines 892-896) ----------------------------------------------------------
def test_italy_surrenders_when_the_allies_control_a_zone_3_to_14() -> None:
    s = new_state()
    to_impulses(s)
    s.cubes[ALLIED][19] -= 2
    place(s, ALLIED, 13, 2)          # the Allies in Apulia, pushed there by hand
    s.cubes[AXIS][13] = 0
    for cid in ("X.tank.3", "X.plane.2"):
        s.eliminate(cid)
    s.dirty()
    assert not problems(s)
    pass_turn(s)
    assert s.italy_out
    for cid in ("X.fleet_it.1", "X.tank_it.1", "X.plane_it.1"):
        assert s.counters[cid].zone == REMOVED
    assert s.transport[AXIS] == 0


def test_sardinia_does_not_count_for_the_surrender() -> None:
    s = _board()
    place(s, ALLIED, 15, 1)
    place(s, AXIS, 10, 1)
    pass_turn(s)
    assert not s.italy_out and s.counters["X.fleet_it.1"].zone == 0


# -- Overlord (lines 900-902) --------------------------------------------------------------------
def test_overlord_at_the_start_of_turn_five() -> None:
    s = new_state()
    to_impulses(s)
    s.turn = 4
    s.counters["A.paratroopers.1"] = s.counters["A.paratroopers.1"]._replace(zone=19)
    s.cubes[ALLIED][19] -= 1
    s.dirty()
    assert s.ruler(ALLIED) == "short"
    pass_turn(s)
    assert s.turn == 5 and s.current_player() == ALLIED and s.pending[-1][0] == "overlord_fleet"
    assert s.counters["A.paratroopers.1"].zone == REMOVED
    s.apply(A.OverlordRemoveFleet("A.fleet_uk.1"))
    assert s.counters["A.fleet_uk.1"].zone == REMOVED and s.counters["A.fleet_us.1"].zone == 0
    assert s.transport[ALLIED] == 3
    assert s.ruler(ALLIED) == "long" and s.ruler(AXIS) == "short"
    roll(s, 6, 1)
    s.apply(A.ChooseFirst("allied"))
    assert s.reinf_left in (0, 3) and s.rules.reinforcement_cubes("allied", 5) == 3


# -- the U-boat (line 868) -----------------------------------------------------------------------
def test_uboat_leaves_when_the_allies_control_every_coastal_zone() -> None:
    s = _board()
    place(s, ALLIED, 19, 1)
    place(s, AXIS, 1, 1)
    for z in s.topo.coastal:
        s.control[z] = ALLIED
    s.apply(A.MoveLand(19, (20,), 1, ()))
    assert s.counters["X.uboat.1"].zone == REMOVED


# -- victory (WIN THE GAME, lines 584-590) -------------------------------------------------------
def test_allies_win_at_once_holding_every_orange_star() -> None:
    s = _board()
    for z in (1, 4, 10, 12, 22):
        place(s, ALLIED, z, 1)
    place(s, ALLIED, 3, 1)
    place(s, AXIS, 13, 1)
    s.apply(A.MoveLand(3, (23,), 1, ()))
    assert s.is_terminal() and s.result().winner == ALLIED and "line 584" in s.result().reason


def test_a_side_without_forces_loses_at_once() -> None:
    """Line 586: no cubes, tanks, paratroopers, elites or planes on the board."""
    s = _board()
    place(s, ALLIED, 19, 1)
    place(s, AXIS, 17, 0, "fortified_line")   # a fortified line is not a force
    s.apply(A.MoveLand(19, (18,), 1, ()))
    assert s.result() is not None and s.result().winner == ALLIED and "line 586" in s.result().reason


def test_allies_win_holding_munich_at_the_end_of_a_turn() -> None:
    """Line 588 (and the Axis symbol, line 527)."""
    s = _board()
    place(s, ALLIED, 22, 1)
    place(s, ALLIED, 23, 1)
    place(s, ALLIED, 1, 1)
    place(s, AXIS, 10, 2)
    pass_turn(s)
    assert s.result() is not None and s.result().winner == ALLIED and "Munich" in s.result().reason


def test_final_count_of_supplied_orange_stars() -> None:
    """Line 590: after the last turn the side with more orange-star zones in supply wins (here with
    the option victory_stars_by_control, which counts empty zones a side controls)."""
    s = new_state(victory_stars_by_control=True)
    to_impulses(s)
    clear_land(s)
    s.turn = 8
    place(s, ALLIED, 22, 1)
    place(s, ALLIED, 12, 1)
    place(s, AXIS, 1, 1)
    pass_turn(s)
    # Axis: Munich, Lombardy, Rhone by control and in supply; Lazio too. Allies: Provence, Campania.
    assert s.result() is not None and s.result().winner == AXIS
    assert "Allies 2" in s.result().reason and "Axis 4" in s.result().reason


def test_final_count_by_occupation_when_the_option_is_off() -> None:
    # The default (issue #14): "occupies" (590) as at lines 584 and 588, forces in the zone.
    assert not new_state().options["victory_stars_by_control"]
    s = new_state()
    to_impulses(s)
    clear_land(s)
    s.turn = 8
    place(s, ALLIED, 22, 1)
    place(s, ALLIED, 12, 1)
    place(s, AXIS, 1, 1)
    place(s, AXIS, 4, 1)
    pass_turn(s)
    assert s.result() is not None and s.result().winner is None and "draw" in s.result().reason


def test_scenario_turn_count_is_data() -> None:
    def one_turn(d: dict) -> None:
        d.update(turns=1, overlord_turn=2, long_ruler={"allied": 1})
        d["reinforcements"] = {"allied": {}, "axis": {}}

    s = new_state(scenario_with(one_turn))
    to_impulses(s)
    pass_turn(s)
    assert s.is_terminal() and "after turn 1" in s.result().reason


def test_supply_agrees_with_the_board_graph() -> None:
    """SUPPLY, line 876, cross-checked against the board model's networkx search
    (board.reachable) along random games: the engine's fast search over the same adjacency."""
    from g1943_support import GAME
    from sandtable.board import load_board
    from sandtable.games.g1943_45.scenario import default_scenario_path
    from sandtable.games.g1943_45.supply import sources

    board = load_board(default_scenario_path().parent / "board.geojson")
    compared = 0

    def check(state: GameState) -> None:
        nonlocal compared
        topo = state.topo
        occ = state.occ()
        for side in (ALLIED, AXIS):
            enemy = occ.presence[1 - side]

            def allowed(zid: str, enemy: list[int] = enemy) -> bool:
                zone = board.zones[zid]
                return zone.kind == "land" and "closed-to-land" not in zone.symbols and not enemy[zone.number]

            ids = [topo.zone(z).zone_id for z in sources(state, side)]
            expected = {board.zones[z].number for z in board.reachable(ids, allowed)}
            if side == AXIS and state.in_play("fleet_it"):
                expected |= {z for z in topo.africa | topo.sardinia_corsica if not enemy[z]}
            assert supplied_zones(state, side) == frozenset(expected), state.summary()
            compared += 1

    from sandtable.ai.cli import play_game

    states: list[GameState] = []

    def keep(session: object) -> None:
        if len(session.record.actions) % 7 == 0:  # type: ignore[attr-defined]
            states.append(session.state.clone())  # type: ignore[attr-defined]

    for seed in (3, 4):
        play_game(GAME, "default", seed, ["random", "random"], on_step=keep)
    for state in states:
        check(state)
    assert compared > 20
