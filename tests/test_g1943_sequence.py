"""1943-45 rules part 1: set-up, turn sequence, initiative, reinforcements, conversion, impulses.

Each test names the rulebook paragraph and English line (seeds/000_ee0b107405368120.txt).
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from g1943_support import (
    new_state,
    pass_turn,
    place,
    reason_of,
    roll,
    scenario_with,
    skip_build,
    start_turn,
    to_impulses,
)
from sandtable.core.protocol import CHANCE
from sandtable.games.g1943_45 import actions as A
from sandtable.games.g1943_45.pieces import ALLIED, AXIS, POOL
from sandtable.games.g1943_45.sequence import STEP_NAMES, TURN_SEQUENCE


def test_turn_sequence_is_data_in_rulebook_order() -> None:
    """Turn sequence, line 602: initiative, reinforcements, conversion, impulses, supply, end."""
    order = [n for n in STEP_NAMES if n != "overlord"]
    assert order == ["initiative_roll", "initiative_choice", "reinforcements", "conversion",
                     "impulses", "supply", "end_of_turn"]
    assert all(step.line >= 492 for step in TURN_SEQUENCE)


def test_axis_free_setup_default_deployment_is_one_action() -> None:
    """SETUP, line 580: the Axis deploys the remaining forces; the scenario default in one step."""
    s = new_state()
    assert s.phase == "axis_setup" and s.current_player() == AXIS
    assert A.AcceptDefaultSetup() in s.legal_actions()
    s.apply(A.AcceptDefaultSetup())
    assert s.current_player() == CHANCE and s.phase == "initiative_roll"
    assert s.cubes[AXIS][14] == 2 and s.cubes[AXIS][1] == 1


def test_axis_free_setup_piece_by_piece_refuses_africa() -> None:
    """SETUP, line 580: 'anywhere the Axis player wishes, except in Africa'."""
    s = new_state()
    assert "Africa" in reason_of(s, A.SetupPlace(16, "cube", 1))
    assert "line 580" in reason_of(s, A.SetupPlace(16, "cube", 1))
    assert "closed" in reason_of(s, A.SetupPlace(25, "cube", 1))
    assert "Stacking" in reason_of(s, A.SetupPlace(10, "cube", 7))
    s.apply(A.SetupPlace(10, "cube", 5))
    assert s.cubes[AXIS][10] == 5
    # Once a free piece is placed, the default deployment is no longer on offer.
    assert A.AcceptDefaultSetup() not in s.legal_actions()
    s.apply(A.SetupDone())
    assert s.phase == "initiative_roll"
    assert s.cube_pool(AXIS) == 22 - 5 - 5   # fixed 3 + 2, free 5; the rest stays in the pool


def test_initiative_roll_is_a_labelled_chance_step() -> None:
    """IMPULSES, line 633: both players roll a die."""
    s = new_state()
    s.apply(A.AcceptDefaultSetup())
    outcomes = s.chance_outcomes()
    assert len(outcomes) == 36 and sum(p for _, p in outcomes) == 1
    assert all(p == Fraction(1, 36) for _, p in outcomes)
    assert "initiative" in s.chance_label()


@pytest.mark.parametrize(("dice", "winner"), [((6, 5), ALLIED), ((2, 5), AXIS), ((4, 4), ALLIED)])
def test_highest_roll_decides_tie_to_allies(dice: tuple[int, int], winner: int) -> None:
    """IMPULSES, line 633: 'whoever has the highest score decides ... In the case of a tie the
    Allied player wins'."""
    s = new_state()
    s.apply(A.AcceptDefaultSetup())
    roll(s, *dice)
    assert s.phase == "initiative_choice" and s.current_player() == winner
    assert set(s.legal_actions()) == {A.ChooseFirst("allied"), A.ChooseFirst("axis")}


def test_winner_chooses_who_plays_first() -> None:
    """IMPULSES, line 633 and the game sample (line 962): the winner decides who has the initiative."""
    s = new_state()
    s.apply(A.AcceptDefaultSetup())
    roll(s, 1, 6)                 # the Axis wins the roll ...
    s.apply(A.ChooseFirst("allied"))  # ... and gives the first impulse to the Allies
    skip_build(s)
    assert s.phase == "impulses" and s.current_player() == ALLIED


def test_impulses_alternate_two_each_from_the_initiative_player() -> None:
    """IMPULSES, line 635: two impulses per player, alternating, the initiative player first."""
    s = new_state()
    to_impulses(s, first="axis")
    players = []
    for _ in range(4):
        players.append(s.current_player())
        move = next(a for a in s.legal_actions() if isinstance(a, A.MoveLand))
        s.apply(move)
        s.apply(A.EndImpulse())
        while s.pending:   # over-stacking, if any
            s.apply(s.legal_actions()[0])
    assert players == [AXIS, ALLIED, AXIS, ALLIED]
    assert s.turn == 2 and s.phase == "initiative_roll"


def test_two_consecutive_passes_end_the_turn() -> None:
    """IMPULSES, line 639: 'If both players pass the current turn ends'."""
    s = new_state()
    to_impulses(s)
    s.apply(A.Pass())
    assert s.turn == 1 and s.current_player() == AXIS
    s.apply(A.Pass())
    assert s.turn == 2 and s.phase == "initiative_roll"


def test_pass_then_act_does_not_end_the_turn() -> None:
    s = new_state()
    to_impulses(s)
    s.apply(A.Pass())
    s.apply(next(a for a in s.legal_actions() if isinstance(a, A.MoveLand)))
    s.apply(A.EndImpulse())
    while s.pending:
        s.apply(s.legal_actions()[0])
    assert s.turn == 1 and s.impulse == 2 and s.current_player() == ALLIED


def test_pass_and_end_impulse_are_exclusive() -> None:
    s = new_state()
    to_impulses(s)
    assert "pass instead" in reason_of(s, A.EndImpulse())
    s.apply(A.MoveLand(19, (20,), 1, ()))
    assert "end it instead" in reason_of(s, A.Pass())


def test_no_reinforcements_in_turn_one() -> None:
    """Forces coming into play, line 615: 'starting from the second' turn."""
    s = new_state()
    start_turn(s)
    assert s.phase == "impulses"   # nothing to place, nothing to convert (option off)


# The default Axis set-up deploys all 22 Axis cubes and fills the three Allied zones: give the
# Axis spare cubes and the Allies room, so that both have reinforcements to place in turn 2.
ROOMY = scenario_with(lambda d: d["pools"]["axis"].update(cube=30))


def _turn_two(first: str, dice: tuple[int, int] = (2, 3), **options: bool) -> object:
    s = new_state(ROOMY, **options)
    to_impulses(s)
    s.cubes[ALLIED][19] = 2
    s.cubes[ALLIED][18] = 2
    s.dirty()
    pass_turn(s)
    roll(s, *dice)
    s.apply(A.ChooseFirst(first))
    return s


def test_reinforcements_from_turn_two_initiative_player_first() -> None:
    """Forces coming into play, line 615; the counts come from the scenario's turn track."""
    s = _turn_two("axis")
    assert s.phase == "reinforcements" and s.current_player() == AXIS and s.reinf_left == 3
    s.apply(A.Reinforce(10, 2))
    s.apply(A.Reinforce(12, 1))
    assert s.current_player() == ALLIED and s.reinf_left == 4
    assert s.cubes[AXIS][10] == 4 and s.cubes[AXIS][12] == 3


def test_reinforcement_zones_by_side() -> None:
    """Line 615: Allies in friendly supplied coastal zones; Axis in friendly supplied zones in
    Europe that are not islands (Sicily admitted by the default option, as in the sample)."""
    s = _turn_two("allied")
    assert "not controlled" in reason_of(s, A.Reinforce(17, 1))
    # Zone 20 is full, yet takes them: stacking is checked at the end of the impulse (line 544).
    zones = {a.zone for a in s.legal_actions() if isinstance(a, A.Reinforce)}
    assert zones == {18, 19, 20}
    s.apply(A.ReinforceDone())
    axis_zones = {a.zone for a in s.legal_actions() if isinstance(a, A.Reinforce)}
    assert 15 not in axis_zones and 21 not in axis_zones and 17 not in axis_zones
    assert 14 in axis_zones and 10 in axis_zones
    assert "line 615" in reason_of(s, A.Reinforce(15, 1))


def test_axis_reinforcements_sicily_option_off() -> None:
    s = _turn_two("axis", axis_reinforcements_in_sicily=False)
    assert "not islands" in reason_of(s, A.Reinforce(14, 1))


def test_no_reinforcements_when_the_pool_is_empty() -> None:
    """Line 617: no cubes left in the pool, no reinforcements that turn."""
    s = _turn_two("allied")
    assert s.current_player() == ALLIED and s.reinf_left == 4
    s.apply(A.Reinforce(18, 2))
    s.apply(A.Reinforce(19, 2))
    assert s.current_player() == AXIS and s.reinf_left == 3
    s.cubes[AXIS][10] += s.cube_pool(AXIS)     # every Axis cube on the board
    s.reinf_left = -1                           # recount, as at the start of the Axis placement
    s.dirty()
    s.advance()
    assert s.phase == "conversion"


def _to_turn_two_conversion(scenario: dict | None = None) -> object:
    s = new_state(scenario)
    to_impulses(s)
    pass_turn(s)
    roll(s, 6, 1)
    s.apply(A.ChooseFirst("allied"))
    while s.phase == "reinforcements":           # full zones take cubes too (line 544): decline
        s.apply(A.ReinforceDone())
    assert s.phase == "conversion" and s.current_player() == ALLIED
    return s


def test_conversion_costs_and_placement() -> None:
    """Forces Conversion, lines 623-625: cubes in a supplied zone become a counter there; the
    cubes return to the pool."""
    s = _to_turn_two_conversion()
    pool = s.cube_pool(ALLIED)
    s.apply(A.Convert(19, "tank"))
    assert s.cubes[ALLIED][19] == 2 and s.cube_pool(ALLIED) == pool + 2
    assert sum(1 for c in s.counters.values() if c.type == "tank" and c.zone == 19) == 2
    assert "2 tanks" in reason_of(s, A.Convert(19, "tank"))        # Tanks, line 776
    assert "cubes" in reason_of(s, A.Convert(19, "cube"))          # line 629
    s.apply(A.Convert(19, "paratroopers"))
    assert s.cubes[ALLIED][19] == 0
    assert "costs 1" in reason_of(s, A.Convert(19, "plane"))


def test_at_most_one_allied_plane_per_turn() -> None:
    """Forces Conversion, line 629."""
    scenario = scenario_with(lambda d: d["pools"]["allied"].update(plane=6))
    s = _to_turn_two_conversion(scenario)
    s.apply(A.Convert(18, "plane"))
    assert "one plane" in reason_of(s, A.Convert(19, "plane"))


def test_eliminated_counters_come_back_by_conversion() -> None:
    """Forces Conversion, line 627: eliminated pieces return through conversion."""
    s = _to_turn_two_conversion()
    s.eliminate("A.tank.1")
    assert s.counters["A.tank.1"].zone == POOL
    s.apply(A.Convert(18, "tank"))
    assert s.counters["A.tank.1"].zone == 18 and not s.counters["A.tank.1"].engaged


def test_conversion_needs_supply() -> None:
    """Line 623: conversion in supplied zones holding friendly cubes."""
    s = _to_turn_two_conversion()
    place(s, ALLIED, 23, 3)     # inland Rhone, no path to an Allied coastal zone
    assert "not in supply" in reason_of(s, A.Convert(23, "tank"))


def test_conversion_turn_one_option() -> None:
    s = new_state(conversion_in_first_turn=True)
    start_turn(s)
    assert s.phase == "conversion" and A.Convert(19, "tank") in s.legal_actions()


def test_end_of_turn_flips_engaged_and_resets_transport() -> None:
    """HOW TO PLAY, lines 596-598: transport back to normal, engaged counters turn over."""
    s = new_state()
    to_impulses(s)
    assert s.counters["A.fleet_us.1"].engaged
    s.cubes[ALLIED][18] = 2
    s.dirty()
    s.apply(A.Transport(19, 18, 1, ()))
    assert s.transport[ALLIED] == 5
    s.apply(A.Intercept(()))
    s.apply(A.EndImpulse())
    pass_turn(s)
    assert s.turn == 2
    assert not s.counters["A.fleet_us.1"].engaged and s.transport[ALLIED] == 6


def test_game_sample_opening_of_turn_two() -> None:
    """GAME SAMPLE, lines 962-966: initiative 6 against 5, the Allies take the first impulse, four
    reinforcement cubes in Tunis, three of them converted into paratroopers and a plane; the Axis
    places its three cubes in Sicily."""
    s = new_state()
    to_impulses(s)
    # The position of the sample: Tunis is Allied (the Axis Africa forces are gone), the Axis has
    # cubes in its pool.
    for cid in ("X.tank.1", "X.tank.2", "X.plane.1", "X.fortified_line.1"):
        s.eliminate(cid)
    s.cubes[AXIS][16] = s.cubes[AXIS][17] = 0
    s.cubes[AXIS][14] = 1     # 1 cube, the Italian tank and the elite: 6 with the 3 reinforcements,
    s.cubes[ALLIED][18] -= 2  # i.e. "3 cubes, a tank and elite" after the bombardment (line 982)
    place(s, ALLIED, 17, 2)
    s.control[16] = ALLIED
    s.dirty()
    pass_turn(s)
    assert s.turn == 2
    roll(s, 6, 5)
    assert s.current_player() == ALLIED          # "the Allies choose who has the initiative"
    s.apply(A.ChooseFirst("allied"))             # "He takes the initiative for themself"
    s.apply(A.Reinforce(17, 4))                  # "four, all in the Tunis zone"
    assert s.cubes[ALLIED][17] == 6
    assert s.current_player() == AXIS and s.reinf_left == 3
    s.apply(A.Reinforce(14, 3))                  # "placing them all in Sicily (zone 14)"
    assert s.cubes[AXIS][14] == 4
    assert s.phase == "conversion" and s.current_player() == ALLIED
    s.apply(A.Convert(17, "paratroopers"))       # "the Allies take paratroopers and a plane"
    s.apply(A.Convert(17, "plane"))
    assert s.cubes[ALLIED][17] == 3
    types = sorted(c.type for c in s.counters.values() if c.zone == 17)
    assert types == ["paratroopers", "plane"]
    s.apply(A.ConvertDone())
    s.apply(A.ConvertDone())
    assert s.phase == "impulses" and s.current_player() == ALLIED   # "First impulse, Allies"
