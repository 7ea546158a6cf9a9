"""1943-45 landings through the engine (Landings, lines 746-756; Fleet Bombardment, 758-760;
Intercepting Landings, 762-766; U-boats, 870)."""

from __future__ import annotations

from g1943_combat_support import apply, board, dice, refusal
from g1943_support import place
from sandtable.core.protocol import CHANCE
from sandtable.games.g1943_45 import attack
from sandtable.games.g1943_45 import combat_actions as C
from sandtable.games.g1943_45.combat import BreakOff, Continue, default_policy_action
from sandtable.games.g1943_45.pieces import ALLIED, AXIS
from sandtable.games.g1943_45.state import GameState

US, UK = "A.fleet_us.1", "A.fleet_uk.1"


def quiet_axis(s: GameState) -> None:
    """No Axis interceptor: the Italian fleet and the U-boat engaged, no Axis plane on the board."""
    for cid in ("X.fleet_it.1", "X.uboat.1"):
        s.counters[cid] = s.counters[cid]._replace(engaged=True)
    s.dirty()


def landing_board() -> tuple[GameState, str]:
    s = board()
    place(s, ALLIED, 17, 6)
    tank = place(s, ALLIED, 16, 0, "tank")[0]
    place(s, AXIS, 14, 2)
    apply(s, C.StartCombat())
    return s, tank


def test_landing_limits_fleets_and_origins() -> None:
    # lines 746-750: up to 4 cubes or 3 cubes and a tank, from friendly coastal zones, at least one
    # (ready) fleet engaged; two fleets allow two more cubes
    s, tank = landing_board()
    assert "at most 4" in refusal(s, C.Landing(14, (17,), (5,), (), (US,)))
    assert "at most 4" in refusal(s, C.Landing(14, (17, 16), (4, 0), (tank,), (US,)))
    s.check_legal(C.Landing(14, (17, 16), (3, 0), (tank,), (US,), tank))
    s.check_legal(C.Landing(14, (17,), (6,), (), (US, UK)))
    s.check_legal(C.Landing(14, (17, 16), (5, 0), (tank,), (US, UK)))
    assert "one or two fleets" in refusal(s, C.Landing(14, (17,), (2,), (), ()))
    s.counters[US] = s.counters[US]._replace(engaged=True)
    s.dirty()
    assert "ready fleet" in refusal(s, C.Landing(14, (17,), (2,), (), (US,)))
    assert "not adjacent to the sea" in refusal(s, C.Landing(1, (17,), (2,), (), (UK,)))
    assert "not an enemy zone" in refusal(s, C.Landing(20, (17,), (2,), (), (UK,)))
    assert attack.list_landings(s, AXIS) == []                   # Allied only (line 746)


def test_interception_is_an_axis_decision_offered_only_when_possible() -> None:
    # lines 762-766 and 870: planes in range, the U-boat, the unengaged Italian fleet; all engaged
    s, _ = landing_board()
    quiet_axis(s)
    apply(s, C.Landing(14, (17,), (3,), (), (US,)))
    assert s.current_player() == CHANCE and "bombardment" in s.chance_label()    # no question asked

    s, _ = landing_board()
    s.counters["X.fleet_it.1"] = s.counters["X.fleet_it.1"]._replace(engaged=True)
    s.dirty()
    apply(s, C.Landing(14, (17,), (3,), (), (US, UK)))
    assert s.current_player() == AXIS and s.pending[-1][0] == "landing_intercept"
    assert {a.pieces for a in s.legal_actions()} == {(), ("X.uboat.1",)}
    assert "engaged" in refusal(s, C.InterceptLanding(("X.fleet_it.1",)))
    apply(s, C.InterceptLanding(("X.uboat.1",)))
    assert s.counters["X.uboat.1"].engaged
    assert "interception" in s.chance_label()
    dice(s, 6)                                  # one landing cube destroyed (only cubes: no choice)
    assert sum(u.type == "cube" for u in s.combat.resolver.units[0]) == 2
    # Fleet bombardment: one die per fleet engaged, 5-6 (line 760).
    assert s.combat.resolver.roll_spec()[:2] == (2, 5)


def test_fleet_bombardment_rounds_and_the_zone_taken() -> None:
    s, tank = landing_board()
    quiet_axis(s)
    apply(s, C.Landing(14, (17, 16), (3, 0), (tank,), (US,), tank))
    dice(s, 5)                                  # bombardment: one Axis loss (cubes only: automatic)
    assert s.cubes[AXIS][14] == 2 and len(s.combat.resolver.units[1]) == 1
    apply(s, Continue())
    assert s.combat.resolver.roll_spec()[:2] == (3, 5)          # tank support, no plane
    dice(s, 6, 1, 1)
    dice(s, 1)
    apply(s, default_policy_action(s.combat.resolver))       # the Axis loses its last cube
    # The landed forces go ashore; control changes (line 754).
    assert s.control[14] == ALLIED and s.cubes[ALLIED][14] == 3 and s.counters[tank].zone == 14
    assert s.cubes[AXIS][14] == 0 and s.cubes[ALLIED][17] == 3


def test_one_landing_per_impulse_and_it_uses_an_arrow() -> None:
    # line 756: "Only one landing is possible for each impulse"; line 697: landings count among the
    # three attacked zones
    s, _ = landing_board()
    quiet_axis(s)
    place(s, AXIS, 13, 1)
    apply(s, C.Landing(14, (17,), (1,), (), (US,)))
    dice(s, 1)
    apply(s, BreakOff())
    apply(s, C.LandingReturn(17))
    assert s.combat.arrows == 1 and s.combat.landed
    assert "only one landing" in refusal(s, C.Landing(13, (17,), (1,), (), (UK,)))


def test_break_off_sends_the_survivors_to_a_supplied_allied_zone() -> None:
    # line 752: "the surviving forces are moved to a supplied zone controlled by the Allied player, not
    # necessarily the starting zone"
    s, tank = landing_board()
    quiet_axis(s)
    apply(s, C.Landing(14, (17, 16), (2, 0), (tank,), (US,)))
    dice(s, 1)
    apply(s, BreakOff())
    assert s.current_player() == ALLIED and s.pending[-1][0] == "landing_return"
    assert "supplied zone controlled by the Allies" in refusal(s, C.LandingReturn(13))
    apply(s, C.LandingReturn(20))
    assert s.cubes[ALLIED][20] == 1 + 2 and s.cubes[ALLIED][17] == 4 and s.counters[tank].zone == 20
    assert s.control[14] == AXIS


def test_landing_on_an_empty_enemy_zone_is_an_option() -> None:
    # option landing_on_empty_zone (lines 697 against 746 and 754)
    s, _ = landing_board()
    quiet_axis(s)
    apply(s, C.Landing(13, (17,), (2,), (), (US,)))
    assert s.control[13] == ALLIED and s.cubes[ALLIED][13] == 2

    s = board(landing_on_empty_zone=False)
    place(s, ALLIED, 17, 2)
    place(s, AXIS, 14, 1)
    apply(s, C.StartCombat())
    assert "landing_on_empty_zone" in refusal(s, C.Landing(13, (17,), (2,), (), (US,)))
    assert all(a.target == 14 for a in s.legal_actions() if isinstance(a, C.Landing))
